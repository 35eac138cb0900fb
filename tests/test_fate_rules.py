"""Fate mass combat (seed 004): budget, pyramids, commanders, zones and 4dF odds, checked
against the seed's text and rulings F1-F4."""

from __future__ import annotations

from fractions import Fraction
from itertools import product
from pathlib import Path

from kitgen.pipeline import load
from kitgen.prose import say
from kitgen.systems.fate import attacks
from kitgen.systems.fate import rules as core
from kitgen.systems.fate.tables import FATE_POINT_COST, QUALITIES
from tests.conftest import ROOT, load_errors, write

EXAMPLE = ROOT / "armies" / "siege-de-corbelin.yaml"

BATTLE = """\
system: fate
name: Test
language: en
players: 3
armies:
  - name: Blue
    war_chest: 10
    fate_points: 1
    commanders:
      - {name: Hal, player: true, will: 3, attached: Guards}
    units:
      - name: Guards
        quality: good
        skills: {fight: 3, will: 2, athletics: 2, shoot: 1, notice: 1, provoke: 1}
        aspects: [Sworn to hold, Know every stone]
      - name: Militia
        quality: average
        skills: {athletics: 1}
  - name: Red
    war_chest: 5
    units:
      - name: Raiders
        quality: fair
        skills: {fight: 2, stealth: 1, shoot: 1}
        aspects: [Hungry]
zones:
  - {name: Keep, aspects: [{name: Thick walls, hinders: true}], links: [Yard]}
  - {name: Yard, links: [Gate], hidden: {aspect: Boiling oil, by: Blue, from_chest: true}}
  - {name: Gate, aspects: [Portcullis], links: [Yard]}
  - {name: Field, links: [Gate]}
"""


# --- 4dF (ruling F4) --------------------------------------------------------------------------


def test_four_fudge_dice_odds() -> None:
    """The acceptance's three values, and the whole table against a count of the 81 rolls."""
    assert core.meets(0, 0) == Fraction(50, 81)
    assert core.meets(0, 2) == Fraction(15, 81)
    assert core.meets(0, 4) == Fraction(1, 81)
    rolls = [sum(r) for r in product((-1, 0, 1), repeat=4)]
    for skill, row in core.odds_table().items():
        for difficulty, chance in row.items():
            count = sum(1 for r in rolls if skill + r >= difficulty)
            assert chance == Fraction(count, 81), (skill, difficulty)
    assert sorted(core.odds_table()[0]) == list(range(-2, 9))


def test_the_odds_table_is_trimmed_to_the_battle() -> None:
    """Issue 39, follow-up: the kit printed the whole table, skills 0 to +5 against −2 to
    +8. The siege's rolls reach skills 0 (a skill a unit lacks) to +3 (the Gardes du
    donjon's Combat, their other skills raised to it by Dame Aveline's Will +3) and
    difficulties 0 to +6 (Recon on the Donjon, two aspects: Fantastic): only those rows
    and columns, each cell the full table's."""
    plan = load(EXAMPLE).plan
    skills, difficulties = core.odds_reach(plan)
    assert (list(skills), list(difficulties)) == ([0, 1, 2, 3], [0, 1, 2, 3, 4, 5, 6])
    whole = core.odds_table()
    trimmed = core.odds_table(skills, difficulties)
    assert all(trimmed[s][d] == whole[s][d] for s in skills for d in difficulties)


def test_the_odds_table_grows_with_what_the_battle_can_roll(tmp_path: Path) -> None:
    """A commander's Will +5 adds the rows up to Superb; a unit led by a commander whose
    boost meets twice its consequences, and a zone of four aspects (Recon +10, off the
    ladder), the columns up to the hardest."""
    text = BATTLE.replace("will: 3, attached: Guards", "will: 5, attached: Guards").replace(
        "aspects: [Portcullis]", "aspects: [Portcullis, Moat, Gatehouse, Murder holes]"
    )
    skills, difficulties = core.odds_reach(load(write(tmp_path, text)).plan)
    assert (skills.start, skills.stop, difficulties.start, difficulties.stop) == (0, 6, 0, 11)


# --- budget and pyramids (ruling F1) ----------------------------------------------------------


