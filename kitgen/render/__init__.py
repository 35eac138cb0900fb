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
import logging
import os
from collections.abc import Iterator
from dataclasses import dataclass
from functools import partial
from html import escape as html_escape
from pathlib import Path
from typing import TYPE_CHECKING, Any

from kitgen import __version__, sandbox
from kitgen.cards import Kit
from kitgen.environment import AUTO, FONTTOOLS, weasyprint_module
from kitgen.i18n import Text
from kitgen.model import said
from kitgen.packaged import packaged
from kitgen.printing import PAPER_OF_LANGUAGE, Settings, settings_of
from kitgen.render.layout import Overflow, overflows
from kitgen.sandbox import DEFAULT_LIMITS, Limits

if TYPE_CHECKING:
    import jinja2

    from kitgen.systems import RuleSystem

ASSET_SUFFIXES = frozenset({".css", ".ttf", ".png", ".svg"})
DATA_TYPES = frozenset({"image/png", "image/svg+xml"})
MAX_DATA_URL = 8192
"""A ``data:`` image a template may inline (an icon); anything larger is refused."""


def templates_dir() -> Path:
    """The packaged templates folder (inside the wheel; ``templates/`` in a checkout)."""
    return packaged("kitgen.templates", "templates")


def template_folders() -> dict[str, Path]:
    """Where each rule system's templates are: kitgen's own under ``templates/<key>/``,
    a plugin's in its package (``RuleSystem.templates``)."""
    from kitgen.systems import systems

    return {key: system.templates or templates_dir() / key for key, system in systems().items()}


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
    )


@dataclass(frozen=True, slots=True)
class Composed:
    """A kit's HTML and what its layout check must look at (``Kit.fits``)."""

    html: str
    kit: Kit


def compose(
    system: RuleSystem | str, plan: Any, text: Text, settings: Settings | None = None
) -> Composed:
    """The kit's HTML for one battle, printed as ``settings`` say (by default: as the
    battle file's ``print:`` section says, the game master's copy). ``system`` is a
    rule system or its key."""
    if isinstance(system, str):
        from kitgen.systems import systems

        system = systems()[system]
    kit = Kit(settings or settings_of(plan.battle, text.lang), text)
    context = system.presenter(plan, text, kit)
    html = render_template(f"{system.key}/kit.html.j2", context, text, kit.settings)
    return Composed(html, kit)


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
        "subject": settings.subject,
        "keywords": ", ".join(("kitgen", *settings.keywords)),
        "gm": settings.gm,
        "author": None,
    }
    template = environment().get_template(name)
    return template.render({**base, **context})  # the document's own values win


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


FONT_EPOCH = "0"
"""``SOURCE_DATE_EPOCH`` inside the renderer. fontTools stamps the time it saves a subset
font into the font's ``head`` table unless this is set (the reproducible-builds
convention): a kit never carries the clock, so the same file gives the same bytes a
second or a year later."""

FALLBACK_NOTICE = "Using fontTools instead of HarfBuzz-Subset"
"""The start of what WeasyPrint logs for every font when HarfBuzz-Subset is missing: a
fact about the machine (``kitgen doctor``), not about the kit, so it is no warning."""


class _Collect(logging.Handler):
    def __init__(self) -> None:
        super().__init__(logging.WARNING)
        self.messages: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        if str(record.msg).startswith(FALLBACK_NOTICE):
            return
        self.messages.append(record.getMessage())


def render_pdf(
    html: str,
    *,
    pad: str | None = None,
    variant: str | None = None,
    limits: Limits = DEFAULT_LIMITS,
    subsetter: str = AUTO,
) -> Rendered:
    """Lay ``html`` out as PDF, in a child process under ``limits`` (``sandbox``).

    ``pad``, when given, is the note on a page added to reach an even count (duplex: the
    last sheet has two sides), which says that it is blank on purpose. ``variant`` is one
    of WeasyPrint's PDF variants (``pdf/a-3b``, ``pdf/ua-1``…); ``subsetter`` one of
    ``environment.SUBSETTERS``. The output is deterministic: the same HTML gives the same
    bytes, whenever it is rendered.
    """
    weasyprint_module()  # imported once here, not again in every child

    try:
        return sandbox.run(partial(_render_here, html, pad, variant, subsetter), limits)
    except sandbox.LimitError as exc:
        raise RenderError(exc.message) from exc


