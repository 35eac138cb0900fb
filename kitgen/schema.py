"""Validate a located node tree against frozen dataclasses: one source of truth.

A battle file's shape is written once, as frozen dataclasses whose fields carry
``Annotated[..., Meta(...)]`` metadata (help text, bounds, accepted spellings). This
module reads a node tree into those dataclasses, collecting *every* problem with its
place and a hint, and records where each value came from so that later checks (in the
pure rules core, which knows nothing of files) can point back at the right line.

Supported field types: ``bool``, ``int``, ``Fraction`` (a decimal such as ``1.5`` or
``1,5``, read exactly from its text), ``str``, ``X | None``, ``tuple[X, ...]``,
``dict[K, V]`` with ``int`` or ``str`` keys, nested dataclasses, and unions of a scalar
type with a dataclass (``bool | Casualties``) or a tuple (``str | tuple[str, ...]``),
chosen by the node's shape.
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

from kitgen.i18n import in_language, say
from kitgen.model import EXCERPT, Both, Message, Said, SaidValue, excerpt, said
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
    """Other key names accepted for this field (short forms, English variants, other
    French words than ``french``)."""
    french: str = ""
    """The key a French battle file writes for this field, when ``FRENCH_KEYS`` does not
    say it: accepted like an alias, and the name French messages give the field
    (« clés permises ici : nom, effectif… »)."""
    choices: Mapping[str, str] | None = None
    """Accepted spellings (any case, accents optional) -> canonical value."""
    max_items: int | None = None
    max_length: int | None = None
    secret: str = ""
    """What the field says of the players' copy (``kitgen.secrets``): ``KEPT``,
    ``CONCEALED``, ``OWNER``, ``FOLLOWS`` or ``LINK``; empty, nothing."""

    def __post_init__(self) -> None:
        # mypy refuses a help in one language inside kitgen; this refuses it from a rule
        # system of another package too, when it is defined rather than when it is shown
        if not (isinstance(self.help, tuple) and len(self.help) == 2):
            raise TypeError(f"Meta(help=…) takes (english, french), got {self.help!r}")

    def help_in(self, lang: str) -> str:
        """The help in ``lang`` (``"en"`` or ``"fr"``); empty if none."""
        return in_language(self.help, lang)


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
record has such a field (a system's own French keys are its fields' ``Meta.french``).
One is left out of a record where it would read as another of its fields. Written with
their accents, as the JSON Schema shows them; the reader folds keys, so ``armees`` is
``armées``."""


@dataclass(frozen=True, slots=True)
class Issue:
    path: Path
    mark: Mark
    message: Message


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


PRINTS_AS_NOTHING = re.compile(
    "[\u00ad\u034f\u115f\u1160\u180e\u200b\u2060-\u2064\u3164\uffa0"
    "\ufff9-\ufffb\U000e0001\U000e0020-\U000e007f]"
)
"""Characters that print as nothing (zero-width spaces and joiners, the soft hyphen,
fillers, tag characters): refused in a ``name`` (issue 41, item 9), where "Piquiers de
Varenne" and the same with a zero-width space would be two units that print alike. Prose
may hold them (the examples set a word joiner after a dash so a range does not break)."""


def fold(text: str) -> str:
    """Spelling-insensitive form: lower case, no accents, no spaces/dashes/apostrophes."""
    decomposed = unicodedata.normalize("NFKD", text.casefold().translate(LIGATURES))
    kept = (c for c in decomposed if not unicodedata.combining(c))
    return "".join(c for c in kept if c.isalnum())


class Choices(dict[str, str]):
    """``Meta.choices`` as :func:`spellings` makes it: every accepted spelling, folded ->
    its canonical value (a plain ``dict`` to whatever looks values up), and the words a
    message offers for them."""

    __slots__ = ("french", "written")

    french: Mapping[str, str]
    """Canonical value -> the word a French reader is offered for it (``milice``,
    ``chevaliers d'élite``), one of its spellings; empty: the canonical values."""
    written: Mapping[str, str]
    """Folded spelling -> as the rows write it (``chevalier d'élite``)."""

    def __init__(
        self,
        spelled: Mapping[str, str],
        french: Mapping[str, str] | None = None,
        written: Mapping[str, str] | None = None,
    ) -> None:
        super().__init__(spelled)
        self.french = french or {}
        self.written = written or {}

    def __hash__(self) -> int:  # type: ignore[override]
        """By value, as equality is, so that a ``Meta`` holding choices can stand in a
        union (``PlanAction | tuple[PlanAction, ...]``): typing hashes its members. The
        choices are never changed once made."""
        return hash(frozenset(self.items()))


