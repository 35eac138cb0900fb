"""Bloodlust, the print-shop proof's readers (issue 39, rounds 9 and 10): what a GM reading
the example's pages reported, each a test that fails for the reason it names. The kit's
context only: no PDF is laid out here, but French Letter's once (round 13) and page 1
alone on each paper (round 19b).
"""

from __future__ import annotations

import re
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest
from markupsafe import Markup

from kitgen.build import print_settings
from kitgen.cards import Kit
from kitgen.errors import KitError
from kitgen.pipeline import load
from kitgen.systems.bloodlust import presenter
from kitgen.systems.bloodlust.texts import PAGE
from kitgen.systems.bloodlust.tokens import FLAT_GAP, flat_height
from kitgen.systems.bloodlust.words import WORDS
from tests.conftest import ROOT, pdf_text

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


def test_the_roster_and_the_tokens_give_a_shooting_unit_s_att_when_it_shoots(
    fr: dict[str, Any],
) -> None:
    """gm-02 showed only the melee ATT: the crossbows, longbows and goblins' short bows
    shoot at another ATT (seed II-2), which the GM read off a sheet."""
    roster = {u["name"]: u for a in fr["armies"] for u in a["units"]}
    roster |= {u["name"]: u for u in fr["hidden_roster"]}
    assert (
        roster["Arbalétriers renégats"]["att"],
        roster["Arbalétriers renégats"]["att_tir"],
    ) == (
        "0",
        "+1",
    )
    assert roster["Gobelins de la Combe"]["att_tir"] == "−1"
    assert roster["Archers du Val"]["att_tir"] == "+1"
    assert roster["Chevaliers de l'Ordre"]["att_tir"] == "—"  # no missiles
    tokens = [k for page in fr["face_down"]["pages"] for row in page["rows"] for k in row]
    archers = next(k for k in tokens if k["name"] == "Archers du Val")
    assert ("ATT (tir)", "+1") in archers["stats"]


def test_a_war_machine_lends_one_support_figure(fr: dict[str, Any]) -> None:
    """The battery said "en mêlée +1 ATT · machines de guerre +3 ATT": a machine lends its
    table's value (seed III-4, catapults +3), and a shooting unit one support or the
    other, said as a choice."""
    sheets = {s["name"]: s for s in fr["sheet_deck"]["items"]}
    assert sheets["Batterie de catapultes"]["support"][0] == "+3\u00a0ATT, en machines de guerre"
    assert not any("mêlée" in x for x in sheets["Batterie de catapultes"]["support"])
    assert sheets["Archers du Val"]["support"][0] == "+2\u00a0ATT en mêlée, ou +3\u00a0ATT au tir"


def test_a_character_with_a_unit_says_which_on_the_first_page(fr: dict[str, Any]) -> None:
    baronnie = fr["sides"][0]["lines"]
    said = next(x for x in baronnie if x.startswith("Avec eux"))
    assert "Sire Aymeric (PJ, unité\u00a01)" in said
    # the archers are the players' own face-down unit: numbered with the shown ones
    assert "Maître Orvin (unité\u00a03)" in said


def test_the_ford_s_own_rules_are_headed_as_the_scenario_s(fr: dict[str, Any]) -> None:
    rules = fr["field"]["crossing_rules"]
    assert rules["set_label"] == "Règles du scénario"
    assert "au plus un soutien de tir et un de mêlée" in rules["set"][0]


def test_unit_sheets_end_in_one_notes_area_where_the_page_has_room(
    fr: dict[str, Any], en: dict[str, Any]
) -> None:
    """The sheets' foot was 15–18 % empty on A4: every sheet of the family runs to the
    page's foot and rules what is left for notes. On Letter the sheets lacked the area
    the A4 ones have (proof 10, item 5): each sheet the line budget leaves room keeps
    it, a clipped block; a crowded one keeps none rather than a sliver. (Round 3: the
    two most crowded, the pikes and the archers, set their rows in three blocks on
    Letter, and keep their area.)"""
    assert {s["fill"] for s in fr["sheet_deck"]["items"]} == {"268.0mm"}
    letter = {s["name"]: s["fill"] for s in en["sheet_deck"]["items"]}
    # round 6: the goblins' sheet, whose budget had left it 0.5 mm, now keeps its area
    # too (checked on the page: it ends at the foot, nothing clipped)
    kept = {name for name, fill in letter.items() if fill}
    assert kept == {
        "Goblins of the Combe",
        "Varenne Pikemen",
        "Archers of the Val",
        "Knights of the Order",
        "Catapult Battery",
        "Town Militia",
        "Black Orcs",
        "Troll of the Combe",
        "Renegade Crossbowmen",
        "Wolf Riders",
    }
    assert {letter[name] for name in kept} == {"250.4mm"}  # 279.4 − 27 − 2


def test_the_tokens_say_what_seen_from_afar_is_for(fr: dict[str, Any], en: dict[str, Any]) -> None:
    from kitgen.systems.bloodlust.words import WORDS

    assert "«\u202fVu de loin\u202f»" in WORDS["token.how"][1]
    assert "“Seen from afar”" in WORDS["token.how"][0]
    assert fr["face_down"]["pages"] and en["face_down"]["pages"]


def test_a_character_card_s_title_is_the_name_and_its_subtitle_the_role(
    fr: dict[str, Any],
) -> None:
    """ "MAÎTRE ORVIN, MAGE DE BATAILLE" took two lines of the title bar, so that card's
    body sat lower than its neighbour's."""
    cards = [f["card"] for sheet in fr["character_deck"]["sheets"] for f in sheet["fronts"]]
    orvin = next(c for c in cards if c["name"].startswith("Maître Orvin"))
    assert orvin["name"] == "Maître Orvin"
    assert orvin["role"] == "Mage de bataille · PNJ remarquable"
    assert all(", " not in c["name"] for c in cards)


def test_every_close_fight_is_worded_closest_first(fr: dict[str, Any]) -> None:
    """Round 19, item 1: the close fights were capped at three and skipped a pair worded
    the other way round on the other page, leaving out the orcs engaging the pikes (48/52,
    the ford's pivot) and the crossbows engaging the catapults (59/41), while the title
    promised every fight whose favourite wins 60 % or less. Every such fight is worded
    now, closest first, the pikes engaging the orcs on the barony's page and the orcs
    engaging the pikes on the Horde's (who engages whom makes another fight)."""
    from kitgen.systems.bloodlust.pairings import pairings

    plan = load(EXAMPLE, lang="fr").plan
    machines = {u.unit.name for a in plan.armies for u in a.units if u.kind == "war_machine"}
    for view, army in zip(fr["matchups"], plan.armies, strict=True):
        close = sorted(
            (
                p
                for p in pairings(plan)
                if p.attacker_army == army.name
                and p.followed
                and p.attacker not in machines
                and max(p.engagement.win) <= presenter.CLOSE_FAVOURITE
            ),
            key=lambda p: abs(p.engagement.win[0] - p.engagement.win[1]),
        )
        assert [c["pair"] for c in view["engage_closest"]] == [
            f"{p.attacker} → {p.defender}" for p in close
        ]
    horde = [c["pair"] for c in fr["matchups"][1]["engage_closest"]]
    assert horde[0] == "Orques noirs → Piquiers de Varenne"
    assert "Arbalétriers renégats → Batterie de catapultes" in horde
    assert fr["matchups"][0]["engage_closest"][0]["pair"] == ("Piquiers de Varenne → Orques noirs")


def test_the_units_page_title_does_not_promise_morale(fr: dict[str, Any]) -> None:
    titles = [p["title"] for p in fr["quick"]["pages"]]
    assert titles.count("Moral et manœuvres") == 1
    assert not any("moral" in x.lower() for x in titles if x != "Moral et manœuvres")


def test_the_matchup_caption_reads_d10_plus_the_modifier() -> None:
    from kitgen.systems.bloodlust.words import WORDS

    assert "d10 + modificateur" in WORDS["match.key"][1]
    assert "d10 + lui" not in WORDS["match.key"][1]


# proof 10 (a print designer and GM, 8/10): each item a test that fails without its fix


def test_the_tokens_page_is_a_plain_block_not_a_flex_column() -> None:
    """Item 1: the face-down tokens' page was a flex column, slow in WeasyPrint; it is a
    block as tall as the page, clipped, its notes area as tall as the page (same look)."""
    css = (ROOT / "templates" / "bloodlust" / "kit.css").read_text(encoding="utf-8")
    rules = [line for line in css.splitlines() if line.startswith("section.tokens")]
    assert not any("flex" in line for line in rules)
    assert "section.tokens { display: block; overflow: hidden; }" in rules
    assert any(".token-notes { height: 100%; overflow: hidden;" in line for line in rules)


def test_the_field_shows_where_each_general_stands(fr: dict[str, Any], en: dict[str, Any]) -> None:
    """Item 2: where the generals stand was nowhere; the example's file does not say, so
    the drawing of the field gives each army's general a line to write it on."""
    bands = [*fr["field"]["top"], fr["field"]["bottom"]]
    generals = {b["name"]: b["general"] for b in bands}
    assert generals["Baronnie de Rocheclaire"] == {
        "name": "Baronne Héloïse de Rocheclaire",
        "label": "Emplacement",
        "text": "",
    }
    assert generals["Horde de Grishak"]["name"] == "Grishak Brise-Crâne"
    assert en["field"]["bottom"]["general"] == {
        "name": "Baroness Héloïse de Rocheclaire",
        "label": "Position",
        "text": "",
    }


def test_a_general_s_position_comes_from_the_battle_file_when_it_says(tmp_path: Path) -> None:
    """Item 2: ``where`` on a general (``emplacement``) is printed instead of the line."""
    import yaml

    data = yaml.safe_load(EXAMPLE.read_text(encoding="utf-8"))
    data["armies"][1]["general"]["where"] = {
        "fr": "avec les Orques noirs",
        "en": "with the Black Orcs",
    }
    path = tmp_path / "battle.yaml"
    path.write_text(yaml.safe_dump(data, allow_unicode=True), encoding="utf-8")
    loaded = load(path, lang="fr")
    kit = Kit(print_settings(loaded, paper="a4", audience="gm"), loaded.text)
    horde = presenter.context(loaded.plan, loaded.text, kit)["field"]["top"][0]["general"]
    assert horde == {
        "name": "Grishak Brise-Crâne",
        "label": "Emplacement",
        "text": "avec les Orques noirs",
    }


def test_the_turn_has_its_shooting_where_the_seed_puts_it(
    fr: dict[str, Any], en: dict[str, Any]
) -> None:
    """Item 3: the turn had no shooting. Seed III-3: a unit with missiles not in melee
    picks a target at its initiative (the engagement, step 3) and rolls with its PUI TIR,
    with no reply."""
    steps = [x for col in fr["turn"] for x in col["items"]]
    assert len(steps) == 6  # the seed's six phases
    assert "hors mêlée, tirent sur une cible à portée (PUI TIR, sans riposte)" in steps[2]
    assert steps[2].startswith("Par INI décroissante")
    en_steps = [x for col in en["turn"] for x in col["items"]]
    assert "not in melee, shoot one in range" in en_steps[2]


def test_the_rally_line_is_not_gendered(fr: dict[str, Any]) -> None:
    """Item 4: "où il se tient" was said of the baronne: a neutral wording."""
    lines = [x for a in fr["armies"] for x in a["leader"]["lines"]]
    assert not any("où il se tient" in x for x in lines)
    assert lines[0].startswith("Rallier l\u2019unité à ses côtés (d100)")


def test_the_fullest_character_card_keeps_a_margin_at_its_foot() -> None:
    """Item 6: Orvin's card (the smallest step) had its wound tally on the card's edge:
    that step sets its wound table closer, and every card keeps a padding at its foot."""
    css = (ROOT / "templates" / "bloodlust" / "kit.css").read_text(encoding="utf-8")
    assert ".kind-character_card .frame .char { padding-bottom: 2mm; }" in css
    assert ".char.step-small table.char-wounds td" in css


# --- round 2 of the fresh GM's read (the example's numbers, marks, the tortoise) -----------


def _sheets(context: dict[str, Any]) -> dict[str, dict[str, Any]]:
    return {s["name"]: s for s in context["sheet_deck"]["items"]}


def test_heloise_adds_a_tenth_of_her_command_as_grishak_does(fr: dict[str, Any]) -> None:
    """Héloïse had Commandement 65 % and +3: a percentage system adds 1/10 of the
    general's skill to the d10 (seed I-3), rounded down as Grishak's 25 % gives +2."""
    heloise, grishak = (a["leader"] for a in fr["armies"])
    assert heloise["head"].startswith("+6 au d10")
    assert grishak["head"].startswith("+2 au d10")
    assert not fr["warnings"]


def test_a_general_whose_bonus_is_not_a_tenth_of_the_command_is_warned(
    tmp_path: Path,
) -> None:
    """A `bonus:` that is not the tenth of a percentage Commandement: a warning, said on
    the GM's page as a sentence, and an error under --strict."""
    text = EXAMPLE.read_text(encoding="utf-8")
    assert "Rocheclaire, bonus: 6," in text
    battle = tmp_path / "battle.yaml"
    battle.write_text(text.replace("Rocheclaire, bonus: 6,", "Rocheclaire, bonus: 3,"), "utf-8")
    loaded = load(battle, lang="fr")
    assert [w.code for w in loaded.plan.warnings] == ["general_bonus_not_tenth"]
    kit = Kit(print_settings(loaded, paper="a4", audience="gm"), loaded.text)
    said = str(presenter.context(loaded.plan, loaded.text, kit)["warnings"][0])
    assert said.startswith("Baronne Héloïse de Rocheclaire a Commandement 65")
    assert "soit +6" in said and "`" not in said
    with pytest.raises(KitError, match="bonus: 6"):
        load(battle, lang="fr", strict=True)
    # a Commandement that is no percentage (another game's skill) is not checked
    other = text.replace('command: "Commandement 65 %"', "command: Chef de guerre")
    battle.write_text(other.replace("Rocheclaire, bonus: 6,", "Rocheclaire, bonus: 3,"), "utf-8")
    assert not load(battle, lang="fr").plan.warnings


