"""The outcome of a fight carried on turn after turn: who breaks first, and how soon.

A rule system's engine (Bloodlust's, Promiterra's…) works out, exactly, the chance that
a fight between two sides ends at each turn with each side the winner; this module holds
that result, derives what a GM reads from it (each side's chance, the mean length, by
when half and nine in ten of such fights are over, the most likely length) and gives it
the shape ``kitgen compute --json`` publishes under ``engagements`` (docs/compute-json.md).
Pure: no wording (``kitgen.i18n`` says it), no I/O.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

EPSILON = 1e-12
"""What floating-point sums of exact probabilities may miss 1 by."""


@dataclass(frozen=True, slots=True)
class Engagement:
    """One pairing's fight, exactly: ``first`` and ``second`` are the two sides' names;
    ``ends[t]`` is the chance the fight is decided at turn ``t + 1`` in favour of each
    side, or of neither (both broken or destroyed at once), as ``(first, second,
    neither)``; ``rest`` is the chance it is still undecided after ``len(ends)`` turns
    (an engine stops following a fight that has gone on long enough to say so, never
    silently)."""

    first: str
    second: str
    ends: tuple[tuple[float, float, float], ...]
    rest: float = 0.0
    left: tuple[float, float] = (0.0, 0.0)
    """Each side's expected strength left when the fight is decided (EFF, units…)."""
    exact: bool = True
    """False when the engine followed a side on a coarser grid than its strength (each
    loss split between the two nearest points, its mean kept): close, not exact."""
    cut_short: str = ""
    """Why the fight was not followed, if it was not (then ``ends`` is empty and ``rest``
    1): ``"budget"``, the battle's other fights used up what one battle may compute;
    ``"too_large"``, a side past what the engine follows at all. A fight is followed as
    it would be alone, or not at all: never part of the way."""

    def __post_init__(self) -> None:
        total = sum(sum(row) for row in self.ends) + self.rest
        if any(p < -EPSILON for row in self.ends for p in row) or self.rest < -EPSILON:
            raise ValueError("an engagement's chances cannot be negative")
        if abs(total - 1.0) > 1e-9:
            raise ValueError(f"an engagement's chances sum to {total!r}, not 1")

    def named(self, first: str, second: str) -> Engagement:
        """The same fight between sides named ``first`` and ``second``: its chances, checked
        once, are shared, not summed again (an engine that meets one fight between many
        pairs of units names it for each)."""
        copy = object.__new__(Engagement)
        for field, value in (
            ("first", first),
            ("second", second),
            ("ends", self.ends),
            ("rest", self.rest),
            ("left", self.left),
            ("exact", self.exact),
            ("cut_short", self.cut_short),
        ):
            object.__setattr__(copy, field, value)
        return copy

    def swapped(self) -> Engagement:
        """The same fight told from the other side: its two sides exchanged."""
        return Engagement(
            self.second,
            self.first,
            tuple((b, a, n) for a, b, n in self.ends),
            self.rest,
            (self.left[1], self.left[0]),
            self.exact,
            self.cut_short,
        )

    @property
    def followed(self) -> bool:
        """Whether the fight was followed (in full: an engine never stops part-way)."""
        return not self.cut_short

    @property
    def win(self) -> tuple[float, float]:
        """The chance that each side breaks or destroys the other first."""
        return (sum(row[0] for row in self.ends), sum(row[1] for row in self.ends))

    @property
    def neither(self) -> float:
        """The chance that the fight ends with both sides out at once."""
        return sum(row[2] for row in self.ends)

    @property
    def by_turn(self) -> tuple[float, ...]:
        """The chance that the fight is decided at each turn (1, 2, …), whoever wins."""
        return tuple(sum(row) for row in self.ends)

    @property
    def mean(self) -> float | None:
        """The mean number of turns, or ``None`` if some fights outlast what was followed
        (a mean that leaves them out would be a wrong number)."""
        if self.rest > EPSILON:
            return None
        return sum((t + 1) * p for t, p in enumerate(self.by_turn))

    def within(self, share: float) -> int | None:
        """The fewest turns by which at least ``share`` of such fights are decided, or
        ``None`` if not within the turns followed."""
        return turns_within(self.by_turn, share)

    @property
    def likeliest(self) -> int | None:
        """The single most likely length in turns (the earliest of equals)."""
        chances = self.by_turn
        if not chances:
            return None
        return max(range(len(chances)), key=lambda t: (chances[t], -t)) + 1

    def as_json(self) -> dict[str, Any]:
        """The entry of ``compute --json``'s ``engagements`` (a public contract: keys are
        only ever added)."""
        first, second = self.win
        return {
            "sides": [self.first, self.second],
            # by position, as in ``sides``: a side's name may be anything, even "neither"
            "win": {"first": first, "second": second, "neither": self.neither},
            "turns": {
                "mean": self.mean,
                "p50": self.within(0.5),
                "p90": self.within(0.9),
                "distribution": list(self.by_turn),
                "rest": self.rest,
                "followed": len(self.ends),
            },
            "left": {"first": self.left[0], "second": self.left[1]},
            "exact": self.exact,
            "followed": self.followed,
            "cut_short": self.cut_short or None,
        }


def not_followed(first: str, second: str, why: str) -> Engagement:
    """The fight of ``first`` and ``second``, not followed for reason ``why`` (see
    :attr:`Engagement.cut_short`): every chance in ``rest``."""
    return Engagement(first, second, (), 1.0, cut_short=why)


def turns_within(chances: Sequence[float], share: float) -> int | None:
    """The fewest turns ``t`` (counted from 1) such that ending within ``t`` turns has at
    least ``share`` chance (``chances[i]``: ending at turn ``i + 1``); ``None`` if the
    chances given never add up to ``share``."""
    total = 0.0
    for index, chance in enumerate(chances):
        total += chance
        if total >= share - EPSILON:
            return index + 1
    return None


Plan = TypeVar("Plan")
Kept = TypeVar("Kept")


class PerPlan(Generic[Plan, Kept]):
    """What a battle's engagements came to, kept by the plan's identity (a plan is not
    hashable) for the last ``most`` plans: a run has one, the tests a few. The engines
    take seconds on a large battle, so their results are worked out where they are
    printed, never in ``compute``, and once whatever prints them."""

    def __init__(self, most: int = 4) -> None:
        self.most = most
        self._kept: list[tuple[Plan, Kept]] = []

    def get(self, plan: Plan, work: Callable[[Plan], Kept]) -> Kept:
        """``work(plan)``, worked out once for ``plan``."""
        for kept, found in self._kept:
            if kept is plan:
                return found
        found = work(plan)
        self._kept.append((plan, found))
        del self._kept[: -self.most]
        return found

    def clear(self) -> None:
        """Forget every plan's results (a benchmark's cold start)."""
        self._kept.clear()
