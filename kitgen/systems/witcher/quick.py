"""The Witcher kit's quick reference: the tables of seed 000, cut to what the battle meets.

A GM at the table looks a number up in a table of the rows the battle can meet: the
troop types of its troops, the officers' ranks it names (and the one the officers' table
gives its size of battle), its own size of battle. The rows it never meets are left out,
and a line under each cut table says where the whole of it is (the rules' appendices).
:func:`quick_reference` without a :class:`Reach` gives every row: the tables themselves
live in ``tables`` whole, and are checked against the seed there.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from kitgen.i18n import Text
from kitgen.systems.witcher.report import margin_text
from kitgen.systems.witcher.rules import BattlePlan, troop_sd, troop_tier
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


@dataclass(frozen=True, slots=True)
class Reach:
    """The rows of the rules' tables a battle can meet, by their keys."""

    tiers: frozenset[str]
    """The troop-type rows its troops stand at: by their type, or by their SD."""
    ranks: frozenset[str]
    """The officers' ranks it names, and the rank the officers' table gives its size."""
    sizes: frozenset[str]
    """Its size of battle: every size where the copy does not know it (the players'
    copy of a battle whose SR the GM announces)."""


def battle_reach(plan: BattlePlan, size_known: bool) -> Reach:
    """What ``plan`` meets of the tables. The players' copy is computed without the
    secret troops, so its reach counts only the troops it shows; where it does not know
    the battle's size, it keeps every size, and the rank of none."""
    troops = [troop for army in plan.armies for troop in army.army.troops]
    sds = {troop_sd(troop) for troop in troops}
    typed = {tier.key for troop in troops if (tier := troop_tier(troop)) is not None}
    officers = [
        officer
        for army in plan.armies
        for officer in (army.army.commander, *army.army.seconds)
        if officer is not None
    ]
    ranks = {officer.rank for officer in officers if officer.rank}
    sizes = {size.key for size in ENGAGEMENT_SIZES}
    if size_known:
        sizes = {plan.size.key}
        ranks |= {rank.key for rank in OFFICER_RANKS if rank.battle_size == plan.size.key}
    return Reach(
        tiers=frozenset(tier.key for tier in TROOP_TIERS if tier.sd in sds or tier.key in typed),
        ranks=frozenset(ranks),
        sizes=frozenset(sizes),
    )


def band_range(band: CasualtyBand) -> str:
    """A casualty band's percentages, ``8–18 (15)``; both pages that print the range
    write it one way."""
    return f"{band.pct_min}–{band.pct_max} ({band.quick})"


def _row_value(row: TableRow, t: Text) -> str:
    joiner = " … " if row.span else " / "
    text = joiner.join(t.signed(v) for v in row.values)
    if row.per:
        text += " " + t(f"qr.per.{row.per}")
    if row.cap is not None:
        text += " " + t("qr.cap", cap=t.signed(row.cap))
    return text


def _elsewhere(kept: int, whole: int, what: str, t: Text) -> str:
    """The line under a cut table: where its other rows are; nothing under a whole one."""
    return t("qr.elsewhere", what=t(f"qr.other.{what}")) if kept < whole else ""


def quick_reference(t: Text, reach: Reach | None = None) -> dict[str, Any]:
    """The tables of seed 000 (``tables``), each row ready to print: every row, or those
    ``reach`` holds of the troop types, officers and engagement sizes, each cut table
    with the line that says where the rest is."""
    tiers = [tier for tier in TROOP_TIERS if reach is None or tier.key in reach.tiers]
    ranks = [rank for rank in OFFICER_RANKS if reach is None or rank.key in reach.ranks]
    sizes = [size for size in ENGAGEMENT_SIZES if reach is None or size.key in reach.sizes]
    size_rows = []
    for size in sizes:
        span = (
            t("qr.combatants_range", low=t.number(size.low), high=t.number(size.high))
            if size.high
            else t("qr.combatants_over", low=t.number(size.low - 1))
        )
        size_rows.append(
            {"label": f"{t(f'size.{size.key}')} ({span})", "sr": size.success_threshold}
        )
    return {
        "tiers": [{"label": t(f"tier.{tier.key}"), "sd": tier.sd} for tier in tiers],
        "tiers_elsewhere": _elsewhere(len(tiers), len(TROOP_TIERS), "tiers", t),
        "ranks": [
            {
                "rank": t(f"rank.{r.key}"),
                "battle": t(f"size.{r.battle_size}"),
                "tactique": r.tactique,
                "commandement": r.commandement,
            }
            for r in ranks
        ],
        "ranks_elsewhere": _elsewhere(len(ranks), len(OFFICER_RANKS), "ranks", t),
        "sizes": size_rows,
        "sizes_elsewhere": _elsewhere(len(sizes), len(ENGAGEMENT_SIZES), "sizes", t),
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
