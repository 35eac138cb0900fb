"""Witcher kits, the readers' proof passes from the eighth on: what a GM would stop at. The
values come from the presenter (no PDF), the three examples composed once for all.

Eighth pass. The breached wall said "en phase 2" without saying it stands again after;
the casualty pages did not say why one army's test is rolled by its phase-3 leader and
the other's by its commander-in-chief; the warnings handed the GM an editorial choice,
with a wrong example; the players' cards had no Luck line and no SD breakdown; the
casualty bands' second headcount had no Wounded column; with SR 5 the sheet's tracks did
not say they wait on the crucial moment; the players' key explained an arrow their page
does not print; the field's front row was lower-case and its empty cells read as missing
data; a tie for the likeliest bar was bold once; the rounds tally changed from phase to
phase.

Ninth pass and after. A big SD that hangs on a crucial moment showed one outcome, not
always the same one; the casualty test counted barricades the battle may have razed
without a word; a commander the file gives no Luck had no box on the sheet and a card
line that read as if NPCs had none; "2+ … même un 1 peut marquer" read as a
contradiction; the phase-3 skill tie-break was not said; with SR 5 the phases a crucial
moment decides were not tagged; the rounds tally had five boxes; the field read "plus de
fortifications" as more of them; English had straight apostrophes; the aide-mémoire did
not mark the main troop's SD."""

from __future__ import annotations

import copy
import itertools
from pathlib import Path
from typing import Any

import pytest

from kitgen.pipeline import load
from kitgen.printing import PLAYERS
from tests.conftest import ROOT, copy_values, pdf_text, value_text

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
    # ninth pass: said plainly, an NPC's 0 and a PC's own (round 6: of each commander);
    # round 21: Rhundurin, an important NPC (seed: he calls on his Luck), rolls 2d6 − 2
    # (ruling W13) and the others are "autres"
    assert "Rhundurin\u202f: 2d6 − 2" in alliance["luck"]
    assert "autres\u202f: PNJ 0, PJ la sienne" in alliance["luck"]


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
                assert cell["items"] or cell["arrives"] or cell["empty"]
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


def _sides(values: dict[str, Any]) -> list[dict[str, Any]]:
    return [side for phase in values["sheet"]["phases"] for side in phase["sides"]]


def test_an_sd_on_a_crucial_moment_prints_both_outcomes_won_first(
    gm: dict[str, dict[str, Any]],
) -> None:
    """Every battle: where an SD hangs on a crucial moment, both SDs at one size, the
    players' side winning first, and the line says which one the dice are for."""
    pairs = 0
    for values in gm.values():
        for side in _sides(values):
            pair = side["sd_pair"]
            if not pair:
                continue
            pairs += 1
            assert [c["case"] for c in pair] in (
                ["PJ gagnent", "PJ perdent"],
                ["party wins", "party loses"],
            )
            here = [c["sd"] for c in pair if c["here"]]
            assert len(here) == 1
            assert f"\u00a0{here[0]}" in side["sd_else"]
    assert pairs >= 4  # auld-alliance phases 2 and 3, village phase 3


def test_the_losses_page_says_the_works_count_even_razed(
    gm: dict[str, dict[str, Any]],
) -> None:
    brigands = next(
        a["casualties"] for a in gm["village-brigands"]["armies"] if a["name"] == "Les brigands"
    )
    assert "Barricades" in brigands["works_note"]
    assert "tombent" in brigands["works_note"]


def test_every_commander_has_a_luck_box_where_the_strip_holds_them(
    gm: dict[str, dict[str, Any]],
) -> None:
    luck = gm["village-brigands"]["sheet"]["luck"]
    assert {row["name"] for row in luck} == {"Le capitaine des brigands", "Le chef du village"}
    chief = next(row for row in luck if row["name"] == "Le chef du village")
    # round 8: the file gives the headman, an NPC, Luck 0: the strip says 0, no box
    assert chief["none"] == "0" and not chief["roll"] and not chief["points"]
    for values in gm.values():
        assert "fiche de personnage" not in value_text(values["battle_deck"])


def test_a_fumble_that_scores_is_not_said_against_2_plus(
    gm: dict[str, dict[str, Any]],
) -> None:
    text = value_text(gm["auld-alliance"]["sheet"])
    assert "peut marquer" not in text
    assert "sur un\u00a01\u202f: d10\u00a0ôté\u00a0≤\u00a01" in text  # tenth pass: which d10, said


def test_the_phase_3_tie_break_is_said_in_words(gm: dict[str, dict[str, Any]]) -> None:
    picks = str(gm["village-brigands"]["odds"]["phases"][2]["picks"])
    assert "à égalité, Tactique" in picks


def test_with_sr_5_a_decided_phase_is_tagged(gm: dict[str, dict[str, Any]]) -> None:
    tags = [p["tag"] for p in gm["village-brigands"]["sheet"]["phases"]]
    assert tags == ["", "tranchée par le moment crucial", "tranchée par le moment crucial"]
    assert not any(p["tag"] for p in gm["auld-alliance"]["sheet"]["phases"])


def test_the_gm_tally_has_a_row_of_ten(gm: dict[str, dict[str, Any]]) -> None:
    for values in gm.values():
        for phase in values["sheet"]["phases"]:
            assert sum(len(row) for row in phase["rounds"]) >= 10


def test_the_breached_wall_reads_as_fortifications_lost(
    gm: dict[str, dict[str, Any]],
) -> None:
    text = value_text(gm["auld-alliance"]["field"]) + value_text(gm["auld-alliance"]["sheet"])
    assert "plus de fortifications" not in text
    assert "fortifications perdues" in text


def test_english_apostrophes_are_straight() -> None:
    """Issue 39: the English catalogue wrote a plural's apostrophe curly ("Players’
    side") beside the straight ones of every other English string; English has no
    typography pass (``kitgen.i18n.typography``), so it is written straight throughout."""
    from kitgen.systems.witcher.texts import TEXT

    for key, (en, _fr) in TEXT.items():
        assert "\u2019" not in en, key


def test_the_main_troop_sd_is_marked_for_its_own_side(
    gm: dict[str, dict[str, Any]], players: dict[str, dict[str, Any]]
) -> None:
    """The Alliance's main troop stands at SD 14 (the mean of 12 and 16): marked in the
    GM's aide-mémoire and in the players' (the Alliance is theirs)."""
    for values in (gm["auld-alliance"], players["auld-alliance"]):
        tier = next(t for t in values["quick"]["tiers"] if t["sd"] == 14)
        assert tier["in_play"]


def test_a_row_marked_for_a_main_troop_s_mean_alone_says_why(
    gm: dict[str, dict[str, Any]], players: dict[str, dict[str, Any]]
) -> None:
    """Round 22b: Auld's "men-at-arms" row (SD 14) was bold as this battle's though no
    men-at-arms fight: 14 is the mean of the Alliance's main troop (militia 12,
    Skelligians 16). The row stays marked (the SD the Hunt meets) and a note under the
    table says whose mean it is; a row some troop stands at needs none (the village's
    12 on the GM's copy is the brigands')."""
    note = (
        "SD\u00a014\u202f: Auld Alliance, moyenne de sa troupe principale "
        "(Miliciens\u00a012 et Skelligiens\u00a016)\u202f; aucune troupe de cette ligne."
    )
    for values in (gm["auld-alliance"], players["auld-alliance"]):
        assert values["quick"]["tier_means"] == [note]
    assert gm["village-brigands"]["quick"]["tier_means"] == []
    assert players["village-brigands"]["quick"]["tier_means"] == [
        "SD\u00a012\u202f: Le village, moyenne de sa troupe principale "
        "(Paysans\u00a010 et Mercenaires\u00a014)\u202f; aucune troupe de cette ligne."
    ]
    assert gm["brenna"]["quick"]["tier_means"] == []
    section = (Path(ROOT) / "templates" / "witcher" / "kit.html.j2").read_text()
    assert "{% for line in q.tier_means %}" in section


def test_the_ruled_boxes_share_one_style() -> None:
    css = (Path(ROOT) / "templates" / "witcher" / "kit.css").read_text()
    ruled = css[css.index(".casualties .cas-record, .odds .odds-record") :]
    assert ruled[: ruled.index("}")].count("background-repeat: repeat-y") == 1


def test_a_natural_1_past_9_says_the_d10_rolls_on() -> None:
    """Ruling W1: a natural 1 takes an open-ended d10 off the base. Up to 9 the line is
    the die itself; from 10 on, a 10 on that die rolls on, and the line must say so."""
    from kitgen.systems.witcher.sheet import _fumble
    from tests.conftest import system_text

    t = system_text("fr", "witcher")
    assert _fumble(20, 12, t).endswith("d10\u00a0ôté\u00a0≤\u00a07")
    assert "se relance" not in _fumble(22, 12, t)  # k = 9
    assert "≤\u00a010 (un 10 se relance)" in _fumble(23, 12, t)
    # a natural 1 that cannot score says nothing (base - 1 not above the SD)
    assert _fumble(13, 12, t) == ""


# ---------------------------------------------------------------- tenth pass: a print
# designer's and a GM's report (8/10)


def test_a_sheet_without_room_for_the_stakes_says_where_they_are(
    gm: dict[str, dict[str, Any]], players: dict[str, dict[str, Any]]
) -> None:
    """Brenna's SR 25 tracks leave no room for the crucial moments' strip the other kits'
    sheets have where its rolls' words wrap (French on Letter): one line of its help says
    which phases' stakes went where, and why. (Round 6: in English, and on A4, the
    strips are on the sheet: ``test_brenna_prints_its_stakes_under_their_phases``.)"""
    from kitgen.build import print_settings
    from kitgen.cards import Kit

    french = load(BRENNA, lang="fr")
    chosen = print_settings(french, paper="letter")
    kit = Kit(chosen, french.text, players=french.battle.players_army)
    brenna = french.system.presenter(french.plan, french.text, kit)["sheet"]
    assert not any(p["stake"] for p in brenna["phases"]) and brenna["stakes_elsewhere"]
    away = brenna["stakes_away"]
    assert (
        "moments cruciaux 2 et 3" in away
        and "«\u202fLes trois phases d\u2019un coup d\u2019œil\u202f»" in away
    )
    for stem in ("auld-alliance", "village-brigands"):  # their strips are on the sheet
        assert gm[stem]["sheet"]["stakes_away"] == ""
        assert any(p["stake"] for p in gm[stem]["sheet"]["phases"])
    for values in players.values():  # stakes are the GM's: no line on the players' copy
        assert values["sheet"]["stakes_away"] == ""


def test_the_players_card_names_no_troop_beside_a_hidden_count(
    players: dict[str, dict[str, Any]], gm: dict[str, dict[str, Any]]
) -> None:
    """The brigands' one troop, named under their boxed headcount, gave the count away
    (it is all of it): another army's card on the players' copy names none of its troops.
    The players' own card and the GM's keep theirs, counted."""
    for stem, values in players.items():
        for slot in values["battle_deck"]["sheets"][0]["fronts"]:
            card = slot["card"]
            army = next(
                a
                for a in load(ROOT / "armies" / f"{stem}.yaml").battle.armies
                if a.name == card["name"]
            )
            if card["specialists_announced"] is None:  # the players' own army
                assert card["troops"] and all(tr["count"] for tr in card["troops"])
                continue
            assert card["troops"] == []
            said = value_text(card)
            for troop in army.troops:
                assert troop.name not in said, (stem, troop.name)
    for values in gm.values():
        for slot in values["battle_deck"]["sheets"][0]["fronts"]:
            assert all(tr["count"] for tr in slot["card"]["troops"])


def test_the_warnings_heading_is_a_gm_s_sentence() -> None:
    from kitgen.systems.witcher.texts import TEXT

    en, fr = TEXT["warnings.title"]
    assert fr == "Hors des règles : ces points sont comptés tels que le MJ les a fixés."
    assert en == "Outside the rules: these points are counted as the GM set them."
    assert not any(word in fr + en for word in ("kitgen", "fichier", "file", "tels quels"))


def test_the_players_percent_at_a_crucial_moment_says_what_it_is(
    gm: dict[str, dict[str, Any]],
) -> None:
    crucial = str(gm["brenna"]["odds"]["crucial"])
    # round 14: shorter, the reading itself in the ruling the mark calls
    assert "wins each with 60%, the party's chance as the GM rates it." in crucial
    fr = str(copy_values(load(BRENNA, lang="fr"), "gm")["odds"]["crucial"])
    assert "gagne chacun avec 60\u202f%, la chance des PJ estimée par le MJ" in fr
    assert "fichier" not in fr and "battle file" not in crucial


def test_a_scoring_natural_1_says_which_d10() -> None:
    """Ruling W1: "a 1 too if d10 ≤ 1" left the reader to guess which d10: the one the
    natural 1 takes off the base. Short still: Brenna's sheet holds on one page."""
    from kitgen.systems.witcher.texts import TEXT

    assert TEXT["need.fumble"] == (
        "on a\u00a01: d10\u00a0off\u00a0≤\u00a0{k}",
        "sur un\u00a01 : d10\u00a0ôté\u00a0≤\u00a0{k}",
    )
    assert all(len(text) <= 30 for text in TEXT["need.fumble"])


# ---------------------------------------------------------------- round 2 of the reader's notes


def _side_of(values: dict[str, Any], phase: int, army: int) -> dict[str, Any]:
    side: dict[str, Any] = values["sheet"]["phases"][phase - 1]["sides"][army]
    return side


def test_the_longest_tracks_still_give_the_other_sd_s_dice(
    gm: dict[str, dict[str, Any]],
) -> None:
    """Brenna's sheet (SR 25, the densest) said "dice for DC 14." and stopped: it gives
    the other SD's dice as the other kits do."""
    line = _side_of(gm["brenna"], 3, 0)["sd_else"]
    assert "DC\u00a015: Tactics\u00a04+, Leadership\u00a02+." in line


def test_a_pair_says_the_sd_when_its_crucial_moment_never_starts(
    gm: dict[str, dict[str, Any]],
) -> None:
    """A setup tied to an outcome holds only on it (the rules' example: the wall falls,
    the portals open only if the PCs fail): with no moment, the SD without it."""
    assert (
        _side_of(gm["brenna"], 3, 0)["sd_unplayed"] == "without crucial moment\u00a02: DC\u00a015"
    )
    unplayed = "sans moment crucial\u00a01\u202f: SD\u00a016"
    assert _side_of(gm["auld-alliance"], 2, 0)["sd_unplayed"] == unplayed
    # a phase its own moment decides draws its pair as a grid too: under it, the SD
    # when the moment is not played (it was the end of a run-on line)
    village = _side_of(gm["village-brigands"], 3, 1)
    assert village["grid"]["unplayed"] == "sans moment crucial\u00a02\u202f: SD\u00a017"
    assert village["sd_unplayed"] == "sans moment crucial\u00a02\u202f: SD\u00a017"
    for values in gm.values():
        for side in _sides(values):
            assert bool(side["sd_pair"]) == bool(side["sd_unplayed"])


def test_the_unplayed_case_reads_one_way_and_names_its_moment(
    gm: dict[str, dict[str, Any]],
) -> None:
    """Round 22b: "— moment non joué : SD 16" read as cryptic. The case says which
    moment is not played, as the grid's rows above it name theirs ("MC 1 gagné"), in one
    wording wherever it is printed (the grid's foot, the pair's line)."""
    seen = 0
    for values in gm.values():
        for side in _sides(values):
            if not side["sd_unplayed"]:
                continue
            seen += 1
            assert side["sd_unplayed"] == side["grid"]["unplayed"]
            k = side["grid"]["rows"][0]["case"].split("\u00a0")[1].split()[0]
            assert side["sd_unplayed"].startswith(
                (f"sans moment crucial\u00a0{k}", f"without crucial moment\u00a0{k}")
            )
            assert "non joué" not in side["sd_unplayed"]
    assert seen == 5
    # and it never breaks across two lines under the grid
    css = (Path(ROOT) / "templates" / "witcher" / "kit.css").read_text()
    assert ".ph p.grid-foot .unplayed { white-space: nowrap; }" in css


