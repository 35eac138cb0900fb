"""Numbers a unit derives from its headcount and power: INI from EFF (ruling B3), the
ATT a supporting unit lends in melee or shooting (B5), and each unit's initiative for a
turn.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from fractions import Fraction

from kitgen.systems.bloodlust.tables import (
    DISORGANISED_INITIATIVE,
    ROUT_INITIATIVE,
    SUPPORT_DIVISOR,
)

STATE_INITIATIVE = {"disorganised": DISORGANISED_INITIATIVE, "rout": ROUT_INITIATIVE}
"""What a failed morale check takes off a unit's INI (seed I-6): 2 disorganised, 10 routed
(a routed unit also makes no combat roll)."""


def size_initiative(eff: int) -> int:
    """INI from headcount (B3): up to 15 +1, to 50 0, to 100 -2, then -2 per further 50."""
    if eff <= 15:
        return 1
    if eff <= 50:
        return 0
    if eff <= 100:
        return -2
    return -2 - 2 * -(-(eff - 100) // 50)


def melee_support(total: Fraction) -> int:
    """ATT a supporting unit lends: its total PUI / 50, rounded up (B5)."""
    return math.ceil(total / SUPPORT_DIVISOR) if total > 0 else 0


def ranged_support(total_tir: Fraction) -> int:
    """ATT a supporting shooting unit lends: total PUI TIR / 50 rounded down, +1 (B5)."""
    return math.floor(total_tir / SUPPORT_DIVISOR) + 1 if total_tir > 0 else 0


def state_initiative(initiative: int, state: str) -> int:
    """A unit's INI (or charge INI) once ``state`` (``disorganised``, ``rout``) (I-6)."""
    return initiative + STATE_INITIATIVE[state]


def turn_initiative(roll: int, general_bonus: int, initiatives: Sequence[int]) -> list[int]:
    """Each unit's initiative for a turn: the army's d10, its general's bonus, its INI."""
    return [roll + general_bonus + ini for ini in initiatives]
