"""Independent transcription of seed 002 (JdRWiki "Combat de masse") for tests.

Transcribed by hand from /work/shared/seeds/002_2e0d86f2fc50cfa2.txt and the
"jdrwiki" rulings (J1-J6) of /work/shared/RULINGS.md, WITHOUT looking at the
kitgen implementation.  Tests compare kitgen's own tables against these.

Plain data only: no imports from kitgen.  Line numbers ("L49") refer to the
seed file.  Where the seed is unclear the value is transcribed literally and a
comment says so.
"""

# ---------------------------------------------------------------------------
# Keys
# ---------------------------------------------------------------------------

# "Caractéristiques d'une armée" (L24-35): the six characteristics.
CHARACTERISTICS = (
    "strength",  # Force
    "dexterity",  # Dextérité
    "constitution",  # Constitution
    "intelligence",  # Intelligence
    "wisdom",  # Sagesse
    "charisma",  # Charisme
)

# "Caractéristiques d'une armée" (L28-33): the order in which the seed's
# bullets list them (Charisme comes before Intelligence and Sagesse there).
CHARACTERISTICS_SEED_ORDER = (
    "strength",
    "dexterity",
    "constitution",
    "charisma",
    "intelligence",
    "wisdom",
)

# "Les compétences" (L77-102): the twelve skills, seed order.
SKILLS = (
    "power_attack",  # Attaque en force
    "finesse_attack",  # Attaque habile
    "manoeuvre",  # Manœuvre militaire
    "sapping",  # Sape
    "warcraft",  # Technique de guerre
    "parry",  # Parade
    "reflexes",  # Réflexe
    "will",  # Volonté
    "vigour",  # Vigueur
    "morale",  # Moral
    "perception",  # Perception
    "initiative",  # Initiative
)

# ---------------------------------------------------------------------------
# Criteria
# ---------------------------------------------------------------------------

# "Critères d'évaluation" (L47-63): the 15 criteria, French names as the
# criteria paragraphs write them, seed order.
CRITERIA_FR = {
    "hierarchy": "Respect de la hiérarchie",
    "communication": "Système de communication",
    "logistics": "Efficacité de la logistique",
    "cohesion": "Cohésion des troupes",
    "equipment": "Qualité de l'équipement",
    "training": "Formation militaire",
    "motivation": "Intéressement",
    "mobility": "Mobilité générale",
    "diversity": "Diversité des moyens",
    "melee": "Moyens d'attaque au CAC",
    "ranged": "Moyens d'attaque à distance",
    "defence": "Moyens de défense",
    "knowledge": "Connaissance",
    "culture": "Culture",
    "history": "Rapports historiques",
}

# "Critères d'évaluation" (L39-45): rating scale of a criterion.
CRITERION_RATINGS = {
    -2: "Très faible",
    -1: "Faible",
    0: "Moyen",
    1: "Fort",
    2: "Très fort",
}
CRITERION_RATING_MIN = -2
CRITERION_RATING_MAX = 2

# "Caractéristiques d'une armée" (L26) / L65 / RULINGS J1: score = 10 + sum.
CHARACTERISTIC_BASE = 10

# "Caractéristiques d'une armée" (L28-33), the characteristic bullets ONLY.
# Spellings in the seed: Dextérité lists "Moyens d'attaques à distance",
# Intelligence lists "Formations militaires" (plural) -> ranged, training.
# Sagesse's list has no "et" and no final full stop ("..., Culture").
CHARACTERISTIC_CRITERIA_BY_CHARACTERISTIC = {
    "strength": frozenset({"equipment", "mobility", "diversity", "melee"}),
    "dexterity": frozenset({"logistics", "training", "mobility", "ranged"}),
    "constitution": frozenset({"cohesion", "equipment", "motivation", "defence"}),
    "charisma": frozenset({"hierarchy", "motivation", "diversity", "history"}),
    "intelligence": frozenset({"communication", "cohesion", "training", "knowledge"}),
    "wisdom": frozenset({"hierarchy", "communication", "logistics", "culture"}),
}

