"""Kit rendering: template context -> HTML (Jinja2) -> PDF (WeasyPrint), sealed.

All rendering goes through ``render_pdf``: its URL fetcher serves kitgen's own packaged
assets and refuses everything else (local files, the network, ``data:`` URLs), whatever a
battle file contains. WeasyPrint is imported only here and only when a PDF is wanted, so
``--help``, ``check`` and ``compute`` stay fast.
"""

from __future__ import annotations

import base64
import binascii
import contextlib
import functools
import gc
import logging
import os
import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from functools import partial
from html import escape as html_escape
from pathlib import Path
from typing import TYPE_CHECKING, Any

from markupsafe import Markup

from kitgen import __version__, sandbox
from kitgen.cards import Kit
from kitgen.environment import weasyprint_module
from kitgen.i18n import Text
from kitgen.model import said
from kitgen.packaged import packaged
from kitgen.printing import PAPER_OF_LANGUAGE, Settings, settings_of
from kitgen.render import styles
from kitgen.render.layout import Escape, Overflow, escapes, overflows
from kitgen.render.sections import CUT, Laid, Layouts, Shared, lay_out_section
from kitgen.render.subsetting import HARFBUZZ, subset_with
from kitgen.sandbox import DEFAULT_LIMITS, Limits, Worker
from kitgen.secrets import players_army

if TYPE_CHECKING:
    import jinja2

    from kitgen.systems import RuleSystem

ASSET_SUFFIXES = frozenset({".css", ".ttf", ".png", ".svg"})
DATA_TYPES = frozenset({"image/png", "image/svg+xml"})
MAX_DATA_URL = 8192
"""A ``data:`` image a template may inline (an icon); anything larger is refused."""


def templates_dir() -> Path:
    """The packaged templates folder (inside the wheel; ``templates/`` in a checkout)."""
    return packaged("templates")


def template_folders() -> dict[str, Path]:
    """Where each rule system's templates are: kitgen's own under ``templates/<key>/``
    (known without importing the system), a plugin's in its package
    (``RuleSystem.templates``; a broken plugin has none)."""
    from kitgen.systems import entry_points, is_own, system_named

    own = templates_dir()
    folders = {}
    for key in entry_points():
        if is_own(key):
            folders[key] = own / key
        elif (plugin := system_named(key)) is not None:
            folders[key] = plugin.templates or own / key
    return folders


@functools.cache
def environment() -> jinja2.Environment:
    """Autoescape everything (``select_autoescape`` would skip ``*.html.j2``) and fail on
    any undefined name. ``<key>/…`` is looked up in that system's folder, the rest (the
    shared ``_base/``) in kitgen's. One per process: Jinja compiles each template once
    and reloads it only when its file changes. (Jinja2 is imported here: ``check`` and
    ``compute`` never lay a kit out.)"""
    import jinja2

    own = templates_dir()
    plugins = {k: str(f) for k, f in template_folders().items() if f != own / k}
    loader: jinja2.BaseLoader = jinja2.FileSystemLoader(own)
    if plugins:
        prefixed = {k: jinja2.FileSystemLoader(f) for k, f in plugins.items()}
        loader = jinja2.ChoiceLoader([jinja2.PrefixLoader(prefixed), loader])
    return jinja2.Environment(
        loader=loader,
        autoescape=True,
        undefined=jinja2.StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
        finalize=kept_whole,
    )


KEPT_WHOLE = re.compile(
    r"(?<=\d) (?=(?:fois|times|tours?|turns?|échanges?|exchanges?|rounds?)\b)"
    r"|(?:(?<=\bsur)|(?<=\bin)|(?<=\bde)|(?<=\bof)) (?=\d)"
    r"|(?<=[<>≈≥≤]) (?=\d)"
)
"""The spaces a printed figure must not break at: "55 fois sur 100", "plus de 99", "2
tours", "> 99,9 %" each stay on one line (a kit's value; the terminal's lines keep plain
spaces)."""


