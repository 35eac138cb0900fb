"""Bloodlust, the print-shop proof's tenth pass: what a fresh reader of the example's pages
reported after round 9, each a test that fails for the reason it names. The kit's
context only: no PDF is laid out here.
"""

from __future__ import annotations

from typing import Any

import pytest
from markupsafe import Markup

from kitgen.build import print_settings
from kitgen.cards import Kit
from kitgen.pipeline import load
from kitgen.systems.bloodlust import presenter
from kitgen.systems.bloodlust.texts import PAGE
from kitgen.systems.bloodlust.tokens import FLAT_GAP, flat_height
from tests.conftest import ROOT

EXAMPLE = ROOT / "armies" / "gue-de-varenne.yaml"


def _context(paper: str, lang: str, audience: str = "gm", duplex: str = "off") -> dict[str, Any]:
    loaded = load(EXAMPLE, lang=lang)
    settings = print_settings(loaded, paper=paper, audience=audience, duplex=duplex)
    kit = Kit(settings, loaded.text)
    return presenter.context(loaded.plan, loaded.text, kit)


@pytest.fixture(scope="module")
def fr() -> dict[str, Any]:
    return _context("a4", "fr")


@pytest.fixture(scope="module")
def en() -> dict[str, Any]:
    return _context("letter", "en")


def _tokens(context: dict[str, Any]) -> list[dict[str, Any]]:
    return [k for page in context["unit_tokens"]["pages"] for row in page["rows"] for k in row]


def test_unit_tokens_are_as_tall_as_their_lines_on_a_closed_grid(fr: dict[str, Any]) -> None:
    """Item 1: the unit tokens were 50 mm tall, 60 % of them blank under their lines.
    One height for the family, the tallest token's lines; the tokens touch (each cut is
    two tokens' edge), and the last row is closed with blank tokens."""
    tokens = _tokens(fr)
    size = fr["unit_tokens"]["size"]
    tallest = max(flat_height(k) for k in tokens)
    assert size["height"] == f"{tallest:.1f}mm"
    assert tallest < 45.0
    assert FLAT_GAP == 0.0 and size["gap"] == "0mm"
    (page,) = fr["unit_tokens"]["pages"]
    assert (len(tokens), page["spare"]) == (10, 2)  # 10 tokens, a row of 3 closed by 2
    # a shooting unit's token has one more line than a melee one
    by_name = {k["name"]: k for k in tokens}
    assert flat_height(by_name["Archers du Val"]) > flat_height(by_name["Orques noirs"])


def test_the_grids_situation_letters_print_in_ink_not_in_red() -> None:
    """Item 2: the small letters in the odds cells were the accent red at 7.5 pt, faint in
    a greyscale print: they are the ink's black at 8 pt, underlined, in both copies (one
    stylesheet)."""
    css = (ROOT / "templates" / "bloodlust" / "kit.css").read_text(encoding="utf-8")
    rule = next(line for line in css.splitlines() if line.startswith("table.match .marks"))
    assert "color: var(--ink)" in rule and "font-size: 8pt" in rule
    assert "underline" in rule and "accent" not in rule


def test_english_says_size_for_eff_not_str(en: dict[str, Any]) -> None:
    """Item 3: "STR" read as strength; EFF counts heads, so the English kit says SIZE, on
    the sheets, the tokens, the key and the rulings; French keeps EFF."""
    sheets = {s["name"]: s for s in en["sheet_deck"]["items"]}
    assert sheets["Knights of the Order"]["stat_rows"][0][0]["label"] == "SIZE"
    assert en["field"]["abbrev"].startswith("SIZE: fighters")
    assert PAGE["sheet.eff"] == ("SIZE", "EFF")
    assert not any("STR" in en_text for en_text, _ in PAGE.values())
    from kitgen.i18n.ruling_notes import TEXT

    notes = [TEXT[k][0] for k in TEXT if k[0] in "BL" and k[1:].isdigit()]
    assert not any(" STR" in n for n in notes)
    assert any("SIZE" in n for n in notes)


def test_the_catapults_are_immobile_and_their_shot_falls_with_the_crew(
    fr: dict[str, Any],
) -> None:
    """Item 4: the seed (II-4) has catapults stay where they are set up: the battery's
    equipment says so; its shooting power falling with the crew is ruling L8, marked on
    the GM's PUI TIR total."""
    sheets = {s["name"]: s for s in fr["sheet_deck"]["items"]}
    battery = sheets["Batterie de catapultes"]
    assert battery["equipment"].startswith("3 catapultes, immobiles")
    shot = dict(battery["breakdowns"])["PUI TIR totale"]
    assert isinstance(shot, Markup)
    assert "baisse avec les servants" in shot and "ruling-mark" in shot
    # a troop's PUI TIR total carries no such mark
    archers = dict(sheets["Archers du Val"]["breakdowns"])["PUI TIR totale"]
    assert "ruling-mark" not in str(archers)


def test_the_engagement_odds_say_what_they_count_and_leave_out(
    fr: dict[str, Any], en: dict[str, Any]
) -> None:
    """Item 5: nothing said whether the 10-turn odds included the ford's rules: one line
    under their key says they leave the ground and its rules out, naming the ford."""
    said = [v["engage_scope"] for v in fr["matchups"] if v["engage_scope"]]
    assert len(said) == 1  # once, under the key
    assert "laissent de côté le terrain et ses règles propres (le gué)" in said[0]
    said = [v["engage_scope"] for v in en["matchups"] if v["engage_scope"]]
    assert "leave out the ground and its own rules (the ford)" in said[0]


