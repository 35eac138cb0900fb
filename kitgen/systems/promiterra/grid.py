"""A Promiterra engagement followed on a grid of sizes: the fast way to the numbers that
kitgen/systems/promiterra/engagement.py works out state by state (tests check both agree).

The same exchanges (ruling M10), the same live states and the same thresholds; what
differs is where the chances are kept. Every pair of sizes has a fixed place in a flat
list, so the two innermost loops add each product into a list slot, not a dictionary
entry (twice as fast: those loops are where all the time goes), and a whole column of
empty slots is skipped at once. The tables each loop reads are worked out once per
pairing and direction (:class:`Direction`) and serve both who-engages orders. The grid
holds every size: ``fits`` says when it is small enough to be worth it.

An exchange has two steps. The actor's attack takes the target from ``y`` to ``y'``
units by a table that depends on the actor's dice-cutting row only; each result is kept
apart by the target's row before the attack, the one its riposte rolls at (ruling M3).
Then the riposte takes the actor from ``x`` to ``x'`` by the table of that row. So the
work is (live states x one table) + (kept results x the other table), never their product.
"""

from __future__ import annotations

from itertools import compress
from operator import mul

from kitgen.engagement import Engagement
from kitgen.systems.promiterra.sides import PRUNE, SETTLED, Fighter, Side

GRID_CELLS = 2_000_000
"""The most slots the attack's results may take (target rows x target sizes x actor
sizes) for the grid to be used; larger fights are followed state by state."""

Moves = list[tuple[int, float]]


def fits(first: Side, second: Side) -> bool:
    """Whether the grid of these two sides is small enough to follow the fight on."""
    a, b = first.fighter.units, second.fighter.units
    if min(a, b) < 1:
        return False
    return max(len(second.by_row) * (b + 1) * (a + 1), len(first.by_row) * (a + 1) * (b + 1)) <= (
        GRID_CELLS
    )


class Direction:
    """One side attacking the other (with the other's riposte), as the grid reads it: the
    tables of both steps of its exchange, with every slot offset worked out."""

    def __init__(self, actor: Side, target: Side) -> None:
        self.actor_sizes = actor.fighter.units + 1
        self.target_sizes = target.fighter.units + 1
        self.holds = actor.holds
        xs, ys = self.actor_sizes, self.target_sizes
        rows = target.rows
        self.rows = max(rows) + 1
        self.sizes: list[list[int]] = [[] for _ in range(self.rows)]
        """The target's sizes in each of its rows."""
        for units in range(1, ys):
            self.sizes[rows[units]].append(units)
        self.reach = min(ys - 1, max(loss for table in actor.by_row for loss, _ in table))
        """The most units the actor's attack takes (so the furthest column it reaches)."""
        self.actor, self.target = actor, target
        # each table is worked out when first read: a fight reaches only some sizes
        self.attack: dict[int, list[Moves | None]] = {
            row: [None] * ys for row in set(actor.rows[1:])
        }
        """By actor row, by target size y: each y' with its chance, as the slot of (row of
        y, y', x) less x."""
        self.riposte: list[list[Moves | None]] = [[None] * xs for _ in range(self.rows)]
        """By target row, by actor size x: each x' with its chance, as the move from the
        slot of (row, y', x) to that of (y', x'), the next exchange's actor first."""

    def attack_moves(self, row: int, y: int) -> Moves:
        """What the actor's attack from its dice-cutting ``row`` leaves of ``y`` units."""
        xs, ys, rows = self.actor_sizes, self.target_sizes, self.target.rows
        moves = [((rows[y] * ys + after) * xs, p) for after, p in self.actor.capped(row, y)]
        self.attack[row][y] = moves
        return moves

    def riposte_moves(self, row: int, x: int) -> Moves:
        """What the target's riposte from its dice-cutting ``row`` leaves of ``x`` units
        (all of them when a mounted troop attacks a ranged one: no riposte)."""
        shift = row * self.target_sizes * self.actor_sizes
        if self.actor.fighter.riposted:
            moves = [(left - x - shift, p) for left, p in self.target.capped(row, x)]
        else:
            moves = [(-shift, 1.0)]
        self.riposte[row][x] = moves
        return moves

    def exchange(
        self, live: list[list[float] | None], won: list[float], left: list[float]
    ) -> list[float]:
        """The actor's turn: its loyalty step (what flees goes to ``won[1]``, the target's
        units then to ``left[1]``), its attack and the riposte. ``live[x]`` holds the
        chance of each target size with ``x`` actor units (``None``: none). Returns the
        chance of each (y', x') at slot y' * (actor sizes) + x'."""
        xs, ys = self.actor_sizes, self.target_sizes
        struck = [0.0] * (self.rows * ys * xs)
        sizes = range(ys)
        occupied = [0.0] * ys  # the largest chance of each target size
        for x in range(1, xs):
            row = live[x]
            if row is None:
                continue
            occupied = list(map(max, occupied, row))
            hold = self.holds[x]
            if hold < 1.0:
                won[1] += sum(row) * (1.0 - hold)
                left[1] += sum(map(mul, row, sizes)) * (1.0 - hold)
                if hold <= 0.0:
                    continue
            line = self.actor.rows[x]
            table = self.attack[line]
            for y in compress(sizes, row):
                m = row[y] * hold
                for slot, p in table[y] or self.attack_moves(line, y):
                    struck[slot + x] += m * p
        after = [0.0] * (ys * xs)
        actors = range(xs)
        block = ys * xs
        for line in range(self.rows):
            present = [y for y in self.sizes[line] if occupied[y]]
            if not present:
                continue
            riposte = self.riposte[line]
            start = line * block
            # the columns of y' the attack reaches from this row's live sizes, and y' = 0
            low = max(1, present[0] - self.reach)
            columns = range(start + low * xs, start + (present[-1] + 1) * xs, xs)
            for column in (start, *columns):
                chances = struck[column : column + xs]
                if not any(chances):
                    continue
                for x in compress(actors, chances):
                    m = chances[x]
                    slot = column + x
                    for move, p in riposte[x] or self.riposte_moves(line, x):
                        after[slot + move] += m * p
        return after


