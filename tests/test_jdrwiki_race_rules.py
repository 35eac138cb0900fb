"""JdRWiki army against army, issue 40 (points 3 to 5; rulings O15, O24): what the race
takes from the rulebook beyond the hits themselves. Dernière chance sends damage back
each time its army is hurt; inside a total melee no manoeuvre is rolled but Repli. Each
is checked against a race worked by hand and against a simulator written here from seed
002 (its own dice, its own arithmetic, its own reading of the plan), not from the
engine."""

from __future__ import annotations

import math
import random
from dataclasses import replace
from pathlib import Path

import pytest

from kitgen.systems.jdrwiki.engagement import fighter_of, melee_steps, pairings, race
from kitgen.systems.jdrwiki.model import HouseRules
from kitgen.systems.jdrwiki.race import grid_race
from kitgen.systems.jdrwiki.race_sides import Fighter, Move
from tests.conftest import load_errors, replace_once
from tests.test_jdrwiki_race import SMALL, simulate
from tests.test_jdrwiki_rules import plan_of

# --- the simulator: seed 002 read again, every die rolled -------------------------------------


def _agree(a: Fighter, b: Fighter, seed: int, runs: int = 2000, **how: object) -> None:
    """The race of ``a`` and ``b`` against ``runs`` simulated battles: each outcome's
    chance, the mean length and the mean hit points left within three standard errors."""
    exact = race(a, b).engagement
    assert exact.rest < 1e-9
    rng = random.Random(seed)
    results = [simulate(a, b, rng, **how) for _ in range(runs)]  # type: ignore[arg-type]
    for winner in (0, 1, 2):
        p = (exact.win[0], exact.win[1], exact.neither)[winner]
        seen = sum(1 for r in results if r[0] == winner) / runs
        se = math.sqrt(max(p * (1 - p), 1e-4) / runs)
        assert abs(seen - p) <= 3 * se, (a.plan, b.plan, winner, seen, p)
    rounds = [r[1] for r in results]
    mean = sum(rounds) / runs
    sd = math.sqrt(sum((x - mean) ** 2 for x in rounds) / (runs - 1))
    assert exact.mean is not None
    assert abs(mean - exact.mean) <= 3 * sd / math.sqrt(runs) + 1e-9, (a.plan, mean, exact.mean)
    for side in (0, 1):
        lefts = [r[2 + side] for r in results]
        m = sum(lefts) / runs
        s = max(1.0, math.sqrt(sum((x - m) ** 2 for x in lefts) / (runs - 1)))
        assert abs(m - exact.left[side]) <= 3 * s / math.sqrt(runs), (a.plan, side, m)


NOTHING = Move("spying", 0.0, 0.0)
SURE = Move("massive_assault", 1.0, 0.0, dice=1)


# --- Dernière chance ----------------------------------------------------------------------------


def test_last_chance_sends_half_its_base_damage_back_worked_by_hand() -> None:
    """Seed 002, "Talents d'armée", Dernière chance: "Chaque fois qu'on lui inflige des
    dégâts, l'armée inflige automatiquement ses DB/2 dégâts retour à l'ennemi", rounded
    up (ruling O6), from the hit points it has when the hit comes, even the hit that
    brings it down ("emporter un ou plusieurs ennemis avec lui dans la mort"; O15).

    A (10 HP, the talent) does nothing; B (3 HP) hits it every round for 1 + 1d4 (DB 1,
    VDB 1 at 3 HP or less): X = 2..5. A has DB 1 all along (10 HP or less), so each hit
    sends ceil(1/2) = 1 back: B stands at 2 after round 1, 1 after round 2, 0 after round
    3. A falls when X1 + X2 + ... reaches 10. Round 2: X1 = X2 = 5, 1/16: A falls, B
    keeps 1 HP. Round 3: B falls to the third return whatever happens; A falls with it
    (neither) when X1 + X2 + X3 >= 10, else A wins. The three d4 add up to 6 or less
    (X1 + X2 + X3 <= 9) in 1 + 3 + 6 + 10 = 20 of 64 throws: A wins 20/64, neither
    40/64, and A keeps 10 - X1 - X2 - X3 = 7 - (d4 sum) HP: (4x1 + 3x3 + 2x6 + 1x10)/64
    = 35/64 on average. Without the talent B wins every battle."""
    a = Fighter("A", 10, 0, 0, 0, (NOTHING,), last_chance=True)
    b = Fighter("B", 3, 0, 0, 0, (SURE,))
    e = race(a, b).engagement
    assert len(e.ends) == 3 and e.rest < 1e-12
    expected = ((0.0, 0.0, 0.0), (0.0, 1 / 16, 0.0), (20 / 64, 0.0, 40 / 64))
    for row, want in zip(e.ends, expected, strict=True):
        assert row == pytest.approx(want, abs=1e-12)
    assert e.left == pytest.approx((35 / 64, 1 / 16), abs=1e-12)
    assert e.mean == pytest.approx(2 * 1 / 16 + 3 * 60 / 64)
    # the same from B's side of the grid (the talent on the second side)
    flipped = race(b, a).engagement
    assert flipped.win == pytest.approx((1 / 16, 20 / 64)) and flipped.neither == pytest.approx(
        40 / 64
    )


