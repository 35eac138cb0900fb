"""The army as a character (seed 002, JdRWiki): the battle's plan.

``compute(battle)`` turns each army's commander, aides, criteria, units, heroes, talents
and corps into its level, characteristics, skills, hit points and damage (J1-J4), checks
the heroes (J5) and the round length (J6), reads the terrain, and works out, for every
army against every enemy, the d20 odds of each action and the damage of each hit.
Rulings J1-J6 of ``shared/RULINGS.md`` and O1-O10 of ``docs/rulings.md`` are cited where
they apply. No I/O: problems come back as ``Finding`` values with a path into the file.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, replace
from fractions import Fraction

from kitgen.model import (
    Finding,
    InvalidBattle,
    Severity,
    Stat,
    Term,
    error,
    warning,
    warnings_in,
    words,
)
from kitgen.nodes import Path
from kitgen.schema import suggest
from kitgen.systems.jdrwiki import terrain
from kitgen.systems.jdrwiki.army import (
    army_level,
    base_damage,
    chances,
    characteristic,
    critical_chance,
    critical_low,
    damage_roll,
    damage_step,
    hit,
    hit_points,
    modifier,
    needed,
    passive,
    round_minutes,
    rounds_before_fatigue,
    skill,
)
from kitgen.systems.jdrwiki.heroes import HeroPlan, check_hero, hero_class, level_class
from kitgen.systems.jdrwiki.model import Army, Battle, Corps
from kitgen.systems.jdrwiki.tables import (
    ACTIONS,
    ACTIONS_PER_ROUND,
    ACTIONS_PER_ROUND_ADAPTED,
    BRUTE_DAMAGE,
    CAPPED,
    CHARACTERISTICS,
    CRITERIA,
    DEFENCES,
    DETERMINATION,
    FORCED_MARCH_SPEED,
    GRACE_ROUND_FREE_RANK,
    GRACE_ROUND_GAIN_RANK,
    GRACE_ROUND_LOSS,
    INITIATIVE_PER_ROUND,
    INITIATIVE_PER_ROUND_WIDE,
    LAST_CHANCE,
    MASTER_OF_FATE_HEROISM,
    MIN_BATTLE,
    PASSIVE_SKILLS,
    RUTHLESS_DAMAGE,
    SKILLS,
    STRATEGIST_MIN_LEVEL,
    TALENTS,
    TALENTS_BASE,
    TALENTS_LEVEL,
    TALENTS_PLAYER,
    Action,
)
from kitgen.systems.jdrwiki.terrain import Ground

HP_TRACK_STEPS = 20
"""The hit-point track: a box for each twentieth of the starting hit points."""
REPEATABLE = frozenset(t.key for t in TALENTS if t.repeatable)


# --- bodies: the army, or each of its corps ---------------------------------------------------


@dataclass(frozen=True, slots=True)
class BodyPlan:
    """A body that fights as one character: the whole army, or one of its corps (each
    with its own headcount, hit points, damage, heroes and advantage points)."""

    name: str
    path: Path
    units: tuple[tuple[str, int, int], ...]
    """(unit, value, count)."""
    heroes: tuple[str, ...]
    at: str | None
    hp: int
    db: int
    vdb: int

    @property
    def headcount(self) -> int:
        return sum(count for _, _, count in self.units)

    @property
    def ruthless_db(self) -> int:
        """Base damage while Impitoyable: +50 %, rounded up (ruling O6)."""
        return _ceil(self.db * RUTHLESS_DAMAGE)

    @property
    def last_chance(self) -> int:
        """Dernière chance: damage sent back each time the body is hit, DB/2 rounded up."""
        return _ceil(self.db * LAST_CHANCE)

    @property
    def hp_track(self) -> tuple[tuple[int, int, int], ...]:
        """(hit points left, DB, VDB) after each twentieth of the hit points is lost:
        DB and VDB shrink with the hit points (J4)."""
        out = []
        for step in range(1, HP_TRACK_STEPS + 1):
            left = self.hp * (HP_TRACK_STEPS - step) // HP_TRACK_STEPS
            db = base_damage(left)
            out.append((left, db, damage_step(db)))
        return tuple(out)


def body(
    name: str,
    path: Path,
    units: tuple[tuple[str, int, int], ...],
    heroes: tuple[str, ...] = (),
    at: str | None = None,
) -> BodyPlan:
    hp = hit_points((value, count) for _, value, count in units)
    db = base_damage(hp)
    return BodyPlan(name, path, units, heroes, at, hp, db, damage_step(db))


def _ceil(value: Fraction) -> int:
    return -(-value.numerator // value.denominator)


# --- the army ---------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class ArmyPlan:
    army: Army
    path: Path
    side: str
    level: Stat
    characteristics: dict[str, Stat]
    skills: dict[str, Stat]
    talents: dict[str, int]
    """Talent -> times taken."""
    talent_slots: int
    whole: BodyPlan
    corps: tuple[BodyPlan, ...]
    heroes: tuple[HeroPlan, ...]
    unrated: tuple[str, ...]
    """Criteria the file leaves out: counted as 0, average (ruling O1)."""
    grace_round_gain: int

    @property
    def name(self) -> str:
        return self.army.name

    @property
    def modifiers(self) -> dict[str, int]:
        return {k: modifier(s.value) for k, s in self.characteristics.items()}

    @property
    def passives(self) -> dict[str, int]:
        return {k: passive(self.skills[k].value) for k in PASSIVE_SKILLS}

    @property
    def passives_all(self) -> dict[str, int]:
        """10 + every skill: what an action against this army must meet (J2)."""
        return {k: passive(s.value) for k, s in self.skills.items()}

    @property
    def bodies(self) -> tuple[BodyPlan, ...]:
        """The corps if the army is split, else the whole army."""
        return self.corps or (self.whole,)

    def has(self, talent: str) -> bool:
        return self.talents.get(talent, 0) > 0

    @property
    def strategist(self) -> int:
        return self.army.commander.strategist

    @property
    def critical_low(self) -> int:
        return critical_low(self.strategist, self.has("master_strategist"))

    @property
    def critical_chance(self) -> Fraction:
        return critical_chance(self.critical_low)

    @property
    def starting_advantage(self) -> int:
        """A strategist starts with as many advantage points as his rank (and gains them
        again each time initiative is rolled)."""
        return self.strategist

    @property
    def grace_round(self) -> int:
        """Advantage points a round of grace costs (negative) or brings: -2, nothing from
        strategist rank 2 or with Assurance, a gain from rank 3 (ruling O5)."""
        if self.strategist >= GRACE_ROUND_GAIN_RANK:
            return self.grace_round_gain
        if self.strategist >= GRACE_ROUND_FREE_RANK or self.has("assurance"):
            return 0
        return -GRACE_ROUND_LOSS

    @property
    def initiative_cap(self) -> int:
        wide = self.has("forced_march") or self.has("opportune_attack")
        return INITIATIVE_PER_ROUND_WIDE if wide else INITIATIVE_PER_ROUND

    @property
    def actions_per_round(self) -> int:
        return ACTIONS_PER_ROUND_ADAPTED if self.has("adaptation") else ACTIONS_PER_ROUND

    @property
    def speed(self) -> Fraction:
        base = Fraction(self.army.speed)
        return base * FORCED_MARCH_SPEED if self.has("forced_march") else base

    @property
    def army_heroism(self) -> int:
        """Heroism points for the army alone (Maître du destin)."""
        return MASTER_OF_FATE_HEROISM if self.has("master_of_fate") else 0

    @property
    def talents_taken(self) -> int:
        return sum(self.talents.values())


# --- matchups: one army acting against one enemy ----------------------------------------------


@dataclass(frozen=True, slots=True)
class Option:
    """One way to roll an action: a skill of ours against a passive defence of theirs."""

    attack: str
    defence: str
    skill_extra: tuple[Term, ...]
    """What the ground adds to our skill here."""
    score: int
    """Our skill with the ground's effects."""
    difficulty_extra: tuple[Term, ...]
    """What the ground, Détermination and a stronghold add to their passive defence."""
    difficulty: int
    """Their passive defence (10 + skill) with all of that."""
    success: Fraction
    critical: Fraction

    @property
    def need(self) -> int:
        return needed(self.score, self.difficulty)


