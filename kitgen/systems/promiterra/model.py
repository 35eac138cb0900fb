"""The shape of a ``system: promiterra`` battle file, as frozen dataclasses.

The one definition the loader validates with (see ``kitgen.schema``): keys, types,
bounds, accepted spellings and help texts all live here. Stat bounds here are only
sanity limits; the seed's own limits (P4) are applied by the rules core, after bonuses.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Annotated, ClassVar

from kitgen.model import Both
from kitgen.names import NamesField
from kitgen.printing import SIZE_CHOICES, Print, card_size
from kitgen.prose import Prose
from kitgen.scenario import ScenarioField
from kitgen.schema import (
    CONCEALED,
    LINK,
    Language,
    Meta,
    PlayersArmy,
    Secret,
    spellings,
    system_choices,
)
from kitgen.systems.promiterra.tables import (
    FORTIFICATION_LEVELS,
    FORTIFICATIONS,
    TERRAIN_CLASSES,
    TERRAINS,
    TROOP_TYPES,
)

# each value's French word is the seed's (« Troupe de corps-à-corps », « Tour de bois »…)
TYPE_CHOICES = spellings(
    TROOP_TYPES,
    french={
        "melee": "corps-à-corps",
        "ranged": "tir",
        "mounted": "montée",
        "special": "spéciale",
    },
)
TERRAIN_CHOICES = spellings(
    {
        **{t.key: t.spellings for t in TERRAINS},
        "normal": ("terrain normal",),
        "difficult": ("difficile", "terrain difficile"),
        "very_difficult": ("tres difficile", "terrain tres difficile", "very difficult"),
    },
    french={
        "road": "route",
        "plain": "plaine",
        "town": "ville",
        "light_snow": "neige fine",
        "light_forest": "forêt claire",
        "desert": "désert",
        "hill": "colline",
        "stream": "ruisseau",
        "deep_snow": "neige épaisse",
        "dense_forest": "forêt dense",
        "mountain": "montagne",
        "marsh": "marécage",
        "river": "rivière",
        "normal": "terrain normal",
        "difficult": "terrain difficile",
        "very_difficult": "terrain très difficile",
    },
)
FORTIFICATION_CHOICES = spellings(
    {
        **{f.key: f.spellings for f in FORTIFICATIONS},
        "0": ("none", "aucune"),
        "1": ("basic", "base", "de base"),
        "2": ("simple",),
        "3": ("solid", "solide"),
        "4": ("strong", "forte"),
    },
    french={
        "palisade": "palissade de bois",
        "low_wall": "muret de pierre",
        "trench": "tranchée",
        "great_wall": "grand mur de pierre",
        "cave": "caverne",
        "wooden_tower": "tour de bois",
        "stone_fortress": "forteresse de pierre",
        "stone_tower": "tour de pierre",
        "castle": "château",
        "0": "aucune",
        "1": "de base",
        "2": "simple",
        "3": "solide",
        "4": "forte",
    },
)
assert set(TERRAIN_CLASSES.values()) <= set(TERRAIN_CHOICES.values())
assert len(FORTIFICATION_LEVELS) == 4


@dataclass(frozen=True, slots=True)
class Modifier:
    """A bonus or malus to a troop's stats: a leader's career mastery, a war action, a GM
    ruling. Free-form: the label says where it comes from."""

    NOUN: ClassVar[Both] = ("modifier", "modificateur")
    label: Annotated[
        str,
        Meta(
            french="libellé",
            max_length=60,
            help=(
                "where it comes from (a career, a spell…)",
                "d'où il vient (une carrière, un sort…)",
            ),
        ),
    ]
    movement: Annotated[int, Meta(min=-20, max=20, aliases=("mvt",), french="mouvement")] = 0
    range: Annotated[int, Meta(min=-20, max=20, french="portée")] = 0
    attack: Annotated[int, Meta(min=-20, max=20, aliases=("att",), french="attaque")] = 0
    defense: Annotated[
        int, Meta(min=-20, max=20, aliases=("defence", "def"), french="défense")
    ] = 0
    loyalty: Annotated[int, Meta(min=-20, max=20, french="loyauté")] = 0
    note: Annotated[str | None, Meta(max_length=160)] = None


@dataclass(frozen=True, slots=True)
class Leader:
    """The troop's chief: may duel, and with a mastered career (12 XP or more) lends its
    bonuses to the troop."""

    NOUN: ClassVar[Both] = ("leader", "chef")
    name: Annotated[str, Meta(max_length=60, help=("the leader's name", "le nom du chef"))]
    player: Annotated[
        bool, Meta(aliases=("pc", "pj"), help=("a player character", "un personnage joueur"))
    ] = False
    mastery: Annotated[
        tuple[Modifier, ...],
        Meta(
            max_items=6,
            aliases=("bonuses", "careers"),
            french="maîtrise",
            help=(
                "bonuses from careers the leader has mastered: always on",
                "bonus des carrières que le chef maîtrise : toujours actifs",
            ),
        ),
    ] = ()
    war_actions: Annotated[
        tuple[Modifier, ...],
        Meta(
            max_items=6,
            aliases=("actions",),
            french="actions_de_guerre",
            help=(
                "war actions the leader can declare: on for one turn when declared",
                "actions de guerre que le chef peut déclarer : actives un tour une fois déclarées",
            ),
        ),
    ] = ()


@dataclass(frozen=True, slots=True)
class Troop:
    NOUN: ClassVar[Both] = ("troop", "troupe")
    name: Annotated[str, Meta(max_length=60, help=("the troop's name", "le nom de la troupe"))]
    type: Annotated[
        str,
        Meta(
            choices=TYPE_CHOICES,
            aliases=("kind",),
            help=("melee, ranged, mounted or special", "corps-à-corps, tir, montée ou spéciale"),
        ),
    ]
    units: Annotated[
        int,
        Meta(
            min=1,
            max=1_000_000,
            aliases=("unités", "count"),
            help=("units in the troop", "unités de la troupe"),
        ),
    ]
    movement: Annotated[int, Meta(min=0, max=99, aliases=("mvt",), french="mouvement")]
    attack: Annotated[
        int, Meta(min=-20, max=20, aliases=("att",), french="attaque", help=("0 to 6", "0 à 6"))
    ]
    defense: Annotated[
        int,
        Meta(
            min=-20, max=20, aliases=("defence", "def"), french="défense", help=("0 to 5", "0 à 5")
        ),
    ]
    loyalty: Annotated[int, Meta(min=-20, max=20, french="loyauté", help=("2 to 11", "2 à 11"))]
    value: Annotated[
        int,
        Meta(
            min=0,
            max=1_000_000,
            aliases=("cost",),
            french="valeur",
            help=("gold per unit", "or par unité"),
        ),
    ]
    range: Annotated[
        int,
        Meta(
            min=0,
            max=99,
            french="portée",
            help=("cells; 2 or more can shoot", "en cases ; à 2 ou plus, la troupe peut tirer"),
        ),
    ] = 1
    leader: Annotated[Leader | None, Meta(french="chef")] = None
    at: Annotated[
        str | None,
        Meta(
            max_length=6,
            aliases=("cell",),
            french="case",
            help=("its cell on the map, e.g. C4", "sa case sur la carte, par exemple C4"),
        ),
    ] = None
    fortification: Annotated[
        str | None,
        Meta(
            choices=FORTIFICATION_CHOICES,
            help=(
                "its fortification when the battle has no map: 1-4 or a name (tour de bois)",
                "sa fortification quand la bataille n'a pas de carte : 1 à 4 ou un nom (tour de "
                "bois)",
            ),
        ),
    ] = None
    ability: Annotated[
        Prose | None,
        Meta(
            max_length=300,
            aliases=("skill",),
            french="habileté",
            help=("a special troop's ability", "l'habileté d'une troupe spéciale"),
        ),
    ] = None
    fearsome: Annotated[
        bool,
        Meta(
            aliases=("fear",),
            french="peur",
            help=(
                "a source of fear (a giant creature): every troop next to it tests loyalty, "
                "its own army's too",
                "une source de peur (une créature géante) : chaque troupe adjacente teste sa "
                "Loyauté, même de son armée",
            ),
        ),
    ] = False
    ailing: Annotated[
        Prose | None,
        Meta(
            max_length=80,
            aliases=("health",),
            french="santé",
            secret=CONCEALED,
            help=(
                "a health problem (hunger, sickness, no sleep): it tests loyalty",
                "un problème de santé (faim, maladie, manque de sommeil) : elle teste sa Loyauté",
            ),
        ),
    ] = None
    modifiers: Annotated[
        tuple[Modifier, ...],
        Meta(
            french="modificateurs",
            max_items=8,
            help=(
                "other bonuses or penalties, always on (equipment, GM rulings)",
                "autres bonus ou malus, toujours actifs (équipement, décisions du MJ)",
            ),
        ),
    ] = ()
    notes: Annotated[str | None, Meta(max_length=300)] = None
    secret: Secret = False


@dataclass(frozen=True, slots=True)
class Army:
    NOUN: ClassVar[Both] = ("army", "armée")
    name: Annotated[str, Meta(max_length=80, help=("the army's name", "le nom de l'armée"))]
    troops: Annotated[tuple[Troop, ...], Meta(max_items=30, aliases=("troupes",))]
    leader: Annotated[
        str | None,
        Meta(
            max_length=60,
            aliases=("leader_troop",),
            french="dirigeant",
            secret=LINK,
            help=(
                "the name of the troop whose chief leads the army",
                "le nom de la troupe dont le chef dirige l'armée",
            ),
        ),
    ] = None
    side: Annotated[
        str | None,
        Meta(
            max_length=60,
            french="camp",
            help=("armies on the same side are allies", "les armées d'un même camp sont alliées"),
        ),
    ] = None
    defending: Annotated[
        bool,
        Meta(
            aliases=("defends", "defend"),
            french="défenseur",
            help=(
                "it defends a position: it enters fortified cells without an invasion roll",
                "elle défend une position : elle entre dans les cases fortifiées sans jet "
                "d'invasion",
            ),
        ),
    ] = False
    gold: Annotated[
        int | None,
        Meta(
            min=0,
            max=100_000_000,
            aliases=("budget",),
            french="or",
            help=("gold to recruit with", "or pour recruter"),
        ),
    ] = None
    notes: Annotated[Prose | None, Meta(max_length=600)] = None


@dataclass(frozen=True, slots=True)
class LaterCost:
    """A kind of cell's movement cost from a turn of the war on (a flood, a bridge burnt)."""

    NOUN: ClassVar[Both] = ("later cost", "coût plus tard")
    turn: Annotated[
        int,
        Meta(
            min=2,
            max=99,
            french="tour",
            help=("the first turn it applies", "le premier tour où il compte"),
        ),
    ]
    cost: Annotated[
        int,
        Meta(
            min=1,
            max=9,
            french="coût",
            help=("movement points from that turn on", "points de mouvement dès ce tour"),
        ),
    ]


