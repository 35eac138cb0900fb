"""Promiterra wars (seed 003): pure computation.

``compute(battle)`` turns a validated battle file into every value a GM can know before
the dice roll: each troop's stats with their bonuses and the seed's limits (P4), its
dice-cutting entry and a track by size (P2, P5), its loyalty chance and what makes it test
(P3), the army's value and the one-third rule, the map and its cells, and the expected
losses every troop inflicts on every enemy troop, exactly, with and without each level of
fortification (P1, P5). Rulings P1-P5 of ``shared/RULINGS.md`` and M1-M9 of
``docs/rulings.md`` are cited where they apply. No I/O: problems come back as
``Finding`` values with a path into the battle file.
"""

from __future__ import annotations

import bisect
import functools
import math
import re
from dataclasses import dataclass
from fractions import Fraction

from kitgen.dice import Dist, binomial, constant, d, exact_sum, nd
from kitgen.model import Finding, InvalidBattle, Severity, Stat, Term, error, warning, warnings_in
from kitgen.nodes import Path
from kitgen.schema import suggest
from kitgen.systems.promiterra.model import Army, Battle, CellType, Modifier, Troop
from kitgen.systems.promiterra.tables import (
    DICE_CUTTING,
    DIE,
    DUEL_LOYALTY_LOSS,
    FATE_OUTCOMES,
    FATE_ROLLS,
    FORTIFICATION_LEVELS,
    FORTIFICATIONS,
    LOYALTY_ALWAYS_FAILS,
    LOYALTY_ALWAYS_SUCCEEDS,
    LOYALTY_DICE,
    LOYALTY_SHARE,
    MIN_SHOOTING_RANGE,
    SPECIAL_SHARE,
    STAT_LIMITS,
    TERRAINS,
    Cut,
    FateRoll,
)

TERRAIN_BY_KEY = {t.key: t for t in TERRAINS}
FORTIFICATION_BY_KEY = {f.key: f for f in FORTIFICATIONS}
CLASS_COSTS = {"normal": 1, "difficult": 2, "very_difficult": 3}
LEVELS = (0, *FORTIFICATION_LEVELS)
"""Fortification levels a defender can stand behind: none, then the seed's four."""
MAX_COLUMNS = 26
"""Map columns are lettered A to Z."""
EXACT_TRIALS = 500
"""Above this many attacking units (and facing fewer defenders), the all-dice mean of a
capped loss is summed in floating point (ruling M4); below, it is an exact fraction."""

TAIL_SPREAD = 15
"""Standard deviations summed on each side of the mean in the floating-point path."""

_LOWS = [c.low for c in DICE_CUTTING]


# --- dice -------------------------------------------------------------------------------------


def cut(units: int) -> Cut:
    """The dice-cutting row for a pool of ``units`` dice (P2): roll ``dice``, count each
    success ``multiplier`` times."""
    if units < 1:
        raise ValueError("a pool has at least one die")
    return DICE_CUTTING[bisect.bisect_right(_LOWS, units) - 1]


def chance(stat: int) -> Fraction:
    """A d6 succeeds on a roll <= ``stat``."""
    return Fraction(max(0, min(stat, DIE)), DIE)


def count_successes(rolls: tuple[int, ...], stat: int) -> int:
    """How many d6 ``rolls`` are <= ``stat`` (an attack's hits, a defence's saves)."""
    return sum(1 for r in rolls if r <= stat)


def left_after_saves(hits: int, saves: int, row: Cut) -> int:
    """Hits left after a defence wave that rolled ``row.dice`` dice with ``saves`` successes:
    each success cancels ``row.multiplier`` hits; all of them succeeding cancels every hit
    ("défense parfaite", P2)."""
    if saves >= row.dice:
        return 0
    return max(0, hits - saves * row.multiplier)


def attack_hits(units: int, attack: int, cutting: bool = True) -> Dist:
    """Hits rolled by ``units`` attacking at ``attack``: one d6 per unit (P1), or the
    dice-cutting table's dice times its multiplier (P2)."""
    if units < 1:
        return constant(0)
    if not cutting:
        return binomial(units, chance(attack))
    row = cut(units)
    return binomial(row.dice, chance(attack)).times(row.multiplier)


