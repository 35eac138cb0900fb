"""Bloodlust's unit sheets, as deck cards (the character cards are in ``characters``).

Each card is a dict of ready-made values with its ``source`` (its place in the battle
file) and ``back_label`` (its army), for ``kitgen.cards.Kit.deck``. ``gm`` false is
the players' copy: no breakdowns, no odds, no notes.
"""

from __future__ import annotations

import re
from fractions import Fraction
from typing import Any

from markupsafe import Markup, escape

from kitgen.cards import Kit, source
from kitgen.i18n import Text
from kitgen.prose import say
from kitgen.report import exact
from kitgen.systems.bloodlust.casualties import lookup_pui
from kitgen.systems.bloodlust.derived import state_initiative
from kitgen.systems.bloodlust.morale import morale_outcome
from kitgen.systems.bloodlust.plan import (
    ArmyPlan,
    Attacker,
    CharacterPlan,
    Conditional,
    Part,
    Stat,
    UnitPlan,
)
from kitgen.systems.bloodlust.report import breakdown, part_label
from kitgen.systems.bloodlust.sheet_tables import (
    column_of,
    letter,
    own_columns,
    sheet_track,
    track_boxes,
    track_modes,
)
from kitgen.systems.bloodlust.tables import (
    BAND_BY_KEY,
    DRUGS_OVERDOSE_PERCENT,
    EXTRA_STEP,
    FEAR_MORALE,
    FEAR_TURN_MORALE,
    RALLY_COLUMNS,
    RALLY_HEAVY_LOSSES,
    RALLY_HEAVY_LOSSES_PERCENT,
    RALLY_RESULTS,
    RALLY_ROUTED,
    RALLY_TABLE,
    TERROR_MORALE,
    TERROR_TURN_MORALE,
)

OUTCOMES = ("rout", "disorganised", "ok")
IMMOBILE = frozenset({"catapult"})
"""The war machines the seed has stay where they are set up (II-4: "des catapultes
resteront immobiles"; a ballista moves at the cost of a turn or two)."""
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


LOST_HATCH = (
    f"repeating-linear-gradient(135deg, {OUTCOME_TONES[0]} 0, {OUTCOME_TONES[0]} 0.3mm, "
    "#fff 0.3mm, #fff 0.8mm)"
)
"""The engagement grids' "lost": hatched in the dark tone (round 11: a pale grey fill was
hard to tell from the white of "undecided" in a greyscale print)."""


def engage_bar(won: float, lost: float, undecided: float) -> str:
    """An engagement's bar as one box's background: won dark, lost hatched, undecided
    white; the top layer leaves the lost share clear over the hatch below it."""
    a, b = won * 100, (won + lost) * 100
    dark, white = OUTCOME_TONES[0], OUTCOME_TONES[2]
    top = (
        f"linear-gradient(to right, {dark} 0%, {dark} {a:.1f}%, transparent {a:.1f}%, "
        f"transparent {b:.1f}%, {white} {b:.1f}%, {white} 100%)"
    )
    return f"{top}, {LOST_HATCH}"


def total(value: Fraction, t: Text) -> str:
    """A total PUI as the rules use it: rounded half up to a whole number, the way the
    casualty table reads it (B1), so a unit of 30 × 3,25 prints 98, not 97,5."""
    return t.number(lookup_pui(value))


COMMAND = re.compile(r"\s*(?:(?:commandement|command|leadership)\s*)?(\d{1,3})\s*%?\s*", re.I)
"""A Commandement skill as a battle file may write it: ``65 %``, ``Commandement 65 %``."""


def command_text(raw: str | None, t: Text) -> str:
    """A general's or a character's Commandement (seed I-6: the roll that rallies) in the
    kit's language when it is a plain percentage ("Command 65%" in an English kit); any
    other wording (another game's skill) as the battle file gives it; none given, a blank
    to fill in, since the rules roll it."""
    if not raw:
        return t("command.blank")
    found = COMMAND.fullmatch(raw)
    return t("command.value", n=found.group(1)) if found else raw


def _mount_included(unit: UnitPlan) -> bool:
    """A PUI the battle file gives for rider and mount together (``mount_in_pui``)."""
    return bool(unit.unit.mount and unit.unit.mount_in_pui and unit.unit.pui is not None)


