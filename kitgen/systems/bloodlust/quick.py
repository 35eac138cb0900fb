"""Bloodlust's quick reference, cut to what the battle meets: the casualty table's
columns from A to the strongest any unit, trap, spell or character of the battle reads,
under the letters the sheets' loss tracks give; the equipment, mounts, war machines and
special attributes its units carry, with the power bands and initiative by EFF that
built them; the morale, rally and wound tables and the manoeuvres in brief. A cut
table says so, and where the rest is (the rulebook). The lines that follow one of
kitgen's rulings carry its mark (``Kit.ruling``), which the note ending the last page
explains. :func:`quick_reference` without a :class:`Reach` gives every row: the tables
themselves live whole in ``tables``, and are checked against the seed there.

The pages after the casualty table are laid out here too (``quick_pages``): blocks in
two balanced columns, as many pages as they need, the manoeuvres under the last.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from kitgen.cards import Kit
from kitgen.fit import PT, lines
from kitgen.i18n import Text
from kitgen.marks import marked
from kitgen.report import exact
from kitgen.systems.bloodlust.cards import conditional, critical_faces, rally_faces
from kitgen.systems.bloodlust.casualties import column_bounds
from kitgen.systems.bloodlust.characters import wound
from kitgen.systems.bloodlust.derived import size_initiative
from kitgen.systems.bloodlust.plan import BattlePlan, Conditional
from kitgen.systems.bloodlust.quick_pages import (
    GAP,
    HEADING,
    LEADING,
    NOTE_LINE,
    PAGE_TITLE,
    SPREAD,
    SPREAD_FILL,
    SPREADS,
    TAG,
    Block,
    block_height,
    cell,
    columns,
    list_height,
    pages,
    two_columns,
)
from kitgen.systems.bloodlust.sheet_fit import SIDE_MARGINS, TOP_BOTTOM
from kitgen.systems.bloodlust.sheet_tables import (
    column_letter,
    column_of,
    reference_tables,
)
from kitgen.systems.bloodlust.tables import (
    ARMOURS,
    ATTRIBUTES,
    BARDING,
    CASUALTY_COLUMNS,
    CHARACTER_ACTIONS,
    DRUGS_OVERDOSE_PERCENT,
    EFF_INITIATIVE_SEED,
    MELEE_WEAPONS,
    MORALE_CLASSES,
    MORALE_TABLE,
    MOUNT_BY_KEY,
    MOUNTS,
    ORGANISED_BONUS,
    OWN_INITIATIVE,
    POWER_BANDS,
    RALLY_COLUMNS,
    RALLY_RESULTS,
    RALLY_TABLE,
    RANGED_WEAPONS,
    SHIELD,
    TABLE_ROWS,
    VERY_LARGE_RANGE,
    WAR_MACHINES,
    WOUND_COLUMNS,
    WOUND_TABLE,
    Gear,
)


@dataclass(frozen=True, slots=True)
class Reach:
    """What of the rulebook's reference tables a battle meets."""

    last: int
    """The strongest column of the casualty table it reads (0 = A, PUI 1–10)."""
    gear: frozenset[str]
    """The equipment its units carry, as ``armour.light``, ``shield``, ``melee.spear``,
    ``ranged.crossbow``, ``mount.warhorse``, ``barding``, ``machine.catapult``."""
    attributes: frozenset[str]
    """The special attributes its units have (a giant spider's fear among them)."""


def last_column(plan: BattlePlan) -> int:
    """The strongest column of the casualty table anything in the battle reads: a unit
    in any mode and at any strength, a trap, a spell, a character acting alone."""
    found = [use.index for a in plan.armies for u in a.units for use in u.columns]
    people = [
        *(c for a in plan.armies for c in a.characters),
        *(c for a in plan.armies for u in a.units for c in u.characters),
    ]
    attackers = [
        *(x for a in plan.armies for x in a.traps),
        *(s for a in plan.armies for u in a.units for s in u.spells),
        *(s for c in people for s in c.spells),
    ]
    found += [column_of(x.total) or 0 for x in attackers]
    found += [column_of(Fraction(c.character.pui)) or 0 for c in people if not c.unit]
    return max(found, default=0)


