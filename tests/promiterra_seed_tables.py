"""Independent transcription of seed 003 (promiterra) tables, for tests.

Seed: ``/work/shared/seeds/003_7083c4f9e1b9bfab.txt`` ("Promiterra, chapitre 6 : Les
guerres"). Rulings: ``/work/shared/RULINGS.md``, section "promiterra" (P1–P5).

This module was transcribed from the seed text alone, without looking at the product's own
copy under ``kitgen/``, so that tests can check that copy against an independent source.
It holds plain literals only: nothing is parsed or read at import time. Every probability
below was worked out by hand (outcome counts are written in the comments), not computed.

Where the seed is ambiguous the choice made is stated in a comment next to the table.
"""

from fractions import Fraction

# seed 003, "Couper le nombre de dés lancés": (low, high, dice, multiplier) by number of units
# in the troop. The seed prints the table as four (Unités, Dés) column pairs side by side,
# 22 rows each; it is read here column by column so the tuple is in ascending order.
# Rows 1..15 are written as a plain number of dice: multiplier 1. The other rows are written
# "dice*multiplier" (e.g. "8*5": roll 8 dice, multiply the successes by 5; confirmed by the
# seed's worked example "groupe de 48-52 : 10*5" -> 10 dice, hits x5). The last row
# "100000 et +" is open: high is None.
# Row count: 22 + 22 + 22 + 22 = 88 rows. Re-read for contiguity: 1..15, 16-17 ... 33-37 |
# 38-42 ... 280-299 | 300-339 ... 4500-4999 | 5000-5999 ... 90000-99999, 100000+ : no gap,
# no overlap.
# Not an ambiguity but worth knowing: dice*multiplier is not always inside [low, high]
# (e.g. 20-22 -> 7*3 = 21 ok, but 53-55 -> 9*6 = 54, 56-64 -> 10*6 = 60, 153-159 -> 10*16);
# the table is transcribed as printed.
DICE_CUTTING = (
    # column 1
    (1, 1, 1, 1),
    (2, 2, 2, 1),
    (3, 3, 3, 1),
    (4, 4, 4, 1),
    (5, 5, 5, 1),
    (6, 6, 6, 1),
    (7, 7, 7, 1),
    (8, 8, 8, 1),
    (9, 9, 9, 1),
    (10, 10, 10, 1),
    (11, 11, 11, 1),
    (12, 12, 12, 1),
    (13, 13, 13, 1),
    (14, 14, 14, 1),
    (15, 15, 15, 1),
    (16, 17, 8, 2),
    (18, 19, 9, 2),
    (20, 22, 7, 3),
    (23, 25, 8, 3),
    (26, 28, 9, 3),
    (29, 32, 10, 3),
    (33, 37, 7, 5),
    # column 2
    (38, 42, 8, 5),
    (43, 47, 9, 5),
    (48, 52, 10, 5),
    (53, 55, 9, 6),
    (56, 64, 10, 6),
    (65, 74, 10, 7),
    (75, 84, 10, 8),
    (85, 94, 10, 9),
    (95, 104, 10, 10),
    (105, 114, 10, 11),
    (115, 124, 10, 12),
    (125, 134, 10, 13),
    (135, 144, 10, 14),
    (145, 152, 10, 15),
    (153, 159, 10, 16),
    (160, 179, 10, 17),
    (180, 199, 10, 19),
    (200, 219, 10, 21),
    (220, 239, 10, 23),
    (240, 259, 10, 25),
    (260, 279, 10, 27),
    (280, 299, 10, 29),
    # column 3
    (300, 339, 10, 32),
    (340, 379, 10, 36),
    (380, 419, 10, 40),
    (420, 459, 10, 44),
    (460, 499, 10, 48),
    (500, 559, 10, 53),
    (560, 619, 10, 59),
    (620, 699, 10, 66),
    (700, 799, 10, 75),
    (800, 899, 10, 85),
    (900, 999, 10, 95),
    (1000, 1199, 10, 110),
    (1200, 1399, 10, 130),
    (1400, 1599, 10, 150),
    (1600, 1799, 10, 170),
    (1800, 1999, 10, 190),
    (2000, 2499, 10, 225),
    (2500, 2999, 10, 275),
    (3000, 3499, 10, 325),
    (3500, 3999, 10, 375),
    (4000, 4499, 10, 425),
    (4500, 4999, 10, 475),
    # column 4
    (5000, 5999, 10, 550),
    (6000, 6999, 10, 650),
    (7000, 7999, 10, 750),
    (8000, 8999, 10, 850),
    (9000, 9999, 10, 950),
    (10000, 11999, 10, 1100),
    (12000, 13999, 10, 1300),
    (14000, 15999, 10, 1500),
    (16000, 17999, 10, 1700),
    (18000, 19999, 10, 1900),
    (20000, 24999, 10, 2250),
    (25000, 29999, 10, 2750),
    (30000, 34999, 10, 3250),
    (35000, 39999, 10, 3750),
    (40000, 44999, 10, 4250),
    (45000, 49999, 10, 4750),
    (50000, 59999, 10, 5500),
    (60000, 69999, 10, 6500),
    (70000, 79999, 10, 7500),
    (80000, 89999, 10, 8500),
    (90000, 99999, 10, 9500),
    (100000, None, 10, 10000),
)