@functools.cache
def save_wave(hits: int, save: int, cutting: bool = True) -> Dist:
    """Hits still standing after one defence wave at ``save`` (a troop's Defense, or a
    fortification level): one d6 per hit, or the cut pool (P2, ruling M1)."""
    if hits < 1:
        return constant(0)
    row = cut(hits) if cutting else Cut(hits, hits, hits, 1)
    return binomial(row.dice, chance(save)).map(lambda k: left_after_saves(hits, k, row))


def losses(
    units: int,
    attack: int,
    defense: int,
    level: int,
    defenders: int,
    cut_fortification: bool = True,
) -> Dist:
    """Units a defender of ``defenders`` units loses to ``units`` attackers, with the dice
    cut (P1, P2): the attack, the defender's own saves, then the fortification's second save
    at ``level`` (0: none). Losses never exceed the defender's units (ruling M2)."""
    after = _after_defense(units, attack, defense)
    if level:
        after = after.bind(lambda h: save_wave(h, level, cut_fortification))
    return after.map(lambda h: min(h, defenders))


def loss_summary(
    units: int,
    attack: int,
    defense: int,
    level: int,
    defenders: int,
    cut_fortification: bool = True,
) -> Capped:
    """The mean of :func:`losses` and its chance of taking every unit, worked out by
    linearity over the hits past the defender's own saves, without building the whole
    distribution (several times faster on a big war; tests check both agree). Exact,
    unless an uncut fortification save (ruling M1's override) rolls more than
    ``EXACT_TRIALS`` dice."""
    means: list[tuple[int, int]] = []
    wipes: list[tuple[int, int]] = []
    exact = True
    for hits, w in _after_defense(units, attack, defense):
        if level:
            wave = _capped_wave(hits, level, defenders, cut_fortification)
            mean, wipe = wave.mean, wave.tail
            exact = exact and wave.exact
        else:
            mean, wipe = Fraction(min(hits, defenders)), Fraction(int(hits >= defenders))
        means.append((w.numerator * mean.numerator, w.denominator * mean.denominator))
        wipes.append((w.numerator * wipe.numerator, w.denominator * wipe.denominator))
    return Capped(exact_sum(means), exact_sum(wipes), exact)


@functools.cache
def _capped_wave(hits: int, save: int, cap: int, cutting: bool) -> Capped:
    """min(hits left, ``cap``) after one more defence wave: its mean and the chance it
    reaches ``cap``. Uncut, the wave is a binomial of one die per hit."""
    if hits < 1:
        return Capped(Fraction(0), Fraction(0), True)
    if not cutting:
        return capped_binomial(hits, 1 - chance(save), cap)
    wave = save_wave(hits, save)
    return Capped(wave.expect(lambda h: min(h, cap)), wave.prob(lambda h: h >= cap), True)


@functools.cache
def _after_defense(units: int, attack: int, defense: int) -> Dist:
    """Hits past the defender's own saves (shared by every fortification level)."""
    return attack_hits(units, attack).bind(lambda h: save_wave(h, defense))


def through_chance(attack: int, defense: int, level: int) -> Fraction:
    """The chance one attacking die ends as a loss when every die is rolled: it hits, the
    defender's save fails, and the fortification's save fails."""
    return chance(attack) * (1 - chance(defense)) * (1 - chance(level))


def all_dice_losses(
    units: int, attack: int, defense: int, level: int, defenders: int
) -> tuple[Fraction, bool]:
    """Mean losses when every die is rolled (one per unit, one per hit): a binomial of
    ``units`` trials, capped at ``defenders`` (ruling M2). The flag says whether the mean
    is exact (ruling M4)."""
    found = capped_binomial(units, through_chance(attack, defense, level), defenders)
    return found.mean, found.exact


