"""The battlefield pages of the Fate kit: every zone a frame with a spot the size and shape
of its zone card (the units' tokens stand on the card), linked zones side by side.

How many frames a page holds follows the card: two by two for poker cards, one for an
A6 card, every frame of the battle the same size. The zones are shared out evenly over
the pages the battle needs (five poker zones: three and two, not four and one); a slot
no zone takes holds an army's pile of beaten units (the rules turn a beaten unit's card
over and keep it). All positions are worked out here, in millimetres; the template only
draws them.
"""

from __future__ import annotations

import itertools
import math
import textwrap
from dataclasses import dataclass
from typing import Any

from kitgen.i18n import Text
from kitgen.printing import PAPERS
from kitgen.systems.fate.rules import BattlePlan

MAP_WIDTH, MAP_HEIGHT = 186.0, 232.0
"""The map's drawing on a page, in millimetres: fits A4 and Letter inside the margins."""
PAGE_ROOM = 47.0
"""What a map page keeps off its drawing's height, mm: its margins, heading and help line
(a drawing 250 mm high on A4, 232 on Letter)."""
MAP_COLUMNS, MAP_ROWS = 2, 3
"""The most frames a page holds across and down (frames without a card spot: zone cards
printed a page each)."""
SPOT_MARGIN = 1.0
"""The least room between a card's spot and its frame, mm."""
ZONE_HEAD = 10.0
"""The band over a zone's spot: its name and its links."""
MAP_GAP = 6.0
"""The least gap between two zones: their links are drawn across it."""
NAME_MM, LINKS_MM = 4.2, 2.9
"""Type sizes of the map's words, in millimetres (12 pt and 8.2 pt)."""
MM_PER_CHAR = 0.52
"""Average width of a character, as a share of its type size."""
SEARCH = 50_000
"""The most arrangements of the zones tried to set linked zones side by side; a larger
battle keeps the file's order."""
AWAY = 10
"""What a link costs whose zones are on different pages (one a row away costs 0)."""


@dataclass(frozen=True, slots=True)
class Grid:
    """The frames of a map page: ``columns`` × ``rows`` at most, and the zones each page
    holds (``counts``, first page first)."""

    columns: int
    rows: int
    counts: tuple[int, ...]

    def slots(self) -> list[tuple[int, int, int]]:
        """Every slot of every page, as (page, row, column), row by row."""
        return [
            (page, *divmod(k, self.columns))
            for page, count in enumerate(self.counts)
            for k in range(math.ceil(count / self.columns) * self.columns)
        ]


def map_height(paper: str) -> float:
    """The height of the map's drawing on ``paper``, mm."""
    return max(MAP_HEIGHT, PAPERS[paper].height - PAGE_ROOM)


def grid(zones: int, card: tuple[float, float] | None, height: float = MAP_HEIGHT) -> Grid:
    """The pages' frames for ``zones`` zones whose cards are ``card`` (width, height in
    mm; None for zone cards a page each, which no frame holds) on a drawing ``height``
    mm high."""
    columns, rows = MAP_COLUMNS, MAP_ROWS
    if card is not None:
        box_w, box_h = card[0] + 2 * SPOT_MARGIN, card[1] + 2 * SPOT_MARGIN + ZONE_HEAD
        columns = max(1, min(columns, math.floor((MAP_WIDTH + MAP_GAP) / (box_w + MAP_GAP))))
        rows = max(1, min(rows, math.floor((height + MAP_GAP) / (box_h + MAP_GAP))))
    pages = max(1, math.ceil(zones / (columns * rows)))
    share, extra = divmod(zones, pages)
    return Grid(columns, rows, tuple(share + (k < extra) for k in range(pages)))


def grid_order(plan: BattlePlan, layout: Grid) -> list[list[str]]:
    """The zones of each page, in the order they fill its slots (row by row; "" for an
    empty slot): the first best order in file order that puts linked zones side by side
    or one above the other on one page wherever it can, else the file's."""
    names = [z.name for z in plan.zones]
    slots = layout.slots()
    links = {(z.name, o) for z in plan.zones for o in z.links if z.name < o}
    if len(names) < 3 or math.perm(len(slots), len(names)) > SEARCH:
        return _fill(layout, names)

    def cost(order: tuple[int, ...]) -> int:
        spot = {names[k]: slots[slot] for k, slot in enumerate(order)}
        total = 0
        for a, b in links:
            (pa, ra, ca), (pb, rb, cb) = spot[a], spot[b]
            step = abs(ra - rb) + abs(ca - cb)
            if pa != pb:
                total += AWAY
            else:
                total += 0 if step == 1 else 1 if abs(ra - rb) == abs(ca - cb) == 1 else 4 * step
        return total

    def shared_out(order: tuple[int, ...]) -> bool:
        held = [0] * len(layout.counts)
        for slot in order:
            held[slots[slot][0]] += 1
        return tuple(held) == layout.counts

    arrangements = (o for o in itertools.permutations(range(len(slots)), len(names)))
    best = min((o for o in arrangements if shared_out(o)), key=cost)
    by_slot = {slot: names[k] for k, slot in enumerate(best)}
    pages: list[list[str]] = [[] for _ in layout.counts]
    for k, (page, _, _) in enumerate(slots):
        pages[page].append(by_slot.get(k, ""))
    return pages


def _fill(layout: Grid, names: list[str]) -> list[list[str]]:
    pages, start = [], 0
    for count in layout.counts:
        page = names[start : start + count]
        start += count
        pages.append(page + [""] * (math.ceil(count / layout.columns) * layout.columns - count))
    return pages


