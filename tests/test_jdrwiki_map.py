"""JdRWiki: which zones touch, a strategist's points in each corps (ruling O16), and what
the trackers, cards and players' handout give a GM to run the battle with.

Seed 002: a division creates "un second corps sur une zone adjacente", a regrouping needs
corps "sur des zone adjacente", a Repli or a Recul moves a body one unit: a GM needs to
know which zones touch. The battle file says it once per pair (``neighbours:``); the
kit prints it on the GM page and on each zone card.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from kitgen.build import print_settings
from kitgen.cards import Kit
from kitgen.pipeline import load
from kitgen.printing import PLAYERS
from kitgen.systems.jdrwiki import presenter as jdrwiki
from kitgen.systems.jdrwiki.places import has_map, route
from kitgen.systems.jdrwiki.report import to_json
from tests.conftest import ROOT, copy_values, load_errors, replace_once, write
from tests.test_jdrwiki_rules import BATTLE, errors_of, plan_of

EXAMPLE = ROOT / "armies" / "colline-d-ardoise.yaml"

MAP = BATTLE.replace(
    "zones:\n  - {name: Hill, heights: 1, stronghold: 2}\n  - {name: Plain}\n",
    "zones:\n"
    "  - {name: Hill, heights: 1, stronghold: 2, neighbours: [Plain]}\n"
    "  - {name: Plain, neighbours: [Ford]}\n"
    "  - {name: Ford}\n"
    "  - {name: Marsh}\n",
)


def _cards(deck: dict[str, Any]) -> list[dict[str, Any]]:
    """A deck's cards, laid on sheets or one to a page."""
    if "items" in deck:
        return list(deck["items"])
    return [f["card"] for s in deck["sheets"] for f in s["fronts"] if f.get("card")]


def _values(lang: str = "fr", audience: str = "gm") -> dict[str, Any]:
    loaded = load(EXAMPLE, lang=lang)
    return jdrwiki.context(
        loaded.plan, loaded.text, Kit(print_settings(loaded, audience=audience), loaded.text)
    )


# --- which zones touch -----------------------------------------------------------------------


def test_a_pair_of_neighbours_is_given_once_and_holds_both_ways(tmp_path: Path) -> None:
    grounds = {g.name: g for g in plan_of(tmp_path, MAP).grounds}
    assert grounds["Hill"].neighbours == ("Plain",)
    assert grounds["Plain"].neighbours == ("Hill", "Ford")  # the file's order of zones
    assert grounds["Ford"].neighbours == ("Plain",)
    assert grounds["Marsh"].neighbours == ()


def test_the_way_between_two_zones_follows_the_neighbours(tmp_path: Path) -> None:
    grounds = plan_of(tmp_path, MAP).grounds
    assert has_map(grounds)
    assert route(grounds, "Hill", "Ford") == ("Hill", "Plain", "Ford")
    assert route(grounds, "Hill", "Hill") == ("Hill",)
    assert route(grounds, "Hill", "Marsh") is None  # no way joins them
    assert not has_map(plan_of(tmp_path, BATTLE).grounds)


def test_an_unknown_neighbour_is_an_error_at_its_place_with_a_guess(tmp_path: Path) -> None:
    text = replace_once(MAP, "neighbours: [Ford]", "neighbours: [Frod]")
    errors = errors_of(tmp_path, text)
    line = MAP.splitlines().index("  - {name: Plain, neighbours: [Ford]}") + 1
    assert errors == f"{line}: neighbor 'Frod' is not a zone of this battle (did you mean 'Ford'?)"


def test_a_zone_is_not_its_own_neighbour(tmp_path: Path) -> None:
    text = replace_once(MAP, "neighbours: [Ford]", "neighbours: [Plain]")
    assert errors_of(tmp_path, text).endswith("zone 'Plain' lists itself among its neighbors")


