"""A Promiterra engagement followed on a grid of sizes with NumPy: the fast way to the
numbers that kitgen/systems/promiterra/engagement.py works out state by state (tests check
both agree to 1e-12).

The same exchanges (ruling M10), the same live states and the same thresholds; what
differs is where the chances are kept: an array with a slot for every pair of sizes,
moved on by matrix products instead of one multiply-add at a time in Python.

An exchange has two steps, and each depends only on the other side's size before it. The
actor's attack takes the target from ``y`` to ``y'`` units by a matrix that depends on the
actor's dice-cutting row only; its results are kept apart by the target's row before the
attack, the one its riposte rolls at (ruling M3). Then the riposte takes the actor from
``x`` to ``x'`` by the matrix of that row. Rows cover runs of consecutive sizes, so the
first step is one product per actor row and the second one tensor contraction over the
target's rows.
"""

from __future__ import annotations

from typing import TypeAlias

from kitgen import work
from kitgen.engagement import Engagement
from kitgen.numeric import np, npt
from kitgen.systems.promiterra.sides import PRUNE, SETTLED, Fighter, Side

Grid: TypeAlias = npt.NDArray[np.float64]

GRID_CELLS = 24_000_000
"""The most numbers the grid of a fight may hold (its matrices both ways and the largest
array of an exchange: 192 MB, a tenth of a build's memory limit) for it to be used;
larger fights are followed state by state, within their own limits."""


def runs(rows: list[int]) -> list[tuple[int, int, int]]:
    """Each dice-cutting row of a side (``rows``: its row at each size, index 0 unused) as
    (row, its first size, its last size + 1): rows cover consecutive sizes."""
    found: list[tuple[int, int, int]] = []
    start = 1
    for units in range(2, len(rows) + 1):
        if units == len(rows) or rows[units] != rows[start]:
            found.append((rows[start], start, units))
            start = units
    return found


def fits(first: Side, second: Side) -> bool:
    """Whether the grid of these two sides is small enough to follow the fight on."""
    a, b = first.fighter.units + 1, second.fighter.units + 1
    if min(a, b) < 2:
        return False
    rows_a, rows_b = len(first.by_row), len(second.by_row)
    matrices = 2 * (rows_a * b * b + rows_b * a * a)  # attack and riposte, both ways
    return matrices + max(rows_a, rows_b) * a * b <= GRID_CELLS


def moves(table: tuple[tuple[int, float], ...], sizes: int) -> Grid:
    """``m[u, u']``: the chance a side of ``u`` units (0 < u < sizes) is left with ``u'``
    by losses drawn from ``table`` (each loss with its chance); a loss of ``u`` or more
    leaves none (ruling M2)."""
    m = np.zeros((sizes, sizes))
    at_least = np.zeros(sizes + 1)  # the chance of each loss, the largest gathered at sizes
    for loss, p in table:
        if loss < sizes:
            m[np.arange(loss + 1, sizes), np.arange(1, sizes - loss)] += p
        at_least[min(loss, sizes)] += p
    at_least = np.cumsum(at_least[::-1])[::-1]  # now: the chance of a loss >= each
    m[1:, 0] = at_least[1:sizes]
    return m


