"""Every table of *Witcher : Règles de Bataille* v1.1 (seed 000), as data.

The rules core computes from these values and the quick reference prints them, so a
number lives in exactly one place. Labels (French and English) live in ``kitgen.i18n``.
"""

from __future__ import annotations

from dataclasses import dataclass

from kitgen.schema import Choices, spellings


@dataclass(frozen=True, slots=True)
class TroopTier:
    """A row of the troop-types table ("Types de troupes")."""

    key: str
    sd: int
    min_group: int | None
    """Smallest group that counts at this tier at all ("groupe de 5 minimum")."""


TROOP_TIERS: tuple[TroopTier, ...] = (
    TroopTier("non_combatants", 10, None),
    TroopTier("brigands_militia", 12, None),
    TroopTier("men_at_arms", 14, None),
    TroopTier("knights", 16, None),
    TroopTier("elite", 18, None),
    TroopTier("witchers_mages", 20, 5),
    TroopTier("golems_elementals", 25, 5),
    TroopTier("dragons", 30, None),
)
TIER_BY_KEY = {t.key: t for t in TROOP_TIERS}

TROOP_TYPES: dict[str, tuple[str, tuple[str, ...]]] = {
    # canonical type -> (tier, other accepted spellings; English and French)
    "non-combatants": (
        "non_combatants",
        ("non-combatant", "non-combattants", "non-combattant", "noncombatants"),
    ),
    "peasants": ("non_combatants", ("peasant", "paysans", "paysan")),
    "brigands": ("brigands_militia", ("brigand", "bandits", "bandit")),
    "militia": ("brigands_militia", ("milice", "militiamen", "miliciens", "milicien")),
    "men-at-arms": (
        "men_at_arms",
        (
            "man-at-arms",
            "hommes d'armes",
            "homme d'armes",
            "soldiers",
            "soldier",
            "soldats",
            "soldat",
        ),
    ),
    "mercenaries": ("men_at_arms", ("mercenary", "mercenaires", "mercenaire")),
    "knights": ("knights", ("knight", "chevaliers", "chevalier")),
    "scoia'tael": ("knights", ("scoiatael", "scoia'tael archers", "archers scoia'tael")),
    "elite knights": (
        "elite",
        ("elite knight", "chevaliers d'élite", "chevalier d'élite", "elite", "élite"),
    ),
    "mahakam dwarves": (
        "elite",
        ("dwarves of mahakam", "nains de mahakam", "troupes naines de mahakam", "mahakam"),
    ),
    "witchers": ("witchers_mages", ("witcher", "sorceleurs", "sorceleur")),
    "mages": ("witchers_mages", ("mage",)),
    "gargoyles": ("witchers_mages", ("gargoyle", "gargouilles", "gargouille")),
    "trolls": ("witchers_mages", ("troll",)),
    "golems": ("golems_elementals", ("golem",)),
    "elementals": ("golems_elementals", ("elemental", "élémentaires", "élémentaire")),
    "dragons": ("dragons", ("dragon",)),
}

TROOP_TYPE_SPELLINGS: Choices = spellings(
    {canonical: others for canonical, (_, others) in TROOP_TYPES.items()},
    french={
        "non-combatants": "non-combattants",
        "peasants": "paysans",
        "brigands": "brigands",
        "militia": "milice",
        "men-at-arms": "hommes d'armes",
        "mercenaries": "mercenaires",
        "knights": "chevaliers",
        "scoia'tael": "scoia'tael",
        "elite knights": "chevaliers d'élite",
        "mahakam dwarves": "nains de Mahakam",
        "witchers": "sorceleurs",
        "mages": "mages",
        "gargoyles": "gargouilles",
        "trolls": "trolls",
        "golems": "golems",
        "elementals": "élémentaires",
        "dragons": "dragons",
    },
)
"""The troop types as a battle file may write them, and as a French message names them
(the words of the troop-types table, « Types de troupes »)."""


@dataclass(frozen=True, slots=True)
class OfficerRank:
    """A row of "Compétences de base des officiers"."""

    key: str
    battle_size: str
    """The ``EngagementSize.key`` of the battle the rank commands."""
    tactique: int
    commandement: int
    may_swap: bool
    """A Major or a Général may swap the two bases (ruling W9)."""


