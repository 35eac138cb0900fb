"""The ninth proofread of the Fate kit (issue 39): what the reader found on the siege of
Corbelin, each checked on the values the templates get (no PDF is laid out here)."""

from __future__ import annotations

from typing import Any

import pytest

from kitgen.pipeline import Loaded, load
from kitgen.systems.fate import faces
from tests.conftest import ROOT
from tests.test_fate_players import _gm, _players

FATE = ROOT / "armies" / "siege-de-corbelin.yaml"


@pytest.fixture(scope="module")
def siege() -> Loaded:
    return load(FATE)


@pytest.fixture(scope="module")
def gm(siege: Loaded) -> dict[str, Any]:
    return _gm(siege)


@pytest.fixture(scope="module")
def players(siege: Loaded) -> dict[str, Any]:
    return _players(siege)


@pytest.fixture(scope="module")
def english() -> dict[str, Any]:
    return _gm(load(FATE, lang="en"))


def _cards(deck: dict[str, Any]) -> dict[str, dict[str, Any]]:
    return {s["card"]["name"]: s["card"] for sheet in deck["sheets"] for s in sheet["fronts"]}


def _mm(size: str) -> float:
    assert size.endswith("mm")
    return float(size[:-2])


def test_no_unit_card_keeps_a_blank_band_over_its_grid(
    gm: dict[str, Any], english: dict[str, Any]
) -> None:
    """Item 1: the Arbalétriers, Sapeurs and Archers kept ~2.5 cm blank under their one
    LÉGÈRE box while their siblings had Notes lines, and the English copy did not do the
    same. One rule, in both languages: a card's room over the family's fullest goes to
    Notes lines (one is enough for a block) and what is left under a line's height to
    its consequence boxes, never under 12 mm; the fullest cards get neither."""
    fullest = {"Gardes du donjon", "Chevaliers du Val", "Keep Guards", "Knights of the Val"}
    for values in (gm, english):
        for name, card in _cards(values["unit_deck"]).items():
            assert _mm(card["cons_height"]) >= faces.CONSEQUENCE_INSIDE
            if name in fullest:
                assert card["notes_lines"] == 0
                assert _mm(card["cons_height"]) == faces.CONSEQUENCE_INSIDE
            elif card["consequences"] and not card["notes_lines"]:
                # room to spare under a line's height: the boxes take it
                assert _mm(card["cons_height"]) > faces.CONSEQUENCE_INSIDE
            elif not card["consequences"]:
                assert card["notes_lines"] >= 1
    french = _cards(gm["unit_deck"])
    assert french["Arbalétriers des remparts"]["notes_lines"] >= 1
    assert french["Archers mercenaires"]["notes_lines"] >= 1
    assert french["Sapeurs"]["notes_lines"] >= 1


def test_a_led_cards_defence_follows_one_pattern(
    gm: dict[str, Any], english: dict[str, Any]
) -> None:
    """Item 2: « Athlétisme +3 (seule : Combat) contre Combat » was cryptic. A led card
    says, for each attack, its defence led, then alone."""
    cards = _cards(gm["unit_deck"])
    assert cards["Gardes du donjon"]["defence"] == (
        "Contre Combat\u202f: Athlétisme\u00a0+3 menée, Combat\u00a0+3 seule. "
        "Contre Tir\u202f: Athlétisme\u00a0+3 menée, +2 seule."
    )
    assert cards["Sapeurs"]["defence"] == ("Contre Combat et Tir\u202f: Athlétisme\u00a0+2.")
    assert cards["Chevaliers du Val"]["defence"] == (
        "Contre Combat\u202f: Combat\u00a0+3. Contre Tir\u202f: Athlétisme\u00a0+2."
    )
    # a card without a commander keeps its one line
    assert cards["Milice du bourg"]["defence"] == "Athlétisme\u00a00 contre Combat et Tir"
    guards = _cards(english["unit_deck"])["Keep Guards"]["defence"]
    assert guards == (
        "Against Fight: Athletics\u00a0+3 led, Fight\u00a0+3 alone. "
        "Against Shoot: Athletics\u00a0+3 led, +2 alone."
    )


def test_a_led_card_names_the_ladder_step_of_its_led_value(gm: dict[str, Any]) -> None:
    """Item 3: led cards showed only numbers where the others show Passable, Moyen…:
    the word of the led value stands beside it."""
    guards = _cards(gm["unit_deck"])["Gardes du donjon"]
    words = {s["name"]: (s["word"], s["value"]) for s in guards["skills"]}
    assert words["Athlétisme"] == ("Bon", "+3")
    assert words["Tir"] == ("Passable", "+2")


def test_the_counters_lie_beside_their_zone_card(gm: dict[str, Any]) -> None:
    """Item 6: six counters of 3.7 × 1.3 cm on an 8.2 × 5.7 cm zone card cover its
    ENTRER and REPÉRAGE boxes: they go beside it."""
    assert "à côté de sa carte de zone" in gm["tokens"]["help"]
    assert "sur sa carte" not in gm["tokens"]["help"]


def test_the_gm_notes_are_for_the_table(gm: dict[str, Any]) -> None:
    """Item 7: « 6 zones : la règle en suggère 4 pour 3 personnes… » was the designer's
    reason; the notes say what the table uses (the ways into the fort)."""
    assert "suggère" not in gm["notes"] and "Porte nord" in gm["notes"]


def test_the_zone_cards_writing_label_is_short_enough_for_a_revealed_card(
    siege: Loaded,
) -> None:
    """Item 8: on the players' revealed Cour and Glacis cards the label « Aspects ajoutés
    en jeu : chacun repérage +2, entrer +2 s'il gêne » ran onto the card's only writing
    line; it is shorter, on every zone card alike."""
    label = siege.text("fa.zone_writing")
    assert label.startswith("Aspects en jeu") and len(label) <= 57
