"""Bloodlust engagements (issue 24): the exact turn-by-turn fight against a plain
Monte-Carlo simulator written here from the seed (001, I-3-4 to I-3-6, II-3, IV-1) and
rulings B1, B2, B6 and L11, against two fights worked by hand, and for its invariants.

The simulator shares nothing with the engine but the casualty table lookup
(``casualties``): its own dice, rounding, morale table (the independent transcription in
``bloodlust_seed_tables``), regeneration and turn order.
"""

from __future__ import annotations

import math
import random
from fractions import Fraction
from pathlib import Path
from typing import Any

import bloodlust_seed_tables as seed
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from kitgen.pipeline import load
from kitgen.systems.bloodlust import engagement
from kitgen.systems.bloodlust.casualties import casualties
from kitgen.systems.bloodlust.engagement import (
    FEAR,
    NO_DREAD,
    TERROR,
    Fighter,
    fight,
)
from kitgen.systems.bloodlust.pairings import pairings
from kitgen.work import tally

ROOT = Path(__file__).resolve().parent.parent

# --- the simulator ----------------------------------------------------------------------

SEED_MORALE = {"militia": "milice", "normal": "normal", "veteran": "veteran", "elite": "elite"}


def _half_up(value: Fraction) -> int:
    return math.floor(value + Fraction(1, 2))


def _routs(rng: random.Random, morale: str, modifier: int) -> bool:
    roll = max(1, min(100, rng.randint(1, 100) + modifier))
    for low, high, outcomes in seed.MORALE_TABLE:
        if low <= roll <= high:
            return outcomes[SEED_MORALE[morale]] == "rout"
    raise AssertionError(roll)


def _total(f: Fighter, eff: int, troops: Fraction, bonus: Fraction) -> Fraction:
    if eff <= 0:
        return Fraction(0)
    return (troops if f.monster else troops * eff / f.eff) + bonus


def _hit(rng: random.Random, total: Fraction, modifier: int) -> int:
    pui = _half_up(total) if total > 0 else 0
    return casualties(rng.randint(1, 10) + modifier, pui) if pui > 0 else 0


def _after_regeneration(rng: random.Random, f: Fighter, eff: int, loss: int) -> int:
    """``eff`` (what the unit had before the turn's losses) once the turn's ``loss``,
    every roll that hit it that turn pooled, is taken and regenerated (seed II-3:
    "chaque tranche de 5 pertes reçues dans un tour de combat")."""
    if loss >= eff:
        return 0  # destroyed: nothing comes back (ruling L11)
    back = 0
    if f.regenerates:
        left = loss
        while left > 0:
            chunk = min(5, left)
            left -= chunk
            if rng.randint(1, 6) >= 4:
                back += chunk
    return eff - loss + back


def simulate(a: Fighter, b: Fighter, rng: random.Random, turns: int = 50) -> tuple[int, int]:
    """One fight: (turn it ends, 0 first wins / 1 second wins / 2 neither / 3 undecided)."""
    sides = (a, b)
    eff = [a.eff, b.eff]
    for turn in range(1, turns + 1):
        # start of turn: fear (a check at 0) or terror (at -10) of the enemy
        out = [False, False]
        for s in (0, 1):
            dread = sides[1 - s].dread
            if dread:
                out[s] = _routs(rng, sides[s].morale, 0 if dread == FEAR else -10)
        if any(out):
            return turn, (2 if all(out) else 1 if out[0] else 0)
        took = [False, False]
        start = list(eff)  # the turn's losses regenerate together, at its end
        if turn == 1:  # the engaged unit shoots at the unit engaging it
            for s in (0, 1):
                shot = sides[s].shot
                if shot is not None and eff[s] > 0:
                    loss = _hit(rng, _total(sides[s], eff[s], shot[0], shot[1]), shot[2])
                    loss = min(loss, eff[1 - s])
                    if loss:
                        took[1 - s] = True
                        eff[1 - s] -= loss  # it fights the melee with what is left
        hits = []
        for s in (0, 1):
            f = sides[s]
            total = _total(f, eff[s], f.troops, f.bonus)
            modifier = f.attack
            if turn == 1 and f.charge is not None:
                total, modifier = total * f.charge, f.charge_attack
            hits.append(_hit(rng, total, modifier) if eff[s] > 0 else 0)
        for s in (0, 1):
            loss = min(hits[1 - s], eff[s])
            if loss:
                took[s] = True
            if took[s]:
                eff[s] = _after_regeneration(rng, sides[s], start[s], start[s] - eff[s] + loss)
        # end of turn: destroyed, or a check after losses at or past the 50 % line
        loss_modifier = {NO_DREAD: 0, FEAR: -10, TERROR: -20}
        for s in (0, 1):
            f = sides[s]
            if eff[s] <= 0:
                out[s] = True
            elif took[s] and eff[s] <= f.eff // 2:
                out[s] = _routs(rng, f.morale, loss_modifier[sides[1 - s].dread])
        if any(out):
            return turn, (2 if all(out) else 1 if out[0] else 0)
    return turns, 3


