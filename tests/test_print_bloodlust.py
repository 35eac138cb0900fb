"""Bloodlust on the print layer (issue 8): unit sheets and character cards as decks, the
players' handout, and the layout check.

Each PDF renders once per module, the big ones two at a time in worker processes (a
page costs ~0.3 s and the example has twenty).
"""

from __future__ import annotations

import dataclasses
import functools
import re
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any, get_type_hints

import pytest

from kitgen.build import build_kit, print_settings
from kitgen.cards import Kit
from kitgen.pipeline import Loaded, for_players, load, load_bytes
from kitgen.printing import PLAYERS
from kitgen.render import Rendered, compose, render_pdf
from kitgen.systems.bloodlust import presenter
from kitgen.systems.bloodlust.cards import command_text
from kitgen.systems.bloodlust.tokens import LOG_SPARE
from kitgen.systems.bloodlust.words import WORDS
from tests.conftest import ROOT, in_kit_language, pdf_text, write

EXAMPLE = ROOT / "armies" / "gue-de-varenne.yaml"
# the example names the players' side (players_army): most tests here start from the
# battle without it, and those on the players' side add it (BARONNIE, HORDE)
TEXT = re.sub(r"^players_army: .*\n", "", EXAMPLE.read_text(encoding="utf-8"), flags=re.M)

SECRET_NOTE = "Embuscade prévue derrière le moulin"
HIDDEN_NOTE = "Tapis dans le bois des Loges"
# the example, with the black orcs kept secret and notes on them and on the wolf riders
# (already face down), whose names the players' copy must not print
DERIVED = TEXT.replace(
    "        hates: humains\n",
    f"        hates: humains\n        secret: true\n        notes: {SECRET_NOTE}\n",
).replace(
    "        mount: giant_wolf\n        face_down: true\n",
    f"        mount: giant_wolf\n        face_down: true\n        notes: {HIDDEN_NOTE}\n",
)
KEPT_OFF = (
    "Orques noirs",  # secret: true
    SECRET_NOTE,
    "Chevaucheurs de loups",  # face_down: true
    HIDDEN_NOTE,
    "Archers du Val",  # face_down: true
    "Maître Orvin",  # fights in the face-down archers
    "vise les Archers du Val",  # a secret event of the scenario
    "Nuée de corbeaux",  # Ugluk's spell, secret: true (the shaman himself is known)
)


def _neutral(lang: str | None = None) -> Loaded:
    """The example without its players' side, read as if from its own file."""
    return load_bytes(TEXT.encode("utf-8"), EXAMPLE, lang=lang)


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
    """The sheet of the unit the example names ``name``, in a kit of either language."""
    forms = _neutral().battle.names.get(name)
    names = {name, *((forms.fr, forms.en) if forms else ())}
    return next(s for s in context["sheet_deck"]["items"] if s["name"] in names)


def _rows(sheet: dict[str, Any]) -> list[list[tuple[str, bool]]]:
    """A sheet's own casualty rows, 1 to 30: each cell's value and whether it is melee."""
    return [r["cells"] for block in sheet["own"]["blocks"] for r in block]


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
def pages(rendered: dict[str, Rendered]) -> dict[str, list[str]]:
    """Each copy's text, page by page, read once (pypdf takes seconds over the tables)."""
    return {k: pdf_text(r.pdf) for k, r in rendered.items()}


@pytest.fixture(scope="module")
def texts(pages: dict[str, list[str]]) -> dict[str, str]:
    """Each copy's text on one line."""
    return {k: " ".join(p).replace("\n", " ") for k, p in pages.items()}


# --- (a) decks -------------------------------------------------------------------------


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_the_examples_decks(paper: str, lang: str) -> None:
    """Tarot character cards, four to a sheet on both papers (2 × 2, upright), the
    sheet's empty slot a card to fill in; a unit sheet is a page of its own, with no
    back: a face-down unit is a token on the table (its army and a question mark for
    the players, its sheet number and name for the GM), on a page of tokens."""
    loaded = _neutral(lang=lang)
    context = _context(loaded, paper)
    cards = context["character_deck"]
    assert (cards["size"], cards["per_sheet"], cards["count"]) == ("tarot", 4, 4)
    assert len(cards["sheets"]) == 1
    assert [f["card"]["blank"] for f in cards["sheets"][0]["fronts"]] == [False] * 3 + [True]
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
    named = functools.partial(in_kit_language, loaded)  # the names: glossary
    assert [(k["name"], k["army"], k["side"]) for k in tokens] == [
        (named("Archers du Val"), named("Baronnie de Rocheclaire"), 0),
        (named("Chevaucheurs de loups"), named("Horde de Grishak"), 1),
    ]
    sheet = "Fiche" if lang == "fr" else "Sheet"
    assert [k["number"] for k in tokens] == [f"{sheet} 9", f"{sheet} 10"]
    # above them, the hidden deployment's log: a row per token, and blank rows to fill
    # the places, written in each language, read in the kit's
    willows, wood = (
        (
            "les saules de la rive sud, derrière les piquiers",
            "le bois de la rive nord, en amont du gué",
        )
        if lang == "fr"
        else (
            "the willows of the south bank, behind the pikes",
            "the wood of the north bank, upstream of the ford",
        )
    )
    assert page["log"] == [
        (f"{sheet} 9", named("Archers du Val"), willows),
        (f"{sheet} 10", named("Chevaucheurs de loups"), wood),
    ]
    # sized to the battle: a few spare rows, not a page of them for two hidden units;
    # on Letter fewer, so that the notes under the turn log keep a line (round 17)
    assert 1 <= page["spare"] <= LOG_SPARE
    fronts = [f["card"] for f in cards["sheets"][0]["fronts"] if not f["card"]["blank"]]
    for card in [*sheets["items"], *fronts]:
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
        "Personnage",  # the sheet's two empty slots: cards to fill in
        "Personnage",
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
        "Chance de n’avoir aucune blessure",  # the wound odds on a character card
        "Rocheclaire l’emporte",  # the initiative odds
    ],
)
def test_odds_and_breakdowns_are_on_the_gm_copy_only(texts: dict[str, str], heading: str) -> None:
    assert heading.casefold() in texts["gm"].casefold()
    assert heading.casefold() not in texts["players"].casefold()


def test_the_morale_table_is_on_both_copies(texts: dict[str, str]) -> None:
    """Morale grades are open and the players roll their own checks (round 12): each
    sheet's morale table is on the players' copy too."""
    for copy in ("gm", "players"):
        assert "jet de moral (d100)" in texts[copy].casefold(), copy


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
    derived: Loaded, pages: dict[str, list[str]], copy: str
) -> None:
    """The line budget (``sheet_fit``) gives the sheets taller casualty rows when their
    pages have room, never so tall that a sheet runs onto a second page; the sheets are
    a family, fitted once: the most crowded decides the rows of all (issue 39)."""
    sheets = _context(derived, "a4", copy)["sheet_deck"]["items"]
    # each sheet's page opens with its number, and the next sheet's page follows it
    opening = [
        [i for i, page in enumerate(pages[copy]) if page.startswith(f"{sheet['number']}\n")]
        for sheet in sheets
    ]
    assert all(len(found) == 1 for found in opening), opening
    assert [i for (i,) in opening] == list(range(opening[0][0], opening[0][0] + len(sheets)))
    steps = [s["row_step"] for s in sheets]
    assert all(step in range(6) for step in steps)
    assert len(set(steps)) == 1
    if copy == "players":  # no breakdowns (the morale table is on both, round 12)
        # round 20: both copies print rows 1-20 (the players' reach taken from their own
        # copy's plan), the players' sheets without the breakdowns: their rows are no
        # shorter than the GM's
        gm = {s["name"]: s["row_step"] for s in _context(derived, "a4")["sheet_deck"]["items"]}
        assert all(s["row_step"] >= gm[s["name"]] for s in sheets)


def test_a_crowded_sheet_keeps_the_least_row_height() -> None:
    from kitgen.systems.bloodlust.sheet_fit import ROW_STEPS, row_step, table_height

    loaded = _neutral()
    sheet = _sheet(_context(loaded, "letter"), "Archers du Val")  # with spells
    crowded = {**sheet, "notes": "Une très longue note. " * 40, "spells": sheet["spells"] * 4}
    assert row_step(crowded, 279.4) == 0
    assert table_height(sheet, ROW_STEPS[-1]) > table_height(sheet, ROW_STEPS[0])


