"""JdRWiki plan -> template context: the GM page (the round in short first), the army
sheets, the GM's odds and criteria pages, and the cards.

Templates only lay these values out; all arithmetic happened in ``rules`` and the modules
it draws on, and all wording happens here, in ``army_sheet``, ``odds_page``, ``cards`` or
in ``kitgen.i18n``.

The players' copy (``kit.gm`` false) is laid out from the battle without its secret
troops and heroes (``kitgen.secrets``: a corps made only of secret troops goes with
them). It leaves out every note, the warnings, the breakdowns and every chance: the odds
pages and the criteria matrix are the GM's alone, and so is the tracker of the enemy
(``army_sheet.tracked``): the players' copy prints the enemy's sheet, then their own
side's sheets and trackers. The players' army is printed in full
(``Kit.known``); another army shows its troops that are not secret and what those lines
add up to, nothing more, while its own figures (hit points, damage, speed) and the
round's length (it counts every army's fighters) get a box to write in what the GM
announces (docs/jdrwiki.md, "The players' copy").
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from markupsafe import Markup

from kitgen import fit, scenario
from kitgen.cards import Kit, source
from kitgen.columns import halves
from kitgen.i18n import Text
from kitgen.marks import marked, xref
from kitgen.printing import CARD_SIZES, OFF, PAGE
from kitgen.prose import say
from kitgen.systems.jdrwiki.army_sheet import (
    army_sheet,
    commander_line,
    enemy_in_copy,
    sides,
    talent_name,
    tracked,
)
from kitgen.systems.jdrwiki.cards import (
    held_by,
    hero_cards,
    neighbours_text,
    reference,
    zone_cards,
)
from kitgen.systems.jdrwiki.field_map import field_map
from kitgen.systems.jdrwiki.odds_page import criteria_pages, odds_pages
from kitgen.systems.jdrwiki.places import has_map
from kitgen.systems.jdrwiki.plan import ArmyPlan, BattlePlan
from kitgen.systems.jdrwiki.race_page import race_page, underdog_lines

SEQUENCE = ("initiative", "declare", "moves", "actions", "damage", "end")
"""The round, step by step: what the GM page lists first (seed 002, "Round de combat")."""
POINTS = {"initiative": 3}
"""The steps said in short points under their title, and how many (``jw.seq.<step>.<n>``)."""
ALWAYS = ("melee", "heroes", "commander", "terrain", "corps")
"""What holds at any time of the round, after the steps, in an order that splits into two
columns of about one height (the heroes' rule is the longest; the commander's fall follows
it, at the top of the second)."""


SEQUENCE_SET = (5.0, 8.5, 1.2)
ALWAYS_SET = (4.0, 8.0, 0.8)
"""How kit.css sets an item of the round's steps and of what holds at any time: the
list's indent (mm), its type (pt) and the space after an item (mm), at 1.25 leading."""
POINT_INDENT_MM = 3.5
"""The indent of a step's points under its title (kit.css: ul.jw-seq-points)."""
HALF_GAP_MM = 3.0
"""What separates the two columns, on each side (kit.css: table.jw-halves)."""
OVERVIEW_PT = 8.5
OVERVIEW_INDENT_MM = 5.0
"""How kit.css sets the battle's overview (ul.jw-overview): its type (pt), its indent
(mm, about)."""


def column_mm(text: str, page_width: float, indent: float, size: float, after: float) -> int:
    """An item's height in one of the GM page's two columns on a page ``page_width`` mm
    wide (its 12 mm margins), in tenths of a millimetre: ``kitgen.fit``'s lines, word by
    word, at the column's width less the list's ``indent``."""
    width = (page_width - 24.0) / 2 - HALF_GAP_MM - indent
    return round(10 * (fit.height(text, width, size) + after))


