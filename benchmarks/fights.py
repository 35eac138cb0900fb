"""What the engagement benchmarks share (bench_engagements_{bloodlust,promiterra,fate,
jdrwiki}.py): the example battles of a rule system, a cold start timed several times, and
each battle's three closest and three most lopsided fights, printed alike. Stdlib only."""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TypeVar

from kitgen.engagement import Engagement

ROOT = Path(__file__).resolve().parent.parent

Fight = TypeVar("Fight")
Result = TypeVar("Result")


def timed_cold(
    repeat: int, cold: Callable[[], None], work: Callable[[], Result]
) -> tuple[Result, str]:
    """``work()`` run ``repeat`` times, each after ``cold()`` (the engine's caches
    forgotten, as a fresh process has them), and ``best … s, median … s``."""
    times = []
    result = None
    for _ in range(repeat):
        cold()
        started = time.perf_counter()
        result = work()
        times.append(time.perf_counter() - started)
    assert result is not None
    median = sorted(times)[len(times) // 2]
    return result, f"best {min(times):.3f} s, median {median:.3f} s"


def battles(system: str) -> list[Path]:
    """The example battles written for ``system``."""
    return [
        path
        for path in sorted((ROOT / "armies").glob("*.yaml"))
        if f"system: {system}" in path.read_text(encoding="utf-8")
    ]


def print_extremes(
    fights: Sequence[Fight],
    engagement: Callable[[Fight], Engagement],
    label: Callable[[Fight], str],
    unit: str,
) -> None:
    """The three closest and the three most lopsided of ``fights`` (by the gap between
    the two sides' chances), each as ``label``, its chances, mean, p50 and p90 (in
    ``unit``: turns, exchanges)."""
    by_gap = sorted(fights, key=lambda f: abs(engagement(f).win[0] - engagement(f).win[1]))
    for title, chosen in (("closest", by_gap[:3]), ("most lopsided", by_gap[-3:][::-1])):
        print(f"  {title}:")
        for fight in chosen:
            e = engagement(fight)
            first, second = e.win
            mean = f"{e.mean:.1f}" if e.mean is not None else f"> {len(e.ends)}"
            print(
                f"    {label(fight)}: {first:.1%} / {second:.1%} (neither {e.neither:.1%}),"
                f" mean {mean} {unit}, p50 {e.within(0.5)}, p90 {e.within(0.9)}"
            )
