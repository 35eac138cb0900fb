"""Issue 23, item 6: how ``tests/test_one_language.py`` tells which language a line of
kitgen's output is in: one explicit word list per language, and what to remove first
because it is the user's text, not kitgen's."""

from __future__ import annotations

import dataclasses
import re
import types
import typing
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import yaml

from kitgen import handbook
from kitgen.cli import main


def word_list(text: str) -> frozenset[str]:
    """The words of a list written as text, one or more to a line."""
    return frozenset(text.split())


ENGLISH = word_list(
    """
    the is are was be been not of to in into with without for from by and this that these
    those which what when where how why if than only each every its it you your did mean
    has have had got can cannot must should needs need give given gets see try run fix
    again first rest shown here still more most least less no such nothing one two three
    file files folder folders error errors warning warnings missing unknown allowed
    written write writes wrote built building unchanged failed found exists already
    expected number whole choose help show shows default command commands language
    battle battles army troop unit units key keys installed library stops watching
    weather threshold headcount combatants casualties losses odds roll rolls against
    enemy enemies skill skills difficulty damage tactics card cards sheet sheets success
    wins win turn turns hits hit lost times never always side sides between over under
    """
)
"""Words that are English and no French word. Left out because French has them too:
a, an, on, me, or, set, table, page(s), option(s), argument, usage, chance, phase, zone,
kit, terrain, initiative, leadership, machine, commander, moral(e), plus, tour."""

FRENCH = word_list(
    """
    le la les des du au aux un une et ou de ne pas se sa ses ce cet cette ces qui que
    quoi dont il elle ils elles vous votre vos leur leurs lui si par pour avec sans dans
    sur entre chaque tout tous toute toutes aucun aucune rien déjà ici encore moins trop
    mais donc est sont être doit doivent peut peuvent faut fichier fichiers dossier
    erreur erreurs avertissement avertissements remarque clé clés manquante manquant
    inconnue inconnu écrit écrite écrits écrire afficher affiche utilisation commande
    commandes choisissez corrigez relancez donnez ajoutez retirez voyez nombre entier
    valeur langue bataille batailles troupe unité ligne colonne lancer dés seuil pertes
    combattants carte cartes fiche fiches compétence compétences difficulté dégâts
    ennemi ennemie ennemis contre gagne victoire jamais toujours fois défaut aide
    """
)
"""Words that are French and no English word (``on``, ``me``, ``son``, ``page``,
``table``, ``phase``, ``options``… are both, and left out)."""

ENGLISH_MARKS = ("Usage:", "Options:", "Commands:", "Arguments:", "Error:")
"""Click's headings as English writes them (French sets a space before the colon, and
says ``Utilisation``, ``Erreur``): ``usage`` and ``options`` are French words too."""

TITLES = (
    *sorted((p.title for p in handbook.pages()), key=len, reverse=True),
    "Witcher : Règles de Bataille",
    "Maintenant c'est la guerre",
    "Risques & Périls",
    "Promiterra, chapitre 6",
    "Combat de masse",
    "The Witcher",
)
"""Titles, quoted as they are named whatever the language: the rulebooks', the game's,
and those of kitgen's pages (``kitgen docs`` lists each page under its own title, in its
own language)."""

SYSTEM_KEYS = ("witcher", "bloodlust", "jdrwiki", "promiterra", "fate")
COMMANDS = tuple(main.commands)
"""kitgen's commands (``odds``, ``what-if``): names, the same in every language."""

_QUOTED = re.compile(r"(?<!\w)'.*?'(?!\w)|«[^»]*»|\u2018[^\u2019]*\u2019|`[^`]*`")
"""The user's text kitgen quotes: '…' (an apostrophe inside a word is no quote), « … »,
and what is echoed in backticks (keys, ``kitgen check FILE``)."""
_PATH = re.compile(r"\S*(?:/|\.ya?ml\b|\.pdf\b|\.json\b|\.md\b)\S*")
_OPTION = re.compile(r"(?<![\w-])--?[A-Za-z][\w-]*")
_CHOICES = re.compile(r"\[[\w/.-]+(?:\|[\w/.-]+)+\]")
_IDENTIFIER = re.compile(r"\b\w+_\w+\b")
_WORD = re.compile(r"[^\W\d_]+")


def user_names(path: Path) -> list[str]:
    """The names a battle file gives (battle, armies, troops, leaders…): every text value
    that is not a single lowercase word (those are kitgen's words: ``type: militia``),
    longest first so that a name is removed before a shorter one inside it."""
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        return []
    try:
        data = yaml.safe_load(text)
    except yaml.YAMLError:
        found = re.findall(r"\b(?:name|nom):\s*\"?([^\"\n#,}]+)", text)
    else:
        found = list(_strings(data))
    names = {s.strip() for s in found if not re.fullmatch(r"[a-z]+", s.strip())}
    return sorted((n for n in names if n), key=len, reverse=True)


