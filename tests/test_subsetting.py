"""Issue 26: the embedded fonts are cut down by the HarfBuzz kitgen installs (uharfbuzz),
not by whatever the machine has (``kitgen.render.subsetting``). HarfBuzz must keep what
fontTools kept: every glyph a page draws, at its own number, with its own outline, so
that the pages are the same whichever subsetter cut the fonts."""

from __future__ import annotations

import io
from typing import Any

import pytest
from fontTools.ttLib import TTFont
from pypdf import PdfReader

from kitgen.cli import main
from kitgen.i18n import Text
from kitgen.render import render_pdf
from kitgen.render.calibration import calibration_html
from kitgen.render.subsetting import DROPPED_TABLES, FONTTOOLS, HARFBUZZ
from tests.conftest import ROOT

# the renderer is the subject: no kit is taken from the session's shared layouts
pytestmark = pytest.mark.fresh_layouts

SIEGE = ROOT / "armies" / "siege-de-corbelin.yaml"


@pytest.fixture(scope="module")
def page() -> str:
    """A page set in kitgen's own fonts, with accents and symbols (the calibration sheet)."""
    return calibration_html("a4", "long", Text("fr"))


def fonts(pdf: bytes) -> dict[str, TTFont]:
    """Each font embedded in ``pdf``, by its PDF name (``ABCDEF+DejaVuSansCondensed``)."""
    found = {}
    for pdf_page in PdfReader(io.BytesIO(pdf)).pages:
        for font in pdf_page["/Resources"].get("/Font", {}).values():
            descendant = font.get_object()["/DescendantFonts"][0].get_object()
            descriptor = descendant["/FontDescriptor"].get_object()
            data = descriptor["/FontFile2"].get_object().get_data()
            found[str(descendant["/BaseFont"]).split("+", 1)[-1]] = TTFont(io.BytesIO(data))
    return found


def drawn(font: TTFont) -> dict[int, Any]:
    """Every glyph with an outline, by number: its points and its advance."""
    glyf, order, metrics = font["glyf"], font.getGlyphOrder(), font["hmtx"].metrics
    found = {}
    for number, name in enumerate(order):
        glyph = glyf[name]
        if glyph.numberOfContours:
            glyph.expand(glyf)
            coordinates = list(glyph.getCoordinates(glyf)[0])
            found[number] = (coordinates, metrics[name][0])
    return found


def test_harfbuzz_keeps_every_glyph_fonttools_keeps_at_its_number(page: str) -> None:
    """The same page cut both ways: the same faces, and in each the same glyphs at the
    same numbers with the same points and advances; HarfBuzz drops the tables a PDF
    never reads, as WeasyPrint's own fallback does."""
    by_harfbuzz = fonts(render_pdf(page, subsetter=HARFBUZZ).pdf)
    by_fonttools = fonts(render_pdf(page, subsetter=FONTTOOLS).pdf)
    assert sorted(by_harfbuzz) == sorted(by_fonttools)
    assert len(by_harfbuzz) >= 2  # a sans and a serif face at least
    letters = 0
    for name, font in by_harfbuzz.items():
        glyphs = drawn(font)
        assert glyphs, name
        assert glyphs == drawn(by_fonttools[name]), name
        assert not set(font.keys()) & set(DROPPED_TABLES), name
        letters += len(glyphs)
    assert letters > 60  # the page's letters, accents and symbols: not an empty cut


def test_a_font_harfbuzz_refuses_is_cut_by_fonttools(
    page: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """HarfBuzz failing on a font (it raises) costs speed, not the kit: fontTools cuts it,
    and the PDF is the one fontTools gives."""
    import uharfbuzz

    def refuse(*_: Any) -> None:
        raise RuntimeError("hb_subset_or_fail failed")

    monkeypatch.setattr(uharfbuzz, "subset", refuse)  # the renderer's child is forked
    refused = render_pdf(page, subsetter=HARFBUZZ)
    assert refused.notices == ()
    assert refused.pdf == render_pdf(page, subsetter=FONTTOOLS).pdf


def test_auto_is_the_old_name_of_harfbuzz(tmp_path: Any, runner: Any) -> None:
    """``--font-subsetter auto`` (what older kitgens took) builds the HarfBuzz kit: the
    same cache entry, so the second build finds the kit up to date."""
    out = tmp_path / "out"
    first = runner.invoke(main, ["build", str(SIEGE), "-o", str(out), "--font-subsetter", "auto"])
    assert first.exit_code == 0, first.output
    again = ["build", str(SIEGE), "-o", str(out), "--font-subsetter", HARFBUZZ]
    second = runner.invoke(main, again)
    assert second.exit_code == 0, second.output
    assert "(unchanged)" in second.output, second.output
