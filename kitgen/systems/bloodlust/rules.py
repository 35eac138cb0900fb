"""Risques & Périls mass combat (seed 001, after Bloodlust): pure computation.

``compute(battle)`` turns a validated battle file into every value a GM can know before
the dice roll: each unit's EFF, PUI, PUI TIR, INI, ATT and DEF with the contribution of
every piece of equipment, its charge, support values, its own casualty column (B7) and a
loss track, morale odds, the character cards' wound columns, and the matchup of every pair
of opposing units with its exact expected casualties. Rulings B1-B7 of
``shared/RULINGS.md`` and L1-L8 of ``docs/rulings.md`` are cited where they apply.
No I/O here: problems come back as ``Finding`` values with a path into the battle file.
"""

from __future__ import annotations

import bisect
import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from fractions import Fraction

from kitgen.dice import Dist, d
from kitgen.model import (
    Finding,
    InvalidBattle,
    Severity,
    error,
    round_half_up,
    warning,
    warnings_in,
)
from kitgen.nodes import Path
from kitgen.systems.bloodlust.model import Army, Battle, Character, Spell, Unit
from kitgen.systems.bloodlust.tables import (
    ARMOURS,
    ATTRIBUTE_BY_KEY,
    BAND_BY_KEY,
    BARDING,
    BATTERY,
    CASUALTY_COLUMNS,
    CASUALTY_TABLE,
    CHARACTER_EFF_MAX_TYPICAL,
    EXTRA_COLUMN_WIDTH,
    EXTRA_STEP,
    FEAR_MORALE,
    MACHINE_BY_KEY,
    MELEE_WEAPONS,
    MORALE_CLASSES,
    MORALE_OUTCOMES,
    MORALE_TABLE,
    MOUNT_CHARGE_MULTIPLIER,
    MOUNT_VERSUS_FOOT_DEFENSE,
    MOUNTS,
    RALLY_HEAVY_LOSSES_PERCENT,
    RANGED_WEAPONS,
    REGENERATION_CHUNK,
    REGENERATION_ROLL,
    SHIELD,
    SUPPORT_DIVISOR,
    TABLE_ROWS,
    TERROR_MORALE,
    VERY_LARGE_RANGE,
    WOUND_COLUMNS,
    WOUND_TABLE,
    Band,
    Gear,
    WarMachine,
)

ARMOUR_BY_KEY = {g.key: g for g in ARMOURS}
MELEE_BY_KEY = {g.key: g for g in MELEE_WEAPONS}
RANGED_BY_KEY = {g.key: g for g in RANGED_WEAPONS}
MOUNT_BY_KEY = {g.key: g for g in MOUNTS}
D10 = d(10)
MORALE_MODIFIERS = (0, FEAR_MORALE, TERROR_MORALE)
ONE = Fraction(1)

# --- the casualty table (B2) -----------------------------------------------------------