# The seed's worked examples.
WORKED_EXAMPLES = {
    # seed 003, "7. Attaque de corps-à-corps", "Exemple": 10 light infantry (Attaque 2,
    # Défense 2) attack 5 heavy infantry (Attaque 3, Défense 3), which ripostes.
    # Net hits on the heavy infantry: 3 - 2 = 1 (5 - 1 = 4 left); net riposte hits on the
    # light infantry: 2 - 0 = 2 (10 - 2 = 8 left).
    "melee": {
        "attacker_units": 10,
        "attacker_attack": 2,
        "attacker_defense": 2,
        "attacker_rolls": (1, 2, 2, 3, 3, 4, 4, 5, 6, 6),
        "attacker_hits": 3,
        "defender_units": 5,
        "defender_attack": 3,
        "defender_defense": 3,
        "defender_save_rolls": (1, 3, 5),
        "defender_saves": 2,
        "defender_losses": 1,
        "defender_remaining": 4,
        "riposte_rolls": (1, 3, 5, 6, 6),
        "riposte_hits": 2,
        "attacker_save_rolls": (3, 5),
        "attacker_saves": 0,
        "attacker_losses": 2,
        "attacker_remaining": 8,
    },
    # seed 003, "Couper le nombre de dés lancés", "Exemple": 50 units, Attaque 2, use row
    # 48-52 (10*5); the defender, Défense 3, has 20 hits to save, row 20-22 (7*3).
    # Successful attack dice (<= 2): 1, 1, 2, 2 -> 4, x5 = 20 hits.
    # Successful defence dice (<= 3): 2, 2, 3, 3 -> 4, x3 = 12 hits cancelled; 20 - 12 = 8 lost.
    "dice_cutting": {
        "attacker_units": 50,
        "attacker_attack": 2,
        "attack_row": (48, 52, 10, 5),
        "attack_rolls": (1, 1, 2, 2, 3, 4, 5, 5, 5, 6),
        "attack_dice_successes": 4,
        "hits": 20,
        "defender_defense": 3,
        "defense_pool": 20,
        "defense_row": (20, 22, 7, 3),
        "defense_rolls": (2, 2, 3, 3, 4, 6, 6),
        "defense_dice_successes": 4,
        "saves": 12,
        "defender_losses": 8,
    },
    # seed 003, "Fortifications", "Exemple": a troop in a wooden tower (fortification 2)
    # takes 6 hits: it rolls its own defence first, then the fortification's defence against
    # the remaining hits: "jusqu'à 12 dés de défense, en deux vagues de 6".
    "fortification": {
        "structure": "tour de bois",
        "fortification_level": 2,
        "hits": 6,
        "defense_waves": 2,
        "max_dice_per_wave": 6,
        "max_defense_dice": 12,
    },
}

# seed 003, "Limites des statistiques" (min, max), checked against "Statistique des
# troupes" (Attaque 0 à 6, Défense 0 à 5, Loyauté 2 à 11; the latter gives no bounds for
# Mouvement, Portée, Valeur). None = "Illimité". "Portée" is spelled "Porté" in
# "Statistique des troupes" and "Portée" in the limits table.
STAT_LIMITS = {
    "attack": (0, 6),
    "defense": (0, 5),
    "loyalty": (2, 11),
    "movement": (1, None),
    "range": (1, None),
    "value": (1, None),
}

# seed 003, "4. Déplacement": movement points -> terrains.
# 1 = "Terrain Normal", 2 = "Terrain Difficile", 3 = "Terrain Très Difficile".
TERRAIN_COSTS = {
    1: ("Route", "Plaine", "Ville", "Neige fine"),
    2: ("Forêt claire", "Désert", "Colline", "Ruisseau", "Neige épaisse"),
    3: ("Forêt dense", "Montagne", "Marécage", "Rivière"),
}

