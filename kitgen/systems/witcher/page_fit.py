"""Two pages' height on the kit's paper: the GM page, so its warnings take a form that
holds, and the quick reference, so the rulings' note holds under its tables.

The GM page sets, one under the other, the sequence of play (two columns in a box), the
armies, the three phases at a glance and their key, then the warnings. How tall the
tables run depends on the language (French phase names and "crucial moment" lines wrap
where English ones do not) and on the paper (US Letter is 17.6 mm shorter than A4, a
little wider). The presenter estimates, with ``kitgen.fit`` (text wrapped word by word
at each column's width, leaning long), how many millimetres the page takes above its
warnings and so how many are left for them: one column at body size, two columns of
smaller type, or, when neither holds, a place on page 1 under the field, whose ruled
room for the table shrinks to take them (a page of its own for three lines was 92 %
blank).

The quick reference sets the rules' tables whole in two columns (their length is the
seed's, a little longer in French), then the note on the rulings the kit cites, in two
columns of its own: a kit that cites many, in French on Letter, ran the note onto a page
of its own, 78 % blank. When the estimate says the note does not hold under the tables,
the tables' rows are set tighter (``witcher/kit.css``: ``.quick.tight``), which gives
back about a third of a millimetre a row, some 10 mm down the longer column.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from markupsafe import Markup

from kitgen.fit import PT, lines

BODY_PT = 9.5
SMALL_PT = 8.0
LEADING = 1.3
"""The page's line height, in ems (``_base/kit.css``)."""
WARNING_LEADING = 1.4
"""The two columns' line height (``witcher/kit.css``)."""
TURN_PT = 8.5
"""The sequence of play's type and its leading (``witcher/kit.css``)."""
TURN_ITEM = 1.2
"""Millimetres under each step of the sequence of play."""
TURN_INSETS = 6.6 + 2 * 3.5 + 2 * 5.0
"""Millimetres of the box's width its two columns' text does not get: the box's frame
and padding, the gutter either side of the middle, each list's indent."""
CELL_INSETS = 3.2
"""A table cell's padding, left and right (``_base/kit.css``)."""
ROW_PAD = 2.2
"""Millimetres a table row adds to its lines: its padding and rule."""
ARMY_SHARE, TROOPS_SHARE = 0.18, 0.28
"""The armies table's name and main-troops columns (``witcher/kit.css``)."""
PHASE_SHARE, SD_SHARE = 0.20, 0.06
"""The glance table's phase column and each SD column (``witcher/kit.css``)."""
FIXED = 84.0
"""Millimetres of the page that do not wrap: the title and lede, the SR line, the three
headings, the tables' two-line heads, the margins between (measured on the fortress, A4
and Letter, French and English)."""
WARNINGS_HEAD = 8.0
"""The warnings' heading and the space above it, millimetres."""
WARNING_ITEM = 0.6
"""Millimetres under each warning in the two columns (``witcher/kit.css``)."""
PAGE_MARGINS = 27.0
"""Millimetres of the paper's height its ``@page`` margins take (``_base/kit.css``)."""


def _mm(count: int, size: float, leading: float = LEADING) -> float:
    return count * size * leading * PT


def _plain(text: object) -> str:
    return Markup(str(text)).striptags() if text else ""


def above_warnings(
    width: float,
    turn: Sequence[dict[str, Any]],
    armies: Sequence[dict[str, Any]],
    matchup: Sequence[dict[str, Any]],
    small_lines: Sequence[str],
) -> float:
    """Millimetres the GM page takes above its warnings on a page ``width`` mm wide: the
    sequence of play's longer column, the armies' rows, the glance table's rows, and
    ``small_lines`` (the key, the headcounts, stakes set elsewhere) in small type."""
    column = (width - TURN_INSETS) / 2
    total = FIXED + max(
        (
            sum(_mm(lines(_plain(s), column, TURN_PT), TURN_PT) + TURN_ITEM for s in c["items"])
            for c in turn
        ),
        default=0.0,
    )
    for army in armies:
        troops = lines(_plain(army["troops"]), width * TROOPS_SHARE - CELL_INSETS, BODY_PT)
        name = lines(army["name"], width * ARMY_SHARE - CELL_INSETS, BODY_PT)
        total += ROW_PAD + _mm(max(len(army["commander_lines"]), troops, name), BODY_PT)
    cell = width * (1 - PHASE_SHARE - 2 * SD_SHARE) / 2 - CELL_INSETS
    phase = width * PHASE_SHARE - CELL_INSETS
    for row in matchup:
        heights = [
            _mm(lines(f"{row['n']}. {row['name']}", phase, BODY_PT), BODY_PT)
            + _mm(lines(row["skill"], phase, SMALL_PT), SMALL_PT)
            + _mm(lines(row.get("split_by", ""), phase, SMALL_PT), SMALL_PT)
        ]
        for c in row["cells"]:
            # a crucial moment's split: each case on a line of its own
            split = c.get("dc_split") or {}
            said = (
                "\n".join(f"{x['case']} {x['said']}{x['dice']}" for x in split["cases"])
                if split
                else _plain(c["sd_else"])
            )
            small = lines(c["needs"], cell, SMALL_PT) + lines(said, cell, SMALL_PT)
            heights.append(
                _mm(lines(c["commander"], cell, BODY_PT), BODY_PT) + _mm(small, SMALL_PT)
            )
        total += ROW_PAD + max(heights)
    total += sum(_mm(lines(_plain(s), width, SMALL_PT), SMALL_PT) for s in small_lines)
    return total


