"""Promiterra on the print layer: card sizes, the players' handout, the layout check.

Each PDF renders once per module (a page costs ~0.3 s); the deck checks read the
presenter's values and render nothing.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from kitgen import render
from kitgen.build import build_kit, compose_copy, print_settings
from kitgen.cards import Kit
from kitgen.pipeline import load
from kitgen.printing import PLAYERS
from kitgen.systems.promiterra import presenter as promiterra
from tests.conftest import ROOT, audience_texts, before_glossary, replace_once, write

EXAMPLE = ROOT / "armies" / "gue-aux-saules.yaml"

SECRET_TROOP = "Sapeurs de la Saule"
SECRET_NOTE = "Ils minent la tour depuis la berge nord."
BATTLE_NOTE = "Les Crocs-Gris doivent franchir la Saule"
ARMY_NOTE = "Gorruk garde une réserve cachée."
TROOP_NOTE = "Snikk ment sur ses effectifs."
SECRET = f"""
      - name: {SECRET_TROOP}
        secret: true
        type: melee
        units: 20
        movement: 2
        attack: 2
        defense: 1
        loyalty: 5
        value: 1
        at: K6
        notes: {SECRET_NOTE}
        leader: {{name: Grik le Taupier}}
"""


def _with_secrets(tmp_path: Path) -> Path:
    """The example with a secret troop and a note on an army and a troop."""
    text = EXAMPLE.read_text(encoding="utf-8")
    # the battle's notes, for the GM only (the example keeps its first page for the sides)
    text = text.replace("language: fr\n", f"language: fr\nnotes: {BATTLE_NOTE} au gué.\n")
    # the example's own note on the horde (its GM's plan) gives way to the test's
    text = re.sub(r"(?m)^    notes: .*\n", "", text)
    text = text.replace(
        "    leader: Meute du chef\n",
        f"    leader: Meute du chef\n    notes: {ARMY_NOTE}\n",
    )
    ailing = "        ailing: {fr: " + '"dysenterie (eau de la Saule)", '
    ailing += 'en: "dysentery (water of the Willow)"}\n'
    text = text.replace(ailing, ailing + f"        notes: {TROOP_NOTE}\n")
    assert BATTLE_NOTE in text and ARMY_NOTE in text and TROOP_NOTE in text
    return write(tmp_path, before_glossary(text, SECRET))


@pytest.fixture(scope="module")
def audiences(tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    """The PDF text of the game master's copy and of the players' handout."""
    return audience_texts(_with_secrets(tmp_path_factory.mktemp("secret")))


def _values(path: Path = EXAMPLE, lang: str | None = None, **print_args: str) -> dict[str, Any]:
    loaded = load(path, lang=lang)
    chosen = print_settings(loaded, **print_args)
    return promiterra.context(loaded.plan, loaded.text, Kit(chosen, loaded.text))


def _sheets(values: dict[str, Any]) -> list[dict[str, Any]]:
    return [f["card"] for sheet in values["troop_deck"]["sheets"] for f in sheet["fronts"]]


@pytest.mark.parametrize(("paper", "lang"), [("a4", "fr"), ("letter", "en")])
def test_example_decks_fill_their_sheets(paper: str, lang: str) -> None:
    """Poker cell cards nine to a sheet (3 × 3); troop sheets by default half a page
    each, two to a sheet, one above the other, on A4 as on Letter."""
    loaded = load(EXAMPLE, lang=lang)
    chosen = print_settings(loaded, paper=paper)
    assert chosen.sizes == {"cell_card": "poker", "troop_sheet": "page"}
    values = promiterra.context(loaded.plan, loaded.text, Kit(chosen, loaded.text))
    cells, troops = values["cell_deck"], values["troop_deck"]
    assert (cells["size"], cells["per_sheet"], len(cells["sheets"])) == ("poker", 9, 2)
    assert (troops["size"], troops["page"], troops["per_sheet"]) == ("page", False, 2)
    # the Pillards' 120 boxes take a page of their own (an outlier: see
    # test_troop_sheets_are_one_family); each army's sheets start on a page of their own,
    # the barony's fifth sheet beside a sheet to fill in, for a troop the war makes;
    # seventh pass: the sheets keep their numbers' order, the Meute's half beside a sheet
    # to fill in rather than waiting for the Frondeurs' past the Pillards' page
    pages = [[f["card"]["name"] for f in s["fronts"]] for s in troops["sheets"]]
    pillards = {"fr": "Pillards", "en": "Raiders"}[lang]  # the file's names: glossary
    # round 13b: the Meute keeps its half (its foot band fits under its track), a sheet
    # to fill in beside it (round 9 had given it a page of its own)
    assert [len(p) for p in pages] == [2, 2, 2, 2, 1, 2, 2] and pages[4] == [pillards]
    new_troop = {"fr": "Nouvelle troupe", "en": "New troop"}[lang]
    named = {  # the file's names: glossary gives the English kit its names
        "fr": ("Gardiens de pierre", "Meute du chef", "Frondeurs", "Chevaucheurs de loups"),
        "en": ("Stone Guardians", "Chief's Pack", "Slingers", "Wolf Riders"),
    }[lang]
    troll = {"fr": "Troll des cavernes", "en": "Cave Troll"}[lang]
    assert pages[2] == [named[0], new_troop]
    # round 15: three sheets to fill in were more than a war makes: the Meute's half
    # waits beside its army's war notes, ruled; one sheet to fill in an army
    notes = {"fr": "Notes de guerre · Horde des Crocs-Gris", "en": "War notes · Greyfang Horde"}
    assert pages[3] == [named[1], notes[lang]]
    assert "hole" in troops["sheets"][3]["fronts"][1]["card"]
    assert [n for p in pages for n in p].count(new_troop) == 2
    assert pages[5] == [named[2], named[3]]
    assert pages[-1] == [troll, new_troop]
    layouts = [c["look"]["layout"] for c in _sheets(values)]
    assert layouts == ["half"] * 8 + ["whole"] + ["half"] * 4
    assert (
        troops["sheets"][0]["fronts"][0]["card"]["back_label"]
        == {"fr": "Baronnie de Valmont", "en": "Barony of Valmont"}[lang]
    )
    # the two halves fill the sheet less its 6 mm side margins and the 7.5 mm bands at
    # its top and foot (the foot's holds the battle's name and the folio), and the cut
    # runs between them
    height = {"a4": 297.0, "letter": 279.4}[paper]
    first, second = troops["sheets"][0]["fronts"]
    half = (height - 15) / 2
    assert "left: 6.00mm; top: 7.50mm" in first["style"]
    assert f"height: {half:.2f}mm" in first["style"]
    assert f"top: {7.5 + half:.2f}mm" in second["style"]
    assert any(f"top: {7.5 + half:.2f}mm" in m["style"] for m in troops["sheets"][0]["marks"])


def _sizes(look: dict[str, Any]) -> dict[str, str]:
    return dict(part.split(": ") for part in look["style"].split("; "))


@pytest.mark.parametrize(
    ("paper", "lang", "body", "box"), [("a4", "fr", 9.0, "6mm"), ("letter", "en", 8.0, "6mm")]
)
def test_troop_sheets_are_one_family(paper: str, lang: str, body: float, box: str) -> None:
    """Issue 39: the sheets of a kit are set once, so that each role has one size and
    labels, values and boxes sit at the same places on every sheet. The Pillards' 120
    boxes fit half a page only in 6 mm boxes: set with the others, they shrank every
    sheet's boxes to 6 mm and its type to 8.5 pt (8 pt on Letter). An outlier takes a
    page of its own instead, set as the others, and the family keeps 8 mm boxes and
    its larger type; nothing under 7.5 pt. (Round 41: every row of a track names its
    dice and the test over its own box, two tags one over the other where they meet;
    the Meute's track takes two strips more, and Letter's shorter half sets it a step
    smaller.) Sixth pass: siblings alike, every half sheet keeps the ruled lines under its
    track (the Garde's, the Lanciers' and the Meute's had none): on A4 the family takes
    6 mm boxes at 9.5 pt (the smaller boxes leave room for larger type); Letter's wider
    half keeps 8 mm boxes, at 8 pt. Seventh pass: the Chevaliers' orders had no line to
    write on; two lines at least under the rules set the A4 family at 9 pt. Eighth pass:
    the sheet on a page of its own (the Pillards) keeps the family's type, but takes the
    largest pencil boxes its page holds, rather than leave 41 % of it blank. Round 6 of
    the helpers: a dice band no longer starts squeezed at a row's end, and Letter's
    family fits a step larger, at 9 pt in 6 mm boxes (as on A4: the type first). Round
    13b: every half sheet keeps its foot band under its track; Letter's family takes 8 pt
    for it (the Lanciers' and the Meute's halves, rather than pages of their own)."""
    looks = [c["look"] for c in _sheets(_values(lang=lang, paper=paper))]
    halves = [look for look in looks if look["layout"] == "half"]
    type_sizes = ("--body", "--small", "--heading", "--value", "--title")
    shared = (*type_sizes, "--pt-box", "--play-w")
    assert len({tuple(_sizes(look)[k] for k in type_sizes) for look in looks}) == 1
    assert len({tuple(_sizes(look)[k] for k in shared) for look in halves}) == 1
    sizes = _sizes(halves[0])
    assert min(float(sizes[k].removesuffix("pt")) for k in ("--body", "--small")) >= 7.5
    assert sizes["--body"] == f"{body}pt"
    assert sizes["--pt-box"] == box and all(look["roomy"] == (box == "8mm") for look in halves)
    assert all(_sizes(look)["--pt-box"] == "8mm" for look in looks if look["layout"] == "whole")
    assert all(look["orders"] for look in looks if look["layout"] == "half")


def test_an_outlier_takes_a_page_only_when_most_sheets_are_roomier() -> None:
    """The sheets whose best half has smaller boxes than most sheets' are the outliers:
    the Pillards alone in the example. A war whose sheets mostly need the smaller boxes
    keeps them all on halves: no sheet is an outlier then."""
    from kitgen.systems.promiterra.sheetfit import HALF, outliers

    # the troops' sheets: the blank ones are filled afterwards to their half's room
    # (``halfpages._blank``), never weighed as outliers
    cards = [c for c in _sheets(_values()) if c["track"]["groups"]]
    size = (192.16, 135.16)
    assert [c["name"] for c in cards if id(c) in outliers(cards, size, HALF)] == ["Pillards"]
    pillards = next(c for c in cards if c["name"] == "Pillards")
    crowd = [pillards, *(dict(pillards) for _ in range(3)), cards[0]]
    assert outliers(crowd, size, HALF) == set()


def test_the_ruled_space_is_whole_lines_from_the_foot() -> None:
    """Issue 39: the stripes to write on ran under the text from the line about the
    troop, so a label fell on a stripe on one sheet and between two on the next. The
    space to write in is now whole lines counted up from the sheet's foot, under what
    the text leaves: its label sits on its first line on every sheet, and the last
    line of every sheet is at the same height. A sheet with less to read gets more
    lines; the turn's orders get two lines at least, or none (the Lanciers' track leaves
    one: no label over a single line). Seventh pass: the Chevaliers' orders had no line
    under their label and siblings gave 1 line or 6: every half sheet has the same lines
    under each part, as many as the fullest leaves, two at least."""
    looks = {c["name"]: _sizes(c["look"]) for c in _sheets(_values())}

    def lines(name: str, part: str) -> float:
        return float(looks[name][f"--pt-{part}-h"].removesuffix("mm")) / 7.0

    assert all(lines(name, part).is_integer() for name in looks for part in ("play", "read"))
    halves = [c["name"] for c in _sheets(_values()) if c["look"]["layout"] == "half"]
    halves = [name for name in halves if name != "Nouvelle troupe"]
    for part in ("play", "read"):
        assert len({lines(name, part) for name in halves}) == 1, part
    assert lines("Chevaliers du Gué", "read") >= 2 and lines("Garde du baron", "play") >= 2
    assert lines("Pillards", "play") > 2  # a whole page: its own lines
    css = (ROOT / "templates" / "promiterra" / "kit.css").read_text(encoding="utf-8")
    assert "pt-write { position: absolute; bottom: 2.5mm;" in css


def test_more_to_read_never_sets_a_sheet_in_larger_type() -> None:
    """The line budget: the same sheet with notes to print gets the same step or a
    smaller one, never a larger one."""
    from kitgen.systems.promiterra.budget import STEPS
    from kitgen.systems.promiterra.sheetfit import HALF, look

    card = _sheets(_values())[0]
    size = (192.15, 136.65)

    def step(notes: str) -> int:
        found = look({**card, "notes": notes}, size, HALF)
        assert found is not None
        return STEPS.index(found.step)

    steps = [step("Une ligne de notes. " * n) for n in (0, 5, 10, 20)]
    assert steps == sorted(steps) and steps[0] < steps[-1]


def test_a_troop_too_large_for_half_a_page_takes_a_whole_page(tmp_path: Path) -> None:
    """A 300-unit troop (300 boxes) does not fit half a page: it gets a page of its own,
    the halves before and after it still pair up, and the last page's free half holds a
    sheet to fill in (the same boxes, empty: a troop's track, its stats, what makes any
    troop test), set as the others."""
    text = EXAMPLE.read_text(encoding="utf-8").replace(
        "        units: 120\n", "        units: 300\n"
    )
    values = _values(write(tmp_path, text))
    pages = [[c["card"]["name"] for c in s["fronts"]] for s in values["troop_deck"]["sheets"]]
    assert ["Pillards"] in pages
    # the halves pair up in order (round 13b: the Meute on its half, its foot band under
    # its track, a sheet to fill in beside it)
    assert [len(p) for p in pages if p != ["Pillards"]] == [2, 2, 2, 2, 2, 2]
    sheets = _sheets(values)
    pillards = next(c for c in sheets if c["name"] == "Pillards")
    assert pillards["look"]["layout"] == "whole"
    # the free half is the barony's last page's (each army's sheets start a page)
    blank = next(c for c in sheets if c["blank"])
    assert blank["blank"] and blank["name"] == "Nouvelle troupe"
    assert [st["value"] for st in blank["stats"]] == [""] * 6
    # round 2 of the fresh GM's review: a box per attack suffered, each to write the
    # units left in (a merged troop's hundreds fit), as many as its half page holds
    assert len(blank["track"]["boxes"]) >= 20 and len(blank["triggers"]) == 5
    for key in ("--body", "--small", "--pt-box", "--play-w"):
        assert _sizes(blank["look"])[key] == _sizes(sheets[0]["look"])[key], key


def test_blank_sheets_fill_the_last_cards_of_a_deck(tmp_path: Path) -> None:
    """On cards (A6: two to a sheet; nine troops), the last sheet's empty place holds a
    sheet to fill in, as the cell cards' last sheet holds blank cells."""
    text = EXAMPLE.read_text(encoding="utf-8")
    text = text[: text.index("      - name: Troll des cavernes")]
    text += "print:\n  cards:\n    troop_sheet: a6\n"
    sheets = _sheets(_values(write(tmp_path, text)))
    assert [c["blank"] for c in sheets] == [False] * 9 + [True]
    assert sheets[-1]["look"]["layout"] == "card"


