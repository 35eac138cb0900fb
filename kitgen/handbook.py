"""The documentation that ships with kitgen: its pages, and the rulings they explain.

The Markdown pages of ``docs/`` ship inside the wheel (``kitgen/docs``), so that what
a message or a starter file points to (``kitgen docs fate``, ``kitgen rulings W5``) is on
every machine kitgen is installed on, not only in a checkout of its sources.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from kitgen.i18n.typography import TYPOGRAPHY
from kitgen.packaged import packaged
from kitgen.schema import fold

RULING = re.compile(
    r"^\*\*(?P<id>[A-Z]\d{1,2}) — (?P<title>(?:[^*]|\*(?!\*))+?)\.?\*\*", re.MULTILINE
)
"""A ruling's heading: ``**N11 — its title.**``; the title may hold an *italic* word."""


def pages_dir() -> Path:
    """Where the packaged pages are (``docs/`` in a checkout)."""
    return packaged("docs")


@dataclass(frozen=True, slots=True)
class Page:
    name: str
    title: str
    path: Path
    lang: str
    """The language it is written in: ``fr`` for the pages of ``fr/``, else ``en``."""


def pages() -> list[Page]:
    """Every page, by name (``fate`` for ``fate.md``), with its first heading: the
    English pages, then the French ones of ``fr/`` (``demarrage``, the quick start)."""
    found = []
    for path in [*sorted(pages_dir().glob("*.md")), *sorted(pages_dir().glob("fr/*.md"))]:
        text = path.read_text(encoding="utf-8")
        heading = next((line[2:] for line in text.splitlines() if line.startswith("# ")), "")
        lang = "fr" if path.parent.name == "fr" else "en"
        found.append(Page(path.stem, heading.replace("`", ""), path, lang))
    return found


def page(name: str) -> Page | None:
    """The page called ``name``, in any case, accents optional (``démarrage``)."""
    wanted = fold(name.lower().removesuffix(".md"))
    return next((p for p in pages() if fold(p.name) == wanted), None)


@dataclass(frozen=True, slots=True)
class Ruling:
    id: str
    title: str
    system: str
    text: str
    """What it says after its bold title: a paragraph or more, as Markdown."""


RULINGS_PAGES = {"en": "rulings.md", "fr": "fr/arbitrages.md"}
"""The page that explains the rulings, in each language: the same rulings, ids, systems
and numbers (``tests/test_handbook.py`` checks the translation against the original)."""


def rulings(lang: str = "en") -> dict[str, Ruling]:
    """Every ruling of the page in ``lang`` (``rulings.md``, in French
    ``fr/arbitrages.md``), by id, in the page's order, with the language's typography
    (French: no colon at the start of a line once `kitgen rulings` wraps it)."""
    if lang not in RULINGS_PAGES:
        raise ValueError(f"no rulings in {lang!r}: one of {', '.join(RULINGS_PAGES)}")
    text = (pages_dir() / RULINGS_PAGES[lang]).read_text(encoding="utf-8")
    if lang in TYPOGRAPHY:
        text = TYPOGRAPHY[lang](text)
    found: dict[str, Ruling] = {}
    system = ""
    blocks = re.split(r"\n(?=## |\*\*[A-Z]\d{1,2} — )", text)
    for block in blocks:
        if block.startswith("## "):
            system = block[3:].split("\n", 1)[0].strip()
            continue
        match = RULING.match(block)
        if match:
            body = block[match.end() :].strip()
            found[match["id"]] = Ruling(match["id"], match["title"], system, body)
    return found
