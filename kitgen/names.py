"""The battle's names in each language: ``names:`` (``noms:``), a glossary a GM writes once
so that one file gives a French kit and an English one that both read in their language.

Names in a battle file are identifiers as well as words: ``players_army``, a corps, an
attachment name an army or a unit by its name as written. So names are not given in
each language where they stand; the glossary says, for a name written in the file, what
it reads in the other language::

    names:
      Chasse Sauvage: {en: Wild Hunt}
      Gué de Varenne: {en: Varenne Ford}

A kit in one language has every value of the battle that *is* a glossary name (the whole
value, as written) replaced by that name's form in its language, before anything is
computed: every reference moves with the name it refers to, and the numbers cannot change.
A name without a form in the kit's language stays as written.

Checked for both languages whichever one a kit is in, so ``kitgen check`` finds it: a
form that would make two names one (two names given one form, or a form that is another
name of the battle) and a form longer than a name may be (:func:`longest_form`) are
errors; a glossary name that the battle does not hold is a warning (a typo does nothing,
and a renamed unit must not stop a build).
"""

from __future__ import annotations

import dataclasses
import functools
import typing
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Annotated, Any, ClassVar

from kitgen.i18n import LANGUAGES
from kitgen.model import Both, Finding, Hint, error, warning
from kitgen.nodes import Path
from kitgen.schema import Meta, closest

SHORTEST_NAME = 40
"""The shortest bound any name field of the five rule systems has: a form no longer than
this, or than the name it stands for, fits wherever that name stands."""
MAX_NAMES = 200
"""Glossary entries a battle may hold (a big battle names fewer than a hundred things)."""
FIELD = "names"
"""The battle field that holds the glossary (walked past when names are replaced)."""


@dataclass(frozen=True, slots=True)
class NameForms:
    """One name of the battle, as it reads in each language."""

    NOUN: ClassVar[Both] = ("a name in each language", "un nom dans chaque langue")
    fr: Annotated[
        str | None,
        Meta(
            max_length=120,
            aliases=("français",),
            help=("the name in French", "le nom en français"),
        ),
    ] = None
    en: Annotated[
        str | None,
        Meta(
            max_length=120,
            aliases=("anglais",),
            help=("the name in English", "le nom en anglais"),
        ),
    ] = None


NamesField = Annotated[
    dict[Annotated[str, Meta(max_length=120)], NameForms],
    Meta(
        french="noms",
        max_items=MAX_NAMES,
        help=(
            "the battle's names in each language (name as written: {en: …, fr: …}), so "
            "that a kit in the other language reads in it",
            "les noms de la bataille dans chaque langue (nom tel qu'écrit : {fr: …, en: …}), "
            "pour qu'un kit dans l'autre langue se lise dans celle-ci",
        ),
    ),
]
"""Every rule system's ``Battle.names``."""


def longest_form(name: str) -> int:
    """How long a form of ``name`` may be: as long as the name, or as the shortest name
    field's bound (:data:`SHORTEST_NAME`), whichever is longer."""
    return max(len(name), SHORTEST_NAME)


def check(battle: Any) -> list[Finding]:
    """What is wrong with ``battle``'s glossary, in either language (module docstring)."""
    glossary: dict[str, NameForms] = getattr(battle, FIELD, None) or {}
    if not glossary:
        return []
    held = set(_strings(battle))
    findings: list[Finding] = []
    for name, forms in glossary.items():
        path: Path = (FIELD, name)
        if name not in held:
            # a warning: renaming a unit must not stop a build; the entry does nothing
            close = Hint(closest(name, sorted(held)))
            findings.append(warning("name_not_in_battle", path, name=name, close=close))
        if forms.fr is None and forms.en is None:
            findings.append(error("name_without_form", path, name=name))
        for lang in LANGUAGES:
            form = getattr(forms, lang)
            if form is not None and len(form) > longest_form(name):
                limit = longest_form(name)
                findings.append(error("name_form_too_long", (*path, lang), form=form, most=limit))
    for lang in LANGUAGES:
        # names the glossary leaves alone keep theirs; each entry, in the file's order,
        # must not take one already taken (the later of two is the one to change)
        became = {name: name for name in held if name not in glossary}
        for name, forms in glossary.items():
            given = getattr(forms, lang)
            if name not in held or not given:
                continue
            other = became.setdefault(given, name)
            if other != name:
                path = (FIELD, name, lang)
                findings.append(
                    error("name_form_merges", path, name=name, other=other, form=given)
                )
    return findings


def in_language(battle: Any, lang: str) -> Any:
    """``battle`` with every value that is a glossary name replaced by its form in
    ``lang`` (the same battle when there is nothing to replace)."""
    glossary: dict[str, NameForms] = getattr(battle, FIELD, None) or {}
    forms = {
        name: form for name, f in glossary.items() if (form := getattr(f, lang)) and form != name
    }
    if not forms:
        return battle
    return _replaced(battle, forms, top=True)


def _replaced(value: Any, forms: dict[str, str], *, top: bool = False) -> Any:
    if type(value) is str:  # not an enum's value, which is a str too
        return forms.get(value, value)
    if isinstance(value, tuple):
        return tuple(_replaced(v, forms) for v in value)
    if isinstance(value, dict):
        return {_replaced(k, forms): _replaced(v, forms) for k, v in value.items()}
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        changes = {}
        words = _rules_words(type(value))
        for f in dataclasses.fields(value):
            if f.init and f.name not in words and not (top and f.name == FIELD):
                old = getattr(value, f.name)
                new = _replaced(old, forms)
                if new != old:
                    changes[f.name] = new
        return dataclasses.replace(value, **changes) if changes else value
    return value


def _strings(value: Any, *, top: bool = True) -> Iterator[str]:
    """Every text value of ``value`` (a battle), its glossary left out."""
    if type(value) is str:
        yield value
    elif isinstance(value, tuple):
        for v in value:
            yield from _strings(v, top=False)
    elif isinstance(value, dict):
        for k, v in value.items():
            yield from _strings(k, top=False)
            yield from _strings(v, top=False)
    elif dataclasses.is_dataclass(value) and not isinstance(value, type):
        words = _rules_words(type(value))
        for f in dataclasses.fields(value):
            if f.name not in words and not (top and f.name == FIELD):
                yield from _strings(getattr(value, f.name), top=False)


@functools.cache
def _rules_words(cls: type) -> frozenset[str]:
    """The fields of ``cls`` that hold the rules' own words (a ``Meta.choices`` value: a
    troop type, a rank, the language), which are never names, whatever they spell."""
    hints = typing.get_type_hints(cls, include_extras=True)
    return frozenset(name for name, hint in hints.items() if _has_choices(hint))


def _has_choices(hint: Any) -> bool:
    if typing.get_origin(hint) is Annotated:
        base, *extra = typing.get_args(hint)
        return any(isinstance(m, Meta) and m.choices is not None for m in extra) or (
            _has_choices(base)
        )
    return any(_has_choices(arg) for arg in typing.get_args(hint))
