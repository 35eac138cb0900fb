"""Fate engagements (issue 25, items 3 and 5; rulings N9-N11): the exact engine against a
simulator written apart from it (its own dice, its own reading of the battle file), two
fights worked by hand, properties, and what ``compute --json`` and ``kitgen odds`` print.
"""

from __future__ import annotations

import math
import random
import subprocess
import sys
from fractions import Fraction
from pathlib import Path
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from kitgen.build import print_settings
from kitgen.cards import Kit
from kitgen.pipeline import Loaded, load
from kitgen.systems.fate.engagement import MAX_EXCHANGES, Fighter, absorb, engage, pairings
from kitgen.systems.fate.report import to_json

ROOT = Path(__file__).resolve().parent.parent
EXAMPLE = ROOT / "armies" / "siege-de-corbelin.yaml"

# --- the simulator: the battle file read again, every die rolled ---------------------------

BOXES = {"average": [], "fair": [2], "good": [2, 4]}
"""The seed's consequences by quality (Moyenne: none, Passable: a mild one, Bonne: a mild
and a moderate), with Fate Core's sizes: mild 2 shifts, moderate 4."""


def ratings(unit: Any, army: Any) -> dict[str, int]:
    """A unit's skills as it rolls them: its attached commander adds +1 to every skill
    rated below their Will (the seed's commander section)."""
    skills = dict(unit.skills)
    for commander in army.commanders:
        if commander.attached == unit.name:
            return {s: v + 1 if v < commander.will else v for s, v in skills.items()}
    return skills


def side(unit: Any, army: Any, distance: int) -> dict[str, Any]:
    """What the simulator needs of a unit at ``distance``: Fight in the same zone, Shoot
    at the next and two zones away (+2 to the defence there); against Fight it defends
    with its better of Athletics and Fight, against Shoot with Athletics."""
    skills = ratings(unit, army)
    if distance == 0:
        attack, defence, strikes = (
            skills.get("fight", 0),
            max(skills.get("athletics", 0), skills.get("fight", 0)),
            True,
        )
    else:
        attack, defence = skills.get("shoot", 0), skills.get("athletics", 0)
        strikes = attack > 0
    if distance == 2:
        defence += 2
    return {"attack": attack, "defence": defence, "boxes": BOXES[unit.quality], "strikes": strikes}


def four_df(rng: random.Random) -> int:
    return sum(rng.choice((-1, 0, 1)) for _ in range(4))


def take(boxes: list[int], shifts: int) -> list[int] | None:
    """The boxes left after a hit, or None when it takes the unit out: the single box that
    can hold it, the smaller first; else all the boxes together if they can."""
    if shifts <= 0:
        return boxes
    for box in sorted(boxes):
        if box >= shifts:
            left = list(boxes)
            left.remove(box)
            return left
    return [] if len(boxes) > 1 and sum(boxes) >= shifts else None


def simulate(a: dict[str, Any], b: dict[str, Any], rng: random.Random) -> tuple[int, int]:
    """One fight: ``a`` attacks first, then they take turns; (winner 0/1 or 2 undecided,
    exchanges)."""
    boxes = [list(a["boxes"]), list(b["boxes"])]
    units = (a, b)
    for exchange in range(1, MAX_EXCHANGES + 1):
        actor = (exchange - 1) % 2
        target = 1 - actor
        if not units[actor]["strikes"]:
            continue
        shifts = units[actor]["attack"] + four_df(rng) - (units[target]["defence"] + four_df(rng))
        left = take(boxes[target], shifts)
        if left is None:
            return actor, exchange
        boxes[target] = left
    return 2, MAX_EXCHANGES


