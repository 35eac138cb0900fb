"""Fate plan -> template context: every string and number the kit prints.

Templates only lay these values out; all arithmetic happened in ``kitgen.systems.fate``
and all wording happens here or in ``kitgen.i18n``.
"""

from __future__ import annotations

import math
from typing import Any

from kitgen.i18n import Text
from kitgen.systems.fate import ArmyPlan, BattlePlan, UnitPlan, ZonePlan, odds_table
from kitgen.systems.fate_model import Commander
from kitgen.systems.fate_report import chest_line, rating, skill_order
from kitgen.systems.fate_tables import (
    ADVANTAGE_EXAMPLES,
    CONSEQUENCE_SHIFTS,
    DIFFICULTIES,
    LADDER,
    QUALITIES,
    TURN_STEPS,
)

CARDS_PER_SHEET = 8
"""Cards on an A4 sheet: two columns of four."""
CARD_COLUMNS = 2
MAP_SIZE = 170.0
"""The map's drawing: a square of this many millimetres."""


def context(plan: BattlePlan, t: Text) -> dict[str, Any]:
    battle = plan.battle
    return {
        "title": battle.name,
        "author": battle.author or "",
        "system_title": t("system.fate"),
        "notes": battle.notes or "",
        "warnings": [t.finding(w) for w in plan.warnings],
        "zones_line": (
            t(
                "fa.zones_line",
                count=len(plan.zones),
                players=battle.players,
                suggested=plan.suggested_zones,
            )
            if battle.players
            else t("fa.zones_count", count=len(plan.zones))
        ),
        "armies": [_army(a, t) for a in plan.armies],
        "unit_sheets": _sheets([_unit_card(u, t) for a in plan.armies for u in a.units]),
        "commander_sheets": _sheets(
            [_commander_card(c, a, t) for a in plan.armies for c in a.army.commanders]
        ),
        "zone_sheets": _duplex([_zone_card(z, t) for z in plan.zones]),
        "map": _map(plan),
        "quick": quick_reference(t),
    }


def _sheets(cards: list[dict[str, Any]]) -> list[list[list[dict[str, Any] | None]]]:
    """Cards laid on sheets of ``CARDS_PER_SHEET``: sheet -> row -> card (None: empty)."""
    sheets = []
    for start in range(0, len(cards), CARDS_PER_SHEET):
        chunk: list[dict[str, Any] | None] = list(cards[start : start + CARDS_PER_SHEET])
        chunk += [None] * (-len(chunk) % CARD_COLUMNS)
        sheets.append([chunk[i : i + CARD_COLUMNS] for i in range(0, len(chunk), CARD_COLUMNS)])
    return sheets


