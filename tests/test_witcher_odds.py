"""The odds of a Witcher battle (seed 000; rulings W1-W3, W9-W12).

Three kinds of checks: cases worked out by hand, the fast engines held to the exact
oracle at 1e-12 on a grid of base - SD values and every SR, and properties (hypothesis).
The Monte Carlo agreement lives in ``test_witcher_montecarlo.py``.
"""

from __future__ import annotations

import math
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from witcher_helpers import army, battle, chief, crowd, load_battle

from kitgen.dice import from_weights
from kitgen.systems.witcher.compute import compute, compute_with_odds, with_odds
from kitgen.systems.witcher.model import Casualties, Troop
from kitgen.systems.witcher.odds import (
    WHAT_IF_EDGE,
    _CasualtyTest,
    battle_odds,
    clash_odds,
    what_if,
)
from kitgen.systems.witcher.oracle import oracle
from kitgen.systems.witcher.phases import Skill
from kitgen.systems.witcher.race import PointsLaw, clash_points, race
from kitgen.systems.witcher.tables import CASUALTY_BANDS

TOLERANCE = 1e-12
THRESHOLDS = (5, 10, 15, 20, 25)


def law(base: int, sd: int) -> PointsLaw:
    return PointsLaw.clash(base, sd)


# --- one test (rulings W1, W2) ----------------------------------------------------------------


def test_a_captain_only_fails_on_a_one() -> None:
    # seed 000, "Test d'Affrontement", Exemple: with the same SD for both, the brigand
    # captain (base 12) "seule une valeur de 1 sur le d10 pourrait l'amener en dessous du
    # SD"; the village chief (Tactique 8) needs far more. SD 13: 12 + 2 = 14 scores.
    captain, village_chief = clash_points(12, 13), clash_points(8, 13)
    assert captain.at_least(1) == Fraction(9, 10)
    assert village_chief.at_least(1) == Fraction(1, 2)  # 6, 7, 8, 9 or a natural 10
    captain_wins = race(law(12, 13), law(8, 13), 5).win[0]
    assert captain_wins > 0.8  # 0.838: "beaucoup plus de facilités"


def test_mean_points_of_an_even_test() -> None:
    # ruling W1: base = SD; 2..9 score their face; a natural 10 scores 10 + X with X an
    # open-ended d10 (mean 5.5 / 0.9 = 55/9); a natural 1 never scores. Mean:
    # 44/10 + (10 + 55/9)/10 = 541/90.
    points = clash_points(15, 15)
    assert abs(points.mean() - Fraction(541, 90)) < TOLERANCE
    assert points.at_least(1) == Fraction(9, 10)


def test_a_fumble_can_still_score_far_above_the_sd() -> None:
    # ruling W1: a natural 1 gives base - X; with base 20 against SD 12, -X of 1..7 scores
    points = clash_points(20, 12)
    assert points.at_least(1) == Fraction(9, 10) + Fraction(1, 10) * Fraction(7, 10)


def test_phase_table_odds_for_one_commander() -> None:
    # the kit prints, per skill, the chance one test scores and the mean points
    plan = compute(battle(army("Nord", Troop(name="A", count=40, sd=14)), crowd("Sud", 40)))
    phase = plan.armies[0].phases[0]
    odds = clash_odds(phase, Skill.TACTIQUE)
    points = clash_points(12, phase.sd)
    assert (odds.scores, odds.mean_points) == (points.at_least(1), points.mean())


# --- a phase by hand (ruling W3) --------------------------------------------------------------

