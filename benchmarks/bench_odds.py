"""Time the Witcher odds (a whole battle, the what-if table, the exact oracle) and check the
fast engine against rolled dice.

Run from anywhere:  python benchmarks/bench_odds.py [--repeat N] [--trials N] [--seed N]

Stdlib only. Prints PASS or FAIL for each target and always exits 0 unless something
raises. See benchmarks/README.md for what each part measures.
"""

from __future__ import annotations

import argparse
import math
import platform
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from fractions import Fraction
from pathlib import Path
from typing import Protocol, TypeVar

from machine import nproc, package_version

from kitgen.pipeline import load
from kitgen.systems.witcher import odds as witcher_odds
from kitgen.systems.witcher import race as witcher_race
from kitgen.systems.witcher.odds import battle_odds, what_if
from kitgen.systems.witcher.oracle import oracle
from kitgen.systems.witcher.race import PointsLaw, RaceOdds, clash_points, critical_floats, race
from kitgen.systems.witcher.rules import BattlePlan

ROOT = Path(__file__).resolve().parent.parent
ARMIES = ROOT / "armies"
TESTS = ROOT / "tests"

T = TypeVar("T")

SUMMARY = "Time the Witcher odds engines and check them against rolled dice."

BATTLE_TARGET = 0.020
"""(a) seconds for one battle's odds, from cleared caches."""
LONG_TARGET = 1.0
"""(a) seconds for the odds of a battle whose phases run to thousands of rounds (the
``tests/battles/witcher-*.yaml`` files, ruling K14)."""
LONG_BATTLES = sorted((TESTS / "battles").glob("witcher-*.yaml"))
WITCHER = "system: witcher"
"""How (a) tells the Witcher examples among the other systems' in ``armies/``."""
WHAT_IF_TARGET = 2.0
"""(b) seconds for the what-if table at every SR of ruling W7."""
ORACLE_TARGET = 1.0
"""(c) seconds for one phase in the exact oracle."""
MC_TOLERANCE = 4.0
"""(d) standard errors the engine may sit from the simulated frequency."""

WHAT_IF_THRESHOLDS = (5, 10, 15, 20, 25)
ORACLE_SR = 10
SLOW_RUNS = 3
"""What-if and oracle runs are best of ``min(--repeat, SLOW_RUNS)``: each takes seconds."""
WARM = ("critical_floats",)
"""Import-time tables of the critical d10 (ruling W1), kept warm in every timed run, with
``kitgen.dice.critical_d10`` behind them; every other cache in the two modules is cleared."""


class Cached(Protocol):
    def cache_clear(self) -> None: ...


@dataclass(frozen=True, slots=True)
class Matchup:
    """One phase: side A's and side B's base and SD, the SR, and side A's chance to win
    a crucial moment (``None``: none is played, ruling W10)."""

    name: str
    base_a: int
    sd_a: int
    base_b: int
    sd_b: int
    sr: int
    crucial: Fraction | None = None

    def engine(self) -> RaceOdds:
        a = PointsLaw.clash(self.base_a, self.sd_a)
        b = PointsLaw.clash(self.base_b, self.sd_b)
        return race(a, b, self.sr, _float(self.crucial))


ORACLE_MATCHUPS = (
    Matchup("0 vs 0", 15, 15, 15, 15, ORACLE_SR),
    Matchup("-6 vs -4", 9, 15, 11, 15, ORACLE_SR),
    Matchup("+5 vs +3", 20, 15, 18, 15, ORACLE_SR),
    Matchup("-3 vs +2", 12, 15, 17, 15, ORACLE_SR, Fraction(1, 2)),
    Matchup("0 vs +2", 15, 15, 17, 15, ORACLE_SR, Fraction(3, 10)),
)

MC_MATCHUPS = (
    Matchup("SR 5, +3 vs +5", 18, 15, 20, 15, 5),
    Matchup("SR 10, -6 vs -4", 9, 15, 11, 15, 10),
    Matchup("SR 10, 0 vs +2, crucial 30%", 15, 15, 17, 15, 10, Fraction(3, 10)),
    Matchup("SR 25, +5 vs +2, crucial 40%", 20, 15, 17, 15, 25, Fraction(2, 5)),
)


