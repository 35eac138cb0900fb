"""Issue 10: starting a file (new), editor schemas, watching, batch builds and the cache."""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import Any

import jsonschema
import pytest
import yaml
from click.testing import CliRunner

from kitgen import batch
from kitgen.cli import main
from kitgen.errors import KitError
from kitgen.i18n import LANGUAGES
from kitgen.json_schema import battle_schema, schema_file
from kitgen.loader import parse_battle_text
from kitgen.nodes import Map, Mark, Node, Seq
from kitgen.pipeline import load
from kitgen.systems import systems
from tests.conftest import ARMIES, small_battle, write


def _validator(system: str) -> jsonschema.Draft202012Validator:
    rules = systems()[system]
    schema = battle_schema(rules.key, rules.battle_type, rules.summary_in("en"))
    jsonschema.Draft202012Validator.check_schema(schema)
    return jsonschema.Draft202012Validator(schema)


def _as_json(text: str) -> Any:
    """The battle file as an editor's YAML server hands it to the schema."""
    return json.loads(json.dumps(yaml.safe_load(text), default=str))


# --- kitgen new --------------------------------------------------------------------------------


def test_new_writes_a_starter_that_builds_without_a_warning(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Both languages of every system's starter: valid against the schema, and all of
    them built in one go (a kit takes seconds)."""
    runner = CliRunner()
    monkeypatch.chdir(tmp_path)
    for system in systems():
        for lang in LANGUAGES:
            result = runner.invoke(
                main, ["new", system, f"battles/{system}-{lang}", "--lang", lang]
            )
            assert result.exit_code == 0, result.output
            text = Path(f"battles/{system}-{lang}.yaml").read_text(encoding="utf-8")
            assert text.startswith(f"# yaml-language-server: $schema={schema_file(system)}\n")
            assert json.loads(Path("battles", schema_file(system)).read_text())["title"]
            assert list(_validator(system).iter_errors(_as_json(text))) == []
            assert f"kitgen docs {system}" in text and "kitgen rulings" in text
    built = runner.invoke(main, ["build", "battles", "--strict", "-o", "out", "-j", "2"])
    assert built.exit_code == 0, built.output
    assert "warning" not in built.output
    assert f"{2 * len(systems())} built, 0 unchanged, 0 failed" in built.output


def _starters() -> list[tuple[str, str, str]]:
    """(system, language, text) of every starter ``kitgen new`` writes."""
    from kitgen.json_schema import starter_text

    return [
        (key, lang, starter_text(system, lang))
        for key, system in systems().items()
        for lang in LANGUAGES
    ]


@pytest.mark.parametrize(("system", "lang", "text"), _starters())
def test_every_key_of_a_starter_is_explained(system: str, lang: str, text: str) -> None:
    """Each key is explained at least once (later units repeat it bare): its line
    carries a comment, follows closely one that does (``attack: 0  # -10 to +10 each``
    explains the ``defense:`` under it), or a comment above names it (a skill list)."""
    lines = text.splitlines()
    explained: dict[str, bool] = {}
    for number, line in enumerate(lines):
        commented = line.strip().startswith("#")  # an optional key shown commented out
        text = line.strip().lstrip("#") if commented else line
        body = text.split("#")[0].strip().lstrip("- ").lstrip("{")
        if ":" not in body or " " in body.split(":")[0].strip():
            continue
        key = body.split(":")[0].strip()
        if (
            key == "yaml-language-server"
            or key.isdigit()  # a phase number
            or key != key.lower()  # a comment's own words ("# Skills: …")
            or not key.replace("_", "").isalnum()
        ):
            continue
        if commented:  # its own comment, or a comment paragraph just above it
            near = "#" in text or lines[number - 1].strip().startswith("#")
        else:
            near = any("#" in lines[i] for i in range(max(0, number - 8), number + 1))
        named = any(key in line.split("#", 1)[1] for line in lines[:number] if "#" in line)
        explained[key] = explained.get(key, False) or near or named
    assert [k for k, ok in explained.items() if not ok] == []


OTHER_LANGUAGE_WORDS = {
    "en": {"le", "la", "les", "des", "une", "est", "et", "du", "pour", "avec", "sont"},
    "fr": {"the", "and", "of", "is", "are", "with", "which", "when", "each", "from", "it"},
}
"""Words that give away the other language in a starter's comments."""


@pytest.mark.parametrize(("system", "lang", "text"), _starters())
def test_a_starter_speaks_one_language(system: str, lang: str, text: str) -> None:
    """Its comments hold no common word of the other language. Quoted text ("Maintenant
    c'est la guerre", a rule's French name) and `code` are left aside."""
    assert f"\nlanguage: {lang} " in text
    comments = " ".join(line.split("#", 1)[1] for line in text.splitlines() if "#" in line)
    prose = re.sub(r'"[^"]*"|`[^`]*`|« [^»]* »', " ", comments)
    words = set(re.findall(r"[^\W\d]+", prose.lower()))
    assert sorted(words & OTHER_LANGUAGE_WORDS[lang]) == []


@pytest.mark.parametrize(
    ("lang", "environment", "expected"),
    [
        ("fr", {}, "fr"),
        ("en", {"LANG": "fr_FR.UTF-8"}, "en"),
        (None, {"LANG": "fr_FR.UTF-8"}, "fr"),
        (None, {"LANG": "en_US.UTF-8"}, "en"),
        (None, {"LC_ALL": "fr_CA.UTF-8", "LANG": "en_US.UTF-8"}, "fr"),
        (None, {}, "en"),
    ],
)
def test_new_writes_the_starter_in_the_users_language(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    lang: str | None,
    environment: dict[str, str],
    expected: str,
) -> None:
    """``--lang``, else the locale, else English."""
    monkeypatch.chdir(tmp_path)
    for variable in ("LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(variable, raising=False)
    for variable, value in environment.items():
        monkeypatch.setenv(variable, value)
    result = CliRunner().invoke(
        main, ["new", "fate", "siege", *(["--lang", lang] if lang else [])]
    )
    assert result.exit_code == 0, result.output
    written = {  # and kitgen says so in the same language
        "en": "siege.yaml (fate) and schemas/fate.schema.json written.",
        "fr": "siege.yaml (fate) et schemas/fate.schema.json écrits.",
    }
    assert result.output.startswith(written[expected]), result.output
    text = Path("siege.yaml").read_text(encoding="utf-8")
    assert f"\nlanguage: {expected} " in text
    french = "# Armées (obligatoire)" in text
    assert french == (expected == "fr")


def test_a_system_with_one_starter_writes_it_in_any_language() -> None:
    from dataclasses import replace

    from kitgen.json_schema import starter_text

    fate = systems()["fate"]
    alone = replace(fate, starter=fate.starters["fr"], starters={})
    assert starter_text(alone, "en") == starter_text(alone, "fr") == starter_text(fate, "fr")


def test_new_never_overwrites_a_battle(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    runner = CliRunner()
    monkeypatch.chdir(tmp_path)
    Path("mine.yaml").write_text("system: fate\n", encoding="utf-8")
    result = runner.invoke(main, ["new", "fate", "mine"])
    assert result.exit_code == 1
    assert result.output == (
        "Error: mine.yaml already exists; choose another NAME or add --force\n"
    )
    assert Path("mine.yaml").read_text(encoding="utf-8") == "system: fate\n"


@pytest.mark.parametrize("where", [".", "battles/", "battles"])
def test_new_into_a_folder_writes_the_default_name_there(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, where: str
) -> None:
    """Issue 22: ``kitgen new witcher .`` exited 70 (a path with no file name)."""
    monkeypatch.chdir(tmp_path)
    Path("battles").mkdir()
    result = CliRunner().invoke(main, ["new", "witcher", where])
    assert result.exit_code == 0, result.output
    folder = Path(where)
    assert (folder / "witcher-battle.yaml").is_file()
    assert (folder / schema_file("witcher")).is_file()
    assert result.output.startswith(f"{folder / 'witcher-battle.yaml'} (witcher) and ")


def test_new_at_the_root_names_a_file_in_it() -> None:
    """``kitgen new witcher /`` exited 70; a folder given as NAME holds the default file
    (the root is not written here: the tests may run as root)."""
    from kitgen.cli import starter_path

    assert starter_path("witcher", "/") == Path("/witcher-battle.yaml")
    assert starter_path("fate", "siege") == Path("siege.yaml")
    assert starter_path("fate", "siege.yml") == Path("siege.yml")
    assert starter_path("fate", None) == Path("fate-battle.yaml")


@pytest.mark.parametrize(
    ("name", "message"),
    [
        (
            "a" * 300,
            f"Error: NAME: a file name has at most 255 bytes here, and '{'a' * 119}…' "
            "has 305; choose a shorter one\n",
        ),
        ("x/\x00", "Error: NAME: a file name cannot hold the character U+0000; choose another\n"),
        ("f/b", "Error: cannot write f/b.yaml: f is a file, not a folder\n"),
    ],
    ids=["too long", "NUL", "under a file"],
)
def test_new_refuses_a_name_no_file_can_have(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, name: str, message: str
) -> None:
    monkeypatch.chdir(tmp_path)
    Path("f").write_text("a file\n", encoding="utf-8")
    result = CliRunner().invoke(main, ["new", "witcher", name])
    assert result.exit_code == 1
    assert result.output == message
    assert [p.name for p in tmp_path.iterdir()] == ["f"]


# --- JSON Schema -------------------------------------------------------------------------------


@pytest.mark.parametrize("example", ARMIES, ids=lambda p: p.stem)
def test_every_example_validates_against_its_schema(example: Path) -> None:
    text = example.read_text(encoding="utf-8")
    system = yaml.safe_load(text)["system"]
    assert [e.message for e in _validator(system).iter_errors(_as_json(text))] == []


def test_the_schema_command_prints_the_generated_schema() -> None:
    result = CliRunner().invoke(main, ["schema", "jdrwiki"])
    assert result.exit_code == 0
    rules = systems()["jdrwiki"]
    assert json.loads(result.output) == battle_schema(
        rules.key, rules.battle_type, rules.summary_in("en")
    )


def _mark_at(node: Node, path: tuple[Any, ...]) -> Mark:
    for step in path:
        if isinstance(node, Map):
            node = next(v for k, v in node.entries if k.text == str(step))
        else:
            assert isinstance(node, Seq)
            node = node.items[int(step)]
    return node.mark


BROKEN = {
    # what is wrong: (the change to the Fate example, the path the schema names)
    "a misspelt key": (
        ("        quality: bonne", "        qualty: bonne"),
        ("armies", 0, "units", 0),
    ),
    "a word not in the list": (
        ("quality: bonne", "quality: legendaire"),
        ("armies", 0, "units", 0, "quality"),
    ),
    "a number out of range": (("will: 3", "will: 12"), ("armies", 0, "commanders", 0, "will")),
    "text where a number goes": (
        ("will: 3", "will: strong"),
        ("armies", 0, "commanders", 0, "will"),
    ),
    "a name too long": (
        ("name: Gardes du donjon", "name: " + "G" * 70),
        ("armies", 0, "units", 0, "name"),
    ),
}


@pytest.mark.parametrize("case", BROKEN, ids=str)
def test_the_schema_and_the_loader_agree_on_what_is_wrong(tmp_path: Path, case: str) -> None:
    (old, new), path = BROKEN[case]
    source = next(p for p in ARMIES if p.stem == "siege-de-corbelin").read_text(encoding="utf-8")
    assert old in source
    text = source.replace(old, new, 1)
    schema_errors = list(_validator("fate").iter_errors(_as_json(text)))
    assert schema_errors, case
    assert {tuple(e.absolute_path) for e in schema_errors} == {path}
    with pytest.raises(KitError) as caught:
        load(write(tmp_path, text))
    marks = {p.mark for p in caught.value.problems}
    tree = parse_battle_text(text.encode(), "battle.yaml")
    expected = _mark_at(tree, path)
    assert expected in marks or (case == "a misspelt key" and len(marks) == 1)


# --- batch builds and the cache ------------------------------------------------------------------


def _counting_renders(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Count the layouts; each stands in for one with a PDF of its own HTML's digest (the
    cache is the subject here, not the layout, which other tests time and read)."""
    import kitgen.build
    from kitgen.render import Rendered

    calls: list[int] = []

    def counted(html: str, **_: Any) -> Rendered:
        calls.append(1)
        digest = hashlib.sha256(html.encode()).hexdigest()
        return Rendered(pdf=f"%PDF-1.7 {digest}".encode(), pages=1, notices=())

    monkeypatch.setattr(kitgen.build, "render_pdf", counted)
    return calls


def test_a_second_build_with_nothing_changed_renders_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = tmp_path / "campaign"
    folder.mkdir()
    for name in ("Gué", "Pont"):
        write(folder, small_battle(name), f"{name}.yaml")
    (folder / ".hidden").mkdir()
    write(folder / ".hidden", small_battle("Caché"), "x.yaml")
    renders = _counting_renders(monkeypatch)
    out = str(tmp_path / "out")

    def build(*extra: str) -> str:
        result = CliRunner().invoke(main, ["build", str(folder), "-o", out, "-j", "1", *extra])
        assert result.exit_code == 0, result.output
        return result.output

    assert "2 battle files: 2 built, 0 unchanged, 0 failed" in build()
    assert len(renders) == 2
    assert "2 battle files: 0 built, 2 unchanged, 0 failed" in build()
    assert len(renders) == 2  # nothing laid out again
    (folder / "Pont.yaml").write_text(small_battle("Pont neuf"), encoding="utf-8")
    assert "1 built, 1 unchanged" in build()
    assert len(renders) == 3
    assert "2 built, 0 unchanged" in build("--force")
    assert len(renders) == 5


def test_the_cache_key_follows_the_bytes_the_options_and_kitgen() -> None:
    options = batch.Options()
    key = batch.cache_key(b"system: fate\n", options)
    assert batch.cache_key(b"system: fate\n", batch.Options(output_dir=Path("x"))) == key
    assert batch.cache_key(b"system: fate \n", options) != key
    assert batch.cache_key(b"system: fate\n", batch.Options(lang="en")) != key
    assert batch.cache_key(b"system: fate\n", batch.Options(audience="players")) != key
    assert len(batch.code_fingerprint()) == 64


def test_a_kit_replaced_since_is_built_again(tmp_path: Path) -> None:
    path = write(tmp_path, small_battle("Gué"))
    options = batch.Options(output_dir=tmp_path / "out")
    first = batch.build_one(path, options)
    assert first.status == batch.BUILT and first.target is not None
    batch.write_cache(options.output_dir, [first])
    assert [o.status for o in batch.build_many([path], options)] == [batch.UNCHANGED]
    first.target.write_bytes(b"%PDF- something else")
    assert [o.status for o in batch.build_many([path], options)] == [batch.BUILT]


def scripted_sleep(*steps: Callable[[], object]) -> Callable[[float], None]:
    """A clock for ``batch.watch``: each poll's sleep does the next step of an edit,
    so what the watcher sees between polls is fixed, whatever the machine's load."""
    queue = list(steps)

    def sleep(_interval: float) -> None:
        if queue:
            queue.pop(0)()

    return sleep


def test_watch_rebuilds_on_save(tmp_path: Path) -> None:
    path = write(tmp_path, "system: witcher\n")
    seen: list[str] = []
    save = partial(path.write_text, "system: fate\nname: changed\n", encoding="utf-8")
    sleep = scripted_sleep(save)
    batch.watch([path], lambda p: seen.append(p.read_text()), rounds=4, sleep=sleep)
    assert seen == ["system: witcher\n", "system: fate\nname: changed\n"]


def test_watch_builds_a_save_in_two_steps_once(tmp_path: Path) -> None:
    """An editor that empties the file, then writes it, shows the watcher two stamps in a
    row (CI caught the second build once): the kit is built once, from the whole text."""
    path = write(tmp_path, "system: witcher\n")
    seen: list[str] = []
    empty = partial(path.write_bytes, b"")
    save = partial(path.write_text, "system: fate\nname: changed\n", encoding="utf-8")
    sleep = scripted_sleep(empty, save)
    batch.watch([path], lambda p: seen.append(p.read_text()), rounds=5, sleep=sleep)
    assert seen == ["system: witcher\n", "system: fate\nname: changed\n"]


def test_watch_renders_in_one_worker_that_gives_a_builds_bytes(tmp_path: Path) -> None:
    """``kitgen watch`` lays kits out in one long-lived worker (``sandbox.Worker``) that
    keeps their sections from save to save; the PDF is the one ``kitgen build`` writes."""
    path = write(tmp_path, small_battle("The ford"))
    watched, built = tmp_path / "watched", tmp_path / "built"
    args = ["--rounds", "0", "--interval", "0.05"]
    result = CliRunner().invoke(main, ["watch", str(path), "-o", str(watched), *args])
    assert result.exit_code == 0, result.output
    assert CliRunner().invoke(main, ["build", str(path), "-o", str(built)]).exit_code == 0
    # a kit is named after its battle
    assert (watched / "the-ford.pdf").read_bytes() == (built / "the-ford.pdf").read_bytes()


def test_watch_prints_an_error_with_its_place_and_writes_nothing(tmp_path: Path) -> None:
    path = write(tmp_path, "system: witcher\nname: [\n")
    result = CliRunner().invoke(
        main,
        ["watch", str(path), "-o", str(tmp_path / "out"), "--rounds", "1", "--interval", "0.05"],
    )
    assert result.exit_code == 0
    assert f"error: {path}:3:1: YAML syntax:" in result.output
    assert not (tmp_path / "out").exists() or not list((tmp_path / "out").glob("*.pdf"))


def test_shell_completion_offers_the_rule_systems() -> None:
    import os
    import subprocess
    import sys

    environment = {
        **os.environ,
        "_KITGEN_COMPLETE": "bash_complete",
        "COMP_WORDS": "kitgen new ",
        "COMP_CWORD": "2",
    }
    result = subprocess.run(
        [sys.executable, "-m", "kitgen"], env=environment, capture_output=True, text=True
    )
    assert [line.split(",")[1] for line in result.stdout.splitlines()] == list(systems())
