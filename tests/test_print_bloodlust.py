"""Bloodlust on the print layer (issue 8): unit sheets and character cards as decks, the
players' handout, and the layout check.

Each PDF renders once per module, the big ones two at a time in worker processes (a
page costs ~0.3 s and the example has twenty).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any, get_type_hints

import pytest

from kitgen.build import build_kit, print_settings
from kitgen.cards import Kit
from kitgen.pipeline import Loaded, for_players, load
from kitgen.printing import PLAYERS
from kitgen.render import Rendered, compose, render_pdf
from kitgen.systems.bloodlust import presenter
from tests.conftest import ROOT, pdf_text, write

EXAMPLE = ROOT / "armies" / "gue-de-varenne.yaml"

SECRET_NOTE = "Embuscade prévue derrière le moulin"
HIDDEN_NOTE = "Tapis dans le bois des Loges"
# the example, with the black orcs kept secret and notes on them and on the wolf riders
# (already face down), whose names the players' copy must not print
DERIVED = (
    EXAMPLE.read_text(encoding="utf-8")
    .replace(
        "        hates: humains\n",
        f"        hates: humains\n        secret: true\n        notes: {SECRET_NOTE}\n",
    )
    .replace(
        "        mount: giant_wolf\n        face_down: true\n",
        f"        mount: giant_wolf\n        face_down: true\n        notes: {HIDDEN_NOTE}\n",
    )
)
KEPT_OFF = (
    "Orques noirs",  # secret: true
    SECRET_NOTE,
    "Chevaucheurs de loups",  # face_down: true
    HIDDEN_NOTE,
    "Archers du Val",  # face_down: true
    "Maître Orvin",  # fights in the face-down archers
    "franchir la Varenne",  # the battle's notes
)


def _settings(loaded: Loaded, paper: str, audience: str = "gm") -> Any:
    return print_settings(loaded, paper=paper, audience=audience)


def _as_laid_out(loaded: Loaded, audience: str) -> Loaded:
    """``loaded`` as ``audience``'s copy is computed (``build_kit``): the players' from
    the battle without what the players may not know (``kitgen.secrets``)."""
    return loaded if audience == "gm" else for_players(loaded)[0]


def _context(loaded: Loaded, paper: str, audience: str = "gm") -> dict[str, Any]:
    kit = Kit(_settings(loaded, paper, audience), loaded.text)
    shown = _as_laid_out(loaded, audience)
    return presenter.context(shown.plan, shown.text, kit)


def _html(loaded: Loaded, audience: str = PLAYERS) -> str:
    shown = _as_laid_out(loaded, audience)
    settings = _settings(loaded, "a4", audience)
    return compose("bloodlust", shown.plan, shown.text, settings).html


def _sheet(context: dict[str, Any], name: str) -> dict[str, Any]:
    return next(s for s in context["sheet_deck"]["items"] if s["name"] == name)


def _numbers(context: dict[str, Any]) -> dict[str, int]:
    """Each sheet's unit -> its number, in the deck's order."""
    return {s["name"]: int(s["number"].rpartition(" ")[2]) for s in context["sheet_deck"]["items"]}


@pytest.fixture(scope="module")
def derived(tmp_path_factory: pytest.TempPathFactory) -> Loaded:
    folder = tmp_path_factory.mktemp("derived")
    return load(write(folder, DERIVED))


@pytest.fixture(scope="module")
def rendered(derived: Loaded) -> dict[str, Rendered]:
    """The derived battle's GM and players' copies (A4), rendered once, side by side.

    The GM's copy is the example with two notes more, on unit sheets: its cards are the
    example's, so it stands for the example in the layout check."""
    html = [_html(derived, audience) for audience in ("gm", PLAYERS)]
    with ProcessPoolExecutor(max_workers=2) as pool:
        gm, players = pool.map(render_pdf, html)
    return {"gm": gm, "players": players}


@pytest.fixture(scope="module")
def texts(rendered: dict[str, Rendered]) -> dict[str, str]:
    """Each copy's text on one line, read once (pypdf takes seconds over the tables)."""
    return {k: " ".join(pdf_text(r.pdf)).replace("\n", " ") for k, r in rendered.items()}


