"""Witcher plan -> words and plain data: JSON for tools, lines for the terminal.

The kit's presenter uses the same helpers, so a number reads the same everywhere.
"""

from __future__ import annotations

import math
from fractions import Fraction
from typing import Any

from kitgen.i18n import Text
from kitgen.prose import say
from kitgen.report import JSON_SCHEMA_VERSION
from kitgen.systems.witcher.compute import hung_moments, overall_odds, players_index
from kitgen.systems.witcher.lengths import Lengths
from kitgen.systems.witcher.odds import clash_odds
from kitgen.systems.witcher.rules import ArmyPlan, BattlePlan, Modifier, PhasePlan, ScoreNeed
from kitgen.systems.witcher.tables import CASUALTY_BANDS, CasualtyBand


def need_text(need: ScoreNeed, t: Text) -> str:
    """``4+``, ``10 then 6+``, ``10·10 then 3+``; ruling W1 explosions spelled out."""
    if need.tens == 0:
        return t("need.plus", n=need.face)
    tens = "·".join(["10"] * need.tens)
    return t("need.after_tens", tens=tens, n=need.face)


def modifier_label(modifier: Modifier, t: Text) -> str:
    """What a breakdown line stands for, in the kit's language."""
    if modifier.kind == "gm":
        return say(modifier.said, t.lang) if modifier.said is not None else modifier.detail
    label = t(f"mod.{modifier.kind}")
    if modifier.kind == "enemy_specialists" and modifier.detail:
        # "Enemy specialists (phases 1, 2, 3)": the phases said in the brackets, not
        # "Enemy specialists, phases (1, 2, 3)"
        key = "phases" if "," in modifier.detail else "phase"
        said = t(f"mod.enemy_specialists_{key}", list=modifier.detail)
        return f"{label} ({said})"
    if modifier.kind in ("specialist", "main_troop") and modifier.detail:
        return f"{label} ({modifier.detail})"
    if modifier.kind == "numeric_inferiority":
        enemy, own = (int(n) for n in modifier.detail.split(":"))
        return outnumbered_label(enemy, own, t)
    return label


def outnumbered_label(enemy: int, own: int, t: Text) -> str:
    """The row of the rules' circumstances table the enemy's numbers fall in, with their
    ratio: ``Slightly outnumbered (147%)``, ``Outnumbered (159%)`` (ruling W6's bounds:
    up to 150 % the slight row, up to 200 % the next, beyond it the great one)."""
    row, figure = outnumbered_ratio(enemy, own, t)
    return t(f"mod.outnumbered.{row}", pct=figure)


def outnumbered_ratio(enemy: int, own: int, t: Text) -> tuple[str, str]:
    """The circumstances table's row the enemy's numbers fall in (``slight``, ``middle``,
    ``great``) and their share of the side's, as printed: ``147``, ``150.3``."""
    exact = Fraction(100 * enemy, own)
    row = "slight" if exact <= 150 else "middle" if exact <= 200 else "great"
    whole = round(exact)
    # a ratio just past a row's bound must not read as the bound itself (150.3 % is the
    # middle row, "150 %" would read as the slight one): one decimal, rounded up
    past_bound = (row == "middle" and whole <= 150) or (row == "great" and whole <= 200)
    if exact.denominator == 1 or not past_bound:
        return row, t.number(whole)
    return row, t.decimal(math.ceil(exact * 10) / 10)


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
        "per_test": {
            s.value: {"scores": float(odds.scores), "mean_points": float(odds.mean_points)}
            for s in phase.skills
            for odds in (clash_odds(phase, s),)
        },
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
        "headcount": plan.headcount,
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
        "odds": _odds_json(plan),
    }


