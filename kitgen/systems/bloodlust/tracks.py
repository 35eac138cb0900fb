"""A unit's loss track and the columns of the casualty table it reads (rulings B6, B7).

The track's boxes from full strength down to 0 EFF, each with the column the unit then
reads in melee, charge and shooting and the morale and heavy-losses lines (B6); and every
column the unit reads with the EFF range of each mode on it, so its sheet alone answers
every roll (B7).
"""

from __future__ import annotations

import math
from dataclasses import replace
from fractions import Fraction

from kitgen import work
from kitgen.model import share_half_up
from kitgen.systems.bloodlust.casualties import (
    column_bounds,
    column_cells,
    column_index,
    lookup_pui,
)
from kitgen.systems.bloodlust.plan import CharacterPlan, ColumnUse, Step, UnitPlan
from kitgen.systems.bloodlust.tables import EXTRA_STEP

ONE = Fraction(1)
SPLITS = (("split2", Fraction(1, 2)), ("split3", Fraction(1, 3)))
"""A unit engaged by 2 or 3 units "doit séparer sa PUI en 2 (en 3) et faire 2 (3) attaques
séparées" (seed III-1): its melee total times these, rounded only to read the table (B1)."""


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
    work.count("bloodlust.track", len(effs))
    for eff in effs:
        total, total_tir = plan.totals_at(eff)
        charge_total = total * multiplier if multiplier is not None else None
        split2, split3 = (_column(total * factor) if eff else None for _, factor in SPLITS)
        lost = plan.eff - eff
        steps.append(
            Step(
                eff=eff,
                lost=lost,
                total=total,
                total_tir=total_tir,
                charge_total=charge_total,
                column=_column(total) if eff else None,
                column_tir=_column(total_tir) if eff else None,
                column_charge=_column(charge_total) if charge_total is not None and eff else None,
                column_split2=split2,
                column_split3=split3,
                morale=eff <= plan.morale_eff,
                heavy_losses=eff < plan.heavy_losses_eff,
            )
        )
    return replace(
        plan, track=tuple(steps), columns=_columns_used(plan, multiplier), characters=characters
    )


def _column(total: Fraction) -> int | None:
    return column_index(lookup_pui(total))


def _columns_used(plan: UnitPlan, multiplier: Fraction | None) -> tuple[ColumnUse, ...]:
    """Every column of the big table the unit reads from full strength down to 1 EFF,
    with the EFF range of each mode on it: melee, charge, shooting, melee engaged by 2
    or 3 units (``SPLITS``), and the one-turn boosts (frenzy, drugs), so the sheet alone
    answers every roll (B7)."""
    modes: list[tuple[str, dict[int, tuple[int, int]]]] = [("melee", _spans(plan, ONE))]
    if multiplier is not None:
        modes.append(("charge", _spans(plan, multiplier)))
    if plan.total_pui_tir > 0:
        modes.append(("tir", _spans(plan, ONE, tir=True)))
    if plan.total_pui > 0:
        modes += [(mode, _spans(plan, factor)) for mode, factor in SPLITS]
    for line in plan.conditionals:
        if line.multiplier is not None:
            modes.append((line.key, _spans(plan, line.multiplier)))
    indexes = sorted({i for _, spans in modes for i in spans}, reverse=True)
    return tuple(
        ColumnUse(
            index=i,
            cells=column_cells(i),
            spans=tuple((mode, spans[i]) for mode, spans in modes if i in spans),
        )
        for i in indexes
    )


def _spans(plan: UnitPlan, factor: Fraction, *, tir: bool = False) -> dict[int, tuple[int, int]]:
    """Column -> (lowest, highest) EFF at which the unit reads it, from 1 EFF to full
    strength, its total times ``factor`` (its total PUI TIR with ``tir``).

    With ``eff`` left the total is ``factor × (troops × eff / EFF + bonus)``
    (``UnitPlan.totals_at``): a line, ``(slope × eff + start) / scale`` in whole numbers,
    flat for a monster. So the lowest EFF of each column comes from the column's lower
    bound in one step, and the work follows the columns read, not the soldiers (a
    bisection for each column took seconds for a horde of 100,000)."""
    troops = plan.troops_total_tir if tir else plan.troops_total
    bonus = plan.bonus_total_tir if tir else plan.bonus_total
    last = plan.eff
    flat = plan.kind == "monster" or troops == 0
    rise = Fraction(0) if flat else factor * troops / last
    base = factor * (troops + bonus) if flat else factor * bonus
    scale = math.lcm(rise.denominator, base.denominator)
    slope = rise.numerator * (scale // rise.denominator)
    start = base.numerator * (scale // base.denominator)

    def lowest(index: int) -> int:
        """The least EFF whose total reads ``index`` or a column to its right: the table
        reads the total rounded half up (B1), so column ``index`` from its low − 1/2."""
        twice = (2 * column_bounds(index)[0] - 1) * scale  # 2 × scale × (low − 1/2)
        if 2 * (slope * last + start) < twice:
            return last + 1
        if 2 * (slope + start) >= twice:
            return 1
        return -((2 * start - twice) // (2 * slope))  # the least eff reaching it

    spans: dict[int, tuple[int, int]] = {}
    eff = 1
    while eff <= last:
        index = column_index(share_half_up(slope * eff + start, scale))
        if index is None:
            eff = lowest(0)
            continue
        high = lowest(index + 1) - 1
        spans[index] = (eff, high)
        work.count("bloodlust.columns")
        eff = high + 1
    return spans
