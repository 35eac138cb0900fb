"""The shape of a ``system: jdrwiki`` battle file, as frozen dataclasses.

The one definition the loader validates with (see ``kitgen.schema``): keys, types,
bounds, accepted spellings and help texts all live here. Bounds here are sanity limits;
the seed's own limits (hero points, talent counts, strategist ranks) are checked by the
rules core, which can say why.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Annotated, ClassVar

from kitgen.model import Both
from kitgen.names import NamesField
from kitgen.printing import Print, card_size
from kitgen.prose import Prose
from kitgen.scenario import ScenarioField
from kitgen.schema import (
    FOLLOWS,
    LINK,
    Language,
    Meta,
    PlayersArmy,
    Secret,
    spellings,
    system_choices,
)
from kitgen.systems.jdrwiki.action_tables import ACTIONS
from kitgen.systems.jdrwiki.army_tables import (
    COMBAT_FORMATIONS,
    CRITERIA,
    HERO_TARGETS_EXTRA,
    RATING_RANGE,
    SKILLS,
)
from kitgen.systems.jdrwiki.talent_tables import TALENTS

# each value's French word is the seed's, in the short form a battle file's key takes
CRITERION_CHOICES = spellings(
    CRITERIA,
    french={
        "hierarchy": "hiérarchie",
        "communication": "communication",
        "logistics": "logistique",
        "cohesion": "cohésion",
        "equipment": "équipement",
        "training": "formation militaire",
        "motivation": "intéressement",
        "mobility": "mobilité",
        "diversity": "diversité",
        "melee": "corps à corps",
        "ranged": "distance",
        "defence": "défense",
        "knowledge": "connaissance",
        "culture": "culture",
        "history": "rapports historiques",
    },
)
FORMATION_CHOICES = spellings(
    COMBAT_FORMATIONS,
    french={
        "power": "combat en force",
        "finesse": "combat habile",
        "martial_arts": "arts guerriers",
    },
)
TALENT_CHOICES = spellings(
    {t.key: t.spellings for t in TALENTS},
    french={
        "adaptation": "adaptation",
        "assurance": "assurance",
        "opportune_attack": "attaque opportune",
        "tactical_advantage": "avantage tactique",
        "brute": "brute",
        "last_chance": "dernière chance",
        "determination": "détermination",
        "master_strategist": "fin stratège",
        "ruthless": "impitoyable",
        "iron_hand": "main de fer",
        "master_of_fate": "maître du destin",
        "forced_march": "marche forcée",
        "hero_support": "soutien du héros",
        "autonomy": "autonomie",
    },
)
HERO_TARGET_CHOICES = spellings(
    {
        **{s.key: s.spellings for s in SKILLS},
        HERO_TARGETS_EXTRA[0]: ("degats", "degat", "dommages"),
        HERO_TARGETS_EXTRA[1]: ("protection", "encaissement"),
    },
    french={
        "power_attack": "attaque en force",
        "finesse_attack": "attaque habile",
        "manoeuvre": "manœuvre militaire",
        "sapping": "sape",
        "warcraft": "technique de guerre",
        "parry": "parade",
        "reflexes": "réflexe",
        "will": "volonté",
        "vigour": "vigueur",
        "morale": "moral",
        "perception": "perception",
        "initiative": "initiative",
        HERO_TARGETS_EXTRA[0]: "dégâts",
        HERO_TARGETS_EXTRA[1]: "protection",
    },
)

# the actions a race's plan may name: every one that is rolled (ruling O15)
_ACTION_FRENCH = {
    "combined_assault": "assaut combiné",
    "massive_assault": "assaut massif",
    "subtle_assault": "assaut subtil",
    "total_melee": "mêlée totale",
    "push_back": "recul",
    "harass": "agacer",
    "barrage": "barrage",
    "charge": "charge",
    "move": "déplacement",
    "pincer": "étau",
    "regroup_split": "regrouper",
    "withdraw": "repli",
    "weaken": "affaiblir",
    "break_morale": "briser le moral",
    "pitfall": "chausse-trappe",
    "spying": "espionnage",
    "mining": "minage",
}
ACTION_CHOICES = spellings(
    {
        a.key: (_ACTION_FRENCH[a.key], *(("diviser",) if a.key == "regroup_split" else ()))
        for a in ACTIONS
        if a.attack
    },
    french=_ACTION_FRENCH,
)
PlanAction = Annotated[str, Meta(choices=ACTION_CHOICES)]
Sequence = Annotated[tuple[PlanAction, ...], Meta(max_items=12)]
"""A plan's actions, taken in turn, one a round, and started again."""
Plans = Annotated[
    tuple[PlanAction | Sequence, ...],
    Meta(
        max_items=4,
        help=(
            "plans to race the enemy with (ruling O15), each one action every round or a "
            "list of actions repeated in turn; by default its best assault",
            "plans pour la course contre l'ennemi (arbitrage O15), chacun une action à "
            "chaque round ou une liste d'actions répétée dans l'ordre ; par défaut, son "
            "meilleur assaut",
        ),
    ),
]

