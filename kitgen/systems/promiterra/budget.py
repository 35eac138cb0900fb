"""Line budgets: how tall a card's text will set, to size its type to the card.

WeasyPrint has no fit-text, so the presenter estimates, before laying anything out, the
height each block of a troop sheet or cell card takes at each type step, and picks the
largest step (and the larger pencil boxes) whose estimate fits the card. The estimate
counts lines with the mean advance of the kit's sans-serif font, wrapping word by word,
and leans long: a card set one step too small is read; one set too large overflows
(the layout check would then say so). The sizes of a step reach the template as CSS
custom properties (``Step.style``), so these numbers and the printed ones are the same.

Pure arithmetic on strings and millimetres: no I/O, no rendering.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

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


def ems(text: str) -> float:
    """The width of ``text`` in ems of the sans."""
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


@dataclass(frozen=True, slots=True)
class Step:
    """One type step of a card: every size its text is set in, in points."""

    body: float
    small: float
    heading: float
    value: float
    title: float

    @property
    def style(self) -> str:
        """The step as the CSS custom properties the card's stylesheet reads."""
        return (
            f"--body: {self.body}pt; --small: {self.small}pt; --heading: {self.heading}pt; "
            f"--value: {self.value}pt; --title: {self.title}pt"
        )


STEPS = (
    Step(10.0, 8.5, 11.0, 20.0, 14.0),
    Step(9.5, 8.5, 10.5, 19.0, 13.0),
    Step(9.0, 8.0, 10.0, 18.0, 13.0),
    Step(8.5, 8.0, 9.5, 16.0, 12.0),
    Step(8.0, 7.5, 9.0, 15.0, 11.0),
    Step(7.5, 7.5, 9.0, 14.0, 11.0),
)
"""From the largest to the smallest; nothing under 7.5 pt, the design system's least."""


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
