"""One phase of a Witcher battle as a race to the success threshold: exact odds, fast.

Rulings W1-W3 and W10. Each round both commanders roll one Clash test; points (W2)
accumulate; a side at or past the success threshold (SR) after a round wins; if both
get there in the same round the higher total wins, and equal totals play on (W3).

Two engines live here, both in floats and both exact to 1e-15 (every chance left out is
counted in ``unresolved``):

* without a crucial moment the two commanders' totals are independent until the phase
  ends, so each side's total is followed on its own (a vector of ``SR`` numbers a round)
  and the two are combined round by round;
* with a crucial moment (W10) the moment couples the sides, so the engine follows the
  pair of totals (``SR x SR`` numbers a round).

``kitgen.systems.witcher.oracle`` computes the same values with exact fractions, slowly
and obviously; the tests hold the engines to it at 1e-12.
"""

from __future__ import annotations

import functools
import math
import operator
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from itertools import accumulate
from typing import TYPE_CHECKING, TypeAlias

from kitgen import work
from kitgen.dice import Dist, critical_d10
from kitgen.systems.witcher.lengths import Lengths

if TYPE_CHECKING:
    from kitgen.numeric import np, npt

    Floats: TypeAlias = npt.NDArray[np.float64]

EPSILON = 1e-17
"""The engines stop once the chance that the phase is still running is below this."""
ROUND_LIMIT = 10_000
"""Rounds whose chances are kept one by one (ruling K14): far enough for the percentiles
of a battle whose phases run to thousands of rounds. A phase lasting longer (both sides
almost never score) goes to one lump, with its exact mean length, and a battle with such
a phase is only known to last longer than this."""
FOLLOWED = 100
"""Rounds the engines follow one at a time. A phase still running after them is finished
exactly by ``_settle`` from the rounds in which somebody scores, at most 2 × SR of them:
each round of a crucial-moment race costs SR³ steps, and a thousand of them took seconds."""
SPREAD_ROUNDS = 2048
"""Rounds ``_spread`` works out at once (one array of at most 2 × SR + 1 rows each)."""
CRUCIAL_WINDOW = 5
CRUCIAL_POINTS = 5


def clash_score(base: int, roll: int, sd: int) -> int:
    """Points one Clash test scores (rulings W1, W2): ``max(0, total - SD)``, where the
    total is ``base`` plus the critical d10's signed roll, never below 1."""
    return max(0, max(1, base + roll) - sd)


@functools.lru_cache(maxsize=256)
def clash_points(base: int, sd: int) -> Dist:
    """The exact distribution of :func:`clash_score` for one test."""
    return critical_d10().map(lambda roll: clash_score(base, roll, sd))


@functools.cache
def critical_floats() -> tuple[tuple[int, float], ...]:
    """The critical d10's signed rolls with float chances, for the fast engines."""
    return tuple((roll, float(w)) for roll, w in critical_d10())


@dataclass(frozen=True, slots=True)
class PointsLaw:
    """Points per test as floats: ``pmf[k]`` is the chance of exactly ``k`` points and
    ``survival[k]`` the chance of ``k`` or more (k = 0 .. len(pmf))."""

    pmf: tuple[float, ...]
    survival: tuple[float, ...]

    @classmethod
    def of(cls, dist: Dist) -> PointsLaw:
        return cls._from_pmf(dist.as_floats(dist.max + 1))

    @classmethod
    def clash(cls, base: int, sd: int) -> PointsLaw:
        """:func:`clash_points` in floats, without building the exact distribution."""
        pmf = [0.0] * (max(0, base + critical_floats()[-1][0] - sd) + 1)
        for roll, chance in critical_floats():
            pmf[clash_score(base, roll, sd)] += chance
        return cls._from_pmf(pmf)

    @classmethod
    def _from_pmf(cls, pmf: list[float]) -> PointsLaw:
        tail = list(accumulate(reversed(pmf)))
        return cls(tuple(pmf), (*reversed(tail), 0.0))

    def at_least(self, points: int) -> float:
        return self.survival[points] if points < len(self.survival) else 0.0

    def padded(self, length: int) -> list[float]:
        return list(self.pmf[:length]) + [0.0] * max(0, length - len(self.pmf))


