"""Promiterra's map and cell cards: the kit's values for the battlefield.

The map draws each cell in its terrain's lightness and pattern (apart in greyscale), the
road as a band through the cells it joins, fortified cells framed with their level, and
each troop in its side's marker; its cells are as large as the page allows once the
legend has its room. Each kind of cell used gets a card. The codes printed are the
kit's language's (``codes``).
"""

from __future__ import annotations

from typing import Any

from kitgen.cards import Kit, source
from kitgen.fit import PT, lines
from kitgen.i18n import Text
from kitgen.printing import CARD_SIZES, OFF, PAGE, Size, impose
from kitgen.prose import say
from kitgen.systems.promiterra.battlefield import cell_name
from kitgen.systems.promiterra.cellfit import NOTE_LINE, family, notes_lines
from kitgen.systems.promiterra.changes import cost_text, cost_then
from kitgen.systems.promiterra.codes import kit_codes
from kitgen.systems.promiterra.combat import chance, invasion_chance
from kitgen.systems.promiterra.halfpages import FRAME_INSET
from kitgen.systems.promiterra.plan import BattlePlan, Cell
from kitgen.systems.promiterra.sheets import Numbers, side_classes
from kitgen.systems.promiterra.tables import FORTIFICATION_LEVELS, TERRAIN_CLASSES, TERRAINS


def used_cells(plan: BattlePlan) -> list[Cell]:
    """Cell types that appear on the map (every defined one when there is no map)."""
    if plan.map is None:
        return list(plan.cells)
    used = {code for row in plan.map.rows for code in row}
    return [c for c in plan.cells if c.code in used]


def cell_title(cell: Cell, t: Text) -> str:
    if cell.name:
        return cell.name
    return t(f"terrain.{cell.terrain}")


def printed_codes(plan: BattlePlan, t: Text) -> dict[str, str]:
    """The file's code of each kind of cell used -> the code the kit prints, in the
    kit's language (``codes``)."""
    return kit_codes({c.code: cell_title(c, t) for c in used_cells(plan)})


def _fort_name(cell: Cell, t: Text) -> str:
    if cell.fortification:
        return t(f"fort.{cell.fortification}")
    if cell.level:
        return t(f"fort_level.{FORTIFICATION_LEVELS[cell.level]}")
    return ""


def _terrain_line(cell: Cell, t: Text) -> str:
    """What the cell is, when its title does not already say it: ``Colline · Tour de bois``."""
    pieces = [t(f"terrain.{cell.terrain}"), _fort_name(cell, t)]
    line = " · ".join(p for p in pieces if p)
    return "" if line == cell_title(cell, t) else line


def _rules(level: int, t: Text) -> list[str]:
    """A fortified cell's own numbers: its second defence and invading it empty, with
    their chances in both copies (a d6 against the level: the rules alone, no secret;
    round 17). What every card would repeat (an open cell gives no save; how the second
    defence, barricading and invading work) is said once: on the map page, and in the
    quick reference's fortifications and other actions."""
    if not level:
        return []
    return [
        t("pt.cell_second", level=level, chance=t.percent(float(chance(level)))),
        t("pt.cell_enter", level=level, chance=t.percent(float(invasion_chance(level)))),
    ]


def cell_card(
    cell: Cell,
    plan: BattlePlan,
    numbers: Numbers,
    t: Text,
    gm: bool,
    code: str,
) -> dict[str, Any]:
    """A kind of cell's card; the chances of its saves and invasion on the GM's copy;
    under its cost, the cost it takes from a later turn (``cost_later``)."""
    count = sum(row.count(cell.code) for row in plan.map.rows) if plan.map else 0
    sides = side_classes(plan)
    here = [
        {
            "n": numbers[(tr.army, tr.name)],
            "side": sides[tr.army],
            "name": tr.name,
            "cell": cell_name(*tr.cell),
        }
        for tr in plan.troops()
        if tr.cell_code == cell.code and tr.cell is not None
    ]
    rules = _rules(cell.level, t)
    title = cell_title(cell, t)
    return {
        "source": source(("cells", cell.code), "", title),
        "back_label": plan.battle.name,
        "blank": False,
        "aid": False,
        "event": False,
        "code": code,
        "name": title,
        # round 20, 4: the plain's band is as blank as its cells on the map: said so,
        # lest it read as missing art
        "kind": _terrain_line(cell, t)
        or (t("pt.plain_band") if _look(cell) == "t-plain" and not cell.level else ""),
        "terrain": _look(cell),
        "road": ["w", "e"] if cell.terrain == ROAD else [],
        "fort": cell.level,
        "cost_label": t("pt.cost"),
        "fort_label": t("pt.fortification"),
        "here_label": t("pt.cell_troops"),
        "cost": cell.cost,
        "cost_then": cost_then(cell, t),
        "cost_class": t(f"terrain.{TERRAIN_CLASSES.get(cell.cost, 'very_difficult')}"),
        "level": cell.level or "—",
        "fort_name": _fort_name(cell, t) or t("pt.open_short"),
        "count": t("pt.cell_count", n=count) if plan.map else "",
        "rules": rules,
        "here": here,
        "notes": cell.notes if gm else "",
    }


