"""Paper, card sizes and imposition: where every card of a kit lands on the printed sheet.

Pure geometry in millimetres, measured from the sheet's top-left corner, with no
knowledge of HTML: the renderer turns an :class:`Imposition` into positioned boxes and
crop marks. The battle file's ``print:`` section (:class:`Print`) and the command line
choose paper, sizes, bleed and duplex; :func:`settings` merges the two.

How a sheet is laid out (docs/printing.md):

* cards sit in a grid centred on the sheet, butted together (one cut separates two
  cards) or, with bleed, each with its bleed all round;
* the sheet keeps :data:`SHEET_MARGIN` clear at every edge: home printers cannot print
  closer, and the crop marks need room;
* a card lies a quarter turn on the sheet when that fits more of them (A6 on A4: two
  instead of one);
* crop marks run from just outside the cards to the sheet's edge, along every cut line,
  so the first cut never removes the marks the next cuts need;
* in duplex, the back of the card in row ``r``, column ``c`` is printed at the mirrored
  place: column ``columns-1-c`` for a long-edge flip, row ``rows-1-r`` for a short-edge
  flip; a back offset (measured with the calibration sheet) shifts every back.
"""

from __future__ import annotations

import dataclasses
import itertools
import math
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Annotated, Any, ClassVar

from kitgen.model import Both
from kitgen.schema import Meta, spellings


@dataclass(frozen=True, slots=True)
class Size:
    """Width and height in millimetres."""

    width: float
    height: float

    @property
    def turned(self) -> Size:
        return Size(self.height, self.width)


PAPERS: dict[str, Size] = {"a4": Size(210.0, 297.0), "letter": Size(215.9, 279.4)}
PAPER_CHOICES = spellings(
    {"a4": (), "letter": ("lettre", "us_letter", "usletter")},
    french={"a4": "a4", "letter": "lettre"},
)
PAPER_OF_LANGUAGE = {"fr": "a4", "en": "letter"}
"""The default paper of a kit's language: A4 in French, US Letter in English."""

PAGE = "page"
"""The size of a printable that fills a page of the kit (and may run over several)."""
CARD_SIZES: dict[str, Size] = {
    "poker": Size(63.0, 88.0),
    "tarot": Size(70.0, 120.0),
    "a6": Size(105.0, 148.0),
    "a5": Size(148.0, 210.0),
}
SIZE_CHOICES = spellings(
    {
        "poker": ("bridge", "standard"),
        "tarot": (),
        "a6": (),
        "a5": (),
        PAGE: ("full_page", "pleine_page", "full", "sheet"),
    },
    french={"poker": "poker", "tarot": "tarot", "a6": "a6", "a5": "a5", PAGE: "page"},
)

OFF, LONG, SHORT = "off", "long", "short"
DUPLEX_CHOICES = spellings(
    {
        OFF: ("no", "none", "simplex", "non", "recto"),
        LONG: ("long_edge", "bord_long", "yes", "oui"),
        SHORT: ("short_edge", "bord_court"),
    },
    french={OFF: "recto", LONG: "bord_long", SHORT: "bord_court"},
)

GM, PLAYERS = "gm", "players"
AUDIENCE_CHOICES = spellings({GM: ("mj", "meneur"), PLAYERS: ("joueurs", "player", "handout")})

SHEET_MARGIN = 6.0
"""Millimetres kept clear at each edge of a card sheet."""
PRINTABLE = 4.0
"""Millimetres from a sheet's edge that most home printers cannot print (no text there)."""
FOOTER_GAP = 4.0
"""Millimetres between a sheet's footer and the crop marks on either side of it."""
FOLIO = 14.0
"""Millimetres a folio ("12 / 34" at 7.5 pt) takes on a card sheet."""
PAGE_SIDE = 12.0
"""Millimetres from the sheet's side to a page's text (``templates/_base/kit.css``'s
``@page`` margin), where every page but a card sheet has its folio."""
MARK_GAP = 1.5
"""Millimetres between a crop mark's inner end and the nearest card (or its bleed)."""
FOOTER_BAND = 9.0
"""Millimetres at a card sheet's foot kept for its footer: the printer's margin
(``PRINTABLE``), the 7.5 pt line and a gap. The bottom crop marks stop above it, so the
footer sits at the side margins every other page has (:meth:`Imposition.footer`)."""
MARK_LEAST = 3.0
"""Millimetres a crop mark keeps at least, to line a blade up on."""
MAX_BLEED = 5
MAX_OFFSET = 10