def test_a_pair_is_labelled_from_the_players_side_and_says_which_the_dice_follow(
    gm: dict[str, dict[str, Any]],
) -> None:
    """ "GAGNÉ 16 / PERDU 13" did not say who won: the party's outcome, and the line
    names the case the dice beside are for."""
    side = _side_of(gm["brenna"], 3, 0)
    assert [(c["case"], c["sd"], c["here"]) for c in side["sd_pair"]] == [
        ("party wins", 14, True),
        ("party loses", 15, False),
    ]
    # round 16: the dice are always for the won case, the line says so
    assert side["sd_else"].startswith(
        "Crucial moment\u00a02: dice given for the party winning it (DC\u00a014)."
    )


def test_with_sr_5_page_1_says_an_earlier_stake_is_moot_when_the_phase_s_own_decides(
    gm: dict[str, dict[str, Any]],
) -> None:
    # issue 39: with the victory conditions, at body size, no longer in the field's key
    key = gm["village-brigands"]["scenario"]["parts"][-1]["lines"][-1].replace("’", "'")
    assert "n'est pas joué" not in gm["village-brigands"]["field"]["key"].replace("’", "'")
    assert "Avec le SR\u00a05, le moment crucial de la phase\u00a03 la tranche d'emblée" in key
    assert "Barricade du moulin tombée\u00a0−2" in key
    assert "n'est pas joué" in key
    for stem in ("brenna", "auld-alliance"):
        assert "SR\u00a05" not in gm[stem]["field"]["key"]
        assert "ST\u00a05" not in gm[stem]["field"]["key"]


def test_the_verden_reserve_counts_as_fresh_troops(gm: dict[str, dict[str, Any]]) -> None:
    """The rules' example takes 1 off for fresh troops (the Hunt's phase 3): the Verden
    reserve arriving in phase 2 earns Army Group Centre the same Surprise −1."""
    side = _side_of(gm["brenna"], 2, 1)
    assert "Surprise\u00a0−1" in side["breakdown"]
    assert side["sd"] == 14


def test_the_players_copy_does_not_print_the_enemy_commander_s_bases() -> None:
    """The players' copy hid the enemy's headcount, troops and SDs but printed its
    commander's Tactics 18 / Leadership 18: another rating changes not a byte."""
    import yaml

    from tests.test_secrets import players_html

    doc = yaml.safe_load(BRENNA.read_text(encoding="utf-8"))
    enemy = doc["armies"][1]["commander"]
    assert enemy["rank"] == "marshal"
    other = copy.deepcopy(doc)
    del other["armies"][1]["commander"]["rank"]
    other["armies"][1]["commander"].update({"tactique": 11, "commandement": 13})
    assert players_html(doc) == players_html(other)
    values = copy_values(load(BRENNA), PLAYERS)
    assert "Tactics 18" not in value_text(values["sheet"]["phases"][0]["sides"][1])


def test_the_as_played_grids_end_on_a_whole_row() -> None:
    """The records grow to the page's foot: a frame's foot cut their last row to a
    sliver. Lines only, from the top, a part row at the foot left blank."""
    css = (Path(ROOT) / "templates" / "witcher" / "kit.css").read_text()
    for rule in ("section.odds > .odds-record {", "section.casualties > .cas-record {"):
        body = css[css.index(rule) :]
        body = body[: body.index("}")]
        assert "border:" not in body and "border-bottom" not in body
        assert "border-top:" in body
    ruled = css[css.index(".casualties .cas-record, .odds .odds-record") :]
    assert "background-position: 0 0" in ruled[: ruled.index("}")]


def test_a_track_ends_in_a_box_for_the_total_beyond_sr(
    gm: dict[str, dict[str, Any]], players: dict[str, dict[str, Any]]
) -> None:
    """A tie in the same round goes to the larger total, yet the tracks stopped at SR:
    one box past it (SR 25, SR 5; round 6: SR 10's full row too, its boxes narrower)."""
    for stem, label in (
        ("brenna", "beyond"),
        ("village-brigands", "au-delà"),
        ("auld-alliance", "au-delà"),
    ):
        for side in _sides(gm[stem]):
            last = side["track"][-1]
            assert last[-1]["beyond"] and last[-1]["n"] == label
            assert last[-2]["end"]
            assert side["full_row"] == (stem == "auld-alliance")
    # round 16: the players' copy that settles ST 25 has the box past it too; the ones
    # that know no ST have none (it would give the ST away)
    for side in _sides(players["brenna"]):
        assert side["track"][-1][-1]["beyond"] and side["track"][-1][-2]["end"]
    for stem in ("village-brigands", "auld-alliance"):
        for side in _sides(players[stem]):
            assert not any(b["beyond"] for row in side["track"] for b in row)
    kit = (Path(ROOT) / "templates" / "witcher" / "kit.html.j2").read_text()
    assert '<div class="points{% if d.full_row %} full{% endif %}">' in kit
    css = (Path(ROOT) / "templates" / "witcher" / "kit.css").read_text()
    assert ".ph .points.full .pencil.beyond { width: 12mm; }" in css


@pytest.mark.parametrize(("audience", "count"), [("gm", 8), (PLAYERS, 5)])
def test_the_fortress_holds_its_pages_in_english_on_letter(audience: str, count: int) -> None:
    """Tenth round: the "not played" lines and two-line "party wins / loses" heads ran the
    Letter battle sheet's phase 3 onto a page of its own (9 pages, one 65 % blank), and
    the enemy's bases boxed in the glance table ran the players' page 2 onto a third,
    99 % blank. The sheet sets its tracks tighter when an SD hangs on a moment, and the
    glance table names the enemy's skill alone (its card boxes the bases)."""
    from kitgen.build import build_kit, print_settings
    from tests.conftest import pdf_text

    english = load(AULD, lang="en")
    kit = build_kit(english, print_settings(english, paper="letter", audience=audience))
    pages = pdf_text(kit.pdf)
    assert len(pages) == count
    sheet = next(p for p in pages if "Battle sheet" in p)
    assert "Phase 3" in sheet


# --- round 3 of the GM and print designer's reading ------------------------------------------


def test_every_phase_leader_has_luck_boxes_once_each(
    gm: dict[str, dict[str, Any]], players: dict[str, dict[str, Any]]
) -> None:
    """Seed 000, "Utilisation de la Chance": every commander may spend Luck on any roll.
    Brenna's seconds lead phases 2 and 3 and had no box: only the phase-1 leader did. The
    strip now takes a second line rather than leave one out; a leader of several phases
    (the Hunt's general, the Field Marshal) has one entry."""
    luck = gm["brenna"]["sheet"]["luck"]
    # (issue 39: the commanders with no Luck given under one key naming the players' side)
    assert [row["name"] for row in luck if not row["key"]] == [
        "Constable Jan Natalis",
        "Field Marshal Menno Coehoorn",
        "Adam “Adieu” Pangratt",
        "Julia Abatemarco",
    ]
    assert gm["brenna"]["sheet"]["luck_wraps"]
    # the players' own side, on their copy: the fortress's three leaders, each once
    own = [row["name"] for row in players["auld-alliance"]["sheet"]["luck"] if not row["key"]]
    # (Rhundurin, an NPC, rolls his: before the key the two others share)
    assert own == [
        "Rhundurin",
        "Seliad Graf von Kry'Ger Tordarroch",
        "Irlyena, prêtresse de la Dame du Lac",
    ]
    hunt = [row["name"] for row in gm["auld-alliance"]["sheet"]["luck"]]
    assert hunt.count("Général Nagh'Khaladh") == 1


def test_the_dice_row_under_a_pair_of_sds_says_which_it_is_for(
    gm: dict[str, dict[str, Any]],
) -> None:
    """The large SD the dice follow was "PJ gagnent" in one kit and "PJ perdent" in
    another: each dice row under a pair now names its SD, in every kit."""
    seen = 0
    for values in gm.values():
        for side in _sides(values):
            if not side["sd_pair"]:
                assert all(r["to_score"] in ("pour marquer", "to score") for r in side["rolls"])
                continue
            here = next(c["sd"] for c in side["sd_pair"] if c["here"])
            for roll in side["rolls"]:
                said = roll["to_score"]
                assert said.endswith((f"SD\u00a0{here}", f"DC\u00a0{here}")), said
                seen += 1
    assert seen >= 6  # the fortress's four, Brenna's two


def test_the_casualty_page_says_the_ground_is_not_counted(
    gm: dict[str, dict[str, Any]],
) -> None:
    """Ruling K16: the casualty table names barricades and fortifications, not the best
    terrain nor prepared positions; the page says they are left out, with the mark."""
    from kitgen.i18n.ruling_notes import TEXT

    assert "K16" in TEXT
    by_name = {
        a["name"]: a["casualties"] for v in gm.values() for a in v["armies"] if a.get("casualties")
    }
    centre = str(by_name["Army Group Centre"]["ground_note"])
    assert "Best terrain and prepared positions: left out of the test" in centre
    hunt = str(by_name["Chasse Sauvage"]["ground_note"])
    assert "Positions préparées\u202f: hors du test" in hunt
    assert "Positions préparées" in str(by_name["Les brigands"]["ground_note"])
    # no ground on the other side: no note
    for name in ("Northern Realms", "Auld Alliance", "Le village"):
        assert by_name[name]["ground_note"] == ""
    for doc in ("docs/rulings.md", "docs/fr/arbitrages.md"):
        assert "**K16 —" in (Path(ROOT) / doc).read_text()


def test_the_officers_table_does_not_mark_a_rank_its_note_disowns(
    gm: dict[str, dict[str, Any]],
) -> None:
    """The Hunt's general swaps his bases: the note says "pas la ligne de son grade",
    so his rank's row is not marked as the battle's (the captain's and the small
    battle's rows are)."""
    quick = gm["auld-alliance"]["quick"]
    marked = {row["rank"] for row in quick["ranks"] if row["in_play"]}
    assert "Général" not in marked
    assert marked == {"Capitaine", "Major / Commandant"}
    assert any("Nagh'Khaladh" in note for note in quick["own_bases"])
    brenna = gm["brenna"]["quick"]  # Julia Abatemarco, a major who swaps
    assert not any(row["in_play"] for row in brenna["ranks"] if row["rank"].startswith("Major"))


def test_phases_are_tagged_ph_not_p(gm: dict[str, dict[str, Any]]) -> None:
    """ "P1" read as "player 1": the cards tag a phase's commander and bases "Ph. 1"."""
    alliance = next(c for c in _cards(gm["auld-alliance"]) if c["name"] == "Auld Alliance")
    tags = [r["tag"] for r in alliance["commander_rows"]]
    assert tags == ["Ph.\u00a01", "Ph.\u00a02", "Ph.\u00a03"]
    for values in gm.values():
        text = value_text(values["battle_deck"]) + value_text(values["field"])
        assert not any(f"P{n}\u00a0" in text or f"P{n} " in text for n in (1, 2, 3))


def test_brenna_builds_in_french_with_french_names() -> None:
    """Brenna is written in English (`language: en`); its glossary gives each name's
    French, so `--lang fr` gives a French A4 kit with French names."""
    from kitgen.build import print_settings

    french = load(BRENNA, lang="fr")
    values = copy_values(french, "gm")
    assert values["title"] == "Bataille de Brenna"
    assert [a["name"] for a in values["armies"]] == ["Royaumes du Nord", "Groupe d’armées Centre"]
    text = value_text(values["battle_deck"])
    assert "Infanterie témérienne et rédanienne" in text and "Connétable Jan Natalis" in text
    assert "Northern Realms" not in text and "Army Group Centre" not in text
    assert print_settings(french).paper == "a4"


def test_the_fortress_holds_its_pages_in_french_on_letter() -> None:
    """Sixteenth round: in French on Letter the fortress ran to 10 pages, page 3 92 %
    blank (the GM page's three warnings) and page 10 78 % blank (the rulings' note). The
    GM page is now estimated on the paper (``page_fit``): warnings that hold neither in
    one column nor in two go under the field on page 1; the quick reference sets its rows
    tighter where the note would not hold under its tables. Eight pages, each with text
    down past its middle."""
    import io

    from pypdf import PdfReader

    from kitgen.build import build_kit, print_settings
    from tests.conftest import words_at

    french = load(AULD)
    settings = print_settings(french, paper="letter")
    kit = build_kit(french, settings)
    pages = PdfReader(io.BytesIO(kit.pdf)).pages
    assert len(pages) == 8
    foot = 20 * 72 / 25.4  # the footer's band, points from the foot
    for number, page in enumerate(pages, 1):
        height = float(page.mediabox.height)
        lowest = min(y for _, _, y in words_at(page) if y > foot)
        assert (height - lowest) / height > 0.5, f"page {number} mostly empty"
    text = pdf_text(kit.pdf)
    assert "Hors des règles" in text[0] and "Arbitrages" in text[-1]
    assert "Hors des règles" not in text[1]  # once, under the field


def test_the_warnings_stay_under_the_tables_where_the_paper_holds_them() -> None:
    """The same warnings on A4 in French and on Letter in English hold on the GM page in
    two columns, as before: only the paper and language that cannot hold them move."""
    from kitgen.build import print_settings
    from kitgen.cards import Kit
    from kitgen.secrets import players_army

    for lang, paper in (("fr", "a4"), ("en", "letter"), ("fr", "letter")):
        loaded = load(AULD, lang=lang)
        kit = Kit(
            print_settings(loaded, paper=paper), loaded.text, players=players_army(loaded.battle)
        )
        values = loaded.system.presenter(loaded.plan, loaded.text, kit)
        assert len(values["warning_columns"]) == 2
        assert values["warnings_on_field"] is (lang == "fr" and paper == "letter")


# --- round 4 of the fresh GM's and print designer's reading ---------------------------


def test_the_red_sd_of_a_pair_is_always_the_one_the_odds_assume(
    gm: dict[str, dict[str, Any]],
) -> None:
    """Auld's phase 2 printed "PJ gagnent" in red, its phase 3 "PJ perdent", the other
    kits always "PJ gagnent": one rule now, said on the line under the pair (round 16:
    the won case in every kit), and its case on a dark tag (round 9: no longer the other
    SD light and grey), which greyscale keeps."""
    cases = set()
    for values in gm.values():
        for side in _sides(values):
            if not side["sd_pair"]:
                continue
            (here,) = [c for c in side["sd_pair"] if c["here"]]
            assert here["sd"] == side["sd"]
            said = f"dés donnés si les PJ le gagnent (SD\u00a0{here['sd']})."
            if values is gm["brenna"]:
                said = f"dice given for the party winning it (DC\u00a0{here['sd']})."
            assert said in side["sd_else"]
            cases.add(here["case"])
    assert cases == {"PJ gagnent", "party wins"}
    # round 9: the other SD is no longer light and grey (a hurried GM read the big one
    # wherever it stood); the counted one's case sits on a dark tag instead
    css = (Path(ROOT) / "templates" / "witcher" / "kit.css").read_text()
    assert "table.ph-roll td.sd.pair .label.counted {" in css


def test_the_field_s_rules_are_solid_dashes_are_for_cut_lines() -> None:
    css = (Path(ROOT) / "templates" / "witcher" / "kit.css").read_text()
    rules = [line for line in css.splitlines() if line.startswith("table.wi-map")]
    assert rules and not any("dashed" in line for line in rules)


def _steps(values: dict[str, Any]) -> list[str]:
    return [step for col in values["turn"] for step in col["items"]]


def test_how_a_battle_runs_says_only_what_holds_for_this_battle(
    gm: dict[str, dict[str, Any]], players: dict[str, dict[str, Any]], tmp_path: Path
) -> None:
    """Brenna (SR 25, a field battle) read ST 5's crucial moment at once and "a whole day
    in a siege": neither holds, so neither is printed. The village (SR 5) keeps the
    first; the players' copy, which does not know the SR, keeps it too; a siege says its
    day."""
    brenna = _steps(gm["brenna"])
    assert len(brenna) == 9
    assert "ST of 5" not in brenna[5] and "crucial moment may start" in brenna[5]
    assert brenna[7].startswith("A test stands for 10\u00a0min of fighting.")
    assert all("siege" not in step for step in brenna)
    assert "test du premier tour" in _steps(gm["village-brigands"])[5]
    assert "siège" not in " ".join(_steps(gm["village-brigands"]))
    # round 6: Brenna's players' copy settles ST 25 from its own headcount; the
    # fortress's, which does not, keeps ST 5's case
    assert "ST of 5" not in _steps(players["brenna"])[5]
    assert "SR de 5" in _steps(players["auld-alliance"])[5]
    text = BRENNA.read_text(encoding="utf-8").replace(
        "casualties: true\n", "casualties: true\nsiege: true\n"
    )
    path = tmp_path / "brenna.yaml"
    path.write_text(text, encoding="utf-8")
    steps = _steps(copy_values(load(path), "gm"))
    assert steps[7].startswith("In a siege each test stands for a whole day of fighting.")