def spellings(
    rows: Mapping[str, tuple[str, ...]], french: Mapping[str, str] | None = None
) -> Choices:
    """``Meta.choices`` from canonical keys and their other spellings: every spelling,
    folded (any case, accents optional) -> its canonical key. ``french`` gives each key
    the word a French message offers for it, written with its accents: a spelling of
    that key (a programming error otherwise, raised at import)."""
    out: dict[str, str] = {}
    written: dict[str, str] = {}
    for key, others in rows.items():
        for spelling in (key, *others):
            out[fold(spelling)] = key
            written.setdefault(fold(spelling), spelling)
    words = dict(french or {})
    if french is not None and set(words) != set(rows):
        raise ValueError(f"French words for {sorted(words)}, values {sorted(rows)}")
    for key, word in words.items():
        if out.get(fold(word)) != key:
            raise ValueError(f"the French word {word!r} is no spelling of {key!r}")
    return Choices(out, words, written)


def choice_words(choices: Mapping[str, str]) -> Both:
    """The values ``choices`` accepts as a message lists them: the canonical ones in
    English, the French words in French (in French order: accents aside)."""
    canonical = sorted(set(choices.values()))
    french = [_french_word(choices, value) for value in canonical]
    return ", ".join(canonical), ", ".join(sorted(french, key=lambda w: (fold(w), w)))


def _french_word(choices: Mapping[str, str], value: str) -> str:
    return _french_words(choices).get(value, value)


def _french_words(choices: Mapping[str, str]) -> Mapping[str, str]:
    """Value -> its French word, as :func:`spellings` gave them (none in a plain dict)."""
    return choices.french if isinstance(choices, Choices) else {}


LANGUAGE_SPELLINGS = spellings(
    {"fr": ("français", "french"), "en": ("english", "anglais")},
    french={"fr": "français", "en": "anglais"},
)
KEPT = "kept"
"""``Meta.secret`` of a yes/no field: when yes, its record is kept from every players'
copy, whichever army it belongs to."""
CONCEALED = "concealed"
"""``Meta.secret`` of a yes/no field: when yes, its record is kept from the players' copy
unless it belongs to the players' army (a unit deployed face down). Of any other field:
its value is its army's secret (a Fate hidden aspect, Bloodlust traps)."""
OWNER = "owner"
"""``Meta.secret`` of a text field naming the army a record belongs to, when it is not
the army it is written in (the army that placed a Fate hidden aspect)."""
FOLLOWS = "follows"
"""``Meta.secret`` of a field naming records of its army (a name, or a list of names):
when every record it names is kept from the players, so is its own record (a commander
attached to a secret unit)."""
LINK = "link"
"""``Meta.secret`` of a field naming records of its army: the names of those kept from
the players are taken out of it, the record stays (the troop whose chief leads)."""

Secret = Annotated[
    bool,
    Meta(help=("kept off the players' handout", "gardé hors du livret des joueurs"), secret=KEPT),
]
"""A ``secret:`` of any record the players' handout leaves out (every rule system's)."""

PlayersArmy = Annotated[
    str | None,
    Meta(
        max_length=80,
        french="armée_des_joueurs",
        aliases=("players_side", "camp_des_joueurs"),
        help=(
            "the army the player characters command or fight for: the players' copy shows "
            "it as its commanders know it",
            "l'armée que commandent ou servent les personnages joueurs : le livret des "
            "joueurs la montre telle que ses chefs la connaissent",
        ),
    ),
]
"""A battle's ``players_army:`` (every rule system's): whose secrets the players' copy
may show (``kitgen.secrets``). None: every army's secrets are kept."""

