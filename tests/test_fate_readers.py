"""The readers' proofreads of the Fate kit from the eighth on (issue 39): what each
reader found on the siege of Corbelin, checked on the values the templates get (no PDF is
laid out here, but for the English Letter handout's page count). The siege is composed
once for all."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from kitgen.build import print_settings
from kitgen.cards import Kit
from kitgen.pipeline import Loaded, load
from kitgen.systems.fate import faces
from kitgen.systems.fate.faces import beaten_face
from tests.conftest import ROOT
from tests.test_fate_players import _gm, _gm_duplex, _players

FATE = ROOT / "armies" / "siege-de-corbelin.yaml"


@pytest.fixture(scope="module")
def siege() -> Loaded:
    return load(FATE)


@pytest.fixture(scope="module")
def gm(siege: Loaded) -> dict[str, Any]:
    return _gm(siege)


@pytest.fixture(scope="module")
def players(siege: Loaded) -> dict[str, Any]:
    return _players(siege)


@pytest.fixture(scope="module")
def duplex(siege: Loaded) -> dict[str, Any]:
    return _gm_duplex(siege)


@pytest.fixture(scope="module")
def english() -> dict[str, Any]:
    return _gm(load(FATE, lang="en"))


# --- the eighth reader ------------------------------------------------------------------


def _card_list(deck: dict[str, Any]) -> list[dict[str, Any]]:
    return [slot["card"] for sheet in deck["sheets"] for slot in sheet["fronts"]]


def test_the_quick_reference_says_how_a_hit_fills_consequences_in_both_copies(
    gm: dict[str, Any], players: dict[str, Any]
) -> None:
    """Item 1: the cards carry LÉGÈRE (2) / MODÉRÉE (4) boxes, the players' copy never said
    how a hit fills them (ruling N9): the quick reference's « Encaisser » does, in each."""
    for values in (gm, players):
        harm = " ".join(str(h) for h in values["quick"]["harm"])
        assert "1–2 crans, la légère\u00a0(2)" in harm
        assert "3–4, la modérée\u00a0(4)" in harm and "5–6, les deux" in harm
        assert "Moyenne" in harm and "égalité" in harm


def test_a_beaten_units_back_ends_the_battle_as_the_scenario_says(
    siege: Loaded, duplex: dict[str, Any]
) -> None:
    """Item 2: this battle ends when the Donjon falls or at the tenth turn, not only
    when a side has no units left: the backs say so when the scenario has a victory."""
    backs = [c["back"] for c in _card_list(duplex["unit_deck"]) if "back" in c]
    assert backs
    for back in backs:
        assert "conditions de victoire du scénario" in back["rules"][-1]
    # a battle without a scenario keeps the rulebook's sentence
    unit = siege.plan.armies[0].units[0]
    assert "scénario" not in beaten_face(unit, siege.text)["rules"][-1]


def test_the_rolls_tag_a_led_unit_and_say_its_plus_one_is_in(gm: dict[str, Any]) -> None:
    """Item 3: the rolls page's figures already count the commander's +1; it said « Une
    unité menée lance avec le +1 » untagged, and a GM would add it twice."""
    rolls = gm["rolls"]
    assert "ne l’ajoutez pas" in str(rolls["help"]).replace("'", "’")
    assert "inférieures à sa Volonté" in str(rolls["help"])
    attackers = [str(g["attackers"]) for s in rolls["sides"] for g in s["groups"]]
    assert any(a.startswith("Gardes du donjon") and "(menée)" in a for a in attackers)
    defenders = [
        str(r["defenders"]) for s in rolls["sides"] for g in s["groups"] for r in g["rows"]
    ]
    assert any("Chevaliers du Val" in d and "(menée)" in d for d in defenders)
    # a unit whose commander raises nothing is never tagged
    assert not any("Archers mercenaires <" in d for d in defenders)


def test_unit_against_unit_says_one_on_one_in_short_points(gm: dict[str, Any]) -> None:
    """Items 4 and 9: « seules » meant "without a commander" on the cards and "one against
    one" here; the help was one wall of grey text, its marks buried mid-line."""
    points = [str(p) for p in gm["engagements"]["help"]]
    assert len(points) >= 6
    assert "une contre une" in points[0] and "seules" not in " ".join(points)
    # each ruling's mark ends its own point
    marked = [p for p in points if 'class="ruling-mark"' in p]
    assert len(marked) == 3 and all(p.endswith("</sup>") for p in marked)


def test_the_turn_order_says_each_unit_is_activated_once(gm: dict[str, Any]) -> None:
    """Item 5: « activez une unité… Toute une armée agit avant la suivante » read two ways;
    the rulebook: each unit and commander of an army acts before any of the next."""
    step = str(gm["quick"]["turn"][1])
    assert "une à une chacune de vos unités" in step and "puis l’armée suivante" in step.replace(
        "'", "’"
    )


def test_the_quick_reference_says_how_to_remove_a_hindering_aspect(
    gm: dict[str, Any], players: dict[str, Any]
) -> None:
    """Item 7: nothing said how the ram brings down « Herse abaissée »; the line names the
    battle's hindering aspects in sight of all, never a hidden one."""
    for values in (gm, players):
        line = str(values["quick"]["overcome"][1])
        assert line.startswith("Ôter un aspect gênant")
        assert "Herse abaissée" in line and "Murailles épaisses" in line
        assert "Passable (+2)" in line and "Athlétisme" in line


def test_the_points_left_say_how_a_unit_bought_in_battle_enters(
    gm: dict[str, Any], players: dict[str, Any]
) -> None:
    """Item 8: « Reste 2 » said what it buys, not how it comes into play; each unit the
    points can buy has a blank counter (the GM's copy, which tells the points left)."""
    for army in gm["armies"]:
        assert "pion vierge" in str(army["left"])
    blanks = [k for k in gm["tokens"]["units"] if "blank" in k]
    assert len(blanks) == 3  # 2 points left: two Average units; 1 point: one
    # the players' copy (ninth pass): two for every army alike, whatever its secrets
    assert len([k for k in players["tokens"]["units"] if "blank" in k]) == 4


def test_the_zone_count_is_a_first_page_note_not_page_twos_opening(gm: dict[str, Any]) -> None:
    """Item 10: page 2 opened on a designer's note; the ninth pass: the GM's notes
    (page 1) do not repeat it either, nor the scenario's situation: they say what the
    table needs (the ways into the fort)."""
    assert gm["zones_line"] == ""
    assert "zones" not in gm["notes"] and "suggère" not in gm["notes"]
    assert gm["notes"].startswith("Le Camp de la Ligue ne touche que le Glacis")
    assert "assiège" not in gm["notes"]


def test_a_unit_card_with_room_to_spare_gets_ruled_lines(gm: dict[str, Any]) -> None:
    """Item 12: the Milice's card was 40 % blank over the family's grid: it gets notes
    lines there; the family's grid itself stays the same on every card."""
    cards = {c["name"]: c for c in _card_list(gm["unit_deck"])}
    assert cards["Milice du bourg"]["notes_lines"] >= 2
    # the fullest keeps one line of notes, its label on it (the tenth proofread)
    assert cards["Gardes du donjon"]["notes_lines"] == 1
    assert len({c["write_lines"] for c in cards.values()}) == 1


def test_a_commanders_back_records_their_defeat(duplex: dict[str, Any]) -> None:
    """Item 12: a commander's back was blank but for its title; it records when, by whom
    and how they fell, and the Fate point it brings."""
    cards = _card_list(duplex["commander_deck"])
    assert cards
    for card in cards:
        back = card["back"]
        assert back["name"] == card["name"]
        assert len(back["lines"]) == 3 and "point Fate" in back["rules"][0]


def test_only_the_gm_copy_cites_what_it_needs(siege: Loaded) -> None:
    """The quick reference cites the rulings its lines follow: N14 and N8, and since the
    round-3 designer, N13 (a face-down zone) and N15 (removing a hindering aspect), whose
    readings are ours, not the rulebook's; since round 17, N18 (a defended zone)."""
    from kitgen.systems.fate.presenter import quick_reference

    kit = Kit(print_settings(siege), siege.text)
    quick_reference(siege.text, siege.plan, kit)
    assert sorted(kit.cited) == ["N13", "N14", "N15", "N18", "N8"]


# --- the ninth reader and after ----------------------------------------------------------


def _cards(deck: dict[str, Any]) -> dict[str, dict[str, Any]]:
    return {s["card"]["name"]: s["card"] for sheet in deck["sheets"] for s in sheet["fronts"]}


def _mm(size: str) -> float:
    assert size.endswith("mm")
    return float(size[:-2])


def test_no_unit_card_keeps_a_blank_band_over_its_grid(
    gm: dict[str, Any], english: dict[str, Any]
) -> None:
    """Item 1: the Arbalétriers, Sapeurs and Archers kept ~2.5 cm blank under their one
    LÉGÈRE box while their siblings had Notes lines, and the English copy did not do the
    same. One rule, in both languages: a card's room over the family's fullest goes to
    Notes lines (one is enough for a block) and what is left under a line's height to
    its consequence boxes, never under 12 mm; the fullest cards get one line of notes,
    their label on it (the tenth proofread: they had none)."""
    fullest = {"Gardes du donjon", "Chevaliers du Val", "Keep Guards", "Knights of the Val"}
    for values in (gm, english):
        for name, card in _cards(values["unit_deck"]).items():
            assert _mm(card["cons_height"]) >= faces.CONSEQUENCE_INSIDE
            if name in fullest:
                assert card["notes_lines"] == 1 and card["notes_inline"]
            elif card["consequences"] and not card["notes_lines"]:
                # room to spare under a line's height: the boxes take it
                assert _mm(card["cons_height"]) > faces.CONSEQUENCE_INSIDE
            elif not card["consequences"]:
                assert card["notes_lines"] >= 1
    french = _cards(gm["unit_deck"])
    assert french["Arbalétriers des remparts"]["notes_lines"] >= 1
    assert french["Archers mercenaires"]["notes_lines"] >= 1
    assert french["Sapeurs"]["notes_lines"] >= 1


def test_a_led_cards_defence_follows_one_pattern(
    gm: dict[str, Any], english: dict[str, Any]
) -> None:
    """Item 2: « Athlétisme +3 (seule : Combat) contre Combat » was cryptic. A led card
    says, for each attack, its defence led, then alone."""
    cards = _cards(gm["unit_deck"])
    assert cards["Gardes du donjon"]["defence"] == (
        "Contre Combat\u202f: +3 (Athlétisme menée, Combat seule). "
        "Contre Tir\u202f: Athlétisme\u00a0+3 menée, +2 seule."
    )
    assert cards["Sapeurs"]["defence"] == ("Contre Combat et Tir\u202f: Athlétisme\u00a0+2.")
    assert cards["Chevaliers du Val"]["defence"] == (
        "Contre Combat\u202f: Combat\u00a0+3. Contre Tir\u202f: Athlétisme\u00a0+2."
    )
    # a card without a commander keeps its one line
    assert cards["Milice du bourg"]["defence"] == "Athlétisme\u00a00 contre Combat et Tir"
    guards = _cards(english["unit_deck"])["Keep Guards"]["defence"]
    assert guards == (
        "Against Fight: +3 (Athletics led, Fight alone). "
        "Against Shoot: Athletics\u00a0+3 led, +2 alone."
    )


def test_a_led_card_names_the_ladder_step_of_its_led_value(gm: dict[str, Any]) -> None:
    """Item 3: led cards showed only numbers where the others show Passable, Moyen…:
    the word of the led value stands beside it."""
    guards = _cards(gm["unit_deck"])["Gardes du donjon"]
    words = {s["name"]: (s["word"], s["value"]) for s in guards["skills"]}
    assert words["Athlétisme"] == ("Bon", "+3")
    assert words["Tir"] == ("Passable", "+2")


def test_the_counters_lie_on_their_zone_card_everywhere(
    gm: dict[str, Any], english: dict[str, Any]
) -> None:
    """Item 6 put the counters beside their zone card; the fresh GM's round 2, item 4,
    found page 3 saying they lie on it (the rules' « placez-la sur un carton de zone »,
    and the map's frames have no room beside a card). One instruction: on the card."""
    assert "sur sa carte de zone" in gm["tokens"]["help"]
    assert "à côté" not in gm["tokens"]["help"]
    spot = next(k["text"] for k in gm["map_help"]["key_list"] if k["kind"] == "spot")
    assert "posées dessus" in spot
    assert "on its zone card" in english["tokens"]["help"]
    assert "beside" not in english["tokens"]["help"]


def test_the_gm_notes_are_for_the_table(gm: dict[str, Any]) -> None:
    """Item 7: « 6 zones : la règle en suggère 4 pour 3 personnes… » was the designer's
    reason; the notes say what the table uses (the ways into the fort)."""
    assert "suggère" not in gm["notes"] and "Porte nord" in gm["notes"]


def test_the_zone_cards_writing_label_is_short_enough_for_a_revealed_card(
    siege: Loaded,
) -> None:
    """Item 8: on the players' revealed Cour and Glacis cards the label « Aspects ajoutés
    en jeu : chacun repérage +2, entrer +2 s'il gêne » ran onto the card's only writing
    line; it is shorter, on every zone card alike."""
    label = siege.text("fa.zone_writing")
    assert label.startswith("Aspects en jeu") and len(label) <= 57


# ---------------------------------------------------------------- the tenth proofread


def test_the_english_letter_players_copy_ends_its_quick_reference_with_the_rulings() -> None:
    """Tenth pass, item 1: on US Letter the players' quick reference ran over by the
    rulings note, alone on a page 92 % blank (10 pages). The page sets its rows closer:
    the note closes the quick reference, on 9 pages."""
    from kitgen.build import build_kit, print_settings
    from tests.conftest import pdf_text

    english = load(FATE, lang="en")
    pages = pdf_text(
        build_kit(english, print_settings(english, paper="letter", audience="players")).pdf
    )
    assert len(pages) == 9
    quick = next(p for p in pages if "Quick reference — Actions" in p)
    assert "Rulings" in quick and "Initiative, once." in quick
    assert not any(p.lstrip().startswith("Rulings") for p in pages)


def test_page_one_points_to_where_the_rulings_are(
    gm: dict[str, Any], english: dict[str, Any], players: dict[str, Any]
) -> None:
    """Item 2: page 1 sent the GM to "the end of the page Unité contre unité", whose
    first page the note is not on (it closes the section's last page). It points to the
    section's last table; the players' copy, whose note closes its one quick reference
    page, keeps its pointer (its page's number after it since round 10)."""
    import re

    def said(values: dict[str, Any]) -> str:
        return re.sub(r"<[^>]+>", "", str(values["rulings_where"]))

    where = said(gm)
    assert "après le dernier tableau de «\u202fUnité contre unité\u202f»" in where
    assert "à la fin de la page" not in where
    assert "after the last table of “Unit against unit”" in said(english)
    assert "à la fin de la page «\u202fAide-mémoire" in said(players)


