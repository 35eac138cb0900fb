"""The odds of a whole Witcher battle, from the plan's numbers (pure; rulings W1-W12).

Per phase: each side's chance to win, how many rounds it lasts, how likely a crucial
moment is. Phase 3 is raced with both skills; the winner of phase 2 takes the skill that
gives it the better chance (W9). For the battle: phases won (two win it, three crush the
enemy, W11), total rounds and game time. With the casualties rule: the chance of each
cell of the casualty grid (phases won x rounds played), of each band, and the soldiers
each army can expect to lose (W12).

Phases are independent races once their numbers are set, so the battle combines three
per-phase results: a distribution over (phases won by the first army, rounds played) kept
as one rounds-polynomial per number of phases won.
"""

from __future__ import annotations

import functools
import itertools
import math
import operator
from bisect import bisect_right
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from itertools import accumulate

from kitgen.dice import nd
from kitgen.model import share_half_up
from kitgen.systems.witcher.lengths import Lengths
from kitgen.systems.witcher.outcomes import (
    BattleOdds,
    CasualtyOdds,
    ClashOdds,
    PhaseOdds,
    Poly,
    plus,
)
from kitgen.systems.witcher.phases import PHASES, Skill
from kitgen.systems.witcher.race import (
    PointsLaw,
    RaceOdds,
    clash_points,
    critical_floats,
    race,
)
from kitgen.systems.witcher.rules import BattlePlan, CasualtyPlan, PhasePlan
from kitgen.systems.witcher.tables import CASUALTY_BANDS, CasualtyBand

TAIL = 1e-16
"""Rounds whose chance (with everything after them) is below this are folded into the
last round kept; it bounds the error this adds to any chance printed."""
PYTHON_PRODUCTS = 40_000
"""Convolutions of at most this many products are summed in Python: those of every
ordinary battle (phases of a few dozen rounds)."""


def clash_odds(phase: PhasePlan, skill: Skill) -> ClashOdds:
    base = phase.leader.base(skill)
    assert base is not None, "validate() rejects a phase leader without the base"
    points = clash_points(base, phase.sd)
    return ClashOdds(skill, points.at_least(1), points.mean())


def battle_odds(
    plan: BattlePlan,
    crucial_phases: Sequence[int] = (),
    players: int | None = None,
    players_win: Fraction = Fraction(1, 2),
    settled: Mapping[int, bool] | None = None,
) -> BattleOdds:
    """The odds of ``plan``: crucial moments are played in ``crucial_phases``, where the
    army ``players`` (0 or 1) wins each with chance ``players_win`` (ruling W10), save
    the moments ``settled`` names, which the players' army always wins (``True``) or
    always loses (``False``)."""
    if crucial_phases and players not in (0, 1):
        raise ValueError("crucial moments need the players' army: 0 or 1")
    first_wins = float(players_win if players == 0 else 1 - players_win)
    sr = plan.success_threshold
    # ruling K17: a moment opening a phase counts as a test, unless the house rule says not
    counted = plan.battle.house_rules.crucial_is_test
    a, b = plan.armies
    phases: list[PhaseOdds] = []
    for n in PHASES:
        crucial = first_wins if n in crucial_phases else None
        if crucial is not None and settled is not None and n in settled:
            crucial = float(settled[n] == (players == 0))
        pa, pb = a.phases[n - 1], b.phases[n - 1]
        races = tuple(
            (skill, _phase_race(_law(pa, skill), _law(pb, skill), sr, crucial, counted))
            for skill in pa.skills
        )
        if len(races) == 1:
            picks, before = (races[0][0], races[0][0]), (1.0, 0.0)
        else:
            best_a = max(races, key=lambda sr_: sr_[1].win[0])[0]
            best_b = max(races, key=lambda sr_: sr_[1].win[1])[0]
            picks, before = (best_a, best_b), phases[-1].win
        phases.append(PhaseOdds(n, races, picks, before, crucial))
    joint, rounds = _joint(phases)
    casualties = tuple(
        _casualty_odds(army.casualties, joint, rounds.last, army.index)
        if army.casualties
        else None
        for army in plan.armies
    )
    return BattleOdds(
        tuple(phases),
        joint,
        rounds,
        casualties,
        tuple(crucial_phases),
        players if crucial_phases else None,
        float(players_win) if crucial_phases else None,
    )


@functools.lru_cache(maxsize=512)
def tests_alone(a: PhasePlan, b: PhasePlan, skill: Skill, sr: int) -> tuple[float, float]:
    """Each side's chance to take a phase on its tests alone, no crucial moment played:
    what the dice say where the odds page counts a moment that decides the phase."""
    return _phase_race(_law(a, skill), _law(b, skill), sr, None).win


