"""Bloodlust's character cards, as deck cards (tarot by default).

A card's type is stepped to its content: WeasyPrint cannot shrink text to fit, so the
presenter counts the lines a card will hold (a line budget) and picks the largest of
four type steps whose lines fill the card without running out of it; the deck then
sets every card at the step of its longest (:func:`family_step`), so that sibling cards
print their labels, values and tables at one size. ``gm`` false is the players' copy:
no chance of no wound, no notes.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from kitgen.cards import Kit, source
from kitgen.fit import CAPS
from kitgen.fit import lines as fit_lines
from kitgen.i18n import Text
from kitgen.nodes import Path
from kitgen.printing import CARD_SIZES, PAGE, impose
from kitgen.report import exact
from kitgen.systems.bloodlust.cards import chance, command_text, spell_line, total
from kitgen.systems.bloodlust.plan import ArmyPlan, CharacterPlan
from kitgen.systems.bloodlust.sheet_tables import column_of, letter
from kitgen.systems.bloodlust.tables import WOUND_TABLE

SOLO_ROWS = 20
"""A character acting alone gets the casualties of rows 1–20 (higher rows need an ATT
few characters have)."""
STEPS = (("xlarge", 11.0), ("large", 10.0), ("medium", 9.0), ("small", 8.0))
"""The cards' type steps, largest first: a name and its body size in points (the
tables are set a point smaller, never under 7.5 pt; ``kit.css``)."""
FRAME = 119.0
"""Millimetres a tarot card's frame (115 mm) holds by the line budget, which errs on the
long side: wrapped lines seldom fill their last line."""
TITLE_LINE = 5.0
"""One line of the title bar, in millimetres."""
TITLE_CHARS = 24
"""Capitals of the title that fit one line of the bar."""
CHARS_AT_8PT = 42
"""Characters of body text on one line of the card at 8 pt (60 mm of a condensed sans)."""
PT = 0.3528
"""Millimetres in a point."""
PARAGRAPH = 1.4
"""A paragraph's margins, in millimetres."""
ROW = 0.8
"""A table row's padding and rule, in millimetres."""
USE_BOX = 6.0
"""A spell's use box on the card, in millimetres: one a pencil ticks each time the
spell is cast (``kit.css``: ``.use-box``)."""
WOUND_BOXES = 3
"""Boxes a character's card has for each severity of wound, ticked as they are taken."""
BOX_CHARS = 4
"""The line room a use box takes, in characters at 8 pt."""
FRAME_DRAWN = 115.0
"""Millimetres a tarot card's frame really has, against which a card's spare room is
reckoned (:data:`FRAME` is the budget a step is chosen by)."""
NOTES_ROOM = 8.0
"""Millimetres of spare room, by the line budget, a card needs for its ruled "Wounds
and notes" area at its foot: its label and a line to write on. Issue 39: the budget
erred long by some 7 mm, and 7.5 mm were asked; round 22: most of that error was the
wound table's rows, which the smallest step sets closer (``CLOSE_ROW``) and the budget
now counts as set, and the title band (``TITLE_BAND``), which it now counts as drawn:
Master Orvin's card, 8.9 mm by the budget, has as drawn 12.4 mm from its tally to its
foot, its label and a ruled line."""
CLOSE_ROW = 7.5 * 1.1 * PT + 0.3
"""A wound-table row at the smallest step, in millimetres: 7.5 pt set at 1.1, padded
0.1 mm above and below, its 0.3 pt rule (``kit.css``: ``.step-small table.char-wounds``)."""
TITLE_PT = 9.5
TITLE_WIDTH = 59.0
"""The title band's type (serif bold capitals, ``kit.css``) and the width its line has,
in millimetres (a tarot card's 64 mm less its padding)."""
TITLE_BAND = (6.0, 10.0)
"""Millimetres of the title band one line deep and two lines deep (9.5 pt at 1.2, padded
1 mm above and below). The band is as deep as the deck's longest title needs: two lines
if one name takes two, so that every card's body starts at one height (round 22: one
line when every name fits one, which gave Orvin's card its notes area)."""


