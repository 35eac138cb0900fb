"""The rulings in both languages: docs/rulings.md and its French translation,
docs/fr/arbitrages.md, say the same rulings with the same numbers."""

from __future__ import annotations

import re
from collections import Counter

import pytest

from kitgen import handbook

NUMBER = re.compile(r"\d+(?:[\u202f\u00a0]\d{3})*(?:[.,]\d+)?")
"""A number as either page writes it: ``20000`` or ``20 000`` (a no-break space between
thousands), ``1.2`` or ``1,2``."""


def numbers(text: str) -> Counter[str]:
    """Every number of ``text`` (digit runs, decimals, section references such as
    ``7 C``'s 7), written one way: no thousands separator, a decimal point."""
    found = NUMBER.findall(text)
    return Counter(re.sub(r"[\u202f\u00a0]", "", n).replace(",", ".") for n in found)


def shape(text: str) -> list[tuple[str, int]]:
    """A ruling's paragraphs as what they are: prose, a list (its items) or a table (its
    rows)."""
    shapes = []
    for paragraph in text.split("\n\n"):
        kind = paragraph.lstrip()[:1] if paragraph.lstrip()[:1] in "-|" else "prose"
        shapes.append((kind, len(re.findall(r"^(?:- |\|)", paragraph, re.MULTILINE))))
    return shapes


def test_numbers_are_read_alike_in_both_languages() -> None:
    english = "SR 20 from 5001 to 20000; below 1.2, (a + b) / 2; 10 then 6+ (ruling W5)"
    french = "SR 20 de 5001 à 20\u202f000 ; sous 1,2, (a + b) / 2 ; 10 puis 6+ (arbitrage W5)"
    assert numbers(english) == numbers(french)
    assert numbers("0,25, 0,7 ou 7") == Counter({"0.25": 1, "0.7": 1, "7": 1})
    assert numbers(english) != numbers(french.replace("20\u202f000", "2000"))  # a dropped 0
    assert numbers(english) != numbers(french.replace("W5", "W6"))  # a changed reference


def test_the_french_rulings_are_the_english_ones() -> None:
    """Same ids in the same order, each under the same rule system, with the same
    paragraphs, lists and tables, and each ruling's numbers (its title's and its text's)
    the same multiset: a number dropped, changed or added in translation fails here,
    naming the ruling."""
    english = handbook.rulings()
    french = handbook.rulings("fr")
    assert list(french) == list(english)
    assert len(french) >= 86  # the page is read whole (a parsing slip would lose some)
    for ruling_id, ruling in english.items():
        translated = french[ruling_id]
        assert translated.system == ruling.system, ruling_id
        assert shape(translated.text) == shape(ruling.text), ruling_id
        assert numbers(translated.title + " " + translated.text) == numbers(
            ruling.title + " " + ruling.text
        ), ruling_id


def test_the_french_rulings_are_in_french() -> None:
    french = handbook.rulings("fr")
    assert french["W5"].title == "les spécialistes"
    assert "engagé" in french["W5"].text and "committed" not in french["W5"].text
    assert french["F1"].text.count("\n- ") == 3  # the list of qualities is kept as a list
    assert "| marge | pertes |" in french["W12"].text  # and W12's table as a table
    assert handbook.rulings("en")["W5"].title == "specialists"


def test_the_french_rulings_keep_french_typography_through_a_wrap() -> None:
    """`kitgen rulings` wraps a ruling to the terminal: a colon, a semicolon or a percent
    sign must not start a line, so the French rulings come with narrow no-break spaces
    before them (kitgen.i18n.typography, as the catalogues), the page staying plain."""
    w7 = handbook.rulings("fr")["W7"]
    assert " ;" not in w7.text and " :" not in w7.text
    assert "250 ou moins, SR 5\u202f;" in w7.text
    assert "`house_rules: {superiority_cap: N}`" in handbook.rulings("fr")["W6"].text
    assert (
        "; " in handbook.rulings("en")["W7"].text
        and "\u202f" not in handbook.rulings("en")["W7"].text
    )


def test_an_unknown_language_is_refused() -> None:
    with pytest.raises(ValueError, match="de"):
        handbook.rulings("de")


def test_the_french_rulings_page_is_a_page() -> None:
    """`kitgen docs arbitrages` prints it."""
    found = handbook.page("arbitrages")
    assert found is not None and found.title == "Arbitrages : comment kitgen lit les règles"
    assert found.path == handbook.pages_dir() / "fr" / "arbitrages.md"


def test_every_ruling_heading_is_read_even_with_an_italic_word() -> None:
    """Ruling N11's title once had an italic word (``*Surrounded*``) and the page reader
    skipped it, in both languages alike, so only a test counting the headings saw it."""
    assert handbook.RULING.match("**N11 — *Surrounded* and invoked aspects.** text")
    for lang in ("en", "fr"):
        page = handbook.pages_dir() / ("rulings.md" if lang == "en" else "fr/arbitrages.md")
        headings = re.findall(r"^\*\*[A-Z]\d{1,2} — ", page.read_text(encoding="utf-8"), re.M)
        assert len(handbook.rulings(lang)) == len(headings), lang
