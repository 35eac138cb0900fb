"""Promiterra's dice, worked out exactly: what each roll of a war can give.

Dice cutting (P2), an attack's hits and the defender's saves (P1), the fortification's
second save (cut too, ruling M1; only the higher level counts, P1), the losses one troop
inflicts on another, capped at the defender's units (ruling M2), binomials capped the same
way, exact or summed in floating point past ``EXACT_TRIALS`` (ruling M4), and the other
rolls of a war: loyalty (P3), invading a fortified cell, the leaders' fate. Pure functions
of numbers and the seed's tables: no battle file here.
"""

from __future__ import annotations

import bisect
import functools
import math
from dataclasses import dataclass
from fractions import Fraction

from kitgen.dice import Dist, binomial, constant, d, exact_sum, nd
from kitgen.systems.promiterra.tables import (
    DICE_CUTTING,
    DIE,
    FATE_OUTCOMES,
    FATE_ROLLS,
    LOYALTY_ALWAYS_FAILS,
    LOYALTY_ALWAYS_SUCCEEDS,
    LOYALTY_DICE,
    Cut,
    FateRoll,
)

EXACT_TRIALS = 500
"""Above this many attacking units (and facing fewer defenders), the all-dice mean of a
capped loss is summed in floating point (ruling M4); below, it is an exact fraction."""

TAIL_SPREAD = 15
"""Standard deviations summed on each side of the mean in the floating-point path."""

_LOWS = [c.low for c in DICE_CUTTING]


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


def effective_level(defender: int, attacker: int) -> int:
    """The fortification save a defender gets: its level if higher than the attacker's,
    else none (P1)."""
    return defender if defender > attacker else 0


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
