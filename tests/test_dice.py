"""Exact dice distributions (``kitgen.dice``), pinned to well-known tables and to ruling W1.

Sources of the expected numbers: the 2d6 and 3d6 tables every gamer knows (ways out of 36
and 216), the Fate Core odds table for 4dF (ways out of 81), the rulings in
``shared/RULINGS.md`` (W1 the Witcher test die, W12 casualty bands, P3 Promiterra loyalty,
B2 Bloodlust table rows), and hand arithmetic written out in the comments. Expected
numbers are written out, never recomputed with the code under test; where a whole
distribution is checked, it is checked against a slow, obvious enumeration of every roll
(STYLE.md: fast code checked against a slow obvious version).
"""

from __future__ import annotations

import dataclasses
import functools
import itertools
import operator
from collections import Counter
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from kitgen.dice import (
    CRITICAL_DEPTH,
    Dist,
    binomial,
    constant,
    critical_d10,
    d,
    exploding,
    from_weights,
    fudge,
    nd,
    successes,
)

# --- helpers: the invariants and the slow oracles ------------------------------------------


def assert_well_formed(dist: Dist) -> None:
    """Outcomes sorted and unique, weights positive ``Fraction``s summing to exactly 1."""
    outcomes = [v for v, _ in dist.items]
    weights = [w for _, w in dist.items]
    assert outcomes, "a distribution has at least one outcome"
    assert all(type(v) is int for v in outcomes), outcomes
    assert all(a < b for a, b in itertools.pairwise(outcomes)), outcomes
    assert all(isinstance(w, Fraction) and w > 0 for w in weights), weights
    assert sum(weights) == 1


def table(ways: dict[int, int], total: int) -> tuple[tuple[int, Fraction], ...]:
    """A distribution's items written out from a table of ways (``{7: 6}`` over 36)."""
    assert sum(ways.values()) == total, "the table itself must add up"
    return tuple((v, Fraction(n, total)) for v, n in sorted(ways.items()))


def every_roll_of(count: int, sides: int) -> dict[int, Fraction]:
    """``count``d``sides`` by listing all ``sides ** count`` rolls (slow, obvious)."""
    totals = Counter(sum(roll) for roll in itertools.product(range(1, sides + 1), repeat=count))
    return {v: Fraction(n, sides**count) for v, n in totals.items()}


def every_chain_of(sides: int, explosions: int) -> dict[int, Fraction]:
    """An open-ended die by listing every chain of rolls: some top faces, then one that
    stops. A die that may no longer explode keeps its top face (slow, obvious)."""
    chances: dict[int, Fraction] = {}
    for tops in range(explosions + 1):
        last_faces = range(1, sides + 1) if tops == explosions else range(1, sides)
        for face in last_faces:
            total = sides * tops + face
            chances[total] = chances.get(total, Fraction(0)) + Fraction(1, sides) ** (tops + 1)
    return chances


def every_witcher_test_roll(depth: int) -> dict[int, Fraction]:
    """Ruling W1 read literally, for ``depth`` tens kept (``depth >= 1``): a natural 2..9 as
    rolled, a natural 10 as ``10 + X``, a natural 1 as ``-X``; X open-ended with
    ``depth - 1`` explosions."""
    chances: dict[int, Fraction] = {face: Fraction(1, 10) for face in range(2, 10)}
    for x, chance in every_chain_of(10, depth - 1).items():
        chances[10 + x] = chances.get(10 + x, Fraction(0)) + chance / 10
        chances[-x] = chances.get(-x, Fraction(0)) + chance / 10
    return chances


def as_dict(dist: Dist) -> dict[int, Fraction]:
    return dict(dist.items)


small_dists = st.dictionaries(st.integers(-5, 5), st.integers(1, 4), min_size=1, max_size=4).map(
    from_weights
)
"""Up to four outcomes in -5..5 with weights 1..4: small enough to keep the module fast."""

few_examples = settings(max_examples=40, deadline=None)
"""Properties over exact fractions of tiny distributions: 40 draws each keep the module
well under five seconds, and nothing here is timing-sensitive."""

