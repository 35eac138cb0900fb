"""Exact dice distributions: immutable values with ``Fraction`` weights (pure, no I/O).

Every rule system builds its odds from these few pieces::

    >>> (d(6) + d(6)).at_least(10)
    Fraction(1, 6)
    >>> fudge(4).at_least(2)          # 4dF + 0 meets a difficulty of +2
    Fraction(5, 27)
    >>> binomial(3, Fraction(1, 2)).p(2)
    Fraction(3, 8)

A ``Dist`` is a finite distribution over integers. Infinite ones (an exploding die) are
cut at a stated depth: the mass that would have exploded further stays on the last
face, so weights still sum to exactly 1 and every probability is off by at most the
stated bound (``10**-depth`` for a d10).
"""

from __future__ import annotations

import functools
import math
import operator
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass
from fractions import Fraction

Weight = int | Fraction


@dataclass(frozen=True, slots=True)
class Dist:
    """A probability distribution over integers; outcomes sorted, weights positive, sum 1.

    Build one with :func:`d`, :func:`constant`, :func:`from_weights` and the operations
    below; every operation returns a new value.
    """

    items: tuple[tuple[int, Fraction], ...]

    # --- reading ---------------------------------------------------------------------

    def __iter__(self) -> Iterator[tuple[int, Fraction]]:
        return iter(self.items)

    def __len__(self) -> int:
        return len(self.items)

    @property
    def outcomes(self) -> tuple[int, ...]:
        return tuple(v for v, _ in self.items)

    @property
    def min(self) -> int:
        return self.items[0][0]

    @property
    def max(self) -> int:
        return self.items[-1][0]

    def p(self, outcome: int) -> Fraction:
        """The chance of exactly ``outcome``."""
        return sum((w for v, w in self.items if v == outcome), Fraction(0))

    def prob(self, predicate: Callable[[int], bool]) -> Fraction:
        """The chance that ``predicate(outcome)`` holds."""
        return exact_sum((w.numerator, w.denominator) for v, w in self.items if predicate(v))

    def at_least(self, threshold: int) -> Fraction:
        return self.prob(lambda v: v >= threshold)

    def at_most(self, threshold: int) -> Fraction:
        return self.prob(lambda v: v <= threshold)

    def mean(self) -> Fraction:
        return exact_sum((v * w.numerator, w.denominator) for v, w in self.items)

    def expect(self, f: Callable[[int], Fraction | int]) -> Fraction:
        """The mean of ``f(outcome)``: what ``self.map(f).mean()`` gives for whole-number
        ``f``, without building that distribution (and ``f`` may return a fraction)."""
        total: list[tuple[int, int]] = []
        for v, w in self.items:
            value = f(v)
            if isinstance(value, int):
                total.append((w.numerator * value, w.denominator))
            else:
                total.append((w.numerator * value.numerator, w.denominator * value.denominator))
        return exact_sum(total)

    def variance(self) -> Fraction:
        mu = self.mean()
        return sum(((v - mu) ** 2 * w for v, w in self.items), Fraction(0))

    def as_floats(self, length: int) -> list[float]:
        """Weights of outcomes ``0 .. length - 1`` as floats (outcomes must be >= 0);
        outcomes at or past ``length`` are dropped."""
        if self.items and self.min < 0:
            raise ValueError("as_floats() needs outcomes >= 0")
        weights = [0.0] * length
        for v, w in self.items:
            if v < length:
                weights[v] = float(w)
        return weights

    # --- combining -------------------------------------------------------------------

    def map(self, f: Callable[[int], int]) -> Dist:
        """The distribution of ``f(outcome)``."""
        return _collect((f(v), w) for v, w in self.items)

    def bind(self, f: Callable[[int], Dist]) -> Dist:
        """Roll this, then roll ``f(outcome)``: the mixture, weighted by this one."""
        return _collect_ratios(
            (v2, w.numerator * w2.numerator, w.denominator * w2.denominator)
            for v, w in self.items
            for v2, w2 in f(v).items
        )

    def combine(self, other: Dist, f: Callable[[int, int], int]) -> Dist:
        """The distribution of ``f(x, y)`` for independent ``x`` from this, ``y`` from other."""
        return _collect_ratios(
            (f(x, y), wx.numerator * wy.numerator, wx.denominator * wy.denominator)
            for x, wx in self.items
            for y, wy in other.items
        )

    def __add__(self, other: Dist | int) -> Dist:
        if isinstance(other, int):
            return Dist(tuple((v + other, w) for v, w in self.items))
        return self.combine(other, operator.add)

    __radd__ = __add__

    def __neg__(self) -> Dist:
        return Dist(tuple((-v, w) for v, w in reversed(self.items)))

    def __sub__(self, other: Dist | int) -> Dist:
        return self + (-other)

    def __rsub__(self, other: int) -> Dist:
        return (-self) + other

    def times(self, factor: int) -> Dist:
        """Each outcome multiplied by ``factor`` (not a sum of rolls: see :meth:`repeat`)."""
        return self.map(lambda v: v * factor)

    def repeat(self, count: int) -> Dist:
        """The sum of ``count`` independent rolls of this distribution."""
        if count < 0:
            raise ValueError("count must be >= 0")
        total, power = constant(0), self
        while count:  # square-and-add: log2(count) convolutions
            if count & 1:
                total = total + power
            count >>= 1
            if count:
                power = power + power
        return total

    def clamp(self, low: int | None = None, high: int | None = None) -> Dist:
        """Outcomes below ``low`` read ``low``, above ``high`` read ``high``."""

        def f(v: int) -> int:
            if low is not None and v < low:
                return low
            if high is not None and v > high:
                return high
            return v

        return self.map(f)

    def beats(self, other: Dist) -> Fraction:
        """The chance that a roll of this is strictly greater than a roll of ``other``."""
        return self.combine(other, lambda x, y: int(x > y)).p(1)


