"""Time the promiterra kit stage by stage, and the rules core on two big wars.

Run from anywhere:  python benchmarks/bench_promiterra.py [--repeat N]

Stdlib only. See benchmarks/README.md (section "promiterra") for what each row means.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from bench_build import timed
from machine import checked_repeat, repeat_option
from stages import Phase, header, measure_example, table

from kitgen.systems.promiterra import combat
from kitgen.systems.promiterra.model import Army, Battle, Troop
from kitgen.systems.promiterra.plan import BattlePlan
from kitgen.systems.promiterra.rules import compute

ROOT = Path(__file__).resolve().parent.parent
EXAMPLE = ROOT / "armies" / "gue-aux-saules.yaml"

SUMMARY = (
    "Time the promiterra kit of armies/gue-aux-saules.yaml stage by stage, and the rules "
    "core on synthetic wars of two 30-troop armies."
)

TROOPS_PER_ARMY = 30
"""The most a battle file allows (``Army.troops``, ``max_items``)."""
SIZES = (60, 5000)
"""Units per troop in the two synthetic wars: a table-top size, and huge troops whose
all-dice means go past the exact limit (ruling M4)."""
TYPES = ("melee", "ranged", "mounted")


def synthetic_battle(units: int) -> Battle:
    """Two armies of ``TROOPS_PER_ARMY`` troops of ``units`` units with varied stats (so
    few matchups share a cache entry), built from the model: no YAML, only the core."""

    def army(name: str, shift: int) -> Army:
        troops = tuple(
            Troop(
                name=f"{name} {i + 1:02d}",
                type="special" if i == 3 else TYPES[i % 3],  # one special troop
                units=units + 7 * i + shift,
                movement=2,
                attack=1 + (i + shift) % 6,
                defense=(i * 2 + shift) % 6,
                loyalty=2 + i % 10,
                value=1 + i % 5,
            )
            for i in range(TROOPS_PER_ARMY)
        )
        return Army(name=name, troops=troops, leader=troops[0].name)

    return Battle(
        system="promiterra",
        name=f"Synthetic: 2 × {TROOPS_PER_ARMY} troops of about {units} units",
        armies=(army("North", 0), army("South", 3)),
    )


def held(plan: BattlePlan) -> str:
    return f"{len(plan.troops())} troops, {len(plan.matchups)} matchups × 5 levels"


def measure_synthetic(units: int, repeat: int) -> Phase:
    """``compute`` of a synthetic war, ``repeat`` times, each with cold caches."""
    battle = synthetic_battle(units)
    runs: list[float] = []
    plan: BattlePlan | None = None
    for _ in range(repeat):
        combat.save_wave.cache_clear()
        combat._after_defense.cache_clear()
        seconds, plan = timed(lambda: compute(battle))
        runs.append(seconds)
    assert plan is not None
    inexact = sum(not e.all_dice_exact for m in plan.matchups for e in m.levels)
    return Phase(
        f"synthetic 2 × {TROOPS_PER_ARMY} troops of ~{units} units: compute",
        tuple(runs),
        f"{held(plan)}; {inexact} all-dice means in floating point",
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=SUMMARY)
    repeat_option(parser, 3, "runs of each phase; medians are over these (default: 3)")
    args = parser.parse_args()
    repeat = checked_repeat(parser, args.repeat)
    header(repeat)
    phases = measure_example(EXAMPLE, repeat, held)
    phases += [measure_synthetic(units, repeat) for units in SIZES]
    print("\n".join(table(phases)))


if __name__ == "__main__":
    main()
