"""A plain card back survives the printer's duplex slip (issue 39, round 13).

A back is printed on the other side of the sheet and cut along the front's marks. A home
printer's duplex registration is off by 1-2 mm, so a frame drawn near the cut on the back
shows off-centre once the card is cut: readers of two systems called it a misprint,
wherever the frame sat (2.5 mm in, or on the trim). A plain back therefore draws no
frame at all, in every system's stylesheet, and its fine hatch runs past the cut (a
bleed) so that a slip leaves no white edge: only its centred title shows where it is.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

TEMPLATES = Path(__file__).parent.parent / "templates"
SYSTEMS = sorted(p.parent.name for p in TEMPLATES.glob("*/kit.css") if p.parent.name != "_base")

SLIP_MM = 2.0
"""How far a home printer's duplex registration may be off."""

MM = 96 / 25.4
"""CSS pixels per millimetre (WeasyPrint lays out in CSS pixels)."""


def _card_sheet(system: str) -> str:
    """The markup of ``kitgen.render.cards``' duplex back sheet (templates/_base/macros),
    one 63 x 88 mm card, with the base stylesheet and the system's own."""
    return (
        '<html><head><link rel="stylesheet" href="_base/kit.css">'
        f'<link rel="stylesheet" href="{system}/kit.css">'
        "<style>@page { size: A4; margin: 10mm }</style></head><body>"
        '<section class="card-sheet back kind-zone_card">'
        '<div class="slot back" style="left: 20mm; top: 20mm">'
        '<div class="face back" style="width: 63mm; height: 88mm">'
        '<div class="frame"><div class="plain-back"><div class="plain-back-mid">'
        '<p class="plain-back-kind">Carte de zone</p>'
        '<p class="plain-back-label">La colline</p>'
        "</div></div></div></div></div></section></body></html>"
    )


def _boxes(box: Any) -> Any:
    yield box
    for child in getattr(box, "children", ()):
        yield from _boxes(child)


def _ancestors(root: Any, target: Any) -> list[Any]:
    """The boxes from ``root`` down to ``target``'s parent."""
    for child in getattr(root, "children", ()):
        if child is target:
            return [root]
        found = _ancestors(child, target)
        if found:
            return [root, *found]
    return []


def _classes(box: Any) -> set[str]:
    element = getattr(box, "element", None)
    if element is None or getattr(box, "element_tag", None) is None:
        return set()
    return set((element.get("class") or "").split())


@pytest.mark.parametrize("system", SYSTEMS)
def test_a_plain_back_draws_nothing_a_slip_would_show(system: str) -> None:
    from kitgen.render import lay_out

    page = lay_out(_card_sheet(system)).pages[0]._page_box
    boxes = list(_boxes(page))
    face = next(b for b in boxes if {"face", "back"} <= _classes(b))
    left, top = face.content_box_x(), face.content_box_y()
    right, bottom = left + face.width, top + face.height
    drawn = []
    for box in boxes:
        if not hasattr(box, "border_top_width") or box is face:
            continue
        widths = (
            box.border_top_width,
            box.border_right_width,
            box.border_bottom_width,
            box.border_left_width,
        )
        if not any(widths):
            continue
        # a rule drawn on this card, and how close it comes to the card's cut
        x, y = box.border_box_x(), box.border_box_y()
        near = min(
            x - left, y - top, right - (x + box.border_width()), bottom - (y + box.border_height())
        )
        if near < 5 * MM:
            drawn.append((sorted(_classes(box)), round(near / MM, 1)))
    assert drawn == [], f"rules within 5 mm of the cut on a plain back: {drawn}"
    # its hatch bleeds past the cut by more than a slip on every side
    ground = next(b for b in boxes if "frame" in _classes(b))
    ((kind, _),) = ground.style["background_image"]
    assert kind == "linear-gradient"
    x, y = ground.border_box_x(), ground.border_box_y()
    bleed = min(
        left - x, top - y, x + ground.border_width() - right, y + ground.border_height() - bottom
    )
    assert bleed >= SLIP_MM * MM
    # and nothing it sits in clips it back to the cut (round 15: the face kept its
    # overflow hidden, as WeasyPrint matches no chained :has(> a > b), and three readers
    # saw the hatch stop at the crop marks)
    for box in _ancestors(page, ground):
        if box.style["overflow"] != "visible":
            inside = (
                box.padding_box_x() <= x
                and box.padding_box_y() <= y
                and x + ground.border_width() <= box.padding_box_x() + box.padding_width()
                and y + ground.border_height() <= box.padding_box_y() + box.padding_height()
            )
            assert inside, f"{sorted(_classes(box))} clips the back's bleed"
    # the title is still there, at mid height
    title = next(b for b in boxes if "plain-back-kind" in _classes(b))
    middle = title.border_box_y() + title.border_height() / 2
    assert abs(middle - (top + bottom) / 2) < 15 * MM
