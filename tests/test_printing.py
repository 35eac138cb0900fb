"""Issue 8, the geometry: paper, card presets, imposition, crop marks and duplex backs
(kitgen.printing), without rendering anything."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from kitgen.printing import (
    CARD_SIZES,
    FOOTER_BAND,
    LONG,
    MARK_GAP,
    MARK_LEAST,
    PAGE_SIDE,
    PAPERS,
    SHEET_MARGIN,
    SHORT,
    DoesNotFit,
    Offset,
    Print,
    Size,
    impose,
    settings,
)

# (paper, size, bleed) -> cards on a sheet, and whether they lie a quarter turn
EXPECTED = {
    ("a4", "poker", 0): (9, False),
    ("a4", "tarot", 0): (4, False),
    ("a4", "a6", 0): (2, True),
    ("a4", "a5", 0): (1, False),
    ("letter", "poker", 0): (9, False),
    ("letter", "tarot", 0): (4, False),
    ("letter", "a6", 0): (2, True),
    ("letter", "a5", 0): (1, False),
    ("a4", "poker", 3): (8, True),
    ("letter", "poker", 3): (6, True),
    ("a4", "tarot", 3): (4, False),
    ("a4", "a6", 5): (2, True),
}


@pytest.mark.parametrize(("paper", "size", "bleed"), list(EXPECTED))
def test_sheets_hold_the_most_cards_that_fit(paper: str, size: str, bleed: int) -> None:
    layout = impose(PAPERS[paper], CARD_SIZES[size], bleed)
    assert (layout.per_sheet, layout.turned) == EXPECTED[paper, size, bleed]


def test_a_card_larger_than_the_sheet_is_refused() -> None:
    with pytest.raises(DoesNotFit):
        impose(PAPERS["a4"], Size(200, 290))


layouts = st.builds(
    impose,
    st.sampled_from(list(PAPERS.values())),
    st.sampled_from(list(CARD_SIZES.values())),
    st.sampled_from([0.0, 1.0, 2.5, 3.0, 5.0]),
)


@given(layouts)
def test_cards_stay_inside_the_margin_and_never_overlap(layout) -> None:  # type: ignore[no-untyped-def]
    w, h = layout.footprint.width, layout.footprint.height
    boxes = [(*layout.place(i), w, h) for i in range(layout.per_sheet)]
    for x, y, bw, bh in boxes:
        assert x >= SHEET_MARGIN - 1e-6 and y >= SHEET_MARGIN - 1e-6
        assert x + bw <= layout.sheet.width - SHEET_MARGIN + 1e-6
        assert y + bh <= layout.sheet.height - SHEET_MARGIN + 1e-6
    for i, (x, y, _, _) in enumerate(boxes):
        for x2, y2, _, _ in boxes[i + 1 :]:
            assert abs(x - x2) >= w - 1e-6 or abs(y - y2) >= h - 1e-6


@given(layouts)
def test_crop_marks_run_to_the_sheet_edge_and_stay_off_the_cards(layout) -> None:  # type: ignore[no-untyped-def]
    marks = layout.crop_marks()
    xs, ys = layout.cuts()
    # one pair of marks (both ends of the sheet) per cut line
    assert len(marks) == 2 * (len(xs) + len(ys))
    grid = (
        layout.left,
        layout.top,
        layout.sheet.width - layout.left,
        layout.sheet.height - layout.top,
    )
    foot = layout.sheet.height - FOOTER_BAND
    for m in marks:
        ends = {m.x1, m.x2} if m.y1 == m.y2 else {m.y1, m.y2}
        edge = layout.sheet.width if m.y1 == m.y2 else layout.sheet.height
        # at the foot, a vertical mark stops above the footer where it can stay long enough
        if m.x1 == m.x2 and layout.marks_clear_footer:
            assert 0.0 in ends or foot in ends, m
            assert abs(m.y2 - m.y1) >= MARK_LEAST - 1e-6, m
        else:
            assert 0.0 in ends or edge in ends, m
        # outside the cards (and their bleed), with a small gap
        inside_x = grid[0] - MARK_GAP + 1e-6 < max(m.x1, m.x2) and min(m.x1, m.x2) < (
            grid[2] + MARK_GAP - 1e-6
        )
        inside_y = grid[1] - MARK_GAP + 1e-6 < max(m.y1, m.y2) and min(m.y1, m.y2) < (
            grid[3] + MARK_GAP - 1e-6
        )
        assert not (inside_x and inside_y), m
    # each card's four trim edges lie on cut lines
    for i in range(layout.per_sheet):
        x, y = layout.place(i)
        b = layout.bleed
        for edge in (x + b, x + layout.footprint.width - b):
            assert any(abs(edge - cut) < 1e-3 for cut in xs)
        for edge in (y + b, y + layout.footprint.height - b):
            assert any(abs(edge - cut) < 1e-3 for cut in ys)


@given(layouts)
def test_a_sheets_name_and_folio_keep_off_the_crop_marks(layout) -> None:  # type: ignore[no-untyped-def]
    foot = layout.footer()
    xs, _ = layout.cuts()
    name = (foot.left, foot.left + foot.width)
    folio = (layout.sheet.width - foot.right - foot.folio, layout.sheet.width - foot.right)
    for start, end in (name, folio):
        assert end > start
        if not layout.marks_clear_footer:  # else no mark comes down to the footer
            assert not any(start < x < end for x in xs), (start, end, xs)
    assert name[1] <= folio[0] + 1e-6


@pytest.mark.parametrize(
    ("paper", "size"), [("a4", "poker"), ("a4", "tarot"), ("letter", "tarot")]
)
def test_a_card_sheets_footer_is_at_the_pages_margins_the_marks_stop_above_it(
    paper: str, size: str
) -> None:
    """Issue 39: readers of three systems found a card sheet's footer some 26 mm further
    in than every other page's, set between two crop marks that ran to the sheet's foot.
    Where the cards leave room, the bottom marks stop above the footer's band, and the
    name and folio sit at the pages' side margins."""
    layout = impose(PAPERS[paper], CARD_SIZES[size])
    assert layout.marks_clear_footer
    foot = layout.footer()
    assert foot.left == PAGE_SIDE and foot.right == PAGE_SIDE
    bottoms = [m for m in layout.crop_marks() if m.x1 == m.x2 and m.y2 > layout.sheet.height / 2]
    assert bottoms and all(m.y2 == layout.sheet.height - FOOTER_BAND for m in bottoms)


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_a_card_sheets_furniture_sits_where_every_other_pages_does(paper: str) -> None:
    """Issue 39: the battle's name by the left margin and the folio by the right one, as
    on the kit's other pages, not both in the middle stretch of the card grid."""
    layout = impose(PAPERS[paper], CARD_SIZES["poker"])
    foot = layout.footer()
    xs, _ = layout.cuts()
    assert PAGE_SIDE <= foot.left < xs[1]  # in the first column's stretch
    assert layout.sheet.width - foot.right > xs[-2]  # in the last column's
    assert foot.right >= PAGE_SIDE


