"""Witcher plan -> words and plain data: JSON for tools, lines for the terminal.

The kit's presenter uses the same helpers, so a number reads the same everywhere.
"""

from __future__ import annotations

from typing import Any

from kitgen.i18n import Text
from kitgen.systems.witcher import (
    ArmyPlan,
    BattlePlan,
    Modifier,
    PhasePlan,
    ScoreNeed,
)

JSON_SCHEMA_VERSION = 1


def need_text(need: ScoreNeed, t: Text) -> str:
    """``4+``, ``10 then 6+``, ``10·10 then 3+``; ruling W1 explosions spelled out."""
    if need.tens == 0:
        return t("need.plus", n=need.face)
    tens = "·".join(["10"] * need.tens)
    return t("need.after_tens", tens=tens, n=need.face)


def modifier_label(modifier: Modifier, t: Text) -> str:
    """What a breakdown line stands for, in the kit's language."""
    if modifier.kind == "gm":
        return modifier.detail
    label = t(f"mod.{modifier.kind}")
    if modifier.kind in ("specialist", "main_troop", "enemy_specialists") and modifier.detail:
        return f"{label} ({modifier.detail})"
    if modifier.kind == "numeric_inferiority":
        enemy, own = modifier.detail.split(":")
        return f"{label} ({t.number(int(enemy))} : {t.number(int(own))})"
    return label


def breakdown_text(
    start: int, start_label: str, modifiers: tuple[Modifier, ...], total: int, t: Text
) -> str:
    """``18 Opposing card + 2 Outnumbered − 1 Specialist (Golems) = 19``."""
    parts = [f"{start} {start_label}"]
    for m in modifiers:
        sign = "+" if m.value >= 0 else "\u2212"
        parts.append(f"{sign} {abs(m.value)} {modifier_label(m, t)}")
    return " ".join(parts) + f" = {total}"


def _phase_json(phase: PhasePlan, t: Text) -> dict[str, Any]:
    return {
        "phase": phase.phase,
        "commander": phase.leader.name,
        "skill": phase.skill.value,
        "tactique": phase.leader.tactique,
        "commandement": phase.leader.commandement,
        "base_sd": phase.opposing_card_sd,
        "sd": phase.sd,
        "modifiers": [
            {"kind": m.kind, "label": modifier_label(m, t), "value": m.value}
            for m in phase.modifiers
        ],
        "headcount": phase.own_headcount,
        "enemy_headcount": phase.enemy_headcount,
        "specialists": list(phase.specialists),
        "to_score": {s.value: need_text(phase.need(s), t) for s in phase.skills},
    }


def _casualties_json(army: ArmyPlan, t: Text) -> dict[str, Any] | None:
    plan = army.casualties
    if plan is None:
        return None
    return {
        "roller": plan.roller,
        "tactique": plan.tactique,
        "enemy_main_sd": plan.enemy_main_sd,
        "fixed": [
            {"kind": m.kind, "label": modifier_label(m, t), "value": m.value} for m in plan.fixed
        ],
        "fixed_sd": plan.fixed_sd,
        "sd_by_rounds": {str(r): [plan.sd(won, r) for won in range(4)] for r in plan.rounds},
        "bands": [
            {
                "margin_low": b.band.low,
                "margin_high": b.band.high,
                "dice": f"{b.band.dice}d6+{b.band.bonus}",
                "percent": [b.band.pct_min, b.band.quick, b.band.pct_max],
                "lost": list(b.lost),
                "dead": list(b.dead),
                "wounded": list(b.wounded),
                "no_quarter_survivors": list(b.no_quarter_survivors)
                if b.no_quarter_survivors
                else None,
            }
            for b in plan.bands
        ],
    }


def to_json(plan: BattlePlan, t: Text) -> dict[str, Any]:
    """The ``kitgen compute --json`` document (contract: docs/compute-json.md)."""
    battle = plan.battle
    return {
        "kitgen_json": JSON_SCHEMA_VERSION,
        "system": "witcher",
        "name": battle.name,
        "language": t.lang,
        "success_threshold": plan.success_threshold,
        "combatants": plan.total,
        "engagement": plan.size.key,
        "minutes_per_test": plan.minutes_per_test,
        "warnings": [t.finding(w) for w in plan.warnings],
        "armies": [
            {
                "name": army.army.name,
                "headcount": army.headcount,
                "headcounts": list(army.headcounts),
                "opposing_sd": army.card_sd,
                "card": [
                    {"kind": m.kind, "label": modifier_label(m, t), "value": m.value}
                    for m in army.card
                ],
                "main_troops": [troop.name for troop in army.main.troops],
                "main_troop_sd": army.main.sd,
                "specialists": [
                    {"troop": s.troop.name, "phase": s.phase, "qualifies": s.qualifies}
                    for s in army.specialists
                ],
                "commander": army.chief.name if army.chief else None,
                "luck": army.chief.luck if army.chief else None,
                "phases": [_phase_json(p, t) for p in army.phases],
                "casualties": _casualties_json(army, t),
            }
            for army in plan.armies
        ],
    }


def summary_lines(plan: BattlePlan, t: Text) -> list[str]:
    """A readable terminal summary for ``kitgen check``."""
    size = t(f"size.{plan.size.key}")
    lines = [f"  {t('sr_line', sr=plan.success_threshold, size=size, total=t.number(plan.total))}"]
    for army in plan.armies:
        card = breakdown_text(
            army.card[0].value, t("mod.main_troop"), army.card[1:], army.card_sd, t
        )
        lines.append(
            f"  {army.army.name} — {t('card.headcount')} "
            f"{t.number(army.headcount)} — {t('card.opposing_sd')}: {card}"
        )
        for phase in army.phases:
            needs = ", ".join(
                f"{t(f'skill.{s.value}')} {phase.leader.base(s)} → {need_text(phase.need(s), t)}"
                for s in phase.skills
            )
            breakdown = breakdown_text(
                phase.opposing_card_sd, t("mod.card"), phase.modifiers, phase.sd, t
            )
            lines.append(
                f"    {t('phase_n', n=phase.phase)}: {phase.leader.name} — SD "
                f"{phase.sd} ({breakdown}) — d10: {needs}"
            )
    return lines
