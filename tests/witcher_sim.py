"""A seeded Monte Carlo simulator of one Witcher battle phase, written from the rulings.

This is the third, independent check on the odds engine (``kitgen.systems.witcher.race``):
it shares no code with the engine or with the exact oracle. It rolls the dice the way a
table does, one test at a time, and counts what happens:

* ruling W1 - a Clash test is ``base + d10``; a natural 10 gives ``base + 10 + X`` and a
  natural 1 gives ``base - X`` (the 1 itself is not added), never below 1, where X is an
  open-ended d10 (rolled again and added while it shows 10; a 1 on it is just 1);
* ruling W2 - a test scores ``max(0, total - SD)`` points, and points accumulate;
* ruling W3 - both commanders roll once per round; after the round a side at or past SR
  wins; both there in the same round: the higher total wins, equal totals play on;
* ruling W10 - when side A's chance to win a crucial moment is given: once per phase, at
  the start or after a round, if no one has won and either total is within 5 of SR
  (``SR - 5 <= total < SR``), the moment is played; its winner adds 5 points and takes the
  phase if that reaches SR.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

CRUCIAL_WINDOW = 5
"""A crucial moment is triggered by a total within this many points of SR (ruling W10)."""
CRUCIAL_POINTS = 5
"""What the winner of a crucial moment adds to its total (ruling W10)."""


@dataclass(frozen=True, slots=True)
class Sim:
    """Frequencies over ``trials`` simulated phases, each with its standard error."""

    trials: int
    win_a: float
    win_b: float
    se_win_a: float
    """Binomial standard error ``sqrt(p (1 - p) / n)`` of ``win_a``."""
    se_win_b: float
    mean_rounds: float
    """Rounds played until the phase ended (a crucial moment at the start, SR 5, takes
    round 1's place)."""
    se_rounds: float
    """Sample standard deviation of the rounds over ``sqrt(n)``."""
    moment: float
    """With ``crucial``: how often a crucial moment was played. Without: how often one
    would have been triggered (either total within 5 of SR while no one had won)."""
    se_moment: float


def open_ended_d10(rng: random.Random) -> int:
    """X of ruling W1: a d10, rolled again and added while it shows 10."""
    total = 0
    while True:
        face = rng.randint(1, 10)
        total += face
        if face != 10:
            return total


def clash_total(rng: random.Random, base: int) -> int:
    """One Clash test's total (ruling W1)."""
    face = rng.randint(1, 10)
    if face == 10:
        return base + 10 + open_ended_d10(rng)
    if face == 1:
        return max(1, base - open_ended_d10(rng))
    return base + face


def points(rng: random.Random, base: int, sd: int) -> int:
    """What one test scores (ruling W2)."""
    return max(0, clash_total(rng, base) - sd)


def _in_window(total: int, sr: int) -> bool:
    return sr - CRUCIAL_WINDOW <= total < sr


def one_phase(
    rng: random.Random,
    base_a: int,
    sd_a: int,
    base_b: int,
    sd_b: int,
    sr: int,
    crucial: float | None,
) -> tuple[bool, int, bool]:
    """Play one phase: (did side A win, rounds played, was a crucial moment triggered)."""
    a = b = 0
    rounds = 0
    triggered = False
    while True:
        # Ruling W10: at the start or after a round, no one has won yet (W3 below returns
        # as soon as someone has), so a total in the window triggers the one moment.
        if not triggered and (_in_window(a, sr) or _in_window(b, sr)):
            triggered = True
            if crucial is not None:
                # Seed 000's note: with SR 5 the moment may replace any test, so the one
                # due at the start is played in round 1's place (no test that round).
                replaces = rounds == 0
                rounds += 1 if replaces else 0
                if rng.random() < crucial:
                    a += CRUCIAL_POINTS
                    if a >= sr:
                        return True, rounds, True
                else:
                    b += CRUCIAL_POINTS
                    if b >= sr:
                        return False, rounds, True
                if replaces:
                    continue
        # Ruling W3: both roll once; W2: points accumulate.
        rounds += 1
        a += points(rng, base_a, sd_a)
        b += points(rng, base_b, sd_b)
        # A side alone at SR wins; both there, the higher total wins. Equal totals at SR
        # are both there: they play another round (W3).
        if (a >= sr or b >= sr) and a != b:
            return a > b, rounds, triggered


def simulate_phase(
    base_a: int,
    sd_a: int,
    base_b: int,
    sd_b: int,
    sr: int,
    trials: int,
    seed: int,
    crucial: float | None = None,
) -> Sim:
    """Simulate ``trials`` phases of side A (``base_a`` against ``sd_a``) and side B at
    success threshold ``sr``; ``crucial`` is side A's chance to win a crucial moment, or
    ``None`` when none is played (ruling W10)."""
    if sr < 1:
        raise ValueError("the success threshold must be at least 1")
    if trials < 2:
        raise ValueError("a standard error needs at least 2 trials")
    if crucial is not None and not 0.0 <= crucial <= 1.0:
        raise ValueError("the chance to win a crucial moment must be between 0 and 1")
    rng = random.Random(seed)
    wins_a = moments = 0
    rounds_sum = rounds_squares = 0
    for _ in range(trials):
        won, rounds, triggered = one_phase(rng, base_a, sd_a, base_b, sd_b, sr, crucial)
        wins_a += won
        moments += triggered
        rounds_sum += rounds
        rounds_squares += rounds * rounds
    n = trials
    win_a = wins_a / n
    mean = rounds_sum / n
    variance = (n * rounds_squares - rounds_sum * rounds_sum) / (n * (n - 1))  # exact ints
    moment = moments / n
    se_win = _binomial_se(win_a, n)
    return Sim(
        trials=n,
        win_a=win_a,
        win_b=1.0 - win_a,
        se_win_a=se_win,
        se_win_b=se_win,
        mean_rounds=mean,
        se_rounds=math.sqrt(variance / n),
        moment=moment,
        se_moment=_binomial_se(moment, n),
    )


def _binomial_se(p: float, n: int) -> float:
    return math.sqrt(p * (1.0 - p) / n)
