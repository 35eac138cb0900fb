"""The optional casualties rule of seed 000 ("Pertes dans la bataille"), rulings W12 and
K15 (pure)."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable

from kitgen.model import share_half_up
from kitgen.systems.witcher.lengths import Lengths
from kitgen.systems.witcher.model import Casualties
from kitgen.systems.witcher.outcomes import BattleOdds
from kitgen.systems.witcher.phases import PHASES
from kitgen.systems.witcher.rules import (
    ArmyPlan,
    BandOutcome,
    CasualtyPlan,
    Modifier,
    numeric_inferiority,
    standing_works,
)
from kitgen.systems.witcher.tables import (
    CASUALTY_BANDS,
    NO_QUARTER_SURVIVORS,
    STANDING_DEFENCE_VALUES,
    CasualtyBand,
)

GRID_SHARE = 0.99
"""The casualty grid prints the rounds played by this share of battles (ruling K4)."""
GRID_ROWS = 24


def grid_rows(rounds: Lengths, last: int | None = None) -> tuple[int, ...]:
    """Ruling K4: the rows of the casualty grid are the battle's likely round counts,
    from the 0.5 % to the 99.5 % point of their exact distribution, at most 24 rows;
    ``last`` (``casualties: max_rounds``) sets the last row instead. A point past the
    rounds known one by one (ruling K14) counts as the first round after them."""
    edge = (1 - GRID_SHARE) / 2
    low, high = (rounds.within(share) for share in (edge, 1 - edge))
    low = rounds.last + 1 if low is None else low
    high = rounds.last + 1 if high is None else high
    if last is not None:
        low, high = min(low, last), last
    return tuple(range(low, min(high, low + GRID_ROWS - 1) + 1))


def with_casualties(own: ArmyPlan, enemy: ArmyPlan, rule: Casualties) -> ArmyPlan:
    """``own`` with its casualty test; the grid's rows come later, from the odds."""
    fixed: list[Modifier] = []
    # ruling K15: the armies as the battle ends, reinforcements that came included
    own_count, enemy_count = own.headcounts[-1], enemy.headcounts[-1]
    superiority = numeric_inferiority(enemy_count, own_count, cap=None)
    if superiority:
        fixed.append(Modifier("numeric_inferiority", superiority, f"{enemy_count}:{own_count}"))
    specialist_phases = [p for p in PHASES if enemy.committed(p)]
    if specialist_phases:
        fixed.append(
            Modifier(
                "enemy_specialists",
                len(specialist_phases),
                ", ".join(str(p) for p in specialist_phases),
            )
        )
    works = standing_works(enemy.army)
    if works:
        fixed.append(Modifier(works, STANDING_DEFENCE_VALUES[works]))
    roller = own.chief or own.phases[2].leader  # ruling K1 in docs/rulings.md
    tactique = own.army.casualty_tactique
    if tactique is None:
        tactique = (
            roller.tactique if roller.tactique is not None else own.phases[0].leader.tactique
        )
    assert tactique is not None
    # no quarter for ``own`` when the victor that beats it finishes the wounded: any victor,
    # or only the army ``no_quarter_by`` names
    no_quarter = rule.no_quarter_by == enemy.army.name if rule.no_quarter_by else rule.no_quarter
    bands = tuple(_band_outcome(b, own_count, no_quarter) for b in CASUALTY_BANDS)
    plan = CasualtyPlan(
        roller.name,
        tactique,
        enemy.main.sd,
        tuple(fixed),
        (),
        own_count,
        bands,
    )
    return dataclasses.replace(own, casualties=plan)


def with_grid_rows(army: ArmyPlan, odds: BattleOdds, rule: Casualties) -> ArmyPlan:
    if army.casualties is None:
        return army
    rows = grid_rows(odds.rounds, rule.max_rounds)
    return dataclasses.replace(army, casualties=dataclasses.replace(army.casualties, rounds=rows))


def _soldiers(percent: int, headcount: int) -> int:
    return share_half_up(percent * headcount, 100)


def _band_outcome(band: CasualtyBand, headcount: int, no_quarter: bool) -> BandOutcome:
    """Casualties are a percentage of the army; a third of them dead, rounded half up."""
    percents = (band.pct_min, band.quick, band.pct_max)
    lost = _triple(_soldiers(p, headcount) for p in percents)
    dead = _triple(share_half_up(n, 3) for n in lost)
    wounded = _triple(n - d for n, d in zip(lost, dead, strict=True))
    survivors = None
    if no_quarter:
        dice, bonus, quick = NO_QUARTER_SURVIVORS
        pcts = (dice + bonus, quick, 6 * dice + bonus)
        survivors = _triple(_soldiers(p, n) for p, n in zip(pcts, lost, strict=True))
    return BandOutcome(band, lost, dead, wounded, survivors)


def _triple(values: Iterable[int]) -> tuple[int, int, int]:
    a, b, c = values
    return a, b, c


def beaten_dead(outcome: BandOutcome) -> tuple[int, int, int] | None:
    """Dead on the beaten side when the victor gives no quarter: the casualties less
    those who still get away ((1d6 + 2) % of them, seed 000's "Pas de Quartier !"),
    fewest to most: most get away (8 %) from the fewest lost, fewest (3 %) from the most."""
    if outcome.no_quarter_survivors is None:
        return None
    dice, bonus, quick = NO_QUARTER_SURVIVORS
    pcts = (6 * dice + bonus, quick, dice + bonus)
    return _triple(n - _soldiers(p, n) for p, n in zip(pcts, outcome.lost, strict=True))
