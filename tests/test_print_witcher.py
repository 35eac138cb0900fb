"""Witcher kits for print: battle-card decks, the players' handout, the layout check.

Each PDF is rendered once per module (a page costs about 0.3 s); the decks' layout is
checked on the composed values, which cost no rendering.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from kitgen import render
from kitgen.build import build_kit, print_settings
from kitgen.cards import Kit
from kitgen.pipeline import Loaded, load
from kitgen.printing import PLAYERS
from kitgen.render import compose, render_pdf
from kitgen.systems.witcher.presenter import _warning_columns, context
from tests.conftest import ROOT, WITCHER_ARMIES, audience_texts, copy_values, pdf_text, write

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
            assert cards[0]["opposing_sd"] == "DC 16"  # the Northern Realms (in English)


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
    # what players play with stays: both cards, each troop they see, their own with its
    # SD; the other army's SDs are the GM's to announce, as its card's SD is (sixth pass)
    for text in (gm, players):
        assert "Le village" in text and "Les brigands" in text
        assert "(SD\u00a014)" in text
    assert "(SD\u00a012)" in gm and "(SD\u00a012)" not in players
    # what the secret troop changes (the SR, headcounts, each phase's SD) is left to the
    # GM to announce, in boxes to write it in (no players' army named: none is known)
    assert "annoncé par le MJ" in players and "annoncé par le MJ" not in gm
    assert "Seuil de réussite (SR)\u202f: 5" in gm and "(SR)\u202f: 5" not in players
    # each copy says whose it is at the foot of its pages, and never the other's
    assert "Copie des joueurs · " in players and "Copie du MJ" not in players
    assert "Copie du MJ · " in gm and "Copie des joueurs" not in gm


def test_players_copy_has_no_odds_casualties_or_breakdowns(secret_kits: dict[str, str]) -> None:
    gm, players = secret_kits["gm"], secret_kits[PLAYERS]
    for only_gm in (
        "Les chances",  # the odds page
        "Pertes — Le village",  # a casualty page
        "Carte adverse",  # a phase's SD breakdown on the battle sheet
        "points par test",  # a test's odds on the battle sheet
    ):
        assert only_gm in gm, only_gm
        assert only_gm not in players, only_gm
    assert "Aide-mémoire" in players  # the rules stay


# ---------------------------------------------------------------- (c) the layout check


def test_a_name_too_long_for_the_card_is_a_warning_at_its_line(tmp_path: Path) -> None:
    text = (
        VILLAGE.read_text(encoding="utf-8")
        .replace("  - name: Le village\n", f"  - name: {LONG_NAME}\n")
        .replace("players_army: Le village ", f"players_army: {LONG_NAME} ")
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


# ---------------------------------------------------------------- (e) issue 21: the paper

AULD = ROOT / "armies" / "auld-alliance.yaml"


def _context(path: Path, lang: str | None = None, **settings: str) -> dict[str, object]:
    loaded = load(path, lang=lang)
    return context(loaded.plan, loaded.text, Kit(print_settings(loaded, **settings), loaded.text))


def test_the_battle_sheet_puts_both_sides_of_each_phase_face_to_face() -> None:
    """One sheet for the whole battle: three phases, each with both commanders, their SD,
    the die they need, and a points track of SR boxes; the boxes within 5 of SR (where a
    crucial moment may start, ruling W10) are marked, the last one is SR itself."""
    sheet = _context(AULD)["sheet"]
    assert isinstance(sheet, dict)
    phases = sheet["phases"]
    assert len(phases) == 3
    assert [[d["army"] for d in p["sides"]] for p in phases] == [
        ["Chasse Sauvage", "Auld Alliance"]
    ] * 3
    # the rulebook's worked example: SD 18 / 19, 16 / 18, 17 / 20 (seed 000, chapter 5);
    # phase 3's hang on its crucial moment: the sheet gives the dice for the won case
    # (18 / 19, round 16), the example's 17 / 20 beside them
    assert [[d["sd"] for d in p["sides"]] for p in phases] == [[18, 19], [16, 18], [18, 19]]
    assert [[c["sd"] for c in d["sd_pair"]] for d in phases[2]["sides"]] == [[18, 17], [19, 20]]
    # round 6: the GM's tracks end in a box past SR, a full row of ten too
    track = [box for row in phases[0]["sides"][0]["track"] for box in row if not box["beyond"]]
    assert [b["n"] for b in track] == list(range(1, 11))  # SR 10: a small battle
    assert [b["n"] for b in track if b["crucial"]] == [5, 6, 7, 8, 9]
    assert [b["n"] for b in track if b["end"]] == [10]
    assert all(
        len([b for b in row if not b["beyond"]]) <= 10
        for p in phases
        for d in p["sides"]
        for row in d["track"]
    )
    assert phases[2]["choice"] == ["Tactique", "Commandement"]  # the winner of phase 2 picks
    # two track rows to spare: room for the three crucial moments' stakes, in their phases
    assert all(p["crucial"] and p["stake"] for p in phases)


def test_the_sheet_of_a_skirmish_says_a_crucial_moment_takes_round_1s_place() -> None:
    """Ruling K11: with SR 5 a crucial moment is due at once and takes round 1's test."""
    sheet = _context(VILLAGE, lang="en")["sheet"]
    assert isinstance(sheet, dict)
    assert "takes the place of round 1's test" in sheet["crucial_key"]
    track = [b for row in sheet["phases"][0]["sides"][0]["track"] for b in row]
    # SR 5: a moment may start at any test, which the words say; no box is shaded (all
    # of them would be, and tell nothing)
    assert not sheet["shaded"] and not any(b["crucial"] for b in track)


