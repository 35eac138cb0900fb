"""Two Fate units trading attacks until one is taken out (issue 25; rulings N9-N11).

A unit has no stress, only consequences (F1): an Average unit none, a Fair one a mild
consequence (2 shifts), a Good one a mild and a moderate (2 and 4, ruling N6). A hit of
``s`` shifts is taken by the fewest shifts' worth of unused consequences that can absorb
it, several at once if need be (Fate Core; ruling N9); a hit beyond what is left takes the
unit out. The unit that engages attacks first, then the two attack in turn, one attack an
exchange (ruling N10); each attack is 4dF + attack against 4dF + defence, so its shifts
are the edge plus 8dF (ruling N8). The state is the consequences left on each side: at
most 4 x 4 of them, carried forward exchange by exchange, exactly but in floating point
(each chance within a few units of 1e-16 of the exact fraction's), for at most
``MAX_EXCHANGES`` exchanges; what is undecided then is the engagement's ``rest``, never
dropped. Pure: numbers in, an ``Engagement`` out.
"""

from __future__ import annotations

import functools
import itertools
from dataclasses import dataclass
from typing import Any

from kitgen import work
from kitgen.dice import fudge
from kitgen.engagement import Engagement, PerPlan
from kitgen.systems.fate.attacks import defence_of, fighting_skills
from kitgen.systems.fate.rules import BattlePlan, UnitPlan
from kitgen.systems.fate.tables import CONSEQUENCE_SHIFTS, FAR_ATTACK_DEFENSE, SURROUNDED_BONUS

MAX_EXCHANGES = 1000
"""The most exchanges followed: past them a fight is printed as undecided (``rest``)."""
SETTLED = 1e-13
"""An undecided chance this small is not followed further (it stays in ``rest``)."""

State = tuple[int, ...]
"""The shifts each unused consequence absorbs, smallest first."""


@dataclass(frozen=True, slots=True)
class Fighter:
    """A unit as it fights one enemy at one distance (ruling N10): ``attack`` is the
    rating it attacks with, every bonus counted (its commander's, *Surrounded*, invoked
    aspects); ``defence`` the rating it defends with against the enemy's attack (+2 two
    zones away); ``consequences`` the shifts each of its consequences absorbs;
    ``strikes`` whether it can attack the enemy at all (at range, only if it shoots)."""

    name: str
    attack: int
    defence: int
    consequences: State
    strikes: bool = True


@functools.cache
def shifts(edge: int) -> tuple[float, ...]:
    """The chance of each number of shifts an attack at ``edge`` (attack − defence)
    scores: index ``s`` for ``s`` shifts, 1 to 7 (index 0: none, a miss or a tie; index
    7: seven or more, beyond any unit's consequences)."""
    dist = fudge(8)
    table = [float(dist.at_most(-edge))]
    table.extend(float(dist.p(s - edge)) for s in range(1, 7))
    table.append(float(dist.at_least(7 - edge)))
    return tuple(table)


@functools.cache
def absorb(left: State, hit: int, one_per_hit: bool = False) -> State | None:
    """The consequences still unused after a hit of ``hit`` shifts (ruling N9): the set of
    unused consequences worth the fewest shifts that absorbs it (the fewest consequences
    among equals) is checked off; ``None`` when none can, and the unit is taken out.
    ``one_per_hit`` (a house rule): a single consequence must take the whole hit."""
    if hit <= 0:
        return left
    best: tuple[int, int, tuple[int, ...]] | None = None
    most = 1 if one_per_hit else len(left)
    for size in range(1, most + 1):
        for chosen in itertools.combinations(range(len(left)), size):
            worth = sum(left[k] for k in chosen)
            if worth >= hit and (best is None or (worth, size) < best[:2]):
                best = (worth, size, chosen)
    if best is None:
        return None
    return tuple(v for k, v in enumerate(left) if k not in best[2])


