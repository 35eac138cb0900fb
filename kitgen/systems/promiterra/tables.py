"""Every table of seed 003 (*Promiterra, chapitre 6 : Les guerres*), as data.

Numbers are the seed's; names are keys worded by ``kitgen.systems.promiterra.texts``. Each table
is checked in tests against an independent transcription (tests/promiterra_seed_tables.py).
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

# --- troops ("Troupes", "Statistique des troupes") -----------------------------------------

TROOP_TYPES: dict[str, tuple[str, ...]] = {
    "melee": ("corps-a-corps", "corps a corps", "cac", "infantry", "infanterie"),
    "ranged": ("tir", "archers", "shooting", "missile"),
    "mounted": ("montee", "monte", "cavalry", "cavalerie", "mounted troop"),
    "special": ("speciale", "special troop", "troupe speciale"),
}
"""The four troop types, in the seed's order -> other accepted spellings."""

SPECIAL_SHARE = Fraction(1, 3)
"""A special troop never makes up more than a third of its army (P4: of its units)."""

STATS = ("movement", "range", "attack", "defense", "loyalty", "value")
"""A troop's six statistics, in the seed's order."""

STAT_LIMITS: dict[str, tuple[int, int | None]] = {
    "attack": (0, 6),
    "defense": (0, 5),
    "loyalty": (2, 11),
    "movement": (1, None),
    "range": (1, None),
    "value": (1, None),
}
"""("Limites des statistiques") stat -> (minimum, maximum or None for unlimited); every
bonus applies first, then the clamp (P4)."""

DIE = 6
"""Attack, defence, fortification and invasion all roll d6."""

MIN_SHOOTING_RANGE = 2
MAX_MATCHUPS = 2_000
"""kitgen's limit on a war's matchups, each troop against each enemy troop at every
fortification level: two armies of 30 troops (the most) make 1,800; six make 27,000,
which took seconds to work out and to compose before any rendering."""
"""A shot needs at least two cells; at one cell it is a melee attack ("Attaque de tir")."""


# --- "Couper le nombre de dés lancés" ------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Cut:
    """One row of the dice-cutting table: ``low``..``high`` units roll ``dice`` d6 and each
    success counts ``multiplier`` times (``high`` is None for the open last row)."""

    low: int
    high: int | None
    dice: int
    multiplier: int