def _float(chance: Fraction | None) -> float | None:
    return None if chance is None else float(chance)


def verdict(ok: bool) -> str:
    return "PASS" if ok else "FAIL"


def lru_caches() -> dict[str, Cached]:
    """Every ``functools`` cache defined in witcher.odds and witcher.race but ``WARM``,
    found by looking, so a cache added later is cleared too."""
    found: dict[str, Cached] = {}
    for module in (witcher_odds, witcher_race):
        short = module.__name__.removeprefix("kitgen.systems.")
        for name, value in vars(module).items():
            defined_here = getattr(value, "__module__", None) == module.__name__
            cached = callable(getattr(value, "cache_clear", None))
            if defined_here and cached and name not in WARM:
                found[f"{short}.{name}"] = value
    return found


CACHES = lru_caches()


CASUALTY_TABLES = ("witcher.odds._percent",)
"""The casualty bands' percentage dice (ruling W12): a fixed table built on first use,
kept warm in the ``tables`` column only, to show what it costs."""


def clear_caches(keep: Sequence[str] = ()) -> None:
    for name, cached in CACHES.items():
        if name not in keep:
            cached.cache_clear()


def timed(action: Callable[[], T]) -> tuple[float, T]:
    """Seconds ``action`` took, and what it returned."""
    started = time.perf_counter()
    result = action()
    return time.perf_counter() - started, result


def cold_runs(
    action: Callable[[], T], runs: int, keep: Sequence[str] = ()
) -> tuple[list[float], T]:
    """``runs`` timings of ``action``, every cache but ``keep`` cleared before each."""
    seconds: list[float] = []
    result: T | None = None
    for _ in range(runs):
        clear_caches(keep)
        took, result = timed(action)
        seconds.append(took)
    assert result is not None
    return seconds, result


def ms(seconds: float) -> str:
    return f"{seconds * 1000:.1f}"


def row(values: Sequence[str], widths: Sequence[int]) -> str:
    """The first value left-aligned, the others right-aligned."""
    first, *rest = values
    return f"{first:<{widths[0]}}" + "".join(
        f"{v:>{w}}" for v, w in zip(rest, widths[1:], strict=True)
    )


def phase_races(plan: BattlePlan) -> list[RaceOdds]:
    """The races ``battle_odds`` computes (one per phase and skill), with the public
    engine and no cache: how much of a battle's odds is the phase race itself."""
    a, b = plan.armies
    out = []
    for pa, pb in zip(a.phases, b.phases, strict=True):
        for skill in pa.skills:
            base_a, base_b = pa.leader.base(skill), pb.leader.base(skill)
            assert base_a is not None and base_b is not None
            law_a, law_b = PointsLaw.clash(base_a, pa.sd), PointsLaw.clash(base_b, pb.sd)
            out.append(race(law_a, law_b, plan.success_threshold))
    return out


# --- (a) a whole battle -----------------------------------------------------------------------


def bench_battles(repeat: int) -> None:
    examples = [p for p in sorted(ARMIES.glob("*.yaml")) if WITCHER in p.read_text("utf-8")]
    files = [*examples, *LONG_BATTLES]
    print(f"(a) a whole battle: battle_odds(plan), best of {repeat} from cleared caches")
    print(
        f"    target: best < {ms(BATTLE_TARGET)} ms per battle file of armies/, "
        f"< {ms(LONG_TARGET)} ms per long battle of tests/battles/; times in ms"
    )
    print(
        "    tables: best with the casualty percentage table warm; phases: the phase races "
        "alone;\n    warm: every cache warm; crucial: a crucial moment in every phase (no target)"
    )
    widths = (max(len(p.name) for p in files) + 4, 4, 7, 8, 8, 8, 8, 7, 9, 8)
    heads = (
        "file",
        "SR",
        "races",
        "best",
        "median",
        "tables",
        "phases",
        "warm",
        "crucial",
        "target",
    )
    print(row(heads, widths))
    print("-" * sum(widths))
    for path in files:
        print(row(battle_row(path, repeat), widths), flush=True)
    print()