GM_MM = {
    "top": 17.5,
    "heading": 9.6,
    "overview": 4.8,
    "row_head": 5.0,
    "line": 3.6,
    "row": 1.2,
    "corps": 4.6,
    "help": 9.0,
    "zone": 4.6,
    "terrain": 7.0,
}
"""The GM page's line budget, in millimetres, as the example's pages measure on A4 and
Letter (templates/jdrwiki/kit.css): the title, its line and the first heading; each
later heading; a line of the battle's overview; a table's head row; a line of a roster
row and what the row adds (paddings, rule); a corps's row; the roster's help; a zone's
row, and the terrain table's head and margin. It leans long."""
COMMANDER_MM = 40.0
"""The roster's commander column, at its narrowest on A4 (its other columns' widths)."""


def gm_mm(page: dict[str, Any], page_width: float) -> float:
    """The GM page's height down to the end of its terrain table (mm), by ``GM_MM`` and
    the two lists' lines at their columns' width (``column_mm``): what follows the table
    (warnings, notes) may run on to the next page."""
    mm = GM_MM

    def column(halves: list[dict[str, Any]], size: Callable[[Any], int]) -> float:
        return max(sum(size(x) for x in h["items"]) for h in halves) / 10

    def step_mm(s: dict[str, Any]) -> int:
        if not s["points"]:
            return column_mm(f"{s['title']}: {s['text']}", page_width, *SEQUENCE_SET)
        indent, size, _ = SEQUENCE_SET
        return column_mm(s["title"], page_width, *SEQUENCE_SET) + sum(
            column_mm(p, page_width, indent + POINT_INDENT_MM, size, 0.0) for p in s["points"]
        )

    sequence = column(page["sequence"], step_mm)
    always = column(page["always"], lambda s: column_mm(str(s), page_width, *ALWAYS_SET))
    # the overview's lines, each as many as it wraps to (the scaling's, in bold, runs to
    # two), marks' markup left out
    width = page_width - 24.0 - OVERVIEW_INDENT_MM
    overview = (
        sum(
            max(1, fit.lines(re.sub(r"<[^>]+>", "", str(x)), width, OVERVIEW_PT, fit.BOLD))
            for x in page["overview"]
        )
        + len(page["lopsided"])
        + bool(page["round_length"])
    )
    roster = mm["row_head"] + sum(
        max(2, fit.lines(str(r["commander"]), COMMANDER_MM, 8.0)) * mm["line"]
        + mm["row"]
        + (len(r["corps"]) * mm["corps"] if page["totals"] else 0.0)
        for r in page["roster"]
    )
    terrain = mm["terrain"] + len(page["terrain"]) * mm["zone"] if page["terrain"] else 0.0
    return (
        mm["top"]
        + sequence
        + 2 * mm["heading"]
        + always
        + overview * mm["overview"]
        + roster
        + (mm["help"] if page["roster_help"] else 0.0)
        + terrain
    )


