"""Issue 23: what the battle file's definitions say of themselves (a field's help, a
record's noun) is written in English and French, so an editor, a message and a page speak
the reader's language."""

from __future__ import annotations

import dataclasses
import typing
from collections.abc import Iterator
from typing import Any

import pytest

from kitgen.schema import Meta
from kitgen.systems import systems

SYSTEMS = sorted(systems())


def _records_and_metas(tp: Any) -> Iterator[tuple[str, Any, Meta | None]]:
    """Every record type reachable from ``tp`` (with ``None``) and every ``Meta`` written
    on a type inside it (with its record and field), each once."""
    seen: set[Any] = set()

    def walk(tp: Any, where: str) -> Iterator[tuple[str, Any, Meta | None]]:
        if typing.get_origin(tp) is typing.Annotated:
            base, *metas = typing.get_args(tp)
            for meta in metas:
                if isinstance(meta, Meta):
                    yield where, tp, meta
            yield from walk(base, where)
        elif dataclasses.is_dataclass(tp) and isinstance(tp, type):
            if tp in seen:
                return
            seen.add(tp)
            yield tp.__name__, tp, None
            hints = typing.get_type_hints(tp, include_extras=True)
            for f in dataclasses.fields(tp):
                yield from walk(hints[f.name], f"{tp.__name__}.{f.name}")
        else:
            for arg in typing.get_args(tp):
                yield from walk(arg, where)

    yield from walk(tp, "")


@pytest.mark.parametrize("system", SYSTEMS)
def test_every_field_has_its_help_in_both_languages_or_none(system: str) -> None:
    one_sided = []
    helps = 0
    for where, _, meta in _records_and_metas(systems()[system].battle_type):
        if meta is None:
            continue
        english, french = meta.help
        if bool(english) != bool(french) or (english and english == french):
            one_sided.append((where, meta.help))
        helps += bool(english)
    assert one_sided == []
    assert helps >= 15  # the walk reaches the fields (a runaway guard for the test itself)


@pytest.mark.parametrize("system", SYSTEMS)
def test_every_record_names_itself_in_both_languages(system: str) -> None:
    nouns = {}
    for where, record, meta in _records_and_metas(systems()[system].battle_type):
        if meta is None and "NOUN" in vars(record):
            nouns[where] = record.NOUN
    assert len(nouns) >= 5
    assert {k: v for k, v in nouns.items() if not (len(v) == 2 and all(v))} == {}


def test_a_help_in_one_language_is_refused() -> None:
    """A help written once more as plain text would be shown in English to a French
    reader: the definition is refused when it is made, not when it is shown."""
    with pytest.raises(TypeError, match="english, french"):
        Meta(help="the army's name")  # type: ignore[arg-type]
    assert Meta(help=("the army's name", "le nom de l'armée")).help_in("fr") == (
        "le nom de l\u2019armée"  # French typography, as every French text kitgen shows
    )
    assert Meta().help_in("en") == ""
