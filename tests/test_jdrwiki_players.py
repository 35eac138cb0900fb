"""JdRWiki's players' copy (issue 38): laid out from the battle without its secret troops
and heroes, and a box to write in each figure an army's troops add up to where the copy
may print only the players' army's.

The copies are composed to HTML (the layout's input): a PDF is a function of it, and
composing costs a fraction of a render.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from kitgen.cards import WriteIn
from kitgen.pipeline import Loaded, load
from kitgen.printing import GM, PLAYERS
from tests.conftest import ROOT, copy_values, replace_once, write

EXAMPLE = ROOT / "armies" / "colline-d-ardoise.yaml"
LOREVAL, BEY = "Loreval", "Ost du Bey"
SECRET_TROOP = "Éclaireurs du marais"
SECRET_HERO = "Mireille l'Ombre"
SECRET_CORPS = "Guetteurs de la Saule"
SECRETS = {
    # a secret unit and a secret hero in a corps of their own (which goes with them)
    "      - {name: Chevaliers, value: 5, count: 60, speed: 3}\n": (
        "      - {name: Chevaliers, value: 5, count: 60, speed: 3}\n"
        f"      - {{name: {SECRET_TROOP}, value: 2, count: 50, speed: 1, secret: true}}\n"
    ),
    "        heroes: [Dame Ysolde Marcaire]\n": (
        "        heroes: [Dame Ysolde Marcaire]\n"
        f"      - name: {SECRET_CORPS}\n"
        "        at: Marais de la Saule\n"
        f"        units: {{{SECRET_TROOP}: 50}}\n"
        f"        heroes: [{SECRET_HERO}]\n"
    ),
    "        bonuses: {attaque habile: 4, vigueur: 2, sape: 2, perception: 2, degats: 3}\n": (
        "        bonuses: {attaque habile: 4, vigueur: 2, sape: 2, perception: 2, degats: 3}\n"
        f"      - name: {SECRET_HERO}\n"
        "        level: 7\n"
        "        secret: true\n"
        "        bonuses: {perception: 1, sape: 1, initiative: 1, moral: 1}\n"
    ),
    # the Bey's slowest unit, secret: the army's speed is its
    "      - {name: Porteurs, value: 1, count: 600, speed: 1}\n": (
        "      - {name: Porteurs, value: 1, count: 600, speed: 1}\n"
        "      - {name: Béliers, value: 8, count: 40, speed: 1, secret: true}\n"
    ),
}
TALENTS = (
    "    talents: [brute, determination]\n",
    "    talents: [impitoyable, derniere chance]\n",
)


def _text(*, secret: bool = False, players: str | None = None) -> str:
    """The example, its Bey ruthless and fighting to the last, without the players' army
    it names; ``secret``: with a secret unit, hero and corps in Loreval and a secret unit
    with the Bey; ``players``: naming the players' army."""
    text = replace_once(EXAMPLE.read_text(encoding="utf-8"), *TALENTS)
    text = re.sub(r"(?m)^players_army: .*\n", "", text)
    for old, new in SECRETS.items() if secret else ():
        text = replace_once(text, old, new)
    if players:
        text = replace_once(
            text, "system: jdrwiki\n", f"system: jdrwiki\nplayers_army: {players}\n"
        )
    return text


def _load(tmp_path: Path, text: str, name: str = "battle.yaml") -> Loaded:
    return load(write(tmp_path, text, name))


def _sheets(values: dict[str, Any]) -> dict[str, dict[str, Any]]:
    return {a["name"]: a for a in values["army_deck"]["items"]}


def test_without_a_players_army_every_total_is_a_box_to_write_in(tmp_path: Path) -> None:
    """What an army's troops add up to counts only the troops the players see: without a
    players' army, the players' copy prints none of the armies' own figures. Each army's
    sheet gives its known troops and their total (what the lines printed add up to, and
    says the army may have more), each body a box for its HP, DB, VDB, ruthless DB and
    damage sent back, and a track by twentieths of the starting hit points; the GM page
    the round's length the fighters the players can count give, as a floor the GM
    confirms (a secret troop can only lengthen it; review 2, item 5), and its roster no
    totals."""
    values = copy_values(_load(tmp_path, _text(secret=True)), PLAYERS)
    assert str(values["round_length"]).startswith("au moins ") and not values["totals"]
    assert "le MJ le confirme" in values["round_length"]
    # pass 9: the fatigue rule only where it can matter, in both copies alike: the
    # scenario ends at round 10, long before 12 hours
    assert not any("fatiguer" in str(x) for x in values["overview"])
    sheets = _sheets(values)
    # Loreval's troops the players know of: its secret scouts are not among them
    assert sheets[LOREVAL]["units_total"] == {"count": "1\u202f660", "hp": "2\u202f500"}
    for sheet in sheets.values():
        assert "peut compter d’autres troupes" in sheet["units_help"]
        for body in sheet["bodies"]:
            assert all(isinstance(body[k], WriteIn) for k in ("hp", "db", "vdb"))
            assert [s["hp"] for s in body["track"]][:2] == ["95\u202f%", "90\u202f%"]
            assert body["track"][-1] == {"hp": "0\u202f%", "more": []}
            assert body["hargne"] == "chaque point de hargne\u202f: +1 VDB de dégâts"
    bey = _sheets(values)[BEY]["bodies"][0]
    assert isinstance(bey["ruthless"], WriteIn) and isinstance(bey["last_chance"], WriteIn)


