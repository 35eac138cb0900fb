"""The only module that reads battle files: bytes -> YAML -> located node tree.

It keeps the line and column of every node, refuses what YAML allows but a hand-written
battle file never needs (several documents, merge keys, duplicate keys, tags such as
``!!python/object``, invisible control characters), and bounds the work a hostile file
can cause: its size, its nesting, alias expansion and the length of its numbers. The
YAML events are composed into nodes here, without recursion, so that a file nested
thousands of levels deep is an error at its place rather than a crash.
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

from kitgen.errors import KitError, Problem
from kitgen.nodes import Map, Mark, Node, Scalar, Seq

MAX_FILE_BYTES = 1_000_000
"""The largest example is under 5 kB; a battle file two hundred times larger is not one."""
MAX_NODES = 200_000
"""Values after alias expansion: the "billion laughs" file stops here."""
MAX_DEPTH = 64
"""Nesting of lists and mappings; the deepest example nests 9."""
MAX_DIGITS = 100
"""A number written with more digits is refused before Python reads it."""

CORE_TAGS = frozenset(
    f"tag:yaml.org,2002:{name}" for name in ("str", "int", "float", "bool", "null", "seq", "map")
)
"""The tags a battle file may write out (``!!str 42``); any other is refused."""
IMPLICIT_TAGS = CORE_TAGS | {"tag:yaml.org,2002:timestamp", "tag:yaml.org,2002:merge"}

INVISIBLE = {
    0xFEFF: "ZERO WIDTH NO-BREAK SPACE, a byte-order mark",
    **{code: unicodedata.name(chr(code)) for code in range(0x202A, 0x202F)},
    **{code: unicodedata.name(chr(code)) for code in range(0x2066, 0x206A)},
}
"""Characters that change how text shows without showing themselves (bidirectional
overrides can make a name read differently from what it holds)."""

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
"""What PyYAML calls a construct that was left open, in a battle writer's words."""

UTF16_32 = (
    (b"\xff\xfe\x00\x00", "UTF-32"),
    (b"\x00\x00\xfe\xff", "UTF-32"),
    (b"\xff\xfe", "UTF-16"),
    (b"\xfe\xff", "UTF-16"),
)


class _Budget:
    def __init__(self) -> None:
        self.nodes = 0


def _mark(node: Any) -> Mark:
    """The place of a PyYAML node or event (its stubs leave the mark optional)."""
    return Mark(node.start_mark.line + 1, node.start_mark.column + 1)


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
    problems: list[Problem] = []
    try:
        documents = _compose(text, name, problems)
    except yaml.MarkedYAMLError as exc:
        raise KitError([_yaml_problem(exc, name)]) from None
    except yaml.YAMLError as exc:  # pragma: no cover - PyYAML marks nearly everything
        raise KitError([Problem(name, None, f"YAML error: {exc}")]) from None
    if problems:
        raise KitError(problems)
    if not documents:
        raise KitError([Problem(name, None, "is empty: a battle file starts with `system:`")])
    if len(documents) > 1:
        raise KitError(
            [
                Problem(
                    name,
                    _mark(documents[1]),
                    "holds several YAML documents (`---`); put one battle in each file",
                )
            ]
        )
    node = _convert(documents[0], name, problems, _Budget(), 0)
    if problems:
        raise KitError(problems)
    return node


