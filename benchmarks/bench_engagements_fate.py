"""Time Fate's engagement odds (issue 25, rulings N9-N11) on every example battle, and
list each battle's three most lopsided and three closest fights.

Run from anywhere:  python benchmarks/bench_engagements_fate.py [--repeat N]

Stdlib only. One core: the engagements of a battle are computed one after the other, the
engine's caches cleared before each run (a cold start, as a fresh ``kitgen`` has).
"""

from __future__ import annotations

import argparse
from functools import partial

from fights import ROOT, battles, print_extremes, timed_cold

from kitgen.pipeline import load
from kitgen.systems.fate import engagement


def cold() -> None:
    """Forget every fight and table worked out, as a fresh process would."""
    engagement._KEPT.clear()
    for cached in (engagement._fought, engagement.struck, engagement.absorb, engagement.shifts):
        cached.cache_clear()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=3)
    repeat = parser.parse_args().repeat
    for path in battles("fate"):
        plan = load(path).plan
        fights, timing = timed_cold(repeat, cold, partial(engagement.pairings, plan))
        print(f"{path.relative_to(ROOT)}: {len(fights)} engagements (both orders, every distance)")
        print(f"  {timing}")
        longest = max(fights, key=lambda p: len(p.engagement.ends))
        print(
            f"  longest followed: {longest.attacker.name} engaging {longest.defender.name}"
            f" at {longest.distance}: {len(longest.engagement.ends)} exchanges"
        )
        print_extremes(
            fights,
            lambda p: p.engagement,
            lambda p: f"{p.attacker.name} engaging {p.defender.name} at {p.distance}",
            "exchanges",
        )


if __name__ == "__main__":
    main()