# --- single dice and sums of dice --------------------------------------------------------


@pytest.mark.parametrize("sides", [1, 2, 3, 4, 6, 8, 10, 12, 20, 100])
def test_one_die_is_uniform_over_its_faces(sides: int) -> None:
    assert d(sides).items == tuple((v, Fraction(1, sides)) for v in range(1, sides + 1))
    assert (d(sides).min, d(sides).max, len(d(sides))) == (1, sides, sides)


def test_d6_mean_and_variance() -> None:
    # mean (1+...+6)/6 = 7/2; variance (6**2 - 1)/12 = 35/12
    assert d(6).mean() == Fraction(7, 2)
    assert d(6).variance() == Fraction(35, 12)


def test_d10_mean_and_variance() -> None:
    # mean 11/2; variance (10**2 - 1)/12 = 33/4
    assert d(10).mean() == Fraction(11, 2)
    assert d(10).variance() == Fraction(33, 4)


def test_2d6_full_table() -> None:
    # the classic 2d6 triangle: 1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1 ways out of 36 for 2..12
    ways = {2: 1, 3: 2, 4: 3, 5: 4, 6: 5, 7: 6, 8: 5, 9: 4, 10: 3, 11: 2, 12: 1}
    assert nd(2, 6).items == table(ways, 36)
    assert nd(2, 6).p(7) == Fraction(1, 6)  # 6 of 36
    assert nd(2, 6).p(2) == Fraction(1, 36)  # snake eyes
    assert nd(2, 6).p(1) == 0
    assert nd(2, 6).p(13) == 0


def test_2d6_at_least_10_is_one_in_six() -> None:
    # the module's doctest: 10, 11, 12 come up 3 + 2 + 1 = 6 ways of 36
    assert (d(6) + d(6)).at_least(10) == Fraction(1, 6)


def test_3d6_full_table() -> None:
    # the 3d6 bell: ways out of 216 for 3..18 (well-known table, symmetric about 10.5)
    ways = {3: 1, 4: 3, 5: 6, 6: 10, 7: 15, 8: 21, 9: 25, 10: 27}
    ways |= {21 - v: n for v, n in ways.items()}  # 11..18 mirror 10..3
    three_d6 = nd(3, 6)
    assert three_d6.items == table(ways, 216)
    assert three_d6.p(10) == Fraction(27, 216)
    assert (three_d6.min, three_d6.max) == (3, 18)
    assert three_d6.mean() == Fraction(21, 2)  # 3 * 7/2
    assert three_d6.variance() == Fraction(35, 4)  # 3 * 35/12


@pytest.mark.parametrize(
    ("count", "bonus", "low", "high"),
    [
        # ruling W12: the eight casualty bands, "2d6+6 %" for a margin over +15 down to
        # "9d6+20 %" under -15; low = count + bonus, high = 6 * count + bonus
        (2, 6, 8, 18),
        (3, 8, 11, 26),
        (4, 10, 14, 34),
        (5, 12, 17, 42),
        (6, 14, 20, 50),
        (7, 16, 23, 58),
        (8, 18, 26, 66),
        (9, 20, 29, 74),
    ],
)
def test_witcher_casualty_band_percent_range(count: int, bonus: int, low: int, high: int) -> None:
    band = nd(count, 6) + bonus
    assert (band.min, band.max) == (low, high)
    assert band.outcomes == tuple(range(low, high + 1))
    assert band.p(low) == Fraction(1, 6**count)  # every die shows 1
    assert_well_formed(band)


def test_witcher_worst_casualty_band_9d6_plus_20() -> None:
    # W12, margin under -15: 9d6 + 20 % runs 29..74, mean 9 * 7/2 + 20 = 103/2
    band = nd(9, 6) + 20
    assert (band.min, band.max) == (29, 74)
    assert band.mean() == Fraction(103, 2)
    assert band.p(74) == Fraction(1, 10_077_696)  # 6**9


