"""Every table of seed 002 (*Combat de masse*, JdRWiki), as data.

Numbers are the seed's (and rulings J1-J6's); words live in ``kitgen.systems.jdrwiki.texts``.
Keys are English; the French spellings a battle file may use sit next to each key.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

# --- the army as a character ------------------------------------------------------------------

CHARACTERISTICS: dict[str, tuple[str, ...]] = {
    "strength": ("force", "for", "str"),
    "dexterity": ("dexterite", "dex"),
    "constitution": ("con",),
    "intelligence": ("int",),
    "wisdom": ("sagesse", "sag", "wis"),
    "charisma": ("charisme", "cha"),
}
"""The six characteristics ("caractéristiques") -> other spellings."""

CAPPED = ("intelligence", "wisdom", "charisma")
"""Never above the commander's own score, unless the army has Autonomie (J1)."""

BASE_SCORE = 10
RATING_RANGE = (-2, 2)
"""A criterion's rating: -2 (very weak) to +2 (very strong); 0 is a well-run army."""

CRITERIA: dict[str, tuple[str, ...]] = {
    "hierarchy": ("respect de la hierarchie", "hierarchie"),
    "communication": ("systeme de communication",),
    "logistics": ("efficacite de la logistique", "logistique"),
    "cohesion": ("cohesion des troupes",),
    "equipment": ("qualite de l'equipement", "equipement"),
    "training": ("formation militaire", "formations militaires", "formation"),
    "motivation": ("interessement",),
    "mobility": ("mobilite generale", "mobilite"),
    "diversity": ("diversite des moyens", "diversite"),
    "melee": (
        "moyens d'attaque au cac",
        "moyens d'attaque au corps a corps",
        "attaque au cac",
        "cac",
        "corps a corps",
    ),
    "ranged": (
        "moyens d'attaque a distance",
        "moyens d'attaques a distance",
        "moyens d'attaque habile",
        "attaque a distance",
        "distance",
    ),
    "defence": ("moyens de defense", "defense"),
    "knowledge": ("connaissance",),
    "culture": (),
    "history": ("rapports historiques", "rapport historique", "historique"),
}
"""The 15 rated criteria ("critères d'évaluation"), in the seed's order."""

CHARACTERISTIC_CRITERIA: dict[str, tuple[str, ...]] = {
    "strength": ("equipment", "mobility", "diversity", "melee"),
    "dexterity": ("logistics", "training", "mobility", "ranged"),
    "constitution": ("cohesion", "equipment", "motivation", "defence"),
    "charisma": ("hierarchy", "motivation", "diversity", "history"),
    "intelligence": ("communication", "cohesion", "training", "knowledge"),
    "wisdom": ("hierarchy", "communication", "logistics", "culture"),
}
"""Criteria whose ratings add to each characteristic (J1)."""


@dataclass(frozen=True, slots=True)
class Skill:
    key: str
    characteristic: str
    """Whose modifier the skill adds."""
    group: str
    """``offensive``, ``defensive`` or ``support``."""
    criteria: tuple[str, ...]
    """The criteria that feed it: the union of the criteria and skill paragraphs (J2)."""
    spellings: tuple[str, ...]


SKILLS: tuple[Skill, ...] = (
    Skill(
        "power_attack",
        "strength",
        "offensive",
        ("equipment", "training", "melee"),
        ("attaque en force", "af"),
    ),
    Skill(
        "finesse_attack",
        "dexterity",
        "offensive",
        ("logistics", "mobility", "ranged", "knowledge"),
        ("attaque habile", "ah"),
    ),
    Skill(
        "manoeuvre",
        "dexterity",
        "offensive",
        ("hierarchy", "communication", "cohesion", "training", "mobility", "culture"),
        ("manoeuvre militaire", "maneuver", "mm"),
    ),
    Skill(
        "sapping",
        "intelligence",
        "offensive",
        ("equipment", "training", "mobility", "diversity", "knowledge"),
        ("sape",),
    ),
    Skill(
        "warcraft",
        "intelligence",
        "offensive",
        ("communication", "cohesion", "training", "diversity", "knowledge"),
        ("technique de guerre", "tg"),
    ),
    Skill(
        "parry",
        "strength",
        "defensive",
        ("equipment", "training", "melee", "defence"),
        ("parade",),
    ),
    Skill(
        "reflexes",
        "dexterity",
        "defensive",
        ("logistics", "training", "mobility", "diversity", "defence", "culture"),
        ("reflexe", "reflex"),
    ),
    Skill(
        "will",
        "wisdom",
        "defensive",
        ("hierarchy", "cohesion", "motivation", "defence"),
        ("volonte",),
    ),
    Skill(
        "vigour",
        "constitution",
        "defensive",
        ("equipment", "motivation", "defence", "culture", "history"),
        ("vigueur", "vigor"),
    ),
    Skill(
        "morale",
        "charisma",
        "defensive",
        ("hierarchy", "cohesion", "motivation", "defence", "culture", "history"),
        ("moral",),
    ),
    Skill(
        "perception",
        "wisdom",
        "support",
        ("communication", "diversity", "knowledge", "culture"),
        (),
    ),
    Skill(
        "initiative",
        "dexterity",
        "support",
        ("communication", "logistics", "mobility", "ranged", "history"),
        (),
    ),
)
SKILL_BY_KEY = {s.key: s for s in SKILLS}
DEFENCES = tuple(s.key for s in SKILLS if s.group == "defensive")
PASSIVE_BASE = 10
"""A skill used passively (a defence) is worth 10 + the skill (J2)."""
PASSIVE_SKILLS = (*DEFENCES, "perception")
"""The skills a sheet prints a passive value for: the defences, and Perception (used
passively to notice traps)."""

