"""Issue 26: how the renderer runs WeasyPrint, beyond the stylesheets and fonts it hands it
(``tests/test_styles.py``, ``tests/test_subsetting.py``)."""

from __future__ import annotations

import gc
from typing import Any

import pytest

import kitgen.render
from kitgen.i18n import Text
from kitgen.render import COLLECT_EVERY, _render_here
from kitgen.render.calibration import calibration_html

# the renderer is the subject: no kit is taken from the session's shared layouts
pytestmark = pytest.mark.fresh_layouts


def test_a_kit_is_laid_out_with_fewer_collections_and_the_collector_put_back(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Python's cycle collector runs every COLLECT_EVERY allocations while a kit is laid
    out and written (a layout's objects all live to the end: collecting them sooner
    only walks them again), and as it did before once the PDF is made."""
    seen: list[tuple[int, ...]] = []
    write = kitgen.render._write

    def spying(*args: Any) -> Any:
        seen.append(gc.get_threshold())
        return write(*args)

    monkeypatch.setattr(kitgen.render, "_write", spying)
    before = gc.get_threshold()
    assert before[0] < COLLECT_EVERY
    rendered = _render_here(calibration_html("a4", "long", Text("en")), None, None, "harfbuzz")
    assert rendered.pages == 2
    assert seen == [(COLLECT_EVERY, *before[1:])]
    assert gc.get_threshold() == before


def test_a_printed_apostrophe_is_typographic_but_a_quote_in_markup_is_kept() -> None:
    """Issue 39: names typed with a straight apostrophe print with U+2019, inside a word
    and closing a plural possessive; markup's own quotes (a sheet's CSS) stay as written."""
    from markupsafe import Markup

    from kitgen.render import kept_whole

    assert kept_whole("forteresse d'Auld Alliance") == "forteresse d\u2019Auld Alliance"
    assert kept_whole("the leaders' fate") == "the leaders\u2019 fate"
    assert kept_whole(Markup("Nagh&#39;Khaladh")) == Markup("Nagh\u2019Khaladh")
    css = Markup("@bottom-left { font: 7.5pt/1 'Kit Sans'; color: #5c5449; }")
    assert kept_whole(css) == css
    # a possessive in markup (a sentence with a ruling's mark): "The corps' advantage
    # points" was printed straight in the JdRWiki trackers' help (round 22)
    mark = '<sup class="ruling-mark">7</sup>'
    assert kept_whole(Markup(f"The corps' advantage points{mark}")) == Markup(
        f"The corps\u2019 advantage points{mark}"
    )
    assert kept_whole(Markup("the others&#39; as the GM says")) == Markup(
        "the others\u2019 as the GM says"
    )
    fonts = Markup("<span style=\"font-family: 'Kit Sans', serif\">x</span>")
    assert kept_whole(fonts) == fonts
