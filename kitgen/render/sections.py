"""A kit laid out section by section, and each section only once while its HTML holds.

A kit is made of sections: the GM page, a card sheet, a unit sheet, a reference table.
Templates mark where one starts with :data:`CUT` (``m.cut()``), and only where a new page
starts anyway, so a section's layout does not depend on its neighbours. Each section is
laid out as a document of its own (the kit's ``<head>``, its stylesheets and that part of
the body), and :class:`Layouts` keeps it, by its HTML, for the next kit that holds the
same section: when a game master renames one unit, ``kitgen watch`` lays out again the few
sections that name it, not the whole kit.

What a section cannot know alone is given to it once all are laid out, by the pages'
margin boxes, which WeasyPrint makes after pagination (``make_margin_boxes``):

- **page numbers**: ``counter(page)`` counts from the section's first page in the kit,
  ``counter(pages)`` is the kit's page count;
- **named strings** (``string(battle)`` in the footer, set on the GM page): a section
  that does not set one reads the last value the sections before it set;
- **the side it starts on**: a section that starts on an even page is laid out from a
  left-hand page, so that ``break-before: right`` gives the blank pages it gives in one
  document (:func:`_starting`); the side is part of the section's key.

One thing more is known only once every section is laid out: the page a **cross-reference**
points to (``<a class="xref" href="#id">``, whose number the stylesheet prints with
``target-counter``) when its target is in another section. A section that holds one is laid
out again with that number given by a rule of its own (:func:`_numbers`), which makes the
same box as ``target-counter`` makes in one document; the number is part of its key.

The pages of all sections are then one ``Document`` (``Document`` takes pages from
several layouts, ``Document.copy``): one PDF, its fonts embedded once, its bookmarks
and metadata the whole kit's, the same bytes however many sections were kept.

This reaches into WeasyPrint's layout (its margin boxes and page states): the version it
was written against is pinned in ``pyproject.toml``, and ``tests/test_sections.py``
checks, byte for byte, that a kit laid out by sections is the kit laid out whole.
"""

from __future__ import annotations

import contextlib
import copy
import hashlib
import re
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

from kitgen.marks import ANCHOR, XREF_LINK

CUT = "<!--kitgen:section-->"
"""Where a template starts a new section (``m.cut()``); autoescaping keeps a battle file's
text from ever writing it."""
LEFT_SIDES = frozenset({"left", "verso"})
RIGHT_SIDES = frozenset({"right", "recto"})
SIDES = LEFT_SIDES | RIGHT_SIDES
"""``break-before`` values that ask for a side (recto is right, verso left: kits are set
left to right): a section that starts with one on the other side begins with a blank
page, as it would in one document."""
XREF = re.compile(re.escape(XREF_LINK).replace(r"\{\}", f"({ANCHOR})"))
"""A cross-reference in a section's HTML, the ``id`` it points to."""
XREF_RULE = 'a.xref[href="#{name}"]::after {{ content: "\\a0(p.\\a0" "{page}" ")"; }}'
"""The rule that gives one target's cross-references the ``content`` the kit's stylesheet
gives ``a.xref::after``, the page number written out instead of ``target-counter``: the
same text, so the same box."""
KEEP_KITS = 4
"""Sections are kept while one of the last this many kits laid out here used them
(``kitgen watch`` may watch a few files)."""


@dataclass(frozen=True, slots=True)
class Cut:
    """A kit's HTML cut into sections: ``head`` ends before ``</head>``, ``body`` runs from
    ``</head>`` to the end of the ``<body>`` tag, ``tail`` closes the document."""

    head: str
    body: str
    parts: tuple[str, ...]
    tail: str

    def document(self, index: int, style: str = "") -> str:
        """Section ``index`` as a document of its own, ``style`` (a stylesheet's text)
        last in its head."""
        head = f"{self.head}<style>{style}</style>" if style else self.head
        return f"{head}{self.body}{self.parts[index]}{self.tail}"


