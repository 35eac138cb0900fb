"""Promiterra plan -> template context: every string and number the kit prints.

Templates only lay these values out; all arithmetic happened in ``rules`` and the modules it
draws on, and all wording happens here or in ``kitgen.i18n``. The map and cell cards are
in ``cellview``, troop sheets and expected losses in ``sheets`` (laid two to a page by
``halfpages``), the quick reference in ``quick``.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from markupsafe import Markup

from kitgen import scenario, secrets
from kitgen.cards import Kit
from kitgen.i18n import Text
from kitgen.marks import marked, xref
from kitgen.prose import say
from kitgen.render import PAGE_MARGINS
from kitgen.report import exact
from kitgen.systems.promiterra.battlefield import cell_name, neighbours
from kitgen.systems.promiterra.cellview import cell_deck, field_values, ghost_rows, map_values
from kitgen.systems.promiterra.expected import (
    battle_exchanges,
    expected_losses,
    share_scale,
    strike_order_notes,
    worked_reading,
)
from kitgen.systems.promiterra.halfpages import set_type, two_to_a_page
from kitgen.systems.promiterra.plan import ArmyPlan, BattlePlan, TroopPlan
from kitgen.systems.promiterra.quick import quick_reference, turn, war_reach
from kitgen.systems.promiterra.report import dice_text, where_text
from kitgen.systems.promiterra.sheets import Numbers, blank_sheet, side_classes, troop_sheet
from kitgen.systems.promiterra.sides import POINTS


def context(plan: BattlePlan, t: Text, kit: Kit) -> dict[str, Any]:
    """The kit's values. The players' copy is computed from the battle without its secret
    troops (``kitgen.secrets``); it leaves out the notes, warnings, odds and breakdowns,
    and gives a box to write in each army value it may not print (``Kit.figure``)."""
    battle = plan.battle
    gm = kit.gm
    troops = numbered(plan)
    numbers = {(tr.army, tr.name): n for n, tr in enumerate(troops, start=1)}
    # the rulings' marks are numbered in the order of the pages: the turn (the second
    # page) first
    steps = _turn(t, kit)
    cells = cell_deck(plan, numbers, t, kit)
    expected = [expected_losses(tr, plan, numbers, t) for tr in troops] if gm else []
    share_scale(expected, t)  # one scale for the whole kit's "at the start" bars
    strike_order_notes(expected, t)  # pairs whose verdicts favour one striking order
    assume = fights_assume(plan, t)
    mark = kit.ruling if gm else None
    values = {
        "title": battle.name,
        "author": say(battle.author, t.lang),
        "system_title": t("system.promiterra"),
        "notes": say(battle.notes, t.lang) if gm else "",
        "scenario": scenario.present(battle, t),
        "sides": [_side(a, plan, numbers, t, kit) for a in plan.armies],
        "field": _field(plan, numbers, t, kit),
        "warnings": [kit.warning(w) for w in plan.warnings] if gm else [],
        "armies": [_army(a, plan, numbers, t, kit) for a in plan.armies],
        "map": map_values(plan, numbers, t, kit.settings.sheet, _blank_cards(cells)),
        "cell_deck": cells,
        "troop_deck": _troop_deck(
            # a mastery's mark (ruling M9) on the GM's sheets: the players' quick
            # reference page holds no more rulings than it lists now
            [
                troop_sheet(tr, plan, numbers, t, gm, own=kit.known(tr.army), mark=mark)
                for tr in troops
                if sheet_shown(tr, kit)
            ],
            blank_sheet(plan, t),
            kit,
            (plan.map.width, len(plan.map.rows)) if plan.map else None,
            ghost_rows(plan, t),
        ),
        "expected": expected,
        "expected_pages": _expected_pages(expected, kit, t) if expected else [],
        "leaders": _leaders(troops, numbers, t) if gm else [],
        # the rulings' marks numbered in the order of the pages: the expected losses,
        # then the leaders' fate
        # how to read the odds pages: two lines at the top, then how a row reads and the
        # columns; what the fights to the end mean and assume comes below the first
        # sheet's per-exchange table, over the first fights table (round 17)
        "expected_howto": _expected_howto(t, plan) if expected else "",
        # (computed here, in the dict's order: the mark of M10 keeps its number)
        "expected_intro": (intro := _expected_intro(expected, t, kit, plan) if expected else [])[
            :2
        ],
        "expected_fights_help": [*intro[2:], assume, *_approximate(expected, t, kit)]
        if expected
        else [],
        "turn": steps,
        "roster_key": _roster_key(t, gm),
        "quick": {
            **quick_reference(t, gm, war_reach(plan)),
            # the seed's "aucune de vos unités" read troop by troop (ruling M13)
            "fate_starred": kit.sentence_end(Markup(t("pt.fate_starred")), "M13"),
            "loser_present": t("pt.fate_loser_present") + kit.ruling("M5"),
        },
        # the page whose end carries the rulings' note, where page 1 says the marks lead
        # (kitgen.render.compose)
        # named by its first heading: the terrain costs in the GM's copy (its leaders'
        # fate has the next page to itself), the loyalty rule in the players' (round 22:
        # its columns balanced, the rule opens the page)
        "rulings_page": t("pt.terrain_costs") if gm else t("stat.loyalty"),
        "rulings_anchor": RULINGS_ANCHOR,
        "expected_anchor": EXPECTED_ANCHOR,
        "turn_anchor": TURN_ANCHOR,
    }
    if kit.cited:
        # page 1's sentence with the page's number after its title (kitgen.marks.xref)
        # the block by its own title ("Arbitrages"), at the end of that page (round 11)
        page = xref(t("page_named", title=t("rulings.title")), RULINGS_ANCHOR)
        values["rulings_where"] = marked(t, kit, "pt.rulings_where", page=page)
    return values


def sheet_shown(troop: TroopPlan, kit: Kit) -> bool:
    """Whether this copy prints ``troop``'s sheet: the GM's copy every troop's; the
    players' copy, where ``players_army:`` names their army, that army's troops' alone
    (the others stay on the rosters and the map, with their numbers, without a sheet to
    play them on); without ``players_army:``, every troop's."""
    return kit.gm or kit.players is None or troop.army == kit.players


