"""The type step of the cell cards, one for the whole deck (``budget``).

A cell card is a title, a band drawn in the cell's terrain (the map's pattern, so card
and map are matched at a glance), the movement cost and fortification in large type, the
rules of the cell, the troops that start there and how many cells of the map are of its
kind. The cards of a kit are one family, set on one closed grid: :func:`family` keeps
the largest step at which the fullest card fits, and gives every card the same title
size and title bar, the same band and the same boxes, so that labels, values and boxes
sit at the same places on each. What the fullest card leaves goes to the terrain band,
up to :data:`BAND_MAX`. The margins below are the CSS's
(``templates/promiterra/kit.css``, ``.pt-cell``).
"""

from __future__ import annotations

from collections.abc import Sequence
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
"""The terrain band's least and greatest height (mm); a deck too full for the least
drops the band (each card's terrain line is printed as text)."""
SMALL_LEADING = 1.2
LABEL = 1.05
"""A stat box's short label: one long word in a narrow box wraps early."""
TITLE_SIZES = (11.0, 10.5, 10.0, 9.5, 9.0, 8.5, 8.0)
ONE_LINE_LEAST = 9.0
"""The least title size worth keeping every title on one line for; below it, titles
wrap to two lines at the step's size."""
TITLE_PAD = 2.0
"""The title bar's padding, top and bottom together (mm)."""
NOTE_LINE = 7.0
"""A pencil's line in a card's notes (mm, the CSS's ruling)."""
NOTE_LINES = (2, 4)
"""The least and the most ruled lines for notes at a card's foot (its label on the
first), as many as its own text leaves room for under a gap of :data:`NOTE_GAP`."""
EPSILON = 0.05
"""What a band given back to the notes keeps over their need (mm): the CSS prints the
band to a tenth."""
NOTE_GAP = 1.0
"""The least gap over the notes' label line (mm; its label sits 3.4 mm down that line,
and the estimate of a line with troops' chips is generous)."""


@dataclass(frozen=True, slots=True)
class Look:
    """How every card of the deck is set: its type step, the terrain band's height, the
    title's size and its bar's height, the stat boxes' height (mm)."""

    step: Step
    band: float
    title: float
    title_bar: float
    stats: float

    def values(self) -> dict[str, Any]:
        style = (
            f"{self.step.style}; --pt-band: {self.band:.1f}mm; --title: {self.title:g}pt; "
            f"--pt-title-h: {self.title_bar:.1f}mm; --pt-stats-h: {self.stats:.1f}mm"
        )
        return {"style": style, "band": self.band > 0}


def _small(text: str, width: float, step: Step) -> float:
    return height(text, width, step.small, leading=SMALL_LEADING)


def _chip(card: dict[str, Any], size: float) -> float:
    """The code's chip before the title (mm)."""
    return advance(card["code"], size, BOLD) + 3.0


def title_size(card: dict[str, Any], width: float, step: Step) -> float:
    """The step's title size, or the largest smaller one whose longest word fits beside
    the code."""
    for size in TITLE_SIZES:
        room = width - 2 * PAD - _chip(card, size)
        if size <= step.title and longest_word(card["name"].upper(), size, CAPS) <= room:
            return size
    return TITLE_SIZES[-1]


def _title_lines(card: dict[str, Any], width: float, size: float) -> int:
    room = width - 2 * PAD - _chip(card, size)
    return min(2, lines(card["name"].upper(), room, size, CAPS))


def titles(cards: Sequence[dict[str, Any]], width: float, step: Step) -> tuple[float, int]:
    """One title size and line count for the deck: the largest size (down to
    :data:`ONE_LINE_LEAST`) that keeps every title on one line, else the largest whose
    longest words fit, on two lines."""
    for size in TITLE_SIZES:
        if ONE_LINE_LEAST <= size <= step.title and all(
            _title_lines(c, width, size) == 1 for c in cards
        ):
            return size, 1
    size = min(title_size(c, width, step) for c in cards)
    return size, max(_title_lines(c, width, size) for c in cards)