def test_a_led_unit_has_its_odds_alone_on_the_rolls_page(gm: dict[str, Any]) -> None:
    """Item 3: a unit whose commander falls rolls its own skills; the rolls page gave only
    its led odds. Where being alone changes what it rolls, it stands there "(seule)":
    the Gardes shoot at +1 alone (+2 led) and parry the Archers' Shoot at +2 (+3 led),
    with the engine's odds."""
    from kitgen.systems.fate.attacks import opposed

    garrison, league = gm["rolls"]["sides"]
    shoot_1 = next(g for g in garrison["groups"] if g["key"] == ("shoot", 1))
    assert "Gardes du donjon" in shoot_1["attackers"]
    assert "(seule)" in shoot_1["attackers"]
    archers = next(g for g in league["groups"] if g["key"] == ("shoot", 2))
    alone = next(r for r in archers["rows"] if "(seule)" in r["defenders"])
    assert "Gardes du donjon" in alone["defenders"] and alone["defence"] == "+2"
    t = load(FATE).text
    assert alone["cells"] == [t.percent(float(p)) for p in opposed(2, 2)]
    # led, the Gardes parry Fight with Athletics +3; alone with Fight +3: said so
    fight = next(g for g in league["groups"] if g["key"] == ("fight", 3))
    assert "(seule, Combat)" in fight["rows"][0]["defenders"]
    assert "(seule)" in gm["rolls"]["help"]


def test_the_map_note_names_two_ways_in(gm: dict[str, Any], english: dict[str, Any]) -> None:
    """Item 4: « Du Glacis, deux chemins mènent à la Cour intérieure, la Porte nord… et le
    Chemin de ronde » read as three places. The note says the two ways, then where they
    lead."""
    # round 12: the aspects moved to the next sentence, which says how to remove them
    assert "la Porte nord ou le Chemin de ronde mènent à la Cour" in gm["notes"]
    assert "deux chemins" not in gm["notes"]
    assert "the North Gate or the Wall Walk leads to" in english["notes"]
    assert "two ways lead" not in english["notes"]


def test_every_unit_card_has_ruled_room_for_notes(
    gm: dict[str, Any], english: dict[str, Any], players: dict[str, Any]
) -> None:
    """Item 5: the Good units' cards, the fullest, had no notes room where every other
    card had some. Every card keeps a ruled line for notes at the least (the fullest's
    label written on it), and the family's grid is counted after it."""
    for values in (gm, english, players):
        cards = _cards(values["unit_deck"])
        assert all(c["notes_lines"] >= 1 for c in cards.values())
        good = [c for c in cards.values() if len(c["consequences"]) == 2]
        assert len(good) == 2 and all(c["notes_inline"] for c in good)
        assert len({c["write_lines"] for c in cards.values()}) == 1
        assert all(c["write_lines"] >= 2 for c in cards.values())


def test_the_beaten_faces_hatching_stays_inside_its_frame() -> None:
    """Item 6: in duplex, the hatched band of a beaten unit's or commander's face drew its
    stripes under and past its border. The hatching is painted inside the border only."""
    from tests.conftest import ROOT as root

    css = (root / "templates" / "fate" / "kit.css").read_text(encoding="utf-8")
    rule = next(
        line for line in css.splitlines() if line.startswith(".fa-beaten .fa-out-banner {")
    )
    assert "background-clip: padding-box" in rule


# ------------------------------------------------- the fresh GM and designer, round 2


def test_a_commander_card_says_what_they_defend_with_in_a_duel(
    gm: dict[str, Any], english: dict[str, Any], players: dict[str, Any]
) -> None:
    """Item 1: the garrison wins by taking out both League commanders, and only a
    commander attacks a commander (the seed), yet a commander card had no "Déf." line.
    It has one, read as a unit's (ruling N8): against Fight the better of Athletics and
    Fight, against Shoot Athletics; an unrated skill is +0. The quick reference says a
    duel is rolled the same way."""
    from kitgen.systems.fate.commander_face import commander_defence

    cards = _cards(gm["commander_deck"])
    # a PC's unrated Athletics is their character's (round 6, item 4), a blank that says
    # so (round 13, item 1); the siege gives its PCs' Athletics (round 17, item 4)
    assert cards["Dame Aveline"]["defence"] == ("Combat\u00a0+2 contre Combat")
    assert cards["Baron Ortolf"]["defence"] == ("Combat\u00a0+3 contre Combat")
    assert cards["Maître sapeur Grieg"]["defence"] == "Athlétisme\u00a00 contre Combat"
    # the fresh GM's round 4: Malo's card offers a duel, so he rates Combat (+1)
    assert cards["Sergent Malo"]["defence"] == ("Combat\u00a0+1 contre Combat")
    # the engine's reading, whatever the skills: Athletics on a tie, the house rule's
    # skill against Shoot
    assert commander_defence({"fight": 1, "athletics": 1}) == {
        "fight": ("athletics", 1),
        "shoot": ("athletics", 1),
    }
    assert commander_defence({"fight": 2, "will": 3}, "will")["shoot"] == ("will", 3)
    assert _cards(english["commander_deck"])["Lady Aveline"]["defence"] == (
        "Fight\u00a0+2 against Fight"
    )
    for values in (gm, players):
        said = " ".join(str(a) for a in values["quick"]["attack"])
        assert "seul un commandant en attaque un autre" in said
        assert "Chaque carte donne la sienne" in said


def test_every_commander_card_has_its_turn_boxes(
    gm: dict[str, Any], english: dict[str, Any]
) -> None:
    """Item 2: only Sergent Malo, activated apart, had « A agi au tour » boxes; Aveline,
    Ortolf and Grieg had none. Every commander card has the same ten."""
    for values in (gm, english):
        cards = _cards(values["commander_deck"])
        assert len(cards) == 4
        assert all(c["acted"] == [str(n) for n in range(1, 11)] for c in cards.values())


def test_a_led_cards_rank_words_stand_by_their_own_values(gm: dict[str, Any]) -> None:
    """Item 3: « Athlétisme Bon ▲+3 | +2 seule » set Bon by a skill the unit rates
    Passable alone. Each value of a led card has its own word: Bon by the led +3,
    Passable by the unit's own +2; the template sets each in its value's cell."""
    guards = _cards(gm["unit_deck"])["Gardes du donjon"]
    rows = {s["name"]: s for s in guards["skills"]}
    athletics = rows["Athlétisme"]
    assert (athletics["word"], athletics["value"]) == ("Bon", "+3")
    assert (athletics["alone_word"], athletics["alone"]) == ("Passable", "+2")
    assert (rows["Tir"]["alone_word"], rows["Tir"]["alone"]) == ("Moyen", "+1")
    template = (ROOT / "templates" / "fate" / "kit.html.j2").read_text(encoding="utf-8")
    assert '<span class="rank">{{ s.alone_word }}</span>{{ s.alone }}' in template


def test_the_ram_says_what_it_is_for(gm: dict[str, Any], english: dict[str, Any]) -> None:
    """Item 6: the Bélier de siège had no stated role. The battle's notes say it: removing
    the hindering Herse abaissée and Murailles épaisses by an overcome with Athletics
    (ruling N15), the skill it rates. (A line on its card, through the glossary, made a
    glossary key longer than a key may be once a hostile test marked it up.)"""
    ram = _cards(gm["unit_deck"])["Bélier de siège"]
    assert [s["name"] for s in ram["skills"]] == ["Athlétisme"]
    notes = str(gm["notes"])
    # round 11, item 5: ruling N15 lets any unit remove a hindering aspect with Athletics
    # against +2, so the notes no longer give the ram alone the job the Sappers do better
    assert "Le Bélier ôte" not in notes and "The Ram removes" not in str(english["notes"])
    # round 12, item 4: "Toute unité ôte la Herse, puis les Murailles" read as automatic
    # and left out the Remparts: the notes name the three aspects, the roll and its
    # difficulty (ruling N15)
    assert "Toute unité ôte la Herse" not in notes
    assert (
        "Toute unité peut ôter Herse abaissée, Remparts escarpés ou Murailles épaisses "
        "(surmonter : Athlétisme contre Passable +2)." in notes
    )
    assert (
        "Any unit may remove Portcullis Down, Steep Ramparts or Thick Walls (overcome: "
        "Athletics against Fair +2)." in str(english["notes"])
    )


def _found_faces(values: dict[str, Any]) -> list[dict[str, Any]]:
    deck = values["zone_deck"]
    cards = [s["card"] for sheet in deck["sheets"] for s in sheet["fronts"]]
    faces = [c.get(side) for c in cards for side in ("front", "back")]
    return [f for f in faces if isinstance(f, dict) and f.get("kind") == "found"]


def test_the_players_hidden_aspect_box_is_theirs_to_write(players: dict[str, Any]) -> None:
    """Item 7: the players' blank revealed cards said « annoncé par le MJ », yet a player
    placed each of these aspects: the box says the side that placed it writes it in."""
    found = _found_faces(players)
    assert len(found) == 2
    for face in found:
        assert face["aspect"].note == "écrit par le camp qui l’a posé"
        assert "MJ" not in face["aspect"].note


# --- the round-3 designer (GM and print designer, 8.5/10) --------------------------------


def test_the_french_letter_kit_has_no_page_over_40_percent_blank() -> None:
    """Item 1: French on US Letter left two pages > 40 % blank (15 pages): the second
    army's table alone on a page, the rulings note alone on another. The rules page no
    longer repeats the title the scenario page carries, and the tables of "Unité contre
    unité" are set closer: no such page, on 13 pages."""
    from kitgen.build import build_kit
    from tests.paper import measure

    siege = load(FATE)
    pdf = build_kit(siege, print_settings(siege, paper="letter")).pdf
    paper = measure(pdf)
    assert paper.blank_pages == 0, paper.blank
    assert paper.pages <= 13


def test_our_readings_of_what_the_seed_leaves_open_are_marked(
    gm: dict[str, Any], players: dict[str, Any]
) -> None:
    """Item 2: three readings the kit applied unmarked, which the seed does not give: a
    face-down zone counts no aspect (N13), a hindering aspect is removed by an overcome
    against Fair (+2) (N15), a unit bought in the battle enters where its army has a unit
    (N16). Each line now ends on its ruling's mark, in both copies where it is printed."""
    from kitgen.i18n.ruling_notes import TEXT

    mark = 'class="ruling-mark"'
    for values in (gm, players):
        quick = values["quick"]
        assert mark in str(quick["hidden"]) and "face cachée" in str(quick["hidden"])
        remove = next(str(o) for o in quick["overcome"] if "Passable (+2)" in str(o))
        assert mark in remove
        # the face-down card: its "until revealed" sentence, marked
        deck = values["zone_deck"]
        down = [
            s["card"]["front"]
            for sheet in deck["sheets"]
            for s in sheet["fronts"]
            if s["card"].get("front", {}).get("kind") == "down"
        ]
        assert down and all(mark in str(c["before"]) for c in down)
    left = str(gm["armies"][0]["left"])
    assert "là où l’armée a une unité" in left or "là où l'armée a une unité" in left
    assert left.rstrip().endswith("</sup>")
    # the note beside N16's mark says where such a unit enters
    assert "entre au tour de son armée" in TEXT["N16"][1]
    assert "enters on its army's turn" in TEXT["N16"][0]


def test_an_impossible_take_out_says_never_a_rare_one_under_a_tenth(
    gm: dict[str, Any], english: dict[str, Any]
) -> None:
    """Item 3: "< 0,1 %" stood for a take-out no roll can make (exactly 0: the Milice's
    Combat 0 against the led Chevaliers, +3, deals 5 shifts at most, a fresh Good unit
    holds 6) as for a rare one (its Tir +1 at the next zone, +2: 7 shifts, once in
    6561). The impossible one says "jamais", the help says which is which."""
    tables = gm["engagements"]["tables"]
    milice = [u for u in tables if str(u["name"]).startswith("Milice du bourg")]
    fight, shoot = milice[0], milice[1]
    knights = next(e for e in fight["enemies"] if "Chevaliers" in str(e["name"]))
    assert knights["rows"][0]["out"] == "jamais"
    knights = next(e for e in shoot["enemies"] if "Chevaliers" in str(e["name"]))
    assert [r["out"] for r in knights["rows"]] == ["< 0,1\u202f%", "jamais"]
    said = " ".join(str(h) for h in gm["engagements"]["help"])
    assert "«\u202fjamais\u202f»\u202f: aucun jet ne le peut" in said
    # (round 11: "rare" alone, against "never", keeps the French Letter GM copy's pages)
    assert "\u202f: rare." in said and "possible, mais rare" not in said
    outs = {
        r["out"] for u in english["engagements"]["tables"] for e in u["enemies"] for r in e["rows"]
    }
    assert {"never", "< 0.1%"} <= outs


def test_a_unit_bought_in_the_battle_has_a_blank_card_on_the_counters_page(
    gm: dict[str, Any], players: dict[str, Any]
) -> None:
    """Item 4: a unit bought in the battle had a blank counter but no card to write its
    skills, aspects and consequences on; a ninth unit card would cost a sheet. Its card's
    fields stand as a block on the counters' page, one per army that can buy a unit, in
    place of two rows of blank aspect tags (the page's count stays)."""
    for values in (gm, players):
        bought = values["tokens"]["bought"]
        assert bought[0]["title"].startswith("Unité achetée en bataille")
        assert {b["army"].split("\u00a0", 1)[1] for b in bought} == {
            "Garnison de Corbelin",
            "Ligue du Val",
        }
    # the players' copy cannot count the points left (secret units): every quality
    # offered, each consequence box saying which quality has it, a Good unit's rows
    first = players["tokens"]["bought"][0]
    assert first["qualities"] == ["Moyenne (1)", "Passable (2)", "Bonne (3)"]
    assert [(c["name"], c["only"]) for c in first["consequences"]] == [
        ("Légère\u00a0(2)", "sauf Moyenne"),
        ("Modérée\u00a0(4)", "si Bonne"),
    ]
    assert first["none_for"].startswith("Moyenne")
    assert players["tokens"]["bought_tall"]