@few_examples
@given(count=st.integers(0, 3), sides=st.integers(1, 6))
def test_nd_matches_listing_every_roll(count: int, sides: int) -> None:
    assert as_dict(nd(count, sides)) == every_roll_of(count, sides)


def test_zero_dice_roll_zero() -> None:
    assert nd(0, 6) == constant(0)


# --- Fate dice -----------------------------------------------------------------------


def test_fate_4df_full_distribution() -> None:
    # Fate Core odds: 1, 4, 10, 16, 19, 16, 10, 4, 1 ways out of 81 for -4..+4
    ways = {-4: 1, -3: 4, -2: 10, -1: 16, 0: 19, 1: 16, 2: 10, 3: 4, 4: 1}
    assert fudge(4).items == table(ways, 81)
    assert fudge().items == fudge(4).items  # 4dF is the default
    assert fudge(4).mean() == 0
    assert fudge(4).variance() == Fraction(8, 3)  # 4 * 2/3 (one dF: (1 + 0 + 1) / 3)


@pytest.mark.parametrize(
    ("difficulty", "chance"),
    [
        # ruling F4: 4dF + skill meets or beats a difficulty; skill 0 here.
        # Fate Core odds table: +1 or better 38.3 %, +2 18.5 %, +3 6.2 %, +4 1.2 %
        (-4, Fraction(1)),
        (-3, Fraction(80, 81)),
        (0, Fraction(50, 81)),  # 19 + 16 + 10 + 4 + 1
        (1, Fraction(31, 81)),  # 16 + 10 + 4 + 1
        (2, Fraction(5, 27)),  # 10 + 4 + 1 = 15 of 81 (the module's doctest)
        (3, Fraction(5, 81)),
        (4, Fraction(1, 81)),
        (5, Fraction(0)),
    ],
)
def test_fate_4df_meets_difficulty(difficulty: int, chance: Fraction) -> None:
    assert fudge(4).at_least(difficulty) == chance


def test_one_fate_die_is_minus_one_zero_plus_one() -> None:
    third = Fraction(1, 3)
    assert fudge(1).items == ((-1, third), (0, third), (1, third))


# --- successes: binomial and dice pools ------------------------------------------------


def test_binomial_three_coins_two_heads() -> None:
    # the module's doctest: C(3, 2) / 2**3 = 3/8
    assert binomial(3, Fraction(1, 2)).p(2) == Fraction(3, 8)


def test_three_d6_hitting_on_4_or_less_is_binomial_3_two_thirds() -> None:
    # ruling P1: one d6 per unit, a hit on <= Attack; Attack 4 hits 4 times in 6.
    # C(3, k) (2/3)**k (1/3)**(3 - k): 1/27, 6/27, 12/27, 8/27
    pool = successes(3, d(6), lambda v: v <= 4)
    assert pool == binomial(3, Fraction(2, 3))
    expected = (
        (0, Fraction(1, 27)),
        (1, Fraction(2, 9)),
        (2, Fraction(4, 9)),
        (3, Fraction(8, 27)),
    )
    assert pool.items == expected
    assert pool.mean() == 2  # n * p = 3 * 2/3
    assert pool.variance() == Fraction(2, 3)  # n * p * (1 - p)


def test_binomial_with_certain_outcomes() -> None:
    assert binomial(5, Fraction(0)) == constant(0)
    assert binomial(5, Fraction(1)) == constant(5)
    assert binomial(0, Fraction(1, 3)) == constant(0)


@few_examples
@given(trials=st.integers(0, 6), chance=st.fractions(0, 1, max_denominator=7))
def test_binomial_sums_to_one_with_mean_n_p(trials: int, chance: Fraction) -> None:
    dist = binomial(trials, chance)
    assert_well_formed(dist)
    assert dist.mean() == trials * chance
    assert dist.variance() == trials * chance * (1 - chance)


