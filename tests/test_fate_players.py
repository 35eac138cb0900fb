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

import re
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
SECRET_UNIT = (
    "      - name: Porteurs d’huile\n"
    "        quality: moyenne     # 1 point\n"
    "        skills: {tir: 1}\n"
    "        secret: true         # kept off the players' handout (--audience players)\n"
    "        revealed_when:\n"
    '          fr: "quand la carte de la Cour intérieure est retournée : son pion est posé'
    ' dans la Cour intérieure, et elle agit à partir du tour suivant"\n'
    '          en: "when the Inner Court’s card is turned over: its counter goes in the'
    ' Inner Court, and it acts from the next turn on"\n'
)
LEAGUE_ASPECT = (
    "    hidden: {aspect: Tranchée d’approche, by: Ligue du Val, from_chest: true}"
    "   # cover for the League's assault\n"
)


LEAGUE_OTHER = "    hidden: {aspect: Pieux taillés, by: Ligue du Val}\n"
"""The League's face-down card on the Glacis with another aspect, neither hindering nor
paid from the chest: the same card face down, a different secret."""


def _siege(
    tmp_path: Path,
    players: str | None = None,
    drop: tuple[str, ...] = (),
    swap: tuple[tuple[str, str], ...] = (),
) -> Loaded:
    """The example siege, with ``players_army: players``, without the lines ``drop`` and
    with each line ``swap`` names written anew."""
    text = FATE.read_text(encoding="utf-8")
    for line, new in (*((line, "") for line in drop), *swap):
        assert line in text
        text = text.replace(line, new)
    if players is not None:
        text = f"players_army: {players}\n{text}"
    name = f"siege-{len(drop)}-{len(swap)}-{players or 'none'}.yaml"
    return load(write(tmp_path, text, name))


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
    # the same ledger for every army (the proofread: one army had a line the other had
    # not): the chest, what was spent on what, what is left, then what that buys (2
    # points: no Fate point, which costs 3)
    assert [a["chest"] for a in gm["armies"]] == [
        "12 points — unités 7 · 1 point Fate acheté (3) · aspect caché (Cour intérieure)"
        "\u202f: payé du point Fate de Dame Aveline, hors coffre · reste 2.",
        "12 points — unités 8 · 1 point Fate acheté (3), posé en aspect caché (Glacis) · reste 1.",
    ]
    # and how a unit bought in the battle comes into play (the reader: "say how")
    how = (
        " Une unité achetée entre au tour de son armée là où l\u2019armée a une unité, et "
        "agit au tour suivant (pion vierge)."
    )
    # (each line ends on ruling N16's mark: where such a unit enters is our reading)
    assert all(str(a["left"]).endswith("</sup>") for a in gm["armies"])
    unmarked = [re.sub(r"\u2060<sup[^>]*>\d+</sup>", "", str(a["left"])) for a in gm["armies"]]
    assert unmarked == [
        "2, à dépenser en bataille aux prix de construction, perdus après\u202f: deux unités "
        "Moyennes (1) ou une Passable (2), pas un point Fate (3)." + how,
        "1, à dépenser en bataille aux prix de construction, perdus après\u202f: une unité "
        "Moyenne (1), pas un point Fate (3)." + how,
    ]
    # round 14, item 3: the GM's ledger says how each hidden aspect was paid, a line each
    assert [a["own_fate"] for a in gm["armies"]] == ["", ""]
    # (round 19, item 1: both are on their army's chest line, the same form for each)
    assert all("hidden_paid" not in a for a in gm["armies"])
    assert [len(a["left_boxes"]) for a in gm["armies"]] == [2, 1]
    assert [(a["chest"], a["own_fate"]) for a in players["armies"]] == [("", ""), ("", "")]
    # the enemy commanders defeated: the same tally box in both copies
    for row in [*gm["tracker"], *players["tracker"]]:
        assert row["defeated"] == WriteIn("Vaincus", "à compter ici")
    assert [len(r["fate"]) for r in players["tracker"]] == [1, 0]
    assert "Porteurs d’huile" not in [u["name"] for a in players["armies"] for u in a["units"]]


