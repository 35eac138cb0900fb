"""Bloodlust plan -> words and numbers: ``compute --json``, ``check`` and ``odds`` lines.

Shared by the CLI and the kit's presenter so a value is worded once.
"""

from __future__ import annotations

from typing import Any

from kitgen.engagement_words import glance, odds_numbers
from kitgen.i18n import Text
from kitgen.report import JSON_SCHEMA_VERSION, exact, json_number
from kitgen.systems.bloodlust.pairings import BUDGET, battle_split, pairings
from kitgen.systems.bloodlust.plan import BattlePlan, Matchup, Part, Stat, Support, UnitPlan


def part_label(part: Part, t: Text) -> str:
    key = f"part.{part.key}" if t.has(f"part.{part.key}") else part.key
    if part.key in ("character", "special"):
        return t(key, name=part.detail)
    if part.key.startswith("machine."):
        return f"{part.detail} {t(part.key)}"
    label = t(key)
    # an attribute's name is a heading elsewhere; inside a line of parts it is lower case
    # ("taille (EFF) −4 · très grandes créatures +3")
    return label[:1].lower() + label[1:] if part.key.startswith("attr.") else label


def breakdown(stat: Stat, t: Text, signed: bool = True) -> str:
    """``heavy armour +2 · shield +1``; empty when nothing adds up."""
    pieces = []
    for part in stat.parts:
        value = part.value
        if part.key == "soldiers":
            pieces.append(
                t(
                    "part.soldiers",
                    n=part.detail,
                    per=exact(part.per, t, None),
                    total=exact(value, t),
                )
            )
            continue
        shown = (
            t.signed(int(value)) if signed and value.denominator == 1 else exact(value, t, None)
        )
        if part.key == "own":  # "4 (set by the scenario)": the value first, then whence
            pieces.append(t("part.term", n=shown, what=part_label(part, t)))
            continue
        pieces.append(f"{part_label(part, t)} {shown}")
    return " · ".join(pieces)


def modifier_text(value: int, t: Text) -> str:
    return f"d10 {t.signed(value)}" if value else "d10"


def _unit_json(unit: UnitPlan, t: Text) -> dict[str, Any]:
    return {
        "name": unit.unit.name,
        "kind": unit.kind,
        "eff": unit.eff,
        "pui": json_number(unit.pui.value),
        "pui_tir": json_number(unit.pui_tir.value),
        "total_pui": json_number(unit.total_pui),
        "total_pui_tir": json_number(unit.total_pui_tir),
        "initiative": unit.initiative.whole,
        "attack": unit.attack.whole,
        "attack_ranged": unit.attack_ranged.whole,
        "defense": unit.defense.whole,
        "morale": unit.unit.morale,
        "casualty_column": list(unit.column),
        "casualty_column_tir": list(unit.column_tir),
        "support": unit.support,
        "support_tir": unit.support_tir,
        "supports": _support_json(unit.supporting),
        "supported_by": [_support_json(s) for s in unit.supported_by],
        "charge": (
            {
                "multiplier": json_number(unit.charge.multiplier),
                "total_pui": json_number(unit.charge.total),
                "initiative": unit.charge.initiative,
                "casualty_column": list(unit.charge.column),
            }
            if unit.charge
            else None
        ),
        "breakdown": {
            "pui": breakdown(unit.pui, t, signed=False),
            "total_pui": breakdown(unit.total_parts, t, signed=False),
            "total_pui_tir": breakdown(unit.total_tir_parts, t, signed=False),
            "initiative": breakdown(unit.initiative, t),
            "attack": breakdown(unit.attack, t),
            "attack_ranged": breakdown(unit.attack_ranged, t),
            "defense": breakdown(unit.defense, t),
        },
        "morale_check_at_eff": unit.morale_eff,
        "rally_penalty_below_eff": unit.heavy_losses_eff,
        "track": [
            {
                "eff": s.eff,
                "total_pui": json_number(s.total),
                "total_pui_tir": json_number(s.total_tir),
                "column": s.column,
                "column_tir": s.column_tir,
                "column_split2": s.column_split2,
                "column_split3": s.column_split3,
                "morale": s.morale,
                "rally_penalty": s.heavy_losses,
            }
            for s in unit.track
        ],
        "characters": [c.character.name for c in unit.characters],
        "spells": [
            {"name": s.name, "uses": s.uses, "pui": json_number(s.total), "attack": s.attack}
            for s in unit.spells + tuple(x for c in unit.characters for x in c.spells)
        ],
        "face_down": unit.unit.face_down,
    }


