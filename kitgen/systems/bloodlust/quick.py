"""Bloodlust's quick reference: the whole casualty table under the letters the sheets'
loss tracks give, the equipment, the special attributes, the morale, rally and wound
tables and the manoeuvres in brief. The lines that follow one of kitgen's rulings carry
its mark (``Kit.ruling``), which the note ending the last page explains.
"""

from __future__ import annotations

from typing import Any

from markupsafe import Markup, escape

from kitgen.cards import Kit
from kitgen.i18n import Text
from kitgen.report import exact
from kitgen.systems.bloodlust.cards import conditional
from kitgen.systems.bloodlust.characters import wound
from kitgen.systems.bloodlust.derived import size_initiative
from kitgen.systems.bloodlust.plan import Conditional
from kitgen.systems.bloodlust.sheet_tables import reference_tables
from kitgen.systems.bloodlust.tables import (
    ARMOURS,
    ATTRIBUTES,
    BARDING,
    DRUGS_OVERDOSE_PERCENT,
    EFF_INITIATIVE_SEED,
    MELEE_WEAPONS,
    MORALE_CLASSES,
    MORALE_TABLE,
    MOUNTS,
    POWER_BANDS,
    RALLY_COLUMNS,
    RALLY_RESULTS,
    RALLY_TABLE,
    RANGED_WEAPONS,
    SHIELD,
    VERY_LARGE_RANGE,
    WAR_MACHINES,
    WOUND_COLUMNS,
    WOUND_TABLE,
    Gear,
)


def marked(text: str, mark: Markup) -> Markup:
    """``text`` with a ruling's mark (``Kit.ruling``) set before its closing full stop,
    as a French note call goes, and where the raised figure cannot overprint the stop."""
    if text.endswith("."):
        return escape(text[:-1]) + mark + "."
    return escape(text) + mark


def _gear_effect(gear: Gear, t: Text) -> str:
    bits = []
    if gear.attack:
        bits.append(f"{t.signed(gear.attack)} ATT")
    if gear.defense:
        bits.append(f"{t.signed(gear.defense)} DEF")
    if gear.initiative:
        bits.append(f"{t.signed(gear.initiative)} INI")
    if gear.versus_cavalry_attack:
        bits.append(t("cond.versus_cavalry", a=gear.versus_cavalry_attack))
    if gear.pierce:
        bits.append(t("qr.pierce", n=gear.pierce))
    if gear.rider_pui is not None:
        bits.append(t("qr.rider_pui", n=exact(gear.rider_pui, t)))
    if gear.charge_multiplier is not None:
        bits.append(t("qr.charge_mult", n=exact(gear.charge_multiplier, t)))
    if gear.charge_initiative:
        bits.append(t("qr.charge_ini", n=gear.charge_initiative))
    if gear.fear:
        bits.append(t("attr.fear"))
    return ", ".join(bits) or "—"


def _attribute_effect(key: str, t: Text) -> str:
    """What an attribute does, without the name its row already gives (the sheets'
    lines open with it: ``Haine : +1 ATT…``)."""
    text = _attribute_line(key, t)
    head, colon, rest = text.partition(":")
    return rest.strip() if colon and len(head) < 40 else text


def _attribute_line(key: str, t: Text) -> str:
    attribute = next(a for a in ATTRIBUTES if a.key == key)
    if key == "very_large":
        low, high = VERY_LARGE_RANGE
        return f"{t.signed(low)} … {t.signed(high)} ATT & DEF"
    if attribute.attack or attribute.defense:
        bits = []
        if attribute.attack:
            bits.append(f"{t.signed(attribute.attack)} ATT")
        if attribute.defense:
            bits.append(f"{t.signed(attribute.defense)} DEF")
        return ", ".join(bits)
    if attribute.pui_multiplier is not None:
        # the unit's line names its boosted total; the reference gives the rule alone
        return t(
            f"qr.{key}",
            m=exact(attribute.pui_multiplier, t),
            a=attribute.conditional_attack,
            pct=DRUGS_OVERDOSE_PERCENT,
        )
    return conditional(
        Conditional(
            key, attack=attribute.conditional_attack, defense=attribute.conditional_defense
        ),
        t,
    )


