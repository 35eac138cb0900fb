"""JdRWiki mass combat (seed 002, *Combat de masse*): the army as a character, checked
against the seed's worked examples, an independent transcription of its tables
(tests/jdrwiki_seed_tables.py) and rulings J1-J6 (shared/RULINGS.md) and O1-O9
(docs/rulings.md)."""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from kitgen.pipeline import load
from kitgen.systems.jdrwiki import action_tables, army_tables, heroes, talent_tables, terrain
from kitgen.systems.jdrwiki import army as army_rules
from kitgen.systems.jdrwiki.building import talent_slots
from kitgen.systems.jdrwiki.plan import BattlePlan, body
from tests import jdrwiki_seed_tables as seed
from tests.conftest import ROOT, load_errors, system_text, write

EXAMPLE = ROOT / "armies" / "colline-d-ardoise.yaml"

BATTLE = """\
system: jdrwiki
name: Test
language: en
armies:
  - name: Blue
    at: Hill
    commander:
      name: Ann
      level: 6
      strategist: 2
      formations: [power, martial_arts]
      intelligence: 14
      wisdom: 12
      charisma: 13
    aides: [{name: Bo, formations: [power]}]
    criteria: {hierarchy: 1, communication: 1, logistics: 0, cohesion: 1, equipment: 1,
      training: 1, motivation: 1, mobility: 0, diversity: 0, melee: 1, ranged: 0,
      defence: 1, knowledge: 0, culture: 0, history: 0}
    units:
      - {name: Foot, value: 1, count: 1500}
      - {name: Horse, value: 5, count: 200}
    heroes:
      - name: Ildar Adeldiral
        level: 22
        bonuses: {finesse_attack: 4, vigour: 2, sapping: 2, perception: 2, damage: 3}
    talents: [iron_hand, master_strategist]
  - name: Red
    commander: {name: Kel, level: 9, intelligence: 12, wisdom: 12, charisma: 12}
    criteria: {hierarchy: 2, communication: 0, logistics: 0, cohesion: 1, equipment: 1,
      training: 1, motivation: 1, mobility: -1, diversity: -1, melee: 1, ranged: -1,
      defence: 1, knowledge: 0, culture: 1, history: 0}
    units: [{name: Warriors, value: 2, count: 1000}]
    heroes:
      - name: Bey Kavelec
        level: 8
        superior_race: true
        bonuses: {power_attack: 2, finesse_attack: -1, parry: 2, vigour: 2, will: 2,
          morale: 2, manoeuvre: -1, sapping: -1}
    talents: [determination]
zones:
  - {name: Hill, heights: 1, stronghold: 2}
  - {name: Plain}
"""


def plan_of(tmp_path: Path, text: str = BATTLE) -> BattlePlan:
    plan = load(write(tmp_path, text)).plan
    assert isinstance(plan, BattlePlan)
    return plan


def errors_of(tmp_path: Path, text: str) -> str:
    return "\n".join(load_errors(tmp_path, text))


# --- the tables against an independent transcription ------------------------------------------


def test_criteria_feed_characteristics_as_both_paragraphs_say() -> None:
    """Seed 002, "Caractéristiques d'une armée" and "Critères d'évaluation" (J1): the two
    paragraphs agree, and kitgen's map equals each."""
    ours = {c: frozenset(v) for c, v in army_tables.CHARACTERISTIC_CRITERIA.items()}
    assert ours == seed.CHARACTERISTIC_CRITERIA_BY_CHARACTERISTIC
    assert ours == seed.CHARACTERISTIC_CRITERIA_BY_CRITERION


def test_criteria_feed_skills_as_the_union_of_both_paragraphs() -> None:
    """Seed 002, "Les compétences" and "Critères d'évaluation" (J2): a skill is fed by
    the union of what both say; the skill paragraphs only ever leave criteria out."""
    ours = {s.key: frozenset(s.criteria) for s in army_tables.SKILLS}
    union = {
        k: seed.SKILL_CRITERIA_BY_SKILL[k] | seed.SKILL_CRITERIA_BY_CRITERION[k] for k in ours
    }
    assert ours == union
    for key, listed in seed.SKILL_CRITERIA_BY_SKILL.items():
        assert listed <= seed.SKILL_CRITERIA_BY_CRITERION[key], key
    # J2 names the three the skill paragraphs leave short
    assert ours["will"] == {"hierarchy", "cohesion", "motivation", "defence"}
    assert ours["perception"] == {"communication", "diversity", "knowledge", "culture"}
    assert ours["initiative"] == {"communication", "logistics", "mobility", "ranged", "history"}


def test_skill_characteristics_groups_and_criteria_order() -> None:
    """Seed 002, "Les compétences": each skill's characteristic and group."""
    assert {s.key: s.characteristic for s in army_tables.SKILLS} == seed.SKILL_CHARACTERISTIC
    for group, keys in seed.SKILL_GROUPS.items():
        assert tuple(s.key for s in army_tables.SKILLS if s.group == group) == keys
    assert tuple(army_tables.CRITERIA) == tuple(seed.CRITERIA_FR)
    assert army_tables.RATING_RANGE == (seed.CRITERION_RATING_MIN, seed.CRITERION_RATING_MAX)


