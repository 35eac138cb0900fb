"""Time batch builds: each example whole and stage by stage, armies/ with -j 1 and -j 2,
a rebuild with nothing changed, a synthetic campaign, and how time grows with pages.

Run from anywhere:  python benchmarks/bench_batch.py [--repeat N] [--quick]

Stdlib only. See benchmarks/README.md (section "bench_batch.py") for what is printed.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

from bench_build import time_stages, timed
from machine import checked_repeat, nproc, repeat_option
from stages import Phase, header, table

from kitgen.errors import KitError
from kitgen.pipeline import load
from kitgen.render import compose

ROOT = Path(__file__).resolve().parent.parent
ARMIES = ROOT / "armies"
SUMMARY = (
    "Time batch builds of kitgen: each example whole and stage by stage, armies/ with "
    "-j 1 and -j 2, a rebuild with nothing changed, a synthetic campaign, and a fit of "
    "time against pages."
)
CAMPAIGN, QUICK_CAMPAIGN = 50, 10
SHARE_TARGET = 10.0  # (load + compose) / render_pdf, in %
SPEEDUP_TARGET = 1.5  # -j 2 over -j 1, on 2 cores
CACHED_TARGET = 1.0  # seconds, a rebuild of armies/ with nothing changed

# What `kitgen build` prints: the summary line of several files, the line of one kit.
SUMMARY_LINE = re.compile(
    r"(\d+) battle files: (\d+) built, (\d+) unchanged, (\d+) failed "
    r"\((\d+) pages\) in [\d.]+ s"
)
ONE_KIT = re.compile(r" -> .* \((\d+) pages, [\d.]+ s\)$", re.MULTILINE)
TOP_NAME = re.compile(r"^name:.*$", re.MULTILINE)


@dataclass(frozen=True, slots=True)
class Build:
    """One ``kitgen build`` subprocess: its wall time and what its output says."""

    seconds: float
    files: int
    built: int
    unchanged: int
    pages: int
    summary: str


@dataclass(frozen=True, slots=True)
class Example:
    """One battle file: whole-process builds and in-process stages, each ``repeat`` runs."""

    name: str
    system: str
    pages: int
    """Pages of the in-process ``render_pdf``."""
    build_pages: int
    """Pages the ``kitgen build`` subprocess reported."""
    build: Phase
    load: Phase
    compose: Phase
    pdf: Phase

    @property
    def share(self) -> float:
        """kitgen's own work as a percentage of WeasyPrint's, from the medians."""
        return 100.0 * (self.load.median + self.compose.median) / self.pdf.median


def shown(path: Path) -> str:
    """A path as given to kitgen: relative to the checkout when inside it."""
    return str(path.relative_to(ROOT)) if path.is_relative_to(ROOT) else str(path)


def kitgen_build(*args: str) -> Build:
    """Wall time of ``python -m kitgen build ARGS`` in a subprocess (from the checkout), and
    its outcome; exits if the build fails or its output cannot be read."""
    command = [sys.executable, "-m", "kitgen", "build", *args]
    seconds, done = timed(
        lambda: subprocess.run(command, cwd=ROOT, capture_output=True, text=True, check=False)
    )
    shown_command = " ".join(["kitgen", "build", *args])
    if done.returncode != 0:
        sys.exit(f"`{shown_command}` failed ({done.returncode}):\n{done.stdout}{done.stderr}")
    summary = SUMMARY_LINE.search(done.stdout)
    if summary:
        files, built, unchanged, failed, pages = (int(g) for g in summary.groups())
        if failed:
            sys.exit(f"`{shown_command}`: {summary.group(0)}\n{done.stderr}")
        return Build(seconds, files, built, unchanged, pages, summary.group(0))
    kits = ONE_KIT.findall(done.stdout)
    if len(kits) == 1:
        return Build(seconds, 1, 1, 0, int(kits[0]), "")
    sys.exit(f"`{shown_command}`: cannot read what was built from:\n{done.stdout}")


def expect(build: Build, *, built: int, unchanged: int, what: str) -> None:
    if (build.built, build.unchanged) != (built, unchanged):
        sys.exit(f"{what}: expected {built} built, {unchanged} unchanged; got {build.summary!r}")


def verdict(ok: bool) -> str:
    return "PASS" if ok else "FAIL"


def load_average() -> str:
    if not hasattr(os, "getloadavg"):
        return "n/a"
    return ", ".join(f"{value:.2f}" for value in os.getloadavg())


# 1. Each example -------------------------------------------------------------------------


def systems_of(files: list[Path]) -> dict[Path, str]:
    """Each battle file's rule system (loading each once also warms the imports)."""
    found: dict[Path, str] = {}
    for path in files:
        try:
            found[path] = load(path).system.key
        except KitError as exc:
            sys.exit(f"{path}: {exc}")
    return found