def follow(
    first: Fighter,
    second: Fighter,
    directions: tuple[Direction, Direction],
    exchanges: int,
    states: int,
) -> Engagement:
    """The engagement of ``first`` (whose direction is ``directions[0]``) engaging
    ``second``, as ``engagement.engage`` defines it."""
    live: list[list[float] | None] = [None] * (first.units + 1)
    start = [0.0] * (second.units + 1)
    start[second.units] = 1.0
    live[first.units] = start
    ends: list[tuple[float, float, float]] = []
    left = [0.0, 0.0]  # each side's units, first then second
    dropped = 0.0
    for turn in range(exchanges + 1):
        acting = turn % 2
        rows = [row for row in live if row is not None]
        chance = sum(map(sum, rows))
        count = sum(len(row) - row.count(0.0) for row in rows)
        if turn == exchanges or not rows or chance <= SETTLED or count > states:
            for x, row in enumerate(live):  # no longer followed: the rest
                if row is not None:
                    left[acting] += x * sum(row)
                    left[1 - acting] += sum(map(mul, row, range(len(row))))
            return Engagement(
                first.name, second.name, tuple(ends), chance + dropped, (left[0], left[1])
            )
        direction = directions[acting]
        won = [0.0, 0.0, 0.0]  # actor, target, neither
        units = [0.0, 0.0]  # actor, target
        after = direction.exchange(live, won, units)
        xs, ys = direction.actor_sizes, direction.target_sizes
        destroyed = after[0:xs]  # the target has no unit left
        won[2] += destroyed[0]
        won[0] += sum(destroyed) - destroyed[0]
        units[0] += sum(map(mul, destroyed, range(xs)))
        live = [None] * ys  # the other side's turn next: its units first
        for y in range(1, ys):
            row = after[y * xs : (y + 1) * xs]
            if not any(row):
                continue
            if row[0]:  # the actor has no unit left
                won[1] += row[0]
                units[1] += y * row[0]
                row[0] = 0.0
            for x in compress(range(xs), row):
                m = row[x]
                if m < PRUNE:
                    dropped += m
                    units[0] += x * m
                    units[1] += y * m
                    row[x] = 0.0
            if any(row):
                live[y] = row
        left[acting] += units[0]
        left[1 - acting] += units[1]
        ends.append((won[0], won[1], won[2]) if acting == 0 else (won[1], won[0], won[2]))
    raise AssertionError("unreachable: the last turn returns")