@dataclass(frozen=True, slots=True)
class CellType:
    """One kind of map cell: its terrain (movement cost) and its fortification."""

    NOUN: ClassVar[Both] = ("cell type", "type de case")
    name: Annotated[
        str | None,
        Meta(
            max_length=40,
            help=(
                "what the card calls it (default: the terrain)",
                "le nom que lui donne la carte (par défaut : le terrain)",
            ),
        ),
    ] = None
    terrain: Annotated[
        str,
        Meta(
            choices=TERRAIN_CHOICES,
            aliases=("terrain_type",),
            help=(
                "a terrain of the rulebook (plain, hill, river…) or "
                "normal/difficult/very_difficult",
                "un terrain des règles (plaine, colline, rivière…) ou normal, difficile, très "
                "difficile",
            ),
        ),
    ] = "plain"
    cost: Annotated[
        int | None,
        Meta(
            min=1,
            max=9,
            aliases=("movement_cost",),
            french="coût",
            help=("movement points, if not 1-3", "points de mouvement, si ce n'est pas 1 à 3"),
        ),
    ] = None
    fortification: Annotated[
        str | None,
        Meta(
            choices=FORTIFICATION_CHOICES,
            help=(
                "1-4 or a name (palissade de bois, château…)",
                "1 à 4 ou un nom (palissade de bois, château…)",
            ),
        ),
    ] = None
    cost_later: Annotated[
        LaterCost | None,
        Meta(
            french="coût_plus_tard",
            help=(
                "its cost from a turn on, e.g. {turn: 3, cost: 3} for a flood: printed on "
                "its card and the map's legend, in both copies",
                "son coût à partir d'un tour, par exemple {tour: 3, coût: 3} pour une crue : "
                "imprimé sur sa carte et la légende de la carte, dans les deux livrets",
            ),
        ),
    ] = None
    notes: Annotated[str | None, Meta(max_length=200)] = None