@pytest.mark.parametrize("flip", ["long", "short"])
def test_duplex_backs_are_squared_notes_behind_their_fronts(flip: str) -> None:
    """In duplex each half's back is its troop's notes, squared, on the page after its
    front: behind it for a long-edge flip, the halves swapped for a short-edge flip."""
    values = _values(duplex=flip)
    sheet = values["troop_deck"]["sheets"][0]
    assert sheet["with_backs"] and all("back" in f["card"] for f in sheet["fronts"])
    fronts = [f["style"] for f in sheet["fronts"]]
    backs = [b["style"] for b in sheet["backs"]]
    assert backs == (fronts if flip == "long" else fronts[::-1])


@pytest.mark.parametrize(("paper", "lang"), [("a4", "fr"), ("letter", "en")])
def test_example_cards_fit(paper: str, lang: str) -> None:
    loaded = load(EXAMPLE, lang=lang)  # the kit `kitgen build` prints, its players' marks in
    composed, _ = compose_copy(loaded, print_settings(loaded, paper=paper))
    assert render.render_pdf(composed.html).overflows == ()


def test_players_handout_leaves_secret_troops_and_notes_out(audiences: dict[str, str]) -> None:
    gm, players = audiences["gm"], audiences[PLAYERS]
    for text in (SECRET_TROOP, SECRET_NOTE, BATTLE_NOTE, ARMY_NOTE, TROOP_NOTE):
        assert text in gm.replace("\n", " "), text
        assert text not in players.replace("\n", " "), text
    # the other troops are renumbered: eleven sheets for the GM; the players' copy
    # prints their army's five alone (round 13: the Horde's sheets are the GM's)
    gm, players = gm.replace("\xa0", " "), players.replace("\xa0", " ")
    assert "Fiche 11" in gm and "Fiche 10" in gm
    assert "Fiche 5" in players and "Fiche 6" not in players and "Fiche 11" not in players