@few_examples
@given(trials=st.integers(0, 4), sides=st.integers(1, 8), target=st.integers(0, 9))
def test_successes_match_summing_hit_or_miss_dice(trials: int, sides: int, target: int) -> None:
    # slow and obvious: each die reads 1 on a hit and 0 on a miss; add the dice up
    def hits(v: int) -> bool:
        return v <= target

    one_die = {0: Fraction(0), 1: Fraction(0)}
    for face in range(1, sides + 1):
        one_die[int(hits(face))] += Fraction(1, sides)
    pools: dict[int, Fraction] = {0: Fraction(1)}
    for _ in range(trials):
        grown: dict[int, Fraction] = {}
        for total, chance in pools.items():
            for hit, p in one_die.items():
                grown[total + hit] = grown.get(total + hit, Fraction(0)) + chance * p
        pools = grown
    expected = {v: w for v, w in pools.items() if w}
    assert as_dict(successes(trials, d(sides), hits)) == expected


# --- exploding dice ------------------------------------------------------------------


@pytest.mark.parametrize("depth", [1, 2, 3, 8])
def test_exploding_d10_never_reads_10(depth: int) -> None:
    # a 10 is always rolled again and added, so the total 10 cannot happen
    assert exploding(10, depth).p(10) == 0


@pytest.mark.parametrize("depth", [1, 2, 3, 8])
def test_exploding_d10_reads_15_on_10_then_5(depth: int) -> None:
    assert exploding(10, depth).p(15) == Fraction(1, 100)  # 1/10 * 1/10


@pytest.mark.parametrize("depth", [2, 3, 8])
def test_exploding_d10_reads_25_on_10_10_5(depth: int) -> None:
    assert exploding(10, depth).p(25) == Fraction(1, 1000)


@pytest.mark.parametrize("depth", [0, 1, 2, 5, 16])
def test_exploding_d10_weights_sum_to_exactly_one(depth: int) -> None:
    assert_well_formed(exploding(10, depth))


def test_exploding_with_depth_0_is_a_plain_die() -> None:
    assert exploding(10, 0) == d(10)


def test_exploding_d10_last_die_keeps_the_leftover_on_its_top_face() -> None:
    # depth 1: 10 then 10 would explode again; it stays 20 with 1/100 (the docstring)
    once = exploding(10, 1)
    assert once.p(20) == Fraction(1, 100)
    assert once.max == 20
    assert once.outcomes == (*range(1, 10), *range(11, 21))
    # depth 2: the leftover moves up to 30 (10, 10, 10) and 20 becomes impossible
    twice = exploding(10, 2)
    assert twice.p(30) == Fraction(1, 1000)
    assert twice.p(20) == 0
    assert twice.max == 30


def test_exploding_d10_mean_adds_a_tenth_per_explosion() -> None:
    # E_0 = 11/2 and E_(k+1) = 45/10 + (10 + E_k)/10, so E_1 = 121/20, E_2 = 1221/200
    assert exploding(10, 1).mean() == Fraction(121, 20)
    assert exploding(10, 2).mean() == Fraction(1221, 200)


@few_examples
@given(sides=st.integers(2, 8), depth=st.integers(0, 4))
def test_exploding_matches_listing_every_chain_of_rolls(sides: int, depth: int) -> None:
    assert as_dict(exploding(sides, depth)) == every_chain_of(sides, depth)


# --- the Witcher test die (ruling W1) --------------------------------------------------


@pytest.mark.parametrize("face", range(2, 10))
def test_witcher_die_2_to_9_read_as_rolled(face: int) -> None:
    assert critical_d10().p(face) == Fraction(1, 10)


def test_witcher_natural_10_then_3_adds_13() -> None:
    assert critical_d10().p(13) == Fraction(1, 100)


def test_witcher_explosion_die_showing_1_is_just_1() -> None:
    # W1: natural 10, then a 1 on the explosion die: +11
    assert critical_d10().p(11) == Fraction(1, 100)


def test_witcher_natural_1_then_3_gives_minus_3() -> None:
    assert critical_d10().p(-3) == Fraction(1, 100)


def test_witcher_natural_1_then_10_then_4_gives_minus_14() -> None:
    assert critical_d10().p(-14) == Fraction(1, 1000)