def test_the_gm_page_and_the_zone_cards_say_which_zones_touch() -> None:
    """The example: the plain touches the hill and the marsh; the wood lies behind them."""
    values = _values()
    assert values["terrain_map"]
    rows = {z["name"]: z["neighbours"] for z in values["terrain"]}
    assert rows["Plaine du Gué"] == "Colline d'Ardoise, Marais de la Saule"
    assert rows["Bois des Pendus"] == "Colline d'Ardoise, Marais de la Saule"
    cards = {c["name"]: c["neighbours"] for c in _cards(values["zone_deck"])}
    assert cards["Colline d'Ardoise"] == "Bois des Pendus, Plaine du Gué"


def test_an_odds_page_says_how_far_apart_the_two_bodies_stand() -> None:
    """The Ost attacks the wood's archers from the plain: two zones off, it must close in,
    and the page's odds are for where it comes to (round 3: the marsh, the free zone next
    to the wood), said with where it started."""
    pages = {p["title"]: p for p in _values()["odds"]}
    far = pages["Ost du Bey contre Loreval · Archers du bois"]["facts"][0][0]["value"]
    near = pages["Ost du Bey contre Loreval · Garde de la colline"]["facts"][0][0]["value"]
    moved = ". Après un déplacement, voir la carte de la nouvelle zone."
    assert far.startswith("Marais de la Saule (Ost du Bey) · Bois des Pendus"), far
    assert far.endswith(
        "— Ost du Bey vient de sa zone de départ (Plaine du Gué) en 1 déplacement" + moved
    ), far
    assert near.endswith("zones voisines" + moved), near


# --- a strategist's points in each corps (ruling O16) ----------------------------------------

CORPS = BATTLE.replace(
    "    talents: [iron_hand, master_strategist]\n",
    "    talents: [iron_hand, master_strategist]\n"
    "    corps:\n"
    "      - {name: Left, at: Hill, units: {Foot: 1000}, heroes: [Ildar Adeldiral]}\n"
    "      - {name: Right, at: Plain, units: {Foot: 500, Horse: 200}}\n",
)


def test_each_corps_gets_its_strategist_s_points_by_default(tmp_path: Path) -> None:
    """Seed 002, "Le commandant": every corps under one commander has the advantages that
    come from the commander; the Stratège's rank 2 gives each corps 2 points."""
    blue = plan_of(tmp_path, CORPS).armies[0]
    assert [blue.start_of(k) for k in range(2)] == [2, 2]


def test_a_house_rule_shares_the_strategist_s_points_out(tmp_path: Path) -> None:
    """The division rule read for a battle that starts split: rank 2 in two corps gives
    1 and 1; rank 3, 2 and 1 (the first corps of the file takes the odd point)."""
    shared = CORPS.replace("armies:\n", "house_rules: {strategist_points: shared}\narmies:\n")
    blue = plan_of(tmp_path, shared).armies[0]
    assert [blue.start_of(k) for k in range(2)] == [1, 1]
    rank3 = shared.replace("level: 6\n      strategist: 2", "level: 9\n      strategist: 3")
    blue = plan_of(tmp_path, rank3).armies[0]
    assert [blue.start_of(k) for k in range(2)] == [2, 1]


def test_a_corps_tracker_marks_its_start_and_cites_the_ruling() -> None:
    sheet = _cards(_values()["army_deck"])[0]
    assert [p["corps"] for p in sheet["tracker"]] == ["Garde de la colline", "Archers du bois"]
    for page in sheet["tracker"]:
        starts = [b["n"] for b in page["advantage"] if b["start"]]
        assert starts == ["+2"]
        assert "2 au round\u00a01" in page["advantage_help"]
        assert "le rang du stratège, à son premier jet d’initiative" in page["advantage_help"]
        assert "ruling-mark" in page["advantage_help"]


# --- a strategist's points in round 1 (ruling O22) ------------------------------------------

FIRST_BOTH = "house_rules: {strategist_first_roll: both}\narmies:\n"


def _example(tmp_path: Path, house_rule: bool, lang: str = "fr") -> Any:
    text = EXAMPLE.read_text(encoding="utf-8")
    if house_rule:
        text = replace_once(text, "\narmies:\n", "\n" + FIRST_BOTH)
    return load(write(tmp_path, text), lang=lang)


