"""The shape of a ``system: witcher`` battle file, as frozen dataclasses.

This is the one definition the loader validates with (see ``kitgen.schema``): keys, types,
bounds, accepted spellings and help texts all live here.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Annotated, ClassVar

from kitgen.model import Both
from kitgen.names import NamesField
from kitgen.printing import Print, card_size
from kitgen.prose import Prose
from kitgen.scenario import ScenarioField
from kitgen.schema import Language, Meta, PlayersArmy, Secret, spellings, system_choices
from kitgen.systems.witcher.tables import MINUTES_PER_TEST, RANK_SPELLINGS, TROOP_TYPE_SPELLINGS

PhaseNo = Annotated[int, Meta(min=1, max=3, help=("a phase: 1, 2 or 3", "une phase : 1, 2 ou 3"))]
Base = Annotated[
    int | None,
    Meta(
        min=0,
        max=60,
        help=("a skill base (attribute + skill)", "une base (caractéristique + compétence)"),
    ),
]
OUTCOMES = spellings(
    {"won": ("gagné", "success", "réussite"), "lost": ("perdu", "failure", "échec")},
    {"won": "gagné", "lost": "perdu"},
)
"""A crucial moment's two outcomes, as the players see them."""
Headcount = Annotated[
    int, Meta(min=1, max=10_000_000, help=("number of combatants", "nombre de combattants"))
]


@dataclass(frozen=True, slots=True)
class Commander:
    """A commander: bases from a rank of the officer table, or given outright."""

    NOUN: ClassVar[Both] = ("commander", "commandant")
    name: Annotated[
        str, Meta(max_length=60, help=("the commander's name", "le nom du commandant"))
    ]
    rank: Annotated[
        str | None,
        Meta(
            choices=RANK_SPELLINGS,
            french="rang",
            help=(
                "captain, major, colonel, general or marshal (officer table defaults)",
                "capitaine, commandant, colonel, général ou maréchal (bases de la table des "
                "officiers)",
            ),
        ),
    ] = None
    tactique: Annotated[
        Base,
        Meta(
            min=0,
            max=60,
            aliases=("tactics",),
            help=("Tactique base: INT + Tactics", "base de Tactique : INT + Tactique"),
        ),
    ] = None
    commandement: Annotated[
        Base,
        Meta(
            min=0,
            max=60,
            aliases=("leadership",),
            help=(
                "Commandement base: EMP + Leadership",
                "base de Commandement : EMP + Commandement",
            ),
        ),
    ] = None
    swap: Annotated[
        bool,
        Meta(
            french="échange",
            help=(
                "a major or general swaps the two rank bases",
                "un commandant ou un général intervertit les deux bases de son rang",
            ),
        ),
    ] = False
    luck: Annotated[
        int | None,
        Meta(min=0, max=30, french="chance", help=("Luck points (Chance)", "points de Chance")),
    ] = None
    important: Annotated[
        bool,
        Meta(
            help=(
                "an important NPC: without luck, roll 2d6-2",
                "un PNJ important : sans Chance, il lance 2d6-2",
            )
        ),
    ] = False


@dataclass(frozen=True, slots=True)
class Second(Commander):
    """A second commander ("commandant en second") leading the phases listed."""

    NOUN: ClassVar[Both] = ("second commander", "commandant en second")
    phases: Annotated[
        tuple[PhaseNo, ...],
        Meta(max_items=3, help=("phases this officer leads", "les phases que mène cet officier")),
    ] = ()
    takes_over: Annotated[
        tuple[PhaseNo, ...],
        Meta(
            max_items=3,
            french="prend_la_relève",
            help=(
                "an officer in reserve: the phases he may take over in, should the "
                "commander fall (none: any phase)",
                "un officier en réserve : les phases où il peut prendre la relève si le "
                "commandant tombe (aucune : toutes)",
            ),
        ),
    ] = ()


@dataclass(frozen=True, slots=True)
class Troop:
    NOUN: ClassVar[Both] = ("troop", "troupe")
    name: Annotated[str, Meta(max_length=60, help=("the troop's name", "le nom de la troupe"))]
    count: Annotated[
        int,
        Meta(
            min=1,
            max=10_000_000,
            aliases=("headcount", "effectif"),
            help=("number of combatants", "nombre de combattants"),
        ),
    ]
    type: Annotated[
        str | None,
        Meta(
            choices=TROOP_TYPE_SPELLINGS,
            help=(
                "a troop type of the rulebook's troop table",
                "un type de troupe de la table des troupes des règles",
            ),
        ),
    ] = None
    sd: Annotated[
        int | None,
        Meta(
            min=1,
            max=60,
            help=("explicit SD; wins over type", "SD donné tel quel ; l'emporte sur le type"),
        ),
    ] = None
    phase: Annotated[
        int | None,
        Meta(
            min=1,
            max=3,
            help=("phase a specialist is committed to", "la phase où un spécialiste est engagé"),
        ),
    ] = None
    secret: Secret = False