def context(plan: BattlePlan, t: Text, kit: Kit) -> dict[str, Any]:
    battle = plan.battle
    gm = kit.gm
    # the pages in their order, so that the rulings' marks are numbered as they are read
    overview = _overview(plan, t, kit)
    warnings = [kit.warning(w) for w in plan.warnings] if gm else []
    quick = reference(plan, t, kit)  # the action reference follows the GM page
    sheets = []
    # the players' copy prints their side's trackers only: their own sheets first (what
    # they fill at the table), then the other armies'; their last tracker page's grid of
    # rounds leaves room for the rulings' note, which ends it (the enemy's sheet after it
    # is a full page, with no room for the note)
    theirs = tracked(plan, kit)
    armies = sorted(plan.armies, key=lambda a: a.name not in theirs) if not gm else plan.armies
    ours = [a for a in armies if a.name in theirs] or armies
    height = kit.settings.sheet.height
    for army in armies:
        last = not gm and army is ours[-1]
        sheet = army_sheet(army, plan, t, kit, height, last)
        sheet.update(source=source(army.path, "", army.name), back_label=army.name)
        sheets.append(sheet)
    if not gm:
        # the sheets after the note's cite rulings of their own: lay the note's page out
        # again, its grid of rounds leaving room for every ruling the sheets cite
        k = armies.index(ours[-1])
        sheets[k] = army_sheet(ours[-1], plan, t, kit, height, True)
        sheets[k].update(source=source(ours[-1].path, "", ours[-1].name), back_label=ours[-1].name)
    out = {
        "title": battle.name,
        "author": say(battle.author, t.lang),
        "system_title": t("system.jdrwiki"),
        "notes": say(battle.notes, t.lang) if gm else "",
        "scenario": _scenario(plan, t),
        "warnings": warnings,
        "overview": overview,
        # a lopsided battle, said where the GM reads first (the GM's copy only)
        "lopsided": underdog_lines(plan, t) if gm else [],
        "round_length": None if kit.known(None) else _players_round(plan, t, kit),
        # the roster's headcount, hit points and damage where the copy may print every
        # army's (the GM's); the players' copy has them on each army's sheet
        "totals": all(kit.known(a.name) for a in plan.armies),
        "roster": [_roster(a, plan, t, kit) for a in plan.armies],
        # said under the roster where an army fights as corps
        "roster_help": (t("jw.roster.split_help") if any(a.corps for a in plan.armies) else ""),
        # two columns laid out as two cells: CSS columns make WeasyPrint lay the page
        # out again and again to balance them (a sixth of the kit's render time)
        "sequence": halves(
            [_step(k, t) for k in SEQUENCE],
            # a point starts a line of its own: about half a line more each
            lambda s: len(s["title"]) + len(s["text"]) + 30 * len(s["points"]),
        ),
        "always": halves([t(f"jw.ref.{k}") for k in ALWAYS]),
        "terrain": [
            {
                "name": g.name,
                "features": ", ".join(f"{t(f'jw.feature.{k}')} {level}" for k, level in g.features)
                or t("jw.open_plain"),
                "exit": g.exit_cost,
                "neighbours": neighbours_text(g, t),
                "held": ", ".join(held_by(g, plan)),
            }
            for g in plan.grounds
        ],
        # which zones touch, where the battle says so (an empty column is left out)
        "terrain_map": has_map(plan.grounds),
        # an army sheet printed on pages runs on to a second one (troops and hit points):
        # no plain back of its own, but in duplex each army starts on a fresh sheet
        "army_deck": kit.deck(
            "army_sheet", sheets, backs=kit.settings.size_of("army_sheet") != PAGE
        ),
        # duplex: the sheet and each tracker page print on a leaf of their own, their
        # back a headed page of ruled lines for notes, so the GM lays them side by side
        "one_sided": kit.settings.duplex != OFF and kit.settings.size_of("army_sheet") == PAGE,
        "notes_lines": notes_lines(kit.settings.sheet.height),
        "odds": odds_pages(plan, t, kit) if gm else [],
        "races": race_page(plan, t, kit) if gm else None,
        "criteria": criteria_pages(plan, t) if gm else None,
        # in duplex, every hero card has the plain back the zone cards have: the deck's
        # and the battle's names, the same on every card (a back names no army: a secret
        # hero's card face down must not give away whose it is)
        "hero_deck": kit.deck(
            "hero_card",
            hero_cards(
                plan,
                t,
                gm,
                kit.settings.size_of("hero_card"),
                sides(plan),
                frozenset(a.name for a in plan.armies if enemy_in_copy(a, plan, kit)),
                kit,
            ),
        ),
        "zone_deck": kit.deck(
            "zone_card", zone_cards(plan, t, gm, kit.settings.size_of("zone_card"))
        ),
        "quick": quick,
        # how to print the kit, on its first page: paper, actual size, the cards' size,
        # the duplex edge
        "printing": printing_line(plan, t, kit),
        # the scenario page: the sides at a glance and the drawing of the field
        "sides": _sides(plan, t, kit),
        "field": field_map(plan, t),
    }
    # the GM page by a line budget: where the terrain table (kept whole) would not hold
    # under the rest on this paper in this language, the page's two lists go a type step
    # smaller (kit.css: section.gm.jw-tight)
    out["tight"] = gm_mm(out, kit.settings.sheet.width) > kit.settings.sheet.height - 27.0
    # where the rulings' raised marks lead: the page whose end carries their note (the
    # GM's: the races', else the criteria page; the players': their last sheet's last
    # page, its tracker's when it has one)
    out["rulings_anchor_on"] = ""  # no page: no mark on the kit's pages
    if kit.cited:
        if not gm:
            holder = next(x for x in sheets if x["rulings_here"])
            page = _last_page_title(holder, t)
            where = "tracker" if holder["tracker"] else "sheet"
        elif out["races"]:
            page, where = t("jw.race.title"), "races"
        else:
            page, where = f"{plan.armies[-1].name} — {t('jw.criteria_title')}", "criteria"
        # the sentence itself, with the page's number after its title; the template puts
        # the anchor on the heading of that page, which ``rulings_anchor_on`` names
        out["rulings_page"] = page
        out["rulings_anchor"] = RULINGS_ANCHOR
        out["rulings_anchor_on"] = where
        # page 1 names the block itself ("Arbitrages"), its page after it, not the page
        # (round 12: "à la fin de la page « Loreval — suivi de la bataille · Corps … »")
        title = xref(t("page_named", title=t("rulings.title")), RULINGS_ANCHOR)
        out["rulings_where"] = marked(t, kit, "jw.rulings_where", page=title)
    return out


