"""Issue 22, bounds: no battle file makes kitgen's own process do unbounded work.

Rendering runs in a child with limits (``kitgen.sandbox``); what comes before it does
not: messages, validation, the rules core and the kit's HTML. A message quotes a bounded
excerpt of a value (``model.excerpt``), however large the file made it, and the worst
file each rule system accepts loads and composes in well under the fuzz guard.
"""

from __future__ import annotations

import time
from pathlib import Path

from click.testing import CliRunner

from kitgen.cli import main
from kitgen.model import EXCERPT
from tests.conftest import load_errors, small_battle, write

LINE = 500
"""Characters an error line may take, at most, whatever the file holds."""


def check(runner: CliRunner, path: Path) -> tuple[int, str, float]:
    """``kitgen check PATH``: exit code, output, seconds."""
    start = time.perf_counter()
    result = runner.invoke(main, ["check", str(path)])
    assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
    return result.exit_code, result.output, time.perf_counter() - start


# --- messages quote an excerpt --------------------------------------------------------------


def test_a_huge_name_is_quoted_as_an_excerpt_in_every_error(
    runner: CliRunner, tmp_path: Path
) -> None:
    """Each error named the battle, army or troop it is in with the whole name, even one
    refused as too long: a 117 kB name wrote about 200 MB of errors. A huge unknown key
    is quoted short too, and looked for among the keys without difflib."""
    battle_name = "N" * 117_000
    army_name = "A" * 100_000
    troop_name = "T" * 50_000
    key = "k" * 200_000
    path = write(
        tmp_path,
        f"""system: witcher
name: {battle_name}
armies:
  - name: {army_name}
    troops:
      - {{name: {troop_name}, count: lots}}
      - name: Fine
        count: 3
        ? {key}
        : 1
      - {{count: 3, sd: high}}
  - troops: [{{}}, {{name: x, count: 1, type: {"z" * 150}}}]
""",
    )
    code, out, seconds = check(runner, path)
    assert code == 1
    lines = out.splitlines()
    assert len(lines) == 13, out[:2000]  # 11 errors, their count, the note
    assert max(len(line) for line in lines) < LINE
    assert "battle '" + "N" * (EXCERPT - 1) + "… (117,000 characters)': " in lines[0]
    assert "is 117,000 characters long; at most 120" in lines[0]
    assert "unknown key '" + "k" * (EXCERPT - 1) + "… (200,000 characters)'" in out
    assert "… (150 characters)' is not known" in out  # a choice is quoted short too
    assert len(out) < 5_000
    assert seconds < 5  # a runaway guard: it takes a few tenths of a second


def test_a_finding_quotes_an_excerpt_of_a_name(tmp_path: Path) -> None:
    """The rules core's findings quote the file's names through the same excerpt."""
    army = "Armée du très long nom qui ne tient pas dans un message court, vraiment"
    text = small_battle("Long names").replace("name: A\n", f"name: {army}\n")
    text = text.replace("troops:\n      - {name: Lances, count: 30, type: militia}", "troops: []")
    assert load_errors(tmp_path, text) == [
        f"7: army '{army[: EXCERPT - 1]}… ({len(army)} characters)' has no troops"
    ]


def test_a_name_that_starts_like_a_key_is_quoted_as_written(tmp_path: Path) -> None:
    """A finding's value starting with ``t:`` was taken for catalogue keys to look up:
    an army named ``t:foo`` stopped kitgen with a KeyError (exit 70)."""
    text = small_battle("Keys").replace("name: A\n", 'name: "t:foo"\n')
    text = text.replace("troops:\n      - {name: Lances, count: 30, type: militia}", "troops: []")
    assert load_errors(tmp_path, text) == ["7: army 't:foo' has no troops"]


def test_the_check_heading_quotes_an_excerpt_of_the_battle_name(
    runner: CliRunner, tmp_path: Path
) -> None:
    path = write(tmp_path, small_battle("B" * 120))  # the longest a battle's name may be
    code, out, _ = check(runner, path)
    assert code == 0, out
    assert f"{path}: {'B' * (EXCERPT - 1)}… (120 characters) (witcher)" in out.splitlines()


def test_a_mapping_has_at_most_its_max_items_entries(tmp_path: Path) -> None:
    """``max_items`` bounded lists only: a mapping of unit names took any number of
    entries, each then checked against the army's units."""
    units = ", ".join(f"U{i}: 1" for i in range(1001))
    errors = load_errors(
        tmp_path,
        f"""system: jdrwiki
name: Many
armies:
  - name: A
    commander: {{name: C, level: 1}}
    criteria: {{}}
    units: [{{name: U0, value: 1, count: 1}}]
    corps: [{{name: K, units: {{{units}}}}}]
""",
    )
    assert errors == ["8: corps 'K': units has 1,001 entries; at most 1,000"]
