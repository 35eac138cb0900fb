"""The shape of a ``system: fate`` battle file, as frozen dataclasses.

The one definition the loader validates with (see ``kitgen.schema``): keys, types,
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
from kitgen.schema import (
    CONCEALED,
    FOLLOWS,
    OWNER,
    Language,
    Meta,
    PlayersArmy,
    Secret,
    spellings,
    system_choices,
)
from kitgen.systems.fate.tables import QUALITIES, SKILLS

QUALITY_CHOICES = spellings(
    {
        "average": ("moyenne", "moyen", "conscripts", "conscrits"),
        "fair": ("passable", "grognards", "veterans"),
        "good": ("bonne", "bon", "elite", "elites"),
    },
    french={"average": "moyenne", "fair": "passable", "good": "bonne"},  # the seed's words
)
assert set(QUALITY_CHOICES.values()) == {q.key for q in QUALITIES}
SKILL_CHOICES = spellings(
    SKILLS,
    french={
        "athletics": "athlétisme",
        "fight": "combat",
        "drive": "conduite",
        "stealth": "discrétion",
        "provoke": "intimidation",
        "notice": "observation",
        "shoot": "tir",
        "will": "volonté",
    },
)

Skill = Annotated[str, Meta(choices=SKILL_CHOICES)]
COMMANDER_SKILL_CHOICES = spellings(
    {**SKILLS, "physique": ()},
    french={**{k: SKILL_CHOICES.french[k] for k in SKILLS}, "physique": "physique"},
)
CommanderSkill = Annotated[str, Meta(choices=COMMANDER_SKILL_CHOICES)]
"""A commander's skills: the units' and Physique, a character's skill no unit has, which
widens the commander's physical stress track (Fate Core, ruling N12)."""
Rating = Annotated[int, Meta(min=-2, max=8)]


@dataclass(frozen=True, slots=True)
class Unit:
    NOUN: ClassVar[Both] = ("unit", "unité")
    name: Annotated[
        str,
        Meta(
            max_length=60,
            help=(
                "the unit's name: also its first aspect (its concept)",
                "le nom de l'unité : aussi son premier aspect (son concept)",
            ),
        ),
    ]
    quality: Annotated[
        str,
        Meta(
            choices=QUALITY_CHOICES,
            aliases=("valeur",),
            french="qualité",
            help=("average/fair/good", "moyenne, passable ou bonne"),
        ),
    ]
    skills: Annotated[
        dict[Skill, Rating],
        Meta(
            french="compétences",
            help=(
                "skill -> rating, the quality's pyramid exactly",
                "compétence -> valeur, exactement la pyramide de sa qualité",
            ),
        ),
    ]
    aspects: Annotated[
        tuple[Annotated[str, Meta(max_length=80)], ...],
        Meta(
            max_items=4,
            help=(
                "its other aspects (the name is the first)",
                "ses autres aspects (le nom est le premier)",
            ),
        ),
    ] = ()
    start: Annotated[
        str | None,
        Meta(
            max_length=40,
            french="départ",
            help=(
                "the zone it starts the battle in (printed on the battlefield pages)",
                "la zone où elle commence la bataille (imprimée sur les pages du champ de "
                "bataille)",
            ),
        ),
    ] = None
    surrounds: Annotated[
        bool,
        Meta(
            french="encercle",
            help=(
                "an allied unit has put Surrounded in play in its zone: +1 to its attacks, "
                "Fight or Shoot (ruling N11); mark every allied unit of that zone",
                "une unité alliée a mis en jeu l'aspect Encerclé dans sa zone : +1 à ses "
                "attaques, Combat ou Tir (arbitrage N11) ; marquez chaque unité alliée de "
                "cette zone",
            ),
        ),
    ] = False
    notes: Annotated[str | None, Meta(max_length=300)] = None
    secret: Secret = False
    revealed_when: Annotated[
        Prose | None,
        Meta(
            max_length=160,
            french="dévoilée_quand",
            help=(
                "for a secret unit: when it shows itself on the battlefield (printed on the "
                "GM's page and on its card)",
                "pour une unité secrète : quand elle se dévoile sur le champ de bataille "
                "(imprimé sur la page du MJ et sur sa carte)",
            ),
        ),
    ] = None


