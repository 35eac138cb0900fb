"""Bloodlust, the print-shop proof's readers (round 12), read in the kit's context and
HTML: what a fresh reader of the example's pages reported, each a test that fails for the
reason it names. No PDF is laid out here.
"""

from __future__ import annotations

import re
from typing import Any

import pytest

from kitgen.build import print_settings
from kitgen.cards import Kit
from kitgen.pipeline import load
from kitgen.render import compose
from kitgen.systems.bloodlust import presenter
from tests.conftest import ROOT

EXAMPLE = ROOT / "armies" / "gue-de-varenne.yaml"


def _both(lang: str, paper: str, audience: str) -> tuple[dict[str, Any], str]:
    """The example's context and HTML for one language, paper and copy."""
    loaded = load(EXAMPLE, lang=lang)
    settings = print_settings(loaded, paper=paper, audience=audience, duplex="off")
    context = presenter.context(loaded.plan, loaded.text, Kit(settings, loaded.text))
    return context, compose("bloodlust", loaded.plan, loaded.text, settings).html


@pytest.fixture(scope="module")
def kits() -> dict[str, tuple[dict[str, Any], str]]:
    return {
        "fr": _both("fr", "a4", "gm"),
        "en": _both("en", "letter", "gm"),
        "players": _both("fr", "a4", "players"),
    }


def _flat(html: str) -> str:
    """The HTML's text on one line, tags dropped, no-break spaces made plain."""
    text = re.sub(r"<[^>]+>", " ", html)
    return re.sub(r"\s+", " ", text.replace("\u00a0", " ").replace("\u202f", " "))


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("fr", "en EFF — un ogre : 3 ; un géant (5 m) : 7 ;"),
        ("en", "in SIZE. An ogre: 3; a giant (5 m): 7;"),
    ],
)
def test_the_quick_reference_says_a_giant_s_size_apart_from_its_eff(
    kits: dict[str, tuple[dict[str, Any], str]], lang: str, said: str
) -> None:
    """ "un géant de 5 m 7" read as a giant of 5.7 m: its size in brackets, its EFF
    after a colon (seed: a 5 m giant counts 7)."""
    text = _flat(kits[lang][1])
    assert said in text
    assert "géant de 5 m 7" not in text and "5 m giant 7" not in text


def test_the_tokens_fold_is_a_dark_dashed_line() -> None:
    """The fold, a faint dotted line, vanished on the Horde's pale band in greyscale: a
    dashed line in the darkest ink."""
    css = (ROOT / "templates" / "bloodlust" / "kit.css").read_text(encoding="utf-8")
    rule = re.search(r"\.token-half\.players \{[^}]*\}", css)
    assert rule and "1pt dashed #000" in rule.group(0) and "dotted" not in rule.group(0)


def test_the_players_unit_sheets_keep_the_morale_table(
    kits: dict[str, tuple[dict[str, Any], str]],
) -> None:
    """The players' sheets told them to roll morale but dropped the three-row table the
    GM's copy has: morale grades are open, so the table is on both copies, row for row."""
    gm = {s["name"]: s["morale_rows"] for s in kits["fr"][0]["sheet_deck"]["items"]}
    players = kits["players"][0]["sheet_deck"]["items"]
    assert players
    for sheet in players:
        assert len(sheet["morale_rows"]) == 3, sheet["name"]
        assert sheet["morale_rows"] == gm[sheet["name"]]
    assert kits["players"][1].count('class="mini morale-odds"') == len(players)


@pytest.mark.parametrize(("lang", "said"), [("fr", "0 (aucune perte)"), ("en", "0 (no loss)")])
def test_a_cell_that_inflicts_nothing_is_printed_like_the_others(
    kits: dict[str, tuple[dict[str, Any], str]], lang: str, said: str
) -> None:
    """Ugluk → Chevaliers showed a bare "0", unlike every other cell's "n (low–high)":
    it says, in brackets, that no roll inflicts a loss (not "0–0", round 6)."""
    context, html = kits[lang]
    cells = [
        c
        for view in context["matchups"]
        for row in view["rows"]
        for c in row["cells"]
        if c and row["attacker"].startswith("Ugluk") and c["avg"] == "0"
    ]
    assert cells and all(c["none"] for c in cells)
    assert said in _flat(html)
