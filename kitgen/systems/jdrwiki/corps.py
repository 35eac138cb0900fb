"""An army split into corps (ruling O9): each corps as a body of its own, and the checks.

A corps takes units and heroes the army declares, stands where its ``at:`` says or in its
army's zone, and never shares that zone with another corps of the army; units left out of
every corps, or placed more times than the army has them, and heroes in no corps or in two
are reported as findings with a path into the battle file.
"""

from __future__ import annotations

from collections import Counter

from kitgen.model import Finding, Hint, error, warning
from kitgen.nodes import Path
from kitgen.schema import closest
from kitgen.systems.jdrwiki.heroes import HeroPlan
from kitgen.systems.jdrwiki.model import Army
from kitgen.systems.jdrwiki.plan import BodyPlan, body


def corps_of(
    army: Army,
    path: Path,
    units: tuple[tuple[str, int, int], ...],
    heroes: list[HeroPlan],
    notes: list[Finding],
) -> tuple[BodyPlan, ...]:
    """Each corps of ``army`` as a body, from the army's ``units`` and ``heroes``; none
    when the army fights whole."""
    if not army.corps:
        return ()
    by_unit = {name: (value, count) for name, value, count in units}
    hero_names = [h.name for h in heroes]
    declared = [army.commander.name] * (army.commander.hero is not None) + [
        h.name for h in army.heroes
    ]
    placed: Counter[str] = Counter()
    hero_in: dict[str, str] = {}
    zones_held: dict[str, str] = {}
    out = []
    names: list[str] = []
    for k, corps in enumerate(army.corps):
        kpath: Path = (*path, "corps", k)
        if corps.name in names:
            notes.append(
                error("corps_name_twice", (*kpath, "name"), army=army.name, name=corps.name)
            )
        names.append(corps.name)
        rows = []
        for unit, count in corps.units.items():
            if unit not in by_unit:
                notes.append(
                    error(
                        "corps_unknown_unit",
                        (*kpath, "units", unit),
                        corps=corps.name,
                        name=unit,
                        hint=Hint(closest(unit, by_unit)),
                    )
                )
                continue
            placed[unit] += count
            rows.append((unit, by_unit[unit][0], count))
        if not corps.units:
            notes.append(error("corps_empty", (*kpath, "units"), corps=corps.name))
        for h, hero in enumerate(corps.heroes):
            if hero not in declared:
                notes.append(
                    error(
                        "corps_unknown_hero",
                        (*kpath, "heroes", h),
                        corps=corps.name,
                        name=hero,
                        hint=Hint(closest(hero, declared)),
                    )
                )
            elif hero in hero_in:
                notes.append(
                    error(
                        "hero_in_two_corps", (*kpath, "heroes", h), name=hero, first=hero_in[hero]
                    )
                )
            else:
                hero_in[hero] = corps.name
        at = corps.at or army.at
        if at is not None:
            if at in zones_held:
                notes.append(
                    error(
                        "corps_same_zone",
                        (*kpath, "at") if corps.at else kpath,
                        "O9",
                        zone=at,
                        first=zones_held[at],
                    )
                )
            zones_held[at] = corps.name
        check_plans(corps.plans, corps.name, kpath, notes)
        plans = corps.plans or army.plans
        out.append(body(corps.name, kpath, tuple(rows), heroes=corps.heroes, at=at, plans=plans))
    for name, (_, count) in by_unit.items():
        if placed[name] > count:
            notes.append(
                error(
                    "corps_over",
                    (*path, "corps"),
                    army=army.name,
                    unit=name,
                    placed=placed[name],
                    count=count,
                )
            )
        elif placed[name] < count:
            notes.append(
                warning(
                    "corps_under",
                    (*path, "corps"),
                    "O9",
                    army=army.name,
                    unit=name,
                    left=count - placed[name],
                )
            )
    for hero in hero_names:
        if hero not in hero_in and hero in declared:
            notes.append(
                warning("hero_without_corps", (*path, "corps"), army=army.name, name=hero)
            )
    return tuple(out)


def check_plans(
    plans: tuple[str | tuple[str, ...], ...], name: str, path: Path, notes: list[Finding]
) -> None:
    """A plan given as a list must name at least one action (ruling O15)."""
    for i, plan in enumerate(plans):
        if not plan:
            notes.append(error("plan_empty", (*path, "plans", i), name=name))
