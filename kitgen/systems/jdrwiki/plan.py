"""The plan of a battle, as values: what ``rules.compute`` hands to the report and the kit.

A body (the whole army, or one of its corps) with its hit points, base damage and
hit-point track (J4; rounding Impitoyable and Dernière chance, ruling O6); an army with its
level, characteristics, skills and talents (J1-J3), its critical range, grace round (ruling
O5) and round limits; the odds of an action (ruling O10) and the damage of a hit; one body
against the enemy; the whole battle with its round length (J6). No checks happen here.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from kitgen.model import Finding, Stat, Term, warnings_in
from kitgen.nodes import Path
from kitgen.systems.jdrwiki.action_tables import Action
from kitgen.systems.jdrwiki.army import (
    army_level,
    base_damage,
    critical_chance,
    critical_low,
    damage_step,
    hit_points,
    modifier,
    needed,
    passive,
    round_minutes,
    rounds_before_fatigue,
    sent_back,
)
from kitgen.systems.jdrwiki.army_tables import (
    GRACE_ROUND_FREE_RANK,
    GRACE_ROUND_GAIN_RANK,
    GRACE_ROUND_LOSS,
    PASSIVE_SKILLS,
)
from kitgen.systems.jdrwiki.heroes import HeroPlan
from kitgen.systems.jdrwiki.model import Army, Battle
from kitgen.systems.jdrwiki.talent_tables import (
    ACTIONS_PER_ROUND,
    ACTIONS_PER_ROUND_ADAPTED,
    FORCED_MARCH_SPEED,
    INITIATIVE_PER_ROUND,
    INITIATIVE_PER_ROUND_WIDE,
    MASTER_OF_FATE_HEROISM,
    RUTHLESS_DAMAGE,
    TALENTS_BASE,
    TALENTS_LEVEL,
)
from kitgen.systems.jdrwiki.terrain import Ground

DEFAULT_SPEED = 1
"""An army whose file gives no speed, neither its own nor any unit's: "la vitesse de la plus
lente armée d'une bataille sera de 1 unité pour 1 déplacement au minimum"."""
HP_TRACK_STEPS = 20
"""The hit-point track: a box for each twentieth of the starting hit points."""


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
    plans: tuple[tuple[str, ...], ...] = ()
    """The plans the file gives this body for its races (ruling O15), each a sequence of
    actions repeated in turn; none: its best assault."""

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
        return sent_back(self.db)

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
    plans: tuple[str | tuple[str, ...], ...] = (),
) -> BodyPlan:
    hp = hit_points((value, count) for _, value, count in units)
    db = base_damage(hp)
    steps = tuple((p,) if isinstance(p, str) else p for p in plans)
    return BodyPlan(name, path, units, heroes, at, hp, db, damage_step(db), steps)


