"""How tall a unit sheet's casualty rows can be: a line budget for the page.

WeasyPrint cannot stretch a table to fill what is left of a page, so the presenter
estimates the height of everything above the sheet's own casualty columns (heading,
stats, the two columns of text, the loss track) from the lines its texts take, and
gives the columns' rows the room that is left, in steps, keeping a margin for the
estimate's error. The estimate errs on the tall side: a sheet that ran onto a second
page would be worse than rows a little shorter than they could be. The type is the
same on every sheet (``kit.css``); only the rows' height changes.
"""

from __future__ import annotations

from typing import Any

ROW_STEPS = (3.8, 4.3, 4.8, 5.3, 5.8, 6.3)
"""Row heights of the casualty columns, in millimetres: the least (9 pt with a little
lead) and larger steps, one of which a sheet gets (``kit.css``: rows-0…5)."""
SAFETY = 9.0
"""Millimetres kept free below the table, for the estimate's error."""
TOP_BOTTOM = 27.0
"""The page's margins, top and bottom (``_base/kit.css``: 12 mm and 15 mm)."""
SIDE_MARGINS = 24.0
"""The page's margins, left and right (``_base/kit.css``: 12 mm each)."""
LINE = 0.3528 * 1.3
"""Millimetres of a line per point of type."""


def _lines(text: str, per_line: int) -> int:
    return -(-len(text) // per_line) if text else 0


def upper_height(sheet: dict[str, Any]) -> float:
    """Millimetres from the top margin to the casualty table's caption."""
    head = 7.5 * _lines(sheet["name"], 40) + 11.0
    # the band under the name: the army, the kind and, at its right, the turn's INI line
    # (on every sheet in the same place, round 11); a second line if they do not fit
    band = len(sheet["army"]) + len(sheet["kind"]) + len(sheet["turn_line"]) + 6
    head += 8 * LINE * (_lines(band * "x", 120) - 1)
    stats = 22.5  # as tall on every sheet (``kit.css``), a line under a figure or two
    label = 3.6
    left = 0.0
    if sheet["equipment"]:
        left += label + 8.5 * LINE * _lines(sheet["equipment"], 66) + 1.0
    if sheet["breakdowns"]:
        left += label + sum(8 * LINE * _lines(text, 56) + 0.4 for _, text in sheet["breakdowns"])
        left += 1.2
    if sheet["situational"]:
        left += label + sum(8 * LINE * _lines(x, 64) + 0.5 for x in sheet["situational"]) + 1.2
    right = 0.0
    # the morale states after their title, each after a box (as wide as 3 letters)
    states = "Moral (à cocher) — " + "xxx".join(
        x["head"] + " " + x["rest"] for x in sheet["states"]
    )
    right += 8 * LINE * _lines(states, 50) + 1.0
    # the limit on being engaged, after its heading
    right += 8 * LINE * _lines("Engagée par — " + sheet["multiple_line"], 52) + 1.0
    if sheet["support"]:
        right += label + 8.5 * LINE * _lines(" · ".join(sheet["support"]), 50) + 1.0
    right += 8 * LINE * _lines(sheet["rally"] + "Ralliement — ", 46) + 1.0
    # the unit's characters and spells: under the right column, or under the left one
    # when it is the shorter by more than they take (the columns then come out even)
    with_unit = 0.0
    if sheet["people"]:
        with_unit += label + 8.5 * LINE * _lines(" · ".join(sheet["people"]), 48) + 1.0
    if sheet["spells"]:
        with_unit += label + sum(
            max(8.5 * LINE * _lines(x["text"], 48 - 5 * x["uses"]), 6.8 if x["uses"] else 0) + 0.8
            for x in sheet["spells"]
        )
    sheet["with_unit_left"] = bool(with_unit) and not sheet["card"] and left < right
    if sheet["with_unit_left"]:
        left += with_unit
    else:
        right += with_unit
    if sheet["notes"]:
        right += 8 * LINE * _lines(sheet["notes"], 52) + 1.0
    # the morale odds: across the sheet under both columns, a row a line, on every
    # sheet of the family (set beside the right column, their "when" wrapped over three
    # lines and the sheets no longer matched)
    odds = 0.0
    if sheet["morale_rows"]:
        odds = label + 4.0 + 4.3 * len(sheet["morale_rows"]) + 1.0
    track_text = " ".join(
        [sheet["track_help"], *sheet["track_legend"]] + (["x" * 60] if sheet["monster"] else [])
    )
    keys = sheet["morale_line"] + sheet["heavy_line"] + "x" * 12
    # a line of the track: its EFF figures (7.5 pt), a row of letters (9 pt, set close)
    # per mode, the boxes and the space under them
    line = (7.5 * 1.2 + 9.0 * 1.05 * len(sheet["track_modes"])) * 0.3528 + 8.2 + 1.2
    track = (
        5.5
        + 8 * LINE * (_lines(track_text, 118) + _lines(keys, 118))
        + line * len(sheet.get("track") or [sheet["boxes"]])
    )
    return head + stats + max(left, right) + odds + 2.0 + track


def table_height(sheet: dict[str, Any], row: float) -> float:
    """Millimetres of the caption and the own casualty columns, rows ``row`` mm tall."""
    own = sheet["own"]
    if not own["columns"]:
        return 0.0
    modes = max(_lines(c["modes"], max(6, 40 // len(own["columns"]))) for c in own["columns"])
    head = 4.6 + 3.3 + 3.3 * modes + 1.0
    if own.get("thirds"):  # three blocks across: a column's PUI range on two lines
        head += 3.3
    rows = max(len(block) for block in own["blocks"])
    return 8.0 + head + rows * row


def row_step(sheet: dict[str, Any], page_height: float) -> int:
    """The largest row step at which the sheet still fits its page, by the budget."""
    room = page_height - TOP_BOTTOM - SAFETY - upper_height(sheet)
    best = 0
    for step, row in enumerate(ROW_STEPS):
        if table_height(sheet, row) <= room:
            best = step
    return best