F = Fraction
KNIGHTS = Fighter("knights", 40, F(160), F(5), attack=1, morale="elite")
ORCS = Fighter("orcs", 80, F(160), attack=0, morale="veteran")
CASES: tuple[tuple[Fighter, Fighter], ...] = (
    (KNIGHTS, ORCS),
    (Fighter("k", 40, F(160), F(5), 1, "elite", charge=F(39, 25), charge_attack=3), ORCS),
    (Fighter("a", 20, F(20)), Fighter("b", 20, F(20))),
    (Fighter("a", 5, F(5)), Fighter("b", 5, F(5), morale="militia")),
    (Fighter("a", 100, F(100), attack=2), Fighter("b", 60, F(120), attack=-1)),
    (Fighter("milice", 90, F(63), morale="militia"), Fighter("b", 45, F(135, 2))),
    (Fighter("a", 30, F(90), morale="veteran"), Fighter("b", 30, F(90), attack=1, dread=FEAR)),
    (Fighter("a", 50, F(100), morale="elite"), Fighter("b", 25, F(75), attack=2, dread=TERROR)),
    (Fighter("troll", 40, F(30), attack=4, monster=True, regenerates=True, dread=FEAR), ORCS),
    (Fighter("troll", 40, F(30), attack=4, monster=True), Fighter("b", 120, F(150))),
    (Fighter("m", 30, F(30), F(0), 2, "veteran", monster=True), Fighter("b", 60, F(60))),
    (Fighter("regen", 60, F(120), regenerates=True), Fighter("b", 60, F(140))),
    (Fighter("gob", 200, F(60), attack=-1, morale="militia"), Fighter("b", 40, F(80))),
    (Fighter("a", 45, F(90)), Fighter("archers", 60, F(60), shot=(F(120), F(0), 1))),
    (
        Fighter("riders", 30, F(120), charge=F(6, 5), charge_attack=0),
        Fighter("x", 45, F(135, 2), shot=(F(90), F(0), 1)),
    ),
    (Fighter("a", 12, F(36), F(5), 3, "elite"), Fighter("b", 15, F(15), F(0), -2, "militia")),
    (Fighter("a", 150, F(300), morale="normal"), Fighter("b", 150, F(300), morale="veteran")),
    (Fighter("a", 25, F(25), attack=-3), Fighter("b", 10, F(40), attack=3, morale="elite")),
    (Fighter("a", 70, F(35), morale="elite", dread=FEAR), Fighter("b", 70, F(70), dread=TERROR)),
    (Fighter("big", 35, F(350), attack=1), Fighter("small", 200, F(200), morale="militia")),
    (Fighter("a", 7, F(7)), Fighter("b", 13, F(13, 2), attack=1)),
)