def battle_row(path: Path, repeat: int) -> tuple[str, ...]:
    plan = load(path, lang="en", strict=False).plan
    battle_odds(plan)  # untimed: the first call may still pay for lazy work
    warm = [timed(lambda: battle_odds(plan))[0] for _ in range(repeat)]
    cold, _ = cold_runs(lambda: battle_odds(plan), repeat)
    tables, _ = cold_runs(lambda: battle_odds(plan), repeat, keep=CASUALTY_TABLES)
    races_cold, races = cold_runs(lambda: phase_races(plan), repeat)
    # Ruling W10: a crucial moment in every phase, the first army winning each half the
    # time; the coupled engine follows SR x SR pairs of totals.
    crucial, _ = cold_runs(lambda: battle_odds(plan, (1, 2, 3), 0, Fraction(1, 2)), repeat)
    best = min(cold)
    return (
        path.name,
        str(plan.success_threshold),
        str(len(races)),
        ms(best),
        ms(statistics.median(cold)),
        ms(min(tables)),
        ms(min(races_cold)),
        ms(min(warm)),
        ms(min(crucial)),
        verdict(best < (LONG_TARGET if path in LONG_BATTLES else BATTLE_TARGET)),
    )


# --- (b) the what-if table --------------------------------------------------------------------


def bench_what_if(repeat: int) -> None:
    runs = min(repeat, SLOW_RUNS)
    thresholds = ", ".join(map(str, WHAT_IF_THRESHOLDS))
    print(f"(b) the what-if table: what_if(({thresholds})), best of {runs} from cleared caches")
    seconds, rows = cold_runs(lambda: what_if(WHAT_IF_THRESHOLDS), runs)
    best = min(seconds)
    races = len(rows) * len(WHAT_IF_THRESHOLDS) * 2
    print(
        f"    {len(rows)} margins x {len(WHAT_IF_THRESHOLDS)} SRs x 2 opponents = {races} "
        f"races: best {best:.3f} s, median {statistics.median(seconds):.3f} s  "
        f"target < {WHAT_IF_TARGET:.0f} s: {verdict(best < WHAT_IF_TARGET)}"
    )
    print()


# --- (c) the exact oracle ---------------------------------------------------------------------


def bench_oracle(repeat: int) -> None:
    runs = min(repeat, SLOW_RUNS)
    print(
        f"(c) the exact oracle at SR {ORACLE_SR}: oracle(clash_points(...), ...), best of "
        f"{runs}, clash_points' cache cleared"
    )
    print(
        f"    target: < {ORACLE_TARGET:.0f} s per phase; engine = the fast race from cold "
        "caches; |diff| = |engine - oracle|"
    )
    widths = (10, 16, 9, 10, 11, 12, 15, 8)
    heads = (
        "margins",
        "base/SD A vs B",
        "crucial",
        "oracle s",
        "engine ms",
        "|diff| win",
        "|diff| rounds",
        "target",
    )
    print(row(heads, widths))
    print("-" * sum(widths))
    for m in ORACLE_MATCHUPS:

        def exact(m: Matchup = m) -> tuple[Fraction, Fraction]:
            pa, pb = clash_points(m.base_a, m.sd_a), clash_points(m.base_b, m.sd_b)
            result = oracle(pa, pb, m.sr, m.crucial)
            return result.win_a, result.expected_rounds

        seconds, (win_a, rounds) = cold_runs(exact, runs)
        engine_seconds, odds = cold_runs(m.engine, runs)
        best = min(seconds)
        values = (
            m.name,
            f"{m.base_a}/{m.sd_a} vs {m.base_b}/{m.sd_b}",
            "-" if m.crucial is None else str(m.crucial),
            f"{best:.3f}",
            ms(min(engine_seconds)),
            f"{abs(odds.win[0] - float(win_a)):.1e}",
            f"{abs(odds.expected_rounds - float(rounds)):.1e}",
            verdict(best < ORACLE_TARGET),
        )
        print(row(values, widths), flush=True)
    print()