def _gap_line(a: tuple[float, float], b: tuple[float, float], w: float, h: float) -> Any:
    """The part of the line between the centres ``a`` and ``b`` of two frames of ``w`` × ``h``
    mm that runs between them: a link is drawn in the gap, never under a frame's words."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    out = min(w / 2 / abs(dx) if dx else math.inf, h / 2 / abs(dy) if dy else math.inf)
    return {
        "x1": f"{a[0] + out * dx:.1f}",
        "y1": f"{a[1] + out * dy:.1f}",
        "x2": f"{b[0] - out * dx:.1f}",
        "y2": f"{b[1] - out * dy:.1f}",
    }


def _out_frames(
    pages: list[list[str]], layout: Grid, armies: list[str]
) -> dict[tuple[int, int], str]:
    """Which empty slots (page, slot) hold the beaten units, and of which armies: one an
    army, in the first empty slots of the battlefield, each page's rows filled out; all
    armies in one when the empty slots are fewer than the armies."""
    empty = [
        (page, k)
        for page, names in enumerate(pages)
        for k in range(layout.rows * layout.columns)
        if k >= len(names) or not names[k]
    ]
    if not empty:
        return {}
    if len(empty) < len(armies):
        return {empty[0]: " · ".join(armies)}
    return dict(zip(empty, armies, strict=False))


def battlefield(
    plan: BattlePlan, t: Text, card: tuple[float, float] | None, paper: str = "a4"
) -> list[dict[str, Any]]:
    """The battlefield's pages: each zone a frame, its name and links over a spot the size
    and shape of its zone card (``card``: width, height in mm; None draws no spot); links
    between zones that sit side by side (or corner to corner) are drawn across the gap
    between them, every link is written out. Empty slots hold each army's beaten units."""
    height = map_height(paper)
    layout = grid(len(plan.zones), card, height)
    zones = {z.name: z for z in plan.zones}
    laid = grid_order(plan, layout)
    out = _out_frames(laid, layout, [a.name for a in plan.armies])
    pages = []
    for number, names in enumerate(laid):
        rows = layout.rows
        box_w = (MAP_WIDTH - MAP_GAP * (layout.columns - 1)) / layout.columns
        box_h = (height - MAP_GAP * (rows - 1)) / rows
        step_x, step_y = box_w + MAP_GAP, box_h + MAP_GAP
        centre: dict[str, tuple[float, float, int, int]] = {}
        for k, name in enumerate(names):
            if name:
                row, column = divmod(k, layout.columns)
                centre[name] = (column * step_x + box_w / 2, row * step_y + box_h / 2, row, column)
        lines = []
        for name, (x1, y1, r1, c1) in centre.items():
            for other in zones[name].links:
                if other in centre and name < other:
                    x2, y2, r2, c2 = centre[other]
                    if max(abs(r1 - r2), abs(c1 - c2)) == 1:
                        lines.append(_gap_line((x1, y1), (x2, y2), box_w, box_h))
        boxes = []
        width = round(box_w / (LINKS_MM * MM_PER_CHAR)) - 2
        for name, (x, y, _, _) in centre.items():
            zone = zones[name]
            left, top = x - box_w / 2, y - box_h / 2
            links = textwrap.wrap(
                t.pair(t("fa.links"), ", ".join(zone.links) or t("fa.no_links")), width
            )
            spot_top = top + ZONE_HEAD
            box: dict[str, Any] = {
                "x": f"{left:.1f}",
                "y": f"{top:.1f}",
                "w": f"{box_w:.1f}",
                "h": f"{box_h:.1f}",
                "head": f"{ZONE_HEAD:.1f}",
                "name": textwrap.shorten(name, round(box_w / (NAME_MM * MM_PER_CHAR)) - 1),
                "name_x": f"{left + 2.5:.1f}",
                "name_y": f"{top + 4.9:.1f}",
                "links": [
                    {"text": line, "x": f"{left + 2.5:.1f}", "y": f"{top + 8.6 + 3.5 * k:.1f}"}
                    for k, line in enumerate(links)
                ],
                "spot": None,
                "hidden": zone.zone.hidden is not None,
            }
            if card is not None:
                middle = spot_top + (box_h - ZONE_HEAD) / 2
                box["spot"] = {
                    "x": f"{x - card[0] / 2:.1f}",
                    "y": f"{middle - card[1] / 2:.1f}",
                    "w": f"{card[0]:.1f}",
                    "h": f"{card[1]:.1f}",
                    "label_x": f"{x:.1f}",
                    "label_y": f"{middle + 1:.1f}",
                }
            boxes.append(box)
        piles = []
        for (page, k), army in out.items():
            if page == number:
                row, column = divmod(k, layout.columns)
                left, top = column * step_x, row * step_y
                piles.append(
                    {
                        "x": f"{left:.1f}",
                        "y": f"{top:.1f}",
                        "w": f"{box_w:.1f}",
                        "h": f"{box_h:.1f}",
                        "head": f"{ZONE_HEAD:.1f}",
                        "name": t("fa.map_out"),
                        "name_x": f"{left + 2.5:.1f}",
                        "name_y": f"{top + 4.9:.1f}",
                        "army": {
                            "text": textwrap.shorten(army, width),
                            "x": f"{left + 2.5:.1f}",
                            "y": f"{top + 8.6:.1f}",
                        },
                        "help": [
                            {
                                "text": line,
                                "x": f"{left + 2.5:.1f}",
                                "y": f"{top + ZONE_HEAD + 5 + 3.5 * k:.1f}",
                            }
                            for k, line in enumerate(textwrap.wrap(t("fa.map_out_help"), width))
                        ],
                    }
                )
        pages.append(
            {
                "width": f"{MAP_WIDTH:.0f}",
                "height": f"{height:.0f}",
                "zones": boxes,
                "piles": piles,
                "lines": lines,
                "name_size": f"{NAME_MM}",
                "links_size": f"{LINKS_MM}",
            }
        )
    return pages
