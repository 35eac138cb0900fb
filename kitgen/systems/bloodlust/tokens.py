"""Face-down units on the table: a folded token each, the sheet stays with the GM.

The rulebook has the GM deploy units face down, so that the players see an army without
knowing what they will face. A unit sheet is a page (its casualty columns need one), so
rather than print each face-down sheet a page of card back, the GM's copy gives every
face-down unit a small tent token: cut out, folded in two and stood on the map, its
players' half shows the army and a question mark, its GM's half the unit (sheet number,
name, stats). When the unit is engaged or revealed, its sheet takes the token's place.

Tokens come four to a page, at the foot of the page under a caption that says how to
cut them out (along their solid outline) and fold them (on their dashed middle); above
them a log of the hidden deployment fills the page, a row for each of its tokens (where
the unit waits, from the file's ``where`` when it gives one, and what reveals it) and
blank rows for more. Geometry is in millimetres,
worked out here so the template only places boxes.
"""

from __future__ import annotations

from typing import Any

from kitgen.fit import PT, lines
from kitgen.i18n import Text
from kitgen.printing import OFF, PAGE_SIDE, Settings
from kitgen.prose import say
from kitgen.report import exact
from kitgen.systems.bloodlust.cards import total
from kitgen.systems.bloodlust.plan import ArmyPlan, CharacterPlan, UnitPlan
from kitgen.systems.bloodlust.sheet_tables import column_of, letter
from kitgen.systems.bloodlust.tables import TURN_STEPS

TOKEN_WIDTH = 90.0
TOKEN_HALF = 46.0
"""A token is 90 mm wide and two halves of 46 mm tall; folded, it stands 46 mm high,
its question mark read across the table."""
GAP = 4.0
"""Between two tokens, so that each is cut on its own."""
PER_ROW = 2
PER_PAGE = 4
TOP_TITLE = 12.0
"""The first page's heading, from the page's top to its how-to, in millimetres."""
HOW_LINE = 4.45
"""A line of the how-to (9.5 pt); ``HOW_SCALE`` counts its lines leaning long."""
HOW_SCALE = 0.8
HOW_GAP = 6.0
"""Under the how-to, down to the deployment log's caption."""
PAGE_MARGINS = 27.0
"""The kit's page margins, top and bottom (``_base/kit.css``: 12 mm and 15 mm)."""
LOG_ROW = 8.0
"""A row of the deployment log: a pencil's height (``--box``)."""
LOG_SPARE = 3
"""Blank rows the deployment log keeps under its tokens' rows: a unit the GM hides on the
day, not a page of empty rows for two hidden units."""
LOG_HEAD = 10.0
"""The log's title and column heads."""
TOKENS_TOP = 15.5
"""Under the log, down to the tokens: the margin and the cutting caption (with a row's
``GAP``, as the French Letter page lays them out)."""
TURN_LOG_ROW = 5.5
"""A row of the GM's turn log (``kit.css``: ``table.turn-log``), its boxes 3.2 mm."""
TURN_LOG_TOP = 10.0
"""The turn log's margin above it and its caption."""
TURN_LOG_LABELS = 48.0
"""Millimetres of the turn log's first column, the steps' names."""
TURN_LOG_BOX = 6.0
"""The least width of a turn's column: a box and room around it."""
WRITE_GAP = 7.0
"""A ruled line of the notes (``_base/kit.css``: ``--write-gap``)."""
NOTES_LEAST = 5.0 + 2 * WRITE_GAP
"""Millimetres the notes on the hidden units keep at the page's foot, at least: their
margin, their heading's line and a line to write on under it (round 17: on Letter the
heading closed the page with nothing under it). Spare rows of the deployment log give
way to them and to the turn log."""


def facing(army: str, players: str | None) -> str:
    """Whom a token's "?" face goes toward: its unit's enemy, who must not see which unit
    it is (round 17). With the players' army known, the players for the other armies'
    tokens (``players``) and the GM, who plays their enemy, for the players' own
    (``gm``); else only ``enemy``."""
    if players is None:
        return "enemy"
    return "gm" if army == players else "players"


def how(tokens: list[dict[str, Any]], t: Text) -> str:
    """The tokens' how-to, its "?" face worded by whose tokens they are (``facing``): all
    toward the players, all toward the GM, some each way (the players' own named), or
    toward each unit's enemy when the players' army is not known."""
    sides = {k["facing"] for k in tokens}
    if sides == {"players", "gm"}:
        names = ", ".join(k["name"] for k in tokens if k["facing"] == "gm")
        words = t("token.facing_both", names=names)
    else:
        (side,) = sides or {"players"}
        words = t(f"token.facing_{side}")
    return t("token.how", facing=words)


