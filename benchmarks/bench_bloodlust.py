"""Time the bloodlust (Risques & Périls) kit stage by stage, and the rules core on a big battle.

Run from anywhere:  python benchmarks/bench_bloodlust.py [--repeat N]

Stdlib only. See benchmarks/README.md (section "bloodlust") for what each row means.
"""

from __future__ import annotations

import argparse
from fractions import Fraction
from pathlib import Path

from bench_build import timed
from machine import checked_repeat, repeat_option
from stages import Phase, header, measure_example, table

from kitgen.systems.bloodlust.model import Army, Battle, Unit
from kitgen.systems.bloodlust.plan import BattlePlan
from kitgen.systems.bloodlust.rules import compute

ROOT = Path(__file__).resolve().parent.parent
EXAMPLE = ROOT / "armies" / "gue-de-varenne.yaml"

SUMMARY = (
    "Time the bloodlust kit of armies/gue-de-varenne.yaml stage by stage, and the rules "
    "core on a synthetic battle of two 40-unit armies."
)

UNITS_PER_ARMY = 40
"""The most a battle file allows (``Army.units``, ``max_items``)."""
SYNTHETIC_EFF = 1000
SYNTHETIC_PUI = Fraction(3)


def synthetic_battle() -> Battle:
    """Two armies of ``UNITS_PER_ARMY`` units, each EFF 1000 and PUI 3 (total PUI 3000),
    built from the model's dataclasses: no YAML, no validation, only the rules core."""

    def army(name: str) -> Army:
        units = tuple(
            Unit(name=f"{name} {i + 1:02d}", eff=SYNTHETIC_EFF, pui=SYNTHETIC_PUI)
            for i in range(UNITS_PER_ARMY)
        )
        return Army(name=name, units=units)

    return Battle(
        system="bloodlust",
        name="Synthetic: 2 × 40 units of EFF 1000",
        armies=(army("North"), army("South")),
    )


def held(plan: BattlePlan) -> str:
    units = sum(len(a.units) for a in plan.armies)
    return f"{units} units, {len(plan.matchups)} matchups"


def measure_synthetic(repeat: int) -> Phase:
    """``compute`` of the synthetic battle, ``repeat`` times."""
    battle = synthetic_battle()
    runs: list[float] = []
    plan: BattlePlan | None = None
    for _ in range(repeat):
        seconds, plan = timed(lambda: compute(battle))
        runs.append(seconds)
    assert plan is not None
    units = sum(len(a.units) for a in plan.armies)
    boxes = sum(len(u.track) for a in plan.armies for u in a.units)
    return Phase(
        f"synthetic 2 × {UNITS_PER_ARMY} units, EFF {SYNTHETIC_EFF}, PUI {SYNTHETIC_PUI}: compute",
        tuple(runs),
        f"{units} units, {len(plan.matchups)} matchups, {boxes} loss-track boxes",
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=SUMMARY)
    repeat_option(parser, 3, "runs of each phase; medians are over these (default: 3)")
    args = parser.parse_args()
    repeat = checked_repeat(parser, args.repeat)
    header(repeat)
    phases = measure_example(EXAMPLE, repeat, held)
    phases.append(measure_synthetic(repeat))
    print("\n".join(table(phases)))


if __name__ == "__main__":
    main()