APOSTROPHE = re.compile(r"(?<=\w)(?:'|&#39;)(?=\w)")
"""A straight apostrophe inside a word ("d'Auld", "Nagh'Khaladh"; ``&#39;`` once escaped
in a value made of markup): printed as the typographic one (U+2019), as the catalogues'
French is; the battle file's names keep the GM's spelling everywhere else (``compute
--json``, references between names)."""
POSSESSIVE = re.compile(r"(?<=s)'(?=[\s,.;:!?)]|$)")
"""A straight apostrophe closing a plural possessive ("the leaders' fate"), set the same
way in plain text; in markup it may close a quoted value (``'Kit Sans'``), so there only
:data:`POSSESSIVE_WORD`."""
POSSESSIVE_WORD = re.compile(r"(?<=s)(?:'|&#39;)(?= [a-z])")
"""A plural possessive in markup: the apostrophe followed by a space and a word in lower
case ("The corps' advantage points"), which no quoted value of a style or attribute is."""


def kept_whole(value: Any) -> Any:
    """Every value a template prints, its figures held to their words (:data:`KEPT_WHOLE`)
    by no-break spaces, its apostrophes typographic (:data:`APOSTROPHE`, :data:`POSSESSIVE`)."""
    if not isinstance(value, str):
        return value
    kept = value
    if " " in kept:
        kept = KEPT_WHOLE.sub("\u00a0", kept)
    if "'" in kept or "&#39;" in kept:
        kept = APOSTROPHE.sub("\u2019", kept)
        possessive = POSSESSIVE_WORD if isinstance(value, Markup) else POSSESSIVE
        kept = possessive.sub("\u2019", kept)
    if kept is value:
        return value
    return Markup(kept) if isinstance(value, Markup) else kept


@dataclass(frozen=True, slots=True)
class Composed:
    """A kit's HTML and what its layout check must look at (``Kit.fits``)."""

    html: str
    kit: Kit


def compose(
    system: RuleSystem | str,
    plan: Any,
    text: Text,
    settings: Settings | None = None,
    *,
    lead: Sequence[str] = (),
) -> Composed:
    """The kit's HTML for one battle, printed as ``settings`` say (by default: as the
    battle file's ``print:`` section says, the game master's copy). ``system`` is a
    rule system or its key; ``lead``, rulings whose marks are numbered first, in that
    order (the players' copy's, so that a mark has one number in both copies:
    :func:`in_page_order`)."""
    if isinstance(system, str):
        from kitgen.systems import system_named

        found = system_named(system)
        if found is None:
            raise KeyError(system)
        system = found
    kit = Kit(
        settings or settings_of(plan.battle, text.lang), text, players=players_army(plan.battle)
    )
    from kitgen.handbook import rulings

    kit.titles.update((key, ruling.title) for key, ruling in rulings(text.lang).items())
    context = system.presenter(plan, text, kit)
    context.setdefault("rulings_cited", _cited(kit))  # every mark is known by now
    # where the raised marks lead, said on page 1: the page whose end carries their note
    # (the presenter's ``rulings_page``), when the kit cites any
    page = context.get("rulings_page")
    where = text("rulings.where", page=page) if page and kit.cited else None
    context.setdefault("rulings_where", where)
    context.setdefault("sheet_pages", kit.page_rules())
    context.setdefault("copy_label", text("copy.gm" if kit.settings.gm else "copy.players"))
    html = render_template(f"{system.key}/kit.html.j2", context, text, kit.settings)
    return Composed(in_page_order(html, kit, lead), kit)


PAGE_MARK = re.compile(r'<sup class="ruling-mark">(\d+)</sup>')
"""A ruling's mark on a page (``Kit.ruling``)."""
NOTE_LIST = re.compile(r'(<div class="rulings-note[^"]*">.*?<ol>)(.*?)(</ol>)', re.S)
"""The rulings note's list (``_base/macros.html.j2``: ``rulings_note``)."""
NOTE_ITEM = re.compile(r'<li><span class="ruling-mark">(\d+)</span>(.*?)</li>', re.S)
"""One reading of the note, its mark first."""