def token(
    unit: UnitPlan,
    army: ArmyPlan,
    side: int,
    number: int,
    t: Text,
    players: str | None = None,
) -> dict[str, Any]:
    """One face-down unit's token: what its enemy sees, and what its own side sees; its
    "?" face toward its enemy (``facing``: the players, or the GM for the players' own)."""
    stats = [
        (t("sheet.eff"), t.number(unit.eff)),
        (t("sheet.pui"), total(unit.total_pui, t)),
        *([(t("sheet.pui_tir"), total(unit.total_pui_tir, t))] if unit.total_pui_tir else []),
        (t("sheet.ini"), t.signed(unit.initiative.whole)),
        (t("sheet.att"), t.signed(unit.attack.whole)),
        # a shooting unit's ATT when it shoots, which can differ from its ATT in melee
        *(
            [(t("sheet.att_tir"), t.signed(unit.attack_ranged.whole))]
            if unit.total_pui_tir
            else []
        ),
        (t("sheet.def"), t.signed(unit.defense.whole)),
    ]
    return {
        "army": army.name,
        "side": side,
        "number": t("sheet.number", n=number),
        "name": unit.unit.name,
        "where": say(unit.unit.where, t.lang),
        "stats": stats,
        "facing": facing(army.name, players),
        "faces": t(f"token.faces_{facing(army.name, players)}"),
    }


def turn_log(turns: int, t: Text) -> dict[str, Any]:
    """The GM's turn log: a row for each step of the seed's turn (I-3: characters,
    initiative, engagement, combat, losses, morale), a box in it for each of the battle's
    ``turns``, ticked as the step is done."""
    return {
        "title": t("turnlog.title"),
        "head": t("turnlog.turn"),
        "turns": list(range(1, turns + 1)),
        "steps": [t(f"turnlog.{step}") for step in TURN_STEPS],
        "height": TURN_LOG_TOP + TURN_LOG_ROW * (1 + len(TURN_STEPS)),
    }


def token_pages(
    tokens: list[dict[str, Any]],
    settings: Settings,
    log: dict[str, Any] | None = None,
    top: float = TOP_TITLE + 4 * HOW_LINE + HOW_GAP,
) -> list[dict[str, Any]]:
    """The tokens four to a page, each page's log a row for each token, then up to
    ``LOG_SPARE`` blank ones, as the room above its tokens allows once ``NOTES_LEAST`` of
    notes on the hidden units is kept at the foot (``top``: the first page's heading and
    how-to). The GM's turn ``log`` goes on the last page, under its tokens, when the page
    holds it with a row for each token and the notes' least, and its turns fit across the
    page; the spare rows then give way to it (it never adds a page: ``None`` on a page
    without the room)."""
    content = settings.sheet.height - PAGE_MARGINS
    pages: list[dict[str, Any]] = []
    rooms: list[float] = []  # under each page's tokens, for its log's rows and turn log
    for start in range(0, len(tokens), PER_PAGE):
        chunk = tokens[start : start + PER_PAGE]
        rows = [chunk[i : i + PER_ROW] for i in range(0, len(chunk), PER_ROW)]
        block = TOKENS_TOP + len(rows) * (2 * TOKEN_HALF + GAP)
        room = content - block - (top if not start else 0.0) - LOG_HEAD - NOTES_LEAST
        pages.append(
            {
                "first": not start,
                "rows": rows,
                "height": f"{content - 1:.1f}mm",
                "log": [(k["number"], k["name"], k["where"]) for k in chunk],
                "spare": _spare(room, len(chunk)),
                "turn_log": None,
            }
        )
        rooms.append(room)
    across = settings.sheet.width - 2 * PAGE_SIDE - TURN_LOG_LABELS
    if pages and log is not None and across >= TURN_LOG_BOX * len(log["turns"]):
        last, room = pages[-1], rooms[-1]
        if room - len(last["log"]) * LOG_ROW >= log["height"]:
            last["turn_log"] = log
            last["spare"] = _spare(room - log["height"], len(last["log"]))
    return pages


