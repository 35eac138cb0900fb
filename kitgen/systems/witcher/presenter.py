"""Witcher plan -> template context: every string and number the kit prints, ready-made.

Templates only lay these values out (STYLE.md habit 6); all arithmetic happened in the
core and all wording happens here or in ``kitgen.i18n``.
"""

from __future__ import annotations

from typing import Any

from kitgen.cards import Kit, source
from kitgen.columns import halves
from kitgen.i18n import Text
from kitgen.systems.witcher.card_fit import BY_NAME, Content, family_step
from kitgen.systems.witcher.model import Troop
from kitgen.systems.witcher.odds import WHAT_IF_EDGE, what_if
from kitgen.systems.witcher.odds_page import odds_page
from kitgen.systems.witcher.outcomes import BattleOdds
from kitgen.systems.witcher.phases import PHASES
from kitgen.systems.witcher.report import margin_text, modifier_label, need_text
from kitgen.systems.witcher.rules import ArmyPlan, BattlePlan, troop_sd
from kitgen.systems.witcher.sheet import battle_sheet
from kitgen.systems.witcher.tables import (
    BATTLE_CIRCUMSTANCES,
    CASUALTY_BANDS,
    CASUALTY_MODIFIERS,
    ENGAGEMENT_SIZES,
    OFFICER_RANKS,
    TROOP_TIERS,
    CasualtyBand,
    TableRow,
)

NBSP = "\u00a0"
"""Between a label and its number, which never part at a line's end."""
PAGE_MARGINS = (24.0, 27.0)
"""What a page-size card loses to the page's margins (``_base/kit.css``), millimetres."""
LIKELY = 0.8
"""The casualty grid tints the likeliest cells that together hold this share of battles."""


def context(plan: BattlePlan, t: Text, kit: Kit) -> dict[str, Any]:
    """The kit's values. The players' copy (``kit.gm`` false) is computed without the
    secret troops (``kitgen.secrets``); it leaves out notes, warnings, SD breakdowns, odds
    and the casualty pages (expected results), and gives a box to write in for each
    figure that counts troops the players may not know: the SR (the battle's size), an
    army's headcount, main troops and SD but the players' army's, every phase's SD."""
    battle = plan.battle
    gm = kit.gm
    time = t("one_day") if battle.siege else t("minutes", n=plan.minutes_per_test)
    sr_line = t("sr_unknown")
    if kit.known(None):
        sr_line = t(
            "sr_line",
            sr=plan.success_threshold,
            size=t(f"size.{plan.size.key}"),
            total=t.number(plan.total),
        )
    return {
        "title": battle.name,
        "author": battle.author or "",
        "system_title": t("system.witcher"),
        "sr_line": sr_line,
        "sr_box": kit.figure(None, "", "SR"),
        "test_time": t("test_time", time=time),
        "armies": [_army(a, plan, t, kit) for a in plan.armies],
        "battle_deck": _battle_deck(plan, t, kit),
        "matchup": _matchup(plan, t, kit),
        "sheet": battle_sheet(plan, t, kit),
        "notes": (battle.notes or "") if gm else "",
        "warnings": [kit.warning(w) for w in plan.warnings] if gm else [],
        "quick": quick_reference(t),
        "turn": halves([t(f"turn.{n}") for n in range(1, 10)]),
        "odds": odds_page(plan, t, kit) if gm else {},
    }


def _battle_deck(plan: BattlePlan, t: Text, kit: Kit) -> dict[str, Any]:
    """The battle cards, all in the largest type the longest of them holds
    (``card_fit.family_step``): two columns on a landscape card, as the rules' own card,
    stacked on a portrait one."""
    cards = [_battle_card(a, t, kit) for a in plan.armies]
    deck = kit.deck("battle_card", cards, landscape=True)
    if deck["page"]:
        sheet = kit.settings.sheet
        width, height = sheet.width - PAGE_MARGINS[0], sheet.height - PAGE_MARGINS[1]
    else:
        width, height = deck["width"], deck["height"]
    step = family_step([c.pop("fit_content") for c in cards], width, height, deck["landscape"])
    for card in cards:
        card["step"] = step
        card["type"] = BY_NAME[step].style
    return deck


