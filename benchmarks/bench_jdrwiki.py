"""Time the jdrwiki kit stage by stage, on the example and on two generated battles.

Run from anywhere:  python benchmarks/bench_jdrwiki.py [--repeat N]

Stdlib only. See benchmarks/README.md (section "jdrwiki") for what each row means.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import tempfile
from pathlib import Path
from typing import Any

from bench_build import timed
from machine import checked_repeat, repeat_option
from stages import Phase, header, measure_example, table

from kitgen.pipeline import load
from kitgen.systems.jdrwiki import army as jdrwiki_army
from kitgen.systems.jdrwiki.army_tables import COMBAT_FORMATIONS, CRITERIA
from kitgen.systems.jdrwiki.plan import BattlePlan

ROOT = Path(__file__).resolve().parent.parent
EXAMPLE = ROOT / "armies" / "colline-d-ardoise.yaml"

SUMMARY = (
    "Time the jdrwiki kit of armies/colline-d-ardoise.yaml stage by stage, load + compute "
    "on a generated battle of 6 armies × 4 corps, and every stage on a generated battle "
    "of 2 armies × 3 corps."
)

HERO_BONUSES = {"power_attack": 4, "finesse_attack": 4, "parry": 4, "vigour": 1}
"""13 points, none above 4: what a legendary hero may spend (J5)."""
TALENTS = ("tactical_advantage", "brute", "ruthless")
"""Three talents: the slots of a PC commander of an army of level 10 or more."""


@dataclasses.dataclass(frozen=True, slots=True)
class Size:
    """One generated battle: armies on sides of their own, each split into corps."""

    label: str
    armies: int
    corps: int
    units: int
    heroes: int
    shared_zones: bool
    """True: corps k of every army stands in zone k (enemies meet there, a warning each);
    False: every corps of every army has a zone of its own."""
    value: int | None
    """Every unit's value; None: 1 to 5 by turn."""
    count: int | None
    """Every unit's count; None: 300, 600, 900 … by turn (each divides by 3)."""


LARGE = Size("6 armies × 4 corps", 6, 4, 40, 20, True, 100_000, 10_000_000)
"""As big as a battle file allows: 6 armies (``max_items``), 4 corps each (24 bodies, each
facing the 20 of the other armies: 480 matchups, under kitgen's limit of 500), 40 units,
20 heroes, the largest value and count."""
MID = Size("2 armies × 3 corps", 2, 3, 10, 6, False, None, None)


def army(size: Size, a: int) -> dict[str, Any]:
    """Army ``a``: the strongest commander the file allows, every criterion at +2."""
    counts = {
        f"Unit {a + 1}-{u + 1:02d}": size.count if size.count is not None else 300 * (u + 1)
        for u in range(size.units)
    }
    units = [
        {"name": name, "value": size.value if size.value is not None else 1 + u % 5, "count": n}
        for u, (name, n) in enumerate(counts.items())
    ]
    heroes = [f"Hero {a + 1}-{h + 1:02d}" for h in range(size.heroes)]
    first_zone = 0 if size.shared_zones else a * size.corps
    corps = [
        {
            "name": f"Corps {a + 1}-{k + 1:02d}",
            "at": f"Zone {first_zone + k + 1:02d}",
            "units": {name: n // size.corps for name, n in counts.items()},
            "heroes": heroes[k :: size.corps],
        }
        for k in range(size.corps)
    ]
    return {
        "name": f"Army {a + 1}",
        "side": f"Side {a + 1}",
        "commander": {
            "name": f"Commander {a + 1}",
            "level": 60,
            "strategist": 6,
            "formations": list(COMBAT_FORMATIONS),
            "player": True,
            "intelligence": 40,
            "wisdom": 40,
            "charisma": 40,
        },
        "criteria": dict.fromkeys(CRITERIA, 2),
        "units": units,
        "heroes": [
            {"name": name, "level": 25, "player": True, "bonuses": HERO_BONUSES} for name in heroes
        ],
        "talents": list(TALENTS),
        "corps": corps,
    }


def write_battle(size: Size, folder: Path) -> Path:
    """The battle as a file in ``folder``. JSON is YAML, so the loader reads it as any
    battle file (names, zones and counts stay within ``jdrwiki_model``'s bounds)."""
    zones = size.corps if size.shared_zones else size.armies * size.corps
    battle = {
        "system": "jdrwiki",
        "name": f"Synthetic: {size.label}",
        "language": "en",
        "armies": [army(size, a) for a in range(size.armies)],
        "zones": [{"name": f"Zone {z + 1:02d}"} for z in range(zones)],
    }
    path = folder / f"synthetic-{size.armies}x{size.corps}.yaml"
    path.write_text(json.dumps(battle, indent=1), encoding="utf-8")
    return path


def held(plan: BattlePlan) -> str:
    """Armies, bodies (an army's corps, or the whole army if it has none) and matchups (a
    body against the enemy bodies on one ground: a page of the kit each)."""
    bodies = sum(len(a.bodies) for a in plan.armies)
    return f"{len(plan.armies)} armies, {bodies} bodies, {len(plan.matchups)} matchups"


def clear_caches() -> None:
    jdrwiki_army.chances.cache_clear()
    jdrwiki_army.damage_roll.cache_clear()


def measure_large(folder: Path, repeat: int) -> Phase:
    """``load`` of the largest battle, ``repeat`` times, each with cold caches."""
    path = write_battle(LARGE, folder)
    runs: list[float] = []
    loaded = None
    for _ in range(repeat):
        clear_caches()
        seconds, loaded = timed(lambda: load(path))
        runs.append(seconds)
    assert loaded is not None
    size = LARGE
    return Phase(
        f"synthetic {size.label}, {size.units} units, {size.heroes} heroes: load + compute",
        tuple(runs),
        f"{held(loaded.plan)}, {len(loaded.warnings)} warnings, "
        f"{path.stat().st_size / 1000:.0f} kB file",
    )


def measure_mid(folder: Path, repeat: int) -> list[Phase]:
    """The three stages of the mid-size battle, as for the example."""
    size = MID
    prefix = f"synthetic {size.label}, {size.units} units, {size.heroes} heroes"
    phases = measure_example(write_battle(size, folder), repeat, held)
    return [dataclasses.replace(p, label=prefix + p.label[p.label.index(":") :]) for p in phases]


def main() -> None:
    parser = argparse.ArgumentParser(description=SUMMARY)
    repeat_option(parser, 3, "runs of each phase; medians are over these (default: 3)")
    repeat = checked_repeat(parser, parser.parse_args().repeat)
    header(repeat)
    phases = measure_example(EXAMPLE, repeat, held)
    with tempfile.TemporaryDirectory(prefix="bench-jdrwiki-") as folder:
        phases.append(measure_large(Path(folder), repeat))
        phases += measure_mid(Path(folder), repeat)
    print("\n".join(table(phases)))


if __name__ == "__main__":
    main()