def test_an_event_the_kit_already_counts_has_no_box_to_tick(
    gm: dict[str, dict[str, Any]],
) -> None:
    """Brenna's only event, the Verden reserve (3,000 at phase 2), is in every phase 2-3
    SD and in the odds: its line says it is counted and has no tick box, which would
    change no figure."""
    (event,) = gm["brenna"]["scenario"]["events"]
    assert event["counted"] == "already counted in the DCs and the odds"
    kit = (Path(ROOT) / "templates" / "witcher" / "kit.html.j2").read_text()
    assert '{% if not e.counted %}<span class="box"></span>{% endif %}' in kit
    for name in ("auld-alliance", "village-brigands"):
        scenario = gm[name]["scenario"]
        for event in scenario["events"] if scenario else []:
            assert event["counted"] == ""


def test_a_band_s_chance_is_a_figure_with_no_sliver_of_a_bar() -> None:
    """The bars sat under the figures, slivers for 0.4 % - 0.8 %; set beside them they
    widened the fortress's casualty table 7 mm past the page (the layout proof): the
    chance is a figure alone, as the bands' other columns are."""
    kit = (Path(ROOT) / "templates" / "witcher" / "kit.html.j2").read_text()
    cell = kit[kit.index('<td class="num chance">') :]
    assert cell[: cell.index("</td>")] == '<td class="num chance">{{ b.chance }}'
    css = (Path(ROOT) / "templates" / "witcher" / "kit.css").read_text()
    bands = [line for line in css.splitlines() if line.startswith("table.cas-bands")]
    assert bands and not [line for line in bands if "mini" in line]


def test_the_sides_name_the_commander_in_chief(gm: dict[str, dict[str, Any]]) -> None:
    """Brenna's casualty page says the test "falls to the commander-in-chief": page 1
    now names him so, beside each phase's leader."""
    realms, centre = gm["brenna"]["sides"]
    assert "Commander-in-chief: Constable Jan Natalis" in realms["lines"]
    assert any(line.startswith("Commanders: Ph.") for line in realms["lines"])
    assert "Commander-in-chief: Field Marshal Menno Coehoorn" in centre["lines"]
    assert all(len(side["lines"]) <= 5 for side in gm["brenna"]["sides"])


# ---------------------------------------------------------------- round 5 of the readers' notes


def test_a_players_copy_says_the_sr_its_own_headcount_settles(
    players: dict[str, dict[str, Any]],
) -> None:
    """Brenna's players' copy printed the Northern Realms' 24,812 beside a boxed SR: more
    than 20,000 on one side alone is an epic battle whatever the other side fields, so
    the box hid nothing. The copy says SR 25 and why; where the players' own count does
    not settle it (the other examples), the box stays."""
    brenna = players["brenna"]
    assert brenna["sr_known"]
    assert brenna["sr_line"] == (
        "Success threshold (ST): 25 \u2014 Epic battle: your side alone fields more "
        "than 20,000 combatants"
    )
    victory = value_text(brenna["scenario"])
    assert "(ST\u00a025)" in victory and "the GM announces" not in victory
    fr = copy_values(load(BRENNA, lang="fr"), PLAYERS)
    assert "SR) : 25 \u2014 Bataille épique : votre camp compte" in fr["sr_line"].replace(
        "\u202f", " "
    )
    for stem in ("auld-alliance", "village-brigands"):
        assert not players[stem]["sr_known"]
        assert players[stem]["sr_line"].startswith(("Seuil de réussite", "Success"))
        assert ":" in players[stem]["sr_line"] and "25" not in players[stem]["sr_line"]


def test_brenna_holds_its_pages_in_french_on_letter() -> None:
    """Brenna in French on Letter ran its battle sheet's phase 3 onto a page of its own
    (9 pages, one 65 % blank): "pour marquer · sur un 1 : d10 ôté ≤ 2" at body size took
    a second line beside the die. Set small, the words of a roll hold on its line, and an
    SR 25 sheet with a Luck strip on two lines sets its boxes a little lower: 8 pages, as
    on A4, the whole sheet on one."""
    from kitgen.build import build_kit, print_settings
    from tests.conftest import pdf_text

    french = load(BRENNA, lang="fr")
    kit = build_kit(french, print_settings(french, paper="letter"))
    pages = pdf_text(kit.pdf)
    assert len(pages) == 8
    sheet = next(p for p in pages if "Feuille de bataille" in p)
    assert "Phase 3" in sheet
    css = (Path(ROOT) / "templates" / "witcher" / "kit.css").read_text()
    assert ".ph .roll .muted { font-size: var(--fs-small); }" in css


def test_every_crucial_moment_has_a_line_to_write_its_stakes(
    gm: dict[str, dict[str, Any]], players: dict[str, dict[str, Any]]
) -> None:
    """Brenna's sheet had no room for the stakes of crucial moments 2 and 3 (they are on
    the GM page): each crucial phase now ends the party's track in the same ruled line,
    labelled, in the room its short last row leaves (no height taken). Phase 1 plans
    none; the other side's track has none; a sheet that prints the stakes needs none."""
    phases = players["brenna"]["sheet"]["phases"]
    assert [[side["write_stake"] for side in p["sides"]] for p in phases] == [
        ["", ""],
        ["At stake", ""],
        ["At stake", ""],
    ]
    kit = (Path(ROOT) / "templates" / "witcher" / "kit.html.j2").read_text()
    assert '<span class="stake-write"><span class="label">{{ d.write_stake }}' in kit
    # round 6: the GM's Brenna prints its stakes, so no blank line beside them
    assert not any(s["write_stake"] for p in gm["brenna"]["sheet"]["phases"] for s in p["sides"])
    for stem in ("auld-alliance", "village-brigands"):  # their stakes are on the sheet
        assert not any(s["write_stake"] for p in gm[stem]["sheet"]["phases"] for s in p["sides"])
    village = players["village-brigands"]["sheet"]["phases"]  # the players' copy: none printed
    assert [p["sides"][0]["write_stake"] for p in village] == ["", "Enjeu", "Enjeu"]


# ---------------------------------------------------------------- round 6 of the readers' notes


def test_events_with_no_box_are_not_asked_to_be_ticked(
    gm: dict[str, dict[str, Any]],
) -> None:
    """Brenna's page 1 said "tick each box when its event happens" over its only event,
    which has no box (the kit already counts it): with every event counted the heading's
    note asks to tick nothing; a kit with a box to tick keeps the common note."""
    brenna = gm["brenna"]["scenario"]
    assert "tick" not in brenna["events_note"].replace("nothing to tick", "")
    assert brenna["events_note"] == "what the battle brings, nothing to tick"
    fr = copy_values(load(BRENNA, lang="fr"), "gm")["scenario"]
    assert "cochez" not in fr["events_note"]
    for stem in ("auld-alliance", "village-brigands"):
        scenario = gm[stem]["scenario"]
        if scenario and scenario["events"]:
            assert scenario["events_note"] in (
                "cochez la case de chacun quand il survient",
                "tick each box when its event happens",
            )


def test_every_fortress_commander_has_a_luck_box_on_the_gm_sheet(
    gm: dict[str, dict[str, Any]],
) -> None:
    """The fortress's GM sheet tracked Luck for Nagh'Khaladh only (the reserve's lines
    beside it left no room): the strip now goes above the reserve, the whole width, and
    the Alliance leaders the file gives no Luck share one key, each with a box to
    write in, as on the players' copy."""
    sheet = gm["auld-alliance"]["sheet"]
    assert sheet["luck_above"] and sheet["relief"]
    names = [row["name"] for row in sheet["luck"] if not row["key"]]
    assert names == [
        "Général Nagh'Khaladh",
        "Rhundurin",
        "Seliad Graf von Kry'Ger Tordarroch",
        "Irlyena, prêtresse de la Dame du Lac",
    ]
    # round 21: Rhundurin rolls 2d6 − 2 (ruling W13); the side's name would cost the
    # strip a line here, and the key goes without it
    assert [row["key"] for row in sheet["luck"] if row["key"]] == ["PNJ 0, PJ\u202f: sa Chance —"]
    assert all(row["write"] for row in sheet["luck"][3:])
    assert all(p["stake"] for p in sheet["phases"])  # the stakes still on the sheet
    kit = (Path(ROOT) / "templates" / "witcher" / "kit.html.j2").read_text()
    assert "{% if s.luck_above %}</tr><tr>{% endif %}" in kit
    for stem in ("brenna", "village-brigands"):
        assert not gm[stem]["sheet"]["luck_above"]


def test_brenna_prints_its_stakes_under_their_phases(
    gm: dict[str, dict[str, Any]],
) -> None:
    """Brenna's battle sheet said "No room here for the stakes" over blank "At stake"
    lines, with 12 mm free at its foot: its boxes set a little lower, each crucial
    moment's stakes are in a strip under its phase as on the other sheets, and the head
    no longer sends the GM elsewhere."""
    sheet = gm["brenna"]["sheet"]
    assert sheet["stakes_tight"] and sheet["stakes_away"] == "" and not sheet["stakes_elsewhere"]
    stakes = [p["stake"] for p in sheet["phases"]]
    assert stakes[0] == ""
    assert "Hold the center with the Mahakam volunteers" in stakes[1]
    assert "the hospital is saved" in stakes[2]
    css = (Path(ROOT) / "templates" / "witcher" / "kit.css").read_text()
    assert ".wi-sheet.dense.stakes-tight .ph .points .pencil" in css
    for stem in ("auld-alliance", "village-brigands"):
        assert not gm[stem]["sheet"]["stakes_tight"]


def test_the_luck_of_named_commanders_reads_per_person(
    gm: dict[str, dict[str, Any]],
) -> None:
    """Brenna's card read "Adam "Adieu" Pangratt, Julia Abatemarco: an NPC: 0; a PC:
    their Luck": the file does not say which is which, so the line says it of each."""
    lucks = [c["luck"] for c in _cards(gm["brenna"])]
    # (the others than those whose Luck is given, unnamed: the card names each
    # phase's leader above, and the fortress's two long titles ran the line to three)
    assert any("Constable Jan Natalis: 4 · others: NPC 0, PC their own" in luck for luck in lucks)
    assert not any("an NPC: 0" in luck for luck in lucks)
    fortress = [c["luck"] for c in _cards(gm["auld-alliance"])]
    # Rhundurin, an NPC mercenary, rolls his Luck (ruling W13): the roll in its fewest
    # words beside the others' key, one line on the card
    assert "Chance \u2014 Rhundurin\u202f: 2d6 − 2 · autres\u202f: PNJ 0, PJ la sienne" in fortress


def test_a_players_copy_that_settles_st_25_says_no_word_of_st_5(
    players: dict[str, dict[str, Any]],
) -> None:
    """Brenna's players' copy prints ST 25 (its own headcount settles it), yet its
    sequence of play and battle sheet spoke of "an ST of 5" and asked to circle "the box
    of the ST the GM announces": both now say what holds, ST 25; a copy that does not
    settle the ST keeps the general words."""
    brenna = players["brenna"]
    steps = [s for col in brenna["turn"] for s in col["items"]]
    assert "ST of 5" not in steps[5] and "ST 5" not in steps[5]
    sheet = brenna["sheet"]
    assert "Circle box 25, the ST" in sheet["help"] and "announces" not in sheet["help"]
    assert "ST 5" not in sheet["crucial_key"]
    fortress = players["auld-alliance"]["sheet"]
    assert "annoncé par le MJ" in fortress["help"] and "SR de 5" in fortress["crucial_key"]


def _engine_win(path: Path, settled: dict[int, bool]) -> float:
    """The PCs' side's chance to win, straight from the engine: each moment ``settled``
    names always won (True) or lost by the PCs, its DCs as that outcome leaves them."""
    odds, side = _engine_odds(path, settled)
    return odds.battle_win(side)


def _engine_odds(path: Path, settled: dict[int, bool]) -> tuple[Any, int]:
    """The battle's odds with each moment ``settled`` names settled, and the PCs' side."""
    from fractions import Fraction

    from kitgen.systems.witcher.compute import compute, counted_outcome
    from kitgen.systems.witcher.odds import battle_odds

    battle = load(path).plan.battle
    moments = battle.crucial_moments
    assert moments is not None
    names = [a.name for a in battle.armies]
    side = names.index(battle.players_army) if battle.players_army else 0
    flipped = frozenset(
        k for k, won in settled.items() if won != (counted_outcome(battle, k) == "won")
    )
    plan = compute(battle, flipped)
    odds = battle_odds(plan, moments.phases, side, Fraction(moments.players_win, 100), settled)
    return odds, side


def test_the_odds_page_leads_with_the_pcs_odds_on_each_outcome_then_overall(
    gm: dict[str, dict[str, Any]],
) -> None:
    """Round 14: the lead fixed the DCs to one outcome but still played the moment at the
    PCs' chance, two assumptions at once. It is now three plain lines: the PCs win the
    moment, they lose it (each with the DCs that outcome leaves), overall at their chance;
    every figure checked against the engine, none typed."""
    from kitgen.i18n import Text
    from kitgen.systems.witcher.odds_page import chance

    en, fr = Text("en"), Text("fr")
    brenna = [line.replace("\u202f", " ") for line in gm["brenna"]["odds"]["branch"]]
    win, lose = _engine_win(BRENNA, {2: True}), _engine_win(BRENNA, {2: False})
    assert brenna == [
        f"If the PCs win crucial moment 2: Northern Realms wins the battle {chance(win, en)}.",
        f"If they lose it: {chance(lose, en)}.",
        f"Overall, at their chance of 60 in 100: {chance(0.6 * win + 0.4 * lose, en)}.",
    ]
    assert win > lose
    # two moments a DC hangs on (1 and 2, at even chances): a line each, then overall
    both = {
        c: _engine_win(AULD, {1: c[0], 2: c[1]})
        for c in itertools.product((True, False), repeat=2)
    }
    w1 = (both[True, True] + both[True, False]) / 2
    l1 = (both[False, True] + both[False, False]) / 2
    w2 = (both[True, True] + both[False, True]) / 2
    l2 = (both[True, False] + both[False, False]) / 2
    auld = [line.replace("\u202f", " ") for line in gm["auld-alliance"]["odds"]["branch"]]
    assert auld == [
        line.replace("\u202f", " ")
        for line in (
            f"Moment crucial 1 gagné par les PJ : Auld Alliance gagne la bataille "
            f"{chance(w1, fr)} ; perdu : {chance(l1, fr)}.",
            f"Moment crucial 2 gagné par les PJ : {chance(w2, fr)} ; perdu : {chance(l2, fr)}.",
            f"En tout, à leur chance de 50 sur 100 : {chance(sum(both.values()) / 4, fr)}.",
        )
    ]
    village = gm["village-brigands"]["odds"]["branch"]
    assert village[0].startswith("Si les PJ gagnent le moment crucial 2")
    assert "50 fois sur 100" in village[2]
    kit = (Path(ROOT) / "templates" / "witcher" / "kit.html.j2").read_text()
    assert "{% for line in o.branch %}" in kit and "o.branch_others" not in kit


# ---------------------------------------------------------------- round 7 of the reader's notes


def test_ruling_w3_says_tied() -> None:
    """Ruling W3's note read "another round if level": "if tied" says it plainly."""
    from kitgen.i18n.ruling_notes import TEXT

    english, french = TEXT["W3"]
    assert english.endswith("another round if tied.") and "level" not in english
    assert french.endswith("un tour de plus à égalité.")


def test_the_rounds_tally_has_one_count_on_every_copy(
    gm: dict[str, dict[str, Any]], players: dict[str, dict[str, Any]]
) -> None:
    """ROUNDS PLAYED had 10 boxes on the GM's sheet, 20 on the players': one count."""
    for stem in gm:
        mine = [p["rounds"] for p in gm[stem]["sheet"]["phases"]]
        theirs = [p["rounds"] for p in players[stem]["sheet"]["phases"]]
        assert theirs == mine, stem


def test_the_box_the_players_circle_is_bold(players: dict[str, dict[str, Any]]) -> None:
    """The players' Brenna sheet says "Circle box 25": box 25 is bold there, as on the
    GM's; a copy that does not settle the ST bolds no box."""
    boxes = [
        b
        for p in players["brenna"]["sheet"]["phases"]
        for d in p["sides"]
        for row in d["track"]
        for b in row
    ]
    assert [b["n"] for b in boxes if b["end"]] == [25] * 6
    for stem in ("auld-alliance", "village-brigands"):
        sheet = players[stem]["sheet"]
        assert not any(
            b["end"] for p in sheet["phases"] for d in p["sides"] for r in d["track"] for b in r
        )