# "Critères d'évaluation" (L49-63): each criterion's "influe sur ..." list,
# transcribed literally (characteristics and skills mixed, seed order), then
# inverted below.  This is the raw source for the two *_BY_CRITERION tables.
CRITERION_INFLUENCES = {
    # L49 "Sagesse, Charisme, Volonté, Moral, et Manoeuvre militaire"
    "hierarchy": ("wisdom", "charisma", "will", "morale", "manoeuvre"),
    # L50 "Intelligence, Sagesse, Initiative, Technique de guerre,
    #      Manoeuvre militaire, et Perception"
    "communication": (
        "intelligence",
        "wisdom",
        "initiative",
        "warcraft",
        "manoeuvre",
        "perception",
    ),
    # L51 "Sagesse, Dextérité, Initiative, Attaque habile, et Réflexe"
    "logistics": ("wisdom", "dexterity", "initiative", "finesse_attack", "reflexes"),
    # L52 "Intelligence, Constitution, Manoeuvre militaire, Technique de
    #      guerre, Moral, et Volonté"
    "cohesion": (
        "intelligence",
        "constitution",
        "manoeuvre",
        "warcraft",
        "morale",
        "will",
    ),
    # L53 "Force, Constitution, Parade, Sape, Attaque en force, et Vigueur"
    "equipment": (
        "strength",
        "constitution",
        "parry",
        "sapping",
        "power_attack",
        "vigour",
    ),
    # L54 "Intelligence, Dextérité, Manoeuvre militaire, Technique de guerre,
    #      Sape, Attaque en force, Parade et Réflexe"
    "training": (
        "intelligence",
        "dexterity",
        "manoeuvre",
        "warcraft",
        "sapping",
        "power_attack",
        "parry",
        "reflexes",
    ),
    # L55 "Charisme, Constitution, Volonté, Vigueur, et Moral"
    "motivation": ("charisma", "constitution", "will", "vigour", "morale"),
    # L56 "Dextérité, Force, Manoeuvre militaire, Sape, Initiative, Réflexe,
    #      et Attaque habile"
    "mobility": (
        "dexterity",
        "strength",
        "manoeuvre",
        "sapping",
        "initiative",
        "reflexes",
        "finesse_attack",
    ),
    # L57 "Force, Charisme, Réflexe, Sape, Technique de guerre, et Perception"
    "diversity": (
        "strength",
        "charisma",
        "reflexes",
        "sapping",
        "warcraft",
        "perception",
    ),
    # L58 "Force, Attaque en force, et Parade"
    "melee": ("strength", "power_attack", "parry"),
    # L59 "Dextérité, Attaque habile, et Initiative"
    "ranged": ("dexterity", "finesse_attack", "initiative"),
    # L60 "Constitution, Volonté, Vigueur, Réflexe, Parade, et Moral"
    "defence": ("constitution", "will", "vigour", "reflexes", "parry", "morale"),
    # L61 "Intelligence, Technique de guerre, Sape, Attaque habile, et
    #      Perception"
    "knowledge": (
        "intelligence",
        "warcraft",
        "sapping",
        "finesse_attack",
        "perception",
    ),
    # L62 "Sagesse, Manoeuvre militaire, Réflexe, Moral, Vigueur, et
    #      Perception"
    "culture": ("wisdom", "manoeuvre", "reflexes", "morale", "vigour", "perception"),
    # L63 "Charisme, Moral, Vigueur, et Initiative"
    "history": ("charisma", "morale", "vigour", "initiative"),
}

# "Critères d'évaluation" (L49-63): characteristic -> criteria, built ONLY by
# inverting the "influe sur" lists above.  (Agrees exactly with
# CHARACTERISTIC_CRITERIA_BY_CHARACTERISTIC.)
CHARACTERISTIC_CRITERIA_BY_CRITERION = {
    "strength": frozenset({"equipment", "mobility", "diversity", "melee"}),
    "dexterity": frozenset({"logistics", "training", "mobility", "ranged"}),
    "constitution": frozenset({"cohesion", "equipment", "motivation", "defence"}),
    "intelligence": frozenset({"communication", "cohesion", "training", "knowledge"}),
    "wisdom": frozenset({"hierarchy", "communication", "logistics", "culture"}),
    "charisma": frozenset({"hierarchy", "motivation", "diversity", "history"}),
}

# "Les compétences" (L81-102), the skill bullets ONLY, exactly as written.
# - finesse_attack: "Moyens d'attaque habile" = ranged (RULINGS J2).
# - will (L93): the list is cut short, it ends "..., Intéressement," — the
#   criteria paragraphs add defence (L60); transcribed as written here.
# - vigour (L94) writes "Rapport historique", morale (L95) "Rapports
#   historique": both = history.
# - perception (L101) and initiative (L102): their bullets name no criteria.
SKILL_CRITERIA_BY_SKILL = {
    "power_attack": frozenset({"equipment", "training", "melee"}),
    "finesse_attack": frozenset({"logistics", "mobility", "ranged", "knowledge"}),
    "manoeuvre": frozenset(
        {"hierarchy", "communication", "cohesion", "training", "mobility", "culture"}
    ),
    "sapping": frozenset({"equipment", "training", "mobility", "diversity", "knowledge"}),
    "warcraft": frozenset({"communication", "cohesion", "training", "diversity", "knowledge"}),
    "parry": frozenset({"equipment", "training", "melee", "defence"}),
    "reflexes": frozenset(
        {"logistics", "training", "mobility", "diversity", "defence", "culture"}
    ),
    "will": frozenset({"hierarchy", "cohesion", "motivation"}),
    "vigour": frozenset({"equipment", "motivation", "defence", "culture", "history"}),
    "morale": frozenset({"hierarchy", "cohesion", "motivation", "defence", "culture", "history"}),
    "perception": frozenset(),
    "initiative": frozenset(),
}

