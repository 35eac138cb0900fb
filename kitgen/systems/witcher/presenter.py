"""Witcher plan -> template context: every string and number the kit prints, ready-made.

Templates only lay these values out (STYLE.md habit 6); all arithmetic happened in the
core and all wording happens here or in ``kitgen.i18n``.
"""

from __future__ import annotations

import re
from typing import Any

from markupsafe import Markup

from kitgen import scenario
from kitgen.cards import Kit
from kitgen.columns import halves
from kitgen.fit import lines
from kitgen.i18n import Text
from kitgen.marks import marked, xref
from kitgen.prose import say
from kitgen.systems.witcher import page_fit
from kitgen.systems.witcher.battle_card import (
    PAGE_MARGINS,
    battle_deck,
    commanders,
    headcounts_said,
    main_troops,
    signed_rows,
)
from kitgen.systems.witcher.casualties import beaten_dead
from kitgen.systems.witcher.compute import (
    casualty_alternative,
    compute,
    dice_cases,
    hung_moments,
)
from kitgen.systems.witcher.field import field, moot_lines, sides
from kitgen.systems.witcher.model import Casualties
from kitgen.systems.witcher.odds import WHAT_IF_EDGE, what_if
from kitgen.systems.witcher.odds_page import odds_page
from kitgen.systems.witcher.outcomes import BattleOdds
from kitgen.systems.witcher.phases import PHASES
from kitgen.systems.witcher.quick import band_range, battle_reach, quick_reference
from kitgen.systems.witcher.race import CRUCIAL_WINDOW
from kitgen.systems.witcher.report import margin_text, need_text
from kitgen.systems.witcher.rules import (
    ArmyPlan,
    BattlePlan,
    CasualtyPlan,
    PhasePlan,
    score_need,
)
from kitgen.systems.witcher.sheet import battle_sheet, dc_split, least_sr
from kitgen.systems.witcher.tables import CASUALTY_BANDS, ENGAGEMENT_SIZES

LARGE_ARMY = 1000
"""From this headcount the casualty bands print soldiers to two significant figures: a
band's percentages are a die roll apart, so 3,722 is false precision."""
LIKELY = 0.8
"""The casualty grid tints the likeliest cells that together hold this share of battles."""
BODY_PT = 9.5
"""The GM page's running text (``_base/kit.css``)."""
RULINGS_ANCHOR = "wi-rulings-page"
"""The ``id`` of the heading of the page whose end carries the rulings' note (the quick
reference's, in every copy)."""
WARNING_INDENT = 4.0
"""The warnings list's indent, millimetres (``_base/kit.css``)."""
KEY_LINES = 3
"""Lines the GM page's SD labels take: two-line headers, and the key under the phases
table ("Target DC: …")."""
HANGING_LINES = 2
"""Lines a matchup row grows by when an SD in it hangs on a crucial moment."""
WARNING_LINES = 8
"""Lines of warnings the GM's page holds at body size under its tables, its notes
short: more are set in two columns of smaller type."""


