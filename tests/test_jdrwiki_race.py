"""JdRWiki army against army (issue 25, item 1; ruling O15): the exact hit-point race
against a simulator written apart from it (its own dice, its own damage arithmetic), two
races worked by hand, and properties."""

from __future__ import annotations

import math
import random
import re
from dataclasses import replace
from pathlib import Path
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from kitgen.cards import Kit
from kitgen.printing import Settings
from kitgen.systems.jdrwiki.engagement import fighter_of, move_of, pairings, race
from kitgen.systems.jdrwiki.model import HouseRules
from kitgen.systems.jdrwiki.race import grid_race
from kitgen.systems.jdrwiki.race_sides import (
    CELLS,
    Fighter,
    Move,
    expected_damage,
    initiative_order,
)
from tests.conftest import load_errors
from tests.test_jdrwiki_rules import BATTLE, plan_of

# --- the simulator: every die rolled ------------------------------------------------------


def _tenth(value: int) -> int:
    """10 % rounded up, written again: DB is a tenth of the hit points, VDB of DB (J4)."""
    return (value + 9) // 10


def _one_hit(hp: int, dice: int, mod: int, bonus: int, soak: int, rng: random.Random) -> int:
    db = _tenth(hp)
    vdb = _tenth(db)
    roll = sum(rng.randint(1, 4) for _ in range(dice))
    return max(1, db + (roll + mod + bonus - soak) * vdb)


def _deed(me: Fighter, my_hp: int, them: Fighter, their_hp: int, move: Move, rng: random.Random):
    """(damage to them, damage to me, melee change) of one action, dice rolled."""
    draw = rng.random()
    if draw >= move.success:
        if move.backfire:
            return 0, _one_hit(their_hp, 1, them.plain, 0, me.soak, rng), 0
        return 0, 0, 0
    if draw < move.critical:
        if move.dice:
            dealt = _one_hit(
                my_hp,
                2 * move.dice,
                move.critical_modifier * move.modifier,
                move.bonus,
                them.soak,
                rng,
            )
        else:
            vdb = _tenth(_tenth(my_hp))
            dealt = max(1, (rng.randint(1, 4) + me.plain - them.soak) * vdb)
        return dealt, 0, move.melee
    if move.dice:
        return _one_hit(my_hp, move.dice, move.modifier, move.bonus, them.soak, rng), 0, move.melee
    return 0, 0, move.melee


NOT_IN_MELEE = frozenset({"harass", "barrage", "charge", "move", "pincer", "regroup_split"})
"""Seed 002's "Actions de manœuvre" but Repli, the one that leaves a total melee ("aucune
autre action de manœuvre n'est possible en mêlée totale")."""


def _sent_back(hp: int) -> int:
    """Dernière chance: "ses DB/2", half the DB of ``hp`` hit points, rounded up (O6)."""
    return (_tenth(hp) + 1) // 2


def _step(side: Fighter, rnd: int, melee: bool, best: Move | None, rule: str) -> Move:
    """The action ``side`` takes in round ``rnd``: its plan's, in turn; inside a melee a
    manoeuvre but Repli gives way to the plan's next allowed action (``next``), or to
    ``best`` when the plan holds none or with ``assault`` (ruling O24)."""
    plan = side.plan
    k = (rnd - 1) % len(plan)
    move = plan[k]
    if melee and move.key in NOT_IN_MELEE:
        later = [plan[(k + j) % len(plan)] for j in range(1, len(plan))]
        allowed = [m for m in later if m.key not in NOT_IN_MELEE]
        if allowed and rule == "next":
            move = allowed[0]
        else:
            assert best is not None
            return best
    # a Brute army's Attaque en force inside a melee (ruling O12)
    if melee and move.in_melee is not None and move.key not in NOT_IN_MELEE:
        move = move.in_melee
    return move


