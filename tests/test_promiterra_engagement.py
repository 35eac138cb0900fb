"""Promiterra engagements (issue 24, ruling M10): the exact engine against a Monte-Carlo
simulator written apart from it (dice rolled one by one, the seed's table transcribed in
tests/promiterra_seed_tables.py), two fights worked by hand, and properties."""

from __future__ import annotations

import math
import os
import random
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from kitgen.engagement import Engagement
from kitgen.pipeline import load
from kitgen.systems.promiterra import grid, sides
from kitgen.systems.promiterra.engagement import (
    MAX_EXCHANGES,
    MAX_STATES,
    Fighter,
    engage,
    engagements,
    fighter,
    follow_states,
    order,
)
from kitgen.work import tally
from tests import promiterra_seed_tables as seed

ROOT = Path(__file__).resolve().parent.parent


def troop(
    name: str,
    units: int,
    attack: int,
    defense: int,
    *,
    level: int = 0,
    loyalty: int = 11,
    tests: int = 0,
    below: int = 0,
    riposted: bool = True,
) -> Fighter:
    return Fighter(
        name, units, attack, defense, level, _hold(loyalty), tests, below, riposted=riposted
    )


def _hold(loyalty: int) -> float:
    """2d6 <= Loyalty, 2 always holds, 12 always fails (P3), counted on the 36 rolls."""
    rolls = [a + b for a in range(1, 7) for b in range(1, 7)]
    return sum(1 for r in rolls if r == 2 or (r != 12 and r <= loyalty)) / 36


# --- the simulator: one fight at a time, every die rolled ----------------------------------


def _row(units: int) -> tuple[int, int]:
    """(dice, multiplier) from the seed's table as tests/promiterra_seed_tables.py has it."""
    for low, high, dice, multiplier in seed.DICE_CUTTING:
        if units >= low and (high is None or units <= high):
            return dice, multiplier
    raise AssertionError(units)


def _successes(rng: random.Random, dice: int, stat: int) -> int:
    return sum(1 for _ in range(dice) if rng.randint(1, 6) <= stat)


def _save(rng: random.Random, hits: int, stat: int) -> int:
    """Hits left after one defence wave (the pool cut; all dice succeeding: none left)."""
    if hits <= 0:
        return 0
    dice, multiplier = _row(hits)
    saves = _successes(rng, dice, stat)
    return 0 if saves == dice else max(0, hits - saves * multiplier)


def _strike(rng: random.Random, units: int, attack: int, enemy: Fighter) -> int:
    dice, multiplier = _row(units)
    hits = _successes(rng, dice, attack) * multiplier
    hits = _save(rng, hits, enemy.defense)
    if enemy.level:
        hits = _save(rng, hits, enemy.level)
    return hits


def _flees(rng: random.Random, me: Fighter, units: int) -> bool:
    tests = me.tests + (1 if units <= me.test_below else 0)
    return any(rng.random() >= me.hold for _ in range(tests))


def simulate(first: Fighter, second: Fighter, rng: random.Random) -> tuple[int, int]:
    """(winner: 0 first, 1 second, 2 neither, 3 undecided after 200; exchanges)."""
    units = [first.units, second.units]
    sides = (first, second)
    for exchange in range(1, 201):
        me = (exchange - 1) % 2
        you = 1 - me
        if _flees(rng, sides[me], units[me]):
            return you, exchange
        lost = _strike(rng, units[me], sides[me].attack, sides[you])
        back = _strike(rng, units[you], sides[you].attack, sides[me]) if sides[me].riposted else 0
        units[you] = max(0, units[you] - lost)
        units[me] = max(0, units[me] - back)
        if not units[0] and not units[1]:
            return 2, exchange
        if not units[you]:
            return me, exchange
        if not units[me]:
            return you, exchange
    return 3, 200


