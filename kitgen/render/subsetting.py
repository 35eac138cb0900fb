"""Cutting the embedded fonts down to the glyphs a kit uses, inside the renderer.

WeasyPrint subsets each font it embeds, with the system's HarfBuzz-Subset library when
it finds one and with fontTools otherwise. kitgen does not leave that to the machine: it
subsets with the HarfBuzz that ships inside the ``uharfbuzz`` wheel, a dependency, so
every machine takes the fast subsetter (fontTools took 0.1–0.3 s a kit, HarfBuzz a few
milliseconds) and the same kitgen install gives the same bytes everywhere.
``--font-subsetter fonttools`` keeps fontTools, as an escape hatch.

The steps and flags are WeasyPrint's own (``Font._harfbuzz_subset``): keep the glyphs
used at their numbers, drop the tables a PDF does not read, then drop the empty glyphs
after the last one used. A font HarfBuzz refuses is cut by fontTools instead.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Iterator
from typing import Any

from kitgen.model import Message, said

HARFBUZZ, FONTTOOLS = "harfbuzz", "fonttools"
SUBSETTERS = (HARFBUZZ, FONTTOOLS)
"""How embedded fonts are cut down: ``harfbuzz`` (the default) with the HarfBuzz kitgen
installs, ``fonttools`` with fontTools (slower; the bytes differ, the pages do not)."""
ALIASES = {"auto": HARFBUZZ}
"""Names an older kitgen took: ``auto`` was HarfBuzz where the system had it."""

DROPPED_TABLES: tuple[str, ...] = ("BASE", "DSIG", "EBDT", "EBLC", "EBSC", "GPOS", "GSUB")
DROPPED_TABLES += ("JSTF", "LTSH", "PCLT", "SVG ")
"""Tables a PDF reader never uses (WeasyPrint drops the same)."""

Subset = Callable[[Any, Any, bool], None]
"""A subsetter, as WeasyPrint calls one: ``(font, glyph ids, hinting)``; it replaces
``font.file_content``."""


def harfbuzz_subset(font: Any, to_unicode: Any, hinting: bool) -> None:
    """``font`` cut to the glyphs ``to_unicode`` names, by HarfBuzz (uharfbuzz)."""
    import uharfbuzz as hb

    gids = sorted(to_unicode)
    wanted = hb.SubsetInput()
    wanted.glyph_set.update(gids)
    wanted.sets(hb.SubsetInputSets.DROP_TABLE_TAG).update(
        int.from_bytes(tag.encode("ascii"), "big") for tag in DROPPED_TABLES
    )
    common = hb.SubsetFlags.PASSTHROUGH_UNRECOGNIZED | hb.SubsetFlags.DESUBROUTINIZE
    if font.missing:
        common |= hb.SubsetFlags.NOTDEF_OUTLINE
    try:
        # the glyphs used, at their own numbers (the PDF's text names glyphs by number)
        wanted.flags = common | hb.SubsetFlags.RETAIN_GIDS
        kept = hb.subset(hb.Face(hb.Blob(font.file_content), font.index), wanted)
        # then every glyph up to the last one used: the empty ones after it go
        wanted.glyph_set.add_range(0, gids[-1])
        wanted.flags = common if hinting else common | hb.SubsetFlags.NO_HINTING
        cut = hb.subset(kept, wanted).blob.data
    except RuntimeError:  # HarfBuzz cannot subset this font
        cut = b""
    if cut:
        font.file_content = cut
    else:  # fontTools tries
        fonttools_subset(font, to_unicode, hinting)


def fonttools_subset(font: Any, to_unicode: Any, hinting: bool) -> None:
    """``font`` cut by fontTools (WeasyPrint's own fallback)."""
    font._fonttools_subset(to_unicode, hinting)


def versions() -> str:
    """HarfBuzz's version and the wheel's (``HarfBuzz 15.0.0, uharfbuzz 0.57.0``)."""
    import uharfbuzz as hb

    return f"HarfBuzz {hb.version_string()}, uharfbuzz {hb.__version__}"


def canonical(subsetter: str) -> str:
    """The name of ``subsetter`` in :data:`SUBSETTERS` (``auto`` is ``harfbuzz``)."""
    return ALIASES.get(subsetter, subsetter)


def note(subsetter: str) -> Message:
    """How this build subsets its fonts (``build --verbose``): worded when shown."""
    if canonical(subsetter) == FONTTOOLS:
        return said("loading.env.subset_fonttools")
    return said("loading.env.subset_harfbuzz", versions=versions())


SUBSET_BY_NAME: dict[str, Subset] = {HARFBUZZ: harfbuzz_subset, FONTTOOLS: fonttools_subset}


@contextlib.contextmanager
def subset_with(subsetter: str) -> Iterator[None]:
    """Meanwhile WeasyPrint subsets its fonts with ``subsetter`` (one of
    :data:`SUBSETTERS`, or an :data:`ALIASES` name). WeasyPrint's own method is put back
    afterwards: without ``fork``, the renderer runs in the caller's process."""
    from weasyprint.pdf.fonts import Font

    cut = SUBSET_BY_NAME[canonical(subsetter)]

    def subset(font: Any, to_unicode: Any, hinting: bool) -> None:
        if to_unicode:  # a font no glyph of which is drawn is not embedded
            cut(font, to_unicode, hinting)

    original = Font.subset
    Font.subset = subset
    try:
        yield
    finally:
        Font.subset = original