# "Critères d'évaluation" (L49-63): skill -> criteria, built ONLY by inverting
# the "influe sur" lists (CRITERION_INFLUENCES).  Differs from
# SKILL_CRITERIA_BY_SKILL only where the skill bullet is silent / cut short
# (will, perception, initiative) — matches RULINGS J2.
SKILL_CRITERIA_BY_CRITERION = {
    "power_attack": frozenset({"equipment", "training", "melee"}),
    "finesse_attack": frozenset({"logistics", "mobility", "ranged", "knowledge"}),
    "manoeuvre": frozenset(
        {"hierarchy", "communication", "cohesion", "training", "mobility", "culture"}
    ),
    "sapping": frozenset({"equipment", "training", "mobility", "diversity", "knowledge"}),
    "warcraft": frozenset({"communication", "cohesion", "training", "diversity", "knowledge"}),
    "parry": frozenset({"equipment", "training", "melee", "defence"}),
    "reflexes": frozenset(
        {"logistics", "training", "mobility", "diversity", "defence", "culture"}
    ),
    "will": frozenset({"hierarchy", "cohesion", "motivation", "defence"}),
    "vigour": frozenset({"equipment", "motivation", "defence", "culture", "history"}),
    "morale": frozenset({"hierarchy", "cohesion", "motivation", "defence", "culture", "history"}),
    "perception": frozenset({"communication", "diversity", "knowledge", "culture"}),
    "initiative": frozenset({"communication", "logistics", "mobility", "ranged", "history"}),
}

# ---------------------------------------------------------------------------
# Skills
# ---------------------------------------------------------------------------

# "Les compétences" (L81-102): abbreviation in parentheses after each skill.
SKILL_CHARACTERISTIC = {
    "power_attack": "strength",  # FOR
    "finesse_attack": "dexterity",  # DEX
    "manoeuvre": "dexterity",  # DEX
    "sapping": "intelligence",  # INT
    "warcraft": "intelligence",  # INT
    "parry": "strength",  # FOR
    "reflexes": "dexterity",  # DEX
    "will": "wisdom",  # SAG
    "vigour": "constitution",  # CON
    "morale": "charisma",  # CHA
    "perception": "wisdom",  # SAG
    "initiative": "dexterity",  # DEX
}

# "Les compétences": "Compétences offensives" (L77), "Compétences
# défensives" (L87), "Compétences de soutien" (L97); seed order.
SKILL_GROUPS = {
    "offensive": ("power_attack", "finesse_attack", "manoeuvre", "sapping", "warcraft"),
    "defensive": ("parry", "reflexes", "will", "vigour", "morale"),
    "support": ("perception", "initiative"),
}

# "Les compétences" (L73): skill = army level + criteria + characteristic
# modifier.  L89: passive score of a defensive skill = 10 + skill.
PASSIVE_DEFENCE_BASE = 10

# ---------------------------------------------------------------------------
# Army level
# ---------------------------------------------------------------------------

# "Niveau d'une armée" (L18-20): bonuses to the commander's level.
LEVEL_PER_STRATEGIST_RANK = 1
LEVEL_PER_COMBAT_FORMATION = 1  # Expertise force / Expertise habile / Arts guerriers
LEVEL_AIDE_ANY = 1  # at least one aide de camp
LEVEL_AIDE_STRATEGIST = 1  # at least one aide is a stratège
LEVEL_AIDE_COMBAT_FORMATION = 1  # at least one aide holds one of the 3 formations
LEVEL_AIDES_MAX = 3  # "ne peuvent pas procurer ... plus de 3 niveaux"