def test_hero_classes_strategist_ranks_and_round_lengths() -> None:
    """Seed 002, "Classement des héros", "Formation supplémentaire" and "Round de
    combat"."""
    assert [(c.key, c.min_level, c.rank, c.points) for c in talent_tables.HERO_CLASSES] == [
        (name, low, rank, points) for name, low, _, rank, points in seed.HERO_CLASSES
    ]
    assert army_tables.STRATEGIST_MIN_LEVEL == seed.STRATEGIST_RANK_MIN_LEVEL
    assert army_tables.MIN_BATTLE == seed.MIN_BATTLE_PARTICIPANTS
    for low, high, minutes in seed.ROUND_LENGTH_MINUTES:
        for n in (low, high) if high else (low, 10**7):
            assert army_rules.round_minutes(n) == minutes, n
    assert army_rules.round_minutes(seed.MIN_BATTLE_PARTICIPANTS - 1) is None


def test_every_action_as_the_seed_lists_it() -> None:
    """Seed 002, "Actions": type, initiative cost, skills rolled, defences, and the
    advantage points won or lost, for all 18 actions."""
    assert [a.key for a in action_tables.ACTIONS] == list(seed.ACTIONS)
    for action in action_tables.ACTIONS:
        theirs = seed.ACTIONS[action.key]
        cost = theirs["cost"] if isinstance(theirs["cost"], tuple) else (theirs["cost"],) * 2
        assert (action.kind, action.cost) == (theirs["type"], cost), action.key
        assert set(action.attack) == set(theirs["attack"]), action.key
        assert set(action.defence) == set(theirs["defence"]), action.key
        points = seed.ACTION_ADVANTAGE[action.key]
        gained = points["success_self"] or points["success_enemy"]
        assert action.success_advantage == gained, action.key
        assert action.failure_advantage == points["failure_self"], action.key
        assert bool(action.deals_damage) == (action.key in seed.ACTION_DAMAGES_ON_SUCCESS)


def test_terrain_characteristics_as_the_seed_describes_them() -> None:
    """Seed 002, "Le terrain": levels, effects on the occupant and on an enemy acting
    against it, heights, exit costs and the skills that change each characteristic."""
    by_key = action_tables.FEATURE_BY_KEY
    assert {k: f.max_level for k, f in by_key.items()} == seed.TERRAIN_LEVELS
    assert {k: f.occupant for k, f in by_key.items() if f.occupant} == seed.TERRAIN_OCCUPANT
    assert {k: f.against for k, f in by_key.items() if f.against} == seed.TERRAIN_ATTACKER
    assert set(action_tables.HEIGHTS_HIGHER) == seed.HEIGHTS_HIGHER_BONUS
    assert set(action_tables.HEIGHTS_LOWER) == seed.HEIGHTS_LOWER_MALUS
    exits = {"level": "level", "one": "1", "none": "0"}
    assert {k: exits[f.exit] for k, f in by_key.items()} == seed.TERRAIN_EXIT_EXTRA
    for key, change in seed.TERRAIN_MODIFY.items():
        f = by_key[key]
        assert (f.raise_with, f.lower_with, f.opposed_by) == (
            change["raise"],
            change["lower"],
            change["opposed_by"],
        ), key
    assert action_tables.STRONGHOLD_SPECIAL == seed.STRONGHOLD_SPECIAL_MULTIPLIER
    assert action_tables.PASSIVE_RESISTANCE == seed.TERRAIN_PASSIVE_RESISTANCE_MULTIPLIER
    assert action_tables.WEATHER_DIFFICULTY == seed.WEATHER_DIFFICULTY_MULTIPLIER


def test_talents_and_their_numbers() -> None:
    """Seed 002, "Talents d'une armée": the 13 talents in order, then Autonomie (J1), and
    the talents that move a skill."""
    assert [t.key for t in talent_tables.TALENTS[:-1]] == list(seed.TALENTS_FR)
    assert talent_tables.TALENTS[-1].key == "autonomy"
    assert seed.TALENT_SKILL_BONUSES == {
        "tactical_advantage": talent_tables.TACTICAL_ADVANTAGE,
        "iron_hand": talent_tables.IRON_HAND,
        "forced_march": {"initiative": talent_tables.FORCED_MARCH_INITIATIVE},
    }
    assert (talent_tables.TALENTS_BASE, talent_tables.TALENTS_LEVEL) == (
        seed.TALENTS_BASE,
        seed.TALENT_SECOND_MIN_ARMY_LEVEL,
    )


# --- the seed's worked examples ---------------------------------------------------------------


