"""Bloodlust plan -> template context: every string and number the kit prints.

Templates only lay these values out; all arithmetic happened in ``rules`` and the modules
it draws on, and all wording happens here or in ``kitgen.i18n``.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from typing import TYPE_CHECKING, Any

from markupsafe import Markup

from kitgen import scenario, secrets
from kitgen.cards import Kit
from kitgen.charts import Bar, bars
from kitgen.columns import halves
from kitgen.engagement import Engagement
from kitgen.engagement_words import SHOWN, glance, turns_text
from kitgen.i18n import Text, half_up
from kitgen.marks import marked, xref
from kitgen.model import round_half_up
from kitgen.nodes import Path
from kitgen.printing import OFF, PAGE
from kitgen.prose import say
from kitgen.systems.bloodlust.cards import (
    COMMAND,
    chance,
    command_text,
    critical_faces,
    engage_bar,
    rally_upto,
    routed_faces,
    total,
    unit_sheet,
)
from kitgen.systems.bloodlust.casualties import lookup_pui
from kitgen.systems.bloodlust.characters import (
    blank_cards,
    character_card,
    family_step,
    spare_slots,
)
from kitgen.systems.bloodlust.pairings import BUDGET, Pairing, battle_split, pairings
from kitgen.systems.bloodlust.plan import (
    ArmyPlan,
    Attacker,
    BattlePlan,
    Matchup,
    UnitPlan,
)
from kitgen.systems.bloodlust.quick import battle_reach, out_of_reach, quick_reference, top_row
from kitgen.systems.bloodlust.report import modifier_text
from kitgen.systems.bloodlust.sheet_fit import (
    ROW_STEPS,
    SIDE_MARGINS,
    TOP_BOTTOM,
    row_step,
    table_height,
    upper_height,
)
from kitgen.systems.bloodlust.sheet_tables import (
    BOX_PITCH,
    column_of,
    letter,
    per_line,
    pitch,
    track_lines,
)
from kitgen.systems.bloodlust.tables import (
    DISORGANISED_INITIATIVE,
    FEAR_TURN_MORALE,
    RALLY_HEAVY_LOSSES,
    RALLY_HEAVY_LOSSES_PERCENT,
    TABLE_ROWS,
    TERROR_TURN_MORALE,
    TURN_STEPS,
)
from kitgen.systems.bloodlust.tokens import face_down, unit_tokens

if TYPE_CHECKING:  # a type only: the model reads no file, but imports what does
    from kitgen.systems.bloodlust.model import General


def context(plan: BattlePlan, t: Text, kit: Kit) -> dict[str, Any]:
    """The kit's values. The players' copy (``kit.gm`` false) is computed from the battle
    without what its players may not know (``kitgen.secrets``: secret units and
    characters, the face-down units and traps of every army but the players'), so it
    shows every unit, character and trap in its plan; it leaves out, whatever the
    battle, the notes, warnings, breakdowns, matchups and every odds."""
    battle = plan.battle
    gm = kit.gm
    numbers = sheet_numbers(plan)
    placed = sorted(
        (
            (unit, army, side, numbers[unit.path])
            for side, army in enumerate(plan.armies)
            for unit in army.units
        ),
        key=lambda p: p[3],
    )
    criticals = battle.house_rules.rally_criticals
    characters = [
        character_card(c, army, (*unit.path, "characters", k), t, gm)
        for army in plan.armies
        for unit in army.units
        for k, c in enumerate(unit.characters)
    ] + [
        character_card(c, army, (*army.path, "characters", k), t, gm)
        for army in plan.armies
        for k, c in enumerate(army.characters)
    ]
    # the rulings the pages before the quick reference cite, cited first: their marks
    # number in the pages' order, and the quick reference's last page, which lists them
    # all, is laid out knowing how many there are
    sides = _sides(plan, numbers, t, kit)
    warnings = [kit.warning(w) for w in plan.warnings] if gm else []
    turn = halves(quick_turn(t, kit))
    matchups = _matchups(plan, t, kit) if gm else []
    # the sheets after the matchups' pages, before the casualty caption they carry: a
    # GM's sheet marks the cavalry lance's ATT (L3)
    # a ground between the armies may let fewer than 3 fight one unit (the ford: one a
    # side); its rules are the author's words, so the sheets say only that it may
    narrow = battle.ground is not None
    sheets = [
        unit_sheet(u, army, n, t, gm, side, criticals, kit, narrow) for u, army, side, n in placed
    ]
    row_rule = marked(t, kit, "sheet.row_rule")
    # the GM's copy greys the casualty rows its planned rolls cannot reach (the players'
    # plan lacks what they may not know, whose rolls may reach further)
    reach_top = top_row(plan) if gm else None
    quick = quick_reference(t, kit, battle_reach(plan), criticals, reach_top)
    # round 16: each sheet's own rows out of reach from the same row as the quick
    # reference's greys; round 19: greyed, rows 21-30 took a fifth of each sheet, so a
    # sheet leaves them out (no planned roll of the battle reads them: ``top_row``), the
    # quick reference keeping the whole table, and sets the rows it keeps in two blocks.
    # Round 20: the players' sheets keep the rows their own plan reaches, a function of
    # what their copy shows (no secret in it); what it hides may reach further, so their
    # caption sends to the reference's table without calling the rest out of reach
    rows_out = out_of_reach(top_row(plan))
    for sheet in sheets:
        own = sheet["own"]
        kept = [r for block in own["blocks"] for r in block if not rows_out or r["row"] < rows_out]
        for r in kept:
            r["out"] = r["out_first"] = False
        if rows_out and kept:
            # rows 1-10 a block whole, the rows past 20 the reach keeps with the second
            half = len(kept) // 2
            own["blocks"] = [kept[:half], kept[half:]]
    # each general, as the GM plays them, under their army's roster
    leaders = {g["army"]: g for g in _generals(plan, t, criticals)}
    # a trap laid at the crossing is given in full with it, on the first page
    field = _field(plan, numbers, t)
    # holding the crossing is the victory's, no secret: the players' copy keeps the strip
    # (round 16), its trap boxes only for their own traps, the others' redacted from
    # its plan
    if field:
        hold = _ford_hold(plan, field["between"], t)
        field["between"]["hold"] = hold
        # a trap the strip has a box for is named there, once, not also beside the
        # crossing's name above it (issue 39: "The ford: Stake pits", then "Stake pits:
        # trap sprung")
        if hold is not None:
            ticked = set(field["between"]["crossing_traps"])
            field["between"]["crossing_names"] = [
                n for n in field["between"]["crossing_names"] if n not in ticked
            ]
    if field:
        field["open_sheets"] = "" if gm else _open_sheets(plan, numbers, t, kit)
    at_crossing = set(field["between"]["crossing_traps"]) if field else set()
    last_quick = quick["pages"][-1]["title"] if quick["pages"] else ""
    rulings_page = f"{t('quick_reference')} — {last_quick}"
    context: dict[str, Any] = {
        "title": battle.name,
        "sides": sides,
        "field": field,
        "turn_track": {"title": t("track.title"), "turns": list(range(1, battle.turns + 1))},
        # where the raised marks lead: the end of the quick reference's last page, which
        # carries the rulings note (kitgen.render.compose says so when the kit cites any)
        "rulings_page": rulings_page,
        "author": say(battle.author, t.lang),
        "system_title": t("system.bloodlust"),
        "notes": say(battle.notes, t.lang) if gm else "",
        "scenario": scenario.present(battle, t),
        "turns_line": t("gm.turns_most", n=battle.turns),
        "warnings": warnings,
        "armies": [
            {
                **_army(a, numbers, t, gm, at_crossing),
                "leader": leaders.get(a.name) if gm else None,
            }
            for a in plan.armies
        ],
        # the face-down units numbered last (``sheet_numbers``: no players' army) after
        # every army's, so that the roster reads in the sheets' order; those numbered
        # among their army's (the players' army) stay in its table (``_army``)
        "hidden_roster": sorted(
            (
                {**_roster_row(u, numbers, t), "army": a.name, "side": side}
                for side, a in enumerate(plan.armies)
                for u in a.units
                if u.unit.face_down and gm and not _numbered_in_a_run(a, numbers)
            ),
            key=lambda row: int(row["number"]),
        ),
        "initiative": _initiative(plan, t) if gm else [],
        "army_roll": _army_roll(plan, t),
        "matchups": matchups,
        "sheet_deck": _sheet_deck(kit, sheets, t, battle.turns),
        "face_down": face_down(
            placed,
            t,
            kit.settings,
            battle.turns,
            kit.players or secrets.players_army(plan.battle),
        ),
        "unit_tokens": unit_tokens(
            placed,
            t,
            kit.settings,
            [
                (c, a, side)
                for side, a in enumerate(plan.armies)
                for c in a.characters
                if not c.unit
            ],
        ),
        "character_deck": _character_deck(kit, characters, t),
        "quick": quick,
        # the players' copy explains a sheet where the GM's has the odds and matchups
        "guide": []
        if gm
        else halves(
            [t(f"guide.{k}") for k in ("initiative", "row", "column", "losses", "characters")]
        ),
        "turn": turn,
        # the sheets' casualty caption, its ruling marked (B2: the rows past 30)
        "row_rule": row_rule,
        # round 16: what the sheets' greyed rows are, in their caption (the GM's copy)
        "rows_out": (
            t(f"sheet.rows_out{'' if gm else '.players'}", first=rows_out, last=TABLE_ROWS)
            if rows_out
            else ""
        ),
        "turn_start": t(
            "turn.start",
            fear=t.signed(FEAR_TURN_MORALE) if FEAR_TURN_MORALE else "0",
            terror=t.signed(TERROR_TURN_MORALE),
        ),
    }
    # where the raised marks lead (every mark is cited by now): one short line in the
    # field's key, under the drawing, rather than the kit's two-line sentence under the
    # events, so that page 1 keeps its notes area on US Letter too (round 3: the French
    # Letter copy's notes area ran onto a page of its own)
    # the page named with its number (round 10), the anchor on the last quick reference
    # page's title (``kit.html.j2``)
    context["rulings_anchor"] = RULINGS_ANCHOR
    if field and kit.cited:
        field["rulings"] = marked(
            t,
            kit,
            "field.rulings",
            page=xref(t("page_named", title=rulings_page), RULINGS_ANCHOR),
        )
        context["rulings_where"] = ""
    return context


RULINGS_ANCHOR = "bl-rulings-page"
"""The ``id`` of the title of the quick reference's last page, whose end carries the
rulings' note."""


def _sides(plan: BattlePlan, numbers: dict[Path, int], t: Text, kit: Kit) -> list[dict[str, Any]]:
    """The sides at a glance, for the scenario page: each army's strength (units,
    fighters, total PUI as the rosters add them), its general with the bonus and the
    Commandement the rules roll, who is with it (what starts face down and its traps are
    on the drawing of the field, or here when there is none). The
    players' copy's plan is the battle without its secrets (``kitgen.secrets``), so what
    it counts is only what the players may know, whatever the secrets are."""
    sides = []
    players = kit.players or secrets.players_army(plan.battle)
    for army in plan.armies:
        units = army.units
        # a monster's EFF is its hit points (seed IV-1): said apart from the fighters
        fighters = sum(0 if u.kind == "monster" else u.eff for u in units)
        monsters = sum(1 for u in units if u.kind == "monster")
        hit_points = sum(u.eff for u in units if u.kind == "monster")
        soldiers_key = {0: "side.soldiers", 1: "side.monster_counts"}.get(
            monsters, "side.monsters_count"
        )
        # the army's totals from the units' exact ones, rounded once (B1: a total keeps
        # its fractions; round 22b: 67,5 + 97,5 added as 68 + 98 printed 416, not 415)
        pui = lookup_pui(sum((u.total_pui for u in units), Fraction(0)))
        tir = lookup_pui(sum((u.total_pui_tir for u in units), Fraction(0)))
        strength = t(
            "side.strength",
            units=t("side.unit") if len(units) == 1 else t("side.units", n=len(units)),
            soldiers=t(soldiers_key, n=t.number(fighters), m=monsters, hp=t.number(hit_points)),
            pui=t.number(pui),
        )
        if tir:
            strength += " · " + t("side.shooting", n=t.number(tir))
        general = army.army.general
        lines = [
            strength,
            t(
                "side.general",
                line=", ".join(
                    [
                        general.name,
                        t("gm.general_bonus", n=general.bonus),
                        command_text(general.command, t),
                    ]
                ),
            )
            if general
            else t.pair(t("gm.general"), t("gm.no_general")),
        ]
        # a character who rides with a unit says which: its number, as on the drawing's boxes
        people = [
            t(
                "side.pc_with_unit" if c.character.player else "side.with_unit",
                # the name without its title ("Maître Orvin, mage de bataille"), as his card
                # is headed: the unit's number says where he is
                name=c.character.name.partition(", ")[0],
                n=numbers[u.path],
            )
            for u in units
            for c in u.characters
        ] + [
            t("side.pc", name=c.character.name) if c.character.player else c.character.name
            for c in army.characters
        ]
        if people:
            lines.append(t("side.characters", names=", ".join(people)))
        if len(plan.armies) < 2:  # else the drawing of the field shows them (``_field``)
            hidden = [u.unit.name for u in units if u.unit.face_down]
            if hidden:
                lines.append(t("side.hidden", names=", ".join(hidden)))
            if army.traps:
                lines.append(t("side.traps", names=", ".join(x.name for x in army.traps)))
        sides.append(
            {
                "name": army.name,
                "role": t("side.players") if players == army.name else "",
                "lines": lines,
            }
        )
    return sides


def _field(plan: BattlePlan, numbers: dict[Path, int], t: Text) -> dict[str, Any]:
    """The field at the start, drawn as bands: the first army's at the foot, the others'
    above it, the ground between them with the traps laid there. Each unit is a box with
    its sheet's number; a face-down one is dashed, marked "?", with where it waits (the
    players' copy has only the face-down units its players may know of)."""
    if len(plan.armies) < 2:
        return {}

    def band(side: int, army: ArmyPlan) -> dict[str, Any]:
        # the face-down units last, after the others in their sheets' order: a dashed box
        # with where it waits is wide, and set among the others it left a short box
        # alone on a line (round 16: "5 Town Militia" in English)
        units = sorted(army.units, key=lambda u: (u.unit.face_down, numbers[u.path]))
        deploys = say(army.army.deploys, t.lang) if army.army.deploys else ""
        general = army.army.general
        return {
            "name": army.name,
            "deploys": deploys,
            # the general where the battle file places them, else a line to write it on
            "general": {"name": general.name, **_general_where(general, t)} if general else None,
            "side": side,
            "chips": [
                {
                    "number": numbers[u.path],
                    "name": u.unit.name,
                    "hidden": t("field.hidden_mark") if u.unit.face_down else "",
                    "where": say(u.unit.where, t.lang) if u.unit.face_down else "",
                }
                for u in units
            ],
        }

    armies = list(enumerate(plan.armies))
    ground = plan.battle.ground
    crossing = say(ground.crossing, t.lang) if ground and ground.crossing else ""
    # the traps laid at the crossing are drawn in it; the others along the ground
    at_crossing = [
        x.name
        for _, army in armies
        for x in army.traps
        if crossing and x.effect and say(x.effect, t.lang).casefold() == crossing.casefold()
    ]
    traps = [
        t("field.trap", name=x.name, where=say(x.effect, t.lang)) if x.effect else x.name
        for _, army in armies
        for x in army.traps
        if x.name not in at_crossing
    ]
    hidden = any(u.unit.face_down for army in plan.armies for u in army.units)
    # what a GM runs the crossing by: each trap laid in it, as the rules play a trap
    # (seed III-6), then what the battle sets where the rules are silent
    crossing_rules = [
        t(
            "field.crossing_trap",
            name=x.name,
            army=army.name,
            pui=total(x.total, t),
            att=t.signed(x.attack),
            col=letter(column_of(x.total)),
            crossing=crossing,
            ini=t.signed(DISORGANISED_INITIATIVE),
        )
        for _, army in armies
        for x in army.traps
        if x.name in at_crossing
    ]
    set_rules = [say(r, t.lang) for r in ground.rules] if ground else []
    return {
        "title": t("field.title"),
        "crossing_rules": {
            "title": _capital(
                t("field.crossing_title", crossing=crossing or say(ground.name, t.lang))
            )
            if ground
            else "",
            "rules": crossing_rules,
            "set": set_rules,
            "set_label": t("field.crossing_set"),
        }
        if crossing_rules or set_rules
        else None,
        "top": [band(side, army) for side, army in reversed(armies[1:])],
        "between": {
            "label": say(ground.name, t.lang) if ground else t("field.between"),
            "ground": ground is not None,
            "crossing": crossing,
            "crossing_traps": at_crossing,
            # the names printed beside the crossing's: those no strip box names
            "crossing_names": at_crossing,
            "traps": traps,
            "hold": None,  # the GM's strip (``_ford_hold``)
        },
        "bottom": band(*armies[0]),
        "key": t("field.key") if hidden else t("field.key_plain"),
        "abbrev": t("field.abbrev"),
    }


def _ford_hold(plan: BattlePlan, between: dict[str, Any], t: Text) -> dict[str, Any] | None:
    """The GM's status strip at the crossing (round 15): per turn, a box for each side
    that holds it, and a box for each trap laid in it, ticked once sprung. A page item
    only: the kit computes nothing of it."""
    if not between["crossing"]:
        return None
    return {
        "title": t("field.hold_title"),
        "turns": list(range(1, plan.battle.turns + 1)),
        "sides": [
            {"name": army.name, "side": side}
            for side, army in reversed(list(enumerate(plan.armies)))
        ],
        "traps": [t("field.hold_trap", name=name) for name in between["crossing_traps"]],
    }


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def _character_deck(kit: Kit, cards: list[dict[str, Any]], t: Text) -> dict[str, Any]:
    """The character cards, fitted once as a family (one type step for all), and the
    slots their last sheet leaves empty filled with cards to fill in by hand."""
    spare = spare_slots(kit, len(cards))
    cards = family_step(cards, t("char.blank_title") if spare else "")
    step = cards[0]["step"] if cards else "medium"
    deep = cards[0]["title_lines"] if cards else 2
    return kit.deck("character_card", cards + blank_cards(spare, t, step, deep))


def sheet_numbers(plan: BattlePlan) -> dict[Path, int]:
    """Each unit's sheet number ("Fiche 3"), by its path in the plan's battle: the same in
    the GM's and the players' copies, and such that a unit the players' copy leaves out
    is no gap or shift in its numbers. The units the players' copy shows are numbered
    first, in file order across the armies, then the others, in file order too. The
    players' copy's battle keeps nothing back (``kitgen.secrets.numbers``), so there the
    numbers run in file order: the GM's first ones."""
    return secrets.numbers(plan.battle, (u.path for army in plan.armies for u in army.units))


def quick_turn(t: Text, kit: Kit | None = None) -> list[str]:
    """The turn's steps, each ruling it follows marked (B6: who tests morale)."""
    return [marked(t, kit, f"turn.{s}") for s in TURN_STEPS]


NOTES_LEAST = 3.0
"""Millimetres of room the line budget must leave under a page sheet's content for it
to keep a notes area: the budget errs tall by 7 mm or more, so the area shows at least
its label's line and a rule."""
FILL_SLACK = 2.0
"""Millimetres a page sheet's column keeps short of the page's content height: rounding,
so that the sheet never runs onto a second page."""
THIRDS_MOST = 4
"""The most casualty columns a page sheet sets in three blocks side by side (rows 1–10,
11–20, 21–30) when two blocks do not fit under it: more would not fit across it."""
CARD_PADDING = 12.0
"""Millimetres a smaller sheet keeps clear, left and right, around its content: its
frame 2.5 mm inside the card, the frame's rule and its 3 mm padding (``kit.css``)."""


def _sheet_deck(
    kit: Kit, sheets: list[dict[str, Any]], t: Text, turns: int = 10
) -> dict[str, Any]:
    """The unit sheets as a deck. In duplex, page-size sheets each print on a front,
    their backs free for that unit's notes (``kit.css``, ``@page :blank``): each sheet
    lies on the table alone. Each sheet's loss track is cut
    into lines as wide as the sheet, at one pitch and one line length for all of them,
    and their casualty rows are all as tall: siblings are fitted once, as a family."""
    page = kit.settings.size_of("unit_sheet") == PAGE
    if not page:
        # a sheet smaller than a page (A5) is the stats and the loss track: its stats in
        # two rows of four, so that every label sets on one line, and no casualty
        # columns of its own (they take the room of a page): the track's letters are
        # read in the quick reference's table, whose letters they are
        for sheet in sheets:
            sheet["card"] = True
            sheet["stat_rows"] = [sheet["stats"][:4], sheet["stats"][4:]]
            sheet["own"] = {"columns": [], "blocks": [], "thirds": False}
    for sheet in sheets:
        sheet["spare_note"] = ""  # duplex page sheets only (below)
    deck = kit.deck("unit_sheet", sheets, backs=not page)
    width = kit.settings.sheet.width - SIDE_MARGINS if page else deck["width"] - CARD_PADDING
    # one pitch and one line length for the whole family: the boxes sit alike on every sheet
    step = max((pitch(s["boxes"], t) for s in sheets), default=BOX_PITCH)
    most = per_line(width, step)
    for sheet in sheets:  # the deck holds these same cards
        sheet["track"] = track_lines(sheet["boxes"], most, step, t)
    # the casualty rows as tall as the most crowded sheet leaves room for (a line
    # budget), the same on every sheet
    rows = min((row_step(s, kit.settings.sheet.height) for s in sheets), default=0)
    # a page sheet runs to the foot of its page, where what its content leaves is ruled
    # for notes (kit.css: the sheet a block as tall as the page, clipped, the notes area
    # last): on each sheet the line budget (which errs tall, by 7 mm and more) leaves
    # ``NOTES_LEAST`` of room at its rows' height, so that what is clipped is only ever
    # the notes area; on a shorter page (Letter) a crowded sheet keeps no area rather
    # than a sliver, and the others keep theirs
    height = kit.settings.sheet.height
    fill = f"{height - TOP_BOTTOM - FILL_SLACK:.1f}mm"

    def spare_of(sheet: dict[str, Any]) -> float:
        return height - TOP_BOTTOM - upper_height(sheet) - table_height(sheet, ROW_STEPS[rows])

    for sheet in sheets:
        spare = spare_of(sheet)
        own = sheet["own"]
        if page and spare < NOTES_LEAST and 0 < len(own["columns"]) <= THIRDS_MOST:
            # a sheet whose columns would not fit under it even at the least row height
            # (the Archers on US Letter, in French: the whole table went onto a page of
            # its own), or would leave it no notes area (the Goblins on Letter, round 11):
            # rows 1–10, 11–20 and 21–30 side by side, a third shorter
            flat = [row for block in own["blocks"] for row in block]
            third = -(-len(flat) // 3)
            own["blocks"] = [flat[k : k + third] for k in range(0, len(flat), third)]
            own["thirds"] = True
            spare = spare_of(sheet)
        sheet["row_step"] = rows if page else 0
        sheet["fill"] = fill if page and spare >= NOTES_LEAST else ""
    if page and kit.settings.duplex != OFF:
        # every sheet starts on a front, its back left free: two sheets that shared a
        # leaf could not both lie on the table. The back is framed for that unit's notes
        # and titled with its name (the note the sheet sets is read on the blank page
        # after it, ``kit.css``); a face-down unit's also says that turning its sheet
        # over shows no other sheet
        log = _turn_log_rows(kit.settings.sheet.height, turns)
        for card in deck["items"]:
            card["recto"] = True
            hidden = "sheet.spare_hidden" if card.get("face_down") else "sheet.spare_unit"
            card["spare_note"] = t(hidden, name=card["name"])
            if log:
                # round 15: the back is that unit's turn log, ruled a line a turn, where
                # it was a blank "Notes" page (a face-down unit's names nothing)
                card["back"] = _turn_log(card, turns, log, t)
                card["spare_note"] = ""
    return deck


LOG_HEAD = 24.0
"""The turn log's title, its line and its table's heading, in mm, erring tall."""

LOG_ROW_MOST = 20.0
LOG_ROW_LEAST = 7.0
"""A turn's line on the log: as tall as the page leaves, within these (mm)."""


def _turn_log_rows(height: float, turns: int) -> str:
    """A turn's line height on a sheet's back, or "" if a line a turn does not fit."""
    room = height - TOP_BOTTOM - FILL_SLACK - LOG_HEAD
    row = min(LOG_ROW_MOST, room / max(turns, 1))
    return f"{int(row * 10) / 10:g}mm" if row >= LOG_ROW_LEAST else ""


LOG_HEADS = ("turn", "against", "row", "inflicted", "taken", "eff", "state")
"""The turn log's columns: the turn, then what the GM writes at its end."""


def _turn_log(card: dict[str, Any], turns: int, row: str, t: Text) -> dict[str, Any]:
    """A page sheet's back in duplex: that unit's log, a line ``row`` tall a turn."""
    heads = [t(f"log.{k}") for k in LOG_HEADS]
    hidden = bool(card.get("face_down"))
    return {
        "title": t("log.title_hidden") if hidden else t("log.title", name=card["name"]),
        "lede": t("log.lede"),
        "heads": heads,
        "blanks": heads[1:],
        "turns": list(range(1, turns + 1)),
        "row": row,
    }


def _initiative(plan: BattlePlan, t: Text) -> list[Bar]:
    """Who acts first each turn, as bars: the first two armies' d10 rolls, and a tie."""
    if not plan.initiative:
        return []
    o = plan.initiative[0]
    second = 1 - o.first_wins - o.tie
    shares = [o.first_wins, second, o.tie]
    # two d10s: every chance is a whole percentage, printed whole (55 %, not 55,0 %)
    words = {float(p): chance(p, t) for p in shares}
    return bars(
        [
            (t("gm.initiative_wins", army=o.first), float(o.first_wins)),
            (t("gm.initiative_wins", army=o.second), float(second)),
            (t("gm.initiative_tie"), float(o.tie)),
        ],
        words.__getitem__,
        scale=1.0,
    )


def _army_roll(plan: BattlePlan, t: Text) -> list[str]:
    """Step 2 of the turn as a procedure (seed I-3): what each army rolls, what each unit
    adds, and what decides between equal totals."""
    rolls = [
        t("roll.army", army=a.name, bonus=t.signed(a.army.general.bonus))
        if a.army.general and a.army.general.bonus
        else t("roll.army_plain", army=a.name)
        for a in plan.armies
    ]
    return [
        t("roll.step1", rolls=t("roll.sep").join(rolls)),
        t("roll.step2"),
        t("roll.step3"),
    ]


def _percent(raw: str | None) -> int | None:
    """A Commandement that is a plain percentage, as a number (else None)."""
    found = COMMAND.fullmatch(raw) if raw else None
    return int(found.group(1)) if found else None


def _generals(plan: BattlePlan, t: Text, criticals: int) -> list[dict[str, Any]]:
    """Each general as the GM plays them at the table (seed I-2, I-3, I-6, III-2): the
    bonus to the army's d10, the roll that decides equal INI, and, in the ranks of a
    unit, the rally and the organisation, with the d100 faces they succeed on."""
    faces = critical_faces(criticals)
    out = []
    for army in plan.armies:
        general = army.army.general
        if general is None:
            continue
        command = command_text(general.command, t)
        pct = _percent(general.command)
        lines = []
        if pct is not None:

            def upto(modifier: int, pct: int = pct) -> str:
                return rally_upto(pct, modifier, criticals)

            lines.append(
                t(
                    "general.rally",
                    plain=upto(0),
                    heavy=upto(RALLY_HEAVY_LOSSES),
                    routed=routed_faces(pct, criticals, t),
                    pct=RALLY_HEAVY_LOSSES_PERCENT,
                    **faces,
                )
            )
            lines.append(t("general.organise", faces=upto(0), **faces))
        else:
            lines.append(t("general.rally_skill", command=command, **faces))
            lines.append(t("general.organise_skill", command=command, **faces))
        out.append(
            {
                "name": general.name,
                "army": army.name,
                "pc": t("gm.general_pc") if general.player else "",
                # the bonus and the Commandement, which also decides equal INI (seed I-3)
                "head": t("general.head", bonus=t.signed(general.bonus), command=command),
                "lines": lines,
            }
        )
    return out


def _general_where(general: General, t: Text) -> dict[str, str]:
    """Where a general stands on the field: the battle file's ``where`` when it says,
    else a label and a line to write it on (the rally and the organisation are rolled in
    the unit the general is with, seed I-6, III-2)."""
    return {
        "label": t("general.where"),
        "text": say(general.where, t.lang) if general.where else "",
    }


def _army(
    army: ArmyPlan, numbers: dict[Path, int], t: Text, gm: bool, shown: set[str] | None = None
) -> dict[str, Any]:
    """An army's roster on the first page, its units in the order of their sheets; its
    face-down units are listed after every army's (``hidden_roster``) in the GM's copy
    unless the army's numbers run without a gap with them (``_numbered_in_a_run``)."""
    general = army.army.general
    return {
        "name": army.name,
        "general": (
            ", ".join(
                [
                    general.name,
                    t("gm.general_bonus", n=general.bonus),
                    *([t("gm.general_pc")] if general.player else []),
                    command_text(general.command, t),
                ]
            )
            if general
            else t("gm.no_general")
        ),
        "notes": (army.army.notes or "") if gm else "",
        # a face-down unit numbered among its army's others stays in its table, in
        # number order, said face down (the players' copy has only their own army's,
        # ``kitgen.secrets``); the GM's copy lists apart those numbered last
        "units": [
            _roster_row(u, numbers, t, tagged=True)
            for u in sorted(army.units, key=lambda u: numbers[u.path])
            if not (gm and u.unit.face_down and not _numbered_in_a_run(army, numbers))
        ],
        # the players' copy has the traps of the players' army only (``kitgen.secrets``)
        # (those ``shown`` with the crossing they are laid in, on the first page, are not
        # given twice)
        "traps": [_attacker_line(x, t) for x in army.traps if x.name not in (shown or set())],
    }


def _numbered_in_a_run(army: ArmyPlan, numbers: dict[Path, int]) -> bool:
    """Whether an army's sheet numbers, its face-down units' with them, run without a
    gap (1–5, not 1–4 and 9): its table then reads in the sheets' order with them."""
    mine = [numbers[u.path] for u in army.units]
    return bool(mine) and max(mine) - min(mine) + 1 == len(mine)


def _roster_row(
    u: UnitPlan, numbers: dict[Path, int], t: Text, *, tagged: bool = False
) -> dict[str, Any]:
    """A unit's row of the first page's roster; ``tagged``: a face-down unit says so
    beside its name (where it is not in a list of face-down units)."""
    # a plain unit is the rule: only a monster or a war machine says so
    kinds = [t(f"kind.{u.kind}")] if u.kind != "troop" else []
    if tagged and u.unit.face_down:
        kinds.append(t("gm.roster_face_down"))
    return {
        "number": numbers[u.path],
        "name": u.unit.name,
        "kind": " · ".join(kinds),
        "eff": t.number(u.eff),
        "pui": total(u.total_pui, t),
        "tir": total(u.total_pui_tir, t) if u.total_pui_tir else "—",
        "ini": t.signed(u.initiative.whole),
        "att": t.signed(u.attack.whole),
        # a unit that shoots: its ATT when it shoots (bows, crossbows), not its melee ATT
        "att_tir": t.signed(u.attack_ranged.whole) if u.total_pui_tir else "—",
        "defense": t.signed(u.defense.whole),
        "morale": t(f"morale.{u.unit.morale}"),
        "face_down": u.unit.face_down,
        "army": "",  # named in the list of face-down units, which mixes the armies
        "side": 0,
    }


def _attacker_line(attacker: Attacker, t: Text) -> str:
    said = say(attacker.effect, t.lang)
    where = f" — {said}" if said else ""
    line = t(
        "gm.trap_line",
        pui=total(attacker.total, t),
        att=t.signed(attacker.attack),
        col=letter(column_of(attacker.total)),
    )
    return f"{t.pair(attacker.name, line)}{where}"


# --- matchups ---------------------------------------------------------------------------


def _support_who(army: ArmyPlan, key: str, t: Text) -> dict[str, str]:
    """For a support's key under a grid: which unit of ``army`` the cells marked count
    supported, by whom and for how much, and what to take off without it."""
    if not key.startswith("support_"):
        return {}
    kind = key.removeprefix("support_")
    who = [
        t(
            "applied.support_who",
            name=u.unit.name,
            supporter=s.name,
            n=t.signed(s.attack),
            less=t.signed(-s.attack),
        )
        for u in army.units
        for s in u.supported_by
        if s.kind == kind
    ]
    return {"who": t("part.then").join(who)}


def _matchups(plan: BattlePlan, t: Text, kit: Kit) -> list[dict[str, Any]]:
    views = []
    fights = pairings(plan)
    # a bonus's letter is the same on every page of the kit, each page's key listing
    # only the letters it uses
    marks: dict[str, str] = {}
    numbers = sheet_numbers(plan)
    example: dict[str, str] = {}
    for mine in plan.armies:
        for theirs in plan.armies:
            if theirs is mine:
                continue
            found = plan.matchups_between(mine.name, theirs.name)
            # the columns, and the units' rows, in the sheets' order (round 6): a GM looks a
            # unit up by its sheet's number; spells, traps and characters after the units
            defenders = [u.unit.name for u in _by_sheet(theirs, numbers)]
            effs = {u.unit.name: u.eff for u in theirs.units}
            kinds = {
                u.unit.name: "war_machine" if u.kind == "war_machine" else "unit"
                for u in theirs.units
            }
            order = {u.unit.name: i for i, u in enumerate(_by_sheet(mine, numbers))}
            by_row: dict[tuple[str, str], dict[str, Matchup]] = {}
            for m in found:
                # a lone character fights from its card, not from the army's grid (round
                # 14: its row of 0-2 losses read as noise)
                if m.mode == "character":
                    continue
                by_row.setdefault((m.attacker, m.mode), {})[m.defender] = m
            by_row = dict(sorted(by_row.items(), key=lambda kv: order.get(kv[0][0], len(order))))
            used: set[str] = set()
            rows: list[dict[str, Any]] = []
            # a war machine never engages (seed II-4; its engagement row says so): its melee
            # row is what it strikes back with when engaged, and says so (round 4)
            machines = {u.unit.name for u in mine.units if u.kind == "war_machine"}
            for (attacker, mode), cells in by_row.items():
                row_cells: list[dict[str, str] | None] = []
                for name in defenders:
                    found_one = cells.get(name)
                    if found_one is None:
                        row_cells.append(None)
                        continue
                    m = found_one
                    signs = []
                    for a in m.applied:
                        signs.append(marks.setdefault(a.key, "abcdefghijkl"[len(marks)]))
                        used.add(a.key)
                    # no roll inflicts a loss: "0", not "0 (0–0)", nor "never", which
                    # the engagement grid below says of a chance (round 6: one meaning)
                    never = m.high == 0
                    avg = t.number(round_half_up(m.expected))
                    cell = {
                        "mod": modifier_text(m.modifier, t),
                        "avg": t.number(0) if never else avg,
                        "range": ""
                        if never
                        # every roll takes the whole unit (the cap, L9): said, not "15–15"
                        else t(f"match.whole.{kinds[name]}")
                        if m.low == m.high == effs.get(name)
                        else t("match.range", low=m.low, high=m.high),
                        "marks": "".join(sorted(signs)),  # "ab", never "ba"
                        # said under its "0" like every other cell's range (round 12: a
                        # bare "0" read as a missing cell), in words, not "0–0"
                        "none": t("match.none") if never else "",
                    }
                    row_cells.append(cell)
                    if not example and not never and m.low != m.high:
                        example.update(
                            cell,
                            attacker=attacker,
                            defender=name,
                            mode=t(f"mode.{mode}"),
                            low=t.number(m.low),
                            high=t.number(m.high),
                        )
                # an attacker's rows (melee, charge, shooting) run together, its name once
                first = not rows or rows[-1]["attacker"] != attacker
                group = (rows[-1]["group"] + first) if rows else 0
                rows.append(
                    {
                        "attacker": attacker,
                        "mode": t(
                            "mode.riposte"
                            if mode == "melee" and attacker in machines
                            else f"mode.{mode}"
                        ),
                        "cells": row_cells,
                        "first": first,
                        "group": group,
                    }
                )
            views.append(
                {
                    "title": t("match.title", army=mine.name),
                    "defenders": defenders,
                    "rows": rows,
                    "legend": [
                        Markup(f"{mark}{t.colon}")
                        + marked(t, kit, f"applied.{key}", **_support_who(mine, key, t))
                        for key, mark in marks.items()
                        if key in used
                    ],
                    "gm_adds": _gm_adds(mine, theirs, {a for a, _ in by_row}, t),
                    **_engagements(
                        fights, mine, theirs.name, defenders, plan.battle.turns, t, order
                    ),
                }
            )
    # the help once, its ruling marked where it is first printed: a two-line key, the
    # second reading one cell of the grid (round 6)
    for view in views:
        view["help"] = []
        if view is views[0]:
            view["help"] = [marked(t, kit, "match.key")]
            if example:
                view["help"].append(t("match.example", **example))
        view["engage_help"] = []
        if view["engage_rows"] and not any(v.get("engage_help") for v in views):
            view["engage_help"] = [
                marked(t, kit, "engage.key", n=t.number(plan.battle.turns)),
                *view.pop("engage_example", []),
            ]
        # what the odds count and leave out, once, under their key (round 10)
        view["engage_scope"] = _engage_scope(plan, t) if view["engage_help"] else ""
        view.pop("engage_example", None)
    return views


def _engage_scope(plan: BattlePlan, t: Text) -> str:
    """What the engagement odds count and what they leave out, in one line (round 10: a
    reader asked whether the ford's rules were in them): the ground's own rules never
    are, nor the events (L11)."""
    ground = plan.battle.ground
    where = ""
    if ground is not None:
        where = say(ground.crossing, t.lang) if ground.crossing else say(ground.name, t.lang)
    left = t("engage.scope_ground", where=where) if where else t("engage.scope_open")
    return t("engage.scope", ground=left)


def _gm_adds(mine: ArmyPlan, theirs: ArmyPlan, rows: set[str], t: Text) -> str:
    """What the grid's figures leave out (round 8): a row's hatred, which holds in a
    fight's first turn against one race only, and the fear or terror of a unit on either
    side, a morale test the engagements below count (B6); empty when no unit has any."""
    lines = [
        t("match.hatred", name=u.unit.name, target=c.detail, a=c.attack)
        for u in mine.units
        if u.unit.name in rows
        for c in u.conditionals
        if c.key == "hatred" and c.detail
    ]
    lines += [
        t("match.terror" if u.causes_terror else "match.fear", name=u.unit.name)
        for u in (*mine.units, *theirs.units)
        if u.causes_terror or u.causes_fear
    ]
    return t("match.gm_adds", lines=" · ".join(lines)) if lines else ""


def _open_sheets(plan: BattlePlan, numbers: dict[Path, int], t: Text, kit: Kit) -> str:
    """The players' copy's word to its GM (round 6): the other armies' sheets are in it,
    their open information, which a table that hides them takes out before handing it over."""
    players = kit.players or secrets.players_army(plan.battle)
    others = [a for a in plan.armies if a.name != players]
    if players is None or not others:
        return ""
    sheets = sorted(numbers[u.path] for a in others for u in a.units)
    if not sheets:
        return ""
    return t(
        "field.open_sheets",
        armies=t("sheet.rally_or").join(a.name for a in others),
        sheets=_runs(sheets, t),
    )


def _runs(ns: Sequence[int], t: Text) -> str:
    """Sheet numbers as runs: ``6–9, 11``."""
    runs: list[list[int]] = []
    for n in ns:
        if runs and n == runs[-1][-1] + 1:
            runs[-1].append(n)
        else:
            runs.append([n])
    return ", ".join(
        t.number(r[0]) if len(r) == 1 else f"{t.number(r[0])}–{t.number(r[-1])}" for r in runs
    )


def _by_sheet(army: ArmyPlan, numbers: dict[Path, int]) -> list[UnitPlan]:
    """``army``'s units in their sheets' order."""
    return sorted(army.units, key=lambda u: numbers[u.path])


CLOSE_FAVOURITE = 0.6
"""The most a close fight's favourite wins (round 8: a 64/36 fight listed as among "the
closest" read as wrong): a fight past it is not worded, every fight within it is (round
19: a cap of three, and a pair worded on the other side's page skipped, left out the orcs
attacking the pikes, the ford's pivot, while listing less close fights)."""


NIL = 1e-9
"""A share below this is a float's rounding, not a chance (``battle_split`` takes the
undecided as what the others leave of 1)."""


def shares(parts: Sequence[float], whole: int) -> list[int]:
    """``parts`` (won, lost, undecided: chances summing to 1) as counts out of ``whole``
    that sum to ``whole`` (issue 39: "47 won, 52 lost" added up to 99, the 0,4 %
    undecided lost to rounding). Won and the undecided are each rounded on their own, as
    a reader rounds them (a half up: the box's 47,2 % is the line's 47); the undecided
    so above all, being the same share from either side of a fight (issue 39: "1
    undecided" one way, "under 1" the other). Lost, the two outcomes where the row's
    unit breaks, takes what they leave."""
    won, _, undecided = (int(half_up(max(0.0, p) * whole, 0)) for p in parts)
    won = min(won, whole - undecided)
    return [won, whole - won - undecided, undecided]


def in_hundred(tenths: int) -> int:
    """A count out of 1000 (the grid's tenth of a percent) out of 100, as a reader rounds
    the grid's figure: a half up, on its own (27,5 % is 28)."""
    return (tenths + 5) // 10


def _share(chance: float, count: int, tenths: bool, t: Text) -> str:
    """``chance`` as ``shares`` counted it, out of 1000 (a percentage to a tenth) or 100;
    "< 0,1 %" / "> 99,9 %" (or "under 1" / "over 99") rather than a nil or a whole for
    what may still happen or fail."""
    whole = 1000 if tenths else 100
    if chance > 0 and count <= 0:
        return t.percent(0.0001) if tenths else t("fight.close_under")
    if chance < 1 and count >= whole:
        return t.percent(0.9999) if tenths else t("fight.close_over")
    if tenths:
        return t.percent(count / 1000)
    return t.number(count)


def _shown(mine: float, others: float, t: Text) -> str:
    """A chance beside the others it excludes: 100 % only when nothing else can happen
    (as ``kitgen.engagement_words.chances``)."""
    return t.percent(mine if others <= 0 else min(mine, 1.0 - 1e-9))


def battle_cell(e: Engagement, exact: bool, turns: int, t: Text) -> dict[str, str]:
    """A box of the engagement grid, held to the battle's ``turns``: the chance the row's
    unit has broken the column's by then (bold); the chance it has been broken (both at
    once counts here: it is broken too) and the share still undecided; the three as a bar
    (won, lost, undecided), which sum to 1. How soon such fights end is the closest
    fights' lines'; the fight carried on past the battle (ruling L11) is ``compute``'s
    and ``odds``'."""
    split = battle_split(e, turns)
    mark = "" if exact else "≈\u202f"
    lost = split.second + split.neither
    # the three to a tenth of a percent, summing to 100 (issue 39): the undecided share
    # is printed whenever it is not nil at that precision
    won_n, lost_n, open_n = shares((split.first, lost, split.open), 1000)

    def said(p: float) -> str | None:
        # what cannot happen, or cannot fail to, in words: "0 %" beside "< 0,1 %" read
        # as two ways to say almost never; one word each, on both lines (issue 39)
        if exact and p <= 0.0:
            return t("engage.never")
        if exact and p >= 1.0:
            return t("engage.always")
        return None

    return {
        "win": said(split.first) or mark + _share(split.first, won_n, True, t),
        "bar": engage_bar(float(split.first), float(lost), float(split.open)),
        "below": t("engage.lost_word", p=word)
        if (word := said(lost))
        else t("engage.lost", p=mark + _share(lost, lost_n, True, t)),
        "open": t("engage.open", p=_share(split.open, open_n, True, t)) if open_n > 0 else "",
    }


def battle_glance(e: Engagement, turns: int, t: Text) -> str:
    """``glance``, held to the battle and counted as the grid's box for the same pair
    (``battle_cell``): the row's unit's wins, then its losses, the fights where both
    broke in the same turn among them (seed I-4: a turn's rolls are resolved at once),
    its median length only when it falls within the battle, and how often the fight is
    still undecided when it is over: the box's three figures, rounded, in words."""
    if not e.ends:
        return glance(e, t)
    split = battle_split(e, turns)
    lost = split.second + split.neither  # as ``battle_cell`` counts it
    # round 16: one lead ("out of 100 fights") and the figures after it, shorter and
    # plainer than "won 47 times in 100, lost 52 times in 100 (...)"
    half = e.within(0.5)
    # the box's figures rounded each on its own, out of 100; the undecided named
    # whenever it is not nil, "under 1" if need be (issue 39: "47 won, 52 lost" left it
    # unsaid), the same words from either side of the same fight
    won_n, lost_n, open_n = (in_hundred(n) for n in shares((split.first, lost, split.open), 1000))
    return t(
        "fight.close",
        turns=turns_text(turns, t),
        won=_share(split.first, won_n, False, t),
        lost=_share(lost, lost_n, False, t),
        both=t("fight.close_both", n=_in_100(split.neither, t)) if split.neither >= SHOWN else "",
        open=t("fight.close_open", n=_share(split.open, open_n, False, t))
        if split.open > NIL
        else "",
        half=t("fight.close_half", turns=turns_text(half, t))
        if half is not None and half <= turns
        else "",
    )


def _in_100(chance: float, t: Text) -> str:
    """How many fights in 100, rounded: "47"; "under 1" or "over 99" rather than 0 or
    100 for what may still happen or fail."""
    if chance <= 0 or chance >= 1:
        return t.number(round(chance * 100))
    n = int(half_up(chance * 100, 0))
    if n < 1:
        return t("fight.close_under")
    if n > 99:
        return t("fight.close_over")
    return t.number(n)


def _engagements(
    fights: Sequence[Pairing],
    mine: ArmyPlan,
    theirs: str,
    defenders: Sequence[str],
    turns: int,
    t: Text,
    order: dict[str, int] | None = None,
) -> dict[str, Any]:
    """``mine``'s units engaging ``theirs``' carried to the end (ruling L11): a grid, one
    cell per pair (the chance the row's unit breaks the column's first, the chance it is
    broken first, the median length when it falls within the battle's ``turns``, and how
    often the fight is still undecided when they are over), and the closest fights worded
    at a glance. A war machine does not move to engage (seed II-4: the GM says whether
    it moves; batteries stay put): its row says so once, across the grid."""
    ours = [p for p in fights if (p.attacker_army, p.defender_army) == (mine.name, theirs)]
    machines = {u.unit.name: u for u in mine.units if u.kind == "war_machine"}
    by_pair = {(p.attacker, p.defender): p for p in ours}
    rows: list[dict[str, Any]] = []
    # the rows in the order of the matchups' above (the sheets'), the columns' given
    names = [u.unit.name for u in mine.units]
    if order is not None:
        names.sort(key=lambda n: order.get(n, len(order)))
    rank = {n: i for i, n in enumerate(names)}
    attackers = sorted(
        dict.fromkeys(p.attacker for p in ours), key=lambda n: rank.get(n, len(rank))
    )
    example: list[str] = []
    for attacker in attackers:
        machine = machines.get(attacker)
        if machine is not None:
            rows.append({"attacker": attacker, "cells": [], "across": _machine_row(machine, t)})
            continue
        cells: list[dict[str, str] | None] = []
        for name in defenders:
            p = by_pair.get((attacker, name))
            if p is None:
                cells.append(None)
                continue
            if not p.followed:
                cells.append(
                    {
                        "win": "—",
                        "bar": "",
                        "below": t("engage.not_followed_short"),
                        "open": "",
                    }
                )
                continue
            cell = battle_cell(p.engagement, p.exact, turns, t)
            cells.append(cell)
            # the key's example reads a figure ("won 47.6 %"): a cell said in words
            # ("never") would read "won never", so it takes the first cell with a figure
            if not example and cell["win"] not in (t("engage.never"), t("engage.always")):
                more = ", " + cell["open"] if cell["open"] else ""
                example.append(
                    t(
                        "engage.example",
                        attacker=attacker,
                        defender=name,
                        win=cell["win"],
                        below=cell["below"],
                        more=more,
                    )
                )
        rows.append({"attacker": attacker, "cells": cells, "across": ""})
    followed = [
        p
        for p in ours
        if p.followed
        and p.attacker not in machines
        and max(p.engagement.win[0], p.engagement.win[1]) <= CLOSE_FAVOURITE
    ]
    # every close fight, closest first: who engages whom makes another fight (the charge,
    # the first strike), so the pikes engaging the orcs does not stand for the orcs
    # engaging the pikes
    worded = sorted(followed, key=lambda p: abs(p.engagement.win[0] - p.engagement.win[1]))
    return {
        "engage_title": t("engage.grid_title", army=mine.name, n=t.number(turns)),
        "engage_closest_title": t("engage.closest", pct=t.number(round(CLOSE_FAVOURITE * 100))),
        "engage_rows": rows,
        "engage_closest": [
            {
                "pair": f"{p.attacker} → {p.defender}",
                "glance": battle_glance(p.engagement, turns, t),
            }
            for p in worded
        ],
        "engage_example": example,
        "engage_note": ""
        if all(p.followed for p in ours)
        else t("engage.not_followed", budget=t.number(BUDGET)),
    }


def _machine_row(machine: UnitPlan, t: Text) -> str:
    """A war machine's row of the engagement grid: it stays put, shoots and supports."""
    support = machine.machine.support if machine.machine is not None else 0
    return t("engage.machine", att=t.signed(support))