def test_qualities_are_the_seeds() -> None:
    """seed 004: Moyenne +1, 1 aspect, no consequence, 1 point; Passable +2 +1 +1, 2
    aspects, mild, 2 points; Bonne +3 +2 +2 +1 +1 +1, 3 aspects, mild + moderate, 3."""
    assert [(q.key, q.pyramid, q.aspects, q.consequences, q.cost) for q in QUALITIES] == [
        ("average", (1,), 1, (), 1),
        ("fair", (2, 1, 1), 2, ("mild",), 2),
        ("good", (3, 2, 2, 1, 1, 1), 3, ("mild", "moderate"), 3),
    ]
    assert FATE_POINT_COST == 3


def test_budget_arithmetic(tmp_path: Path) -> None:
    plan = load(write(tmp_path, BATTLE)).plan
    blue, red = plan.armies
    # units 3 + 1, one Fate point 3, one hidden aspect from the chest 3 (F3)
    assert (blue.unit_points, blue.fate_point_cost, blue.aspect_cost) == (4, 3, 3)
    assert (blue.spent, blue.left) == (10, 0)
    assert (red.spent, red.left) == (2, 3)


def test_over_budget_is_an_error_naming_the_army(tmp_path: Path) -> None:
    (message,) = load_errors(tmp_path, BATTLE.replace("fate_points: 1", "fate_points: 2"))
    assert message.startswith("7: ")  # the war_chest line
    assert "'Blue' spends 13 build points but its war chest holds 10" in message


def test_good_unit_with_two_plus_threes_is_an_error(tmp_path: Path) -> None:
    text = BATTLE.replace("will: 2, athletics: 2", "will: 3, athletics: 2")
    (message,) = load_errors(tmp_path, text)
    assert message.startswith("14: ")  # the unit's skills line
    assert "unit 'Guards': `quality: good` needs the ratings +3 +2 +2 +1 +1 +1" in message
    assert "its skills give +3 +3 +2 +1 +1 +1" in message and "(ruling F1)" in message


def test_aspects_count_includes_the_name(tmp_path: Path) -> None:
    (message,) = load_errors(tmp_path, BATTLE.replace("[Hungry]", "[Hungry, Fast]"))
    assert "'Raiders' has 3 aspects (its name is the first); at most 2" in message
    warned = load(write(tmp_path, BATTLE.replace("aspects: [Hungry]", "aspects: []")))
    assert any("1 of its 2 aspects" in w.message for w in warned.warnings)


def test_same_skill_twice_is_refused(tmp_path: Path) -> None:
    messages = load_errors(
        tmp_path, BATTLE.replace("{athletics: 1}", "{athletics: 1, athletisme: 1}")
    )
    assert any("repeats 'athletics'" in m for m in messages)


# --- commanders (ruling F2, N1) ---------------------------------------------------------------


def test_commander_lifts_skills_below_their_will(tmp_path: Path) -> None:
    guards = load(write(tmp_path, BATTLE)).plan.armies[0].units[0]
    assert guards.commander is not None and guards.commander.name == "Hal"
    assert guards.led_skills == {
        "fight": 3,  # not below Will 3
        "will": 3,
        "athletics": 3,
        "shoot": 2,
        "notice": 2,
        "provoke": 2,
    }
    assert guards.skills["athletics"] == 2  # both values are kept (F2)
    every = core.boosted({"fight": 1}, 2, every_skill=True)
    assert every["fight"] == 2 and every["stealth"] == 1


def test_commander_errors(tmp_path: Path) -> None:
    (message,) = load_errors(tmp_path, BATTLE.replace("attached: Guards", "attached: Gaurds"))
    assert "not one of its units (did you mean 'Guards'?)" in message
    (message,) = load_errors(tmp_path, BATTLE.replace("will: 3,", "will: 3, skills: {will: 4},"))
    assert "commander 'Hal' gives Will under `skills:` too" in message
    hal = "      - {name: Hal, player: true, will: 3, attached: Guards}\n"
    text = BATTLE.replace(hal, hal + "      - {name: Hal, will: 1}\n")
    (message,) = load_errors(tmp_path, text)
    assert "two commanders named 'Hal'" in message


def test_armies_are_named_once_and_empty_parts_warn(tmp_path: Path) -> None:
    messages = load_errors(tmp_path, BATTLE.replace("  - name: Red", "  - name: Blue"))
    assert any("two armies are named 'Blue'" in m for m in messages)
    text = BATTLE.split("zones:")[0] + "zones: []\n"
    text = text.replace("hidden: {aspect: Boiling oil, by: Blue, from_chest: true}", "")
    loaded = load(write(tmp_path, text.replace("fate_points: 1", "fate_points: 0")))
    assert any("no zones" in w.message for w in loaded.warnings)