@dataclass(frozen=True, slots=True)
class HouseRules:
    """Where the GM overrides kitgen's default reading of the rules (docs/rulings.md)."""

    cut_fortification_dice: Annotated[
        bool,
        Meta(
            french="couper_dés_fortification",
            help=(
                "the fortification's save uses the dice-cutting table too (ruling M1)",
                "la défense de la fortification coupe aussi le nombre de dés lancés (arbitrage "
                "M1)",
            ),
        ),
    ] = True


@dataclass(frozen=True, slots=True)
class Cards:
    """The size each kind of card prints at (``kitgen.printing``)."""

    NOUN: ClassVar[Both] = ("card sizes", "tailles des cartes")
    cell_card: Annotated[str, card_size("cells", french="cases")] = "poker"
    troop_sheet: Annotated[
        str,
        Meta(
            choices=SIZE_CHOICES,
            aliases=("troops", "sheets", "fiches"),
            french="troupes",
            help=(
                "page (half a page each, two to a page), a5, a6, tarot or poker",
                "page (une demi-page chacune, deux par page), a5, a6, tarot ou poker",
            ),
        ),
    ] = "page"


@dataclass(frozen=True, slots=True)
class PromiterraPrint(Print):
    cards: Annotated[Cards, Meta(french="cartes")] = Cards()