def measure_file(path: Path, system: str, output_dir: Path, repeat: int) -> Example:
    """``repeat`` whole-process builds (``--force``), then one untimed ``load`` +
    ``compose`` (Jinja compiles the system's templates), then ``repeat`` runs of the three
    in-process stages."""
    builds = [kitgen_build(shown(path), "--force", "-o", str(output_dir)) for _ in range(repeat)]
    loaded = load(path)
    compose(loaded.system.key, loaded.plan, loaded.text)
    loads, composes, pdfs, pages = zip(*(time_stages(path) for _ in range(repeat)), strict=True)
    return Example(
        name=path.name,
        system=system,
        pages=pages[-1],
        build_pages=builds[-1].pages,
        build=Phase("build", tuple(b.seconds for b in builds)),
        load=Phase("load", loads),
        compose=Phase("compose", composes),
        pdf=Phase("render_pdf", pdfs),
    )


WHOLE_HEAD = (
    "| battle file | system | pages | median (s) | best (s) | s/page |",
    "|-------------|--------|------:|-----------:|---------:|-------:|",
)


def whole_row(e: Example) -> str:
    per_page = e.build.median / e.build_pages if e.build_pages else float("nan")
    return (
        f"| {e.name} | {e.system} | {e.build_pages} | {e.build.median:.3f} | "
        f"{e.build.best:.3f} | {per_page:.3f} |"
    )


def stages_table(examples: list[Example]) -> list[str]:
    lines = [
        "| battle file | load (s) | best | compose (s) | best | render_pdf (s) | best "
        f"| (load + compose) / render_pdf | < {SHARE_TARGET:g} % |",
        "|-------------|---------:|-----:|------------:|-----:|---------------:|-----:"
        "|------------------------------:|:------:|",
    ]
    for e in examples:
        times = " | ".join(f"{p.median:.3f} | {p.best:.3f}" for p in (e.load, e.compose, e.pdf))
        lines.append(
            f"| {e.name} | {times} | {e.share:.1f} % | {verdict(e.share < SHARE_TARGET)} |"
        )
    return lines


def part_examples(files: list[Path], systems: dict[Path, str], repeat: int) -> list[Example]:
    print("## 1. Each example: `kitgen build FILE --force` (whole process)")
    print()
    print("\n".join(WHOLE_HEAD), flush=True)
    examples: list[Example] = []
    with tempfile.TemporaryDirectory(prefix="kitgen-bench-batch-") as tmp:
        for path in files:
            example = measure_file(path, systems[path], Path(tmp), repeat)
            examples.append(example)
            print(whole_row(example), flush=True)
    print()
    print("In-process stages (medians and best; one untimed load + compose first):")
    print()
    print("\n".join(stages_table(examples)))
    for e in examples:
        if e.pages != e.build_pages:
            print(f"note: {e.name}: render_pdf gave {e.pages} pages, the build {e.build_pages}")
    print(flush=True)
    return examples


# 2.-4. Folders: -j 1 against -j 2, rebuilds with nothing changed -------------------------


def job_counts() -> tuple[int, ...]:
    """-j 1 and -j 2, and -j nproc on a machine with more processors."""
    return (1, 2, nproc()) if nproc() > 2 else (1, 2)


