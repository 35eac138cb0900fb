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
from kitgen.i18n.ruling_notes import TEXT
from kitgen.pipeline import for_players, load
from kitgen.printing import PLAYERS
from kitgen.systems.witcher.card_fit import STEPS, family_step, step_for
from kitgen.systems.witcher.presenter import context
from kitgen.systems.witcher.quick import quick_reference
from kitgen.systems.witcher.rules import troop_sd
from kitgen.systems.witcher.sheet import ROUNDS_AT_MOST, tally_rows
from tests.conftest import ROOT, WITCHER_ARMIES, copy_values

AULD = ROOT / "armies" / "auld-alliance.yaml"
BRENNA = ROOT / "armies" / "brenna.yaml"
VILLAGE = ROOT / "armies" / "village-brigands.yaml"

CARDS, SHEET, ODDS = (
    ("CARTE DE BATAILLE", "BATTLE CARD"),
    ("Feuille de bataille", "Battle sheet"),
    (
        "Les chances",
        "The odds",
    ),
)
"""Words that open the battle cards', the battle sheet's and the odds' page of a GM kit,
in French and English: a page is found by what it says (a scenario page may come first)."""
CODE = re.compile(r"\b(?:rulings?|arbitrages?|règle|crit\.)\s*\(?[A-Z]\d{1,2}\b|\([A-Z]\d{1,2}\)")
"""A ruling's code in running text: "(ruling W10)", "arbitrage W5", "crit. (O11)"."""


@pytest.fixture(scope="module")
def kits() -> dict[str, Any]:
    """Each Witcher example's GM kit in its own language on its default paper, as
    pdfplumber documents, by the file's stem (the session's layouts: the examples' kits
    are laid out once)."""
    opened = {}
    for path in WITCHER_ARMIES:
        loaded = load(path)
        html = render.compose("witcher", loaded.plan, loaded.text, print_settings(loaded)).html
        opened[path.stem] = pdfplumber.open(io.BytesIO(render.render_pdf(html).pdf))
    return opened


def _page(pdf: Any, opening: tuple[str, str]) -> Any:
    """The first page of ``pdf`` whose text holds one of ``opening``'s words."""
    return next(p for p in pdf.pages if any(w in (p.extract_text() or "") for w in opening))


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
            sd_parts=[],
            specialists=["Aucun"] * 3,
            events=["", "", "Surprise −1"],
            base_rows=1,
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
        words = _words(_page(pdf, CARDS))
        big = {round(w["size"], 2) for w in words if w["text"] in ("SD", "DC") and w["size"] > 12}
        assert len(big) == 1, (stem, big)


def test_a_card_s_two_bases_stand_level(kits: dict[str, Any]) -> None:
    """ "BASE COMMANDEMENT" wraps on two lines, "BASE TACTIQUE" does not: the values
    below them stand on one line all the same (Auld Alliance's Chasse Sauvage, 18 and
    15), and so does each phase's pair where the commander changes by phase."""
    words = [w for w in _words(_page(kits["auld-alliance"], CARDS)) if w["x0"] > 300]
    first_headcount = min(w["top"] for w in words if w["text"] == "EFFECTIFS")
    bases = [w for w in words if "Bold" in w["fontname"] and w["top"] < first_headcount]
    assert sorted(w["text"] for w in bases) == ["15", "18"]
    assert len({round(w["top"], 1) for w in bases}) == 1, bases
    # "Ph. 1": the tag's number stands apart from its "Ph." (round 3: "P1" read as a player)
    # (the bases' only: since round 13 a headcount that changes has its own rows, under
    # "EFFECTIFS PAR PHASE")
    # (nor the target DC's rows under "SD À BATTRE", issue 39)
    counts = [w["top"] for w in words if w["text"] in ("PAR", "BATTRE")]
    bases_only = [w for w in words if not any(0 < w["top"] - c < 60 for c in counts)]
    tags = [w for w in bases_only if w["text"] in ("Ph.\u00a01", "Ph.\u00a02", "Ph.\u00a03")]
    if not tags:
        tags = [w for w in bases_only if w["text"] == "Ph."]
    assert len(tags) == 6  # three phases under each base
    for tag in tags:
        row = [w for w in words if "Bold" in w["fontname"] and abs(w["top"] - tag["top"]) < 4]
        assert len(row) == 2 and len({round(w["top"], 1) for w in row}) == 1, (tag, row)