@dataclass(frozen=True, slots=True)
class ActionOdds:
    action: Action
    options: tuple[Option, ...]

    @property
    def best(self) -> Option:
        """The option with the best chance: the attacker picks the skill and the defence
        it rolls against (ruling O10)."""
        return max(self.options, key=lambda o: (o.success, o.critical))


@dataclass(frozen=True, slots=True)
class Hit:
    """The damage of one hit of a kind, by a body of ours against the enemy army."""

    key: str
    """``power``, ``power_brute``, ``finesse``, ``combined_power``, ``combined_finesse``."""
    dice: int
    modifier: int
    bonus: int
    """Multiples of VDB from talents (Brute)."""
    by_roll: tuple[tuple[int, int, Fraction], ...]
    """(dice total, damage, chance)."""

    @property
    def low(self) -> int:
        return self.by_roll[0][1]

    @property
    def high(self) -> int:
        return self.by_roll[-1][1]

    @property
    def mean(self) -> Fraction:
        return sum((d * p for _, d, p in self.by_roll), Fraction(0))


@dataclass(frozen=True, slots=True)
class Matchup:
    """One body of ours (the army, or a corps) acting against the enemy's bodies standing
    on one ground (corps on the same ground face the same odds)."""

    attacker: str
    attacker_body: str
    defender: str
    defender_bodies: tuple[str, ...]
    attacker_ground: Ground
    defender_ground: Ground
    actions: tuple[ActionOdds, ...]
    hits: tuple[Hit, ...]
    """Our body's hits against the enemy (the enemy's Constitution soaks)."""
    soak: int
    """The enemy's CON modifier: VDB taken off each hit."""
    critical_low: int


