"""Each language's typography, applied to its catalogue text once, at import.

French sets a narrow no-break space (U+202F) before ``; : ! ? %`` and inside « »,
so a colon never starts a line and a quote never loses its mark at a line break. The
catalogues are written with ordinary spaces; this is the one place that fixes them.
"""

from __future__ import annotations

import re

NNBSP = "\u202f"

_FRENCH = (
    (re.compile(r" ([:;!?%])"), NNBSP + r"\1"),
    (re.compile(r"« "), "«" + NNBSP),
    (re.compile(r" »"), NNBSP + "»"),
)


def french(text: str) -> str:
    """``text`` with French spacing: ``Tours : 3 ; « Gué »`` -> narrow no-break spaces."""
    for pattern, replacement in _FRENCH:
        text = pattern.sub(replacement, text)
    return text


TYPOGRAPHY = {"fr": french}
"""Language -> its typography (none for English)."""