def test_the_players_sheet_has_neither_breakdowns_nor_odds() -> None:
    sheet = _context(AULD, audience=PLAYERS)["sheet"]
    assert isinstance(sheet, dict)
    sides = [d for p in sheet["phases"] for d in p["sides"]]
    assert all(d["breakdown"] == [] for d in sides)
    assert all(r["odds"] == "" for d in sides for r in d["rolls"])


def test_battle_cards_stand_upright_two_to_a_sheet() -> None:
    """Landscape A6, laid out like the rules' own card: two to an A4 or Letter sheet,
    upright (a card that lay a quarter turn read sideways on a screen)."""
    for paper in ("a4", "letter"):
        deck = _context(BRENNA, paper=paper)["battle_deck"]
        assert isinstance(deck, dict)
        assert deck["landscape"] and deck["per_sheet"] == 2
        assert "width: 148.00mm; height: 105.00mm" in deck["face_style"]
        assert not any("rotate" in slot["style"] for slot in deck["sheets"][0]["fronts"])


def test_a_card_with_less_on_it_reads_larger() -> None:
    from kitgen.systems.witcher.card_fit import STEPS

    steps = [s.name for s in STEPS]
    brenna = _context(BRENNA)["battle_deck"]
    village = _context(VILLAGE)["battle_deck"]
    assert isinstance(brenna, dict) and isinstance(village, dict)
    full, sparse = (d["sheets"][0]["fronts"][0]["card"]["step"] for d in (brenna, village))
    assert steps.index(sparse) < steps.index(full)  # seven troops and three commanders


@settings(max_examples=60, deadline=None)
@given(st.lists(st.text(min_size=1, max_size=60), max_size=12), st.integers(0, 3))
def test_adding_a_troop_never_makes_the_card_s_type_larger(troops: list[str], more: int) -> None:
    from kitgen.systems.witcher.card_fit import STEPS, Content, step_for

    def step(lines: list[str]) -> int:
        content = Content(
            commander=["Général Nagh'Khaladh"],
            notes=[],
            main_troops="Guerriers",
            sd_parts=[],
            specialists=["Aucun", "Molosses (80), Navigateurs (10)", "Aucun"],
            events=["", "", "Surprise −1 · Renforts +100 (effectifs 300)"],
            base_rows=1,
            labels=("Base Tactique", "Base Commandement"),
            troops=lines,
            spare="",
        )
        return [s.name for s in STEPS].index(step_for(content, 148.0, 105.0, landscape=True))

    assert step(troops + ["x" * 30] * more) >= step(troops)


def test_every_example_lays_out_without_overflow() -> None:
    """The card's type step is an estimate; the layout check says it never overflows
    (cards are the same size on any paper; French words are the longer)."""
    for path in WITCHER_ARMIES:
        for lang in ("fr", "en"):
            loaded = load(path, lang=lang)
            html = compose("witcher", loaded.plan, loaded.text, print_settings(loaded)).html
            assert render.render_pdf(html).overflows == (), (path.stem, lang)


def test_the_odds_page_says_each_chance_in_words_with_its_figure() -> None:
    odds = _context(BRENNA)["odds"]
    assert isinstance(odds, dict)
    # the Verden reserve's Surprise −1 in phase 2 (fresh troops, as the rules' example);
    # round 15: each outcome of crucial moment 2 weighed by the PCs' 60 %, as the lead
    assert [s["words"] for s in odds["battle"]] == [
        "23 times in 100 (23.3%)",
        "77 times in 100 (76.7%)",
    ]
    lengths = odds["length"]["bars"]
    total = sum(float(b.value.rstrip("%").lstrip("<> ")) for b in lengths)
    assert total == pytest.approx(100, abs=0.5)  # every length, the longest lumped
    assert lengths[-1].label == "12 rounds or more"
    assert [len(a["bars"]) for a in odds["phases_won"]] == [4, 4]