# --- the battle -------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class BattlePlan:
    battle: Battle
    armies: tuple[ArmyPlan, ...]
    grounds: tuple[Ground, ...]
    matchups: tuple[Matchup, ...]
    findings: tuple[Finding, ...]

    @property
    def warnings(self) -> tuple[Finding, ...]:
        return warnings_in(self.findings)

    @property
    def participants(self) -> int:
        return sum(a.whole.headcount for a in self.armies)

    @property
    def round_minutes(self) -> int | None:
        return round_minutes(self.participants)

    @property
    def rounds_before_fatigue(self) -> int | None:
        minutes = self.round_minutes
        return None if minutes is None else rounds_before_fatigue(minutes)

    def ground(self, name: str | None) -> Ground:
        return next((g for g in self.grounds if g.name == name), open_ground(self.battle))

    def army(self, name: str) -> ArmyPlan:
        return next(a for a in self.armies if a.name == name)

    def against(self, name: str) -> tuple[Matchup, ...]:
        return tuple(m for m in self.matchups if m.attacker == name)


def open_ground(battle: Battle) -> Ground:
    """Where a body with no zone stands: flat, under the battle's weather."""
    return Ground("", weather=battle.weather)


def compute(battle: Battle) -> BattlePlan:
    """Validate the rules of ``battle`` and work out every number of the kit."""
    notes: list[Finding] = []
    if len(battle.armies) < 2:
        notes.append(error("fate_two_armies", ("armies",), count=len(battle.armies)))
    names = [a.name for a in battle.armies]
    for i, name in enumerate(names):
        if name in names[:i]:
            notes.append(error("army_name_twice", ("armies", i, "name"), army=name))
    grounds = _grounds(battle, notes)
    zone_names = [g.name for g in grounds]
    armies = tuple(
        _army(army, ("armies", a), battle, zone_names, notes)
        for a, army in enumerate(battle.armies)
    )
    _places_without_zones(battle, notes)
    if len(armies) >= 2 and len(set(names)) == len(names) and len({a.side for a in armies}) < 2:
        notes.append(error("one_side", ("armies",)))
    _tactical_advantage(armies, notes)
    _shared_zones(armies, notes)
    participants = sum(a.whole.headcount for a in armies)
    if participants < MIN_BATTLE:
        notes.append(
            warning("not_a_battle", ("armies",), "J6", count=participants, least=MIN_BATTLE)
        )
    if any(f.severity is Severity.ERROR for f in notes):
        raise InvalidBattle(notes)
    by_name = {g.name: g for g in grounds}
    cache: dict[tuple[str, Ground, str, Ground], tuple[ActionOdds, ...]] = {}
    matchups = tuple(
        matchup(a, ours, d, theirs, by_name, battle, cache)
        for a in armies
        for ours in a.bodies
        for d in armies
        if a.side != d.side
        for theirs in _by_ground(d.bodies)
    )
    return BattlePlan(battle, armies, grounds, matchups, tuple(notes))