def test_level_example_gives_12() -> None:
    """Seed 002, "Niveau d'une armée": level 6, strategist 2, force expertise and arts
    guerriers, one aide with force expertise -> 6 + 2 + 2 + 1 + 1 = 12 (J3)."""
    ex = seed.LEVEL_EXAMPLE
    level = army_rules.army_level(
        ex["commander_level"], ex["strategist_rank"], ["power", "martial_arts"], [(0, ["power"])]
    )
    assert level.value == ex["expected_army_level"] == 12
    assert sorted(t.value for t in level.terms) == sorted([6, 2, 1, 1, 1, 1])


def test_aides_add_three_levels_at_most() -> None:
    """J3: +1 any aide, +1 a strategist aide, +1 an aide with a combat formation; many
    aides still add 3."""
    many = [(2, ["power"]), (1, ["finesse"]), (0, ["martial_arts"]), (3, [])]
    assert army_rules.army_level(5, 0, [], many).value == 5 + seed.LEVEL_AIDES_MAX
    assert army_rules.army_level(5, 0, [], [(0, [])]).value == 6


def test_con_14_soaks_2_and_the_soak_example() -> None:
    """Seed 002, "Encaisser des dégâts": CON 14 -> soak 2; a d4 of 2 with a Strength
    bonus of 1 is 3 VDB, less 2 soaked: 1 VDB on top of DB (J4)."""
    assert army_rules.modifier(seed.CON_EXAMPLE["constitution"]) == seed.CON_EXAMPLE["soak"] == 2
    ex = seed.SOAK_EXAMPLE
    db, vdb = 250, 25
    hit = army_rules.hit(db, vdb, ex["d4_roll"], modifier=ex["strength_bonus"], soak=ex["soak"])
    assert hit == db + ex["vdb_after_soak"] * vdb == 275


def test_modifier_is_floor_of_half_the_difference() -> None:
    """J1: floor((score - 10) / 2), negative scores rounding down."""
    assert [army_rules.modifier(s) for s in (6, 7, 8, 9, 10, 11, 12, 13)] == [
        -2,
        -2,
        -1,
        -1,
        0,
        0,
        1,
        1,
    ]


def test_hit_points_2500_give_db_250_and_vdb_25() -> None:
    """Seed 002, "Effectif et valeur d'unité": 10 %, rounded up, twice."""
    rule = seed.DB_RULE
    assert army_rules.base_damage(rule["hp"]) == rule["db"] == 250
    assert army_rules.damage_step(rule["db"]) == rule["vdb"] == 25
    for hp, db, vdb in [(2501, 251, 26), (1, 1, 1), (0, 0, 0), (99, 10, 1), (101, 11, 2)]:
        assert (army_rules.base_damage(hp), army_rules.damage_step(db)) == (db, vdb)


def test_damage_range_of_one_hit() -> None:
    """J4: DB 250, VDB 25, STR +1 against CON +2 -> 250, 275, 300, 325 on 1d4 (mean
    287.5); a combined assault's 2d4 runs 275..425; soak beyond the dice comes off DB;
    never below 1."""
    dist = army_rules.damage_roll(1).map(lambda r: army_rules.hit(250, 25, r, modifier=1, soak=2))
    assert dist.outcomes == (250, 275, 300, 325)
    assert dist.mean() == Fraction(575, 2)
    combined = army_rules.damage_roll(2).map(
        lambda r: army_rules.hit(250, 25, r, modifier=1, soak=2)
    )
    assert (combined.min, combined.max) == (275, 425)
    assert combined.p(350) == Fraction(4, 16)
    assert army_rules.hit(250, 25, 1, modifier=-1, soak=4) == 250 - 4 * 25
    assert army_rules.hit(3, 1, 1, modifier=-3, soak=5) == 1


def test_hargne_in_damage_steps_or_raw_points() -> None:
    """Seed 002, "Points d'avantage" example: 2 points of hargne. Kitgen counts them in
    VDB (J4); the house rule ``advantage_points: raw`` counts 2 points."""
    ex = seed.ADVANTAGE_EXAMPLE
    assert ex["start"] - sum(ex["attention_split"]) - ex["hargne"] - ex["preparation"] == 0
    assert ex["start"] - ex["consumed"] == ex["end_of_round"]
    vdb = army_rules.hit(250, 25, 2, bonus=ex["hargne"]) - army_rules.hit(250, 25, 2)
    raw = army_rules.hit(250, 25, 2, raw_bonus=ex["hargne"]) - army_rules.hit(250, 25, 2)
    assert (vdb, raw) == (50, ex["extra_damage_points"])


def test_cliff_fortress_gives_seven_parry() -> None:
    """Seed 002, "Combiner les types de terrain": a fortress (4) on a cliff (3) gives +7
    Parade against an army at the foot of the cliff."""
    ex = seed.CLIFF_FORTRESS_EXAMPLE
    top = terrain.Ground("Cliff", stronghold=ex["stronghold"], heights=ex["heights"])
    foot = terrain.Ground("Foot", heights=ex["adversary_heights"])
    mods = terrain.merged(terrain.occupant(top), terrain.heights(top, foot))
    assert terrain.total(mods, "parry") == ex["parry_bonus"] == 7