PAIRINGS = [
    (troop("a", 10, 2, 2), troop("b", 5, 3, 3)),  # the seed's worked melee
    (troop("a", 50, 2, 3), troop("b", 20, 3, 2)),  # its dice-cutting example, fought on
    (troop("a", 16, 4, 3), troop("b", 30, 3, 2)),
    (troop("a", 12, 3, 3, level=2), troop("b", 25, 3, 2)),
    (troop("a", 25, 2, 2), troop("b", 10, 4, 5, level=1)),
    (troop("a", 40, 3, 3), troop("b", 45, 2, 1, loyalty=5, tests=1)),
    (troop("a", 8, 3, 2, loyalty=7, tests=1), troop("b", 3, 6, 4)),
    (troop("a", 30, 3, 2, riposted=False), troop("b", 25, 2, 2)),  # mounted on ranged
    (troop("a", 25, 2, 2), troop("b", 30, 3, 2, riposted=False)),
    (troop("a", 20, 3, 3, loyalty=8, below=6), troop("b", 20, 3, 3, loyalty=6, below=6)),
    (troop("a", 6, 1, 5), troop("b", 6, 1, 5)),  # a slow grind
    (troop("a", 1, 3, 0), troop("b", 1, 3, 0)),
    (troop("a", 15, 3, 3), troop("b", 16, 3, 3)),  # either side of the first cut
    (troop("a", 22, 4, 1, level=4), troop("b", 22, 4, 1)),
    (troop("a", 33, 2, 4, loyalty=9, below=10), troop("b", 18, 5, 2, level=3)),
    (troop("a", 48, 2, 2, loyalty=4, tests=2), troop("b", 14, 3, 3)),
    (troop("a", 9, 6, 0), troop("b", 40, 1, 1)),
    (troop("a", 2, 0, 5), troop("b", 3, 1, 0)),  # the first never hits
    (troop("a", 35, 3, 3, loyalty=7, below=11), troop("b", 35, 3, 3, loyalty=7, below=11)),
    (troop("a", 19, 3, 2, level=1), troop("b", 19, 3, 2, level=2)),
    (troop("a", 60, 2, 1, loyalty=5, tests=1, below=19), troop("b", 40, 3, 3)),
]


def test_the_engine_agrees_with_a_simulator_within_three_standard_errors() -> None:
    rng = random.Random(24)
    fights = 1500
    for first, second in PAIRINGS:
        exact = engage(first, second)
        outcomes = [simulate(first, second, rng) for _ in range(fights)]
        for side in range(4):  # first, second, neither, undecided after 200 exchanges
            p = (*exact.win, exact.neither, exact.rest)[side]
            seen = sum(1 for w, _ in outcomes if w == side) / fights
            # a rare outcome's count is Poisson-like: its variance floored at 5 fights' worth
            error = math.sqrt(max(p * (1 - p), 5 / fights) / fights)
            assert abs(seen - p) <= 3 * error, (first, second, side, seen, p)
        decided = [n for w, n in outcomes if w != 3]
        if exact.mean is None:  # the slow grind: some fights outlast 200 exchanges
            continue
        mean = sum(decided) / len(decided)
        spread = math.sqrt(sum((n - mean) ** 2 for n in decided) / len(decided))
        assert abs(mean - exact.mean) <= 3 * max(spread, 0.1) / math.sqrt(len(decided)), (
            first,
            second,
            mean,
            exact.mean,
        )


def test_two_single_soldiers_worked_by_hand() -> None:
    # One unit each, Attack 3, Defense 0, no loyalty test. In every exchange the attacker
    # hits with 3/6 = 1/2 (no save: Defense 0) and the riposte hits with 1/2, losses at the
    # end (ruling M3). So each exchange: both die 1/4 (neither), only the target dies 1/4,
    # only the attacker 1/4, nobody 1/4 (the fight goes on). Exchange 1 is the first's
    # attack, exchange 2 the second's: the two cases are the same, so each side wins
    # (1/4) / (3/4) = 1/3, neither 1/3; the fight ends at exchange t with (3/4)(1/4)^(t-1),
    # a mean of 1 / (3/4) = 4/3 exchanges.
    fight = engage(troop("a", 1, 3, 0), troop("b", 1, 3, 0))
    assert fight.win == pytest.approx((1 / 3, 1 / 3))
    assert fight.neither == pytest.approx(1 / 3)
    assert fight.by_turn[:3] == pytest.approx((3 / 4, 3 / 16, 3 / 64))
    assert fight.mean == pytest.approx(4 / 3)
    assert (fight.likeliest, fight.within(0.5), fight.within(0.9)) == (1, 1, 2)


