"""The odds page, in words a GM reads at a glance, each number beside its words and a
small chart beside the numbers: who wins the battle and each phase, how long it lasts,
how many phases each side takes. (Each casualty band's chance is on its army's casualty
page, beside what the band costs.)

Exact values come from ``plan.odds`` (``odds``, ``outcomes``); this module only words
them and sizes their bars (``kitgen.charts``). ``report.odds_view`` words the same
values for ``kitgen odds``, a terminal's narrower table.
"""

from __future__ import annotations

import dataclasses
from itertools import count
from typing import Any

from markupsafe import Markup

from kitgen.cards import Kit
from kitgen.charts import Bar, bars
from kitgen.i18n import Text
from kitgen.marks import marked
from kitgen.systems.witcher.compute import branches, side_colour, weighed
from kitgen.systems.witcher.lengths import Lengths
from kitgen.systems.witcher.names import in_sentence
from kitgen.systems.witcher.odds import clash_odds, tests_alone
from kitgen.systems.witcher.outcomes import BattleOdds
from kitgen.systems.witcher.race import CRUCIAL_WINDOW
from kitgen.systems.witcher.rules import BattlePlan

LENGTH_SHOWN = 0.99
"""The battle-length chart runs to the length 99 battles in 100 stay within."""
LENGTH_ROWS = 16
"""At most this many bars: the last one holds every longer battle."""
SPANS = (1, 2, 5)
"""When one bar a round would be too many, a bar spans 2, 5, 10, 20, 50 … rounds."""
SURE = 1e-9
"""A phase whose every length but one has less than this chance lasts that one length."""


def chance(p: float, t: Text) -> str:
    """``70 fois sur 100 (70,3 %)``: the words, then the exact figure."""
    return f"{t.times(p)} ({t.percent(p)})"


def odds_page(plan: BattlePlan, t: Text, kit: Kit | None = None) -> dict[str, Any]:
    """Every value of the odds page, worded, with its bars; ``kit`` marks the rulings the
    words follow (``Kit.ruling``)."""
    assert plan.odds is not None, "the kit needs compute_with_odds()"
    found = branches(plan.battle)
    # where a DC hangs on a crucial moment, every figure and bar weighs each outcome's
    # DCs by its chance, as the lead's overall line does
    overall = weighed(found)
    lead = _branch(plan, found, t)
    if overall is not None:
        plan = dataclasses.replace(plan, odds=overall)
    odds = plan.odds
    assert odds is not None
    names = [a.army.name for a in plan.armies]
    battle = [odds.battle_win(i) for i in range(2)]
    crushing = [odds.crushing(i) for i in range(2)]
    return {
        "title": t("op.title"),
        # the PCs' side's odds as each crucial moment a DC hangs on goes, then overall:
        # the figure the bars below follow
        "branch": lead,
        "intro": marked(t, kit, "op.intro"),
        "battle": [
            {
                "name": names[i],
                "side": side_colour(plan.battle, i),
                "width": _width(battle[i]),
                "words": chance(battle[i], t),
            }
            for i in range(2)
        ],
        "crushing": t(
            "op.crushing",
            a=in_sentence(names[0]),
            pa=chance(crushing[0], t),
            b=in_sentence(names[1]),
            pb=chance(crushing[1], t),
        ),
        "phases": [_phase(plan, k, names, t) for k in range(3)],
        "length": _length(plan, t),
        "crucial": _crucial(plan, names, t, kit),
        "crucial_any": t("op.crucial_any") if plan.success_threshold <= CRUCIAL_WINDOW else "",
        # every phase even: why, and what the tests alone would give
        "even": _even(plan, names, t),
        # every bar 50/50: no bars; the room goes to notes on the moments that decide
        "even_notes": _even_notes(plan, t),
        # its ruled rows: the label's, then a line for each phase it names (round 22b:
        # "phases 2 and 3" had one line for two), the room the record below stretches over
        "even_notes_rows": 1 + max(1, len(_decided(plan))),
        "phases_won": [
            {
                "name": names[i],
                "bars": _ties_strong(
                    bars(
                        [(t.plural("op.won", n), p) for n, p in enumerate(odds.phases_won(i))],
                        t.percent,
                        scale=1.0,
                    )
                ),
            }
            for i in range(2)
        ],
    }


