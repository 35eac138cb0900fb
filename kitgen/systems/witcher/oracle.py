"""The phase race of ``witcher_race`` done the slow, obvious way, in exact fractions.

This is the reference the tests hold the fast engines to (STYLE.md: fast code checked
against a slow obvious version). It follows the rules literally: from each pair of totals
it looks at one round of tests and sums over what can happen, solving the round where
nothing changes (both score 0) as the geometric series it is. Only the per-test points
distribution is truncated (``kitgen.dice.critical_d10``, exact to 1e-16); everything else
is exact rational arithmetic.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction
from itertools import accumulate

from kitgen.dice import Dist

ZERO, ONE = Fraction(0), Fraction(1)
WINDOW = POINTS = 5


@dataclass(frozen=True, slots=True)
class Exact:
    win_a: Fraction
    win_b: Fraction
    expected_rounds: Fraction
    trigger: tuple[Fraction, Fraction, Fraction]
    first_rounds: tuple[tuple[Fraction, Fraction], ...]
    """The chance the phase ends after round t = 0, 1, ... won by A, by B."""


@dataclass(frozen=True, slots=True)
class _Round:
    """What one round of tests does from totals (a, b)."""

    a_wins: Fraction
    b_wins: Fraction
    level: Fraction
    goes_on: tuple[tuple[int, int, Fraction], ...]
    """(new a, new b, chance) for every outcome that leaves both below SR."""


class _Rounds:
    """``_one_round`` for one matchup, each pair of totals worked out once."""

    def __init__(self, pa: Dist, pb: Dist, sr: int) -> None:
        self.pa, self.pb, self.sr = pa, pb, sr
        self.below = _cumulative(pb)
        self.memo: dict[tuple[int, int], _Round] = {}

    def __call__(self, a: int, b: int) -> _Round:
        if (a, b) not in self.memo:
            self.memo[(a, b)] = _one_round(self.pa, self.pb, self.sr, a, b, self.below)
        return self.memo[(a, b)]


def _one_round(
    pa: Dist, pb: Dist, sr: int, a: int, b: int, below: Callable[[int], Fraction]
) -> _Round:
    """Sum over A's points ``x``; for B's points only the chance of landing below SR,
    below A's new total, on it or above it matters once A has reached SR."""
    a_wins = b_wins = level = ZERO
    goes_on = []
    for x, wx in pa:
        if a + x < sr:
            for y, wy in pb:
                if b + y < sr:
                    goes_on.append((a + x, b + y, wx * wy))
            b_wins += wx * (1 - below(sr - b))
        else:
            a_wins += wx * below(sr - b)  # B stays below SR
            a_wins += wx * (below(a + x - b) - below(sr - b))  # B reaches, lower
            level += wx * (below(a + x - b + 1) - below(a + x - b))
            b_wins += wx * (1 - below(a + x - b + 1))  # B reaches, higher
    return _Round(a_wins, b_wins, level, tuple(goes_on))


def _cumulative(points: Dist) -> Callable[[int], Fraction]:
    """``below(v)``: the chance of fewer than ``v`` points."""
    table = dict(zip(points.outcomes, accumulate(w for _, w in points), strict=True))
    outcomes = points.outcomes

    def below(v: int) -> Fraction:
        i = bisect_left(outcomes, v)
        return table[outcomes[i - 1]] if i else ZERO

    return below


def _deadlock(one_round: _Rounds) -> tuple[Fraction, Fraction, Fraction]:
    """After level totals, one more round: (chance it leaves them level, chance A breaks
    the deadlock ahead, expected extra rounds until someone is ahead)."""
    below = one_round.below
    ahead = sum((w * below(x) for x, w in one_round.pa), ZERO)
    equal = sum((w * (below(x + 1) - below(x)) for x, w in one_round.pa), ZERO)
    behind = 1 - ahead - equal
    return equal, ahead / (ahead + behind), ONE / (ahead + behind)