# --- zones (ruling F3, F4, N3-N5) -------------------------------------------------------------


def test_zone_links_difficulties_and_hidden_aspects(tmp_path: Path) -> None:
    loaded = load(write(tmp_path, BATTLE))
    keep, yard, gate, _ = loaded.plan.zones
    assert keep.links == ("Yard",) and set(yard.links) == {"Keep", "Gate"}
    assert set(gate.links) == {"Yard", "Field"}
    assert (keep.enter, keep.recon) == (2, 4)  # one hindering aspect; +2 +2
    assert (gate.enter, gate.recon) == (0, 4)
    assert (yard.recon, yard.revealed_recon) == (2, 4)
    assert loaded.plan.suggested_zones == 4
    assert not loaded.warnings


def test_seed_examples_of_difficulties() -> None:
    """seed 004: Forêt enchevêtrée makes a second aspect Excellent (+4); Terrain
    rocailleux and Rivière tumultueuse make entering Excellent (+4)."""
    assert core.recon_difficulty(1) == 4
    assert core.enter_difficulty(2) == 4
    assert core.suggested_zones(4) == 5  # a GM and three players


def test_zone_errors_and_warnings(tmp_path: Path) -> None:
    messages = load_errors(tmp_path, BATTLE.replace("links: [Gate]}", "links: [Gaet]}", 1))
    assert any(
        "links to 'Gaet', which is not a zone (did you mean 'Gate'?)" in m for m in messages
    )
    text = BATTLE.replace("  - {name: Field, links: [Gate]}\n", "  - {name: Field}\n")
    text = text.replace(
        "links: [Yard]}\n  - {name: Yard, links: [Gate]",
        "links: [Yard]}\n  - {name: Yard, links: [Gate]",
    )
    loaded = load(write(tmp_path, text.replace("players: 3", "players: 5")))
    found = " | ".join(w.message for w in loaded.warnings)
    assert "4 zones for 5 people at the table; the rules suggest 6" in found
    assert "zone 'Field' is linked to no other zone" in found


def test_example_battle() -> None:
    loaded = load(EXAMPLE)
    plan = loaded.plan
    assert not loaded.warnings
    assert [a.army.war_chest for a in plan.armies] == [12, 12]
    assert [a.left for a in plan.armies] == [2, 1]
    # a GM and two players: four zones suggested, and two more (the rules allow a few)
    assert len(plan.zones) == 6 == plan.suggested_zones + 2
    hidden = [z for z in plan.zones if z.zone.hidden]
    assert [z.name for z in hidden] == ["Cour intérieure", "Glacis"]
    # the rules hide an aspect on an empty zone (N3): none shows one, none is where an
    # army deploys (the scenario's set-up names the zones each deploys in)
    assert not any(z.aspects for z in hidden)
    scenario = loaded.battle.scenario
    assert scenario is not None
    setup = " ".join(say(line, "fr") for line in scenario.setup[:2])
    assert not any(z.name in setup for z in hidden)


# --- the rolls of the battle (ruling N8) -----------------------------------------------------


def test_an_attack_against_a_defence_is_8dF_plus_the_edge() -> None:
    """Seed 004, *Attaquer Défendre*: both sides roll 4dF, so the shifts are the edge plus
    8dF. By hand: 8dF rolls 0 in 1107 of its 3^8 = 6561 ways (the central trinomial
    coefficient), at least +1 in (6561 - 1107) / 2 = 2727, and +1 or +2 in 1016 + 784 =
    1800 of them, so an even attack fails 2727 times, ties 1107, succeeds 1800 and succeeds
    with style (3 shifts or more) 927 times in 6561."""
    assert attacks.opposed(3, 3) == tuple(Fraction(n, 6561) for n in (2727, 1107, 1800, 927))
    # +2: it fails only when 8dF rolls -3 or less (927 ways), ties on -2 (784 ways) and
    # succeeds with style on +1 or more (2727 ways)
    assert attacks.opposed(2, 0) == tuple(Fraction(n, 6561) for n in (927, 784, 2123, 2727))
    rolls = [sum(r) for r in product((-1, 0, 1), repeat=8)]
    for edge in range(-9, 10):
        counts = (
            sum(1 for r in rolls if edge + r < 0),
            sum(1 for r in rolls if edge + r == 0),
            sum(1 for r in rolls if 0 < edge + r < 3),
            sum(1 for r in rolls if edge + r >= 3),
        )
        assert attacks.opposed(edge, 0) == tuple(Fraction(n, 6561) for n in counts), edge
        assert attacks.opposed(edge + 2, 2) == attacks.opposed(edge, 0)


