"""JdRWiki's print design (issue 21): the round first, pencil boxes a pencil can fill,
chances in words and bars, damage that reads as a grid, a legend for the short heads,
names that never need an article, cards whose type fits their content.

The presenter's values are checked without rendering; one GM kit of the example is laid
out once for the PDF text and the boxes' sizes.
"""

from __future__ import annotations

import re
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest

from kitgen.build import compose_copy, print_settings
from kitgen.cards import Kit
from kitgen.handbook import rulings
from kitgen.pipeline import load
from kitgen.printing import PLAYERS
from kitgen.render import compose, lay_out
from kitgen.systems.jdrwiki import army_sheet, cards
from kitgen.systems.jdrwiki import presenter as jdrwiki
from kitgen.systems.jdrwiki.odds_page import odds_word
from tests.conftest import ROOT, ExampleKits, system_text, write

EXAMPLE = ROOT / "armies" / "colline-d-ardoise.yaml"
PX_MM = 25.4 / 96
"""Millimetres in a CSS pixel (WeasyPrint lays out in CSS pixels)."""


def _values(lang: str = "fr", audience: str = "gm") -> dict[str, Any]:
    loaded = load(EXAMPLE, lang=lang)
    chosen = print_settings(loaded, audience=audience)
    return jdrwiki.context(loaded.plan, loaded.text, Kit(chosen, loaded.text))


@pytest.fixture(scope="module")
def gm_pages(example_kits: ExampleKits) -> list[str]:
    """The example's game master's kit, as the session built it (without a warning),
    from the page after its scenario page (tests/test_scenario.py reads that one): the
    pages these tests read by their place are the system's own."""
    assert example_kits.said_about(EXAMPLE, "fr") == []
    pages = [" ".join(page.split()) for page in example_kits.pages(example_kits.own(EXAMPLE))]
    assert "NOTES DU MJ" in pages[0]  # the scenario page
    return pages[1:]


@pytest.fixture(scope="module")
def boxes() -> list[tuple[str, float, float]]:
    """(class, width mm, height mm) of every pencil box of the example's GM kit."""
    loaded = load(EXAMPLE)
    html = compose(loaded.system, loaded.plan, loaded.text, print_settings(loaded)).html
    found: list[tuple[str, float, float]] = []

    def walk(box: Any) -> None:
        element = getattr(box, "element", None)
        classes = (element.get("class") or "").split() if element is not None else []
        if "pencil" in classes and type(box).__name__ in ("InlineBlockBox", "BlockBox"):
            found.append(
                (" ".join(classes), box.border_width() * PX_MM, box.border_height() * PX_MM)
            )
        for child in getattr(box, "children", ()):
            walk(child)

    for page in lay_out(html).pages:
        walk(page._page_box)
    return found


# --- the order of the kit -------------------------------------------------------------------


def test_the_round_in_short_comes_first(gm_pages: list[str]) -> None:
    """Page 1 opens with the sequence of play, before this battle's facts; the action
    reference is page 2, behind it; the army sheets follow, the GM's pages after them."""
    t = system_text("fr", "jdrwiki")
    first = gm_pages[0]
    steps = [t(f"jw.seq.{k}.title") for k in jdrwiki.SEQUENCE]
    places = [first.index(s) for s in [t("jw.rules"), *steps, t("jw.this_battle")]]
    assert places == sorted(places), places
    assert gm_pages[1].startswith(t("jw.reference"))
    assert "Loreval" in gm_pages[2] and t("jw.army_level").upper() in gm_pages[2].upper()
    # Loreval's tracker a page a corps, the Ost's one page; then four odds pages, the
    # criteria, the races of army against army (ending with the rulings' note), the cards
    assert "Ost du Bey" in gm_pages[5] and "Ost du Bey — suivi" in gm_pages[6]
    assert t("jw.criteria_title") in gm_pages[11]
    assert t("jw.race.title") in gm_pages[12] and t("rulings.title") in gm_pages[12]
    assert len(gm_pages) == 15


