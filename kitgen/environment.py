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

AUTO, FONTTOOLS = "auto", "fonttools"
SUBSETTERS = (AUTO, FONTTOOLS)
"""How embedded fonts are cut down to the glyphs a kit uses: ``auto`` is HarfBuzz-Subset
where the system has it, else fontTools (WeasyPrint's own choice); ``fonttools`` always
takes fontTools, so that machines with and without HarfBuzz-Subset give the same bytes."""

REQUIRED_PACKAGES = {
    "Debian/Ubuntu": "sudo apt install libpango-1.0-0 libpangoft2-1.0-0",
    "Fedora": "sudo dnf install pango",
    "macOS": "brew install pango",
    "Windows": "the GTK 3 runtime (github.com/tschoonj/GTK-for-Windows-Runtime-Environment-"
    "Installer), or WSL with the Debian/Ubuntu line",
}
"""The system packages WeasyPrint cannot start without, by platform (README: Set up)."""

OPTIONAL_PACKAGES = {
    "Debian/Ubuntu": "sudo apt install libharfbuzz-subset0",
    "Fedora": "included in harfbuzz",
    "macOS": "included in Homebrew's harfbuzz",
    "Windows": "included in the GTK 3 runtime",
}
"""HarfBuzz-Subset, which cuts the embedded fonts faster than the fallback."""

SUBSET_GAIN = "about 0.3 s per kit (a sixth of the layout time), with PDFs of the same size"
"""What HarfBuzz-Subset buys, measured by ``benchmarks/bench_fonts.py`` (README)."""


class MissingLibrary(click.ClickException):
    """A system library the renderer needs is not installed: exit 69 (``EX_UNAVAILABLE``)."""

    exit_code = EXIT_UNAVAILABLE

    def __init__(self, detail: str) -> None:
        installs = "; ".join(f"{where}: {how}" for where, how in REQUIRED_PACKAGES.items())
        super().__init__(
            f"the PDF renderer (WeasyPrint) cannot start: {detail}. It needs the Pango "
            f"library. Install it ({installs}), then run `kitgen doctor`."
        )


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


def subsetter_note() -> str:
    """One line on how fonts are subset here (``build --verbose``)."""
    if has_harfbuzz_subset():
        return "fonts are subset with HarfBuzz-Subset"
    return (
        "fonts are subset with fontTools, as the optional HarfBuzz-Subset is not installed "
        f"(it would save {SUBSET_GAIN}; see `kitgen doctor`)"
    )