# seed 003, "Fortifications": level -> typical fortifications, names and capitalisation as
# in the seed. 1 = "Fortification de base", 2 = "Fortification simple",
# 3 = "Fortification solide", 4 = "Fortification forte".
# "tranché" is the seed's spelling; it means "tranchée" (a trench).
FORTIFICATION_LEVELS = {
    1: ("Palissade de bois", "muret de pierre", "tranché"),
    2: ("Grand mur de pierre", "Caverne", "Tour de bois"),
    3: ("Forteresse de pierre", "Tour de pierre"),
    4: ("Château complet avec rempart et douve",),
}

# seed 003, "Fin de la guerre": the leader's fate roll by situation.
# (side, description, (count, sides, plus)). "2D4+2" is read as (2d4) + 2, "D6+6" as one
# d6 + 6. "D5" is a five-sided die (1..5).
LEADER_FATE_ROLLS = {
    "win_destroyed": ("winner", "the leader's troop was wiped out", (2, 6, 0)),
    "win_fled": ("winner", "the leader's troop fled", (2, 4, 2)),
    "win_present": ("winner", "the leader's troop was still present at the end", (1, 6, 6)),
    "lose_destroyed": ("loser", "the leader's troop was wiped out", (2, 5, 0)),
    "lose_fled_pursued": (
        "loser",
        "the leader's troop fled and the winning army pursued",
        (2, 4, 1),
    ),
    "lose_fled_not_pursued": (
        "loser",
        "the leader's troop fled and the winning army did not pursue",
        (1, 4, 5),
    ),
}

# Exact chance of each total of the leader's fate roll, counted by hand. Totals that cannot
# occur are omitted.
LEADER_FATE_CHANCES = {
    # 2d6: totals 2..12 with counts 1,2,3,4,5,6,5,4,3,2,1 over 36
    "win_destroyed": {
        2: Fraction(1, 36),
        3: Fraction(2, 36),
        4: Fraction(3, 36),
        5: Fraction(4, 36),
        6: Fraction(5, 36),
        7: Fraction(6, 36),
        8: Fraction(5, 36),
        9: Fraction(4, 36),
        10: Fraction(3, 36),
        11: Fraction(2, 36),
        12: Fraction(1, 36),
    },
    # 2d4: totals 2..8 with counts 1,2,3,4,3,2,1 over 16; +2 -> totals 4..10
    "win_fled": {
        4: Fraction(1, 16),
        5: Fraction(2, 16),
        6: Fraction(3, 16),
        7: Fraction(4, 16),
        8: Fraction(3, 16),
        9: Fraction(2, 16),
        10: Fraction(1, 16),
    },
    # d6: 1..6 each 1 over 6; +6 -> totals 7..12
    "win_present": {
        7: Fraction(1, 6),
        8: Fraction(1, 6),
        9: Fraction(1, 6),
        10: Fraction(1, 6),
        11: Fraction(1, 6),
        12: Fraction(1, 6),
    },
    # 2d5: totals 2..10 with counts 1,2,3,4,5,4,3,2,1 over 25
    "lose_destroyed": {
        2: Fraction(1, 25),
        3: Fraction(2, 25),
        4: Fraction(3, 25),
        5: Fraction(4, 25),
        6: Fraction(5, 25),
        7: Fraction(4, 25),
        8: Fraction(3, 25),
        9: Fraction(2, 25),
        10: Fraction(1, 25),
    },
    # 2d4: totals 2..8 with counts 1,2,3,4,3,2,1 over 16; +1 -> totals 3..9
    "lose_fled_pursued": {
        3: Fraction(1, 16),
        4: Fraction(2, 16),
        5: Fraction(3, 16),
        6: Fraction(4, 16),
        7: Fraction(3, 16),
        8: Fraction(2, 16),
        9: Fraction(1, 16),
    },
    # d4: 1..4 each 1 over 4; +5 -> totals 6..9
    "lose_fled_not_pursued": {
        6: Fraction(1, 4),
        7: Fraction(1, 4),
        8: Fraction(1, 4),
        9: Fraction(1, 4),
    },
}

