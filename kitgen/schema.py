"""Validate a located node tree against frozen dataclasses: one source of truth.

A battle file's shape is written once, as frozen dataclasses whose fields carry
``Annotated[..., Meta(...)]`` metadata (help text, bounds, accepted spellings). This
module reads a node tree into those dataclasses, collecting *every* problem with its
place and a hint, and records where each value came from so that later checks (in the
pure rules core, which knows nothing of files) can point back at the right line.

Supported field types: ``bool``, ``int``, ``Fraction`` (a decimal such as ``1.5`` or
``1,5``, read exactly from its text), ``str``, ``X | None``, ``tuple[X, ...]``,
``dict[K, V]`` with ``int`` or ``str`` keys, nested dataclasses, and unions of a scalar
type with a dataclass (``bool | Casualties``) chosen by the node's shape.
"""

from __future__ import annotations

import dataclasses
import difflib
import functools
import re
import types
import typing
import unicodedata
from collections.abc import Mapping
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Annotated, Any, TypeVar

from kitgen.model import Both, excerpt
from kitgen.nodes import Map, Mark, Node, Path, Scalar, Seq

T = TypeVar("T")


@dataclass(frozen=True, slots=True)
class Meta:
    """What a field accepts, for the validator and for the docs."""

    help: Both = ("", "")
    """What the field holds, ``(english, french)``: both or neither (the JSON Schema's
    description, a missing key's hint); ``help_in`` reads it in one language."""
    min: int | None = None
    max: int | None = None
    aliases: tuple[str, ...] = ()
    """Other key names accepted for this field (French names, short forms)."""
    choices: Mapping[str, str] | None = None
    """Accepted spellings (any case, accents optional) -> canonical value."""
    max_items: int | None = None
    max_length: int | None = None

    def __post_init__(self) -> None:
        # mypy refuses a help in one language inside kitgen; this refuses it from a rule
        # system of another package too, when it is defined rather than when it is shown
        if not (isinstance(self.help, tuple) and len(self.help) == 2):
            raise TypeError(f"Meta(help=…) takes (english, french), got {self.help!r}")

    def help_in(self, lang: str) -> str:
        """The help in ``lang`` (``"en"`` or ``"fr"``); empty if none."""
        return self.help[0 if lang == "en" else 1]


FRENCH_KEYS = {
    "system": ("système",),
    "name": ("nom",),
    "author": ("auteur",),
    "armies": ("armées",),
    "army": ("armée",),
    "commander": ("commandant",),
    "commanders": ("commandants",),
    "troops": ("troupes",),
    "units": ("unités",),
    "count": ("effectif",),
    "player": ("joueur",),
    "players": ("joueurs",),
    "weather": ("météo",),
    "house_rules": ("règles_maison",),
    "print": ("impression",),
    "notes": ("remarques",),
}
"""The French a GM would write for the keys every rule system shares, accepted wherever a
record has such a field (a system's own French keys are its fields' ``Meta.aliases``).
One is left out of a record where it would read as another of its fields. Written with
their accents, as the JSON Schema shows them; the reader folds keys, so ``armees`` is
``armées``."""

LANGUAGE_SPELLINGS = {
    "fr": "fr",
    "francais": "fr",
    "french": "fr",
    "en": "en",
    "english": "en",
    "anglais": "en",
}
Language = Annotated[str | None, Meta(choices=LANGUAGE_SPELLINGS, aliases=("lang", "langue"))]
"""A battle file's ``language:`` (every rule system's): the language of its kit and of
its messages, unless ``--lang``; none given, the reader's (``kitgen.i18n``)."""


@dataclass(frozen=True, slots=True)
class Issue:
    path: Path
    mark: Mark
    message: str


@dataclass(slots=True)
class Reading:
    """What validation found: problems and the place of every value read."""

    issues: list[Issue] = field(default_factory=list)
    marks: dict[Path, Mark] = field(default_factory=dict)

    def mark_of(self, path: Path) -> Mark | None:
        """The place of ``path``, or of its nearest ancestor that was written."""
        while path:
            if path in self.marks:
                return self.marks[path]
            path = path[:-1]
        return self.marks.get(())


LIGATURES = str.maketrans({"œ": "oe", "æ": "ae", "ß": "ss"})
"""Letters NFKD does not split: « Manœuvre » folds like « Manoeuvre »."""


def fold(text: str) -> str:
    """Spelling-insensitive form: lower case, no accents, no spaces/dashes/apostrophes."""
    decomposed = unicodedata.normalize("NFKD", text.casefold().translate(LIGATURES))
    kept = (c for c in decomposed if not unicodedata.combining(c))
    return "".join(c for c in kept if c.isalnum())