def cell_deck(plan: BattlePlan, numbers: Numbers, t: Text, kit: Kit) -> dict[str, Any]:
    """A card per kind of cell used, all set alike, the fullest deciding
    (``cellfit.family``), each under the code the kit prints for it (``codes``)."""
    codes = printed_codes(plan, t)
    cards = [cell_card(c, plan, numbers, t, kit.gm, codes[c.code]) for c in used_cells(plan)]
    size = kit.settings.size_of("cell_card")
    if size == PAGE:
        paper = kit.settings.sheet
        inner = (paper.width - PAGE_MARGINS[0], paper.height - PAGE_MARGINS[1])
    else:
        card = CARD_SIZES[size]
        inner = (card.width - 2 * FRAME_INSET, card.height - 2 * FRAME_INSET)
    found = family(cards, inner)
    look = found.values()
    for card_values in cards:
        notes = notes_lines(card_values, inner, found)
        # the family's style stays one; the notes' lines hang from each card's foot
        card_values["look"] = {**look, "notes": notes > 0, "notes_h": f"{notes * NOTE_LINE:g}mm"}
    if size != PAGE and cards:
        layout = impose(kit.settings.sheet, CARD_SIZES[size], kit.settings.bleed)
        empty = -len(cards) % layout.per_sheet
        blanks = min(BLANK_CELLS, empty)
        cards += [_blank_card(plan, t, look) for _ in range(blanks)]
        aids = _aid_cards(plan, t, look)[: empty - blanks]
        cards += aids
        cards += _event_cards(plan, t, look, kit.gm, empty - blanks - len(aids))
    if kit.settings.duplex != OFF:
        # in duplex, a card of the cells' rules or an event says its own kind on its
        # back, not the deck's "cell card" (the others keep the deck's plain back)
        for card_values in cards:
            kind = "pt.back_aid" if card_values["aid"] else "pt.back_event"
            if card_values["aid"] or card_values["event"]:
                card_values["back"] = {"kind": t(kind)}
    return kit.deck("cell_card", cards)


BLANK_CELLS = 3
"""The most blank cards the last sheet's empty places get: one per change the rules name
(a breach, a burnt bridge, a trench dug; a scenario's event uses one). Seven were more than
a war fills in; the places left after them hold the cells' rules (``_aid_cards``)."""


def _aid_cards(plan: BattlePlan, t: Text, look: dict[str, Any]) -> list[dict[str, Any]]:
    """Cards of the cells' rules, to keep by the map: what moving costs (a cell's cost by
    its terrain's class, the diagonal step, a cell dearer than a troop's Movement), and
    what a fortified cell does (its second defense, the barricade, the invasion of an
    empty one). Set as the other cards (``look``), in the places blank cards leave."""
    costs = [
        {"cost": cost, "label": t(f"terrain.{TERRAIN_CLASSES[cost]}")}
        for cost in sorted(TERRAIN_CLASSES)
    ]
    cards = [
        (t("pt.aid_move"), costs, [t("pt.diagonal"), t("pt.dear_cell")]),
        (
            t("pt.aid_fort"),
            [],
            [t("pt.fort_help"), t("pt.aid_barricade"), t("pt.aid_invade")],
        ),
    ]
    return [
        {
            "source": source(("cells",), "", title),
            "back_label": plan.battle.name,
            "blank": False,
            "aid": True,
            "event": False,
            "look": look,
            "name": title,
            "costs": rows,
            "costs_label": t("pt.cost") if rows else "",
            "lines": said,
        }
        for title, rows, said in cards
    ]


