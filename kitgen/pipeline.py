"""File -> validated battle -> computed plan, with every problem placed in the file.

The one path every command takes (mkdocs' build: load config, validate, then act), so
``check``, ``compute`` and ``build`` agree on what is an error.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from kitgen import names, secrets
from kitgen.errors import KitError, Problem, excerpt
from kitgen.i18n import Text, reader_language
from kitgen.loader import parse_battle_text, read_bounded
from kitgen.model import Finding, InvalidBattle, Severity, said
from kitgen.nodes import Map, Node, Scalar
from kitgen.schema import (
    FRENCH_KEYS,
    LANGUAGE_SPELLINGS,
    Language,
    Reading,
    did_you_mean,
    fold,
    meta_of,
    read,
)
from kitgen.systems import RuleSystem, loaded, systems


@dataclass(frozen=True, slots=True)
class Loaded:
    """A battle file that validated and computed, with its warnings placed and worded."""

    path: Path
    display: str
    system: RuleSystem
    battle: Any
    plan: Any
    text: Text
    warnings: tuple[Problem, ...]
    findings: tuple[Finding, ...]
    reading: Reading

    def place(self, finding: Finding) -> Problem:
        """A finding of a later stage (the layout check) placed in this file and worded."""
        return _place(finding, self.display, self.reading, self.text)


def load(path: Path, *, lang: str | None = None, strict: bool = False) -> Loaded:
    """Read, validate and compute one battle file; ``KitError`` lists every problem."""
    return load_bytes(read_bounded(path, str(path)), path, lang=lang, strict=strict)


def load_bytes(raw: bytes, path: Path, *, lang: str | None = None, strict: bool = False) -> Loaded:
    """:func:`load` for bytes already read (the build cache hashes what it loads). Its
    problems are worded in ``lang``, else in the file's ``language:``, else in the
    reader's language (``kitgen.i18n.user_language``: the locale's)."""
    display = str(path)
    node = parse_battle_text(raw, display)
    chosen = lang or language_of(node)
    try:
        return _load_node(node, path, display, lang=chosen, strict=strict)
    except KitError as exc:
        raise (exc.in_language(chosen) if chosen else exc) from None


def language_of(node: Node) -> str | None:
    """The language a battle file asks for (``language:`` or ``langue:`` at its top,
    written as the schema accepts it), read before the file is validated so that its
    errors are worded in it; ``None`` when it says none, or none the schema accepts."""
    if not isinstance(node, Map):
        return None
    for key, value in node.entries:
        if fold(key.text) in LANGUAGE_KEYS and isinstance(value, Scalar):
            return LANGUAGE_SPELLINGS.get(fold(value.text))
    return None


def _load_node(node: Node, path: Path, display: str, *, lang: str | None, strict: bool) -> Loaded:
    system = _system_of(node, display)
    reading = Reading()
    battle = read(system.battle_type, node, reading)
    if battle is None:
        later = "one" if len(reading.issues) == 1 else "many"
        raise KitError(
            (Problem(display, i.mark, i.message) for i in reading.issues),
            note=said(f"pipeline.rules_later.{later}"),
        )
    text = Text(lang or battle.language or reader_language(), system.texts)
    glossary = names.check(battle)
    if any(f.severity is Severity.ERROR for f in glossary):
        raise KitError(
            _place(f, display, reading, text) for f in glossary if f.severity is Severity.ERROR
        )
    # names in the kit's language before anything is computed (kitgen.names): every
    # reference moves with its name, and the figures are those of the file as written
    battle = names.in_language(battle, text.lang)
    try:
        plan = system.compute(battle)
    except InvalidBattle as invalid:
        raise KitError(
            _place(f, display, reading, text)
            for f in invalid.findings
            if f.severity is Severity.ERROR
        ) from None
    mistaken = secrets.check(battle)
    if mistaken:
        raise KitError(_place(f, display, reading, text) for f in mistaken)
    findings = (*glossary, *plan.findings)
    warnings = tuple(
        _place(f, display, reading, text) for f in findings if f.severity is Severity.WARNING
    )
    if strict and warnings:
        raise KitError(w.strict() for w in warnings)
    return Loaded(path, display, system, battle, plan, text, warnings, findings, reading)


def for_players(loaded: Loaded) -> tuple[Loaded, secrets.Redacted]:
    """``loaded`` as its players' copy is computed: from the battle with its secrets taken
    out (``kitgen.secrets``), so that no secret can reach that copy. A path of the
    redacted battle is placed in the file with ``Redacted.original``."""
    redacted = secrets.redact(loaded.battle)
    if not redacted.kept:
        return loaded, redacted
    try:
        plan = loaded.system.compute(redacted.battle)
    except InvalidBattle as invalid:
        text = loaded.text
        raise KitError(
            Problem(
                loaded.display,
                loaded.reading.mark_of(redacted.original(f.path)),
                text("msg.players_copy_invalid", reason=text.finding(f)),
                text.lang,
            )
            for f in invalid.findings
            if f.severity is Severity.ERROR
        ).in_language(text.lang) from None
    return dataclasses.replace(loaded, battle=redacted.battle, plan=plan), redacted


def _place(finding: Finding, display: str, reading: Reading, text: Text) -> Problem:
    return Problem(display, reading.mark_of(finding.path), text.finding(finding), text.lang)


LANGUAGE_KEYS = frozenset(fold(k) for k in ("language", *meta_of(Language).aliases))
SYSTEM_KEYS = frozenset(fold(k) for k in ("system", *FRENCH_KEYS["system"]))


def _system_of(node: Node, display: str) -> RuleSystem:
    if not isinstance(node, Map):
        raise KitError([Problem(display, node.mark, said("pipeline.not_a_mapping"))])
    for key, value in node.entries:
        if fold(key.text) not in SYSTEM_KEYS:  # as the schema reads keys: « Système »
            continue
        word = value.text if isinstance(value, Scalar) else ""
        found = loaded(fold(word)) if word else None  # only the system named is imported
        if isinstance(found, RuleSystem):
            return found
        if found is not None:  # installed, but broken
            problem = said(
                "pipeline.broken_system",
                name=found.name,
                target=found.target,
                error=found.error,
            )
            raise KitError([Problem(display, value.mark, problem)])
        known = systems()
        problem = said(
            "pipeline.unknown_system",
            name=excerpt(word),
            hint=did_you_mean(word, known),
            systems=", ".join(known),
        )
        raise KitError([Problem(display, value.mark, problem)])
    problem = said("pipeline.missing_system", systems=", ".join(systems()))
    raise KitError([Problem(display, node.mark, problem)])