def _strings(data: Any) -> Iterator[str]:
    if isinstance(data, str):
        yield data
    elif isinstance(data, dict):
        for value in data.values():
            yield from _strings(value)
    elif isinstance(data, list):
        for value in data:
            yield from _strings(value)


def kitgens_words(line: str, names: list[str]) -> list[str]:
    """The words of ``line`` that kitgen wrote: quoted values, paths, options, choices,
    identifiers, the battle's names, rulebooks' titles and system keys removed; a word
    in capitals is a metavariable or an abbreviation (FILE, SD), not a word."""
    for name in names:
        line = line.replace(name, " ")
    for title in TITLES:
        line = line.replace(title, " ")
    for pattern in (_QUOTED, _PATH, _OPTION, _CHOICES, _IDENTIFIER):
        line = pattern.sub(" ", line)
    for command in COMMANDS:
        line = re.sub(rf"(?<![\w-]){re.escape(command)}(?![\w-])", " ", line)
    return [w for w in _WORD.findall(line) if not w.isupper() and w.lower() not in SYSTEM_KEYS]


def foreign_words(line: str, lang: str, names: list[str], vocabulary: frozenset[str]) -> list[str]:
    """The words of ``line`` in the language that is not ``lang``. A word a battle file
    may write as a key or a value (``vocabulary``: ``units``, ``armée``, ``militia``) is
    the user's, whatever the line says around it."""
    other = FRENCH if lang == "en" else ENGLISH
    found = [
        w for w in kitgens_words(line, names) if w.lower() in other and w.lower() not in vocabulary
    ]
    if lang == "fr":
        found += [mark for mark in ENGLISH_MARKS if mark in line]
    return found


# --- the words a battle file may write: every system's keys and the words they take ----


def battle_records(root: type[Any]) -> Iterator[type[Any]]:
    """Every record type (dataclass) a battle file of this type holds, once each."""
    seen: set[type[Any]] = set()
    stack = [root]
    while stack:
        cls = stack.pop()
        if cls in seen:
            continue
        seen.add(cls)
        yield cls
        hints = typing.get_type_hints(cls, include_extras=True)
        for f in dataclasses.fields(cls):
            stack += [t for t in _types_in(hints[f.name]) if dataclasses.is_dataclass(t)]


def _types_in(tp: Any) -> Iterator[Any]:
    """``tp`` and every type it is made of (``Annotated``, unions, tuples, dicts)."""
    origin = typing.get_origin(tp)
    if origin is typing.Annotated:
        yield from _types_in(typing.get_args(tp)[0])
        return
    yield tp
    if origin in (typing.Union, types.UnionType, tuple, dict):
        for arg in typing.get_args(tp):
            if arg is not Ellipsis:
                yield from _types_in(arg)


def field_types(cls: type[Any]) -> Iterator[tuple[str, Any]]:
    """Each field of a record with its annotated type (its ``Meta`` included), and the
    annotated types nested in it (a ``dict``'s keys and values, a list's items)."""
    hints = typing.get_type_hints(cls, include_extras=True)
    for f in dataclasses.fields(cls):
        yield from _annotated_in(f"{cls.__name__}.{f.name}", hints[f.name])


def _annotated_in(where: str, tp: Any) -> Iterator[tuple[str, Any]]:
    yield where, tp
    origin = typing.get_origin(tp)
    if origin is typing.Annotated:
        inner = typing.get_args(tp)[0]
        if typing.get_origin(inner) is not None:
            yield from _annotated_in(where, inner)
    elif origin in (typing.Union, types.UnionType, tuple, dict):
        for arg in typing.get_args(tp):
            if arg is not Ellipsis and typing.get_origin(arg) is not None:
                yield from _annotated_in(where, arg)


def vocabulary() -> frozenset[str]:
    """Every key and accepted word of every system's battle file, and every choice of
    the command line, that is one word: the user's words, never a leak. (A phrase such
    as ``elite knights`` is left out: its words are not in the lists.)"""
    import click

    from kitgen.cli import main
    from kitgen.schema import FRENCH_KEYS, key_spellings, meta_of
    from kitgen.systems import systems

    spelled: set[str] = {"system", "language", *(k for ks in FRENCH_KEYS.values() for k in ks)}
    for system in systems().values():
        for cls in battle_records(system.battle_type):
            spelled |= {s for names in key_spellings(cls).values() for s in names}
            for _, tp in field_types(cls):
                choices = meta_of(tp).choices
                if choices:
                    spelled |= {*choices, *choices.values()}
    for command in main.commands.values():
        for param in command.params:
            if isinstance(param.type, click.Choice):
                spelled |= {str(c) for c in param.type.choices}
    return frozenset(s.lower() for s in spelled if _WORD.fullmatch(s))
