"""The rulebook's tables for the army as a character (*Combat de masse*, JdRWiki), as data.

Characteristics and the criteria that feed them (J1), skills and passive defences (J2), the
level a commander, his aides and his strategist rank give (J3), the damage die (J4) and the
round's length (J6). Numbers are the rulebook's; words live in ``texts`` and the modules it
gathers. Keys are English; the French spellings a battle file may use sit next to each key.
"""

from __future__ import annotations

from dataclasses import dataclass

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
