"""Fate mass combat (seed 004): pure computation.

``compute(battle)`` checks each army's war chest and each unit's skill pyramid (F1),
applies attached commanders (F2), reads the battlefield's zones, their links and hidden
aspects (F3), and works out the difficulties of the seed's actions per zone (F4), the
exact odds of 4dF + skill against every difficulty (the attacks of ruling N8 are in
``kitgen.systems.fate.attacks``). Rulings F1-F4 of ``shared/RULINGS.md`` and N1-N7 of
``docs/rulings.md`` are cited where they apply. No I/O: problems come back as
``Finding`` values with a path into the battle file.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from fractions import Fraction

from kitgen.dice import fudge
from kitgen.model import Finding, Hint, InvalidBattle, Severity, error, warning, warnings_in
from kitgen.nodes import Path
from kitgen.schema import closest
from kitgen.systems.fate.model import Army, Battle, Commander, Unit, Zone, ZoneAspect
from kitgen.systems.fate.tables import (
    BOOST_PER_CONSEQUENCE,
    COMMANDER_BONUS,
    DEFENDER_ALLY_BONUS,
    DIFFICULTIES,
    ENTER_PER_HINDRANCE,
    FATE_POINT_COST,
    QUALITY_BY_KEY,
    RECON_BASE,
    RECON_PER_ASPECT,
    SKILL_COLUMNS,
    SKILLS,
    SUGGESTED_ZONES_EXTRA,
    Quality,
)


@functools.cache
def meets(skill: int, difficulty: int) -> Fraction:
    """The exact chance that 4dF + ``skill`` meets or beats ``difficulty`` (a tie or
    better: the action does not fail outright)."""
    return fudge(4).at_least(difficulty - skill)


def odds_table(
    skills: Iterable[int] = SKILL_COLUMNS, difficulties: Iterable[int] = DIFFICULTIES
) -> dict[int, dict[int, Fraction]]:
    """Skill -> difficulty -> chance to meet or beat it (F4): the whole table by default, a
    battle's share of it given its ``skills`` and ``difficulties`` (:func:`odds_reach`)."""
    columns = tuple(difficulties)
    return {s: {d: meets(s, d) for d in columns} for s in skills}


def quality(key: str) -> Quality:
    return QUALITY_BY_KEY[key]


def pyramid_of(skills: dict[str, int]) -> tuple[int, ...]:
    """A unit's ratings, highest first."""
    return tuple(sorted(skills.values(), reverse=True))


def boosted(skills: dict[str, int], will: int, every_skill: bool = False) -> dict[str, int]:
    """The unit's skills with an attached commander: +1 to each rated below their Will
    (F2). Unrated skills stay +0 unless ``every_skill`` (ruling N1)."""
    out = {
        name: rating + COMMANDER_BONUS if rating < will else rating
        for name, rating in skills.items()
    }
    if every_skill and will > 0:
        for name in SKILLS:
            out.setdefault(name, COMMANDER_BONUS)
    return out


def recon_difficulty(aspects: int) -> int:
    """Placing a new aspect on an adjacent empty zone: Fair, +2 per aspect already there."""
    return RECON_BASE + RECON_PER_ASPECT * aspects


def enter_difficulty(hindering: int) -> int:
    """Entering a zone: twice the aspects that hinder movement (0: no roll needed)."""
    return ENTER_PER_HINDRANCE * hindering


def defended_entry(defence: int, hindering: int, allies: int, defender_alone: bool = False) -> int:
    """What a unit entering a zone that enemy units hold rolls against, besides the
    defender's 4dF (ruling N18): the defender's skill, +1 for each other allied unit of the
    zone and, when the zone also has hindering aspects, +2 for each of them; under the
    house rule ``defender_alone``, the defender's roll alone (its skill and allies)."""
    aspects = 0 if defender_alone else ENTER_PER_HINDRANCE * hindering
    return defence + DEFENDER_ALLY_BONUS * allies + aspects


def suggested_zones(players: int) -> int:
    """Zones for a table of ``players`` people, the GM included (F3)."""
    return players + SUGGESTED_ZONES_EXTRA