def test_witcher_natural_10_then_10_then_10_then_2_adds_32() -> None:
    assert critical_d10().p(32) == Fraction(1, 10_000)


@pytest.mark.parametrize(
    "impossible",
    [
        20,  # natural 10 then X = 10, but an X of 10 always explodes
        10,  # natural 10 always adds an X of at least 1
        1,  # a natural 1 is never read as 1 (the 1 itself is not added)
        0,  # -X is at most -1
        -10,  # the X of a natural 1 explodes on 10 too
        -20,  # a natural 1 with X = 20, which is as impossible as +20
    ],
)
def test_witcher_die_impossible_totals(impossible: int) -> None:
    assert critical_d10().p(impossible) == 0


def test_witcher_die_natural_10_and_natural_1_each_keep_one_tenth() -> None:
    die = critical_d10()
    assert die.at_least(11) == Fraction(1, 10)
    assert die.at_most(-1) == Fraction(1, 10)


def test_witcher_die_weights_sum_to_exactly_one() -> None:
    assert_well_formed(critical_d10())


@pytest.mark.parametrize("depth", [1, 2, 3, 5, CRITICAL_DEPTH])
def test_witcher_die_mean_is_27_5_at_every_depth(depth: int) -> None:
    # (2 + ... + 9)/10 + (10 + E[X])/10 - E[X]/10 = 44/10 + 1 = 27/5: the +X and -X
    # branches cancel, whatever the truncation does to E[X]
    assert critical_d10(depth).mean() == Fraction(27, 5)


def test_witcher_die_default_depth_is_critical_depth() -> None:
    assert critical_d10() == critical_d10(CRITICAL_DEPTH)


@pytest.mark.parametrize("depth", [1, 2, 3, 4, CRITICAL_DEPTH])
def test_witcher_die_matches_ruling_w1_read_literally(depth: int) -> None:
    # W1: the odds engine is checked against a slow exact-fraction oracle
    assert as_dict(critical_d10(depth)) == every_witcher_test_roll(depth)


def test_witcher_die_cut_at_two_tens_keeps_the_leftover_on_the_last_face() -> None:
    # depth 2: natural 10, one explosion, then a die that no longer explodes. What would
    # have exploded again (10, 10, 10: 1/1000) stays on +30; likewise 1, 10, 10 on -20.
    cut = critical_d10(2)
    assert_well_formed(cut)
    assert (cut.max, cut.p(30)) == (30, Fraction(1, 1000))
    assert (cut.min, cut.p(-20)) == (-20, Fraction(1, 1000))
    # exactly the mass the full die has past the cut
    assert critical_d10().at_least(30) == Fraction(1, 1000)
    assert critical_d10().at_most(-20) == Fraction(1, 1000)
    # and nothing else moves
    full = critical_d10()
    assert all(cut.p(v) == full.p(v) for v in range(-19, 30))


def test_witcher_die_default_cut_is_within_w1_tolerance() -> None:
    # W1 asks for 1e-12; with 16 tens kept the leftover on each last face is 10**-17
    die = critical_d10()
    assert die.p(die.max) == Fraction(1, 10**17)
    assert die.p(die.min) == Fraction(1, 10**17)


# --- reading a distribution ----------------------------------------------------------


def test_prob_of_an_even_d6() -> None:
    assert d(6).prob(lambda v: v % 2 == 0) == Fraction(1, 2)


@pytest.mark.parametrize(
    ("loyalty", "chance"),
    # ruling P3: 2d6 <= Loyalty succeeds; 2 -> 1/36, 7 -> 21/36, 11 -> 35/36
    [(2, Fraction(1, 36)), (7, Fraction(21, 36)), (11, Fraction(35, 36))],
)
def test_promiterra_loyalty_2d6_at_most(loyalty: int, chance: Fraction) -> None:
    assert nd(2, 6).at_most(loyalty) == chance


def test_at_least_and_at_most_past_the_ends() -> None:
    assert d(6).at_least(1) == 1
    assert d(6).at_least(7) == 0
    assert d(6).at_most(0) == 0
    assert d(6).at_most(6) == 1


