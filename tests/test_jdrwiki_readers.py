"""JdRWiki, issue 39's readers' passes on the example, the example composed once for all.

Fourth pass: the scenario page's sides and drawing of the field, the scenario's deadline
(trackers and odds), every corps's on-site figures, and no page the copy in hand lacks.

Ninth pass and after: what fresh readers found unclear (hero cards' heroism, the advantage
sentence, the races' deadline group, the split sheet's on-site figures, the trackers'
zone, the English words, fatigue, the odds pages' facts).

The copies' values come from the presenter (no layout): cheap, and each test fails for
the reason it names.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from kitgen.build import compose_copy, print_settings
from kitgen.cards import Kit
from kitgen.pipeline import Loaded, for_players, load
from kitgen.printing import GM, PLAYERS
from kitgen.secrets import players_army
from kitgen.systems.jdrwiki import race_page
from kitgen.systems.jdrwiki.sheet_words import SHEET_WORDS
from tests.conftest import ROOT, copy_values, write

EXAMPLE = ROOT / "armies" / "colline-d-ardoise.yaml"


@pytest.fixture(scope="module")
def example() -> Loaded:
    return load(EXAMPLE)


@pytest.fixture(scope="module")
def gm(example: Loaded) -> dict[str, Any]:
    return copy_values(example, GM)


@pytest.fixture(scope="module")
def players(example: Loaded) -> dict[str, Any]:
    return copy_values(example, PLAYERS)


# --- the fourth pass --------------------------------------------------------------------


def _sheets(values: dict[str, Any]) -> dict[str, dict[str, Any]]:
    return {a["name"]: a for a in values["army_deck"]["items"]}


def test_every_tracker_runs_to_the_deadline_in_both_copies(
    gm: dict[str, Any], players: dict[str, Any]
) -> None:
    """The Archers' tracker stopped at round 10 in the players' copy, the Garde's at 17:
    every grid of rounds now holds the scenario's ``deadline:`` (the example's: 10), the
    same in both copies, rows of one height in a copy: full height in the GM's, a little
    shorter in the players' where the last page keeps room for the rulings' note (seven
    readings since O19, whose reading holds on one line), never below a pencil's line
    (the grid's CSS honours it). Round 16: the note is set closer and every page keeps
    its strip of lasting effects, so the players' rows are 6.8 mm on A4. Round 17: an
    eighth reading (O20, the push back with nowhere to go) brings them to 6.4 mm."""
    for values, heights in ((gm, {"7.2mm"}), (players, {"6.4mm"})):
        for sheet in _sheets(values).values():
            for page in sheet["tracker"]:
                assert len(page["log_rows"]) == 10, (sheet["name"], page["corps"])
                assert {page["row_height"]} == heights
    css = (ROOT / "templates" / "jdrwiki" / "kit.css").read_text(encoding="utf-8")
    assert "table.jw-log td.jw-log-round { height: 7.2mm; }" in css
    assert "table.jw-log td { height" not in css


def test_trackers_hold_the_deadline_on_a_short_page(tmp_path: Path) -> None:
    """A deadline longer than a page holds at full height (the players' last tracker page
    keeps room for the rulings' note): every page's rows shorten alike, never below a
    pencil's line; past that, the grid says to carry on on a sheet of paper. Since O19's
    reading (round 13) the players' last page holds 10 rounds, no longer 11. Round 16:
    rows come down to 5 mm (a line of squared paper) and the note is set closer, so the
    players' A4 pages hold 13 rounds, each page with its strip of lasting effects."""
    pages = _tracker_pages(tmp_path, 10)
    assert {len(p["log_rows"]) for p in pages} == {10}
    heights = {float(p["row_height"].removesuffix("mm")) for p in pages}
    assert len(heights) == 1 and 5.0 <= min(heights) < 7.2
    pages = _tracker_pages(tmp_path, 14)
    # round 17: one reading more (O20) in the players' note, one round less (12)
    assert {len(p["log_rows"]) for p in pages} == {12}
    assert {p["row_height"] for p in pages} == {"5.0mm"}
    assert all(p["effects"] for p in pages)
    assert "feuille libre" in pages[-1]["log_help"]
    pages = _tracker_pages(tmp_path, 30)
    assert len({len(p["log_rows"]) for p in pages}) == 1
    assert {p["row_height"] for p in pages} == {"5.0mm"}
    assert "feuille libre" in pages[-1]["log_help"]


def _tracker_pages(tmp_path: Path, deadline: int) -> list[dict[str, Any]]:
    text = EXAMPLE.read_text(encoding="utf-8").replace("deadline: 10 ", f"deadline: {deadline} ")
    values = copy_values(load(write(tmp_path, text, f"d{deadline}.yaml")), PLAYERS)
    return [p for s in _sheets(values).values() for p in s["tracker"]]


def test_the_players_sheets_point_to_no_page_they_lack(players: dict[str, Any]) -> None:
    """The players' copy has no pages against each enemy: its "here" help does not send
    the reader there (the GM's still does)."""
    for sheet in _sheets(players).values():
        assert "pages" not in sheet["here_help"] and "voir" not in sheet["here_help"]


def test_every_corps_shows_its_on_site_figures(gm: dict[str, Any]) -> None:
    """Loreval's corps stand on the hill and in the wood: a "here" column for each zone,
    and the wood's cover counted in the second (Attaque habile +1)."""
    loreval = _sheets(gm)["Loreval"]
    assert loreval["here_heads"] == ["Colline d'Ardoise", "Bois des Pendus"]
    assert loreval["skill_columns"] == 6
    rows = {r["name"]: r for g in loreval["skill_groups"] for r in g["rows"]}
    hill, wood = rows["Attaque habile"]["here"]
    assert (rows["Attaque habile"]["score"], hill["value"], wood["value"]) == (16, 18, 17)
    # the Ost, one body, has a column for the marsh it comes to (round 4, item 4)
    assert _sheets(gm)["Ost du Bey"]["here_heads"] == ["Plaine du Gué", "Marais de la Saule"]


def test_the_scenario_page_has_the_sides_and_the_field(
    gm: dict[str, Any], players: dict[str, Any]
) -> None:
    """Page 1 was mostly graph paper: the sides at a glance (the players' marked), a
    drawing of the four zones and their four links, and where the raised marks lead."""
    names = [s["name"] for s in gm["sides"]]
    assert names == ["Loreval", "Ost du Bey"]
    assert [s["role"] for s in gm["sides"]] == ["Joueurs", ""]
    assert all(2 <= len(s["lines"]) <= 5 for s in gm["sides"])
    # the GM's copy counts the secret hero; the players' does not know her
    assert "Nayla" in " ".join(gm["sides"][1]["lines"])
    assert "Nayla" not in " ".join(players["sides"][1]["lines"])
    field = gm["field"]
    assert len(field["boxes"]) == 4 and len(field["links"]) == 4
    assert "Armée contre armée" in gm["rulings_page"]
    assert "suivi de la bataille" in players["rulings_page"]


def test_the_odds_count_the_scenarios_deadline(gm: dict[str, Any]) -> None:
    """The scenario ends at nightfall, the end of round 10: the race page's winners are
    within it, and a third column says how often neither side has routed the other by
    then (the reader could not tell what "Victoire d'ici le round 10" counted, nor square
    it with page 1, where Loreval wins by still standing)."""
    races = gm["races"]
    # pass 9: the group is the outcome at the deadline, the third column the holder's win
    assert "10" in races["wins_head"] and "Issue" in races["wins_head"]
    assert races["undecided_head"] == "Loreval tient"
    assert "10" in races["deadline"] and "déroute" in races["deadline"]
    # the third column is not "nobody won": a side that only has to hold wins them all
    # pass 8: the file's ``holder:`` says plainly whose wins "both still stand" are
    # round 19: said in one short sentence, the opening's second line
    assert "victoire de Loreval" in races["deadline"]
    first = races["groups"][0]["races"][0]["rows"][0]
    # Ost du Bey routs Loreval 63 times in 100; Loreval holds (or wins) the other 37
    assert (first["first"], first["second"], first["undecided"]) == (
        "≈\u00a01\u202f%",
        "≈\u00a063\u202f%",
        "≈\u00a036\u202f%",
    )
    # the line at a glance no longer repeats the columns' chances
    # no article to get wrong before an army's name ("par Ost du Bey"), and "la bataille"
    # is finished in the feminine
    assert first["glance"].startswith("Vainqueur le plus souvent\u202f: Ost du Bey")
    assert "finie en 9\u00a0rounds" in first["glance"] or "finie en 9 rounds" in first["glance"]
    assert "fois sur 100" not in first["glance"]


def test_the_victory_conditions_say_what_a_rout_is(
    gm: dict[str, Any], players: dict[str, Any]
) -> None:
    """Page 1's victory used "déroute" and no page said what it was: the victory
    conditions now end on the rules' answer (0 hit points, or the commander's order to
    flee; the heroes lost or taken along), in both copies."""
    for values in (gm, players):
        victory = values["scenario"]["parts"][-1]
        assert victory["title"] == "Victoire"
        assert any("déroute" in line for line in victory["lines"][:-1])
        rout = str(victory["lines"][-1])
        assert "<strong>Déroute</strong>" in rout
        assert "0\u00a0PV" in rout and "fuite" in rout and "mort de héros" in rout


def test_no_undefined_fall_of_a_commander(gm: dict[str, Any]) -> None:
    """ "Si le commandant tombe en héros" named no rule: the round of confusion follows
    a hero death, which the GM page says takes the hero out of the battle."""
    text = repr(gm)
    assert "tombe en héros" not in text and "commandant tombé" not in text
    assert "subit une mort de héros" in text
    assert "Une mort de héros le retire de la bataille" in text


def test_the_english_kit_has_no_french_short_forms_nor_british_spellings() -> None:
    """US buyers read the English kit: base damage and its step are BD and DS (the
    round's damage step says so), never the rulebook's DB and VDB; Maneuver, Vigor,
    defense."""
    values = copy_values(load(EXAMPLE, lang="en"), GM)
    text = " ".join(_strings(values))
    for word in (r"\bV?DB\b", "Manoeuvre", "Vigour", "defence", "neighbour"):
        assert not re.search(word, text), word
    assert "BD (base damage" in text and "DS (the damage step" in text
    assert values["races"]["undecided_head"] == "Loreval holds"


def _strings(value: Any) -> list[str]:
    """Every string a copy's values print (a dict's keys are the template's, not the
    page's)."""
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [s for v in value.values() for s in _strings(v)]
    if isinstance(value, (list, tuple)):
        return [s for v in value for s in _strings(v)]
    return []


def test_the_hit_point_track_says_what_its_last_box_means(gm: dict[str, Any]) -> None:
    """The track ran down to a box "0" that no page explained: a corps there is wiped
    out, and the army is routed once all its corps are (page 1's victory); an army in
    one body is routed there."""
    sheets = _sheets(gm)
    for body in sheets["Loreval"]["bodies"]:
        assert "À 0\u00a0PV, le corps est anéanti" in body["track_help"]
        assert "armée est en déroute" in body["track_help"]
    (host,) = sheets["Ost du Bey"]["bodies"]
    assert "À 0\u00a0PV, l’armée est en déroute" in host["track_help"]


def test_a_speed_counts_zones_and_a_rank_keeps_its_number(gm: dict[str, Any]) -> None:
    """ "Vitesse : 1 unité par déplacement" read like a troop (the rules' unit of
    distance is a zone); "stratège 2" broke at its space on page 1."""
    loreval = _sheets(gm)["Loreval"]
    assert any("1 zone par déplacement" in line for line in loreval["round"])
    assert "la troupe la plus lente" in " ".join(loreval["round"])
    commander = gm["sides"][0]["lines"][0]
    assert "niveau\u00a06, stratège\u00a02" in commander
    # a push back and a withdrawal move by that unit too: a zone
    actions = {a["name"]: a for k in gm["quick"]["kinds"] for a in k["actions"]}
    assert "recule d’une zone" in actions["Recul"]["success"]
    assert actions["Repli"]["success"].startswith("Recul d’une zone")


def test_the_damage_tables_say_they_are_at_full_hit_points(gm: dict[str, Any]) -> None:
    """The damage tables used the attacker's starting DB and VDB (140 and 14) without
    saying so, and a GM kept reading them once the track was ticked: the caption names
    the full hit points and their DB and VDB, the enemy's soak taken off (the Garde's
    1d4 + FOR (+1) against Ost du Bey's 2 VDB of soak: 140 on a 1, 140 + 0 × 14), and a
    line gives the sum with the ticked column's DB and VDB."""
    first = gm["odds"][0]
    assert "PV pleins (DB\u00a0140, VDB\u00a014)" in first["hits_caption"]
    assert "encaissement déduit" in first["hits_caption"]
    assert first["hits"][0]["cells"][0] == "140"
    later = first["hits_later"]
    assert "DB de sa colonne + (dés + mod.\u00a0−\u00a02) × VDB de sa colonne" in later


def test_a_point_of_fury_is_the_ticked_columns_step(gm: dict[str, Any]) -> None:
    """ "Each point of fury: +14 damage" read as a fixed number, but it is the VDB, which
    falls with the hit points; and a point of protection is worth the attacker's VDB
    (Ost du Bey's 30), never the body's own 14 (ruling J4)."""
    garde = _sheets(gm)["Loreval"]["bodies"][0]
    assert "VDB de la colonne cochée (14 au départ)" in garde["hargne"]
    assert "+14 de dégâts" not in garde["hargne"]
    assert "VDB de l'attaquant" in garde["protection"].replace("\u2019", "'")
    assert "14" not in garde["protection"]


def test_chausse_trappe_is_feminine_and_corps_names_read_in_english(
    gm: dict[str, Any],
) -> None:
    """ "un chausse-trappe" on the odds pages (the word is feminine); "Corps Hill Guard"
    and "Saule Marsh" in the English kit."""
    text = " ".join(_strings(gm))
    assert not re.search(r"\bun chausse-trappe", text, re.I)
    assert "une chausse-trappe" in text
    english = " ".join(_strings(copy_values(load(EXAMPLE, lang="en"), GM)))
    assert "Hill Guard corps" in english and "Corps Hill Guard" not in english
    assert "Willow Marsh" in english and "Saule Marsh" not in english


# --- the ninth pass and after -----------------------------------------------------------


def _dicts(value: Any, key: str) -> Iterator[dict[str, Any]]:
    """Every dict under ``value`` that has ``key``."""
    if isinstance(value, dict):
        if key in value:
            yield value
        for v in value.values():
            yield from _dicts(v, key)
    elif isinstance(value, list | tuple):
        for v in value:
            yield from _dicts(v, key)


def _text(value: Any) -> str:
    return re.sub(r"<[^>]*>", "", str(value))


def test_every_hero_card_says_what_its_heroism_box_is(gm: dict[str, Any]) -> None:
    cards = {c["name"]: c for c in _dicts(gm["hero_deck"], "heroism_boxes")}
    assert len(cards) == 4
    # the commander's one pool, the hero's own point, none: said on the card
    assert "réserve du commandant" in cards["Dame Ysolde Marcaire"]["help"]
    assert "propre au héros" in cards["Ildar Adeldiral"]["help"]
    # round 6: an important NPC has one heroism point a battle (seed 002, "L'héroïsme"):
    # the example gives the Bey's two heroes theirs (see the test below)
    for name in ("Bey Kavelec", "Nayla la Voilée"):
        assert "propre au héros" in cards[name]["help"], name


def test_every_hero_card_says_a_death_avoided_by_heroism_still_ends_its_part(
    gm: dict[str, Any],
) -> None:
    """Seed 002, "La mort de héros": a hero death, saved by fate or not, ends the hero's
    part until the battle's end; "Le commandant": a commander saved so takes command
    again after the round of confusion, no longer as a hero. Every card with heroism
    says it, beside what its heroism box is; the commander's, the command taken back."""
    cards = {c["name"]: _text(c["help"]) for c in _dicts(gm["hero_deck"], "heroism_boxes")}
    commander = cards.pop("Dame Ysolde Marcaire")
    assert (
        "Mort évitée par l’héroïsme\u202f: reprend la tête après la confusion, plus en héros."
        in commander
    )
    for name, help in cards.items():
        assert help.endswith("Mort évitée par l’héroïsme\u202f: n’intervient plus."), name
    english = copy_values(load(EXAMPLE, lang="en"), GM)
    helps = [_text(c["help"]) for c in _dicts(english["hero_deck"], "heroism_boxes")]
    assert sum("back in command after the confusion, never as a hero" in h for h in helps) == 1
    assert sum(h.endswith("Death avoided by heroism: steps in no more.") for h in helps) == 3


def test_the_strategists_points_read_as_one_figure(
    gm: dict[str, Any], players: dict[str, Any]
) -> None:
    for copy in (gm, players):
        said = " ".join(_text(x) for a in copy["army_deck"]["items"] for x in a["round"])
        assert "(le rang du stratège, à son premier jet d’initiative) et 2 de plus" in said
        assert ", le rang du stratège, et" not in said
        helps = " ".join(_text(p["advantage_help"]) for p in _dicts(copy, "advantage_help"))
        assert "), et " not in helps and ", et 2 de plus" not in helps


def test_the_races_group_is_the_outcome_at_the_deadline(gm: dict[str, Any]) -> None:
    races = gm["races"]
    assert races["wins_head"] == "Issue à la fin du round\u00a010"
    # both still standing is the holder's win, and the column says so
    assert races["undecided_head"] == "Loreval tient"
    assert "Vainqueur par déroute" not in str(races)


def test_the_split_sheet_says_why_its_on_site_figures_change(gm: dict[str, Any]) -> None:
    loreval = gm["army_deck"]["items"][0]
    assert len(loreval["here_heads"]) == 2
    help_ = loreval["here_help"]
    # (round 8: and the weather the stronghold shelters from)
    assert "Colline d'Ardoise (Place forte\u00a0±2, Intempéries\u00a01 annulées" in help_
    assert "Bois des Pendus (Couverture\u00a0±2, Intempéries\u00a0−1)" in help_
    # the Ost, with a column for the marsh it comes to, says it in its help (round 4)
    ost = gm["army_deck"]["items"][1]
    assert "(Plaine du Gué : Intempéries −1)" in _plain(ost["here_help"])
    assert "Marais de la Saule (Sol instable\u00a0−2, Intempéries\u00a0−1)" in ost["here_help"]


def test_a_tracker_says_where_the_zone_and_a_split_go(gm: dict[str, Any]) -> None:
    for army in gm["army_deck"]["items"]:
        for page in army["tracker"]:
            if page["log_legend"]:
                assert "zone" in " ".join(page["log_legend"])
    ost = gm["army_deck"]["items"][1]["tracker"][0]
    assert any("Si l’armée se divise" in x for x in ost["log_legend"])
    loreval = gm["army_deck"]["items"][0]["tracker"][0]
    assert not any("se divise" in x for x in loreval["log_legend"])


def test_the_english_words_for_aides(example: Loaded) -> None:
    from kitgen.pipeline import load as reload

    en = copy_values(reload(EXAMPLE, lang="en"), GM)
    said = str(en)
    assert "combat-trained aide" in said and "aide with a formation" not in said
    assert "Aides-de-camp" in str(SHEET_WORDS["jw.aides"][0])
    assert "combined assault included" in said and "assault's too" not in said


def test_fatigue_is_said_in_both_copies_or_neither(
    gm: dict[str, Any], players: dict[str, Any]
) -> None:
    # the scenario ends at round 10, before the armies tire: neither copy says it
    for copy in (gm, players):
        assert not any("fatigue" in _text(x) for x in copy["overview"])


def test_each_fact_of_an_odds_page_holds_on_one_line(gm: dict[str, Any]) -> None:
    for page in _dicts(gm["odds"], "facts"):
        for row in page["facts"]:
            for fact in row:
                if fact["label"] == "Critique":
                    assert " " not in _text(fact["value"])
            labels = [f["label"] for f in row]
            # the French soak is long: a row of its own, apart from the short facts
            if "Encaissement" in labels:
                assert labels == ["Encaissement"]


# --- round 3: the approach zone, the enemy's sheet, printing, the races' labels -----------


def _plain(text: str) -> str:
    """Text with the typography pass's no-break and thin spaces as plain ones."""
    return text.replace("\u202f", " ").replace("\u00a0", " ").replace("\u2019", "'")


def _odds(values: dict[str, Any], title: str) -> dict[str, str]:
    page = next(p for p in values["odds"] if p["title"] == title)
    return {f["label"]: f["value"] for row in page["facts"] for f in row}


def test_two_zones_apart_the_odds_hold_where_the_two_can_fight(
    example: Loaded, gm: dict[str, Any]
) -> None:
    """The Archers in the wood and the Ost on the plain are two zones apart: neither can
    act on the other from there (seed: a move takes an army one zone; the hill between
    is Loreval's own). Loreval holds the field, so the Ost closes in, by the only free
    zone next to the wood, the marsh (leaving the plain: 1 move). Both pages and the
    race use the wood against the marsh, and the marsh's Sol instable 2 is in the Ost's
    defences: Réflexe 24 − 2 = 22 (seed: unstable ground, −level on Réflexe)."""
    by = {(m.attacker_body, m.defender_bodies[0]): m for m in example.plan.matchups}
    for m in (by[("Archers du bois", "Ost du Bey")], by[("Ost du Bey", "Archers du bois")]):
        zones = {m.attacker_ground.name, m.defender_ground.name}
        assert zones == {"Bois des Pendus", "Marais de la Saule"}
        assert (m.came_from, m.moves) == ("Plaine du Gué", 1)
    assert by[("Garde de la colline", "Ost du Bey")].closing_in == ""  # neighbours already
    facts = _odds(gm, "Loreval · Archers du bois contre Ost du Bey")
    ground = facts["Terrain du combat"]
    assert "Marais de la Saule (Ost du Bey)" in ground
    assert "Ost du Bey vient de sa zone de départ (Plaine du Gué) en 1 déplacement" in _plain(
        ground
    )
    subtle = next(
        r
        for g in next(p for p in gm["odds"] if p["title"].startswith("Loreval · Archers"))[
            "groups"
        ]
        for r in g["rows"]
        if r["name"] == "Assaut subtil"
    )
    assert subtle["defence"] == "Réflexe 22"


def test_compute_json_keeps_the_starting_zones_and_adds_where_the_odds_hold(
    example: Loaded,
) -> None:
    """``at`` and ``enemy_at`` keep their meaning (where each starts); the zones the odds
    are for, and who closed in, are new keys."""
    from kitgen.systems.jdrwiki.report import to_json

    data = to_json(example.plan, example.text)
    loreval = next(a for a in data["armies"] if a["name"] == "Loreval")
    archers = next(m for m in loreval["against"] if m["body"] == "Archers du bois")
    assert (archers["at"], archers["enemy_at"]) == ("Bois des Pendus", "Plaine du Gué")
    assert (archers["odds_at"], archers["enemy_odds_at"]) == (
        "Bois des Pendus",
        "Marais de la Saule",
    )
    assert (archers["closing_in"], archers["closing_in_moves"]) == ("defender", 1)
    race = next(e for e in data["engagements"] if "Archers du bois" in str(e))
    assert race["zones"] == ["Bois des Pendus", "Marais de la Saule"]


def test_the_players_see_of_the_enemy_only_what_they_can_know(players: dict[str, Any]) -> None:
    """The players' copy gave the Ost its whole sheet (level, characteristics, skills,
    passives, talents). Their own army's stays whole; the enemy's keeps its names, its
    spotted troops and heroes and the rules each skill serves, and leaves its figures
    to write in."""
    sheets = _sheets(players)
    ost, loreval = sheets["Ost du Bey"], sheets["Loreval"]
    assert ost["hidden"] and not loreval["hidden"]
    assert ost["level"] == "" and ost["commander"] == "Émir Sadruk"
    assert ost["aides"] == "Vizir Hamal"
    assert all(c["score"] == "" and c["modifier"] == "" for c in ost["characteristics"])
    rows = [r for g in ost["skill_groups"] for r in g["rows"]]
    assert all(r["score"] == "" and r["passive"] == "" for r in rows)
    assert all(h["value"] == "" for r in rows for h in r["here"])
    assert all(r["uses"] for r in rows)
    assert ost["talents"] == [] and ost["heroes"] == ["Bey Kavelec"]
    assert "Brute" not in str(ost)
    assert loreval["level"] == 12 and loreval["talents"]


def test_the_first_pages_keep_the_enemy_s_figures_from_the_players(
    players: dict[str, Any], gm: dict[str, Any]
) -> None:
    """The scenario page's sides and the GM page's roster said the Ost's level, its
    commander's level and rank and its talents: the players' copy names its commander
    and what they have spotted; the GM's copy keeps it all."""
    ost = next(s for s in players["sides"] if s["name"] == "Ost du Bey")
    said = _plain(" ".join(ost["lines"]))
    assert "Commandant : Émir Sadruk" in said and "Repérés : 1 250" in said
    assert "niveau" not in said.lower() and "stratège" not in said
    row = next(r for r in players["roster"] if r["name"] == "Ost du Bey")
    assert (row["commander"], row["level"], row["talents"]) == ("Émir Sadruk", "—", "à découvrir")
    gm_row = next(r for r in gm["roster"] if r["name"] == "Ost du Bey")
    assert gm_row["level"] == 15 and "Brute" in gm_row["talents"]
    loreval = next(r for r in players["roster"] if r["name"] == "Loreval")
    assert loreval["level"] == 12 and "Main de fer" in loreval["talents"]


def test_the_enemy_sheet_is_whole_in_the_gm_s_copy(gm: dict[str, Any]) -> None:
    ost = _sheets(gm)["Ost du Bey"]
    assert not ost["hidden"] and ost["level"] == 15 and ost["talents"]


def test_the_first_page_says_how_to_print(example: Loaded) -> None:
    """Paper, actual size, the cards' size, the duplex edge: on the first page."""
    assert _plain(copy_values(example, GM)["printing"]) == (
        "Impression : papier A4, à taille réelle (100 %, sans ajuster à la page) ; cartes "
        "de héros et de zone de 70 × 120 mm, à découper aux traits de coupe ; recto seul."
    )
    english = load(EXAMPLE, lang="en")
    from dataclasses import replace

    from kitgen.build import print_settings
    from kitgen.cards import Kit

    duplex = replace(print_settings(english, audience=GM), duplex="long")
    values = english.system.presenter(english.plan, english.text, Kit(duplex, english.text))
    assert _plain(values["printing"]) == (
        "Printing: Letter (8.5 × 11 in) paper, at actual size (100%, no fit to page); hero "
        "and zone cards 70 × 120 mm, cut at the crop marks; both sides, flipped on the long edge."
    )


def test_each_race_says_its_ground_and_whose_plan_is_the_enemy_s(gm: dict[str, Any]) -> None:
    (group,) = gm["races"]["groups"]
    assert group["plan_heads"] == ["Plan de Loreval", "Plan d\u2019Ost du Bey"]
    grounds = [_plain(r["ground"]) for r in group["races"]]
    assert grounds == [
        "Terrain : Colline d'Ardoise · Plaine du Gué",
        "Terrain : Colline d'Ardoise · Plaine du Gué",
        "Terrain : Bois des Pendus · Marais de la Saule",
    ]


# --- French on US Letter ----------------------------------------------------------------


def test_the_french_letter_kit_holds_its_blocks_on_their_pages() -> None:
    """French on US Letter gave 20 pages, four of them 70 to 92 % blank: the terrain
    table, the hits tables of both Ost pages and the rulings note, each kept whole, were
    pushed onto a page of their own. The GM page and the odds pages now size their blocks
    by a line budget for the paper and the language (a type step smaller where the
    budget runs past the page; a value and its terms on one line where they hold), and
    the race page sets the note close: 16 or 17 pages, none mostly empty."""
    from kitgen.build import build_kit, print_settings
    from tests.paper import measure

    loaded = load(EXAMPLE)
    pdf = build_kit(loaded, print_settings(loaded, paper="letter")).pdf
    paper = measure(pdf)
    assert paper.blank_pages == 0, paper.blank
    assert paper.pages <= 17
    assert paper.under_small == 0


def test_the_line_budgets_tighten_only_the_short_french_pages(example: Loaded) -> None:
    """The GM page and the Ost odds pages go a type step smaller on French Letter, where
    their line budgets run past the page; on A4 (French) and on Letter (English) they
    keep their type, and a value and its terms share a line wherever they fit."""
    from kitgen.build import print_settings
    from kitgen.cards import Kit
    from kitgen.systems.jdrwiki.presenter import context

    def tight(loaded: Loaded, paper: str) -> tuple[bool, list[bool]]:
        values = context(
            loaded.plan, loaded.text, Kit(print_settings(loaded, paper=paper), loaded.text)
        )
        return values["tight"], [p["tight"] for p in values["odds"]]

    # the Ost's page against the Archers' wood fits without: its move, regroup and
    # withdrawal rows carry no cover term (one line each)
    assert tight(example, "letter") == (True, [False, False, True, False])
    assert tight(example, "a4") == (False, [False] * 4)
    english = load(EXAMPLE, lang="en")
    # round 18: the other defences carry their terms ("Parry 28 (Stronghold +2, Heights
    # +1, Determination −1): 70%"), three lines on the Host's page against the Hill
    # Guard, which goes a step smaller on Letter (English) too
    assert tight(english, "letter") == (False, [False, False, True, False])
    values = context(
        example.plan, example.text, Kit(print_settings(example, paper="letter"), example.text)
    )
    rows = [r for p in values["odds"] for g in p["groups"] for r in g["rows"]]
    assert any(r["defence_inline"] for r in rows) and any(r["skill_inline"] for r in rows)


# --- round 4: a fresh GM's and print designer's 8/10 review -----------------------------------


def _cards(values: dict[str, Any]) -> dict[str, dict[str, Any]]:
    return {c["name"]: c for c in _dicts(values["hero_deck"], "heroism_boxes")}


def test_the_players_card_of_an_enemy_hero_shows_only_what_they_can_know(
    players: dict[str, Any], gm: dict[str, Any]
) -> None:
    """The Bey Kavelec's card gave the players his class, level, points, every bonus and
    malus and his cooldown, while the Ost's sheet hides its figures: in the players'
    copy it keeps his name and army, and boxes to fill; the GM's card stays whole."""
    bey = _cards(players)["Bey Kavelec"]
    assert bey["enemy"] and bey["rows"] == [] and bey["moderate"] == []
    assert bey["sub"] == "Ost du Bey" and bey["points"] == ""
    assert "à découvrir" in bey["class_line"] and "niveau 8" not in _text(bey)
    assert all(b == "" or b.isdigit() for b in bey["cooldown_boxes"] + bey["heroism_boxes"])
    assert "Attaque en force" not in _text(bey) and "race supérieure" not in _text(bey)
    assert not _cards(players)["Ildar Adeldiral"]["enemy"]
    whole = _cards(gm)["Bey Kavelec"]
    assert not whole["enemy"] and len(whole["rows"]) == 8


def test_no_ruling_printed_for_the_players_names_an_enemy_talent(
    players: dict[str, Any],
) -> None:
    """Ruling note 2 (O3) named Brute, a talent the Ost's sheet keeps from the players: it
    now says "a talent's or an action's flat bonus", in both copies."""
    from kitgen.i18n.ruling_notes import TEXT

    assert "Brute" not in _text(players)
    english, french = TEXT["O3"]
    assert "Brute" not in english + french
    assert "a talent's or an action's flat bonus" in english
    assert "bonus fixe d'un talent ou d'une action" in french


def test_the_commander_s_card_heads_with_what_she_gives(gm: dict[str, Any]) -> None:
    """Seed 002, "Le commandant": a commander stepping in as a hero gives +1 more on each
    bonus; "L'héroïsme": +1 on everything he gives, +2 with a sacrifice. Ysolde's card
    headed with her plain hero's value and kept the +1 in a "Cdt" column: it now heads
    with the value she gives and builds the heroism columns on it; and her moderate use
    no longer offers to give up all four bonuses (she would give nothing)."""
    ysolde = _cards(gm)["Dame Ysolde Marcaire"]
    rows = {r["target"]: r for r in ysolde["rows"]}
    assert (rows["Parade"]["value"], rows["Parade"]["heroism"], rows["Parade"]["sacrifice"]) == (
        "+3",
        "+4",
        "+5",
    )
    assert rows["Manœuvre militaire"]["value"] == "+2"
    # round 15: no "Cdt" column left, not even an empty one (see the balanced family)
    assert all("commander" not in r for r in ysolde["rows"])
    assert "compté ici" in ysolde["help"]
    assert ysolde["moderate"] == ["Usage modéré\u202f:", "2 bonus abandonnés → recharge\u00a02"]
    # a malus is not raised by the command, but heroism raises it
    bey = _cards(gm)["Bey Kavelec"]
    sape = next(r for r in bey["rows"] if r["target"] == "Sape")
    assert (sape["value"], sape["heroism"], sape["sacrifice"]) == ("−1", "0", "+1")


def test_the_damage_grid_says_whose_hit_a_push_back_or_total_melee_deals(
    gm: dict[str, Any],
) -> None:
    """Seed 002, "Mêlée totale" and "Recul": a successful total melee deals no damage (the
    armies now share the zone), a successful push back deals the attacker's normal hit,
    and either one failed deals the defender's hit to the attacker. The grids' "Pour"
    column named Mêlée totale among the attacker's own hits: it no longer does, the end
    of a round is said "en mêlée totale", and each page says a failure's hit is the
    defender's."""
    for page in gm["odds"]:
        uses = " ".join(h["uses"] for h in page["hits"])
        assert "Mêlée totale" not in uses, page["title"]
        assert "fin de round en mêlée totale" in uses, page["title"]
        assert "Recul ou Mêlée totale ratés" in _plain(page["hits_caption"])
    guard = next(p for p in gm["odds"] if p["title"].startswith("Loreval · Garde"))
    assert "Recul" in guard["hits"][0]["uses"]


def test_the_gm_s_sheet_has_a_column_where_the_army_comes_to_fight(
    gm: dict[str, Any], players: dict[str, Any]
) -> None:
    """The Ost's sheet had only a "Plaine du Gué" column while its pages against the
    Archers have it come to the Marais de la Saule to fight them: the GM's sheet adds that
    zone's column, with the marsh's ground (seed 002, "Sol instable": Réflexe and Parade
    −level; the zone card: Attaque habile −3), and says why it is there."""
    ost = _sheets(gm)["Ost du Bey"]
    assert ost["here_heads"] == ["Plaine du Gué", "Marais de la Saule"]
    rows = {r["name"]: r for g in ost["skill_groups"] for r in g["rows"]}
    plain, marsh = (h["value"] for h in rows["Réflexe"]["here"])
    assert (plain, marsh) == (14, 12)
    assert "là où elle vient combattre Archers du bois" in _plain(ost["here_help"])
    # Loreval stands where it fights: its columns stay its corps's zones
    assert _sheets(gm)["Loreval"]["here_heads"] == ["Colline d'Ardoise", "Bois des Pendus"]
    # the players' copy keeps the enemy's sheet as it was (figures to learn)
    assert _sheets(players)["Ost du Bey"]["here_heads"] == []


# --- round 5: the readers' 8/10, what still kept them from a 9 ------------------------------


def test_the_fallen_commander_s_successor_is_named_on_her_card_and_sheet(
    gm: dict[str, Any], players: dict[str, Any]
) -> None:
    """Seed 002, "Le commandant": after the round of confusion "un nouveau commandant est
    désigné", and the level is worked out again; it does not say who. Ruling O18: the
    first aide de camp, Capitaine Oren (level 7, Expertise du combat en force: 7 + 1 = 8,
    no aide left), so every skill −4 from 12. The card and the sheet name him, the level
    and the change, with the ruling's mark; the note lists O18."""
    from kitgen.systems.jdrwiki.cards import successor_line

    card = _plain(str(_cards(gm)["Dame Ysolde Marcaire"]["help"]))
    # (the card's sentence made shorter after round 5: "Puis Capitaine Oren commande")
    assert "Sa mort : confusion (−2). Puis Capitaine Oren commande" in card
    # round 12: with the talents his command keeps (test below)
    assert "niveau d'armée 8 (compétences −4 ; 1 talent sur 3)." in card
    assert 'class="ruling-mark"' in card
    assert "confusion" not in str(_cards(gm)["Ildar Adeldiral"]["help"])
    for values in (gm, players):
        command = [_plain(str(f)) for f in _sheets(values)["Loreval"]["command"]]
        assert len(command) == 1 and "round de confusion, compétences −2" in command[0]
        assert "puis Capitaine Oren commande" in command[0]
        assert "niveau 8, compétences −4." in command[0]
        # the Ost's commander never steps in as a hero: no round of confusion to follow
        assert _sheets(values)["Ost du Bey"]["command"] == []
    # the level from the aide's own: the rulebook's J3, the aides left as his
    loreval = load(EXAMPLE).plan.army("Loreval")
    assert loreval.successor == ("Capitaine Oren", 8) and loreval.level.value == 12
    # an aide without a level leaves the level to the GM; no aide, the GM names one
    t = load(EXAMPLE).text
    oren = replace(loreval.army.aides[0], level=None)
    unknown = replace(loreval, army=replace(loreval.army, aides=(oren,)))
    alone = replace(loreval, army=replace(loreval.army, aides=()))
    assert unknown.successor == ("Capitaine Oren", None) and alone.successor is None
    line = _plain(str(successor_line(unknown, t, None)))
    assert "Capitaine Oren commande" in line
    assert "niveau d'armée recalculé" in line
    assert "le MJ désigne un nouveau commandant" in _plain(str(successor_line(alone, t, None)))


def test_the_race_page_says_which_side_the_battle_favours(gm: dict[str, Any]) -> None:
    """The odds show the Ost routing Loreval 63 times in 100 against the whole army's best
    plan (no. 1: Loreval 1 % + holds 36 % = 37): the race page says so in a plain line
    under the pair's heading, the numbers the table's."""
    group = gm["races"]["groups"][0]
    assert group["lopsided"] == []
    assert _plain(group["balance"]) == (
        "Sans héros ni points d'avantage, Ost du Bey l'emporte 63 fois sur 100 et Loreval 37 "
        "avec son meilleur plan essayé (ligne 1)"
    )
    english = copy_values(load(EXAMPLE, lang="en"), GM)
    said = _plain(english["races"]["groups"][0]["balance"])
    assert "Bey's Host comes out on top 63 times in 100 and Loreval 37" in said
    # only two plans were tried, both offensive: the line claims no more than that
    assert "with the best of its plans tried (row 1)" in said
    assert "best plan" not in said


def test_technique_de_guerre_reads_as_a_plain_english_word() -> None:
    """ "Warcraft" read as a brand: the English kit says "Generalship", on its pages and in
    docs/jdrwiki.md."""
    english = copy_values(load(EXAMPLE, lang="en"), GM)
    text = " ".join(_strings(english))
    assert "Warcraft" not in text and "Generalship" in text and "Gen Generalship" in text
    doc = (ROOT / "docs" / "jdrwiki.md").read_text(encoding="utf-8")
    assert "Warcraft" not in doc and "Generalship" in doc


def test_the_race_page_s_rulings_note_has_a_budget() -> None:
    """The race page's note had about 1 mm to spare: it is now budgeted with the page. It
    runs across the page where it fits (French A4), in two columns where only that fits
    (French Letter, the O18 reading added), and a longer note (every ruling of the
    system cited) goes on a page of its own rather than past the page's foot."""
    from kitgen.build import print_settings
    from kitgen.cards import Kit
    from kitgen.i18n.ruling_notes import TEXT
    from kitgen.systems.jdrwiki.presenter import context
    from kitgen.systems.jdrwiki.race_page import race_page

    example = load(EXAMPLE)

    def note(paper: str, more: bool = False) -> str:
        kit = Kit(print_settings(example, paper=paper), example.text)
        if more:
            for ruling in TEXT:
                if ruling[0] in "JO":
                    kit.ruling(ruling)
            page = race_page(example.plan, example.text, kit)
            assert page is not None
            return str(page["note_class"])
        return str(context(example.plan, example.text, kit)["races"]["note_class"])

    # round 17: a twelfth reading (O20) sets the A4 note in two columns too
    assert note("a4") == "jw-note-columns"
    assert note("letter") == "jw-note-columns"
    assert "jw-note-apart" in note("a4", more=True)


# --- round 6: a fresh reader's 8.5/10 -------------------------------------------------------


def test_the_commander_s_fall_has_a_heading_of_its_own(gm: dict[str, Any]) -> None:
    """Page 4's "Talents 3 sur 3 permis" was followed by four bullets, the fourth the
    commander's successor (O18): it now has its own small heading under the talents,
    "Si le commandant tombe", and its line starts on the hero death."""
    loreval = _sheets(gm)["Loreval"]
    assert loreval["command_title"] == "Si le commandant tombe"
    (line,) = [_plain(str(f)) for f in loreval["command"]]
    assert line.startswith("Une mort de héros : un round de confusion, compétences −2 ; puis")
    assert len(loreval["talents"]) == 3
    english = _sheets(copy_values(load(EXAMPLE, lang="en"), GM))["Loreval"]
    assert english["command_title"] == "If the commander falls"
    template = (ROOT / "templates" / "jdrwiki" / "kit.html.j2").read_text(encoding="utf-8")
    assert '<h3 class="jw-command">{{ a.command_title }}</h3>' in template
    assert '<strong>{{ t("jw.command") }}</strong>' not in template


def test_the_balance_names_the_levers_the_gm_can_turn(gm: dict[str, Any]) -> None:
    """The balance line said who the odds favour, not what the GM can do about it nor
    what the odds count: the page's help says they are the whole armies' and each
    corps's alone, without heroes or advantage points, and after the balance come the
    file's levers: the secret hero, the rounds to hold (the holder's), the starting
    advantage points."""
    races = gm["races"]
    # round 19: the opening in two lines, the races named first
    help_text = _plain(str(races["help"]))
    assert "armées entières, puis chaque corps seul" in help_text
    assert "sans héros, points d'avantage, Charge, Étau ni Chausse-trappe" in help_text
    group = races["groups"][0]
    # round 10: each lever is turned the way that helps the side the balance leaves
    # behind (the title names it), and the rounds to hold say by how much: the races
    # re-run a round shorter, the one lever the odds count
    assert group["levers_title"] == "pour aider Loreval, essayez"
    assert _plain(group["levers"]) == (
        "un round de moins (49 sur 100) et, au jugé, sans Nayla la Voilée (héros secret) et "
        "avec plus de points d'avantage de départ."
    )
    shorter = race_page.balances(load(EXAMPLE).plan, 9)
    assert [(b.favoured, b.over, b.other, b.under) for b in shorter] == [
        ("Ost du Bey", 51, "Loreval", 49)
    ]
    english = copy_values(load(EXAMPLE, lang="en"), GM)["races"]
    assert english["groups"][0]["levers_title"] == "to help Loreval, try"
    assert "a round less to hold (49 in 100) and, unmeasured, without Nayla the Veiled" in (
        _plain(english["groups"][0]["levers"])
    )
    assert "whole armies, then each corps alone" in str(english["help"])


def test_every_important_npc_hero_has_its_heroism_point(gm: dict[str, Any]) -> None:
    """Seed 002, "L'héroïsme": "Un héros PNJ d'importance dispose le plus souvent d'un
    unique point d'héroïsme pour chaque rencontre". The Bey and Nayla read "aucun point
    donné": the example gives each one point, a box on the card."""
    cards = _cards(gm)
    for name in ("Bey Kavelec", "Nayla la Voilée", "Ildar Adeldiral"):
        assert cards[name]["heroism"] == [""], name
        assert "Héroïsme : 1 point propre au héros." in _plain(str(cards[name]["help"]))
        assert "aucun point" not in str(cards[name]["help"])


def test_the_race_table_heads_say_whose_plan_and_when_hp_are_left(
    gm: dict[str, Any],
) -> None:
    """Page 14's "Plans: Loreval on top; under it, the enemy" head is two plain heads,
    one a line, as the cells set the plans; the lengths' key says they count the
    battles past round 10; "HP left" says they are the mean at each battle's end."""
    races = gm["races"]
    key = {k["head"]: _plain(k["text"]) for k in races["key"]}
    assert list(key) == ["Issue", "Durée, PV restants", "*", "—"]
    assert key["Durée, PV restants"].startswith(
        "jusqu'à la déroute d'un camp, sans arrêt au round 10"
    )
    # round 11: past the deadline the HP left are the mean at the rout, as the key says
    # (round 17: in plain words, when one side is down to 0)
    assert _plain(races["left_when"]) == "moyenne, quand l'un tombe à 0"
    english = copy_values(load(EXAMPLE, lang="en"), GM)["races"]
    assert english["groups"][0]["plan_heads"] == ["Loreval's plan", "Bey's Host's plan"]
    template = (ROOT / "templates" / "jdrwiki" / "kit.html.j2").read_text(encoding="utf-8")
    assert '{{ t("jw.race.left") }}<span class="jw-race-when">' in template


def test_the_commander_s_points_say_where_the_printed_bonuses_come_from(
    gm: dict[str, Any],
) -> None:
    """Ysolde's card read "7/7 points (bonus 7)" over bonuses that add to 11: the
    commander's +1 on each of her four bonuses. The points line says so. Round 10: "7/7"
    still read against the bonuses' 11; the line now names what the 7 counts, the hero
    points spent (bonuses less penalties), and what the commander adds to the bonuses.
    Round 18: "7/7 points dépensés (bonus 7, +4 en commandant)" read as jargon; the
    commander's line says it plainly: her 7 points, and +1 per bonus (the card's help says
    it is counted in the bonuses printed), on one line of the card's head. Round 18's
    reader then read "7 points" against bonuses that add to 11 as over budget: the line
    adds what the commander gives, so 7 and 4 make the 11 printed. Round 22: "7 points"
    read apart from the other cards' "x/x points dépensés": one form on every hero card,
    the commander's adding what it gives; the sum of bonuses less penalties only where
    there is a penalty (without one it repeats the points spent, and a starter's commander
    card ran past the tarot card with it)."""
    cards = _cards(gm)
    assert _plain(cards["Dame Ysolde Marcaire"]["points"]) == (
        "7/7 points dépensés, +4 en commandant"
    )
    assert _plain(cards["Ildar Adeldiral"]["points"]) == "13/13 points dépensés"
    assert _plain(cards["Bey Kavelec"]["points"]) == "7/7 points dépensés (bonus 10 − malus 3)"
    english = _cards(copy_values(load(EXAMPLE, lang="en"), GM))
    (commander,) = [c for c in english.values() if c["commander"]]
    assert _plain(commander["points"]) == "7/7 points spent, +4 as commander"
    # the +1 on each bonus the card's help says ("En commandant : +1 sur chaque…")
    # every card opens the same way: spent/points, then the words "points dépensés"
    for card in cards.values():
        assert re.match(r"\d+/\d+ points dépensés\b", _plain(card["points"]))


def test_the_card_and_sheet_nits_of_round_6() -> None:
    """A cooldown box's number 0.5 mm under its top edge, the box as tall; a ruling's
    mark on a card's close-set help raised less, clear of the line above; the dark
    side's sheet head no solid block (it printed near black in greyscale)."""
    css = (ROOT / "templates" / "jdrwiki" / "kit.css").read_text(encoding="utf-8")
    assert "padding-top: 0.5mm; height: calc(var(--box) - 0.5mm);" in css
    assert ".jw-card sup.ruling-mark { vertical-align: 0.05em; }" in css
    assert ".jw-head.side-0 { background: none;" in css


# --- round 7: a fresh reader's 8.5/10 review ---------------------------------------------------


def test_the_here_columns_print_the_passive_score_there_too(gm: dict[str, Any]) -> None:
    """Loreval's Parade is 16 (passive 26); the hill's stronghold (+2) makes it 18 there,
    so an action against the Guard there meets 28: the cell prints both, as the help says."""
    loreval = _sheets(gm)["Loreval"]
    rows = {r["name"]: r for g in loreval["skill_groups"] for r in g["rows"]}
    parry = rows["Parade"]
    assert (parry["score"], parry["passive"]) == (16, 26)
    assert [(h["value"], h["passive"]) for h in parry["here"]] == [(18, 28), (14, 24)]
    # no passive for a skill that has none
    assert all(h["passive"] == "" for h in rows["Sape"]["here"])
    assert "« Sur place » : score / passif" in _plain(loreval["here_help"])


def test_cover_does_not_hinder_a_move_a_regrouping_or_a_withdrawal(example: Loaded) -> None:
    """The seed's Couverture hinders the enemy "qui s'en prendrait à l'armée occupant ce
    type de terrain": the Ost acting against the Archers in the wood loses 2 on Manœuvre
    militaire for a charge, not for a move, a regrouping or a withdrawal."""
    m = next(
        m
        for m in example.plan.matchups
        if m.attacker == "Ost du Bey" and m.defender_bodies == ("Archers du bois",)
    )
    odds = {a.action.key: a for a in m.actions}

    def cover(key: str) -> list[int]:
        return [x.value for o in odds[key].options for x in o.skill_extra if "cover" in x.key]

    assert cover("charge") == [-2, -2]
    for key in ("move", "regroup_split", "withdraw"):
        assert cover(key) == [], key
        assert odds[key].options[0].score == 18


def test_the_aides_line_gives_an_aide_s_own_level(gm: dict[str, Any]) -> None:
    """Oren's level (7 in the file) stands where the aides are listed, so the "niveau 8"
    of the succession line can be checked on the page."""
    assert _plain(_sheets(gm)["Loreval"]["aides"]) == (
        "Capitaine Oren (niveau 7, Expertise du combat en force)"
    )


# --- round 8: a fresh reader's 8.5/10 -------------------------------------------------------


def test_the_balance_says_next_to_its_title_what_its_odds_leave_out(
    gm: dict[str, Any],
) -> None:
    """ "Ost du Bey wins 63 in 100" read as the battle's whole balance: the races behind it
    have no heroes and no advantage points (ruling O15), and the line now says so next to
    "Équilibre", in both languages and in the paragraph the page's budget counts."""
    group = gm["races"]["groups"][0]
    assert _plain(group["balance_said"]).startswith(
        "Sans héros ni points d'avantage, Ost du Bey l'emporte 63 fois sur 100"
    )
    english = copy_values(load(EXAMPLE, lang="en"), GM)["races"]["groups"][0]
    assert english["balance_said"].startswith("Without heroes or advantage points, ")
    template = (ROOT / "templates" / "jdrwiki" / "kit.html.j2").read_text(encoding="utf-8")
    assert '<p class="jw-balance keep">{{ g.balance_said }}</p>' in template


def test_each_action_at_the_attacker_s_pick_is_in_one_damage_row(gm: dict[str, Any]) -> None:
    """Seed 002: a total melee's round ends with each army's "dégâts normaux (FOR ou DEX au
    choix de chaque armée)"; a push back and mining deal damage without naming the
    characteristic, and the races roll all three with the better (ruling O15). The Ost's
    grid named them in its FOR (0) and DEX (−1) rows alike: they are now in the FOR row
    only, which says it is the army's choice; Loreval's FOR and DEX (+1 each) share one
    row and name them once."""
    for page in gm["odds"]:
        uses = [h["uses"] for h in page["hits"]]
        for action in ("Recul", "Minage", "fin de round en mêlée totale"):
            assert sum(action in u for u in uses) == 1, (page["title"], action)
        assert all(uses), page["title"]
    host = next(p for p in gm["odds"] if p["title"].startswith("Ost du Bey"))
    rows = {h["formula"]: _plain(h["uses"]) for h in host["hits"]}
    assert rows["1d4 + FOR (0)"] == (
        "Recul, Minage, fin de round en mêlée totale (au choix : FOR)"
    )
    assert rows["1d4 + DEX (−1)"] == "Assaut subtil"
    guard = next(p for p in gm["odds"] if p["title"].startswith("Loreval · Garde"))
    assert "au choix" not in " ".join(h["uses"] for h in guard["hits"])


def test_the_here_help_says_the_stronghold_cancels_the_weather(gm: dict[str, Any]) -> None:
    """Seed 002, "Intempéries": a stronghold's level comes off the weather's, so the Colline
    d'Ardoise (Place forte 2) feels none of the battle's rain (1). Only the zone card said
    so: the sheet's note under "Sur place" says it too, where the Garde stands."""
    said = _plain(str(_sheets(gm)["Loreval"]["here_help"]))
    assert "Colline d'Ardoise (Place forte ±2, Intempéries 1 annulées par la place forte)" in said
    assert "Bois des Pendus (Couverture ±2, Intempéries −1)" in said
    english = _sheets(copy_values(load(EXAMPLE, lang="en"), GM))["Loreval"]
    assert "Weather 1 cancelled by the stronghold" in _plain(str(english["here_help"]))


def test_the_race_page_says_never_one_way(gm: dict[str, Any]) -> None:
    """The race page showed what cannot happen three ways: a blank cell in the lengths'
    table, "0 %" in the outcomes (the Archers never win), and "< 1" for the rare. What
    cannot happen is now "—" in both tables; "< 1" stays for the rare but possible."""
    races = gm["races"]
    rows = [r for g in races["groups"] for race in g["races"] for r in race["rows"]]
    archers = rows[4]
    assert archers["first"] == "—"
    said = " ".join(_plain(str(r[k])) for r in rows for k in ("first", "second", "undecided"))
    assert "0\u202f%" not in said.replace("100\u202f%", "")
    cells = [c["value"] for t in races["lengths"]["tables"] for r in t for c in r["cells"]]
    assert "" not in cells and "—" in cells and "<\u00a01" in cells
    assert [c["value"] for c in races["lengths"]["tables"][0][0]["cells"]][:2] == ["—", "—"]


def test_the_zone_cards_rule_from_a_line_under_the_text() -> None:
    """The zone cards' first ruled line ran through the caption (WeasyPrint's flex column
    set the text's box a line short of its end) and the last sat on the frame: the text
    box is padded 4.5 mm deeper and a white rule closes the ruled block (a full card has
    the 5.7 mm; tests/test_print_jdrwiki.py checks every card still fits). The backs'
    frames, 2.5 mm inside the trim and then on it, showed a duplex slip: a plain back
    now has none in any system (tests/test_card_backs.py)."""
    css = (ROOT / "templates" / "jdrwiki" / "kit.css").read_text(encoding="utf-8")
    assert ".card-sheet.kind-zone_card .frame > .jw-card { padding-bottom: 4.5mm; }" in css
    assert (
        ".card-sheet.kind-zone_card .frame > .jw-ruled { flex: 1 1 0; "
        "border-bottom: 1.2mm solid #fff; }"
    ) in css


# --- round 9 ----------------------------------------------------------------------------


def test_the_example_s_prose_leads_the_host_by_its_commander() -> None:
    """Round 9, item 1: the stats make Émir Sadruk the host's commander and Bey Kavelec
    a hero; the prose said the Bey led it. The setup says Sadruk commands in the Bey's
    name, and no sentence makes the Bey charge, give up or withdraw, in either language."""
    for lang, commands in (
        ("fr", "l’émir Sadruk le commande au nom du Bey"),
        ("en", "Emir Sadruk commands it in the Bey’s name"),
    ):
        values = copy_values(load(EXAMPLE, lang=lang), GM)
        scenario = values["scenario"]
        lines = [x for part in scenario["parts"] for x in part["lines"]]
        prose = " ".join([values["notes"], scenario["situation"], *lines])
        assert commands in prose
        for wrong in ("le Bey charge", "le Bey se retire", "le Bey s’obstine", "The Bey first"):
            assert wrong.lower() not in prose.lower()
        for wrong in ("the Bey withdraws", "the Bey keeps"):
            assert wrong not in prose


def test_page_one_points_to_the_rulings_page_by_its_number() -> None:
    """Round 9, item 2: page 1's pointer to the rulings' note named its page by title
    alone; it is now a cross-reference, "« Armée contre armée » (p. 14)", to the one
    heading that carries the anchor, in each copy and language. Round 12: the link names
    the rulings' block itself, « Arbitrages » (p. 14), the anchor still on its page's
    heading."""
    for lang in ("fr", "en"):
        loaded = load(EXAMPLE, lang=lang)
        settings = print_settings(loaded)
        for audience, title in ((GM, "jw.race.title"), (PLAYERS, "jw.tracker")):
            html = compose_copy(loaded, replace(settings, audience=audience))[0].html
            assert html.count('id="jw-rulings-page"') == 1
            link = re.search(r'<a class="xref" href="#jw-rulings-page">([^<]*)</a>', html)
            assert link is not None
            assert loaded.text("rulings.title") in link.group(1)
            heading = re.search(r'<h[12][^>]*id="jw-rulings-page"[^>]*>(.*?)</h[12]>', html, re.S)
            assert heading is not None and loaded.text(title) in heading.group(1)


def test_the_round_s_first_step_is_short_points_and_the_rules_columns_balance(
    gm: dict[str, Any],
) -> None:
    """Round 9, item 3: "Initiative" was a paragraph of nine lines; it is three short
    points under its title (the roll, who declares and acts first, a score used up). The
    "À tout moment" rules split into two columns of about one length (they were 478
    characters against 774)."""
    first = gm["sequence"][0]["items"][0]
    assert first["title"] == "Initiative" and len(first["points"]) == 3
    assert first["points"][0].startswith("Au premier round")
    assert "le plus bas déclare le premier" in first["points"][1]
    assert "sans round de grâce" in first["points"][2]
    assert all(not s["points"] for col in gm["sequence"] for s in col["items"][1:])
    left, right = (sum(len(str(x)) for x in col["items"]) for col in gm["always"])
    assert abs(left - right) < 0.1 * (left + right)


def test_the_race_page_says_what_its_lengths_count_and_what_a_dash_means(
    gm: dict[str, Any],
) -> None:
    """Round 9, item 4: a mean of 10.3 rounds in a battle that night stops at round 10
    read as wrong: the lengths' key says they run to a side's rout, not stopped at the
    deadline. Row 5's "—" (the Archers cannot rout the Ost by round 10: their first
    chance is at round 14) is the page's notation for what cannot happen, "< 1 %" the
    rare; the key says so."""
    races = gm["races"]
    key = {k["head"]: _plain(k["text"]) for k in races["key"]}
    assert "sans arrêt au round 10" in key["Durée, PV restants"] and key["—"] == "impossible"
    archers = races["groups"][0]["races"][-1]["rows"][0]
    assert archers["first"] == "—"
    english = copy_values(load(EXAMPLE, lang="en"), GM)["races"]
    key = {k["head"]: _plain(k["text"]) for k in english["key"]}
    assert "not stopped at round 10" in key["Length, HP left"] and key["—"] == "cannot happen"


def test_the_odds_pages_say_what_a_plus_one_is_worth_where_they_have_room(
    gm: dict[str, Any],
) -> None:
    """Round 9, item 5: the odds pages left a quarter of a page empty; their help ends
    with what a +1 to the skill (a hero's bonus, a heroism point) is worth, where the
    page's budget leaves room: one d20 face, 5 in 100, while the d20 needed is no higher
    than the critical range's lowest (a critical succeeds whatever the total), as the
    pages' own chances count it."""
    from fractions import Fraction

    from kitgen.systems.jdrwiki.army import chances, needed

    step = load(EXAMPLE).text("jw.odds_step.any")
    assert "5 chances sur 100" in step and "plage de critique" in step
    # the A4 pages all have room; round 10: it is said once, with the legend
    assert [e["step"] for e in gm["odds"]] == [step, "", "", ""]
    for low in (16, 18, 20):
        for difficulty in range(10, 35):
            for skill in range(0, 30):
                need = needed(skill, difficulty)
                gain = chances(skill + 1, difficulty, low, False)[0]
                gain -= chances(skill, difficulty, low, False)[0]
                if 2 <= need <= low:
                    assert gain == Fraction(1, 20)
                else:
                    assert gain == 0


# --- round 10 ---------------------------------------------------------------------------


def _log_widths() -> dict[str, float]:
    """The tracker grid's column widths (mm) as templates/jdrwiki/kit.css sets them."""
    css = (ROOT / "templates" / "jdrwiki" / "kit.css").read_text(encoding="utf-8")
    widths: dict[str, float] = {}
    for rule in re.finditer(
        r"((?:table\.jw-log col\.[\w.-]+(?:, )?)+) \{ width: ([\d.]+)mm; \}", css
    ):
        for col in re.findall(r"col\.([\w.-]+)", rule.group(1)):
            widths[col] = float(rule.group(2))
    return widths


def test_the_tracker_s_damage_columns_hold_a_sum_of_two_hits() -> None:
    """The "Dégâts subis" columns were 14 mm, too narrow for "182 + 154": each is now 20
    mm (the one column of a single enemy, as wide as two), the room taken from the
    columns of short numbers, and the actions keep a column a word wide on A4 (186 mm
    between the margins; Letter is wider)."""
    w = _log_widths()
    assert w["c-damage"] >= 20.0 and w["c-damage.c-damage-one"] == 2 * w["c-damage"]
    shares = (
        w["c-share-environment"] + w["c-share-security"] + w["c-share-focus"] + 3 * w["c-share"]
    )
    for damage in (2 * w["c-damage"], w["c-damage.c-damage-one"]):
        fixed = w["c-round"] + w["c-init"] + shares + damage
        fixed += w["c-left"] + w["c-zone"] + w["c-heroes"]
        assert 186.0 - fixed >= 18.0, fixed


def test_the_players_enemy_sheet_has_cells_to_write_its_figures_in(
    players: dict[str, Any],
) -> None:
    """The players' sheet of the enemy said to note its scores, with nowhere ruled to: its
    score, passive and on-site cells are framed boxes, as the GM's grid of rounds is,
    left blank."""
    enemy = _sheets(players)["Ost du Bey"]
    assert enemy["hidden"]
    rows = [r for g in enemy["skill_groups"] for r in g["rows"]]
    assert rows and all(r["score"] == "" and r["passive"] == "" for r in rows)
    css = (ROOT / "templates" / "jdrwiki" / "kit.css").read_text(encoding="utf-8")
    assert (
        ".jw-hidden table.jw-skills tr:not(.jw-group) td.num { border: 0.6pt solid "
        "var(--ink); background: #fff; }"
    ) in css


def test_the_odds_pages_print_their_legend_once(gm: dict[str, Any]) -> None:
    """The odds pages repeated their four-line legend on every page: the first has it (and
    what a +1 is worth), the next ones point to that page by its title, still saying
    what the chances leave out (review 2, item 2)."""
    odds = gm["odds"]
    first = odds[0]
    assert "d20 : le jet qu'il faut" in _plain(str(first["help"])) and first["step"]
    for page in odds[1:]:
        assert _plain(str(page["help"])) == (
            "Héros, hargne et points d'avantage non comptés ; modificateurs cités déjà "
            "comptés ; d20 et chances : voir la légende de la page « Loreval · Garde de la "
            "colline contre Ost du Bey »."
        )
        assert page["step"] == ""
    english = copy_values(load(EXAMPLE, lang="en"), GM)["odds"]
    assert sum("the roll needed" in str(e["help"]) for e in english) == 1


def test_trackers_have_a_strip_for_effects_that_last_several_rounds(
    gm: dict[str, Any], players: dict[str, Any]
) -> None:
    """Round 11, item 1: Agacer, Barrage, Affaiblir (2-4 rounds), a Charge or an Étau
    carried over, the round of confusion had nowhere on the trackers: a strip under the
    grid of rounds, one box an effect with the round it ends, on every GM page and on
    every players' page with room for it (their last kept that room for the rulings; since
    round 16, on every page of both copies)."""
    for values in (gm, players):
        pages = [p for s in _sheets(values).values() for p in s["tracker"]]
        assert all(p["effects"] for p in pages)
    t = load(EXAMPLE).text
    assert t("jw.log.effects").startswith("Effets en cours (Agacer, Barrage, Affaiblir")
    assert _plain(t("jw.log.effects_until")) == "jusqu'au round …"
    english = load(EXAMPLE, lang="en").text
    assert english("jw.log.effects").startswith("Lasting effects (Harass, Barrage, Weaken")
    template = (ROOT / "templates" / "jdrwiki" / "kit.html.j2").read_text(encoding="utf-8")
    assert '{% if pg.effects %}<table class="jw-effects">' in template


def test_the_race_page_says_it_is_a_benchmark_and_when_hp_left_are_counted(
    gm: dict[str, Any],
) -> None:
    """Round 11, items 2 and 5: the page opens by saying the races are a benchmark with
    no heroes, advantage points, Charge or Étau; the HP left are the mean at the rout
    (the races run past round 10), not "at the battle's end"; the English no longer
    opens on two bodies "wearing each other's hit points down"."""
    races = gm["races"]
    assert _plain(str(races["help"])).startswith("Un banc d'essai, pas une prévision")
    assert _plain(races["left_when"]) == "moyenne, quand l'un tombe à 0"
    english = copy_values(load(EXAMPLE, lang="en"), GM)["races"]
    assert _plain(str(english["help"])).startswith("A benchmark, not a forecast")
    assert "wearing" not in str(english["help"])
    assert english["left_when"] == "mean, when one is down to 0"


def test_the_corps_rows_and_assurance_are_said_in_plain_words() -> None:
    """Round 11, item 5: "(en retrait)" for the corps' rows was cryptic: it says they are
    the indented rows under "par corps"; the English players' page 2 left "Assurance"
    bare: it is named as a talent, with its meaning."""
    t = load(EXAMPLE).text
    assert "(lignes en retrait sous « par corps »)" in _plain(t("jw.roster.split_help"))
    english = load(EXAMPLE, lang="en").text
    # round 12: named as a talent in English words, not half translated
    said = english("jw.seq.initiative.3")
    assert "the Assurance talent spares it" in said
    assert "self-confidence" not in said


def test_page_one_points_to_the_rulings_block_by_its_own_title(
    gm: dict[str, Any], players: dict[str, Any]
) -> None:
    """Round 12: the players' page 1 sent the reader "à la fin de la page « Loreval —
    suivi de la bataille · Corps Archers du bois »": it names the block itself now,
    « Arbitrages », its page number still after it (the cross-reference)."""
    for values in (gm, players):
        where = str(values["rulings_where"])
        assert "voir " in where and "Arbitrages" in where, where
        assert "suivi de la bataille" not in where and "fin de la page" not in where
        assert "jw-rulings-page" in where


def test_the_race_page_says_what_the_approximate_mark_marks(gm: dict[str, Any]) -> None:
    """Round 12: "≈ : pour un corps de plus de 150 PV, les dégâts sont un peu arrondis"
    left the reader asking what ≈ marked (rows 1-2 carry it, rows 3-5 "< 1 %" and
    "> 99 %"): the note starts with what it marks, a chance right to about a point, the
    rounding after it in brackets, on one line (the French Letter kit keeps its pages)."""
    note = _plain(gm["races"]["approximate"])
    assert note.startswith("≈ : chance juste à un point près environ (au-delà de 150 PV"), note
    assert "pour un corps de plus de" not in note


def test_the_english_enemy_help_says_the_skills_actions_plainly() -> None:
    """Round 12: the English players' enemy column ended "The actions each skill serves
    are the rules'."; it reads "Each skill's actions are as in the rules." now."""
    values = copy_values(load(EXAMPLE, lang="en"), PLAYERS)
    text = " ".join(_strings(values)).replace("\u2019", "'")
    assert "Each skill's actions are as in the rules." in text
    assert "serves are the rules'" not in text


# --- round 13 ------------------------------------------------------------------------------


def _lasting(values: dict[str, Any]) -> list[str]:
    """What the action reference says Agacer, Barrage and Affaiblir do."""
    rows = [r for k in values["quick"]["kinds"] for r in k["actions"]]
    return [str(r["success"]) for r in rows if r["name"] in ("Agacer", "Barrage", "Affaiblir")]


def test_lasting_effects_last_1d3_plus_1_rounds_with_the_ruling_s_mark(
    gm: dict[str, Any], players: dict[str, Any]
) -> None:
    """Round 13, item 1: "2-4 rounds" (seed 002) left the GM no way to pick: the reference
    says the GM rolls 1d3+1 (ruling O19, its mark after it), in both copies, and no longer
    "2–4"; the ruling has its note and its titles in both rulings pages."""
    for values in (gm, players):
        lines = _lasting(values)
        assert len(lines) == 3
        for line in lines:
            assert re.search(r'1d3\+1 rounds\W*<sup class="ruling-mark">\d+</sup>', line), line
            assert "2–4" not in line and "2-4" not in line
    from kitgen.handbook import rulings

    for lang in ("en", "fr"):
        assert "O19" in rulings(lang)
    english = copy_values(load(EXAMPLE, lang="en"), GM)
    assert all("1d3+1 rounds" in line for line in _lasting_en(english))


def _lasting_en(values: dict[str, Any]) -> list[str]:
    rows = [r for k in values["quick"]["kinds"] for r in k["actions"]]
    return [str(r["success"]) for r in rows if r["name"] in ("Harass", "Barrage", "Weaken")]


def _with_house_rule(tmp_path: Path, rule: str) -> str:
    return EXAMPLE.read_text(encoding="utf-8") + f"\nhouse_rules:\n  {rule}\n"


def test_a_house_rule_fixes_how_long_lasting_effects_last(tmp_path: Path) -> None:
    """Round 13, item 1: ``lasting_rounds: 3`` (French ``durée_des_effets``) prints "3
    rounds", with no ruling mark (the house rule is the table's own reading)."""
    for rule in ("lasting_rounds: 3", "durée_des_effets: 3"):
        loaded = load(write(tmp_path, _with_house_rule(tmp_path, rule)))
        assert loaded.plan.battle.house_rules.lasting_rounds == 3
        lines = _lasting(copy_values(loaded, GM))
        assert len(lines) == 3
        for line in lines:
            assert "3 rounds" in line and "1d3" not in line and "ruling-mark" not in line


@pytest.mark.parametrize("value", ["1", "5", "deux"])
def test_a_lasting_rounds_outside_2_to_4_is_an_error(tmp_path: Path, value: str) -> None:
    """Round 13, item 1: the house rule holds a duration the rulebook allows, 2 to 4."""
    from tests.conftest import load_errors

    errors = load_errors(tmp_path, _with_house_rule(tmp_path, f"lasting_rounds: {value}"))
    assert errors and any("lasting_rounds" in e or "durée_des_effets" in e for e in errors), errors


def _css_rule(css: str, selector: str) -> str:
    match = re.search(re.escape(selector) + r" \{([^}]*)\}", css)
    assert match, selector
    return match[1]


def test_the_roster_help_and_the_races_opening_are_set_as_body_text() -> None:
    """Round 13, item 2: the GM page's help under the roster and the race page's opening
    were small grey blocks: the help is set at the kit's body size, the opening at 9 pt,
    both in its near-black ink, with no class that would make them small or grey again."""
    base = (ROOT / "templates" / "_base" / "kit.css").read_text(encoding="utf-8")
    assert "--fs-body: 9.5pt" in base and "--ink: #1d1a16" in base
    css = (ROOT / "templates" / "jdrwiki" / "kit.css").read_text(encoding="utf-8")
    roster = _css_rule(css, "p.jw-roster-help")
    assert "font-size: var(--fs-body)" in roster and "color: var(--ink)" in roster, roster
    # the races' opening: near the body size (9.5 pt takes the French Letter kit's
    # rulings' note to a page of its own), in the body's ink, never the grey help's
    lead = _css_rule(css, ".jw-race-page p.jw-race-lead")
    assert "font-size: 9pt" in lead and "color: var(--ink)" in lead, lead
    assert "muted" not in roster + lead
    template = (ROOT / "templates" / "jdrwiki" / "kit.html.j2").read_text(encoding="utf-8")
    assert '<p class="jw-roster-help">' in template
    assert '<p class="jw-race-help jw-race-lead">{{ races.help }}' in template
    assert "small muted jw-roster-help" not in template


# --- round 14 ------------------------------------------------------------------------------


def _weather_row(values: dict[str, Any]) -> dict[str, Any]:
    rows = values["quick"]["changes"]
    return next(r for r in rows if r["only"])


def test_the_weather_row_leads_with_magic_or_technology_only(
    gm: dict[str, Any], players: dict[str, Any]
) -> None:
    """Round 14, item 1: the "Changing the terrain" table offered Sape and Volonté rolls on
    the weather and said only in its last column that weather changes "par magie ou des
    appareillages technologiques très avancés" (seed 002, "Intempéries"): the row now opens
    on that condition, across the columns, before the rolls (the seed's own: Sape against
    10 × the level wanted, Volonté against 10 × the present one), in both copies and in
    English; the empty-zone cell says the roll meets no one, and only the weather row has a
    condition."""
    for values in (gm, players):
        rows = values["quick"]["changes"]
        assert [r["name"] for r in rows if r["only"]] == ["Intempéries"]
        row = _weather_row(values)
        assert _plain(row["only"]) == "Magie ou technologie très avancée seulement :"
        assert row["up"] == "Sape contre 10 × le niveau voulu"
        assert row["down"] == "Volonté contre 10 × le niveau actuel"
        assert "magie" not in row["empty"] and row["empty"] == "le jet seul, sans opposition"
    english = _weather_row(copy_values(load(EXAMPLE, lang="en"), GM))
    assert english["only"] == "Magic or very advanced devices only:"
    template = (ROOT / "templates" / "jdrwiki" / "kit.html.j2").read_text(encoding="utf-8")
    # the condition's row comes first, spanning the rolls' four columns
    assert (
        '{% if r.only %}<tr class="jw-change-only"><td rowspan="2"><strong>{{ r.name }}'
        '</strong></td><td colspan="4"><strong>{{ r.only }}</strong></td></tr><tr>'
    ) in template


def test_the_odds_pages_secondary_notes_are_8_pt_in_the_body_s_ink() -> None:
    """Round 14, item 3: the odds pages' terms ("Place forte +2, Hauteurs +1") and notes
    ("étau 100 %") were 7.5 pt in a grey: they are 8 pt (``--fs-small``) in the kit's
    near-black ink, and the line budget measures them at that size."""
    from kitgen.systems.jdrwiki import odds_page

    base = (ROOT / "templates" / "_base" / "kit.css").read_text(encoding="utf-8")
    assert "--fs-small: 8pt" in base and "--ink: #1d1a16" in base
    css = (ROOT / "templates" / "jdrwiki" / "kit.css").read_text(encoding="utf-8")
    terms = _css_rule(css, ".jw-terms")
    assert "font-size: var(--fs-small)" in terms and "color: var(--ink)" in terms, terms
    assert odds_page.TERMS_PT == 8.0


def test_hero_support_says_it_goes_to_one_hero_a_round(gm: dict[str, Any]) -> None:
    """Round 14, item 5: Ysolde's card gave "recharge 2" for both moderate use and Hero
    support; the support line now says what the seed limits it to (seed 002, "Soutien du
    héros": "cet avantage ne peut être accordé qu'à un seul héros" a round)."""
    card = _cards(gm)["Dame Ysolde Marcaire"]
    assert _plain(card["support"]) == (
        "Soutien du héros (un seul héros par round) : recharge 2 ou +2 à un bonus ; évite 1 mort."
    )


def test_in_duplex_each_tracker_has_a_leaf_of_its_own_with_a_notes_back(
    example: Loaded,
) -> None:
    """Round 15: in duplex, an army's sheet backed onto its first tracker page, so the GM
    could not lay the tracker beside the sheet. Each tracker page now starts a front and
    the sheet and every tracker page are backed by a headed page ruled for notes; a copy
    printed on one side has none."""
    html = compose_copy(example, print_settings(example, duplex="long"))[0].html
    pages = re.findall(
        r'<div class="(jw-army-front|jw-army-troops jw-one-sided|jw-notes-back)[" ]', html
    )
    front, troops, notes = "jw-army-front", "jw-army-troops jw-one-sided", "jw-notes-back"
    # Loreval (two corps), then the Bey (one body): every page followed by its back
    assert pages == [front, notes, troops, notes, troops, notes, front, notes, troops, notes]
    heads = [
        _plain(re.sub(r"<[^>]+>", "", h))
        for h in re.findall(r'class="jw-notes-back">\s*<h2[^>]*>(.*?)</h2>', html, flags=re.S)
    ]
    assert heads == [
        "Loreval — notes",
        "Loreval — notes · Corps Garde de la colline",
        "Loreval — notes · Corps Archers du bois",
        "Ost du Bey — notes",
        "Ost du Bey — notes",
    ]
    assert html.count("<span></span>") >= 5 * 34  # the notes lines, 34 on A4
    css = (ROOT / "templates" / "jdrwiki" / "kit.css").read_text(encoding="utf-8")
    assert ".jw-army-troops.jw-one-sided { break-before: right; }" in css
    assert ".jw-notes-back { break-before: left; }" in css
    simplex = compose_copy(example, print_settings(example))[0].html
    assert "jw-notes-back" not in simplex and "jw-one-sided" not in simplex


def test_the_race_page_s_headline_is_one_sentence_read_aloud(gm: dict[str, Any]) -> None:
    """Round 15: the race page's headline read as a table's key ("Équilibre (sans héros
    ni points d'avantage) : … (n° 1) ; Loreval, 37. Pour aider Loreval : …"). It is now
    one plain sentence in both languages, its figures the table's (row 1: the Ost 63,
    Loreval 1 + holds 36 = 37; a round shorter, Loreval 49), no longer than the old line
    (the French Letter page holds it on two lines)."""
    said = _plain(gm["races"]["groups"][0]["balance_said"])
    assert said == (
        "Sans héros ni points d'avantage, Ost du Bey l'emporte 63 fois sur 100 et Loreval 37 "
        "avec son meilleur plan essayé (ligne 1) ; pour aider Loreval, essayez un round de "
        "moins (49 sur 100) et, au jugé, sans Nayla la Voilée (héros secret) et avec plus de "
        "points d'avantage de départ."
    )
    groups = copy_values(load(EXAMPLE, lang="en"), GM)["races"]["groups"]
    english = _plain(groups[0]["balance_said"])
    assert english == (
        "Without heroes or advantage points, Bey's Host comes out on top 63 times in 100 and "
        "Loreval 37 with the best of its plans tried (row 1); to help Loreval, try a round "
        "less to hold (49 in 100) and, unmeasured, without Nayla the Veiled (secret hero) "
        "and more starting advantage points."
    )
    for line in (said, english):
        # one sentence: a capital first, one full stop, at its end; no key's shorthand
        assert line[0].isupper() and line.count(".") == 1 and line.endswith(".")
        assert "n° " not in line and "no. " not in line and ":" not in line


def test_the_hero_cards_are_one_grid_without_an_empty_column(gm: dict[str, Any]) -> None:
    """Round 15: Ysolde's card was crowded (her class line and points line on two lines
    each, her table starting below the family's grid; "Manœuvre militaire" on two lines
    beside an empty 9 mm column) where Ildar's was half empty. The empty column is gone,
    so every skill's name holds on one line, and a reclassed hero's class line is short
    enough for one line of the head: every card's table starts at the family's height."""
    cards = _cards(gm)
    assert _plain(cards["Dame Ysolde Marcaire"]["class_line"]) == (
        "héros moyen (mineur au niveau 6, +1 : PJ)"
    )
    assert _plain(cards["Bey Kavelec"]["class_line"]) == (
        "héros moyen (mineur au niveau 8, +1 : race supérieure)"
    )
    english = _cards(copy_values(load(EXAMPLE, lang="en"), GM))
    ysolde = english["Lady Ysolde Marcaire"]
    assert ysolde["class_line"] == "medium hero (minor at level 6, +1: PC)"
    assert english["Bey Kavelec"]["class_line"] == (
        "medium hero (minor at level 8, +1: superior race)"
    )
    # one line of the head (a tarot card's, at the family's 8 pt: about 44 characters)
    assert len(english["Lady Ysolde Marcaire"]["class_line"]) <= 40
    assert len(_plain(cards["Dame Ysolde Marcaire"]["class_line"])) <= 42
    # one type step and one head block for the whole family
    assert len({c["type"] for c in cards.values()}) == 1
    template = (ROOT / "templates" / "jdrwiki" / "kit.html.j2").read_text(encoding="utf-8")
    bonus = template[template.index('<table class="jw-bonus">') :]
    bonus = bonus[: bonus.index("</table>")]
    assert "commander" not in bonus and bonus.count("<col>") + bonus.count("<col class") == 4
    assert all("commander" not in r for c in cards.values() for r in c["rows"])


def test_the_levers_the_odds_cannot_measure_are_the_gm_s_judgement(
    gm: dict[str, Any],
) -> None:
    """Round 16, item 3: "essayez sans Nayla la Voilée (héros secret)" stood unmeasured
    beside "un round de moins à tenir (49 sur 100)", as if it were. The races count no
    hero (nor advantage point): without her, the same races, the same figures; so the
    measured lever comes first with its figure, the others after "au jugé" (the GM's
    judgement; "unmeasured" in English), in words short enough for the French Letter
    page's two lines ("un round de moins", no longer "… à tenir", for the A4 page's
    two). With no deadline, no lever is measured: all are the GM's judgement."""
    said = _plain(gm["races"]["groups"][0]["levers"])
    measured, judged = said.split(" et, au jugé, ")
    assert measured == "un round de moins (49 sur 100)"
    assert judged.startswith("sans Nayla la Voilée (héros secret)")
    assert "sur 100" not in judged
    loaded = load(EXAMPLE)
    battle = replace(loaded.plan.battle, deadline=None, holder=None)
    balance = race_page.Balance("Ost du Bey", "Loreval", 37, 63, 0)
    levers = race_page.levers(replace(loaded.plan, battle=battle), balance, loaded.text)
    assert _plain(levers) == (
        "sans Nayla la Voilée (héros secret) et avec plus de points d'avantage de départ "
        "(au jugé)."
    )


def test_the_odds_legend_names_its_column_and_the_soak_reads_plainly(
    gm: dict[str, Any],
) -> None:
    """Round 16, item 4: the odds pages' legend said "sous les mots, la chance après une
    charge…" without naming the column; it is now on two lines, the second naming the
    column ("Colonne « En clair »", "“In words” column"). "Bey's Host takes 2 DS off each
    hit" read as damage taken: it soaks 2 DS from each hit ("retire 2 VDB de chaque coup
    reçu")."""
    first = gm["odds"][0]
    lines = str(first["help"]).split("<br>")
    assert len(lines) == 2 and lines[0].startswith("d20")
    assert _plain(lines[1]).startswith("Colonne « En clair », sous les mots : la chance")
    facts = _text(first["facts"])
    assert "Ost du Bey retire 2 VDB de chaque coup reçu (CON)" in _plain(facts)
    english = copy_values(load(EXAMPLE, lang="en"), GM)["odds"][0]
    lines = str(english["help"]).split("<br>")
    assert len(lines) == 2
    assert _plain(lines[1]).startswith("“In words” column, under the words: the chance")
    # round 20: "soaks 2 DS from each hit" read as jargon; it takes 2 DS less
    assert "Bey's Host takes 2 DS less from each hit (CON)" in _plain(_text(english["facts"]))
    assert "off each hit" not in _plain(_text(english))


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("audience", [GM, PLAYERS])
def test_every_tracker_of_every_variant_holds_the_scenario_s_rounds_and_its_effects(
    lang: str, paper: str, audience: str
) -> None:
    """Round 16, items 1 and 2: the English players' handout on Letter stopped its corps
    trackers at round 7 of the scenario's 10 ("past this grid, carry on on a sheet of
    paper") with room to spare, and the players' last tracker page (the Archers du bois)
    had no strip of lasting effects while every other page had one. Every tracker page of
    every variant now runs to the deadline, rows of one height no shorter than 5 mm, with
    its strip."""
    loaded = load(EXAMPLE, lang=lang)
    chosen = print_settings(loaded, audience=audience, paper=paper)
    if not chosen.gm:
        loaded, _ = for_players(loaded)
    kit = Kit(chosen, loaded.text, players=players_army(loaded.battle))
    values = loaded.system.presenter(loaded.plan, loaded.text, kit)
    pages = [p for s in _sheets(values).values() for p in s["tracker"]]
    assert pages
    for page in pages:
        assert [r["n"] for r in page["log_rows"]] == list(range(1, 11)), page["corps"]
        assert page["effects"], page["corps"]
        assert float(page["row_height"].removesuffix("mm")) >= 5.0
    assert len({p["row_height"] for p in pages}) == 1
    assert "carry on" not in pages[-1]["log_help"]
    assert "feuille libre" not in pages[-1]["log_help"]


# --- round 17 ------------------------------------------------------------------------------


def _action(values: dict[str, Any], name: str) -> dict[str, Any]:
    """An action's row of the action reference, by its printed name."""
    rows = [r for k in values["quick"]["kinds"] for r in k["actions"]]
    return next(r for r in rows if r["name"] == name)


def test_a_push_back_with_no_free_zone_leaves_the_corps_where_it_stands(
    gm: dict[str, Any], players: dict[str, Any]
) -> None:
    """Round 17, item 1: a corps pushed back (Recul, seed 002: "l'ennemi recule de 1
    unité") when every zone next to it holds a corps (two corps never share one) had no
    rule. Ruling O20: it stays put and still takes the normal damage; the action
    reference says so in Recul's line, the ruling's mark after it, in both copies and
    both languages, and the ruling has its titles and its reading."""
    for values in (gm, players):
        line = str(_action(values, "Recul")["success"])
        assert "reste sur place si aucune voisine n'est libre" in _plain(line), line
        assert re.search(r'normaux\W*<sup class="ruling-mark">\d+</sup>\.$', line), line
    english = copy_values(load(EXAMPLE, lang="en"), GM)
    line = str(_action(english, "Push back")["success"])
    assert "stays put if none next to it is free" in line
    assert re.search(r'damage\.\W*<sup class="ruling-mark">\d+</sup>$', line), line
    from kitgen.handbook import rulings
    from kitgen.i18n.ruling_notes import TEXT

    for lang in ("en", "fr"):
        assert "O20" in rulings(lang)
    assert TEXT["O20"] == ("It stays and takes the hit.", "Il reste et subit le coup.")


def test_the_race_page_says_what_hp_left_are_and_flags_a_mean_past_the_deadline(
    gm: dict[str, Any],
) -> None:
    """Round 17, item 2: "PV restants moyens, à la déroute" read as unclear: the head now
    says in plain words when they are counted ("moyenne, quand l'un tombe à 0"). Race 1's
    mean of 10.3 rounds ran past the scenario's 10 with no flag: its cell carries a "*",
    which the key says (a mean past round 10: the battle is often still undecided then);
    a mean within the deadline (race 2's 7.4) has none."""
    races = gm["races"]
    assert _plain(races["left_when"]) == "moyenne, quand l'un tombe à 0"
    key = {k["head"]: _plain(k["text"]) for k in races["key"]}
    assert list(key) == ["Issue", "Durée, PV restants", "*", "—"]
    assert key["*"] == "au-delà du round 10 : bataille souvent indécise alors"
    rows = [row for r in races["groups"][0]["races"] for row in r["rows"]]
    assert _plain(rows[0]["mean"]) == "10,3 *"
    assert all(not row["mean"].endswith("*") for row in rows[1:])
    english = copy_values(load(EXAMPLE, lang="en"), GM)["races"]
    assert english["left_when"] == "mean, when one is down to 0"
    key = {k["head"]: _plain(k["text"]) for k in english["key"]}
    assert key["*"] == "past round 10: the battle is often still undecided then"


def test_a_race_page_without_a_deadline_flags_no_mean(tmp_path: Path) -> None:
    """Round 17, item 2: with no deadline nothing stops a battle, and no mean is flagged."""
    text = re.sub(r"\n\s*deadline: 10 [^\n]*", "\n", EXAMPLE.read_text(encoding="utf-8"))
    assert "deadline:" not in text
    races = copy_values(load(write(tmp_path, text, "free.yaml")), GM)["races"]
    assert "*" not in [k["head"] for k in races["key"]]
    assert all(
        not row["mean"].endswith("*")
        for g in races["groups"]
        for r in g["races"]
        for row in r["rows"]
    )


def test_legends_are_set_at_the_small_size_and_derivations_in_ink() -> None:
    """Round 17, item 3: the criteria legend and the tables' notes were set at 7.5 pt in
    the muted grey, the derivations ("10 (base) + 2 (critères)") in grey too: the legends
    now take the kit's small size (8 pt) in ink, the derivations full ink, so that a
    greyscale printer keeps them."""
    css = (ROOT / "templates" / "jdrwiki" / "kit.css").read_text(encoding="utf-8")
    legend = "p.jw-legend { font-size: var(--fs-small); line-height: 1.25; color: var(--ink); }"
    assert legend in css
    assert "table.jw-tables p.small { font-size: var(--fs-small);" in css
    assert "table.jw-chars td.breakdown { font-size: var(--fs-min); color: var(--ink); }" in css
    assert "table.jw-skills td.breakdown { font-size: var(--fs-min); color: var(--ink); }" in css


def test_the_english_says_heights_and_hero_deaths_in_plain_words() -> None:
    """Round 17, item 4: "heights apart" and "shrugs off" read as odd English: the "here"
    help says "not counting heights", Hero support that each hero "avoids" a hero death."""
    from kitgen.systems.jdrwiki.rule_words import RULE_WORDS

    english = copy_values(load(EXAMPLE, lang="en"), GM)
    loreval = _sheets(english)["Loreval"]
    assert "not counting heights" in _plain(str(loreval["here_help"]))
    words = " ".join(en for en, _ in {**SHEET_WORDS, **RULE_WORDS}.values())
    assert "heights apart" not in words and "apart ({heights})" not in words
    assert "shrugs off" not in words
    assert "each hero avoids one hero death" in RULE_WORDS["jw.effect.hero_support"][0]


def test_a_tracker_short_of_room_points_to_the_legend_in_its_help() -> None:
    """Round 17: the eighth reading of the players' note (O20) left their Letter page of
    the Archers du bois a row short of the scenario's 10: that page's pointer to the
    legend ("Colonnes : voir la page du corps Garde de la colline.") now ends the grid's
    one-line help instead of taking a line of its own, and the grid holds its 10 rounds."""
    loaded = load(EXAMPLE)
    chosen = print_settings(loaded, audience=PLAYERS, paper="letter")
    loaded, _ = for_players(loaded)
    kit = Kit(chosen, loaded.text, players=players_army(loaded.battle))
    values = loaded.system.presenter(loaded.plan, loaded.text, kit)
    first, last = _sheets(values)["Loreval"]["tracker"]
    assert len(last["log_rows"]) == 10 and last["row_height"] == "5.0mm"
    assert _plain(last["log_help"]).endswith(
        "le dernier que permet le scénario. Colonnes : voir la page du corps Garde de la colline."
    )
    assert last["log_legend_ref"] == "" and last["log_legend"] == []
    assert "Colonnes" not in first["log_help"] and first["log_legend"]


def _odds_row(values: dict[str, Any], title: str, name: str) -> dict[str, Any]:
    page = next(p for p in values["odds"] if p["title"] == title)
    return next(r for g in page["groups"] for r in g["rows"] if r["name"] == name)


def test_every_defence_on_the_odds_pages_says_its_modifiers_and_cover_is_explained(
    gm: dict[str, Any],
) -> None:
    """Round 18, item 1: the Assaut rows' "Parade 29 : 55 %" came with no word while the
    Recul row said "Parade 29 · Hauteurs −1"; every other defence now carries its own
    terms, in brackets ("Parade 29 (Hauteurs −1) : 55 %"). A page whose rows print the
    same skill with and without the enemy's cover (Étau at Manœuvre 16, Déplacement at
    18) says that cover only counts against actions aimed at the army under it."""
    first = "Loreval · Garde de la colline contre Ost du Bey"
    recul = _odds_row(gm, first, "Recul")
    assert (recul["defence"], _plain(recul["defence_terms"])) == ("Parade 29", "Hauteurs −1")
    combined = _plain(_odds_row(gm, first, "Assaut combiné")["others"])
    assert combined == "Vigueur 31 (Intempéries −1) : 45 % · Parade 29 (Hauteurs −1) : 55 %"
    assert _plain(_odds_row(gm, first, "Assaut massif")["others"]) == (
        "Parade 29 (Hauteurs −1) : 25 %"
    )
    archers = "Ost du Bey contre Loreval · Archers du bois"
    page = next(p for p in gm["odds"] if p["title"] == archers)
    assert _odds_row(gm, archers, "Étau")["skill"] == "Manœuvre militaire 16"
    assert _odds_row(gm, archers, "Déplacement")["skill"] == "Manœuvre militaire 18"
    assert _plain(page["cover"]) == (
        "La couverture ne compte que contre les actions qui visent l'armée abritée."
    )
    assert not next(p for p in gm["odds"] if p["title"] == first)["cover"]
    english = copy_values(load(EXAMPLE, lang="en"), GM)["odds"]
    assert any(
        p["cover"] == "Cover counts only against actions aimed at the army under it."
        for p in english
    )


def test_the_hit_point_steps_are_a_ruling_marked_on_the_track_s_help(
    gm: dict[str, Any],
) -> None:
    """Round 18, item 2: the rulebook has DB and VDB follow the hit points at every
    moment; the trackers' track of 5 % steps, each box with its column's DB and VDB, is
    a reading of ours. Ruling O21 says so, its mark after the track's help (the GM's
    figures known), with its titles and its one-line reading (the race page's note is
    full)."""
    from kitgen.handbook import rulings
    from kitgen.i18n.ruling_notes import TEXT

    for body in _sheets(gm)["Loreval"]["bodies"]:
        help_text = str(body["track_help"])
        assert re.search(r'colonne\W*<sup class="ruling-mark">\d+</sup>\.', help_text), help_text
    english = copy_values(load(EXAMPLE, lang="en"), GM)
    (host,) = _sheets(english)["Bey's Host"]["bodies"]
    assert re.search(r'column\.\W*<sup class="ruling-mark">\d+</sup>', str(host["track_help"]))
    for lang in ("en", "fr"):
        assert "O21" in rulings(lang)
    assert TEXT["O21"] == (
        "BD and DS by steps of 5% of the HP.",
        "DB et VDB par tranche de 5\u202f% des PV.",
    )


# --- round 19 ------------------------------------------------------------------------------


def _untagged(text: object) -> str:
    return _plain(re.sub(r"<[^>]+>", "", str(text)))


def test_the_race_page_opens_in_two_lines_and_keys_its_columns_apart(
    gm: dict[str, Any],
) -> None:
    """Round 19, item 1: the race page opened on seven lines, the key of its columns
    inside the prose. The opening (what the races leave out, and the deadline's column)
    now holds in two lines, well under half its former length, and the key is a row of
    its own under it (head = meaning), the same four entries."""
    races = gm["races"]
    opening = _untagged(f"{races['help']} {races['deadline']}")
    assert len(opening) < 270, opening
    assert opening.startswith("Un banc d'essai, pas une prévision")
    assert "« Loreval tient » : aucune déroute au round 10, victoire de Loreval" in opening
    assert "Colonnes" not in opening and "impossible" not in opening
    assert [k["head"] for k in races["key"]] == ["Issue", "Durée, PV restants", "*", "—"]
    template = (ROOT / "templates" / "jdrwiki" / "kit.html.j2").read_text(encoding="utf-8")
    lead = '<p class="jw-race-help jw-race-lead">{{ races.help }}'
    line = next(x for x in template.splitlines() if lead in x)
    assert line.rstrip().endswith("</p>") and "races.key" not in line
    assert '<ul class="jw-race-keys">' in template
    assert "<strong>{{ k.head }}</strong> = {{ k.text }}" in template
    css = (ROOT / "templates" / "jdrwiki" / "kit.css").read_text(encoding="utf-8")
    assert "font-size: 8pt" in _css_rule(css, ".jw-race-page ul.jw-race-keys")


def test_nine_in_ten_past_the_lengths_last_column_reads_as_that_column(
    gm: dict[str, Any],
) -> None:
    """Round 19, item 2: race 1's battles are 9 in 10 over only in the lengths' table's
    last column, "15+" (15 rounds or more): its "9 in 10" cell said "15", a round of its
    own; it now says "15+", as the column does. A race over sooner keeps its round."""
    rows = [row for g in gm["races"]["groups"] for r in g["races"] for row in r["rows"]]
    assert gm["races"]["lengths"]["heads"][-1] == "15+"
    assert [row["p90"] for row in rows] == ["15+", "10", "6", "5", "5"]


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_the_players_trackers_mark_the_hit_point_steps_and_keep_ten_rounds(
    lang: str, paper: str
) -> None:
    """Round 19, item 3: ruling O21's mark (the track's 5 % steps) was on the GM's
    trackers only: its reading's line in the players' note took the players' Letter grid
    from 10 rounds to 8. The players' note now sets a short lede on its heading's line,
    and the players' trackers carry the mark too, with their 10 rounds on A4 and Letter."""
    loaded = load(EXAMPLE, lang=lang)
    chosen = print_settings(loaded, audience=PLAYERS, paper=paper)
    loaded, _ = for_players(loaded)
    kit = Kit(chosen, loaded.text, players=players_army(loaded.battle))
    values = loaded.system.presenter(loaded.plan, loaded.text, kit)
    assert "O21" in kit.cited
    sheet = _sheets(values)["Loreval"]
    for body in sheet["bodies"]:
        assert re.search(
            r'(colonne|column\.)\W*<sup class="ruling-mark">\d+</sup>', str(body["track_help"])
        )
    for page in sheet["tracker"]:
        assert [r["n"] for r in page["log_rows"]] == list(range(1, 11)), page["corps"]
    template = (ROOT / "templates" / "jdrwiki" / "kit.html.j2").read_text(encoding="utf-8")
    assert 't("jw.rulings.lede_short")' in template
    css = (ROOT / "templates" / "jdrwiki" / "kit.css").read_text(encoding="utf-8")
    assert "display: inline" in _css_rule(css, ".jw-tracker-note .rulings-note h3")


def test_the_stronghold_s_special_bonus_carries_its_ruling_s_mark(gm: dict[str, Any]) -> None:
    """Round 19, item 4: "5 × Place forte +10" (the stronghold's special bonus against
    Recul and Mêlée totale, on top of its usual +2) had no mark, though ruling O4 reads
    it so: the odds page's term now carries O4's mark, listed in the note."""
    rows = [
        row
        for page in gm["odds"]
        for group in page["groups"]
        for row in group["rows"]
        if "5 × Place forte" in _plain(str(row["defence_terms"]))
    ]
    assert {row["name"] for row in rows} == {"Mêlée totale", "Recul"}
    for row in rows:
        terms = str(row["defence_terms"])
        assert re.search(r'Place\W+forte\W+\+10\W*<sup class="ruling-mark">\d+</sup>$', terms)


def test_the_gm_page_says_the_vdb_scaling_in_one_bold_line(
    gm: dict[str, Any], players: dict[str, Any]
) -> None:
    """Round 19, item 5: that hargne, protection and flat damage bonuses count in VDB
    (rulings J4, O3) was a plain line among the battle's facts. It is now a bold line
    that says what the GM scales and by how much: each body's VDB at the start, from
    its figures (the players' copy leaves the enemy's to the GM)."""
    (line,) = [x for x in gm["overview"] if "VDB" in str(x)]
    assert str(line).startswith("<strong>") and str(line).endswith("</strong>")
    assert str(line).count('class="ruling-mark"') == 2
    said = _untagged(line)
    assert said.startswith("Hargne, protection")
    assert "pas 1 dégât le point" in said
    assert "14 (Garde de la colline), 11 (Archers du bois), 30 (Ost du Bey)." in said
    (theirs,) = [_untagged(x) for x in players["overview"] if "VDB" in str(x)]
    assert "14 (Garde de la colline), 11 (Archers du bois), celle des autres selon le MJ" in theirs
    assert "30" not in theirs


def test_the_in_words_column_s_stacked_odds_are_8_5_pt_and_fit_their_column() -> None:
    """Round 19, item 6: the "En clair" column's stacked odds after a follow-up ("étau
    100 %", "chausse-trappe 90 %") were 8 pt: they are 8.5 pt where the table is not
    set tight, in a column half a millimetre wider (29.5 mm, the chance's column gives
    it: the defence's width, and so each page's type, stay as they were), its right
    padding small, so that "chausse-trappe 90 %" stays inside the page."""
    from kitgen.systems.jdrwiki import odds_page

    css = (ROOT / "templates" / "jdrwiki" / "kit.css").read_text(encoding="utf-8")
    follow = _css_rule(css, "table.jw-odds:not(.jw-tight) td.jw-words .jw-follow")
    assert "font-size: 8.5pt" in follow, follow
    assert "width: 29.5mm" in _css_rule(css, "table.jw-odds col.c-words")
    assert "width: 22.5mm" in _css_rule(css, "table.jw-odds col.c-win")
    assert "padding-right: 0.3mm" in _css_rule(css, "table.jw-odds td.jw-words")
    assert odds_page.ODDS_FIXED_MM == 24.0 + 36.0 + 10.5 + 22.5 + 29.5


def test_the_odds_legend_says_the_listed_modifiers_are_already_counted(
    gm: dict[str, Any],
) -> None:
    """Round 20, item 2: "Vigueur 31 (Intempéries −1)" left it open whether the −1 was
    still to come off the 31: the legend (the first odds page's, and the others' pointer
    to it) says the listed modifiers are already counted in the figures."""
    first, *others = gm["odds"]
    assert "Modificateurs cités déjà comptés dans les valeurs." in _plain(_text(first["help"]))
    assert others and all(
        "modificateurs cités déjà comptés" in _plain(_text(p["help"])) for p in others
    )
    english = copy_values(load(EXAMPLE, lang="en"), GM)["odds"]
    assert "Listed modifiers already counted in the figures." in _plain(_text(english[0]["help"]))
    assert all("listed modifiers already counted" in _text(p["help"]) for p in english[1:])


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_hill_card_says_what_its_heights_make_of_the_skills_in_full(lang: str) -> None:
    """Round 20, item 3: the hill card's "+2 (+3)" and "(−1)" read only with a small key
    ("Entre parenthèses : ennemi en contrebas"). The table holds the plain values; under
    the heights, in full words, each side's totals against (or from) a lower zone: the
    occupant's Attaque habile 2 (the zone) + 1 (heights 1) = +3, Moral 0 + 1 = +1; the
    enemy's −1 on the four skills the seed names for the army below."""
    values = copy_values(load(EXAMPLE, lang=lang), GM)
    cards = [c for c in _dicts(values["zone_deck"], "features") if "mods" in c]
    hill = next(c for c in cards if str(c["name"]).startswith(("Colline", "Slate")))
    assert not any("(" in str(m["occupant"]) + str(m["attacker"]) for m in hill["mods"])
    rules = _plain(" ".join(str(f["rule"]) for f in hill["features"]))
    if lang == "fr":
        assert "parenthèses" not in rules
        assert (
            "Contre un ennemi en contrebas, l'occupant passe à +3 en Attaque habile, Parade "
            "et Volonté, +1 en Moral ; l'ennemi, à \u22121 en Attaque habile, Sape, Parade "
            "et Moral." in rules
        )
    else:
        assert "brackets" not in rules
        assert (
            "Against an enemy below, the occupant is at +3 in Finesse attack, Parry and "
            "Will, +1 in Morale; the enemy, at \u22121 in Finesse attack, Sapping, Parry "
            "and Morale." in rules
        )


def test_the_english_soak_reads_plainly_and_ds_is_spelled_out_at_first_use() -> None:
    """Round 20, item 4: "Bey's Host soaks 2 DS from each hit" read as jargon: it takes
    2 DS less from each hit. Page 2's step 4 (actions, read before step 5) said "× DS"
    before step 5 spelled DS out: step 4 names the damage step and points to step 5."""
    english = copy_values(load(EXAMPLE, lang="en"), GM)
    facts = _plain(_text(english["odds"][0]["facts"]))
    assert "Bey's Host takes 2 DS less from each hit (CON)" in facts
    assert "soaks" not in facts
    walked = (d for d in _dicts(english, "points") if {"title", "text"} <= set(d))
    steps = {str(s["title"]): _plain(_text(s["text"])) for s in walked}
    assert "(1d4 + modifier) × DS (damage step, see 5) more damage" in steps["Actions"]
    assert "BD (base damage, a tenth of the hit points)" in steps["Damage"]


def test_the_split_line_says_the_track_is_the_whole_army_s(gm: dict[str, Any]) -> None:
    """Print-shop proof, item 3: the Ost's page said to copy it for a split corps, its
    track being the whole army's: the line now says so and where a corps' own hit points,
    BD and DS go (the grid's column of hit points left)."""
    ost = next(a for a in gm["army_deck"]["items"] if not a["tracker"][0]["corps"])
    legend = " ".join(str(x) for x in ost["tracker"][0]["log_legend"])
    assert "une copie par corps\u202f; la piste étant celle de l’armée" in legend
    assert "notez les PV, DB et VDB du corps sous PV restants" in legend
    assert "avec ses points d’avantage, ses PV" not in legend


# --- round 12: the print designer's 8.5, what kept JdRWiki from a 9 -------------------------


def test_the_successor_s_card_says_how_many_talents_his_command_keeps(gm: dict[str, Any]) -> None:
    """Seed 002, "Talents d'armée": 1 talent, a second "si le niveau de son armée est
    supérieur ou égal à 10", a third "si le commandant est un PJs". Ysolde (a PC, level 12)
    has 3; Oren (an aide, never a PC) commands a level-8 army: 1 of 3, which the card says
    with the level's change. A level-10 successor keeps 2; one whose level is unknown, or
    an army whose talents all fit, says nothing of talents."""
    loreval = load(EXAMPLE).plan.army("Loreval")
    after = loreval.succession
    assert after is not None
    assert (after.talent_slots, after.talents_taken, after.loses_talents) == (1, 3, True)
    card = _plain(str(_cards(gm)["Dame Ysolde Marcaire"]["help"]))
    assert "1 talent sur 3)." in card
    # Oren at level 9 + 1 (combat formation) = 10: a second talent
    higher = replace(loreval.army.aides[0], level=9)
    richer = replace(loreval, army=replace(loreval.army, aides=(higher,)))
    assert richer.successor == ("Capitaine Oren", 10)
    assert richer.succession is not None and richer.succession.talent_slots == 2
    unknown = replace(loreval.army.aides[0], level=None)
    vague = replace(loreval, army=replace(loreval.army, aides=(unknown,)))
    assert vague.succession is not None and not vague.succession.loses_talents
    few = replace(loreval, talents={"iron_hand": 1})
    assert few.succession is not None and not few.succession.loses_talents
    alone = replace(loreval, army=replace(loreval.army, aides=()))
    assert alone.succession is None


def test_a_supported_army_s_hero_cards_have_a_second_death_box(gm: dict[str, Any]) -> None:
    """Seed 002, "Soutien du héros": "chaque héros peut éviter une fois une mort de héros".
    Every hero card of Loreval (which has the talent) has two death boxes, "Morts", the
    first for the death survived, and its support line says so; the Ost's heroes (no
    such talent) keep one box and no such line."""
    cards = _cards(gm)
    for name in ("Dame Ysolde Marcaire", "Ildar Adeldiral"):
        assert cards[name]["death_boxes"] == ["", ""]
        assert "évite 1 mort" in _plain(str(cards[name]["support"]))
    for name in ("Bey Kavelec", "Nayla la Voilée"):
        assert cards[name]["death_boxes"] == [""]
        assert cards[name]["support"] == ""


def test_the_sheet_s_start_fact_has_a_subject(gm: dict[str, Any]) -> None:
    """The Ost's Round block read "A 2 points d'avantage…" (no subject; "A" read as the
    preposition): it says "L'armée a", as the split army's says "Chaque corps a"."""
    facts = [_plain(str(f)) for f in _sheets(gm)["Ost du Bey"]["round"]]
    assert any(f.startswith("L'armée a 2 points d'avantage au round") for f in facts), facts


# --- round 22: a print designer's and a GM's 8.5/10 -------------------------------------------


def test_the_sheet_says_what_the_army_loses_under_the_successor(gm: dict[str, Any]) -> None:
    """When Ysolde falls, Oren (no strategist rank, army level 8) takes command: her
    critical range 16–20 (rank 2 + Fin stratège) goes back to 20, or 18–20 if Fin stratège
    is the one talent kept; no strategist's advantage points at initiative; rolling it
    again costs the rule's 2 (seed 002, "Stratège"); 1 talent of 3, and without Main de
    fer Moral, Vigueur, Volonté −1 and Manœuvre −3 more (seed 002, "Main de fer"). All
    from the plan, said after the successor's level on the sheet, in both languages."""
    (line,) = [_plain(str(f)) for f in _sheets(gm)["Loreval"]["command"]]
    assert line.endswith(
        "niveau 8, compétences −4. Critique sur 20 (18–20 avec Fin stratège) ; aucun point "
        "d'avantage à l'initiative ; la relancer en coûte 2 ; 1 talent sur 3 : sans Main de "
        "fer, Moral, Vigueur et Volonté −1, Manœuvre militaire −3 de plus."
    ), line
    english = _sheets(copy_values(load(EXAMPLE, lang="en"), GM))["Loreval"]["command"]
    assert _plain(str(english[0])).endswith(
        "Critical on 20 (18–20 with Master strategist); no advantage point at initiative; "
        "rolling it again costs 2; 1 talent of 3: without Iron hand, Morale, Vigor and Will "
        "−1, Maneuver −3 more."
    )
    # computed, not typed: a rank-2 successor keeps the points and the free re-roll, and
    # an army that keeps all its talents keeps Fin stratège's two faces
    from kitgen.systems.jdrwiki.cards import under_successor

    loaded = load(EXAMPLE)
    t = loaded.text
    loreval = loaded.plan.army("Loreval")
    strategist = replace(loreval.army.aides[0], strategist=2)
    ranked = replace(loreval, army=replace(loreval.army, aides=(strategist,)))
    said = _plain(under_successor(ranked, t))
    assert "Critique sur 18–20 (16–20 avec Fin stratège)" in said
    assert "initiative" not in said
    few = replace(loreval, talents={"master_strategist": 1})
    assert _plain(under_successor(few, t)) == (
        "Critique sur 18–20 ; aucun point d'avantage à l'initiative ; la relancer en coûte 2."
    )
    alone = replace(loreval, army=replace(loreval.army, aides=()))
    assert under_successor(alone, t) == ""


def test_a_ruling_mark_stands_apart_from_the_figure_it_follows() -> None:
    """ "au round 1⑦" read "round 17": JdRWiki sets its marks a thin space away from what
    they follow (its own stylesheet: the shared one, every system's, keeps 0.12 em)."""
    css = (ROOT / "templates" / "jdrwiki" / "kit.css").read_text(encoding="utf-8")
    assert "sup.ruling-mark { margin-left: 0.3em; }" in css


def test_the_players_copy_of_an_enemy_has_a_box_for_its_army_level(
    players: dict[str, Any],
) -> None:
    """The Ost's sheet in the players' copy framed each characteristic to write in, not
    its army level: the level, left blank, is framed as they are."""
    ost = _sheets(players)["Ost du Bey"]
    assert ost["hidden"] and ost["level"] == ""
    css = (ROOT / "templates" / "jdrwiki" / "kit.css").read_text(encoding="utf-8")
    assert re.search(r"\.jw-hidden td\.jw-level \.big \{[^}]*border: 1\.2pt solid", css)