EVEN = 0.005
"""A phase whose two chances are both within this of one half prints as 50/50."""


def _even(plan: BattlePlan, names: list[str], t: Text) -> str:
    """When every phase prints 50/50, the page says why (a phase its crucial moment
    decides follows the GM's 50 %; the others have the same odds on both sides) and what
    the tests alone would give in the decided phases, the figures that do vary."""
    odds = plan.odds
    assert odds is not None
    if any(abs(p.win[0] - 0.5) > EVEN for p in odds.phases):
        return ""
    sr = plan.success_threshold
    a, b = plan.armies
    decided = [p.phase for p in odds.phases if p.crucial is not None and sr <= CRUCIAL_WINDOW]
    level = [p.phase for p in odds.phases if p.phase not in decided]
    why = []
    if level:
        why.append(t("op.even_level", phases=_phase_list(level, t)))
    if decided:
        assert odds.players_win is not None
        p = t("op.percent", n=round(odds.players_win * 100))
        why.append(t("op.even_decided", phases=_phase_list(decided, t), p=p))
    alone = []
    for n in decided:
        chances = sorted(
            tests_alone(a.phases[n - 1], b.phases[n - 1], s, sr)[0] for s in a.phases[n - 1].skills
        )
        low, high = t.percent(chances[0]), t.percent(chances[-1])
        said = low if low == high else t("op.even_range", low=low, high=high)
        alone.append(t("op.even_phase", n=n, p=said))
    text = t("op.even_why", why=t("op.even_join").join(why))
    if alone:
        said_all = t("op.even_join").join(alone)
        text += " " + t("op.even_alone", army=in_sentence(names[0]), phases=said_all)
    return text


def _decided(plan: BattlePlan) -> list[int]:
    """The phases a planned crucial moment decides at once (ST 5 or less), which the
    even page's notes are headed with."""
    odds = plan.odds
    assert odds is not None
    if plan.success_threshold > CRUCIAL_WINDOW:
        return []
    return [p.phase for p in odds.phases if p.crucial is not None]


def _even_notes(plan: BattlePlan, t: Text) -> str:
    """The heading of the ruled lines that take the bars' room on a page where every
    figure is 50/50: notes on the crucial moments that decide the phases, or on the
    table's own reading of a battle the dice leave even."""
    odds = plan.odds
    assert odds is not None
    if any(abs(p.win[0] - 0.5) > EVEN for p in odds.phases):
        return ""
    decided = _decided(plan)
    if decided:
        said = t("op.even_notes", phases=_phase_list(decided, t))
        return said[:1].upper() + said[1:]
    return t("op.even_notes_level")


def _phase_list(phases: list[int], t: Text) -> str:
    """``phase 1`` / ``phases 2 and 3``."""
    words = [str(n) for n in phases]
    listed = t("sheet.and").join(filter(None, (", ".join(words[:-1]), words[-1])))
    return t("op.even_phases" if len(words) > 1 else "op.even_phase_one", list=listed)


def _ties_strong(found: list[Bar]) -> list[Bar]:
    """Every bar that prints the likeliest bar's figure in bold, not the first of a tie
    only (37,5 % and 37,5 %: both or neither)."""
    top = {b.value for b in found if b.strong}
    return [dataclasses.replace(b, strong=b.value in top) for b in found]