def simulate(
    a: Fighter,
    b: Fighter,
    rng: random.Random,
    desperate: tuple[bool, bool] = (False, False),
    best: tuple[Move | None, Move | None] = (None, None),
    rule: str = "next",
) -> tuple[int, int, int, int]:
    """One battle: (winner 0/1/2 for neither, rounds, hp left of a, of b). ``desperate``:
    which side has Dernière chance ("chaque fois qu'on lui inflige des dégâts, l'armée
    inflige automatiquement ses DB/2 dégâts retour"), half the DB of the hit points it
    has when the hit comes; what it sends back sends nothing back in turn."""
    hp = [a.hp, b.hp]
    sides = (a, b)
    melee = False
    for rnd in range(1, 500):
        while True:
            ia = rng.randint(1, 20) + a.initiative
            ib = rng.randint(1, 20) + b.initiative
            if ia != ib:
                break
        for me in (0, 1) if ia > ib else (1, 0):
            other = 1 - me
            move = _step(sides[me], rnd, melee, best[me], rule)
            to_them, to_me, change = _deed(sides[me], hp[me], sides[other], hp[other], move, rng)
            # what is sent back answers the action's damage alone
            back_to_me = _sent_back(hp[other]) if to_them and desperate[other] else 0
            back_to_them = _sent_back(hp[me]) if to_me and desperate[me] else 0
            hp[other] -= to_them + back_to_them
            hp[me] -= to_me + back_to_me
            if change:
                melee = change > 0
            if min(hp) <= 0:
                break
        if min(hp) > 0 and melee:
            to_a = _one_hit(hp[1], 1, b.plain, 0, a.soak, rng)
            to_b = _one_hit(hp[0], 1, a.plain, 0, b.soak, rng)
            to_b += _sent_back(hp[0]) if desperate[0] else 0
            to_a += _sent_back(hp[1]) if desperate[1] else 0
            hp[0] -= to_a
            hp[1] -= to_b
        if min(hp) <= 0:
            winner = 2 if max(hp) <= 0 else (0 if hp[1] <= 0 else 1)
            return winner, rnd, max(hp[0], 0), max(hp[1], 0)
    raise AssertionError("a simulated battle never ended")


ASSAULT = Move("massive_assault", 0.6, 0.15, dice=1, modifier=2)
SUBTLE = Move("subtle_assault", 0.55, 0.1, dice=1, modifier=1)
COMBINED = Move("combined_assault", 0.45, 0.1, dice=2, modifier=1)
MELEE = Move("total_melee", 0.5, 0.05, backfire=True, melee=1)
PUSH = Move("push_back", 0.4, 0.05, dice=1, modifier=1, backfire=True)
WITHDRAW = Move("withdraw", 0.5, 0.05, melee=-1)
BRUTE = Move(
    "massive_assault",
    0.5,
    0.1,
    dice=1,
    modifier=2,
    bonus=2,
    in_melee=Move("massive_assault", 0.6, 0.1, dice=1, modifier=2, bonus=4),
)
SPY = Move("spying", 0.6, 0.05)


def _pairings() -> list[tuple[Fighter, Fighter]]:
    """Twenty-four small races: every kind of action, plans of one and of several."""
    plans: list[tuple[Move, ...]] = [
        (ASSAULT,),
        (SUBTLE,),
        (COMBINED,),
        (MELEE, ASSAULT),
        (PUSH,),
        (SPY, COMBINED),
        (MELEE, WITHDRAW, SUBTLE),
        (ASSAULT, PUSH),
        (MELEE, BRUTE),
    ]
    rng = random.Random(25)

    def side(name: str, plan: tuple[Move, ...]) -> Fighter:
        hp, soak, plain, initiative = (rng.randint(*span) for span in SMALL_SIDE)
        return Fighter(name, hp, soak, plain, initiative, plan)

    return [
        (side("A", plans[k % len(plans)]), side("B", plans[(k * 3 + 1) % len(plans)]))
        for k in range(24)
    ]


SMALL_SIDE = ((8, 40), (-1, 2), (0, 2), (0, 6))
"""The spans of a simulated side's hit points, soak, plain-hit modifier and Initiative."""


