"""Rule systems: the one interface through which kitgen reaches a rule system, and the
registry that finds them.

A rule system is a :class:`RuleSystem` value, published under an entry point of the
``kitgen.systems`` group: the five built-in systems declare theirs in kitgen's own
``pyproject.toml``, and a separately installed package declares its own the same way
(``docs/adding-a-system.md``). Nothing else in kitgen imports a system's modules.

The registry is read once, on first use, and a system's modules are imported only when
it is wanted: a battle file's build imports its own system, not all of them (0.03 s
against 0.19 s for the five). A plugin that fails to load is set aside with what went
wrong (:data:`Broken`), and never stops the others from working.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from importlib import metadata
from pathlib import Path
from typing import TYPE_CHECKING, Any

from kitgen.model import Both

if TYPE_CHECKING:  # annotations only: neither imports a rule system
    from kitgen.cards import Kit
    from kitgen.i18n import Catalogue, Text

GROUP = "kitgen.systems"
"""The entry-point group a rule system is published in."""
BUILT_IN = ("witcher", "bloodlust", "jdrwiki", "promiterra", "fate")
"""kitgen's own systems, in the order it lists them; plugins follow, by name."""


@dataclass(frozen=True, slots=True)
class Document:
    """A page a rule system prints without a battle file (the Witcher's what-if table)."""

    template: str
    """Its template, under the system's templates (``what-if.html.j2``)."""
    context: Callable[[Text], dict[str, Any]]
    """Its values in a language; ``lines`` holds the same as text for the terminal."""


@dataclass(frozen=True, slots=True)
class RuleSystem:
    """Everything kitgen needs from a rule system, and all it may use."""

    key: str
    """What a battle file writes in ``system:``; also its entry point's name."""
    summary: str | Both
    """One line for ``kitgen systems`` and the JSON Schema, ``(english, french)`` (a
    plug-in may give one language only): ``summary_in`` reads it."""
    battle_type: type[Any]
    """The battle file's model: frozen dataclasses annotated with ``kitgen.schema.Meta``."""
    compute: Callable[[Any], Any]
    """Battle -> plan: every number of the kit, with the rules' findings (pure)."""
    to_json: Callable[[Any, Text], dict[str, Any]]
    """Plan -> the ``kitgen compute`` document."""
    summary_lines: Callable[[Any, Text], list[str]]
    """Plan -> what ``kitgen check`` prints."""
    odds_lines: Callable[[Any, Text], list[str]]
    """Plan -> what ``kitgen odds`` prints: the chance of every outcome."""
    presenter: Callable[[Any, Text, Kit], dict[str, Any]]
    """Plan -> the values ``kit.html.j2`` lays out (a template computes nothing)."""
    texts: Catalogue
    """Every sentence and word of the system (kitgen's common ones are added)."""
    starter: Path
    """The battle file ``kitgen new`` writes: every key, explained. Alone, it is written
    whatever the user's language."""
    templates: Path | None = None
    """The folder holding ``kit.html.j2``; ``None`` for kitgen's ``templates/<key>/``."""
    documents: Mapping[str, Document] = field(default_factory=dict)
    """Pages it prints without a battle file, by name."""
    starters: Mapping[str, Path] = field(default_factory=dict)
    """The starter in each language it is written in (``fr``, ``en``): its comments and
    names in that language. A language it lacks gets ``starter``."""

    def starter_in(self, language: str) -> Path:
        """The starter ``kitgen new`` writes for a user who speaks ``language``."""
        return self.starters.get(language, self.starter)

    def summary_in(self, language: str) -> str:
        """The one-line summary in ``language`` (``"en"`` or ``"fr"``)."""
        from kitgen.i18n import in_language

        return in_language(self.summary, language)


@dataclass(frozen=True, slots=True)
class Broken:
    """An installed rule system that could not be loaded, and why."""

    name: str
    target: str
    """Where its entry point points (``package.module:SYSTEM``)."""
    error: str


@dataclass(frozen=True, slots=True)
class Registry:
    systems: Mapping[str, RuleSystem]
    broken: tuple[Broken, ...]


@functools.cache
def entry_points() -> dict[str, metadata.EntryPoint]:
    """Every installed system's entry point, by name, not loaded: kitgen's own first, in
    their order, then the plugins by name."""
    points = {point.name: point for point in metadata.entry_points(group=GROUP)}
    for name in BUILT_IN:  # a checkout run without being installed has no entry points
        points.setdefault(name, metadata.EntryPoint(name, own_entry_point(name), GROUP))
    return {name: points[name] for name in [*BUILT_IN, *sorted(set(points) - set(BUILT_IN))]}


def own_entry_point(name: str) -> str:
    """Where a system of kitgen's own is published (``kitgen.systems.fate:SYSTEM``)."""
    return f"kitgen.systems.{name}:SYSTEM"


def is_own(name: str) -> bool:
    """Whether the system installed under ``name`` is kitgen's own (its templates are
    then kitgen's ``templates/<name>/``), known without importing it."""
    point = entry_points().get(name)
    return point is not None and point.value == own_entry_point(name)


@functools.cache
def loaded(name: str) -> RuleSystem | Broken | None:
    """The system installed under ``name``, imported on first use; :class:`Broken` if it
    cannot be, ``None`` if no system has that name."""
    point = entry_points().get(name)
    if point is None:
        return None
    try:
        system = point.load()
    except Exception as exc:  # a plugin's bug, whatever it is, is set aside
        return Broken(name, point.value, f"{type(exc).__name__}: {exc}")
    problem = _refusal(name, system)
    return Broken(name, point.value, problem) if problem else system


def system_named(name: str) -> RuleSystem | None:
    """The working system installed under ``name``, if there is one."""
    found = loaded(name)
    return found if isinstance(found, RuleSystem) else None


@functools.cache
def registry() -> Registry:
    """Every rule system installed, each loaded (``kitgen systems``, a name to suggest)."""
    every = [loaded(name) for name in entry_points()]
    found = {s.key: s for s in every if isinstance(s, RuleSystem)}
    return Registry(found, tuple(s for s in every if isinstance(s, Broken)))


def _refusal(name: str, system: object) -> str:
    if not isinstance(system, RuleSystem):
        return f"it is a {type(system).__name__}, not a kitgen.systems.RuleSystem"
    if system.key != name:
        return f"its key is '{system.key}' but its entry point is named '{name}'"
    return ""


def systems() -> Mapping[str, RuleSystem]:
    """The rule systems a battle file can name, by key."""
    return registry().systems


def catalogues() -> dict[str, Catalogue]:
    """Every catalogue of texts: kitgen's common one (its terminal's messages included),
    then each system's."""
    from kitgen.i18n import common, messages

    every = {**common.TEXT, **messages.merged()}
    return {"common": every, **{key: s.texts for key, s in systems().items()}}