# ---------------------------------------------------------------- the battle file's section


@dataclass(frozen=True, slots=True)
class Offset:
    """Where the backs land relative to the fronts, read off the calibration sheet."""

    NOUN: ClassVar[Both] = ("back offset", "décalage du verso")
    x: Annotated[
        Fraction,
        Meta(
            min=-MAX_OFFSET,
            max=MAX_OFFSET,
            help=(
                "millimeters to move the backs right",
                "millimètres dont décaler les versos vers la droite",
            ),
        ),
    ] = Fraction(0)
    y: Annotated[
        Fraction,
        Meta(
            min=-MAX_OFFSET,
            max=MAX_OFFSET,
            help=(
                "millimeters to move the backs down",
                "millimètres dont décaler les versos vers le bas",
            ),
        ),
    ] = Fraction(0)


@dataclass(frozen=True, slots=True)
class Print:
    """How the kit is printed; each rule system adds its ``cards:`` sizes (a subclass)."""

    NOUN: ClassVar[Both] = ("print settings", "réglages d'impression")
    paper: Annotated[
        str | None,
        Meta(choices=PAPER_CHOICES, french="papier", help=("a4 or letter", "a4 ou lettre")),
    ] = None
    duplex: Annotated[
        str,
        Meta(
            choices=DUPLEX_CHOICES,
            french="recto_verso",
            help=(
                "off, long (flip on the long edge) or short: print card backs behind fronts",
                "recto, bord_long ou bord_court (le bord autour duquel la feuille tourne) : "
                "imprime le verso des cartes derrière leur recto",
            ),
        ),
    ] = OFF
    bleed: Annotated[
        Fraction,
        Meta(
            min=0,
            max=MAX_BLEED,
            french="fond_perdu",
            help=("millimeters of bleed", "millimètres de fond perdu"),
        ),
    ] = Fraction(0)
    back_offset: Annotated[
        Offset,
        Meta(
            french="décalage_verso",
            help=("from the calibration sheet", "lu sur la feuille de calibrage"),
        ),
    ] = Offset()
    subject: Annotated[
        str | None,
        Meta(max_length=200, french="sujet", help=("the PDF's subject", "le sujet du PDF")),
    ] = None
    keywords: Annotated[
        tuple[Annotated[str, Meta(max_length=40)], ...],
        Meta(
            max_items=12,
            french="mots_clés",
            help=("the PDF's keywords", "les mots-clés du PDF"),
        ),
    ] = ()


def card_size(*aliases: str, french: str = "") -> Meta:
    """The field of a system's ``cards:`` section for one kind: poker, tarot, a6, a5 or
    page (``Annotated[str, card_size("units", french="unités")] = "poker"``)."""
    return Meta(
        choices=SIZE_CHOICES,
        aliases=aliases,
        french=french,
        help=("poker, tarot, a6, a5 or page", "poker, tarot, a6, a5 ou page"),
    )


# ---------------------------------------------------------------- resolved settings


@dataclass(frozen=True, slots=True)
class Settings:
    """Everything the renderer needs to know about paper, for one build."""

    paper: str = "a4"
    sizes: dict[str, str] = field(default_factory=dict)
    """Printable kind -> size name (a preset or ``page``)."""
    duplex: str = OFF
    bleed: float = 0.0
    offset: tuple[float, float] = (0.0, 0.0)
    audience: str = GM
    subject: str = ""
    keywords: tuple[str, ...] = ()

    @property
    def sheet(self) -> Size:
        return PAPERS[self.paper]

    @property
    def gm(self) -> bool:
        return self.audience == GM

    def size_of(self, kind: str) -> str:
        return self.sizes.get(kind, PAGE)