def test_the_race_agrees_with_a_simulator_within_three_standard_errors() -> None:
    rng = random.Random(2025)
    runs = 2000
    for a, b in _pairings():
        exact = race(a, b).engagement
        assert exact.rest < 1e-9
        results = [simulate(a, b, rng) for _ in range(runs)]
        for winner in (0, 1, 2):
            p = (exact.win[0], exact.win[1], exact.neither)[winner]
            seen = sum(1 for r in results if r[0] == winner) / runs
            se = math.sqrt(max(p * (1 - p), 1e-4) / runs)
            assert abs(seen - p) <= 3 * se, (a, b, winner, seen, p)
        rounds = [r[1] for r in results]
        mean = sum(rounds) / runs
        sd = math.sqrt(sum((x - mean) ** 2 for x in rounds) / (runs - 1))
        assert exact.mean is not None
        assert abs(mean - exact.mean) <= 3 * sd / math.sqrt(runs) + 1e-9, (a, b, mean)
        for side in (0, 1):
            lefts = [r[2 + side] for r in results]
            m = sum(lefts) / runs
            # a side that almost never wins may show no win in the sample (its spread 0):
            # its standard error is floored at one hit point's
            s = max(1.0, math.sqrt(sum((x - m) ** 2 for x in lefts) / (runs - 1)))
            assert abs(m - exact.left[side]) <= 3 * s / math.sqrt(runs), (a, b, side)


# --- by hand --------------------------------------------------------------------------------

NOTHING = Move("spying", 0.0, 0.0)


def test_two_armies_that_each_kill_with_one_hit() -> None:
    # Both at 2 HP: DB = ceil(2/10) = 1, VDB = 1, a hit deals 1 + 1d4 >= 2, so a success
    # kills. Equal Initiative: each acts first half the time (a tie is rolled again).
    # A succeeds 1/2, B 1/4. A round: A first (1/2): A kills 1/2, else B kills 1/4 of the
    # rest; B first (1/2): B kills 1/4, else A kills 1/2 of the rest.
    # A wins the round: 1/2 x 1/2 + 1/2 x 3/4 x 1/2 = 7/16; B: 1/2 x 1/2 x 1/4 + 1/2 x 1/4
    # = 3/16; neither decided: 6/16. So A wins 7/10, B 3/10; the length is geometric with
    # 10/16 = 5/8 a round: mean 8/5, half decided in round 1 (5/8), nine in ten by round 3
    # (1 - (3/8)^2 = 0.859 < 0.9 <= 1 - (3/8)^3 = 0.947). The winner keeps its 2 HP.
    a = Fighter("A", 2, 0, 0, 3, (Move("massive_assault", 0.5, 0.0, dice=1),))
    b = Fighter("B", 2, 0, 0, 3, (Move("subtle_assault", 0.25, 0.0, dice=1),))
    e = race(a, b).engagement
    assert math.isclose(e.win[0], 0.7) and math.isclose(e.win[1], 0.3)
    assert e.neither == 0 and e.rest < 1e-12
    assert e.mean is not None and math.isclose(e.mean, 1.6)
    assert (e.within(0.5), e.within(0.9)) == (1, 3)
    assert math.isclose(e.left[0], 1.4) and math.isclose(e.left[1], 0.6)


def test_a_total_melee_ends_the_round_with_both_hits() -> None:
    # A (20 HP: DB 2, VDB 1) succeeds its Mêlée totale for sure; B (3 HP: DB 1, VDB 1) does
    # nothing. At the round's end both deal a plain hit at once (ruling O13): A's 2 + 1d4
    # (3..6) kills B; B's 1 + 1d4 (2..5) still lands, so A keeps 20 - 3.5 = 16.5 on average.
    a = Fighter("A", 20, 0, 0, 0, (Move("total_melee", 1.0, 0.0, backfire=True, melee=1),))
    b = Fighter("B", 3, 0, 0, 0, (NOTHING,))
    e = race(a, b).engagement
    assert e.ends == ((1.0, 0.0, 0.0),)
    assert math.isclose(e.left[0], 16.5) and e.left[1] == 0
    # a failed Recul takes the enemy's plain hit: B's sure failure against A's 3..6 kills
    # it before the melee's end, A untouched
    b = Fighter("B", 3, 0, 0, 0, (Move("push_back", 0.0, 0.0, dice=1, backfire=True),))
    e = race(a, b).engagement
    assert e.ends == ((1.0, 0.0, 0.0),) and e.left == (20.0, 0.0)


def test_initiative_ties_are_rolled_again() -> None:
    assert initiative_order(0, 0) == (0.5, 0.5)
    ahead, behind = initiative_order(19, 0)
    assert behind == 0 and ahead == 1


