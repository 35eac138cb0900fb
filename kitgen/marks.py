"""Rulings on the page: a catalogue text names the ruling a sentence follows by a
placeholder where its mark goes, ``{ruling_O2}``. A kit sets a small raised number there
(``Kit.ruling``; the kit's last text page says what each number means, one sentence per
ruling), the terminal the ruling's code in brackets: the page reads free of the tool's
codes, the terminal keeps them.

Where the mark goes is the catalogue's choice, made once per text: after a sentence's
full stop (a mark on its last figure would read as a power, "10¹"), after the word it
qualifies elsewhere.

A cross-reference (:func:`xref`) is the other mark a sentence may carry: the title of the
page it points to, and that page's number, which only the layout knows.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from markupsafe import Markup

from kitgen.i18n import Text

if TYPE_CHECKING:
    from kitgen.cards import Kit

RULING = re.compile(r"\{ruling_([A-Z][0-9]+)\}")
"""A ruling's placeholder in a catalogue text: ``{ruling_O11}``."""


def rulings_in(text: str) -> list[str]:
    """The rulings a catalogue text cites, in order: ``["J4", "O3"]``."""
    return RULING.findall(text)


def marked(t: Text, kit: Kit | None, key: str, **params: object) -> Markup:
    """The catalogue's ``key`` with ``params`` filled in (escaped, unless already markup)
    and each ruling's mark where its placeholder is, for a page; without a kit (a test
    reading the words alone) no mark."""
    raw = t.raw(key)
    marks = {
        f"ruling_{r}": kit.ruling(r) if kit is not None else Markup("") for r in rulings_in(raw)
    }
    return Markup(raw).format(**params, **marks)


AFTER_STOP = re.compile(r"([.;:,])(\{ruling_[A-Z][0-9]+\})")
"""A mark set after a punctuation mark (English sets a note's call after it)."""


def coded(t: Text, key: str, **params: object) -> str:
    """The catalogue's ``key`` with ``params`` filled in and each ruling as the terminal
    says it, before the punctuation it follows: ``… whatever the total (ruling O2).``"""
    raw = AFTER_STOP.sub(r"\2\1", t.raw(key))
    codes = {f"ruling_{r}": " " + t("ruling_ref", ruling=r) for r in rulings_in(raw)}
    return raw.format(**params, **codes)


ANCHOR = "[a-z][a-z0-9-]*"
"""An element's ``id`` a cross-reference may point to: kitgen's own names, never a battle
file's text (the section renderer writes it into a stylesheet rule)."""
XREF_LINK = '<a class="xref" href="#{}">'
"""How a page writes a cross-reference (:func:`xref`) to the page that holds the
element of that ``id``, its number printed by the kit's stylesheet (``a.xref::after``)."""


def xref(title: str, anchor: str) -> Markup:
    """``title`` (escaped) pointing to the element ``id=anchor``: the kit prints the page
    it lands on after it, "(p. 19)" (``a.xref`` in the kit's stylesheet; laid out by
    sections, ``kitgen.render.sections`` gives the number, reading the link it writes)."""
    if not re.fullmatch(ANCHOR, anchor):
        raise ValueError(f"not an anchor kitgen names: {anchor!r}")
    return Markup(XREF_LINK + "{}</a>").format(anchor, title)