def test_the_troll_is_a_large_creature(fr: dict[str, Any]) -> None:
    """The seed names trolls among the large creatures (+1 ATT, +1 DEF), not the very
    large ones (dragons, elephants: +2 to +5)."""
    troll = _sheets(fr)["Troll de la Combe"]
    parts = dict(troll["breakdowns"])
    assert parts["ATT"] == "grandes créatures +1"
    assert parts["DEF"] == "grandes créatures +1"
    assert "très grandes" not in " ".join(parts.values())


def test_the_militia_s_pui_says_the_scenario_set_it(fr: dict[str, Any]) -> None:
    """The reference lists militia among the average fighters (1 to 1.5): the town
    militia's 0.7 departs from it, so its sheet says the scenario set it."""
    milice = _sheets(fr)["Milice du bourg"]
    assert dict(milice["breakdowns"])["PUI"].startswith("0,7 (fixée par le scénario), sous ")


def test_the_readings_printed_carry_their_ruling_s_mark(fr: dict[str, Any]) -> None:
    """Morale only for units that lost men this turn (B6), the rows past 30 and the PUI
    past 1000 (B2), ranged support rounded down (B5), losses capped at the defender's
    EFF (L9): the rules do not say them, so each carries its ruling's mark where printed;
    the matchups' legend says what the cap does."""
    mark = 'class="ruling-mark"'
    morale = next(s for col in fr["turn"] for s in col["items"] if "perdu du monde" in s)
    assert mark in morale
    assert mark in fr["row_rule"] and "au-delà de 30" in fr["row_rule"]
    assert str(fr["quick"]["casualty"]["help"]).count(mark) == 2
    support = next(r for r in fr["quick"]["rules"] if "arrondi au-dessous" in r)
    assert mark in support
    legend = str(fr["matchups"][0]["help"][0])
    assert "au plus l’EFF du défenseur" in legend and mark in legend
    assert not fr["matchups"][1]["help"]  # said once


def test_the_tortoise_says_when_it_holds_and_has_a_box(
    fr: dict[str, Any], en: dict[str, Any]
) -> None:
    """ "+2 DEF tant qu'elle tient" gave no trigger: the seed has the unit place itself
    in a tortoise, so the line says it forms or leaves it at its choice, after a box."""
    for context, words in ((fr, "formée ou quittée au choix"), (en, "formed or left at the unit")):
        sheets = _sheets(context)
        pikes = sheets.get("Piquiers de Varenne") or sheets["Varenne Pikemen"]
        line = next(x for x in pikes["situational"] if "DEF" in x and words in x)
        assert str(line).startswith('<span class="use-box cond-box')
    # a box the morale boxes' size, on the line: the character cards' use boxes (6 mm)
    # had made the line a box high, its last word alone under it (tenth round)
    css = (ROOT / "templates" / "bloodlust" / "kit.css").read_text(encoding="utf-8")
    assert ".use-box.cond-box { width: 2.8mm; height: 2.8mm; margin: 0;" in css


def _feeble(tmp_path: Path) -> Path:
    """The example with the renegade crossbowmen's melee PUI cut to 0.2 (a total of 9):
    no roll of theirs in melee reaches row 9, where a PUI of 1-10 first inflicts a loss
    (round 14: Ugluk's row, which showed it, left the army grids)."""
    text = EXAMPLE.read_text(encoding="utf-8")
    old = "        eff: 45\n        pui: 1.5\n"
    assert text.count(old) == 1
    battle = tmp_path / "feeble.yaml"
    battle.write_text(text.replace(old, "        eff: 45\n        pui: 0.2\n"), encoding="utf-8")
    return battle


def test_a_fight_that_inflicts_nothing_says_zero(tmp_path: Path) -> None:
    """Ugluk's row read "0 (0–0)": a matchup whose every roll inflicts nothing says "0",
    without a range; not "never" (round 6), which the engagement grid under it says of a
    chance: one meaning a word."""
    battle = _feeble(tmp_path)
    for lang in ("fr", "en"):
        loaded = load(battle, lang=lang)
        settings = print_settings(loaded, paper="a4", audience="gm", duplex="off")
        context = presenter.context(loaded.plan, loaded.text, Kit(settings, loaded.text))
        never = "0"
        cells = [
            c
            for view in context["matchups"]
            for row in view["rows"]
            for c in row["cells"]
            if c and row["attacker"].startswith(("Arbalétriers", "Renegade"))
        ]
        assert cells and any(c["avg"] == never and not c["range"] for c in cells)
        assert not any(c["range"] == "0–0" for c in cells)


def test_a_routed_unit_has_no_charge_initiative(fr: dict[str, Any]) -> None:
    """A routed unit may not fight offensively (seed I-6): it charges no one, so its
    state gives no INI in a charge."""
    knights = _sheets(fr)["Chevaliers de l'Ordre"]
    disorganised, routed = knights["states"]
    assert "en charge" in disorganised["rest"]
    assert "en charge" not in routed["rest"]


def test_the_english_guide_quotes_with_curly_quotes() -> None:
    assert "“Only when…”" in WORDS["guide.row"][0]
    assert "'Only" not in WORDS["guide.row"][0]


# --- round 3 -----------------------------------------------------------------------------


def test_the_closest_fights_count_a_mutual_break_as_the_grid_does(fr: dict[str, Any]) -> None:
    """The odds page's closest fights said "Orques noirs 48, Piquiers 47, both broken 4"
    under a box that read won 47,2 % / lost 52,4 %: two ways of counting one fight. Both
    now count from the row's unit, a turn where both broke (seed I-4: the rolls of a turn
    are resolved at once) as a loss: the line's won and lost are the box's, rounded."""
    for view in fr["matchups"]:
        boxes = {
            f"{row['attacker']} → {name}": cell
            for row in view["engage_rows"]
            if not row["across"]  # a war machine's row: one line across, no boxes
            for name, cell in zip(view["defenders"], row["cells"], strict=True)
        }
        for fight in view["engage_closest"]:
            box = boxes[fight["pair"]]
            won = round(float(box["win"].split("\u202f")[0].replace(",", ".")))
            lost = round(
                float(box["below"].removeprefix("perdu ").split("\u202f")[0].replace(",", "."))
            )
            assert fight["glance"].startswith(
                f"En 10\u00a0tours, sur 100 combats\u202f: {won} gagnés, {lost} perdus"
            ), (fight["pair"], box, fight["glance"])
            assert "Victoires" not in fight["glance"]
    pikes = fr["matchups"][0]["engage_closest"][0]
    assert pikes["pair"] == "Piquiers de Varenne → Orques noirs"
    assert "52 perdus (dont 4 où les deux sont brisés au même tour)" in (pikes["glance"])


@pytest.fixture(scope="module")
def fr_letter() -> dict[str, Any]:
    return _context("letter", "fr")


def test_page_one_says_where_the_rulings_are_in_one_line_of_the_field_s_key(
    fr: dict[str, Any], fr_letter: dict[str, Any]
) -> None:
    """The French Letter copy grew from 23 pages to 25: page 1's notes area ran onto a
    page of its own. The sentence on where the rulings are took two lines under the
    events; it is one short line in the field's key now, and page 1 keeps its notes."""
    for context in (fr, fr_letter):
        assert context["rulings_where"] == ""
        said = context["field"]["rulings"]
        assert said.startswith("Un numéro cerclé renvoie à un arbitrage")
        assert "Aide-mémoire — Moral et manœuvres" in said
        # one line under the drawing: its words (round 10: the page's title is a
        # cross-reference, a link the layout follows with the page's number)
        assert len(said.striptags()) < 120


def test_a_sheet_too_full_for_two_blocks_of_rows_sets_three(
    fr: dict[str, Any], fr_letter: dict[str, Any]
) -> None:
    """On French Letter the archers' sheet (two spells, a mage) left no room for its
    casualty columns, which went onto a page of their own: its rows now stand in three
    blocks (1–10, 11–20, 21–30), the same rows and figures, each column's PUI over its
    range. On A4 the sheet keeps its two blocks."""

    def archers(context: dict[str, Any]) -> dict[str, Any]:
        own: dict[str, Any] = _sheets(context)["Archers du Val"]["own"]
        return own

    # round 19: the GM's sheets keep the rows of the battle's reach only (1-21 since
    # issue 39), so on A4 the archers' rows stand in two blocks (1-10, 11-21); on French
    # Letter they still need three
    tall, short = archers(fr), archers(fr_letter)
    assert not tall["thirds"] and [len(b) for b in tall["blocks"]] == [10, 11]
    assert short["thirds"] and [len(b) for b in short["blocks"]] == [7, 7, 7]
    rows = [[r["row"], r["cells"]] for b in short["blocks"] for r in b]
    assert rows == [[r["row"], r["cells"]] for b in tall["blocks"] for r in b]
    assert short["columns"][0]["band_lines"] == ["PUI", "61–70"]
    # every sheet keeps its two blocks on A4
    assert not [s["name"] for s in fr["sheet_deck"]["items"] if s["own"]["thirds"]]
    # the players' copy keeps the same rows (round 20): its sheet, without the GM's
    # lines, holds them in two blocks
    players = _context("letter", "fr", audience="players")
    assert [len(b) for b in _sheets(players)["Archers du Val"]["own"]["blocks"]] == [10, 11]


def test_the_gm_has_a_turn_log_under_the_tokens(
    fr: dict[str, Any], fr_letter: dict[str, Any], en: dict[str, Any]
) -> None:
    """A box a turn for each step of the seed's turn (I-3: characters, army roll,
    engagement, combats, losses, morale), on the tokens' page, whose notes area had the
    room: no page added, and only on the GM's copy (the players' has no tokens)."""
    for context in (fr, fr_letter, en):
        (page,) = context["face_down"]["pages"]
        log = page["turn_log"]
        assert log["turns"] == list(range(1, 11))
        assert len(log["steps"]) == 6
    steps = fr["face_down"]["pages"][0]["turn_log"]["steps"]
    assert steps[0] == "1. Actions des personnages"
    assert steps[1] == "2. Jet d’armée (initiative)"
    assert steps[-1] == "6. Moral et ralliement"
    assert en["face_down"]["pages"][0]["turn_log"]["steps"][3] == "4. Fights resolved"


def test_a_turn_log_too_wide_for_the_page_is_left_out() -> None:
    """48 turns do not fit across a page: no log (and no page added for one)."""
    from kitgen.systems.bloodlust.tokens import token_pages, turn_log

    loaded = load(EXAMPLE, lang="fr")
    settings = print_settings(loaded, paper="a4", audience="gm")
    tokens = [{"number": "Fiche 9", "name": "X", "where": ""}]
    assert token_pages(tokens, settings, turn_log(10, loaded.text))[0]["turn_log"]
    (page,) = token_pages(tokens, settings, turn_log(48, loaded.text))
    assert page["turn_log"] is None


def test_the_players_own_face_down_unit_stands_in_their_army_s_table() -> None:
    """Issue 39, round 3: the players' copy showed the baronnie's face-down archers in a
    table of their own under the Horde's, which pushed the turn guide onto a page alone;
    in their copy they are in their army's table, in number order, said face down. So
    does the GM's copy since round 9 (``test_the_gm_s_roster_keeps_the_face_down_units``)."""
    from kitgen.pipeline import for_players

    loaded = load(EXAMPLE)
    players, _ = for_players(loaded)
    kit = Kit(print_settings(players, paper="a4", audience="players"), players.text)
    shown = presenter.context(players.plan, players.text, kit)
    baronnie = shown["armies"][0]["units"]
    assert [u["number"] for u in baronnie] == sorted(u["number"] for u in baronnie)
    archers = next(u for u in baronnie if u["name"] == "Archers du Val")
    assert archers["kind"] == "face cachée"
    assert shown["hidden_roster"] == []


def _boxes(box: Any) -> Any:
    yield box
    for child in getattr(box, "children", ()):
        yield from _boxes(child)


@pytest.mark.parametrize("size", ["210mm 297mm", "8.5in 11in"])
def test_the_roster_is_as_wide_as_the_text_block(size: str) -> None:
    """Issue 39, round 4: the rosters' ten columns were given content widths, each
    padded 3.2 mm more, so the header's shading and rules ran 7 mm past the right margin
    on A4 and on Letter; laid out with the kit's own stylesheets, the table's border box
    is the text block's width."""
    from kitgen.render import lay_out

    head = "".join(f"<th>{w}</th>" for w in ["#", "Unités", "EFF", "PUI totale"])
    head += "".join(f"<th>{w}</th>" for w in ["PUI TIR totale", "INI", "ATT", "ATT tir"])
    head += "<th>DEF</th><th>Moral</th>"
    row = "<tr>" + "<td>1</td>" * 10 + "</tr>"
    html = (
        '<html><head><link rel="stylesheet" href="_base/kit.css">'
        '<link rel="stylesheet" href="bloodlust/kit.css">'
        f"<style>@page {{ size: {size} }}</style></head><body><section class='gm'>"
        f'<table class="grid roster"><thead><tr>{head}</tr></thead>'
        f"<tbody>{row}</tbody></table></section></body></html>"
    )
    page = lay_out(html).pages[0]._page_box
    cells = [b for b in _boxes(page) if type(b).__name__ == "TableCellBox"]
    right = max(c.position_x + c.margin_left + c.border_width() for c in cells)
    assert right == pytest.approx(page.content_box_x() + page.width, abs=0.5)