# --- level: the commander and the aides de camp (J3) ------------------------------------------

COMBAT_FORMATIONS: dict[str, tuple[str, ...]] = {
    "power": ("force", "expertise du combat en force", "combat en force"),
    "finesse": ("habile", "expertise du combat habile", "combat habile"),
    "martial_arts": ("arts guerriers", "arts"),
}
"""The three combat formations that each add a level when the commander holds one."""

AIDE_LEVELS_MAX = 3
STRATEGIST_MIN_LEVEL: dict[int, int] = {1: 3, 2: 6, 3: 9, 4: 12, 5: 15, 6: 18}
"""Strategist ("Stratège") rank -> the character level it needs."""

CRITICAL_ROLL = 20
"""A d20 showing this is a critical; each strategist rank widens the range by one."""
GRACE_ROUND_LOSS = 2
"""Advantage points lost instead of a grace round."""
GRACE_ROUND_FREE_RANK = 2
"""From this strategist rank the grace round costs nothing..."""
GRACE_ROUND_GAIN_RANK = 3
"""...and from this one it gains points (how many: ruling O5)."""

# --- hit points and damage (J4) ---------------------------------------------------------------

DAMAGE_DIE = 4
"""The variable damage die: 1d4 (2d4 on a combined assault)."""
HERO_TARGETS_EXTRA = ("damage", "protection")
"""What a hero may boost besides the skills."""

# --- round length (J6) ------------------------------------------------------------------------

MIN_BATTLE = 100
"""Below this many participants it is not a battle."""
ROUND_MINUTES: tuple[tuple[int, int], ...] = (
    (100, 1),
    (1001, 10),
    (5001, 60),
    (20001, 180),
    (50001, 360),
    (200001, 720),
)
"""(from this many participants, a round lasts this many minutes)."""
FATIGUE_MINUTES = 12 * 60
"""An army fighting longer than this without rest starts to tire."""

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

# --- actions ----------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Action:
    key: str
    kind: str
    """``offensive``, ``manoeuvre`` or ``subversive``."""
    cost: tuple[int, int]
    """Initiative cost, lowest and highest (a move costs 1 per move, up to 5)."""
    attack: tuple[str, ...]
    """The skills the acting army may roll."""
    defence: tuple[str, ...]
    """The passive defences it may be rolled against (the attacker picks among several)."""
    success_advantage: int = 0
    """Advantage points the actor gains on a success (negative: the enemy loses them)."""
    failure_advantage: int = 0
    """Advantage points the actor loses on a failure (as a negative number)."""
    deals_damage: str = ""
    """``strength``/``dexterity``/``either``: the characteristic adjusting the damage a
    success deals (empty: no damage)."""


ACTIONS: tuple[Action, ...] = (
    Action(
        "combined_assault",
        "offensive",
        (2, 2),
        ("finesse_attack", "power_attack"),
        ("reflexes", "vigour", "parry"),
        deals_damage="either",
    ),
    Action(
        "massive_assault",
        "offensive",
        (1, 1),
        ("power_attack",),
        ("reflexes", "parry"),
        success_advantage=1,
        deals_damage="strength",
    ),
    Action(
        "subtle_assault",
        "offensive",
        (1, 1),
        ("finesse_attack",),
        ("reflexes", "parry"),
        success_advantage=1,
        deals_damage="dexterity",
    ),
    Action("total_melee", "offensive", (3, 3), ("manoeuvre",), ("vigour",), failure_advantage=-2),
    Action(
        "push_back",
        "offensive",
        (3, 3),
        ("manoeuvre",),
        ("parry",),
        failure_advantage=-1,
        deals_damage="either",
    ),
    Action(
        "harass",
        "manoeuvre",
        (2, 2),
        ("warcraft",),
        ("will",),
        success_advantage=1,
        failure_advantage=-1,
    ),
    Action(
        "barrage",
        "manoeuvre",
        (1, 1),
        ("warcraft",),
        ("will",),
        success_advantage=-1,
        failure_advantage=-1,
    ),
    Action(
        "charge", "manoeuvre", (1, 1), ("manoeuvre",), ("reflexes", "parry"), failure_advantage=-1
    ),
    Action("move", "manoeuvre", (1, 5), ("manoeuvre",), ("reflexes",), failure_advantage=-1),
    Action(
        "pincer",
        "manoeuvre",
        (3, 3),
        ("manoeuvre",),
        ("reflexes",),
        success_advantage=1,
        failure_advantage=-2,
    ),
    Action(
        "regroup_split", "manoeuvre", (2, 2), ("manoeuvre",), ("reflexes",), failure_advantage=-1
    ),
    Action("withdraw", "manoeuvre", (3, 3), ("manoeuvre",), ("reflexes",), failure_advantage=-1),
    Action("modify_terrain", "manoeuvre", (4, 4), (), ()),
    Action(
        "weaken",
        "subversive",
        (2, 2),
        ("sapping",),
        ("vigour",),
        success_advantage=1,
        failure_advantage=-1,
    ),
    Action(
        "break_morale", "subversive", (1, 1), ("manoeuvre",), ("morale",), success_advantage=-1
    ),
    Action(
        "pitfall",
        "subversive",
        (3, 3),
        ("sapping",),
        ("reflexes",),
        success_advantage=-1,
        failure_advantage=-1,
    ),
    Action(
        "spying",
        "subversive",
        (2, 2),
        ("perception",),
        ("will",),
        success_advantage=1,
        failure_advantage=-1,
    ),
    Action("mining", "subversive", (4, 4), ("sapping",), ("will",), deals_damage="either"),
)
"""The seed's 18 actions in its order. Advantage points: the actor's gain on a success
(or, negative, the points the enemy loses), and the actor's loss on a failure."""
ACTION_BY_KEY = {a.key: a for a in ACTIONS}
ACTION_KINDS = ("offensive", "manoeuvre", "subversive")