TURN_BONUSES = 3
"""ATT one turn may add to a unit's roll beyond its matchup's, +1 each: an event's (the
example's harangue), an attack formation (seed III-2, ``ORGANISED_BONUS``) and a
character's rousing speech (seed, the characters' actions: "+1 en ATT"). Issue 39: with
two, the Knights' best roll plus a speech read row 21, greyed as out of reach."""

SUPPORTS_MOST = 2
"""Supports one roll may have: three units at most engage one (seed III-1)."""

UNIT_MODES = ("melee", "charge", "tir")
"""The matchups' modes of a unit's roll, which supports may raise (not a spell's, a
trap's or a lone character's)."""


def top_row(plan: BattlePlan) -> int | None:
    """The highest row of the casualty table a roll of the battle can read: a d10's 10
    plus the highest modifier of its matchups (their situation bonuses included, their
    planned supports left out), plus for a unit's roll the two largest supports its army
    could give it, plus a turn's bonus (``TURN_BONUSES``). None if it plans no roll."""
    armies = {a.name: a for a in plan.armies}
    best = None
    for m in plan.matchups:
        base = m.modifier - sum(a.value for a in m.applied if a.key.startswith("support"))
        extra = 0
        if m.mode in UNIT_MODES and m.attacker_army in armies:
            others = sorted(
                (
                    max(u.support, u.support_tir)
                    for u in armies[m.attacker_army].units
                    if u.unit.name != m.attacker
                ),
                reverse=True,
            )
            extra = sum(others[:SUPPORTS_MOST])
        rolled = base + extra
        best = rolled if best is None else max(best, rolled)
    return None if best is None else 10 + best + TURN_BONUSES


def out_of_reach(top: int | None) -> int:
    """The first row of the table (rows 1-30) out of a battle's reach, 0 if none is: the
    row after ``top`` (issue 39: from the next ten-row block on, row 21 was greyed by a
    battle that reaches it)."""
    if top is None:
        return 0
    first = top + 1
    return first if first <= TABLE_ROWS else 0


def battle_reach(plan: BattlePlan) -> Reach:
    """What ``plan`` meets of the tables. The players' copy is computed without what its
    players may not know, so its reach counts only the units it shows."""
    gear: set[str] = set()
    attributes: set[str] = set()
    for army in plan.armies:
        for u in army.units:
            unit = u.unit
            if unit.armour != "none":
                gear.add(f"armour.{unit.armour}")
            if unit.shield:
                gear.add("shield")
            # a monster's or a machine's plain weapons are no equipment (its sheet's line)
            if unit.melee != "simple" or u.kind == "troop":
                gear.add(f"melee.{unit.melee}")
            if unit.ranged:
                gear.add(f"ranged.{unit.ranged}")
            if unit.mount:
                gear.add(f"mount.{unit.mount}")
                if MOUNT_BY_KEY[unit.mount].fear:
                    attributes.add("fear")
            if unit.barding:
                gear.add("barding")
            if u.machine is not None:
                gear.add(f"machine.{u.machine.key}")
            attributes.update(unit.attributes)
    return Reach(last_column(plan), frozenset(gear), frozenset(attributes))


def _gear_effect(gear: Gear, t: Text) -> str:
    bits = []
    if gear.attack:
        bits.append(f"{t.signed(gear.attack)} ATT")
    if gear.defense:
        bits.append(f"{t.signed(gear.defense)} DEF")
    if gear.initiative:
        bits.append(f"{t.signed(gear.initiative)} INI")
    if gear.versus_cavalry_attack:
        bits.append(t("cond.versus_cavalry", a=gear.versus_cavalry_attack))
    if gear.pierce:
        bits.append(t("qr.pierce", n=gear.pierce))
    if gear.rider_pui is not None:
        bits.append(t("qr.rider_pui", n=exact(gear.rider_pui, t)))
    if gear.charge_multiplier is not None:
        bits.append(t("qr.charge_mult", n=exact(gear.charge_multiplier, t)))
    if gear.charge_initiative:
        bits.append(t("qr.charge_ini", n=gear.charge_initiative))
    if gear.fear:
        bits.append(t("attr.fear"))
    return ", ".join(bits) or "—"


