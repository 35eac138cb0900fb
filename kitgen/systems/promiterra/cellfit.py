"""The type step of each cell card, from its own content (``budget``).

A cell card is a title, a band drawn in the cell's terrain (the map's pattern, so card
and map are matched at a glance), the movement cost and fortification in large type, the
rules of the cell, the troops that start there and how many cells of the map are of its
kind. :func:`look` keeps the largest type whose estimate fits the card; what is left of
the card goes to the terrain band, up to :data:`BAND_MAX`. The margins below are the
CSS's (``templates/promiterra/kit.css``, ``.pt-cell``).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from kitgen.fit import BOLD, CAPS, PT, advance, height, lines, longest_word
from kitgen.systems.promiterra import budget
from kitgen.systems.promiterra.budget import Step

STEPS = tuple(
    replace(step, title=title)
    for step, title in zip(budget.STEPS, (11.0, 10.5, 10.0, 10.0, 9.5, 9.5), strict=True)
)
"""A cell card's steps: a troop sheet's, with a smaller title for a narrower card."""
PAD = 2.5
"""Left and right padding of the card's text (mm)."""
BAND_MIN = 7.0
BAND_MAX = 30.0
"""The terrain band's least and greatest height (mm); a card too full for the least
drops the band (its terrain line is printed as text)."""
SMALL_LEADING = 1.2
LABEL = 1.05
"""A stat box's short label: one long word in a narrow box wraps early."""


@dataclass(frozen=True, slots=True)
class Look:
    step: Step
    band: float
    """The terrain band's height (mm)."""
    title: float

    def values(self) -> dict[str, Any]:
        style = f"{self.step.style}; --pt-band: {self.band:.1f}mm; --title: {self.title:g}pt"
        return {"style": style, "band": self.band > 0}


def _small(text: str, width: float, step: Step) -> float:
    return height(text, width, step.small, leading=SMALL_LEADING)


TITLE_SIZES = (11.0, 10.5, 10.0, 9.5, 9.0, 8.5, 8.0)


def title_size(card: dict[str, Any], width: float, step: Step) -> float:
    """The step's title size, or the largest smaller one whose longest word fits beside
    the code."""
    for size in TITLE_SIZES:
        room = width - 2 * PAD - advance(card["code"], size, BOLD) - 3.0
        if size <= step.title and longest_word(card["name"].upper(), size, CAPS) <= room:
            return size
    return TITLE_SIZES[-1]


def _title(card: dict[str, Any], width: float, step: Step) -> float:
    size = title_size(card, width, step)
    chip = advance(card["code"], size, BOLD) + 3.0
    count = min(2, lines(card["name"].upper(), width - 2 * PAD - chip, size, CAPS))
    return count * size * PT * 1.2 + 2.0


def _stats(card: dict[str, Any], width: float, step: Step) -> float:
    cell = (width - 2 * PAD) / 2 - 0.6
    tallest = 0.0
    for label, sub in (
        (card["cost_label"], card["cost_class"]),
        (card["fort_label"], card["fort_name"]),
    ):
        label_lines = lines(label, cell, step.small, LABEL)
        h = label_lines * step.small * PT * SMALL_LEADING + step.value * PT * 1.1
        tallest = max(tallest, h + _small(sub, cell, step))
    return tallest + 1.6 + 0.7 + 1.5


def _text(card: dict[str, Any], width: float, step: Step) -> float:
    text = width - 2 * PAD
    h = sum(height(r, text - 3.5, step.body) + 0.4 for r in card["rules"]) + 1.0
    if card["here"]:
        here = f"{card['here_label']} : " + " · ".join(
            f"0000 {tr['name']} ({tr['cell']})" for tr in card["here"]
        )
        chip = step.small * PT * 1.15 + 1.2
        h += lines(here, text, step.body) * max(step.body * PT * 1.25, chip) + 1.0
    if card["count"]:
        h += _small(card["count"], text, step) + 1.0
    if card["notes"]:
        h += height(card["notes"], text, step.body) + 1.0
    return h + 1.5


def _band_least(card: dict[str, Any], width: float, step: Step) -> float:
    """The band holds the terrain's name on a chip: room for it, and no less than
    :data:`BAND_MIN`."""
    if not card["kind"]:
        return BAND_MIN
    return max(BAND_MIN, _small(card["kind"], width - 2 * PAD - 3.0, step) + 3.0)


def look(card: dict[str, Any], size: tuple[float, float]) -> Look:
    """The largest step that fits, the band taking what is left (up to its greatest);
    past the smallest step, no band; the smallest step when even that does not fit (the
    layout check then says by how much)."""
    width, room = size
    for step in STEPS:
        used = _title(card, width, step) + _stats(card, width, step) + _text(card, width, step)
        least = _band_least(card, width, step)
        if used + least + 1.5 <= room:
            return Look(step, min(BAND_MAX, room - used - 1.5), title_size(card, width, step))
    return Look(STEPS[-1], 0.0, title_size(card, width, STEPS[-1]))