def context(plan: BattlePlan, t: Text, kit: Kit) -> dict[str, Any]:
    """The kit's values. The players' copy (``kit.gm`` false) is computed without the
    secret troops (``kitgen.secrets``); it leaves out notes, warnings, SD breakdowns, odds
    and the casualty pages (expected results), and gives a box to write in for each
    figure that counts troops the players may not know: the SR (the battle's size), an
    army's headcount, main troops and SD but the players' army's, every phase's SD."""
    battle = plan.battle
    gm = kit.gm
    warnings = [kit.warning(w) for w in plan.warnings] if gm else []
    time = t("one_day") if battle.siege else t("minutes", n=plan.minutes_per_test)
    sr_line = t("sr_unknown")
    settled = settled_sr(plan, kit)
    later = totals_later(plan, t) if kit.known(None) else ""
    if kit.known(None):
        sr_line = (
            t(
                "sr_line",
                sr=plan.success_threshold,
                size=t(f"size.{plan.size.key}"),
                total=t.number(plan.total),
            )
            + later
        )
    elif settled is not None:
        # the players' own headcount already gives the SR away: the copy says it
        top = ENGAGEMENT_SIZES[-1]
        sr_line = t(
            "sr_settled",
            sr=settled,
            size=t(f"size.{top.key}"),
            floor=t.number(top.low - 1),
        )
    matchup = _matchup(plan, t, kit)
    armies = [_army(a, plan, t, kit) for a in plan.armies]
    deck = battle_deck(plan, t, kit)
    turn = halves(_turn(plan, t, kit))
    sheet = battle_sheet(plan, t, kit)
    if settled is not None:
        # the ST this copy settles (its tracks run to 25 whatever): named, and no word
        # of ST 5's case where it is not 5
        sheet["help"] = t("sheet.help_settled", sr=settled)
        sheet["sr_write"] = ""  # the copy names it: nothing to write in
        # the ST known, the tracks as the GM's: the boxes within 5 of it tinted where
        # the battle plans a crucial moment (the copy's "moment won" boxes already say
        # which phases), and one box past it for the total beyond
        shaded = settled > CRUCIAL_WINDOW
        if shaded:
            sheet["crucial_key"] = t("sheet.crucial_key", window=CRUCIAL_WINDOW)
            sheet["shaded"] = True
        moments = battle.crucial_moments
        for n, phase in enumerate(sheet["phases"], start=1):
            planned = moments is None or n in moments.phases
            for side in phase["sides"]:
                # the box the help says to circle, bold as on the GM's tracks
                for row in side["track"]:
                    for box in row:
                        box["end"] = box["n"] == settled
                        box["crucial"] = (
                            shaded and planned and settled - CRUCIAL_WINDOW <= box["n"] < settled
                        )
                if side["track"][-1][-1]["n"] == settled:
                    side["track"][-1].append(
                        {"n": t("sheet.beyond"), "crucial": False, "end": False, "beyond": True}
                    )
    present = _scenario(plan, t, kit)
    # a stake an SR of 5 makes moot changes phase 3: said with the victory conditions,
    # at body size, where the page has them (else in the field's key, as before)
    moot = moot_lines(plan, t, kit)
    victory = [
        part for part in (present or {}).get("parts", []) if part["title"] == t("scenario.victory")
    ]
    if moot and victory:
        victory[0]["lines"] = [*victory[0]["lines"], *moot]
    columns = _warning_columns(warnings, kit, _hanging_lines(matchup) + KEY_LINES)
    # the GM page as this paper holds it: the warnings where they hold (page_fit)
    above = _above_warnings(kit, turn, armies, matchup, sheet) if warnings else 0.0
    width = kit.settings.sheet.width - PAGE_MARGINS[0] - WARNING_INDENT
    room = page_fit.room(kit.settings.sheet.height)
    if warnings and not columns and above + page_fit.one_column(warnings, width) > room:
        columns = halves(warnings, lambda w: len(w.striptags()))
    # neither form holds under the tables: under the field on page 1, whose ruled room
    # for the table shrinks to take them (a page of their own was 92 % blank)
    away = bool(
        warnings
        and columns
        and present is not None
        and above + page_fit.two_columns(columns, width) > room
    )
    steps = between_rounds(plan, t, time)
    record = _gm_record(t, kit, turn, armies, matchup, sheet, warnings, columns, steps)
    values: dict[str, Any] = {
        "title": battle.name,
        "author": say(battle.author, t.lang),
        "system_title": t("system.witcher"),
        "sr_line": sr_line,
        "sr_box": kit.figure(None, "", t("abbr.sr")),
        # a box to write the SR in ends its line: the test's length goes on the next
        "sr_known": kit.known(None) or settled is not None,
        # a line that gives a later count too leaves the test's time to step 8 of the
        # sequence of play under it (French on Letter: one line, not two)
        "test_time": "" if later else t("test_time", time=time),
        "armies": armies,
        "battle_deck": deck,
        "matchup": matchup,
        # the table's key: "→ 5+" explained only where the arrows are printed
        "matchup_note": t("col.beat_sd_note")
        + (f" {t('col.need_note')}" if kit.known(None) else ""),
        "sheet": sheet,
        # ruled lines for the GM's notes between rounds, where the GM page has room
        "gm_record": record[0],
        # over those lines, where they leave room: what the GM does between two rounds
        "gm_steps": record[1],
        # under the steps, the lines' own label: they read as the strip's leftovers unlabelled
        "gm_record_notes": t("notes") if record[1] else "",
        "notes": say(battle.notes, t.lang) if gm else "",
        "scenario": present,
        "sides": sides(plan, t, kit),
        "field": field(plan, t, kit, moot=not (moot and victory)),
        # the page whose end explains the raised marks (the quick reference's)
        "rulings_page": t("quick_reference"),
        "warnings": warnings,
        "warning_columns": columns,
        "warnings_on_field": away,
        "quick": quick_reference(t, battle_reach(plan, kit.known, settled is not None)),
        "turn": turn,
        "odds": odds_page(plan, t, kit) if gm else {},
    }
    # every ruling is cited by now: the quick reference's rows tighter where the note on
    # them would not hold under its tables on this paper (page_fit)
    values["quick"]["tight"] = not _quick_holds(kit, t)
    # page 1 carries no mark: its line on the marks says they come on the pages after
    # with the page's number after its title, the anchor on that page's heading
    page = xref(t("page_named", title=values["rulings_page"]), RULINGS_ANCHOR)
    values["rulings_anchor"] = RULINGS_ANCHOR
    values["rulings_where"] = marked(t, kit, "rulings_where_after", page=page) if kit.cited else ""
    return values