def in_page_order(html: str, kit: Kit, lead: Sequence[str] = ()) -> str:
    """The marks numbered in the order a reader meets them: a presenter cites rulings
    in the order it works (the odds before the cards), so the first page could carry a
    ④ whose ① comes ten pages later. Renumbered here, the note's readings follow the
    new numbers; a ruling cited by a value no page of this copy prints keeps a number
    after the rest. The rulings of ``lead`` this copy cites come first, in its order:
    the game master's copy takes the players' numbers (a GM who says "see ③" sends the
    table to one reading), and numbers the readings only it cites after them."""
    first = dict.fromkeys(PAGE_MARK.findall(html))
    old = [str(n) for n in kit.cited.values()]
    led = [str(kit.cited[r]) for r in lead if r in kit.cited]
    order = list(dict.fromkeys([*led, *first, *old]))
    new = {mark: str(i) for i, mark in enumerate(order, 1)}
    if all(mark == number for mark, number in new.items()):
        return html
    renumbered = sorted((int(new[str(n)]), ruling) for ruling, n in kit.cited.items())
    kit.cited.clear()
    kit.cited.update((ruling, n) for n, ruling in renumbered)
    html = PAGE_MARK.sub(lambda m: f'<sup class="ruling-mark">{new[m[1]]}</sup>', html)

    def note(m: re.Match[str]) -> str:
        items = sorted((int(new[n]), rest) for n, rest in NOTE_ITEM.findall(m[2]))
        listed = "".join(
            f'<li><span class="ruling-mark">{n}</span>{rest}</li>' for n, rest in items
        )
        return m[1] + listed + m[3]

    return NOTE_LIST.sub(note, html)


def _cited(kit: Kit) -> list[dict[str, Any]]:
    """The rulings the kit's pages cite (``Kit.ruling``), for the note that explains the
    marks (``_base/macros.html.j2``: ``rulings_note``): each its mark and title from the
    rulings page that ships with kitgen (``Kit.titles``, read once by :func:`compose`), and
    the reading the kit follows, one sentence a GM reads at the table
    (``kitgen.i18n.ruling_notes``), all in the kit's language."""
    from kitgen.i18n.ruling_notes import TEXT
    from kitgen.i18n.typography import french

    fr = kit.text.lang == "fr"
    return [
        {
            "mark": mark,
            "title": kit.titles[ruling][:1].upper() + kit.titles[ruling][1:],
            "reading": french(TEXT[ruling][1]) if fr else TEXT[ruling][0],
        }
        for ruling, mark in kit.cited.items()
    ]


def render_html(
    system: RuleSystem | str, plan: Any, text: Text, settings: Settings | None = None
) -> str:
    """The kit's HTML for one battle."""
    return compose(system, plan, text, settings).html


def render_template(
    name: str, context: dict[str, Any], text: Text, settings: Settings | None = None
) -> str:
    """Any kitgen document: a template under ``templates/`` and its ready-made values."""
    settings = settings or Settings(paper=PAPER_OF_LANGUAGE[text.lang])
    sheet = settings.sheet
    page = {
        "size": f"{sheet.width:g}mm {sheet.height:g}mm",
        "name": settings.paper,
    }
    base = {
        "t": text,
        "lang": text.lang,
        "version": __version__,
        "paper": page,
        # a page's content height: the sheet less kit.css's @page margins (12 + 15 mm)
        "page_height": f"{sheet.height - PAGE_MARGINS:g}mm",
        "subject": settings.subject,
        "keywords": ", ".join(("kitgen", *settings.keywords)),
        "gm": settings.gm,
        "author": None,
    }
    template = environment().get_template(name)
    return template.render({**base, **context})  # the document's own values win


PAGE_MARGINS = 27
"""Millimetres of a page's height that ``templates/_base/kit.css``'s ``@page`` margins
take (12 top, 15 bottom): what is left is the room a page that fills itself grows to."""


class RenderError(sandbox.WordedError):
    """WeasyPrint could not lay the kit out; ``message`` says why (``str()`` words it)."""


@dataclass(frozen=True, slots=True)
class Rendered:
    pdf: bytes
    pages: int
    notices: tuple[str, ...]
    """What WeasyPrint logged (a refused URL, a missing glyph): shown as warnings."""
    overflows: tuple[Overflow, ...] = ()
    """Boxes whose content does not fit (``kitgen.render.layout``)."""
    sections: int = 1
    """The kit's sections (``kitgen.render.sections``; 1: laid out whole)."""
    laid_out: int = 1
    """How many of them were laid out for it; the rest were kept from earlier kits."""
    escapes: tuple[Escape, ...] = ()
    """Text or images running out of their box or off the printable area
    (``kitgen.render.layout.escapes``): a kit must have none."""