def _grounds(battle: Battle, notes: list[Finding]) -> tuple[Ground, ...]:
    out = []
    seen: list[str] = []
    for z, zone in enumerate(battle.zones):
        if zone.name in seen:
            notes.append(error("zone_name_twice", ("zones", z, "name"), name=zone.name))
        seen.append(zone.name)
        out.append(
            Ground(
                zone.name,
                zone.unstable_ground,
                zone.stronghold,
                zone.cover,
                zone.heights,
                battle.weather if zone.weather is None else zone.weather,
            )
        )
    return tuple(out)


def _army(
    army: Army, path: Path, battle: Battle, zones: list[str], notes: list[Finding]
) -> ArmyPlan:
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
    heroes = _heroes(army, path, notes)
    whole = body(army.name, path, units, heroes=tuple(h.name for h in heroes), at=army.at)
    corps = _corps(army, path, units, heroes, notes)
    _check_places(army, path, zones, notes)
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


def _heroes(army: Army, path: Path, notes: list[Finding]) -> list[HeroPlan]:
    out = []
    commander = army.commander
    if commander.hero is not None:
        hpath: Path = (*path, "commander", "hero")
        out.append(
            _hero_plan(
                commander.name,
                hpath,
                commander.level,
                commander.player,
                commander.hero.superior_race,
                commander.hero.bonuses,
                commander.hero.heroism,
                True,
                notes,
            )
        )
    for i, hero in enumerate(army.heroes):
        hpath = (*path, "heroes", i)
        if any(h is not None and h.name == hero.name for h in out):
            notes.append(
                error("hero_name_twice", (*hpath, "name"), army=army.name, name=hero.name)
            )
        out.append(
            _hero_plan(
                hero.name,
                hpath,
                hero.level,
                hero.player,
                hero.superior_race,
                hero.bonuses,
                hero.heroism,
                False,
                notes,
                hero.notes,
            )
        )
    return [h for h in out if h is not None]


def _hero_plan(
    name: str,
    path: Path,
    level: int,
    player: bool,
    superior_race: bool,
    bonuses: dict[str, int],
    heroism: int,
    commander: bool,
    notes: list[Finding],
    remarks: str | None = None,
) -> HeroPlan | None:
    cls = hero_class(level, player, superior_race)
    if cls is None:
        notes.append(
            error(
                "hero_ordinary",
                (*path, "level") if not commander else path,
                "J5",
                name=name,
                level=level,
            )
        )
        return None
    plan = HeroPlan(
        name=name,
        path=path,
        level=level,
        player=player,
        superior_race=superior_race,
        commander=commander,
        level_class=level_class(level),
        cls=cls,
        bonuses={k: v for k, v in bonuses.items() if v},
        heroism=heroism,
        notes=remarks or "",
    )
    notes.extend(check_hero(plan))
    return plan


