"""Two JdRWiki armies (or corps) racing each other's hit points down (issue 25; ruling O15).

Each round both sides roll d20 + Initiative: the higher acts first, a tie acts at once
(both from the hit points they began the round with). Each acts with the action its plan
gives for that round (a plan repeats): it succeeds, perhaps with a critical, or fails, with
the chances of ``matchups`` (rulings O2, O10). A success of a damaging action deals one
hit, DB + (dice + modifier + bonus - the enemy's soak) x VDB, at least 1 (J4), from the
DB and VDB of the hit points the actor has *now* (they shrink as it is worn down); a
critical takes the extra damage (ruling O11), on an action that deals none only the
critical's part. A failed Recul or Mêlée totale takes the enemy's plain hit; a successful
Mêlée totale starts a total melee, a successful Repli leaves it; every round that ends in
a melee both sides deal a plain hit at once (ruling O13). A side at 0 hit points or less
has lost; both at once: neither. Advantage points and heroes are left out (ruling O15).

The state is (hit points of each side, in melee or not), every one on a grid
(``race``), carried forward round by round, exactly but in floating point, for at most
``MAX_ROUNDS`` rounds; what is undecided then is the engagement's ``rest``. Pure: numbers
in, an ``Engagement`` out.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass

from kitgen.engagement import Engagement
from kitgen.systems.jdrwiki import terrain
from kitgen.systems.jdrwiki.action_tables import CRITICAL_DICE
from kitgen.systems.jdrwiki.army import base_damage, damage_roll, damage_step, hit
from kitgen.systems.jdrwiki.plan import ActionOdds, ArmyPlan, BodyPlan, Matchup

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
    a critical counts the modifier (ruling O11); whether a failure takes the enemy's plain
    hit (Recul, Mêlée totale); and what a success does to a total melee (+1 starts it, -1
    leaves it)."""

    key: str
    success: float
    critical: float
    dice: int = 0
    modifier: int = 0
    bonus: int = 0
    critical_modifier: int = CRITICAL_DICE
    backfire: bool = False
    melee: int = 0


@dataclass(frozen=True, slots=True)
class Fighter:
    """A side of the race: its hit points, its soak (CON modifier, VDB off each hit it
    takes), the modifier of its plain hit (the better of Force and Dextérité: the end of a
    melee round, a failed Recul against it, a critical of an action without damage), its
    Initiative, and its plan (one move a round, repeating)."""

    name: str
    hp: int
    soak: int
    plain: int
    initiative: int
    plan: tuple[Move, ...]


Dist = tuple[tuple[int, float], ...]
"""(damage, chance), the chances summing to 1."""


@functools.cache
def hits(hp: int, dice: int, modifier: int, bonus: int, soak: int) -> Dist:
    """One hit by a side at ``hp`` hit points: DB and VDB from ``hp`` (J4), ``dice`` d4."""
    db = base_damage(hp)
    vdb = damage_step(db)
    out: dict[int, float] = {}
    for roll, chance in damage_roll(dice):
        dealt = hit(db, vdb, roll, modifier=modifier, bonus=bonus, soak=soak)
        out[dealt] = out.get(dealt, 0.0) + float(chance)
    return tuple(sorted(out.items()))


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


def race(first: Fighter, second: Fighter, max_rounds: int = MAX_ROUNDS) -> Engagement:
    """The exact race between ``first`` and ``second`` (module docstring), worked on a
    grid of hit points (``race``, which loads NumPy)."""
    from kitgen.systems.jdrwiki.race import grid_race

    return grid_race(first, second, max_rounds)


# --- from the battle's matchups -----------------------------------------------------------

ASSAULTS = ("combined_assault", "massive_assault", "subtle_assault")
"""The actions a side's plan falls back on: its best-damage assault (ruling O15)."""
BACKFIRES = ("push_back", "total_melee")
MELEE_CHANGE = {"total_melee": 1, "withdraw": -1}


def move_of(odds: ActionOdds, army: ArmyPlan, combined_dice_only: bool = False) -> Move:
    """One action of ``army`` as its matchup gives it: the attacker's best option (ruling
    O10); a damaging one adds the characteristic it names, the better of Force and
    Dextérité where the army may choose; a combined assault rolls 2d4 and, with the house
    rule ``combined_critical: dice``, counts its modifier once on a critical (O11)."""
    action = odds.action
    best = odds.best
    mods = army.modifiers
    dice = modifier = 0
    if action.deals_damage:
        dice = 2 if action.key == "combined_assault" else 1
        modifier = {
            "strength": mods["strength"],
            "dexterity": mods["dexterity"],
        }.get(action.deals_damage, max(mods["strength"], mods["dexterity"]))
    once = combined_dice_only and dice > 1
    return Move(
        action.key,
        float(best.success),
        float(best.critical),
        dice=dice,
        modifier=modifier,
        critical_modifier=1 if once else CRITICAL_DICE,
        backfire=action.key in BACKFIRES,
        melee=MELEE_CHANGE.get(action.key, 0),
    )


def expected_damage(move: Move, hp: int, enemy_soak: int) -> float:
    """The mean damage ``move`` deals from ``hp`` hit points, misses counted as nothing."""
    plain = sum(d * p for d, p in hits(hp, move.dice, move.modifier, move.bonus, enemy_soak))
    more = hits(
        hp,
        CRITICAL_DICE * move.dice,
        move.critical_modifier * move.modifier,
        move.bonus,
        enemy_soak,
    )
    critical = sum(d * p for d, p in more)
    return (move.success - move.critical) * plain + move.critical * critical


def fighter_of(
    matchup: Matchup,
    army: ArmyPlan,
    body: BodyPlan,
    plan: tuple[str, ...] = (),
    combined_dice_only: bool = False,
) -> Fighter:
    """``body`` of ``army`` as it races the enemy of ``matchup``: its plan's actions, or
    its best-damage assault (ruling O15)."""
    by_key = {odds.action.key: odds for odds in matchup.actions}
    enemy_soak = matchup.soak
    if plan:
        moves = tuple(move_of(by_key[key], army, combined_dice_only) for key in plan)
    else:
        assaults = [move_of(by_key[key], army, combined_dice_only) for key in ASSAULTS]
        moves = (max(assaults, key=lambda m: expected_damage(m, body.hp, enemy_soak)),)
    mods = army.modifiers
    ground = terrain.occupant(matchup.attacker_ground).get("initiative", [])
    return Fighter(
        body.name,
        body.hp,
        mods["constitution"],
        max(mods["strength"], mods["dexterity"]),
        army.skills["initiative"].value + sum(term.value for term in ground),
        moves,
    )