def test_the_players_army_is_reminded_of_its_own_hidden_aspects(tmp_path: Path) -> None:
    """With ``players_army:``, its hidden aspects paid with the player's own Fate point are
    all in its copy (F3): it says how many; of the other army's, nothing."""
    garrison = _players(_siege(tmp_path, "Garnison de Corbelin"))
    assert [a["own_fate"] for a in garrison["armies"]] == ["1.", ""]
    assert [a["chest"] for a in garrison["armies"]] == ["", ""]
    league = _players(_siege(tmp_path, "Ligue du Val"))
    assert [a["own_fate"] for a in league["armies"]] == ["", ""]  # its own is from its chest


# ---------------------------------------------------------------- zone cards


def test_a_face_down_zone_is_face_down_in_every_copy(siege: Loaded) -> None:
    """Issue 39, second pass: the rules lay a hidden aspect's zone card face down in sight
    of all, so the players' copy has it face down too (its name, links and what it costs
    before the reveal, N13), its other face the card once the GM reveals the aspect: a
    box for it, Recon one aspect more (F4), Enter a box with the two values it may take.
    A zone that hides nothing is one face, as in the GM's copy."""
    zones = _zones(_players_duplex(siege))
    assert set(zones) == {z.name for z in siege.plan.zones}
    down = {n for n, c in zones.items() if c["front"]["hidden"]}
    assert down == {"Cour intérieure", "Glacis"}
    for name in down:
        front, back = zones[name]["front"], zones[name]["back"]
        assert front["kind"] == "down" and not front["aspects"] and not front["write"]
        # the side that hid it wrote it on its card and shows it (fresh GM, round 4)
        assert "le camp qui l’a posée la retourne" in front["face_down"]
        assert "MJ" not in front["face_down"]
        assert front["before"].startswith("Avant la révélation\u202f: entrer libre, repérage +2.")
        assert back["kind"] == "found"
        # a player placed it: the side that did writes it in (the fresh GM's round 2)
        assert isinstance(back["aspect"], WriteIn)
        assert back["aspect"].note == "écrit par le camp qui l’a posé"
        enter, recon = back["difficulties"]
        assert isinstance(enter["value"], WriteIn) and recon["value"] == "+4"
        assert enter["word"] == "libre, ou +2\u00a0s\u2019il\u00a0gêne"
    assert {n: c["back"]["kind"] for n, c in zones.items() if n not in down} == dict.fromkeys(
        ("Donjon", "Porte nord", "Chemin de ronde", "Camp de la Ligue"), "none"
    )
    # printed on one side, a face-down zone is two cards, the other to lay in its place
    one_side = _players(siege)
    names = [s["card"]["name"] for sh in one_side["zone_deck"]["sheets"] for s in sh["fronts"]]
    assert names.count("Cour intérieure") == 2 and names.count("Glacis") == 2
    assert names.count("Donjon") == 1
    gm = _zones(_gm_duplex(siege))
    kinds = {n: c["back"]["kind"] for n, c in gm.items()}
    assert [n for n, k in kinds.items() if k == "revealed"] == ["Cour intérieure", "Glacis"]
    assert set(kinds.values()) == {"revealed", "none"}


