"""Two Promiterra troops fighting on, exchange after exchange: who is destroyed or flees
first, and after how many exchanges (issue 24; ruling M10).

The troop that engages attacks first; then the two armies' turns alternate, each troop
attacking the other in its own army's turn. An exchange is one army's turn for its troop:
first its loyalty step (one 2d6 test for each condition that holds, P3: a failed test and
the troop flees), then its attack with the other's riposte (P1, P2, ruling M1; losses
come off both at the end, ruling M3; a mounted troop attacking a ranged one draws no
riposte). The state is the two troops' units; the chance of each is carried forward
exchange by exchange, exactly but in floating point, for at most ``MAX_EXCHANGES``
exchanges; what is still undecided then is the engagement's ``rest``, never dropped. The
fight is carried on a grid of sizes with NumPy (kitgen/systems/promiterra/grid.py, the
fast way; a troop of more than ``POINTS`` units on that many of its sizes, the fight then
marked not exact); state by state here is the plain way the grid is tested against. A
troop of more than ``MAX_UNITS`` units is not followed at all, said so (``cut_short``).
Pure: numbers in, an ``Engagement`` out.
"""

from __future__ import annotations

import functools
from collections import defaultdict
from dataclasses import replace
from typing import TYPE_CHECKING

from kitgen import work
from kitgen.engagement import Engagement, not_followed
from kitgen.systems.promiterra.combat import EXACT_TRIALS, effective_level
from kitgen.systems.promiterra.plan import BattlePlan, TroopPlan
from kitgen.systems.promiterra.sides import (
    MAX_EXCHANGES,
    MAX_STATES,
    MAX_UNITS,
    PRUNE,
    SETTLED,
    Fighter,
    Side,
    side,
)

if TYPE_CHECKING:
    from kitgen.systems.promiterra import grid


def engage(
    first: Fighter,
    second: Fighter,
    cut_fortification: bool = True,
    exchanges: int = MAX_EXCHANGES,
    states: int = MAX_STATES,
) -> Engagement:
    """``first`` engages ``second``: the chance the fight is decided at each exchange for
    either side (the other destroyed or fled) or neither (both destroyed at once), what is
    still undecided after ``exchanges`` exchanges (or too unlikely to follow: less than
    ``PRUNE``), and each side's mean units left on the field when decided (a troop that
    fled or was destroyed has none) or when no longer followed. A troop past
    ``MAX_UNITS``, or a fight of more than ``states`` live states where it is followed
    state by state, is not followed at all."""
    return _engage(first, second, cut_fortification, exchanges, states, {})[0]


Directions = dict[bool, "tuple[grid.Direction, grid.Direction]"]
"""The grid's tables of a pairing, by who engages (True: the first given), shared by
the two orders."""


def _engage(
    first: Fighter,
    second: Fighter,
    cut_fortification: bool,
    exchanges: int,
    states: int,
    shared: Directions,
    slots: float = float("inf"),
) -> tuple[Engagement, int]:
    """:func:`engage`, with the grid's tables of this pairing in ``shared`` (filled here
    if empty) so that the other order reuses them, and the slots it worked: a fight that
    would work more than ``slots`` is not followed (``grid.follow``)."""
    largest = MAX_UNITS if cut_fortification else EXACT_TRIALS
    if max(first.units, second.units) > largest:
        return not_followed(first.name, second.name, "too_large"), 0
    from kitgen.systems.promiterra import grid  # NumPy, imported with the first fight

    sides = (side(first, second, cut_fortification), side(second, first, cut_fortification))
    if not grid.fits(*sides):
        return follow_states(first, second, sides, exchanges, states), 0
    if not shared:
        one, other = grid.Direction(sides[0], sides[1]), grid.Direction(sides[1], sides[0])
        shared[True], shared[False] = (one, other), (other, one)
    return grid.follow(first, second, shared[True], exchanges, slots)


def follow_states(
    first: Fighter, second: Fighter, sides: tuple[Side, Side], exchanges: int, states: int
) -> Engagement:
    """The engagement followed state by state in a dictionary: for fights too large for
    the grid, and the plain version the grid is tested against."""
    width = max(first.units, second.units) + 1
    # live states, keyed actor * width + target for the side whose turn comes next
    live: dict[int, float] = {first.units * width + second.units: 1.0}
    ends: list[tuple[float, float, float]] = []
    left = [0.0, 0.0]
    dropped = 0.0
    for turn in range(exchanges):
        if len(live) > states:  # never part of the way: not at all
            return not_followed(first.name, second.name, "too_large")
        if not live or sum(live.values()) <= SETTLED:
            break
        acting = turn % 2
        actor, target = sides[acting], sides[1 - acting]
        work.count("promiterra.slots", len(live))
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