def parallel_builds(
    folder: Path, output_dir: Path, files: int, repeat: int, label: str
) -> list[Phase]:
    """``kitgen build FOLDER --force -j N`` for each job count, the counts taking turns
    within each round so that a change in the machine's load touches them alike."""
    runs: dict[int, list[Build]] = {jobs: [] for jobs in job_counts()}
    for _ in range(repeat):
        for jobs, done in runs.items():
            build = kitgen_build(shown(folder), "--force", "-j", str(jobs), "-o", str(output_dir))
            expect(build, built=files, unchanged=0, what=f"{label} -j {jobs}")
            done.append(build)
    serial = statistics.median(b.seconds for b in runs[1])
    phases = []
    for jobs, done in runs.items():
        seconds = tuple(b.seconds for b in done)
        pages = done[-1].pages
        median = statistics.median(seconds)
        note = f"{files} files, {pages} pages, {median / pages:.3f} s/page"
        if jobs > 1:
            note += f", speedup {serial / median:.2f}x (best to best {min_ratio(runs, jobs):.2f}x)"
        phases.append(Phase(f"{label} -j {jobs}", seconds, note))
    return phases


def min_ratio(runs: dict[int, list[Build]], jobs: int) -> float:
    return min(b.seconds for b in runs[1]) / min(b.seconds for b in runs[jobs])


def cached_builds(folder: Path, output_dir: Path, files: int, repeat: int, label: str) -> Phase:
    """``kitgen build FOLDER`` again, without ``--force``: every kit must be unchanged."""
    builds = [kitgen_build(shown(folder), "-o", str(output_dir)) for _ in range(repeat)]
    for build in builds:
        expect(build, built=0, unchanged=files, what=f"{label}, nothing changed")
    seconds = tuple(b.seconds for b in builds)
    return Phase(f"{label} again, nothing changed", seconds, f"kitgen: {builds[-1].summary}")


def speedup(phases: list[Phase]) -> float:
    """-j 2 over -j 1, medians."""
    return phases[0].median / phases[1].median


def part_folder(files: list[Path], repeat: int) -> tuple[float, Phase]:
    print("## 2. The armies/ folder: `kitgen build armies/ --force -j N`")
    print(flush=True)
    with tempfile.TemporaryDirectory(prefix="kitgen-bench-batch-") as tmp:
        output_dir = Path(tmp)
        phases = parallel_builds(ARMIES, output_dir, len(files), repeat, "armies/")
        print("\n".join(table(phases)))
        print()
        ratio = speedup(phases)
        target = f"target >= {SPEEDUP_TARGET:g}x on 2 cores"
        judged = verdict(ratio >= SPEEDUP_TARGET) if nproc() >= 2 else "n/a (1 processor)"
        print(f"speedup -j 2 over -j 1: {ratio:.2f}x ({target}): {judged}")
        print()
        print("## 3. armies/ again, nothing changed: `kitgen build armies/` (no --force)")
        print(flush=True)
        cached = cached_builds(ARMIES, output_dir, len(files), repeat, "armies/")
    print("\n".join(table([cached])))
    print()
    print(
        f"cached rebuild: {cached.median:.3f} s (target < {CACHED_TARGET:g} s): "
        f"{verdict(cached.median < CACHED_TARGET)}"
    )
    print(flush=True)
    return ratio, cached


def write_campaign(folder: Path, sources: list[Path], size: int) -> None:
    """``size`` battle files copied from ``sources`` in turn, each with its own top-level
    ``name:`` (so each kit has its own PDF)."""
    for index in range(size):
        source = sources[index % len(sources)]
        text = source.read_text(encoding="utf-8")
        found = list(TOP_NAME.finditer(text))
        if len(found) != 1:
            sys.exit(f"{source}: expected exactly one top-level `name:` line")
        name = json.dumps(f"Campaign {index + 1:02d}: {source.stem}", ensure_ascii=False)
        renamed = f"{text[: found[0].start()]}name: {name}{text[found[0].end() :]}"
        (folder / f"{index + 1:02d}-{source.name}").write_text(renamed, encoding="utf-8")


def part_campaign(sources: list[Path], size: int, repeat: int) -> list[Phase]:
    print(f"## 4. A campaign of {size} battles (armies/ copied in turn, renamed)")
    print(flush=True)
    with (
        tempfile.TemporaryDirectory(prefix="kitgen-bench-campaign-") as battles,
        tempfile.TemporaryDirectory(prefix="kitgen-bench-batch-") as tmp,
    ):
        folder, output_dir = Path(battles), Path(tmp)
        write_campaign(folder, sources, size)
        label = f"campaign of {size}"
        phases = parallel_builds(folder, output_dir, size, repeat, label)
        kits = len(list(output_dir.glob("*.pdf")))
        if kits != size:
            sys.exit(f"{label}: {kits} PDFs written for {size} battles (names not distinct?)")
        phases.append(cached_builds(folder, output_dir, size, repeat, label))
    print("\n".join(table(phases)))
    print(flush=True)
    return phases


