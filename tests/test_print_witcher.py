"""Witcher kits for print: battle-card decks, the players' handout, the layout check.

Each PDF is rendered once per module (a page costs about 0.3 s); the decks' layout is
checked on the composed values, which cost no rendering.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from kitgen.build import build_kit, print_settings
from kitgen.cards import Kit
from kitgen.pipeline import Loaded, load
from kitgen.printing import PLAYERS
from kitgen.render import compose, render_pdf
from kitgen.systems.witcher.presenter import context
from tests.conftest import ROOT, WITCHER_ARMIES, audience_texts, write

VILLAGE = ROOT / "armies" / "village-brigands.yaml"
BRENNA = ROOT / "armies" / "brenna.yaml"

SECRET = "Meute de Sombrebois"
SECRET_TROOP = f"      - {{name: {SECRET}, count: 4, sd: 16, phase: 2, secret: true}}\n"
ARMY_NOTE = "Le capitaine garde une meute en réserve"
LONG_NAME = "Compagnie" + "X" * 63 + " du Nord"  # 80 characters, the schema's limit


def _with_secret(tmp_path: Path) -> Path:
    """The village example, with a secret troop among the brigands (and their notes)."""
    text = VILLAGE.read_text(encoding="utf-8")
    anchor = "      - {name: Brigands de grand chemin, count: 20, type: brigands}\n"
    assert anchor in text
    text = text.replace(anchor, anchor + SECRET_TROOP + f"    notes: {ARMY_NOTE}\n")
    return write(tmp_path, text, "secret.yaml")


@pytest.fixture(scope="module")
def secret_kits(tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    """The village with a secret troop, built for the GM and for the players: PDF text."""
    return audience_texts(_with_secret(tmp_path_factory.mktemp("secret")))


# ---------------------------------------------------------------- (a) decks and fit


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_battle_cards_are_a6_two_to_a_sheet(paper: str) -> None:
    """Two armies, two A6 battle cards, a quarter turn on one sheet of A4 or Letter."""
    for army_file in WITCHER_ARMIES:
        loaded = load(army_file)
        composed = compose(
            "witcher", loaded.plan, loaded.text, print_settings(loaded, paper=paper)
        )
        fits = list(composed.kit.fits.values())
        assert [f.kind for f in fits] == ["battle_card", "battle_card"]
        assert {f.size for f in fits} == {"a6"}
        assert [f.source.path for f in fits] == [("armies", 0), ("armies", 1)]
        assert [f.source.item for f in fits] == [a.name for a in loaded.battle.armies]
        assert "Battle cards" in composed.html or "Cartes de bataille" in composed.html


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_deck_dict_holds_two_cards_per_sheet(paper: str) -> None:
    for army_file in WITCHER_ARMIES:
        loaded = load(army_file)
        kit = Kit(print_settings(loaded, paper=paper), loaded.text)
        deck = context(loaded.plan, loaded.text, kit)["battle_deck"]
        assert deck["size"] == "a6" and not deck["page"]
        assert deck["per_sheet"] == 2
        assert len(deck["sheets"]) == 1
        assert [len(s["fronts"]) for s in deck["sheets"]] == [2]
        names = [a.name for a in loaded.battle.armies]
        cards = [slot["card"] for slot in deck["sheets"][0]["fronts"]]
        assert [c["name"] for c in cards] == [c["back_label"] for c in cards] == names
        if army_file == BRENNA:
            assert cards[0]["opposing_sd"] == "SD 16"  # the Northern Realms


def test_the_largest_example_renders_without_overflow() -> None:
    """Brenna's Northern Realms (seven troops, three commanders) is the fullest card."""
    loaded = load(BRENNA, lang="fr")
    settings = print_settings(loaded, paper="letter")
    rendered = render_pdf(compose("witcher", loaded.plan, loaded.text, settings).html)
    assert rendered.overflows == ()


def test_print_section_sets_the_size(tmp_path: Path) -> None:
    text = VILLAGE.read_text(encoding="utf-8") + "print:\n  cards:\n    battle_cards: tarot\n"
    loaded = load(write(tmp_path, text))
    assert print_settings(loaded).sizes == {"battle_card": "tarot"}
    deck = compose("witcher", loaded.plan, loaded.text, print_settings(loaded)).kit
    assert {f.size for f in deck.fits.values()} == {"tarot"}


# ---------------------------------------------------------------- (b, d) the players' copy


def test_players_copy_leaves_out_the_secret_troop(secret_kits: dict[str, str]) -> None:
    gm, players = secret_kits["gm"], secret_kits[PLAYERS]
    assert SECRET in gm and ARMY_NOTE in gm
    assert SECRET not in players and ARMY_NOTE not in players
    # what players play with stays: both cards and their SD
    for text in (gm, players):
        assert "Le village" in text and "Les brigands" in text
        assert "SD 14" in text and "SD 12" in text


def test_players_copy_has_no_odds_casualties_or_breakdowns(secret_kits: dict[str, str]) -> None:
    gm, players = secret_kits["gm"], secret_kits[PLAYERS]
    for only_gm in (
        "Probabilités",  # the odds page
        "Pertes — Le village",  # a casualty page
        "Carte adverse",  # a phase's SD breakdown
        "pts par",  # a test's odds on the phase blocks
        "Avertissements",  # the warnings
    ):
        assert only_gm in gm, only_gm
        assert only_gm not in players, only_gm
    assert "Aide-mémoire" in players  # the rules stay


# ---------------------------------------------------------------- (c) the layout check


def test_a_name_too_long_for_the_card_is_a_warning_at_its_line(tmp_path: Path) -> None:
    text = VILLAGE.read_text(encoding="utf-8").replace(
        "  - name: Le village\n", f"  - name: {LONG_NAME}\n"
    )
    assert len(LONG_NAME) == 80
    path = write(tmp_path, text)
    line = text.splitlines().index(f"  - name: {LONG_NAME}") + 1
    loaded: Loaded = load(path)
    built = build_kit(loaded, print_settings(loaded, audience=PLAYERS))
    assert len(built.warnings) == 1, built.warnings
    problem = built.warnings[0]
    assert problem.mark is not None and problem.mark.line == line
    assert LONG_NAME in problem.message
    assert "print: cards: battle_card: a5" in problem.message