DICE_CUTTING: tuple[Cut, ...] = (
    # 1 to 15 units: one die each, as the seed's first fifteen rows say.
    *(Cut(n, n, n, 1) for n in range(1, 16)),
    Cut(16, 17, 8, 2),
    Cut(18, 19, 9, 2),
    Cut(20, 22, 7, 3),
    Cut(23, 25, 8, 3),
    Cut(26, 28, 9, 3),
    Cut(29, 32, 10, 3),
    Cut(33, 37, 7, 5),
    Cut(38, 42, 8, 5),
    Cut(43, 47, 9, 5),
    Cut(48, 52, 10, 5),
    Cut(53, 55, 9, 6),
    Cut(56, 64, 10, 6),
    Cut(65, 74, 10, 7),
    Cut(75, 84, 10, 8),
    Cut(85, 94, 10, 9),
    Cut(95, 104, 10, 10),
    Cut(105, 114, 10, 11),
    Cut(115, 124, 10, 12),
    Cut(125, 134, 10, 13),
    Cut(135, 144, 10, 14),
    Cut(145, 152, 10, 15),
    Cut(153, 159, 10, 16),
    Cut(160, 179, 10, 17),
    Cut(180, 199, 10, 19),
    Cut(200, 219, 10, 21),
    Cut(220, 239, 10, 23),
    Cut(240, 259, 10, 25),
    Cut(260, 279, 10, 27),
    Cut(280, 299, 10, 29),
    Cut(300, 339, 10, 32),
    Cut(340, 379, 10, 36),
    Cut(380, 419, 10, 40),
    Cut(420, 459, 10, 44),
    Cut(460, 499, 10, 48),
    Cut(500, 559, 10, 53),
    Cut(560, 619, 10, 59),
    Cut(620, 699, 10, 66),
    Cut(700, 799, 10, 75),
    Cut(800, 899, 10, 85),
    Cut(900, 999, 10, 95),
    Cut(1000, 1199, 10, 110),
    Cut(1200, 1399, 10, 130),
    Cut(1400, 1599, 10, 150),
    Cut(1600, 1799, 10, 170),
    Cut(1800, 1999, 10, 190),
    Cut(2000, 2499, 10, 225),
    Cut(2500, 2999, 10, 275),
    Cut(3000, 3499, 10, 325),
    Cut(3500, 3999, 10, 375),
    Cut(4000, 4499, 10, 425),
    Cut(4500, 4999, 10, 475),
    Cut(5000, 5999, 10, 550),
    Cut(6000, 6999, 10, 650),
    Cut(7000, 7999, 10, 750),
    Cut(8000, 8999, 10, 850),
    Cut(9000, 9999, 10, 950),
    Cut(10000, 11999, 10, 1100),
    Cut(12000, 13999, 10, 1300),
    Cut(14000, 15999, 10, 1500),
    Cut(16000, 17999, 10, 1700),
    Cut(18000, 19999, 10, 1900),
    Cut(20000, 24999, 10, 2250),
    Cut(25000, 29999, 10, 2750),
    Cut(30000, 34999, 10, 3250),
    Cut(35000, 39999, 10, 3750),
    Cut(40000, 44999, 10, 4250),
    Cut(45000, 49999, 10, 4750),
    Cut(50000, 59999, 10, 5500),
    Cut(60000, 69999, 10, 6500),
    Cut(70000, 79999, 10, 7500),
    Cut(80000, 89999, 10, 8500),
    Cut(90000, 99999, 10, 9500),
    Cut(100000, None, 10, 10000),
)
"""All 88 rows, ascending; the seed prints them in four column pairs."""


# --- "Déplacement": terrain costs ----------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Terrain:
    key: str
    cost: int
    """Movement points to enter a cell of it."""
    spellings: tuple[str, ...]


TERRAIN_CLASSES: dict[int, str] = {1: "normal", 2: "difficult", 3: "very_difficult"}
"""Cost -> the seed's class of terrain."""

TERRAINS: tuple[Terrain, ...] = (
    Terrain("road", 1, ("route",)),
    Terrain("plain", 1, ("plaine", "field", "grassland")),
    Terrain("town", 1, ("ville", "city", "village")),
    Terrain("light_snow", 1, ("neige fine", "thin snow")),
    Terrain("light_forest", 2, ("foret claire", "open forest", "woods")),
    Terrain("desert", 2, ("desert",)),
    Terrain("hill", 2, ("colline",)),
    Terrain("stream", 2, ("ruisseau", "brook", "creek")),
    Terrain("deep_snow", 2, ("neige epaisse", "thick snow")),
    Terrain("dense_forest", 3, ("foret dense", "forest", "foret")),
    Terrain("mountain", 3, ("montagne",)),
    Terrain("marsh", 3, ("marecage", "swamp", "bog")),
    Terrain("river", 3, ("riviere",)),
)


# --- "Fortifications" ----------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Fortification:
    key: str
    level: int
    """The second defence roll it gives: a surviving hit is saved on a d6 <= level."""
    spellings: tuple[str, ...]


FORTIFICATION_LEVELS: dict[int, str] = {1: "basic", 2: "simple", 3: "solid", 4: "strong"}
"""Level -> the seed's name for it ("de base", "simple", "solide", "forte")."""