def test_another_armys_aspect_changes_nothing_in_the_players_copy(tmp_path: Path) -> None:
    """The Garrison's copy shows its own hidden aspect as the GM's back does, and the
    League's Glacis face down with a box for its aspect; the whole copy is the same with
    another aspect there (not hindering, not paid from the chest) and without the secret
    unit."""
    garrison = _players_duplex(_siege(tmp_path, "Garnison de Corbelin"))
    zones = _zones(garrison)
    court = zones["Cour intérieure"]
    assert court["front"]["hidden"] and court["back"]["aspect"] == "Réserves d’huile bouillante"
    assert court["back"]["by"] == "Posé par\u202f: Garnison de Corbelin"
    assert [d["value"] for d in court["back"]["difficulties"]] == ["libre", "+4"]
    assert zones["Glacis"]["front"]["hidden"] and zones["Glacis"]["back"]["kind"] == "found"
    other = _siege(
        tmp_path, "Garnison de Corbelin", (SECRET_UNIT,), ((LEAGUE_ASPECT, LEAGUE_OTHER),)
    )
    assert _players_duplex(other) == garrison
    assert _players(other) == _players(_siege(tmp_path, "Garnison de Corbelin"))
    assert "Tranchée d’approche" not in str(garrison) and "Pieux" not in str(
        _players_duplex(other)
    )


def test_the_map_says_what_its_lines_are(tmp_path: Path, siege: Loaded) -> None:
    """Dashed: a face-down zone, in every copy; dotted: where a zone card goes, each after
    a sample of its frame (the proofread: the words alone named the two frames)."""
    help_ = {
        "lede": "Les zones et leurs liaisons, chaque cadre à la taille de sa carte de zone.",
        "key_list": [
            {
                "kind": "hidden",
                "text": "la carte de la zone est posée face cachée, sur un aspect caché",
            },
            {
                "kind": "spot",
                "text": (
                    "la place de la carte de zone, son titre en haut, ses unités posées dessus"
                ),
            },
        ],
        # each army's mark, as the start lines and the counters show it, in greyscale
        "marks": "Armées\u202f: ■\xa0Garnison de Corbelin, □\xa0Ligue du Val.",
    }
    assert _players(siege)["map_help"] == help_ == _gm(siege)["map_help"]
    hidden = [z["hidden"] for page in _players(siege)["map"] for z in page["zones"]]
    assert hidden.count(True) == 2


# ---------------------------------------------------------------- on paper


def test_the_write_in_boxes_are_pencil_sized(siege: Loaded) -> None:
    """Laid out double-sided: a box for each face-down zone's hidden aspect and its Enter
    difficulty, and one per army to tally the commanders it defeats, each at least 8 mm
    high; no war chest in the players' copy."""
    players, _ = for_players(siege)
    composed = compose(
        "fate",
        players.plan,
        players.text,
        print_settings(players, audience="players", duplex="long"),
    )
    assert "Coffre de guerre" not in composed.html
    document = lay_out(composed.html)
    boxes = [b for page in document.pages for b in layout_boxes(page._page_box)]
    write_ins = [b for b in boxes if "write-in" in _classes(b)]
    pencils = [b for b in boxes if "fa-pencil" in _classes(b)]
    # two per army (the commanders it defeats, its points left), two zones face down
    assert len(write_ins) == 2 * 2 + 2 and len(pencils) == 2
    assert min(b.border_height() * PX_TO_MM for b in write_ins + pencils) >= 8


def _classes(box: Any) -> list[str]:
    element = getattr(box, "element", None)
    kind = type(box).__name__
    if element is None or kind not in ("BlockBox", "InlineBlockBox", "InlineBox"):
        return []
    return (element.get("class") or "").split()


def test_the_gm_copy_says_which_unit_is_secret_and_what_a_low_will_gives(siege: Loaded) -> None:
    """Issue 39, second pass: the secret unit is tagged in a word on the GM's roster and
    card (not by colour); a commander's skills start with Will, the skill their rule turns
    on; Will +1 lifts no unit skill (N1: none is rated below +1), and the card says so."""
    gm = _gm(siege)
    rows = {u["name"]: u["secret"] for a in gm["armies"] for u in a["units"]}
    assert rows["Porteurs d’huile"] == "secrète"
    assert [n for n, tag in rows.items() if tag] == ["Porteurs d’huile"]
    units = [s["card"] for sh in gm["unit_deck"]["sheets"] for s in sh["fronts"]]
    assert [c["name"] for c in units if c["secret"]] == ["Porteurs d’huile"]
    commanders = {
        s["card"]["name"]: s["card"] for sh in gm["commander_deck"]["sheets"] for s in sh["fronts"]
    }
    assert all(c["skills"][0]["will"] for c in commanders.values())
    assert commanders["Sergent Malo"]["bonus"] == (
        "Volonté +1\u202f: aucune compétence à relever."
    )
    assert commanders["Dame Aveline"]["bonus"].startswith("+1 aux compétences")