Name = Annotated[str, Meta(max_length=60)]
Criterion = Annotated[str, Meta(choices=CRITERION_CHOICES)]
Rating = Annotated[int, Meta(min=RATING_RANGE[0], max=RATING_RANGE[1])]
Formation = Annotated[str, Meta(choices=FORMATION_CHOICES)]
Score = Annotated[int, Meta(min=1, max=40)]
Bonuses = Annotated[
    dict[Annotated[str, Meta(choices=HERO_TARGET_CHOICES)], Annotated[int, Meta(min=-6, max=6)]],
    Meta(
        french="bonus",
        help=(
            "skill, damage or protection -> bonus; negative: a malus",
            "compétence, dégâts ou protection -> bonus ; négatif : un malus",
        ),
    ),
]
SuperiorRace = Annotated[
    bool,
    Meta(
        french="race_supérieure",
        help=(
            "5+ levels of racial power: one class up",
            "5 niveaux de puissance raciale ou plus : une classe au-dessus",
        ),
    ),
]
Heroism = Annotated[
    int,
    Meta(
        min=0,
        max=10,
        french="héroïsme",
        help=("heroism points for this battle", "points d'héroïsme pour cette bataille"),
    ),
]


@dataclass(frozen=True, slots=True)
class HeroBonuses:
    """What a hero gives the army for the round it steps in (J5)."""

    NOUN: ClassVar[Both] = ("hero", "héros")
    bonuses: Bonuses
    superior_race: SuperiorRace = False
    heroism: Heroism = 0


@dataclass(frozen=True, slots=True)
class Commander:
    NOUN: ClassVar[Both] = ("commander", "commandant")
    name: Annotated[
        str,
        Meta(
            max_length=60, aliases=("nom",), help=("the commander's name", "le nom du commandant")
        ),
    ]
    level: Annotated[
        int,
        Meta(min=1, max=60, french="niveau", help=("character level", "niveau du personnage")),
    ]
    strategist: Annotated[
        int,
        Meta(
            min=0,
            max=6,
            french="stratège",
            help=("ranks in the Stratège formation", "rangs dans la formation Stratège"),
        ),
    ] = 0
    formations: Annotated[
        tuple[Formation, ...],
        Meta(
            max_items=3,
            help=(
                "combat formations held: power, finesse, martial_arts",
                "formations de combat acquises : combat en force, combat habile, arts guerriers",
            ),
        ),
    ] = ()
    player: Annotated[
        bool, Meta(aliases=("pc", "pj"), help=("a player character", "un personnage joueur"))
    ] = False
    intelligence: Annotated[
        Score | None,
        Meta(
            aliases=("int",),
            help=(
                "the commander's own score (caps the army's)",
                "la valeur du commandant lui-même (plafonne celle de l'armée)",
            ),
        ),
    ] = None
    wisdom: Annotated[
        Score | None,
        Meta(
            aliases=("sag",),
            french="sagesse",
            help=("the commander's own score", "la valeur du commandant lui-même"),
        ),
    ] = None
    charisma: Annotated[
        Score | None,
        Meta(
            aliases=("cha",),
            french="charisme",
            help=("the commander's own score", "la valeur du commandant lui-même"),
        ),
    ] = None
    heroism: Heroism = 0
    hero: Annotated[
        HeroBonuses | None,
        Meta(
            french="héros",
            help=(
                "the commander can also step in as one of the heroes",
                "le commandant peut aussi intervenir comme l'un des héros",
            ),
        ),
    ] = None