def _turn(plan: BattlePlan, t: Text, kit: Kit) -> list[str]:
    """How a battle runs, nine steps, each saying only what holds for this battle where
    the copy knows it: ST 5's crucial moment at once only where the ST may be 5 (the
    players' copy does not know it), a siege's day or the test's minutes."""
    steps = [t(f"turn.{n}") if n != 8 else "" for n in range(1, 10)]
    # the players' copy that settles the ST from its own headcount (Brenna: 25) knows
    # it is above 5 too
    sr = copy_sr(plan, kit)
    if sr is not None and sr > CRUCIAL_WINDOW:
        steps[5] = t("turn.6_long")
    steps[7] = (
        t("turn.8_siege")
        if plan.battle.siege
        else t("turn.8", time=t.duration(plan.minutes_per_test))
    )
    return steps


def _quick_holds(kit: Kit, t: Text) -> bool:
    """Whether the rulings' note holds under the quick reference's tables as set at ease."""
    from kitgen.i18n.ruling_notes import TEXT

    index = 0 if t.lang == "en" else 1
    readings = [f"{kit.titles.get(r, r)}. {TEXT[r][index]}" for r in kit.cited if r in TEXT]
    sheet = kit.settings.sheet
    return page_fit.quick_holds(t("rulings.lede"), readings, sheet.width, sheet.height)


SR_MARK = "{sr}"
"""Where a scenario's text names the success threshold: the GM's copy prints it, the
players' copy (which must not give away the battle's size) says the GM announces it."""


def copy_sr(plan: BattlePlan, kit: Kit) -> int | None:
    """The SR this copy can print: the battle's where the copy knows its size, else the
    one its own headcount settles (:func:`settled_sr`), else ``None``."""
    return plan.success_threshold if kit.known(None) else settled_sr(plan, kit)


def settled_sr(plan: BattlePlan, kit: Kit) -> int | None:
    """The SR a copy that does not know the battle's size still settles (the players'):
    its own army's headcount alone already falls in the rules' largest size, whatever
    the other side fields, so hiding the SR beside that headcount would hide nothing
    (Brenna: 24,812 of the Northern Realms, more than 20,000 -> SR 25). The headcount is
    the one this copy prints (computed without the secret troops): the same however
    many the file hides. ``None`` where the copy knows the SR or cannot settle it."""
    if kit.known(None):
        return None
    least = least_sr(plan, kit)
    return least if least == ENGAGEMENT_SIZES[-1].success_threshold else None


def _scenario(plan: BattlePlan, t: Text, kit: Kit) -> dict[str, Any] | None:
    """The scenario page's text, ``{sr}`` in it filled in: ``SR 5`` for the GM, and for
    the players ``the SR the GM announces`` whatever the SR (a secret is a property of
    the battle: the players' copy reads the same whatever it hides)."""
    present = scenario.present(plan.battle, t)
    if present is None:
        return None
    known = copy_sr(plan, kit)
    sr = t("scenario.sr_gm") if known is None else t("scenario.sr", sr=known)

    def fill(text: str) -> str:
        return text.replace(SR_MARK, sr) if text else text

    present["situation"] = fill(present["situation"])
    for part in present["parts"]:
        part["lines"] = [fill(line) for line in part["lines"]]
    for event in present["events"]:
        event["text"] = fill(event["text"])
        # reinforcements the file already counts in every SD and in the odds: no box to
        # tick, the line says they are counted
        event["counted"] = (
            t("scenario.counted") if _counted_event(plan, event["when"], event["text"]) else ""
        )
    if present["events"] and all(event["counted"] for event in present["events"]):
        # no event has a box: the heading's note does not ask to tick one
        present["events_note"] = t("scenario.events_counted")
    return present


NUMBER = re.compile(r"\d{1,3}(?:[ ,.\u00a0\u202f]\d{3})+|\d+")
"""A figure in an event's words, its thousands grouped as either language groups them."""


