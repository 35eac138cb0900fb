"""Troop sheets two to a page: Promiterra's ``page`` size for ``troop_sheet``.

A troop sheet holds a track of up to hundreds of boxes and a column of rules; on an A6
card that meant 5 pt type and 4 mm boxes, and an A5 card leaves a third of an A4 sheet
unused. So by default (``troop_sheet: page``) each sheet takes half the page, across
it: two to a sheet, cut apart along the marks in the middle. A sheet whose content
needs more than half a page (a very large troop, many war actions) takes a whole page.
The type of each sheet is sized to its content (``sheetfit``); the other card sizes
(``a5``, ``a6``…) lay the sheets out like any deck.

The halves are laid like any deck's cards (``kitgen.printing.Imposition``: centred,
6 mm clear of each side and 7.5 mm of the top and foot, whose band holds the
battle's name and the folio; crop marks along the cuts, backs behind fronts in duplex), and
drawn by the shared deck macro; only the card's size is this module's.
"""

from __future__ import annotations

import math
from dataclasses import replace
from typing import Any

from kitgen.cards import Kit
from kitgen.i18n import Text
from kitgen.printing import CARD_SIZES, LONG, OFF, PAGE, SHEET_MARGIN, Imposition, Size, impose
from kitgen.systems.promiterra.sheetfit import (
    BAND_LINES,
    CARD,
    HALF,
    LINE,
    WHOLE,
    Look,
    blank_boxes,
    family,
    fits,
    lay_track,
    ruled,
)

FRAME_INSET = 2.5 + 0.42
"""A card's frame sits 2.5 mm inside its edge, with a 1.2 pt border (``_base/kit.css``)."""


def _mm(value: float) -> str:
    return f"{value:.2f}mm"


def _box(x: float, y: float, width: float, height: float) -> str:
    return f"left: {_mm(x)}; top: {_mm(y)}; width: {_mm(width)}; height: {_mm(height)}"


FOOTER = 7.5
"""Millimetres kept under the sheets (and above, the layout being centred): the sheet's
furniture, the battle's name and the folio, sits there clear of the cards, above the
4 mm a home printer cannot print (``kitgen.printing.PRINTABLE``)."""


def layouts(sheet: Size) -> dict[str, Imposition]:
    """Half a page (two to a sheet, one above the other) and a whole page."""
    width = sheet.width - 2 * SHEET_MARGIN
    height = sheet.height - 2 * max(SHEET_MARGIN, FOOTER)
    return {
        HALF: Imposition(sheet, Size(width, height / 2), 0.0, False, 1, 2),
        WHOLE: Imposition(sheet, Size(width, height), 0.0, False, 1, 1),
    }


def _inner(card: Size) -> tuple[float, float]:
    return (card.width - 2 * FRAME_INSET, card.height - 2 * FRAME_INSET)


BACK_HEAD = 20.0
"""A sheet's back above its grid: the title, the line under it, the letters (mm)."""
BACK_LABEL = 5.0
"""The column of row numbers left of the back's grid (mm)."""
BACK_FOOT = 6.0
BACK_GAP = 4.0
"""Between the back's grid and the lines under it (mm)."""
BACK_CELL_MIN = 5.0
"""The least cell of the back's grid a pencil mark fits in (mm): below it, squared lines."""
BACK_FORT = 0.75
"""What a row with a fortified cell adds to the back's grid (mm): its frame, 2 pt as on
the map page, is thicker than the grid's rule (round 15)."""


