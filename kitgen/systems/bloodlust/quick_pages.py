"""The quick reference's pages after the casualty table, laid out before rendering.

Cut to what the battle meets, the reference's tables (power bands, equipment, mounts,
machines, attributes, morale, rally, wounds) no longer fill the two pages they had; left
to flow, the last page would hold the manoeuvres alone under a wide blank. So each
table is a block of known height (a line budget, ``kitgen.fit``), the blocks are shared
out between as few pages as they need, so that the pages come out about as full as
each other, the manoeuvres and the rulings note under the last; on each page the blocks
go, in their order, to a left and a right cell as even in height as the estimate makes
them (``split``; ``kit.css``: ``.qr-columns``), never a block across them. Two plain
cells, not CSS columns: WeasyPrint balances columns by laying them out again and again,
which made these pages the kit's slowest.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from markupsafe import Markup

from kitgen.fit import PT, advance, lines, longest_word

TABLE_PT = 9.0
"""The blocks' tables (``kit.css``: ``.qr-block td``)."""
NOTE_PT = 8.5
"""The lines under a table, and the manoeuvres."""
LEADING = 1.3
PADDING = 2.8
"""Millimetres of a cell's padding, left and right (1.4 mm each)."""
ROW_EXTRA = 1.6
"""Millimetres a table row adds to its lines: padding above and below, the rule."""
NOTE_LINE = NOTE_PT * PT * LEADING
"""Millimetres of a line of the notes."""
HEADING = 7.8
"""Millimetres of a block's title (10 pt, and its margins)."""
TABLE_AFTER = 2.0
PAIRS = 0.42
"""The share of a column a name takes in a table of names and effects (``kit.css``)."""
GAP = 6.0
"""Millimetres between the two columns."""
PAGE_TITLE = 12.5
"""Millimetres of a page's title (12 pt, its rule and margins)."""
SLACK = 0.05
"""Millimetres a column's text may take past its width as counted (rounding)."""
TAG = re.compile(r"<[^>]+>")
SPREAD = 0.4
"""Millimetres a step of spread adds to each table row of a page (its cells' padding,
above and below), above each heading, to each manoeuvre and to each rulings note entry
(``kit.css``:
``.quick.spread-N``): a page the blocks leave thin takes its room in air between the
rows, not as a blank under them."""
SPREADS = 6
"""The most steps a page spreads by."""
SPREAD_FILL = 0.92
"""The share of a page's room its estimate may reach once spread: the pages are laid out
unspread (``pages``), so that spreading never moves a block, and the estimate keeps its
margin under the page's foot."""
FILL = 1.0
"""The share of a page the estimate fills at most. The estimate leans long (the
example's pages come out 5 to 10 % shorter than counted); a block that would still run
past the page's foot moves whole to the next page, never split."""
OVERRUN = 1.05
"""The share of the last page the estimate may reach when nothing fits at ``FILL``: a last page
whose tail and kept block are counted a little past its room (round 8: French Letter's
rulings note, one ruling longer, counted 2 mm over; round 17: one more ruling, a line
more) is laid out there, the estimate leaning long, rather than every block given a
page of its own."""


def cell(text: str | Markup, cls: str = "", sub: str = "") -> dict[str, Any]:
    """A table cell: its text, its classes (``num``, ``center``, ``outcome rout``…) and a
    gloss set small after it (a band's examples)."""
    return {"text": text, "cls": cls, "sub": sub}


@dataclass
class Block:
    """One of the reference's tables, with its title and the lines under it."""

    key: str
    part: str
    """``units`` (what the units are made of) or ``rules`` (how they fight on): the
    page's title names the parts it holds."""
    title: str | Markup
    rows: list[list[dict[str, Any]]]
    head: list[dict[str, Any]] = field(default_factory=list)
    note: str | Markup = ""

    @property
    def pairs(self) -> bool:
        """A headless table of names and what they do: every such table of a column
        splits at one place (``kit.css``: ``table.pairs``)."""
        return not self.head and all(len(r) == 2 for r in self.rows)

    def view(self) -> dict[str, Any]:
        return {
            "key": self.key,
            "pairs": self.pairs,
            "title": self.title,
            "head": self.head,
            "rows": self.rows,
            "note": self.note,
        }


def _plain(c: dict[str, Any]) -> str:
    """A cell's words as they print (a ruling's mark is a figure, not its markup)."""
    text = TAG.sub("", str(c["text"]))
    return f"{text} ({c['sub']})" if c["sub"] else text


def _widths(rows: Sequence[Sequence[dict[str, Any]]], width: float) -> list[float]:
    """The columns' widths as an automatic table layout shares ``width`` out: each its
    longest word at least, the rest in proportion to what each would take unwrapped."""
    count = max(len(r) for r in rows)
    natural = [0.0] * count
    least = [0.0] * count
    for row in rows:
        for i, c in enumerate(row):
            text = _plain(c)
            natural[i] = max(natural[i], advance(text, TABLE_PT) + PADDING)
            least[i] = max(least[i], longest_word(text, TABLE_PT) + PADDING)
    if sum(natural) <= width:
        return natural
    spare = max(0.0, width - sum(least))
    stretch = sum(n - m for n, m in zip(natural, least, strict=True)) or 1.0
    return [m + spare * (n - m) / stretch for n, m in zip(natural, least, strict=True)]


