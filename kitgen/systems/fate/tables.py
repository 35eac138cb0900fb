"""Every table of seed 004 (*Maintenant c'est la guerre : combat de masse*, for Fate Core),
as data. Numbers are the seed's (and ruling F1-F4's); words live in ``kitgen.systems.fate.texts``.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Quality:
    """A unit's quality: its skill pyramid, aspects, consequences and build-point cost."""

    key: str
    pyramid: tuple[int, ...]
    """Skill ratings, highest first: exactly these, no more (F1)."""
    aspects: int
    """Aspects in all, the first being the unit's name."""
    consequences: tuple[str, ...]
    cost: int


QUALITIES: tuple[Quality, ...] = (
    Quality("average", (1,), 1, (), 1),
    Quality("fair", (2, 1, 1), 2, ("mild",), 2),
    Quality("good", (3, 2, 2, 1, 1, 1), 3, ("mild", "moderate"), 3),
)
QUALITY_BY_KEY = {q.key: q for q in QUALITIES}

FATE_POINT_COST = 3
"""Build points for one Fate point bought from the war chest (and for a hidden zone aspect
paid from the chest, F3)."""

CONSEQUENCE_SHIFTS = {"mild": 2, "moderate": 4, "severe": 6}
"""Shifts a consequence absorbs (Fate Core's usual values; the seed names the boxes,
ruling N6). Units take mild and moderate ones; a commander may take a severe one too."""

STRESS_BOXES = 2
"""Boxes in each of a character's two stress tracks, physical and mental (Fate Core): a
commander is a PC or an NPC, a character of the game, unlike a unit (F1)."""
STRESS_BONUS = ((1, 3), (3, 4))
"""The skill that widens a track (Will the mental one, Physique the physical one): from
Average (+1) a third box, from Good (+3) a fourth (Fate Core)."""
EXTRA_MILD_FROM = 5
"""From Superb (+5), that skill also gives an extra mild consequence for its kind of harm
(Fate Core)."""
COMMANDER_CONSEQUENCES = {
    "pc": ("mild", "moderate", "severe"),
    "main": ("mild", "moderate", "severe"),
    "supporting": ("mild", "moderate"),
}
"""A commander's consequence slots: a PC's three (Fate Core), a main NPC's the same, a
supporting NPC's but the severe one. An NPC whose kind the file does not give is
counted as a main NPC: the GM crosses out what they do not use."""

SKILLS: dict[str, tuple[str, ...]] = {
    "athletics": ("athletisme",),
    "fight": ("combat", "fighting"),
    "drive": ("conduite", "pilotage", "conduite/pilotage", "pilot", "drive/pilot"),
    "stealth": ("discretion",),
    "provoke": ("intimidation", "intimidate"),
    "notice": ("observation",),
    "shoot": ("tir", "shooting"),
    "will": ("volonte",),
}
"""The seed's unit skills (from Fate Core) -> other accepted spellings."""

LADDER: tuple[tuple[int, str], ...] = (
    (8, "legendary"),
    (7, "epic"),
    (6, "fantastic"),
    (5, "superb"),
    (4, "great"),
    (3, "good"),
    (2, "fair"),
    (1, "average"),
    (0, "mediocre"),
    (-1, "poor"),
    (-2, "terrible"),
)
"""The Fate ladder, top down."""

DIFFICULTIES = range(-2, 9)
"""The difficulties the quick reference gives odds for (F4)."""

EDGES = range(-4, 6)
"""Attack minus defence: the edges ``kitgen compute --json`` gives the opposed odds of."""
EDGE_ROWS = range(-5, 6)
"""The rows of the kit's table of opposed rolls by edge: −5 to +5, so that an attack two
zones away, whose edge the rolls page says to take 2 off, is in it; as many rows as the
ladder beside it, row against row."""

SKILL_COLUMNS = range(0, 6)
"""Skill ratings the odds table covers: Mediocre to Superb (a Good skill with a commander's
+1 is +4)."""

RECON_BASE = 2
RECON_PER_ASPECT = 2
"""Recon: Fair (+2), +2 for each aspect the zone already has (F4)."""
ENTER_PER_HINDRANCE = 2
"""Entering a zone: twice the number of aspects that hinder movement (F4)."""
FAR_ATTACK_DEFENSE = 2
"""Attacking two zones away gives the defender +2 (F4)."""
DEFENDER_ALLY_BONUS = 1
"""Each extra allied unit in a zone gives its defender +1 against overcome."""
SURROUNDED_BONUS = 1
"""*Surrounded*: each allied unit in the zone attacks at +1."""

COMMANDER_BONUS = 1
"""An attached commander: +1 to each unit skill rated below the commander's Will (F2)."""
BOOST_PER_CONSEQUENCE = 2
"""A commander's boost on a unit that has taken consequences: Will against twice their
number."""

SUGGESTED_ZONES_EXTRA = 1
"""Zones = people at the table (the GM included) + 1 (F3)."""

CHEST_GUIDE = ((5, "small"), (10, "middle"), (12, "middle"), (20, "epic"))
"""The seed's sense of scale for war chests: 5 small, 10-12 middle, 20 epic."""

TURN_STEPS = ("initiative", "activate", "end")
ACTIONS = ("advantage", "overcome", "attack")
ADVANTAGE_EXAMPLES = ("ambush", "intimidation", "pinned", "recon", "surrounded")
COMMANDER_BENEFITS = ("skills", "invoke", "recover", "boost")
