"""Fate plan -> template context: every string and number the kit prints.

Templates only lay these values out; all arithmetic happened in ``kitgen.systems.fate.rules``
and all wording happens here or in ``kitgen.i18n``.
"""

from __future__ import annotations

import math
import textwrap
from typing import Any

from kitgen.cards import Kit, Source, source
from kitgen.i18n import Text
from kitgen.systems.fate.model import Commander
from kitgen.systems.fate.report import chest_line, rating, skill_order
from kitgen.systems.fate.rules import ArmyPlan, BattlePlan, UnitPlan, ZonePlan, odds_table
from kitgen.systems.fate.tables import (
    ADVANTAGE_EXAMPLES,
    CONSEQUENCE_SHIFTS,
    DIFFICULTIES,
    LADDER,
    QUALITIES,
    TURN_STEPS,
)

MAP_SIZE = 170.0
"""The map's drawing: a square of this many millimetres."""
CIRCLE_UP_TO = 8
ZONE_BOX = (32.0, 14.0)
"""A zone's box on the map, in millimetres."""
MM_PER_CHAR = 1.75
"""Average width of a character of the map's 3.2 mm labels."""


def context(plan: BattlePlan, t: Text, kit: Kit) -> dict[str, Any]:
    """The kit's values; the players' copy (``kit.gm`` false) leaves out secret units,
    hidden aspects, notes, warnings and odds."""
    battle = plan.battle
    units = [
        (u, source(("armies", i, "units", j), a.name, u.name))
        for i, a in enumerate(plan.armies)
        for j, u in enumerate(a.units)
        if kit.gm or not u.unit.secret
    ]
    secret = {u.name for a in plan.armies for u in a.units if u.unit.secret and not kit.gm}
    commanders = [
        (c, a, source(("armies", i, "commanders", j), a.name, c.name))
        for i, a in enumerate(plan.armies)
        for j, c in enumerate(a.army.commanders)
        if c.attached not in secret  # a secret unit's leader would give it away
    ]
    return {
        "title": battle.name,
        "author": battle.author or "",
        "system_title": t("system.fate"),
        "notes": (battle.notes or "") if kit.gm else "",
        "warnings": [t.finding(w) for w in plan.warnings] if kit.gm else [],
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
        "armies": [_army(a, t, secret, kit.gm) for a in plan.armies],
        "unit_deck": kit.deck(
            "unit_card", [_unit_card(u, where, t, kit.gm) for u, where in units]
        ),
        "commander_deck": kit.deck(
            "commander_card",
            [_commander_card(c, a, where, t, kit.gm) for c, a, where in commanders],
        ),
        # every zone card has a back: a hidden aspect is written there (ruling N7)
        "zone_deck": kit.deck(
            "zone_card",
            [
                _zone_card(z, source(("zones", i), "", z.name), t, kit.gm)
                for i, z in enumerate(plan.zones)
            ],
        ),
        "map": _map(plan),
        "quick": quick_reference(t, kit.gm),
    }


def _army(army: ArmyPlan, t: Text, secret: set[str], gm: bool) -> dict[str, Any]:
    """An army's roster; ``secret`` names the units the players' copy leaves out."""
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
            if u.name not in secret
        ],
        "commanders": [
            _commander_line(c, t) for c in army.army.commanders if c.attached not in secret
        ],
        "notes": (army.army.notes or "") if gm else "",
    }


def _commander_kind(commander: Commander, t: Text) -> str:
    if commander.player:
        return t("fa.pc")
    return t(f"fa.npc.{commander.npc}") if commander.npc else t("fa.npc")


def _where(commander: Commander, t: Text) -> str:
    """``Leads <unit>`` or ``independent``."""
    if commander.attached:
        return t("fa.attached_to", unit=commander.attached)
    return t("fa.independent")


def _commander_line(commander: Commander, t: Text) -> str:
    where = _where(commander, t)
    return (
        f"{commander.name} ({_commander_kind(commander, t)}, {t('skill.will')} "
        f"{t.signed(commander.will)}) — {where}"
    )


def _unit_card(unit: UnitPlan, where: Source, t: Text, gm: bool) -> dict[str, Any]:
    led = unit.led_skills
    order = skill_order(led or unit.skills)
    return {
        "source": where,
        "back_label": unit.army,
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
        "notes": (unit.unit.notes or "") if gm else "",
    }


