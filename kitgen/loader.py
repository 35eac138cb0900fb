"""The only module that reads battle files: bytes -> YAML -> located node tree.

It keeps the line and column of every node, refuses what YAML allows but a hand-written
battle file never needs (several documents, merge keys, duplicate keys), and bounds the
work a hostile file can cause (size, nesting, alias expansion).
"""

from __future__ import annotations

from pathlib import Path as FsPath

import yaml

from kitgen.errors import KitError, Problem
from kitgen.nodes import Map, Mark, Node, Scalar, Seq

MAX_FILE_BYTES = 1_000_000
MAX_NODES = 200_000
MAX_DEPTH = 64


class _Budget:
    def __init__(self) -> None:
        self.nodes = 0


def _mark(node: yaml.Node) -> Mark:
    return Mark(node.start_mark.line + 1, node.start_mark.column + 1)


def read_battle_file(path: FsPath, *, display: str | None = None) -> Node:
    """Read and parse one battle file; raise ``KitError`` with every problem's place."""
    name = display or str(path)
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        raise KitError([Problem(name, None, "no such file")]) from None
    except IsADirectoryError:
        raise KitError([Problem(name, None, "is a folder, not a battle file")]) from None
    except OSError as exc:
        raise KitError([Problem(name, None, f"cannot be read: {exc.strerror}")]) from None
    return parse_battle_text(raw, name)


def parse_battle_text(raw: bytes, name: str) -> Node:
    if len(raw) > MAX_FILE_BYTES:
        raise KitError(
            [
                Problem(
                    name,
                    None,
                    f"is {len(raw):,} bytes; a battle file may hold at most {MAX_FILE_BYTES:,}",
                )
            ]
        )
    text = _decode(raw, name)
    try:
        documents = list(yaml.compose_all(text, Loader=yaml.SafeLoader))
    except yaml.MarkedYAMLError as exc:
        raise KitError([_yaml_problem(exc, name)]) from None
    except yaml.YAMLError as exc:  # pragma: no cover - PyYAML marks nearly everything
        raise KitError([Problem(name, None, f"YAML error: {exc}")]) from None
    documents = [d for d in documents if d is not None]
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
    problems: list[Problem] = []
    node = _convert(documents[0], name, problems, _Budget(), 0)
    if problems:
        raise KitError(problems)
    return node


def _decode(raw: bytes, name: str) -> str:
    if raw.startswith(b"\xef\xbb\xbf"):
        raw = raw[3:]  # a UTF-8 byte-order mark says nothing we need; editors add it
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
    mark = exc.problem_mark or exc.context_mark
    place = Mark(mark.line + 1, mark.column + 1) if mark else None
    problem = (exc.problem or exc.context or "unreadable YAML").strip()
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


def _scalar(node: yaml.ScalarNode, name: str, problems: list[Problem]) -> Scalar:
    try:
        value = _CONSTRUCTOR.construct_object(node, deep=True)
    except yaml.YAMLError:
        value = node.value
    return Scalar(value, node.value, _mark(node))