def test_a_bought_units_card_offers_only_what_the_points_left_buy(gm: dict[str, Any]) -> None:
    """The fresh GM's round 4, item 1: the blank cards offered Bonne (3) to the Garnison
    (2 points left) and Passable (2) to the Ligue (1 point left). Now the GM's copy offers
    only the qualities the points left buy (F1's costs), one card a unit they can buy
    (the Garnison 2, the Ligue 1), no box a quality offered cannot use, and the unit
    cards' turn track."""
    tokens = gm["tokens"]
    by_army: dict[str, list[dict[str, Any]]] = {}
    for b in tokens["bought"]:
        by_army.setdefault(b["army"].split("\u00a0", 1)[1], []).append(b)
    garrison, league = by_army["Garnison de Corbelin"], by_army["Ligue du Val"]
    assert len(garrison) == 2 and len(league) == 1
    assert garrison[0]["qualities"] == ["Moyenne (1)", "Passable (2)"] and garrison[0]["pick"]
    assert [(c["name"], c["only"]) for c in garrison[0]["consequences"]] == [
        ("Légère\u00a0(2)", "si Passable")
    ]
    assert league[0]["qualities"] == ["Moyenne (1)"] and not league[0]["pick"]
    assert league[0]["consequences"] == [] and "premier cran" in league[0]["no_consequence"]
    # (round 19, item 3: a card three tag rows tall, for its skills grid and defence)
    assert not tokens["bought_tall"] and len(tokens["bought_fill"]) == 3
    assert tokens["acted"] == [str(n) for n in range(1, 11)]
    assert league[0]["acted_label"] == "A agi au tour"
    # two card rows (six tag rows) in place of tags: 16 tags on A4 before, 4 + 3 now
    assert len(tokens["tags"]) == 4


# --- the fresh GM and print designer, round 4 --------------------------------------------


def test_the_good_cards_notes_line_stands_clear_of_the_turn_track(
    gm: dict[str, Any], english: dict[str, Any]
) -> None:
    """Item 2: on the Good units' cards the « Notes » label sat on the divider above « A
    agi au tour », no line to write on. Their one line of notes now has its own height
    and a margin under it (``NOTES_LINE``), and the grid keeps its two lines."""
    assert faces.NOTES_LINE >= faces.NOTES_INLINE + 1.2
    for values in (gm, english):
        cards = _cards(values["unit_deck"])
        good = [c for c in cards.values() if len(c["consequences"]) == 2]
        assert good and all(c["notes_inline"] for c in good)
        assert all(c["notes_height"] == f"{faces.NOTES_INLINE:.1f}mm" for c in good)
        assert all(c["write_lines"] >= faces.WRITE_LINES for c in cards.values())


def test_each_beaten_units_back_speaks_of_its_own_commander(duplex: dict[str, Any]) -> None:
    """Item 3: every back said « Son commandant reste en jeu », the Arbalétriers', the
    Milice's and the Porteurs' too, who have none. A led unit's back names its commander;
    the others' say what happens if one had joined it in the battle (the seed lets one
    attach at any time)."""
    backs = {c["name"]: c["back"]["rules"][0] for c in _card_list(duplex["unit_deck"])}
    assert backs["Gardes du donjon"].startswith("Dame Aveline, son commandant, reste en jeu")
    assert backs["Sapeurs"].startswith("Maître sapeur Grieg, son commandant")
    for name in ("Arbalétriers des remparts", "Milice du bourg", "Porteurs d’huile"):
        assert backs[name].startswith("Un commandant qui lui était affecté reste en jeu")
        assert "Son commandant" not in backs[name]


def test_an_unanswered_sure_win_is_grey_where_the_last_turn_says_better(
    gm: dict[str, Any],
) -> None:
    """Item 5: « Victoire > 99,9 % » in bold where the target cannot answer at range,
    while only 17 % of those fights end by turn 10. Such a win is grey, not bold, and
    the help says to read it by the last turn."""
    rows = [
        r for table in gm["engagements"]["tables"] for e in table["enemies"] for r in e["rows"]
    ]
    silent = [r for r in rows if not r["answers"]]
    assert silent and all(r["unbounded_grey"] for r in silent)
    assert not any(r["unbounded_grey"] for r in rows if r["answers"])
    assert any(r["by_end"]["mine"] == "17,0\u202f%" for r in silent)
    help_ = " ".join(str(h) for h in gm["engagements"]["help"])
    assert "En gris" in help_ and "lisez-la au bout de 10 tours" in help_


def test_many_points_left_give_one_card_an_army_saying_how_many(tmp_path: Any) -> None:
    """Item 1, where the page has no room for a card a unit: a Garnison with 10 points
    left could buy ten units; its one card says « ×10 », offers every quality (Bonne,
    three rows tall for six skills) and the page keeps a row of tags."""
    source = FATE.read_text(encoding="utf-8").replace(
        "war_chest: 12\n    fate_points: 1", "war_chest: 20\n    fate_points: 1", 1
    )
    battle = tmp_path / "siege.yaml"
    battle.write_text(source, encoding="utf-8")
    tokens = _gm(load(battle))["tokens"]
    bought = tokens["bought"]
    assert [b["title"] for b in bought] == [
        "Unité achetée en bataille\u00a0×10",
        "Unité achetée en bataille",
    ]
    assert bought[0]["qualities"] == ["Moyenne (1)", "Passable (2)", "Bonne (3)"]
    assert tokens["bought_tall"] and len(bought[0]["grid_rows"]) == 3
    assert len(tokens["tags"]) >= 2


# ------------------------------------------------- the fresh GM and designer, round 5


def test_unit_against_unit_opens_on_who_beats_whom(
    gm: dict[str, Any], english: dict[str, Any]
) -> None:
    """Item 1: the odds pages were dense, no line said who beats whom. "Unité contre
    unité" opens on a small table, a row per unit of the Garrison, a column per unit of
    the League, in the same zone: the likelier winner whichever engages and its chance at
    the least, the numbers those of the tables below (both orders, the lower one)."""
    beats = gm["engagements"]["beats"]
    assert len(beats) == 1
    (table,) = beats
    assert table["corner"] == "Garnison de Corbelin contre Ligue du Val"
    cols = [str(c) for c in table["cols"]]
    assert cols[0].startswith("Chevaliers du Val") and cols[3] == "Bélier de siège"
    rows = {str(r["name"]).split(" <")[0]: [c["text"] for c in r["cells"]] for r in table["rows"]}
    # the Milice and its secret Oil Bearers fight alike: one row, both names
    assert len(table["rows"]) == 3
    assert any("Porteurs d\u2019huile" in str(r["name"]) for r in table["rows"])
    # the led Gardes and Chevaliers: 55,0 % each to the one who engages (both tables)
    assert rows["Gardes du donjon"][0] == "qui engage\u202f: 55,0\u202f%"
    # the Gardes beat the Sapeurs either way: 99,9 % engaging, 99,9 % engaged
    assert rows["Gardes du donjon"][1] == "gagne 99,9\u202f%"
    # the Crossbowmen lose to the Sapeurs: 83,5 % to them engaged, 88,0 % engaging
    assert rows["Arbalétriers des remparts"][1] == "perd 83,5\u202f%"
    # the Crossbowmen and the Archers: 56,7 % to whichever engages
    assert rows["Arbalétriers des remparts"][2] == "qui engage\u202f: 56,7\u202f%"
    wins = [c["wins"] for r in table["rows"] for c in r["cells"]]
    assert wins.count(True) == 3
    said = english["engagements"]["beats"][0]
    assert said["corner"] == "Corbelin Garrison vs League of the Val"
    assert [c["text"] for c in said["rows"][0]["cells"]][1] == "wins 99.9%"


def test_every_blank_back_says_so_in_one_place() -> None:
    """Item 2: in duplex, the back the layout leaves blank said so at its top left, the
    page added to even the count said it a third of the way down, centred. Both say it
    in one box, at one place: the top left, over the page's area."""
    import io

    import pdfplumber

    from kitgen.build import build_kit

    siege = load(FATE)
    pdf = build_kit(siege, print_settings(siege, duplex="long")).pdf
    places = []
    with pdfplumber.open(io.BytesIO(pdf)) as document:
        for page in document.pages:
            words = page.extract_words()
            if words and " ".join(w["text"] for w in words[:3]) == "Page laissée blanche":
                first = words[0]
                places.append((round(first["x0"], 1), round(first["top"], 1), first["height"]))
    assert len(places) == 2
    assert len(set(places)) == 1


# --- the fresh reader after round 5 (round 6) ---------------------------------------------


def test_the_gm_reads_the_battles_balance_by_the_odds(
    gm: dict[str, Any], english: dict[str, Any]
) -> None:
    """Item 1: the odds showed a one-sided siege, the GM was never told. Over "Who beats
    whom" a line says, of the 72 engagements printed, how many each army is the likelier
    to win, in the same zone and at range, and the file's lever: the war chest of the army
    behind."""
    from kitgen.systems.fate.engagement import pairings
    from kitgen.systems.fate.presenter import _likelier

    plan = load(FATE).plan
    won = {"Garnison de Corbelin": 0, "Ligue du Val": 0}
    both = [p for p in pairings(plan) if all(f.strikes for f in p.sides)]
    for p in both:
        side = _likelier(p.engagement.win)
        if side:
            won[p.attacker.army if side == "first" else p.defender.army] += 1
    # round 12, item 1: a matchup whose enemy cannot shoot back ("sans tir", a sure win:
    # the Gardes shooting the Chevaliers, > 99.9 %) counted as a win and inflated the
    # garrison (39 against 33, at Shoot 30 against 10): only matchups where both sides
    # can strike are counted now
    silent = [
        p
        for p in pairings(plan)
        if p.attacker.name == "Gardes du donjon"
        and p.defender.name == "Chevaliers du Val"
        and p.distance > 0
    ]
    assert silent and all(not p.sides[1].strikes for p in silent)
    assert not any(p in both for p in silent)
    assert len(both) == 48
    assert won == {"Garnison de Corbelin": 15, "Ligue du Val": 33}
    line = gm["engagements"]["balance"]
    assert line.startswith("Équilibre")
    # round 14, item 2: "duels", short, to make room for what they leave out
    assert "des 48 duels où chacune frappe" in line
    assert "gagner\u202f: Garnison de Corbelin dans 15, Ligue du Val dans 33" in line
    assert "au Combat\u202f: 9 et 23" in line and "au Tir\u202f: 6 et 10" in line
    # round 16, item 2: a siege's count gives no advice (walls and turn limit left out)
    assert "donnez à l’armée" not in line and "pas un verdict sur la bataille" in line
    said = english["engagements"]["balance"]
    assert "of the 48 duels where both sides can strike" in said
    assert "Corbelin Garrison in 15, League of the Val in 33" in said
    assert "give the army" not in said and "no verdict on the battle" in said


def test_an_enemy_that_cannot_shoot_back_reads_in_ink(gm: dict[str, Any]) -> None:
    """Item 2: "sans tir" was light grey italic, too faint on a greyscale laser: it stays
    italic, in the ink's colour."""
    css = (ROOT / "templates" / "fate" / "kit.css").read_text()
    rule = next(line for line in css.splitlines() if "td.silent" in line)
    assert "italic" in rule and "var(--ink)" in rule and "muted" not in rule
    rows = [r for t in gm["engagements"]["tables"] for e in t["enemies"] for r in e["rows"]]
    assert any(r["theirs"] == "sans tir" and not r["answers"] for r in rows)


def test_the_shoot_defence_note_names_will_and_its_house_rule() -> None:
    """Item 3: the seed (*Attaquer Défendre*): « dans une guerre médiévale, peut-être que la
    seule façon de se défendre d'un Tir est avec Volonté »; the file has the house rule
    for it (shoot_defence): ruling N8's note says so (a note names no key of the file)."""
    from kitgen.i18n.ruling_notes import TEXT

    en, fr = TEXT["N8"]
    # round 7: the note is the same in every kit, whether the house rule is set or not
    assert "Will vs Shoot if the GM so chooses" in en
    assert "Volonté contre Tir au choix du MJ" in fr
    assert len(en) <= 160 and len(fr) <= 160


def test_a_pc_commanders_unrated_defence_is_on_the_players_sheet(
    gm: dict[str, Any], english: dict[str, Any]
) -> None:
    """Item 4: a PC commander's card rated only Will, Fight and Physique, so their duel
    defence against Shoot read "Athlétisme 0": the PC's sheet has it. An NPC keeps
    Mediocre (+0)."""
    cards = {c["name"]: c for c in _card_list(gm["commander_deck"])}
    # round 17, item 4: the siege now rates its PCs' Athletics, printed like their Fight
    # round 20, item 3: a duel is Fight, so the line gives the defence against Fight only
    assert cards["Dame Aveline"]["defence"] == "Combat\u00a0+2 contre Combat"
    assert cards["Baron Ortolf"]["defence"] == "Combat\u00a0+3 contre Combat"
    assert cards["Sergent Malo"]["defence"] == "Combat\u00a0+1 contre Combat"
    assert "____" not in cards["Maître sapeur Grieg"]["defence"]
    english_cards = {c["name"]: c for c in _card_list(english["commander_deck"])}
    assert english_cards["Lady Aveline"]["defence"] == "Fight\u00a0+2 against Fight"
    # a PC the battle does not rate keeps the blank that says whose skill it is
    from kitgen.systems.fate.commander_face import commander_defence_line

    blank = commander_defence_line({"will": 3}, load(FATE).text, sheet=True)
    assert "Athlétisme du PJ ____" in blank


def test_the_independent_commanders_card_fits_its_family(gm: dict[str, Any]) -> None:
    """Item 5: Sergent Malo's turn boxes sat a millimetre over the card's border: their
    Will line now takes one line (and says it of anyone), and the card's estimate leaves
    it the room of the family's others."""
    cards = {c["name"]: c for c in _card_list(gm["commander_deck"])}
    assert cards["Sergent Malo"]["bonus"] == "Volonté +1\u202f: aucune compétence à relever."
    assert " il " not in cards["Sergent Malo"]["bonus"]


def test_the_players_sketch_grid_ends_on_whole_squares() -> None:
    """Item 6: the players' "Croquis et notes" grid ended on a sliver of a row under a
    doubled line: its squares are counted from the box's bottom right corner, each drawn
    on its top and left, the box's right side and foot closing the last ones."""
    css = (ROOT / "templates" / "fate" / "kit.css").read_text()
    block = css[css.index(".scenario-write:not(.gm) {") :]
    block = block[: block.index("}")]
    assert "background-position: right bottom" in block
    assert "background-repeat: repeat" in block
    assert "border-bottom: 0.3mm" in block and "border-right: 0.3mm" in block


def test_page_one_says_the_ruling_marks_are_circled(gm: dict[str, Any]) -> None:
    """Item 7: page 1 called the circled marks "numéro en exposant"."""
    text = load(FATE).text
    assert "cerclé" in text("fa.rulings_where", section="x")
    assert "exposant" not in text("fa.rulings_where", section="x")
    assert "circled" in load(FATE, lang="en").text("fa.rulings_where", section="x")


# --- round 7 ----------------------------------------------------------------------------


