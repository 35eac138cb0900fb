"""Risques & Périls mass combat (seed 001, after Bloodlust): pure computation.

``compute(battle)`` turns a validated battle file into every value a GM can know before
the dice roll: each unit's EFF, PUI, PUI TIR, INI, ATT and DEF with the contribution of
every piece of equipment, its charge, support values, its own casualty column (B7) and a
loss track, morale odds, the character cards' wound columns, and the matchup of every pair
of opposing units with its exact expected casualties. Rulings B1-B7 of
``shared/RULINGS.md`` and L1-L8 of ``docs/rulings.md`` are cited where they apply.
No I/O here: problems come back as ``Finding`` values with a path into the battle file.

``compute`` checks the battle and ties together the modules that do the work:
``casualties`` (B2), ``derived`` (B3, B5), ``units``, ``tracks`` (B6, B7), ``morale``,
``matchups``; their results are the dataclasses of ``plan``.
"""

from __future__ import annotations

from kitgen.model import InvalidBattle, Severity, error, warning
from kitgen.nodes import Path
from kitgen.systems.bloodlust.cards import command_percent
from kitgen.systems.bloodlust.casualties import casualty_column
from kitgen.systems.bloodlust.matchups import initiative_odds, matchup, other_matchup
from kitgen.systems.bloodlust.model import Army, Battle
from kitgen.systems.bloodlust.morale import character_plan
from kitgen.systems.bloodlust.plan import ArmyPlan, Attacker, BattlePlan, InitiativeOdds, Matchup
from kitgen.systems.bloodlust.support import with_supports
from kitgen.systems.bloodlust.tables import MAX_SPELLS
from kitgen.systems.bloodlust.units import Findings, build_unit, check_characters


def compute(battle: Battle) -> BattlePlan:
    """Validate the rules of ``battle`` and work out every number of the kit."""
    notes = Findings()
    armies: list[ArmyPlan] = []
    if len(battle.armies) != 2:
        notes.add(error("two_armies", ("armies",), count=len(battle.armies)))
    for a, army in enumerate(battle.armies):
        path: Path = ("armies", a)
        _check_names(army, path, notes)
        _check_spells(army, path, notes)
        _check_general(army, path, notes)
        units = tuple(
            build_unit(u, army.name, (*path, "units", i), battle, notes)
            for i, u in enumerate(army.units)
        )
        enemies = {
            u.name.casefold(): other.name
            for other in battle.armies
            if other is not army
            for u in other.units
        }
        units = with_supports(army, units, path, notes, enemies)
        check_characters(army.characters, path, notes)
        lone = tuple(character_plan(c, army.name, None) for c in army.characters)
        traps = tuple(
            Attacker(
                name=trap.name,
                owner=army.name,
                kind="trap",
                total=trap.pui,
                attack=trap.attack,
                uses=1,
                column=casualty_column(trap.pui),
                effect=trap.where or "",
            )
            for trap in army.traps
        )
        bonus = army.general.bonus if army.general else 0
        armies.append(ArmyPlan(army, path, units, lone, traps, bonus))
    errors = [f for f in notes.items if f.severity is Severity.ERROR]
    if errors:
        raise InvalidBattle(notes.items)
    matchups: list[Matchup] = []
    odds: list[InitiativeOdds] = []
    for mine in armies:
        for theirs in armies:
            if theirs is mine:
                continue
            odds.append(initiative_odds(mine, theirs))
            for attacker in mine.units:
                for defender in theirs.units:
                    for mode in ("melee", "charge", "tir"):
                        if mode == "charge" and attacker.charge is None:
                            continue
                        found = matchup(attacker, defender, mode)
                        if found is not None:
                            matchups.append(found)
            for other in _lone_and_others(mine):
                for defender in theirs.units:
                    if other.total > 0:
                        matchups.append(other_matchup(other, defender))
    return BattlePlan(battle, tuple(armies), tuple(matchups), tuple(odds), tuple(notes.items))


def _lone_and_others(army: ArmyPlan) -> list[Attacker]:
    lone = [
        Attacker(
            name=c.character.name,
            owner=army.name,
            kind="character",
            total=c.character.pui,
            attack=c.character.attack,
            uses=0,
            column=c.column,
        )
        for c in army.characters
    ]
    return [*lone, *_others(army)]


def _others(army: ArmyPlan) -> list[Attacker]:
    spells = [s for u in army.units for s in u.spells]
    spells += [s for u in army.units for c in u.characters for s in c.spells]
    spells += [s for c in army.characters for s in c.spells]
    return [*spells, *army.traps]


def _check_general(army: Army, path: Path, notes: Findings) -> None:
    """A warning when the general's Commandement is a percentage and `bonus:` is not its
    tenth: a percentage system adds 1/10 of the general's skill to the d10 (seed I-3,
    "ajoutez 1/10 de la compétence du général"), the tenth rounded down (25 % -> +2)."""
    general = army.general
    percent = command_percent(general.command) if general else None
    if general is None or percent is None or general.bonus == percent // 10:
        return
    notes.add(
        warning(
            "general_bonus_not_tenth",
            (*path, "general", "bonus"),
            name=general.name,
            percent=percent,
            bonus=general.bonus,
            tenth=percent // 10,
        )
    )


def _check_spells(army: Army, path: Path, notes: Findings) -> None:
    """At most ``MAX_SPELLS`` spells in the army: an error at the first one past it."""
    places: list[Path] = []
    for i, unit in enumerate(army.units):
        at: Path = (*path, "units", i)
        places += [(*at, "spells", s) for s in range(len(unit.spells))]
        for c, character in enumerate(unit.characters):
            places += [(*at, "characters", c, "spells", s) for s in range(len(character.spells))]
    for c, character in enumerate(army.characters):
        places += [(*path, "characters", c, "spells", s) for s in range(len(character.spells))]
    if len(places) > MAX_SPELLS:
        notes.add(error("too_many_spells", places[MAX_SPELLS], army=army.name, most=MAX_SPELLS))


def _check_names(army: Army, path: Path, notes: Findings) -> None:
    seen: dict[str, int] = {}
    for i, unit in enumerate(army.units):
        key = unit.name.casefold()
        if key in seen:
            notes.add(
                error(
                    "unit_name_twice", (*path, "units", i, "name"), name=unit.name, army=army.name
                )
            )
        seen[key] = i