def two_columns(halves: Sequence[dict[str, Any]], width: float) -> float:
    """Millimetres the warnings take in two columns of small type (``columns.halves``),
    their heading included: the longer column's."""
    column = width / 2 - CELL_INSETS
    return WARNINGS_HEAD + max(
        (
            sum(
                _mm(lines(_plain(w), column, SMALL_PT), SMALL_PT, WARNING_LEADING) + WARNING_ITEM
                for w in half["items"]
            )
            for half in halves
        ),
        default=0.0,
    )


def one_column(warnings: Sequence[Markup], width: float) -> float:
    """Millimetres the warnings take in one column at body size, their heading included."""
    return WARNINGS_HEAD + sum(
        _mm(lines(_plain(w), width, BODY_PT), BODY_PT) + 1.0 for w in warnings
    )


RECORD_MIN = 15.0
"""Millimetres the GM page must keep free, by the estimate, to end in ruled lines for the
GM's notes (the estimate is off by a few millimetres either way: the lines fill what is
really left, so a short estimate only costs them)."""


STEPS_PT = 7.5
"""The size of the between-rounds steps over the GM page's ruled lines."""


def steps_height(steps: Sequence[str], width: float) -> float:
    """Millimetres the between-rounds steps take, run on in one paragraph."""
    return _mm(lines(" ".join(steps), width, STEPS_PT), STEPS_PT) + 1.0 if steps else 0.0


def room(height: float) -> float:
    """Millimetres a page of paper ``height`` mm tall holds between its margins."""
    return height - PAGE_MARGINS


QUICK_TABLES = 194.0
"""Millimetres the quick reference's longer column takes, its heading and the three
tables of the circumstances, the casualty modifiers and the casualty bands: the seed's
tables, whole, whatever the battle (measured 191 mm in English and 193 mm in French on
Letter, 194 mm in French on A4; counted at the longest)."""
NOTE_HEAD = 3.0 + 6.0
"""Millimetres above the rulings' note and of its heading (``_base/kit.css``)."""
NOTE_GAP = 6.0
"""The gap between the note's two columns, and each reading's hanging mark (mm)."""
NOTE_ITEM = 0.6
"""Millimetres under each reading (``_base/kit.css``)."""


def rulings_note(lede: str, readings: Sequence[str], width: float) -> float:
    """Millimetres the rulings' note takes under the quick reference's tables: its
    heading, its lede across the page, then the readings in two columns, the first
    column's share of the readings whole (a reading never breaks across the columns) and
    counted as the longer."""
    column = (width - NOTE_GAP) / 2 - NOTE_GAP
    heights = [_mm(lines(r, column, SMALL_PT), SMALL_PT) + NOTE_ITEM for r in readings]
    total = sum(heights)
    first = 0.0
    for h in heights:
        if first >= total / 2:
            break
        first += h
    note = max(first, total - first)
    return NOTE_HEAD + _mm(lines(lede, width, SMALL_PT), SMALL_PT) + note


def quick_holds(lede: str, readings: Sequence[str], width: float, height: float) -> bool:
    """Whether the quick reference's tables and the rulings' note hold on one page of
    paper ``width`` × ``height`` mm as they are set at ease."""
    if not readings:
        return True
    return QUICK_TABLES + rulings_note(lede, readings, width - 24.0) <= room(height)