def test_an_army_is_what_it_is_then_a_tracker_page_a_body(gm_pages: list[str]) -> None:
    """Issue 39: a split army's corps each keep their own advantage points and rounds,
    so each corps has its own tracker page: an advantage line, its hit points, its grid."""
    front, garde, archers = gm_pages[2], gm_pages[3], gm_pages[4]
    assert "Attaque en force" in front and "Chevaliers" in front  # skills and troops
    for page, corps in ((garde, "Garde de la colline"), (archers, "Archers du bois")):
        assert f"Loreval — suivi de la bataille · Corps {corps}" in page
        assert page.count("Points d’avantage") == 1 and page.count("+15") == 1
        assert "Chaque round" in page
    # pass 8: the commander's heroism is ticked on her hero card, and both pages say so
    for page in (garde, archers):
        assert "se coche sur la carte de héros de Dame Ysolde Marcaire" in " ".join(page.split())


# --- pencil boxes ---------------------------------------------------------------------------


def test_every_pencil_box_takes_a_pencil(boxes: list[tuple[str, float, float]]) -> None:
    """No box under 6 mm; the hit-point, heroism and cooldown boxes 8 mm; the advantage
    number line, 26 boxes on one line, 6.6 mm, one a body (Loreval's two corps, the Ost)."""
    assert boxes
    for classes, width, height in boxes:
        assert min(width, height) >= 6.0, (classes, width, height)
    line = [b for b in boxes if "jw-adv" in b[0]]
    assert len(line) == 3 * 26 and all(abs(w - 6.6) < 0.1 for _, w, _ in line)
    others = [b for b in boxes if "jw-adv" not in b[0]]
    # 2 × 20 + 20 hit-point boxes, 1 commander's heroism; on each of the four hero cards
    # the family's boxes: 5 cooldowns (Ildar's), 1 heroism, those a hero has not crossed,
    # and 1 for the hero's death; Dame Ysolde's heroism is her commander's pool, on the
    # tracker: her card says so instead of a box; (round 12) Loreval's two heroes have a
    # second death box, Soutien du héros sparing them one death
    assert len(others) == 60 + 1 + 4 * (5 + 1 + 1) - 1 + 2
    # (round 6: the Bey's two heroes have their heroism point, no heroism box crossed)
    assert len([b for b in others if "jw-off" in b[0]]) == 2 + 3 + 2
    # the death boxes at the house's least (6 mm), for two to fit the heroism row
    deaths = [b for b in others if "jw-death-box" in b[0]]
    assert len(deaths) == 2 + 2 + 1 + 1
    assert all(5.9 < w < 6.6 and 5.9 < h < 6.6 for _, w, h in deaths), deaths
    rest = [b for b in others if "jw-death-box" not in b[0]]
    assert all(7.9 < w < 8.6 for _, w, _ in rest), rest


def test_the_tracker_s_round_grid_is_as_long_as_the_battle_may_last(tmp_path: Path) -> None:
    """Issue 39: the example's scenario ends at nightfall, round 10 (``deadline:``):
    every body's grid has 10 lines, on A4 as on Letter. Without a deadline, the races of
    army against army say 9 battles in 10 are over within 15 rounds (the whole armies,
    plan 1): every grid has 15 lines, the 15th under a heavy rule. Each corps of Loreval
    has a page, an advantage line and a grid of its own."""
    for lang in ("fr", "en"):
        loreval, ost = (a for a in _values(lang)["army_deck"]["items"])
        pages = loreval["tracker"] + ost["tracker"]
        corps = {  # the names: glossary
            "fr": ["Garde de la colline", "Archers du bois", ""],
            "en": ["Hill Guard", "Wood Archers", ""],
        }[lang]
        assert [p["corps"] for p in pages] == corps
        for page in pages:
            assert [r["n"] for r in page["log_rows"]] == list(range(1, 11))
            assert not any(r["odds"] for r in page["log_rows"])
            assert page["advantage"][12]["start"] and page["advantage"][12]["n"] == "+2"
        assert [p["heroism"] for p in loreval["tracker"]] == [0, 0]  # on Dame Ysolde's card
    endless = write(
        tmp_path, EXAMPLE.read_text(encoding="utf-8").replace("deadline: 10 ", "# "), "e.yaml"
    )
    for lang in ("fr", "en"):
        loaded = load(endless, lang=lang)
        chosen = print_settings(loaded, audience="gm")
        values = jdrwiki.context(loaded.plan, loaded.text, Kit(chosen, loaded.text))
        for sheet in values["army_deck"]["items"]:
            for page in sheet["tracker"]:
                assert [r["n"] for r in page["log_rows"]] == list(range(1, 16))
                assert [r["n"] for r in page["log_rows"] if r["odds"]] == [15]
    loaded = load(EXAMPLE)
    assert [army_sheet.battle_rounds(loaded.plan, a) for a in loaded.plan.armies] == [15, 15]
    # a page holds 15 rounds of 7.2 mm on A4, 12 on Letter (under the grid, the legend
    # of its columns; a page that points to another's legend has more room); the heroism
    # boxes, the rulings' note (two lines a ruling: its title, and the reading the kit
    # follows) and the enemy corps' names over the damage columns take room from the
    # grid of the page they are on, figures to write in give some. The rounds the battle
    # may last are kept on every page in rows a little shorter (the Letter pages' 15)
    assert [army_sheet.log_room(h) for h in (297.0, 279.4)] == [15, 12]
    assert army_sheet.log_room(297.0, legend=False) == 17
    assert army_sheet.log_room(297.0, heroism=True) == 15
    assert army_sheet.log_room(297.0, from_heads=True) == 14
    # (round 16: the note is set closer, 6.4 mm a ruling, not 8.3)
    assert army_sheet.log_room(297.0, rulings=4) == 10
    # (round 19: the note's short lede shares its heading's line, 3.2 mm less)
    assert army_sheet.log_room(297.0, rulings=4, write_in=True) == 12