def _collect(pairs: Iterable[tuple[int, Fraction]]) -> Dist:
    return _collect_ratios((v, w.numerator, w.denominator) for v, w in pairs)


def _collect_ratios(triples: Iterable[tuple[int, int, int]]) -> Dist:
    """Like ``_collect`` for weights given as ``numerator, denominator``: summed in integers
    over a common denominator, with one reduction per outcome (products of dice chances
    share few denominators, so this is several times faster than adding Fractions)."""
    sums: dict[int, dict[int, int]] = {}
    for v, n, den in triples:
        per = sums.setdefault(v, {})
        per[den] = per.get(den, 0) + n
    common = math.lcm(*{den for per in sums.values() for den in per}) if sums else 1
    out = []
    for v, per in sums.items():
        total = sum(n * (common // den) for den, n in per.items())
        if total:
            out.append((v, Fraction(total, common)))
    return Dist(tuple(sorted(out)))


def exact_sum(ratios: Iterable[tuple[int, int]]) -> Fraction:
    """The exact sum of ``numerator / denominator`` pairs, reduced once: much faster than
    adding Fractions when the denominators are few (dice chances)."""
    per: dict[int, int] = {}
    for n, den in ratios:
        per[den] = per.get(den, 0) + n
    if not per:
        return Fraction(0)
    common = math.lcm(*per)
    return Fraction(sum(n * (common // den) for den, n in per.items()), common)


def from_weights(weights: Mapping[int, Weight]) -> Dist:
    """A distribution from relative weights (``{0: 1, 1: 3}`` is 1/4 and 3/4)."""
    if any(w < 0 for w in weights.values()):
        raise ValueError("weights must be >= 0")
    total = sum(weights.values())
    if not total:
        raise ValueError("weights must not all be zero")
    return _collect((v, Fraction(w) / total) for v, w in weights.items())


def constant(value: int) -> Dist:
    return Dist(((value, Fraction(1)),))


def d(sides: int) -> Dist:
    """One fair die numbered 1..sides."""
    if sides < 1:
        raise ValueError("a die needs at least one side")
    return Dist(tuple((v, Fraction(1, sides)) for v in range(1, sides + 1)))


def nd(count: int, sides: int) -> Dist:
    """``count``d``sides``: the sum of ``count`` dice (counted in integers: fast)."""
    if sides < 1:
        raise ValueError("a die needs at least one side")
    if count < 0:
        raise ValueError("count must be >= 0")
    ways = [1]  # ways[k]: how many rolls sum to count_so_far + k
    for _ in range(count):
        ways = [sum(ways[max(0, k - sides + 1) : k + 1]) for k in range(len(ways) + sides - 1)]
    total = sides**count
    return Dist(tuple((count + k, Fraction(w, total)) for k, w in enumerate(ways)))


def fudge(count: int = 4) -> Dist:
    """``count``dF: Fate dice, each -1, 0 or +1."""
    return (d(3) - 2).repeat(count)


def binomial(trials: int, chance: Fraction) -> Dist:
    """How many of ``trials`` independent attempts succeed, each with ``chance``."""
    if not 0 <= chance <= 1:
        raise ValueError("chance must be between 0 and 1")
    if trials < 0:
        raise ValueError("trials must be >= 0")
    from math import comb

    return _collect(
        (k, comb(trials, k) * chance**k * (1 - chance) ** (trials - k)) for k in range(trials + 1)
    )


def successes(trials: int, die: Dist, predicate: Callable[[int], bool]) -> Dist:
    """How many of ``trials`` rolls of ``die`` satisfy ``predicate`` (a binomial)."""
    return binomial(trials, die.prob(predicate))


def exploding(sides: int, depth: int) -> Dist:
    """An open-ended die: a roll of ``sides`` is rolled again and added, at most
    ``depth`` times. The last die does not explode: the chance it would have
    (``sides ** -(depth + 1)``) stays on its top face, so the weights still sum to 1."""
    if sides < 2:
        raise ValueError("an exploding die needs at least two sides")
    if depth < 0:
        raise ValueError("depth must be >= 0")
    die = d(sides)
    for _ in range(depth):
        die = _explode_once(die, sides)
    return die


def _explode_once(inner: Dist, sides: int) -> Dist:
    """A fresh die whose top face adds ``inner`` on top of it."""
    return d(sides).bind(lambda v: inner + sides if v == sides else constant(v))


CRITICAL_DEPTH = 16
"""Tens kept by :func:`critical_d10`: a chance is off by at most 2 * 10**-17."""


@functools.cache
def critical_d10(depth: int = CRITICAL_DEPTH) -> Dist:
    """The d10 of a Witcher TRPG test with critical rules (ruling W1), as a signed roll:
    2..9 as rolled; a natural 10 adds an open-ended d10 (``10 + X``); a natural 1 gives
    ``-X`` (the 1 itself is not added). A test's total is ``base + roll``, at least 1.
    An explosion die that shows 1 is just 1. (Values are immutable, so one is kept.)"""
    extra = exploding(10, depth - 1) if depth >= 1 else constant(0)
    return d(10).bind(lambda v: extra + 10 if v == 10 else -extra if v == 1 else constant(v))