def oracle(pa: Dist, pb: Dist, sr: int, crucial: Fraction | None = None, rounds: int = 4) -> Exact:
    """Win chances, expected rounds, crucial-moment triggers and the first ``rounds``
    rounds' end chances of a phase, exactly."""
    one_round = _Rounds(pa, pb, sr)
    equal, breaks, extra = _deadlock(one_round)
    window = sr - WINDOW
    memo: dict[tuple[int, int, bool], tuple[Fraction, Fraction]] = {}

    def crucial_node(a: int, b: int) -> tuple[Fraction, Fraction]:
        """(A's chance to win, expected rounds) when a crucial moment is played now."""
        assert crucial is not None
        win = rounds_left = ZERO
        for chance, na, nb in ((crucial, a + POINTS, b), (1 - crucial, a, b + POINTS)):
            if na >= sr:
                win += chance
            elif nb < sr:
                w, r = state(na, nb, True)
                win += chance * w
                rounds_left += chance * r
        return win, rounds_left

    def state(a: int, b: int, played: bool) -> tuple[Fraction, Fraction]:
        """(A's chance to win, expected rounds) from totals (a, b) before a round."""
        key = (a, b, played)
        if key not in memo:
            step = one_round(a, b)
            stay = next((w for x, y, w in step.goes_on if (x, y) == (a, b)), ZERO)
            win = step.a_wins + step.level * breaks
            rounds_left = ONE + step.level * extra
            for x, y, w in step.goes_on:
                if (x, y) == (a, b):
                    continue
                if crucial is not None and not played and (x >= window or y >= window):
                    nw, nr = crucial_node(x, y)
                else:
                    nw, nr = state(x, y, played)
                win += w * nw
                rounds_left += w * nr
            memo[key] = (win / (1 - stay), rounds_left / (1 - stay))
        return memo[key]

    if crucial is not None and window <= 0:
        # seed 000's note on crucial moments: at SR 5 the moment replaces a test, so the
        # one due at the start is round 1
        win_a, expected = crucial_node(0, 0)
        expected += 1
    else:
        win_a, expected = state(0, 0, False)
    return Exact(
        win_a,
        1 - win_a,
        expected,
        _triggers(one_round),
        _first_rounds(one_round, crucial, rounds, equal, breaks),
    )


def _triggers(one_round: _Rounds) -> tuple[Fraction, Fraction, Fraction]:
    """The chance the first moment a total is within 5 of SR (both below SR) finds A's
    total there, B's, either."""
    window = one_round.sr - WINDOW
    if window <= 0:
        return ONE, ONE, ONE
    memo: dict[tuple[int, int], tuple[Fraction, Fraction, Fraction]] = {}

    def state(a: int, b: int) -> tuple[Fraction, Fraction, Fraction]:
        if (a, b) not in memo:
            step = one_round(a, b)
            by_a = by_b = either = ZERO
            stay = ZERO
            for x, y, w in step.goes_on:
                if (x, y) == (a, b):
                    stay = w
                elif x >= window or y >= window:
                    by_a += w if x >= window else ZERO
                    by_b += w if y >= window else ZERO
                    either += w
                else:
                    ta, tb, te = state(x, y)
                    by_a, by_b, either = by_a + w * ta, by_b + w * tb, either + w * te
            memo[(a, b)] = (by_a / (1 - stay), by_b / (1 - stay), either / (1 - stay))
        return memo[(a, b)]

    return state(0, 0)


def _first_rounds(
    one_round: _Rounds,
    crucial: Fraction | None,
    rounds: int,
    equal: Fraction,
    breaks: Fraction,
) -> tuple[tuple[Fraction, Fraction], ...]:
    """Round by round, forwards: the chance the phase ends after round t, by winner."""
    sr = one_round.sr
    window = sr - WINDOW
    ends = [[ZERO, ZERO] for _ in range(rounds + 1)]
    level_after = [ZERO] * (rounds + 1)  # level totals still playing on after round t
    states: dict[tuple[int, int, bool], Fraction] = {(0, 0, False): ONE}

    def moment(states: dict[tuple[int, int, bool], Fraction], t: int) -> None:
        if crucial is None:
            return
        for (a, b, played), w in list(states.items()):
            if played or (a < window and b < window):
                continue
            del states[(a, b, played)]
            for chance, na, nb, side in (
                (crucial, a + POINTS, b, 0),
                (1 - crucial, a, b + POINTS, 1),
            ):
                if max(na, nb) >= sr:
                    ends[t][side] += w * chance
                else:
                    key = (na, nb, True)
                    states[key] = states.get(key, ZERO) + w * chance

    first = 1
    if crucial is not None and window <= 0:
        moment(states, 1)  # the moment due at the start takes round 1's place (no test)
        first = 2
    for t in range(first, rounds + 1):
        following: dict[tuple[int, int, bool], Fraction] = {}
        # level totals from earlier rounds: decided now, or level again
        ends[t][0] += level_after[t - 1] * (1 - equal) * breaks
        ends[t][1] += level_after[t - 1] * (1 - equal) * (1 - breaks)
        level_after[t] = level_after[t - 1] * equal
        for (a, b, played), w in states.items():
            step = one_round(a, b)
            ends[t][0] += w * step.a_wins
            ends[t][1] += w * step.b_wins
            level_after[t] += w * step.level
            for x, y, c in step.goes_on:
                following[(x, y, played)] = following.get((x, y, played), ZERO) + w * c
        moment(following, t)
        states = following
    return tuple((a, b) for a, b in ends)