@dataclass(frozen=True, slots=True)
class Capped:
    """What a binomial X capped at ``cap`` gives: E[min(X, cap)] and P(X >= cap)."""

    mean: Fraction
    tail: Fraction
    exact: bool
    """False when summed in floating point (ruling M4)."""


def capped_binomial(trials: int, p: Fraction, cap: int) -> Capped:
    """E[min(X, cap)] and P(X >= cap) for X ~ Binomial(trials, p), ``cap`` >= 1.

    Exact in integers up to ``EXACT_TRIALS`` trials (summing the shorter tail); beyond, in
    floating point, good to ~1e-12 of the mean (ruling M4)."""
    if p == 0:
        return Capped(Fraction(0), Fraction(0), True)
    if p == 1:
        return Capped(Fraction(min(cap, trials)), Fraction(int(trials >= cap)), True)
    if cap > trials:
        return Capped(trials * p, Fraction(0), True)
    if trials <= EXACT_TRIALS:
        return _exact_capped(trials, p, cap)
    return _float_capped(trials, float(p), cap)


def _exact_capped(n: int, p: Fraction, cap: int) -> Capped:
    """Terms C(n,k) a^k q^(n-k) over b^n, each from its neighbour, in integers."""
    a, b = p.numerator, p.denominator
    q = b - a
    total = b**n
    if cap <= n - cap:
        # E[min(X, c)] = c - sum_{k<c} (c - k) P(X = k); P(X >= c) = 1 - sum_{k<c} P(X = k)
        term, shortfall, below = q**n, 0, 0
        for k in range(cap):
            shortfall += (cap - k) * term
            below += term
            term = term * (n - k) * a // ((k + 1) * q)
        return Capped(cap - Fraction(shortfall, total), 1 - Fraction(below, total), True)
    # E[min(X, c)] = n p - sum_{k>c} (k - c) P(X = k), from the top term a^n down.
    term, excess, above = a**n, 0, 0
    for k in range(n, cap - 1, -1):
        excess += (k - cap) * term
        above += term
        term = term * k * q // ((n - k + 1) * a)
    return Capped(n * p - Fraction(excess, total), Fraction(above, total), True)


def _float_capped(n: int, p: float, cap: int) -> Capped:
    """Sum the terms within ``TAIL_SPREAD`` standard deviations of the mean (the rest
    weighs less than 1e-40), each term from its neighbour's."""
    mean = n * p
    spread = TAIL_SPREAD * math.sqrt(n * p * (1 - p)) + 10
    low, high = max(0, math.floor(mean - spread)), min(n, math.ceil(mean + spread))
    if cap > high:
        return Capped(n * Fraction(p), Fraction(0), False)
    if cap <= low:
        return Capped(Fraction(cap), Fraction(1), False)
    mode = min(max(math.floor((n + 1) * p), low), high)
    log_mode = (
        math.lgamma(n + 1)
        - math.lgamma(mode + 1)
        - math.lgamma(n - mode + 1)
        + mode * math.log(p)
        + (n - mode) * math.log1p(-p)
    )
    ratio = p / (1 - p)
    total = tail = 0.0
    term = math.exp(log_mode)
    for k in range(mode, high + 1):  # upwards: P(k+1) = P(k) (n-k)/(k+1) p/q
        total += min(k, cap) * term
        tail += term if k >= cap else 0.0
        term *= (n - k) / (k + 1) * ratio
    term = math.exp(log_mode)
    for k in range(mode, low, -1):  # downwards: P(k-1) = P(k) k/(n-k+1) q/p
        term *= k / (n - k + 1) / ratio
        total += min(k - 1, cap) * term
        tail += term if k - 1 >= cap else 0.0
    return Capped(Fraction(total), Fraction(min(tail, 1.0)), False)


def loyalty_chance(loyalty: int) -> Fraction:
    """2d6 <= Loyalty succeeds; 2 always succeeds and 12 always fails (P3)."""
    return nd(LOYALTY_DICE, DIE).prob(
        lambda r: r == LOYALTY_ALWAYS_SUCCEEDS or (r != LOYALTY_ALWAYS_FAILS and r <= loyalty)
    )