def _attribute_effect(key: str, t: Text) -> str:
    """What an attribute does, without the name its row already gives (the sheets'
    lines open with it: ``Haine : +1 ATT…``)."""
    text = _attribute_line(key, t)
    head, colon, rest = text.partition(":")
    return rest.strip() if colon and len(head) < 40 else text


def _attribute_line(key: str, t: Text) -> str:
    attribute = next(a for a in ATTRIBUTES if a.key == key)
    if key == "tortoise":  # the sheet says how it forms; the reference, what it gives
        return t("qr.tortoise", d=attribute.conditional_defense)
    if key == "very_large":
        low, high = VERY_LARGE_RANGE
        return t("qr.very_large_range", low=t.signed(low), high=t.signed(high))
    if attribute.attack or attribute.defense:
        bits = []
        if attribute.attack:
            bits.append(f"{t.signed(attribute.attack)} ATT")
        if attribute.defense:
            bits.append(f"{t.signed(attribute.defense)} DEF")
        return ", ".join(bits)
    if attribute.pui_multiplier is not None:
        # the unit's line names its boosted total; the reference gives the rule alone
        return t(
            f"qr.{key}",
            m=exact(attribute.pui_multiplier, t),
            a=attribute.conditional_attack,
            pct=DRUGS_OVERDOSE_PERCENT,
        )
    return conditional(
        Conditional(
            key, attack=attribute.conditional_attack, defense=attribute.conditional_defense
        ),
        t,
    )


def _gear_rows(table: Sequence[Gear], prefix: str, reach: Reach | None, t: Text) -> list[Any]:
    return [
        [cell(t(f"{prefix}.{g.key}")), cell(_gear_effect(g, t))]
        for g in table
        if g.key != "none" and (reach is None or f"{prefix}.{g.key}" in reach.gear)
    ]


def _has(reach: Reach | None, key: str) -> bool:
    return reach is None or key in reach.gear


def _sentences(*parts: str) -> str:
    return " ".join(p for p in parts if p)


def _unit_blocks(t: Text, kit: Kit, reach: Reach | None) -> list[Block]:
    """What the units are made of: the power bands, their gear, mounts and machines,
    initiative by EFF and their special attributes, each table cut to the battle's."""
    mounts = reach is None or any(g.startswith("mount.") for g in reach.gear)
    chariot = _has(reach, "mount.war_chariot")
    blocks = [
        Block(
            "bands",
            "units",
            t("qr.bands"),
            head=[
                cell(""),
                cell(t("sheet.pui"), "num"),
                cell(t("qr.band_mid") + kit.ruling("L1"), "num"),
            ],
            rows=[
                [
                    cell(t(f"band.{b.key}"), sub=t(f"band_examples.{b.key}")),
                    cell(f"{exact(b.low, t)}–{exact(b.high, t)}", "num"),
                    cell(exact(b.middle, t), "num"),
                ]
                for b in POWER_BANDS
            ],
            note=_sentences(
                t("qr.bands_cavalry") if mounts else "", t("qr.bands_chariot") if chariot else ""
            ),
        ),
        Block(
            "armour",
            "units",
            t("qr.armour"),
            _gear_rows(ARMOURS, "armour", reach, t)
            + (
                [[cell(t("shield")), cell(_gear_effect(SHIELD, t))]]
                if _has(reach, "shield")
                else []
            ),
        ),
        Block("melee", "units", t("qr.melee"), _gear_rows(MELEE_WEAPONS, "melee", reach, t)),
        Block(
            "eff_ini",
            "units",
            t("qr.eff_ini"),
            # ruling B3's rows, which hold the rulebook's (5-15, 20-50 ...) and fill the gaps
            [
                [
                    cell(t("qr.eff_ini_rows", low=low, high=high)),
                    cell(t.signed(size_initiative(low)), "num"),
                ]
                for low, high in ((1, 15), (16, 50), (51, 100), (101, 150), (151, 200), (201, 250))
            ],
            note=marked(t, kit, "qr.eff_ini_more")
            + " "
            + t(
                "qr.eff_ini_rows_note",
                rows=", ".join(f"{low}–{high}" for low, high, _ in EFF_INITIATIVE_SEED),
            )
            + " "
            + t("qr.eff_examples")
            # round 20: the sheets' "own +2" said nowhere where it comes from
            + " "
            + t(
                "qr.own_ini",
                low=t.signed(OWN_INITIATIVE[0]),
                high=t.signed(OWN_INITIATIVE[1]),
            ),
        ),
        Block("ranged", "units", t("qr.ranged"), _gear_rows(RANGED_WEAPONS, "ranged", reach, t)),
        Block(
            "mounts",
            "units",
            t("qr.mounts"),
            _gear_rows(MOUNTS, "mount", reach, t)
            + (
                [[cell(t("barding")), cell(_gear_effect(BARDING, t))]]
                if _has(reach, "barding")
                else []
            ),
            note=_sentences(
                t("qr.mounts_help") if mounts else "",
                t("qr.mounts_chariot") if chariot else "",
                t("qr.mounts_lance") if mounts and _has(reach, "melee.cavalry_lance") else "",
            ),
        ),
        Block(
            "machines",
            "units",
            t("qr.machines"),
            head=[cell(""), cell(t("sheet.pui_tir"), "num"), cell(t("qr.support"), "num")],
            rows=[
                [
                    cell(t(f"machine.{m.key}")),
                    cell(str(m.battery_pui_tir), "num"),
                    cell(t.signed(m.support), "num"),
                ]
                for m in WAR_MACHINES
                if _has(reach, f"machine.{m.key}")
            ],
        ),
        Block(
            "attributes",
            "units",
            t("qr.attributes"),
            [
                [cell(t(f"attr.{a.key}")), cell(_attribute_effect(a.key, t))]
                for a in ATTRIBUTES
                if reach is None or a.key in reach.attributes
            ],
        ),
    ]
    return [b for b in blocks if b.rows]