def _signed_rows(modifiers: Any, t: Text) -> list[dict[str, str]]:
    return [{"label": modifier_label(m, t), "value": t.signed(m.value)} for m in modifiers]


def _troop_label(troop: Troop, t: Text) -> str:
    return f"{troop.name} ({t.number(troop.count)})"


def _main_troops(army: ArmyPlan) -> str:
    return " + ".join(tr.name for tr in army.main.troops) or "—"


def _commanders(army: ArmyPlan, t: Text) -> tuple[list[str], str, str]:
    """The commander's lines (one, or one per phase) and the two bases, ready to print."""
    leaders = [p.leader for p in army.phases]
    if all(leader is leaders[0] for leader in leaders):
        return (
            [leaders[0].name],
            _or_dash(leaders[0].tactique),
            _or_dash(leaders[0].commandement),
        )
    lines = [t.pair(t("phase_n", n=p.phase), p.leader.name) for p in army.phases]
    return lines, t("card.by_phase"), t("card.by_phase")


def _battle_card(army: ArmyPlan, t: Text, kit: Kit) -> dict[str, Any]:
    """The army's battle card ("Carte de bataille"): the values both sides play with;
    the SD's breakdown only on the GM's copy. The players' copy prints another army's
    troops one by one, and leaves its headcount, main troops, SD and specialists (which
    its unseen troops change) to be written in."""
    name = army.army.name
    known = kit.known(name)
    commander_lines, tactique, commandement = _commanders(army, t)
    leaders = dict.fromkeys(p.leader for p in army.phases)
    reserve_names = [s.name for s in army.seconds if not s.phases]
    luck_lines = []
    for leader in leaders:
        if leader.luck is not None:
            luck_lines.append(t.pair(leader.name, leader.luck))
        elif leader.rolls_luck:
            luck_lines.append(t.pair(leader.name, t("card.luck_roll")))
    specialists: list[dict[str, Any]] = []
    for phase in PHASES:
        names = [
            _troop_label(s.troop, t) + ("" if s.qualifies else f" — {t('card.does_not_qualify')}")
            for s in army.specialists
            if s.phase == phase
        ]
        if known:  # which troops are specialists hangs on the main troop, unseen troops too
            specialists.append(
                {
                    "label": t("card.specialists", n=phase),
                    "names": names,
                    "events": _phase_events(army, phase, t),
                }
            )
    spare = [_troop_label(s.troop, t) for s in army.specialists if s.phase is None]
    breakdown = ""
    if kit.gm:
        breakdown = f"SD{NBSP}{army.main.sd}" + "".join(
            f" {r['value']}{NBSP}{r['label']}" for r in _signed_rows(army.card[1:], t)
        )
    troops = army.army.troops
    troop_lines = [f"{t.number(tr.count)} {tr.name} (SD{NBSP}{troop_sd(tr)})" for tr in troops]
    spare_line = t.pair(t("card.uncommitted"), ", ".join(spare)) if spare and known else ""
    notes = [line for line in (_luck(luck_lines, t), _reserve(reserve_names, t)) if line]
    announced = t("write_in.announced")
    fit = Content(
        commander=commander_lines,
        notes=notes,
        main_troops=_main_troops(army) if known else announced,
        breakdown=breakdown,
        specialists=[", ".join(s["names"]) or t("none") for s in specialists],
        events=[s["events"] for s in specialists],
        bases=(tactique, commandement),
        labels=(t("card.tactique"), t("card.commandement")),
        troops=troop_lines,
        spare=spare_line,
    )
    return {
        "fit_content": fit,
        "source": source(("armies", army.index), name, name),
        "back_label": name,
        "name": name,
        "commander_lines": commander_lines,
        "reserve": _reserve(reserve_names, t),
        "luck": _luck(luck_lines, t),
        "tactique": tactique,
        "commandement": commandement,
        "bases_worded": tactique == t("card.by_phase"),
        "main_troops": kit.figure(name, _main_troops(army), ""),
        "breakdown": breakdown,
        "opposing_sd": kit.figure(name, f"SD {army.card_sd}", ""),  # never wraps: .big
        "specialists": specialists,
        "none": t("none"),
        "headcount": kit.figure(name, t.number(army.headcount), ""),
        "troops": [
            {"count": t.number(tr.count), "name": tr.name, "sd": f"SD{NBSP}{troop_sd(tr)}"}
            for tr in troops
        ],
        "uncommitted": spare_line,
    }