@pytest.mark.parametrize(
    ("audience", "duplex"), [("gm", "off"), ("players", "off"), ("gm", "long")]
)
def test_page_one_gives_the_rulings_page_its_number(audience: str, duplex: str) -> None:
    """Item 6: page 1 named the rulings' page by its title only; the title is a
    cross-reference now, the layout printing its page number after it, and the anchor is
    on the quick reference's last page title (GM, players, duplex)."""
    context = _context("a4", "fr", audience, duplex)
    said = context["field"]["rulings"]
    assert 'href="#bl-rulings-page"' in said
    assert "«\u202fAide-mémoire — Moral et manœuvres\u202f»</a>." in said
    assert context["rulings_anchor"] == "bl-rulings-page"
    template = (ROOT / "templates" / "bloodlust" / "kit.html.j2").read_text(encoding="utf-8")
    assert '{% if pg.last %} id="{{ rulings_anchor }}"{% endif %}' in template


# --- round 11: what a fresh reader reported after round 10 ----------------------------------


def _sheets(context: dict[str, Any]) -> dict[str, dict[str, Any]]:
    return {s["name"]: s for s in context["sheet_deck"]["items"]}


def test_the_troll_is_counted_by_its_hit_points_on_page_one_and_its_sheet(
    fr: dict[str, Any], en: dict[str, Any]
) -> None:
    """Round 11, item 1: page 1 counted the troll as one combatant while its sheet let
    EFF 200 engage it (5 × its 40 hit points, seed III-1 and IV-1: a monster's EFF is
    its hit points). Both now say the hit points: page 1 the fighters, then the monster
    with its hit points; the sheet's limit multiplies its hit points."""
    horde = fr["sides"][1]["lines"][0]
    assert "355\u00a0combattants et un monstre (40\u00a0points de vie)" in horde
    assert "compte pour un" not in horde
    assert "355 fighters and a monster (40 hit points)" in en["sides"][1]["lines"][0]
    troll = _sheets(fr)["Troll de la Combe"]["multiple_line"]
    assert "5 × ses points de vie = 200" in troll
    assert "5 × its hit points = 200" in _sheets(en)["Troll of the Combe"]["multiple_line"]
    # a troop's line reads as before
    assert "5 × le sien = 300" in _sheets(fr)["Archers du Val"]["multiple_line"]


def test_the_rally_line_says_the_general_rallies_from_within_the_unit(
    fr: dict[str, Any], en: dict[str, Any]
) -> None:
    """Round 11, item 2: "(65 %, avec l'unité seulement)" read two ways; the seed rallies
    with someone in the unit's ranks (I-6: "dans ses rangs"): said so, both languages."""
    for sheet in _sheets(fr).values():
        assert "avec l’unité seulement" not in sheet["rally"]
    assert (
        "(65\u202f%, dans les rangs de l’unité seulement)"
        in (_sheets(fr)["Milice du bourg"]["rally"])
    )
    assert "only in the unit’s ranks" in _sheets(en)["Town Militia"]["rally"]


def test_the_turn_line_sits_in_the_band_under_the_name_on_every_sheet(
    fr: dict[str, Any],
) -> None:
    """Round 11, item 3: "À chaque tour : INI + d10…" sat in the left column on some
    sheets, the right on others: it is in the band under the name on every sheet (one
    place in the template, no column's choice left)."""
    template = (ROOT / "templates" / "bloodlust" / "kit.html.j2").read_text(encoding="utf-8")
    assert template.count("s.turn_line") == 1
    band = next(line for line in template.splitlines() if "sheet-band" in line)
    assert "s.turn_line" in band
    assert not any("turn_left" in s for s in _sheets(fr).values())


def test_the_engagement_grids_hatch_what_is_lost(fr: dict[str, Any]) -> None:
    """Round 11, item 4: the grids' "lost" was a pale grey, close to the white of
    "undecided" in greyscale: it is hatched under a clear gap, and the key says so."""
    view = fr["matchups"][0]
    row = next(r for r in view["engage_rows"] if r["attacker"] == "Archers du Val")
    cell = row["cells"][view["defenders"].index("Gobelins de la Combe")]
    assert "repeating-linear-gradient(135deg" in cell["bar"]
    assert "transparent" in cell["bar"] and "#dccdb0" not in cell["bar"]
    key = str(view["engage_help"][0])
    assert "perdu hachuré" in key and "perdu clair" not in key


def test_the_fold_up_tokens_say_which_face_goes_toward_the_players() -> None:
    """Round 11, item 5: the hidden units' tokens did not say which face to turn to the
    players."""
    from kitgen.systems.bloodlust.words import WORDS

    en, fr_text = WORDS["token.how"]
    assert "face «\u202f?\u202f» vers les joueurs" in fr_text
    assert "its “?” face toward the players" in en


def test_a_face_down_sheet_names_its_kind_once(fr: dict[str, Any], en: dict[str, Any]) -> None:
    """Round 11, item 7: "Unité · Unité face cachée" said the kind twice."""
    assert _sheets(fr)["Archers du Val"]["kind"] == "Unité face cachée"
    assert _sheets(en)["Archers of the Val"]["kind"] == "Unit, face down"
    assert _sheets(fr)["Orques noirs"]["kind"] == "Unité"
    template = (ROOT / "templates" / "bloodlust" / "kit.html.j2").read_text(encoding="utf-8")
    assert 't("sheet.face_down")' not in template
