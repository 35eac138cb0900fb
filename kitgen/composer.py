"""YAML events -> located node tree, without recursion and within bounds.

Where :mod:`kitgen.loader` decides what bytes are a battle file, this module builds the
nodes: it keeps the line and column of every node, refuses tags outside YAML's core
schema, core tags on values they cannot hold, merge keys, duplicate keys and invisible
characters in values, and counts values (aliases expanded) and depth as each event
arrives, so that a hostile file is an error at its place, found at once.
"""

from __future__ import annotations

import re
import unicodedata
from typing import Any

import yaml

from kitgen import work
from kitgen.errors import KitError, Problem, excerpt
from kitgen.model import Message, Said, said
from kitgen.nodes import Map, Mark, Node, Scalar, Seq

MAX_NODES = 200_000
"""Values, keys included, after alias expansion: the "billion laughs" file stops here. The
largest example holds under 1,000; loading 200,000 takes well under a second."""
MAX_DEPTH = 64
"""Nesting of lists and mappings; the deepest example nests 9."""
MAX_DIGITS = 100
"""A number written with more digits is refused before Python reads it."""

_TAG = "tag:yaml.org,2002:"
STR, INT, FLOAT, BOOL, NULL, SEQ, MAP = (
    _TAG + name for name in ("str", "int", "float", "bool", "null", "seq", "map")
)
MERGE, TIMESTAMP = _TAG + "merge", _TAG + "timestamp"
CORE_TAGS = frozenset((STR, INT, FLOAT, BOOL, NULL, SEQ, MAP))
"""The tags a battle file may write out (``!!str 42``); any other is refused."""
IMPLICIT_TAGS = CORE_TAGS | {TIMESTAMP, MERGE}
HOLDS = {tag: said(f"loading.holds.{tag.removeprefix(_TAG)}") for tag in CORE_TAGS}
"""What each core tag is for, in a message's words (``!!bool maybe`` is refused)."""
WRITTEN_AS = {INT: {INT}, FLOAT: {FLOAT, INT}, BOOL: {BOOL}, NULL: {NULL}, SEQ: set(), MAP: set()}
"""A value written with an explicit tag must be one that, untagged, YAML would read as one
of these (``!!float 3`` is 3.0; ``!!int 1.5`` and ``!!null 3`` are refused)."""

INVISIBLE = {
    0xFEFF: unicodedata.name("\ufeff"),
    **{code: unicodedata.name(chr(code)) for code in (0x061C, 0x200E, 0x200F)},
    **{code: unicodedata.name(chr(code)) for code in range(0x202A, 0x202F)},
    **{code: unicodedata.name(chr(code)) for code in range(0x2066, 0x206A)},
}
"""Characters that change how text shows without showing themselves: direction marks,
overrides and isolates can make a name read differently from what it holds."""
REFUSED_IN_TEXT = re.compile(
    "[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\ud800-\udfff" + "".join(map(chr, INVISIBLE)) + "]"
)
"""Control characters other than tab and line breaks, lone surrogates (both can be written
as escapes: ``"\\0"``, ``"\\ud800"``) and ``INVISIBLE``."""


class _Open:
    """A list or mapping whose end the parser has not reached yet."""

    __slots__ = (
        "anchor",
        "awaiting_value",
        "entries",
        "height",
        "items",
        "key",
        "mark",
        "seen",
        "size",
    )

    def __init__(self, mark: Mark, anchor: str | None, is_map: bool) -> None:
        self.mark = mark
        self.anchor = anchor
        self.items: list[Node] | None = None if is_map else []
        self.entries: list[tuple[Scalar, Node]] = []
        self.key: Scalar | None = None
        """The key whose value comes next (``None``: a refused key, whose value is dropped)."""
        self.awaiting_value = False
        self.seen: dict[object, Mark] = {}
        self.size = 1
        """Values in it so far, itself included, aliases expanded."""
        self.height = 1
        """Levels of lists and mappings in it, itself included."""


_Done = tuple[Node, int, int]
"""A finished anchored value, its size and its height (see :class:`_Open`)."""
_NODE_EVENTS = (yaml.ScalarEvent, yaml.AliasEvent, yaml.SequenceStartEvent, yaml.MappingStartEvent)