# --- the plan ---------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class UnitPlan:
    unit: Unit
    army: str
    path: Path
    quality: Quality
    skills: dict[str, int]
    commander: Commander | None
    led_skills: dict[str, int] | None
    """The skills with the attached commander's bonus (F2), if one is attached."""

    @property
    def name(self) -> str:
        return self.unit.name

    @property
    def aspects(self) -> tuple[str, ...]:
        """Every aspect, the name first (F1)."""
        return (self.unit.name, *self.unit.aspects)


@dataclass(frozen=True, slots=True)
class ArmyPlan:
    army: Army
    path: Path
    units: tuple[UnitPlan, ...]
    chest_aspects: int
    """Hidden zone aspects this army paid from its war chest (F3)."""
    own_fate_aspects: int
    """Hidden zone aspects paid with the player's own Fate points (F3), apart from the chest."""

    @property
    def name(self) -> str:
        return self.army.name

    @property
    def unit_points(self) -> int:
        return sum(u.quality.cost for u in self.units)

    @property
    def fate_point_cost(self) -> int:
        return FATE_POINT_COST * self.army.fate_points

    @property
    def aspect_cost(self) -> int:
        return FATE_POINT_COST * self.chest_aspects

    @property
    def spent(self) -> int:
        return self.unit_points + self.fate_point_cost + self.aspect_cost

    @property
    def left(self) -> int:
        return self.army.war_chest - self.spent


@dataclass(frozen=True, slots=True)
class ZonePlan:
    zone: Zone
    path: Path
    aspects: tuple[ZoneAspect, ...]
    links: tuple[str, ...]
    """Adjacent zones, both ways (ruling N4), in file order."""

    @property
    def name(self) -> str:
        return self.zone.name

    @property
    def hindering(self) -> int:
        return sum(1 for a in self.aspects if a.hinders)

    @property
    def recon(self) -> int:
        """Recon difficulty on this zone before its hidden aspect is found (ruling N5)."""
        return recon_difficulty(len(self.aspects))

    @property
    def enter(self) -> int:
        return enter_difficulty(self.hindering)

    @property
    def revealed_recon(self) -> int | None:
        hidden = self.zone.hidden
        return None if hidden is None else recon_difficulty(len(self.aspects) + 1)

    @property
    def revealed_enter(self) -> int | None:
        hidden = self.zone.hidden
        if hidden is None:
            return None
        return enter_difficulty(self.hindering + int(hidden.hinders))


@dataclass(frozen=True, slots=True)
class BattlePlan:
    battle: Battle
    armies: tuple[ArmyPlan, ...]
    zones: tuple[ZonePlan, ...]
    findings: tuple[Finding, ...]

    @property
    def warnings(self) -> tuple[Finding, ...]:
        return warnings_in(self.findings)

    @property
    def suggested_zones(self) -> int | None:
        players = self.battle.players
        return None if players is None else suggested_zones(players)


def compute(battle: Battle) -> BattlePlan:
    """Validate the rules of ``battle`` and work out every number of the kit."""
    notes: list[Finding] = []
    if len(battle.armies) < 2:
        notes.append(error("fate_two_armies", ("armies",), count=len(battle.armies)))
    names = [a.name for a in battle.armies]
    for i, name in enumerate(names):
        if name in names[:i]:
            notes.append(error("army_name_twice", ("armies", i, "name"), army=name))
    if not battle.zones:
        notes.append(warning("no_zones", ("zones",)))
    zones = _zones(battle, names, notes)
    _starts(battle, notes)
    armies = []
    for a, army in enumerate(battle.armies):
        path: Path = ("armies", a)
        units = _units(army, path, battle.house_rules.commander_boosts_every_skill, notes)
        chest = own = 0
        for zone in battle.zones:
            if zone.hidden is not None and zone.hidden.by == army.name:
                chest += int(zone.hidden.from_chest)
                own += int(not zone.hidden.from_chest)
        plan = ArmyPlan(army, path, units, chest, own)
        if plan.left < 0:
            notes.append(
                error(
                    "over_chest",
                    (*path, "war_chest"),
                    "F1",
                    army=army.name,
                    spent=plan.spent,
                    chest=army.war_chest,
                    units=plan.unit_points,
                    fate=plan.fate_point_cost,
                    aspects=plan.aspect_cost,
                )
            )
        armies.append(plan)
    players = battle.players
    if players is not None and len(battle.zones) < suggested_zones(players):
        notes.append(
            warning(
                "few_zones",
                ("zones",),
                "F3",
                count=len(battle.zones),
                players=players,
                suggested=suggested_zones(players),
            )
        )
    if any(f.severity is Severity.ERROR for f in notes):
        raise InvalidBattle(notes)
    return BattlePlan(battle, tuple(armies), zones, tuple(notes))


