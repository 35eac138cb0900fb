"""The only module that reads battle files: bytes -> YAML events -> located node tree.

It keeps the line and column of every node, refuses what YAML allows but a hand-written
battle file never needs (several documents, merge keys, duplicate keys, tags such as
``!!python/object``, invisible and control characters), and bounds the work a hostile
file can cause: its size, its nesting, its values (aliases expanded) and the length of
its numbers. libyaml's parser (through PyYAML) turns the text into events where it is
installed, PyYAML's own, 20 times slower, where it is not. The events are composed into
nodes here, without recursion and counting as they come, so that a file nested thousands
of levels deep or holding a million values is an error at its place, found at once.
"""

from __future__ import annotations

import errno
import os
import re
import stat
import unicodedata
from pathlib import Path as FsPath
from typing import Any

import yaml

from kitgen.errors import KitError, Problem, excerpt
from kitgen.nodes import Map, Mark, Node, Scalar, Seq

try:
    from yaml._yaml import CParser

    FAST_PARSER: Any = CParser
    """libyaml's event parser; ``None`` where PyYAML was built without libyaml."""
except ImportError:  # pragma: no cover - a PyYAML built without libyaml
    FAST_PARSER = None

MAX_FILE_BYTES = 1_000_000
"""The largest example is under 5 kB; a battle file two hundred times larger is not one."""
MAX_NODES = 200_000
"""Values, keys included, after alias expansion: the "billion laughs" file stops here. The
largest example holds under 1,000; loading 200,000 takes well under a second."""
MAX_DEPTH = 64
"""Nesting of lists and mappings; the deepest example nests 9."""
MAX_DIGITS = 100
"""A number written with more digits is refused before Python reads it."""
REREAD_LIMIT = 100_000
"""A mistake libyaml finds in the first this many characters is read again by PyYAML's
own parser, in under half a second, for its better words: see :func:`_syntax_error`."""

_TAG = "tag:yaml.org,2002:"
STR, INT, FLOAT, BOOL, NULL, SEQ, MAP = (
    _TAG + name for name in ("str", "int", "float", "bool", "null", "seq", "map")
)
MERGE, TIMESTAMP = _TAG + "merge", _TAG + "timestamp"
CORE_TAGS = frozenset((STR, INT, FLOAT, BOOL, NULL, SEQ, MAP))
"""The tags a battle file may write out (``!!str 42``); any other is refused."""
IMPLICIT_TAGS = CORE_TAGS | {TIMESTAMP, MERGE}
HOLDS = {
    STR: "text",
    INT: "a whole number such as 12 or -3",
    FLOAT: "a number such as 2.5 or 12",
    BOOL: "true or false (or yes, no, on, off)",
    NULL: "nothing (an empty value, ~ or null)",
    SEQ: "a list",
    MAP: "a mapping",
}
"""What each core tag is for, in a message's words (``!!bool maybe`` is refused)."""
WRITTEN_AS = {INT: {INT}, FLOAT: {FLOAT, INT}, BOOL: {BOOL}, NULL: {NULL}, SEQ: set(), MAP: set()}
"""A value written with an explicit tag must be one that, untagged, YAML would read as one
of these (``!!float 3`` is 3.0; ``!!int 1.5`` and ``!!null 3`` are refused)."""

INVISIBLE = {
    0xFEFF: "ZERO WIDTH NO-BREAK SPACE, a byte-order mark",
    **{code: unicodedata.name(chr(code)) for code in (0x061C, 0x200E, 0x200F)},
    **{code: unicodedata.name(chr(code)) for code in range(0x202A, 0x202F)},
    **{code: unicodedata.name(chr(code)) for code in range(0x2066, 0x206A)},
}
"""Characters that change how text shows without showing themselves: direction marks,
overrides and isolates can make a name read differently from what it holds."""
_REFUSED_IN_TEXT = re.compile(
    "[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\ud800-\udfff" + "".join(map(chr, INVISIBLE)) + "]"
)
"""Control characters other than tab and line breaks, lone surrogates (both can be written
as escapes: ``"\\0"``, ``"\\ud800"``) and ``INVISIBLE``."""
LINE_BREAKS = {0x85: "NEXT LINE", 0x2028: "LINE SEPARATOR", 0x2029: "PARAGRAPH SEPARATOR"}
"""Characters YAML reads as line breaks but editors do not show as one: written as
themselves they are refused, so that every line number kitgen gives is the editor's."""
_UNREADABLE = re.compile("[^\t\n\r -~\xa0-\u2027\u202a-\ud7ff\ue000-\ufffd\U00010000-\U0010ffff]")
"""What YAML's reader (PyYAML's and libyaml's alike) refuses in a file: control characters
other than tab and line breaks, U+FFFE and U+FFFF; and ``LINE_BREAKS``."""