def test_a_card_prints_each_phase_s_bases_where_the_commander_changes() -> None:
    """The rules' own card says "Selon phase" for the Auld Alliance's bases (seed 000,
    chapter five): the kit prints each phase's, P1 to P3, so the GM reads the number of
    the phase at hand. Seliad (phase 1) has only Tactique 16, Irlyena (phase 2) only
    Commandement 15, Rhundurin (phase 3) 16 and 16; the Chasse Sauvage's one general
    keeps one value a base."""
    deck = _context(AULD)["battle_deck"]
    hunt, alliance = (slot["card"] for slot in deck["sheets"][0]["fronts"])
    assert not hunt["bases_by_phase"]
    assert [[r["value"] for r in b["rows"]] for b in hunt["bases"]] == [["15"], ["18"]]
    assert alliance["bases_by_phase"]
    assert [b["label"] for b in alliance["bases"]] == ["Base Tactique", "Base Commandement"]
    rows = [[(r["tag"], r["value"]) for r in b["rows"]] for b in alliance["bases"]]
    assert rows == [
        [("Ph.\u00a01", "16"), ("Ph.\u00a02", "—"), ("Ph.\u00a03", "16")],
        [("Ph.\u00a01", "—"), ("Ph.\u00a02", "15"), ("Ph.\u00a03", "16")],
    ]
    assert "selon phase" not in str(deck)


def test_the_card_s_sd_parts_each_have_their_label() -> None:
    """The card's SD breakdown printed "SD 14 +1 Positions préparées +3 Fortifications":
    the main troops' 14 had no label. Each part now stands under its label (seed 000,
    chapter five: 14 + 1 + 3 = 18); a card whose SD is its main troops' alone has none,
    and the players' copy none at all."""
    deck = _context(AULD)["battle_deck"]
    hunt, alliance = (slot["card"] for slot in deck["sheets"][0]["fronts"])
    assert hunt["sd_parts"] == []
    # each defence in one word, as the rules' card writes it: "Positions préparées" broke
    # on two lines and put its neighbours' labels out of line (round 41)
    assert [(p["label"], p["value"], p["lines"]) for p in alliance["sd_parts"]] == [
        ("Troupe principale", "SD\u00a014", ["Troupe principale"]),
        ("Préparation", "+1", ["Préparation"]),
        ("Fortifications", "+3", ["Fortifications"]),
    ]
    assert alliance["opposing_sd"] == "SD 18"
    players = _context(AULD, audience=PLAYERS)["battle_deck"]
    assert all(slot["card"]["sd_parts"] == [] for slot in players["sheets"][0]["fronts"])


def test_the_sd_parts_labels_break_only_to_hold_side_by_side() -> None:
    """Each label on one line where the row holds so (Brenna in English, A6); else the
    label whose break saves the most is broken, at the space that evens its halves, and
    the French worst case (four parts) breaks all it can and takes the closer gaps."""
    from kitgen.systems.witcher.card_fit import left_width, part_lines, parts_close

    a6 = left_width(148.0, landscape=True)
    english = ["Main troop", "Best terrain", "Prepared positions"]
    assert part_lines(english, a6) == [[label] for label in english]
    assert not parts_close(part_lines(english, a6), a6)
    french = ["Troupe principale", "Positions préparées", "Fortifications"]
    assert part_lines(french, a6) == [
        ["Troupe principale"],
        ["Positions", "préparées"],
        ["Fortifications"],
    ]
    worst = ["Troupe principale", "Meilleur terrain", "Positions préparées", "Fortifications"]
    broken = part_lines(worst, a6)
    assert broken == [
        ["Troupe", "principale"],
        ["Meilleur", "terrain"],
        ["Positions", "préparées"],
        ["Fortifications"],
    ]
    assert parts_close(broken, a6)


def test_a_card_says_what_its_own_phases_bring() -> None:
    """The Wild Hunt's phase 3 (seed 000, chapter five): surprise through the portals and
    a hundred fresh troops, on its card beside that phase's specialists."""
    deck = _context(AULD)["battle_deck"]
    hunt = deck["sheets"][0]["fronts"][0]["card"]
    assert [s["events"] for s in hunt["specialists"]] == [
        "",
        "",
        "Modificateurs si les PJ perdent le moment crucial de la phase\u00a02\u202f: "
        "Surprise\u00a0−1 · Renforts +100 (effectifs\u00a0300)",
    ]
    brenna = _context(BRENNA)["battle_deck"]["sheets"][0]["fronts"]
    north, centre = (slot["card"] for slot in brenna)
    # round 19b: the numeric inferiority first, which hangs on no moment
    assert north["specialists"][2]["events"] == (
        "Modifiers: Outnumbered (159%)\u00a0+2 · "
        "if the PCs win crucial moment\u00a02: Dwarves hold the center\u00a0−1"
    )
    # tenth pass: the reserve by the name the battle's event gives it
    assert "The Verden reserve +3,000" in centre["specialists"][1]["events"]


def test_a_specialist_below_the_minimum_is_counted_and_says_so() -> None:
    """Rulings W5, K8: the 7 golems and 3 elementals count in phase 2, as the sheet and
    the GM's page count them: the card says they are short of 10, not that they do not
    count, in one short marked note under the phase rather than after each name."""
    alliance = _context(AULD)["battle_deck"]["sheets"][0]["fronts"][1]["card"]
    phase_2 = alliance["specialists"][1]
    assert phase_2["names"] == ["Golems (7)*", "Élémentaires (3)*"]
    # round 19b: the phase's numeric inferiority after the note
    assert phase_2["events"] == (
        "* moins de 10\u202f: comptés quand même · "
        "Modificateurs\u202f: Forte infériorité (213\u202f%)\u00a0+2"
    )
    assert "*" not in " ".join(alliance["specialists"][0]["names"])


