"""Each language's typography, applied to its catalogue text once, at import.

French sets a narrow no-break space (U+202F) before ``; : ! ? %`` and inside « »,
so a colon never starts a line and a quote never loses its mark at a line break, and
writes its apostrophes as U+2019, the typographic one. The catalogues are written with
ordinary spaces and straight apostrophes; this is the one place that fixes them.
"""

from __future__ import annotations

import re

NNBSP = "\u202f"

_FRENCH = (
    (re.compile(r" ([:;!?%])"), NNBSP + r"\1"),
    (re.compile(r"« "), "«" + NNBSP),
    (re.compile(r" »"), NNBSP + "»"),
    (re.compile(r"(?<=\w)'(?=[\w{])"), "\u2019"),
)


def french(text: str) -> str:
    """``text`` with French spacing and apostrophes: in ``Tours : 3 ; « Gué » ; l'armée``
    narrow no-break spaces, and U+2019 for the apostrophe. Text in backticks (a key to
    type, such as `d'abord:`) is left as written."""
    parts = text.split("`")
    for index in range(0, len(parts), 2):  # outside backticks only
        for pattern, replacement in _FRENCH:
            parts[index] = pattern.sub(replacement, parts[index])
    return "`".join(parts)


TYPOGRAPHY = {"fr": french}
"""Language -> its typography (none for English)."""
