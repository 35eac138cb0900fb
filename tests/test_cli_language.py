"""Issue 23: the command line speaks one language throughout a command: ``--lang``
(before or after the command), else the battle file's ``language:`` for that file, else
the locale, else English; its lines, its ``--help`` and Click's own words included."""

from __future__ import annotations

import inspect
import re
import subprocess
import sys
from pathlib import Path
from types import SimpleNamespace

import click
import pytest
from click.testing import CliRunner

from kitgen import cli
from kitgen.cli import InternalError, chosen_language, main
from kitgen.i18n import click_fr, say, speaking
from kitgen.i18n.messages.cli import TEXT
from kitgen.i18n.messages.cli_help import HELP
from kitgen.model import said
from tests.conftest import ROOT

FRENCH = {"LANG": "fr_FR.UTF-8"}


def plain(text: str) -> str:
    """``text`` with French typography's no-break spaces as spaces, as a reader sees it."""
    return text.translate({0x202F: " ", 0x00A0: " "})


def run(*args: str, env: dict[str, str] | None = None) -> tuple[int, str]:
    """Exit code and output (no-break spaces shown as spaces) of ``kitgen ARGS``."""
    result = CliRunner().invoke(main, list(args), env=env, prog_name="kitgen")
    assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
    return result.exit_code, plain(result.output)


@pytest.mark.parametrize(
    ("args", "expected"),
    [
        ([], None),
        (["check", "x.yaml"], None),
        (["--lang", "fr", "build", "x"], "fr"),
        (["build", "x", "--lang=fr"], "fr"),
        (["--lang", "fr", "check", "x", "--lang", "en"], "en"),  # the last one wins
        (["check", "--lang", "de"], None),  # left for Click to refuse
        (["check", "--lang"], None),
        (["check", "--", "--lang", "fr"], None),  # after --, a file name
    ],
)
def test_the_language_is_found_anywhere_on_the_command_line(
    args: list[str], expected: str | None
) -> None:
    assert chosen_language(args) == expected


# Click's own words


def test_every_msgid_is_still_in_the_installed_click() -> None:
    """A Click upgrade that rewords a sentence we translate fails here, not silently in
    English at the user's terminal."""
    source = "".join(
        inspect.getsource(sys.modules[name]) for name in click_fr.MODULES if name in sys.modules
    )
    msgids = [*click_fr.FRENCH, *(m for pair in click_fr.FRENCH_PLURALS for m in pair)]
    missing = [m for m in msgids if repr(m)[1:-1] not in source and m not in source]
    assert not missing


def test_click_says_its_words_through_ours() -> None:
    """Each of Click's modules still has the names ``install`` rebinds (``_``, and
    ``ngettext`` where Click uses it), and they are ours."""
    for name in click_fr.MODULES:
        module = sys.modules[name]
        assert module._ is click_fr.gettext, name  # type: ignore[attr-defined]
    for name in ("click.core", "click.exceptions", "click.parser", "click.types"):
        assert sys.modules[name].ngettext is click_fr.ngettext, name  # type: ignore[attr-defined]


def test_click_plurals_follow_each_language() -> None:
    pair = ("Option {name!r} requires an argument.", "Option {name!r} requires {nargs} arguments.")
    with speaking("fr"):
        assert click_fr.ngettext(*pair, 0) == "L’option {name!r} attend une valeur."
        assert click_fr.ngettext(*pair, 2) == "L’option {name!r} attend {nargs} valeurs."
        assert click_fr.gettext("Usage:") == "Utilisation\u202f:"
    assert click_fr.ngettext(*pair, 0) == pair[1]
    assert click_fr.ngettext(*pair, 1) == pair[0]


ENGLISH_CLICK = ("Usage:", "Error:", "Try ", "No such", "Missing", "Invalid", "Did you mean")


