"""Fate plan -> words and numbers: ``compute --json``, ``check`` and ``odds`` lines.

Shared by the CLI and the kit's presenter so a value is worded once.
"""

from __future__ import annotations

from typing import Any

from kitgen.engagement_words import glance, odds_numbers
from kitgen.i18n import Text
from kitgen.report import JSON_SCHEMA_VERSION
from kitgen.systems.fate.attacks import OUTCOMES, matchups, opposed
from kitgen.systems.fate.engagement import BUDGET, Pairing, left_out, pairings, skill_at
from kitgen.systems.fate.rules import ArmyPlan, BattlePlan, UnitPlan, odds_table
from kitgen.systems.fate.tables import EDGES, LADDER, SKILLS

LADDER_NAMES = dict(LADDER)


def rating(value: int, t: Text) -> str:
    """``Good (+3)``: a rating on the ladder."""
    word = t(f"ladder.{LADDER_NAMES[value]}") if value in LADDER_NAMES else ""
    return f"{word} ({t.signed(value)})" if word else t.signed(value)


def skill_order(skills: dict[str, int]) -> list[str]:
    """Highest rating first, then the seed's order of skills."""
    order = list(SKILLS)
    return sorted(skills, key=lambda s: (-skills[s], order.index(s)))


def chest_line(army: ArmyPlan, t: Text) -> str:
    return t(
        "fa.chest_line",
        chest=army.army.war_chest,
        units=army.unit_points,
        fate=army.fate_point_cost,
        n=army.army.fate_points,
        aspects=army.aspect_cost,
        left=army.left,
    )


def _unit_json(unit: UnitPlan) -> dict[str, Any]:
    return {
        "name": unit.name,
        "quality": unit.quality.key,
        "skills": dict(unit.skills),
        "consequences": list(unit.quality.consequences),
        "aspects": list(unit.aspects),
        "cost": unit.quality.cost,
        "commander": unit.commander.name if unit.commander else None,
        "skills_with_commander": dict(unit.led_skills) if unit.led_skills else None,
        "notes": unit.unit.notes,
    }


def to_json(plan: BattlePlan, t: Text) -> dict[str, Any]:
    return {
        "kitgen_json": JSON_SCHEMA_VERSION,
        "system": "fate",
        "name": plan.battle.name,
        "battle": plan.battle.name,
        "language": t.lang,
        "armies": [
            {
                "name": army.name,
                "player": army.army.player,
                "war_chest": army.army.war_chest,
                "build_points_spent": army.spent,
                "build_points_left": army.left,
                "fate_points_bought": army.army.fate_points,
                "hidden_aspects_from_chest": army.chest_aspects,
                "hidden_aspects_own_fate_points": army.own_fate_aspects,
                "units": [_unit_json(u) for u in army.units],
                "commanders": [
                    {
                        "name": c.name,
                        "player": c.player,
                        "will": c.will,
                        "skills": dict(c.skills or {}),
                        "attached": c.attached,
                        "notes": c.notes,
                    }
                    for c in army.army.commanders
                ],
            }
            for army in plan.armies
        ],
        "zones": [
            {
                "name": z.name,
                "aspects": [a.name for a in z.aspects],
                "hindering": z.hindering,
                "links": list(z.links),
                "hidden": z.zone.hidden is not None,
                "enter_difficulty": z.enter,
                "recon_difficulty": z.recon,
                "hidden_aspect": (
                    {
                        "aspect": z.zone.hidden.aspect,
                        "by": z.zone.hidden.by,
                        "from_chest": z.zone.hidden.from_chest,
                        "hinders": z.zone.hidden.hinders,
                        "enter_difficulty": z.revealed_enter,
                        "recon_difficulty": z.revealed_recon,
                    }
                    if z.zone.hidden
                    else None
                ),
                "notes": z.zone.notes,
            }
            for z in plan.zones
        ],
        "suggested_zones": plan.suggested_zones,
        "odds": {
            str(skill): {str(d): float(p) for d, p in row.items()}
            for skill, row in odds_table().items()
        },
        "opposed_odds": {
            str(edge): dict(zip(OUTCOMES, map(float, opposed(edge, 0)), strict=True))
            for edge in EDGES
        },
        "rolls": [
            {
                "army": m.army,
                "target": m.target,
                "skill": m.skill,
                "attack": m.attack,
                "attackers": list(m.attackers),
                "defence": m.defence,
                "defenders": [{"name": n, "skill": s} for n, s in m.defenders],
                "edge": m.edge,
                **dict(zip(OUTCOMES, map(float, m.odds), strict=True)),
            }
            for m in matchups(plan)
        ],
        "warnings": [t.finding(w) for w in plan.warnings],
        "engagements": [p.as_json() for p in pairings(plan)],
        "engagements_left_out": left_out(plan),
    }


def summary_lines(plan: BattlePlan, t: Text) -> list[str]:
    lines: list[str] = []
    for army in plan.armies:
        own = (
            f"; {t('fa.own_fate_short', n=army.own_fate_aspects)}" if army.own_fate_aspects else ""
        )
        lines.append(f"  {army.name} — {chest_line(army, t)}{own}")
        for unit in army.units:
            skills = ", ".join(
                f"{t(f'skill.{s}')} {t.signed(unit.skills[s])}" for s in skill_order(unit.skills)
            )
            lines.append(f"    {unit.name} ({t(f'quality.{unit.quality.key}')}): {skills}")
    return lines


def engagement_head(pairing: Pairing, t: Text) -> str:
    """``Gardes du donjon engages Sapeurs (same zone, Fight +3 against +2; one attack
    takes it out 26 times in 100)``: who, where, with what, and the chance of one attack."""
    first, second = pairing.sides
    skill = t(f"skill.{skill_at(pairing.distance)}")
    return t(
        "fa.engage_line",
        attacker=first.name,
        defender=second.name,
        where=t(f"fa.distance.{pairing.distance}"),
        skill=skill,
        attack=t.signed(first.attack),
        defence=t.signed(second.defence),
        out=t.times(pairing.one_attack[0]),
        answer="" if second.strikes else t("fa.no_answer"),
    )


def engagement_line(pairing: Pairing, t: Text) -> str:
    """``kitgen odds``'s line for one unit engaging another: the line at a glance, then
    each side's chance, the exchanges (mean, half and nine in ten over) and the
    consequences left."""
    e = pairing.engagement
    if not e.ends:
        return glance(e, t)
    numbers = odds_numbers(e, e.first, e.second, t)
    return f"{glance(e, t)}. {numbers}"


def odds_lines(plan: BattlePlan, t: Text) -> list[str]:
    """Every unit engaging every enemy unit at every distance its attack reaches (rulings
    N9-N11): who, where, with what, then the line at a glance and the numbers. (The
    chances against each difficulty hold for any battle: the kit's quick reference and
    ``compute --json``'s ``odds`` give them.)"""
    lines = []
    for pairing in pairings(plan):
        lines.append(f"  {engagement_head(pairing, t)}")
        lines.append(f"    {engagement_line(pairing, t)}")
    more = left_out(plan)
    if more:
        lines.append(f"  {t('fa.engage_left_out', n=t.number(more), budget=t.number(BUDGET))}")
    return lines