# --- (a) decks -------------------------------------------------------------------------


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_the_examples_decks(paper: str, lang: str) -> None:
    """Tarot character cards, four to a sheet on both papers (2 × 2, upright); a unit
    sheet is a page of its own, with no back: a face-down unit is a token on the table
    (its army and a question mark for the players, its sheet number and name for the GM),
    on a page of tokens."""
    loaded = load(EXAMPLE, lang=lang)
    context = _context(loaded, paper)
    cards = context["character_deck"]
    assert (cards["size"], cards["per_sheet"], cards["count"]) == ("tarot", 4, 3)
    assert len(cards["sheets"]) == 1
    sheets = context["sheet_deck"]
    assert sheets["page"] and sheets["size"] == "page"
    # the sheets the players' copy has first, in file order, then the face-down ones
    units = [u.unit for a in loaded.plan.armies for u in a.units]
    assert [s["name"] for s in sheets["items"]] == [u.name for u in units if not u.face_down] + [
        u.name for u in units if u.face_down
    ]
    assert not any("back" in s for s in sheets["items"])
    (page,) = context["face_down"]["pages"]
    tokens = [k for row in page["rows"] for k in row]
    assert [(k["name"], k["army"], k["side"]) for k in tokens] == [
        ("Archers du Val", "Baronnie de Rocheclaire", 0),
        ("Chevaucheurs de loups", "Horde de Grishak", 1),
    ]
    sheet = "Fiche" if lang == "fr" else "Sheet"
    assert [k["number"] for k in tokens] == [f"{sheet} 9", f"{sheet} 10"]
    # above them, the hidden deployment's log: a row per token, and blank rows to fill
    assert page["log"] == [
        (f"{sheet} 9", "Archers du Val"),
        (f"{sheet} 10", "Chevaucheurs de loups"),
    ]
    assert page["spare"] > 5
    for card in [*sheets["items"], *(f["card"] for f in cards["sheets"][0]["fronts"])]:
        assert card["back_label"] in {a.name for a in loaded.plan.armies}


def test_the_players_decks_leave_out_hidden_units(derived: Loaded) -> None:
    context = _context(derived, "letter", PLAYERS)
    names = [s["name"] for s in context["sheet_deck"]["items"]]
    assert names == [
        "Chevaliers de l'Ordre",
        "Piquiers de Varenne",
        "Batterie de catapultes",
        "Milice du bourg",
        "Gobelins de la Combe",
        "Troll de la Combe",
        "Arbalétriers renégats",
    ]
    assert not any("back" in s for s in context["sheet_deck"]["items"])
    assert context["face_down"]["pages"] == []  # the tokens are the GM's
    cards = context["character_deck"]
    assert [f["card"]["name"] for f in cards["sheets"][0]["fronts"]] == [
        "Sire Aymeric",
        "Ugluk le Chaman",
    ]
    assert context["matchups"] == [] and context["warnings"] == []


def test_the_example_renders_with_no_overflow(rendered: dict[str, Rendered]) -> None:
    assert rendered["gm"].overflows == ()
    assert rendered["players"].overflows == ()


# --- (b) and (d) the players' handout -----------------------------------------------------


def test_the_players_copy_prints_no_secret_or_hidden_unit(texts: dict[str, str]) -> None:
    gm, players = texts["gm"], texts["players"]
    for name in KEPT_OFF:
        assert name in gm, name
        assert name not in players, name
    assert "Sire Aymeric" in players and "Gobelins de la Combe" in players


@pytest.mark.parametrize(
    "heading",
    [
        "Affrontements",  # the matchup pages
        "D’où viennent les valeurs",  # the breakdowns
        "Jet de moral (d100)",  # the morale odds on each sheet
        "Chance de n’avoir aucune blessure",  # the wound odds on a character card
        "Avertissements",  # the warnings
        "agit en premier",  # the initiative odds
    ],
)
def test_odds_and_breakdowns_are_on_the_gm_copy_only(texts: dict[str, str], heading: str) -> None:
    assert heading.casefold() in texts["gm"].casefold()
    assert heading.casefold() not in texts["players"].casefold()


# --- (c) the layout check ---------------------------------------------------------------