# "Niveau d'une armée" (L22): worked example, "6 + 2 + 2 + 1 + 1 = 12".
# Commander level 6, Stratège rank 2, 2 ranks of Expertise du combat en force,
# 1 rank of Arts guerriers, one aide de camp holding Expertise du combat en
# force (not a stratège).  Reading per RULINGS J3: 6 + 2 (stratège) + 2 (two
# formations held, +1 each) + 1 (an aide) + 1 (an aide with a combat
# formation).  UNCLEAR: the "2" could also be read as the 2 ranks of force
# expertise (then "+1" Arts guerriers and "+1" the aide, with the aide's
# formation uncounted); both readings give 12.
LEVEL_EXAMPLE = {
    "commander_level": 6,
    "strategist_rank": 2,
    "formation_ranks": {"power_expertise": 2, "warrior_arts": 1},
    "formations_held": frozenset({"power_expertise", "warrior_arts"}),
    "aides": 1,
    "aide_is_strategist": False,
    "aide_has_combat_formation": True,
    "terms": (6, 2, 2, 1, 1),
    "expected_army_level": 12,
}

# ---------------------------------------------------------------------------
# Hit points and damage
# ---------------------------------------------------------------------------

# "Effectif et valeur d'unité" (L112-114): HP = sum of unit values;
# DB = 10% of HP rounded up; VDB = 10% of DB rounded up.
# (L239 instead says "1/10 de la puissance" = DB, "puissance" = sum of the
# "forces" of all units, with no rounding stated.)
DB_PERCENT_OF_HP = 10
VDB_PERCENT_OF_DB = 10
DB_RULE = {"hp": 2500, "db": 250, "vdb": 25, "rounding": "up"}
# Derived from the "arrondi à la valeur supérieure" rule (not in the seed):
# (hp, db, vdb).
DB_RULE_EXAMPLES = (
    (2500, 250, 25),
    (2501, 251, 26),
    (1, 1, 1),
    (99, 10, 1),
    (101, 11, 2),
)

# "Encaisser des dégâts" (L249): "une armée a 14 en constitution, elle
# dispose donc d'un score de 2 en encaissement".
CON_EXAMPLE = {"constitution": 14, "soak": 2}

# "Encaisser des dégâts" (L249): DB + (1d4 + bonus force) x VDB; d4 = 2,
# strength bonus 1 -> 3 VDB, reduced by 2 soak -> 1 VDB (on top of DB).
SOAK_EXAMPLE = {
    "constitution": 14,
    "d4_roll": 2,
    "strength_bonus": 1,
    "soak": 2,
    "vdb_before_soak": 3,
    "vdb_after_soak": 1,
}

# ---------------------------------------------------------------------------
# Advantage points
# ---------------------------------------------------------------------------

# "Points d'avantage" (L150): at most one point in Préparation.
MAX_PREPARATION_POINTS = 1

# "Points d'avantage" (L154): the 5-advantage-point example.  Literal
# reading: hargne 2 -> "2 points de dégâts supplémentaires" (raw points;
# RULINGS J4 makes kitgen count them in VDB by default).
ADVANTAGE_EXAMPLE = {
    "start": 5,
    "attention_split": (1, 0, 1),  # environnement / sécurité / focus
    "remaining_after_attention": 3,
    "hargne": 2,
    "preparation": 1,
    "protection": 0,
    "extra_move_units": 1,
    "extra_damage_points": 2,
    "consumed": 3,
    "end_of_round": 2,
}

# "Points d'avantage" (L156): with no advantage points, -1/0/-1 on the
# attention criteria frees 2 points for protection/hargne/préparation.
DISADVANTAGE_EXAMPLE = {"attention_split": (-1, 0, -1), "points_recovered": 2}

# ---------------------------------------------------------------------------
# Round of combat
# ---------------------------------------------------------------------------

# "Round de combat" (L162): a battle needs 100 units or more.
MIN_BATTLE_PARTICIPANTS = 100

# "Round de combat" (L166-171): (min participants, max or None, minutes).
ROUND_LENGTH_MINUTES = (
    (100, 1000, 1),
    (1001, 5000, 10),
    (5001, 20000, 60),
    (20001, 50000, 180),
    (50001, 200000, 360),
    (200001, None, 720),
)

# "Round de combat" (L177, L181, L197): initiative / actions per round.
MAX_INITIATIVE_PER_ROUND = 5
GRACE_ROUND_ADVANTAGE_LOSS = 2  # no "round de grâce": lose 2 advantage instead
MAX_ACTIONS_PER_ROUND = 2  # and they must be of different types

# ---------------------------------------------------------------------------
# Actions
# ---------------------------------------------------------------------------