def test_the_n8_note_offers_will_against_shoot_as_the_gms_choice() -> None:
    """Item 1: the note read "en règle maison médiévale, Volonté contre Tir" in a siege
    whose tables use Athletics; notes are the same in every kit, so the option is the
    GM's, not a rule of this one."""
    from kitgen.i18n.ruling_notes import TEXT

    en, fr = TEXT["N8"]
    assert "règle maison médiévale" not in fr and "medieval house rule" not in en
    assert fr.endswith("Volonté contre Tir au choix du MJ.")
    assert en.endswith("Will vs Shoot if the GM so chooses.")


def test_commander_cards_write_in_a_pcs_skill_and_show_an_npcs_fight(
    gm: dict[str, Any], english: dict[str, Any]
) -> None:
    """Item 2: a PC's unrated skill is a blank to fill in, not a pointer to the PC's
    sheet; Grieg's card had no Combat line, so his duel attack was unclear: an NPC's
    card shows Combat, Mediocre (+0) when unrated (ruling N8)."""
    cards = {c["name"]: c for c in _card_list(gm["commander_deck"])}
    for card in cards.values():
        assert "fiche" not in card["defence"]
        assert any(s["name"] == "Combat" for s in card["skills"]), card["name"]
    grieg = {s["name"]: s for s in cards["Maître sapeur Grieg"]["skills"]}
    assert grieg["Combat"]["value"] == "0" and grieg["Combat"]["word"] == "Médiocre"
    english_cards = {c["name"]: c for c in _card_list(english["commander_deck"])}
    assert "sheet" not in english_cards["Baron Ortolf"]["defence"]


def test_no_shoot_says_what_the_odds_assume(gm: dict[str, Any], english: dict[str, Any]) -> None:
    """Item 3: "sans tir" is explained in a line: an enemy that rates no Shoot only
    defends at range (ruling N10), in both languages."""
    fr = " ".join(gm["engagements"]["help"])
    en = " ".join(english["engagements"]["help"])
    assert "une ennemie sans Tir noté ne fait que se défendre à cette distance" in fr
    assert "an enemy that does not rate Shoot only defends at that range" in en


def test_the_balance_lever_gives_the_seeds_prices(tmp_path: Any) -> None:
    """Item 4: the lever said "quelques points de plus": it now gives the seed's build
    costs (Average 1, Fair 2, Good 3, a Fate point 3). Round 16, item 2: on an open
    field only (a siege's count gets no advice)."""
    field = _open_field(tmp_path)
    fr = _gm(load(field))["engagements"]["balance"]
    en = _gm(load(field, lang="en"))["engagements"]["balance"]
    assert "quelques points" not in fr and "a few more points" not in en
    assert "1 pour une unité Moyenne, 2 Passable, 3 Bonne ou un point Fate)" in fr
    assert "1 for an Average unit, 2 Fair, 3 Good or a Fate point)" in en


# --- the fresh reader, round 8 -----------------------------------------------------------


def test_ruling_n1_is_marked_where_a_led_unit_keeps_an_unrated_skill(siege: Loaded) -> None:
    """Item 1: ruling N1 (a commander lifts only the skills the unit rates) was applied
    without a mark: the Sapeurs led by Grieg attack at Combat 0, the Chevaliers "sans
    tir", and the reader took it for silence. The engagements' point on the rolls carries
    N1's mark by the commander's +1 (N11's by "as printed"), so N1 is in the kit's list
    of rulings, which says it."""
    kit = Kit(print_settings(siege, audience="gm"), siege.text)
    values = siege.system.presenter(siege.plan, siege.text, kit)
    assert "N1" in kit.cited and "N11" in kit.cited
    rolls = str(values["engagements"]["help"][2])
    assert rolls.startswith("Jets tels qu\u2019imprimés") or rolls.startswith(
        "Jets tels qu'imprimés"
    )
    # round 14, item 5: the point goes on to say a led unit is there led only
    assert "le +1 du commandant compris\u202f: une unité menée n’y figure que menée." in rolls
    n1, n11 = kit.cited["N1"], kit.cited["N11"]
    # (round 11: the Shoot defence follows, ruling N8's mark ending the point)
    assert f'que menée.\u2060<sup class="ruling-mark">{n1}</sup>' in rolls
    assert rolls.endswith(f'<sup class="ruling-mark">{kit.cited["N8"]}</sup>')
    assert f'<sup class="ruling-mark">{n11}</sup>, le +1' in rolls
    english = load(FATE, lang="en")
    kit = Kit(print_settings(english, audience="gm"), english.text)
    said = str(english.system.presenter(english.plan, english.text, kit)["engagements"]["help"][2])
    said = said.replace("&#39;", "'")
    assert "the commander's +1 included: a led unit appears here led only." in said
    assert "N1" in kit.cited


def test_the_leagues_hidden_aspect_helps_its_assault(
    gm: dict[str, Any], duplex: dict[str, Any]
) -> None:
    """Item 2: the League's own "Fossé piégé (gênant)" lay on the Glacis, the only way
    out of its camp: it hurt only the League. Its aspect there is now a cover for its
    assault, hindering no one: the Glacis stays free to enter once revealed, and the
    chest's sums do not move (still bought from the chest, 3 points)."""
    glacis = next(c for c in _card_list(duplex["zone_deck"]) if c["name"] == "Glacis")
    back = glacis["back"]
    assert back["aspect"] == "Tranchée d\u2019approche" and not back.get("hinders")
    assert [d["value"] for d in back["difficulties"]] == ["libre", "+4"]
    assert [a["chest"] for a in gm["armies"]] == [
        "12 points — unités 7 · 1 point Fate acheté (3) · aspect caché (Cour intérieure)"
        "\u202f: payé du point Fate de Dame Aveline, hors coffre · reste 2.",
        "12 points — unités 8 · 1 point Fate acheté (3), posé en aspect caché (Glacis) · reste 1.",
    ]


def test_the_secret_tag_of_a_wrapped_name_stays_off_the_line_above(siege: Loaded) -> None:
    """Item 3: in the odds tables' tight lines (1.05), the tag « secrète » of a name
    wrapped over two lines had its top rule through the first line's descenders, like a
    strike. Laid out with the kit's styles, the tag's box now starts below the first
    line's glyphs' box."""
    import itertools
    import re

    from kitgen.render import compose, lay_out
    from tests.conftest import layout_boxes

    html = compose("fate", siege.plan, siege.text, print_settings(siege)).html
    head = html[: html.index("<body")]
    cell = '<td rowspan="1" class="enemy"><strong>Milice du bourg, Porteurs'
    at = html.index(cell)
    table = html[html.rfind("<table", 0, at) : html.index("</table>", at) + 8]
    body = re.search(r"<body[^>]*>", html)
    assert body
    section = f'<section class="page fa-engage-page gm">{table}</section>'
    page = f"{head}{body.group(0)}{section}</body></html>"
    boxes = [b for p in lay_out(page).pages for b in layout_boxes(p._page_box)]
    checked = 0
    for cell_box in boxes:
        lines = [c for c in getattr(cell_box, "children", ()) if type(c).__name__ == "LineBox"]
        for above, line in itertools.pairwise(lines):
            for tag in layout_boxes(line):
                element = getattr(tag, "element", None)
                if element is not None and "fa-tag" in (element.get("class") or ""):
                    # the glyphs of the first line reach its box's foot: the tag's rule below
                    assert (
                        tag.position_y + tag.margin_top >= above.position_y + above.height - 0.01
                    )
                    checked += 1
    assert checked


def test_the_points_left_say_how_many_units_they_buy(tmp_path: Any) -> None:
    """Item 4: "Reste 2 … une unité Moyenne (1) ou Passable (2)" read as one unit only:
    the line counts them from the points left, "deux unités Moyennes (1) ou une Passable
    (2)", in both languages, and says a mix when the points allow one."""
    from tests.conftest import write

    text = FATE.read_text(encoding="utf-8").replace(
        "war_chest: 12\n    fate_points", "war_chest: 14\n    fate_points", 1
    )
    for lang, two, three in (
        (
            "fr",
            "deux unités Moyennes (1) ou une Passable (2), pas un point Fate (3).",
            "quatre unités Moyennes (1), deux Passables (2) ou une Bonne (3), ou un mélange, "
            "ou un point Fate (3).",
        ),
        (
            "en",
            "two Average units (1) or one Fair (2), not a Fate point (3).",
            "four Average units (1), two Fair (2) or one Good (3), or a mix, or a Fate point (3).",
        ),
    ):
        values = _gm(load(FATE, lang=lang))
        assert two in str(values["armies"][0]["left"])
        more = _gm(load(write(tmp_path, text), lang=lang))
        assert three in str(more["armies"][0]["left"]), more["armies"][0]["left"]


def test_the_quick_odds_say_never_for_what_no_roll_reaches(
    gm: dict[str, Any], players: dict[str, Any], english: dict[str, Any]
) -> None:
    """Item 6: the 4dF odds printed "0 %" where the engagements print "jamais": one word
    for the impossible case, in both copies and languages."""
    for values, never in ((gm, "jamais"), (players, "jamais"), (english, "never")):
        cells = [c for r in values["quick"]["odds"] for c in r["cells"]]
        assert never in cells and not any(c in ("0\u202f%", "0%") for c in cells)
    assert gm["quick"]["odds"][0]["cells"][-1] == "jamais"


def test_every_card_back_is_tinted_to_its_foot() -> None:
    """Item 5: in duplex the backs' tint stopped with their text, half-way down, the foot
    bare: a back's whole card is tinted, its ruled lines drawn over it."""
    css = (ROOT / "templates" / "fate" / "kit.css").read_text(encoding="utf-8")
    assert ".card-sheet .face.back .fa-card { background-color: var(--tint); }" in css


# --- the fresh reader, round 9 -----------------------------------------------------------


def test_the_wall_walk_costs_a_climb_so_the_gate_is_a_choice(
    siege: Loaded, gm: dict[str, Any], english: dict[str, Any]
) -> None:
    """Item 1: the Chemin de ronde showed only « Vue sur toute la vallée »: entering it was
    free, so the League never needed the Porte nord's portcullis. Its « Remparts
    escarpés » hinder (F5: Enter +2, Recon +6), as the Herse does until a unit removes
    it; the war chests do not move (a zone's open aspects cost nothing)."""
    walk = next(c for c in _card_list(gm["zone_deck"]) if c["name"] == "Chemin de ronde")
    assert [d["value"] for d in walk["front"]["difficulties"]] == ["+2", "+6"]
    zone = next(z for z in siege.plan.zones if z.zone.name == "Chemin de ronde")
    assert zone.enter == 2 and zone.recon == 6
    # the quick reference names the first two hindering aspects, an ellipsis for the third
    remove = str(gm["quick"]["overcome"][1])
    assert "Herse abaissée\u202f»…)" in remove and "Remparts" not in remove
    walk_en = next(c for c in _card_list(english["zone_deck"]) if c["name"] == "Wall Walk")
    assert "Steep Ramparts" in str(walk_en["front"])
    assert [a["chest"] for a in gm["armies"]] == [
        "12 points — unités 7 · 1 point Fate acheté (3) · aspect caché (Cour intérieure)"
        "\u202f: payé du point Fate de Dame Aveline, hors coffre · reste 2.",
        "12 points — unités 8 · 1 point Fate acheté (3), posé en aspect caché (Glacis) · reste 1.",
    ]


def _open_field(tmp_path: Any) -> Any:
    """The siege with no zone aspect, no hidden one and no turn limit: an open field."""
    import yaml

    data = yaml.safe_load(FATE.read_text(encoding="utf-8"))
    data.pop("turns")
    for z in data["zones"]:
        z.pop("aspects", None)
        z.pop("hidden", None)
    battle = tmp_path / "field.yaml"
    battle.write_text(yaml.safe_dump(data, allow_unicode=True), encoding="utf-8")
    return battle


def test_the_balance_says_it_counts_duels_only_and_what_the_gm_can_do(
    gm: dict[str, Any], english: dict[str, Any], tmp_path: Any
) -> None:
    """Item 2 (round 9), item 1 (round 10): the line counts one-on-one matchups only;
    "ce décompte ne dit pas combien" read as unfinished, so it now says what the GM can
    do: add one purchase at a time (the seed's prices kept) and read the count again."""
    fr, en = gm["engagements"]["balance"], english["engagements"]["balance"]
    assert "ne dit pas combien" not in fr and "cannot say how many" not in en
    # round 11, item 1: "relisez ce décompte sur le kit refait" spoke to the software; a
    # buyer of a printed scenario cannot remake the kit
    assert "refait" not in fr and "rebuilt" not in en and "relisez" not in fr
    # round 16, item 2: the siege has walls and a turn limit, which the duels leave out:
    # no advice to add points there (test_the_balance_is_no_verdict_on_a_siege)
    assert "rééquilibrer" not in fr and "even it out" not in en
    # the advice stays for a battle of open zones and no turn limit, at the seed's prices
    open_field = _gm(load(_open_field(tmp_path)))
    said = open_field["engagements"]["balance"].replace("\u202f", " ")
    assert said.startswith("Équilibre (duels un contre un, sans carte ni limite de tours)")
    assert said.endswith(
        "Pour rééquilibrer : donnez à l’armée Garnison de Corbelin, qui en gagne le moins, des "
        "points de construction de plus (1 pour une unité Moyenne, 2 Passable, 3 Bonne ou "
        "un point Fate)."
    )
    # round 12, item 3: the rules' term, "points de construction", not "points d'achat"
    assert "points d’achat" not in said


def test_a_tie_gives_the_attacker_a_boost(
    gm: dict[str, Any], players: dict[str, Any], english: dict[str, Any]
) -> None:
    """Item 3: « Une égalité ne fait aucun dégât » stopped short of Fate Core, which the
    rulebook's attack leaves in place (ruling N8): a tied attack deals no harm but gives
    the attacker a boost. Both copies, both languages."""
    for values, said in (
        (gm, "Une égalité ne fait aucun dégât, mais l’attaquant gagne un coup de pouce."),
        (players, "Une égalité ne fait aucun dégât, mais l’attaquant gagne un coup de pouce."),
        (english, "A tie deals no harm, but the attacker gets a boost."),
    ):
        harm = " ".join(str(h) for h in values["quick"]["harm"])
        assert said in harm.replace("&#39;", "'"), harm


def test_the_hidden_aspects_paid_outside_the_chest_read_as_a_count(
    siege: Loaded, gm: dict[str, Any], english: dict[str, Any]
) -> None:
    """Item 4: « Hors coffre : aucun aspect caché payé avec les points Fate du joueur »
    read clumsily: the label says what is counted, the value is the count."""
    label = "Aspects cachés payés d’un point Fate du joueur (hors coffre)"
    assert siege.text("fa.outside") == label
    # round 14, item 3: the GM's copy now says it a line a hidden aspect (hidden_paid);
    # the players' copy keeps the count, for its own army (test_fate_players)
    assert [a["own_fate"] for a in gm["armies"]] == ["", ""]
    assert [a["own_fate"] for a in english["armies"]] == ["", ""]
    template = (ROOT / "templates" / "fate" / "kit.html.j2").read_text(encoding="utf-8")
    assert '<strong>{{ t("fa.outside") }}</strong>{{ t.colon }}{{ a.own_fate }}' in template