def test_last_chance_answers_a_failed_push_back_and_the_melee_round() -> None:
    """The damage a Dernière chance army takes when its own Recul fails (seed 002: the
    attacker "subit les dégâts infligé par le défenseur") sends its DB/2 back too, and
    so does the plain hit at the end of a melee round (O13).

    A (20 HP, DB 2 then 1: 1 back) fails its Recul for sure and takes B's plain hit, 1 +
    1d4 (B has 5 HP or less: DB 1, VDB 1), X = 2..5 a round; B does nothing and loses 1
    a round: 4, 3, 2, 1, then 0 in round 5. A falls in round 4 only if X1..X4 are all 5
    (1/256), B keeping 1 HP; in round 5 B falls whatever happens, and A with it when the
    five hits reach 20: the five d4 add up to 15 or more without the first four making
    16, 109/512; else A wins (401/512) with 20 - X1 - ... - X5, 2765/1024 on average (by
    enumeration of the 4^5 throws)."""
    push = Move("push_back", 0.0, 0.0, dice=1, backfire=True)
    a = Fighter("A", 20, 0, 0, 0, (push,), last_chance=True)
    b = Fighter("B", 5, 0, 0, 0, (NOTHING,))
    e = race(a, b).engagement
    expected = ((0.0, 0.0, 0.0),) * 3 + ((0.0, 1 / 256, 0.0), (401 / 512, 0.0, 109 / 512))
    assert len(e.ends) == 5 and e.rest < 1e-12
    for row, want in zip(e.ends, expected, strict=True):
        assert row == pytest.approx(want, abs=1e-12)
    assert e.left == pytest.approx((2765 / 1024, 1 / 256), abs=1e-12)
    # in a melee (both start it for sure, A under the talent) each round ends with both
    # plain hits and what A sends back
    melee = Move("total_melee", 1.0, 0.0, backfire=True, melee=1)
    a = Fighter("A", 20, 0, 0, 0, (melee,), last_chance=True)
    b = Fighter("B", 12, 0, 0, 0, (melee,))
    _agree(a, b, 40, desperate=(True, False))


def _desperate(tmp_path: Path) -> str:
    """The small battle of ``test_jdrwiki_race`` with Red (40 HP) under Dernière chance,
    trying a Recul then a massive assault, against three plans of Blue's (30 HP)."""
    return (
        SMALL.replace("count: 15}", "count: 20}")
        .replace(
            "    talents: [determination]\n",
            "    talents: [dernière chance]\n    plans: [[recul, assaut massif]]\n",
        )
        .replace(
            "    talents: [iron_hand, master_strategist]\n",
            "    talents: [iron_hand, master_strategist]\n"
            "    plans: [assaut massif, [mêlée totale, assaut massif], [recul]]\n",
        )
    )


def test_a_last_chance_army_of_a_battle_file_races_as_the_simulator_plays_it(
    tmp_path: Path,
) -> None:
    """Seed 002, "Dernière chance", through the battle file: the talent reaches the race
    (``fighter_of``), which agrees with the simulator within three standard errors on
    every plan: Blue's assaults, its Mêlée totale (melee rounds, a failure's hit), its
    Recul; Red's own failed Recul."""
    plan = plan_of(tmp_path, _desperate(tmp_path))
    found = pairings(plan)
    assert len(found) == 3 and all(p.exact for p in found)
    for k, p in enumerate(found):
        blue, red = p.sides
        assert red.last_chance and not blue.last_chance
        _agree(blue, red, 400 + k, desperate=(False, True))


def test_both_sides_under_last_chance_send_back_once() -> None:
    """What Dernière chance sends back is not damage an action inflicts: it sends nothing
    back in turn (else two such armies would trade it without end; ruling O15)."""
    a = Fighter("A", 24, 1, 1, 2, (Move("massive_assault", 0.6, 0.1, dice=1, modifier=1),))
    b = Fighter("B", 21, 0, 1, 3, (Move("subtle_assault", 0.55, 0.1, dice=1, modifier=1),))
    _agree(replace(a, last_chance=True), replace(b, last_chance=True), 7, desperate=(True, True))


