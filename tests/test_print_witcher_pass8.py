"""Witcher kits, eighth proof pass: what a GM would stop at.

The breached wall said "en phase 2" without saying it stands again after; the casualty
pages did not say why one army's test is rolled by its phase-3 leader and the other's by
its commander-in-chief; the warnings handed the GM an editorial choice, with a wrong
example; the players' cards had no Luck line and no SD breakdown; the casualty bands'
second headcount had no Wounded column; with SR 5 the sheet's tracks did not say they wait
on the crucial moment; the players' key explained an arrow their page does not print;
the field's front row was lower-case and its empty cells read as missing data; a tie for
the likeliest bar was bold once; the rounds tally changed from phase to phase. Values come
from the presenter (no PDF)."""

from __future__ import annotations

from typing import Any

import pytest

from kitgen.pipeline import load
from kitgen.printing import PLAYERS
from tests.conftest import ROOT, copy_values, value_text

AULD = ROOT / "armies" / "auld-alliance.yaml"
VILLAGE = ROOT / "armies" / "village-brigands.yaml"
BRENNA = ROOT / "armies" / "brenna.yaml"
PATHS = (AULD, VILLAGE, BRENNA)


@pytest.fixture(scope="module")
def gm() -> dict[str, dict[str, Any]]:
    return {path.stem: copy_values(load(path), "gm") for path in PATHS}


@pytest.fixture(scope="module")
def players() -> dict[str, dict[str, Any]]:
    return {path.stem: copy_values(load(path), PLAYERS) for path in PATHS}


def _cards(values: dict[str, Any]) -> list[dict[str, Any]]:
    deck = values["battle_deck"]
    return [slot["card"] for sheet in deck["sheets"] for slot in sheet["fronts"]]


def _casualties(values: dict[str, Any]) -> list[dict[str, Any]]:
    return [a["casualties"] for a in values["armies"] if a.get("casualties")]


def test_the_breached_wall_says_it_costs_phase_2_only(gm: dict[str, dict[str, Any]]) -> None:
    """The rules' example takes the fortifications away "pour la phase 2": the figures
    count them again in phase 3 and for casualties, and the page says so."""
    stake = str(gm["auld-alliance"]["sheet"]["phases"][0]["stake"])
    assert "en phase\u00a02 seulement" in stake or "en phase 2 seulement" in stake
    field = value_text(gm["auld-alliance"]["field"])
    assert "Mur percé, en phase 2 seulement" in field


def test_the_casualty_page_says_who_rolls_and_why(gm: dict[str, dict[str, Any]]) -> None:
    hunt, alliance = _casualties(gm["auld-alliance"])
    assert "commandant en chef" in str(hunt["test"])
    assert "Sans commandant en chef" not in str(hunt["test"])
    assert "chef de la phase\u00a03" in str(alliance["test"])
    for army in _casualties(gm["brenna"]):  # both led by a commander-in-chief
        assert "commander-in-chief" in str(army["test"])


def test_the_warnings_state_what_the_kit_does(gm: dict[str, dict[str, Any]]) -> None:
    page = value_text(gm["auld-alliance"]["warnings"])
    assert "1/1/2" not in page and "un d'écart" not in page and "un d’écart" not in page
    assert "0/2/0" in page


def test_every_commander_s_luck_is_on_its_own_card(
    players: dict[str, dict[str, Any]], gm: dict[str, dict[str, Any]]
) -> None:
    """Rule 8: every commander may spend Luck; where the file gives none, the card says
    whose it is (a PC's sheet; an NPC has none), on both copies."""
    for values in (players["auld-alliance"], gm["auld-alliance"], players["village-brigands"]):
        own = [c for c in _cards(values) if c["luck"]]
        assert own, "no Luck line on any card"
    alliance = next(c for c in _cards(players["auld-alliance"]) if c["name"] == "Auld Alliance")
    # ninth pass: said plainly, an NPC's 0 and a PC's own
    assert "PNJ\u202f: 0" in alliance["luck"] and "sa Chance" in alliance["luck"]


def test_the_players_own_card_shows_its_sd_parts(players: dict[str, dict[str, Any]]) -> None:
    cards = {c["name"]: c for c in _cards(players["auld-alliance"])}
    assert [p["value"] for p in cards["Auld Alliance"]["sd_parts"]] == ["SD\u00a014", "+1", "+3"]
    assert cards["Chasse Sauvage"]["sd_parts"] == []  # another army's: the GM's to announce


def test_both_headcounts_of_the_bands_have_the_same_columns(
    gm: dict[str, dict[str, Any]],
) -> None:
    hunt = _casualties(gm["auld-alliance"])[0]
    assert hunt["alt_headers"]
    assert all(b["alt_wounded"] for b in hunt["bands"])
    # Sur 200, the band 0 … +5: 34–84 (60) lost, 11–28 (20) dead, the rest wounded
    band = next(b for b in hunt["bands"] if b["alt_lost"] == "34–84 (60)")
    assert band["alt_dead"] == "11–28 (20)" and band["alt_wounded"] == "23–56 (40)"


def test_with_sr_5_the_tracks_say_they_wait_on_the_crucial_moment(
    gm: dict[str, dict[str, Any]],
) -> None:
    phases = gm["village-brigands"]["sheet"]["phases"]
    assert "SR\u00a05" not in str(phases[0]["stake"])  # no crucial moment planned
    for phase in phases[1:]:
        assert "ne servent que s’il n’est pas joué" in str(phase["stake"])
    assert "SR\u00a05" not in str(gm["auld-alliance"]["sheet"]["phases"][1]["stake"])


def test_the_arrow_is_explained_only_where_it_is_printed(
    players: dict[str, dict[str, Any]], gm: dict[str, dict[str, Any]]
) -> None:
    for name in ("auld-alliance", "village-brigands", "brenna"):
        assert "→" not in players[name]["matchup_note"]
        assert "→" in gm[name]["matchup_note"]


def test_the_field_names_its_front_and_fills_every_cell(
    gm: dict[str, dict[str, Any]], players: dict[str, dict[str, Any]]
) -> None:
    for values in (*gm.values(), *players.values()):
        field = values["field"]
        for phase in field["phases"]:
            assert phase["crucial"] or phase["none"]
        for army in field["armies"]:
            for cell in army["cells"]:
                assert cell["items"] or cell["empty"]
    hunt = gm["auld-alliance"]["field"]["armies"][0]["cells"][0]
    assert hunt["empty"] == "aucun spécialiste"
    heroes = gm["village-brigands"]["field"]["armies"][0]["cells"][2]
    assert "Les héros (6)" in heroes["items"]


def test_a_tie_for_the_likeliest_bar_is_bold_twice(gm: dict[str, dict[str, Any]]) -> None:
    for values in gm.values():
        odds = values["odds"]
        for bars in [odds["length"]["bars"], *(a["bars"] for a in odds["phases_won"])]:
            strong = {b.value for b in bars if b.strong}
            assert len(strong) == 1
            assert all(b.strong for b in bars if b.value in strong)


def test_the_rounds_tally_is_the_same_in_every_phase(
    gm: dict[str, dict[str, Any]], players: dict[str, dict[str, Any]]
) -> None:
    for values in (*gm.values(), *players.values()):
        tallies = [phase["rounds"] for phase in values["sheet"]["phases"]]
        assert tallies[0] == tallies[1] == tallies[2]


def test_no_gendered_pronoun_for_an_officer_s_own_bases() -> None:
    values = copy_values(load(BRENNA), "gm")
    assert "not their rank's row" in value_text(values["quick"]).replace("’", "'")
    assert " his " not in value_text(values["quick"])
