"""The Fate players' copy (issue 38): laid out from the battle with its secrets taken
out, it prints no army total that would count only what the players see, and, printed
double-sided, every zone card has a back to write a hidden aspect in once it is found,
whether or not one was hidden there, so that a zone card looks the same with or without
another army's secret. Printed on one side (issue 39) a card has no back: the front's
room for aspects written in play takes a revealed one too.

The presenter's values are checked without rendering (the example siege, as it is and
with ``players_army:`` naming either army); one players' copy is laid out to measure its
write-in boxes.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from kitgen.build import print_settings
from kitgen.cards import Kit, WriteIn
from kitgen.pipeline import Loaded, for_players, load
from kitgen.render import compose, lay_out
from kitgen.secrets import players_army
from tests.conftest import ROOT, copy_values, layout_boxes, write

FATE = ROOT / "armies" / "siege-de-corbelin.yaml"
PX_TO_MM = 25.4 / 96
SECRET_UNIT = """      - name: Porteurs d'huile
        quality: moyenne     # 1 point
        skills: {intimidation: 1}
        secret: true         # kept off the players' handout (--audience players)
"""
LEAGUE_ASPECT = (
    "    hidden: {aspect: Fossé piégé, by: Ligue du Val, from_chest: true, hinders: true}\n"
)


def _siege(tmp_path: Path, players: str | None = None, drop: tuple[str, ...] = ()) -> Loaded:
    """The example siege, with ``players_army: players`` and without the lines ``drop``."""
    text = FATE.read_text(encoding="utf-8")
    for line in drop:
        assert line in text
        text = text.replace(line, "")
    if players is not None:
        text = f"players_army: {players}\n{text}"
    return load(write(tmp_path, text, f"siege-{len(drop)}-{players or 'none'}.yaml"))


def _players(loaded: Loaded) -> dict[str, Any]:
    """The players' copy's values, as ``kitgen build --audience players`` makes them."""
    return copy_values(loaded, "players")


def _players_duplex(loaded: Loaded) -> dict[str, Any]:
    """The same, printed double-sided (``--duplex long``)."""
    chosen = print_settings(loaded, audience="players", duplex="long")
    bare, _ = for_players(loaded)
    kit = Kit(chosen, bare.text, players=players_army(bare.battle))
    values: dict[str, Any] = bare.system.presenter(bare.plan, bare.text, kit)
    return values


def _gm(loaded: Loaded) -> dict[str, Any]:
    return copy_values(loaded, "gm")


def _gm_duplex(loaded: Loaded) -> dict[str, Any]:
    kit = Kit(print_settings(loaded, duplex="long"), loaded.text)
    values: dict[str, Any] = loaded.system.presenter(loaded.plan, loaded.text, kit)
    return values


def _zones(values: dict[str, Any]) -> dict[str, dict[str, Any]]:
    """Each zone's card (printed on one side, a hidden zone's face-down one)."""
    deck = values["zone_deck"]
    cards = [s["card"] for sheet in deck["sheets"] for s in sheet["fronts"]]
    return {c["name"]: c for c in cards if not c.get("revealed")}


@pytest.fixture(scope="module")
def siege() -> Loaded:
    return load(FATE)


# ---------------------------------------------------------------- the GM page


def test_the_players_copy_prints_no_army_total(siege: Loaded) -> None:
    """The issue's finding: page 1 showed « aspects cachés 3 » and « Aspects cachés payés
    … : 1 ». The war-chest lines count the secret units, the players' own army's too:
    the players' copy leaves them out; the enemy commanders to defeat are a box to tally
    them in. The Fate points bought are no secret: their boxes stay."""
    players, gm = _players(siege), _gm(siege)
    assert [a["chest"] for a in gm["armies"]] == [
        "12 points de construction\u202f: unités 7, points Fate 3 (1 × 3), aspects cachés 0 "
        "— reste 2",
        "12 points de construction\u202f: unités 9, points Fate 0 (0 × 3), aspects cachés 3 "
        "— reste 0",
    ]
    assert [(a["chest"], a["own_fate"]) for a in players["armies"]] == [("", ""), ("", "")]
    assert [len(r["defeated"]) for r in gm["tracker"]] == [2, 2]
    for row in players["tracker"]:
        assert row["defeated"] == WriteIn("Vaincus", "à compter ici")
    assert [len(r["fate"]) for r in players["tracker"]] == [1, 0]
    assert "Porteurs d'huile" not in [u["name"] for a in players["armies"] for u in a["units"]]


def test_the_players_army_is_reminded_of_its_own_hidden_aspects(tmp_path: Path) -> None:
    """With ``players_army:``, its hidden aspects paid with the player's own Fate point are
    all in its copy (F3): it says how many; of the other army's, nothing."""
    garrison = _players(_siege(tmp_path, "Garnison de Corbelin"))
    assert [a["own_fate"] for a in garrison["armies"]] == [
        "Aspects cachés payés avec les points Fate du joueur\u202f: 1",
        "",
    ]
    assert [a["chest"] for a in garrison["armies"]] == ["", ""]
    league = _players(_siege(tmp_path, "Ligue du Val"))
    assert [a["own_fate"] for a in league["armies"]] == ["", ""]  # its own is from its chest


# ---------------------------------------------------------------- zone cards


