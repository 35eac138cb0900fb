"""Bloodlust plan -> template context: every string and number the kit prints.

Templates only lay these values out; all arithmetic happened in ``rules`` and the modules
it draws on, and all wording happens here or in ``kitgen.i18n``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from kitgen import secrets
from kitgen.cards import Kit
from kitgen.charts import Bar, bars
from kitgen.columns import halves
from kitgen.engagement_words import chances, glance, turns_text
from kitgen.i18n import Text
from kitgen.nodes import Path
from kitgen.printing import OFF, PAGE
from kitgen.report import exact
from kitgen.systems.bloodlust.cards import (
    aligned_rows,
    column_of,
    conditional,
    label_width,
    slot_width,
    table_width,
    unit_sheet,
)
from kitgen.systems.bloodlust.characters import character_card, wound
from kitgen.systems.bloodlust.derived import size_initiative
from kitgen.systems.bloodlust.pairings import BUDGET, Pairing, pairings
from kitgen.systems.bloodlust.plan import (
    ArmyPlan,
    Attacker,
    BattlePlan,
    Conditional,
    Matchup,
)
from kitgen.systems.bloodlust.report import column_name, modifier_text
from kitgen.systems.bloodlust.sheet_fit import row_step
from kitgen.systems.bloodlust.tables import (
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
from kitgen.systems.bloodlust.tokens import face_down


def context(plan: BattlePlan, t: Text, kit: Kit) -> dict[str, Any]:
    """The kit's values. The players' copy (``kit.gm`` false) is computed from the battle
    without what its players may not know (``kitgen.secrets``: secret units and
    characters, the face-down units and traps of every army but the players'), so it
    shows every unit, character and trap in its plan; it leaves out, whatever the
    battle, the notes, warnings, breakdowns, matchups and every odds."""
    battle = plan.battle
    gm = kit.gm
    numbers = sheet_numbers(plan)
    placed = sorted(
        (
            (unit, army, side, numbers[unit.path])
            for side, army in enumerate(plan.armies)
            for unit in army.units
        ),
        key=lambda p: p[3],
    )
    sheets = [unit_sheet(u, army, n, t, gm, side) for u, army, side, n in placed]
    characters = [
        character_card(c, army, (*unit.path, "characters", k), t, gm)
        for army in plan.armies
        for unit in army.units
        for k, c in enumerate(unit.characters)
    ] + [
        character_card(c, army, (*army.path, "characters", k), t, gm)
        for army in plan.armies
        for k, c in enumerate(army.characters)
    ]
    return {
        "title": battle.name,
        "author": battle.author or "",
        "system_title": t("system.bloodlust"),
        "notes": (battle.notes or "") if gm else "",
        "turns_line": t("gm.turns", n=battle.turns),
        "warnings": [t.finding(w) for w in plan.warnings] if gm else [],
        "armies": [_army(a, numbers, t, gm) for a in plan.armies],
        "initiative": _initiative(plan, t) if gm else [],
        "sheet_deck": _sheet_deck(kit, sheets),
        "face_down": face_down(placed, t, kit.settings),
        "character_deck": kit.deck("character_card", characters),
        "matchups": _matchups(plan, t) if gm else [],
        "quick": quick_reference(t),
        # the players' copy explains a sheet where the GM's has the odds and matchups
        "guide": []
        if gm
        else halves(
            [t(f"guide.{k}") for k in ("initiative", "row", "column", "losses", "characters")]
        ),
        "turn": halves(quick_turn(t)),
    }


def sheet_numbers(plan: BattlePlan) -> dict[Path, int]:
    """Each unit's sheet number ("Fiche 3"), by its path in the plan's battle: the same in
    the GM's and the players' copies, and such that a unit the players' copy leaves out
    is no gap or shift in its numbers. The units the players' copy shows are numbered
    first, in file order across the armies, then the others, in file order too. The
    players' copy's battle keeps nothing back (``kitgen.secrets.numbers``), so there the
    numbers run in file order: the GM's first ones."""
    return secrets.numbers(plan.battle, (u.path for army in plan.armies for u in army.units))


def quick_turn(t: Text) -> list[str]:
    return [t(f"turn.{s}") for s in TURN_STEPS]


def _sheet_deck(kit: Kit, sheets: list[dict[str, Any]]) -> dict[str, Any]:
    """The unit sheets as a deck. Page-size sheets stay with the GM (a face-down unit
    is a token on the table, ``tokens``), so in duplex they print back to back rather
    than each behind a plain page, the first on a front: a page the layout leaves empty
    before it says why (``kit.css``, ``@page :blank``)."""
    page = kit.settings.size_of("unit_sheet") == PAGE
    for sheet in sheets:  # rows as tall as the page leaves room for (a line budget)
        sheet["row_step"] = row_step(sheet, kit.settings.sheet.height) if page else 0
    deck = kit.deck("unit_sheet", sheets, backs=not page)
    if page:
        duplex = kit.settings.duplex != OFF
        for number, card in enumerate(deck["items"]):
            card["recto"] = duplex and not number
    return deck


def _initiative(plan: BattlePlan, t: Text) -> list[Bar]:
    """Who acts first each turn, as bars: the first two armies' d10 rolls, and a tie."""
    if not plan.initiative:
        return []
    o = plan.initiative[0]
    second = 1 - o.first_wins - o.tie
    return bars(
        [
            (t("gm.initiative_wins", army=o.first), float(o.first_wins)),
            (t("gm.initiative_wins", army=o.second), float(second)),
            (t("gm.initiative_tie"), float(o.tie)),
        ],
        t.percent,
        scale=1.0,
    )


def _army(army: ArmyPlan, numbers: dict[Path, int], t: Text, gm: bool) -> dict[str, Any]:
    """An army's roster on the first page, its units in the order of their sheets."""
    general = army.army.general
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
        "notes": (army.army.notes or "") if gm else "",
        "units": [
            {
                "number": numbers[u.path],
                "name": u.unit.name,
                # a plain unit is the rule: only a monster or a war machine says so
                "kind": t(f"kind.{u.kind}") if u.kind != "troop" else "",
                "eff": t.number(u.eff),
                "pui": exact(u.total_pui, t),
                "tir": exact(u.total_pui_tir, t) if u.total_pui_tir else "—",
                "ini": t.signed(u.initiative.whole),
                "att": t.signed(u.attack.whole),
                "defense": t.signed(u.defense.whole),
                "morale": t(f"morale.{u.unit.morale}"),
                "face_down": u.unit.face_down,
            }
            for u in sorted(army.units, key=lambda u: numbers[u.path])
        ],
        # the players' copy has the traps of the players' army only (``kitgen.secrets``)
        "traps": [_attacker_line(x, t) for x in army.traps],
    }


