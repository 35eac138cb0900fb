"""JdRWiki's kit read by a GM who runs the battle from its pages (issue 39, sixth pass):
the tracker's columns said where they are filled (who declares and who acts first, what
environment, security and focus are, what the round spends), the damage of each enemy
body each round, the odds said to hold for the starting zones, the battle's weather said
to be counted already, and English words only on the English copy.

The presenter's values are checked without rendering (composing a copy costs a fraction
of a layout).
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from kitgen.build import compose_copy, print_settings
from kitgen.handbook import rulings
from kitgen.pipeline import Loaded, load
from kitgen.printing import GM, PLAYERS
from kitgen.systems.jdrwiki import texts
from tests.conftest import ROOT, copy_values, replace_once, write

EXAMPLE = ROOT / "armies" / "colline-d-ardoise.yaml"
LOREVAL, BEY = "Loreval", "Ost du Bey"


def _values(audience: str = GM, lang: str = "fr", path: Path = EXAMPLE) -> dict[str, Any]:
    return copy_values(load(path, lang=lang), audience)


def _sheets(values: dict[str, Any]) -> dict[str, dict[str, Any]]:
    return {a["name"]: a for a in values["army_deck"]["items"]}


def _words(value: object) -> str:
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", str(value)))


# --- the grid of rounds -----------------------------------------------------------------------


def test_the_grid_s_columns_are_said_on_the_army_s_first_tracker_page() -> None:
    """Seed 002, "Points d'avantage": environment, security and focus are the army's
    attention, shared out as a character's; points put there stay, a score below 0 frees
    points, protection, fury and preparation are spent with the round. "Round de combat":
    the lowest initiative declares first, the highest acts first. Each army's first
    tracker page says so under its grid; a later page says it or points to the first."""
    for lang, attention, order in (
        ("fr", "Environnement, sécurité, focus", "le plus haut agit le premier"),
        ("en", "Environment, security, focus", "the highest acts first"),
    ):
        for audience in (GM, PLAYERS):
            for sheet in _sheets(_values(audience, lang)).values():
                for i, page in enumerate(sheet["tracker"]):
                    legend = " ".join(_words(x) for x in page["log_legend"])
                    if i == 0:
                        assert attention in legend and order in legend
                        assert not page["log_legend_ref"]
                    else:
                        # the pointer on a line of its own, or (round 17) at the end of
                        # the grid's help on a page short of room
                        first = sheet["tracker"][0]["body"]["name"]
                        pointer = page["log_legend_ref"] or (
                            page["log_help"] if first in page["log_help"] else ""
                        )
                        assert bool(legend) != bool(pointer)
                        if pointer:
                            assert first in pointer


def test_the_round_in_short_says_who_declares_and_who_acts_first() -> None:
    """Seed 002, "Round de combat": the lowest initiative declares first, the highest
    may answer those declarations: the round in short says it, and that the actions'
    costs come off the score."""
    for lang, words in (
        ("fr", ("le plus bas déclare le premier", "le plus haut agit le premier")),
        ("en", ("lowest score declares first", "the highest acts first")),
    ):
        halves = _values(GM, lang)["sequence"]
        seq = " ".join(_words(s["text"]) for half in halves for s in half["items"])
        for w in words:
            assert w in seq.replace("score le plus bas", "le plus bas")


def test_each_enemy_body_has_its_damage_column() -> None:
    """Seed 002, "Corps d'armée": each corps deals its own damage. The Bey's grid has a
    column of damage taken for each of Loreval's two corps, headed by its name;
    Loreval's corps face the Bey's one body and keep one column."""
    sheets = _sheets(_values(GM))
    assert [p["damage_from"] for p in sheets[BEY]["tracker"]] == [
        ["Garde de la colline", "Archers du bois"]
    ]
    assert [p["damage_from"] for p in sheets[LOREVAL]["tracker"]] == [[], []]
    legend = " ".join(_words(x) for x in sheets[BEY]["tracker"][0]["log_legend"])
    assert "sous l'ennemi qui l'a porté" in legend.replace("\u2019", "'")


def test_a_secret_enemy_corps_changes_no_byte_of_the_players_copy(tmp_path: Path) -> None:
    """A secret is a property: a corps of the Bey made of secret troops alone (the GM's
    grid gives it a damage column) leaves the players' copy, whose trackers are
    Loreval's, exactly as it is without it."""
    bey = (
        "    corps:\n"
        "      - name: Grand ost\n"
        "        at: Plaine du Gué\n"
        "        units: {Guerriers jann: 500, Cavaliers des sables: 150, Porteurs: 600}\n"
        "        heroes: [Bey Kavelec, Nayla la Voilée]\n"
    )
    porters = "      - {name: Porteurs, value: 1, count: 600, speed: 1}\n"
    example = EXAMPLE.read_text(encoding="utf-8")
    plain = replace_once(example, porters, porters + bey)
    secret = replace_once(
        example,
        porters,
        porters
        + "      - {name: Guetteurs, value: 2, count: 50, speed: 1, secret: true}\n"
        + bey
        + "      - name: Guet du marais\n"
        "        at: Marais de la Saule\n"
        "        units: {Guetteurs: 50}\n",
    )

    def html(text: str, name: str) -> str:
        loaded: Loaded = load(write(tmp_path, text, name))
        composed, _ = compose_copy(loaded, print_settings(loaded, audience=PLAYERS))
        return composed.html

    gm = _sheets(copy_values(load(write(tmp_path, secret, "gm.yaml")), GM))
    assert [p["damage_from"] for p in gm[LOREVAL]["tracker"]] == [
        ["Grand ost", "Guet du marais"]
    ] * 2
    assert html(secret, "secret.yaml") == html(plain, "plain.yaml")