def _compose(text: str, name: str, problems: list[Problem]) -> list[yaml.Node]:
    """PyYAML's composer without its recursion: YAML events -> nodes, refusing a nesting
    deeper than ``MAX_DEPTH``, tags outside the core schema and aliases to a node that
    contains them."""
    loader = yaml.SafeLoader(text)
    documents: list[yaml.Node] = []
    anchors: dict[str, yaml.Node] = {}
    open_nodes: list[yaml.CollectionNode] = []
    pending_key: list[yaml.Node | None] = []
    root: yaml.Node | None = None

    def attach(node: yaml.Node) -> None:
        nonlocal root
        if not open_nodes:
            root = node
        elif isinstance(open_nodes[-1], yaml.SequenceNode):
            open_nodes[-1].value.append(node)
        elif pending_key[-1] is None:
            pending_key[-1] = node
        else:
            open_nodes[-1].value.append((pending_key[-1], node))
            pending_key[-1] = None

    def tag_of(event: Any, kind: type[yaml.Node], value: str | None) -> str:
        tag: str | None = getattr(event, "tag", None)
        if tag is None or tag == "!":
            implicit = getattr(event, "implicit", True)
            resolved: str = loader.resolve(kind, value, implicit)  # type: ignore[no-untyped-call]
            return resolved if resolved in IMPLICIT_TAGS else "tag:yaml.org,2002:str"
        if tag not in CORE_TAGS:
            shown = tag.replace("tag:yaml.org,2002:", "!!")
            problems.append(
                Problem(
                    name,
                    _mark(event),
                    f"the YAML tag '{shown}' has no place in a battle file; delete it",
                )
            )
        return tag

    try:
        while loader.check_event():
            event: Any = loader.get_event()  # type: ignore[no-untyped-call]
            start: Any = event.start_mark
            end: Any = event.end_mark
            if isinstance(event, yaml.DocumentEndEvent):
                if root is not None:
                    documents.append(root)
                root = None
            elif isinstance(event, yaml.AliasEvent):
                target = anchors.get(event.anchor or "")
                if target is None:
                    problems.append(
                        Problem(name, _mark(event), f"unknown alias '*{event.anchor}'")
                    )
                    target = yaml.ScalarNode("tag:yaml.org,2002:null", "", start)
                elif any(target is node for node in open_nodes):
                    problems.append(
                        Problem(
                            name,
                            _mark(event),
                            f"alias '*{event.anchor}' repeats a value that contains it",
                        )
                    )
                    target = yaml.ScalarNode("tag:yaml.org,2002:null", "", start)
                attach(target)
            elif isinstance(event, yaml.ScalarEvent):
                scalar = yaml.ScalarNode(
                    tag_of(event, yaml.ScalarNode, event.value),
                    event.value,
                    start,
                    end,
                    style=event.style,
                )
                _anchor(anchors, event, scalar)
                attach(scalar)
            elif isinstance(event, yaml.CollectionStartEvent):
                if len(open_nodes) >= MAX_DEPTH:
                    raise KitError(
                        [Problem(name, _mark(event), f"nests deeper than {MAX_DEPTH} levels")]
                    )
                kind: type[yaml.CollectionNode] = (
                    yaml.SequenceNode
                    if isinstance(event, yaml.SequenceStartEvent)
                    else yaml.MappingNode
                )
                collection = kind(tag_of(event, kind, None), [], start, end)
                _anchor(anchors, event, collection)
                attach(collection)
                open_nodes.append(collection)
                pending_key.append(None)
            elif isinstance(event, yaml.CollectionEndEvent):
                open_nodes.pop()
                pending_key.pop()
    finally:
        loader.dispose()
    return documents


def _anchor(anchors: dict[str, yaml.Node], event: Any, node: yaml.Node) -> None:
    if event.anchor is not None:
        anchors[event.anchor] = node  # YAML 1.2: a later anchor of the same name wins


def _decode(raw: bytes, name: str) -> str:
    if raw.startswith(b"\xef\xbb\xbf"):
        raw = raw[3:]  # a UTF-8 byte-order mark says nothing we need; editors add it
    for mark, encoding in UTF16_32:
        if raw.startswith(mark):
            raise KitError(
                [
                    Problem(
                        name,
                        Mark(1, 1),
                        f"is {encoding} text: save the file as UTF-8 in your editor",
                    )
                ]
            )
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = raw[: exc.start].count(b"\n") + 1
        column = exc.start - (raw.rfind(b"\n", 0, exc.start) + 1) + 1
        raise KitError(
            [
                Problem(
                    name,
                    Mark(line, column),
                    "is not UTF-8 text: save the file as UTF-8 in your editor",
                )
            ]
        ) from None