@pytest.mark.parametrize(("first", "second"), CASES, ids=[f"{a.name}-{b.name}" for a, b in CASES])
def test_the_engine_agrees_with_a_simulator_within_three_standard_errors(
    first: Fighter, second: Fighter
) -> None:
    e = fight(first, second).engagement
    rng = random.Random(f"{first!r}{second!r}")
    runs = 1500
    counts = [0, 0, 0, 0]
    turns = 0
    for _ in range(runs):
        turn, outcome = simulate(first, second, rng)
        counts[outcome] += 1
        turns += turn
    for chance, seen in zip((*e.win, e.neither, e.rest), counts, strict=True):
        error = max(math.sqrt(chance * (1 - chance) / runs), 1 / runs)
        assert abs(seen / runs - chance) <= 3 * error, (counts, e.win, e.neither, e.rest)
    if e.mean is not None:
        spread = math.sqrt(sum((t + 1 - e.mean) ** 2 * p for t, p in enumerate(e.by_turn)))
        assert abs(turns / runs - e.mean) <= 3 * max(spread / math.sqrt(runs), 1 / runs)


def test_twenty_matchups_at_least() -> None:
    assert len(CASES) >= 20


# --- worked by hand -----------------------------------------------------------------------


def test_two_five_strong_units_destroy_each_other_on_a_seven() -> None:
    """EFF 5 × PUI 1 on each side: total PUI 5, column 1–10, where rows 1–6 read 0 and
    rows 7–10 read 5 (seed I-3-4). So each turn each unit is destroyed with chance 4/10,
    independently; the fight goes on with (6/10)² = 0.36.
    First wins a turn: 0.4 × 0.6 = 0.24; second: 0.24; neither (both at once): 0.16.
    Overall: first 0.24 / 0.64 = 0.375, second 0.375, neither 0.25; it ends at turn t
    with 0.36^(t-1) × 0.64, a mean of 1 / 0.64 = 1.5625 turns; half are over at turn 1
    (0.64), nine in ten by turn 3 (1 − 0.36³ = 0.953; turn 2 gives 0.870). A unit has
    its 5 left when it wins (0.375), else none: 1.875 expected."""
    e = fight(Fighter("a", 5, F(5)), Fighter("b", 5, F(5))).engagement
    assert e.win == pytest.approx((0.375, 0.375))
    assert e.neither == pytest.approx(0.25)
    assert e.by_turn[:3] == pytest.approx((0.64, 0.36 * 0.64, 0.36**2 * 0.64))
    assert e.mean == pytest.approx(1.5625)
    assert (e.within(0.5), e.within(0.9)) == (1, 3)
    assert e.left == pytest.approx((1.875, 1.875))  # 5 left when it wins, else 0


def test_a_militia_at_half_strength_routs_on_half_its_rolls() -> None:
    """EFF 20 × PUI 1 at ATT +10 against a militia of EFF 10 that cannot hurt it (PUI 0).
    Column 11–20, rows 11–20 read 5, 5, 10, 15, 20, …: the militia loses 5 with
    chance 2/10 and is destroyed with 8/10 (at least 10 of its 10).
    Turn 1: destroyed 0.8; down to 5 (0.2), at its 50 % line, it checks morale: militia
    rout on 01–50, so 0.1 routs and 0.1 stays. Turn 2: every row reads 5 or more, so
    the 0.1 left is destroyed. The first wins always; the fight ends at turn 1 with
    0.9, at turn 2 with 0.1: mean 1.1. The militia has EFF 5 left only when it routs
    (0.1): expected 0.5; the other never loses anyone: 20."""
    e = fight(Fighter("a", 20, F(20), attack=10), Fighter("m", 10, F(0), morale="militia"))
    assert e.engagement.win == pytest.approx((1.0, 0.0))
    assert e.engagement.by_turn == pytest.approx((0.9, 0.1))
    assert e.engagement.mean == pytest.approx(1.1)
    assert e.engagement.left == pytest.approx((20.0, 0.5))
    assert e.exact