def test_a_second_in_reserve_has_his_bases_and_luck_is_the_gm_s() -> None:
    """Seed 000, chapter five: the Hunt's second takes over phase 3 with Commandement 12,
    so his card prints his bases; Luck only on copies that may know it."""
    hunt = _context(AULD)["battle_deck"]["sheets"][0]["fronts"][0]["card"]
    assert "Second de la Chasse (Tactique\u00a012 · Commandement\u00a012)" in hunt["reserve"]
    assert "2d6" in hunt["luck"]
    players = _context(AULD, audience=PLAYERS)
    assert players["battle_deck"]["sheets"][0]["fronts"][0]["card"]["luck"] == ""
    # round 3: the players' own side's leaders have their boxes; not the Hunt's general
    assert "Général Nagh'Khaladh" not in [row["name"] for row in players["sheet"]["luck"]]


def test_the_sheet_has_a_box_per_point_of_luck_and_one_for_a_rolled_luck() -> None:
    brigands = _context(VILLAGE)["sheet"]["luck"]
    # round 8: the village's chief, an NPC, has the Luck the file gives him, 0: said,
    # with no box (a commander the file gives no Luck: the Alliance's, below)
    assert [(r["name"], len(r["points"]), r["roll"], r["none"]) for r in brigands] == [
        ("Le chef du village", 0, "", "0"),
        ("Le capitaine des brigands", 3, "", ""),
    ]
    # round 6: the Alliance's leaders too, under one key, above the reserve's lines
    hunt = _context(AULD)["sheet"]["luck"]
    assert [(r["name"], r["points"], r["roll"], r["key"]) for r in hunt] == [
        ("Général Nagh'Khaladh", [], "lancer 2d6 − 2", ""),
        # Rhundurin, an NPC mercenary with no Luck given, rolls it (ruling W13)
        ("Rhundurin", [], "lancer 2d6 − 2", ""),
        # the side's name would cost the strip a third line: the key without it
        ("", [], "", "PNJ 0, PJ\u202f: sa Chance —"),
        ("Seliad Graf von Kry'Ger Tordarroch", [], "", ""),
        ("Irlyena, prêtresse de la Dame du Lac", [], "", ""),
    ]


def test_the_sheet_marks_the_crucial_moments_the_battle_plans() -> None:
    sheet = _context(BRENNA)["sheet"]
    assert [p["crucial"] for p in sheet["phases"]] == [False, True, True]


def test_a_count_drops_a_name_s_article_and_a_sentence_lowers_it() -> None:
    village = _context(VILLAGE)
    card = village["battle_deck"]["sheets"][0]["fronts"][0]["card"]
    assert [tr["name"] for tr in card["troops"]][-1] == "héros"
    assert village["armies"][1]["casualties"]["test"].startswith("Le capitaine des brigands lance")
    assert "\u202f; les brigands" in village["odds"]["crushing"]
    picks = _context(AULD)["odds"]["phases"][2]["picks"].replace("\u202f", " ")
    assert picks == (
        "Phase 2 gagnée par Chasse Sauvage : Commandement ; "
        "phase 2 gagnée par Auld Alliance : Tactique"
    )
    # a plural army's name is the subject of no verb (it was "si les brigands gagne")
    # (ninth pass: the village's two skills tie, said once for both sides)
    village_picks = village["odds"]["phases"][2]["picks"]
    assert "quel que soit le vainqueur" in village_picks and " gagne " not in village_picks


def test_with_sr_5_the_odds_page_says_once_that_a_moment_may_replace_any_test() -> None:
    odds = _context(VILLAGE)["odds"]
    assert odds["crucial_any"].startswith("SR 5")
    assert not any("moment crucial" in p["crucial"] for p in odds["phases"])


def test_the_casualty_page_says_which_headcounts_it_counts() -> None:
    """Ruling K15: both armies as the battle ends, the Hunt's 100 reinforcements in."""
    hunt, alliance = (a["casualties"] for a in _context(AULD)["armies"])
    # and, since the portals open only if the PCs lose crucial moment 2, the losses
    # out of 200 too (sixth pass)
    assert hunt["bands_title"] == "Tranches de pertes pour 300 ou 200\u00a0combattants"
    assert "94 contre 300" in alliance["headcount_note"]
    assert all(a["casualties"]["headcount_note"] == "" for a in _context(VILLAGE)["armies"])