def _commander_card(
    commander: Commander, army: ArmyPlan, where: Source, t: Text, gm: bool
) -> dict[str, Any]:
    skills = {**(commander.skills or {}), "will": commander.will}
    return {
        "source": where,
        "back_label": army.name,
        "name": commander.name,
        "army": army.name,
        "kind": _commander_kind(commander, t),
        "skills": [
            {"name": t(f"skill.{s}"), "value": rating(skills[s], t)} for s in skill_order(skills)
        ],
        "attached": _where(commander, t),
        "bonus": (
            t("fa.will_bonus", unit=commander.attached, will=t.signed(commander.will))
            if commander.attached
            else ""
        ),
        "rules": t("fa.commander_rules") if commander.attached else t("fa.independent_rules"),
        "notes": (commander.notes or "") if gm else "",
    }


def _zone_card(zone: ZonePlan, where: Source, t: Text, gm: bool) -> dict[str, Any]:
    """A zone's card; its back holds the hidden aspect, on the GM's copy only (the
    players' copy says the aspect is face down and prints no back of its own)."""
    hidden = zone.zone.hidden
    aspects = [a.name + (f" ({t('fa.hinders')})" if a.hinders else "") for a in zone.aspects]
    front = {
        "name": zone.name,
        "hidden": hidden is not None,
        # the GM's front is blank under a hidden aspect: the whole zone is on its back
        "aspects": [] if hidden is not None and gm else aspects,
        "links": ", ".join(zone.links) or t("fa.no_links"),
        "notes": (zone.zone.notes or "") if gm else "",
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
    card: dict[str, Any] = {"source": where, "name": zone.name, "front": front}
    if gm:
        card["back"] = back
    return card


def _map(plan: BattlePlan) -> dict[str, Any]:
    """Zones and their links, in millimetres: on a circle (in file order) up to
    ``CIRCLE_UP_TO`` zones, else on a grid; names wrapped to the box (40 characters fit)."""
    count = len(plan.zones)
    spots = {}
    box_w, box_h = ZONE_BOX
    if count <= CIRCLE_UP_TO:
        radius = MAP_SIZE / 2 - 22 if count > 1 else 0
        centre = MAP_SIZE / 2
        for i, zone in enumerate(plan.zones):
            angle = -math.pi / 2 + 2 * math.pi * i / max(count, 1)
            spots[zone.name] = (
                centre + radius * math.cos(angle),
                centre + radius * math.sin(angle),
            )
    else:
        columns = math.ceil(math.sqrt(count))
        rows = math.ceil(count / columns)
        box_w = min(box_w, (MAP_SIZE - 2) / (columns + 0.5) - 2)
        margin_x, margin_y = box_w / 2 + 1, box_h / 2 + 1
        step_x = (MAP_SIZE - 2 * margin_x) / (columns - 0.5)
        step_y = (MAP_SIZE - 2 * margin_y) / max(rows - 1, 1)
        for i, zone in enumerate(plan.zones):
            row, column = divmod(i, columns)
            # every other row shifted by half a step, so links seldom run through boxes
            spots[zone.name] = (
                margin_x + step_x * (column + (row % 2) / 2),
                margin_y + step_y * row,
            )
    lines = []
    for zone in plan.zones:
        for other in zone.links:
            if zone.name < other:
                (x1, y1), (x2, y2) = spots[zone.name], spots[other]
                lines.append(
                    {"x1": f"{x1:.1f}", "y1": f"{y1:.1f}", "x2": f"{x2:.1f}", "y2": f"{y2:.1f}"}
                )
    boxes = []
    for z in plan.zones:
        x, y = spots[z.name]
        words = textwrap.wrap(z.name, round(box_w / MM_PER_CHAR))
        boxes.append(
            {
                "x": f"{x - box_w / 2:.1f}",
                "y": f"{y - box_h / 2:.1f}",
                "lines": [
                    {
                        "text": w,
                        "x": f"{x:.1f}",
                        "y": f"{y + 1.3 + 4 * (k - (len(words) - 1) / 2):.1f}",
                    }
                    for k, w in enumerate(words)
                ],
                "hidden": z.zone.hidden is not None,
            }
        )
    return {
        "size": f"{MAP_SIZE:.0f}",
        "box_w": f"{box_w:.1f}",
        "box_h": f"{box_h:.1f}",
        "zones": boxes,
        "lines": lines,
    }


def _line_offsets(count: int) -> list[float]:
    """Vertical offsets, in lines, that centre ``count`` lines on a point."""
    return [k - (count - 1) / 2 for k in range(count)]


def quick_reference(t: Text, gm: bool = True) -> dict[str, Any]:
    """The rules on one page; the odds table only on the GM's copy."""
    table = odds_table() if gm else {}
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