LONG_NAME = "Sire " + "Aldebrandt" * 5 + "Vonda"
LONG = f"""\
system: bloodlust
name: Longueurs
armies:
  - name: Bleus
    units:
      - name: Lanciers
        eff: 20
        pui: 1
        characters:
          - name: {LONG_NAME}
            pui: 2
  - name: Rouges
    units:
      - {{name: Piquiers, eff: 20, pui: 1}}
"""


def test_a_name_too_long_for_its_card_is_a_warning_at_its_line(tmp_path: Path) -> None:
    from kitgen.systems.bloodlust.model import Character

    (meta,) = get_type_hints(Character, include_extras=True)["name"].__metadata__
    assert len(LONG_NAME) == meta.max_length  # the longest name the schema allows
    loaded = load(write(tmp_path, LONG), lang="fr")
    settings = dataclasses.replace(print_settings(loaded), paper="a4")
    warnings = build_kit(loaded, settings).warnings
    assert len(warnings) == 1, warnings
    (problem,) = warnings
    assert (
        problem.mark is not None
        and problem.mark.line == LONG.splitlines().index(f"          - name: {LONG_NAME}") + 1
    )
    assert LONG_NAME in problem.message and "carte de personnage" in problem.message


# --- (e) a sheet's rows as tall as its page allows ----------------------------------------


@pytest.mark.parametrize("copy", ["gm", "players"])
def test_each_sheet_is_one_page_with_its_rows_as_tall_as_it_has_room(
    derived: Loaded, rendered: dict[str, Rendered], copy: str
) -> None:
    """The line budget (``sheet_fit``) gives a sheet taller casualty rows when its page
    has room, never so tall that the sheet runs onto a second page."""
    from tests.conftest import pdf_text

    pages = pdf_text(rendered[copy].pdf)
    sheets = _context(derived, "a4", copy)["sheet_deck"]["items"]
    for sheet in sheets:
        number = f"{sheet['number']}\n"
        assert sum(number in page for page in pages) == 1, sheet["name"]
    steps = [s["row_step"] for s in sheets]
    assert all(step in range(5) for step in steps)
    if copy == "players":  # no breakdowns, no morale odds: room for taller rows
        gm = {s["name"]: s["row_step"] for s in _context(derived, "a4")["sheet_deck"]["items"]}
        assert all(s["row_step"] >= gm[s["name"]] for s in sheets)
        assert sum(steps) > sum(gm[s["name"]] for s in sheets)


def test_a_crowded_sheet_keeps_the_least_row_height() -> None:
    from kitgen.systems.bloodlust.sheet_fit import ROW_STEPS, row_step, table_height

    loaded = load(EXAMPLE)
    sheet = _sheet(_context(loaded, "letter"), "Archers du Val")  # with spells
    crowded = {**sheet, "notes": "Une très longue note. " * 40, "spells": sheet["spells"] * 4}
    assert row_step(crowded, 279.4) == 0
    assert table_height(sheet, ROW_STEPS[-1]) > table_height(sheet, ROW_STEPS[0])


def test_the_morale_odds_are_drawn_as_bars_cut_at_their_chances() -> None:
    """Issue 21 item 8: each morale check's chances as a bar of three tones beside the
    numbers (rout darkest), cut where the chances say: the archers hold on 50 % after
    losses, so their bar is dark to 10 %, mid-tone to 50 % and white to the end. The
    tones are written out: a gradient does not read CSS variables in WeasyPrint."""
    sheet = _sheet(_context(load(EXAMPLE), "a4"), "Archers du Val")
    after_losses = sheet["morale_rows"][0]
    assert after_losses["cells"] == ["10,0\u202f%", "40,0\u202f%", "50,0\u202f%"]
    assert after_losses["bar"] == (
        "linear-gradient(to right, #5e4a2c 0.0%, #5e4a2c 10.0%, #dccdb0 10.0%, "
        "#dccdb0 50.0%, #fff 50.0%, #fff 100.0%)"
    )
    assert "var(" not in after_losses["bar"]
    # the full-strength melee column (E, the fifth) is tinted from its slot's left edge
    (table,) = sheet["tables"]
    label, slot = (int(table[k].removesuffix("ch")) for k in ("label", "slot"))
    assert table["tint"] == f"{label + 4 * slot}ch"


