"""The Promiterra quick reference: the seed's tables in our words, ready to print.

The game master's copy gives every chance (save, invasion, loyalty, the leaders' fate);
the players' copy keeps the rules and leaves the odds out.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from kitgen.charts import Bar, bars
from kitgen.i18n import Text
from kitgen.systems.promiterra.combat import (
    chance,
    cut,
    fate_chances,
    invasion_chance,
    loyalty_chance,
)
from kitgen.systems.promiterra.plan import BattlePlan
from kitgen.systems.promiterra.report import dice_text, range_text
from kitgen.systems.promiterra.stats import clamp
from kitgen.systems.promiterra.tables import (
    DICE_CUTTING,
    FATE_OUTCOMES,
    FATE_ROLLS,
    FORTIFICATION_LEVELS,
    FORTIFICATIONS,
    LOST_UNIT_CONDITIONS,
    LOYALTY_TRIGGERS,
    OTHER_ACTIONS,
    STAT_LIMITS,
    TERRAIN_CLASSES,
    TERRAINS,
    TURN_STEPS,
    Cut,
    FateRoll,
)

LOYALTY_LOW, LOYALTY_HIGH = STAT_LIMITS["loyalty"][0], clamp("loyalty", 99)
MELEE_EXAMPLE = ("attack", "defence", "riposte", "losses")
"""The seed's worked melee (10 light infantry against 5 heavy), step by step."""
CUTTING_COLUMNS = 4
"""The quick reference lays the dice-cutting table out in four column pairs, as the seed
does."""
ONE_EACH = 15
"""Up to this size a troop rolls one die per unit: the seed's first fifteen rows."""


def fraction(value: Fraction) -> str:
    return f"{value.numerator}/{value.denominator}"


def _fate_column(roll: FateRoll) -> str:
    dice = f"{roll.count if roll.count > 1 else ''}d{roll.sides}"
    return dice + (f"+{roll.plus}" if roll.plus else "")


def cutting_rows(reach: int) -> tuple[Cut, ...]:
    """The rows of the dice-cutting table a war whose largest troop can reach ``reach``
    units uses: up to that size's row, and to the row of the most hits that row can
    score (a defence pool is one die per hit)."""
    row = cut(max(1, reach))
    most = max(reach, row.dice * row.multiplier)
    return tuple(c for c in DICE_CUTTING if c.low <= most)