def test_last_chance_on_a_coarse_grid_stays_close_to_the_exact_race() -> None:
    """A side past the grid's cells sends back its cell's DB/2, split between the two
    nearest cells as every damage is (ruling O15): within a percentage point of the
    exact race, as without the talent."""
    a = Fighter("A", 180, 1, 2, 3, (Move("massive_assault", 0.6, 0.15, dice=1, modifier=2),))
    b = Fighter("B", 160, 0, 1, 4, (Move("total_melee", 0.5, 0.05, backfire=True, melee=1),))
    a, b = replace(a, last_chance=True), replace(b, plan=(*b.plan, a.plan[0]))
    exact, is_exact = grid_race(a, b, cells=1000)
    coarse, is_coarse = grid_race(a, b, cells=45)
    assert is_exact and not is_coarse
    for mine, theirs in zip(
        (*exact.win, exact.neither), (*coarse.win, coarse.neither), strict=True
    ):
        assert abs(mine - theirs) < 0.01
    assert exact.mean is not None and coarse.mean is not None
    assert abs(exact.mean - coarse.mean) < 0.02 * exact.mean


# --- no manoeuvre inside a total melee but Repli (ruling O24) ------------------------------------

MELEE = Move("total_melee", 1.0, 0.0, backfire=True, melee=1)
CHARGE = Move("charge", 0.9, 0.1)
MASSIVE = Move("massive_assault", 0.6, 0.1, dice=1, modifier=1)
SUBTLE = Move("subtle_assault", 0.7, 0.1, dice=1)
COMBINED = Move("combined_assault", 0.5, 0.1, dice=2, modifier=1)


def test_a_manoeuvre_inside_a_total_melee_gives_way_to_the_plan_s_next_allowed_action() -> None:
    """Seed 002, "Situation de Mêlée totale": "En dehors de cette action [le repli],
    aucune autre action de manœuvre n'est possible en mêlée totale. En revanche, toutes
    les autres actions sont réalisables." Ruling O24: the charge A plans in round 2, 5,
    8... is not rolled once its Mêlée totale (sure) has started the melee in round 1; A
    takes its plan's next allowed action, the massive assault. So A's plan (Mêlée
    totale, Charge, Assaut massif) races exactly as (Mêlée totale, Assaut massif, Assaut
    massif), and not as the charge rolled would."""
    b = Fighter("B", 30, 0, 1, 2, (SUBTLE,))
    steps = melee_steps((MELEE, CHARGE, MASSIVE), COMBINED)
    assert steps[1].in_melee == MASSIVE
    assert steps[0].in_melee is None and steps[2].in_melee is None
    a = Fighter("A", 30, 0, 1, 2, steps)
    ruled = race(a, b).engagement
    same = race(replace(a, plan=(MELEE, MASSIVE, MASSIVE)), b).engagement
    rolled = race(replace(a, plan=(MELEE, CHARGE, MASSIVE)), b).engagement
    assert ruled.win == pytest.approx(same.win, abs=1e-12)
    assert ruled.left == pytest.approx(same.left, abs=1e-9)
    assert ruled.mean == pytest.approx(same.mean, abs=1e-9)
    assert ruled.win[0] > rolled.win[0] + 0.01
    # the plan cycles past its end; a plan of manoeuvres alone takes the best assault;
    # Repli stays allowed, and so is what it gives way to
    assert melee_steps((CHARGE, MELEE), COMBINED)[0].in_melee == MELEE
    (alone,) = melee_steps((CHARGE,), COMBINED)
    assert alone.in_melee == COMBINED
    withdraw = Move("withdraw", 0.5, 0.0, melee=-1)
    steps = melee_steps((withdraw, Move("pincer", 0.5, 0.0)), COMBINED)
    assert steps[0].in_melee is None and steps[1].in_melee == withdraw


def test_the_house_rule_assault_takes_the_best_assault_instead() -> None:
    """``manoeuvre_in_melee: assault``: a manoeuvre not allowed in the melee becomes the
    side's best assault, not its plan's next action (ruling O24's other reading)."""
    steps = melee_steps((MELEE, CHARGE, MASSIVE), COMBINED, "assault")
    assert steps[1].in_melee == COMBINED
    a = Fighter("A", 30, 0, 1, 2, steps)
    b = Fighter("B", 30, 0, 1, 2, (SUBTLE,))
    ruled = race(a, b).engagement
    same = race(replace(a, plan=(MELEE, COMBINED, MASSIVE)), b).engagement
    assert ruled.win == pytest.approx(same.win, abs=1e-12)
    _agree(a, b, 24, best=(COMBINED, None), rule="assault")