RULINGS_ANCHOR = "pt-terrain-costs"
"""The ``id`` of the heading of the page whose end carries the rulings' note."""
TURN_ANCHOR = "pt-army-turn"
"""The ``id`` of the heading of the box "An army's turn", which page 1 points to."""
EXPECTED_ANCHOR = "pt-expected"
"""The ``id`` of the first expected losses page's heading, where the fights' assumptions
are said."""


def _turn(t: Text, kit: Kit) -> list[dict[str, Any]]:
    """The army's turn in two columns (``quick.turn``), the movement step saying how a
    diagonal step counts and whether a cell dearer than the whole Movement can be
    entered (rulings M11, M12: the rules leave both open)."""
    columns = turn(t)
    mark = kit.ruling("M11")
    dear = kit.ruling("M12")
    for col in columns:
        for step in col["steps"]:
            if step["title"] == t("step.move"):
                step["help"] = (
                    Markup.escape(step["help"])
                    + " "
                    + t("pt.diagonal")
                    + mark
                    + " "
                    + t("pt.dear_cell")
                    + dear
                )
    return columns


def _roster_key(t: Text, gm: bool) -> str:
    """The legend under the armies' tables: the stats' short names, the dice column and,
    on the GM's copy, the loyalty column."""
    keys = [t("pt.roster_key"), t("pt.col_dice_key", page=t("pt.cutting"))]
    if gm:
        keys.append(t("pt.col_loyalty_key"))
    return " ".join(keys)


TURNS = 6
"""The turn track's turns on the first page when the battle file does not say how many
turns the battle lasts (``Battle.turns``)."""


VALUE_LINES = 2
"""The most armies whose turn track also gives, at each turn, a line to write what the
army is still worth (the loyalty test for an army's value weighs it against the enemy's):
past it, on half the page's width, the line and its unit wrap under the box."""


