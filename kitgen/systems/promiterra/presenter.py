"""Promiterra plan -> template context: every string and number the kit prints.

Templates only lay these values out; all arithmetic happened in ``rules`` and the modules it
draws on, and all wording happens here or in ``kitgen.i18n``. Troop sheets and expected
losses are in ``sheets``, the quick reference in ``quick``.
"""

from __future__ import annotations

from typing import Any

from kitgen.cards import Kit, source
from kitgen.i18n import Text
from kitgen.report import exact
from kitgen.systems.promiterra.battlefield import cell_name
from kitgen.systems.promiterra.combat import chance, invasion_chance
from kitgen.systems.promiterra.plan import ArmyPlan, BattlePlan, Cell, TroopPlan
from kitgen.systems.promiterra.quick import quick_reference
from kitgen.systems.promiterra.report import dice_text, where_text
from kitgen.systems.promiterra.sheets import Numbers, expected_losses, troop_sheet
from kitgen.systems.promiterra.tables import FORTIFICATION_LEVELS, TERRAIN_CLASSES


def context(plan: BattlePlan, t: Text, kit: Kit) -> dict[str, Any]:
    """The kit's values; the players' copy (``kit.gm`` false) leaves out secret troops
    (renumbering the others), notes, warnings, odds and breakdowns."""
    battle = plan.battle
    gm = kit.gm
    shown = [tr for tr in plan.troops() if gm or not tr.troop.secret]
    numbers = {(tr.army, tr.name): n for n, tr in enumerate(shown, start=1)}
    return {
        "title": battle.name,
        "author": battle.author or "",
        "system_title": t("system.promiterra"),
        "notes": (battle.notes or "") if gm else "",
        "warnings": [t.finding(w) for w in plan.warnings] if gm else [],
        "armies": [_army(a, plan, numbers, t, gm) for a in plan.armies],
        "map": _map(plan, numbers, t),
        "cell_deck": kit.deck(
            "cell_card",
            [_cell_card(c, plan, numbers, t, gm) for c in _used_cells(plan)],
        ),
        "troop_deck": kit.deck(
            "troop_sheet", [troop_sheet(tr, plan, numbers, t, gm) for tr in shown]
        ),
        "expected": [expected_losses(tr, plan, numbers, t) for tr in shown] if gm else [],
        "quick": quick_reference(t, gm),
    }


# --- GM page ----------------------------------------------------------------------------------


def _army(army: ArmyPlan, plan: BattlePlan, numbers: Numbers, t: Text, gm: bool) -> dict[str, Any]:
    """An army on the first page. Its value, gold and loyalty-for-value lines are the
    game master's: they weigh every troop, the secret ones too."""
    sides = {a.side for a in plan.armies}
    leader = army.army.leader
    if leader and not gm and (army.name, leader) not in numbers:
        leader = None
    return {
        "name": army.name,
        "side": army.side if len(sides) < len(plan.armies) else "",
        "leader_troop": leader or t("pt.no_leader_troop"),
        "books": _books(army, t) if gm else None,
        "defending": t("pt.defending") if army.army.defending else "",
        "notes": (army.army.notes or "") if gm else "",
        "troops": [
            {
                "number": numbers[(tr.army, tr.name)],
                "name": tr.name,
                "type": t(f"type.{tr.troop.type}"),
                "units": t.number(tr.units),
                "stats": [str(s.value) for s in tr.stats.all()],
                "loyalty": t.percent(float(tr.loyalty_chance)) if gm else "",
                "dice": dice_text(tr.row, t),
                "cell": where_text(tr, t),
                "leads": tr.leads_army,
            }
            for tr in army.troops
            if (tr.army, tr.name) in numbers
        ],
    }


def _books(army: ArmyPlan, t: Text) -> dict[str, str]:
    """The army's value, gold, special troops' share and loyalty test for its value."""
    gold = army.army.gold
    left = army.gold_left
    if gold is None or left is None:
        gold_line = ""
    elif left >= 0:
        gold_line = t("pt.gold_left", left=t.number(left), gold=t.number(gold))
    else:
        gold_line = t("pt.gold_over", over=t.number(-left), gold=t.number(gold))
    enemy = army.enemy_value
    if army.tests_for_value:
        value_test = t("pt.value_test_yes", value=t.number(army.side_value), enemy=t.number(enemy))
    else:
        value_test = t(
            "pt.value_test_no",
            value=t.number(army.side_value),
            enemy=t.number(enemy),
            threshold=exact(army.value_threshold, t),
        )
    return {
        "value": t("pt.value_gold", value=t.number(army.value)),
        "gold": gold_line,
        "special": t(
            "pt.special_share",
            special=t.number(army.special_units),
            units=t.number(army.units),
            third=t.number(army.special_limit),
        ),
        "value_test": value_test,
    }


# --- map and cell cards -----------------------------------------------------------------------


def _used_cells(plan: BattlePlan) -> list[Cell]:
    """Cell types that appear on the map (every defined one when there is no map)."""
    if plan.map is None:
        return list(plan.cells)
    used = {code for row in plan.map.rows for code in row}
    return [c for c in plan.cells if c.code in used]


