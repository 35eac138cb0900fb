"""A battle's names in each language (``names:`` / ``noms:``, kitgen.names): a kit in the
other language reads its names, every reference follows its name, the figures do not
move, and a glossary that would do nothing or make two names one is an error at its line."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from kitgen.pipeline import load
from tests.conftest import copy_values, load_errors, small_battle, write

GLOSSARY = """players_army: A
noms:
  Gué: {en: Ford}
  A: {en: Army of the Ford}
  Lances: {anglais: Spears}
  Alpha: {en: Captain Alpha}
"""
ENGLISH = {"Gué": "Ford", "A": "Army of the Ford", "Lances": "Spears", "Alpha": "Captain Alpha"}


def battle(tmp_path: Path, glossary: str = GLOSSARY) -> Path:
    return write(tmp_path, small_battle("Gué", "fr") + glossary)


def test_an_english_kit_reads_every_name_in_english(tmp_path: Path) -> None:
    loaded = load(battle(tmp_path), lang="en")
    army = loaded.battle.armies[0]
    assert (loaded.battle.name, army.name, army.troops[0].name) == (
        "Ford",
        "Army of the Ford",
        "Spears",
    )
    assert army.commander.name == "Captain Alpha"
    # a reference moves with the name it names: the players' army is still the first
    assert loaded.battle.players_army == "Army of the Ford"
    players = copy_values(loaded, "players")
    assert "Army of the Ford" in json.dumps(players, ensure_ascii=False, default=str)
    # a name with no English form stays as written
    assert loaded.battle.armies[1].name == "B"


def test_the_french_kit_keeps_the_names_as_written(tmp_path: Path) -> None:
    loaded = load(battle(tmp_path), lang="fr")
    assert (loaded.battle.name, loaded.battle.armies[0].name) == ("Gué", "A")


def _document(path: Path, lang: str) -> Any:
    loaded = load(path, lang=lang)
    return loaded.system.to_json(loaded.plan, loaded.text)


def figures(document: Any, path: str = "") -> list[tuple[str, Any]]:
    """Every number (and yes/no) of a ``compute --json`` document, with where it is."""
    if isinstance(document, dict):
        return [f for key in sorted(document) for f in figures(document[key], f"{path}.{key}")]
    if isinstance(document, list):
        return [f for i, item in enumerate(document) for f in figures(item, f"{path}[{i}]")]
    return [] if isinstance(document, str) or document is None else [(path, document)]


def test_the_figures_are_the_same_in_either_language(tmp_path: Path) -> None:
    """The glossary changes words, never a number: the English kit's computed battle has
    every figure of the French one's, at the same places, and names in English."""
    path = battle(tmp_path)
    english, french = _document(path, "en"), _document(path, "fr")
    assert figures(english) == figures(french)
    assert len(figures(french)) > 20
    assert english["armies"][0]["name"] == "Army of the Ford"
    assert french["armies"][0]["name"] == "A"


def plain(message: str) -> str:
    """``message`` with French typography's thin spaces and apostrophes made plain."""
    return message.replace("\u202f", " ").replace("\u2019", "'")


def _line_of(text: str, line: str) -> int:
    return 1 + text.splitlines().index(line)


@pytest.mark.parametrize(
    ("entry", "message"),
    [
        ("  Lances: {}", "« Lances » n'a aucune forme"),
        ("  Haches: {en: Spears}", "les deux deviendraient un seul nom"),
        ("  Haches: {en: B}", "« Haches » se lirait « B », comme « B »"),
        (
            "  Haches: {en: " + "x" * 41 + "}",
            "une forme peut être aussi longue que son nom, ou 40",
        ),
    ],
    ids=["no form", "two into one", "onto another name", "too long"],
)
def test_a_glossary_mistake_is_an_error_at_its_line(
    tmp_path: Path, entry: str, message: str
) -> None:
    text = small_battle("Gué", "fr") + "noms:\n  Lances: {en: Spears}\n" + entry + "\n"
    if entry.startswith("  Lances"):
        text = small_battle("Gué", "fr") + "noms:\n" + entry + "\n"
    errors = load_errors(tmp_path, text)
    assert len(errors) == 1, errors
    assert errors[0].startswith(f"{_line_of(text, entry)}: "), errors
    assert message in plain(errors[0])


def _warnings(tmp_path: Path, text: str) -> list[str]:
    from kitgen.i18n import say

    loaded = load(write(tmp_path, text))
    return [f"{p.mark.line if p.mark else '?'}: {say(p.message, p.lang)}" for p in loaded.warnings]


def test_a_name_the_battle_does_not_hold_is_a_warning_with_the_closest(tmp_path: Path) -> None:
    """A misspelt or renamed name does nothing: said at its line, with the closest name
    the battle holds, and the kit still builds (a renamed unit must not stop it)."""
    text = small_battle("Gué", "fr") + "noms:\n  Lance: {en: Spears}\n"
    warnings = _warnings(tmp_path, text)
    assert len(warnings) == 1, warnings
    assert warnings[0].startswith(f"{_line_of(text, '  Lance: {en: Spears}')}: ")
    assert "« Lance » n'est pas un nom de cette bataille" in plain(warnings[0])
    assert "« Lances »" in plain(warnings[0])


def test_an_enum_value_is_not_a_name(tmp_path: Path) -> None:
    """A glossary entry that spells one of the rules' own values (a troop type) is not a
    name of the battle: the rules' words are kitgen's to say, in the kit's language."""
    text = small_battle("Gué", "fr") + "noms:\n  militia: {en: X}\n"
    assert "n'est pas un nom de cette bataille" in plain(_warnings(tmp_path, text)[0])
    assert load(write(tmp_path, text), lang="en").battle.armies[0].troops[0].type == "militia"
