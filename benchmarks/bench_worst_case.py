"""Time every stage the parent process runs on the worst battle file each system accepts.

Run from anywhere:  python benchmarks/bench_worst_case.py [--repeat N] [--only SYSTEM]

Rendering runs in a child process with a time limit (docs/security.md); everything before
it does not: reading, validating and computing the file, and what `check`, `odds`,
`compute` and `build` make of the plan before the PDF. This builds, for each rule system,
the file its schema and rules accept that makes that work the largest (every list at
its ``max_items``, every number at the bound that costs most, within kitgen's own limits)
and times each stage. Target: all of them under 3 s a file (three files miss it since the
engagement odds: benchmarks/README.md). ``--work`` prints what each stage counts instead
(``kitgen.work``), which ``tests/test_bounds.py`` bounds. Needs kitgen installed (PyYAML
writes the files). See benchmarks/README.md ("bench_worst_case.py").

``tests/test_bounds.py`` loads the same files, so the builders live here, importable
without side effects.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import yaml

from kitgen.build import compose_copy
from kitgen.pipeline import Loaded, load_bytes
from kitgen.printing import settings_of
from kitgen.systems.bloodlust.tables import MAX_SPELLS
from kitgen.systems.jdrwiki.army_tables import CRITERIA as JDRWIKI_CRITERIA
from kitgen.systems.promiterra.model import TERRAIN_CHOICES as PROMITERRA_TERRAINS

TARGET = 3.0
"""Seconds all the stages may take on a worst file (the fuzz guard is 5 s a case)."""


def _named(prefix: str, i: int) -> str:
    return f"{prefix}{i + 1:02d}"


# --- witcher -------------------------------------------------------------------------------


def witcher() -> dict[str, Any]:
    """Two armies of 60 troops (``max_items``) of 10,000,000 each (the most: SR 25),
    every troop at SD 30 against bases of 10 to 15, so that a test scores one time in a
    hundred and a phase runs past a thousand rounds; crucial moments in all three phases,
    a second leading each phase with its own bases (four races, each with a crucial
    moment), six seconds, 20 modifiers a phase, every defence, casualties, a siege."""

    def army(a: int) -> dict[str, Any]:
        troops: list[dict[str, Any]] = [
            {"name": _named(f"Troop {a + 1}-", t), "count": 10_000_000, "sd": 30}
            for t in range(60)
        ]
        for t, troop in enumerate(troops[1:4]):
            troop["phase"] = t + 1  # three specialists
        seconds = [
            {
                "name": f"Second {a + 1}-{s + 1}",
                "tactique": 10 + s + a,
                "commandement": 13 + s + a,
                **({"phases": [s + 1]} if s < 3 else {}),
            }
            for s in range(6)
        ]
        modifiers = [{"label": f"Modifier {m + 1}", "value": 20 - 40 * (m % 2)} for m in range(20)]
        return {
            "name": f"Army {a + 1}",
            "commander": {"name": f"Commander {a + 1}", "tactique": 12, "commandement": 14},
            "seconds": seconds,
            "troops": troops,
            "defences": {"best_terrain": True, "prepared": True, "barricades": True},
            "phases": {p: {"surprise": 1, "modifiers": modifiers} for p in (1, 2, 3)},
            "casualty_tactique": 60,
        }

    return {
        "system": "witcher",
        "name": "Worst case: witcher",
        "language": "en",
        "armies": [army(0), army(1)],
        "casualties": {"no_quarter": True, "max_rounds": 60},
        "crucial_moments": {"phases": [1, 2, 3], "players": "Army 1", "players_win": 50},
        "siege": True,
        "house_rules": {"superiority_cap": 100},
    }


# --- bloodlust -----------------------------------------------------------------------------


def bloodlust() -> dict[str, Any]:
    """Two armies of 40 units (``max_items``), each as busy as a unit gets: EFF 100,000
    (the most), a lance and a mount (a charge), frenzy and combat drugs (two boosts), a
    missile weapon, eight characters; its PUI and PUI TIR such that its strongest mode
    (frenzy, ×2) reaches ``MAX_TOTAL_PUI`` (110 columns of the casualty table); the
    ``MAX_SPELLS`` spells an army may have, twelve lone characters and twelve traps, of
    every power and ATT (so that no two matchups are alike)."""
    spells_left = [MAX_SPELLS, MAX_SPELLS]

    def spells(a: int, owner: str, count: int) -> list[dict[str, Any]]:
        count = min(count, spells_left[a])
        spells_left[a] -= count
        return [
            {"name": f"{owner} spell {s + 1}", "uses": 20, "pui": 80 * (s + 1) + a, "attack": s}
            for s in range(count)
        ]

    def character(name: str) -> dict[str, Any]:
        return {"name": name, "pui": 100, "pui_tir": 100, "eff": 3}

    def army(a: int) -> dict[str, Any]:
        units = []
        for u in range(40):
            name = _named(f"Unit {a + 1}-", u)
            units.append(
                {
                    "name": name,
                    "eff": 100_000 - u,
                    "pui": 0.042,  # (0.042 × 100,000 + 8 × 100) × 2 = 10,000 in a frenzy
                    "pui_tir": 0.092,  # 0.092 × 100,000 + 8 × 100 = 10,000
                    "morale": "elite",
                    "armour": "heavy",
                    "shield": True,
                    "melee": "cavalry_lance",
                    "ranged": "longbow",
                    "mount": "warhorse",
                    "attributes": ["frenzy", "combat_drugs", "hatred", "vanguard"],
                    "hates": "everyone",
                    "characters": [character(f"{name} hero {c + 1}") for c in range(8)],
                    "spells": spells(a, name, 1),
                }
            )
        lone = [
            {**character(_named(f"Lone {a + 1}-", c)), "spells": spells(a, f"Lone {c}", 8)}
            for c in range(12)
        ]
        traps = [
            {"name": _named(f"Trap {a + 1}-", t), "pui": 400 * (t + 1), "attack": t - 6}
            for t in range(12)
        ]
        return {
            "name": f"Army {a + 1}",
            "general": {"name": f"General {a + 1}", "bonus": 20},
            "units": units,
            "characters": lone,
            "traps": traps,
        }

    return {
        "system": "bloodlust",
        "name": "Worst case: bloodlust",
        "language": "en",
        "turns": 48,
        "armies": [army(0), army(1)],
    }


# --- jdrwiki -------------------------------------------------------------------------------


def jdrwiki(corps_count: int = 4) -> dict[str, Any]:
    """Six armies (``max_items``) on six sides, each of 40 units of value 100,000 and
    count 10,000,000 split over four corps, 20 legendary heroes, 12 aides, a level-60 PC
    commander with every formation and three talents; every corps in a zone of its own
    terrain: 480 matchups, each with odds of its own (``MAX_MATCHUPS`` is 500: the
    file's own limits, twelve corps an army, made 4,320)."""
    hero_bonuses = {"power_attack": 4, "finesse_attack": 4, "parry": 4, "vigour": 1}

    def army(a: int) -> dict[str, Any]:
        units = [_named(f"Unit {a + 1}-", u) for u in range(40)]
        heroes = [_named(f"Hero {a + 1}-", h) for h in range(20)]
        corps = [
            {
                "name": _named(f"Corps {a + 1}-", k),
                "at": _named("Zone ", (a * corps_count + k) % 40),
                "units": dict.fromkeys(units, 10000000 // corps_count),
                "heroes": heroes[k::corps_count],
            }
            for k in range(corps_count)
        ]
        return {
            "name": f"Army {a + 1}",
            "side": f"Side {a + 1}",
            "commander": {
                "name": f"Commander {a + 1}",
                "level": 60,
                "strategist": 6,
                "formations": ["power", "finesse", "martial_arts"],
                "player": True,
                "intelligence": 40,
                "wisdom": 40,
                "charisma": 40,
                "heroism": 10,
                "hero": {"bonuses": hero_bonuses, "heroism": 10},
            },
            "aides": [
                {"name": _named(f"Aide {a + 1}-", i), "strategist": 6, "level": 60}
                for i in range(12)
            ],
            "criteria": dict.fromkeys(JDRWIKI_CRITERIA, 2),
            "units": [{"name": name, "value": 100_000, "count": 10_000_000} for name in units],
            "heroes": [
                {"name": name, "level": 25, "player": True, "heroism": 10, "bonuses": hero_bonuses}
                for name in heroes
            ],
            "talents": ["tactical_advantage", "brute", "ruthless"],
            "corps": corps,
            "speed": 20,
        }

    return {
        "system": "jdrwiki",
        "name": "Worst case: jdrwiki",
        "language": "en",
        "weather": 3,
        "armies": [army(a) for a in range(6)],
        "zones": [
            {
                "name": _named("Zone ", z),
                "unstable_ground": z % 4,
                "stronghold": z % 5,
                "cover": z // 4 % 4,
                "heights": z // 16 % 5,
            }
            for z in range(40)
        ],
    }


# --- promiterra ----------------------------------------------------------------------------


def promiterra(counts: tuple[int, ...] = (6, 6, 6, 6, 6, 30), sides: int = 2) -> dict[str, Any]:
    """Six armies (``max_items``): five allies of six troops against one of 30
    (``max_items``), 1,800 matchups (``MAX_MATCHUPS`` is 2,000: six armies of 30 troops
    on six sides made 27,000). Troops of every type, half of up to 1,000,000 units (most
    all-dice means in floating point), half of 25 to 55 (the engagements that cost most
    within the war's budget), each with its own ATT and DEF, a leader with six
    masteries and six war actions, eight modifiers; 40 cell types and a map of 40 rows
    of 26 cells (the widest), every troop on a cell of its own."""
    codes = [chr(c) for c in range(ord("A"), ord("Z") + 1)] + [str(d) for d in range(10)]
    codes += ["a", "b", "c", "d"]
    terrains = sorted(set(PROMITERRA_TERRAINS.values()))
    fortifications = ["1", "2", "3", "4", "palisade", "castle", "stone_tower"]
    cells = {
        code: {
            "name": f"Cell type {i + 1}",
            "terrain": terrains[i % len(terrains)],
            **({"fortification": fortifications[i % 7]} if i % 2 else {}),
        }
        for i, code in enumerate(codes)
    }
    rows = ["".join(codes[(r + c) % len(codes)] for c in range(26)) for r in range(40)]

    def modifier(label: str, k: int) -> dict[str, Any]:
        return {"label": label, "movement": 1, "range": 1, "attack": k % 3, "defense": k % 2}

    def army(a: int) -> dict[str, Any]:
        troops = [
            {
                "name": _named(f"Troop {a + 1}-", t),
                "type": ("melee", "ranged", "mounted", "special")[t % 4],
                # every other troop of the size whose engagements cost the most within
                # the war's budget (about 25: hundreds of fights of many exchanges each)
                "units": 25 + t if t % 2 == 0 else 1_000_000 - 997 * (30 * a + t),
                "movement": 99,
                "range": 2 + t % 10,
                "attack": (t + a) % 12 - 5,
                "defense": (t * 7 + a) % 11 - 5,
                "loyalty": 2 + t % 10,
                "value": 1_000_000,
                "at": f"{chr(ord('A') + t % 26)}{6 * a + t // 26 + 1}",
                "fearsome": t % 3 == 0,
                "ailing": "hunger" if t % 5 == 0 else None,
                "leader": {
                    "name": f"Leader {a + 1}-{t + 1}",
                    "player": t % 2 == 0,
                    "mastery": [modifier(f"Mastery {m + 1}", m) for m in range(6)],
                    "war_actions": [modifier(f"Action {m + 1}", m + 1) for m in range(6)],
                },
                "modifiers": [modifier(f"Modifier {m + 1}", m + 2) for m in range(8)],
            }
            for t in range(counts[a])
        ]
        for troop in troops:
            if troop["ailing"] is None:
                del troop["ailing"]
        return {
            "name": f"Army {a + 1}",
            "leader": troops[0]["name"],
            "side": f"Side {max(0, a - (6 - sides)) + 1}",
            "defending": a == 0,
            "gold": 100_000_000,
            "troops": troops,
        }

    return {
        "system": "promiterra",
        "name": "Worst case: promiterra",
        "language": "en",
        "cells": cells,
        "map": rows,
        "armies": [army(a) for a in range(6)],
    }


# --- fate ----------------------------------------------------------------------------------


def fate() -> dict[str, Any]:
    """Six armies (``max_items``) of 40 Good units (``max_items``) with the two aspects
    a Good unit may add to its name (F1), 12 commanders (six attached to a unit), the
    largest war chest with 26 Fate points bought; 24 zones (``max_items``), each with six
    aspects, linked to twelve others and hiding one."""
    skills = {"fight": 3, "will": 2, "athletics": 2, "shoot": 1, "notice": 1, "provoke": 1}

    def army(a: int) -> dict[str, Any]:
        units = [
            {
                "name": _named(f"Unit {a + 1}-", u),
                "quality": "good",
                "skills": skills,
                "aspects": [f"Aspect {k + 1} of unit {a + 1}-{u + 1}" for k in range(2)],
            }
            for u in range(40)
        ]
        commanders = [
            {
                "name": _named(f"Commander {a + 1}-", c),
                "will": 8,
                "player": c == 0,
                **({"npc": "main"} if c else {}),
                "skills": {"fight": 8, "shoot": 8},
                **({"attached": units[c]["name"]} if c < 6 else {}),
            }
            for c in range(12)
        ]
        return {
            "name": f"Army {a + 1}",
            "war_chest": 200,
            "fate_points": 26,  # 40 units × 3 + 26 × 3 = 198 of the 200 build points
            "units": units,
            "commanders": commanders,
        }

    zones = [_named("Zone ", z) for z in range(24)]
    return {
        "system": "fate",
        "name": "Worst case: fate",
        "language": "en",
        "players": 12,
        "armies": [army(a) for a in range(6)],
        "zones": [
            {
                "name": name,
                "aspects": [
                    {"name": f"Aspect {k + 1} of {name}", "hinders": k % 2 == 0} for k in range(6)
                ],
                "links": [zones[(z + k + 1) % 24] for k in range(12)],
                "hidden": {"aspect": f"Hidden in {name}", "by": f"Army {z % 6 + 1}"},
            }
            for z, name in enumerate(zones)
        ],
    }


BUILDERS: dict[str, Callable[[], dict[str, Any]]] = {
    "witcher": witcher,
    "bloodlust": bloodlust,
    "jdrwiki": jdrwiki,
    "promiterra": promiterra,
    "fate": fate,
}


SECRET_LISTS = {
    "witcher": "troops",
    "bloodlust": "units",
    "jdrwiki": "units",
    "promiterra": "troops",
    "fate": "units",
}
"""Where a worst file keeps a secret: the players' copy is then computed a second time,
from the battle without it (``kitgen.secrets``), which is the most work a copy costs."""


def worst_file(system: str) -> bytes:
    """The worst battle file of ``system``, as YAML: with one secret, the last of the
    first army's troops or units."""
    battle = BUILDERS[system]()
    battle["armies"][0][SECRET_LISTS[system]][-1]["secret"] = True
    return yaml.safe_dump(battle, allow_unicode=True, sort_keys=False).encode()


def stages(system: str) -> dict[str, Callable[[], object]]:
    """Each stage of the parent's work on the worst file, in order; each after the one
    before it has run (``load`` first)."""
    raw = worst_file(system)
    loaded: list[Loaded] = []

    def load() -> Loaded:
        loaded[:] = [load_bytes(raw, Path(f"worst-{system}.yaml"), lang="en")]
        return loaded[0]

    def check() -> object:
        return loaded[0].system.summary_lines(loaded[0].plan, loaded[0].text)

    def odds() -> object:
        return loaded[0].system.odds_lines(loaded[0].plan, loaded[0].text)

    def compute() -> object:
        return json.dumps(loaded[0].system.to_json(loaded[0].plan, loaded[0].text))

    def html(audience: str) -> Callable[[], object]:
        def run() -> object:
            one = loaded[0]
            settings = settings_of(one.battle, one.text.lang, audience=audience)
            return compose_copy(one, settings)[0].html

        return run

    return {
        "load": load,
        "check": check,
        "odds": odds,
        "compute": compute,
        "html gm": html("gm"),
        "html players": html("players"),
    }


def timings(system: str) -> dict[str, float]:
    """Seconds of each stage on ``system``'s worst file, in this process."""
    seconds = {}
    for name, run in stages(system).items():
        start = time.perf_counter()
        run()
        seconds[name] = time.perf_counter() - start
    return seconds


def work(system: str, only: list[str] | None = None) -> dict[str, dict[str, int]]:
    """The steps each stage takes on ``system``'s worst file (``kitgen.work``), by kind,
    and the size of what it makes (``output.chars``: its lines, JSON or HTML): what
    ``tests/test_bounds.py`` bounds; ``only`` these stages (``load`` comes first). Run in
    a fresh process, so that no cache of an earlier stage's fights hides work
    (``--work``)."""
    from kitgen.work import tally

    found = {}
    for name, run in stages(system).items():
        if only is not None and name not in only:
            continue
        with tally() as steps:
            made = run()
        if isinstance(made, str):
            steps["output.chars"] = len(made)
        elif isinstance(made, list):
            steps["output.chars"] = sum(len(line) for line in made)
        found[name] = dict(steps)
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--repeat",
        type=int,
        default=1,
        metavar="N",
        help="runs of each system, each in a fresh process (no cache warm); the best counts",
    )
    parser.add_argument("--only", choices=sorted(BUILDERS), help="one rule system")
    parser.add_argument("--json", action="store_true", help=argparse.SUPPRESS)  # one run
    parser.add_argument(
        "--work", action="store_true", help="the steps each stage counts, as JSON (no times)"
    )
    args = parser.parse_args()
    chosen = [args.only] if args.only else list(BUILDERS)
    if args.work:
        print(json.dumps({system: work(system) for system in chosen}, indent=1))
        return
    if args.json:
        print(json.dumps({system: timings(system) for system in chosen}))
        return
    slow = []
    for system in chosen:
        print(f"{system}: {len(worst_file(system)) / 1000:.0f} kB file", flush=True)
        runs = [
            json.loads(
                subprocess.run(
                    [sys.executable, __file__, "--only", system, "--json"],
                    check=True,
                    capture_output=True,
                    text=True,
                ).stdout
            )[system]
            for _ in range(max(args.repeat, 1))
        ]
        for name in runs[0]:
            print(f"  {name:<13} {min(run[name] for run in runs):7.3f} s")
        total = min(sum(run.values()) for run in runs)
        verdict = "ok" if total < TARGET else "SLOW"
        print(f"  {'all':<13} {total:7.3f} s  {verdict}", flush=True)
        if total >= TARGET:
            slow.append(system)
    print(f"over {TARGET:g} s: {', '.join(slow)}" if slow else f"all under {TARGET:g} s")


if __name__ == "__main__":
    main()
