"""Ruling marks in the order a reader meets them (kitgen.render.in_page_order).

A presenter cites rulings in the order it works, the odds before the cards, so a Fate
reader met ④ on page 2 and ① on page 10. Every copy now numbers its marks by their first
place in the document, and the note lists each reading under its new number. Composed
only (no layout): the order of the HTML is the order of the pages."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from kitgen.build import print_settings
from kitgen.cards import Kit
from kitgen.handbook import rulings
from kitgen.i18n import Text
from kitgen.pipeline import for_players, load
from kitgen.render import Composed, compose, in_page_order
from tests.conftest import ARMIES

MARK = re.compile(r'<sup class="ruling-mark">(\d+)</sup>')
ITEM = re.compile(r'<li><span class="ruling-mark">(\d+)</span> <b>(.*?)\.</b>', re.S)


def _composed(battle: Path, audience: str) -> Composed:
    loaded = load(battle)
    if audience == "players":
        loaded, _ = for_players(loaded)
    return compose(
        loaded.system, loaded.plan, loaded.text, print_settings(loaded, audience=audience)
    )


@pytest.mark.parametrize("audience", ["gm", "players"])
@pytest.mark.parametrize("battle", ARMIES, ids=lambda p: p.stem)
def test_marks_count_up_as_the_pages_run(battle: Path, audience: str) -> None:
    composed = _composed(battle, audience)
    html, kit = composed.html, composed.kit
    seen = list(dict.fromkeys(int(n) for n in MARK.findall(html)))
    assert seen == list(range(1, len(seen) + 1)), seen
    if not kit.cited:
        return
    # the note lists 1, 2, 3… and each number reads the ruling its marks stand for
    items = ITEM.findall(html)
    assert [int(n) for n, _ in items] == list(range(1, len(kit.cited) + 1))
    titles = rulings(kit.text.lang)
    by_number = {n: ruling for ruling, n in kit.cited.items()}
    for number, title in items:
        expected = titles[by_number[int(number)]].title
        assert title.lower() == expected.lower(), (number, title, expected)


def test_a_mark_met_late_is_renumbered_with_its_reading() -> None:
    """Cited O2 then J4 by the presenter, met J4 first on the page: J4 becomes 1, and the
    note's two readings swap places with it."""
    kit = Kit(settings=None, text=Text("en"))  # type: ignore[arg-type]  # marks only
    o2, j4 = kit.ruling("O2"), kit.ruling("J4")
    note = (
        '<div class="rulings-note keep"><h3>Rulings</h3><ol>'
        '<li><span class="ruling-mark">1</span> <b>Oh two.</b> o</li>'
        '<li><span class="ruling-mark">2</span> <b>Jay four.</b> j</li></ol></div>'
    )
    html = in_page_order(f"<p>first{j4}</p><p>then{o2} and{j4}</p>{note}", kit)
    assert MARK.findall(html) == ["1", "2", "1"]
    assert ITEM.findall(html) == [("1", "Jay four"), ("2", "Oh two")]
    assert kit.cited == {"J4": 1, "O2": 2}
