"""The battlefield page of the Fate kit: every zone a frame with a spot the size and shape
of its zone card (the units' tokens stand on the card), linked zones side by side.

The battlefield sits on one page whenever a page can hold its zones at their cards' size:
two by two for upright poker cards; one frame for an A6 card. A zone card stands in its
frame as it prints, never turned a quarter, so that its words read the same way on the
table as on the sheet. Every frame of the battle is the same size. A
battle of more zones than a page holds is shared out evenly over the pages it needs (nine
poker zones: five and four, not six and three); a slot no zone takes holds an army's
pile of beaten units (the rules turn a beaten unit's card over and keep it). All
positions are worked out here, in millimetres; the template only draws them.
"""

from __future__ import annotations

import itertools
import math
import textwrap
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from kitgen.i18n import Text
from kitgen.printing import PAPERS
from kitgen.systems.fate.rules import BattlePlan

MAP_WIDTH, MAP_HEIGHT = 186.0, 235.0
"""The least drawing of the map on a page, in millimetres: fits A4 and Letter inside the
margins (the drawing takes a page's whole width, 186 mm on A4 and 191.9 on Letter)."""
SIDE_MARGINS = 24.0
"""A page's margins left and right, mm (``_base/kit.css``)."""
PAGE_ROOM = 44.4
"""What a map page keeps off its drawing's height, mm: its margins (27), its heading (13)
and a help line that may take two lines (4.4): a drawing 252.6 mm high on A4, 235 on
Letter."""
MAP_COLUMNS, MAP_ROWS = 2, 3
"""The most frames a page holds across and down (frames without a card spot: zone cards
printed a page each)."""
SPOT_MARGIN = 1.0
"""The least room between a card's spot and its frame, mm."""
ZONE_HEAD = 10.0
"""The band over a zone's spot: its name and a line of its links."""
LINK_LINE = 3.5
"""What each more line of a zone's links adds to its band, mm."""
MAP_GAP = 5.0
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
EPSILON = 1e-6
"""Room a sum of millimetres may miss by and still fit (floating point)."""


@dataclass(frozen=True, slots=True)
class Grid:
    """The frames of a map page: ``columns`` × ``rows`` at most, and the zones each page
    holds (``counts``, first page first); ``turned`` when the zone cards lie on their side
    in their frames, ``head`` the height of the band over every card (its name, its
    links)."""

    columns: int
    rows: int
    counts: tuple[int, ...]
    turned: bool = False
    head: float = ZONE_HEAD

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


def map_width(paper: str) -> float:
    """The width of the map's drawing on ``paper``: the page's between its margins, mm."""
    return max(MAP_WIDTH, PAPERS[paper].width - SIDE_MARGINS)


def frame_width(columns: int, width: float = MAP_WIDTH) -> float:
    """The width of each frame of a drawing ``width`` mm wide, ``columns`` frames across."""
    return (width - MAP_GAP * (columns - 1)) / columns


def _across(room: float, size: float, most: int) -> int:
    """How many frames ``size`` mm long, ``MAP_GAP`` apart, ``room`` mm takes (1 to ``most``)."""
    return max(1, min(most, math.floor((room + MAP_GAP) / (size + MAP_GAP) + EPSILON)))