def _cutting(t: Text, rows: tuple[Cut, ...]) -> list[list[dict[str, str]]]:
    """The rows in column pairs, the seed's first fifteen (one die per unit) as one."""
    shown = [
        {"units": range_text(1, ONE_EACH, t), "dice": t("pt.one_each")},
        *(
            {"units": range_text(c.low, c.high, t), "dice": dice_text(c, t)}
            for c in rows
            if c.low > ONE_EACH
        ),
    ]
    per = -(-len(shown) // CUTTING_COLUMNS)
    columns = [shown[i * per : (i + 1) * per] for i in range(CUTTING_COLUMNS)]
    return [[col[i] for col in columns if i < len(col)] for i in range(per)]


def war_reach(plan: BattlePlan) -> int:
    """The largest troop this war can field: its largest, or the troops of one type in
    one army merged (a fusion joins two adjacent troops of the same type; merges may
    follow one another)."""
    sizes: dict[tuple[str, str], int] = {}
    for army in plan.armies:
        for troop in army.troops:
            key = (army.name, troop.troop.type)
            sizes[key] = sizes.get(key, 0) + troop.units
    return max(sizes.values(), default=1)


def _forts(t: Text) -> list[dict[str, Any]]:
    """Each level's save and invasion, with their chances in both copies: they come from
    the rules alone (a d6 against the level), no secret of the war (round 17)."""

    def odds(value: Fraction) -> str:
        return f" · {t.percent(float(value))}"

    return [
        {
            "level": level,
            "name": t(f"fort_level.{name}"),
            "examples": ", ".join(t(f"fort.{f.key}") for f in FORTIFICATIONS if f.level == level),
            "save": f"≤ {level}" + odds(chance(level)),
            "invasion": f"> {level}" + odds(invasion_chance(level)),
        }
        for level, name in FORTIFICATION_LEVELS.items()
    ]


def _fate_rows(t: Text, gm: bool) -> list[dict[str, Any]]:
    """Each total and its outcome; on the game master's copy, its exact chance in each of
    the six situations (None where the situation's roll cannot make it)."""
    chances = fate_chances()
    rows = []
    for o in FATE_OUTCOMES:
        cells: list[dict[str, str] | None] = []
        for r in FATE_ROLLS if gm else ():
            p = chances[r.key][o.total]
            cells.append({"fraction": fraction(p), "percent": t.percent(float(p))} if p else None)
        rows.append(
            {
                "total": o.total,
                "text": t(f"outcome.{o.key}") + ("\u00a0*" if o.starred else ""),
                "bonus": f"+{o.influence}" if o.influence else "",
                "cells": cells,
            }
        )
    return rows


def _halves(rows: list[dict[str, Any]]) -> list[list[dict[str, Any]]]:
    """The rows in two columns, the first the longer (short tables side by side)."""
    half = (len(rows) + 1) // 2
    return [rows[:half], rows[half:]]


def _loyalty_bars(t: Text) -> list[Bar]:
    """The chance to hold at each Loyalty, as bars on the whole scale (100 %)."""
    chances = {n: loyalty_chance(n) for n in range(LOYALTY_LOW, LOYALTY_HIGH + 1)}
    words = {float(p): f"{t.percent(float(p))} ({fraction(p)})" for p in chances.values()}
    return bars(
        [(t("pt.loyalty_n", n=n), float(p)) for n, p in chances.items()],
        lambda value: words[value],
        scale=1.0,
        strong="",
    )


def turn(t: Text) -> list[dict[str, Any]]:
    """An army's turn, step by step: the sequence of play, first in the kit, in two
    columns (each with the steps before it, to number on; CSS columns lay out slowly)."""
    steps = [{"title": t(f"step.{s}"), "help": t(f"step_help.{s}")} for s in TURN_STEPS]
    half = (len(steps) + 1) // 2
    return [{"before": 0, "steps": steps[:half]}, {"before": half, "steps": steps[half:]}]


def quick_reference(t: Text, gm: bool = True, reach: int | None = None) -> dict[str, Any]:
    """The rules on three pages; the chances (loyalty table, save and invasion, the
    leaders' fate) only on the game master's copy. The dice-cutting table stops at the
    rows a troop of ``reach`` units uses (the whole table when not given), and says in a
    sentence what lies beyond."""
    rows = DICE_CUTTING if reach is None else cutting_rows(reach)
    last = rows[-1].high
    return {
        "cutting": _cutting(t, rows),
        "cutting_beyond": t("pt.cutting_beyond", n=t.number(last)) if last else "",
        "cutting_columns": CUTTING_COLUMNS,
        "terrains": [
            {
                "cost": cost,
                "class": t(f"terrain.{name}"),
                "examples": ", ".join(t(f"terrain.{x.key}") for x in TERRAINS if x.cost == cost),
            }
            for cost, name in TERRAIN_CLASSES.items()
        ],
        "forts": _forts(t),
        "limits": [
            {
                "name": t(f"stat.{name}"),
                "min": low,
                "max": t("limit.unlimited") if high is None else high,
            }
            for name, (low, high) in STAT_LIMITS.items()
        ],
        "actions": [
            {"title": t(f"action.{a}"), "help": t(f"action_help.{a}")} for a in OTHER_ACTIONS
        ],
        "loyalty": _loyalty_bars(t) if gm else [],
        "triggers": [t(f"trigger.{k}") for k in LOYALTY_TRIGGERS],
        "fate_heads": [{"what": t(f"fate.{r.key}"), "roll": _fate_column(r)} for r in FATE_ROLLS],
        # where each army's columns start (winner, loser): a rule before each group
        "fate_groups": [
            i == 0 or r.winner != FATE_ROLLS[i - 1].winner for i, r in enumerate(FATE_ROLLS)
        ],
        "fate_rows": _fate_rows(t, gm),
        "fate_halves": _halves(_fate_rows(t, gm)),
        "lost": _halves(
            [{"face": face, "text": t(f"lost.{key}")} for face, key in LOST_UNIT_CONDITIONS]
        ),
        "melee_example": [t(f"melee_example.{k}") for k in MELEE_EXAMPLE],
    }