def test_weather_under_a_stronghold_and_unheld_resistance() -> None:
    """Seed 002, "Intempéries": a stronghold 1 under weather 2 feels weather 1; "Détruire
    ou modifier": an unheld fortress (4) resists with 20; "Sol instable": sand (1)
    takes 2 moves to leave."""
    ex = seed.WEATHER_STRONGHOLD_EXAMPLE
    ground = terrain.Ground("Keep", stronghold=ex["stronghold"], weather=ex["weather"])
    assert ground.felt_weather == ex["effective_weather"] == 1
    assert terrain.total(terrain.occupant(ground), "morale") == -1
    assert terrain.resistance(seed.TERRAIN_PASSIVE_RESISTANCE_EXAMPLE["stronghold_level"]) == 20
    assert terrain.Ground("Desert", unstable_ground=1).exit_cost == 2
    assert terrain.Ground("Wood", cover=3).exit_cost == 2
    assert terrain.Ground("Peak", heights=4, cover=1).exit_cost == 6


def test_strategist_critical_ranges() -> None:
    """Seed 002, "Formation supplémentaire": rank 2 crits on 18-20, rank 6 on 14-20;
    "Fin stratège": rank 2 with the talent crits like rank 4, on 16-20."""
    for rank, low in seed.STRATEGIST_CRIT_EXAMPLES.items():
        assert army_rules.critical_low(rank, False) == low
    for rank, low in seed.STRATEGIST_CRIT_EXAMPLES_MASTER_STRATEGIST.items():
        assert army_rules.critical_low(rank, True) == low
    assert army_rules.critical_low(0, False) == 20


# --- heroes (J5) ------------------------------------------------------------------------------


def test_ildar_and_bey_kavelec_validate(tmp_path: Path) -> None:
    """Seed 002, "Exemples de héros": Ildar is legendary, 13 points, cooldown 5; the Bey
    is medium with 10 points of bonuses and 3 of maluses, cooldown 3."""
    loaded = load(write(tmp_path, BATTLE))
    assert not [w for w in loaded.warnings if "hero" in w.message]
    plan = loaded.plan
    ildar = plan.army("Blue").heroes[0]
    assert ildar.bonuses == seed.ILDAR["bonuses"]
    assert (ildar.cls.key, ildar.cls.points, ildar.spent, ildar.cooldown) == (
        seed.ILDAR["class"],
        seed.ILDAR["points"],
        13,
        seed.ILDAR["cooldown"],
    )
    bey = plan.army("Red").heroes[0]
    assert bey.bonuses == seed.BEY_KAVELEC["bonuses"]
    assert (bey.cls.key, bey.bonus_points, bey.malus_points, bey.cooldown) == (
        seed.BEY_KAVELEC["class"],
        seed.BEY_KAVELEC["total_bonus"],
        seed.BEY_KAVELEC["total_malus"],
        seed.BEY_KAVELEC["cooldown"],
    )
    assert bey.spent == bey.cls.points == 7


def test_a_minor_hero_with_a_plus_2_is_rejected(tmp_path: Path) -> None:
    text = BATTLE.replace(
        "    talents: [determination]",
        "    talents: [determination]\n    corps: []\n",
    ).replace(
        "  - name: Red\n",
        "  - name: Red\n",
    )
    text = text.replace(
        "      - name: Bey Kavelec\n",
        "      - name: Squire\n        level: 6\n        bonuses: {parry: 2, will: 1, morale: 1}\n"
        "      - name: Bey Kavelec\n",
    )
    message = errors_of(tmp_path, text)
    assert "hero 'Squire': Parry +2 is above what a minor hero may give (+1)" in message


def test_hero_classes_and_reclassing() -> None:
    """J5: by level, one class up for a PC or a superior race (not two), at most
    legendary; an ordinary PC (or superior race, ruling O8) becomes minor."""
    cls = heroes.hero_class
    assert cls(4, False, False) is None
    assert cls(4, True, False).key == "minor"  # type: ignore[union-attr]
    assert cls(4, False, True).key == "minor"  # type: ignore[union-attr]
    assert cls(9, False, False).key == "minor"  # type: ignore[union-attr]
    assert cls(9, True, True).key == "medium"  # type: ignore[union-attr]
    assert cls(10, False, False).key == "medium"  # type: ignore[union-attr]
    assert cls(19, True, False).key == "legendary"  # type: ignore[union-attr]
    assert cls(25, True, True).key == "legendary"  # type: ignore[union-attr]


def _hero(level: int, bonuses: dict[str, int]) -> heroes.HeroPlan:
    klass = heroes.hero_class(level, False, False)
    assert klass is not None
    return heroes.HeroPlan(
        "H", ("heroes", 0), level, False, False, False, klass, klass, bonuses, 0
    )


