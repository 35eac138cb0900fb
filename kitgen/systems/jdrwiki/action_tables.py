"""The rulebook's tables for actions and terrain (*Combat de masse*, JdRWiki), as data.

The 18 actions (kind, initiative cost, the skills rolled and the defences met, advantage
points won or lost, damage) and their bonuses, then the five terrain characteristics of a
zone, what each level does to the skills, and how a zone is changed. Numbers are the
rulebook's; words live in ``texts`` and the modules it gathers. Keys are English, with the
French spellings a battle file may use.
"""

from __future__ import annotations

from dataclasses import dataclass

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
    against_occupant: bool = True
    """Whether the action "s'en prend à" the enemy's army, so that the cover of the zone it
    occupies counts against the actor (Couverture); a move, a regrouping or a withdrawal
    only orders the actor's own army (the enemy's Réflexes still oppose it)."""


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
    Action(
        "move",
        "manoeuvre",
        (1, 5),
        ("manoeuvre",),
        ("reflexes",),
        failure_advantage=-1,
        against_occupant=False,
    ),
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
        "regroup_split",
        "manoeuvre",
        (2, 2),
        ("manoeuvre",),
        ("reflexes",),
        failure_advantage=-1,
        against_occupant=False,
    ),
    Action(
        "withdraw",
        "manoeuvre",
        (3, 3),
        ("manoeuvre",),
        ("reflexes",),
        failure_advantage=-1,
        against_occupant=False,
    ),
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

CRITICAL_DICE = 2
"""A critical that takes more damage ("Infliger des dégâts": + 1d4 x VDB + bonus carac. x
VDB) counts the variable part twice: 2d4 and the modifier twice for a plain hit, and the
combined assault's 2d4 doubled, "le double en cas de réussite critique" (ruling O11)."""
CHARGE_BONUS = 2
"""A successful charge: +2 to hit and +2 damage on the massive assault that follows, +2
to a total melee right after."""
PINCER_BONUS = 4
PITFALL_BONUS = 2


@dataclass(frozen=True, slots=True)
class FollowUp:
    """An action rolled right after another that succeeded, or inside a total melee: what
    it adds to the roll and to the damage (in VDB, or points: ruling O3)."""

    key: str
    """``charge``, ``pincer``, ``pitfall`` or ``in_melee``."""
    action: str
    attack: int
    damage: int
    brute_doubles: bool = False
    """Brute's +2 / +2 count twice on an Attaque en force roll (the talent's text)."""


FOLLOW_UPS: tuple[FollowUp, ...] = (
    FollowUp("charge", "massive_assault", CHARGE_BONUS, CHARGE_BONUS, brute_doubles=True),
    FollowUp("charge", "total_melee", CHARGE_BONUS, 0),
    FollowUp("pincer", "combined_assault", PINCER_BONUS, PINCER_BONUS),
    FollowUp("pincer", "massive_assault", PINCER_BONUS, PINCER_BONUS),
    FollowUp("pincer", "subtle_assault", PINCER_BONUS, PINCER_BONUS),
    FollowUp("pitfall", "subtle_assault", PITFALL_BONUS, PITFALL_BONUS),
    FollowUp("in_melee", "combined_assault", 0, 0, brute_doubles=True),
    FollowUp("in_melee", "massive_assault", 0, 0, brute_doubles=True),
)
"""What a successful Charge (the massive assault after it; a total melee right after),
Étau (the next assault: combined, massive or subtle) and Chausse-trappe (a subtle assault
that round) add, and Brute doubled after a charge and in a total melee (ruling O12). An
``in_melee`` line only exists for a Brute army."""
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