def test_players_handout_has_no_odds(audiences: dict[str, str]) -> None:
    gm, players = audiences["gm"], audiences[PLAYERS]
    # the scenario's events the players do not know, marked "MJ seul" on the GM's copy
    for heading in ("Pertes infligées attendues", "Tests de loyauté", "MJ seul"):
        assert heading in gm, heading
        assert heading not in players, heading
    # round 16: a loyalty test's chance comes from the rules alone; the players, who
    # command these troops, read it on their sheets too (the odds pages stay the GM's)
    assert "tient 72,2\u202f% (13/18)" in gm and "tient 72,2\u202f% (13/18)" in players
    assert "Touches attendues" in gm and "Touches attendues" not in players
    flat_gm, flat_players = gm.replace("\n", " "), players.replace("\n", " ")
    # round 8: the players' own troop's mastery shows on their copy too
    # round 11: the bonus said the scenario's
    mastery = "3 + 1 (maîtrise Chevalier, permanente ; bonus du scénario)"
    for flat in (flat_gm, flat_players):
        assert mastery in flat.replace("\u202f", " ")
    # what players need to play stays
    assert "2d6 ≤\u00a08\u202f: tient" in players
    said = "8\u202f×\u202f5 lancez 8d6, chaque réussite compte 5\u00a0touches"
    assert said in flat_players