def _event_cards(
    plan: BattlePlan, t: Text, look: dict[str, Any], gm: bool, room: int
) -> list[dict[str, Any]]:
    """The places the cells' rules leave (``room``): a card per event of the scenario, to
    lay by the map when it happens (the players' copy only those that are not the GM's
    secret), then cards to fill in for an event the GM makes up at the table; never a
    sheet more."""
    if room <= 0:
        return []
    scenario = getattr(plan.battle, "scenario", None)
    events = [e for e in (scenario.events if scenario else ()) if gm or not e.secret]
    cards = []
    for event in events[:room]:
        when = say(event.when, t.lang) if event.when else ""
        title = t("pt.event_card", when=when) if when else t("pt.event_card_any")
        cards.append(
            {
                "source": source(("scenario", "events"), "", title),
                "back_label": plan.battle.name,
                "blank": False,
                "aid": False,
                "event": True,
                "look": look,
                "name": title,
                "text": say(event.text, t.lang),
                # the first page's own "GM only" tag, from the same flag: a card cut
                # out must not land on the players' table unmarked
                "gm_mark": t("scenario.gm_only") if gm and event.secret else "",
            }
        )
    blank_title = t("pt.blank_event")
    cards += [
        {
            "source": source(("scenario", "events"), "", blank_title),
            "back_label": plan.battle.name,
            "blank": False,
            "aid": False,
            "event": True,
            "look": look,
            "name": blank_title,
            "text": "",
            "when_label": t("pt.blank_event_when"),
            "what_label": t("pt.blank_event_what"),
        }
        for _ in range(room - len(cards))
    ]
    return cards


def _blank_card(plan: BattlePlan, t: Text, look: dict[str, Any]) -> dict[str, Any]:
    """A card to fill in, for a cell the war changes (a breach, a burnt bridge, a trench
    dug): the last sheet's empty places get one each, rather than staying bare. Its
    title is set as the other cards' (``look``); what it is for is said once, on the map
    page (on the card only in a kit without a map)."""
    title = t("pt.blank_cell")
    return {
        "source": source(("cells",), "", title),
        "back_label": plan.battle.name,
        "blank": True,
        "aid": False,
        "event": False,
        "look": look,
        "name": title,
        "help": "" if plan.map else t("pt.blank_cell_help"),
        "cost_label": t("pt.blank_cost"),
        "fort_label": t("pt.blank_fort"),
        "costs": ["1", "2", "3"],
        "levels": ["—", "1", "2", "3", "4"],
    }


MAP_CELL_MAX_MM = 14.0
DENSE_BELOW_MM = 9.0
"""Smaller cells print their code and marks on one line, tight."""
CELL_PAD = {False: 0.5, True: 0.2}
"""A map cell's padding (mm), ordinary and dense (``table.pt-map td``)."""
TERRAIN_KEYS = frozenset(tr.key for tr in TERRAINS)
PAGE_MARGINS = (24.0, 27.0)
"""What the kit's page margins take from the paper's width and height (``_base/kit.css``)."""
MAP_FIXED_MM = 34.0
"""The map page's heading, help, column letters and spacing."""
LEGEND_COLUMN_MM = 50.0
"""Width of a legend entry's name (half the page less the swatch and the numbers)."""


def _legend_height(legend: list[dict[str, Any]]) -> float:
    """The legend's height (mm): its heading, and a row per kind of cell, one line for the
    name and as many as its kind takes (8 pt), no less than the swatch."""
    rows = 0.0
    for entry in legend:
        text = 1 + lines(entry["kind"], LEGEND_COLUMN_MM, 8.0)
        rows += max(8.2, text * 3.6 + 1.2)
    return 14.0 + rows


