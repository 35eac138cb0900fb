"""The faces of the Fate kit's cards: unit, commander and zone cards, as ready-made values.

Each card also gets its type step (``step``): WeasyPrint cannot fit text to a box, so the
card's content is measured here, line by line, against the card's size, and the largest
step of the kit's type scale that leaves the card's writing space free is chosen. The
template sets the card's text at that size (``templates/fate/kit.css``: ``.step-…``).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from kitgen.cards import Kit, Source
from kitgen.i18n import Text
from kitgen.printing import CARD_SIZES, PAPERS, Size
from kitgen.systems.fate.model import Commander
from kitgen.systems.fate.report import LADDER_NAMES, skill_order
from kitgen.systems.fate.rules import (
    ArmyPlan,
    UnitPlan,
    ZonePlan,
    enter_difficulty,
    recon_difficulty,
)
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
    """The text room of a card of ``size`` (a preset, or ``page``) on ``paper``."""
    card = CARD_SIZES.get(size) or Size(
        PAPERS[paper].width - PAGE_MARGINS[0], PAPERS[paper].height - PAGE_MARGINS[1]
    )
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


Part = str | Row | Box | float
"""Something a card prints: a paragraph that wraps (``str``), a row, a box whose height
follows the type, or a height in mm."""


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
        else:
            total += part
    return total


def fits(title: str, parts: Sequence[Part], writing: float, space: Room) -> str | None:
    """The largest step at which ``parts`` and ``writing`` mm of writing space fit under
    the card's ``title`` in ``space``, or None when not even the smallest does."""
    per_line = space.width * TITLE_CHARS_PER_MM
    title_h = min(2, max(1, math.ceil(len(title) / per_line))) * TITLE_LINE + TITLE_PAD
    for step in STEPS:
        if title_h + height_of(parts, step, space.width) + writing + SAFETY <= space.height:
            return step.name
    return None


def type_step(title: str, parts: Sequence[Part], writing: float, space: Room) -> str:
    """``fits``, or the smallest step when nothing fits: the card then runs over, and
    the layout check reports it."""
    return fits(title, parts, writing, space) or STEPS[-1].name


def ladder(value: int, t: Text) -> dict[str, str]:
    """A rating as its number (``+2``) and its word on the ladder (``Fair``)."""
    word = LADDER_NAMES.get(value)
    return {"value": t.signed(value), "word": t(f"ladder.{word}") if word else ""}


# --- unit cards -----------------------------------------------------------------------


CONSEQUENCE_BOX = 13.0
"""Height of a consequence box and its margins, mm (``kit.css``: 11 mm inside): a line of
handwriting under its label."""
UNIT_WRITING = 10.0
"""The least room a unit card keeps for situation aspects and boosts: its label and a
ruled line (``kit.css``: ``.fa-write``), more wherever the card has room."""


def unit_card(unit: UnitPlan, where: Source, t: Text, gm: bool, space: Room) -> dict[str, Any]:
    """A unit's card: its skills (alone and, with a commander, led: F2), aspects (N2),
    consequence boxes (N6) and ruled room for what it gains in play."""
    led = unit.led_skills
    order = skill_order(led or unit.skills)
    skills = []
    for s in order:
        own = unit.skills.get(s, 0)
        value = led[s] if led is not None else own
        skills.append(
            {
                "name": t(f"skill.{s}"),
                "word": ladder(value, t)["word"],
                "alone": t.signed(own),
                "value": t.signed(value),
                "raised": value > own,
            }
        )
    commander = unit.commander
    card: dict[str, Any] = {
        "source": where,
        "back_label": unit.army,
        "name": unit.name,
        "sub": f"{unit.army} · {t(f'quality.{unit.quality.key}')} · "
        f"{t(f'quality_who.{unit.quality.key}')}",
        # led, the skills' head names the commander over the two columns, alone and led
        "heads": (
            [t("fa.with", name=commander.name), t("fa.alone"), t("fa.led")]
            if commander is not None and led is not None
            else []
        ),
        "skills": skills,
        "aspects": list(unit.aspects),
        "missing_aspects": max(0, unit.quality.aspects - len(unit.aspects)),
        "consequences": [
            {"name": t(f"consequence.{c}"), "shifts": CONSEQUENCE_SHIFTS[c]}
            for c in unit.quality.consequences
        ],
        "notes": (unit.unit.notes or "") if gm else "",
    }
    parts: list[Part] = [card["sub"]]
    if card["heads"]:
        parts.append(Row(" ".join(card["heads"]), 0.75))
    parts += [Row(f"{s['name']} {s['word']} {s['alone']} {s['value']}") for s in skills]
    aspects = " · ".join(card["aspects"]) + " · ______________" * card["missing_aspects"]
    parts.append(f"{t('fa.aspects')} : {aspects}")
    if card["notes"]:
        parts.append(card["notes"])
    parts.append(CONSEQUENCE_BOX if card["consequences"] else t("fa.no_consequence"))
    # the foot goes first when the card is full: the writing room stays
    step = fits(unit.name, [*parts, Row(t("fa.taken_out"))], UNIT_WRITING, space)
    card["foot"] = t("fa.taken_out")
    card["foot_shown"] = step is not None  # hidden, not left out: the markup stays the same
    card["step"] = step or type_step(unit.name, parts, UNIT_WRITING, space)
    return card


