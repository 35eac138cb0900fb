"""The shape of a ``system: fate`` battle file, as frozen dataclasses.

The one definition the loader validates with (see ``kitgen.schema``): keys, types,
bounds, accepted spellings and help texts all live here.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated, ClassVar

from kitgen.printing import Print, card_size
from kitgen.schema import Language, Meta, spellings
from kitgen.systems.fate.tables import QUALITIES, SKILLS

QUALITY_CHOICES = spellings(
    {
        "average": ("moyenne", "moyen", "conscripts", "conscrits"),
        "fair": ("passable", "grognards", "veterans"),
        "good": ("bonne", "bon", "elite", "elites"),
    }
)
assert set(QUALITY_CHOICES.values()) == {q.key for q in QUALITIES}
SKILL_CHOICES = spellings(SKILLS)

Skill = Annotated[str, Meta(choices=SKILL_CHOICES)]
Rating = Annotated[int, Meta(min=-2, max=8)]


@dataclass(frozen=True, slots=True)
class Unit:
    NOUN: ClassVar[str] = "unit"
    name: Annotated[
        str, Meta(max_length=60, help="the unit's name: also its first aspect (its concept)")
    ]
    quality: Annotated[
        str, Meta(choices=QUALITY_CHOICES, aliases=("qualite", "valeur"), help="average/fair/good")
    ]
    skills: Annotated[
        dict[Skill, Rating],
        Meta(aliases=("competences",), help="skill -> rating, the quality's pyramid exactly"),
    ]
    aspects: Annotated[
        tuple[Annotated[str, Meta(max_length=80)], ...],
        Meta(max_items=4, help="its other aspects (the name is the first)"),
    ] = ()
    notes: Annotated[str | None, Meta(max_length=300)] = None
    secret: Annotated[bool, Meta(help="kept off the players' handout")] = False


@dataclass(frozen=True, slots=True)
class Commander:
    NOUN: ClassVar[str] = "commander"
    name: Annotated[str, Meta(max_length=60, help="the commander's name")]
    will: Annotated[int, Meta(min=-2, max=8, aliases=("volonte",), help="their Will rating")]
    player: Annotated[bool, Meta(aliases=("pc", "pj"), help="a player character")] = False
    npc: Annotated[
        str | None,
        Meta(
            choices=spellings({"main": ("principal",), "supporting": ("secondaire", "secondary")}),
            help="main or supporting NPC",
        ),
    ] = None
    skills: Annotated[
        dict[Skill, Rating] | None, Meta(aliases=("competences",), help="other skills")
    ] = None
    attached: Annotated[
        str | None,
        Meta(
            max_length=60, aliases=("unit", "affecte"), help="the unit it leads; none: independent"
        ),
    ] = None
    notes: Annotated[str | None, Meta(max_length=300)] = None


@dataclass(frozen=True, slots=True)
class Army:
    NOUN: ClassVar[str] = "army"
    name: Annotated[str, Meta(max_length=80, help="the army's name")]
    war_chest: Annotated[
        int,
        Meta(
            min=0,
            max=200,
            aliases=("build_points", "coffre", "coffre_de_guerre"),
            help="build points to spend (5 small, 10-12 middle, 20 epic)",
        ),
    ]
    units: Annotated[tuple[Unit, ...], Meta(max_items=40, aliases=("unites",))]
    player: Annotated[str | None, Meta(max_length=60, aliases=("joueur",))] = None
    fate_points: Annotated[
        int,
        Meta(
            min=0,
            max=60,
            aliases=("points_fate",),
            help="Fate points bought (3 build points each)",
        ),
    ] = 0
    commanders: Annotated[tuple[Commander, ...], Meta(max_items=12, aliases=("commandants",))] = ()
    notes: Annotated[str | None, Meta(max_length=600)] = None


@dataclass(frozen=True, slots=True)
class ZoneAspect:
    NOUN: ClassVar[str] = "aspect"
    name: Annotated[str, Meta(max_length=80, help="the aspect")]
    hinders: Annotated[
        bool, Meta(aliases=("genant", "hindering"), help="it hinders movement into the zone")
    ] = False


@dataclass(frozen=True, slots=True)
class Hidden:
    """A zone aspect written face down before the battle (F3)."""

    NOUN: ClassVar[str] = "hidden aspect"
    aspect: Annotated[str, Meta(max_length=80, help="the aspect, revealed when a unit enters")]
    by: Annotated[str, Meta(max_length=80, aliases=("army",), help="the army that placed it")]
    from_chest: Annotated[
        bool,
        Meta(help="paid from the war chest (3 build points) rather than the player's Fate point"),
    ] = False
    hinders: Annotated[bool, Meta(aliases=("genant", "hindering"))] = False


@dataclass(frozen=True, slots=True)
class Zone:
    NOUN: ClassVar[str] = "zone"
    name: Annotated[str, Meta(max_length=40, help="the zone's name")]
    aspects: Annotated[
        tuple[Annotated[str, Meta(max_length=80)] | ZoneAspect, ...], Meta(max_items=6)
    ] = ()
    links: Annotated[
        tuple[Annotated[str, Meta(max_length=40)], ...],
        Meta(max_items=12, aliases=("adjacent", "voisines"), help="names of adjacent zones"),
    ] = ()
    hidden: Hidden | None = None
    notes: Annotated[str | None, Meta(max_length=200)] = None


@dataclass(frozen=True, slots=True)
class HouseRules:
    """Where the GM overrides kitgen's default reading of the rules (docs/rulings.md)."""

    commander_boosts_every_skill: Annotated[
        bool,
        Meta(help="an attached commander also lifts the unit's unrated (+0) skills (ruling N1)"),
    ] = False
    shoot_defence: Annotated[
        str,
        Meta(
            choices=SKILL_CHOICES,
            help="the skill units defend with against Shoot: athletics, or e.g. will (ruling N8)",
        ),
    ] = "athletics"


@dataclass(frozen=True, slots=True)
class Cards:
    """The size each kind of card prints at (``kitgen.printing``)."""

    NOUN: ClassVar[str] = "card sizes"
    unit_card: Annotated[str, card_size("units", "unites")] = "poker"
    commander_card: Annotated[str, card_size("commanders", "commandants")] = "poker"
    zone_card: Annotated[str, card_size("zones")] = "poker"


@dataclass(frozen=True, slots=True)
class FatePrint(Print):
    cards: Annotated[Cards, Meta(aliases=("cartes",))] = Cards()


@dataclass(frozen=True, slots=True)
class Battle:
    NOUN: ClassVar[str] = "battle"
    system: Annotated[str, Meta(choices={"fate": "fate"})]
    name: Annotated[str, Meta(max_length=120, help="the battle's name")]
    armies: Annotated[tuple[Army, ...], Meta(max_items=6, aliases=("armees",))]
    zones: Annotated[tuple[Zone, ...], Meta(max_items=24)]
    players: Annotated[
        int | None,
        Meta(min=2, max=12, aliases=("joueurs",), help="people at the table, the GM included"),
    ] = None
    language: Language = None
    house_rules: HouseRules = HouseRules()
    author: Annotated[str | None, Meta(max_length=120)] = None
    notes: Annotated[str | None, Meta(max_length=2000)] = None
    print: Annotated[FatePrint, Meta(aliases=("impression",))] = FatePrint()
