"""Promiterra troop sheets (a card each, two to a page by default: ``halfpages``).

A troop sheet carries what its player needs at the table: stats, the dice to roll, the
size track, loyalty and what makes the troop test. The game master's copy adds the odds
(loyalty chances, expected hits) and the stats' breakdowns; the expected losses each troop
inflicts are the game master's alone, on pages of their own (``expected``).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from markupsafe import Markup, escape

from kitgen.cards import source
from kitgen.i18n import Text
from kitgen.model import Stat
from kitgen.prose import say
from kitgen.systems.promiterra.plan import BattlePlan, TroopPlan, WarAction
from kitgen.systems.promiterra.quick import fraction
from kitgen.systems.promiterra.report import (
    breakdown,
    dice_text,
    range_text,
    where_text,
    whole,
)
from kitgen.systems.promiterra.stats import STAT_NAMES, Stats, refused_duel_loyalty
from kitgen.systems.promiterra.tables import LOYALTY_TRIGGERS

BOXES_UP_TO = 300
"""Troops up to this size get one box per unit on their track; larger ones a box per
dice-cutting row."""

Numbers = dict[tuple[str, str], int]
"""(army, troop) -> the troop's sheet number (``presenter.numbered``)."""


def _stat_box(s: Stat, t: Text) -> dict[str, Any]:
    if s.name == "attack":
        sub = t("pt.hits_on", n=s.value) if s.value else t("pt.never")
    elif s.name == "defense":
        sub = t("pt.saves_on", n=s.value) if s.value else t("pt.never")
    elif t.has(f"stat_unit.{s.name}"):
        sub = t(f"stat_unit.{s.name}")
    else:
        sub = ""
    return {
        "label": t(f"stat.{s.name}"),
        "value": t.number(s.value),
        "sub": sub,
    }


def _track(troop: TroopPlan, t: Text) -> dict[str, Any]:
    """Boxes from the starting size down to 1, grouped by dice-cutting row; the rows that
    roll one die per unit (15 units and fewer) make one group. The box from which the
    troop tests its loyalty comes after a "test" mark, a word and a heavy rule that a
    greyscale print keeps (the boxes from it are shaded too). Where the tags stand over
    the boxes depends on the sheet's look: ``sheetfit.lay_track`` sets them."""
    below = troop.test_below
    by_unit = troop.units <= BOXES_UP_TO
    groups: list[dict[str, Any]] = []
    for seg in troop.track:
        if by_unit:
            # every fifth box bold (``five``), so that a big loss is counted by fives
            # and struck through at one stroke, not ticked box by box (round 17)
            boxes = [
                {
                    "n": t.number(n),
                    "test": n <= below,
                    "first_test": n == below,
                    "five": n % 5 == 0,
                }
                for n in range(seg.high, seg.low - 1, -1)
            ]
        else:
            boxes = [
                {
                    "n": range_text(seg.low, seg.high, t),
                    "test": seg.low <= below,
                    "first_test": seg.low <= below <= seg.high,
                    "five": False,
                }
            ]
        if seg.row.multiplier == 1 and groups and groups[-1]["each"]:
            groups[-1]["boxes"].extend(boxes)
            continue
        each = seg.row.multiplier == 1
        # the tag set tight ("8×2"): a group of one box (a troop's first, at a row's
        # low end) has the width of one box for it before the next group's tag
        label = t("pt.one_each_tag") if each else dice_text(seg.row, t).replace("\u202f", "")
        groups.append({"dice": label, "each": each, "boxes": boxes})
    for g in groups:
        for i, b in enumerate(g["boxes"]):
            b["starts"] = i == 0
    return {
        "by_unit": by_unit,
        "groups": groups,
        "help": t("pt.track_help" if by_unit else "pt.track_bands_help"),
        "test": t("pt.test_mark").upper(),
    }