def test_a_strategist_has_the_rank_in_round_1_by_default(tmp_path: Path) -> None:
    """Seed 002, the strategist: "commence une bataille avec autant de points d'avantage
    que son rang" and renews the gain at each initiative roll; the start is round 1's
    roll (ruling O22): Loreval's rank-2 strategist gives each corps 2 points in round 1,
    the Bey's army 2, and each sheet, tracker box and the reference say so, marked."""
    loaded = _example(tmp_path, house_rule=False)
    armies = loaded.plan.armies
    assert [a.round_one_advantage for a in armies] == [2, 2]
    assert [armies[0].round_one_of(k) for k in range(2)] == [2, 2]
    values = copy_values(loaded, "gm")
    sheets = _cards(values["army_deck"])
    facts = [str(f) for f in sheets[0]["round"]] + [str(f) for f in sheets[1]["round"]]
    assert any(
        f.startswith("Chaque corps a 2\u00a0points d’avantage au round\u00a01") for f in facts
    )
    assert any(f.startswith("L’armée a 2\u00a0points d’avantage au round\u00a01") for f in facts)
    assert any("(son premier jet d’initiative)" in f for f in facts)
    for sheet in sheets:
        for page in sheet["tracker"]:
            assert [b["n"] for b in page["advantage"] if b["start"]] == ["+2"]
    assert "autant de points d’avantage au round" in values["quick"]["strategist_help"]
    army = to_json(loaded.plan, loaded.text)["armies"][1]
    assert army["starting_advantage_points"] == army["round_one_advantage_points"] == 2


def test_a_house_rule_gives_both_the_start_and_the_first_roll(tmp_path: Path) -> None:
    """``strategist_first_roll: both``: the start's points and round 1's roll's, twice the
    rank in round 1 (4), the rank at each later roll; the sentences say where the 4 come
    from and carry no mark of the default reading."""
    loaded = _example(tmp_path, house_rule=True)
    armies = loaded.plan.armies
    assert [a.round_one_advantage for a in armies] == [4, 4]
    assert [armies[0].round_one_of(k) for k in range(2)] == [4, 4]
    values = copy_values(loaded, "gm")
    sheets = _cards(values["army_deck"])
    facts = [str(f) for s in sheets for f in s["round"]]
    assert any(
        f.startswith(
            "Chaque corps a 4\u00a0points d’avantage au round\u00a01 (le rang du "
            "stratège au départ et encore à son premier jet d’initiative) et 2 de plus"
        )
        for f in facts
    ), facts
    assert any(
        f.startswith(
            "L’armée a 4\u00a0points d’avantage au round\u00a01 (2 au départ et 2 à son "
            "premier jet d’initiative) et 2 de plus"
        )
        for f in facts
    ), facts
    for sheet in sheets:
        for page in sheet["tracker"]:
            assert [b["n"] for b in page["advantage"] if b["start"]] == ["+4"]
            assert "4 au round\u00a01" in page["advantage_help"]
    assert "deux fois autant de points" in values["quick"]["strategist_help"]
    army = to_json(loaded.plan, loaded.text)["armies"][1]
    assert army["starting_advantage_points"] == 2
    assert army["round_one_advantage_points"] == 4


def test_the_round_1_reading_is_cited_only_by_default(tmp_path: Path) -> None:
    """The note's reading (rank in round 1) is the default's: the house rule's pages say
    their reading in full and cite no O22."""
    for house_rule, cited in ((False, True), (True, False)):
        loaded = _example(tmp_path, house_rule=house_rule)
        kit = Kit(print_settings(loaded, audience="gm"), loaded.text)
        jdrwiki.context(loaded.plan, loaded.text, kit)
        assert ("O22" in kit.cited) is cited


