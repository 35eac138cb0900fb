"""``benchmarks/bench_suite.py``: where the suite's time goes. Its plugin records each
test's processor time, its report adds the layouts up by test file."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from tests.conftest import ROOT, script

bench = script(ROOT / "benchmarks" / "bench_suite.py")


def test_the_plugin_writes_a_line_for_each_test_with_what_it_took(tmp_path: Path) -> None:
    (tmp_path / "test_busy.py").write_text(
        "def test_busy():\n    sum(range(1000))\n\ndef test_idle():\n    pass\n",
        encoding="utf-8",
    )
    log = tmp_path / "tests.jsonl"
    environment = {
        **os.environ,
        bench.TESTS_LOG: str(log),
        "PYTHONPATH": str(ROOT / "benchmarks"),
    }
    done = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "bench_suite", "-p", "no:cacheprovider"],
        cwd=tmp_path,
        env=environment,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    lines = {x["test"]: x for x in map(json.loads, log.read_text().splitlines())}
    assert set(lines) == {"test_busy.py::test_busy", "test_busy.py::test_idle"}
    # figures, never compared: a test asserts no time (tests/test_project.py)
    for line in lines.values():
        assert isinstance(line["processor"], float) and line["processor"] >= 0
        assert isinstance(line["wall"], float) and line["wall"] >= 0


def test_the_report_adds_the_layouts_up_by_test_file() -> None:
    tests = [
        {"test": "tests/test_a.py::test_one", "processor": 3.0, "wall": 3.1},
        {"test": "tests/test_a.py::test_two", "processor": 1.0, "wall": 1.0},
        {"test": "tests/test_b.py::test_three", "processor": 0.5, "wall": 0.6},
    ]
    layouts = [
        {"kind": "laid", "seconds": 4.0, "test": "tests/test_a.py::test_one (call)"},
        {"kind": "kept", "seconds": 0.1, "test": "tests/test_b.py::test_three (call)"},
        {"kind": "own", "seconds": 2.0, "test": "tests/test_b.py::test_three (call)"},
    ]
    text = bench.report(tests, layouts)
    assert "tests: 3, processor 4 s" in text
    assert "1 laid (4 s), 1 kept (0 s), 1 own (2 s)" in text
    lines = text.splitlines()
    by_file = lines[
        lines.index("layouts laid out, by test file (s of waiting for them, kits):") + 1 :
    ]
    assert by_file == ["      4.0    1  tests/test_a.py", "      2.0    1  tests/test_b.py"]