def test_a_fight_without_damage_is_undecided_not_dropped() -> None:
    a = Fighter("A", 10, 0, 0, 0, (NOTHING,))
    e = race(a, a, max_rounds=5).engagement
    assert e.rest == 1.0 and e.mean is None and len(e.ends) == 5


# --- properties -----------------------------------------------------------------------------

_moves = st.sampled_from([ASSAULT, SUBTLE, COMBINED, MELEE, PUSH, WITHDRAW, SPY])


@st.composite
def _fighter(draw: Any, name: str) -> Fighter:
    return Fighter(
        name,
        draw(st.integers(1, 25)),
        draw(st.integers(-1, 2)),
        draw(st.integers(0, 2)),
        draw(st.integers(0, 5)),
        tuple(draw(st.lists(_moves, min_size=1, max_size=3))),
    )


@settings(max_examples=15, deadline=None)
@given(_fighter("A"), _fighter("B"), st.integers(1, 10))
def test_more_hit_points_never_lower_the_odds(a: Fighter, b: Fighter, more: int) -> None:
    before = race(a, b).engagement
    after = race(Fighter(a.name, a.hp + more, a.soak, a.plain, a.initiative, a.plan), b).engagement
    total = sum(before.win) + before.neither + before.rest
    assert math.isclose(total, 1.0)
    assert after.win[0] >= before.win[0] - 1e-9
    assert after.win[1] <= before.win[1] + 1e-9


_attacks = st.sampled_from([ASSAULT, SUBTLE, COMBINED, PUSH, SPY, BRUTE])


@settings(max_examples=15, deadline=None)
@given(
    _fighter("A"), _fighter("B"), st.lists(_attacks, min_size=1, max_size=3), st.floats(0.0, 0.3)
)
def test_a_better_skill_never_lowers_the_odds(
    a: Fighter, b: Fighter, plan: list[Move], gain: float
) -> None:
    # A better roll helps every action that does not start or leave a total melee: it
    # hurts more and takes fewer hits. Not Mêlée totale or Repli, which may be a bad
    # plan: hypothesis found A (6 HP) withdrawing from B (1 HP), whose melee round A
    # would win; a better Repli takes A out of it more often (99.993 % -> 99.988 %).
    a = replace(a, plan=tuple(plan))
    better = tuple(replace(m, success=min(1.0, m.success + gain)) for m in a.plan)
    before = race(a, b).engagement
    after = race(replace(a, plan=better), b).engagement
    assert after.win[0] >= before.win[0] - 1e-9
    # (acting first is not a skill that always helps: a side whose Mêlée totale fails
    # takes the enemy's hit, and acting second can let the enemy's failure kill it first)


# --- from a battle file -----------------------------------------------------------------------

SMALL = (
    BATTLE.replace("count: 1500", "count: 20")
    .replace("count: 200}", "count: 2}")
    .replace("count: 1000}", "count: 15}")
)


def test_a_side_races_with_its_best_damage_assault_by_default(tmp_path: Path) -> None:
    plan = plan_of(tmp_path, SMALL)
    blue, red = plan.armies
    ours = next(m for m in plan.matchups if m.attacker == "Blue")
    theirs = next(m for m in plan.matchups if m.attacker == "Red")
    a = fighter_of(ours, blue, blue.whole)
    b = fighter_of(theirs, red, red.whole)
    assert (a.hp, b.hp) == (30, 30)
    by_key = {o.action.key: o for o in ours.actions}
    means = {
        key: expected_damage(move_of(by_key[key], blue), 30, a.plain, ours.soak)
        for key in ("combined_assault", "massive_assault", "subtle_assault")
    }
    (move,) = a.plan
    assert means[move.key] == max(means.values())
    assert move.success == float(by_key[move.key].best.success)
    assert a.soak == blue.modifiers["constitution"]
    e = race(a, b).engagement
    assert math.isclose(sum(e.win) + e.neither + e.rest, 1.0) and e.rest < 1e-9
    assert e.first == "Blue" and e.second == "Red"