def _corps(
    army: Army,
    path: Path,
    units: tuple[tuple[str, int, int], ...],
    heroes: list[HeroPlan],
    notes: list[Finding],
) -> tuple[BodyPlan, ...]:
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
                        hint=suggest(unit, by_unit),
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
                        hint=suggest(hero, declared),
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
        out.append(body(corps.name, kpath, tuple(rows), heroes=corps.heroes, at=at))
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


def _with_corps(hero: HeroPlan, corps: tuple[Corps, ...]) -> HeroPlan:
    home = next((c.name for c in corps if hero.name in c.heroes), None)
    if home is None:
        return hero
    return replace(hero, corps=home)


def _places(army: Army, path: Path) -> list[tuple[str, Path]]:
    """Where an army and its corps say they stand (``at:``), with the key's place."""
    places: list[tuple[str, Path]] = []
    if army.at is not None:
        places.append((army.at, (*path, "at")))
    places += [
        (c.at, (*path, "corps", k, "at")) for k, c in enumerate(army.corps) if c.at is not None
    ]
    return places


def _check_places(army: Army, path: Path, zones: list[str], notes: list[Finding]) -> None:
    if not zones:
        return  # one error for the whole battle (``_places_without_zones``)
    for name, where in _places(army, path):
        if name not in zones:
            notes.append(error("unknown_place", where, name=name, hint=suggest(name, zones)))


def _places_without_zones(battle: Battle, notes: list[Finding]) -> None:
    """A battle without zones whose armies stand ``at:`` some: one mistake, one error."""
    places = [p for a, army in enumerate(battle.armies) for p in _places(army, ("armies", a))]
    if not battle.zones and places:
        name, where = places[0]
        notes.append(error("places_without_zones", where, name=name, count=len(places)))


def _shared_zones(armies: tuple[ArmyPlan, ...], notes: list[Finding]) -> None:
    """Enemies start in separate zones: sharing one is a total melee, won by an action."""
    for i, a in enumerate(armies):
        for b in armies[i + 1 :]:
            if a.side == b.side:
                continue
            for ours in a.bodies:
                for theirs in b.bodies:
                    if ours.at is not None and ours.at == theirs.at:
                        notes.append(
                            warning(
                                "enemies_share_zone",
                                (*theirs.path, "at"),
                                zone=ours.at,
                                first=ours.name,
                                second=theirs.name,
                            )
                        )


def _tactical_advantage(armies: tuple[ArmyPlan, ...], notes: list[Finding]) -> None:
    """Only one of two enemies can hold a tactical advantage over the other."""
    for i, a in enumerate(armies):
        for b in armies[i + 1 :]:
            if a.side != b.side and a.has("tactical_advantage") and b.has("tactical_advantage"):
                notes.append(
                    warning(
                        "tactical_advantage_both",
                        (*b.path, "talents"),
                        first=a.name,
                        second=b.name,
                    )
                )


# --- matchups ---------------------------------------------------------------------------------


def _by_ground(bodies: tuple[BodyPlan, ...]) -> list[tuple[BodyPlan, ...]]:
    """The bodies grouped by the zone they stand in, in file order."""
    groups: dict[str | None, list[BodyPlan]] = {}
    for b in bodies:
        groups.setdefault(b.at, []).append(b)
    return [tuple(g) for g in groups.values()]