def test_the_turn_comes_first_in_two_even_columns_numbered_on() -> None:
    """Issue 21 item 7: the sequence of play on the GM's first page, its six steps in two
    columns (a table of two cells, not CSS columns, which WeasyPrint balances slowly),
    the second numbered on from the first."""
    context = _context(load(EXAMPLE), "a4")
    first, second = context["turn"]
    assert len(first["items"]) + len(second["items"]) == 6
    assert (first["start"], second["start"]) == (0, len(first["items"]))
    assert first["items"][0].startswith("Les personnages agissent")
    lengths = [sum(len(s) for s in col["items"]) for col in (first, second)]
    assert abs(lengths[0] - lengths[1]) < max(len(s) for s in first["items"] + second["items"])


# --- (f) engagements fought to the end (issue 24, ruling L11) ------------------------------


def test_the_gm_reads_who_breaks_whom_on_the_matchup_pages(
    derived: Loaded, texts: dict[str, str]
) -> None:
    """Each matchup page carries a grid of the fights carried to the end (the same numbers
    as `kitgen odds` and compute --json) and words the closest ones; the players' copy,
    which has no matchup pages, has none of it."""
    from kitgen.engagement_words import chances
    from kitgen.systems.bloodlust.pairings import pairings

    fights = {(p.attacker, p.defender): p.engagement for p in pairings(derived.plan)}
    views = _context(derived, "a4")["matchups"]
    assert len(views) == 2
    for view in views:
        for row in view["engage_rows"]:
            for defender, cell in zip(view["defenders"], row["cells"], strict=True):
                win, lose = chances(fights[(row["attacker"], defender)], derived.text)
                assert cell["win"].endswith(win)
                assert cell["below"].split(" · ")[0].endswith(lose)
        assert len(view["engage_closest"]) == 3
    closest = views[0]["engage_closest"][0]
    # the pikes engaging the black orcs, each side supported by its shooters (ruling L12)
    assert closest["pair"] == "Piquiers de Varenne → Orques noirs"
    assert closest["glance"].startswith("Vainqueur\u202f: Orques noirs, 48 fois sur 100")
    assert "Combats menés jusqu’au bout" in texts["gm"]
    assert "Combats menés jusqu’au bout" not in texts["players"]


# --- (g) secrets (issue 38): the players' copy is laid out without them ------------------

BARONNIE = "players_army: Baronnie de Rocheclaire\n"
HORDE = "armée_des_joueurs: Horde de Grishak\n"  # the key's French spelling
TEXT = EXAMPLE.read_text(encoding="utf-8")


def _example(tmp_path: Path, text: str = TEXT, players: str = "", name: str = "b.yaml") -> Loaded:
    return load(write(tmp_path, text.replace("turns: 10\n", f"turns: 10\n{players}"), name))


@pytest.mark.parametrize(
    ("players", "left_out"),
    [
        ("", {"Archers du Val": 9, "Chevaucheurs de loups": 10}),
        (BARONNIE, {"Chevaucheurs de loups": 10}),
        (HORDE, {"Archers du Val": 10}),
    ],
)
def test_a_sheet_has_the_same_number_in_both_copies(
    tmp_path: Path, players: str, left_out: dict[str, int]
) -> None:
    """Issue 38 item 3: the units the players' copy shows are numbered first, in file
    order across the armies, then those it leaves out. A sheet has the same number in
    both copies, and the players' run 1, 2, 3… with no gap or shift a hidden unit would
    leave: its absence tells nothing. The GM's deck and rosters follow the numbers."""
    loaded = _example(tmp_path, players=players)
    gm_context = _context(loaded, "a4")
    gm, shown = _numbers(gm_context), _numbers(_context(loaded, "a4", PLAYERS))
    assert list(gm.values()) == list(range(1, len(gm) + 1))
    assert list(shown.values()) == list(range(1, len(shown) + 1))
    assert {name: gm[name] for name in shown} == shown
    assert {name: n for name, n in gm.items() if name not in shown} == left_out
    rosters = {u["name"]: u["number"] for a in gm_context["armies"] for u in a["units"]}
    assert rosters == gm
    for army in gm_context["armies"]:
        numbers = [u["number"] for u in army["units"]]
        assert numbers == sorted(numbers)