def settings_of(
    battle: Any,
    language: str,
    *,
    paper: str | None = None,
    duplex: str | None = None,
    bleed: float | None = None,
    audience: str = GM,
) -> Settings:
    """A battle's ``print:`` section (its system's card sizes included), overridden by
    what the command line says."""
    section: Print = getattr(battle, "print", Print())
    cards = getattr(section, "cards", None)
    sizes = dataclasses.asdict(cards) if cards is not None else {}
    return settings(
        section,
        language,
        sizes=sizes,
        paper=paper,
        duplex=duplex,
        bleed=bleed,
        audience=audience,
    )


def settings(
    section: Print,
    language: str,
    *,
    sizes: dict[str, str],
    paper: str | None = None,
    duplex: str | None = None,
    bleed: float | None = None,
    audience: str = GM,
) -> Settings:
    """The battle file's ``print:`` section, overridden by what the command line says."""
    return Settings(
        paper=paper or section.paper or PAPER_OF_LANGUAGE.get(language, "a4"),
        sizes=dict(sizes),
        duplex=duplex or section.duplex,
        bleed=float(section.bleed) if bleed is None else bleed,
        offset=(float(section.back_offset.x), float(section.back_offset.y)),
        audience=audience,
        subject=section.subject or "",
        keywords=section.keywords,
    )


# ---------------------------------------------------------------- imposition


@dataclass(frozen=True, slots=True)
class Line:
    """A crop mark: a segment from (x1, y1) to (x2, y2)."""

    x1: float
    y1: float
    x2: float
    y2: float


@dataclass(frozen=True, slots=True)
class Imposition:
    """Cards of one size laid on one sheet: a centred grid of ``columns`` × ``rows``."""

    sheet: Size
    card: Size
    bleed: float
    turned: bool
    """The card lies a quarter turn clockwise (its top towards the sheet's right)."""
    columns: int
    rows: int

    @property
    def per_sheet(self) -> int:
        return self.columns * self.rows

    @property
    def footprint(self) -> Size:
        """What one card takes on the sheet, bleed included."""
        laid = self.card.turned if self.turned else self.card
        return Size(laid.width + 2 * self.bleed, laid.height + 2 * self.bleed)

    @property
    def left(self) -> float:
        return (self.sheet.width - self.columns * self.footprint.width) / 2

    @property
    def top(self) -> float:
        return (self.sheet.height - self.rows * self.footprint.height) / 2

    def place(self, index: int) -> tuple[float, float]:
        """Top-left corner of slot ``index`` (row by row), bleed included."""
        row, column = divmod(index, self.columns)
        return (
            self.left + column * self.footprint.width,
            self.top + row * self.footprint.height,
        )

    def back_of(self, index: int, duplex: str) -> int:
        """The slot on the back sheet behind slot ``index`` of the front sheet."""
        row, column = divmod(index, self.columns)
        if duplex == SHORT:
            return (self.rows - 1 - row) * self.columns + column
        return row * self.columns + (self.columns - 1 - column)

    def back_turn(self, duplex: str) -> int:
        """How far a back is turned (degrees clockwise) so it reads upright once flipped:
        a long-edge flip mirrors left and right, so a card whose top points right on the
        front has its back's top pointing left."""
        if not self.turned:
            return 0
        return 90 if duplex == SHORT else -90

    def cuts(self) -> tuple[list[float], list[float]]:
        """Every vertical and horizontal cut line (the cards' trim edges)."""
        width, height = self.footprint.width, self.footprint.height
        xs = sorted(
            {
                round(self.left + c * width + self.bleed + d, 3)
                for c in range(self.columns)
                for d in (0.0, width - 2 * self.bleed)
            }
        )
        ys = sorted(
            {
                round(self.top + r * height + self.bleed + d, 3)
                for r in range(self.rows)
                for d in (0.0, height - 2 * self.bleed)
            }
        )
        return xs, ys

    @property
    def marks_clear_footer(self) -> bool:
        """Whether the bottom crop marks can stop above the footer's band and still be
        ``MARK_LEAST`` long: the cards leave room enough under them."""
        inner_bottom = self.sheet.height - self.top + MARK_GAP
        return self.sheet.height - FOOTER_BAND - inner_bottom >= MARK_LEAST

    def footer(self) -> Footer:
        """Where a sheet's furniture goes. Where the bottom crop marks stop above the
        footer's band (:attr:`marks_clear_footer`), at the side margins of the kit's other
        pages: the battle's name from the left one, the folio to the right one. Else
        between the marks that run down to the sheet's foot (so no mark runs through its
        text), as near there as the marks allow: the battle's name in the widest stretch,
        the leftmost of equal ones, from the pages' side margin when the stretch begins
        before it; the folio in the rightmost stretch that holds it, its right end at the
        pages' side margin when the stretch runs past it, else at the right of the
        name's."""
        if self.marks_clear_footer:
            width = self.sheet.width - 2 * PAGE_SIDE - FOLIO - FOOTER_GAP
            return Footer(PAGE_SIDE, width, PAGE_SIDE, FOLIO, self.top)
        xs, _ = self.cuts()
        edges = [PRINTABLE, *xs, self.sheet.width - PRINTABLE]
        gaps = list(itertools.pairwise(edges))
        start, end = max(gaps, key=lambda gap: (round(gap[1] - gap[0], 3), -gap[0]))
        left = max(start + FOOTER_GAP, PAGE_SIDE)
        width = end - FOOTER_GAP - left
        for gap_start, gap_end in reversed(gaps):
            if gap_start <= start:
                break
            folio_end = min(gap_end - FOOTER_GAP, self.sheet.width - PAGE_SIDE)
            if folio_end - (gap_start + FOOTER_GAP) >= FOLIO:
                return Footer(left, width, self.sheet.width - folio_end, FOLIO, self.top)
        return Footer(left, width - FOLIO, self.sheet.width - left - width, FOLIO, self.top)

    def crop_marks(self) -> list[Line]:
        """Marks along every cut line, from just outside the cards to the sheet's edge;
        at the foot, to the footer's band where they can stop above it
        (:attr:`marks_clear_footer`)."""
        xs, ys = self.cuts()
        inner_top = self.top - MARK_GAP
        inner_bottom = self.sheet.height - self.top + MARK_GAP
        inner_left = self.left - MARK_GAP
        inner_right = self.sheet.width - self.left + MARK_GAP
        foot = self.sheet.height - (FOOTER_BAND if self.marks_clear_footer else 0.0)
        marks = []
        for x in xs:
            marks.append(Line(x, 0.0, x, inner_top))
            marks.append(Line(x, inner_bottom, x, foot))
        for y in ys:
            marks.append(Line(0.0, y, inner_left, y))
            marks.append(Line(inner_right, y, self.sheet.width, y))
        return marks