def spellings(rows: Mapping[str, tuple[str, ...]]) -> dict[str, str]:
    """``Meta.choices`` from canonical keys and their other spellings: every spelling,
    folded (any case, accents optional) -> its canonical key."""
    out: dict[str, str] = {}
    for key, others in rows.items():
        for spelling in (key, *others):
            out[fold(spelling)] = key
    return out


def quoted(value: object) -> str:
    """A value of the battle file as a message quotes it: in quotes, and bounded
    (``model.excerpt``), so that a huge name makes a short message."""
    return f"'{excerpt(value)}'"


def suggest_choice(word: str, choices: Mapping[str, str]) -> str:
    """Like :func:`suggest` over every accepted spelling, naming the closest spelling and
    the value it stands for (``infantery`` -> ``'infantry', that is 'melee'``)."""
    close = _closest_folded(fold(word), choices)
    if close is None:
        return ""
    spelling, canonical = close, choices[close]
    if fold(canonical) == spelling:
        return f" (did you mean {quoted(canonical)}?)"
    return f" (did you mean {quoted(spelling)}, that is {quoted(canonical)}?)"


SIMILAR = 0.6
"""How alike (``difflib``'s ratio) a word and a candidate must be to suggest it."""


def _closest_folded(folded: str, candidates: typing.Collection[str]) -> str | None:
    """The candidate (folded already, as ``folded`` is) closest to ``folded``, if any is
    close. A ratio of 2 × matches / (both lengths) reaches ``SIMILAR`` only if the longer
    is at most 7/3 as long as the shorter: a word longer than that is like no candidate,
    found without ``difflib``, whose time grows with the product of the lengths."""
    longest = max(map(len, candidates), default=0)
    if len(folded) * SIMILAR > (2 - SIMILAR) * longest:
        return None
    close = difflib.get_close_matches(folded, candidates, n=1, cutoff=SIMILAR)
    return close[0] if close else None


def closest(word: str, candidates: typing.Iterable[str]) -> str | None:
    """The candidate ``word`` is most likely a misspelling of, if any is close."""
    return _closest_in(word, {fold(c): c for c in candidates})


def _closest_in(word: str, folded: Mapping[str, str]) -> str | None:
    """:func:`closest` among candidates given as their folded form -> themselves."""
    close = _closest_folded(fold(word), list(folded))
    return folded[close] if close is not None else None


def suggest(word: str, candidates: typing.Iterable[str]) -> str:
    """`` (did you mean 'x'?)`` or an empty string."""
    close = closest(word, candidates)
    return f" (did you mean {quoted(close)}?)" if close else ""


def read(cls: type[T], node: Node, reading: Reading, path: Path = ()) -> T | None:
    """Read ``node`` as ``cls``; ``None`` if anything was wrong (see ``reading.issues``)."""
    value = _Reader(reading).value(cls, None, node, path, context="")
    return None if value is _INVALID else typing.cast("T", value)


_INVALID = object()
FRENCH_BOOLEANS = {"oui": True, "non": False, "vrai": True, "faux": False}
"""YAML reads yes/no/true/false; a French battle file may write these too."""


def _kind(node: Node) -> str:
    if isinstance(node, Map):
        return "a mapping (key: value lines)"
    if isinstance(node, Seq):
        return "a list"
    if node.value is None:
        return "empty"
    return quoted(node.text)


def _describe(tp: Any) -> str:
    origin = typing.get_origin(tp)
    if origin is typing.Annotated:
        return _describe(typing.get_args(tp)[0])
    if tp is bool:
        return "yes or no (true/false)"
    if tp is int:
        return "a whole number"
    if tp is Fraction:
        return "a number such as 4 or 1.5"
    if tp is str:
        return "text"
    if origin is tuple:
        return "a list"
    if origin is dict or dataclasses.is_dataclass(tp):
        return "a mapping (key: value lines)"
    if origin in (typing.Union, types.UnionType):
        return " or ".join(_describe(a) for a in typing.get_args(tp) if a is not type(None))
    return str(tp)


MAX_ITEMS = 1000
"""Entries of a list or mapping whose field gives no ``max_items``."""


def _too_many(meta: Meta | None, count: int) -> str:
    """What is wrong with a list or mapping of ``count`` entries, if it has too many."""
    limit = meta.max_items if meta and meta.max_items else MAX_ITEMS
    return f"has {count:,} entries; at most {limit:,}" if count > limit else ""


