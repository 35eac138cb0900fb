"""Battle files turned hostile: every free-text value (a name, a note) made to carry markup.

The schema dataclasses say which values are free text (``str`` without ``choices``);
each such value gets the longest payload that still fits its ``max_length``. The same
value always gets the same payload, so references between names (a commander leading a
unit, an aspect placed by an army) still hold and the file still validates.
"""

from __future__ import annotations

import dataclasses
import types
import typing
from typing import Any

from kitgen.names import NameForms
from kitgen.schema import Meta, key_spellings

PAYLOADS = (
    ' <img src="file:///etc/passwd"><link rel=attachment href="file:///etc/hosts">'
    "<style>@import url(http://example.com/x.css)</style>",
    ' <img src="file:///etc/passwd"> url(http://example.com/y.png)',
    ' <img src="file:///etc/passwd">',
    " <img src=//x>",
    " <b>&'\"",
)
"""Longest first; each opens a tag, so a value printed unescaped changes the document."""

CODES = frozenset({"map"})
"""Free ``str`` fields that hold codes, not text (Promiterra's rows of cell letters)."""


def _meta(extra: tuple[Any, ...], meta: Meta | None) -> Meta | None:
    return next((m for m in extra if isinstance(m, Meta)), meta)


def poison(data: Any, tp: Any, memo: dict[str, str], meta: Meta | None = None) -> Any:
    """``data`` (plain YAML values) with every free-text value of schema type ``tp``
    carrying a payload."""
    origin = typing.get_origin(tp)
    if origin is typing.Annotated:
        base, *extra = typing.get_args(tp)
        return poison(data, base, memo, _meta(tuple(extra), meta))
    if origin in (typing.Union, types.UnionType):
        options = [a for a in typing.get_args(tp) if a is not type(None)]
        shaped = [
            o
            for o in options
            if isinstance(data, dict)
            == (dataclasses.is_dataclass(_bare(o)) or typing.get_origin(_bare(o)) is dict)
        ]
        return poison(data, (shaped or options)[0], memo, meta)
    if dataclasses.is_dataclass(tp) and isinstance(data, dict):
        hints = typing.get_type_hints(tp, include_extras=True)
        names = {s: name for name, spelled in key_spellings(tp).items() for s in spelled}
        return {
            key: poison(value, hints[names[key]], memo)
            if key in names and names[key] not in CODES
            else value
            for key, value in data.items()
        }
    if origin is tuple and isinstance(data, list):
        (item,) = typing.get_args(tp)[:1]
        return [poison(value, item, memo) for value in data]
    if origin is dict and isinstance(data, dict):
        key_type, value_type = typing.get_args(tp)
        if _bare(value_type) is NameForms:
            # a glossary: its names carry the payload their places carry (the same memo);
            # its forms are the kit's other language, which a build in this one never prints
            return {poison(key, key_type, memo): value for key, value in data.items()}
        return {
            poison(key, key_type, memo): poison(value, value_type, memo)
            for key, value in data.items()
        }
    if tp is str and isinstance(data, str) and not (meta and meta.choices is not None):
        limit = meta.max_length if meta and meta.max_length else 200
        if data not in memo:
            fitting = [p for p in PAYLOADS if len(data.strip()) + len(p) <= limit]
            memo[data] = data.strip() + fitting[0] if fitting else data
        return memo[data]
    return data


def _bare(tp: Any) -> Any:
    return typing.get_args(tp)[0] if typing.get_origin(tp) is typing.Annotated else tp