def _spare(room: float, tokens: int) -> int:
    """The deployment log's blank rows in ``room`` millimetres, under a row for each of
    its ``tokens``: at most ``LOG_SPARE``, none when its rows take the room."""
    return max(0, min(int(room // LOG_ROW) - tokens, LOG_SPARE))


def face_down(
    units: list[tuple[UnitPlan, ArmyPlan, int, int]],
    t: Text,
    settings: Settings,
    turns: int | None = None,
    players: str | None = None,
) -> dict[str, Any]:
    """The tokens of the face-down units ``(unit, army, side, sheet number)``, on the
    GM's copy, each "?" face toward its unit's enemy (``players``: the players' army,
    whose own tokens face the GM); in duplex each page of tokens starts on a front and
    its back is left blank, since it is cut up. With the battle's ``turns``, the GM's turn log goes
    under the last page's tokens when it has the room (``token_pages``)."""
    tokens = [token(u, a, side, n, t, players) for u, a, side, n in units if u.unit.face_down]
    log = turn_log(turns, t) if turns else None
    words = how(tokens, t)
    across = settings.sheet.width - 2 * PAGE_SIDE
    top = TOP_TITLE + lines(words, across, 9.5, HOW_SCALE) * HOW_LINE + HOW_GAP
    return {
        "pages": token_pages(tokens, settings, log, top) if tokens and settings.gm else [],
        "how": words,
        "duplex": settings.duplex != OFF,
        "size": {
            "width": f"{TOKEN_WIDTH:g}mm",
            "half": f"{TOKEN_HALF:g}mm",
            "gap": f"{GAP:g}mm",
        },
    }


FLAT_WIDTH = 58.0
"""A unit token's least width: three across a page, on a closed grid (each cut is two
tokens' edge); ``flat_width`` widens them to fill the page's text width."""
FLAT_BORDER = 0.8 * PT
"""A token's border, which the next one overlaps (``kit.css``: ``margin-right: -0.8pt``)."""
FLAT_GAP = 0.0
FLAT_PER_ROW = 3
FLAT_TOP = 30.0
"""The page's heading and how-to, in millimetres (a little more than they take)."""
FLAT_ARMY = 4.8
"""A token's army band (7.5 pt, its padding), in millimetres; the heights below are
what ``kit.css`` gives each line of a token (``.flat-*``)."""
FLAT_NAME_PT = 12.0
FLAT_NAME_LINE = FLAT_NAME_PT * PT * 1.15
FLAT_NAME_TOP = 1.6
FLAT_STAT = 4.8
"""A line of stats or of states: 8 pt, its 1 mm above, and the ticks' boxes."""
FLAT_EFF = 13.0
"""The EFF's label over its box (``--box``) and the margin above them."""
FLAT_COLUMN = 10.0 * PT * 1.35
"""A line of the columns beside the EFF box (10 pt)."""
FLAT_FOOT = 3.0
"""Under the boxes, and the borders."""
FLAT_LEAST = 30.0
"""A unit token is never shorter, so that it stays a token to pick up."""
LOSSES_LEAST = 20.0
"""Millimetres the unit tokens' last page must leave under its tokens for the ruled
losses of the turn (round 13: A4's page was a third blank); less, and none."""


def flat_width(settings: Settings) -> float:
    """A unit token's width (its content box: its borders come on top), so that three
    of them, each overlapping the next by a border, fill the page's text width to the
    last one's right border (round 14: the grid stopped 12 mm short of the right
    margin); never under ``FLAT_WIDTH``. Rounded down to a tenth of a millimetre, so
    that the row never wraps."""
    across = settings.sheet.width - 2 * PAGE_SIDE - (FLAT_PER_ROW + 1) * FLAT_BORDER
    return max(FLAT_WIDTH, int(across / FLAT_PER_ROW * 10) / 10)


def flat_height(token: dict[str, Any], width: float = FLAT_WIDTH) -> float:
    """The millimetres a unit token's lines take: its army band, its name's lines at
    12 pt in the token's ``width`` (bold serif, leaning long), its stats, its shooting
    ATT, its states, and the EFF box beside its columns."""
    name = lines(token["name"], width - 4.0, FLAT_NAME_PT, 1.12)
    stats = 2 + (1 if token["shot"] else 0)
    boxes = max(FLAT_EFF, 1.6 + len(token["columns"]) * FLAT_COLUMN)
    lines_mm = FLAT_NAME_TOP + name * FLAT_NAME_LINE + stats * FLAT_STAT
    return FLAT_ARMY + lines_mm + boxes + FLAT_FOOT


def unit_token(unit: UnitPlan, army: ArmyPlan, side: int, number: int, t: Text) -> dict[str, Any]:
    """A unit's flat token for the map: its army, sheet number and name, its EFF at full
    strength beside a box for the EFF left, the columns it reads at full strength
    (melee, charge, shooting; the sheet's track gives them as it loses soldiers), its
    INI, ATT and DEF, and a box to tick for each state it may fall into."""
    modes = [("melee", unit.total_pui)]
    if unit.charge is not None:
        modes.append(("charge", unit.charge.total))
    if unit.total_pui_tir:
        modes.append(("tir", unit.total_pui_tir))
    columns = [
        (t(f"track.{mode}"), letter(column_of(value)))
        for mode, value in modes
        if value or mode == "melee"
    ]
    return {
        "army": army.name,
        "side": side,
        "number": t("sheet.number", n=number),
        "name": unit.unit.name,
        "eff": t.number(unit.eff),
        "columns": columns,
        "stats": [
            t("unit_token.stat", label=t(f"sheet.{key}"), value=t.signed(value.whole))
            for key, value in (
                ("ini", unit.initiative),
                ("att", unit.attack),
                ("def", unit.defense),
            )
        ],
        "states": [t("unit_token.disorganised"), t("unit_token.routed")],
        # a shooting unit's ATT when it shoots, as its face-down token gives it (round 8)
        "shot": t(
            "unit_token.stat", label=t("sheet.att_tir"), value=t.signed(unit.attack_ranged.whole)
        )
        if unit.total_pui_tir
        else "",
    }


def character_token(c: CharacterPlan, army: ArmyPlan, side: int, t: Text) -> dict[str, Any]:
    """Round 18: a character acting alone is attacked as a unit is (his card), so he gets
    a token like a unit's: his army, "acts on their own" where a unit has its sheet's
    number, his name, PUI and DEF, and his EFF beside the box for what is left; no
    states to tick, no columns (his card gives his casualties)."""
    ch = c.character
    pui = f"+{exact(ch.pui, t, None)}" if ch.pui else "—"
    return {
        "army": army.name,
        "side": side,
        "number": t("char.alone"),
        "name": ch.name.partition(", ")[0],
        "eff": t.number(ch.eff),
        "columns": [],
        "stats": [
            t("unit_token.stat", label=t("sheet.pui"), value=pui),
            t("unit_token.stat", label=t("sheet.def"), value=t.signed(ch.defense)),
        ],
        "states": [],
        "shot": "",
    }


def unit_tokens(
    units: list[tuple[UnitPlan, ArmyPlan, int, int]],
    t: Text,
    settings: Settings,
    alone: list[tuple[CharacterPlan, ArmyPlan, int]] | None = None,
) -> dict[str, Any]:
    """A flat token for every unit of the GM's copy, so that the map holds tokens and
    the sheets stay by the GM: pages of three across on a closed grid, every token as
    tall as the tallest one's lines (``flat_height``), the last row closed with blank
    ones; in duplex each page starts on a front, its back blank (it is cut up)."""
    if not settings.gm:
        return {"pages": [], "duplex": False, "size": {}}
    tokens = [unit_token(u, a, side, n, t) for u, a, side, n in units]
    tokens += [character_token(c, a, side, t) for c, a, side in alone or []]
    # one height for the family, the tallest token's lines: no token a blank under them
    width = flat_width(settings)
    height = max([FLAT_LEAST, *(flat_height(k, width) for k in tokens)])
    room = settings.sheet.height - PAGE_MARGINS - FLAT_TOP
    most_rows = max(1, int(room // height))
    per_page = most_rows * FLAT_PER_ROW
    shot_line = any(k["shot"] for k in tokens)
    pages: list[dict[str, Any]] = []
    for start in range(0, len(tokens), per_page):
        chunk = tokens[start : start + per_page]
        rows = [chunk[i : i + FLAT_PER_ROW] for i in range(0, len(chunk), FLAT_PER_ROW)]
        # round 18, then issue 39: one grid for the family, so the shooting ATT's line is
        # on every token (blank where a unit does not shoot) when one token has it, and
        # every token's states and boxes stand at the same places
        rows = [[{**k, "shot_line": shot_line} for k in row] for row in rows]
        # the last row closed with blank tokens, for a unit the GM adds on the day
        pages.append(
            {
                "first": not start,
                "rows": rows,
                "spare": -len(chunk) % FLAT_PER_ROW,
                # the page as tall as its room, clipped (``kit.css``), so that the ruled
                # losses under the tokens run down to its foot and never add a page
                "height": f"{settings.sheet.height - PAGE_MARGINS - 1:.1f}mm",
                "losses": False,
            }
        )
    # the seed strikes the losses off once every fight is rolled (III, step 5): under the
    # last page's tokens, ruled lines to note each fight's losses until then
    if pages and room - len(pages[-1]["rows"]) * height >= LOSSES_LEAST:
        pages[-1]["losses"] = True
    return {
        "pages": pages,
        "duplex": settings.duplex != OFF,
        "shot_line": shot_line,
        # a blank token (for a unit the GM adds on the day) has the units' cells: the
        # states to tick, as every unit may fall into them
        "spare_states": [t("unit_token.disorganised"), t("unit_token.routed")],
        # and its header what it is for (round 22b: a frame without one read as a misprint)
        "spare_label": t("unit_token.spare"),
        "size": {
            "width": f"{width:g}mm",
            "height": f"{height:.1f}mm",
            "gap": f"{FLAT_GAP:g}mm",
        },
    }