def test_the_engine_agrees_with_a_simulator_within_three_standard_errors() -> None:
    battle = load(EXAMPLE).battle
    found = pairings(load(EXAMPLE).plan)
    armies = {a.name: a for a in battle.armies}
    units = {(a.name, u.name): (u, a) for a in battle.armies for u in a.units}
    # every pairing at range (Shoot, +2 two zones away) and every fourth in the same zone;
    # not a fight too slow to end within the engine's exchanges (its mean is then printed
    # as a bound: Tir +1 against a defence of +4)
    chosen = [p for p in found if p.distance and p.engagement.mean is not None]
    chosen += [p for p in found if not p.distance][::4]
    assert len(chosen) >= 20 and {p.distance for p in chosen} == {0, 1, 2}
    rng = random.Random(41)
    fights = 1000
    for pairing in chosen:
        mine = units[(pairing.attacker.army, pairing.attacker.name)]
        theirs = units[(pairing.defender.army, pairing.defender.name)]
        assert armies[mine[1].name] is mine[1]
        a, b = side(*mine, pairing.distance), side(*theirs, pairing.distance)
        outcomes = [simulate(a, b, rng) for _ in range(fights)]
        exact = pairing.engagement
        for who in range(2):
            p = exact.win[who]
            seen = sum(1 for w, _ in outcomes if w == who) / fights
            error = math.sqrt(max(p * (1 - p), 5 / fights) / fights)
            assert abs(seen - p) <= 3 * error, (pairing.attacker.name, pairing.defender.name, who)
        lengths = [n for w, n in outcomes if w != 2]
        mean = sum(lengths) / len(lengths)
        spread = math.sqrt(sum((n - mean) ** 2 for n in lengths) / len(lengths))
        assert exact.mean is not None
        assert abs(mean - exact.mean) <= 3 * max(spread, 0.1) / math.sqrt(len(lengths))
        half = exact.within(0.5)
        assert half is not None
        by_half = sum(1 for n in lengths if n <= half) / fights
        p_half = sum(exact.by_turn[:half])
        assert abs(by_half - p_half) <= 3 * math.sqrt(p_half * (1 - p_half) / fights)


# --- worked by hand -------------------------------------------------------------------------

# 8dF: the difference of two 4dF rolls is distributed as 8dF. Its chances, counted on the
# 3^8 = 6561 rolls (the central trinomial coefficients of (1 + x + x²)^8): 0 shifts 1107,
# ±1 1016 each, ±2 784 each, ±3 504 each, ±4 266, ±5 112, ±6 36, ±7 8, ±8 1.
WAYS = {0: 1107, 1: 1016, 2: 784, 3: 504, 4: 266, 5: 112, 6: 36, 7: 8, 8: 1}


def at_least(k: int) -> Fraction:
    """8dF >= k, exactly."""
    return Fraction(sum(WAYS[abs(v)] for v in range(k, 9)), 6561)


def test_two_average_units_worked_by_hand() -> None:
    # The seed, *Moyenne*: "Pas de conséquence – un simple point de dégât met hors-jeu une
    # unité Moyenne": any hit of 1 shift or more takes an Average unit out (ruling N9).
    # A (Fight +1) engages B (Athletics +1, Fight +0) in the same zone (*Attaquer
    # Défendre*: Combat in the same zone). A attacks at +1 against B's Athletics +1: edge
    # 0, so A wins an exchange with 8dF >= 1: (6561 - 1107) / 2 / 6561 = 2727/6561.
    # B answers at +0 against A's better of Athletics (+0) and Fight (+1): edge -1, a hit
    # needs 8dF >= 2: (6561 - 1107 - 2·1016) / 2 / 6561 = 1711/6561.
    p, q = at_least(1), at_least(2)
    assert (p, q) == (Fraction(2727, 6561), Fraction(1711, 6561))
    # Exchanges alternate, A first: A wins at exchange 2k+1 with ((1-p)(1-q))^k p, B at
    # 2k+2 with ((1-p)(1-q))^k (1-p) q; summed: A wins p / (1 - (1-p)(1-q)).
    a = Fighter("A", 1, 1, ())
    b = Fighter("B", 0, 1, ())
    e = engage(a, b)
    assert abs(e.win[0] - float(p / (1 - (1 - p) * (1 - q)))) < 1e-12
    assert abs(e.ends[0][0] - float(p)) < 1e-15
    assert abs(e.ends[1][1] - float((1 - p) * q)) < 1e-15
    assert abs(e.ends[2][0] - float((1 - p) * (1 - q) * p)) < 1e-15
    # half the fights are over within 2 exchanges: p + (1-p)q = 0.56 ≥ 1/2, p < 1/2
    assert e.within(0.5) == 2
    assert e.neither == 0.0