def test_the_players_notes_box_is_closed() -> None:
    """Item 5: the players' page 2 Notes box had only a left rule; it is closed on its
    four sides like the page's other boxes."""
    css = (ROOT / "templates" / "fate" / "kit.css").read_text(encoding="utf-8")
    rule = next(line for line in css.splitlines() if line.startswith(".fa-table-notes {"))
    assert "border: 0.8pt solid var(--rule)" in rule and "border-left" not in rule


def test_an_independent_commanders_reach_is_a_marked_reading(siege: Loaded) -> None:
    """Item 5: Malo's card said « agit contre les commandants seulement » unmarked; it is
    our reading of « il ne peut pas affecter une unité » (ruling N17): the line ends on
    N17's mark, which the kit's rulings list then says, in both languages."""
    from kitgen.i18n.ruling_notes import TEXT as NOTES

    kit = Kit(print_settings(siege, audience="gm"), siege.text)
    values = siege.system.presenter(siege.plan, siege.text, kit)
    malo = next(c for c in _card_list(values["commander_deck"]) if c["name"] == "Sergent Malo")
    line = str(malo["rules"][0])
    assert line.startswith("agit contre les commandants seulement")
    assert line.endswith(f'<sup class="ruling-mark">{kit.cited["N17"]}</sup>')
    aveline = next(c for c in _card_list(values["commander_deck"]) if c["name"] == "Dame Aveline")
    assert "ruling-mark" not in " ".join(str(r) for r in aveline["rules"])
    assert NOTES["N17"][1] == "N'agit que sur les commandants, jamais sur une unité."
    assert NOTES["N17"][0] == "Acts on commanders only, never on a unit."
    for doc in ("docs/rulings.md", "docs/fr/arbitrages.md"):
        assert "**N17 — " in (ROOT / doc).read_text(encoding="utf-8")


# --- the fresh reader after round 9 (round 10) -----------------------------------------


def test_the_sketch_prints_every_zones_aspects_whole(gm: dict[str, Any]) -> None:
    """Item 2: page 1's Chemin de ronde box cut its aspects to one line ("Remparts
    escarpés (gênant), Vue …"): every line of every box is whole, wrapped under the name
    where it runs long, no ellipsis; the boxes of a row stay one height."""
    boxes = {b["name"]: b for b in gm["sketch"]["boxes"]}
    for box in boxes.values():
        assert all("…" not in line["text"] for line in box["lines"])
    ronde = [line["text"] for line in boxes["Chemin de ronde"]["lines"] if line["em"]]
    said = " ".join(" ".join(ronde).split())
    assert said == "Remparts escarpés (gênant), Vue sur toute la vallée"
    assert len(ronde) == 2
    assert boxes["Chemin de ronde"]["h"] == boxes["Porte nord"]["h"]


def test_building_an_army_has_a_heading_of_its_own() -> None:
    """Item 4: « Construire une armée » ran on as body text under the quick reference's
    columns: it is a topic with its heading (the page's h3, like « Encaisser ») and its
    point, in the GM's copy only; the text starts a sentence of its own."""
    from kitgen.systems.fate.texts import TEXT

    template = (ROOT / "templates" / "fate" / "kit.html.j2").read_text(encoding="utf-8")
    assert '<h3 class="fa-build-head">{{ t("fa.build") }}</h3>' in template
    assert '<strong>{{ t("fa.build") }}</strong>' not in template
    harm = template.index('<h3>{{ t("action.harm") }}</h3>')
    build = template.index('<h3 class="fa-build-head">')
    assert harm < build < template.index("</td>", harm)
    assert template[build - len("{% if gm %}") : build] == "{% if gm %}"
    assert TEXT["fa.build_help"][1].startswith("Une unité Moyenne coûte 1 point")
    assert TEXT["fa.build_help"][0].startswith("An Average unit costs 1 point")


def test_page_one_gives_the_rulings_page_number(
    gm: dict[str, Any], english: dict[str, Any], players: dict[str, Any], duplex: dict[str, Any]
) -> None:
    """Item 6: page 1 named the rulings' page by its title only; the title now points
    (``kitgen.marks.xref``) to the rulings note's box, whose page the kit prints after it,
    in the GM's copy, the players', the duplex one and in English; the template sets the
    anchor round the note in both places it closes."""
    from kitgen.systems.fate.presenter import RULINGS_ANCHOR

    link = f'<a class="xref" href="#{RULINGS_ANCHOR}">'
    for values in (gm, english, players, duplex):
        assert values["rulings_anchor"] == RULINGS_ANCHOR
        assert link in str(values["rulings_where"])
    assert f"{link}«\u202fUnité contre unité\u202f»</a>, à la fin" in str(gm["rulings_where"])
    assert f"{link}“Unit against unit”</a>, at the end" in str(english["rulings_where"])
    assert f"de la page {link}«\u202fAide-mémoire" in str(players["rulings_where"])
    template = (ROOT / "templates" / "fate" / "kit.html.j2").read_text(encoding="utf-8")
    assert template.count('<div id="{{ rulings_anchor }}">{{ m.rulings_note(') == 2


def test_the_duel_tables_are_easier_to_follow_across() -> None:
    """Item 5: the duel pages are two full pages of small tables (no room to set them
    larger without a page more on US Letter): every other enemy on a darker band a
    greyscale print keeps, and an enemy's second range under a dotted hairline."""
    css = (ROOT / "templates" / "fate" / "kit.css").read_text(encoding="utf-8")
    lines = css.splitlines()
    band = next(x for x in lines if "fa-engage-enemy:nth-of-type(even) td {" in x)
    assert "#ebe3d4" in band
    assert "table.fa-engage tbody.fa-engage-enemy tr + tr td { border-top: 0.4pt dotted" in css


def test_the_duel_pages_tag_led_only_where_a_number_differs(gm: dict[str, Any]) -> None:
    """Round 11, item 2: "(menée)" stood where the commander changes nothing (the
    Sappers: Grieg's +1 leaves Athlétisme +2; the Guards' Combat +3 is the same alone).
    The pages "Unit against unit" tag a unit only in a fight whose numbers it changes."""
    engagements = gm["engagements"]
    tables = engagements["tables"]
    heads = [str(u["name"]) + " · " + u["reach"] for u in tables]
    assert "Gardes du donjon · Combat\u00a0+3, même zone" in heads
    # Dame Aveline lifts the Guards' Tir from +1 to +2: that table says so
    assert any(h.startswith("Gardes du donjon <span") and "Tir" in h for h in heads)
    enemies = [(u["reach"], str(e["name"])) for u in tables for e in u["enemies"]]
    assert not any("Sapeurs <" in name or "Chevaliers du Val <" in name for _, name in enemies)
    # the Guards as an enemy: tagged against Tir (Athlétisme +3 led, +2 alone) only
    guards = {reach.split("\u00a0")[0]: name for reach, name in enemies if "Gardes" in name}
    assert "(menée)" in guards["Tir"] and "(menée)" not in guards["Combat"]
    beats = engagements["beats"][0]
    assert "(menée)" not in " ".join(str(c) for c in beats["cols"])
    assert "(menée)" not in " ".join(str(r["name"]) for r in beats["rows"])


def test_the_duel_pages_print_past_the_battle_as_its_length(gm: dict[str, Any]) -> None:
    """Round 11, item 3: the exchanges columns printed 37, 71, 81, 161 where ten turns
    give 20 exchanges; past the battle's length they print "> 20"."""
    rows = [r for u in gm["engagements"]["tables"] for e in u["enemies"] for r in e["rows"]]
    cells = [r[k] for r in rows for k in ("p50", "p90")]
    assert "> 20" in cells
    numbers = [int(c) for c in cells if c.isdigit()]
    assert numbers and max(numbers) <= 20
    assert all(c.isdigit() or c == "> 20" for c in cells)


def test_the_duel_pages_say_the_shoot_defence_and_where_will_is(
    gm: dict[str, Any], english: dict[str, Any]
) -> None:
    """Round 11, item 4: the tables assume Athlétisme against Tir, and ruling N8 lets the
    GM pick Volonté: the key says so, with the ruling's mark, and where Will is read."""
    # in the point of the rolls "as printed", which it qualifies
    point = next(str(h) for h in gm["engagements"]["help"] if "Défense au Tir" in str(h))
    assert point.startswith("Jets tels qu’imprimés")
    said = (
        "</sup> Défense au Tir : Athlétisme ; si le MJ préfère la Volonté, lisez-la sur la "
        "carte.\u2060<sup"
    )
    assert said in point.replace("\u202f", " ")
    # the mark of ruling N8 (who defends with what) ends the point
    assert point.endswith("</sup>") and point.index("que menée.") < point.index("Défense")
    en = " ".join(str(h) for h in english["engagements"]["help"])
    en = en.replace("&#39;", "’").replace("'", "’")
    # round 12, item 2: "la Volonté, au choix du MJ, est sur les cartes" read garbled
    assert "at the GM’s choice" not in en
    assert (
        "Defense against Shoot: Athletics; if the GM prefers Will, read it in the card’s "
        "skills." in en
    )


# --- round 13 ---------------------------------------------------------------------------


def test_a_pc_commanders_blank_says_what_goes_in_it(
    gm: dict[str, Any], english: dict[str, Any], players: dict[str, Any]
) -> None:
    """Round 13, item 1: the PC commanders' cards printed a bare « Athlétisme ____ contre
    Tir » (asked twice). The blank now says it is the PC's skill, copied from the
    character, and ends the line; still no pointer to a sheet the kit does not have
    (round 7, item 2). When the battle gives the PC's skill, the card prints it."""
    from kitgen.systems.fate.commander_face import commander_defence_line

    # round 17, item 4: the siege gives its PCs' Athletics, as it gives their Fight and
    # Physique, so their duel defence is filled like the rest (no blank left)
    for values in (gm, players):
        cards = {c["name"]: c for c in _card_list(values["commander_deck"])}
        assert cards["Dame Aveline"]["defence"] == ("Combat\u00a0+2 contre Combat")
        assert cards["Baron Ortolf"]["defence"] == ("Combat\u00a0+3 contre Combat")
        # an NPC's unrated skill stays Mediocre (+0), on the short line
        assert cards["Sergent Malo"]["defence"] == ("Combat\u00a0+1 contre Combat")
    en = {c["name"]: c for c in _card_list(english["commander_deck"])}
    assert "____" not in en["Lady Aveline"]["defence"]
    # the PC's Athletics given (a skill the battle's schema has): printed, no blank
    text = load(FATE).text
    rated = commander_defence_line({"fight": 2, "athletics": 1, "will": 3}, text, sheet=True)
    assert rated == "Combat\u00a0+2 contre Combat"
    # a PC rating neither: one blank for both, saying whose it is
    assert commander_defence_line({"will": 2}, text, sheet=True) == (
        "Contre Combat\u202f: Athlétisme du PJ ____ (à recopier du personnage)."
    )


def test_the_unit_counters_fill_their_last_row(
    gm: dict[str, Any], players: dict[str, Any], english: dict[str, Any]
) -> None:
    """Round 13, item 2: the GM's eleven unit counters (eight units, three bought in the
    battle) left one alone on a third row of five. The row is filled with spare counters
    that say what they are for, on a band of no army; the bought ones keep their count.
    The players' copy (seven units, the secret one off, four bought) likewise."""
    from kitgen.systems.fate.presenter import TOKEN_COLUMNS

    for values, spares in ((gm, 4), (players, 4)):
        tokens = values["tokens"]
        assert (len(tokens["units"]) + len(tokens["spares"])) % TOKEN_COLUMNS == 0
        assert len(tokens["spares"]) == spares
        for spare in tokens["spares"]:
            assert (spare["army"], spare["blank"], spare["side"]) == (
                "Pion de réserve",
                "armée et unité au crayon",
                2,
            )
    assert english["tokens"]["spares"][0]["army"] == "Spare counter"
    template = (ROOT / "templates" / "fate" / "kit.html.j2").read_text()
    assert "{% for k in tokens.spares %}{{ token(k) }}{% endfor %}" in template
    css = (ROOT / "templates" / "fate" / "kit.css").read_text()
    assert ".fa-token-band.s2 {" in css


def test_commander_against_commander_table_from_4df(
    gm: dict[str, Any], english: dict[str, Any], players: dict[str, Any]
) -> None:
    """Round 13, item 3: commander against commander (asked twice). The seed: commanders
    « peuvent s'affronter les uns les autres en combat singulier » (its opening), « seul
    un autre commandant peut attaquer directement [...] un commandant » (*Commandants*),
    an attack in the same zone uses Combat (*Attaquer Défendre*), the defender defending
    as their card says (ruling N8). The GM's rolls page prints each duel's chance, grouped
    by edge. Checked by hand: Sergent Malo (Combat +1) against Baron Ortolf (defends with
    Combat +3) is an edge of -2; the attack wins on 4dF - 4dF >= 3."""
    four = [1, 4, 10, 16, 19, 16, 10, 4, 1]  # 4dF, -4..+4, out of 81
    diff: dict[int, int] = {}
    for i, a in enumerate(four):
        for j, b in enumerate(four):
            diff[i - j] = diff.get(i - j, 0) + a * b  # out of 6561
    wins = sum(n for d, n in diff.items() if d >= 3) / 6561
    ties = diff[2] / 6561
    assert (round(wins * 100, 1), round(ties * 100, 1)) == (14.1, 11.9)
    duels = gm["duels"]
    assert duels["title"] == "Commandant contre commandant"
    rows = {r["edge"]: r for r in duels["rows"]}
    assert list(rows) == ["\u22122", "\u22121", "+1", "+2"]  # a true minus sign
    low = rows["\u22122"]
    assert "Sergent Malo → Baron Ortolf" in low["duels"]
    assert "Maître sapeur Grieg → Dame Aveline" in low["duels"]
    assert low["cells"] == [
        f"{wins * 100:.1f}\u202f%".replace(".", ","),
        "11,9\u202f%",
        "73,9\u202f%",
    ]
    # every duel between the armies is in one row: 2 x 2 commanders, both ways
    assert sum(r["duels"].count("→") for r in duels["rows"]) == 8
    assert english["duels"]["title"] == "Commander against commander"
    assert "4dF + Fight against 4dF" in english["duels"]["help"]
    # the GM's rolls page only
    assert not players["duels"]


# --- round 14 ---------------------------------------------------------------------------


