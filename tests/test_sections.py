"""A kit laid out section by section (``kitgen watch``) is the kit laid out whole, to the
byte, and a section whose HTML did not change is not laid out again (issue 26, item 3).
"""

from __future__ import annotations

import logging
import re
from pathlib import Path

import pytest

from kitgen import sandbox
from kitgen.build import print_settings
from kitgen.pipeline import load_bytes
from kitgen.render import _reproducible, compose, lay_out, new_layouts, render_pdf, templates_dir
from kitgen.render.sections import CUT, XREF, cut
from kitgen.render.subsetting import HARFBUZZ
from tests.conftest import pdf_text, script

# the renderer is the subject: no kit is taken from the session's shared layouts
pytestmark = pytest.mark.fresh_layouts

ROOT = Path(__file__).resolve().parent.parent

# the kit's own stylesheet: its page numbers (counter(page) / counter(pages)), the
# battle's name in the footer (string(battle), set on the first page only), the note
# on a page left blank (string(blank-note) from <body data-blank>), recto decks
KIT = """<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Sections</title>
<link rel="stylesheet" href="_base/kit.css">
<style>@page {{ size: 105mm 148mm; }}</style>
</head><body data-blank="Left blank on purpose.">
<section class="page gm"><h1 class="battle-name">The ford</h1><p>First page.</p></section>
{cut}<section class="page"><h2>Long</h2>{paragraphs}</section>
{cut}<section class="page deck-page recto"><h2 class="deck-bookmark">Cards</h2>
<p>A card.</p></section>
{cut}<section class="page"><h2>Last</h2><p>{last}</p></section>
</body></html>"""


def kit(paragraphs: int, last: str = "The end.") -> str:
    words = "<p>" + "A line of the long section that fills the page. " * 6 + "</p>"
    return KIT.format(cut=CUT, paragraphs=words * paragraphs, last=last)


def pdf(document: object) -> bytes:
    with _reproducible(HARFBUZZ):
        data = document.write_pdf(pdf_identifier=True)  # type: ignore[attr-defined]
    assert isinstance(data, bytes)
    return data


@pytest.mark.parametrize(("paragraphs", "pages"), [(1, 4), (6, 6), (12, 6)])
def test_a_kit_laid_out_by_sections_is_the_kit_laid_out_whole(paragraphs: int, pages: int) -> None:
    """The recto deck comes after a long section of one, two or three pages: it starts
    on page 3, on page 5 after a blank page 4, on page 5. Both sides of a section's
    start, the blank page, the numbers, the footer, the bookmarks: the same PDF, byte
    for byte."""
    html = kit(paragraphs)
    whole = lay_out(html)
    sections = lay_out(html, new_layouts())
    assert len(whole.pages) == len(sections.pages) == pages
    assert pdf(sections) == pdf(whole)


@pytest.mark.parametrize(("paragraphs", "last"), [(1, 4), (6, 6), (12, 6)])
def test_a_cross_reference_prints_the_page_of_its_target_in_both_layouts(
    paragraphs: int, last: int, caplog: pytest.LogCaptureFixture
) -> None:
    """Page 1 points to the last section, which the long section before it pushes from
    page 4 to page 6: laid out alone, page 1 cannot know where it went, and is laid out
    again with the number, to the same bytes as one document (where the stylesheet's
    ``target-counter`` finds it). A reference within its own section needs no second
    layout."""
    html = (
        kit(paragraphs)
        .replace("<p>First page.</p>", '<p>See <a class="xref" href="#end">Last</a>.</p>')
        .replace("<h2>Last</h2>", '<h2 id="end">Last</h2>')
    )
    whole = lay_out(html)
    layouts = new_layouts()
    with caplog.at_level(logging.WARNING, logger="weasyprint"):
        sections = lay_out(html, layouts)
    assert not [r.getMessage() for r in caplog.records if "anchor" in r.getMessage()]
    assert pdf(sections) == pdf(whole)
    assert f"Last\xa0(p.\xa0{last})" in pdf_text(pdf(whole))[0]
    assert layouts.laid_out == 5  # page 1 twice: without the number, then with it
    again = new_layouts()
    lay_out(
        html.replace('href="#end"', 'href="#first"').replace("<p>See", '<p id="first">See'), again
    )
    assert again.laid_out == 4