def column_index(pui: int) -> int | None:
    """The casualty-table column of a unit's total PUI (rounded, B1); None for PUI 0.

    Past 1000, each further 100 PUI (or part of it) is one more column (B2)."""
    if pui <= 0:
        return None
    for index, (_, high) in enumerate(CASUALTY_COLUMNS):
        if pui <= high:
            return index
    last_high = CASUALTY_COLUMNS[-1][1]
    return len(CASUALTY_COLUMNS) - 1 + -(-(pui - last_high) // EXTRA_COLUMN_WIDTH)


def column_bounds(index: int) -> tuple[int, int]:
    """The total-PUI range a column covers, extended columns included."""
    if index < len(CASUALTY_COLUMNS):
        return CASUALTY_COLUMNS[index]
    beyond = index - (len(CASUALTY_COLUMNS) - 1)
    last_high = CASUALTY_COLUMNS[-1][1]
    return (
        last_high + (beyond - 1) * EXTRA_COLUMN_WIDTH + 1,
        last_high + beyond * EXTRA_COLUMN_WIDTH,
    )


def table_cell(row: int, index: int) -> int:
    """Casualties at ``row`` in column ``index``: rows below 1 read row 1, rows past 30
    and columns past 1000 PUI go on at +5 each (B2)."""
    row = max(row, 1)
    last_column = len(CASUALTY_COLUMNS) - 1
    base = CASUALTY_TABLE[min(row, TABLE_ROWS) - 1][min(index, last_column)]
    return base + EXTRA_STEP * max(0, row - TABLE_ROWS) + EXTRA_STEP * max(0, index - last_column)


def casualties(row: int, pui: int) -> int:
    """What a unit of total PUI ``pui`` (rounded) inflicts on a combat roll of ``row``."""
    index = column_index(pui)
    return 0 if index is None else table_cell(row, index)


def lookup_pui(total: Fraction) -> int:
    """Total PUI as the table reads it: rounded half up, only at look-up time (B1)."""
    return round_half_up(total) if total > 0 else 0


def casualty_column(total: Fraction, rows: int = TABLE_ROWS) -> tuple[int, ...]:
    """What a unit inflicts for rows 1..``rows`` (B7)."""
    pui = lookup_pui(total)
    return tuple(casualties(row, pui) for row in range(1, rows + 1))


def inflicted(total: Fraction, modifier: int, cap: int | None = None) -> Dist:
    """Exact distribution of casualties from one combat roll: d10 + ``modifier`` on the
    column of ``total``, at most ``cap`` (a unit cannot lose more soldiers than it has)."""
    pui = lookup_pui(total)

    def losses(roll: int) -> int:
        value = casualties(roll + modifier, pui)
        return value if cap is None else min(value, cap)

    return D10.map(losses)


# --- derived numbers (B3-B5) -----------------------------------------------------------


def size_initiative(eff: int) -> int:
    """INI from headcount (B3): up to 15 +1, to 50 0, to 100 -2, then -2 per further 50."""
    if eff <= 15:
        return 1
    if eff <= 50:
        return 0
    if eff <= 100:
        return -2
    return -2 - 2 * -(-(eff - 100) // 50)


def melee_support(total: Fraction) -> int:
    """ATT a supporting unit lends: its total PUI / 50, rounded up (B5)."""
    return math.ceil(total / SUPPORT_DIVISOR) if total > 0 else 0


def ranged_support(total_tir: Fraction) -> int:
    """ATT a supporting shooting unit lends: total PUI TIR / 50 rounded down, +1 (B5)."""
    return math.floor(total_tir / SUPPORT_DIVISOR) + 1 if total_tir > 0 else 0


def turn_initiative(roll: int, general_bonus: int, initiatives: Sequence[int]) -> list[int]:
    """Each unit's initiative for a turn: the army's d10, its general's bonus, its INI."""
    return [roll + general_bonus + ini for ini in initiatives]


@dataclass(frozen=True, slots=True)
class Part:
    """One contribution to a derived number: an i18n key (``part.<key>``), its value."""

    key: str
    value: Fraction
    detail: str = ""
    """A name the GM wrote (a special rule's label), printed as is."""
    per: Fraction = Fraction(0)
    """For ``soldiers``: the power of one, ``value`` being ``detail`` times it."""


@dataclass(frozen=True, slots=True)
class Stat:
    parts: tuple[Part, ...]

    @property
    def value(self) -> Fraction:
        return sum((p.value for p in self.parts), Fraction(0))

    @property
    def whole(self) -> int:
        """For ATT, DEF and INI, whose parts are all whole numbers."""
        assert self.value.denominator == 1
        return int(self.value)


@dataclass(frozen=True, slots=True)
class Conditional:
    """A bonus that holds only in some situation: printed as its own line (B4)."""

    key: str
    attack: int = 0
    defense: int = 0
    initiative: int = 0
    multiplier: Fraction | None = None
    total: Fraction | None = None
    """Total PUI at full strength under the multiplier."""
    column: tuple[int, ...] = ()
    detail: str = ""


@dataclass(frozen=True, slots=True)
class Charge:
    multipliers: tuple[Part, ...]
    multiplier: Fraction
    total: Fraction
    """Charge PUI at full strength (B4)."""
    initiative: int
    attack: int
    column: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Step:
    """One box of the loss track."""

    eff: int
    lost: int
    total: Fraction
    total_tir: Fraction
    charge_total: Fraction | None
    column: int | None
    column_tir: int | None
    column_charge: int | None
    morale: bool
    """At or past the morale line: 50 % or more of the starting EFF lost (B6)."""
    heavy_losses: bool
    """Past the rally-penalty line: more than 75 % lost."""


@dataclass(frozen=True, slots=True)
class ColumnUse:
    """A column of the big table that this unit reads, and at which EFF (B7)."""

    index: int
    cells: tuple[int, ...]
    spans: tuple[tuple[str, tuple[int, int]], ...]
    """(mode, (lowest, highest) EFF) for each mode that reads this column."""

    def span(self, mode: str) -> tuple[int, int] | None:
        return dict(self.spans).get(mode)


@dataclass(frozen=True, slots=True)
class Attacker:
    """Anything that rolls on the casualty table with a fixed power: a spell, a trap, a
    character on their own."""

    name: str
    owner: str
    kind: str
    total: Fraction
    attack: int
    uses: int
    column: tuple[int, ...]
    effect: str = ""


@dataclass(frozen=True, slots=True)
class WoundBand:
    """One column of the wound table, as the unit's remaining EFF."""

    index: int
    eff_high: int
    eff_low: int
    no_wound: Fraction


@dataclass(frozen=True, slots=True)
class CharacterPlan:
    character: Character
    unit: str
    """The unit they fight in; empty when on their own."""
    wound_bands: tuple[WoundBand, ...]
    spells: tuple[Attacker, ...]
    column: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class UnitPlan:
    unit: Unit
    army: str
    path: Path
    kind: str
    eff: int
    pui: Stat
    """Melee power of one combatant (a monster: of the creature)."""
    pui_tir: Stat
    machine: WarMachine | None
    troops_total: Fraction
    troops_total_tir: Fraction
    total_parts: Stat
    total_tir_parts: Stat
    """The totals' breakdown: soldiers × PUI, a battery of machines, each character."""
    bonus_total: Fraction
    bonus_total_tir: Fraction
    """Attached characters' power: does not drop as the unit loses soldiers."""
    attack: Stat
    attack_ranged: Stat
    defense: Stat
    initiative: Stat
    armour_defense: int
    pierce: int
    mounted: bool
    flying: bool
    charge: Charge | None
    conditionals: tuple[Conditional, ...]
    support: int
    support_tir: int
    column: tuple[int, ...]
    column_tir: tuple[int, ...]
    track: tuple[Step, ...]
    columns: tuple[ColumnUse, ...]
    morale_eff: int
    """Remaining EFF at or below which the unit checks morale after losses."""
    heavy_losses_eff: int
    """Remaining EFF below which rally rolls take the heavy-losses penalty."""
    morale_odds: tuple[tuple[int, tuple[Fraction, Fraction, Fraction]], ...]
    """(modifier, (rout, disorganised, ok)) for modifiers 0, -10, -20."""
    characters: tuple[CharacterPlan, ...]
    spells: tuple[Attacker, ...]
    causes_fear: bool
    causes_terror: bool

    @property
    def total_pui(self) -> Fraction:
        return self.troops_total + self.bonus_total

    @property
    def total_pui_tir(self) -> Fraction:
        return self.troops_total_tir + self.bonus_total_tir

    def totals_at(self, eff: int) -> tuple[Fraction, Fraction]:
        """Total PUI and PUI TIR with ``eff`` left: losing x % of the EFF loses x % of
        the troops' power (seed I-3-5); a monster's power never drops (B1)."""
        if self.kind == "monster" or eff >= self.eff:
            share = Fraction(1) if eff > 0 else Fraction(0)
        else:
            share = Fraction(eff, self.eff)
        return (
            self.troops_total * share + self.bonus_total,
            self.troops_total_tir * share + self.bonus_total_tir,
        )


@dataclass(frozen=True, slots=True)
class Applied:
    """A pair-specific bonus a matchup applied (B4's conditional lines)."""

    key: str
    value: int


@dataclass(frozen=True, slots=True)
class Matchup:
    """One side's roll against one enemy: the row it reads and what it inflicts."""

    attacker: str
    defender: str
    mode: str
    """``melee``, ``charge``, ``tir`` or an attacker's kind (spell, trap, character)."""
    attacker_army: str
    defender_army: str
    modifier: int
    applied: tuple[Applied, ...]
    total: Fraction
    expected: Fraction
    low: int
    high: int
    distribution: Dist


@dataclass(frozen=True, slots=True)
class InitiativeOdds:
    first: str
    second: str
    first_wins: Fraction
    tie: Fraction


@dataclass(frozen=True, slots=True)
class ArmyPlan:
    army: Army
    path: Path
    units: tuple[UnitPlan, ...]
    characters: tuple[CharacterPlan, ...]
    traps: tuple[Attacker, ...]
    general_bonus: int

    @property
    def name(self) -> str:
        return self.army.name


@dataclass(frozen=True, slots=True)
class BattlePlan:
    battle: Battle
    armies: tuple[ArmyPlan, ...]
    matchups: tuple[Matchup, ...]
    initiative: tuple[InitiativeOdds, ...]
    findings: tuple[Finding, ...]

    @property
    def warnings(self) -> tuple[Finding, ...]:
        return warnings_in(self.findings)

    def matchups_between(self, attacker_army: str, defender_army: str) -> list[Matchup]:
        return [
            m
            for m in self.matchups
            if m.attacker_army == attacker_army and m.defender_army == defender_army
        ]


def _others(army: ArmyPlan) -> list[Attacker]:
    spells = [s for u in army.units for s in u.spells]
    spells += [s for u in army.units for c in u.characters for s in c.spells]
    spells += [s for c in army.characters for s in c.spells]
    return [*spells, *army.traps]


# --- building a unit ---------------------------------------------------------------------


class _Findings:
    def __init__(self) -> None:
        self.items: list[Finding] = []

    def add(self, finding: Finding) -> None:
        self.items.append(finding)


def _power(
    explicit: Fraction | None,
    band_key: str | None,
    path: Path,
    field: str,
    notes: _Findings,
) -> tuple[Part, ...]:
    """A combatant's PUI or PUI TIR: given outright, or the middle of a band (ruling L1)."""
    band: Band | None = BAND_BY_KEY[band_key] if band_key else None
    if explicit is not None:
        if band and not band.low <= explicit <= band.high:
            notes.add(
                warning(
                    "pui_outside_band",
                    (*path, field),
                    value=_plain(explicit),
                    band=band.key,
                    low=_plain(band.low),
                    high=_plain(band.high),
                )
            )
        return (Part("own", explicit),)
    if band:
        return (Part(f"band.{band.key}", band.middle),)
    return ()


def _plain(value: Fraction) -> str:
    """A decimal for messages: 1.5, 4, 0.25 (exact, never 0.30000000000000004)."""
    if value.denominator == 1:
        return str(value.numerator)
    return f"{float(value):g}"


def _stat(*parts: Part | None) -> Stat:
    return Stat(tuple(p for p in parts if p is not None and p.value != 0))


def _gear_part(gear: Gear | None, attr: str, key: str) -> Part | None:
    if gear is None:
        return None
    value = getattr(gear, attr)
    return Part(key, Fraction(value)) if value else None


def build_unit(
    unit: Unit,
    army: str,
    path: Path,
    battle: Battle,
    notes: _Findings,
) -> UnitPlan:
    kind = unit.kind
    armour = ARMOUR_BY_KEY[unit.armour]
    melee = MELEE_BY_KEY[unit.melee]
    ranged = RANGED_BY_KEY[unit.ranged] if unit.ranged else None
    mount = MOUNT_BY_KEY[unit.mount] if unit.mount else None
    attributes = [ATTRIBUTE_BY_KEY[a] for a in dict.fromkeys(unit.attributes)]
    machine = MACHINE_BY_KEY[unit.machine] if unit.machine else None
    house = battle.house_rules
    _unit_findings(unit, path, notes, kind, mount, machine)

    pui_parts = _power(unit.pui, unit.troop, path, "pui", notes)
    if mount is not None and mount.rider_pui and unit.pui is None:
        # a mount's PUI adds to the rider's (II-1); with an explicit PUI the GM gave the sum
        pui_parts += (Part(f"mount.{mount.key}", mount.rider_pui),)
    tir_parts = _power(unit.pui_tir, unit.archer, path, "pui_tir", notes)
    pui = Stat(pui_parts)
    pui_tir = Stat(tir_parts)
    if kind != "war_machine" and not pui_parts and not tir_parts and machine is None:
        notes.add(error("unit_without_power", path, name=unit.name))

    soldiers = 1 if kind == "monster" else unit.eff  # a monster is one creature (ruling L2)
    troops_total = pui.value * soldiers
    total_parts = [_soldiers(pui.value, soldiers)]
    total_tir_parts = [_soldiers(pui_tir.value, soldiers)]
    if machine is not None:
        battery = Fraction(machine.battery_pui_tir * unit.machines, BATTERY)
        total_tir_parts.append(Part(f"machine.{machine.key}", battery, str(unit.machines)))
    troops_total_tir = sum((p.value for p in total_tir_parts if p), Fraction(0))
    for c in unit.characters:
        total_parts.append(_part_if("character", c.pui, c.name))
        total_tir_parts.append(_part_if("character", c.pui_tir, c.name))
    bonus_total = sum((c.pui for c in unit.characters), Fraction(0))
    bonus_total_tir = sum((c.pui_tir for c in unit.characters), Fraction(0))

    lance_in_charge_only = house.lance_attack_in_charge_only and melee.key == "cavalry_lance"
    attack_parts = [
        _part_if("base", unit.attack),
        None if lance_in_charge_only else _gear_part(melee, "attack", f"melee.{melee.key}"),
    ]
    defense_parts = [
        _part_if("base", unit.defense),
        _gear_part(armour, "defense", f"armour.{armour.key}"),
        _gear_part(SHIELD, "defense", "shield") if unit.shield else None,
        _gear_part(BARDING, "defense", "barding") if unit.barding else None,
    ]
    initiative_parts = [
        _part_if("base", unit.initiative),
        Part("size", Fraction(size_initiative(unit.eff))) if kind == "troop" else None,
        _gear_part(armour, "initiative", f"armour.{armour.key}"),
        _gear_part(melee, "initiative", f"melee.{melee.key}"),
        _gear_part(BARDING, "initiative", "barding") if unit.barding else None,
    ]
    for attribute in attributes:
        if attribute.key == "very_large":
            attack_parts.append(Part("attr.very_large", Fraction(unit.size_bonus)))
            defense_parts.append(Part("attr.very_large", Fraction(unit.size_bonus)))
            continue
        attack_parts.append(_part_if(f"attr.{attribute.key}", attribute.attack))
        defense_parts.append(_part_if(f"attr.{attribute.key}", attribute.defense))
    for rule in unit.special:
        attack_parts.append(_part_if("special", rule.attack, rule.label))
        defense_parts.append(_part_if("special", rule.defense, rule.label))
        initiative_parts.append(_part_if("special", rule.initiative, rule.label))
    attack_ranged_parts = [
        _part_if("base", unit.attack),
        _gear_part(ranged, "attack", f"ranged.{ranged.key}") if ranged else None,
    ]
    # attributes and melee weapons strike in melee only; the GM's own rules count for both
    attack_ranged_parts += [_part_if("special", r.attack, r.label) for r in unit.special]

    attack = _stat(*attack_parts)
    defense = _stat(*defense_parts)
    initiative = _stat(*initiative_parts)
    attack_ranged = _stat(*attack_ranged_parts)
    armour_defense = armour.defense + (
        SHIELD.defense if unit.shield and house.shields_are_armour else 0
    )
    total = troops_total + bonus_total
    total_tir = troops_total_tir + bonus_total_tir

    charge = _charge(melee, mount, total, initiative.whole, lance_in_charge_only)
    conditionals = _conditionals(unit, melee, mount, attributes, total)
    fear = any(a.key == "fear" for a in attributes) or bool(mount and mount.fear)
    terror = any(a.key == "terror" for a in attributes)
    support_tir = machine.support if machine is not None else ranged_support(total_tir)

    shell = UnitPlan(
        unit=unit,
        army=army,
        path=path,
        kind=kind,
        eff=unit.eff,
        pui=pui,
        pui_tir=pui_tir,
        machine=machine,
        troops_total=troops_total,
        troops_total_tir=troops_total_tir,
        total_parts=_stat(*total_parts),
        total_tir_parts=_stat(*total_tir_parts),
        bonus_total=bonus_total,
        bonus_total_tir=bonus_total_tir,
        attack=attack,
        attack_ranged=attack_ranged,
        defense=defense,
        initiative=initiative,
        armour_defense=armour_defense,
        pierce=ranged.pierce if ranged else 0,
        mounted=mount is not None,
        flying=any(a.key == "flying" for a in attributes),
        charge=charge,
        conditionals=conditionals,
        support=melee_support(total),
        support_tir=support_tir,
        column=casualty_column(total),
        column_tir=casualty_column(total_tir),
        track=(),
        columns=(),
        morale_eff=unit.eff // 2,
        heavy_losses_eff=-(-unit.eff * (100 - RALLY_HEAVY_LOSSES_PERCENT) // 100),
        morale_odds=tuple((m, morale_odds(unit.morale, m)) for m in MORALE_MODIFIERS),
        characters=(),
        spells=tuple(_spell(s, unit.name, army) for s in unit.spells),
        causes_fear=fear,
        causes_terror=terror,
    )
    characters = tuple(character_plan(c, army, shell) for c in unit.characters)
    return _with_tracks(shell, characters)


def _soldiers(per: Fraction, count: int) -> Part | None:
    return Part("soldiers", per * count, str(count), per) if per else None


def _part_if(key: str, value: int | Fraction, detail: str = "") -> Part | None:
    return Part(key, Fraction(value), detail) if value else None


def _unit_findings(
    unit: Unit,
    path: Path,
    notes: _Findings,
    kind: str,
    mount: Gear | None,
    machine: WarMachine | None,
) -> None:
    name = unit.name
    if kind == "war_machine" and machine is None and unit.pui_tir is None:
        notes.add(error("machine_without_type", (*path, "machine"), name=name))
    if machine is not None and kind != "war_machine":
        notes.add(warning("machine_on_troop", (*path, "machine"), name=name))
    if unit.barding and mount is None:
        notes.add(warning("barding_without_mount", (*path, "barding"), name=name))
    if unit.melee == "cavalry_lance" and mount is None:
        notes.add(warning("lance_on_foot", (*path, "melee"), name=name))
    if "tortoise" in unit.attributes and not unit.shield:
        notes.add(warning("tortoise_without_shields", (*path, "attributes"), name=name))
    if unit.size_bonus != VERY_LARGE_RANGE[0] and "very_large" not in unit.attributes:
        notes.add(warning("size_without_very_large", (*path, "size_bonus"), name=name))
    if "hatred" in unit.attributes and not unit.hates:
        notes.add(warning("hatred_without_target", (*path, "attributes"), name=name))
    if unit.ranged and unit.pui_tir is None and unit.archer is None:
        notes.add(warning("ranged_without_power", (*path, "ranged"), name=name))
    if (unit.pui_tir is not None or unit.archer) and unit.ranged is None and machine is None:
        notes.add(warning("power_without_ranged", (*path, "pui_tir"), name=name))
    _check_characters(unit.characters, path, notes)


def _check_characters(characters: Sequence[Character], path: Path, notes: _Findings) -> None:
    for i, character in enumerate(characters):
        if character.eff > CHARACTER_EFF_MAX_TYPICAL:
            notes.add(
                warning(
                    "character_tough",
                    (*path, "characters", i, "eff"),
                    name=character.name,
                    eff=character.eff,
                )
            )


def _charge(
    melee: Gear,
    mount: Gear | None,
    total: Fraction,
    initiative: int,
    lance_in_charge_only: bool,
) -> Charge | None:
    """Charge PUI and INI (B4): multipliers multiply; a chariot's replaces the mount's."""
    parts: list[Part] = []
    if melee.charge_multiplier is not None:
        parts.append(Part(f"melee.{melee.key}", melee.charge_multiplier))
    if mount is not None:
        if mount.replaces_mount_multiplier and mount.charge_multiplier is not None:
            parts.append(Part(f"mount.{mount.key}", mount.charge_multiplier))
        else:
            parts.append(Part("mount", MOUNT_CHARGE_MULTIPLIER))
    if not parts:
        return None
    multiplier = math.prod((p.value for p in parts), start=Fraction(1))
    charge_total = total * multiplier
    return Charge(
        multipliers=tuple(parts),
        multiplier=multiplier,
        total=charge_total,
        initiative=initiative + (mount.charge_initiative if mount else 0),
        attack=melee.attack if lance_in_charge_only else 0,
        column=casualty_column(charge_total),
    )


def _conditionals(
    unit: Unit,
    melee: Gear,
    mount: Gear | None,
    attributes: Sequence[object],
    total: Fraction,
) -> tuple[Conditional, ...]:
    lines: list[Conditional] = []
    if mount is not None:
        lines.append(Conditional("versus_foot", defense=MOUNT_VERSUS_FOOT_DEFENSE))
    if melee.versus_cavalry_attack:
        lines.append(Conditional("versus_cavalry", attack=melee.versus_cavalry_attack))
    for attribute in attributes:
        assert hasattr(attribute, "key")
        key = attribute.key
        a = ATTRIBUTE_BY_KEY[key]
        if a.pui_multiplier is not None:
            boosted = total * a.pui_multiplier
            lines.append(
                Conditional(
                    key,
                    attack=a.conditional_attack,
                    multiplier=a.pui_multiplier,
                    total=boosted,
                    column=casualty_column(boosted),
                )
            )
        elif a.conditional_attack or a.conditional_defense:
            lines.append(
                Conditional(
                    key,
                    attack=a.conditional_attack,
                    defense=a.conditional_defense,
                    detail=unit.hates or "" if key == "hatred" else "",
                )
            )
        elif key not in (
            "endurance",
            "large",
            "very_large",
            "tough_skin",
            "scales",
            "mighty_blows",
        ):
            lines.append(Conditional(key))
    if mount is not None and mount.fear and not any(c.key == "fear" for c in lines):
        lines.append(Conditional("fear"))
    return tuple(lines)


# --- the loss track and the columns a unit reads (B6, B7) ------------------------------


def track_step(eff: int) -> int:
    """Soldiers per box: 1 for small units, else 5 (the table's own step) or a multiple
    of 5 that keeps the track to 60 boxes."""
    if eff <= 25:
        return 1
    return EXTRA_STEP * -(-eff // (EXTRA_STEP * 60))


def _with_tracks(plan: UnitPlan, characters: tuple[CharacterPlan, ...]) -> UnitPlan:
    from dataclasses import replace

    multiplier = plan.charge.multiplier if plan.charge else None
    step = track_step(plan.eff)
    steps: list[Step] = []
    effs = list(range(plan.eff, 0, -step))
    if effs[-1] != 0:
        effs.append(0)
    for eff in effs:
        total, total_tir = plan.totals_at(eff)
        charge_total = total * multiplier if multiplier is not None else None
        lost = plan.eff - eff
        steps.append(
            Step(
                eff=eff,
                lost=lost,
                total=total,
                total_tir=total_tir,
                charge_total=charge_total,
                column=column_index(lookup_pui(total)) if eff else None,
                column_tir=column_index(lookup_pui(total_tir)) if eff else None,
                column_charge=(
                    column_index(lookup_pui(charge_total))
                    if charge_total is not None and eff
                    else None
                ),
                morale=eff <= plan.morale_eff,
                heavy_losses=eff < plan.heavy_losses_eff,
            )
        )
    return replace(
        plan, track=tuple(steps), columns=_columns_used(plan, multiplier), characters=characters
    )


def _columns_used(plan: UnitPlan, multiplier: Fraction | None) -> tuple[ColumnUse, ...]:
    """Every column of the big table the unit reads from full strength down to 1 EFF,
    with the EFF range of each mode on it: melee, charge, shooting, and the one-turn
    boosts (frenzy, drugs), so the sheet alone answers every roll (B7)."""

    def spans_of(index_of: Callable[[int], int | None]) -> dict[int, tuple[int, int]]:
        effs = range(1, plan.eff + 1)
        keyed = [_key(index_of(e)) for e in (effs[0], effs[-1])]
        spans: dict[int, tuple[int, int]] = {}
        for index in range(max(keyed[0], 0), keyed[1] + 1):
            low = bisect.bisect_left(effs, index, key=lambda e: _key(index_of(e)))
            high = bisect.bisect_right(effs, index, key=lambda e: _key(index_of(e)))
            if low < high:
                spans[index] = (effs[low], effs[high - 1])
        return spans

    def melee_times(factor: Fraction) -> Callable[[int], int | None]:
        return lambda eff: column_index(lookup_pui(plan.totals_at(eff)[0] * factor))

    modes: list[tuple[str, dict[int, tuple[int, int]]]] = [("melee", spans_of(melee_times(ONE)))]
    if multiplier is not None:
        modes.append(("charge", spans_of(melee_times(multiplier))))
    if plan.total_pui_tir > 0:
        modes.append(
            ("tir", spans_of(lambda eff: column_index(lookup_pui(plan.totals_at(eff)[1]))))
        )
    for line in plan.conditionals:
        if line.multiplier is not None:
            modes.append((line.key, spans_of(melee_times(line.multiplier))))
    indexes = sorted({i for _, spans in modes for i in spans}, reverse=True)
    return tuple(
        ColumnUse(
            index=i,
            cells=tuple(table_cell(row, i) for row in range(1, TABLE_ROWS + 1)),
            spans=tuple((mode, spans[i]) for mode, spans in modes if i in spans),
        )
        for i in indexes
    )


def _key(index: int | None) -> int:
    return -1 if index is None else index


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
    spells = tuple(_spell(s, character.name, army) for s in character.spells)
    return CharacterPlan(
        character=character,
        unit=unit.unit.name if unit else "",
        wound_bands=wound_bands(unit.eff) if unit else (),
        spells=spells,
        column=casualty_column(character.pui),
    )


def _spell(spell: Spell, caster: str, army: str) -> Attacker:
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


# --- matchups -----------------------------------------------------------------------------


def _situational(attacker: UnitPlan | None, defender: UnitPlan) -> list[Applied]:
    """The conditional lines (B4) that hold for this pair."""
    applied: list[Applied] = []
    on_foot = attacker is None or (not attacker.mounted and not attacker.flying)
    if defender.mounted and on_foot:
        applied.append(Applied("versus_foot", MOUNT_VERSUS_FOOT_DEFENSE))
    if attacker is not None:
        spear = MELEE_BY_KEY[attacker.unit.melee].versus_cavalry_attack
        if spear and defender.mounted:
            applied.append(Applied("versus_cavalry", spear))
    if defender.flying and not (attacker is not None and attacker.flying):
        flying = ATTRIBUTE_BY_KEY["flying"].conditional_defense
        applied.append(Applied("flying", flying))
    return applied


def _signed_total(applied: Sequence[Applied]) -> int:
    defence_keys = {"versus_foot", "flying"}
    return sum(-a.value if a.key in defence_keys else a.value for a in applied)


def matchup(attacker: UnitPlan, defender: UnitPlan, mode: str) -> Matchup | None:
    """``attacker`` rolling against ``defender`` in ``mode`` (melee, charge or tir)."""
    if mode == "tir":
        total = attacker.total_pui_tir
        pierced = min(attacker.pierce, defender.armour_defense)
        applied = [Applied("pierce", pierced)] if pierced else []
        base = attacker.attack_ranged.whole - defender.defense.whole + pierced
        if defender.flying and not attacker.flying:
            applied.append(Applied("flying", ATTRIBUTE_BY_KEY["flying"].conditional_defense))
            base -= ATTRIBUTE_BY_KEY["flying"].conditional_defense
        modifier = base
    else:
        if mode == "charge":
            assert attacker.charge is not None
            total = attacker.charge.total
            extra = attacker.charge.attack
        else:
            total = attacker.total_pui
            extra = 0
        applied = _situational(attacker, defender)
        modifier = attacker.attack.whole + extra - defender.defense.whole + _signed_total(applied)
    if total <= 0:
        return None
    return _matchup(attacker.unit.name, attacker.army, defender, mode, total, modifier, applied)


def _matchup(
    name: str,
    army: str,
    defender: UnitPlan,
    mode: str,
    total: Fraction,
    modifier: int,
    applied: Sequence[Applied],
) -> Matchup:
    dist = inflicted(total, modifier, cap=defender.eff)
    return Matchup(
        attacker=name,
        defender=defender.unit.name,
        mode=mode,
        attacker_army=army,
        defender_army=defender.army,
        modifier=modifier,
        applied=tuple(applied),
        total=total,
        expected=dist.mean(),
        low=dist.min,
        high=dist.max,
        distribution=dist,
    )


def other_matchup(attacker: Attacker, defender: UnitPlan) -> Matchup:
    """A spell, trap or lone character rolling against a unit."""
    applied = _situational(None, defender) if attacker.kind == "character" else []
    if attacker.kind != "character" and defender.flying:
        applied = [Applied("flying", ATTRIBUTE_BY_KEY["flying"].conditional_defense)]
    modifier = attacker.attack - defender.defense.whole + _signed_total(applied)
    return _matchup(
        attacker.name, attacker.owner, defender, attacker.kind, attacker.total, modifier, applied
    )


def initiative_odds(first: ArmyPlan, second: ArmyPlan) -> InitiativeOdds:
    """Chance the first army's d10 plus its general beats the second's (a tie goes to
    the generals' skill rolls)."""
    a = D10 + first.general_bonus
    b = D10 + second.general_bonus
    diff = a - b
    return InitiativeOdds(first.name, second.name, diff.prob(lambda x: x > 0), diff.p(0))


# --- the whole battle ------------------------------------------------------------------


def compute(battle: Battle) -> BattlePlan:
    """Validate the rules of ``battle`` and work out every number of the kit."""
    notes = _Findings()
    armies: list[ArmyPlan] = []
    if len(battle.armies) != 2:
        notes.add(error("two_armies", ("armies",), count=len(battle.armies)))
    for a, army in enumerate(battle.armies):
        path: Path = ("armies", a)
        _check_names(army, path, notes)
        units = tuple(
            build_unit(u, army.name, (*path, "units", i), battle, notes)
            for i, u in enumerate(army.units)
        )
        _check_characters(army.characters, path, notes)
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


def _check_names(army: Army, path: Path, notes: _Findings) -> None:
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
