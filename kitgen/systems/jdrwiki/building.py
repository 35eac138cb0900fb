"""One army built from its file: the ``ArmyPlan`` of ``rules.compute``.

The army level from the commander, his aides, strategist ranks and formations (J3), the
talents it may take, its characteristics capped by the commander's own (J1), its skills
(J2), its units, heroes (J5) and corps (ruling O9); criteria left out count as 0 (ruling
O1). Each problem comes back as a ``Finding`` with a path into the battle file.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

from kitgen.model import Finding, Stat, error, warning, words
from kitgen.nodes import Path
from kitgen.systems.jdrwiki.army import army_level, characteristic, modifier, skill
from kitgen.systems.jdrwiki.army_tables import (
    CAPPED,
    CHARACTERISTICS,
    CRITERIA,
    SKILLS,
    STRATEGIST_MIN_LEVEL,
)
from kitgen.systems.jdrwiki.corps import check_plans, corps_of
from kitgen.systems.jdrwiki.heroes import HeroPlan, heroes_of
from kitgen.systems.jdrwiki.model import Army, Battle, Corps
from kitgen.systems.jdrwiki.places import check_places
from kitgen.systems.jdrwiki.plan import ArmyPlan, body
from kitgen.systems.jdrwiki.talent_tables import (
    TALENTS,
    TALENTS_BASE,
    TALENTS_LEVEL,
    TALENTS_PLAYER,
)

REPEATABLE = frozenset(t.key for t in TALENTS if t.repeatable)


def army_plan(
    army: Army, path: Path, battle: Battle, zones: list[str], notes: list[Finding]
) -> ArmyPlan:
    """``army`` (at ``path`` in the file) as a character, its bodies and heroes; ``zones``
    names the battle's zones, for the places its bodies stand."""
    commander = army.commander
    cpath: Path = (*path, "commander")
    _check_rank(
        commander.strategist, commander.level, commander.name, (*cpath, "strategist"), notes
    )
    _check_formations(commander.formations, commander.name, (*cpath, "formations"), notes)
    for i, aide in enumerate(army.aides):
        apath: Path = (*path, "aides", i)
        if aide.level is not None:
            _check_rank(aide.strategist, aide.level, aide.name, (*apath, "strategist"), notes)
        _check_formations(aide.formations, aide.name, (*apath, "formations"), notes)
    level = army_level(
        commander.level,
        commander.strategist,
        commander.formations,
        ((aide.strategist, aide.formations) for aide in army.aides),
    )
    unrated = tuple(c for c in CRITERIA if c not in army.criteria)
    if unrated:
        notes.append(
            warning(
                "criteria_unrated",
                (*path, "criteria"),
                "O1",
                army=army.name,
                criteria=words(*(f"jw.criterion.{c}" for c in unrated)),
                count=len(unrated),
            )
        )
    talents = _talents(army, path, level.value, notes)
    characteristics = _characteristics(army, path, talents, notes)
    modifiers = {k: modifier(s.value) for k, s in characteristics.items()}
    skills = {s.key: skill(s.key, level.value, army.criteria, modifiers, talents) for s in SKILLS}
    units = _units(army, path, notes)
    _check_speed(army, path, notes)
    check_plans(army.plans, army.name, path, notes)
    heroes = heroes_of(army, path, notes)
    whole = body(
        army.name,
        path,
        units,
        heroes=tuple(h.name for h in heroes),
        at=army.at,
        plans=army.plans,
    )
    corps = corps_of(army, path, units, heroes, notes)
    check_places(army, path, zones, notes)
    return ArmyPlan(
        army=army,
        path=path,
        side=army.side or army.name,
        level=level,
        characteristics=characteristics,
        skills=skills,
        talents=talents,
        talent_slots=talent_slots(level.value, commander.player),
        whole=whole,
        corps=corps,
        heroes=tuple(_with_corps(h, army.corps) for h in heroes),
        unrated=unrated,
        grace_round_gain=battle.house_rules.grace_round_gain,
        strategist_points=battle.house_rules.strategist_points,
        strategist_first_roll=battle.house_rules.strategist_first_roll,
    )


