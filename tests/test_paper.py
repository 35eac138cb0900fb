"""The kit is paper: every example's GM kit, measured as the project's ruler measures it
(issue 21's goals). ``benchmarks/kit_metrics.py`` gives the same figures for the other
variants (English Letter, players' handout, duplex)."""

from __future__ import annotations

import pytest

from tests.conftest import ARMIES, ROOT, ExampleKits
from tests.paper import Paper, measure, type_sizes

Kits = dict[str, Paper]


@pytest.fixture(scope="module")
def kits(example_kits: ExampleKits) -> Kits:
    """Each example's GM kit in its own language and paper, measured."""
    return {path.stem: measure(example_kits.own(path).read_bytes()) for path in ARMIES}


@pytest.mark.parametrize("battle", [p.stem for p in ARMIES])
def test_type_is_read_at_arms_length(kits: Kits, battle: str) -> None:
    paper = kits[battle]
    assert paper.under_small <= 0.05, f"{paper.under_small:.1%} of the characters under 7.5 pt"
    assert paper.under_tiny <= 0.01, f"{paper.under_tiny:.1%} of the characters under 6 pt"


def test_at_most_one_page_in_ten_is_mostly_blank(kits: Kits) -> None:
    pages = sum(paper.pages for paper in kits.values())
    blank = {
        f"{battle} p{number}": f"{share:.0%}"
        for battle, paper in kits.items()
        for number, share in enumerate(paper.blank, 1)
        if share > 0.40
    }
    assert len(blank) <= pages / 10, f"{len(blank)} of {pages} pages over 40 % blank: {blank}"


def test_the_ruler_sees_a_blank_page_and_small_type() -> None:
    """The measure itself can fail: a page of 6 pt text over a tenth of the sheet."""
    from kitgen.render import render_pdf

    html = (
        '<html><body style="margin:0"><p style="font: 6pt sans-serif">'
        + "tiny " * 40
        + "</p></body></html>"
    )
    paper = measure(render_pdf(html).pdf)
    assert paper.pages == 1
    assert paper.blank[0] > 0.9
    assert paper.under_small == 1.0 and paper.under_tiny == 0.0


def test_pdfium_reads_the_sizes_pdfplumber_reads(example_kits: ExampleKits) -> None:
    """The ruler reads sizes with pdfplumber; the tests with pdfium, much faster. On a kit
    that sets its cards at several sizes, both find the same sizes, in counts within
    0.4 % (pdfium splits a ligature pdfplumber keeps whole)."""
    import io
    from collections import Counter

    import pdfplumber

    pdf = example_kits.own(ROOT / "armies" / "siege-de-corbelin.yaml").read_bytes()
    with pdfplumber.open(io.BytesIO(pdf)) as document:
        ruler = Counter(
            round(c["size"], 1)
            for page in document.pages
            for c in page.chars
            if c["text"].strip() and c["size"] >= 3
        )
    ours = Counter(type_sizes(pdf))
    assert set(ours) == set(ruler)
    for size, count in ruler.items():
        assert abs(ours[size] - count) <= 0.004 * count + 2, (size, ours[size], count)
