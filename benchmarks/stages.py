"""Timing a system's kit stage by stage: shared by bench_bloodlust.py and bench_promiterra.py."""

from __future__ import annotations

import importlib
import platform
import statistics
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from bench_build import time_stages, timed
from machine import nproc, package_version

from kitgen.pipeline import load


@dataclass(frozen=True, slots=True)
class Phase:
    """One measured phase: its label, every run's seconds, and a note for the table."""

    label: str
    seconds: tuple[float, ...]
    note: str = ""

    @property
    def median(self) -> float:
        return statistics.median(self.seconds)

    @property
    def best(self) -> float:
        return min(self.seconds)


def header(repeat: int) -> None:
    """Print the machine, then time WeasyPrint's import once (before any stage pays it)."""
    if "weasyprint" in sys.modules:
        sys.exit("weasyprint was imported before the benchmark could time its import")
    print(
        f"machine: nproc {nproc()}, Python {platform.python_version()}, "
        f"WeasyPrint {package_version('weasyprint')}, kitgen {package_version('kitgen')}"
    )
    print(f"repeats: {repeat} (times in seconds, in-process; medians and minimums over runs)")
    import_seconds, _ = timed(lambda: importlib.import_module("weasyprint"))
    print(f"weasyprint import: {import_seconds:.3f} s (once, before the stages)")
    print(flush=True)


def _example_run(
    example: Path, held: Callable[[Any], str]
) -> tuple[float, float, float, int, str]:
    """One timed run of the three stages, and (untimed) what the plan holds."""
    return (*time_stages(example), held(load(example).plan))


def measure_example(example: Path, repeat: int, held: Callable[[Any], str]) -> list[Phase]:
    """``load``, ``render_html`` and ``render_pdf`` of one battle file, each timed
    ``repeat`` times in the same runs; ``held`` says what the plan holds."""
    if not example.is_file():
        sys.exit(f"no battle file {example}")
    runs = [_example_run(example, held) for _ in range(repeat)]
    loads, htmls, pdfs, pages, notes = zip(*runs, strict=True)
    per_page = statistics.median(pdfs) / pages[-1] if pages[-1] else float("nan")
    return [
        Phase(f"{example.name}: load + compute", loads, notes[-1]),
        Phase(f"{example.name}: HTML (Jinja2)", htmls),
        Phase(
            f"{example.name}: PDF (WeasyPrint)", pdfs, f"{pages[-1]} pages, {per_page:.3f} s/page"
        ),
    ]


def table(phases: list[Phase]) -> list[str]:
    """The phases as a markdown table."""
    lines = [
        "| phase | median (s) | min (s) | notes |",
        "|-------|-----------:|--------:|-------|",
    ]
    lines += [f"| {p.label} | {p.median:.3f} | {p.best:.3f} | {p.note} |" for p in phases]
    return lines