# --- properties ---------------------------------------------------------------------------

morales = st.sampled_from(("militia", "normal", "veteran", "elite"))


@st.composite
def fighters(draw: st.DrawFn, name: str) -> Fighter:
    eff = draw(st.integers(5, 60))
    per = draw(st.fractions(F(1, 5), F(5), max_denominator=10))
    return Fighter(
        name,
        eff,
        per * eff,
        attack=draw(st.integers(-3, 3)),
        morale=draw(morales),
        monster=draw(st.booleans()),
        dread=draw(st.sampled_from((NO_DREAD, FEAR, TERROR))),
    )


@settings(max_examples=40, deadline=None)
@given(fighters("a"), fighters("b"))
def test_chances_sum_to_one(a: Fighter, b: Fighter) -> None:
    e = fight(a, b).engagement
    assert sum(e.win) + e.neither + e.rest == pytest.approx(1.0, abs=1e-9)
    assert sum(e.by_turn) + e.rest == pytest.approx(1.0, abs=1e-9)


@settings(max_examples=40, deadline=None)
@given(fighters("a"), fighters("b"), st.integers(1, 3))
def test_a_better_attack_never_lowers_the_odds(a: Fighter, b: Fighter, more: int) -> None:
    stronger = Fighter(a.name, a.eff, a.troops, a.bonus, a.attack + more, a.morale, a.monster)
    weaker = Fighter(a.name, a.eff, a.troops, a.bonus, a.attack, a.morale, a.monster)
    assert fight(stronger, b).engagement.win[0] >= fight(weaker, b).engagement.win[0] - 1e-9


@settings(max_examples=40, deadline=None)
@given(fighters("a"), fighters("b"), st.integers(1, 40))
def test_more_soldiers_never_lower_the_odds(a: Fighter, b: Fighter, more: int) -> None:
    per = a.troops / a.eff
    bigger = Fighter(a.name, a.eff + more, per * (a.eff + more), a.bonus, a.attack, a.morale)
    base = Fighter(a.name, a.eff, a.troops, a.bonus, a.attack, a.morale)
    assert fight(bigger, b).engagement.win[0] >= fight(base, b).engagement.win[0] - 1e-9


def test_the_sides_the_other_way_round_give_the_same_fight() -> None:
    one = fight(KNIGHTS, ORCS).engagement
    other = fight(ORCS, KNIGHTS).engagement
    assert other.win == pytest.approx(one.win[::-1])
    assert other.first == "orcs"


def test_renamed_units_fight_the_same_fight_worked_out_once() -> None:
    """A GM renaming a unit under ``kitgen watch`` changes no number: the fight is the
    one worked out before, named anew (counted in the engine's cache, not timed)."""
    from dataclasses import replace

    from kitgen.systems.bloodlust.engagement import _fight

    before = fight(KNIGHTS, ORCS).engagement
    hits = _fight.cache_info().hits
    renamed = fight(replace(KNIGHTS, name="Lances d'Ys"), replace(ORCS, name="Crocs")).engagement
    assert _fight.cache_info().hits == hits + 1
    assert (renamed.first, renamed.second) == ("Lances d'Ys", "Crocs")
    assert (renamed.ends, renamed.rest, renamed.left) == (before.ends, before.rest, before.left)


# --- size ---------------------------------------------------------------------------------


