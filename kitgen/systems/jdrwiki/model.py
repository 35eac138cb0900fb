"""The shape of a ``system: jdrwiki`` battle file, as frozen dataclasses.

The one definition the loader validates with (see ``kitgen.schema``): keys, types,
bounds, accepted spellings and help texts all live here. Bounds here are sanity limits;
the seed's own limits (hero points, talent counts, strategist ranks) are checked by the
rules core, which can say why.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated, ClassVar

from kitgen.printing import Print, card_size
from kitgen.schema import Language, Meta, spellings
from kitgen.systems.jdrwiki.army_tables import (
    COMBAT_FORMATIONS,
    CRITERIA,
    HERO_TARGETS_EXTRA,
    RATING_RANGE,
    SKILLS,
)
from kitgen.systems.jdrwiki.talent_tables import TALENTS

CRITERION_CHOICES = spellings(CRITERIA)
FORMATION_CHOICES = spellings(COMBAT_FORMATIONS)
TALENT_CHOICES = spellings({t.key: t.spellings for t in TALENTS})
HERO_TARGET_CHOICES = spellings(
    {
        **{s.key: s.spellings for s in SKILLS},
        HERO_TARGETS_EXTRA[0]: ("degats", "degat", "dommages"),
        HERO_TARGETS_EXTRA[1]: ("protection", "encaissement"),
    }
)

Name = Annotated[str, Meta(max_length=60)]
Criterion = Annotated[str, Meta(choices=CRITERION_CHOICES)]
Rating = Annotated[int, Meta(min=RATING_RANGE[0], max=RATING_RANGE[1])]
Formation = Annotated[str, Meta(choices=FORMATION_CHOICES)]
Score = Annotated[int, Meta(min=1, max=40)]
Bonuses = Annotated[
    dict[Annotated[str, Meta(choices=HERO_TARGET_CHOICES)], Annotated[int, Meta(min=-6, max=6)]],
    Meta(aliases=("bonus",), help="skill, damage or protection -> bonus; negative: a malus"),
]
SuperiorRace = Annotated[
    bool, Meta(aliases=("race_superieure",), help="5+ levels of racial power: one class up")
]
Heroism = Annotated[
    int, Meta(min=0, max=10, aliases=("heroisme",), help="heroism points for this battle")
]


@dataclass(frozen=True, slots=True)
class HeroBonuses:
    """What a hero gives the army for the round it steps in (J5)."""

    NOUN: ClassVar[str] = "hero"
    bonuses: Bonuses
    superior_race: SuperiorRace = False
    heroism: Heroism = 0


@dataclass(frozen=True, slots=True)
class Commander:
    NOUN: ClassVar[str] = "commander"
    name: Annotated[str, Meta(max_length=60, aliases=("nom",), help="the commander's name")]
    level: Annotated[int, Meta(min=1, max=60, aliases=("niveau",), help="character level")]
    strategist: Annotated[
        int, Meta(min=0, max=6, aliases=("stratege",), help="ranks in the Stratège formation")
    ] = 0
    formations: Annotated[
        tuple[Formation, ...],
        Meta(max_items=3, help="combat formations held: power, finesse, martial_arts"),
    ] = ()
    player: Annotated[bool, Meta(aliases=("pc", "pj"), help="a player character")] = False
    intelligence: Annotated[
        Score | None, Meta(aliases=("int",), help="the commander's own score (caps the army's)")
    ] = None
    wisdom: Annotated[
        Score | None, Meta(aliases=("sagesse", "sag"), help="the commander's own score")
    ] = None
    charisma: Annotated[
        Score | None, Meta(aliases=("charisme", "cha"), help="the commander's own score")
    ] = None
    heroism: Heroism = 0
    hero: Annotated[
        HeroBonuses | None,
        Meta(aliases=("heros",), help="the commander can also step in as one of the heroes"),
    ] = None


@dataclass(frozen=True, slots=True)
class Aide:
    NOUN: ClassVar[str] = "aide de camp"
    name: Annotated[str, Meta(max_length=60, aliases=("nom",))]
    strategist: Annotated[int, Meta(min=0, max=6, aliases=("stratege",))] = 0
    formations: Annotated[tuple[Formation, ...], Meta(max_items=3)] = ()
    level: Annotated[int | None, Meta(min=1, max=60, aliases=("niveau",))] = None


@dataclass(frozen=True, slots=True)
class Unit:
    NOUN: ClassVar[str] = "unit"
    name: Annotated[str, Meta(max_length=60, aliases=("nom",), help="a kind of fighter")]
    value: Annotated[
        int, Meta(min=1, max=100_000, aliases=("valeur",), help="its worth; the weakest is 1")
    ]
    count: Annotated[
        int, Meta(min=1, max=10_000_000, aliases=("effectif", "nombre"), help="how many")
    ]
    secret: Annotated[bool, Meta(help="kept off the players' handout")] = False


@dataclass(frozen=True, slots=True)
class Hero:
    NOUN: ClassVar[str] = "hero"
    name: Annotated[str, Meta(max_length=60, aliases=("nom",))]
    level: Annotated[int, Meta(min=1, max=60, aliases=("niveau",), help="character level")]
    bonuses: Bonuses
    player: Annotated[bool, Meta(aliases=("pc", "pj"), help="a player character")] = False
    superior_race: SuperiorRace = False
    heroism: Heroism = 0
    notes: Annotated[str | None, Meta(max_length=300)] = None
    secret: Annotated[bool, Meta(help="kept off the players' handout")] = False


@dataclass(frozen=True, slots=True)
class Corps:
    """A body of the army with its own headcount, heroes and place."""

    NOUN: ClassVar[str] = "corps"
    name: Annotated[str, Meta(max_length=60, aliases=("nom",))]
    units: Annotated[
        dict[Annotated[str, Meta(max_length=60)], Annotated[int, Meta(min=1, max=10_000_000)]],
        Meta(aliases=("unites", "effectif"), help="unit name -> how many of them"),
    ]
    heroes: Annotated[tuple[Name, ...], Meta(max_items=20, aliases=("heros",))] = ()
    at: Annotated[str | None, Meta(max_length=40, aliases=("zone",), help="its zone")] = None


@dataclass(frozen=True, slots=True)
class Army:
    NOUN: ClassVar[str] = "army"
    name: Annotated[str, Meta(max_length=80, aliases=("nom",), help="the army's name")]
    commander: Annotated[Commander, Meta(aliases=("commandant", "chef"))]
    criteria: Annotated[
        dict[Criterion, Rating],
        Meta(aliases=("criteres",), help="the 15 criteria, each rated -2..+2"),
    ]
    units: Annotated[tuple[Unit, ...], Meta(max_items=40, aliases=("unites",))]
    side: Annotated[
        str | None, Meta(max_length=60, aliases=("camp",), help="armies on one side are allies")
    ] = None
    player: Annotated[str | None, Meta(max_length=60, aliases=("joueur",))] = None
    aides: Annotated[
        tuple[Aide, ...], Meta(max_items=12, aliases=("aides_de_camp", "aides_camp"))
    ] = ()
    heroes: Annotated[tuple[Hero, ...], Meta(max_items=20, aliases=("heros",))] = ()
    talents: Annotated[
        tuple[Annotated[str, Meta(choices=TALENT_CHOICES)], ...],
        Meta(max_items=8, help="army talents from the rulebook's list"),
    ] = ()
    corps: Annotated[tuple[Corps, ...], Meta(max_items=12)] = ()
    at: Annotated[str | None, Meta(max_length=40, aliases=("zone",), help="its zone")] = None
    speed: Annotated[
        int, Meta(min=1, max=20, aliases=("vitesse",), help="movement units per move")
    ] = 1
    notes: Annotated[str | None, Meta(max_length=600)] = None


@dataclass(frozen=True, slots=True)
class Zone:
    """A piece of the battlefield and its terrain characteristics."""

    NOUN: ClassVar[str] = "zone"
    name: Annotated[str, Meta(max_length=40, aliases=("nom",))]
    unstable_ground: Annotated[
        int, Meta(min=0, max=3, aliases=("sol_instable",), help="mud 1, marsh 2, flooded 3")
    ] = 0
    stronghold: Annotated[
        int,
        Meta(
            min=0,
            max=4,
            aliases=("place_forte",),
            help="civil buildings 1, old defences 2, fortified 3, fortress 4",
        ),
    ] = 0
    cover: Annotated[
        int, Meta(min=0, max=3, aliases=("couverture",), help="light 1, medium 2, total 3")
    ] = 0
    heights: Annotated[
        int,
        Meta(
            min=0,
            max=4,
            aliases=("hauteurs", "hauteur"),
            help="hills 1, scarps 2, cliffs 3, high mountain 4",
        ),
    ] = 0
    weather: Annotated[
        int | None,
        Meta(min=0, max=3, aliases=("intemperies",), help="rain 1, storm 2, cyclone 3"),
    ] = None
    notes: Annotated[str | None, Meta(max_length=300)] = None


@dataclass(frozen=True, slots=True)
class HouseRules:
    """Where the GM overrides kitgen's default reading of the rules (docs/rulings.md)."""

    advantage_points: Annotated[
        str,
        Meta(
            choices=spellings({"vdb": ("step",), "raw": ("points", "brut")}),
            help=(
                "fury (hargne) and protection count in VDB (vdb, ruling J4) or one point "
                "each (raw)"
            ),
        ),
    ] = "vdb"
    critical_needs_success: Annotated[
        bool,
        Meta(help="a die in the critical range is a critical only if the roll also succeeds"),
    ] = False
    grace_round_gain: Annotated[
        int,
        Meta(min=0, max=6, help="advantage points a strategist of rank 3+ gains (ruling O5)"),
    ] = 1