def test_which_skill_defends(tmp_path: Path) -> None:
    """Ruling N8: Athletics against Shoot; against Fight the better of Athletics and Fight,
    Athletics on a tie; a led unit defends with its commander's +1 (F2); the house rule
    names another skill against Shoot (the seed's medieval war: Will)."""
    plan = load(write(tmp_path, BATTLE)).plan
    guards, militia = plan.armies[0].units
    (raiders,) = plan.armies[1].units
    assert attacks.defence_of(raiders, "fight") == ("fight", 2)
    assert attacks.defence_of(raiders, "shoot") == ("athletics", 0)
    assert attacks.defence_of(guards, "fight") == ("athletics", 3)  # 3 and 3 with Hal: a tie
    assert attacks.defence_of(militia, "fight") == ("athletics", 1)
    assert attacks.defence_of(guards, "shoot", "will") == ("will", 3)
    assert attacks.defence_of(militia, "shoot", "will") == ("will", 0)


def test_every_attack_of_the_battle(tmp_path: Path) -> None:
    """Ruling N8: Blue's Guards (Fight +3, Shoot +2 with Hal) and Militia (Fight +0)
    against Red's Raiders (Fight +2, Athletics +0), then back."""
    plan = load(write(tmp_path, BATTLE)).plan
    rows = [
        (m.army, m.skill, m.attack, m.attackers, m.defence, m.defenders, m.edge)
        for m in attacks.matchups(plan)
    ]
    raiders_fight, raiders_dodge = (("Raiders", "fight"),), (("Raiders", "athletics"),)
    assert rows == [
        ("Blue", "fight", 3, ("Guards",), 2, raiders_fight, 1),
        ("Blue", "fight", 0, ("Militia",), 2, raiders_fight, -2),
        ("Blue", "shoot", 2, ("Guards",), 0, raiders_dodge, 2),
        ("Red", "fight", 2, ("Raiders",), 3, (("Guards", "athletics"),), -1),
        ("Red", "fight", 2, ("Raiders",), 1, (("Militia", "athletics"),), 1),
        ("Red", "shoot", 1, ("Raiders",), 3, (("Guards", "athletics"),), -2),
        ("Red", "shoot", 1, ("Raiders",), 1, (("Militia", "athletics"),), 0),
    ]
    assert attacks.matchups(plan)[0].odds == attacks.opposed(1, 0)
    will = BATTLE.replace("players: 3\n", "players: 3\nhouse_rules: {shoot_defence: volonté}\n")
    plan = load(write(tmp_path, will)).plan
    assert [(m.defence, m.defenders) for m in attacks.matchups(plan) if m.army == "Red"][2:] == [
        (3, (("Guards", "will"),)),
        (0, (("Militia", "will"),)),
    ]


def test_the_example_siege_groups_units_that_roll_alike() -> None:
    """Ruling N8 on the example: three Garrison units fight unrated (+0) and share a group;
    the Chevaliers du Val parry the Gardes du donjon with Fight +3 (Baron Ortolf's Will +2
    does not lift a +3)."""
    plan = load(EXAMPLE).plan
    rows = attacks.matchups(plan)
    first = rows[0]
    assert (first.attackers, first.attack, first.defenders, first.defence) == (
        ("Gardes du donjon",),
        3,
        (("Chevaliers du Val", "fight"),),
        3,
    )
    unrated = next(m for m in rows if m.attack == 0)
    assert unrated.attackers == (
        "Arbalétriers des remparts",
        "Milice du bourg",
        "Porteurs d’huile",
    )
    assert len(rows) == 20