@dataclass(frozen=True, slots=True)
class Commander:
    NOUN: ClassVar[Both] = ("commander", "commandant")
    name: Annotated[
        str, Meta(max_length=60, help=("the commander's name", "le nom du commandant"))
    ]
    will: Annotated[
        int,
        Meta(min=-2, max=8, french="volonté", help=("their Will rating", "sa valeur de Volonté")),
    ]
    player: Annotated[
        bool, Meta(aliases=("pc", "pj"), help=("a player character", "un personnage joueur"))
    ] = False
    npc: Annotated[
        str | None,
        Meta(
            french="pnj",
            choices=spellings(
                {"main": ("principal",), "supporting": ("secondaire", "secondary")},
                french={"main": "principal", "supporting": "secondaire"},
            ),
            help=("main or supporting NPC", "PNJ principal ou secondaire"),
        ),
    ] = None
    skills: Annotated[
        dict[CommanderSkill, Rating] | None,
        Meta(
            french="compétences",
            help=(
                "other skills; physique sets their physical stress boxes",
                "autres compétences ; physique donne ses cases de stress physique",
            ),
        ),
    ] = None
    attached: Annotated[
        str | None,
        Meta(
            max_length=60,
            aliases=("unit",),
            french="affecté",
            secret=FOLLOWS,
            help=(
                "the unit it leads; none: independent",
                "l'unité qu'il mène ; aucune : indépendant",
            ),
        ),
    ] = None
    start: Annotated[
        str | None,
        Meta(
            max_length=40,
            french="départ",
            help=(
                "for an independent commander: the zone they start the battle in",
                "pour un commandant indépendant : la zone où il commence la bataille",
            ),
        ),
    ] = None
    notes: Annotated[str | None, Meta(max_length=300)] = None


@dataclass(frozen=True, slots=True)
class Army:
    NOUN: ClassVar[Both] = ("army", "armée")
    name: Annotated[str, Meta(max_length=80, help=("the army's name", "le nom de l'armée"))]
    war_chest: Annotated[
        int,
        Meta(
            min=0,
            max=200,
            aliases=("build_points", "coffre"),
            french="coffre_de_guerre",
            help=(
                "build points to spend (5 small, 10-12 middle, 20 epic)",
                "points de construction à dépenser (5 petite bataille, 10-12 moyenne, 20 épique)",
            ),
        ),
    ]
    units: Annotated[tuple[Unit, ...], Meta(max_items=40, aliases=("unités",))]
    player: Annotated[str | None, Meta(max_length=60, aliases=("joueur",))] = None
    fate_points: Annotated[
        int,
        Meta(
            min=0,
            max=60,
            french="points_fate",
            help=(
                "Fate points bought (3 build points each)",
                "points Fate achetés (3 points de construction chacun)",
            ),
        ),
    ] = 0
    commanders: Annotated[tuple[Commander, ...], Meta(max_items=12, aliases=("commandants",))] = ()
    notes: Annotated[str | None, Meta(max_length=600)] = None


@dataclass(frozen=True, slots=True)
class ZoneAspect:
    NOUN: ClassVar[Both] = ("aspect", "aspect")
    name: Annotated[str, Meta(max_length=80, help=("the aspect", "l'aspect"))]
    hinders: Annotated[
        bool,
        Meta(
            aliases=("hindering",),
            french="gênant",
            help=("it hinders movement into the zone", "il gêne le mouvement vers la zone"),
        ),
    ] = False


@dataclass(frozen=True, slots=True, kw_only=True)
class Hidden:
    """A zone aspect written face down before the battle (F3). The card lies face down
    in sight of all: that a zone hides an aspect, and who placed it, is no secret; the
    aspect itself is its army's (``CONCEALED``: empty in another army's players' copy)."""

    NOUN: ClassVar[Both] = ("hidden aspect", "aspect caché")
    aspect: Annotated[
        str,
        Meta(
            max_length=80,
            secret=CONCEALED,
            help=(
                "the aspect, revealed when a unit enters",
                "l'aspect, révélé quand une unité entre dans la zone",
            ),
        ),
    ] = ""
    by: Annotated[
        str,
        Meta(
            max_length=80,
            aliases=("army",),
            french="par",
            secret=OWNER,
            help=("the army that placed it", "l'armée qui l'a placé"),
        ),
    ]
    from_chest: Annotated[
        bool,
        Meta(
            french="du_coffre",
            help=(
                "paid from the war chest (3 build points) rather than the player's Fate point",
                "payé sur le coffre de guerre (3 points de construction) plutôt qu'avec le point "
                "Fate du joueur",
            ),
        ),
    ] = False
    hinders: Annotated[bool, Meta(aliases=("hindering",), french="gênant")] = False