def _points_law(base: int, sd: int) -> PointsLaw:
    return PointsLaw.clash(base, sd)


def _law(phase: PhasePlan, skill: Skill) -> PointsLaw:
    base = phase.leader.base(skill)
    assert base is not None, "validate() rejects a phase leader without the base"
    return _points_law(base, phase.sd)


@functools.lru_cache(maxsize=256)
def _phase_race(
    a: PointsLaw, b: PointsLaw, sr: int, crucial: float | None, counted: bool = True
) -> RaceOdds:
    return race(a, b, sr, crucial, counted)


# --- combining the phases -------------------------------------------------------------------


def _trim(ends: Sequence[float]) -> Poly:
    """Drop trailing rounds whose chance is below ``TAIL`` in all, folding it back in."""
    kept = list(ends)
    tail = 0.0
    while len(kept) > 1 and tail + kept[-1] < TAIL:
        tail += kept.pop()
    kept[-1] += tail
    return kept


def _times(x: Poly, y: Poly, horizon: int | None) -> Poly:
    """The distribution of the sum of two independent round counts (a convolution); with
    a ``horizon``, every sum past it is one last entry, ``horizon + 1``. Long phases (a
    couple of hundred rounds and more) are convolved by NumPy, imported then: its import
    takes longer than an ordinary battle's odds."""
    if not x or not y:
        return []
    if len(x) * len(y) <= PYTHON_PRODUCTS:
        rev_y = y[::-1]
        last = len(y) - 1
        out = [
            sum(map(operator.mul, x[max(0, k - last) : k + 1], rev_y[max(0, last - k) :]))
            for k in range(len(x) + len(y) - 1)
        ]
    else:
        from kitgen.numeric import np

        out = np.convolve(np.array(x), np.array(y)).tolist()
    if horizon is not None and len(out) > horizon + 2:
        out[horizon + 1 :] = [math.fsum(out[horizon + 1 :])]
    return out


def _split(odds: RaceOdds) -> tuple[Poly, Poly]:
    """The rounds of a phase won by the first army, and of one won by the second; its
    long phases, if any, one entry past ``ROUND_LIMIT``."""
    a, b = odds.split_rounds()
    return _trim(a), _trim(b)


def _joint(phases: Sequence[PhaseOdds]) -> tuple[tuple[tuple[float, ...], ...], Lengths]:
    """``joint[w]``: rounds polynomial of the battles where the first army wins w phases,
    and how many rounds the battle lasts.

    Phase 3's race depends on who won phase 2, so phases 2 and 3 are combined first:
    by_wins[w] = A2 * (phase 3 picked by the first army)[w-1] + B2 * (picked by the
    second)[w], then multiplied by phase 1. When a phase may run past ``ROUND_LIMIT``
    rounds (ruling K14), so may the battle: its rounds are known one by one up to the
    limit, and every longer battle is one last entry."""
    one, two, three = phases
    races = (one.race(one.picks[0]), two.race(two.picks[0]), three.chosen(0), three.chosen(1))
    horizon = min((len(r.ends) - 1 for r in races if sum(r.tail)), default=None)
    times = functools.partial(_times, horizon=horizon)
    a1, b1 = _split(races[0])
    a2, b2 = _split(races[1])
    a3_first, b3_first = _split(races[2])
    a3_second, b3_second = _split(races[3])
    after_two = [
        times(b2, b3_second),
        plus(times(a2, b3_first), times(b2, a3_second)),
        times(a2, a3_first),
    ]
    joint: list[Poly] = [[] for _ in range(4)]
    for w, poly in enumerate(after_two):
        joint[w] = plus(joint[w], times(b1, poly))
        joint[w + 1] = plus(joint[w + 1], times(a1, poly))
    chances = [math.fsum(row) for row in itertools.zip_longest(*joint, fillvalue=0.0)]
    if horizon is None or len(chances) <= horizon + 1:
        rounds = Lengths(tuple(chances))
    else:
        rounds = Lengths(tuple(chances[: horizon + 1]), math.fsum(chances[horizon + 1 :]))
    return tuple(tuple(poly) for poly in joint), rounds


# --- the casualty test ------------------------------------------------------------------------