def fate_roll(roll: FateRoll) -> Dist:
    """The leader's roll at the end of the war for one situation."""
    return nd(roll.count, roll.sides) + roll.plus


def fate_chances() -> dict[str, dict[int, Fraction]]:
    """Situation -> chance of each outcome (2 to 12) of the leaders' fate table."""
    return {r.key: {o.total: fate_roll(r).p(o.total) for o in FATE_OUTCOMES} for r in FATE_ROLLS}


def invasion_chance(level: int) -> Fraction:
    """Entering an unoccupied fortified cell: a d6 above the level."""
    return d(DIE).prob(lambda r: r > level)


def size_test_below(start: int) -> int:
    """The largest unit count at which a troop that started with ``start`` units tests
    loyalty (fewer than a third of its starting units); 0 when none can."""
    return (start - 1) // 3


# --- stats ------------------------------------------------------------------------------------


def clamp(name: str, value: int) -> int:
    low, high = STAT_LIMITS[name]
    value = max(low, value)
    return value if high is None else min(high, value)


def stat(name: str, base: int, bonuses: tuple[tuple[str, Modifier], ...]) -> Stat:
    """A troop's stat: its base plus every bonus, then the limits (P4)."""
    terms = [Term("base", base)]
    for key, modifier in bonuses:
        value = getattr(modifier, name, 0)
        if value:
            terms.append(Term(key, value, modifier.label))
    return Stat(name, tuple(terms), clamp(name, sum(t.value for t in terms)))


STAT_NAMES = ("movement", "range", "attack", "defense", "loyalty", "value")


@dataclass(frozen=True, slots=True)
class Stats:
    movement: Stat
    range: Stat
    attack: Stat
    defense: Stat
    loyalty: Stat
    value: Stat

    def all(self) -> tuple[Stat, ...]:
        return (self.movement, self.range, self.attack, self.defense, self.loyalty, self.value)


def troop_stats(troop: Troop, extra: tuple[tuple[str, Modifier], ...] = ()) -> Stats:
    """Base stats, the leader's mastered careers and the troop's modifiers, then ``extra``
    (a war action), each clamped (P4, ruling M9)."""
    bonuses: tuple[tuple[str, Modifier], ...] = (
        *(("mastery", m) for m in (troop.leader.mastery if troop.leader else ())),
        *(("modifier", m) for m in troop.modifiers),
        *extra,
    )
    base = {n: getattr(troop, n) for n in STAT_NAMES}
    return Stats(**{n: stat(n, base[n], bonuses) for n in STAT_NAMES})


# --- the plan ---------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Segment:
    """A stretch of a troop's size track that reads one row of the dice-cutting table."""

    high: int
    low: int
    row: Cut


def track(start: int) -> tuple[Segment, ...]:
    """From ``start`` units down to 1: each stretch and its dice-cutting row (P5)."""
    segments: list[Segment] = []
    size = start
    while size >= 1:
        row = cut(size)
        segments.append(Segment(size, row.low, row))
        size = row.low - 1
    return tuple(segments)


@dataclass(frozen=True, slots=True)
class WarAction:
    label: str
    note: str
    stats: Stats
    loyalty_chance: Fraction


@dataclass(frozen=True, slots=True)
class Cell:
    """A kind of map cell as the battle defines it."""

    code: str
    name: str | None
    terrain: str
    cost: int
    fortification: str | None
    """A named fortification of the seed (its key), or None for a bare level."""
    level: int
    notes: str


@dataclass(frozen=True, slots=True)
class MapPlan:
    rows: tuple[tuple[str, ...], ...]
    """Cell codes, top row first."""

    @property
    def width(self) -> int:
        return len(self.rows[0]) if self.rows else 0


