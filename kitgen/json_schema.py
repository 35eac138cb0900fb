"""JSON Schema of a rule system's battle file, made from the dataclasses the loader reads.

One source of truth: ``kitgen.schema`` validates with the same ``Annotated`` fields this
module turns into a schema, so an editor with YAML support (``yaml-language-server``)
offers the same keys, bounds and words the loader accepts, with each key's help text.

The loader is more forgiving than plain JSON Schema in three ways, and the schema follows
it: a word from a list is accepted in any case and with accents optional (a pattern of
letter classes), a decimal may be written ``1,5``, and a yes/no may be ``oui``/``non``.
"""

from __future__ import annotations

import dataclasses
import json
import types
import typing
import unicodedata
from fractions import Fraction
from functools import cache
from typing import TYPE_CHECKING, Any

from kitgen import __version__
from kitgen.i18n import Text, in_language
from kitgen.model import Both
from kitgen.schema import FRENCH_BOOLEANS, LIGATURES, Meta, key_spellings, meta_of

if TYPE_CHECKING:
    from kitgen.systems import RuleSystem

DRAFT = "https://json-schema.org/draft/2020-12/schema"
DEFAULT_MAX_LENGTH = 200
DEFAULT_MAX_ITEMS = 1000
SEPARATORS = r"[^A-Za-z0-9]*"
"""What ``fold`` drops between letters (spaces, dashes, apostrophes, accents' marks)."""
YAML_BOOLEAN_WORDS = ("yes", "no", "on", "off", "y", "n", "true", "false")
"""Words PyYAML (YAML 1.1) reads as yes/no; an editor following YAML 1.2 sees text."""


def battle_schema(
    system: str, battle_type: type[Any], summary: str | Both, lang: str = "en"
) -> dict[str, Any]:
    """The whole schema of a ``system:`` battle file, its descriptions in ``lang``."""
    text = Text(lang)
    defs: dict[str, Any] = {}
    root = _Builder(defs, lang).record(battle_type)
    root["properties"]["system"] = {
        "const": system,
        "description": text("json_schema.system"),
    }
    root["required"] = ["system", *(r for r in root.get("required", []) if r != "system")]
    return {
        "$schema": DRAFT,
        "title": text("json_schema.title", version=__version__, system=system),
        "description": in_language(summary, lang),
        **root,
        "$defs": dict(sorted(defs.items())),
    }


class _Builder:
    """Walks the dataclasses; each record and each list of words is written once under
    ``$defs`` and referred to wherever it is used."""

    def __init__(self, defs: dict[str, Any], lang: str = "en") -> None:
        self.defs = defs
        self.lang = lang
        """The language of every description (``Meta.help_in``)."""
        self.words_of: dict[int, str] = {}

    def reference(self, cls: Any) -> dict[str, Any]:
        name = cls.__name__
        if name not in self.defs:
            self.defs[name] = {}  # a placeholder while it is built (no record nests itself)
            self.defs[name] = self.record(cls)
        return {"$ref": f"#/$defs/{name}"}

    def choice(self, choices: Any) -> dict[str, Any]:
        key = id(choices)
        if key not in self.words_of:
            name = f"words-{min(choices.values())}"
            while name in self.defs:
                name += "-"
            self.words_of[key] = name
            canonical = sorted(set(choices.values()))
            self.defs[name] = {"anyOf": [{"enum": canonical}, _words(sorted(choices))]}
        return {"$ref": f"#/$defs/{self.words_of[key]}"}

    def record(self, cls: Any) -> dict[str, Any]:
        return _record(self, cls)


def _node(builder: _Builder, tp: Any, meta: Meta | None = None) -> dict[str, Any]:
    origin = typing.get_origin(tp)
    if origin is typing.Annotated:
        base, *extra = typing.get_args(tp)
        found = meta_of(tp) if any(isinstance(m, Meta) for m in extra) else meta
        return _node(builder, base, found)
    described = _described(meta, builder.lang)
    if origin in (typing.Union, types.UnionType):
        options = [a for a in typing.get_args(tp) if a is not type(None)]
        choices = [_node(builder, a, meta) for a in options]
        if type(None) in typing.get_args(tp):
            choices.append({"type": "null"})
        return {"anyOf": choices, **described} if len(choices) > 1 else choices[0]
    if dataclasses.is_dataclass(tp):
        return {**builder.reference(tp), **described}
    if origin is tuple:
        (item,) = typing.get_args(tp)[:1]
        limit = meta.max_items if meta and meta.max_items else DEFAULT_MAX_ITEMS
        return {"type": "array", "items": _node(builder, item), "maxItems": limit, **described}
    if origin is dict:
        key_type, value_type = typing.get_args(tp)
        return {
            "type": "object",
            "propertyNames": _key(builder, key_type),
            "additionalProperties": _node(builder, value_type),
            **described,
        }
    if tp is bool:
        words = sorted({*FRENCH_BOOLEANS, *YAML_BOOLEAN_WORDS})
        return {"anyOf": [{"type": "boolean"}, _words(words)], **described}
    if tp is int:
        return {"type": "integer", **_bounds(meta), **described}
    if tp is Fraction:
        written = {"type": "string", "pattern": r"^\s*[+-]?\d{1,9}([.,]\d{1,6})?\s*$"}
        return {"anyOf": [{"type": "number", **_bounds(meta)}, written], **described}
    if tp is str:
        return {**_text(builder, meta), **described}
    raise TypeError(f"json_schema: unsupported field type {tp!r}")  # a programming error


