"""JdRWiki plan -> the scenario page's drawing of the field: the zones as boxes (their
terrain, what leaving costs, who starts there), a line between two zones that touch
(``neighbours:``). All positions are worked out here, in millimetres; the template only
places them.

The zones are laid out on two rows, in the order of a walk along the neighbours from the
file's first zone (left to right on the top row, then back right to left on the bottom
one), so that a ring of zones comes out as a ring without crossing lines. A battle that
does not say which zones touch, or has more than ``MOST`` zones, gets no drawing.
"""

from __future__ import annotations

from typing import Any

from kitgen.i18n import Text
from kitgen.systems.jdrwiki.army_sheet import sides
from kitgen.systems.jdrwiki.places import has_map
from kitgen.systems.jdrwiki.plan import BattlePlan
from kitgen.systems.jdrwiki.terrain import Ground

MOST = 8
"""The most zones the drawing holds (two rows of four)."""
WIDTH = 180.0
"""The drawing's width in mm (the page's text width on A4 and Letter, less a margin)."""
WIDEST = 72.0
"""A zone's box at most, in mm; narrower when a row holds more (``GAP_X`` between)."""
GAP_X = 8.0
LINE_MM = 3.6
"""A line of the box's text (its name, terrain, each body that starts there), in mm."""
PAD_MM = 2.2
GAP_Y = 9.0
"""The room between the two rows, for the lines that join them."""


def walk(grounds: tuple[Ground, ...]) -> list[Ground]:
    """The zones in the order of a walk along the neighbours from the first one (a zone
    the walk cannot reach starts a new walk), each neighbour in the file's order."""
    by_name = {g.name: g for g in grounds}
    order: list[Ground] = []
    seen: set[str] = set()

    def visit(g: Ground) -> None:
        seen.add(g.name)
        order.append(g)
        for n in g.neighbours:
            if n not in seen and n in by_name:
                visit(by_name[n])

    for g in grounds:
        if g.name not in seen:
            visit(g)
    return order


def field_map(plan: BattlePlan, t: Text) -> dict[str, Any] | None:
    """The drawing's boxes and lines, or ``None`` when the battle gives no map."""
    grounds = plan.grounds
    if not grounds or not has_map(grounds) or len(grounds) > MOST:
        return None
    order = walk(grounds)
    top = (len(order) + 1) // 2
    columns = max(top, 1)
    box_w = min(WIDEST, (WIDTH - (columns - 1) * GAP_X) / columns)
    step = (WIDTH - box_w) / (columns - 1) if columns > 1 else 0.0
    holders = {
        g.name: [(a, b) for a in plan.armies for b in a.bodies if b.at == g.name] for g in order
    }
    box_h = PAD_MM + LINE_MM * (2 + max(max(len(h) for h in holders.values()), 1))
    place: dict[str, tuple[float, float]] = {}
    for k, g in enumerate(order):
        row, col = (0, k) if k < top else (1, len(order) - 1 - k)
        x = col * step if columns > 1 else (WIDTH - box_w) / 2
        place[g.name] = (x, row * (box_h + GAP_Y))
    rows = 2 if len(order) > 1 else 1
    side = sides(plan)
    boxes = []
    for g in order:
        x, y = place[g.name]
        held = [
            {
                "text": b.name if b is a.whole else f"{b.name} ({a.name})",
                "side_class": side[a.name],
            }
            for a, b in holders[g.name]
        ]
        features = ", ".join(f"{t(f'jw.feature.{k}')} {level}" for k, level in g.features)
        boxes.append(
            {
                "left": f"{x:.1f}mm",
                "top": f"{y:.1f}mm",
                "width": f"{box_w:.1f}mm",
                "height": f"{box_h:.1f}mm",
                "name": g.name,
                "terrain": t(
                    "jw.map.terrain", features=features or t("jw.open_plain"), n=g.exit_cost
                ),
                "held": held,
            }
        )
    links = []
    done: set[frozenset[str]] = set()
    for g in order:
        for n in g.neighbours:
            pair = frozenset((g.name, n))
            if pair in done or n not in place:
                continue
            done.add(pair)
            (x1, y1), (x2, y2) = place[g.name], place[n]
            links.append(_link(x1, y1, x2, y2, box_w, box_h))
    height = rows * box_h + (rows - 1) * GAP_Y
    return {
        "title": t("jw.map.title"),
        # the battle's weather is in every zone's figures already: said once, here, so
        # that a rain in the scenario's events is not counted a second time
        "help": t("jw.map.help")
        + (" " + t("jw.map.weather", n=plan.battle.weather) if plan.battle.weather else ""),
        "width": f"{WIDTH:.1f}",
        "height": f"{height:.1f}",
        "boxes": boxes,
        "links": links,
    }


def _link(x1: float, y1: float, x2: float, y2: float, w: float, h: float) -> dict[str, str]:
    """The line between two boxes of ``w`` by ``h`` mm at (``x1``, ``y1``) and (``x2``,
    ``y2``), from edge to edge: centre to centre, less the part inside each box (no line
    runs under a box's text)."""
    ax, ay = x1 + w / 2, y1 + h / 2
    bx, by = x2 + w / 2, y2 + h / 2
    dx, dy = bx - ax, by - ay
    inside = min(
        (w / 2) / abs(dx) if dx else float("inf"), (h / 2) / abs(dy) if dy else float("inf")
    )
    return {
        "x1": f"{ax + dx * inside:.1f}",
        "y1": f"{ay + dy * inside:.1f}",
        "x2": f"{bx - dx * inside:.1f}",
        "y2": f"{by - dy * inside:.1f}",
    }
