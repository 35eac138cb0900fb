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
    its consequence boxes, never under 12 mm; the fullest cards get one line of notes,
    their label on it (the tenth proofread: they had none)."""
    fullest = {"Gardes du donjon", "Chevaliers du Val", "Keep Guards", "Knights of the Val"}
    for values in (gm, english):
        for name, card in _cards(values["unit_deck"]).items():
            assert _mm(card["cons_height"]) >= faces.CONSEQUENCE_INSIDE
            if name in fullest:
                assert card["notes_lines"] == 1 and card["notes_inline"]
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


# ---------------------------------------------------------------- the tenth proofread


def test_the_english_letter_players_copy_ends_its_quick_reference_with_the_rulings() -> None:
    """Tenth pass, item 1: on US Letter the players' quick reference ran over by the
    rulings note, alone on a page 92 % blank (10 pages). The page sets its rows closer:
    the note closes the quick reference, on 9 pages."""
    from kitgen.build import build_kit, print_settings
    from tests.conftest import pdf_text

    english = load(FATE, lang="en")
    pages = pdf_text(
        build_kit(english, print_settings(english, paper="letter", audience="players")).pdf
    )
    assert len(pages) == 9
    quick = next(p for p in pages if "Quick reference — Actions" in p)
    assert "Rulings" in quick and "Initiative, once." in quick
    assert not any(p.lstrip().startswith("Rulings") for p in pages)


def test_page_one_points_to_where_the_rulings_are(
    gm: dict[str, Any], english: dict[str, Any], players: dict[str, Any]
) -> None:
    """Item 2: page 1 sent the GM to "the end of the page Unité contre unité", whose
    first page the note is not on (it closes the section's last page). It points to the
    section's last table; the players' copy, whose note closes its one quick reference
    page, keeps its pointer (``kitgen.render.compose``)."""
    where = gm["rulings_where"]
    assert "après le dernier tableau de «\u202fUnité contre unité\u202f»" in where
    assert "à la fin de la page" not in where
    assert "after the last table of “Unit against unit”" in english["rulings_where"]
    assert "rulings_where" not in players


def test_a_led_unit_has_its_odds_alone_on_the_rolls_page(gm: dict[str, Any]) -> None:
    """Item 3: a unit whose commander falls rolls its own skills; the rolls page gave only
    its led odds. Where being alone changes what it rolls, it stands there "(seule)":
    the Gardes shoot at +1 alone (+2 led) and parry the Archers' Shoot at +2 (+3 led),
    with the engine's odds."""
    from kitgen.systems.fate.attacks import opposed

    garrison, league = gm["rolls"]["sides"]
    shoot_1 = next(g for g in garrison["groups"] if g["key"] == ("shoot", 1))
    assert "Gardes du donjon" in shoot_1["attackers"]
    assert "(seule)" in shoot_1["attackers"]
    archers = next(g for g in league["groups"] if g["key"] == ("shoot", 2))
    alone = next(r for r in archers["rows"] if "(seule)" in r["defenders"])
    assert "Gardes du donjon" in alone["defenders"] and alone["defence"] == "+2"
    t = load(FATE).text
    assert alone["cells"] == [t.percent(float(p)) for p in opposed(2, 2)]
    # led, the Gardes parry Fight with Athletics +3; alone with Fight +3: said so
    fight = next(g for g in league["groups"] if g["key"] == ("fight", 3))
    assert "(seule, Combat)" in fight["rows"][0]["defenders"]
    assert "(seule)" in gm["rolls"]["help"]


def test_the_map_note_names_two_ways_in(gm: dict[str, Any], english: dict[str, Any]) -> None:
    """Item 4: « Du Glacis, deux chemins mènent à la Cour intérieure, la Porte nord… et le
    Chemin de ronde » read as three places. The note says the two ways, then where they
    lead."""
    assert "soit par la Porte nord" in gm["notes"] and "soit par le Chemin de ronde" in gm["notes"]
    assert "deux chemins" not in gm["notes"]
    assert "either through the North Gate" in english["notes"]
    assert "two ways lead" not in english["notes"]


def test_every_unit_card_has_ruled_room_for_notes(
    gm: dict[str, Any], english: dict[str, Any], players: dict[str, Any]
) -> None:
    """Item 5: the Good units' cards, the fullest, had no notes room where every other
    card had some. Every card keeps a ruled line for notes at the least (the fullest's
    label written on it), and the family's grid is counted after it."""
    for values in (gm, english, players):
        cards = _cards(values["unit_deck"])
        assert all(c["notes_lines"] >= 1 for c in cards.values())
        good = [c for c in cards.values() if len(c["consequences"]) == 2]
        assert len(good) == 2 and all(c["notes_inline"] for c in good)
        assert len({c["write_lines"] for c in cards.values()}) == 1
        assert all(c["write_lines"] >= 2 for c in cards.values())


def test_the_beaten_faces_hatching_stays_inside_its_frame() -> None:
    """Item 6: in duplex, the hatched band of a beaten unit's or commander's face drew its
    stripes under and past its border. The hatching is painted inside the border only."""
    from tests.conftest import ROOT as root

    css = (root / "templates" / "fate" / "kit.css").read_text(encoding="utf-8")
    rule = next(
        line for line in css.splitlines() if line.startswith(".fa-beaten .fa-out-banner {")
    )
    assert "background-clip: padding-box" in rule