def talent_slots(level: int, player: bool) -> int:
    """Talents allowed: 1, +1 for an army of level 10 or more, +1 for a PC commander."""
    return TALENTS_BASE + (1 if level >= TALENTS_LEVEL else 0) + (TALENTS_PLAYER if player else 0)


def _check_rank(rank: int, level: int, name: str, path: Path, notes: list[Finding]) -> None:
    """A strategist rank needs a character level: rank 1 at 3, then 3 levels a rank."""
    if rank and level < STRATEGIST_MIN_LEVEL[rank]:
        allowed = max(
            (r for r, least in STRATEGIST_MIN_LEVEL.items() if least <= level), default=0
        )
        notes.append(
            error(
                "strategist_rank_level",
                path,
                name=name,
                rank=rank,
                level=level,
                needed=STRATEGIST_MIN_LEVEL[rank],
                allowed=allowed,
            )
        )


def _check_formations(
    formations: tuple[str, ...], name: str, path: Path, notes: list[Finding]
) -> None:
    for i, formation in enumerate(formations):
        if formation in formations[:i]:
            notes.append(
                error(
                    "formation_twice",
                    (*path, i),
                    name=name,
                    formation=words(f"jw.formation.{formation}"),
                )
            )


def _talents(army: Army, path: Path, level: int, notes: list[Finding]) -> dict[str, int]:
    counts = Counter(army.talents)
    for i, talent in enumerate(army.talents):
        if talent in army.talents[:i] and talent not in REPEATABLE:
            notes.append(
                error(
                    "talent_twice",
                    (*path, "talents", i),
                    army=army.name,
                    talent=words(f"jw.talent.{talent}"),
                )
            )
    slots = talent_slots(level, army.commander.player)
    if len(army.talents) > slots:
        notes.append(
            error(
                "too_many_talents",
                (*path, "talents"),
                army=army.name,
                count=len(army.talents),
                slots=slots,
                level=level,
            )
        )
    return dict(counts)


def _characteristics(
    army: Army, path: Path, talents: dict[str, int], notes: list[Finding]
) -> dict[str, Stat]:
    commander = army.commander
    autonomous = talents.get("autonomy", 0) > 0
    out = {}
    missing = []
    for name in CHARACTERISTICS:
        cap = None
        if name in CAPPED and not autonomous:
            cap = getattr(commander, name)
            if cap is None:
                missing.append(name)
        out[name] = characteristic(name, army.criteria, cap)
    if missing:
        notes.append(
            warning(
                "commander_scores_missing",
                (*path, "commander"),
                "J1",
                name=commander.name,
                scores=words(*(f"jw.char.{c}" for c in missing)),
            )
        )
    return out


def _units(army: Army, path: Path, notes: list[Finding]) -> tuple[tuple[str, int, int], ...]:
    if not army.units:
        notes.append(error("army_no_units", (*path, "units"), army=army.name))
    names = [u.name for u in army.units]
    for i, name in enumerate(names):
        if name in names[:i]:
            notes.append(
                error("unit_name_twice", (*path, "units", i, "name"), army=army.name, name=name)
            )
    return tuple((u.name, u.value, u.count) for u in army.units)


def _check_speed(army: Army, path: Path, notes: list[Finding]) -> None:
    """An army's own speed above its slowest unit's: the rules split such an army into
    corps, each at its own pace ("Vitesse de déplacement"); the file's speed is kept."""
    given = [(u.speed, u.name) for u in army.units if u.speed is not None]
    if army.speed is None or not given:
        return
    slowest, unit = min(given, key=lambda x: x[0])
    if army.speed > slowest:
        notes.append(
            warning(
                "speed_above_slowest",
                (*path, "speed"),
                army=army.name,
                speed=army.speed,
                unit=unit,
                slowest=slowest,
            )
        )


def _with_corps(hero: HeroPlan, corps: tuple[Corps, ...]) -> HeroPlan:
    home = next((c.name for c in corps if hero.name in c.heroes), None)
    if home is None:
        return hero
    return replace(hero, corps=home)
