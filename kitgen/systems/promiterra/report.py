"""Promiterra plan -> words and numbers: ``compute --json``, ``check`` and ``odds`` lines.

Shared by the CLI and the kit's presenter so a value is worded once.
"""

from __future__ import annotations

import math
from fractions import Fraction
from typing import Any

from kitgen.engagement_words import glance, odds_numbers
from kitgen.i18n import Text
from kitgen.marks import coded
from kitgen.model import Stat
from kitgen.report import JSON_SCHEMA_VERSION, exact
from kitgen.systems.promiterra.battlefield import cell_name
from kitgen.systems.promiterra.combat import fate_chances
from kitgen.systems.promiterra.pairings import Pairing, by_pair, pairings
from kitgen.systems.promiterra.plan import ArmyPlan, BattlePlan, Matchup, TroopPlan
from kitgen.systems.promiterra.sides import POINTS
from kitgen.systems.promiterra.tables import Cut


def dice_text(row: Cut, t: Text) -> str:
    """``10 × 5`` (dice times multiplier), or just ``7`` when each die counts once."""
    if row.multiplier == 1:
        return str(row.dice)
    return f"{row.dice}\u202f×\u202f{t.number(row.multiplier)}"


def whole(value: Fraction | float, t: Text) -> str:
    """A mean count of units (or hits) as a GM reads it: whole, rounded half up, since
    units are whole; ``< 1`` for a mean that is not nothing but rounds to it."""
    if 0 < value < 0.5:
        return "< 1"
    return t.number(math.floor(value + Fraction(1, 2)))


def range_text(low: int, high: int | None, t: Text) -> str:
    """``48–52``, ``7``, ``100 000+``."""
    if high is None:
        return f"{t.number(low)}+"
    if low == high:
        return t.number(low)
    return f"{t.number(low)}–{t.number(high)}"


def _mastery(label: str, t: Text) -> str:
    """A mastered career's bonus, said permanent; "mastery" once, when the battle file's
    label already says it (``maîtrise totale : Chevalier``)."""
    said = label.casefold()
    if "maîtrise" in said or "maitrise" in said or "master" in said:
        return t("pt.mastery_term_named", label=label)
    return t("pt.mastery_term", label=label)


def breakdown(stat: Stat, t: Text, printed: bool = False) -> str:
    """``3 + 1 (maîtrise Chevalier, permanente)``, with ``→ 6 (limit)`` when the seed's
    limits cut it; empty when the stat is just its base. ``printed`` (the sheets) says a
    mastery's bonus is the scenario's: the chapter gives none to check it against."""
    if len(stat.terms) == 1 and not stat.clamped:
        return ""
    pieces = [str(stat.terms[0].value)]
    for term in stat.terms[1:]:
        sign = "+" if term.value >= 0 else "\u2212"
        # a leader's mastered career: always on, whatever the turn (P1, the seed's
        # "maîtrise totale"), said so, not taken for a one-turn bonus
        said = _mastery(term.detail, t) if term.key == "mastery" else term.detail
        if printed and term.key == "mastery":
            said = t("pt.scenario_term", term=said)
        pieces.append(f"{sign} {abs(term.value)} ({said})")
    text = " ".join(pieces)
    if stat.clamped:
        text += " → " + t("pt.clamped", value=stat.value)
    return text


def where_text(troop: TroopPlan, t: Text) -> str:
    """``J2, fortification 2`` / ``fortification 1`` / empty."""
    pieces = []
    if troop.cell is not None:
        pieces.append(cell_name(*troop.cell))
    if troop.level:
        pieces.append(t("pt.fortification_n", n=troop.level))
    return ", ".join(pieces)


def _troop_json(troop: TroopPlan, plan: BattlePlan, t: Text) -> dict[str, Any]:
    s = troop.stats
    return {
        "name": troop.name,
        "type": troop.troop.type,
        "units": troop.units,
        "movement": s.movement.value,
        "range": s.range.value,
        "attack": s.attack.value,
        "defense": s.defense.value,
        "loyalty": s.loyalty.value,
        "value": s.value.value,
        "troop_value": troop.worth,
        "loyalty_chance": float(troop.loyalty_chance),
        "loyalty_chance_exact": str(troop.loyalty_chance),
        "loyalty_chance_after_refused_duel": float(troop.loyalty_after_refusal),
        "loyalty_test_at_or_below": troop.test_below,
        "dice": [troop.row.dice, troop.row.multiplier],
        "expected_hits": {
            "all_dice": float(troop.expected_hits(cutting=False)),
            "dice_cut": float(troop.expected_hits(cutting=True)),
        },
        "track": [
            {"from": seg.high, "to": seg.low, "dice": [seg.row.dice, seg.row.multiplier]}
            for seg in troop.track
        ],
        "breakdown": {st.name: breakdown(st, t) for st in s.all() if breakdown(st, t)},
        "leader": troop.troop.leader.name if troop.troop.leader else None,
        "leads_army": troop.leads_army,
        "at": cell_name(*troop.cell) if troop.cell else None,
        "fortification": troop.level,
        "war_actions": [
            {
                "label": a.label,
                "attack": a.stats.attack.value,
                "defense": a.stats.defense.value,
                "loyalty": a.stats.loyalty.value,
                "movement": a.stats.movement.value,
                "range": a.stats.range.value,
                "loyalty_chance": float(a.loyalty_chance),
            }
            for a in troop.war_actions
        ],
        "expected_losses": [
            _matchup_json(m)
            for m in plan.matchups
            if (m.attacker_army, m.attacker) == (troop.army, troop.name)
        ],
    }