def _yaml_problem(exc: yaml.MarkedYAMLError, name: str) -> Problem:
    """Where the parser noticed the mistake, and where the construct it was reading
    opened (an unclosed ``[`` is noticed at the end of the file, but made at its start)."""
    mark = exc.problem_mark or exc.context_mark
    place = Mark(mark.line + 1, mark.column + 1) if mark else None
    problem = (exc.problem or exc.context or "unreadable YAML").strip()
    opened = exc.context_mark
    if exc.problem and exc.context and opened is not None and opened is not mark:
        construct = re.sub(r"^while (parsing|scanning) ", "", exc.context.strip())
        construct = CONSTRUCTS.get(construct, construct)
        problem += f" in {construct} opened at line {opened.line + 1}, column {opened.column + 1}"
    hint = ""
    if "\\t" in problem or "tab" in problem:
        hint = "; indent with spaces, not tabs"
    elif "mapping values are not allowed" in problem:
        hint = "; a value containing ': ' needs quotes"
    elif "could not find expected ':'" in problem or "expected <block end>" in problem:
        hint = "; check the indentation of this line and the one before"
    return Problem(name, place, f"YAML syntax: {problem}{hint}")


def _convert(
    node: yaml.Node, name: str, problems: list[Problem], budget: _Budget, depth: int
) -> Node:
    budget.nodes += 1
    if budget.nodes > MAX_NODES:
        raise KitError(
            [
                Problem(
                    name,
                    _mark(node),
                    f"expands to more than {MAX_NODES:,} values "
                    "(too many aliases?); a battle file never needs that many",
                )
            ]
        )
    if depth > MAX_DEPTH:
        raise KitError([Problem(name, _mark(node), f"nests deeper than {MAX_DEPTH} levels")])
    if isinstance(node, yaml.ScalarNode):
        return _scalar(node, name, problems)
    if isinstance(node, yaml.SequenceNode):
        items = tuple(_convert(n, name, problems, budget, depth + 1) for n in node.value)
        return Seq(items, _mark(node))
    assert isinstance(node, yaml.MappingNode)
    entries: list[tuple[Scalar, Node]] = []
    seen: dict[object, Mark] = {}
    for key_node, value_node in node.value:
        if key_node.tag == "tag:yaml.org,2002:merge":
            problems.append(
                Problem(
                    name,
                    _mark(key_node),
                    "merge keys (`<<:`) are not supported: write the values out",
                )
            )
            continue
        if not isinstance(key_node, yaml.ScalarNode):
            problems.append(Problem(name, _mark(key_node), "a key must be a plain word or number"))
            continue
        key = _scalar(key_node, name, problems)
        hashable = key.value if isinstance(key.value, str | int | bool | float) else key.text
        if hashable in seen:
            first = seen[hashable]
            problems.append(
                Problem(
                    name,
                    key.mark,
                    f"duplicate key '{key.text}' (first at line {first.line}); keep one",
                )
            )
            continue
        seen[hashable] = key.mark
        entries.append((key, _convert(value_node, name, problems, budget, depth + 1)))
    return Map(tuple(entries), _mark(node))


_CONSTRUCTOR = yaml.SafeLoader("")
_NUMBER_TAGS = ("tag:yaml.org,2002:int", "tag:yaml.org,2002:float")


def _scalar(node: yaml.ScalarNode, name: str, problems: list[Problem]) -> Scalar:
    mark = _mark(node)
    if node.tag in _NUMBER_TAGS and sum(c.isdigit() for c in node.value) > MAX_DIGITS:
        problems.append(
            Problem(
                name,
                mark,
                f"a number of {sum(c.isdigit() for c in node.value):,} digits is too large "
                f"for a battle file (at most {MAX_DIGITS})",
            )
        )
        return Scalar(None, node.value[:40], mark)
    try:
        value = _CONSTRUCTOR.construct_object(node, deep=True)
    except (yaml.YAMLError, ValueError, OverflowError):
        value = node.value
    if isinstance(value, str):
        _check_characters(value, mark, name, problems)
    return Scalar(value, node.value, mark)


def _check_characters(value: str, mark: Mark, name: str, problems: list[Problem]) -> None:
    """Refuse control characters (escapes such as ``"\\x00"`` let YAML write them), lone
    surrogates and invisible direction overrides."""
    for index, char in enumerate(value):
        code = ord(char)
        category = unicodedata.category(char)
        if char in "\t\n\r" or (category not in ("Cc", "Cs") and code not in INVISIBLE):
            continue
        label = INVISIBLE.get(code) or unicodedata.name(char, "a control character")
        problems.append(
            Problem(
                name,
                mark,
                f"character {index + 1} of this value is an invisible U+{code:04X} "
                f"({label}); delete it",
            )
        )
        return
