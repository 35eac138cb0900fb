"""Issue 26's goals, each row measured: a first build of the siege and of the ford, every
example built at once on two processors, the pages laid out a second, and what ``watch``
takes to give a new PDF after one unit is renamed.

Run from anywhere:  python benchmarks/bench_fast_kits.py [--repeat N]

Whole-process rows run ``kitgen`` as a GM does (``--force``, so that the build cache does
not answer), into a temporary folder; ``watch`` is timed in one process, as ``kitgen
watch`` rebuilds: ``batch.build_one`` after the file is saved with its first unit renamed
everywhere it is written (a corps' list included). Prints min and median of ``--repeat``
runs (default 3). Stdlib only.
"""

from __future__ import annotations

import argparse
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
KITGEN = [sys.executable, "-m", "kitgen"]
UNIT_LISTS = ("units", "unités", "troops", "troupes")


def whole(args: list[str], repeat: int) -> list[float]:
    """Seconds of ``kitgen ARGS`` as a whole process, ``repeat`` times."""
    times = []
    for _ in range(repeat):
        started = time.perf_counter()
        subprocess.run([*KITGEN, *args], cwd=ROOT, check=True, capture_output=True)
        times.append(time.perf_counter() - started)
    return times


def pages_built(folder: Path) -> int:
    """The pages of every PDF in ``folder`` (pypdf, a test dependency)."""
    from pypdf import PdfReader

    return sum(len(PdfReader(pdf).pages) for pdf in folder.glob("*.pdf"))


def first_unit(text: str) -> str | None:
    """The name of the first unit (or troop) of the first army in a battle file."""
    import yaml

    battle: Any = yaml.safe_load(text)
    armies = battle.get("armies") or battle.get("armées") or []
    for army in armies:
        for key in UNIT_LISTS:
            for unit in army.get(key) or []:
                if isinstance(unit, dict) and isinstance(unit.get("name") or unit.get("nom"), str):
                    return str(unit.get("name") or unit.get("nom"))
    return None


def watch_rename(example: Path, repeat: int) -> list[float]:
    """Seconds from saving ``example`` with its first unit renamed to its new PDF, as
    ``kitgen watch`` rebuilds: one process and its renderer (``sandbox.Worker``), their
    caches warm from the build before."""
    from kitgen import batch
    from kitgen.sandbox import Worker

    folder = Path(tempfile.mkdtemp())
    copy = folder / example.name
    text = example.read_text(encoding="utf-8")
    shutil.copy(example, copy)
    options = batch.Options(output_dir=folder / "out")
    name = first_unit(text)
    if name is None:
        return []
    times = []
    with Worker(options.limits) as worker:
        batch.build_one(copy, options, worker=worker)  # the kit the GM is looking at
        for k in range(repeat):
            copy.write_text(renamed(text, name, f"{name} {k + 2}"), encoding="utf-8")
            started = time.perf_counter()
            outcome = batch.build_one(copy, options, worker=worker)
            times.append(time.perf_counter() - started)
            assert outcome.errors == (), outcome.errors
    shutil.rmtree(folder)
    return times


def renamed(text: str, name: str, new: str) -> str:
    """``text`` with the unit ``name`` called ``new`` everywhere it is written (a GM's
    save: the unit's entry, a corps' list, a leader named elsewhere)."""
    return re.sub(rf"\b{re.escape(name)}\b", new, text)


def row(label: str, times: list[float], goal: str) -> None:
    if not times:
        print(f"| {label} | — | — | {goal} |")
        return
    print(f"| {label} | {min(times):.2f} s | {statistics.median(times):.2f} s | {goal} |")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=3)
    repeat = parser.parse_args().repeat
    out = Path(tempfile.mkdtemp())
    print("| measure | min | median | goal |")
    print("|---|---:|---:|---:|")
    every = whole(["build", "armies/", "-j", "2", "--force", "-o", str(out / "all")], repeat)
    pages = pages_built(out / "all")
    rates = [pages / seconds for seconds in every]
    print(f"| pages laid out a second, {pages} pages, -j 2 | {min(rates):.1f} | "
          f"{statistics.median(rates):.1f} | ≥ 6 |")  # fmt: skip
    for stem, goal in (("siege-de-corbelin", "≤ 2 s"), ("gue-de-varenne", "≤ 4 s")):
        args = ["build", f"armies/{stem}.yaml", "--force", "-o", str(out / stem)]
        pages = 0
        times = whole(args, repeat)
        pages = pages_built(out / stem)
        row(f"{stem}, first build ({pages} pages)", times, goal)
    row("build armies/ -j 2, cold", every, "≤ 7 s")
    for example in sorted((ROOT / "armies").glob("*.yaml")):
        row(f"watch: {example.stem}, a unit renamed", watch_rename(example, repeat), "≤ 0.7 s")
    shutil.rmtree(out)


if __name__ == "__main__":
    main()
