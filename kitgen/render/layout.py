"""The layout checks: boxes whose content does not fit, found in WeasyPrint's laid-out pages.

:func:`escapes` looks at every page as a proofreader does: a line of text, an image or a
table that runs past the content edge of the box that holds it (a column's text across
its border, a table wider than its block), or text past the page's printable area.
Kits must have none, in every variant (``tests/test_layout_proof.py``).

:func:`overflows` names the card a battle file's words do not fit. Templates mark the
boxes that have a fixed size: a card's face carries
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
PRINTABLE_MM = 4.0
"""Text closer than this to a sheet's edge is lost on most home printers."""


@dataclass(frozen=True, slots=True)
class Escape:
    """On ``page`` (from 1), ``what`` (the text, or an image's tag) runs ``excess`` mm
    past the content edge of its box, or past the page's printable area (``page_edge``)."""

    page: int
    what: str
    excess: float
    page_edge: bool = False
    box: str = ""
    """The box it runs out of: its tag and classes (``td.num``)."""

    def __str__(self) -> str:
        where = "the printable area" if self.page_edge else (self.box or "its box")
        return f"p{self.page}: {self.what!r} runs {self.excess:.1f} mm past {where}"


def escapes(document: Any) -> list[Escape]:
    """Every line of text or image of ``document`` (a laid-out WeasyPrint document) that
    runs past its container's content edge, right or below, or text past the page's
    printable area (:data:`PRINTABLE_MM` in from each edge), in page order. Boxes inside a
    transformed one (a card laid a quarter turn) are measured against their container
    only: their coordinates are the untransformed ones."""
    found: list[Escape] = []
    for number, page in enumerate(document.pages, 1):
        box = page._page_box
        edges = (
            PRINTABLE_MM / PX_TO_MM,
            PRINTABLE_MM / PX_TO_MM,
            box.margin_width() - PRINTABLE_MM / PX_TO_MM,
            box.margin_height() - PRINTABLE_MM / PX_TO_MM,
        )
        _proof(box, (), edges, number, found)
        _off_the_foot(box, box.content_box_y() + box.height, number, found)
    return found


def _off_the_foot(box: Any, foot: float, number: int, found: list[Escape]) -> None:
    """The innermost blocks of the page's flow whose border box runs below its content
    area (``foot``, px): a box that cannot break across pages (a flex page, a ruled area
    with its least height) pushed into the footer instead of shrinking."""
    from weasyprint.formatting_structure import boxes

    for child in getattr(box, "children", ()):
        if not isinstance(child, boxes.BlockLevelBox) or child.style["transform"]:
            continue
        excess = (_extent(child)[3] - foot) * PX_TO_MM
        if excess <= TOLERANCE_MM:
            continue
        before = len(found)
        _off_the_foot(child, foot, number, found)  # the innermost block that runs past
        if len(found) == before:
            what = f"<{_name(child)}>"
            found.append(Escape(number, what, round(excess, 1), box="the page's foot"))


def _proof(
    box: Any,
    containers: tuple[Any, ...],
    page: tuple[float, float, float, float] | None,
    number: int,
    found: list[Escape],
) -> None:
    """Proofread ``box`` and what it holds; ``containers`` are the block containers around
    it, nearest first: what a line holds must stay inside every one of them (a column's
    text inside its cell, and the cell inside the box it is set in)."""
    from weasyprint.formatting_structure import boxes

    box = getattr(box, "_box", box)  # a positioned box's placeholder: the box itself
    if isinstance(box, boxes.LineBox):
        _proof_line(box, containers, page, number, found)
        return
    if isinstance(box, boxes.ReplacedBox):
        _check(box, f"<{box.element_tag}>", containers, None, number, found)
    if getattr(box, "is_table_wrapper", False) and containers:
        # a table whose columns add up to more than its block: its rules and shading run
        # past the text's edge though every cell's text fits its cell
        _check(box, f"<{_name(box)}>", containers[:1], None, number, found)
    if box.style["transform"]:
        # what it holds is laid out in its own, untransformed coordinates
        page, containers = None, ()
    if isinstance(box, (boxes.BlockContainerBox, boxes.TableCellBox, boxes.InlineBlockBox)):
        containers = (box, *containers)
    for child in getattr(box, "children", ()):
        _proof(child, containers, page, number, found)