def test_bands_of_a_large_army_print_two_significant_figures() -> None:
    for army in _context(BRENNA)["armies"]:
        for band in army["casualties"]["bands"]:
            for figure in re.findall(r"\d[\d,]*", band["lost"] + band["dead"]):
                digits = figure.replace(",", "").rstrip("0")
                assert len(digits) <= 2, (band["lost"], figure)


def test_a_troop_s_sd_never_parts_from_its_label() -> None:
    deck = _context(BRENNA)["battle_deck"]
    for slot in deck["sheets"][0]["fronts"]:
        card = slot["card"]
        assert all(tr["sd"].startswith("DC\u00a0") for tr in card["troops"])  # English


# ---------------------------------------------------------------- p4: the battle sheet


def test_both_sides_tracks_stand_level(kits: dict[str, Any]) -> None:
    """A side whose breakdown takes two lines pushed its track below the other's: each
    phase's two SR boxes (bold) share one line."""
    for stem, pdf in kits.items():
        ends = [
            w
            for w in _words(_page(pdf, SHEET))
            if "Bold" in w["fontname"]
            and "Sans" in w["fontname"]
            and w["size"] < 8
            and w["text"].isdigit()  # the SR boxes, not a commander's name over his Luck
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
    assert "test du premier tour" in sheet["crucial_key"]  # ruling K11
    boxes = [b for p in sheet["phases"] for d in p["sides"] for row in d["track"] for b in row]
    assert not any(b["crucial"] for b in boxes)
    assert [b["n"] for b in boxes if b["end"]] == [5] * 6
    sheet = _context(AULD)["sheet"]  # SR 10: boxes 5 to 9 tell where a moment may start
    assert sheet["shaded"]


def test_the_rounds_tally_takes_rows_of_ten() -> None:
    assert tally_rows(5) == [[1, 2, 3, 4, 5]]
    assert tally_rows(ROUNDS_AT_MOST) == [list(range(1, 11)), list(range(11, 21))]
    assert [len(r) for r in tally_rows(15)] == [10, 5]
    gm = _context(AULD)["sheet"]
    players = _context(AULD, audience=PLAYERS)["sheet"]
    for mine, theirs in zip(gm["phases"], players["phases"], strict=True):
        # one count on every copy (round 7: 10 boxes on the GM's, 20 on the players')
        assert theirs["rounds"] == mine["rounds"] and not theirs["two_rows"]


# ---------------------------------------------------------------- every page: words


def test_no_ruling_code_on_any_page_and_the_note_ends_the_kit(kits: dict[str, Any]) -> None:
    for stem, pdf in kits.items():
        pages = [page.extract_text() for page in pdf.pages]
        last = pages[-1]
        note = last.index("Arbitrages" if "Aide-mémoire" in last else "Rulings")
        for number, text in enumerate([*pages[:-1], last[:note]], 1):
            assert not CODE.search(text), (stem, number, CODE.search(text))
        # the note says what each mark stands for, in words, without the ruling's code
        assert not CODE.search(last[note:]), stem
        reading = TEXT["W10"][0 if "Rulings" in last[note:] else 1]
        assert " ".join(reading.split()[:4]) in " ".join(last[note:].split()), stem


def test_the_gm_page_s_warnings_are_sentences_with_a_mark() -> None:
    warnings = _context(AULD)["warnings"]
    assert warnings
    for w in warnings:
        assert w[:1].isupper(), w
        assert re.search(r'\.\u2060?<sup class="ruling-mark">\d+</sup>$', str(w)), w
        assert "arbitrage" not in w and "SD 1" not in w  # "SD\u00a018": one piece


def test_the_players_chance_at_a_crucial_moment_is_the_gm_s_whole_percent() -> None:
    odds = _context(BRENNA)["odds"]
    # round 14: the 5 points are in ruling W10's reading, which the mark calls
    assert "wins each with 60%, the party's chance" in odds["crucial"]
    assert "60.0" not in odds["crucial"]


# ---------------------------------------------------------------- p5, p7: the tables


def _fr() -> Any:
    return load(AULD).text


def test_the_full_tables_are_the_seed_s() -> None:
    """Seed 000's appendices, every row: the quick reference cut to a battle's rows is a
    choice of what to print; the whole tables stay, ``quick_reference`` without a reach
    gives them."""
    quick = quick_reference(_fr())
    assert [r["sd"] for r in quick["tiers"]] == [10, 12, 14, 16, 18, 20, 25, 30]
    assert [r["label"] for r in quick["tiers"]][-2:] == [
        "Golems, élémentaires (groupes de 5 au moins)",
        "Dragons",
    ]
    assert [(r["rank"], r["tactique"], r["commandement"]) for r in quick["ranks"]] == [
        ("Capitaine", 12, 12),
        ("Major / Commandant", 15, 12),
        ("Colonel", 15, 15),
        ("Général", 18, 15),
        ("Général d\u2019armée / Maréchal", 18, 18),
    ]
    assert [(r["label"], r["sr"]) for r in quick["sizes"]] == [
        ("Escarmouche (de 50 à 250)", 5),
        ("Petite bataille (de 251 à 1\u202f000)", 10),
        ("Grande bataille (de 1\u202f001 à 5\u202f000)", 15),
        ("Énorme bataille (de 5\u202f001 à 20\u202f000)", 20),
        ("Bataille épique (plus de 20\u202f000)", 25),
    ]
    assert [b["range"] for b in quick["bands"]][::7] == ["8–18 (15)", "29–74 (50)"]
    # no battle: no row is marked, and nothing says what the mark means
    assert not any(r["in_play"] for table in ("tiers", "ranks", "sizes") for r in quick[table])
    assert quick["in_play_key"] == ""


def test_the_officers_table_names_the_battle_the_engagement_table_bounds() -> None:
    """Seed 000's officers' table says "Escarmouche (moins de 200)" where its engagement
    table says 50 to 250: the quick reference names the size once, with the bounds that
    set the SR (ruling W7)."""
    quick = quick_reference(_fr())
    assert [r["battle"] for r in quick["ranks"]] == [
        "Escarmouche",
        "Petite bataille",
        "Grande bataille",
        "Énorme bataille",
        "Bataille épique",
    ]
    assert quick["sizes"][0]["label"] == "Escarmouche (de 50 à 250)"


def test_the_quick_reference_marks_the_rows_the_battle_meets() -> None:
    """Issue 39 follow-up, then round 41: the tables stay whole (a GM looks up the row a
    change of plan needs), and the rows this battle meets are marked. The Auld Alliance
    meets SD 12 (militia), 16 (Skelligiens, hounds, Scoia'tael), 18 (the Hunt's
    warriors), 20 (navigators, gargoyles) and 25 (golems, elementals); it names a
    general and a captain, and a small battle's officer is a major; it is a small
    battle."""
    quick = _context(AULD)["quick"]
    assert len(quick["tiers"]) == 8 and len(quick["ranks"]) == 5 and len(quick["sizes"]) == 5
    # and 14, the main troop's (the mean of 12 and 16: ninth pass)
    assert [r["sd"] for r in quick["tiers"] if r["in_play"]] == [12, 14, 16, 18, 20, 25]
    # round 3: not the general's own row, which he swaps (the note under the table
    # names his bases)
    assert [r["rank"] for r in quick["ranks"] if r["in_play"]] == [
        "Capitaine",
        "Major / Commandant",
    ]
    assert [r["sr"] for r in quick["sizes"] if r["in_play"]] == [10]
    assert quick["in_play_key"].startswith("En gras")
    # the tables every battle may meet stay whole
    assert len(quick["circumstances"]) == 9 and len(quick["bands"]) == 8


def test_the_players_quick_reference_marks_no_size_of_battle() -> None:
    """The players' copy does not know the SR (unseen troops count in it): no size is
    marked, and no rank for a size it cannot tell, nor for another army's officers (the
    Hunt's general, and its second in reserve); the troop types it marks are those of
    the players' own troops."""
    loaded = load(AULD)
    quick = copy_values(loaded, PLAYERS)["quick"]
    assert [r["sr"] for r in quick["sizes"]] == [5, 10, 15, 20, 25]
    assert not any(r["in_play"] for r in quick["sizes"])
    # nor the Hunt's general's rank, nor the types of the Hunt's troops: the players'
    # side's rows only (seventh pass), whose figures their copy prints
    assert not any(r["in_play"] for r in quick["ranks"])
    own = [a for a in for_players(loaded)[0].plan.armies if a.army.name == "Auld Alliance"]
    shown = {troop_sd(t) for a in own for t in a.army.troops} | {a.main.sd for a in own}
    assert [r["sd"] for r in quick["tiers"] if r["in_play"]] == sorted(shown)


def test_the_quick_reference_page_prints_the_whole_tables(kits: dict[str, Any]) -> None:
    """The village's quick reference, as printed: every row of the rules' tables, the
    rows it meets among them, and the rulings its pages cite, on one page."""
    # a cell may wrap its words; the extractor reads a no-break space as a space
    text = re.sub(r"[\s\u202f\u00a0]+", " ", kits["village-brigands"].pages[-1].extract_text())
    for row in (
        "Non-combattants (paysans armés de fourches) 10",
        "Brigands, milice 12",
        "Capitaine Escarmouche 12 12",
        "Escarmouche (de 50 à 250) 5",
        "Bataille épique (plus de 20 000) 25",
        "Dragons 30",
        "9d6 + 20 %",
        "2d6 + 6 %",
        "Fortifications adverses",
        "Arbitrages",
    ):
        assert row in text, row
    assert "annexes des règles" not in text


def test_a_band_s_range_is_written_one_way_on_both_pages() -> None:
    values = _context(AULD)
    quick = [b["range"] for b in values["quick"]["bands"]]
    page = [b["range"] for b in values["armies"][0]["casualties"]["bands"]]
    assert quick == page
    assert quick[0] == "8–18 (15)"


def test_a_casualty_cell_that_holds_one_figure_prints_one() -> None:
    """Thirty-one villagers: a band may cost 0 to 0 survivors; the cell says 0."""
    cas = _context(VILLAGE)["armies"][0]["casualties"]
    survivors = [b["survivors"] for b in cas["bands"]]
    assert "0–0 (0)" not in survivors and "0" in survivors
    assert "un seul nombre" in cas["cells_note"]


def test_a_phase_that_counts_crucial_moments_says_so_in_words(kits: dict[str, Any]) -> None:
    """The odds page marked such a phase with a bare "*" that nothing on the page
    explained (Brenna's phases 2 and 3)."""
    odds = _page(kits["brenna"], ODDS).extract_text()
    assert "*" not in odds
    assert "Main engagement · Leadership · with its crucial moment" in odds
    assert "Opening maneuvers · Tactics\n" in odds


# ---------------------------------------------------------------- p4: crucial moments


def test_each_crucial_moment_prints_its_stakes_in_its_phase() -> None:
    """Seed 000, chapter five: three crucial moments, each with what it decides (the wall
    and its +3, the portals and the reinforcements, the general and his second). The
    GM's sheet prints each in its phase, beside the box of who won it; the players' copy
    prints the box and not the stakes (the second, the reinforcements are the GM's)."""
    sheet = _context(AULD)["sheet"]
    stakes = [p["stake"] for p in sheet["phases"]]
    assert [p["crucial"] for p in sheet["phases"]] == [True, True, True]
    assert "fortifications (+3)" in stakes[0] and "Navigateurs" in stakes[1]
    assert "Commandement 12" in stakes[2]
    assert all("si les PJ le gagnent" in s and "s\u2019ils le perdent" in s for s in stakes)
    players = copy_values(load(AULD), PLAYERS)["sheet"]
    assert [p["crucial"] for p in players["phases"]] == [True, True, True]
    assert [p["stake"] for p in players["phases"]] == ["", "", ""]


def test_a_sheet_without_stakes_prints_none() -> None:
    """Crucial moments planned without saying what they are about: the box only (Brenna
    with its stakes taken out of the file)."""
    import dataclasses

    from kitgen.systems.witcher.compute import compute_with_odds

    loaded = load(BRENNA)
    battle = loaded.plan.battle
    assert battle.crucial_moments is not None
    moments = dataclasses.replace(battle.crucial_moments, stakes={})
    plan = compute_with_odds(dataclasses.replace(battle, crucial_moments=moments))
    sheet = context(plan, loaded.text, Kit(print_settings(loaded), loaded.text))["sheet"]
    assert [p["crucial"] for p in sheet["phases"]] == [False, True, True]
    assert [p["stake"] for p in sheet["phases"]] == ["", "", ""]


def test_stakes_for_a_phase_without_a_crucial_moment_are_an_error(
    runner: Any, tmp_path: Path
) -> None:
    from kitgen.cli import main

    path = tmp_path / "stakes.yaml"
    path.write_text(
        """system: witcher
name: Stakes
language: en
crucial_moments:
  phases: [2]
  players: A
  stakes:
    3: {goal: Hold the bridge, lost: the bridge falls}
armies:
  - name: A
    commander: {name: Anna, rank: captain}
    troops:
      - {name: Militia, count: 30, type: militia}
  - name: B
    commander: {name: Beta, rank: captain}
    troops:
      - {name: Brigands, count: 20, type: brigands}
""",
        encoding="utf-8",
    )
    result = runner.invoke(main, ["check", str(path)])
    assert result.exit_code == 1
    assert result.output.splitlines()[0] == (
        f"error: {path}:8:8: crucial moments: stakes for phase 3, which `phases:` does not "
        "list; add 3 to `phases:` or remove these stakes (ruling W10)"
    )
    path.write_text(path.read_text().replace("phases: [2]", "phases: [2, 3]"), encoding="utf-8")
    assert runner.invoke(main, ["check", str(path)]).exit_code == 0


def test_the_players_copy_names_no_second_the_enemy_holds_in_reserve() -> None:
    """The Hunt's second takes over only if the general falls (the phase-3 twist): the
    GM's card names him, the players' copy of the Hunt's card does not; the players'
    own army (the Alliance) prints its figures in full."""
    gm = _context(AULD)["battle_deck"]["sheets"][0]["fronts"]
    assert "Second de la Chasse" in gm[0]["card"]["reserve"]
    players = copy_values(load(AULD), PLAYERS)
    hunt, alliance = (slot["card"] for slot in players["battle_deck"]["sheets"][0]["fronts"])
    assert hunt["reserve"] == ""
    assert alliance["headcount"] == "94" and alliance["opposing_sd"] == "SD 18"
    assert "Second de la Chasse" not in str(players)


def test_stakes_the_sheet_has_no_room_for_go_to_the_gm_page() -> None:
    """Brenna's SR 25 tracks fill the sheet: stakes longer than its few lines of room
    (round 6: two strips of two lines hold, its boxes lower) would push phase 3 onto a
    page of its own; they print under the phases at a glance instead."""
    import dataclasses

    from kitgen.systems.witcher.compute import compute_with_odds
    from kitgen.systems.witcher.model import Stake

    loaded = load(BRENNA)
    battle = loaded.plan.battle
    assert battle.crucial_moments is not None
    goal = " ".join(["Stop the raid on the field hospital"] * 20)
    stakes = {3: Stake(goal=goal, lost="the hospital burns")}
    moments = dataclasses.replace(battle.crucial_moments, stakes=stakes)
    plan = compute_with_odds(dataclasses.replace(battle, crucial_moments=moments))
    sheet = context(plan, loaded.text, Kit(print_settings(loaded), loaded.text))["sheet"]
    assert [p["stake"] for p in sheet["phases"]] == ["", "", ""]
    # the sheet says where they went, in the singular for one moment (tenth round)
    assert sheet["stakes_away"].startswith("No room here for the stakes of crucial moment 3:")
    [elsewhere] = sheet["stakes_elsewhere"]
    assert elsewhere["phase"].startswith("Phase 3") and "hospital burns" in elsewhere["stake"]
    assert _context(AULD)["sheet"]["stakes_elsewhere"] == []


# ---------------------------------------------------------------- pass 4: page 1, the SDs a
# crucial moment hangs over, the players' blanks, the English kit


def _players(path: Path) -> dict[str, Any]:
    return copy_values(load(path), "players")


def _gm(path: Path, lang: str | None = None) -> dict[str, Any]:
    """The GM's copy as ``kitgen build`` makes it (its players' army known)."""
    return copy_values(load(path, lang=lang) if lang else load(path), "gm")


def test_page_one_gives_the_sides_at_a_glance() -> None:
    """Page 1 was mostly graph paper: each side in two to five ready-made lines (strength
    and card SD, commander, main troops...), the players' side named so."""
    sides = _gm(AULD)["sides"]
    assert [s["name"] for s in sides] == ["Chasse Sauvage", "Auld Alliance"]
    # round 15: the words of the battle sheet's tag, so the two pages match
    assert [s["role"] for s in sides] == ["", "Camp des PJ"]
    assert all(2 <= len(s["lines"]) <= 5 for s in sides)
    assert sides[0]["lines"][0] == "200\u00a0combattants · SD\u00a018 pour le camp adverse"


def test_the_players_page_one_says_who_knows_the_enemy_s_figures() -> None:
    """The players' copy prints another army's commander, and in words that its figures
    are the GM's: the same words whatever the battle keeps secret (a property, not a
    filter), and nothing that counts its troops."""
    sides = _players(AULD)["sides"]
    hunt, alliance = sides
    assert hunt["lines"] == [
        "Commandant en chef\u202f: Général Nagh'Khaladh",
        "Effectif, troupes principales et SD\u202f: connus du MJ, qui les annonce en jeu.",
    ]
    assert alliance["lines"][0].startswith("94\u00a0combattants")
    field = _players(AULD)["field"]
    assert all(not c["items"] for c in field["armies"][0]["cells"])  # the Hunt's line
    assert all(not p["goal"] for p in field["phases"])  # the stakes are the GM's


def test_page_one_draws_the_field_phase_by_phase() -> None:
    """The drawing: each army's line per phase (specialists, fresh troops), the crucial
    moments between the lines, and a setup that hangs on one says so."""
    field = _gm(AULD)["field"]
    assert [p["crucial"] for p in field["phases"]] == ["Moment crucial"] * 3
    hunt = field["armies"][0]["cells"]
    assert hunt[1]["items"][:2] == ["Molosses de la Chasse Sauvage (80)", "Navigateurs (10)"]
    # round 17: troops arriving in a phase in a block of their own, saying when
    assert hunt[2]["items"] == []
    assert hunt[2]["arrives"] == {
        "label": "Renforts dès la phase\u00a03".replace("\u00a0", " "),
        "text": "+100\u00a0combattants · Surprise\u202f: −1 "
        "(si les PJ perdent le moment crucial de la phase\u00a02)",
    }


def test_an_sd_a_crucial_moment_hangs_over_prints_both_ways() -> None:
    """The sheets printed each SD as if the crucial moments went one way: where one hangs
    on a moment's outcome, the SD of each outcome is printed beside it, in words, won
    first then lost in every phase (a reader found the large figures' cases differ from
    phase to phase, unsaid). The chapter's figures (18 / 19, 16 / 18, 17 / 20) stay the
    engine's; round 16: the dice, and the DC the table sets large, follow the won case
    in every phase (phase 3: 18 / 19, the chapter's 17 / 20 beside them)."""
    values = _gm(AULD)
    plan = load(AULD).plan
    assert [[a.phases[n].sd for a in plan.armies] for n in range(3)] == [
        [18, 19],
        [16, 18],
        [17, 20],
    ]
    matchup = values["matchup"]
    assert [[c["sd"] for c in row["cells"]] for row in matchup] == [[18, 19], [16, 18], [18, 19]]
    assert [[c["sd_else"] for c in row["cells"]] for row in matchup] == [
        ["", ""],
        [
            # round 19: each case with its own d10s
            "Moment crucial\u00a01\u202f: PJ gagnent SD\u00a016\u00a0→\u00a02+ · "
            "PJ perdent SD\u00a013\u00a0→\u00a02+",
            "",
        ],
        [
            "Moment crucial\u00a02\u202f: PJ gagnent SD\u00a018\u00a0→\u00a04+,\u00a02+ · "
            "PJ perdent SD\u00a017\u00a0→\u00a03+,\u00a02+",
            "Moment crucial\u00a02\u202f: PJ gagnent SD\u00a019\u00a0→\u00a04+,\u00a04+ · "
            "PJ perdent SD\u00a020\u00a0→\u00a05+,\u00a05+",
        ],
    ]
    # the sheet (ninth pass): both SDs at one size, won first, and a line saying which
    # one the dice beside them are for
    sheet = values["sheet"]["phases"]
    assert [(c["case"], c["sd"]) for c in sheet[1]["sides"][0]["sd_pair"]] == [
        ("PJ gagnent", 16),
        ("PJ perdent", 13),
    ]
    assert sheet[1]["sides"][0]["sd_else"] == (
        "Moment crucial\u00a01\u202f: dés donnés si les PJ le gagnent (SD\u00a016). "
        "SD\u00a013\u202f: Commandement\u00a02+."
    )
    assert _players(AULD)["sheet"]["phases"][2]["sides"][0]["sd_else"] == ""


def test_a_setup_hanging_on_no_crucial_moment_is_an_error(tmp_path: Path) -> None:
    text = VILLAGE.read_text(encoding="utf-8").replace("phases: [2, 3]", "phases: [3]")
    path = tmp_path / "village.yaml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(Exception) as caught:
        load(path)
    assert "crucial_setup_unplanned" in repr(caught.value) or "moment crucial" in str(caught.value)


def test_the_village_plays_its_crucial_moments() -> None:
    """The village had no crucial moment: two now, with their stakes on the GM's sheet,
    and the brigands' phase 3 SD both ways (the mill barricade)."""
    sheet = _gm(VILLAGE)["sheet"]
    assert [p["crucial"] for p in sheet["phases"]] == [False, True, True]
    assert "barricade du moulin" in str(sheet["phases"][1]["stake"])
    # round 22: with SR 5 the phase-3 moment decides the phase; both SDs in the grid
    # every pair is drawn as (a run-on line under the SD before), won first
    rows = sheet["phases"][2]["sides"][1]["grid"]["rows"]
    assert [(r["case"], r["sd"]) for r in rows] == [
        ("MC\u00a02 gagné", 17),
        ("MC\u00a02 perdu", 15),
    ]


def test_the_players_enemy_card_says_why_its_boxes_are_blank() -> None:
    """The enemy's card blanked its figures yet listed its troops: it says in words that
    the boxes count troops only the GM knows; the players' own card has no such note."""
    fronts = _players(AULD)["battle_deck"]["sheets"][0]["fronts"]
    hunt, alliance = (slot["card"] for slot in fronts)
    assert hunt["blank_note"].startswith("Cases laissées vides à dessein")
    assert alliance["blank_note"] == ""
    assert _gm(AULD)["battle_deck"]["sheets"][0]["fronts"][0]["card"]["blank_note"] == ""


def test_the_english_kit_prints_the_stakes_and_labels_in_english() -> None:
    """An English kit of a French file printed its crucial moments' stakes and the GM's
    labels in French: both are the file's prose in both languages now."""
    values = _gm(AULD, lang="en")
    stake = str(values["sheet"]["phases"][0]["stake"])
    assert "Stop a band of the Hunt breaching a wall" in stake
    assert "Empêcher" not in stake
    cells = values["field"]["armies"][0]["cells"]
    assert cells[1]["items"][-1].startswith("Wall breached, in phase 2 only: fortifications lost")


def test_the_odds_say_which_outcome_their_sds_count() -> None:
    """The odds race one SD per phase: where it hangs on a crucial moment, the page says
    how each outcome goes (the lead's lines) and its figures weigh both outcomes."""
    # round 15: the lead names each moment; no note says the bars follow one outcome
    odds = _gm(AULD)["odds"]
    lead = [line.replace("\u202f", " ") for line in odds["branch"]]
    assert lead[0].startswith("Moment crucial 1 gagné par les PJ")
    assert lead[1].startswith("Moment crucial 2 gagné par les PJ")
    assert "branch_story" not in odds
