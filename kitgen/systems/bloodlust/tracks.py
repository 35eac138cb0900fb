"""A unit's loss track and the columns of the casualty table it reads (rulings B6, B7).

The track's boxes from full strength down to 0 EFF, each with the column the unit then
reads in melee, charge and shooting and the morale and heavy-losses lines (B6); and every
column the unit reads with the EFF range of each mode on it, so its sheet alone answers
every roll (B7).
"""

from __future__ import annotations

import bisect
from collections.abc import Callable
from dataclasses import replace
from fractions import Fraction

from kitgen.systems.bloodlust.casualties import column_index, lookup_pui, table_cell
from kitgen.systems.bloodlust.plan import CharacterPlan, ColumnUse, Step, UnitPlan
from kitgen.systems.bloodlust.tables import EXTRA_STEP, TABLE_ROWS

ONE = Fraction(1)


def track_step(eff: int) -> int:
    """Soldiers per box: 1 for small units, else 5 (the table's own step) or a multiple
    of 5 that keeps the track to 60 boxes."""
    if eff <= 25:
        return 1
    return EXTRA_STEP * -(-eff // (EXTRA_STEP * 60))


def with_tracks(plan: UnitPlan, characters: tuple[CharacterPlan, ...]) -> UnitPlan:
    """``plan`` with its loss track (B6), the columns it reads (B7) and its characters."""
    multiplier = plan.charge.multiplier if plan.charge else None
    step = track_step(plan.eff)
    steps: list[Step] = []
    effs = list(range(plan.eff, 0, -step))
    if effs[-1] != 0:
        effs.append(0)
    for eff in effs:
        total, total_tir = plan.totals_at(eff)
        charge_total = total * multiplier if multiplier is not None else None
        lost = plan.eff - eff
        steps.append(
            Step(
                eff=eff,
                lost=lost,
                total=total,
                total_tir=total_tir,
                charge_total=charge_total,
                column=column_index(lookup_pui(total)) if eff else None,
                column_tir=column_index(lookup_pui(total_tir)) if eff else None,
                column_charge=(
                    column_index(lookup_pui(charge_total))
                    if charge_total is not None and eff
                    else None
                ),
                morale=eff <= plan.morale_eff,
                heavy_losses=eff < plan.heavy_losses_eff,
            )
        )
    return replace(
        plan, track=tuple(steps), columns=_columns_used(plan, multiplier), characters=characters
    )


def _columns_used(plan: UnitPlan, multiplier: Fraction | None) -> tuple[ColumnUse, ...]:
    """Every column of the big table the unit reads from full strength down to 1 EFF,
    with the EFF range of each mode on it: melee, charge, shooting, and the one-turn
    boosts (frenzy, drugs), so the sheet alone answers every roll (B7)."""

    def spans_of(index_of: Callable[[int], int | None]) -> dict[int, tuple[int, int]]:
        effs = range(1, plan.eff + 1)
        keyed = [_key(index_of(e)) for e in (effs[0], effs[-1])]
        spans: dict[int, tuple[int, int]] = {}
        for index in range(max(keyed[0], 0), keyed[1] + 1):
            low = bisect.bisect_left(effs, index, key=lambda e: _key(index_of(e)))
            high = bisect.bisect_right(effs, index, key=lambda e: _key(index_of(e)))
            if low < high:
                spans[index] = (effs[low], effs[high - 1])
        return spans

    def melee_times(factor: Fraction) -> Callable[[int], int | None]:
        return lambda eff: column_index(lookup_pui(plan.totals_at(eff)[0] * factor))

    modes: list[tuple[str, dict[int, tuple[int, int]]]] = [("melee", spans_of(melee_times(ONE)))]
    if multiplier is not None:
        modes.append(("charge", spans_of(melee_times(multiplier))))
    if plan.total_pui_tir > 0:
        modes.append(
            ("tir", spans_of(lambda eff: column_index(lookup_pui(plan.totals_at(eff)[1]))))
        )
    for line in plan.conditionals:
        if line.multiplier is not None:
            modes.append((line.key, spans_of(melee_times(line.multiplier))))
    indexes = sorted({i for _, spans in modes for i in spans}, reverse=True)
    return tuple(
        ColumnUse(
            index=i,
            cells=tuple(table_cell(row, i) for row in range(1, TABLE_ROWS + 1)),
            spans=tuple((mode, spans[i]) for mode, spans in modes if i in spans),
        )
        for i in indexes
    )


def _key(index: int | None) -> int:
    return -1 if index is None else index