def _units(
    army: Army, path: Path, every_skill: bool, notes: list[Finding]
) -> tuple[UnitPlan, ...]:
    names = [u.name for u in army.units]
    if not names:
        notes.append(warning("army_without_units", (*path, "units"), army=army.name))
    by_name = {}
    for i, unit in enumerate(army.units):
        upath: Path = (*path, "units", i)
        if unit.name in names[:i]:
            notes.append(
                error("unit_name_twice", (*upath, "name"), army=army.name, name=unit.name)
            )
        by_name[unit.name] = i
        q = quality(unit.quality)
        found = pyramid_of(unit.skills)
        if found != q.pyramid:
            notes.append(
                error(
                    "bad_pyramid",
                    (*upath, "skills"),
                    "F1",
                    name=unit.name,
                    quality=unit.quality,
                    found=_ratings(found) or "—",
                    expected=_ratings(q.pyramid),
                )
            )
        wanted = q.aspects - 1
        if len(unit.aspects) > wanted:
            notes.append(
                error(
                    "too_many_aspects",
                    (*upath, "aspects"),
                    "F1",
                    name=unit.name,
                    count=len(unit.aspects) + 1,
                    most=q.aspects,
                )
            )
        elif len(unit.aspects) < wanted:
            notes.append(
                warning(
                    "few_aspects",
                    (*upath, "aspects"),
                    "N2",
                    name=unit.name,
                    count=len(unit.aspects) + 1,
                    wanted=q.aspects,
                )
            )
    attached: dict[str, Commander] = {}
    seen: list[str] = []
    for c, commander in enumerate(army.commanders):
        if commander.name in seen:
            notes.append(
                error(
                    "commander_name_twice",
                    (*path, "commanders", c, "name"),
                    army=army.name,
                    name=commander.name,
                )
            )
        seen.append(commander.name)
        if commander.skills and "will" in commander.skills:
            notes.append(
                error("will_twice", (*path, "commanders", c, "skills"), name=commander.name)
            )
        if commander.attached is None:
            continue
        cpath: Path = (*path, "commanders", c, "attached")
        if commander.attached not in by_name:
            notes.append(
                error(
                    "unknown_unit",
                    cpath,
                    army=army.name,
                    name=commander.attached,
                    hint=Hint(closest(commander.attached, by_name)),
                )
            )
        elif commander.attached in attached:
            notes.append(
                error(
                    "two_commanders",
                    cpath,
                    name=commander.attached,
                    first=attached[commander.attached].name,
                )
            )
        else:
            attached[commander.attached] = commander
    plans = []
    for i, unit in enumerate(army.units):
        leader = attached.get(unit.name)
        plans.append(
            UnitPlan(
                unit=unit,
                army=army.name,
                path=(*path, "units", i),
                quality=quality(unit.quality),
                skills=dict(unit.skills),
                commander=leader,
                led_skills=(
                    boosted(unit.skills, leader.will, every_skill) if leader is not None else None
                ),
            )
        )
    return tuple(plans)


def _starts(battle: Battle, notes: list[Finding]) -> None:
    """Every starting zone a unit or a commander gives is a zone of the battle."""
    zones = [z.name for z in battle.zones]
    for a, army in enumerate(battle.armies):
        placed = [("units", i, u.name, u.start) for i, u in enumerate(army.units)]
        placed += [("commanders", c, m.name, m.start) for c, m in enumerate(army.commanders)]
        for kind, i, name, start in placed:
            if start is not None and start not in zones:
                notes.append(
                    error(
                        "unknown_start",
                        ("armies", a, kind, i, "start"),
                        who=name,
                        name=start,
                        hint=Hint(closest(start, zones)),
                    )
                )