def test_the_morale_odds_are_drawn_as_bars_cut_at_their_chances() -> None:
    """Issue 21 item 8: each morale check's chances as a bar of three tones beside the
    numbers (rout darkest), cut where the chances say: the archers hold on 50 % after
    losses, so their bar is dark to 10 %, mid-tone to 50 % and white to the end. The
    tones are written out: a gradient does not read CSS variables in WeasyPrint. A d100
    roll's chances are whole percentages, and print whole (issue 39: not 10,0 %)."""
    sheet = _sheet(_context(_neutral(), "a4"), "Archers du Val")
    after_losses = sheet["morale_rows"][0]
    assert [c["chance"] for c in after_losses["cells"]] == ["10\u202f%", "40\u202f%", "50\u202f%"]
    assert after_losses["bar"] == (
        "linear-gradient(to right, #5e4a2c 0.0%, #5e4a2c 10.0%, #dccdb0 10.0%, "
        "#dccdb0 50.0%, #fff 50.0%, #fff 100.0%)"
    )
    assert "var(" not in after_losses["bar"]
    # the full-strength melee column (G, PUI 61–70) comes first, marked to be shaded
    first = sheet["own"]["columns"][0]
    assert (first["letter"], first["melee"]) == ("G", True)
    assert all(cells[0][1] and not any(m for _, m in cells[1:]) for cells in _rows(sheet))


def test_the_morale_odds_give_the_d100_faces_they_come_from() -> None:
    """Issue 39, pass 7: a GM reads a d100, so each row gives each outcome's faces (the
    veteran archers after losses: rout 01–10, disorganised 11–50, hold 51–00), its
    chance after it; an outcome a row never gives is a dash, with no "0 %" beside it.
    The faces and the chances are the same figures (the band's width is the chance)."""
    from kitgen.systems.bloodlust.cards import morale_faces

    context = _context(_neutral(), "a4")
    archers = _sheet(context, "Archers du Val")
    cells = archers["morale_rows"][0]["cells"]
    assert [c["faces"] for c in cells] == ["01–\u206010", "11–\u206050", "51–\u206000"]
    knights = _sheet(context, "Chevaliers de l'Ordre")  # elite: never routs
    assert knights["morale_rows"][0]["cells"][0] == {"faces": "—", "chance": ""}
    for morale in ("militia", "normal", "veteran", "elite"):
        for modifier in (0, -10, -20):
            shares = []
            for band in morale_faces(morale, modifier):
                if not band:
                    shares.append(0)
                    continue
                low, _, high = band.partition("–\u2060")
                shares.append((int(high or low) or 100) - int(low) + 1)
            assert sum(shares) == 100


def test_the_rally_line_gives_the_faces_of_who_rallies() -> None:
    """Issue 39, pass 7: "Ralliée sur : réussite critique (01–05), réussite, échec" was
    cryptic; the sheet gives the d100 faces for the general and the unit's own leaders,
    the same faces as the generals' block on page 2; an elite unit, whose leaders'
    Commandement does not count, names them once for one set of faces."""
    context = _context(_neutral(), "a4")
    archers = _sheet(context, "Archers du Val")["rally"]
    # the general only with the unit at her side, as the GM's page says (round 6)
    assert "Héloïse de Rocheclaire (65\u202f%, dans les rangs de l’unité seulement)" in archers
    assert "désorganisée 01–\u206065 (01–\u206055" in archers
    assert "en déroute 01–\u206015 (01–\u206005)" in archers  # Orvin, 40 %: at least 05
    knights = _sheet(context, "Chevaliers de l'Ordre")["rally"]
    assert knights.count("sur tout sauf 96–\u206000") == 1 and " ou Sire Aymeric" in knights
    assert "Ralliée sur" not in archers + knights


def test_every_sheet_sets_its_morale_odds_across_the_page() -> None:
    """Issue 39, pass 7: the archers' sheet set its odds in the left column, their "when"
    wrapped over three lines, unlike its siblings; every sheet now sets them across,
    and a sheet with a short left column takes its characters and spells there."""
    sheets = _context(_neutral(), "a4")["sheet_deck"]["items"]
    html = _html(_neutral(), "gm")
    # each sheet's odds table follows its two columns (the sheet's body), outside them
    bodies = html.split('<table class="sheet-body">')[1:]
    assert len(bodies) == len(sheets)
    for body in bodies:
        columns, after = body.split("</tr></table>", 1)
        assert "morale-odds" not in columns and 'class="mini morale-odds"' in after
    archers = next(s for s in sheets if s["name"] == "Archers du Val")
    assert archers["with_unit_left"]


def test_the_turn_comes_first_in_two_even_columns_numbered_on() -> None:
    """Issue 21 item 7: the sequence of play on the GM's first page, its six steps in two
    columns (a table of two cells, not CSS columns, which WeasyPrint balances slowly),
    the second numbered on from the first."""
    context = _context(_neutral(), "a4")
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
    """Each matchup page carries a grid of the fights held to the battle's 10 turns: won,
    lost (both at once counts as lost) and still undecided, the three summing to 1, and a
    bar of the three; the fight carried on to the end (ruling L11) is compute's and odds'
    only, so no figure of the grid mixes the two spans (the archers engaging the goblins
    printed 0,6 % won and 99,3 % lost, past the battle, beside 78,6 % undecided in it).
    The closest fights are worded within the battle too; the players' copy, which has no
    matchup pages, has none of it."""
    from kitgen.systems.bloodlust.pairings import battle_split, pairings

    t = derived.text
    fights = {(p.attacker, p.defender): p.engagement for p in pairings(derived.plan)}
    views = _context(derived, "a4")["matchups"]
    assert len(views) == 2
    for view in views:
        for row in view["engage_rows"]:
            if row["across"]:  # a war machine stays put: one line across, no odds
                assert row["attacker"] == "Batterie de catapultes" and not row["cells"]
                assert "n’engage pas" in row["across"]
                continue
            for defender, cell in zip(view["defenders"], row["cells"], strict=True):
                fight = fights[(row["attacker"], defender)]
                split = battle_split(fight, 10)
                total = split.first + split.second + split.neither + split.open
                assert abs(total - 1) < 1e-9
                lost = split.second + split.neither
                # nothing, or certain, in words (issue 39: not "0 %" beside "< 0,1 %")
                if split.first <= 0 or split.first >= 1:
                    assert cell["win"] in ("jamais", "toujours")
                else:
                    assert cell["win"].endswith(presenter._shown(split.first, 1 - split.first, t))
                # one word each on both lines (issue 39), put as it is said (round 22b):
                # "jamais perdu", not "perdu jamais"; a figure after "perdu"
                if lost <= 0 or lost >= 1:
                    assert cell["below"] in ("jamais perdu", "toujours perdu")
                else:
                    assert cell["below"].startswith("perdu ")
                assert "0\u202f%" not in (cell["win"], cell["below"].removeprefix("perdu "))
                # the undecided share printed whenever it is not nil to a tenth (issue 39)
                shown = presenter.shares((split.first, lost, split.open), 1000)
                assert bool(cell["open"]) == (shown[2] > 0)
                assert "linear-gradient" in cell["bar"]
    # the rows in the sheets' order (round 6), the archers' wherever their sheet is
    archers = next(r for r in views[0]["engage_rows"] if r["attacker"] == "Archers du Val")
    goblins = archers["cells"][views[0]["defenders"].index("Gobelins de la Combe")]
    # within the battle: hardly ever won, lost about one time in five, mostly undecided
    assert goblins["win"] == "< 0,1\u202f%"
    assert goblins["below"] == "perdu 21,4\u202f%"
    assert goblins["open"] == "indécis 78,6\u202f%"
    closest = views[0]["engage_closest"][0]
    # the pikes engaging the black orcs, each side supported by its shooters (ruling L12)
    assert closest["pair"] == "Piquiers de Varenne → Orques noirs"
    # counted as the grid counts it (round 3): the pikes' wins, then their losses, the
    # fights where both broke inside them (52,4 % = 48 + 4, rounded: 52), the 0,4 %
    # undecided rounded on its own as on the orcs' page (issue 39)
    assert closest["glance"].startswith(
        "En 10\u00a0tours, sur 100 combats\u202f: 47 gagnés, 52 perdus (dont 4 où les deux "
        "sont brisés au même tour), moins d\u20191 indécis"
    )
    # the pikes engaging the black orcs (rows and columns in the sheets' order, round 6)
    row = next(r for r in views[0]["engage_rows"] if r["attacker"] == "Piquiers de Varenne")
    pikes = row["cells"][views[0]["defenders"].index("Orques noirs")]
    assert (pikes["win"], pikes["below"]) == ("47,2\u202f%", "perdu 52,4\u202f%")
    # the help says what the grid counts: "lost" with both broken at once, so three
    # figures make 100 %, and the bar's light part is called so, as in grey
    # (round 6: a key of one or two lines, then one box read in words)
    help_text = str(views[0]["engage_help"][0])
    assert "perdu (brisée, seule ou au même tour)" in help_text
    # (round 11: the lost part is hatched, a pale grey read as white in greyscale)
    assert "perdu hachuré" in help_text and "gris" not in help_text
    assert "Affrontements sur les 10" in texts["gm"]
    assert "Affrontements sur les" not in texts["players"]