def grid(
    zones: int,
    card: tuple[float, float] | None,
    height: float = MAP_HEIGHT,
    head: Callable[[float], float] | None = None,
    width: float = MAP_WIDTH,
) -> Grid:
    """The pages' frames for ``zones`` zones whose cards are ``card`` (width, height in
    mm; None for zone cards a page each, which no frame holds) on a drawing ``width`` ×
    ``height`` mm; ``head`` gives the band a zone's name and links take in a frame of a given
    width (one line of links: ``ZONE_HEAD``). The cards stand as they print unless lying
    on their side puts the battlefield on fewer pages."""
    if card is None:
        return _shared(zones, MAP_COLUMNS, MAP_ROWS, False, ZONE_HEAD)
    options = []
    # a zone card stands in its frame as it prints and as the table reads it: a frame never
    # turns it a quarter (its words would run sideways on the battlefield)
    for turned in (False,):
        wide, tall = (card[1], card[0]) if turned else card
        columns = _across(width, wide + 2 * SPOT_MARGIN, MAP_COLUMNS)
        band = head(frame_width(columns, width)) if head else ZONE_HEAD
        rows = _across(height, tall + 2 * SPOT_MARGIN + band, MAP_ROWS)
        options.append(_shared(zones, columns, rows, turned, band))
    return min(options, key=lambda g: len(g.counts))


def _shared(zones: int, columns: int, rows: int, turned: bool, head: float) -> Grid:
    """``zones`` shared out evenly over the fewest pages of ``columns`` × ``rows``."""
    pages = max(1, math.ceil(zones / (columns * rows)))
    share, extra = divmod(zones, pages)
    return Grid(columns, rows, tuple(share + (k < extra) for k in range(pages)), turned, head)


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


def _sketch_line(
    a: tuple[float, float], b: tuple[float, float], w: float, h: tuple[float, float]
) -> Any:
    """``_gap_line`` between two boxes ``w`` mm wide whose heights may differ (``h``: the
    first's, the second's): the line leaves each box at its own edge."""
    dx, dy = b[0] - a[0], b[1] - a[1]

    def out(high: float) -> float:
        return min(w / 2 / abs(dx) if dx else math.inf, high / 2 / abs(dy) if dy else math.inf)

    return {
        "x1": f"{a[0] + out(h[0]) * dx:.1f}",
        "y1": f"{a[1] + out(h[0]) * dy:.1f}",
        "x2": f"{b[0] - out(h[1]) * dx:.1f}",
        "y2": f"{b[1] - out(h[1]) * dy:.1f}",
    }


def _out_frames(
    pages: list[list[str]], layout: Grid, armies: list[str]
) -> dict[tuple[int, int], list[str]]:
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
        return {empty[0]: armies}
    return {slot: [army] for slot, army in zip(empty, armies, strict=False)}


SIDE_MARKS = ("■", "□", "●", "○", "▲", "△")
"""Each army's mark, in its order in the battle file: a filled and an empty square for
the first two (the cards' dark and light title bars), told apart in greyscale."""


def side_mark(index: int) -> str:
    """The mark of the army at ``index``."""
    return SIDE_MARKS[index % len(SIDE_MARKS)]


def starting(plan: BattlePlan, leaders_too: bool = True) -> dict[str, list[str]]:
    """Who starts in each zone, by zone name: each unit with a ``start`` (its attached
    commander with it, in parentheses, if ``leaders_too``: the scenario page says whom
    each leads already) and each independent commander with one, after their army's
    mark, in army and file order."""
    out: dict[str, list[str]] = {}
    for i, army in enumerate(plan.armies):
        mark = side_mark(i)
        leaders = {c.attached: c.name for c in army.army.commanders if c.attached and leaders_too}
        for unit in army.army.units:
            if unit.start is not None:
                leader = leaders.get(unit.name)
                name = f"{unit.name} ({leader})" if leader else unit.name
                out.setdefault(unit.start, []).append(f"{mark}\u00a0{name}")
        for commander in army.army.commanders:
            if commander.start is not None and commander.attached is None:
                out.setdefault(commander.start, []).append(f"{mark}\u00a0{commander.name}")
    return out


def marks_text(plan: BattlePlan, t: Text) -> str:
    """What each army's mark stands for: ``■ A, □ B.``"""
    return t(
        "fa.marks",
        marks=", ".join(f"{side_mark(i)}\u00a0{a.name}" for i, a in enumerate(plan.armies)),
    )


def start_text(names: list[str], t: Text) -> str:
    """``Start: ■ A, ■ B``: who starts in a zone, on one line."""
    return t("fa.start", who=", ".join(names))