def _odds_json(plan: BattlePlan) -> dict[str, Any] | None:
    """The ``odds`` object: per army lists follow the order of ``armies``."""
    odds = plan.odds
    if odds is None:
        return None
    armies = range(len(plan.armies))
    crucial = None
    if odds.players is not None:
        crucial = {
            "phases": list(odds.crucial_phases),
            # none when no army is the players' (an even chance either way)
            "players": plan.battle.players_army,
            "players_win": odds.players_win,
        }
    return {
        "phase_win": [list(odds.phase_win(i)) for i in armies],
        "battle_win": [odds.battle_win(i) for i in armies],
        "crushing_win": [odds.crushing(i) for i in armies],
        "phases_won": [list(odds.phases_won(i)) for i in armies],
        "expected_rounds": odds.expected_rounds,
        "expected_minutes": odds.expected_rounds * plan.minutes_per_test,
        "rounds_90": rounds_90(odds.rounds),
        "rounds": list(odds.rounds.chances),
        "rounds_longer": odds.rounds.longer,
        "crucial_moments": crucial,
        "overall": _overall_json(plan),
        "phases": [
            {
                "phase": phase.phase,
                "win": list(phase.win),
                "expected_rounds": phase.expected_rounds,
                "rounds_90": rounds_90(phase.rounds),
                "rounds_longer": phase.rounds.longer,
                "crucial_played": phase.crucial is not None,
                "crucial_trigger": {"by": list(phase.trigger[:2]), "either": phase.trigger[2]},
                "picks": [s.value for s in phase.picks],
                "by_skill": {
                    skill.value: {"win": list(r.win), "expected_rounds": r.expected_rounds}
                    for skill, r in phase.races
                },
            }
            for phase in odds.phases
        ],
        "casualties": [
            None
            if c is None
            else {
                "bands": list(c.bands),
                "expected_lost": c.expected_lost,
                "expected_dead": c.expected_dead,
                "cells": [
                    {"won": won, "rounds": rounds, "chance": chance}
                    for (won, rounds), chance in sorted(c.cells.items())
                ],
            }
            for c in odds.casualties
        ],
    }


def _overall_json(plan: BattlePlan) -> dict[str, Any] | None:
    """The ``odds.overall`` object: the battle's odds over both outcomes of the crucial
    moments a DC hangs on (``compute.overall_odds``), or ``None``."""
    overall = overall_odds(plan.battle)
    if overall is None:
        return None
    armies = range(len(plan.armies))
    return {
        "moments": hung_moments(plan.battle),
        "battle_win": [overall.battle_win(i) for i in armies],
        "crushing_win": [overall.crushing(i) for i in armies],
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
                f"    {t('phase_n', n=phase.phase)}: {phase.leader.name} — "
                f"{t('abbr.sd')} {phase.sd} ({breakdown}) — d10: {needs}"
            )
    return lines


# --- odds in words: the kit's odds page and ``kitgen odds`` read the same rows ----------------


def odds_view(plan: BattlePlan, t: Text) -> dict[str, Any]:
    """Every line of the odds page, worded and formatted, as plain data."""
    odds = plan.odds
    assert odds is not None, "odds_view() needs compute_with_odds()"
    names = [a.army.name for a in plan.armies]
    phases = []
    for phase in odds.phases:
        if len(phase.races) > 1:
            skill = t("odds.pick")
            picks = ", ".join(
                f"{names[i]} → {t(f'skill.{s.value}')}" for i, s in enumerate(phase.picks)
            )
        else:
            skill, picks = t(f"skill.{phase.picks[0].value}"), ""
        by_a, by_b, either = phase.trigger
        crucial = t("odds.trigger", p=t.percent(either), pa=t.percent(by_a), pb=t.percent(by_b))
        rounds = t(
            "odds.rounds_cell",
            mean=t.decimal(phase.expected_rounds),
            r90=_within(phase.rounds, t),
        )
        phases.append(
            {
                "label": t("phase_n", n=phase.phase),
                "skill": skill,
                "picks": picks,
                "wins": [t.percent(p) for p in phase.win],
                "rounds": rounds,
                "crucial": crucial,
                "played": phase.crucial is not None,
            }
        )
    time = t.duration(odds.expected_rounds * plan.minutes_per_test)
    mean = t.decimal(odds.expected_rounds)
    r90 = odds.rounds.within(0.9)
    if r90 is None:  # ruling K14: past the rounds followed one by one
        length = t(
            "odds.length_long",
            mean=mean,
            time=time,
            n=t.number(odds.rounds.last),
            p=t.percent(odds.rounds.longer),
        )
    else:
        length = t("odds.length", mean=mean, r90=t.number(r90), time=time)
    played = ""
    if odds.players is not None:
        assert odds.players_win is not None
        played = t(
            "odds.crucial_even" if plan.battle.players_army is None else "odds.crucial_played",
            phases=", ".join(str(p) for p in odds.crucial_phases),
            army=names[odds.players],
            p=t.percent(odds.players_win),
        )
    casualties = []
    for army, c in zip(plan.armies, odds.casualties, strict=True):
        if c is None or army.casualties is None:
            continue
        casualties.append(
            {
                "army": army.army.name,
                "expected": t(
                    "odds.expected_lost",
                    lost=t.number(round(c.expected_lost)),
                    dead=t.number(round(c.expected_dead)),
                    headcount=t.number(army.casualties.headcount),
                ),
                "bands": [t.percent(p) for p in c.bands],
            }
        )
    return {
        "names": names,
        "phases": phases,
        "battle": [t.percent(odds.battle_win(i)) for i in range(2)],
        "crushing": [t.percent(odds.crushing(i)) for i in range(2)],
        "phases_won": [[t.percent(p) for p in odds.phases_won(i)] for i in range(2)],
        "length": length,
        "crucial": played or t("odds.crucial_none"),
        "overall": _overall_line(plan, t),
        "casualties": casualties,
    }