class Direction:
    """One side attacking the other (with the other's riposte), as the grid reads it: the
    matrices of both steps of its exchange."""

    def __init__(self, actor: Side, target: Side) -> None:
        self.actor_sizes = xs = actor.fighter.units + 1
        self.target_sizes = ys = target.fighter.units + 1
        self.holds = np.array(actor.holds)
        self.actor_runs = runs(actor.rows)
        self.target_runs = runs(target.rows)
        self.starts = np.array([first for _, first, _ in self.target_runs])
        """Where each of the target's rows begins, for gathering the attack's results."""
        self.reach = min(ys - 1, max(loss for table in actor.by_row for loss, _ in table))
        """The most units the actor's attack takes."""
        self.attack = {row: moves(actor.by_row[row], ys) for row, _, _ in self.actor_runs}
        """By the actor's row: ``[y, y']``."""
        self.riposte = np.stack(
            [
                moves(target.by_row[row], xs) if actor.fighter.riposted else np.eye(xs)
                for row, _, _ in self.target_runs
            ]
        )
        """By the target's row (in order of size): ``[row, x, x']``; no losses when a
        mounted troop attacks a ranged one (no riposte)."""

    def exchange(self, live: Grid, won: list[float], left: list[float]) -> Grid:
        """The actor's turn on ``live[x, y]`` (the chance of ``x`` actor units against
        ``y``): its loyalty step (what flees goes to ``won[1]``, the target's units then to
        ``left[1]``), its attack and the riposte. Returns the chances ``[x', y']``.

        Only the sizes a fight has reached are worked: the actor's from the smallest to
        the largest live, the target's likewise, and what the attack leaves of them from
        ``reach`` below the smallest (and none left, column 0)."""
        fled = live * (1.0 - self.holds)[:, None]
        won[1] += float(fled.sum())
        left[1] += float(fled.sum(axis=0) @ np.arange(self.target_sizes))
        live = live * self.holds[:, None]
        after = np.zeros((self.actor_sizes, self.target_sizes))
        xs = np.flatnonzero(np.any(live, axis=1))
        if not len(xs):
            return after
        ys = np.flatnonzero(np.any(live, axis=0))
        (x_low, x_high), (y_low, y_high) = (xs[0], xs[-1] + 1), (ys[0], ys[-1] + 1)
        low = max(1, y_low - self.reach)  # the fewest target units the attack leaves, but 0
        rows = [
            n
            for n, (_, first, end) in enumerate(self.target_runs)
            if first < y_high and end > y_low
        ]
        starts = [max(self.target_runs[n][1], y_low) - y_low for n in rows]
        # the attack, its results kept apart by the target's row before it: [x, row, y']
        struck = np.zeros((x_high - x_low, len(rows), y_high - low + 1))
        for row, first, end in self.actor_runs:
            first, end = max(first, x_low), min(end, x_high)
            if first >= end:
                continue
            block = live[first:end, y_low:y_high, None]
            attack = self.attack[row][y_low:y_high]
            struck[first - x_low : end - x_low, :, 1:] = np.add.reduceat(
                block * attack[None, :, low:y_high], starts, axis=1
            )
            if y_low <= self.reach:  # some are left with none
                struck[first - x_low : end - x_low, :, 0] = np.add.reduceat(
                    block[:, :, 0] * attack[None, :, 0], starts, axis=1
                )
        # the riposte of each row: a sum over the target's row and the actor's size x
        riposte = self.riposte[rows[0] : rows[-1] + 1, x_low:x_high, :x_high]
        found = np.tensordot(riposte, struck, axes=([0, 1], [1, 0]))
        after[:x_high, low:y_high] = found[:, 1:]
        after[:x_high, 0] = found[:, 0]
        return after


def follow(
    first: Fighter,
    second: Fighter,
    directions: tuple[Direction, Direction],
    exchanges: int,
) -> Engagement:
    """The engagement of ``first`` (whose direction is ``directions[0]``) engaging
    ``second``, as ``engagement.engage`` defines it; every live state is followed (the
    grid's size is bounded by :func:`fits` instead)."""
    live = np.zeros((first.units + 1, second.units + 1))  # the acting side's units first
    live[first.units, second.units] = 1.0
    ends: list[tuple[float, float, float]] = []
    left = [0.0, 0.0]  # each side's units, first then second
    dropped = 0.0
    for turn in range(exchanges + 1):
        acting = turn % 2
        chance = float(live.sum())
        if turn == exchanges or not live.any() or chance <= SETTLED:
            actor, target = _units_of(live)  # no longer followed: the rest
            left[acting] += actor
            left[1 - acting] += target
            return Engagement(
                first.name, second.name, tuple(ends), chance + dropped, (left[0], left[1])
            )
        won = [0.0, 0.0, 0.0]  # actor, target, neither
        units = [0.0, 0.0]  # actor, target
        work.count("promiterra.slots", live.size)
        after = directions[acting].exchange(live, won, units)
        won[2] += float(after[0, 0])
        won[0] += float(after[1:, 0].sum())  # the target has no unit left
        won[1] += float(after[0, 1:].sum())  # the actor has none
        actor, _ = _units_of(after[:, :1])
        _, target = _units_of(after[:1, :])
        after[:, 0] = 0.0
        after[0, :] = 0.0
        faint = (after > 0.0) & (after < PRUNE)
        if faint.any():
            pruned = np.where(faint, after, 0.0)
            dropped += float(pruned.sum())
            more, other = _units_of(pruned)
            actor, target = actor + more, target + other
            after[faint] = 0.0
        left[acting] += units[0] + actor
        left[1 - acting] += units[1] + target
        ends.append((won[0], won[1], won[2]) if acting == 0 else (won[1], won[0], won[2]))
        live = np.ascontiguousarray(after.T)  # the other side's turn next: its units first
    raise AssertionError("unreachable: the last turn returns")


def _units_of(chances: Grid) -> tuple[float, float]:
    """Each side's units weighted by ``chances[x, y]``: the first index's, the second's."""
    xs, ys = chances.shape
    return (
        float(chances.sum(axis=1) @ np.arange(xs)),
        float(chances.sum(axis=0) @ np.arange(ys)),
    )