CONSTRUCTS = {
    "a flow sequence": "the list in [ ]",
    "a flow mapping": "the mapping in { }",
    "a quoted scalar": "the quoted text",
    "a block collection": "the indented block",
    "a block mapping": "the indented block",
    "a block scalar": "the text block",
    "a plain scalar": "the value",
    "a simple key": "the key",
}
"""What YAML parsers call a construct that was left open, in a battle writer's words."""

UTF16_32 = (
    (b"\xff\xfe\x00\x00", "UTF-32"),
    (b"\x00\x00\xfe\xff", "UTF-32"),
    (b"\xff\xfe", "UTF-16"),
    (b"\xfe\xff", "UTF-16"),
)


def read_battle_file(path: FsPath, *, display: str | None = None) -> Node:
    """Read and parse one battle file; raise ``KitError`` with every problem's place."""
    name = display or str(path)
    return parse_battle_text(read_bounded(path, name), name)


def read_bounded(path: FsPath, name: str) -> bytes:
    """The bytes of ``path``, never more than ``MAX_FILE_BYTES`` of them (a 50 MB file is
    refused without being read); only a regular file is read: a named pipe would block
    until someone writes to it, and a device (``/dev/zero``) may never end."""
    try:
        return read_regular(path, MAX_FILE_BYTES)
    except FileNotFoundError:
        raise KitError([Problem(name, None, "no such file")]) from None
    except IsADirectoryError:
        raise KitError([Problem(name, None, "is a folder, not a battle file")]) from None
    except NotARegularFile as exc:
        raise KitError(
            [Problem(name, None, f"is {exc.kind}, not a file; give kitgen the battle file itself")]
        ) from None
    except TooLarge as exc:
        raise KitError([_too_big(name, exc.size)]) from None
    except OSError as exc:
        raise KitError([Problem(name, None, f"cannot be read: {exc.strerror}")]) from None


class NotARegularFile(OSError):
    """A named pipe, a device or a socket where a file was expected."""

    def __init__(self, kind: str) -> None:
        super().__init__(kind)
        self.kind = kind


class TooLarge(OSError):
    """A file larger than the reader's limit (its size, or ``None`` if it grew)."""

    def __init__(self, size: int | None) -> None:
        super().__init__(size)
        self.size = size


_KINDS = (
    (stat.S_ISFIFO, "a named pipe"),
    (stat.S_ISCHR, "a device"),
    (stat.S_ISBLK, "a device"),
    (stat.S_ISSOCK, "a socket"),
)


