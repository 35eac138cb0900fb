"""The project's print ruler (``../shared/tools/kitmetrics.py``), inside the tests.

Type sizes come from pdfplumber as the ruler reads them; blank rows from the page drawn in
grey at 30 dpi (pdfium, which pdfplumber brings, where the ruler calls ``pdftoppm``), with
the same margins, footer band and ink threshold. Neither needs anything but pip.
"""

from __future__ import annotations

import io
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


def measure(pdf: bytes) -> Paper:
    import pdfplumber
    import pypdfium2

    sizes: list[float] = []
    with pdfplumber.open(io.BytesIO(pdf)) as document:
        for page in document.pages:
            sizes += [
                round(c["size"], 1) for c in page.chars if c["text"].strip() and c["size"] >= 3
            ]
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