def _matchup_json(m: Matchup) -> dict[str, Any]:
    return {
        "attacker": m.attacker,
        "defender": m.defender,
        "mode": m.mode,
        "modifier": m.modifier,
        "applied": {a.key: a.value for a in m.applied},
        "expected_casualties": float(m.expected),
        "expected_casualties_exact": str(m.expected),
        "min": m.low,
        "max": m.high,
        "chances": {str(k): float(p) for k, p in m.distribution},
    }


def to_json(plan: BattlePlan, t: Text) -> dict[str, Any]:
    return {
        "kitgen_json": JSON_SCHEMA_VERSION,
        "system": "bloodlust",
        "name": plan.battle.name,
        "battle": plan.battle.name,
        "language": t.lang,
        "turns": plan.battle.turns,
        "armies": [
            {
                "name": army.name,
                "general_bonus": army.general_bonus,
                "general": army.army.general.name if army.army.general else None,
                "characters": [
                    {"name": c.character.name, "pui": json_number(c.character.pui)}
                    for c in army.characters
                ],
                "units": [_unit_json(u, t) for u in army.units],
                "traps": [
                    {"name": x.name, "pui": json_number(x.total), "attack": x.attack}
                    for x in army.traps
                ],
            }
            for army in plan.armies
        ],
        "matchups": [_matchup_json(m) for m in plan.matchups],
        "initiative": [
            {
                "first": o.first,
                "second": o.second,
                "first_higher": float(o.first_wins),
                "tie": float(o.tie),
            }
            for o in plan.initiative
        ],
        "warnings": [t.finding(w) for w in plan.warnings],
        # each fight carried to the end, and (``battle``) where it stands when the
        # battle's turns are over
        "engagements": [
            {**p.as_json(), "battle": battle_split(p.engagement, plan.battle.turns).as_json()}
            for p in pairings(plan)
        ],
    }


def summary_lines(plan: BattlePlan, t: Text) -> list[str]:
    lines: list[str] = []
    for army in plan.armies:
        lines.append(f"  {army.name}")
        for u in army.units:
            tir = f", PUI TIR {exact(u.total_pui_tir, t)}" if u.total_pui_tir else ""
            supported = "".join(
                ", " + t("check.supported_by", name=s.name, n=t.signed(s.attack))
                for s in u.supported_by
            )
            lines.append(
                f"    {u.unit.name}: EFF {t.number(u.eff)}, PUI {exact(u.total_pui, t)}{tir}, "
                f"INI {t.signed(u.initiative.whole)}, ATT {t.signed(u.attack.whole)}, "
                f"DEF {t.signed(u.defense.whole)}{supported}"
            )
    return lines


def odds_lines(plan: BattlePlan, t: Text) -> list[str]:
    lines: list[str] = []
    for o in plan.initiative:
        lines.append(
            "  "
            + t(
                "gm.initiative_line",
                first=o.first,
                second=o.second,
                p=t.percent(float(o.first_wins)),
                tie=t.percent(float(o.tie)),
            )
        )
    for m in plan.matchups:
        lines.append(
            f"  {m.attacker} → {m.defender} ({t(f'mode.{m.mode}')}): "
            f"{modifier_text(m.modifier, t)}, "
            f"{t('match.expected', n=exact(m.expected, t, 1))} "
            f"({t('match.range', low=m.low, high=m.high)})"
        )
    for p in pairings(plan):
        if not p.followed:
            said = t("engage.not_followed", budget=t.number(BUDGET))
            lines.append(f"  {p.attacker} → {p.defender}{t.colon}{said}")
            continue
        numbers = odds_numbers(p.engagement, p.attacker, p.defender, t)
        lines.append(f"  {p.attacker} → {p.defender}{t.colon}{glance(p.engagement, t)}. {numbers}")
    return lines


def _support_json(support: Support | None) -> dict[str, Any] | None:
    """A support the file declares (ruling L12): the other unit, how, and the ATT."""
    if support is None:
        return None
    return {"unit": support.name, "with": support.kind, "attack": support.attack}