def test_iterating_and_counting_outcomes() -> None:
    assert list(d(3)) == [(1, Fraction(1, 3)), (2, Fraction(1, 3)), (3, Fraction(1, 3))]
    assert len(nd(2, 6)) == 11
    assert nd(2, 6).outcomes == tuple(range(2, 13))


def test_as_floats_lists_outcomes_0_to_length() -> None:
    # 2d6: nothing on 0 and 1, then 1/36, 2/36, ...
    floats = nd(2, 6).as_floats(13)
    assert floats[:4] == [0.0, 0.0, 1 / 36, 2 / 36]
    assert floats[7] == 6 / 36
    assert len(floats) == 13


def test_as_floats_drops_outcomes_past_length() -> None:
    assert d(6).as_floats(4) == [0.0, 1 / 6, 1 / 6, 1 / 6]


def test_as_floats_refuses_negative_outcomes() -> None:
    with pytest.raises(ValueError, match=r"as_floats\(\) needs outcomes >= 0"):
        fudge(4).as_floats(5)


def test_a_distribution_is_immutable() -> None:
    die = d(6)
    with pytest.raises(dataclasses.FrozenInstanceError):
        die.items = ()  # type: ignore[misc]
    assert die == d(6)


# --- combining -----------------------------------------------------------------------


def test_map_merges_outcomes() -> None:
    # a d6 read as odd / even
    assert d(6).map(lambda v: v % 2).items == ((0, Fraction(1, 2)), (1, Fraction(1, 2)))


def test_map_result_is_sorted() -> None:
    # 1..6 -> 5..0: must come out ascending
    assert d(6).map(lambda v: 6 - v).outcomes == (0, 1, 2, 3, 4, 5)


def test_bind_roll_a_d6_then_that_many_d6() -> None:
    # Wald's identity: E[N] * E[die] = 7/2 * 7/2 = 49/4
    pool = d(6).bind(lambda n: nd(n, 6))
    assert pool.mean() == Fraction(49, 4)
    assert (pool.min, pool.max) == (1, 36)
    assert pool.p(1) == Fraction(1, 36)  # 1, then a 1
    assert pool.p(36) == Fraction(1, 6**7)  # 6, then six 6s
    assert_well_formed(pool)


def test_combine_highest_of_two_d6() -> None:
    # P(highest = k) = (2k - 1)/36
    highest = d(6).combine(d(6), max)
    assert highest.items == tuple((k, Fraction(2 * k - 1, 36)) for k in range(1, 7))


def test_adding_an_integer_shifts_outcomes() -> None:
    sixth = Fraction(1, 6)
    assert (d(6) + 3).items == tuple((v, sixth) for v in range(4, 10))
    assert 3 + d(6) == d(6) + 3
    assert (d(6) - 1).items == tuple((v, sixth) for v in range(0, 6))


def test_integer_minus_a_die() -> None:
    # 10 - d6 runs 4..9, and 7 - d6 is a d6 again (the faces are symmetric)
    assert (10 - d(6)).items == tuple((v, Fraction(1, 6)) for v in range(4, 10))
    assert 7 - d(6) == d(6)


def test_d6_minus_d6() -> None:
    # the difference of two d6: 6 - |k| ways of 36 for k in -5..5
    diff = d(6) - d(6)
    assert diff.items == tuple((k, Fraction(6 - abs(k), 36)) for k in range(-5, 6))
    assert diff.mean() == 0


def test_negation_reverses_the_faces() -> None:
    assert (-d(4)).items == tuple((v, Fraction(1, 4)) for v in (-4, -3, -2, -1))


def test_times_multiplies_one_roll() -> None:
    doubled = d(6).times(2)
    assert doubled.items == tuple((v, Fraction(1, 6)) for v in (2, 4, 6, 8, 10, 12))
    assert doubled != d(6) + d(6)  # one roll doubled, not two rolls added
    assert d(6).times(0) == constant(0)
    assert d(6).times(-1) == -d(6)