@dataclass(frozen=True, slots=True)
class RaceOdds:
    """What a GM can know about one phase before the dice roll."""

    success_threshold: int
    ends: tuple[tuple[float, float], ...]
    """``ends[t]``: the chance the phase ends after round ``t`` won by side A, by side B
    (``ends[0]`` is always nothing: a crucial moment at SR 5 that decides the phase before
    any test takes round 1's place)."""
    trigger: tuple[float, float, float]
    """The chance a crucial moment would be triggered (W10) by side A's total, by side
    B's, and at all; both sides may be within reach at once."""
    unresolved: float
    """The chance left out by the engine's stopping rule (below 1e-15 in practice)."""
    tail: tuple[float, float] = (0.0, 0.0)
    """The chance the phase ends after more than ``ROUND_LIMIT`` rounds, by winner."""
    tail_rounds: float = 0.0
    """The mean number of rounds of those long phases."""

    @property
    def win(self) -> tuple[float, float]:
        a = math.fsum([e[0] for e in self.ends] + [self.tail[0]])
        b = math.fsum([e[1] for e in self.ends] + [self.tail[1]])
        return a, b

    @property
    def expected_rounds(self) -> float:
        listed = [t * (a + b) for t, (a, b) in enumerate(self.ends)]
        return math.fsum([*listed, sum(self.tail) * self.tail_rounds])

    def rounds(self) -> Lengths:
        """How many rounds the phase lasts, whoever wins: every round of ``ends``, and
        the long phases of ``tail`` as the chance of lasting longer."""
        return Lengths(tuple(a + b for a, b in self.ends), sum(self.tail))

    def split_rounds(self) -> tuple[tuple[float, ...], tuple[float, ...]]:
        """The chance the phase lasts exactly ``t`` rounds won by side A, and won by side
        B; the long phases of ``tail`` are one more entry past ``ends``, which stands for
        any number of rounds past ``ROUND_LIMIT``."""
        a = tuple(e[0] for e in self.ends)
        b = tuple(e[1] for e in self.ends)
        if sum(self.tail):
            return (*a, self.tail[0]), (*b, self.tail[1])
        return a, b


def race(
    a: PointsLaw, b: PointsLaw, sr: int, crucial: float | None = None, counted: bool = True
) -> RaceOdds:
    """The odds of a phase: side A's and side B's points per test, the SR, and when a
    crucial moment is played in this phase, the chance that side A wins it; ``counted``:
    whether a moment that opens the phase (SR 5) counts as the test it stands in for
    (ruling K17; the house rule ``crucial_is_test``)."""
    if sr < 1:
        raise ValueError("the success threshold must be at least 1")
    if crucial is not None and not 0.0 <= crucial <= 1.0:
        raise ValueError("the chance to win a crucial moment must be between 0 and 1")
    ties = _Ties(a, b, sr)
    if crucial is None:
        return _independent(a, b, sr, ties)
    return _coupled(a, b, sr, ties, crucial, counted)


# --- both sides reaching the threshold in one round ---------------------------------------


class _Ties:
    """For totals ``a`` and ``b`` below SR, the chance that in the next round both reach
    it and A ends higher (``higher_a``), B ends higher, or they end level (``level``).

    With ``na = SR - a`` and ``nb = SR - b`` still needed, A ends higher when its points
    ``pa`` and B's ``pb`` satisfy ``pa - na > pb - nb``. Along a diagonal of constant
    ``na - nb`` these chances are suffix sums, computed once per diagonal.
    """

    def __init__(self, a: PointsLaw, b: PointsLaw, sr: int) -> None:
        length = max(len(a.pmf), len(b.pmf)) + 2 * sr + 2
        pa, pb = a.padded(length), b.padded(length)
        sa = list(a.survival) + [0.0] * (length + 1 - len(a.survival))
        self.higher_a = [[0.0] * sr for _ in range(sr)]
        self.level = [[0.0] * sr for _ in range(sr)]
        for delta in range(1 - sr, sr):  # delta = na - nb
            start = max(1, 1 - delta)  # nb >= 1 and na >= 1
            stop = max(len(b.pmf), sr + 1)  # B's points past its last face have no chance
            shifted = start + delta
            higher = _suffix_sums(list(map(operator.mul, pb[start:stop], sa[shifted + 1 :])))
            level = _suffix_sums(list(map(operator.mul, pb[start:stop], pa[shifted:])))
            for i, nb in enumerate(range(start, min(sr, sr - delta) + 1)):
                row, col = sr - (nb + delta), sr - nb  # back to totals a, b
                self.higher_a[row][col] = higher[i]
                self.level[row][col] = level[i]
        self.reach_a = [a.at_least(sr - t) for t in range(sr)]
        self.reach_b = [b.at_least(sr - t) for t in range(sr)]
        equal = math.fsum(x * y for x, y in zip(a.pmf, b.pmf, strict=False))
        more = math.fsum(x * (1.0 - b.at_least(k)) for k, x in enumerate(a.pmf))
        decided = 1.0 - equal
        self.equal = equal
        """After level totals, the chance a further round leaves them level again."""
        self.a_breaks = more / decided if decided > 0 else 0.5
        """After level totals, the chance that A ends the deadlock ahead."""

    def higher_b(self, row: int, col: int) -> float:
        both = self.reach_a[row] * self.reach_b[col]
        return max(0.0, both - self.higher_a[row][col] - self.level[row][col])


