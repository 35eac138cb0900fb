"""Witcher kits, fifth proof pass: what a GM needs to run the battle from the pages.

A phase a crucial moment decides at SR 5 lasts a round, not none; the casualty bands give
the losses for each way the battle can end; warnings read as a GM's sentences; each SD
column says which SD it is; the players' copy keeps the SR secret; the English kit speaks
American English with English short forms. Values come from the presenter (no PDF)."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from kitgen.build import print_settings
from kitgen.pipeline import load
from kitgen.render import compose
from kitgen.systems.witcher.casualties import beaten_dead
from kitgen.systems.witcher.texts import TEXT
from tests.conftest import ROOT, WITCHER_ARMIES, copy_values, write

VILLAGE = ROOT / "armies" / "village-brigands.yaml"
ANCHOR = "      - {name: Brigands de grand chemin, count: 20, type: brigands}\n"


@pytest.fixture(scope="module")
def village() -> dict[str, Any]:
    return copy_values(load(VILLAGE), "gm")


@pytest.fixture(scope="module")
def village_html() -> str:
    loaded = load(VILLAGE)
    return compose("witcher", loaded.plan, loaded.text, print_settings(loaded)).html


def test_a_phase_a_crucial_moment_decides_at_sr_5_lasts_one_round(
    village: dict[str, Any],
) -> None:
    """Seed 000, chapter three, "Déclenchement d'un Moment Crucial" (note): with SR 5 a
    crucial moment may replace any Clash test. The village plays one in phases 2 and 3,
    due at the start: it takes the first test's place, so the phase lasts one round (the
    kit once printed "Dure 0,0 tours en moyenne ; 9 fois sur 10, 0 tours ou moins")."""
    odds = village["odds"]
    lengths = [p["length"] for p in odds["phases"]]
    assert lengths[0].startswith("Dure 2,1")  # no crucial moment in phase 1
    for length in lengths[1:]:
        assert length.startswith("Dure toujours 1\u00a0tour")
        assert "test du premier tour" in length
    assert not any("0,0" in x or " 0 tour" in x for x in lengths)
    # no test is rolled in those phases: the page does not say how often one scores
    assert odds["phases"][0]["crucial"] and not any(p["crucial"] for p in odds["phases"][1:])
    # the battle: 2,1 + 1 + 1 rounds, never fewer than three
    assert odds["length"]["words"].startswith("4,1")


def test_no_quarter_bands_give_the_losses_for_each_outcome(village_html: str) -> None:
    """Seed 000, "Pas de Quartier !": the victor's casualties are a third dead, the rest
    wounded; the beaten side's wounded are finished off but (1d6 + 2) % of its casualties
    get away. Each band prints both outcomes, and they add up to the soldiers lost."""
    plan = load(VILLAGE).plan
    village, brigands = plan.armies
    # only the brigands give no quarter (the file's `no_quarter_by`): the villagers'
    # wounded may be finished off, the brigands' are not
    assert brigands.casualties is not None
    assert all(b.no_quarter_survivors is None for b in brigands.casualties.bands)
    for army in (village,):
        assert army.casualties is not None
        for band in army.casualties.bands:
            dead, got_away = beaten_dead(band), band.no_quarter_survivors
            assert dead is not None and got_away is not None
            assert dead[1] + got_away[1] == band.lost[1]  # the quick values
            assert dead[0] <= dead[1] <= dead[2] <= band.lost[2]
            assert band.dead[1] + band.wounded[1] == band.lost[1]
    assert village_html.count("S’il gagne la bataille") == 1
    assert village_html.count("S’il perd\u202f: l’ennemi achève ses blessés") == 1
    assert "S’il perd\u202f: pas de quartier" not in village_html


def test_each_sd_column_of_the_gm_page_says_which_sd(village_html: str) -> None:
    """The armies table's SD (what the card sets for the other side) and the phases
    table's (what a commander rolls against) once shared one header, "SD"."""
    gm_page = village_html.split('class="page odds"')[0]
    assert "SD imposé</th>" in gm_page and "SD à battre</th>" in gm_page
    assert ">SD</th>" not in gm_page
    assert "SD imposé\u202f: ce que la carte impose" in village_html
    assert "SD à battre\u202f: SD imposé adverse" in village_html