@dataclass(frozen=True, slots=True)
class TroopPlan:
    troop: Troop
    army: str
    path: Path
    stats: Stats
    row: Cut
    track: tuple[Segment, ...]
    loyalty_chance: Fraction
    loyalty_after_refusal: Fraction
    """After refusing a duel (1 Loyalty lost, once)."""
    test_below: int
    """The largest size at which it tests loyalty for its losses (0: never)."""
    cell: tuple[int, int] | None
    """(row, column) on the map, from 0."""
    cell_code: str | None
    level: int
    """Fortification level of where it stands at the start."""
    leads_army: bool
    war_actions: tuple[WarAction, ...]
    placed: bool
    """Where it starts is known: a cell of the map, or (a battle without a map) its
    ``fortification:``, none meaning the open field."""

    @property
    def name(self) -> str:
        return self.troop.name

    @property
    def units(self) -> int:
        return self.troop.units

    @property
    def worth(self) -> int:
        """Units times value: what the troop adds to its army's value."""
        return self.units * self.stats.value.value

    @property
    def shoots(self) -> bool:
        return self.stats.range.value >= MIN_SHOOTING_RANGE

    def expected_hits(self, cutting: bool) -> Fraction:
        """Mean hits of one attack at full strength, with the dice cut or one die per unit."""
        if not cutting:
            return self.units * chance(self.stats.attack.value)
        return attack_hits(self.units, self.stats.attack.value).mean()


@dataclass(frozen=True, slots=True)
class ArmyPlan:
    army: Army
    path: Path
    side: str
    troops: tuple[TroopPlan, ...]
    side_value: int
    """The value of this army and its allies (ruling M6)."""
    enemy_value: int
    """The value of every army on other sides, summed (ruling M6)."""

    @property
    def name(self) -> str:
        return self.army.name

    @property
    def value(self) -> int:
        return sum(t.worth for t in self.troops)

    @property
    def units(self) -> int:
        return sum(t.units for t in self.troops)

    @property
    def special_units(self) -> int:
        return sum(t.units for t in self.troops if t.troop.type == "special")

    @property
    def special_limit(self) -> int:
        """The most units its special troops may have: a third of the army (P4)."""
        return special_limit(self.units)

    @property
    def tests_for_value(self) -> bool:
        """Its side is worth less than a third of the enemy's: every troop tests loyalty
        (P3; with allies, side against side, ruling M6)."""
        return self.side_value < self.value_threshold

    @property
    def value_threshold(self) -> Fraction:
        """Below this value its side tests loyalty (a third of the enemy's, P3)."""
        return LOYALTY_SHARE * self.enemy_value

    @property
    def gold_left(self) -> int | None:
        return None if self.army.gold is None else self.army.gold - self.value


@dataclass(frozen=True, slots=True)
class Expectation:
    """Mean losses at one fortification level of the defender."""

    level: int
    all_dice: Fraction
    all_dice_exact: bool
    dice_cut: Fraction
    dice_cut_exact: bool
    """False only under ``cut_fortification_dice: false`` with a huge pool (ruling M4)."""
    wipe_out: Fraction
    """Chance the defender loses every unit (dice cut)."""


@dataclass(frozen=True, slots=True)
class Matchup:
    attacker_army: str
    attacker: str
    defender_army: str
    defender: str
    levels: tuple[Expectation, ...]
    """One per level of ``LEVELS``."""
    riposte: bool
    """Whether a melee attack on this defender draws its riposte (not for a mounted troop
    attacking a ranged one)."""
    now: int | None
    """The level that applies where both stand at the start (only the higher side's
    fortification counts; equal levels cancel, P1), when both are placed (see
    ``TroopPlan.placed``)."""


@dataclass(frozen=True, slots=True)
class BattlePlan:
    battle: Battle
    armies: tuple[ArmyPlan, ...]
    cells: tuple[Cell, ...]
    """The cell types the battle uses, in the order the file defines them."""
    map: MapPlan | None
    matchups: tuple[Matchup, ...]
    findings: tuple[Finding, ...]
    by_pair: dict[tuple[str, str, str, str], Matchup]
    """Matchups by (attacker army, attacker, defender army, defender)."""

    @property
    def warnings(self) -> tuple[Finding, ...]:
        return warnings_in(self.findings)

    def troops(self) -> list[TroopPlan]:
        return [t for a in self.armies for t in a.troops]

    def enemies_of(self, army: ArmyPlan) -> list[ArmyPlan]:
        return [a for a in self.armies if a.side != army.side]

    def matchup(self, attacker: TroopPlan, defender: TroopPlan) -> Matchup | None:
        return self.by_pair.get((attacker.army, attacker.name, defender.army, defender.name))