def _ratings(values: tuple[int, ...]) -> str:
    return " ".join(f"+{v}" if v > 0 else str(v) for v in values)


def _zones(battle: Battle, armies: list[str], notes: list[Finding]) -> tuple[ZonePlan, ...]:
    names = [z.name for z in battle.zones]
    links: dict[str, list[str]] = {n: [] for n in names}
    for z, zone in enumerate(battle.zones):
        zpath: Path = ("zones", z)
        if zone.name in names[:z]:
            notes.append(error("zone_name_twice", (*zpath, "name"), name=zone.name))
        for k, other in enumerate(zone.links):
            if other not in links:
                notes.append(
                    error(
                        "unknown_zone",
                        (*zpath, "links", k),
                        zone=zone.name,
                        name=other,
                        hint=Hint(closest(other, names)),
                    )
                )
            elif other == zone.name:
                notes.append(error("zone_links_itself", (*zpath, "links", k), zone=zone.name))
            else:
                for a, b in ((zone.name, other), (other, zone.name)):
                    if b not in links[a]:
                        links[a].append(b)
        hidden = zone.hidden
        if hidden is not None:
            if hidden.by not in armies:
                notes.append(
                    error(
                        "unknown_army",
                        (*zpath, "hidden", "by"),
                        name=hidden.by,
                        hint=Hint(closest(hidden.by, armies)),
                    )
                )
            if zone.aspects:
                notes.append(
                    warning("hidden_on_named_zone", (*zpath, "hidden"), "N3", zone=zone.name)
                )
            if not hidden.aspect.strip():
                # (another army's, in a players' copy: that copy prints no warning)
                notes.append(warning("hidden_without_aspect", (*zpath, "hidden"), zone=zone.name))
    for z, zone in enumerate(battle.zones):
        if len(battle.zones) > 1 and not links.get(zone.name):
            notes.append(warning("zone_alone", ("zones", z), "N4", zone=zone.name))
    return tuple(
        ZonePlan(
            zone,
            ("zones", z),
            tuple(a if isinstance(a, ZoneAspect) else ZoneAspect(a) for a in zone.aspects),
            tuple(links.get(zone.name, ())),
        )
        for z, zone in enumerate(battle.zones)
    )


def odds_reach(
    plan: BattlePlan, known: Callable[[str], bool] = lambda army: True
) -> tuple[range, range]:
    """The skill ratings and the difficulties of ``plan``'s rolls against a difficulty: the
    rows and columns of its odds table, each a run of the ladder from Mediocre (0; lower
    for a commander rated below it).

    Skills: every rating a unit rolls (led, with its commander's +1; 0 for a skill it
    does not have) and every commander's Will and skills. Difficulties: every zone's
    Enter and Recon, before and after its hidden aspect is found (F4), and a commander's
    boost, Will against twice the consequences of the unit they lead. A hidden aspect
    counts after its reveal as it is where ``known`` (an army's name -> bool) says the
    copy knows it; elsewhere (another army's, in a players' copy) as if it hindered,
    the most Enter may then cost, since that copy does not know whether it does."""
    ratings = [0]
    for army in plan.armies:
        for unit in army.units:
            ratings += (unit.led_skills or unit.skills).values()
        for commander in army.army.commanders:
            ratings += [commander.will, *(commander.skills or {}).values()]
    difficulties = [0]
    for zone in plan.zones:
        difficulties += [zone.enter, zone.recon]
        hidden = zone.zone.hidden
        if hidden is not None:
            enter = zone.revealed_enter if known(hidden.by) else None
            hindered = enter_difficulty(zone.hindering + 1)
            difficulties += [hindered if enter is None else enter, zone.revealed_recon or 0]
    for army in plan.armies:
        difficulties += [
            BOOST_PER_CONSEQUENCE * len(u.quality.consequences) for u in army.units if u.commander
        ]
    return (
        range(min(ratings), max(ratings) + 1),
        range(min(difficulties), max(difficulties) + 1),
    )
