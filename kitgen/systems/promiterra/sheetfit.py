"""The type step and pencil boxes of each troop sheet, from its own content.

A troop sheet is a title, a line about the troop, then two parts: what is played (stats,
the dice to roll, the size track) and what is read (loyalty, what makes it test, war
actions, ability, type); the rest of the card is ruled to write on during the battle.
On half a page (the default) the two parts stand side by side; on a card they follow
each other. :func:`look` estimates the height of every part at every type step
(``budget``) and keeps the first that fits, 8 mm boxes before 6 mm ones, type as large
as the card allows; the CSS (``templates/promiterra/kit.css``, ``.pt-sheet``) uses the
same margins as the constants below.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any

from markupsafe import Markup

from kitgen.fit import BOLD, CAPS, LEADING, PT, advance, flow_rows, height, lines, longest_word
from kitgen.systems.promiterra.budget import STEPS, Step

HALF, WHOLE, CARD = "half", "whole", "card"
"""Half a page (two to a page, side by side), a whole page, a card (one column)."""
BOXES = (8.0, 6.0)
"""Pencil boxes: 8 mm when the track fits them, else 6 mm (the least a pencil takes)."""
BOX_GAP = 0.5
"""Margin right of and below each box (mm); a box's border is inside its size."""
BLANK_BOX = 2
"""A blank sheet's track box is this many boxes wide (and one gap): it holds the units
left written as a number, three digits for a merged troop (the CSS's width)."""
TAG_STRIP = 3.0
"""The strip above each row of a track's boxes for its tags (mm, the CSS's margin; a
tag's line is at most 8 pt at 1.05 leading)."""
PAD = 3.0
"""Left and right padding of the sheet's text (mm)."""
COLUMN_GAP = 4.0
PLAY_SHARES = (0.56, 0.62, 0.68)
"""The played part's share of the width on half a page: a long track takes more of it."""
WRITE_MIN = 14.0
"""The least room left to write in (two ruled lines), mm."""
TAG_PAD = 0.6
"""A track tag's padding, left and right (mm, the CSS's)."""
TAG_GAP = 1.0
"""The least room between two tags side by side (mm), past their estimated widths: two
tags never touch on the page ("8×2" against "1 dé/unité" read "8×21 dé/unité")."""
ORDERS_LINES = 2
"""On two columns, the played part keeps a ruled space for the turn's declared move and
target where its track leaves at least this many lines (its label on the first)."""
SMALL_LEADING = 1.2
LINE = 7.0
"""A pencil's line: the ruled space's pitch (mm, ``--write-gap``)."""
LINE_SLACK = 1.0
"""What the ruled space leaves the text above it, past its estimate (mm)."""
ORDERS_MIN = ORDERS_LINES * LINE + LINE_SLACK
"""The room the orders' ruled space takes at least (mm)."""


TABLE_HEAD = 2
"""The lines an orders table's head takes (what each column asks for, on up to three
lines of small type)."""
TABLE_ROW = 2
"""The fewest lines a turn's row of an orders table takes: less room keeps the orders
as a column per turn under the label."""


@dataclass(frozen=True, slots=True)
class Look:
    """How one troop sheet is set: its layout, type step, box size, and on two columns
    the played part's share of the frame's inner ``width`` (mm)."""

    layout: str
    step: Step
    box: float
    width: float
    play: float = PLAY_SHARES[0]
    orders: bool = False
    title: float = 0.0
    """The title's size when smaller than the step's (a long word in the name)."""
    play_lines: int = 0
    read_lines: int = 0
    """The ruled lines to write on under each part (``ruled``)."""
    play_notes: int = 0
    """Ruled lines between a short track and the foot band under it, labelled for notes
    (``alike``): the room is written in, not blank."""
    note_lines: int = 0
    """On a whole page, the ruled lines for notes the read part leaves over the orders'
    strip (``alike``)."""
    reach_lines: int = 0
    """The read part's lines counted with ``NOTES_REACH`` of the text's slack (``ruled``):
    what the notes over the orders may take (``alike``)."""

    @property
    def columns(self) -> tuple[float, float]:
        """The widths (mm) of the played and the read part."""
        text = self.width - 2 * PAD
        if self.layout == CARD:
            return (text, text)
        play = text * self.play
        return (play, text - play - COLUMN_GAP)

    @property
    def style(self) -> str:
        play, read = (round(w, 1) for w in self.columns)
        x = PAD if self.layout == CARD else PAD + play + COLUMN_GAP
        # the read part half a millimetre narrower: floats rounded up must still fit side
        # by side
        title = f"; --title: {self.title:g}pt" if self.title else ""
        return (
            f"{self.step.style}; --pt-box: {self.box:g}mm; --play-w: {play:.1f}mm; "
            f"--read-w: {read - 0.5:.1f}mm; --read-x: {x:.1f}mm; "
            f"--pt-play-h: {self.play_lines * LINE:g}mm; "
            f"--pt-read-h: {self.read_lines * LINE:g}mm{title}"
        )

    def values(self, turns: int = 0) -> dict[str, Any]:
        """The look the template reads; ``turns`` the rows a tall orders space is set
        as a table with (none: always a column per turn)."""
        # a tall orders space (a sheet alone on its page) is set as a table, its head on
        # two lines under the label's, then a row of whole lines per turn
        turn_lines = (self.read_lines - 1 - TABLE_HEAD) // max(1, turns)
        table = self.layout != CARD and turns > 0 and turn_lines >= TABLE_ROW
        return {
            "layout": self.layout,
            "style": self.style,
            "roomy": self.box >= BOXES[0],
            "orders": self.orders,
            "table": table,
            "turn_h": f"{turn_lines * LINE:g}mm" if table else "",
            # the foot band: the loss log and the war actions, a column a turn (``alike``)
            "band": self.layout != CARD and self.play_lines >= BAND_LINES,
            "band_notes": self.play_notes > 0,
            # apart from ``style``, which sibling sheets share
            "band_notes_h": f"{self.play_notes * LINE:g}mm",
            "notes": self.note_lines > 0,
            "notes_h": f"{self.note_lines * LINE:g}mm",
        }