# --- building ---------------------------------------------------------------------------------


def compute(battle: Battle) -> BattlePlan:
    """Validate the rules of ``battle`` and work out every number of the kit."""
    notes: list[Finding] = []
    cells = _cells(battle, notes)
    by_code = {c.code: c for c in cells}
    grid, broken = _map(battle, by_code, notes)
    sides = [a.side or a.name for a in battle.armies]
    if len(battle.armies) < 2:
        notes.append(error("war_needs_two", ("armies",), count=len(battle.armies)))
    elif len(set(sides)) < 2:
        notes.append(error("one_side", ("armies",)))
    draft: list[tuple[Army, Path, str, tuple[TroopPlan, ...]]] = []
    taken: dict[tuple[int, int], str] = {}
    for a, army in enumerate(battle.armies):
        path: Path = ("armies", a)
        _check_army(army, path, notes)
        troops = tuple(
            _troop(
                t,
                army,
                (*path, "troops", i),
                grid,
                broken,
                {c.code: c for c in cells},
                taken,
                notes,
            )
            for i, t in enumerate(army.troops)
        )
        draft.append((army, path, sides[a], troops))
    if any(f.severity is Severity.ERROR for f in notes):
        raise InvalidBattle(notes)
    value = dict.fromkeys(sides, 0)
    for _, _, side, troops in draft:
        value[side] += sum(t.worth for t in troops)
    armies = tuple(
        ArmyPlan(
            army, path, side, troops, value[side], sum(v for s, v in value.items() if s != side)
        )
        for army, path, side, troops in draft
    )
    for plan in armies:
        _check_value(plan, notes)
    matchups = tuple(
        matchup(mine, theirs, battle.house_rules.cut_fortification_dice)
        for army in armies
        for enemy in armies
        if enemy.side != army.side
        for mine in army.troops
        for theirs in enemy.troops
    )
    by_pair = {(m.attacker_army, m.attacker, m.defender_army, m.defender): m for m in matchups}
    return BattlePlan(battle, armies, cells, grid, matchups, tuple(notes), by_pair)


def matchup(attacker: TroopPlan, defender: TroopPlan, cut_fortification: bool = True) -> Matchup:
    """What ``attacker`` inflicts on ``defender`` at every fortification level (P5), both
    at full strength: a riposte strikes with the units held before the attack (ruling M3),
    and the level of their starting places is marked (ruling M7)."""
    units, att = attacker.units, attacker.stats.attack.value
    save, size = defender.stats.defense.value, defender.units
    levels = []
    for level in LEVELS:
        cut = loss_summary(units, att, save, level, size, cut_fortification)
        mean, exact = all_dice_losses(units, att, save, level, size)
        levels.append(Expectation(level, mean, exact, cut.mean, cut.exact, cut.tail))
    now = None
    if attacker.placed and defender.placed:
        now = effective_level(defender.level, attacker.level)
    return Matchup(
        attacker.army,
        attacker.name,
        defender.army,
        defender.name,
        tuple(levels),
        riposte=not (attacker.troop.type == "mounted" and defender.troop.type == "ranged"),
        now=now,
    )


def special_limit(units: int) -> int:
    """The most units an army of ``units`` may give its special troops (P4)."""
    return math.floor(SPECIAL_SHARE * units)


def effective_level(defender: int, attacker: int) -> int:
    """The fortification save a defender gets: its level if higher than the attacker's,
    else none (P1)."""
    return defender if defender > attacker else 0


