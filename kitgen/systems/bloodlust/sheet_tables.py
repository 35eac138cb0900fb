"""The casualty columns and the loss track of a unit sheet, and the quick reference's
casualty table: ready-made cells for the template (ruling B7).

A column of the casualty table has one letter everywhere in a kit: A is PUI 1–10, B
11–20 … J 91–100, K 101–150, L 151–200, M 201–300 … T 901–1000, then U, V … for the
columns past 1000 (B2). A sheet prints only the unit's own columns, the ones it reads at
full strength (melee, charge, shooting, split against 2 or 3, one-turn boosts), each
headed by its letter and its PUI range; the loss track names, under each box, the
letter the unit reads at that strength in each mode, and the quick reference prints
the table once, under the same letters, from A to the strongest column the battle
reads.
"""

from __future__ import annotations

import string
from fractions import Fraction
from typing import Any

from kitgen.i18n import Text
from kitgen.systems.bloodlust.casualties import (
    column_bounds,
    column_cells,
    column_index,
    lookup_pui,
)
from kitgen.systems.bloodlust.plan import Step, UnitPlan
from kitgen.systems.bloodlust.tables import EXTRA_STEP, TABLE_ROWS

LETTERS = string.ascii_uppercase

TRACK_MODES = ("melee", "charge", "tir", "split2", "split3")
"""The loss track's lines under its boxes, in this order, when the unit has the mode."""
BOOSTS = ("frenzy", "combat_drugs")
"""One-turn multipliers of the unit's PUI (seed II-4), a line of the track each too."""
MODE_ORDER = ("melee", "charge", "tir", *BOOSTS, "split2", "split3")
"""The order of the sheet's own columns, by the first mode that reads each."""

BOX_PITCH = 7.6
"""Millimetres from one loss-track box to the next: a 7 mm box a pencil ticks, and
its gap (``kit.css``: ``.track``)."""
TRACK_LABEL = 17.0
"""Millimetres of the track's first column, which names each line (``mêlée ½``)."""
EFF_DIGIT = 1.6
"""Millimetres of one digit of the EFF above a box at 7.5 pt, its space included."""

REFERENCE_PER_TABLE = 10
"""Columns in each of the quick reference's casualty tables, one under the other."""


def column_letter(position: int) -> str:
    """A, B … Z, then AA, AB …: the columns past 1000 PUI go on after T."""
    label = ""
    position += 1
    while position:
        position, rest = divmod(position - 1, len(LETTERS))
        label = LETTERS[rest] + label
    return label


def letter(index: int | None) -> str:
    """A column's letter, or a dash for none (a total PUI of 0 reads no column)."""
    return "—" if index is None else column_letter(index)


def column_of(total: Fraction) -> int | None:
    """The casualty table's column a total PUI reads (None: no power)."""
    return column_index(lookup_pui(total))


def band(index: int, t: Text) -> str:
    """A column's PUI range: ``151–200``."""
    low, high = column_bounds(index)
    return f"{t.number(low)}–{t.number(high)}"


# --- the sheet's own columns ---------------------------------------------------------------


def own_columns(unit: UnitPlan, t: Text) -> dict[str, Any]:
    """The columns the unit reads at full strength, in any mode (B7), as a table in two
    blocks side by side (rows 1–15, rows 16–30): each column headed by its letter, its
    PUI range and the modes that read it; the melee column marked (``melee``)."""
    modes: dict[int, list[str]] = {}
    for use in unit.columns:
        for mode, (_, high) in use.spans:
            if high == unit.eff:
                modes.setdefault(use.index, []).append(mode)
    ordered = sorted(modes, key=lambda i: min(MODE_ORDER.index(m) for m in modes[i]))
    columns = [
        {
            "letter": letter(i),
            "band": t("sheet.column_head", range=band(i, t)),
            # the same on two lines ("PUI" over "101–150"), for three blocks across
            "band_lines": [t("sheet.column_head", range="").strip(), band(i, t)],
            "modes": " · ".join(t(f"track.{m}") for m in sorted(modes[i], key=MODE_ORDER.index)),
            "melee": "melee" in modes[i],
        }
        for i in ordered
    ]
    cells = [(column_cells(i), "melee" in modes[i]) for i in ordered]
    half = TABLE_ROWS // 2
    rows = [
        {"row": r + 1, "cells": [(t.number(c[r]), melee) for c, melee in cells]}
        for r in range(TABLE_ROWS)
    ]
    return {
        "columns": columns,
        "blocks": [rows[:half], rows[half:]] if columns else [],
        "thirds": False,  # three blocks across instead (``presenter._sheet_deck``)
    }


