"""A battle's ``scenario:`` (kitgen.scenario): every system reads it, the kit opens on it,
and the players' copy shows what the players may know of it and nothing else."""

from __future__ import annotations

from pathlib import Path

import pytest

from kitgen.pipeline import load
from tests.conftest import (
    ARMIES,
    ROOT,
    ExampleKits,
    copy_values,
    load_errors,
    small_battle,
    write,
)

SCENARIO = """
scénario:
  situation: Les brigands descendent de la colline.
  mise_en_place: [Le village tient ses barricades.]
  victoire: [Deux phases sur trois.]
  événements:
    - {quand: Phase 2, texte: Le gué déborde., secret: false}
    - {quand: Phase 3, texte: Le capitaine trahit les siens.}
"""


@pytest.mark.parametrize("battle", ARMIES, ids=lambda p: p.stem)
def test_every_example_sets_the_scene(battle: Path) -> None:
    """A published scenario says what brings the armies, how they start and who wins."""
    scene = copy_values(load(battle), "gm")["scenario"]
    assert scene["situation"]
    text = load(battle).text
    titles = [text("scenario.setup"), text("scenario.victory")]
    assert [part["title"] for part in scene["parts"]] == titles
    assert all(part["lines"] for part in scene["parts"])


def test_french_keys_and_events_only_the_gm_knows(tmp_path: Path) -> None:
    loaded = load(write(tmp_path, small_battle("Gué", "fr") + SCENARIO))
    gm = copy_values(loaded, "gm")["scenario"]
    players = copy_values(loaded, "players")["scenario"]
    assert [(e["when"], e["gm"]) for e in gm["events"]] == [("Phase 2", False), ("Phase 3", True)]
    assert [e["text"] for e in players["events"]] == ["Le gué déborde."]
    assert players["situation"] == gm["situation"] == "Les brigands descendent de la colline."


def test_no_scenario_no_page(tmp_path: Path) -> None:
    assert copy_values(load(write(tmp_path, small_battle("Gué"))), "gm")["scenario"] is None


def test_a_misspelt_key_is_an_error_at_its_line(tmp_path: Path) -> None:
    text = small_battle("Gué", "fr") + SCENARIO.replace("victoire:", "victoir:")
    errors = load_errors(tmp_path, text)
    line = 1 + (small_battle("Gué", "fr") + SCENARIO).splitlines().index(
        "  victoire: [Deux phases sur trois.]"
    )
    assert len(errors) == 1 and errors[0].startswith(f"{line}: "), errors
    assert "victoire" in errors[0]  # the key it meant


def test_the_kit_opens_on_the_scenario(example_kits: ExampleKits) -> None:
    """Page 1 of the GM's kit is the scenario page: the situation, then the events, the
    secret one marked for the GM, then ruled room for the GM's notes (the few centimetres
    the GM's page leaves read as a leftover strip when squared for sketching: the players'
    copy, with more room, keeps the squares)."""
    battle = next(p for p in ARMIES if p.stem == "gue-de-varenne")
    first = example_kits.pages(example_kits.own(battle))[0]
    scene = copy_values(load(battle), "gm")["scenario"]
    assert scene["situation"].split()[0] in first.split()[:40]
    assert "Événements" in first and "MJ seul" in first
    assert "NOTES DU MJ" in first and "CROQUIS" not in first  # set in capitals
    html = (ROOT / "templates" / "_base" / "macros.html.j2").read_text(encoding="utf-8")
    assert '<div class="scenario-write{% if gm %} gm{% endif %}">' in html
    css = (ROOT / "templates" / "_base" / "kit.css").read_text(encoding="utf-8")
    assert ".scenario-write.gm { background-image: linear-gradient(to bottom," in css


BILINGUAL = """
author: {fr: Scénario d'exemple, en: Example scenario}
notes: Seulement en français.
scenario:
  situation: {fr: Les brigands attendent., en: The brigands wait.}
  victory: [{fr: Tenir le gué., en: Hold the ford.}, Deux phases sur trois.]
"""


@pytest.mark.parametrize(
    ("lang", "author", "situation", "victory"),
    [
        ("fr", "Scénario d'exemple", "Les brigands attendent.", "Tenir le gué."),
        ("en", "Example scenario", "The brigands wait.", "Hold the ford."),
    ],
)
def test_one_file_reads_in_each_kits_language(
    tmp_path: Path, lang: str, author: str, situation: str, victory: str
) -> None:
    """The GM's prose written in both languages prints in the kit's; written in one, it
    prints as written (kitgen.prose)."""
    loaded = load(write(tmp_path, small_battle("Gué", "fr") + BILINGUAL), lang=lang)
    values = copy_values(loaded, "gm")
    assert (values["author"], values["notes"]) == (author, "Seulement en français.")
    scene = values["scenario"]
    assert scene["situation"] == situation
    assert scene["parts"][0]["lines"] == [victory, "Deux phases sur trois."]