def cut(html: str) -> Cut:
    """``html`` cut at every :data:`CUT` (empty sections dropped); a document without a
    ``</head>`` and a ``<body>`` to cut around is one section, itself."""
    head_end = html.find("</head>")
    body_start = html.find("<body", head_end)
    body_end = html.find(">", body_start) + 1
    tail_start = html.rfind("</body>")
    if min(head_end, body_start, tail_start) < 0 or not head_end < body_end <= tail_start:
        return Cut("", "", (html,), "")
    body = html[body_end:tail_start]
    parts = tuple(p for p in body.split(CUT) if p.strip()) or (body,)
    return Cut(html[:head_end], html[head_end:body_end], parts, html[tail_start:])


@dataclass(slots=True)
class Laid:
    """One section laid out: its page boxes without margin boxes, what they hold
    (``contents``), and the layout context their margin boxes are made in."""

    pages: list[Any]
    contents: list[tuple[Any, ...]]
    context: Any
    strings: dict[str, str]
    """The last value each named string is set to in this section."""
    metadata: Any


@dataclass(slots=True)
class Layouts:
    """Sections laid out and kept by their HTML (one per renderer process).

    ``lay_out`` lays one section document out, starting on a left-hand page or not
    (:func:`lay_out_section`); ``laid_out`` counts how many were, which is how the tests
    see what was kept."""

    lay_out: Callable[[str, bool], Laid]
    fonts: Any = None
    """The font configuration the sections share (it must outlive their pages)."""
    laid_out: int = 0
    sections: int = 0
    """How many sections the kit last laid out here has."""
    kept: dict[str, Laid] = field(default_factory=dict)
    recent: list[set[str]] = field(default_factory=list)

    def pages(self, html: str, *, stamp: str = "") -> tuple[list[Any], Any]:
        """The laid-out pages of a whole kit, numbered and with their margin boxes, and
        the kit's metadata. ``stamp`` stands for what else a layout reads (the
        stylesheets' files): a section is kept only while it is the same.

        Sections whose cross-references point to another section's pages are laid out
        again with those pages' numbers, until the numbers hold (a section that grows a
        page with its numbers moves the pages after it: twice at most in practice)."""
        found = cut(html)
        used: set[str] = set()
        numbers = _placeholders(found)
        while True:
            laid = self._sections(found, numbers, stamp, used)
            wanted = _numbers(found, laid)
            if wanted == numbers:
                break
            numbers = wanted
        self._forget(used)
        self.sections = len(found.parts)
        total = sum(len(section.pages) for section in laid)
        return number(laid, total), laid[0].metadata

    def _sections(
        self, found: Cut, numbers: dict[int, str], stamp: str, used: set[str]
    ) -> list[Laid]:
        """Each section of ``found`` laid out (or kept), section ``i`` with the rule
        ``numbers[i]`` in its head if it has one; the keys it used added to ``used``."""
        laid: list[Laid] = []
        keys: set[str] = set()
        first = 1
        for index in range(len(found.parts)):
            source, left = found.document(index, numbers.get(index, "")), first % 2 == 0
            key = hashlib.sha256(f"{stamp}\0{left}\0{source}".encode()).hexdigest()
            while key in keys:  # the same section twice in a kit: its pages are not shared
                key += "+"
            section = self.kept.get(key)
            if section is None:
                section = self.lay_out(source, left)
                self.laid_out += 1
                self.kept[key] = section
            keys.add(key)
            laid.append(section)
            first += len(section.pages)
        used |= keys
        return laid

    def _forget(self, used: set[str]) -> None:
        self.recent = [*self.recent[-(KEEP_KITS - 1) :], used]
        alive = set().union(*self.recent)
        for key in [k for k in self.kept if k not in alive]:
            del self.kept[key]


def _elsewhere(found: Cut) -> dict[int, set[str]]:
    """For each section, the anchors its cross-references point to that it does not hold
    (an ``id`` in another section, or nowhere)."""
    wanted = {i: set(XREF.findall(part)) for i, part in enumerate(found.parts)}
    return {
        i: {name for name in names if f'id="{name}"' not in found.parts[i]}
        for i, names in wanted.items()
        if names
    }


