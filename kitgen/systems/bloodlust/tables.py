"""Every table of *Risques & Périls — Règles pour combat de masse* (seed 001), as data.

The rules core computes from these values and the quick reference prints them, so a
number lives in exactly one place. Labels (French and English) live in ``kitgen.i18n``;
keys here are English ``snake_case`` and each table row lists the spellings a battle file
may use for it.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

# --- I-3-4 "Résolution des combats": casualties by d10 row (1-30) and unit PUI ---------

CASUALTY_COLUMNS: tuple[tuple[int, int], ...] = (
    (1, 10),
    (11, 20),
    (21, 30),
    (31, 40),
    (41, 50),
    (51, 60),
    (61, 70),
    (71, 80),
    (81, 90),
    (91, 100),
    (101, 150),
    (151, 200),
    (201, 300),
    (301, 400),
    (401, 500),
    (501, 600),
    (601, 700),
    (701, 800),
    (801, 900),  # the seed's header says "900"; ruling B2
    (901, 1000),  # the seed's header says "1000"; ruling B2
)
"""Total-PUI bounds of each column; ruling B2 extends them past 1000 by 100s."""

# fmt: off
CASUALTY_TABLE: tuple[tuple[int, ...], ...] = (
    (  0,   0,   0,   0,   0,   0,   0,   0,   0,   0,   5,  10,  20,  25,  30,  35,  40,  45,  50,  55),  # 1  # noqa: E501
    (  0,   0,   0,   0,   0,   5,   5,   5,   5,   5,  10,  15,  25,  30,  35,  40,  45,  50,  55,  60),  # 2  # noqa: E501
    (  0,   0,   0,   0,   5,   5,   5,   5,   5,   5,  15,  20,  30,  35,  40,  45,  50,  55,  60,  65),  # 3  # noqa: E501
    (  0,   0,   0,   5,   5,   5,   5,   5,   5,   5,  20,  25,  35,  40,  45,  50,  55,  60,  65,  70),  # 4  # noqa: E501
    (  0,   0,   5,   5,   5,   5,   5,   5,   5,  10,  25,  30,  40,  45,  50,  55,  60,  65,  70,  75),  # 5  # noqa: E501
    (  0,   5,   5,   5,   5,   5,   5,   5,  10,  15,  30,  35,  45,  50,  55,  60,  65,  70,  75,  80),  # 6  # noqa: E501
    (  5,   5,   5,   5,   5,   5,   5,  10,  15,  20,  35,  40,  50,  55,  60,  65,  70,  75,  80,  85),  # 7  # noqa: E501
    (  5,   5,   5,   5,   5,   5,  10,  15,  20,  25,  40,  45,  55,  60,  65,  70,  75,  80,  85,  90),  # 8  # noqa: E501
    (  5,   5,   5,   5,   5,  10,  15,  20,  25,  30,  45,  50,  60,  65,  70,  75,  80,  85,  90,  95),  # 9  # noqa: E501
    (  5,   5,   5,   5,  10,  15,  20,  25,  30,  35,  50,  55,  65,  70,  75,  80,  85,  90,  95, 100),  # 10  # noqa: E501
    (  5,   5,   5,  10,  15,  20,  25,  30,  35,  40,  55,  60,  70,  75,  80,  85,  90,  95, 100, 105),  # 11  # noqa: E501
    (  5,   5,  10,  15,  20,  25,  30,  35,  40,  45,  60,  65,  75,  80,  85,  90,  95, 100, 105, 110),  # 12  # noqa: E501
    (  5,  10,  15,  20,  25,  30,  35,  40,  45,  50,  65,  70,  80,  85,  90,  95, 100, 105, 110, 115),  # 13  # noqa: E501
    ( 10,  15,  20,  25,  30,  35,  40,  45,  50,  55,  70,  75,  85,  90,  95, 100, 105, 110, 115, 120),  # 14  # noqa: E501
    ( 15,  20,  25,  30,  35,  40,  45,  50,  55,  60,  75,  80,  90,  95, 100, 105, 110, 115, 120, 125),  # 15  # noqa: E501
    ( 20,  25,  30,  35,  40,  45,  50,  55,  60,  65,  80,  85,  95, 100, 105, 110, 115, 120, 125, 130),  # 16  # noqa: E501
    ( 25,  30,  35,  40,  45,  50,  55,  60,  65,  70,  85,  90, 100, 105, 110, 115, 120, 125, 130, 135),  # 17  # noqa: E501
    ( 30,  35,  40,  45,  50,  55,  60,  65,  70,  75,  90,  95, 105, 110, 115, 120, 125, 130, 135, 140),  # 18  # noqa: E501
    ( 35,  40,  45,  50,  55,  60,  65,  70,  75,  80,  95, 100, 110, 115, 120, 125, 130, 135, 140, 145),  # 19  # noqa: E501
    ( 40,  45,  50,  55,  60,  65,  70,  75,  80,  85, 100, 105, 115, 120, 125, 130, 135, 140, 145, 150),  # 20  # noqa: E501
    ( 45,  50,  55,  60,  65,  70,  75,  80,  85,  90, 105, 110, 120, 125, 130, 135, 140, 145, 150, 155),  # 21  # noqa: E501
    ( 50,  55,  60,  65,  70,  75,  80,  85,  90,  95, 110, 115, 125, 130, 135, 140, 145, 150, 155, 160),  # 22  # noqa: E501
    ( 55,  60,  65,  70,  75,  80,  85,  90,  95, 100, 115, 120, 130, 135, 140, 145, 150, 155, 160, 165),  # 23  # noqa: E501
    ( 60,  65,  70,  75,  80,  85,  90,  95, 100, 105, 120, 125, 135, 140, 145, 150, 155, 160, 165, 170),  # 24  # noqa: E501
    ( 65,  70,  75,  80,  85,  90,  95, 100, 105, 110, 125, 130, 140, 145, 150, 155, 160, 165, 170, 175),  # 25  # noqa: E501
    ( 70,  75,  80,  85,  90,  95, 100, 105, 110, 115, 130, 135, 145, 150, 155, 160, 165, 170, 175, 180),  # 26  # noqa: E501
    ( 75,  80,  85,  90,  95, 100, 105, 110, 115, 120, 135, 140, 150, 155, 160, 165, 170, 175, 180, 185),  # 27  # noqa: E501
    ( 80,  85,  90,  95, 100, 105, 110, 115, 120, 125, 140, 145, 155, 160, 165, 170, 175, 180, 185, 190),  # 28  # noqa: E501
    ( 85,  90,  95, 100, 105, 110, 115, 120, 125, 130, 145, 150, 160, 165, 170, 175, 180, 185, 190, 195),  # 29  # noqa: E501
    ( 90,  95, 100, 105, 110, 115, 120, 125, 130, 135, 150, 155, 165, 170, 175, 180, 185, 190, 195, 200),  # 30  # noqa: E501
)
# fmt: on
TABLE_ROWS = len(CASUALTY_TABLE)
EXTRA_STEP = 5
"""Past row 30, and past PUI 1000 for each further 100 PUI, casualties grow by 5 (B2)."""
EXTRA_COLUMN_WIDTH = 100
MAX_TOTAL_PUI = 10_000
"""kitgen's limit on a unit's total PUI in any mode (melee, a charge, a boost, shooting):
ten times the rulebook's table, which ends at 1,000. Ruling B2's columns past it make 110
columns on the unit's sheet already, each read at some EFF as the unit dwindles; a host
stronger than this is several units (one of 100,000 read 6,000 columns, taking seconds
to work out and pages to print)."""
MAX_SPELLS = 64
"""kitgen's limit on the spells of one army, its units' and characters' together: each
is matched against every enemy unit (a row of the GM's page). The most a file could give
otherwise, 2,976 an army, made a quarter of a million matchups."""

# --- II-1 "Déterminer l'effectif": initiative by headcount (extended by ruling B3) -------

EFF_INITIATIVE_SEED: tuple[tuple[int, int, int], ...] = (
    (5, 15, 1),
    (20, 50, 0),
    (55, 100, -2),
    (105, 150, -4),
    (155, 200, -6),
)
"""The rows as the seed prints them (EFF from, to, INI); the core applies ruling B3."""

SIZE_EXAMPLES: tuple[tuple[str, int], ...] = (("ogre", 3), ("giant", 7), ("chaos_warrior", 2))
"""EFF per creature in the seed's examples of big or tough soldiers."""


# --- II-1 "Déterminer la puissance": troop-type bands of PUI and PUI TIR ---------------


@dataclass(frozen=True, slots=True)
class Band:
    key: str
    low: Fraction
    high: Fraction
    spellings: tuple[str, ...]

    @property
    def middle(self) -> Fraction:
        """The value a battle file gets when it names the band only (ruling L1)."""
        return (self.low + self.high) / 2


POWER_BANDS: tuple[Band, ...] = (
    Band("inferior", Fraction(1, 10), Fraction(4, 10), ("inferieur", "inferieure", "creature")),
    Band("weak", Fraction(5, 10), Fraction(9, 10), ("faible",)),
    Band("average", Fraction(1), Fraction(15, 10), ("moyen", "moyenne")),
    Band("strong", Fraction(16, 10), Fraction(3), ("fort", "forte")),
    Band("expert", Fraction(35, 10), Fraction(5), ()),
    Band("exceptional", Fraction(6), Fraction(8), ("exceptionnel", "exceptionnelle")),
)
BAND_BY_KEY = {b.key: b for b in POWER_BANDS}


# --- II-2 "Equipement des unités" and mounts -------------------------------------------


@dataclass(frozen=True, slots=True)
class Gear:
    """One row of an equipment or mount table: what it adds, always or in a charge."""

    key: str
    spellings: tuple[str, ...] = ()
    attack: int = 0
    defense: int = 0
    initiative: int = 0
    pierce: int = 0
    """Points of the target's armour DEF a missile ignores (B4)."""
    rider_pui: Fraction | None = None
    """A mount's own melee PUI, added to each rider's ("PUI CC")."""
    charge_initiative: int = 0
    charge_multiplier: Fraction | None = None
    replaces_mount_multiplier: bool = False
    """A war chariot's ×1.4 stands in for the mount's ×1.2 (B4)."""
    versus_cavalry_attack: int = 0
    fear: bool = False


ARMOURS: tuple[Gear, ...] = (
    Gear("none", ("aucune", "sans")),
    Gear("light", ("legere", "armure legere", "cuir", "maille legere"), defense=1),
    Gear(
        "heavy", ("lourde", "armure lourde", "plates", "maille lourde"), defense=2, initiative=-1
    ),
)
SHIELD = Gear("shield", ("bouclier",), defense=1)

MELEE_WEAPONS: tuple[Gear, ...] = (
    Gear("short", ("light", "courte", "armes courtes", "couteau", "gourdin"), attack=-1),
    Gear("simple", ("normal", "epee", "hache", "armes simples"), attack=0),
    Gear("two_handed", ("2h", "deux mains", "a deux mains"), attack=2, initiative=-1),
    Gear("spear", ("lance", "lances", "lance a pied", "pique"), versus_cavalry_attack=1),
    Gear("halberd", ("hallebarde",), attack=1),
    Gear("heavy", ("lourde", "armes lourdes", "epee batarde", "fleau"), attack=1, initiative=-1),
    Gear(
        "cavalry_lance",
        ("lance cavalerie", "lance de cavalerie", "lances de cavalerie"),
        attack=2,
        charge_multiplier=Fraction(13, 10),
    ),
)

RANGED_WEAPONS: tuple[Gear, ...] = (
    Gear("longbow", ("arc long",), attack=1),
    Gear("crossbow", ("arbalete",), attack=1, pierce=1),
    Gear("repeating_crossbow", ("arbalete a repetition",), attack=2, pierce=1),
    Gear(
        "light_missiles",
        ("sling", "short_bow", "javelin", "fronde", "arc court", "javelot", "haches de jet"),
        attack=-1,
    ),
    Gear("composite_bow", ("elven_bow", "arc composite", "arc elfique"), attack=2),
    Gear("pistol", ("pistolet",), attack=2, pierce=2),
    Gear("arquebus", ("arquebuse",), attack=3, pierce=2),
)

MOUNTS: tuple[Gear, ...] = (
    Gear("horse", ("chevaux", "cheval"), rider_pui=Fraction(0), charge_initiative=2),
    Gear(
        "warhorse",
        ("chevaux de guerre", "cheval de guerre"),
        rider_pui=Fraction(1),
        charge_initiative=2,
    ),
    Gear("destrier", ("destriers",), rider_pui=Fraction(2), charge_initiative=2),
    Gear(
        "war_chariot",
        ("chariot", "chars de guerre", "char de guerre", "char"),
        charge_initiative=2,
        charge_multiplier=Fraction(14, 10),
        replaces_mount_multiplier=True,
    ),
    Gear("giant_wolf", ("loups geants", "loup geant"), rider_pui=Fraction(2), charge_initiative=3),
    Gear("boar", ("sangliers", "sanglier"), rider_pui=Fraction(3), charge_initiative=1),
    Gear(
        "giant_spider",
        ("araignees geantes", "araignee geante"),
        rider_pui=Fraction(3),
        charge_initiative=1,
        fear=True,
    ),
    Gear(
        "sylvan_horse",
        ("chevaux sylvestres", "cheval sylvestre"),
        rider_pui=Fraction(2),
        charge_initiative=3,
    ),
)
BARDING = Gear("barding", ("caparacons", "caparacon"), defense=1, initiative=-1)
ARMOUR_BY_KEY = {g.key: g for g in ARMOURS}
MELEE_BY_KEY = {g.key: g for g in MELEE_WEAPONS}
RANGED_BY_KEY = {g.key: g for g in RANGED_WEAPONS}
MOUNT_BY_KEY = {g.key: g for g in MOUNTS}
MOUNT_CHARGE_MULTIPLIER = Fraction(12, 10)
"""Every mount gives ×1.2 PUI in a charge…"""
MOUNT_VERSUS_FOOT_DEFENSE = 1
"""…and +1 DEF against troops on foot (a conditional line, B4)."""


# --- II-3 "Attributs Spéciaux" ---------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Attribute:
    key: str
    spellings: tuple[str, ...] = ()
    attack: int = 0
    defense: int = 0
    """Always-on bonuses; everything else an attribute does is a conditional line."""
    pui_multiplier: Fraction | None = None
    conditional_attack: int = 0
    conditional_defense: int = 0


ATTRIBUTES: tuple[Attribute, ...] = (
    Attribute(
        "combat_drugs", ("drugs", "drogues", "drogues de combat"), pui_multiplier=Fraction(3, 2)
    ),
    Attribute("frenzy", ("frenesie",), pui_multiplier=Fraction(2), conditional_attack=1),
    Attribute("vanguard", ("avant-garde", "avant garde")),
    Attribute("fear", ("peur",)),
    Attribute("terror", ("terreur",)),
    Attribute("endurance", (), defense=1),
    Attribute("hatred", ("haine",), conditional_attack=1),
    Attribute("large", ("large_creatures", "grande creature", "grandes creatures"), 1, 1),
    Attribute(
        "very_large", ("very_large_creatures", "tres grande creature", "tres grandes creatures")
    ),
    Attribute("regeneration", ("regeneration",)),
    Attribute("tough_skin", ("peau coriace",), defense=1),
    Attribute("scales", ("ecailles",), defense=2),
    Attribute("flying", ("flight", "vol", "volant"), conditional_defense=3),
    Attribute("mighty_blows", ("coups puissants",), attack=1),
    Attribute("tortoise", ("testudo", "tortue", "organisation tortue"), conditional_defense=2),
    Attribute("elite_scouts", ("eclaireurs", "eclaireurs d'elite")),
)
ATTRIBUTE_BY_KEY = {a.key: a for a in ATTRIBUTES}
VERY_LARGE_RANGE = (2, 5)
"""Very large creatures get +2 to +5 ATT and DEF, by size."""
REGENERATION_CHUNK = 5
REGENERATION_ROLL = 4
"""Each 5 losses taken in a turn regenerate on 1d6 >= 4."""
DRUGS_OVERDOSE_PERCENT = 10


# --- II-4 "Machines de Guerre" ---------------------------------------------------------


@dataclass(frozen=True, slots=True)
class WarMachine:
    key: str
    battery_pui_tir: int
    """PUI TIR of a battery of ``BATTERY`` machines."""
    support: int
    spellings: tuple[str, ...] = ()


WAR_MACHINES: tuple[WarMachine, ...] = (
    WarMachine("ballista", 80, 2, ("baliste",)),
    WarMachine("catapult", 120, 3, ("catapulte",)),
    WarMachine("trebuchet", 140, 3, ()),
    WarMachine("cannon", 150, 4, ("canon",)),
)
MACHINE_BY_KEY = {m.key: m for m in WAR_MACHINES}
BATTERY = 3


# --- I-6 morale and rally ---------------------------------------------------------------

MORALE_CLASSES: tuple[str, ...] = ("militia", "normal", "veteran", "elite")
MORALE_SPELLINGS = {
    "militia": ("milice",),
    "normal": (),
    "veteran": ("veteran", "veterans"),
    "elite": (),
}
MORALE_TABLE: tuple[tuple[int, int, tuple[str, str, str, str]], ...] = (
    # d100 from, to, outcome for militia / normal / veteran / elite
    (1, 10, ("rout", "rout", "rout", "disorganised")),
    (11, 25, ("rout", "rout", "disorganised", "disorganised")),
    (26, 50, ("rout", "disorganised", "disorganised", "ok")),
    (51, 75, ("disorganised", "ok", "ok", "ok")),
    (76, 100, ("ok", "ok", "ok", "ok")),
)
MORALE_OUTCOMES = ("rout", "disorganised", "ok")
MORALE_THRESHOLD_PERCENT = 50
"""A unit that has lost 50 % or more of its starting EFF checks morale (B6)."""
DISORGANISED_INITIATIVE = -2
ROUT_INITIATIVE = -10
OWN_INITIATIVE = (-5, 5)
"""A unit's own INI, set by the scenario: from -5 to +5 (seed I, INI; IV-1, INIT)."""
FEAR_MORALE = -10
TERROR_MORALE = -20
TERROR_TURN_MORALE = -10
"""Fear: a check at the start of each turn; terror: the same at -10 (B6)."""
FEAR_TURN_MORALE = 0
"""The start-of-turn check against fear, at no modifier (B6)."""

RALLY_RESULTS = ("critical_success", "success", "failure", "critical_failure")
RALLY_COLUMNS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("militia", ("militia",)),
    ("normal_veteran", ("normal", "veteran")),
    ("elite", ("elite",)),
)
RALLY_TABLE: dict[str, tuple[bool, bool, bool]] = {
    # command roll -> rallied? for militia / normal or veteran / elite
    "critical_success": (True, True, True),
    "success": (False, True, True),
    "failure": (False, False, True),
    "critical_failure": (False, False, False),
}
RALLY_HEAVY_LOSSES_PERCENT = 75
RALLY_HEAVY_LOSSES = -10
RALLY_ROUTED = -25