def _beside_legend(plan: BattlePlan, cells_help: str, sheet: Size) -> float:
    """The column beside the legend (mm): each army's heading and a line per troop, then
    the cell cards' heading and what they have in common (8 pt, half the page wide)."""
    column = (sheet.width - PAGE_MARGINS[0]) / 2 - 2.5
    markers = sum(9.0 + 4.6 * len(a.troops) for a in plan.armies)
    return markers + 9.0 + lines(cells_help, column, 8.0) * 3.7


def _cell_size(columns: int, rows: int, sheet: Size, legend: float) -> float:
    """Square cells as large as fit the page's width, and its height once the legend and
    headings have theirs."""
    width = sheet.width - PAGE_MARGINS[0] - 6.0
    height = sheet.height - PAGE_MARGINS[1] - MAP_FIXED_MM - legend
    return max(4.0, min(MAP_CELL_MAX_MM, width / (columns + 0.4), height / (rows + 0.4)))


ROAD = "road"
ROAD_THROUGH = frozenset({"stream", "town"})
"""Cells a road runs through when it reaches them (a ford, a village's street)."""
STEPS = {"n": (-1, 0), "s": (1, 0), "e": (0, 1), "w": (0, -1)}
OPPOSITE = {"n": "s", "s": "n", "e": "w", "w": "e"}


def _road_arms(
    rows: tuple[tuple[str, ...], ...], cells: dict[str, Cell], r: int, c: int
) -> list[str]:
    """The sides a road leaves the cell by ("n", "s", "e", "w"; ["dot"] for a road cell
    alone; none: no road here): a road cell joins every road or crossing beside it; a
    crossing joins the roads beside it; where the road ends, it runs on across the cell
    to the edge it leads to (the map's edge, or the field beyond), rather than stopping
    in the middle. The template draws one band per arm."""
    here = cells[rows[r][c]].terrain
    if here != ROAD and here not in ROAD_THROUGH:
        return []
    arms = []
    for side, (dr, dc) in STEPS.items():
        rr, cc = r + dr, c + dc
        if 0 <= rr < len(rows) and 0 <= cc < len(rows[rr]):
            there = cells[rows[rr][cc]].terrain
            if there == ROAD or (here == ROAD and there in ROAD_THROUGH):
                arms.append(side)
    if here == ROAD and not arms:
        return ["dot"]
    if len(arms) == 1:  # the road's end runs on to the edge it leads to
        arms.append(OPPOSITE[arms[0]])
    return arms


def _off_map(rows: tuple[tuple[str, ...], ...], r: int, c: int, arms: list[str]) -> list[str]:
    """The road's arms that lead off the map at cell (r, c): drawn to the map's frame and
    no further (round 22: the road ran past the frame at F8)."""
    return [
        side
        for side in arms
        if side in STEPS
        and not (0 <= r + STEPS[side][0] < len(rows) and 0 <= c + STEPS[side][1] < len(rows[r]))
    ]


ROAD_MM = 2.0
"""The road's band across a map cell (``.pt-map-page .road``)."""
DIGIT_EM = 0.626
"""A bold digit's advance in the kit's sans (tabular figures), in ems: a mark holds
digits only, so its width is known rather than estimated."""
MARK_EDGE = 0.35
"""A map mark's border, each side (mm)."""
MARK_LOOK = {False: (8.0, 0.25, 3.2), True: (7.5, 0.2, 2.2)}
"""A map mark's type size (pt), padding each side and least width of its content (mm):
on ordinary cells, on dense ones (``table.pt-map .mark``)."""
PLATE = 0.2
"""The white plate under a cell's marks, past them on every side (mm)."""
MARK_INSET = 0.15
MARK_GAP = 0.3
CLEAR_MM = 0.3
"""The plate's distance from the cell's left edge (from its right edge, the cell's
padding: ``.marks.foot-r``), the gap between two marks, and the least room the plate
leaves the road's band (mm)."""


def _mark_width(n: int, dense: bool) -> float:
    size, pad, least = MARK_LOOK[dense]
    return max(least, len(str(n)) * DIGIT_EM * size * PT) + 2 * (pad + MARK_EDGE)