def _manoeuvring(tmp_path: Path, house: str = "") -> str:
    text = _desperate(tmp_path).replace(
        "[assaut massif, [mêlée totale, assaut massif], [recul]]",
        "[[mêlée totale, charge, assaut massif], [charge], [repli, étau]]",
    )
    return replace_once(text, "\narmies:\n", f"\n{house}armies:\n") if house else text


def test_a_battle_file_s_plan_keeps_no_manoeuvre_inside_a_melee(tmp_path: Path) -> None:
    """Through the battle file (``fighter_of``): each planned manoeuvre but Repli says
    what the side takes inside a melee instead (ruling O24), and the race agrees with
    the simulator, which plays the rule from the plan itself."""
    plan = plan_of(tmp_path, _manoeuvring(tmp_path))
    blue = plan.armies[0]
    ours = next(m for m in plan.matchups if m.attacker == "Blue")
    melee, charge, massive = fighter_of(
        ours, blue, blue.whole, ("total_melee", "charge", "massive_assault")
    ).plan
    assert charge.in_melee == massive and melee.in_melee is None
    (alone,) = fighter_of(ours, blue, blue.whole, ("charge",)).plan
    best = fighter_of(ours, blue, blue.whole).plan[0]
    assert alone.in_melee == best and best.key.endswith("_assault")
    withdraw, pincer = fighter_of(ours, blue, blue.whole, ("withdraw", "pincer")).plan
    assert withdraw.in_melee is None and pincer.in_melee == withdraw
    rule = HouseRules(manoeuvre_in_melee="assault")
    _, charge, _ = fighter_of(
        ours, blue, blue.whole, ("total_melee", "charge", "massive_assault"), rule
    ).plan
    assert charge.in_melee == best
    first = pairings(plan)[0]
    blue_side, red_side = first.sides
    assert [m.key for m in blue_side.plan] == ["total_melee", "charge", "massive_assault"]
    _agree(blue_side, red_side, 99, desperate=(False, True))


@pytest.mark.parametrize(
    ("rule", "value"),
    [
        ("manoeuvre_in_melee: assault", "assault"),
        ("manœuvre_en_mêlée: assaut", "assault"),
        ("manoeuvre_in_melee: suivante", "next"),
    ],
)
def test_the_house_rule_takes_its_spellings(tmp_path: Path, rule: str, value: str) -> None:
    plan = plan_of(tmp_path, _manoeuvring(tmp_path, f"house_rules: {{{rule}}}\n"))
    assert plan.battle.house_rules.manoeuvre_in_melee == value
    races = pairings(plan)
    charge = races[0].sides[0].plan[1]
    assert charge.key == "charge" and charge.in_melee is not None
    if value == "assault":
        assert charge.in_melee.key.endswith("_assault")
    else:
        assert charge.in_melee.key == "massive_assault"


def test_a_house_rule_value_it_does_not_know_is_an_error(tmp_path: Path) -> None:
    errors = load_errors(
        tmp_path, _manoeuvring(tmp_path, "house_rules: {manoeuvre_in_melee: 2}\n")
    )
    assert any("manoeuvre_in_melee" in e or "manoeuvre_en_mêlée" in e for e in errors), errors


def test_the_race_page_marks_a_plan_the_melee_rule_changes(tmp_path: Path) -> None:
    """The "Army against army" page marks ruling O24 on a plan whose manoeuvre gives way
    inside a melee, in a race where a plan can start one; only there."""
    from kitgen.cards import Kit
    from kitgen.printing import Settings
    from kitgen.systems.jdrwiki.race_page import race_page
    from tests.conftest import system_text

    t = system_text("en", "jdrwiki")
    for text, marked in ((_manoeuvring(tmp_path), [True, False, False]), (SMALL, [False])):
        kit = Kit(Settings(), t)
        page = race_page(plan_of(tmp_path, text), t, kit)
        assert page is not None
        rows = [row for group in page["groups"] for race in group["races"] for row in race["rows"]]
        assert ["ruling-mark" in str(row["plan1"]) for row in rows] == marked
        assert not any("ruling-mark" in str(row["plan2"]) for row in rows)
        assert ("O24" in kit.cited) is any(marked)
