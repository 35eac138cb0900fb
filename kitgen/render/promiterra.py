"""Promiterra plan -> template context: every string and number the kit prints.

Templates only lay these values out; all arithmetic happened in
``kitgen.systems.promiterra`` and all wording happens here or in ``kitgen.i18n``.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from kitgen.i18n import Text
from kitgen.model import Stat
from kitgen.render.cards import Kit
from kitgen.report import exact
from kitgen.systems.promiterra import (
    LEVELS,
    ArmyPlan,
    BattlePlan,
    Cell,
    TroopPlan,
    cell_name,
    chance,
    clamp,
    fate_chances,
    invasion_chance,
    loyalty_chance,
)
from kitgen.systems.promiterra_report import breakdown, dice_text, range_text, where_text
from kitgen.systems.promiterra_tables import (
    DICE_CUTTING,
    DUEL_LOYALTY_LOSS,
    FATE_OUTCOMES,
    FATE_ROLLS,
    FORTIFICATION_LEVELS,
    FORTIFICATIONS,
    LOST_UNIT_CONDITIONS,
    LOYALTY_TRIGGERS,
    OTHER_ACTIONS,
    STAT_LIMITS,
    TERRAIN_CLASSES,
    TERRAINS,
    TURN_STEPS,
    FateRoll,
)

BOXES_UP_TO = 300
"""Troops up to this size get one box per unit on their track; larger ones a box per
dice-cutting row."""
LOYALTY_LOW, LOYALTY_HIGH = STAT_LIMITS["loyalty"][0], clamp("loyalty", 99)
CUTTING_COLUMNS = 4
"""The quick reference lays the 88-row table out in four column pairs, as the seed does."""


def context(plan: BattlePlan, t: Text, kit: Kit) -> dict[str, Any]:
    battle = plan.battle
    numbers = {(tr.army, tr.name): n for n, tr in enumerate(plan.troops(), start=1)}
    return {
        "title": battle.name,
        "author": battle.author or "",
        "system_title": t("system.promiterra"),
        "notes": battle.notes or "",
        "warnings": [t.finding(w) for w in plan.warnings],
        "armies": [_army(a, plan, numbers, t) for a in plan.armies],
        "map": _map(plan, numbers, t),
        "cells": [_cell_card(c, plan, numbers, t) for c in _used_cells(plan)],
        "sheets": [troop_sheet(tr, plan, numbers, t) for tr in plan.troops()],
        "quick": quick_reference(t),
    }


def _fraction(value: Fraction) -> str:
    return f"{value.numerator}/{value.denominator}"


# --- GM page ----------------------------------------------------------------------------------


def _army(
    army: ArmyPlan, plan: BattlePlan, numbers: dict[tuple[str, str], int], t: Text
) -> dict[str, Any]:
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
    sides = {a.side for a in plan.armies}
    return {
        "name": army.name,
        "side": army.side if len(sides) < len(plan.armies) else "",
        "leader_troop": army.army.leader or t("pt.no_leader_troop"),
        "value": t("pt.value_gold", value=t.number(army.value)),
        "gold": gold_line,
        "special": t(
            "pt.special_share",
            special=t.number(army.special_units),
            units=t.number(army.units),
            third=t.number(army.special_limit),
        ),
        "value_test": value_test,
        "defending": t("pt.defending") if army.army.defending else "",
        "notes": army.army.notes or "",
        "troops": [
            {
                "number": numbers[(tr.army, tr.name)],
                "name": tr.name,
                "type": t(f"type.{tr.troop.type}"),
                "units": t.number(tr.units),
                "stats": [str(s.value) for s in tr.stats.all()],
                "loyalty": t.percent(float(tr.loyalty_chance)),
                "dice": dice_text(tr.row, t),
                "cell": where_text(tr, t),
                "leads": tr.leads_army,
            }
            for tr in army.troops
        ],
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
    cell: Cell, plan: BattlePlan, numbers: dict[tuple[str, str], int], t: Text
) -> dict[str, Any]:
    count = sum(row.count(cell.code) for row in plan.map.rows) if plan.map else 0
    here = [
        f"{numbers[(tr.army, tr.name)]}. {tr.name} ({cell_name(*tr.cell)})"
        for tr in plan.troops()
        if tr.cell_code == cell.code and tr.cell is not None
    ]
    rules = (
        [
            t(
                "pt.cell_save",
                level=cell.level,
                chance=t.percent(float(chance(cell.level))),
            ),
            t("pt.cell_higher"),
            t(
                "pt.cell_invasion",
                level=cell.level,
                chance=t.percent(float(invasion_chance(cell.level))),
            ),
            t("pt.cell_barricade"),
        ]
        if cell.level
        else [t("pt.cell_open")]
    )
    return {
        "code": cell.code,
        "title": cell_title(cell, t),
        "kind": _terrain_line(cell, t),
        "cost": cell.cost,
        "cost_class": t(f"terrain.{TERRAIN_CLASSES.get(cell.cost, 'very_difficult')}"),
        "level": cell.level or "—",
        "fort_name": _fort_name(cell, t),
        "count": t("pt.cell_count", n=count) if plan.map else "",
        "rules": rules,
        "here": here,
        "notes": cell.notes,
    }


MAP_BOX_MM = (180.0, 232.0)
"""Width and height the map's grid may take on its page (A4 less margins and titles)."""
MAP_CELL_MAX_MM = 14.0
DENSE_BELOW_MM = 9.0
"""Smaller cells print their code and marks in smaller type, on one line."""


