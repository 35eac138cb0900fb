"""JdRWiki's print design (issue 21): the round first, pencil boxes a pencil can fill,
chances in words and bars, damage that reads as a grid, a legend for the short heads,
names that never need an article, cards whose type fits their content.

The presenter's values are checked without rendering; one GM kit of the example is laid
out once for the PDF text and the boxes' sizes.
"""

from __future__ import annotations

import re
from fractions import Fraction
from typing import Any

import pytest

from kitgen.build import compose_copy, print_settings
from kitgen.cards import Kit
from kitgen.pipeline import load
from kitgen.printing import PLAYERS
from kitgen.render import compose, lay_out
from kitgen.systems.jdrwiki import army_sheet, cards
from kitgen.systems.jdrwiki import presenter as jdrwiki
from kitgen.systems.jdrwiki.odds_page import odds_word
from tests.conftest import ROOT, ExampleKits, pdf_text, system_text

EXAMPLE = ROOT / "armies" / "colline-d-ardoise.yaml"
PX_MM = 25.4 / 96
"""Millimetres in a CSS pixel (WeasyPrint lays out in CSS pixels)."""


def _values(lang: str = "fr", audience: str = "gm") -> dict[str, Any]:
    loaded = load(EXAMPLE, lang=lang)
    chosen = print_settings(loaded, audience=audience)
    return jdrwiki.context(loaded.plan, loaded.text, Kit(chosen, loaded.text))


@pytest.fixture(scope="module")
def gm_pages(example_kits: ExampleKits) -> list[str]:
    """The example's game master's kit, as the session built it (without a warning)."""
    assert example_kits.said_about(EXAMPLE, "fr") == []
    return [" ".join(page.split()) for page in pdf_text(example_kits.own(EXAMPLE).read_bytes())]


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
    # then four odds pages, the races of army against army, the criteria, the cards
    assert t("jw.race.title") in gm_pages[10]
    assert len(gm_pages) == 14


def test_an_army_is_two_pages_what_it_is_then_its_tracker(gm_pages: list[str]) -> None:
    front, tracker = gm_pages[2], gm_pages[3]
    assert "Attaque en force" in front and "Chevaliers" in front  # skills and troops
    assert "Loreval — suivi de la bataille" in tracker
    assert "Points d’avantage" in tracker and "Corps Garde de la colline" in tracker


# --- pencil boxes ---------------------------------------------------------------------------


def test_every_pencil_box_takes_a_pencil(boxes: list[tuple[str, float, float]]) -> None:
    """No box under 6 mm; the hit-point, heroism and cooldown boxes 8 mm; the advantage
    number line, 26 boxes on one line, 6.6 mm."""
    assert boxes
    for classes, width, height in boxes:
        assert min(width, height) >= 6.0, (classes, width, height)
    line = [b for b in boxes if "jw-adv" in b[0]]
    assert len(line) == 2 * 26 and all(abs(w - 6.6) < 0.1 for _, w, _ in line)
    others = [b for b in boxes if "jw-adv" not in b[0]]
    # 2 × 20 + 20 hit-point boxes, 1 commander's heroism, cooldowns 3 + 5 + 3 + 2, Ildar's heroism
    assert len(others) == 60 + 1 + 13 + 1
    assert all(7.9 < w < 8.6 for _, w, _ in others), others


def test_the_tracker_s_round_grid_takes_the_room_the_tracks_leave() -> None:
    """One line a round: 10 under one body's track, 6 under two on A4 (4 on Letter,
    shorter); three bodies' tracks fill the page: no grid, rather than one spilling onto
    a page of its own."""
    loreval, ost = (a for a in _values()["army_deck"]["items"])
    assert (len(loreval["bodies"]), len(loreval["log_rows"])) == (2, 6)
    assert (len(ost["bodies"]), len(ost["log_rows"])) == (1, 10)
    assert loreval["advantage"][12]["start"] and loreval["advantage"][12]["n"] == "+2"
    letter = 279.4
    assert [army_sheet.log_rows(letter, n) for n in (1, 2, 3)] == [10, 4, 0]
    assert army_sheet.log_rows(297.0, 3) == 0


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
    assert (massive["need"], massive["chance"], massive["bar"]) == ("11+", "50,0\u202f%", "50.0%")
    assert massive["words"] == "à pile ou face"
    assert (subtle["need"], subtle["bar"], subtle["words"]) == ("5+", "80.0%", "très probable")


def test_a_hit_s_damage_is_a_grid_by_total_of_the_dice(gm_pages: list[str]) -> None:
    """Issue 21: '1 140 2 154' read as 1140. Each total of the dice has a column of its
    own; the damage alone fills the cell."""
    page = _values()["odds"][0]
    assert page["faces"] == [1, 2, 3, 4, 5, 6, 7, 8]
    power, _, combined, _ = page["hits"]
    assert power["cells"] == ["140", "154", "168", "182", "", "", "", ""]
    assert combined["cells"] == ["", "154", "168", "182", "196", "210", "224", "238"]
    odds = gm_pages[6]
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
        ("Init", "Initiative"),
    ):
        assert f"{short} {long}" in legend
        assert f"{short} {long}" in gm_pages[11]
    assert "Sape Sape" not in legend
    assert "Loreval — d’où viennent les chiffres" in gm_pages[11]
    assert "Ost du Bey — d’où viennent les chiffres" in gm_pages[11]


def test_a_name_never_needs_an_article() -> None:
    """French puts an article before a zone's or a corps' name ('de la Colline'); the
    kit's sentences are written so that none is needed ('Notre zone : Colline…')."""
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


def test_a_card_s_type_step_follows_its_content() -> None:
    """The fortified hill (three characteristics, seven rows) takes the smallest step, the
    plain by the ford (weather only) the largest; more text never means larger type."""
    deck = _values()["zone_deck"]
    zones = {f["card"]["name"]: f["card"]["step"] for s in deck["sheets"] for f in s["fronts"]}
    assert zones["Colline d'Ardoise"] == "s" and zones["Plaine du Gué"] == "xl"
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
    (loreval, _) = _values(audience=PLAYERS)["army_deck"]["items"]
    rows = {r["name"]: r for g in loreval["skill_groups"] for r in g["rows"]}
    assert rows["Sape"]["uses"] == "Affaiblir, Chausse-trappe, Minage"
    assert rows["Parade"]["uses"].startswith("contre\u202f: Assaut combiné, Assaut massif")
    assert rows["Initiative"]["uses"] == "le jet d’initiative"
    assert all(r["breakdown"] == "" for r in rows.values())


def test_english_calls_hargne_fury() -> None:
    t = system_text("en", "jdrwiki")
    assert t("jw.spend.hargne") == "fury"
    (loreval, _) = _values(lang="en")["army_deck"]["items"]
    assert loreval["bodies"][0]["hargne"] == "each point of fury: +14 damage"


def test_the_round_s_two_columns_are_split_by_length() -> None:
    """The presenter splits a list into two columns of about the same length; the second
    carries on the first's numbering."""
    from kitgen.columns import halves

    cols = halves(["a" * 10, "b" * 10, "c" * 10, "d" * 10])
    assert [(c["start"], len(c["items"])) for c in cols] == [(0, 2), (2, 2)]
    cols = halves(["a" * 60, "b" * 10, "c" * 10, "d" * 10])
    assert [len(c["items"]) for c in cols] == [1, 3]
    steps = _values()["sequence"]
    assert [len(c["items"]) for c in steps] == [3, 3] and steps[1]["start"] == 3
