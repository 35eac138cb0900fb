"""The zone cards of the Fate kit, as ready-made values: a zone's aspects, its two
difficulties and room for the aspects written in play, and a hidden aspect's face.

Each face has a ``kind`` the template lays out: ``open`` (the zone face up), ``down`` (a
zone whose hidden aspect waits face down: its name and links only), ``revealed`` (that
zone once its aspect is found), ``found`` (the players' copy: the zone once an aspect
they do not know is found, with boxes to write it in) and ``none`` (the back of a zone
that hides nothing).

Printed double-sided, a card's back is its other face (ruling N7). Printed on one side a
card has no back: a zone that hides an aspect is two cards, the face-down one and the
revealed one to put in its place; the others are one card, whose room for aspects written
in play takes a revealed aspect too.
"""

from __future__ import annotations

from typing import Any

from markupsafe import Markup, escape

from kitgen.cards import Kit, Source, WriteIn
from kitgen.i18n import Text
from kitgen.printing import OFF
from kitgen.systems.fate.faces import Beside, Box, Measure, Part, Row, ladder
from kitgen.systems.fate.rules import (
    ZonePlan,
    defended_entry,
    enter_difficulty,
    recon_difficulty,
)

DIFFICULTY_BOX = Box(4.0, 4.6)
"""The two difficulty boxes (Enter, Recon) of a zone card: a label, a number at 1.6 em
and a word, with their padding, borders and margins (``kit.css``: ``table.fa-diff``)."""
DIFFICULTY_STACK = Box(6.2, 7.5)
"""The two difficulty boxes one over the other, in a wide card's right column
(``kit.css``: ``.fa-zone-diff``): each a label over its number and word, with their
padding, borders, gap and margins."""
TEXT_SHARE = 0.62
"""The share of a wide zone card's text width its words take, left of its difficulties
(``kit.css``: ``td.fa-zone-diff``, 38 %)."""
ZONE_WRITING = 14.0
"""Room a face-up zone card keeps for the aspects written on it in play: two lines the
width of a wide card (``kit.css``: ``.kind-zone_card .fa-write``)."""
FOUND_WRITING = 10.0
"""Room the players' face of another army's revealed aspect keeps to write in: its boxes
are the writing it needs most, so one ruled line under its text, not the family's closed
grid, which its boxes and their words leave no room for (``kit.css``: ``.fa-found-face``)."""
FOUND_BOX = 15.0
"""The box a found back gives the hidden aspect found there, with its margins, mm
(``kit.css``: ``.fa-found``): a line of handwriting under its label."""
FOUND_STACK = Box(4.4, 13.5)
"""The two difficulty boxes of such a back, one over the other, but their words: Enter a
label over a pencil-sized room in place of its number (``kit.css``: ``.fa-zone-diff
.fa-diff.found .big``, 8 mm), Recon a label over its number, with padding and borders;
their gap and margins. Their words, Enter's of two lines maybe, are measured apart."""


ZONE_FOOT = 1.0
"""What a zone card keeps under its ruled lines, mm (``kit.css``: ``.kind-zone_card
.fa-grid .fa-write``): it has no foot band, only the frame's inset."""

ZONE_SPARE = ZONE_FOOT + 3.5
"""What a zone card's count of ruled lines keeps free over the estimate of its text: the
room under the lines, and what its stacked difficulty boxes stand taller than their
estimate (``DIFFICULTY_STACK``) where their words run long."""


def difficulty(label: str, value: int, t: Text, free: bool = False) -> dict[str, str]:
    """A difficulty box: ``Enter`` / ``+2`` / ``Fair``; a free move says so."""
    if free and value == 0:
        return {"label": label, "value": t("fa.free"), "word": t("fa.no_roll")}
    return {"label": label, **ladder(value, t)}


def _aspects(zone: ZonePlan, t: Text) -> list[dict[str, Any]]:
    return [
        {"name": a.name, "hinders": t("fa.hinders") if a.hinders else ""} for a in zone.aspects
    ]