@dataclass(frozen=True, slots=True)
class Aide:
    NOUN: ClassVar[Both] = ("aide de camp", "aide de camp")
    name: Annotated[str, Meta(max_length=60, aliases=("nom",))]
    strategist: Annotated[int, Meta(min=0, max=6, french="stratège")] = 0
    formations: Annotated[tuple[Formation, ...], Meta(max_items=3)] = ()
    level: Annotated[int | None, Meta(min=1, max=60, french="niveau")] = None


@dataclass(frozen=True, slots=True)
class Unit:
    NOUN: ClassVar[Both] = ("unit", "unité")
    name: Annotated[
        str,
        Meta(max_length=60, aliases=("nom",), help=("a kind of fighter", "un type de combattant")),
    ]
    value: Annotated[
        int,
        Meta(
            min=1,
            max=100_000,
            french="valeur",
            help=("its worth; the weakest is 1", "sa valeur ; la plus faible vaut 1"),
        ),
    ]
    count: Annotated[
        int,
        Meta(min=1, max=10_000_000, aliases=("effectif", "nombre"), help=("how many", "combien")),
    ]
    speed: Annotated[
        int | None,
        Meta(
            min=1,
            max=20,
            french="vitesse",
            help=(
                "movement units per move; the army moves at its slowest unit's",
                "unités franchies par déplacement ; l'armée va au pas de la plus lente",
            ),
        ),
    ] = None
    secret: Secret = False


@dataclass(frozen=True, slots=True)
class Hero:
    NOUN: ClassVar[Both] = ("hero", "héros")
    name: Annotated[str, Meta(max_length=60, aliases=("nom",))]
    level: Annotated[
        int,
        Meta(min=1, max=60, french="niveau", help=("character level", "niveau du personnage")),
    ]
    bonuses: Bonuses
    player: Annotated[
        bool, Meta(aliases=("pc", "pj"), help=("a player character", "un personnage joueur"))
    ] = False
    superior_race: SuperiorRace = False
    heroism: Heroism = 0
    notes: Annotated[str | None, Meta(max_length=300)] = None
    secret: Secret = False


@dataclass(frozen=True, slots=True)
class Corps:
    """A body of the army with its own headcount, heroes and place."""

    NOUN: ClassVar[Both] = ("corps", "corps")
    name: Annotated[str, Meta(max_length=60, aliases=("nom",))]
    units: Annotated[
        dict[Annotated[str, Meta(max_length=60)], Annotated[int, Meta(min=1, max=10_000_000)]],
        Meta(
            aliases=("unités", "effectif"),
            help=("unit name -> how many of them", "nom d'unité -> combien"),
            secret=FOLLOWS,
        ),
    ]
    heroes: Annotated[tuple[Name, ...], Meta(max_items=20, french="héros", secret=LINK)] = ()
    at: Annotated[str | None, Meta(max_length=40, french="zone", help=("its zone", "sa zone"))] = (
        None
    )
    plans: Plans = ()