def _counted_event(plan: BattlePlan, when: str, text: str) -> bool:
    """Whether an event is reinforcements the kit counts whatever happens: its "when"
    names phase ``n``, its words the headcount that some army's phase ``n`` brings with
    no crucial moment it hangs on (the tick box would then change no figure)."""
    phases = {int(n) for n in re.findall(r"\d+", when or "")}
    figures = {int(re.sub(r"\D", "", n)) for n in NUMBER.findall(text or "")}
    return any(
        n in phases and setup.reinforcements in figures
        for army in plan.battle.armies
        for n, setup in army.phases.items()
        if setup.reinforcements and setup.crucial is None
    )


def _hanging_lines(matchup: list[dict[str, Any]]) -> int:
    """Lines the matchup's SDs that hang on a crucial moment add to the GM's page: a
    phase's row grows by the longer of its two cells' (two lines each)."""
    return sum(HANGING_LINES for row in matchup if any(c["sd_else"] for c in row["cells"]))


def _warning_columns(warnings: list[Markup], kit: Kit, taken: int = 0) -> list[dict[str, Any]]:
    """The warnings in two columns of smaller type when, at the page's body size, they
    take more lines than the GM's page holds under its tables (a long list spilt a few
    lines onto a page of their own), less the ``taken`` lines its tables grew by; none
    when they hold in one column."""
    width = kit.settings.sheet.width - PAGE_MARGINS[0] - WARNING_INDENT
    count = sum(lines(w.striptags(), width, BODY_PT) for w in warnings)
    if count <= WARNING_LINES - taken:
        return []
    return halves(warnings, lambda w: len(w.striptags()))


def _above_warnings(
    kit: Kit,
    turn: list[dict[str, Any]],
    armies: list[dict[str, Any]],
    matchup: list[dict[str, Any]],
    sheet: dict[str, Any],
) -> float:
    """Millimetres the GM page takes above its warnings on this paper (``page_fit``): the
    GM's copy, where every figure is known."""
    small = [kit.text("col.beat_sd_note") + " " + kit.text("col.need_note")]
    small += [f"{a['name']} — {a['headcounts']}" for a in armies if a["headcounts"]]
    small += [f"{st['phase']} · {st['stake']}" for st in sheet["stakes_elsewhere"]]
    rows = [
        {
            "name": a["name"],
            "commander_lines": a["commander_lines"],
            "troops": str(a["main_troops"]),
        }
        for a in armies
    ]
    width = kit.settings.sheet.width - PAGE_MARGINS[0]
    return page_fit.above_warnings(width, turn, rows, matchup, small)


def _gm_record(
    t: Text,
    kit: Kit,
    turn: list[dict[str, Any]],
    armies: list[dict[str, Any]],
    matchup: list[dict[str, Any]],
    sheet: dict[str, Any],
    warnings: list[Markup],
    columns: list[dict[str, Any]],
    steps: list[str],
) -> tuple[str, list[str]]:
    """The label of ruled lines that fill the rest of the GM page, for what a GM notes
    between rounds, where the page keeps at least ``page_fit.RECORD_MIN`` mm free under
    its tables and warnings (``page_fit``): the quarter of a page Brenna left blank; and
    over them the ``steps`` of a round's end, where the page keeps room for them too.
    Empty on a page that has no such room, and on the players' copy."""
    if not kit.gm:
        return "", []
    width = kit.settings.sheet.width - PAGE_MARGINS[0]
    above = _above_warnings(kit, turn, armies, matchup, sheet)
    below = 0.0
    if warnings:
        inset = width - WARNING_INDENT
        if columns:
            below = page_fit.two_columns(columns, inset)
        else:
            below = page_fit.one_column(warnings, inset)
    free = page_fit.room(kit.settings.sheet.height) - above - below
    if free >= page_fit.RECORD_MIN + page_fit.steps_height(steps, width):
        return t("gm.record_steps"), steps
    return (t("gm.record") if free >= page_fit.RECORD_MIN else ""), []


def between_rounds(plan: BattlePlan, t: Text, time: str) -> list[str]:
    """What the GM does when both commanders have rolled, in order: bank, see whether
    a bank takes the phase, whether a crucial moment starts (where one may start
    between rounds: with ST 5 or less a planned one opens the phase instead), note what
    changed, roll again."""
    sr = plan.success_threshold
    moments = plan.battle.crucial_moments
    steps = [t("gm.step_bank"), t("gm.step_phase", sr=sr)]
    if moments is not None and moments.phases and sr > CRUCIAL_WINDOW:
        steps.append(t("gm.step_crucial", sr=sr))
    steps += [t("gm.step_note"), t("gm.step_again", time=time)]
    return [f"{n}.\u00a0{step}" for n, step in enumerate(steps, 1)]


