"""Decks: the printables of one kind (unit cards, hero cards, unit sheets…) laid out for
print. Shared by every presenter.

A presenter hands :meth:`Kit.deck` its cards, each a dict of ready-made values with a
``source`` (where the card comes from in the battle file, so a layout problem can point
at its line); the deck comes back laid on sheets with every box's place worked out from
``kitgen.printing``. Templates only place the boxes they are given
(``_base/macros.html.j2``: ``deck``).
"""

from __future__ import annotations

import dataclasses
import math
import re
from dataclasses import dataclass, field
from typing import Any

from markupsafe import Markup

from kitgen.i18n import Text
from kitgen.model import Finding
from kitgen.nodes import Path
from kitgen.printing import (
    CARD_SIZES,
    LONG,
    OFF,
    PAGE,
    PRINTABLE,
    SHEET_MARGIN,
    Footer,
    Imposition,
    Settings,
    Size,
    impose,
)

Card = dict[str, Any]


@dataclass(frozen=True, slots=True)
class Source:
    """Where a card comes from: its army, its own name and its place in the battle file."""

    path: Path
    army: str
    item: str


def source(path: Path, army: str, item: str) -> Source:
    return Source(path, army, item)


@dataclass(frozen=True, slots=True)
class Fit:
    """A box whose content must fit: a card of one kind and size."""

    source: Source
    kind: str
    size: str


@dataclass(frozen=True, slots=True)
class WriteIn:
    """A figure the players' copy leaves blank: a pencil-sized box, labelled, for the
    value the GM announces at the table (``_base/macros.html.j2``: ``figure``)."""

    label: str
    """What the box is for (« SR »), printed small in its corner; empty where the page
    labels it already."""
    note: str
    """Who fills it (« annoncé par le MJ »)."""

    @property
    def write_in(self) -> bool:  # what the template's ``figure`` macro tells it by
        return True


