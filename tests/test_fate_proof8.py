"""The eighth proofread of the Fate kit (issue 39): what the reader found on the siege of
Corbelin, each checked on the values the templates get (no PDF is laid out here)."""

from __future__ import annotations

from typing import Any

import pytest

from kitgen.build import print_settings
from kitgen.cards import Kit
from kitgen.pipeline import Loaded, load
from kitgen.systems.fate.faces import beaten_face
from tests.conftest import ROOT
from tests.test_fate_players import _gm, _gm_duplex, _players

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
def duplex(siege: Loaded) -> dict[str, Any]:
    return _gm_duplex(siege)


def _cards(deck: dict[str, Any]) -> list[dict[str, Any]]:
    return [slot["card"] for sheet in deck["sheets"] for slot in sheet["fronts"]]


def test_the_quick_reference_says_how_a_hit_fills_consequences_in_both_copies(
    gm: dict[str, Any], players: dict[str, Any]
) -> None:
    """Item 1: the cards carry LÉGÈRE (2) / MODÉRÉE (4) boxes, the players' copy never said
    how a hit fills them (ruling N9): the quick reference's « Encaisser » does, in each."""
    for values in (gm, players):
        harm = " ".join(str(h) for h in values["quick"]["harm"])
        assert "1–2 crans, la légère\u00a0(2)" in harm
        assert "3–4, la modérée\u00a0(4)" in harm and "5–6, les deux" in harm
        assert "Moyenne" in harm and "égalité" in harm


def test_a_beaten_units_back_ends_the_battle_as_the_scenario_says(
    siege: Loaded, duplex: dict[str, Any]
) -> None:
    """Item 2: this battle ends when the Donjon falls or at the tenth turn, not only
    when a side has no units left: the backs say so when the scenario has a victory."""
    backs = [c["back"] for c in _cards(duplex["unit_deck"]) if "back" in c]
    assert backs
    for back in backs:
        assert "conditions de victoire du scénario" in back["rules"][-1]
    # a battle without a scenario keeps the rulebook's sentence
    unit = siege.plan.armies[0].units[0]
    assert "scénario" not in beaten_face(unit, siege.text)["rules"][-1]


def test_the_rolls_tag_a_led_unit_and_say_its_plus_one_is_in(gm: dict[str, Any]) -> None:
    """Item 3: the rolls page's figures already count the commander's +1; it said « Une
    unité menée lance avec le +1 » untagged, and a GM would add it twice."""
    rolls = gm["rolls"]
    assert "ne l’ajoutez pas" in str(rolls["help"]).replace("'", "’")
    assert "inférieures à sa Volonté" in str(rolls["help"])
    attackers = [str(g["attackers"]) for s in rolls["sides"] for g in s["groups"]]
    assert any(a.startswith("Gardes du donjon") and "(menée)" in a for a in attackers)
    defenders = [
        str(r["defenders"]) for s in rolls["sides"] for g in s["groups"] for r in g["rows"]
    ]
    assert any("Chevaliers du Val" in d and "(menée)" in d for d in defenders)
    # a unit whose commander raises nothing is never tagged
    assert not any("Archers mercenaires <" in d for d in defenders)


def test_unit_against_unit_says_one_on_one_in_short_points(gm: dict[str, Any]) -> None:
    """Items 4 and 9: « seules » meant "without a commander" on the cards and "one against
    one" here; the help was one wall of grey text, its marks buried mid-line."""
    points = [str(p) for p in gm["engagements"]["help"]]
    assert len(points) >= 6
    assert "une contre une" in points[0] and "seules" not in " ".join(points)
    # each ruling's mark ends its own point
    marked = [p for p in points if 'class="ruling-mark"' in p]
    assert len(marked) == 3 and all(p.endswith("</sup>") for p in marked)


def test_the_turn_order_says_each_unit_is_activated_once(gm: dict[str, Any]) -> None:
    """Item 5: « activez une unité… Toute une armée agit avant la suivante » read two ways;
    the rulebook: each unit and commander of an army acts before any of the next."""
    step = str(gm["quick"]["turn"][1])
    assert "une à une chacune de vos unités" in step and "puis l’armée suivante" in step.replace(
        "'", "’"
    )


def test_the_quick_reference_says_how_to_remove_a_hindering_aspect(
    gm: dict[str, Any], players: dict[str, Any]
) -> None:
    """Item 7: nothing said how the ram brings down « Herse abaissée »; the line names the
    battle's hindering aspects in sight of all, never a hidden one."""
    for values in (gm, players):
        line = str(values["quick"]["overcome"][1])
        assert line.startswith("Ôter un aspect gênant")
        assert "Herse abaissée" in line and "Murailles épaisses" in line
        assert "Passable (+2)" in line and "Athlétisme" in line


def test_the_points_left_say_how_a_unit_bought_in_battle_enters(
    gm: dict[str, Any], players: dict[str, Any]
) -> None:
    """Item 8: « Reste 2 » said what it buys, not how it comes into play; each unit the
    points can buy has a blank counter (the GM's copy, which tells the points left)."""
    for army in gm["armies"]:
        assert "pion vierge" in str(army["left"])
    blanks = [k for k in gm["tokens"]["units"] if "blank" in k]
    assert len(blanks) == 3  # 2 points left: two Average units; 1 point: one
    # the players' copy (ninth pass): two for every army alike, whatever its secrets
    assert len([k for k in players["tokens"]["units"] if "blank" in k]) == 4


def test_the_zone_count_is_a_first_page_note_not_page_twos_opening(gm: dict[str, Any]) -> None:
    """Item 10: page 2 opened on a designer's note; the ninth pass: the GM's notes
    (page 1) do not repeat it either, nor the scenario's situation: they say what the
    table needs (the ways into the fort)."""
    assert gm["zones_line"] == ""
    assert "zones" not in gm["notes"] and "suggère" not in gm["notes"]
    assert gm["notes"].startswith("Le Camp de la Ligue ne touche que le Glacis.")
    assert "assiège" not in gm["notes"]


def test_a_unit_card_with_room_to_spare_gets_ruled_lines(gm: dict[str, Any]) -> None:
    """Item 12: the Milice's card was 40 % blank over the family's grid: it gets notes
    lines there; the family's grid itself stays the same on every card."""
    cards = {c["name"]: c for c in _cards(gm["unit_deck"])}
    assert cards["Milice du bourg"]["notes_lines"] >= 2
    # the fullest keeps one line of notes, its label on it (the tenth proofread)
    assert cards["Gardes du donjon"]["notes_lines"] == 1
    assert len({c["write_lines"] for c in cards.values()}) == 1


def test_a_commanders_back_records_their_defeat(duplex: dict[str, Any]) -> None:
    """Item 12: a commander's back was blank but for its title; it records when, by whom
    and how they fell, and the Fate point it brings."""
    cards = _cards(duplex["commander_deck"])
    assert cards
    for card in cards:
        back = card["back"]
        assert back["name"] == card["name"]
        assert len(back["lines"]) == 3 and "point Fate" in back["rules"][0]


def test_only_the_gm_copy_cites_what_it_needs(siege: Loaded) -> None:
    """The new lines say their reading whole (no new ruling mark): the players' note stays
    the two rulings their pages cite."""
    from kitgen.systems.fate.presenter import quick_reference

    kit = Kit(print_settings(siege), siege.text)
    quick_reference(siege.text, siege.plan, kit)
    assert sorted(kit.cited) == ["N14", "N8"]