def test_a_good_unit_wearing_down_a_fair_one_that_cannot_answer_worked_by_hand() -> None:
    # A Good unit (mild 2, moderate 4) shoots (Shoot +2) at a Fair unit (a mild
    # consequence, Athletics +1) in the next zone; the Fair unit does not shoot, so it only
    # defends (ruling N10): exchanges 2, 4… pass. Edge +1.
    # Exchange 1: 3 shifts or more (8dF >= 2) take the Fair unit out at once: the mild
    # consequence absorbs only 2 (ruling N6, N9). 1 or 2 shifts (8dF = 0 or 1) fill the
    # mild consequence. Exchange 3: a unit with its mild consequence taken is out at any
    # hit (8dF >= 0); a fresh one again needs 3 shifts.
    good = Fighter("Good", 2, 2, (2, 4))
    fair = Fighter("Fair", 0, 1, (2,), strikes=False)
    e = engage(good, fair)
    out_now = at_least(2)
    mild = Fraction(WAYS[0] + WAYS[1], 6561)
    assert abs(e.ends[0][0] - float(out_now)) < 1e-15
    assert e.ends[1] == (0.0, 0.0, 0.0)
    third = mild * at_least(0) + (1 - out_now - mild) * out_now
    assert abs(e.ends[2][0] - float(third)) < 1e-15
    assert e.win[1] == 0.0
    assert e.left[1] < 1e-12 and abs(e.left[0] - 2.0) < 1e-9  # the shooter is never hit


def test_a_hit_takes_the_fewest_shifts_of_consequences_that_hold_it() -> None:
    # ruling N9: 1-2 shifts on (2, 4) take the mild one; 3-4 the moderate; 5-6 both; 7 out
    assert absorb((2, 4), 2) == (4,)
    assert absorb((2, 4), 3) == (2,)
    assert absorb((2, 4), 6) == ()
    assert absorb((2, 4), 7) is None
    assert absorb((), 1) is None
    assert absorb((2, 4), 0) == (2, 4)
    # house rule one_consequence_per_hit: 5 shifts cannot be split
    assert absorb((2, 4), 5, one_per_hit=True) is None


# --- properties -----------------------------------------------------------------------------

QUALITY = st.sampled_from([(), (2,), (2, 4)])
fighters = st.builds(
    Fighter,
    st.just("x"),
    st.integers(-1, 7),
    st.integers(-1, 8),
    QUALITY,
    st.booleans(),
)


@settings(max_examples=60, deadline=None)
@given(fighters, fighters)
def test_chances_sum_to_one_and_a_better_skill_never_lowers_the_odds(
    first: Fighter, second: Fighter
) -> None:
    first = Fighter("a", first.attack, first.defence, first.consequences, first.strikes)
    second = Fighter("b", second.attack, second.defence, second.consequences, second.strikes)
    e = engage(first, second, exchanges=120)
    assert abs(sum(e.win) + e.neither + e.rest - 1) < 1e-9
    assert abs(sum(e.by_turn) + e.rest - 1) < 1e-9
    better = Fighter("a", first.attack + 1, first.defence, first.consequences, first.strikes)
    tougher = Fighter("a", first.attack, first.defence + 1, first.consequences, first.strikes)
    for stronger in (better, tougher):
        f = engage(stronger, second, exchanges=120)
        assert f.win[0] >= e.win[0] - 1e-9
        assert f.win[1] <= e.win[1] + 1e-9


# --- the battle's pairings, printed ---------------------------------------------------------


def test_every_unit_engages_every_enemy_unit_its_attack_reaches() -> None:
    plan = load(EXAMPLE).plan
    found = pairings(plan)
    units = {a.name: list(a.units) for a in plan.armies}
    garrison, league = (a.name for a in plan.armies)
    shooters = {
        name: sum(1 for u in units[name] if (u.led_skills or u.skills).get("shoot", 0) > 0)
        for name in units
    }
    expected = sum(
        len(units[other]) * (len(units[name]) + 2 * shooters[name])
        for name, other in ((garrison, league), (league, garrison))
    )
    assert len(found) == expected
    assert all(p.attacker.army != p.defender.army for p in found)
    assert {p.distance for p in found} == {0, 1, 2}


