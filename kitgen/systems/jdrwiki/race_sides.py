"""The two sides of a JdRWiki race of army against army (issue 25; ruling O15), as
numbers: what each planned action does (``Move``), each side (``Fighter``), the damage of
a hit from the hit points a side has left (J4, ruling O11), and who acts first. Shared by
the engine (``race``, which loads NumPy) and the battle's side (``engagement``). Pure.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass

from kitgen.systems.jdrwiki import army
from kitgen.systems.jdrwiki.action_tables import CRITICAL_DICE
from kitgen.systems.jdrwiki.army import base_damage, damage_roll, damage_step, hit

CELLS = 150
"""The most cells a side's hit points are followed on: a side with more hit points is
followed on a coarser grid (``race``), and its race is approximate (ruling O15)."""
MAX_ROUNDS = 200
"""The most rounds followed: past them a fight is printed as undecided (``rest``)."""
SETTLED = 1e-13
"""An undecided chance this small is not followed further (it stays in ``rest``)."""
D20 = 20


@dataclass(frozen=True, slots=True)
class Move:
    """One planned action as it meets this enemy: its chance of success (criticals
    included, ruling O2) and of a critical; the damage a success deals (``dice`` d4, none
    with 0) with the characteristic ``modifier`` and flat ``bonus`` in VDB; how many times
    a critical counts the modifier (ruling O11); ``raw_bonus`` in points instead (the house
    rule ``advantage_points: raw``, ruling O3); whether a failure takes the enemy's plain
    hit (Recul, Mêlée totale); and what a success does to a total melee (+1 starts it, -1
    leaves it)."""

    key: str
    success: float
    critical: float
    dice: int = 0
    modifier: int = 0
    bonus: int = 0
    raw_bonus: int = 0
    critical_modifier: int = CRITICAL_DICE
    backfire: bool = False
    melee: int = 0
    in_melee: Move | None = None
    """What this step of the plan does inside a total melee, when it differs there: the
    same action with a Brute army's +2 and +2 doubled on Attaque en force (ruling O12), or
    another action in place of a manoeuvre the melee forbids (ruling O24)."""


@dataclass(frozen=True, slots=True)
class Fighter:
    """A side of the race: its hit points, its soak (CON modifier, VDB off each hit it
    takes), the modifier of its plain hit (the better of Force and Dextérité: the end of a
    melee round, a failed Recul against it, a critical of an action without damage), its
    Initiative, its plan (one move a round, repeating), and whether it has Dernière chance
    (``sent_back`` each time it is hurt, ruling O15)."""

    name: str
    hp: int
    soak: int
    plain: int
    initiative: int
    plan: tuple[Move, ...]
    last_chance: bool = False


Dist = tuple[tuple[int, float], ...]
"""(damage, chance), the chances summing to 1."""


@functools.cache
def hits(hp: int, dice: int, modifier: int, bonus: int, soak: int, raw_bonus: int = 0) -> Dist:
    """One hit by a side at ``hp`` hit points: DB and VDB from ``hp`` (J4), ``dice`` d4."""
    db = base_damage(hp)
    vdb = damage_step(db)
    out: dict[int, float] = {}
    for roll, chance in damage_roll(dice):
        dealt = hit(db, vdb, roll, modifier=modifier, bonus=bonus, soak=soak, raw_bonus=raw_bonus)
        out[dealt] = out.get(dealt, 0.0) + float(chance)
    return tuple(sorted(out.items()))


@functools.cache
def sent_back(hp: int) -> int:
    """What Dernière chance sends back when a side of ``hp`` hit points is hurt: "ses
    DB/2", half the DB of the hit points it has as the damage comes, rounded up (ruling
    O6). It comes with the blow that brings the side down too (its soldiers "take one or
    more enemies with them in death"), and sends nothing back in turn (ruling O15)."""
    return army.sent_back(base_damage(hp))


@functools.cache
def critical_part(hp: int, modifier: int, soak: int) -> Dist:
    """A critical on an action that deals no damage: only the critical's part, 1d4 x VDB +
    the modifier x VDB, less soak, at least 1 (the seed's "seul l'ajustement de dégât")."""
    vdb = damage_step(base_damage(hp))
    out: dict[int, float] = {}
    for roll, chance in damage_roll(1):
        dealt = hit(0, vdb, roll, modifier=modifier, soak=soak)
        out[dealt] = out.get(dealt, 0.0) + float(chance)
    return tuple(sorted(out.items()))


@functools.cache
def success_damage(move: Move, hp: int, plain: int, enemy_soak: int) -> Dist:
    """What ``move`` deals from ``hp`` hit points, with the chance of each damage among all
    its rolls (a failure is not in it: the chances sum to its chance of success). A plain
    success of an action without damage deals 0; a critical deals the extra damage
    (ruling O11), on an action without damage only the critical's part (``plain``: the
    actor's plain-hit modifier)."""
    out: dict[int, float] = {}
    normal = move.success - move.critical
    if normal > 0:
        if move.dice:
            dealt = hits(hp, move.dice, move.modifier, move.bonus, enemy_soak, move.raw_bonus)
        else:
            dealt = ((0, 1.0),)
        for d, p in dealt:
            out[d] = out.get(d, 0.0) + normal * p
    if move.critical > 0:
        if move.dice:
            more = hits(
                hp,
                CRITICAL_DICE * move.dice,
                move.critical_modifier * move.modifier,
                move.bonus,
                enemy_soak,
                move.raw_bonus,
            )
        else:
            more = critical_part(hp, plain, enemy_soak)
        for d, p in more:
            out[d] = out.get(d, 0.0) + move.critical * p
    return tuple(sorted(out.items()))


def expected_damage(move: Move, hp: int, plain: int, enemy_soak: int) -> float:
    """The mean damage ``move`` deals from ``hp`` hit points, misses counted as nothing."""
    return sum(d * p for d, p in success_damage(move, hp, plain, enemy_soak))


def initiative_order(first: int, second: int) -> tuple[float, float]:
    """(first acts first, second acts first) for d20 + Initiative each, a tie rolled
    again (ruling O15)."""
    ahead = behind = 0
    for a in range(1, D20 + 1):
        for b in range(1, D20 + 1):
            edge = (a + first) - (b + second)
            ahead += edge > 0
            behind += edge < 0
    return ahead / (ahead + behind), behind / (ahead + behind)
