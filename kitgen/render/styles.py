"""The design system's values written into the stylesheets as they are served.

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
"""

from __future__ import annotations

import functools
import re
from pathlib import Path

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