def test_a_point_per_defeated_commander_goes_to_whoever_defeated_it(
    gm: dict[str, Any], english: dict[str, Any]
) -> None:
    """Round 14, item 1: « Chaque vainqueur gagne un point Fate, plus un par commandant
    ennemi vaincu » read as winners only. The seed: « Tous les gagnants obtiennent un
    point Fate. Chaque joueur ayant vaincu un commandant adverse [...] reçoit un point
    Fate par commandant vaincu »: winner or not, as « Pendant la bataille » says."""
    fr = str(gm["quick"]["turn"][2]).replace("\u202f", " ").replace("&#39;", "’")
    assert fr.endswith(
        "Chaque vainqueur gagne un point Fate ; chaque joueur, vainqueur ou non, un par "
        "commandant ennemi qu’il a vaincu."
    )
    assert "plus un par" not in fr
    en = str(english["quick"]["turn"][2]).replace("&#39;", "'")
    assert en.endswith(
        "Each winner gains a Fate point; each player, winner or not, one per enemy "
        "commander they defeated."
    )


def test_the_balance_says_the_terrain_and_turn_limit_are_not_counted(
    gm: dict[str, Any], english: dict[str, Any]
) -> None:
    """Round 14, item 2: the balance counts duels and left the terrain (hindering walls,
    the portcullis) and the 10-turn limit unsaid, where a siege's defender has its edge."""
    fr = gm["engagements"]["balance"].replace("\u202f", " ").replace("\u00a0", " ")
    # round 16, item 2: said once, after the count (test_the_balance_is_no_verdict_on_a_siege)
    assert fr.startswith(
        "Équilibre (duels un contre un seulement) : des 48 duels où chacune frappe"
    )
    assert "la limite de 10 tours" in fr
    en = english["engagements"]["balance"].replace("\u00a0", " ")
    assert en.startswith(
        "Balance (one-on-one duels only): of the 48 duels where both sides can strike"
    )
    assert "the 10-turn limit" in en


def test_the_gm_ledger_says_how_each_hidden_aspect_is_paid(
    gm: dict[str, Any], english: dict[str, Any], players: dict[str, Any]
) -> None:
    """Round 14, item 3: the war chests paid the hidden aspects two ways in dense prose
    (the Garrison's with its player's own Fate point, the League's from its chest, 3
    points, F3). Round 19, item 1: each army's chest line says it, in its aspects' term;
    no second line for one army only."""
    chests = [a["chest"].replace("\u202f", " ").replace("&#39;", "’") for a in gm["armies"]]
    # round 20: the chest's Fate point set as the aspect is a Fate point bought
    assert "1 point Fate acheté (3), posé en aspect caché (Glacis) ·" in chests[1]
    assert "aspect caché (Cour intérieure) : payé du point Fate de Dame Aveline" in chests[0]
    assert (
        "1 Fate point bought (3), set as the hidden aspect (Glacis) ·"
        in (english["armies"][1]["chest"])
    )
    # the players' copy says nothing of it
    assert all(not a["chest"] for a in players["armies"])
    template = (ROOT / "templates" / "fate" / "kit.html.j2").read_text(encoding="utf-8")
    assert "hidden_paid" not in template


def test_the_rolls_page_says_how_will_against_shoot_moves_the_rows(
    gm: dict[str, Any], english: dict[str, Any]
) -> None:
    """Round 14, item 6: ruling N8 lets the GM defend against Shoot with Will; the rolls
    page says which defences that moves, and by how much, for this battle. Checked on the
    cards: Arbalétriers Athlétisme 0, Volonté +1 (+1); Bélier Athlétisme +1, Volonté 0
    (-1); the led Gardes (Dame Aveline, Volonté +3: both +3), Chevaliers and Sapeurs (their
    commanders' Volonté +2: both +2), Archers, Milice and Porteurs (0 and 0) unchanged.
    Round 19: the Chevaliers and the Sapeurs alone (their commander fallen) keep
    Athlétisme +2 but have Volonté +1, so their one printed row stands for them alone
    only under Athlétisme: the line says they lose 1 there."""
    said = str(gm["rolls"]["will"]).replace("\u202f", " ")
    # round 16, item 1a: it says that the defence is what changes; round 22b, item 2:
    # each sign says it is the defence's (« défense +1 »), not the edge's
    # each change once, the units alone named together: the line takes no more room
    # than before round 19 (one line more had put the rulings on a page of their own)
    assert said == (
        "Volonté contre le Tir au choix du MJ : défense +1 Arbalétriers des remparts ; "
        "défense \u22121 Bélier de siège, Chevaliers du Val et Sapeurs seules ; "
        "le reste tel quel."
    )
    en = str(english["rolls"]["will"]).replace("&#39;", "'")
    assert en == (
        "Will against Shoot, at the GM's word: defence +1 Rampart Crossbowmen; "
        "defence \u22121 Battering Ram, Knights of the Val and Sappers alone; "
        "the others as printed."
    )
    template = (ROOT / "templates" / "fate" / "kit.html.j2").read_text(encoding="utf-8")
    assert "{{ rolls.help }}{% if rolls.will %} {{ rolls.will }}{% endif %}</p>" in template


def test_a_commander_card_has_no_stray_rule_under_its_turn_track() -> None:
    """Round 14, item 7: the short commander cards (Sergent Malo, Maître sapeur Grieg)
    showed one writing line of the card's ruled ground under their turn track, with no
    label: the commander card has no ruled ground (its write-in boxes are its own)."""
    template = (ROOT / "templates" / "fate" / "kit.html.j2").read_text(encoding="utf-8")
    deck = template[template.index("{% call(c, side) m.deck(commander_deck) %}") :]
    card = deck[: deck.index("{% endcall %}")]
    assert '<div class="fa-card step-{{ c.step }}">' in card
    assert "fa-ruled" not in card


def test_the_duel_pages_say_a_led_unit_is_there_led_only(
    gm: dict[str, Any], english: dict[str, Any]
) -> None:
    """Round 14, item 5: the rolls page has rows the duel pages have not (the Gardes
    shooting alone at +1, the Archers against the Gardes without Dame Aveline): the
    duel pages' key says a led unit appears there led only."""
    from kitgen.systems.fate.engagement import pairings

    point = next(str(h) for h in gm["engagements"]["help"] if "Jets tels" in str(h))
    assert "le +1 du commandant compris\u202f: une unité menée n’y figure que menée." in point
    en = " ".join(str(h) for h in english["engagements"]["help"]).replace("&#39;", "'")
    assert "the commander's +1 included: a led unit appears here led only." in en
    # and so it is: the Gardes shoot at +2 (led) on those pages, never at +1 (alone)
    plan = load(FATE).plan
    gardes = [
        p for p in pairings(plan) if p.attacker.name == "Gardes du donjon" and p.distance > 0
    ]
    assert gardes and all(p.attacker.led_skills is not None for p in gardes)


# --- round 15 ---------------------------------------------------------------------------


def _cut_sizes(pdf: bytes) -> dict[int, tuple[set[float], set[float]]]:
    """Each card sheet's cut, from its crop marks: the widths between the marks along the
    top edge and the heights between those along the left edge (mm), by page."""
    import io
    import itertools

    import pdfplumber

    mm = 25.4 / 72
    out: dict[int, tuple[set[float], set[float]]] = {}
    with pdfplumber.open(io.BytesIO(pdf)) as document:
        for number, page in enumerate(document.pages, 1):
            rects = page.rects
            xs = sorted(
                {
                    round((r["x0"] + r["x1"]) / 2 * mm, 1)
                    for r in rects
                    if r["width"] * mm < 0.3 and r["height"] * mm > 5 and r["top"] * mm < 1
                }
            )
            ys = sorted(
                {
                    round((r["top"] + r["bottom"]) / 2 * mm, 1)
                    for r in rects
                    if r["height"] * mm < 0.3 and r["width"] * mm > 5 and r["x0"] * mm < 1
                }
            )
            if xs and ys:
                widths = {round(b - a, 1) for a, b in itertools.pairwise(xs)}
                heights = {round(b - a, 1) for a, b in itertools.pairwise(ys)}
                out[number] = (widths, heights)
    return out


def test_the_cards_are_cut_to_sleeve_sizes() -> None:
    """Round 15, item 1: a reader measured the unit cards at 65 x 115 mm, a size no sleeve
    fits. That is the drawn frame, 2.5 mm inside the cut: the crop marks cut the unit and
    commander cards to tarot size (70 x 120 mm) and the zone cards to poker size (63 x 88
    mm, turned), as the sleeves sold for those games; duplex backs are cut with them."""
    from kitgen.build import build_kit

    siege = load(FATE)
    pdf = build_kit(siege, print_settings(siege, duplex="long")).pdf
    sizes = _cut_sizes(pdf)
    # three tarot sheets (units twice, commanders once) and one of zones
    tarot = [n for n, (w, h) in sizes.items() if (w, h) == ({70.0}, {120.0})]
    poker = [n for n, (w, h) in sizes.items() if (w, h) == ({88.0}, {63.0})]
    assert len(tarot) == 3 and len(poker) == 1, sizes
    assert len(sizes) == 4


def test_who_beats_whom_says_each_row_in_plain_words(
    gm: dict[str, Any], english: dict[str, Any]
) -> None:
    """Round 15, item 2: « qui engage : 55,0 % » alone read as a code. Each row of "Qui
    bat qui" is a sentence, how often in words, the figure after each enemy's name (the
    table's numbers: 99,9 % for the Gardes against the Sapeurs, 83,5 % to the Sapeurs
    against the Arbalétriers, 55,0 % to whichever of the Gardes and the Chevaliers
    engages); the grid gives way to them, so French Letter keeps its 12 pages."""
    rows = gm["engagements"]["beats"][0]["rows"]
    said = [str(r["plain"]).replace("\u202f", " ").replace("\u00a0", " ") for r in rows]
    assert said[0] == (
        "<strong>Gardes du donjon</strong> : contre Chevaliers du Val (55,0 %), un peu "
        "favorable à qui engage ; gagne presque toujours contre Sapeurs (99,9 %), Archers "
        "mercenaires (&gt; 99,9 %) et Bélier de siège (&gt; 99,9 %)."
    )
    assert "perd le plus souvent contre Sapeurs (83,5 %)" in said[1]
    assert "perd le plus souvent contre Archers mercenaires (63,2 %)" in said[2]
    assert "secrète" in said[2]
    en = str(english["engagements"]["beats"][0]["rows"][1]["plain"])
    assert en.startswith("<strong>Rampart Crossbowmen</strong>: loses almost always against")
    assert "loses mostly against Sappers (83.5%)" in en
    # a figure never breaks after its ">"
    assert "(&gt;\u00a099,9" in str(rows[0]["plain"])
    template = (ROOT / "templates" / "fate" / "kit.html.j2").read_text(encoding="utf-8")
    assert '<ul class="fa-beats-plain">{% for r in b.rows %}<li>{{ r.plain }}</li>' in template
    assert "grid compact fa-beats" not in template


def test_who_beats_whom_words_follow_the_numbers(
    gm: dict[str, Any], english: dict[str, Any]
) -> None:
    """Round 22, 4: 55 % read "whoever engages wins" and 63 % "loses slightly more
    often". The order of engagement only "slightly favours" under 60 %; "mostly" from
    60 %, "slightly more often" below it, in both languages."""
    rows = gm["engagements"]["beats"][0]["rows"]
    said = [str(r["plain"]).replace("\u202f", " ").replace("\u00a0", " ") for r in rows]
    assert "gagne qui engage" not in " ".join(said)
    assert "contre Archers mercenaires (56,7 %) et Bélier de siège (51,0 %), un peu " in said[1]
    assert "perd un peu plus souvent contre Bélier de siège (54,1 %)" in said[2]
    en = [
        str(r["plain"]).replace("\u00a0", " ") for r in english["engagements"]["beats"][0]["rows"]
    ]
    assert "against Knights of the Val (55.0%), slightly favours whoever engages" in en[0]
    assert "loses mostly against Mercenary Archers (63.2%)" in en[2]
    assert "loses slightly more often against Battering Ram (54.1%)" in en[2]


def test_the_gm_rulings_note_has_a_heading_band() -> None:
    """Round 15, item 3: at the foot of the last duel table the rulings read as an
    afterthought: on the GM's pages the note opens on a dark band of its own and closes
    on a rule, a section of the page, in the same place (French Letter keeps 12 pages)."""
    css = (ROOT / "templates" / "fate" / "kit.css").read_text(encoding="utf-8")
    assert (
        ".fa-rolls-page .rulings-note h3 { margin: 0 0 0.8mm; padding: 0.7mm 2mm 0.6mm; "
        "background: var(--ink); color: #fff; }" in css
    )
    assert ".fa-rolls-page .rulings-note { margin-top: 2.5mm; border-bottom: 0.8pt" in css


def test_the_notes_say_the_ram_and_sappers_have_no_effect_of_their_own(
    gm: dict[str, Any], english: dict[str, Any]
) -> None:
    """Round 15, item 4: the example has a Bélier de siège and Sapeurs and neither does
    anything to the gate. The seed gives no unit an effect on a fortification (no siege
    engine, no stunt: units have none): the notes say so, and that they remove the
    hindering aspects as any unit does."""
    assert (
        "Bélier et Sapeurs n’ont dans les règles aucun effet propre sur porte et murs : "
        "ils les ôtent ainsi, comme toute unité." in str(gm["notes"]).replace("\u202f", " ")
    )
    assert (
        "The rules give the Ram and the Sappers no effect of their own on gate or walls: "
        "they remove them this way, like any unit." in str(english["notes"])
    )


# --- round 16 ------------------------------------------------------------------------


def test_a_commanders_boost_counts_the_units_consequences(
    gm: dict[str, Any], english: dict[str, Any]
) -> None:
    """Round 16, item 1b: « Volonté contre 2 × ses conséquences » read as the commander's
    own; the seed's difficulty is twice the consequences the unit has."""
    for name in ("Dame Aveline", "Baron Ortolf", "Maître sapeur Grieg"):
        rules = [
            str(r).replace("\u202f", " ") for r in _cards(gm["commander_deck"])[name]["rules"]
        ]
        assert (
            "un coup de pouce : Volonté contre 2 × les conséquences de l’unité, sans jet si "
            "aucune" in rules
        ), rules
        assert not any("ses conséquences" in r for r in rules)
    rules = [
        str(r).replace("&#39;", "'")
        for r in _cards(english["commander_deck"])["Lady Aveline"]["rules"]
    ]
    assert "a boost: Will against 2 × the unit's consequences, no roll if it has none" in rules