def _cell_size(columns: int, rows: int) -> float:
    """Square cells as large as fit the page, the coordinate row and column included."""
    width, height = MAP_BOX_MM
    return min(MAP_CELL_MAX_MM, width / (columns + 0.6), height / (rows + 0.6))


def _map(plan: BattlePlan, numbers: dict[tuple[str, str], int], t: Text) -> dict[str, Any] | None:
    if plan.map is None:
        return None
    cells = {c.code: c for c in plan.cells}
    army_index = {a.name: i for i, a in enumerate(plan.armies)}
    marks: dict[tuple[int, int], list[dict[str, Any]]] = {}
    for tr in plan.troops():
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
                "troops": [f"{numbers[(tr.army, tr.name)]}. {tr.name}" for tr in a.troops],
            }
            for i, a in enumerate(plan.armies)
        ],
    }


# --- the troop sheet --------------------------------------------------------------------------


def _stat_box(s: Stat, t: Text) -> dict[str, Any]:
    if s.name == "attack":
        sub = t("pt.hits_on", n=s.value) if s.value else t("pt.never")
    elif s.name == "defense":
        sub = t("pt.saves_on", n=s.value) if s.value else t("pt.never")
    elif t.has(f"stat_unit.{s.name}"):
        sub = t(f"stat_unit.{s.name}")
    else:
        sub = ""
    return {
        "label": t(f"stat.{s.name}"),
        "value": t.number(s.value),
        "sub": sub,
        "breakdown": breakdown(s, t),
    }


def _track(troop: TroopPlan, t: Text) -> dict[str, Any]:
    """Boxes from the starting size down to 1, grouped by dice-cutting row; the rows that
    roll one die per unit (15 units and fewer) make one group."""
    below = troop.test_below
    by_unit = troop.units <= BOXES_UP_TO
    groups: list[dict[str, Any]] = []
    for seg in troop.track:
        if by_unit:
            boxes = [
                {"n": t.number(n), "test": n <= below, "first_test": n == below}
                for n in range(seg.high, seg.low - 1, -1)
            ]
        else:
            boxes = [
                {
                    "n": range_text(seg.low, seg.high, t),
                    "test": seg.low <= below,
                    "first_test": seg.low <= below <= seg.high,
                }
            ]
        if seg.row.multiplier == 1 and groups and groups[-1]["each"]:
            groups[-1]["boxes"].extend(boxes)
            continue
        each = seg.row.multiplier == 1
        label = t("pt.one_each") if each else dice_text(seg.row, t)
        groups.append({"dice": label, "each": each, "boxes": boxes})
    return {
        "by_unit": by_unit,
        "groups": groups,
        "help": t("pt.track_help" if by_unit else "pt.track_bands_help"),
    }