# seed 003, "Fin de la guerre", table "Dé / Statut du chef":
# total -> (status word, influence bonus or None, starred).
# starred: the seed marks the row "*": "Ignorez cet événement si aucune de vos unités n'a
# été défaite pendant la guerre."
# The bonus "(+1, +2 ou +3)" is added to the "facteur de gain" for influence after the
# campaign; it does not stack (take the best).
# Rows 3-6 also end with "effectuez 7" (apply result 7 as well); not encoded in the tuple.
# "Vénééré" (12) is the seed's spelling, kept as printed; it means "Vénéré".
LEADER_FATE_OUTCOMES = {
    2: ("Décédé", None, False),
    3: ("Capturé", None, False),
    4: ("Blessure mentale", None, True),
    5: ("Blessure physique", None, True),
    6: ("Cicatrice", None, True),
    7: ("Faible", None, True),
    8: ("Santé", None, True),
    9: ("Parfaite santé", None, False),
    10: ("Respecté", 1, False),
    11: ("Révéré", 2, False),
    12: ("Vénééré", 3, False),
}

# seed 003, "Condition des unités perdues": d6 -> status (the seed's words up to the comma).
LOST_UNIT_CONDITIONS = {
    1: "Mort affreuse",
    2: "Mort glorieuse",
    3: "Blessure permanente",
    4: "Blessure grave",
    5: "Blessure légère",
    6: "Plus de peur que de mal",
}

# seed 003, "2. Loyauté" and ruling P3: 2d6 summed, success on <= Loyalty; a 2 always
# succeeds, a 12 always fails. Loyalty is 2..11, so neither special case changes the count
# (a 2 is already <= 2, a 12 is already > 11).
# 2d6 counts for totals 2..12: 1,2,3,4,5,6,5,4,3,2,1 (36 outcomes).
# Cumulative counts (total <= L): L=2: 1, 3: 3, 4: 6, 5: 10, 6: 15, 7: 21, 8: 26, 9: 30,
# 10: 33, 11: 35 (over 36).
LOYALTY_CHANCES = {
    2: Fraction(1, 36),
    3: Fraction(3, 36),
    4: Fraction(6, 36),
    5: Fraction(10, 36),
    6: Fraction(15, 36),
    7: Fraction(21, 36),
    8: Fraction(26, 36),
    9: Fraction(30, 36),
    10: Fraction(33, 36),
    11: Fraction(35, 36),
}

# seed 003, "2. Loyauté": the five situations that trigger a loyalty test, in the seed's
# order. Each starts "Un test de loyauté est demandé pour chaque troupe ...":
#   1. "... si la valeur totale de votre armée est inférieure au tiers de la valeur totale
#      de l'armée ennemie."
#   2. "... dont le nombre actuel d'unités est inférieur au tiers du nombre de départ."
#   3. "... si la troupe du dirigeant de l'armée n'est plus présente sur le champ de
#      bataille."
#   4. "... présente dans une case adjacente à une source de peur, telles les créatures
#      gigantesques."
#   5. "... souffrant de problèmes de santé (malnutrition, maladie, manque de sommeil,
#      etc.)"
LOYALTY_TRIGGERS = (
    "army_value_below_third_of_enemy",
    "troop_below_third_of_starting_units",
    "army_leader_troop_gone",
    "adjacent_to_fear_source",
    "health_problems",
)

# seed 003, "Résumé de guerre" (same titles as the numbered sections of "Déroulement de la
# guerre").
TURN_STEPS = (
    "Déclaration des actions de guerre",
    "Loyauté",
    "Déclaration des actions",
    "Déplacement",
    "Attaque de tir",
    "Attaque simultanée",
    "Attaque de corps-à-corps",
    "Autres actions",
)

# seed 003, "8. Autres actions": titles in the seed's order.
OTHER_ACTIONS = (
    "Barricader",
    "Invasion",
    "Fuite",
    "Lancer un duel",
    "Division",
    "Fusion",
)

# seed 003, "Troupes": the four troop types in the seed's order.
TROOP_TYPES = (
    "Troupe de corps-à-corps",
    "Troupe de tir",
    "Troupe montée",
    "Troupe spéciale",
)

# seed 003, "8. Autres actions", "Invasion": one d6, must be strictly greater than the
# fortification level ("un résultat supérieur au niveau de fortification").
# Faces above level L: 6 - L over 6 -> L=1: 5, 2: 4, 3: 3, 4: 2.
INVASION_CHANCES = {
    1: Fraction(5, 6),
    2: Fraction(4, 6),
    3: Fraction(3, 6),
    4: Fraction(2, 6),
}