def _duplex(cards: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Front sheets and their backs: a back sheet holds the same rows with each row's
    cards in reverse order, so a long-edge flip puts every back behind its own front
    (ruling N7; the template starts the fronts on a recto page)."""
    return [
        {"front": rows, "back": [list(reversed(row)) for row in rows]} for rows in _sheets(cards)
    ]


def _army(army: ArmyPlan, t: Text) -> dict[str, Any]:
    return {
        "name": army.name,
        "player": army.army.player or "",
        "chest": chest_line(army, t),
        "own_fate": t("fa.own_fate", n=army.own_fate_aspects) if army.own_fate_aspects else "",
        "over": army.left < 0,
        "units": [
            {
                "name": u.name,
                "quality": t(f"quality.{u.quality.key}"),
                "cost": u.quality.cost,
                "skills": ", ".join(
                    f"{t(f'skill.{s}')} {t.signed(u.skills[s])}" for s in skill_order(u.skills)
                ),
                "commander": u.commander.name if u.commander else "",
            }
            for u in army.units
        ],
        "commanders": [_commander_line(c, t) for c in army.army.commanders],
        "notes": army.army.notes or "",
    }


def _commander_kind(commander: Commander, t: Text) -> str:
    if commander.player:
        return t("fa.pc")
    return t(f"fa.npc.{commander.npc}") if commander.npc else t("fa.npc")


def _commander_line(commander: Commander, t: Text) -> str:
    where = (
        t("fa.attached_to", unit=commander.attached) if commander.attached else t("fa.independent")
    )
    return (
        f"{commander.name} ({_commander_kind(commander, t)}, {t('skill.will')} "
        f"{t.signed(commander.will)}) — {where}"
    )


def _unit_card(unit: UnitPlan, t: Text) -> dict[str, Any]:
    led = unit.led_skills
    order = skill_order(led or unit.skills)
    return {
        "name": unit.name,
        "army": unit.army,
        "quality": f"{t(f'quality.{unit.quality.key}')} · {t(f'quality_who.{unit.quality.key}')}",
        "commander": t("fa.with", name=unit.commander.name) if unit.commander else "",
        "skills": [
            {
                "name": t(f"skill.{s}"),
                "base": rating(unit.skills[s], t) if s in unit.skills else rating(0, t),
                "led": rating(led[s], t) if led is not None and s in led else "",
                "raised": led is not None and led.get(s, 0) > unit.skills.get(s, 0),
            }
            for s in order
        ],
        "aspects": list(unit.aspects),
        "missing_aspects": max(0, unit.quality.aspects - len(unit.aspects)),
        "consequences": [
            f"{t(f'consequence.{c}')} ({CONSEQUENCE_SHIFTS[c]})" for c in unit.quality.consequences
        ],
    }


def _commander_card(commander: Commander, army: ArmyPlan, t: Text) -> dict[str, Any]:
    skills = {"will": commander.will, **(commander.skills or {})}
    return {
        "name": commander.name,
        "army": army.name,
        "kind": _commander_kind(commander, t),
        "skills": [
            {"name": t(f"skill.{s}"), "value": rating(skills[s], t)} for s in skill_order(skills)
        ],
        "attached": (
            t("fa.attached_to", unit=commander.attached)
            if commander.attached
            else t("fa.independent")
        ),
        "bonus": (
            t("fa.will_bonus", unit=commander.attached, will=t.signed(commander.will))
            if commander.attached
            else ""
        ),
        "rules": t("fa.commander_rules") if commander.attached else t("fa.independent_rules"),
    }


def _zone_card(zone: ZonePlan, t: Text) -> dict[str, Any]:
    hidden = zone.zone.hidden
    aspects = [a.name + (f" ({t('fa.hinders')})" if a.hinders else "") for a in zone.aspects]
    front = {
        "name": zone.name,
        "hidden": hidden is not None,
        "aspects": [] if hidden is not None else aspects,
        "links": ", ".join(zone.links),
        "enter": (rating(zone.enter, t) if zone.enter else t("fa.enter_free")),
        "recon": rating(zone.recon, t),
    }
    back: dict[str, Any] = {"name": zone.name, "hidden": hidden is not None}
    if hidden is not None:
        back.update(
            aspect=hidden.aspect + (f" ({t('fa.hinders')})" if hidden.hinders else ""),
            aspects=aspects,
            by=t("fa.placed_by", army=hidden.by),
            paid=t("fa.paid_chest") if hidden.from_chest else t("fa.paid_own"),
            enter=(rating(zone.revealed_enter, t) if zone.revealed_enter else t("fa.enter_free")),
            recon=rating(zone.revealed_recon or 0, t),
        )
    return {"front": front, "back": back}


def _map(plan: BattlePlan) -> dict[str, Any]:
    """Zones on a circle (in file order) and their links as lines, in millimetres."""
    count = len(plan.zones)
    radius = MAP_SIZE / 2 - 22 if count > 1 else 0
    centre = MAP_SIZE / 2
    spots = {}
    for i, zone in enumerate(plan.zones):
        angle = -math.pi / 2 + 2 * math.pi * i / max(count, 1)
        spots[zone.name] = (centre + radius * math.cos(angle), centre + radius * math.sin(angle))
    lines = []
    for zone in plan.zones:
        for other in zone.links:
            if zone.name < other:
                (x1, y1), (x2, y2) = spots[zone.name], spots[other]
                lines.append(
                    {"x1": f"{x1:.1f}", "y1": f"{y1:.1f}", "x2": f"{x2:.1f}", "y2": f"{y2:.1f}"}
                )
    return {
        "size": f"{MAP_SIZE:.0f}",
        "zones": [
            {
                "name": z.name,
                "x": f"{spots[z.name][0] - 20:.1f}",
                "y": f"{spots[z.name][1] - 7:.1f}",
                "tx": f"{spots[z.name][0]:.1f}",
                "ty": f"{spots[z.name][1] + 1.5:.1f}",
                "hidden": z.zone.hidden is not None,
            }
            for z in plan.zones
        ],
        "lines": lines,
    }


def quick_reference(t: Text) -> dict[str, Any]:
    table = odds_table()
    return {
        "turn": [t(f"step.{s}") for s in TURN_STEPS],
        "advantage": [t(f"advantage.{k}") for k in ADVANTAGE_EXAMPLES],
        "overcome": [t("overcome.enter"), t("overcome.move")],
        "attack": [t("attack.skills")],
        "ladder": [{"value": t.signed(v), "name": t(f"ladder.{k}")} for v, k in LADDER],
        "difficulties": [t.signed(d) for d in DIFFICULTIES],
        "odds": [
            {
                "skill": rating(skill, t),
                "cells": [t.percent(float(p)) for p in row.values()],
            }
            for skill, row in table.items()
        ],
        "qualities": [
            {
                "name": t(f"quality.{q.key}"),
                "cost": q.cost,
                "skills": " ".join(t.signed(v) for v in q.pyramid),
                "aspects": q.aspects,
                "consequences": ", ".join(
                    f"{t(f'consequence.{c}')} ({CONSEQUENCE_SHIFTS[c]})" for c in q.consequences
                )
                or "—",
            }
            for q in QUALITIES
        ],
    }