@dataclass(slots=True)
class Kit:
    """One build's print settings and the boxes its layout check will look at."""

    settings: Settings
    text: Text
    fits: dict[str, Fit] = field(default_factory=dict)
    players: str | None = None
    """The army the player characters are with (``kitgen.secrets.players_army``)."""
    sheet_pages: dict[Footer, str] = field(default_factory=dict)
    """The named pages the card sheets are printed on, by where their furniture goes
    (:meth:`kitgen.printing.Imposition.footer`): each a ``@page`` rule (:meth:`page_rules`)."""
    cited: dict[str, int] = field(default_factory=dict)
    """The rulings the kit's pages refer to, each with its mark's number, in the order
    they were first cited (:meth:`ruling`)."""
    titles: dict[str, str] = field(default_factory=dict)
    """Each ruling's title in the kit's language (``kitgen.handbook``), set by whoever
    composes the kit: a presenter sizing the rulings note reads them here, not the
    rulings page."""

    @property
    def gm(self) -> bool:
        return self.settings.gm

    def known(self, army: str | None) -> bool:
        """Whether this copy may print figures of ``army`` (``None``: of the whole
        battle): the GM's copy all of them, the players' those of the players' army.
        The players' copy is computed without any secret (``kitgen.secrets``), so a
        figure of another army would count only what the players see: it is left for
        the GM to announce instead of printed wrong."""
        return self.gm or (army is not None and army == self.players)

    def figure(
        self, army: str | None, value: Any, label: str, note: str = "write_in.announced"
    ) -> Any:
        """``value`` when this copy may print ``army``'s figures, else a box to write
        it in, labelled ``label``; ``note`` (a key) says who fills it, by default the
        GM when they announce it."""
        if self.known(army):
            return value
        return WriteIn(label, self.text(note))

    def page_rules(self) -> Markup:
        """The ``@page`` rules of the card sheets' named pages: cards to the sheet's
        edge, and under them, between two crop marks, the battle's name and the folio as
        every other page of the kit has them (``_base/base.html.j2``)."""
        rules = []
        for foot, name in self.sheet_pages.items():
            box = (
                "font: 7.5pt/1 'Kit Sans'; color: #5c5449; vertical-align: bottom;"
                f" padding-bottom: {_mm(PRINTABLE)};"
            )
            rules.append(
                f"@page {name} {{ margin: 0 0 {_mm(foot.band - 0.5)} 0;"
                f" @bottom-left {{ content: string(battle); {box} margin-left: {_mm(foot.left)};"
                f" width: {_mm(foot.width)}; overflow: hidden; text-overflow: ellipsis;"
                " white-space: nowrap; }"
                f" @bottom-right {{ content: counter(page) ' / ' counter(pages); {box}"
                f" text-align: right; width: {_mm(foot.folio)};"
                f" margin-right: {_mm(foot.right)}; }} }}"
            )
            # a blank page before a recto sheet (duplex) is set as the kit's other pages
            rules.append(
                f"@page {name}:blank {{ margin: 12mm 12mm 15mm 12mm;"
                " @bottom-left { margin-left: 0; width: auto; padding-bottom: 0;"
                " vertical-align: middle; }"
                " @bottom-right { margin-right: 0; width: auto; padding-bottom: 0;"
                " vertical-align: middle; } }"
            )
        return Markup("\n".join(rules))

    def ruling(self, ruling: str) -> Markup:
        """A small mark to set after a figure or a sentence that follows ``ruling`` (an id
        of ``docs/rulings.md``): the page stays free of the tool's codes, and the kit's
        last text page lists each mark with its ruling (``kitgen.render.compose``)."""
        mark = self.cited.setdefault(ruling, len(self.cited) + 1)
        # a word joiner: the mark never starts a line away from what it marks
        return Markup('\u2060<sup class="ruling-mark">%s</sup>') % mark

    def warning(self, finding: Finding) -> Markup:
        """A warning as a kit's page prints it: a sentence a GM would write (a capital, a
        full stop), in the page's words where the terminal's name the tool or the battle
        file's keys (a catalogue's ``msg.<code>.page``, when it has one), a label kept
        with its number ("SD 18"), its ruling a mark (:meth:`ruling`), not a code."""
        page = f"{finding.code}.page"
        code = page if self.text.has(f"msg.{page}") else finding.code
        text = self.text.finding(dataclasses.replace(finding, code=code, ruling=""))
        text = re.sub(r"\b([A-Z]{2,4}) (\d)", "\\1\u00a0\\2", text)
        if self.text.lang == "en":  # a terminal's "under 10 %": English sets no space
            text = re.sub(r"(\d) %", r"\1%", text)
        sentence = Markup.escape(text[:1].upper() + text[1:].rstrip("."))
        return self.sentence_end(sentence, finding.ruling)

    def sentence_end(self, sentence: Markup, ruling: str = "") -> Markup:
        """``sentence``'s full stop, then ``ruling``'s mark when it follows one: after the
        stop in both languages, since a mark on a sentence's last figure ("at least 10¹")
        reads as a power."""
        return sentence + "." + (self.ruling(ruling) if ruling else Markup(""))

    def deck(
        self,
        kind: str,
        cards: list[Card],
        *,
        backs: bool = True,
        landscape: bool = False,
        wide: bool = False,
    ) -> dict[str, Any]:
        """Cards of one kind laid out in the size the battle file (or the default) gives.

        A card carrying a ``back`` prints that back behind its front; in duplex mode
        every card of a deck with ``backs`` gets at least a plain back. A kind that may
        be designed wider than tall (``landscape``) is, where portrait cards would lie a
        quarter turn and as many landscape ones stand upright (A6 on A4 or Letter: two
        of 148 × 105 mm): the kit then reads upright on a screen too. The deck says which
        (``landscape``, ``width`` and ``height`` in millimetres) for the card's design.
        A kind that must be designed wider than tall (``wide``: a card that lies in a
        landscape frame of a map) always is, and stands upright on the sheet, even where
        upright portrait cards would fit one more (poker on A4: eight, not nine).
        """
        size = self.settings.size_of(kind)
        duplex = self.settings.duplex
        named: set[str] = set()
        for card in cards:
            card["fit"] = self._fit(card, kind, size)
            # the outline names each card once: seven blank cards are one entry
            name = card["source"].item
            card["bookmark"] = "" if name in named else name
            named.add(name)
            card["plain_back"] = "back" not in card and backs and duplex != OFF
            # a page-size printable starts on a recto when it has a back, and in duplex
            # mode always (its pages then share leaves with nothing else)
            card["recto"] = "back" in card or card["plain_back"] or duplex != OFF
        with_backs = any("back" in c or c["plain_back"] for c in cards)
        deck: dict[str, Any] = {
            "kind": kind,
            "title": self.text(f"kind.{kind}"),
            # a plain back names what is on its front: one card
            "back_title": self.text(f"kind.{kind}.one").capitalize(),
            "size": size,
            "page": size == PAGE,
            "recto": with_backs,
            "count": len(cards),
            "landscape": False,
        }
        if size == PAGE:
            deck["items"] = cards
            return deck
        layout = impose(self.settings.sheet, CARD_SIZES[size], self.settings.bleed)
        if wide:
            layout = _upright_wide(self.settings.sheet, CARD_SIZES[size], self.settings.bleed)
            deck["landscape"] = True
        elif landscape and layout.turned:
            turned = impose(self.settings.sheet, CARD_SIZES[size].turned, self.settings.bleed)
            if not turned.turned and turned.per_sheet >= layout.per_sheet:
                layout = turned
                deck["landscape"] = True
        deck["width"], deck["height"] = layout.card.width, layout.card.height
        deck["sheet_page"] = self.sheet_pages.setdefault(
            layout.footer(), f"sheet-{len(self.sheet_pages) + 1}"
        )
        deck["per_sheet"] = layout.per_sheet
        deck["face_style"] = _face_style(layout)
        deck["sheets"] = [
            self._sheet(layout, cards[start : start + layout.per_sheet], with_backs)
            for start in range(0, len(cards), layout.per_sheet)
        ]
        return deck

    def _fit(self, card: Card, kind: str, size: str) -> str:
        fit_id = f"fit{len(self.fits) + 1}"
        self.fits[fit_id] = Fit(card["source"], kind, size)
        return fit_id

    def _sheet(self, layout: Imposition, cards: list[Card], with_backs: bool) -> dict[str, Any]:
        duplex = self.settings.duplex
        flip = duplex if duplex != OFF else LONG
        dx, dy = self.settings.offset
        fronts = [
            {
                "card": card,
                "style": _slot_style(layout, layout.place(i), 90 if layout.turned else 0),
            }
            for i, card in enumerate(cards)
        ]
        backs = []
        if with_backs:
            for i, card in enumerate(cards):
                if "back" not in card and not card["plain_back"]:
                    continue
                x, y = layout.place(layout.back_of(i, flip))
                backs.append(
                    {
                        "card": card,
                        "style": _slot_style(layout, (x + dx, y + dy), layout.back_turn(flip)),
                    }
                )
        marks = [
            {
                "cls": "crop-v" if m.x1 == m.x2 else "crop-h",
                "style": _mark_style(m.x1, m.y1, m.x2, m.y2),
            }
            for m in layout.crop_marks()
        ]
        return {"fronts": fronts, "backs": backs, "with_backs": with_backs, "marks": marks}


