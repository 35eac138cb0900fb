"""Value types shared by every rule system."""

from __future__ import annotations

import enum
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

from kitgen.nodes import Path


class Severity(enum.Enum):
    ERROR = "error"
    WARNING = "warning"


EXCERPT = 120
"""How many characters of a user's value a message quotes at most: a whole name (names
hold at most 120), the start of anything longer."""


def excerpt(value: object, limit: int = EXCERPT) -> str:
    """``value`` as a message quotes it: whole when short, else its start and an ellipsis,
    so that a 1 MB name makes a short message, not a 1 MB one. The ellipsis is the same in
    every language."""
    text = str(value)
    if len(text) <= limit:
        return text
    return f"{text[: limit - 1]}…"


@dataclass(frozen=True, slots=True)
class Words:
    """A finding value that ``kitgen.i18n`` words in the reader's language: these keys,
    joined by commas (the core names things; the reader's language says them)."""

    keys: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Hint:
    """A finding value that ``kitgen.i18n`` words as `` (did you mean 'NAME'?)``, or as
    nothing without a name: the closest of the file's names to one it does not know
    (``kitgen.schema.closest``)."""

    name: str | None


@dataclass(frozen=True, slots=True)
class Said:
    """A message kitgen words in the reader's language when it is shown, not when it is
    made: a catalogue key (``kitgen.i18n``) and the values it fills in. The core, the
    loader and the schema say *what*; the command line chooses the language. A value may
    itself be a ``Said`` (a context such as "army 'Duché': " around a message)."""

    key: str
    params: tuple[tuple[str, SaidValue], ...] = ()


Both = tuple[str, str]
"""Text written in each language beside what it describes, ``(english, french)`` like a
catalogue entry: a field's help (``schema.Meta.help``), a record's noun (``NOUN``)."""

SaidValue = str | int | Said | Both
"""A ``Said`` value: a ``str`` is shown as given (the maker quotes and cuts the battle
file's text), an ``int`` is grouped as the language writes numbers (10 000 / 10,000),
a ``Both`` is shown in the reader's language."""


def said(key: str, **params: SaidValue) -> Said:
    """``Said(key, params)`` from keyword arguments: ``said("schema.must_be", ...)``."""
    return Said(key, tuple(params.items()))


Message = str | Said
"""What a problem says: a ``Said`` worded when shown, or text already worded."""

Value = str | int | Words | Hint
"""A finding's value. A ``str`` is text of the battle file's, or made of it: a message
quotes an excerpt of it (``excerpt``)."""


@dataclass(frozen=True, slots=True)
class Finding:
    """Something the rules core noticed about a battle: a code, its values, its place.

    The core says *what* (``code`` and ``params``) and *where* (a path in the battle
    file); ``kitgen.i18n`` says it in French or English and the CLI adds ``file:line:col``.
    """

    severity: Severity
    code: str
    path: Path
    params: tuple[tuple[str, Value], ...] = ()
    ruling: str = ""

    @property
    def values(self) -> dict[str, Value]:
        return dict(self.params)


def words(*keys: str) -> Words:
    """A finding value that ``kitgen.i18n`` words as those keys, joined by commas."""
    return Words(keys)


def error(code: str, path: Path, ruling: str = "", **params: Value) -> Finding:
    return Finding(Severity.ERROR, code, path, tuple(params.items()), ruling)


def warning(code: str, path: Path, ruling: str = "", **params: Value) -> Finding:
    return Finding(Severity.WARNING, code, path, tuple(params.items()), ruling)


def warnings_in(findings: Sequence[Finding]) -> tuple[Finding, ...]:
    """The warnings among ``findings`` (what every plan's ``warnings`` gives)."""
    return tuple(f for f in findings if f.severity is Severity.WARNING)


def round_half_up(value: Fraction) -> int:
    """Round a non-negative exact value to the nearest integer, halves going up."""
    return share_half_up(value.numerator, value.denominator)


def share_half_up(numerator: int, denominator: int) -> int:
    """``numerator / denominator`` rounded half up, in integers only (both >= 0)."""
    return (2 * numerator + denominator) // (2 * denominator)


@dataclass(frozen=True, slots=True)
class Term:
    """One contribution to a stat: an i18n-able key (``base``, a criterion, a talent…), its
    value, and a name the GM wrote (a modifier's label), printed as is."""

    key: str
    value: int
    detail: str = ""


@dataclass(frozen=True, slots=True)
class Stat:
    name: str
    terms: tuple[Term, ...]
    value: int
    """The sum of the terms after the rules' limits (a clamp, a cap)."""

    @property
    def raw(self) -> int:
        return sum(t.value for t in self.terms)

    @property
    def clamped(self) -> bool:
        return self.raw != self.value


class InvalidBattle(ValueError):
    """A battle that cannot be computed; ``findings`` says why (errors and warnings)."""

    def __init__(self, findings: Sequence[Finding]) -> None:
        self.findings = tuple(findings)
        errors = sum(f.severity is Severity.ERROR for f in self.findings)
        super().__init__(f"{errors} error(s)")
