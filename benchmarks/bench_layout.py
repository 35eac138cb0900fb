"""Where a kit's layout time goes (issue 26, item 1): WeasyPrint's stages, each page kind,
and the constructs that cost most, on every example battle.

Run from anywhere:  python benchmarks/bench_layout.py [--repeat N] [battle.yaml ...]

In one process, the renderer warm (a first kit laid out before the timings, as ``watch``
or a batch has it), the A4 game master's kit of each battle is laid out ``--repeat``
times (default 3) and the fastest run is kept. WeasyPrint's own functions are wrapped
with timers (only the outermost call of a recursive one counts):

- stages: kitgen's composing (the template and the engagements), WeasyPrint's HTML
  parsing, the CSS cascade (computed styles of every element), the box tree, the
  layout of the pages, drawing them, the font subsetting and the rest of writing;
- each page's layout and drawing, summed by the kind of page it starts with (the class
  of the top-level section, or the card deck);
- constructs inside the layout: tables, text shaping and line breaking (Pango), and the
  number of pages laid out again (a page-based counter, a float).

It prints a table per battle and one for all of them; benchmarks/README.md ("Where a
kit's time goes") keeps the figures and what they say.
"""

from __future__ import annotations

import functools
import re
import time
from collections import defaultdict
from pathlib import Path
from typing import Any

from machine import battles_and_repeat


class Timers:
    """Seconds spent in each wrapped function (outermost calls only) and calls made."""

    def __init__(self) -> None:
        self.seconds: dict[str, float] = defaultdict(float)
        self.calls: dict[str, int] = defaultdict(int)
        self._depth: dict[str, int] = defaultdict(int)

    def wrap(self, owner: Any, name: str, label: str) -> None:
        original = getattr(owner, name)

        @functools.wraps(original)
        def timed(*args: Any, **kwargs: Any) -> Any:
            self.calls[label] += 1
            if self._depth[label]:
                return original(*args, **kwargs)
            self._depth[label] += 1
            started = time.perf_counter()
            try:
                return original(*args, **kwargs)
            finally:
                self.seconds[label] += time.perf_counter() - started
                self._depth[label] -= 1

        setattr(owner, name, timed)

    def reset(self) -> None:
        self.seconds.clear()
        self.calls.clear()


def page_kind(page_box: Any) -> str:
    """The class of the first top-level element a page holds: ``page gm``, ``deck``…"""
    html = page_box.children[0] if page_box.children else None
    body = html.children[0] if html is not None and getattr(html, "children", None) else None
    for box in getattr(body, "children", ()) or ():
        element = getattr(box, "element", None)
        if element is not None and element.tag != "body":
            classes = element.get("class", "") or element.tag
            return " ".join(c for c in classes.split() if c not in ("keep",))[:40]
    return "?"


def _layout_modules() -> list[Any]:
    """WeasyPrint's layout and text modules, imported."""
    import importlib
    import pkgutil

    import weasyprint.layout
    import weasyprint.text

    found = []
    for package in (weasyprint.layout, weasyprint.text):
        found.append(package)
        for info in pkgutil.iter_modules(package.__path__):
            found.append(importlib.import_module(f"{package.__name__}.{info.name}"))
    return found


def instrument() -> tuple[Timers, list[tuple[str, float]], list[float]]:
    """Wrap WeasyPrint's stages and constructs; returns the timers, the (kind, seconds)
    of each page laid out, and the seconds of each page drawn."""
    import weasyprint
    import weasyprint.document as document
    import weasyprint.layout.page as page
    import weasyprint.pdf.fonts as fonts

    timers = Timers()
    timers.wrap(weasyprint.HTML, "__init__", "parse")
    timers.wrap(document, "get_all_computed_styles", "styles")
    timers.wrap(document, "build_formatting_structure", "boxes")
    timers.wrap(document.Document, "write_pdf", "write")
    timers.wrap(fonts.Font, "subset", "subset")
    # a function other modules imported by name is wrapped in each of them
    for module in _layout_modules():
        for name, label in (("table_layout", "tables"), ("split_first_line", "text")):
            if hasattr(module, name):
                timers.wrap(module, name, label)
    laid: list[tuple[str, float]] = []
    drawn: list[float] = []
    make_page = page.make_page

    def timed_page(*args: Any, **kwargs: Any) -> Any:
        started = time.perf_counter()
        made = make_page(*args, **kwargs)
        laid.append((page_kind(made[0]), time.perf_counter() - started))
        return made

    page.make_page = timed_page
    paint = document.Page.paint

    def timed_paint(self: Any, *args: Any, **kwargs: Any) -> Any:
        started = time.perf_counter()
        try:
            return paint(self, *args, **kwargs)
        finally:
            drawn.append(time.perf_counter() - started)

    document.Page.paint = timed_paint
    return timers, laid, drawn