def _text_height(text: str, width: float, size: float) -> float:
    return lines(text, width, size) * size * PT * LEADING


def block_height(block: Block, width: float, extra: float = 0.0) -> float:
    """Millimetres ``block`` takes in a column ``width`` mm wide (estimated long), each
    of its rows and its title ``extra`` mm taller (``SPREAD``)."""
    rows = ([block.head] if block.head else []) + block.rows
    widths = [width * PAIRS, width * (1 - PAIRS)] if block.pairs else _widths(rows, width)
    total = HEADING + TABLE_AFTER + extra
    for row in rows:
        most = max(
            lines(_plain(c), w - PADDING + SLACK, TABLE_PT)
            for c, w in zip(row, widths, strict=False)
        )
        total += max(1, most) * TABLE_PT * PT * LEADING + ROW_EXTRA + extra
    if block.note:
        total += _text_height(TAG.sub("", str(block.note)), width, NOTE_PT) + 1.5
    return total


def list_height(title: bool, items: Sequence[str], width: float, size: float = NOTE_PT) -> float:
    """Millimetres of a titled list of paragraphs set ``width`` mm wide."""
    return (HEADING if title else 0.0) + sum(
        _text_height(x, width - 4.0, size) + 1.0 for x in items
    )


def two_columns(heights: Sequence[float]) -> float:
    """How tall blocks of these heights stand in two balanced columns, in their order:
    the taller of the two cells ``split`` makes."""
    cut = split(heights)
    return max(sum(heights[:cut]), sum(heights[cut:]))


def split(heights: Sequence[float]) -> int:
    """Where the left cell ends among blocks of these heights, in their order: the place
    that makes the taller cell least tall, the left one the taller of two as tall (a
    column reads down, then across)."""
    total = sum(heights)
    best, cut = total, len(heights)
    first = 0.0
    for k, h in enumerate(heights, 1):
        first += h
        if (taller := max(first, total - first)) < best:
            best, cut = taller, k
    return cut


def columns(
    blocks: Sequence[Block], width: float, extra: float = 0.0
) -> tuple[list[Block], list[Block]]:
    """``blocks`` as the left and right cells of a page with columns ``width`` mm wide,
    each row ``extra`` mm taller."""
    cut = split([block_height(b, width, extra) for b in blocks])
    return list(blocks[:cut]), list(blocks[cut:])


def pages(
    blocks: Sequence[Block], tail: float, width: float, room: float, keep_last: bool = False
) -> list[list[Block]]:
    """``blocks`` shared out between as few pages as hold them, in their order, the
    fullest page as little full as can be: ``tail`` mm (the morale table, the
    manoeuvres) go on the last page with its columns; a page has ``room`` mm under its
    title, and two columns of ``width`` mm each. With ``keep_last``, the last block is
    on the last page (the rally table, read with the morale table)."""
    for share in (FILL, OVERRUN):
        laid = _pages(blocks, tail, width, room * FILL, room * share, keep_last)
        if laid is not None:
            return laid
    return [[b] for b in blocks]


def _pages(
    blocks: Sequence[Block],
    tail: float,
    width: float,
    room: float,
    last_room: float,
    keep_last: bool,
) -> list[list[Block]] | None:
    """``pages`` for pages of ``room`` mm, the last of ``last_room``; ``None`` when the
    last page cannot hold its tail and kept block."""
    heights = [block_height(b, width) for b in blocks]
    n = len(blocks)

    def full(start: int, end: int, last: bool) -> float:
        return two_columns(heights[start:end]) + (tail if last else 0.0)

    for count in range(1, n + 2):
        # best[(p, i)]: the first i blocks on p pages, none empty: the fullest of those
        # pages at its least, and where the last of them starts
        best: dict[tuple[int, int], tuple[float, int]] = {(0, 0): (0.0, 0)}
        for p in range(1, count):
            for i in range(p, n + 1):
                fits = [
                    (worst, j)
                    for j in range(p - 1, i)
                    if (p - 1, j) in best
                    and (worst := max(best[(p - 1, j)][0], full(j, i, False))) <= room
                ]
                if fits:
                    best[(p, i)] = min(fits)
        # the last page: the blocks left, under its tail
        ends = [
            (worst, j)
            for j in range(n + 1 - (keep_last and n > 0))
            if (count - 1, j) in best
            and (worst := max(best[(count - 1, j)][0], full(j, n, True))) <= last_room
        ]
        if ends:
            cuts = [n, min(ends)[1]]
            for p in range(count - 1, 0, -1):
                cuts.append(best[(p, cuts[-1])][1])
            cuts.reverse()
            return [list(blocks[cuts[k] : cuts[k + 1]]) for k in range(count)]
    return None
