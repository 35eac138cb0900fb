"""The rulebook's tables for heroes and talents (*Combat de masse*, JdRWiki), as data.

Hero classes and what heroism, a sacrifice and moderate use do (J5), the army talents and
how many an army may take, each talent's numbers, and the round's limits (initiative,
actions) some talents widen. Numbers are the rulebook's; words live in ``texts`` and the
modules it gathers. Keys are English, with the French spellings a battle file may use.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

# --- heroes (J5) ------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class HeroClass:
    key: str
    min_level: int
    rank: int
    """"Niveau de classement": the largest bonus, the largest malus, cooldown - 1."""
    points: int


HERO_CLASSES: tuple[HeroClass, ...] = (
    HeroClass("minor", 5, 1, 4),
    HeroClass("medium", 10, 2, 7),
    HeroClass("major", 15, 3, 10),
    HeroClass("legendary", 20, 4, 13),
)
HERO_CLASS_BY_KEY = {c.key: c for c in HERO_CLASSES}
HEROISM_BONUS = 1
"""A heroism point spent: +1 to each of the hero's bonuses and maluses this round."""
SACRIFICE_BONUS = 1
"""A sacrifice: +1 more, and the hero dies."""
COMMANDER_HERO_BONUS = 1
"""The commander acting as a hero: +1 on each bonus (not on maluses)."""
MODERATE_USE_BONUSES = 2
"""Bonuses given up for each round cut from a hero's cooldown."""

# --- talents ----------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Talent:
    key: str
    spellings: tuple[str, ...]
    repeatable: bool = False


TALENTS: tuple[Talent, ...] = (
    Talent("adaptation", ()),
    Talent("assurance", ("confidence",)),
    Talent("opportune_attack", ("attaque opportune",)),
    Talent("tactical_advantage", ("avantage tactique",), repeatable=True),
    Talent("brute", ()),
    Talent("last_chance", ("derniere chance",)),
    Talent("determination", ()),
    Talent("master_strategist", ("fin stratege",)),
    Talent("ruthless", ("impitoyable",)),
    Talent("iron_hand", ("main de fer",)),
    Talent("master_of_fate", ("maitre du destin",)),
    Talent("forced_march", ("marche forcee",)),
    Talent("hero_support", ("soutien du heros",)),
    Talent("autonomy", ("autonomie",)),
)
"""The seed's 13 army talents in its order, then Autonomie (named but not described: its
only effect is lifting the J1 cap)."""

TALENTS_BASE = 1
TALENTS_LEVEL = 10
"""A second talent for an army of this level or more..."""
TALENTS_PLAYER = 1
"""...and one more when the commander is a player character."""

IRON_HAND = {"morale": 1, "vigour": 1, "will": 1, "manoeuvre": 3}
TACTICAL_ADVANTAGE = {"power_attack": 2, "finesse_attack": 2, "initiative": 2}
"""Per time the talent is taken."""
FORCED_MARCH_INITIATIVE = 2
FORCED_MARCH_SPEED = Fraction(3, 2)
BRUTE_ATTACK = 2
BRUTE_DAMAGE = 2
"""On actions rolled with Attaque en force; doubled after a charge or in a total melee."""
DETERMINATION = -1
"""On every defence of the enemy (cancelled when both sides have it)."""
RUTHLESS_DEFENCE = -1
RUTHLESS_INITIATIVE = 1
"""Initiative points spent each round on top, while ruthless."""
RUTHLESS_DAMAGE = Fraction(3, 2)
"""Base damage while ruthless: +50 %."""
LAST_CHANCE = Fraction(1, 2)
"""Damage returned each time the army is hit: half its base damage."""
MASTER_STRATEGIST_CRITICAL = 2
MASTER_OF_FATE_HEROISM = 3
HERO_SUPPORT_BONUS = 2
HERO_SUPPORT_COOLDOWN = 1

INITIATIVE_PER_ROUND = 5
INITIATIVE_PER_ROUND_WIDE = 6
"""With Marche forcée or Attaque opportune ("actions de catégorie 6")."""
ACTIONS_PER_ROUND = 2
ACTIONS_PER_ROUND_ADAPTED = 3
