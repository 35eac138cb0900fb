"""Promiterra (seed 003) rules core, checked against the seed, its worked examples and an
independent transcription of its tables (tests/promiterra_seed_tables.py)."""

from __future__ import annotations

import math
import unicodedata
from fractions import Fraction
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from kitgen.dice import binomial
from kitgen.errors import KitError
from kitgen.pipeline import load
from kitgen.systems.promiterra import combat
from kitgen.systems.promiterra.battlefield import fortification_level
from kitgen.systems.promiterra.plan import track
from kitgen.systems.promiterra.tables import (
    DICE_CUTTING,
    FATE_OUTCOMES,
    FATE_ROLLS,
    FORTIFICATIONS,
    LOST_UNIT_CONDITIONS,
    LOYALTY_TRIGGERS,
    OTHER_ACTIONS,
    STAT_LIMITS,
    TERRAINS,
    TROOP_TYPES,
    TURN_STEPS,
)
from tests import promiterra_seed_tables as seed
from tests.conftest import ROOT, load_errors, system_text, write

EXAMPLE = ROOT / "armies" / "gue-aux-saules.yaml"
FR = system_text("fr", "promiterra")


def fold(text: str) -> str:
    bare = unicodedata.normalize("NFKD", text)
    return "".join(c for c in bare if not unicodedata.combining(c)).casefold().strip()


def seed_row(units: int) -> tuple[int, int]:
    """The transcription's (dice, multiplier) for ``units``, by a plain scan."""
    for low, high, dice, multiplier in seed.DICE_CUTTING:
        if low <= units and (high is None or units <= high):
            return dice, multiplier
    raise AssertionError(units)


# --- the dice-cutting table (seed 003, "Couper le nombre de dés lancés"; ruling P2) ------------


def test_dice_cutting_table_is_the_seeds_row_for_row() -> None:
    assert len(DICE_CUTTING) == len(seed.DICE_CUTTING) == 88
    assert [(c.low, c.high, c.dice, c.multiplier) for c in DICE_CUTTING] == list(seed.DICE_CUTTING)