def test_surrounded_and_invoked_aspects_raise_the_attack_as_the_file_says(tmp_path: Path) -> None:
    text = EXAMPLE.read_text(encoding="utf-8")
    base = {
        (p.attacker.name, p.defender.name, p.distance): p for p in pairings(load(EXAMPLE).plan)
    }
    changed = (
        text.replace(
            "      - name: Bélier de siège\n        quality: moyenne",
            "      - name: Bélier de siège\n        surrounds: true\n        quality: moyenne",
        )
        .replace(
            "      - name: Archers mercenaires\n        quality: passable",
            "      - name: Archers mercenaires\n        surrounds: true\n"
            "        quality: passable",
        )
        .replace("players: 3 ", "house_rules: {invoked_aspects: 2}\nplayers: 3 ")
    )
    assert changed.count("surrounds") == 2 and "invoked_aspects" in changed
    path = tmp_path / "b.yaml"
    path.write_text(changed, encoding="utf-8")
    now = {(p.attacker.name, p.defender.name, p.distance): p for p in pairings(load(path).plan)}
    key = ("Bélier de siège", "Milice du bourg", 0)
    # one aspect of its own (its name): +2 once, however many the house rule invokes; +1
    assert now[key].sides[0].attack == base[key].sides[0].attack + 2 + 1
    knights = ("Chevaliers du Val", "Milice du bourg", 0)  # three aspects: +2 twice
    assert now[knights].sides[0].attack == base[knights].sides[0].attack + 4
    assert now[key].engagement.win[0] > base[key].engagement.win[0]
    # Surrounded helps every attack from its zone, a Shot too (ruling N11): +1, and two
    # aspects of its own invoked, +4
    for distance in (1, 2):
        shot = ("Archers mercenaires", "Milice du bourg", distance)
        assert now[shot].sides[0].attack == base[shot].sides[0].attack + 1 + 4


def test_compute_json_gives_every_engagement_in_the_shared_shape() -> None:
    loaded = load(EXAMPLE)
    entries = to_json(loaded.plan, loaded.text)["engagements"]
    assert len(entries) == len(pairings(loaded.plan))
    first = entries[0]
    assert set(first) >= {"sides", "win", "turns", "left", "armies", "distance", "skills"}
    assert set(first["turns"]) >= {"mean", "p50", "p90", "distribution", "rest"}
    assert set(first["win"]) == {"first", "second", "neither"}
    assert first["sides"] == ["Gardes du donjon", "Chevaliers du Val"]
    assert first["skills"] == ["fight", "fight"] and first["distance"] == 0
    for entry in entries:
        total = sum(entry["win"].values()) + entry["turns"]["rest"]
        assert abs(total - 1) < 1e-9
        if entry["skills"][1] is None:
            assert entry["win"]["second"] == 0.0 and entry["one_attack_out"][1] is None


def test_kitgen_odds_prints_a_glance_line_per_engagement_in_both_languages() -> None:
    for lang, words in (
        ("en", ("Winner:", "exchanges", "engages")),
        ("fr", ("Vainqueur", "échanges", "attaque")),
    ):
        done = subprocess.run(
            [sys.executable, "-m", "kitgen", "odds", str(EXAMPLE), "--lang", lang],
            capture_output=True,
            text=True,
            cwd=ROOT,
            timeout=60,
        )
        assert done.returncode == 0, done.stderr
        for word in words:
            assert word in done.stdout
        assert done.stdout.count(words[0]) == len(pairings(load(EXAMPLE).plan))


def test_a_battle_of_many_units_gives_its_first_engagements_and_counts_the_others(
    monkeypatch: Any,
) -> None:
    from kitgen.systems.fate import engagement, presenter, report

    total = len(pairings(load(EXAMPLE).plan))
    monkeypatch.setattr(engagement, "BUDGET", 10)
    loaded = load(EXAMPLE)  # a new plan: its engagements are worked out again
    assert len(pairings(loaded.plan)) == 10
    assert engagement.left_out(loaded.plan) == total - 10
    document = to_json(loaded.plan, loaded.text)
    assert len(document["engagements"]) == 10
    assert document["engagements_left_out"] == total - 10
    assert str(total - 10) in report.odds_lines(loaded.plan, loaded.text)[-1]
    monkeypatch.setattr(presenter, "KIT_ENGAGEMENTS", 4)
    pages = presenter._engagements(loaded.plan, loaded.text, _kit(loaded))
    assert sum(len(e["rows"]) for u in pages["tables"] for e in u["enemies"]) == 4
    assert str(total - 4) in pages["more"]


