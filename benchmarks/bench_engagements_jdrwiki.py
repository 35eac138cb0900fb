"""Time JdRWiki's races of army against army (issue 25, ruling O15) on every example
battle, and list each battle's closest and most lopsided races.

Run from anywhere:  python benchmarks/bench_engagements_jdrwiki.py [--repeat N]

One core (NumPy on one thread, as ``kitgen`` runs it). Each run is a cold start: the
races and the damage tables worked out are forgotten first, as a fresh ``kitgen`` has
none. The battle file is read once, outside the timing.
"""

from __future__ import annotations

import argparse
import os
from functools import partial

from fights import ROOT, battles, print_extremes, timed_cold

from kitgen.cli import ONE_THREAD
from kitgen.pipeline import load
from kitgen.systems.jdrwiki import engagement, race_sides


def cold() -> None:
    """Forget every race and damage table worked out, as a fresh process would."""
    engagement._KEPT.clear()
    engagement.RACES.clear()
    for cached in (race_sides.hits, race_sides.critical_part, race_sides.success_damage):
        cached.cache_clear()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5)
    repeat = parser.parse_args().repeat
    os.environ.update(ONE_THREAD)  # before the first race loads NumPy
    for path in battles("jdrwiki"):
        plan = load(path).plan
        races, timing = timed_cold(repeat, cold, partial(engagement.pairings, plan))
        print(f"{path.relative_to(ROOT)}: {len(races)} races (every plan against every plan)")
        print(f"  {timing}")
        for race in races:
            first, second = race.sides
            print(
                f"  {first.name} ({first.hp} HP, {'/'.join(m.key for m in first.plan)}) v "
                f"{second.name} ({second.hp} HP, {'/'.join(m.key for m in second.plan)}): "
                f"{len(race.engagement.ends)} rounds followed, "
                f"{'exact' if race.exact else 'approximate'}"
            )
        print_extremes(
            races,
            lambda r: r.engagement,
            lambda r: f"{r.sides[0].name} v {r.sides[1].name}",
            "rounds",
        )


if __name__ == "__main__":
    main()