def test_cut_reads_the_right_row_for_every_size() -> None:
    for units in [*range(1, 5001), *range(5000, 120_001, 7), 1_000_000]:
        row = combat.cut(units)
        assert (row.dice, row.multiplier) == seed_row(units), units
    for low, high, dice, multiplier in seed.DICE_CUTTING:
        for units in {low, high or low, (low + (high or low)) // 2}:
            assert (combat.cut(units).dice, combat.cut(units).multiplier) == (dice, multiplier)


def test_seed_example_50_units_attack_2() -> None:
    """seed 003, "Couper le nombre de dés lancés", Exemple: 48-52 -> 10 dice x 5; four
    successes make 20 hits; 20 hits at Défense 3 -> 7 dice x 3; four saves cancel 12,
    8 units lost."""
    example = seed.WORKED_EXAMPLES["dice_cutting"]
    attack = combat.cut(50)
    assert (attack.low, attack.high, attack.dice, attack.multiplier) == example["attack_row"]
    successes = combat.count_successes(example["attack_rolls"], 2)
    assert successes == example["attack_dice_successes"] == 4
    hits = successes * attack.multiplier
    assert hits == example["hits"] == 20
    defense = combat.cut(hits)
    assert (defense.low, defense.high, defense.dice, defense.multiplier) == (20, 22, 7, 3)
    saves = combat.count_successes(example["defense_rolls"], 3)
    assert saves == 4
    assert combat.left_after_saves(hits, saves, defense) == example["defender_losses"] == 8


def test_perfect_defence_cancels_every_hit() -> None:
    """P2: every defence die succeeding cancels all hits, even where the multiplier falls
    short (17 hits roll 8 dice x 2 = 16)."""
    row = combat.cut(17)
    assert (row.dice, row.multiplier) == (8, 2)
    assert combat.left_after_saves(17, 8, row) == 0
    assert combat.left_after_saves(17, 7, row) == 3
    assert combat.save_wave(17, 5).p(0) >= Fraction(5, 6) ** 8


def test_seed_melee_example_rolls() -> None:
    """seed 003, "7. Attaque de corps-à-corps", Exemple: 10 light infantry (2/2) against
    5 heavy infantry (3/3): 3 hits, 2 saved, heavy keeps 4; riposte 2 hits, none saved,
    light keeps 8."""
    ex = seed.WORKED_EXAMPLES["melee"]
    hits = combat.count_successes(ex["attacker_rolls"], ex["attacker_attack"])
    assert hits == ex["attacker_hits"] == 3
    saves = combat.count_successes(ex["defender_save_rolls"], ex["defender_defense"])
    assert saves == 2
    lost = combat.left_after_saves(hits, saves, combat.cut(hits))
    assert ex["defender_units"] - lost == ex["defender_remaining"] == 4
    back = combat.count_successes(ex["riposte_rolls"], ex["defender_attack"])
    assert back == ex["riposte_hits"] == 2
    # the riposte rolls 5 dice: the heavy infantry's units before its losses (ruling M3)
    assert len(ex["riposte_rolls"]) == ex["defender_units"]
    saved = combat.count_successes(ex["attacker_save_rolls"], ex["attacker_defense"])
    lost_back = combat.left_after_saves(back, saved, combat.cut(back))
    assert ex["attacker_units"] - lost_back == ex["attacker_remaining"] == 8


def _capped_binomial_by_hand(n: int, p: Fraction, cap: int) -> Fraction:
    return sum(
        (min(k, cap) * math.comb(n, k) * p**k * (1 - p) ** (n - k) for k in range(n + 1)),
        Fraction(0),
    )


def test_seed_melee_example_expected_losses_are_exact() -> None:
    """The same melee example, in expectation. Light -> heavy: 10 dice hit on 1-2 (10/3
    hits), each saved on 1-3, so 5/3 hits get through, but the heavy infantry has only 5
    units: E[min(Binomial(10, 1/6), 5)]. Heavy -> light (riposte): 5 dice hit on 1-3
    (5/2 hits), saved on 1-2, 5/3 get through, and 10 units is no cap."""
    light = combat.attack_hits(10, 2)
    assert light.mean() == Fraction(10, 3)
    assert combat.through_chance(2, 3, 0) == Fraction(1, 6)
    heavy_loses = _capped_binomial_by_hand(10, Fraction(1, 6), 5)
    assert heavy_loses < Fraction(5, 3)
    assert combat.all_dice_losses(10, 2, 3, 0, 5) == (heavy_loses, True)
    # below 16 dice nothing is cut, so the dice-cut mean is the same number
    assert combat.losses(10, 2, 3, 0, 5).mean() == heavy_loses
    assert combat.attack_hits(5, 3).mean() == Fraction(5, 2)
    assert combat.all_dice_losses(5, 3, 2, 0, 10) == (Fraction(5, 3), True)
    assert combat.losses(5, 3, 2, 0, 10).mean() == Fraction(5, 3)


def test_seed_fortification_example_two_waves() -> None:
    """seed 003, "Fortifications", Exemple: a wooden tower (2) taking 6 hits rolls its own
    defence, then the tower's on what is left: at most 12 dice in two waves of 6."""
    ex = seed.WORKED_EXAMPLES["fortification"]
    assert fortification_level("wooden_tower") == ex["fortification_level"] == 2
    assert combat.cut(ex["hits"]).dice == ex["max_dice_per_wave"] == 6
    # with 6 hits nothing is cut: a hit is lost only when both saves fail
    for defense in range(6):
        left = combat.save_wave(6, defense).bind(lambda h: combat.save_wave(h, 2))
        p = (1 - combat.chance(defense)) * Fraction(4, 6)
        assert left == binomial(6, p)


def test_only_the_higher_fortification_counts() -> None:
    """P1 and the seed's palisade (1) against fortress (3): the palisade gets nothing."""
    assert combat.effective_level(3, 1) == 3
    assert combat.effective_level(1, 3) == 0
    assert combat.effective_level(4, 4) == 0
    assert combat.effective_level(0, 2) == 0


@settings(max_examples=60, deadline=None)
@given(
    units=st.integers(1, 15),
    attack=st.integers(0, 6),
    defense=st.integers(0, 5),
    level=st.integers(0, 4),
    defenders=st.integers(1, 40),
)
def test_small_troops_cut_nothing(
    units: int, attack: int, defense: int, level: int, defenders: int
) -> None:
    """Up to 15 dice every row is one die each, so the cut and the all-dice means agree."""
    cut = combat.losses(units, attack, defense, level, defenders).mean()
    assert combat.all_dice_losses(units, attack, defense, level, defenders) == (cut, True)


@settings(max_examples=40, deadline=None)
@given(
    units=st.integers(1, 400),
    attack=st.integers(0, 6),
    defense=st.integers(0, 5),
    level=st.integers(0, 4),
    defenders=st.integers(1, 400),
)
def test_losses_are_a_distribution_capped_at_the_defender(
    units: int, attack: int, defense: int, level: int, defenders: int
) -> None:
    dist = combat.losses(units, attack, defense, level, defenders)
    assert sum(w for _, w in dist) == 1
    assert dist.min >= 0 and dist.max <= defenders  # ruling M2
    mean, exact = combat.all_dice_losses(units, attack, defense, level, defenders)
    assert exact and 0 <= mean <= min(defenders, units)


def _tail_by_hand(n: int, p: Fraction, k: int) -> Fraction:
    return sum((math.comb(n, j) * p**j * (1 - p) ** (n - j) for j in range(k, n + 1)), Fraction(0))


def test_capped_binomial_matches_the_sums_by_hand() -> None:
    for n, p, cap in [
        (10, Fraction(1, 6), 5),
        (30, Fraction(5, 9), 12),
        (30, Fraction(1, 3), 29),
        (30, Fraction(1, 3), 30),
        (7, Fraction(1, 2), 1),
    ]:
        found = combat.capped_binomial(n, p, cap)
        assert found == combat.Capped(
            _capped_binomial_by_hand(n, p, cap), _tail_by_hand(n, p, cap), True
        )
    assert combat.capped_binomial(50, Fraction(1, 2), 60) == combat.Capped(
        Fraction(25), Fraction(0), True
    )
    assert combat.capped_binomial(50, Fraction(1), 20) == combat.Capped(
        Fraction(20), Fraction(1), True
    )


def test_large_troops_fall_back_to_floating_point() -> None:
    """Ruling M4: past EXACT_TRIALS the capped mean is summed in floats, close to exact."""
    for n, p, cap in [
        (1500, Fraction(20, 81), 360),
        (5000, Fraction(1, 3), 1650),
        (5000, Fraction(5, 9), 2790),
        (800, Fraction(1, 36), 30),
    ]:
        assert n > combat.EXACT_TRIALS
        exact = combat._exact_capped(n, p, cap)
        approx = combat.capped_binomial(n, p, cap)
        assert not approx.exact
        assert abs(float(approx.mean - exact.mean)) <= 1e-11 * float(exact.mean), (n, cap)
        assert abs(float(approx.tail - exact.tail)) <= 1e-11, (n, cap)


@settings(max_examples=60, deadline=None)
@given(
    units=st.integers(1, 300),
    attack=st.integers(0, 6),
    defense=st.integers(0, 5),
    level=st.integers(0, 4),
    defenders=st.integers(1, 300),
    cut_fortification=st.booleans(),
)
def test_loss_summary_is_the_distributions_mean_and_wipe_out(
    units: int, attack: int, defense: int, level: int, defenders: int, cut_fortification: bool
) -> None:
    dist = combat.losses(units, attack, defense, level, defenders, cut_fortification)
    summary = combat.loss_summary(units, attack, defense, level, defenders, cut_fortification)
    assert summary == combat.Capped(dist.mean(), dist.p(defenders), True)


# --- loyalty (ruling P3) -------------------------------------------------------------------


def test_loyalty_chances() -> None:
    assert combat.loyalty_chance(7) == Fraction(21, 36)
    assert combat.loyalty_chance(2) == Fraction(1, 36)
    assert combat.loyalty_chance(11) == Fraction(35, 36)
    for loyalty, chance in seed.LOYALTY_CHANCES.items():
        assert combat.loyalty_chance(loyalty) == chance
    # a 2 always holds and a 12 always fails, whatever the stat says
    assert combat.loyalty_chance(0) == Fraction(1, 36)
    assert combat.loyalty_chance(12) == Fraction(35, 36)


def test_size_trigger_is_under_a_third() -> None:
    for start in range(1, 400):
        below = combat.size_test_below(start)
        assert 3 * below < start
        assert 3 * (below + 1) >= start


def test_track_covers_every_size_once_with_its_row() -> None:
    for start in (1, 15, 16, 50, 55, 299, 1234):
        sizes = [n for seg in track(start) for n in range(seg.high, seg.low - 1, -1)]
        assert sizes == list(range(start, 0, -1))
        for seg in track(start):
            assert all(combat.cut(n) == seg.row for n in range(seg.low, seg.high + 1))


# --- the other tables -----------------------------------------------------------------------


def test_stat_limits() -> None:
    assert STAT_LIMITS == seed.STAT_LIMITS


def test_terrain_costs() -> None:
    ours: dict[int, set[str]] = {}
    for terrain in TERRAINS:
        ours.setdefault(terrain.cost, set()).add(fold(FR(f"terrain.{terrain.key}")))
    assert ours == {cost: {fold(n) for n in names} for cost, names in seed.TERRAIN_COSTS.items()}


def test_fortification_levels() -> None:
    ours: dict[int, set[str]] = {}
    for fort in FORTIFICATIONS:
        ours.setdefault(fort.level, set()).add(fold(FR(f"fort.{fort.key}")))
    # the seed writes "tranché" for a trench ("tranchée")
    theirs = {
        level: {fold(n).replace("tranche", "tranchee") for n in names}
        for level, names in seed.FORTIFICATION_LEVELS.items()
    }
    assert ours == theirs


def test_invasion_chances() -> None:
    for level, chance in seed.INVASION_CHANCES.items():
        assert combat.invasion_chance(level) == chance


def test_leader_fate_rolls_and_chances() -> None:
    assert [r.key for r in FATE_ROLLS] == list(seed.LEADER_FATE_ROLLS)
    chances = combat.fate_chances()
    for roll in FATE_ROLLS:
        side, _, dice = seed.LEADER_FATE_ROLLS[roll.key]
        assert (roll.count, roll.sides, roll.plus) == dice
        assert roll.winner == (side == "winner")
        assert {k: v for k, v in chances[roll.key].items() if v} == seed.LEADER_FATE_CHANCES[
            roll.key
        ]


def test_leader_fate_outcomes() -> None:
    assert len(FATE_OUTCOMES) == len(seed.LEADER_FATE_OUTCOMES) == 11
    for outcome in FATE_OUTCOMES:
        word, bonus, starred = seed.LEADER_FATE_OUTCOMES[outcome.total]
        word = word.replace("Vénééré", "Vénéré")  # a typo in the seed
        assert FR(f"outcome.{outcome.key}").split("\u202f:")[0] == word
        assert outcome.influence == (bonus or 0)
        assert outcome.starred == starred


def test_lost_unit_conditions() -> None:
    assert [face for face, _ in LOST_UNIT_CONDITIONS] == list(seed.LOST_UNIT_CONDITIONS)
    for face, key in LOST_UNIT_CONDITIONS:
        assert FR(f"lost.{key}").split("\u202f:")[0] == seed.LOST_UNIT_CONDITIONS[face]


def test_turn_actions_and_troop_types_in_the_seeds_order() -> None:
    assert [FR(f"step.{s}") for s in TURN_STEPS] == list(seed.TURN_STEPS)
    assert [FR(f"action.{a}") for a in OTHER_ACTIONS] == list(seed.OTHER_ACTIONS)
    assert [FR(f"type.{k}") for k in TROOP_TYPES] == list(seed.TROOP_TYPES)
    assert len(LOYALTY_TRIGGERS) == len(seed.LOYALTY_TRIGGERS) == 5


# --- stats, armies and the example ---------------------------------------------------------

BATTLE = """\
system: promiterra
name: Test
language: en
armies:
  - name: Blue
    leader: Guard
    troops:
      - {name: Guard, type: melee, units: 30, movement: 2, attack: 5, defense: 3,
         loyalty: 8, value: 2,
         leader: {name: Hal, mastery: [{label: Knight, attack: 2, loyalty: 4}]}}
{extra}
  - name: Red
    leader: Mob
    troops:
      - {name: Mob, type: melee, units: 40, movement: 2, attack: 2, defense: 1,
         loyalty: 5, value: 1}
"""


def test_bonuses_add_then_clamp(tmp_path: Path) -> None:
    """P4: the mastery's +2 takes Attack 5 to 7, clamped to 6; Loyalty 8 + 4 to 11."""
    loaded = load(write(tmp_path, BATTLE.replace("{extra}", "")))
    guard = loaded.plan.armies[0].troops[0]
    assert guard.stats.attack.raw == 7 and guard.stats.attack.value == 6
    assert guard.stats.attack.clamped
    assert guard.stats.loyalty.value == 11
    assert guard.loyalty_chance == Fraction(35, 36)
    assert not loaded.warnings


def test_base_stat_outside_the_limits_warns(tmp_path: Path) -> None:
    text = BATTLE.replace("attack: 2, defense: 1", "attack: 9, defense: 1").replace("{extra}", "")
    loaded = load(write(tmp_path, text))
    assert any("attack: 9" in w.message and "(ruling P4)" in w.message for w in loaded.warnings)
    assert loaded.plan.armies[1].troops[0].stats.attack.value == 6
    with pytest.raises(KitError):
        load(write(tmp_path, text), strict=True)


def test_a_refused_duel_takes_its_point_before_the_limits(tmp_path: Path) -> None:
    """Issue 24 item 4, P4: Loyalty 8 + 4 (mastery) = 12; a refused duel's -1 comes after
    the other bonuses, 11, then the limits: still 11, 35/36 (not 11 - 1 = 10, 33/36)."""
    loaded = load(write(tmp_path, BATTLE.replace("{extra}", "")))
    guard = loaded.plan.armies[0].troops[0]
    assert guard.loyalty_after_refusal == Fraction(35, 36)
    mob = loaded.plan.armies[1].troops[0]  # Loyalty 5, no bonus: 4, 6/36
    assert mob.loyalty_after_refusal == Fraction(6, 36)


def test_a_base_stat_outside_the_limits_names_the_value_used(tmp_path: Path) -> None:
    """Attack 9 with a malus of 4 is 5 after the limits (P4: bonuses first), not 6."""
    text = BATTLE.replace("{extra}", "").replace(
        "attack: 2, defense: 1,\n         loyalty: 5, value: 1}",
        "attack: 9, defense: 1,\n         loyalty: 5, value: 1,\n"
        "         modifiers: [{label: Tired, attack: -4}]}",
    )
    loaded = load(write(tmp_path, text))
    assert loaded.plan.armies[1].troops[0].stats.attack.value == 5
    (warning,) = [w for w in loaded.warnings if "attack: 9" in w.message]
    assert "5 is used" in warning.message, warning.message


def test_special_troop_over_a_third_warns(tmp_path: Path) -> None:
    extra = """\
      - {name: Golems, type: special, units: 16, movement: 1, attack: 4, defense: 5,
         loyalty: 11, value: 15}"""
    loaded = load(write(tmp_path, BATTLE.replace("{extra}", extra)))
    (warning,) = [w for w in loaded.warnings if "third" in w.message]
    assert "16 of its 46 units" in warning.message and "at most 15" in warning.message
    assert warning.mark is not None and warning.mark.line == 11  # its units:


def test_value_trigger_and_gold(tmp_path: Path) -> None:
    text = BATTLE.replace("{extra}", "").replace("units: 40", "units: 200")
    loaded = load(write(tmp_path, text))
    blue, red = loaded.plan.armies
    assert (blue.value, red.value) == (60, 200)
    assert blue.tests_for_value and not red.tests_for_value
    assert blue.enemy_value == 200


def test_unknown_leader_troop_is_an_error_with_its_line(tmp_path: Path) -> None:
    (message,) = load_errors(
        tmp_path, BATTLE.replace("leader: Mob", "leader: Mbo").replace("{extra}", "")
    )
    assert message.startswith("13: ") and "did you mean 'Mob'" in message


MAPPED = """\
system: promiterra
name: Map test
language: en
cells:
  P: {terrain: plain}
  T: {terrain: hill, fortification: stone tower}
map:
  - PPT
  - PPP
armies:
  - name: Blue
    leader: Guard
    troops:
      - {name: Guard, type: melee, units: 30, movement: 2, attack: 3, defense: 3,
         loyalty: 8, value: 2, at: C1}
  - name: Red
    leader: Mob
    troops:
      - {name: Mob, type: melee, units: 40, movement: 2, attack: 2, defense: 1,
         loyalty: 5, value: 1, at: A2}
"""


def test_map_cells_place_troops_behind_fortifications(tmp_path: Path) -> None:
    loaded = load(write(tmp_path, MAPPED))
    plan = loaded.plan
    guard, mob = plan.troops()
    assert (guard.cell, guard.cell_code, guard.level) == ((0, 2), "T", 3)
    assert (mob.cell, mob.level) == ((1, 0), 0)
    assert [c.cost for c in plan.cells] == [1, 2]
    attack = plan.matchup(mob, guard)
    assert attack is not None and attack.now == 3
    back = plan.matchup(guard, mob)
    assert back is not None and back.now == 0
    assert attack.levels[3].dice_cut < attack.levels[0].dice_cut


@pytest.mark.parametrize(
    ("change", "expected"),
    [
        (("  - PPP\n", "  - PP\n"), "rows have different lengths (3, 2)"),
        (("  - PPP\n", "  - PPX\n"), "map code 'X' (at C2)"),
        (("at: A2", "at: D9"), "cell D9 is outside the map (A1 to C2)"),
        (("at: A2", "at: 2A"), "`at: 2A` is not a cell"),
        (("at: A2", "at: A2, fortification: 2"), "both `at:` and `fortification:`"),
        (("leader: Mob\n", "leader: Mob\n    side: Blue\n"), "same `side:`"),
    ],
)
def test_map_and_placement_errors(tmp_path: Path, change: tuple[str, str], expected: str) -> None:
    text = MAPPED.replace(*change)
    assert text != MAPPED
    messages = load_errors(tmp_path, text)
    assert any(expected in m for m in messages), messages


def test_at_without_a_map_is_an_error(tmp_path: Path) -> None:
    text = BATTLE.replace("{extra}", "").replace("value: 1}", "value: 1, at: B2}")
    (message,) = load_errors(tmp_path, text)
    assert "has no `map:`" in message


def test_example_war_has_everything_issue_5_asks_for() -> None:
    loaded = load(EXAMPLE)
    assert not loaded.warnings
    plan = loaded.plan
    assert len(plan.armies) == 2
    for army in plan.armies:
        assert {t.troop.type for t in army.troops} == {"melee", "ranged", "mounted", "special"}
    assert any(t.level for t in plan.troops()) and plan.map is not None
    assert sum(1 for t in plan.troops() if t.level == 2) == 1  # the tower
    garde = plan.troops()[0]
    assert (garde.row.dice, garde.row.multiplier) == (8, 5)  # 40 units: row 38-42
    assert garde.stats.attack.value == 4  # 3 + the leader's mastery


def test_allies_are_weighed_side_against_side(tmp_path: Path) -> None:
    """Ruling M6: a small ally next to a large army does not test for its value alone."""
    text = BATTLE.replace("{extra}", "").replace("units: 40", "units: 100") + (
        """\
  - name: Green
    side: Blue
    leader: Scouts
    troops:
      - {name: Scouts, type: ranged, units: 5, movement: 3, range: 3, attack: 2,
         defense: 2, loyalty: 7, value: 2}
"""
    )
    plan = load(write(tmp_path, text)).plan
    blue, red, green = plan.armies
    assert (blue.side, green.side) == ("Blue", "Blue")
    assert (green.value, green.side_value, green.enemy_value) == (10, 70, 100)
    assert not green.tests_for_value and not blue.tests_for_value
    assert red.enemy_value == 70
    # every Red troop faces both allies
    assert {m.defender_army for m in plan.matchups if m.attacker_army == "Red"} == {
        "Blue",
        "Green",
    }


def test_house_rule_rolls_the_fortification_save_uncut(tmp_path: Path) -> None:
    """Ruling M1 and its override: 100 attackers put up to 100 hits on a fortified troop;
    cut, its fortification's save rolls at most 10 dice, uncut one per hit left."""
    cut = combat.losses(100, 5, 2, 1, 100)
    uncut = combat.losses(100, 5, 2, 1, 100, cut_fortification=False)
    assert cut.mean() != uncut.mean()
    # uncut, each hit left after the troop's own saves is saved on a 1 (5/6 get through)
    assert uncut.mean() == combat.losses(100, 5, 2, 0, 100).mean() * Fraction(5, 6)
    text = BATTLE.replace("{extra}", "") + "house_rules: {cut_fortification_dice: false}\n"
    plan = load(write(tmp_path, text)).plan
    default = load(write(tmp_path, BATTLE.replace("{extra}", ""), "b.yaml")).plan
    # the Mob (40 units: 8 dice x 5) against the Guard: cut pools leave uneven hits
    assert plan.matchups[-1].levels[0] == default.matchups[-1].levels[0]
    assert plan.matchups[-1].levels[2] != default.matchups[-1].levels[2]


def test_uncut_fortification_of_a_huge_pool_is_summed_not_enumerated() -> None:
    """Ruling M1's override with 5,000 hits left: one die per hit, summed in floats."""
    # 5,000 units at Attack 6 always put 10 x 550 = 5,500 hits; no save of its own
    found = combat.loss_summary(5000, 6, 0, 2, 3700, cut_fortification=False)
    assert not found.exact
    exact = combat._exact_capped(5500, Fraction(2, 3), 3700)
    assert abs(float(found.mean - exact.mean)) <= 1e-11 * float(exact.mean)
    assert combat.loss_summary(5000, 6, 0, 2, 3700).exact


def test_a_million_units_compute_and_lay_out(tmp_path: Path) -> None:
    """The biggest troops the schema allows: every number is summed, never enumerated,
    and the track prints one box per dice-cutting row."""
    from kitgen.build import print_settings
    from kitgen.render import render_html

    text = BATTLE.replace("{extra}", "").replace("units: 30", "units: 1000000")
    text = text.replace("units: 40", "units: 999999") + (
        "house_rules: {cut_fortification_dice: false}\n"
    )
    loaded = load(write(tmp_path, text))
    guard = loaded.plan.troops()[0]
    assert (guard.row.dice, guard.row.multiplier) == (10, 10_000)
    assert len(guard.track) == 88
    html = render_html("promiterra", loaded.plan, loaded.text, print_settings(loaded))
    assert "10\u202f×\u202f10,000" in html and "100,000–1,000,000" in html
