"""Time Promiterra's engagement odds (issue 24, ruling M10) on every example battle, and
list each battle's three most lopsided and three closest fights; then on a war of large
troops (issue 40: 600 to 12 units a side, the budget's case), with how many fights were
followed, how many exactly, and the slots they worked.

Run from anywhere:  python benchmarks/bench_engagements_promiterra.py [--repeat N]

Stdlib only. One core: the engagements of a battle are computed one after the other, the
loss tables' cache cleared before each run (a cold start, as a fresh ``kitgen`` has).
"""

from __future__ import annotations

import argparse
import tempfile
from functools import partial
from pathlib import Path

from fights import ROOT, battles, print_extremes, timed_cold

from kitgen.pipeline import load
from kitgen.systems.promiterra import engagement, sides
from kitgen.work import tally

LARGE = (600, 40, 350, 12, 250, 180)
"""The troops of each army of the war of large troops (issue 40)."""


def large_war(folder: Path) -> Path:
    """Two armies of troops of ``LARGE`` units, no map: its fights pass the budget."""
    lines = ["system: promiterra", "name: Large troops", "language: en", "armies:"]
    for army, (attack, defense) in (("North", (3, 3)), ("South", (4, 2))):
        lines += [f"  - name: {army}", "    troops:"]
        lines += [
            f"      - {{name: {army} {n}, type: melee, units: {units}, movement: 2, range: 1,"
            f" attack: {attack}, defense: {defense}, loyalty: 8, value: 2}}"
            for n, units in enumerate(LARGE, 1)
        ]
    path = folder / "large.yaml"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


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
    with tempfile.TemporaryDirectory() as folder:
        plan = load(large_war(Path(folder))).plan
        with tally() as steps:
            fights, timing = timed_cold(repeat, cold, partial(engagement.engagements, plan))
        followed = [f for _, _, f in fights if f.followed]
        print(f"a war of troops of {', '.join(map(str, LARGE))} units: {len(fights)} engagements")
        print(f"  {timing}")
        print(
            f"  followed: {len(followed)} ({sum(f.exact for f in followed)} exactly), "
            f"slots worked per run: {steps['promiterra.slots'] // repeat:,}"
        )


if __name__ == "__main__":
    main()