@dataclass(frozen=True, slots=True)
class Army:
    NOUN: ClassVar[Both] = ("army", "armée")
    name: Annotated[
        str, Meta(max_length=80, aliases=("nom",), help=("the army's name", "le nom de l'armée"))
    ]
    commander: Annotated[Commander, Meta(aliases=("commandant", "chef"))]
    criteria: Annotated[
        dict[Criterion, Rating],
        Meta(
            french="critères",
            help=("the 15 criteria, each rated -2..+2", "les 15 critères, chacun noté de -2 à +2"),
        ),
    ]
    units: Annotated[tuple[Unit, ...], Meta(max_items=40, aliases=("unités",))]
    side: Annotated[
        str | None,
        Meta(
            max_length=60,
            french="camp",
            help=("armies on one side are allies", "les armées d'un même camp sont alliées"),
        ),
    ] = None
    player: Annotated[str | None, Meta(max_length=60, aliases=("joueur",))] = None
    aides: Annotated[
        tuple[Aide, ...], Meta(max_items=12, aliases=("aides_camp",), french="aides_de_camp")
    ] = ()
    heroes: Annotated[tuple[Hero, ...], Meta(max_items=20, french="héros")] = ()
    talents: Annotated[
        tuple[Annotated[str, Meta(choices=TALENT_CHOICES)], ...],
        Meta(
            max_items=8,
            help=(
                "army talents from the rulebook's list",
                "talents d'armée de la liste des règles",
            ),
        ),
    ] = ()
    corps: Annotated[tuple[Corps, ...], Meta(max_items=12)] = ()
    at: Annotated[str | None, Meta(max_length=40, french="zone", help=("its zone", "sa zone"))] = (
        None
    )
    speed: Annotated[
        int | None,
        Meta(
            min=1,
            max=20,
            french="vitesse",
            help=(
                "movement units per move; by default its slowest unit's (1 if none says)",
                "unités franchies par déplacement ; par défaut, celle de sa plus lente unité "
                "(1 si aucune ne la donne)",
            ),
        ),
    ] = None
    plans: Plans = ()
    notes: Annotated[str | None, Meta(max_length=600)] = None


@dataclass(frozen=True, slots=True)
class Zone:
    """A piece of the battlefield and its terrain characteristics."""

    NOUN: ClassVar[Both] = ("zone", "zone")
    name: Annotated[str, Meta(max_length=40, aliases=("nom",))]
    unstable_ground: Annotated[
        int,
        Meta(
            min=0,
            max=3,
            french="sol_instable",
            help=("mud 1, marsh 2, flooded 3", "boueux 1, marécageux 2, inondé 3"),
        ),
    ] = 0
    stronghold: Annotated[
        int,
        Meta(
            min=0,
            max=4,
            french="place_forte",
            help=(
                "civil buildings 1, old defences 2, fortified 3, fortress 4",
                "constructions civiles 1, vieilles défenses 2, places fortes 3, forteresse 4",
            ),
        ),
    ] = 0
    cover: Annotated[
        int,
        Meta(
            min=0,
            max=3,
            french="couverture",
            help=("light 1, medium 2, total 3", "mineure 1, moyenne 2, totale 3"),
        ),
    ] = 0
    heights: Annotated[
        int,
        Meta(
            min=0,
            max=4,
            aliases=("hauteur",),
            french="hauteurs",
            help=(
                "hills 1, scarps 2, cliffs 3, high mountain 4",
                "collines 1, escarpements 2, falaises 3, haute montagne 4",
            ),
        ),
    ] = 0
    weather: Annotated[
        int | None,
        Meta(
            min=0,
            max=3,
            french="intempéries",
            help=("rain 1, storm 2, cyclone 3", "petite pluie 1, tempête 2, cyclone 3"),
        ),
    ] = None
    neighbours: Annotated[
        tuple[Annotated[str, Meta(max_length=40)], ...],
        Meta(
            max_items=12,
            aliases=("neighbors", "voisins"),
            french="voisines",
            help=(
                "the zones this one touches, one move apart (listing a pair once is enough)",
                "les zones qui touchent celle-ci, à un déplacement (une paire se donne une fois)",
            ),
        ),
    ] = ()
    notes: Annotated[str | None, Meta(max_length=300)] = None