def _events(troop: TroopPlan, plan: BattlePlan, t: Text, gm: bool) -> list[str]:
    """The scenario's events that name the troop ("Tour 2 — la dysenterie gagne les
    Frondeurs…"), to tick on its sheet when they happen; the players' copy only those
    that are not the GM's secret (an event is the GM's unless it says otherwise)."""
    scenario = getattr(plan.battle, "scenario", None)
    if scenario is None:
        return []
    name = re.compile(rf"(?<!\w){re.escape(troop.name)}(?!\w)", re.IGNORECASE)
    out = []
    for event in scenario.events:
        if event.secret and not gm:
            continue
        text = say(event.text, t.lang)
        if name.search(text):
            out.append(t("pt.event_line", when=say(event.when, t.lang), text=text))
    return out


def _triggers(troop: TroopPlan, plan: BattlePlan, t: Text, gm: bool) -> list[str]:
    """What makes the troop test loyalty; the players' copy does not say whether the army
    tests for its value now (that weighs every army's troops, the enemy's secret ones
    too)."""
    army = next(a for a in plan.armies if a.name == troop.army)
    if gm:
        now = t("pt.now_yes") if army.tests_for_value else t("pt.now_no")
        lines = [t("pt.trigger.army_value", now=now)]
    else:
        lines = [t("trigger.army_value")]
    if troop.test_below:
        lines.append(
            t("pt.trigger.troop_size", n=t.number(troop.test_below), start=t.number(troop.units))
        )
    else:
        lines.append(t("pt.trigger.troop_size_never", start=t.number(troop.units)))
    if troop.leads_army:
        lines.append(t("pt.trigger.leader_unknown") + " " + t("pt.trigger.leader_gone_self"))
    elif army.army.leader:
        lines.append(t("pt.trigger.leader_gone", troop=army.army.leader))
    else:
        lines.append(t("pt.trigger.leader_unknown"))
    # the rulebook's "chaque troupe": a source of fear frightens every troop next to it,
    # its own army's too (the source itself is never next to itself)
    fearsome = [
        tr.name
        for other in [*plan.enemies_of(army), army]
        for tr in other.troops
        if tr.troop.fearsome and tr is not troop
    ]
    fear = "pt.trigger.fear_other" if troop.troop.fearsome else "pt.trigger.fear"
    lines.append(t(fear, who=f" ({', '.join(fearsome)})" if fearsome else ""))
    ailing = say(troop.troop.ailing, t.lang) if troop.troop.ailing else ""
    lines.append(t("pt.trigger.health", now=t("pt.ailing_now", what=ailing) if ailing else ""))
    return lines


def _hits(troop: TroopPlan, t: Text) -> str:
    """The hits an attack at full strength scores on average, with the dice cut and
    rolling one die per unit, in whole hits (hits are whole); once when both round
    alike, saying whether the means are the same or only round alike."""
    exact_cut, exact_every = troop.expected_hits(cutting=True), troop.expected_hits(cutting=False)
    cut, every = whole(exact_cut, t), whole(exact_every, t)
    if exact_cut == exact_every:
        return t("pt.expected_hits_same", cut=cut)
    if cut == every:
        # 8,33 and 8,00 both print 8: the same once rounded, not the same mean (round 21b, 3)
        return t("pt.expected_hits_rounded", cut=cut)
    return t("pt.expected_hits", cut=cut, all=every)


def _stats_line(stats: Stats, t: Text) -> str:
    return " · ".join(f"{t(f'stat_short.{s.name}')}\u00a0{s.value}" for s in stats.all()[:5])


