"""Promiterra's players' copy (issue 38): laid out from the battle without its secret
troops, numbered so that a hidden troop's absence tells nothing, and a box to write each
army value in that the copy may not print.

The copies are composed to HTML (the layout's input): a PDF is a function of it, and
composing costs a fraction of a render.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from kitgen.build import compose_copy, print_settings
from kitgen.cards import WriteIn
from kitgen.pipeline import Loaded, load
from kitgen.printing import GM, PLAYERS
from tests.conftest import ROOT, copy_values, replace_once, write

EXAMPLE = ROOT / "armies" / "gue-aux-saules.yaml"
VALMONT, HORDE = "Baronnie de Valmont", "Horde des Crocs-Gris"
SECRET_TROOP = "Sapeurs de la Saule"
SECRET = f"""      - name: {SECRET_TROOP}
        secret: true
        type: melee
        units: 20
        movement: 2
        attack: 2
        defense: 1
        loyalty: 5
        value: 1
        at: K6
        fearsome: true
        leader: {{name: Grik le Taupier}}
"""


def _text(*, secret: bool = False, players: str | None = None, leader: bool = False) -> str:
    """The example; ``secret``: with a secret, fearsome troop in the middle of the horde;
    ``players``: naming the players' army; ``leader``: the baron's guard secret."""
    text = EXAMPLE.read_text(encoding="utf-8")
    # the example names the players' army: these tests choose for themselves
    text = re.sub(r"^players_army:.*\n", "", text, count=1, flags=re.MULTILINE)
    if secret:
        text = replace_once(
            text, "      - name: Frondeurs\n", SECRET + "      - name: Frondeurs\n"
        )
    if players:
        text = replace_once(text, "language: fr\n", f"language: fr\nplayers_army: {players}\n")
    if leader:
        text = replace_once(
            text,
            "      - name: Garde du baron\n",
            "      - name: Garde du baron\n        secret: true\n",
        )
    return text


def _load(tmp_path: Path, text: str, name: str = "battle.yaml") -> Loaded:
    return load(write(tmp_path, text, name))


def _players_html(loaded: Loaded) -> str:
    """The players' copy's HTML, as ``kitgen build --audience players`` composes it."""
    return compose_copy(loaded, print_settings(loaded, audience=PLAYERS))[0].html


def _numbers(values: dict[str, Any]) -> dict[str, int]:
    return {r["name"]: r["number"] for a in values["armies"] for r in a["troops"]}


def test_numbers_are_the_same_in_both_copies_and_hidden_troops_come_last(
    tmp_path: Path,
) -> None:
    """Issue 38, "Numbers that do not move": the troops the players' copy shows are
    numbered first, in the file's order, in both copies; the GM's copy gives the secret
    troop the next number, so neither a gap nor a shift tells the table it exists."""
    loaded = _load(tmp_path, _text(secret=True))
    gm, players = _numbers(copy_values(loaded, GM)), _numbers(copy_values(loaded, PLAYERS))
    assert SECRET_TROOP not in players
    assert sorted(players.values()) == list(range(1, 11))
    assert {name: gm[name] for name in players} == players
    assert gm[SECRET_TROOP] == 11
    # the GM's sheets and expected-losses pages follow the numbers
    values = copy_values(loaded, GM)
    sheets = [f["card"]["number"] for s in values["troop_deck"]["sheets"] for f in s["fronts"]]
    # each army's sheets start on a page of their own: the barony's last half page holds
    # a sheet to fill in (no number), the horde's too; seventh pass: the sheets keep their
    # numbers' order, the Meute's half (6) beside a sheet to fill in before the Pillards'
    # whole page (7)
    numbered = [f"Fiche\u00a0{n}" for n in range(1, 12)]
    assert sheets[:9] == [*numbered[:5], "", numbered[5], "", numbered[6]]
    assert [n for n in sheets if n] == numbered
    assert [s["number"] for s in values["expected"]] == numbered
    horde = next(a for a in values["armies"] if a["name"] == HORDE)
    assert [r["number"] for r in horde["troops"]] == [6, 7, 8, 9, 10, 11]


def test_the_players_copy_gives_a_box_for_each_army_value_it_may_not_print(
    tmp_path: Path,
) -> None:
    """An army's value weighs its troops, secret ones too: the GM's copy prints every
    army's, the players' copy its own army's (as it knows it) and a labelled box for the
    others'; without a players' army, a box for each."""
    bare = copy_values(_load(tmp_path, _text(secret=True)), PLAYERS)
    assert all(isinstance(a["value"], WriteIn) for a in bare["armies"])
    assert all(a["books"] is None for a in bare["armies"])
    loaded = _load(tmp_path, _text(secret=True, players=VALMONT))
    values = {a["name"]: a["value"] for a in copy_values(loaded, PLAYERS)["armies"]}
    assert values[VALMONT] == "573\u00a0po" and isinstance(values[HORDE], WriteIn)
    assert values[HORDE].note == "annoncée par le MJ"  # la valeur de l'armée entière
    gm = {a["name"]: a["value"] for a in copy_values(loaded, GM)["armies"]}
    assert gm == {VALMONT: "573\u00a0po", HORDE: "545\u00a0po"}  # 525, and 20 sappers at 1
    html = _players_html(loaded)
    assert html.count('class="write-in"') == 1 and "573" in html


def test_a_secret_leader_troop_is_not_named_and_fear_names_only_what_players_see(
    tmp_path: Path,
) -> None:
    """The baron's guard kept secret: the players' copy names no leader troop (as for an
    army without one) and no sheet says the guard leads; the secret sappers' fear is on
    the GM's sheets alone."""
    loaded = _load(tmp_path, _text(secret=True, leader=True))
    players, gm = copy_values(loaded, PLAYERS), copy_values(loaded, GM)
    valmont = next(a for a in players["armies"] if a["name"] == VALMONT)
    assert valmont["leader_troop"] == "non désignée"
    assert not any(r["leads"] for r in valmont["troops"])
    assert next(a for a in gm["armies"] if a["name"] == VALMONT)["leader_troop"] == (
        "Garde du baron"
    )

    def fear(values: dict[str, Any]) -> str:
        sheets = [f["card"] for s in values["troop_deck"]["sheets"] for f in s["fronts"]]
        arbal = next(c for c in sheets if c["name"] == "Arbalétriers de la tour")
        return next(line for line in arbal["triggers"] if "peur" in line)

    assert SECRET_TROOP in fear(gm) and SECRET_TROOP not in fear(players)
    assert "Troll des cavernes" in fear(players)


def test_the_gms_whole_value_line_prints_whether_or_not_a_troop_is_hidden(
    tmp_path: Path,
) -> None:
    """Round 21, 3: the reader asked for "it may count troops missing from these pages"
    only where a troop is hidden. Whether one is, is itself a secret: the players' copy
    is laid out from the battle without its secrets and must not change by a byte with
    one. So the line stands in both cases (the horde with and without a secret troop),
    and the two copies are the same."""
    (tmp_path / "a").mkdir()
    (tmp_path / "b").mkdir()
    without = _players_html(_load(tmp_path / "a", _text(players=VALMONT)))
    hidden = _players_html(_load(tmp_path / "b", _text(secret=True, players=VALMONT)))
    line = "peut compter des troupes absentes de ces pages"
    assert line in without and line in hidden
    assert without == hidden