# A tiny die makes the race small enough to work out on paper, at SR 5:
# side A scores 0 or 3 points (1/2 each), side B 0 or 6 (2/3, 1/3).
# From (0, 0): B reaches 5 with 1/3 and wins (A cannot reach 5 in one test); otherwise A
#   moves to 3 with 1/2. V0 = 2/3 (V0/2 + V3/2), so V0 = V3 / 2.
# From (3, 0): A reaches 6 with 1/2, B reaches 6 with 1/3.
#   both (1/6): 6 against 6, level: play on. One more round: A ahead if it scores 3 and B
#   0 (1/3), B ahead if it scores 6 (1/3), level again if both score 0 (1/3): A breaks
#   the deadlock with 1/2.
#   A only (1/3): A wins. B only (1/6): B wins. Neither (1/3): again.
#   V3 = 1/6 * 1/2 + 1/3 + V3/3, so V3 = 5/8 and V0 = 5/16.
# Rounds: a deadlock lasts 1 / (2/3) = 3/2 more rounds. E3 = 1 + 1/6 * 3/2 + E3/3 = 15/8;
#   E0 = 1 + E0/3 + E3/3 gives E0 = 39/16. The phase ends after round 1 with 1/3 (B wins).
TINY_A = from_weights({0: 1, 3: 1})
TINY_B = from_weights({0: 2, 6: 1})


def test_a_phase_worked_by_hand_with_the_oracle() -> None:
    exact = oracle(TINY_A, TINY_B, 5)
    assert exact.win_a == Fraction(5, 16)
    assert exact.win_b == Fraction(11, 16)
    assert exact.expected_rounds == Fraction(39, 16)
    assert exact.first_rounds[1] == (0, Fraction(1, 3))


def test_a_phase_worked_by_hand_with_the_engine() -> None:
    odds = race(PointsLaw.of(TINY_A), PointsLaw.of(TINY_B), 5)
    assert odds.win[0] == pytest.approx(5 / 16, abs=TOLERANCE)
    assert odds.expected_rounds == pytest.approx(39 / 16, abs=TOLERANCE)
    assert odds.ends[1] == pytest.approx((0.0, 1 / 3), abs=TOLERANCE)


def test_symmetric_commanders_win_half_the_time() -> None:
    # issue 3's acceptance case: A base 15 against SD 18, B base 16 against SD 19, SR 10:
    # the same base - SD, so each side wins with exactly 1/2, level finishes included (W3)
    exact = oracle(clash_points(15, 18), clash_points(16, 19), 10)
    assert exact.win_a == Fraction(1, 2)
    fast = race(law(15, 18), law(16, 19), 10)
    assert fast.win == pytest.approx((0.5, 0.5), abs=TOLERANCE)


def test_sr_5_crucial_moment_decides_the_phase() -> None:
    # ruling W10 and seed 000, chapter three, "Déclenchement d'un Moment Crucial" (note):
    # with SR 5 a crucial moment may replace any test, and its winner takes the phase.
    # Here it is due at the start: it takes the first test's place, so the phase lasts
    # one round, never zero (the village kit once printed "Dure 0,0 tours").
    for crucial in (Fraction(3, 10), Fraction(1, 2)):
        exact = oracle(clash_points(10, 18), clash_points(20, 12), 5, crucial=crucial)
        assert exact.win_a == crucial
        assert exact.expected_rounds == 1
        assert exact.first_rounds[0] == (0, 0)
        assert exact.first_rounds[1] == (crucial, 1 - crucial)
        fast = race(law(10, 18), law(20, 12), 5, crucial=float(crucial))
        assert fast.win[0] == pytest.approx(float(crucial), abs=TOLERANCE)
        assert fast.ends[0] == (0.0, 0.0)
        assert fast.ends[1] == pytest.approx((float(crucial), 1 - float(crucial)))
        assert fast.expected_rounds == pytest.approx(1.0)


# --- the fast engines against the oracle --------------------------------------------------------

# The oracle's cost grows fast with SR (about 10 s at SR 25): the grid is dense where it
# is cheap and keeps a case or two at the largest thresholds.
GRID = (
    [(5, m, m + d) for m in range(-10, 11, 4) for d in (0, 2, -5)]
    + [(10, m, m + d) for m in (-10, -2, 6) for d in (2, -5)]
    + [(15, -7, -3), (15, 6, -2), (20, 0, 2), (25, 3, 1)]
)