def band_start(names: list[str], chars: int, t: Text) -> list[str]:
    """``Start: ■ A, ■ B`` in lines of ``chars`` characters, for a zone's band on the
    battlefield, where the card laid on the spot cannot hide it: every name whole, never
    cut nor split, each line as full as its names allow (round 22b, item 1: the names
    cut to their first word and "…" left the reader guessing); a name longer than a line
    takes a line of its own."""
    lines: list[str] = []
    line = t.pair(t("fa.start_short"), "")
    for k, name in enumerate(names):
        item = name + ("," if k < len(names) - 1 else "")
        if k and len(line) + len(item) > chars:
            lines.append(line.rstrip())
            line = ""
        line += item + " "
    lines.append(line.rstrip())
    return lines


CORNER_GAP = 3.0
"""The least room between a zone's name or links and who starts there, set at the band's
right, mm."""


def _band_corner(
    who: tuple[list[str], list[str]],
    beside: list[tuple[str, float]],
    width: float,
    top: float,
    t: Text,
) -> list[tuple[str, float]]:
    """Who starts on a zone, right-aligned in its band's lines (``beside``: the name and
    each line of links, with their type size, in mm), when the band has no line of its
    own for them: each line holds what the room right of its text leaves, a name never
    split. With the units' commanders (``who[0]``) when that fits, else without
    (``who[1]``), then the longest names of several words cut to their first word and
    "…", one by one, as a last resort (round 22b: on A4 the band's free lines, ``beside``
    with no text, leave room for every name whole; US Letter has none to spare). The lines
    and their baselines; none when even that does not fit (the spot then keeps the line)."""
    rooms = [
        (
            # a free line of the band (no text on its left) takes its whole width
            _chars(
                width - 5.0 - (len(text) * size * MM_PER_CHAR + CORNER_GAP) * bool(text), LINKS_MM
            ),
            top + (4.9 if k == 0 else 8.6 + LINK_LINE * (k - 1)),
        )
        for k, (text, size) in enumerate(beside)
    ]
    head = t.pair(t("fa.start_short"), "")

    def fill(items: list[str]) -> list[tuple[str, float]]:
        out: list[tuple[str, float]] = []
        line, rest = head, list(items)
        for room, y in rooms:
            while rest:
                said = line + rest[0] + ("," if len(rest) > 1 else "")
                if len(said) > room:
                    break
                line = said + " "
                rest.pop(0)
            if line.strip():
                out.append((line.strip(), y))
            line = ""
            if not rest:
                return out
        return []

    led, bare = who
    for items in (led, bare):
        placed = fill(items)
        if placed:
            return placed
    marks, names = zip(*(x.split("\u00a0", 1) for x in bare), strict=True)
    short = list(names)
    while True:
        long = [k for k, n in enumerate(short) if " " in n]
        if not long:
            return []
        k = max(long, key=lambda k: len(short[k]))
        short[k] = short[k].split(" ", 1)[0] + "…"
        placed = fill([f"{m}\u00a0{n}" for m, n in zip(marks, short, strict=True)])
        if placed:
            return placed


def _links_text(zone_links: tuple[str, ...], t: Text) -> str:
    return t.pair(t("fa.links"), ", ".join(zone_links) or t("fa.no_links"))


def _chars(width: float, size: float) -> int:
    """How many characters of type ``size`` mm a line ``width`` mm wide holds, with a
    margin of two."""
    return round(width / (size * MM_PER_CHAR)) - 2