def test_hero_points_limits() -> None:
    """J5 and "Héros à malus": a major hero may spread 14 bonus points against 4 of
    maluses; maluses worth more than the class points, a malus below -rank, overspending
    are errors; underspending warns."""
    ex = seed.MALUS_HERO_EXAMPLE
    major = _hero(
        15,
        {
            "parry": 3,
            "will": 3,
            "morale": 3,
            "vigour": 3,
            "damage": 2,
            "sapping": -2,
            "perception": -2,
        },
    )
    assert (major.bonus_points, major.malus_points) == (ex["bonus_points"], ex["malus_points"])
    assert heroes.check_hero(major) == []
    codes = lambda h: [f.code for f in heroes.check_hero(h)]  # noqa: E731
    assert codes(_hero(15, {"parry": 3, "will": 3, "morale": 2})) == ["hero_underspent"]
    assert codes(_hero(15, {"parry": 3, "will": 3, "morale": 3, "vigour": 3})) == [
        "hero_overspent"
    ]
    assert codes(_hero(5, {"parry": 1, "will": 1, "morale": 1, "vigour": 2, "sapping": -1})) == [
        "hero_bonus_too_big"
    ]
    assert "hero_malus_too_big" in codes(
        _hero(10, {"parry": 2, "will": 2, "sapping": -3, "morale": 2, "vigour": 2, "damage": 2})
    )
    many = {s.key: 1 for s in army_tables.SKILLS}
    many.update(
        {"perception": -1, "initiative": -1, "manoeuvre": -1, "sapping": -1, "warcraft": -1}
    )
    assert "hero_maluses_over" in codes(_hero(5, many))


def test_moderate_use_example() -> None:
    """Seed 002, "Le temps de recharge": a medium hero giving four bonuses rests 3 rounds;
    cutting it to 2 drops 2 of its bonuses."""
    ex = seed.MODERATE_USE_EXAMPLE
    hero = _hero(10, dict(zip(("parry", "will", "morale", "vigour"), ex["bonuses"], strict=True)))
    assert hero.cooldown == ex["cooldown"]
    assert hero.moderate[0] == (ex["reduced_cooldown"], ex["bonuses_dropped"])
    # giving up all four would leave the hero giving nothing: no such choice
    assert hero.moderate == ((2, 2),)


def test_heroism_sacrifice_and_commander_bonuses(tmp_path: Path) -> None:
    """ "L'héroïsme", "Le sacrifice du héros", "Le commandant": +1 on bonuses and maluses
    for heroism or a sacrifice, +2 for both; the commander adds 1 to bonuses only."""
    bey = plan_of(tmp_path).army("Red").heroes[0]
    assert bey.with_heroism["manoeuvre"] == 0 and bey.with_heroism["parry"] == 3
    assert bey.with_sacrifice["sapping"] == 1 and bey.with_sacrifice["will"] == 4
    commander = replace(bey, commander=True).as_commander
    assert commander is not None
    assert (commander["parry"], commander["sapping"]) == (3, -1)


def test_ordinary_character_is_no_hero(tmp_path: Path) -> None:
    text = BATTLE.replace("        level: 22\n", "        level: 3\n")
    assert "'Ildar Adeldiral' (level 3) is an ordinary character, not a hero" in errors_of(
        tmp_path, text
    )


# --- the army's numbers (J1-J3, talents) ------------------------------------------------------


def test_blue_army_by_hand(tmp_path: Path) -> None:
    """Blue, worked by hand: level 12; STR 10+1+0+0+1 = 12 (+1); CON 10+1+1+1+1 = 14
    (+2); INT 10+1+1+1+0 = 13, WIS 10+1+1+0+0 = 12, CHA 10+1+1+0+0 = 12; Power attack =
    12 + (1+1+1) + 1 = 16; Parry = 12 + 4 + 1 = 17, passive 27; Manoeuvre = 12 + 4 + 0
    (DEX 11) + 3 (Main de fer) = 19; HP 1500 + 1000 = 2500."""
    blue = plan_of(tmp_path).army("Blue")
    assert blue.level.value == 12
    chars = {k: s.value for k, s in blue.characteristics.items()}
    assert chars == {
        "strength": 12,
        "dexterity": 11,
        "constitution": 14,
        "intelligence": 13,
        "wisdom": 12,
        "charisma": 12,
    }
    skills = {k: s.value for k, s in blue.skills.items()}
    assert skills["power_attack"] == 16
    assert skills["parry"] == 17 and blue.passives["parry"] == 27
    assert skills["manoeuvre"] == 19
    assert skills["morale"] == 12 + 4 + 1 + 1  # Main de fer +1
    assert (blue.whole.hp, blue.whole.db, blue.whole.vdb) == (2500, 250, 25)
    assert blue.critical_low == 20 - 2 - 2  # strategist 2, Fin stratège
    assert blue.starting_advantage == 2 and blue.grace_round == 0