def test_no_quarter_is_given_only_by_the_army_the_file_names(
    gm: dict[str, dict[str, Any]],
) -> None:
    """Seed 000, "Pas de Quartier !": the victor may finish off the wounded. In the village
    only the brigands do (the Setup), yet both grids read "S'il perd : pas de quartier",
    as if the villagers killed the brigands' wounded too. ``no_quarter_by`` names the one
    army that gives no quarter: the other army's grid is the plain third dead, and the
    beaten columns say who finishes whom."""
    from witcher_helpers import battle, codes, crowd

    from kitgen.model import InvalidBattle
    from kitgen.systems.witcher.compute import compute
    from kitgen.systems.witcher.model import Casualties

    plan = compute(
        battle(crowd("Nord", 50), crowd("Sud", 50), casualties=Casualties(no_quarter_by="Sud"))
    )
    nord, sud = (a.casualties for a in plan.armies)
    assert nord is not None and sud is not None
    assert nord.bands[3].no_quarter_survivors == (0, 1, 2)  # Sud finishes Nord's wounded
    assert all(b.no_quarter_survivors is None for b in sud.bands)
    with pytest.raises(InvalidBattle) as raised:
        compute(
            battle(crowd("Nord", 50), crowd("Sud", 50), casualties=Casualties(no_quarter_by="Est"))
        )
    assert codes(raised.value.findings) == ["no_quarter_by_unknown"]
    village, brigands = _casualties(gm["village-brigands"])
    assert village["no_quarter"] and not brigands["no_quarter"]
    assert not village["quarter"]
    assert "ceux de cette armée sont épargnés" in brigands["quarter"]


def test_the_casualty_grid_says_how_the_dc_moves_past_its_rows(
    gm: dict[str, dict[str, Any]],
) -> None:
    """Seed 000, "Modificateurs de test pour les pertes": +1 per test rolled. The grids
    stop at 13 or 10 tests, or start at 5, while some battles run longer or shorter: a
    line under each grid gives the step, the same one its rows climb by."""
    for stem, values in gm.items():
        for c in _casualties(values):
            column = [int(row["cells"][0]["sd"]) for row in c["grid"]]
            assert {b - a for a, b in itertools.pairwise(column)} == {1}, stem
            step = c["grid_step"]
            assert (
                "SD +1 par test lancé de plus, −1 par test de moins" in step
                or "DC +1 for each further test rolled, −1 for each one fewer" in step
            ), stem


def test_the_sheet_says_once_what_on_a_1_d10_off_means(
    gm: dict[str, dict[str, Any]], players: dict[str, dict[str, Any]]
) -> None:
    """Ruling W1/K9: a natural 1 takes a second, open-ended d10 off the base. "on a 1: d10
    off ≤ 2" read as cryptic: the sheet's header says what it means, on the sheets that
    print it, and only there."""
    for copies in (gm, players):
        for stem, values in copies.items():
            sheet = values["sheet"]
            printed = any(
                r["fumble"] for p in sheet["phases"] for d in p["sides"] for r in d["rolls"]
            )
            assert bool(sheet["fumble_key"]) == printed, stem
    assert gm["brenna"]["sheet"]["fumble_key"].startswith("A natural 1 takes a second d10")
    assert (
        "Un 1 naturel ôte de la base un second d10" in gm["auld-alliance"]["sheet"]["fumble_key"]
    )
    assert not gm["village-brigands"]["sheet"]["fumble_key"]


def test_a_commander_the_file_gives_luck_0_reads_0_not_npc_or_pc(
    gm: dict[str, dict[str, Any]],
) -> None:
    """The village's headman is an NPC: the file now gives his Luck, 0, and his card
    reads it ("Chance — Le chef du village : 0"), not "0 si PNJ, la sienne si PJ"."""
    cards = _cards(gm["village-brigands"])
    chief = next(c for c in cards if "Le chef du village" in value_text(c))
    assert "Le chef du village\u202f: 0" in chief["luck"]
    assert "si PNJ" not in value_text(gm["village-brigands"]["battle_deck"])


def test_a_players_copy_that_settles_the_st_bolds_its_size_row(
    gm: dict[str, dict[str, Any]], players: dict[str, dict[str, Any]]
) -> None:
    """Brenna's players' copy says ST 25 (their own headcount settles it) and bolded the
    Field marshal's row but not the "Epic battle" row it stands on: it now marks the size
    row as the GM's copy does. A copy that does not settle the ST marks no size."""

    def sizes(values: dict[str, Any]) -> list[str]:
        return [r["label"] for r in values["quick"]["sizes"] if r["in_play"]]

    assert sizes(players["brenna"]) == sizes(gm["brenna"]) == ["Epic battle (over 20,000)"]
    for stem in ("auld-alliance", "village-brigands"):
        assert sizes(players[stem]) == []


def test_page_1_s_line_on_the_marks_says_they_come_after_it() -> None:
    """ "A small number … points to a ruling" stood on page 1, which carries no mark: it
    now says the marks are on the pages that follow (and page 1 has none)."""
    from kitgen.build import print_settings
    from kitgen.render import compose

    for path in PATHS:
        loaded = load(path)
        html = compose("witcher", loaded.plan, loaded.text, print_settings(loaded)).html
        first = html.split('<section class="page')[1]
        assert "scenario-rulings" in first, path.stem
        assert "ruling-mark" not in first, path.stem
        assert "Sur les pages qui suivent, un petit numéro" in first or (
            "On the pages that follow, a small number" in first
        ), path.stem


# ---------------------------------------------------------------- round 9 of the reader's notes


def test_a_troop_with_no_phase_reads_as_counted_not_out_of_the_battle(
    gm: dict[str, dict[str, Any]],
) -> None:
    """Brenna's field hospital (1,200) has no phase: the card said "Not committed", which
    a reader took for "not in the battle" while the headcount and the outnumbering count
    it (as the rules count every troop on the card). It now says what the label means."""
    from kitgen.i18n import Text
    from kitgen.systems.witcher.texts import TEXT

    card = next(c for c in _cards(gm["brenna"]) if c["uncommitted"])
    assert card["uncommitted"] == "No specialist phase: Field hospital and camp (1,200)"
    assert "committed" not in value_text(gm["brenna"]["battle_deck"]).replace(
        "Enemy committed", ""
    )
    assert "1,200 Field hospital and camp" in value_text(card["troops"])
    assert Text("fr", TEXT)("card.uncommitted") == "Pas de phase de spécialiste"


def test_the_sd_the_odds_count_wears_one_tag_in_every_phase(
    gm: dict[str, dict[str, Any]],
) -> None:
    """The fortress's sheet set the counted SD large and red on the left in phase 2 (PJ
    gagnent 16) and on the right in phase 3 (PJ perdent 17): a hurried GM read the big
    one. Both now print at one weight; the counted one's case sits on a dark tag,
    whichever side of the pair it stands, and the odds page names the tag."""
    seen = []
    for stem in ("auld-alliance", "brenna", "village-brigands"):
        for phase in gm[stem]["sheet"]["phases"]:
            for side in phase["sides"]:
                if side["sd_pair"]:
                    here = [c for c in side["sd_pair"] if c["here"]]
                    assert len(here) == 1 and here[0]["sd"] == side["sd"], stem
                    seen.append((stem, [(c["sd"], c["here"]) for c in side["sd_pair"]]))
    # round 16: the dice follow the won case, on the left, in every phase
    assert ("auld-alliance", [(16, True), (13, False)]) in seen
    assert ("auld-alliance", [(18, True), (17, False)]) in seen
    assert all(pair[0][1] for _, pair in seen)
    css = (Path(ROOT) / "templates" / "witcher" / "kit.css").read_text()
    assert ".case.other .big" not in css  # no lighter, greyer figure for the other one
    # round 19: an outlined tag, not white type on black (fills in on inkjets)
    assert "td.sd.pair .label.counted { color: var(--ink); background: none;" in css
    kit = (Path(ROOT) / "templates" / "witcher" / "kit.html.j2").read_text()
    assert '<span class="label{% if c.here %} counted{% endif %}">{{ c.case }}</span>' in kit
    # round 15: the odds page's bars weigh both outcomes' DCs, no note points to one
    assert "branch_story" not in gm["auld-alliance"]["odds"]


def test_outnumbering_names_the_rules_row_with_its_ratio(
    gm: dict[str, dict[str, Any]],
) -> None:
    """ "Outnumbered (36,500 to 24,812) +1" and "(39,500 to 24,812) +2" used one word for
    two rows of the circumstances table: each now names its row, with the ratio."""
    from kitgen.i18n import Text
    from kitgen.systems.witcher.report import outnumbered_label
    from kitgen.systems.witcher.texts import TEXT

    def breakdowns(stem: str) -> str:
        sheet = gm[stem]["sheet"]
        return " | ".join(b for p in sheet["phases"] for d in p["sides"] for b in d["breakdown"])

    brenna = breakdowns("brenna")
    assert "Slightly outnumbered (147%)\u00a0+1" in brenna
    assert "Outnumbered (159%)\u00a0+2" in brenna
    assert " to 24,812" not in brenna
    fortress = breakdowns("auld-alliance")
    assert "Forte infériorité (213\u202f%)\u00a0+2" in fortress
    # the lost case's row (phase 3, the wall down): the sheet now breaks down the won
    # case's DC (round 16), the engine still names the row with its ratio
    from kitgen.systems.witcher.report import modifier_label

    lost = load(AULD).plan.armies[1].phases[2].modifiers
    assert "Forte infériorité (319\u202f%)\u00a0+3" in [
        f"{modifier_label(m, Text('fr', TEXT))}\u00a0{Text('fr', TEXT).signed(m.value)}"
        for m in lost
    ]
    assert "Infériorité (155\u202f%)\u00a0+2" in breakdowns("village-brigands")
    casualty = _casualties(gm["brenna"])[0]["fixed"]
    assert {"label": "Outnumbered (159%)", "value": "+2"} in casualty
    en, fr = Text("en", TEXT), Text("fr", TEXT)
    # the rows' bounds (ruling W6): 150 % is still the slight row, just past it is not
    assert outnumbered_label(150, 100, en) == "Slightly outnumbered (150%)"
    assert outnumbered_label(1503, 1000, en) == "Outnumbered (150.3%)"
    assert outnumbered_label(2001, 1000, en) == "Greatly outnumbered (200.1%)"
    assert outnumbered_label(12, 10, fr) == "Légère infériorité (120\u202f%)"


def test_the_casualty_page_works_one_test_through(gm: dict[str, dict[str, Any]]) -> None:
    """The column under "Fixed part of the DC" left ~5 cm empty: it now works one test
    through with the page's own numbers, in the grid's likeliest cell."""
    northern = _casualties(gm["brenna"])[0]
    assert northern["example"] == (
        "Example: 9 tests rolled, 1 phase won → DC 29; Tactics 18 + 6 on the d10 = 24, "
        "margin −5 → 6d6 + 14%."
    )
    row = next(r for r in northern["grid"] if r["rounds"] == 9)
    assert row["cells"][1]["sd"] == 29 and row["cells"][1]["likely"]
    hunt = _casualties(gm["auld-alliance"])[0]
    assert hunt["example"] == (
        "Exemple\u202f: 5 tests lancés, 2 phases gagnées → SD 24\u202f; Tactique 15 + 6 au "
        "d10 = 21, marge −3 → 6d6 + 14\u202f%."
    )
    assert next(r for r in hunt["grid"] if r["rounds"] == 5)["cells"][2]["sd"] == 24
    for stem in PATHS:
        for army in _casualties(gm[stem.stem]):
            assert army["example"], stem.stem
    from kitgen.i18n import Text
    from kitgen.systems.witcher.texts import TEXT

    # the fortress's range header: two lines, not four
    assert Text("fr", TEXT)("cas.range") == "Plage\u00a0en\u202f% (rapide)"


def test_the_blank_duplex_page_says_so_where_it_is_read() -> None:
    """Duplex page 4 (the cards start on a front page) said it was blank on purpose in a
    small line up in its margin, which a reader missed: it now says so across the page,
    at its middle, as the padding page does."""
    css = (Path(ROOT) / "templates" / "witcher" / "kit.css").read_text()
    rule = css[css.index("@page :blank") :]
    assert "@top-left { content: none; }" in rule
    assert "@top-center { content: string(blank-note);" in rule
    assert "margin-top: 118mm" in rule


def test_the_luck_key_wraps_with_the_name_it_leads(
    gm: dict[str, dict[str, Any]], players: dict[str, dict[str, Any]]
) -> None:
    """The fortress's Luck strip ended its first line on a dangling "PNJ 0, PJ : sa
    Chance —"; the key and the first name after it now wrap as one. The players' card
    boxes wrapped "announced by the / GM": the bases' note holds on one line."""
    kit = (Path(ROOT) / "templates" / "witcher" / "kit.html.j2").read_text()
    assert '<span class="luck-keyed"><span class="luck-one luck-key muted">{{ l.key }}' in kit
    css = (Path(ROOT) / "templates" / "witcher" / "kit.css").read_text()
    assert ".luck-strip .luck-keyed { display: inline-block;" in css
    assert "white-space: nowrap" in css[css.index(".luck-strip .luck-keyed") :]
    card = next(c for c in _cards(players["brenna"]) if "Army Group Centre" in c["name"])
    notes = [r["value"].note for b in card["bases"] for r in b["rows"]]
    assert notes == ["GM announces", "GM announces"]


def test_with_st_5_the_box_beside_a_crucial_moment_says_it_takes_the_phase(
    gm: dict[str, dict[str, Any]],
) -> None:
    """Tenth pass. With SR 5 the village's moments of phases 2 and 3 decide their phase
    (rules, "Déclenchement d'un Moment Crucial": its winner takes the phase outright),
    yet the sheet's box read "moment crucial +5" and phase 3 printed a pair of big SDs
    the dice serve for only if the moment is not played. Now the box says the phase
    goes with the moment. Round 22: the brigands' pair, a run-on line under the SD,
    is the grid every other pair is (won and lost a row each, each skill's die), the SD
    when the moment is not played under it; the numbers are the line's.
    A battle with a larger SR keeps its +5 and its pair."""
    phases = gm["village-brigands"]["sheet"]["phases"]
    assert [p["crucial"] for p in phases] == [False, True, True]
    decides = "moment\u00a0et\u00a0phase\u00a0gagnés"
    assert [p["crucial_won"] for p in phases[1:]] == [decides] * 2
    brigands = phases[2]["sides"][1]
    # the one pair of the village's sheet
    assert [d for p in phases for d in p["sides"] if d["sd_pair"]] == [brigands]
    assert brigands["sd"] == 17
    grid = brigands["grid"]
    assert grid["head"] == ["Tactique\u00a012", "Commandement\u00a012"]
    assert [
        (r["case"], r["sd"], r["here"], [c["need"] for c in r["cells"]]) for r in grid["rows"]
    ] == [
        ("MC\u00a02 gagné", 17, True, ["6+", "6+"]),
        ("MC\u00a02 perdu", 15, False, ["4+", "4+"]),
    ]
    # the dice of the won row carry their odds, as the rolls beside a lone SD did
    assert all(c["odds"] for c in grid["rows"][0]["cells"])
    assert not any(c["odds"] for c in grid["rows"][1]["cells"])
    assert grid["foot"] == "SD\u00a017\u202f:"
    assert grid["unplayed"] == "sans moment crucial\u00a02\u202f: SD\u00a017"
    assert brigands["breakdown"] == ["Carte adverse\u00a015", "Infériorité (155\u202f%)\u00a0+2"]
    auld = gm["auld-alliance"]["sheet"]["phases"]
    assert {p["crucial_won"] for p in auld} == {"moment crucial +5"}
    assert any(d["sd_pair"] for p in auld for d in p["sides"])
    english = copy_values(load(VILLAGE, lang="en"), "gm")["sheet"]["phases"]
    assert english[2]["crucial_won"] == "moment\u00a0and\u00a0phase\u00a0won"