Language = Annotated[
    str | None, Meta(choices=LANGUAGE_SPELLINGS, aliases=("lang",), french="langue")
]
"""A battle file's ``language:`` (every rule system's): the language of its kit and of
its messages, unless ``--lang``; none given, the reader's (``kitgen.i18n``)."""


def system_choices(name: str) -> Choices:
    """``Meta.choices`` of a battle file's ``system:``: the rule system's name, the same
    word in French."""
    return spellings({name: ()}, french={name: name})


def quoted(value: object) -> Said:
    """A value of the battle file as a message quotes it: in the reader's quotes ('…',
    « … »), and bounded (``model.excerpt``), so that a huge name makes a short message."""
    return said("schema.kind.value", value=excerpt(value))


def suggest_choice(word: str, choices: Mapping[str, str]) -> SaidValue:
    """Like :func:`did_you_mean` over every accepted spelling, naming the closest spelling
    and the value it stands for (``infantery`` -> ``'infantry', that is 'melee'``). In
    French, the closest French word if one is close (``milita`` -> ``milice``), else the
    closest spelling and the French word for its value. Each language's suggestion is
    worded here (``Both``): they may differ in shape, one naming a word, the other a
    word and what it stands for."""
    folded = fold(word)
    close = _closest_folded(folded, choices)
    if close is None:
        return ""
    value = choices[close]
    english = _suggestion(choices, close, value)
    words = {fold(w): v for v, w in _french_words(choices).items()}
    near = _closest_folded(folded, words)
    french = _suggestion(choices, close, _french_word(choices, value))
    if near is not None:
        french = said("did_you_mean", name=excerpt(_french_word(choices, words[near])))
    if english == french:
        return english
    return say(english, "en"), say(french, "fr")


def _suggestion(choices: Mapping[str, str], close: str, meaning: str) -> Said:
    """`` (did you mean 'x'?)`` if the spelling ``close`` is ``meaning``'s, else
    `` (did you mean 'x', that is 'meaning'?)``."""
    if fold(meaning) == close:
        return said("did_you_mean", name=excerpt(meaning))
    spelling = choices.written.get(close, close) if isinstance(choices, Choices) else close
    return said("schema.did_you_mean_that_is", name=excerpt(spelling), canonical=excerpt(meaning))


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


def did_you_mean(word: str, candidates: typing.Iterable[str]) -> Message:
    """`` (did you mean 'x'?)`` in the reader's language, or nothing (an empty string)."""
    close = closest(word, candidates)
    return said("did_you_mean", name=excerpt(close)) if close else ""


def read(cls: type[T], node: Node, reading: Reading, path: Path = ()) -> T | None:
    """Read ``node`` as ``cls``; ``None`` if anything was wrong (see ``reading.issues``)."""
    value = _Reader(reading).value(cls, None, node, path, context="")
    return None if value is _INVALID else typing.cast("T", value)


_INVALID = object()
FRENCH_BOOLEANS = {"oui": True, "non": False, "vrai": True, "faux": False}
"""YAML reads yes/no/true/false; a French battle file may write these too."""


def _kind(node: Node) -> Said:
    """What a value that does not fit was, for "…, got a list"."""
    if isinstance(node, Map):
        return said("schema.kind.mapping")
    if isinstance(node, Seq):
        return said("schema.kind.list")
    if node.value is None:
        return said("schema.kind.empty")
    return quoted(node.text)


def _describe(tp: Any) -> Message:
    """What a value of type ``tp`` must be, for "must be a whole number"."""
    origin = typing.get_origin(tp)
    if origin is typing.Annotated:
        return _describe(typing.get_args(tp)[0])
    if tp is bool:
        return said("schema.kind.yes_no")
    if tp is int:
        return said("schema.kind.whole")
    if tp is Fraction:
        return said("schema.kind.decimal")
    if tp is str:
        return said("schema.kind.text")
    if origin is tuple:
        return said("schema.kind.list")
    if origin is dict or dataclasses.is_dataclass(tp):
        return said("schema.kind.mapping")
    if origin in (typing.Union, types.UnionType):
        kinds = [_describe(a) for a in typing.get_args(tp) if a is not type(None)]
        return functools.reduce(
            lambda first, second: said("schema.kind.or", first=first, second=second), kinds
        )
    return str(tp)