def _matchup_json(m: Matchup) -> dict[str, Any]:
    return {
        "army": m.defender_army,
        "troop": m.defender,
        "riposte": m.riposte,
        "fortification_now": m.now,
        "by_fortification": [
            {
                "fortification": e.level,
                "all_dice": float(e.all_dice),
                "all_dice_exact": str(e.all_dice) if e.all_dice_exact else None,
                "dice_cut": float(e.dice_cut),
                "dice_cut_exact": str(e.dice_cut) if e.dice_cut_exact else None,
                "wipe_out": float(e.wipe_out),
            }
            for e in m.levels
        ],
    }


def _army_json(army: ArmyPlan, plan: BattlePlan, t: Text) -> dict[str, Any]:
    return {
        "name": army.name,
        "side": army.side,
        "leader_troop": army.army.leader,
        "defending": army.army.defending,
        "value": army.value,
        "side_value": army.side_value,
        "enemy_value": army.enemy_value,
        "loyalty_test_for_value": army.tests_for_value,
        "units": army.units,
        "special_units": army.special_units,
        "gold": army.army.gold,
        "gold_left": army.gold_left,
        "troops": [_troop_json(troop, plan, t) for troop in army.troops],
    }


def to_json(plan: BattlePlan, t: Text) -> dict[str, Any]:
    return {
        "kitgen_json": JSON_SCHEMA_VERSION,
        "system": "promiterra",
        "name": plan.battle.name,
        "battle": plan.battle.name,
        "language": t.lang,
        "armies": [_army_json(a, plan, t) for a in plan.armies],
        "cells": [
            {
                "code": c.code,
                "name": c.name,
                "terrain": c.terrain,
                "movement_cost": c.cost,
                "fortification": c.level,
                "fortification_type": c.fortification,
            }
            for c in plan.cells
        ],
        "map": [list(row) for row in plan.map.rows] if plan.map else None,
        "leader_fate": {
            key: {str(total): float(p) for total, p in chances.items() if p}
            for key, chances in fate_chances().items()
        },
        "warnings": [t.finding(w) for w in plan.warnings],
        "engagements": [p.as_json() for p in pairings(plan)],
    }


def engagement_line(pairing: Pairing, t: Text) -> str:
    """``kitgen odds``'s line for one troop engaging another: the line at a glance, then
    each side's chance, the exchanges (mean, half and nine in ten over) and units left."""
    e = pairing.engagement
    if not e.followed:
        return glance(e, t)
    numbers = odds_numbers(e, pairing.attacker, pairing.defender, t)
    return f"{glance(e, t)}. {numbers}"


def troop_line(troop: TroopPlan, t: Text) -> str:
    s = troop.stats
    where = where_text(troop, t)
    return t(
        "pt.troop_line",
        name=troop.name,
        units=t.plural("pt.n_units", troop.units),
        attack=s.attack.value,
        defense=s.defense.value,
        loyalty=s.loyalty.value,
        chance=t.percent(float(troop.loyalty_chance)),
        dice=dice_text(troop.row, t),
    ) + (f" [{where}]" if where else "")


def summary_lines(plan: BattlePlan, t: Text) -> list[str]:
    lines: list[str] = []
    for army in plan.armies:
        lines.append(
            f"  {army.name} — "
            + t(
                "pt.army_value",
                value=t.number(army.value),
                units=t.plural("pt.n_units", army.units),
            )
        )
        lines.extend(f"    {troop_line(troop, t)}" for troop in army.troops)
    return lines


def odds_lines(plan: BattlePlan, t: Text) -> list[str]:
    lines: list[str] = []
    fights = by_pair(plan)
    for army in plan.armies:
        lines.append(f"  {army.name}")
        for troop in army.troops:
            lines.append(f"    {troop_line(troop, t)}")
            for m in plan.matchups:
                if (m.attacker_army, m.attacker) != (troop.army, troop.name):
                    continue
                level = m.now or 0
                e = m.levels[level]
                lines.append(
                    "      "
                    + t(
                        "pt.odds_line",
                        defender=m.defender,
                        all=exact(e.all_dice, t, 1),
                        cut=exact(e.dice_cut, t, 1),
                        where=t("pt.fortification_n", n=level) if level else t("pt.open"),
                    )
                )
                fight = fights[(m.attacker_army, m.attacker, m.defender_army, m.defender)]
                lines.append("        " + engagement_line(fight, t))
    if any(p.engagement.followed and not p.engagement.exact for p in fights.values()):
        lines.append(f"  {coded(t, 'pt.approximate', n=t.number(POINTS))}")
    return lines
