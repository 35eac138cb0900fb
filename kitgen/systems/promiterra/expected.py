"""The game master's expected-losses pages: what each troop inflicts on each enemy troop.

A row per enemy troop, a column per fortification level the enemy may stand behind in
this battle (``levels_met``), each cell the mean units lost to one attack at full
strength with the dice cut (P5), in whole units; the cell where both stand at the start
is marked; then the riposte that attack draws, at each level the troop itself may stand
behind (its own start marked). Beside each row, two bars show the trade at the start at
a glance: losses inflicted (dark) and suffered in riposte (grey). Under it, the same
troop engaging each enemy troop and both fighting on to the end (ruling M10): each
side's chance, then within the battle's own length where it is known, how many
exchanges, the units left, and a word where the enemy is a source of fear (the troop
must hold against it first).
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from kitgen.charts import bars
from kitgen.engagement import Engagement
from kitgen.engagement_words import engagement_numbers
from kitgen.i18n import Text
from kitgen.systems.promiterra.battlefield import LEVELS
from kitgen.systems.promiterra.pairings import by_pair
from kitgen.systems.promiterra.plan import BattlePlan, TroopPlan
from kitgen.systems.promiterra.report import dice_text, whole
from kitgen.systems.promiterra.sheets import Numbers
from kitgen.systems.promiterra.sides import PRUNE

EXCHANGES_A_TURN = 2
"""A turn of war is two exchanges for a pair of troops: each army plays its turn once."""

TRADE_INK = ("#1d1a16", "#a89b85")
"""The two bars: losses inflicted (ink) and suffered (a light grey), apart in greyscale."""


def cut_losses(cut: Fraction | float, t: Text) -> str:
    """The losses with the dice cut, as the sheets tell the GM to roll them, in whole
    units: one number a cell (two, "6 / 5" rolling every die then with the dice cut,
    were misread; the page's key says which it prints)."""
    return whole(cut, t)


def _trade_style(hit: str, back: str) -> str:
    """The two bars as the cell's own background (one box, not two: a page of them lays
    out faster), each a gradient with a hard stop at its length."""
    layers = ", ".join(
        f"linear-gradient(to right, {ink} {width}, transparent {width})"
        for ink, width in zip(TRADE_INK, (hit, back), strict=True)
    )
    return (
        f"background-image: {layers}; background-repeat: no-repeat; "
        "background-size: 90% 1.8mm, 90% 1.8mm; "
        "background-position: 1mm 1mm, 1mm 3.2mm"
    )


def battle_exchanges(plan: BattlePlan) -> int | None:
    """The most exchanges two troops can trade in this battle (two a turn of war), or
    None when the battle file does not say how many turns it lasts."""
    turns = plan.battle.turns
    return turns * EXCHANGES_A_TURN if turns else None


def capped(said: str, value: float | None, most: int | None, t: Text, past: bool = False) -> str:
    """An exchanges figure as printed: ``> 6`` where it runs past the battle's own
    length (``most`` exchanges), else as said; ``past``: a figure without a value (None)
    is past every exchange followed, so past the battle's length too."""
    if most is None:
        return said
    if (value is None and past) or (value is not None and value > most):
        return "> " + t.number(most)
    return said


def within_battle(fight: Engagement, most: int | None) -> tuple[float, float, float] | None:
    """Each side's chance to win within the battle's ``most`` exchanges, and the chance
    both still stand after them (a fight ended with both out at once is in neither);
    None when the battle's length is not known or the fight was not followed that far."""
    if most is None or not fight.ends or (len(fight.ends) < most and fight.rest > 1e-9):
        return None
    first = sum(row[0] for row in fight.ends[:most])
    second = sum(row[1] for row in fight.ends[:most])
    ended = sum(sum(row) for row in fight.ends[:most])
    return first, second, max(0.0, 1.0 - ended)


def within_text(chance: float, whole_fight: float, t: Text) -> str:
    """A side's chance to win within the battle, as the kit prints it. The engine stops
    following a state less likely than ``sides.PRUNE`` (1e-17), so a 0 it returns there
    is no proof: the chance reads "< 0,1 %", as every chance too small to print does.
    "0 %" only beside the same side's "0 %" over the whole fight."""
    if chance <= 0.0 and whole_fight > 0.0:
        return t.percent(PRUNE)
    return t.percent(chance)


VERDICT_SURE = 0.99
"""From this chance on, a side is all but sure to win (the verdict says so in words)."""
VERDICT_EVEN = 0.1
"""Two sides whose chances are closer than this are even (the verdict says so), when few
fights are left undecided (``VERDICT_OPEN``)."""
VERDICT_OPEN = 0.2
"""A fight left undecided this often or more is not "even", however close the sides."""
VERDICT_UNDECIDED = 0.3
"""No side winning most of the time, a fight left undecided this often or more within
the battle reads "often undecided" rather than a side's few tenths."""


def favoured(
    mine: float, theirs: float, undecided: float = 0.0, most: int | None = None
) -> str | None:
    """The side a verdict favours ("troop" or "enemy"), or None when it says even or
    often undecided (the same thresholds as ``verdict``)."""
    chance = max(mine, theirs)
    if chance < VERDICT_SURE:
        if abs(mine - theirs) < VERDICT_EVEN and undecided < VERDICT_OPEN:
            return None
        if chance < 0.5 and undecided >= VERDICT_UNDECIDED and most is not None:
            return None
    return "troop" if mine >= theirs else "enemy"


def verdict(
    mine: float, theirs: float, t: Text, undecided: float = 0.0, most: int | None = None
) -> str:
    """A matchup in a few plain words, from the chances printed beside it: within the
    battle's ``most`` exchanges where it is known (``undecided``: both still standing
    then), else over the fight to its end. Which side is favoured and how often it wins,
    in tenths (the likelier side's chance, rounded, at most 9 in 10 short of all but
    sure); even when the sides are close and few fights stay undecided; "often
    undecided" when no side wins most of the time and many fights outlast the battle."""
    side = favoured(mine, theirs, undecided, most)
    chance = max(mine, theirs)
    if side is None:
        if abs(mine - theirs) < VERDICT_EVEN and undecided < VERDICT_OPEN:
            return t("pt.verdict_even")
        return t("pt.verdict_undecided", n=t.number(most or 0))
    if chance >= VERDICT_SURE:
        return t(f"pt.verdict_sure_{side}")
    tenths = min(9, max(1, round(chance * 10)))
    return t(f"pt.verdict_{side}", n=tenths)


def _chances(fight: Engagement, most: int | None) -> tuple[float, float, float, int | None]:
    """The chances a verdict reads: within the battle's length, the war's turns (a
    fight to the end may run past them), or over the fight to its end where the
    battle's length is not known."""
    chances = within_battle(fight, most)
    if chances is None:
        return fight.win[0], fight.win[1], 0.0, None
    return chances[0], chances[1], chances[2], most


def matchup_verdict(fight: Engagement, most: int | None, t: Text) -> str:
    """A matchup's verdict (``verdict``) from the chances it reads (``_chances``); a
    fight not followed says why instead, and an approximate one says so."""
    if not fight.followed:
        return t(f"fight.verdict.{fight.cut_short}")
    mine, theirs, undecided, within = _chances(fight, most)
    return verdict(mine, theirs, t, undecided=undecided, most=within)


def strike_order_notes(sections: list[dict[str, Any]], t: Text) -> None:
    """Where a pair of troops' two verdicts (each on its own sheet, the sheet's troop
    striking first) both favour the side striking first, or both the side striking
    second, say so under the later sheet's verdicts (where the pair is met again), a line
    a way: they read as contradicting each other otherwise (round 21b, 2). The enemy
    troops named, with their sheets."""
    sheet = {(s["army"], s["name"]): s for s in sections}
    for s in sections:
        ways: dict[str, list[str]] = {}
        for f in s["fights"]:
            theirs = sheet.get((f["army"], f["name"]))
            back = next(
                (
                    b
                    for b in (theirs["fights"] if theirs else ())
                    if (b["army"], b["name"]) == (s["army"], s["name"])
                ),
                None,
            )
            # said on the later sheet of the two, where the reader meets the pair again
            if theirs is None or back is None or f["favoured"] is None or theirs["n"] > s["n"]:
                continue
            if f["favoured"] != back["favoured"]:
                continue
            way = "first" if f["favoured"] == "troop" else "second"
            ways.setdefault(way, []).append(t("pt.strike_pair", enemy=f["name"], n=theirs["n"]))
        s["strike_notes"] = [
            t(f"pt.strike_{way}", pairs=", ".join(pairs)) for way, pairs in sorted(ways.items())
        ]


def levels_met(plan: BattlePlan) -> tuple[int, ...]:
    """The fortification levels this battle's troops can meet: none, and those its map's
    cells (or, without a map, its troops' starting places) give; every level when the
    battle has neither a map nor a fortified troop (the game master may build one)."""
    found = {c.level for c in plan.cells} if plan.map else set()
    found |= {tr.level for tr in plan.troops()}
    if not found - {0} and plan.map is None:
        return LEVELS
    return tuple(lv for lv in LEVELS if lv == 0 or lv in found)


def expected_losses(
    troop: TroopPlan, plan: BattlePlan, numbers: Numbers, t: Text
) -> dict[str, Any]:
    """What ``troop`` inflicts on each enemy troop at every fortification level, and the
    riposte it draws (the game master's copy only)."""
    army = next(a for a in plan.armies if a.name == troop.army)
    several = len(plan.enemies_of(army)) > 1
    rows: list[dict[str, Any]] = []
    fights: list[dict[str, Any]] = []
    trade: list[tuple[float, float]] = []  # losses inflicted and suffered at the start
    engaged = by_pair(plan)
    met = levels_met(plan)
    most = battle_exchanges(plan)
    for enemy in plan.enemies_of(army):
        for other in enemy.troops:
            fight = engaged[(troop.army, troop.name, other.army, other.name)].engagement
            said = engagement_numbers(fight, t, bare=True)
            chances = within_battle(fight, most)
            fights.append(
                {
                    "name": other.name,
                    # the matchup in words, over the section's grids (round 21, 1), from
                    # the chances within the battle's length (round 21b, 1)
                    "verdict": matchup_verdict(fight, most, t),
                    "followed": fight.followed,
                    "approximate": fight.followed and not fight.exact,
                    "favoured": favoured(*_chances(fight, most)),
                    "army": other.army,
                    "fear": t("pt.fights_fear") if other.troop.fearsome else "",
                    "mine": said["first"],
                    "theirs": said["second"],
                    # the mean as printed (one decimal): "6,0" stays, "6,4" reads "> 6"
                    "mean": capped(
                        said["mean"], None if fight.mean is None else round(fight.mean, 1), most, t
                    ),
                    "p50": capped(said["p50"], fight.within(0.5), most, t, past=True),
                    "p90": capped(said["p90"], fight.within(0.9), most, t, past=True),
                    "left_mine": whole(fight.left[0], t) if fight.followed else "—",
                    "left_theirs": whole(fight.left[1], t) if fight.followed else "—",
                    # the battle's own length, not the fight to its end (round 14)
                    "battle": chances,
                    # each side's chance within it, a column of its own (round 15)
                    "battle_mine": within_text(chances[0], fight.win[0], t) if chances else "—",
                    "battle_theirs": (
                        within_text(chances[1], fight.win[1], t) if chances else "—"
                    ),
                }
            )
            m = plan.matchup(troop, other)
            back = plan.matchup(other, troop)
            assert m is not None and back is not None
            cells = [
                {"losses": cut_losses(e.dice_cut, t), "now": m.now == e.level}
                for e in m.levels
                if e.level in met
            ]
            start = m.levels[m.now or 0]
            if m.riposte:
                mine = back.levels[back.now or 0]
                riposte = cut_losses(mine.dice_cut, t)
                trade.append((float(start.dice_cut), float(mine.dice_cut)))
                # the riposte at each level the troop itself may stand behind
                ripostes = [
                    {"losses": cut_losses(e.dice_cut, t), "now": back.now == e.level}
                    for e in back.levels
                    if e.level in met
                ]
            else:
                riposte = t("pt.no_riposte")
                trade.append((float(start.dice_cut), 0.0))
                ripostes = []
            rows.append(
                {
                    "name": other.name,
                    "sub": (f"{enemy.name} · " if several else "")
                    + f"{t.number(other.units)} · {t('stat_short.defense')}\u00a0"
                    f"{other.stats.defense.value}",
                    "cells": cells,
                    "riposte": riposte,
                    "ripostes": ripostes,
                }
            )
    for row, losses in zip(rows, trade, strict=True):
        row["trade_losses"] = losses
    section: dict[str, Any] = {"rows": rows}
    share_scale([section], t)  # its own scale; the kit shares one (the presenter)
    return {
        "number": t("pt.sheet_n", n=numbers[(troop.army, troop.name)]),
        "n": numbers[(troop.army, troop.name)],
        "name": troop.name,
        "army": troop.army,
        "attacks": t(
            "pt.expected_attacks",
            dice=dice_text(troop.row, t),
            units=t.plural("pt.n_units", troop.units),
            attack=troop.stats.attack.value,
        ),
        "shooting": t("pt.shooting", range=troop.stats.range.value) if troop.shoots else "",
        # a shooter's fights to the end are fought at contact, riposte included: its
        # table says so (the shooting line above it is about the losses table)
        "fights_title": t("pt.fights_contact") if troop.shoots else t("pt.fights"),
        "fights_key": t("pt.fights_contact_key") if troop.shoots else t("pt.enemy"),
        # the chances within the battle's length, where the battle gives it (round 15)
        "battle_head": t("pt.fights_in_battle", n=t.number(most)) if most else "",
        "levels": [t("pt.open_short") if lv == 0 else str(lv) for lv in LEVELS if lv in met],
        "met": [lv for lv in LEVELS if lv in met],
        "trade_key": t("pt.trade_key"),
        "scale": section["scale"],
        "scale_end": section["scale_end"],
        "rows": rows,
        "fights": fights,
    }


def share_scale(sections: list[dict[str, Any]], t: Text) -> None:
    """Draw every section's "at the start" bars on one scale, the largest loss of all the
    sections given (the kit's every sheet: sheets then compare by eye)."""
    trade = [row["trade_losses"] for s in sections for row in s["rows"]]
    scale = max((max(pair) for pair in trade), default=0.0)
    inflicted = bars([(str(i), hit) for i, (hit, _) in enumerate(trade)], str, scale=scale)
    suffered = bars([(str(i), back) for i, (_, back) in enumerate(trade)], str, scale=scale)
    rows = [row for s in sections for row in s["rows"]]
    for row, hit_bar, back_bar in zip(rows, inflicted, suffered, strict=True):
        row["trade"] = {"hit": hit_bar.width, "back": back_bar.width}
        row["trade_style"] = _trade_style(hit_bar.width, back_bar.width)
    for section in sections:
        section["scale"] = whole(scale, t)
        # the scale's end in units, not a bare figure (round 20, 1)
        section["scale_end"] = t("pt.trade_scale", n=section["scale"])


def worked_reading(sheet: dict[str, Any], t: Text) -> str:
    """The first row of the first table, read out in words: how every row reads."""
    row = sheet["rows"][0]
    where = [
        t("pt.read_open", n=c["losses"]) if lv == 0 else t("pt.read_level", n=c["losses"], lv=lv)
        for lv, c in zip(sheet["met"], row["cells"], strict=True)
    ]
    said = t(
        "pt.read_row",
        number=sheet["number"],
        troop=sheet["name"],
        enemy=row["name"],
        losses=", ".join(where),
    )
    no_riposte = row["riposte"] == t("pt.no_riposte")
    said += " " + (
        t("pt.read_no_riposte") if no_riposte else t("pt.read_riposte", n=row["riposte"])
    )
    f = next((f for f in sheet["fights"] if f["followed"]), None)
    if f is not None:  # a fight not followed has no numbers to read
        said += " " + t(
            "pt.read_fight",
            wins=f["mine"],
            loses=f["theirs"],
            mean=f["mean"],
            mine=f["left_mine"],
            theirs=f["left_theirs"],
        )
    return said