# --- the loss track -------------------------------------------------------------------------


def track_modes(unit: UnitPlan) -> list[tuple[str, Fraction | None]]:
    """The track's lines: (mode, multiplier of the melee total for a boost)."""
    present = {
        "melee": True,
        "charge": unit.charge is not None,
        "tir": unit.total_pui_tir > 0,
        "split2": unit.total_pui > 0,
        "split3": unit.total_pui > 0,
    }
    lines: list[tuple[str, Fraction | None]] = [(m, None) for m in TRACK_MODES if present[m]]
    boosts = {c.key: c.multiplier for c in unit.conditionals if c.multiplier is not None}
    split = lines.index(("split2", None)) if present["split2"] else len(lines)
    lines[split:split] = [(key, boosts[key]) for key in BOOSTS if key in boosts]
    return lines


def _box_letter(step: Step, mode: str, multiplier: Fraction | None) -> str:
    if not step.eff:
        return "·"
    by_mode = step.column_in(mode) if multiplier is None else None
    index = column_of(step.total * multiplier) if multiplier is not None else by_mode
    return "·" if index is None else column_letter(index)


def sheet_track(unit: UnitPlan) -> tuple[Step, ...]:
    """The steps a sheet's track shows: the model's, but for a unit of a box a soldier
    whose EFF is a multiple of 5 (the battery, 15), whose losses from the casualty
    table always come in fives (B2), a box per 5 (round 18: 15, 10, 5, 0): its morale
    mark then falls on the first box that reaches the check (seed VI)."""
    track = unit.track
    if len(track) > 2 and track[1].lost == 1 and unit.eff % EXTRA_STEP == 0:
        return tuple(s for s in track if s.lost % EXTRA_STEP == 0)
    return track


def track_boxes(unit: UnitPlan) -> list[dict[str, Any]]:
    """The track's boxes from full strength to 0: the EFF left, the zone the box is in
    (morale check from the 50 % line, rally at −10 past 75 %: B6), where a zone starts,
    and the letter each line reads there."""
    lines = track_modes(unit)
    # a box a soldier while the casualty table counts in fives (B2): each 5 of losses
    # one group of boxes to tick, told apart (round 17)
    track = sheet_track(unit)
    fives = len(track) > 1 and track[1].lost == 1 and unit.eff > EXTRA_STEP
    boxes: list[dict[str, Any]] = []
    for i, s in enumerate(track):
        previous = boxes[-1] if boxes else None
        # no zone on the box where the unit is gone (round 19: the battery's "rally at
        # −10 from box 0"): a unit of 0 EFF neither checks its morale nor rallies
        heavy = s.heavy_losses and s.eff > 0
        morale = s.morale and not s.heavy_losses and s.eff > 0
        group = (s.lost - 1) // EXTRA_STEP if fives and s.lost else -1
        boxes.append(
            {
                "group": group,
                "group_start": group >= 0 and (s.lost - 1) % EXTRA_STEP == 0,
                "group_alt": group >= 0 and group % 2 == 1,
                "eff": s.eff,
                "full": i == 0,
                "morale": morale,
                "heavy": heavy,
                "starts": (heavy and not (previous and previous["heavy"]))
                or (morale and not (previous and previous["morale"])),
                "letters": [_box_letter(s, mode, m) for mode, m in lines],
            }
        )
    return boxes


def pitch(boxes: list[dict[str, Any]], t: Text) -> float:
    """Millimetres from box to box: the usual pitch, more when the EFF above a box is
    long (10 000)."""
    digits = max((len(t.number(b["eff"])) for b in boxes), default=1)
    return max(BOX_PITCH, digits * EFF_DIGIT + 1.0)