def _action_line(action: WarAction, t: Text, odds: bool) -> str:
    """A war action's resulting stats; with ``odds`` (the GM's copy, the players' own
    sheets), the loyalty chance after its Loyalty (the stats end with it). An action
    that changes stats gives only those, each with its bonus, said the scenario's: the
    chapter leaves an action's effect to its career, so a reader could not check it
    against the rules (round 11)."""
    changed = [s for s in action.stats.all()[:5] if any(tm.key == "war_action" for tm in s.terms)]
    if changed:
        line = " · ".join(
            t(
                "pt.action_stat",
                stat=t(f"stat_short.{s.name}"),
                value=s.value,
                bonus=_signed(sum(tm.value for tm in s.terms if tm.key == "war_action")),
            )
            for s in changed
        )
    else:
        line = _stats_line(action.stats, t)
    if odds and (not changed or action.stats.loyalty in changed):
        # right after its Loyalty, which ends the line: "Loy 10 (tient 91,7 %)"
        line += "\u00a0" + t("pt.action_holds", chance=t.percent(float(action.loyalty_chance)))
    return t("pt.action_bonus", line=line) if changed else line


def _signed(n: int) -> str:
    return f"+{n}" if n >= 0 else f"\u2212{-n}"


def side_classes(plan: BattlePlan) -> dict[str, str]:
    """Each army's marker, the same on the map, the rosters and the sheets: the first side
    a dark square, the second a pale outlined pill (apart in greyscale), further sides a
    colour of their own army."""
    order: list[str] = []
    for a in plan.armies:
        if a.side not in order:
            order.append(a.side)
    out = {}
    for i, a in enumerate(plan.armies):
        n = order.index(a.side)
        out[a.name] = f"side-{n}" if n < 2 else f"army-{i}"
    return out


def _breakdown(stat: Stat, how: str, t: Text, mark: Callable[[str], Markup] | None) -> Markup:
    """A stat's breakdown, ``Attaque 4 = 3 + 1 (maîtrise Chevalier, permanente)``, with
    ruling M9's mark when a leader's mastery is in it (the rules say a war action lasts
    a turn, not whether a mastery does: the kit reads it always on, round 9)."""
    said = Markup.escape(
        t("pt.breakdown", stat=t(f"stat.{stat.name}"), value=t.number(stat.value), how=how)
    )
    if mark is not None and any(term.key == "mastery" for term in stat.terms):
        return said + mark("M9")
    return said


