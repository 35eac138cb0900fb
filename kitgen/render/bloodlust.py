"""Bloodlust plan -> template context: every string and number the kit prints.

Templates only lay these values out; all arithmetic happened in ``kitgen.systems.bloodlust``
and all wording happens here or in ``kitgen.i18n``.
"""

from __future__ import annotations

import string
from fractions import Fraction
from typing import Any

from kitgen.i18n import Text
from kitgen.render.cards import Kit
from kitgen.report import exact
from kitgen.systems.bloodlust import (
    ArmyPlan,
    Attacker,
    BattlePlan,
    CharacterPlan,
    Conditional,
    Matchup,
    UnitPlan,
    column_index,
    lookup_pui,
    size_initiative,
)
from kitgen.systems.bloodlust_report import breakdown, column_name, modifier_text
from kitgen.systems.bloodlust_tables import (
    ARMOURS,
    ATTRIBUTES,
    BARDING,
    CASUALTY_COLUMNS,
    CASUALTY_TABLE,
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
    TURN_STEPS,
    VERY_LARGE_RANGE,
    WAR_MACHINES,
    WOUND_COLUMNS,
    WOUND_TABLE,
    Gear,
)

LETTERS = string.ascii_uppercase


def context(plan: BattlePlan, t: Text, kit: Kit) -> dict[str, Any]:
    battle = plan.battle
    sheets: list[dict[str, Any]] = []
    for army in plan.armies:
        for unit in army.units:
            sheets.append(unit_sheet(unit, army, len(sheets) + 1, t))
    return {
        "title": battle.name,
        "author": battle.author or "",
        "system_title": t("system.bloodlust"),
        "notes": battle.notes or "",
        "turns_line": t("gm.turns", n=battle.turns),
        "warnings": [t.finding(w) for w in plan.warnings],
        "armies": [_army(a, sheets, t) for a in plan.armies],
        "initiative": [
            t(
                "gm.initiative_line",
                first=o.first,
                second=o.second,
                p=t.percent(float(o.first_wins)),
                tie=t.percent(float(o.tie)),
            )
            for o in plan.initiative[:1]
        ],
        "sheets": sheets,
        "characters": _characters(plan, t),
        "matchups": _matchups(plan, t),
        "quick": quick_reference(t),
    }


def _army(army: ArmyPlan, sheets: list[dict[str, Any]], t: Text) -> dict[str, Any]:
    general = army.army.general
    numbers = {(s["army"], s["name"]): s["number"] for s in sheets}
    return {
        "name": army.name,
        "general": (
            ", ".join(
                [
                    general.name,
                    t("gm.general_bonus", n=general.bonus),
                    *([t("gm.general_pc")] if general.player else []),
                    *([general.command] if general.command else []),
                ]
            )
            if general
            else t("gm.no_general")
        ),
        "notes": army.army.notes or "",
        "units": [
            {
                "number": numbers[(army.name, u.unit.name)],
                "name": u.unit.name,
                "kind": t(f"kind.{u.kind}"),
                "eff": t.number(u.eff),
                "pui": exact(u.total_pui, t),
                "tir": exact(u.total_pui_tir, t) if u.total_pui_tir else "—",
                "ini": t.signed(u.initiative.whole),
                "att": t.signed(u.attack.whole),
                "defense": t.signed(u.defense.whole),
                "morale": t(f"morale.{u.unit.morale}"),
                "face_down": u.unit.face_down,
            }
            for u in army.units
        ],
        "traps": [_attacker_line(x, t) for x in army.traps],
    }


def _attacker_line(attacker: Attacker, t: Text) -> str:
    where = f" — {attacker.effect}" if attacker.effect else ""
    col = column_name(_column_of(attacker.total), t)
    return (
        f"{attacker.name}: PUI {exact(attacker.total, t)}, {t('sheet.att')} "
        f"{t.signed(attacker.attack)} ({col}){where}"
    )


def _column_of(total: Fraction) -> int | None:
    return column_index(lookup_pui(total))


# --- the unit sheet ------------------------------------------------------------------------

FIGURE_SPACE = "\u2007"
"""As wide as a digit: numbers padded with it line up under ``ch``-wide headers."""
ROW_LABEL = 4
PAGE_WIDTH = 112
"""Digits that fit across the page at the casualty tables' font size."""


