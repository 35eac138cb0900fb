"""The print-shop proof (issue 39): nothing runs out of its box, nothing off the page.

``kitgen.render.layout.escapes`` walks WeasyPrint's laid-out boxes as a proofreader reads
a page: a line's text, an atom or an image past the content edge of a box that holds it,
or text past the page's printable area. Every example is proofread in every value of
every variant: both languages (each on its own paper: A4 in French, Letter in English),
both audiences, simplex and duplex. The layouts are the session's (``conftest._share_layouts``):
the examples' kits built by ``kitgen build`` are not laid out twice.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import ARMIES

VARIANTS = {
    "fr": {"lang": "fr"},
    "en": {"lang": "en"},
    "players": {"audience": "players"},
    "duplex": {"duplex": "long"},
}
"""Each example's GM kit in both languages, as ``example_kits`` builds them; its players'
copy and its duplex kit in its own language."""


def _rendered(path: Path, variant: str) -> object:
    from kitgen.build import compose_copy, print_settings
    from kitgen.pipeline import load
    from kitgen.printing import OFF
    from kitgen.render import render_pdf

    options = dict(VARIANTS[variant])
    loaded = load(path, lang=options.pop("lang", None))
    chosen = print_settings(loaded, **options)
    composed, _ = compose_copy(loaded, chosen)
    pad = None if chosen.duplex == OFF else loaded.text("blank_on_purpose")
    return render_pdf(composed.html, pad=pad)


@pytest.mark.parametrize("variant", VARIANTS)
@pytest.mark.parametrize("battle", ARMIES, ids=[p.stem for p in ARMIES])
def test_nothing_runs_out_of_its_box(battle: Path, variant: str) -> None:
    rendered = _rendered(battle, variant)
    assert [str(e) for e in rendered.escapes] == []  # type: ignore[attr-defined]
    assert rendered.overflows == ()  # type: ignore[attr-defined]


def _escapes(body: str, css: str = "") -> list[str]:
    from kitgen.render import lay_out
    from kitgen.render.layout import escapes

    style = f"@page {{ size: 100mm 100mm; margin: 10mm }} {css}"
    html = f"<html><head><style>{style}</style></head><body>{body}</body></html>"
    return [str(e) for e in escapes(lay_out(html))]


TWO_COLUMNS = (
    '<div class="box"><table><tr><td>{left}</td><td>{right}</td></tr></table></div>',
    ".box { border: 1pt solid; width: 70mm }"
    " table { table-layout: fixed; width: 100%; border-spacing: 0 }"
    " td { width: 50%; padding: 0 PAD }",
)


def test_a_table_wider_than_its_block_is_found() -> None:
    """Round 4 of issue 39: Bloodlust's roster columns added up to 7 mm more than the text
    block, so its shading and rules ran into the margin while every cell's text fitted
    its cell."""
    css = ".box { width: 60mm } table { border-spacing: 0 } td { padding: 0 } col { width: 35mm }"
    table = (
        '<div class="box"><table class="roster"><col><col>'
        "<tr><td>a</td><td>b</td></tr></table></div>"
    )
    found = _escapes(table, css)
    assert len(found) == 1 and found[0].startswith(
        "p1: '<table.roster>' runs 10.0 mm past div.box"
    ), found
    assert _escapes(table, css.replace("35mm", "30mm")) == []


def test_a_block_pushed_past_the_pages_foot_is_found() -> None:
    """Issue 39: page 1's ruled sketch area kept its least height and ran into the footer
    on Letter (a flex page does not break); the proof finds the block, not its page."""
    page = (
        '<section style="display: flex; flex-direction: column; min-height: 80mm">'
        '<div style="height: 70mm"></div><div class="ruled" style="min-height: 20mm"></div>'
        "</section>"
    )
    found = _escapes(page, "body { margin: 0 }")
    assert len(found) == 1 and found[0].startswith("p1: '<div.ruled>'"), found
    assert "past the page's foot" in found[0]
    assert (
        _escapes(page.replace("min-height: 20mm", "min-height: 5mm"), "body { margin: 0 }") == []
    )


def test_a_column_run_across_its_box_is_found() -> None:
    """Witcher page 1 before b9f6af4: a fixed table's cells were 50 % plus their padding,
    so the right column's lines ran across the box's border."""
    body, css = TWO_COLUMNS
    words = "words that fill the column up to its edge and on"
    across = _escapes(body.format(left=words, right=words), css.replace("PAD", "6mm"))
    assert across and all("div.box" in e or "table" in e for e in across), across
    assert _escapes(body.format(left=words, right=words), css.replace("PAD", "0")) == []


def test_text_past_a_cell_a_word_too_long_and_the_printable_area() -> None:
    (long,) = _escapes('<p style="width: 20mm; white-space: nowrap">a line far too long</p>')
    assert long.startswith("p1: 'a line far too long' runs ") and long.endswith(" mm past p")
    near_edge = '<p style="position: absolute; left: -8mm; top: 0">Edge</p>'
    (found,) = _escapes(near_edge)
    assert "printable area" in found
    # a box whose height follows its content is never overrun below; a set one is
    assert _escapes('<div style="height: 3mm">one<br>two<br>three</div>') != []
    assert _escapes("<div>one<br>two<br>three</div>") == []


def test_a_card_turned_a_quarter_is_measured_in_its_own_coordinates() -> None:
    """A card laid a quarter turn keeps its untransformed coordinates: its text is
    measured against its own boxes, not the sheet it is turned on."""
    turned = (
        '<div style="position: absolute; left: 75mm; top: 0; width: 70mm; height: 40mm;'
        ' transform: rotate(90deg); transform-origin: 0 0">'
        "<p>a card's line of text, well inside its own frame</p></div>"
    )
    assert _escapes(turned) == []
