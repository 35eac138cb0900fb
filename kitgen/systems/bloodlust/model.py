"""The shape of a ``system: bloodlust`` battle file, as frozen dataclasses.

The one definition the loader validates with (see ``kitgen.schema``): keys, types,
bounds, accepted spellings and help texts all live here.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction
from typing import Annotated, ClassVar

from kitgen.model import Both
from kitgen.names import NamesField
from kitgen.printing import Print, card_size
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
from kitgen.systems.bloodlust.tables import (
    ARMOURS,
    ATTRIBUTES,
    MELEE_WEAPONS,
    MORALE_SPELLINGS,
    MOUNTS,
    POWER_BANDS,
    RANGED_WEAPONS,
    VERY_LARGE_RANGE,
    WAR_MACHINES,
)

# each value's French word is the seed's (« Armes courtes », « Arc long »…), as spelled
ARMOUR_CHOICES = spellings(
    {g.key: g.spellings for g in ARMOURS},
    french={"none": "aucune", "light": "légère", "heavy": "lourde"},
)
MELEE_CHOICES = spellings(
    {g.key: g.spellings for g in MELEE_WEAPONS},
    french={
        "short": "armes courtes",
        "simple": "armes simples",
        "two_handed": "à deux mains",
        "spear": "lance",
        "halberd": "hallebarde",
        "heavy": "armes lourdes",
        "cavalry_lance": "lance de cavalerie",
    },
)
RANGED_CHOICES = spellings(
    {g.key: g.spellings for g in RANGED_WEAPONS},
    french={
        "longbow": "arc long",
        "crossbow": "arbalète",
        "repeating_crossbow": "arbalète à répétition",
        "light_missiles": "fronde",
        "composite_bow": "arc composite",
        "pistol": "pistolet",
        "arquebus": "arquebuse",
    },
)
MOUNT_CHOICES = spellings(
    {g.key: g.spellings for g in MOUNTS},
    french={
        "horse": "chevaux",
        "warhorse": "chevaux de guerre",
        "destrier": "destriers",
        "war_chariot": "chars de guerre",
        "giant_wolf": "loups géants",
        "boar": "sangliers",
        "giant_spider": "araignées géantes",
        "sylvan_horse": "chevaux sylvestres",
    },
)
ATTRIBUTE_CHOICES = spellings(
    {a.key: a.spellings for a in ATTRIBUTES},
    french={
        "combat_drugs": "drogues de combat",
        "frenzy": "frénésie",
        "vanguard": "avant-garde",
        "fear": "peur",
        "terror": "terreur",
        "endurance": "endurance",
        "hatred": "haine",
        "large": "grandes créatures",
        "very_large": "très grandes créatures",
        "regeneration": "régénération",
        "tough_skin": "peau coriace",
        "scales": "écailles",
        "flying": "vol",
        "mighty_blows": "coups puissants",
        "tortoise": "tortue",
        "elite_scouts": "éclaireurs d'élite",
    },
)
MACHINE_CHOICES = spellings(
    {m.key: m.spellings for m in WAR_MACHINES},
    french={
        "ballista": "baliste",
        "catapult": "catapulte",
        "trebuchet": "trébuchet",
        "cannon": "canon",
    },
)
BAND_CHOICES = spellings(
    {b.key: b.spellings for b in POWER_BANDS},
    french={
        "inferior": "inférieur",
        "weak": "faible",
        "average": "moyen",
        "strong": "fort",
        "expert": "expert",
        "exceptional": "exceptionnel",
    },
)
MORALE_CHOICES = spellings(
    MORALE_SPELLINGS,
    french={"militia": "milice", "normal": "normal", "veteran": "vétéran", "elite": "élite"},
)
SUPPORT_CHOICES = spellings(
    {
        "melee": ("mêlée", "combat", "corps à corps"),
        "shooting": ("tir", "missile", "missiles", "ranged"),
    },
    french={"melee": "mêlée", "shooting": "tir"},
)

KIND_CHOICES = spellings(
    {
        "troop": ("unit", "unite", "troupe"),
        "monster": ("monstre", "creature"),
        "war_machine": ("machine", "machine de guerre", "machines de guerre", "siege engine"),
    },
    french={"troop": "troupe", "monster": "monstre", "war_machine": "machine de guerre"},
)


@dataclass(frozen=True, slots=True)
class Spell:
    """A battle spell (seed V): what it does and how often a day it can be cast."""

    NOUN: ClassVar[Both] = ("spell", "sort")
    name: Annotated[str, Meta(max_length=60, help=("the spell's name", "le nom du sort"))]
    uses: Annotated[
        int,
        Meta(
            min=1,
            max=20,
            aliases=("per_day",),
            french="fois",
            help=("casts per day", "lancers par jour"),
        ),
    ] = 1
    pui: Annotated[
        Fraction,
        Meta(
            min=0,
            max=5000,
            help=(
                "the spell's power as an attack (0: no attack)",
                "la PUI du sort s'il attaque (0 : pas d'attaque)",
            ),
        ),
    ] = Fraction(0)
    attack: Annotated[
        int,
        Meta(
            min=-10, max=10, aliases=("att",), french="attaque", help=("ATT bonus", "bonus d'ATT")
        ),
    ] = 0
    effect: Annotated[
        Prose | None,
        Meta(french="effet", max_length=160, help=("what else it does", "ses autres effets")),
    ] = None
    secret: Secret = False


@dataclass(frozen=True, slots=True)
class Character:
    """A player character or notable NPC, attached to a unit or on their own (seed VI)."""

    NOUN: ClassVar[Both] = ("character", "personnage")
    name: Annotated[
        str, Meta(max_length=60, help=("the character's name", "le nom du personnage"))
    ]
    player: Annotated[
        bool,
        Meta(
            aliases=("pc", "pj"),
            help=("a player character (else an NPC)", "un personnage joueur (sinon un PNJ)"),
        ),
    ] = False
    pui: Annotated[
        Fraction,
        Meta(
            min=0,
            max=100,
            aliases=("pui_cc",),
            help=(
                "melee power added to the unit's total",
                "PUI de corps à corps ajoutée au total de l'unité",
            ),
        ),
    ] = Fraction(0)
    pui_tir: Annotated[
        Fraction,
        Meta(
            min=0,
            max=100,
            help=(
                "shooting power added to the unit's total",
                "PUI TIR ajoutée au total de l'unité",
            ),
        ),
    ] = Fraction(0)
    eff: Annotated[
        int,
        Meta(
            min=1,
            max=10,
            french="effectif",
            help=(
                "how many soldiers' wounds they can take",
                "combien de blessures de soldats il peut encaisser",
            ),
        ),
    ] = 1
    attack: Annotated[int, Meta(min=-10, max=10, aliases=("att",), french="attaque")] = 0
    defense: Annotated[
        int, Meta(min=-10, max=10, aliases=("def", "defence"), french="défense")
    ] = 0
    initiative: Annotated[int, Meta(min=-10, max=10, aliases=("ini", "init"))] = 0
    command: Annotated[
        str | None,
        Meta(
            max_length=40,
            aliases=("leadership",),
            french="commandement",
            help=(
                "their skill to lead troops, as their game writes it (can rally)",
                "sa compétence pour mener des troupes, telle que l'écrit son jeu (il peut "
                "rallier)",
            ),
        ),
    ] = None
    spells: Annotated[tuple[Spell, ...], Meta(french="sorts", max_items=8)] = ()
    notes: Annotated[str | None, Meta(max_length=300)] = None
    secret: Secret = False


@dataclass(frozen=True, slots=True)
class SpecialRule:
    """A special rule the GM invents (the seed invites it): a label and its bonuses."""

    NOUN: ClassVar[Both] = ("special rule", "règle spéciale")
    label: Annotated[
        str,
        Meta(
            french="libellé",
            max_length=60,
            help=("what the rule stands for", "ce que représente la règle"),
        ),
    ]
    attack: Annotated[int, Meta(aliases=("att",), french="attaque", min=-10, max=10)] = 0
    defense: Annotated[int, Meta(aliases=("def",), french="défense", min=-10, max=10)] = 0
    initiative: Annotated[int, Meta(aliases=("ini",), min=-10, max=10)] = 0


@dataclass(frozen=True, slots=True)
class Unit:
    NOUN: ClassVar[Both] = ("unit", "unité")
    name: Annotated[str, Meta(max_length=60, help=("the unit's name", "le nom de l'unité"))]
    eff: Annotated[
        int,
        Meta(
            min=1,
            max=100_000,
            aliases=("count",),
            french="effectif",
            help=(
                "soldiers (a monster: its hit points; a war machine: its crew)",
                "soldats (un monstre : ses points de vie ; une machine de guerre : ses servants)",
            ),
        ),
    ]
    kind: Annotated[
        str,
        Meta(
            choices=KIND_CHOICES,
            french="type",
            help=("troop, monster or war_machine", "troupe, monstre ou machine de guerre"),
        ),
    ] = "troop"
    troop: Annotated[
        str | None,
        Meta(
            choices=BAND_CHOICES,
            french="troupe",
            help=(
                "a band of the PUI table: its middle value is the PUI",
                "une tranche de la table de PUI : sa valeur médiane est la PUI",
            ),
        ),
    ] = None
    pui: Annotated[
        Fraction | None,
        Meta(
            min=0,
            max=1000,
            aliases=("pui_cc",),
            help=(
                "melee power of one soldier: 0.1 to 10+",
                "PUI de corps à corps d'un soldat : 0,1 à 10 et plus",
            ),
        ),
    ] = None
    archer: Annotated[
        str | None,
        Meta(
            choices=BAND_CHOICES,
            help=(
                "a band of the PUI TIR table: its middle is the PUI TIR",
                "une tranche de la table de PUI TIR : sa valeur médiane est la PUI TIR",
            ),
        ),
    ] = None
    pui_tir: Annotated[
        Fraction | None,
        Meta(min=0, max=1000, help=("shooting power of one soldier", "PUI TIR d'un soldat")),
    ] = None
    morale: Annotated[
        str,
        Meta(
            choices=MORALE_CHOICES,
            aliases=("mo",),
            french="moral",
            help=("militia to elite", "de milice à élite"),
        ),
    ] = "normal"
    initiative: Annotated[
        int,
        Meta(
            min=-5,
            max=5,
            aliases=("ini", "init"),
            help=("the unit's own INI, -5 to +5", "l'INI propre de l'unité, de -5 à +5"),
        ),
    ] = 0
    attack: Annotated[
        int,
        Meta(min=-10, max=10, aliases=("att",), french="attaque", help=("own ATT", "ATT propre")),
    ] = 0
    defense: Annotated[
        int,
        Meta(
            min=-10,
            max=10,
            aliases=("def", "defence"),
            french="défense",
            help=("own DEF", "DEF propre"),
        ),
    ] = 0
    armour: Annotated[
        str,
        Meta(
            choices=ARMOUR_CHOICES,
            aliases=("armor",),
            french="armure",
            help=("none/light/heavy", "aucune, légère ou lourde"),
        ),
    ] = "none"
    shield: Annotated[bool, Meta(french="bouclier")] = False
    melee: Annotated[
        str,
        Meta(
            choices=MELEE_CHOICES,
            aliases=("weapon",),
            french="arme",
            help=("melee weapon", "arme de corps à corps"),
        ),
    ] = "simple"
    ranged: Annotated[
        str | None,
        Meta(
            choices=RANGED_CHOICES,
            aliases=("missile",),
            french="tir",
            help=("missile weapon", "arme de tir"),
        ),
    ] = None
    mount: Annotated[str | None, Meta(choices=MOUNT_CHOICES, french="monture")] = None
    mount_in_pui: Annotated[
        bool,
        Meta(
            french="monture_comprise",
            help=(
                "the `pui:` given already counts the mount's PUI (else a warning)",
                "la `pui:` donnée compte déjà celle de la monture (sinon un avertissement)",
            ),
        ),
    ] = False
    barding: Annotated[
        bool, Meta(french="caparaçons", help=("armoured mounts", "montures caparaçonnées"))
    ] = False
    attributes: Annotated[
        tuple[Annotated[str, Meta(choices=ATTRIBUTE_CHOICES)], ...],
        Meta(max_items=16, french="attributs"),
    ] = ()
    size_bonus: Annotated[
        int,
        Meta(
            french="bonus_taille",
            min=VERY_LARGE_RANGE[0],
            max=VERY_LARGE_RANGE[1],
            help=(
                "ATT and DEF of a very large creature, +2 to +5",
                "ATT et DEF d'une très grande créature, de +2 à +5",
            ),
        ),
    ] = VERY_LARGE_RANGE[0]
    hates: Annotated[
        str | None,
        Meta(max_length=40, french="haine", help=("the race it hates", "la race qu'elle hait")),
    ] = None
    special: Annotated[tuple[SpecialRule, ...], Meta(french="règles_spéciales", max_items=8)] = ()
    machine: Annotated[
        str | None,
        Meta(
            choices=MACHINE_CHOICES,
            help=(
                "ballista, catapult, trebuchet, cannon",
                "baliste, catapulte, trébuchet ou canon",
            ),
        ),
    ] = None
    machines: Annotated[
        int, Meta(min=1, max=30, help=("machines in the battery", "machines de la batterie"))
    ] = 3
    characters: Annotated[
        tuple[Character, ...], Meta(max_items=8, aliases=("heroes",), french="personnages")
    ] = ()
    spells: Annotated[tuple[Spell, ...], Meta(french="sorts", max_items=8)] = ()
    supports: Annotated[
        str | None,
        Meta(
            max_length=60,
            aliases=("support",),
            secret=LINK,
            french="soutient",
            help=(
                "a unit of the same army this one stands behind and supports: its support "
                "ATT counts in all that unit's fights (ruling L12)",
                "une unité de la même armée derrière laquelle celle-ci se place pour la "
                "soutenir : son ATT de soutien compte dans tous ses combats (arbitrage L12)",
            ),
        ),
    ] = None
    support_with: Annotated[
        str | None,
        Meta(
            choices=SUPPORT_CHOICES,
            french="soutien_par",
            help=(
                "how it supports: shooting if it can shoot (else melee)",
                "comment elle soutient : au tir si elle peut tirer (sinon en mêlée)",
            ),
        ),
    ] = None
    face_down: Annotated[
        bool,
        Meta(
            aliases=("hidden", "cachée"),
            secret=CONCEALED,
            french="face_cachée",
            help=(
                "deployed face down: a token for the map",
                "déployée face cachée : un pion pour la carte",
            ),
        ),
    ] = False
    where: Annotated[
        Prose | None,
        Meta(
            french="emplacement",
            max_length=80,
            help=(
                "where a face-down unit waits (its line of the hidden deployment)",
                "où attend une unité face cachée (sa ligne du déploiement caché)",
            ),
        ),
    ] = None
    notes: Annotated[str | None, Meta(max_length=300)] = None
    secret: Secret = False


@dataclass(frozen=True, slots=True)
class General:
    NOUN: ClassVar[Both] = ("general", "général")
    name: Annotated[str, Meta(max_length=60, help=("the general's name", "le nom du général"))]
    bonus: Annotated[
        int,
        Meta(
            min=0,
            max=20,
            aliases=("initiative",),
            help=(
                "added to the army's d10 each turn (a tenth of a percent skill)",
                "ajouté au d10 de l'armée à chaque tour (le dixième d'une compétence en "
                "pourcentage)",
            ),
        ),
    ] = 0
    command: Annotated[str | None, Meta(max_length=40, french="commandement")] = None
    player: Annotated[bool, Meta(aliases=("pc", "pj"))] = False
    where: Annotated[
        Prose | None,
        Meta(
            french="emplacement",
            max_length=60,
            help=(
                "where the general stands on the field (with which unit)",
                "où se trouve le général sur le champ de bataille (avec quelle unité)",
            ),
        ),
    ] = None


@dataclass(frozen=True, slots=True)
class Trap:
    """A large-scale trap (III-6) laid by this army: it attacks like a unit."""

    NOUN: ClassVar[Both] = ("trap", "piège")
    name: Annotated[str, Meta(max_length=60, help=("the trap's name", "le nom du piège"))]
    pui: Annotated[Fraction, Meta(min=1, max=5000, help=("the trap's power", "la PUI du piège"))]
    attack: Annotated[int, Meta(min=-10, max=10, aliases=("att",), french="attaque")] = 0
    where: Annotated[
        Prose | None,
        Meta(
            french="emplacement",
            max_length=80,
            help=("where the GM placed it", "où le MJ l'a placé"),
        ),
    ] = None


@dataclass(frozen=True, slots=True)
class Army:
    NOUN: ClassVar[Both] = ("army", "armée")
    name: Annotated[str, Meta(max_length=80, help=("the army's name", "le nom de l'armée"))]
    units: Annotated[tuple[Unit, ...], Meta(max_items=40, aliases=("unités",))]
    general: Annotated[General | None, Meta(french="général")] = None
    characters: Annotated[
        tuple[Character, ...],
        Meta(
            french="personnages",
            max_items=12,
            help=("characters acting on their own", "personnages agissant seuls"),
        ),
    ] = ()
    traps: Annotated[tuple[Trap, ...], Meta(max_items=12, french="pièges", secret=CONCEALED)] = ()
    deploys: Annotated[
        Prose | None,
        Meta(
            french="déploiement",
            max_length=60,
            help=(
                "where the army sets up, on the drawing of the field",
                "où l'armée se déploie, sur le dessin du champ de bataille",
            ),
        ),
    ] = None
    notes: Annotated[str | None, Meta(max_length=600)] = None


@dataclass(frozen=True, slots=True)
class Ground:
    """What lies between the armies, drawn across the field on the scenario page: a
    river, a marsh, a wall… and the one place it is crossed, if any."""

    NOUN: ClassVar[Both] = ("ground", "terrain")
    name: Annotated[
        Prose,
        Meta(
            french="nom",
            max_length=80,
            help=("what lies between the armies", "ce qui sépare les armées"),
        ),
    ]
    crossing: Annotated[
        Prose | None,
        Meta(
            french="passage",
            max_length=40,
            help=(
                "where it is crossed: the traps laid there are drawn in it",
                "où on le franchit : les pièges qui y sont posés y sont dessinés",
            ),
        ),
    ] = None
    rules: Annotated[
        tuple[Prose, ...],
        Meta(
            french="règles",
            max_items=4,
            help=(
                "how the battle plays the crossing where the rules are silent (how many "
                "fight in it, crossing, shooting across), printed with it",
                "comment la bataille joue le passage là où les règles se taisent (combien "
                "s'y battent, la traversée, le tir par-dessus), imprimé avec lui",
            ),
        ),
    ] = ()


@dataclass(frozen=True, slots=True)
class HouseRules:
    """Where the GM overrides kitgen's default reading of the rules (docs/rulings.md)."""

    lance_attack_in_charge_only: Annotated[
        bool,
        Meta(
            french="lance_en_charge_seulement",
            help=(
                "the cavalry lance's +2 ATT only in a charge (ruling L3)",
                "le +2 ATT de la lance de cavalerie seulement en charge (arbitrage L3)",
            ),
        ),
    ] = False
    shields_are_armour: Annotated[
        bool,
        Meta(
            french="boucliers_comme_armure",
            help=(
                "armor-piercing missiles also cancel a shield's DEF (ruling L4)",
                "les projectiles perce-armure annulent aussi la DEF du bouclier (arbitrage L4)",
            ),
        ),
    ] = False
    no_defensive_shot: Annotated[
        bool,
        Meta(
            french="sans_tir_défensif",
            help=(
                "in the engagement odds, a unit engaged does not shoot first at its "
                "attacker (ruling L11)",
                "dans les chances des combats, une unité engagée ne tire pas d'abord sur "
                "son assaillant (arbitrage L11)",
            ),
        ),
    ] = False
    machine_size_initiative: Annotated[
        bool,
        Meta(
            french="taille_des_machines",
            help=(
                "a war machine's INI takes the size modifier of its crew's EFF (ruling L14)",
                "l'INI d'une machine de guerre prend le modificateur de taille de l'EFF de "
                "ses servants (arbitrage L14)",
            ),
        ),
    ] = False
    rally_criticals: Annotated[
        int,
        Meta(
            french="critiques_de_ralliement",
            min=1,
            max=20,
            help=(
                "how many faces at each end of the rally's d100 are criticals: 01 up to it a "
                "critical success, as many at the top a critical failure (ruling L13)",
                "combien de faces à chaque bout du d100 de ralliement sont critiques : de 01 "
                "à ce nombre une réussite critique, autant en haut un échec critique "
                "(arbitrage L13)",
            ),
        ),
    ] = 5