def test_a_plan_names_its_actions_round_by_round(tmp_path: Path) -> None:
    plan = plan_of(tmp_path, SMALL)
    blue = plan.armies[0]
    ours = next(m for m in plan.matchups if m.attacker == "Blue")
    a = fighter_of(ours, blue, blue.whole, ("total_melee", "push_back", "withdraw", "spying"))
    melee, push, withdraw, spying = a.plan
    assert (melee.melee, melee.backfire, melee.dice) == (1, True, 0)
    assert (push.backfire, push.dice) == (True, 1)
    assert push.modifier == max(blue.modifiers["strength"], blue.modifiers["dexterity"])
    assert withdraw.melee == -1 and spying.dice == 0 and not spying.backfire
    dice = HouseRules(combined_critical="dice")
    combined = fighter_of(ours, blue, blue.whole, ("combined_assault",), dice).plan[0]
    assert (combined.dice, combined.critical_modifier) == (2, 1)


# --- the coarser grid of a large side (ruling O15) ----------------------------------------


def test_a_coarse_grid_stays_within_a_percentage_point_of_the_exact_race() -> None:
    # sides of 320-400 HP followed exactly (one hit point a cell), then on 80 cells of
    # 4-5 HP: a coarser grid against the hits than a 3,000-HP army's 150 cells of 20 HP
    # against hits of 300 and more, so the example's races are at least this close
    cases = [
        (Fighter("A", 320, 1, 2, 3, (ASSAULT,)), Fighter("B", 350, 0, 1, 4, (COMBINED,))),
        (Fighter("A", 400, 1, 2, 3, (MELEE, ASSAULT)), Fighter("B", 380, 0, 1, 2, (PUSH,))),
    ]
    for a, b in cases:
        exact, is_exact = grid_race(a, b, cells=1000)
        coarse, is_coarse = grid_race(a, b, cells=80)
        assert is_exact and not is_coarse
        for mine, theirs in zip(
            (*exact.win, exact.neither), (*coarse.win, coarse.neither), strict=True
        ):
            assert abs(mine - theirs) < 0.01, (a, b, exact.win, coarse.win)
        assert exact.mean is not None and coarse.mean is not None
        assert abs(exact.mean - coarse.mean) < 0.02 * exact.mean
        for share in (0.5, 0.9):
            assert abs((exact.within(share) or 0) - (coarse.within(share) or 0)) <= 1
        for side in (0, 1):
            assert abs(exact.left[side] - coarse.left[side]) < 0.02 * max(a.hp, b.hp)


def test_a_side_past_the_cells_is_followed_in_steps_and_said_approximate() -> None:
    small = Fighter("A", CELLS, 0, 1, 2, (ASSAULT,))
    assert race(small, small).exact
    large = Fighter("B", CELLS + 1, 0, 1, 2, (ASSAULT,))
    result = race(small, large)
    assert not result.exact
    e = result.engagement
    assert math.isclose(sum(e.win) + e.neither + e.rest, 1.0) and e.rest < 1e-9


# --- a battle's races ---------------------------------------------------------------------

PLANNED = SMALL.replace(
    "    talents: [iron_hand, master_strategist]\n",
    "    talents: [iron_hand, master_strategist]\n"
    "    plans: [massive assault, [mêlée totale, assaut massif]]\n",
)
SPLIT = PLANNED.replace(
    "    talents: [determination]\n",
    "    talents: [brute]\n"
    "    corps:\n"
    "      - {name: Van, units: {Warriors: 10}, plans: [[push back]]}\n"
    "      - {name: Rear, at: Plain, units: {Warriors: 5}}\n",
)


def test_every_plan_of_one_side_races_every_plan_of_the_other(tmp_path: Path) -> None:
    plan = plan_of(tmp_path, PLANNED)
    found = pairings(plan)
    assert [([m.key for m in p.sides[0].plan], p.planned) for p in found] == [
        (["massive_assault"], (True, False)),
        (["total_melee", "massive_assault"], (True, False)),
    ]
    assert all(not p.whole and p.exact and p.followed for p in found)
    entry = found[1].as_json()
    for key in ("sides", "win", "turns", "left", "armies", "plans", "planned", "exact"):
        assert key in entry
    assert entry["plans"][0] == ["total_melee", "massive_assault"]
    assert set(entry["win"]) == {"first", "second", "neither"}
    assert {"mean", "p50", "p90", "distribution"} <= set(entry["turns"])