def _troop(
    troop: Troop,
    army: Army,
    path: Path,
    grid: MapPlan | None,
    broken: bool,
    cells: dict[str, Cell],
    taken: dict[tuple[int, int], str],
    notes: list[Finding],
) -> TroopPlan:
    stats = troop_stats(troop)
    for s in stats.all():
        if s.terms[0].value != clamp(s.name, s.terms[0].value):
            low, high = STAT_LIMITS[s.name]
            notes.append(
                warning(
                    "stat_outside_limits",
                    (*path, s.name),
                    "P4",
                    name=troop.name,
                    stat=s.name,
                    value=s.terms[0].value,
                    low=low,
                    high="∞" if high is None else high,
                    used=clamp(s.name, s.terms[0].value),
                )
            )
    if troop.type == "ranged" and stats.range.value < MIN_SHOOTING_RANGE:
        notes.append(warning("ranged_cannot_shoot", (*path, "range"), name=troop.name))
    where = None
    code = None
    level = 0
    if troop.at is not None and broken:
        pass  # the map's own errors say what is wrong
    elif troop.at is not None:
        where = _place(troop, path, grid, notes)
        if where is not None and grid is not None:
            code = grid.rows[where[0]][where[1]]
            level = cells[code].level
            other = taken.get(where)
            if other is not None:
                notes.append(warning("cell_shared", (*path, "at"), name=troop.name, other=other))
            taken[where] = troop.name
        if troop.fortification is not None:
            notes.append(error("at_and_fortification", (*path, "fortification"), name=troop.name))
    elif troop.fortification is not None:
        level = fortification_level(troop.fortification)
    actions = tuple(
        WarAction(
            m.label,
            m.note or "",
            (acting := troop_stats(troop, (("war_action", m),))),
            loyalty_chance(acting.loyalty.value),
        )
        for m in (troop.leader.war_actions if troop.leader else ())
    )
    loyalty = stats.loyalty.value
    return TroopPlan(
        troop=troop,
        army=army.name,
        path=path,
        stats=stats,
        row=cut(troop.units),
        track=track(troop.units),
        loyalty_chance=loyalty_chance(loyalty),
        loyalty_after_refusal=loyalty_chance(clamp("loyalty", loyalty - DUEL_LOYALTY_LOSS)),
        test_below=size_test_below(troop.units),
        cell=where,
        cell_code=code,
        level=level,
        leads_army=army.leader is not None and army.leader == troop.name,
        war_actions=actions,
        placed=where is not None or grid is None,
    )


def fortification_level(key: str) -> int:
    """A fortification written as a level ("2") or by name (its key)."""
    return int(key) if key.isdigit() else FORTIFICATION_BY_KEY[key].level


_CELL_NAME = re.compile(r"([A-Za-z])\s*([0-9]{1,2})")


def cell_name(row: int, column: int) -> str:
    """(2, 0) -> "A3": the column's letter and the row's number from 1."""
    return f"{chr(ord('A') + column)}{row + 1}"


def _place(
    troop: Troop, path: Path, grid: MapPlan | None, notes: list[Finding]
) -> tuple[int, int] | None:
    assert troop.at is not None
    if grid is None:
        notes.append(error("at_without_map", (*path, "at"), name=troop.name))
        return None
    found = _CELL_NAME.fullmatch(troop.at.strip())
    if found is None:
        notes.append(error("bad_cell", (*path, "at"), name=troop.name, cell=troop.at))
        return None
    column = ord(found.group(1).upper()) - ord("A")
    row = int(found.group(2)) - 1
    if not (0 <= row < len(grid.rows) and 0 <= column < grid.width):
        notes.append(
            error(
                "cell_outside_map",
                (*path, "at"),
                name=troop.name,
                cell=troop.at,
                last=cell_name(len(grid.rows) - 1, grid.width - 1),
            )
        )
        return None
    return row, column


def _cells(battle: Battle, notes: list[Finding]) -> tuple[Cell, ...]:
    out = []
    for code, spec in (battle.cells or {}).items():
        if not code.strip() or any(ch.isspace() for ch in code):
            notes.append(error("bad_code", ("cells", code), symbol=code))
            continue
        out.append(_cell(code, spec))
    return tuple(out)


