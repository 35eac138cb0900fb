"""The casualty table as a unit reads it (ruling B2).

Which column a total PUI falls in, rounded half up only at look-up time (B1); the cell at
a row, the table going on past row 30 and past 1000 PUI; a unit's own column (B7); and the
exact distribution of what one combat roll inflicts.
"""

from __future__ import annotations

import functools
from fractions import Fraction

from kitgen.dice import Dist, d
from kitgen.model import round_half_up
from kitgen.systems.bloodlust.tables import (
    CASUALTY_COLUMNS,
    CASUALTY_TABLE,
    EXTRA_COLUMN_WIDTH,
    EXTRA_STEP,
    TABLE_ROWS,
)

D10 = d(10)


def column_index(pui: int) -> int | None:
    """The casualty-table column of a unit's total PUI (rounded, B1); None for PUI 0.

    Past 1000, each further 100 PUI (or part of it) is one more column (B2)."""
    if pui <= 0:
        return None
    for index, (_, high) in enumerate(CASUALTY_COLUMNS):
        if pui <= high:
            return index
    last_high = CASUALTY_COLUMNS[-1][1]
    return len(CASUALTY_COLUMNS) - 1 + -(-(pui - last_high) // EXTRA_COLUMN_WIDTH)


def column_bounds(index: int) -> tuple[int, int]:
    """The total-PUI range a column covers, extended columns included."""
    if index < len(CASUALTY_COLUMNS):
        return CASUALTY_COLUMNS[index]
    beyond = index - (len(CASUALTY_COLUMNS) - 1)
    last_high = CASUALTY_COLUMNS[-1][1]
    return (
        last_high + (beyond - 1) * EXTRA_COLUMN_WIDTH + 1,
        last_high + beyond * EXTRA_COLUMN_WIDTH,
    )


def table_cell(row: int, index: int) -> int:
    """Casualties at ``row`` in column ``index``: rows below 1 read row 1, rows past 30
    and columns past 1000 PUI go on at +5 each (B2)."""
    row = max(row, 1)
    last_column = len(CASUALTY_COLUMNS) - 1
    base = CASUALTY_TABLE[min(row, TABLE_ROWS) - 1][min(index, last_column)]
    return base + EXTRA_STEP * max(0, row - TABLE_ROWS) + EXTRA_STEP * max(0, index - last_column)


@functools.lru_cache(maxsize=1024)
def column_cells(index: int) -> tuple[int, ...]:
    """Column ``index`` of the table, rows 1 to 30: the same for every unit reading it."""
    return tuple(table_cell(row, index) for row in range(1, TABLE_ROWS + 1))


def casualties(row: int, pui: int) -> int:
    """What a unit of total PUI ``pui`` (rounded) inflicts on a combat roll of ``row``."""
    index = column_index(pui)
    return 0 if index is None else table_cell(row, index)


def lookup_pui(total: Fraction) -> int:
    """Total PUI as the table reads it: rounded half up, only at look-up time (B1)."""
    return round_half_up(total) if total > 0 else 0


def casualty_column(total: Fraction, rows: int = TABLE_ROWS) -> tuple[int, ...]:
    """What a unit inflicts for rows 1..``rows`` (B7)."""
    pui = lookup_pui(total)
    return tuple(casualties(row, pui) for row in range(1, rows + 1))


def inflicted(total: Fraction, modifier: int, cap: int | None = None) -> Dist:
    """Exact distribution of casualties from one combat roll: d10 + ``modifier`` on the
    column of ``total``, at most ``cap`` (a unit cannot lose more soldiers than it has)."""
    return _inflicted(column_index(lookup_pui(total)), modifier, cap)


@functools.lru_cache(maxsize=4096)
def _inflicted(index: int | None, modifier: int, cap: int | None) -> Dist:
    """:func:`inflicted` on column ``index``, the d10's faces counted in whole numbers
    (every matchup of a battle builds one: thousands in a large one)."""
    counts: dict[int, int] = {}
    for roll in D10.outcomes:
        value = 0 if index is None else table_cell(roll + modifier, index)
        if cap is not None:
            value = min(value, cap)
        counts[value] = counts.get(value, 0) + 1
    return Dist(tuple((v, Fraction(n, len(D10))) for v, n in sorted(counts.items())))