def test_the_roster_reads_in_the_sheets_order() -> None:
    """The roster numbered 1–4, 9, 5–8, 10: the face-down units, numbered last so that
    the players' copy shows no gap (issue 38), sat in their armies' lists. They are
    listed after every army's, each with its army's mark."""
    context = _context(_neutral(), "a4")
    numbers = [u["number"] for a in context["armies"] for u in a["units"]]
    hidden = context["hidden_roster"]
    assert numbers + [u["number"] for u in hidden] == list(range(1, 11))
    assert [(u["name"], u["army"]) for u in hidden] == [
        ("Archers du Val", "Baronnie de Rocheclaire"),
        ("Chevaucheurs de loups", "Horde de Grishak"),
    ]
    # the initiative bars say what the roll decides: the army roll, not who moves first
    # (their caption asks it; the labels are short so that the bars keep their room)
    (first, *_) = context["initiative"]
    assert str(first.label).endswith("l’emporte")
    assert "fait le plus haut jet" in WORDS["roll.odds"][1]


def test_every_unit_has_a_flat_token_for_the_map_on_the_gm_s_copy(derived: Loaded) -> None:
    """Ten A4 sheets do not lie on a battle map: the GM's copy has a flat token for every
    unit, in the sheets' order, with its army, number, name, EFF at full strength beside
    a box for what is left, and the columns it reads at full strength; the players' copy
    has none."""
    context = _context(_neutral(), "a4")
    tokens = [k for page in context["unit_tokens"]["pages"] for row in page["rows"] for k in row]
    sheets = context["sheet_deck"]["items"]
    # round 18: after the units, a token for each character acting alone
    tokens = tokens[: len(sheets)]
    assert [k["name"] for k in tokens] == [s["name"] for s in sheets]
    assert [k["number"] for k in tokens] == [s["number"] for s in sheets]
    knights = tokens[0]
    assert (knights["eff"], knights["columns"]) == ("40", [("mêlée", "L"), ("charge", "M")])
    assert not _context(derived, "a4", PLAYERS)["unit_tokens"]["pages"]


@pytest.mark.parametrize("duplex", ["off", "long"])
def test_in_duplex_each_sheet_has_a_leaf_of_its_own(duplex: str) -> None:
    """Two sheets printed back to back could not both lie on the table: in duplex every
    sheet starts on a front, its back that unit's turn log (round 15: it was a blank
    "Notes" page), titled with its name."""
    loaded = _neutral()
    kit = Kit(print_settings(loaded, paper="a4", duplex=duplex), loaded.text)
    items = presenter.context(loaded.plan, loaded.text, kit)["sheet_deck"]["items"]
    if duplex == "off":
        assert not any(s.get("recto") for s in items)
        return
    assert all(s["recto"] for s in items)
    for s in items:
        # a plain heading; a face-down unit's back, which may lie face up, names nothing
        assert s["spare_note"] == ""  # no blank page after it: its back is a page
        if s["face_down"]:
            assert s["back"]["title"] == "Journal des tours"
        else:
            assert s["back"]["title"] == f"Journal des tours — {s['name']}"


def test_the_morale_box_says_which_check_each_row_is_for() -> None:
    """ "face à la peur (−10)" read as the start-of-turn check, which is at 0 against fear
    and −10 against terror (seed II-3); then rows labelled "après pertes" only read as if
    no other check were taken: each row names every check that reads it, after losses
    and at the start of a turn alike, in both languages."""
    knights = _sheet(_context(_neutral(), "a4"), "Chevaliers de l'Ordre")
    assert [(r["label"], r["modifier"]) for r in knights["morale_rows"]] == [
        ("après pertes\u202f; début de tour face à la peur", "0"),
        ("après pertes face à la peur\u202f; début de tour face à la terreur", "−10"),
        ("après pertes face à la terreur", "−20"),
    ]
    assert knights["morale_start"] == ""  # the rows say it: no line under them
    knights = _sheet(_context(_neutral(lang="en"), "letter"), "Chevaliers de l'Ordre")
    assert [r["label"] for r in knights["morale_rows"]] == [
        "after losses; start of turn against fear",
        "after losses against fear; start of turn against terror",
        "after losses against terror",
    ]


def test_a_sheet_s_lines_name_what_the_sheet_shows() -> None:
    """ "98 × 1,2 = 117" read as a slip (it is 97,5 × 1,2): the charge is worked from the
    unrounded total; and "dès EFF 22" named an EFF the track of 5s never shows: the
    morale and rally lines name the track's first box in their zone."""
    context = _context(_neutral(), "a4")
    riders = _sheet(context, "Chevaucheurs de loups")
    assert "PUI 97,5 × 1,2 (monture) = 117 (colonne\u00a0K)" in riders["situational"][0]
    knights = _sheet(context, "Chevaliers de l'Ordre")
    assert "257,4, arrondie à 257" in knights["situational"][0]
    crossbows = _sheet(context, "Arbalétriers renégats")  # EFF 45: lines at 22 and 12
    assert "dès la case EFF 20 (50" in crossbows["morale_line"]
    assert "dès la case EFF 10 (plus de 75" in crossbows["heavy_line"]
    boxes = [b["eff"] for b in crossbows["boxes"]]
    assert 20 in boxes and 10 in boxes


# --- (g) secrets (issue 38): the players' copy is laid out without them ------------------

