"""Time Bloodlust's engagement odds (issue 24, ruling L11) on every example battle, and
list each battle's three most lopsided and three closest fights.

Run from anywhere:  python benchmarks/bench_engagements_bloodlust.py [--repeat N]

Stdlib only. One core: a battle's engagements are computed one after the other, in a
fresh process each time (``--repeat`` processes), so no cache carries over from a run to
the next, as for a fresh ``kitgen``.
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import time
from pathlib import Path

from fights import ROOT, battles, print_extremes

ONE_RUN = """
import sys, time
from pathlib import Path
from kitgen.pipeline import load
from kitgen.systems.bloodlust.pairings import pairings
plan = load(Path(sys.argv[1])).plan
started = time.perf_counter()
fights = pairings(plan)
print(time.perf_counter() - started, len(fights))
"""


def timed(path: Path) -> tuple[float, int]:
    """The seconds one fresh process spends on ``path``'s engagements, and their count."""
    done = subprocess.run(
        [sys.executable, "-c", ONE_RUN, str(path)],
        capture_output=True,
        text=True,
        check=True,
        cwd=ROOT,
    )
    seconds, count = done.stdout.split()
    return float(seconds), int(count)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5)
    repeat = parser.parse_args().repeat
    from kitgen.pipeline import load
    from kitgen.systems.bloodlust.pairings import pairings

    for path in battles("bloodlust"):
        runs = [timed(path) for _ in range(repeat)]
        seconds = [s for s, _ in runs]
        print(f"{path.relative_to(ROOT)}: {runs[0][1]} engagements (each unit engaging each)")
        print(f"  min {min(seconds):.2f} s, median {statistics.median(seconds):.2f} s")
        started = time.perf_counter()
        fights = pairings(load(path).plan)
        print(f"  (this process: {time.perf_counter() - started:.2f} s)")
        print_extremes(
            fights,
            lambda p: p.engagement,
            lambda p: f"{p.attacker} engaging {p.defender}",
            "turns",
        )


if __name__ == "__main__":
    main()
