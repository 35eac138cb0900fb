"""Building one unit's plan from its entry in the battle file.

Its PUI given outright or as the middle of a power band (ruling L1), a monster fighting
as one creature (L2), ATT, DEF and INI with the part of each piece of equipment, its
charge and conditional lines (B4), its supports (B5); and the findings a unit and its
characters raise. ``tracks`` then adds the loss track and columns (B6, B7).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import replace
from fractions import Fraction

from kitgen.model import Finding, error, warning, words
from kitgen.nodes import Path
from kitgen.systems.bloodlust.casualties import casualty_column, lookup_pui
from kitgen.systems.bloodlust.derived import melee_support, ranged_support, size_initiative
from kitgen.systems.bloodlust.model import Battle, Character, Unit
from kitgen.systems.bloodlust.morale import (
    MORALE_MODIFIERS,
    character_plan,
    morale_odds,
    spell_attacker,
)
from kitgen.systems.bloodlust.plan import Charge, Conditional, Part, Stat, UnitPlan
from kitgen.systems.bloodlust.tables import (
    ARMOUR_BY_KEY,
    ATTRIBUTE_BY_KEY,
    BAND_BY_KEY,
    BARDING,
    BATTERY,
    CHARACTER_EFF_MAX_TYPICAL,
    MACHINE_BY_KEY,
    MAX_TOTAL_PUI,
    MELEE_BY_KEY,
    MOUNT_BY_KEY,
    MOUNT_CHARGE_MULTIPLIER,
    MOUNT_VERSUS_FOOT_DEFENSE,
    RALLY_HEAVY_LOSSES_PERCENT,
    RANGED_BY_KEY,
    SHIELD,
    VERY_LARGE_RANGE,
    Band,
    Gear,
    WarMachine,
)
from kitgen.systems.bloodlust.tracks import with_tracks


class Findings:
    """What ``compute`` found wrong or doubtful in a battle, in the order it found it."""

    def __init__(self) -> None:
        self.items: list[Finding] = []

    def add(self, finding: Finding) -> None:
        self.items.append(finding)


def _power(
    explicit: Fraction | None,
    band_key: str | None,
    path: Path,
    field: str,
    notes: Findings,
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
    notes: Findings,
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
        # a machine's EFF is its crew: no size modifier unless the house rule says so (L14)
        Part("size", Fraction(size_initiative(unit.eff)))
        if kind == "troop" or (kind == "war_machine" and house.machine_size_initiative)
        else None,
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
        spells=tuple(spell_attacker(s, unit.name, army) for s in unit.spells),
        causes_fear=fear,
        causes_terror=terror,
    )
    characters = tuple(character_plan(c, army, shell) for c in unit.characters)
    strongest = max(_mode_totals(shell), key=lambda mode: mode[1])
    if strongest[1] > MAX_TOTAL_PUI:
        notes.add(
            error(
                "unit_too_strong",
                (*path, "pui" if kind == "monster" else "eff"),
                name=unit.name,
                total=lookup_pui(strongest[1]),
                mode=words(f"mode.{strongest[0]}"),
                most=MAX_TOTAL_PUI,
            )
        )
        return replace(shell, characters=characters)  # an error: no tracks to work out
    return with_tracks(shell, characters)


def _mode_totals(plan: UnitPlan) -> list[tuple[str, Fraction]]:
    """The unit's total PUI at full strength in each way it strikes."""
    totals = [("melee", plan.total_pui), ("tir", plan.total_pui_tir)]
    if plan.charge is not None:
        totals.append(("charge", plan.charge.total))
    totals += [(c.key, c.total) for c in plan.conditionals if c.total is not None]
    return totals


def _soldiers(per: Fraction, count: int) -> Part | None:
    return Part("soldiers", per * count, str(count), per) if per else None


def _part_if(key: str, value: int | Fraction, detail: str = "") -> Part | None:
    return Part(key, Fraction(value), detail) if value else None


def _unit_findings(
    unit: Unit,
    path: Path,
    notes: Findings,
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
    if unit.pui == 0 and kind != "war_machine":
        notes.add(warning("pui_zero", (*path, "pui"), name=name))
    if unit.pui is not None and mount is not None and mount.rider_pui and not unit.mount_in_pui:
        notes.add(
            warning(
                "pui_without_mount",
                (*path, "pui"),
                name=name,
                value=_plain(unit.pui),
                mount=words(f"mount.{mount.key}"),
                mount_pui=_plain(mount.rider_pui),
                sum=_plain(unit.pui + mount.rider_pui),
            )
        )
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
    check_characters(unit.characters, path, notes)


def check_characters(characters: Sequence[Character], path: Path, notes: Findings) -> None:
    """A warning for each character whose EFF is past what characters usually have."""
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