def test_where_the_secret_unit_enters_changes_nothing_in_the_players_copy(
    tmp_path: Path,
) -> None:
    """Issue 39, sixth pass: the GM's kit now says where and when the secret Porteurs
    enter (the event on page 1, the roster's line, their own card). That is the GM's:
    the players' copy is the same, value for value, whatever the file says of it, and
    names neither the unit nor where it comes in."""
    event = "posez leur pion dans la Cour intérieure, même si une unité de la Ligue s’y trouve"
    when = "son pion est posé dans la Cour intérieure, et elle agit à partir du tour suivant"
    plain = _siege(tmp_path)
    other = _siege(
        tmp_path,
        swap=((event, "posez leur pion sur le Glacis"), (when, "elle surgit au Donjon")),
    )
    gm, players = _gm(plain), _players(plain)
    assert event in str(gm["scenario"]) and when in str(gm["armies"])
    assert _players(other) == players
    assert "Porteurs" not in str(players) and event not in str(players)


def test_the_players_copy_has_the_points_left_announced_whatever_the_secret_costs(
    tmp_path: Path, siege: Loaded
) -> None:
    """Issue 39, ninth pass: the players' aide-mémoire says the points left are spent in
    the battle, yet its copy showed neither them nor a blank counter. Its plan leaves out
    the secret units, so a figure would count their cost (the garrison's 3, not 2):
    every army gets a box the GM announces them in, and as many blank counters as the
    other; the secret unit's cost (a Fair unit, 2, instead of an Average one, 1) changes
    no value of the players' copy."""
    players = _players(siege)
    announced = WriteIn("Reste", "annoncé par le MJ")
    assert [r["left"] for r in players["tracker"]] == [announced, announced]
    # round 18, item 3: the GM's tracker has the same column, the number to announce
    assert [r["left"].note for r in _gm(siege)["tracker"]] == [
        "2 à annoncer par le MJ",
        "1 à annoncer par le MJ",
    ]
    blanks = [u["army"] for u in players["tokens"]["units"] if not u["name"]]
    assert len(blanks) == 4 and len(set(blanks)) == 2
    dearer = _siege(
        tmp_path,
        swap=(
            (
                "quality: moyenne     # 1 point\n        skills: {tir: 1}\n",
                "quality: passable    # 2 points\n"
                "        skills: {tir: 2, observation: 1, volonte: 1}\n",
            ),
        ),
    )
    assert _players(dearer) == players


# ---------------------------------------------------------------- round 22


CHEST_ASPECT = "hidden: {aspect: Tranchée d’approche, by: Ligue du Val, from_chest: true}"
OWN_ASPECT = "hidden: {aspect: Tranchée d’approche, by: Ligue du Val}"


def _fate_line(values: dict[str, Any], army: int) -> str:
    line: str = next(x for x in values["sides"][army]["lines"] if "Fate" in x)
    return line