def test_intelligence_wisdom_charisma_capped_unless_autonomous(tmp_path: Path) -> None:
    """J1: INT, SAG and CHA never above the commander's own, unless the army has
    Autonomie."""
    text = BATTLE.replace("intelligence: 14", "intelligence: 11")
    blue = plan_of(tmp_path, text).army("Blue")
    assert blue.characteristics["intelligence"].value == 11
    assert blue.characteristics["intelligence"].raw == 13
    free = text.replace(
        "talents: [iron_hand, master_strategist]", "talents: [iron_hand, autonomy]"
    )
    assert plan_of(tmp_path, free).army("Blue").characteristics["intelligence"].value == 13


def test_missing_commander_scores_warn(tmp_path: Path) -> None:
    text = BATTLE.replace(", intelligence: 12, wisdom: 12, charisma: 12", "")
    warnings = [w.message for w in load(write(tmp_path, text)).warnings]
    assert any("commander 'Kel' has no Intelligence, Wisdom, Charisma" in w for w in warnings)


def test_unrated_criteria_count_as_average(tmp_path: Path) -> None:
    """Ruling O1."""
    text = BATTLE.replace("defence: 1, knowledge: 0, culture: 1, history: 0}", "defence: 1}")
    loaded = load(write(tmp_path, text))
    assert any("leaves 3 criteria unrated" in w.message for w in loaded.warnings)
    assert loaded.plan.army("Red").unrated == ("knowledge", "culture", "history")


def test_talent_slots(tmp_path: Path) -> None:
    """ "Talents d'une armée": 1, a second from army level 10, a third for a PC commander."""
    assert talent_slots(9, False) == 1
    assert talent_slots(10, False) == 2
    assert talent_slots(10, True) == 3
    text = BATTLE.replace("talents: [determination]", "talents: [determination, brute]")
    assert "army 'Red' has 2 talents but may have 1" in errors_of(tmp_path, text)
    twice = BATTLE.replace("talents: [determination]", "talents: [brute, brute]")
    assert "army 'Red' takes Brute twice" in errors_of(tmp_path, twice)


def test_talents_that_move_numbers(tmp_path: Path) -> None:
    """Avantage tactique (twice), Marche forcée, Brute, Impitoyable, Dernière chance,
    Adaptation, Assurance, Maître du destin, Attaque opportune."""
    text = BATTLE.replace(
        "    commander: {name: Kel, level: 9,",
        "    commander: {name: Kel, level: 9, player: true,",
    ).replace(
        "talents: [determination]",
        "talents: [tactical_advantage, tactical_advantage, forced_march]",
    )
    text = text.replace("level: 9,", "level: 12,")
    red = plan_of(tmp_path, text).army("Red")
    base = plan_of(tmp_path).army("Red")
    gain = {k: red.skills[k].value - base.skills[k].value for k in red.skills}
    # level 12 instead of 9: +3 everywhere
    assert gain["power_attack"] == 3 + 4 and gain["finesse_attack"] == 3 + 4
    assert gain["initiative"] == 3 + 4 + 2 and gain["parry"] == 3
    assert red.initiative_cap == 6 and red.speed == Fraction(3, 2)
    brute = BATTLE.replace("talents: [determination]", "talents: [ruthless]")
    plan = plan_of(tmp_path, brute)
    red_body = plan.army("Red").whole
    assert (red_body.db, red_body.ruthless_db, red_body.last_chance) == (200, 300, 100)
    odd = body("x", (), (("u", 1, 1005),))
    assert (odd.db, odd.ruthless_db, odd.last_chance) == (101, 152, 51)


def test_determination_lowers_enemy_defences_unless_both(tmp_path: Path) -> None:
    """ "Détermination": every defence of the enemy -1; two determined armies cancel."""
    plan = plan_of(tmp_path)
    red_on_blue = next(m for m in plan.matchups if m.attacker == "Red")
    push = next(o for o in red_on_blue.actions if o.action.key == "massive_assault").best
    assert any(t.key == "talent.determination" for t in push.difficulty_extra)
    both = BATTLE.replace("talents: [iron_hand, master_strategist]", "talents: [determination]")
    red_on_blue = next(m for m in plan_of(tmp_path, both).matchups if m.attacker == "Red")
    for odds in red_on_blue.actions:
        assert all(t.key != "talent.determination" for t in odds.best.difficulty_extra)


def test_matchup_counts_ground_and_stronghold(tmp_path: Path) -> None:
    """Red on the plain pushing Blue back off its fortified hill: Parry 17 + 10, + 2
    (stronghold) + 1 (higher) + 10 (5 x stronghold against Recul, ruling O4) - 1
    (Détermination) = 39."""
    plan = plan_of(tmp_path)
    red_on_blue = next(m for m in plan.matchups if m.attacker == "Red")
    push = next(o for o in red_on_blue.actions if o.action.key == "push_back").best
    assert push.difficulty == 27 + 2 + 1 + 10 - 1
    subtle = next(o for o in red_on_blue.actions if o.action.key == "subtle_assault").best
    red = plan.army("Red")
    assert subtle.score == red.skills["finesse_attack"].value - 1  # below the hill


def test_strategist_rank_needs_its_level(tmp_path: Path) -> None:
    text = BATTLE.replace("strategist: 2", "strategist: 3")
    assert "'Ann' has strategist rank 3, which needs level 9" in errors_of(tmp_path, text)