# --- the odds, the field ----------------------------------------------------------------------


def test_the_odds_are_said_to_hold_for_the_starting_zones() -> None:
    """The matchups are computed where each body stands at the start, or, two zones
    apart, where one closes in to fight (round 3): each odds page's ground line says
    which, and where to look once a body moves."""
    for lang, labels, moved in (
        (
            "fr",
            ("Terrain au départ", "Terrain du combat"),
            "Après un déplacement, voir la carte de la nouvelle zone",
        ),
        (
            "en",
            ("Ground at the start", "Ground of the fight"),
            "After a move, see the new zone's card",
        ),
    ):
        pages = _values(GM, lang)["odds"]
        assert pages
        for page in pages:
            ground = page["facts"][0][0]
            assert ground["label"] in labels
            assert moved in _words(ground["value"]).replace("\u2019", "'")


def test_the_battle_s_weather_is_said_counted_already(tmp_path: Path) -> None:
    """The example's rain (``weather: 1``) is in every zone's terms: the field's drawing
    says so, so that the scenario's rain event is not counted twice; a dry battle says
    nothing of it."""
    field = _values(GM)["field"]
    assert "Intempéries\u00a01 de la bataille sont déjà comptées" in field["help"]
    dry = replace_once(EXAMPLE.read_text(encoding="utf-8"), "weather: 1 ", "weather: 0 ")
    values = copy_values(load(write(tmp_path, dry, "dry.yaml")), GM)
    assert "Intempéries" not in values["field"]["help"]


# --- English words on the English copy --------------------------------------------------------


def test_the_english_words_say_penalties_not_maluses() -> None:
    """ "Malus" is French: the English copy says "penalty"."""
    english = [re.sub(r"\{\w+\}", "", en) for en, _ in texts.TEXT.values()]
    assert not [w for w in english if re.search(r"\bmalus", w, re.IGNORECASE)]


def test_the_english_rulings_note_has_no_french_action_name() -> None:
    """The English rulings' titles the JdRWiki kit cites name its actions and talents in
    English (Pincer, Pitfall, Push back, Ruthless), not in French (Étau, Chausse-trappe,
    Recul, Impitoyable)."""
    for ruling in rulings("en").values():
        if ruling.id.startswith(("J", "O")):
            assert not re.search(r"Étau|Chausse|Recul|Mêlée|Impitoyable|Dernière", ruling.title), (
                ruling.id
            )
