"""The codes the kit prints for its kinds of cell (map, legend, cell cards).

A battle file names its cells by codes of the author's choosing (``H: {terrain:
colline}``); a GM reads the printed map in the kit's language. The file's codes are
kept when each is the initial of a word of its cell's name in that language (``P``
Plaine, ``T`` Tour du baron); otherwise the kit gives every cell a code of its own,
from its name: the first word's initial, and where two cells would share one, the
initials of its first two words (``FC`` Forêt claire, ``FD`` Forêt dense), or the first
two letters of a single word (``Ro`` Route, ``Ri`` Rivière). No two cells of a kit
share a code.
"""

from __future__ import annotations

import re
import unicodedata
from collections import Counter

SMALL_WORDS = frozenset(
    {"de", "du", "des", "la", "le", "les", "l", "d", "au", "aux", "et", "en", "sur", "sous"}
    | {"à", "a", "of", "the", "an", "and", "on", "at", "in", "by"}
)
"""Words no code is drawn from (French and English)."""


def _folded(text: str) -> str:
    """Upper case, without accents: ``É`` reads as ``E`` in a code."""
    plain = unicodedata.normalize("NFD", text)
    return "".join(ch for ch in plain if not unicodedata.combining(ch)).upper()


def words(title: str) -> list[str]:
    """The words of a cell's name a code may come from: letters only, no article or
    preposition (``Gué de la Saule`` -> ``Gué``, ``Saule``)."""
    found = []
    for word in re.split(r"[\s\-–—/]+", title):
        word = re.sub(r"^[ldLD]['’]", "", word)
        letters = "".join(ch for ch in word if ch.isalpha())
        if letters and letters.lower() not in SMALL_WORDS:
            found.append(letters)
    return found or ["X"]


def _candidate(title: str, tier: int, number: int) -> str:
    """A code for ``title``, longer at each tier: the initial; two initials (or a
    word's first two letters); the first word's first three letters; then numbered."""
    found = [_folded(w) for w in words(title)]
    first = found[0]
    if tier == 0:
        return first[0]
    if tier == 1:
        if len(found) > 1:
            return first[0] + found[1][0]
        return first[:2].capitalize()
    if tier == 2 and len(first) > 2:
        return first[:3].capitalize()
    return f"{first[0]}{number}"


def _fits_language(code: str, title: str) -> bool:
    """Whether a file's code reads as the initial of a word of its cell's name."""
    return bool(code) and _folded(code)[0] in {_folded(w)[0] for w in words(title)}


def kit_codes(titles: dict[str, str]) -> dict[str, str]:
    """File code -> printed code, for cells given as ``{file code: title in the kit's
    language}`` (in the file's order): the file's own codes when every one of them is
    an initial of its title, else codes drawn from the titles, none shared."""
    if all(_fits_language(code, title) for code, title in titles.items()):
        return {c: c for c in titles}
    tiers = dict.fromkeys(titles, 0)
    numbers = {code: n for n, code in enumerate(titles, start=1)}
    while True:
        codes = {c: _candidate(t, tiers[c], numbers[c]) for c, t in titles.items()}
        counts = Counter(code.upper() for code in codes.values())
        shared = [c for c, code in codes.items() if counts[code.upper()] > 1]
        if not shared:
            return codes
        for c in shared:
            tiers[c] += 1