def _subject(label: SaidValue) -> Message:
    """What a message is about, before its verb: ``count `` (as the file wrote the key),
    or nothing."""
    return said("schema.subject", label=label) if label else ""


def _entry_of(path: Path) -> Message:
    """A list inside a list, named by its place (``entry 2 of plans``): a message about
    it has no key of its own to name (issue 41, item 14: "has 13 entries", what has?)."""
    if len(path) >= 2 and isinstance(path[-1], int) and isinstance(path[-2], str):
        return said("schema.entry_of", n=path[-1] + 1, field=path[-2])
    return ""


def _must_be(what: Message, expected: Message, node: Node, hint: Message = "") -> Said:
    return said("schema.must_be", what=what, expected=expected, got=_kind(node), hint=hint)


def _number(value: int | Fraction, written: str) -> SaidValue:
    """A number of the file as a message shows it: a whole number grouped as the reader's
    language writes it (10 000 / 10,000) unless that is too long to quote whole, else as
    written."""
    if isinstance(value, int) and len(written) <= EXCERPT:
        return value
    return excerpt(written)


MAX_ITEMS = 1000
"""Entries of a list or mapping whose field gives no ``max_items``."""


def _too_many(meta: Meta | None, count: int, what: Message) -> Said | None:
    """What is wrong with a list or mapping of ``count`` entries, if it has too many."""
    limit = meta.max_items if meta and meta.max_items else MAX_ITEMS
    if count <= limit:
        return None
    return said("schema.too_many", what=what, count=count, limit=limit)


@functools.cache
def _in_french(cls: Any) -> dict[str, str]:
    """Each field of a record type -> the key French messages name it by: its
    ``Meta.french``, else its shared French key (``FRENCH_KEYS``) if the record reads it,
    else its name."""
    hints = typing.get_type_hints(cls, include_extras=True)
    names: dict[str, str] = {}
    for name, spelled in key_spellings(cls).items():
        shared = [a for a in FRENCH_KEYS.get(name, ()) if a in spelled]
        names[name] = meta_of(hints[name]).french or (shared[0] if shared else name)
    return names


def _key_name(cls: Any, name: str) -> Both:
    """A field of ``cls`` as a message names it: in English its name, in French its
    French key."""
    return (name, _in_french(cls)[name])


def _allowed(cls: Any) -> Both:
    """The keys a record allows, listed in either language."""
    french = _in_french(cls)
    return (", ".join(french), ", ".join(french.values()))