@pytest.mark.parametrize(("sr", "margin", "other"), GRID)
def test_engine_agrees_with_the_oracle(sr: int, margin: int, other: int) -> None:
    # issue 3: the fast engine and the exact oracle agree to 1e-12, on base - SD values
    # from -10 to +10 and every SR of the engagement table (W7)
    pa, pb = clash_points(20 + margin, 20), clash_points(20 + other, 20)
    exact = oracle(pa, pb, sr, rounds=4 if sr <= 10 else 1)
    fast = race(PointsLaw.of(pa), PointsLaw.of(pb), sr)
    _agree(exact, fast)


@pytest.mark.parametrize(
    ("sr", "margin", "other", "crucial"),
    [(5, 0, 2, Fraction(1, 2)), (10, -3, 1, Fraction(3, 5)), (15, 2, 2, Fraction(1, 4))],
)
def test_crucial_moment_engine_agrees_with_the_oracle(
    sr: int, margin: int, other: int, crucial: Fraction
) -> None:
    pa, pb = clash_points(20 + margin, 20), clash_points(20 + other, 20)
    exact = oracle(pa, pb, sr, crucial=crucial)
    fast = race(PointsLaw.of(pa), PointsLaw.of(pb), sr, crucial=float(crucial))
    _agree(exact, fast)


def _agree(exact: object, fast: object) -> None:
    from kitgen.systems.witcher.oracle import Exact
    from kitgen.systems.witcher.race import RaceOdds

    assert isinstance(exact, Exact) and isinstance(fast, RaceOdds)
    assert abs(float(exact.win_a) - fast.win[0]) < TOLERANCE
    assert abs(float(exact.win_b) - fast.win[1]) < TOLERANCE
    assert abs(float(exact.expected_rounds) - fast.expected_rounds) < TOLERANCE
    for x, y in zip(exact.trigger, fast.trigger, strict=True):
        assert abs(float(x) - y) < TOLERANCE
    for (xa, xb), (ya, yb) in zip(exact.first_rounds, fast.ends, strict=False):
        assert abs(float(xa) - ya) < TOLERANCE and abs(float(xb) - yb) < TOLERANCE
    assert fast.unresolved < 1e-15


def test_both_engines_see_the_same_crucial_moments() -> None:
    # W10: the moment comes the first time a total is within 5 of SR; playing it changes
    # what follows, not when it comes, so both engines report the same trigger chances
    a, b = law(18, 14), law(15, 14)
    plain, coupled = race(a, b, 20), race(a, b, 20, crucial=0.5)
    assert plain.trigger == pytest.approx(coupled.trigger, abs=TOLERANCE)


# --- properties -------------------------------------------------------------------------------

margins = st.integers(min_value=-12, max_value=12)
thresholds = st.integers(min_value=1, max_value=25)


@settings(max_examples=40, deadline=None)
@given(mine=margins, theirs=margins, sr=thresholds)
def test_a_lower_sd_never_lowers_the_chance(mine: int, theirs: int, sr: int) -> None:
    before = race(law(20 + mine, 20), law(20 + theirs, 20), sr).win[0]
    after = race(law(20 + mine, 19), law(20 + theirs, 20), sr).win[0]
    assert after >= before - TOLERANCE


@settings(max_examples=40, deadline=None)
@given(mine=margins, theirs=margins, sr=st.integers(min_value=1, max_value=24))
def test_a_higher_sr_never_shortens_the_phase(mine: int, theirs: int, sr: int) -> None:
    a, b = law(20 + mine, 20), law(20 + theirs, 20)
    assert race(a, b, sr + 1).expected_rounds >= race(a, b, sr).expected_rounds - 1e-9


@settings(max_examples=40, deadline=None)
@given(
    mine=margins,
    theirs=margins,
    sr=thresholds,
    crucial=st.one_of(st.none(), st.floats(min_value=0, max_value=1)),
)
def test_chances_sum_to_one(mine: int, theirs: int, sr: int, crucial: float | None) -> None:
    odds = race(law(20 + mine, 20), law(20 + theirs, 20), sr, crucial)
    assert math.fsum(odds.win) + odds.unresolved == pytest.approx(1.0, abs=TOLERANCE)
    assert all(a >= 0 and b >= 0 for a, b in odds.ends)
    by_a, by_b, either = odds.trigger
    assert max(by_a, by_b) <= either + TOLERANCE and either <= 1 + TOLERANCE
    assert by_a + by_b >= either - TOLERANCE


