"""Bloodlust, the print-shop proof's readers (round 12), read in the kit's context and
HTML: what a fresh reader of the example's pages reported, each a test that fails for the
reason it names. No PDF is laid out here.
"""

from __future__ import annotations

import re
from pathlib import Path
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
    tmp_path: Path, lang: str, said: str
) -> None:
    """Ugluk → Chevaliers showed a bare "0", unlike every other cell's "n (low–high)":
    it says, in brackets, that no roll inflicts a loss (not "0–0", round 6). Ugluk's row
    left the grids (round 14): the example's crossbowmen with a melee PUI of 0.2 (a
    total of 9, no roll reaches a loss) show it."""
    text = EXAMPLE.read_text(encoding="utf-8")
    old = "        eff: 45\n        pui: 1.5\n"
    assert text.count(old) == 1
    battle = tmp_path / "feeble.yaml"
    battle.write_text(text.replace(old, "        eff: 45\n        pui: 0.2\n"), encoding="utf-8")
    loaded = load(battle, lang=lang)
    settings = print_settings(loaded, paper="a4", audience="gm", duplex="off")
    context = presenter.context(loaded.plan, loaded.text, Kit(settings, loaded.text))
    html = compose("bloodlust", loaded.plan, loaded.text, settings).html
    cells = [
        c
        for view in context["matchups"]
        for row in view["rows"]
        for c in row["cells"]
        if c and row["attacker"].startswith(("Arbalétriers", "Renegade")) and c["avg"] == "0"
    ]
    assert cells and all(c["none"] for c in cells)
    assert said in _flat(html)


def test_a_unit_token_s_name_takes_its_side_s_colour(
    kits: dict[str, tuple[dict[str, Any], str]],
) -> None:
    """Round 14, item 1: the Horde's names were printed in the Baronnie's red on the
    tokens (face-down and flat). Each name takes its side's class; the pale side's is
    a dark blue, not the accent red, and its band says the army in words."""
    html = kits["fr"][1]
    assert re.search(r'class="flat-name name-side-1">Orques noirs<', html)
    assert re.search(r'class="flat-name name-side-0">Chevaliers de l.Ordre<', html)
    assert re.search(r'class="tk-name name-side-1">Chevaucheurs de loups<', html)
    assert re.search(r'class="tk-name name-side-0">Archers du Val<', html)
    band = r'flat-army side-1"><span class="flat-no">Fiche 7</span>Horde de Grishak<'
    assert re.search(band, html)
    css = (ROOT / "templates" / "bloodlust" / "kit.css").read_text(encoding="utf-8")
    pale = next(line for line in css.splitlines() if line.startswith(".flat-name.name-side-1"))
    dark = next(line for line in css.splitlines() if line.startswith(".flat-name.name-side-0"))
    assert ".tk-name.name-side-1" in pale and "color: #1f3f73" in pale
    assert "color: var(--side-0)" in dark


def test_the_players_sketch_label_is_a_white_band_above_the_squares() -> None:
    """Round 14, item 3: "CROQUIS ET NOTES" sat across the squares of the players' page
    1: a white band a square high, over the squares' first row."""
    css = (ROOT / "templates" / "bloodlust" / "kit.css").read_text(encoding="utf-8")
    rule = next(
        line
        for line in css.splitlines()
        if line.startswith(".scenario-page > .scenario-write > .label")
    )
    assert "display: block" in rule and "background: #fff" in rule and "height: 4.6mm" in rule


def test_the_gm_s_ford_has_a_status_strip(
    kits: dict[str, tuple[dict[str, Any], str]],
) -> None:
    """Round 15, item 1: the GM ran the ford from memory. Where the ford is drawn, the
    GM's copy has a box per side for each of the battle's 10 turns (who holds it), and a
    box for the stake pits laid in it (sprung); the players' copy has both since round
    16 (holding the ford is the victory, and the pits are the players' own)."""
    for lang in ("fr", "en"):
        context, html = kits[lang]
        hold = context["field"]["between"]["hold"]
        assert hold["turns"] == list(range(1, 11))
        # the sides as the field draws them: the Horde's band above, the barony's below
        assert [s["side"] for s in hold["sides"]] == [1, 0]
        strip = html[html.index('<table class="ford-hold">') :]
        strip = strip[: strip.index("</table>")]
        assert strip.count('class="hold-box"') == 2 * 10
        assert strip.count('class="hold-turn"') == 10
    fr_hold = kits["fr"][0]["field"]["between"]["hold"]
    assert fr_hold["title"] == "Tenu par, tour"
    assert fr_hold["traps"] == ["Fosses à pieux du gué\u202f: piège déclenché"]
    assert kits["en"][0]["field"]["between"]["hold"]["traps"] == ["Ford Stake Pits: trap sprung"]
    # the trap's box in the crossing's gap, with the trap's name
    gap = kits["fr"][1].split('class="field-crossing"')[1].split("</span></span>")[0]
    assert "hold-box" in gap
    context, html = kits["players"]
    assert context["field"]["between"]["hold"]["turns"] == list(range(1, 11))
    strip = html[html.index('<table class="ford-hold">') :]
    assert strip[: strip.index("</table>")].count('class="hold-box"') == 2 * 10