@functools.cache
def struck(edge: int, left: State, one_per_hit: bool) -> tuple[tuple[State | None, float], ...]:
    """Where one attack at ``edge`` leaves a defender with ``left`` unused consequences:
    each outcome (``None``: taken out) and its chance."""
    after: dict[State | None, float] = {}
    for hit, p in enumerate(shifts(edge)):
        if p:
            state = absorb(left, hit, one_per_hit)
            after[state] = after.get(state, 0.0) + p
    return tuple(after.items())


def out_in_one(attacker: Fighter, defender: Fighter, one_per_hit: bool = False) -> float:
    """The chance that one attack takes a fresh ``defender`` out."""
    if not attacker.strikes:
        return 0.0
    edge = attacker.attack - defender.defence
    return sum(p for s, p in struck(edge, defender.consequences, one_per_hit) if s is None)


def engage(
    first: Fighter,
    second: Fighter,
    one_per_hit: bool = False,
    exchanges: int = MAX_EXCHANGES,
) -> Engagement:
    """``first`` engages ``second``: the chance the fight is decided at each exchange in
    favour of either (one attack a exchange, ``first`` attacking first, so nobody is ever
    taken out at once with the other: ``neither`` is 0), what is undecided after
    ``exchanges`` exchanges, and each side's consequences left unused when decided."""
    sides = (first, second)
    live: dict[tuple[State, State], float] = {(first.consequences, second.consequences): 1.0}
    ends: list[tuple[float, float, float]] = []
    left = [0.0, 0.0]
    if not (first.strikes or second.strikes):
        exchanges = 0
    for turn in range(exchanges):
        if sum(live.values()) <= SETTLED:
            break
        acting = turn % 2
        actor, target = sides[acting], sides[1 - acting]
        won = 0.0
        if actor.strikes:
            edge = actor.attack - target.defence
            work.count("fate.states", len(live))
            after: dict[tuple[State, State], float] = {}
            for states, m in live.items():
                mine = states[acting]
                for state, p in struck(edge, states[1 - acting], one_per_hit):
                    if state is None:
                        won += m * p
                        left[acting] += len(mine) * m * p
                    else:
                        key = (mine, state) if acting == 0 else (state, mine)
                        after[key] = after.get(key, 0.0) + m * p
            live = after
        ends.append((won, 0.0, 0.0) if acting == 0 else (0.0, won, 0.0))
    for (one, other), m in live.items():
        left[0] += len(one) * m
        left[1] += len(other) * m
    rest = sum(live.values())
    return Engagement(first.name, second.name, tuple(ends), rest, (left[0], left[1]))


DISTANCES = (0, 1, 2)
"""Zones between the two units: the same zone (Fight), the next (Shoot), two away (Shoot,
the defence +2): the seed's *Attaquer Défendre* (ruling N8)."""
INVOKE_BONUS = 2
"""An invoked aspect: +2 to the roll (Fate Core)."""


def skill_at(distance: int) -> str:
    """The skill an attack uses at ``distance`` zones (ruling N8)."""
    return "fight" if distance == 0 else "shoot"


def strikes(unit: UnitPlan, distance: int) -> bool:
    """Whether ``unit`` can attack at ``distance``: every unit Fights, only a unit that
    rates Shoot shoots (ruling N8)."""
    return distance == 0 or fighting_skills(unit).get("shoot", 0) > 0


def fighter(unit: UnitPlan, enemy: UnitPlan, distance: int, plan: BattlePlan) -> Fighter:
    """``unit`` fighting ``enemy`` at ``distance`` (rulings N10, N11): its attack with its
    commander's +1 (F2), *Surrounded*'s +1 when the file says so (any attack from its
    zone, Fight or Shoot), +2 for
    each aspect the house rules invoke on each attack (at most its own aspects); its
    defence against the enemy's attack, +2 two zones away (F4)."""
    rules = plan.battle.house_rules
    skill = skill_at(distance)
    attack = fighting_skills(unit).get(skill, 0)
    if unit.unit.surrounds:  # every attack from the zone, Fight or Shoot (ruling N11)
        attack += SURROUNDED_BONUS
    attack += INVOKE_BONUS * min(rules.invoked_aspects, len(unit.aspects))
    defence = defence_of(unit, skill, rules.shoot_defence)[1]
    if distance == 2:
        defence += FAR_ATTACK_DEFENSE
    shifts = tuple(sorted(CONSEQUENCE_SHIFTS[c] for c in unit.quality.consequences))
    return Fighter(unit.name, attack, defence, shifts, strikes(unit, distance))