# 5. Time against pages --------------------------------------------------------------------


def part_fit(examples: list[Example]) -> tuple[float, float] | None:
    print("## 5. How time grows with pages: render_pdf (median) = a + b × pages")
    print()
    pages = [float(e.pages) for e in examples]
    seconds = [e.pdf.median for e in examples]
    try:
        b, a = statistics.linear_regression(pages, seconds)
        r = statistics.correlation(pages, seconds)
    except statistics.StatisticsError as exc:
        print(f"cannot fit: {exc}")
        print(flush=True)
        return None
    print(
        f"least squares over {len(examples)} examples: a = {a:.3f} s, b = {b:.3f} s/page "
        f"(r² = {r * r:.3f})"
    )
    print()
    print("| battle file | pages | render_pdf (s) | a + b × pages (s) | residual (s) |")
    print("|-------------|------:|---------------:|------------------:|-------------:|")
    for e in examples:
        fitted = a + b * e.pages
        residual = e.pdf.median - fitted
        print(f"| {e.name} | {e.pages} | {e.pdf.median:.3f} | {fitted:.3f} | {residual:+.3f} |")
    print(flush=True)
    return a, b


def main() -> None:
    parser = argparse.ArgumentParser(description=SUMMARY)
    repeat_option(parser, 3, "runs of every measurement; medians and best over them (default: 3)")
    parser.add_argument(
        "--quick",
        action="store_true",
        help=f"one run each (overrides --repeat), one example per rule system, "
        f"a campaign of {QUICK_CAMPAIGN} battles instead of {CAMPAIGN}",
    )
    args = parser.parse_args()
    repeat = 1 if args.quick else checked_repeat(parser, args.repeat)
    size = QUICK_CAMPAIGN if args.quick else CAMPAIGN

    files = sorted(ARMIES.glob("*.yaml"))
    if not files:
        sys.exit(f"no battle files in {ARMIES}")
    header(repeat)
    print(f"kitgen runs: `{sys.executable} -m kitgen build ...` as subprocesses, from {ROOT}")
    print(f"load average at start: {load_average()}")
    print(flush=True)

    systems = systems_of(files)
    examples = files
    if args.quick:  # the first file of each rule system
        examples = sorted({systems[p]: p for p in reversed(files)}.values())
    # Untimed: warms the disk cache and .pyc files for the subprocesses to come.
    check = [sys.executable, "-m", "kitgen", "check", *map(shown, files)]
    checked = subprocess.run(check, cwd=ROOT, capture_output=True, text=True, check=False)
    if checked.returncode != 0:
        sys.exit(f"`kitgen check armies/*.yaml` failed:\n{checked.stderr}")

    measured = part_examples(examples, systems, repeat)
    ratio, cached = part_folder(files, repeat)
    part_campaign(files, size, repeat)
    part_fit(measured)

    worst = max(measured, key=lambda e: e.share)
    print("## Targets")
    print()
    print("| target | result | verdict |")
    print("|--------|--------|:-------:|")
    print(
        f"| (load + compose) / render_pdf < {SHARE_TARGET:g} % on every example "
        f"| worst {worst.share:.1f} % ({worst.name}) | "
        f"{verdict(all(e.share < SHARE_TARGET for e in measured))} |"
    )
    print(
        f"| armies/ -j 2 over -j 1 >= {SPEEDUP_TARGET:g}x on 2 cores | {ratio:.2f}x | "
        f"{verdict(ratio >= SPEEDUP_TARGET) if nproc() >= 2 else 'n/a'} |"
    )
    print(
        f"| armies/ rebuild, nothing changed, < {CACHED_TARGET:g} s | {cached.median:.3f} s | "
        f"{verdict(cached.median < CACHED_TARGET)} |"
    )
    print()
    print(f"load average at end: {load_average()}")


if __name__ == "__main__":
    main()