def _phase_events(army: ArmyPlan, phase: int, t: Text) -> str:
    """What else the army's own phase brings, known before the battle: surprise, its
    weather, the GM's modifiers (each changes its commander's SD, as a specialist does)
    and fresh troops (which change the other side's numeric superiority)."""
    kinds = ("surprise", "weather", "gm")
    mods = [m for m in army.phases[phase - 1].modifiers if m.kind in kinds]
    events = [f"{modifier_label(m, t)}{NBSP}{t.signed(m.value)}" for m in mods]
    setup = army.army.phases.get(phase)
    headcount = t.number(army.headcounts[phase - 1])
    if setup is not None and setup.reinforcements:
        count = t.number(setup.reinforcements)
        events.append(t("card.reinforcements", n=count, headcount=headcount))
    elif setup is not None and setup.headcount is not None:
        events.append(t("card.phase_headcount", headcount=headcount))
    return " · ".join(events)


def _reserve(names: list[str], t: Text) -> str:
    return t.pair(t("gm.reserve"), ", ".join(names)) if names else ""


def _luck(lines: list[str], t: Text) -> str:
    return f"{t('card.luck')} — {' · '.join(lines)}" if lines else ""


def _army(army: ArmyPlan, plan: BattlePlan, t: Text, kit: Kit) -> dict[str, Any]:
    """The army's line on the first page and its page of phase blocks."""
    odds = plan.odds
    assert odds is not None, "the kit needs compute_with_odds()"
    commander_lines, _, _ = _commanders(army, t)
    name = army.army.name
    changes = len(set(army.headcounts)) > 1 and kit.known(name)
    return {
        "name": name,
        "commander_lines": commander_lines,
        "main_troops": kit.figure(name, _main_troops(army), t("card.main_troops")),
        "opposing_sd": kit.figure(name, army.card_sd, "SD"),
        "headcount": kit.figure(name, t.number(army.headcount), t("card.headcount")),
        "headcounts": t("headcounts", counts=" / ".join(t.number(n) for n in army.headcounts))
        if changes
        else "",
        "casualties": _casualties(army, odds, t) if kit.gm else None,
        "notes": (army.army.notes or "") if kit.gm else "",
    }


def _or_dash(value: int | None) -> str:
    return "—" if value is None else str(value)


def _matchup(plan: BattlePlan, t: Text, kit: Kit) -> list[dict[str, Any]]:
    """Each phase's commanders, their SD and the d10 they need; a phase's SD counts both
    armies (the other's card, headcounts), so the players' copy leaves it to be
    written in, with the bases it is rolled with."""
    known = kit.known(None)
    rows = []
    for n in PHASES:
        cells = []
        for army in plan.armies:
            p = army.phases[n - 1]
            needs = ", ".join(
                f"{t(f'skill.{s.value}')} {p.leader.base(s)}"
                + (f" → {need_text(p.need(s), t)}" if known else "")
                for s in p.skills
            )
            cells.append(
                {"commander": p.leader.name, "sd": kit.figure(None, p.sd, "SD"), "needs": needs}
            )
        rows.append(
            {
                "n": n,
                "name": t(f"phase.{n}"),
                "skill": t(f"skill.{plan.armies[0].phases[n - 1].skill.value}"),
                "cells": cells,
            }
        )
    return rows


def _triple(values: tuple[int, int, int], t: Text) -> str:
    """``16–36 (30)``: minimum – maximum (quick value); one figure when the three are one
    (a handful of soldiers: ``0``, not ``0–0 (0)``)."""
    low, quick, high = values
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


