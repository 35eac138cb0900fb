"""The layout check: boxes whose content does not fit, found in WeasyPrint's laid-out pages.

Templates mark the boxes that have a fixed size: a card's face carries
``data-fit="<id>"`` (``kitgen.cards.Kit`` knows where each id comes from), a field
inside it that must not run past its own box carries ``data-field="<name>"``. Once
WeasyPrint has laid the kit out, every marked box is compared with the extent of what it
holds; text clipped by ``overflow: hidden`` is still laid out, so nothing escapes.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

PX_TO_MM = 25.4 / 96
TOLERANCE_MM = 0.3
"""Less than this past the edge is rounding, not overflow."""


@dataclass(frozen=True, slots=True)
class Overflow:
    """``fit`` (a card) holds content running ``excess`` mm past its edge; ``field``
    names the part that does not fit ("" when it is the card as a whole)."""

    fit: str
    field: str
    excess: float


def overflows(document: Any) -> list[Overflow]:
    """Every card (and marked field) of a rendered WeasyPrint document that overflows,
    at most once each, in page order."""
    found: dict[tuple[str, str], Overflow] = {}
    for page in document.pages:
        _walk(page._page_box, "", found)
    by_card: dict[str, list[Overflow]] = {}
    for overflow in found.values():
        by_card.setdefault(overflow.fit, []).append(overflow)
    out = []
    for items in by_card.values():
        fields = [o for o in items if o.field]
        out.extend(fields or items)
    return out


def _walk(box: Any, fit: str, found: dict[tuple[str, str], Overflow]) -> None:
    element = getattr(box, "element", None)
    tag_fit = element.get("data-fit") if element is not None else None
    field = element.get("data-field") if element is not None else None
    if tag_fit:
        fit = tag_fit
        excess = _excess(box)
        if excess > TOLERANCE_MM:
            found.setdefault((fit, ""), Overflow(fit, "", round(excess, 1)))
    elif field and fit:
        excess = _excess(box)
        if excess > TOLERANCE_MM:
            found.setdefault((fit, field), Overflow(fit, field, round(excess, 1)))
    for child in getattr(box, "children", ()):
        _walk(child, fit, found)


def _excess(box: Any) -> float:
    """How far (mm) the content of ``box`` runs past its padding box, right or below."""
    right = box.position_x + box.margin_left + box.border_left_width + box.padding_width()
    bottom = box.position_y + box.margin_top + box.border_top_width + box.padding_height()
    worst = 0.0
    for inner in _inside(box):
        worst = max(
            worst,
            inner.position_x + inner.margin_left + inner.border_width() - right,
            inner.position_y + inner.margin_top + inner.border_height() - bottom,
        )
    return worst * PX_TO_MM


def _inside(box: Any) -> Iterator[Any]:
    for child in getattr(box, "children", ()):
        if _measurable(child):
            yield child
        yield from _inside(child)


def _measurable(box: Any) -> bool:
    """Text and boxes with a size: line boxes span their whole container, whatever the
    text in them, so only what they hold counts."""
    from weasyprint.formatting_structure import boxes

    if isinstance(box, boxes.LineBox):
        return False
    return all(
        isinstance(getattr(box, name, None), (int, float))
        for name in ("position_x", "position_y", "width", "height")
    )
