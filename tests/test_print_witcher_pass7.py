"""Witcher kits, seventh proof pass: the players' copy gives nothing away.

The players' quick reference set in bold the rows of the enemy's troops and officers
(the Hunt's SD 18 row, whose SD the card leaves for the GM to announce; the brigands'
captain, whose row names the battle's size): it marks their own side's rows only. The
players' card of another army boxed its headcount yet listed its troops' counts, which
summed to it: it names them, uncounted. A phase setup that hangs on a crucial moment the
figures do not count (the wall the Hunt breaches, the mill barricade that falls) is on
its card too, as the counted ones are. Values come from the presenter (no PDF)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from kitgen.pipeline import load
from kitgen.printing import PLAYERS
from tests.conftest import ROOT, copy_values, value_text, write

AULD = ROOT / "armies" / "auld-alliance.yaml"
VILLAGE = ROOT / "armies" / "village-brigands.yaml"
BRENNA = ROOT / "armies" / "brenna.yaml"


@pytest.fixture(scope="module")
def players() -> dict[str, dict[str, Any]]:
    return {path.stem: copy_values(load(path), PLAYERS) for path in (AULD, VILLAGE, BRENNA)}


def _marked(quick: dict[str, Any]) -> list[str]:
    rows = [*quick["tiers"], *quick["ranks"], *quick["sizes"]]
    return [str(row.get("label", row.get("rank"))) for row in rows if row["in_play"]]


def test_the_players_quick_reference_marks_their_own_side_only(
    players: dict[str, dict[str, Any]],
) -> None:
    """Auld Alliance: the Alliance's milice (12), Skelligians and Scoia'tael (16),
    gargoyles (20), golems and elementals (25), not the Hunt's elite knights (18); the
    village: its peasants (10), mercenaries (14) and main troop (12), not the brigands'
    captain, whose row reads "Escarmouche" (the battle's size, which the GM announces)."""
    auld = players["auld-alliance"]["quick"]
    assert not any(row["in_play"] for row in auld["tiers"] if row["sd"] == 18)
    # and their main troop's 14 (the mean of 12 and 16: ninth pass)
    assert [row["sd"] for row in auld["tiers"] if row["in_play"]] == [12, 14, 16, 20, 25]
    assert auld["own_bases"] == []  # the Hunt's general swaps his bases: the GM's to say
    assert auld["in_play_key"] == "En gras sur fond teinté\u202f: les lignes de votre camp."
    village = players["village-brigands"]["quick"]
    assert not any(row["in_play"] for row in [*village["ranks"], *village["sizes"]])
    # and their main troop's 12, the mean of 10 and 14 (ninth pass)
    assert [row["sd"] for row in village["tiers"] if row["in_play"]] == [10, 12, 14, 16]


def test_the_gm_s_quick_reference_still_marks_both_sides() -> None:
    quick = copy_values(load(AULD), "gm")["quick"]
    assert [row["sd"] for row in quick["tiers"] if row["in_play"]] == [12, 14, 16, 18, 20, 25]
    assert quick["in_play_key"].endswith("les lignes de cette bataille.")


@pytest.mark.parametrize(
    ("path", "old", "new"),
    [
        # the Hunt's main troop: elite knights (SD 18) -> SD 20
        (AULD, "count: 110, type: elite knights}", "count: 110, sd: 20}"),
        # the brigands' captain -> a general (his bases are on his card: compare the
        # quick reference only, below)
        (VILLAGE, "rank: capitaine", "rank: general"),
        # the brigands' count, which the players' card boxes
        (VILLAGE, "count: 20, type: brigands", "count: 40, type: brigands"),
    ],
)
def test_what_the_gm_announces_changes_no_players_value(
    tmp_path: Path, players: dict[str, dict[str, Any]], path: Path, old: str, new: str
) -> None:
    """A secret is a property: the enemy's troop types, officers' ranks and counts are
    the GM's to announce, so changing them changes nothing the players' quick reference
    or the enemy's list of troops says (and, but for a commander's own bases, printed on
    his card, nothing the players' copy says at all)."""
    text = path.read_text(encoding="utf-8")
    assert old in text
    changed = copy_values(load(write(tmp_path, text.replace(old, new), path.name)), PLAYERS)
    before = players[path.stem]
    assert value_text(changed["quick"]) == value_text(before["quick"])
    assert _marked(changed["quick"]) == _marked(before["quick"])
    if "rank" not in old:
        assert value_text(changed) == value_text(before)


def test_the_players_card_of_another_army_lists_its_troops_uncounted(
    players: dict[str, dict[str, Any]],
) -> None:
    """Brenna: the centre's headcount is boxed "announced by the GM"; its list printed
    24,000 line infantry and four more that summed to 36,500. The village: "20 Brigands"
    beside a boxed headcount. Their own army keeps its counts."""
    for stem in ("brenna", "village-brigands"):
        deck = players[stem]["battle_deck"]
        own, other = (slot["card"] for slot in deck["sheets"][0]["fronts"])
        assert all(tr["count"] for tr in own["troops"])
        # tenth pass: nor their names, beside the box that hides their count
        assert other["troops"] == []
    brigands = players["village-brigands"]["battle_deck"]["sheets"][0]["fronts"][1]["card"]
    assert "20" not in value_text(brigands["troops"])


def test_every_card_carries_its_conditional_setups_both_ways() -> None:
    """The Hunt's card gave phase 3's portals (counted: the PCs lose moment 2) but not
    phase 2's breached wall (the PCs lose moment 1, not counted); the brigands' card left
    out the fallen mill barricade. Brenna's cards carried theirs."""
    auld = copy_values(load(AULD), "gm")["battle_deck"]["sheets"][0]["fronts"]
    hunt = auld[0]["card"]
    assert hunt["specialists"][1]["other"].startswith(
        "Modificateurs si les PJ perdent le moment crucial de la phase\u00a01\u202f: Mur percé"
    )
    assert hunt["specialists"][1]["other"].endswith("fortifications perdues\u00a0−3")
    assert hunt["specialists"][2]["other"] == ""  # counted: on its ``events`` line
    village = copy_values(load(VILLAGE), "gm")["battle_deck"]["sheets"][0]["fronts"]
    brigands = village[1]["card"]
    assert brigands["specialists"][2]["other"] == (
        "Modificateurs si les PJ perdent le moment crucial de la phase\u00a02\u202f: "
        "Barricade du moulin tombée\u00a0−2"
    )
