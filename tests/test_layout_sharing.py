"""The session's shared layouts (``tests/layout_cache/layout_sharing.py``): a kit asked for
by several processes at once is laid out by one of them, the others wait for its PDF."""

from __future__ import annotations

import multiprocessing
import time
import uuid
from pathlib import Path
from typing import Any

import pytest

from tests.layout_cache.layout_sharing import sharing

ASKERS = 3


def _render(calls: Path) -> Any:
    def render_pdf(html: str, *, worker: object = None) -> str:
        with calls.open("a", encoding="utf-8") as out:
            out.write("laid out\n")
        time.sleep(0.5)  # long enough for the other askers to ask meanwhile
        return html.upper()

    return render_pdf


def _ask(folder: Path, barrier: Any, results: Any) -> None:
    shared = sharing(_render(folder / "calls"), folder / "kept")
    barrier.wait()  # all ask at once, as the two xdist workers and a docs page's kitgen do
    results.put(shared("<p>kit</p>"))


def test_processes_asking_at_once_lay_the_kit_out_once(tmp_path: Path) -> None:
    (tmp_path / "kept").mkdir()
    context = multiprocessing.get_context("fork")
    barrier, results = context.Barrier(ASKERS), context.SimpleQueue()
    askers = [
        context.Process(target=_ask, args=(tmp_path, barrier, results)) for _ in range(ASKERS)
    ]
    for asker in askers:
        asker.start()
    got = [results.get() for _ in askers]
    for asker in askers:
        asker.join()
    assert got == ["<P>KIT</P>"] * ASKERS
    assert (tmp_path / "calls").read_text(encoding="utf-8").splitlines() == ["laid out"]


def _kept_after_a_layout(html: str) -> set[str]:
    """The session's kept layouts that laying ``html`` out added."""
    import os

    from kitgen.render import render_pdf
    from tests.conftest import LAYOUTS

    folder = Path(os.environ[LAYOUTS])
    before = set(folder.iterdir())
    assert render_pdf(html).pages == 1
    return {path.name for path in set(folder.iterdir()) - before if path.suffix == ".pickle"}


def test_a_test_takes_its_layouts_from_the_session() -> None:
    """conftest installs the sharing in every test process: a new kit is kept."""
    assert len(_kept_after_a_layout(f"<p>kept {uuid.uuid4().hex}</p>")) == 1


@pytest.mark.fresh_layouts
def test_a_test_marked_fresh_lays_its_kits_out_afresh() -> None:
    """A test whose subject is the renderer neither takes nor keeps a layout."""
    assert _kept_after_a_layout(f"<p>afresh {uuid.uuid4().hex}</p>") == set()


def test_the_layout_log_says_what_was_laid_out_and_what_was_kept(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``benchmarks/bench_suite.py`` reads the session's layouts from this log: a kit laid
    out, then the same kit taken from the kept ones, then one laid out by a test of the
    renderer (while sharing is off), each with its title and the test that asked."""
    import json

    from tests.layout_cache.layout_sharing import LOG

    log = tmp_path / "layouts.jsonl"
    monkeypatch.setenv(LOG, str(log))
    (tmp_path / "kept").mkdir()
    sharing_on = [True]
    shared = sharing(_render(tmp_path / "calls"), tmp_path / "kept", active=lambda: sharing_on[0])
    kit = "<html><head><title>The ford</title></head><body>kit</body></html>"
    shared(kit)
    shared(kit)
    sharing_on[0] = False
    shared(kit)
    lines = [json.loads(line) for line in log.read_text(encoding="utf-8").splitlines()]
    assert [line["kind"] for line in lines] == ["laid", "kept", "own"]
    assert {line["title"] for line in lines} == {"The ford"}
    assert all("test_the_layout_log_says" in line["test"] for line in lines)
    assert lines[0]["key"] == lines[1]["key"] != ""