# --- (d) Monte Carlo agreement ----------------------------------------------------------------


def bench_monte_carlo(trials: int, seed: int) -> None:
    print(
        f"(d) Monte Carlo agreement: {trials:,} simulated phases per matchup "
        f"(tests/witcher_sim.py, seed {seed})"
    )
    print(f"    target: |engine - simulated| <= {MC_TOLERANCE:.0f} standard errors")
    widths = (32, 8, 11, 11, 10, 8, 8)
    heads = ("matchup (margins A vs B)", "value", "engine", "simulated", "SE", "diff/SE", "target")
    print(row(heads, widths))
    print("-" * sum(widths))
    for m in MC_MATCHUPS:
        print(*monte_carlo_rows(m, trials, seed, widths), sep="\n", flush=True)
    print()


def monte_carlo_rows(m: Matchup, trials: int, seed: int, widths: Sequence[int]) -> list[str]:
    """Win chance and mean rounds of one matchup: engine against ``trials`` phases."""
    if str(TESTS) not in sys.path:
        sys.path.insert(0, str(TESTS))
    from witcher_sim import simulate_phase  # tests/witcher_sim.py, no engine code in it

    odds = m.engine()
    crucial = _float(m.crucial)
    seconds, sim = timed(
        lambda: simulate_phase(m.base_a, m.sd_a, m.base_b, m.sd_b, m.sr, trials, seed, crucial)
    )
    checks = (
        ("win A", odds.win[0], sim.win_a, sim.se_win_a),
        ("rounds", odds.expected_rounds, sim.mean_rounds, sim.se_rounds),
    )
    lines = []
    for i, (value, exact, frequency, se) in enumerate(checks):
        z = (exact - frequency) / se if se else (0.0 if exact == frequency else math.inf)
        values = (
            m.name if i == 0 else f"  ({seconds:.1f} s to simulate)",
            value,
            f"{exact:.5f}",
            f"{frequency:.5f}",
            f"{se:.5f}",
            f"{z:+.2f}",
            verdict(abs(z) <= MC_TOLERANCE),
        )
        lines.append(row(values, widths))
    return lines


def main() -> None:
    parser = argparse.ArgumentParser(description=SUMMARY)
    parser.add_argument(
        "--repeat",
        type=int,
        default=7,
        metavar="N",
        help=f"timed runs of each battle (default: 7); what-if and oracle: at most {SLOW_RUNS}",
    )
    parser.add_argument(
        "--trials",
        type=int,
        default=200_000,
        metavar="N",
        help="simulated phases per Monte Carlo matchup (default: 200,000)",
    )
    parser.add_argument("--seed", type=int, default=1, help="Monte Carlo seed (default: 1)")
    args = parser.parse_args()
    repeat: int = args.repeat
    trials: int = args.trials
    if repeat < 1:
        parser.error("--repeat must be at least 1")
    if trials < 2:
        parser.error("--trials must be at least 2")

    print(
        f"machine: nproc {nproc()}, {platform.machine()}, Python {platform.python_version()} "
        f"({platform.python_implementation()}), kitgen {package_version('kitgen')}"
    )
    print(f"cleared before every timed run: {', '.join(sorted(CACHES))}")
    critical_floats()  # build the import-time tables once, before any timing
    print(
        "kept warm (import-time tables of the critical d10, ruling W1): "
        f"kitgen.dice.critical_d10, {', '.join(f'witcher.race.{n}' for n in WARM)}"
    )
    print()
    bench_battles(repeat)
    bench_what_if(repeat)
    bench_oracle(repeat)
    bench_monte_carlo(trials, args.seed)


if __name__ == "__main__":
    main()
