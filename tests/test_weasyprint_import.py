"""WeasyPrint's import, as kitgen does it (``kitgen.environment.weasyprint_module``):
the same libraries as a plain import, without the 279 processes that ctypes starts to
look their names up on Linux (0.3 s of every build that lays out a kit)."""

from __future__ import annotations

import sys

import pytest

from tests.conftest import python_lines

LOADED = (
    "from weasyprint.text import ffi\n"
    "print(sorted(n for n in ('gobject', 'pango', 'harfbuzz', 'harfbuzz_subset', "
    "'fontconfig', 'pangoft2') if getattr(ffi, n) is not None))\n"
)
COUNTED = (
    "import subprocess\n"
    "started = []\n"
    "real = subprocess.Popen.__init__\n"
    "def counted(self, args, *rest, **named):\n"
    "    started.append(args)\n"
    "    real(self, args, *rest, **named)\n"
    "subprocess.Popen.__init__ = counted\n"
)


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="ctypes' Linux lookup")
def test_kitgen_loads_the_libraries_a_plain_import_loads_in_one_process() -> None:
    plain = python_lines(COUNTED + "import weasyprint\n" + LOADED + "print(len(started))\n")
    ours = python_lines(
        COUNTED
        + "from kitgen.environment import weasyprint_module\n"
        + "weasyprint_module()\n"
        + LOADED
        + "print(len(started))\n"
    )
    assert ours[0] == plain[0]  # the same libraries found
    assert int(plain[1]) > 20  # ctypes' lookups: ldconfig, gcc and ld for each name
    assert int(ours[1]) <= 1  # ldconfig -p, once