def test_a_split_army_races_whole_then_corps_by_corps(tmp_path: Path) -> None:
    plan = plan_of(tmp_path, SPLIT)
    found = pairings(plan)
    bodies = [(p.whole, p.sides[0].name, p.sides[1].name) for p in found]
    # Blue's two plans against: the whole Red army, its corps Van, its corps Rear
    assert bodies == [
        (True, "Blue", "Red"),
        (True, "Blue", "Red"),
        (False, "Blue", "Van"),
        (False, "Blue", "Van"),
        (False, "Blue", "Rear"),
        (False, "Blue", "Rear"),
    ]
    van = found[2].sides[1]
    assert [m.key for m in van.plan] == ["push_back"] and van.hp == 20
    rear = found[4].sides[1]
    assert found[4].planned == (True, False) and rear.hp == 10
    melee_plan = found[1].sides[0].plan
    assert melee_plan[0].key == "total_melee" and melee_plan[0].melee == 1


def test_a_brute_army_doubles_brute_inside_a_total_melee(tmp_path: Path) -> None:
    # seed 002, "Brute": +2 to hit and +2 damage on Attaque en force, doubled "when the
    # action is carried out in a total melee" (ruling O12)
    plan = plan_of(tmp_path, SPLIT)
    red = plan.armies[1]
    theirs = next(m for m in plan.matchups if m.attacker == "Red" and m.attacker_body == "Van")
    (massive,) = fighter_of(theirs, red, red.corps[0], ("massive_assault",)).plan
    assert massive.bonus == 2 and massive.in_melee is not None
    assert massive.in_melee.bonus == 4
    assert massive.in_melee.success >= massive.success
    raw = HouseRules(advantage_points="raw")
    (points,) = fighter_of(theirs, red, red.corps[0], ("massive_assault",), raw).plan
    assert (points.bonus, points.raw_bonus) == (0, 2)
    assert points.in_melee is not None and points.in_melee.raw_bonus == 4


def test_a_plan_is_checked_where_it_is_written(tmp_path: Path) -> None:
    text = SMALL.replace(
        "    talents: [iron_hand, master_strategist]\n",
        "    talents: [iron_hand, master_strategist]\n"
        "    plans: [assaut masif, [], [modifier le terrain]]\n",
    )
    errors = load_errors(tmp_path, text)
    line = 1 + text.splitlines().index("    plans: [assaut masif, [], [modifier le terrain]]")
    assert any(e.startswith(f"{line}: ") and "did you mean 'assaut massif'" in e for e in errors)
    assert any(
        e.startswith(f"{line}: ") and "'modifier le terrain' is not known" in e for e in errors
    )
    text = text.replace("[assaut masif, [], [modifier le terrain]]", "[[], recul]")
    (empty,) = load_errors(tmp_path, text)
    assert empty.startswith(f"{line}: ") and "plan with no action" in empty


def test_the_page_numbers_each_race_and_gives_how_long_it_lasts(tmp_path: Path) -> None:
    from kitgen.systems.jdrwiki.race_page import race_page
    from tests.conftest import system_text

    plan = plan_of(tmp_path, SPLIT)
    t = system_text("en", "jdrwiki")
    page = race_page(plan, t, Kit(Settings(), t))
    assert page is not None
    rows = [row for group in page["groups"] for race in group["races"] for row in race["rows"]]
    assert [row["tag"] for row in rows] == [str(n) for n in range(1, len(pairings(plan)) + 1)]
    # issue 39: hit points are whole, a race's chance is read to the percent, and "almost
    # never" is said one way, "< 1%", never "≈ < 0.1%"
    for row, pairing in zip(rows, pairings(plan), strict=True):
        e = pairing.engagement
        assert [row["left1"], row["left2"]] == [f"{math.floor(x + 0.5):,}" for x in e.left]
        for cell in (row["first"], row["second"]):
            assert re.fullmatch(r"(≈\u00a0)?\d{1,2}%|<\u00a01%|>\u00a099%|0%|100%", cell), cell
    lengths = page["lengths"]
    (table,) = lengths["tables"]
    assert [row["tag"] for row in table] == [row["tag"] for row in rows]
    assert lengths["heads"][-1].endswith("+")
    # the columns start at the first round any race can end (issue 39: no empty column)
    first = int(lengths["heads"][0])
    for row, pairing in zip(table, pairings(plan), strict=True):
        (strong,) = [k for k, cell in enumerate(row["cells"]) if cell["strong"]]
        likeliest = pairing.engagement.likeliest
        assert likeliest is not None
        assert strong + first == min(likeliest, first + len(lengths["heads"]) - 1)