@dataclass(frozen=True, slots=True)
class Battle:
    NOUN: ClassVar[Both] = ("battle", "bataille")
    system: Annotated[str, Meta(choices=system_choices("promiterra"))]
    name: Annotated[str, Meta(max_length=120, help=("the war's name", "le nom de la guerre"))]
    armies: Annotated[tuple[Army, ...], Meta(max_items=6, aliases=("armées",))]
    language: Language = None
    players_army: PlayersArmy = None
    cells: Annotated[
        dict[Annotated[str, Meta(max_length=3)], CellType] | None,
        Meta(
            max_items=40,
            aliases=("terrain", "terrains"),
            french="cases",
            help=(
                "map codes -> cell types, e.g. F: {terrain: light forest}",
                "codes de la carte -> types de case, par exemple F: {terrain: forêt claire}",
            ),
        ),
    ] = None
    map: Annotated[
        tuple[Annotated[str, Meta(max_length=120)], ...],
        Meta(
            max_items=40,
            aliases=("grid",),
            french="carte",
            help=(
                "rows of cell codes, top row first",
                "lignes de codes de case, celle du haut d'abord",
            ),
        ),
    ] = ()
    turns: Annotated[
        int | None,
        Meta(
            min=1,
            max=20,
            aliases=("last_turn",),
            french="tours",
            help=(
                "the most turns of war the battle lasts (its victory is judged at the end of "
                "the last): the first page's track has a row for each, the last marked as "
                "the end; without it, six rows to tick and no end marked",
                "le nombre de tours de guerre que dure la bataille au plus (sa victoire se "
                "juge à la fin du dernier) : la piste de la première page a une ligne par "
                "tour, la dernière marquée comme la fin ; sans lui, six lignes à cocher et "
                "pas de fin marquée",
            ),
        ),
    ] = None
    house_rules: HouseRules = HouseRules()
    author: Annotated[Prose | None, Meta(max_length=120)] = None
    notes: Annotated[Prose | None, Meta(max_length=2000)] = None
    scenario: ScenarioField = None
    names: NamesField = field(default_factory=dict, hash=False)
    print: Annotated[PromiterraPrint, Meta(aliases=("impression",))] = PromiterraPrint()
