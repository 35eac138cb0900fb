"""Kit rendering: template context -> HTML (Jinja2) -> PDF (WeasyPrint), sealed.

All rendering goes through ``render_pdf``: its URL fetcher serves kitgen's own packaged
assets and refuses everything else (local files, the network, ``data:`` URLs), whatever a
battle file contains. WeasyPrint is imported only here and only when a PDF is wanted, so
``--help``, ``check`` and ``compute`` stay fast.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass
from importlib.resources import files
from pathlib import Path
from typing import Any

import jinja2

from kitgen import __version__
from kitgen.i18n import Text
from kitgen.render import bloodlust, fate, jdrwiki, promiterra, witcher

ASSET_SUFFIXES = frozenset({".css", ".ttf", ".png", ".svg"})

PRESENTERS: dict[str, Callable[[Any, Text], dict[str, Any]]] = {
    "witcher": witcher.context,
    "bloodlust": bloodlust.context,
    "promiterra": promiterra.context,
    "fate": fate.context,
    "jdrwiki": jdrwiki.context,
}


def templates_dir() -> Path:
    """The packaged templates folder (inside the wheel; ``templates/`` in a checkout)."""
    return Path(str(files("kitgen.templates")))


def environment() -> jinja2.Environment:
    """Autoescape everything (``select_autoescape`` would skip ``*.html.j2``) and fail on
    any undefined name."""
    env = jinja2.Environment(
        loader=jinja2.FileSystemLoader(templates_dir()),
        autoescape=True,
        undefined=jinja2.StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
    )
    return env


def render_html(system: str, plan: Any, text: Text) -> str:
    """The kit's HTML for one battle."""
    return render_template(f"{system}/kit.html.j2", PRESENTERS[system](plan, text), text)


def render_template(name: str, context: dict[str, Any], text: Text) -> str:
    """Any kitgen document: a template under ``templates/`` and its ready-made values."""
    template = environment().get_template(name)
    return template.render(t=text, lang=text.lang, version=__version__, **context)


class RenderError(RuntimeError):
    """WeasyPrint could not lay the kit out."""


@dataclass(frozen=True, slots=True)
class Rendered:
    pdf: bytes
    pages: int
    notices: tuple[str, ...]
    """What WeasyPrint logged (a refused URL, a missing glyph): shown as warnings."""


class _Collect(logging.Handler):
    def __init__(self) -> None:
        super().__init__(logging.WARNING)
        self.messages: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.messages.append(record.getMessage())


def render_pdf(html: str) -> Rendered:
    """Lay ``html`` out as PDF. WeasyPrint logs instead of failing (log-don't-crash), so
    its records are collected here rather than printed raw to the terminal."""
    import weasyprint  # imported here: 0.6 s, paid only when a PDF is wanted

    base = templates_dir().resolve()
    fetcher = _sealed_fetcher(base)
    logger = logging.getLogger("weasyprint")
    collect = _Collect()
    logger.addHandler(collect)
    propagate, logger.propagate = logger.propagate, False
    try:
        document = weasyprint.HTML(
            string=html, base_url=base.as_uri() + "/", url_fetcher=fetcher
        ).render()
        pdf = document.write_pdf()
    except (ValueError, TypeError, OSError, RecursionError, MemoryError) as exc:
        raise RenderError(f"{type(exc).__name__}: {exc}") from exc
    finally:
        logger.removeHandler(collect)
        logger.propagate = propagate
    if not isinstance(pdf, bytes):  # pragma: no cover - write_pdf() without target
        raise RenderError("WeasyPrint returned no PDF")
    return Rendered(pdf, len(document.pages), tuple(collect.messages))


def _sealed_fetcher(base: Path) -> Any:
    """A fetcher serving files below ``base`` with an asset suffix, and nothing else."""
    from urllib.parse import unquote, urlsplit

    from weasyprint.urls import URLFetcher, URLFetcherResponse

    class SealedFetcher(URLFetcher):  # type: ignore[misc]
        def fetch(self, url: str, headers: Any = None) -> Any:
            parts = urlsplit(url)
            if parts.scheme != "file" or parts.netloc not in ("", "localhost"):
                raise ValueError(f"kitgen serves only its own assets; refused {url[:80]!r}")
            path = Path(unquote(parts.path)).resolve()
            if (
                not path.is_relative_to(base)
                or path.suffix not in ASSET_SUFFIXES
                or not path.is_file()
            ):
                raise ValueError(f"kitgen serves only its own assets; refused {url[:80]!r}")
            return URLFetcherResponse(
                path.as_uri(), path.read_bytes(), headers={"Content-Type": _content_type(path)}
            )

    return SealedFetcher()


def _content_type(path: Path) -> str:
    return {".css": "text/css", ".ttf": "font/ttf", ".png": "image/png", ".svg": "image/svg+xml"}[
        path.suffix
    ]