class Composer:
    """YAML events -> located nodes, without recursion, within ``MAX_NODES`` and
    ``MAX_DEPTH``; an alias is the node of its anchor, shared, not copied."""

    def __init__(self, name: str, problems: list[Problem]) -> None:
        self.name = name
        self.problems = problems
        self.anchors: dict[str, _Open | _Done] = {}
        self.open: list[_Open] = []
        self.root: Node | None = None
        self.values = 0

    def compose(self, text: str, parser_class: Any) -> Node | None:
        """The root of the file's only document; ``None`` for a file without one."""
        parser = parser_class(text)
        get_event = parser.get_event
        events = 0
        try:
            while True:
                event = get_event()
                events += 1
                kind = type(event)
                if kind in _NODE_EVENTS:
                    start = event.start_mark
                    mark = Mark(start.line + 1, start.column + 1)
                    if not self.open and self.root is not None:
                        self.problem(mark, said("loading.several_documents"))
                        return self.root
                    if kind is yaml.ScalarEvent:
                        self.values += 1
                        if self.values > MAX_NODES:
                            raise self.too_many(mark, "holds")
                        node, tag = self.scalar(event, mark)
                        if event.anchor is not None:
                            self.anchors[event.anchor] = (node, 1, 0)
                        self.attach(node, 1, 0, merge=tag == MERGE)
                    elif kind is yaml.AliasEvent:
                        self.alias(event.anchor, mark)
                    else:
                        self.start(event, mark, is_map=kind is yaml.MappingStartEvent)
                elif kind is yaml.SequenceEndEvent or kind is yaml.MappingEndEvent:
                    self.end()
                elif kind is yaml.StreamEndEvent or event is None:
                    return self.root
        finally:
            parser.dispose()
            work.count("yaml.events", events)

    def problem(self, mark: Mark, message: Message) -> None:
        self.problems.append(Problem(self.name, mark, message))

    def count(self, values: int, mark: Mark, verb: str) -> None:
        self.values += values
        if self.values > MAX_NODES:
            raise self.too_many(mark, verb)

    def too_many(self, mark: Mark, verb: str) -> KitError:
        """``verb``: ``holds`` (values written out) or ``expands to`` (through aliases)."""
        key = "loading.expands_to_too_many" if verb == "expands to" else "loading.holds_too_many"
        return KitError([Problem(self.name, mark, said(key, count=MAX_NODES))])

    def deeper(self, mark: Mark) -> KitError:
        return KitError([Problem(self.name, mark, said("loading.too_deep", depth=MAX_DEPTH))])

    def start(self, event: Any, mark: Mark, *, is_map: bool) -> None:
        self.count(1, mark, "holds")
        if len(self.open) >= MAX_DEPTH:
            raise self.deeper(mark)
        tag: str | None = event.tag
        if tag is not None and tag != "!" and tag != (MAP if is_map else SEQ):
            self.wrong_tag(
                tag, mark, said("loading.got.mapping" if is_map else "loading.got.list")
            )
        collection = _Open(mark, event.anchor, is_map)
        if event.anchor is not None:
            self.anchors[event.anchor] = collection
        self.open.append(collection)

    def end(self) -> None:
        done = self.open.pop()
        node: Node = (
            Seq(tuple(done.items), done.mark)
            if done.items is not None
            else Map(tuple(done.entries), done.mark)
        )
        if done.anchor is not None and self.anchors.get(done.anchor) is done:
            self.anchors[done.anchor] = (node, done.size, done.height)
        self.attach(node, done.size, done.height)

    def alias(self, anchor: str, mark: Mark) -> None:
        target = self.anchors.get(anchor)
        if target is None or isinstance(target, _Open):
            why = "loading.unknown_alias" if target is None else "loading.alias_contains_itself"
            self.problem(mark, said(why, alias=excerpt(anchor)))
            self.count(1, mark, "holds")
            self.attach(Scalar(None, "", mark), 1, 0)
            return
        node, size, height = target
        self.count(size, mark, "expands to")
        if len(self.open) + height > MAX_DEPTH:
            raise self.deeper(mark)
        self.attach(node, size, height)

    def attach(self, node: Node, size: int, height: int, *, merge: bool = False) -> None:
        """Put a finished value in the list or mapping being read (a mapping takes a key,
        then its value)."""
        if not self.open:
            self.root = node
            return
        top = self.open[-1]
        top.size += size
        if height >= top.height:
            top.height = height + 1
        if top.items is not None:
            top.items.append(node)
        elif top.awaiting_value:
            if top.key is not None:
                top.entries.append((top.key, node))
            top.awaiting_value = False
        else:
            top.key = self.key(node, top, merge=merge)
            top.awaiting_value = True

    def key(self, node: Node, mapping: _Open, *, merge: bool) -> Scalar | None:
        """``node`` as a key of ``mapping``; ``None`` if it cannot be one."""
        if merge:
            self.problem(node.mark, said("loading.merge_key"))
            return None
        if not isinstance(node, Scalar):
            self.problem(node.mark, said("loading.key_not_plain"))
            return None
        value = node.value
        hashable = value if isinstance(value, str | int | bool | float) else node.text
        first = mapping.seen.get(hashable)
        if first is not None:
            self.problem(
                node.mark,
                said("loading.duplicate_key", name=excerpt(node.text), line=str(first.line)),
            )
            return None
        mapping.seen[hashable] = node.mark
        return node

    def scalar(self, event: Any, mark: Mark) -> tuple[Scalar, str]:
        """The scalar's value and its tag (written, or resolved as YAML 1.1 does)."""
        text: str = event.value
        tag: str | None = event.tag
        explicit = tag is not None and tag != "!"
        if tag is None:
            tag = _resolve(text) if event.implicit[0] else STR
        elif tag == "!":
            tag = STR
        elif tag not in CORE_TAGS:
            self.wrong_tag(tag, mark, None)
            return Scalar(text, text, mark), tag
        if tag in (INT, FLOAT) and len(text) > MAX_DIGITS:
            digits = sum(c.isdigit() for c in text)
            if digits > MAX_DIGITS:
                self.problem(
                    mark, said("loading.too_many_digits", digits=digits, limit=MAX_DIGITS)
                )
                return Scalar(None, text[:40], mark), tag
        if explicit and tag != STR and _resolve(text) not in WRITTEN_AS[tag]:
            self.wrong_tag(tag, mark, _written(text))
            return Scalar(None, text, mark), tag
        value: object = text
        if tag in _CONSTRUCTORS:
            try:
                value = _CONSTRUCTORS[tag](yaml.ScalarNode(tag, text))
            except (ValueError, OverflowError, yaml.YAMLError):
                if explicit:  # `!!float 0x1F`: an int to YAML, not a float to Python
                    self.wrong_tag(tag, mark, _written(text))
                    return Scalar(None, text, mark), tag
                # an implicit date that is no date (2026-02-30) stays text
        if isinstance(value, str):
            self.check_characters(value, mark)
        return Scalar(value, text, mark), tag

    def wrong_tag(self, tag: str, mark: Mark, got: Said | None) -> None:
        """A tag outside the core schema (``got`` is ``None``), or a core tag on a value it
        cannot hold (``got`` says what it was given)."""
        shown = excerpt(tag.replace(_TAG, "!!"))
        if tag not in CORE_TAGS or got is None:
            self.problem(mark, said("loading.tag_unknown", tag=shown))
        else:
            self.problem(mark, said("loading.tag_wrong", tag=shown, what=HOLDS[tag], got=got))

    def check_characters(self, value: str, mark: Mark) -> None:
        """Refuse control characters (escapes such as ``"\\x00"`` let YAML write them),
        lone surrogates and invisible direction marks and overrides."""
        found = REFUSED_IN_TEXT.search(value)
        if found is None:
            return
        char = found.group()
        label: Message
        if char == "\ufeff":
            label = said("loading.char.byte_order_mark")
        elif ord(char) in INVISIBLE:
            label = INVISIBLE[ord(char)]
        else:
            label = unicodedata.name(char, "") or said("loading.char.control")
        self.problem(
            mark,
            said(
                "loading.invisible",
                position=found.start() + 1,
                code=f"{ord(char):04X}",
                label=label,
            ),
        )


