"""Every unit of a battle engaging every enemy unit, carried on to the end
(``engagement``): what the kit, ``kitgen odds`` and ``compute --json`` print (issue 24).
"""

from __future__ import annotations

import functools
from dataclasses import dataclass, replace
from typing import Any

from kitgen.engagement import Engagement, not_followed
from kitgen.systems.bloodlust.engagement import (
    FEAR,
    NO_DREAD,
    TERROR,
    Fighter,
    fight,
    grid_step,
)
from kitgen.systems.bloodlust.matchups import matchup
from kitgen.systems.bloodlust.plan import BattlePlan, UnitPlan


@dataclass(frozen=True, slots=True)
class Pairing:
    """``attacker`` engaging ``defender`` (charging if it can), and how it ends."""

    attacker: str
    defender: str
    attacker_army: str
    defender_army: str
    charge: bool
    shot: bool
    """The defender shoots once at the attacker before the first melee (seed III-3)."""
    engagement: Engagement

    @property
    def exact(self) -> bool:
        """False when a unit was followed on a coarser grid of EFF than its losses."""
        return self.engagement.exact

    @property
    def followed(self) -> bool:
        """False for a pairing past the battle's budget (``BUDGET``): not computed, its
        engagement all ``rest``."""
        return self.engagement.followed

    def as_json(self) -> dict[str, Any]:
        """An entry of ``compute --json``'s ``engagements`` (docs/compute-json.md)."""
        return {
            **self.engagement.as_json(),
            "armies": [self.attacker_army, self.defender_army],
            "charge": self.charge,
            "shot": self.shot,
        }


@dataclass(frozen=True, slots=True)
class BattleSplit:
    """How a fight stands when the battle's turns are over: the chance that the first
    side (the one that engages) has broken the other by then, that it has been broken,
    that both broke at once, and that it is still undecided; the four sum to 1."""

    turns: int
    first: float
    second: float
    neither: float
    open: float

    def as_json(self) -> dict[str, Any]:
        return {
            "turns": self.turns,
            "first": self.first,
            "second": self.second,
            "neither": self.neither,
            "open": self.open,
        }


def battle_split(e: Engagement, turns: int) -> BattleSplit:
    """``e`` held to the battle's ``turns`` (ruling L11 follows it on to the end)."""
    rows = e.ends[:turns]
    first = sum(r[0] for r in rows)
    second = sum(r[1] for r in rows)
    neither = sum(r[2] for r in rows)
    return BattleSplit(turns, first, second, neither, max(0.0, 1.0 - first - second - neither))


def fighters(
    attacker: UnitPlan, defender: UnitPlan, defensive_shot: bool = True
) -> tuple[Fighter, Fighter]:
    """The two sides of ``attacker`` engaging ``defender``: the attacker charges if it
    can, the defender shoots at it first if it has PUI TIR (unless ``defensive_shot`` is
    off: the house rule ``no_defensive_shot``, ruling L11)."""
    charge = matchup(attacker, defender, "charge") if attacker.charge else None
    shot = matchup(defender, attacker, "tir") if defensive_shot else None
    first = _fighter(attacker, defender)
    second = _fighter(defender, attacker)
    if charge is not None and attacker.charge is not None:
        first = replace(first, charge=attacker.charge.multiplier, charge_attack=charge.modifier)
    if shot is not None:
        tir = (defender.troops_total_tir, defender.bonus_total_tir, shot.modifier)
        second = replace(second, shot=tir)
    return first, second


def _fighter(unit: UnitPlan, enemy: UnitPlan) -> Fighter:
    melee = matchup(unit, enemy, "melee")
    dread = TERROR if unit.causes_terror else FEAR if unit.causes_fear else NO_DREAD
    return Fighter(
        name=unit.unit.name,
        eff=unit.eff,
        troops=unit.troops_total,
        bonus=unit.bonus_total,
        attack=melee.modifier if melee is not None else 0,
        morale=unit.unit.morale,
        monster=unit.kind == "monster",
        dread=dread,
        regenerates="regeneration" in unit.unit.attributes,
    )


BUDGET = 25_000
"""The states a battle's fights may follow together, counted before each fight as the
product of the two units' grids of EFF (``grid_step``): the example battle needs 13,350
(about 0.9 s on one core). A battle of many large units stops there, deterministically,
so that its kit costs seconds, not an hour; the fights past it are said not followed."""


def cost(first: Fighter, second: Fighter) -> int:
    """The most (EFF, EFF) states the fight of ``first`` and ``second`` can visit."""
    return (first.eff // grid_step(first.eff) + 2) * (second.eff // grid_step(second.eff) + 2)


def pairings(plan: BattlePlan, budget: int | None = None) -> tuple[Pairing, ...]:
    """Every unit engaging every enemy unit, in the order of the matchups, each followed
    while the battle's ``budget`` (default ``BUDGET``, read at the call) lasts (a fight
    asked both ways counts once)."""
    return _pairings(plan, BUDGET if budget is None else budget)


@functools.lru_cache(maxsize=8)
def _pairings(plan: BattlePlan, budget: int) -> tuple[Pairing, ...]:
    found: list[Pairing] = []
    spent: set[frozenset[Fighter]] = set()
    shooting = not plan.battle.house_rules.no_defensive_shot
    left = budget
    for mine in plan.armies:
        for theirs in plan.armies:
            if theirs is mine:
                continue
            for attacker in mine.units:
                for defender in theirs.units:
                    if attacker.total_pui <= 0 and defender.total_pui <= 0:
                        continue  # neither can hurt the other in melee: no fight
                    first, second = fighters(attacker, defender, shooting)
                    pair = frozenset((first, second))
                    price = 0 if pair in spent else cost(first, second)
                    if price <= left:  # followed as it would be alone, or not at all
                        left -= price
                        spent.add(pair)
                        engagement = fight(first, second).engagement
                    else:
                        engagement = not_followed(first.name, second.name, "budget")
                    found.append(
                        Pairing(
                            attacker=attacker.unit.name,
                            defender=defender.unit.name,
                            attacker_army=mine.name,
                            defender_army=theirs.name,
                            charge=first.charge is not None,
                            shot=second.shot is not None,
                            engagement=engagement,
                        )
                    )
    return tuple(found)