def cell_title(cell: Cell, t: Text) -> str:
    if cell.name:
        return cell.name
    return t(f"terrain.{cell.terrain}")


def _fort_name(cell: Cell, t: Text) -> str:
    if cell.fortification:
        return t(f"fort.{cell.fortification}")
    if cell.level:
        return t(f"fort_level.{FORTIFICATION_LEVELS[cell.level]}")
    return ""


def _terrain_line(cell: Cell, t: Text) -> str:
    """What the cell is, when its title does not already say it: ``Colline · Tour de bois``."""
    pieces = [t(f"terrain.{cell.terrain}"), _fort_name(cell, t)]
    line = " · ".join(p for p in pieces if p)
    return "" if line == cell_title(cell, t) else line


def _cell_card(
    cell: Cell, plan: BattlePlan, numbers: Numbers, t: Text, gm: bool
) -> dict[str, Any]:
    """A kind of cell's card; the chances of its saves and invasion on the GM's copy."""
    count = sum(row.count(cell.code) for row in plan.map.rows) if plan.map else 0
    here = [
        f"{numbers[(tr.army, tr.name)]}. {tr.name} ({cell_name(*tr.cell)})"
        for tr in _shown(plan, numbers)
        if tr.cell_code == cell.code and tr.cell is not None
    ]
    level = cell.level
    if not level:
        rules = [t("pt.cell_open")]
    elif gm:
        rules = [
            t("pt.cell_save", level=level, chance=t.percent(float(chance(level)))),
            t("pt.cell_higher"),
            t("pt.cell_invasion", level=level, chance=t.percent(float(invasion_chance(level)))),
            t("pt.cell_barricade"),
        ]
    else:
        rules = [
            t("pt.cell_save_rule", level=level),
            t("pt.cell_higher"),
            t("pt.cell_invasion_rule", level=level),
            t("pt.cell_barricade"),
        ]
    title = cell_title(cell, t)
    return {
        "source": source(("cells", cell.code), "", title),
        "back_label": plan.battle.name,
        "code": cell.code,
        "name": title,
        "kind": _terrain_line(cell, t),
        "cost": cell.cost,
        "cost_class": t(f"terrain.{TERRAIN_CLASSES.get(cell.cost, 'very_difficult')}"),
        "level": level or "—",
        "fort_name": _fort_name(cell, t),
        "count": t("pt.cell_count", n=count) if plan.map else "",
        "rules": rules,
        "here": here,
        "notes": cell.notes if gm else "",
    }


def _shown(plan: BattlePlan, numbers: Numbers) -> list[TroopPlan]:
    """The troops this copy shows (the players' copy has no secret troop)."""
    return [tr for tr in plan.troops() if (tr.army, tr.name) in numbers]


MAP_BOX_MM = (180.0, 232.0)
"""Width and height the map's grid may take on its page (A4 less margins and titles)."""
MAP_CELL_MAX_MM = 14.0
DENSE_BELOW_MM = 9.0
"""Smaller cells print their code and marks in smaller type, on one line."""


def _cell_size(columns: int, rows: int) -> float:
    """Square cells as large as fit the page, the coordinate row and column included."""
    width, height = MAP_BOX_MM
    return min(MAP_CELL_MAX_MM, width / (columns + 0.6), height / (rows + 0.6))


def _map(plan: BattlePlan, numbers: Numbers, t: Text) -> dict[str, Any] | None:
    if plan.map is None:
        return None
    cells = {c.code: c for c in plan.cells}
    army_index = {a.name: i for i, a in enumerate(plan.armies)}
    marks: dict[tuple[int, int], list[dict[str, Any]]] = {}
    for tr in _shown(plan, numbers):
        if tr.cell is not None:
            marks.setdefault(tr.cell, []).append(
                {"n": numbers[(tr.army, tr.name)], "army": army_index[tr.army]}
            )
    rows = [
        {
            "n": r + 1,
            "cells": [
                {
                    "code": code,
                    "cost": min(cells[code].cost, 3),
                    "fort": cells[code].level,
                    "marks": marks.get((r, c), []),
                }
                for c, code in enumerate(row)
            ],
        }
        for r, row in enumerate(plan.map.rows)
    ]
    width = plan.map.width
    return {
        "letters": [chr(ord("A") + c) for c in range(width)],
        "rows": rows,
        "cell_mm": f"{_cell_size(width, len(rows)):.1f}mm",
        "dense": _cell_size(width, len(rows)) < DENSE_BELOW_MM,
        "legend": [
            {
                "code": c.code,
                "title": cell_title(c, t),
                "kind": _terrain_line(c, t),
                "cost": c.cost,
                "level": c.level or "—",
            }
            for c in _used_cells(plan)
        ],
        "armies": [
            {
                "index": i,
                "name": a.name,
                "troops": [
                    f"{numbers[(tr.army, tr.name)]}. {tr.name}"
                    for tr in a.troops
                    if (tr.army, tr.name) in numbers
                ],
            }
            for i, a in enumerate(plan.armies)
        ],
    }