def _render_here(html: str, pad: str | None, variant: str | None, subsetter: str) -> Rendered:
    """:func:`render_pdf` in this process. WeasyPrint logs instead of failing
    (log-don't-crash), so its records are collected rather than printed to the terminal."""
    logger = logging.getLogger("weasyprint")
    collect = _Collect()
    logger.addHandler(collect)
    propagate, logger.propagate = logger.propagate, False
    try:
        with _reproducible(subsetter):
            return _write(html, pad, variant, collect)
    finally:
        logger.removeHandler(collect)
        logger.propagate = propagate


@contextlib.contextmanager
def _reproducible(subsetter: str) -> Iterator[None]:
    """No clock in the fonts (:data:`FONT_EPOCH`), and the font subsetter asked for. Both
    are put back afterwards: in a forked child that is moot, but without ``fork`` the
    renderer runs in the caller's process."""
    from weasyprint.pdf import fonts

    saved_epoch = os.environ.get("SOURCE_DATE_EPOCH")
    saved_subset = fonts.harfbuzz_subset
    os.environ["SOURCE_DATE_EPOCH"] = FONT_EPOCH
    if subsetter == FONTTOOLS:
        fonts.harfbuzz_subset = None  # WeasyPrint falls back to fontTools
    try:
        yield
    finally:
        fonts.harfbuzz_subset = saved_subset
        if saved_epoch is None:
            del os.environ["SOURCE_DATE_EPOCH"]
        else:
            os.environ["SOURCE_DATE_EPOCH"] = saved_epoch


def _write(html: str, pad: str | None, variant: str | None, collect: _Collect) -> Rendered:
    try:
        document = lay_out(html)
        found = overflows(document)
        if pad is not None and len(document.pages) % 2:
            document = document.copy([*document.pages, *_blank_like(document.pages[-1], pad)])
        # the identifier is a hash of the content (pydyf), never a random or dated one
        pdf = document.write_pdf(pdf_variant=variant, pdf_identifier=True)
    except (ValueError, TypeError, OSError, RecursionError) as exc:
        # WeasyPrint's own words (English), which a report of the fault needs
        detail = f"{type(exc).__name__}: {exc}"
        raise RenderError(said("loading.render_failed", detail=detail)) from None
    if not isinstance(pdf, bytes):  # pragma: no cover - write_pdf() without target
        raise RenderError(said("loading.no_pdf"))
    return Rendered(pdf, len(document.pages), tuple(collect.messages), tuple(found))


def lay_out(html: str) -> Any:
    """WeasyPrint's laid-out document for ``html``, fetching nothing but kitgen's own
    assets (the layout check and the tests read its boxes)."""
    base = templates_dir().resolve()
    folders = {f.resolve() for f in template_folders().values()} - {base}
    fetcher = _sealed_fetcher(base, *sorted(folders))
    return (
        weasyprint_module()
        .HTML(string=html, base_url=base.as_uri() + "/", url_fetcher=fetcher)
        .render()
    )


def _blank_like(page: Any, note: str) -> list[Any]:
    """One page of the size of ``page`` that says it is blank on purpose (duplex pads a
    kit to an even count), in the kit's own small grey type."""
    size = f"{page.width}px {page.height}px"
    style = (
        f"@page {{ size: {size}; margin: 0 }} html {{ font: 8pt 'Kit Sans'; color: #5c5449 }}"
        " p { margin: 45% 20mm 0; text-align: center }"
    )
    return list(lay_out(f"<style>{style}</style><p>{html_escape(note)}</p>").pages)


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
            return URLFetcherResponse(
                path.as_uri(), path.read_bytes(), headers={"Content-Type": _content_type(path)}
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
