"""Fate mass combat (seed 004), ruling N8: who attacks and defends with what, and the exact
chances of an attack against an active defence. Pure computation on a ``BattlePlan``.

The seed's *Attaquer Défendre* section: Fight in the defender's zone, Shoot at the next
zone, +2 to the defence two zones away; the defence is Fate Core's, as ruling N8 reads it
(``house_rules: shoot_defence`` names another skill against Shoot).
"""

from __future__ import annotations

import dataclasses
import functools
from dataclasses import dataclass
from fractions import Fraction

from kitgen.dice import fudge
from kitgen.systems.fate.rules import BattlePlan, UnitPlan

STYLE_SHIFTS = 3
"""Shifts that make a success one *with style*: Fate Core's outcomes, which the seed's
*Surmonter* and *Attaquer Défendre* sections rely on (ruling N8)."""
OUTCOMES = ("fail", "tie", "success", "style")
"""An attack's four outcomes, worst first."""
ATTACK_SKILLS = ("fight", "shoot")
"""The seed's two attacks (*Attaquer Défendre*): Fight in the defender's zone, Shoot at
the next zone or two zones away (ruling N8)."""
FIGHT_DEFENCES = ("athletics", "fight")
"""Against Fight a unit defends with the better of these, Athletics on a tie (ruling N8)."""


@functools.cache
def opposed(attack: int, defence: int) -> tuple[Fraction, Fraction, Fraction, Fraction]:
    """The exact chances that an attack rated ``attack`` against an active defence rated
    ``defence`` fails, ties, succeeds (1 or 2 shifts) or succeeds with style (3 shifts or
    more), in the order of ``OUTCOMES`` (ruling N8). Both sides roll 4dF, so the shifts
    are the edge ``attack - defence`` plus the difference of two 4dF, which is 8dF."""
    shifts = fudge(8)
    edge = attack - defence
    fail = shifts.at_most(-edge - 1)
    tie = shifts.p(-edge)
    style = shifts.at_least(STYLE_SHIFTS - edge)
    return fail, tie, 1 - fail - tie - style, style


@dataclass(frozen=True, slots=True)
class Matchup:
    """One roll this battle can make (ruling N8): the units of ``army`` in ``attackers``,
    which attack with the same skill at the same rating, against the units of ``target``
    in ``defenders``, which defend at the same rating, each with its own skill."""

    army: str
    target: str
    skill: str
    """``fight`` (same zone) or ``shoot`` (the next zone): ``ATTACK_SKILLS``."""
    attack: int
    attackers: tuple[str, ...]
    defence: int
    defenders: tuple[tuple[str, str], ...]
    """(unit, the skill it defends with) pairs, in file order."""
    attackers_alone: tuple[str, ...] = ()
    """Led units taken without their commander (fallen or gone), where that changes the
    rating they attack with (``matchups(..., alone=True)``)."""
    defenders_alone: tuple[tuple[str, str], ...] = ()
    """Led units taken without their commander, where that changes the skill or rating
    they defend with."""

    @property
    def edge(self) -> int:
        """Attack minus defence, before any roll, invoke or bonus."""
        return self.attack - self.defence

    @property
    def odds(self) -> tuple[Fraction, Fraction, Fraction, Fraction]:
        return opposed(self.attack, self.defence)


def fighting_skills(unit: UnitPlan) -> dict[str, int]:
    """The ratings a unit rolls in battle: with its commander's bonus when one is
    attached (F2), else its own."""
    return unit.led_skills if unit.led_skills is not None else unit.skills


def defence_of(unit: UnitPlan, skill: str, shoot_defence: str = "athletics") -> tuple[str, int]:
    """The skill ``unit`` defends with against an attack with ``skill``, and its rating
    (ruling N8): against Shoot, ``shoot_defence`` (Athletics unless the house rules say
    otherwise; the seed suggests Will for a medieval war); against Fight, the better of
    Athletics and Fight, Athletics on a tie. An unrated skill is Mediocre (+0)."""
    skills = fighting_skills(unit)
    if skill != "fight":
        return shoot_defence, skills.get(shoot_defence, 0)
    best = max(FIGHT_DEFENCES, key=lambda s: (skills.get(s, 0), -FIGHT_DEFENCES.index(s)))
    return best, skills.get(best, 0)


def unled(unit: UnitPlan) -> UnitPlan | None:
    """``unit`` without its attached commander (fallen, or gone to another unit): its own
    skills (F2); None for a unit no commander leads."""
    if unit.led_skills is None:
        return None
    return dataclasses.replace(unit, led_skills=None)


def matchups(plan: BattlePlan, alone: bool = False) -> tuple[Matchup, ...]:
    """Every attack one army's units can make on another army's (ruling N8), for each
    ordered pair of armies in file order. Units that attack with the same skill at the same
    rating share a group (Fight first, then Shoot, highest rating first); within a group,
    one row per defence rating, highest first. Every unit can Fight (at +0 when unrated);
    only the units that rate Shoot shoot. With ``alone``, a led unit also stands without
    its commander (``attackers_alone``, ``defenders_alone``) wherever that changes what it
    rolls: the odds of a unit whose commander has fallen."""
    shoot_defence = plan.battle.house_rules.shoot_defence
    rows: list[Matchup] = []
    for army in plan.armies:
        for target in plan.armies:
            if target is army:
                continue
            # (unit name, taken alone) for each attack
            attacks: dict[tuple[str, int], list[tuple[str, bool]]] = {}
            for unit in army.units:
                own = unled(unit) if alone else None
                for skill in ATTACK_SKILLS:
                    for who, lone in ((unit, False), (own, True)):
                        if who is None:
                            continue
                        skills = fighting_skills(who)
                        rating = skills.get(skill, 0)
                        if lone and rating == fighting_skills(unit).get(skill, 0):
                            continue  # alone, it rolls what it rolls led
                        if skill == "fight" or rating > 0:
                            attacks.setdefault((skill, rating), []).append((unit.name, lone))
            for skill, attack in sorted(attacks, key=lambda k: (ATTACK_SKILLS.index(k[0]), -k[1])):
                defences: dict[int, list[tuple[str, str, bool]]] = {}
                for unit in target.units:
                    led = defence_of(unit, skill, shoot_defence)
                    defences.setdefault(led[1], []).append((unit.name, led[0], False))
                    own = unled(unit) if alone else None
                    if own is not None:
                        what, value = defence_of(own, skill, shoot_defence)
                        if (what, value) != led:
                            defences.setdefault(value, []).append((unit.name, what, True))
                attackers = attacks[(skill, attack)]
                for value in sorted(defences, reverse=True):
                    defenders = defences[value]
                    rows.append(
                        Matchup(
                            army.name,
                            target.name,
                            skill,
                            attack,
                            tuple(n for n, lone in attackers if not lone),
                            value,
                            tuple((n, w) for n, w, lone in defenders if not lone),
                            tuple(n for n, lone in attackers if lone),
                            tuple((n, w) for n, w, lone in defenders if lone),
                        )
                    )
    return tuple(rows)