def test_the_players_army_is_printed_as_its_commanders_know_it(tmp_path: Path) -> None:
    """With ``players_army: Loreval``, Loreval's figures are printed, counted over the
    troops the players know of (its secret unit is not); the Bey's get boxes, its speed
    too (its slowest unit sets it, and might be a secret one), its talents left for the
    players to learn. The GM's copy prints every figure, secrets counted."""
    loaded = _load(tmp_path, _text(secret=True, players=LOREVAL))
    players, gm = _sheets(copy_values(loaded, PLAYERS)), _sheets(copy_values(loaded, GM))
    loreval = players[LOREVAL]
    assert loreval["units_total"] == {"count": "1\u202f660", "hp": "2\u202f500"}
    assert gm[LOREVAL]["units_total"] == {"count": "1\u202f710", "hp": "2\u202f600"}
    assert [b["name"] for b in loreval["bodies"]] == ["Garde de la colline", "Archers du bois"]
    assert len(gm[LOREVAL]["bodies"]) == 3
    assert loreval["bodies"][0]["hp"] == "1\u202f400" and loreval["speed"] is None
    assert [s["hp"] for s in loreval["bodies"][0]["track"]][:1] == ["1\u202f330"]
    bey = players[BEY]
    assert isinstance(bey["speed"], WriteIn)
    assert not any(f.startswith("Vitesse") for f in bey["round"])
    assert any(f.startswith("Vitesse") for f in gm[BEY]["round"])
    # the enemy's talents are for the players to learn (round 3): the GM's copy says them
    assert bey["talents"] == [] and bey["hidden"]
    effects = [tal["effect"] for tal in gm[BEY]["talents"]]
    assert effects[0].startswith("Un mode que le commandant active ou non\u202f:")
    assert gm[BEY]["bodies"][0]["hp"] == "3\u202f320"  # 3,000 and 40 rams at 8


def test_an_army_speed_the_file_gives_is_printed_for_every_army(tmp_path: Path) -> None:
    """An army's own ``speed:`` is no sum of its troops: every copy prints it."""
    text = replace_once(
        _text(secret=True), "    talents: [impitoyable", "    speed: 2\n    talents: [impitoyable"
    )
    bey = _sheets(copy_values(_load(tmp_path, text), PLAYERS))[BEY]
    assert bey["speed"] is None
    assert "Vitesse\u202f: 2 zones par déplacement." in bey["round"]


def test_the_players_copy_prints_their_sides_trackers_only(tmp_path: Path) -> None:
    """Issue 39: the enemy's battle tracker is the GM's. The players' side is the
    ``players_army:``, else every army with a player or a player-character commander
    (the example's Loreval); a battle that names none prints every army's. Their sheets
    come last, so that the copy's text ends on their last tracker page, with the rulings'
    note."""

    def trackers(text: str, name: str) -> dict[str, int]:
        values = copy_values(_load(tmp_path, text, name), PLAYERS)
        return {a: len(sheet["tracker"]) for a, sheet in _sheets(values).items()}

    assert trackers(_text(), "example.yaml") == {BEY: 0, LOREVAL: 2}
    assert trackers(_text(players=BEY), "bey.yaml") == {LOREVAL: 0, BEY: 1}
    nobody = (
        _text()
        .replace("    player: Léa\n", "")
        .replace("      player: true              # a third talent\n", "")
        .replace("[main de fer, fin stratege, soutien du heros]", "[main de fer]")
        # no longer a player character: a minor hero
        .replace("{moral: 2, volonte: 2, parade: 2, manoeuvre militaire: 1}", "{moral: 1}")
    )
    assert trackers(nobody, "nobody.yaml") == {LOREVAL: 2, BEY: 1}
    gm = copy_values(_load(tmp_path, _text(players=BEY), "gm.yaml"), GM)
    assert {a: len(s["tracker"]) for a, s in _sheets(gm).items()} == {LOREVAL: 2, BEY: 1}