def slot_width(columns: int) -> int:
    """Digits per column: wide when the unit reads few columns, never under 6."""
    return max(6, min(12, (PAGE_WIDTH - ROW_LABEL) // max(columns, 1)))


def table_width(columns: int) -> str:
    """The CSS width of a casualty table, so its header cells sit over their slots."""
    return f"{ROW_LABEL + columns * slot_width(columns)}ch"


def aligned_rows(columns: list[tuple[int, ...]], own: int | None) -> list[dict[str, Any]]:
    """Casualty rows as runs of text, one per row, each value centred in a slot of
    ``slot_width`` digits: a table of 30 rows x 20 columns as 30 text runs instead of 600
    cells, which WeasyPrint lays out several times faster. ``own`` (a column index) is set
    apart as its own segment so the template can tint it."""
    slot = slot_width(len(columns))
    rows = []
    for r in range(len(columns[0]) if columns else 0):
        segments: list[tuple[str, bool]] = []
        for i, cells in enumerate(columns):
            value = str(cells[r])
            left = (slot - len(value) + 1) // 2
            text = FIGURE_SPACE * left + value + FIGURE_SPACE * (slot - left - len(value))
            mine = i == own
            if segments and segments[-1][1] == mine:
                segments[-1] = (segments[-1][0] + text, mine)
            else:
                segments.append((text, mine))
        rows.append({"row": r + 1, "segments": segments})
    return rows


def unit_sheet(unit: UnitPlan, army: ArmyPlan, number: int, t: Text) -> dict[str, Any]:
    letters = {use.index: LETTERS[i] for i, use in enumerate(unit.columns)}
    kind = unit.kind
    eff_label = {"monster": "sheet.hp", "war_machine": "sheet.crew"}.get(kind, "sheet.eff")
    per = t("sheet.per_creature") if kind == "monster" else t("sheet.per_soldier")
    stats = [
        {"label": t(eff_label), "value": t.number(unit.eff), "sub": ""},
        {
            "label": t("sheet.total_pui"),
            "value": exact(unit.total_pui, t),
            "sub": f"{t('sheet.pui')} {exact(unit.pui.value, t)} {per}" if unit.pui.parts else "",
        },
        {
            "label": t("sheet.total_pui_tir"),
            "value": exact(unit.total_pui_tir, t) if unit.total_pui_tir else "—",
            "sub": (
                f"{t('sheet.pui_tir')} {exact(unit.pui_tir.value, t)} {per}"
                if unit.pui_tir.parts and unit.machine is None
                else ""
            ),
        },
        {"label": t("sheet.ini"), "value": t.signed(unit.initiative.whole), "sub": ""},
        {"label": t("sheet.att"), "value": t.signed(unit.attack.whole), "sub": ""},
        {
            "label": t("sheet.att_tir"),
            "value": t.signed(unit.attack_ranged.whole) if unit.total_pui_tir else "—",
            "sub": "",
        },
        {"label": t("sheet.def"), "value": t.signed(unit.defense.whole), "sub": ""},
        {"label": t("sheet.mo"), "value": t(f"morale.{unit.unit.morale}"), "sub": ""},
    ]
    breakdowns = [
        (t("sheet.pui"), breakdown(unit.pui, t, signed=False)),
        (t("sheet.total_pui"), breakdown(unit.total_parts, t, signed=False)),
        (t("sheet.total_pui_tir"), breakdown(unit.total_tir_parts, t, signed=False)),
        (t("sheet.ini"), breakdown(unit.initiative, t)),
        (t("sheet.att"), breakdown(unit.attack, t)),
        (t("sheet.att_tir"), breakdown(unit.attack_ranged, t) if unit.total_pui_tir else ""),
        (t("sheet.def"), breakdown(unit.defense, t)),
    ]
    situational = []
    if unit.charge is not None:
        charge = unit.charge
        line = t(
            "sheet.charge_line",
            m=exact(charge.multiplier, t),
            total=exact(charge.total, t),
            col=_letter(letters, charge.total),
            ini=t.signed(charge.initiative),
        )
        situational.append(
            f"{t('sheet.charge')}: {line}" if t.lang == "en" else f"{t('sheet.charge')} : {line}"
        )
        if charge.attack:
            situational.append(t("cond.lance", a=charge.attack))
    situational += [_conditional(c, letters, t) for c in unit.conditionals]
    support = [t("sheet.support_melee", n=unit.support)] if unit.support else []
    if unit.machine is not None:
        support.append(t("sheet.support_machine", n=unit.support_tir))
    elif unit.support_tir:
        support.append(t("sheet.support_tir", n=unit.support_tir))
    step = unit.track[0].eff - unit.track[1].eff if len(unit.track) > 1 else 1
    has_charge = unit.charge is not None
    has_tir = unit.total_pui_tir > 0
    boxes = []
    for i, s in enumerate(unit.track):
        marks = [letters.get(s.column, "·") if s.column is not None else "·"]
        if has_charge:
            marks.append(letters.get(s.column_charge, "·") if s.column_charge is not None else "·")
        if has_tir:
            marks.append(letters.get(s.column_tir, "·") if s.column_tir is not None else "·")
        previous = unit.track[i - 1] if i else None
        boxes.append(
            {
                "eff": t.number(s.eff),
                "letters": "/".join(marks),
                "full": i == 0,
                "morale": s.morale,
                "heavy": s.heavy_losses,
                "morale_start": s.morale and not (previous and previous.morale),
                "heavy_start": s.heavy_losses and not (previous and previous.heavy_losses),
            }
        )
    columns = [
        {
            "letter": letters[use.index],
            "head": column_name(use.index, t),
            "uses": [
                t(
                    "sheet.column_use",
                    mode=t(f"abbr.{mode}"),
                    high=t.number(span[1]),
                    low=t.number(span[0]),
                )
                for mode, span in use.spans
            ],
            "full": unit.column == use.cells,
            "cells": use.cells,
        }
        for use in unit.columns
    ]
    own = next((i for i, use in enumerate(unit.columns) if use.cells == unit.column), None)
    rows = aligned_rows([use.cells for use in unit.columns], own)
    morale_rows = [
        {
            "label": _morale_label(m, t),
            "modifier": t.signed(m),
            "cells": [t.percent(float(p)) for p in odds],
        }
        for m, odds in unit.morale_odds
    ]
    leaders = [c.character.name for c in unit.characters if c.character.command]
    rally_column = next(
        i for i, (_, classes) in enumerate(RALLY_COLUMNS) if unit.unit.morale in classes
    )
    rally_results = [t(f"rally.{r}") for r in RALLY_RESULTS if RALLY_TABLE[r][rally_column]]
    general = army.army.general
    return {
        "number": number,
        "name": unit.unit.name,
        "army": army.name,
        "kind": t(f"kind.{kind}"),
        "face_down": unit.unit.face_down,
        "stats": stats,
        "breakdowns": [(label, text) for label, text in breakdowns if text],
        "equipment": _equipment(unit, t),
        "situational": situational,
        "support": support,
        "turn_line": t("sheet.initiative_turn", bonus=general.bonus if general else 0),
        "track_help": t(
            "sheet.track_help",
            step=step,
            charge=t("sheet.track_charge") if has_charge else "",
            tir=t("sheet.track_tir") if has_tir else "",
        ),
        "boxes": boxes,
        "morale_line": t("sheet.morale_line", eff=t.number(unit.morale_eff)),
        "heavy_line": t("sheet.heavy_line", eff=t.number(unit.heavy_losses_eff)),
        "monster": kind == "monster",
        "columns": columns,
        "rows": rows,
        "column_help": t(
            "sheet.column_help",
            legend=", ".join(
                t("sheet.legend", abbr=t(f"abbr.{mode}"), mode=t(f"mode.{mode}"))
                for mode in dict.fromkeys(m for use in unit.columns for m, _ in use.spans)
            ),
        ),
        "table_width": table_width(len(columns)),
        "slot_width": f"{slot_width(len(columns))}ch",
        "morale_rows": morale_rows,
        "outcomes": [t(f"outcome.{o}") for o in ("rout", "disorganised", "ok")],
        "rally": t("sheet.rally_line", results=", ".join(rally_results).lower())
        if (leaders or general)
        else t("sheet.rally_none"),
        "people": [_person_line(c, t) for c in unit.characters],
        "spells": [_spell_line(s, t) for s in unit.spells]
        + [_spell_line(s, t) for c in unit.characters for s in c.spells],
        "notes": unit.unit.notes or "",
    }


def _letter(letters: dict[int, str], total: Fraction) -> str:
    index = _column_of(total)
    return "—" if index is None else letters.get(index, "—")


def _morale_label(modifier: int, t: Text) -> str:
    return {
        0: t("sheet.after_losses"),
        -10: t("sheet.facing_fear"),
        -20: t("sheet.facing_terror"),
    }[modifier]


def _conditional(c: Conditional, letters: dict[int, str], t: Text) -> str:
    if c.multiplier is not None and c.total is not None:
        return t(
            f"cond.{c.key}",
            m=exact(c.multiplier, t),
            total=exact(c.total, t),
            col=_letter(letters, c.total) if letters else column_name(_column_of(c.total), t),
            a=c.attack,
            pct=DRUGS_OVERDOSE_PERCENT,
        )
    detail = f" ({c.detail})" if c.detail else ""
    return t(f"cond.{c.key}", a=c.attack, d=c.defense, detail=detail)


def _equipment(unit: UnitPlan, t: Text) -> str:
    u = unit.unit
    items = []
    if u.armour != "none":
        items.append(t(f"armour.{u.armour}"))
    if u.shield:
        items.append(t("shield"))
    if u.melee != "simple" or unit.kind == "troop":
        items.append(t(f"melee.{u.melee}"))
    if u.ranged:
        items.append(t(f"ranged.{u.ranged}"))
    if u.mount:
        items.append(t(f"mount.{u.mount}"))
    if u.barding:
        items.append(t("barding"))
    if unit.machine is not None:
        items.append(f"{u.machines} {t(f'machine.{unit.machine.key}')}")
    for a in dict.fromkeys(u.attributes):
        label = t(f"attr.{a}")
        if a == "very_large":
            label += f" {t.signed(u.size_bonus)}"
        items.append(label)
    items += [r.label for r in u.special]
    return ", ".join(items)


def _person_line(c: CharacterPlan, t: Text) -> str:
    ch = c.character
    role = t("char.pc") if ch.player else t("char.npc")
    bits = []
    if ch.pui:
        bits.append(f"PUI +{exact(ch.pui, t)}")
    if ch.pui_tir:
        bits.append(f"PUI TIR +{exact(ch.pui_tir, t)}")
    if ch.command:
        bits.append(ch.command)
    return f"{ch.name} ({role}){': ' if bits else ''}{', '.join(bits)}"


def _spell_line(s: Attacker, t: Text) -> str:
    attack = (
        t(
            "sheet.spell_attack",
            pui=exact(s.total, t),
            att=t.signed(s.attack),
            col=column_name(_column_of(s.total), t),
        )
        if s.total
        else ""
    )
    effect = f" — {s.effect}" if s.effect else ""
    return t("sheet.spell_line", name=s.name, uses=s.uses, attack=attack, effect=effect)


# --- character cards -------------------------------------------------------------------


def _characters(plan: BattlePlan, t: Text) -> list[dict[str, Any]]:
    cards = []
    for army in plan.armies:
        people = [c for u in army.units for c in u.characters] + list(army.characters)
        for c in people:
            ch = c.character
            bands = [
                {
                    "head": t(
                        "char.wound_head", high=t.number(b.eff_high), low=t.number(b.eff_low)
                    ),
                    "odds": t.percent(float(b.no_wound)),
                }
                for b in c.wound_bands
            ]
            rows = [
                {
                    "roll": f"{low}" if low == high else f"{low}–{high}",
                    "cells": [_wound(cells[b.index], t) for b in c.wound_bands],
                }
                for low, high, cells in WOUND_TABLE
            ]
            stats = [
                (t("sheet.eff"), str(ch.eff)),
                ("PUI", f"+{exact(ch.pui, t)}" if ch.pui else "—"),
                ("PUI TIR", f"+{exact(ch.pui_tir, t)}" if ch.pui_tir else "—"),
                (t("sheet.att"), t.signed(ch.attack)),
                (t("sheet.def"), t.signed(ch.defense)),
                (t("sheet.ini"), t.signed(ch.initiative)),
            ]
            cards.append(
                {
                    "name": ch.name,
                    "army": army.name,
                    "role": t("char.pc") if ch.player else t("char.npc"),
                    "where": t("char.in_unit", unit=c.unit) if c.unit else t("char.alone"),
                    "stats": stats,
                    "command": ch.command or "",
                    "spells": [_spell_line(s, t) for s in c.spells],
                    "bands": bands,
                    "rows": rows,
                    "solo_column": (
                        ", ".join(str(v) for v in c.column[:20]) if not c.unit and ch.pui else ""
                    ),
                    "notes": ch.notes or "",
                }
            )
    return cards


def _wound(cell: tuple[int, str] | None, t: Text) -> str:
    if cell is None:
        return "—"
    count, severity = cell
    return f"{count} {t(f'severity.{severity}')}"


# --- matchups ---------------------------------------------------------------------------


def _matchups(plan: BattlePlan, t: Text) -> list[dict[str, Any]]:
    views = []
    for mine in plan.armies:
        for theirs in plan.armies:
            if theirs is mine:
                continue
            found = plan.matchups_between(mine.name, theirs.name)
            defenders = [u.unit.name for u in theirs.units]
            by_row: dict[tuple[str, str], dict[str, Matchup]] = {}
            for m in found:
                by_row.setdefault((m.attacker, m.mode), {})[m.defender] = m
            marks: dict[str, str] = {}
            rows = []
            for (attacker, mode), cells in by_row.items():
                row_cells: list[dict[str, str] | None] = []
                for name in defenders:
                    found_one = cells.get(name)
                    if found_one is None:
                        row_cells.append(None)
                        continue
                    m = found_one
                    signs = []
                    for a in m.applied:
                        mark = marks.setdefault(a.key, "abcdefgh"[len(marks)])
                        signs.append(mark)
                    row_cells.append(
                        {
                            "mod": modifier_text(m.modifier, t),
                            "avg": exact(m.expected, t, 1),
                            "range": t("match.range", low=m.low, high=m.high),
                            "marks": "".join(signs),
                        }
                    )
                rows.append({"attacker": attacker, "mode": t(f"mode.{mode}"), "cells": row_cells})
            views.append(
                {
                    "title": t("match.title", army=mine.name),
                    "defenders": defenders,
                    "rows": rows,
                    "legend": [f"{mark}: {t(f'applied.{key}')}" for key, mark in marks.items()],
                }
            )
    return views


# --- quick reference --------------------------------------------------------------------


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
    return _conditional(
        Conditional(
            key, attack=attribute.conditional_attack, defense=attribute.conditional_defense
        ),
        {},
        t,
    )


def quick_reference(t: Text) -> dict[str, Any]:
    casualty_head = [f"{t.number(low)}–{t.number(high)}" for low, high in CASUALTY_COLUMNS]
    eff_rows = [
        {"eff": t("qr.eff_ini_rows", low=low, high=high), "ini": t.signed(ini)}
        for low, high, ini in EFF_INITIATIVE_SEED
    ]
    return {
        "casualty_head": casualty_head,
        "casualty_width": table_width(len(CASUALTY_COLUMNS)),
        "casualty_slot": f"{slot_width(len(CASUALTY_COLUMNS))}ch",
        "casualty_rows": aligned_rows(
            [tuple(row[c] for row in CASUALTY_TABLE) for c in range(len(CASUALTY_COLUMNS))], None
        ),
        "eff_rows": eff_rows,
        "eff_more": t("qr.eff_ini_more"),
        "eff_ruling": f"B3: ≤ 15 {t.signed(size_initiative(15))} · 16–50 "
        f"{t.signed(size_initiative(16))} · 51–100 {t.signed(size_initiative(51))} · "
        f"101–150 {t.signed(size_initiative(101))} · 151–200 {t.signed(size_initiative(151))}"
        f" · 201–250 {t.signed(size_initiative(201))}",
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
                "cells": [t(f"outcome.{o}") for o in outcomes],
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
                "cells": [_wound(c, t) for c in cells],
            }
            for low, high, cells in WOUND_TABLE
        ],
        "turn": [t(f"turn.{s}") for s in TURN_STEPS],
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