def _suffix_sums(values: list[float]) -> list[float]:
    return list(reversed(list(accumulate(reversed(values)))))


def _dot(x: Sequence[float], y: Sequence[float]) -> float:
    total: float = sum(map(operator.mul, x, y))
    return total


Tails = list[list[float]]


def _tails(reversed_pmf: Sequence[float]) -> Tails:
    """For :func:`_step`: for each total ``t``, the chances of the points that bring each
    lower total to ``t`` (the reversed pmf's last ``t + 1``), sliced once per race."""
    sr = len(reversed_pmf)
    return [list(reversed_pmf[sr - 1 - t :]) for t in range(sr)]


def _step(totals: Sequence[float], tails: Tails) -> list[float]:
    """One more test on a vector of totals below SR; what reaches SR falls off. (``map``
    stops at the shorter list: ``totals[: t + 1]`` without a copy.)"""
    return [_dot(totals, tail) for tail in tails]


class _Ends:
    """The chance the phase ends after each round up to ``ROUND_LIMIT``, by winner, and
    the chance of level totals after it (W3), which later rounds break: carried on when
    the odds are read. Endings past the limit go to one lump that remembers their mean
    length."""

    def __init__(self, ties: _Ties) -> None:
        self.ties = ties
        self.by_a = [0.0]
        self.by_b = [0.0]
        self.level = [0.0]
        self.tail = [0.0, 0.0]
        self.tail_rounds = 0.0  # sum of chance x rounds over the lump

    def add(self, t: int, a: float, b: float, level: float = 0.0) -> None:
        """Endings after round ``t``, won by A, by B; ``level``: the chance of level
        totals then."""
        self._reach(t)
        self.by_a[t] += a
        self.by_b[t] += b
        self.level[t] += level

    def add_rounds(
        self, first: int, a: Sequence[float], b: Sequence[float], level: Sequence[float]
    ) -> None:
        """:meth:`add` for the rounds ``first``, ``first + 1`` … at once."""
        end = first + len(a)
        self._reach(end - 1)
        for kept, more in ((self.by_a, a), (self.by_b, b), (self.level, level)):
            kept[first:end] = map(operator.add, kept[first:end], more)

    def lump(self, a: float, b: float, level: float, rounds: float) -> None:
        """Endings past ``ROUND_LIMIT``, ``rounds`` their mean length; level totals
        among them take ``1 / (1 - equal)`` rounds more on average (each further round
        breaks them with ``1 - equal``)."""
        self._lump(a, b, rounds)
        if level:
            breaks, later = self.ties.a_breaks, 1.0 / (1.0 - self.ties.equal)
            self._lump(level * breaks, level * (1.0 - breaks), rounds + later)

    def _lump(self, a: float, b: float, rounds: float) -> None:
        self.tail[0] += a
        self.tail[1] += b
        self.tail_rounds += (a + b) * rounds

    def _reach(self, t: int) -> None:
        grow = t + 1 - len(self.level)
        if grow > 0:
            for kept in (self.by_a, self.by_b, self.level):
                kept.extend([0.0] * grow)

    def _break_level(self) -> None:
        """Level totals after round ``t`` end at round ``t + 1`` with ``1 - equal``,
        ahead A with ``a_breaks``, and are still level otherwise: carried round by round
        up to the limit, whatever is left there goes to the lump (or, below 1e-20 before
        the limit, to the last round)."""
        equal, breaks = self.ties.equal, self.ties.a_breaks
        carry = 0.0  # the chance the totals are level after the round before
        t = 0
        while t < len(self.level) or (carry > EPSILON * 1e-3 and t <= ROUND_LIMIT):
            self._reach(t)
            decided = carry * (1.0 - equal)
            self.by_a[t] += decided * breaks
            self.by_b[t] += decided * (1.0 - breaks)
            carry = carry * equal + self.level[t]
            t += 1
        if t > ROUND_LIMIT:
            self.lump(0.0, 0.0, carry, ROUND_LIMIT)
        elif carry:
            self.by_a[t - 1] += carry * breaks
            self.by_b[t - 1] += carry * (1.0 - breaks)

    def odds(self, sr: int, trigger: Sequence[float], unresolved: float) -> RaceOdds:
        self._break_level()
        rows = tuple(zip(self.by_a, self.by_b, strict=True))
        mass = sum(self.tail)
        tail_rounds = self.tail_rounds / mass if mass else 0.0
        by_a, by_b, either = trigger
        return RaceOdds(
            sr, rows, (by_a, by_b, either), unresolved, (self.tail[0], self.tail[1]), tail_rounds
        )