def test_the_same_section_twice_in_a_kit_is_numbered_twice() -> None:
    """Sections of the same HTML starting on the same side (pages 5 and 7, left blank
    on purpose) are two sets of pages, each with its own number, not one set of pages
    shown twice."""
    blank = f'{CUT}<section class="page"><p class="note-blank">Notes.</p></section>'
    html = kit(1).replace("</body>", f"{blank * 3}</body>")
    layouts = new_layouts()
    assert len(layouts.pages(html)[0]) == 7
    assert layouts.laid_out == 7
    assert pdf(lay_out(html, layouts)) == pdf(lay_out(html))


def test_a_section_is_laid_out_again_only_when_its_html_or_the_stylesheets_change() -> None:
    layouts = new_layouts()
    layouts.pages(kit(1))
    assert layouts.laid_out == 4
    layouts.pages(kit(1))
    assert layouts.laid_out == 4  # nothing changed
    layouts.pages(kit(1, last="Another end."))
    assert layouts.laid_out == 5  # the last section alone
    layouts.pages(kit(6, last="Another end."))
    # the long section, and the deck (it now starts on a left page); not the last
    assert layouts.laid_out == 7
    layouts.pages(kit(6, last="Another end."), stamp="kit.css edited")
    assert layouts.laid_out == 11


def test_sections_are_cut_where_the_templates_say_and_nowhere_else() -> None:
    found = cut(kit(1))
    assert len(found.parts) == 4
    assert found.head.endswith("</style>\n") and found.body.startswith("</head><body")
    assert found.document(2).count("deck-page") == 1
    assert cut("<p>no head</p>").parts == ("<p>no head</p>",)


def test_no_stylesheet_selects_pages_by_their_place_in_the_document() -> None:
    """A section is laid out as a document of its own: ``@page :first`` or ``:nth()``
    would select the first page of every section. No kit stylesheet may use them."""
    for sheet in templates_dir().rglob("*.css"):
        text = sheet.read_text(encoding="utf-8")
        assert not re.search(r"@page[^{]*:(first|nth)", text), sheet


def _renamed(example: Path) -> tuple[bytes, bytes]:
    """The example's bytes, and the same with its first unit renamed (a GM's save), as
    the benchmark renames it."""
    text = example.read_text(encoding="utf-8")
    bench = script(ROOT / "benchmarks" / "bench_fast_kits.py")
    name = bench.first_unit(text)
    assert name is not None
    return text.encode(), bench.renamed(text, name, f"{name} II").encode()


def _html(raw: bytes, path: Path) -> str:
    loaded = load_bytes(raw, path)
    return compose(loaded.system, loaded.plan, loaded.text, print_settings(loaded)).html


@pytest.mark.skipif(not sandbox.can_isolate(), reason="no fork here")
def test_watch_rebuilds_only_what_changed_and_gives_the_bytes_of_a_cold_build() -> None:
    """Issue 26's acceptance: ``kitgen watch``'s worker builds the example, then the
    example with a unit renamed. Only the sections whose HTML changed are laid out again
    (counted), and the PDF is the one a cold build of the renamed file gives."""
    example = ROOT / "armies" / "village-brigands.yaml"
    before, after = (_html(raw, example) for raw in _renamed(example))
    parts = zip(cut(before).parts, cut(after).parts, strict=True)
    pairs = [(a, b, bool(XREF.search(a))) for a, b in parts]
    # a section that gives another's page number is laid out twice: a stand-in, then the number
    pointing = sum(points for _, _, points in pairs)
    changed = sum((a != b) * (1 + points) for a, b, points in pairs)
    with sandbox.Worker() as worker:
        first = render_pdf(before, worker=worker)
        again = render_pdf(after, worker=worker)
        same = render_pdf(after, worker=worker)
    cold = render_pdf(after)
    assert first.laid_out == first.sections + pointing > 5
    assert 0 < again.laid_out == changed < again.sections
    assert same.laid_out == 0
    assert again.pdf == same.pdf == cold.pdf
    assert (cold.sections, cold.laid_out) == (1, 1)  # laid out whole


def test_the_watch_floor_benchmark_splits_sections_at_best(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """``benchmarks/bench_watch_floor.py``'s two-processor floor, which the note on the
    ``watch`` goal quotes: the least either processor must take, every split tried."""
    monkeypatch.syspath_prepend(str(ROOT / "benchmarks"))
    split = script(ROOT / "benchmarks" / "bench_watch_floor.py").two_processors
    assert split([]) == 0
    assert split([0.7]) == 0.7
    assert split([0.5, 0.3, 0.3]) == pytest.approx(0.6)  # 0.5 alone, 0.3 + 0.3
    assert split([0.3, 0.3, 0.2, 0.2, 0.2]) == pytest.approx(0.6)  # largest first: 0.7
    assert split([0.4] * 4) == pytest.approx(0.8)