def test_a_frightened_troop_that_cannot_hurt_anyone_worked_by_hand() -> None:
    # Neither side can hit (Attack 0), so only loyalty decides. The first stands next to a
    # source of fear (one test at each of its own turns, P3) with Loyalty 7: it holds on
    # 2d6 <= 7, 21/36. Its turns are exchanges 1, 3, 5… (it engaged), the second's 2, 4…
    # (no test). So the second wins at exchange 2k-1 with (21/36)^(k-1) x 15/36, never at
    # an even one; after 10 exchanges (five tests) (21/36)^5 is still undecided.
    hold = 21 / 36
    fight = engage(troop("a", 5, 0, 3, loyalty=7, tests=1), troop("b", 5, 0, 3), exchanges=10)
    assert fight.win[0] == 0
    assert fight.by_turn == pytest.approx(
        tuple(hold ** (t // 2) * (1 - hold) if t % 2 == 0 else 0.0 for t in range(10))
    )
    assert fight.rest == pytest.approx(hold**5)
    assert fight.mean is None  # some fights outlast what was followed
    # both hold their ground: the fight never ends, and says so
    stuck = engage(troop("a", 5, 0, 3), troop("b", 5, 0, 3), exchanges=7)
    assert (len(stuck.ends), stuck.rest, stuck.win) == (7, pytest.approx(1.0), (0.0, 0.0))


SIZES = st.integers(min_value=1, max_value=15)
"""Pools of up to 15 dice are never cut (P2): see the test after these two."""
STATS = st.integers(min_value=0, max_value=6)


@settings(max_examples=25, deadline=None)
@given(
    SIZES,
    SIZES,
    STATS,
    STATS,
    st.integers(0, 5),
    st.integers(0, 5),
    st.integers(2, 11),
    st.integers(0, 2),
)
def test_chances_sum_to_one_and_more_attack_never_lowers_the_odds(
    units: int,
    enemy: int,
    attack: int,
    enemy_attack: int,
    defense: int,
    enemy_defense: int,
    loyalty: int,
    tests: int,
) -> None:
    other = troop("b", enemy, enemy_attack, enemy_defense)
    odds = []
    for a in range(attack, min(6, attack + 1) + 1):
        fight = engage(troop("a", units, a, defense, loyalty=loyalty, tests=tests), other)
        total = sum(fight.by_turn) + fight.rest
        assert total == pytest.approx(1.0, abs=1e-9)
        odds.append(fight.win[0])
    assert odds[-1] >= odds[0] - 1e-9


@settings(max_examples=25, deadline=None)
@given(st.integers(1, 14), SIZES, STATS, STATS, st.integers(0, 5), st.integers(0, 5))
def test_one_more_unit_never_lowers_the_odds(
    units: int, enemy: int, attack: int, enemy_attack: int, defense: int, enemy_defense: int
) -> None:
    # up to 15 units every unit rolls its own die (P2), and no size test (below 0)
    other = troop("b", enemy, enemy_attack, enemy_defense)
    fewer = engage(troop("a", units, attack, defense), other)
    more = engage(troop("a", units + 1, attack, defense), other)
    assert more.win[0] >= fewer.win[0] - 1e-9
    assert more.win[1] <= fewer.win[1] + 1e-9


SMALL_WAR = """\
system: promiterra
name: Escarmouche
language: fr
armies:
  - name: Baronnie
    troops:
      - {name: Garde, type: melee, units: 12, movement: 2, range: 1, attack: 3, defense: 3,
         loyalty: 8, value: 3, fortification: 2}
      - {name: Archers, type: ranged, units: 8, movement: 2, range: 3, attack: 2,
         defense: 2, loyalty: 7, value: 3}
  - name: Horde
    troops:
      - {name: Loups, type: mounted, units: 10, movement: 5, range: 1, attack: 3,
         defense: 2, loyalty: 6, value: 4}
      - {name: Troll, type: special, units: 2, movement: 2, range: 1, attack: 6,
         defense: 4, loyalty: 4, value: 40, fearsome: true}
"""


def test_every_troop_engages_every_enemy_troop_as_it_stands(tmp_path: Path) -> None:
    battle = tmp_path / "escarmouche.yaml"
    battle.write_text(SMALL_WAR, encoding="utf-8")
    plan = load(battle).plan
    found = {(mine.name, theirs.name): fight for mine, theirs, fight in engagements(plan)}
    assert len(found) == 2 * 2 * 2
    for (mine, theirs), fight in found.items():
        assert (fight.first, fight.second) == (mine, theirs)
        assert fight.rest < 1e-12 and fight.mean is not None
    # the wolves (mounted) draw no riposte from the archers (ranged) in their own turns:
    # the same fight started by the archers is not the same
    assert found[("Loups", "Archers")].win[0] != pytest.approx(found[("Archers", "Loups")].win[1])
    # the guard stands behind fortification 2 (a fighter's level), the troll frightens
    garde = fighter_of(plan, "Garde", "Troll")
    assert (garde.level, garde.tests) == (2, 1)
    assert fighter_of(plan, "Troll", "Garde").tests == 0


def _large_war(sizes: tuple[int, ...]) -> str:
    """Two armies of troops of ``sizes`` units each, no map: a war whose fights pass the
    budget."""
    lines = ["system: promiterra", "name: Grande guerre", "language: fr", "armies:"]
    for army, (attack, defense) in (("Nord", (3, 3)), ("Sud", (4, 2))):
        lines += [f"  - name: {army}", "    troops:"]
        lines += [
            f"      - {{name: {army} {n}, type: melee, units: {units}, movement: 2, range: 1,"
            f" attack: {attack}, defense: {defense}, loyalty: 8, value: 2}}"
            for n, units in enumerate(sizes, 1)
        ]
    return "\n".join(lines) + "\n"


def test_a_fight_inside_a_large_war_is_the_fight_alone_or_not_followed(tmp_path: Path) -> None:
    """Issue 40: a fight's odds are a function of the fight. Inside a war whose fights
    pass its budget, each pair is either followed as it is alone, to the same numbers,
    or said not followed (``cut_short`` "budget", every chance in ``rest``): never part
    of the way (600 against 40 units was skipped inside a war yet computed alone, and
    fights of 330 units or more were cut after 2 exchanges, unsaid)."""
    battle = tmp_path / "guerre.yaml"
    battle.write_text(_large_war((600, 40, 350, 12, 250)), encoding="utf-8")
    plan = load(battle).plan
    found = engagements(plan, budget=1_000_000)
    followed = [f for _, _, f in found if f.followed]
    skipped = [f for _, _, f in found if not f.followed]
    assert followed and skipped
    for mine, theirs, fight in found:
        if not fight.followed:
            assert (fight.ends, fight.rest, fight.cut_short) == ((), 1.0, "budget")
            continue
        alone = engage(fighter(mine, theirs, plan), fighter(theirs, mine, plan))
        _assert_same(fight, alone)
        assert fight.exact == alone.exact


def test_a_wars_fights_are_followed_nearest_first() -> None:
    """The budget goes to the fights a GM meets first: the two troops nearest each other
    on the map (cells counted as ruling M11 does: the larger of the rows and columns
    between them), troops without a cell last, and the file's order between equals."""
    from types import SimpleNamespace

    def pair(one: Any, two: Any) -> Any:
        return (SimpleNamespace(cell=one), SimpleNamespace(cell=two))

    pairs = (
        pair((0, 0), (5, 1)),  # 5 apart
        pair(None, (0, 0)),  # not placed
        pair((2, 2), (3, 3)),  # adjacent (a diagonal)
        pair((0, 0), (0, 2)),  # 2 apart
        pair((4, 4), (5, 4)),  # adjacent, later in the file
    )
    assert order(pairs) == [2, 4, 3, 0, 1]


def fighter_of(plan: Any, name: str, enemy: str) -> Fighter:
    troops = {t.name: t for t in plan.troops()}
    return fighter(troops[name], troops[enemy], plan)


def test_more_hits_can_save_the_defender_where_the_dice_are_cut() -> None:
    # Not monotonic, by the seed's own rules: 16 units at Attack 6 always land 16 hits,
    # which the defender saves with 8 dice counting double (P2), all of them succeeding on
    # Defense 2 with (1/3)^8 (a perfect defence: no loss); at Attack 5, 7 hits out of 8
    # dice (14 hits) are saved one die each, all 14 succeeding with only (1/3)^14. So one
    # more point of Attack lowers the odds, a little, against a lone defender.
    weaker = engage(troop("a", 16, 5, 0), troop("b", 1, 0, 2), exchanges=1)
    stronger = engage(troop("a", 16, 6, 0), troop("b", 1, 0, 2), exchanges=1)
    assert stronger.win[0] < weaker.win[0]
    assert 1 - stronger.win[0] == pytest.approx((1 / 3) ** 8)


def test_troops_too_large_to_follow_are_said_undecided_not_computed_for_minutes() -> None:
    with tally() as steps:
        fight = engage(troop("a", 50_000, 3, 3), troop("b", 40, 3, 3))
    assert (fight.ends, fight.rest) == ((), 1.0)
    assert (fight.followed, fight.cut_short) == (False, "too_large")
    assert steps["promiterra.slots"] == 0  # not one exchange followed


def _states(first: Fighter, second: Fighter, cut_fortification: bool = True) -> Engagement:
    """The plain, state-by-state engine the grid is checked against."""
    pair = (
        sides.side(first, second, cut_fortification),
        sides.side(second, first, cut_fortification),
    )
    return follow_states(first, second, pair, MAX_EXCHANGES, MAX_STATES)


def _assert_same(fast: Engagement, plain: Engagement) -> None:
    assert len(fast.ends) == len(plain.ends)
    for row, expected in zip(fast.ends, plain.ends, strict=True):
        assert row == pytest.approx(expected, abs=1e-12)
    assert fast.rest == pytest.approx(plain.rest, abs=1e-12)
    assert fast.left == pytest.approx(plain.left, rel=1e-12, abs=1e-12)


def test_the_grid_gives_the_numbers_of_the_state_by_state_engine() -> None:
    for first, second in PAIRINGS:
        assert grid.fits(sides.side(first, second, True), sides.side(second, first, True))
        _assert_same(engage(first, second), _states(first, second))
    for first, second in PAIRINGS[:10]:  # the other order, fortifications' saves uncut
        _assert_same(engage(second, first, False), _states(second, first, False))


def test_both_orders_of_a_pairing_share_the_grid_and_keep_their_numbers(tmp_path: Path) -> None:
    battle = tmp_path / "escarmouche.yaml"
    battle.write_text(SMALL_WAR.replace("units: 12,", "units: 45,"), encoding="utf-8")
    plan = load(battle).plan
    for mine, theirs, fight in engagements(plan):
        first, second = fighter(mine, theirs, plan), fighter(theirs, mine, plan)
        _assert_same(fight, _states(first, second))


def test_a_troop_larger_than_the_grid_is_followed_on_fewer_sizes_its_mean_kept(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Past ``POINTS`` units a troop is followed on that many of its sizes, each loss
    split between the two nearest (issue 40): here 60 and 40 units on 20 sizes each,
    against every size followed. The fight says it is not exact, and stays close."""
    first, second = PAIRINGS[-1]
    exact = engage(first, second)
    monkeypatch.setattr(grid, "POINTS", 20)
    coarse = engage(first, second)
    assert exact.exact and not coarse.exact and coarse.followed
    assert coarse.win == pytest.approx(exact.win, abs=0.01)
    assert coarse.mean == pytest.approx(exact.mean, rel=0.02)
    assert coarse.left == pytest.approx(exact.left, abs=0.1)


@pytest.mark.parametrize(
    ("first", "second"),
    [
        (troop("a", 350, 4, 3), troop("b", 600, 3, 2)),
        (troop("a", 330, 3, 3), troop("b", 340, 3, 3, loyalty=8, below=110)),
    ],
    ids=["350-600", "330-340"],
)
def test_large_troops_are_followed_to_the_end_like_small_ones(
    first: Fighter, second: Fighter
) -> None:
    """Issue 40: two troops of 330 units or more were followed for 2 exchanges only, 88
    to 99 % of their fights left undecided though they end in about 4. They are now
    followed until decided, as small ones are (on a coarser grid of sizes: not exact),
    and agree with the simulator within three standard errors and the grid's own
    approximation (half a percentage point, 2 % of the length)."""
    fight = engage(first, second)
    assert fight.followed and not fight.exact
    assert fight.rest < 1e-12 and fight.mean is not None
    rng = random.Random(f"issue 40: {first.units} against {second.units}")
    runs = 1000
    counts = [0, 0, 0, 0]
    turns = 0
    for _ in range(runs):
        outcome, exchange = simulate(first, second, rng)
        counts[outcome] += 1
        turns += exchange
    for chance, seen in zip((*fight.win, fight.neither), counts, strict=False):
        error = max(math.sqrt(chance * (1 - chance) / runs), 1 / runs)
        assert abs(seen / runs - chance) <= 3 * error + 0.005, (counts, fight.win)
    spread = math.sqrt(sum((t + 1 - fight.mean) ** 2 * p for t, p in enumerate(fight.by_turn)))
    assert abs(turns / runs - fight.mean) <= 3 * spread / math.sqrt(runs) + 0.02 * fight.mean


def test_numpy_is_loaded_with_the_first_fight_and_on_one_thread() -> None:
    """kitgen's start does not pay for NumPy (43 ms); a fight loads it, and the command
    line runs it on one thread (OpenBLAS's spinning threads cost a Promiterra `kitgen
    odds` 0.85 s of processor)."""
    script = (
        "import os, sys\n"
        "import kitgen.cli\n"
        "assert 'numpy' not in sys.modules, 'loaded by kitgen.cli'\n"
        f"sys.argv = ['kitgen', 'odds', {str(ROOT / 'armies' / 'gue-aux-saules.yaml')!r}]\n"
        "try:\n"
        "    kitgen.cli.entry()\n"
        "except SystemExit as done:\n"
        "    assert not done.code, done.code\n"
        "print('numpy' in sys.modules, os.environ['OPENBLAS_NUM_THREADS'], file=sys.stderr)\n"
    )
    env = {k: v for k, v in os.environ.items() if not k.endswith("_NUM_THREADS")}
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, env=env, timeout=120
    )
    assert done.returncode == 0, done.stderr
    assert done.stderr.strip().splitlines()[-1] == "True 1"