@dataclass(frozen=True, slots=True)
class Footer:
    """A card sheet's furniture (:meth:`Imposition.footer`), in millimetres."""

    left: float
    """From the sheet's left edge to the battle's name."""
    width: float
    """The room for the name (cut short with an ellipsis if it needs more)."""
    right: float
    """From the sheet's right edge to the folio's right end."""
    folio: float
    """The room for the folio ("12 / 34")."""
    band: float
    """The height under the cards down to the sheet's edge."""


class DoesNotFit(ValueError):
    """A card (with its bleed) is larger than the sheet's printable area."""


def impose(sheet: Size, card: Size, bleed: float = 0.0) -> Imposition:
    """The most cards of size ``card`` that fit on ``sheet``, upright or a quarter turn
    (upright when both hold as many)."""
    room = Size(sheet.width - 2 * SHEET_MARGIN, sheet.height - 2 * SHEET_MARGIN)
    best: Imposition | None = None
    for turned in (False, True):
        laid = card.turned if turned else card
        columns = math.floor((room.width + 1e-9) / (laid.width + 2 * bleed))
        rows = math.floor((room.height + 1e-9) / (laid.height + 2 * bleed))
        if columns < 1 or rows < 1:
            continue
        if best is None or columns * rows > best.per_sheet:
            best = Imposition(sheet, card, bleed, turned, columns, rows)
    if best is None:
        raise DoesNotFit(f"a {card.width:g}×{card.height:g} mm card does not fit the sheet")
    return best
