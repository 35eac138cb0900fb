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

A troop of more than ``POINTS`` units is followed on ``POINTS`` sizes spread evenly from
none to its whole (``points``): a loss that leaves it between two of them is split
between the two, in the shares that keep its mean (as Bloodlust's coarse grid of EFF),
and the fight is marked not exact. Its dice-cutting row, loyalty tests and units left are
read at each size followed. So every fight fits the grid, and costs at most what one of
``POINTS`` against ``POINTS`` units costs.
"""

from __future__ import annotations

from typing import TypeAlias

from kitgen import work
from kitgen.engagement import Engagement, not_followed
from kitgen.numeric import np, npt
from kitgen.systems.promiterra.sides import POINTS, PRUNE, SETTLED, Fighter, Side

Grid: TypeAlias = npt.NDArray[np.float64]


def points(units: int) -> Grid:
    """The sizes of a troop of ``units`` that a fight follows, from none to all: every
    one, or ``POINTS`` of them spread evenly (whole numbers) for a larger troop."""
    if units <= POINTS:
        return np.arange(units + 1, dtype=np.float64)
    return np.round(np.linspace(0, units, POINTS + 1))


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
    """Whether the fight of these two sides can be followed on the grid: both have a
    unit or more (every other fight can)."""
    return min(first.fighter.units, second.fighter.units) >= 1


def moves(table: tuple[tuple[int, float], ...], sizes: Grid) -> Grid:
    """``m[k, k']``: the chance a side at its ``k``-th size (``sizes[k]`` units, k > 0)
    is at its ``k'``-th after losses drawn from ``table`` (each loss with its chance); a
    loss of all it has or more leaves none (ruling M2), and a size between two followed
    ones is split between them, its mean kept."""
    n = len(sizes)
    loss = np.array([loss for loss, _ in table], dtype=np.float64)[:, None]
    chance = np.array([p for _, p in table])[:, None]
    here = np.broadcast_to(np.arange(1, n), (len(table), n - 1))
    after = sizes[None, 1:] - loss  # [loss, size]
    gone = after <= 0
    low = np.where(gone, 0, np.searchsorted(sizes, after, side="right") - 1)
    high = np.minimum(low + 1, n - 1)
    gap = sizes[high] - sizes[low]
    share = np.where(gone | (gap == 0), 0.0, (after - sizes[low]) / np.where(gap, gap, 1.0))
    flat = np.concatenate([(here * n + low).ravel(), (here * n + high).ravel()])
    weights = np.concatenate([(chance * (1.0 - share)).ravel(), (chance * share).ravel()])
    found = np.bincount(flat, weights, minlength=n * n).reshape(n, n)
    return np.asarray(found, dtype=np.float64)


class Direction:
    """One side attacking the other (with the other's riposte), as the grid reads it: the
    matrices of both steps of its exchange, over the sizes each side is followed at
    (``points``: an index of the grid is the rank of a size)."""

    def __init__(self, actor: Side, target: Side) -> None:
        self.actor_points = points(actor.fighter.units)
        self.target_points = points(target.fighter.units)
        self.actor_sizes = xs = len(self.actor_points)
        self.target_sizes = ys = len(self.target_points)
        self.exact = xs == actor.fighter.units + 1 and ys == target.fighter.units + 1
        """Whether every size of both is followed (else a coarser grid, mean kept)."""
        at_x = [int(u) for u in self.actor_points]
        at_y = [int(u) for u in self.target_points]
        self.holds = np.array([actor.holds[u] for u in at_x])
        self.actor_runs = runs([actor.rows[u] for u in at_x])
        self.target_runs = runs([target.rows[u] for u in at_y])
        self.attack = {
            row: moves(actor.by_row[row], self.target_points) for row, _, _ in self.actor_runs
        }
        """By the actor's row: ``[y, y']``."""
        self.wipes = {row: m[:, 0] > 0 for row, m in self.attack.items()}
        """By the actor's row: the target's sizes its attack may leave with none."""
        self.reach = max(_reach(m) for m in self.attack.values())
        """The most sizes (grid steps) the actor's attack takes, short of none left."""
        self.riposte = np.stack(
            [
                moves(target.by_row[row], self.actor_points)
                if actor.fighter.riposted
                else np.eye(xs)
                for row, _, _ in self.target_runs
            ]
        )
        """By the target's row (in order of size): ``[row, x, x']``; no losses when a
        mounted troop attacks a ranged one (no riposte)."""

    def exchange(self, live: Grid, won: list[float], left: list[float]) -> tuple[Grid, int]:
        """The actor's turn on ``live[x, y]`` (the chance of ``x`` actor units against
        ``y``): its loyalty step (what flees goes to ``won[1]``, the target's units then to
        ``left[1]``), its attack and the riposte. Returns the chances ``[x', y']``, and the
        slots worked (the live sizes' rectangle, where the time goes).

        Only the sizes a fight has reached are worked: the actor's from the smallest to
        the largest live, the target's likewise, and what the attack leaves of them from
        ``reach`` below the smallest (and none left, column 0)."""
        fled = live * (1.0 - self.holds)[:, None]
        won[1] += float(fled.sum())
        left[1] += float(fled.sum(axis=0) @ self.target_points)
        live = live * self.holds[:, None]
        after = np.zeros((self.actor_sizes, self.target_sizes))
        xs = np.flatnonzero(np.any(live, axis=1))
        if not len(xs):
            return after, 0
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
            if self.wipes[row][y_low:y_high].any():  # some are left with none
                struck[first - x_low : end - x_low, :, 0] = np.add.reduceat(
                    block[:, :, 0] * attack[None, :, 0], starts, axis=1
                )
        # the riposte of each row: a sum over the target's row and the actor's size x
        riposte = self.riposte[rows[0] : rows[-1] + 1, x_low:x_high, :x_high]
        found = np.tensordot(riposte, struck, axes=([0, 1], [1, 0]))
        after[:x_high, low:y_high] = found[:, 1:]
        after[:x_high, 0] = found[:, 0]
        return after, int((x_high - x_low) * (y_high - low + 1))


def follow(
    first: Fighter,
    second: Fighter,
    directions: tuple[Direction, Direction],
    exchanges: int,
    slots: float = float("inf"),
) -> tuple[Engagement, int]:
    """The engagement of ``first`` (whose direction is ``directions[0]``) engaging
    ``second``, as ``engagement.engage`` defines it, and the slots its exchanges worked
    (the live sizes' rectangle, exchange after exchange); every live state is followed, on the
    sizes ``points`` gives each (all of them: exact; else marked not exact). A fight
    that would work more than ``slots`` is given up at the exchange that passes them and
    said not followed (``cut_short`` "budget"): never part of the way."""
    sizes = (directions[0].actor_points, directions[0].target_points)
    spent = 0
    live = np.zeros((len(sizes[0]), len(sizes[1])))  # the acting side's sizes first
    live[-1, -1] = 1.0
    ends: list[tuple[float, float, float]] = []
    left = [0.0, 0.0]  # each side's units, first then second
    dropped = 0.0
    for turn in range(exchanges + 1):
        acting = turn % 2
        mine, theirs = sizes[acting], sizes[1 - acting]
        chance = float(live.sum())
        if turn == exchanges or not live.any() or chance <= SETTLED:
            actor, target = _units_of(live, mine, theirs)  # no longer followed: the rest
            left[acting] += actor
            left[1 - acting] += target
            fight = Engagement(
                first.name,
                second.name,
                tuple(ends),
                chance + dropped,
                (left[0], left[1]),
                exact=directions[0].exact,
            )
            return fight, spent
        won = [0.0, 0.0, 0.0]  # actor, target, neither
        units = [0.0, 0.0]  # actor, target
        after, worked = directions[acting].exchange(live, won, units)
        work.count("promiterra.slots", worked)
        spent += worked
        if spent > slots:
            return not_followed(first.name, second.name, "budget"), spent
        won[2] += float(after[0, 0])
        won[0] += float(after[1:, 0].sum())  # the target has no unit left
        won[1] += float(after[0, 1:].sum())  # the actor has none
        actor, _ = _units_of(after[:, :1], mine, theirs)
        _, target = _units_of(after[:1, :], mine, theirs)
        after[:, 0] = 0.0
        after[0, :] = 0.0
        faint = (after > 0.0) & (after < PRUNE)
        if faint.any():
            pruned = np.where(faint, after, 0.0)
            dropped += float(pruned.sum())
            more, other = _units_of(pruned, mine, theirs)
            actor, target = actor + more, target + other
            after[faint] = 0.0
        left[acting] += units[0] + actor
        left[1 - acting] += units[1] + target
        ends.append((won[0], won[1], won[2]) if acting == 0 else (won[1], won[0], won[2]))
        live = np.ascontiguousarray(after.T)  # the other side's turn next: its sizes first
    raise AssertionError("unreachable: the last turn returns")


def _reach(m: Grid) -> int:
    """The most grid steps down that moves ``m`` take a side, short of none left."""
    struck = m[:, 1:] > 0
    lowest = np.where(struck.any(axis=1), struck.argmax(axis=1) + 1, np.arange(len(m)))
    return int(np.max(np.arange(len(m)) - lowest, initial=0))


def _units_of(chances: Grid, rows: Grid, columns: Grid) -> tuple[float, float]:
    """Each side's units weighted by ``chances[x, y]``, the first index's at the sizes
    ``rows``, the second's at ``columns``."""
    xs, ys = chances.shape
    return (
        float(chances.sum(axis=1) @ rows[:xs]),
        float(chances.sum(axis=0) @ columns[:ys]),
    )
