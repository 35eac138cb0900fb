"""Issue 23, item 1: the language kitgen speaks, chosen once: ``--lang``, else the
battle file's ``language:`` (for that file), else the locale, else English."""

from __future__ import annotations

import pytest

from kitgen.i18n import user_language


@pytest.mark.parametrize(
    ("environ", "expected"),
    [
        ({}, "en"),
        ({"LANG": "fr_FR.UTF-8"}, "fr"),
        ({"LANG": "fr_CA"}, "fr"),
        ({"LANG": "en_US.UTF-8"}, "en"),
        ({"LANG": "C.UTF-8"}, "en"),
        ({"LANG": "de_DE.UTF-8"}, "en"),
        ({"LANG": "en_US.UTF-8", "LC_ALL": "fr_FR.UTF-8"}, "fr"),
        ({"LANG": "fr_FR.UTF-8", "LC_MESSAGES": "en_GB.UTF-8"}, "en"),
        ({"LANG": "fr_FR.UTF-8", "LC_ALL": ""}, "fr"),  # empty: not set
    ],
)
def test_the_locale_says_the_language(environ: dict[str, str], expected: str) -> None:
    assert user_language(None, environ) == expected


@pytest.mark.parametrize("chosen", ["fr", "en"])
def test_a_chosen_language_wins_over_the_locale(chosen: str) -> None:
    for environ in ({}, {"LANG": "fr_FR.UTF-8"}, {"LC_ALL": "en_US.UTF-8"}):
        assert user_language(chosen, environ) == chosen


def test_the_tests_run_in_the_neutral_locale() -> None:
    """``tests/conftest.py`` pins it: a French machine reads the same outputs."""
    import os

    assert os.environ.get("LANG") == "C.UTF-8" and "LC_ALL" not in os.environ
    assert user_language() == "en"
