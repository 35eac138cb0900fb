"""Time the bloodlust (Risques & Périls) kit stage by stage, and the rules core on a big battle.

Run from anywhere:  python benchmarks/bench_bloodlust.py [--repeat N]

Stdlib only. See benchmarks/README.md (section "bloodlust") for what each row means.
"""

from __future__ import annotations

import argparse
import importlib
import platform
import statistics
import sys
from dataclasses import dataclass
from fractions import Fraction
from pathlib import Path

from bench_build import timed
from machine import checked_repeat, nproc, package_version, repeat_option

from kitgen.errors import KitError
from kitgen.pipeline import load
from kitgen.render import render_html, render_pdf
from kitgen.systems.bloodlust import BattlePlan, compute
from kitgen.systems.bloodlust_model import Army, Battle, Unit

ROOT = Path(__file__).resolve().parent.parent
EXAMPLE = ROOT / "armies" / "gue-de-varenne.yaml"

SUMMARY = (
    "Time the bloodlust kit of armies/gue-de-varenne.yaml stage by stage, and the rules "
    "core on a synthetic battle of two 40-unit armies."
)

UNITS_PER_ARMY = 40
"""The most a battle file allows (``Army.units``, ``max_items``)."""
SYNTHETIC_EFF = 1000
SYNTHETIC_PUI = Fraction(3)


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


def synthetic_battle() -> Battle:
    """Two armies of ``UNITS_PER_ARMY`` units, each EFF 1000 and PUI 3 (total PUI 3000),
    built from the model's dataclasses: no YAML, no validation, only the rules core."""

    def army(name: str) -> Army:
        units = tuple(
            Unit(name=f"{name} {i + 1:02d}", eff=SYNTHETIC_EFF, pui=SYNTHETIC_PUI)
            for i in range(UNITS_PER_ARMY)
        )
        return Army(name=name, units=units)

    return Battle(
        system="bloodlust",
        name="Synthetic: 2 × 40 units of EFF 1000",
        armies=(army("North"), army("South")),
    )


def example_run() -> tuple[float, float, float, int, str]:
    """One ``load``, ``render_html`` and ``render_pdf`` of the example: their seconds, the
    kit's pages, and what the plan holds."""
    try:
        load_seconds, loaded = timed(lambda: load(EXAMPLE))
    except KitError as exc:
        sys.exit(f"{EXAMPLE}: {exc}")
    html_seconds, html = timed(lambda: render_html(loaded.system.key, loaded.plan, loaded.text))
    pdf_seconds, rendered = timed(lambda: render_pdf(html))
    plan: BattlePlan = loaded.plan
    units = sum(len(a.units) for a in plan.armies)
    held = f"{units} units, {len(plan.matchups)} matchups"
    return load_seconds, html_seconds, pdf_seconds, rendered.pages, held


def measure_example(repeat: int) -> list[Phase]:
    """The example's three stages, each timed ``repeat`` times (in the same runs)."""
    loads, htmls, pdfs, pages, held = zip(*(example_run() for _ in range(repeat)), strict=True)
    name = EXAMPLE.name
    per_page = statistics.median(pdfs) / pages[-1] if pages[-1] else float("nan")
    return [
        Phase(f"{name}: load + compute", loads, held[-1]),
        Phase(f"{name}: HTML (Jinja2)", htmls),
        Phase(f"{name}: PDF (WeasyPrint)", pdfs, f"{pages[-1]} pages, {per_page:.3f} s/page"),
    ]


def measure_synthetic(repeat: int) -> Phase:
    """``compute`` of the synthetic battle, ``repeat`` times."""
    battle = synthetic_battle()
    runs: list[float] = []
    plan: BattlePlan | None = None
    for _ in range(repeat):
        seconds, plan = timed(lambda: compute(battle))
        runs.append(seconds)
    assert plan is not None
    units = sum(len(a.units) for a in plan.armies)
    boxes = sum(len(u.track) for a in plan.armies for u in a.units)
    return Phase(
        f"synthetic 2 × {UNITS_PER_ARMY} units, EFF {SYNTHETIC_EFF}, PUI {SYNTHETIC_PUI}: compute",
        tuple(runs),
        f"{units} units, {len(plan.matchups)} matchups, {boxes} loss-track boxes",
    )


def table(phases: list[Phase]) -> list[str]:
    """The phases as a markdown table."""
    lines = [
        "| phase | median (s) | min (s) | notes |",
        "|-------|-----------:|--------:|-------|",
    ]
    lines += [f"| {p.label} | {p.median:.3f} | {p.best:.3f} | {p.note} |" for p in phases]
    return lines


def main() -> None:
    parser = argparse.ArgumentParser(description=SUMMARY)
    repeat_option(parser, 3, "runs of each phase; medians are over these (default: 3)")
    args = parser.parse_args()
    repeat = checked_repeat(parser, args.repeat)
    if not EXAMPLE.is_file():
        sys.exit(f"no battle file {EXAMPLE}")
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

    phases = measure_example(repeat)
    phases.append(measure_synthetic(repeat))
    print("\n".join(table(phases)))


if __name__ == "__main__":
    main()