def _placeholders(found: Cut) -> dict[int, str]:
    """The rules a first layout of the sections starts from: a page number, 0, for each
    cross-reference to another section, which the layout cannot resolve alone (WeasyPrint
    would drop the content and say so); :func:`_numbers` then gives the real ones."""
    numbers: dict[int, str] = {}
    for index, names in _elsewhere(found).items():
        if names:
            numbers[index] = "\n".join(
                XREF_RULE.format(name=name, page=0) for name in sorted(names)
            )
    return numbers


def _numbers(found: Cut, laid: Sequence[Laid]) -> dict[int, str]:
    """For each section with a cross-reference to another section's element, the rule
    that prints the page that element is on (as the kit's stylesheet would in one
    document); none for a kit without cross-references."""
    wanted = _elsewhere(found)
    if not any(wanted.values()):
        return {}
    pages: dict[str, tuple[int, int]] = {}  # each anchor: its section, its page in the kit
    first = 1
    for index, section in enumerate(laid):
        for offset, children in enumerate(section.contents):
            for child in children:
                for box in child.descendants():
                    name = box.style["anchor"]
                    if name and name not in pages:
                        pages[name] = (index, first + offset)
        first += len(section.pages)
    numbers: dict[int, str] = {}
    for index, names in wanted.items():
        rules = [
            XREF_RULE.format(name=name, page=pages[name][1])
            for name in sorted(names)
            if name in pages
        ]
        if rules:
            numbers[index] = "\n".join(rules)
    return numbers


def number(sections: Sequence[Laid], total: int) -> list[Any]:
    """Every page of ``sections`` in order, as WeasyPrint ``Page`` objects, with margin
    boxes made for its place in the whole kit (:func:`_margins`)."""
    from weasyprint.document import Page

    out: list[Any] = []
    carried: dict[str, str] = {}
    for section in sections:
        for index, page in enumerate(section.pages):
            _margins(section, index, len(out) + 1, total, carried)
            out.append(Page(page))
        carried.update(section.strings)
    return out


def _margins(section: Laid, index: int, number: int, total: int, carried: dict[str, str]) -> None:
    """Give page ``index`` of ``section`` its margin boxes, as page ``number`` of
    ``total``, named strings the section has not set yet read from ``carried``.

    The end of WeasyPrint's ``layout_document``, with the page counters and named
    strings of the whole kit (fixed-position boxes, which kits do not use, are left out)."""
    from weasyprint.layout import layout_backgrounds
    from weasyprint.layout.page import make_margin_boxes

    context, page = section.context, section.pages[index]
    context.current_page = index + 1  # WeasyPrint numbers a document's pages from 1
    quotes, counters, scopes, groups = context.page_maker[index + 1][3]
    counters = {**copy.deepcopy(counters), "page": [number], "pages": [total]}
    with _strings_from(context, carried):
        margins = tuple(make_margin_boxes(context, page, (quotes, counters, scopes, groups)))
    page.children = (*section.contents[index], *margins)
    layout_backgrounds(page, context.get_image_from_uri)


@contextlib.contextmanager
def _strings_from(context: Any, carried: dict[str, str]) -> Iterator[None]:
    """Meanwhile ``string(name)`` on a page of this section that has no value of its own
    yet reads the value the sections before set last (``carried``)."""
    own = context.get_string_set_for

    def lookup(page: Any, name: str, keyword: str = "first") -> tuple[str, ...]:
        found: tuple[str, ...] = own(page, name, keyword)
        store = context.string_set.get(name, {})
        if found or name not in carried or any(p <= context.current_page for p in store):
            return found
        return (carried[name],)

    context.get_string_set_for = lookup
    try:
        yield
    finally:
        del context.get_string_set_for  # the method again


@dataclass(frozen=True, slots=True)
class Shared:
    """What the sections of one process share: one font configuration (each font loaded,
    and embedded, once), one counter-style table, the images fetched, and the stylesheets
    parsed (by the ``<style>`` and ``<link>`` elements that name them)."""

    fonts: Any
    counter_style: Any
    images: dict[str, Any] = field(default_factory=dict)
    sheets: dict[tuple[Any, ...], list[Any]] = field(default_factory=dict)


