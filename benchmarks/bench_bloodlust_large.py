"""Time one Bloodlust unit as large as a battle file allows: load, validate and compute.

Run from anywhere:  python benchmarks/bench_bloodlust_large.py [--repeat N]

Issue 24 asks that every unit a battle file may hold, up to EFF 100,000 × PUI 1,000 each,
computes in under a second. Each row is one battle file of two units: a large one, as
busy as a unit gets (a cavalry lance and a mount for a charge, frenzy and combat drugs,
a missile weapon), against ten militia. Its EFF is 100,000 and its PUI per soldier makes
its plain melee total the row's; its strongest mode (frenzy, ×2) is twice that. Units
whose strongest total passes ``MAX_TOTAL_PUI`` are refused (an error naming the limit),
the others get every column they read. Stdlib only. See benchmarks/README.md.
"""

from __future__ import annotations

import argparse
from fractions import Fraction
from pathlib import Path

from bench_build import timed
from machine import checked_repeat, repeat_option
from stages import Phase, table

from kitgen.errors import KitError
from kitgen.pipeline import Loaded, load_bytes
from kitgen.systems.bloodlust.tables import MAX_TOTAL_PUI

SUMMARY = "Time load + compute of one Bloodlust unit of EFF 100,000, from total PUI 100 to 10^8."
EFF = 100_000
TOTALS = (100, 1_000, MAX_TOTAL_PUI // 2, 10**6, 10**7, 10**8)
"""Plain melee totals: the last accepted one is ``MAX_TOTAL_PUI / 2`` (frenzy doubles it);
10^8 is EFF 100,000 × PUI 1,000, the most the file format allows."""


def battle(total: int) -> bytes:
    pui = Fraction(total, EFF)
    return f"""system: bloodlust
name: Large
language: en
armies:
  - name: Host
    units:
      - name: Horde
        eff: {EFF}
        pui: {float(pui)!r}
        pui_tir: {float(pui)!r}
        ranged: longbow
        melee: cavalry_lance
        mount: horse
        attributes: [frenzy, combat_drugs]
  - name: Village
    units:
      - {{name: Militia, eff: 10, pui: 1}}
""".encode()


def _load(raw: bytes) -> Loaded | None:
    """The loaded battle, or None when kitgen refuses it."""
    try:
        return load_bytes(raw, Path("large.yaml"))
    except KitError:
        return None


def measure(total: int, repeat: int) -> Phase:
    raw = battle(total)
    runs: list[float] = []
    loaded: Loaded | None = None
    for _ in range(repeat):
        seconds, loaded = timed(lambda: _load(raw))
        runs.append(seconds)
    if loaded is None:
        note = "refused: past MAX_TOTAL_PUI"
    else:
        horde = loaded.plan.armies[0].units[0]
        note = f"{len(horde.columns)} columns, {len(horde.track)} track boxes"
    return Phase(f"EFF {EFF:,}, total PUI {total:,}", tuple(runs), note)


def main() -> None:
    parser = argparse.ArgumentParser(description=SUMMARY)
    repeat_option(parser, 3, "runs of each unit; medians are over these (default: 3)")
    args = parser.parse_args()
    repeat = checked_repeat(parser, args.repeat)
    print(f"repeats: {repeat} (times in seconds, in-process; load + validate + compute)\n")
    print("\n".join(table([measure(total, repeat) for total in TOTALS])))


if __name__ == "__main__":
    main()
