"""Click's own words ("Usage:", "Error: No such option…", "[default: …]") in French.

Click wraps every sentence it prints in ``gettext``: each of its modules does
``from gettext import gettext as _`` (and ``ngettext``) and calls ``_("Usage:")`` when it
prints. :func:`install` rebinds those two names, in each of Click's modules, to
:func:`gettext` and :func:`ngettext` below, which answer in the reader's language
(``kitgen.i18n.reader_language``, chosen once per command by the CLI): the msgid itself
in English, :data:`FRENCH` in French.

Why not a real ``GNUTranslations`` bound to the ``messages`` domain: the stdlib's
``gettext.gettext`` picks its language from the environment (``LANGUAGE``, ``LC_ALL``…)
and from ``.mo`` files on disk, once per process, for every library at once. kitgen's
language is chosen per command (``--lang`` beats the locale) and must not leak into
other libraries' ``gettext`` calls; rebinding Click's two names does neither, and the
tests check that every msgid here still occurs in the installed Click's source and that
each module still has the names we rebind, so a Click upgrade that changes either fails
loudly instead of printing English.

Some words are kept at import time by Click's types (a ``click.Path`` calls itself
"file", "directory" or "path"; ``IntRange`` "integer range"): :func:`type_name` gives
them again in the reader's language, for the CLI to set before each command.

A value the user typed is quoted as Click quotes it (``{value!r}``, ``'--nope'``), not with
« », even in French: ``repr`` escapes control characters, so nothing typed reaches the
terminal as it is.
"""

from __future__ import annotations

import importlib
from typing import Any

from kitgen.i18n.typography import french

MODULES = (
    "click.core",
    "click.decorators",
    "click.exceptions",
    "click.formatting",
    "click.parser",
    "click.termui",
    "click.types",
    "click.utils",
    "click.shell_completion",
)
"""Click's modules that call ``_`` (every one of them also imports ``ngettext`` or not)."""

FRENCH: dict[str, str] = {
    # core
    "Aborted!": "Abandon.",
    "Missing command.": "Il manque la commande.",
    # a heading, followed by Click's own ":": the space French sets before it is here
    "Options": "Options\u202f",
    "Commands": "Commandes\u202f",
    "default: {default}": "par défaut : {default}",
    "required": "obligatoire",
    # decorators
    "Show this message and exit.": "Afficher cette aide et quitter.",
    # exceptions
    "Error: {message}": "Erreur : {message}",
    "Try '{command} {option}' for help.": "Tapez « {command} {option} » pour obtenir de l'aide.",
    "Invalid value: {message}": "Valeur incorrecte : {message}",
    "Invalid value for {param_hint}: {message}": "Valeur incorrecte pour {param_hint} : {message}",
    "Missing argument": "Il manque l'argument",
    "Missing option": "Il manque l'option",
    "Missing parameter": "Il manque le paramètre",
    "Missing parameter: {param_name}": "Il manque le paramètre {param_name}",
    "No such option {name!r}.": "Option inconnue : {name!r}.",
    "No such command {name!r}.": "Commande inconnue : {name!r}.",
    "unknown error": "erreur inconnue",
    # formatting
    "Usage:": "Utilisation :",
    # parser
    "Option {name!r} does not take a value.": "L'option {name!r} ne prend pas de valeur.",
    # types: the names of types, then what is wrong with a value
    "file": "fichier",
    "directory": "dossier",
    "path": "chemin",
    "integer": "nombre entier",
    "integer range": "nombre entier",
    "float": "nombre",
    "float range": "nombre",
    "Choose from:\n\t{choices}": "Choisissez parmi :\n\t{choices}",
    "{value} is not in the range {range}.": "{value} n'est pas dans l'intervalle {range}.",
    "{value!r} is not a valid {number_type}.": "{value!r} n'est pas un {number_type} valide.",
    "{name} {filename!r} does not exist.": "{name} {filename!r} introuvable.",
    "{name} {filename!r} is a file.": "{name} attendu, mais {filename!r} est un fichier.",
    "{name} {filename!r} is a directory.": "{name} attendu, mais {filename!r} est un dossier.",
    "{name} {filename!r} is not readable.": "{name} {filename!r} : lecture non autorisée.",
    "{name} {filename!r} is not writable.": "{name} {filename!r} : écriture non autorisée.",
}
"""Every msgid of ``gettext`` a kitgen user can meet, in French (typography applied below)."""

FRENCH_PLURALS: dict[tuple[str, str], tuple[str, str]] = {
    ("Got unexpected extra argument ({args})", "Got unexpected extra arguments ({args})"): (
        "Argument en trop ({args})",
        "Arguments en trop ({args})",
    ),
    ("Did you mean {possibility}?", "(Did you mean one of: {possibilities}?)"): (
        "Vouliez-vous dire {possibility} ?",
        "(Vouliez-vous dire l'une de celles-ci : {possibilities} ?)",
    ),
    ("Option {name!r} requires an argument.", "Option {name!r} requires {nargs} arguments."): (
        "L'option {name!r} attend une valeur.",
        "L'option {name!r} attend {nargs} valeurs.",
    ),
    ("{value!r} is not {choice}.", "{value!r} is not one of {choices}."): (
        "{value!r} n'est pas possible ; seule valeur possible : {choice}.",
        "{value!r} n'est pas possible ; valeurs possibles : {choices}.",
    ),
}
"""Every msgid pair of ``ngettext`` a kitgen user can meet: (singular, plural) in French,
where the singular is for 0 and 1."""

_FRENCH = {msgid: french(text) for msgid, text in FRENCH.items()}
_FRENCH_PLURALS = {ids: (french(one), french(many)) for ids, (one, many) in FRENCH_PLURALS.items()}


def _reader() -> str:
    from kitgen.i18n import reader_language  # kitgen.i18n imports nothing from here

    return reader_language()


def gettext(message: str) -> str:
    """``message`` (one of Click's msgids) in the reader's language."""
    if _reader() == "fr":
        return _FRENCH.get(message, message)
    return message


def ngettext(singular: str, plural: str, n: int) -> str:
    """Click's ``ngettext``: ``singular`` or ``plural`` for ``n``, in the reader's language
    (French counts 0 as singular, English as plural)."""
    if _reader() == "fr":
        pair = _FRENCH_PLURALS.get((singular, plural))
        if pair is not None:
            return pair[0] if n <= 1 else pair[1]
    return singular if n == 1 else plural


def install() -> None:
    """Make Click's modules say their sentences through :func:`gettext` and :func:`ngettext`
    (done once, when ``kitgen.cli`` is imported; harmless when done again)."""
    for name in MODULES:
        module = importlib.import_module(name)
        if hasattr(module, "_"):
            module._ = gettext  # type: ignore[attr-defined]
        if hasattr(module, "ngettext"):
            module.ngettext = ngettext  # type: ignore[attr-defined]


def english_type_name(param_type: Any) -> str:
    """The name Click gives a parameter's type when it is made (``file``, ``integer
    range``), from what the type is rather than from its name, which may already be
    translated."""
    import click

    if isinstance(param_type, click.Path):
        if param_type.file_okay and not param_type.dir_okay:
            return "file"
        if param_type.dir_okay and not param_type.file_okay:
            return "directory"
        return "path"
    return str(type(param_type).name)


def type_name(param_type: Any) -> str:
    """A parameter type's name in the reader's language: "fichier" for a ``click.Path``
    that takes files only, "nombre entier" for an ``IntRange``."""
    return gettext(english_type_name(param_type))