def test_the_round_1_house_rule_takes_its_spellings_and_refuses_others(tmp_path: Path) -> None:
    """The key and its values in English and French (``premier_jet_du_stratège:
    les_deux``); a value the rule does not know is an error naming the key."""
    base = EXAMPLE.read_text(encoding="utf-8")
    for rule, value in (
        ("strategist_first_roll: both", "both"),
        ("premier_jet_du_stratège: les_deux", "both"),
        ("strategist_first_roll: rang", "rank"),
    ):
        text = replace_once(base, "\narmies:\n", f"\nhouse_rules: {{{rule}}}\narmies:\n")
        rules = load(write(tmp_path, text)).plan.battle.house_rules
        assert rules.strategist_first_roll == value, rule
    text = replace_once(
        base, "\narmies:\n", "\nhouse_rules: {strategist_first_roll: 3}\narmies:\n"
    )
    errors = load_errors(tmp_path, text)
    assert any("strategist_first_roll" in e or "premier_jet" in e for e in errors), errors


# --- the trackers and cards -------------------------------------------------------------------


def test_the_commander_s_heroism_is_one_pool_ticked_on_the_commander_s_card() -> None:
    """Pass 8: the commander's one pool of heroism sat on the first corps' page, Dame
    Ysolde with the other corps, her card saying "on the army tracker", the box with no
    starting value. The pool is now ticked on her hero card (it goes where she goes), its
    boxes saying how many points; every tracker page says where, with the start."""
    sheet = _cards(_values()["army_deck"])[0]
    for page in sheet["tracker"]:
        assert page["heroism"] == 0
        assert "1 au départ" in page["advantage_help"]
        assert "se coche sur la carte de héros de Dame Ysolde Marcaire" in page["advantage_help"]
    cards = {c["name"]: c for c in _cards(_values()["hero_deck"])}
    ysolde, ildar = cards["Dame Ysolde Marcaire"], cards["Ildar Adeldiral"]
    assert ysolde["heroism_note"] == "" and ysolde["heroism"] == [""]
    assert ysolde["heroism_count"] == "1\u00a0point"
    assert ildar["heroism_note"] == "" and ildar["heroism_count"] == "1\u00a0point"


def test_the_round_grid_has_a_column_for_damage_and_hit_points_left() -> None:
    """The hit-point track moves by twentieths; the round's line takes the damage and the
    hit points left, each round, on every tracker page (three in the example): the
    Bey's, facing Loreval's two corps, a column of damage for each."""
    html = _html()
    heads = re.findall(r'<th rowspan="\d">PV restants</th>', html)  # the odds' own: colspan
    assert len(heads) == 3
    assert html.count('class="jw-log-left"') == 3 * 10
    assert html.count('class="jw-log-taken"') == (1 + 1 + 2) * 10 + 3
    assert html.count('<th class="jw-log-from">') == 2


def _html() -> str:
    from kitgen.build import compose_copy

    loaded = load(EXAMPLE)
    return compose_copy(loaded, print_settings(loaded))[0].html


# --- the players' handout ---------------------------------------------------------------------


def test_the_players_own_army_is_printed_in_full_and_the_enemy_s_known_troops_add_up() -> None:
    """docs/jdrwiki.md, "The players' handout": the players' army (``players_army:``) is
    printed in full; another army's troops are its non-secret ones, with their total,
    and its own figures are the GM's to announce; a secret hero has no card."""
    loaded = load(EXAMPLE)
    values = copy_values(loaded, PLAYERS)
    sheets = {s["name"]: s for s in _cards(values["army_deck"])}
    ours, theirs = sheets["Loreval"], sheets["Ost du Bey"]
    assert ours["units_total"] == {"count": "1\u202f660", "hp": "2\u202f500"}
    assert ours["units_help"] == ""
    assert ours["tracker"][0]["body"]["hp"] == "1\u202f400"  # no box to write it in
    assert theirs["units_total"] == {"count": "1\u202f250", "hp": "3\u202f000"}
    assert "peut compter d’autres troupes" in theirs["units_help"]
    assert theirs["tracker"] == []  # the enemy's tracker is the GM's
    heroes = [c["name"] for c in _cards(values["hero_deck"])]
    assert "Nayla la Voilée" not in heroes and "Bey Kavelec" in heroes