def _ceil(value: Fraction) -> int:
    return -(-value.numerator // value.denominator)


# --- the army ---------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Succession:
    """The army's talents under the commander's successor (ruling O18)."""

    talent_slots: int
    """Talents the successor's command allows: 1, 2 from army level 10 (no third: an aide
    is not a player character)."""
    talents_taken: int
    level_known: bool
    """Whether the successor's level (and so the second talent) is known."""

    strategist: int = 0
    """The successor's strategist rank (seed 002, "Stratège"): their critical range, the
    advantage points at each initiative roll, the cost of rolling initiative again."""

    @property
    def loses_talents(self) -> bool:
        return self.level_known and self.talent_slots < self.talents_taken


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
    strategist_points: str = "each_corps"
    """How a split army's corps get the strategist's advantage points (ruling O16)."""
    strategist_first_roll: str = "rank"
    """Round 1: the start is the first initiative roll's gain (rank, ruling O22), or both
    (twice the rank)."""

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
    def shares_points(self) -> bool:
        """Whether the strategist's points are shared out between the corps (house rule)
        rather than each corps getting them all (ruling O16)."""
        return bool(self.corps) and self.strategist_points == "shared"

    def start_of(self, k: int) -> int:
        """The advantage points the ``k``-th body (a corps, or the whole army) starts with
        and regains at each of its initiative rolls: the strategist's rank in each corps
        (ruling O16), or, shared, an even part of it, the first corps taking the odd ones."""
        if not self.shares_points:
            return self.strategist
        n = len(self.corps)
        return self.strategist // n + (1 if k < self.strategist % n else 0)

    @property
    def doubles_first_roll(self) -> bool:
        """Whether round 1 brings the start's points and the first initiative roll's as
        well (house rule), rather than the start being that roll (ruling O22)."""
        return self.strategist_first_roll == "both"

    def round_one_of(self, k: int) -> int:
        """The advantage points the ``k``-th body holds in round 1: its start, which is its
        first initiative roll's gain (ruling O22), or twice that with the house rule."""
        return self.start_of(k) * (2 if self.doubles_first_roll else 1)

    @property
    def round_one_advantage(self) -> int:
        """The whole army's advantage points in round 1 (ruling O22)."""
        return self.starting_advantage * (2 if self.doubles_first_roll else 1)

    @property
    def grace_round(self) -> int:
        """Advantage points a round of grace costs (negative) or brings: -2, nothing from
        strategist rank 2 or with Assurance, a gain from rank 3 (ruling O5)."""
        return self.grace_round_at(self.strategist)

    def grace_round_at(self, strategist: int) -> int:
        """:attr:`grace_round` under a commander of that strategist rank (the successor's,
        ruling O18), the army's talents as they are."""
        if strategist >= GRACE_ROUND_GAIN_RANK:
            return self.grace_round_gain
        if strategist >= GRACE_ROUND_FREE_RANK or self.has("assurance"):
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
    def slowest_unit(self) -> tuple[str, int] | None:
        """(name, speed) of the slowest unit that gives a speed; None when none does."""
        given = [(u.speed, u.name) for u in self.army.units if u.speed is not None]
        if not given:
            return None
        speed, name = min(given, key=lambda x: x[0])
        return name, speed

    @property
    def speed_source(self) -> str:
        """``file`` (the army's own `speed:`), ``slowest_unit`` or ``default`` (1)."""
        if self.army.speed is not None:
            return "file"
        return "default" if self.slowest_unit is None else "slowest_unit"

    @property
    def speed(self) -> Fraction:
        """The slowest unit's speed unless the file gives the army's ("Vitesse de
        déplacement"); 1 when neither does; x 1.5 with Marche forcée."""
        slowest = self.slowest_unit
        given = self.army.speed
        base = Fraction(given if given is not None else slowest[1] if slowest else DEFAULT_SPEED)
        return base * FORCED_MARCH_SPEED if self.has("forced_march") else base

    @property
    def commander_hero(self) -> HeroPlan | None:
        """The commander as one of the army's heroes, when the file lets them step in."""
        return next((h for h in self.heroes if h.commander), None)

    @property
    def confusion(self) -> int:
        """The round of confusion after the commander's hero death: minus the commander's
        hero class rank on every skill, none with Assurance or a commander who never steps
        in as a hero (ruling O14)."""
        hero = self.commander_hero
        return 0 if hero is None or self.has("assurance") else hero.cls.rank

    @property
    def successor(self) -> tuple[str, int | None] | None:
        """Who takes command after the commander's hero death, and the army's level then
        (ruling O18): the first aide de camp of the file, the level as J3 computes it with
        that aide as the commander and the other aides as theirs, ``None`` when the file
        gives no level for the aide; ``None`` for an army without aides (the GM names one)."""
        if not self.army.aides:
            return None
        first, *others = self.army.aides
        if first.level is None:
            return first.name, None
        level = army_level(
            first.level,
            first.strategist,
            first.formations,
            ((aide.strategist, aide.formations) for aide in others),
        )
        return first.name, level.value

    @property
    def succession(self) -> Succession | None:
        """The talents the army may keep under the commander's successor (seed 002,
        "Talents d'armée": 1, a second from army level 10, a third only for a player
        character's command; ruling O18): ``None`` when the GM names the successor."""
        found = self.successor
        if found is None:
            return None
        level = found[1]
        # an aide is never a player character: no third talent
        slots = TALENTS_BASE + (1 if level is not None and level >= TALENTS_LEVEL else 0)
        return Succession(
            slots, self.talents_taken, level is not None, self.army.aides[0].strategist
        )

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
class FollowUpOdds:
    """The action rolled after a successful Charge, Étau or Chausse-trappe, or inside a
    total melee: the best option again with the bonus (ruling O12)."""

    key: str
    bonus: int
    """Added to the roll: the follow-up's own, and Brute once more where it doubles."""
    damage: int
    """Added to the damage, in VDB (or points with ``advantage_points: raw``)."""
    success: Fraction
    critical: Fraction


@dataclass(frozen=True, slots=True)
class ActionOdds:
    action: Action
    options: tuple[Option, ...]
    follow_ups: tuple[FollowUpOdds, ...] = ()

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
    critical: tuple[tuple[int, Fraction], ...] = ()
    """(damage, chance) when a critical takes more damage: the dice doubled and the
    modifier twice (ruling O11)."""

    @property
    def low(self) -> int:
        return self.by_roll[0][1]

    @property
    def high(self) -> int:
        return self.by_roll[-1][1]

    @property
    def mean(self) -> Fraction:
        return sum((d * p for _, d, p in self.by_roll), Fraction(0))

    @property
    def critical_low(self) -> int:
        return self.critical[0][0]

    @property
    def critical_high(self) -> int:
        return self.critical[-1][0]

    @property
    def critical_mean(self) -> Fraction:
        return sum((d * p for d, p in self.critical), Fraction(0))


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
    closing_in: str = ""
    """Which side moved to where the odds hold, ``attacker`` or ``defender``: two zones
    or more apart, the side that does not hold the field comes to the free zone next to
    the other (``places.approach``); empty where the odds hold in the starting zones."""
    came_from: str = ""
    """The zone the side closing in starts in."""
    moves: int = 0
    """The moves it takes to get there."""


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