def _defended(hindering: int, t: Text, kit: Kit, alone: bool) -> Markup:
    """A hindering zone that enemy units hold (ruling N18, a reading of ours, marked): what
    its aspects add to the defender's roll (``rules.defended_entry``), or, under the house
    rule ``defender_alone``, that the defender rolls alone; nothing for a zone that
    hinders no move."""
    if not hindering:
        return Markup("")
    if alone:
        return escape(t("fa.defended_alone")) + kit.ruling("N18")
    bonus = t.signed(defended_entry(0, hindering, 0))
    return escape(t("fa.defended", bonus=bonus)) + kit.ruling("N18")


Face = tuple[dict[str, Any], Measure]


def zone_cards(
    zone: ZonePlan, where: Source, t: Text, kit: Kit, alone: bool = False
) -> list[tuple[dict[str, Any], list[Measure]]]:
    """The cards of a zone, each with the measures of its faces.

    A zone that hides an aspect shows only its name, its links and what it costs before
    the reveal face up (F3, N5, N13): the card lies face down in sight of all, in every
    copy. Its other face gives the aspect where the copy knows it (the GM's, or the
    players' army's own: ``kitgen.secrets``); in the players' copy another army's aspect
    is a box its side writes in, that side turning the card over at the reveal, with
    what Enter and Recon then cost. A face up whose zone hinders says what a defender
    there adds (ruling N18; ``alone``: the house rule, the defender's roll alone)."""
    duplex = kit.settings.duplex != OFF
    hidden = zone.zone.hidden
    links = t.pair(t("fa.links"), ", ".join(zone.links) or t("fa.no_links"))
    known = hidden is not None and kit.known(hidden.by)
    front = _front(zone, links, t, kit, duplex, known, alone)
    if hidden is None:
        back = (
            {"kind": "none", "name": zone.name, "text": t("fa.back_blank")},
            Measure(zone.name, ()),
        )
    elif known:
        back = _revealed(zone, links, t, kit, duplex, alone)
    else:
        back = _found(zone, links, t, kit, duplex)
    if duplex:
        card = {"source": where, "name": zone.name, "front": front[0], "back": back[0]}
        return [(card, [front[1], back[1]])]
    cards = [({"source": where, "name": zone.name, "front": front[0]}, [front[1]])]
    if hidden is not None:
        revealed = {"source": where, "name": zone.name, "front": back[0], "revealed": True}
        cards.append((revealed, [back[1]]))
    return cards


def _front(
    zone: ZonePlan, links: str, t: Text, kit: Kit, duplex: bool, known: bool, alone: bool
) -> Face:
    hidden = zone.zone.hidden is not None
    if not hidden:
        face_down = ""
    elif known:
        face_down = t("fa.face_down") if duplex else t("fa.face_down_swap")
    else:
        face_down = t("fa.face_down_gm") if duplex else t("fa.face_down_gm_swap")
    before = (
        t(
            "fa.face_down_rule",
            enter=difficulty("", zone.enter, t, free=True)["value"],
            recon=t.signed(zone.recon),
        )
        if hidden
        else ""
    )
    # a face-down zone counts no aspect till it is turned over: ruling N13, a reading of
    # ours (the rulebook does not say), its mark after the sentence
    said = escape(before) + kit.ruling("N13") if hidden else Markup("")
    face: dict[str, Any] = {
        "kind": "down" if hidden else "open",
        "name": zone.name,
        "hidden": hidden,
        "face_down": face_down,
        "before": said,
        "aspects": [] if hidden else _aspects(zone, t),
        "difficulties": (
            []
            if hidden
            else [
                difficulty(t("fa.enter"), zone.enter, t, free=True),
                difficulty(t("fa.recon"), zone.recon, t),
            ]
        ),
        "links": links,
        "defended": Markup("") if hidden else _defended(zone.hindering, t, kit, alone),
        "notes": (zone.zone.notes or "") if kit.gm and not hidden else "",
        "write": not hidden,
    }
    parts: list[Part] = [links]
    if hidden:
        # a dashed frame, 3 mm in and 2.5 mm padded, 6 mm down, at 1.1 em (``kit.css``:
        # .fa-face-down); what it costs till then, on white, 1 mm padded (.fa-before)
        parts.append(Row(face["face_down"], width=0.8, size=1.15, extra=14.0))
        parts.append(Row(before, width=0.85, extra=4.0))
    if face["difficulties"]:
        text: list[Part] = [Row(f"{a['name']} {a['hinders']}") for a in face["aspects"]]
        text += [links, *([face["defended"].striptags()] if face["defended"] else [])]
        text += [face["notes"]] if face["notes"] else []
        parts = [Beside(tuple(text), (DIFFICULTY_STACK,), TEXT_SHARE)]
    return face, Measure(zone.name, tuple(parts), ZONE_WRITING if face["write"] else 0)


