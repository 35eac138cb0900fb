"""The battlefield page of the Fate kit: every zone a frame big enough to put its zone
card and the units' tokens on, laid two by three to a page, linked zones side by side.

All positions are worked out here, in millimetres; the template only draws them.
"""

from __future__ import annotations

import itertools
import math
import textwrap
from typing import Any

from kitgen.i18n import Text
from kitgen.systems.fate.rules import BattlePlan

MAP_WIDTH, MAP_HEIGHT = 186.0, 232.0
"""The map's drawing on a page, in millimetres: fits A4 and Letter inside the margins."""
MAP_COLUMNS, MAP_ROWS = 2, 3
"""Zones per map page: two columns of three rows (more zones take more pages)."""
CARD_SPOT = (89.0, 64.0)
"""The least room a zone gets under its name: a poker card (63 x 88 mm) lying sideways,
with half a millimetre around it."""
ZONE_HEAD = 10.0
"""The band over a zone's spot: its name and its links."""
MAP_GAP = 6.0
"""The least gap between two zones: their links are drawn across it."""
NAME_MM, LINKS_MM = 4.2, 2.9
"""Type sizes of the map's words, in millimetres (12 pt and 8.2 pt)."""
MM_PER_CHAR = 0.52
"""Average width of a character, as a share of its type size."""


def grid_order(plan: BattlePlan) -> list[str]:
    """Zones in the order they fill the map's slots (row by row, two to a row): for a
    battle that fits one page, the order that puts linked zones side by side or one above
    the other wherever it can (the first best order in file order), else the file's."""
    names = [z.name for z in plan.zones]
    per_page = MAP_COLUMNS * MAP_ROWS
    if len(names) > per_page or len(names) < 3:
        return names
    links = {(z.name, o) for z in plan.zones for o in z.links if z.name < o}

    def cost(order: tuple[int, ...]) -> int:
        spot = {names[k]: divmod(slot, MAP_COLUMNS) for k, slot in enumerate(order)}
        total = 0
        for a, b in links:
            (ra, ca), (rb, cb) = spot[a], spot[b]
            step = abs(ra - rb) + abs(ca - cb)
            total += 0 if step == 1 else 1 if abs(ra - rb) == abs(ca - cb) == 1 else 4 * step
        return total

    slots = range(math.ceil(len(names) / MAP_COLUMNS) * MAP_COLUMNS)
    best = min(itertools.permutations(slots, len(names)), key=cost)
    by_slot = {slot: names[k] for k, slot in enumerate(best)}
    return [by_slot.get(slot, "") for slot in slots]


def battlefield(plan: BattlePlan, t: Text) -> list[dict[str, Any]]:
    """The battlefield, a page per six zones: each zone a frame big enough for a poker
    card, with its name and its links over it; links between zones that sit side by side
    (or corner to corner) are drawn under the frames, every link is written out."""
    order = grid_order(plan)
    zones = {z.name: z for z in plan.zones}
    per_page = MAP_COLUMNS * MAP_ROWS
    pages = []
    for first in range(0, len(order), per_page):
        names = order[first : first + per_page]
        rows = max(1, math.ceil(len(names) / MAP_COLUMNS))
        box_w = (MAP_WIDTH - MAP_GAP * (MAP_COLUMNS - 1)) / MAP_COLUMNS
        box_h = (MAP_HEIGHT - MAP_GAP * (rows - 1)) / rows
        step_x, step_y = box_w + MAP_GAP, box_h + MAP_GAP
        centre: dict[str, tuple[float, float, int, int]] = {}
        for k, name in enumerate(names):
            if name:
                row, column = divmod(k, MAP_COLUMNS)
                centre[name] = (column * step_x + box_w / 2, row * step_y + box_h / 2, row, column)
        lines = []
        for name, (x1, y1, r1, c1) in centre.items():
            for other in zones[name].links:
                if other in centre and name < other:
                    x2, y2, r2, c2 = centre[other]
                    if max(abs(r1 - r2), abs(c1 - c2)) == 1:
                        lines.append(
                            {
                                "x1": f"{x1:.1f}",
                                "y1": f"{y1:.1f}",
                                "x2": f"{x2:.1f}",
                                "y2": f"{y2:.1f}",
                            }
                        )
        boxes = []
        width = round(box_w / (LINKS_MM * MM_PER_CHAR)) - 2
        for name, (x, y, _, _) in centre.items():
            zone = zones[name]
            left, top = x - box_w / 2, y - box_h / 2
            links = textwrap.wrap(
                t.pair(t("fa.links"), ", ".join(zone.links) or t("fa.no_links")), width
            )
            spot_top = top + ZONE_HEAD
            boxes.append(
                {
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
                    "spot": {
                        "x": f"{x - CARD_SPOT[0] / 2 + 0.5:.1f}",
                        "y": f"{spot_top + (box_h - ZONE_HEAD - CARD_SPOT[1]) / 2:.1f}",
                        "w": f"{CARD_SPOT[0] - 1:.1f}",
                        "h": f"{CARD_SPOT[1] - 1:.1f}",
                    },
                    "label_x": f"{x:.1f}",
                    "label_y": f"{spot_top + (box_h - ZONE_HEAD) / 2 + 1:.1f}",
                    "hidden": zone.zone.hidden is not None,
                }
            )
        pages.append(
            {
                "width": f"{MAP_WIDTH:.0f}",
                "height": f"{MAP_HEIGHT:.0f}",
                "zones": boxes,
                "lines": lines,
                "name_size": f"{NAME_MM}",
                "links_size": f"{LINKS_MM}",
            }
        )
    return pages