def _army(army: ArmyPlan, plan: BattlePlan, t: Text, kit: Kit) -> dict[str, Any]:
    """The army's line on the first page and its page of phase blocks."""
    odds = plan.odds
    assert odds is not None, "the kit needs compute_with_odds()"
    commander_lines = commanders(army, t)
    name = army.army.name
    changes = len(set(army.headcounts)) > 1 and kit.known(name)
    return {
        "name": name,
        "commander_lines": commander_lines,
        "main_troops": kit.figure(name, main_troops(army), t("card.main_troops")),
        "opposing_sd": kit.figure(name, army.card_sd, t("abbr.sd")),
        "headcount": kit.figure(name, t.number(army.headcount), t("card.headcount")),
        "headcounts": _headcounts(army, plan, t) if changes else "",
        "casualties": _casualties(army, plan, odds, t, kit) if kit.gm else None,
        "notes": (army.army.notes or "") if kit.gm else "",
    }


def _headcounts(army: ArmyPlan, plan: BattlePlan, t: Text) -> str:
    """``Headcount at the start of each phase: 200 / 200 / 300`` (``headcounts_said``)."""
    return headcounts_said(army, plan.battle, t)


def _totals(plan: BattlePlan) -> list[int]:
    return [sum(a.headcounts[n] for a in plan.armies) for n in range(len(PHASES))]


def totals_later(plan: BattlePlan, t: Text) -> str:
    """``; 64,312 from phase 2``: the combatants from each phase a reinforcement that
    always comes raises the count in; nothing when the count never changes. A rise that
    hangs on a crucial moment is left to the headcounts line under the phases' table,
    which says the moment (the fortress: 300 if the PCs lose moment 2). The ST stays the
    opening armies'."""
    battle = plan.battle
    base = _totals(plan)
    alts = [_totals(compute(battle, frozenset({k}))) for k in hung_moments(battle)]
    return "".join(
        t("sr_more", total=t.number(base[n]), n=n + 1)
        for n in range(1, len(PHASES))
        if base[n] != base[n - 1] and all(alt[n] == base[n] for alt in alts)
    )


def _matchup(plan: BattlePlan, t: Text, kit: Kit) -> list[dict[str, Any]]:
    """Each phase's commanders, their SD and the d10 they need; a phase's SD counts both
    armies (the other's card, headcounts), so the players' copy leaves it to be
    written in, with the bases it is rolled with."""
    known = kit.known(None)
    # the dice for the players' side winning a moment an SD hangs on, as on the sheet
    cases = dice_cases(plan) if known else {}
    other = {key: case[1] for key, case in cases.items()}
    rows = []
    for n in PHASES:
        cells = []
        split_by = ""
        for army in plan.armies:
            p = cases[(army.index, n)][0] if (army.index, n) in cases else army.phases[n - 1]
            # another army's bases on the players' copy: the GM announces them, as its SD
            # (its battle card has their boxes; this table names the skill alone)
            own = kit.known(army.army.name)
            needs = ", ".join(
                # a skill, its base and its die held on one line: "Commandement 9 → 3+"
                f"{t(f'skill.{s.value}')}"
                + (f"\u00a0{p.leader.base(s)}" if own else "")
                + (f"\u00a0→\u00a0{need_text(p.need(s), t)}" if known else "")
                for s in p.skills
            )
            split = dc_split(p, other.get((army.index, n)), t, needs_too=False)
            if split:
                # round 19: each case with its own DC and its own dice (base → d10),
                # not one case's dice beside both DCs; the case the odds count keeps
                # its outlined tag
                # (the bases once, in the line above, in the dice's order)
                for case in split["cases"]:
                    case["note"] = ""
                    case["dice"] = _case_dice(p, case["sd"], t)
                split["plain"] = (
                    split["title"]
                    + " "
                    + " · ".join(f"{c['case']} {c['said']}{c['dice']}" for c in split["cases"])
                )
                needs = ", ".join(
                    f"{t(f'skill.{s.value}')}" + (f"\u00a0{p.leader.base(s)}" if own else "")
                    for s in p.skills
                )
                # the moment said once, under the phase's name (the cases then hold
                # a line each)
                split_by = t("gm.split_by", k=other[(army.index, n)][1])
            cells.append(
                {
                    "commander": p.leader.name,
                    "sd": kit.figure(None, p.sd, t("abbr.sd")),
                    # the other case's DC beside the big one, in the cases' order
                    "sd_other": split["cases"][1]["sd"] if split else None,
                    "needs": needs,
                    "sd_else": split.get("plain", ""),
                    # the crucial moment's split, drawn as the sheet draws it
                    "dc_split": split,
                }
            )
        rows.append(
            {
                "n": n,
                "name": t(f"phase.{n}"),
                "skill": t(f"skill.{plan.armies[0].phases[n - 1].skill.value}"),
                "split_by": split_by,
                "cells": cells,
            }
        )
    return rows