def test_the_dc_pair_on_the_phases_table_says_which_the_odds_count() -> None:
    """Tenth pass. The branch each kit counts was said only on the odds page: the
    phases' table, where both DCs are printed, marks the one the odds count."""
    values = copy_values(load(AULD, lang="en"), "gm")
    lines = [c["sd_else"] for row in values["matchup"] for c in row["cells"] if c["sd_else"]]
    # round 19: each case with its own d10s; the counted one keeps its tag
    assert lines == [
        "Crucial moment\u00a01: party wins DC\u00a016\u00a0→\u00a02+ · "
        "party loses DC\u00a013\u00a0→\u00a02+",
        "Crucial moment\u00a02: party wins DC\u00a018\u00a0→\u00a04+,\u00a02+ · "
        "party loses DC\u00a017\u00a0→\u00a03+,\u00a02+",
        "Crucial moment\u00a02: party wins DC\u00a019\u00a0→\u00a04+,\u00a04+ · "
        "party loses DC\u00a020\u00a0→\u00a05+,\u00a05+",
    ]
    for row in values["matchup"]:
        for cell in row["cells"]:
            if cell["dc_split"]:
                assert [c["here"] for c in cell["dc_split"]["cases"]] == [True, False]


def test_an_odds_page_at_50_50_everywhere_says_why_and_what_the_dice_alone_give(
    gm: dict[str, dict[str, Any]],
) -> None:
    """Tenth pass. The village's odds page read 50/50 in every line, nothing to read:
    it now says why (phase 1 even on the tests, phases 2 and 3 decided by moments the GM
    rates at 50 %) and what the tests alone would give there, the figures that vary.
    A page with odds that vary says nothing of it."""
    even = gm["village-brigands"]["odds"]["even"]
    assert " ".join(even.replace("\u00a0", " ").replace("\u202f", " ").split()) == (
        "Pourquoi tout est à 50 % : en phase 1, les deux camps ont les mêmes "
        "chances aux tests ; en phases 2 et 3, le moment crucial tranche la phase, et le MJ "
        "donne 50 % aux PJ. Aux seuls tests, sans moment crucial, le village gagnerait "
        "la phase 2 : 71,7 % ; la phase 3 : de 71,7 % à 78,6 % selon la compétence."
    )
    assert gm["auld-alliance"]["odds"]["even"] == ""
    assert gm["brenna"]["odds"]["even"] == ""


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_brenna_s_reserve_has_one_name_on_every_page(lang: str) -> None:
    """Tenth pass. Brenna's reserve had three names on the pages ("The Verden reserve",
    "3,000 fresh troops", "Reinforcements +3,000"): the field and the cards now call it
    by the name the battle's own event gives it, with its number."""
    values = copy_values(load(BRENNA, lang=lang), "gm")
    text = value_text(values).replace("\u00a0", " ").replace("\u202f", " ")
    english = lang == "en"
    name, n = ("The Verden reserve", "3,000") if english else ("La réserve de Verden", "3 000")
    assert "fresh troops" not in text and "soldats frais" not in text
    assert "Reinforcements +" not in text and "Renforts +" not in text
    field = value_text(values["field"]).replace("\u00a0", " ").replace("\u202f", " ")
    assert f"{name}: +{n}" in field if english else f"{name} : +{n}" in field
    cards = value_text(_cards(values)).replace("\u00a0", " ").replace("\u202f", " ")
    assert f"{name} +{n}" in cards


def test_page_1_s_pointer_to_the_rulings_gives_their_page_number() -> None:
    """Tenth pass. Page 1 named the page of the rulings by its title only: the title now
    points to the quick reference's heading, whose page number the kit prints after it
    ("(p. 8)", ``kitgen.marks.xref``), on the GM's copy and the duplex one alike."""
    from kitgen.build import print_settings
    from kitgen.render import compose

    for path in PATHS:
        loaded = load(path)
        html = compose("witcher", loaded.plan, loaded.text, print_settings(loaded)).html
        first = html.split('<section class="page')[1]
        assert '<a class="xref" href="#wi-rulings-page">' in first, path.stem
        assert html.count('id="wi-rulings-page"') == 1, path.stem
        quick = html.split('<section class="page quick')[1]
        assert (
            quick.lstrip('"').split(">", 1)[1].lstrip().startswith('<h1 id="wi-rulings-page">')
        ), path.stem


def test_the_gm_page_s_spare_room_is_ruled_for_notes_between_rounds(
    gm: dict[str, dict[str, Any]], players: dict[str, dict[str, Any]]
) -> None:
    """Tenth pass. Brenna's GM page left its bottom quarter blank: where the page keeps
    room under its tables (by ``page_fit``'s estimate), it ends in ruled lines for what
    the GM notes between rounds. The fortress's full page has none, nor a players' copy."""
    # round 15: headed "Between rounds", the steps of a round's end over the lines
    assert gm["brenna"]["gm_record"] == "Between rounds"
    french = copy_values(load(BRENNA, lang="fr"), "gm")
    assert french["gm_record"].startswith("Entre les tours")
    assert gm["auld-alliance"]["gm_record"] == ""
    assert all(not v["gm_record"] for v in players.values())


def test_a_card_whose_headcount_changes_gives_each_phase_s(
    gm: dict[str, dict[str, Any]],
) -> None:
    """Tenth pass. Army Group Centre's card left its right side empty though its
    headcount changes when the Verden reserve comes: the card now gives each phase's
    headcount there, and on which outcome it hangs where it does (the Hunt's)."""
    cards = {c["name"]: c for v in gm.values() for c in _cards(v)}
    assert cards["Army Group Centre"]["by_phase"] == (
        "Headcount at the start of each phase: 36,500 / 39,500 / 39,500"
    )
    assert cards["Northern Realms"]["by_phase"] == ""
    hunt = cards["Chasse Sauvage"]["by_phase"].replace("\u202f", " ").replace("\u00a0", " ")
    assert hunt == (
        "Effectifs au début de chaque phase : 200 / 200 / 300 "
        "(si les PJ perdent le moment crucial de la phase 2)"
    )


def test_the_players_box_beside_a_crucial_moment_words_it_as_the_gm_does(
    players: dict[str, dict[str, Any]],
) -> None:
    """Eleventh pass. The village's players' sheet read "moment crucial +5" where the
    GM's reads "moment gagné → phase gagnée" at SR 5. The players' copy knows no SR: its
    box gives both rules, in the GM's words, in both languages."""
    phases = players["village-brigands"]["sheet"]["phases"]
    either = "moment\u00a0crucial\u00a0+5\u202f; si\u00a0SR\u00a05\u202f: phase\u00a0gagnée"
    assert [p["crucial_won"] for p in phases[1:]] == [either] * 2
    assert [p["won_wraps"] for p in phases] == [False, True, True]
    english = copy_values(load(VILLAGE, lang="en"), PLAYERS)["sheet"]["phases"]
    either_en = "crucial\u00a0moment\u00a0+5; if\u00a0ST\u00a05: phase\u00a0won"
    assert english[2]["crucial_won"] == either_en
    assert "moment crucial +5" not in value_text(players["village-brigands"]["sheet"])


def test_the_odds_give_no_chance_of_a_moment_in_a_phase_that_plans_none(
    gm: dict[str, dict[str, Any]],
) -> None:
    """Eleventh pass. Brenna plans its crucial moments in phases 2 and 3, yet its odds
    page said of phase 1 "A crucial moment could start 51 times in 100": the rules
    prepare a moment per phase, so none can start there. The line is left out; the
    phases that plan one keep it, and the village (SR 5) says how often a test scores."""
    brenna = [p["crucial"] for p in gm["brenna"]["odds"]["phases"]]
    assert brenna[0] == ""
    assert all(line.startswith("A crucial moment could start") for line in brenna[1:])
    auld = [p["crucial"] for p in gm["auld-alliance"]["odds"]["phases"]]
    assert all(line.startswith("Un moment crucial pourrait commencer") for line in auld)
    village = [p["crucial"] for p in gm["village-brigands"]["odds"]["phases"]]
    assert village[0].startswith("Un test marque")


def test_every_players_quick_reference_calls_the_marked_rows_their_sides(
    gm: dict[str, dict[str, Any]], players: dict[str, dict[str, Any]]
) -> None:
    """Eleventh pass. Brenna's players' quick reference said "In bold on a tint: the
    rows this battle meets", as if the rows told what the enemy fields; the other kits'
    players' copies said "your side's rows". Every players' copy now says the latter;
    the GM's keeps "this battle"."""
    keys = {name: values["quick"]["in_play_key"] for name, values in players.items()}
    assert keys == {
        "auld-alliance": "En gras sur fond teinté\u202f: les lignes de votre camp.",
        "village-brigands": "En gras sur fond teinté\u202f: les lignes de votre camp.",
        "brenna": "In bold on a tint: your side's rows.",
    }
    assert gm["brenna"]["quick"]["in_play_key"] == "In bold on a tint: the rows this battle meets."


def test_the_odds_pages_marks_sit_in_their_line(gm: dict[str, dict[str, Any]]) -> None:
    """Eleventh pass. The odds page's ruling marks, raised and padded in its 8 pt notes,
    stood above the words and read larger than them: there the ring sits on the text's
    baseline, no taller than its capitals, the digit at the kit's smallest type."""
    css = (Path(ROOT) / "templates" / "witcher" / "kit.css").read_text()
    rule = css[css.index(".odds sup.ruling-mark {") :].split("}", 1)[0]
    assert "vertical-align: 0.08em" in rule and "line-height: 0.92" in rule
    assert "font-size" not in rule  # the base's 7.5 pt, never smaller
    assert "ruling-mark" in str(gm["auld-alliance"]["odds"]["intro"])


def test_the_sheets_lines_under_the_dice_are_in_ink_and_say_what_not_played_means(
    gm: dict[str, dict[str, Any]],
) -> None:
    """Eleventh pass. The modifiers and the phase-3 branch under each side's dice were
    small grey type, read mid-battle; "Not played: DC 15" did not say what was not
    played. They are in ink at 8 pt (a half point more ran the fortress's sheet onto a
    second page on Letter), and the line names the crucial moment."""
    css = (Path(ROOT) / "templates" / "witcher" / "kit.css").read_text()
    assert (
        ".ph p.breakdown, .ph p.sd-else, .ph p.breakdown.merged .sd-else "
        "{ color: var(--ink); font-size: var(--fs-small); }"
    ) in css
    # round 22b: and which moment it is ("sans moment crucial 1 : SD 16")
    brenna = _side_of(gm["brenna"], 3, 0)["sd_unplayed"]
    assert brenna == "without crucial moment\u00a02: DC\u00a015"
    auld = _side_of(gm["auld-alliance"], 2, 0)["sd_unplayed"]
    assert auld == "sans moment crucial\u00a01\u202f: SD\u00a016"


def test_the_hunts_second_takes_over_in_phase_3_only(
    gm: dict[str, dict[str, Any]], tmp_path: Path
) -> None:
    """Eleventh pass. Seed 000, chapter five: the general falls only in phase 3's crucial
    moment, yet the sheet gave his second's d10 for phases 1 and 2 too. The reserve
    officer's ``takes_over`` names the phases he can take over in; none: every phase."""
    (relief,) = gm["auld-alliance"]["sheet"]["relief"]
    assert relief["needs"].startswith("phase\u00a03")
    assert "phase\u00a01" not in relief["needs"] and "phase\u00a02" not in relief["needs"]
    source = AULD.read_text(encoding="utf-8").replace(", takes_over: [3]", "")
    assert "takes_over" not in source
    path = tmp_path / "auld-alliance.yaml"
    path.write_text(source, encoding="utf-8")
    (every,) = copy_values(load(path), "gm")["sheet"]["relief"]
    assert every["needs"].count("phase\u00a0") == 3


def test_the_players_crucial_box_drops_sr_5_where_their_own_side_rules_it_out(
    players: dict[str, dict[str, Any]],
) -> None:
    """Twelfth pass. Every players' sheet read "moment gagné → +5 ; au SR 5, phase
    gagnée", Brenna's too, though its players' own side alone fields more than 20,000
    (SR 25). Where the copy's own headcount rules SR 5 out, the box says the +5 alone;
    elsewhere it keeps both, the condition said as one ("si SR 5 :")."""
    brenna = players["brenna"]["sheet"]["phases"]
    assert [p["crucial_won"] for p in brenna[1:]] == ["crucial moment +5"] * 2
    assert not any(p["won_wraps"] for p in brenna)
    assert "ST\u00a05" not in value_text(players["brenna"]["sheet"]["phases"])
    # the Auld Alliance's players field 94: the battle may still be a skirmish
    auld = players["auld-alliance"]["sheet"]["phases"]
    assert all(
        p["crucial_won"].endswith("; si\u00a0SR\u00a05\u202f: phase\u00a0gagnée") for p in auld
    )


def test_the_merged_unplayed_line_is_set_off_from_the_breakdown() -> None:
    """Twelfth pass. The village's phase 3 read "Moment non joué : SD 17 Carte adverse
    15" on the sheet's longest tracks (the line merged with the breakdown): the two now
    stand apart, French on A4 and English on Letter. Round 22: that phase's pair is a
    grid, whose footnote sets the SD when the moment is not played off with " — "."""
    import re

    from kitgen.build import print_settings
    from kitgen.render import compose

    for lang, paper in ((None, None), ("en", "letter")):
        loaded = load(VILLAGE, lang=lang)
        settings = print_settings(loaded) if paper is None else print_settings(loaded, paper=paper)
        html = compose("witcher", loaded.plan, loaded.text, settings).html
        merged = re.findall(r'<p class="breakdown merged">(.*?)</p>', html, re.S)
        for line in merged:
            _, _, rest = line.rpartition("</span>")
            assert not rest or rest.startswith(" · "), (lang, line)
        feet = re.findall(r'<p class="breakdown grid-foot">(.*?)</p>', html, re.S)
        assert len(feet) == 1, lang
        said, _, unplayed = feet[0].partition(' — <span class="unplayed">')
        assert said.endswith("+2") and unplayed.endswith("17</span>"), (lang, feet[0])


def test_the_french_casualty_bands_do_not_head_a_column_luck() -> None:
    """Twelfth pass. The French casualty bands headed their last column "Chance", the
    word the sheets print for the Luck attribute (CHANCE): it reads "Proba.", so the
    table keeps its width."""
    from kitgen.build import print_settings
    from kitgen.render import compose

    for path in (AULD, VILLAGE):
        loaded = load(path)
        html = compose("witcher", loaded.plan, loaded.text, print_settings(loaded)).html
        assert '<th rowspan="2" class="num">Proba.</th>' in html or (
            '<th class="num">Proba.</th>' in html
        ), path.stem
        assert 'class="num">Chance</th>' not in html, path.stem


def test_the_officers_table_has_its_own_key(
    gm: dict[str, dict[str, Any]], players: dict[str, dict[str, Any]]
) -> None:
    """Twelfth pass. The officers' table's tinted rows borrowed the troop table's key
    ("the rows this battle meets") and read as the battle's size: it has its own key,
    which names the commanders' ranks, and the size's where no commander holds it."""
    assert gm["village-brigands"]["quick"]["ranks_key"] == (
        "En gras sur fond teinté\u202f: les grades des commandants de cette bataille."
    )
    # the Major's row is marked for the battle's size (small), no Major commands
    assert gm["auld-alliance"]["quick"]["ranks_key"].endswith(", et celui de sa taille.")
    assert gm["brenna"]["quick"]["ranks_key"] == (
        "In bold on a tint: the ranks of this battle's commanders."
    )
    assert players["brenna"]["quick"]["ranks_key"] == (
        "In bold on a tint: the ranks of your side's commanders."
    )
    # a copy that marks no rank has no key for them
    assert players["village-brigands"]["quick"]["ranks_key"] == ""


# ---------------------------------------------------------------- round 13 of the reader's notes


