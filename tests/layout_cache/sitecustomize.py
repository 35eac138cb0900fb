"""Each ``kitgen`` process a test starts with ``KITGEN_TEST_LAYOUTS`` set (the
documentation's pages, the examples' kits) shares the session's layouts
(``layout_sharing``): the pages of the docs build the same example kits again and again
(92 layouts, 47 of them different), and each is laid out once a session; the rest still
runs as a reader runs it.

Python imports ``sitecustomize`` when it starts, from this folder once the test puts it on
``PYTHONPATH``: ``kitgen.render.render_pdf`` is wrapped before any module imports it. Only
the tests use it; kitgen itself knows nothing of it.
"""

from __future__ import annotations

import os
from pathlib import Path

FOLDER = os.environ.get("KITGEN_TEST_LAYOUTS")

if FOLDER:
    from layout_sharing import sharing

    import kitgen.render

    kitgen.render.render_pdf = sharing(
        kitgen.render.render_pdf, Path(FOLDER), stamp=kitgen.render.assets_stamp
    )