def per_line(width: float, step: float) -> int:
    """How many boxes one line of the track holds across ``width`` millimetres."""
    return max(1, int((width - TRACK_LABEL) // step))


def track_lines(
    boxes: list[dict[str, Any]], most: int, step: float, t: Text
) -> list[dict[str, Any]]:
    """The boxes in lines of at most ``most``, the lines as even as they can be (41
    boxes in two lines: 21 and 20), each box's EFF worded; each line with its width,
    its label column's and the pitch of its boxes (``step``)."""
    count = -(-len(boxes) // most) if boxes else 0
    size = -(-len(boxes) // count) if count else 0
    worded = [{**b, "eff": t.number(b["eff"])} for b in boxes]
    return [
        {
            "boxes": worded[i : i + size],
            "width": f"{TRACK_LABEL + step * len(worded[i : i + size]):.1f}mm",
            "label": f"{TRACK_LABEL:g}mm",
            "pitch": f"{step:.1f}mm",
        }
        for i in range(0, len(worded), size)
    ]


# --- the quick reference's casualty table ----------------------------------------------


def reference_columns(last: int) -> list[int]:
    """The quick reference's columns: from A to the last the battle reads (``last``),
    past the rulebook's T when it reads further (B2)."""
    return list(range(last + 1))


FIGURE_SPACE = "\u2007"
"""As wide as a digit: numbers padded with it line up under ``ch``-wide headers."""
ONE_TABLE = 13
"""The most columns one table of rows 1–30 holds across the page at the sheets' 9 pt
(A to M: to PUI 300), each in 7 digits at least ("201–300" over it at 7.5 pt)."""
ONE_TABLE_DIGITS = 98
"""Digits of that 9 pt type across an A4 page (186 mm), a few left to the row numbers,
whose column takes what the others leave."""
ONE_TABLE_LABEL = 4
"""Digits for its row numbers, when its few columns leave the page's width unfilled."""
ONE_TABLE_SLOT = 14
"""The widest column of one table, in digits: a few columns do not spread across the page."""
REFERENCE_PER_TABLE = 10
"""Columns in each of the tables a wider battle's reference sets one under the other,
at 8 pt."""
REFERENCE_DIGITS = 110
"""Digits of their 8 pt across an A4 page, the row numbers' left out: eleven a column
for ten columns, more for fewer."""
REFERENCE_LABEL = 5
"""Digits for their row numbers."""


def aligned_rows(columns: list[tuple[int, ...]], slot: int) -> list[dict[str, Any]]:
    """Casualty rows as one run of text each, each value centred in a slot of ``slot``
    digits: a table of 30 rows x 10 columns as 30 text runs instead of 300 cells, which
    WeasyPrint lays out several times faster."""
    rows = []
    for r in range(len(columns[0]) if columns else 0):
        text = ""
        for cells in columns:
            value = str(cells[r])
            left = (slot - len(value) + 1) // 2
            text += FIGURE_SPACE * left + value + FIGURE_SPACE * (slot - left - len(value))
        rows.append({"row": r + 1, "run": text})
    return rows


def reference_tables(last: int, t: Text) -> dict[str, Any]:
    """The casualty table from A to column ``last``, each column headed by its letter
    and PUI range (the letters the sheets' loss tracks give): one table of rows 1–30 in
    the sheets' 9 pt when it holds the columns across the page (``tall``: its rows as
    tall as the page leaves room for), else tables of ten columns one under the other,
    at 8 pt, as even as they can be."""
    indexes = reference_columns(last)
    tall = len(indexes) <= ONE_TABLE
    # a few columns keep their width at the left, not spread across the page
    few = tall and ONE_TABLE_DIGITS // len(indexes) > ONE_TABLE_SLOT
    if tall:
        per, slot = len(indexes), min(ONE_TABLE_SLOT, ONE_TABLE_DIGITS // len(indexes))
    else:
        count = -(-len(indexes) // REFERENCE_PER_TABLE)
        per = -(-len(indexes) // count)
        slot = min(ONE_TABLE_SLOT, REFERENCE_DIGITS // per)
    label = ONE_TABLE_LABEL if tall else REFERENCE_LABEL
    tables = []
    for start in range(0, len(indexes), per):
        part = indexes[start : start + per]
        tables.append(
            {
                "head": [{"letter": letter(i), "band": band(i, t)} for i in part],
                # one table of many columns spans the page, its row numbers' column
                # taking what the others leave
                "width": "100%" if tall and not few else f"{label + len(part) * slot}ch",
                "label": "auto" if tall and not few else f"{label}ch",
                "slot": f"{slot}ch",
                "rows": aligned_rows([column_cells(i) for i in part], slot),
            }
        )
    return {"tables": tables, "tall": tall}
