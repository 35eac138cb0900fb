"""The rulings note's readings (``kitgen.i18n.ruling_notes``): one sentence for each ruling of
the docs, that a GM can read at the table, in English and in French.

Text only: the catalogue is checked against the docs' pages and the kit's proofreader
(``tests/typography.py``), no kit is composed or rendered."""

from __future__ import annotations

import re
from collections import Counter

import pytest

from kitgen.handbook import rulings
from kitgen.i18n.ruling_notes import TEXT
from kitgen.i18n.typography import french
from kitgen.render import APOSTROPHE
from tests.typography import faults

LONGEST = 160
"""The most characters a reading may take: one short sentence."""

FORBIDDEN = re.compile(r"kitgen|fichier|file|\bnous\b|\bwe\b|[`_{}]", re.IGNORECASE)
"""The tool, its battle file and its keys, speaking as "we": never on the page."""

CODE = re.compile(r"[A-Z]\d")
"""A ruling's code (``W5``, ``N12``): the note's number stands for it."""

READINGS = [
    (ruling, lang, text)
    for ruling, pair in TEXT.items()
    for lang, text in zip(("en", "fr"), pair, strict=True)
]


def _name(reading: tuple[str, str, str]) -> str:
    return f"{reading[0]}-{reading[1]}"


def test_every_ruling_of_both_pages_has_a_reading_and_no_reading_is_without_one() -> None:
    for lang in ("en", "fr"):
        assert list(TEXT) == list(rulings(lang)), f"the readings and the {lang} page differ"


@pytest.mark.parametrize("reading", READINGS, ids=_name)
def test_a_reading_is_one_short_sentence(reading: tuple[str, str, str]) -> None:
    _, _, text = reading
    assert len(text) <= LONGEST, f"{len(text)} characters"
    assert text[0].isupper(), "starts with a capital"
    assert text.endswith(".") and not text.endswith(".."), "ends with a full stop"
    assert text == text.strip() and "  " not in text


@pytest.mark.parametrize("reading", READINGS, ids=_name)
def test_a_reading_names_neither_the_tool_nor_a_ruling(reading: tuple[str, str, str]) -> None:
    _, _, text = reading
    assert not FORBIDDEN.findall(text)
    assert not CODE.findall(text)


@pytest.mark.parametrize("reading", READINGS, ids=_name)
def test_a_reading_passes_the_kit_s_proofreader(reading: tuple[str, str, str]) -> None:
    """As the kit prints it: French through the catalogues' typography, English with the
    typographic apostrophe every printed value gets (``kitgen.render.APOSTROPHE``)."""
    _, lang, text = reading
    printed = french(text) if lang == "fr" else APOSTROPHE.sub("\u2019", text)
    assert faults(f"<p>{printed}</p>", lang) == []


@pytest.mark.parametrize("ruling", list(TEXT))
def test_the_french_reading_sets_its_own_spaces(ruling: str) -> None:
    """Narrow no-break spaces written in the catalogue, not left to a later pass: no plain
    (or wide no-break) space before ``; : ! ? %``, none missing inside « »."""
    text = TEXT[ruling][1]
    assert not re.findall(r"[ \u00a0][;:!?%]", text)
    assert not re.findall(r"«(?!\u202f)|(?<!\u202f)»", text)
    assert french(text).replace("\u2019", "'") == text, "only the apostrophes are left to fix"


def _figures(text: str) -> Counter[str]:
    """The numbers a reading gives, written alike in both languages (``1,000`` and
    ``1 000``, ``1.2`` and ``1,2``)."""
    text = re.sub(r"(?<=\d)[,\u202f](?=\d{3}\b)", "", text)
    return Counter(re.findall(r"\d+(?:[.,]\d+)?", text.replace(",", ".")))


@pytest.mark.parametrize("ruling", list(TEXT))
def test_both_languages_give_the_same_figures(ruling: str) -> None:
    english, french_text = TEXT[ruling]
    assert _figures(english) == _figures(french_text)


def test_the_checks_can_fail() -> None:
    """Each check above finds the fault it names."""
    assert FORBIDDEN.findall("The battle file says we roll.")
    assert FORBIDDEN.findall("Comme nous le lisons (`sd:`).")
    assert CODE.findall("As ruling W5 says.")
    assert faults("<p>Le SD : 12</p>", "fr")
    assert faults("<p>Each tour.</p>", "en")
    assert re.findall(r"[ \u00a0][;:!?%]", "Tours : 3")
    assert _figures("up to 1,000, SR 5") != _figures("jusqu'à 10\u202f000, SR 5")
    assert _figures("1.2 to 1.5") == _figures("1,2 à 1,5")