def _field(plan: BattlePlan, numbers: Numbers, t: Text, kit: Kit) -> dict[str, Any]:
    """The first page's drawing of the field: the map reduced, with each troop where it
    starts (None without a map), and the turn of war: what it is, and a box for each
    army at each turn to tick, the armies in the order of the battle file; with two
    armies, a line beside each box to note what the army is still worth, under a first
    row of what each is worth at the start (where this copy may print it)."""
    grid = field_values(plan, numbers, t)
    sides = side_classes(plan)
    last = plan.battle.turns
    turns = last or TURNS
    values = len(plan.armies) <= VALUE_LINES
    allied = len({a.side for a in plan.armies}) < len(plan.armies)
    allies = t("pt.war_turn_allies") if allied else ""
    return {
        "map": grid,
        "title": t("pt.field"),
        "help": t("pt.field_help", page=t("pt.map")),
        "turn_title": t("pt.war_turn"),
        # the box by its title, its page after it (kitgen.marks.xref, round 14)
        "turn_help": marked(
            t,
            None,
            "pt.war_turn_help",
            page=xref(t("page_named", title=t("pt.turn")), TURN_ANCHOR),
            allies=allies,
        )
        + (" " + t("pt.war_turn_values") if values else ""),
        "values": values,
        "start_head": t("pt.turn_start"),
        "gold": t("pt.gold_unit"),
        "starts": [
            t("pt.value_gold", value=t.number(a.value)) if kit.known(a.name) else ""
            for a in plan.armies
        ],
        # beside each value, the value under which this army's own troops test their
        # loyalty (a third of the enemy's, P3): each column reads for its own army
        "third": t("pt.third_label"),
        # and, under the track, how to find it at a later turn
        "third_key": t("pt.third_key") if values else "",
        "start_thirds": [
            exact(a.value_threshold, t)
            if plan.enemies_of(a) and all(kit.known(e.name) for e in plan.enemies_of(a))
            else ""
            for a in plan.armies
        ],
        "turn_head": t("pt.turn_n"),
        "armies": [{"name": a.name, "mark": sides[a.name]} for a in plan.armies],
        "turns": [
            {"n": t.number(n), "end": t("pt.turn_end") if n == last else ""}
            for n in range(1, turns + 1)
        ],
        # the battle's length said under the track, where the file gives it
        "end_help": _end_help(plan, t),
    }


def _end_help(plan: BattlePlan, t: Text) -> str:
    """The line under the turn track: how many turns the battle lasts, and, where the
    scenario has a victory, that it is judged at the end of the last; "" when the file
    does not say how long the battle lasts."""
    last = plan.battle.turns
    if not last:
        return ""
    scenario = plan.battle.scenario
    if scenario is not None and scenario.victory:
        return t("pt.war_turn_end", n=t.number(last), victory=t("scenario.victory"))
    return t("pt.war_turn_last", n=t.number(last))


def _side(army: ArmyPlan, plan: BattlePlan, numbers: Numbers, t: Text, kit: Kit) -> dict[str, Any]:
    """An army at a glance on the first page: who leads it, its troops and units, its
    value (where this copy may print it), whether it defends, what holds of its troops
    the whole war. The players' copy says only what its roster says."""
    leading = next((tr for tr in army.troops if tr.leads_army), None)
    lines = []
    if leading is not None and leading.troop.leader:
        lines.append(t("pt.side_leader", leader=leading.troop.leader.name, troop=leading.name))
    elif army.army.leader:
        lines.append(t("pt.side_leader_troop", troop=army.army.leader))
    strength = {
        "troops": t.number(len(army.troops)),
        "units": t.number(sum(tr.units for tr in army.troops)),
    }
    if kit.known(army.name):
        lines.append(t("pt.side_strength", **strength))
        # its worth, and what a unit lost takes off it, to follow it down the turns
        lines.append(
            t(
                "pt.side_value_losses",
                value=t.number(army.value),
                values=_loss_values(army, numbers, t),
            )
        )
    else:
        # the listed troops' count and worth are known (the roster's units and values
        # say them); the whole value is the GM's to give, as the army's box on p. 2
        # says (round 16), on a line of its own (round 18)
        value = t.number(army.value)
        lines.append(t("pt.side_strength_listed", value=value, **strength))
        lines.append(t("pt.side_value_listed"))
    if army.army.defending:
        lines.append(t("pt.side_defends"))
    for tr in army.troops:  # what the roster's line under a troop says (``_state``)
        if tr.troop.ailing:
            # the GM's copy alone says how likely the troop is to stay (players: unchanged)
            odds = _ailing_odds(tr, army, plan.battle.turns, t) if kit.gm else ""
            said = odds or t("pt.side_ailing", troop=tr.name)
            lines.append(_gm_only(said, army, t, kit))
        if tr.troop.fearsome:
            lines.append(t("pt.side_fearsome", troop=tr.name))
    players = secrets.players_army(plan.battle)
    return {
        "name": army.name,
        "role": t("pt.side_players") if players == army.name else "",
        "lines": lines,
    }


