"""Where the test suite's time goes: the processor time of each test (its own process and
the processes it waited for), and every kit the session lays out, which test asked for it
and whether the session's shared layouts already had it.

Run from the project's root:  python benchmarks/bench_suite.py [PYTEST ARGS...]

It runs ``python -m pytest`` as the README does (two workers on two processors), with
this file as a plugin (``-p bench_suite``) and ``KITGEN_TEST_LAYOUT_LOG`` set
(``tests/layout_cache/layout_sharing.py``), then prints:

- the wall time, and the processor time of all the tests;
- the test files and the tests that took the most processor time;
- the layouts: how many kits were laid out (``laid``), taken from the session's
  (``kept``) or laid out by a test of the renderer itself (``own``), and the test files
  whose layouts no test before them asked for, with the seconds their callers waited
  (wall time: kits laid out at once by a pool of processes each count whole).

A test's processor time counts the children it waited for (``RUSAGE_CHILDREN``): a
``kitgen`` it ran, the renderer's child. The first test to ask for the examples' kits
carries their build. Times on a busy machine are noisy: compare runs on one machine.
Stdlib only, with the project's test dependencies installed (``pip install -e '.[dev]'``).
"""

from __future__ import annotations

import collections
import json
import os
import resource
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests" / "layout_cache"))
from layout_sharing import LOG as LAYOUT_LOG  # noqa: E402  (the session's layout log)

TESTS_LOG = "KITGEN_BENCH_TESTS"
"""The file this plugin writes a JSON line to for each test, in every xdist worker."""


def _processor() -> float:
    own = resource.getrusage(resource.RUSAGE_SELF)
    waited = resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + waited.ru_utime + waited.ru_stime


try:
    import pytest
except ImportError:  # pragma: no cover - run without the test dependencies
    pytest = None  # type: ignore[assignment]

if pytest is not None:

    @pytest.hookimpl(hookwrapper=True)
    def pytest_runtest_protocol(item: Any, nextitem: Any) -> Iterator[None]:
        """The processor time of one test, its fixtures included (a plugin hook)."""
        before, started = _processor(), time.perf_counter()
        yield
        log = os.environ.get(TESTS_LOG)
        if log:
            line = {
                "test": item.nodeid,
                "processor": round(_processor() - before, 3),
                "wall": round(time.perf_counter() - started, 3),
            }
            with Path(log).open("a", encoding="utf-8") as stream:
                stream.write(json.dumps(line) + "\n")


def _lines(path: Path) -> list[dict[str, Any]]:
    if not path.exists():
        return []
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


def report(tests: list[dict[str, Any]], layouts: list[dict[str, Any]], top: int = 25) -> str:
    """The summary the benchmark prints, from the two logs' lines."""
    out = []
    total = sum(t["processor"] for t in tests)
    out.append(f"tests: {len(tests)}, processor {total:.0f} s")
    files: collections.Counter[str] = collections.Counter()
    for t in tests:
        files[t["test"].split("::")[0]] += t["processor"]
    out.append("\nfiles by processor time (s):")
    out += [f"  {seconds:7.1f}  {name}" for name, seconds in files.most_common(top)]
    out.append("\ntests by processor time (s):")
    for t in sorted(tests, key=lambda t: -t["processor"])[:top]:
        out.append(f"  {t['processor']:7.1f}  {t['test']}")
    kinds = collections.Counter(line["kind"] for line in layouts)
    seconds = collections.Counter()
    for line in layouts:
        seconds[line["kind"]] += line["seconds"]
    out.append(
        "\nlayouts: "
        + ", ".join(f"{kinds[k]} {k} ({seconds[k]:.0f} s)" for k in ("laid", "kept", "own"))
    )
    by_file: collections.Counter[str] = collections.Counter()
    count: collections.Counter[str] = collections.Counter()
    for line in layouts:
        if line["kind"] != "kept":
            name = line["test"].split("::")[0] or "(outside a test)"
            by_file[name] += line["seconds"]
            count[name] += 1
    out.append("layouts laid out, by test file (s of waiting for them, kits):")
    out += [f"  {s:7.1f} {count[n]:4d}  {n}" for n, s in by_file.most_common(top)]
    return "\n".join(out)


def main(arguments: list[str]) -> int:
    folder = Path(tempfile.mkdtemp(prefix="kitgen-bench-suite-"))
    tests_log, layout_log = folder / "tests.jsonl", folder / "layouts.jsonl"
    environment = {
        **os.environ,
        TESTS_LOG: str(tests_log),
        LAYOUT_LOG: str(layout_log),
        "PYTHONPATH": os.pathsep.join(
            [str(Path(__file__).parent), *filter(None, [os.environ.get("PYTHONPATH")])]
        ),
    }
    started = time.perf_counter()
    done = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "bench_suite", *arguments],
        cwd=ROOT,
        env=environment,
        check=False,
    )
    wall = time.perf_counter() - started
    print(f"\nwall: {wall:.0f} s (pytest's exit status {done.returncode})")
    print(report(_lines(tests_log), _lines(layout_log)))
    print(f"\nthe logs: {folder}")
    return done.returncode


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