def test_the_chest_line_says_who_paid_a_hidden_aspect_outside_it(
    gm: dict[str, Any], english: dict[str, Any]
) -> None:
    """Round 16, item 1c: the Garrison's chest read « + 0 aspect caché (0) », like a slip:
    its hidden aspect is paid with its PC's player's own Fate point, outside the chest
    (F3). The line leaves the zero out and says so; the sum still adds up (7 + 3 + 2)."""
    chests = [a["chest"].replace("\u202f", " ") for a in gm["armies"]]
    # round 20, item 1: the same form for both armies, the aspect paid outside the chest
    # with no zero to read, and whose Fate point paid it
    assert chests[0] == (
        "12 points — unités 7 · 1 point Fate acheté (3) · aspect caché (Cour intérieure) : "
        "payé du point Fate de Dame Aveline, hors coffre · reste 2."
    )
    assert english["armies"][0]["chest"].replace("&#39;", "'") == (
        "12 points — units 7 · 1 Fate point bought (3) · hidden aspect (Inner Court): paid "
        "with Lady Aveline's Fate point, outside the chest · 2 left."
    )


def test_the_players_blank_unit_cards_say_the_gm_announces_the_points_left(
    siege: Loaded, gm: dict[str, Any], players: dict[str, Any]
) -> None:
    """Round 16, item 1d: the players' blank cards offer « Bonne (3) », which neither
    army can afford: they cannot count the points left (secret units), so a line under
    the qualities says the GM's figure decides, with no figure in it. The GM's cards
    offer only what each army can buy, and say nothing more."""
    bought = players["tokens"]["bought"]
    assert bought and all(
        b["left_note"] == "selon les points restants annoncés par le MJ" for b in bought
    )
    assert not any(ch.isdigit() for b in bought for ch in b["left_note"])
    assert all(not b["left_note"] for b in gm["tokens"]["bought"])
    english = _players(load(FATE, lang="en"))["tokens"]["bought"]
    assert all(b["left_note"] == "as the points left the GM announces allow" for b in english)
    template = (ROOT / "templates" / "fate" / "kit.html.j2").read_text(encoding="utf-8")
    assert (
        '{% if b.left_note %}<p class="fa-bought-row fa-bought-left">{{ b.left_note }}</p>'
        "{% endif %}" in template
    )


def test_the_balance_is_no_verdict_on_a_siege(gm: dict[str, Any], english: dict[str, Any]) -> None:
    """Round 16, item 2: the balance advised extra build points for the Garrison while it
    left out the walls, the hidden aspects and the turn limit. A battle with zone aspects
    or a turn limit gets no advice: a line says the count leaves its obstacles and its
    turn limit out, so that it is no verdict on the battle."""
    fr = gm["engagements"]["balance"].replace("\u202f", " ").replace("\u00a0", " ")
    assert "rééquilibrer" not in fr and "points de construction" not in fr
    assert fr.endswith(
        "Ce décompte laisse de côté les obstacles (« Murailles épaisses », « Herse "
        "abaissée », « Remparts escarpés ») et la limite de 10 tours : ce n’est pas un "
        "verdict sur la bataille."
    )
    en = english["engagements"]["balance"].replace("\u00a0", " ").replace("&#39;", "'")
    assert "even it out" not in en
    assert en.endswith(
        "This count leaves out the obstacles (“Thick Walls”, “Portcullis Down”, “Steep "
        "Ramparts”) and the 10-turn limit: it is no verdict on the battle."
    )
    # the hidden aspects are never named there
    assert "huile" not in fr and "Tranchée" not in fr


def test_the_gm_notes_box_stands_clear_of_the_page_one_footnote() -> None:
    """Round 16, item 3: page 1's « NOTES DU MJ » box touched the paragraph above it
    (where the rulings' marks lead): the Fate kit gives it a clear gap (French Letter
    keeps its 12 pages)."""
    css = (ROOT / "templates" / "fate" / "kit.css").read_text(encoding="utf-8")
    assert "section.scenario-page > .scenario-write.gm { margin-top: 2.5mm; }" in css


# --- round 17 ---------------------------------------------------------------------------


def _zone_fronts(values: dict[str, Any]) -> dict[str, dict[str, Any]]:
    return {
        c["name"]: c["front"]
        for c in _card_list(values["zone_deck"])
        if not c.get("revealed") and c["front"]["kind"] == "open"
    }


def test_a_zone_both_hindering_and_defended_has_a_rule(
    siege: Loaded, gm: dict[str, Any], players: dict[str, Any], english: dict[str, Any]
) -> None:
    """Round 17, item 1: a zone that hinders and that enemies hold (the siege's Porte nord
    and Donjon) had no rule. Ruling N18: the defender rolls, +2 for each hindering aspect
    of its zone on top of +1 for each other allied unit; the quick reference's entering
    line says it, marked, in both copies and both languages."""
    for values in (gm, players):
        line = str(values["quick"]["overcome"][0]).replace("\u202f", " ")
        assert "+1 par autre unité alliée, +2 par aspect gênant.\u2060<sup" in line
        assert line.endswith("</sup>")
    en = str(english["quick"]["overcome"][0]).replace("&#39;", "'")
    assert "+1 per other allied unit there, +2 per hindering aspect.\u2060<sup" in en
    kit = Kit(print_settings(siege), siege.text)
    from kitgen.systems.fate.presenter import quick_reference

    quick_reference(siege.text, siege.plan, kit)
    assert "N18" in kit.cited


def test_entering_the_gate_and_the_keep_under_ruling_n18_and_its_house_rule(
    siege: Loaded, gm: dict[str, Any], english: dict[str, Any], tmp_path: Path
) -> None:
    """Round 17, item 1: the figures. A hindering zone's card says what a defender there
    adds (+2 for the one aspect of the Porte nord and of the Donjon), marked; so the
    Milice du bourg (Athletics 0) holds the gate at +2 and the Gardes du donjon (Athletics
    +3, led) the keep at +5. Under the house rule the defender rolls alone: +0 and +3,
    and the cards say so."""
    from kitgen.systems.fate.rules import defended_entry
    from tests.conftest import write

    fronts = _zone_fronts(gm)
    for name in ("Porte nord", "Donjon", "Chemin de ronde"):
        said = str(fronts[name]["defended"]).replace("\u202f", " ")
        assert said.startswith("Défendue : +2 au défenseur\u2060<sup"), said
    # no defender adds anything where nothing hinders
    assert not fronts["Camp de la Ligue"]["defended"]
    assert str(_zone_fronts(english)["North Gate"]["defended"]).startswith(
        "Defended: +2 to the defender\u2060<sup"
    )
    units = {u.name: u for a in siege.plan.armies for u in a.units}
    militia = units["Milice du bourg"].skills.get("athletics", 0)
    guards = (units["Gardes du donjon"].led_skills or {})["athletics"]
    assert (militia, guards) == (0, 3)
    zones = {z.name: z for z in siege.plan.zones}
    assert zones["Porte nord"].hindering == zones["Donjon"].hindering == 1
    assert defended_entry(militia, 1, 0) == 2  # Porte nord
    assert defended_entry(guards, 1, 0) == 5  # Donjon
    assert defended_entry(militia, 1, 0, defender_alone=True) == 0
    assert defended_entry(guards, 1, 0, defender_alone=True) == 3
    assert defended_entry(2, 2, 1) == 7  # two aspects and one more ally
    text = FATE.read_text(encoding="utf-8").replace(
        "players: 3", "players: 3\nhouse_rules: {defender_alone: true}", 1
    )
    alone = _gm(load(write(tmp_path, text)))
    line = str(alone["quick"]["overcome"][0]).replace("\u202f", " ")
    assert "+1 par autre unité alliée, sans les aspects.\u2060<sup" in line
    for name in ("Porte nord", "Donjon"):
        said = str(_zone_fronts(alone)[name]["defended"]).replace("\u202f", " ")
        assert said.startswith("Défendue : jet du défenseur seul\u2060<sup")


def test_each_hidden_aspects_cost_says_why_it_is_paid_so(
    gm: dict[str, Any], tmp_path: Path
) -> None:
    """Round 17, item 3: the League paid its hidden aspect from the chest, the Garrison
    with its PC's player's Fate point, and nothing said why. A hidden aspect costs a
    Fate point (F3), which a chest buys at 3: the League's line says so; the Garrison's
    2 points left cannot buy one, and its line says that. A player who pays with their own
    point though the chest could buy one reads the rule instead."""
    chests = [a["chest"].replace("\u202f", " ") for a in gm["armies"]]
    # round 20, item 1: the aside on the 2 left is gone (they sit at the line's end, and
    # the Fate point's 3 in its term)
    assert chests[0].endswith("payé du point Fate de Dame Aveline, hors coffre · reste 2.")
    assert "1 point Fate acheté (3), posé en aspect caché (Glacis)" in chests[1]
    from tests.conftest import write

    text = FATE.read_text(encoding="utf-8").replace(
        "war_chest: 12\n    fate_points: 1", "war_chest: 15\n    fate_points: 1", 1
    )
    rich = _gm(load(write(tmp_path, text)))
    said = rich["armies"][0]["chest"].replace("\u202f", " ")
    assert "hors coffre, un aspect caché coûtant un point Fate, du joueur ou du coffre ·" in said


def test_scouting_a_face_down_zone_says_it_departs_from_the_letter() -> None:
    """Round 17, item 2: ruling N13 prices Recon on a face-down zone at +2, where a
    literal reading (the hidden aspect already on the zone) asks +4; its note and the
    rulings pages say so in a clause."""
    from kitgen.handbook import rulings
    from kitgen.i18n.ruling_notes import TEXT

    en, fr = TEXT["N13"]
    assert "Recon +2, not a literal +4" in en
    assert "repérage +2, non +4 à la lettre" in fr
    said = " ".join(rulings("en")["N13"].text.split())
    assert "departs from a literal reading" in said and "ask +4" in said
    assert "d’une lecture à la lettre" in " ".join(rulings("fr")["N13"].text.split())


# --- round 18 ---------------------------------------------------------------------------


def test_removing_a_consequence_gives_its_difficulty(
    gm: dict[str, Any], players: dict[str, Any], english: dict[str, Any]
) -> None:
    """Round 18, item 1: the commander cards say « ôter une conséquence (Volonté) » and no
    page gave the difficulty; the rulebook points to Fate Core's usual one, a mild
    consequence Fair (+2), a moderate one Great (+4) (a unit has no severe). The quick
    reference's « Encaisser » says it, in both copies and both languages."""
    for values, said in (
        (gm, "Volonté du commandant affecté contre Passable (+2) la légère, Excellent (+4)"),
        (players, "Volonté du commandant affecté contre Passable (+2) la légère, Excellent"),
        (english, "commander's Will against Fair (+2) for the mild, Great (+4) for the moderate"),
    ):
        harm = " ".join(str(h) for h in values["quick"]["harm"]).replace("&#39;", "'")
        harm = harm.replace("\u202f", " ").replace("\u00a0", " ")
        assert said in harm, harm


def test_the_players_copy_gives_every_army_as_many_blank_counters(
    gm: dict[str, Any], players: dict[str, Any]
) -> None:
    """Round 18, item 2: blank « achetée en bataille » counters told apart per army in the
    players' copy would hint at each army's points left, which only the GM announces: the
    players' copy gives every army the same number; the GM's, what each army can buy."""
    from collections import Counter

    def blanks(values: dict[str, Any]) -> Counter[str]:
        return Counter(u["army"] for u in values["tokens"]["units"] if u.get("blank"))

    said = blanks(players)
    assert len(said) == 2 and len(set(said.values())) == 1, said
    assert sum(blanks(gm).values()) >= 1


def test_the_gm_and_players_trackers_have_the_same_columns(
    gm: dict[str, Any], players: dict[str, Any]
) -> None:
    """Round 18, items 3 and 4: the players' tracker had a « Points restants à dépenser »
    column the GM's had not; both have it now, the GM's box saying what to announce. And
    the GM's ledger no longer says « Elle entre » after « deux unités Moyennes »."""
    assert [r["left"].label for r in gm["tracker"]] == ["Reste", "Reste"]
    assert [r["left"].note for r in gm["tracker"]] == [
        "2 à annoncer par le MJ",
        "1 à annoncer par le MJ",
    ]
    assert [r["left"].note for r in players["tracker"]] == ["annoncé par le MJ"] * 2
    left = str(gm["armies"][0]["left"])
    assert "Une unité achetée entre au tour de son armée" in left and "Elle entre" not in left


# --- round 19 -----------------------------------------------------------------------------


def test_each_chest_line_says_what_it_held_spent_and_left_the_same_way(
    siege: Loaded, gm: dict[str, Any]
) -> None:
    """Round 19, item 1: the League paid its hidden aspect from the chest while its line
    said « 0 point Fate (0) », which read as a contradiction. Each army's line now has
    the same form: what the chest held, then units, hidden aspects and Fate points for
    the battle, in points, then what is left; the terms add up to the chest (the seed's
    prices: Good 3, Fair 2, Average 1, a Fate point 3)."""
    import re

    lines = [a["chest"].replace("\u202f", " ") for a in gm["armies"]]
    # round 20, item 1: held — units — Fate points bought (cost) — hidden aspect (how
    # paid) — left; an aspect paid outside the chest has no cost in it
    # round 20 (readers): a Fate point the chest set as a hidden aspect is one bought,
    # its cost with the others'
    form = re.compile(
        r"^(\d+) points — unités (\d+) · (?:aucun point Fate acheté|\d+ points? Fate "
        r"achetés? \((\d+)\)(?:, posés? en aspects? cachés? \([^)]*\))?)"
        r"(?: · aspects? cachés? \([^)]*\) : payé du point Fate de [^·]*, hors coffre)?"
        r" · reste (\d+)\.$"
    )
    for line, army in zip(lines, siege.plan.armies, strict=True):
        found = form.match(line)
        assert found, line
        chest, units, fate, left = (int(g or 0) for g in found.groups())
        assert chest == army.army.war_chest == units + fate + left
        assert units == sum(
            {"good": 3, "fair": 2, "average": 1}[u.quality.key] for u in army.units
        )
    assert lines[1].endswith("· 1 point Fate acheté (3), posé en aspect caché (Glacis) · reste 1.")
    assert "unités 7 · 1 point Fate acheté (3) · aspect caché" in lines[0]


# --- round 20 -----------------------------------------------------------------------------


def test_the_chest_line_says_fate_points_bought_and_whose_point_paid(
    gm: dict[str, Any], tmp_path: Path
) -> None:
    """Round 20, item 1: « points Fate 3 (1 pour la bataille) » read as three Fate points,
    and « son reste de 2 n'achetant pas un point Fate à 3 » had to be decoded. The line
    counts the Fate points bought with their cost in brackets, and says whose Fate point
    paid a hidden aspect outside the chest, with no aside; French elides « de » before a
    vowel, and two Fate points bought are plural."""
    lines = [a["chest"].replace("\u202f", " ") for a in gm["armies"]]
    assert all("pour la bataille" not in line and "n’achetant" not in line for line in lines)
    from tests.conftest import write

    text = FATE.read_text(encoding="utf-8").replace(
        "war_chest: 12\n    fate_points: 1",
        "war_chest: 15\n    player: Inès\n    fate_points: 2",
        1,
    )
    said = _gm(load(write(tmp_path, text)))["armies"][0]["chest"].replace("\u202f", " ")
    assert (
        "· 2 points Fate achetés (6) · aspect caché (Cour intérieure) : payé du point Fate "
        "d’Inès, hors coffre ·" in said
    )


