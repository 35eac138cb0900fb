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


def test_numbers_follow_the_language() -> None:
    assert LANGUAGES == ("fr", "en")
    fr, en = Text("fr"), Text("en")
    assert (fr.decimal(12.5), en.decimal(12.5)) == ("12,5", "12.5")
    # a long Witcher battle's mean: "1756,7 tours" grouped like any other number
    assert (fr.decimal(1756.7), en.decimal(1756.7)) == (f"1{NNBSP}756,7", "1,756.7")
    assert (fr.percent(0.712), en.percent(0.712)) == (f"71,2{NNBSP}%", "71.2%")
    assert (fr.number(30000), en.number(30000)) == (f"30{NNBSP}000", "30,000")
    assert fr.pair("Chance", "1") == f"Chance{NNBSP}: 1"


def test_a_half_rounds_up_as_a_reader_rounds_it() -> None:
    """Round 13 of issue 39: Promiterra's fates printed 1/16 as 6,2 % and 3/16 as 18,8 %
    on one page (Python rounds a half to even), which a reader took for a typo."""
    fr, en = Text("fr"), Text("en")
    assert [en.percent(k / 16) for k in (1, 3, 5, 7)] == ["6.3%", "18.8%", "31.3%", "43.8%"]
    assert fr.percent(1 / 16) == f"6,3{NNBSP}%"
    assert en.decimal(2.675, 2) == "2.68"  # the digits a reader sees, not the float's
    assert (en.times(0.125), en.times(0.135)) == (en("times.n", n=13), en("times.n", n=14))


def test_french_apostrophes_are_typographic_but_keys_to_type_are_not() -> None:
    assert french("l'armée d'{army}") == "l\u2019armée d\u2019{army}"
    assert french("écrivez `d'abord:` puis l'ordre") == "écrivez `d'abord:` puis l\u2019ordre"
    assert "'" not in "".join(fr(key) for key, fr in texts("fr") if "`" not in fr(key))


def test_game_time_is_written_the_way_each_language_writes_it() -> None:
    fr, en = Text("fr"), Text("en")
    nbsp = "\u00a0"  # a time never breaks across two lines
    assert (fr.duration(89), en.duration(89)) == ("1\u202fh\u202f29", f"1{nbsp}hr 29{nbsp}min")
    assert (fr.duration(120), en.duration(120)) == ("2\u202fh\u202f00", f"2{nbsp}hr")
    assert (fr.duration(45), en.duration(45)) == ("45\u202fmin", f"45{nbsp}min")


def test_bars_are_as_long_as_their_share_and_never_vanish() -> None:
    from kitgen.charts import bars

    drawn = bars([("a", 0.5), ("b", 0.25), ("c", 0.0001), ("d", 0.0)], lambda v: f"{v:.0%}")
    assert [(b.width, b.strong) for b in drawn] == [
        ("100.0%", True),
        ("50.0%", False),
        ("1.5%", False),  # rare is not never
        ("0.0%", False),
    ]
    assert [b.value for b in drawn] == ["50%", "25%", "0%", "0%"]


def test_a_chance_in_words_never_rounds_to_never_or_always() -> None:
    fr, en = Text("fr"), Text("en")
    assert fr.times(0.8604) == "86 fois sur 100"
    assert en.times(0.8604) == "86 times in 100"
    assert (en.times(0.011), en.times(0.004), en.times(0.0)) == (
        "once in 100",
        "less than once in 100",
        "never",
    )
    assert (fr.times(0.996), fr.times(1.0)) == ("plus de 99 fois sur 100", "à chaque fois")
    assert fr.times(0.004) == "moins d\u2019une fois sur 100"
