"""Promiterra on the print layer: card sizes, the players' handout, the layout check.

Each PDF renders once per module (a page costs ~0.3 s); the deck checks read the
presenter's values and render nothing.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from kitgen.build import build_kit, print_settings
from kitgen.cards import Kit
from kitgen.pipeline import load
from kitgen.printing import PLAYERS
from kitgen.render import compose, render_pdf
from kitgen.systems.promiterra import presenter as promiterra
from tests.conftest import ROOT, audience_texts, write

EXAMPLE = ROOT / "armies" / "gue-aux-saules.yaml"

SECRET_TROOP = "Sapeurs de la Saule"
SECRET_NOTE = "Ils minent la tour depuis la berge nord."
BATTLE_NOTE = "Les Crocs-Gris doivent franchir la Saule"
ARMY_NOTE = "Gorruk garde une réserve cachée."
TROOP_NOTE = "Snikk ment sur ses effectifs."
SECRET = f"""
      - name: {SECRET_TROOP}
        secret: true
        type: melee
        units: 20
        movement: 2
        attack: 2
        defense: 1
        loyalty: 5
        value: 1
        at: K6
        notes: {SECRET_NOTE}
        leader: {{name: Grik le Taupier}}
"""


def _with_secrets(tmp_path: Path) -> Path:
    """The example with a secret troop and a note on an army and a troop."""
    text = EXAMPLE.read_text(encoding="utf-8")
    text = text.replace(
        "    leader: Meute du chef\n",
        f"    leader: Meute du chef\n    notes: {ARMY_NOTE}\n",
    )
    text = text.replace(
        "        ailing: dysenterie (eau de la Saule)\n",
        f"        ailing: dysenterie (eau de la Saule)\n        notes: {TROOP_NOTE}\n",
    )
    assert ARMY_NOTE in text and TROOP_NOTE in text
    return write(tmp_path, text + SECRET)


@pytest.fixture(scope="module")
def audiences(tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    """The PDF text of the game master's copy and of the players' handout."""
    return audience_texts(_with_secrets(tmp_path_factory.mktemp("secret")))


@pytest.mark.parametrize(("paper", "lang"), [("a4", "fr"), ("letter", "en")])
def test_example_decks_fill_their_sheets(paper: str, lang: str) -> None:
    """Poker cell cards nine to a sheet (3 × 3), A6 troop sheets two to a sheet (a
    quarter turn), on A4 as on Letter."""
    loaded = load(EXAMPLE, lang=lang)
    chosen = print_settings(loaded, paper=paper)
    assert chosen.sizes == {"cell_card": "poker", "troop_sheet": "a6"}
    values = promiterra.context(loaded.plan, loaded.text, Kit(chosen, loaded.text))
    cells, troops = values["cell_deck"], values["troop_deck"]
    assert (cells["size"], cells["per_sheet"], len(cells["sheets"])) == ("poker", 9, 2)
    assert (troops["size"], troops["per_sheet"], len(troops["sheets"])) == ("a6", 2, 5)
    assert [len(s["fronts"]) for s in troops["sheets"]] == [2] * 5
    assert troops["sheets"][0]["fronts"][0]["card"]["back_label"] == "Baronnie de Valmont"


@pytest.mark.parametrize(("paper", "lang"), [("a4", "fr"), ("letter", "en")])
def test_example_cards_fit(paper: str, lang: str) -> None:
    loaded = load(EXAMPLE, lang=lang)
    composed = compose("promiterra", loaded.plan, loaded.text, print_settings(loaded, paper=paper))
    assert render_pdf(composed.html).overflows == ()


def test_players_handout_leaves_secret_troops_and_notes_out(audiences: dict[str, str]) -> None:
    gm, players = audiences["gm"], audiences[PLAYERS]
    for text in (SECRET_TROOP, SECRET_NOTE, BATTLE_NOTE, ARMY_NOTE, TROOP_NOTE):
        assert text in gm.replace("\n", " "), text
        assert text not in players.replace("\n", " "), text
    # the other troops are renumbered: eleven sheets for the GM, ten for the players
    assert "Fiche 11" in gm and "Fiche 11" not in players and "Fiche 10" in players


def test_players_handout_has_no_odds(audiences: dict[str, str]) -> None:
    gm, players = audiences["gm"], audiences[PLAYERS]
    for heading in ("Pertes infligées attendues", "Tests de loyauté", "Avertissements"):
        assert heading in gm, heading
        assert heading not in players, heading
    assert "tient 72,2\u202f% (13/18)" in gm and "72,2" not in players
    assert "Touches attendues" in gm and "Touches attendues" not in players
    assert "3 + 1 (Maîtrise" in gm and "3 + 1 (Maîtrise" not in players
    # what players need to play stays
    assert "2d6 ≤ 8\u202f: tient" in players
    assert "8\u202f×\u202f5 lancez 8 d6, chaque réussite compte 5 touches" in players


def test_a_name_too_long_for_its_card_is_a_warning_at_its_line(tmp_path: Path) -> None:
    """The longest troop name the schema allows, with few spaces, runs out of the title."""
    long_name = "Wwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwww Mmmmmmmmmmmmmmmmmmmm"
    assert len(long_name) == 60
    text = EXAMPLE.read_text(encoding="utf-8").replace("Frondeurs", long_name)
    path = write(tmp_path, text)
    loaded = load(path)
    built = build_kit(loaded, print_settings(loaded))
    line = next(n for n, row in enumerate(text.splitlines(), 1) if f"name: {long_name}" in row)
    assert [(p.mark.line if p.mark else None) for p in built.warnings] == [line]
    (problem,) = built.warnings
    assert problem.message.startswith(f"la fiche de troupe de «\u202f{long_name}\u202f»")
    assert problem.message.endswith("(print: cards: troop_sheet: a5)")


def test_garde_track_counts_down_box_by_box() -> None:
    """The Garde's track, box by box from 40 down to 1, grouped by dice-cutting row, the
    loyalty test from 13 units (under a third of 40)."""
    loaded = load(EXAMPLE)
    values = promiterra.context(loaded.plan, loaded.text, Kit(print_settings(loaded), loaded.text))
    garde = values["troop_deck"]["sheets"][0]["fronts"][0]["card"]
    assert garde["name"] == "Garde du baron" and garde["number"] == "Fiche 1"
    groups = garde["track"]["groups"]
    assert [g["dice"] for g in groups][:2] == ["8\u202f×\u202f5", "7\u202f×\u202f5"]
    boxes = [b for g in groups for b in g["boxes"]]
    assert [int(b["n"]) for b in boxes] == list(range(40, 0, -1))
    assert [b["n"] for b in boxes if b["first_test"]] == ["13"]
