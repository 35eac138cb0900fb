"""Bloodlust's unit sheets, as deck cards (the character cards are in ``characters``).

Each card is a dict of ready-made values with its ``source`` (its place in the battle
file) and ``back_label`` (its army), for ``kitgen.cards.Kit.deck``. ``gm`` false is
the players' copy: no breakdowns, no odds, no notes.
"""

from __future__ import annotations

import string
from fractions import Fraction
from typing import Any

from kitgen.cards import source
from kitgen.i18n import Text
from kitgen.report import exact
from kitgen.systems.bloodlust.casualties import column_index, lookup_pui
from kitgen.systems.bloodlust.derived import state_initiative
from kitgen.systems.bloodlust.plan import (
    ArmyPlan,
    Attacker,
    CharacterPlan,
    Conditional,
    Step,
    UnitPlan,
)
from kitgen.systems.bloodlust.report import breakdown, column_name, column_range
from kitgen.systems.bloodlust.tables import (
    DRUGS_OVERDOSE_PERCENT,
    RALLY_COLUMNS,
    RALLY_RESULTS,
    RALLY_TABLE,
)
from kitgen.systems.bloodlust.tracks import SPLITS

LETTERS = string.ascii_uppercase
SPLIT_MODES = tuple(mode for mode, _ in SPLITS)
"""Read in the loss-track boxes only, not under the column heads: the boxes go by 5 EFF
and the table's casualties are all multiples of 5, so they are exact up to 300 EFF, and
two more lines in every head would push the casualty table of a large unit off its page
(on US Letter)."""
OUTCOMES = ("rout", "disorganised", "ok")
"""A morale check's outcomes, worst first, as the sheet's odds and bars give them."""
OUTCOME_TONES = ("#5e4a2c", "#dccdb0", "#fff")
"""Their tones, darkest first, apart in greyscale: the design system's --level-4 and
--level-2 and white (``kit.css`` keys them the same; a gradient cannot read a CSS
variable in WeasyPrint, so they are written out)."""


def stacked_bar(shares: list[float]) -> str:
    """A bar cut into the outcomes' shares, as one box's background (a CSS gradient
    with hard stops): rout, then disorganised, then holding."""
    stops = []
    start = 0.0
    for tone, share in zip(OUTCOME_TONES, shares, strict=True):
        end = start + share * 100
        stops.append(f"{tone} {start:.1f}%, {tone} {end:.1f}%")
        start = end
    return f"linear-gradient(to right, {', '.join(stops)})"


def column_letter(position: int) -> str:
    """A, B … Z, then AA, AB …: a unit of huge PUI passes through more than 26 columns
    as it loses men."""
    label = ""
    position += 1
    while position:
        position, rest = divmod(position - 1, len(LETTERS))
        label = LETTERS[rest] + label
    return label


def column_of(total: Fraction) -> int | None:
    """The casualty table's column a total PUI reads (None: no power)."""
    return column_index(lookup_pui(total))


# --- the unit sheet ------------------------------------------------------------------------

FIGURE_SPACE = "\u2007"
"""As wide as a digit: numbers padded with it line up under ``ch``-wide headers."""
ROW_LABEL = 4
PAGE_WIDTH = 115
"""Digits that fit across an A4 page (186 mm between the margins) at the casualty
tables' 8 pt; a US Letter page is a little wider."""
MIN_SLOT = 7
"""Digits per column at the least: a header's range (``201–300``, set a little smaller
than the figures) stays on one line above its column."""
HALVED_UP_TO = 4
"""A unit reading this many columns or fewer (a monster, a small unit) gets its table in
two halves side by side, rows 1–15 beside rows 16–30: half the height, and no narrow
column alone down the page."""
HALF_WIDTH = (PAGE_WIDTH - 5) // 2
HALF_SLOT = 14