def _step(key: str, t: Text) -> dict[str, Any]:
    """A step of the round in short: its title, its text, and, for a step said in points
    (``POINTS``), those points (``text`` then joins them, for the page's budget)."""
    points = [t(f"jw.seq.{key}.{i}") for i in range(1, POINTS.get(key, 0) + 1)]
    text = " ".join(points) if points else t(f"jw.seq.{key}")
    return {"title": t(f"jw.seq.{key}.title"), "text": text, "points": points}


NOTES_TOP_MM = 30.0
"""Millimetres of a notes back that are not ruled: the page's margins (27 mm) and what
heads it, its title and one line of help, less what the title's margin gives back."""


def notes_lines(page_height: float) -> int:
    """How many ruled lines (``--write-gap``, 7 mm) a notes back holds on pages
    ``page_height`` mm tall: 34 on A4, 31 on US Letter."""
    return int((page_height - 27.0 - NOTES_TOP_MM) / 7.0)


RULINGS_ANCHOR = "jw-rulings-page"
"""The ``id`` of the heading of the page whose end carries the rulings' note."""


def _scenario(plan: BattlePlan, t: Text) -> dict[str, Any] | None:
    """The scenario page's parts (``kitgen.scenario``), its victory conditions closed by
    what ends a battle in these rules (seed 002, "Le coût de la défaite"): an army at 0
    hit points is routed and loses its engaged heroes, one that flees takes them along;
    the odds pages count a side at 0 hit points as beaten (ruling O15)."""
    out = scenario.present(plan.battle, t)
    if out is None:
        return None
    for part in out["parts"]:
        if part["title"] == t("scenario.victory"):
            term = Markup("<strong>{}</strong>").format(t("jw.rout.term"))
            part["lines"] = [
                *part["lines"],
                Markup('<span class="jw-rout">{}{}{}</span>').format(
                    term, t.colon, t("jw.rout.text")
                ),
            ]
    return out


def _last_page_title(sheet: dict[str, Any], t: Text) -> str:
    """The title of an army sheet's last page: its last tracker page's, else the sheet's."""
    if not sheet["tracker"]:
        return str(sheet["name"])
    corps = sheet["tracker"][-1]["corps"]
    title = f"{sheet['name']} — {t('jw.tracker')}"
    return f"{title} · {t('jw.corps_named', name=corps)}" if corps else title


