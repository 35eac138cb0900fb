"""Time Promiterra's engagement odds (issue 24, ruling M10) on every example battle, and
list each battle's three most lopsided and three closest fights.

Run from anywhere:  python benchmarks/bench_engagements_promiterra.py [--repeat N]

Stdlib only. One core: the engagements of a battle are computed one after the other, the
loss tables' cache cleared before each run (a cold start, as a fresh ``kitgen`` has).
"""

from __future__ import annotations

import argparse
from functools import partial

from fights import ROOT, battles, print_extremes, timed_cold

from kitgen.pipeline import load
from kitgen.systems.promiterra import engagement, sides


def cold() -> None:
    """Forget the loss tables and the fights kept by what decides them."""
    sides._loss_table.cache_clear()
    engagement._followed.cache_clear()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=3)
    repeat = parser.parse_args().repeat
    for path in battles("promiterra"):
        plan = load(path).plan
        fights, timing = timed_cold(repeat, cold, partial(engagement.engagements, plan))
        print(f"{path.relative_to(ROOT)}: {len(fights)} engagements (both orders)")
        print(f"  {timing}")
        slowest = max(
            fights, key=lambda f: len(f[2].ends) * f[0].units * f[1].units
        )  # the largest state space followed longest
        print(f"  largest: {slowest[0].name} engaging {slowest[1].name}")
        print_extremes(
            fights,
            lambda f: f[2],
            lambda f: f"{f[0].name} engaging {f[1].name}",
            "exchanges",
        )


if __name__ == "__main__":
    main()
