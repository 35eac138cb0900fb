"""Time ``kitgen build`` on every battle file in ``armies/``, whole and stage by stage.

Run from anywhere:  python benchmarks/bench_build.py [--repeat N]

Stdlib only. See benchmarks/README.md for what each column means.
"""

import argparse
import importlib
import platform
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TypeVar

from machine import checked_repeat, nproc, package_version, repeat_option

from kitgen.errors import KitError
from kitgen.pipeline import load
from kitgen.render import render_html, render_pdf

ROOT = Path(__file__).resolve().parent.parent
ARMIES = ROOT / "armies"

T = TypeVar("T")

SUMMARY = "Time `kitgen build` on every battle file in armies/, whole and stage by stage."

# Header and width of each column after the file name.
COLUMNS: tuple[tuple[str, int], ...] = (
    ("median", 8),
    ("min", 8),
    ("load", 8),
    ("html", 8),
    ("pdf", 8),
    ("pages", 6),
    ("pdf/page", 9),
    ("kitgen %", 10),
)


@dataclass(frozen=True, slots=True)
class Row:
    """One battle file's measurements, in seconds (medians unless named ``min``)."""

    name: str
    build_median: float
    build_min: float
    load: float
    html: float
    pdf: float
    pages: int

    @property
    def per_page(self) -> float:
        return self.pdf / self.pages if self.pages else float("nan")

    @property
    def share(self) -> float:
        """kitgen's own work (load + templating) as a percentage of WeasyPrint's."""
        return 100.0 * (self.load + self.html) / self.pdf if self.pdf else float("nan")


def timed(action: Callable[[], T]) -> tuple[float, T]:
    """Seconds ``action`` took, and what it returned."""
    started = time.perf_counter()
    result = action()
    return time.perf_counter() - started, result


def time_build(kitgen: str, path: Path, output_dir: Path) -> float:
    """Wall time of one ``kitgen build PATH -o OUTPUT_DIR --force`` subprocess (--force: the
    build cache would otherwise skip every run after the first); exits if it fails."""
    command = [kitgen, "build", str(path.relative_to(ROOT)), "-o", str(output_dir), "--force"]
    seconds, done = timed(
        lambda: subprocess.run(command, cwd=ROOT, capture_output=True, text=True, check=False)
    )
    if done.returncode != 0:
        sys.exit(f"`{' '.join(command)}` failed ({done.returncode}):\n{done.stderr}")
    return seconds


def time_stages(path: Path) -> tuple[float, float, float, int]:
    """Seconds of ``load``, ``render_html`` and ``render_pdf`` for one file, and its pages."""
    try:
        load_seconds, loaded = timed(lambda: load(path))
    except KitError as exc:
        sys.exit(f"{path}: {exc}")
    html_seconds, html = timed(lambda: render_html(loaded.system.key, loaded.plan, loaded.text))
    pdf_seconds, rendered = timed(lambda: render_pdf(html))
    return load_seconds, html_seconds, pdf_seconds, page_count(rendered)


def page_count(rendered: object) -> int:
    """Pages of what ``render_pdf`` returned: a ``Rendered`` with ``.pages``, or (older
    kitgen) a ``(pdf_bytes, pages)`` tuple."""
    pages = getattr(rendered, "pages", None)
    if isinstance(pages, int):
        return pages
    if isinstance(rendered, tuple) and len(rendered) == 2 and isinstance(rendered[1], int):
        return rendered[1]
    sys.exit(f"render_pdf returned {type(rendered).__name__}; cannot find its page count")


def measure(kitgen: str, path: Path, output_dir: Path, repeat: int) -> Row:
    """Whole-process runs first, then the in-process stages, each ``repeat`` times."""
    builds = [time_build(kitgen, path, output_dir) for _ in range(repeat)]
    loads, htmls, pdfs, pages = zip(*(time_stages(path) for _ in range(repeat)), strict=True)
    return Row(
        name=path.name,
        build_median=statistics.median(builds),
        build_min=min(builds),
        load=statistics.median(loads),
        html=statistics.median(htmls),
        pdf=statistics.median(pdfs),
        pages=pages[-1],
    )


def cells(row: Row) -> tuple[str, ...]:
    return (
        f"{row.build_median:.3f}",
        f"{row.build_min:.3f}",
        f"{row.load:.3f}",
        f"{row.html:.3f}",
        f"{row.pdf:.3f}",
        f"{row.pages}",
        f"{row.per_page:.3f}",
        f"{row.share:.1f}",
    )


def line(first: str, values: tuple[str, ...], width: int) -> str:
    body = "".join(f"{value:>{w}}" for value, (_, w) in zip(values, COLUMNS, strict=True))
    return f"{first:<{width}}{body}"


def main() -> None:
    parser = argparse.ArgumentParser(description=SUMMARY)
    repeat_option(parser, 3, "runs per file and per measurement, medians over them (default: 3)")
    args = parser.parse_args()
    repeat = checked_repeat(parser, args.repeat)

    files = sorted(ARMIES.glob("*.yaml"))
    if not files:
        sys.exit(f"no battle files in {ARMIES}")
    kitgen = shutil.which("kitgen")
    if kitgen is None:
        sys.exit("`kitgen` is not on PATH (pip install -e . first)")
    if "weasyprint" in sys.modules:
        sys.exit("weasyprint was imported before the benchmark could time its import")

    print(
        f"machine: nproc {nproc()}, Python {platform.python_version()}, "
        f"WeasyPrint {package_version('weasyprint')}, kitgen {package_version('kitgen')}"
    )
    print(f"kitgen executable: {kitgen}")
    print(f"repeats: {repeat} (times in seconds; medians unless 'min')")
    import_seconds, _ = timed(lambda: importlib.import_module("weasyprint"))
    print(f"weasyprint import: {import_seconds:.3f} s (once, in-process, before the stages)")
    print()

    width = max(len("TOTAL"), *(len(path.name) for path in files)) + 2
    total_width = width + sum(w for _, w in COLUMNS)
    whole = "whole process"
    stages = "in-process stages (medians)"
    group_width = COLUMNS[0][1] + COLUMNS[1][1]
    print(f"{'':<{width}}{whole:>{group_width}}  {stages}")
    print(line("file", tuple(name for name, _ in COLUMNS), width))
    print("-" * total_width, flush=True)

    rows: list[Row] = []
    with tempfile.TemporaryDirectory(prefix="kitgen-bench-") as tmp:
        output_dir = Path(tmp)
        # One untimed build so the first measured file does not pay for cold disk caches
        # or for writing .pyc files.
        time_build(kitgen, files[0], output_dir)
        for path in files:
            row = measure(kitgen, path, output_dir, repeat)
            rows.append(row)
            print(line(row.name, cells(row), width), flush=True)

    total = Row(
        name="TOTAL",
        build_median=sum(r.build_median for r in rows),
        build_min=sum(r.build_min for r in rows),
        load=sum(r.load for r in rows),
        html=sum(r.html for r in rows),
        pdf=sum(r.pdf for r in rows),
        pages=sum(r.pages for r in rows),
    )
    print("-" * total_width)
    print(line(total.name, cells(total), width))


if __name__ == "__main__":
    main()