TIE = 1e-9
"""Two skills whose chances differ by less than this give the same chance (ruling K12)."""


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
        # the winner of phase 2 chooses: what each would choose, should it win
        # ruling K12: on an exact tie between the skills, Tactique; said in words
        tied = [
            all(abs(race.win[i] - phase.races[0][1].win[i]) < TIE for _, race in phase.races)
            for i in range(2)
        ]
        picks = t("op.pick_or").join(
            t(
                "op.pick_if",
                army=in_sentence(names[i]),
                skill=t("op.pick_tie", skill=t(f"skill.{s.value}"))
                if tied[i]
                else t(f"skill.{s.value}"),
            )
            for i, s in enumerate(phase.picks)
        )
        if all(tied):
            picks = t("op.pick_all_tie", skill=t(f"skill.{phase.picks[0].value}"))
        picks = picks[:1].upper() + picks[1:]
    else:
        skill, picks = t(f"skill.{phase.picks[0].value}"), ""
    r90 = phase.rounds.within(0.9)
    mean = t.decimal(phase.expected_rounds)
    replaced = False  # the crucial moment takes the first test's place: no test is rolled
    if r90 is None:  # ruling K14: past the rounds followed one by one
        length = t(
            "op.phase_length_long",
            mean=mean,
            n=t.number(phase.rounds.last),
            times=chance(phase.rounds.longer, t),
        )
    elif phase.rounds.within(SURE) == phase.rounds.within(1.0 - SURE) == r90:
        # one length only (SR 5 with a crucial moment: the moment takes round 1's place)
        key = "op.phase_length_fixed" if r90 > 1 else "op.phase_length_single"
        if r90 == 1 and phase.crucial is not None:
            key, replaced = "op.phase_length_crucial", True
        length = t(key, n=t.number(r90))
    else:
        key = "op.phase_length_one" if r90 == 1 else "op.phase_length"
        length = t(key, mean=mean, r90=t.number(r90))
    by_a, by_b, either = phase.trigger
    return {
        "title": f"{t('phase_n', n=phase.phase)} — {t(f'phase.{phase.phase}')}",
        "skill": skill,
        "picks": picks,
        "sides": [
            {
                "name": names[i],
                "side": side_colour(plan.battle, i),
                "width": _width(win[i]),
                "pct": t.percent(win[i]),
                "words": t.times(win[i]),
            }
            for i in range(2)
        ],
        "length": length,
        # with SR 5 a crucial moment may come at any test: the page says it once, and
        # each phase says instead how often a test scores, which then decides much
        "crucial": ("" if replaced else _scoring(plan, k, names, t))
        if plan.success_threshold <= CRUCIAL_WINDOW
        # a phase the battle plans no crucial moment for: none can start in it (the
        # rules prepare one per phase), so no chance of one is given
        else ""
        if _unplanned(plan, phase.phase)
        else t(
            "op.crucial",
            times=chance(either, t),
            a=in_sentence(names[0]),
            pa=t.times(by_a),
            b=in_sentence(names[1]),
            pb=t.times(by_b),
        ),
        "played": phase.crucial is not None,
    }


def _unplanned(plan: BattlePlan, n: int) -> bool:
    """Whether the battle plans crucial moments, but none in phase ``n``."""
    moments = plan.battle.crucial_moments
    return moments is not None and n not in moments.phases


def _scoring(plan: BattlePlan, k: int, names: list[str], t: Text) -> str:
    """How often each side's test scores in phase ``k + 1``: with each skill in phase 3,
    whose skill the winner of phase 2 chooses."""
    skills = plan.armies[0].phases[k].skills
    parts = []
    for skill in skills:
        a, b = (clash_odds(army.phases[k], skill) for army in plan.armies)
        parts.append(
            t(
                "op.scores_with" if len(skills) > 1 else "op.scores",
                skill=t(f"skill.{skill.value}"),
                a=in_sentence(names[0]),
                pa=t.times(float(a.scores)),
                b=in_sentence(names[1]),
                pb=t.times(float(b.scores)),
            )
        )
    return " ".join(parts)


def _length(plan: BattlePlan, t: Text) -> dict[str, Any]:
    """How many rounds the three phases take together, in words and as bars."""
    odds = plan.odds
    assert odds is not None
    dist = odds.rounds
    minutes = plan.minutes_per_test
    time = t.duration(odds.expected_rounds * minutes)
    mean = t.decimal(odds.expected_rounds)
    r90 = dist.within(0.9)
    if r90 is None:  # ruling K14: past the rounds followed one by one
        words = t(
            "op.length_long",
            mean=mean,
            time=time,
            n=t.number(dist.last),
            times=chance(dist.longer, t),
        )
    else:
        words = t("op.length", mean=mean, r90=t.number(r90), time=time)
    return {"words": words, "bars": _ties_strong(bars(_length_bars(dist, minutes, t), t.percent))}