FONT_EPOCH = "0"
"""``SOURCE_DATE_EPOCH`` inside the renderer. fontTools stamps the time it saves a subset
font into the font's ``head`` table unless this is set (the reproducible-builds
convention): a kit never carries the clock, so the same file gives the same bytes a
second or a year later."""


class _Collect(logging.Handler):
    def __init__(self) -> None:
        super().__init__(logging.WARNING)
        self.messages: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.messages.append(record.getMessage())


def render_pdf(
    html: str,
    *,
    pad: str | None = None,
    variant: str | None = None,
    limits: Limits = DEFAULT_LIMITS,
    subsetter: str = HARFBUZZ,
    worker: Worker | None = None,
) -> Rendered:
    """Lay ``html`` out as PDF, in a child process under ``limits`` (``sandbox``).

    ``pad``, when given, is the note on a page added to reach an even count (duplex: the
    last sheet has two sides), which says that it is blank on purpose. ``variant`` is one
    of WeasyPrint's PDF variants (``pdf/a-3b``, ``pdf/ua-1``…); ``subsetter`` one of
    ``subsetting.SUBSETTERS``. The output is deterministic: the same HTML gives the same
    bytes, whenever it is rendered.

    With a ``worker`` (``kitgen watch``), the kit is laid out in that long-lived process
    (with its own limits), section by section, and the sections it laid out for earlier
    kits are kept (``kitgen.render.sections``): the bytes are the same.
    """
    weasyprint_module()  # imported once here, not again in every child

    try:
        if worker is not None:
            return worker.run(partial(_render_warm, html, pad, variant, subsetter))
        return sandbox.run(partial(_render_here, html, pad, variant, subsetter), limits)
    except sandbox.LimitError as exc:
        raise RenderError(exc.message) from exc


def _render_warm(
    html: str, pad: str | None, variant: str | None, subsetter: str, kept: dict[str, Any]
) -> Rendered:
    """:func:`_render_here` in a worker, with the sections it laid out before."""
    layouts = kept.get("layouts")
    if not isinstance(layouts, Layouts):
        layouts = kept["layouts"] = new_layouts()
    return _render_here(html, pad, variant, subsetter, layouts)


def _render_here(
    html: str,
    pad: str | None,
    variant: str | None,
    subsetter: str,
    layouts: Layouts | None = None,
) -> Rendered:
    """:func:`render_pdf` in this process. WeasyPrint logs instead of failing
    (log-don't-crash), so its records are collected rather than printed to the terminal."""
    logger = logging.getLogger("weasyprint")
    collect = _Collect()
    logger.addHandler(collect)
    propagate, logger.propagate = logger.propagate, False
    try:
        with _reproducible(subsetter), _fewer_collections():
            return _write(html, pad, variant, collect, layouts)
    finally:
        logger.removeHandler(collect)
        logger.propagate = propagate


COLLECT_EVERY = 50_000
"""Allocations between two runs of Python's cycle collector while a kit is laid out
(Python's default: 700)."""


@contextlib.contextmanager
def _fewer_collections() -> Iterator[None]:
    """A layout makes millions of objects that all live until the PDF is written, and
    Python's cycle collector, run every 700 allocations, walked them again and again for
    nothing: collecting every :data:`COLLECT_EVERY` instead lays a kit out 10–12 % faster
    (the siege's render 1.47 → 1.27 s, the ford's 2.70 → 2.41 s), with the same peak
    memory. Put back afterwards, as the renderer may run in the caller's process."""
    saved = gc.get_threshold()
    gc.set_threshold(COLLECT_EVERY, *saved[1:])
    try:
        yield
    finally:
        gc.set_threshold(*saved)