def test_the_largest_units_the_rules_allow_compute_in_well_under_a_few_seconds() -> None:
    """EFF 100 000 × PUI 1 000 (and a long fight of two EFF 100 000 units): the grid of
    EFF coarsens (ruling L11) and says so."""
    huge = Fighter("huge", 100_000, F(100_000_000))
    long = Fighter("long", 100_000, F(10_000))
    with tally() as steps:
        quick = fight(huge, long)
        slow = fight(long, Fighter("other", 100_000, F(10_000), attack=1))
    # the work follows the coarse grid (GRID + 2 points a side), not the 20,001 EFF values
    # an exact grid would have: per fight, each turn's states in their (at most 3) stages
    # with 4 flags, and each side's kernels from each point for each d10 outcome
    points = (engagement.GRID + 2) ** 2
    assert steps["bloodlust.states"] <= 2 * engagement.MAX_TURNS * 3 * 4 * points
    assert steps["bloodlust.kernel"] <= 2 * 2 * 3 * points * 10
    assert quick.engagement.win[0] == pytest.approx(1.0)
    assert not quick.exact and not slow.exact
    assert slow.engagement.rest > 0.5  # 190 turns or so to decide: honestly undecided


def test_every_engagement_of_the_example_battle() -> None:
    plan = load(ROOT / "armies" / "gue-de-varenne.yaml").plan
    found = pairings(plan)
    assert len(found) == 50
    knights = next(
        p
        for p in found
        if (p.attacker, p.defender) == ("Chevaliers de l'Ordre", "Chevaucheurs de loups")
    )
    assert knights.charge and not knights.shot and knights.exact
    assert knights.engagement.win[0] > 0.99


def test_the_engaged_units_shot_is_a_house_rule(tmp_path: Path) -> None:
    """Seed III-3: a unit with missiles that is engaged *may* shoot once at its attacker
    before the melee. kitgen's odds take the shot (ruling L11); the house rule
    ``no_defensive_shot`` follows the melee alone."""
    text = (ROOT / "armies" / "gue-de-varenne.yaml").read_text(encoding="utf-8")

    def archers_engaged(extra: str) -> Any:
        path = tmp_path / "ford.yaml"
        path.write_text(text.replace("turns: 10\n", "turns: 10\n" + extra), encoding="utf-8")
        found = pairings(load(path).plan)
        return next(
            p for p in found if (p.attacker, p.defender) == ("Orques noirs", "Archers du Val")
        )

    shooting = archers_engaged("")
    melee = archers_engaged("house_rules: {no_defensive_shot: true}\n")
    assert shooting.shot and not melee.shot
    # the archers' volley thins the orcs before they reach them: the archers do better
    assert shooting.engagement.win[1] > melee.engagement.win[1]
    french = archers_engaged("house_rules: {sans_tir_défensif: oui}\n")
    assert not french.shot


@pytest.mark.parametrize("defender", ["Archers du Val", "Batterie de catapultes"])
def test_a_regenerating_unit_regenerates_its_first_turns_losses_together(defender: str) -> None:
    """Seed II-3: "pour chaque tranche de 5 pertes reçues dans un tour de combat" — the
    losses of a turn regenerate together. The example's Troll engaging shooters takes
    their volley and the first melee in one turn: it fights that melee with what the
    volley left of it, and is destroyed if the two together reach its EFF, before any
    regeneration (ruling L11: only a unit left standing regenerates). Regenerating the
    volley's losses on their own, at once, kept the Troll alive more often (the end of the
    first turn in the Troll's favour was 6.6 points likelier against the archers). The
    first turn of 20,000 fights of the simulator above, which pools them, is the check."""
    from kitgen.systems.bloodlust.pairings import fighters

    plan = load(ROOT / "armies" / "gue-de-varenne.yaml").plan
    units = {u.unit.name: u for a in plan.armies for u in a.units}
    troll, shooters = fighters(units["Troll de la Combe"], units[defender])
    assert troll.regenerates and shooters.shot is not None
    first_turn = fight(troll, shooters).engagement.ends[0]
    rng = random.Random(defender)
    runs = 20_000
    counts = [0, 0, 0, 0]
    for _ in range(runs):
        counts[simulate(troll, shooters, rng, turns=1)[1]] += 1
    for chance, seen in zip((*first_turn, 1.0 - sum(first_turn)), counts, strict=True):
        error = max(math.sqrt(chance * (1 - chance) / runs), 1 / runs)
        assert abs(seen / runs - chance) <= 3 * error, (counts, first_turn)