def test_the_army_roll_s_bars_keep_their_room_in_french() -> None:
    """Issue 39, round 4: the French odds of the army roll showed "79 % / 15 % / 6 %"
    and no bars: the long labels, set on one line, squeezed the bars' column to nothing.
    Laid out as page 2 sets it, every bar's cell is at least 12 mm wide."""
    from kitgen.render import lay_out

    ctx = _context("a4", "fr")
    rows = "".join(
        f'<tr><td class="bar-label">{b.label}</td><td class="bar-cell">'
        f'<span class="bar" style="width: {b.width}"></span></td>'
        f'<td class="bar-value">{b.value}</td></tr>'
        for b in ctx["initiative"]
    )
    html = (
        '<html><head><link rel="stylesheet" href="_base/kit.css">'
        '<link rel="stylesheet" href="bloodlust/kit.css">'
        "<style>@page { size: 210mm 297mm }</style></head><body><section class='gm'>"
        '<div class="army-roll"><table class="roll-cols"><tr><td><ol class="roll">'
        "<li>Lancez</li></ol></td><td class=\"roll-odds\"><p class='small'>Quelle armée</p>"
        f'<table class="bars">{rows}</table></td></tr></table></div></section></body></html>'
    )
    page = lay_out(html).pages[0]._page_box
    cells = [
        b
        for b in _boxes(page)
        if type(b).__name__ == "TableCellBox" and "bar-cell" in (b.element.get("class") or "")
    ]
    assert len(cells) == 3
    mm = 96 / 25.4
    assert min(c.width for c in cells) >= 12 * mm


def test_the_sides_say_the_monster_counts_as_one_fighter(
    fr: dict[str, Any], en: dict[str, Any]
) -> None:
    """Issue 39, round 4: page 1 gave the Horde 356 fighters while page 2's EFF column
    adds to 395: the troll's EFF is its 40 hit points. Page 1 says so (round 11: the
    fighters, then the monster with its hit points, the EFF its sheet's limit on being
    engaged multiplies); an army without a monster reads as before."""
    baronnie, horde = (s["lines"][0] for s in fr["sides"])
    assert "355\u00a0combattants et un monstre (40\u00a0points de vie)" in horde
    assert "325\u00a0combattants ·" in baronnie
    assert "355 fighters and a monster (40 hit points)" in en["sides"][1]["lines"][0]
    troll = next(u for u in fr["armies"][1]["units"] if u["name"] == "Troll de la Combe")
    wolves = [u for u in fr["hidden_roster"] if u["army"] == "Horde de Grishak"]
    effs = [int(u["eff"]) for u in fr["armies"][1]["units"] + wolves]
    assert sum(effs) == 395
    assert sum(effs) - int(troll["eff"]) == 355


def test_a_war_machine_s_melee_row_is_its_riposte(fr: dict[str, Any], en: dict[str, Any]) -> None:
    """Issue 39, round 4: the matchups showed the catapult battery's melee as if it
    attacked, on the page that says it never engages: its melee row is what it strikes
    back with when engaged; its shooting row and the other units' rows read as before."""
    for ctx, riposte, melee in (
        (fr, "riposte, si engagée", "mêlée"),
        (en, "return blows, if engaged", "melee"),
    ):
        rows = [(r["attacker"], r["mode"]) for r in ctx["matchups"][0]["rows"]]
        battery = [m for a, m in rows if a in ("Batterie de catapultes", "Catapult Battery")]
        assert battery[0] == riposte
        assert riposte not in [
            m for a, m in rows if a not in ("Batterie de catapultes", "Catapult Battery")
        ]
        assert melee in [m for a, m in rows]


def test_the_english_kit_names_the_shooting_att_one_way() -> None:
    """Issue 39, round 4: the roster said "Shot ATT", the sheets and tokens "Shooting ATT";
    one term now, as "Shot POW" is. Round 22: "Ranged ATT", as "Ranged POW" is."""
    assert WORDS["sheet.att_tir"][0] == WORDS["gm.roster_att_tir"][0] == "Ranged ATT"


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_english_kit_says_ranged_pow_and_the_french_keeps_pui_tir(lang: str) -> None:
    """Round 22, item 3: "Shot POW" read better as "Ranged POW", everywhere the English
    kit says it (the sheets, the roster, the field's key, the rulings); French keeps
    PUI TIR."""
    from kitgen.i18n.ruling_notes import TEXT as RULING_NOTES
    from kitgen.systems.bloodlust.texts import PAGE, english

    column = 0 if lang == "en" else 1
    page = [v[column] for v in PAGE.values()]
    notes = [RULING_NOTES[k][column] for k in ("B5", "L8")]
    assert not [x for x in page + notes if "Shot" in x]
    if lang == "en":
        assert english("PUI\u00a0TIR 240") == "Ranged\u00a0POW 240"
        assert "Ranged POW" in PAGE["field.abbrev"][0]
        assert all("Ranged POW" in x for x in notes)
    else:
        assert "PUI TIR" in PAGE["field.abbrev"][1]
        assert all("PUI TIR" in x for x in notes)


def test_a_token_s_stat_stays_on_one_line() -> None:
    """Issue 39, round 4: the archers' token broke "ATT (tir) / +1" over two lines."""
    css = (ROOT / "templates" / "bloodlust" / "kit.css").read_text(encoding="utf-8")
    assert ".tk-stats span { white-space: nowrap; }" in css


def test_the_rulings_note_stands_in_two_columns() -> None:
    """Issue 39, round 5: the rulings note ran across the quick reference's last page,
    lines of some 120 characters; laid out with the kit's stylesheets, its entries stand
    in two columns, and the estimate counts the taller one (fewer lines than across)."""
    from kitgen.render import lay_out
    from kitgen.systems.bloodlust import quick

    items = "".join(
        f'<li><span class="ruling-mark">{n}</span> <b>Titre {n}.</b> {"Une lecture. " * 12}</li>'
        for n in range(1, 9)
    )
    html = (
        '<html><head><link rel="stylesheet" href="_base/kit.css">'
        '<link rel="stylesheet" href="bloodlust/kit.css">'
        "<style>@page { size: 8.5in 11in }</style></head><body><section class='page quick'>"
        f'<div class="rulings-note keep"><h3>Arbitrages</h3><ol>{items}</ol></div>'
        "</section></body></html>"
    )
    page = lay_out(html).pages[0]._page_box
    lefts = {
        round(b.position_x)
        for b in _boxes(page)
        if type(b).__name__ == "BlockBox" and getattr(b, "element_tag", "") == "li"
    }
    assert len(lefts) == 2
    loaded = load(EXAMPLE, lang="fr")
    kit = Kit(print_settings(loaded, paper="letter", audience="gm"), loaded.text)
    presenter.context(loaded.plan, loaded.text, kit)
    across = kit.settings.sheet.width - quick.SIDE_MARGINS
    assert 0 < quick._note_lines(kit, loaded.text, across) < len(kit.cited) * 2


def test_a_thin_quick_reference_page_spreads_its_rows(
    fr: dict[str, Any], fr_letter: dict[str, Any]
) -> None:
    """Issue 39, round 5: on US Letter the French quick reference takes three pages
    after the casualty table, its blocks 46 %, 41 % and 39 % of a page short of its foot.
    Such a page spreads its rows, titles and entries (``kit.css``: ``.quick.spread``)
    as far as its estimate stays well under the foot; A4's full pages do not."""
    from kitgen.systems.bloodlust.quick_pages import SPREAD, SPREADS

    # round 6: the rally table joined the morale table on the last page, which it fills;
    # the steps are a length the page sets (``--spread``), one group of rules reads it
    full = f"{SPREADS * SPREAD:.1f}mm"
    # round 13: French Letter's blocks hold two full pages, as A4's; a page of a few
    # blocks still spreads its rows
    assert [p["spread"] for p in fr_letter["quick"]["pages"]] == ["", ""]
    assert [p["spread"] for p in fr["quick"]["pages"]] == ["", ""]
    from kitgen.systems.bloodlust.quick import quick_reference

    loaded = load(EXAMPLE, lang="fr")
    kit = Kit(print_settings(loaded, paper="letter", audience="gm"), loaded.text)
    # every row of every table: three pages, the first two not quite full
    thin = quick_reference(loaded.text, kit, None)
    assert len(thin["pages"]) == 3
    steps = {f"{s * SPREAD:.1f}mm" for s in range(1, SPREADS + 1)}
    assert full in steps
    assert all(p["spread"] in steps for p in thin["pages"][:-1])
    css = (ROOT / "templates" / "bloodlust" / "kit.css").read_text()
    assert "padding: calc(0.7mm + var(--spread) / 2) 1.4mm" in css
    assert ".quick.spread-" not in css
    template = (ROOT / "templates" / "bloodlust" / "kit.html.j2").read_text()
    assert 'style="--spread: {{ pg.spread }}' in template


# round 6 (a fresh reader, 8.5/10): each item a test that fails without its fix


def test_the_matchup_grids_run_in_the_sheets_order(fr: dict[str, Any]) -> None:
    """The Horde's columns read Gobelins, Orques, Chevaucheurs, Troll, Arbalétriers (the
    file's order) while their sheets run 6 Gobelins, 7 Orques, 8 Troll, 9 Arbalétriers,
    10 Chevaucheurs: the columns, and the units' rows, go in the sheets' order."""
    number = {s["name"]: int(s["number"].split()[-1]) for s in _sheets(fr).values()}
    for view in fr["matchups"]:
        numbers = [number[d] for d in view["defenders"]]
        assert numbers == sorted(numbers)
        units = [r["attacker"] for r in view["rows"] if r["attacker"] in number]
        assert [number[u] for u in units] == sorted(number[u] for u in units)
        engaging = [number[r["attacker"]] for r in view["engage_rows"]]
        assert engaging == sorted(engaging)
    horde = fr["matchups"][0]["defenders"]
    assert horde[-1] == "Chevaucheurs de loups"


def test_the_matchup_grids_have_a_short_key_and_one_cell_read(
    fr: dict[str, Any], en: dict[str, Any]
) -> None:
    """The grey sentence over each grid ran three lines: a key of one or two lines, then
    one cell of the grid read in words (the first that is not a nil or sure roll), the
    same figures as the cell's; the closest fights come before their grid's key."""
    first = fr["matchups"][0]
    key, example = (str(x) for x in first["help"])
    assert key.startswith("Chaque case\u202f: le jet")
    cell = first["rows"][0]["cells"][0]
    assert f"{cell['mod']}, {cell['avg']} pertes en moyenne" in example
    assert example.startswith("Exemple\u202f: Chevaliers de l'Ordre (mêlée) contre Gobelins")
    assert all(not v["help"] for v in fr["matchups"][1:])
    engage = [str(x) for x in first["engage_help"]]
    box = first["engage_rows"][0]["cells"][0]
    assert len(engage) == 2 and f"gagné {box['win']}, {box['below']}" in engage[1]
    assert all(not v["engage_help"] for v in fr["matchups"][1:])
    en_example = str(en["matchups"][0]["help"][1])
    assert en_example.startswith("For example, Knights of the Order (melee) against")
    template = (ROOT / "templates" / "bloodlust" / "kit.html.j2").read_text()
    view = template[template.index('<div class="engage-view keep">') :]
    assert view.index("engage_closest") < view.index("engage_help") < view.index("<table")


def test_the_small_text_read_at_the_table_is_8_pt_and_darker() -> None:
    """The map's key was 7.5 pt in the shared grey; the grids' keys, their "lost" lines,
    the sheets' instructions and the general's lines in it too: 8 pt, a darker grey."""
    css = (ROOT / "templates" / "bloodlust" / "kit.css").read_text()
    assert ".field-key { margin: 1mm 0 0; font-size: 8pt; color: var(--read); }" in css
    assert ":root { --read: #2b2621; }" in css
    assert (
        "table.match td .muted, table.engage td .muted { color: var(--read); font-size: 8pt; }"
        in css
    )
    assert (
        ".loss-track p, table.morale-odds td.faces .chance, div.general { color: var(--read); }"
        in css
    )


def test_a_sheet_s_rally_line_holds_the_general_to_the_unit_at_their_side(
    fr: dict[str, Any], en: dict[str, Any]
) -> None:
    """The GM's page limits the general to the unit at their side; the sheets said
    "par Baronne Héloïse…" of every unit: now with the unit only, in both languages."""
    knights = _sheets(fr)["Chevaliers de l'Ordre"]["rally"]
    assert (
        "Baronne Héloïse de Rocheclaire (65\u202f%, dans les rangs de l’unité seulement) "
        "ou Sire Aymeric" in knights
    )
    assert "(65%, only in the unit’s ranks)" in _sheets(en)["Knights of the Order"]["rally"]


def test_support_is_said_only_for_the_fights_the_unit_makes(fr: dict[str, Any]) -> None:
    """The pikemen's sheet said the archers' support holds "en mêlée et en charge":
    pikemen do not charge. A unit that charges keeps both."""
    sheets = _sheets(fr)
    pikes = " ".join(str(x) for x in sheets["Piquiers de Varenne"]["situational"])
    assert "Soutenue par Archers du Val (tir)\u202f: +3 ATT en mêlée" in pikes
    assert "en charge" not in pikes


def test_the_players_copy_says_the_enemy_s_sheets_are_in_it() -> None:
    """The players' copy holds the Horde's sheets (open information): page 1 says so in
    one line, so that a GM running a hidden-information table takes them out."""
    from kitgen.pipeline import for_players

    loaded, _ = for_players(load(EXAMPLE, lang="fr"))
    kit = Kit(print_settings(loaded, paper="a4", audience="players"), loaded.text)
    players = presenter.context(loaded.plan, loaded.text, kit)
    said = players["field"]["open_sheets"]
    assert said.startswith("Fiches adverses incluses (Horde de Grishak\u202f: fiches 6–9)")
    assert said.endswith(
        "en information ouverte\u202f; information cachée\u202f: le MJ les retire."
    )
    gm = _context("a4", "fr")
    assert not gm["field"].get("open_sheets")