def test_grace_round(tmp_path: Path) -> None:
    """ "Round de combat" and "Formation supplémentaire": -2 advantage points, nothing
    from strategist rank 2 or with Assurance, a gain from rank 3 (ruling O5)."""
    red = plan_of(tmp_path).army("Red")
    assert red.grace_round == -army_tables.GRACE_ROUND_LOSS
    assert replace(red, talents={"assurance": 1}).grace_round == 0
    third = BATTLE.replace("level: 6\n      strategist: 2", "level: 9\n      strategist: 3")
    assert plan_of(tmp_path, third).army("Blue").grace_round == 1
    house = third + "house_rules: {grace_round_gain: 2}\n"
    assert plan_of(tmp_path, house).army("Blue").grace_round == 2


def test_round_length_and_small_battles(tmp_path: Path) -> None:
    """J6: 3 500 participants -> 10 minutes a round; below 100 it is not a battle."""
    plan = plan_of(tmp_path)
    assert (plan.participants, plan.round_minutes) == (2700, 10)
    assert plan.rounds_before_fatigue == 72
    small = BATTLE.replace("count: 1500", "count: 10").replace("count: 200", "count: 10")
    small = small.replace("count: 1000", "count: 10")
    warnings = [w.message for w in load(write(tmp_path, small)).warnings]
    assert any("30 participants in all: below 100 it is not a battle" in w for w in warnings)


# --- corps ------------------------------------------------------------------------------------

CORPS = """\
    corps:
      - {name: Van, at: Hill, units: {Foot: 1000, Horse: 200}, heroes: [Ildar Adeldiral]}
      - {name: Rear, at: Plain, units: {Foot: 500}}
"""


def test_corps_have_their_own_hit_points(tmp_path: Path) -> None:
    """ "Armée, effectif et corps": each corps has its own headcount, HP, DB and VDB, and
    fights (and is fought) from its own zone."""
    text = BATTLE.replace(
        "    talents: [iron_hand, master_strategist]\n",
        "    talents: [iron_hand, master_strategist]\n" + CORPS,
    )
    plan = plan_of(tmp_path, text)
    blue = plan.army("Blue")
    assert [(b.name, b.hp, b.db, b.vdb) for b in blue.bodies] == [
        ("Van", 2000, 200, 20),
        ("Rear", 500, 50, 5),
    ]
    assert blue.heroes[0].corps == "Van"
    bodies = {(m.attacker_body, m.defender_bodies) for m in plan.matchups}
    assert bodies == {("Van", ("Red",)), ("Rear", ("Red",)), ("Red", ("Van",)), ("Red", ("Rear",))}


def test_enemy_corps_on_one_ground_share_a_page(tmp_path: Path) -> None:
    """Odds depend on where each side stands, so enemy corps on one ground (here: no zone
    at all) get one matchup, and one page."""
    unplaced = CORPS.replace("at: Hill, ", "").replace("at: Plain, ", "")
    text = BATTLE.replace("    at: Hill\n", "").replace(
        "    talents: [iron_hand, master_strategist]\n",
        "    talents: [iron_hand, master_strategist]\n" + unplaced,
    )
    plan = plan_of(tmp_path, text)
    assert [m.defender_bodies for m in plan.matchups if m.attacker == "Red"] == [("Van", "Rear")]
    assert len([m for m in plan.matchups if m.attacker == "Blue"]) == 2


def test_corps_errors(tmp_path: Path) -> None:
    over = CORPS.replace("Foot: 500", "Foot: 600").replace("at: Plain", "at: Hill")
    text = BATTLE.replace(
        "    talents: [iron_hand, master_strategist]\n",
        "    talents: [iron_hand, master_strategist]\n" + over,
    )
    message = errors_of(tmp_path, text)
    assert "the corps hold 1600 'Foot' but the army has 1500" in message
    assert "corps 'Van' already holds zone 'Hill'" in message
    under = CORPS.replace("Foot: 500", "Foot: 400")
    text = BATTLE.replace(
        "    talents: [iron_hand, master_strategist]\n",
        "    talents: [iron_hand, master_strategist]\n" + under,
    )
    warnings = [w.message for w in load(write(tmp_path, text)).warnings]
    assert any("100 'Foot' are in no corps" in w for w in warnings)


# --- the d20 ----------------------------------------------------------------------------------


def test_d20_chances() -> None:
    """Ruling O2: meet or beat; a die in the critical range succeeds whatever the total
    (the house rule ``critical_needs_success`` wants both)."""
    assert army_rules.chances(10, 20, 20, False) == (Fraction(11, 20), Fraction(1, 20))
    assert army_rules.chances(10, 40, 18, False) == (Fraction(3, 20), Fraction(3, 20))
    assert army_rules.chances(10, 40, 18, True) == (Fraction(0), Fraction(0))
    assert army_rules.chances(10, 29, 18, True) == (Fraction(2, 20), Fraction(2, 20))
    assert army_rules.chances(30, 20, 20, False) == (Fraction(1), Fraction(1, 20))