OFFICER_RANKS: tuple[OfficerRank, ...] = (
    OfficerRank("captain", "skirmish", 12, 12, False),
    OfficerRank("major", "small", 15, 12, True),
    OfficerRank("colonel", "large", 15, 15, False),
    OfficerRank("general", "huge", 18, 15, True),
    OfficerRank("marshal", "epic", 18, 18, False),
)
"""The officers' table names each rank's battle with rough bounds of its own ("moins de
200", "moins de 500", …) that disagree with the engagement table's (50 to 250, 251 to
1 000, …), which set the SR (ruling W7): a rank's battle is named by its size only
(``EngagementSize.key``), whose bounds are the engagement table's."""
RANK_BY_KEY = {r.key: r for r in OFFICER_RANKS}
RANK_SPELLINGS: Choices = spellings(
    {
        "captain": ("capitaine", "capt"),
        "major": ("commandant", "commander"),
        "colonel": (),
        "general": ("général",),
        "marshal": ("maréchal", "général d'armée", "field marshal", "army general"),
    },
    french={
        "captain": "capitaine",
        "major": "commandant",
        "colonel": "colonel",
        "general": "général",
        "marshal": "maréchal",
    },
)
"""The ranks of "Compétences de base des officiers", and their French words."""


@dataclass(frozen=True, slots=True)
class EngagementSize:
    """A row of "Taille d'engagement": total combatants of both sides -> SR."""

    key: str
    low: int
    high: int | None
    success_threshold: int


ENGAGEMENT_SIZES: tuple[EngagementSize, ...] = (
    EngagementSize("skirmish", 50, 250, 5),
    EngagementSize("small", 251, 1000, 10),
    EngagementSize("large", 1001, 5000, 15),
    EngagementSize("huge", 5001, 20000, 20),
    EngagementSize("epic", 20001, None, 25),
)


@dataclass(frozen=True, slots=True)
class TableRow:
    """A row of a modifier table: ``values`` is one value, a range (``span``: -1 to -3) or
    a choice (barricades +2 / fortifications +3); ``per`` says what it counts (``type``,
    ``phase``, ``test``, ``step``: each further 100 %); ``cap`` its limit."""

    key: str
    values: tuple[int, ...]
    span: bool = False
    per: str = ""
    cap: int | None = None


BATTLE_CIRCUMSTANCES: tuple[TableRow, ...] = (
    TableRow("specialists", (-1,), per="type"),
    TableRow("surprise", (-1, -3), span=True),
    TableRow("slight_superiority", (1,)),
    TableRow("superiority", (2,)),
    TableRow("great_superiority", (1,), per="step", cap=8),
    TableRow("best_terrain", (1,)),
    TableRow("prepared", (1,)),
    TableRow("works", (2, 3)),
    TableRow("weather", (1, 3), span=True),
)

CASUALTY_MODIFIERS: tuple[TableRow, ...] = (
    TableRow("phase_won", (-1,)),
    TableRow("phase_lost", (1,)),
    TableRow("slight_superiority", (1,)),
    TableRow("superiority", (2,)),
    TableRow("great_superiority", (1,), per="step"),
    TableRow("enemy_specialists", (1,), per="phase"),
    TableRow("rounds", (1,), per="test"),
    TableRow("barricades", (2,)),
    TableRow("fortifications", (3,)),
)

STANDING_DEFENCE_VALUES = {"best_terrain": 1, "prepared": 1, "barricades": 2, "fortifications": 3}


@dataclass(frozen=True, slots=True)
class CasualtyBand:
    """A row of "Pourcentage de pertes": margin (total - SD) -> ``dice``d6 + ``bonus`` %."""

    low: int | None
    """Lowest margin in the band; ``None`` for the open bottom band."""
    high: int | None
    dice: int
    bonus: int
    quick: int
    """The table's own quick value ("Rapide"), a round figure, not the exact mean."""

    @property
    def pct_min(self) -> int:
        return self.dice + self.bonus

    @property
    def pct_max(self) -> int:
        return 6 * self.dice + self.bonus


CASUALTY_BANDS: tuple[CasualtyBand, ...] = (
    CasualtyBand(16, None, 2, 6, 15),
    CasualtyBand(11, 15, 3, 8, 20),
    CasualtyBand(6, 10, 4, 10, 25),
    CasualtyBand(0, 5, 5, 12, 30),
    CasualtyBand(-5, -1, 6, 14, 35),
    CasualtyBand(-10, -6, 7, 16, 40),
    CasualtyBand(-15, -11, 8, 18, 45),
    CasualtyBand(None, -16, 9, 20, 50),
)

NO_QUARTER_SURVIVORS = (1, 2, 5)
"""No quarter: (1d6 + 2) % of the casualties survive; (dice, bonus, quick %)."""

MINUTES_PER_TEST = 10
"""Each Clash test stands for about ten minutes; a day in a siege."""