FORTIFICATIONS: tuple[Fortification, ...] = (
    Fortification("palisade", 1, ("palissade de bois", "palissade", "wooden palisade")),
    Fortification("low_wall", 1, ("muret de pierre", "muret", "low stone wall")),
    Fortification("trench", 1, ("tranchee", "tranche", "ditch")),
    Fortification("great_wall", 2, ("grand mur de pierre", "grand mur", "great stone wall")),
    Fortification("cave", 2, ("caverne", "cavern")),
    Fortification("wooden_tower", 2, ("tour de bois", "wooden tower")),
    Fortification("stone_fortress", 3, ("forteresse de pierre", "forteresse", "fortress")),
    Fortification("stone_tower", 3, ("tour de pierre", "stone tower")),
    Fortification("castle", 4, ("chateau", "chateau complet", "castle with rampart and moat")),
)


# --- "Déroulement de la guerre" ------------------------------------------------------------

TURN_STEPS = (
    "war_actions",
    "loyalty",
    "declare",
    "move",
    "shoot",
    "simultaneous",
    "melee",
    "other",
)
"""The eight steps of an army's turn ("Résumé de guerre"); no step is ever revisited."""

WAR_ACTIONS_PER_CHARACTER = 2
"""Different war actions one character may take per turn; the same action never stacks
within one troop."""

LOYALTY_TRIGGERS = ("army_value", "troop_size", "leader_gone", "fear", "health")
"""The five situations that call for a loyalty test, in the seed's order."""

LOYALTY_DICE = 2
LOYALTY_ALWAYS_SUCCEEDS = 2
LOYALTY_ALWAYS_FAILS = 12
LOYALTY_SHARE = Fraction(1, 3)
"""Both size triggers: an army worth less than a third of the enemy's, a troop below a
third of its starting units."""

OTHER_ACTIONS = ("barricade", "invasion", "flight", "duel", "division", "fusion")
"""("Autres actions") what a troop that did not attack may do instead."""

DUEL_LOYALTY_LOSS = 1
"""Refusing a duel costs 1 Loyalty, at most once."""


# --- "Fin de la guerre": the leaders' fate -------------------------------------------------


@dataclass(frozen=True, slots=True)
class FateRoll:
    """A situation at the end of the war and the roll it calls for: ``count``d``sides``
    + ``plus``."""

    key: str
    winner: bool
    count: int
    sides: int
    plus: int


FATE_ROLLS: tuple[FateRoll, ...] = (
    FateRoll("win_destroyed", True, 2, 6, 0),
    FateRoll("win_fled", True, 2, 4, 2),
    FateRoll("win_present", True, 1, 6, 6),
    FateRoll("lose_destroyed", False, 2, 5, 0),
    FateRoll("lose_fled_pursued", False, 2, 4, 1),
    FateRoll("lose_fled_not_pursued", False, 1, 4, 5),
)


@dataclass(frozen=True, slots=True)
class FateOutcome:
    total: int
    key: str
    starred: bool
    """Ignored when none of the leader's units fell during the war."""
    influence: int
    """Bonus to the campaign's influence roll (the best one counts, they never add)."""


FATE_OUTCOMES: tuple[FateOutcome, ...] = (
    FateOutcome(2, "dead", False, 0),
    FateOutcome(3, "captured", False, 0),
    FateOutcome(4, "mental_wound", True, 0),
    FateOutcome(5, "physical_wound", True, 0),
    FateOutcome(6, "scar", True, 0),
    FateOutcome(7, "weak", True, 0),
    FateOutcome(8, "healthy", True, 0),
    FateOutcome(9, "perfect_health", False, 0),
    FateOutcome(10, "respected", False, 1),
    FateOutcome(11, "revered", False, 2),
    FateOutcome(12, "venerated", False, 3),
)

FATE_FOLLOW_UP = 7
"""Outcomes 3 to 6 then apply outcome 7 as well ("effectuez 7")."""


# --- "Condition des unités perdues" --------------------------------------------------------

LOST_UNIT_CONDITIONS: tuple[tuple[int, str], ...] = (
    (1, "gruesome_death"),
    (2, "glorious_death"),
    (3, "crippled"),
    (4, "grave_wound"),
    (5, "light_wound"),
    (6, "unhurt"),
)
"""One d6 per unit lost, after the war."""