def _triggers(troop: TroopPlan, plan: BattlePlan, t: Text) -> list[str]:
    army = next(a for a in plan.armies if a.name == troop.army)
    now = t("pt.now_yes") if army.tests_for_value else t("pt.now_no")
    lines = [t("pt.trigger.army_value", now=now)]
    if troop.test_below:
        lines.append(
            t("pt.trigger.troop_size", n=t.number(troop.test_below), start=t.number(troop.units))
        )
    else:
        lines.append(t("pt.trigger.troop_size_never", start=t.number(troop.units)))
    if troop.leads_army:
        lines.append(t("pt.trigger.leader_unknown") + " " + t("pt.trigger.leader_gone_self"))
    elif army.army.leader:
        lines.append(t("pt.trigger.leader_gone", troop=army.army.leader))
    else:
        lines.append(t("pt.trigger.leader_unknown"))
    fearsome = [
        tr.name for enemy in plan.enemies_of(army) for tr in enemy.troops if tr.troop.fearsome
    ]
    lines.append(t("pt.trigger.fear", who=f" ({', '.join(fearsome)})" if fearsome else ""))
    ailing = troop.troop.ailing
    lines.append(t("pt.trigger.health", now=t("pt.ailing_now", what=ailing) if ailing else ""))
    return lines


def _stats_line(stats: Any, t: Text) -> str:
    return " · ".join(f"{t(f'stat_short.{s.name}')} {s.value}" for s in stats.all()[:5])


def _expected(troop: TroopPlan, plan: BattlePlan, t: Text) -> dict[str, Any]:
    army = next(a for a in plan.armies if a.name == troop.army)
    several = len(plan.enemies_of(army)) > 1
    rows = []
    for enemy in plan.enemies_of(army):
        for other in enemy.troops:
            m = plan.matchup(troop, other)
            back = plan.matchup(other, troop)
            assert m is not None and back is not None
            cells = [
                {
                    "all": exact(e.all_dice, t, 1),
                    "cut": exact(e.dice_cut, t, 1),
                    "now": m.now == e.level,
                }
                for e in m.levels
            ]
            if m.riposte:
                mine = back.levels[back.now or 0]
                riposte = f"{exact(mine.all_dice, t, 1)} / {exact(mine.dice_cut, t, 1)}"
            else:
                riposte = t("pt.no_riposte")
            rows.append(
                {
                    "name": other.name,
                    "sub": (f"{enemy.name} · " if several else "")
                    + f"{t.number(other.units)} · {t('stat_short.defense')} "
                    f"{other.stats.defense.value}",
                    "cells": cells,
                    "riposte": riposte,
                }
            )
    return {
        "levels": [t("pt.open_short") if lv == 0 else str(lv) for lv in LEVELS],
        "rows": rows,
    }


def troop_sheet(
    troop: TroopPlan, plan: BattlePlan, numbers: dict[tuple[str, str], int], t: Text
) -> dict[str, Any]:
    leader = troop.troop.leader
    row = troop.row
    if row.multiplier == 1:
        roll = t("pt.roll_dice", dice=row.dice)
    else:
        roll = t("pt.roll_cut", dice=row.dice, mult=row.multiplier)
    loyalty = troop.stats.loyalty.value
    refused = clamp("loyalty", loyalty - DUEL_LOYALTY_LOSS)
    return {
        "number": numbers[(troop.army, troop.name)],
        "name": troop.name,
        "army": troop.army,
        "type": t(f"type.{troop.troop.type}"),
        "type_help": t(f"type_help.{troop.troop.type}"),
        "leads": troop.leads_army,
        "leader": (
            leader.name
            + (f" ({t('pt.pc')})" if leader.player else "")
            + "".join(f" · {m.label}" for m in leader.mastery)
            if leader
            else ""
        ),
        "where": where_text(troop, t),
        "stats": [_stat_box(s, t) for s in troop.stats.all()],
        "dice": dice_text(row, t),
        "roll": roll,
        "hits": t(
            "pt.expected_hits",
            cut=exact(troop.expected_hits(cutting=True), t, 1),
            all=exact(troop.expected_hits(cutting=False), t, 1),
        ),
        "track": _track(troop, t),
        "loyalty": t(
            "pt.loyalty_chance",
            loyalty=loyalty,
            chance=t.percent(float(troop.loyalty_chance)),
            fraction=_fraction(troop.loyalty_chance),
        ),
        "refused": t(
            "pt.loyalty_refused",
            loyalty=refused,
            chance=t.percent(float(troop.loyalty_after_refusal)),
        ),
        "triggers": _triggers(troop, plan, t),
        "war_actions": [
            {
                "label": a.label,
                "line": _stats_line(a.stats, t)
                + f" · {t('pt.loyalty')} {t.percent(float(a.loyalty_chance))}",
                "note": a.note,
            }
            for a in troop.war_actions
        ],
        "expected": _expected(troop, plan, t),
        "shooting": (t("pt.shooting", range=troop.stats.range.value) if troop.shoots else ""),
        "ability": troop.troop.ability or "",
        "fearsome": troop.troop.fearsome,
        "notes": troop.troop.notes or "",
    }