def _loss_values(army: ArmyPlan, numbers: Numbers, t: Text) -> str:
    """What a unit lost takes off its army's value, to follow the army's worth down the
    turns: the army is worth its troops' units times their Value (the rules' "Valeur":
    gold a unit), so each unit lost takes its troop's Value off; the troops said by their
    sheets' numbers, those of one Value together, in the order of their numbers."""
    by_value: dict[int, list[int]] = {}
    for tr in sorted(army.troops, key=lambda tr: numbers[(tr.army, tr.name)]):
        by_value.setdefault(tr.stats.value.value, []).append(numbers[(tr.army, tr.name)])
    parts = [
        t(
            "pt.loss_value_sheets" if len(ns) > 1 else "pt.loss_value_sheet",
            value=t.number(value),
            sheets=",\u00a0".join(t.number(n) for n in ns),
        )
        for value, ns in by_value.items()
    ]
    return " · ".join(parts)


BALANCE_GONE = Fraction(1, 4)
"""An ailing troop still on the field at the last turn's start less often than this is
said, on the GM's first page, to leave its army fighting mostly without it."""


def ailing_odds(troop: TroopPlan, army: ArmyPlan, turns: int | None) -> list[tuple[int, Fraction]]:
    """The chance an ailing troop is still on the field at the start of turns 2 and 3
    (those the battle has; both when it says none), exact: it takes its loyalty tests at
    every one of its army's turns from the first (P3: one for its sickness, one more
    while its side is worth less than a third of the enemy's), any failed and it flees.
    Its other tests (fear, losses, its leader gone) depend on the war and are left out."""
    tests = 1 + int(army.tests_for_value)
    each = troop.loyalty_chance**tests
    last = min(turns or 3, 3)
    return [(turn, each ** (turn - 1)) for turn in range(2, last + 1)]


def _ailing_odds(troop: TroopPlan, army: ArmyPlan, turns: int | None, t: Text) -> str:
    """The GM's line on an ailing troop: a test a turn, its odds of staying
    (``ailing_odds``), and a plain word on balance when it most likely leaves before the
    last turn ("" when the battle has no turn 2)."""
    odds = ailing_odds(troop, army, turns)
    if not odds:
        return ""
    # said by the tests passed: on the field at turn n's start = passed those of turns 1..n-1
    first = "pt.side_ailing_turn_two" if army.tests_for_value else "pt.side_ailing_turn"
    said = "".join(
        t(key, n=t.number(n - 1), p=t.percent(float(p)))
        for key, (n, p) in zip((first, "pt.side_ailing_next"), odds, strict=False)
    )
    line = t("pt.side_ailing_odds", troop=troop.name, turns=said)
    if odds[-1][1] < BALANCE_GONE:
        line += t("pt.side_ailing_balance")
    return line


def _leaders(troops: list[TroopPlan], numbers: Numbers, t: Text) -> list[dict[str, Any]]:
    """Each troop's leader, for the game master to note after the war the situation each
    rolls for, the roll and the outcome (a ruled table in the quick reference, before
    the leaders' fate)."""
    return [
        {
            "number": numbers[(tr.army, tr.name)],
            "name": tr.troop.leader.name,
            "troop": tr.name,
            # one pair of brackets: "(PJ · 1 · Garde du baron)", not "(PJ) (1 · ...)"
            "sub": " · ".join(
                ([t("pt.pc")] if tr.troop.leader.player else [])
                + [str(numbers[(tr.army, tr.name)]), tr.name]
            ),
        }
        for tr in troops
        if tr.troop.leader
    ]


