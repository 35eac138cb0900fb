"""Names set inside a sentence: a battle file's "Le village" or "Les héros" keeps its
capital where it stands alone (a card's title, a column's head), but inside a French
sentence its article is lower case, and after a count it goes ("6 héros", not
"6 Les héros")."""

from __future__ import annotations

import re

ARTICLE = re.compile(r"^(?:(Les|Le|La|The) |(L)['’])(?=\w)")
"""A name's leading article: French le, la, les, l', and English the."""


def in_sentence(name: str) -> str:
    """``name`` inside a sentence: its leading article in lower case ("le village")."""
    found = ARTICLE.match(name)
    if found is None:
        return name
    return name[0].lower() + name[1:]


def counted(name: str) -> str:
    """``name`` after a count: without its leading article ("6 héros")."""
    found = ARTICLE.match(name)
    return name if found is None else name[found.end() :]