def test_a_name_too_long_for_its_card_is_a_warning_at_its_line(tmp_path: Path) -> None:
    """The longest troop name the schema allows, with few spaces, runs out of the title."""
    from kitgen.json_schema import starter_text
    from kitgen.systems import systems

    long_name = "Wwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwww Mmmmmmmmmmmmmmmmmmmm"
    assert len(long_name) == 60
    # the French starter, a kit a third of the war's: the warning is one sheet's
    starter = starter_text(systems()["promiterra"], "fr")
    text = replace_once(starter, "- name: Archers de la palissade", f"- name: {long_name}")
    # half a page sets a long title smaller; an A5 sheet is too narrow even so
    text += "print:\n  cards:\n    troop_sheet: a5\n"
    path = write(tmp_path, text)
    loaded = load(path)
    built = build_kit(loaded, print_settings(loaded))
    line = next(n for n, row in enumerate(text.splitlines(), 1) if f"name: {long_name}" in row)
    assert [(p.mark.line if p.mark else None) for p in built.warnings] == [line]
    (problem,) = built.warnings
    assert problem.message.startswith(f"la fiche de troupe de «\u202f{long_name}\u202f»")
    assert problem.message.endswith("(print: cards: troop_sheet: page)")


def test_garde_track_counts_down_box_by_box() -> None:
    """The Garde's track, box by box from 40 down to 1, grouped by dice-cutting row, the
    loyalty test from 13 units (under a third of 40)."""
    garde = _sheets(_values())[0]
    assert garde["name"] == "Garde du baron" and garde["number"] == "Fiche\u00a01"
    groups = garde["track"]["groups"]
    # sixth pass: a track's tags set tight, so that a group of one box keeps its tag over
    # itself, beside the next group's rather than under it
    assert [g["dice"] for g in groups][:2] == ["8×5", "7×5"]
    boxes = [b for g in groups for b in g["boxes"]]
    assert [int(b["n"]) for b in boxes] == list(range(40, 0, -1))
    assert [b["n"] for b in boxes if b["first_test"]] == ["13"]