def _independent(a: PointsLaw, b: PointsLaw, sr: int, ties: _Ties) -> RaceOdds:
    rev_a, rev_b = _tails(a.padded(sr)[::-1]), _tails(b.padded(sr)[::-1])
    qa = [1.0] + [0.0] * (sr - 1)
    qb = list(qa)
    window = sr - CRUCIAL_WINDOW
    into_a = [a.at_least(window - t) - a.at_least(sr - t) for t in range(max(0, window))]
    into_b = [b.at_least(window - t) - b.at_least(sr - t) for t in range(max(0, window))]
    ends = _Ends(ties)
    by_a = by_b = either = 1.0 if window <= 0 else 0.0
    alive = 1.0
    t = 0
    while alive > EPSILON and t < FOLLOWED:
        t += 1
        work.count("witcher.cells", 4 * sr * sr)  # two products of SR × SR, two steps
        reach_a, reach_b = _dot(qa, ties.reach_a), _dot(qb, ties.reach_b)
        higher_a = _dot(qa, [_dot(row, qb) for row in ties.higher_a])
        level = _dot(qa, [_dot(row, qb) for row in ties.level])
        higher_b = max(0.0, reach_a * reach_b - higher_a - level)
        na, nb = _step(qa, rev_a), _step(qb, rev_b)
        alive_a, alive_b = sum(na), sum(nb)
        ends.add(t, reach_a * alive_b + higher_a, reach_b * alive_a + higher_b, level)
        if window > 0:
            low_a, low_b = sum(na[:window]), sum(nb[:window])
            enter_a, enter_b = _dot(qa[:window], into_a), _dot(qb[:window], into_b)
            by_a += enter_a * (enter_b + low_b)
            by_b += enter_b * (enter_a + low_a)
            either += (enter_a + low_a) * (enter_b + low_b) - low_a * low_b
        qa, qb = na, nb
        alive = alive_a * alive_b
    trigger = [by_a, by_b, either]
    if alive > EPSILON:
        grid = [[x * y for y in qb] for x in qa]
        before, after = _split_window(grid, window)
        alive = _settle(before, after, a, b, ties, None, t, ends, trigger)
    return ends.odds(sr, trigger, alive)


# --- with a crucial moment ------------------------------------------------------------------

Grid = list[list[float]]


def _coupled(
    a: PointsLaw, b: PointsLaw, sr: int, ties: _Ties, crucial: float, counted: bool = True
) -> RaceOdds:
    """W10: when, after a round (or at the start), either total is within 5 of SR and no
    crucial moment has been played this phase, one is played; its winner adds 5 points
    and, if that reaches SR, takes the phase. One moment per phase. At the start (SR 5)
    it replaces the first round's test, so it counts as round 1."""
    rev_a, rev_b = _tails(a.padded(sr)[::-1]), _tails(b.padded(sr)[::-1])
    window = sr - CRUCIAL_WINDOW
    ends = _Ends(ties)
    before: Grid = [[0.0] * sr for _ in range(sr)]
    after: Grid = [[0.0] * sr for _ in range(sr)]
    before[0][0] = 1.0
    trigger = [0.0, 0.0, 0.0]
    t = 0
    if window <= 0:
        # Seed 000, chapter three, "Déclenchement d'un Moment Crucial" (note): with SR 5
        # the moment may replace any Clash test, so one due at the start takes round 1's
        # place; no test is rolled in that round (rulings K11 and K17). The house rule
        # counting no moment as a test: the phase's first test is its round 1.
        t = 1 if counted else 0
        _crucial_moment(before, after, window, crucial, functools.partial(ends.add, t), trigger)
    alive = sum(map(sum, before)) + sum(map(sum, after))
    while alive > EPSILON and t < FOLLOWED:
        t += 1
        ends.add(t, *_endings(before, after, ties))
        before = _step_grid(before, rev_a, rev_b)
        after = _step_grid(after, rev_a, rev_b)
        _crucial_moment(before, after, window, crucial, functools.partial(ends.add, t), trigger)
        alive = sum(map(sum, before)) + sum(map(sum, after))
    if alive > EPSILON:
        alive = _settle(before, after, a, b, ties, crucial, t, ends, trigger)
    return ends.odds(sr, trigger, alive)