def _casualty_odds(
    plan: CasualtyPlan, joint: Sequence[Sequence[float]], known: int, army: int
) -> CasualtyOdds:
    """The chance of each grid cell and band; the test's SD is the plan's
    ``sd(phases won, rounds)`` and its total is Tactique + the critical d10. Cells are
    kept up to ``known`` rounds; the battles past ``ROUND_LIMIT`` rounds (ruling K14),
    one entry past it, are all in the last band at any count of rounds that long."""
    test = _CasualtyTest(plan.tactique)
    cells: dict[tuple[int, int], float] = {}
    by_sd: dict[int, float] = {}
    for first_won, poly in enumerate(joint):
        won = first_won if army == 0 else 3 - first_won
        for rounds, chance in enumerate(poly):
            if chance > TAIL and rounds <= known:
                cells[(won, rounds)] = chance
            sd = min(plan.sd(won, rounds), test.hopeless)
            by_sd[sd] = by_sd.get(sd, 0.0) + chance
    bands = [0.0] * len(CASUALTY_BANDS)
    for sd, chance in by_sd.items():
        for i, p in enumerate(test.bands(sd)):
            bands[i] += chance * p
    lost = math.fsum(p * _expected(band, plan.headcount)[0] for p, band in _zip(bands))
    dead = math.fsum(p * _expected(band, plan.headcount)[1] for p, band in _zip(bands))
    return CasualtyOdds(cells, tuple(bands), lost, dead)


def _zip(bands: Sequence[float]) -> list[tuple[float, CasualtyBand]]:
    return list(zip(bands, CASUALTY_BANDS, strict=True))


class _CasualtyTest:
    """Tactique + the critical d10 (ruling W1) as a cumulative table, to read the chance
    that total - SD falls in each band for many SDs."""

    def __init__(self, tactique: int) -> None:
        totals: dict[int, float] = {}
        for roll, chance in critical_floats():
            total = max(1, tactique + roll)
            totals[total] = totals.get(total, 0.0) + chance
        self.totals = sorted(totals)
        self.cumulative = list(accumulate(totals[t] for t in self.totals))
        self.hopeless = self.totals[-1] + 16
        """Against this SD or a higher one, every total falls in the last band (below
        −15): the bands are the same (a battle of thousands of rounds, ruling K14)."""

    def at_most(self, total: int) -> float:
        i = bisect_right(self.totals, total)
        return self.cumulative[i - 1] if i else 0.0

    def bands(self, sd: int) -> list[float]:
        """The chance of each band of ``CASUALTY_BANDS`` against ``sd``."""
        out = []
        for band in CASUALTY_BANDS:
            high = 1.0 if band.high is None else self.at_most(sd + band.high)
            low = 0.0 if band.low is None else self.at_most(sd + band.low - 1)
            out.append(high - low)
        return out


@functools.cache
def _percent(band: CasualtyBand) -> tuple[tuple[int, float], ...]:
    return tuple((p, float(w)) for p, w in nd(band.dice, 6) + band.bonus)


@functools.lru_cache(maxsize=1024)
def _expected(band: CasualtyBand, headcount: int) -> tuple[float, float]:
    """Expected soldiers lost and dead in a band: its percentage is rolled
    (``dice``d6 + ``bonus``), then turned into soldiers as the kit does (ruling K2)."""
    lost = dead = 0.0
    for percent, chance in _percent(band):
        soldiers = share_half_up(percent * headcount, 100)
        lost += chance * soldiers
        dead += chance * share_half_up(soldiers, 3)
    return lost, dead


# --- the "what if" table --------------------------------------------------------------------

WHAT_IF_MARGINS = tuple(range(-10, 11))
WHAT_IF_EDGE = 2
WHAT_IF_SD = 20
"""Any SD of 1 or more gives the same points for the same base - SD (rulings W1, W2)."""


@dataclass(frozen=True, slots=True)
class WhatIfRow:
    margin: int
    """The commander's base - SD."""
    even: tuple[float, ...]
    """Chance to win a phase against an opponent with the same base - SD, per SR."""
    behind: tuple[float, ...]
    """The same against an opponent whose base - SD is ``WHAT_IF_EDGE`` higher."""
    even_rounds: tuple[float, ...]
    """Expected rounds of the phase against the equal opponent, per SR."""


def what_if(
    thresholds: Sequence[int], margins: Sequence[int] = WHAT_IF_MARGINS
) -> tuple[WhatIfRow, ...]:
    """For each base - SD and success threshold, the chance to win a phase against an
    equal opponent and against one ``WHAT_IF_EDGE`` points better (no crucial moment)."""

    def law(margin: int) -> PointsLaw:
        return _points_law(WHAT_IF_SD + margin, WHAT_IF_SD)

    rows = []
    for m in margins:
        even = [_phase_race(law(m), law(m), sr, None) for sr in thresholds]
        behind = [_phase_race(law(m), law(m + WHAT_IF_EDGE), sr, None) for sr in thresholds]
        rows.append(
            WhatIfRow(
                m,
                tuple(r.win[0] for r in even),
                tuple(r.win[0] for r in behind),
                tuple(r.expected_rounds for r in even),
            )
        )
    return tuple(rows)
