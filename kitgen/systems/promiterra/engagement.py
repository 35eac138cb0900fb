"""Two Promiterra troops fighting on, exchange after exchange: who is destroyed or flees
first, and after how many exchanges (issue 24; ruling M10).

The troop that engages attacks first; then the two armies' turns alternate, each troop
attacking the other in its own army's turn. An exchange is one army's turn for its troop:
first its loyalty step (one 2d6 test for each condition that holds, P3: a failed test and
the troop flees), then its attack with the other's riposte (P1, P2, ruling M1; losses
come off both at the end, ruling M3; a mounted troop attacking a ranged one draws no
riposte). The state is the two troops' units; the chance of each is carried forward
exchange by exchange, exactly but in floating point, for at most ``MAX_EXCHANGES``
exchanges and ``MAX_STATES`` live states; what is still undecided then is the
engagement's ``rest``, never dropped. Pure: numbers in, an ``Engagement`` out.
"""

from __future__ import annotations

import functools
from collections import defaultdict
from dataclasses import dataclass

from kitgen.engagement import Engagement
from kitgen.systems.promiterra.combat import EXACT_TRIALS, cut, effective_level, losses
from kitgen.systems.promiterra.plan import BattlePlan, TroopPlan

MAX_EXCHANGES = 200
"""Exchanges followed at most; a fight still undecided then is reported as ``rest``."""

MAX_STATES = 40_000
"""Live (units, units) states followed at most: past it (two huge troops), the fight is
no longer followed and what is undecided is ``rest``."""

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
class _Side:
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


def _side(me: Fighter, other: Fighter, cut_fortification: bool) -> _Side:
    strikes = _tables(me, other, cut_fortification)
    rows = _rows(me.units)
    by_row: list[tuple[tuple[int, float], ...]] = [()] * (max(rows) + 1)
    for units in range(1, me.units + 1):
        by_row[rows[units]] = strikes[units]
    holds = [me.holds(u) for u in range(me.units + 1)]
    return _Side(me, strikes, by_row, rows, holds, {})


def engage(
    first: Fighter,
    second: Fighter,
    cut_fortification: bool = True,
    exchanges: int = MAX_EXCHANGES,
    states: int = MAX_STATES,
) -> Engagement:
    """``first`` engages ``second``: the chance the fight is decided at each exchange for
    either side (the other destroyed or fled) or neither (both destroyed at once), what is
    still undecided after ``exchanges`` exchanges (or past ``states`` live states, or too
    unlikely to follow: less than ``PRUNE``), and each side's mean units left on the field
    when decided (a troop that fled or was destroyed has none) or when no longer
    followed."""
    largest = MAX_UNITS if cut_fortification else EXACT_TRIALS
    if max(first.units, second.units) > largest:
        return Engagement(first.name, second.name, (), 1.0, (first.units, second.units))
    sides = (_side(first, second, cut_fortification), _side(second, first, cut_fortification))
    width = max(first.units, second.units) + 1
    # live states, keyed actor * width + target for the side whose turn comes next
    live: dict[int, float] = {first.units * width + second.units: 1.0}
    ends: list[tuple[float, float, float]] = []
    left = [0.0, 0.0]
    dropped = 0.0
    for turn in range(exchanges):
        if not live or sum(live.values()) <= SETTLED or len(live) > states:
            break
        acting = turn % 2
        actor, target = sides[acting], sides[1 - acting]
        won = [0.0, 0.0, 0.0]  # actor, target, neither
        held: dict[int, float] = {}
        holds = actor.holds
        for key, m in live.items():
            x = key // width
            hold = holds[x]
            if hold < 1.0:
                won[1] += m * (1.0 - hold)
                left[1 - acting] += (key % width) * m * (1.0 - hold)
            if hold > 0.0:
                held[key] = m * hold
        after = _exchange(held, width, actor, target)
        live = {}
        for key, m in after.items():
            x, y = divmod(key, width)
            if x and y:
                if m < PRUNE:
                    dropped += m
                    left[acting] += x * m
                    left[1 - acting] += y * m
                else:
                    live[y * width + x] = m  # the other side's turn next
            elif y:
                won[1] += m
                left[1 - acting] += y * m
            elif x:
                won[0] += m
                left[acting] += x * m
            else:
                won[2] += m
        ends.append((won[0], won[1], won[2]) if acting == 0 else (won[1], won[0], won[2]))
    # what is still live is keyed for the side whose turn would come next
    nxt = len(ends) % 2
    for key, m in live.items():
        x, y = divmod(key, width)
        left[nxt] += x * m
        left[1 - nxt] += y * m
    rest = sum(live.values()) + dropped
    return Engagement(first.name, second.name, tuple(ends), rest, (left[0], left[1]))