def _endings(before: Grid, after: Grid, ties: _Ties) -> tuple[float, float, float]:
    """From totals below SR, the chance the next round ends the phase won by A, by B,
    or with level totals."""
    won_a = won_b = level = 0.0
    for grid in (before, after):
        for row, masses in enumerate(grid):
            for col, mass in enumerate(masses):
                if mass:
                    ra, rb = ties.reach_a[row], ties.reach_b[col]
                    won_a += mass * (ra * (1.0 - rb) + ties.higher_a[row][col])
                    won_b += mass * (rb * (1.0 - ra) + ties.higher_b(row, col))
                    level += mass * ties.level[row][col]
    return won_a, won_b, level


def _split_window(grid: Grid, window: int) -> tuple[Grid, Grid]:
    """Totals with no crucial moment yet (both below the window), and the others."""
    sr = len(grid)
    before: Grid = [[0.0] * sr for _ in range(sr)]
    after: Grid = [[0.0] * sr for _ in range(sr)]
    for row in range(sr):
        for col in range(sr):
            target = before if row < window and col < window else after
            target[row][col] = grid[row][col]
    return before, after


def _settle(
    before: Grid,
    after: Grid,
    a: PointsLaw,
    b: PointsLaw,
    ties: _Ties,
    crucial: float | None,
    t: int,
    ends: _Ends,
    trigger: list[float],
) -> float:
    """Finish a long phase exactly, from round ``t`` on. A round in which both score
    nothing changes nothing, so only the rounds where something happens are followed (at
    most 2 x SR of them): ``_jump`` is such a round. The state after ``t + n`` rounds
    mixes the states after ``k`` of them, with the binomial chance of ``k`` busy rounds
    among ``n`` (``_spread``). Returns the chance still unresolved."""
    sr = len(before)
    idle = a.pmf[0] * b.pmf[0]
    if idle >= 1.0:
        raise ValueError("neither side can ever score: the phase never ends")
    busy = 1.0 - idle
    rev_a, rev_b = _tails(a.padded(sr)[::-1]), _tails(b.padded(sr)[::-1])
    window = sr - CRUCIAL_WINDOW
    slots: list[tuple[float, float, float, float]] = []
    decided = [0.0, 0.0]

    def end(by_a: float, by_b: float) -> None:
        decided[0] += by_a
        decided[1] += by_b

    alive = sum(map(sum, before)) + sum(map(sum, after))
    for _ in range(2 * sr + 1):
        if alive <= EPSILON:
            break
        won_a, won_b, level = _endings(before, after, ties)
        before, after = (_jump(g, idle, 1.0 / busy, rev_a, rev_b) for g in (before, after))
        decided[:] = [0.0, 0.0]
        _crucial_moment(before, after, window, crucial, end, trigger)
        slots.append((won_a + busy * decided[0], won_b + busy * decided[1], level, alive))
        alive = sum(map(sum, before)) + sum(map(sum, after))
    return alive + _spread(slots, idle, t, ends)


