"""Issue 39, the print-shop proof of the Witcher kits: what a game master and a print
designer found on the pages, each pinned where it can fail for the reason it names.

The kits are laid out once per module, and through the session's shared layouts
(``tests/layout_cache``): ``test_print_witcher`` lays out the same examples, so in a
whole run each PDF costs nothing more. Positions are read with pdfplumber, in points
from the page's top.
"""

from __future__ import annotations

import io
import re
from collections import defaultdict
from pathlib import Path
from typing import Any

import pdfplumber
import pytest

from kitgen import render
from kitgen.build import print_settings
from kitgen.cards import Kit
from kitgen.pipeline import load
from kitgen.printing import PLAYERS
from kitgen.systems.witcher.card_fit import STEPS, family_step, step_for
from kitgen.systems.witcher.presenter import context
from kitgen.systems.witcher.sheet import ROUNDS_AT_MOST, tally_rows
from tests.conftest import ROOT, WITCHER_ARMIES
from tests.layout_cache.layout_sharing import sharing

AULD = ROOT / "armies" / "auld-alliance.yaml"
BRENNA = ROOT / "armies" / "brenna.yaml"
VILLAGE = ROOT / "armies" / "village-brigands.yaml"

CARDS, SHEET = 2, 3
"""The battle cards' and the battle sheet's pages (0-based) in a GM kit."""
CODE = re.compile(r"\b(?:rulings?|arbitrages?|règle|crit\.)\s*\(?[A-Z]\d{1,2}\b|\([A-Z]\d{1,2}\)")
"""A ruling's code in running text: "(ruling W10)", "arbitrage W5", "crit. (O11)"."""


@pytest.fixture(scope="module")
def kits(shared_layouts: dict[str, str]) -> dict[str, Any]:
    """Each Witcher example's GM kit in its own language on its default paper, as
    pdfplumber documents, by the file's stem."""
    shared = sharing(render.render_pdf, Path(shared_layouts["KITGEN_TEST_LAYOUTS"]))
    opened = {}
    for path in WITCHER_ARMIES:
        loaded = load(path)
        html = render.compose("witcher", loaded.plan, loaded.text, print_settings(loaded)).html
        opened[path.stem] = pdfplumber.open(io.BytesIO(shared(html).pdf))
    return opened


def _words(page: Any) -> list[dict[str, Any]]:
    words: list[dict[str, Any]] = page.extract_words(extra_attrs=["fontname", "size"])
    return words


def _context(path: Path, **settings: str) -> dict[str, Any]:
    loaded = load(path)
    return context(loaded.plan, loaded.text, Kit(print_settings(loaded, **settings), loaded.text))


# ---------------------------------------------------------------- p3: the battle cards


def test_the_cards_of_a_sheet_share_one_type_step() -> None:
    """Fitted alone, Brenna's sparser card read larger than its neighbour ("SD 16" set
    smaller than "SD 14"); the family is fitted once, the longest card deciding."""
    for path in WITCHER_ARMIES:
        deck = _context(path)["battle_deck"]
        cards = [slot["card"] for slot in deck["sheets"][0]["fronts"]]
        assert len({c["step"] for c in cards}) == 1, path.stem
        assert len({c["type"] for c in cards}) == 1, path.stem


def test_the_family_step_is_the_longest_card_s() -> None:
    from kitgen.systems.witcher.card_fit import Content

    def card(troops: int) -> Content:
        return Content(
            commander=["Général Nagh'Khaladh"],
            notes=[],
            main_troops="Guerriers",
            breakdown="",
            specialists=["Aucun"] * 3,
            events=["", "", "Surprise −1"],
            bases=("15", "18"),
            labels=("Base Tactique", "Base Commandement"),
            troops=[f"{n} Compagnie numéro {n} (SD 14)" for n in range(troops)],
            spare="",
        )

    order = [s.name for s in STEPS]
    short, long = card(1), card(12)
    alone = [step_for(c, 148.0, 105.0, landscape=True) for c in (short, long)]
    assert order.index(alone[0]) < order.index(alone[1])  # alone, they would differ
    assert family_step([short, long], 148.0, 105.0, landscape=True) == alone[1]


def test_every_big_sd_of_a_sheet_is_set_at_one_size(kits: dict[str, Any]) -> None:
    for stem, pdf in kits.items():
        words = _words(pdf.pages[CARDS])
        big = {round(w["size"], 2) for w in words if w["text"] == "SD" and w["size"] > 12}
        assert len(big) == 1, (stem, big)


def test_a_card_s_two_bases_stand_level(kits: dict[str, Any]) -> None:
    """ "BASE COMMANDEMENT" wraps on two lines, "BASE TACTIQUE" does not: the values
    below them stand on one line all the same (Auld Alliance's Chasse Sauvage, 18 and
    15)."""
    words = _words(kits["auld-alliance"].pages[CARDS])
    bases = [w for w in words if w["text"] in ("18", "15") and "Bold" in w["fontname"]]
    bases = [w for w in bases if w["size"] < 17]  # not the card's big SD
    tops = {round(w["top"], 1) for w in bases if w["text"] in ("18", "15") and w["x0"] > 300}
    assert len(tops) == 1, bases


def test_a_card_says_what_its_own_phases_bring() -> None:
    """The Wild Hunt's phase 3 (seed 000, chapter five): surprise through the portals and
    a hundred fresh troops, on its card beside that phase's specialists."""
    deck = _context(AULD)["battle_deck"]
    hunt = deck["sheets"][0]["fronts"][0]["card"]
    assert [s["events"] for s in hunt["specialists"]] == [
        "",
        "",
        "Surprise\u00a0−1 · Renforts +100 (effectifs\u00a0300)",
    ]
    brenna = _context(BRENNA)["battle_deck"]["sheets"][0]["fronts"]
    north, centre = (slot["card"] for slot in brenna)
    assert north["specialists"][2]["events"] == "Dwarves hold the centre\u00a0−1"
    assert "Reinforcements +3,000" in centre["specialists"][1]["events"]


