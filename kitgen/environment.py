"""What kitgen needs from the machine it runs on, and what it can do without.

WeasyPrint loads system libraries when it is imported: Pango (required; it brings
HarfBuzz, fontconfig and GLib) and HarfBuzz-Subset (optional). A missing required
library is a worded error naming the package to install, never a traceback; a missing
optional one changes nothing in the kit but its speed and size, so it is said by
``kitgen doctor`` and ``--verbose``, not as a warning on every build.
"""

from __future__ import annotations

import importlib
from types import ModuleType

import click

from kitgen.errors import EXIT_UNAVAILABLE
from kitgen.i18n import say
from kitgen.model import Message, Said, said

AUTO, FONTTOOLS = "auto", "fonttools"
SUBSETTERS = (AUTO, FONTTOOLS)
"""How embedded fonts are cut down to the glyphs a kit uses: ``auto`` is HarfBuzz-Subset
where the system has it, else fontTools (WeasyPrint's own choice); ``fonttools`` always
takes fontTools, so that machines with and without HarfBuzz-Subset give the same bytes."""

REQUIRED_PACKAGES: dict[str, Message] = {
    "Debian/Ubuntu": "sudo apt install libpango-1.0-0 libpangoft2-1.0-0",
    "Fedora": "sudo dnf install pango",
    "macOS": "brew install pango",
    "Windows": said(
        "loading.env.gtk_runtime",
        url="github.com/tschoonj/GTK-for-Windows-Runtime-Environment-Installer",
    ),
}
"""The system packages WeasyPrint cannot start without, by platform (README: Set up)."""

OPTIONAL_PACKAGES: dict[str, Message] = {
    "Debian/Ubuntu": "sudo apt install libharfbuzz-subset0",
    "Fedora": said("loading.env.in_harfbuzz"),
    "macOS": said("loading.env.in_homebrew_harfbuzz"),
    "Windows": said("loading.env.in_gtk_runtime"),
}
"""HarfBuzz-Subset, which cuts the embedded fonts faster than the fallback."""

SUBSET_GAIN = said("loading.env.subset_gain")
"""What HarfBuzz-Subset buys, measured by ``benchmarks/bench_fonts.py`` (README)."""


class MissingLibrary(click.ClickException):
    """A system library the renderer needs is not installed: exit 69 (``EX_UNAVAILABLE``)."""

    exit_code = EXIT_UNAVAILABLE

    def __init__(self, detail: str) -> None:
        """``detail``: the system's words for what is missing (cffi's, in English)."""
        self.said = said("loading.env.no_renderer", detail=detail, installs=_installs())
        super().__init__(say(self.said, "en"))

    def format_message(self) -> str:
        """The message in the reader's language, chosen by the time it is shown."""
        return say(self.said)

    def __str__(self) -> str:
        return self.format_message()


def install(where: str, how: Message) -> Said:
    """One way to get a package: ``Fedora: sudo dnf install pango``."""
    return said("loading.env.install", where=where, how=how)


def _installs() -> Said:
    """Every way to get the required packages, one after the other."""
    ways = [install(where, how) for where, how in REQUIRED_PACKAGES.items()]
    joined = ways[0]
    for way in ways[1:]:
        joined = said("loading.env.then", first=joined, then=way)
    return joined


def weasyprint_module() -> ModuleType:
    """WeasyPrint, imported (0.6-0.9 s, paid only when a PDF is wanted); a missing
    system library is a :class:`MissingLibrary`."""
    try:
        return importlib.import_module("weasyprint")
    except OSError as exc:  # cffi: "cannot load library 'libpango-1.0-0': …"
        raise MissingLibrary(str(exc).split("\n", 1)[0].rstrip(".")) from None


def has_harfbuzz_subset() -> bool:
    """Whether WeasyPrint found HarfBuzz-Subset (else it subsets fonts with fontTools)."""
    weasyprint_module()
    from weasyprint.text.ffi import harfbuzz, harfbuzz_subset

    return harfbuzz_subset is not None and bool(harfbuzz.hb_version_atleast(4, 1, 0))


def subsetter_note() -> Message:
    """One line on how fonts are subset here (``build --verbose``): worded when shown
    (``kitgen.i18n.say``)."""
    if has_harfbuzz_subset():
        return said("loading.env.subset_harfbuzz")
    return said("loading.env.subset_fonttools", gain=SUBSET_GAIN)
