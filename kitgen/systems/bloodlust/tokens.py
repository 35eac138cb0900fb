"""Face-down units on the table: a folded token each, the sheet stays with the GM.

The rulebook has the GM deploy units face down, so that the players see an army without
knowing what they will face. A unit sheet is a page (its casualty columns need one), so
rather than print each face-down sheet a page of card back, the GM's copy gives every
face-down unit a small tent token: cut out, folded in two and stood on the map, its
players' half shows the army and a question mark, its GM's half the unit (sheet number,
name, stats). When the unit is engaged or revealed, its sheet takes the token's place.

Tokens come four to a page, at the foot of the page under a caption that says how to
cut them out (along their solid outline) and fold them (on their dotted middle); above
them a log of the hidden deployment fills the page, a row for each of its tokens (where
the unit waits, what reveals it) and blank rows for more. Geometry is in millimetres,
worked out here so the template only places boxes.
"""

from __future__ import annotations

from typing import Any

from kitgen.i18n import Text
from kitgen.printing import OFF, Settings
from kitgen.systems.bloodlust.cards import total
from kitgen.systems.bloodlust.plan import ArmyPlan, UnitPlan

TOKEN_WIDTH = 90.0
TOKEN_HALF = 40.0
"""A token is 90 mm wide and two halves of 40 mm tall; folded, it stands 40 mm high."""
GAP = 4.0
"""Between two tokens, so that each is cut on its own."""
PER_ROW = 2
PER_PAGE = 4
TOP_MATTER = 30.0
"""The first page's heading and how-to, in millimetres (a little more than they take)."""
PAGE_MARGINS = 27.0
"""The kit's page margins, top and bottom (``_base/kit.css``: 12 mm and 15 mm)."""
LOG_ROW = 8.0
"""A row of the deployment log: a pencil's height (``--box``)."""
LOG_HEAD = 9.0
"""The log's title and column heads."""


def token(unit: UnitPlan, army: ArmyPlan, side: int, number: int, t: Text) -> dict[str, Any]:
    """One face-down unit's token: what the players see, and what the GM sees."""
    stats = [
        (t("sheet.eff"), t.number(unit.eff)),
        (t("sheet.pui"), total(unit.total_pui, t)),
        *([(t("sheet.pui_tir"), total(unit.total_pui_tir, t))] if unit.total_pui_tir else []),
        (t("sheet.ini"), t.signed(unit.initiative.whole)),
        (t("sheet.att"), t.signed(unit.attack.whole)),
        (t("sheet.def"), t.signed(unit.defense.whole)),
    ]
    return {
        "army": army.name,
        "side": side,
        "number": t("sheet.number", n=number),
        "name": unit.unit.name,
        "stats": stats,
    }


def token_pages(tokens: list[dict[str, Any]], settings: Settings) -> list[dict[str, Any]]:
    """The tokens four to a page, each page's log as tall as the room above its tokens:
    a row for each token, then blank ones."""
    content = settings.sheet.height - PAGE_MARGINS
    pages = []
    for start in range(0, len(tokens), PER_PAGE):
        chunk = tokens[start : start + PER_PAGE]
        rows = [chunk[i : i + PER_ROW] for i in range(0, len(chunk), PER_ROW)]
        block = len(rows) * (2 * TOKEN_HALF + GAP) + 8.0  # the caption above them
        room = content - block - (TOP_MATTER if not start else 0.0) - LOG_HEAD - 6.0
        lines = max(len(chunk), int(room // LOG_ROW))
        pages.append(
            {
                "first": not start,
                "rows": rows,
                "height": f"{content - 1:.1f}mm",
                "log": [(k["number"], k["name"]) for k in chunk],
                "spare": lines - len(chunk),
            }
        )
    return pages


def face_down(
    units: list[tuple[UnitPlan, ArmyPlan, int, int]], t: Text, settings: Settings
) -> dict[str, Any]:
    """The tokens of the face-down units ``(unit, army, side, sheet number)``, on the
    GM's copy; in duplex each page of tokens starts on a front and its back is left
    blank, since it is cut up."""
    tokens = [token(u, a, side, n, t) for u, a, side, n in units if u.unit.face_down]
    return {
        "pages": token_pages(tokens, settings) if tokens and settings.gm else [],
        "duplex": settings.duplex != OFF,
        "size": {
            "width": f"{TOKEN_WIDTH:g}mm",
            "half": f"{TOKEN_HALF:g}mm",
            "gap": f"{GAP:g}mm",
        },
    }