def troop_sheet(
    troop: TroopPlan,
    plan: BattlePlan,
    numbers: Numbers,
    t: Text,
    gm: bool,
    own: bool = False,
    mark: Callable[[str], Markup] | None = None,
) -> dict[str, Any]:
    """One troop's card: its player's values; the odds and breakdowns on the GM's copy,
    the breakdowns also on the players' own troops' (``own``: their leaders' masteries
    are theirs to know). ``mark`` (``Kit.ruling``) sets a ruling's mark after a
    breakdown that follows one: a mastery always on is ruling M9's reading."""
    leader = troop.troop.leader
    row = troop.row
    if row.multiplier == 1:
        roll = t("pt.roll_dice", dice=row.dice)
    else:
        roll = t("pt.roll_cut", dice=row.dice, mult=row.multiplier)
    loyalty = troop.stats.loyalty.value
    refused = refused_duel_loyalty(troop.stats.loyalty)
    number = numbers[(troop.army, troop.name)]
    leader_line = (
        leader.name
        + (f" ({t('pt.pc')})" if leader.player else "")
        + "".join(f" · {m.label}" for m in leader.mastery)
        if leader
        else ""
    )
    where = where_text(troop, t)
    head = [t("pt.sheet_n", n=number), troop.army, t(f"type.{troop.troop.type}")]
    head += [t("pt.leads_army")] if troop.leads_army else []
    head += [t.pair(t("pt.stands"), where)] if where else []
    head += [t.pair(t("pt.leader"), leader_line)] if leader_line else []
    return {
        "source": source(troop.path, troop.army, troop.name),
        "back_label": troop.army,
        "blank": False,
        "mark": {"n": number, "side": side_classes(plan)[troop.army]},
        "number": t("pt.sheet_n", n=number),
        "name": troop.name,
        "army": troop.army,
        "type": t(f"type.{troop.troop.type}"),
        # a shooting troop's rule (``shooting``) says what the ranged type's help does,
        # and more: the sheet prints it once (round 9)
        "type_help": ""
        if troop.shoots and troop.troop.type == "ranged"
        else t(f"type_help.{troop.troop.type}"),
        "leads": troop.leads_army,
        "leader": leader_line,
        "where": where,
        "head": " · ".join(head),
        "stats": [_stat_box(s, t) for s in troop.stats.all()],
        # the GM's breakdowns on one line under the stats, where each has room to say
        # where its bonus comes from (in a stat's box it ran down five lines)
        "breakdowns": Markup(" · ").join(
            _breakdown(s, how, t, mark)
            for s in troop.stats.all()
            if (gm or own) and (how := breakdown(s, t, printed=True))
        ),
        "roll_label": t("pt.roll_start"),
        "dice": dice_text(row, t),
        "roll": roll,
        "hits": _hits(troop, t) if gm else "",
        "track": _track(troop, t),
        # the chance a test holds comes from the rules alone (2d6 against the Loyalty the
        # sheet prints): the players, who command these troops, read it too (round 16)
        "loyalty": t(
            "pt.loyalty_chance",
            loyalty=loyalty,
            chance=t.percent(float(troop.loyalty_chance)),
            fraction=fraction(troop.loyalty_chance),
        ),
        "refused": t(
            "pt.loyalty_refused",
            loyalty=refused,
            chance=t.percent(float(troop.loyalty_after_refusal)),
        ),
        "loyalty_fail": t("pt.loyalty_fail"),
        "tests_when": t("pt.tests_when"),
        "triggers": _triggers(troop, plan, t, gm),
        "events": _events(troop, plan, t, gm),
        "war_actions": [
            # the chance after a chief's war action: the rules alone on the printed
            # Loyalty, so the players' own sheets give it as the GM's (round 17)
            {"label": a.label, "line": _action_line(a, t, gm or own), "note": a.note}
            for a in troop.war_actions
        ],
        "war_actions_help": t("pt.war_actions_help"),
        # a box per turn of war beside each action, ticked when it is declared (its
        # effect lasts until the next declaration: the rules' step 1)
        "war_declared": war_declared(plan, t),
        "shooting": t("pt.shooting_rule", range=troop.stats.range.value) if troop.shoots else "",
        "ability": say(troop.troop.ability, t.lang) if troop.troop.ability else "",
        "fearsome": t("pt.fearsome") if troop.troop.fearsome else "",
        "notes": (troop.troop.notes or "") if gm else "",
        "write": {**ruled_labels(plan, t), "table": t("pt.orders_table", troop=troop.name)},
    }


ORDER_TURNS = 4
"""The most turns of war a sheet's orders space gives a column each (more would leave
each too narrow to write a move and a target in)."""


BAND_TURNS = 6
"""The most turns of war the foot band under a sheet's track gives a column each (a
losses' number and a war action's name still fit in pencil)."""


def ruled_labels(plan: BattlePlan, t: Text) -> dict[str, Any]:
    """The labels of a sheet's ruled spaces: under the played part, a box to tick when
    the troop refuses a duel (it loses 1 Loyalty, at most once that way: the rules'
    "Lancer un duel") and room for its war actions; under the read part, the turn's
    orders, a column for each turn of war when the battle says how many (at most
    :data:`ORDER_TURNS`)."""
    turns = plan.battle.turns
    return {
        "duel": t("pt.duel_refused_box"),
        "battle": t("pt.battle_actions"),
        # the foot band under the track: a row for the losses, a row for the war action,
        # a column a turn of war (blank columns, ``BAND_TURNS``, when the battle says no
        # number of turns or too many)
        "losses": t("pt.band_losses"),
        "war_action": t("pt.band_war_action"),
        # and a row for the turn's loyalty test, two boxes a turn: held, failed (round 15)
        "loyalty": t("pt.band_loyalty"),
        "band": (
            [t("pt.order_turn", n=n) for n in range(1, turns + 1)]
            if turns is not None and 0 < turns <= BAND_TURNS
            else [""] * ORDER_TURNS
        ),
        "notes": t("pt.sheet_notes"),
        "orders": t("pt.orders"),
        # where the orders' space is tall (a sheet on a whole page), a table: a row per
        # turn, a column per kind of order the rules' step 3 names (the move, the
        # attack, or another action instead)
        "table": t("pt.orders_table", troop=t("pt.orders_table_blank")),
        "heads": [t("pt.order_move"), t("pt.order_attack"), t("pt.order_other")],
        "turns": (
            [t("pt.order_turn", n=n) for n in range(1, turns + 1)]
            if turns is not None and turns <= ORDER_TURNS
            else []
        ),
    }


