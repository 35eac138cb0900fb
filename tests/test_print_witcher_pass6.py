"""Witcher kits, sixth proof pass: what a GM needs to run the battle from the pages.

The casualty pages give the losses for the armies as either outcome of a crucial moment
leaves them (the Hunt's reinforcements come only if the PCs lose the portals); each SD a
crucial moment hangs over names both cases in one order; every page says one thing of a
crucial moment at SR 5 (ruling K11); the sheet says who takes over when a commander falls
and what he then needs; the players' copy shows no SD the GM is to announce; warnings do
not print "1 fighters". Values come from the presenter (no PDF), but for the handout's
bytes, compared without laying out a page twice."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from kitgen.pipeline import load
from kitgen.printing import PLAYERS
from kitgen.systems.witcher.texts import TEXT
from tests.conftest import ROOT, copy_values, value_text, write

AULD = ROOT / "armies" / "auld-alliance.yaml"
VILLAGE = ROOT / "armies" / "village-brigands.yaml"
BRENNA = ROOT / "armies" / "brenna.yaml"


@pytest.fixture(scope="module")
def auld() -> dict[str, Any]:
    return copy_values(load(AULD), "gm")


def test_the_hunts_losses_are_given_for_200_and_300(auld: dict[str, Any]) -> None:
    """Seed 000, chapter five: the Hunt's 100 fresh warriors come through the portals
    only if the PCs lose phase 2's crucial moment; ruling K15 counts the armies as the
    battle ends. The page printed the losses out of 300 only: it gives them out of 200
    as well, band by band (8 % of 200 is 16, 18 % is 36, 15 % is 30; a third dead, rounded
    half up: 5, 12, 10)."""
    hunt = auld["armies"][0]["casualties"]
    assert hunt["alt_headers"] == ["Sur 300", "Sur 200"]
    assert hunt["bands"][0]["lost"] == "24–54 (45)"
    assert hunt["bands"][0]["alt_lost"] == "16–36 (30)"
    assert hunt["bands"][0]["alt_dead"] == "5–12 (10)"
    assert hunt["bands"][-1]["alt_lost"] == "58–148 (100)"
    assert hunt["alt_note"] == (
        "Si les PJ gagnent le moment crucial de la phase\u00a02\u202f: 200 contre 94\u202f; "
        "mêmes SD\u202f; soldats perdus\u202f: les colonnes «\u202fSur 200\u202f»."
    )


def test_the_alliances_casualty_sd_is_given_for_either_headcount(auld: dict[str, Any]) -> None:
    """Ruling W6 on the casualty test: 300 against 94 is +3, 200 against 94 is +2. The
    Alliance's own headcount does not change, so its bands stay one set; its SD does."""
    alliance = auld["armies"][1]["casualties"]
    assert alliance["alt_headers"] == []
    assert alliance["fixed_title"].endswith("22")
    assert (
        "94 contre 200\u202f; part fixe du SD\u00a021 (chaque SD de la grille\u00a0−1)"
        in (alliance["alt_note"])
    )


def test_an_army_whose_end_does_not_hang_on_a_moment_has_one_set_of_figures() -> None:
    for army in copy_values(load(VILLAGE), "gm")["armies"]:
        assert army["casualties"]["alt_note"] == ""
        assert army["casualties"]["alt_headers"] == []


def test_every_sd_a_moment_hangs_over_says_won_then_lost(auld: dict[str, Any]) -> None:
    """One order on every phase and both pages: the SD if the PCs win, then if they
    lose, whichever the large figure counts (phase 2 counts the won wall, phase 3 the
    lost portals); the large figure is always one of the two."""
    for row in auld["matchup"]:
        for cell in row["cells"]:
            if cell["sd_else"]:
                won, lost = re.findall(r"(PJ gagnent|PJ perdent) SD\u00a0(\d+)", cell["sd_else"])
                assert (won[0], lost[0]) == ("PJ gagnent", "PJ perdent")
                assert str(cell["sd"]) in (won[1], lost[1])


def test_every_page_says_the_same_of_a_crucial_moment_at_sr_5() -> None:
    """Ruling K11: at SR 5 a crucial moment is due at once and takes round 1's test. The
    village's sheet once said it "may replace any test" while its odds page said it
    replaces the first: no page says "any test" now, in either language."""
    for key in ("sheet.crucial_any", "sheet.crucial_unknown", "op.crucial_any", "turn.6"):
        en, fr = TEXT[key]
        assert "any test" not in en and "n'importe quel test" not in fr, key
        assert "round 1's test" in en and "test du premier tour" in fr, key
    village = value_text(copy_values(load(VILLAGE), "gm"))
    assert "n'importe quel test" not in village and "n’importe quel test" not in village


def test_the_sheet_says_who_takes_over_and_what_he_needs(auld: dict[str, Any]) -> None:
    """Seed 000, chapter five: if the PCs wound the general, his second (Tactique and
    Commandement 12, a captain) finishes the assault at the phase's SD. The sheet gives
    the d10 he needs in each phase: 12 + 7 beats SD 18, 12 + 5 beats 16, 12 + 6 beats 17."""
    (relief,) = auld["sheet"]["relief"]
    assert relief["for"] == "Si Général Nagh'Khaladh tombe\u202f:"
    assert relief["name"] == "Second de la Chasse"
    # eleventh pass: the general falls only in phase 3's crucial moment (takes_over: [3])
    # round 14: the phase-3 SD hangs on crucial moment 2 (18 won, 17 lost): both dice
    assert relief["needs"] == (
        "phase\u00a03\u202f:\u00a0Tactique, Commandement\u00a012\u00a0→\u00a07+ "
        "(SD\u00a018) | 6+ (SD\u00a017)"
    )
    # the enemy's reserve is the GM's twist: not on the players' copy
    assert copy_values(load(AULD), PLAYERS)["sheet"]["relief"] == []


def test_the_players_copy_prints_no_sd_it_says_the_gm_announces() -> None:
    """The players' card of the Hunt boxed its SD "announced by the GM" yet listed its
    troops with their SDs (110 warriors, SD 18: the card's own SD). Their own army's
    troops keep their SDs."""
    deck = copy_values(load(AULD), PLAYERS)["battle_deck"]
    hunt, alliance = (slot["card"] for slot in deck["sheets"][0]["fronts"])
    assert all(tr["sd"] == "" for tr in hunt["troops"])
    assert all(tr["sd"].startswith("SD\u00a0") for tr in alliance["troops"])


def test_the_handout_does_not_change_with_the_hidden_troops_sd(tmp_path: Path) -> None:
    """A secret is a property: the Navigators' SD is the GM's alone, so changing it
    changes nothing the players' copy says."""
    text = AULD.read_text(encoding="utf-8")
    navigators = "{name: Navigateurs, count: 10, sd: 20,"
    other = text.replace(navigators, navigators.replace("20", "25"))
    assert other != text
    changed = write(tmp_path, other, "auld.yaml")
    assert value_text(copy_values(load(changed), PLAYERS)) == value_text(
        copy_values(load(AULD), PLAYERS)
    )


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_one_member_troop_is_not_one_fighters(lang: str) -> None:
    """The warnings said "{count} fighters" whatever the count: "1 fighters". They say
    the headcount as a figure after its label now, right for one as for many."""
    for key in ("elite_under_10", "small_elite_group", "specialist_under_10pc", "below_min_group"):
        en, fr = TEXT[f"msg.{key}.page"]
        said = en if lang == "en" else fr
        assert "{count} fighters" not in said and "{count} combattants" not in said
        assert ("headcount {count}" in said) if lang == "en" else ("effectif {count}" in said)