def _h3(step: Step) -> float:
    return step.heading * PT * 1.2 + 1.6 + 0.6 + 0.5


def _small(text: str, width: float, step: Step) -> float:
    return height(text, width, step.small, leading=SMALL_LEADING)


def _stats(card: dict[str, Any], width: float, step: Step) -> float:
    """The row of six stat boxes: the tallest box sets its height."""
    cell = width / max(1, len(card["stats"])) - 0.6
    tallest = 0.0
    for st in card["stats"]:
        label = lines(st["label"], cell, step.small)
        h = label * step.small * PT * SMALL_LEADING + step.value * PT * 1.05
        h += _small(st["sub"], cell, step)
        tallest = max(tallest, h)
    said = card.get("breakdowns", "")
    if isinstance(said, Markup):
        said = said.striptags()  # the text as printed: a ruling's mark is a digit or two
    return tallest + 1.6 + 0.7 + 1.5 + (_small(said, width, step) + 0.8 if said else 0.0)


def _roll(card: dict[str, Any], width: float, step: Step) -> float:
    """The box of the dice to roll now: a label, the dice in large type, what they mean
    (wrapping under them when the line is full), the expected hits."""
    inner = width - 4.0 - 0.7
    run = (
        advance(card["roll_label"].upper(), step.small)
        + advance(card["dice"], step.value, BOLD)
        + advance(card["roll"], step.body)
        + 2.0
    )
    extra = math.ceil(run / inner) - 1
    h = step.value * PT * 1.2 + extra * step.body * PT * LEADING
    h += _small(card["hits"], inner, step)
    return h + 2.0 + 0.7 + 1.5


def _track(card: dict[str, Any], width: float, step: Step, box: float) -> float:
    track = card["track"]
    if track["groups"]:
        rows = track_rows(track, width, box, step.small)
        strips = sum(_strips(r) for r in rows)
        grid = len(rows) * (box + BOX_GAP) + strips * TAG_STRIP
    else:  # a blank sheet's, empty: a box to write a number in, two boxes wide
        widths = [BLANK_BOX * box + 2 * BOX_GAP] * len(track.get("boxes", ()))
        grid = flow_rows(widths, width) * (box + BOX_GAP)
    return _h3(step) + _small(track["help"], width, step) + 0.8 + grid


Tag = tuple[str, bool, int]
"""A tag at a box of a track: its words, whether it marks the loyalty test, its level
(0 just over the box, 1 over that...; ``BELOW`` under the box)."""
Row = list[tuple[int, list[Tag], float]]
"""A row of a track: each box's index in the track, its tags and the room (mm) left
before it so that its tag clears the tag before (0 for most boxes)."""
BELOW = -1
"""The level of the "test" tag: under its box, in a strip of its own below the row, so
that it never stands over or against the dice a group rolls."""


def _levels(row: Row) -> list[int]:
    return [level for _, tags, _ in row for _, _, level in tags if level != BELOW] or [0]


def _below(row: Row) -> bool:
    return any(level == BELOW for _, tags, _ in row for _, _, level in tags)


def _strips(row: Row) -> int:
    """The tag strips a row takes: over it, one a level; under it, one for "test"."""
    return 1 + max(_levels(row)) + _below(row)


def track_rows(track: dict[str, Any], width: float, box: float, small: float) -> list[Row]:
    """The rows of a track's boxes (``_track_rows``), never a last row of a box or two
    under its own repeated tag: a track that would end so is set a box or a few
    narrower, in as many rows, its boxes spread over them, the last row as long as
    ``ORPHAN_STEPS`` narrower rows make it. An even grid (``_even``) where one fits."""
    rows = _spread(track, width, box, small)
    return _even(track, width, box, small, rows) or rows