# --- III: support, multiple engagement, organisation, ambush, traps -------------------

SUPPORT_DIVISOR = 50
"""Melee support = ceil(total PUI / 50); ranged support = floor(total PUI TIR / 50) + 1."""
MAX_ENGAGED = 3
"""At most three units against one…"""
ENGAGED_EFF_FACTOR = 5
"""…whose combined EFF may not pass five times the target's."""
ORGANISED_BONUS = 1
AMBUSH_ATTACK = 2
TRAP_EXAMPLES: tuple[tuple[str, int, int], ...] = (
    ("stake_pits", 80, 2),
    ("burning_plain", 100, 3),
)
"""(key, PUI, ATT bonus) of the seed's two example traps."""

# --- IV-VI: characters, magic ---------------------------------------------------------

CHARACTER_BONUS_RANGE = (1, 8)
CHARACTER_EFF_TYPICAL = 1
CHARACTER_EFF_MAX_TYPICAL = 3
SPELL_EXAMPLES: tuple[tuple[str, int, int, int], ...] = (
    ("fireball", 4, 80, 4),
    ("terror", 3, 0, 0),
)
"""(key, uses per day, PUI, ATT bonus) of the seed's imperial battle mage."""

WOUND_COLUMNS: tuple[tuple[int, int], ...] = ((0, 25), (26, 50), (51, 75), (76, 100))
"""Percent of the unit's starting EFF lost since the battle began."""
WOUND_TABLE: tuple[tuple[int, int, tuple[tuple[int, str] | None, ...]], ...] = (
    # d12 from, to, wounds by loss column: (count, severity) or None
    (1, 1, (None, None, None, (1, "light"))),
    (2, 3, (None, None, (1, "light"), (2, "light"))),
    (4, 6, (None, (1, "light"), (2, "light"), (1, "moderate"))),
    (7, 9, ((1, "light"), (2, "light"), (1, "moderate"), (2, "moderate"))),
    (10, 10, ((2, "light"), (1, "moderate"), (2, "moderate"), (1, "serious"))),
    (11, 11, ((1, "moderate"), (2, "moderate"), (1, "serious"), (2, "serious"))),
    (12, 12, ((2, "moderate"), (1, "serious"), (2, "serious"), (3, "serious"))),
)
SEVERITIES = ("light", "moderate", "serious")

CHARACTER_ACTIONS: tuple[tuple[str, bool], ...] = (
    ("challenge", True),
    ("banner", True),
    ("rescue", False),
    ("rouse", True),
    ("flee", False),
    ("rally", True),
    ("bold_attack", False),
    ("reorganise", True),
    ("encircle", True),
    ("join", False),
    ("message", False),
    ("capture", False),
    ("sabotage", False),
    ("infiltrate", False),
    ("machines", True),
)
"""The characters' actions the rulebook lists (VI-2), in its order, each with whether it
gives the battle an effect (its italics; reorganising sends to III-2, taking war machines
turns them on their own side); the others are left to the story."""

# --- I-3 the turn ---------------------------------------------------------------------

TURN_STEPS = ("characters", "initiative", "engagement", "combat", "losses", "morale")
TURN_HOURS = 1
MAX_TURNS = 10
"""Night and fatigue stop a battle after ten one-hour turns (the GM may say otherwise)."""