def test_a_fight_inside_a_large_battle_is_the_fight_alone_or_left_out(monkeypatch: Any) -> None:
    """Issue 40: a fight's odds are a function of the fight. Each engagement a battle
    lists is the fight worked out alone (the engine's store emptied); those past the
    battle's budget are not followed, counted in ``engagements_left_out``, never kept
    part of the way."""
    from kitgen.systems.fate import engagement

    total = len(pairings(load(EXAMPLE).plan))
    monkeypatch.setattr(engagement, "BUDGET", total // 2)
    loaded = load(EXAMPLE)  # a new plan: its engagements are worked out again
    found = pairings(loaded.plan)
    assert len(found) == total // 2
    assert engagement.left_out(loaded.plan) == total - total // 2
    one_per_hit = loaded.plan.battle.house_rules.one_consequence_per_hit
    for pairing in found:
        engagement._fought.cache_clear()
        alone = engage(*pairing.sides, one_per_hit)
        assert pairing.engagement == alone
        assert pairing.engagement.followed and pairing.engagement.exact


def test_the_example_gives_every_engagement() -> None:
    from kitgen.systems.fate import engagement

    plan = load(EXAMPLE).plan
    assert engagement.left_out(plan) == 0
    assert len(pairings(plan)) == 72


def test_a_unit_facing_many_enemies_gets_several_tables_each_enemy_whole(
    monkeypatch: Any,
) -> None:
    from kitgen.systems.fate import presenter

    monkeypatch.setattr(presenter, "TABLE_ROWS", 4)
    loaded = load(EXAMPLE)
    tables = presenter._engagements(loaded.plan, loaded.text, _kit(loaded))["tables"]
    assert all(sum(len(e["rows"]) for e in u["enemies"]) <= 4 for u in tables)
    seen = [(u["key"], e["name"]) for u in tables for e in u["enemies"]]
    assert len(seen) == len(set(seen))  # no enemy's rows split between two tables
    shooting = [u for u in tables if u["key"][1] == "Gardes du donjon" and u["key"][2] == "shoot"]
    assert len(shooting) == 2  # four enemies, two rows each: 2 + 2 to a table
    # each army's heading over its first table only, never over a table that goes on
    heads = [(k, u["army_head"]) for k, u in enumerate(tables) if u["army_head"]]
    firsts = [
        next(k for k, u in enumerate(tables) if u["army"] == a)
        for a in dict.fromkeys(u["army"] for u in tables)
    ]
    assert heads == [(k, tables[k]["army"]) for k in firsts]
    assert [h for _, h in heads] == ["Garnison de Corbelin", "Ligue du Val"]


def test_each_engagement_number_is_printed_once(monkeypatch: Any) -> None:
    """Issue 39: a glance line repeated, on every row, the numbers printed beside it (the
    winner's chance, by when half of such fights are over). The row gives each number
    once; the likelier side's chance is the one set in bold, and an enemy that cannot
    answer at range says so in words, not with a sign a reader could take for "almost
    never"."""
    from kitgen.systems.fate import presenter

    loaded = load(EXAMPLE)
    pages = presenter._engagements(loaded.plan, loaded.text, _kit(loaded))
    rows = [r for u in pages["tables"] for e in u["enemies"] for r in e["rows"]]
    assert rows and all("glance" not in r for r in rows)
    assert not any("Vainqueur" in str(v) for r in rows for v in r.values())
    first = pages["tables"][0]["enemies"][0]["rows"][0]  # Gardes du donjon v. Chevaliers
    assert (first["mine"], first["theirs"], first["likelier"]) == (
        "55,0\u202f%",
        "45,0\u202f%",
        "first",
    )
    silent = [r for r in rows if not r["answers"]]
    assert silent and {r["theirs"] for r in silent} == {"sans tir"}
    assert "—" not in {r["theirs"] for r in rows}


def test_the_engagement_pages_cite_rulings_by_mark() -> None:
    """No ruling code in the help (« (arbitrages N9 à N11) »): a raised mark after each
    sentence a ruling governs, the kit's last page saying which ruling each mark is. The
    example's Sapeurs keep an unrated Combat under Grieg, so N1 is cited too."""
    from kitgen.systems.fate import presenter

    loaded = load(EXAMPLE)
    kit = _kit(loaded)
    help_text = str(presenter._engagements(loaded.plan, loaded.text, kit)["help"])
    assert "N9" not in help_text and "N10" not in help_text and "arbitrage" not in help_text
    # (round 11: N8 too, after the Shoot defence the tables assume)
    assert help_text.count('class="ruling-mark"') == 5
    assert list(kit.cited) == ["N10", "N9", "N11", "N1", "N8"]


def _kit(loaded: Loaded) -> Kit:
    return Kit(print_settings(loaded), loaded.text)