def test_morale_and_rally_share_the_quick_reference_s_last_page(
    fr: dict[str, Any], en: dict[str, Any], fr_letter: dict[str, Any]
) -> None:
    """Step 6 reads the morale and the rally tables together; on Letter the rally table
    was on the page before the morale table's. It is now first among the last page's
    columns, under the morale table, on every paper."""
    for context in (fr, en, fr_letter):
        last = context["quick"]["pages"][-1]
        assert [b["key"] for b in last["wide"]] == ["morale"]
        assert last["columns"][0][0]["key"] == "rally"
        others = [b["key"] for p in context["quick"]["pages"][:-1] for b in p["blocks"]]
        assert "rally" not in others


# --- round 7 -------------------------------------------------------------------------------


def test_the_morale_states_give_the_initiative_they_leave(
    fr: dict[str, Any], en: dict[str, Any]
) -> None:
    """Item 1: "Désorganisée : INI −2 … En déroute : INI −10" read like modifiers though
    they are the unit's INI then (INI 0, −2 and −10, seed I-6): the English states say so
    (the French, one word longer, ran the A5 Gobelins sheet past its card)."""
    en_states = _sheets(en)["Knights of the Order"]["states"]
    assert [s["rest"] for s in en_states] == [
        "INI becomes −2, 0 in a charge.",
        "INI becomes −10; no combat roll.",
    ]


def test_the_limit_on_being_engaged_has_its_own_heading() -> None:
    """Item 3: "Au plus 3 unités l'engagent…" sat under "Soutien apporté", though it
    limits the units engaging this one: it has a heading of its own, as the morale and
    the rally lines under it have."""
    assert WORDS["sheet.engaged_by"] == ("Engaged by", "Engagée par")
    assert WORDS["sheet.multiple"][1].startswith("au plus 3 unités{front}, d'EFF cumulé")
    template = (ROOT / "templates" / "bloodlust" / "kit.html.j2").read_text(encoding="utf-8")
    assert (
        '<p class="small"><strong>{{ t("sheet.engaged_by") }}</strong> — {{ s.multiple_line }}</p>'
    ) in template


def test_a_character_card_with_room_left_rules_it_for_wounds_and_notes(
    fr: dict[str, Any], en: dict[str, Any]
) -> None:
    """Item 4: Aymeric's and Ugluk's cards left a large blank at their foot while the
    card to fill in was ruled: the room a card leaves is ruled for wounds and notes, as
    the blank card is. Round 22, item 1: Orvin's card, the fullest, has its notes area
    too."""
    for context, label in ((fr, "Blessures et notes"), (en, "Wounds and notes")):
        aymeric, orvin, ugluk, blank = (
            f["card"] for sheet in context["character_deck"]["sheets"] for f in sheet["fronts"]
        )
        assert aymeric["notes_area"] == label
        assert ugluk["notes_area"] == label
        assert orvin["notes_area"] == label
        assert blank["blank"]
    template = (ROOT / "templates" / "bloodlust" / "kit.html.j2").read_text(encoding="utf-8")
    assert '{% if c.notes_area %}<div class="char-notes"></div>{% endif %}' in template
    css = (ROOT / "templates" / "bloodlust" / "kit.css").read_text(encoding="utf-8")
    assert ".kind-character_card .frame > .char-notes { position: absolute;" in css


# --- round 8 -------------------------------------------------------------------------


def _with_kit(paper: str, lang: str, audience: str = "gm") -> tuple[dict[str, Any], Kit]:
    loaded = load(EXAMPLE, lang=lang)
    kit = Kit(print_settings(loaded, paper=paper, audience=audience), loaded.text)
    return presenter.context(loaded.plan, loaded.text, kit), kit


def test_the_readings_of_the_lance_and_the_mounted_defender_are_marked() -> None:
    """Round 8, item 1: the cavalry lance's +2 ATT in every melee (L3) and the mounted
    defender's +1 DEF against foot in melee and shooting (L9) were applied without a
    mark: the knights' ATT line and the grids' key carry each ruling's mark, and both
    are in the kit's rulings list; the players' copy, without breakdowns, cites no L3."""
    context, kit = _with_kit("a4", "fr")
    assert "L3" in kit.cited and "L9" in kit.cited
    lance = f'<sup class="ruling-mark">{kit.cited["L3"]}</sup>'
    knights = _sheets(context)["Chevaliers de l'Ordre"]
    att = dict(knights["breakdowns"])["ATT"]
    assert str(att) == f"lances de cavalerie\u2060{lance} +2"
    versus_foot = f'<sup class="ruling-mark">{kit.cited["L9"]}</sup>'
    for view in context["matchups"]:
        mounted = [str(x) for x in view["legend"] if "défenseur monté" in str(x)]
        assert mounted == [
            f"b\u202f: défenseur monté contre fantassins, en mêlée et au tir\u2060{versus_foot}"
            "\u202f: +1\u00a0DEF"
        ]
    _, players = _with_kit("a4", "fr", "players")
    assert "L3" not in players.cited


def test_a_shooting_unit_s_token_gives_its_shooting_att(fr: dict[str, Any]) -> None:
    """Round 8, item 2: the unit tokens gave INI, ATT and DEF only; a shooting unit's
    token also gives its ATT when it shoots, as the face-down token does."""
    tokens = {k["name"]: k for page in fr["unit_tokens"]["pages"] for r in page["rows"] for k in r}
    assert tokens["Archers du Val"]["shot"] == "ATT (tir)\u00a0+1"
    assert tokens["Gobelins de la Combe"]["shot"] == "ATT (tir)\u00a0−1"
    assert tokens["Batterie de catapultes"]["shot"] == "ATT (tir)\u00a00"
    assert tokens["Chevaliers de l'Ordre"]["shot"] == ""
    template = (ROOT / "templates" / "bloodlust" / "kit.html.j2").read_text(encoding="utf-8")
    # round 18, issue 39: the line kept on every token when one shoots (empty there)
    assert (
        '{% if k.shot_line %}<p class="flat-stats">{% if k.shot %}{{ k.shot }}'
        "{% else %}&nbsp;{% endif %}</p>{% endif %}"
    ) in template


def test_the_grids_say_what_they_leave_to_the_gm(fr: dict[str, Any]) -> None:
    """Round 8, item 3: hatred (+1 ATT, a fight's first turn, against the hated race) and
    fear (a morale test at each turn's start) were in no grid's key: each page says the
    GM adds them, fear counted in the engagements' odds (B6)."""
    baronnie, horde = (view["gm_adds"] for view in fr["matchups"])
    fear = (
        "Troll de la Combe, peur\u202f: ses adversaires testent le moral en début de tour "
        "(compté dans les affrontements ci-dessous)"
    )
    assert baronnie == f"Hors de la grille, au MJ\u202f: {fear}."
    assert horde == (
        "Hors de la grille, au MJ\u202f: Orques noirs, haine (humains)\u202f: +1 ATT au 1er "
        f"tour de combat seulement · {fear}."
    )


def test_a_roll_that_takes_the_whole_unit_says_so(fr: dict[str, Any], en: dict[str, Any]) -> None:
    """Round 8, item 4: "15 (15–15)" against the catapults, every roll taking the whole
    battery: the range says so."""
    for context, whole in ((fr, "toute\u00a0la\u00a0batterie"), (en, "whole\u00a0battery")):
        horde = context["matchups"][1]
        orcs = next(r for r in horde["rows"] if r["attacker"] in ("Orques noirs", "Black Orcs"))
        battery = orcs["cells"][3]
        assert (battery["avg"], battery["range"]) == ("15", whole)
        assert all(
            c is None or "15–15" not in c["range"]
            for view in context["matchups"]
            for r in view["rows"]
            for c in r["cells"]
        )


def test_the_close_fights_are_close(fr: dict[str, Any]) -> None:
    """Round 8, item 6: "the closest fights" listed the pikes against the troll at 64/36:
    only fights whose favourite wins 60 % or less are listed, and the title says so."""
    assert WORDS["engage.closest"][1] == "Les combats serrés (favori à {pct} % au plus)"
    pairs = [c["pair"] for view in fr["matchups"] for c in view["engage_closest"]]
    assert "Piquiers de Varenne → Troll de la Combe" not in pairs
    assert fr["matchups"][0]["engage_closest_title"] == (
        "Les combats serrés (favori à 60\u202f% au plus)"
    )


def test_the_morale_ruling_says_a_turn_with_losses_in_words() -> None:
    """Round 8, item 6: "après chaque tour à pertes" read as shorthand."""
    from kitgen.i18n.ruling_notes import TEXT

    assert "après chaque tour où elle subit des pertes" in TEXT["B6"][1]
    assert "tour à pertes" not in TEXT["B6"][1]


def test_a_last_page_counted_a_little_over_is_not_blown_into_a_page_a_block() -> None:
    """Round 8: one more ruling in French Letter's note counted its last page 2 mm past
    its room, and every block of the quick reference took a page of its own (29 pages):
    the estimate, which leans long, may run a little over before that."""
    from kitgen.systems.bloodlust.quick_pages import OVERRUN, Block, block_height, cell, pages

    blocks = [Block(str(n), "units", "T", [[cell("x")] for _ in range(n)]) for n in (8, 3, 6)]
    last = block_height(blocks[-1], 90)
    room = 200.0
    tail = room - last + 2.0  # the last page 2 mm over
    assert room * (OVERRUN - 1) > 2.0
    laid = pages(blocks, tail, 90, room, keep_last=True)
    assert len(laid) == 2 and [b for p in laid for b in p] == blocks
    # far over, still one a page
    assert pages(blocks, room, 90, room, keep_last=True) == [[b] for b in blocks]


# --- round 9 -------------------------------------------------------------------------------


def test_the_french_morale_states_give_the_initiative_they_leave(fr: dict[str, Any]) -> None:
    """Round 9, item 1: "Désorganisée : INI −6", "En déroute : INI −14" still read as
    penalties (those are −2 and −10, seed I-6): the French says the INI becomes that, as
    the English does."""
    knights = _sheets(fr)["Chevaliers de l'Ordre"]["states"]
    assert [s["rest"] for s in knights] == [
        "INI passe\u00a0à\u00a0−2, en charge à\u00a00.",
        "INI passe\u00a0à\u00a0−10\u202f; aucun jet de combat.",
    ]
    goblins = _sheets(fr)["Gobelins de la Combe"]["states"]
    assert [s["rest"] for s in goblins] == [
        "INI passe\u00a0à\u00a0−6.",
        "INI passe\u00a0à\u00a0−14\u202f; aucun jet de combat.",
    ]


def test_the_turn_2_event_says_who_holds_the_ford() -> None:
    """Round 9, item 5: "si le gué est déjà pris" left open who held it: the wolf riders
    support the Horde's unit if the Horde already holds the ford."""
    text = EXAMPLE.read_text(encoding="utf-8")
    assert "si la Horde tient déjà le gué, ils soutiennent l’unité qui le tient" in text
    assert "if the Horde already holds the ford, they support the unit holding it" in text
    assert "déjà pris" not in text


def test_the_gm_s_roster_keeps_the_face_down_units_in_their_army_s_table(
    fr: dict[str, Any], en: dict[str, Any]
) -> None:
    """Round 9, item 2: the GM's page 2 listed the archers and the wolf riders apart,
    under "Unités face cachée", so the barony's table read 1, 2, 4, 5: numbered among
    their army's, they stay in its table, in the sheets' order, tagged face down, as in
    the players' copy. (Numbered last, with no players' army, they are still listed
    apart: ``test_the_roster_reads_in_the_sheets_order``.)"""
    for context, tag in ((fr, "face cachée"), (en, "face down")):
        assert context["hidden_roster"] == []
        baronnie, horde = ([u["number"] for u in a["units"]] for a in context["armies"])
        assert (baronnie, horde) == ([1, 2, 3, 4, 5], [6, 7, 8, 9, 10])
        tags = {u["number"]: u["kind"] for a in context["armies"] for u in a["units"]}
        assert tags[3] == tag
        assert tags[10] == tag
        assert tag not in tags[1]


def test_the_grids_key_says_whose_support_a_cell_counts_and_how_much(
    fr: dict[str, Any], en: dict[str, Any]
) -> None:
    """Round 9, item 3: the casualty grids count the planned support in ("soutien prévu
    compris"): if the archers shoot elsewhere the GM must take it off. The key of the
    cells' letter names the unit supported, its supporter and the ATT, to take off
    without it (archers +3: PUI TIR 120, seed III-4; crossbows +2: PUI TIR 90)."""
    (baronnie, horde), (barony, _) = fr["matchups"], en["matchups"]
    assert str(baronnie["legend"][0]) == (
        "a\u202f: soutenue par le tir (compris dans la case)\u202f: Piquiers de Varenne par "
        "Archers du Val, +3\u00a0ATT, −3 sans ce soutien"
    )
    assert str(horde["legend"][0]).endswith(
        "Orques noirs par Arbalétriers renégats, +2\u00a0ATT, −2 sans ce soutien"
    )
    assert str(barony["legend"][0]) == (
        "a: supported by shooting (in the cell): Varenne Pikemen by Archers of the Val, "
        "+3\u00a0ATT, −3 without it"
    )
    pikes = next(r for r in baronnie["rows"] if r["attacker"] == "Piquiers de Varenne")
    assert [c["mod"] for c in pikes["cells"]][:2] == ["d10 +3", "d10"]
    assert all("a" in c["marks"] for c in pikes["cells"])