@given(layouts, st.sampled_from([LONG, SHORT]))
def test_each_back_lands_behind_its_own_front(layout, flip: str) -> None:  # type: ignore[no-untyped-def]
    """Flipped on the long edge, x mirrors; on the short edge, y mirrors: the back's box
    is where the front's box is, seen through the sheet."""
    w, h = layout.footprint.width, layout.footprint.height
    slots = [layout.back_of(i, flip) for i in range(layout.per_sheet)]
    assert sorted(slots) == list(range(layout.per_sheet))
    for i, back in enumerate(slots):
        fx, fy = layout.place(i)
        bx, by = layout.place(back)
        if flip == LONG:
            assert bx == pytest.approx(layout.sheet.width - fx - w)
            assert by == pytest.approx(fy)
        else:
            assert bx == pytest.approx(fx)
            assert by == pytest.approx(layout.sheet.height - fy - h)
        assert layout.back_of(back, flip) == i


def test_a_turned_card_turns_its_back_so_it_reads_upright() -> None:
    layout = impose(PAPERS["a4"], CARD_SIZES["a6"])
    assert layout.turned
    assert layout.back_turn(LONG) == -90
    assert layout.back_turn(SHORT) == 90
    assert impose(PAPERS["a4"], CARD_SIZES["poker"]).back_turn(LONG) == 0


def test_paper_comes_from_the_command_line_then_the_file_then_the_language() -> None:
    assert settings(Print(), "fr", sizes={}).paper == "a4"
    assert settings(Print(), "en", sizes={}).paper == "letter"
    assert settings(Print(paper="a4"), "en", sizes={}).paper == "a4"
    assert settings(Print(paper="a4"), "en", sizes={}, paper="letter").paper == "letter"
    chosen = settings(
        Print(duplex="short", bleed=Fraction(3, 2), back_offset=Offset(Fraction(1), Fraction(-2))),
        "fr",
        sizes={"unit_card": "tarot"},
    )
    assert (chosen.duplex, chosen.bleed, chosen.offset) == ("short", 1.5, (1.0, -2.0))
    assert chosen.size_of("unit_card") == "tarot"
    assert chosen.size_of("unknown") == "page"
    assert settings(Print(duplex="short"), "fr", sizes={}, duplex="off").duplex == "off"