# "Actions" (L199-224): all 18 actions, seed order.  cost = initiative cost,
# (low, high) for a range.  attack = attacker skills the seed allows (seed
# order), defence = defender skills (seed order).
# - L181 names the types "offensive, manœuvre, renseignement"; L191-195 and
#   the headings use "Subversives" -> "subversive".
# - modify_terrain (L216) is "(4) - spécial": no skills; the skill depends on
#   the terrain characteristic targeted (see TERRAIN_MODIFY).
# - regroup_split (L214) writes "(2) : Manœuvre militaire vs Réflexe" (colon
#   instead of dash).
ACTIONS = {
    # Assaut combiné (2) - Attaque habile ou attaque en force vs Réflexe,
    # Vigueur ou Parade
    "combined_assault": {
        "type": "offensive",
        "cost": 2,
        "attack": ("finesse_attack", "power_attack"),
        "defence": ("reflexes", "vigour", "parry"),
    },
    "massive_assault": {  # Assaut massif (1) - Attaque en force vs Réflexe ou Parade
        "type": "offensive",
        "cost": 1,
        "attack": ("power_attack",),
        "defence": ("reflexes", "parry"),
    },
    "subtle_assault": {  # Assaut subtil (1) - Attaque habile vs Réflexe ou Parade
        "type": "offensive",
        "cost": 1,
        "attack": ("finesse_attack",),
        "defence": ("reflexes", "parry"),
    },
    "total_melee": {  # Mêlée totale (3) - Manœuvre militaire contre Vigueur
        "type": "offensive",
        "cost": 3,
        "attack": ("manoeuvre",),
        "defence": ("vigour",),
    },
    "push_back": {  # Recul (3) - Manœuvre militaire contre Parade
        "type": "offensive",
        "cost": 3,
        "attack": ("manoeuvre",),
        "defence": ("parry",),
    },
    "harass": {  # Agacer (2) - Technique de guerre vs Volonté
        "type": "manoeuvre",
        "cost": 2,
        "attack": ("warcraft",),
        "defence": ("will",),
    },
    "barrage": {  # Barrage (1) - Technique de guerre vs Volonté
        "type": "manoeuvre",
        "cost": 1,
        "attack": ("warcraft",),
        "defence": ("will",),
    },
    "charge": {  # Charge (1) - Manœuvre militaire vs Réflexe ou Parade
        "type": "manoeuvre",
        "cost": 1,
        "attack": ("manoeuvre",),
        "defence": ("reflexes", "parry"),
    },
    "move": {  # Déplacement (1-5) - Manœuvre militaire vs Réflexe
        "type": "manoeuvre",
        "cost": (1, 5),
        "attack": ("manoeuvre",),
        "defence": ("reflexes",),
    },
    "pincer": {  # Étau (3) - Manœuvre militaire vs Réflexe
        "type": "manoeuvre",
        "cost": 3,
        "attack": ("manoeuvre",),
        "defence": ("reflexes",),
    },
    "regroup_split": {  # Regrouper/Diviser l'armée (2) : Manœuvre militaire vs Réflexe
        "type": "manoeuvre",
        "cost": 2,
        "attack": ("manoeuvre",),
        "defence": ("reflexes",),
    },
    "withdraw": {  # Repli (3) - Manœuvre militaire vs Réflexe
        "type": "manoeuvre",
        "cost": 3,
        "attack": ("manoeuvre",),
        "defence": ("reflexes",),
    },
    "modify_terrain": {  # Modifier le terrain (4) - spécial
        "type": "manoeuvre",
        "cost": 4,
        "attack": (),
        "defence": (),
    },
    "weaken": {  # Affaiblir (2) - Sape vs Vigueur
        "type": "subversive",
        "cost": 2,
        "attack": ("sapping",),
        "defence": ("vigour",),
    },
    "break_morale": {  # Briser le moral (1) - Manœuvre militaire vs Moral
        "type": "subversive",
        "cost": 1,
        "attack": ("manoeuvre",),
        "defence": ("morale",),
    },
    "pitfall": {  # Chausse-Trappe (3) - Sape vs Réflexe
        "type": "subversive",
        "cost": 3,
        "attack": ("sapping",),
        "defence": ("reflexes",),
    },
    "spying": {  # Espionnage (2) - Perception vs Volonté
        "type": "subversive",
        "cost": 2,
        "attack": ("perception",),
        "defence": ("will",),
    },
    "mining": {  # Minage (4) - Sape vs Volonté (needs 1 Préparation point)
        "type": "subversive",
        "cost": 4,
        "attack": ("sapping",),
        "defence": ("will",),
    },
}

