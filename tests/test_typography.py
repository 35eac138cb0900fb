"""Issue 8: French kits follow French typography; English ones are left alone."""

from __future__ import annotations

import re

from kitgen.i18n import LANGUAGES, Text
from kitgen.i18n.typography import NNBSP, french
from tests.conftest import texts


def test_french_spacing() -> None:
    assert french("Tours : 3 ; vraiment ? oui ! 90 %") == (
        f"Tours{NNBSP}: 3{NNBSP}; vraiment{NNBSP}? oui{NNBSP}! 90{NNBSP}%"
    )
    assert french("« Gué »") == f"«{NNBSP}Gué{NNBSP}»"
    assert french("`commander:` et print: cards:") == "`commander:` et print: cards:"


def test_every_french_label_has_french_spacing() -> None:
    for key, fr in texts("fr"):
        text = fr(key)
        assert not re.search(r" [:;!?%»]|« ", text), (key, text)


def test_english_labels_are_untouched() -> None:
    assert all(NNBSP not in en(key) or "%" in en(key) for key, en in texts("en"))
    assert Text("en")("no_warnings").startswith("No warnings: ")


def test_numbers_follow_the_language() -> None:
    assert LANGUAGES == ("fr", "en")
    fr, en = Text("fr"), Text("en")
    assert (fr.decimal(12.5), en.decimal(12.5)) == ("12,5", "12.5")
    assert (fr.percent(0.712), en.percent(0.712)) == (f"71,2{NNBSP}%", "71.2%")
    assert (fr.number(30000), en.number(30000)) == (f"30{NNBSP}000", "30,000")
    assert fr.pair("Chance", "1") == f"Chance{NNBSP}: 1"