def _length_bars(dist: Lengths, minutes: int, t: Text) -> list[tuple[str, float]]:
    """At most ``LENGTH_ROWS`` bars, from the fewest rounds a battle can take to the
    length 99 battles in 100 stay within (or the last round known one by one): a bar a
    round, or when that makes too many, a bar a span of rounds (``SPANS``), spans
    starting at multiples of their width. The last bar holds every longer battle."""
    first = next((r for r, p in enumerate(dist.chances) if p > 0), 0)
    shown = dist.within(LENGTH_SHOWN)
    end = dist.last + 1 if shown is None else shown
    width = next(
        w
        for w in (step * 10**power for power in count() for step in SPANS)
        if -(-(end - first + first % w) // w) <= LENGTH_ROWS - 1
    )
    start = first - first % width
    more = start + -(-(end - start) // width) * width  # the first bound at or past ``end``
    if more > dist.last + 1:  # only "longer" is known past the last round
        more -= width
    items = []
    for low in range(start, more, width):
        high = low + width - 1
        p = sum(dist.chances[low : high + 1])
        if width == 1:
            key = "op.round_time" if low == 1 else "op.rounds_time"  # one round, singular
            label = t(key, n=t.number(low), time=t.duration(low * minutes))
        else:
            label = t("op.rounds_span", low=t.number(max(low, first)), high=t.number(high))
        items.append((label, p))
    items.append((t("op.rounds_more", n=t.number(more)), dist.more_than(more - 1)))
    return items


def _crucial(plan: BattlePlan, names: list[str], t: Text, kit: Kit | None) -> Markup:
    odds = plan.odds
    assert odds is not None
    if odds.players is None:
        return marked(t, kit, "op.crucial_none")
    assert odds.players_win is not None
    if plan.battle.players_army is None:  # an even chance, no side named
        phases = ", ".join(str(p) for p in odds.crucial_phases)
        return marked(t, kit, "op.crucial_even", phases=phases)
    played = marked(
        t,
        kit,
        "op.crucial_played",
        phases=", ".join(str(p) for p in odds.crucial_phases),
        army=in_sentence(names[odds.players]),
        p=t("op.percent", n=round(odds.players_win * 100)),  # the GM's whole percent
    )
    return played


def _branch(
    plan: BattlePlan, found: list[tuple[float, dict[int, bool], BattleOdds]], t: Text
) -> list[str]:
    """The page's lead where a DC hangs on a crucial moment: the battle's odds for the
    PCs' side if the PCs win that moment, if they lose it (each with the DCs that outcome
    leaves), and overall at the GM's chance for them (what the page's bars follow);
    nothing where no DC hangs on one (the same rule in every kit). With two such
    moments, a line each, then the whole. ``found``: ``compute.branches``."""
    moments = plan.battle.crucial_moments
    if not found or moments is None:
        return []
    hung = sorted(found[0][1])
    names = [a.army.name for a in plan.armies]
    players = plan.battle.players_army
    index = names.index(players) if players in names else 0
    army = in_sentence(names[index])
    p = moments.players_win / 100
    wins = {tuple(settled[k] for k in hung): odds.battle_win(index) for _, settled, odds in found}

    def weight(combo: tuple[bool, ...], skip: int | None = None) -> float:
        w = 1.0
        for i, won in enumerate(combo):
            if i != skip:
                w *= p if won else 1 - p
        return w

    def given(i: int, won: bool) -> float:
        return sum(w * weight(c, i) for c, w in wins.items() if c[i] == won)

    overall = sum(w * weight(c) for c, w in wins.items())
    if len(hung) == 1:
        lines = [
            t("op.branch_win", k=hung[0], army=army, chance=chance(given(0, True), t)),
            t("op.branch_lose", chance=chance(given(0, False), t)),
        ]
    else:
        lines = [
            t(
                "op.branch_next" if i else "op.branch_each",
                k=k,
                army=army,
                win=chance(given(i, True), t),
                lose=chance(given(i, False), t),
            )
            for i, k in enumerate(hung)
        ]
    lines.append(t("op.branch_overall", n=moments.players_win, chance=chance(overall, t)))
    return lines
