"""Bad battle files: every problem at once, each as FILE:LINE:COL, exit 1, no traceback.

These are the error lines documented in README.md and docs/witcher.md; they are pinned
exactly (STYLE.md: tests pin exact error text).
"""

from __future__ import annotations

from pathlib import Path

from click.testing import CliRunner

from kitgen.cli import main
from tests.conftest import ROOT, write

GOOD_ARMY_B = """
  - name: B
    commander: {name: Beta, rank: captain}
    troops:
      - {name: Brigands, count: 20, type: brigands}
"""


def run(runner: CliRunner, *args: str) -> tuple[int, str]:
    result = runner.invoke(main, list(args))
    assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
    return result.exit_code, result.output


def test_every_problem_is_reported_at_once_with_its_place(
    runner: CliRunner, tmp_path: Path
) -> None:
    path = write(
        tmp_path,
        """system: witcher
name: Bad
armies:
  - name: A
    commander: {name: Alpha, rank: generl, tactique: twelve}
    troops:
      - {name: Golems, cuont: 7, type: golems}
      - {name: Peasants, count: -3, type: peasants}
"""
        + GOOD_ARMY_B,
    )
    code, out = run(runner, "check", str(path))
    assert code == 1
    assert out.splitlines() == [
        f"error: {path}:5:36: commander 'Alpha': rank 'generl' is not known (did you mean "
        "'general'?); one of: captain, colonel, general, major, marshal",
        f"error: {path}:5:54: commander 'Alpha': tactique must be a whole number, got 'twelve'",
        # the misspelt key is one mistake: no second error for the missing 'count'
        f"error: {path}:7:24: troop 'Golems': unknown key 'cuont' (did you mean 'count'?); "
        "allowed here: name, count, type, sd, phase, secret",
        f"error: {path}:8:33: troop 'Peasants': count must be at least 1, got -3",
        "4 errors.",  # `check` writes nothing anyway: no word about writing
        "note: the rules themselves are checked once these are fixed",
    ]


def test_yaml_syntax_error_points_at_the_line(runner: CliRunner, tmp_path: Path) -> None:
    path = write(tmp_path, "system: witcher\nname: [unclosed\narmies: []\n")
    code, out = run(runner, "check", str(path))
    assert code == 1
    # noticed on line 3, made on line 2: both places are given
    assert out.splitlines() == [
        f"error: {path}:3:7: YAML syntax: expected ',' or ']', but got ':' in the list in [ ] "
        "opened at line 2, column 7"
    ]


def test_a_number_in_quotes_is_text_and_the_message_says_so(
    runner: CliRunner, tmp_path: Path
) -> None:
    source = (ROOT / "armies" / "siege-de-corbelin.yaml").read_text(encoding="utf-8")
    path = write(tmp_path, source.replace("will: 3", 'will: "3"', 1))
    line = next(i for i, x in enumerate(path.read_text().splitlines(), 1) if 'will: "3"' in x)
    code, out = run(runner, "check", str(path))
    assert code == 1
    assert f"{path}:{line}:" in out
    # the file is French (language: fr): so are its messages
    assert (
        "pas «\u202f3\u202f» (les guillemets en font du texte\u202f: écrivez 3 sans guillemets)"
        in out
    )


def test_tabs_get_a_hint(runner: CliRunner, tmp_path: Path) -> None:
    path = write(tmp_path, "system: witcher\narmies:\n\t- name: A\n")
    code, out = run(runner, "check", str(path))
    assert code == 1
    assert f"{path}:3:1: YAML syntax:" in out
    assert "indent with spaces, not tabs" in out


def test_duplicate_keys_are_errors(runner: CliRunner, tmp_path: Path) -> None:
    path = write(tmp_path, "system: witcher\nname: A\nname: B\narmies: []\n")
    code, out = run(runner, "check", str(path))
    assert code == 1
    assert out.splitlines()[0] == (
        f"error: {path}:3:1: duplicate key 'name' (first at line 2); keep one"
    )


def test_unknown_system_suggests_one(runner: CliRunner, tmp_path: Path) -> None:
    path = write(tmp_path, "system: wticher\nname: A\n")
    code, out = run(runner, "check", str(path))
    assert code == 1
    assert out.splitlines()[0] == (
        f"error: {path}:1:9: system 'wticher' is not known (did "
        "you mean 'witcher'?); one of: witcher, bloodlust, jdrwiki, promiterra, fate"
    )


def test_missing_commander_is_an_error_with_a_fix(runner: CliRunner, tmp_path: Path) -> None:
    path = write(
        tmp_path,
        """system: witcher
name: Leaderless
language: en
armies:
  - name: A
    troops:
      - {name: Militia, count: 30, type: militia}
"""
        + GOOD_ARMY_B,
    )
    code, out = run(runner, "check", str(path))
    assert code == 1
    assert out.splitlines() == [  # one mistake, one error (not one per phase)
        f"error: {path}:5:5: army 'A' has nobody leading phases 1, 2, 3: add `commander:` "
        "(who leads every phase) or seconds with `phases:`"
    ]


def test_troop_without_sd_and_missing_base(runner: CliRunner, tmp_path: Path) -> None:
    path = write(
        tmp_path,
        """system: witcher
name: Gaps
language: en
armies:
  - name: A
    commander: {name: Alpha, tactique: 14}
    troops:
      - {name: Hounds, count: 30}
"""
        + GOOD_ARMY_B,
    )
    code, out = run(runner, "check", str(path))
    assert code == 1
    assert out.splitlines()[:2] == [
        f"error: {path}:8:9: troop 'Hounds' needs a `type:` from the troop table or its own `sd:`",
        # phases 2 and 3 both roll Commandement: one missing base, one error
        f"error: {path}:6:16: commander 'Alpha' leads phases 2, 3 but has no base for "
        "commandement: add `commandement:` or a `rank:`",
    ]