BARONNIE = "players_army: Baronnie de Rocheclaire\n"
HORDE = "armée_des_joueurs: Horde de Grishak\n"  # the key's French spelling


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
    # the face-down units listed after every army's (``hidden_roster``)
    rows = [u for a in gm_context["armies"] for u in a["units"]] + gm_context["hidden_roster"]
    rosters = {u["name"]: u["number"] for u in rows}
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
    commanders know it: its face-down units (a sheet, a line of the roster's face-down
    units, the cards of the characters in them) and its traps; the enemy's stay hidden. The tokens
    are the GM's either way."""
    context = _context(_example(tmp_path, players=players), "a4", PLAYERS)
    sheets = {s["name"]: s for s in context["sheet_deck"]["items"]}
    assert [name for name in own if sheets[name]["face_down"]] == own
    assert enemy not in sheets
    rows = [u for a in context["armies"] for u in a["units"]] + context["hidden_roster"]
    roster = {u["name"]: u for u in rows}
    assert roster[own[0]]["face_down"] and enemy not in roster
    cards = [
        f["card"]["name"] for sheet in context["character_deck"]["sheets"] for f in sheet["fronts"]
    ]
    assert ("Maître Orvin" in cards) is (players == BARONNIE)
    traps = {a["name"]: a["traps"] for a in context["armies"]}
    # the ford's stake pits are given in full with the ford, on the first page
    at_ford = (context["field"].get("crossing_rules") or {}).get("rules", [])
    assert bool(traps["Baronnie de Rocheclaire"] or at_ford) is (players == BARONNIE)
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
            '25 %"}\n', '25 %"}\n    traps:\n      - {name: Éboulement, pui: 100}\n'
        ),
    ),
    "the shaman's secret spell changed": (
        True,
        lambda t: t.replace(
            "uses: 2, pui: 60, attack: 2, secret: true",
            "uses: 5, pui: 300, attack: 6, secret: true",
        ),
    ),
    "a secret spell for the battle mage": (
        True,
        lambda t: t.replace(
            "              - {name: Boule de feu,",
            "              - {name: Foudre, pui: 200, secret: true}\n"
            "              - {name: Boule de feu,",
        ),
    ),
    "the GM's notes on a unit and a character": (
        True,
        lambda t: t.replace(
            "regeneration, fear]", "regeneration, fear]\n        notes: Sous le pont"
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


# --- (h) the print-shop proof (issue 39): a GM's and a print designer's read ---------------


def test_a_sheet_prints_its_own_columns_and_a_letter_is_one_band_in_the_whole_kit(
    derived: Loaded,
) -> None:
    """Each sheet reprinted the whole table its unit could ever read (the knights' 13
    columns of 30 rows), lettered A, B… from its own strongest, so that A meant another
    band on every sheet. A sheet now prints the columns its unit reads at full strength,
    in each mode, each headed by its PUI range; a letter is one band everywhere (A is PUI
    1–10 … T 901–1000), the one the quick reference's casualty table, printed once from
    A to the battle's strongest column, gives."""
    from kitgen.systems.bloodlust.casualties import column_cells

    context = _context(derived, "a4")
    knights = _sheet(context, "Chevaliers de l'Ordre")
    assert [(c["letter"], c["band"], c["modes"]) for c in knights["own"]["columns"]] == [
        ("L", "PUI\u00a0151–200", "mêlée"),  # 40 × 4 + 5 = 165
        ("M", "PUI\u00a0201–300", "charge"),  # × 1,56: 257
        ("I", "PUI\u00a081–90", "mêlée ½"),  # 82,5 → 83
        ("F", "PUI\u00a051–60", "mêlée ⅓"),  # 55
    ]
    rows = _rows(knights)
    # round 19: rows 1-21, the battle's reach (the quick reference has all thirty)
    assert len(rows) == 21
    assert [int(cells[0][0]) for cells in rows] == list(column_cells(11))[:21]  # L: 151–200
    reference = {
        h["letter"]: h["band"]
        for table in context["quick"]["casualty"]["tables"]
        for h in table["head"]
    }
    # the reference's columns: A to M, the strongest any of the battle's units reads
    # (the knights' charge, 257)
    assert list(reference) == list("ABCDEFGHIJKLM")
    assert reference["A"] == "1–10" and reference["M"] == "201–300"
    for sheet in context["sheet_deck"]["items"]:
        assert len(sheet["own"]["columns"]) <= 5, sheet["name"]
        for column in sheet["own"]["columns"]:
            assert column["band"] == f"PUI\u00a0{reference[column['letter']]}", sheet["name"]
        for box in sheet["boxes"]:
            assert all(x == "·" or x in reference for x in box["letters"]), sheet["name"]


def test_the_loss_track_s_boxes_are_empty_for_a_pencil_and_its_lines_are_named(
    derived: Loaded,
) -> None:
    """A box held "40 / B/A / E/H" with no room for a tick: the EFF is now above it, the
    letters under it, a line per mode, each line named (``mêlée ½``, ``mêlée ⅓``) and the
    split explained on the sheet."""
    html = _html(derived, "gm")
    boxes = re.findall(r'<span class="tbox[^"]*">(.*?)</span>', html)
    sheets = _context(derived, "a4")["sheet_deck"]["items"]
    assert len(boxes) == sum(len(s["boxes"]) for s in sheets)
    assert set(boxes) == {""}
    knights = _sheet(_context(derived, "a4"), "Chevaliers de l'Ordre")
    assert knights["track_modes"] == ["mêlée", "charge", "mêlée ½", "mêlée ⅓"]
    assert any("Mêlée ½ et ⅓" in line for line in knights["track_legend"])
    assert [b["letters"] for b in knights["boxes"][:2]] == [
        ["L", "M", "I", "F"],
        ["K", "M", "H", "E"],  # 35 × 4 + 5 = 145; charge 226; halved 73; a third 48
    ]


def test_the_morale_and_rally_lines_differ_in_rule_not_only_in_hue() -> None:
    """Orange and dark red told the 50 % and 75 % lines apart by hue alone: in greyscale
    they were one. The morale zone's boxes are underlined by a single rule, the rally
    penalty's by a double one, and the keys above the track draw the same rules."""
    css = (ROOT / "templates" / "bloodlust" / "kit.css").read_text(encoding="utf-8")

    def rule(selector: str) -> str:
        match = re.search(re.escape(selector) + r" \{([^}]*)\}", css)
        assert match is not None, selector
        return match.group(1)

    for zone, style in (("morale", "solid"), ("heavy", "double")):
        assert style in rule(f".tbox.{zone}")
        assert style in rule(f".track-keys .key.{zone}")


def test_a_spell_has_a_box_for_each_use_and_the_wound_table_its_key(
    derived: Loaded, texts: dict[str, str]
) -> None:
    """ "Boule de feu : 4× par jour" had nothing to tick, and "1 lég./1 mod./1 sér." was
    not explained: a spell on its caster's card has a box a use, and the wound table a
    key to its abbreviations."""
    html = _html(derived, "gm")
    cards = {
        f["card"]["name"]: f["card"]
        for f in _context(derived, "a4")["character_deck"]["sheets"][0]["fronts"]
    }
    assert [s["uses"] for s in cards["Maître Orvin"]["spells"]] == [4, 3]
    assert [s["uses"] for s in cards["Ugluk le Chaman"]["spells"]] == [2]
    assert html.count('<span class="use-box">') == 4 + 3 + 2
    assert "lég. légère, mod. modérée, sér. sérieuse" in texts["gm"]


def test_the_cards_of_a_deck_share_one_type_step(derived: Loaded) -> None:
    """Each card was fitted alone, so siblings came out at 8, 9, 10 or 11 pt on one sheet:
    the deck is fitted once, the longest card deciding for all."""
    for copy in ("gm", PLAYERS):
        fronts = _context(derived, "a4", copy)["character_deck"]["sheets"][0]["fronts"]
        assert len({f["card"]["step"] for f in fronts}) == 1, copy
    sheets = _context(derived, "letter")["sheet_deck"]["items"]
    assert len({line["pitch"] for s in sheets for line in s["track"]}) == 1


def test_the_tokens_caption_draws_no_line_and_says_what_the_lines_are(
    derived: Loaded, texts: dict[str, str]
) -> None:
    """ "Cut along the solid line" was printed under a dashed line, which ran through its
    own label: the caption is words only, and they name the tokens' solid outline and
    dotted fold."""
    html = _html(derived, "gm")
    assert 'class="cut-line"' not in html
    assert "découpez sous ce trait" not in texts["gm"]
    assert "Les pions : découpez le long du trait plein, pliez sur le pointillé." in (
        texts["gm"].replace("\u202f", " ")
    )


@pytest.mark.parametrize("copy", ["gm", "players"])
def test_no_ruling_code_or_tool_word_in_the_kit_s_text(
    pages: dict[str, list[str]], texts: dict[str, str], copy: str
) -> None:
    """ "Règle B3" and "(arbitrage L11)" in running text, "valeur kitgen" in a header:
    the pages carry a small raised mark instead, and the note that explains the marks
    ends the last text page, the quick reference's manoeuvres."""
    text = texts[copy]
    body, title, note = text.partition("Arbitrages ")
    assert title, "no rulings note"
    assert not re.search(r"\b(?:arbitrage|règle|ruling)\s+[A-Z]\d", body, re.IGNORECASE)
    assert not re.search(r"\b[BL]\d{1,2}\b", body)
    assert "kitgen" not in body
    assert "le fichier" not in body
    flat = " ".join(note.split())
    assert not re.search(r"\b[BL]\d{1,2}\b", flat)  # the note names rulings by title
    assert "L’initiative selon l’EFF." in flat and "Une catégorie nommée" in flat
    # the matchup pages, the GM's only
    assert ("Les affrontements menés jusqu’au bout." in flat) is (copy == "gm")
    last = pages[copy][-1]
    assert "Manœuvres" in last and "Arbitrages" in last


def test_a_total_pui_prints_as_the_rules_read_it(derived: Loaded, texts: dict[str, str]) -> None:
    """30 wolf riders of PUI 3,25 have a total PUI of 97,5: the table reads it rounded
    half up (B1), so the kit prints 98, on the roster and the token alike; the sheet's
    breakdown keeps the product and says what it is read as, and the charge multiplies
    that product."""
    context = _context(derived, "a4")
    rows = [u for a in context["armies"] for u in a["units"]] + context["hidden_roster"]
    roster = {u["name"]: u for u in rows}
    assert roster["Chevaucheurs de loups"]["pui"] == "98"
    assert roster["Arbalétriers renégats"]["pui"] == "68"  # 45 × 1,5 = 67,5
    (page,) = context["face_down"]["pages"]
    token = next(k for row in page["rows"] for k in row if k["name"] == "Chevaucheurs de loups")
    assert ("PUI", "98") in token["stats"]
    riders = _sheet(context, "Chevaucheurs de loups")
    assert riders["stats"][1]["value"] == "98"
    assert dict(riders["breakdowns"])["PUI totale"].endswith("= 97,5, arrondie à 98")
    # and the charge, worked from the product, not from its rounding (97,5 × 1,2 = 117)
    assert "97,5" not in texts["gm"].replace("= 97,5, arrondie à 98", "").replace(
        "PUI 97,5 × 1,2", ""
    )


def test_chances_that_are_whole_percentages_print_whole(derived: Loaded) -> None:
    """Two d10s or a d100 give whole percentages: 79 %, not 79,0 %; a d12's twelfths
    keep their decimal (8,3 %)."""
    context = _context(derived, "a4")
    assert [b.value for b in context["initiative"]] == ["79\u202f%", "15\u202f%", "6\u202f%"]
    cards = context["character_deck"]["sheets"][0]["fronts"]
    aymeric = next(f["card"] for f in cards if f["card"]["name"] == "Sire Aymeric")
    assert [b["odds"] for b in aymeric["bands"]] == [
        "50\u202f%",
        "25\u202f%",
        "8,3\u202f%",
        "0\u202f%",
    ]


def test_a_card_sheet_s_empty_slots_are_cards_to_fill_in(derived: Loaded) -> None:
    """The players' two character cards left half their sheet blank: the empty slots are
    cards to fill in, each field labelled, for a character the battle brings in."""
    fronts = _context(derived, "a4", PLAYERS)["character_deck"]["sheets"][0]["fronts"]
    blanks = [f["card"] for f in fronts if f["card"]["blank"]]
    assert len(fronts) == 4 and len(blanks) == 2
    fields = [(f["label"], f["lines"]) for f in blanks[0]["fields"] + blanks[0]["more"]]
    assert fields == [
        ("Nom, rôle", 1),
        ("Armée, unité (ou seul)", 1),
        ("Sorts\u202f: une case par usage et par jour", 3),
        ("Blessures et notes", 4),
    ]


def test_a_warning_on_the_gm_s_page_reads_as_a_sentence(tmp_path: Path) -> None:
    """A warning the GM's page prints opens with a capital and ends with a full stop, and
    names no tool: it reads as a note, not as a validator's line."""
    text = TEXT.replace("mount_in_pui: true     # the pui above counts the warhorse's", "")
    context = _context(_example(tmp_path, text), "a4")
    (warning,) = context["warnings"]
    first = next(c for c in str(warning) if c.isalpha())
    assert first.isupper() and warning.endswith("."), warning
    assert "kitgen" not in warning
    assert "Chevaliers de l" in warning


def test_a_bonus_has_one_letter_across_the_matchup_pages() -> None:
    """Issue 39's proofread: "a" was the shooting support on one army's page and the
    mounted defender on the other's. A letter now names one bonus in the whole kit; each
    page's key lists the letters it uses (a support's, after its name, says whose on that
    page: round 9)."""
    from tests.conftest import copy_values

    views = copy_values(load(ROOT / "armies" / "gue-de-varenne.yaml"), "gm")["matchups"]
    meaning: dict[str, str] = {}
    for view in views:
        for entry in view["legend"]:
            letter, _, said = entry.partition("\u202f: ")
            said = said.partition("\u202f: ")[0]
            assert meaning.setdefault(letter, said) == said, (letter, said)
    assert len(views) == 2 and len(meaning) >= 2


# --- issue 39, follow-up: the reference cut to the battle, labels on one line, A5 ----------


def _runs(table: dict[str, Any]) -> list[list[int]]:
    """A casualty table's rows as the reference prints them: one run of figures each."""
    return [[int(v) for v in r["run"].split()] for r in table["rows"]]


def test_the_casualty_table_runs_from_a_to_the_battle_s_strongest_column(
    derived: Loaded, pages: dict[str, list[str]]
) -> None:
    """The reference printed the rulebook's twenty columns, N to T (PUI 301–1 000) for
    nothing: nothing in the example reads past M (the knights' charge, 257). It now
    prints A to M in one table of rows 1–30, under the sheets' letters, and says where
    the rest is; the whole table is still there for a battle that reads it, and every
    figure is the seed's."""
    import bloodlust_seed_tables as seed

    from kitgen.systems.bloodlust.quick import quick_reference
    from kitgen.systems.bloodlust.sheet_tables import reference_tables

    casualty = _context(derived, "a4")["quick"]["casualty"]
    assert casualty["tall"] and len(casualty["tables"]) == 1
    (table,) = casualty["tables"]
    assert "".join(h["letter"] for h in table["head"]) == "ABCDEFGHIJKLM"
    assert _runs(table) == [list(row[:13]) for row in seed.CASUALTY_TABLE]
    assert "Colonnes A à M (jusqu’à PUI 300)" in casualty["help"]
    assert "jusqu’à T (PUI 1\u202f000)" in casualty["help"]
    (page,) = [p for p in pages["gm"] if "Aide-mémoire — Table des pertes" in p]
    assert "201–300" in page and "301–400" not in page
    # without a battle to cut it to, the whole table: two tables of ten columns
    loaded = _neutral()
    whole = quick_reference(loaded.text, Kit(_settings(loaded, "a4"), loaded.text))
    tables = whole["casualty"]["tables"]
    assert not whole["casualty"]["tall"] and [len(t["head"]) for t in tables] == [10, 10]
    rows = [a + b for a, b in zip(_runs(tables[0]), _runs(tables[1]), strict=True)]
    assert rows == [list(row) for row in seed.CASUALTY_TABLE]
    # across the page when its columns fill it; a few at their own width; past T (B2),
    # tables as even as they can be
    assert table["width"] == "100%"
    assert reference_tables(2, loaded.text)["tables"][0]["width"] == "46ch"  # 4 + 3 × 14
    assert [len(t["head"]) for t in reference_tables(22, loaded.text)["tables"]] == [8, 8, 7]


def test_the_reference_lists_the_gear_its_units_carry_and_no_secret_s(
    derived: Loaded,
) -> None:
    """The equipment page listed every weapon, mount and war machine of the rulebook
    (pistols, chariots, trebuchets) for a battle that has none. It lists what the
    battle's units carry, says the rulebook has the rest, and the players' copy only what
    the units it shows carry: the secret black orcs' heavy weapons, hatred and endurance,
    the face-down archers' longbows and the wolf riders' giant wolves are not there."""
    from kitgen.systems.bloodlust.quick import quick_reference

    def blocks(context: dict[str, Any]) -> dict[str, list[str]]:
        return {
            b["key"]: [str(r[0]["text"]) for r in b["rows"]]
            for page in context["quick"]["pages"]
            for b in [*page["blocks"], *page["wide"]]
        }

    gm = _context(derived, "a4")
    shown = blocks(gm)
    assert shown["melee"] == [
        "armes courtes ou frustes",
        "armes simples",
        "lances",
        "armes lourdes",
        "lances de cavalerie",
    ]
    assert shown["ranged"] == ["arcs longs", "arbalètes", "frondes, arcs courts, javelots"]
    assert shown["mounts"] == ["chevaux de guerre", "loups géants"]
    assert shown["machines"] == ["catapultes"]
    assert shown["attributes"] == [
        "Peur",
        "Endurance",
        "Haine",
        "Grandes créatures",
        "Régénération",
        "Tortue",
    ]
    assert len(shown["bands"]) == 6 and len(shown["morale"]) == 5  # whole, as the rules'
    assert gm["quick"]["pages"][0]["lede"].startswith("Les équipements, montures")
    players = blocks(_context(derived, "a4", PLAYERS))
    assert "armes lourdes" not in players["melee"] and "ranged" in players
    assert "arcs longs" not in players["ranged"]
    assert players["mounts"] == ["chevaux de guerre"]
    assert "Haine" not in players["attributes"] and "Endurance" not in players["attributes"]
    # without a battle to cut it to: every row, and no line saying it is cut
    loaded = _neutral()
    whole = quick_reference(loaded.text, Kit(_settings(loaded, "a4"), loaded.text))
    every = {b["key"]: len(b["rows"]) for p in whole["pages"] for b in p["blocks"]}
    assert every["melee"] == 7 and every["ranged"] == 7 and every["mounts"] == 9
    assert every["machines"] == 4 and every["attributes"] == 16
    assert not whole["pages"][0]["lede"]


def test_the_reference_pages_share_their_tables_out_evenly() -> None:
    """Cut to the battle, the equipment page came out half empty and the last page held
    the manoeuvres alone: the tables are shared out between as few pages as hold them,
    the fullest as little full as can be, the manoeuvres under the last page's columns."""
    from kitgen.systems.bloodlust.quick_pages import (
        Block,
        block_height,
        cell,
        pages,
        two_columns,
    )

    # in two columns, in order: 30 + 20 beside 40 + 25
    assert two_columns([30, 20, 40, 25]) == 65
    rows = (8, 3, 6, 9)
    blocks = [Block(str(n), "units", "T", [[cell("x")] for _ in range(n)]) for n in rows]
    heights = [block_height(b, 90) for b in blocks]
    assert heights[1] < heights[2] < heights[0] < heights[3]  # as their rows
    tail = 150.0

    def fullest(k: int) -> float:
        return max(two_columns(heights[:k]), two_columns(heights[k:]) + tail)

    laid = pages(blocks, tail, 90, 200)
    assert len(laid) == 2 and [b for p in laid for b in p] == blocks
    split = len(laid[0])
    assert fullest(split) <= 200
    assert fullest(split) == min(fullest(k) for k in range(1, len(blocks) + 1))
    assert pages(blocks, tail, 90, 1000) == [blocks]


A5 = EXAMPLE.read_text(encoding="utf-8").replace(
    "turns: 10\n", "turns: 10\nprint:\n  cards:\n    unit_sheet: a5\n"
)
"""The example with its unit sheets printed on A5 (``print: cards: unit_sheet: a5``)."""


def _cards(deck: dict[str, Any]) -> list[dict[str, Any]]:
    """A deck's cards, page-size or laid on card sheets."""
    if deck["page"]:
        return list(deck["items"])
    return [f["card"] for sheet in deck["sheets"] for f in sheet["fronts"]]


def _ems(text: str) -> float:
    """``text``'s width in ems of the kit's sans, as the font's own advances give it."""
    from fontTools.ttLib import TTFont

    font = TTFont(ROOT / "templates" / "_base" / "fonts" / "DejaVuSansCondensed.ttf")
    cmap, advances = font.getBestCmap(), font["hmtx"].metrics
    return sum(advances[cmap[ord(c)]][0] for c in text) / font["head"].unitsPerEm


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_every_stat_label_of_a_sheet_sets_on_one_line(tmp_path: Path, lang: str) -> None:
    """ "EFF (POINTS DE VIE)" took two lines in the troll's stats, so its row of labels
    was taller than every other sheet's: what a monster's or a machine's EFF counts is
    under its figure, and every label sets on one line, on A4 and Letter pages and on A5
    sheets (two rows of four there), in both languages. Widths from the font itself:
    labels at 7.5 pt in capitals, spaced 0.05 em, in boxes padded 0.8 mm a side."""
    from kitgen.fit import PT

    for text, papers in ((EXAMPLE.read_text(encoding="utf-8"), ("a4", "letter")), (A5, ("a4",))):
        loaded = load(write(tmp_path, text), lang=lang)
        for paper in papers:
            context = _context(loaded, paper)
            deck = context["sheet_deck"]
            across = (
                _settings(loaded, paper).sheet.width - presenter.SIDE_MARGINS
                if deck["page"]
                else deck["width"] - presenter.CARD_PADDING
            )
            for sheet in _cards(deck):
                for row in sheet["stat_rows"]:
                    room = across / len(row) - 1.6 - 0.3
                    for box in row:
                        label = box["label"].upper()
                        wide = (_ems(label) + 0.05 * len(label)) * 7.5 * PT
                        assert wide <= room, (paper, sheet["name"], label, wide, room)
    troll = _sheet(_context(_neutral(lang=lang), "a4"), "Troll de la Combe")
    assert (troll["stats"][0]["label"], troll["stats"][0]["sub"]) == (
        ("EFF", "points de vie") if lang == "fr" else ("SIZE", "hit points")
    )


@pytest.fixture(scope="module")
def a5(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Rendered]:
    """The example with A5 unit sheets, in French on A4 and in English on Letter,
    rendered once, side by side."""
    folder = tmp_path_factory.mktemp("a5")
    loaded = [load(write(folder, A5, f"a5-{lang}.yaml"), lang=lang) for lang in ("fr", "en")]
    html = [compose("bloodlust", x.plan, x.text, print_settings(x)).html for x in loaded]
    with ProcessPoolExecutor(max_workers=2) as pool:
        fr, en = pool.map(render_pdf, html)
    return {"fr": fr, "en": en}


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a5_sheets_fit_their_card(a5: dict[str, Rendered], tmp_path: Path, lang: str) -> None:
    """`unit_sheet: a5` overflowed every sheet of the example, and WeasyPrint carried
    what did not fit (the loss track) onto the next card's page, over it, with no warning
    for some. An A5 sheet is the page's without its casualty columns (its track's letters
    are the reference table's), its stats in two rows: each card holds its whole sheet,
    its loss track under its number, in French on A4 and in English on Letter."""
    import io

    from pypdf import PdfReader

    from tests.conftest import words_at

    deck = _context(load(write(tmp_path, A5), lang=lang), "a4")["sheet_deck"]
    assert deck["size"] == "a5" and not any(s["own"]["columns"] for s in _cards(deck))
    rendered = a5[lang]
    assert rendered.overflows == () and rendered.escapes == ()
    number, track = ("Fiche", "SUIVI DES PERTES") if lang == "fr" else ("Sheet", "LOSS TRACK")
    sheets = 0
    for page in PdfReader(io.BytesIO(rendered.pdf)).pages:
        runs = words_at(page)
        heads = [y for text, _, y in runs if re.fullmatch(rf"{number} \d+", text)]
        tracks = [y for text, _, y in runs if text.startswith(track)]
        assert len(tracks) <= 1, runs[:8]
        if tracks:  # one sheet's, under its number (PDF y runs up)
            sheets += 1
            assert len(heads) == 1 and tracks[0] < heads[0], runs[:8]
    assert sheets == 10


# --- issue 39, fourth pass: the scenario page, the figures a GM asks about ----------------


def test_page_one_gives_the_sides_the_field_and_the_turns_and_keeps_room_to_sketch(
    pages: dict[str, list[str]],
) -> None:
    """Page 1 was mostly graph paper: it now has the sides at a glance, the field as it
    stands at the start, a box per turn to tick, and where the raised marks lead; the
    room for the GM's notes stays on it, below (it fills what is left)."""
    first = " ".join(pages["gm"][0].split())
    for words in (
        "Les forces en présence",
        "Le champ de bataille au départ".upper(),
        "Tours (à cocher)",
        "renvoie à un arbitrage",
        "Aide-mémoire",
        "NOTES DU MJ",
    ):
        assert words in first, words
    assert "Général : Grishak Brise-Crâne, +2 au d10 de l’armée, Commandement 25 %" in first
    # one box per turn of the battle
    assert re.search(r"Tours \(à cocher\) 1 2 3 4 5 6 7 8 9 10\b", first)


def test_the_sides_count_only_what_the_players_may_know(derived: Loaded) -> None:
    """The sides at a glance: strength, general with his bonus and Commandement, who is
    with them. The players' copy counts from the
    battle without its secrets: the face-down wolves and the secret orcs are neither
    named nor counted there."""
    gm = {s["name"]: s["lines"] for s in _context(derived, "a4")["sides"]}
    shown = {s["name"]: s["lines"] for s in _context(derived, "a4", PLAYERS)["sides"]}
    horde = gm["Horde de Grishak"]
    assert horde[0].startswith("5\u00a0unités · 355\u00a0combattants et un monstre")  # troll apart
    assert "Commandement\u00a025\u202f%" in horde[1]
    # what starts face down is on the drawing of the field, not repeated here
    assert not any("Chevaucheurs" in line for line in horde)
    players_horde = " ".join(shown["Horde de Grishak"])
    assert shown["Horde de Grishak"][0].startswith("3\u00a0unités")
    assert "Chevaucheurs" not in players_horde and "Orques" not in players_horde
    assert "Commandement\u00a065\u202f%" in shown["Baronnie de Rocheclaire"][1]


@pytest.mark.parametrize(("audience", "hidden"), [("gm", 2), (PLAYERS, 0)])
def test_the_field_shows_face_down_units_where_they_wait_on_the_gm_s_copy(
    derived: Loaded, audience: str, hidden: int
) -> None:
    """The drawing of the field: the first army at the foot, the other above, the ground
    between with the traps; a face-down unit is a dashed box marked "?" with where it
    waits, on the GM's copy only (the players' has none of them, or only their own)."""
    field = _context(derived, "a4", audience)["field"]
    chips = [c for band in [*field["top"], field["bottom"]] for c in band["chips"]]
    assert field["bottom"]["name"] == "Baronnie de Rocheclaire"
    assert [c for c in chips if c["hidden"] and c["where"]].__len__() == hidden
    # the example's stake pits lie in the ford (``ground: crossing:``): drawn in it
    assert not field["between"]["traps"]
    traps = field["between"]["crossing_traps"]
    assert traps == (["Fosses à pieux du gué"] if audience == "gm" else [])


def test_every_general_and_leader_shows_the_commandement_the_rules_roll() -> None:
    """The Horde's general had no Commandement: every general shows his bonus to the d10
    and the Commandement that rallies; a plain percentage reads in the kit's language,
    another game's wording stays as written, and none given is a blank to fill in."""
    fr, en = _neutral().text, _neutral(lang="en").text
    assert command_text("Commandement 65 %", fr) == "Commandement\u00a065\u202f%"
    assert command_text("Commandement 65 %", en) == "Command\u00a065%"
    assert command_text("45%", en) == "Command\u00a045%"
    assert command_text("Art de la guerre 12", fr) == "Art de la guerre 12"
    assert command_text(None, fr) == "Commandement ____\u202f%"
    context = _context(_neutral(lang="en"), "letter")
    generals = [a["general"] for a in context["armies"]]
    assert all("Command\u00a0" in g for g in generals), generals


def test_a_sheet_says_what_its_weapons_do_and_what_its_pui_counts() -> None:
    """The crossbowmen's sheet did not say their bolts pierce armour (seed II-2); the
    knights' PUI 4 did not say it counts the warhorse (``mount_in_pui``)."""
    context = _context(_neutral(), "a4")
    crossbows = _sheet(context, "Arbalétriers renégats")
    assert any(
        re.search(r"perce l.armure", line) and "1\u00a0DEF" in line
        for line in crossbows["situational"]
    )
    archers = _sheet(context, "Archers du Val")  # longbows pierce nothing
    assert not any("perce" in line for line in archers["situational"])
    knights = _sheet(context, "Chevaliers de l'Ordre")
    assert "par cavalier et sa monture" in knights["stats"][1]["sub"]
    assert "4, chevaux de guerre compris" in dict(knights["breakdowns"])["PUI"]
    riders = _sheet(context, "Chevaucheurs de loups")  # a mount added, not included
    assert "par combattant" in riders["stats"][1]["sub"]


def test_the_english_kit_reads_the_file_s_places_and_effects_in_english() -> None:
    """The battle file may write a place or a spell's effect in each language: the
    English kit prints the English (the names too, from the file's glossary)."""
    context = _context(_neutral(lang="en"), "letter")
    field = context["field"]
    assert field["between"]["crossing_traps"] == ["Ford Stake Pits"]  # names: glossary
    assert field["between"]["crossing"] == "the ford"
    wheres = [c["where"] for c in field["top"][0]["chips"] + field["bottom"]["chips"]]
    assert "the wood of the north bank, upstream of the ford" in wheres
    spells = " ".join(
        spell["text"]
        for sheet in context["character_deck"]["sheets"]
        for f in sheet["fronts"]
        for spell in f["card"].get("spells", [])
    )
    assert "one unit takes a morale roll" in spells and "jet de moral" not in spells


def test_the_players_army_is_named_so_among_the_sides(tmp_path: Path) -> None:
    """With ``players_army:``, the sides at a glance say which army is the players'."""
    context = _context(_example(tmp_path, players=BARONNIE), "a4", PLAYERS)
    roles = {s["name"]: s["role"] for s in context["sides"]}
    assert roles == {"Baronnie de Rocheclaire": "Joueurs", "Horde de Grishak": ""}


# --- issue 39, fifth pass -----------------------------------------------------------------


def test_the_reference_pages_set_their_blocks_in_two_cells_not_css_columns() -> None:
    """CSS columns made WeasyPrint lay the reference's pages out again and again to
    balance them (its slowest pages): the presenter shares each page's blocks between a
    left and a right cell, in reading order, the taller cell as short as can be, and the
    stylesheet has no ``columns:`` left but the rulings note's list (round 5: a few
    short entries, in one list ``kitgen.render`` renumbers, cheap to balance)."""
    from kitgen.systems.bloodlust.quick_pages import split, two_columns

    assert split([30, 20, 40, 25]) == 2  # 30 + 20 beside 40 + 25: 65, the least
    assert split([10]) == 1 and split([]) == 0
    css = (ROOT / "templates" / "bloodlust" / "kit.css").read_text(encoding="utf-8")
    rules = re.sub(r"/\*.*?\*/", "", css, flags=re.S)  # the comments may name columns
    rules = rules.replace(".quick .rulings-note ol { columns: 2; column-gap: 6mm; }", "")
    assert not re.search(r"(?<![-\w])columns\s*:", rules)
    for lang in ("fr", "en"):
        context = _context(_neutral(lang=lang), "a4")
        for page in context["quick"]["pages"]:
            left, right = page["columns"]
            assert [*left, *right] == page["blocks"]  # reading order, none lost
            if right:
                assert left  # a right cell never stands beside an empty left one
    heights = [30.0, 20.0, 40.0, 25.0]
    cut = split(heights)
    assert max(sum(heights[:cut]), sum(heights[cut:])) == two_columns(heights)


def test_the_field_drawing_shows_the_river_its_ford_and_the_banks() -> None:
    """The example's field drawing had "between the lines" where the river is: with
    ``ground:`` it names the Varenne, draws the ford through it with the stake pits laid
    there, and each army's bank beside its name; the players' copy keeps the river and
    the ford (nothing secret), not the GM's hidden units or traps."""
    loaded = _neutral()
    gm = _context(loaded, "a4")["field"]
    between = gm["between"]
    assert between["ground"] and "Varenne" in between["label"]
    assert between["crossing"] == "le gué"
    assert between["crossing_traps"] == ["Fosses à pieux du gué"]
    assert not between["traps"]  # drawn in the ford, not again along the river
    assert gm["bottom"]["deploys"].startswith("rive sud")
    assert gm["top"][0]["deploys"].startswith("rive nord")
    assert any(c["hidden"] for c in gm["top"][0]["chips"])
    players = _context(loaded, "a4", PLAYERS)["field"]
    assert players["between"]["crossing"] == "le gué"
    assert not players["between"]["crossing_traps"]
    assert not any(c["hidden"] for b in [*players["top"], players["bottom"]] for c in b["chips"])
    en = _context(_neutral(lang="en"), "letter")["field"]
    assert en["between"]["crossing"] == "the ford" and "deep" in en["between"]["label"]
    assert en["abbrev"].startswith("SIZE: fighters")


def test_a_sheet_has_a_box_to_tick_for_each_morale_state() -> None:
    """A GM kept a unit's morale state in his head: each sheet sets the seed's two states
    short of holding (disorganised, routed), each after a box a pencil ticks, with what
    the state does to the unit."""
    context = _context(_neutral(), "a4")
    for sheet in context["sheet_deck"]["items"]:
        disorganised, routed = sheet["states"]
        assert disorganised["head"].startswith("Désorganisée") and "INI" in disorganised["rest"]
        # "plus de jet de combat" read both ways (no more roll, or a bonus to it)
        assert routed["head"].startswith("En déroute")
        assert "aucun jet de combat" in routed["rest"]
        assert "plus de jet" not in routed["rest"]


def test_the_sheets_morale_boxes_print(texts: dict[str, str]) -> None:
    text = texts["gm"].replace("\u202f", " ").replace("\u00a0", " ")
    assert text.count("Moral (à cocher)") >= 10


def test_the_rally_table_gives_the_critical_bands_die_faces() -> None:
    """The rally table named a critical success and failure without saying which rolls
    they are: each row carries its die faces, and the note says them in words."""
    for lang, words in (("fr", "réussite critique"), ("en", "critical success")):
        context = _context(_neutral(lang=lang), "a4")
        (rally,) = [
            b for p in context["quick"]["pages"] for b in p["blocks"] if b["key"] == "rally"
        ]
        faces = [r[0]["sub"] for r in rally["rows"]]
        assert faces[0] == "01–\u206005" and faces[-1] == "96–\u206000"  # never split
        assert all(faces)
        assert words in str(rally["note"]).lower()


def test_the_rally_criticals_follow_the_house_rule(tmp_path: Path) -> None:
    """Ruling L13: the rules leave the rally's criticals to the game played; the kit prints
    the usual d100 reading (above) unless ``house_rules: {rally_criticals: N}`` says how
    many faces at each end are criticals: the table, its note and every sheet follow."""
    text = EXAMPLE.read_text(encoding="utf-8")
    path = write(tmp_path, "house_rules:\n  rally_criticals: 10\n" + text)
    context = _context(load(path), "a4")
    (rally,) = [b for p in context["quick"]["pages"] for b in p["blocks"] if b["key"] == "rally"]
    faces = [r[0]["sub"] for r in rally["rows"]]
    assert faces[0] == "01–\u206010" and faces[-1] == "91–\u206000"
    assert "01–10" in str(rally["note"]) and "91–00" in str(rally["note"])
    assert "96" not in str(rally["note"])
    lines = [s["rally"] for s in context["sheet_deck"]["items"] if s.get("rally")]
    # an elite unit rallies on all but the top band, any other at least on the low one
    # (a failed Commandement never goes under it); none reads the usual 05 or 96
    assert any("01–\u206010" in x for x in lines) and any("91–\u206000" in x for x in lines)
    assert not any("96" in x or "–\u206005" in x for x in lines), lines


def test_the_english_kit_has_no_french_short_form_nor_british_spelling() -> None:
    """US buyers read the English kit: PUI, PUI TIR and EFF are POW, Ranged POW and SIZE
    there (explained under the field drawing), and armour, disorganised, manoeuvres are
    spelt the American way."""
    from kitgen.systems.bloodlust.texts import PAGE

    short = re.compile(r"\b(PUI|EFF|TIR)\b")
    british = re.compile(r"armour|organis|manoeuv|defence|colour|centre|honour|grey", re.I)

    def words(en: str) -> str:  # outside backticks (keys to type) and placeholders
        return re.sub(r"`[^`]*`|\{[^}]*\}", "", en)

    assert not [k for k, (en, _) in PAGE.items() if short.search(words(en))]
    assert not [k for k, (en, _) in PAGE.items() if british.search(words(en))]
    context = _context(_neutral(lang="en"), "letter")
    sheet = _sheet(context, "Archers du Val")
    assert [s["label"] for s in sheet["stat_rows"][0]][:3] == ["SIZE", "POW", "Ranged POW"]


def test_the_players_guide_is_on_the_players_copy_only(texts: dict[str, str]) -> None:
    """ "Your turn, sheet in hand" speaks to the players: the GM's copy has no such box."""
    assert "Votre tour, fiche en main" in texts["players"]
    assert "Votre tour" not in texts["gm"]


# --- (i) what a GM runs the battle from (issue 39, sixth pass) -----------------------------


def test_the_ford_prints_how_it_plays_from_the_rules_and_the_battle_file(
    texts: dict[str, str],
) -> None:
    """The ford had no rules a GM could run from the page: under the drawing of the field
    it now gives the trap laid in it as the rules play a trap (seed III-6: flat losses,
    the unit stops and fights disorganised) and what the battle file sets where the rules
    are silent (how many fight in it, crossing, shooting across)."""
    field = _context(_neutral(), "a4")["field"]
    rules = field["crossing_rules"]
    assert rules["title"] == "Le gué\u202f: comment le jouer"
    (trap,) = rules["rules"]
    for part in (
        "Fosses à pieux du gué",
        "PUI\u00a080",
        "à +2\u00a0ATT",  # as the spells write it
        "colonne\u00a0H",
        "pertes sèches",
        "désorganisée (INI\u00a0−2)",
    ):
        assert part in trap
    assert len(rules["set"]) == 3 and rules["set"][0].startswith("Un contre un")
    # the players' copy: the barony's trap is the GM's (no players' army), the rules not
    text = texts["players"].replace("\u202f", " ").replace("\u00a0", " ")
    assert "le gué : comment le jouer" in text.lower() and "Un contre un" in text
    assert "pertes sèches" not in text
    english = _context(_neutral(lang="en"), "letter")["field"]["crossing_rules"]
    assert english["title"] == "The ford: how to play it"
    assert english["set"][1].startswith("Crossing takes a turn")


def test_each_general_has_a_block_with_the_rolls_the_gm_makes() -> None:
    """The generals had no card: the GM's roster page gives each, under their army's
    heading, the bonus to the army's
    d10, the Commandement that decides equal INI, and the faces a rally and an
    organisation succeed on (seed I-6 with its −10 past 75 % lost and −25 routed; militia
    on a critical success only, elite on all but a critical failure; III-2)."""
    context = _context(_neutral(), "a4")
    heloise, grishak = (a["leader"] for a in context["armies"])
    assert heloise["name"] == "Baronne Héloïse de Rocheclaire"
    assert heloise["head"].startswith("+6 au d10") and "Commandement\u00a065" in heloise["head"]
    rally, organise = heloise["lines"]
    for faces in ("01–\u206065", "01–\u206055", "01–\u206040", "01–\u206030", "96–\u206000"):
        assert faces in rally
    assert "milice 01–\u206005" in rally
    assert organise.startswith("Organiser") and "01–\u206065" in organise
    # Grishak's 25 %: −25 routed leaves the critical success only, never below 01–05
    rally = grishak["lines"][0]
    # the bracket (past 75 % lost) left out when it says the same
    assert "en déroute 01–\u206005\u202f;" in rally and "(01–\u206005)" not in rally
    # the players' copy: the generals as the sides give them, no GM's block
    players = _context(_neutral(), "a4", PLAYERS)
    assert all(a["leader"] is None for a in players["armies"])


def test_the_army_roll_reads_as_a_procedure() -> None:
    """The army-roll block was hard to use: it is three steps, what each army rolls with
    its general's bonus, what each unit adds, who engages first, then the odds."""
    steps = _context(_neutral(), "a4")["army_roll"]
    assert steps[0] == (
        "Lancez\u202f: Baronnie de Rocheclaire d10\u00a0+6\u202f; Horde de Grishak d10\u00a0+2."
    )
    assert "INI" in steps[1] and "Commandement" in steps[2]


def test_a_track_s_zones_start_at_a_heavy_rule(derived: Loaded) -> None:
    """The morale and rally marks were faint in greyscale: the box where each zone starts
    has a heavy rule before it, and the zones' rules are dark, not a light hue only."""
    html = _html(derived, "gm")
    # two zones on each of the ten sheets, but the battery's (15, 10, 5, 0): its rally
    # zone would fall on box 0 only, where it is gone (round 19)
    assert html.count('starts"') >= 2 * 10 - 1
    css = (ROOT / "templates" / "bloodlust" / "kit.css").read_text(encoding="utf-8")
    assert ".tbox.starts { border-left: 2.4pt solid var(--ink);" in css
    assert ".tbox.heavy { border-bottom: 4.5pt double var(--ink); }" in css


def test_the_eighth_proofread_fixes(texts: dict[str, str]) -> None:
    """Issue 39, eighth pass: the turn box has the start-of-turn fear and terror check the
    Troll and the morale tables use (seed II-3, B6); the grids' corner names both axes;
    the unit tokens carry INI, ATT, DEF and the states to tick; a character in a unit
    ticks the wounds they take, one acting alone says what a unit's attack does (EFF 1:
    seed VI-1); a war machine's INI says why no size modifier; dice read "d12", like
    d10 and d100; an attribute inside a line of parts is lower case."""
    context = _context(_neutral(), "a4")
    assert context["turn_start"].startswith("En début de tour")
    assert "peur" in context["turn_start"] and "à −10" in context["turn_start"]
    tokens = [k for page in context["unit_tokens"]["pages"] for row in page["rows"] for k in row]
    knights = next(k for k in tokens if k["name"] == "Chevaliers de l'Ordre")
    assert knights["stats"] == ["INI\u00a00", "ATT\u00a0+2", "DEF\u00a0+3"]
    assert knights["states"] == ["désorganisée", "en déroute"]
    cards = {
        f["card"]["name"]: f["card"]
        for sheet in context["character_deck"]["sheets"]
        for f in sheet["fronts"]
        if not f["card"]["blank"]
    }
    aymeric, ugluk = cards["Sire Aymeric"], cards["Ugluk le Chaman"]
    tally = [w["text"] for w in aymeric["tally"]]
    assert tally == ["lég. légère", "mod. modérée", "sér. sérieuse"]
    assert not aymeric["attacked"]
    assert not ugluk["tally"]
    assert "une seule perte (EFF\u00a01) le met hors de combat" in ugluk["attacked"]
    battery = _sheet(context, "Batterie de catapultes")
    ini = dict(battery["breakdowns"])["INI"]
    assert "sans modificateur de taille\u202f: son EFF compte ses servants" in ini
    troll = _sheet(context, "Troll de la Combe")
    parts = " ".join(text for _, text in troll["breakdowns"])
    assert "Très grandes" not in parts and "Endurance" not in parts
    gm = texts["gm"]
    assert "Attaquant ↓ · défenseur →" in gm
    assert "1d12" not in gm and "1d6" not in gm and "(d12)" in gm
    # no map the kit does not have: the tokens go on the table
    assert "sur le plan" not in gm and "sur la carte" not in gm