@settings(max_examples=25, deadline=None)
@given(mine=margins, theirs=margins, sr=st.sampled_from(THRESHOLDS), low=st.floats(0, 1))
def test_winning_crucial_moments_more_often_never_hurts(
    mine: int, theirs: int, sr: int, low: float
) -> None:
    a, b = law(20 + mine, 20), law(20 + theirs, 20)
    high = min(1.0, low + 0.25)
    assert race(a, b, sr, high).win[0] >= race(a, b, sr, low).win[0] - TOLERANCE


# --- a whole battle (rulings W9, W11) ---------------------------------------------------------


@pytest.fixture(scope="module")
def auld_odds() -> object:
    from witcher_helpers import AULD_ALLIANCE

    return compute_with_odds(load_battle(AULD_ALLIANCE))


def test_battle_combines_the_phases(auld_odds: object) -> None:
    # W11: two phases win the battle, three crush; phase 3 is raced with the skill the
    # winner of phase 2 prefers (W9)
    from kitgen.systems.witcher.rules import BattlePlan

    assert isinstance(auld_odds, BattlePlan) and auld_odds.odds is not None
    odds = auld_odds.odds
    one, two, three = odds.phases
    w1, w2 = one.win[0], two.win[0]
    pick_a = max(three.races, key=lambda r: r[1].win[0])
    pick_b = min(three.races, key=lambda r: r[1].win[0])
    assert three.chosen(0) is pick_a[1] and three.chosen(1) is pick_b[1]
    w3_if_a, w3_if_b = pick_a[1].win[0], pick_b[1].win[0]
    crush = w1 * w2 * w3_if_a
    two_of_three = w1 * w2 * (1 - w3_if_a) + w1 * (1 - w2) * w3_if_b + (1 - w1) * w2 * w3_if_a
    assert odds.crushing(0) == pytest.approx(crush, abs=TOLERANCE)
    assert odds.battle_win(0) == pytest.approx(crush + two_of_three, abs=TOLERANCE)
    assert odds.battle_win(0) + odds.battle_win(1) == pytest.approx(1.0, abs=TOLERANCE)
    assert odds.phase_win(0)[2] == pytest.approx(w2 * w3_if_a + (1 - w2) * w3_if_b)
    assert math.fsum([*odds.rounds.chances, odds.rounds.longer]) == pytest.approx(
        1.0, abs=TOLERANCE
    )
    expected = sum(p.expected_rounds for p in odds.phases)
    assert odds.expected_rounds == pytest.approx(expected, abs=1e-9)


def test_casualty_odds(auld_odds: object) -> None:
    # W12: the band chances over the whole grid, cell by cell; expected soldiers lost is
    # each band's chance times the mean of its rolled percentage, in soldiers (K2)
    from kitgen.systems.witcher.rules import BattlePlan

    assert isinstance(auld_odds, BattlePlan) and auld_odds.odds is not None
    for army_plan, casualties in zip(auld_odds.armies, auld_odds.odds.casualties, strict=True):
        assert casualties is not None and army_plan.casualties is not None
        assert math.fsum(casualties.bands) == pytest.approx(1.0, abs=TOLERANCE)
        assert math.fsum(casualties.cells.values()) == pytest.approx(1.0, abs=1e-12)
        bands = list(zip(casualties.bands, army_plan.casualties.bands, strict=True))
        low = math.fsum(p * b.lost[0] for p, b in bands)
        high = math.fsum(p * b.lost[2] for p, b in bands)
        assert low <= casualties.expected_lost <= high