@given(st.integers(-10, 60), st.integers(0, 80), st.integers(12, 20), st.booleans())
def test_d20_chances_count_faces(skill: int, difficulty: int, low: int, strict: bool) -> None:
    """The chances equal a count of the 20 faces of the die."""
    faces = range(1, 21)
    hits = [r for r in faces if r + skill >= difficulty or (not strict and r >= low)]
    crits = [r for r in faces if r >= low and (not strict or r + skill >= difficulty)]
    assert army_rules.chances(skill, difficulty, low, strict) == (
        Fraction(len(hits), 20),
        Fraction(len(crits), 20),
    )


@given(
    st.integers(0, 10**9),
    st.integers(-5, 5),
    st.integers(-5, 5),
    st.integers(0, 6),
    st.integers(1, 2),
)
def test_hits_never_drop_below_one_and_grow_with_the_dice(
    hp: int, mod: int, soak: int, bonus: int, dice: int
) -> None:
    db = army_rules.base_damage(hp)
    vdb = army_rules.damage_step(db)
    values = [
        army_rules.hit(db, vdb, r, modifier=mod, soak=soak, bonus=bonus)
        for r in range(dice, 4 * dice + 1)
    ]
    assert min(values) >= 1
    assert values == sorted(values)


def test_example_builds_clean() -> None:
    """The example file validates without warnings, with the seed's heroes in it."""
    loaded = load(EXAMPLE)
    assert loaded.warnings == ()
    names = {h.name for a in loaded.plan.armies for h in a.heroes}
    assert {"Ildar Adeldiral", "Bey Kavelec"} <= names
    assert loaded.plan.army("Loreval").level.value == 12
    hill = loaded.plan.ground("Colline d'Ardoise")
    assert (hill.heights, hill.stronghold) == (1, 2)


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_every_finding_has_words(lang: str) -> None:
    text = system_text(lang, "jdrwiki")
    keys = text.keys()
    folder = ROOT / "kitgen" / "systems" / "jdrwiki"
    source = "".join(p.read_text(encoding="utf-8") for p in folder.glob("*.py"))
    import re

    codes = set(re.findall(r'(?:error|warning)\(\s*"([a-z_]+)"', source))
    assert codes, "no findings found"
    assert {f"msg.{c}" for c in codes} <= keys
    assert text("system.jdrwiki")


def test_corps_need_units_and_enemies_start_apart(tmp_path: Path) -> None:
    empty = CORPS.replace("units: {Foot: 500}", "units: {}")
    text = BATTLE.replace(
        "    talents: [iron_hand, master_strategist]\n",
        "    talents: [iron_hand, master_strategist]\n" + empty,
    )
    assert "corps 'Rear' has no units" in errors_of(tmp_path, text)
    shared = BATTLE.replace(
        "    talents: [determination]\n", "    talents: [determination]\n    at: Hill\n"
    )
    warnings = [w.message for w in load(write(tmp_path, shared)).warnings]
    assert any("'Blue' and 'Red' are enemies and both start in 'Hill'" in w for w in warnings)


def test_a_corps_without_a_zone_stands_with_its_army(tmp_path: Path) -> None:
    """Ruling O9: a corps with no `at:` stands in its army's zone, so two of them clash."""
    text = BATTLE.replace(
        "    talents: [iron_hand, master_strategist]\n",
        "    talents: [iron_hand, master_strategist]\n"
        + CORPS.replace("at: Hill, ", "").replace("at: Plain, ", ""),
    )
    assert "corps 'Van' already holds zone 'Hill'" in errors_of(tmp_path, text)


def test_battle_weather_reaches_armies_without_a_zone(tmp_path: Path) -> None:
    """The battle's weather lies over the whole field, zone or no zone."""
    plan = plan_of(tmp_path, BATTLE + "weather: 2\n")
    red_on_blue = next(m for m in plan.matchups if m.attacker == "Red")
    assert red_on_blue.attacker_ground.weather == 2
    spying = next(o for o in red_on_blue.actions if o.action.key == "spying").best
    assert spying.score == plan.army("Red").skills["perception"].value - 2


def test_seed_spellings_are_accepted(tmp_path: Path) -> None:
    """The seed's own words: « Manœuvre militaire », « Moyens d'attaque habile » (ranged,
    J2), « Formations militaires »."""
    text = BATTLE.replace("morale: 2, manoeuvre: -1", "morale: 2, Manœuvre militaire: -1")
    text = text.replace("melee: 1, ranged: -1,", "melee: 1, moyens d'attaque habile: -1,")
    text = text.replace(
        "training: 1, motivation: 1, mobility: -1",
        "formations militaires: 1, motivation: 1, mobility: -1",
    )
    red = plan_of(tmp_path, text).army("Red")
    assert red.heroes[0].bonuses["manoeuvre"] == -1
    assert red.army.criteria["ranged"] == -1 and red.army.criteria["training"] == 1