def test_an_a5_card_with_no_one_in_its_unit_sets_the_turn_line_on_the_left(
    tmp_path: Path,
) -> None:
    """Round 9, item 1: the French morale states, said in full ("INI passe à −6"), ran
    the A5 Gobelins card 0.7 mm past its foot: on a card whose unit has no character or
    spell, the turn's INI line goes under the left column, which has room; a page sheet
    sets it under its shorter column (the players' Gobelins sheet ran its notes area
    0.3 mm past its page)."""
    text = EXAMPLE.read_text(encoding="utf-8").replace(
        "turns: 10\n", "turns: 10\nprint:\n  cards:\n    unit_sheet: a5\n"
    )
    (tmp_path / "a5.yaml").write_text(text, encoding="utf-8")
    loaded = load(tmp_path / "a5.yaml", lang="fr")
    kit = Kit(print_settings(loaded, paper="a4", audience="gm"), loaded.text)
    deck = presenter.context(loaded.plan, loaded.text, kit)["sheet_deck"]
    cards = {
        f["card"]["name"]: f["card"] for x in deck["sheets"] for f in x["fronts"] if f["card"]
    }
    # round 11: the line is in the band under the sheet's name on every sheet and card,
    # no longer in one column or the other (below, round 10)
    assert not any("turn_left" in c for c in cards.values())
    pages = _sheets(_context("a4", "fr"))
    assert not any("turn_left" in p for p in pages.values())


# round 10: what the reader of round 9's pages reported


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
    # 10 units and Ugluk, acting alone (round 18), a row of 3 closed by 1
    assert (len(tokens), page["spare"]) == (11, 1)
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
    assert "5 × ses points de vie\u00a0=\u00a0200" in troll
    assert (
        "5 × its hit points\u00a0=\u00a0200" in _sheets(en)["Troll of the Combe"]["multiple_line"]
    )
    # a troop's line reads as before
    assert "5 × le sien\u00a0=\u00a0300" in _sheets(fr)["Archers du Val"]["multiple_line"]


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

    en, fr_text = WORDS["token.facing_players"]
    assert "Sa moitié «\u202f?\u202f» regarde les joueurs" in fr_text
    assert "Its “?” half faces the players" in en


def test_a_face_down_sheet_names_its_kind_once(fr: dict[str, Any], en: dict[str, Any]) -> None:
    """Round 11, item 7: "Unité · Unité face cachée" said the kind twice."""
    assert _sheets(fr)["Archers du Val"]["kind"] == "Unité face cachée"
    assert _sheets(en)["Archers of the Val"]["kind"] == "Unit, face down"
    assert _sheets(fr)["Orques noirs"]["kind"] == "Unité"
    template = (ROOT / "templates" / "bloodlust" / "kit.html.j2").read_text(encoding="utf-8")
    assert 't("sheet.face_down")' not in template


# --- round 13 ------------------------------------------------------------------------------


def test_french_letter_s_reference_lays_out_its_blocks_on_their_pages() -> None:
    """Round 13, item 1: on US Letter the French kit ran to 21 pages, its units and
    characters' reference on two pages where A4 has one. Their rows and the last page's
    air a little tighter, its blocks share two pages as A4's do, and the laid-out kit
    has 20 pages, each reference page opening on its title: no block pushed past a
    page's foot onto a page of its own."""
    from kitgen.build import compose_copy
    from kitgen.render import render_pdf

    loaded = load(EXAMPLE, lang="fr")
    settings = print_settings(loaded, paper="letter", audience="gm")
    composed, _ = compose_copy(loaded, settings)
    rendered = render_pdf(composed.html)
    assert rendered.pages == 20
    texts = pdf_text(rendered.pdf)
    quick = [k for k, text in enumerate(texts) if text.lstrip().startswith("Aide-mémoire — ")]
    # the casualty table, the units and characters, morale and manoeuvres: the last three
    # pages, each opening on its title
    assert quick == [17, 18, 19]
    assert "Aide-mémoire — Les unités et les personnages" in texts[18]
    assert "Arbitrages" in texts[19] and "Ralliement" in texts[19]
    assert rendered.escapes == () and rendered.overflows == ()


def test_the_unit_tokens_last_page_rules_the_turn_s_losses(
    fr: dict[str, Any], fr_letter: dict[str, Any], en: dict[str, Any]
) -> None:
    """Round 13, item 2: A4's unit tokens page was a third blank under its tokens. The
    seed strikes the losses off once every fight is rolled (step 5): the room is ruled
    for them, headed so, on a page as tall as its room (clipped: no page added)."""
    for context in (fr, fr_letter, en):
        (page,) = context["unit_tokens"]["pages"]
        assert page["losses"] is True
    assert fr["unit_tokens"]["pages"][0]["height"] == "269.0mm"
    en_words, fr_words = WORDS["unit_token.losses"]
    assert fr_words.startswith("Pertes du tour, retirées une fois tous les combats lancés")
    assert en_words.startswith("This turn's losses, struck off once every fight is rolled")
    template = (ROOT / "templates" / "bloodlust" / "kit.html.j2").read_text(encoding="utf-8")
    assert '<div class="turn-losses ruled"><span class="label">{{ t("unit_token.losses") }}' in (
        template
    )
    css = (ROOT / "templates" / "bloodlust" / "kit.css").read_text(encoding="utf-8")
    assert "section.unit-tokens.with-losses { display: flow-root; overflow: hidden; }" in css


def test_a_full_page_of_unit_tokens_rules_no_losses() -> None:
    """The ruled losses take only the room a page of tokens leaves: fifteen tokens fill
    a Letter page, and none is ruled there (no page added for it); A4 keeps a few lines
    under the same five rows."""
    from kitgen.systems.bloodlust.tokens import unit_tokens

    loaded = load(EXAMPLE, lang="fr")
    plan = loaded.plan
    units = [(u, a, side, 1) for side, a in enumerate(plan.armies) for u in a.units]
    many = (units * 2)[:15]
    for paper, losses in (("letter", False), ("a4", True)):
        settings = print_settings(loaded, paper=paper, audience="gm")
        pages = unit_tokens(many, loaded.text, settings)["pages"]
        assert [(len(p["rows"]), p["losses"]) for p in pages] == [(5, losses)]


def test_the_engagement_limit_says_the_terrain_may_narrow_the_front(
    fr: dict[str, Any], en: dict[str, Any], tmp_path: Path
) -> None:
    """Round 13, item 3: "au plus 3 unités" did not say the ford lets one unit a side
    fight in it. The ford's rule is the author's words, which the model does not read:
    a battle with a ground between the armies says the 3 is the rulebook's most."""
    said = _sheets(fr)["Orques noirs"]["multiple_line"].replace("\u00a0", " ")
    assert said.startswith("au plus 3 unités (sauf où le terrain limite le front), ")
    troll = _sheets(en)["Troll of the Combe"]["multiple_line"]
    assert troll.startswith("at most 3 units (unless the terrain narrows the front), ")
    # no ground, nothing narrows the front: the rulebook's limit alone
    text = EXAMPLE.read_text(encoding="utf-8")
    start, end = text.index("\nground:"), text.index("\nscenario:")
    battle = tmp_path / "open.yaml"
    battle.write_text(text[:start] + text[end:], encoding="utf-8")
    loaded = load(battle, lang="fr")
    assert loaded.plan.battle.ground is None
    settings = print_settings(loaded, paper="a4", audience="gm")
    context = presenter.context(loaded.plan, loaded.text, Kit(settings, loaded.text))
    assert "terrain" not in _sheets(context)["Orques noirs"]["multiple_line"]


@pytest.mark.parametrize(("lang", "spell"), [("fr", "Nuée de corbeaux"), ("en", "Swarm of Crows")])
def test_the_players_copy_keeps_the_shaman_s_spell_for_the_gm(lang: str, spell: str) -> None:
    """Round 13, item 4: only a GM-only event (turn 3) uses Ugluk's spell; the example
    marks it ``secret``, so the players' copy names the shaman (an enemy they see) but
    not his spell, and the GM's copy names both."""
    from kitgen.build import compose_copy

    loaded = load(EXAMPLE, lang=lang)
    html = {
        audience: compose_copy(loaded, print_settings(loaded, paper="a4", audience=audience))[
            0
        ].html
        for audience in ("gm", "players")
    }
    shaman = "Ugluk le Chaman" if lang == "fr" else "Ugluk the Shaman"
    assert shaman in html["players"] and shaman in html["gm"]
    assert spell not in html["players"]
    assert spell in html["gm"]


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_the_unit_tokens_fill_the_text_width(paper: str) -> None:
    """Round 14, item 1: three 58 mm tokens stopped 12 mm short of the right margin on
    A4. Each token's content box and its border, three across overlapping by a border,
    reach the text width (to half a millimetre) and never pass it."""
    from kitgen.printing import PAGE_SIDE
    from kitgen.systems.bloodlust.tokens import FLAT_BORDER, FLAT_PER_ROW

    loaded = load(EXAMPLE, lang="fr")
    settings = print_settings(loaded, paper=paper, audience="gm", duplex="off")
    context = presenter.context(loaded.plan, loaded.text, Kit(settings, loaded.text))
    width = float(context["unit_tokens"]["size"]["width"].removesuffix("mm"))
    text = settings.sheet.width - 2 * PAGE_SIDE
    used = FLAT_PER_ROW * (width + FLAT_BORDER) + FLAT_BORDER
    assert width > 58.0
    assert text - 0.5 <= used <= text


def test_a_lone_character_has_no_row_in_the_army_grids(
    fr: dict[str, Any], en: dict[str, Any]
) -> None:
    """Round 14, item 2: "Ugluk le Chaman · personnage" (0-2 losses) read as noise in the
    Horde's grid: a character fights from its card. His spell keeps its row."""
    for context, character, spell in (
        (fr, "personnage", "sort"),
        (en, "character", "spell"),
    ):
        modes = {row["mode"] for view in context["matchups"] for row in view["rows"]}
        assert character not in modes
        assert spell in modes
        attackers = {row["attacker"] for view in context["matchups"] for row in view["rows"]}
        assert not attackers & {"Ugluk le Chaman", "Ugluk the Shaman"}


@pytest.mark.parametrize(("paper", "lang"), [("a4", "fr"), ("letter", "en")])
def test_a_duplex_sheet_s_back_is_its_unit_s_turn_log(paper: str, lang: str) -> None:
    """Round 15, item 2: in duplex, each unit sheet's back was a blank "Notes" page. It
    is that unit's turn log, a ruled line for each of the battle's 10 turns, under
    headings; a face-down unit's names nothing. Simplex has no back."""
    deck = _context(paper, lang, duplex="long")["sheet_deck"]
    for card in deck["items"]:
        log = card["back"]
        assert log["turns"] == list(range(1, 11))
        assert len(log["heads"]) == len(log["blanks"]) + 1 == 7
        assert float(log["row"].removesuffix("mm")) >= 15.0
        assert card["spare_note"] == ""
        if card["face_down"]:
            assert card["name"] not in log["title"]
        else:
            assert card["name"] in log["title"]
    heads = _context(paper, lang, duplex="long")["sheet_deck"]["items"][0]["back"]["heads"]
    assert heads[-2] == ("EFF restant" if lang == "fr" else "SIZE left")  # EN: SIZE
    assert all("back" not in card for card in _context(paper, lang)["sheet_deck"]["items"])


def test_the_loss_table_greys_the_rows_the_battle_cannot_reach(
    fr: dict[str, Any], en: dict[str, Any]
) -> None:
    """Round 15, item 4: rows 21-30 of the loss table cannot be read by this battle's
    rolls. The strongest: the Knights on the Goblins, d10 +2, with two supports (+3, +3)
    and a turn's three +1 ATT (an event, an attack formation, a speech; issue 39: with
    +2, row 21 was greyed though a speech reaches it): row 21 at most. The GM's copy
    greys rows 22-30 under a heavy rule and says why; the players' copy, computed
    without the Horde's hidden units, claims nothing."""
    from kitgen.systems.bloodlust.quick import out_of_reach, top_row

    loaded = load(EXAMPLE, lang="fr")
    assert top_row(loaded.plan) == 21
    # the row after the top one: none past row 30
    assert (out_of_reach(20), out_of_reach(21), out_of_reach(9), out_of_reach(30)) == (
        21,
        22,
        10,
        0,
    )
    assert out_of_reach(None) == 0
    for context, said in (
        (fr, "Lignes 22 à 30, grisées sous un trait épais : hors de portée de cette bataille"),
        (en, "Rows 22 to 30, grayed under a heavy rule: out of this battle's reach"),  # US
    ):
        casualty = context["quick"]["casualty"]
        rows = [r for table in casualty["tables"] for r in table["rows"]]
        assert [r["row"] for r in rows if r["out"]] == list(range(22, 31))
        assert [r["row"] for r in rows if r["out_first"]] == [22]
        flat = str(casualty["help"]).replace("\u202f", " ").replace("\u00a0", " ")
        flat = flat.replace("’", "'")
        assert said in flat
        assert "ligne 21," in flat or "row 21," in flat
        assert "+1 ATT" in flat
    players = _context("a4", "fr", audience="players")["quick"]["casualty"]
    assert not any(r["out"] for table in players["tables"] for r in table["rows"])
    assert "hors de portée" not in str(players["help"])


# --- round 16: what a fresh reader reported after round 15 ----------------------------------


def _flat(text: object) -> str:
    return str(text).replace("\u202f", " ").replace("\u00a0", " ").replace("’", "'")


