"""Issue 21, item 6: every example's kit, in both languages and for both audiences, reads
as a proofreader would want it (``tests/typography.py`` says what a fault is).

The kits' HTML is read, not their PDF: composing a kit takes milliseconds, and the HTML
keeps the narrow no-break spaces that a PDF's text layer loses."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from kitgen.render import APOSTROPHE
from tests.conftest import ARMIES
from tests.typography import faults


def _strings(node: Any) -> list[str]:
    """Every text the battle file gives (names, notes): the GM's words, not kitgen's."""
    if isinstance(node, str):
        return [node]
    if isinstance(node, dict):
        return [s for value in node.values() for s in _strings(value)]
    if isinstance(node, list):
        return [s for value in node for s in _strings(value)]
    return []


def kit_html(path: Path, lang: str, audience: str) -> str:
    from kitgen.build import compose_copy, print_settings
    from kitgen.pipeline import load

    loaded = load(path, lang=lang)
    settings = print_settings(loaded, audience=audience)
    return compose_copy(loaded, settings)[0].html


@pytest.mark.parametrize("audience", ["gm", "players"])
@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("battle", ARMIES, ids=[p.stem for p in ARMIES])
def test_the_kit_has_no_typography_fault(battle: Path, lang: str, audience: str) -> None:
    # the names as a kit prints them: with the typographic apostrophe, so that a name
    # printed as typed ("d'Auld") is not taken for one and is judged
    given = [
        APOSTROPHE.sub("\u2019", s)
        for s in _strings(yaml.safe_load(battle.read_text(encoding="utf-8")))
    ]
    found = faults(kit_html(battle, lang, audience), lang, allowed=frozenset(given))
    assert not found, "\n".join(dict.fromkeys(found))


@pytest.mark.parametrize(
    ("lang", "text", "fault"),
    [
        ("fr", "<p>Moral du gué: PUI 1000</p>", "no space before :"),
        ("fr", "<p>PUI 1000</p>", "ungrouped number"),
        ("fr", "<p>2 point(s)</p>", "plural in brackets"),
        ("fr", "<p>l'armée</p>", "straight quote"),
        ("en", "<p>General Nagh'Khaladh</p>", "straight apostrophe"),
        ("fr", "<p>Moral : 50 %</p>", "space before : ; ! ? %"),
        ("fr", "<td>· protection</td>", "stray separator"),
        ("fr", "<p>Immuable. immuable</p>", "doubled word"),
        ("en", "<p>75 % lost</p>", "French spacing"),
        ("en", "<p>1 h 08</p>", "French time"),
        ("en", "<p>each point of hargne</p>", "French word"),
    ],
)
def test_each_rule_finds_its_fault(lang: str, text: str, fault: str) -> None:
    """The proofreader can fail, each rule for the fault it names."""
    assert any(f.startswith(fault + ":") for f in faults(text, lang)), faults(text, lang)


def test_good_typography_and_the_gm_s_own_words_pass() -> None:
    nnbsp = "\u202f"
    good = (
        f"<p>Moral{nnbsp}: 50{nnbsp}% · PUI 1{nnbsp}000 · l’armée · «{nnbsp}Gué{nnbsp}»"
        "</p><p><code>print: cards:</code></p><p><span>1</span><span>2</span><span>3</span>"
        "<span>4</span><span>5</span></p>"
    )
    assert faults(good, "fr") == []
    gm_words = "the 'Grey Ford' holds"
    assert faults(f"<p>Notes{nnbsp}: {gm_words}</p>", "fr", allowed=frozenset({gm_words})) == []