def _exchange(live: dict[int, float], width: int, actor: Side, target: Side) -> dict[int, float]:
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


BUDGET = 2_000_000
"""The (size, size) slots a war's engagements may work together, exchange after
exchange (``kitgen.work``'s ``promiterra.slots``: the live sizes' rectangle): the example
war works 846,399 (about 0.5 s on one core); an even fight of two troops of ``POINTS``
units or more about 440,000, a lopsided one a few thousand. A war of many
large troops stops there (3.1 s on issue 40's machine, at 0.65 slots a microsecond for
large troops, 0.86 for the example's), deterministically, so that its kit costs seconds,
not minutes. A fight is followed in full, as it would be alone, or not at all
(``cut_short`` "budget": the fight that would pass the budget is given up, and every
one after it), the nearest troops first (:func:`order`)."""


def order(pairs: tuple[tuple[TroopPlan, TroopPlan], ...]) -> list[int]:
    """The order in which a war's fights are followed, as positions in ``pairs``: the
    two troops nearest each other first (cells between them counted as ruling M11 counts
    them; troops without a cell after every placed pair), then in the file's order."""

    def apart(pair: tuple[TroopPlan, TroopPlan]) -> int:
        one, two = pair[0].cell, pair[1].cell
        if one is None or two is None:
            return 1 << 30
        return max(abs(one[0] - two[0]), abs(one[1] - two[1]))

    return sorted(range(len(pairs)), key=lambda n: (apart(pairs[n]), n))


def engagements(
    plan: BattlePlan, budget: int | None = None
) -> tuple[tuple[TroopPlan, TroopPlan, Engagement], ...]:
    """Every troop engaging every enemy troop (both orders: who engages strikes first),
    army by army in file order, each followed in full or not at all while the war's
    ``budget`` (default ``BUDGET``, read at the call) lasts, the closest first
    (:func:`order`). The fights are kept by what decides them (the fighters' numbers, the
    house rule, the budget), so a war loaded again, or with its troops renamed, costs
    nothing more."""
    cutting = plan.battle.house_rules.cut_fortification_dice
    pairs = tuple(
        (mine, theirs)
        for army in plan.armies
        for enemy in plan.enemies_of(army)
        for mine in army.troops
        for theirs in enemy.troops
    )
    fighters = tuple(
        (fighter(mine, theirs, plan), fighter(theirs, mine, plan)) for mine, theirs in pairs
    )
    ranks = order(pairs)
    # worked out by their numbers: the same troops renamed (a GM's edit under ``kitgen
    # watch``) are the same fights, named anew
    nameless = tuple(
        (replace(fighters[n][0], name=""), replace(fighters[n][1], name="")) for n in ranks
    )
    found = _followed(nameless, cutting, BUDGET if budget is None else budget)
    rank = {n: k for k, n in enumerate(ranks)}
    return tuple(
        (mine, theirs, found[rank[n]].named(one.name, other.name))
        for n, ((mine, theirs), (one, other)) in enumerate(zip(pairs, fighters, strict=True))
    )


@functools.lru_cache(maxsize=8)
def _followed(
    fighters: tuple[tuple[Fighter, Fighter], ...], cutting: bool, budget: int
) -> tuple[Engagement, ...]:
    """Each pair's engagement in order, while ``budget`` slots last; the tables a pair
    works out serve the same two troops the other way round."""
    shared: dict[tuple[Fighter, Fighter], Directions] = {}
    found = []
    left = budget
    for first, second in fighters:
        if left <= 0:
            found.append(not_followed(first.name, second.name, "budget"))
            continue
        work.count("promiterra.fights")
        # the other order's tables, if worked out, serve this one reversed
        other = shared.get((second, first), {})
        tables = {True: other[False], False: other[True]} if other else {}
        fight, spent = _engage(first, second, cutting, MAX_EXCHANGES, MAX_STATES, tables, left)
        found.append(fight)
        left -= spent
        shared[(first, second)] = tables
    return tuple(found)