def _marks_at(
    arms: list[str], size: float, marks: list[dict[str, Any]], dense: bool
) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """A cell's marks, at its foot and clear of a road's band: across the whole foot
    when no road runs down the cell, else either side of it (the left side first).
    Returns (the foot's left, its right); on a cell too small for them, what is left
    over goes to the right."""
    if "s" not in arms:
        return marks, []
    room = size / 2 - ROAD_MM / 2 - MARK_INSET - 2 * PLATE - CLEAR_MM
    left: list[dict[str, Any]] = []
    right: list[dict[str, Any]] = []
    used = 0.0
    for mark in marks:
        wide = _mark_width(mark["n"], dense) + (MARK_GAP if left else 0.0)
        if right or used + wide > room:
            right.append(mark)
        else:
            left.append(mark)
            used += wide
    return left, right


def _look(cell: Cell) -> str:
    """The map's drawing of a cell: its terrain's (a lightness and a pattern each), or
    its cost's grey for a terrain given only as a class."""
    if cell.terrain in TERRAIN_KEYS:
        return f"t-{cell.terrain}"
    return f"cost-{min(cell.cost, 3)}"


MARK_HEIGHT = {False: 4.2, True: 3.4}
"""A map mark's height, border included (mm): ordinary, dense."""
HALF_RULE = 0.1
"""Half the map's grid rule (0.6 pt): what each cell's border takes inside it (mm)."""
BELOW_FORT = 0.8
"""The most a cell's borders take from its height, a fortified cell's 2 pt frame (mm):
what a cell's inner box keeps clear of, so that no row grows taller than the others."""


def _grid_style(size: float) -> str:
    """The map cells' geometry for the stylesheet (mm, from the top of a cell's inner
    box, which is the top of its padding): the inner box's height, short enough for a
    fortified cell; the middle, where the road's bands cross; where the marks' plate
    starts, so that it ends just above the cell's foot whatever its borders, at the same
    place on every cell; how far a band runs on past the inner box, over the grid's rule
    and into the next cell's, so that a road is one band from cell to cell."""
    dense = size < DENSE_BELOW_MM
    pad = CELL_PAD[dense]
    inner = size - 2 * pad - BELOW_FORT
    middle = size / 2 - HALF_RULE
    foot = size - 2 * HALF_RULE - MARK_INSET - 2 * PLATE - MARK_HEIGHT[dense]
    return (
        f"--pt-in: {inner:.2f}mm; --pt-mid: {middle:.2f}mm; --pt-foot: {foot:.2f}mm; "
        f"--pt-to-foot: {size - middle:.2f}mm"
    )


def _legend(plan: BattlePlan, codes: dict[str, str], t: Text) -> list[dict[str, Any]]:
    """A row per kind of cell used: its swatch, name, terrain, cost (with the cost it takes
    from a later turn) and level."""
    return [
        {
            "code": codes[c.code],
            "look": _look(c),
            "road": ["w", "e"] if c.terrain == ROAD else [],
            "fort": c.level,
            "title": cell_title(c, t),
            "kind": _terrain_line(c, t),
            "cost": cost_text(c, t),
            "level": c.level or "—",
        }
        for c in used_cells(plan)
    ]


def _map_cell(
    code: str, cell: Cell, road: list[str], marks: list[dict[str, Any]], size: float
) -> dict[str, Any]:
    """A cell of the map: its code, look, road and fortification level, and the troops'
    marks, at the cell's foot on every cell (the same place on each), and on a road
    clear of its band (``_marks_at``)."""
    left, right = _marks_at(road, size, marks, size < DENSE_BELOW_MM)
    return {
        "code": code,
        "look": _look(cell),
        "road": road,
        # a crossing (a ford, a village's street) keeps its own look: the road through
        # it is drawn as its two edges only, not a band over the terrain
        "crossing": bool(road) and cell.terrain in ROAD_THROUGH,
        "fort": cell.level,
        "marks": left,
        "marks_right": right,
    }