def test_a_short_card_uses_its_room_for_the_phase_headcounts_and_notes(
    gm: dict[str, dict[str, Any]], players: dict[str, dict[str, Any]]
) -> None:
    """Thirteenth pass. Army Group Centre's card left 40 % of itself empty: its
    headcount by phase is set a row a phase, at the bases by phase's size and tags, and
    the room its left column still leaves holds ruled lines headed for what the GM
    notes there; a card with no such room has none, nor the players' copy."""
    cards = {c["name"]: c for v in gm.values() for c in _cards(v)}
    centre = cards["Army Group Centre"]
    assert centre["phase_counts_label"] == "Headcount by phase"
    assert [(r["tag"], r["value"]) for r in centre["phase_counts"]] == [
        ("Ph.\u00a01", "36,500"),
        ("Ph.\u00a02", "39,500"),
        ("Ph.\u00a03", "39,500"),
    ]
    # round 14: the Northern Realms card has no room for note lines, so neither card of
    # the family has them (the battle sheet's notes take the Luck spent and events)
    assert centre["note_lines"] == 0 and centre["notes_label"] == ""
    hunt = cards["Chasse Sauvage"]
    assert [r["value"] for r in hunt["phase_counts"]] == ["200", "200", "300"]
    assert hunt["phase_counts_note"] == "si les PJ perdent le moment crucial de la phase\u00a02"
    assert (
        cards["Northern Realms"]["phase_counts"] == []
        and not cards["Auld Alliance"]["phase_counts"]
    )
    assert cards["Northern Realms"]["note_lines"] == 0
    assert all(c["note_lines"] == 0 for v in players.values() for c in _cards(v))
    kit = (Path(ROOT) / "templates" / "witcher" / "kit.html.j2").read_text()
    assert "{% for r in c.phase_counts %}" in kit
    css = (Path(ROOT) / "templates" / "witcher" / "kit.css").read_text()
    assert ".wi-card .wi-troops .phase-counts .base { font-size: var(--wi-value);" in css


def test_the_players_sheet_has_a_box_for_the_announced_st(
    gm: dict[str, dict[str, Any]], players: dict[str, dict[str, Any]]
) -> None:
    """Thirteenth pass. The players' tracks run 1-25 as they do not know the ST, with
    nowhere to write it once the GM announces it: the sheet's head has a box for it
    (the help says to circle its box), the same words whatever the ST; a copy that
    settles the ST (Brenna's) and the GM's copy have none."""
    for stem in ("auld-alliance", "village-brigands"):
        sheet = players[stem]["sheet"]
        assert sheet["sr_write"] == "SR annoncé\u202f:"
        assert "Entourez la case du SR annoncé par le MJ" in sheet["help"]
    assert players["brenna"]["sheet"]["sr_write"] == ""
    assert all(v["sheet"]["sr_write"] == "" for v in gm.values())
    english = copy_values(load(AULD, lang="en"), PLAYERS)["sheet"]
    assert english["sr_write"] == "ST announced:"
    kit = (Path(ROOT) / "templates" / "witcher" / "kit.html.j2").read_text()
    assert '<span class="sr-write">{{ s.sr_write }} <span class="pencil"></span></span>' in kit


def test_the_enemy_specialists_row_says_its_phases_in_its_brackets(
    gm: dict[str, dict[str, Any]],
) -> None:
    """Thirteenth pass. Brenna's casualty pages read "Enemy specialists, phases (1, 2,
    3)": the brackets now hold the phases, "Enemy specialists (phases 1, 2, 3)", and a
    single phase reads "(phase 2)", in both languages."""
    brenna = value_text(gm["brenna"])
    assert "Enemy specialists (phases 1, 2, 3)" in brenna
    assert "Enemy specialists, phases" not in brenna
    fortress = value_text(gm["auld-alliance"])
    assert "Spécialistes adverses (phase 2)" in fortress
    assert "Spécialistes adverses (phases 1, 2, 3)" in fortress
    assert "Spécialistes adverses, phases" not in fortress


# ---------------------------------------------------------------- round 14 of the reader's notes


def _odds_section() -> str:
    kit = (Path(ROOT) / "templates" / "witcher" / "kit.html.j2").read_text()
    start = kit.index('<section class="page odds"')
    return kit[start : kit.index("</section>", start)]


def test_the_odds_page_explains_in_two_notes_at_body_size() -> None:
    """Round 14: the odds page's prose was four grey paragraphs at 7.5-8 pt; it is two
    short notes at body size, near-black, the readings left to the rulings' marks."""
    section = _odds_section()
    notes = section[section.index('<ul class="op-notes">') : section.index("</ul>")]
    assert notes.count("<li>") == 2
    assert 'class="small muted"' not in section.replace('<p class="small muted">{{ p.picks }}', "")
    css = (Path(ROOT) / "templates" / "witcher" / "kit.css").read_text()
    assert (
        ".odds ul.op-notes { margin: 0 0 1mm; padding-left: 4mm; font-size: var(--fs-body); "
        "color: var(--ink); }"
    ) in css


def test_an_odds_page_at_50_50_trades_its_bars_for_headed_note_lines(
    gm: dict[str, dict[str, Any]],
) -> None:
    """Round 14: every bar of the village's page read 50/50. The line that says why stands
    for the phases' bars (the battle's two stay, the page's one chart of who wins), and
    their room is ruled for notes on the moments that decide."""
    notes = gm["village-brigands"]["odds"]["even_notes"].replace("\u202f", " ")
    assert notes == (
        "Phases 2 et 3 se jouent sur leur moment crucial : notes pour chacun (qui le joue, "
        "quel enjeu, qui le gagne)"
    )
    assert gm["brenna"]["odds"]["even_notes"] == gm["auld-alliance"]["odds"]["even_notes"] == ""
    section = _odds_section()
    assert '{% if o.even %}<p class="op-even">{{ o.even }}</p>{% endif %}' in section
    assert '{% if not o.even %}<div class="split">' in section
    assert (
        '<div class="ruled op-even-notes" style="min-height: calc({{ o.even_notes_rows }} '
        '* var(--write-gap))"><span class="label">{{ o.even_notes }}'
    ) in section


def test_the_even_page_s_notes_give_a_line_to_each_phase_they_name(
    gm: dict[str, dict[str, Any]],
) -> None:
    """Round 22b: "phases 2 and 3 ride on their crucial moment: notes for each" had its
    label's row and one line to write in, for two phases: a line for each phase named."""
    assert gm["village-brigands"]["odds"]["even_notes_rows"] == 3


def test_the_reserve_s_die_is_given_against_both_sds_of_a_pair(
    gm: dict[str, dict[str, Any]],
) -> None:
    """Round 14: "If Nagh'Khaladh falls: Second — Tactics 12 -> 6+" held against DC 17
    only; the Hunt's phase-3 DC hangs on crucial moment 2 (18 if the PCs win it, 17 if
    they lose it): both dice, in the pair's order, each with its DC."""
    from kitgen.systems.witcher.compute import crucial_alternatives
    from kitgen.systems.witcher.rules import score_need

    plan = load(AULD).plan
    assert plan.armies[0].phases[2].sd == 17
    assert crucial_alternatives(plan)[(0, 3)] == (18, 2, "won")
    (relief,) = gm["auld-alliance"]["sheet"]["relief"]
    need = relief["needs"].replace("\u202f", " ").replace("\u00a0", " ")
    won, lost = (f"{score_need(12, sd).face}+" for sd in (18, 17))
    # both skills at base 12: their dice said once
    assert need == f"phase 3 : Tactique, Commandement 12 → {won} (SD 18) | {lost} (SD 17)"
    assert (won, lost) == ("7+", "6+")


def test_no_tinted_boxes_in_a_phase_with_no_planned_crucial_moment(
    gm: dict[str, dict[str, Any]],
) -> None:
    """Round 14: Brenna plans its crucial moments in phases 2 and 3, yet phase 1's boxes
    20-24 were tinted for one. A phase with no planned moment has no tint; the planned
    ones keep theirs (ST 25: boxes 20 to 24)."""
    for n, tinted in ((1, []), (2, list(range(20, 25))), (3, list(range(20, 25)))):
        for army in range(2):
            side = _side_of(gm["brenna"], n, army)
            boxes = [b["n"] for row in side["track"] for b in row if b["crucial"]]
            assert boxes == tinted, (n, army, boxes)
    # a battle planning one in every phase (Auld Alliance) keeps every phase's tint
    for n in (1, 2, 3):
        assert any(
            b["crucial"] for row in _side_of(gm["auld-alliance"], n, 0)["track"] for b in row
        )


def test_a_card_family_has_note_lines_on_every_card_or_none(
    gm: dict[str, dict[str, Any]],
) -> None:
    """Round 14: the Army Group Centre card had "at the table" lines where the Northern
    Realms card, of the same family, had none: as many on every card, or none."""
    for values in gm.values():
        assert len({(c["note_lines"], c["notes_label"]) for c in _cards(values)}) == 1


def test_luck_boxes_say_what_to_do_with_them(
    gm: dict[str, dict[str, Any]], players: dict[str, dict[str, Any]]
) -> None:
    """Round 14: the brigand captain's three Luck boxes had no label: a strip with boxes
    says to tick them when spent; one with only values to write keeps its one word."""
    assert gm["village-brigands"]["sheet"]["luck_label"] == "Chance\u202f: cochez"
    assert gm["brenna"]["sheet"]["luck_label"] == "Luck: tick when spent"
    assert gm["auld-alliance"]["sheet"]["luck_label"] == "Chance"
    assert players["village-brigands"]["sheet"]["luck_label"] == "Chance"  # no boxes there
    kit = (Path(ROOT) / "templates" / "witcher" / "kit.html.j2").read_text()
    assert '<span class="what">{{ s.luck_label }}</span>' in kit


# ---------------------------------------------------------------- round 15 of the reader's notes


def _engine_phase3(path: Path, settled: dict[int, bool]) -> float:
    """The PCs' side's chance to take phase 3 with the DCs ``settled`` leaves, straight
    from the engine (as ``_engine_win``)."""
    odds, side = _engine_odds(path, settled)
    return odds.phases[2].win[side]


def test_odds_and_compute_give_the_figure_the_kit_s_odds_page_prints() -> None:
    """Round 15: the kit's odds page weighs both outcomes of the moment a DC hangs on
    (Brenna 23.3 %), while ``kitgen odds`` gave only the counted outcome's DCs (24.1 %).
    The terminal now adds the kit's figure, and ``compute --json`` its ``odds.overall``
    (a key added; ``battle_win`` stays as it was)."""
    from kitgen.systems.witcher.report import odds_lines, to_json

    win, lose = _engine_win(BRENNA, {2: True}), _engine_win(BRENNA, {2: False})
    overall = 0.6 * win + 0.4 * lose
    loaded = load(BRENNA, lang="en")
    plan, en = loaded.plan, loaded.text
    document = to_json(plan, en)["odds"]
    assert document["overall"]["moments"] == [2]
    assert document["overall"]["battle_win"][0] == pytest.approx(overall, abs=1e-12)
    assert document["battle_win"][0] == pytest.approx(0.2414, abs=1e-4)  # as before
    (line,) = [x for x in odds_lines(plan, en) if "weighing" in x]
    assert f"Northern Realms wins the battle {en.percent(overall)}" in line
    auld = load(AULD, lang="fr")
    (line,) = [x for x in odds_lines(auld.plan, auld.text) if "en pesant" in x]
    assert "moments cruciaux 1 et 2" in line
    no_moment = copy.deepcopy(plan)
    object.__setattr__(no_moment.battle, "crucial_moments", None)
    assert to_json(no_moment, en)["odds"]["overall"] is None
    assert not [x for x in odds_lines(no_moment, en) if "weighing" in x]


def test_the_odds_page_bars_follow_the_leads_overall_figure(
    gm: dict[str, dict[str, Any]],
) -> None:
    """Round 15: Brenna's bars gave the PCs' side 24.1 % (the won branch's DCs, the
    moment at their chance) beside a lead of 28.9 / 15.0 / 23.3 %, and a line explained
    the gap. Every figure now weighs each outcome's DCs by the PCs' chance, the lead's
    overall line: the battle's bars say 23.3 %, phase 3's the weighted engine figure;
    the explaining line is gone."""
    from kitgen.i18n import Text
    from kitgen.systems.witcher.odds_page import chance

    en, fr = Text("en"), Text("fr")
    brenna = gm["brenna"]["odds"]
    win, lose = _engine_win(BRENNA, {2: True}), _engine_win(BRENNA, {2: False})
    overall = 0.6 * win + 0.4 * lose
    assert brenna["battle"][0]["words"] == chance(overall, en)
    assert brenna["battle"][0]["words"] == "23 times in 100 (23.3%)"
    assert brenna["battle"][1]["words"] == chance(1 - overall, en)
    assert brenna["battle"][0]["width"] == f"{overall * 100:.1f}%"
    assert chance(overall, en) in brenna["branch"][-1]
    third = 0.6 * _engine_phase3(BRENNA, {2: True}) + 0.4 * _engine_phase3(BRENNA, {2: False})
    assert brenna["phases"][2]["sides"][0]["pct"] == en.percent(third)
    # two moments a DC hangs on: the four outcomes, each at the PCs' even chance
    both = [
        _engine_win(AULD, {1: c[0], 2: c[1]}) for c in itertools.product((True, False), repeat=2)
    ]
    auld = gm["auld-alliance"]["odds"]
    side = next(i for i, s in enumerate(auld["battle"]) if s["name"] == "Auld Alliance")
    assert auld["battle"][side]["words"] == chance(sum(both) / 4, fr)
    assert chance(sum(both) / 4, fr) in auld["branch"][-1]
    for values in gm.values():
        assert "branch_story" not in values["odds"]
    kit = (Path(ROOT) / "templates" / "witcher" / "kit.html.j2").read_text()
    assert "branch_story" not in kit


def test_the_battle_sheet_names_the_players_side_in_words(
    gm: dict[str, dict[str, Any]], players: dict[str, dict[str, Any]]
) -> None:
    """Round 15: on the battle sheet the players' side was told by its colour alone (red
    in Brenna, blue in the fortress), lost in greyscale: its head says so in words, on
    every phase, in both copies; the other side's says nothing."""
    pcs = {"brenna": "Northern Realms", "auld-alliance": "Auld Alliance"}
    pcs["village-brigands"] = "Le village"
    words = {"brenna": "Players' side", "auld-alliance": "Camp des PJ"}
    words["village-brigands"] = "Camp des PJ"
    for kit_copy in (gm, players):
        for stem, values in kit_copy.items():
            for n in (1, 2, 3):
                for army in range(2):
                    side = _side_of(values, n, army)
                    expected = words[stem] if side["army"] == pcs[stem] else ""
                    assert side["role"] == expected, (stem, n, side["army"])
    kit = (Path(ROOT) / "templates" / "witcher" / "kit.html.j2").read_text()
    assert '{% if d.role %} <span class="side-role">{{ d.role }}</span>{% endif %}' in kit


def test_the_gm_page_says_what_to_do_between_two_rounds(
    gm: dict[str, dict[str, Any]], players: dict[str, dict[str, Any]]
) -> None:
    """Round 15: "Between rounds" gave only a line to write on; a reader wanted the
    steps the rules give at a round's end. Over the ruled lines, where the page has
    room: bank the points, a bank at the ST takes the phase, a crucial moment may start
    (not with ST 5, where a planned one opens the phase), note what changed, roll again;
    the ST and a test's time are the battle's."""
    assert gm["brenna"]["gm_steps"] == [
        "1.\u00a0Bank each point above the DC (a miss costs nothing).",
        "2.\u00a0A bank at ST\u00a025 takes the phase (both: the larger; exact tie: play on).",
        "3.\u00a0Within 5 of ST\u00a025: a planned crucial moment may start.",
        "4.\u00a0Note Luck spent, events, DCs that change.",
        "5.\u00a0Else both roll again (10\u00a0min more).",
    ]
    village = [s.replace("\u202f", " ") for s in gm["village-brigands"]["gm_steps"]]
    assert len(village) == 4 and "SR\u00a05 remporte la phase" in village[1]
    assert not any("moment crucial" in s for s in village)
    assert village[3].startswith("4.\u00a0Sinon, les deux relancent (10")
    # no ruled room, no steps; none on a players' copy
    assert gm["auld-alliance"]["gm_steps"] == []
    assert all(v["gm_steps"] == [] for v in players.values())
    kit = (Path(ROOT) / "templates" / "witcher" / "kit.html.j2").read_text()
    assert '{{ gm_steps | join(" ") }}' in kit


# ---------------------------------------------------------------- round 16 of the reader's notes

PCS = {
    "brenna": "Northern Realms",
    "auld-alliance": "Auld Alliance",
    "village-brigands": "Le village",
}