def test_each_unit_sheet_leaves_out_the_rows_the_quick_reference_greys(
    fr: dict[str, Any], en: dict[str, Any]
) -> None:
    """Round 16, item 1: the sheets' own loss table printed rows 21-30 at full weight
    where the reference page greys them as out of the battle's reach; round 19, item 5:
    greyed, they took a fifth of each sheet. Each GM sheet now leaves out the rows the
    reference greys (no planned roll reads them: the battle's top row is 20), in two
    blocks of ten, and its caption says the reference's table has them; the players'
    copy, whose reach is not known, keeps all thirty."""
    from kitgen.systems.bloodlust.quick import top_row

    assert top_row(load(EXAMPLE, lang="fr").plan) == 21
    for context, said in (
        (fr, "Lignes 22 à 30, hors de portée, dans la table de l'aide-mémoire seulement."),
        (
            en,
            "Rows 22 to 30, out of this battle's reach, are in the quick reference's table only.",
        ),
    ):
        assert said in _flat(context["rows_out"])
        sheets = [s for s in context["sheet_deck"]["items"] if s.get("own", {}).get("columns")]
        assert len(sheets) >= 8
        for s in sheets:
            blocks = s["own"]["blocks"]
            rows = [r for block in blocks for r in block]
            assert [r["row"] for r in rows] == list(range(1, 22)), s["name"]
            if not s["own"]["thirds"]:
                # rows 1-10 a block whole, row 21 under the second (issue 39)
                assert [len(b) for b in blocks] == [10, 11], s["name"]
            assert not any(r["out"] or r["out_first"] for r in rows)
            # the rows kept are the table's own, row for row (the battery's melee B)
            if s["name"] in ("Batterie de catapultes", "Catapult Battery"):
                assert [r["cells"][0][0] for r in rows[12:20]] == [
                    "10",
                    "15",
                    "20",
                    "25",
                    "30",
                    "35",
                    "40",
                    "45",
                ]
        assert context["quick"]  # the full table stays in the quick reference
    # round 20, item 4: the players' sheets keep the same rows, their reach computed
    # from their own copy's plan (row 20 too), their caption claiming no reach
    players = _context("a4", "fr", audience="players")
    assert _flat(players["rows_out"]) == "Lignes 22 à 30 : dans la table de l'aide-mémoire."
    for s in players["sheet_deck"]["items"]:
        rows = [r for block in s.get("own", {}).get("blocks", []) for r in block]
        assert not rows or [r["row"] for r in rows] == list(range(1, 22))
        assert not any(r["out"] for r in rows)


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_players_copy_keeps_the_ford_hold_track_and_its_own_trap(lang: str) -> None:
    """Round 16, item 2: holding the ford is the victory condition, no secret, yet the
    players' page 1 lost the "held by, turn 1-10" strip and the sprung-trap box. It
    keeps both: the strip for every turn, a box for the players' army's trap only (the
    Baronnie's stake pits), never a trap their plan does not hold."""
    players = _context("letter" if lang == "en" else "a4", lang, audience="players")
    hold = players["field"]["between"]["hold"]
    assert hold is not None
    assert hold["turns"] == list(range(1, 11))
    assert len(hold["sides"]) == 2
    pits = "Ford Stake Pits: trap sprung" if lang == "en" else "Fosses à pieux du gué"
    assert len(hold["traps"]) == 1 and pits in _flat(hold["traps"][0])
    # the traps the strip boxes are the players' army's own
    loaded = load(EXAMPLE, lang=lang)
    own = {
        x.name
        for a in loaded.battle.armies
        if a.name == loaded.battle.players_army
        for x in a.traps
    }
    crossing = players["field"]["between"]["crossing_traps"]
    assert crossing and set(crossing) <= own


def test_the_catapults_header_says_the_battery_shoots_or_supports_at_its_initiative(
    fr: dict[str, Any], en: dict[str, Any]
) -> None:
    """Round 16, item 3: the battery never moves nor engages, yet its header read only
    "À chaque tour : INI + d10 + 6" like a unit that does. A shooting unit chooses its
    target at its initiative (seed III-3), so the INI stays, saying what it is for;
    the other sheets keep their line."""
    fr_sheets, en_sheets = _sheets(fr), _sheets(en)
    assert _flat(fr_sheets["Batterie de catapultes"]["turn_line"]) == (
        "Tire ou soutient à son initiative : INI + d10 de l'armée + 6 (général)"
    )
    assert _flat(en_sheets["Catapult Battery"]["turn_line"]) == (
        "Shoots or supports at its initiative: INI + the army's d10 + 6 (general)"
    )
    assert _flat(fr_sheets["Arbalétriers renégats"]["turn_line"]).startswith("À chaque tour")


def test_every_sheet_says_where_its_ini_att_and_def_come_from(
    fr: dict[str, Any], en: dict[str, Any]
) -> None:
    """Round 16, item 4: the Crossbowmen's "D'où viennent les valeurs" had no INI line
    (their size adds 0) and no ATT line (simple weapons add 0): the plan drops parts
    worth nothing, and an empty line was left out. Every GM sheet gives the same lines,
    a stat nothing adds to naming its piece at 0."""
    for context, (ini, att, dfn) in (
        (fr, ("INI", "ATT", "DEF")),
        (en, ("INI", "ATT", "DEF")),
    ):
        for s in context["sheet_deck"]["items"]:
            labels = [label for label, _ in s["breakdowns"]]
            assert {ini, att, dfn} <= set(labels), (s["name"], labels)
    lines = dict(_sheets(fr)["Arbalétriers renégats"]["breakdowns"])
    assert (lines["INI"], lines["ATT"]) == ("taille (EFF) 0", "armes simples 0")
    assert dict(_sheets(fr)["Batterie de catapultes"]["breakdowns"])["DEF"] == "sans armure 0"
    lines = dict(_sheets(en)["Renegade Crossbowmen"]["breakdowns"])
    assert (lines["INI"], lines["ATT"]) == ("size (SIZE) 0", "plain weapons 0")


def test_the_close_fights_read_out_of_100_once(fr: dict[str, Any], en: dict[str, Any]) -> None:
    """Round 16, item 5: "dont les deux brisés au même tour 4 fois sur 100", "fini en 3
    tours une fois sur deux" read clumsily. The line says "out of 100 fights" once and
    gives each figure after it, the same figures (the box's, rounded)."""
    fr_pikes = _flat(fr["matchups"][0]["engage_closest"][0]["glance"])
    assert fr_pikes == (
        "En 10 tours, sur 100 combats : 47 gagnés, 52 perdus (dont 4 où les deux sont "
        "brisés au même tour), moins d'1 indécis ; la moitié finit en 3 tours"
    )
    en_pikes = _flat(en["matchups"][0]["engage_closest"][0]["glance"])
    assert en_pikes == (
        "Within 10 turns, out of 100 fights: 47 won, 52 lost (4 with both broken in the "
        "same turn), under 1 undecided; half over within 3 turns"
    )
    said = " ".join(_flat(f["glance"]) for m in fr["matchups"] for f in m["engage_closest"])
    assert "fois sur" not in said and "41 gagnés, 35 perdus" in said and "24 indécis" in said


def _face_down_tokens(context: dict[str, Any]) -> list[dict[str, Any]]:
    return [k for page in context["face_down"]["pages"] for row in page["rows"] for k in row]


def test_a_face_down_unit_s_box_comes_last_in_its_band(en: dict[str, Any]) -> None:
    """Round 16, item 5: in English the dashed "? 3 Archers of the Val" box, wide with
    where it waits, sat among the others and left "5 Town Militia" alone on a line. The
    face-down boxes come after the others, in the sheets' order."""
    chips = en["field"]["bottom"]["chips"]
    assert [c["number"] for c in chips] == [1, 2, 4, 5, 3]
    assert [bool(c["hidden"]) for c in chips] == [False] * 4 + [True]


# --- round 17 ------------------------------------------------------------------------------


def test_a_token_s_question_mark_faces_its_unit_s_enemy(
    fr: dict[str, Any], en: dict[str, Any]
) -> None:
    """Round 17, item 1: the how-to turned every "?" toward the players, the players' own
    face-down archers too, whose "?" must face the GM, who plays their enemy. Each token
    says where its "?" goes, and the how-to words it by whose token it is."""
    tokens = {k["name"]: k for k in _face_down_tokens(fr)}
    # round 18, item 5: and the players place it
    assert (
        tokens["Archers du Val"]["faces"]
        == "«\u202f?\u202f» vers le MJ\u202f; posé par les joueurs"
    )
    assert tokens["Chevaucheurs de loups"]["faces"] == "«\u202f?\u202f» vers les joueurs"
    said = fr["face_down"]["how"]
    assert "moitié «\u202f?\u202f» regarde l’ennemi de l’unité, comme le pion l’indique" in said
    assert "les joueurs, ou vous pour leurs propres unités (Archers du Val)" in said
    assert "regarde les joueurs, celle qui" not in said
    assert "ce que l’ennemi en distingue" in said
    english = {k["name"]: k["faces"] for k in _face_down_tokens(en)}
    assert english == {
        "Archers of the Val": "“?” toward the GM; the players place it",
        "Wolf Riders": "“?” toward the players",
    }
    assert (
        "the players, or you for their own units (Archers of the Val)" in (en["face_down"]["how"])
    )
    template = (ROOT / "templates" / "bloodlust" / "kit.html.j2").read_text(encoding="utf-8")
    assert '<p class="tk-faces">{{ k.faces }}</p>' in template
    assert "{{ face_down.how }}" in template


def test_the_how_to_words_the_question_mark_by_whose_tokens_they_are() -> None:
    """Only the enemy's tokens: toward the players; only the players' own: toward the GM;
    no players' army known: toward each unit's enemy."""
    from kitgen.systems.bloodlust.tokens import facing, how

    loaded = load(EXAMPLE, lang="en")
    t = loaded.text
    assert (facing("Horde", "Barony"), facing("Barony", "Barony")) == ("players", "gm")
    assert facing("Horde", None) == "enemy"
    horde = [{"facing": "players", "name": "Wolf Riders"}]
    own = [{"facing": "gm", "name": "Archers"}]
    nobody = [{"facing": "enemy", "name": "Wolf Riders"}]
    assert "Its “?” half faces the players, the half with its name faces you." in how(horde, t)
    assert "faces you, who play" not in how(horde, t)
    assert "Its “?” half faces you, who play the enemy; the half" in how(own, t)
    assert "half faces the players" not in how(own, t)
    assert "Its “?” half faces the unit’s enemy, the half with its name" in how(nobody, t)


@pytest.mark.parametrize(("paper", "lang"), [("letter", "fr"), ("letter", "en"), ("a4", "fr")])
def test_the_hidden_units_notes_keep_a_line_under_their_heading(paper: str, lang: str) -> None:
    """Round 17, item 2: on US Letter the heading "Notes sur les unités cachées" closed the
    tokens' page with nothing under it. The spare rows of the deployment log give way:
    the heading has a ruled line to write on under it, on the tokens' page."""
    import io

    import pdfplumber

    from kitgen.build import compose_copy
    from kitgen.render import render_pdf
    from kitgen.systems.bloodlust.tokens import WRITE_GAP

    loaded = load(EXAMPLE, lang=lang)
    settings = print_settings(loaded, paper=paper, audience="gm")
    composed, _ = compose_copy(loaded, settings)
    rendered = render_pdf(composed.html)
    assert rendered.pages == 20
    heading = "NOTES SUR LES" if lang == "fr" else "NOTES ON THE"
    title = "Unités face cachée" if lang == "fr" else "Face-down units"
    mm = 25.4 / 72
    # the page found by its text (PDFium, fast), its words' boxes read there alone
    pages = pdf_text(rendered.pdf)
    (index,) = [i for i, text in enumerate(pages) if heading in text]
    assert title in pages[index]  # on the tokens' page
    with pdfplumber.open(io.BytesIO(rendered.pdf)) as pdf:
        page = pdf.pages[index]
        words = page.extract_words()
        at = next(
            k
            for k, w in enumerate(words)
            if " ".join(x["text"] for x in words[k : k + 3]) == heading
        )
        bottom = words[at]["bottom"] * mm
        foot = page.height * mm - 15.0  # the page's bottom margin
        assert foot - bottom >= WRITE_GAP, (foot, bottom)


def test_the_catapults_ini_is_marked_with_the_ruling_that_gives_it_no_size(
    fr: dict[str, Any], tmp_path: Path
) -> None:
    """Round 17, item 3: the battery's INI took no size modifier (its EFF of 15 is its
    crew) and no ruling said so. Its INI line carries the ruling's mark (L14), whose note
    gives the reading; ``house_rules: {machine_size_initiative: true}`` gives it its crew's
    +1 instead, and the line then says so, unmarked."""
    from kitgen.i18n.ruling_notes import TEXT
    from tests.conftest import write

    ini = dict(_sheets(fr)["Batterie de catapultes"]["breakdowns"])["INI"]
    assert str(ini).startswith("propre −3 · sans modificateur de taille\u202f: son EFF compte")
    assert 'class="ruling-mark"' in str(ini)
    assert _sheets(fr)["Batterie de catapultes"]["stats"][3]["value"] == "−3"
    assert TEXT["L14"] == (
        "No size modifier.",
        "Sans modificateur de taille.",
    )
    text = EXAMPLE.read_text(encoding="utf-8")
    path = write(tmp_path, "house_rules:\n  machine_size_initiative: true\n" + text)
    loaded = load(path, lang="fr")
    settings = print_settings(loaded, paper="a4", audience="gm")
    sized = _sheets(presenter.context(loaded.plan, loaded.text, Kit(settings, loaded.text)))
    battery = sized["Batterie de catapultes"]
    assert battery["stats"][3]["value"] == "−2"  # −3 own, +1 for 15 servants (B3)
    line = str(dict(battery["breakdowns"])["INI"])
    assert "taille (EFF)" in line and "sans modificateur" not in line
    assert "ruling-mark" not in line