def _pui_breakdown(unit: UnitPlan, t: Text) -> str:
    """Whence a combatant's PUI; a PUI given for rider and mount says the mount is in it
    (the knights' 4 is no foot soldier's)."""
    if _mount_included(unit) and unit.unit.mount:
        return t(
            "sheet.with_mount",
            n=exact(unit.pui.value, t, None),
            mount=t(f"mount.{unit.unit.mount}"),
            set=t("part.own"),
        )
    text = breakdown(unit.pui, t, signed=False)
    return _militia_band(unit, text, t)


def _militia_band(unit: UnitPlan, text: str, t: Text) -> str:
    """A militia whose PUI the scenario sets outside the table's band for militia says
    so beside it (round 19: the town militia's 0,7 beside the quick reference's
    "average (levies, militia) 1–1,5" read as a mistake). Not a PUI of the inferior
    creatures' band, which the same table names (goblins at 0,3: their morale is a
    militia's, not their kind)."""
    band = BAND_BY_KEY["average"]
    pui = unit.unit.pui
    if unit.unit.troop is not None or pui is None or unit.unit.morale != "militia":
        return text
    if band.low <= pui <= band.high or pui <= BAND_BY_KEY["inferior"].high:
        return text
    return t(
        "sheet.militia_band",
        text=text,
        side=t("sheet.militia_below" if pui < band.low else "sheet.militia_above"),
        low=exact(band.low, t),
        high=exact(band.high, t),
    )


def face(roll: int) -> str:
    """A d100 face as the die shows it: 01 to 99, and 00 for 100."""
    return f"{roll % 100:02d}"


def faces(low: int, high: int) -> str:
    """A band of d100 faces, "01–25" (or one face), the dash kept to its figures."""
    return face(low) if low == high else f"{face(low)}–\u2060{face(high)}"


def morale_faces(morale: str, modifier: int) -> list[str]:
    """The d100 faces of each outcome of a morale check (rout, disorganised, holds) at
    ``modifier``, as the morale table reads them (B6): "01–25", or "" for none."""
    bands: dict[str, list[int]] = {o: [] for o in OUTCOMES}
    for roll in range(1, 101):
        bands[morale_outcome(morale, roll + modifier)].append(roll)
    return [faces(min(b), max(b)) if b else "" for b in (bands[o] for o in OUTCOMES)]


def rally_upto(pct: int, modifier: int, criticals: int) -> str:
    """The faces a Commandement of ``pct`` succeeds on at ``modifier``, never past the
    critical bands (ruling L13): "01–65"."""
    return faces(1, min(max(pct + modifier, criticals), 100 - criticals))


def routed_faces(pct: int, criticals: int, t: Text) -> str:
    """The faces that rally a routed unit, then in brackets those past 75 % lost, the
    bracket left out when it says the same ("01–05", not "01–05 (01–05)")."""
    routed = rally_upto(pct, RALLY_ROUTED, criticals)
    heavy = rally_upto(pct, RALLY_ROUTED + RALLY_HEAVY_LOSSES, criticals)
    return routed if heavy == routed else t("sheet.rally_pair", faces=routed, heavy=heavy)


def rally_faces_for(pct: int, column: str, criticals: int, t: Text) -> str:
    """The faces on which a leader of Commandement ``pct`` rallies a unit of ``column``
    (``RALLY_COLUMNS``), as the generals' block gives them."""
    return t(
        f"sheet.rally_col.{column}",
        plain=rally_upto(pct, 0, criticals),
        heavy=rally_upto(pct, RALLY_HEAVY_LOSSES, criticals),
        routed=routed_faces(pct, criticals, t),
        pct=RALLY_HEAVY_LOSSES_PERCENT,
        **critical_faces(criticals),
    )


def _at_zero(stat: Stat, key: str, t: Text) -> Stat:
    """``stat``, or, when nothing adds up to it, the piece it comes from at 0 (round 16:
    the Crossbowmen's sheet gave no INI and no ATT line, their size and simple weapons
    adding nothing, where every other sheet gives them)."""
    return stat if stat.parts else Stat((Part(key, Fraction(0)),))