def _spread(
    slots: Sequence[tuple[float, float, float, float]], idle: float, t: int, ends: _Ends
) -> float:
    """Endings of the rounds after round ``t``. ``slots[k]``: what a round ends (by A,
    by B, level) from the state after ``k`` busy rounds (a crucial moment in its own
    busy round included), and that state's chance. Round ``t + n`` comes after ``k``
    busy rounds of ``n - 1`` with chance ``C(n - 1, k) idle^(n - 1 - k) busy^k``
    (``_busy_rounds``): kept round by round up to ``ROUND_LIMIT``, ``SPREAD_ROUNDS`` at
    a time, the rest a lump whose mass and mean come from ``sum over m of C(m, k)
    idle^(m - k) busy^k = 1 / busy`` and ``sum over m of m times it = k / busy + (k + 1)
    idle / busy²``. Returns the chance left out when the phase is over (below
    ``EPSILON``) before ``ROUND_LIMIT``. (Only phases that outlast ``FOLLOWED`` rounds
    get here, so NumPy is imported here and not with the module: an ordinary battle's
    odds take less time than its import.)"""
    from kitgen.numeric import np

    busy = 1.0 - idle
    won_a, won_b, tied, running = np.array(slots, dtype=np.float64).reshape(-1, 4).T
    head = np.zeros(len(slots))
    head_rounds = np.zeros(len(slots))
    last = ROUND_LIMIT - t
    for first in range(1, last + 1, SPREAD_ROUNDS):
        n = np.arange(first, min(first + SPREAD_ROUNDS, last + 1), dtype=np.float64)
        chance = _busy_rounds(n, len(slots), idle)
        alive = running @ chance
        over = np.flatnonzero(alive <= EPSILON)
        kept = chance[:, : over[0]] if over.size else chance
        ends.add_rounds(
            t + first, (won_a @ kept).tolist(), (won_b @ kept).tolist(), (tied @ kept).tolist()
        )
        if over.size:
            return float(alive[over[0]])
        head += chance.sum(axis=1)
        head_rounds += chance @ (t + n)
    for k, (a, b, level, _) in enumerate(slots):
        mass = 1.0 / busy - float(head[k])
        if mass > 0.0:
            rounds = (t + 1 + k) / busy + (k + 1) * idle / busy**2 - float(head_rounds[k])
            ends.lump(a * mass, b * mass, level * mass, max(rounds / mass, ROUND_LIMIT + 1.0))
    return 0.0


def _busy_rounds(n: Floats, count: int, idle: float) -> Floats:
    """``[k, i]``: the chance of ``k`` busy rounds (k < ``count``) among the first
    ``n[i] - 1``, ``C(n - 1, k) idle^(n - 1 - k) busy^k``, each row from the one before
    by the factor ``(n - k) / k × busy / idle``. (A phase that outlasts ``FOLLOWED``
    rounds has idle rounds: ``idle > 0``. Where ``idle^(n - 1)`` underflows, every row
    is far below ``EPSILON``: ``n`` is then past 700 / busy, many times the longest
    mean ``count / busy``.)"""
    from kitgen.numeric import np

    out = np.empty((count, len(n)))
    out[0] = idle ** (n - 1.0)
    ratio = (1.0 - idle) / idle
    for k in range(1, count):
        out[k] = out[k - 1] * (n - k) * (ratio / k)
    return out


def _jump(grid: Grid, idle: float, spacing: float, rev_a: Tails, rev_b: Tails) -> Grid:
    """One round in which something happens: a round, less its idle outcome, rescaled."""
    stepped = _step_grid(grid, rev_a, rev_b)
    return [
        [(x - idle * y) * spacing for x, y in zip(new, old, strict=True)]
        for new, old in zip(stepped, grid, strict=True)
    ]


def _step_grid(grid: Grid, rev_a: Tails, rev_b: Tails) -> Grid:
    """One more test for both sides: convolve along B's totals, then along A's."""
    work.count("witcher.cells", 2 * len(grid) ** 3)
    rows = [_step(row, rev_b) for row in grid]
    columns = [_step(column, rev_a) for column in zip(*rows, strict=True)]
    return [list(row) for row in zip(*columns, strict=True)]


def _crucial_moment(
    before: Grid,
    after: Grid,
    window: int,
    a_wins: float | None,
    end: Callable[[float, float], None],
    trigger: list[float],
) -> None:
    """Totals entering the window start a crucial moment: counted in ``trigger`` and,
    unless ``a_wins`` is None (odds without crucial moments), played out."""
    sr = len(before)
    for row in range(sr):
        for col in range(sr):
            mass = before[row][col]
            if not mass or (row < window and col < window):
                continue
            before[row][col] = 0.0
            trigger[0] += mass if row >= window else 0.0
            trigger[1] += mass if col >= window else 0.0
            trigger[2] += mass
            if a_wins is None:
                after[row][col] += mass
                continue
            if row + CRUCIAL_POINTS >= sr:
                end(mass * a_wins, 0.0)
            else:
                after[row + CRUCIAL_POINTS][col] += mass * a_wins
            if col + CRUCIAL_POINTS >= sr:
                end(0.0, mass * (1.0 - a_wins))
            else:
                after[row][col + CRUCIAL_POINTS] += mass * (1.0 - a_wins)
