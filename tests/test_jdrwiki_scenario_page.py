"""JdRWiki, issue 39's fourth pass: the scenario page's sides and drawing of the field,
the scenario's deadline (trackers and odds), every corps's on-site figures, and no page
the copy in hand lacks.

The copies' values come from the presenter (no layout): cheap, and each test fails for
the reason it names.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from kitgen.pipeline import Loaded, load
from kitgen.printing import GM, PLAYERS
from tests.conftest import ROOT, copy_values, write

EXAMPLE = ROOT / "armies" / "colline-d-ardoise.yaml"


@pytest.fixture(scope="module")
def example() -> Loaded:
    return load(EXAMPLE)


@pytest.fixture(scope="module")
def gm(example: Loaded) -> dict[str, Any]:
    return copy_values(example, GM)


@pytest.fixture(scope="module")
def players(example: Loaded) -> dict[str, Any]:
    return copy_values(example, PLAYERS)


def _sheets(values: dict[str, Any]) -> dict[str, dict[str, Any]]:
    return {a["name"]: a for a in values["army_deck"]["items"]}


def test_every_tracker_runs_to_the_deadline_in_both_copies(
    gm: dict[str, Any], players: dict[str, Any]
) -> None:
    """The Archers' tracker stopped at round 10 in the players' copy, the Garde's at 17:
    every grid of rounds now holds the scenario's ``deadline:`` (the example's: 10), the
    same in both copies, rows of one height."""
    for values in (gm, players):
        for sheet in _sheets(values).values():
            for page in sheet["tracker"]:
                assert len(page["log_rows"]) == 10, (sheet["name"], page["corps"])
                assert page["row_height"] == "7.2mm"


def test_trackers_hold_the_deadline_on_a_short_page(tmp_path: Path) -> None:
    """A deadline longer than a page holds at full height (the players' last tracker page
    keeps room for the rulings' note): every page's rows shorten alike, never below a
    pencil's line; past that, the grid says to carry on on a sheet of paper."""
    pages = _tracker_pages(tmp_path, 12)
    assert {len(p["log_rows"]) for p in pages} == {12}
    heights = {float(p["row_height"].removesuffix("mm")) for p in pages}
    assert len(heights) == 1 and 5.8 <= min(heights) < 7.2
    pages = _tracker_pages(tmp_path, 30)
    assert len({len(p["log_rows"]) for p in pages}) == 1
    assert {p["row_height"] for p in pages} == {"5.8mm"}
    assert "feuille libre" in pages[-1]["log_help"]


def _tracker_pages(tmp_path: Path, deadline: int) -> list[dict[str, Any]]:
    text = EXAMPLE.read_text(encoding="utf-8").replace("deadline: 10 ", f"deadline: {deadline} ")
    values = copy_values(load(write(tmp_path, text, f"d{deadline}.yaml")), PLAYERS)
    return [p for s in _sheets(values).values() for p in s["tracker"]]


def test_the_players_sheets_point_to_no_page_they_lack(players: dict[str, Any]) -> None:
    """The players' copy has no pages against each enemy: its "here" help does not send
    the reader there (the GM's still does)."""
    for sheet in _sheets(players).values():
        assert "pages" not in sheet["here_help"] and "voir" not in sheet["here_help"]


def test_every_corps_shows_its_on_site_figures(gm: dict[str, Any]) -> None:
    """Loreval's corps stand on the hill and in the wood: a "here" column for each zone,
    and the wood's cover counted in the second (Attaque habile +1)."""
    loreval = _sheets(gm)["Loreval"]
    assert loreval["here_heads"] == ["Colline d'Ardoise", "Bois des Pendus"]
    assert loreval["skill_columns"] == 6
    rows = {r["name"]: r for g in loreval["skill_groups"] for r in g["rows"]}
    hill, wood = rows["Attaque habile"]["here"]
    assert (rows["Attaque habile"]["score"], hill["value"], wood["value"]) == (16, 18, 17)
    assert _sheets(gm)["Ost du Bey"]["here_heads"] == []


def test_the_scenario_page_has_the_sides_and_the_field(
    gm: dict[str, Any], players: dict[str, Any]
) -> None:
    """Page 1 was mostly graph paper: the sides at a glance (the players' marked), a
    drawing of the four zones and their four links, and where the raised marks lead."""
    names = [s["name"] for s in gm["sides"]]
    assert names == ["Loreval", "Ost du Bey"]
    assert [s["role"] for s in gm["sides"]] == ["Joueurs", ""]
    assert all(2 <= len(s["lines"]) <= 5 for s in gm["sides"])
    # the GM's copy counts the secret hero; the players' does not know her
    assert "Nayla" in " ".join(gm["sides"][1]["lines"])
    assert "Nayla" not in " ".join(players["sides"][1]["lines"])
    field = gm["field"]
    assert len(field["boxes"]) == 4 and len(field["links"]) == 4
    assert "Armée contre armée" in gm["rulings_where"]
    assert "suivi de la bataille" in players["rulings_where"]


def test_the_odds_count_the_scenarios_deadline(gm: dict[str, Any]) -> None:
    """The scenario ends at nightfall, round 10: the race page's wins are within it, and
    its line at a glance says how often the race is still undecided then."""
    races = gm["races"]
    assert "10" in races["wins_head"]
    assert "10" in races["deadline"]
    first = races["groups"][0]["races"][0]["rows"][0]
    assert "10" in first["glance"] and "indécis" in first["glance"]
