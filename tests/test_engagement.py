"""kitgen.engagement: what a GM reads off an exact fight distribution."""

from __future__ import annotations

import pytest

from kitgen.engagement import Engagement, turns_within


def test_a_fight_reads_as_chances_mean_and_percentiles() -> None:
    # turn 1: A wins 0.2, B 0.1; turn 2: A 0.3, both out 0.1; turn 3: B 0.3
    fight = Engagement("A", "B", ((0.2, 0.1, 0.0), (0.3, 0.0, 0.1), (0.0, 0.3, 0.0)))
    assert fight.win == pytest.approx((0.5, 0.4))
    assert fight.neither == pytest.approx(0.1)
    assert fight.by_turn == pytest.approx((0.3, 0.4, 0.3))
    assert fight.mean == pytest.approx(1 * 0.3 + 2 * 0.4 + 3 * 0.3)
    assert (fight.within(0.5), fight.within(0.9), fight.likeliest) == (2, 3, 2)
    entry = fight.as_json()
    assert entry["sides"] == ["A", "B"]
    assert entry["win"] == pytest.approx({"first": 0.5, "second": 0.4, "neither": 0.1})
    assert entry["turns"]["distribution"] == pytest.approx([0.3, 0.4, 0.3])
    assert (entry["turns"]["p50"], entry["turns"]["p90"], entry["turns"]["rest"]) == (2, 3, 0)


def test_fights_still_going_are_said_not_averaged_away() -> None:
    fight = Engagement("A", "B", ((0.5, 0.0, 0.0),), rest=0.5)
    assert fight.mean is None and fight.within(0.9) is None and fight.within(0.5) == 1


def test_chances_that_do_not_add_up_are_refused() -> None:
    with pytest.raises(ValueError, match="sum to"):
        Engagement("A", "B", ((0.5, 0.4, 0.0),))
    with pytest.raises(ValueError, match="negative"):
        Engagement("A", "B", ((1.1, -0.1, 0.0),))


def test_turns_within_counts_from_one() -> None:
    assert turns_within([0.0, 0.5, 0.5], 0.5) == 2
    assert turns_within([0.25, 0.25], 0.9) is None


def test_the_two_chances_read_together_never_100_beside_a_chance() -> None:
    """ "100 %" beside "< 0.1 %" reads as a contradiction: a side prints 100 % only when
    nothing else can happen, however its float sum misses 1."""
    from kitgen.engagement_words import chances
    from kitgen.i18n import Text

    t = Text("en")
    assert chances(Engagement("A", "B", ((1 - 4e-14, 4e-14, 0.0),)), t) == ("> 99.9%", "< 0.1%")
    assert chances(Engagement("A", "B", ((0.0, 1.0, 0.0),)), t) == ("0%", "100%")
    assert chances(Engagement("A", "B", ((0.25, 0.75, 0.0),)), t) == ("25.0%", "75.0%")


def test_a_fight_named_for_another_pair_keeps_its_numbers() -> None:
    fight = Engagement("a", "b", ((0.5, 0.0, 0.0), (0.0, 0.25, 0.0)), 0.25, (1.0, 2.0))
    other = fight.named("c", "d")
    assert (other.first, other.second) == ("c", "d")
    assert (other.ends, other.rest, other.left) == (fight.ends, fight.rest, fight.left)
    assert other.as_json()["sides"] == ["c", "d"] and fight.as_json()["sides"] == ["a", "b"]
    assert other.win == fight.win and other.within(0.5) == 1


def test_results_are_kept_by_the_plans_identity_for_the_last_few_plans() -> None:
    from kitgen.engagement import PerPlan

    kept: PerPlan[list[int], int] = PerPlan(most=2)
    calls: list[int] = []

    def work(plan: list[int]) -> int:
        calls.append(1)
        return sum(plan)

    first, equal = [1, 2], [1, 2]  # equal but another plan
    assert kept.get(first, work) == 3 and kept.get(first, work) == 3
    assert len(calls) == 1
    kept.get(equal, work)
    kept.get([5], work)  # the third plan pushes the first out
    kept.get(first, work)
    assert len(calls) == 4