class _Reader:
    def __init__(self, reading: Reading) -> None:
        self.reading = reading

    def fail(self, path: Path, mark: Mark, context: str, message: str) -> object:
        self.reading.issues.append(Issue(path, mark, f"{context}{message}"))
        return _INVALID

    def value(
        self, tp: Any, meta: Meta | None, node: Node, path: Path, context: str, label: str = ""
    ) -> object:
        self.reading.marks[path] = node.mark
        origin = typing.get_origin(tp)
        if origin is typing.Annotated:
            base, *extra = typing.get_args(tp)
            found = next((m for m in extra if isinstance(m, Meta)), meta)
            return self.value(base, found, node, path, context, label)
        what = f"{label} " if label else ""
        if origin in (typing.Union, types.UnionType):
            return self.union(tp, meta, node, path, context, label)
        if dataclasses.is_dataclass(tp):
            return self.record(tp, node, path, context, label)
        if origin is tuple:
            return self.sequence(tp, meta, node, path, context, label)
        if origin is dict:
            return self.mapping(tp, meta, node, path, context, label)
        if not isinstance(node, Scalar) or node.value is None:
            return self.fail(
                path, node.mark, context, f"{what}must be {_describe(tp)}, got {_kind(node)}"
            )
        if tp is bool:
            if isinstance(node.value, bool):
                return node.value
            if isinstance(node.value, str) and fold(node.value) in FRENCH_BOOLEANS:
                return FRENCH_BOOLEANS[fold(node.value)]
            return self.fail(
                path,
                node.mark,
                context,
                f"{what}must be yes or no (true/false), got {quoted(node.text)}",
            )
        if tp is int:
            return self.integer(meta, node, path, context, what)
        if tp is Fraction:
            return self.decimal(meta, node, path, context, what)
        if tp is str:
            return self.text(meta, node, path, context, what)
        raise TypeError(f"schema: unsupported field type {tp!r}")  # a programming error

    def integer(
        self, meta: Meta | None, node: Scalar, path: Path, context: str, what: str
    ) -> object:
        value = node.value
        if isinstance(value, bool) or not isinstance(value, int):
            if isinstance(value, float) and value.is_integer():
                hint = f" (write {excerpt(int(value))})"
            elif isinstance(value, str) and re.fullmatch(r"\s*[+-]?\d[\d_]*\s*", value):
                # only quotes (or !!str) keep YAML from reading digits as a number
                hint = f" (the quotes make it text: write {excerpt(value.strip())} without them)"
            else:
                hint = ""
            return self.fail(
                path,
                node.mark,
                context,
                f"{what}must be a whole number, got {quoted(node.text)}{hint}",
            )
        return self.bounded(meta, value, excerpt(f"{value:,}"), node, path, context, what)

    def bounded(
        self,
        meta: Meta | None,
        value: int | Fraction,
        shown: str,
        node: Scalar,
        path: Path,
        context: str,
        what: str,
    ) -> object:
        """``value`` if it lies within the field's bounds, else a problem quoting ``shown``."""
        if meta and meta.min is not None and value < meta.min:
            return self.fail(
                path, node.mark, context, f"{what}must be at least {meta.min}, got {shown}"
            )
        if meta and meta.max is not None and value > meta.max:
            return self.fail(
                path, node.mark, context, f"{what}must be at most {meta.max:,}, got {shown}"
            )
        return value

    def decimal(
        self, meta: Meta | None, node: Scalar, path: Path, context: str, what: str
    ) -> object:
        """A decimal read from its written text, so ``0.1`` is exactly 1/10."""
        value = node.value
        written = node.text.strip().replace(",", ".")
        number: Fraction | None = None
        if not isinstance(value, bool) and re.fullmatch(r"[+-]?\d{1,9}(\.\d{1,6})?", written):
            number = Fraction(written)
        if number is None:
            return self.fail(
                path,
                node.mark,
                context,
                f"{what}must be a number such as 4 or 1.5, got {quoted(node.text)}",
            )
        return self.bounded(meta, number, written, node, path, context, what)

    def text(self, meta: Meta | None, node: Scalar, path: Path, context: str, what: str) -> object:
        if isinstance(node.value, bool) and meta and meta.choices is not None:
            # YAML 1.1 reads a bare off/no/on/yes as yes-or-no; a word from the list wins
            canonical = meta.choices.get(fold(node.text))
            if canonical is not None:
                return canonical
        if isinstance(node.value, bool) and not (meta and meta.choices is not None):
            return self.fail(
                path,
                node.mark,
                context,
                f"{what}must be text, got {quoted(node.text)} (put it in quotes)",
            )
        text = node.value if isinstance(node.value, str) else node.text
        text = text.strip()
        if not text:
            return self.fail(path, node.mark, context, f"{what}must not be empty")
        limit = meta.max_length if meta and meta.max_length else 200
        if len(text) > limit:
            length = f"is {len(text):,} characters long; at most {limit}"
            return self.fail(path, node.mark, context, f"{what}{length}")
        if meta and meta.choices is not None:
            canonical = meta.choices.get(fold(text))
            if canonical is None:
                shown = sorted(set(meta.choices.values()))
                listing = ", ".join(shown)
                return self.fail(
                    path,
                    node.mark,
                    context,
                    f"{what}{quoted(text)} is not known{suggest_choice(text, meta.choices)}; "
                    f"one of: {listing}",
                )
            return canonical
        return text

    def union(
        self, tp: Any, meta: Meta | None, node: Node, path: Path, context: str, label: str
    ) -> object:
        args = typing.get_args(tp)
        if type(None) in args and isinstance(node, Scalar) and node.value is None:
            return None
        options = [a for a in args if a is not type(None)]
        if len(options) == 1:
            return self.value(options[0], meta, node, path, context, label)
        for option in options:
            bare = (
                typing.get_args(option)[0]
                if typing.get_origin(option) is typing.Annotated
                else option
            )
            if isinstance(node, Map) == (
                dataclasses.is_dataclass(bare) or typing.get_origin(bare) is dict
            ):
                return self.value(option, meta, node, path, context, label)
        what = f"{label} " if label else ""
        return self.fail(
            path, node.mark, context, f"{what}must be {_describe(tp)}, got {_kind(node)}"
        )

    def sequence(
        self, tp: Any, meta: Meta | None, node: Node, path: Path, context: str, label: str
    ) -> object:
        what = f"{label} " if label else ""
        if not isinstance(node, Seq):
            return self.fail(
                path,
                node.mark,
                context,
                f"{what}must be a list (lines starting with '- '), got {_kind(node)}",
            )
        too_many = _too_many(meta, len(node.items))
        if too_many:
            return self.fail(path, node.mark, context, f"{what}{too_many}")
        (item_type, _) = typing.get_args(tp)
        items = [
            self.value(item_type, None, item, (*path, i), context)
            for i, item in enumerate(node.items)
        ]
        if any(i is _INVALID for i in items):
            return _INVALID
        return tuple(items)

    def mapping(
        self, tp: Any, meta: Meta | None, node: Node, path: Path, context: str, label: str
    ) -> object:
        what = f"{label} " if label else ""
        if not isinstance(node, Map):
            return self.fail(
                path,
                node.mark,
                context,
                f"{what}must be a mapping (key: value lines), got {_kind(node)}",
            )
        too_many = _too_many(meta, len(node.entries))
        if too_many:
            return self.fail(path, node.mark, context, f"{what}{too_many}")
        key_type, value_type = typing.get_args(tp)
        key_meta = None
        if typing.get_origin(key_type) is typing.Annotated:
            key_type, *extra = typing.get_args(key_type)
            key_meta = next((m for m in extra if isinstance(m, Meta)), None)
        result: dict[object, object] = {}
        ok = True
        for key_node, value_node in node.entries:
            key = self.value(
                key_type,
                key_meta,
                key_node,
                (*path, "<key>"),
                context,
                f"{label} key".strip(),
            )
            if key is _INVALID:
                ok = False
                continue
            assert isinstance(key, str | int)
            if key in result:
                ok = False
                self.fail(
                    (*path, key),
                    key_node.mark,
                    context,
                    f"{label} key {quoted(key_node.text)} repeats {quoted(key)}; "
                    "give it once".strip(),
                )
                continue
            item = self.value(
                value_type,
                None,
                value_node,
                (*path, key),
                context,
                f"{label}[{excerpt(key)}]" if label else "",
            )
            if item is _INVALID:
                ok = False
            result[key] = item
        return result if ok else _INVALID

    def record(self, cls: Any, node: Node, path: Path, context: str, label: str) -> object:
        named = getattr(cls, "NOUN", "")
        noun = (named if isinstance(named, str) else named[0]) or label or "this entry"
        if not isinstance(node, Map):
            return self.fail(
                path,
                node.mark,
                context,
                f"{noun} must be a mapping (key: value lines), got {_kind(node)}",
            )
        hints, fields, names, folded = _shape(cls)
        given = {k.text: (k, v) for k, v in node.entries}
        inner = context
        name_entry = next((e for k, e in given.items() if names.get(fold(k)) == "name"), None)
        if name_entry and isinstance(name_entry[1], Scalar) and name_entry[1].value is not None:
            inner = f"{noun} {quoted(name_entry[1].text.strip())}: "
        elif label or getattr(cls, "NOUN", ""):
            own = label or noun
            inner = context if context.endswith(f"{own}: ") else f"{context}{own}: "
        values: dict[str, object] = {}
        spelled: dict[str, tuple[str, Mark]] = {}
        """Each field given so far -> the key it was given under, and where."""
        misspelt: set[str] = set()
        """Keys an unknown key was taken for: their absence is the same mistake."""
        ok = True
        for key_text, (key_node, value_node) in given.items():
            target = names.get(fold(key_text))  # any case, accents optional: « Unités »
            if target is None:
                ok = False
                self.reading.marks[(*path, key_text)] = key_node.mark
                meant = _closest_in(key_text, folded)
                misspelt.add(meant or "")
                hint = f" (did you mean {quoted(meant)}?)" if meant else ""
                self.fail(
                    (*path, key_text),
                    key_node.mark,
                    inner,
                    f"unknown key {quoted(key_text)}{hint}; allowed here: {', '.join(fields)}",
                )
                continue
            if target in values:
                ok = False
                first, first_mark = spelled[target]
                same = f" (both are '{target}')" if fold(first) != fold(target) else ""
                self.fail(
                    (*path, target),
                    key_node.mark,
                    inner,
                    f"{quoted(key_text)} repeats {quoted(first)} of line {first_mark.line}"
                    f"{same}; give it once",
                )
                continue
            spelled[target] = (key_text, key_node.mark)
            value = self.value(hints[target], None, value_node, (*path, target), inner, target)
            if value is _INVALID:
                ok = False
            values[target] = value
        for name, f in fields.items():
            if name in values or name in misspelt:
                continue
            if f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING:
                ok = False
                help_text = meta_of(hints[name]).help_in("en")
                why = f" ({help_text})" if help_text else ""
                self.fail((*path, name), node.mark, inner, f"missing key '{name}'{why}")
        if not ok:
            return _INVALID
        return cls(**values)


