"""Issue 22, bounds: no battle file makes kitgen's own process do unbounded work.

Rendering runs in a child with limits (``kitgen.sandbox``); what comes before it does
not: messages, validation, the rules core and the kit's HTML. A message quotes a bounded
excerpt of a value (``model.excerpt``), however large the file made it, and the worst
file each rule system accepts does a bounded amount of work.

Work is counted, never timed (issue 37): the steps ``kitgen.work`` tallies, the bytes a
stage makes. A count fails for the reason it names on any machine under any load;
``benchmarks/bench_worst_case.py`` says what the counts cost in seconds.
"""

from __future__ import annotations

import functools
import json
import subprocess
import sys
from dataclasses import replace
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest
import yaml
from click.testing import CliRunner
from hypothesis import given, settings
from hypothesis import strategies as st

from kitgen.cli import main
from kitgen.errors import KitError
from kitgen.i18n import say
from kitgen.model import EXCERPT
from kitgen.pipeline import load, load_bytes
from kitgen.render import compose
from kitgen.systems.jdrwiki.engagement import CELL_BUDGET
from kitgen.work import tally
from tests.conftest import ROOT, load_errors, script, small_battle, write

LINE = 500
"""Characters an error line may take, at most, whatever the file holds."""


def check(runner: CliRunner, path: Path) -> tuple[int, str]:
    """``kitgen check PATH``: exit code, output."""
    result = runner.invoke(main, ["check", str(path)])
    assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
    return result.exit_code, result.output


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
    code, out = check(runner, path)
    assert code == 1
    lines = out.splitlines()
    assert len(lines) == 13, out[:2000]  # 11 errors, their count, the note
    assert max(len(line) for line in lines) < LINE
    assert "battle '" + "N" * (EXCERPT - 1) + "…': " in lines[0]
    assert "is 117,000 characters long; at most 120" in lines[0]
    assert "unknown key '" + "k" * (EXCERPT - 1) + "…'" in out
    assert "'" + "z" * (EXCERPT - 1) + "…' is not known" in out  # a choice is cut too
    assert len(out) < 5_000  # the work that was unbounded: 200 MB written


def test_a_finding_quotes_a_name_the_file_may_hold_whole(tmp_path: Path) -> None:
    """The rules core's findings quote the file's names through the same excerpt, which
    cuts nothing a file may hold: a name has at most 120 characters."""
    army = "Armée du très long nom qui ne tient pas dans un message court, vraiment"
    text = small_battle("Long names").replace("name: A\n", f"name: {army}\n")
    text = text.replace("troops:\n      - {name: Lances, count: 30, type: militia}", "troops: []")
    assert load_errors(tmp_path, text) == [f"7: army '{army}' has no troops"]


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
    code, out = check(runner, path)
    assert code == 0, out
    assert f"{path}: {'B' * 120} (witcher)" in out.splitlines()


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


# --- bloodlust: a horde's columns, and a quarter of a million matchups ------------------------

VARENNE = ROOT / "armies" / "gue-de-varenne.yaml"


@functools.cache
def _a_unit() -> Any:
    """A unit plan of the example, to vary."""
    return load(VARENNE).plan.armies[0].units[0]


def _knights(eff: int, pui: str) -> str:
    """The example battle, its knights ``eff`` strong at PUI ``pui`` each."""
    text = VARENNE.read_text(encoding="utf-8")
    return text.replace(
        "        eff: 40\n        pui: 4 ", f"        eff: {eff}\n        pui: {pui} ", 1
    )


def test_a_unit_too_strong_for_the_table_is_refused_at_once(tmp_path: Path) -> None:
    """A unit of EFF 100,000 read 6,000 casualty columns, each found by bisection over
    its EFF: seconds of work per unit before any rendering, and 40 such units hung
    ``check``. A unit's total PUI is now at most ``MAX_TOTAL_PUI``, in any mode."""
    with tally() as ford:
        load(VARENNE)
    knights = _knights(100_000, "4")
    line = 1 + knights.splitlines().index("        eff: 100000")  # the error points at it
    with tally() as steps:
        errors = load_errors(tmp_path, knights)
    assert errors == [
        f"{line}: l\u2019unité «\u202fChevaliers de l'Ordre\u202f» a une PUI totale de "
        "624008 (charge)\u202f; kitgen calcule les colonnes de pertes jusqu\u2019à 10000, "
        "dix fois la table du livre\u202f: divisez-la en plusieurs unités"
    ]
    # refused before its columns are read: no more work than the example's own units
    assert steps["bloodlust.columns"] <= ford["bloodlust.columns"]
    assert steps["bloodlust.track"] <= ford["bloodlust.track"]


