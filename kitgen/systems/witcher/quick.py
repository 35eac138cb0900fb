"""The Witcher kit's quick reference: the tables of seed 000, whole, the battle's rows marked.

A GM at the table looks a number up in the rules' tables; the rows the battle can meet
(the troop types of its troops, the officers' ranks it names and the one the officers'
table gives its size of battle, its own size of battle) are set in bold on a tint, so
the eye lands on them, and the other rows stay for the battle that changes (reinforcements,
a commander who falls) and for the next one. :func:`quick_reference` without a
:class:`Reach` marks no row: the tables themselves live in ``tables`` whole, and are
checked against the seed there.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from kitgen.i18n import Text
from kitgen.systems.witcher.report import margin_text
from kitgen.systems.witcher.rules import BattlePlan, commander_bases, troop_sd, troop_tier
from kitgen.systems.witcher.tables import (
    BATTLE_CIRCUMSTANCES,
    CASUALTY_BANDS,
    CASUALTY_MODIFIERS,
    ENGAGEMENT_SIZES,
    OFFICER_RANKS,
    RANK_BY_KEY,
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
    """Its size of battle: none where the copy does not know it (the players' copy of a
    battle whose SR the GM announces)."""
    own_bases: tuple[tuple[str, int, int], ...] = ()
    """(name, Tactique, Commandement) of each officer whose bases are not his rank's row
    (a general who swaps them, values the file gives), so the table does not contradict
    his card."""
    own_side: bool = False
    """The copy knows only its own side's figures (the players'): its key says the marked
    rows are their side's, never "this battle's", which would speak of the enemy's."""
    size_ranks: frozenset[str] = frozenset()
    """The ranks marked only because the officers' table gives them the battle's size
    (no commander holds them): the officers' key says so."""
    means: tuple[tuple[int, str, tuple[tuple[str, int], ...]], ...] = ()
    """(SD, army, (troop, SD) of each troop averaged) of each main troop whose mean SD
    (ruling W4) marks a troop-type row no troop of the battle stands at (the Alliance's
    14, "men-at-arms", though none fights): the note under the table says why."""


def battle_reach(
    plan: BattlePlan, known: Callable[[str | None], bool], size_known: bool = False
) -> Reach:
    """What ``plan`` meets of the tables, as a copy that may print the figures ``known``
    allows (``Kit.known``): the troops and officers (phase leaders, reserve seconds) of
    the armies it knows, so the players' copy marks only their own side's rows, whatever
    the enemy hides; where it does not know the battle's size, it marks no size, and no
    rank for one; ``size_known``: the copy says the size all the same (the players' own
    headcount settles the ST), and marks it as the GM's does."""
    # only the armies this copy may print: a row marked for the enemy's troops or
    # officers would tell the players his SD, or his rank and so the battle's size
    seen = [army for army in plan.armies if known(army.army.name)]
    troops = [troop for army in seen for troop in army.army.troops]
    sds = {troop_sd(troop) for troop in troops}
    # the main troop's SD too (ruling W4: the mean of a mixed main troop's SDs), which no
    # one troop may stand at: the Alliance's SD 14
    sds |= {army.main.sd for army in seen}
    typed = {tier.key for troop in troops if (tier := troop_tier(troop)) is not None}
    # a row marked for a main troop's mean alone: say whose mean it is, and of what
    at_rows = {troop_sd(troop) for troop in troops}
    at_rows |= {tier.sd for tier in TROOP_TIERS if tier.key in typed}
    means = tuple(
        (army.main.sd, army.army.name, tuple((t.name, troop_sd(t)) for t in army.main.troops))
        for army in seen
        if army.main.sd not in at_rows and any(tier.sd == army.main.sd for tier in TROOP_TIERS)
    )
    officers = [phase.leader.commander for army in seen for phase in army.phases]
    officers += [second for army in seen for second in army.army.seconds if not second.phases]
    # a rank's row is marked for an officer who plays it; one whose bases are not its
    # row's (a general who swaps them) is named in the note under the table instead, so
    # the marked row and the note never say two things of one officer
    ranks: set[str] = set()
    own: dict[str, tuple[str, int, int]] = {}
    for officer in officers:
        if not officer.rank:
            continue
        tactique, commandement = commander_bases(officer)
        row = RANK_BY_KEY[officer.rank]
        if (
            tactique is not None
            and commandement is not None
            and (tactique, commandement) != (row.tactique, row.commandement)
        ):
            own.setdefault(officer.name, (officer.name, tactique, commandement))
        else:
            ranks.add(officer.rank)
    sizes: set[str] = set()
    sized: set[str] = set()
    if known(None) or size_known:
        sizes = {plan.size.key}
        sized = {rank.key for rank in OFFICER_RANKS if rank.battle_size == plan.size.key}
        sized -= ranks
        ranks |= sized
    return Reach(
        tiers=frozenset(tier.key for tier in TROOP_TIERS if tier.sd in sds or tier.key in typed),
        ranks=frozenset(ranks),
        sizes=frozenset(sizes),
        own_bases=tuple(own.values()),
        own_side=not known(None),
        size_ranks=frozenset(sized),
        means=means,
    )


