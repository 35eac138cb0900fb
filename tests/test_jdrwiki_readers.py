"""JdRWiki, issue 39's ninth pass: what fresh readers of the example found unclear (hero
cards' heroism, the advantage sentence, the races' deadline group, the split sheet's
on-site figures, the trackers' zone, the English words, fatigue, the odds pages' facts).

The copies' values come from the presenter (no layout): cheap, and each test fails for
the reason it names.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import pytest

from kitgen.pipeline import Loaded, load
from kitgen.printing import GM, PLAYERS
from kitgen.systems.jdrwiki.sheet_words import SHEET_WORDS
from tests.conftest import ROOT, copy_values

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


def _dicts(value: Any, key: str) -> Iterator[dict[str, Any]]:
    """Every dict under ``value`` that has ``key``."""
    if isinstance(value, dict):
        if key in value:
            yield value
        for v in value.values():
            yield from _dicts(v, key)
    elif isinstance(value, list | tuple):
        for v in value:
            yield from _dicts(v, key)


def _text(value: Any) -> str:
    return re.sub(r"<[^>]*>", "", str(value))


def test_every_hero_card_says_what_its_heroism_box_is(gm: dict[str, Any]) -> None:
    cards = {c["name"]: c for c in _dicts(gm["hero_deck"], "heroism_boxes")}
    assert len(cards) == 4
    # the commander's one pool, the hero's own point, none: said on the card
    assert "réserve du commandant" in cards["Dame Ysolde Marcaire"]["help"]
    assert "propre au héros" in cards["Ildar Adeldiral"]["help"]
    for name in ("Bey Kavelec", "Nayla la Voilée"):
        assert "aucun point" in cards[name]["help"], name


def test_the_strategists_points_read_as_one_figure(
    gm: dict[str, Any], players: dict[str, Any]
) -> None:
    for copy in (gm, players):
        said = " ".join(_text(x) for a in copy["army_deck"]["items"] for x in a["round"])
        assert "(le rang du stratège) et 2 de plus" in said
        assert ", le rang du stratège, et" not in said
        helps = " ".join(_text(p["advantage_help"]) for p in _dicts(copy, "advantage_help"))
        assert "), et " not in helps and ", et 2 de plus" not in helps


def test_the_races_group_is_the_outcome_at_the_deadline(gm: dict[str, Any]) -> None:
    races = gm["races"]
    assert races["wins_head"] == "Issue à la fin du round\u00a010"
    # both still standing is the holder's win, and the column says so
    assert races["undecided_head"] == "Loreval tient"
    assert "Vainqueur par déroute" not in str(races)


def test_the_split_sheet_says_why_its_on_site_figures_change(gm: dict[str, Any]) -> None:
    loreval = gm["army_deck"]["items"][0]
    assert len(loreval["here_heads"]) == 2
    help_ = loreval["here_help"]
    assert "Colline d'Ardoise (Place forte\u00a0±2)" in help_
    assert "Bois des Pendus (Couverture\u00a0±2, Intempéries\u00a0−1)" in help_
    # the Ost, in one zone, says it in its cells
    ost = gm["army_deck"]["items"][1]
    assert any(
        "Intempéries" in h["terms"]
        for g in ost["skill_groups"]
        for r in g["rows"]
        for h in r["here"]
    )


def test_a_tracker_says_where_the_zone_and_a_split_go(gm: dict[str, Any]) -> None:
    for army in gm["army_deck"]["items"]:
        for page in army["tracker"]:
            if page["log_legend"]:
                assert "zone" in " ".join(page["log_legend"])
    ost = gm["army_deck"]["items"][1]["tracker"][0]
    assert any("Si l’armée se divise" in x for x in ost["log_legend"])
    loreval = gm["army_deck"]["items"][0]["tracker"][0]
    assert not any("se divise" in x for x in loreval["log_legend"])


def test_the_english_words_for_aides(example: Loaded) -> None:
    from kitgen.pipeline import load as reload

    en = copy_values(reload(EXAMPLE, lang="en"), GM)
    said = str(en)
    assert "combat-trained aide" in said and "aide with a formation" not in said
    assert "Aides-de-camp" in str(SHEET_WORDS["jw.aides"][0])
    assert "combined assault included" in said and "assault's too" not in said


def test_fatigue_is_said_in_both_copies_or_neither(
    gm: dict[str, Any], players: dict[str, Any]
) -> None:
    # the scenario ends at round 10, before the armies tire: neither copy says it
    for copy in (gm, players):
        assert not any("fatigue" in _text(x) for x in copy["overview"])


def test_each_fact_of_an_odds_page_holds_on_one_line(gm: dict[str, Any]) -> None:
    for page in _dicts(gm["odds"], "facts"):
        for row in page["facts"]:
            for fact in row:
                if fact["label"] == "Critique":
                    assert " " not in _text(fact["value"])
            labels = [f["label"] for f in row]
            # the French soak is long: a row of its own, apart from the short facts
            if "Encaissement" in labels:
                assert labels == ["Encaissement"]