SECTION_MM = (31.0, 9.5, 4.0)
"""An expected-losses section's height, estimated (mm): its headings, each enemy troop
(a row in each of its two tables), the line about shooting."""
INTRO_MM = 60.0
"""The expected-losses pages' heading and how to read them (mm, estimated)."""
KEY_MM = 4.5
"""The pointer to what the fights to the end assume, atop every page after the first (mm,
estimated: one line)."""
VERDICT_MM = (1.8, 7.2, 5)
"""A section's verdicts, estimated (mm): the box's margins, a line of them (the enemy
troop over its verdict), verdicts a line."""
STRIKE_MM = 7.2
"""A note under a section's verdicts on a pair's striking order (mm, estimated: two
lines, as many as the longest takes)."""
LOG_MM = 24.0
"""The least room a page of expected losses must have left to end in ruled room for
the combats played (mm, estimated: the label and two lines, and the estimate's slack)."""
LETTER_MM = 279.4
"""A Letter page's height: the tallest a page of expected losses is packed for."""
FOOT_MM = 12.0
"""What a page keeps under its text for the running foot (mm)."""


def _expected_pages(expected: list[dict[str, Any]], kit: Kit, t: Text) -> list[dict[str, Any]]:
    """The expected-losses sections page by page, as many as a page holds (the first
    page under the heading and how to read them, a taller page packed as a Letter
    one); a page with room left ends in ruled
    room for the combats played, so that its foot is for writing, not left blank."""
    # A4 packed as Letter: a kit's French and English copies keep the same pages
    room = min(kit.settings.sheet.height, LETTER_MM) - PAGE_MARGINS - FOOT_MM
    base, per_row, shooting = SECTION_MM
    pages: list[dict[str, Any]] = [{"sections": [], "used": INTRO_MM}]
    for section in expected:
        need = base + per_row * len(section["rows"]) + (shooting if section["shooting"] else 0)
        if section["fights"]:
            edge, line, across = VERDICT_MM
            need += edge + line * -(-len(section["fights"]) // across)
            need += STRIKE_MM * len(section.get("strike_notes", ()))
        if pages[-1]["sections"] and pages[-1]["used"] + need > room:
            pages.append({"sections": [], "used": 0.0})
        pages[-1]["sections"].append(section)
        pages[-1]["used"] += need
    # the first page's intro says what the fights assume; every later page points to it
    for page in pages[1:]:
        page["used"] += KEY_MM
    title = xref(t("page_named", title=t("pt.expected")), EXPECTED_ANCHOR)
    see = marked(t, None, "pt.fights_assume_see", title=title)
    return [
        {
            "sections": page["sections"],
            "log": room - page["used"] >= LOG_MM,
            "key": see if page is not pages[0] else "",
        }
        for page in pages
    ]


def _expected_howto(t: Text, plan: BattlePlan) -> Markup:
    """The odds pages' two lines at the top: what each sheet's two tables give (what a
    number is, said here rather than in a line of its own), and which chances the
    verdicts over them read (those within the battle's length, where it is known)."""
    said = Markup("<strong>{}</strong> ").format(t("pt.howto_lede")) + t(
        "pt.howto", fights=t("pt.fights")
    )
    most = battle_exchanges(plan)
    within = t("pt.fights_in_battle", n=t.number(most)) if most else t("pt.fights_wins")
    return said + " " + t("pt.howto_verdicts", within=within)


def _expected_intro(
    expected: list[dict[str, Any]], t: Text, kit: Kit, plan: BattlePlan
) -> list[Markup]:
    """How to read the expected-losses pages, a line each: the first row read out in
    words, the columns, the fights to the end (ruling M10: its mark, not its code, on
    the page) with the battle's own length, where the file gives it (a longer fight's
    figures print as ``> 6``)."""
    most = battle_exchanges(plan)
    length = (
        Markup(" ")
        + t("pt.fights_length", turns=t.number(plan.battle.turns or 0), n=t.number(most))
        if most
        else Markup("")
    )
    # the chances count a fight to its end; the columns beside them, within the
    # battle's length (round 15: every fight's, not the first one's in words)
    within = Markup(" ") + t("pt.fights_within", n=t.number(most)) if most else Markup("")
    return [
        Markup("<strong>{}</strong> ").format(t("pt.read_lede")) + worked_reading(expected[0], t),
        Markup(t("pt.expected_read_columns")),
        Markup(t("pt.expected_read_fights", mark=kit.ruling("M10"))) + length + within,
    ]


def fights_assume(plan: BattlePlan, t: Text) -> Markup:
    """What the fights to the end assume (ruling M10), with the dice as the engagement
    rolls them: cut throughout, or the fortification's save a die a hit under the house
    rule ``cut_fortification_dice: false`` (ruling M1's override)."""
    cutting = plan.battle.house_rules.cut_fortification_dice
    dice = t("pt.fights_dice_cut" if cutting else "pt.fights_dice_fort")
    return Markup(t("pt.fights_assume", dice=dice))


def _blank_cards(deck: dict[str, Any]) -> bool:
    """Whether the cell deck's last sheet is filled with cards to fill in."""
    laid = [f["card"] for s in deck.get("sheets", ()) for f in s["fronts"]]
    return any(card["blank"] for card in laid)


def numbered(plan: BattlePlan) -> list[TroopPlan]:
    """The troops in the order of their sheet numbers: those the players' copy shows
    first, in the file's order, then the secret ones. Each troop the players' copy shows
    thus has the same number in both copies, and the secret ones take the numbers after
    the last the players see (``kitgen.secrets.numbers``)."""
    troops = plan.troops()
    order = secrets.numbers(plan.battle, (tr.path for tr in troops))
    return sorted(troops, key=lambda tr: order[tr.path])


def _troop_deck(
    sheets: list[dict[str, Any]],
    blank: dict[str, Any],
    kit: Kit,
    grid: tuple[int, int] | None,
    ghost: list[list[dict[str, Any]]],
) -> dict[str, Any]:
    """The troop sheets, set as one family, two to a page by default (``halfpages``);
    the last sheet's empty places hold ``blank`` sheets to fill in; in duplex, each
    back the battlefield's grid, its terrain drawn light (``ghost``)."""
    set_type(sheets, kit, blank, grid, ghost)
    return two_to_a_page(kit.deck("troop_sheet", sheets), kit)


# --- GM page ----------------------------------------------------------------------------------


def _army(army: ArmyPlan, plan: BattlePlan, numbers: Numbers, t: Text, kit: Kit) -> dict[str, Any]:
    """An army on the first page, its troops in the order of their numbers. Its value is
    printed where this copy may print its figures (``Kit.known``: the GM's copy, and the
    players' for their own army), else a box to write it in; the gold, the special
    troops' share and the loyalty test for its value are the game master's."""
    gm = kit.gm
    sides = {a.side for a in plan.armies}
    troops = sorted(army.troops, key=lambda tr: numbers[(tr.army, tr.name)])
    return {
        "name": army.name,
        "mark": side_classes(plan)[army.name],
        "side": army.side if len(sides) < len(plan.armies) else "",
        "leader_troop": army.army.leader or t("pt.no_leader_troop"),
        "value": kit.figure(
            army.name,
            t("pt.value_gold", value=t.number(army.value)),
            "",  # the box follows the listed troops' worth, which names it ("listed")
            "pt.value_announced",
        ),
        # what the copy lists of an army it may not vouch for: its troops' own worth (the
        # roster's units and values say as much), the total the GM announces beside it
        "listed": "" if kit.known(army.name) else t("pt.value_listed", value=t.number(army.value)),
        # what the box is for: the players' own loyalty test for their army's value
        "why": "" if kit.known(army.name) else t("pt.value_why"),
        "books": _books(army, t) if gm else None,
        "defending": t("pt.defending") if army.army.defending else "",
        "notes": say(army.army.notes, t.lang) if gm else "",
        "state_span": 12 if gm else 11,  # the roster's columns after its numbers
        "troops": [
            {
                "number": numbers[(tr.army, tr.name)],
                "name": tr.name,
                "type": t(f"type_short.{tr.troop.type}"),
                "units": t.number(tr.units),
                "stats": [str(s.value) for s in tr.stats.all()],
                "loyalty": t.percent(float(tr.loyalty_chance)) if gm else "",
                "dice": dice_text(tr.row, t),
                "cell": where_text(tr, t),
                "leads": tr.leads_army,
                "state": _state(tr, plan, t, kit),
            }
            for tr in troops
        ],
    }


def _gm_only(line: str, army: ArmyPlan | str, t: Text, kit: Kit) -> str:
    """``line``, tagged "GM only" on the GM's copy when it tells a secret the players'
    copy leaves out (a troop's sickness outside the players' own army: ``ailing`` is its
    army's secret), as the scenario's events tag the GM's own."""
    name = army if isinstance(army, str) else army.name
    if not kit.gm or name == kit.players:
        return line
    return Markup('{} <span class="pt-gm-tag">{}</span>').format(line, t("scenario.gm_only"))


def _state(troop: TroopPlan, plan: BattlePlan, t: Text, kit: Kit) -> list[str]:
    """What holds of a troop the whole war and makes troops test loyalty: its sickness
    (the players' copy knows of it only for the players' own army: ``ailing`` is its
    army's secret, tagged so on the GM's copy), the fear it spreads: the cells next to it
    at the start, to check again every turn (troops move: no state that goes stale)."""
    state = []
    if troop.troop.ailing:
        ailing = t("pt.state_ailing", what=say(troop.troop.ailing, t.lang))
        state.append(_gm_only(ailing, troop.army, t, kit))
    if troop.troop.fearsome:
        state.append(t("pt.state_fearsome") + _fear_start(troop, plan, t, kit))
    return state


def _fear_start(source: TroopPlan, plan: BattlePlan, t: Text, kit: Kit) -> str:
    """Where a source of fear starts and the cells next to it then (diagonals too,
    ruling M11), and on the GM's copy which troops stand there (the players' copy
    leaves that out: a secret troop may); empty when it starts off the map."""
    if source.cell is None or plan.map is None:
        return ""
    near = set(neighbours(source.cell, len(plan.map.rows), plan.map.width))
    cells = ", ".join(cell_name(*c) for c in sorted(near))
    line = t("pt.fear_start", cell=cell_name(*source.cell), cells=cells)
    if kit.gm:
        there = [
            t("pt.fear_there", troop=tr.name, cell=cell_name(*tr.cell))
            for tr in plan.troops()
            if tr.cell in near and tr.cell is not None
        ]
        line += t("pt.fear_who", who=", ".join(there)) if there else t("pt.fear_nobody")
    return line + t("pt.fear_check")


def _books(army: ArmyPlan, t: Text) -> dict[str, str]:
    """The army's special troops' share and loyalty test for its value (its gold left of
    the budget is build detail: ``kitgen compute --json`` and ``check`` say it, round 14)."""
    enemy = army.enemy_value
    # its army's worth, with its allies' where it has some (side against side, ruling M6):
    # "son armée", never "son camp", a word the map gives the palisade camps
    whose = t("pt.whose_allied" if army.side_value != army.value else "pt.whose_alone")
    if army.tests_for_value:
        value_test = t(
            "pt.value_test_yes",
            whose=whose,
            value=t.number(army.side_value),
            enemy=t.number(enemy),
        )
    else:
        value_test = t(
            "pt.value_test_no",
            whose=whose,
            value=t.number(army.side_value),
            enemy=t.number(enemy),
            threshold=exact(army.value_threshold, t),
        )
    return {
        "special": t(
            "pt.special_share",
            special=t.number(army.special_units),
            units=t.number(army.units),
            third=t.number(army.special_limit),
        ),
        "value_test": value_test,
    }


def _approximate(expected: list[dict[str, Any]], t: Text, kit: Kit) -> list[Markup]:
    """What ``≈`` before a fight's chance means, once, where some sheet prints one (a
    troop of more than ``POINTS`` units, followed on that many sizes: ruling M10)."""
    if not any(f["approximate"] for s in expected for f in s["fights"]):
        return []
    return [marked(t, kit, "pt.approximate", n=t.number(POINTS))]