def _stats(card: dict[str, Any], width: float, step: Step) -> float:
    """The stat boxes' height, their padding and border included (mm)."""
    cell = (width - 2 * PAD) / 2 - 0.6
    tallest = 0.0
    for label, sub in (
        (card["cost_label"], card["cost_class"]),
        (card["fort_label"], card["fort_name"]),
    ):
        label_lines = lines(label, cell, step.small, LABEL)
        h = label_lines * step.small * PT * SMALL_LEADING + step.value * PT * 1.1
        tallest = max(tallest, h + _small(sub, cell, step))
    # the cost an event gives the cell later, a line of its own under the cost
    then = card.get("cost_then", "")
    if then:
        label_lines = lines(card["cost_label"], cell, step.small, LABEL)
        h = label_lines * step.small * PT * SMALL_LEADING + step.value * PT * 1.1
        h += _small(then, cell, step) + _small(card["cost_class"], cell, step)
        tallest = max(tallest, h)
    return tallest + 1.6 + 0.7


STATS_MARGINS = 3.0
"""The stat boxes' margins above and below (mm)."""


def _text(card: dict[str, Any], width: float, step: Step, band: bool) -> float:
    """The rules, the troops that start there, the count, the notes (and, with no band,
    the terrain line)."""
    text = width - 2 * PAD
    h = sum(height(r, text - 3.5, step.body) + 0.4 for r in card["rules"])
    h += 1.0 if card["rules"] else 0.0
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
    if card["kind"] and not band:
        h += _small(card["kind"], text, step) + 2.0
    return h + 1.5


def _band_least(card: dict[str, Any], width: float, step: Step) -> float:
    """The band holds the terrain's name on a chip: room for it, and no less than
    :data:`BAND_MIN`."""
    if not card["kind"]:
        return BAND_MIN
    return max(BAND_MIN, _small(card["kind"], width - 2 * PAD - 3.0, step) + 3.0)


def _at(cards: Sequence[dict[str, Any]], width: float, step: Step, band: bool) -> Look:
    """The deck set at ``step``, the band not yet sized."""
    size, count = titles(cards, width, step)
    bar = count * size * PT * 1.2 + TITLE_PAD
    stats = max(_stats(c, width, step) for c in cards)
    return Look(step, 1.0 if band else 0.0, size, bar, stats)


def family(cards: Sequence[dict[str, Any]], size: tuple[float, float]) -> Look:
    """The largest step at which the fullest card fits with a band, the band taking what
    that card leaves (up to its greatest); past the smallest step, no band on any card;
    the smallest step when even that does not fit (the layout check then says by how
    much)."""
    width, room = size
    if not cards:
        return Look(STEPS[0], BAND_MIN, STEPS[0].title, 0.0, 0.0)
    for step in STEPS:
        look = _at(cards, width, step, True)
        texts = [_text(c, width, step, True) for c in cards]
        fixed = look.title_bar + 1.5 + look.stats + STATS_MARGINS
        used = fixed + max(texts)
        least = max(_band_least(c, width, step) for c in cards)
        if used + least <= room:
            band = min(BAND_MAX, room - used)
            # the band gives back what a card needs for its least notes (round 10: the
            # plain's and the road's cards, with their troops at the start, had none),
            # down to its least: the family's cards alike, notes on every one it can
            notes = NOTE_GAP + NOTE_LINES[0] * NOTE_LINE + EPSILON
            wants = [room - fixed - text - notes for text in texts]
            return replace(look, band=min([band, *(w for w in wants if least <= w < band)]))
    return _at(cards, width, STEPS[-1], False)


def notes_lines(card: dict[str, Any], size: tuple[float, float], look: Look) -> int:
    """The ruled lines for notes at the foot of ``card`` set at the deck's ``look``: what
    its own text leaves (the family's boxes stay where they are; the lines hang from the
    foot), between the bounds of :data:`NOTE_LINES`, else none."""
    width, room = size
    band = look.band if look.band > 0 else 0.0
    used = look.title_bar + 1.5 + band + look.stats + STATS_MARGINS
    used += _text(card, width, look.step, look.band > 0)
    lines_left = int((room - used - NOTE_GAP) // NOTE_LINE)
    least, most = NOTE_LINES
    return min(most, lines_left) if lines_left >= least else 0