def _revealed(zone: ZonePlan, links: str, t: Text, kit: Kit, duplex: bool, alone: bool) -> Face:
    """The face of a zone whose hidden aspect is found: the aspect, the zone's other
    aspects, the difficulties once it counts, who placed it and how it was paid; printed
    on one side, a line saying it takes the face-down card's place."""
    hidden = zone.zone.hidden
    assert hidden is not None
    face: dict[str, Any] = {
        "kind": "revealed",
        "name": zone.name,
        "swap": "" if duplex else t("fa.revealed_swap"),
        "aspect": hidden.aspect,
        "hinders": t("fa.hinders") if hidden.hinders else "",
        "aspects": _aspects(zone, t),
        "difficulties": [
            difficulty(t("fa.enter"), zone.revealed_enter or 0, t, free=True),
            difficulty(t("fa.recon"), zone.revealed_recon or 0, t),
        ],
        "by": t.pair(t("fa.placed_by"), hidden.by),
        "paid": t("fa.paid_chest") if hidden.from_chest else t("fa.paid_own"),
        "links": links,
        "defended": _defended(zone.hindering + int(hidden.hinders), t, kit, alone),
    }
    # the label 2.5 mm down (``kit.css``: .fa-revealed), the aspect at 1.25 em
    text: list[Part] = [2.5, t("fa.hidden_aspect"), Row(hidden.aspect, size=1.25)]
    text += [*(Row(a["name"]) for a in face["aspects"]), links]
    text += [face["defended"].striptags()] if face["defended"] else []
    text += [f"{face['by']} · {face['paid']}"]
    parts: list[Part] = [Beside(tuple(text), (DIFFICULTY_STACK,), TEXT_SHARE)]
    if face["swap"]:
        # bold, in a ruled box 2.5 mm in, padded (``kit.css``: .fa-swap)
        parts.append(Row(face["swap"], width=0.85, extra=4.5))
    return face, Measure(zone.name, tuple(parts), ZONE_WRITING)


def _found(zone: ZonePlan, links: str, t: Text, kit: Kit, duplex: bool) -> Face:
    """The other face of a zone card of the players' copy whose hidden aspect is another
    army's: the card once it is revealed, a box for the aspect, which the side that placed
    it writes in (a player placed it, not the GM). Recon then counts one aspect more; Enter
    stays as it was, or 2 more if the aspect hinders, which the GM says: a box to write
    it in, with the two values it may take. Printed on one side, a line says it takes
    the face-down card's place."""
    enter = difficulty(t("fa.enter"), zone.enter, t, free=True)
    hindered = ladder(enter_difficulty(zone.hindering + 1), t)["value"]
    face: dict[str, Any] = {
        "kind": "found",
        "name": zone.name,
        # a player placed it, not the GM: the army that hid it writes it in, the others
        # when it is revealed
        "aspect": WriteIn(t("fa.hidden_if_found"), t("fa.hidden_written")),
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
        "swap": "" if duplex else t("fa.revealed_swap"),
    }
    word = face["difficulties"][0]["word"]
    text: list[Part] = [FOUND_BOX, *(Row(f"{a['name']} {a['hinders']}") for a in face["aspects"])]
    text.append(links)
    recon = face["difficulties"][1]["word"]
    stack = (FOUND_STACK, Row(word, size=0.9), Row(recon, size=0.9))
    parts: list[Part] = [Beside(tuple(text), stack, TEXT_SHARE)]
    if face["swap"]:
        # bold, in a ruled box 2.5 mm in, padded (``kit.css``: .fa-swap)
        parts.append(Row(face["swap"], width=0.85, extra=4.5))
    return face, Measure(zone.name, tuple(parts), FOUND_WRITING)