# --- quick reference --------------------------------------------------------------------------


def _fate_column(roll: FateRoll, t: Text) -> str:
    dice = f"{roll.count if roll.count > 1 else ''}d{roll.sides}"
    return dice + (f"+{roll.plus}" if roll.plus else "")


def quick_reference(t: Text) -> dict[str, Any]:
    per = -(-len(DICE_CUTTING) // CUTTING_COLUMNS)
    columns = [DICE_CUTTING[i * per : (i + 1) * per] for i in range(CUTTING_COLUMNS)]
    cutting = [
        [
            {"units": range_text(c.low, c.high, t), "dice": dice_text(c, t)}
            for c in (col[i] for col in columns if i < len(col))
        ]
        for i in range(per)
    ]
    chances = fate_chances()
    return {
        "cutting": cutting,
        "cutting_columns": CUTTING_COLUMNS,
        "turn": [{"title": t(f"step.{s}"), "help": t(f"step_help.{s}")} for s in TURN_STEPS],
        "terrains": [
            {
                "cost": cost,
                "class": t(f"terrain.{name}"),
                "examples": ", ".join(t(f"terrain.{x.key}") for x in TERRAINS if x.cost == cost),
            }
            for cost, name in TERRAIN_CLASSES.items()
        ],
        "forts": [
            {
                "level": level,
                "name": t(f"fort_level.{name}"),
                "examples": ", ".join(
                    t(f"fort.{f.key}") for f in FORTIFICATIONS if f.level == level
                ),
                "save": f"≤ {level} · {t.percent(float(chance(level)))}",
                "invasion": f"> {level} · {t.percent(float(invasion_chance(level)))}",
            }
            for level, name in FORTIFICATION_LEVELS.items()
        ],
        "limits": [
            {
                "name": t(f"stat.{name}"),
                "min": low,
                "max": t("limit.unlimited") if high is None else high,
            }
            for name, (low, high) in STAT_LIMITS.items()
        ],
        "actions": [
            {"title": t(f"action.{a}"), "help": t(f"action_help.{a}")} for a in OTHER_ACTIONS
        ],
        "loyalty": [
            {
                "loyalty": n,
                "chance": t.percent(float(loyalty_chance(n))),
                "fraction": _fraction(loyalty_chance(n)),
            }
            for n in range(LOYALTY_LOW, LOYALTY_HIGH + 1)
        ],
        "triggers": [t(f"trigger.{k}") for k in LOYALTY_TRIGGERS],
        "fate_heads": [
            {
                "side": t("pt.fate_winner" if r.winner else "pt.fate_loser"),
                "what": t(f"fate.{r.key}"),
                "roll": _fate_column(r, t),
            }
            for r in FATE_ROLLS
        ],
        "fate_rows": [
            {
                "total": o.total,
                "text": t(f"outcome.{o.key}") + (" *" if o.starred else ""),
                "bonus": f"+{o.influence}" if o.influence else "",
                "cells": [
                    {
                        "fraction": _fraction(chances[r.key][o.total]),
                        "percent": t.percent(float(chances[r.key][o.total])),
                    }
                    if chances[r.key][o.total]
                    else None
                    for r in FATE_ROLLS
                ],
            }
            for o in FATE_OUTCOMES
        ],
        "lost": [{"face": face, "text": t(f"lost.{key}")} for face, key in LOST_UNIT_CONDITIONS],
    }
