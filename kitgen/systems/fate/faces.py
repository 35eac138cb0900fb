"""The faces of the Fate kit's cards, as ready-made values: the type machinery every kind
shares, and the unit cards (commander cards: ``commander_face``; zone cards:
``zone_face``).

Each card also gets its type step (``step``): WeasyPrint cannot fit text to a box, so the
card's content is measured here, line by line, against the card's size, and the largest
step of the kit's type scale that leaves the card's writing space free is chosen, once
for a whole family of cards (:func:`family_step`): the fullest card decides, and every
card of a kind sets its labels, values and boxes at the same size and in the same places.
The template sets the card's text at that size (``templates/fate/kit.css``: ``.step-…``).
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from kitgen import fit
from kitgen.cards import Kit, Source
from kitgen.i18n import Text
from kitgen.printing import CARD_SIZES, OFF, PAGE, PAPERS, Size
from kitgen.prose import say
from kitgen.systems.fate.attacks import FIGHT_DEFENCES, defence_of
from kitgen.systems.fate.report import LADDER_NAMES, skill_order
from kitgen.systems.fate.rules import UnitPlan
from kitgen.systems.fate.tables import CONSEQUENCE_SHIFTS

PT = 25.4 / 72
"""Millimetres in a point."""
LEADING = 1.3
"""Line height, in ems (the kit's body leading)."""
CHAR_EM = 0.47
"""Average width of a character of Kit Sans (DejaVu Sans Condensed) in running French or
English text, in ems, with a little over for the room lost where lines break."""
PARAGRAPH, ROW = 1.4, 0.9
"""What a paragraph adds to its lines (its margins), and a table row or list item, mm."""
SAFETY = 1.5
"""Room kept spare under a card's text, mm, for what the estimate misses."""
FRAME_INSET, TEXT_INSET = 2.5, 2.5
"""A card's frame sits 2.5 mm inside its cut; its text 2.5 mm inside the frame."""
TITLE_LINE, TITLE_PAD, TITLE_CHARS_PER_MM = 4.0, 2.0, 0.4
"""A card's title band: 9.5 pt serif capitals, about 0.4 characters a millimetre."""
PAGE_MARGINS = (24.0, 27.0)
"""A page-size card's room is the page less its margins (12 mm around, 15 mm below)."""


@dataclass(frozen=True, slots=True)
class Step:
    """A size of a card's text: ``name`` is its CSS class (``step-…``), ``pt`` its body."""

    name: str
    pt: float


STEPS = (Step("xl", 11.0), Step("l", 9.5), Step("m", 8.75), Step("s", 8.0))
"""The type steps a card may take, largest first: ``s`` is the kit's small size and the
least a card prints at (its finest print, the labels, stays at 7.5 pt)."""


@dataclass(frozen=True, slots=True)
class Room:
    """What a card's text has to fill: ``width`` and ``height`` in mm under the title."""

    width: float
    height: float


def room(size: str, paper: str) -> Room:
    """The text room of a card of ``size`` (a preset, or ``page``) on ``paper``, upright."""
    card = CARD_SIZES.get(size) or Size(
        PAPERS[paper].width - PAGE_MARGINS[0], PAPERS[paper].height - PAGE_MARGINS[1]
    )
    return _room(card)


def deck_room(deck: dict[str, Any], paper: str) -> Room:
    """The text room of a laid-out deck's cards, as the deck designs them (an A6 card is
    designed wider than tall where it stands upright on the sheet that way:
    ``kitgen.cards.Kit.deck``)."""
    if deck["page"]:
        return room(PAGE, paper)
    return _room(Size(deck["width"], deck["height"]))


def _room(card: Size) -> Room:
    inner = card.width - 2 * FRAME_INSET
    return Room(inner - 2 * TEXT_INSET, card.height - 2 * FRAME_INSET)


@dataclass(frozen=True, slots=True)
class Row:
    """A text that wraps, with a row's spacing (a table row, a list item) unless told
    otherwise: set in ``width`` (a share of the card's text width: a list item is
    indented), at ``size`` (in ems of the card's step), and taking ``extra`` mm more than
    its lines (margins, padding, borders)."""

    text: str
    width: float = 1.0
    size: float = 1.0
    extra: float = ROW


@dataclass(frozen=True, slots=True)
class Box:
    """A box whose height is ``ems`` of the card's step and ``mm`` more."""

    ems: float
    mm: float


@dataclass(frozen=True, slots=True)
class Beside:
    """Two columns side by side, as tall as the taller: ``left`` in ``share`` of the
    card's text width, ``right`` in the rest (a wide zone card: its words, then its
    difficulties one over the other)."""

    left: tuple[Part, ...]
    right: tuple[Part, ...]
    share: float = 0.66


Part = str | Row | Box | float | Beside
"""Something a card prints: a paragraph that wraps (``str``), a row, a box whose height
follows the type, a height in mm, or two columns of parts side by side."""


def height_of(parts: Sequence[Part], step: Step, width: float) -> float:
    """How tall ``parts`` set at ``step`` stand in ``width`` mm: each text wraps at the
    step's average characters a line and takes its lines plus its spacing."""
    total = 0.0
    for part in parts:
        if isinstance(part, str):
            part = Row(part, extra=PARAGRAPH)
        if isinstance(part, Row):
            pt = step.pt * part.size
            per_line = width * part.width / (pt * PT * CHAR_EM)
            lines = max(1, math.ceil(len(part.text) / per_line))
            total += lines * pt * PT * LEADING + part.extra
        elif isinstance(part, Box):
            total += part.ems * step.pt * PT + part.mm
        elif isinstance(part, Beside):
            total += max(
                height_of(part.left, step, width * part.share),
                height_of(part.right, step, width * (1 - part.share)),
            )
        else:
            total += part
    return total


def title_lines(title: str, space: Room) -> int:
    """The lines a card's ``title`` takes in its band, one or two (the band holds two)."""
    per_line = space.width * TITLE_CHARS_PER_MM
    return min(2, max(1, math.ceil(len(title) / per_line)))


def fits(
    title: str, parts: Sequence[Part], writing: float, space: Room, lines: int = 0
) -> str | None:
    """The largest step at which ``parts`` and ``writing`` mm of writing space fit under
    the card's ``title`` (in a band of ``lines`` lines, else of the lines it takes) in
    ``space``, or None when not even the smallest does."""
    title_h = (lines or title_lines(title, space)) * TITLE_LINE + TITLE_PAD
    for step in STEPS:
        if title_h + height_of(parts, step, space.width) + writing + SAFETY <= space.height:
            return step.name
    return None


def type_step(title: str, parts: Sequence[Part], writing: float, space: Room) -> str:
    """``fits``, or the smallest step when nothing fits: the card then runs over, and
    the layout check reports it."""
    return fits(title, parts, writing, space) or STEPS[-1].name


@dataclass(frozen=True, slots=True)
class Measure:
    """What a card face needs: its title, its parts and the writing room it keeps, mm."""

    title: str
    parts: tuple[Part, ...]
    writing: float = 0.0


def family_step(measures: Sequence[Measure], space: Room) -> str:
    """The one step of a family of card faces: the largest at which every one of them
    fits, so that the fullest decides; the smallest when one fits at none (the layout
    check then reports that card). Every face's title band is as deep as the family's
    deepest (:func:`family_lines`)."""
    names = [s.name for s in STEPS]
    lines = family_lines(measures, space)
    worst = 0
    for m in measures:
        step = fits(m.title, m.parts, m.writing, space, lines)
        worst = max(worst, names.index(step) if step else len(STEPS) - 1)
    return STEPS[worst].name


def family_lines(measures: Sequence[Measure], space: Room) -> int:
    """The lines of the deepest title of a family of card faces: every face's band is
    that deep, so that each card's text starts at the same height."""
    return max((title_lines(m.title, space) for m in measures), default=1)


def set_steps(faces: Sequence[tuple[dict[str, Any], Measure]], space: Room) -> None:
    """Set every face of a family at its :func:`family_step`, each title band as deep as
    the family's deepest: a band of two lines is set closer (``title_band``), and a title
    of one line in it is padded to its middle (``title_pad``)."""
    measures = [m for _, m in faces]
    step = family_step(measures, space)
    lines = family_lines(measures, space)
    for face, measure in faces:
        face["step"] = step
        face["title_band"] = "fa-band-2" if lines > 1 else ""
        face["title_pad"] = lines > title_lines(measure.title, space)


def rule_family(
    faces: Sequence[tuple[dict[str, Any], Measure]],
    space: Room,
    foot: float = 0.0,
    spare: float = 0.0,
    notes: bool = False,
) -> None:
    """Give every face of a family (set at its step: :func:`set_steps`) the same ruled
    lines, as many as its fullest face has room for and never fewer than one: a closed
    grid at each card's foot, whatever its text above (``lines``; ``write_height``, the
    lines' height; ``write_room``, what the grid, its label and the card's foot take in
    the card's flow, so that text running into them shows as an overflow); ``foot``,
    the band under the lines (a unit card's, what to do when it is beaten); ``spare``,
    room the count of lines keeps free over the estimate of the text above them (a
    zone card's difficulty boxes stand taller than their estimate). With ``notes``, a
    face whose text leaves room above the grid gets as many more ruled lines there, under
    a label of their own (``notes_lines``, ``notes_height``): no card is left half
    blank. With ``notes``, every face has one ruled line for notes at the least, the
    fullest's too: the grid is counted in what the fullest face leaves once that line
    (:data:`NOTES_LINE`, its label on it: ``notes_inline``) is kept, unless that leaves
    the grid fewer than :data:`WRITE_LINES` lines (a small card: the grid comes first)."""
    sizes = {s.name: s for s in STEPS}
    room_left = []
    for face, measure in faces:
        step = sizes[face["step"]]
        lines = 2 if face["title_band"] else 1
        title_h = lines * TITLE_LINE + TITLE_PAD
        used = title_h + height_of(measure.parts, step, space.width) + SAFETY + WRITE_LABEL
        used += spare
        room_left.append(space.height - used)
    least = min(room_left, default=WRITE_GAP)
    kept = NOTES_LINE if notes else 0.0
    count = math.floor((least - kept) / WRITE_GAP + 1e-6)
    if notes and count < WRITE_LINES:
        # too little room for the line of notes and the grid's least lines: the grid
        # first, the fullest faces then without notes
        kept = 0.0
        count = math.floor(least / WRITE_GAP + 1e-6)
    count = max(1, count)
    grid = count * WRITE_GAP
    # what a face has over the fullest's, counted from where the fullest's notes start
    ref = least - kept
    for (face, _), left in zip(faces, room_left, strict=True):
        face["write_lines"] = count
        face["write_height"] = f"{grid:.1f}mm"
        face["write_room"] = f"{grid + WRITE_LABEL + foot:.1f}mm"
        extra = math.floor((left - ref - WRITE_LABEL - NOTES_MARGIN) / WRITE_GAP + 1e-6)
        block = notes and extra >= NOTES_LEAST
        # a face with no room for a block of lines under a label keeps its one line, the
        # label written on it
        face["notes_inline"] = notes and not block and kept > 0
        face["notes_lines"] = extra if block else (1 if face["notes_inline"] else 0)
        face["notes_height"] = (
            f"{NOTES_INLINE:.1f}mm"
            if face["notes_inline"]
            else f"{face['notes_lines'] * WRITE_GAP:.1f}mm"
        )
        # what is left under a line's height goes to the card's consequence boxes: no
        # card of the family keeps a blank band over its grid
        rest = left - ref
        if block:
            rest -= face["notes_lines"] * WRITE_GAP + WRITE_LABEL + NOTES_MARGIN
        elif face["notes_inline"]:
            rest -= NOTES_LINE
        grow = max(0.0, rest - NOTES_MARGIN) if notes and face.get("consequences") else 0.0
        face["cons_height"] = f"{CONSEQUENCE_INSIDE + grow:.1f}mm"


NOTES_MARGIN = 6.0
"""What a card's notes block takes over its label and lines, mm: its margins and spare
millimetres for the estimate's error (``kit.css``: ``.fa-notes-room``)."""
NOTES_INLINE = 5.6
"""The height of that one line for notes, mm: a little under a grid line's."""
NOTES_LINE = 0.5 + NOTES_INLINE + 1.2
"""The one ruled line for notes every unit card keeps at the least, its label written on
it, with its margins, mm (``kit.css``: ``.fa-notes-room.inline``): 0.5 over it and 1.2
under it, so that its rule stands clear of the turn track's divider (the fresh GM's
round 4: on the Good units' cards it lay on that divider, no line to write on)."""
NOTES_LEAST = 1
"""The fewest ruled lines worth a notes block of their own: one, so that no card of the
family keeps a blank band a line tall or more over its grid (one rule for every card)."""


FOOT_BAND = 5.4
"""The foot of a unit card, what to do when it is beaten, mm (``kit.css``: ``.fa-foot``)."""


NUM_COLUMN = 11.0
"""The width of a skill table's number columns, mm (``kit.css``: ``table.fa-skills td.num``)."""
LED_COLUMN = 17.5
"""The width of a led card's two value columns, mm (``kit.css``: ``table.fa-skills.led
col.num``): each value with its own word on the ladder (led ``Good +3``, alone ``Fair
+2``), so no word stands by a value it does not name; the commander's name heads the
skills' column and the led one, the led one's head at its right edge."""
LED_HEAD_GAP = 1.5
"""The led column's head's margins, mm (``kit.css``: ``.fa-led-head``)."""


def place_heads(faces: Sequence[dict[str, Any]], space: Room) -> None:
    """Where a led unit's card names its commander: over the skills' column and the led
    one, beside the led column's head, when every led card's name fits there at the
    family's step; else, on every led card alike, on a row of its own above them
    (``with_apart``), never broken over two lines."""
    sizes = {s.name: s.pt for s in STEPS}
    led = [f for f in faces if f.get("heads")]

    def fits(face: dict[str, Any]) -> bool:
        # the name spans the skills' column and the led one, whose head stands at its
        # right edge (``kit.css``: ``.fa-led-head``); measured as the card's text is
        size = sizes[face["step"]]
        head = fit.advance(face["heads"][2], size) + LED_HEAD_GAP
        return fit.advance(face["heads"][0], size, fit.BOLD) <= space.width - LED_COLUMN - head

    # one grid for the family: when one name needs a row of its own, every led card
    # gives its commander's name that row, so the skill rows stand at the same place
    apart = not all(fits(f) for f in led)
    for face in led:
        face["with_apart"] = apart


def ladder(value: int, t: Text) -> dict[str, str]:
    """A rating as its number (``+2``) and its word on the ladder (``Fair``)."""
    word = LADDER_NAMES.get(value)
    return {"value": t.signed(value), "word": t(f"ladder.{word}") if word else ""}


# --- unit cards -----------------------------------------------------------------------


CONSEQUENCE_BOX = 14.0
"""Height of a consequence box and its margins, mm (``kit.css``: 12 mm inside, the least
a card gives it, :func:`rule_family`): a consequence's name in handwriting under its
label."""
CONSEQUENCE_INSIDE = 12.0
"""A consequence box's own height at the least, mm (its margins are the rest of
:data:`CONSEQUENCE_BOX`)."""
WRITE_GAP = 7.0
"""A ruled line to write on, mm (``_base/kit.css``: ``--write-gap``)."""
WRITE_LABEL = 4.2
"""The label over a card's ruled lines, mm (``kit.css``: ``.fa-grid .fa-write``)."""
WRITE_LINES = 2
"""The ruled lines a unit card keeps, at least, for situation aspects and boosts: every
card of the family keeps as many as its fullest card has room for (:func:`rule_family`)
once its line for notes is kept: a Good unit's card, the fullest, has notes room as the
others do (three ruled lines in all); a card too small for both keeps these two lines and
goes without the line of notes."""
UNIT_WRITING = WRITE_LABEL + WRITE_LINES * WRITE_GAP + NOTES_LINE
"""The least room a unit card keeps for situation aspects and boosts, and a line of notes."""
FOOT = 2.4
"""The foot of a unit card, what to do when it is beaten, over what its text needs."""
RAISED = "\u25b2"
"""The mark before a skill an attached commander raises (F2): the tint behind it is
lost on a greyscale print, the mark is not."""


def defence_line(unit: UnitPlan, t: Text, shoot_defence: str = "athletics") -> str:
    """``Combat +3 against Fight, Athletics +2 against Shoot``: the skill and rating the
    unit defends with against each attack, its commander's +1 included (ruling N8); one
    phrase when the same skill parries both. A led unit's card says, on one pattern for
    every led card, what it defends with led and alone against each attack (``Against
    Fight: +3 (Athletics led, Fight alone).``, the rating once when only the skill
    changes; the skill once when the same parries both ways, the defence alone when
    nothing changes): the commander may fall or leave it."""
    alone = dataclasses.replace(unit, led_skills=None) if unit.led_skills is not None else None

    def said(skill: str) -> str:
        what, value = defence_of(unit, skill, shoot_defence)
        phrase = f"{t(f'skill.{what}')}\u00a0{t.signed(value)}"
        if alone is None:
            return phrase
        own, own_value = defence_of(alone, skill, shoot_defence)
        if own == what and own_value == value:  # what the GM rolls does not change
            return phrase
        if own == what:
            return t("fa.def_led", led=phrase, alone=t.signed(own_value))
        if own_value == value:  # another skill, the same rating: the rating once
            return t(
                "fa.def_led_skills",
                value=t.signed(value),
                led=t(f"skill.{what}"),
                alone=t(f"skill.{own}"),
            )
        other = f"{t(f'skill.{own}')}\u00a0{t.signed(own_value)}"
        return t("fa.def_led", led=phrase, alone=other)

    fight, shoot = said("fight"), said("shoot")
    if alone is not None:
        if fight == shoot:
            return t("fa.def_led_same", skill=fight)
        return t("fa.def_led_two", fight=fight, shoot=shoot)
    if fight == shoot:
        return t("fa.def_same", skill=fight)
    return t("fa.def_two", fight=fight, shoot=shoot)


def defence_skills(t: Text, shoot_defence: str = "athletics") -> str:
    """The defence line of a unit whose skills are not known yet (one bought in the
    battle, ruling N16): the skills it defends with (N8), its ratings read in its grid,
    on the same pattern as a known unit's (:func:`defence_line`)."""
    fight = t(
        "fa.def_better", skills=f" {t('fa.or')} ".join(t(f"skill.{s}") for s in FIGHT_DEFENCES)
    )
    shoot = t(f"skill.{shoot_defence}")
    return t("fa.def_two", fight=fight, shoot=shoot)


def led_heads(first: str, t: Text) -> list[str]:
    """The head of a unit's skills grid: ``first`` (its commander's name on a unit card,
    the word "Skills" on a blank one), then its alone and led columns (F2)."""
    return [first, t("fa.alone"), t("fa.led")]


def unit_card(
    unit: UnitPlan, where: Source, t: Text, kit: Kit, shoot_defence: str = "athletics"
) -> tuple[dict[str, Any], Measure]:
    """A unit's card: its skills (alone and, with a commander, led: F2) in the order of
    its own ratings, as the GM's page lists them, the skill it defends with (N8),
    aspects (N2), consequence boxes (N6) and ruled room for what it gains in play; its
    foot says what to do when it is beaten. In duplex its back is the face it shows
    then (:func:`beaten_face`): the rules turn a beaten unit's card over; a card printed
    on one side keeps a box to tick instead."""
    led = unit.led_skills
    # a skill only the commander rates (house rule N1) counts as +0 of the unit's own
    order = skill_order({s: unit.skills.get(s, 0) for s in (led or unit.skills)})
    skills = []
    for s in order:
        own = unit.skills.get(s, 0)
        value = led[s] if led is not None else own
        skills.append(
            {
                "name": t(f"skill.{s}"),
                "word": ladder(value, t)["word"],
                # led, each value has its word: the alone one's is the unit's own rank
                "alone_word": ladder(own, t)["word"],
                "alone": t.signed(own),
                "value": t.signed(value),
                "raised": value > own,
                "mark": RAISED if value > own else "",
            }
        )
    commander = unit.commander
    duplex = kit.settings.duplex != OFF
    card: dict[str, Any] = {
        "source": where,
        "back_label": unit.army,
        "name": unit.name,
        "sub": f"{unit.army} · {t(f'quality.{unit.quality.key}')} · "
        f"{t(f'quality_who.{unit.quality.key}')}",
        # kept off the players' copy: said in a word on the GM's card
        "secret": t("fa.secret") if unit.unit.secret and kit.gm else "",
        # led, the skills' head names the commander over the two columns, alone and led
        "heads": (
            # the commander's name alone, by the led column's head: room for each
            # value's word in its cell (``place_heads``)
            led_heads(commander.name, t) if commander is not None and led is not None else []
        ),
        "skills": skills,
        "defence": defence_line(unit, t, shoot_defence),
        "aspects": list(unit.aspects),
        "missing_aspects": max(0, unit.quality.aspects - len(unit.aspects)),
        "consequences": [
            {"name": t(f"consequence.{c}"), "shifts": CONSEQUENCE_SHIFTS[c]}
            for c in unit.quality.consequences
        ],
        "notes": (unit.unit.notes or "") if kit.gm else "",
        # a secret unit's card goes to its player: when it shows itself, if the file says
        "reveal": (
            t("fa.revealed_card", when=say(unit.unit.revealed_when, t.lang))
            if unit.unit.secret and unit.unit.revealed_when and kit.gm
            else ""
        ),
        # the foot: in duplex the back says the rest; on one side, a box to tick
        "foot": t("fa.taken_out_flip") if duplex else t("fa.taken_out_tick"),
        "tick": not duplex,
    }
    if duplex:
        card["back"] = beaten_face(unit, t)
    parts: list[Part] = [f"{card['sub']} {card['secret']}"]
    if card["heads"]:
        parts.append(Row(" ".join(card["heads"]), 0.75))
    parts += [
        Row(f"{s['name']} {s['word']} {s['mark']} {s['alone_word']} {s['alone']} {s['value']}")
        if card["heads"]
        else Row(f"{s['name']} {s['word']} {s['value']}")
        for s in skills
    ]
    parts.append(Row(f"{t('fa.def')} {card['defence']}"))
    aspects = " · ".join(card["aspects"]) + " · ______________" * card["missing_aspects"]
    parts.append(f"{t('fa.aspects')} : {aspects}")
    for said in (card["notes"], card["reveal"]):
        if said:
            parts.append(said)
    parts.append(CONSEQUENCE_BOX if card["consequences"] else t("fa.no_consequence"))
    parts.append(Row(card["foot"], size=0.9, extra=FOOT))
    return card, Measure(unit.name, tuple(parts), UNIT_WRITING)


BANNER = 14.5
"""The hatched band of a beaten unit's face and its margins, mm (``kit.css``:
``.fa-out-banner``, 10 mm)."""
OUT_LINES = 3 * 6.2
"""The three labelled lines to write when, by whom and where the unit was beaten, mm."""


def beaten_face(unit: UnitPlan, t: Text) -> dict[str, Any]:
    """The back of a unit card, the face a beaten unit shows (the rules: turn its card
    over and keep it): a hatched band that reads at arm's length in greyscale, lines to
    note when, by whom and where it fell, and what follows: its commander, if any, stays in play,
    when the battle ends, the card is kept for a later battle."""
    return {
        "name": unit.name,
        "sub": f"{unit.army} · {t(f'quality.{unit.quality.key}')}",
        "banner": t("fa.out.banner"),
        "lines": [t("fa.out.turn"), t("fa.out.by"), t("fa.out.zone")],
        # its own commander by name; a unit with none may still gain one in the battle
        "rules": [
            t("fa.out.commander", name=unit.commander.name)
            if unit.commander is not None
            else t("fa.out.no_commander"),
            t("fa.out.end"),
        ],
        "keep": t("fa.out.keep"),
    }


def commander_beaten_face(front: dict[str, Any], t: Text) -> dict[str, Any]:
    """The back of a commander's card: the same record as a beaten unit's (when, by
    whom, how), and what it brings: a Fate point to the side that defeated them (the
    rules: only another commander defeats one)."""
    return {
        "name": front["name"],
        "sub": front["sub"],
        "banner": t("fa.out.banner"),
        "lines": [t("fa.out.commander_turn"), t("fa.out.by"), t("fa.out.how")],
        "rules": [t("fa.out.commander_point")],
        "keep": t("fa.out.commander_keep"),
    }


def beaten_measure(face: dict[str, Any]) -> Measure:
    parts: list[Part] = [face["sub"], BANNER, OUT_LINES, *face["rules"], face["keep"]]
    return Measure(face["name"], tuple(parts))