def test_casualty_band_chances_by_hand() -> None:
    # W12 with W1: Tactique 12 against SD 12: margin = the roll; 0..+5 takes the naturals
    # 2 to 5 (4/10); +6..+10 the naturals 6 to 9 (4/10); a natural 10 scores 11 or more
    # (1/10 in the bands above); a natural 1 is -X, X open-ended: -1..-5 with 5/100, ...
    test = _CasualtyTest(12)
    chances = dict(zip([(b.low, b.high) for b in CASUALTY_BANDS], test.bands(12), strict=True))
    assert chances[(0, 5)] == pytest.approx(0.4, abs=TOLERANCE)
    assert chances[(6, 10)] == pytest.approx(0.4, abs=TOLERANCE)
    assert chances[(11, 15)] + chances[(16, None)] == pytest.approx(0.1, abs=TOLERANCE)
    assert chances[(-5, -1)] == pytest.approx(0.05, abs=TOLERANCE)


def test_crucial_moments_from_the_battle_file() -> None:
    # W10: the odds count crucial moments only when the file asks for them; the players'
    # army wins each with the chance given
    from kitgen.systems.witcher.model import CrucialMoments

    base = battle(
        army("Nord", Troop(name="A", count=100, sd=14), commander=chief(tactique=14)),
        crowd("Sud", 100),
    )
    plain = with_odds(compute(base)).odds
    assert plain is not None and plain.crucial_phases == ()
    import dataclasses

    sure = dataclasses.replace(
        base, crucial_moments=CrucialMoments(phases=(1,), players="Nord", players_win=100)
    )
    odds = with_odds(compute(sure)).odds
    assert odds is not None and odds.crucial_phases == (1,)
    assert odds.phases[0].win[0] > plain.phases[0].win[0]
    assert odds.phases[1].win == plain.phases[1].win  # only phase 1 has one


def test_battle_odds_need_the_players_army() -> None:
    plan = compute(battle(crowd("Nord", 60), crowd("Sud", 60)))
    with pytest.raises(ValueError, match="players"):
        battle_odds(plan, crucial_phases=(1,))


def test_casualties_follow_the_rule_switch() -> None:
    plan = compute_with_odds(battle(crowd("Nord", 60), crowd("Sud", 60)))
    assert plan.odds is not None and plan.odds.casualties == (None, None)
    plan = compute_with_odds(battle(crowd("Nord", 60), crowd("Sud", 60), casualties=Casualties()))
    assert plan.odds is not None and all(c is not None for c in plan.odds.casualties)


# --- the "what if" table ----------------------------------------------------------------------


def test_what_if_table() -> None:
    # issue 3: base - SD from -10 to +10, every SR; against an equal opponent each side
    # wins 1/2 (the race is symmetric); two points behind always loses more often
    rows = what_if(THRESHOLDS, margins=(-10, 0, 10))
    assert [r.margin for r in rows] == [-10, 0, 10]
    for row in rows:
        assert row.even == pytest.approx((0.5,) * 5, abs=TOLERANCE)
        assert all(p < 0.5 for p in row.behind)
        assert all(r >= 1 for r in row.even_rounds)
    assert WHAT_IF_EDGE == 2


@pytest.mark.parametrize(
    ("sr", "crucial"), [(5, None), (10, None), (10, Fraction(1, 2))], ids=["sr5", "sr10", "cm"]
)
def test_long_phases_are_finished_exactly(
    sr: int, crucial: Fraction | None, monkeypatch: pytest.MonkeyPatch
) -> None:
    # both commanders need two tens in a row to score: a phase lasts hundreds of rounds,
    # past the rounds followed one at a time; the rest is settled exactly (W3, W10), and
    # with the round-by-round limit at 1000, what lasts longer is lumped (ruling K14)
    from kitgen.systems.witcher import race as engine

    monkeypatch.setattr(engine, "ROUND_LIMIT", 1000)
    pa, pb = clash_points(2, 30), clash_points(3, 30)
    exact = oracle(pa, pb, sr, crucial=crucial, rounds=1)
    fast = race(PointsLaw.of(pa), PointsLaw.of(pb), sr, None if crucial is None else 0.5)
    assert sum(fast.tail) > 1e-3  # the lump is really used
    assert len(fast.ends) == 1001
    assert abs(float(exact.win_a) - fast.win[0]) < TOLERANCE
    assert abs(float(exact.expected_rounds) - fast.expected_rounds) < 1e-9
    for x, y in zip(exact.trigger, fast.trigger, strict=True):
        assert abs(float(x) - y) < TOLERANCE
