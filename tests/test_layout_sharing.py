"""The session's shared layouts (``tests/layout_cache/layout_sharing.py``): a kit asked for
by several processes at once is laid out by one of them, the others wait for its PDF."""

from __future__ import annotations

import multiprocessing
import time
from pathlib import Path
from typing import Any

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