@dataclass(frozen=True, slots=True)
class HouseRules:
    """Where the GM overrides kitgen's default reading of the rules (docs/rulings.md)."""

    advantage_points: Annotated[
        str,
        Meta(
            french="points_d_avantage",
            choices=spellings(
                {"vdb": ("step",), "raw": ("points", "brut")},
                french={"vdb": "vdb", "raw": "brut"},
            ),
            help=(
                "fury (hargne) and protection count in VDB (vdb, ruling J4) or one point "
                "each (raw)",
                "la hargne et la protection comptent en VDB (vdb, arbitrage J4) ou un point "
                "chacune (brut)",
            ),
        ),
    ] = "vdb"
    critical_needs_success: Annotated[
        bool,
        Meta(
            french="critique_sur_réussite",
            help=(
                "a die in the critical range is a critical only if the roll also succeeds",
                "un dé dans la plage de critique n'est un critique que si le jet réussit aussi",
            ),
        ),
    ] = False
    combined_critical: Annotated[
        str,
        Meta(
            french="critique_combiné",
            choices=spellings(
                {"both": ("all", "les_deux"), "dice": ("dés",)},
                french={"both": "les_deux", "dice": "dés"},
            ),
            help=(
                "a combined assault's critical doubles its dice and its modifier (both, "
                "ruling O11) or its dice alone (dice)",
                "le critique d'un assaut combiné double ses dés et son modificateur (les_deux, "
                "arbitrage O11) ou ses dés seuls (dés)",
            ),
        ),
    ] = "both"
    grace_round_gain: Annotated[
        int,
        Meta(
            french="gain_round_de_grâce",
            min=0,
            max=6,
            help=(
                "advantage points a strategist of rank 3+ gains (ruling O5)",
                "points d'avantage que gagne un stratège de rang 3 ou plus (arbitrage O5)",
            ),
        ),
    ] = 1
    strategist_points: Annotated[
        str,
        Meta(
            french="points_du_stratège",
            choices=spellings(
                {"each_corps": ("each", "chaque_corps"), "shared": ("split", "partagés")},
                french={"each_corps": "chaque_corps", "shared": "partagés"},
            ),
            help=(
                "an army split into corps: each corps starts with the strategist's points "
                "and regains them (each_corps, ruling O16), or they are shared out (shared)",
                "une armée divisée en corps : chaque corps reçoit les points du stratège au "
                "départ et à ses jets d'initiative (chaque_corps, arbitrage O16), ou ils se "
                "partagent entre les corps (partagés)",
            ),
        ),
    ] = "each_corps"
    strategist_first_roll: Annotated[
        str,
        Meta(
            french="premier_jet_du_stratège",
            choices=spellings(
                {"rank": ("start", "rang"), "both": ("double", "les_deux")},
                french={"rank": "rang", "both": "les_deux"},
            ),
            help=(
                "round 1: the strategist's starting points are its first initiative roll's "
                "(rank, ruling O22), or it gets both, twice its rank (both)",
                "au round 1 : les points de départ du stratège sont ceux de son premier jet "
                "d'initiative (rang, arbitrage O22), ou il reçoit les deux, deux fois son "
                "rang (les_deux)",
            ),
        ),
    ] = "rank"
    melee_zone: Annotated[
        str,
        Meta(
            french="zone_de_la_mêlée",
            choices=spellings(
                {"enemy": ("theirs", "adverse"), "own": ("ours", "propre")},
                french={"enemy": "adverse", "own": "propre"},
            ),
            help=(
                "the zone a total melee is fought in, whose terrain both armies take: the "
                "enemy's, the army having gone in (enemy, ruling O23), or its own (own)",
                "la zone où se livre une mêlée totale, dont les deux armées subissent le "
                "terrain : celle de l'adversaire, où l'armée est entrée (adverse, arbitrage "
                "O23), ou la sienne (propre)",
            ),
        ),
    ] = "enemy"
    manoeuvre_in_melee: Annotated[
        str,
        Meta(
            french="manoeuvre_en_mêlée",
            choices=spellings(
                {"next": ("following", "suivante"), "assault": ("assaut",)},
                french={"next": "suivante", "assault": "assaut"},
            ),
            help=(
                "in the races, a planned manoeuvre other than Withdraw inside a total melee "
                "gives way to the plan's next allowed action (next, ruling O24) or to the "
                "side's best assault (assault)",
                "dans les courses, une manœuvre prévue autre que le Repli, en mêlée totale, "
                "cède la place à l'action permise suivante du plan (suivante, arbitrage O24) "
                "ou au meilleur assaut du camp (assaut)",
            ),
        ),
    ] = "next"
    lasting_rounds: Annotated[
        int | None,
        Meta(
            french="durée_des_effets",
            min=2,
            max=4,
            help=(
                "how many rounds Harass, Barrage and Weaken last, 2 to 4; left out, the GM "
                "rolls 1d3+1 each time (ruling O19)",
                "combien de rounds durent Agacer, Barrage et Affaiblir, de 2 à 4 ; sans "
                "elle, le MJ lance 1d3+1 à chaque fois (arbitrage O19)",
            ),
        ),
    ] = None