def _attack_breakdown(unit: UnitPlan, t: Text, kit: Kit | None) -> str | Markup:
    """The ATT's parts, a cavalry lance's +2 marked with the ruling that counts it in
    every melee (L3; round 8: the reading was applied without a word on the page)."""
    line = breakdown(_at_zero(unit.attack, f"melee.{unit.unit.melee}", t), t)
    lance = next((p for p in unit.attack.parts if p.key == "melee.cavalry_lance"), None)
    if kit is None or lance is None or not lance.value:
        return line
    label = part_label(lance, t)
    # the mark after the word, not the figure ("+2³" reads as a power)
    return escape(line).replace(f"{label} ", escape(label) + kit.ruling("L3") + " ", 1)


def _shot_breakdown(unit: UnitPlan, t: Text, kit: Kit | None) -> str | Markup:
    """The PUI TIR total's parts; a war machine's marked with the ruling that has a
    battery shoot a third of the table's PUI TIR per machine and lose it with its crew
    (L8; round 10: the track applied it without a word on the page)."""
    line = _rounded(sum_line(unit.total_tir_parts, t), unit.total_pui_tir, t)
    if kit is None or unit.machine is None or not line:
        return line
    return escape(line) + escape(t("sheet.machine_crew")) + kit.ruling("L8")


def _initiative_breakdown(unit: UnitPlan, t: Text, kit: Kit | None = None) -> str | Markup:
    """The INI's parts; a war machine's or a monster's says it takes no size modifier
    (B3 counts soldiers: a machine's EFF is its crew, a monster's its hit points), a
    machine's marked with the ruling that reads it so (L14; round 17), unless the house
    rule gives it its crew's size modifier."""
    sized = unit.kind == "troop" or any(p.key == "size" for p in unit.initiative.parts)
    line = breakdown(_at_zero(unit.initiative, "size" if sized else "base", t), t)
    if unit.kind not in ("war_machine", "monster") or sized:
        return line
    said = t("sheet.ini_no_size", parts=line, why=t(f"sheet.no_size.{unit.kind}"))
    if kit is None or unit.kind != "war_machine":
        return said
    return escape(said) + kit.ruling("L14")


def command_percent(raw: str | None) -> int | None:
    """A Commandement that is a plain percentage, as a number (else None)."""
    found = COMMAND.fullmatch(raw) if raw else None
    return int(found.group(1)) if found else None


def chance(value: Fraction, t: Text) -> str:
    """A chance as a whole percentage when it is one (a d100 roll's always is: 25 %, not
    25,0 %), else to one decimal (a d12's 1/12: 8,3 %)."""
    share = value * 100
    shown = t.number(int(share)) if share.denominator == 1 else t.decimal(float(share))
    return t("sheet.percent", n=shown)


# --- the unit sheet ------------------------------------------------------------------------


def critical_faces(criticals: int = 5) -> dict[str, str]:
    """The rally's d100 critical bands, ``criticals`` faces at each end (the house rule
    ``rally_criticals``, ruling L13): the last face of the low one and the first of the
    high one, "05" and "96" by default, as the catalogue's ``{high}`` and ``{low}``."""
    return {"high": f"{criticals:02d}", "low": f"{101 - criticals:02d}"}


def rally_faces(t: Text, result: str, criticals: int = 5) -> str:
    """The d100 faces of one band of the rally roll (``RALLY_RESULTS``)."""
    return t(f"rally_faces.{result}", **critical_faces(criticals))