def _attacker_line(attacker: Attacker, t: Text) -> str:
    where = f" — {attacker.effect}" if attacker.effect else ""
    col = column_name(column_of(attacker.total), t)
    return (
        f"{attacker.name}{t.colon}PUI {exact(attacker.total, t)}, {t('sheet.att')} "
        f"{t.signed(attacker.attack)} ({col}){where}"
    )


# --- matchups ---------------------------------------------------------------------------


def _matchups(plan: BattlePlan, t: Text) -> list[dict[str, Any]]:
    views = []
    fights = pairings(plan)
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
            rows: list[dict[str, Any]] = []
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
                # an attacker's rows (melee, charge, shooting) run together, its name once
                first = not rows or rows[-1]["attacker"] != attacker
                group = (rows[-1]["group"] + first) if rows else 0
                rows.append(
                    {
                        "attacker": attacker,
                        "mode": t(f"mode.{mode}"),
                        "cells": row_cells,
                        "first": first,
                        "group": group,
                    }
                )
            views.append(
                {
                    "title": t("match.title", army=mine.name),
                    "defenders": defenders,
                    "rows": rows,
                    "legend": [
                        f"{mark}{t.colon}{t(f'applied.{key}')}" for key, mark in marks.items()
                    ],
                    **_engagements(fights, mine.name, theirs.name, defenders, t),
                }
            )
    return views


CLOSEST = 3
"""How many of the closest fights a matchup page words in full."""


def _engagements(
    fights: Sequence[Pairing], mine: str, theirs: str, defenders: Sequence[str], t: Text
) -> dict[str, Any]:
    """``mine``'s units engaging ``theirs``' carried to the end (ruling L11): a grid, one
    cell per pair (the chance the row's unit breaks the column's first, the chance it is
    broken first, the median length), and the closest fights worded at a glance."""
    ours = [p for p in fights if (p.attacker_army, p.defender_army) == (mine, theirs)]
    by_pair = {(p.attacker, p.defender): p for p in ours}
    rows = []
    for attacker in dict.fromkeys(p.attacker for p in ours):
        cells: list[dict[str, str] | None] = []
        for name in defenders:
            p = by_pair.get((attacker, name))
            if p is None:
                cells.append(None)
                continue
            if not p.followed:
                cells.append({"win": "—", "below": t("engage.not_followed_short")})
                continue
            e, mark = p.engagement, "" if p.exact else "≈\u202f"
            win, lose = chances(e, t)
            half = turns_text(e.within(0.5), t)
            cells.append({"win": mark + win, "below": f"{mark}{lose} · {half}"})
        rows.append({"attacker": attacker, "cells": cells})
    followed = [p for p in ours if p.followed]
    closest = sorted(followed, key=lambda p: abs(p.engagement.win[0] - p.engagement.win[1]))
    return {
        "engage_title": t("engage.grid_title", army=mine),
        "engage_rows": rows,
        "engage_closest": [
            {"pair": f"{p.attacker} → {p.defender}", "glance": glance(p.engagement, t)}
            for p in closest[:CLOSEST]
        ],
        "engage_note": ""
        if len(followed) == len(ours)
        else t("engage.not_followed", budget=t.number(BUDGET)),
    }


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
        {},
        t,
    )


def quick_reference(t: Text) -> dict[str, Any]:
    # the whole table in two halves of ten columns: each runs the page's width with its
    # ranges on one line, at the sheets' 8 pt
    half = (len(CASUALTY_COLUMNS) + 1) // 2
    casualty_tables = []
    for start in range(0, len(CASUALTY_COLUMNS), half):
        bounds = CASUALTY_COLUMNS[start : start + half]
        casualty_tables.append(
            {
                "head": [f"{t.number(low)}–{t.number(high)}" for low, high in bounds],
                "width": table_width(len(bounds)),
                "label": f"{label_width(len(bounds))}ch",
                "slot": f"{slot_width(len(bounds))}ch",
                "rows": aligned_rows(
                    [
                        tuple(row[c] for row in CASUALTY_TABLE)
                        for c in range(start, start + len(bounds))
                    ],
                    None,
                ),
            }
        )
    # ruling B3's rows, which hold the rulebook's (5-15, 20-50 ...) and fill their gaps
    eff_rows = [
        {"eff": t("qr.eff_ini_rows", low=low, high=high), "ini": t.signed(size_initiative(low))}
        for low, high in ((1, 15), (16, 50), (51, 100), (101, 150), (151, 200), (201, 250))
    ]
    return {
        "casualty_tables": casualty_tables,
        "eff_rows": eff_rows,
        "eff_more": t(
            "qr.eff_ini_more",
            rows=", ".join(f"{low}–{high}" for low, high, _ in EFF_INITIATIVE_SEED),
        ),
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