# "Actions" (L201-224): advantage-point changes the seed states for each
# action.  success_self / failure_self = change to the acting army,
# success_enemy = change to the target.  0 = the seed states no change.
ACTION_ADVANTAGE = {
    "combined_assault": {"success_self": 0, "success_enemy": 0, "failure_self": 0},
    "massive_assault": {"success_self": 1, "success_enemy": 0, "failure_self": 0},
    "subtle_assault": {"success_self": 1, "success_enemy": 0, "failure_self": 0},
    "total_melee": {"success_self": 0, "success_enemy": 0, "failure_self": -2},
    "push_back": {"success_self": 0, "success_enemy": 0, "failure_self": -1},
    "harass": {"success_self": 1, "success_enemy": 0, "failure_self": -1},
    "barrage": {"success_self": 0, "success_enemy": -1, "failure_self": -1},
    "charge": {"success_self": 0, "success_enemy": 0, "failure_self": -1},
    "move": {"success_self": 0, "success_enemy": 0, "failure_self": -1},
    "pincer": {"success_self": 1, "success_enemy": 0, "failure_self": -2},
    "regroup_split": {"success_self": 0, "success_enemy": 0, "failure_self": -1},
    "withdraw": {"success_self": 0, "success_enemy": 0, "failure_self": -1},
    "modify_terrain": {"success_self": 0, "success_enemy": 0, "failure_self": 0},
    "weaken": {"success_self": 1, "success_enemy": 0, "failure_self": -1},
    # L221 states no failure consequence for Briser le moral.
    "break_morale": {"success_self": 0, "success_enemy": -1, "failure_self": 0},
    "pitfall": {"success_self": 0, "success_enemy": -1, "failure_self": -1},
    "spying": {"success_self": 1, "success_enemy": 0, "failure_self": -1},
    "mining": {"success_self": 0, "success_enemy": 0, "failure_self": 0},
}

# "Actions" (L201-224): actions whose success inflicts damage on the target,
# and actions whose failure makes the attacker take damage.
# combined_assault: 2d4 instead of 1d4 variable damage (L201).
ACTION_DAMAGES_ON_SUCCESS = frozenset(
    {"combined_assault", "massive_assault", "subtle_assault", "push_back", "mining"}
)
ACTION_ATTACKER_DAMAGED_ON_FAILURE = frozenset({"total_melee", "push_back"})
ACTIONS_NEEDING_PREPARATION = frozenset({"mining"})  # L150, L224

# ---------------------------------------------------------------------------
# Terrain
# ---------------------------------------------------------------------------

# "Le terrain" (L296-378): highest level each characteristic describes.
TERRAIN_LEVELS = {
    "unstable_ground": 3,  # Sol instable, L300-302
    "stronghold": 4,  # Place forte, L318-321
    "cover": 3,  # Couverture, L335-337
    "heights": 4,  # Hauteurs, L349-352
    "weather": 3,  # Intempéries, L364-366
}

# "Le terrain": effects on the army OCCUPYING the zone, +1 = bonus equal to
# the level, -1 = malus equal to the level.  Heights are relative (below).
# - Sol instable L308: malus Attaque habile, Réflexe, Parade.
# - Place forte L323: bonus Parade, Vigueur, Volonté, Attaque habile; malus
#   Attaque en force.
# - Couverture L341: bonus Sape, Initiative, Attaque habile, Technique de
#   guerre; malus Perception, Parade, Attaque en force, Manoeuvre militaire.
# - Intempéries L370: malus Perception, Moral, Vigueur, Attaque habile (the
#   level is first reduced by the occupied zone's Place forte level, L368).
TERRAIN_OCCUPANT = {
    "unstable_ground": {"finesse_attack": -1, "reflexes": -1, "parry": -1},
    "stronghold": {
        "parry": 1,
        "vigour": 1,
        "will": 1,
        "finesse_attack": 1,
        "power_attack": -1,
    },
    "cover": {
        "sapping": 1,
        "initiative": 1,
        "finesse_attack": 1,
        "warcraft": 1,
        "perception": -1,
        "parry": -1,
        "power_attack": -1,
        "manoeuvre": -1,
    },
    "weather": {"perception": -1, "morale": -1, "vigour": -1, "finesse_attack": -1},
}

# "Hauteurs" (L354): the higher army gains (its level - adversary's level) on
# Attaque habile, Parade, Volonté, Moral; the difference is also a malus to
# the adversary on Attaque habile, Parade, Moral and Sape.  Plus +1 range for
# the higher army's finesse attacks against a lower zone.
HEIGHTS_HIGHER_BONUS = frozenset({"finesse_attack", "parry", "will", "morale"})
HEIGHTS_LOWER_MALUS = frozenset({"finesse_attack", "parry", "morale", "sapping"})
HEIGHTS_FINESSE_RANGE_BONUS = 1

# "Couverture" (L341): maluses (equal to the cover level) on an adversary
# acting against the army occupying the covered zone.  No other
# characteristic states such an effect.
TERRAIN_ATTACKER = {
    "cover": {
        "perception": -1,
        "sapping": -1,
        "finesse_attack": -1,
        "power_attack": -1,
        "manoeuvre": -1,
    },
}

