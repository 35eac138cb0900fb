"""What the odds of a Witcher battle are made of: per clash, per phase, for the casualty
test and for the whole battle (worked out by ``odds``, carried by the plan)."""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from fractions import Fraction

from kitgen.systems.witcher.lengths import Lengths
from kitgen.systems.witcher.phases import Skill
from kitgen.systems.witcher.race import RaceOdds

Poly = list[float]
"""A distribution over rounds: ``poly[t]`` is the chance of exactly t rounds."""


def plus(x: Poly, y: Poly) -> Poly:
    """Two rounds distributions added term by term."""
    if len(x) < len(y):
        x, y = y, x
    return [v + (y[i] if i < len(y) else 0.0) for i, v in enumerate(x)]


def mix(weighted: Sequence[tuple[float, Sequence[float]]]) -> tuple[float, ...]:
    """Rounds distributions weighted by their chances, summed."""
    out: Poly = []
    for weight, dist in weighted:
        if weight:
            out = plus(out, [weight * p for p in dist])
    return tuple(out)


@dataclass(frozen=True, slots=True)
class ClashOdds:
    """One commander's Clash test with one skill: how often it scores, and how much."""

    skill: Skill
    scores: Fraction
    """The chance one test scores at least 1 point."""
    mean_points: Fraction


@dataclass(frozen=True, slots=True)
class PhaseOdds:
    phase: int
    races: tuple[tuple[Skill, RaceOdds], ...]
    """One race for phases 1 and 2; for phase 3, one per skill the winner may pick."""
    picks: tuple[Skill, Skill]
    """The skill each army takes if it wins the previous phase (phase 3, ruling W9)."""
    before: tuple[float, float]
    """Each army's chance to win the previous phase (``(1, 0)`` when it does not matter)."""
    crucial: float | None
    """The first army's chance to win this phase's crucial moment, when one is played."""

    def race(self, skill: Skill) -> RaceOdds:
        return next(r for s, r in self.races if s is skill)

    def chosen(self, army: int) -> RaceOdds:
        """The race played when ``army`` picks the skill."""
        return self.race(self.picks[army])

    def _weighted(self, value: Callable[[RaceOdds], float]) -> float:
        """``value`` of the race played, weighted by who picks the skill."""
        return sum(p * value(self.chosen(i)) for i, p in enumerate(self.before))

    @property
    def win(self) -> tuple[float, float]:
        a = self._weighted(lambda r: r.win[0])
        return a, 1.0 - a

    @property
    def rounds(self) -> Lengths:
        """How many rounds the phase lasts."""
        races = [(p, self.chosen(i).rounds()) for i, p in enumerate(self.before)]
        return Lengths(
            mix([(p, r.chances) for p, r in races]), math.fsum(p * r.longer for p, r in races)
        )

    @property
    def expected_rounds(self) -> float:
        return self._weighted(lambda r: r.expected_rounds)

    @property
    def trigger(self) -> tuple[float, float, float]:
        return (
            self._weighted(lambda r: r.trigger[0]),
            self._weighted(lambda r: r.trigger[1]),
            self._weighted(lambda r: r.trigger[2]),
        )


@dataclass(frozen=True, slots=True)
class CasualtyOdds:
    """One army's casualty test, before the battle."""

    cells: dict[tuple[int, int], float]
    """(phases won, rounds played) -> chance, for every pair with a chance above 1e-16
    whose rounds are known one by one (up to ``BattleOdds.rounds.last``)."""
    bands: tuple[float, ...]
    """The chance of each band of ``CASUALTY_BANDS``."""
    expected_lost: float
    expected_dead: float


@dataclass(frozen=True, slots=True)
class BattleOdds:
    phases: tuple[PhaseOdds, ...]
    joint: tuple[tuple[float, ...], ...]
    """``joint[w][r]``: the first army wins ``w`` phases and the battle lasts ``r`` rounds;
    past ``rounds.last``, when a phase may run past ``race.ROUND_LIMIT`` rounds, one
    last entry holds every longer battle."""
    rounds: Lengths
    """How many rounds the battle lasts over its three phases."""
    casualties: tuple[CasualtyOdds | None, ...]
    crucial_phases: tuple[int, ...]
    players: int | None
    """The army the player characters fight for, when crucial moments are played."""
    players_win: float | None

    def phases_won(self, army: int) -> tuple[float, float, float, float]:
        """The chance ``army`` wins 0, 1, 2, 3 phases."""
        first = [math.fsum(row) for row in self.joint]
        won = first if army == 0 else first[::-1]
        return won[0], won[1], won[2], won[3]

    def phase_win(self, army: int) -> tuple[float, float, float]:
        """``army``'s chance to win phases 1, 2 and 3 (phase 3 with the skill picked by
        the winner of phase 2)."""
        p1, p2, p3 = (phase.win[army] for phase in self.phases)
        return p1, p2, p3

    def battle_win(self, army: int) -> float:
        won = self.phases_won(army)
        return won[2] + won[3]

    def crushing(self, army: int) -> float:
        return self.phases_won(army)[3]

    @property
    def expected_rounds(self) -> float:
        """Exact, even when very long phases are only counted in ``rounds.longer``."""
        return math.fsum(phase.expected_rounds for phase in self.phases)


def _blend_lengths(weighted: Sequence[tuple[float, Lengths]]) -> Lengths:
    return Lengths(
        mix([(w, d.chances) for w, d in weighted]), math.fsum(w * d.longer for w, d in weighted)
    )


@dataclass(frozen=True, slots=True)
class BlendedPhaseOdds(PhaseOdds):
    """One phase across outcomes of the crucial moments its DCs hang on, each weighted
    by its chance: its races, picks and crucial moment are the first part's (the words
    that name them), its chances, lengths and triggers the weighted sum of the parts'."""

    parts: tuple[tuple[float, PhaseOdds], ...] = ()

    @property
    def win(self) -> tuple[float, float]:
        a = math.fsum(w * p.win[0] for w, p in self.parts)
        return a, 1.0 - a

    @property
    def rounds(self) -> Lengths:
        return _blend_lengths([(w, p.rounds) for w, p in self.parts])

    @property
    def expected_rounds(self) -> float:
        return math.fsum(w * p.expected_rounds for w, p in self.parts)

    @property
    def trigger(self) -> tuple[float, float, float]:
        a, b, c = (math.fsum(w * p.trigger[i] for w, p in self.parts) for i in range(3))
        return a, b, c


def blend(weighted: Sequence[tuple[float, BattleOdds]]) -> BattleOdds:
    """Battles' odds weighted by their chances (summing to 1), summed: the odds of a
    battle whose DCs hang on crucial moments, each outcome's DCs in its own part. The
    casualty odds stay the first part's."""
    first = weighted[0][1]
    phases = tuple(
        BlendedPhaseOdds(
            phase.phase,
            phase.races,
            phase.picks,
            phase.before,
            phase.crucial,
            tuple((w, odds.phases[k]) for w, odds in weighted),
        )
        for k, phase in enumerate(first.phases)
    )
    rows = max(len(odds.joint) for _, odds in weighted)
    joint = tuple(
        mix([(w, odds.joint[r]) for w, odds in weighted if r < len(odds.joint)])
        for r in range(rows)
    )
    return dataclasses.replace(
        first,
        phases=phases,
        joint=joint,
        rounds=_blend_lengths([(w, odds.rounds) for w, odds in weighted]),
    )