def _morale_block(t: Text) -> Block:
    """The morale table: five columns of outcomes too wide for half a page, so it runs
    across the last page, above its columns."""
    return Block(
        "morale",
        "rules",
        t("qr.morale"),
        head=[cell("d100"), *(cell(t(f"morale.{c}")) for c in MORALE_CLASSES)],
        rows=[
            [
                cell(f"{low:02d}–{high}", "roll"),
                *(cell(t(f"outcome.{o}"), f"outcome {o}") for o in outcomes),
            ]
            for low, high, outcomes in MORALE_TABLE
        ],
        note=t("qr.morale_help"),
    )


def _actions_block(t: Text) -> Block:
    """What the characters may do in the turn's first step (VI-2): the actions with an
    effect on the battle as a table, the others named in a line under it."""
    rest = [t(f"action.{key}") for key, effect in CHARACTER_ACTIONS if not effect]
    return Block(
        "actions",
        "rules",
        t("qr.actions"),
        [
            [cell(t(f"action.{key}")), cell(t(f"action_effect.{key}", n=ORGANISED_BONUS))]
            for key, effect in CHARACTER_ACTIONS
            if effect
        ],
        note=t("qr.actions_rest", rest=", ".join(rest)),
    )


def _rule_blocks(t: Text, kit: Kit, criticals: int) -> list[Block]:
    """How the units fight on: the characters' actions and the wound table."""
    return [
        _actions_block(t),
        _wound_block(t),
    ]


def _rally_block(t: Text, kit: Kit, criticals: int) -> Block:
    """The rally table (its critical faces ``criticals`` at each end, ruling L13): the
    turn's step 6 reads it with the morale table, so it runs across the last page under
    it, first among the last page's columns (round 6: on Letter it had fallen on the page
    before the morale table's)."""
    return Block(
        "rally",
        "rules",
        t("qr.rally"),
        head=[cell(""), *(cell(t(f"rally_col.{key}")) for key, _ in RALLY_COLUMNS)],
        rows=[
            [
                cell(t(f"rally.{r}"), sub=rally_faces(t, r, criticals)),
                *(cell(t("rallied") if ok else "—") for ok in RALLY_TABLE[r]),
            ]
            for r in RALLY_RESULTS
        ],
        note=t("qr.rally_help", **critical_faces(criticals)) + kit.ruling("L13"),
    )