def _described(meta: Meta | None, lang: str) -> dict[str, Any]:
    return {"description": meta.help_in(lang)} if meta and meta.help_in(lang) else {}


def _bounds(meta: Meta | None) -> dict[str, Any]:
    out: dict[str, Any] = {}
    if meta and meta.min is not None:
        out["minimum"] = meta.min
    if meta and meta.max is not None:
        out["maximum"] = meta.max
    return out


def _text(builder: _Builder, meta: Meta | None) -> dict[str, Any]:
    if meta and meta.choices is not None:
        return builder.choice(meta.choices)
    limit = meta.max_length if meta and meta.max_length else DEFAULT_MAX_LENGTH
    # a name may be a number or a date to YAML; the loader reads it as written
    return {"anyOf": [{"type": "string", "minLength": 1, "maxLength": limit}, {"type": "number"}]}


def _key(builder: _Builder, tp: Any) -> dict[str, Any]:
    """The schema of a mapping's keys (JSON keys are always strings)."""
    meta = None
    if typing.get_origin(tp) is typing.Annotated:
        tp, *extra = typing.get_args(tp)
        meta = next((m for m in extra if isinstance(m, Meta)), None)
    if tp is int:
        return {"pattern": r"^[+-]?\d+$"}
    if meta and meta.choices is not None:
        return builder.choice(meta.choices)
    limit = meta.max_length if meta and meta.max_length else DEFAULT_MAX_LENGTH
    return {"minLength": 1, "maxLength": limit}


def _record(builder: _Builder, cls: Any) -> dict[str, Any]:
    hints = typing.get_type_hints(cls, include_extras=True)
    properties: dict[str, Any] = {}
    required: list[str] = []
    either: list[dict[str, Any]] = []
    spellings = key_spellings(cls)
    for f in dataclasses.fields(cls):
        schema = _node(builder, hints[f.name])
        names = list(dict.fromkeys(n for spelled in spellings[f.name] for n in _written(spelled)))
        for name in names:
            properties[name] = schema
        if f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING:
            if len(names) == 1:
                required.append(f.name)
            else:  # given under its name or any alias
                either.append({"anyOf": [{"required": [n]} for n in names]})
    out: dict[str, Any] = {
        "type": "object",
        "properties": properties,
        "additionalProperties": False,
    }
    if required:
        out["required"] = required
    if either:
        out["allOf"] = either
    return out


def _written(key: str) -> tuple[str, ...]:
    """A key as editors may offer it: as spelled, and without its accents if it has any
    (``règles_maison``, ``regles_maison``); kitgen reads either."""
    plain = "".join(c for c in unicodedata.normalize("NFKD", key) if not unicodedata.combining(c))
    return (key, plain) if plain != key else (key,)


def _words(folded: list[str]) -> dict[str, Any]:
    """A pattern matching what ``kitgen.schema.fold`` turns into one of ``folded``: any
    case, accents optional, spaces, dashes and apostrophes anywhere."""
    alternatives = "|".join(_folded_pattern(word) for word in folded)
    return {"type": "string", "pattern": f"^{SEPARATORS}(?:{alternatives}){SEPARATORS}$"}


def _folded_pattern(word: str) -> str:
    parts = []
    i = 0
    while i < len(word):
        ligature = _LIGATURE_OF.get(word[i : i + 2])
        if ligature:
            first, second = _letter(word[i]), _letter(word[i + 1])
            parts.append(f"(?:{first}{SEPARATORS}{second}|{ligature})")
            i += 2
        else:
            parts.append(_letter(word[i]))
            i += 1
    return SEPARATORS.join(parts)


_LIGATURE_OF = {
    folded: f"[{source}{source.upper()}]"
    for source, folded in ((chr(k), v) for k, v in LIGATURES.items())
    if len(folded) == 2
}


@cache
def _letter(char: str) -> str:
    """A character class of ``char`` in either case with every accent over it."""
    variants = {char, char.upper()}
    for code in range(0xC0, 0x180):  # Latin-1 and Latin Extended-A
        candidate = chr(code)
        base = unicodedata.normalize("NFKD", candidate.casefold())
        stripped = "".join(c for c in base if not unicodedata.combining(c))
        if stripped == char:
            variants.add(candidate)
    return "[" + "".join(sorted(variants)) + "]" if len(variants) > 1 else _escape(char)


def _escape(char: str) -> str:
    return "\\" + char if not char.isalnum() else char


def schema_file(system: str) -> str:
    """Where a starter's modeline expects the schema, relative to the battle file."""
    return f"schemas/{system}.schema.json"


def schema_text(system: RuleSystem, lang: str = "en") -> str:
    """A rule system's schema as the JSON file editors read, its descriptions in ``lang``
    (``"en"`` or ``"fr"``)."""
    schema = battle_schema(system.key, system.battle_type, system.summary, lang)
    return json.dumps(schema, ensure_ascii=False, indent=1) + "\n"


def starter_text(system: RuleSystem, language: str) -> str:
    """The commented starter battle file of ``system`` in ``language`` (``kitgen new``)."""
    return system.starter_in(language).read_text(encoding="utf-8")
