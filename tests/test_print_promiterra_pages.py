"""Promiterra's pages one by one (issue 21): the sequence of play first, the map drawn
by terrain with the road and each side's markers, cell cards sized to their content,
expected losses with the trade at a glance, the quick reference's loyalty bars, and
the line budget that sizes the cards.

Most tests read the presenter's values; one renders the GM kit to read its first page.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from kitgen.build import build_kit, print_settings
from kitgen.cards import Kit
from kitgen.fit import flow_rows, lines
from kitgen.pipeline import load
from kitgen.systems.promiterra import presenter as promiterra
from tests.conftest import ROOT, ExampleKits, pdf_text

EXAMPLE = ROOT / "armies" / "gue-aux-saules.yaml"


def _values(lang: str | None = None, **print_args: str) -> dict[str, Any]:
    loaded = load(EXAMPLE, lang=lang)
    chosen = print_settings(loaded, **print_args)
    return promiterra.context(loaded.plan, loaded.text, Kit(chosen, loaded.text))


@pytest.fixture(scope="module")
def pages(example_kits: ExampleKits) -> list[str]:
    """The example's game master's kit, as the session built it."""
    assert example_kits.said_about(EXAMPLE, "fr") == []  # no warning
    return pdf_text(example_kits.own(EXAMPLE).read_bytes())


# --- GM page: the sequence of play first --------------------------------------------------


def test_the_sequence_of_play_opens_the_kit(pages: list[str]) -> None:
    """An army's turn, its eight steps numbered on, before the armies; the quick
    reference does not repeat it."""
    first = pages[0]
    turn = first.index("Le tour d’une armée")
    assert turn < first.index("Baronnie de Valmont") < first.index("Horde des Crocs-Gris")
    steps = ["Déclaration des actions de guerre", "Loyauté", "Déclaration des actions"]
    steps += ["Déplacement", "Attaque de tir", "Attaque simultanée"]
    steps += ["Attaque de corps-à-corps", "Autres actions"]
    at = [first.index(f"{step} —") for step in steps]
    assert turn < at[0] and at == sorted(at)
    assert all(f"{n}. " in first for n in range(1, 9))  # numbered on across the columns
    assert not any("Le tour d’une armée" in page for page in pages[1:])


def test_the_roster_marks_each_troop_as_the_map_does() -> None:
    armies = _values()["armies"]
    assert [a["mark"] for a in armies] == ["side-0", "side-1"]
    assert [r["type"] for r in armies[0]["troops"]][:2] == ["corps-à-corps", "tir"]


# --- the map -------------------------------------------------------------------------------


def _cell(values: dict[str, Any], name: str) -> dict[str, Any]:
    column, row = ord(name[0]) - ord("A"), int(name[1:]) - 1
    cell: dict[str, Any] = values["map"]["rows"][row]["cells"][column]
    return cell


def test_the_road_runs_through_its_cells_the_ford_and_the_hamlet() -> None:
    """Column F is the road from F2 to F8, crossing the Saule at the ford (F5); at F4 it
    meets the road to the hamlet (E4) and G4."""
    values = _values()
    assert _cell(values, "F2")["road"] == ["s"]
    assert _cell(values, "F4")["road"] == ["n", "s", "e", "w"]
    assert _cell(values, "F5")["road"] == ["n", "s"]  # the ford
    assert _cell(values, "E4")["road"] == ["e"]  # the hamlet, at the road's end
    assert _cell(values, "G4")["road"] == ["w"]
    assert _cell(values, "F8")["road"] == ["n"]
    assert _cell(values, "A1")["road"] == [] and _cell(values, "E5")["road"] == []


def test_every_terrain_kind_is_drawn_its_own_way() -> None:
    """River, marsh and dense forest (each 3 movement points) no longer look alike: each
    terrain has a look of its own, which the legend repeats."""
    legend = {entry["code"]: entry["look"] for entry in _values()["map"]["legend"]}
    assert (
        legend["W"] == "t-river" and legend["M"] == "t-marsh" and legend["D"] == "t-dense_forest"
    )
    terrains = {"P", "R", "F", "D", "H", "M", "W", "G", "V"}
    assert len({legend[code] for code in terrains}) == len(terrains)


def test_the_two_sides_have_markers_of_their_own() -> None:
    """Dark squares for the first side, pale outlined pills for the second: apart in
    greyscale (the design system's sides)."""
    values = _values()
    assert _cell(values, "J2")["marks"] == [{"n": 1, "side": "side-0"}]
    assert _cell(values, "F7")["marks"] == [{"n": 6, "side": "side-1"}]
    assert [a["side"] for a in values["map"]["armies"]] == ["side-0", "side-1"]


@pytest.mark.parametrize(
    ("paper", "lang", "cell"), [("a4", "fr", "14.0mm"), ("letter", "en", "13.5mm")]
)
def test_the_map_and_its_legend_share_one_page(paper: str, lang: str, cell: str) -> None:
    """The cells are as large as the page allows once the legend has its room: a little
    smaller on Letter, whose page is shorter."""
    assert _values(lang, paper=paper)["map"]["cell_mm"] == cell


# --- cell cards ----------------------------------------------------------------------------


def test_cell_cards_set_their_type_to_what_they_hold() -> None:
    """A plain cell's card has room for the largest type and a tall terrain band; a
    fortified one, three rules long, a smaller type; none under 7.5 pt."""
    cards = {
        c["name"]: c
        for s in _values()["cell_deck"]["sheets"]
        for c in (f["card"] for f in s["fronts"])
        if not c["blank"]
    }
    assert "--body: 10.0pt" in cards["Forêt claire"]["look"]["style"]
    assert cards["Forêt claire"]["terrain"] == "t-light_forest"
    camp = cards["Camp palissadé"]["look"]["style"]
    assert "--body: 10.0pt" not in camp
    for card in cards.values():
        sizes = dict(part.split(": ") for part in card["look"]["style"].split("; "))
        assert float(sizes["--small"].removesuffix("pt")) >= 7.5
    here = cards["Tour du baron"]["here"]
    assert here == [{"n": 1, "side": "side-0", "name": "Garde du baron", "cell": "J2"}]


def test_the_last_sheet_of_cell_cards_is_filled_with_cards_to_fill_in() -> None:
    """Eleven kinds of cell on nine-card sheets: the second sheet's seven empty places
    get blank cards (a cell the war changes), rather than a page two-thirds bare."""
    deck = _values()["cell_deck"]
    cards = [f["card"] for s in deck["sheets"] for f in s["fronts"]]
    assert len(cards) == 18 and [c["blank"] for c in cards].count(True) == 7
    blank = cards[-1]
    assert blank["name"] == "Nouvelle case" and blank["levels"] == ["—", "1", "2", "3", "4"]
    # cards a page each get none
    loaded = load(EXAMPLE)
    chosen = print_settings(loaded)
    paged = replace(chosen, sizes={**chosen.sizes, "cell_card": "page"})
    values = promiterra.context(loaded.plan, loaded.text, Kit(paged, loaded.text))
    assert not any(c["blank"] for c in values["cell_deck"]["items"])


# --- expected losses -------------------------------------------------------------------------


def test_expected_losses_show_the_trade_at_the_start() -> None:
    """Beside each row, the losses the attack inflicts where both stand at the start and
    the riposte it draws, as bars on one scale per troop: the Garde (J2, tower) against
    the Meute (F7, in the open) inflicts 17.8 and takes 10.1 back."""
    garde = _values()["expected"][0]
    assert garde["attacks"] == "attaque avec 8\u202f×\u202f5\u202f: 40 unités, Attaque 4"
    meute = garde["rows"][0]
    assert meute["name"] == "Meute du chef" and meute["riposte"] == "10 / 10,1"
    scale = 22.2  # the Garde's largest: the Pillards' and the Frondeurs' losses
    hit, back = (float(w.removesuffix("%")) for w in meute["trade"].values())
    assert hit == pytest.approx(17.8 / scale * 100, abs=0.6)
    assert back == pytest.approx(10.1 / scale * 100, abs=0.6)
    assert max(float(r["trade"]["hit"].removesuffix("%")) for r in garde["rows"]) == 100.0


# --- quick reference -------------------------------------------------------------------------


def test_the_loyalty_chances_are_bars_on_the_whole_scale() -> None:
    bars = _values()["quick"]["loyalty"]
    assert [b.label for b in bars] == [f"Loyauté {n}" for n in range(2, 12)]
    assert bars[6].value == "72,2\u202f% (13/18)" and bars[6].width == "72.2%"
    assert bars[-1].width == "97.2%"
    assert _values(audience="players")["quick"]["loyalty"] == []


# --- the line budget ----------------------------------------------------------------------------


def test_lines_wrap_word_by_word() -> None:
    assert lines("", 50, 10) == 0
    assert lines("court", 50, 10) == 1
    assert lines("mot " * 40, 50, 10) > lines("mot " * 20, 50, 10) > 1
    assert lines("un\ndeux", 50, 10) == 2
    # a word wider than the line spans lines of its own
    assert lines("W" * 60, 50, 10) >= 4


def test_flow_rows_wraps_boxes_at_the_line_end() -> None:
    assert flow_rows([8.5] * 10, 85.0) == 1
    assert flow_rows([8.5] * 11, 85.0) == 2
    assert flow_rows([], 85.0) == 0


@pytest.mark.usefixtures("layouts_shared")  # test_authoring builds the same starter
def test_the_starter_prints_without_a_warning(tmp_path: Path) -> None:
    """`kitgen new promiterra` writes a battle whose every card fits (its Écorcheurs ran
    off an A5 sheet before the sheets were sized to their content)."""
    from kitgen.systems import systems

    loaded = load(Path(str(systems()["promiterra"].starter)))
    assert build_kit(loaded, print_settings(loaded)).warnings == ()