def _lines(text: str, size: float) -> int:
    """The lines ``text`` takes on the card at ``size`` points."""
    per_line = int(CHARS_AT_8PT * 8.0 / size)
    return -(-len(text) // per_line) if text else 0


def card_height(
    name: str,
    texts: list[str],
    table_rows: int,
    size: float,
    spells: Sequence[tuple[str, int]] = (),
    close: bool = False,
) -> float:
    """Millimetres a card takes at body ``size``: the title bar, its ``texts`` (one
    paragraph each), its ``spells`` (a paragraph each, its use boxes floating at the
    right of its first lines: a spell of one line is as tall as a box), the stats box and
    a table of ``table_rows`` rows with its label; ``close``, a wound table at the
    smallest step, its rows set closer (``CLOSE_ROW``)."""
    title = TITLE_LINE * -(-len(name) // TITLE_CHARS)
    line = size * 1.3 * PT
    paragraphs = sum(_lines(x, size) * line + PARAGRAPH for x in texts if x)
    for text, uses in spells:
        lines = _lines("x" * BOX_CHARS * uses + text, size)
        paragraphs += max(lines * line, USE_BOX + 0.6 if uses else 0.0) + PARAGRAPH
    stats = (7.5 + (size + 2.5)) * 1.15 * PT + 4.0
    table = 0.0
    if table_rows:
        label = 2 * 7.5 * 1.3 * PT + 1.5
        row = max(size - 1.0, 7.5) * 1.15 * PT + ROW
        if close:
            row = CLOSE_ROW
        table = label + table_rows * row
    return title + paragraphs + stats + table


def card_step(
    name: str, texts: list[str], table_rows: int, spells: Sequence[tuple[str, int]] = ()
) -> str:
    """The largest type step at which the card fits its frame."""
    for step, size in STEPS:
        if card_height(name, texts, table_rows, size, spells) <= FRAME:
            return step
    return STEPS[-1][0]


def title_lines(names: Sequence[str]) -> int:
    """The lines the deck's title band is deep: those its longest name takes, one or
    two (a longer name is clipped at two, as the band always was)."""
    deepest = max((fit_lines(n.upper(), TITLE_WIDTH, TITLE_PT, CAPS) for n in names), default=1)
    return min(2, deepest)


def family_step(cards: list[dict[str, Any]], blank_title: str = "") -> list[dict[str, Any]]:
    """``cards`` all at the step of the one that needs the smallest type: a deck's
    cards are fitted once, as a family, so that each role (title, labels, values, the
    wound table) prints at one size on every card and sits at the same place; their
    title band as deep as the longest name (or ``blank_title``, the card to fill in's)
    needs (``title_lines``)."""
    order = [step for step, _ in STEPS]
    step = max((order.index(c["step"]) for c in cards), default=0)
    deep = title_lines([c["name"] for c in cards] + ([blank_title] if blank_title else []))
    band = TITLE_BAND[deep - 1]
    return [
        {
            **c,
            "step": order[step],
            "title_lines": deep,
            # the room a card leaves at its foot, at the family's step, ruled for the
            # wounds and notes a pencil keeps (as the card to fill in is); drawn down to
            # the frame's foot (``kit.css``), none when the card is full. The budget
            # counted a line of title (``TITLE_LINE``) a line of the name: the band is
            # counted as drawn
            "notes_area": c["notes_label"]
            if FRAME_DRAWN - (c["heights"][order[step]] - c["title"] + band) >= NOTES_ROOM
            else "",
        }
        for c in cards
    ]


def character_card(
    c: CharacterPlan, army: ArmyPlan, where: Path, t: Text, gm: bool = True
) -> dict[str, Any]:
    """A character's card; the chance of no wound and the notes on the GM's copy only."""
    ch = c.character
    bands = [
        {
            "head": t("char.wound_band", high=t.number(b.eff_high), low=t.number(b.eff_low)),
            "odds": chance(b.no_wound, t),
            "bar": f"{float(b.no_wound) * 100:.1f}%",
        }
        for b in c.wound_bands
    ]
    rows = [
        {
            "roll": f"{low}" if low == high else f"{low}–{high}",
            "cells": [wound(cells[b.index], t) for b in c.wound_bands],
        }
        for low, high, cells in WOUND_TABLE
    ]
    stats = [
        (t("sheet.eff"), str(ch.eff)),
        (t("sheet.pui"), f"+{exact(ch.pui, t, None)}" if ch.pui else "—"),
        (t("sheet.pui_tir"), f"+{exact(ch.pui_tir, t, None)}" if ch.pui_tir else "—"),
        (t("sheet.att"), t.signed(ch.attack)),
        (t("sheet.def"), t.signed(ch.defense)),
        (t("sheet.ini"), t.signed(ch.initiative)),
    ]
    solo = list(c.column[:SOLO_ROWS]) if not c.unit and ch.pui else []
    role = t("char.pc") if ch.player else t("char.npc")
    # "Maître Orvin, mage de bataille": the name on the title bar's one line, the title
    # after the comma on the subtitle, so that every card's body starts at one height
    name, _, title = ch.name.partition(", ")
    if title:
        role = f"{title[:1].upper()}{title[1:]} · {role}"
    place = t("char.in_unit", unit=c.unit) if c.unit else t("char.alone")
    command = t.pair(t("char.command"), command_text(ch.command, t)) if ch.command else ""
    # the Terror spell's morale modifier on the unit's sheet only: Orvin's card is full
    spell_lines = [(spell_line(s, t, ch.name, morale=False), s.uses) for s in c.spells]
    notes = (ch.notes or "") if gm else ""
    # a player character without notes: what the rules let them do in the battle, on
    # both copies (issue 39: Sir Aymeric, the only one, had no hook)
    hook = t("char.pc_hook") if ch.player and not ch.notes else ""
    # a character in a unit ticks the wounds they roll, beside the key to the table's
    # words; one acting alone is out of the fight once a unit's roll inflicts as many
    # losses as their EFF (seed VI-1)
    words = [t(f"char.tally.{s}") for s in ("light", "moderate", "serious")] if bands else []
    tally: list[dict[str, Any]] = [{"boxes": WOUND_BOXES, "text": w} for w in words]
    severities = t("char.tally") if bands else ""
    # the tally's line of words, and its boxes (a box is about three characters)
    tally_text = " ".join(words) + "x" * 3 * WOUND_BOXES * len(words)
    attacked = (
        t(
            "char.attacked" if ch.eff > 1 else "char.attacked.one",
            eff=t.number(ch.eff),
            defense=t.signed(ch.defense),
        )
        if not c.unit
        else ""
    )
    # the wound table: two rows of heads, its rows, the chance of no wound (a label
    # row, then the values, their bars beside them since round 22); or the solo
    # casualties. The players' card, without the chance, keeps its room as a margin:
    # the budget is an estimate, and a step above the GM's card's ran out of a card by
    # half a millimetre (a title on two lines, two spells)
    table_rows = (len(rows) + 2 + 2) if bands else (11 if solo else 0)
    texts = [
        f"{role} · {army.name}",
        place,
        command,
        severities + tally_text,
        hook,
        notes,
        attacked,
    ]
    return {
        "source": source(where, army.name, ch.name),
        "back_label": army.name,
        "name": name,
        "blank": False,
        "army": army.name,
        "role": role,
        "where": place,
        "stats": stats,
        "command": command,
        "spells": [{"text": text, "uses": uses} for text, uses in spell_lines],
        "bands": bands,
        "rows": rows,
        "odds": gm,
        # rows 1-10 beside rows 11-20, read down like a sheet's casualty column
        "solo": [
            [(r, solo[r - 1]), (r + SOLO_ROWS // 2, solo[r - 1 + SOLO_ROWS // 2])]
            for r in range(1, SOLO_ROWS // 2 + 1)
        ]
        if solo
        else [],
        # what the table is, in words: the character's melee at their PUI, its column
        # (issue 39: under "Swarm of Crows", PUI 60, column F, it read as the spell's)
        "solo_head": t("char.solo", pui=total(ch.pui, t), col=letter(column_of(ch.pui)))
        if solo
        else "",
        "severities": severities,
        "notes": notes,
        "hook": hook,
        "attacked": attacked,
        "tally": tally,
        "step": card_step(name, texts, table_rows, spell_lines),
        # its height by the line budget at each step, for the room left at its foot (a
        # wound table's rows as the smallest step sets them), and its title's part of it
        "heights": {
            step: card_height(
                name, texts, table_rows, size, spell_lines, close=bool(bands) and step == "small"
            )
            for step, size in STEPS
        },
        "title": TITLE_LINE * -(-len(name) // TITLE_CHARS),
        "title_lines": 2,
        "notes_label": t("char.blank_notes"),
        "notes_area": "",
    }


BLANK_STATS = ("sheet.eff", "sheet.pui", "sheet.pui_tir", "sheet.att", "sheet.def", "sheet.ini")


def spare_slots(kit: Kit, count: int) -> int:
    """The slots a deck of ``count`` character cards leaves empty on its last sheet."""
    size = kit.settings.size_of("character_card")
    if size == PAGE or not count:
        return 0
    per_sheet = impose(kit.settings.sheet, CARD_SIZES[size], kit.settings.bleed).per_sheet
    return -count % per_sheet


def blank_cards(count: int, t: Text, step: str, deep: int = 2) -> list[dict[str, Any]]:
    """Cards to fill in by hand, in the slots the deck's last sheet leaves empty: a
    character the battle brings in gets its card at the table (a name, where they fight,
    the stats, spells with a box a use, wounds), and the sheet is no half-empty page."""
    title = t("char.blank_title")
    return [
        {
            "source": source((), "", title),
            "back_label": "",
            "name": title,
            "blank": True,
            "step": step,
            "title_lines": deep,
            "stats": [t(key) for key in BLANK_STATS],
            # a field's label and the lines a pencil writes it on; the stats between
            "fields": [
                {"label": t("char.blank_name"), "lines": 1},
                {"label": t("char.blank_where"), "lines": 1},
            ],
            "more": [
                {"label": t("char.blank_spells"), "lines": 3},
                {"label": t("char.blank_notes"), "lines": 4},
            ],
        }
        for _ in range(count)
    ]


def wound(cell: tuple[int, str] | None, t: Text) -> str:
    if cell is None:
        return "—"
    count, severity = cell
    return f"{count} {t(f'severity.{severity}')}"
