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


def _asked(monkeypatch: pytest.MonkeyPatch, log: Path) -> tuple[str, set[str]]:
    """What laying a new one-page kit out in this test did, as the session's layout log
    says (``laid``: laid out and kept, ``own``: laid out afresh), and the session's kept
    layouts named by its key. Read from the log, not from a look at the folder before and
    after: the other worker and the docs' ``kitgen`` keep kits there meanwhile."""
    import json
    import os

    from kitgen.render import render_pdf
    from tests.conftest import LAYOUTS
    from tests.layout_cache.layout_sharing import LOG

    monkeypatch.setenv(LOG, str(log))
    title = uuid.uuid4().hex
    assert render_pdf(f"<html><head><title>{title}</title></head><p>kit</p></html>").pages == 1
    lines = [json.loads(line) for line in log.read_text(encoding="utf-8").splitlines()]
    (mine,) = [line for line in lines if line["title"] == title]
    folder = Path(os.environ[LAYOUTS])
    kept = {p.name for p in folder.glob(f"{mine['key']}*.pickle")} if mine["key"] else set()
    return mine["kind"], kept


def test_a_test_takes_its_layouts_from_the_session(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """conftest installs the sharing in every test process: a new kit is kept."""
    kind, kept = _asked(monkeypatch, tmp_path / "layouts.jsonl")
    assert kind == "laid" and len(kept) == 1


@pytest.mark.fresh_layouts
def test_a_test_marked_fresh_lays_its_kits_out_afresh(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """A test whose subject is the renderer neither takes nor keeps a layout."""
    assert _asked(monkeypatch, tmp_path / "layouts.jsonl") == ("own", set())


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