def test_the_players_side_takes_the_same_colour_in_every_kit(
    gm: dict[str, dict[str, Any]], players: dict[str, dict[str, Any]]
) -> None:
    """Round 16: the colour followed army order, so Brenna and the village gave the
    players' side dark red and the fortress light blue (its big red bar was the enemy).
    The players' side now always takes the first colour, on the sheet and on the odds
    page's bars, in both copies; the other side the second."""
    for kit_copy in (gm, players):
        for stem, values in kit_copy.items():
            for n in (1, 2, 3):
                for army in range(2):
                    side = _side_of(values, n, army)
                    want = "side-0" if side["army"] == PCS[stem] else "side-1"
                    assert side["side"] == want, (stem, n, side["army"])
    for stem, values in gm.items():
        odds = values["odds"]
        bars = [odds["battle"]] + [p["sides"] for p in odds["phases"]]
        for row in bars:
            for s in row:
                want = "side-0" if s["name"] == PCS[stem] else "side-1"
                assert s["side"] == want, (stem, s["name"])
    auld = next(
        s for s in gm["auld-alliance"]["odds"]["battle"] if s["name"] == PCS["auld-alliance"]
    )
    brenna = next(s for s in gm["brenna"]["odds"]["battle"] if s["name"] == PCS["brenna"])
    assert auld["side"] == brenna["side"] == "side-0"


def test_with_no_players_side_named_the_colours_follow_army_order() -> None:
    import dataclasses

    from kitgen.systems.witcher.compute import side_colour

    battle = load(AULD).battle
    assert [side_colour(battle, i) for i in range(2)] == ["side-1", "side-0"]
    unnamed = dataclasses.replace(battle, players_army=None)
    assert [side_colour(unnamed, i) for i in range(2)] == ["side-0", "side-1"]


def test_the_dice_beside_a_pair_of_sds_are_always_for_the_party_winning(
    gm: dict[str, dict[str, Any]],
) -> None:
    """Round 16: the sheet gave the dice for the case the engine counted, "party wins"
    in Brenna's phase 3, "PJ perdent" in the fortress's: one rule now, the won case
    (first, as the odds page's lead), said in the line under the pair; the GM page's
    table marks the same SD."""
    from kitgen.systems.witcher.rules import score_need

    seen = 0
    for stem, values in gm.items():
        for n in (1, 2, 3):
            for army in range(2):
                side = _side_of(values, n, army)
                if not side["sd_pair"]:
                    continue
                seen += 1
                won, lost = side["sd_pair"]
                assert won["here"] and not lost["here"], (stem, n)
                assert side["sd_else"].startswith(
                    f"Crucial moment\u00a0{n - 1}: dice given for the party winning it "
                    f"(DC\u00a0{won['sd']})."
                    if stem == "brenna"
                    else f"Moment crucial\u00a0{n - 1}\u202f: dés donnés si les PJ le "
                    f"gagnent (SD\u00a0{won['sd']})."
                ), side["sd_else"]
                for roll in side["rolls"]:
                    assert roll["to_score"].endswith(f"\u00a0{won['sd']}")
    # round 22: with the village's phase 3, drawn as a grid too
    assert seen == 5
    # the fortress's phase 3: Rhundurin's Tactics 16 against the won DC 19 needs 4+
    rhun = _side_of(gm["auld-alliance"], 3, 1)
    assert [c["sd"] for c in rhun["sd_pair"]] == [19, 20]
    assert score_need(16, 19).face == 4
    assert rhun["rolls"][0]["need"] == "4+"
    assert "SD\u00a020\u202f: Tactique\u00a05+" in rhun["sd_else"]
    # the breakdown adds up to the DC the dice are for
    assert rhun["breakdown"][0] == "Carte adverse\u00a018"
    for row in gm["auld-alliance"]["matchup"]:
        for cell in row["cells"]:
            if cell["sd_else"]:
                # round 19: the won case first, with its own d10s (the sheet's)
                assert "PJ gagnent SD\u00a0" + str(cell["sd"]) + "\u00a0→" in cell["sd_else"]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_st_line_gives_the_count_a_reinforcement_raises(lang: str) -> None:
    """Round 16: Brenna's "ST 25 — Epic battle, 61,312 combatants" counted the opening
    armies only; the reserve brings 3,000 more in phase 2. The line gives both counts,
    the ST staying the one the opening armies set (the rules' example keeps SR 10 after
    the Hunt's reinforcements). A rise that hangs on a crucial moment (the fortress's
    portals) stays on the headcounts line under the phases' table, which says which."""
    brenna = copy_values(load(BRENNA, lang=lang), "gm")["sr_line"]
    auld = copy_values(load(AULD, lang=lang), "gm")["sr_line"]
    village = copy_values(load(VILLAGE, lang=lang), "gm")["sr_line"]
    plan = load(BRENNA).plan
    assert [sum(a.headcounts[n] for a in plan.armies) for n in range(3)] == [61312, 64312, 64312]
    # the test's time then left to step 8 of the sequence of play, on the same page
    values = copy_values(load(BRENNA, lang=lang), "gm")
    assert values["test_time"] == ""
    assert any("10" in item for half in values["turn"] for item in half["items"])
    assert copy_values(load(AULD, lang=lang), "gm")["test_time"]
    if lang == "en":
        assert brenna == (
            "Success threshold (ST): 25 — Epic battle, 61,312 combatants; 64,312 from phase\u00a02"
        )
        assert auld.endswith("Small battle, 294 combatants")
        assert village.endswith("Skirmish, 51 combatants")
    else:
        assert brenna.replace("\u202f", " ").endswith(
            "Bataille épique, 61 312 combattants ; 64 312 dès la phase\u00a02"
        )
        assert auld.endswith("Petite bataille, 294 combattants")
        assert village.endswith("51 combattants")
    hunt = copy_values(load(AULD, lang=lang), "gm")["armies"][0]["headcounts"]
    assert hunt.endswith(
        "200 / 200 / 300 (if the PCs lose crucial moment\u00a02)"
        if lang == "en"
        else "200 / 200 / 300 (si les PJ perdent le moment crucial de la phase\u00a02)"
    )


def test_the_players_tracks_that_know_the_st_match_the_gm_s(
    gm: dict[str, dict[str, Any]], players: dict[str, dict[str, Any]]
) -> None:
    """Round 16: Brenna's players' copy names ST 25 (their own side alone makes an epic
    battle) but its tracks lacked the GM's box past it and the tint of 20-24. They have
    both now, the tint only in the phases the GM's copy tints (those with a planned
    crucial moment, whose "moment won" boxes the players' copy prints already); the DC
    box to write in leaves a gap before the skills."""
    for n in (1, 2, 3):
        for army in range(2):
            mine = _side_of(players["brenna"], n, army)["track"]
            theirs = _side_of(gm["brenna"], n, army)["track"]
            assert [
                [(b["n"], b["crucial"], b["end"], b["beyond"]) for b in row] for row in mine
            ] == [
                [(b["n"], b["crucial"], b["end"], b["beyond"]) for b in row] for row in theirs
            ], n
    last = _side_of(players["brenna"], 2, 0)["track"][-1]
    assert [b["n"] for b in last] == [21, 22, 23, 24, 25, "beyond"]
    assert [
        b["n"] for row in _side_of(players["brenna"], 2, 0)["track"] for b in row if b["crucial"]
    ] == [20, 21, 22, 23, 24]
    assert not any(b["crucial"] for row in _side_of(players["brenna"], 1, 0)["track"] for b in row)
    sheet = players["brenna"]["sheet"]
    assert sheet["shaded"] and sheet["crucial_key"].startswith(
        "Tinted boxes: within 5 points of ST"
    )
    # the copies that know no ST: no tint, no box past it (it would give the ST away)
    for stem in ("auld-alliance", "village-brigands"):
        for n in (1, 2, 3):
            track = _side_of(players[stem], n, 0)["track"]
            assert not any(b["crucial"] or b["beyond"] for row in track for b in row)
    css = (Path(ROOT) / "templates" / "witcher" / "kit.css").read_text()
    assert "table.ph-roll td.sd .write-in { min-width: 0; width: 11mm;" in css
    assert "table.ph-roll td.sd { width: 12.5mm;" in css


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_field_shows_the_reserve_as_reinforcements_with_when_they_arrive(lang: str) -> None:
    """Round 17: Brenna's field listed the Verden reserve under the Nauzicaa Brigade, then
    "Surprise −1" on its own line: it read as a specialist counting −1. It is a
    reinforcement arriving in phase 2 (+3,000, surprise −1): a block of its own, labelled
    with when it comes, the specialists above it unchanged."""
    values = copy_values(load(BRENNA, lang=lang), "gm")
    centre = values["field"]["armies"][1]
    cell = centre["cells"][1]
    assert [i.replace("\u202f", " ").replace("\u00a0", " ") for i in cell["items"]] == [
        "Nauzicaa Brigade (4,000)" if lang == "en" else "Brigade Nauzicaa (4 000)"
    ]
    arrives = {
        k: v.replace("\u202f", " ").replace("\u00a0", " ") for k, v in cell["arrives"].items()
    }
    if lang == "en":
        assert arrives == {
            "label": "Reinforcements from phase 2",
            "text": "The Verden reserve: +3,000 fighters · Surprise: −1",
        }
    else:
        assert arrives == {
            "label": "Renforts dès la phase 2",
            "text": "La réserve de Verden : +3 000 combattants · Surprise : −1",
        }
    # no other phase, nor the other army, has troops arriving
    assert [bool(c["arrives"]) for a in values["field"]["armies"] for c in a["cells"]] == [
        False,
        False,
        False,
        False,
        True,
        False,
    ]
    template = (Path(ROOT) / "templates" / "witcher" / "kit.html.j2").read_text()
    assert '<span class="arrives"><span class="label">{{ c.arrives.label }}</span>' in template


def test_the_crucial_moment_split_is_drawn_one_way_in_its_three_places(
    gm: dict[str, dict[str, Any]],
) -> None:
    """Round 17: the split of a DC by a crucial moment was drawn three ways: "won DC 14
    (dice given for it), lost DC 15" on Brenna's p. 2, "PARTY WINS 14 | PARTY LOSES 15"
    then "Moment not played: DC 15" on its sheet, "gagné SD 17 …, perdu SD 15 … · Moment
    non joué : SD 17" in the village's enemy box. One presenter structure now, drawn by
    one macro, with the same labels in the same order; every number kept."""
    from kitgen.build import print_settings
    from kitgen.render import compose

    table = gm["brenna"]["matchup"][2]["cells"][0]["dc_split"]
    big = _side_of(gm["brenna"], 3, 0)["dc_big"]
    # round 22: the village's phase 3 is a pair as any other (its grid drawn), no line
    line = _side_of(gm["village-brigands"], 3, 1)["dc_big"]
    assert "dc_line" not in _side_of(gm["village-brigands"], 3, 1)
    for split in (table, big, line):
        assert set(split) == {"title", "cases", "plain"}
        for case in split["cases"]:
            assert set(case) == {
                "case",
                "sd",
                "said",
                "here",
                "note",
                "needs",
                "dice",
                "unplayed",
                # round 22b: the case in its one printed wording, "label: SD"
                "line",
            }
    assert [(c["case"], c["sd"], c["here"]) for c in table["cases"]] == [
        ("party wins", 14, True),
        ("party loses", 15, False),
    ]
    assert [(c["case"], c["sd"], c["here"]) for c in big["cases"]] == [
        ("party wins", 14, True),
        ("party loses", 15, False),
        ("without crucial moment\u00a02", 15, False),
    ]
    assert [(c["case"], c["sd"], c["here"]) for c in line["cases"]] == [
        ("PJ gagnent", 17, True),
        ("PJ perdent", 15, False),
        ("sans moment crucial\u00a02", 17, False),
    ]
    assert table["title"] == big["title"] == "Crucial moment\u00a02:"
    assert line["title"] == "Moment crucial\u00a02\u202f:"
    assert line["cases"][1]["needs"] == "Tactique\u00a04+, Commandement\u00a04+"
    # one macro draws all three; the page's markup the same in the table and the line
    template = (Path(ROOT) / "templates" / "witcher" / "kit.html.j2").read_text()
    assert template.count("{% macro dc_split(") == 1
    # round 19: the phases' table sets its cases a line each, the title under the phase
    assert "{{ dc_split(c.dc_split, stacked=true) }}" in template
    assert "{{ dc_split(d.dc_big, big=true) }}" in template
    assert "dc_line" not in template  # round 22: no phase draws the one-line form
    assert "d.sd_pair" not in template and "c.sd_else" not in template
    for path, counted in ((BRENNA, "party wins"), (VILLAGE, "PJ gagnent")):
        loaded = load(path)
        html = compose("witcher", loaded.plan, loaded.text, print_settings(loaded)).html
        assert f'<span class="label counted">{counted}</span>' in html
        # round 19: the phases' table's split has no title (said under the phase's name)
        assert '<span class="dc-split"><span class="case here">' in html
    # round 22: the village's sheet draws its pair as a grid, no line under the SD
    assert '<span class="dc-split"><span class="dc-title">' not in html
    assert '<table class="dc-grid">' in html


def test_the_casualty_grid_says_whether_a_crucial_moment_is_a_test(tmp_path: Path) -> None:
    """Round 17: the casualty test adds +1 per test rolled, and the village's two crucial
    moments may each decide their phase: whether one counts moved the DC by up to 2, and
    no ruling said. Ruling K17 (as the odds already count it, K11): one opening a phase
    stands in for its test; after a round none is one. The grid says so, with its mark;
    the house rule ``crucial_is_test: false`` counts none, in the odds too."""
    import re

    from kitgen.systems.witcher.odds import battle_odds

    def words(value: object) -> str:
        return re.sub(r"\u2060?<sup[^>]*>.*?</sup>", "", str(value)).replace("\u202f", " ")

    for lang in ("fr", "en"):
        village = copy_values(load(VILLAGE, lang=lang), "gm")
        (cas,) = _casualties(village)[:1]
        step = words(cas["grid_step"])
        # the kit's mark for the ruling, after the sentence
        assert re.search(r"\.\u2060<sup class=\"ruling-mark\">\d+</sup>$", str(cas["grid_step"]))
        assert step.endswith(
            "Un moment crucial qui ouvre une phase compte pour le test dont il tient lieu."
            if lang == "fr"
            else "A crucial moment that opens a phase counts as the test it stands in for."
        )
    brenna = words(_casualties(copy_values(load(BRENNA), "gm"))[0]["grid_step"])
    assert brenna.endswith("A crucial moment is not a test: it adds none.")
    # the house rule: a moment opening a phase is no test, so each phase it decides has
    # none, and the battle is one round shorter per such phase on average at most
    source = VILLAGE.read_text(encoding="utf-8").replace(
        "casualties:\n", "house_rules: {crucial_is_test: false}\ncasualties:\n", 1
    )
    path = tmp_path / "village-brigands.yaml"
    path.write_text(source, encoding="utf-8")
    ruled = load(path)
    assert ruled.plan.battle.house_rules.crucial_is_test is False
    step = words(_casualties(copy_values(ruled, "gm"))[0]["grid_step"])
    assert step.endswith("Règle maison : un moment crucial ne compte jamais comme un test.")
    base = load(VILLAGE).plan
    kept = battle_odds(base, (2, 3), 0)
    dropped = battle_odds(ruled.plan, (2, 3), 0)
    assert kept.expected_rounds - dropped.expected_rounds == pytest.approx(2.0, abs=1e-6)
    assert kept.phases[1].win == pytest.approx(dropped.phases[1].win)


def test_the_players_field_does_not_tell_a_crucial_moment_s_stake(
    gm: dict[str, dict[str, Any]], players: dict[str, dict[str, Any]]
) -> None:
    """Round 17: Brenna's players' p. 1 read "Dwarves hold the center −1 (if the PCs win
    crucial moment 2)" in its phase-3 cell: moment 2's stake, which the players' copy
    otherwise leaves to the GM (no goal between the lines, no stake on the sheet). The
    players' field leaves a setup that hangs on a moment out; the GM's keeps it."""
    mine = players["brenna"]["field"]["armies"][0]["cells"][2]
    assert mine["items"] == ["Redanian light horse (2,500)"]
    assert "Dwarves" not in value_text(players["brenna"]["field"])
    assert not any(p["goal"] for p in players["brenna"]["field"]["phases"])
    theirs = gm["brenna"]["field"]["armies"][0]["cells"][2]
    assert theirs["items"][-1].startswith("Dwarves hold the center\u00a0−1 (if the PCs win")
    # setups that hang on nothing stay on the players' field
    assert players["brenna"]["field"]["armies"][0]["cells"][0]["items"] == [
        "Scouts of the Blue Stripes (600)",
        "Battle mages (12)",
    ]


