"""Time the fate kit stage by stage, and the rules core on the biggest battle a file allows.

Run from anywhere:  python benchmarks/bench_fate.py [--repeat N]

Stdlib only. See benchmarks/README.md (section "fate") for what each row means.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from bench_build import timed
from machine import checked_repeat, repeat_option
from stages import Phase, header, measure_example, table

from kitgen.systems import fate
from kitgen.systems.fate.model import Army, Battle, Unit, Zone
from kitgen.systems.fate.rules import BattlePlan, compute

ROOT = Path(__file__).resolve().parent.parent
EXAMPLE = ROOT / "armies" / "siege-de-corbelin.yaml"
SUMMARY = (
    "Time the fate kit of armies/siege-de-corbelin.yaml stage by stage, and the rules core "
    "on two armies of 40 Good units over 24 zones."
)
GOOD = {"fight": 3, "will": 2, "athletics": 2, "shoot": 1, "notice": 1, "provoke": 1}


def synthetic_battle() -> Battle:
    def army(name: str) -> Army:
        units = tuple(Unit(name=f"{name} {i}", quality="good", skills=GOOD) for i in range(40))
        return Army(name=name, war_chest=200, units=units)

    zones = tuple(Zone(name=f"Z{i}", links=(f"Z{(i + 1) % 24}",)) for i in range(24))
    return Battle(system="fate", name="Synthetic", armies=(army("A"), army("B")), zones=zones)


def held(plan: BattlePlan) -> str:
    units = sum(len(a.units) for a in plan.armies)
    return f"{units} units, {len(plan.zones)} zones"


def measure_core(repeat: int) -> list[Phase]:
    battle = synthetic_battle()
    runs = []
    odds = []
    for _ in range(repeat):
        fate.meets.cache_clear()
        runs.append(timed(lambda: compute(battle))[0])
        odds.append(timed(fate.odds_table)[0])
    return [
        Phase("synthetic 2 × 40 Good units, 24 zones: compute", tuple(runs)),
        Phase("4dF odds table, 6 skills × 11 difficulties (cold)", tuple(odds)),
    ]


def main() -> None:
    parser = argparse.ArgumentParser(description=SUMMARY)
    repeat_option(parser, 3, "runs of each phase; medians are over these (default: 3)")
    repeat = checked_repeat(parser, parser.parse_args().repeat)
    header(repeat)
    phases = measure_example(EXAMPLE, repeat, held) + measure_core(repeat)
    print("\n".join(table(phases)))


if __name__ == "__main__":
    main()
