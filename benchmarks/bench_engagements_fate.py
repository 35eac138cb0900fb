"""Time Fate's engagement odds (issue 25, rulings N9-N11) on every example battle, and
list each battle's three most lopsided and three closest fights.

Run from anywhere:  python benchmarks/bench_engagements_fate.py [--repeat N]

Stdlib only. One core: the engagements of a battle are computed one after the other, the
engine's caches cleared before each run (a cold start, as a fresh ``kitgen`` has).
"""

from __future__ import annotations

import argparse
import time
from pathlib import Path

from kitgen.pipeline import load
from kitgen.systems.fate import engagement

ROOT = Path(__file__).resolve().parent.parent


def battles() -> list[Path]:
    """The example battles written for Fate."""
    found = []
    for path in sorted((ROOT / "armies").glob("*.yaml")):
        if "system: fate" in path.read_text(encoding="utf-8"):
            found.append(path)
    return found


def cold() -> None:
    """Forget every fight and table worked out, as a fresh process would."""
    engagement._KEPT.clear()
    for cached in (engagement._fought, engagement.struck, engagement.absorb, engagement.shifts):
        cached.cache_clear()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=3)
    repeat = parser.parse_args().repeat
    for path in battles():
        plan = load(path).plan
        times = []
        for _ in range(repeat):
            cold()
            started = time.perf_counter()
            fights = engagement.pairings(plan)
            times.append(time.perf_counter() - started)
        print(f"{path.relative_to(ROOT)}: {len(fights)} engagements (both orders, every distance)")
        print(f"  best {min(times):.3f} s, median {sorted(times)[len(times) // 2]:.3f} s")
        longest = max(fights, key=lambda p: len(p.engagement.ends))
        print(
            f"  longest followed: {longest.attacker.name} engaging {longest.defender.name}"
            f" at {longest.distance}: {len(longest.engagement.ends)} exchanges"
        )
        by_gap = sorted(fights, key=lambda p: abs(p.engagement.win[0] - p.engagement.win[1]))
        for title, chosen in (("closest", by_gap[:3]), ("most lopsided", by_gap[-3:][::-1])):
            print(f"  {title}:")
            for p in chosen:
                e = p.engagement
                first, second = e.win
                mean = f"{e.mean:.1f}" if e.mean is not None else "?"
                print(
                    f"    {p.attacker.name} engaging {p.defender.name} at {p.distance}:"
                    f" {first:.1%} / {second:.1%}, mean {mean} exchanges,"
                    f" p50 {e.within(0.5)}, p90 {e.within(0.9)}"
                )


if __name__ == "__main__":
    main()
