"""The battle file as a tree of located nodes.

The loader turns YAML into these values; the schema validator reads them. Every node knows
where it starts in the file, so any problem found later can point at ``file:line:column``.
"""

from __future__ import annotations

from dataclasses import dataclass

PathItem = str | int
Path = tuple[PathItem, ...]
"""Where a value sits in the battle file: ``("armies", 0, "troops", 2, "sd")``."""


@dataclass(frozen=True, slots=True)
class Mark:
    """A place in a file, both numbers counted from 1."""

    line: int
    column: int


@dataclass(frozen=True, slots=True)
class Scalar:
    value: object
    """What YAML made of it: str, int, float, bool, None or a date."""
    text: str
    """The characters as written, used to quote the value back in errors."""
    mark: Mark


@dataclass(frozen=True, slots=True)
class Seq:
    items: tuple[Node, ...]
    mark: Mark


@dataclass(frozen=True, slots=True)
class Map:
    entries: tuple[tuple[Scalar, Node], ...]
    mark: Mark


Node = Scalar | Seq | Map


def path_text(path: Path) -> str:
    """``("armies", 0, "troops", 2)`` -> ``armies[0].troops[2]``."""
    out = ""
    for item in path:
        out += f"[{item}]" if isinstance(item, int) else (f".{item}" if out else item)
    return out
