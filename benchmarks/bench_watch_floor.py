"""The least time ``watch`` could take to give a new PDF after a unit is renamed, whatever
it keeps: each section of a kit laid out alone, and the sections the rename changes
summed, on one processor and split at best over two (issue 26's ``watch`` goal).

Run from anywhere:  python benchmarks/bench_watch_floor.py [--repeat N] [battle.yaml ...]

For each battle (every example when none is named), the A4 game master's kit is composed
twice: as written, and with the first unit of the first army renamed everywhere the file
names it (as ``bench_fast_kits.py`` does). Both are cut into sections
(``kitgen.render.sections``); each section of the renamed kit is laid out alone as its own
document, warm, and written as its own PDF, fastest of ``--repeat`` runs (default 3).

A rename must at least lay out again every section whose HTML changed. So:

- **one processor**: the sum of their layouts, before a single page is drawn, is a floor
  for ``watch`` as it is built (one document, one process);
- **two processors**: the best split of their layouts and writing, each section a PDF of
  its own, is a floor for a ``watch`` that laid sections out on both processors and
  joined their PDFs (before the joining and the kept pages' share are paid).

Both floors leave out loading the file, composing the kit and writing the rest of it.
"""

from __future__ import annotations

import itertools
import re
import sys
import time
from pathlib import Path
from typing import Any, NamedTuple

from bench_fast_kits import first_unit, renamed
from machine import battles_and_repeat

GOAL = 0.7


class Timed(NamedTuple):
    kind: str
    pages: int
    changed: bool
    layout: float
    written: float
    """Layout and writing its own PDF."""


def composed_html(path: Path, text: str) -> str:
    """The kit's HTML for ``text``, read as the battle file ``path``."""
    from kitgen.build import print_settings
    from kitgen.pipeline import load_bytes
    from kitgen.render import compose

    loaded = load_bytes(text.encode("utf-8"), path)
    return compose(loaded.system, loaded.plan, loaded.text, print_settings(loaded)).html


def sections(path: Path, repeat: int) -> list[Timed]:
    from kitgen.render import _fewer_collections, _reproducible, assembled, new_layouts
    from kitgen.render.sections import cut, number
    from kitgen.render.subsetting import HARFBUZZ

    text = path.read_text(encoding="utf-8")
    name = first_unit(text)
    if name is None:
        return []
    before = cut(composed_html(path, text))
    after = cut(composed_html(path, renamed(text, name, f"{name} 2")))
    # as the watch worker lays sections out: one font configuration, counter styles,
    # images and parsed stylesheets shared by all (kitgen.render.new_layouts)
    layouts = new_layouts()
    out = []
    first = 1
    with _reproducible(HARFBUZZ), _fewer_collections():  # as the renderer lays out
        layouts.lay_out(after.document(0), False)  # warm: fonts, stylesheets
        for index, part in enumerate(after.parts):
            best = (float("inf"), float("inf"))
            pages = 0
            for _ in range(repeat):
                started = time.perf_counter()
                laid = layouts.lay_out(after.document(index), first % 2 == 0)
                laid_at = time.perf_counter()
                pages = len(laid.pages)
                own = assembled(number([laid], pages), laid.metadata, layouts.fonts)
                own.write_pdf(pdf_identifier=True)
                best = min(best, (time.perf_counter() - started, laid_at - started))
            first += pages
            found = re.search(r'class="([^"]*)"', part)
            changed = index >= len(before.parts) or before.parts[index] != part
            kind = found.group(1) if found else "?"
            out.append(Timed(kind, pages, changed, best[1], best[0]))
    return out


def two_processors(times: list[float]) -> float:
    """The least time two processors take for ``times`` (each on one of them): every split
    tried (kits have at most a few dozen sections, a rename changes a few)."""
    if not times:
        return 0.0
    total = sum(times)
    best = total
    first, rest = times[0], times[1:]  # the first on processor one: halves the splits
    for picks in itertools.product((False, True), repeat=len(rest)):
        one = first + sum(t for t, pick in zip(rest, picks, strict=True) if pick)
        best = min(best, max(one, total - one))
    return best


def report(path: Path, timed: list[Timed]) -> dict[str, Any]:
    print(f"\n{path.name}: {len(timed)} sections, {sum(t.pages for t in timed)} pages")
    print(f"  {'':3}{'section':36}{'pages':>6}{'layout':>9}{'+ write':>9}")
    for index, t in enumerate(timed):
        mark = "*" if t.changed else " "
        print(f"  {mark}{index:2} {t.kind:35}{t.pages:6}{t.layout:8.3f}s{t.written:8.3f}s")
    changed = [t for t in timed if t.changed]
    one = sum(t.layout for t in changed)
    two = two_processors([t.written for t in changed])
    print(f"  changed by the rename (*): {len(changed)} of {len(timed)}")
    print(f"  floor, one processor (their layout):          {one:.2f} s (goal {GOAL} s)")
    print(f"  floor, two processors (layout and own PDF):   {two:.2f} s (goal {GOAL} s)")
    return {"battle": path.stem, "changed": len(changed), "one": one, "two": two}


def main() -> None:
    battles, repeat = battles_and_repeat(__doc__.splitlines()[0], default=3)
    rows = []
    for path in battles:
        timed = sections(path, repeat)
        if timed:
            rows.append(report(path, timed))
    print("\n| battle | sections changed | floor, one processor | floor, two processors |")
    print("|---|---:|---:|---:|")
    for r in rows:
        print(f"| {r['battle']} | {r['changed']} | {r['one']:.2f} s | {r['two']:.2f} s |")
    sys.stdout.flush()


if __name__ == "__main__":
    main()
