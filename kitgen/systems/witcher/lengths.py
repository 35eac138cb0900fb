"""How many rounds a phase or a whole Witcher battle lasts, as the odds know it (pure;
rulings K13, K14): the chance of each number of rounds up to a limit, and the chance of
more."""

from __future__ import annotations

import math
from bisect import bisect_left
from dataclasses import dataclass
from itertools import accumulate

SLACK = 1e-12
"""A share counts as reached when the sum of float chances misses it by less than this."""


@dataclass(frozen=True, slots=True)
class Lengths:
    """The chance of lasting exactly ``t`` rounds for every ``t`` up to :attr:`last`, and
    the chance of lasting longer, whose rounds are not known one by one (a phase past
    ``race.ROUND_LIMIT`` rounds, ruling K14)."""

    chances: tuple[float, ...]
    """``chances[t]``: the chance of exactly ``t`` rounds."""
    longer: float = 0.0
    """The chance of more than :attr:`last` rounds (0 when every length is listed)."""

    @property
    def last(self) -> int:
        """The most rounds listed."""
        return len(self.chances) - 1

    def within(self, share: float) -> int | None:
        """The fewest rounds ``r`` such that lasting ``r`` rounds or fewer has at least
        ``share`` chance; ``None`` when that point lies past :attr:`last`, where only the
        chance of lasting longer is known."""
        cumulative = list(accumulate(self.chances))
        r = bisect_left(cumulative, share - SLACK)
        if r < len(cumulative):
            return r
        return None if self.longer > 0 else self.last

    def more_than(self, rounds: int) -> float:
        """The chance of more than ``rounds`` rounds (``rounds`` at most :attr:`last`)."""
        return math.fsum([*self.chances[rounds + 1 :], self.longer])