# --- commander cards ------------------------------------------------------------------


COMMANDER_WRITING = 11.0
TIGHT_WRITING = 5.0
"""A full card's writing room: its label, and what the card has left (``.fa-write.tight``)."""
"""Room a commander card keeps for the unit it leads as the battle goes, and its state."""


def commander_kind(commander: Commander, t: Text) -> str:
    """``PC``, ``main NPC``, ``supporting NPC`` or ``NPC``."""
    if commander.player:
        return t("fa.pc")
    return t(f"fa.npc.{commander.npc}") if commander.npc else t("fa.npc")


def commander_card(
    commander: Commander, army: ArmyPlan, where: Source, t: Text, gm: bool, space: Room
) -> dict[str, Any]:
    """A commander's card: their skills on the ladder (Will first among equals), what
    they give the unit they lead (F2) and what they can do, attached or independent."""
    skills = {**(commander.skills or {}), "will": commander.will}
    attached = commander.attached is not None
    card: dict[str, Any] = {
        "source": where,
        "back_label": army.name,
        "name": commander.name,
        "sub": f"{army.name} · {commander_kind(commander, t)}",
        "leads": (
            t("fa.leads", unit=commander.attached) if attached else t("fa.independent_title")
        ),
        "skills": [
            {"name": t(f"skill.{s}"), **ladder(skills[s], t), "will": s == "will"}
            for s in skill_order(skills)
        ],
        "bonus": t("fa.will_bonus", will=t.signed(commander.will)),
        "rules_title": t("fa.commander_action") if attached else t("fa.independent_action"),
        "rules": [
            t(f"fa.commander.{k}")
            for k in (
                ("second", "duel", "recover", "boost") if attached else ("activated", "attach")
            )
        ],
        "after": t("fa.commander_invoke") if attached else "",
        "defeat": t("fa.commander_defeat"),
        "notes": (commander.notes or "") if gm else "",
    }
    parts: list[Part] = [card["sub"], card["leads"]]
    parts += [Row(f"{s['name']} {s['word']} {s['value']}") for s in card["skills"]]
    parts += [card["bonus"], card["rules_title"], *(Row(r, 0.9) for r in card["rules"])]
    parts.append(f"{card['after']} {card['defeat']}")
    if card["notes"]:
        parts.append(card["notes"])
    # a commander's own sheet can track them: when the card is full its writing room
    # shrinks to its label (it still takes whatever the card has left), then goes
    card["write"] = "full"
    step = fits(commander.name, parts, COMMANDER_WRITING, space)
    if step is None:
        step = fits(commander.name, parts, TIGHT_WRITING, space)
        card["write"] = "tight" if step else ""
    card["step"] = step or type_step(commander.name, parts, 0, space)
    return card


# --- zone cards -----------------------------------------------------------------------


DIFFICULTY_BOX = Box(4.0, 4.6)
"""The two difficulty boxes (Enter, Recon) of a zone card: a label, a number at 1.6 em
and a word, with their padding, borders and margins (``kit.css``: ``table.fa-diff``)."""
ZONE_WRITING = 21.0
"""Room a face-up zone card keeps for the aspects written on it in play: three lines."""


def difficulty(label: str, value: int, t: Text, free: bool = False) -> dict[str, str]:
    """A difficulty box: ``Enter`` / ``+2`` / ``Fair``; a free move says so."""
    if free and value == 0:
        return {"label": label, "value": t("fa.free"), "word": t("fa.no_roll")}
    return {"label": label, **ladder(value, t)}


def _aspects(zone: ZonePlan, t: Text) -> list[dict[str, Any]]:
    return [
        {"name": a.name, "hinders": t("fa.hinders") if a.hinders else ""} for a in zone.aspects
    ]