@functools.cache
def _shape(
    cls: Any,
) -> tuple[dict[str, Any], dict[str, dataclasses.Field[Any]], dict[str, str], dict[str, str]]:
    """A record type's field types, its fields, every key it accepts (folded: any case,
    accents, spaces and underscores optional) -> its field, and its fields' folded names
    -> the fields: worked out once per type, not once per entry
    of a file (``get_type_hints`` is slow)."""
    hints = typing.get_type_hints(cls, include_extras=True)
    fields = {f.name: f for f in dataclasses.fields(cls)}
    names = {
        fold(spelling): name
        for name, spelled in key_spellings(cls).items()
        for spelling in spelled
    }
    return hints, fields, names, {fold(name): name for name in fields}


@functools.cache
def key_spellings(cls: Any) -> dict[str, tuple[str, ...]]:
    """Each field of a record type -> the keys a file may give it under: its name, its
    own aliases, then the shared French ones (``FRENCH_KEYS``, with their accents) that
    no other field of the record reads as. The reader folds them (any case, accents
    optional); the JSON Schema lists them as written here."""
    hints = typing.get_type_hints(cls, include_extras=True)
    fields = [f.name for f in dataclasses.fields(cls)]
    own = {name: (name, *meta_of(hints[name]).aliases) for name in fields}
    taken = {fold(spelling): name for name, spelled in own.items() for spelling in spelled}
    return {
        name: spelled
        + tuple(
            a
            for a in FRENCH_KEYS.get(name, ())
            if taken.get(fold(a), name) == name and a not in spelled
        )
        for name, spelled in own.items()
    }


def meta_of(tp: Any) -> Meta:
    """A field's ``Meta``, or an empty one. A field may annotate a type that is annotated
    already (``Annotated[Base, Meta(aliases=…)]``); Python flattens the two, inner first,
    so each setting comes from the outermost ``Meta`` that gives it."""
    merged = Meta()
    if typing.get_origin(tp) is typing.Annotated:
        for meta in typing.get_args(tp)[1:]:
            if isinstance(meta, Meta):
                given = {
                    f.name: getattr(meta, f.name)
                    for f in dataclasses.fields(meta)
                    if getattr(meta, f.name) != f.default
                }
                merged = dataclasses.replace(merged, **given)
    return merged