def test_repeat_is_repeated_addition() -> None:
    assert d(6).repeat(3) == d(6) + d(6) + d(6)
    assert d(6).repeat(1) == d(6)
    assert d(6).repeat(0) == constant(0)


def test_clamp_reads_outcomes_past_the_bounds_at_the_bounds() -> None:
    third, sixth = Fraction(1, 3), Fraction(1, 6)
    assert d(6).clamp(2, 5).items == ((2, third), (3, sixth), (4, sixth), (5, third))
    assert d(6).clamp(low=4).items == ((4, Fraction(2, 3)), (5, sixth), (6, sixth))
    assert d(6).clamp(high=1) == constant(1)
    assert d(6).clamp() == d(6)


def test_bloodlust_rows_below_1_read_row_1() -> None:
    # ruling B2: row = d10 + ATT - DEF; with ATT - DEF = -3 the rolls 1..4 all read row 1
    rows = (d(10) - 3).clamp(low=1)
    assert rows.p(1) == Fraction(4, 10)
    assert rows.max == 7


def test_d6_beats_d6_15_times_in_36() -> None:
    # 36 pairs: 6 ties, the other 30 split evenly
    assert d(6).beats(d(6)) == Fraction(15, 36)


def test_beats_is_strict() -> None:
    assert d(6).beats(constant(6)) == 0
    assert d(6).beats(constant(5)) == Fraction(1, 6)
    assert constant(7).beats(d(6)) == 1


# --- building from weights ------------------------------------------------------------


def test_from_weights_normalises() -> None:
    assert from_weights({0: 1, 1: 3}).items == ((0, Fraction(1, 4)), (1, Fraction(3, 4)))
    assert from_weights({1: 2, 2: 2}) == from_weights({1: 1, 2: 1})
    assert from_weights({5: Fraction(1, 7)}) == constant(5)


def test_from_weights_sorts_and_drops_zero_weights() -> None:
    dist = from_weights({3: 1, -2: 1, 0: 0})
    assert dist.items == ((-2, Fraction(1, 2)), (3, Fraction(1, 2)))


def test_constant_is_certain() -> None:
    assert constant(-4).items == ((-4, Fraction(1)),)
    assert constant(-4).variance() == 0


# --- errors --------------------------------------------------------------------------


@pytest.mark.parametrize("sides", [0, -6])
def test_a_die_needs_a_side(sides: int) -> None:
    with pytest.raises(ValueError, match="a die needs at least one side"):
        d(sides)


def test_negative_repeat_is_refused() -> None:
    with pytest.raises(ValueError, match="count must be >= 0"):
        d(6).repeat(-1)
    with pytest.raises(ValueError, match="count must be >= 0"):
        nd(-1, 6)


@pytest.mark.parametrize("chance", [Fraction(-1, 2), Fraction(3, 2)])
def test_binomial_chance_outside_0_1_is_refused(chance: Fraction) -> None:
    with pytest.raises(ValueError, match="chance must be between 0 and 1"):
        binomial(3, chance)


def test_binomial_negative_trials_are_refused() -> None:
    with pytest.raises(ValueError, match="trials must be >= 0"):
        binomial(-1, Fraction(1, 2))


def test_from_weights_refuses_a_negative_weight() -> None:
    with pytest.raises(ValueError, match="weights must be >= 0"):
        from_weights({1: 2, 2: -1})


@pytest.mark.parametrize("weights", [{1: 0, 2: 0}, {}])
def test_from_weights_refuses_all_zero_weights(weights: dict[int, int]) -> None:
    with pytest.raises(ValueError, match="weights must not all be zero"):
        from_weights(weights)


def test_exploding_needs_two_sides_and_a_depth() -> None:
    with pytest.raises(ValueError, match="an exploding die needs at least two sides"):
        exploding(1, 3)
    with pytest.raises(ValueError, match="depth must be >= 0"):
        exploding(10, -1)


# --- properties ----------------------------------------------------------------------