def _wound_block(t: Text) -> Block:
    """The characters' wound table."""
    return Block(
        "wounds",
        "rules",
        t("qr.wounds"),
        head=[
            cell("d12"),
            *(
                cell(t("qr.wounds_col", low=low, high=high), "center")
                for low, high in WOUND_COLUMNS
            ),
        ],
        rows=[
            [
                cell(f"{low}" if low == high else f"{low}–{high}", "roll"),
                *(cell(wound(c, t), "center") for c in cells),
            ]
            for low, high, cells in WOUND_TABLE
        ],
        note=t("qr.wounds_help"),
    )


EVERY_GEAR = frozenset(
    [f"armour.{g.key}" for g in ARMOURS if g.key != "none"]
    + ["shield", "barding"]
    + [f"melee.{g.key}" for g in MELEE_WEAPONS]
    + [f"ranged.{g.key}" for g in RANGED_WEAPONS]
    + [f"mount.{g.key}" for g in MOUNTS]
    + [f"machine.{m.key}" for m in WAR_MACHINES]
)
"""Every piece of equipment the rulebook's tables name, as ``Reach.gear`` names them."""
EVERY_ATTRIBUTE = frozenset(a.key for a in ATTRIBUTES)

TALL_ROW = 7.5
"""Millimetres of the one-table casualty reference's rows at most (``kit.css``)."""
CASUALTY_HEAD = 11.0
"""Millimetres of its heading: the letters at 11 pt, the ranges at 7.5 pt, the rule."""
SAFETY = 6.0
"""Millimetres kept free under it, for the estimate's error."""
SMALL_PT = 8.0
"""The help above it (``small``)."""

RULES = (
    "multiple",
    "support",
    "shooting",
    "ambush",
    "traps",
    "monsters",
    "characters",
)
"""The manoeuvres in brief, in the order the last page gives them (organising a unit is
the characters' actions' row, on an earlier page)."""


def _note_lines(kit: Kit, t: Text, across: float) -> int:
    """Lines the rulings note's entries take (``_base/kit.css``: small type, each entry
    indented past its mark): its title and its reading, as
    ``kitgen.render`` sets them, in two columns (``kit.css``: ``.quick .rulings-note``),
    an entry never across them: the taller column's. The pages before the quick
    reference cite theirs first (``presenter.context``), so that every entry is counted
    here. The titles are the kit's (``Kit.titles``, from the rulings page, which a rules
    module does not read); a kit composed without them counts a title at the average
    length."""
    from kitgen.i18n.ruling_notes import TEXT

    fr = t.lang == "fr"
    column = (across - GAP) / 2 - NOTE_INDENT
    counts = []
    for ruling in kit.cited:
        title = kit.titles.get(ruling, "x" * TITLE_CHARS[fr])
        entry = f"{title}. {TEXT[ruling][1 if fr else 0]}"
        counts.append(max(1, lines(entry, column, SMALL_PT)))
    return int(two_columns(counts)) if counts else 0


TITLE_CHARS = {False: 21, True: 27}
"""Characters of a Bloodlust ruling's title (B and L), on average, in English and in
French: for a kit composed without the titles."""


NOTE_INDENT = 6.0
"""Millimetres each rulings note entry is indented past its mark (``_base/kit.css``)."""