def zone_card(zone: ZonePlan, where: Source, t: Text, kit: Kit, space: Room) -> dict[str, Any]:
    """A zone's card. In the GM's copy a zone that hides an aspect shows only its name and
    links face up (F3, N5) and everything else on its back, where the aspects written in
    play go once it is turned over; the other zones' backs say they hide nothing.

    The players' copy knows only its own army's hidden aspects (``kitgen.secrets``): a
    zone it shows without one may hide another army's all the same. So its fronts give
    every zone's aspects and its difficulties before any reveal (a hidden aspect does not
    count until it is found, N5), and every back is the card once an aspect is revealed:
    its own army's aspect as the GM's back gives it, else a box to write the aspect in
    when the GM reads it out, with what the difficulties become (Recon one aspect more;
    Enter the same, or 2 more if the aspect hinders: a box to write it in)."""
    gm = kit.gm
    hidden = zone.zone.hidden
    links = t.pair(t("fa.links"), ", ".join(zone.links) or t("fa.no_links"))
    shut = hidden is not None and gm
    front: dict[str, Any] = {
        "name": zone.name,
        "hidden": hidden is not None,
        "aspects": [] if shut else _aspects(zone, t),
        "difficulties": (
            []
            if shut
            else [
                difficulty(t("fa.enter"), zone.enter, t, free=True),
                difficulty(t("fa.recon"), zone.recon, t),
            ]
        ),
        "links": links,
        "notes": (zone.zone.notes or "") if gm and hidden is None else "",
        "write": not shut,
    }
    parts: list[Part] = [links]
    if hidden is not None:
        # a dashed frame, 3 mm in and 2 mm padded, at 1.1 em (``kit.css``: .fa-face-down)
        parts.append(Row(t("fa.face_down"), width=0.8, size=1.15, extra=10.0))
    parts += [Row(f"{a['name']} {a['hinders']}") for a in front["aspects"]]
    if front["difficulties"]:
        parts.append(DIFFICULTY_BOX)
    if front["notes"]:
        parts.append(front["notes"])
    front["step"] = type_step(zone.name, parts, ZONE_WRITING if front["write"] else 0, space)
    card: dict[str, Any] = {"source": where, "name": zone.name, "front": front}
    back: dict[str, Any] = {"name": zone.name, "hidden": hidden is not None, "found": False}
    if hidden is not None:
        back.update(
            aspect=hidden.aspect,
            hinders=t("fa.hinders") if hidden.hinders else "",
            aspects=_aspects(zone, t),
            difficulties=[
                difficulty(t("fa.enter"), zone.revealed_enter or 0, t, free=True),
                difficulty(t("fa.recon"), zone.revealed_recon or 0, t),
            ],
            by=t.pair(t("fa.placed_by"), hidden.by),
            paid=t("fa.paid_chest") if hidden.from_chest else t("fa.paid_own"),
            links=links,
        )
        parts = [t("fa.hidden_aspect"), hidden.aspect, DIFFICULTY_BOX, back["by"], back["paid"]]
        parts += [links, *(Row(a["name"]) for a in back["aspects"])]
        back["step"] = type_step(zone.name, parts, ZONE_WRITING, space)
    elif gm:
        back["step"] = STEPS[0].name
    else:
        back.update(_found_back(zone, links, t, kit))
        enter = back["difficulties"][0]["word"]
        parts = [FOUND_BOX, *(Row(f"{a['name']} {a['hinders']}") for a in back["aspects"])]
        parts += [FOUND_DIFFICULTIES, Row(enter, width=0.45, size=0.9, extra=0), links]
        back["step"] = type_step(zone.name, parts, ZONE_WRITING, space)
    card["back"] = back
    return card


FOUND_BOX = 15.0
"""The box a zone card's back gives the hidden aspect found there, with its margins, mm
(``kit.css``: ``.fa-found``): a line of handwriting under its label."""
FOUND_DIFFICULTIES = Box(1.3, 13.6)
"""The two difficulty boxes of such a back but their words: a label, a pencil-sized room
in place of the number (``kit.css``: ``.fa-diff.found .big``, 9 mm), padding, borders
and margins. The Enter box's word, which may take two lines, is measured apart."""


def _found_back(zone: ZonePlan, links: str, t: Text, kit: Kit) -> dict[str, Any]:
    """The back of a zone card of the players' copy that knows no hidden aspect there:
    the card once the GM reveals one. Recon then counts one aspect more; Enter stays
    as it was, or 2 more if the aspect hinders, which the GM says: a box to write it
    in, with the two values it may take."""
    enter = difficulty(t("fa.enter"), zone.enter, t, free=True)
    hindered = ladder(enter_difficulty(zone.hindering + 1), t)["value"]
    return {
        "found": True,
        "aspect": kit.figure(None, "", t("fa.hidden_if_found")),
        "aspects": _aspects(zone, t),
        "difficulties": [
            {
                "label": t("fa.enter"),
                "value": kit.figure(None, enter["value"], t("fa.enter")),
                "word": t("fa.enter_after", now=enter["value"], hindered=hindered),
            },
            difficulty(t("fa.recon"), recon_difficulty(len(zone.aspects) + 1), t),
        ],
        "links": links,
    }