@dataclass(frozen=True, slots=True)
class Cards:
    """The size each kind of printable prints at (``kitgen.printing``)."""

    NOUN: ClassVar[Both] = ("card sizes", "tailles des cartes")
    unit_sheet: Annotated[str, card_size("units", "sheets", "fiches", french="unités")] = "page"
    character_card: Annotated[str, card_size("characters", french="personnages")] = "tarot"


@dataclass(frozen=True, slots=True)
class BloodlustPrint(Print):
    cards: Annotated[Cards, Meta(french="cartes")] = Cards()


@dataclass(frozen=True, slots=True)
class Battle:
    NOUN: ClassVar[Both] = ("battle", "bataille")
    system: Annotated[str, Meta(choices=system_choices("bloodlust"))]
    name: Annotated[str, Meta(max_length=120, help=("the battle's name", "le nom de la bataille"))]
    armies: Annotated[tuple[Army, ...], Meta(max_items=2)]
    language: Language = None
    players_army: PlayersArmy = None
    turns: Annotated[
        int,
        Meta(
            french="tours",
            min=1,
            max=48,
            help=(
                "one-hour turns the battle may last (10 by default)",
                "tours d'une heure que peut durer la bataille (10 par défaut)",
            ),
        ),
    ] = 10
    house_rules: HouseRules = HouseRules()
    ground: Annotated[Ground | None, Meta(french="terrain")] = None
    author: Annotated[Prose | None, Meta(max_length=120)] = None
    notes: Annotated[Prose | None, Meta(max_length=2000)] = None
    scenario: ScenarioField = None
    names: NamesField = field(default_factory=dict, hash=False)
    print: Annotated[BloodlustPrint, Meta(aliases=("impression",))] = BloodlustPrint()