@dataclass(frozen=True, slots=True)
class Defences:
    """Standing defences: they raise the SD on this army's card for the other side."""

    best_terrain: Annotated[bool, Meta(aliases=("terrain",), french="meilleur_terrain")] = False
    prepared: Annotated[
        bool, Meta(aliases=("prepared_positions",), french="positions_préparées")
    ] = False
    barricades: bool = False
    fortifications: Annotated[bool, Meta(aliases=("fortified", "fortress"))] = False


@dataclass(frozen=True, slots=True)
class GmModifier:
    NOUN: ClassVar[Both] = ("modifier", "modificateur")
    label: Annotated[
        Prose,
        Meta(
            max_length=80,
            french="libellé",
            help=("what the modifier stands for", "ce que représente le modificateur"),
        ),
    ]
    value: Annotated[
        int, Meta(min=-20, max=20, french="valeur", help=("added to the SD", "ajouté au SD"))
    ]


@dataclass(frozen=True, slots=True)
class PhaseSetup:
    """Circumstances of one army in one phase."""

    NOUN: ClassVar[Both] = ("phase", "phase")
    weather: Annotated[
        int | None,
        Meta(
            min=0, max=10, help=("bad weather, +1 to +3 to the SD", "mauvais temps, +1 à +3 au SD")
        ),
    ] = None
    surprise: Annotated[
        int,
        Meta(
            min=0, max=10, help=("surprise, 1 to 3 off the SD", "surprise, 1 à 3 retranchés du SD")
        ),
    ] = 0
    reinforcements: Annotated[
        int,
        Meta(
            min=0,
            max=10_000_000,
            french="renforts",
            help=(
                "soldiers arriving at the start of the phase",
                "soldats arrivant au début de la phase",
            ),
        ),
    ] = 0
    headcount: Annotated[
        int | None,
        Meta(
            french="effectif",
            min=1,
            max=10_000_000,
            help=("this phase's headcount, outright", "l'effectif de cette phase, donné tel quel"),
        ),
    ] = None
    modifiers: Annotated[tuple[GmModifier, ...], Meta(max_items=20, french="modificateurs")] = ()
    crucial: Annotated[
        str | None,
        Meta(
            choices=OUTCOMES,
            french="moment_crucial",
            help=(
                "won or lost: this phase's setup holds only if the players win (lose) the "
                "crucial moment of an earlier phase, the latest; the sheets print the SD "
                "both ways",
                "gagné ou perdu : ce réglage de la phase ne vaut que si les joueurs gagnent "
                "(perdent) le moment crucial d'une phase antérieure, la plus proche ; les "
                "feuilles impriment le SD dans les deux cas",
            ),
        ),
    ] = None


@dataclass(frozen=True, slots=True)
class Army:
    NOUN: ClassVar[Both] = ("army", "armée")
    name: Annotated[str, Meta(max_length=80, help=("the army's name", "le nom de l'armée"))]
    troops: Annotated[tuple[Troop, ...], Meta(max_items=60)]
    commander: Commander | None = None
    seconds: Annotated[tuple[Second, ...], Meta(french="commandants_en_second", max_items=6)] = ()
    defences: Annotated[Defences, Meta(french="défenses")] = Defences()
    phases: dict[PhaseNo, PhaseSetup] = field(default_factory=dict)
    casualty_tactique: Annotated[
        Base,
        Meta(
            french="tactique_pertes",
            min=0,
            max=60,
            help=(
                "Tactique base for the casualty test",
                "base de Tactique pour le test de pertes",
            ),
        ),
    ] = None
    notes: Annotated[str | None, Meta(max_length=600)] = None


@dataclass(frozen=True, slots=True)
class Casualties:
    """The optional casualties rule ("Pertes dans la bataille")."""

    no_quarter: Annotated[
        bool,
        Meta(
            french="sans_quartier",
            help=("the victor finishes the wounded", "le vainqueur achève les blessés"),
        ),
    ] = False
    no_quarter_by: Annotated[
        str | None,
        Meta(
            french="sans_quartier_par",
            max_length=120,
            help=(
                "the one army that finishes the wounded when it wins",
                "la seule armée qui achève les blessés si elle gagne",
            ),
        ),
    ] = None
    max_rounds: Annotated[
        int | None,
        Meta(
            french="tours_max",
            min=3,
            max=60,
            help=("last row of the rounds table", "dernière ligne de la table des tours"),
        ),
    ] = None


@dataclass(frozen=True, slots=True)
class Stake:
    """What one crucial moment is about and what it changes: printed on the GM's battle
    sheet, in its phase, beside the box of who won it."""

    NOUN: ClassVar[Both] = ("crucial moment", "moment crucial")
    goal: Annotated[
        Prose,
        Meta(
            max_length=140,
            french="objectif",
            help=(
                "what the player characters fight for",
                "ce pour quoi se battent les personnages joueurs",
            ),
        ),
    ]
    won: Annotated[
        Prose | None,
        Meta(
            max_length=140,
            french="réussite",
            aliases=("success",),
            help=("what follows if they win it", "ce qui suit s'ils le remportent"),
        ),
    ] = None
    lost: Annotated[
        Prose | None,
        Meta(
            max_length=140,
            french="échec",
            aliases=("failure",),
            help=("what follows if they lose it", "ce qui suit s'ils le perdent"),
        ),
    ] = None
    counted: Annotated[
        str,
        Meta(
            choices=OUTCOMES,
            french="compté",
            help=(
                "won or lost: the outcome the kit's figures count on (the phases' setups "
                "that hang on it); the sheets print the other's SD beside",
                "gagné ou perdu : l'issue que comptent les chiffres du kit (les réglages de "
                "phase qui en dépendent) ; les feuilles impriment le SD de l'autre à côté",
            ),
        ),
    ] = "won"