def test_the_catapults_track_has_a_box_per_five_losses(
    fr: dict[str, Any], en: dict[str, Any]
) -> None:
    """Round 18, item 3 (round 17 grouped a box a servant by fives): the battery's losses
    come in fives from the casualty table (15, 10, 5, 0), so its track has a box per 5,
    the morale mark on the first box that reaches half lost (seed VI: 50 % or more of
    15 is 8 lost; the losses land on 10 lost, EFF 5), never on a box it cannot land
    on; the columns are the model's at those EFF. A pikemen's track is as it was."""
    sheet = _sheets(fr)["Batterie de catapultes"]
    boxes = [b for line in sheet["track"] for b in line["boxes"]]
    assert [b["eff"] for b in boxes] == ["15", "10", "5", "0"]
    assert [b["morale"] for b in boxes] == [False, False, True, False]
    # round 19: no rally mark on box 0, where the battery is gone
    assert [b["starts"] for b in boxes] == [False, False, True, False]
    assert not any(b["heavy"] for b in boxes)
    assert not any(b["group_start"] for b in boxes)
    assert sheet["morale_line"].startswith("Jet de moral après pertes dès la case EFF 5")
    assert sheet["track_help"].startswith("Cochez une case par tranche de 5 pertes")
    assert _sheets(en)["Catapult Battery"]["track_help"].startswith("Tick a box for every 5 lost")
    from kitgen.systems.bloodlust.sheet_tables import column_letter

    loaded = load(EXAMPLE, lang="fr")
    battery = next(
        u for a in loaded.plan.armies for u in a.units if u.unit.name == "Batterie de catapultes"
    )
    by_eff = {s.eff: s for s in battery.track}
    assert battery.morale_eff == 7 and len(battery.track) == 16  # the model keeps its steps
    assert [b["letters"][0] for b in boxes[:-1]] == [
        column_letter(by_eff[int(b["eff"])].column or 0) for b in boxes[:-1]
    ]
    pikes = [b for line in _sheets(fr)["Piquiers de Varenne"]["track"] for b in line["boxes"]]
    assert [b["eff"] for b in pikes][:3] == ["120", "115", "110"]


def test_orvin_s_terror_says_its_morale_roll_s_modifier(
    fr: dict[str, Any], en: dict[str, Any]
) -> None:
    """Round 17, item 5: the Terror spell forced a morale roll without a modifier on the
    page. The rulebook's spell ("Terreur, 3X / jour, force un jet de Moral sur une unité",
    seed V) gives it none: the line says modifier 0 on the sheet of Orvin's unit; his
    Fireball says nothing of morale."""
    archers = _sheets(fr)["Archers du Val"]
    terror, fireball = (
        next(x["text"] for x in archers["spells"] if x["text"].startswith(name))
        for name in ("Terreur", "Boule de feu")
    )
    assert terror.endswith(
        "une unité fait un jet de moral (modificateur 0, pas l’attribut Terreur)"
    )
    assert "modificateur" not in fireball
    english = _sheets(en)["Archers of the Val"]["spells"]
    said = "one unit takes a morale roll (modifier 0, not the Terror attribute)"
    assert any(x["text"].endswith(said) for x in english)
    # his card is full (a line more ran past it): the sheet of his unit says it
    cards = [
        x["text"]
        for sheet in fr["character_deck"]["sheets"]
        for front in sheet["fronts"]
        for x in front["card"].get("spells", [])
    ]
    assert any(x.startswith("Terreur") for x in cards)


def test_the_ford_hold_strip_is_clear_of_the_hatching_with_4_mm_boxes() -> None:
    """Round 18, item 1: the ford's "Tenu par, tour" strip ran over the river's hatch
    lines (negative margins, no padding) and its boxes were 2.7 mm; it sits inside the
    band, opaque with a white margin round it, its boxes 4 mm like the turns' row."""
    css = (ROOT / "templates" / "bloodlust" / "kit.css").read_text(encoding="utf-8")
    strip = next(x for x in css.splitlines() if x.startswith("table.ford-hold {"))
    assert "background: #fff;" in strip
    assert "margin: 0 0 0 auto;" in strip and "-0.8mm" not in strip
    assert "padding: 0.4mm 1mm;" in strip and "border-collapse: separate;" in strip
    assert (
        "table.ford-hold td.hold-cell .hold-box { vertical-align: top; width: 4mm; height: 4mm; }"
        in css
    )


def test_a_character_acting_alone_gets_a_token_and_rows_keep_the_shot_line(
    fr: dict[str, Any], en: dict[str, Any]
) -> None:
    """Round 18, item 2: Ugluk acts alone and can be attacked (his card) but had only a
    blank slot among the table's tokens; he has one like a unit's (his PUI and DEF, his
    EFF). A row where one token has an "ATT (tir)" line keeps that line on all of it."""
    tokens = [k for pg in fr["unit_tokens"]["pages"] for row in pg["rows"] for k in row]
    ugluk = next(k for k in tokens if k["name"] == "Ugluk le Chaman")
    assert ugluk["number"] == "agit seul" and ugluk["eff"] == "1"
    assert ugluk["stats"] == ["PUI\u00a0+3", "DEF\u00a00"]
    assert ugluk["army"] == "Horde de Grishak" and not ugluk["states"]
    english = [k for pg in en["unit_tokens"]["pages"] for row in pg["rows"] for k in row]
    assert any(k["name"] == "Ugluk the Shaman" for k in english)
    first = fr["unit_tokens"]["pages"][0]["rows"][0]
    assert [k["shot_line"] for k in first] == [True] * 3
    assert [bool(k["shot"]) for k in first] == [False, False, True]
    template = (ROOT / "templates" / "bloodlust" / "kit.html.j2").read_text(encoding="utf-8")
    assert "{% if k.shot_line %}" in template


def test_the_general_s_rally_line_reads_as_plain_english(en: dict[str, Any]) -> None:
    """Round 18, item 4: "Rally the unit at their side" read as an order; the general
    "Rallies a unit they are with"."""
    import json

    said = json.dumps(en, default=str, ensure_ascii=False)
    assert "Rallies a unit they are with (d100)" in said
    assert "at their side" not in said
    assert WORDS["general.rally"][0].startswith("Rallies a unit they are with (d100),")


def test_a_lone_character_s_token_reads_his_pui_as_his_card_does(
    fr: dict[str, Any], en: dict[str, Any]
) -> None:
    """Round 19, item 2: Ugluk's token and his card must give his PUI in one notation
    (the rules' "+1 to +8" for a character's PUI): the card's box and the token's
    figure are the same string, in both languages."""
    for context in (fr, en):
        cards = {
            f["card"]["name"]: dict(f["card"]["stats"])
            for sheet in context["character_deck"]["sheets"]
            for f in sheet["fronts"]
            if not f["card"].get("blank")
        }
        alone = [k for k in _tokens(context) if k["number"] in ("agit seul", "acts on their own")]
        assert alone
        for token in alone:
            label, _, value = token["stats"][0].partition("\u00a0")
            assert value == cards[token["name"]][label]


def test_no_track_zone_falls_on_the_box_where_the_unit_is_gone(
    fr: dict[str, Any], en: dict[str, Any]
) -> None:
    """Round 19, item 3: the battery's track (15, 10, 5, 0) read "rally at −10 from box
    0": its unit gone, nothing rallies. No box of 0 EFF is marked, and a key whose
    zone only that box reached is left off; the others keep theirs."""
    for context in (fr, en):
        for sheet in context["sheet_deck"]["items"]:
            gone = [b for line in sheet["track"] for b in line["boxes"] if b["eff"] == "0"]
            assert gone and not any(b["heavy"] or b["morale"] or b["starts"] for b in gone)
    battery = _sheets(fr)["Batterie de catapultes"]
    assert [b["eff"] for b in battery["boxes"]] == [15, 10, 5, 0]
    assert battery["heavy_line"] == "" and not any(b["heavy"] for b in battery["boxes"])
    assert battery["morale_line"].startswith("Jet de moral après pertes dès la case EFF 5 ")
    assert _sheets(en)["Catapult Battery"]["heavy_line"] == ""
    knights = _sheets(fr)["Chevaliers de l'Ordre"]
    assert knights["heavy_line"].startswith("Ralliement à −10 dès la case EFF 5 ")
    assert [b["eff"] for b in knights["boxes"] if b["heavy"]] == [5]
    template = (ROOT / "templates" / "bloodlust" / "kit.html.j2").read_text(encoding="utf-8")
    assert "{% if s.heavy_line %}" in template


def test_the_militia_s_pui_says_the_scenario_sets_it_under_the_table_s(
    fr: dict[str, Any], en: dict[str, Any]
) -> None:
    """Round 19, item 4: the town militia's PUI 0,7 (the scenario's, under the table's
    militia) sat beside the quick reference's "average (levies, militia) 1–1,5" with no
    word: its sheet says the scenario sets it under that band. The goblins' 0,3 is the
    inferior creatures' band, which the table names for goblins: no such word."""

    def pui(context: dict[str, Any], name: str) -> str:
        return str(dict(_sheets(context)[name]["breakdowns"])["PUI" if context is fr else "POW"])

    assert pui(fr, "Milice du bourg") == (
        "0,7 (fixée par le scénario), sous le 1–1,5 que l\u2019aide-mémoire donne aux milices"
    )
    assert pui(en, "Town Militia") == (
        "0.7 (set by the scenario), under the 1–1.5 the quick reference gives militia"
    )
    assert pui(fr, "Gobelins de la Combe") == "0,3 (fixée par le scénario)"
    assert pui(fr, "Archers du Val") == "1 (fixée par le scénario)"


# --- round 19b ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("lang", "paper", "duplex"),
    [("fr", "a4", "off"), ("en", "letter", "off"), ("fr", "letter", "off"), ("fr", "a4", "long")],
)
def test_page_one_leaves_the_gm_three_lines_to_write_on(
    lang: str, paper: str, duplex: str
) -> None:
    """Round 19b: page 1's « NOTES DU MJ » box fills what the page leaves, and on Letter
    that was one writing line under its label (the ford's strip and the events took the
    rest). The lede, the situation, the headings, the turn boxes and the events set
    closer leave it at least three ruled 7 mm lines under the label on every paper, on
    page 1 still, no type made smaller than the events' 9 pt."""
    from kitgen.render import compose, lay_out
    from kitgen.render.sections import cut
    from tests.conftest import layout_boxes

    loaded = load(EXAMPLE, lang=lang)
    settings = print_settings(loaded, paper=paper, duplex=duplex)
    parts = cut(compose("bloodlust", loaded.plan, loaded.text, settings).html)
    first = next(i for i, part in enumerate(parts.parts) if "scenario-page" in part)
    document = lay_out(parts.document(first))
    assert len(document.pages) == 1
    (box,) = [
        b
        for b in layout_boxes(document.pages[0]._page_box)
        if type(b).__name__ == "BlockBox" and "scenario-write gm" in (b.element.get("class") or "")
    ]
    rule = 7 * 96 / 25.4  # the notes' ruled lines, every 7 mm stretched to whole ones
    assert round(box.border_height() / rule) - 1 >= 3, box.border_height() / rule
    css = (ROOT / "templates" / "bloodlust" / "kit.css").read_text(encoding="utf-8")
    assert "table.scenario-events { font-size: 9pt; }" in css


def test_orvin_s_terror_is_told_apart_from_the_terror_attribute(
    fr: dict[str, Any], en: dict[str, Any]
) -> None:
    """Round 20, item 1: the spell "Terreur" forces a morale roll at modifier 0 (seed V
    gives it none), while every sheet's morale rows read "face à la terreur" at −10 and
    −20 (the attribute, seed IV): the spell's line says it is not the attribute."""
    spells = _sheets(fr)["Archers du Val"]["spells"]
    terror = next(x["text"] for x in spells if x["text"].startswith("Terreur"))
    assert terror.endswith("(modificateur 0, pas l’attribut Terreur)")
    english = [x["text"] for x in _sheets(en)["Archers of the Val"]["spells"]]
    assert any(x.endswith("(modifier 0, not the Terror attribute)") for x in english)
    assert not any("attribute" in x for x in english if not x.startswith("Terror"))


def test_the_track_keys_name_the_box_by_its_eff(fr: dict[str, Any], en: dict[str, Any]) -> None:
    """Round 20, item 2: "dès la case 30" read as a count of boxes; the keys name the
    box by the EFF printed over it (the archers: 60 strong, 50 % lost at 30, over 75 %
    from 10; SIZE in English, as the track's own heading)."""
    archers = _sheets(fr)["Archers du Val"]
    assert archers["morale_line"].startswith("Jet de moral après pertes dès la case EFF 30 (50")
    assert archers["heavy_line"].startswith("Ralliement à −10 dès la case EFF 10 (plus de 75")
    english = _sheets(en)["Archers of the Val"]
    assert english["morale_line"].startswith("Morale check after losses from the SIZE 30 box")
    assert english["heavy_line"].startswith("Rally at −10 from the SIZE 10 box")


def test_the_quick_reference_says_what_own_ini_is(fr: dict[str, Any], en: dict[str, Any]) -> None:
    """Round 20, item 3: the sheets' "INI : propre +2" was explained nowhere; the quick
    reference's initiative table says the own INI is the scenario's, −5 to +5 (seed I
    and IV-1), and the sheets still call it so."""
    from kitgen.systems.bloodlust.tables import OWN_INITIATIVE

    assert OWN_INITIATIVE == (-5, 5)
    for context, said in (
        (fr, "INI «\u202fpropre\u202f»\u202f: fixée par le scénario, de −5 à +5."),
        (en, "“Own” INI: set by the scenario, −5 to +5."),
    ):
        (block,) = [
            b for p in context["quick"]["pages"] for b in p["blocks"] if b["key"] == "eff_ini"
        ]
        assert str(block["note"]).endswith(said)
    archers = dict(_sheets(fr)["Archers du Val"]["breakdowns"])
    assert str(archers["INI"]).startswith("propre +2 · taille (EFF) −2")