def _case_dice(p: PhasePlan, sd: int, t: Text) -> str:
    """``→ 3+, 2+``: the d10 each of a phase's skills needs against ``sd``, in the
    order the phases' table names the skills and their bases."""
    return "\u00a0→\u00a0" + ",\u00a0".join(
        need_text(score_need(base, sd), t)
        for s in p.skills
        for base in (p.leader.base(s),)
        if base is not None
    )


def _triple(values: tuple[int, int, int], t: Text, rounded: bool = False) -> str:
    """``16–36 (30)``: minimum – maximum (quick value); one figure when the three are one
    (a handful of soldiers: ``0``, not ``0–0 (0)``); ``rounded``, each to two significant
    figures (an army of thousands: ``2,000–4,500 (3,700)``, not ``1,985–4,466 (3,722)``)."""
    low, quick, high = (_about(v) for v in values) if rounded else values
    if low == high:
        return t.number(low)
    return f"{t.number(low)}–{t.number(high)} ({t.number(quick)})"


def _likely(cells: dict[tuple[int, int], float]) -> set[tuple[int, int]]:
    """The fewest cells where ``LIKELY`` of the battles end, the likeliest first; none
    when the cells, whose rounds are known one by one, do not hold that many (most
    battles then outlast the rounds followed, ruling K14)."""
    likely: set[tuple[int, int]] = set()
    if sum(cells.values()) < LIKELY:
        return likely
    held = 0.0
    for cell, p in sorted(cells.items(), key=lambda c: -c[1]):
        if held >= LIKELY:
            break
        likely.add(cell)
        held += p
    return likely


def _grid_step(battle: BattlePlan, step: int, t: Text, kit: Kit) -> Markup | str:
    """Under the grid: a test more or fewer than its rows, then, where the battle plans a
    crucial moment, whether one counts as a test (ruling K17, with its mark): with SR 5 the
    one opening a phase stands in for its test, after a round none is one."""
    said = t("cas.step", step=step)
    if battle.battle.crucial_moments is None:
        return said
    if not battle.battle.house_rules.crucial_is_test:
        key = "cas.crucial_no_test"
    elif battle.success_threshold <= CRUCIAL_WINDOW:
        key = "cas.crucial_test"
    else:
        key = "cas.crucial_after"
    return Markup(" ").join((said, marked(t, kit, key)))