def quick_reference(t: Text, kit: Kit, last: int = 0) -> dict[str, Any]:
    """The quick reference's tables: the whole casualty table (on to column ``last``
    when the battle reads past PUI 1000), the equipment and the rules in brief; the
    lines that follow a ruling carry its mark (``Kit.ruling``)."""
    # ruling B3's rows, which hold the rulebook's (5-15, 20-50 ...) and fill their gaps
    eff_rows = [
        {"eff": t("qr.eff_ini_rows", low=low, high=high), "ini": t.signed(size_initiative(low))}
        for low, high in ((1, 15), (16, 50), (51, 100), (101, 150), (151, 200), (201, 250))
    ]
    return {
        "casualty_tables": reference_tables(last, t),
        "eff_rows": eff_rows,
        "eff_more": marked(t("qr.eff_ini_more"), kit.ruling("B3"))
        + " "
        + t(
            "qr.eff_ini_rows_note",
            rows=", ".join(f"{low}–{high}" for low, high, _ in EFF_INITIATIVE_SEED),
        ),
        "band_mid": t("qr.band_mid") + kit.ruling("L1"),
        "bands": [
            {
                "name": t(f"band.{b.key}"),
                "range": f"{exact(b.low, t)}–{exact(b.high, t)}",
                "middle": exact(b.middle, t),
                "examples": t(f"band_examples.{b.key}"),
            }
            for b in POWER_BANDS
        ],
        "armour": [
            {"name": t(f"armour.{g.key}"), "effect": _gear_effect(g, t)}
            for g in ARMOURS
            if g.key != "none"
        ]
        + [{"name": t("shield"), "effect": _gear_effect(SHIELD, t)}],
        "melee": [
            {"name": t(f"melee.{g.key}"), "effect": _gear_effect(g, t)} for g in MELEE_WEAPONS
        ],
        "ranged": [
            {"name": t(f"ranged.{g.key}"), "effect": _gear_effect(g, t)} for g in RANGED_WEAPONS
        ],
        "mounts": [{"name": t(f"mount.{g.key}"), "effect": _gear_effect(g, t)} for g in MOUNTS]
        + [{"name": t("barding"), "effect": _gear_effect(BARDING, t)}],
        "attributes": [
            {"name": t(f"attr.{a.key}"), "effect": _attribute_effect(a.key, t)} for a in ATTRIBUTES
        ],
        "machines": [
            {
                "name": t(f"machine.{m.key}"),
                "pui": m.battery_pui_tir,
                "support": t.signed(m.support),
            }
            for m in WAR_MACHINES
        ],
        "morale_head": [t(f"morale.{c}") for c in MORALE_CLASSES],
        "morale_rows": [
            {
                "roll": f"{low:02d}–{high}",
                "cells": [(o, t(f"outcome.{o}")) for o in outcomes],
            }
            for low, high, outcomes in MORALE_TABLE
        ],
        "rally_head": [t(f"rally_col.{key}") for key, _ in RALLY_COLUMNS],
        "rally_rows": [
            {
                "result": t(f"rally.{r}"),
                "cells": [t("rallied") if ok else "—" for ok in RALLY_TABLE[r]],
            }
            for r in RALLY_RESULTS
        ],
        "wound_head": [t("qr.wounds_col", low=low, high=high) for low, high in WOUND_COLUMNS],
        "wound_rows": [
            {
                "roll": f"{low}" if low == high else f"{low}–{high}",
                "cells": [wound(c, t) for c in cells],
            }
            for low, high, cells in WOUND_TABLE
        ],
        "rules": [
            t(f"rule.{k}")
            for k in (
                "multiple",
                "support",
                "shooting",
                "organise",
                "ambush",
                "traps",
                "monsters",
                "characters",
            )
        ],
    }
