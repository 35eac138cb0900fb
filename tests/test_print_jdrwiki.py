"""JdRWiki on the print layer: card sizes, the players' handout, the layout check.

Each PDF renders once (a page costs ~0.3 s); the deck checks read the presenter's values
and render nothing.
"""

from __future__ import annotations

import io
from pathlib import Path
from typing import Any

import pytest
from pypdf import PdfReader

from kitgen.build import build_kit, compose_copy, print_settings
from kitgen.cards import Kit
from kitgen.pipeline import load
from kitgen.printing import PLAYERS
from kitgen.render import render_pdf
from kitgen.systems.jdrwiki import presenter as jdrwiki
from tests.conftest import (
    ROOT,
    in_kit_language,
    pdf_text,
    printed,
    replace_once,
    system_text,
    write,
)

EXAMPLE = ROOT / "armies" / "colline-d-ardoise.yaml"

SECRET_TROOP = "Éclaireurs du marais"
SECRET_HERO = "Mireille l'Ombre"
SECRET_PRINTED = printed(SECRET_HERO)  # as a page sets it: the typographic apostrophe
SECRET_CORPS = "Guetteurs de la Saule"
SECRET_NOTE = "Elle connaît le gué caché sous la Saule."
HERO_NOTE = "Nayla trahira le Bey au troisième round."
ARMY_NOTE = "Le Bey garde ses porteurs en réserve."
BATTLE_NOTE = "Loreval tient le vieux fort de la Colline"  # the battle's notes, in French
ZONE_NOTE = "Le marais recouvre un ancien gué."
LONG_NAME = "Nayla-la-Voilée-dite-l'Insaisissable-des-Sables-de-Kavelec-Bey"[:60]


def _with_secrets(tmp_path: Path) -> Path:
    """The example with a secret troop and a secret hero (in a corps of their own, with a
    note), and notes on a hero, an army and a zone."""
    text = EXAMPLE.read_text(encoding="utf-8")
    replacements = {
        "      - {name: Chevaliers, value: 5, count: 60, speed: 3}\n": (
            "      - {name: Chevaliers, value: 5, count: 60, speed: 3}\n"
            f"      - {{name: {SECRET_TROOP}, value: 2, count: 50, secret: true}}\n"
        ),
        "        bonuses: {attaque habile: 4, vigueur: 2, sape: 2, perception: 2, degats: 3}\n": (
            "        bonuses: {attaque habile: 4, vigueur: 2, sape: 2, perception: 2, degats: 3}\n"
            f"      - name: {SECRET_HERO}\n"
            "        level: 7\n"
            "        secret: true\n"
            f"        notes: {SECRET_NOTE}\n"
            "        bonuses: {perception: 1, sape: 1}\n"
        ),
        "        heroes: [Dame Ysolde Marcaire]\n": (
            "        heroes: [Dame Ysolde Marcaire]\n"
            f"      - name: {SECRET_CORPS}\n"
            "        at: Marais de la Saule\n"
            f"        units: {{{SECRET_TROOP}: 50}}\n"
            f"        heroes: [{SECRET_HERO}]\n"
        ),
        "        bonuses: {sape: 1, perception: 1, initiative: 1, attaque habile: 1}\n": (
            "        bonuses: {sape: 1, perception: 1, initiative: 1, attaque habile: 1}\n"
            f"        notes: {HERO_NOTE}\n"
        ),
        "    talents: [brute, determination]\n": (
            f"    talents: [brute, determination]\n    notes: {ARMY_NOTE}\n"
        ),
        "    unstable_ground: 2\n": f"    unstable_ground: 2\n    notes: {ZONE_NOTE}\n",
    }
    for old, new in replacements.items():
        assert text.count(old) == 1, old
        text = text.replace(old, new)
    return write(tmp_path, text)