def test_the_players_sheets_keep_the_rows_of_their_own_reach() -> None:
    """Round 20, item 4: the players' sheets printed rows 1-30, the GM's 1-20. The
    players' copy is computed from the battle without its secrets, so a reach taken
    from that plan reveals none: it is row 20 too, and their sheets keep rows 1-20;
    their quick reference greys nothing, and their caption sends to its table without
    calling rows 21-30 out of reach (a unit they cannot see might read them)."""
    from kitgen.pipeline import for_players
    from kitgen.systems.bloodlust.quick import top_row

    loaded, _ = for_players(load(EXAMPLE, lang="en"))
    assert top_row(loaded.plan) == 21
    players = _context("a4", "en", audience="players")
    assert _flat(players["rows_out"]) == "Rows 22 to 30 are in the quick reference's table."
    for s in players["sheet_deck"]["items"]:
        rows = [r for block in s.get("own", {}).get("blocks", []) for r in block]
        assert not rows or [r["row"] for r in rows] == list(range(1, 22)), s["name"]


# --- round 22 ----------------------------------------------------------------------------


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_folding_how_to_is_short_and_in_the_order_it_is_done(lang: str) -> None:
    """Round 22, item 4: the hidden units' how-to read as one long winding sentence.
    It says, in the order the GM does it, cut, fold, stand, turn the "?" toward the
    unit's enemy, write what is seen from afar, and swap in the unit token; no sentence
    runs over 30 words and the whole, with the mixed-sides "?" sentence, is shorter
    than before."""
    context = _context("a4", lang)
    said = context["face_down"]["how"]
    steps = {
        "en": ["Cut", "fold", "stand", "“?” half faces", "Seen from afar", "replaces"],
        "fr": ["Découpez", "pliez", "posez", "«\u202f?\u202f» regarde", "Vu de loin", "remplace"],
    }[lang]
    places = [said.index(x) for x in steps]
    assert places == sorted(places), said
    plain = said.replace("e.g.", "eg")
    sentences = [x for x in re.split(r"(?<=[.])\s+(?=[A-Z«“É])", plain) if x]
    assert len(sentences) == 4, sentences
    assert max(len(x.split()) for x in sentences) <= 30, sentences
    assert len(said) < {"en": 520, "fr": 560}[lang], len(said)


def test_the_character_cards_backs_bands_register_with_their_fronts() -> None:
    """Round 22, item 2: in long-edge duplex, the back of the card to fill in had no army
    to name, so its white band was 1.8 mm shallower than its neighbours' and its title
    1 mm out of line. Every back's band is as deep, centred on its card, and each back
    lies behind its front (mirrored across the sheet)."""
    from kitgen.render import compose, lay_out
    from kitgen.render.sections import cut
    from tests.conftest import layout_boxes

    loaded = load(EXAMPLE, lang="fr")
    settings = print_settings(loaded, paper="a4", duplex="long")
    parts = cut(compose("bloodlust", loaded.plan, loaded.text, settings).html)
    found = {}
    for kind in ("card-sheet kind-character_card", "card-sheet back kind-character_card"):
        index = next(i for i, part in enumerate(parts.parts) if f'class="{kind}' in part)
        page = lay_out(parts.document(index)).pages[0]._page_box
        # a card's boxes are placed absolutely: their placeholders stand for them
        found[kind] = [
            b
            for b in layout_boxes(page)
            if type(b).__name__ in ("BlockBox", "AbsolutePlaceholder")
        ]
    mm = 96 / 25.4

    def classed(boxes: list[Any], name: str) -> list[Any]:
        return [b for b in boxes if name in (b.element.get("class") or "").split()]

    fronts = classed(found["card-sheet kind-character_card"], "frame")
    backs = found["card-sheet back kind-character_card"]
    bands = classed(backs, "plain-back-mid")
    faces = classed(backs, "face")
    assert len(bands) == len(fronts) == len(faces) == 4
    width = 210 * mm
    for band, face in zip(bands, faces, strict=True):
        assert band.border_height() == pytest.approx(bands[0].border_height(), abs=0.05 * mm)
        # the band's top at its face's middle, drawn up by half its depth (a transform,
        # not laid out): bands as deep are centred alike
        middle = face.position_y + face.border_height() / 2
        assert band.position_y == pytest.approx(middle, abs=0.05 * mm)
    # each back's face mirrors a front's frame across the sheet, at its height
    for face in faces:
        centre = (
            face.position_x + face.border_width() / 2,
            face.position_y + face.border_height() / 2,
        )
        assert any(
            abs(width - (f.position_x + f.border_width() / 2) - centre[0]) < 0.3 * mm
            and abs(f.position_y + f.border_height() / 2 - centre[1]) < 0.3 * mm
            for f in fronts
        ), centre


@pytest.mark.parametrize(
    ("paper", "lang", "audience"),
    [("a4", "fr", "gm"), ("letter", "en", "gm"), ("a4", "fr", "players"), ("letter", "fr", "gm")],
)
def test_every_character_card_has_its_notes_area_and_orvin_s_a_line(
    paper: str, lang: str, audience: str
) -> None:
    """Round 22, item 1: Orvin's card had no notes area (5.6 mm free, 11 needed) where the
    others had one. The deck's names all fit one line, so its title bands are one line
    deep, and the chance of no wound has its bars beside its figures: laid out, every
    card's notes label has a ruled line under it, with room to write, at the card's foot."""
    from kitgen.render import compose, lay_out
    from kitgen.render.sections import cut
    from tests.conftest import layout_boxes

    context = _context(paper, lang, audience)
    cards = [f["card"] for sheet in context["character_deck"]["sheets"] for f in sheet["fronts"]]
    assert all(c["notes_area"] for c in cards if not c["blank"])
    assert {c["title_lines"] for c in cards} == {1}
    loaded = load(EXAMPLE, lang=lang)
    settings = print_settings(loaded, paper=paper, audience=audience, duplex="off")
    parts = cut(compose("bloodlust", loaded.plan, loaded.text, settings).html)
    index = next(
        i for i, part in enumerate(parts.parts) if 'class="card-sheet kind-character_card' in part
    )
    page = lay_out(parts.document(index)).pages[0]._page_box
    boxes = [
        b for b in layout_boxes(page) if type(b).__name__ in ("BlockBox", "AbsolutePlaceholder")
    ]

    def classed(name: str) -> list[Any]:
        return [b for b in boxes if name in (b.element.get("class") or "").split()]

    mm = 96 / 25.4
    heads = classed("char-notes-head")
    frames = [f for f in classed("frame") if f.element.get("data-fit") is not None]
    assert len(heads) == 3
    for head in heads:
        (frame,) = [
            f
            for f in frames
            if f.position_x <= head.position_x < f.position_x + f.border_width()
            and f.position_y <= head.position_y < f.position_y + f.border_height()
        ]
        foot = frame.position_y + frame.border_height() - 1.5 * mm  # the lowest ruled line
        # the label, the body's white margin under it, then a line to write on
        assert foot - (head.position_y + head.margin_height()) >= 5.0 * mm


@pytest.mark.parametrize(("lang", "paper"), [("en", "letter"), ("fr", "a4"), ("fr", "letter")])
def test_page_one_s_squares_end_on_whole_rows(lang: str, paper: str) -> None:
    """Round 22, item 5: on the English Letter page 1 the GM's squares ended on a sliver
    of a row: each square's line was at its foot, the last one 0.3 mm over the box's
    border, and a viewer stepping the tiles by whole pixels showed the gap as a row. The
    rows are a whole number filling the box, each line at its square's top, so the last
    row closes on the border."""
    from kitgen.render import compose, lay_out
    from kitgen.render.sections import cut
    from tests.conftest import layout_boxes

    loaded = load(EXAMPLE, lang=lang)
    settings = print_settings(loaded, paper=paper, duplex="off")
    parts = cut(compose("bloodlust", loaded.plan, loaded.text, settings).html)
    first = next(i for i, part in enumerate(parts.parts) if "scenario-page" in part)
    document = lay_out(parts.document(first))
    (box,) = [
        b
        for b in layout_boxes(document.pages[0]._page_box)
        if type(b).__name__ == "BlockBox" and "scenario-write gm" in (b.element.get("class") or "")
    ]
    rows = box.style["background_image"][1]
    assert rows[0] == "linear-gradient"
    # the line first, from the square's top to 0.3 mm, then blank to its foot
    colours = rows[1].colors
    assert (colours[0].alpha, colours[-1].alpha) == (1, 0)
    assert rows[1].stop_positions[0].value == pytest.approx(0.3 * 96 / 25.4)
    assert tuple(box.style["background_repeat"][-1]) == ("round", "round")
    assert round(box.padding_height() / (5 * 96 / 25.4)) >= 3  # rows of 5 mm, stretched
    css = (ROOT / "templates" / "bloodlust" / "kit.css").read_text(encoding="utf-8")
    assert "linear-gradient(to bottom, #d9d0c2 0.3mm, transparent 0.3mm); }" in css


# --- round 22b -----------------------------------------------------------------------------


def _overprints(words: list[dict[str, Any]], pad: float = 0.5) -> list[tuple[str, str]]:
    """The pairs of words whose boxes overlap (by more than ``pad`` points each way)."""
    return [
        (a["text"], b["text"])
        for k, a in enumerate(words)
        for b in words[k + 1 :]
        if a["x0"] + pad < b["x1"]
        and b["x0"] + pad < a["x1"]
        and a["top"] + pad < b["bottom"]
        and b["top"] + pad < a["bottom"]
    ]


@pytest.mark.parametrize(("paper", "lang"), [("letter", "en"), ("letter", "fr")])
def test_no_word_of_the_gm_s_kit_prints_over_another(paper: str, lang: str) -> None:
    """Round 22b, item 1: on the English Letter tokens' page the Archers' note "“?” toward
    the GM; the players place it" ran under "Revealed on turn", the two set side by side
    at the token's foot (French Letter 4 pt short of the same clash); the ruler counts
    glyphs of one block, not two blocks' words. The note has its own line above the
    label and its box: no word of the kit overlaps another, on any page."""
    import io

    import pdfplumber

    from kitgen.build import compose_copy
    from kitgen.render import render_pdf

    loaded = load(EXAMPLE, lang=lang)
    settings = print_settings(loaded, paper=paper, audience="gm")
    composed, _ = compose_copy(loaded, settings)
    rendered = render_pdf(composed.html)
    found = {}
    with pdfplumber.open(io.BytesIO(rendered.pdf)) as pdf:
        for number, page in enumerate(pdf.pages, 1):
            clashes = _overprints(page.extract_words())
            if clashes:
                found[number] = clashes
    assert found == {}


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_an_army_s_pui_is_its_units_exact_totals_rounded_once(lang: str) -> None:
    """Round 22b, item 2: page 1 gave the Horde "PUI 416", the sum of its units' totals
    each rounded (68 + 98); the seed multiplies PUI by EFF into a unit's PUI totale
    (seed I, "PUI") and B1 keeps its fractions, rounding (half up) only where a table is
    read: 60 + 160 + 30 + 67,5 + 97,5 = 415, rounded once. Both armies, on both
    copies, read their units' exact totals so."""
    from kitgen.model import round_half_up

    loaded = load(EXAMPLE, lang=lang)
    pui, tir = ("PUI", "PUI\u00a0TIR") if lang == "fr" else ("POW", "Ranged\u00a0POW")
    for audience in ("gm", "players"):
        context = _context("a4" if lang == "fr" else "letter", lang, audience)
        said = {s["name"]: s["lines"][0] for s in context["sides"]}
        for army in loaded.plan.armies:
            units = army.units
            whole = round_half_up(sum((u.total_pui for u in units), Fraction(0)))
            shot = round_half_up(sum((u.total_pui_tir for u in units), Fraction(0)))
            line = said[army.army.name]
            assert f"· {pui}\u00a0{whole}" in line, line
            assert f"{tir}\u00a0{shot}" in line, line
    horde = _context("a4", "fr")["sides"][1]["lines"][0]
    assert "PUI\u00a0415 ·" in horde and "416" not in horde


def test_the_shooting_support_s_plus_one_never_breaks_from_its_sign() -> None:
    """Round 22b, item 3: ruling ⑥ (B5) broke "arrondie à l'inférieur, + / 1" over two
    lines; no Bloodlust note leaves a sign and its figure apart."""
    from kitgen.i18n.ruling_notes import TEXT as RULING_NOTES

    bloodlust = {k: v for k, v in RULING_NOTES.items() if re.fullmatch(r"[BL]\d+", k)}
    assert "B5" in bloodlust and "L14" in bloodlust
    for key, texts in bloodlust.items():
        for text in texts:
            assert not re.search(r"[+−×] \d", text), (key, text)
    assert "arrondie à l'inférieur, +1\u202f;" in RULING_NOTES["B5"][1]
    assert "rounded down, +1;" in RULING_NOTES["B5"][0]


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_spare_unit_token_says_what_it_is_for(lang: str) -> None:
    """Round 22b, item 4: the twelfth table token was a bare frame, its header band
    empty; it says it is a spare one, for a reinforcement or an NPC."""
    from kitgen.render import compose

    loaded = load(EXAMPLE, lang=lang)
    settings = print_settings(loaded, paper="a4" if lang == "fr" else "letter")
    html = compose("bloodlust", loaded.plan, loaded.text, settings).html
    label = "Pion libre\u202f: renfort, PNJ" if lang == "fr" else "Spare: a reinforcement, an NPC"
    blank = re.search(r'<div class="flat blank"[^>]*>\s*<p class="flat-army">([^<]*)</p>', html)
    assert blank is not None
    assert blank.group(1) == label