class _Reader:
    def __init__(self, reading: Reading) -> None:
        self.reading = reading

    def fail(self, path: Path, mark: Mark, context: Message, message: Said) -> object:
        shown = said("schema.in_context", context=context, message=message) if context else message
        self.reading.issues.append(Issue(path, mark, shown))
        return _INVALID

    def value(
        self,
        tp: Any,
        meta: Meta | None,
        node: Node,
        path: Path,
        context: Message,
        label: Message = "",
    ) -> object:
        self.reading.marks[path] = node.mark
        origin = typing.get_origin(tp)
        if origin is typing.Annotated:
            base, *extra = typing.get_args(tp)
            found = next((m for m in extra if isinstance(m, Meta)), meta)
            return self.value(base, found, node, path, context, label)
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
                path, node.mark, context, _must_be(_subject(label), _describe(tp), node)
            )
        if tp is bool:
            if isinstance(node.value, bool):
                return node.value
            if isinstance(node.value, str) and fold(node.value) in FRENCH_BOOLEANS:
                return FRENCH_BOOLEANS[fold(node.value)]
            return self.fail(
                path, node.mark, context, _must_be(_subject(label), _describe(tp), node)
            )
        if tp is int:
            return self.integer(meta, node, path, context, label)
        if tp is Fraction:
            return self.decimal(meta, node, path, context, label)
        if tp is str:
            return self.text(meta, node, path, context, label)
        raise TypeError(f"schema: unsupported field type {tp!r}")  # a programming error

    def integer(
        self, meta: Meta | None, node: Scalar, path: Path, context: Message, label: Message
    ) -> object:
        value = node.value
        if isinstance(value, bool) or not isinstance(value, int):
            hint: Message = ""
            if isinstance(value, float) and value.is_integer():
                hint = said("schema.hint.write", value=excerpt(int(value)))
            elif isinstance(value, str) and re.fullmatch(r"\s*[+-]?\d[\d_]*\s*", value):
                # only quotes (or !!str) keep YAML from reading digits as a number
                hint = said("schema.hint.unquote", value=excerpt(value.strip()))
            return self.fail(
                path, node.mark, context, _must_be(_subject(label), _describe(int), node, hint)
            )
        return self.bounded(meta, value, f"{value:,}", node, path, context, label)

    def bounded(
        self,
        meta: Meta | None,
        value: int | Fraction,
        written: str,
        node: Scalar,
        path: Path,
        context: Message,
        label: Message,
    ) -> object:
        """``value`` if it lies within the field's bounds, else a problem quoting it as
        ``written``."""
        if meta and meta.min is not None and value < meta.min:
            problem = said(
                "schema.at_least",
                what=_subject(label),
                min=meta.min,
                got=_number(value, written),
            )
            return self.fail(path, node.mark, context, problem)
        if meta and meta.max is not None and value > meta.max:
            problem = said(
                "schema.at_most",
                what=_subject(label),
                max=meta.max,
                got=_number(value, written),
            )
            return self.fail(path, node.mark, context, problem)
        return value

    def decimal(
        self, meta: Meta | None, node: Scalar, path: Path, context: Message, label: Message
    ) -> object:
        """A decimal read from its written text, so ``0.1`` is exactly 1/10."""
        value = node.value
        written = node.text.strip()
        number: Fraction | None = None
        if not isinstance(value, bool) and re.fullmatch(r"[+-]?\d{1,9}([.,]\d{1,6})?", written):
            number = Fraction(written.replace(",", "."))
        if number is None:
            return self.fail(
                path, node.mark, context, _must_be(_subject(label), _describe(Fraction), node)
            )
        return self.bounded(meta, number, written, node, path, context, label)

    def text(
        self, meta: Meta | None, node: Scalar, path: Path, context: Message, label: Message
    ) -> object:
        if isinstance(node.value, bool) and meta and meta.choices is not None:
            # YAML 1.1 reads a bare off/no/on/yes as yes-or-no; a word from the list wins
            canonical = meta.choices.get(fold(node.text))
            if canonical is not None:
                return canonical
        what = _subject(label)
        if isinstance(node.value, bool) and not (meta and meta.choices is not None):
            hint = said("schema.hint.quote")
            return self.fail(path, node.mark, context, _must_be(what, _describe(str), node, hint))
        text = node.value if isinstance(node.value, str) else node.text
        text = text.strip()
        if not text:
            return self.fail(path, node.mark, context, said("schema.not_empty", what=what))
        limit = meta.max_length if meta and meta.max_length else 200
        if len(text) > limit:
            problem = said("schema.too_long", what=what, length=len(text), limit=limit)
            return self.fail(path, node.mark, context, problem)
        blank = PRINTS_AS_NOTHING.search(text) if path and path[-1] == "name" else None
        if blank is not None:  # two names that print alike must not be two things
            char = blank.group()
            problem = said(
                "loading.invisible",
                position=blank.start() + 1,
                code=f"{ord(char):04X}",
                label=unicodedata.name(char),
            )
            return self.fail(path, node.mark, context, problem)
        if meta and meta.choices is not None:
            canonical = meta.choices.get(fold(text))
            if canonical is None:
                problem = said(
                    "schema.not_known",
                    what=what,
                    value=excerpt(text),
                    hint=suggest_choice(text, meta.choices),
                    choices=choice_words(meta.choices),
                )
                return self.fail(path, node.mark, context, problem)
            return canonical
        return text

    def union(
        self,
        tp: Any,
        meta: Meta | None,
        node: Node,
        path: Path,
        context: Message,
        label: Message,
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
            if _shape_of(node) == _shape_of_type(bare):
                return self.value(option, meta, node, path, context, label)
        return self.fail(path, node.mark, context, _must_be(_subject(label), _describe(tp), node))

    def sequence(
        self,
        tp: Any,
        meta: Meta | None,
        node: Node,
        path: Path,
        context: Message,
        label: Message,
    ) -> object:
        if not isinstance(node, Seq):
            expected = said("schema.kind.list_lines")
            return self.fail(path, node.mark, context, _must_be(_subject(label), expected, node))
        too_many = _too_many(meta, len(node.items), _subject(label or _entry_of(path)))
        if too_many:
            return self.fail(path, node.mark, context, too_many)
        (item_type, _) = typing.get_args(tp)
        items = [
            self.value(item_type, None, item, (*path, i), context)
            for i, item in enumerate(node.items)
        ]
        if any(i is _INVALID for i in items):
            return _INVALID
        return tuple(items)

    def mapping(
        self,
        tp: Any,
        meta: Meta | None,
        node: Node,
        path: Path,
        context: Message,
        label: Message,
    ) -> object:
        if not isinstance(node, Map):
            return self.fail(
                path, node.mark, context, _must_be(_subject(label), _describe(tp), node)
            )
        too_many = _too_many(meta, len(node.entries), _subject(label))
        if too_many:
            return self.fail(path, node.mark, context, too_many)
        key_type, value_type = typing.get_args(tp)
        key_meta = None
        if typing.get_origin(key_type) is typing.Annotated:
            key_type, *extra = typing.get_args(key_type)
            key_meta = next((m for m in extra if isinstance(m, Meta)), None)
        key_label = said("schema.key_of", label=label) if label else said("schema.a_key")
        result: dict[object, object] = {}
        ok = True
        for key_node, value_node in node.entries:
            key = self.value(key_type, key_meta, key_node, (*path, "<key>"), context, key_label)
            if key is _INVALID:
                ok = False
                continue
            assert isinstance(key, str | int)
            if key in result:
                ok = False
                problem = said(
                    "schema.key_repeats",
                    key_label=key_label,
                    written=excerpt(key_node.text),
                    same=excerpt(key),
                )
                self.fail((*path, key), key_node.mark, context, problem)
                continue
            item = self.value(
                value_type, None, value_node, (*path, key), context, _item(label, key_node.text)
            )
            if item is _INVALID:
                ok = False
            result[key] = item
        return result if ok else _INVALID

    def record(self, cls: Any, node: Node, path: Path, context: Message, label: Message) -> object:
        noun: SaidValue = getattr(cls, "NOUN", "") or label or said("schema.this_entry")
        if not isinstance(node, Map):
            expected = said("schema.kind.mapping")
            return self.fail(path, node.mark, context, _must_be(_subject(noun), expected, node))
        hints, fields, names, spelled = _shape(cls)
        given = {k.text: (k, v) for k, v in node.entries}
        inner = context
        name_entry = next((e for k, e in given.items() if names.get(fold(k)) == "name"), None)
        if name_entry and isinstance(name_entry[1], Scalar) and name_entry[1].value is not None:
            name = excerpt(name_entry[1].text.strip())
            inner = said("schema.context.named", noun=noun, name=name)
        elif label or getattr(cls, "NOUN", ""):
            own = label or noun
            if not _ends_with(context, own):
                inner = said("schema.context.inside", outer=context, inner=own)
        values: dict[str, object] = {}
        given_as: dict[str, tuple[str, Mark]] = {}
        """Each field given so far -> the key it was given under, and where."""
        misspelt: set[str] = set()
        """Fields an unknown key was taken for: their absence is the same mistake."""
        ok = True
        for key_text, (key_node, value_node) in given.items():
            target = names.get(fold(key_text))  # any case, accents optional: « Unités »
            if target is None:
                ok = False
                self.reading.marks[(*path, key_text)] = key_node.mark
                meant = _closest_in(key_text, spelled)
                misspelt.add(names[fold(meant)] if meant else "")
                problem = said(
                    "schema.unknown_key",
                    written=excerpt(key_text),
                    hint=said("did_you_mean", name=excerpt(meant)) if meant else "",
                    allowed=_allowed(cls),
                )
                self.fail((*path, key_text), key_node.mark, inner, problem)
                continue
            if target in values:
                ok = False
                first, first_mark = given_as[target]
                same: Message = ""
                if fold(first) != fold(target):
                    same = said("schema.both_are", name=_key_name(cls, target))
                problem = said(
                    "schema.repeats",
                    written=excerpt(key_text),
                    first=excerpt(first),
                    line=str(first_mark.line),
                    same=same,
                )
                self.fail((*path, target), key_node.mark, inner, problem)
                continue
            given_as[target] = (key_text, key_node.mark)
            value = self.value(
                hints[target], None, value_node, (*path, target), inner, excerpt(key_text)
            )
            if value is _INVALID:
                ok = False
            values[target] = value
        for name, f in fields.items():
            if name in values or name in misspelt:
                continue
            if f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING:
                ok = False
                help_text = meta_of(hints[name]).help
                why = said("schema.help", help=help_text) if any(help_text) else ""
                problem = said("schema.missing_key", written=_key_name(cls, name), help=why)
                self.fail((*path, name), node.mark, inner, problem)
        if not ok:
            return _INVALID
        return cls(**values)


def _item(label: Message, key: object) -> Message:
    """The label of a mapping's entry, its key as the file writes it: ``skills[fight]``,
    ``compétences[combat]``."""
    if not label:
        return ""
    if isinstance(label, str):
        return f"{label}[{excerpt(key)}]"
    return said("schema.item_of", label=label, entry=excerpt(key))


def _ends_with(context: Message, own: SaidValue) -> bool:
    """Whether ``context`` already ends with ``own: `` (a record read where its own
    label was said last)."""
    return (
        isinstance(context, Said)
        and context.key == "schema.context.inside"
        and dict(context.params).get("inner") == own
    )


@functools.cache
def _shape(
    cls: Any,
) -> tuple[dict[str, Any], dict[str, dataclasses.Field[Any]], dict[str, str], dict[str, str]]:
    """A record type's field types, its fields, every key it accepts (folded: any case,
    accents, spaces and underscores optional) -> its field, and every key it accepts,
    folded -> as spelled (what an unknown key may be a misspelling of): worked out once
    per type, not once per entry of a file (``get_type_hints`` is slow)."""
    hints = typing.get_type_hints(cls, include_extras=True)
    fields = {f.name: f for f in dataclasses.fields(cls)}
    spellings = key_spellings(cls)
    names = {fold(spelling): name for name, spelled in spellings.items() for spelling in spelled}
    keys: dict[str, str] = {}
    for spelled in spellings.values():
        for spelling in spelled:
            keys.setdefault(fold(spelling), spelling)
    return hints, fields, names, keys


@functools.cache
def key_spellings(cls: Any) -> dict[str, tuple[str, ...]]:
    """Each field of a record type -> the keys a file may give it under: its name, its
    own aliases, then the shared French ones (``FRENCH_KEYS``, with their accents) that
    no other field of the record reads as. The reader folds them (any case, accents
    optional); the JSON Schema lists them as written here."""
    hints = typing.get_type_hints(cls, include_extras=True)
    fields = [f.name for f in dataclasses.fields(cls)]
    own = {name: _own_spellings(name, meta_of(hints[name])) for name in fields}
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


def _own_spellings(name: str, meta: Meta) -> tuple[str, ...]:
    """A field's name, its aliases, then its French key if that is none of them."""
    spelled = (name, *meta.aliases)
    return (*spelled, meta.french) if meta.french and meta.french not in spelled else spelled


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


def _shape_of(node: Node) -> str:
    """``map``, ``list`` or ``scalar``: what a union's option is chosen by."""
    return "map" if isinstance(node, Map) else "list" if isinstance(node, Seq) else "scalar"


def _shape_of_type(tp: Any) -> str:
    """The node shape a field type reads from (see ``_shape_of``)."""
    origin = typing.get_origin(tp)
    if dataclasses.is_dataclass(tp) or origin is dict:
        return "map"
    return "list" if origin is tuple else "scalar"