def _casualties(army: ArmyPlan, odds: BattleOdds, t: Text) -> dict[str, Any] | None:
    """The casualty page: the test's SD by rounds played and phases won (the cells where
    most battles end tinted), and what each band costs the army, with its chance."""
    plan = army.casualties
    chances = odds.casualties[army.index]
    if plan is None or chances is None:
        return None
    likely = _likely(chances.cells)
    fixed = [{"label": t("mod.enemy_main_troop"), "value": str(plan.enemy_main_sd)}]
    fixed += _signed_rows(plan.fixed, t)
    top = max(chances.bands)
    triples = [t3 for b in plan.bands for t3 in (b.lost, b.dead, b.wounded)]
    triples += [b.no_quarter_survivors for b in plan.bands if b.no_quarter_survivors]
    one = any(low == high for low, _, high in triples)
    return {
        "cells_note": t("cas.min_quick_max_one" if one else "cas.min_quick_max"),
        "title": t("casualties_title", army=army.army.name),
        "test": t("cas.test", roller=plan.roller, base=plan.tactique),
        "fixed": fixed,
        "fixed_title": t.pair(t("cas.fixed"), plan.fixed_sd),
        "won_headers": [t.plural("cas.won", w) for w in range(4)],
        "grid": [
            {
                "rounds": r,
                "cells": [{"sd": plan.sd(w, r), "likely": (w, r) in likely} for w in range(4)],
            }
            for r in plan.rounds
        ],
        "bands_title": t("cas.bands", headcount=t.number(plan.headcount)),
        "bands": [
            {
                "margin": margin_text(b.band, t),
                "dice": t("cas.dice", n=b.band.dice, bonus=b.band.bonus),
                "range": band_range(b.band),
                "lost": _triple(b.lost, t),
                "dead": _triple(b.dead, t),
                "wounded": _triple(b.wounded, t),
                "survivors": _triple(b.no_quarter_survivors, t) if b.no_quarter_survivors else "",
                "chance": t.percent(p),
                "bar": f"{(p / top if top else 0) * 100:.1f}%",
            }
            for b, p in zip(plan.bands, chances.bands, strict=True)
        ],
        "no_quarter": any(b.no_quarter_survivors for b in plan.bands),
        "expected": t(
            "op.expected_lost",
            lost=t.number(_about(chances.expected_lost)),
            dead=t.number(_about(chances.expected_dead)),
            headcount=t.number(army.headcount),
        ),
    }


def band_range(band: CasualtyBand) -> str:
    """A casualty band's percentages, ``08–18 (15)``: the rules' table writes its low
    bound in two digits, and both pages that print the range write it one way."""
    return f"{band.pct_min:02d}–{band.pct_max} ({band.quick})"


def _row_value(row: TableRow, t: Text) -> str:
    joiner = " … " if row.span else " / "
    text = joiner.join(t.signed(v) for v in row.values)
    if row.per:
        text += " " + t(f"qr.per.{row.per}")
    if row.cap is not None:
        text += " " + t("qr.cap", cap=t.signed(row.cap))
    return text


def quick_reference(t: Text) -> dict[str, Any]:
    """Every table of seed 000, straight from ``witcher_tables``."""
    sizes = []
    for size in ENGAGEMENT_SIZES:
        span = (
            t("qr.combatants_range", low=t.number(size.low), high=t.number(size.high))
            if size.high
            else t("qr.combatants_over", low=t.number(size.low - 1))
        )
        sizes.append({"label": f"{t(f'size.{size.key}')} ({span})", "sr": size.success_threshold})
    return {
        "tiers": [{"label": t(f"tier.{tier.key}"), "sd": tier.sd} for tier in TROOP_TIERS],
        "ranks": [
            {
                "rank": t(f"rank.{r.key}"),
                "battle": t(f"size.{r.battle_size}"),
                "tactique": r.tactique,
                "commandement": r.commandement,
            }
            for r in OFFICER_RANKS
        ],
        "sizes": sizes,
        "circumstances": [
            {"label": t(f"circ.{row.key}"), "value": _row_value(row, t)}
            for row in BATTLE_CIRCUMSTANCES
        ],
        "casualty_modifiers": [
            {"label": t(f"casmod.{row.key}"), "value": _row_value(row, t)}
            for row in CASUALTY_MODIFIERS
        ],
        "bands": [
            {
                "margin": margin_text(b, t),
                "dice": t("cas.dice", n=b.dice, bonus=b.bonus),
                "range": band_range(b),
            }
            for b in CASUALTY_BANDS
        ],
    }


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