def printing_line(plan: BattlePlan, t: Text, kit: Kit) -> str:
    """``Printing: A4 paper, at actual size (100 %, no fit to page); hero and zone cards
    70 × 120 mm, cut on their lines; both sides, flipped on the long edge.``"""
    settings = kit.settings
    sizes: dict[str, list[str]] = {}
    for kind, present in (
        ("hero_card", any(a.heroes for a in plan.armies)),
        ("zone_card", bool(plan.grounds)),
    ):
        size = settings.size_of(kind)
        if present and size != PAGE:
            sizes.setdefault(size, []).append(t(f"jw.print.{kind}"))
    cards = " · ".join(
        t(
            "jw.print.cards",
            kinds=t("jw.print.and").join(kinds),
            width=t.number(round(CARD_SIZES[size].width)),
            height=t.number(round(CARD_SIZES[size].height)),
        )
        for size, kinds in sizes.items()
    )
    parts = [t("jw.print.paper", paper=t(f"jw.print.paper.{settings.paper}"))]
    if cards:
        parts.append(cards)
    duplex = settings.duplex
    parts.append(t(f"jw.print.duplex.{duplex}") if duplex != OFF else t("jw.print.simplex"))
    return t("jw.print", parts=t("jw.print.sep").join(parts))


def players_side(plan: BattlePlan, kit: Kit) -> set[str]:
    """The sides the players fight on: that of the ``players_army:``, else of every army
    with a player or a player-character commander (none: the battle names none)."""
    if kit.players:
        theirs = [a for a in plan.armies if a.name == kit.players]
    else:
        theirs = [a for a in plan.armies if a.army.player or a.army.commander.player]
    return {a.side for a in theirs}


def _sides(plan: BattlePlan, t: Text, kit: Kit) -> list[dict[str, Any]]:
    """The sides at a glance, for the scenario page: each side's armies in a few lines of
    ready-made figures (its commander; its level, fighters and hit points where this copy
    may print them, else the fighters the players know of; its corps and where they
    stand, or where it deploys; its heroes). The players' copy is laid out without the
    secrets, so what it says does not change when a secret does."""
    theirs = players_side(plan, kit)
    out: list[dict[str, Any]] = []
    for side in dict.fromkeys(a.side for a in plan.armies):
        armies = [a for a in plan.armies if a.side == side]
        lines: list[str] = []
        for army in armies:
            c = army.army.commander
            bits = [t("jw.level_n", n=c.level)]
            if c.strategist:
                bits.append(t("jw.strategist_n", n=c.strategist))
            head = f"{army.name}\u202f: " if len(armies) > 1 else ""
            if enemy_in_copy(army, plan, kit):
                # the players' enemy: its commander's name and what they have spotted
                lines.append(head + t("jw.sides.commander_name", name=c.name))
                count, hp = t.number(army.whole.headcount), t.number(army.whole.hp)
                lines.append(t("jw.sides.spotted", count=count, hp=hp))
            else:
                lines.append(head + t("jw.sides.commander", name=c.name, bits=", ".join(bits)))
                key = "jw.sides.strength" if kit.known(army.name) else "jw.sides.strength_known"
                lines.append(
                    t(
                        key,
                        level=army.level.value,
                        count=t.number(army.whole.headcount),
                        hp=t.number(army.whole.hp),
                    )
                )
            if army.corps:
                corps = ", ".join(f"{b.name} ({b.at})" if b.at else b.name for b in army.corps)
                lines.append(t("jw.sides.corps", corps=corps))
            elif army.army.at:
                lines.append(t("jw.sides.zone", zone=army.army.at))
            if army.heroes:
                lines.append(t("jw.sides.heroes", heroes=", ".join(h.name for h in army.heroes)))
        out.append(
            {
                "name": side,
                "role": t("jw.sides.players") if side in theirs else "",
                "lines": lines,
            }
        )
    return out