def test_the_phases_table_gives_each_crucial_case_its_own_dc_and_dice(
    gm: dict[str, dict[str, Any]],
) -> None:
    """Round 19: Brenna's p. 2 printed phase 3's won DC 14 large with its dice
    ("Tactics 12 → 3+") and "party loses DC 15" beside it without any: the 15 read as
    rolled with the 14's dice. Each case of a split DC now has its own DC and its own
    d10s, both DCs in the figure's column (won first), the bases once above them; the
    d10s beside each DC are the ones the plan of that outcome needs."""
    from kitgen.systems.witcher.compute import compute, hung_moments

    for path in PATHS:
        values = gm[path.stem]
        plan = load(path).plan
        plans = [plan] + [compute(plan.battle, frozenset({k})) for k in hung_moments(plan.battle)]
        seen = 0
        for row in values["matchup"]:
            n = row["n"]
            for i, cell in enumerate(row["cells"]):
                split = cell["dc_split"]
                if not split:
                    assert cell["sd_other"] is None
                    continue
                seen += 1
                assert row["split_by"]
                assert [cell["sd"], cell["sd_other"]] == [c["sd"] for c in split["cases"]]
                for case in split["cases"]:
                    # the plan of the outcome that gives this DC, and its own d10s
                    phase = next(
                        p.armies[i].phases[n - 1]
                        for p in plans
                        if p.armies[i].phases[n - 1].sd == case["sd"]
                    )
                    faces = [f"{phase.need(s).face}+" for s in phase.skills]
                    assert case["dice"] == "\u00a0→\u00a0" + ",\u00a0".join(faces)
                    assert case["note"] == ""
                # the bases once, no d10 in that line (each case has its own)
                assert "→" not in cell["needs"]
        assert seen == {"brenna": 1, "auld-alliance": 3, "village-brigands": 1}[path.stem]
    cell = gm["brenna"]["matchup"][2]["cells"][0]
    assert cell["needs"] == "Tactics\u00a012, Leadership\u00a015"
    assert [(c["case"], c["sd"], c["dice"]) for c in cell["dc_split"]["cases"]] == [
        ("party wins", 14, "\u00a0→\u00a03+,\u00a02+"),
        ("party loses", 15, "\u00a0→\u00a04+,\u00a02+"),
    ]
    # the won case's d10s are the sheet's own beside its DC 14
    assert [r["need"] for r in _side_of(gm["brenna"], 3, 0)["rolls"]] == ["3+", "2+"]
    assert gm["brenna"]["matchup"][2]["split_by"] == "DC: crucial moment\u00a02"
    template = (Path(ROOT) / "templates" / "witcher" / "kit.html.j2").read_text()
    assert "{{ dc_split(c.dc_split, stacked=true) }}" in template
    assert "{{ c.sd_other }}" in template and "{{ c.dice }}" in template


def test_the_players_own_card_leaves_out_a_crucial_moment_s_modifiers(
    gm: dict[str, dict[str, Any]], players: dict[str, dict[str, Any]]
) -> None:
    """Round 19: Brenna's players' card printed "Modifiers if the PCs win crucial moment
    2: Dwarves hold the center −1", a stake the players' field no longer shows. The
    players' copy leaves out the modifiers that hang on a moment's outcome (either
    way); the GM's card keeps them, and modifiers that hang on nothing stay."""
    mine = next(c for c in _cards(players["brenna"]) if c.get("name") == "Northern Realms")
    said = value_text(mine["specialists"])
    assert "Dwarves" not in said and "if the PCs" not in said
    assert mine["specialists"][0]["events"] == "Modifiers: Bad weather\u00a0+2"
    theirs = next(c for c in _cards(gm["brenna"]) if c.get("name") == "Northern Realms")
    assert "Dwarves hold the center\u00a0−1" in value_text(theirs["specialists"])
    for values in players.values():
        assert "if the PCs" not in value_text(_cards(values))
        assert "si les PJ" not in value_text(_cards(values))


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_box_of_a_phase_its_moment_decides_has_one_line(lang: str) -> None:
    """Round 19: the village's FR sheet, phases 2 and 3: "moment gagné → phase gagnée"
    wrapped onto two lines, its box beside the first. Shorter words now, held on one
    line (no breakable space) in the box's 41 mm cell."""
    from kitgen.fit import lines

    phases = copy_values(load(VILLAGE, lang=lang), "gm")["sheet"]["phases"]
    decides = {
        "en": "moment\u00a0and\u00a0phase\u00a0won",
        "fr": "moment\u00a0et\u00a0phase\u00a0gagnés",
    }
    assert [p["crucial_won"] for p in phases[1:]] == [decides[lang]] * 2
    assert " " not in decides[lang]
    # beside its 5 mm box and 1 mm gap, at 8 pt, in the 41 mm cell (kit.css td.won.decides)
    assert lines(decides[lang], 41 - 6, 8) == 1
    css = (Path(ROOT) / "templates" / "witcher" / "kit.css").read_text()
    assert "table.side-head td.won.decides { width: 41mm;" in css


def test_the_counted_case_is_not_small_white_type_on_black() -> None:
    """Round 19: the "PARTY WINS" / "PJ GAGNENT" chips were 7.5 pt white on black, which
    fills in on inkjets: dark text in a ruled outline box now, on the sheet's pair and
    in the one-line split."""
    css = (Path(ROOT) / "templates" / "witcher" / "kit.css").read_text()
    rules = [line for line in css.splitlines() if ".label.counted {" in line]
    assert len(rules) == 3  # the pair, the one-line split, the sheet's grid (issue 39)
    for rule in rules:
        assert "color: var(--ink)" in rule
        assert "background: none" in rule
        assert "border: 0.6pt solid var(--ink)" in rule
        assert "#fff" not in rule


def _plain(text: str) -> str:
    return text.replace("\u00a0", " ").replace("\u202f", " ")


def test_the_gm_s_battle_cards_give_each_phase_s_numeric_inferiority(
    gm: dict[str, dict[str, Any]],
) -> None:
    """Round 19b: the battle sheet counted the enemy's numbers in each phase's DC (Brenna
    "+1 at 147 %, +2 at 159 %") while the battle cards, which list the other per-phase
    modifiers, left them out. The GM's cards now give them, from the same plan, first
    among the phase's modifiers; one that holds always stands before a setup that hangs
    on a crucial moment."""
    northern, centre = _cards(gm["brenna"])
    events = [_plain(s["events"]) for s in northern["specialists"]]
    assert events == [
        "Modifiers: Slightly outnumbered (147%) +1 · Bad weather +2",
        "Modifiers: Outnumbered (159%) +2",
        "Modifiers: Outnumbered (159%) +2 · if the PCs win crucial moment 2: "
        "Dwarves hold the center −1",
    ]
    # the larger army is outnumbered in no phase
    assert "Outnumbered" not in value_text(centre["specialists"])
    village, brigands = _cards(gm["village-brigands"])
    assert "Infériorité" not in value_text(village["specialists"])
    assert [_plain(s["events"]) for s in brigands["specialists"]] == [
        "Modificateurs : Infériorité (155 %) +2 · Surprise −1",
        "Modificateurs : Infériorité (155 %) +2",
        "Modificateurs : Infériorité (155 %) +2",
    ]


def test_a_numeric_inferiority_that_hangs_on_a_moment_is_given_both_ways(
    gm: dict[str, dict[str, Any]],
) -> None:
    """Round 19b: Auld Alliance's phase 3 is 213 % or 319 % outnumbered as the Hunt's
    fresh hundred come or not (crucial moment 2): the card gives both, each under its
    outcome, as it gives the Hunt's own setups (the counted one on the modifiers' line,
    the other on the line under it); phases 1 and 2 hold at 213 %. The values are the
    plan's, as the battle sheet counts them."""
    from kitgen.systems.witcher.compute import compute

    hunt, alliance = _cards(gm["auld-alliance"])
    assert "Infériorité" not in value_text(hunt["specialists"])
    phases = alliance["specialists"]
    assert _plain(phases[0]["events"]) == "Modificateurs : Forte infériorité (213 %) +2"
    assert _plain(phases[1]["events"]).endswith(" · Modificateurs : Forte infériorité (213 %) +2")
    assert _plain(phases[2]["events"]) == (
        "Modificateurs si les PJ perdent le moment crucial de la phase 2 : "
        "Forte infériorité (319 %) +3"
    )
    assert _plain(phases[2]["other"]) == (
        "Modificateurs si les PJ gagnent le moment crucial de la phase 2 : "
        "Forte infériorité (213 %) +2"
    )
    # the plan the sheet reads, and the plan with moment 2 the other way
    loaded = load(AULD)
    for plan, said in ((loaded.plan, "events"), (compute(loaded.battle, frozenset({2})), "other")):
        mods = [m for m in plan.armies[1].phases[2].modifiers if m.kind == "numeric_inferiority"]
        assert [m.value for m in mods] == [3 if said == "events" else 2]
        assert f"+{mods[0].value}" in phases[2][said]


def test_the_players_cards_never_give_the_enemy_s_numbers_ratio(
    players: dict[str, dict[str, Any]],
) -> None:
    """Round 19b: the ratio gives the enemy's headcount away: the players' cards keep no
    numeric inferiority, whoever is outnumbered."""
    for values in players.values():
        said = value_text(_cards(values))
        assert "Outnumbered" not in said and "Infériorité" not in said
        assert "%" not in said


def test_the_fullest_gm_cards_hold_at_no_type_under_7_5_pt(
    gm: dict[str, dict[str, Any]],
) -> None:
    """Round 19b: with the numeric inferiority on them, Brenna's and Auld Alliance's GM
    cards take the last step, whose notes are 7.5 pt and fields closer (the layout
    check holds them); no step sets type under 7.5 pt."""
    from kitgen.systems.witcher.card_fit import STEPS

    assert all(min(s.body, s.value, s.label, s.small, s.spec, s.troops) >= 7.5 for s in STEPS)
    for stem in ("brenna", "auld-alliance"):
        assert {c["step"] for c in _cards(gm[stem])} == {"compact"}


def test_the_cards_list_tactics_before_leadership_as_the_sheet_does(
    gm: dict[str, dict[str, Any]], players: dict[str, dict[str, Any]]
) -> None:
    """Round 20: the cards read "Leadership base | Tactics base" while phase 1 rolls
    Tactics and the battle sheet lists it first: Tactics now comes first on the GM's
    cards and the players', with its own number (the Hunt's general: Tactics 15,
    Leadership 18; Seliad, phase 1, Tactics 16 and no Leadership)."""
    for copy_ in (gm, players):
        for values in copy_.values():
            for card in _cards(values):
                labels = [b["label"] for b in card["bases"]]
                assert labels in (
                    ["Base Tactique", "Base Commandement"],
                    ["Tactics base", "Leadership base"],
                ), labels
    hunt, alliance = _cards(gm["auld-alliance"])
    assert [[r["value"] for r in b["rows"]] for b in hunt["bases"]] == [["15"], ["18"]]
    assert [r["value"] for r in alliance["bases"][0]["rows"]] == ["16", "—", "16"]


def test_the_cards_in_play_lines_are_in_ink_not_grey() -> None:
    """Round 20: the cards' lines read in play (each phase's modifiers, Luck, the reserve,
    the headcount's breakdown and its SDs) are 7.5 pt: in the labels' grey they read
    faint. They are set in ink, their sizes as the card's step fits them."""
    css = (Path(ROOT) / "templates" / "witcher" / "kit.css").read_text()
    rule = next(line for line in css.splitlines() if line.startswith(".wi-card .small, "))
    inked = (".wi-card .small.muted", ".wi-card .wi-troops li .muted", ".wi-card .breakdown")
    assert all(selector in rule for selector in inked)
    assert rule.endswith("{ color: var(--ink); }")
    # after the rules that set them grey, and the lines carry the class it names
    assert css.index(rule) > css.index(".wi-card .breakdown { font-size")
    html = (Path(ROOT) / "templates" / "witcher" / "kit.html.j2").read_text()
    assert '<div class="small">{{ c.luck }}</div>' in html
    assert '<div class="small events">{{ s.events }}</div>' in html


def test_the_gm_page_s_ruled_lines_under_the_steps_have_a_label(
    gm: dict[str, dict[str, Any]], players: dict[str, dict[str, Any]]
) -> None:
    """Round 20: Brenna's GM page 2 ended in two ruled lines under the "Between rounds"
    strip with no label of their own: they are headed "Notes" now, as the kit's other
    ruled boxes are; none where the strip is not printed, nor on the players' copy."""
    assert gm["brenna"]["gm_steps"]
    assert gm["brenna"]["gm_record_notes"] == "Notes"
    for values in gm.values():
        assert bool(values["gm_record_notes"]) == bool(values["gm_steps"])
    for values in players.values():
        assert not values.get("gm_record_notes")
    html = (Path(ROOT) / "templates" / "witcher" / "kit.html.j2").read_text()
    assert '<span class="label record-notes">{{ gm_record_notes }}</span>' in html


def test_a_numeric_inferiority_reads_the_same_on_card_and_sheet(
    gm: dict[str, dict[str, Any]],
) -> None:
    """Issue 39, the print-shop proof: the card said "Infériorité (213 %)" where the
    sheet said the table's row in full, "Outnumbered (147%)" beside "Slightly
    outnumbered (147%)". Each modifier now has one label, the row and its ratio, on both:
    every label a card prints for the phase the sheet counts is the sheet's."""
    import re

    for kit in ("brenna", "auld-alliance", "village-brigands"):
        # the sheet's every word: a case that hangs on a moment is in its grid's footnote
        sheet = _plain(value_text(gm[kit]["sheet"]))
        # the modifiers the phase plays with (a case that hangs on the moment, "si les PJ
        # perdent…", has its own DC on the sheet, not its breakdown)
        events = " | ".join(
            _plain(s["events"])
            for c in _cards(gm[kit])
            for s in c["specialists"]
            if "si les PJ" not in s["events"] and "if the PCs" not in s["events"]
        )
        labels = re.findall(r"(?:\w+ )?(?:[Oo]utnumbered|[Ii]nfériorité) \([\d.,]+ ?%\)", events)
        assert labels, kit
        for label in labels:
            assert label in sheet, (kit, label)


# ---------------------------------------------------------------- round 22 of the readers' notes


def test_the_players_stakes_line_says_what_goes_on_it(
    gm: dict[str, dict[str, Any]], players: dict[str, dict[str, Any]]
) -> None:
    """Round 22: the players' copy ended each crucial phase's track in a line headed
    "ENJEU" / "AT STAKE" and nothing more: the line now says what to write there, the
    stakes the GM announces, in both languages; the GM's copies, whose sheets print the
    stakes, carry no such words."""
    from kitgen.build import print_settings
    from kitgen.render import compose

    village = players["village-brigands"]["sheet"]["phases"]
    assert [p["sides"][0]["write_stake_hint"] for p in village] == [
        "",
        "que le MJ annonce",
        "que le MJ annonce",
    ]
    brenna = players["brenna"]["sheet"]["phases"]
    assert [p["sides"][0]["write_stake_hint"] for p in brenna] == [
        "",
        "from the GM",
        "from the GM",
    ]
    for values in gm.values():
        assert not any(
            s["write_stake_hint"] for p in values["sheet"]["phases"] for s in p["sides"]
        )
    loaded = load(VILLAGE, lang="en")
    html = compose(
        "witcher", loaded.plan, loaded.text, print_settings(loaded, audience=PLAYERS)
    ).html
    assert (
        '<span class="stake-write"><span class="label">At stake</span> '
        '<span class="hint">from the GM</span></span>'
    ) in html
    # on one line, the line as long as the words: the row the players' copy leaves room in
    assert html.count('<td class="hinted"><div class="points">') == 2


def test_the_dc_grid_s_corner_names_the_pcs_outcome(gm: dict[str, dict[str, Any]]) -> None:
    """Round 22: the corner over a DC grid's "CM 2 won / CM 2 lost" read "by the PCs" /
    "par les PJ", which a GM had to read backwards into the rows: it heads the column
    as what it holds, the PCs' outcome of the moment."""
    corners = {
        stem: {
            s["grid"]["corner"] for p in values["sheet"]["phases"] for s in p["sides"] if s["grid"]
        }
        for stem, values in gm.items()
    }
    assert corners == {
        "brenna": {"PCs' outcome"},
        "auld-alliance": {"Issue des PJ"},
        "village-brigands": {"Issue des PJ"},
    }