def _written(text: str) -> Said:
    """A value as written in the file, quoted (and cut: :func:`excerpt`)."""
    return said("loading.got.written", value=excerpt(text))


_IMPLICIT: dict[str, list[tuple[str, re.Pattern[str]]]] = (
    yaml.resolver.Resolver.yaml_implicit_resolvers
)
_CONSTRUCTOR = yaml.constructor.SafeConstructor()
_CONSTRUCTORS = {
    INT: _CONSTRUCTOR.construct_yaml_int,
    FLOAT: _CONSTRUCTOR.construct_yaml_float,
    BOOL: _CONSTRUCTOR.construct_yaml_bool,
    NULL: _CONSTRUCTOR.construct_yaml_null,
    TIMESTAMP: _CONSTRUCTOR.construct_yaml_timestamp,
}
"""PyYAML's safe constructors of single values, called directly: ``construct_object``
would remember every node it ever built."""


def _resolve(text: str) -> str:
    """The tag YAML 1.1 gives a plain value written without one (``12`` is an int): what
    ``Resolver.resolve`` does for a scalar, without its generality (it is the loader's
    hottest call)."""
    for tag, pattern in _IMPLICIT.get(text[:1], ()):
        if pattern.match(text):
            return tag if tag in IMPLICIT_TAGS else STR
    return STR
