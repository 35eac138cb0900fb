"""The fast phase-race engine against dice actually rolled (rulings W1-W3, W10).

The exact oracle (``kitgen.systems.witcher.oracle``) holds the engine to 1e-12, but both
were written from the same reading of the rules. ``witcher_sim`` is a third reading,
written straight from the rulings without any engine code: it rolls the d10s one test at
a time. Here the engine's chances must lie within 4 standard errors of the simulated
frequencies. Seeds are fixed, so the module is deterministic; with 30,000 phases a case
it runs in a few seconds.
"""

from __future__ import annotations

import functools
import math
import random
from dataclasses import dataclass

import pytest
from witcher_sim import Sim, clash_total, simulate_phase

from kitgen.systems.witcher.race import PointsLaw, RaceOdds, race

TRIALS = 30_000
SEED = 20_240_601
TOLERANCE = 4.0
"""How many standard errors the engine may sit from the simulated frequency."""
EXACT = 1e-12
"""When every simulated phase agrees (a standard error of 0) the engine must be exact."""


@dataclass(frozen=True, slots=True)
class Case:
    """One phase: side A's and side B's base and SD, the SR, and side A's chance to win
    the crucial moment (``None``: no crucial moment is played, ruling W10)."""

    name: str
    base_a: int
    sd_a: int
    base_b: int
    sd_b: int
    sr: int
    crucial: float | None = None


CASES = (
    # SR 5 (ruling W7's smallest): both at +5 reach SR together often, so the W3
    # tie-break (higher total wins, equal totals play on) carries much of the chance.
    Case("sr5 +5 vs +5", 20, 15, 20, 15, 5),
    # SR 5 with a crucial moment: the window (SR - 5 = 0) holds the starting totals, so
    # the moment is played before any test and its 5 points take the phase (W10).
    Case("sr5 -1 vs +3 crucial", 14, 15, 18, 15, 5, crucial=0.35),
    # Margins below zero score only on high rolls and explosions (W1).
    Case("sr10 -6 vs -4", 9, 15, 11, 15, 10),
    Case("sr10 0 vs +2 crucial", 15, 15, 17, 15, 10, crucial=0.3),
    Case("sr10 +5 vs -2 crucial", 20, 15, 13, 15, 10, crucial=0.7),
    Case("sr25 -3 vs +1", 12, 15, 16, 15, 25),
    Case("sr25 -6 vs -5 crucial", 9, 15, 10, 15, 25, crucial=0.5),
    Case("sr25 +5 vs +4 crucial", 20, 15, 19, 15, 25, crucial=0.4),
    # A base of 2: a natural 1 takes the total to its floor of 1 (W1); margins -5 vs -6
    # from different SDs.
    Case("sr25 -5 vs -6 low base", 2, 7, 14, 20, 25),
)


@functools.cache
def simulated(case: Case) -> Sim:
    """One simulation per case, shared by the tests below (same seed for every case)."""
    return simulate_phase(
        case.base_a, case.sd_a, case.base_b, case.sd_b, case.sr, TRIALS, SEED, case.crucial
    )


@functools.cache
def engine(case: Case) -> RaceOdds:
    a = PointsLaw.clash(case.base_a, case.sd_a)
    b = PointsLaw.clash(case.base_b, case.sd_b)
    return race(a, b, case.sr, case.crucial)


def assert_agrees(what: str, exact: float, frequency: float, se: float) -> None:
    if se == 0.0:
        assert exact == pytest.approx(frequency, abs=EXACT), (what, exact, frequency)
        return
    z = (exact - frequency) / se
    assert abs(z) <= TOLERANCE, (
        f"{what}: engine {exact:.6f}, simulated {frequency:.6f} +- {se:.6f} ({z:+.2f} SE)"
    )


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.name)
def test_win_chance_matches_rolled_dice(case: Case) -> None:
    """Side A's chance to win the phase (W3, and W10 when a moment is played)."""
    sim = simulated(case)
    assert_agrees("win A", engine(case).win[0], sim.win_a, sim.se_win_a)
    assert_agrees("win B", engine(case).win[1], sim.win_b, sim.se_win_b)


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.name)
def test_expected_rounds_match_rolled_dice(case: Case) -> None:
    """Rounds until the phase ends, W3's extra rounds after level totals included."""
    sim = simulated(case)
    assert_agrees("rounds", engine(case).expected_rounds, sim.mean_rounds, sim.se_rounds)


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.name)
def test_crucial_moment_chance_matches_rolled_dice(case: Case) -> None:
    """The chance a crucial moment is triggered (W10): a total within 5 of SR while no one
    has won; with a moment in play, the chance it is played."""
    sim = simulated(case)
    assert_agrees("moment", engine(case).trigger[2], sim.moment, sim.se_moment)


def test_the_simulated_d10_has_the_critical_mean() -> None:
    """The simulator's own die (W1), checked against a value worked by hand: the signed
    roll averages 5.4. Faces 2-9 give 44/10; a 10 gives 10 + X and a 1 gives -X, so the
    two X cancel and add (10 + X - X)/10 = 1. With base 30 the floor of 1 never applies."""
    rng = random.Random(SEED)
    n = 200_000
    rolls = [clash_total(rng, 30) - 30 for _ in range(n)]
    mean = sum(rolls) / n
    sd = math.sqrt(sum((r - mean) ** 2 for r in rolls) / (n - 1))
    assert abs(mean - 5.4) <= TOLERANCE * sd / math.sqrt(n)
    assert min(clash_total(rng, 0) for _ in range(1_000)) >= 1  # never below 1 (W1)