@contextlib.contextmanager
def _reproducible(subsetter: str) -> Iterator[None]:
    """No clock in the fonts (:data:`FONT_EPOCH`), and the font subsetter asked for
    (``kitgen.render.subsetting``). Both are put back afterwards: in a forked child that is
    moot, but without ``fork`` the renderer runs in the caller's process."""
    saved_epoch = os.environ.get("SOURCE_DATE_EPOCH")
    os.environ["SOURCE_DATE_EPOCH"] = FONT_EPOCH
    try:
        with subset_with(subsetter):
            yield
    finally:
        if saved_epoch is None:
            del os.environ["SOURCE_DATE_EPOCH"]
        else:
            os.environ["SOURCE_DATE_EPOCH"] = saved_epoch


def _write(
    html: str, pad: str | None, variant: str | None, collect: _Collect, layouts: Layouts | None
) -> Rendered:
    before = layouts.laid_out if layouts else 0
    watched = layouts is not None
    try:
        if pad is not None and layouts is None:
            # sections, so that padding lays out one page more, not the whole kit again
            layouts = new_layouts()
        document = lay_out(html, layouts)
        if pad is not None and len(document.pages) % 2:
            document = lay_out(padded(html, pad), layouts)
        found = overflows(document)
        proofread = tuple(escapes(document))
        # the identifier is a hash of the content (pydyf), never a random or dated one
        pdf = document.write_pdf(pdf_variant=variant, pdf_identifier=True, finisher=_opened)
    except (ValueError, TypeError, OSError, RecursionError) as exc:
        # WeasyPrint's own words (English), which a report of the fault needs
        detail = f"{type(exc).__name__}: {exc}"
        raise RenderError(said("loading.render_failed", detail=detail)) from None
    if not isinstance(pdf, bytes):  # pragma: no cover - write_pdf() without target
        raise RenderError(said("loading.no_pdf"))
    sections, laid_out = (
        (layouts.sections, layouts.laid_out - before) if watched and layouts else (1, 1)
    )
    notices = tuple(collect.messages)
    return Rendered(pdf, len(document.pages), notices, tuple(found), sections, laid_out, proofread)


def _opened(document: Any, pdf: Any) -> None:
    """How a viewer opens the kit: its outline shown beside the first page (the kit's
    sections and cards, to jump to), and page labels that match the folios."""
    import pydyf  # type: ignore[import-untyped]

    if "Outlines" in pdf.catalog:  # WeasyPrint wrote the bookmarks' outline
        pdf.catalog["PageMode"] = "/UseOutlines"
    pdf.catalog["PageLabels"] = pydyf.Dictionary(
        {"Nums": pydyf.Array([0, pydyf.Dictionary({"S": "/D"})])}
    )


def lay_out(html: str, layouts: Layouts | None = None) -> Any:
    """WeasyPrint's laid-out document for ``html``, fetching nothing but kitgen's own
    assets (the layout check and the tests read its boxes). With ``layouts`` it is laid
    out section by section, keeping the sections (``kitgen.render.sections``): the same
    pages, and a section already laid out is not laid out again."""
    if layouts is None:
        return _document(html).render()
    pages, metadata = layouts.pages(html, stamp=assets_stamp())
    return assembled(pages, metadata, layouts.fonts)


def assembled(pages: list[Any], metadata: Any, fonts: Any) -> Any:
    """One WeasyPrint ``Document`` of pages laid out by sections (``Layouts.pages``),
    their fonts the configuration they were laid out with."""
    weasyprint = weasyprint_module()
    output_intent = weasyprint.DEFAULT_OPTIONS["output_intent"]
    return weasyprint.Document(pages, metadata, _fetcher(), fonts, {}, output_intent)


def new_layouts() -> Layouts:
    """An empty :class:`~kitgen.render.sections.Layouts` for this process: its sections
    share one font configuration (each font loaded and embedded once), made when the
    first is laid out, in the temporary folder of the work under way."""
    from weasyprint.css.counters import CounterStyle
    from weasyprint.text.fonts import FontConfiguration

    shared = Shared(FontConfiguration(), CounterStyle())

    def lay(source: str, left: bool) -> Laid:
        return lay_out_section(_document(source), shared, left=left)

    return Layouts(lay, shared.fonts)


