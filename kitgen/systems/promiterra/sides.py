"""Each side of a Promiterra engagement (issue 24; ruling M10): the fighter, what it
inflicts on the other at each of its sizes, and how far a fight is followed. Shared by the
two ways of following a fight (kitgen/systems/promiterra/engagement.py, state by state,
and kitgen/systems/promiterra/grid.py, on a grid of sizes). Pure.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass

from kitgen.systems.promiterra.combat import cut, losses

MAX_EXCHANGES = 200
"""Exchanges followed at most; a fight still undecided then is reported as ``rest``."""

POINTS = 200
"""The most sizes of a troop a fight follows one by one (so exactly): a larger troop is
followed on this many sizes spread over its whole (kitgen/systems/promiterra/grid.py;
about 0.4 s for a fight of two such troops on one core)."""

MAX_STATES = 40_000
"""Live (units, units) states the state-by-state engine (the tests' check of the grid)
follows at most: past it, the fight is not followed at all, never part of the way."""

SETTLED = 1e-13
"""Undecided chance below which a fight is deemed over (it is still reported as rest)."""

PRUNE = 1e-17
"""A state less likely than this is no longer followed: its chance goes to ``rest``
(with the example battles, rest stays under 1e-12)."""

MAX_UNITS = 10_000
"""A troop larger than this (or than ``EXACT_TRIALS`` when the fortification's save rolls
one die per hit, ruling M1's override) is not followed at all: its engagements are all
``rest``, said plainly rather than computed for minutes."""

UNCAPPED = 1 << 62
"""A defender size no loss reaches: losses are capped by the state, not the table."""


@dataclass(frozen=True, slots=True)
class Fighter:
    """One side of an engagement, as the rules see it."""

    name: str
    units: int
    attack: int
    defense: int
    level: int
    """The fortification save it gets when attacked (0: none; only the higher level of
    the two counts, P1)."""
    hold: float
    """The chance it passes one loyalty test (P3)."""
    tests: int
    """Loyalty tests it takes at every one of its turns whatever its size (an adjacent
    source of fear, ill health, its side worth less than a third of the enemy's)."""
    test_below: int
    """It takes one more test while it has this many units or fewer (0: never)."""
    riposted: bool = True
    """Whether its attacks draw the other's riposte (not a mounted troop's on a ranged
    one)."""

    def holds(self, units: int) -> float:
        """The chance it passes every loyalty test it takes at ``units``."""
        count = self.tests + (1 if units <= self.test_below else 0)
        return self.hold**count


@functools.cache
def _loss_table(
    low: int, attack: int, defense: int, level: int, cut_fortification: bool
) -> tuple[tuple[int, float], ...]:
    """Units the defender loses to an attacker whose dice-cutting row starts at ``low``
    (every size of a row rolls alike), before the cap at its size (the state caps them);
    zero-chance outcomes left out."""
    dist = losses(low, attack, defense, level, UNCAPPED, cut_fortification)
    return tuple((loss, float(p)) for loss, p in dist if p)


def _tables(
    attacker: Fighter, defender: Fighter, cut_fortification: bool
) -> list[tuple[tuple[int, float], ...]]:
    """What ``attacker`` inflicts on ``defender`` at each of its sizes (index: units)."""
    return [()] + [
        _loss_table(
            cut(units).low, attacker.attack, defender.defense, defender.level, cut_fortification
        )
        for units in range(1, attacker.units + 1)
    ]


def _rows(units: int) -> list[int]:
    """Each size's dice-cutting row, numbered from 0 (index: units)."""
    lows = [cut(u).low for u in range(1, units + 1)]
    number = {low: n for n, low in enumerate(sorted(set(lows)))}
    return [0] + [number[low] for low in lows]


@dataclass(frozen=True, slots=True)
class Side:
    """A fighter's numbers by size, read in the innermost loops."""

    fighter: Fighter
    strikes: list[tuple[tuple[int, float], ...]]
    """What it inflicts on the other at each of its sizes."""
    by_row: list[tuple[tuple[int, float], ...]]
    """The same, by dice-cutting row."""
    rows: list[int]
    holds: list[float]
    cache: dict[tuple[int, int], tuple[tuple[int, float], ...]]

    def capped(self, row: int, units: int) -> tuple[tuple[int, float], ...]:
        """What its dice-cutting ``row`` leaves of ``units`` enemies, and the chance of
        each (every loss of all of them or more merged into one outcome: none left)."""
        found = self.cache.get((row, units))
        if found is None:
            kept: dict[int, float] = {}
            for loss, p in self.by_row[row]:
                after = units - loss if loss < units else 0
                kept[after] = kept.get(after, 0.0) + p
            found = self.cache[(row, units)] = tuple(kept.items())
        return found


def side(me: Fighter, other: Fighter, cut_fortification: bool) -> Side:
    strikes = _tables(me, other, cut_fortification)
    rows = _rows(me.units)
    by_row: list[tuple[tuple[int, float], ...]] = [()] * (max(rows) + 1)
    for units in range(1, me.units + 1):
        by_row[rows[units]] = strikes[units]
    holds = [me.holds(u) for u in range(me.units + 1)]
    return Side(me, strikes, by_row, rows, holds, {})