def matchup(
    attacker: ArmyPlan,
    body: BodyPlan,
    defender: ArmyPlan,
    targets: tuple[BodyPlan, ...],
    grounds: dict[str, Ground],
    battle: Battle,
    cache: dict[tuple[str, Ground, str, Ground], tuple[ActionOdds, ...]] | None = None,
) -> Matchup:
    """``body`` of ``attacker`` acting against ``targets`` of ``defender`` (bodies on one
    ground): every action's odds from where each stands, every hit's damage. Corps of one
    army on the same ground share their odds: ``cache`` keeps them between calls."""
    own = grounds.get(body.at or "", open_ground(battle))
    theirs = grounds.get(targets[0].at or "", open_ground(battle))
    soak = defender.modifiers["constitution"]
    raw = battle.house_rules.advantage_points == "raw"
    key = (attacker.name, own, defender.name, theirs)
    known = cache if cache is not None else {}
    if key not in known:
        needs_success = battle.house_rules.critical_needs_success
        known[key] = action_odds(attacker, defender, own, theirs, needs_success)
    odds = known[key]
    return Matchup(
        attacker.name,
        body.name,
        defender.name,
        tuple(t.name for t in targets),
        own,
        theirs,
        odds,
        hits_of(attacker, body, soak, raw),
        soak,
        attacker.critical_low,
    )


def action_odds(
    attacker: ArmyPlan, defender: ArmyPlan, own: Ground, theirs: Ground, needs_success: bool
) -> tuple[ActionOdds, ...]:
    """Every action of ``attacker`` standing on ``own`` against ``defender`` on
    ``theirs``: each skill it may roll against each defence it may face (ruling O10)."""
    ours = terrain.merged(
        terrain.occupant(own), terrain.heights(own, theirs), terrain.against(theirs)
    )
    their = terrain.merged(terrain.occupant(theirs), terrain.heights(theirs, own))
    determined = attacker.has("determination") and not defender.has("determination")
    passives = defender.passives_all
    odds = []
    for action in ACTIONS:
        options = []
        for attack in action.attack:
            mine = tuple(ours.get(attack, ()))
            score = attacker.skills[attack].value + sum(x.value for x in mine)
            for defence in action.defence:
                extra = list(their.get(defence, []))
                if determined and defence in DEFENCES:
                    extra.append(Term("talent.determination", DETERMINATION))
                if (action.key, defence) in (("push_back", "parry"), ("total_melee", "vigour")):
                    special = terrain.stronghold_special(theirs)
                    if special:
                        extra.append(Term("stronghold_special", special))
                difficulty = passives[defence] + sum(x.value for x in extra)
                success, critical = chances(
                    score, difficulty, attacker.critical_low, needs_success
                )
                options.append(
                    Option(
                        attack, defence, mine, score, tuple(extra), difficulty, success, critical
                    )
                )
        if options:
            odds.append(ActionOdds(action, tuple(options)))
    return tuple(odds)


def hits_of(army: ArmyPlan, plan: BodyPlan, soak: int, raw: bool) -> tuple[Hit, ...]:
    """Each kind of hit ``plan`` deals against a target soaking ``soak`` VDB: 1d4 or 2d4
    (a combined assault), adjusted by Force or Dextérité, Brute on the Force rolls (in
    VDB, or in points with ``raw``: ruling O3)."""
    mods = army.modifiers
    brute = BRUTE_DAMAGE if army.has("brute") else 0
    kinds = [("power", 1, mods["strength"], 0)]
    if brute:
        kinds.append(("power_brute", 1, mods["strength"], brute))
    kinds += [
        ("finesse", 1, mods["dexterity"], 0),
        ("combined_power", 2, mods["strength"], brute),
        ("combined_finesse", 2, mods["dexterity"], 0),
    ]
    out = []
    for key, dice, mod, bonus in kinds:
        vdb_bonus, raw_bonus = (0, bonus) if raw else (bonus, 0)
        by_roll = tuple(
            (
                roll,
                hit(
                    plan.db,
                    plan.vdb,
                    roll,
                    modifier=mod,
                    bonus=vdb_bonus,
                    soak=soak,
                    raw_bonus=raw_bonus,
                ),
                chance,
            )
            for roll, chance in damage_roll(dice)
        )
        out.append(Hit(key, dice, mod, bonus, by_roll))
    return tuple(out)
