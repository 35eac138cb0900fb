"""`kitgen examples`: the example battles ship with kitgen, and a user who installed the
wheel can list, read and copy them (issue 37). ``tests/test_docs.py`` runs every page in
a folder this command filled."""

from __future__ import annotations

from pathlib import Path

from click.testing import CliRunner

from kitgen.cli import main
from tests.conftest import ARMIES, ROOT

PAGE_FILES = sorted((ROOT / "docs" / "examples").rglob("*.yaml"))


def test_the_list_names_every_example_with_its_system_and_language(runner: CliRunner) -> None:
    result = runner.invoke(main, ["examples"])
    assert result.exit_code == 0, result.output
    rows = [line.split(None, 3) for line in result.output.splitlines() if line.startswith("  ")]
    assert [row[0] for row in rows] == [p.stem for p in ARMIES]
    assert ["brenna", "witcher", "en", "Battle of Brenna"] in rows
    assert ["siege-de-corbelin", "fate", "fr", "Le siège de Corbelin"] in rows
    assert "kitgen examples --copy" in result.output


def test_one_example_prints_as_its_file(runner: CliRunner) -> None:
    for asked in ("gue-de-varenne", "Gué-de-Varenne.yaml", "gue-de-v"):
        result = runner.invoke(main, ["examples", asked])
        assert result.exit_code == 0, result.output
        assert result.output == (ROOT / "armies" / "gue-de-varenne.yaml").read_text("utf-8")


def test_an_unknown_or_ambiguous_name_lists_the_examples(runner: CliRunner) -> None:
    for asked in ("brena", "gue"):  # a typo; two examples start with "gue"
        result = runner.invoke(main, ["examples", asked])
        assert result.exit_code == 2
        assert "one of: auld-alliance, brenna," in result.output
    assert "did you mean 'brenna'?" in runner.invoke(main, ["examples", "brena"]).output
    french = runner.invoke(main, ["examples", "brena", "--lang", "fr"])
    assert "pas d’exemple «\u202fbrena\u202f»" in french.output


def test_a_copy_writes_what_the_pages_read_at_the_paths_they_use(
    runner: CliRunner, tmp_path: Path
) -> None:
    result = runner.invoke(main, ["examples", "--copy", "-o", str(tmp_path)])
    assert result.exit_code == 0, result.output
    for source in ARMIES:
        assert (tmp_path / "armies" / source.name).read_bytes() == source.read_bytes()
    for source in PAGE_FILES:
        relative = source.relative_to(ROOT)
        assert (tmp_path / relative).read_bytes() == source.read_bytes(), relative
    total = len(ARMIES) + len(PAGE_FILES)
    assert f"Files written in {tmp_path}: {total}; already there: 0. Next:" in result.output
    assert f"  kitgen build {tmp_path / 'armies'}/" in result.output
    again = runner.invoke(main, ["examples", "--copy", "-o", str(tmp_path)])
    assert f": 0; already there: {total}." in again.output


def test_a_file_of_the_users_is_never_replaced_without_force(
    runner: CliRunner, tmp_path: Path
) -> None:
    mine = tmp_path / "armies" / "brenna.yaml"
    mine.parent.mkdir()
    mine.write_text("my own battle\n", encoding="utf-8")
    refused = runner.invoke(main, ["examples", "--copy", "-o", str(tmp_path)])
    assert refused.exit_code == 1
    assert f"error: {mine} is already there and is not kitgen's example" in refused.output
    assert "nothing was written (files kept: 1); add --force" in refused.output
    assert sorted(p.name for p in tmp_path.rglob("*")) == ["armies", "brenna.yaml"]
    forced = runner.invoke(main, ["examples", "brenna", "--copy", "-o", str(tmp_path), "--force"])
    assert forced.exit_code == 0, forced.output
    assert mine.read_bytes() == (ROOT / "armies" / "brenna.yaml").read_bytes()
    assert f"  kitgen build {mine}" in forced.output


def test_a_copy_into_a_file_says_so(runner: CliRunner, tmp_path: Path) -> None:
    (tmp_path / "taken").write_text("", encoding="utf-8")
    result = runner.invoke(main, ["examples", "--copy", "-o", str(tmp_path / "taken" / "sub")])
    assert result.exit_code == 1
    assert "is a file, not a folder" in result.output and "Traceback" not in result.output


def test_a_copy_is_said_in_french(runner: CliRunner, tmp_path: Path) -> None:
    result = runner.invoke(
        main, ["examples", "brenna", "--copy", "-o", str(tmp_path), "--lang", "fr"]
    )
    assert result.output.startswith(f"Fichiers écrits dans {tmp_path}\u202f: 1\u202f;")
