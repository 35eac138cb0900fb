"""Every troop of a battle engaging every enemy troop, fought to the end (``engagement``,
ruling M10): what ``compute --json``, ``kitgen odds`` and the game master's
expected-losses pages print (issue 24).

The engine takes seconds on a large battle, so it runs only where its numbers are
printed, never in ``rules.compute`` (``check`` stays fast), and once per plan whatever
prints them: the plan is not hashable, so the result is kept by the plan's identity.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from kitgen.engagement import Engagement, PerPlan
from kitgen.systems.promiterra import engagement
from kitgen.systems.promiterra.plan import BattlePlan


@dataclass(frozen=True, slots=True)
class Pairing:
    """``attacker`` (of ``attacker_army``) engaging ``defender``, and how it ends."""

    attacker: str
    defender: str
    attacker_army: str
    defender_army: str
    engagement: Engagement

    def as_json(self) -> dict[str, Any]:
        """An entry of ``compute --json``'s ``engagements`` (docs/compute-json.md)."""
        return {
            **self.engagement.as_json(),
            "armies": [self.attacker_army, self.defender_army],
        }


_KEPT: PerPlan[BattlePlan, tuple[Pairing, ...]] = PerPlan()


def pairings(plan: BattlePlan) -> tuple[Pairing, ...]:
    """Every troop engaging every enemy troop (both orders: who engages strikes first),
    army by army in file order, computed once for ``plan``."""
    return _KEPT.get(plan, _pairings)


def _pairings(plan: BattlePlan) -> tuple[Pairing, ...]:
    return tuple(
        Pairing(mine.name, theirs.name, mine.army, theirs.army, fight)
        for mine, theirs, fight in engagement.engagements(plan)
    )


def by_pair(plan: BattlePlan) -> dict[tuple[str, str, str, str], Pairing]:
    """The pairings keyed ``(attacker army, attacker, defender army, defender)``."""
    return {(p.attacker_army, p.attacker, p.defender_army, p.defender): p for p in pairings(plan)}
