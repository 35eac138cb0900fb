"""The GM's own prose, in one language or in each: a battle file's notes, author and
scenario may be written once, or as ``{fr: …, en: …}`` so that one file gives a French
kit and an English one that both read in their language.

A kit prints the text in its language, else the other one (a French-only note stays in
French in an English kit: the GM wrote nothing else). The validator bounds each
language's text as it bounds the plain form (:func:`Prose`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated, Any, ClassVar

from kitgen.model import Both
from kitgen.schema import Meta

MAX_EACH = 2000
"""The longest text a language's entry may hold (the longest plain field: ``notes``)."""


@dataclass(frozen=True, slots=True)
class Translated:
    """One text, written in each language of the kits."""

    NOUN: ClassVar[Both] = ("text in each language", "texte dans chaque langue")
    fr: Annotated[
        str | None,
        Meta(max_length=MAX_EACH, aliases=("français",), help=("in French", "en français")),
    ] = None
    en: Annotated[
        str | None,
        Meta(max_length=MAX_EACH, aliases=("anglais",), help=("in English", "en anglais")),
    ] = None


Prose = str | Translated
"""A field of the GM's prose: ``Annotated[Prose, Meta(max_length=…)]``."""


def say(value: Any, lang: str) -> str:
    """``value`` (plain text, a :class:`Translated` or nothing) in ``lang``, else in the
    other language; empty if there is none."""
    if value is None:
        return ""
    if isinstance(value, Translated):
        other = "en" if lang == "fr" else "fr"
        return str(getattr(value, lang) or getattr(value, other) or "")
    return str(value)