@pytest.fixture(scope="module")
def audiences(tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    """The PDF text of the game master's copy and of the players' handout, each page's
    lines joined (a name may wrap)."""
    loaded = load(_with_secrets(tmp_path_factory.mktemp("secret")))
    texts = {}
    for audience in ("gm", PLAYERS):
        built = build_kit(loaded, print_settings(loaded, audience=audience))
        assert built.warnings == (), [str(w) for w in built.warnings]
        texts[audience] = " ".join(pdf_text(built.pdf)).replace("\n", " ")
        texts[f"{audience} outline"] = "\n".join(_titles(PdfReader(io.BytesIO(built.pdf)).outline))
    return texts


def _titles(outline: list[Any]) -> list[str]:
    return [t for x in outline for t in (_titles(x) if isinstance(x, list) else [x.title])]


@pytest.mark.parametrize(("paper", "lang"), [("a4", "fr"), ("letter", "en")])
def test_example_decks_fill_their_sheets(paper: str, lang: str) -> None:
    """Tarot hero cards and tarot zone cards, each four to a sheet (2 × 2, upright: a card
    lying a quarter turn is harder to read on the table), one army sheet per army on pages
    of its own, on A4 as on Letter."""
    loaded = load(EXAMPLE, lang=lang)
    chosen = print_settings(loaded, paper=paper)
    assert chosen.sizes == {"hero_card": "tarot", "zone_card": "tarot", "army_sheet": "page"}
    values = jdrwiki.context(loaded.plan, loaded.text, Kit(chosen, loaded.text))
    heroes, zones, armies = values["hero_deck"], values["zone_deck"], values["army_deck"]
    assert (heroes["size"], heroes["per_sheet"], len(heroes["sheets"])) == ("tarot", 4, 1)
    assert (zones["size"], zones["per_sheet"], len(zones["sheets"])) == ("tarot", 4, 1)
    assert [len(s["fronts"]) for s in zones["sheets"]] == [4]
    ost = {"fr": "Ost du Bey", "en": "Bey's Host"}[loaded.text.lang]  # the names: glossary
    assert armies["page"] and [a["name"] for a in armies["items"]] == ["Loreval", ost]
    first = heroes["sheets"][0]["fronts"][0]["card"]
    ysolde = in_kit_language(loaded, "Dame Ysolde Marcaire")  # the names: glossary
    # a back names the battle, never the army (round 10: a secret hero's back gave it away)
    assert (first["name"], first["back_label"]) == (ysolde, loaded.plan.battle.name)
    # the commander's card points at the commander's name, a hero's at its own
    assert first["source"].path == ("armies", 0, "commander")
    assert heroes["sheets"][0]["fronts"][1]["card"]["source"].path == ("armies", 0, "heroes", 0)


@pytest.mark.parametrize(("paper", "lang"), [("a4", "fr"), ("letter", "en")])
def test_example_cards_fit(paper: str, lang: str) -> None:
    """The players' handout: the example's cards are the GM's (it has no hero or zone
    notes), without the odds pages that make most of the GM's render time."""
    loaded = load(EXAMPLE, lang=lang)
    chosen = print_settings(loaded, paper=paper, audience=PLAYERS)
    composed, _ = compose_copy(loaded, chosen)  # as `kitgen build` lays it out: no secret
    assert composed.kit.fits and render_pdf(composed.html).overflows == ()


def test_players_handout_leaves_secrets_and_notes_out(audiences: dict[str, str]) -> None:
    gm, players = audiences["gm"], audiences[PLAYERS]
    for text in (
        SECRET_TROOP,
        SECRET_PRINTED.upper(),  # a card's title is in capitals
        SECRET_CORPS,
        SECRET_NOTE,
        HERO_NOTE,
        ARMY_NOTE,
        BATTLE_NOTE,
        ZONE_NOTE,
    ):
        assert text in gm, text
        assert text not in players, text
    assert SECRET_PRINTED not in players
    # what the players need stays: the other heroes' cards, every army's sheet, their
    # own army's tracker; the enemy's tracker is the GM's to keep (issue 39)
    assert "BEY KAVELEC" in players
    assert "NAYLA LA VOILÉE" in gm and "NAYLA LA VOILÉE" not in players  # the example's secret
    assert "Ost du Bey" in audiences["players outline"].splitlines()  # its sheet
    assert "Loreval — suivi de la bataille" in players
    assert "Ost du Bey — suivi de la bataille" in gm
    assert "Ost du Bey — suivi de la bataille" not in players


def test_decks_are_bookmarked(audiences: dict[str, str]) -> None:
    """Each deck's title, then its cards' names, in the PDF's outline."""
    titles = audiences["gm outline"].splitlines()
    for deck, first in (
        ("Fiches d’armée", "Loreval"),
        ("Cartes de héros", "Dame Ysolde Marcaire"),
        ("Cartes de zone", "Colline d’Ardoise"),
    ):
        assert titles[titles.index(deck) + 1] == first, titles
    assert SECRET_PRINTED in titles and SECRET_PRINTED not in audiences["players outline"]


def test_players_handout_has_no_odds_breakdowns_or_warnings(audiences: dict[str, str]) -> None:
    gm, players = audiences["gm"], audiences[PLAYERS]
    t = system_text("fr", "jdrwiki")
    for gm_only in (
        t("jw.criteria_title"),  # the criteria matrix
        "Loreval · Garde de la colline contre Ost du Bey",  # an odds page
        t("jw.success"),  # the odds tables' column
        t("jw.how"),  # the skills' breakdown column
        t("warnings"),
        t("jw.race.title"),  # the races of army against army (ruling O15)
        t("jw.race.glance"),  # the races' table column
    ):
        assert gm_only in gm, gm_only
        assert gm_only not in players, gm_only
    # the critical range stays, without its chance
    assert "Critique sur\u00a016–20." in players and "Critique sur\u00a016–20 (25\u202f%)" in gm


def test_a_long_hero_name_is_a_warning_at_its_line(tmp_path: Path) -> None:
    # a hero the players' handout holds (the example keeps Nayla la Voilée secret)
    source = replace_once(
        EXAMPLE.read_text(encoding="utf-8"), "- name: Bey Kavelec ", f"- name: {LONG_NAME} "
    )
    path = write(tmp_path, source)
    line = next(i for i, x in enumerate(source.splitlines(), 1) if LONG_NAME in x)
    loaded = load(path)
    # the players' handout holds every card and renders faster (no odds pages)
    built = build_kit(loaded, print_settings(loaded, audience=PLAYERS))
    assert len(built.warnings) == 1, [str(w) for w in built.warnings]
    (problem,) = built.warnings
    assert problem.mark is not None and problem.mark.line == line
    assert LONG_NAME in problem.message and "son nom" in problem.message
    assert "print: cards: hero_card: a6" in problem.message