@pytest.mark.parametrize(
    ("args", "env", "expected"),
    [
        (
            ["--lang", "fr", "build", "--nope"],
            None,
            "Erreur : Option inconnue : '--nope'.",
        ),
        (["build"], FRENCH, "Erreur : Il manque l’argument 'FILES...'."),
        (
            ["build", "--jobs", "x", "armies", "--lang", "fr"],
            None,
            "Erreur : Valeur incorrecte pour '-j' / '--jobs' : 'x' n’est pas un "
            "nombre entier valide.",
        ),
        (
            ["compute", str(ROOT), "--lang", "fr"],
            None,
            f"Erreur : Valeur incorrecte pour 'FILE' : Fichier attendu, mais "
            f"'{ROOT}' est un dossier.",
        ),
        (
            ["--lang", "fr", "build", "x", "--paper", "b5"],
            None,
            "Erreur : Valeur incorrecte pour '--paper' : 'b5' n’est pas possible ; "
            "valeurs possibles : 'a4', 'letter'.",
        ),
        (["--lang", "fr", "nope"], None, "Erreur : Commande inconnue : 'nope'."),
    ],
)
def test_click_errors_are_french_only(
    args: list[str], env: dict[str, str] | None, expected: str
) -> None:
    code, out = run(*args, env=env)
    assert code == 2
    assert expected in out, out
    assert out.startswith("Utilisation : kitgen")
    assert "Tapez « kitgen" in out
    assert not any(english in out for english in ENGLISH_CLICK), out


def test_the_same_errors_stay_english_in_english() -> None:
    code, out = run("build", "--nope")
    assert code == 2
    assert "Error: No such option '--nope'." in out and "Usage: kitgen build" in out