def _casualties(
    army: ArmyPlan, battle: BattlePlan, odds: BattleOdds, t: Text, kit: Kit
) -> dict[str, Any] | None:
    """The casualty page: the test's SD by rounds played and phases won (the cells where
    most battles end tinted), and what each band costs the army, with its chance; where
    a crucial moment's other outcome changes the armies as the battle ends (no
    reinforcements), the SD that outcome gives and the soldiers it counts beside."""
    enemy = battle.armies[1 - army.index]
    plan = army.casualties
    chances = odds.casualties[army.index]
    if plan is None or chances is None:
        return None
    alternative = casualty_alternative(battle, army.index)
    likely = _likely(chances.cells)
    fixed = [{"label": t("mod.enemy_main_troop"), "value": str(plan.enemy_main_sd)}]
    fixed += signed_rows(plan.fixed, t)
    triples = [t3 for b in plan.bands for t3 in (b.lost, b.dead, b.wounded)]
    triples += [b.no_quarter_survivors for b in plan.bands if b.no_quarter_survivors]
    triples += [d for b in plan.bands if (d := beaten_dead(b))]
    one = any(low == high for low, _, high in triples)
    rounded = plan.headcount >= LARGE_ARMY
    note = t("cas.min_quick_max_one" if one else "cas.min_quick_max")
    alt = alternative[0] if alternative is not None else None
    # the no-quarter table has no room for a second headcount's columns
    no_quarter = any(b.no_quarter_survivors for b in plan.bands)
    alt_bands = alt is not None and alt.headcount != plan.headcount and not no_quarter
    return {
        "alt_note": _casualty_alternative_note(plan, alternative, t, alt_bands),
        "alt_headers": [
            t("cas.on", headcount=t.number(plan.headcount)),
            t("cas.on", headcount=t.number(alt.headcount)),
        ]
        if alt is not None and alt_bands
        else [],
        "cells_note": f"{note} {t('cas.rounded')}" if rounded else note,
        "title": t("casualties_title", army=army.army.name),
        "test": Markup(" ").join(
            (
                t("cas.test", roller=plan.roller, base=plan.tactique),
                marked(t, kit, "cas.who.chief" if army.chief is not None else "cas.who.last"),
            )
        ),
        "fixed": fixed,
        # the rules count the enemy's works with no word on when: fallen or standing at
        # the end, the kit counts them as the battle file gives them
        "works_note": next(
            (t("cas.works_note", works=t(f"mod.{m.kind}")) for m in plan.fixed if m.kind in WORKS),
            "",
        ),
        "fixed_title": t.pair(t("cas.fixed"), plan.fixed_sd),
        "ground_note": _ground_note(enemy, t, kit),
        "example": _casualty_example(plan, chances.cells, t),
        "won_headers": [t.plural("cas.won", w) for w in range(4)],
        "grid": [
            {
                "rounds": r,
                "cells": [{"sd": plan.sd(w, r), "likely": (w, r) in likely} for w in range(4)],
            }
            for r in plan.rounds
        ],
        # seed 000's casualty modifiers: "+1/jet effectué", one more test, one more point
        "grid_step": _grid_step(battle, plan.sd(0, 1) - plan.sd(0, 0), t, kit),
        "bands_title": t(
            "cas.bands_two",
            headcount=t.number(plan.headcount),
            other=t.number(alt.headcount),
        )
        if alt is not None and alt_bands
        else t("cas.bands", headcount=t.number(plan.headcount)),
        # ruling K15: the test counts both armies as the battle ends; said when either
        # is not the army it began with
        "headcount_note": ""
        if army.headcounts[-1] == army.headcount and enemy.headcounts[-1] == enemy.headcount
        else marked(
            t,
            kit,
            "cas.end_headcounts",
            own=t.number(plan.headcount),
            enemy=t.number(enemy.headcounts[-1]),
        ),
        "bands": [
            {
                "margin": margin_text(b.band, t),
                "dice": t("cas.dice", n=b.band.dice, bonus=b.band.bonus),
                "range": band_range(b.band),
                "lost": _triple(b.lost, t, rounded),
                "dead": _triple(b.dead, t, rounded),
                "wounded": _triple(b.wounded, t, rounded),
                "survivors": _triple(b.no_quarter_survivors, t, rounded)
                if b.no_quarter_survivors
                else "",
                "beaten_dead": _triple(dead, t, rounded) if (dead := beaten_dead(b)) else "",
                "alt_lost": _triple(a.lost, t, rounded) if alt_bands else "",
                "alt_dead": _triple(a.dead, t, rounded) if alt_bands else "",
                "alt_wounded": _triple(a.wounded, t, rounded) if alt_bands else "",
                "chance": t.percent(p),
            }
            for b, p, a in zip(plan.bands, chances.bands, (alt or plan).bands, strict=True)
        ],
        "no_quarter": any(b.no_quarter_survivors for b in plan.bands),
        # only the other army gives no quarter (``no_quarter_by``): this one's are spared
        "quarter": t("cas.quarter")
        if isinstance(battle.battle.casualties, Casualties)
        and battle.battle.casualties.no_quarter_by is not None
        and not no_quarter
        else "",
        "expected": t(
            "op.expected_lost_won" if plan.bands[0].no_quarter_survivors else "op.expected_lost",
            lost=t.number(_about(chances.expected_lost)),
            dead=t.number(_about(chances.expected_dead)),
            headcount=t.number(plan.headcount),
        ),
    }


EXAMPLE_ROLL = 6
"""The d10 the casualty page's worked example rolls: a middling one."""