def test_the_players_copy_tracks_the_players_side_only() -> None:
    """Issue 39: the enemy's tracker is the GM's; the players' copy prints the tracker of
    their own side (the army with a player and a player-character commander: Loreval),
    and the Ost's sheet without one. Pass 8: the players' own sheet first (the enemy's
    came first), the Ost's after it. The odds are the GM's: the grids of rounds are sized
    by the page, not by them."""
    loreval, ost = (a for a in _values(audience=PLAYERS)["army_deck"]["items"])
    assert (loreval["name"], ost["name"]) == ("Loreval", "Ost du Bey")  # theirs first
    assert len(loreval["tracker"]) == 2 and ost["tracker"] == []
    # Loreval's last tracker page ends with the rulings' note (the Ost's sheet after it is
    # a full page)
    assert loreval["rulings_here"] and not ost["rulings_here"]
    # no odds on the players' copy: every grid of rounds runs to the scenario's deadline,
    # as the GM's does (the last page still leaves room for the note), none marked as the
    # round 9 battles in 10 end by
    rows = [p["log_rows"] for p in loreval["tracker"]]
    assert len(rows[0]) == len(rows[1]) == 10
    assert not any(r["odds"] for page in rows for r in page)


# --- odds: words, bars, a damage grid ---------------------------------------------------------


@pytest.mark.parametrize(
    ("faces", "words"),
    [
        (20, "always"),
        (19, "very likely"),
        (16, "very likely"),
        (15, "likely"),
        (12, "likely"),
        (11, "a coin toss"),
        (9, "a coin toss"),
        (8, "unlikely"),
        (5, "unlikely"),
        (4, "a long shot"),
        (1, "a long shot"),
        (0, "never"),
    ],
)
def test_a_chance_in_words(faces: int, words: str) -> None:
    assert odds_word(Fraction(faces, 20), system_text("en", "jdrwiki")) == words


def test_each_action_gives_the_d20_a_bar_and_words() -> None:
    """Loreval's hill guard against the Ost (docs/jdrwiki.md, worked example): a massive
    assault on 11+, half the time; a subtle assault on 5+, 80 %."""
    page = _values()["odds"][0]
    assert page["title"] == "Loreval · Garde de la colline contre Ost du Bey"
    assert [g["name"] for g in page["groups"]] == [
        "Actions offensives",
        "Manœuvres",
        "Actions subversives",
    ]
    rows = {r["name"]: r for g in page["groups"] for r in g["rows"]}
    assert len(rows) == 17
    massive, subtle = rows["Assaut massif"], rows["Assaut subtil"]
    # a chance on one d20 is a whole percentage (issue 39)
    assert (massive["need"], massive["chance"], massive["bar"]) == ("11+", "50\u202f%", "50.0%")
    assert massive["words"] == "à pile ou face"
    assert (subtle["need"], subtle["bar"], subtle["words"]) == ("5+", "80.0%", "très probable")