def test_a_missing_file_is_french_from_the_executable(tmp_path: Path) -> None:
    """The real executable (``entry``), a French locale: Click's and kitgen's words are
    French. (The message itself, "no such file", is the loader's: issue 23's loading
    part translates it.)"""
    result = subprocess.run(
        [sys.executable, "-m", "kitgen", "check", "missing.yaml", "--lang", "fr"],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert result.returncode == 1
    assert plain(result.stderr).startswith("erreur : missing.yaml"), result.stderr
    assert "error:" not in result.stderr and "Traceback" not in result.stderr


# --help


def _commands() -> list[tuple[str, click.Command]]:
    return [("main", main), *main.commands.items()]


def _help_keys() -> set[str]:
    keys = set()
    for name, command in _commands():
        keys.add(f"help.{name}")
        for param in command.params:
            if isinstance(param, click.Option) and not param.hidden:
                own = f"help.{name}.{param.name}"
                keys.add(own if own in HELP else f"help.option.{param.name}")
    return keys


def test_every_command_and_option_has_help_in_both_languages() -> None:
    for key in _help_keys():
        english, french = TEXT[key]
        assert english.strip() and french.strip() and english != french, key


def test_no_help_text_is_left_unused() -> None:
    assert set(HELP) == _help_keys()


def _sentences(text: str) -> list[str]:
    """The sentences of ``text`` of four words or more, whitespace normalised: what
    cannot occur by chance in the other language."""
    flat = " ".join(inspect.cleandoc(text).replace("\b", "").split())
    parts = re.split(r"(?<=[.;:!?])\s+|\s+(?=[\[(])", flat)
    return [part for part in parts if len(part.split()) >= 4]


def _help_of(name: str, lang_env: dict[str, str]) -> str:
    args = ["--help"] if name == "main" else [name, "--help"]
    code, out = run(*args, env=lang_env)
    assert code == 0, out
    return " ".join(out.split())


@pytest.mark.parametrize("name", [name for name, _ in _commands()])
def test_help_is_in_one_language(name: str) -> None:
    english_env = {"LANG": "C.UTF-8"}
    french, english = _help_of(name, FRENCH), _help_of(name, english_env)
    english_texts = [en for en, fr in (*HELP.values(), *click_fr.FRENCH.items()) if en != fr]
    french_texts = [say(said("help.main")) for _ in ()] + [fr for en, fr in TEXT.values()]
    leaked = [s for text in english_texts for s in _sentences(text) if s in french]
    assert not leaked, leaked
    assert "Utilisation :" in french and "Afficher cette aide et quitter." in french
    with speaking("fr"):
        french_help = [" ".join(inspect.cleandoc(fr).split()) for _, fr in HELP.values()]
    leaked = [s for text in french_help for s in _sentences(text) if s in english]
    assert not leaked, leaked
    assert "Usage:" in english and "Show this message and exit." in english
    del french_texts


def test_help_keeps_its_unbroken_paragraphs() -> None:
    """Click's ``\\b`` still keeps an example's line breaks, in both languages."""
    for env, line in (
        (None, "    kitgen build armies/ -j 1          one at a time (less memory)"),
        (FRENCH, "    kitgen build armies/ -j 1          un à la fois (moins de mémoire)"),
    ):
        code, out = run("build", "--help", env=env)
        assert code == 0 and line in out.splitlines(), out


# the language of a command


def test_the_locale_chooses_the_language_of_what_if() -> None:
    _, french = run("what-if", "--text", env=FRENCH)
    _, english = run("what-if", "--text")
    assert french != english
    _, chosen = run("what-if", "--text", "--lang", "en", env=FRENCH)
    assert chosen == english


def test_a_lang_before_the_command_is_the_command_s() -> None:
    _, before = run("--lang", "fr", "what-if", "--text")
    _, after = run("what-if", "--text", "--lang", "fr")
    _, english = run("what-if", "--text")
    assert before == after != english


def test_the_failed_count_is_in_the_reader_s_language(tmp_path: Path) -> None:
    a, b = str(tmp_path / "a.yaml"), str(tmp_path / "b.yaml")
    _, english = run("check", a, b)
    _, french = run("check", a, b, "--lang", "fr")
    assert english.splitlines()[-1] == "2 of 2 files failed."
    assert french.splitlines()[-1] == "2 fichiers sur 2 sont en erreur."


def test_what_happened_to_a_kit_is_said_in_the_reader_s_language() -> None:
    from kitgen import batch

    def lines(outcome: SimpleNamespace, lang: str, prefix: str = "") -> list[str]:
        shown: list[str] = []
        with speaking(lang):
            cli._show_outcome(outcome, lambda line, err=False: shown.append(plain(line)), prefix)
        return shown

    common = {"path": "a.yaml", "target": "out/a.pdf", "warnings": (), "lang": None}
    built = SimpleNamespace(status=batch.BUILT, pages=12, seconds=1.25, **common)
    # a half rounds up, as everywhere kitgen prints a figure
    assert lines(built, "en") == ["a.yaml -> out/a.pdf (12 pages, 1.3 s)"]
    assert lines(built, "fr") == ["a.yaml -> out/a.pdf (12 pages, 1,3 s)"]
    one = SimpleNamespace(status=batch.BUILT, pages=1, seconds=0.5, **common)
    assert lines(one, "en") == ["a.yaml -> out/a.pdf (1 page, 0.5 s)"]
    same = SimpleNamespace(status=batch.UNCHANGED, pages=0, seconds=0.0, **common)
    assert lines(same, "fr") == ["a.yaml -> out/a.pdf (inchangé)"]
    failed = SimpleNamespace(status=batch.FAILED, errors=(), note="", **common)
    assert lines(failed, "fr", "[12:00:00] ") == [
        "[12:00:00] a.yaml : non construit ; le dernier PDF valide est conservé"
    ]
    assert lines(failed, "en", "[12:00:00] ") == [
        "[12:00:00] a.yaml: not built; the last good PDF is kept"
    ]


def test_a_bug_is_reported_in_the_reader_s_language() -> None:
    with speaking("fr"):
        french = plain(InternalError(ZeroDivisionError("division by zero")).format_message())
    english = InternalError(ZeroDivisionError("division by zero")).format_message()
    assert french.startswith("kitgen a échoué sur quelque chose qu’il aurait dû traiter")
    assert "(ZeroDivisionError : division by zero)" in french
    assert english.startswith("kitgen failed on something it should have handled")


def test_new_speaks_the_reader_s_language(tmp_path: Path) -> None:
    target = str(tmp_path / "embuscade")
    code, out = run("new", "fate", target, "--lang", "fr")
    assert code == 0 and "écrits. Ensuite :" in out.splitlines()[0], out
    code, out = run("new", "fate", target, "--lang", "fr")
    assert code == 1
    assert out.strip().endswith("existe déjà ; choisissez un autre NAME ou ajoutez --force")
    code, out = run("new", "fate", target)
    assert out.strip().endswith("already exists; choose another NAME or add --force")


def test_an_unknown_ruling_is_said_in_the_reader_s_language() -> None:
    code, out = run("rulings", "W55", "--lang", "fr")
    assert code == 2
    assert "pas d’arbitrage « W55 »" in out and "`kitgen rulings` les liste" in out