def _casualty_example(plan: CasualtyPlan, cells: dict[tuple[int, int], float], t: Text) -> str:
    """One casualty test worked through with the page's own numbers, in the likeliest
    cell of the grid: tests rolled and phases won -> DC; Tactics + d10 -> margin -> the
    band's dice."""
    in_grid = {cell: p for cell, p in cells.items() if cell[1] in plan.rounds}
    won, rounds = (
        max(in_grid, key=lambda c: (in_grid[c], -c[1], -c[0]))
        if in_grid
        else (1, plan.rounds[len(plan.rounds) // 2])
    )
    sd = plan.sd(won, rounds)
    total = plan.tactique + EXAMPLE_ROLL
    margin = total - sd
    band = next(
        b
        for b in CASUALTY_BANDS
        if (b.low is None or margin >= b.low) and (b.high is None or margin <= b.high)
    )
    return t(
        "cas.example",
        tests=t.plural("cas.example_tests", rounds),
        won=t.plural("cas.example_won", won),
        sd=sd,
        base=plan.tactique,
        roll=EXAMPLE_ROLL,
        total=total,
        margin=t.signed(margin),
        dice=t("cas.dice", n=band.dice, bonus=band.bonus),
    )


WORKS = ("barricades", "fortifications")
GROUND = ("best_terrain", "prepared")
"""The standing defences the casualty test leaves out (ruling K16)."""


def _ground_note(enemy: ArmyPlan, t: Text, kit: Kit) -> Markup | str:
    """Ruling K16: the enemy's best terrain and prepared positions, which its card counts,
    are not in the casualty test's SD; said, with the ruling's mark, where they exist."""
    held = [t(f"mod.{kind}") for kind in GROUND if getattr(enemy.army.defences, kind)]
    if not held:
        return ""
    # "Best terrain and prepared positions": one phrase, its first word's capital only
    ground = t("cas.ground_and").join([held[0], *(h[:1].lower() + h[1:] for h in held[1:])])
    return marked(t, kit, "cas.ground_note", ground=ground)


"""The standing defences the casualty test counts for the enemy (ruling W12)."""


def _casualty_alternative_note(
    plan: CasualtyPlan,
    alternative: tuple[CasualtyPlan, int, int, str] | None,
    t: Text,
    columns: bool,
) -> str:
    """``If the PCs win crucial moment 2: 94 against 200; fixed part of the DC 21 (every
    DC in the grid −1).`` The casualty test as the other outcome leaves it, and where
    ``columns``, which columns give its soldiers."""
    if alternative is None:
        return ""
    alt, enemy, k, outcome = alternative
    case = t("sheet.if_crucial", k=k, verb=t(f"sheet.verb.{outcome}"))
    parts = [t("cas.alt_counts", own=t.number(alt.headcount), enemy=t.number(enemy))]
    shift = alt.fixed_sd - plan.fixed_sd
    parts.append(
        t("cas.alt_sd", sd=alt.fixed_sd, shift=t.signed(shift)) if shift else t("cas.alt_same_sd")
    )
    if columns:
        parts.append(t("cas.alt_columns", headcount=t.number(alt.headcount)))
    return t("cas.alt", case=case[:1].upper() + case[1:], parts=t("cas.alt_sep").join(parts))


def what_if_context(t: Text) -> dict[str, Any]:
    """The "what if" page (and its terminal version): one phase's odds by base - SD."""
    thresholds = [size.success_threshold for size in ENGAGEMENT_SIZES]
    rows = what_if(thresholds)
    headers = [t("whatif.sr", sr=sr) for sr in thresholds]
    table = []
    behind_lines = [[t("whatif.margin"), *headers]]
    even_lines = [[t("whatif.margin"), *headers]]
    for row in rows:
        margin = t.signed(row.margin)
        behind = [t.percent(p) for p in row.behind]
        even = [t.decimal(r) for r in row.even_rounds]
        table.append(
            {
                "margin": margin,
                # each chance with a bar as long as its share of an even fight (50 %)
                "behind": [
                    {"text": text, "bar": f"{min(1.0, p / 0.5) * 100:.1f}%"}
                    for text, p in zip(behind, row.behind, strict=True)
                ],
                "even": even,
            }
        )
        behind_lines.append([margin, *behind])
        even_lines.append([margin, *even])
    lines = [t("whatif.title"), "", t("whatif.behind", edge=WHAT_IF_EDGE)]
    lines += [*_aligned(behind_lines), "", t("whatif.even"), *_aligned(even_lines)]
    return {
        "title": t("whatif.title"),
        "author": "",
        "system_title": t("system.witcher"),
        "intro": t("whatif.intro", edge=WHAT_IF_EDGE),
        "behind_title": t("whatif.behind", edge=WHAT_IF_EDGE),
        "even_title": t("whatif.even"),
        "headers": headers,
        "rows": table,
        "lines": lines,
    }


def _aligned(rows: list[list[str]]) -> list[str]:
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    return ["  ".join(c.rjust(w) for c, w in zip(r, widths, strict=True)) for r in rows]


def _about(mean: float) -> int:
    """A mean the page says "about" of: two significant figures, the precision a GM
    reads it with (9,002 → 9,000; 3,001 → 3,000; 67 stays 67)."""
    whole = round(mean)
    if whole < 100:
        return whole
    return round(whole, 2 - len(str(whole)))
