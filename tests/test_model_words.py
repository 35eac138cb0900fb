"""Issue 23: what the battle file's definitions say of themselves (a field's help, a
record's noun) is written in English and French, so an editor, a message and a page speak
the reader's language."""

from __future__ import annotations

import typing

import pytest

from kitgen.schema import Meta
from kitgen.systems import systems
from tests.one_language import battle_records, field_types

SYSTEMS = sorted(systems())


@pytest.mark.parametrize("system", SYSTEMS)
def test_every_field_has_its_help_in_both_languages_or_none(system: str) -> None:
    one_sided = []
    helps = 0
    metas = [
        (where, meta)
        for record in battle_records(systems()[system].battle_type)
        for where, tp in field_types(record)
        for meta in typing.get_args(tp)[1:]
        if typing.get_origin(tp) is typing.Annotated and isinstance(meta, Meta)
    ]
    for where, meta in metas:
        english, french = meta.help
        if bool(english) != bool(french) or (english and english == french):
            one_sided.append((where, meta.help))
        helps += bool(english)
    assert one_sided == []
    assert helps >= 15  # the walk reaches the fields (a runaway guard for the test itself)


@pytest.mark.parametrize("system", SYSTEMS)
def test_every_record_names_itself_in_both_languages(system: str) -> None:
    nouns = {}
    for record in battle_records(systems()[system].battle_type):
        if "NOUN" in vars(record):
            nouns[record.__name__] = record.NOUN
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