# "Le terrain": extra moves needed to LEAVE a zone (L304, L306, L339, L354).
# "level" = as many extra moves as the level.  Stronghold and weather: the
# seed says nothing about movement -> "0".
TERRAIN_EXIT_EXTRA = {
    "unstable_ground": "level",  # L304 "autant de déplacement supplémentaire que de niveau"
    "stronghold": "0",  # not mentioned
    "cover": "1",  # L339 "Quel que soit le niveau ... 1 unité de déplacement de plus"
    "heights": "level",  # L354 "le même malus que le sol instable en utilisant le niveau"
    "weather": "0",  # not mentioned
}

# "Place forte" L325 (also L204, L205): special bonus in Parade or Vigueur of
# 5 x level against Recul and Mêlée totale.
STRONGHOLD_SPECIAL_MULTIPLIER = 5
STRONGHOLD_SPECIAL_ACTIONS = frozenset({"push_back", "total_melee"})
# "Détruire ou modifier un terrain" L287: unopposed terrain resists at
# level x 5 (Place forte 4 inoccupée -> difficulty 20).
TERRAIN_PASSIVE_RESISTANCE_MULTIPLIER = 5
TERRAIN_PASSIVE_RESISTANCE_EXAMPLE = {"stronghold_level": 4, "difficulty": 20}
# "Intempéries" L374-376: worsening = Sape vs wanted level x 10; improving =
# Volonté vs current level x 10.
WEATHER_DIFFICULTY_MULTIPLIER = 10
# "Intempéries" L368: effective weather = weather - stronghold level (min 0);
# example Place forte 1 under Intempéries 2 -> Intempéries 1.
WEATHER_STRONGHOLD_EXAMPLE = {"stronghold": 1, "weather": 2, "effective_weather": 1}

# "Le terrain" (L287-289, L310, L327, L343, L356, L374-376): skill used to
# raise / lower each characteristic, and the occupant's opposing skill.
# None = not possible / not stated.  Weather is against a fixed difficulty.
# NOTE L289 says the "destructive" skill lowers and the "constructive" skill
# raises the level, yet Sape RAISES unstable ground (L310) and cover (L343).
TERRAIN_MODIFY = {
    "unstable_ground": {"raise": "sapping", "lower": "manoeuvre", "opposed_by": "parry"},
    "stronghold": {"raise": "manoeuvre", "lower": "sapping", "opposed_by": "parry"},
    "cover": {"raise": "sapping", "lower": "manoeuvre", "opposed_by": "reflexes"},
    "heights": {"raise": None, "lower": None, "opposed_by": None},
    "weather": {"raise": "sapping", "lower": "will", "opposed_by": "will"},
}

# "Combiner les types de terrain" (L382): a fortress on a cliff gives +7
# parry (+4 forteresse, +3 falaise) against an adversary in the neighbouring
# zone at the foot of the cliff (adversary heights 0 assumed).
CLIFF_FORTRESS_EXAMPLE = {
    "heights": 3,
    "stronghold": 4,
    "adversary_heights": 0,
    "parry_bonus": 7,
}

# ---------------------------------------------------------------------------
# Heroes
# ---------------------------------------------------------------------------

# "Classement des héros" (L398-403): (name, min level, max level or None,
# class rank, points).
HERO_CLASSES = (
    ("minor", 5, 9, 1, 4),
    ("medium", 10, 14, 2, 7),
    ("major", 15, 19, 3, 10),
    ("legendary", 20, None, 4, 13),
)
ORDINARY_BELOW = 5
# L398: reclassification one class up for a superior race (>= 5 levels of
# racial power) or a player character.
SUPERIOR_RACE_MIN_RACIAL_POWER = 5

# "Le temps de recharge" (L415): cooldown = class rank + 1 rounds.
HERO_COOLDOWN_EXTRA = 1
# L417: moderate use drops 2 bonused skills per round of cooldown removed.
MODERATE_USE_BONUSES_PER_ROUND = 2

# "Le temps de recharge" (L419): medium hero, 3 bonuses of +2 and one +1
# (7 points), cooldown 3 -> reduced to 2, so 2 of its 4 bonuses are dropped.
MODERATE_USE_EXAMPLE = {
    "class": "medium",
    "class_rank": 2,
    "bonuses": (2, 2, 2, 1),
    "points": 7,
    "cooldown": 3,
    "reduced_cooldown": 2,
    "bonuses_dropped": 2,
}