@dataclass(frozen=True, slots=True)
class Cards:
    """The size each kind of printable prints at (``kitgen.printing``)."""

    NOUN: ClassVar[Both] = ("card sizes", "tailles des cartes")
    hero_card: Annotated[str, card_size("heroes", french="héros")] = "tarot"
    zone_card: Annotated[str, card_size(french="zones")] = "tarot"
    army_sheet: Annotated[str, card_size("armies", "army_sheets", french="armées")] = "page"


@dataclass(frozen=True, slots=True)
class JdrwikiPrint(Print):
    cards: Annotated[Cards, Meta(french="cartes")] = Cards()


@dataclass(frozen=True, slots=True)
class Battle:
    NOUN: ClassVar[Both] = ("battle", "bataille")
    system: Annotated[str, Meta(choices=system_choices("jdrwiki"))]
    name: Annotated[
        str,
        Meta(
            max_length=120, aliases=("nom",), help=("the battle's name", "le nom de la bataille")
        ),
    ]
    armies: Annotated[tuple[Army, ...], Meta(max_items=6, aliases=("armées",))]
    zones: Annotated[tuple[Zone, ...], Meta(max_items=40)] = ()
    weather: Annotated[
        int,
        Meta(
            min=0,
            max=3,
            french="intempéries",
            help=(
                "weather over every zone by default",
                "intempéries sur toutes les zones, par défaut",
            ),
        ),
    ] = 0
    deadline: Annotated[
        int | None,
        Meta(
            min=1,
            max=200,
            french="échéance",
            help=(
                "the last round the battle may last, when the scenario sets one (nightfall, "
                "relief): the trackers run to it and the odds say who wins within it",
                "le dernier round que la bataille peut durer, quand le scénario en fixe un "
                "(la nuit, des renforts) : les suivis vont jusque-là et les chances disent "
                "qui l'emporte d'ici là",
            ),
        ),
    ] = None
    holder: Annotated[
        str | None,
        Meta(
            max_length=80,
            french="tenant",
            help=(
                "the army that wins when both still stand at the deadline (it only has to "
                "hold): the odds say those battles are its wins",
                "l'armée qui gagne quand les deux tiennent encore à l'échéance (elle n'a qu'à "
                "tenir) : les chances disent que ces batailles sont ses victoires",
            ),
        ),
    ] = None
    language: Language = None
    players_army: PlayersArmy = None
    house_rules: HouseRules = HouseRules()
    author: Annotated[Prose | None, Meta(max_length=120)] = None
    notes: Annotated[Prose | None, Meta(max_length=2000)] = None
    scenario: ScenarioField = None
    names: NamesField = field(default_factory=dict, hash=False)
    print: Annotated[JdrwikiPrint, Meta(aliases=("impression",))] = JdrwikiPrint()