def quick_reference(
    t: Text,
    kit: Kit,
    reach: Reach | None = None,
    criticals: int = 5,
    top_row: int | None = None,
) -> dict[str, Any]:
    """The quick reference, ready to print: the casualty table (every column of the
    rulebook's, or those from A to the last ``reach`` reads), then the other tables,
    each cut to ``reach`` (every row without it), shared out between pages; the lines
    that follow a ruling carry its mark (``Kit.ruling``)."""
    last = len(CASUALTY_COLUMNS) - 1 if reach is None else reach.last
    whole = len(CASUALTY_COLUMNS) - 1
    help_text = marked(t, kit, "qr.casualties_help")
    if last < whole:
        help_text += " " + t(
            "qr.casualties_cut",
            last=column_letter(last),
            pui=t.number(column_bounds(last)[1]),
            end=column_letter(whole),
            top=t.number(column_bounds(whole)[1]),
        )
    # round 15: the rows past the one the battle's highest planned roll (``top_row``),
    # a turn's bonuses over it, reaches are out of its reach: a rule
    # above them, their figures greyed, and a line saying so
    out_from = out_of_reach(top_row)
    if out_from and top_row is not None:
        help_text += " " + t("qr.casualties_out", first=out_from, last=TABLE_ROWS, top=top_row)
    sheet = kit.settings.sheet
    across = sheet.width - SIDE_MARGINS
    casualty = reference_tables(last, t)
    for table in casualty["tables"]:
        for r in table["rows"]:
            r["out"] = bool(out_from) and r["row"] >= out_from
            r["out_first"] = r["row"] == out_from
    # one table's rows as tall as the page leaves room for, under its help and heading
    room = sheet.height - TOP_BOTTOM - PAGE_TITLE - CASUALTY_HEAD - SAFETY
    # the help's words as they print: a ruling's mark is a figure, not its markup
    plain = TAG.sub("", str(help_text))
    room -= lines(plain, across, SMALL_PT) * SMALL_PT * PT * LEADING
    row = min(TALL_ROW, room / TABLE_ROWS) if casualty["tall"] else 0.0
    casualty["row"] = f"{int(row * 10) / 10:g}mm" if row else ""
    blocks = _unit_blocks(t, kit, reach) + _rule_blocks(t, kit, criticals)
    # the rally table last, kept on the last page (``pages``: ``keep_last``) and first
    # among its columns, under the morale table: step 6 reads them together (round 6)
    blocks.append(_rally_block(t, kit, criticals))
    wide = _morale_block(t)
    rules = [marked(t, kit, f"rule.{k}") for k in RULES]
    width = (across - GAP) / 2

    # across the last page: the morale table above its columns; under them the
    # manoeuvres, and the rulings note (its title, its lede, two lines a ruling cited)
    def tail(extra: float = 0.0) -> float:
        # the manoeuvres, the entries of the note's taller column and the two titles
        # each ``extra`` taller
        return (
            block_height(wide, across, extra)
            + list_height(True, [TAG.sub("", str(r)) for r in rules], across)
            + HEADING
            + NOTE_LINE * (1 + _note_lines(kit, t, across))
            + extra * (len(rules) + (len(kit.cited) + 1) // 2 + 2)
        )

    room = sheet.height - TOP_BOTTOM - PAGE_TITLE - NOTE_LINE
    laid = pages(blocks, tail(), width, room, keep_last=True)
    laid[-1].insert(0, laid[-1].pop())
    cut = reach is not None and (reach.gear != EVERY_GEAR or reach.attributes != EVERY_ATTRIBUTE)
    views = []
    for k, group in enumerate(laid):
        last_page = k == len(laid) - 1

        def height(extra: float, group: list[Block] = group, last_page: bool = last_page) -> float:
            taller = two_columns([block_height(b, width, extra) for b in group]) if group else 0.0
            return taller + (tail(extra) if last_page else 0.0)

        # a page the blocks leave thin spreads its rows (``SPREAD``), as far as its
        # estimate stays under ``SPREAD_FILL`` of the page
        spread = max(
            (s for s in range(SPREADS + 1) if height(s * SPREAD) <= SPREAD_FILL * room),
            default=0,
        )
        parts = dict.fromkeys([*(b.part for b in group), *(["rules"] if last_page else [])])
        views.append(
            {
                "title": t("qr.page." + "_".join(parts)),
                "lede": t("qr.cut") if cut and not k else "",
                "blocks": [b.view() for b in group],
                "columns": [
                    [b.view() for b in cell] for cell in columns(group, width, spread * SPREAD)
                ],
                # the steps as a length, the page's ``--spread`` (``kit.css``)
                "spread": f"{spread * SPREAD:.1f}mm" if spread else "",
                "wide": [wide.view()] if last_page else [],
                "last": last_page,
            }
        )
    return {
        "casualty": {**casualty, "help": help_text},
        "pages": views,
        "rules": rules,
    }