def battlefield(
    plan: BattlePlan, t: Text, card: tuple[float, float] | None, paper: str = "a4"
) -> list[dict[str, Any]]:
    """The battlefield's pages: each zone a frame, its name and links over a spot the size
    and shape of its zone card (``card``: width, height in mm; None draws no spot), the
    card lying on its side when that keeps the battlefield on fewer pages; links between
    zones that sit side by side (or corner to corner) are drawn across the gap between
    them, every link is written out. Empty slots hold each army's beaten units."""
    height, across = map_height(paper), map_width(paper)
    texts = [_links_text(z.links, t) for z in plan.zones]
    starts, bare = starting(plan), starting(plan, leaders_too=False)

    def header(in_band: bool) -> Callable[[float], float]:
        def head(width: float) -> float:
            lines = max(
                (
                    len(textwrap.wrap(x, _chars(width, LINKS_MM))) + (in_band and z.name in starts)
                    for x, z in zip(texts, plan.zones, strict=True)
                ),
                default=1,
            )
            return ZONE_HEAD + LINK_LINE * (max(1, lines) - 1)

        return head

    # who starts on a zone: a line of the band under its links, where a card laid on the
    # spot leaves it in sight; when that line would take the battlefield onto one more
    # page (US Letter, 17.6 mm shorter), it stays on the spot, under its label
    in_band = card is not None and bool(starts)
    layout = grid(len(plan.zones), card, height, header(in_band), across)
    if in_band:
        plain = grid(len(plan.zones), card, height, header(False), across)
        if len(plain.counts) < len(layout.counts):
            layout, in_band = plain, False
    if card is not None and layout.turned:
        card = (card[1], card[0])
    band = layout.head
    zones = {z.name: z for z in plan.zones}
    laid = grid_order(plan, layout)
    out = _out_frames(laid, layout, [a.name for a in plan.armies])
    box_w = frame_width(layout.columns, across)
    box_h = (height - MAP_GAP * (layout.rows - 1)) / layout.rows
    step_x, step_y = box_w + MAP_GAP, box_h + MAP_GAP
    width = _chars(box_w, LINKS_MM)

    def out_help(armies: list[str]) -> str:
        return t("fa.map_out_help" if len(armies) == 1 else "fa.map_out_help_all")

    spot_label = t("fa.map_spot")
    pages = []
    for number, names in enumerate(laid):
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
        for name, (x, y, _, _) in centre.items():
            zone = zones[name]
            left, top = x - box_w / 2, y - box_h / 2
            links = textwrap.wrap(_links_text(zone.links, t), width)
            box: dict[str, Any] = {
                **_frame(left, top, box_w, box_h, band),
                "name": textwrap.shorten(name, _chars(box_w, NAME_MM) + 1),
                "links": [
                    {
                        "text": line,
                        "x": f"{left + 2.5:.1f}",
                        "y": f"{top + 8.6 + LINK_LINE * k:.1f}",
                    }
                    for k, line in enumerate(links)
                ],
                "start": None,
                # more lines of who starts, under the first, when it is set at the band's
                # right (``_band_corner``)
                "start_more": [],
                "spot": None,
                "hidden": zone.zone.hidden is not None,
            }
            if card is not None:
                middle = top + band + (box_h - band) / 2
                corner: list[tuple[str, float]] = []
                if in_band and name in starts:
                    # the band's lines under the links: with the units' commanders when
                    # they take no more lines than the band has, else without (round 22b)
                    room = round((band - ZONE_HEAD) / LINK_LINE) + 1 - len(links)
                    said = band_start(starts[name], width, t)
                    if len(said) > room:
                        said = band_start(bare[name], width, t)
                    corner = (
                        []
                        if len(said) <= room
                        else _band_corner(
                            (starts[name], bare[name]),
                            [
                                (box["name"], NAME_MM),
                                *((line, LINKS_MM) for line in links),
                                *(("", 0.0) for _ in range(room)),
                            ],
                            box_w,
                            top,
                            t,
                        )
                    )
                    if not corner:
                        # what the band's free lines hold; never nothing (a name too
                        # long for all the band's room is cut, as a last resort)
                        if len(said) > room:
                            said = [textwrap.shorten(" ".join(said), width, placeholder="…")]
                        first = top + 8.6 + LINK_LINE * len(links)
                        box["start"] = {
                            "text": said[0],
                            "x": f"{left + 2.5:.1f}",
                            "y": f"{first:.1f}",
                            "anchor": "start",
                        }
                        box["start_more"] = [
                            {"text": x, "y": f"{first + LINK_LINE * k:.1f}"}
                            for k, x in enumerate(said[1:], 1)
                        ]
                elif name in starts:
                    # no height for a line of its own (US Letter): at the band's right,
                    # beside the name and the links, where a laid card leaves it in sight
                    # (round 20, item 5)
                    corner = _band_corner(
                        (starts[name], bare[name]),
                        [(box["name"], NAME_MM), *((line, LINKS_MM) for line in links)],
                        box_w,
                        top,
                        t,
                    )
                if corner:
                    right = f"{left + box_w - 2.5:.1f}"
                    box["start"] = {
                        "text": corner[0][0],
                        "x": right,
                        "y": f"{corner[0][1]:.1f}",
                        "anchor": "end",
                    }
                    box["start_more"] = [{"text": x, "y": f"{y:.1f}"} for x, y in corner[1:]]
                who = textwrap.wrap(
                    start_text(starts[name], t)
                    if name in starts and not in_band and not corner
                    else "",
                    _chars(card[0] - 4, LINKS_MM),
                )
                box["spot"] = {
                    "x": f"{x - card[0] / 2:.1f}",
                    "y": f"{middle - card[1] / 2:.1f}",
                    "w": f"{card[0]:.1f}",
                    "h": f"{card[1]:.1f}",
                    "label": spot_label,
                    "label_x": f"{x:.1f}",
                    "label_y": f"{middle + 1 - LINK_LINE * len(who) / 2:.1f}",
                    # who starts on this card, when the band has no room: under its label
                    "starts": [
                        {
                            "text": line,
                            "y": f"{middle + 1 + LINK_LINE * (k + 1 - len(who) / 2):.1f}",
                        }
                        for k, line in enumerate(who)
                    ],
                }
            boxes.append(box)
        piles = []
        for (page, k), armies in out.items():
            if page == number:
                row, column = divmod(k, layout.columns)
                left, top = column * step_x, row * step_y
                piles.append(
                    _pile(
                        (left, top),
                        (box_w, box_h),
                        band,
                        armies,
                        (t("fa.map_out"), out_help(armies)),
                    )
                )
        pages.append(
            {
                "width": f"{across:.1f}",
                "height": f"{height:.1f}",
                "zones": boxes,
                "piles": piles,
                "lines": lines,
                "name_size": f"{NAME_MM}",
                "links_size": f"{LINKS_MM}",
            }
        )
    return pages