@pytest.mark.parametrize(
    ("players", "own", "enemy"),
    [
        (BARONNIE, ["Archers du Val"], "Chevaucheurs de loups"),
        (HORDE, ["Chevaucheurs de loups"], "Archers du Val"),
    ],
)
def test_the_players_copy_shows_their_own_face_down_units(
    tmp_path: Path, players: str, own: list[str], enemy: str
) -> None:
    """Issue 38 item 2: with ``players_army:``, the players' copy shows that army as its
    commanders know it: its face-down units (a sheet, a roster line with the tag, the
    cards of the characters in them) and its traps; the enemy's stay hidden. The tokens
    are the GM's either way."""
    context = _context(_example(tmp_path, players=players), "a4", PLAYERS)
    sheets = {s["name"]: s for s in context["sheet_deck"]["items"]}
    assert [name for name in own if sheets[name]["face_down"]] == own
    assert enemy not in sheets
    roster = {u["name"]: u for a in context["armies"] for u in a["units"]}
    assert roster[own[0]]["face_down"] and enemy not in roster
    cards = [
        f["card"]["name"] for sheet in context["character_deck"]["sheets"] for f in sheet["fronts"]
    ]
    assert ("Maître Orvin, mage de bataille" in cards) is (players == BARONNIE)
    traps = {a["name"]: a["traps"] for a in context["armies"]}
    assert bool(traps["Baronnie de Rocheclaire"]) is (players == BARONNIE)
    assert context["face_down"]["pages"] == []


def _cut(text: str, start: str, end: str) -> str:
    """``text`` without the lines from ``start`` to the one before ``end``."""
    return text[: text.index(start)] + text[text.index(end) :]


WOLVES = "      - name: Chevaucheurs de loups\n"
SPY = (
    "      - {name: Espions, eff: 5, pui: 1, secret: true, "
    "characters: [{name: Le Traître, pui: 2, command: C 30 %}]}\n"
)
SECRETS: dict[str, tuple[bool, Callable[[str], str]]] = {
    # a change the players' copy may not show -> (whether it is still secret when the
    # baronnie is the players' army, the change to the file's text)
    "the horde's face-down unit taken out": (
        True,
        lambda t: _cut(t, WOLVES, "      - name: Troll de la Combe"),
    ),
    "the horde's face-down unit changed": (
        True,
        lambda t: t.replace(WOLVES + "        eff: 30", "      - name: Loups\n        eff: 300"),
    ),
    "the baronnie's face-down unit changed": (
        False,
        lambda t: t.replace("        eff: 60\n", "        eff: 70\n").replace("Orvin", "Osvald"),
    ),
    "a secret unit first in the baronnie": (
        True,
        lambda t: t.replace("    units:\n", "    units:\n" + SPY, 1),
    ),
    "a secret unit in the horde": (True, lambda t: t.replace(WOLVES, SPY + WOLVES)),
    "a secret character with the knights": (
        True,
        lambda t: t.replace(
            '"Commandement 55 %"\n',
            '"Commandement 55 %"\n          - {name: Espion, pui: 3, secret: true, '
            'command: "C 50 %"}\n',
        ),
    ),
    "a trap of the horde": (
        True,
        lambda t: t.replace(
            "bonus: 2}\n", "bonus: 2}\n    traps:\n      - {name: Éboulement, pui: 100}\n"
        ),
    ),
    "the GM's notes on a unit and a character": (
        True,
        lambda t: t.replace(
            "size_bonus: 3\n", "size_bonus: 3\n        notes: Sous le pont\n"
        ).replace("Ugluk le Chaman\n", "Ugluk le Chaman\n        notes: Fuit au tour 3\n"),
    ),
}


@pytest.mark.parametrize(
    ("players", "change"),
    [
        (players, change)
        for players in ("", BARONNIE)
        for change, (with_players, _) in SECRETS.items()
        if with_players or not players  # the players' own face-down unit is theirs to know
    ],
)
def test_no_secret_changes_the_players_copy(tmp_path: Path, players: str, change: str) -> None:
    """Issue 38 item 1, on the example: the players' copy of the battle and of the
    battle with a secret taken out, added or changed are the same, page for page (the
    composed HTML, which the PDF is laid out from)."""
    edit = SECRETS[change][1]
    base = _example(tmp_path, players=players)
    changed = _example(tmp_path, edit(TEXT), players, name="changed.yaml")
    assert changed.battle != base.battle
    assert _html(changed) == _html(base)
