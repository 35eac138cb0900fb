"""Witcher kits, issue 39 ("print-shop proof"): what a GM who is also a print designer
stopped at on the battle sheet, the battle cards and page 1. Values from the presenter
(no PDF), the three examples composed once for all."""

from __future__ import annotations

from typing import Any

import pytest

from kitgen.pipeline import load
from kitgen.printing import PLAYERS
from kitgen.systems.witcher.texts import TEXT
from tests.conftest import ROOT, copy_values, value_text
from tests.test_print_witcher_readers import PATHS, _cards


@pytest.fixture(scope="module")
def gm() -> dict[str, dict[str, Any]]:
    return {path.stem: copy_values(load(path), "gm") for path in PATHS}


@pytest.fixture(scope="module")
def players() -> dict[str, dict[str, Any]]:
    return {path.stem: copy_values(load(path), PLAYERS) for path in PATHS}


def test_a_pair_of_sds_is_a_grid_a_row_per_outcome(gm: dict[str, dict[str, Any]]) -> None:
    """Phase 3's players' column set two DCs, their dice and the breakdown in one small
    sentence: a grid now, a row per outcome of crucial moment 2 (named by its number, not
    "party wins" beside phase 3's own moment box), its SD and each skill's die; the
    breakdown a footnote under it. The dice are those the pair's line gave."""
    side = gm["auld-alliance"]["sheet"]["phases"][2]["sides"][1]
    grid = side["grid"]
    assert grid["head"] == ["Tactique\u00a016", "Commandement\u00a016"]
    won, lost = grid["rows"]
    assert (won["case"], won["sd"], won["here"]) == ("MC\u00a02 gagné", 19, True)
    assert (lost["case"], lost["sd"], lost["here"]) == ("MC\u00a02 perdu", 20, False)
    assert [c["need"] for c in won["cells"]] == [r["need"] for r in side["rolls"]]
    # the other row's dice: the line the pair printed ("SD 20 : Tactique 5+, ...")
    assert [c["need"] for c in lost["cells"]] == ["5+", "5+"]
    assert "Tactique\u00a05+, Commandement\u00a05+" in side["sd_else"]
    # odds only on the row the dice count
    assert all(c["odds"] for c in won["cells"]) and not any(c["odds"] for c in lost["cells"])
    assert grid["foot"] == "SD\u00a019\u202f:"
    assert grid["unplayed"] == "sans moment crucial\u00a02\u202f: SD\u00a019"
    # a side whose SD hangs on no moment has no grid
    assert not gm["auld-alliance"]["sheet"]["phases"][0]["sides"][1]["grid"]


def test_the_grid_is_drawn_in_place_of_the_pair_and_its_sentence() -> None:
    kit = (ROOT / "templates" / "witcher" / "kit.html.j2").read_text()
    sheet = kit[kit.index("the battle sheet: each phase") :]
    grid = sheet.index("{% if d.grid %}")
    assert grid < sheet.index('<table class="ph-roll">')
    assert 'class="breakdown grid-foot"' in sheet[grid : sheet.index('<table class="ph-roll">')]


def test_one_wording_for_the_crucial_moment_bonus(
    gm: dict[str, dict[str, Any]], players: dict[str, dict[str, Any]]
) -> None:
    """The GM's copy said "crucial moment +5", the players' "moment won → +5": one
    wording in both copies and both languages."""
    assert gm["brenna"]["sheet"]["phases"][1]["crucial_won"] == "crucial moment +5"
    assert players["brenna"]["sheet"]["phases"][1]["crucial_won"] == "crucial moment +5"
    assert gm["auld-alliance"]["sheet"]["phases"][0]["crucial_won"] == "moment crucial +5"
    for copy in (players["auld-alliance"], players["village-brigands"]):
        assert all(
            p["crucial_won"].startswith("moment\u00a0crucial\u00a0+5")
            for p in copy["sheet"]["phases"]
            if p["crucial"]
        )
    for key in ("sheet.crucial_won", "sheet.crucial_plus", "sheet.crucial_either"):
        en, fr = TEXT[key]
        assert "→" not in en + fr and "won\u00a0→" not in en, key