def _proof_line(
    line: Any,
    containers: tuple[Any, ...],
    page: tuple[float, float, float, float] | None,
    number: int,
    found: list[Escape],
) -> None:
    """A line box spans its container: what counts is the text and atoms inside it."""
    from weasyprint.formatting_structure import boxes

    for leaf in _leaves(line):
        if leaf.style["visibility"] != "visible":
            continue  # not printed: a string set for the margin boxes, say
        if isinstance(leaf, boxes.InlineBlockBox):
            _check(leaf, _text_of(leaf), containers, None, number, found)
            for child in leaf.children:
                _proof(child, (leaf, *containers), page, number, found)
        elif isinstance(leaf, boxes.TextBox):
            if leaf.text.strip():
                _check(leaf, leaf.text, containers, page, number, found)
        else:
            _check(leaf, _text_of(leaf), containers, None, number, found)


def _check(
    leaf: Any,
    what: str,
    containers: tuple[Any, ...],
    page: tuple[float, float, float, float] | None,
    number: int,
    found: list[Escape],
) -> None:
    """Whether ``leaf`` runs past the first of ``containers`` it leaves, or ``page``'s
    printable area (text only)."""
    extent = _extent(leaf)
    for container in containers:
        excess = _past(extent, _content_edges(container))
        if excess > TOLERANCE_MM:
            found.append(Escape(number, what, round(excess, 1), box=_name(container)))
            return
    if page is not None:
        left, top, right, bottom = extent
        outside = max(page[0] - left, page[1] - top, right - page[2], bottom - page[3])
        if outside * PX_TO_MM > TOLERANCE_MM:
            found.append(Escape(number, what, round(outside * PX_TO_MM, 1), True))


def _leaves(box: Any) -> Iterator[Any]:
    """The text boxes, atoms and images a line holds (inline boxes opened up)."""
    from weasyprint.formatting_structure import boxes

    for child in getattr(box, "children", ()):
        child = getattr(child, "_box", child)
        if isinstance(child, boxes.InlineBox):
            yield from _leaves(child)
        else:
            yield child


def _extent(box: Any) -> tuple[float, float, float, float]:
    """``box``'s border box: left, top, right, bottom (px)."""
    left = box.position_x + box.margin_left
    top = box.position_y + box.margin_top
    return left, top, left + box.border_width(), top + box.border_height()


def _content_edges(box: Any) -> tuple[float, float]:
    """Where ``box``'s content ends: right, and below when its height is set or what runs
    out of it is clipped (a box whose height follows its content cannot be overrun
    below)."""
    right = box.content_box_x() + box.width
    fixed = box.style["overflow"] != "visible" or any(
        _length(box.style[name]) for name in ("height", "max_height")
    )
    bottom = box.content_box_y() + box.height if fixed else float("inf")
    return right, bottom


def _length(value: Any) -> bool:
    """Whether a ``height`` is a length of its own (not ``auto``, ``none`` or a share of a
    container whose height may follow its content)."""
    unit = getattr(value, "unit", None)
    return unit not in (None, "%") and value.value != float("inf")


def _past(extent: tuple[float, float, float, float], edges: tuple[float, float]) -> float:
    """How far (mm) ``extent`` runs past ``edges`` (right, bottom)."""
    _, _, right, bottom = extent
    return max(right - edges[0], bottom - edges[1], 0.0) * PX_TO_MM


def _name(box: Any) -> str:
    """``box``'s element as a selector: ``td.num``."""
    element = getattr(box, "element", None)
    if element is None:
        return type(box).__name__
    classes = "".join(f".{c}" for c in (element.get("class") or "").split())
    return f"{element.tag}{classes}"


def _text_of(box: Any) -> str:
    """The text inside ``box``, for a proofreader to find it."""
    text = getattr(box, "text", None)
    if isinstance(text, str):
        return text
    return "".join(_text_of(child) for child in getattr(box, "children", ()))[:60]


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
