"""``kitgen doctor``: what this machine has for building kits, checked for real.

Each check says what it found and, when something is missing, how to get it
(``kitgen.environment`` names the packages); the last lays a test page out.
"""

from __future__ import annotations

import platform
import sys
from dataclasses import dataclass

from kitgen import __version__
from kitgen.environment import REQUIRED_PACKAGES, MissingLibrary, install, weasyprint_module
from kitgen.model import Message, said


@dataclass(frozen=True, slots=True)
class Check:
    """One line of ``kitgen doctor``."""

    name: Message
    ok: bool
    detail: Message
    required: bool = True
    fix: tuple[Message, ...] = ()
    """What to do about it, a line each. Each text is worded when shown
    (``kitgen.i18n.say``)."""


def checks() -> list[Check]:
    """Everything ``kitgen doctor`` looks at, in order; rendering is tried for real."""
    from kitgen import sandbox

    found = [
        Check("kitgen", True, __version__),
        Check(
            "Python",
            sys.version_info >= (3, 11),
            f"{platform.python_version()} ({sys.executable})",
            fix=(said("loading.doctor.python_needed"),),
        ),
    ]
    try:
        weasyprint = weasyprint_module()
    except MissingLibrary as exc:
        found.append(Check("WeasyPrint", False, exc.said, fix=_required_fix()))
        return found
    from weasyprint.text.ffi import pango

    number = int(pango.pango_version())  # 15012 is 1.50.12
    pango_version = f"{number // 10000}.{number // 100 % 100}.{number % 100}"
    found += [
        Check("WeasyPrint", True, weasyprint.__version__),
        Check("Pango", True, pango_version),
        _subsetter(),
        Check(
            said("loading.doctor.limits"),
            sandbox.can_isolate(),
            said("loading.doctor.isolated")
            if sandbox.can_isolate()
            else said("loading.doctor.not_isolated"),
            required=False,
        ),
        _try_rendering(),
    ]
    return found


def _subsetter() -> Check:
    """The HarfBuzz that subsets the fonts (``kitgen.render.subsetting``): a dependency
    pip installs, so missing only from a broken install."""
    from kitgen.render import subsetting

    name = said("loading.doctor.subsetting")
    try:
        return Check(name, True, subsetting.versions())
    except ImportError as exc:
        detail = said("loading.doctor.no_uharfbuzz", detail=str(exc))
        return Check(name, False, detail, fix=(said("loading.doctor.reinstall_uharfbuzz"),))


def _try_rendering() -> Check:
    from kitgen.i18n import Text, reader_language
    from kitgen.render import RenderError, render_pdf
    from kitgen.render.calibration import calibration_html

    name = said("loading.doctor.test_page")
    try:
        html = calibration_html("a4", "long", Text(reader_language()))
        rendered = render_pdf(html)
    except RenderError as exc:
        return Check(name, False, exc.message, fix=(said("loading.doctor.report"),))
    detail = said("loading.doctor.rendered", pages=rendered.pages, size=len(rendered.pdf))
    return Check(name, True, detail)


def _required_fix() -> tuple[Message, ...]:
    return tuple(install(where, how) for where, how in REQUIRED_PACKAGES.items())