@dataclass(frozen=True, slots=True)
class Zone:
    NOUN: ClassVar[Both] = ("zone", "zone")
    name: Annotated[str, Meta(max_length=40, help=("the zone's name", "le nom de la zone"))]
    aspects: Annotated[
        tuple[Annotated[str, Meta(max_length=80)] | ZoneAspect, ...], Meta(max_items=6)
    ] = ()
    links: Annotated[
        tuple[Annotated[str, Meta(max_length=40)], ...],
        Meta(
            max_items=12,
            aliases=("adjacent",),
            french="voisines",
            help=("names of adjacent zones", "les noms des zones voisines"),
        ),
    ] = ()
    hidden: Annotated[Hidden | None, Meta(french="aspect_caché")] = None
    notes: Annotated[str | None, Meta(max_length=200)] = None


@dataclass(frozen=True, slots=True)
class HouseRules:
    """Where the GM overrides kitgen's default reading of the rules (docs/rulings.md)."""

    initiative_each_turn: Annotated[
        bool,
        Meta(
            french="initiative_à_chaque_tour",
            help=(
                "the commanders roll Will for the order at the start of every turn, not "
                "once before the first (ruling N14)",
                "les commandants relancent Volonté pour l'ordre au début de chaque tour, "
                "pas une seule fois avant le premier (arbitrage N14)",
            ),
        ),
    ] = False
    commander_boosts_every_skill: Annotated[
        bool,
        Meta(
            french="commandant_renforce_tout",
            help=(
                "an attached commander also lifts the unit's unrated (+0) skills (ruling N1)",
                "un commandant affecté relève aussi les compétences sans valeur (+0) de l'unité "
                "(arbitrage N1)",
            ),
        ),
    ] = False
    shoot_defence: Annotated[
        str,
        Meta(
            french="défense_contre_tir",
            choices=SKILL_CHOICES,
            help=(
                "the skill units defend with against Shoot: athletics, or e.g. will (ruling N8)",
                "la compétence avec laquelle les unités se défendent contre Tir : athlétisme, ou "
                "par exemple volonté (arbitrage N8)",
            ),
        ),
    ] = "athletics"
    invoked_aspects: Annotated[
        int,
        Meta(
            min=0,
            max=5,
            french="aspects_invoqués",
            help=(
                "aspects each attack of the engagement odds invokes, +2 each, at most the "
                "unit's own (ruling N11)",
                "aspects invoqués à chaque attaque dans les chances des affrontements, +2 "
                "chacun, au plus ceux de l'unité (arbitrage N11)",
            ),
        ),
    ] = 0
    one_consequence_per_hit: Annotated[
        bool,
        Meta(
            french="une_conséquence_par_coup",
            help=(
                "a single consequence must absorb a whole hit (ruling N9)",
                "une seule conséquence doit encaisser tout un coup (arbitrage N9)",
            ),
        ),
    ] = False
    defender_alone: Annotated[
        bool,
        Meta(
            french="défenseur_seul",
            help=(
                "entering a zone both hindering and defended: the defender's roll alone, its "
                "hindering aspects not added (ruling N18)",
                "entrer dans une zone à la fois gênante et défendue : le jet du défenseur seul, "
                "sans ses aspects gênants (arbitrage N18)",
            ),
        ),
    ] = False


@dataclass(frozen=True, slots=True)
class Cards:
    """The size each kind of card prints at (``kitgen.printing``)."""

    NOUN: ClassVar[Both] = ("card sizes", "tailles des cartes")
    # tarot: a Good unit led by its commander keeps three lines to write on (poker: fewer)
    unit_card: Annotated[str, card_size("units", french="unités")] = "tarot"
    commander_card: Annotated[str, card_size("commanders", french="commandants")] = "tarot"
    zone_card: Annotated[str, card_size(french="zones")] = "poker"


@dataclass(frozen=True, slots=True)
class FatePrint(Print):
    cards: Annotated[Cards, Meta(french="cartes")] = Cards()


@dataclass(frozen=True, slots=True)
class Battle:
    NOUN: ClassVar[Both] = ("battle", "bataille")
    system: Annotated[str, Meta(choices=system_choices("fate"))]
    name: Annotated[str, Meta(max_length=120, help=("the battle's name", "le nom de la bataille"))]
    armies: Annotated[tuple[Army, ...], Meta(max_items=6, aliases=("armées",))]
    zones: Annotated[tuple[Zone, ...], Meta(max_items=24)]
    players: Annotated[
        int | None,
        Meta(
            min=2,
            max=12,
            aliases=("joueurs",),
            help=(
                "people at the table, the GM included",
                "personnes autour de la table, MJ compris",
            ),
        ),
    ] = None
    turns: Annotated[
        int | None,
        Meta(
            min=1,
            max=30,
            french="tours",
            help=(
                "the battle's length in turns: the kit prints a turn track to tick",
                "la durée de la bataille en tours : le kit imprime une piste des tours à cocher",
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
    print: Annotated[FatePrint, Meta(aliases=("impression",))] = FatePrint()