def test_the_casualty_grid_tints_where_most_battles_end() -> None:
    loaded = load(BRENNA)
    odds = loaded.plan.odds
    assert odds is not None
    cas = _context(BRENNA)["armies"]
    assert isinstance(cas, list)
    grid = cas[0]["casualties"]["grid"]
    chances = odds.casualties[0]
    assert chances is not None
    tinted = {
        (w, row["rounds"]) for row in grid for w, cell in enumerate(row["cells"]) if cell["likely"]
    }
    held = sum(chances.cells.get(cell, 0.0) for cell in tinted)
    assert 0.8 <= held < 0.8 + max(chances.cells.values())


# ---------------------------------------------------------------- issue 39, follow-up pass

WARNINGS = ROOT / "docs" / "examples" / "witcher" / "warnings.yaml"


def test_the_players_card_says_what_they_know_and_what_the_gm_announces() -> None:
    """A reader took the enemy's troops, each with its SD, printed beside the box of its
    headcount, for a leak: the players' copy labels the troops as those the players know,
    and leaves the headcount, main troops, SD and specialists as boxes for the GM. The
    players' own army (Brenna's Northern Realms) prints its figures, unlabelled."""
    from kitgen.cards import WriteIn

    for audience in ("gm", PLAYERS):
        deck = copy_values(load(BRENNA), audience)["battle_deck"]
        north, centre = (slot["card"] for slot in deck["sheets"][0]["fronts"])
        assert north["specialists_announced"] is None
        boxes = [centre[k] for k in ("headcount", "main_troops", "opposing_sd")]
        boxes.append(centre["specialists_announced"])
        if audience == PLAYERS:
            assert all(isinstance(b, WriteIn) for b in boxes)
            assert centre["specialists"] == []  # one box for the three phases
        else:
            assert not any(isinstance(b, WriteIn) for b in boxes)
            assert len(centre["specialists"]) == 3
        # the troops with their SD and count on the GM's copy; on the players', none
        # (sixth and seventh passes took off SDs and counts, the tenth the names: a
        # troop named beside the boxed headcount that hides its count)
        if audience == "gm":
            assert centre["troops"][0] == {
                "count": "24,000",
                "name": "Nilfgaardian line infantry",
                "sd": "DC\u00a014",  # English: difficulty check
            }
        else:
            assert centre["troops"] == []


def test_the_players_copy_labels_the_troops_it_shows(secret_kits: dict[str, str]) -> None:
    gm, players = secret_kits["gm"], secret_kits[PLAYERS]
    assert "connues des joueurs" not in players.lower()  # tenth pass: no troop named
    assert "connues des joueurs" not in gm.lower()
    assert "SPÉCIALISTES, PHASES 1 À 3" in players.upper()


def test_a_long_list_of_warnings_takes_two_columns() -> None:
    """Twelve warnings ran four lines onto a page of their own, 94 % blank: a list longer
    than the GM's page holds in one column is set in two, smaller; four stay in one."""
    values = copy_values(load(WARNINGS), "gm")
    columns = values["warning_columns"]
    # eleven: a troop too small for both of ruling W5's minimums has one warning, not two
    assert len(values["warnings"]) == 11 and len(columns) == 2
    assert [w for c in columns for w in c["items"]] == values["warnings"]  # in order
    sizes = [sum(len(w) for w in c["items"]) for c in columns]
    assert abs(sizes[0] - sizes[1]) < max(len(w) for w in values["warnings"])
    # Auld's three hold in one column on a page whose tables did not grow; its matchup
    # prints three SDs both ways (a crucial moment hangs over them), six lines more: two
    auld = load(ROOT / "armies" / "auld-alliance.yaml")
    kit = Kit(print_settings(auld), auld.text)
    warnings = copy_values(auld, "gm")["warnings"]
    assert _warning_columns(warnings, kit) == []
    assert len(_warning_columns(warnings, kit, taken=6)) == 2


def test_the_warnings_hold_on_the_gm_page() -> None:
    loaded = load(WARNINGS)
    built = build_kit(loaded, print_settings(loaded))
    first, second = pdf_text(built.pdf)[:2]
    flat = " ".join(first.split())
    assert "Outside the rules" in flat and flat.index("Outside the rules") > flat.index(
        "The three phases"
    )
    assert "surprise 4, beyond the table’s 3." in flat  # the last warning
    assert second.lstrip().startswith("The odds")