def run(path: Path, repeat: int, instruments: Any) -> dict[str, Any]:
    from kitgen.pipeline import load
    from kitgen.printing import settings_of
    from kitgen.render import _fewer_collections, _reproducible, compose, lay_out
    from kitgen.render.subsetting import HARFBUZZ

    timers, laid, drawn = instruments
    loaded = load(path)
    best: dict[str, Any] | None = None
    for _ in range(repeat):
        timers.reset()
        laid.clear()
        drawn.clear()
        started = time.perf_counter()
        composed = compose(
            loaded.system,
            loaded.plan,
            loaded.text,
            settings_of(loaded.plan.battle, loaded.text.lang),
        )
        composed_at = time.perf_counter()
        with _reproducible(HARFBUZZ), _fewer_collections():  # as _render_here
            document = lay_out(composed.html)
            document.write_pdf(pdf_identifier=True)
        total = time.perf_counter() - started
        if best is None or total < best["total"]:
            kinds: dict[str, list[float]] = defaultdict(lambda: [0, 0.0, 0.0])
            # a page laid out again (re-pagination) counts in the kind of its last layout
            final = laid[-len(drawn) :]
            for (kind, seconds), paint in zip(final, drawn, strict=True):
                kinds[kind][0] += 1
                kinds[kind][1] += seconds
                kinds[kind][2] += paint
            best = {
                "total": total,
                "compose": composed_at - started,
                "pages": len(document.pages),
                "laid": len(laid),
                "elements": len(re.findall(r"<[a-zA-Z]", composed.html)),
                "seconds": dict(timers.seconds),
                "calls": dict(timers.calls),
                "kinds": {k: tuple(v) for k, v in kinds.items()},
                "drawn": sum(drawn),
                "layout": sum(seconds for _, seconds in laid),
            }
    assert best is not None
    return best


STAGES = (
    "compose",
    "parse",
    "styles",
    "boxes",
    "layout",
    "draw",
    "subset",
    "write (rest)",
    "other",
)


def stages(found: dict[str, Any]) -> dict[str, float]:
    s = found["seconds"]
    return {
        "compose": found["compose"],
        "parse": s.get("parse", 0.0),
        "styles": s.get("styles", 0.0),
        "boxes": s.get("boxes", 0.0),
        "layout": found["layout"],
        "draw": found["drawn"],
        "subset": s.get("subset", 0.0),
        "write (rest)": s.get("write", 0.0) - found["drawn"] - s.get("subset", 0.0),
        "other": found["total"]
        - found["compose"]
        - s.get("parse", 0.0)
        - s.get("styles", 0.0)
        - s.get("boxes", 0.0)
        - found["layout"]
        - s.get("write", 0.0),
    }


def report(name: str, found: dict[str, Any]) -> None:
    pages = found["pages"]
    print(
        f"\n{name}: {pages} pages, {found['elements']} elements, {found['total']:.2f} s "
        f"({pages / found['total']:.1f} pages/s); pages laid out {found['laid']}"
    )
    for stage, seconds in stages(found).items():
        print(f"  {stage:14s} {seconds:6.2f} s  {100 * seconds / found['total']:4.0f} %")
    s = found["seconds"]
    print(
        f"  inside layout: tables {s.get('tables', 0.0):.2f} s, text shaping and line "
        f"breaking {s.get('text', 0.0):.2f} s ({found['calls'].get('text', 0)} lines)"
    )
    print("  by page kind (pages, layout ms/page, draw ms/page):")
    for kind, (count, seconds, paint) in sorted(found["kinds"].items(), key=lambda i: -i[1][1]):
        layout_ms, draw_ms = 1000 * seconds / count, 1000 * paint / count
        print(f"    {kind:40s} {count:3d}  {layout_ms:6.0f}  {draw_ms:5.0f}")


def main() -> None:
    files, repeat = battles_and_repeat(__doc__.splitlines()[0])
    from kitgen.render import lay_out

    instruments = instrument()
    lay_out("<p>warm</p>")  # Pango, fontconfig and the stylesheet code, once
    totals: dict[str, float] = defaultdict(float)
    pages = 0
    for path in files:
        found = run(path, repeat, instruments)
        report(path.name, found)
        pages += found["pages"]
        for stage, seconds in stages(found).items():
            totals[stage] += seconds
    whole = sum(totals.values())
    print(
        f"\nall {len(files)} battles: {pages} pages in {whole:.2f} s ({pages / whole:.1f} pages/s)"
    )
    for stage in STAGES:
        print(f"  {stage:14s} {totals[stage]:6.2f} s  {100 * totals[stage] / whole:4.0f} %")


if __name__ == "__main__":
    main()