def _overview(plan: BattlePlan, t: Text, kit: Kit) -> list[str]:
    """The battle's facts; the round's length and the rounds before fatigue where the copy
    may print what every army's fighters add up to (``Kit.known``), else the rule in words
    (the page gives a box for the round's length); the readings of the rules this kit
    follows, each marked with its ruling."""
    lines: list[str] = []
    minutes = plan.round_minutes
    tiring = plan.rounds_before_fatigue or 0
    deadline = plan.battle.deadline
    # fatigue only where the battle can last that long, in both copies: a scenario that
    # ends first (``deadline:``) leaves the line out
    tires = minutes is None or deadline is None or deadline > tiring
    if not kit.known(None):
        if tires:
            lines.append(t("jw.fatigue_rule"))
    elif minutes is None:
        lines.append(t("jw.small_battle", n=t.number(plan.participants)))
    else:
        lines.append(t("jw.round_line", n=t.number(plan.participants), length=t.duration(minutes)))
        if tires:
            lines.append(t.plural("jw.fatigue_line", tiring))
    rules = plan.battle.house_rules
    critical = "success" if rules.critical_needs_success else "any"
    if rules.advantage_points == "vdb":
        lines.append(_scaling(plan, t, kit))
    else:
        lines.append(marked(t, kit, "jw.house.advantage.raw"))
    for key in (
        f"jw.house.critical.{critical}",
        f"jw.house.combined_critical.{rules.combined_critical}",
    ):
        lines.append(marked(t, kit, key))
    return lines


def _scaling(plan: BattlePlan, t: Text, kit: Kit) -> Markup:
    """The GM's one scaling of the rulebook's points, in bold (round 19): a point of
    hargne or protection, and a flat damage bonus, is worth the striking body's VDB, not
    1 damage (rulings J4, O3), each body's VDB at the start said (the figures the copy
    keeps back, the GM's to announce)."""
    said = [
        t("jw.scaling.body", vdb=t.number(body.vdb), name=body.name)
        for army in plan.armies
        if kit.known(army.name)
        for body in army.bodies
    ]
    if not all(kit.known(army.name) for army in plan.armies):
        said.append(t("jw.scaling.hidden"))
    return Markup("<strong>%s</strong>") % marked(t, kit, "jw.scaling", each=", ".join(said))


def _players_round(plan: BattlePlan, t: Text, kit: Kit) -> Any:
    """The round's length on the players' copy: what the fighters they can count give
    (this copy's plan holds no secret troop), said as a floor, since a troop the GM keeps
    back can only lengthen it (J6); a box for the GM's word below a battle's size."""
    minutes = plan.round_minutes
    if minutes is None:
        return kit.figure(None, "", "")
    return t("jw.round_at_least", length=t.duration(minutes), n=t.number(plan.participants))


def _roster(army: ArmyPlan, plan: BattlePlan, t: Text, kit: Kit) -> dict[str, Any]:
    def figure(value: int) -> Any:
        return kit.figure(army.name, t.number(value), "")

    # a split army strikes corps by corps (seed 002, "Corps d'armée"): each corps's own
    # figures on a line of its own, the army's BD and DS (what it strikes with once
    # regrouped, from the hit points left then) not printed as if it rolled them
    split = bool(army.corps)
    row = {
        "name": army.name,
        "side_class": sides(plan)[army.name],
        "side": army.side if army.side != army.name else "",
        "commander": commander_line(army, t),
        "level": army.level.value,
        "hp": figure(army.whole.hp),
        "db": t("jw.roster.split") if split else figure(army.whole.db),
        "vdb": "" if split else figure(army.whole.vdb),
        "split": split,
        "corps": [
            {
                "name": t("jw.corps_named", name=b.name),
                "at": b.at or "",
                "headcount": figure(b.headcount),
                "hp": figure(b.hp),
                "db": figure(b.db),
                "vdb": figure(b.vdb),
            }
            for b in army.corps
        ],
        "headcount": figure(army.whole.headcount),
        "heroes": ", ".join(h.name for h in army.heroes) or "—",
        "talents": ", ".join(talent_name(k, n, t) for k, n in army.talents.items()) or "—",
    }
    if enemy_in_copy(army, plan, kit):
        # the players' enemy: its commander's name; its level and talents are to learn
        row.update(
            commander=army.army.commander.name,
            level="—",
            talents=t("jw.enemy.unknown"),
        )
    return row