def test_a_unit_at_the_limit_reads_every_column_and_loads_fast(tmp_path: Path) -> None:
    """EFF 100,000 at a total PUI of 10,000 (in a charge): 110 columns, each with the
    EFF range of every mode reading it, worked out column by column."""
    with tally() as steps:
        # (0.064 × 100,000 + Sire Aymeric's 5) × 1.56 for lance and horse: 9,991.8
        loaded = load(write(tmp_path, _knights(100_000, "0.064")))
        knights = loaded.plan.armies[0].units[0]
        assert knights.eff == 100_000 and len(knights.columns) == 110  # every one, 0 to 109
        assert compose(loaded.system, loaded.plan, loaded.text).html
    # the work follows the columns each unit reads in each of its modes (at most 8 here)
    # and its track's boxes (at most 61), never its 100,000 soldiers
    units = sum(len(army.units) for army in loaded.plan.armies)
    assert 110 <= steps["bloodlust.columns"] <= 8 * 110 * units
    assert steps["bloodlust.track"] <= 61 * units


@settings(max_examples=300, deadline=None)
@given(
    eff=st.integers(min_value=1, max_value=3_000),
    troops=st.fractions(min_value=0, max_value=20_000, max_denominator=12),
    bonus=st.fractions(min_value=0, max_value=800, max_denominator=12),
    monster=st.booleans(),
    factor=st.sampled_from([Fraction(1), Fraction(3, 2), Fraction(2), Fraction(39, 25)]),
    tir=st.booleans(),
)
def test_the_columns_a_unit_reads_are_those_of_every_eff_one_by_one(
    eff: int, troops: Fraction, bonus: Fraction, monster: bool, factor: Fraction, tir: bool
) -> None:
    """The column-by-column spans against the slow obvious way: every EFF's column."""
    from kitgen.systems.bloodlust.casualties import column_index, lookup_pui
    from kitgen.systems.bloodlust.tracks import _spans

    unit = replace(
        _a_unit(),
        eff=eff,
        kind="monster" if monster else "troop",
        **{"troops_total_tir" if tir else "troops_total": troops},
        **{"bonus_total_tir" if tir else "bonus_total": bonus},
    )
    slow: dict[int, tuple[int, int]] = {}
    for left in range(1, eff + 1):
        index = column_index(lookup_pui(factor * unit.totals_at(left)[1 if tir else 0]))
        if index is not None:
            slow[index] = (slow.get(index, (left, left))[0], left)
    assert _spans(unit, factor, tir=tir) == slow


@settings(max_examples=300, deadline=None)
@given(
    total=st.fractions(min_value=0, max_value=100_000, max_denominator=10),
    modifier=st.integers(min_value=-40, max_value=40),
    cap=st.none() | st.integers(min_value=1, max_value=500),
)
def test_what_a_roll_inflicts_is_the_d10_mapped_through_the_table(
    total: Fraction, modifier: int, cap: int | None
) -> None:
    from kitgen.systems.bloodlust.casualties import D10, casualties, inflicted, lookup_pui

    def losses(roll: int) -> int:
        value = casualties(roll + modifier, lookup_pui(total))
        return value if cap is None else min(value, cap)

    assert inflicted(total, modifier, cap) == D10.map(losses)


