"""The battle sheet: the three phases, both commanders of each face to face, on one page.

A GM plays a phase round by round: both commanders roll, each banks the points over
their SD, and whoever reaches the success threshold takes the phase. The sheet holds all
of it in one place, so nobody flips pages between the two sides: per phase, each side's
SD and the die it needs, a points track to tick up to SR (the last five boxes before SR,
where a crucial moment may start, marked), a tally of rounds (the casualty test counts
them) and who won. Everything arrives ready-made; ``templates/witcher/kit.html.j2``
only lays it out.
"""

from __future__ import annotations

from typing import Any

from kitgen.i18n import Text
from kitgen.systems.witcher.odds import clash_odds
from kitgen.systems.witcher.phases import PHASES
from kitgen.systems.witcher.race import CRUCIAL_WINDOW
from kitgen.systems.witcher.report import modifier_label, need_text
from kitgen.systems.witcher.rules import BattlePlan, PhasePlan

ROW = 10
"""Pencil boxes to a row of a points track: two groups of five, half a page wide."""
MOST_ROWS = 3
"""A points track takes three rows at most (SR 25); a shorter one leaves the page room
to write in, for crucial moments and what happens between rounds."""
NOTES_PER_ROW = 27
"""Millimetres of ruled notes for each row of track a battle does not need."""
ROUNDS_AT_LEAST, ROUNDS_AT_MOST = 5, 20
"""Boxes of a phase's rounds tally: as many as 99 phases in 100 need, within these."""


def battle_sheet(plan: BattlePlan, t: Text, gm: bool) -> dict[str, Any]:
    """The sheet's values: its phases, each with both sides; the SD breakdowns and each
    test's chance to score only on the GM's copy."""
    sr = plan.success_threshold
    names = [a.army.name for a in plan.armies]
    odds = plan.odds
    phases = []
    for n in PHASES:
        rounds = ROUNDS_AT_LEAST
        if odds is not None:
            likely = odds.phases[n - 1].rounds.within(0.99)
            rounds = ROUNDS_AT_MOST if likely is None else likely
        phases.append(
            {
                "title": f"{t('phase_n', n=n)} — {t(f'phase.{n}')}",
                "skill": t(f"skill.{plan.armies[0].phases[n - 1].skill.value}")
                if n < 3
                else t("sheet.skill_choice"),
                "choice": (
                    [t(f"skill.{s.value}") for s in plan.armies[0].phases[n - 1].skills]
                    if n == 3
                    else []
                ),
                "sides": [
                    _side(army.phases[n - 1], i, names[i], sr, t, gm)
                    for i, army in enumerate(plan.armies)
                ],
                "rounds": list(range(1, min(ROUNDS_AT_MOST, max(ROUNDS_AT_LEAST, rounds)) + 1)),
            }
        )
    rows = -(-sr // ROW)
    return {
        "notes": f"{NOTES_PER_ROW * (MOST_ROWS - rows)}mm" if rows < MOST_ROWS else "",
        "title": t("sheet.title"),
        "help": t("sheet.help", sr=sr, window=CRUCIAL_WINDOW),
        "crucial_key": t("sheet.crucial_key", window=CRUCIAL_WINDOW)
        if sr > CRUCIAL_WINDOW
        else t("sheet.crucial_any"),
        "phases": phases,
    }


def _side(phase: PhasePlan, index: int, name: str, sr: int, t: Text, gm: bool) -> dict[str, Any]:
    """One commander in one phase: SD, the die to roll for each skill, the track."""
    first_crucial = max(1, sr - CRUCIAL_WINDOW)
    track = [
        {"n": n, "crucial": first_crucial <= n < sr, "end": n == sr} for n in range(1, sr + 1)
    ]
    return {
        "army": name,
        "side": f"side-{index}",
        "commander": phase.leader.name,
        "sd": phase.sd,
        "rolls": [
            {
                "skill": f"{t(f'skill.{s.value}')} {phase.leader.base(s)}",
                "need": need_text(phase.need(s), t),
                "fumble": t("need.fumble") if phase.need(s).fumble_scores else "",
                "odds": t(
                    "sheet.per_test",
                    times=t.times(float(odds.scores)),
                    mean=t.decimal(float(odds.mean_points)),
                )
                if gm
                else "",
            }
            for s in phase.skills
            for odds in (clash_odds(phase, s),)
        ],
        "breakdown": (
            [f"{t('mod.card')} {phase.opposing_card_sd}"]
            + [f"{modifier_label(m, t)} {t.signed(m.value)}" for m in phase.modifiers]
            if gm
            else []
        ),
        "track": [track[k : k + ROW] for k in range(0, len(track), ROW)],
    }