def test_the_gm_points_left_box_says_who_announces_them(
    gm: dict[str, Any], english: dict[str, Any], players: dict[str, Any]
) -> None:
    """Round 19, item 2: the GM's « 2 à annoncer » said not who announces the points left,
    as the players' « annoncé par le MJ » does."""
    assert [r["left"].note for r in gm["tracker"]] == [
        "2 à annoncer par le MJ",
        "1 à annoncer par le MJ",
    ]
    assert [r["left"].note for r in english["tracker"]] == [
        "2, for the GM to announce",
        "1, for the GM to announce",
    ]
    assert all("MJ" in r["left"].note for r in players["tracker"])


def test_the_unit_against_unit_pages_say_they_are_preparation(siege: Loaded) -> None:
    """Round 19, item 4: the odds of unit against unit serve the GM's preparation, not the
    table: their heading says so, short, in both languages."""
    assert siege.text("fa.engagements_prep").replace("\u202f", " ") == (
        "Préparation : à lire avant la partie, pas à la table"
    )
    assert load(FATE, lang="en").text("fa.engagements_prep").startswith("Preparation: ")
    template = (ROOT / "templates" / "fate" / "kit.html.j2").read_text(encoding="utf-8")
    assert (
        '<h2 class="page-title">{{ t("fa.engagements") }} <span class="fa-prep">· '
        '{{ t("fa.engagements_prep") }}</span></h2>'
    ) in template


def test_a_unit_bought_in_the_battle_has_a_unit_cards_sheet_parts(
    gm: dict[str, Any], players: dict[str, Any], english: dict[str, Any]
) -> None:
    """Round 19, item 3: a unit bought in the battle had a poorer sheet than the others,
    no defence line, no led/alone grid. Its card now has both, from the unit cards' own
    code: the heads of a led unit's skills (« menée », « seule ») and its defence line
    (N8), its grid as many rows as the largest pyramid offered, two skills a row."""
    from kitgen.systems.fate.faces import defence_skills, led_heads

    siege_text = load(FATE).text
    bought = gm["tokens"]["bought"]
    assert len(bought) == 3  # two for the Garrison (2 left), one for the League (1)
    for card in bought:
        assert card["heads"] == ["Compétences", "seule", "menée"]
        assert card["heads"] == led_heads("Compétences", siege_text)
        assert card["def_label"] == "Déf."
        assert card["defence"] == defence_skills(siege_text)
        assert card["defence"] == (
            "Athlétisme ou Combat (la meilleure) contre Combat, Athlétisme contre Tir"
        )
    # Passable: three skills, two rows of two; Moyenne: one skill, one cell
    assert [len(c["grid_rows"]) for c in bought] == [2, 2, 1]
    assert [len(c["grid_rows"][0]) for c in bought] == [2, 2, 1]
    # the players' cards offer Bonne too: six skills, three rows
    assert {len(c["grid_rows"]) for c in players["tokens"]["bought"]} == {3}
    assert english["tokens"]["bought"][0]["defence"] == (
        "Athletics or Fight (the better) against Fight, Athletics against Shoot"
    )
    template = (ROOT / "templates" / "fate" / "kit.html.j2").read_text(encoding="utf-8")
    assert '<p class="fa-bought-row fa-bought-def"><strong>{{ b.def_label }}</strong>' in template
    assert "{% for r in b.grid_rows %}" in template


# --- round 19b ----------------------------------------------------------------------------


def test_who_starts_on_a_zone_is_said_in_its_band_not_under_its_card(siege: Loaded) -> None:
    """Round 19b, item 2: the battlefield wrote who starts on a zone in the middle of the
    spot where the zone card goes, so the card laid there hid it. On A4 it is one line of
    the frame's band, under the links and over the spot, the names cut to their first word
    ("…") where the whole line would not fit; on US Letter, where one more band line would
    take the map onto a second page, it stays on the spot (the page count kept)."""
    from kitgen.systems.fate.battlefield import battlefield

    (page,) = battlefield(siege.plan, siege.text, (88.0, 63.0))
    zones = {z["name"]: z for z in page["zones"]}
    camp = zones["Camp de la Ligue"]
    # round 22b, item 1: no name cut any more; too long for the band's free line, the
    # line starts at the band's right, beside the name and the links (as on US Letter)
    said = " ".join([camp["start"]["text"], *(k["text"] for k in camp["start_more"])])
    assert said == (
        "Départ\u202f: □\u00a0Chevaliers du Val, □\u00a0Sapeurs, "
        "□\u00a0Archers mercenaires, □\u00a0Bélier de siège"
    )
    assert zones["Donjon"]["start"]["text"].endswith("Gardes du donjon (Dame Aveline)")
    for zone in page["zones"]:
        assert zone["spot"]["starts"] == []
        if zone["start"]:
            for line in [zone["start"], *zone["start_more"]]:
                y = float(line["y"])
                assert float(zone["y"]) < y < float(zone["y"]) + float(zone["head"])
                assert y + 1 < float(zone["spot"]["y"])
            if zone["start"]["anchor"] == "start":
                assert float(zone["links"][-1]["y"]) < float(zone["start"]["y"])
    assert zones["Glacis"]["start"] is None and zones["Cour intérieure"]["start"] is None
    # US Letter: no room for a band line on one page; round 20, item 5: the line no
    # longer goes on the spot, under the card, but to the band's right (see below)
    letter = battlefield(siege.plan, siege.text, (88.0, 63.0), "letter")
    assert len(letter) == 1
    assert all(z["spot"]["starts"] == [] for z in letter[0]["zones"])


def test_the_players_quick_reference_keeps_the_usual_space_above_the_edge_table(
    siege: Loaded,
) -> None:
    """Round 20, item 2: in the players' copy, the « Encaisser » list ran tight against
    the heading « Attaque contre défense » below it (2 mm, where every other topic has
    4 mm). Laid out with the kit's styles, that heading and the ladder's beside it stand
    4 mm below the two columns of actions."""
    from kitgen.render import compose, lay_out
    from tests.conftest import layout_boxes

    settings = print_settings(siege, audience="players")
    html = compose("fate", siege.plan, siege.text, settings).html
    boxes = [b for p in lay_out(html).pages for b in layout_boxes(p._page_box)]

    def classed(box: Any, name: str) -> bool:
        element = getattr(box, "element", None)
        return element is not None and name in (element.get("class") or "").split()

    quick = next(b for b in boxes if classed(b, "fa-quick-players"))
    inside = list(layout_boxes(quick))
    cols = next(b for b in inside if classed(b, "cols") and type(b).__name__ == "TableBox")
    foot = cols.position_y + cols.margin_height()
    cells = [b for b in inside if classed(b, "fa-edge-cell") or classed(b, "fa-ladder-cell")]
    heads = [
        next(h for h in layout_boxes(cell) if getattr(h, "element_tag", "") == "h2")
        for cell in cells
    ]
    assert len(heads) == 2
    mm = 96 / 25.4
    for head in heads:
        assert head.position_y + head.margin_top - foot >= 4 * mm - 0.01


def test_a_fate_point_the_chest_set_as_an_aspect_is_counted_as_bought_everywhere(
    gm: dict[str, Any], english: dict[str, Any], players: dict[str, Any]
) -> None:
    """Round 20's reader, the third running: the League's chest paid a Fate point for its
    hidden aspect while p. 1 said "Fate points bought: 0", its chest line "no Fate point
    bought" and the tracker's "Fate points bought" column "—". The chest's point is one
    bought, said where it went; the tracker's column is the points to play in the battle.
    How an aspect was paid is the chest's: the players' copy keeps its plain count."""
    league = [line.replace("\u202f", " ") for line in gm["sides"][1]["lines"]]
    # round 22, item 1: beside it, what the players' copy shows ("visibles")
    assert "Points Fate achetés : 1 (visibles : 0, 1 en aspect caché)" in league
    chest = gm["armies"][1]["chest"].replace("\u202f", " ")
    assert "aucun point Fate" not in chest and "posé en aspect caché (Glacis)" in chest
    assert (
        "Fate points bought: 1 (visible: 0, 1 as a hidden aspect)" in english["sides"][1]["lines"]
    )
    assert all("aspect caché)" not in line for s in players["sides"] for line in s["lines"])
    template = (ROOT / "templates" / "fate" / "kit.html.j2").read_text(encoding="utf-8")
    assert '<th>{{ t("fa.fate_to_play") }}</th>' in template


# --- round 20 ---------------------------------------------------------------------------


def test_a_commanders_card_gives_no_defence_against_shoot(
    gm: dict[str, Any], english: dict[str, Any]
) -> None:
    """Round 20, item 3: a commander's card gave a duel defence "against Shoot", which
    can never apply: only a commander attacks a commander, in single combat (the seed:
    « combat singulier au beau milieu du combat »), and the GM's duel table rolls Fight
    in the same zone. The card's line and the quick reference say Fight only."""
    from kitgen.systems.fate.commander_face import commander_defence_line

    for values, shoot in ((gm, "Tir"), (english, "Shoot")):
        for card in _card_list(values["commander_deck"]):
            assert shoot not in card["defence"], card["name"]
        said = " ".join(str(a) for a in values["quick"]["attack"])
        duel = (
            "seul un commandant en attaque un autre, au Combat."
            if shoot == "Tir"
            else ("only a commander attacks another, with Fight.")
        )
        assert duel in said
    # a commander whose Athletics beats their Fight defends with it, against Fight
    text = load(FATE).text
    assert commander_defence_line({"fight": 1, "athletics": 2}, text) == (
        "Athlétisme\u00a0+2 contre Combat"
    )


def test_an_independent_commanders_start_is_said_with_the_units_beside_them(
    gm: dict[str, Any], english: dict[str, Any]
) -> None:
    """Round 20, item 4: page 1 said only « Sergent Malo … — sans unité », and the GM
    wondered whether he was with the militia. The battle starts him at the Porte nord
    (``start``), where the Milice du bourg starts too: the line says so, and that he does
    not lead it. A commander the file gives no start keeps the short word."""
    import dataclasses

    from kitgen.systems.fate.presenter import _commander_line

    said = " ".join(gm["armies"][0]["commanders"])
    assert "Sergent Malo" in said
    assert "sans unité\u202f; départ\u202f: Porte nord, près de l’unité Milice du bourg" in said
    assert "(sans la mener)" in said
    english_said = " ".join(english["armies"][0]["commanders"])
    assert "beside the unit Town Militia (not leading it)" in english_said
    # the attached commander's line is as it was
    assert "Dame Aveline (PJ, Volonté\u00a0+3) — mène l’unité Gardes du donjon" in said
    loaded = load(FATE)
    malo = next(c for a in loaded.battle.armies for c in a.commanders if c.name == "Sergent Malo")
    assert _commander_line(dataclasses.replace(malo, start=None), loaded.text).endswith(
        "— sans unité"
    )


def test_on_letter_who_starts_is_set_at_the_bands_right_not_under_the_card(
    siege: Loaded,
) -> None:
    """Round 20, item 5: on US Letter the band has no height for a line of who starts on
    a zone, and that line sat on the spot, where the zone card laid on it hides it. It
    now stands right-aligned in the band, beside the zone's name and its links, a name
    never split, cut to its first word only when the room asks it; each line's text is
    short enough to clear the name or the links on its left."""
    from kitgen.systems.fate.battlefield import (
        CORNER_GAP,
        LINKS_MM,
        MM_PER_CHAR,
        NAME_MM,
        battlefield,
    )

    for loaded in (siege, load(FATE, lang="en")):
        (page,) = battlefield(loaded.plan, loaded.text, (88.0, 63.0), "letter")
        for zone in page["zones"]:
            assert zone["spot"]["starts"] == []
            if zone["start"] is None:
                continue
            assert zone["start"]["anchor"] == "end"
            top, head = float(zone["y"]), float(zone["head"])
            lines = [zone["start"], *zone["start_more"]]
            beside = [(zone["name"], NAME_MM), *((k["text"], LINKS_MM) for k in zone["links"])]
            for line, (text, size) in zip(lines, beside, strict=False):
                assert top < float(line["y"]) < top + head
                used = (len(text) * size + len(line["text"]) * LINKS_MM) * MM_PER_CHAR
                assert used + CORNER_GAP + 5 <= float(zone["w"])
    english = load(FATE, lang="en")
    (page,) = battlefield(english.plan, english.text, (88.0, 63.0), "letter")
    camp = next(z for z in page["zones"] if z["name"] == "League Camp")
    said = " ".join([camp["start"]["text"], *(k["text"] for k in camp["start_more"])])
    assert said == (
        "Start: □\u00a0Knights of the Val, □\u00a0Sappers, □\u00a0Mercenary Archers, "
        "□\u00a0Battering Ram"
    )
    # A4 keeps its own band line, left-aligned under the links; round 22b: a line too
    # long for it (the League Camp's, whole) starts at the band's right instead
    (a4,) = battlefield(english.plan, english.text, (88.0, 63.0))
    assert all(
        z["start"] is None
        or z["start"]["anchor"] == ("end" if z["name"] == "League Camp" else "start")
        for z in a4["zones"]
    )


# --- round 22b ----------------------------------------------------------------------------


def test_the_battlefield_prints_every_starting_units_name_whole(
    siege: Loaded, gm: dict[str, Any], players: dict[str, Any]
) -> None:
    """Round 22b, item 1: the Camp de la Ligue's start line read « □ Chevaliers…,
    □ Sapeurs, □ Archers…, □ Bélier… », names cut to their first word. On A4 (the GM's
    copy, the players', double-sided, English) every unit that starts on a zone is named
    whole on the battlefield, in that zone's band, and no start line cuts a name."""
    english = load(FATE, lang="en")
    for loaded, values in (
        (siege, gm),
        (siege, players),
        (siege, _gm_duplex(siege)),
        (english, _gm(english)),
    ):
        said: dict[str, str] = {}
        for page in values["map"]:
            for zone in page["zones"]:
                if zone["start"]:
                    lines = [zone["start"], *zone["start_more"]]
                    assert all("…" not in line["text"] for line in lines)
                    said[zone["name"]] = " ".join(line["text"] for line in lines)
        for army in loaded.plan.armies:
            for unit in army.army.units:
                if unit.start is None:
                    continue
                assert unit.name in said[unit.start], (unit.name, said.get(unit.start))