# --- pass 8: one reading of each rule on every page -------------------------------------------


def test_advantage_points_and_re_rolls_read_one_way_with_their_reason() -> None:
    """Pass 8: the strategist's points were "regained" on one sheet and "2 more" on the
    tracker (seed 002, "Stratège": the gain is renewed at each initiative roll, so it adds);
    a free re-roll said nothing of why, beside page 2's "it loses 2 points": both army
    sheets now say the rank-2 strategist spares them."""
    values = _values()
    for sheet in _cards(values["army_deck"]):
        facts = " ".join(str(f) for f in sheet["round"])
        assert "regagn" not in facts, sheet["name"]
        assert re.search(r"2 de plus à cha\w+ (de ses )?jets? d’initiative suivants?", facts), (
            sheet["name"]
        )
        assert "stratège de rang\u00a02 ou plus en est dispensé" in facts or (
            "stratège de rang 2 ou plus en est dispensé" in facts
        ), sheet["name"]
    initiative = values["sequence"][0]["items"][0]["text"]
    assert "sauf si un stratège de rang 2 ou plus" in initiative


def test_the_round_in_short_goes_on_in_lower_case_after_its_colon() -> None:
    """Pass 8: "Initiative : Au premier round": in French a step's text after its title's
    colon starts in lower case."""
    for col in _values()["sequence"]:
        for step in col["items"]:
            if step["points"]:  # short points under the title, no colon (round 9)
                continue
            word = str(step["text"]).split()[0]
            # a word, not an abbreviation (« DB ») nor a figure, is in lower case
            assert word.isupper() or not word[0].isalpha() or word[0].islower(), step["title"]


def test_fatigue_is_said_only_where_the_battle_can_last_that_long(tmp_path: Path) -> None:
    """Pass 8: "after 72 rounds an army begins to tire" cannot matter in a scenario that
    ends at round 10; without the deadline it is said."""
    assert not any("fatiguer" in str(line) for line in _values()["overview"])
    endless = tmp_path / "endless.yaml"
    endless.write_text(
        replace_once(EXAMPLE.read_text(encoding="utf-8"), "deadline: 10 ", "# "),
        encoding="utf-8",
    )
    values = copy_values(load(endless), "gm")
    assert any("fatiguer" in str(line) for line in values["overview"])


def test_a_zone_card_s_occupant_column_is_the_army_sheet_s_on_the_spot_column() -> None:
    """Pass 8: the hill card's Occupant column counted the heights (Attaque habile +3) and
    the army sheet's "on the spot" column did not (+2): the card now leaves the heights
    out of its table, as the sheet does, and says what they add on their own line.
    Round 11: what the heights add against a lower zone follows in brackets in the same
    cells (the closed grid); the plain value is still the sheet's. Round 20: the brackets
    needed a key; what the heights make of the skills is said in full words under the
    heights, and the table holds the plain values only."""
    values = _values()
    hill = next(c for c in _cards(values["zone_deck"]) if "Colline" in str(c["name"]))
    sheet = _cards(values["army_deck"])[0]
    heads = [str(h) for h in sheet["here_heads"]]
    column = next(i for i, h in enumerate(heads) if "Colline" in h)
    rows = {str(r["name"]): r for g in sheet["skill_groups"] for r in g["rows"]}
    for mod in hill["mods"]:
        row = rows[str(mod["skill"])]
        here = int(str(row["here"][column]["value"]).replace("\u2212", "-"))
        score = int(str(row["score"]).replace("\u2212", "-"))
        plain = str(mod["occupant"]) or "0"
        assert here - score == int(plain.replace("\u2212", "-")), mod["skill"]
    heights = next(f for f in hill["features"] if f["name"] == "Hauteurs")
    rule = str(heights["rule"]).replace("\u202f", " ").replace("\u2019", "'")
    assert "Tableau (…)" not in rule and "parenthèses" not in rule
    assert "Contre un ennemi en contrebas, l'occupant passe à +3 en Attaque habile" in rule
    assert hill["against"] and not any("(" in str(m["occupant"]) for m in hill["mods"])
