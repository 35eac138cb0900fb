"""An engagement (``kitgen.engagement``) in words, for any rule system's kit, ``kitgen
odds`` line and table: the length of a fight, the small table's cells, the line a GM
reads at a glance.

A fight's length is counted in the system's own unit (Bloodlust's turns, Promiterra's
exchanges): each system's catalogue says it, under ``engage.turns.one`` (one) and
``engage.turns`` (``{n}``). The rest of the wording is common (``fight.*`` in
``kitgen.i18n.common``).
"""

from __future__ import annotations

from kitgen.engagement import Engagement
from kitgen.i18n import Text

SHOWN = 0.005
"""A chance under this (it prints as 0 %) is not worth a clause of the glance line."""


def turns_text(n: int | None, t: Text, bare: bool = False) -> str:
    """``3 turns`` / ``3 exchanges`` (just ``3`` when ``bare``: under a heading that
    names the unit); ``—`` for a length past what was followed."""
    if n is None:
        return "—"
    if bare:
        return t.number(n)
    return t("engage.turns.one") if n == 1 else t("engage.turns", n=t.number(n))


def chances(e: Engagement, t: Text) -> tuple[str, str]:
    """Each side's chance to win as the kit prints it, the two read together: a side
    prints 100 % only when nothing else can happen (the float sum of its chances may
    miss 1 by 1e-16), else at most "> 99.9 %" beside the other's "< 0.1 %"."""
    first, second = e.win
    rest = e.neither + e.rest

    def shown(mine: float, others: float) -> str:
        return t.percent(mine if others == 0 else min(mine, 1.0 - 1e-9))

    return shown(first, second + rest), shown(second, first + rest)


def engagement_numbers(e: Engagement, t: Text, bare: bool = False) -> dict[str, str]:
    """The small table's cells: each side's chance (``≈`` when the engine coarsened the
    fight), the length (mean, by when half and nine in ten are over; ``bare``: without
    the unit), the strength left on each side; every cell "—" for a fight not followed
    (its words, :func:`glance`, say why)."""
    if not e.followed:
        return dict.fromkeys(("first", "second", "mean", "p50", "p90", "left1", "left2"), "—")
    first, second = chances(e, t)

    def about(chance: str) -> str:
        """``≈`` before a coarsened chance; "< 0.1 %" already says it is a bound."""
        return chance if e.exact or chance[0] in "<>" else "≈ " + chance

    mean = e.mean
    if mean is None:  # some fights outlast the turns followed: the mean is at least this
        at_least = sum((n + 1) * p for n, p in enumerate(e.by_turn)) + (len(e.ends) + 1) * e.rest
    return {
        "first": about(first),
        "second": about(second),
        "mean": "≥ " + t.decimal(at_least) if mean is None else t.decimal(mean),
        "p50": turns_text(e.within(0.5), t, bare),
        "p90": turns_text(e.within(0.9), t, bare),
        "left1": t.decimal(e.left[0]),
        "left2": t.decimal(e.left[1]),
    }


def odds_numbers(e: Engagement, first: str, second: str, t: Text) -> str:
    """``kitgen odds``'s numbers for one fight, in the system's ``engage.odds`` sentence:
    each side's chance, the length (mean, half and nine in ten over), what is left."""
    cells = engagement_numbers(e, t)
    return t(
        "engage.odds",
        first=first,
        second=second,
        p1=cells["first"],
        p2=cells["second"],
        mean=cells["mean"],
        p50=cells["p50"],
        p90=cells["p90"],
        left1=cells["left1"],
        left2=cells["left2"],
    )


def glance(e: Engagement, t: Text) -> str:
    """What a GM reads at a glance, in a form that holds whatever a side's name is (one
    troop or many, masculine or feminine): ``Winner: Lanciers de Valmont, 72 times in
    100; over within 3 exchanges half the time`` — the median length, not the most
    likely one; then, when worth saying, how often both are out at once and how often
    the fight is still undecided when no longer followed. A fight not followed says why
    (an approximate one is marked in its numbers, ``≈``, which each system's page
    explains once)."""
    if not e.followed:
        return t(f"fight.cut_short.{e.cut_short}")
    first, second = e.win
    winner = e.first if first >= second else e.second
    clauses = [t("fight.winner", winner=winner, times=t.times(max(first, second)))]
    half = e.within(0.5)
    if half is not None:
        clauses.append(t("fight.half", turns=turns_text(half, t)))
    if e.neither >= SHOWN:
        clauses.append(t("fight.both", times=t.times(e.neither)))
    if e.rest >= SHOWN:
        clauses.append(
            t("fight.undecided", turns=turns_text(len(e.ends), t), times=t.times(e.rest))
        )
    return t("fight.then").join(clauses)