def test_one_army_is_an_error(runner: CliRunner, tmp_path: Path) -> None:
    path = write(tmp_path, "system: witcher\nname: Alone\nlanguage: en\narmies:" + GOOD_ARMY_B)
    code, out = run(runner, "check", str(path))
    assert code == 1
    assert out.splitlines()[0] == (
        f"error: {path}:5:3: a battle needs exactly two armies; this file has 1"
    )


def test_missing_file_and_bad_usage(runner: CliRunner, tmp_path: Path) -> None:
    code, out = run(runner, "check", str(tmp_path / "nope.yaml"))
    assert (code, out.strip()) == (1, f"error: {tmp_path / 'nope.yaml'}: no such file")
    code, _ = run(runner, "build", "--lang", "de", "x.yaml")
    assert code == 2
    code, _ = run(runner, "frobnicate")
    assert code == 2


def test_strict_turns_warnings_into_errors(runner: CliRunner, tmp_path: Path) -> None:
    path = write(
        tmp_path,
        """system: witcher
name: Thin
language: en
armies:
  - name: A
    commander: {name: Alpha, rank: captain}
    troops:
      - {name: Militia, count: 40, type: militia}
      - {name: Witchers, count: 3, type: witchers, phase: 2}
"""
        + GOOD_ARMY_B,
    )
    code, out = run(runner, "check", str(path))
    assert code == 0
    assert "warning:" in out
    code, out = run(runner, "check", "--strict", str(path))
    assert code == 1
    assert "[--strict]" in out


def test_crucial_moments_name_an_army(runner: CliRunner, tmp_path: Path) -> None:
    path = write(
        tmp_path,
        """system: witcher
name: Crucial
language: en
crucial_moments:
  phases: [1, 1]
  players: Nordling
  players_win: 140
armies:
  - name: A
    commander: {name: Anna, rank: captain}
    troops:
      - {name: Militia, count: 30, type: militia}
"""
        + GOOD_ARMY_B,
    )
    code, out = run(runner, "check", str(path))
    assert code == 1
    assert out.splitlines()[0] == (
        f"error: {path}:7:16: battle 'Crucial': crucial_moments: players_win must be at "
        "most 100, got 140"
    )
    path.write_text(path.read_text().replace("140", "60"), encoding="utf-8")
    code, out = run(runner, "check", str(path))
    assert code == 1
    assert out.splitlines()[:2] == [
        f"error: {path}:5:11: crucial moments: a phase has one crucial moment at most; list "
        "each phase once (ruling W10)",
        f"error: {path}:6:12: crucial moments: no army is named 'Nordling'; the armies are "
        "A / B (ruling W10)",
    ]


def test_a_bare_off_is_the_word_off_where_a_word_is_wanted(
    runner: CliRunner, tmp_path: Path
) -> None:
    """YAML 1.1 reads ``duplex: off`` as false; a list of words that holds ``off`` wins."""
    source = (ROOT / "armies" / "siege-de-corbelin.yaml").read_text(encoding="utf-8")
    path = write(tmp_path, source.replace("system: fate", "system: fate\nprint:\n  duplex: off"))
    result = runner.invoke(main, ["check", str(path)])
    assert result.exit_code == 0, result.output


def test_aliases_given_over_an_annotated_type_are_accepted(
    runner: CliRunner, tmp_path: Path
) -> None:
    """`tactique` is annotated over the shared `Base` type: its own aliases count (they
    were once hidden by the inner annotation)."""
    path = write(
        tmp_path,
        """system: witcher
name: English bases
language: en
armies:
  - name: A
    commander: {name: Alpha, tactics: 14, leadership: 12}
    troops:
      - {name: Militia, count: 30, type: militia}
"""
        + GOOD_ARMY_B,
    )
    code, out = run(runner, "check", str(path))
    assert code == 0, out
    assert "Tactics 14" in out and "Leadership 12" in out  # Alpha's own bases


def test_a_message_quotes_a_bounded_excerpt_of_a_value() -> None:
    from kitgen.errors import EXCERPT, excerpt

    assert excerpt("Gué de Varenne") == "Gué de Varenne"
    long = "A" * 100_000
    shown = excerpt(long)
    assert shown == "A" * (EXCERPT - 1) + "…"
    assert excerpt("B" * EXCERPT) == "B" * EXCERPT  # the longest name a file may hold


def test_a_file_of_endless_mistakes_gets_a_bounded_report(tmp_path: Path) -> None:
    """Issue 22: 190,000 unknown aliases printed 190,000 error lines (5.8 MB)."""
    from kitgen.errors import MAX_SHOWN

    path = tmp_path / "aliases.yaml"
    path.write_text("system: witcher\nname: [" + "*x, " * 190_000 + "]\n", encoding="utf-8")
    result = CliRunner().invoke(main, ["check", str(path)])
    assert result.exit_code == 1
    lines = result.output.splitlines()
    assert len(lines) == MAX_SHOWN + 1
    assert lines[0] == f"error: {path}:2:8: unknown alias '*x'"
    assert lines[-1] == (
        f"{190_000:,} errors; the first {MAX_SHOWN} are shown: fix them and run again to see "
        "the rest."
    )
