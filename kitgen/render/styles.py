"""What the renderer hands WeasyPrint as style: the design system's values written into
the stylesheets as they are served, and a user-agent stylesheet that does not style six
pseudo-elements of every element.

``templates/_base/kit.css`` names the design system's values once, as custom properties
on ``:root`` (``--ink``, ``--fs-min``, ``--box``…), and every stylesheet uses them with
``var()``. WeasyPrint resolves a ``var()`` for each element it styles; a value that is
never set anywhere but on ``:root`` is the same for every element, so the renderer's
fetcher serves each stylesheet with those values in place of their ``var()``
(:func:`inline`). The PDF is the same, byte for byte. Measured: a kit's first layout in
one process 5–10 % faster (the siege 1.80 → 1.71 s, la colline 2.93 → 2.64 s), a whole
build 1–3 % (``benchmarks/README.md``). The ``:root`` block stays, for a ``var()`` in
the kit's HTML (a style a presenter writes).

A property set on an element (a Promiterra sheet's ``--pt-box``) must not have a
``:root`` name: ``tests/test_styles.py`` checks that none does.

WeasyPrint's user-agent stylesheet styles ``::marker``, ``::footnote-call``,
``::footnote-marker``, ``::note-call``, ``::note-marker`` and ``::note-callback`` with
rules that match every element, so WeasyPrint computes six pseudo-element styles for
each of a kit's elements (33,000 on the ford), though only a list item has a marker and
no kit has a footnote or a note. :func:`user_agent` is that stylesheet with the marker
rule on ``li`` and the footnote and note rules left out: the same PDF, byte for byte,
and a kit's layout a quarter faster (the ford 3.18 → 2.25 s, the siege 1.49 → 1.14 s).
A template that makes something else a list item (``display: list-item``) or uses
footnotes styles those pseudo-elements itself (``docs/adding-a-system.md``).
"""

from __future__ import annotations

import functools
import re
from pathlib import Path
from typing import Any

ROOT = re.compile(r":root\s*\{(?P<body>[^}]*)\}")
DECLARATION = re.compile(r"(?P<name>--[\w-]+)\s*:\s*(?P<value>[^;]+);")
VAR = re.compile(r"var\((?P<name>--[\w-]+)\)")


def design_values(stylesheet: Path) -> dict[str, str]:
    """The custom properties set on ``:root`` in ``stylesheet`` (kit.css), by name."""
    stat = stylesheet.stat()
    return _read(stylesheet, stat.st_mtime_ns, stat.st_size)


@functools.lru_cache(maxsize=4)
def _read(stylesheet: Path, mtime: int, size: int) -> dict[str, str]:
    """:func:`design_values`, read again when the file changes (``kitgen watch``)."""
    text = stylesheet.read_text(encoding="utf-8")
    values: dict[str, str] = {}
    for block in ROOT.finditer(text):
        for found in DECLARATION.finditer(block["body"]):
            values[found["name"]] = found["value"].strip()
    return values


def inline(css: str, values: dict[str, str]) -> str:
    """``css`` with ``var(--name)`` replaced by its value wherever ``values`` has one."""
    return VAR.sub(lambda found: values.get(found["name"], found[0]), css)


UNIVERSAL_MARKER = re.compile(r"^::marker \{", re.MULTILINE)
"""WeasyPrint's marker rule, on every element."""
MARKER_OF = "li::marker {"
"""The same rule, on the only elements a kit makes list items."""
NOTE_RULES = re.compile(
    r"^::(?:footnote-call|footnote-marker|note-call|note-marker|note-callback) \{[^}]*\}\n",
    re.MULTILINE,
)
"""WeasyPrint's footnote and note rules, on every element: five of them."""


def scoped_user_agent(css: str) -> str:
    """WeasyPrint's user-agent stylesheet ``css`` with the rules above scoped or left
    out; ``css`` as it is if it does not have them all (another WeasyPrint): slower,
    never wrong."""
    if len(UNIVERSAL_MARKER.findall(css)) != 1 or len(NOTE_RULES.findall(css)) != 5:
        return css
    return NOTE_RULES.sub("", UNIVERSAL_MARKER.sub(MARKER_OF, css))


@functools.cache
def user_agent() -> Any:
    """The user-agent stylesheet a kit is laid out with (:func:`scoped_user_agent`),
    parsed once. Its ``@counter-style`` rules are WeasyPrint's, which a document takes
    from WeasyPrint's own parse (``HTML._ua_counter_style``): parsed into those again,
    each would be a duplicate, logged as invalid."""
    from weasyprint import CSS
    from weasyprint.css.counters import CounterStyle
    from weasyprint.html import UA

    return CSS(string=scoped_user_agent(UA), counter_style=CounterStyle())
