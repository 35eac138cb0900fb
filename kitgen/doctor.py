"""``kitgen doctor``: what this machine has for building kits, checked for real.

Each check says what it found and, when something is missing, how to get it
(``kitgen.environment`` names the packages); the last lays a test page out.
"""

from __future__ import annotations

import platform
import sys
from dataclasses import dataclass

from kitgen import __version__
from kitgen.environment import (
    OPTIONAL_PACKAGES,
    REQUIRED_PACKAGES,
    SUBSET_GAIN,
    MissingLibrary,
    has_harfbuzz_subset,
    weasyprint_module,
)


@dataclass(frozen=True, slots=True)
class Check:
    """One line of ``kitgen doctor``."""

    name: str
    ok: bool
    detail: str
    required: bool = True
    fix: tuple[str, ...] = ()
    """What to do about it, a line each."""


def checks() -> list[Check]:
    """Everything ``kitgen doctor`` looks at, in order; rendering is tried for real."""
    from kitgen import sandbox

    found = [
        Check("kitgen", True, __version__),
        Check(
            "Python",
            sys.version_info >= (3, 11),
            f"{platform.python_version()} ({sys.executable})",
            fix=("kitgen needs Python 3.11 or later",),
        ),
    ]
    try:
        weasyprint = weasyprint_module()
    except MissingLibrary as exc:
        found.append(Check("WeasyPrint", False, exc.message, fix=_required_fix()))
        return found
    from weasyprint.text.ffi import pango

    number = int(pango.pango_version())  # 15012 is 1.50.12
    pango_version = f"{number // 10000}.{number // 100 % 100}.{number % 100}"
    found += [
        Check("WeasyPrint", True, weasyprint.__version__),
        Check("Pango", True, pango_version),
        Check(
            "HarfBuzz-Subset",
            has_harfbuzz_subset(),
            "fonts are subset with HarfBuzz"
            if has_harfbuzz_subset()
            else "not installed: fonts are subset with fontTools instead, for the same "
            f"kit; installing it saves {SUBSET_GAIN}",
            required=False,
            fix=_optional_fix(),
        ),
        Check(
            "Rendering limits",
            sandbox.can_isolate(),
            "each PDF is laid out in a child process with --time-limit and --memory-limit"
            if sandbox.can_isolate()
            else "this system has no safe fork(): PDFs are laid out without time and "
            "memory limits (docs/security.md)",
            required=False,
        ),
        _try_rendering(),
    ]
    return found


def _try_rendering() -> Check:
    from kitgen.i18n import Text
    from kitgen.render import RenderError, render_pdf
    from kitgen.render.calibration import calibration_html

    try:
        html = calibration_html("a4", "long", Text("en"))
        rendered = render_pdf(html)
    except RenderError as exc:
        return Check("A test page", False, str(exc), fix=("please report it with this output",))
    return Check("A test page", True, f"{rendered.pages} pages, {len(rendered.pdf):,} bytes")


def _required_fix() -> tuple[str, ...]:
    return tuple(f"{where}: {how}" for where, how in REQUIRED_PACKAGES.items())


def _optional_fix() -> tuple[str, ...]:
    return tuple(f"{where}: {how}" for where, how in OPTIONAL_PACKAGES.items())