def _overall_line(plan: BattlePlan, t: Text) -> str:
    """Where a DC hangs on a crucial moment, the players' (or first) army's chance over
    both outcomes, as the kit's odds page gives it (``compute.overall_odds``)."""
    overall = overall_odds(plan.battle)
    if overall is None:
        return ""
    side = players_index(plan.battle)
    *before, last = [str(k) for k in hung_moments(plan.battle)]
    return t(
        "odds.overall_many" if before else "odds.overall_one",
        moments=f"{', '.join(before)}{t('odds.and')}{last}" if before else last,
        army=plan.armies[side].army.name,
        p=t.percent(overall.battle_win(side)),
    )


def rounds_90(rounds: Lengths) -> int:
    """``rounds_90`` of ``compute --json``: the rounds 90 % of phases (or battles) take
    at most; past the rounds known one by one, one more than the last of them, a lower
    bound (ruling K14)."""
    r90 = rounds.within(0.9)
    return rounds.last + 1 if r90 is None else r90


def _within(rounds: Lengths, t: Text) -> str:
    """How many rounds 90 % of phases (or battles) take at most, in words."""
    r90 = rounds.within(0.9)
    return t("odds.more_than", n=t.number(rounds.last)) if r90 is None else t.number(r90)


def odds_lines(plan: BattlePlan, t: Text) -> list[str]:
    """``kitgen odds``: the odds page as aligned terminal lines."""
    view = odds_view(plan, t)
    names = view["names"]
    rows: list[list[str]] = [["", *names, t("odds.rounds_col"), t("odds.crucial_col")]]
    for p in view["phases"]:
        mark = " *" if p["played"] else ""
        rows.append([f"{p['label']} · {p['skill']}{mark}", *p["wins"], p["rounds"], p["crucial"]])
    rows.append([t("odds.battle"), *view["battle"], "", ""])
    rows.append([t("odds.crushing"), *view["crushing"], "", ""])
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    lines = []
    for row in rows:
        cells = [row[0].ljust(widths[0])]
        cells += [c.rjust(w) for c, w in zip(row[1:3], widths[1:3], strict=True)]
        cells += [row[3].rjust(widths[3]), row[4]]
        lines.append("  " + "   ".join(cells).rstrip())
    lines += [f"  {t.pair(p['label'], p['picks'])}" for p in view["phases"] if p["picks"]]
    lines.append(f"  {view['length']}")
    lines.append(f"  {view['crucial']}")
    if view["overall"]:
        lines.append(f"  {view['overall']}")
    for c in view["casualties"]:
        lines.append(f"  {t.pair(t('odds.casualties', army=c['army']), c['expected'])}")
        bands = " · ".join(
            f"{margin_text(b, t)} {p}" for b, p in zip(CASUALTY_BANDS, c["bands"], strict=True)
        )
        lines.append(f"    {bands}")
    return lines


def margin_text(band: CasualtyBand, t: Text) -> str:
    """A casualty band's margin: ``over +15``, ``+6 … +10``, ``under −15``."""
    if band.high is None:
        return t("cas.over", n=(band.low or 0) - 1)
    if band.low is None:
        return t("cas.under", n=-band.high - 1)
    return f"{t.signed(band.low)} … {t.signed(band.high)}"