def _frame(left: float, top: float, width: float, height: float, band: float) -> dict[str, str]:
    """A frame's place and size, its band's height and where its name stands, as printed."""
    return {
        "x": f"{left:.1f}",
        "y": f"{top:.1f}",
        "w": f"{width:.1f}",
        "h": f"{height:.1f}",
        "head": f"{band:.1f}",
        "name_x": f"{left + 2.5:.1f}",
        "name_y": f"{top + 4.9:.1f}",
    }


def _pile(
    place: tuple[float, float],
    size: tuple[float, float],
    band: float,
    armies: list[str],
    words: tuple[str, str],
) -> dict[str, Any]:
    """A frame for the beaten units' cards of ``armies``: its title and what it is for
    (``words``); one army's name in its band, or, for several, the frame split in as many
    parts under the help, each headed with its army's name: a pile for each."""
    (left, top), (width, height) = place, size
    chars = _chars(width, LINKS_MM)
    lines = textwrap.wrap(words[1], chars)
    pile: dict[str, Any] = {
        **_frame(left, top, width, height, band),
        "name": words[0],
        "army": None,
        "help": [
            {"text": line, "x": f"{left + 2.5:.1f}", "y": f"{top + band + 5 + LINK_LINE * k:.1f}"}
            for k, line in enumerate(lines)
        ],
        "parts": [],
        "dividers": [],
    }
    if len(armies) == 1:
        pile["army"] = {
            "text": textwrap.shorten(armies[0], chars),
            "x": f"{left + 2.5:.1f}",
            "y": f"{top + 8.6:.1f}",
        }
        return pile
    start = top + band + 5 + LINK_LINE * len(lines)
    part = width / len(armies)
    for k, army in enumerate(armies):
        x = left + k * part
        pile["parts"].append(
            {
                "text": textwrap.shorten(army, _chars(part, LINKS_MM)),
                "x": f"{x + 2.5:.1f}",
                "y": f"{start + 3:.1f}",
            }
        )
        if k:
            pile["dividers"].append(
                {"x": f"{x:.1f}", "y1": f"{start - 1:.1f}", "y2": f"{top + height - 3:.1f}"}
            )
    return pile