def test_renamed_sides_race_the_race_worked_out_once() -> None:
    """A GM renaming a corps under ``kitgen watch`` changes no number: the race is the one
    worked out before, named anew (counted in the engine's cache, not timed)."""
    from kitgen.systems.jdrwiki.engagement import RACES

    a = Fighter("A", 30, 1, 1, 2, (ASSAULT,))
    b = Fighter("B", 28, 0, 2, 3, (COMBINED,))
    before = race(a, b).engagement
    hits = RACES.hits
    after = race(replace(a, name="Garde"), replace(b, name="Ost")).engagement
    assert RACES.hits == hits + 1
    assert (after.first, after.second) == ("Garde", "Ost")
    assert (after.ends, after.rest, after.left) == (before.ends, before.rest, before.left)


def _moved(plan: Any) -> tuple[int, tuple[bool, ...]]:
    """The cells ``plan``'s races move, worked out anew, and which are followed."""
    from kitgen.systems.jdrwiki import engagement
    from kitgen.work import tally

    engagement.RACES.clear()
    engagement._KEPT.clear()
    with tally() as steps:
        found = pairings(plan)
    return steps["jdrwiki.cells"], tuple(p.followed for p in found)


def test_the_cells_a_battle_races_are_bounded_and_the_cut_does_not_hang_on_a_cache(
    monkeypatch: Any,
) -> None:
    """``CELL_BUDGET`` bounds the cells the battle's races move together (the fuzz found
    a militia of a million moving 5e9, past the worst file): with a budget of a third of
    what the example's races take, the race that crosses it is cut short after one round
    more and every race after it is not followed; the same races are cut when they were
    worked out before, with no budget (a cache must not change the kit)."""
    from kitgen.pipeline import load
    from kitgen.systems.jdrwiki import engagement

    plan = load(Path(__file__).parent.parent / "armies" / "colline-d-ardoise.yaml").plan
    whole, everyone = _moved(plan)
    assert all(everyone) and len(everyone) >= 3
    monkeypatch.setattr(engagement, "CELL_BUDGET", whole // 3)
    cut, followed = _moved(plan)
    assert not all(followed) and followed[0]
    assert followed == tuple(sorted(followed, reverse=True))  # none after the first cut
    assert whole // 3 < cut < whole // 3 + whole // 10  # crossed by at most a round
    engagement._KEPT.clear()
    race_cache = engagement.RACES
    monkeypatch.setattr(engagement, "CELL_BUDGET", whole)
    pairings(plan)  # every race worked out and kept
    monkeypatch.setattr(engagement, "CELL_BUDGET", whole // 3)
    engagement._KEPT.clear()
    assert tuple(p.followed for p in pairings(plan)) == followed
    assert race_cache.hits > 0


def test_a_race_inside_a_battle_past_its_budget_is_the_race_alone_or_not_followed(
    monkeypatch: Any,
) -> None:
    """Issue 40: a fight's odds are a function of the fight. With a budget of a third of
    what the example's races move, each race is either the race worked out alone (the
    store emptied: its own numbers, not the battle's), or said not followed (``cut_short``
    "budget", all ``rest``): never part of the way."""
    from kitgen.pipeline import load
    from kitgen.systems.jdrwiki import engagement

    plan = load(Path(__file__).parent.parent / "armies" / "colline-d-ardoise.yaml").plan
    whole, _ = _moved(plan)
    monkeypatch.setattr(engagement, "CELL_BUDGET", whole // 3)
    _, followed = _moved(plan)
    found = pairings(plan)
    assert any(followed) and not all(followed)
    for p in found:
        e = p.engagement
        if not p.followed:
            assert (e.ends, e.rest, e.cut_short, e.followed) == ((), 1.0, "budget", False)
            assert p.as_json()["cut_short"] == "budget"
            continue
        engagement.RACES.clear()
        alone = race(*p.sides).engagement
        assert e == alone and e.exact == p.exact