def back_grid(
    grid: tuple[int, int] | None,
    size: tuple[float, float],
    ghost: list[list[dict[str, Any]]] | None = None,
) -> dict[str, Any] | None:
    """A sheet's back in duplex: the battlefield's own grid (``grid``: its columns and
    rows), framed, its columns lettered and its rows numbered as on the map, square cells
    as large as the back (``size``: inner width and height, mm) allows; None without a
    map, or where the cells would be too small to draw in (the back is then squared).
    ``ghost``, the map's cells (``cellview.ghost_rows``), is drawn light in the grid, each
    cell under its code, so that a move is sketched on the battle's own ground."""
    if grid is None or not all(grid):
        return None
    cols, rows = grid
    width, height = size
    # the rows a fortification's thick frame makes taller, taken from the room first
    framed = sum(any(g.get("fort") for g in row) for row in ghost or ())
    height -= BACK_FORT * framed
    cell = min((width - 16.0 - BACK_LABEL) / cols, (height - BACK_HEAD - BACK_FOOT) / rows)
    if cell < BACK_CELL_MIN:
        return None
    cell = math.floor(cell * 10) / 10
    # a whole page's back draws its cells up to half as tall again as wide (room to write
    # in each), then ruled lines under the grid fill the page
    tall = math.floor(min((height - BACK_HEAD - BACK_FOOT) / rows, 1.5 * cell) * 10) / 10
    left = height - BACK_HEAD - BACK_FOOT - rows * tall - BACK_GAP
    lines = int(left // LINE) if left >= 2 * LINE else 0
    return {
        "letters": [chr(ord("A") + c) for c in range(cols)],
        "rows": [str(r) for r in range(1, rows + 1)],
        "cell": f"{cell:g}mm",
        "tall": f"{tall:g}mm",
        "lines": f"{lines * LINE:g}mm" if lines else "",
        "ghost": ghost
        or [[{"code": "", "look": "", "fort": ""} for _ in range(cols)] for _ in range(rows)],
    }


def set_type(
    cards: list[dict[str, Any]],
    kit: Kit,
    blank: dict[str, Any],
    grid: tuple[int, int] | None = None,
    ghost: list[list[dict[str, Any]]] | None = None,
) -> None:
    """Give each card its ``look`` (layout, type step, box size) for the deck's size, one
    for the whole deck (``sheetfit.family``), and fill the last sheet's empty places with
    copies of ``blank``, a sheet to fill in, set as the others (none when the last sheet
    is full); in duplex, each a back of its own: ruled, for the troop's notes, in place
    of a plain back."""
    size = kit.settings.size_of("troop_sheet")
    if size == PAGE:
        found = layouts(kit.settings.sheet)
        inner, whole = _inner(found[HALF].card), _inner(found[WHOLE].card)
        looks = family(cards, inner, HALF, whole)
        halves = [look for look in looks if look.layout == HALF]
        empty = len(halves) % 2
    else:
        inner = _inner(CARD_SIZES[size])
        whole = inner
        looks = family(cards, inner, CARD)
        halves = looks
        layout = impose(kit.settings.sheet, CARD_SIZES[size], kit.settings.bleed)
        empty = -len(cards) % layout.per_sheet
    for card, chosen in zip(cards, looks, strict=True):
        card["look"] = chosen.values(len(card["write"]["turns"]))
        lay_track(card, chosen)
    if size == PAGE and cards and halves:
        # each army's sheets start on a page of their own (the GM hands them out): a
        # half left alone at the end of an army takes a sheet to fill in beside it
        filled = _blank(blank, inner, halves[0])
        if filled is not None:
            cards[:] = _by_army(cards, filled, kit.text)
    elif cards and halves and empty:
        filled = _blank(blank, inner, halves[0])
        if filled is not None:
            cards += [dict(filled) for _ in range(empty)]
    if kit.settings.duplex != OFF:
        for card in cards:
            own = card.get("look", {}).get("layout")
            room = whole if own == WHOLE else inner
            card["back"] = back_grid(grid, room, ghost) or True


def _by_army(cards: list[dict[str, Any]], filled: dict[str, Any], t: Text) -> list[dict[str, Any]]:
    """``cards`` in order, a copy of ``filled`` after a half that would otherwise share
    its page with the next army's first sheet, or end the deck alone: a sheet to fill
    in an army's last. A half that waits alone while a whole page comes (the sheets keep
    their numbers' order: never 6 and 8, then 7) has beside it the army's war notes,
    ruled (``_hole``): round 15, three sheets to fill in were more than a war makes."""
    laid: list[dict[str, Any]] = []
    alone = False  # the last half laid waits for a second on its page
    for card in cards:
        whole = card["look"]["layout"] == WHOLE
        if alone and whole and card["army"] == laid[-1]["army"]:
            laid.append(_hole(filled, laid[-1]["army"], t))
            alone = False
        elif alone and (whole or card["army"] != laid[-1]["army"]):
            laid.append(dict(filled))
            alone = False
        laid.append(card)
        if not whole:
            alone = not alone
    if alone:
        laid.append(dict(filled))
    return laid


def _hole(filled: dict[str, Any], army: str, t: Text) -> dict[str, Any]:
    """A half page ruled for ``army``'s war notes, set as the sheet to fill in
    (``filled``) whose place it takes, its title and what it is for said."""
    return {
        **filled,  # "blank" kept: no troop's sheet, as the sheets to fill in
        "hole": {
            "help": t("pt.hole_help"),
            "heads": [t("pt.hole_turn"), t("pt.hole_troop"), t("pt.hole_what")],
        },
        "name": t("pt.hole_title", army=army),
        "army": army,
    }


def _blank(
    blank: dict[str, Any], size: tuple[float, float], shared: Look
) -> dict[str, Any] | None:
    """A copy of ``blank`` set as the deck's other sheets, its track as many boxes as
    leave the orders their room (a box per attack suffered, each to write the units left
    in: however large a merged troop, ``sheets.blank_sheet``); None on a card too small
    to hold one (a poker card: its empty places stay empty, rather than hold a sheet
    nothing fits on)."""
    card = dict(blank)
    # no notes over the band: its track is a box an attack, as many as leave the room
    found = replace(shared, orders=shared.layout != CARD, play_notes=0)
    card["track"] = {**card["track"], "boxes": []}
    card["track"]["boxes"] = [""] * blank_boxes(card, size, found)
    if not fits(card, size, found):
        return None
    own = ruled(card, size, found)
    # its labels "in battle" and "orders" on one baseline, at the height the deck's
    # other sheets set theirs (``sheetfit.alike``) where its own text leaves room for it
    counts = [n for n in (own.read_lines, shared.read_lines) if n]
    lines = min(counts) if counts else own.read_lines
    # under its track, the deck's foot band (``sheetfit.alike``)
    band = BAND_LINES if own.play_lines >= BAND_LINES else 0
    own = replace(own, read_lines=lines, play_lines=band)
    card["look"] = own.values(len(card["write"]["turns"]))
    return card


def _pages(cards: list[dict[str, Any]]) -> list[list[dict[str, Any]]]:
    """Halves two by two in order; a whole page where one comes, the half before it
    waiting for the next half."""
    pages: list[list[dict[str, Any]]] = []
    waiting: list[dict[str, Any]] | None = None
    for card in cards:
        if card["look"]["layout"] == WHOLE:
            pages.append([card])
        elif waiting is None:
            waiting = [card]
            pages.append(waiting)
        else:
            waiting.append(card)
            waiting = None
    return pages


def two_to_a_page(deck: dict[str, Any], kit: Kit) -> dict[str, Any]:
    """``deck`` (a ``page``-size deck from ``Kit.deck``) laid on sheets, halves two to a
    page; other sizes come back as they are."""
    if not deck["page"]:
        return deck
    cards = deck.pop("items")
    found = layouts(kit.settings.sheet)
    with_backs = any("back" in c or c["plain_back"] for c in cards)
    sheets = []
    for page in _pages(cards):
        layout = found[page[0]["look"]["layout"]]
        sheets.append(_sheet(layout, page, with_backs, kit))
    # the sheets' furniture (the battle's name, the folio) under the halves, between the
    # crop marks: a half and a whole page leave it the same place
    footer = found[HALF].footer()
    return {
        **deck,
        "page": False,
        "sheet_page": kit.sheet_pages.setdefault(footer, f"sheet-{len(kit.sheet_pages) + 1}"),
        "per_sheet": 2,
        "face_style": "left: 0; top: 0; width: 100%; height: 100%",
        "sheets": sheets,
    }


def _sheet(
    layout: Imposition, cards: list[dict[str, Any]], with_backs: bool, kit: Kit
) -> dict[str, Any]:
    width, height = layout.card.width, layout.card.height
    fronts = [
        {"card": card, "style": _box(*layout.place(i), width, height)}
        for i, card in enumerate(cards)
    ]
    backs = []
    if with_backs:
        flip = kit.settings.duplex if kit.settings.duplex != OFF else LONG
        dx, dy = kit.settings.offset
        for i, card in enumerate(cards):
            x, y = layout.place(layout.back_of(i, flip))
            backs.append({"card": card, "style": _box(x + dx, y + dy, width, height)})
    marks = [
        {
            "cls": "crop-v" if m.x1 == m.x2 else "crop-h",
            "style": _box(m.x1, m.y1, m.x2 - m.x1, m.y2 - m.y1),
        }
        for m in layout.crop_marks()
    ]
    return {"fronts": fronts, "backs": backs, "with_backs": with_backs, "marks": marks}