@dataclass(frozen=True, slots=True)
class CrucialMoments:
    """Crucial moments ("Moments Cruciaux", ruling W10) the odds should count on."""

    NOUN: ClassVar[Both] = ("crucial moments", "moments cruciaux")
    phases: Annotated[
        tuple[PhaseNo, ...],
        Meta(
            max_items=3,
            help=("the phases with a crucial moment", "les phases où survient un moment crucial"),
        ),
    ]
    players: Annotated[
        str | None,
        Meta(
            max_length=80,
            help=(
                "the army the player characters fight for (its name); none: the battle's "
                "`players_army:`",
                "l'armée pour laquelle se battent les personnages joueurs (son nom) ; "
                "aucune : l'`armée_des_joueurs:` de la bataille",
            ),
        ),
    ] = None
    players_win: Annotated[
        int,
        Meta(
            min=0,
            max=100,
            aliases=("players_win_percent",),
            french="victoire_joueurs",
            help=(
                "the players' chance to win a crucial moment, in percent",
                "la chance des joueurs de remporter un moment crucial, en pourcentage",
            ),
        ),
    ] = 50
    stakes: Annotated[
        dict[PhaseNo, Stake],
        Meta(
            french="enjeux",
            help=(
                "per phase of `phases`, what its crucial moment is about",
                "par phase de `phases`, l'enjeu de son moment crucial",
            ),
        ),
    ] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class HouseRules:
    """Where the GM overrides kitgen's default reading of the rules."""

    superiority_cap: Annotated[
        int,
        Meta(
            french="plafond_supériorité",
            min=1,
            max=100,
            help=(
                "cap of numeric inferiority (ruling W6)",
                "plafond de l'infériorité numérique (arbitrage W6)",
            ),
        ),
    ] = 8
    minutes_per_test: Annotated[
        int,
        Meta(
            french="minutes_par_test",
            min=1,
            max=1440,
            help=("game time one test stands for", "le temps de jeu que représente un test"),
        ),
    ] = MINUTES_PER_TEST
    crucial_is_test: Annotated[
        bool,
        Meta(
            french="moment_crucial_est_un_test",
            help=(
                "whether a crucial moment opening a phase (SR 5) counts as the test it stands "
                "in for, for the casualty test and the odds (ruling K17)",
                "si un moment crucial qui ouvre une phase (SR 5) compte pour le test dont il "
                "tient lieu, pour le test de pertes et les chances (arbitrage K17)",
            ),
        ),
    ] = True


@dataclass(frozen=True, slots=True)
class Cards:
    """The size each kind of card prints at (``kitgen.printing``)."""

    NOUN: ClassVar[Both] = ("card sizes", "tailles des cartes")
    battle_card: Annotated[str, card_size("battle_cards", french="cartes_de_bataille")] = "a6"


@dataclass(frozen=True, slots=True)
class WitcherPrint(Print):
    cards: Annotated[Cards, Meta(french="cartes")] = Cards()


@dataclass(frozen=True, slots=True)
class Battle:
    NOUN: ClassVar[Both] = ("battle", "bataille")
    system: Annotated[str, Meta(choices=system_choices("witcher"))]
    name: Annotated[str, Meta(max_length=120, help=("the battle's name", "le nom de la bataille"))]
    armies: Annotated[tuple[Army, ...], Meta(max_items=2)]
    language: Language = None
    players_army: PlayersArmy = None
    weather: dict[PhaseNo, Annotated[int, Meta(min=0, max=10)]] = field(default_factory=dict)
    casualties: Annotated[bool | Casualties, Meta(french="pertes")] = False
    crucial_moments: Annotated[CrucialMoments | None, Meta(french="moments_cruciaux")] = None
    siege: Annotated[
        bool,
        Meta(
            french="siège",
            help=(
                "a test lasts a day, not ten minutes",
                "un test dure une journée, et non dix minutes",
            ),
        ),
    ] = False
    house_rules: HouseRules = HouseRules()
    author: Annotated[Prose | None, Meta(max_length=120)] = None
    notes: Annotated[Prose | None, Meta(max_length=2000)] = None
    scenario: ScenarioField = None
    names: NamesField = field(default_factory=dict, hash=False)
    print: Annotated[WitcherPrint, Meta(aliases=("impression",))] = WitcherPrint()

    def __post_init__(self) -> None:
        # the crucial moments' `players:` names the players' army when the battle does not
        crucial = self.crucial_moments
        if self.players_army is None and crucial is not None and crucial.players is not None:
            object.__setattr__(self, "players_army", crucial.players)