def test_a_hit_s_damage_is_a_grid_by_total_of_the_dice(gm_pages: list[str]) -> None:
    """Issue 21: '1 140 2 154' read as 1140. Each total of the dice has a column of its
    own; the damage alone fills the cell. (Loreval's FOR and DEX hits deal the same
    damage: one row each, test_print_jdrwiki_proof.)"""
    page = _values()["odds"][0]
    assert page["faces"] == [1, 2, 3, 4, 5, 6, 7, 8]
    power, combined = page["hits"]
    assert power["cells"] == ["140", "154", "168", "182", "", "", "", ""]
    assert combined["cells"] == ["", "154", "168", "182", "196", "210", "224", "238"]
    odds = gm_pages[7]
    assert re.search("Total des dés .*1 2 3 4 5 6 7 8", odds)
    assert "140 154 168 182 140–182" in odds and "1 140" not in odds


def test_the_short_heads_are_spelt_out_on_their_page(gm_pages: list[str]) -> None:
    """The criteria matrix's heads (AF, AH, MM, TG…) have a legend on the page; a head
    that is a whole word (Sape) is not repeated."""
    legend = _values()["criteria"]["legend"]
    for short, long in (
        ("FOR", "Force"),
        ("AF", "Attaque en force"),
        ("AH", "Attaque habile"),
        ("MM", "Manœuvre militaire"),
        ("TG", "Technique de guerre"),
        ("Réf", "Réflexe"),
        ("Sap", "Sape"),
        ("Ini", "Initiative"),
    ):
        assert f"{short} {long}" in legend
        assert f"{short} {long}" in gm_pages[11]
    assert "Will Will" not in _values("en")["criteria"]["legend"]  # a whole word stays
    assert "Loreval — d’où viennent les chiffres" in gm_pages[11]
    assert "Ost du Bey — d’où viennent les chiffres" in gm_pages[11]


def test_a_name_never_needs_an_article() -> None:
    """French puts an article before a zone's or a corps' name ('de la Colline'); the
    kit's sentences are written so that none is needed ('Terrain : Colline…')."""
    loaded = load(EXAMPLE)
    plan = loaded.plan
    names = [g.name for g in plan.grounds] + [b.name for a in plan.armies for b in a.bodies]
    for audience in ("gm", PLAYERS):
        html = compose_copy(loaded, print_settings(loaded, audience=audience))[0].html
        text = re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", html))
        for name in names:
            for word in ("en", "de", "du", "à", "au"):
                assert f" {word} {name}" not in text, (word, name)


# --- cards: sized to their content ----------------------------------------------------------


def test_a_card_family_takes_the_type_step_of_its_longest_card() -> None:
    """Issue 39: one type size per role on every card of a family. The fortified hill
    (three characteristics, seven rows) needs the smallest step: every zone card takes
    it, the plain by the ford (weather only) too; the hero cards take their longest's. A
    lone card's step follows its content: more text never means larger type."""
    values = _values()
    for kind in ("zone_deck", "hero_deck"):
        family = [f["card"] for s in values[kind]["sheets"] for f in s["fronts"]]
        assert len({(c["step"], c["type"]) for c in family}) == 1, kind
    zones = values["zone_deck"]["sheets"][0]["fronts"]
    assert {f["card"]["step"] for f in zones} == {"s"}
    plain = next(f["card"] for f in zones if f["card"]["name"] == "Plaine du Gué")
    alone = cards.type_step(
        "tarot", [plain["held"], plain["exit"], "Intempéries 1 ■■■■ petite pluie"], 5, 10.0
    )
    assert alone == "xl"
    steps = [s for s, _ in cards.TYPE_STEPS]
    found = [cards.type_step("tarot", ["x" * 60] * n, 4, 12.0) for n in range(1, 12)]
    assert [steps.index(s) for s in found] == sorted(steps.index(s) for s in found)
    assert set(found) == set(steps)  # from the largest step to the smallest
    assert cards.type_step("page", ["x" * 60] * 99, 40, 0.0) == "xl"  # a page holds anything


def test_zone_cards_are_upright_tarot_cards_four_to_a_sheet() -> None:
    deck = _values()["zone_deck"]
    assert (deck["size"], deck["per_sheet"], len(deck["sheets"])) == ("tarot", 4, 1)


def test_the_players_sheet_says_what_each_skill_is_for() -> None:
    """The players' copy has no breakdowns; its skills table says what each skill is
    rolled for and what it defends against instead."""
    (_, loreval) = _values(audience=PLAYERS)["army_deck"]["items"]  # the players' last
    rows = {r["name"]: r for g in loreval["skill_groups"] for r in g["rows"]}
    assert rows["Sape"]["uses"] == "Affaiblir, Chausse-trappe, Minage"
    assert rows["Parade"]["uses"].startswith("contre\u202f: Assaut combiné, Assaut massif")
    assert rows["Initiative"]["uses"] == "le jet d’initiative"
    assert all(r["breakdown"] == "" for r in rows.values())