def test_a_troop_s_sd_never_parts_from_its_label() -> None:
    deck = _context(BRENNA)["battle_deck"]
    for slot in deck["sheets"][0]["fronts"]:
        card = slot["card"]
        assert all(tr["sd"].startswith("SD\u00a0") for tr in card["troops"])


# ---------------------------------------------------------------- p4: the battle sheet


def test_both_sides_tracks_stand_level(kits: dict[str, Any]) -> None:
    """A side whose breakdown takes two lines pushed its track below the other's: each
    phase's two SR boxes (bold) share one line."""
    for stem, pdf in kits.items():
        ends = [
            w
            for w in _words(pdf.pages[SHEET])
            if "Bold" in w["fontname"] and "Sans" in w["fontname"] and w["size"] < 8
        ]
        by_top: dict[float, list[float]] = defaultdict(list)
        for w in ends:
            by_top[round(w["top"], 1)].append(w["x0"])
        assert len(by_top) == 3 and all(len(xs) == 2 for xs in by_top.values()), (stem, by_top)


def test_a_skirmish_s_tracks_shade_nothing() -> None:
    """With SR 5 every box is within 5 of SR: shading them all said nothing. The help says
    it in words and no box is shaded."""
    sheet = _context(VILLAGE)["sheet"]
    assert not sheet["shaded"]
    assert "n’importe quel test" in sheet["crucial_key"]
    boxes = [b for p in sheet["phases"] for d in p["sides"] for row in d["track"] for b in row]
    assert not any(b["crucial"] for b in boxes)
    assert [b["n"] for b in boxes if b["end"]] == [5] * 6
    sheet = _context(AULD)["sheet"]  # SR 10: boxes 5 to 9 tell where a moment may start
    assert sheet["shaded"]


def test_the_rounds_tally_takes_rows_of_ten() -> None:
    assert tally_rows(5) == [[1, 2, 3, 4, 5]]
    assert tally_rows(ROUNDS_AT_MOST) == [list(range(1, 11)), list(range(11, 21))]
    assert [len(r) for r in tally_rows(15)] == [10, 5]
    players = _context(AULD, audience=PLAYERS)["sheet"]
    for phase in players["phases"]:  # the players' copy: the most a tally holds
        assert phase["two_rows"] and sum(len(r) for r in phase["rounds"]) == ROUNDS_AT_MOST


# ---------------------------------------------------------------- every page: words


def test_no_ruling_code_on_any_page_and_the_note_ends_the_kit(kits: dict[str, Any]) -> None:
    for stem, pdf in kits.items():
        pages = [page.extract_text() for page in pdf.pages]
        last = pages[-1]
        note = last.index("Arbitrages" if "Aide-mémoire" in last else "Rulings")
        for number, text in enumerate([*pages[:-1], last[:note]], 1):
            assert not CODE.search(text), (stem, number, CODE.search(text))
        assert "(W10)" in last[note:], stem  # the note names each ruling it explains


def test_the_gm_page_s_warnings_are_sentences_with_a_mark() -> None:
    warnings = _context(AULD)["warnings"]
    assert warnings
    for w in warnings:
        assert w[:1].isupper(), w
        assert re.search(r'\.<sup class="ruling-mark">\d+</sup>$', str(w)), w
        assert "arbitrage" not in w and "SD 1" not in w  # "SD\u00a018": one piece


def test_the_players_chance_at_a_crucial_moment_is_the_gm_s_whole_percent() -> None:
    odds = _context(BRENNA)["odds"]
    assert "wins each with 60%, and its winner banks 5 points." in odds["crucial"]
    assert "60.0" not in odds["crucial"]


# ---------------------------------------------------------------- p5, p7: the tables


def test_the_officers_table_names_the_battle_the_engagement_table_bounds() -> None:
    """Seed 000's officers' table says "Escarmouche (moins de 200)" where its engagement
    table says 50 to 250: the quick reference names the size once, with the bounds that
    set the SR (ruling W7)."""
    quick = _context(AULD)["quick"]
    assert [r["battle"] for r in quick["ranks"]] == [
        "Escarmouche",
        "Petite bataille",
        "Grande bataille",
        "Énorme bataille",
        "Bataille épique",
    ]
    assert quick["sizes"][0]["label"] == "Escarmouche (de 50 à 250)"


def test_a_band_s_range_is_written_one_way_on_both_pages() -> None:
    values = _context(AULD)
    quick = [b["range"] for b in values["quick"]["bands"]]
    page = [b["range"] for b in values["armies"][0]["casualties"]["bands"]]
    assert quick == page
    assert quick[0] == "08–18 (15)"


def test_a_casualty_cell_that_holds_one_figure_prints_one() -> None:
    """Thirty-one villagers: a band may cost 0 to 0 survivors; the cell says 0."""
    cas = _context(VILLAGE)["armies"][0]["casualties"]
    survivors = [b["survivors"] for b in cas["bands"]]
    assert "0–0 (0)" not in survivors and "0" in survivors
    assert "un seul nombre" in cas["cells_note"]


def test_a_phase_that_counts_crucial_moments_says_so_in_words(kits: dict[str, Any]) -> None:
    """The odds page marked such a phase with a bare "*" that nothing on the page
    explained (Brenna's phases 2 and 3)."""
    odds = kits["brenna"].pages[1].extract_text()
    assert "*" not in odds
    assert "Main engagement · Leadership · crucial moments" in odds
    assert "Opening manoeuvres · Tactics\n" in odds