WARNINGS = (
    "below_min_group",
    "below_skirmish",
    "elite_under_10",
    "main_troop_committed",
    "many_seconds",
    "small_elite_group",
    "specialist_spread",
    "specialist_under_10pc",
    "surprise_high",
    "swap_no_effect",
    "too_many_specialists",
    "weather_high",
)


@pytest.mark.parametrize("code", WARNINGS)
def test_every_warning_has_a_gm_s_sentence_for_the_page(code: str) -> None:
    """The page prints ``msg.<code>.page``: no file keys, no tool, no quoted names as a
    validator writes them (the list's heading says what the kit does with them
    and what the GM may do)."""
    for text in TEXT[f"msg.{code}.page"]:
        assert "`" not in text and "kitgen" not in text and "fichier" not in text
        assert not re.search(r"'\{\w+\}'", text)  # 'troop' quoting, the terminal's style


def test_the_gm_page_s_warnings_read_as_sentences() -> None:
    auld = copy_values(load(ROOT / "armies" / "auld-alliance.yaml"), "gm")
    assert auld["warnings"]
    for warning in auld["warnings"]:
        text = warning.striptags()
        assert text[0].isupper() and "." in text[-3:], text
    # the heading says what the kit does with them, as a ruling would (pass 8: not an
    # editorial choice handed to the GM)
    # (pass 10: as a GM's sentence, saying what is outside the rules and what kitgen does)
    assert TEXT["warnings.title"][1] == (
        "Hors des règles : ces points sont comptés tels que le MJ les a fixés."
    )


def _with_secret_headcount(tmp_path: Path, count: int) -> Path:
    """The village, a secret troop of ``count`` among the brigands: it changes the SR."""
    text = VILLAGE.read_text(encoding="utf-8")
    troop = f"      - {{name: Meute cachée, count: {count}, sd: 12, secret: true}}\n"
    return write(tmp_path, text.replace(ANCHOR, ANCHOR + troop), f"secret-{count}.yaml")


def test_the_players_copy_is_the_same_whatever_the_secret_sr(tmp_path: Path) -> None:
    """A secret is a property, not a filter: a secret troop that takes the SR from 5 to
    10 changes the GM's copy, and not one value of the players' (the scenario's victory
    line names the SR: the players read that the GM announces it)."""
    small, large = (load(_with_secret_headcount(tmp_path, n)) for n in (4, 400))
    assert (small.plan.success_threshold, large.plan.success_threshold) == (5, 10)
    assert copy_values(small, "gm")["sr_line"] != copy_values(large, "gm")["sr_line"]
    players = [copy_values(x, "players") for x in (small, large)]
    assert players[0] == players[1]
    victory = " ".join(players[0]["scenario"]["parts"][1]["lines"])
    assert "SR annoncé par le MJ" in victory and not re.search(r"SR\s*\d", victory)
    gm = " ".join(copy_values(small, "gm")["scenario"]["parts"][1]["lines"])
    assert "atteint le SR\u00a05" in gm


@pytest.mark.parametrize("path", WITCHER_ARMIES, ids=lambda p: p.stem)
def test_the_english_kit_has_no_french_short_forms(path: Path) -> None:
    """US buyers read DC (difficulty check) and ST (success threshold), never the French
    SD and SR, and American spellings."""
    loaded = load(path, lang="en")
    html = compose("witcher", loaded.plan, loaded.text, print_settings(loaded)).html
    # the rulings note's words are the shared catalogue's (kitgen/i18n/ruling_notes.py)
    html = re.sub(r'<div class="rulings-note.*?</div>', " ", html, flags=re.S)
    # "Army Group Centre" is a name the example keeps (the Nilfgaardian army's own)
    text = re.sub(r"<[^>]+>", " ", html).replace("Army Group Centre", "")
    assert not re.search(r"\b(SD|SR|MJ|PJ)\b", text)
    assert not re.search(r"(?i)manoeuvre|defence|armour|colour|centre\b", text)
    assert "DC (difficulty check)" in text and "Success threshold (ST)" in text