def test_english_calls_hargne_fury() -> None:
    t = system_text("en", "jdrwiki")
    assert t("jw.spend.hargne") == "fury"
    (loreval, _) = _values(lang="en")["army_deck"]["items"]
    assert loreval["bodies"][0]["hargne"] == (
        "each point of fury: +1 DS of damage, the DS of the ticked column (14 at the start)"
    )


def test_the_round_s_two_columns_are_split_by_length() -> None:
    """The presenter splits a list into two columns of about the same length; the second
    carries on the first's numbering."""
    from kitgen.columns import halves

    cols = halves(["a" * 10, "b" * 10, "c" * 10, "d" * 10])
    assert [(c["start"], len(c["items"])) for c in cols] == [(0, 2), (2, 2)]
    cols = halves(["a" * 60, "b" * 10, "c" * 10, "d" * 10])
    assert [len(c["items"]) for c in cols] == [1, 3]
    steps = _values()["sequence"]
    assert [len(c["items"]) for c in steps] == [2, 4] and steps[1]["start"] == 2


# --- issue 39: the print-shop proof ----------------------------------------------------------


def test_every_hero_card_carries_the_same_boxes_at_the_same_places() -> None:
    """Issue 39: the heroism box was on Ildar's card alone. Every hero card of the family
    has the family's boxes (cooldown up to the longest, 5; heroism, at least one), those a
    hero has not crossed out, in the foot of the card; its class block as tall as the
    tallest's, so the tables start level."""
    heroes = [f["card"] for s in _values()["hero_deck"]["sheets"] for f in s["fronts"]]
    assert [(len(c["cooldown_boxes"]), len(c["heroism_boxes"])) for c in heroes] == [(5, 1)] * 4
    usable = {c["name"]: [b is not None for b in c["cooldown_boxes"]].count(True) for c in heroes}
    assert usable == {
        "Dame Ysolde Marcaire": 3,
        "Ildar Adeldiral": 5,
        "Bey Kavelec": 3,
        "Nayla la Voilée": 2,
    }
    # Dame Ysolde's box is the commander's pool (pass 8), Ildar's his own point; round 6:
    # the Bey and Nayla, important NPCs, one point each (seed 002, "L'héroïsme")
    assert [c["heroism_boxes"] for c in heroes] == [[""]] * 4
    assert len({c["type"] for c in heroes}) == 1 and "--jw-head-block:" in heroes[0]["type"]


def test_no_ruling_code_on_the_page_only_marks_and_the_note(gm_pages: list[str]) -> None:
    """Issue 39: "(arbitrage O11)", "crit. (O11)" read as the tool's vocabulary; a page
    sets a raised mark where a ruling applies, and the GM's last text page (the races)
    says what each mark means: each ruling by its title, in words, with no code."""
    t = system_text("fr", "jdrwiki")
    note = gm_pages[12][gm_pages[12].index(t("rulings.title")) :]
    for number, page in enumerate(gm_pages, 1):
        assert not re.search(r"\(?(arbitrage|ruling|Règle) [A-Z]\d+", page), number
        assert not re.search(r"\([JO]\d+\)", page), number
        assert "Notre jet" not in page and "kitgen odds" not in page, number
    known = rulings("fr")
    for code in ("J4", "O2", "O3", "O10", "O11", "O12", "O13", "O15", "O16"):
        title = " ".join(known[code].title.split())
        assert title[1:] in note, code  # (its first letter set as a capital)
    values = _values()
    assert "ruling-mark" in values["overview"][-1] and "O11" not in values["overview"][-1]


def test_numbers_print_whole_where_they_are(gm_pages: list[str]) -> None:
    """Issue 39: a chance on one d20 is a multiple of 5 % ("80 %", not "80,0 %"); hit
    points and a mean of damage are whole ("1 514", not "1 513,7"); a race's chance is
    never "≈ < 0,1 %"."""
    for number, page in enumerate(gm_pages, 1):
        assert not re.search(r"\d,\d\s?%", page), number
        assert "≈ <" not in page and "≈ >" not in page, number
    races = gm_pages[12]
    assert "1 514" in races and "1 513,7" not in races and "< 1 %" in races
    assert "126,5" not in gm_pages[8] and "127" in gm_pages[8]  # the Archers' mean hit