def lay_out_section(html: Any, shared: Shared, *, left: bool = False) -> Laid:
    """Lay ``html`` (a WeasyPrint ``HTML``) out as ``Document._render`` does, but without
    margin boxes: they are made once the section's place in the kit is known
    (:func:`number`). With ``left`` its first page is a left-hand page."""
    from weasyprint import DEFAULT_OPTIONS, css, layout
    from weasyprint.document import Document, DocumentMetadata
    from weasyprint.formatting_structure.build import build_formatting_structure
    from weasyprint.html import get_html_metadata

    options = {**DEFAULT_OPTIONS, "cache": shared.images}
    with (
        _replaced(css, "find_stylesheets", _parsed_once(css.find_stylesheets, shared.sheets)),
        _replaced(layout, "make_margin_boxes", _no_margin_boxes),
        _replaced(layout, "initialize_page_maker", _starting(layout.initialize_page_maker, left)),
    ):
        context = Document._build_layout_context(
            html, shared.fonts, shared.counter_style, {}, options
        )
        root = build_formatting_structure(
            html.etree_element,
            context.style_for,
            context.get_image_from_uri,
            html.base_url,
            context.target_collector,
            shared.counter_style,
            context.footnotes,
        )
        pages = list(layout.layout_document(html, root, context))
    strings = {
        name: values[max(values)][-1] for name, values in context.string_set.items() if values
    }
    metadata = DocumentMetadata(**get_html_metadata(html))
    return Laid(pages, [tuple(p.children) for p in pages], context, strings, metadata)


@contextlib.contextmanager
def _replaced(module: Any, name: str, value: Any) -> Iterator[None]:
    """``module.name`` is ``value`` meanwhile (renderers run one at a time per process)."""
    saved = getattr(module, name)
    setattr(module, name, value)
    try:
        yield
    finally:
        setattr(module, name, saved)


def _parsed_once(find: Any, sheets: dict[tuple[Any, ...], list[Any]]) -> Any:
    """WeasyPrint's ``find_stylesheets``, parsing each document head's stylesheets once:
    every section of a kit has the same ``<head>``, and its 80 kB of CSS took a tenth of
    a second to parse for each. The parsed sheets are the ones a first document got,
    in the same order, so the cascade is the same."""
    from weasyprint.css import get_child_text

    def find_parsed(wrapper: Any, media: str, fetcher: Any, base: str, *rest: Any) -> Any:
        elements = [w.etree_element for w in wrapper.query_all("style", "link")]
        key = (media, base, *((e.tag, tuple(e.items()), get_child_text(e)) for e in elements))
        if key not in sheets:
            sheets[key] = list(find(wrapper, media, fetcher, base, *rest))
        return iter(sheets[key])

    return find_parsed


def _starting(initialize: Any, left: bool) -> Any:
    """WeasyPrint's ``initialize_page_maker``, the first page on the side the section
    starts on in the kit, after the break its first element asks for: in one document a
    section that wants a right-hand page and comes after an odd page count starts with a
    blank page (``@page :blank``), and so it does here."""

    def initialize_page_maker(context: Any, root: Any) -> None:
        initialize(context, root)
        resume_at, next_page, _, state, remake = context.page_maker[0]
        side = _side_wanted(root)
        if side:
            next_page = {**next_page, "break": side}
        if side in (LEFT_SIDES if not left else RIGHT_SIDES):
            # a blank page first: it must not be the document's end (``None``)
            resume_at = {0: None}
        context.page_maker[0] = (resume_at, next_page, not left, state, remake)

    return initialize_page_maker


def _side_wanted(root: Any) -> str | None:
    """The side the first element of the document asks to start on (its
    ``break-before``, or its parents': a break on a first child is its parent's), if any."""
    box = root
    while box is not None:
        if box.style["break_before"] in SIDES:
            return str(box.style["break_before"])
        children = getattr(box, "children", None)
        box = children[0] if children else None
    return None


def _no_margin_boxes(context: Any, page: Any, state: Any) -> tuple[()]:
    return ()