SKETCH_WIDTH = 186.0
"""The sketch of the field on the scenario page: as wide as the narrower paper's text, mm."""
SKETCH_HEAD, SKETCH_GAP = 7.0, 3.0
"""A zone's box in the sketch, its name and a first line beside it, and the gap between
two boxes, mm."""
SKETCH_LEADING = 3.3
"""Each line under a zone's name in the sketch, mm."""
SKETCH_NAME, SKETCH_LINE = 3.5, 2.9
"""The sketch's type, mm: names 10 pt, the lines under them 8.2 pt."""
SKETCH_BESIDE_LEAST = 8
"""The fewest characters a line beside a zone's name takes: fewer, and the lines start
under the name."""


def field_sketch(
    plan: BattlePlan, t: Text, card: tuple[float, float] | None, paper: str = "a4"
) -> dict[str, Any] | None:
    """The field at a glance, for the scenario page: each zone a box where the battlefield
    page puts its frame (same rows and columns), its name and, beside it, its aspects; a
    zone whose aspect waits face down, a dashed box that says whose it is; a line for
    each link between boxes side by side or corner to corner, the others written out.
    None when the battlefield takes more than one page (the sketch would not match it)
    or the battle has fewer than two zones."""
    if len(plan.zones) < 2:
        return None
    texts = [_links_text(z.links, t) for z in plan.zones]

    def head(width: float) -> float:
        lines = max((len(textwrap.wrap(x, _chars(width, LINKS_MM))) for x in texts), default=1)
        return ZONE_HEAD + LINK_LINE * (max(1, lines) - 1)

    layout = grid(len(plan.zones), card, map_height(paper), head, map_width(paper))
    if len(layout.counts) != 1:
        return None
    names = grid_order(plan, layout)[0]
    zones = {z.name: z for z in plan.zones}
    # a row no zone takes (the beaten units' frames) is left out of the sketch
    used = sorted({divmod(k, layout.columns)[0] for k, n in enumerate(names) if n})
    row_of = {r: i for i, r in enumerate(used)}
    box_w = (SKETCH_WIDTH - SKETCH_GAP * 2 * (layout.columns - 1)) / layout.columns
    chars = math.floor((box_w - 4) / (SKETCH_LINE * MM_PER_CHAR))
    drawn: set[tuple[str, str]] = set()
    place = {name: divmod(k, layout.columns) for k, name in enumerate(names) if name}
    for name, (r1, c1) in place.items():
        for other in zones[name].links:
            if other in place:
                r2, c2 = place[other]
                if max(abs(r1 - r2), abs(c1 - c2)) == 1:
                    drawn.add((name, other))
    said: dict[str, list[tuple[str, bool]]] = {}
    starts = starting(plan, leaders_too=False)
    for name in place:
        zone = zones[name]
        aspects = [a.name + (f" ({t('fa.hinders')})" if a.hinders else "") for a in zone.aspects]
        items = [(", ".join(aspects), True)] if aspects else []
        if zone.zone.hidden is not None:
            items.append((t("fa.sketch.hidden", army=zone.zone.hidden.by), False))
        far = [o for o in zone.links if (name, o) not in drawn]
        if far:
            items.append((t("fa.sketch.also", zones=", ".join(far)), False))
        if name in starts:
            items.append((start_text(starts[name], t), False))
        # every line whole: each says all it has, wrapped under the name where it runs
        # long (the first beside the name, after the characters the name takes)
        short = textwrap.shorten(name, _chars(box_w - 4, SKETCH_NAME) + 1)
        taken = round((len(short) * SKETCH_NAME * 0.55 + 2.5) / (SKETCH_LINE * MM_PER_CHAR))
        lines: list[tuple[str, bool]] = []
        if items and taken > chars - SKETCH_BESIDE_LEAST:
            lines.append(("", False))
        for text, em in items:
            indent = " " * (taken if not lines else 0)
            lines += [
                (line.strip(), em) for line in textwrap.wrap(text, chars, initial_indent=indent)
            ]
        said[name] = lines
    # each row as high as its fullest box: a long line of who starts there takes room
    # in its own row only
    row_h = [
        SKETCH_HEAD
        + SKETCH_LEADING
        * max((len(said[n]) - 1 for n, (r, _) in place.items() if row_of[r] == i), default=0)
        for i in range(len(used))
    ]
    tops = [sum(row_h[:i]) + SKETCH_GAP * i for i in range(len(used))]
    step_x = box_w + 2 * SKETCH_GAP
    centre = {
        name: (c * step_x + box_w / 2, tops[row_of[r]] + row_h[row_of[r]] / 2)
        for name, (r, c) in place.items()
    }
    high = {name: row_h[row_of[r]] for name, (r, _) in place.items()}
    # in order: a set's order follows the process's string hashing, and a kit's bytes may not
    links = sorted((a, b) for a, b in drawn if a < b)
    lines_drawn = [_sketch_line(centre[a], centre[b], box_w, (high[a], high[b])) for a, b in links]
    boxes = []
    for name, (x, y) in centre.items():
        box_h = high[name]
        left, top = x - box_w / 2, y - box_h / 2
        short = textwrap.shorten(name, _chars(box_w - 4, SKETCH_NAME) + 1)
        # the characters of the line the name and its gap take (bold serif: wider)
        beside = (len(short) * SKETCH_NAME * 0.55 + 2.5) / (SKETCH_LINE * MM_PER_CHAR)
        boxes.append(
            {
                "x": f"{left:.1f}",
                "y": f"{top:.1f}",
                "w": f"{box_w:.1f}",
                "h": f"{box_h:.1f}",
                "hidden": zones[name].zone.hidden is not None,
                "name": short,
                "name_x": f"{left + 2:.1f}",
                "name_y": f"{top + 4.6:.1f}",
                # the first line follows the name on its line, the others under it
                "lines": [
                    {
                        "text": textwrap.shorten(
                            text, chars - round(beside * (k == 0)), placeholder=" …"
                        ),
                        "x": f"{left + 2:.1f}",
                        "y": f"{top + 4.6 + SKETCH_LEADING * k:.1f}",
                        "em": em,
                        "beside": k == 0,
                    }
                    for k, (text, em) in enumerate(said[name])
                ],
            }
        )
    height = tops[-1] + row_h[-1]
    return {
        "width": f"{SKETCH_WIDTH:.1f}",
        "height": f"{height:.1f}",
        "boxes": boxes,
        "lines": lines_drawn,
        "name_size": f"{SKETCH_NAME}",
        "line_size": f"{SKETCH_LINE}",
        "title": t("fa.sketch.title"),
        "key": f"{t('fa.sketch.key')} {marks_text(plan, t)}",
    }