@dataclass(frozen=True, slots=True)
class Pairing:
    """``attacker`` (of ``attacker_army``) engaging ``defender`` ``distance`` zones away,
    the two as they fight, and how it ends."""

    attacker: UnitPlan
    defender: UnitPlan
    distance: int
    sides: tuple[Fighter, Fighter]
    one_attack: tuple[float, float]
    """The chance that one attack of each side takes the other out, both fresh."""
    engagement: Engagement

    def as_json(self) -> dict[str, Any]:
        """An entry of ``compute --json``'s ``engagements`` (docs/compute-json.md)."""
        first, second = self.sides
        return {
            **self.engagement.as_json(),
            "armies": [self.attacker.army, self.defender.army],
            "distance": self.distance,
            "skills": [skill_at(self.distance) if f.strikes else None for f in (first, second)],
            "attack": [f.attack if f.strikes else None for f in (first, second)],
            "defence": [first.defence, second.defence],
            "consequences": [list(first.consequences), list(second.consequences)],
            "one_attack_out": [
                self.one_attack[0],
                self.one_attack[1] if second.strikes else None,
            ],
        }


BUDGET = 2_000
"""The engagements of a battle given, in order: the example battle has 68 (0.1 s on one
core); six armies of forty units would have 105,600 (1.2 s for all of them, but 90 MB of
``compute --json``). Past this many, the others are counted, not listed
(:func:`left_out`), so that ``compute --json`` and ``kitgen odds`` stay a few
megabytes."""
_KEPT: PerPlan[BattlePlan, tuple[tuple[Pairing, ...], int]] = PerPlan()


def pairings(plan: BattlePlan) -> tuple[Pairing, ...]:
    """Every unit engaging every enemy unit at every distance its attack reaches (ruling
    N10; both orders, since who engages attacks first), army by army in file order, then
    unit by unit, then nearest first, the first ``BUDGET`` of them; computed once for
    ``plan``."""
    return _KEPT.get(plan, _pairings)[0]


def left_out(plan: BattlePlan) -> int:
    """The engagements past ``BUDGET``: counted, not followed or listed."""
    return _KEPT.get(plan, _pairings)[1]


def _pairings(plan: BattlePlan) -> tuple[tuple[Pairing, ...], int]:
    one_per_hit = plan.battle.house_rules.one_consequence_per_hit
    pairs: list[Pairing] = []
    more = 0
    for army in plan.armies:
        for enemy in plan.armies:
            if enemy is army:
                continue
            for mine in army.units:
                for theirs in enemy.units:
                    for distance in DISTANCES:
                        if not strikes(mine, distance):
                            continue
                        if len(pairs) >= BUDGET:
                            more += 1
                            continue
                        one = fighter(mine, theirs, distance, plan)
                        other = fighter(theirs, mine, distance, plan)
                        pairs.append(
                            Pairing(
                                mine,
                                theirs,
                                distance,
                                (one, other),
                                (
                                    out_in_one(one, other, one_per_hit),
                                    out_in_one(other, one, one_per_hit),
                                ),
                                _engaged(one, other, one_per_hit),
                            )
                        )
    return tuple(pairs), more


def _engaged(first: Fighter, second: Fighter, one_per_hit: bool) -> Engagement:
    """:func:`engage`, kept by what decides it (the numbers, not the names): two pairings
    alike cost one, however many units a battle has."""
    fight = _fought(_numbers(first), _numbers(second), one_per_hit)
    return fight.named(first.name, second.name)


def _numbers(f: Fighter) -> tuple[int, int, State, bool]:
    return f.attack, f.defence, f.consequences, f.strikes


@functools.lru_cache(maxsize=4096)
def _fought(
    first: tuple[int, int, State, bool], second: tuple[int, int, State, bool], one_per_hit: bool
) -> Engagement:
    return engage(Fighter("", *first), Fighter("", *second), one_per_hit)