def map_values(
    plan: BattlePlan, numbers: Numbers, t: Text, sheet: Size, blank_cards: bool
) -> dict[str, Any] | None:
    """The map page: the grid, its legend, each army's markers, and beside them what the
    cell cards after it have in common (said once here rather than on every card: an
    open cell gives no save, how a fortification works; the blank cards, if any, are for
    a cell the war changes). The cells are as large as the page allows once what is
    under the map has its room."""
    if plan.map is None:
        return None
    codes = printed_codes(plan, t)
    sides = side_classes(plan)
    grid = plan.map.rows
    width = plan.map.width
    legend = _legend(plan, codes, t)
    cells_help = " ".join(
        [t("pt.cells_help")] + ([t("pt.blank_cards_help")] if blank_cards else [])
    )
    under = max(_legend_height(legend), _beside_legend(plan, cells_help, sheet))
    size = _cell_size(width, len(grid), sheet, under)
    return {
        **_grid(plan, numbers, t, size),
        "legend": legend,
        "cells_help": cells_help,
        "armies": [
            {
                "side": sides[a.name],
                "name": a.name,
                "troops": [
                    {"n": numbers[(tr.army, tr.name)], "name": tr.name}
                    for tr in sorted(a.troops, key=lambda tr: numbers[(tr.army, tr.name)])
                ],
            }
            for a in plan.armies
        ],
    }


FIELD_MM = 6.0
"""A cell of the scenario page's reduced map (mm): the grid and the troops where they
start, small enough to leave that page its sketching room."""
FIELD_MAX_MM = 112.0
"""The reduced map's widest (mm), the column letters' margin aside: a wide grid's cells
shrink to fit, no smaller than ``FIELD_MIN_MM`` (a larger grid gets no reduced map)."""
FIELD_MIN_MM = 5.0


def field_values(plan: BattlePlan, numbers: Numbers, t: Text) -> dict[str, Any] | None:
    """The scenario page's reduced map: the same cells, roads, fortifications and marks
    as the map page, at a size the first page can spare; None without a map or when the
    grid is too large to read so small."""
    if plan.map is None:
        return None
    size = min(FIELD_MM, FIELD_MAX_MM / plan.map.width, 9 * FIELD_MM / len(plan.map.rows))
    if size < FIELD_MIN_MM:
        return None
    return _grid(plan, numbers, t, round(size, 1))


def ghost_rows(plan: BattlePlan, t: Text) -> list[list[dict[str, Any]]]:
    """The battlefield as a troop sheet's back draws it, light under the pencil: each
    cell's code as the map prints it and its terrain's look, row by row (none without a
    map), a fortification's level as the map frames and marks it ("" where none:
    round 15, the back lost them), and the road's band as the map runs it (its arms;
    a ford or a street it crosses, ``crossing``: round 21, 4, the back lost it)."""
    if plan.map is None:
        return []
    cells = {c.code: c for c in plan.cells}
    codes = printed_codes(plan, t)
    grid = plan.map.rows
    return [
        [
            {
                "code": codes[code],
                "look": _look(cells[code]),
                "fort": str(cells[code].level) if cells[code].level else "",
                "road": _road_arms(grid, cells, r, c),
                "crossing": cells[code].terrain in ROAD_THROUGH,
            }
            for c, code in enumerate(row)
        ]
        for r, row in enumerate(grid)
    ]


def _grid(plan: BattlePlan, numbers: Numbers, t: Text, size: float) -> dict[str, Any]:
    """The grid at ``size`` (mm a cell): its rows of cells (code, look, road, level, the
    troops' marks) and the geometry the stylesheet places them by."""
    assert plan.map is not None
    cells = {c.code: c for c in plan.cells}
    codes = printed_codes(plan, t)
    sides = side_classes(plan)
    marks: dict[tuple[int, int], list[dict[str, Any]]] = {}
    for tr in plan.troops():
        if tr.cell is not None:
            marks.setdefault(tr.cell, []).append(
                {"n": numbers[(tr.army, tr.name)], "side": sides[tr.army]}
            )
    grid = plan.map.rows
    width = plan.map.width
    rows = [
        {
            "n": r + 1,
            "cells": [
                {
                    **_map_cell(
                        codes[code],
                        cells[code],
                        arms := _road_arms(grid, cells, r, c),
                        marks.get((r, c), []),
                        size,
                    ),
                    "edge": _off_map(grid, r, c, arms),
                }
                for c, code in enumerate(row)
            ],
        }
        for r, row in enumerate(grid)
    ]
    return {
        "letters": [chr(ord("A") + c) for c in range(width)],
        "rows": rows,
        "cell_mm": f"{size:.1f}mm",
        "style": _grid_style(round(size, 1)),
        "dense": size < DENSE_BELOW_MM,
    }