def _exchange(live: dict[int, float], width: int, actor: _Side, target: _Side) -> dict[int, float]:
    """One attack by ``actor`` on ``target`` (states keyed actor * width + target) and,
    unless a mounted troop attacks a ranged one, the target's riposte with the units it
    had before (ruling M3). The target's losses depend on the actor's size, the actor's
    on the target's dice-cutting row only: gathering the states by that row after the
    attack keeps the work to (states x one table) twice, not their product."""
    rows = len(target.by_row)
    riposte = actor.fighter.riposted
    struck: defaultdict[int, float] = defaultdict(float)
    capped, cache, actor_rows, target_rows = actor.capped, actor.cache, actor.rows, target.rows
    for key, m in live.items():
        x, y = divmod(key, width)
        base = (x * rows + (target_rows[y] if riposte else 0)) * width
        rx = actor_rows[x]
        for standing, p in cache.get((rx, y)) or capped(rx, y):
            struck[base + standing] += m * p
    if not riposte:
        return {(k // width // rows) * width + k % width: m for k, m in struck.items()}
    after: defaultdict[int, float] = defaultdict(float)
    back, cache = target.capped, target.cache  # the riposte
    for key, m in struck.items():
        xr, y = divmod(key, width)
        x, row = divmod(xr, rows)
        for left, p in cache.get((row, x)) or back(row, x):
            after[left * width + y] += m * p
    return after


def fighter(troop: TroopPlan, enemy: TroopPlan, plan: BattlePlan) -> Fighter:
    """``troop`` as it fights ``enemy`` (ruling M10): its fortification save where both
    stand at the start (P1, ruling M7: the open field when not known), and the loyalty
    tests it takes at every turn of its army (P3): one if ``enemy`` is a source of fear,
    one if it is ailing, one if its side is worth less than a third of the enemy's."""
    army = next(a for a in plan.armies if a.name == troop.army)
    placed = troop.placed and enemy.placed
    tests = int(enemy.troop.fearsome) + int(bool(troop.troop.ailing)) + int(army.tests_for_value)
    return Fighter(
        name=troop.name,
        units=troop.units,
        attack=troop.stats.attack.value,
        defense=troop.stats.defense.value,
        level=effective_level(troop.level, enemy.level) if placed else 0,
        hold=float(troop.loyalty_chance),
        tests=tests,
        test_below=troop.test_below,
        riposted=not (troop.troop.type == "mounted" and enemy.troop.type == "ranged"),
    )


def engagements(plan: BattlePlan) -> tuple[tuple[TroopPlan, TroopPlan, Engagement], ...]:
    """Every troop engaging every enemy troop (both orders: who engages strikes first)."""
    cutting = plan.battle.house_rules.cut_fortification_dice
    return tuple(
        (mine, theirs, engage(fighter(mine, theirs, plan), fighter(theirs, mine, plan), cutting))
        for army in plan.armies
        for enemy in plan.enemies_of(army)
        for mine in army.troops
        for theirs in enemy.troops
    )