def slot_width(columns: int) -> int:
    """Digits per column: a table of many columns runs the page's width (never under
    ``MIN_SLOT``); a halved one, half of it at most."""
    if columns <= HALVED_UP_TO:
        return min(HALF_SLOT, (HALF_WIDTH - ROW_LABEL) // max(columns, 1))
    return max(MIN_SLOT, (PAGE_WIDTH - ROW_LABEL) // columns)


def label_width(columns: int) -> int:
    """Digits for the row numbers: what the columns leave of the page's width, so that
    a table of many columns runs the page's full width."""
    if columns <= HALVED_UP_TO:
        return ROW_LABEL + 2  # room for the head's "Ligne" beside a few wide columns
    rest = PAGE_WIDTH - columns * slot_width(columns)
    return rest if ROW_LABEL <= rest < 3 * ROW_LABEL else ROW_LABEL


def table_width(columns: int) -> str:
    """The CSS width of a casualty table, so its header cells sit over their slots."""
    return f"{label_width(columns) + columns * slot_width(columns)}ch"


MAX_COLUMNS = (PAGE_WIDTH - ROW_LABEL) // MIN_SLOT
"""Columns one casualty table holds across the page; a unit reading more (a huge PUI)
gets its columns in several tables, one under the other."""


def casualty_tables(columns: list[dict[str, Any]], own: int | None) -> list[dict[str, Any]]:
    """A unit's casualty columns as tables of at most ``MAX_COLUMNS`` columns each, each
    table's rows in one block, or in two side by side (``HALVED_UP_TO``)."""
    tables = []
    for start in range(0, len(columns), MAX_COLUMNS):
        part = columns[start : start + MAX_COLUMNS]
        mine = own - start if own is not None and start <= own < start + len(part) else None
        rows = aligned_rows([c["cells"] for c in part], None)
        half = (len(rows) + 1) // 2
        tables.append(
            {
                "columns": part,
                "blocks": [rows[:half], rows[half:]] if len(part) <= HALVED_UP_TO else [rows],
                "width": table_width(len(part)),
                "label": f"{label_width(len(part))}ch",
                "slot": f"{slot_width(len(part))}ch",
                "tint": own_tint(mine, slot_width(len(part)), label_width(len(part))),
            }
        )
    return tables


def own_tint(own: int | None, slot: int, label: int) -> str:
    """Where the full-strength column's tint starts, in ``ch`` from the table's left
    edge (empty: no such column here). One translucent box over the column, head and
    rows alike, rather than a tinted span or gradient in each of its thirty rows, which
    WeasyPrint lays out and paints far more slowly."""
    return "" if own is None else f"{label + own * slot}ch"


def aligned_rows(columns: list[tuple[int, ...]], own: int | None) -> list[dict[str, Any]]:
    """Casualty rows as runs of text, one per row, each value centred in a slot of
    ``slot_width`` digits: a table of 30 rows x 20 columns as 30 text runs instead of 600
    cells, which WeasyPrint lays out several times faster. ``own`` (a column index) is set
    apart as its own segment so the template can tint it."""
    slot = slot_width(len(columns))
    rows = []
    for r in range(len(columns[0]) if columns else 0):
        segments: list[tuple[str, bool]] = []
        for i, cells in enumerate(columns):
            value = str(cells[r])
            left = (slot - len(value) + 1) // 2
            text = FIGURE_SPACE * left + value + FIGURE_SPACE * (slot - left - len(value))
            mine = i == own
            if segments and segments[-1][1] == mine:
                segments[-1] = (segments[-1][0] + text, mine)
            else:
                segments.append((text, mine))
        rows.append({"row": r + 1, "segments": segments})
    return rows


def unit_sheet(
    unit: UnitPlan, army: ArmyPlan, number: int, t: Text, gm: bool = True, side: int = 0
) -> dict[str, Any]:
    """One unit's sheet (``side``: its army's place, 0 or 1, for the mark that tells the
    armies apart). The players' copy leaves out the breakdowns, the morale odds and the
    notes; its plan is computed from the battle without its secrets (``kitgen.secrets``),
    so every unit and character a sheet names there is one the players may know of. A
    face-down unit is on the table as a token (``tokens``)."""
    letters = {use.index: column_letter(i) for i, use in enumerate(unit.columns)}
    kind = unit.kind
    eff_label = {"monster": "sheet.hp", "war_machine": "sheet.crew"}.get(kind, "sheet.eff")
    per = t("sheet.per_creature") if kind == "monster" else t("sheet.per_soldier")
    stats = [
        {"label": t(eff_label), "value": t.number(unit.eff), "sub": ""},
        {
            "label": t("sheet.total_pui"),
            "value": exact(unit.total_pui, t),
            "sub": f"{t('sheet.pui')} {exact(unit.pui.value, t, None)} {per}"
            if unit.pui.parts
            else "",
        },
        {
            "label": t("sheet.total_pui_tir"),
            "value": exact(unit.total_pui_tir, t) if unit.total_pui_tir else "—",
            "sub": (
                f"{t('sheet.pui_tir')} {exact(unit.pui_tir.value, t, None)} {per}"
                if unit.pui_tir.parts and unit.machine is None
                else ""
            ),
        },
        {"label": t("sheet.ini"), "value": t.signed(unit.initiative.whole), "sub": ""},
        {"label": t("sheet.att"), "value": t.signed(unit.attack.whole), "sub": ""},
        {
            "label": t("sheet.att_tir"),
            "value": t.signed(unit.attack_ranged.whole) if unit.total_pui_tir else "—",
            "sub": "",
        },
        {"label": t("sheet.def"), "value": t.signed(unit.defense.whole), "sub": ""},
        {"label": t("sheet.mo"), "value": t(f"morale.{unit.unit.morale}"), "sub": ""},
    ]
    breakdowns = [
        (t("sheet.pui"), breakdown(unit.pui, t, signed=False)),
        (t("sheet.total_pui"), breakdown(unit.total_parts, t, signed=False)),
        (t("sheet.total_pui_tir"), breakdown(unit.total_tir_parts, t, signed=False)),
        (t("sheet.ini"), breakdown(unit.initiative, t)),
        (t("sheet.att"), breakdown(unit.attack, t)),
        (t("sheet.att_tir"), breakdown(unit.attack_ranged, t) if unit.total_pui_tir else ""),
        (t("sheet.def"), breakdown(unit.defense, t)),
    ]
    situational = []
    if unit.charge is not None:
        charge = unit.charge
        line = t(
            "sheet.charge_line",
            m=exact(charge.multiplier, t),
            total=exact(charge.total, t),
            col=_letter(letters, charge.total),
            ini=t.signed(charge.initiative),
        )
        situational.append(t.pair(t("sheet.charge"), line))
        if charge.attack:
            situational.append(t("cond.lance", a=charge.attack))
    situational += [conditional(c, letters, t) for c in unit.conditionals]
    situational += [
        t("sheet.supported_by", name=s.name, how=t(s.mode), n=s.attack) for s in unit.supported_by
    ]
    support = [t("sheet.support_melee", n=unit.support)] if unit.support else []
    if unit.machine is not None:
        support.append(t("sheet.support_machine", n=unit.support_tir))
    elif unit.support_tir:
        support.append(t("sheet.support_tir", n=unit.support_tir))
    lent = unit.supporting
    if lent is not None:
        support.append(t("sheet.supporting", name=lent.name, how=t(lent.mode)))
    step = unit.track[0].eff - unit.track[1].eff if len(unit.track) > 1 else 1
    has_charge = unit.charge is not None
    has_tir = unit.total_pui_tir > 0
    has_split = unit.total_pui > 0
    # a box's first line: melee, charge, shooting; its second: split against 2 and 3
    modes = ["melee"] + ["charge"] * has_charge + ["tir"] * has_tir
    split_modes = list(SPLIT_MODES) if has_split else []
    boxes = []
    for i, s in enumerate(unit.track):
        previous = unit.track[i - 1] if i else None
        boxes.append(
            {
                "eff": t.number(s.eff),
                "letters": _box_letters(s, modes, letters),
                "split": _box_letters(s, split_modes, letters),
                "full": i == 0,
                "morale": s.morale,
                "heavy": s.heavy_losses,
                "morale_start": s.morale and not (previous and previous.morale),
                "heavy_start": s.heavy_losses and not (previous and previous.heavy_losses),
            }
        )
    columns = [
        {
            "letter": letters[use.index],
            "head": column_range(use.index, t),
            "uses": [
                t(
                    "sheet.column_use",
                    mode=t(f"abbr.{mode}"),
                    high=t.number(span[1]),
                    low=t.number(span[0]),
                )
                for mode, span in use.spans
                if mode not in SPLIT_MODES
            ],
            "full": unit.column == use.cells,
            "cells": use.cells,
        }
        for use in unit.columns
    ]
    own = next((i for i, use in enumerate(unit.columns) if use.cells == unit.column), None)
    # each check's chances, and the same as a bar of three tones (rout darkest)
    morale_rows = [
        {
            "label": _morale_label(m, t),
            "modifier": t.signed(m),
            "cells": [t.percent(float(p)) for p in odds],
            "bar": stacked_bar([float(p) for p in odds]),
        }
        for m, odds in unit.morale_odds
    ]
    leaders = [c.character.name for c in unit.characters if c.character.command]
    rally_column = next(
        i for i, (_, classes) in enumerate(RALLY_COLUMNS) if unit.unit.morale in classes
    )
    rally_results = [t(f"rally.{r}") for r in RALLY_RESULTS if RALLY_TABLE[r][rally_column]]
    general = army.army.general
    card: dict[str, Any] = {
        "source": source(unit.path, army.name, unit.unit.name),
        "back_label": army.name,
        "number": t("sheet.number", n=number),
        "name": unit.unit.name,
        "army": army.name,
        "side": side,
        "kind": t(f"kind.{kind}"),
        "face_down": unit.unit.face_down,
        "stats": stats,
        "breakdowns": [(label, text) for label, text in breakdowns if text] if gm else [],
        "equipment": _equipment(unit, t),
        "situational": situational,
        "support": support,
        "turn_line": t("sheet.initiative_turn", bonus=general.bonus if general else 0),
        "states_line": _states_line(unit, t),
        "track_help": t(
            "sheet.track_help" if step > 1 else "sheet.track_help.one",
            step=step,
            charge=t("sheet.track_charge") if has_charge else "",
            tir=t("sheet.track_tir") if has_tir else "",
        ),
        # at most 3 against 1, their EFF at most 5 × its own (seed III-1): the file
        # declares no engagement, so the sheet states the limits rather than checks them
        "multiple_line": t(
            "sheet.multiple",
            n=t.number(5 * unit.eff),
            split=t("sheet.multiple_split") if has_split else "",
        ),
        "boxes": boxes,
        "split_boxes": has_split,
        "morale_line": t("sheet.morale_line", eff=t.number(unit.morale_eff)),
        "heavy_line": t("sheet.heavy_line", eff=t.number(unit.heavy_losses_eff)),
        "monster": kind == "monster",
        "tables": casualty_tables(columns, own),
        "column_help": t(
            "sheet.column_help",
            legend=", ".join(
                t("sheet.legend", abbr=t(f"abbr.{mode}"), mode=t(f"mode.{mode}"))
                for mode in dict.fromkeys(m for use in unit.columns for m, _ in use.spans)
                if mode not in SPLIT_MODES
            ),
        ),
        "morale_rows": morale_rows if gm else [],
        "outcomes": [(o, t(f"outcome.{o}")) for o in OUTCOMES],
        "rally": t("sheet.rally_line", results=", ".join(rally_results).lower())
        if (leaders or general)
        else t("sheet.rally_none"),
        "people": [_person_line(c, t) for c in unit.characters],
        "spells": [spell_line(s, t) for s in unit.spells]
        + [spell_line(s, t) for c in unit.characters for s in c.spells],
        "notes": (unit.unit.notes or "") if gm else "",
    }
    return card


def _states_line(unit: UnitPlan, t: Text) -> str:
    """The unit's INI (and charge INI) disorganised and routed, worked out (seed I-6)."""
    parts = []
    for state in ("disorganised", "rout"):
        ini = t.signed(state_initiative(unit.initiative.whole, state))
        charge = (
            t("sheet.state_charge", ini=t.signed(state_initiative(unit.charge.initiative, state)))
            if unit.charge is not None
            else ""
        )
        parts.append(t(f"sheet.state_{state}", ini=ini, charge=charge))
    return " ".join(parts)


def _box_letters(step: Step, modes: list[str], letters: dict[int, str]) -> str:
    """The letters of the columns a loss-track box reads in ``modes``, "·" for none."""
    columns = (step.column_in(mode) for mode in modes)
    return "/".join("·" if c is None else letters.get(c, "·") for c in columns)


def _letter(letters: dict[int, str], total: Fraction) -> str:
    index = column_of(total)
    return "—" if index is None else letters.get(index, "—")


def _morale_label(modifier: int, t: Text) -> str:
    return {
        0: t("sheet.after_losses"),
        -10: t("sheet.facing_fear"),
        -20: t("sheet.facing_terror"),
    }[modifier]


def conditional(c: Conditional, letters: dict[int, str], t: Text) -> str:
    if c.multiplier is not None and c.total is not None:
        return t(
            f"cond.{c.key}",
            m=exact(c.multiplier, t),
            total=exact(c.total, t),
            col=_letter(letters, c.total) if letters else column_name(column_of(c.total), t),
            a=c.attack,
            pct=DRUGS_OVERDOSE_PERCENT,
        )
    detail = f" ({c.detail})" if c.detail else ""
    return t(f"cond.{c.key}", a=c.attack, d=c.defense, detail=detail)


def _equipment(unit: UnitPlan, t: Text) -> str:
    u = unit.unit
    items = []
    if u.armour != "none":
        items.append(t(f"armour.{u.armour}"))
    if u.shield:
        items.append(t("shield"))
    if u.melee != "simple" or unit.kind == "troop":
        items.append(t(f"melee.{u.melee}"))
    if u.ranged:
        items.append(t(f"ranged.{u.ranged}"))
    if u.mount:
        items.append(t(f"mount.{u.mount}"))
    if u.barding:
        items.append(t("barding"))
    if unit.machine is not None:
        items.append(f"{u.machines} {t(f'machine.{unit.machine.key}')}")
    for a in dict.fromkeys(u.attributes):
        label = t(f"attr.{a}")
        if a == "very_large":
            label += f" {t.signed(u.size_bonus)}"
        items.append(label)
    items += [r.label for r in u.special]
    return ", ".join(items)


def _person_line(c: CharacterPlan, t: Text) -> str:
    ch = c.character
    role = t("char.pc") if ch.player else t("char.npc")
    bits = []
    if ch.pui:
        bits.append(f"PUI +{exact(ch.pui, t, None)}")
    if ch.pui_tir:
        bits.append(f"PUI TIR +{exact(ch.pui_tir, t, None)}")
    if ch.command:
        bits.append(ch.command)
    who = f"{ch.name} ({role})"
    return t.pair(who, ", ".join(bits)) if bits else who


def spell_line(s: Attacker, t: Text, caster: str = "") -> str:
    """A spell as a line: its uses, its attack and effect. On its ``caster``'s own card
    the name drops the caster's, which the card's title already gives."""
    name = s.name.removesuffix(f" ({caster})") if caster else s.name
    attack = (
        t(
            "sheet.spell_attack",
            pui=exact(s.total, t),
            att=t.signed(s.attack),
            col=column_name(column_of(s.total), t),
        )
        if s.total
        else ""
    )
    effect = f" — {s.effect}" if s.effect else ""
    return t("sheet.spell_line", name=name, uses=s.uses, attack=attack, effect=effect)
