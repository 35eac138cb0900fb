"""The session's shared layouts (issue 37): a PDF laid out once for all the tests that ask
for the same one. ``sitecustomize`` installs it in each ``kitgen`` process the docs' pages
and the examples' kits start; ``conftest`` in the tests' own processes, where a test whose
subject is the renderer itself (the same bytes twice, the subsetters, a stopped build) is
marked ``fresh_layouts`` and lays its kits out afresh."""

from __future__ import annotations

import contextlib
import fcntl
import functools
import hashlib
import inspect
import json
import os
import pickle
import tempfile
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any


def sharing(
    render_pdf: Callable[..., Any],
    folder: Path,
    active: Callable[[], bool] = lambda: True,
    stamp: Callable[[], str] = lambda: "",
) -> Callable[..., Any]:
    """``render_pdf`` that keeps each PDF it lays out in ``folder``, keyed by all its
    arguments (the HTML, the variant, the subsetter, the limits…) and by ``stamp()`` (what
    the templates' assets look like), and takes it from there the next time: the same
    arguments give the same bytes (a kit is deterministic). ``kitgen watch``'s renderer
    (a ``worker``) keeps its own sections, and is left alone; so is every call while
    ``active()`` is false. It keeps ``render_pdf``'s name, so that a process pool can
    still hand it to its workers."""
    signature = inspect.signature(render_pdf)

    @functools.wraps(render_pdf)
    def shared(*args: Any, **kwargs: Any) -> Any:
        bound = signature.bind(*args, **kwargs)
        bound.apply_defaults()
        if bound.arguments["worker"] is not None or not active():
            with _logged("own", "", bound.arguments["html"]):
                return render_pdf(*args, **kwargs)
        asked = repr((sorted(bound.arguments.items()), stamp()))
        key = hashlib.sha256(asked.encode()).hexdigest()
        kept = folder / f"{key}.pickle"
        try:
            with _logged("kept", key, bound.arguments["html"]):
                return pickle.loads(kept.read_bytes())
        except FileNotFoundError:
            pass
        # one process lays it out; another that asks meanwhile (the other xdist worker,
        # a docs page's kitgen) waits for it rather than laying the same kit out at once
        with (folder / f"{key}.lock").open("w") as lock:
            fcntl.flock(lock, fcntl.LOCK_EX)
            try:
                with _logged("kept", key, bound.arguments["html"]):
                    return pickle.loads(kept.read_bytes())
            except FileNotFoundError:
                pass
            with _logged("laid", key, bound.arguments["html"]):
                rendered = render_pdf(*args, **kwargs)
            handle, part = tempfile.mkstemp(dir=folder, suffix=".part")
            with os.fdopen(handle, "wb") as stream:
                pickle.dump(rendered, stream)
            Path(part).replace(kept)
        return rendered

    return shared


LOG = "KITGEN_TEST_LAYOUT_LOG"
"""A file each layout asked for is written to, a JSON line each, when this environment
variable names one (``benchmarks/bench_suite.py``): what the session lays out, and for
which test."""


@contextlib.contextmanager
def _logged(kind: str, key: str, html: str) -> Iterator[None]:
    """One line of :data:`LOG` for a layout: ``laid`` (laid out and kept), ``kept`` (taken
    from the session's), ``own`` (a test of the renderer, or ``watch``); the seconds it
    took, the kit's title, the test that asked. Nothing is written when it failed."""
    log = os.environ.get(LOG)
    started = time.perf_counter()
    yield
    if not log:
        return
    title = html[html.find("<title>") + 7 : html.find("</title>")] if "<title>" in html else ""
    line = {
        "kind": kind,
        "key": key[:16],
        "seconds": round(time.perf_counter() - started, 3),
        "title": title,
        "test": os.environ.get("PYTEST_CURRENT_TEST", ""),
    }
    with Path(log).open("a", encoding="utf-8") as stream:  # one short write: no mixing
        stream.write(json.dumps(line, ensure_ascii=False) + "\n")