@pytest.mark.parametrize("stem", ["auld-alliance", "brenna", "village-brigands"])
def test_the_gm_s_cards_give_the_target_dc_the_sheet_prints(
    gm: dict[str, dict[str, Any]], stem: str
) -> None:
    """The cards gave the modifiers but not each specialist's −1: the DC an army rolls
    against could not be read off its card. The GM's cards give it phase by phase, the
    very SDs of the battle sheet (the won case first, the other case beside it)."""
    values = gm[stem]
    for index, card in enumerate(_cards(values)):
        assert card["target_label"] == TEXT["card.target"][1 if stem != "brenna" else 0]
        for n, row in enumerate(card["target"], start=1):
            side = values["sheet"]["phases"][n - 1]["sides"][index]
            # the grid (a phase its crucial moment decides draws one too, round 22)
            pair = side["grid"]["rows"] if side["grid"] else None
            if pair:
                assert row["value"] == str(pair[0]["sd"])
                assert row["note"].endswith(f"\u00a0{pair[1]['sd']})".replace("\u00a0", " "))
            else:
                assert row["value"] == str(side["sd"]) and not row["note"]


def test_the_players_cards_have_no_target_dc(players: dict[str, dict[str, Any]]) -> None:
    for values in players.values():
        assert all(not card["target"] for card in _cards(values))


def test_the_moot_stake_is_a_victory_condition_at_body_size(
    gm: dict[str, dict[str, Any]],
) -> None:
    """The village's "mill barricade −2 counts only if phase 3's moment is not played"
    sat in the field's 7 pt key: it changes phase 3, so it stands with the victory
    conditions, and the key no longer says it."""
    village = gm["village-brigands"]
    victory = village["scenario"]["parts"][-1]
    assert victory["title"] == "Victoire"
    assert "ne compte que si celui de la phase\u00a03" in victory["lines"][-1]
    assert "ne compte que" not in village["field"]["key"]


def test_the_luck_key_says_which_side_the_pcs_fight_on(
    gm: dict[str, dict[str, Any]],
) -> None:
    """The key "NPC 0, PC: their Luck" did not say who the PCs are: the key names the players'
    side, whose commanders it leads (the file does not mark a commander as a PC)."""
    # the fortress, since Rhundurin rolls his Luck: the side's name would cost the strip
    # a third line (and French on Letter a page more), so its key goes without it
    keys = [row["key"] for row in gm["auld-alliance"]["sheet"]["luck"] if row["key"]]
    assert keys == ["PNJ 0, PJ\u202f: sa Chance —"]
    keys = [row["key"] for row in gm["brenna"]["sheet"]["luck"] if row["key"]]
    assert keys == ["NPC 0, PC (Northern Realms side): their Luck —"]
    assert "Northern Realms side" in value_text(gm["brenna"]["sheet"]["luck"])


def test_every_row_of_a_split_sd_grid_gives_its_own_natural_1(
    gm: dict[str, dict[str, Any]],
) -> None:
    """The print-shop proof: the grid of a split SD (the Hunt's phase 2, crucial moment
    1 won at SD 16 or lost at SD 13) gave the natural-1 figure on the counted row only,
    while the sheet's head promised it for every die. Each row now works it out for its
    own SD (ruling W1: base 18 less a d10 beats 16 while it is at most 1, 13 while at
    most 4)."""
    phase_2 = gm["auld-alliance"]["sheet"]["phases"][1]
    hunt = next(d for d in phase_2["sides"] if d["grid"])
    rows = {row["sd"]: row["cells"][0]["fumble"] for row in hunt["grid"]["rows"]}
    assert rows[16].endswith("≤\u00a01") and rows[13].endswith("≤\u00a04"), rows
    # the chances stay on the counted row only
    assert [bool(row["cells"][0]["odds"]) for row in hunt["grid"]["rows"]] == [True, False]