def test_a_commander_takes_harm_as_a_fate_core_character() -> None:
    """Issue 39: commanders are characters (PCs, main or supporting NPCs) whose harm the
    seed leaves to Fate Core: two stress tracks of two boxes, Will widening the mental
    one (a third box from Average +1, a fourth from Good +3, and from Superb +5 an extra
    mild consequence for mental harm); Physique, which no battle file rates, may add the
    physical track's third and fourth. A PC and a main NPC have the mild, moderate and
    severe consequences, a supporting NPC the first two; an NPC of no given kind counts
    as a main one."""
    from kitgen.systems.fate.harm import commander_harm
    from kitgen.systems.fate.model import Commander

    def mental(will: int) -> tuple[int, ...]:
        return commander_harm(Commander(name="C", will=will, player=True)).stress[1].boxes

    assert [mental(w) for w in (0, 1, 2, 3, 4)] == [
        (1, 2),
        (1, 2, 3),
        (1, 2, 3),
        (1, 2, 3, 4),
        (1, 2, 3, 4),
    ]
    pc = commander_harm(Commander(name="C", will=2, player=True))
    assert (pc.stress[0].key, pc.stress[0].boxes, pc.stress[0].maybe) == (
        "physical",
        (1, 2),
        (3, 4),
    )
    assert pc.consequences == (("mild", ""), ("moderate", ""), ("severe", ""))
    superb = commander_harm(Commander(name="C", will=5, npc="main"))
    assert superb.consequences == (
        ("mild", ""),
        ("mild", "mental"),
        ("moderate", ""),
        ("severe", ""),
    )
    assert commander_harm(Commander(name="C", will=1, npc="supporting")).consequences == (
        ("mild", ""),
        ("moderate", ""),
    )
    assert commander_harm(Commander(name="C", will=1)).consequences == pc.consequences


# --- the table's set-up (issue 39, fifth pass) ----------------------------------------------


def test_a_start_names_a_zone(tmp_path: Path) -> None:
    """Where a unit or an independent commander starts is a zone of the battle, or an
    error at its line with the closest zone."""
    text = BATTLE.replace(
        "        quality: average\n", "        quality: average\n        start: Gaet\n"
    )
    (message,) = load_errors(tmp_path, text)
    assert "'Militia' starts in 'Gaet', which is not a zone (did you mean 'Gate'?)" in message
    text = BATTLE.replace(
        "      - {name: Hal, player",
        "      - {name: Lo, will: 1, start: Fields}\n      - {name: Hal, player",
    )
    (message,) = load_errors(tmp_path, text)
    assert "'Lo' starts in 'Fields'" in message


def test_the_turn_track_follows_the_battles_length_and_timed_events(tmp_path: Path) -> None:
    """A turn track to tick: as many boxes as the file's ``turns:``, the last one said to
    be the last, and an event whose ``when`` names a turn written under its box; with no
    length, twelve boxes and no end."""
    from kitgen.i18n import Text
    from kitgen.systems.fate.presenter import _turns
    from kitgen.systems.fate.texts import TEXT

    t = Text("en", TEXT)
    events = (
        "scenario:\n  events:\n    - {when: Turn 3, text: Rain.}\n"
        "    - {when: When the gate falls, text: Panic.}\n"
    )
    plan = load(
        write(tmp_path, BATTLE.replace("players: 3\n", "players: 3\nturns: 6\n" + events))
    ).plan
    track = _turns(plan, t)
    assert [b["n"] for b in track["boxes"]] == ["1", "2", "3", "4", "5", "6"]
    assert track["boxes"][2]["marks"] == ["Turn 3"]
    assert track["boxes"][5]["marks"] == ["last turn"]
    assert "6 turns at most" in track["help"]
    open_ended = _turns(load(write(tmp_path, BATTLE)).plan, t)
    assert len(open_ended["boxes"]) == 12 and not any(b["marks"] for b in open_ended["boxes"])


def test_a_commanders_physique_sets_their_physical_stress(tmp_path: Path) -> None:
    """Fate Core: Physique +1 gives a third physical box, +3 a fourth, +5 an extra mild
    consequence; a commander whose Physique the file does not give keeps two boxes and
    the two it may add, dashed (ruling N12)."""
    from kitgen.systems.fate.harm import commander_harm
    from kitgen.systems.fate.model import Commander

    unrated = commander_harm(Commander("A", will=1))
    assert (unrated.stress[0].boxes, unrated.stress[0].maybe) == ((1, 2), (3, 4))
    assert commander_harm(Commander("B", will=1, skills={"physique": 1})).stress[0].boxes == (
        1,
        2,
        3,
    )
    strong = commander_harm(Commander("C", will=1, skills={"physique": 5}, player=True))
    assert (strong.stress[0].boxes, strong.stress[0].maybe) == ((1, 2, 3, 4), ())
    assert strong.consequences[:2] == (("mild", ""), ("mild", "physical"))
