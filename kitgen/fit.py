"""Line budgets: how tall a text will set, so a presenter can size a card's type to its
card (any rule system's).

WeasyPrint has no fit-text, so a presenter estimates, before laying anything out, the
height each block of a card takes at each of its type steps, and picks the largest step
whose estimate fits the card. The estimate counts lines with the mean advance of the
kit's sans-serif font by kind of character, wrapping word by word, and leans long: a card
set one step too small is read; one set too large overflows (the layout check,
``kitgen.render.layout``, would then say so).

Pure arithmetic on strings and millimetres: no I/O, no rendering.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Iterable, Sequence

PT = 25.4 / 72
"""Millimetres per point."""
NARROW = frozenset("ijlftrI.,:;'’!|()[] \u202f\u00a0")
WIDE = frozenset("mwMWæœ—…")
DIGITS = frozenset("0123456789")
EMS = {"narrow": 0.31, "wide": 0.82, "upper": 0.62, "digit": 0.58, "other": 0.55}
"""Mean advances of DejaVu Sans Condensed, in ems, by kind of character (measured on the
font: narrow letters and punctuation, wide letters, capitals, digits, the rest)."""
SLACK = 1.04
"""Estimates lean long: a line set a little shorter than counted costs nothing."""
BOLD = 1.1
CAPS = 1.4
"""The card title: serif bold capitals with a little letter spacing, against the sans."""
LEADING = 1.25
"""Line height of a card's running text, in ems (the CSS says the same)."""
SPACE = EMS["narrow"]


@functools.lru_cache(maxsize=4096)
def ems(text: str) -> float:
    """The width of ``text`` in ems of the sans. Kept for the texts measured last: a
    sheet's fit tries each look (type step, box size, columns) over the same tags and
    words, which measured the same strings millions of times for one kit."""
    total = 0.0
    for ch in text:
        if ch in NARROW:
            total += EMS["narrow"]
        elif ch in WIDE:
            total += EMS["wide"]
        elif ch in DIGITS:
            total += EMS["digit"]
        elif ch.isupper():
            total += EMS["upper"]
        else:
            total += EMS["other"]
    return total * SLACK


def advance(text: str, size: float, scale: float = 1.0) -> float:
    """The width (mm) ``text`` takes on one line at ``size`` pt (``scale``: bold, caps)."""
    return ems(text) * size * PT * scale


def lines(text: str, width: float, size: float, scale: float = 1.0) -> int:
    """Lines ``text`` wraps to in ``width`` mm at ``size`` pt, word by word; each of its
    own lines (``\n``) starts a new one, and a word wider than the line takes as many
    lines as it spans."""
    if not text.strip():
        return 0
    space = SPACE * size * PT * scale
    total = 0
    for paragraph in text.split("\n"):
        used = 0.0
        count = 1
        for word in paragraph.split():
            w = advance(word, size, scale)
            if used and used + space + w > width:
                count += 1
                used = 0.0
            if w > width:
                count += math.ceil(w / width) - 1
                used = w % width
            else:
                used += (space if used else 0.0) + w
        total += count
    return total


def height(
    text: str, width: float, size: float, scale: float = 1.0, leading: float = LEADING
) -> float:
    """The height (mm) of ``text`` set in ``width`` mm at ``size`` pt."""
    return lines(text, width, size, scale) * size * PT * leading


def longest_word(text: str, size: float, scale: float = 1.0) -> float:
    """The width (mm) of ``text``'s widest word: a line can break nowhere inside it."""
    return max((advance(w, size, scale) for w in text.split()), default=0.0)


def flow_rows(widths: Iterable[float], width: float) -> int:
    """Rows a run of inline boxes of these widths (mm, margins included) fills."""
    rows = 0
    used = 0.0
    for w in widths:
        if rows == 0 or used + w > width + 0.01:
            rows += 1
            used = 0.0
        used += w
    return rows


def first_fit(heights: Sequence[float], room: float) -> int | None:
    """The index of the first estimate that fits ``room`` mm, or None."""
    return next((i for i, h in enumerate(heights) if h <= room), None)