def test_every_zone_back_is_a_place_to_write_the_hidden_aspect(siege: Loaded) -> None:
    """Without ``players_army:`` the copy knows no hidden aspect: every zone card's front
    gives its difficulties before any reveal (N5), and its back is the card once an
    aspect is revealed: a box for the aspect, Recon one aspect more (F4), Enter a box
    with the two values it may take (2 more if the aspect hinders). Printed on one side,
    a card is its front alone, with its room for aspects written in play."""
    alone = _zones(_players(siege))
    assert all("back" not in c and c["front"]["write"] for c in alone.values())
    zones = _zones(_players_duplex(siege))
    assert set(zones) == {z.name for z in siege.plan.zones}
    after = {}
    for name, card in zones.items():
        back = card["back"]
        assert back["kind"] == "found", name
        assert isinstance(back["aspect"], WriteIn) and back["aspect"].note == "annoncé par le MJ"
        assert back["aspect"].label.startswith("Aspect caché, s")  # "if one is found"
        enter, recon = back["difficulties"]
        assert isinstance(enter["value"], WriteIn)
        assert not card["front"]["hidden"] and card["front"]["write"]
        after[name] = (card["front"]["difficulties"][1]["value"], recon["value"], enter["word"])
    assert after == {
        "Donjon": ("+6", "+8", "+2, ou +4\u00a0s\u2019il\u00a0gêne"),
        "Cour intérieure": ("+2", "+4", "libre, ou +2\u00a0s\u2019il\u00a0gêne"),
        "Porte nord": ("+4", "+6", "+2, ou +4\u00a0s\u2019il\u00a0gêne"),
        "Chemin de ronde": ("+4", "+6", "libre, ou +2\u00a0s\u2019il\u00a0gêne"),
        "Glacis": ("+2", "+4", "libre, ou +2\u00a0s\u2019il\u00a0gêne"),
    }
    # the GM's copy printed double-sided: a back for every zone, « Aucun aspect caché »
    # on those that hide nothing
    gm = _zones(_gm_duplex(siege))
    kinds = {n: c["back"]["kind"] for n, c in gm.items()}
    assert [n for n, k in kinds.items() if k == "revealed"] == ["Cour intérieure", "Glacis"]
    assert set(kinds.values()) == {"revealed", "none"}


def test_a_zone_card_is_the_same_whether_an_enemy_hid_an_aspect_there(tmp_path: Path) -> None:
    """The Garrison's copy shows its own hidden aspect as the GM's back does, and the
    League's Glacis exactly as a Glacis that hides nothing; the whole copy is the same
    without the League's aspect and the secret unit."""
    garrison = _players_duplex(_siege(tmp_path, "Garnison de Corbelin"))
    zones = _zones(garrison)
    court = zones["Cour intérieure"]
    assert court["front"]["hidden"] and court["back"]["aspect"] == "Réserves d'huile bouillante"
    assert court["back"]["by"] == "Posé par\u202f: Garnison de Corbelin"
    assert [d["value"] for d in court["back"]["difficulties"]] == ["libre", "+4"]
    assert zones["Glacis"]["back"]["kind"] == "found"
    league = (LEAGUE_ASPECT, SECRET_UNIT)
    bare = _players_duplex(_siege(tmp_path, "Garnison de Corbelin", league))
    assert _zones(bare)["Glacis"] == zones["Glacis"]
    assert bare == garrison
    # printed on one side, the Garrison's own hidden zone is two cards, the League's one
    one_side = _players(_siege(tmp_path, "Garnison de Corbelin"))
    names = [s["card"]["name"] for sh in one_side["zone_deck"]["sheets"] for s in sh["fronts"]]
    assert names.count("Cour intérieure") == 2 and names.count("Glacis") == 1
    assert one_side == _players(_siege(tmp_path, "Garnison de Corbelin", league))


def test_the_map_says_what_its_dashed_frames_are(tmp_path: Path, siege: Loaded) -> None:
    """The players' copy dashes only its own army's hidden aspects: it says so, or says
    nothing of dashed frames when it has none."""
    assert _players(siege)["map_help"] == (
        "Les zones et leurs liaisons. Chaque cadre reçoit une carte de zone, ses unités "
        "posées dessus."
    )
    garrison = _players(_siege(tmp_path, "Garnison de Corbelin"))
    assert "posé par votre armée" in garrison["map_help"]
    assert [z["hidden"] for z in garrison["map"][0]["zones"]].count(True) == 1
    assert "un cadre en pointillés cache un aspect." in _gm(siege)["map_help"]


# ---------------------------------------------------------------- on paper


def test_the_write_in_boxes_are_pencil_sized(siege: Loaded) -> None:
    """Laid out double-sided: a box for each zone's hidden aspect and its Enter
    difficulty, and one per army to tally the commanders it defeats, each at least 8 mm
    high; no war chest and no « Aucun aspect caché » anywhere in the players' copy."""
    players, _ = for_players(siege)
    composed = compose(
        "fate",
        players.plan,
        players.text,
        print_settings(players, audience="players", duplex="long"),
    )
    assert "Coffre de guerre" not in composed.html
    assert "Aucun aspect caché" not in composed.html
    document = lay_out(composed.html)
    boxes = [b for page in document.pages for b in layout_boxes(page._page_box)]
    write_ins = [b for b in boxes if "write-in" in _classes(b)]
    pencils = [b for b in boxes if "fa-pencil" in _classes(b)]
    assert len(write_ins) == 5 + 2 and len(pencils) == 5
    assert min(b.border_height() * PX_TO_MM for b in write_ins + pencils) >= 8


def _classes(box: Any) -> list[str]:
    element = getattr(box, "element", None)
    kind = type(box).__name__
    if element is None or kind not in ("BlockBox", "InlineBlockBox", "InlineBox"):
        return []
    return (element.get("class") or "").split()
