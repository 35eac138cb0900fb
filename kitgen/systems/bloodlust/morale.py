"""What happens to a unit and its people after losses: regeneration, morale (ruling B6),
the character cards with their wounds (L6) and spells.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from kitgen.dice import d
from kitgen.systems.bloodlust.casualties import casualty_column
from kitgen.systems.bloodlust.model import Character, Spell
from kitgen.systems.bloodlust.plan import Attacker, CharacterPlan, UnitPlan, WoundBand
from kitgen.systems.bloodlust.tables import (
    FEAR_MORALE,
    MORALE_CLASSES,
    MORALE_OUTCOMES,
    MORALE_TABLE,
    REGENERATION_CHUNK,
    REGENERATION_ROLL,
    TERROR_MORALE,
    WOUND_COLUMNS,
    WOUND_TABLE,
)

MORALE_MODIFIERS = (0, FEAR_MORALE, TERROR_MORALE)


# --- regeneration (seed II-3) -----------------------------------------------------------


def regeneration_chunks(losses: int) -> list[int]:
    """The losses of a turn in chunks of 5 (the last one smaller), one d6 each."""
    whole, rest = divmod(losses, REGENERATION_CHUNK)
    return [REGENERATION_CHUNK] * whole + ([rest] if rest else [])


def regenerated(losses: int, rolls: Sequence[int]) -> int:
    """Soldiers (or hit points) that come back: each chunk whose d6 shows 4 or more."""
    chunks = regeneration_chunks(losses)
    if len(rolls) != len(chunks):
        raise ValueError(f"{losses} losses need {len(chunks)} rolls, got {len(rolls)}")
    return sum(
        chunk for chunk, roll in zip(chunks, rolls, strict=True) if roll >= REGENERATION_ROLL
    )


def expected_regenerated(losses: int) -> Fraction:
    """Exact mean of what comes back: each chunk returns with chance 3/6."""
    chance = d(6).at_least(REGENERATION_ROLL)
    return sum((chunk * chance for chunk in regeneration_chunks(losses)), Fraction(0))


# --- morale (B6) and wounds (seed VI-3) ------------------------------------------------


def morale_outcome(morale: str, roll: int) -> str:
    """The morale table's result for a modified d100 roll (below 1 reads the first row)."""
    column = MORALE_CLASSES.index(morale)
    for _, high, outcomes in MORALE_TABLE:
        if roll <= high:
            return outcomes[column]
    return MORALE_TABLE[-1][2][column]


def morale_odds(morale: str, modifier: int) -> tuple[Fraction, Fraction, Fraction]:
    """Exact chances of rout, disorganised and OK on d100 + ``modifier``."""
    outcomes = d(100).map(lambda r: MORALE_OUTCOMES.index(morale_outcome(morale, r + modifier)))
    return (outcomes.p(0), outcomes.p(1), outcomes.p(2))


def wound_column(lost: int, eff: int) -> int:
    """The wound table's column for a unit that has lost ``lost`` of ``eff`` (ruling L6:
    a share up to 25 % reads the first column, up to 50 % the second, …)."""
    for index, (_, high) in enumerate(WOUND_COLUMNS):
        if lost * 100 <= high * eff:
            return index
    return len(WOUND_COLUMNS) - 1


def wound_bands(eff: int) -> tuple[WoundBand, ...]:
    """Each wound column as a range of the unit's remaining EFF."""
    bands: list[WoundBand] = []
    for index, (_, high) in enumerate(WOUND_COLUMNS):
        most_lost = high * eff // 100
        least_lost = 0 if index == 0 else WOUND_COLUMNS[index - 1][1] * eff // 100 + 1
        if least_lost > most_lost:
            continue
        bands.append(
            WoundBand(
                index=index,
                eff_high=eff - least_lost,
                eff_low=eff - most_lost,
                no_wound=no_wound_chance(index),
            )
        )
    return tuple(bands)


def no_wound_chance(column: int) -> Fraction:
    """Chance that 1d12 on the wound table gives no notable wound in ``column``."""
    quiet = sum(high - low + 1 for low, high, cells in WOUND_TABLE if cells[column] is None)
    return Fraction(quiet, 12)


def character_plan(character: Character, army: str, unit: UnitPlan | None) -> CharacterPlan:
    spells = tuple(spell_attacker(s, character.name, army) for s in character.spells)
    return CharacterPlan(
        character=character,
        unit=unit.unit.name if unit else "",
        wound_bands=wound_bands(unit.eff) if unit else (),
        spells=spells,
        column=casualty_column(character.pui),
    )


def spell_attacker(spell: Spell, caster: str, army: str) -> Attacker:
    """A unit's or a character's spell, rolling on the casualty table with its own PUI."""
    return Attacker(
        name=f"{spell.name} ({caster})",
        owner=army,
        kind="spell",
        total=spell.pui,
        attack=spell.attack,
        uses=spell.uses,
        column=casualty_column(spell.pui),
        effect=spell.effect or "",
    )