def test_an_army_has_at_most_its_limit_of_spells(tmp_path: Path) -> None:
    """Every spell is matched against every enemy unit: 8 characters of 8 spells in each
    of 40 units made 2,976 spells an army and a quarter of a million matchups."""
    from kitgen.systems.bloodlust.tables import MAX_SPELLS

    known = "          - {name: Nuée de corbeaux, uses: 2, pui: 60, attack: 2, secret: true}\n"
    mages = "".join(  # with Ugluk's, one spell more than the army may have
        f"      - name: Mage {m}\n        spells:\n"
        + "".join(f"          - {{name: Sort {m}-{s}, pui: {s + 1}}}\n" for s in range(8))
        for m in range(MAX_SPELLS // 8)
    )
    text = VARENNE.read_text(encoding="utf-8").replace(known, known + mages)
    last = text.splitlines().index(f"          - {{name: Sort {MAX_SPELLS // 8 - 1}-7, pui: 8}}")
    assert load_errors(tmp_path, text) == [
        f"{last + 1}: l\u2019armée «\u202fHorde de Grishak\u202f» a plus de 64 sorts "
        "(ceux de ses unités et personnages)\u202f; chacun est opposé à chaque unité "
        "ennemie\u202f: gardez les 64 qui comptent"
    ]


# --- witcher: a phase of a thousand rounds with a crucial moment ------------------------------


@pytest.mark.parametrize("crucial", [None, 0.5], ids=["independent", "crucial"])
def test_a_long_phase_is_the_same_followed_round_by_round(
    crucial: float | None, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Both commanders rarely score: the phase runs past a thousand rounds. Followed one
    round at a time (SR³ steps each with a crucial moment: 1.8 s a phase), or for the
    first ``FOLLOWED`` only and the rest from the rounds in which somebody scores (in
    spans of 128 rounds here, to cross many), every round's chance and the lump past
    ``ROUND_LIMIT`` (1000 here, ruling K14) are the same."""
    from kitgen.systems.witcher import race as engine

    a, b = engine.PointsLaw.clash(10, 30), engine.PointsLaw.clash(11, 30)
    with tally() as as_shipped:
        engine.race(a, b, 25, crucial)
    monkeypatch.setattr(engine, "ROUND_LIMIT", 1000)
    monkeypatch.setattr(engine, "SPREAD_ROUNDS", 128)
    with tally() as spans:
        fast = engine.race(a, b, 25, crucial)
    monkeypatch.setattr(engine, "FOLLOWED", engine.ROUND_LIMIT)
    with tally() as every_round:
        slow = engine.race(a, b, 25, crucial)
    # following the first rounds only never costs more steps than every round; with a
    # crucial moment (SR³ steps a round), a fraction of them
    share = 1 if crucial is None else 1 / 4
    assert as_shipped["witcher.cells"] <= share * every_round["witcher.cells"]
    assert spans["witcher.cells"] <= share * every_round["witcher.cells"]
    assert len(fast.ends) == len(slow.ends) == engine.ROUND_LIMIT + 1
    assert sum(fast.tail) > 1e-6  # the lump is really used
    for (fa, fb), (sa, sb) in zip(fast.ends, slow.ends, strict=True):
        assert fa == pytest.approx(sa, rel=1e-12, abs=1e-18)
        assert fb == pytest.approx(sb, rel=1e-12, abs=1e-18)
    assert fast.tail == pytest.approx(slow.tail, rel=1e-12)
    assert fast.tail_rounds == pytest.approx(slow.tail_rounds, rel=1e-12)
    assert fast.win == pytest.approx(slow.win, abs=1e-15)
    assert fast.trigger == pytest.approx(slow.trigger, abs=1e-14)


# --- the worst file each system accepts ---------------------------------------------------------


@functools.cache
def _worst() -> Any:
    """``benchmarks/bench_worst_case.py``, which builds each system's worst file."""
    return script(ROOT / "benchmarks" / "bench_worst_case.py")


WORK_BOUNDS: dict[str, dict[str, int]] = {
    "witcher": {"yaml.events": 1_600, "witcher.cells": 36_000_000, "output.chars": 2_800_000},
    "bloodlust": {
        "yaml.events": 12_000,
        "bloodlust.track": 15_500,
        "bloodlust.columns": 99_000,
        "bloodlust.kernel": 560_000,
        "bloodlust.states": 750_000,
        "output.chars": 11_500_000,
    },
    "jdrwiki": {
        "yaml.events": 8_000,
        "jdrwiki.matchups": 1_600,
        "jdrwiki.cells": 1_300_000_000,  # CELL_BUDGET and the round that crosses it
        "output.chars": 8_200_000,
    },
    "promiterra": {
        "yaml.events": 18_000,
        "promiterra.matchups": 5_700,
        # issue 40: the budget counts the slots fights really work (2 million at most,
        # the fight that passes it given up), so the war follows its many small fights
        # (503 of 5,280) where the grid's size alone allowed 220; its odds cost less
        "promiterra.fights": 540,
        "promiterra.slots": 2_200_000,
        "output.chars": 3_200_000,
    },
    "fate": {"yaml.events": 6_500, "fate.states": 50_000, "output.chars": 14_000_000},
}
"""The most each stage of the worst file a system accepts may count, all stages summed
(``output.chars``: the largest thing a stage makes, its HTML or JSON). Each is about
today's count plus 5 to 10 %: a change that makes these files do more work (a budget
that stops binding, a cost model that misses where the time goes, a table that grows)
fails here and is looked at, with ``benchmarks/bench_worst_case.py``'s seconds, before
the bound moves. What each costs in seconds: benchmarks/README.md. Each worst file keeps
a secret, so its players' copy is computed a second time, from the battle without it
(issue 38), and the GM's copy composes it once more to number its ruling marks as the
players' are (render.in_page_order): the tracks, columns and matchups a plan works out are
counted three times; the odds, which that copy does not print, once. That third count
costs the worst files 1.4-2.0 s (bench_worst_case.py, "html gm": bloodlust 1.65 -> 3.28 s,
promiterra 1.86 -> 3.22 s, jdrwiki 1.45 -> 3.49 s); the example kits 0.02-0.11 s."""

WORK = """
import json, sys
sys.path.insert(0, sys.argv[1])
from bench_worst_case import work
stages = sys.argv[3].split(",") if sys.argv[3] else None
for setting in sys.argv[4:]:  # MODULE.NAME=VALUE: a budget changed, for the test's test
    target, value = setting.split("=")
    module, name = target.rsplit(".", 1)
    __import__(module)
    setattr(sys.modules[module], name, int(value))
print(json.dumps(work(sys.argv[2], stages)))
"""


def worst_work(system: str, *settings: str, stages: str = "") -> dict[str, int]:
    """What the worst file of ``system`` counts in all its stages (or those named,
    ``load,odds``), in a fresh process (no fight of an earlier test cached), with
    ``settings`` (``module.NAME=VALUE``)."""
    done = subprocess.run(
        [sys.executable, "-c", WORK, str(ROOT / "benchmarks"), system, stages, *settings],
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    total: dict[str, int] = {}
    for stage in json.loads(done.stdout).values():
        for kind, steps in stage.items():
            kept = total.get(kind, 0)
            total[kind] = max(kept, steps) if kind == "output.chars" else kept + steps
    return total


@pytest.mark.parametrize("system", sorted(WORK_BOUNDS))
def test_the_worst_file_a_system_accepts_does_bounded_work(system: str) -> None:
    """Every list at its ``max_items``, every number at its costliest bound: all that
    `check`, `odds`, `compute` and `build` do before the renderer's child (which has a
    time limit) took minutes for bloodlust, and seconds for the others."""
    counted = worst_work(system)
    bounds = WORK_BOUNDS[system]
    assert counted.keys() == bounds.keys(), "a kind of work counted here has no bound"
    over = {kind: (n, bounds[kind]) for kind, n in counted.items() if n > bounds[kind]}
    assert not over, f"{system}: more work than its bound (counted, bound): {over}"
    short = {kind: (counted[kind], n) for kind, n in REACHED.get(system, {}).items()}
    assert all(c >= n for c, n in short.values()), f"{system}: a budget not reached: {short}"


REACHED = {"jdrwiki": {"jdrwiki.cells": CELL_BUDGET}}
"""Budgets the worst file spends whole, so that its count and seconds are the most any
file can reach (a race's cells hang on its sides in ways no one file maximises: the
budget, not the file, bounds them; the fuzz found a militia of a million moving more
than the worst file did before the budget)."""


def test_a_budget_that_stops_binding_is_caught() -> None:
    """The bound can fail for the reason it names: the worst ford with a fifth more budget
    for its fights follows one fight more, and counts more states than the bound allows
    (its loading and odds are enough to see it)."""
    from kitgen.systems.bloodlust import pairings

    larger = f"kitgen.systems.bloodlust.pairings.BUDGET={pairings.BUDGET * 6 // 5}"
    counted = worst_work("bloodlust", larger, stages="load,odds")
    assert counted["bloodlust.states"] > WORK_BOUNDS["bloodlust"]["bloodlust.states"]


def _refused_fast(raw: bytes) -> list[str]:
    """The errors ``load`` gives ``raw``, refused before any matchup or fight is worked
    out (only the file's YAML is read)."""
    with tally() as steps, pytest.raises(KitError) as caught:
        load_bytes(raw, Path("battle.yaml"), lang="en")
    assert set(steps) == {"yaml.events"}, steps
    return [say(p.message, p.lang) for p in caught.value.problems]


def test_a_jdrwiki_battle_of_too_many_matchups_is_refused_at_once() -> None:
    """Six armies of twelve corps, each in a zone of its own: 4,320 matchups, a page of
    the kit each, seconds to work out and to compose (4,300 pages)."""
    battle = yaml.safe_dump(_worst().jdrwiki(corps_count=12)).encode()
    assert _refused_fast(battle) == [
        "4320 matchups (each army or corps against each enemy's bodies on one ground), a page "
        "of the kit each; kitgen makes at most 500: fewer corps, or enemy corps sharing zones"
    ]


def test_a_promiterra_war_of_too_many_matchups_is_refused_at_once() -> None:
    """Six armies of 30 troops on six sides: 27,000 matchups at five levels each."""
    battle = _worst().promiterra(counts=(30,) * 6, sides=6)
    for army in battle["armies"]:
        for troop in army["troops"]:
            del troop["leader"], troop["modifiers"]  # a smaller file, the same matchups
    assert _refused_fast(yaml.safe_dump(battle).encode()) == [
        "27000 matchups (each troop against each enemy troop); kitgen works out at most 2000: "
        "fewer troops, or fewer armies on their own side"
    ]


def test_an_unknown_system_is_quoted_in_part(tmp_path: Path) -> None:
    from kitgen.errors import EXCERPT
    from kitgen.pipeline import load

    path = tmp_path / "battle.yaml"
    path.write_text("system: " + "w" * 50_000 + "\n", encoding="utf-8")
    with pytest.raises(KitError) as refused:
        load(path)
    (problem,) = refused.value.problems
    assert len(str(problem)) < len(str(path)) + EXCERPT + 200