DECLARED_TURNS = 6
"""The most turns of war a war action gets a box each to tick as declared."""


def war_declared(plan: BattlePlan, t: Text) -> dict[str, Any]:
    """Beside each war action, a box per turn of war to tick when it is declared (none
    when the battle does not say how many turns, or more than :data:`DECLARED_TURNS`)."""
    turns = plan.battle.turns
    if turns is None or turns > DECLARED_TURNS:
        return {"label": "", "turns": []}
    return {"label": t("pt.war_declared"), "turns": [t.number(n) for n in range(1, turns + 1)]}


BLANK_FIELDS = ("number", "army", "type", "leader")
"""What a blank sheet's line about the troop asks for, in order."""
BLANK = "\x00"
"""Where a text leaves a blank to write in (``fill_in``)."""


def fill_in(text: str) -> Markup:
    """``text`` with its blank (:data:`BLANK`) drawn as a short rule to write on."""
    return escape(text).replace(BLANK, Markup('<span class="pt-fill-in"></span>'))


def blank_sheet(plan: BattlePlan, t: Text) -> dict[str, Any]:
    """A troop sheet to fill in, for a troop the war makes (half of a troop that divides,
    two that merge): the sheets' last page gets one rather than a bare half. The same
    boxes as a troop's sheet, empty: the line about the troop as fields to write in,
    the stats, the dice to roll, a track of empty boxes (its rows come with the look,
    ``halfpages``), and what makes any troop test loyalty."""
    title = t("pt.blank_troop")
    return {
        "source": source(("armies",), "", title),
        "back_label": plan.battle.name,
        "blank": True,
        "mark": {"n": "", "side": "blank"},
        "number": "",
        "name": title,
        "army": "",
        "head": " · ".join(t(f"pt.blank_{k}") for k in BLANK_FIELDS),
        "fields": [{"key": k, "label": t(f"pt.blank_{k}")} for k in BLANK_FIELDS],
        "stats": [
            {
                "label": t(f"stat.{name}"),
                "value": "",
                "sub": t(f"stat_unit.{name}") if t.has(f"stat_unit.{name}") else "",
            }
            for name in STAT_NAMES
        ],
        "roll_label": t("pt.roll_start"),
        "dice": "",
        "roll": t("pt.blank_roll", table=t("pt.cutting")),
        "hits": "",
        "track": {
            "by_unit": True,
            "groups": [],
            # a box per attack suffered, each holding a number: a merged troop's
            # hundreds of units fit where a box per unit would not (quick.war_reach)
            "help": t("pt.blank_track_help"),
            "test": "",
        },
        "loyalty": fill_in(t("pt.blank_loyalty", blank=BLANK)),
        "refused": "",
        "loyalty_fail": t("pt.loyalty_fail"),
        "tests_when": t("pt.tests_when"),
        "triggers": [t(f"trigger.{k}") for k in LOYALTY_TRIGGERS],
        "war_actions": [],
        "war_actions_help": "",
        "war_declared": {"label": "", "turns": []},
        "shooting": "",
        "ability": "",
        "fearsome": "",
        "type_help": t("pt.blank_troop_help"),
        "notes": "",
        "write": ruled_labels(plan, t),
    }