@dataclass(frozen=True, slots=True)
class Cards:
    """The size each kind of printable prints at (``kitgen.printing``)."""

    NOUN: ClassVar[str] = "card sizes"
    hero_card: Annotated[str, card_size("heroes", "heros")] = "tarot"
    zone_card: Annotated[str, card_size("zones")] = "tarot"
    army_sheet: Annotated[str, card_size("armies", "armees", "army_sheets")] = "page"


@dataclass(frozen=True, slots=True)
class JdrwikiPrint(Print):
    cards: Annotated[Cards, Meta(aliases=("cartes",))] = Cards()


@dataclass(frozen=True, slots=True)
class Battle:
    NOUN: ClassVar[str] = "battle"
    system: Annotated[str, Meta(choices={"jdrwiki": "jdrwiki"})]
    name: Annotated[str, Meta(max_length=120, aliases=("nom",), help="the battle's name")]
    armies: Annotated[tuple[Army, ...], Meta(max_items=6, aliases=("armees",))]
    zones: Annotated[tuple[Zone, ...], Meta(max_items=40)] = ()
    weather: Annotated[
        int,
        Meta(min=0, max=3, aliases=("intemperies",), help="weather over every zone by default"),
    ] = 0
    language: Language = None
    house_rules: HouseRules = HouseRules()
    author: Annotated[str | None, Meta(max_length=120)] = None
    notes: Annotated[str | None, Meta(max_length=2000)] = None
    print: Annotated[JdrwikiPrint, Meta(aliases=("impression",))] = JdrwikiPrint()
