"""The optional casualties rule of seed 000 ("Pertes dans la bataille"), ruling W12 (pure)."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable
from fractions import Fraction

from kitgen.model import round_half_up
from kitgen.systems.witcher import (
    PHASES,
    ArmyPlan,
    BandOutcome,
    CasualtyPlan,
    Modifier,
    numeric_inferiority,
    standing_works,
)
from kitgen.systems.witcher_model import Casualties
from kitgen.systems.witcher_tables import (
    CASUALTY_BANDS,
    NO_QUARTER_SURVIVORS,
    STANDING_DEFENCE_VALUES,
    CasualtyBand,
)


def likely_max_rounds(success_threshold: int) -> int:
    """Last row of the casualty grid: three phases of about SR/5 + 1 tests each
    (ruling K4 in docs/rulings.md; ``casualties: max_rounds`` overrides)."""
    return 3 * (success_threshold // 5 + 1)


def with_casualties(
    own: ArmyPlan, enemy: ArmyPlan, rule: Casualties, success_threshold: int
) -> ArmyPlan:
    fixed: list[Modifier] = []
    superiority = numeric_inferiority(enemy.headcount, own.headcount, cap=None)
    if superiority:
        fixed.append(
            Modifier("numeric_inferiority", superiority, f"{enemy.headcount}:{own.headcount}")
        )
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
    last = rule.max_rounds or likely_max_rounds(success_threshold)
    bands = tuple(_band_outcome(b, own.headcount, rule.no_quarter) for b in CASUALTY_BANDS)
    plan = CasualtyPlan(
        roller.name,
        tactique,
        enemy.main.sd,
        tuple(fixed),
        tuple(range(3, last + 1)),
        own.headcount,
        bands,
    )
    return dataclasses.replace(own, casualties=plan)


def _soldiers(percent: int, headcount: int) -> int:
    return round_half_up(Fraction(percent * headcount, 100))


def _band_outcome(band: CasualtyBand, headcount: int, no_quarter: bool) -> BandOutcome:
    """Casualties are a percentage of the army; a third of them dead, rounded half up."""
    percents = (band.pct_min, band.quick, band.pct_max)
    lost = _triple(_soldiers(p, headcount) for p in percents)
    dead = _triple(round_half_up(Fraction(n, 3)) for n in lost)
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
