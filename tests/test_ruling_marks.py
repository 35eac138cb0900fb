"""Ruling marks in the order a reader meets them (kitgen.render.in_page_order).

A presenter cites rulings in the order it works, the odds before the cards, so a Fate
reader met ④ on page 2 and ① on page 10. Every copy now numbers its marks by their first
place in the document, and the note lists each reading under its new number. Composed
only (no layout): the order of the HTML is the order of the pages.

A mark has one number in both copies: the GM's copy numbers the readings the players'
copy cites first, as the players' copy does, then its own (a Fate reader found ③ on the
GM's page and ② on the players' for one reading)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from kitgen.build import compose_copy, print_settings
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


@pytest.mark.parametrize("battle", ARMIES, ids=lambda p: p.stem)
def test_a_reading_has_one_number_in_both_copies(battle: Path) -> None:
    loaded = load(battle)
    gm, _ = compose_copy(loaded, print_settings(loaded))
    players, _ = compose_copy(loaded, print_settings(loaded, audience="players"))
    assert players.kit.cited.items() <= gm.kit.cited.items()
    # the GM's own readings come after the players', in the order its pages meet them
    own = [n for r, n in gm.kit.cited.items() if r not in players.kit.cited]
    assert own == list(range(len(players.kit.cited) + 1, len(gm.kit.cited) + 1))
    met = [int(n) for n in dict.fromkeys(MARK.findall(gm.html)) if int(n) in own]
    assert met == sorted(met)


def test_the_readings_a_lead_names_come_first() -> None:
    """J4 met first on the page, but the players' copy (the lead) numbers O2 first."""
    kit = Kit(settings=None, text=Text("en"))  # type: ignore[arg-type]  # marks only
    o2, j4 = kit.ruling("O2"), kit.ruling("J4")
    html = in_page_order(f"<p>first{j4}</p><p>then{o2}</p>", kit, lead=["O2", "N1"])
    assert MARK.findall(html) == ["2", "1"]
    assert kit.cited == {"O2": 1, "J4": 2}