def _cell(code: str, spec: CellType) -> Cell:
    terrain = spec.terrain
    cost = CLASS_COSTS.get(terrain) or TERRAIN_BY_KEY[terrain].cost
    level = fortification_level(spec.fortification) if spec.fortification else 0
    named = spec.fortification if spec.fortification and not spec.fortification.isdigit() else None
    return Cell(
        code=code,
        name=spec.name,
        terrain=terrain,
        cost=spec.cost if spec.cost is not None else cost,
        fortification=named,
        level=level,
        notes=spec.notes or "",
    )


def _map(
    battle: Battle, cells: dict[str, Cell], notes: list[Finding]
) -> tuple[MapPlan | None, bool]:
    """The map, if the battle has a valid one; the flag says a map was given but is
    broken (so troops placed on it get no second error)."""
    if not battle.map:
        return None, False
    single = all(len(code) == 1 for code in cells)
    rows: list[tuple[str, ...]] = []
    unknown: dict[str, list[str]] = {}
    first_row: dict[str, int] = {}
    ok = True
    for r, text in enumerate(battle.map):
        split = any(ch.isspace() for ch in text) or not single
        codes = tuple(text.split()) if split else tuple(text)
        for c, code in enumerate(codes):
            if code not in cells:
                unknown.setdefault(code, []).append(cell_name(r, c))
                first_row.setdefault(code, r)
        if len(codes) > MAX_COLUMNS:
            ok = False
            notes.append(error("map_too_wide", ("map", r), count=len(codes), most=MAX_COLUMNS))
        rows.append(codes)
    for code, where in unknown.items():
        ok = False
        notes.append(
            error(
                "unknown_code",
                ("map", first_row[code]),
                symbol=code,
                cells=", ".join(where[:3]) + ("…" if len(where) > 3 else ""),
                known=", ".join(cells) or "—",
                hint=suggest(code, cells),
            )
        )
    if rows and any(len(r) != len(rows[0]) for r in rows):
        ok = False
        notes.append(
            error(
                "map_ragged",
                ("map",),
                lengths=", ".join(str(len(r)) for r in rows),
            )
        )
    return (MapPlan(tuple(rows)), False) if ok else (None, True)


def _check_army(army: Army, path: Path, notes: list[Finding]) -> None:
    names = [t.name for t in army.troops]
    for i, name in enumerate(names):
        if name in names[:i]:
            notes.append(
                error("troop_name_twice", (*path, "troops", i, "name"), army=army.name, troop=name)
            )
    if not army.troops:
        notes.append(error("no_troops", (*path, "troops"), army=army.name))
    if army.leader is None:
        notes.append(warning("no_leader_troop", path, army=army.name))
    elif army.leader not in names:
        notes.append(
            error(
                "unknown_leader_troop",
                (*path, "leader"),
                army=army.name,
                name=army.leader,
                hint=suggest(army.leader, names),
            )
        )
    specials = [i for i, t in enumerate(army.troops) if t.type == "special"]
    if len(specials) > 1:
        notes.append(
            warning(
                "several_specials",
                (*path, "troops", specials[1], "type"),
                "M8",
                army=army.name,
                count=len(specials),
            )
        )
    units = sum(t.units for t in army.troops)
    special = sum(army.troops[i].units for i in specials)
    if special > special_limit(units):
        notes.append(
            warning(
                "special_over_third",
                (*path, "troops", specials[0], "units"),
                "P4",
                army=army.name,
                special=special,
                units=units,
                most=special_limit(units),
            )
        )


def _check_value(plan: ArmyPlan, notes: list[Finding]) -> None:
    left = plan.gold_left
    if left is not None and left < 0:
        notes.append(
            warning(
                "over_budget",
                (*plan.path, "gold"),
                army=plan.name,
                value=plan.value,
                gold=plan.army.gold or 0,
            )
        )