def _upright_wide(sheet: Size, card: Size, bleed: float) -> Imposition:
    """``card`` wider than tall, as many as stand upright on ``sheet`` (at least one)."""
    wide = card if card.width >= card.height else card.turned
    across = math.floor((sheet.width - 2 * SHEET_MARGIN + 1e-9) / (wide.width + 2 * bleed))
    down = math.floor((sheet.height - 2 * SHEET_MARGIN + 1e-9) / (wide.height + 2 * bleed))
    if across < 1 or down < 1:
        return impose(sheet, wide, bleed)
    return Imposition(sheet, wide, bleed, False, across, down)


def _mm(value: float) -> str:
    return f"{value:.2f}mm"


def _slot_style(layout: Imposition, corner: tuple[float, float], turn: int) -> str:
    """A slot's place: the card with its bleed, turned about its top-left corner."""
    width = layout.card.width + 2 * layout.bleed
    height = layout.card.height + 2 * layout.bleed
    x, y = corner
    style = f"left: {_mm(x)}; top: {_mm(y)}; width: {_mm(width)}; height: {_mm(height)}"
    # the untransformed box stays where the card lies, so pagination never sees it run
    # past the sheet's foot (a back turned -90° placed at its rotated corner did, and
    # WeasyPrint split it across two pages): the turn is about the corner, then a shift
    if turn == 90:
        style += f"; transform: translate({_mm(height)}, 0) rotate(90deg)"
    elif turn == -90:
        style += f"; transform: translate(0, {_mm(width)}) rotate(-90deg)"
    return style


def _face_style(layout: Imposition) -> str:
    """The card's trim box inside its slot."""
    b = layout.bleed
    return (
        f"left: {_mm(b)}; top: {_mm(b)}; "
        f"width: {_mm(layout.card.width)}; height: {_mm(layout.card.height)}"
    )


def _mark_style(x1: float, y1: float, x2: float, y2: float) -> str:
    return f"left: {_mm(x1)}; top: {_mm(y1)}; width: {_mm(x2 - x1)}; height: {_mm(y2 - y1)}"
