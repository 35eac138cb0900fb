"""The test session's shared layouts (issue 37): each ``kitgen`` process a test starts with
``KITGEN_TEST_LAYOUTS`` set (the documentation's pages, the examples' kits) keeps every PDF
it lays out in that folder, keyed by all that goes into the layout, and takes it from there
when another process of the session asks for the same one. The pages of the docs build
the same example kits again and again (92 layouts, 47 of them different): each is laid out
once a session, the rest is still run as a reader runs it.

Python imports ``sitecustomize`` when it starts, from this folder once the test puts it on
``PYTHONPATH``: ``kitgen.render.render_pdf`` is wrapped before any module imports it. Only
the tests use it; kitgen itself knows nothing of it. ``kitgen watch``'s renderer (a
``worker``) keeps its own sections, and is left alone.
"""

from __future__ import annotations

import hashlib
import inspect
import os
import pickle
import tempfile
from pathlib import Path
from typing import Any

FOLDER = os.environ.get("KITGEN_TEST_LAYOUTS")

if FOLDER:
    import kitgen.render

    _laid_out = kitgen.render.render_pdf
    _signature = inspect.signature(_laid_out)

    def _render_pdf(*args: Any, **kwargs: Any) -> Any:
        bound = _signature.bind(*args, **kwargs)
        bound.apply_defaults()
        if bound.arguments["worker"] is not None:
            return _laid_out(*args, **kwargs)
        key = hashlib.sha256(repr(sorted(bound.arguments.items())).encode()).hexdigest()
        kept = Path(FOLDER) / f"{key}.pickle"
        try:
            return pickle.loads(kept.read_bytes())
        except FileNotFoundError:
            pass
        rendered = _laid_out(*args, **kwargs)
        handle, part = tempfile.mkstemp(dir=FOLDER, suffix=".part")
        with os.fdopen(handle, "wb") as stream:
            pickle.dump(rendered, stream)
        Path(part).replace(kept)
        return rendered

    kitgen.render.render_pdf = _render_pdf  # type: ignore[assignment]