# "Héros à malus" (L409): a major hero may spread 14 bonus points with 4
# malus points; bonuses <= +3, maluses >= -3.
MALUS_HERO_EXAMPLE = {
    "class": "major",
    "bonus_points": 14,
    "malus_points": 4,
    "max_bonus": 3,
    "min_malus": -3,
}

# "Exemples de héros" (L457-464): Ildar Adeldiral, level 20+, legendary.
ILDAR = {
    "class": "legendary",
    "points": 13,
    "max_bonus": 4,
    "cooldown": 5,
    "bonuses": {
        "finesse_attack": 4,
        "vigour": 2,
        "sapping": 2,
        "perception": 2,
        "damage": 3,
    },
}

# "Exemples de héros" (L467-477): Le Bey Kavelec, medium hero (level not
# given: "La race des Janns et son expérience propre le classe parmi les
# héros moyens"), 10 bonus points, 3 malus points.
BEY_KAVELEC = {
    "class": "medium",
    "bonuses": {
        "power_attack": 2,
        "finesse_attack": -1,
        "parry": 2,
        "vigour": 2,
        "will": 2,
        "morale": 2,
        "manoeuvre": -1,
        "sapping": -1,
    },
    "total_bonus": 10,
    "total_malus": 3,
    "cooldown": 3,
}

# "L'heroïsme" / "Le sacrifice du héros" / "Le commandant" (L443, L449-451,
# L482-486).
HEROISM_POINT_BONUS = 1  # +1 to all bonuses and maluses
SACRIFICE_BONUS = 1  # same effect as a heroism point; both together = +2
COMMANDER_HERO_BONUS = 1  # +1 on all bonuses (not maluses) when commander acts as hero
COMMANDER_HEROISM_ADVANTAGE = 3  # one commander heroism point -> 3 advantage
HERO_TRANSFER_RADIUS = 20  # L126: moving a hero between corps, 20 move units

# ---------------------------------------------------------------------------
# Stratège formation
# ---------------------------------------------------------------------------

# "Formation supplémentaire pour un commandant" (L493-500).
STRATEGIST_RANK_MIN_LEVEL = {1: 3, 2: 6, 3: 9, 4: 12, 5: 15, 6: 18}

# L505: rank -> lowest natural d20 roll that is a critical ("un stratège
# rang 2 fait des critiques ... de 18 à 20 ... Un stratège de rang 6, de 14
# à 20").
STRATEGIST_CRIT_EXAMPLES = {2: 18, 6: 14}
# "Fin stratège" (L546): +2 more; "un stratège rang 2 qui est en plus fin
# stratège ... qu'un stratège rang 4, soit une plage de critique de 16 à 20".
# rank -> lowest critical roll WITH the Fin stratège talent.
STRATEGIST_CRIT_EXAMPLES_MASTER_STRATEGIST = {2: 16}
MASTER_STRATEGIST_CRIT_BONUS = 2
# L506: starts with rank advantage points (again at each initiative roll);
# grace round costs nothing from rank 2, gains from rank 3.
STRATEGIST_GRACE_FREE_FROM_RANK = 2
STRATEGIST_GRACE_GAIN_FROM_RANK = 3

# ---------------------------------------------------------------------------
# Talents
# ---------------------------------------------------------------------------

# "Talents d'une armée" (L516-566): the 13 talents, seed order.
# "Autonomie" (L35) is named but not in this list (RULINGS J1).
TALENTS_FR = {
    "adaptation": "Adaptation",
    "assurance": "Assurance",
    "opportune_attack": "Attaque opportune",
    "tactical_advantage": "Avantage tactique",
    "brute": "Brute",
    "last_chance": "Dernière chance",
    "determination": "Détermination",
    "master_strategist": "Fin stratège",
    "ruthless": "Impitoyable",
    "iron_hand": "Main de fer",
    "master_of_fate": "Maître du destin",
    "forced_march": "Marche forcée",
    "hero_support": "Soutien du héros",
}

# "Talents d'une armée" (L510): 1 talent; a 2nd if army level >= 10; a 3rd
# if the commander is a player character.
TALENTS_BASE = 1
TALENT_SECOND_MIN_ARMY_LEVEL = 10
TALENT_THIRD_IF_PC = True

# "Talents d'une armée": flat skill bonuses stated by talents.
# Avantage tactique (L530): +2 per advantage taken (can be taken several
# times).  Main de fer (L554).  Marche forcée (L562).
TALENT_SKILL_BONUSES = {
    "tactical_advantage": {"power_attack": 2, "finesse_attack": 2, "initiative": 2},
    "iron_hand": {"morale": 1, "vigour": 1, "will": 1, "manoeuvre": 3},
    "forced_march": {"initiative": 2},
}