def test_compute_json_and_odds_carry_the_engagements() -> None:
    from conftest import system_text

    from kitgen.systems.bloodlust.report import odds_lines, to_json

    plan = load(ROOT / "armies" / "gue-de-varenne.yaml").plan
    for lang in ("en", "fr"):
        t = system_text(lang, "bloodlust")
        document = to_json(plan, t)
        entry = document["engagements"][0]
        assert entry["sides"] == ["Chevaliers de l'Ordre", "Gobelins de la Combe"]
        assert set(entry) >= {"sides", "win", "turns", "left", "armies", "charge", "exact"}
        assert entry["charge"] is True
        lines = odds_lines(plan, t)
        assert any("Chevaliers de l'Ordre → Gobelins de la Combe" in line for line in lines)


def many_large_units(count: int) -> str:
    """A battle of ``count`` units of EFF 100,000 a side."""

    def army(name: str) -> str:
        units = [
            f"      - {{name: {name[0]}{i}, eff: 100000, pui: 0.0{7 + i % 3}, morale: elite}}"
            for i in range(count)
        ]
        return "\n".join([f"  - name: {name}", "    units:", *units])

    head = "system: bloodlust\nname: Masses\nlanguage: en\narmies:"
    return "\n".join([head, army("Blue"), army("Red")]) + "\n"


def test_a_fight_inside_a_large_battle_is_the_fight_alone_or_not_followed(
    tmp_path: Path,
) -> None:
    """Issue 40: a fight's odds are a function of the fight. Inside a battle whose fights
    pass its budget, each pair is followed as it is alone (worked out again here, the
    engine's store emptied), or said not followed (``cut_short`` "budget", all ``rest``):
    never part of the way."""
    from kitgen.systems.bloodlust.pairings import fighters, pairings

    path = tmp_path / "masses.yaml"
    path.write_text(many_large_units(12), encoding="utf-8")
    plan = load(path).plan
    found = pairings(plan)
    units = {u.unit.name: u for a in plan.armies for u in a.units}
    assert any(p.followed for p in found) and not all(p.followed for p in found)
    for p in found:
        if not p.followed:
            e = p.engagement
            assert (e.ends, e.rest, e.cut_short) == ((), 1.0, "budget")
            continue
        engagement._fight.cache_clear()
        alone = fight(*fighters(units[p.attacker], units[p.defender])).engagement
        assert p.engagement == alone


def test_a_battle_of_many_large_units_follows_its_fights_within_a_budget(
    tmp_path: Path,
) -> None:
    """A battle may hold 40 units of EFF 100,000 a side: 3,200 fights of the largest
    grids took many minutes. The battle's fights share a budget of states, counted before
    each fight, so the same file always follows the same fights, and those past it are
    said not followed (rest 1, `followed: false`), never silently dropped."""
    from kitgen.systems.bloodlust.pairings import BUDGET, cost, fighters, pairings
    from kitgen.systems.bloodlust.report import odds_lines

    path = tmp_path / "masses.yaml"
    path.write_text(many_large_units(12), encoding="utf-8")
    loaded = load(path)
    found = pairings(loaded.plan)
    followed = [p for p in found if p.followed]
    assert 0 < len(followed) < len(found)
    skipped = [p for p in found if not p.followed]
    assert all(p.engagement.rest == 1.0 and not p.engagement.ends for p in skipped)
    assert all(p.as_json()["followed"] is False for p in skipped)
    units = {u.unit.name: u for a in loaded.plan.armies for u in a.units}
    fights = {frozenset(fighters(units[p.attacker], units[p.defender])) for p in followed}
    spent = sum(cost(*sorted(f, key=repr)) if len(f) == 2 else 0 for f in fights)
    assert spent <= BUDGET
    lines = odds_lines(loaded.plan, loaded.text)
    assert sum("not followed" in line for line in lines) == len(found) - len(followed)