def _spread(track: dict[str, Any], width: float, box: float, small: float) -> list[Row]:
    """The flowing rows of a track (``_track_rows``), a last row of a box or two spread
    with the rows above (``track_rows``)."""
    rows = _track_rows(track, width, box, small)
    if not _orphaned(rows):
        return rows
    spread = []
    for k in range(1, ORPHAN_STEPS + 1):
        fewer = _track_rows(track, width - k * (box + BOX_GAP), box, small)
        if len(fewer) > len(rows):
            break
        if not _orphaned(fewer):
            spread.append(fewer)
    # the fewest tags said again at a row's start (a band cut by a row's end), then the
    # longest last row
    return min(spread, key=lambda r: (_tags(r), -len(r[-1])), default=rows)


EVEN_STEPS = 4
"""The most boxes a row of an even grid (``_even``) is shorter than a full row."""
LONG_TRACK = 6
"""A track of this many flowing rows or more is set as an even grid even where a band
then starts among a row's last boxes (``_even``)."""


def _even(
    track: dict[str, Any], width: float, box: float, small: float, flowing: list[Row]
) -> list[Row] | None:
    """The track as an even grid: every row the same count of boxes, the last full where
    a count between the full row and ``EVEN_STEPS`` fewer divides the track (the
    Pillards' 120 boxes broken at each band read as uneven rows, round 22: 10 rows of 12
    on A4), so the boxes stand in columns. A grid whose bands all
    start clear of a row's end (``_squeezes``) replaces ``flowing`` rows when it takes
    no more of them; a long track (``LONG_TRACK``) takes its best grid of no more rows
    anyway (its last row full first, then the fewest rows), a band cut at a row's end
    said again, bracketed, at the next row's start. None where no grid fits the column."""
    if not track["by_unit"]:
        return None
    count = sum(len(g["boxes"]) for g in track["groups"])
    full = int((width + BOX_GAP + 0.01) // (box + BOX_GAP))
    if count <= full or len(flowing) < 2:
        return None
    long = len(flowing) >= LONG_TRACK
    grids: list[tuple[tuple[int, ...], list[Row]]] = []
    for n in range(max(1, full - EVEN_STEPS), full + 1):
        rows = _grid(track, width, box, small, n)
        if rows is None or _orphaned(rows):
            continue
        short, squeezes = n - len(rows[-1]), _squeezes(track, rows)
        if long and len(rows) <= len(flowing):
            # never taller than flowing (a long track's sheet fits where it did); the last
            # row full first, the fewest rows, the fewest bands cut late
            grids.append(((short > 0, len(rows), squeezes, short, -n), rows))
        elif squeezes == 0 and len(rows) <= len(flowing):
            grids.append(((short > 0, len(rows), 0, short, -n), rows))
    return min(grids, key=lambda found: found[0])[1] if grids else None


def _squeezes(track: dict[str, Any], rows: list[Row]) -> int:
    """The bands that start among a row's last ``SQUEEZED`` boxes and run on to the next
    row."""
    starts = [bool(b.get("starts")) for g in track["groups"] for b in g["boxes"]]
    found = 0
    for row, after in itertools.pairwise(rows):
        late = [i for k, (i, _, _) in enumerate(row) if k and starts[i]]
        found += bool(late) and late[-1] >= row[-SQUEEZED][0] and not starts[after[0][0]]
    return found


def _grid(
    track: dict[str, Any], width: float, box: float, small: float, n: int
) -> list[Row] | None:
    """The track's boxes ``n`` to a row, each with its tags as ``_track_rows`` sets them
    (a band's dice over its first box and again at a row's start, "test" under its box,
    a narrow band's gap before the next tag); None where a row runs past ``width``. A
    tag said again at a row's start wider than its band's boxes there never pushes the
    next band's box out of its column (round 22b, 1: "(10×5)" over box 48 alone put 47
    half a box right): it reaches back into a margin every row of the grid keeps before
    its first box (``overhang``), the first box's room."""
    boxes = [(b, g["dice"]) for g in track["groups"] for b in g["boxes"]]
    starts = [bool(b.get("starts")) for b, _ in boxes]
    rows: list[Row] = []
    right = 0.0  # the rows' furthest right, boxes and tags (mm, before the margin)
    for first in range(0, len(boxes), n):
        row: Row = []
        end, x = 0.0, 0.0
        for i in range(first, min(first + n, len(boxes))):
            b, dice = boxes[i]
            over = [dice] if b.get("starts") else [again(dice)] if not row else []
            at = x + (max(0.0, end + TAG_GAP - x) if over and row else 0.0)
            tags: list[Tag] = [(text, False, 0) for text in over]
            if b["first_test"]:
                tags.append((track["test"], True, BELOW))
            right = max(
                [right, at + box] + [at + advance(t, small, BOLD) + TAG_PAD for t, _, _ in tags]
            )
            if over:
                # the row's opening tag said again overhangs to its left instead
                end = at + advance(over[0], small, BOLD) + TAG_PAD if row or starts[i] else 0.0
            row.append((i, tags, at - x))
            x = at + box + BOX_GAP
        rows.append(row)
    margin = max(overhang(row, starts, box, small) for row in rows)
    if margin + right > width + 0.01:
        return None
    return [[(row[0][0], row[0][1], margin), *row[1:]] for row in rows] if margin else rows


def overhang(row: Row, starts: Sequence[bool], box: float, small: float) -> float:
    """How far (mm) a row's opening tag said again reaches left of its box so that it
    ends ``TAG_GAP`` short of the next tag over the row, the boxes left in their
    columns (``_grid``); 0 where it clears it as it stands."""
    first, tags, _ = row[0]
    said = [text for text, test, level in tags if level == 0 and not test]
    if starts[first] or not said:
        return 0.0
    x = 0.0
    for _, next_tags, pad in row[1:]:
        x += box + BOX_GAP + pad
        if any(level == 0 and not test for _, test, level in next_tags):
            return max(0.0, advance(said[0], small, BOLD) + TAG_PAD + TAG_GAP - x)
    return 0.0


def again(dice: str) -> str:
    """A band's tag said again at the start of a row it runs on to: in brackets (and grey,
    the stylesheet's ``.again``), so that it never reads as a band of its own."""
    return f"({dice})"


def _tags(rows: list[Row]) -> int:
    return sum(len(tags) for row in rows for _, tags, _ in row)


ORPHAN_STEPS = 4
"""The most boxes a row of a track is made narrower by to spare its last row a box or
two alone under its repeated tag (``track_rows``)."""
ORPHAN = 2
"""A track's last row of this many boxes or fewer is spread with the rows above."""


def _orphaned(rows: list[Row]) -> bool:
    """Whether a track's last row holds a box or two, alone under its tag."""
    return len(rows) > 1 and len(rows[-1]) <= ORPHAN


def _track_rows(track: dict[str, Any], width: float, box: float, small: float) -> list[Row]:
    """The rows of a track's boxes in a column ``width`` mm wide, each box with its tags:
    the dice its group rolls over the group's first box and again over the first box of
    each row the group runs on to (a row always starts with its tag), "test" under the
    box from which the troop tests. Every tag stands on one level, just over its box: a
    group too narrow for its tag leaves a gap after its boxes, so that the next group's
    tag clears it (never a tag lifted over a box not its own); a box whose tag would run
    past the row's end starts the next row, so that a tag always starts at its own box
    and no other."""
    boxes = [(b, g["dice"]) for g in track["groups"] for b in g["boxes"]]
    # the boxes of its group from each box to the group's end
    ahead = [len(g["boxes"]) - k for g in track["groups"] for k in range(len(g["boxes"]))]
    rows: list[Row] = []
    row: Row = []
    end = 0.0  # where the row's last tag ends (mm)
    x = 0.0
    for i, (b, dice) in enumerate(boxes):
        wide = box if track["by_unit"] else max(box, advance(b["n"], small) + 2.0)
        # a band that starts near a row's end and runs on to the next row starts that
        # row instead: its tag stands once, at its first box, never squeezed over the
        # row's last boxes and said again at the next row's start
        squeezed = (
            bool(row)
            and bool(b.get("starts"))
            and (
                _squeezed(x, ahead[i], wide, width, advance(dice, small, BOLD) + TAG_PAD)
                or _squeezed_again(x, ahead[i], wide, width, dice, small)
            )
        ) or (
            bool(row)
            and not b.get("starts")
            and _short_again(x, ahead[i], wide, width, dice, small)
        )
        for fresh in (squeezed or not row, True):
            if fresh and row:  # start a new row
                rows.append(row)
                row, end, x = [], 0.0, 0.0
            # a band's tag said again at a row's start reads "(10×3)": no new band
            over = [dice] if b.get("starts") else [again(dice)] if not row else []
            pad = max(0.0, end + TAG_GAP - x) if over and row else 0.0
            at = x + pad
            tags: list[Tag] = [(text, False, 0) for text in over]
            if b["first_test"]:
                tags.append((track["test"], True, BELOW))
            fits = at + wide <= width + 0.01 and all(
                at + advance(text, small, BOLD) + TAG_PAD <= width + 0.01 for text, _, _ in tags
            )
            if fits or not row:
                break
        if over:
            end = at + advance(over[0], small, BOLD) + TAG_PAD
        row.append((i, tags, pad))
        x = at + wide + BOX_GAP
    if row:
        rows.append(row)
    return rows


def _squeezed_again(
    x: float, ahead: int, wide: float, width: float, dice: str, small: float
) -> bool:
    """Whether a band starting ``x`` mm in would end this row with ``SQUEEZED`` boxes or
    fewer once its tag said again on the next row has its boxes (``_short_again``):
    then the band starts the next row, its dice said once."""
    here = max(0, int((width + 0.01 - x + BOX_GAP) // (wide + BOX_GAP)))
    if here >= ahead:
        return False
    tag = advance(again(dice), small, BOLD) + TAG_PAD
    need = max(1, math.ceil((tag + TAG_GAP) / (wide + BOX_GAP) - 0.001))
    return 0 < ahead - need <= SQUEEZED and ahead - here < need


def _short_again(x: float, ahead: int, wide: float, width: float, dice: str, small: float) -> bool:
    """Whether a band cut by the row's end at the box ``x`` mm in, ``ahead`` boxes from
    its end, leaves the next row too few of its boxes for its tag said again there
    ("(10×3)" over a lone box ran past it, a gap before the next band: round 16): then
    the row ends here, and the next starts with enough of the band's boxes for it."""
    here = max(0, int((width + 0.01 - x + BOX_GAP) // (wide + BOX_GAP)))
    tag = advance(again(dice), small, BOLD) + TAG_PAD
    # its boxes, and the gap any tag keeps before the next band's (``TAG_GAP``)
    need = max(1, math.ceil((tag + TAG_GAP) / (wide + BOX_GAP) - 0.001))
    return here < ahead <= need


def _squeezed(x: float, ahead: int, wide: float, width: float, tag: float) -> bool:
    """Whether a band of ``ahead`` boxes ``wide`` mm starting at ``x`` mm runs past the
    row's ``width`` with at most ``SQUEEZED`` of its boxes in this row, or boxes narrower
    than its ``tag``."""
    here = max(0, int((width + 0.01 - x + BOX_GAP) // (wide + BOX_GAP)))
    return ahead > here and (here <= SQUEEZED or here * (wide + BOX_GAP) < tag)


SQUEEZED = 2
"""A band with this many boxes or fewer at a row's end, running on to the next row,
starts the next row instead (``track_rows``)."""


def _play(card: dict[str, Any], width: float, step: Step, box: float) -> float:
    return _stats(card, width, step) + _roll(card, width, step) + _track(card, width, step, box)


def _paragraph(text: str, width: float, step: Step) -> float:
    return height(text, width, step.body) + 1.0 if text else 0.0


def _bullets(items: list[str], width: float, step: Step) -> float:
    if not items:
        return 0.0
    return sum(height(i, width - 3.5, step.body) + 0.4 for i in items) + 1.0


def _declared(declared: dict[str, Any] | None) -> str:
    """The boxes to tick beside a war action, as text of about their width (kept whole
    on one line: a box is about two letters wide)."""
    if not declared or not declared["turns"]:
        return ""
    return "\u00a0" + "\u00a0".join([declared["label"], *(f"MM{n}" for n in declared["turns"])])


def _read(card: dict[str, Any], width: float, step: Step) -> float:
    """The read part, with the least room to write in."""
    h = _h3(step) - 1.6
    h += _paragraph(f"{card['loyalty']} · {card['refused']}. {card['loyalty_fail']}", width, step)
    h += height(card["tests_when"], width, step.body, BOLD) + 1.0
    h += _bullets(card["triggers"], width, step)
    h += _bullets(card.get("events", []), width, step)
    if card["war_actions"]:
        h += _h3(step)
        h += _bullets(
            # the note in brackets only where there is one (as the page prints it)
            [
                f"{a['label']} : {a['line']}"
                + (f" ({a['note']})" if a["note"] else "")
                + _declared(card.get("war_declared"))
                for a in card["war_actions"]
            ],
            width,
            step,
        )
        h += _small(card["war_actions_help"], width, step) + 1.0
    if card["ability"] or card["fearsome"]:
        # one paragraph: the ability, then the fear it spreads (bold, a little wider)
        said = f"{card['ability']} {card['fearsome']}".strip()
        h += _h3(step) + height(said, width, step.body, BOLD) + 1.0
    h += _paragraph(card["shooting"], width, step)
    h += _small(card["type_help"], width, step) + 1.0 if card["type_help"] else 0.0
    h += _paragraph(card["notes"], width, step)
    return h + 1.5 + WRITE_MIN + LINE_SLACK


TITLE_SIZES = (14.0, 13.0, 12.0, 11.0, 10.0, 9.0)
"""A title whose longest word is too wide for the card at its step's size is set smaller."""
MARK_MM = 8.0
"""The troop's marker before its name in the title."""


def title_size(name: str, width: float, step: Step) -> float:
    """The step's title size, or the largest smaller one whose longest word fits."""
    room = width - 2 * PAD - MARK_MM
    for size in TITLE_SIZES:
        if size <= step.title and longest_word(name.upper(), size, CAPS) <= room:
            return size
    return TITLE_SIZES[-1]


def _head(card: dict[str, Any], width: float, step: Step) -> float:
    size = title_size(card["name"], width, step)
    title = lines(card["name"].upper(), width - 2 * PAD - MARK_MM, size, CAPS)
    return (
        min(title, 2) * size * PT * 1.2 + 2.8 + _small(card["head"], width - 2 * PAD, step) + 1.2
    )


def _room(card: dict[str, Any], size: tuple[float, float], step: Step) -> float:
    width, room = size
    return room - _head(card, width, step) - 1.5 - 2.5


def fits(card: dict[str, Any], size: tuple[float, float], look: Look) -> bool:
    """Whether ``card`` set as ``look`` fits a frame of ``size`` (inner width and height,
    mm)."""
    step, box = look.step, look.box
    room = _room(card, size, step)
    play, read = look.columns
    if look.layout == CARD:
        return _play(card, play, step, box) + _read(card, read, step) <= room
    return _play(card, play, step, box) <= room and _read(card, read, step) <= room


def look(card: dict[str, Any], size: tuple[float, float], layout: str) -> Look | None:
    """The largest boxes, then the largest type, that fit (on two columns, the narrowest
    played part that does); None when nothing does."""
    shares = (PLAY_SHARES[0],) if layout == CARD else PLAY_SHARES
    for box in BOXES:
        for step in STEPS:
            for play in shares:
                title = title_size(card["name"], size[0], step)
                found = Look(layout, step, box, size[0], play, title=title)
                if fits(card, size, found):
                    return _with_orders(card, size, found)
    return None


def _looks(layout: str, width: float) -> list[Look]:
    """Every look of ``layout``, the best first: the largest boxes, then the largest type,
    then (on two columns) the narrowest played part."""
    shares = (PLAY_SHARES[0],) if layout == CARD else PLAY_SHARES
    return [
        Look(layout, step, box, width, play) for box in BOXES for step in STEPS for play in shares
    ]


def _titled(cards: Sequence[dict[str, Any]], found: Look) -> Look:
    """``found`` with the deck's one title size: the smallest any of its names needs."""
    size = min(title_size(c["name"], found.width, found.step) for c in cards)
    return replace(found, title=size)


def _first(cards: Sequence[dict[str, Any]], size: tuple[float, float], layout: str) -> Look | None:
    """The best look at which every one of ``cards`` fits ``size``; None when none does.
    On two columns, the best at which every sheet also keeps the ruled space under its
    track (sibling sheets alike: none without the lines the others have), when there is
    one."""
    looks = _looks(layout, size[0])
    if layout == HALF:
        # the closed grid first: every half sheet with its foot band under its track (a
        # step smaller type rather than a sheet sent to a page of its own)
        for found in looks:
            titled = _titled(cards, found)
            if all(_halved(c, size, titled) for c in cards):
                return titled
    if layout != CARD:
        for found in looks:
            titled = _titled(cards, found)
            if all(fits(c, size, titled) for c in cards) and all(
                _with_orders(c, size, titled).orders for c in cards
            ):
                return titled
    for found in looks:
        titled = _titled(cards, found)
        if all(fits(c, size, titled) for c in cards):
            return titled
    return None


def family(
    cards: Sequence[dict[str, Any]],
    size: tuple[float, float],
    layout: str,
    whole: tuple[float, float] | None = None,
) -> list[Look]:
    """Each card's look, one for the whole deck (the fullest card decides): the same
    type step, title size, pencil boxes and columns on every sheet, so labels, values
    and boxes sit at the same places on each. On half a page (``whole``: a whole page's
    size), a sheet that fits no half at all takes a whole page, and so does an outlier
    (``outliers``): a sheet whose track fits half a page only in smaller boxes than most
    sheets', which would otherwise shrink every sheet's boxes and type. A sheet on a
    whole page is set as the others when it fits so (with the largest boxes when they
    fit), else at its own best; a sheet that
    fits nowhere, the smallest look (the layout check then says by how much it
    overflows). Each sheet keeps the ruled space for its orders where its own track
    leaves room for it."""
    if whole is None:
        same = _first(cards, size, layout) or smallest(layout, size)
        return [ruled(card, size, same) for card in cards]
    whole_page = outliers(cards, size, layout)  # once: each card's best look is costly
    halves = [c for c in cards if id(c) not in whole_page]
    halved = {id(c) for c in halves}
    shared = _first(halves, size, layout) if halves else _first(cards, whole, WHOLE)
    if halves and shared is not None:
        # an outlier the shared look sets on half a page, with the ruled space under its
        # track, takes half a page after all (the shared boxes are as small as its own)
        for card in cards:
            if id(card) in whole_page and _halved(card, size, shared):
                whole_page.discard(id(card))
        halved = {id(c) for c in cards if id(c) not in whole_page}
    looks = []
    for card in cards:
        if id(card) in halved and shared is not None:
            looks.append(ruled(card, size, _with_orders(card, size, shared)))
            continue
        looks.append(_whole(card, whole, shared))
    looks = _logged(cards, looks, whole, shared)
    return alike(looks)


def _whole(card: dict[str, Any], whole: tuple[float, float], shared: Look | None) -> Look:
    """``card``'s look on a whole page: as the deck's other sheets when it fits so (with
    the largest boxes when they fit), else at its own best, else the smallest."""
    own: Look | None = replace(shared, layout=WHOLE) if shared is not None else None
    if own is None or not fits(card, whole, own):
        own = look(card, whole, WHOLE) or smallest(WHOLE, whole)
    elif own.box < BOXES[0] and fits(card, whole, replace(own, box=BOXES[0])):
        # the deck's type, but a whole page's room for the largest pencil boxes: the
        # page filled by its track rather than by ruled lines
        own = replace(own, box=BOXES[0])
    return ruled(card, whole, _with_orders(card, whole, own))


def _logged(
    cards: Sequence[dict[str, Any]],
    looks: list[Look],
    whole: tuple[float, float],
    shared: Look | None,
) -> list[Look]:
    """``looks`` with a whole page for each half sheet whose track leaves its foot band
    (``BAND_LINES``) no room: the band is never squeezed (round 9: a loss log squeezed
    into the duel's line gave one row for three turns and pushed out the war actions)."""
    return [
        _whole(cards[i], whole, shared) if lk.layout == HALF and lk.play_lines < BAND_LINES else lk
        for i, lk in enumerate(looks)
    ]


def _shared_lines(halves: Sequence[Look]) -> int:
    """The ruled lines of the orders under the read part of every half sheet
    (``alike``): as many as the fullest half leaves; whole pages alone, the least strip."""
    return min([lk.read_lines for lk in halves] or [ORDERS_LINES])


def alike(looks: list[Look]) -> list[Look]:
    """``looks`` with the same ruled spaces on every sheet (round 13b's closed grid): under
    the track, the foot band (``BAND_LINES``: the box for a refused duel, then the loss
    log and the war actions, a column a turn), at one place and one height on every
    sheet; under the read part, the orders, as many lines as the fullest half sheet
    leaves, so that no sheet gives less room to write than another. The room a short
    track leaves over the band is ruled for notes (``NOTES_MIN`` lines at least), and so
    is, on a whole page, the room its read part leaves over the orders' strip
    (``note_lines``)."""
    halves = [lk for lk in looks if lk.layout == HALF]
    lines = _shared_lines(halves)
    found = []
    for lk in looks:
        if lk.layout == CARD:
            found.append(lk)
            continue
        over = lk.play_lines - BAND_LINES
        # round 20, 3: a half sheet whose long track leaves no notes over its band has
        # them over its orders, as a whole page does, where its read part leaves room
        spare = lk.layout == WHOLE or over < NOTES_MIN
        notes = lk.read_lines - lines if spare else 0
        if spare and notes < NOTES_MIN:
            # round 22b, 2: a notes label over one line read as broken while half a line
            # more stood empty over it: the notes take the text's slack (``NOTES_REACH``)
            # for a second line, else none
            notes = lk.reach_lines - lines
        found.append(
            replace(
                lk,
                play_lines=BAND_LINES if lk.play_lines >= BAND_LINES else 0,
                read_lines=lines,
                play_notes=over if over >= NOTES_MIN else 0,
                note_lines=notes if notes >= NOTES_MIN else 0,
            )
        )
    return found


BAND_LINES = 3
"""The lines of every troop sheet's foot band, under its track (round 13b's closed
grid): a head line (the box for a refused duel, then each turn of war) and two rows,
the losses and the war action, a pencil's line each. A half sheet whose track leaves
less takes a whole page."""
NOTES_MIN = 2
"""The fewest lines a ruled space for notes takes (its label's and one to write on):
less room is left as it is."""
NOTES_REACH = 2.0
"""How much of the slack the read part's estimate keeps past its text (mm: ``LINE_SLACK``
twice and 1.5, ``_read`` and ``ruled``) the notes over the orders may take to reach their
second line (``alike``): the notes label's line is blank over its word (3.2 mm, the
stylesheet's), so the text above keeps clear of it (round 22b: the Frondeurs' sheet, 3.8
lines, one notes line under 10 mm of blank; a notes label over one line reads as
broken, ``NOTES_MIN``)."""


def _halved(card: dict[str, Any], size: tuple[float, float], found: Look) -> bool:
    """Whether ``card`` fits half a page at the deck's ``found`` look, its title at the
    deck's size and the ruled space under its track kept."""
    return (
        title_size(card["name"], size[0], found.step) >= found.title
        and fits(card, size, found)
        and _with_orders(card, size, found).orders
        and ruled(card, size, _with_orders(card, size, found)).play_lines >= BAND_LINES
    )


def outliers(cards: Sequence[dict[str, Any]], size: tuple[float, float], layout: str) -> set[int]:
    """The ``id`` of each sheet that takes a whole page rather than half of one: those
    that fit no half, and those whose best half has smaller boxes than most sheets'
    (the largest boxes at least half of the sheets fit in). A war of large troops,
    whose sheets mostly need the smaller boxes, keeps them all on halves."""
    best = {id(c): look(c, size, layout) for c in cards}
    boxes = [found.box for found in best.values() if found is not None]
    usual = next((box for box in BOXES if 2 * sum(b >= box for b in boxes) >= len(cards)), 0.0)
    return {key for key, found in best.items() if found is None or found.box < usual}


def ruled(card: dict[str, Any], size: tuple[float, float], found: Look) -> Look:
    """``found`` with the lines ruled to write on under each part: whole lines, from the
    foot of the sheet up to what its text leaves (as estimated, and a little more), so
    that each label sits on the first line of its space and the last line on every
    sheet is at the same height. On a card, under the read part only."""
    step, box = found.step, found.box
    room = _room(card, size, step) - LINE_SLACK
    play_w, read_w = found.columns
    read = _read(card, read_w, step) - WRITE_MIN
    if found.layout == CARD:
        left = room - _play(card, play_w, step, box) - read
        return replace(found, read_lines=max(1, int(left // LINE)))
    play = int((room - _play(card, play_w, step, box)) // LINE) if found.orders else 0
    return replace(
        found,
        play_lines=play,
        read_lines=max(1, int((room - read) // LINE)),
        reach_lines=max(1, int((room - read + NOTES_REACH) // LINE)),
    )


def _with_orders(card: dict[str, Any], size: tuple[float, float], found: Look) -> Look:
    """On two columns, the orders' space where the track leaves it ``ORDERS_LINES`` lines
    at least: never a label without its lines."""
    if found.layout == CARD:
        return found
    left = _room(card, size, found.step) - _play(card, found.columns[0], found.step, found.box)
    return replace(found, orders=left >= ORDERS_MIN)


def blank_boxes(card: dict[str, Any], size: tuple[float, float], found: Look) -> int:
    """How many empty boxes a blank sheet's track gets (``sheets.blank_sheet``): whole
    rows of the played part, as many as leave the orders their room (on a card, the
    read part below it too), at least one row."""
    step, box = found.step, found.box
    width = found.columns[0]
    per_row = max(1, int(width // (BLANK_BOX * box + 2 * BOX_GAP)))
    room = _room(card, size, step) - _play(card, width, step, box)
    # on two columns, the ruled space the deck's other sheets keep under their track
    kept = max(ORDERS_MIN, BAND_LINES * LINE + LINE_SLACK, found.read_lines * LINE + LINE_SLACK)
    room -= _read(card, found.columns[1], step) if found.layout == CARD else kept
    return per_row * max(1, int(room // (box + BOX_GAP)))


def smallest(layout: str, size: tuple[float, float]) -> Look:
    """The look of a sheet that fits at no step: the smallest (the layout check says by
    how much it overflows)."""
    play = PLAY_SHARES[-1] if layout != CARD else PLAY_SHARES[0]
    return Look(layout, STEPS[-1], BOXES[-1], size[0], play, title=TITLE_SIZES[-1])


def lay_track(card: dict[str, Any], found: Look) -> None:
    """Set a sheet's track as rows (``track_rows``) for ``found``'s box and type: each
    row with the strip its tags take over it (``--strip``, when taller than one level),
    each tag with its level and how far down the strip it stands (its top level at the
    strip's top, level 0 just over the box)."""
    track = card.get("track", {})
    if not track.get("groups"):
        return
    boxes = [b for g in track["groups"] for b in g["boxes"]]
    starts = [bool(b.get("starts")) for b in boxes]
    laid = []
    for row in track_rows(track, found.columns[0], found.box, found.step.small):
        levels = 1 + max(_levels(row))
        # a row's opening tag said again, reaching back into the grid's margin (``_grid``)
        back = overhang(row, starts, found.box, found.step.small)
        strip = levels * TAG_STRIP
        laid.append(
            {
                # the stylesheet's strip is one level's: a row says only a taller one
                "strip": f"--strip: {strip:g}mm" if levels > 1 else "",
                "below": _below(row),
                "boxes": [
                    {
                        **boxes[i],
                        "pad": f"{pad:.2f}mm" if pad else "",
                        "tags": [
                            {
                                "text": text,
                                "test": test,
                                # a band's tag said again at a row's start: grey
                                "again": level == 0 and not test and not boxes[i].get("starts"),
                                "level": level,
                                # reaching back into the grid's margin (``overhang``)
                                "shift": f"-{back:.2f}mm" if back and not k and not level else "",
                                "below": level == BELOW,
                                # under the box: past the strip and the box
                                "drop": f"{strip + found.box:g}mm"
                                if level == BELOW
                                else f"{(levels - 1 - level) * TAG_STRIP:g}mm"
                                if levels - 1 - level
                                else "",
                            }
                            for text, test, level in tags
                        ],
                    }
                    for k, (i, tags, pad) in enumerate(row)
                ],
            }
        )
    track["rows"] = laid
