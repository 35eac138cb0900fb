"""The odds page, in words a GM reads at a glance, each number beside its words and a
small chart beside the numbers: who wins the battle and each phase, how long it lasts,
how many phases each side takes. (Each casualty band's chance is on its army's casualty
page, beside what the band costs.)

Exact values come from ``plan.odds`` (``odds``, ``outcomes``); this module only words
them and sizes their bars (``kitgen.charts``). ``report.odds_view`` words the same
values for ``kitgen odds``, a terminal's narrower table.
"""

from __future__ import annotations

from typing import Any

from kitgen.charts import bars
from kitgen.i18n import Text
from kitgen.systems.witcher.race import ROUND_LIMIT, rounds_within
from kitgen.systems.witcher.rules import BattlePlan

LENGTH_SHOWN = 0.99
"""The battle-length chart runs to the length 99 battles in 100 stay within."""
LENGTH_ROWS = 16
"""At most this many bars: longer battles are lumped in the last one."""


def chance(p: float, t: Text) -> str:
    """``70 fois sur 100 (70,3 %)``: the words, then the exact figure."""
    return f"{t.times(p)} ({t.percent(p)})"


def odds_page(plan: BattlePlan, t: Text) -> dict[str, Any]:
    """Every value of the odds page, worded, with its bars."""
    odds = plan.odds
    assert odds is not None, "the kit needs compute_with_odds()"
    names = [a.army.name for a in plan.armies]
    battle = [odds.battle_win(i) for i in range(2)]
    crushing = [odds.crushing(i) for i in range(2)]
    return {
        "title": t("op.title"),
        "intro": t("op.intro"),
        "battle": [
            {
                "name": names[i],
                "side": f"side-{i}",
                "width": _width(battle[i]),
                "words": chance(battle[i], t),
            }
            for i in range(2)
        ],
        "crushing": t(
            "op.crushing",
            a=names[0],
            pa=chance(crushing[0], t),
            b=names[1],
            pb=chance(crushing[1], t),
        ),
        "phases": [_phase(plan, k, names, t) for k in range(3)],
        "length": _length(plan, t),
        "crucial": _crucial(plan, names, t),
        "phases_won": [
            {
                "name": names[i],
                "bars": bars(
                    [(t.plural("op.won", n), p) for n, p in enumerate(odds.phases_won(i))],
                    t.percent,
                    scale=1.0,
                ),
            }
            for i in range(2)
        ],
    }


def _width(p: float) -> str:
    return f"{p * 100:.1f}%"


def _phase(plan: BattlePlan, k: int, names: list[str], t: Text) -> dict[str, Any]:
    """One phase: both sides' chance on one split bar, its length, its crucial moment."""
    odds = plan.odds
    assert odds is not None
    phase = odds.phases[k]
    win = phase.win
    if len(phase.races) > 1:
        skill = t("odds.pick")
        picks = " · ".join(
            t.pair(names[i], t(f"skill.{s.value}")) for i, s in enumerate(phase.picks)
        )
    else:
        skill, picks = t(f"skill.{phase.picks[0].value}"), ""
    r90 = rounds_within(phase.rounds, 0.9)
    by_a, by_b, either = phase.trigger
    return {
        "title": f"{t('phase_n', n=phase.phase)} — {t(f'phase.{phase.phase}')}",
        "skill": skill,
        "picks": picks,
        "sides": [
            {
                "name": names[i],
                "side": f"side-{i}",
                "width": _width(win[i]),
                "pct": t.percent(win[i]),
                "words": t.times(win[i]),
            }
            for i in range(2)
        ],
        "length": t(
            "op.phase_length",
            mean=t.decimal(phase.expected_rounds),
            r90=t("odds.more_than", n=ROUND_LIMIT) if r90 > ROUND_LIMIT else r90,
        ),
        "crucial": t(
            "op.crucial",
            times=chance(either, t),
            a=names[0],
            pa=t.times(by_a),
            b=names[1],
            pb=t.times(by_b),
        ),
        "played": phase.crucial is not None,
    }


def _length(plan: BattlePlan, t: Text) -> dict[str, Any]:
    """How many rounds the three phases take together, as bars, one per length."""
    odds = plan.odds
    assert odds is not None
    dist = odds.rounds
    r90 = rounds_within(dist, 0.9)
    minutes = plan.minutes_per_test
    time = t.duration(odds.expected_rounds * minutes)
    key = "op.length" if r90 <= ROUND_LIMIT else "op.length_long"
    words = t(key, mean=t.decimal(odds.expected_rounds), r90=r90, time=time)
    first = next((r for r, p in enumerate(dist) if p > 0), 0)
    last = min(rounds_within(dist, LENGTH_SHOWN), first + LENGTH_ROWS - 1, len(dist) - 1)
    items = [
        (t("op.rounds_time", n=r, time=t.duration(r * minutes)), dist[r])
        for r in range(first, last)
    ]
    rest = sum(dist[last:])
    items.append((t("op.rounds_more", n=last, time=t.duration(last * minutes)), rest))
    return {"words": words, "bars": bars(items, t.percent)}


def _crucial(plan: BattlePlan, names: list[str], t: Text) -> str:
    odds = plan.odds
    assert odds is not None
    if odds.players is None:
        return t("op.crucial_none")
    assert odds.players_win is not None
    return t(
        "op.crucial_played",
        phases=", ".join(str(p) for p in odds.crucial_phases),
        army=names[odds.players],
        p=t.percent(odds.players_win),
    )