def _ranks_key(reach: Reach | None, t: Text) -> str:
    """What the officers' table's marked rows are: the ranks of the commanders the copy
    knows (its side's on the players' copy), and the rank the battle's size gives where
    no commander holds it."""
    if reach is None or not reach.ranks:
        return ""
    key = "qr.ranks_own" if reach.own_side else "qr.ranks"
    return t(key + "_sized" if reach.size_ranks else key)


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


def quick_reference(t: Text, reach: Reach | None = None) -> dict[str, Any]:
    """The tables of seed 000 (``tables``), each row ready to print, whole: those
    ``reach`` holds of the troop types, officers and engagement sizes marked ``in_play``."""
    size_rows = []
    for size in ENGAGEMENT_SIZES:
        span = (
            t("qr.combatants_range", low=t.number(size.low), high=t.number(size.high))
            if size.high
            else t("qr.combatants_over", low=t.number(size.low - 1))
        )
        size_rows.append(
            {
                "label": f"{t(f'size.{size.key}')} ({span})",
                "sr": size.success_threshold,
                "in_play": reach is not None and size.key in reach.sizes,
            }
        )
    return {
        "tiers": [
            {
                "label": t(f"tier.{tier.key}"),
                "sd": tier.sd,
                "in_play": reach is not None and tier.key in reach.tiers,
            }
            for tier in TROOP_TIERS
        ],
        "ranks": [
            {
                "rank": t(f"rank.{r.key}"),
                "battle": t(f"size.{r.battle_size}"),
                "tactique": r.tactique,
                "commandement": r.commandement,
                "in_play": reach is not None and r.key in reach.ranks,
            }
            for r in OFFICER_RANKS
        ],
        "sizes": size_rows,
        "own_bases": [
            t("qr.own_bases", name=name, tactique=tactique, commandement=commandement)
            for name, tactique, commandement in (reach.own_bases if reach else ())
        ],
        # the rows this battle meets are marked: say how, under the first table
        "in_play_key": (
            t("qr.in_play" if reach.sizes and not reach.own_side else "qr.in_play_own")
            if reach is not None and (reach.tiers or reach.ranks or reach.sizes)
            else ""
        ),
        # a troop-type row marked for a main troop's mean alone, and no troop of it: why
        "tier_means": [
            t(
                "qr.main_mean",
                sd=sd,
                army=army,
                parts=t("sheet.and").join(
                    filter(
                        None,
                        (
                            ", ".join(f"{name}\u00a0{value}" for name, value in parts[:-1]),
                            f"{parts[-1][0]}\u00a0{parts[-1][1]}",
                        ),
                    )
                ),
            )
            for sd, army, parts in (reach.means if reach else ())
        ],
        # the officers' table marks commanders' ranks, not the battle's size: its own key
        "ranks_key": _ranks_key(reach, t),
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