def assets_stamp() -> str:
    """What the files a kit's layout reads (stylesheets, fonts, images) look like now:
    their names, sizes and modification times. A kept section is laid out again when it
    changes (a template edited under ``kitgen watch``)."""
    stamps = []
    for folder in sorted({templates_dir(), *template_folders().values()}):
        for path in sorted(folder.rglob("*")):
            if path.suffix in ASSET_SUFFIXES:
                stat = path.stat()
                stamps.append(f"{path}:{stat.st_size}:{stat.st_mtime_ns}")
    return "\n".join(stamps)


def _document(html: str) -> Any:
    """A WeasyPrint ``HTML`` of ``html``, its URLs read from kitgen's templates by the
    sealed fetcher, styled with kitgen's user-agent stylesheet (``styles.user_agent``)."""
    base = templates_dir().resolve().as_uri() + "/"
    document = weasyprint_module().HTML(string=html, base_url=base, url_fetcher=_fetcher())
    document._ua_stylesheets = _user_agent_stylesheets
    return document


def _user_agent_stylesheets(forms: bool = False) -> list[Any]:
    """What ``HTML._ua_stylesheets`` gives WeasyPrint, with kitgen's stylesheet."""
    from weasyprint.html import UA_FORM_STYLESHEET

    return [styles.user_agent(), UA_FORM_STYLESHEET] if forms else [styles.user_agent()]


def _fetcher() -> Any:
    """The sealed fetcher over kitgen's templates and the plugins' folders."""
    base = templates_dir().resolve()
    folders = {f.resolve() for f in template_folders().values()} - {base}
    return _sealed_fetcher(base, *sorted(folders))


def padded(html: str, note: str) -> str:
    """``html`` with one page more at its end, which says (``note``) that it is blank on
    purpose: duplex prints a kit on an even count of pages. The page is the kit's own,
    with its footer, so the folios count it ("22 / 22")."""
    blank = f'<p class="note-blank">{html_escape(note)}</p>'
    page = f'{CUT}<section class="page pad-page" style="break-before: page">{blank}</section>'
    end = html.rfind("</body>")
    return f"{html[:end]}{page}{html[end:]}" if end >= 0 else html + page


def _sealed_fetcher(base: Path, *more: Path) -> Any:
    """A fetcher serving files below ``base`` (kitgen's templates) or one of ``more`` (a
    plugin's) with an asset suffix, and small inline ``data:`` images; nothing else (no
    other file, no network, no attachment)."""
    from urllib.parse import unquote, unquote_to_bytes, urlsplit

    from weasyprint.urls import URLFetcher, URLFetcherResponse

    def refuse(url: str) -> ValueError:
        return ValueError(f"kitgen serves only its own assets; refused {url[:80]!r}")

    class SealedFetcher(URLFetcher):  # type: ignore[misc]
        def fetch(self, url: str, headers: Any = None) -> Any:
            parts = urlsplit(url)
            if parts.scheme == "data":
                return inline(url)
            if parts.scheme != "file" or parts.netloc not in ("", "localhost"):
                raise refuse(url)
            path = Path(unquote(parts.path)).resolve()
            if (
                not any(path.is_relative_to(folder) for folder in (base, *more))
                or path.suffix not in ASSET_SUFFIXES
                or not path.is_file()
            ):
                raise refuse(url)
            body = path.read_bytes()
            if path.suffix == ".css":  # the design system's values in place (styles)
                values = styles.design_values(base / "_base" / "kit.css")
                body = styles.inline(body.decode("utf-8"), values).encode("utf-8")
            return URLFetcherResponse(
                path.as_uri(), body, headers={"Content-Type": _content_type(path)}
            )

    def inline(url: str) -> Any:
        header, comma, payload = url[len("data:") :].partition(",")
        media, _, encoding = header.partition(";")
        if len(url) > MAX_DATA_URL or not comma or media not in DATA_TYPES:
            raise refuse(url)
        try:
            body = (
                base64.b64decode(payload, validate=True)
                if encoding == "base64"
                else unquote_to_bytes(payload)
            )
        except binascii.Error:
            raise refuse(url) from None
        return URLFetcherResponse(url[:40], body, headers={"Content-Type": media})

    return SealedFetcher()


def _content_type(path: Path) -> str:
    return {".css": "text/css", ".ttf": "font/ttf", ".png": "image/png", ".svg": "image/svg+xml"}[
        path.suffix
    ]
