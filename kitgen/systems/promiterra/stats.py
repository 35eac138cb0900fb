"""A Promiterra troop's stats: its base values plus every bonus (its leader's mastered
careers, its modifiers, a war action: ruling M9), each clamped to the rules' limits, and
the share of an army's units its special troops may hold (P4).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from kitgen.model import Stat, Term
from kitgen.systems.promiterra.model import Modifier, Troop
from kitgen.systems.promiterra.tables import DUEL_LOYALTY_LOSS, SPECIAL_SHARE, STAT_LIMITS


def clamp(name: str, value: int) -> int:
    low, high = STAT_LIMITS[name]
    value = max(low, value)
    return value if high is None else min(high, value)


def stat(name: str, base: int, bonuses: tuple[tuple[str, Modifier], ...]) -> Stat:
    """A troop's stat: its base plus every bonus, then the limits (P4)."""
    terms = [Term("base", base)]
    for key, modifier in bonuses:
        value = getattr(modifier, name, 0)
        if value:
            terms.append(Term(key, value, modifier.label))
    return Stat(name, tuple(terms), clamp(name, sum(t.value for t in terms)))


STAT_NAMES = ("movement", "range", "attack", "defense", "loyalty", "value")


@dataclass(frozen=True, slots=True)
class Stats:
    movement: Stat
    range: Stat
    attack: Stat
    defense: Stat
    loyalty: Stat
    value: Stat

    def all(self) -> tuple[Stat, ...]:
        return (self.movement, self.range, self.attack, self.defense, self.loyalty, self.value)


def troop_stats(troop: Troop, extra: tuple[tuple[str, Modifier], ...] = ()) -> Stats:
    """Base stats, the leader's mastered careers and the troop's modifiers, then ``extra``
    (a war action), each clamped (P4, ruling M9)."""
    bonuses: tuple[tuple[str, Modifier], ...] = (
        *(("mastery", m) for m in (troop.leader.mastery if troop.leader else ())),
        *(("modifier", m) for m in troop.modifiers),
        *extra,
    )
    base = {n: getattr(troop, n) for n in STAT_NAMES}
    return Stats(**{n: stat(n, base[n], bonuses) for n in STAT_NAMES})


def refused_duel_loyalty(loyalty: Stat) -> int:
    """Loyalty after refusing a duel: the -1 comes after every other bonus, and the limits
    after it, as for any bonus (P4, issue 24: 10 + 2 mastery refusing holds on 11)."""
    return clamp("loyalty", loyalty.raw - DUEL_LOYALTY_LOSS)


def special_limit(units: int) -> int:
    """The most units an army of ``units`` may give its special troops (P4)."""
    return math.floor(SPECIAL_SHARE * units)