def read_regular(path: FsPath, limit: int) -> bytes:
    """The bytes of the regular file ``path`` (links followed), at most ``limit`` of them:
    :class:`NotARegularFile` for anything else, checked before a byte is read (opening
    does not wait for a pipe's writer), :class:`TooLarge` past ``limit``."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0)
    handle = os.open(path, flags | getattr(os, "O_BINARY", 0))
    with os.fdopen(handle, "rb") as stream:
        mode = os.fstat(handle).st_mode
        if stat.S_ISDIR(mode):
            raise IsADirectoryError(errno.EISDIR, "is a folder", str(path))
        if not stat.S_ISREG(mode):
            raise NotARegularFile(next((k for test, k in _KINDS if test(mode)), "a special file"))
        size = os.fstat(handle).st_size
        if size > limit:
            raise TooLarge(size)
        raw = stream.read(limit + 1)
    if len(raw) > limit:  # it grew while we read it
        raise TooLarge(None)
    return raw


def _too_big(name: str, size: int | None) -> Problem:
    """``size`` is unknown for a file that grew while it was read."""
    amount = (
        f"is {size:,} bytes" if size is not None else f"holds more than {MAX_FILE_BYTES:,} bytes"
    )
    return Problem(
        name,
        None,
        f"{amount}; a battle file may hold at most {MAX_FILE_BYTES:,} (is this the right file?)",
    )


def parse_battle_text(raw: bytes, name: str) -> Node:
    """The node tree of a battle file's bytes; ``KitError`` lists what is wrong."""
    if len(raw) > MAX_FILE_BYTES:
        raise KitError([_too_big(name, len(raw))])
    text = _decode(raw, name)
    _check_readable(text, name)
    problems: list[Problem] = []
    try:
        root = _Composer(name, problems).compose(text, FAST_PARSER or yaml.SafeLoader)
    except yaml.MarkedYAMLError as exc:
        raise _syntax_error(text, exc, name) from None
    except yaml.YAMLError as exc:  # pragma: no cover - both parsers mark everything
        raise KitError([Problem(name, None, f"YAML error: {excerpt(exc, 200)}")]) from None
    if problems:
        raise KitError(problems)
    if root is None:
        raise KitError([Problem(name, None, "is empty: a battle file starts with `system:`")])
    return root


def _decode(raw: bytes, name: str) -> str:
    if raw.startswith(b"\xef\xbb\xbf"):
        raw = raw[3:]  # a UTF-8 byte-order mark says nothing we need; editors add it
    save = "save the file as UTF-8 in your editor"
    for mark, encoding in UTF16_32:
        if raw.startswith(mark):
            raise KitError([Problem(name, Mark(1, 1), f"is {encoding} text: {save}")])
    if b"\x00" in raw[:4]:  # "system" in UTF-16 or UTF-32 without a byte-order mark
        raise KitError(
            [
                Problem(
                    name, Mark(1, 1), f"is not UTF-8 text (it looks like UTF-16 or UTF-32): {save}"
                )
            ]
        )
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        before = raw[: exc.start].decode("utf-8")
        place = _place(before, len(before))
        raise KitError([Problem(name, place, f"is not UTF-8 text: {save}")]) from None


def _place(text: str, index: int) -> Mark:
    """The line and column of ``text[index]``, lines ending as YAML and editors end them
    (``\\n``, ``\\r\\n`` or ``\\r``), columns counted in characters."""
    before = text[:index]
    line = before.count("\n") + before.count("\r") - before.count("\r\n") + 1
    return Mark(line, index - max(before.rfind("\n"), before.rfind("\r")))


def _check_readable(text: str, name: str) -> None:
    """Refuse, at its place, a character that YAML's reader would refuse with only an
    offset in the file, or that would make YAML's line numbers differ from the editor's."""
    found = _UNREADABLE.search(text)
    if found is None:
        return
    code = ord(found.group())
    if code in LINE_BREAKS:
        message = (
            f"here is an invisible U+{code:04X} ({LINE_BREAKS[code]}), which YAML reads as a "
            "line break that editors do not show; replace it with a line break, or delete it"
        )
    elif unicodedata.category(found.group()) == "Cc":
        message = (
            f"here is an invisible U+{code:04X} (a control character), which YAML does not "
            "allow in a file; delete it"
        )
    else:  # U+FFFE, U+FFFF
        message = (
            f"here is U+{code:04X} (not a character), which YAML does not allow in a file; "
            f'delete it, or if it is meant, write it as "\\u{code:04X}" inside double quotes'
        )
    raise KitError([Problem(name, _place(text, found.start()), message)])


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