@few_examples
@given(x=small_dists, y=small_dists, k=st.integers(-3, 3), n=st.integers(0, 3))
def test_every_operation_keeps_weights_exact_positive_and_outcomes_sorted(
    x: Dist, y: Dist, k: int, n: int
) -> None:
    results = [
        x,
        x + y,
        x - y,
        x + k,
        k + x,
        x - k,
        k - x,
        -x,
        x.times(k),
        x.repeat(n),
        x.map(abs),
        x.map(lambda v: v // 2),
        x.bind(lambda v: y + v),
        x.bind(lambda v: y.times(v)),
        x.combine(y, max),
        x.combine(y, operator.mul),
        x.clamp(-1, 2),
        x.clamp(low=k),
        x.clamp(high=k),
    ]
    for result in results:
        assert_well_formed(result)


@few_examples
@given(x=small_dists, y=small_dists)
def test_mean_of_a_sum_is_the_sum_of_means(x: Dist, y: Dist) -> None:
    assert (x + y).mean() == x.mean() + y.mean()
    assert (x - y).mean() == x.mean() - y.mean()


@few_examples
@given(x=small_dists, y=small_dists)
def test_variance_of_an_independent_sum_is_the_sum_of_variances(x: Dist, y: Dist) -> None:
    assert (x + y).variance() == x.variance() + y.variance()
    assert (x - y).variance() == x.variance() + y.variance()


@few_examples
@given(x=small_dists, n=st.integers(0, 5))
def test_repeat_is_n_fold_addition(x: Dist, n: int) -> None:
    assert x.repeat(n) == functools.reduce(operator.add, [x] * n, constant(0))


@few_examples
@given(x=small_dists, n=st.integers(0, 6))
def test_repeat_scales_mean_and_variance_by_n(x: Dist, n: int) -> None:
    assert x.repeat(n).mean() == n * x.mean()
    assert x.repeat(n).variance() == n * x.variance()


@few_examples
@given(x=small_dists, k=st.integers(-3, 3))
def test_times_scales_mean_by_k_and_variance_by_k_squared(x: Dist, k: int) -> None:
    assert x.times(k).mean() == k * x.mean()
    assert x.times(k).variance() == k * k * x.variance()


@few_examples
@given(x=small_dists)
def test_negating_twice_gives_the_same_distribution(x: Dist) -> None:
    negated = -x
    assert -negated == x
    assert negated.mean() == -x.mean()


@few_examples
@given(x=small_dists, y=small_dists)
def test_win_lose_or_tie_adds_up_to_one(x: Dist, y: Dist) -> None:
    tie = sum((x.p(v) * y.p(v) for v in x.outcomes), Fraction(0))
    assert x.beats(y) + y.beats(x) + tie == 1
    assert x.beats(y) == (x - y).at_least(1)


@few_examples
@given(x=small_dists, low=st.integers(-5, 5), width=st.integers(1, 4))
def test_clamp_moves_the_tails_onto_the_bounds(x: Dist, low: int, width: int) -> None:
    high = low + width  # distinct bounds: with low == high everything reads low
    clamped = x.clamp(low, high)
    assert low <= clamped.min and clamped.max <= high
    assert clamped.p(low) == x.at_most(low)
    assert clamped.p(high) == x.at_least(high)


@few_examples
@given(
    weights=st.dictionaries(st.integers(-5, 5), st.integers(1, 9), min_size=1, max_size=5),
    scale=st.integers(1, 5),
)
def test_from_weights_depends_only_on_the_ratios(weights: dict[int, int], scale: int) -> None:
    scaled = {v: w * scale for v, w in weights.items()}
    assert from_weights(scaled) == from_weights(weights)
    total = sum(weights.values())
    assert all(from_weights(weights).p(v) == Fraction(w, total) for v, w in weights.items())


@few_examples
@given(x=small_dists)
def test_as_floats_agree_with_the_exact_weights(x: Dist) -> None:
    shifted = x - x.min  # outcomes from 0
    floats = shifted.as_floats(shifted.max + 1)
    assert floats == [float(shifted.p(v)) for v in range(shifted.max + 1)]
