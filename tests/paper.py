"""The project's print ruler (``../shared/tools/kitmetrics.py``), inside the tests.

Type sizes as the ruler reads them (pdfplumber: a glyph's font size times its matrix's
scale), read here from pdfium's text page, some thirty times faster on a kit; blank rows
from the page drawn in grey at 30 dpi (pdfium, where the ruler calls ``pdftoppm``), with
the same margins, footer band and ink threshold. pdfium comes with pip (pdfplumber brings
it). On the example kits the two readings agree to 0.4 % of the characters, every size
the same (``test_paper.test_pdfium_reads_the_sizes_pdfplumber_reads``).
"""

from __future__ import annotations

from dataclasses import dataclass

SMALL, TINY = 7.5, 6.0
"""Points: type under SMALL is hard to read at arm's length; under TINY, unreadable."""
DPI = 30
MARGIN_MM, FOOTER_MM = 12, 15
INK = 235
"""A grey darker than this (0 black, 255 white) is ink."""


@dataclass(frozen=True)
class Paper:
    pages: int
    under_small: float
    """Share of the characters set under 7.5 pt."""
    under_tiny: float
    blank: tuple[float, ...]
    """Each page's share of printable rows with no ink."""

    @property
    def blank_pages(self) -> int:
        return sum(1 for share in self.blank if share > 0.40)


def type_sizes(pdf: bytes) -> list[float]:
    """The size in points of every printed character (not a space) of ``pdf``, rounded to a
    tenth, those under 3 pt left out as the ruler leaves them (hairline marks)."""
    import ctypes

    import pypdfium2
    import pypdfium2.raw as pdfium

    sizes: list[float] = []
    document = pypdfium2.PdfDocument(pdf)
    try:
        for page in document:
            text = page.get_textpage()
            matrix = pdfium.FS_MATRIX()
            for index in range(pdfium.FPDFText_CountChars(text.raw)):
                if not chr(pdfium.FPDFText_GetUnicode(text.raw, index)).strip():
                    continue
                pdfium.FPDFText_GetMatrix(text.raw, index, ctypes.byref(matrix))
                scale = abs(matrix.a * matrix.d - matrix.b * matrix.c) ** 0.5
                size = round(pdfium.FPDFText_GetFontSize(text.raw, index) * scale, 1)
                if size >= 3:
                    sizes.append(size)
    finally:
        document.close()
    return sizes


def measure(pdf: bytes) -> Paper:
    import pypdfium2

    sizes = type_sizes(pdf)
    blank = []
    document = pypdfium2.PdfDocument(pdf)
    try:
        for page in document:
            bitmap = page.render(scale=DPI / 72, grayscale=True)
            blank.append(_blank_share(bitmap.buffer, bitmap.width, bitmap.height, bitmap.stride))
    finally:
        document.close()
    count = max(1, len(sizes))
    return Paper(
        pages=len(blank),
        under_small=sum(1 for s in sizes if s < SMALL) / count,
        under_tiny=sum(1 for s in sizes if s < TINY) / count,
        blank=tuple(blank),
    )


def _blank_share(pixels: object, width: int, height: int, stride: int) -> float:
    data = memoryview(pixels).cast("B")  # type: ignore[arg-type]
    margin = int(MARGIN_MM / 25.4 * DPI)
    rows = range(margin, height - margin - int(FOOTER_MM / 25.4 * DPI))
    start, end = margin, width - margin
    empty = sum(1 for y in rows if min(data[y * stride + start : y * stride + end]) > INK)
    return empty / max(1, len(rows))