class _Composer:
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
        try:
            while True:
                event = get_event()
                kind = type(event)
                if kind in _NODE_EVENTS:
                    start = event.start_mark
                    mark = Mark(start.line + 1, start.column + 1)
                    if not self.open and self.root is not None:
                        self.problem(
                            mark,
                            "holds several YAML documents (`---`); put one battle in each file",
                        )
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

    def problem(self, mark: Mark, message: str) -> None:
        self.problems.append(Problem(self.name, mark, message))

    def count(self, values: int, mark: Mark, verb: str) -> None:
        self.values += values
        if self.values > MAX_NODES:
            raise self.too_many(mark, verb)

    def too_many(self, mark: Mark, verb: str) -> KitError:
        why = " (too many aliases?)" if verb == "expands to" else ""
        message = (
            f"{verb} more than {MAX_NODES:,} values{why}; a battle file never needs that many"
        )
        return KitError([Problem(self.name, mark, message)])

    def deeper(self, mark: Mark) -> KitError:
        return KitError([Problem(self.name, mark, f"nests deeper than {MAX_DEPTH} levels")])

    def start(self, event: Any, mark: Mark, *, is_map: bool) -> None:
        self.count(1, mark, "holds")
        if len(self.open) >= MAX_DEPTH:
            raise self.deeper(mark)
        tag: str | None = event.tag
        if tag is not None and tag != "!" and tag != (MAP if is_map else SEQ):
            self.wrong_tag(tag, mark, "a mapping" if is_map else "a list")
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
            why = (
                "unknown alias '*{}'"
                if target is None
                else "alias '*{}' repeats a value that contains it"
            )
            self.problem(mark, why.format(excerpt(anchor)))
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
            self.problem(node.mark, "merge keys (`<<:`) are not supported: write the values out")
            return None
        if not isinstance(node, Scalar):
            self.problem(node.mark, "a key must be a plain word or number")
            return None
        value = node.value
        hashable = value if isinstance(value, str | int | bool | float) else node.text
        first = mapping.seen.get(hashable)
        if first is not None:
            self.problem(
                node.mark,
                f"duplicate key '{excerpt(node.text)}' (first at line {first.line}); keep one",
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
            self.wrong_tag(tag, mark, "")
            return Scalar(text, text, mark), tag
        if tag in (INT, FLOAT) and len(text) > MAX_DIGITS:
            digits = sum(c.isdigit() for c in text)
            if digits > MAX_DIGITS:
                self.problem(
                    mark,
                    f"a number of {digits:,} digits is too large for a battle file "
                    f"(at most {MAX_DIGITS})",
                )
                return Scalar(None, text[:40], mark), tag
        if explicit and tag != STR and _resolve(text) not in WRITTEN_AS[tag]:
            self.wrong_tag(tag, mark, f"'{excerpt(text)}'")
            return Scalar(None, text, mark), tag
        value: object = text
        if tag in _CONSTRUCTORS:
            try:
                value = _CONSTRUCTORS[tag](yaml.ScalarNode(tag, text))
            except (ValueError, OverflowError, yaml.YAMLError):
                if explicit:  # `!!float 0x1F`: an int to YAML, not a float to Python
                    self.wrong_tag(tag, mark, f"'{excerpt(text)}'")
                    return Scalar(None, text, mark), tag
                # an implicit date that is no date (2026-02-30) stays text
        if isinstance(value, str):
            self.check_characters(value, mark)
        return Scalar(value, text, mark), tag

    def wrong_tag(self, tag: str, mark: Mark, got: str) -> None:
        """A tag outside the core schema (``got`` empty), or a core tag on a value it
        cannot hold (``got`` says what it was given)."""
        shown = excerpt(tag.replace(_TAG, "!!"))
        if tag not in CORE_TAGS:
            self.problem(mark, f"the YAML tag '{shown}' has no place in a battle file; delete it")
        else:
            self.problem(
                mark,
                f"the YAML tag '{shown}' is for {HOLDS[tag]}, not {got}; "
                "correct the value or delete the tag",
            )

    def check_characters(self, value: str, mark: Mark) -> None:
        """Refuse control characters (escapes such as ``"\\x00"`` let YAML write them),
        lone surrogates and invisible direction marks and overrides."""
        found = _REFUSED_IN_TEXT.search(value)
        if found is None:
            return
        char = found.group()
        label = INVISIBLE.get(ord(char)) or unicodedata.name(char, "a control character")
        self.problem(
            mark,
            f"character {found.start() + 1} of this value is an invisible U+{ord(char):04X} "
            f"({label}); delete it",
        )


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


def _syntax_error(text: str, exc: yaml.MarkedYAMLError, name: str) -> KitError:
    """The error to show for a file that libyaml, or PyYAML's own parser, cannot read.

    libyaml's messages say less than PyYAML's: "found character that cannot start any
    token" where PyYAML names the character (a tab, most often), "did not find expected
    ',' or ']'" where PyYAML says what it found instead. It also refuses, as YAML errors,
    what PyYAML reads and kitgen then refuses in its own words: an escaped lone surrogate
    (``"\\ud800"``), lists nested 1,000 deep. So PyYAML's parser reads the text again, up
    to a little past the mistake, and only for a mistake in the first ``REREAD_LIMIT``
    characters (it reads about 200,000 a second). What kitgen refuses in what it read is
    shown instead if it comes before libyaml's place (at that place, the part read again
    may have cut the token libyaml stopped in); its syntax error, if it is on the same
    line, not before (libyaml allows tabs that PyYAML refuses) and not at the end of the
    part read again."""
    mark = exc.problem_mark or exc.context_mark
    if FAST_PARSER is not None and mark is not None and mark.index <= REREAD_LIMIT:
        place = Mark(mark.line + 1, mark.column + 1)
        part = text[: mark.index + 10_000]
        problems: list[Problem] = []
        try:
            _Composer(name, problems).compose(part, yaml.SafeLoader)
        except KitError as bound:  # nested too deep, or too many values
            if _before(bound.problems[0], place):
                return bound
        except yaml.MarkedYAMLError as pure:
            again = pure.problem_mark or pure.context_mark
            if (
                again is not None
                and again.line == mark.line
                and again.index >= mark.index
                and (again.index < len(part) or len(part) == len(text))
            ):
                exc = pure
        else:
            problems = [problem for problem in problems if _before(problem, place)]
            if problems:
                return KitError(problems)
    return KitError([_yaml_problem(exc, text, name)])


def _before(problem: Problem | str, place: Mark) -> bool:
    mark = problem.mark if isinstance(problem, Problem) else None
    return mark is not None and (mark.line, mark.column) < (place.line, place.column)


_QUOTED = re.compile(r"'([^']*)'")


def _yaml_problem(exc: yaml.MarkedYAMLError, text: str, name: str) -> Problem:
    """Where the parser noticed the mistake, and where the construct it was reading
    opened (an unclosed ``[`` is noticed at the end of the file, but made at its start)."""
    mark = exc.problem_mark or exc.context_mark
    place = Mark(mark.line + 1, mark.column + 1) if mark else None
    problem = (exc.problem or exc.context or "unreadable YAML").strip()
    problem = _QUOTED.sub(lambda quoted: f"'{excerpt(quoted.group(1))}'", problem)
    opened = exc.context_mark
    if (
        exc.problem
        and exc.context
        and opened is not None
        and mark is not None
        and (opened.line, opened.column) != (mark.line, mark.column)
    ):
        construct = re.sub(r"^while (parsing|scanning) ", "", exc.context.strip())
        construct = CONSTRUCTS.get(construct, construct)
        problem += f" in {construct} opened at line {opened.line + 1}, column {opened.column + 1}"
    if "maximum nesting depth" in problem:  # libyaml's own bound, past REREAD_LIMIT
        return Problem(name, place, f"nests deeper than {MAX_DEPTH} levels")
    hint = ""
    if (
        "\\t" in problem
        or " tab " in problem  # libyaml: "found a tab character that violates indentation"
        or (mark and text[mark.index : mark.index + 1] == "\t")
    ):
        hint = "; indent with spaces, not tabs"
    elif "mapping values are not allowed" in problem:
        hint = "; a value containing ': ' needs quotes"
    elif any(
        words in problem
        for words in ("could not find expected ':'", "expected <block end>", "expected key")
    ):
        hint = "; check the indentation of this line and the one before"
    return Problem(name, place, f"YAML syntax: {problem}{hint}")