def unit_sheet(
    unit: UnitPlan,
    army: ArmyPlan,
    number: int,
    t: Text,
    gm: bool = True,
    side: int = 0,
    criticals: int = 5,
    kit: Kit | None = None,
    narrow: bool = False,
) -> dict[str, Any]:
    """One unit's sheet (``side``: its army's place, 0 or 1, for the mark that tells the
    armies apart; ``criticals``: the rally's critical faces at each end, ``rally_faces``;
    ``narrow``: the battle has a ground whose own rules may narrow the front).
    The players' copy leaves out the breakdowns, the morale odds and the
    notes; its plan is computed from the battle without its secrets (``kitgen.secrets``),
    so every unit and character a sheet names there is one the players may know of. A
    face-down unit is on the table as a token (``tokens``)."""
    kind = unit.kind
    # what a monster's or a machine's EFF counts goes under it, so every label of the
    # row sets on one line ("EFF (points de vie)" took two)
    counts = {"monster": "sheet.hp", "war_machine": "sheet.crew"}.get(kind)
    per = t("sheet.per_creature") if kind == "monster" else t("sheet.per_soldier")
    stats = [
        {"label": t("sheet.eff"), "value": t.number(unit.eff), "sub": t(counts) if counts else ""},
        {
            "label": t("sheet.stat_pui"),
            "value": total(unit.total_pui, t),
            "sub": t(
                "sheet.per",
                pui=t("sheet.pui"),
                n=exact(unit.pui.value, t, None),
                per=t("sheet.per_rider") if _mount_included(unit) else per,
            )
            if unit.pui.parts
            else "",
        },
        {
            "label": t("sheet.stat_pui_tir"),
            "value": total(unit.total_pui_tir, t) if unit.total_pui_tir else "—",
            "sub": (
                t(
                    "sheet.per",
                    pui=t("sheet.pui_tir"),
                    n=exact(unit.pui_tir.value, t, None),
                    per=per,
                )
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
        (t("sheet.pui"), _pui_breakdown(unit, t)),
        (t("sheet.total_pui"), _rounded(sum_line(unit.total_parts, t), unit.total_pui, t)),
        (t("sheet.total_pui_tir"), _shot_breakdown(unit, t, kit if gm else None)),
        (t("sheet.ini"), _initiative_breakdown(unit, t, kit if gm else None)),
        (t("sheet.att"), _attack_breakdown(unit, t, kit if gm else None)),
        (t("sheet.att_tir"), breakdown(unit.attack_ranged, t) if unit.total_pui_tir else ""),
        (t("sheet.def"), breakdown(_at_zero(unit.defense, f"armour.{unit.unit.armour}", t), t)),
    ]
    situational = []
    if unit.charge is not None:
        charge = unit.charge
        # worked from the unrounded total (30 × 3,25 = 97,5, × 1,2 = 117), the product
        # rounded, and said so, only to read the table (B1)
        line = t(
            "sheet.charge_line",
            base=exact(unit.total_pui, t),
            m=" × ".join(
                t("sheet.factor", m=exact(p.value, t), what=part_label(p, t))
                for p in charge.multipliers
            ),
            total=_rounded(exact(charge.total, t), charge.total, t),
            col=letter(column_of(charge.total)),
            ini=t.signed(charge.initiative),
        )
        situational.append(t.pair(t("sheet.charge"), line))
        if charge.attack:
            situational.append(t("cond.lance", a=charge.attack))
    situational += [_boxed(c, conditional(c, t)) for c in unit.conditionals]
    if unit.pierce and unit.total_pui_tir:  # seed II-2: crossbows, pistols, arquebuses
        situational.append(t("cond.pierce", n=unit.pierce))
    # in melee and charge, or in melee alone for a unit that does not charge (round 6:
    # the pikemen were told of a charge they never make)
    supported_key = "sheet.supported_by" if unit.charge is not None else "sheet.supported_by_melee"
    situational += [
        t(supported_key, name=s.name, how=t(s.mode), n=s.attack) for s in unit.supported_by
    ]
    # the one figure that applies: a war machine lends its table value (seed III-4), not
    # its crew's melee support (unless the battle file chooses melee); a shooting unit
    # lends one or the other, never both
    support: list[str] = []
    if unit.machine is not None and unit.unit.support_with != "melee":
        support.append(t("sheet.support_machine", n=unit.support_tir))
    elif unit.support and unit.support_tir and unit.machine is None:
        support.append(t("sheet.support_either", melee=unit.support, tir=unit.support_tir))
    elif unit.support:
        support.append(t("sheet.support_melee", n=unit.support))
    elif unit.support_tir:
        support.append(t("sheet.support_tir", n=unit.support_tir))
    lent = unit.supporting
    if lent is not None:
        support.append(t("sheet.supporting", name=lent.name, how=t(lent.mode)))
    shown = sheet_track(unit)
    step = shown[0].eff - shown[1].eff if len(shown) > 1 else 1
    has_split = unit.total_pui > 0
    # each check's chances, and the same as a bar of three tones (rout darkest)
    # each outcome's d100 faces, with its chance after (none: a dash)
    morale_rows = [
        {
            "label": _morale_label(m, t),
            "modifier": t.signed(m),
            "cells": [
                {"faces": f or "—", "chance": chance(p, t) if f else ""}
                for f, p in zip(morale_faces(unit.unit.morale, m), odds, strict=True)
            ],
            "bar": stacked_bar([float(p) for p in odds]),
        }
        for m, odds in unit.morale_odds
    ]
    leaders = [c.character.name for c in unit.characters if c.character.command]
    rally_column = next(
        i for i, (_, classes) in enumerate(RALLY_COLUMNS) if unit.unit.morale in classes
    )
    # the critical bands with their die faces (a d100 under the Command)
    rally_results = [
        t(f"rally.{r}").lower() + (f" ({rally_faces(t, r, criticals)})" if "critical" in r else "")
        for r in RALLY_RESULTS
        if RALLY_TABLE[r][rally_column]
    ]
    general = army.army.general
    # who rallies it, with the faces they succeed on: the general (where they stand)
    # and the unit's own leaders, each of whose Commandement is a percentage
    column_key = RALLY_COLUMNS[rally_column][0]
    # (the general rallies only the unit at their side, as the GM's page says: said so
    # by the name, round 6; the unit's own leaders are with it)
    leaders_pct = [
        (name, pct, key)
        for name, pct, key in [
            *(
                [(general.name, command_percent(general.command), "sheet.rally_general")]
                if general
                else []
            ),
            *(
                (c.character.name, command_percent(c.character.command), "sheet.rally_who")
                for c in unit.characters
                if c.character.command
            ),
        ]
        if pct is not None
    ]
    # leaders who rally on the same faces (an elite or a militia unit: the Commandement
    # does not count, only the critical bands) share one line
    by_faces: dict[str, list[str]] = {}
    for name, pct, key in leaders_pct:
        by_faces.setdefault(rally_faces_for(pct, column_key, criticals, t), []).append(
            t(key, name=name, pct=pct)
        )
    rally_by = [
        t("sheet.rally_by", who=t("sheet.rally_or").join(who), faces=f)
        for f, who in by_faces.items()
    ]
    modes = [mode for mode, _ in track_modes(unit)]
    card: dict[str, Any] = {
        "source": source(unit.path, army.name, unit.unit.name),
        "back_label": army.name,
        "number": t("sheet.number", n=number),
        "name": unit.unit.name,
        "army": army.name,
        "side": side,
        "kind": t("sheet.face_down", kind=t(f"kind.{kind}"))
        if unit.unit.face_down
        else t(f"kind.{kind}"),
        "face_down": unit.unit.face_down,
        "stats": stats,
        # one row across a page; a smaller sheet (``card``) sets them in two, and its
        # characters and spells in its wider column (``presenter``)
        "stat_rows": [stats],
        "card": False,
        "breakdowns": [(label, text) for label, text in breakdowns if text] if gm else [],
        "equipment": _equipment(unit, t),
        "situational": situational,
        "support": support,
        "turn_line": t(
            "sheet.initiative_turn.immobile"
            if unit.machine is not None and unit.machine.key in IMMOBILE
            else "sheet.initiative_turn",
            bonus=general.bonus if general else 0,
        ),
        "states_line": _states_line(unit, t),
        # the same states, each after a box a pencil ticks (erased when rallied)
        "states": _state_boxes(unit, t),
        "track_help": t(
            "sheet.track_help"
            if step > 1
            else "sheet.track_help.fives"
            if unit.eff > EXTRA_STEP
            else "sheet.track_help.one",
            step=step,
        ),
        "track_legend": [
            t("sheet.track_full"),
            *([t("sheet.track_split")] if has_split else []),
        ],
        # at most 3 against 1, their EFF at most 5 × its own (seed III-1): the file
        # declares no engagement, so the sheet states the limits rather than checks them
        # (how it splits its PUI against 2 or 3 is the track's legend)
        "multiple_line": t(
            "sheet.multiple_monster" if unit.kind == "monster" else "sheet.multiple",
            n=t.number(5 * unit.eff),
            front=t("sheet.multiple_front") if narrow else "",
        ),
        "boxes": track_boxes(unit),
        "track_modes": [t(f"track.{m}") for m in modes],
        # named by the first box of the track in each zone: the EFF the rules set the
        # line at (half of 45 is 22) is not always one of the track's boxes
        "morale_line": _zone_line(unit, "morale", t),
        "heavy_line": _zone_line(unit, "heavy_losses", t),
        "monster": kind == "monster",
        "own": own_columns(unit, t),
        # not secret (morale grades are open): the players roll their own checks
        "morale_rows": morale_rows,
        # across the sheet on every sheet; its characters and spells in the shorter
        # column (``sheet_fit.upper_height``)
        "with_unit_left": False,
        # the start-of-turn checks fear and terror cause are named on the rows they
        # read (``_morale_label``)
        "morale_start": "",
        "outcomes": [(o, t(f"outcome.{o}")) for o in OUTCOMES],
        "rally": t("sheet.rally_by_line", lines=t("sheet.when_sep").join(rally_by))
        if rally_by
        else t("sheet.rally_line", results=", ".join(rally_results))
        if (leaders or general)
        else t("sheet.rally_none"),
        "people": [_person_line(c, t) for c in unit.characters],
        # a spell of the unit's own, with a box for each use a day; a character's is
        # named with its caster and ticked on the caster's card
        "spells": [{"text": spell_line(s, t), "uses": s.uses} for s in unit.spells]
        + [{"text": spell_line(s, t), "uses": 0} for c in unit.characters for s in c.spells],
        "notes": (unit.unit.notes or "") if gm else "",
    }
    return card


def sum_line(stat: Stat, t: Text) -> str:
    """A total's breakdown as a sum that adds up on the page: each product worked out
    (``40 × 4 = 160``, ``3 catapultes × 40 = 120``), then, when there is more than one
    part, the sum of them all (``160 + 5 (Sire Aymeric) = 165``); empty when nothing adds
    up."""
    parts = [p for p in stat.parts if p.value]
    products, terms = [], []
    for part in parts:
        value = exact(part.value, t)
        if part.key == "soldiers":
            per = exact(part.per, t, None)
            products.append(t("part.soldiers", n=part.detail, per=per, total=value))
            terms.append(value)
        elif part.key.startswith("machine."):
            count = int(part.detail)
            per = exact(part.value / count, t, None)
            label = part_label(part, t)
            products.append(t("part.machines", n=label, per=per, total=value))
            terms.append(value)
        else:
            terms.append(t("part.term", n=value, what=part_label(part, t)))
    if len(parts) < 2:
        return products[0] if products else (terms[0] if terms else "")
    whole = t("part.sum", terms=" + ".join(terms), total=exact(stat.value, t))
    return t("part.then").join([*products, whole])


def _zone_line(unit: UnitPlan, zone: str, t: Text) -> str:
    """The track's key for ``zone`` (``morale``: a check after losses; ``heavy_losses``:
    rally at −10), named by the EFF of its first box from full strength down; none when
    only the box where the unit is gone reaches it (round 19: the battery's 15, 10, 5, 0
    read "rally at −10 from box 0")."""
    first = next((s.eff for s in sheet_track(unit) if getattr(s, zone) and s.eff > 0), None)
    if first is None:
        return ""
    return t(f"sheet.{'heavy' if zone == 'heavy_losses' else zone}_line", eff=t.number(first))


def _rounded(text: str, value: Fraction, t: Text) -> str:
    """A total's breakdown, with the whole number it is read at when it has decimals."""
    if not text or value.denominator == 1:
        return text
    return t("sheet.rounded", text=text, n=total(value, t))


def _states_line(unit: UnitPlan, t: Text) -> str:
    """The unit's INI (and charge INI) disorganised and routed, worked out (seed I-6)."""
    return " ".join(_states(unit, t))


HEAD = re.compile(r"^([^:]{1,24}:) (.*)$", re.S)
"""A state's name with its colon ("En déroute :"), and the rest."""


def _state_boxes(unit: UnitPlan, t: Text) -> list[dict[str, str]]:
    """The states as the sheet ticks them: the name kept on the line of its box."""
    boxes = []
    for text in _states(unit, t):
        found = HEAD.match(text)
        head, rest = (found.group(1), found.group(2)) if found else (text, "")
        boxes.append({"head": head, "rest": rest})
    return boxes


def _states(unit: UnitPlan, t: Text) -> list[str]:
    """The morale states a unit may be in (seed I-6), each with what it does to it."""
    states = []
    for state in ("disorganised", "rout"):
        ini = t.signed(state_initiative(unit.initiative.whole, state))
        charge = (
            t("sheet.state_charge", ini=t.signed(state_initiative(unit.charge.initiative, state)))
            # a routed unit may not fight offensively (seed I-6): it charges no one
            if unit.charge is not None and state != "rout"
            else ""
        )
        states.append(t(f"sheet.state_{state}", ini=ini, charge=charge))
    return states


def _morale_label(modifier: int, t: Text) -> str:
    """When a check reads the row of ``modifier``: after losses (at the end of a turn,
    against nothing, a frightening or a terrifying unit), and at the start of a turn
    against fear or terror (B6), each check named where its modifier is."""
    when = [
        t(key)
        for key, m in (
            ("sheet.after_losses", 0),
            ("sheet.facing_fear", FEAR_MORALE),
            ("sheet.facing_terror", TERROR_MORALE),
            ("sheet.start_fear", FEAR_TURN_MORALE),
            ("sheet.start_terror", TERROR_TURN_MORALE),
        )
        if m == modifier
    ]
    return t("sheet.when_sep").join(when)


BOXED = frozenset({"tortoise"})
"""Situational lines a unit turns on and off itself (seed II-3: a unit "capable de se
placer en tortue"): the sheet gives them a box to tick while they hold."""


def _boxed(c: Conditional, line: str) -> str:
    """``line`` after a box to tick when ``c`` is one the unit forms and leaves."""
    if c.key not in BOXED:
        return line
    return Markup('<span class="use-box cond-box"></span>\u00a0') + line


def conditional(c: Conditional, t: Text) -> str:
    """A situational line (B4); a one-turn boost gives its total and column letter."""
    if c.multiplier is not None and c.total is not None:
        return t(
            f"cond.{c.key}",
            m=exact(c.multiplier, t),
            total=total(c.total, t),
            col=letter(column_of(c.total)),
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
        # seed II-4: catapults stay where they are set up (a ballista moves, in a turn or two)
        if unit.machine.key in IMMOBILE:
            items.append(t("machine.immobile"))
    for a in dict.fromkeys(u.attributes):
        # a name among the gear, as lower case as the gear's ("armes lourdes, haine")
        label = t(f"attr.{a}")
        label = label[:1].lower() + label[1:]
        if a == "very_large":
            label += f" {t.signed(u.size_bonus)}"
        items.append(label)
    items += [r.label for r in u.special]
    return ", ".join(items)


def _person_line(c: CharacterPlan, t: Text) -> str:
    ch = c.character
    role = t("char.pc_in") if ch.player else t("char.npc_in")  # mid-line: lower case
    bits = []
    if ch.pui:
        bits.append(f"{t('sheet.pui')}\u00a0+{exact(ch.pui, t, None)}")
    if ch.pui_tir:
        short = t("sheet.pui_tir").replace(" ", "\u00a0")
        bits.append(f"{short}\u00a0+{exact(ch.pui_tir, t, None)}")
    if ch.command:
        bits.append(command_text(ch.command, t))
    who = f"{ch.name} ({role})"
    return t.pair(who, ", ".join(bits)) if bits else who


TERROR_SPELL = frozenset({"terreur", "terror"})
"""The rulebook's Terror spell (seed V: "Terreur, 3X / jour, force un jet de Moral sur
une unité"), by its name in either language: its morale roll's modifier is printed."""


def spell_line(s: Attacker, t: Text, caster: str = "", *, morale: bool = True) -> str:
    """A spell as a line: its uses, its attack and effect. On its ``caster``'s own card
    the name drops the caster's, which the card's title already gives. The rulebook's
    Terror spell says the modifier of the morale roll it forces (with ``morale``): 0,
    the seed giving it none (round 17)."""
    name = s.name.removesuffix(f" ({caster})") if caster else s.name
    attack = (
        t(
            "sheet.spell_attack",
            pui=total(s.total, t),
            att=t.signed(s.attack),
            col=letter(column_of(s.total)),
        )
        if s.total
        else ""
    )
    said = say(s.effect, t.lang)
    effect = f" — {said}" if said else ""
    spell = name.split(" (", 1)[0].strip().casefold()
    if morale and spell in TERROR_SPELL:
        effect += t("sheet.spell_terror")
    return t("sheet.spell_line", name=name, uses=s.uses, attack=attack, effect=effect)