def test_the_players_copy_says_its_fate_points_are_those_it_sees(tmp_path: Path) -> None:
    """Round 22, item 1: the League's Fate point set from its chest as the Glacis's hidden
    aspect is a secret. The players' copy labels its figure as what the players see,
    the same bytes whether the chest paid the aspect or the player did; the GM's copy
    says that figure beside its own, so that the GM reading it aloud contradicts nothing."""
    chest, own = _siege(tmp_path), _siege(tmp_path, swap=((CHEST_ASPECT, OWN_ASPECT),))
    assert _fate_line(_players(chest), 1) == "Points Fate achetés visibles\u202f: 0"
    assert _fate_line(_players(chest), 0) == "Points Fate achetés visibles\u202f: 1"
    assert _fate_line(_gm(chest), 1) == (
        "Points Fate achetés\u202f: 1 (visibles\u202f: 0, 1 en aspect caché)"
    )
    assert _fate_line(_gm(own), 1) == "Points Fate achetés\u202f: 0"
    assert _gm(own) != _gm(chest)
    assert _players(own) == _players(chest)
    assert _players_duplex(own) == _players_duplex(chest)
    english = load(FATE, lang="en")
    assert _fate_line(copy_values(english, "players"), 1) == "Fate points bought (visible): 0"
    assert _fate_line(copy_values(english, "gm"), 1) == (
        "Fate points bought: 1 (visible: 0, 1 as a hidden aspect)"
    )


def test_a_blank_card_standing_for_two_units_says_what_its_mark_means(siege: Loaded) -> None:
    """Round 22, item 2: the players' blank unit card, one for each army's two blank
    counters, is titled "×2"; the counters' page says what that means. A copy with a
    card for each unit says nothing of it."""
    for loaded, said in (
        (siege, "marquée ×2 sert pour 2 unités achetées"),
        (load(FATE, lang="en"), "marked ×2 serves for 2 units bought"),
    ):
        tokens = copy_values(loaded, "players")["tokens"]
        assert [b["title"].endswith("\u00a0×2") for b in tokens["bought"]] == [True, True]
        assert said in tokens["help"]
    gm = _gm(siege)["tokens"]
    assert all("×" not in b["title"] for b in gm["bought"])
    assert "×" not in gm["help"]


def test_the_field_at_a_glance_gives_the_zone_count_and_the_rules_suggestion(
    tmp_path: Path, siege: Loaded
) -> None:
    """Round 22, item 3: the first page, where the table sees its zones laid out, says
    after the sketch's heading how many the file defines and what the rules suggest for
    the people at the table; with no head count in the file, for the least table (the
    GM, a player an army)."""
    for values in (_gm(siege), _players(siege)):
        assert values["sketch"]["zones"] == (
            "6 zones\u202f; la règle en suggère 4 pour 3 personnes, MJ compris"
        )
    english = copy_values(load(FATE, lang="en"), "gm")
    assert english["sketch"]["zones"] == "6 zones; the rules suggest 4 for 3 people, GM included"
    headless = _siege(tmp_path, drop=("players: 3",))
    assert _gm(headless)["sketch"]["zones"] == (
        "6 zones\u202f; la règle en suggère 4 pour un MJ et un joueur par armée"
    )


def test_who_beats_whom_says_secret_in_words_before_its_colon(siege: Loaded) -> None:
    """Round 22, item 4: in the plain lines of "Who beats whom" a secret unit's name came
    before its colon with its boxed tag, whose padding read as a space ("Oil Bearers
    secret :"); there the word is in brackets, as "(led)" is; the tables keep the box.
    No English text of the kit's catalogue sets a space before a colon."""
    for loaded, plain in (
        (siege, "<strong>Milice du bourg, Porteurs d’huile (secrète)</strong>\u202f: perd"),
        (load(FATE, lang="en"), "<strong>Town Militia, Oil Bearers (secret)</strong>: loses"),
    ):
        (table,) = copy_values(loaded, "gm")["engagements"]["beats"]
        rows = [str(r["plain"]) for r in table["rows"]]
        assert any(r.startswith(plain) for r in rows), rows
        assert "fa-tag" not in " ".join(rows).split("</strong>")[0]
        assert any('<span class="fa-tag">' in str(r["name"]) for r in table["rows"])
    english = load(FATE, lang="en")
    keys = sorted(english.text.keys())  # the catalogue's, common and Fate
    spaced = [k for k in keys if re.search(r"\s:", english.text.raw(k))]
    assert spaced == []
