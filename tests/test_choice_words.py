"""Issue 23: the words a message offers for a value the battle file misspelled.

Every ``Meta(choices=…)`` maps spellings to a canonical value, which is English. A French
reader is offered the French word for each value (``milice``, ``chevaliers d'élite``),
one the battle file accepts, and an English reader the canonical values, as before."""

from __future__ import annotations

import dataclasses
import types
import typing
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any

import pytest

from kitgen.errors import KitError
from kitgen.i18n import say
from kitgen.pipeline import load_bytes
from kitgen.schema import Meta, fold, spellings
from kitgen.systems import registry


def choice_sets(
    tp: Any, seen: set[Any], where: str = ""
) -> Iterator[tuple[str, Mapping[str, str]]]:
    """Every ``Meta.choices`` reachable from the record type ``tp``, with its field."""
    origin = typing.get_origin(tp)
    if origin is typing.Annotated:
        base, *extra = typing.get_args(tp)
        for meta in extra:
            if isinstance(meta, Meta) and meta.choices is not None:
                yield where, meta.choices
        yield from choice_sets(base, seen, where)
    elif origin in (typing.Union, types.UnionType, tuple, dict):
        for arg in typing.get_args(tp):
            if arg is not Ellipsis:
                yield from choice_sets(arg, seen, where)
    elif dataclasses.is_dataclass(tp) and tp not in seen:
        seen.add(tp)
        hints = typing.get_type_hints(tp, include_extras=True)
        for f in dataclasses.fields(tp):
            yield from choice_sets(hints[f.name], seen, f"{tp.__name__}.{f.name}")


CHOICE_SETS = [
    (f"{name}:{where}", choices)
    for name, system in registry().systems.items()
    for where, choices in choice_sets(system.battle_type, set())
]


def test_every_system_has_choice_sets() -> None:
    systems = {name.split(":")[0] for name, _ in CHOICE_SETS}
    assert {"witcher", "bloodlust", "jdrwiki", "promiterra", "fate"} <= systems
    assert len(CHOICE_SETS) > 40


@pytest.mark.parametrize(("where", "choices"), CHOICE_SETS, ids=[w for w, _ in CHOICE_SETS])
def test_every_value_has_a_french_word_the_file_accepts(
    where: str, choices: Mapping[str, str]
) -> None:
    french = getattr(choices, "french", None)
    assert french is not None, f"{where}: no French words (spellings(rows, french=…))"
    canonical = set(choices.values())
    assert set(french) == canonical, f"{where}: French words for {sorted(canonical)}"
    for value, word in french.items():
        assert word.strip() == word and word, (where, value, word)
        assert choices.get(fold(word)) == value, f"{where}: {word!r} does not read as {value!r}"


def test_spellings_refuses_a_french_word_it_does_not_accept() -> None:
    with pytest.raises(ValueError, match="milicia"):
        spellings({"militia": ("milice",)}, french={"militia": "milicia"})
    with pytest.raises(ValueError, match="knights"):
        spellings({"militia": ("milice",), "knights": ()}, french={"militia": "milice"})


WITCHER = """\
system: witcher
name: Le gué
language: {lang}
armies:
  - name: Nord
    commander: {{name: Yolanda, rank: major}}
    troops:
      - {{name: Lances Rouges, count: 40, type: {written}}}
  - name: Sud
    commander: {{name: Vilgefortz, rank: captain}}
    troops:
      - {{name: Écorcheurs, count: 30, type: brigands}}
"""


def worded(written: str, lang: str) -> str:
    raw = WITCHER.format(lang=lang, written=written).encode()
    with pytest.raises(KitError) as caught:
        load_bytes(raw, Path("x.yaml"))
    (problem,) = caught.value.problems
    return say(problem.message, lang).replace("\u202f", " ").replace("\u2019", "'")


def test_a_misspelt_troop_type_lists_the_french_words_in_french() -> None:
    french = worded("milita", "fr")
    assert "« milita » : valeur inconnue (vouliez-vous dire « milice » ?)" in french
    assert french.endswith(
        "valeurs possibles : brigands, chevaliers, chevaliers d'élite, dragons, "
        "élémentaires, gargouilles, golems, hommes d'armes, mages, mercenaires, milice, "
        "nains de Mahakam, non-combattants, paysans, scoia'tael, sorceleurs, trolls"
    ), french


def test_a_misspelt_french_word_is_named_with_its_accents() -> None:
    french = worded("chevalier d elitte", "fr")
    assert "(vouliez-vous dire « chevaliers d'élite » ?)" in french, french
    english = worded("chevalier d elitte", "en")
    assert "(did you mean 'chevalier d'élite', that is 'elite knights'?)" in english, english


def test_a_misspelling_like_no_french_word_names_the_french_word_it_stands_for() -> None:
    french = worded("knigts", "fr")
    assert "(vouliez-vous dire « knights », c'est-à-dire « chevaliers » ?)" in french, french
    assert "(did you mean 'knights'?)" in worded("knigts", "en")


def test_a_misspelt_troop_type_reads_as_before_in_english() -> None:
    english = worded("milita", "en")
    assert english.endswith(
        "type 'milita' is not known (did you mean 'militia'?); one of: brigands, dragons, "
        "elementals, elite knights, gargoyles, golems, knights, mages, mahakam dwarves, "
        "men-at-arms, mercenaries, militia, non-combatants, peasants, scoia'tael, trolls, "
        "witchers"
    ), english