CHARGE_BONUS = 2
"""A successful charge: +2 to hit and +2 damage on the massive assault that follows, +2
to a total melee right after."""
PINCER_BONUS = 4
PITFALL_BONUS = 2
WITHDRAW_BONUS = 2
BARRAGE_BONUS = 1
HARASS_MALUS = -1
WEAKEN_MALUS = -1

# --- terrain ----------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Feature:
    """A terrain characteristic ("caractéristique du terrain") and what its level does."""

    key: str
    max_level: int
    occupant: dict[str, int]
    """Skill -> sign: the occupant gains (+1) or loses (-1) the level on that skill."""
    against: dict[str, int]
    """Skill -> sign, for an enemy acting against the occupant."""
    exit: str
    """Extra moves to leave the zone: ``level``, ``one`` (any level) or ``none``."""
    raise_with: str | None
    """The skill that raises the level (None: it cannot be raised by an army)."""
    lower_with: str | None
    opposed_by: str | None
    """The occupant's defence against a change, when the zone is held."""
    spellings: tuple[str, ...]


FEATURES: tuple[Feature, ...] = (
    Feature(
        "unstable_ground",
        3,
        {"finesse_attack": -1, "reflexes": -1, "parry": -1},
        {},
        "level",
        "sapping",
        "manoeuvre",
        "parry",
        ("sol instable", "sol"),
    ),
    Feature(
        "stronghold",
        4,
        {"parry": 1, "vigour": 1, "will": 1, "finesse_attack": 1, "power_attack": -1},
        {},
        "none",
        "manoeuvre",
        "sapping",
        "parry",
        ("place forte", "fort", "fortification"),
    ),
    Feature(
        "cover",
        3,
        {
            "sapping": 1,
            "initiative": 1,
            "finesse_attack": 1,
            "warcraft": 1,
            "perception": -1,
            "parry": -1,
            "power_attack": -1,
            "manoeuvre": -1,
        },
        {
            "perception": -1,
            "sapping": -1,
            "finesse_attack": -1,
            "power_attack": -1,
            "manoeuvre": -1,
        },
        "one",
        "sapping",
        "manoeuvre",
        "reflexes",
        ("couverture",),
    ),
    Feature("heights", 4, {}, {}, "level", None, None, None, ("hauteurs", "hauteur")),
    Feature(
        "weather",
        3,
        {"perception": -1, "morale": -1, "vigour": -1, "finesse_attack": -1},
        {},
        "none",
        "sapping",
        "will",
        "will",
        ("intemperies",),
    ),
)
"""The five terrain characteristics in the seed's order. Heights work by difference
between two zones (see ``HEIGHTS_*``); weather is changed against an absolute difficulty
(``WEATHER_DIFFICULTY``), not against the occupant's defence."""
FEATURE_BY_KEY = {f.key: f for f in FEATURES}

HEIGHTS_HIGHER = ("finesse_attack", "parry", "will", "morale")
"""The army on higher ground gains the difference in height on these..."""
HEIGHTS_LOWER = ("finesse_attack", "parry", "morale", "sapping")
"""...and the army below loses it on these."""
HEIGHTS_RANGE = 1
"""Extra range of finesse attacks shot down at a lower zone."""
STRONGHOLD_SPECIAL = 5
"""Against Recul and Mêlée totale: Parade or Vigueur + 5 x the stronghold's level."""
PASSIVE_RESISTANCE = 5
"""An unheld zone resists a change with 5 x the level of the characteristic."""
WEATHER_DIFFICULTY = 10
"""Worsening the weather: Sape against 10 x the wanted level; easing it: Volonté against
10 x the present level."""
