"""Independent transcription of seed 001 (bloodlust) tables, for tests.

Seed: ``/work/shared/seeds/001_8a0cbcac5f781a52.txt`` ("Risques & Périls — Règles pour
Combat de Masse"). Rulings: ``/work/shared/RULINGS.md``, section "bloodlust" (B1–B7).

This module was transcribed from the seed text alone, without looking at the product's own
copy under ``kitgen/``, so that tests can check that copy against an independent source.
It holds plain literals only: nothing is parsed or read at import time.

Where the seed is ambiguous the choice made is stated in a comment next to the table.
"""

# ruff: noqa: E501  (data file: the casualty table keeps one seed row per line)

# seed 001, I-3-4 "Résolution des combats": column headers of the casualty table
# ("PU unité"), as (low, high) PUI bounds. The seed's last two headers read just "900" and
# "1000"; ruling B2 settles them as 801–900 and 901–1000.
CASUALTY_COLUMNS = (
    (1, 10),
    (11, 20),
    (21, 30),
    (31, 40),
    (41, 50),
    (51, 60),
    (61, 70),
    (71, 80),
    (81, 90),
    (91, 100),
    (101, 150),
    (151, 200),
    (201, 300),
    (301, 400),
    (401, 500),
    (501, 600),
    (601, 700),
    (701, 800),
    (801, 900),
    (901, 1000),
)

# seed 001, I-3-4 "Résolution des combats": casualty table (the block headed
# "D 10" / "PU unité"). CASUALTY_TABLE[n - 1] is the row for a combat result of n (1..30);
# entry i of a row is the casualties inflicted in column CASUALTY_COLUMNS[i].
# fmt: off
CASUALTY_TABLE = (
    (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 5, 10, 20, 25, 30, 35, 40, 45, 50, 55),  # row 1
    (0, 0, 0, 0, 0, 5, 5, 5, 5, 5, 10, 15, 25, 30, 35, 40, 45, 50, 55, 60),  # row 2
    (0, 0, 0, 0, 5, 5, 5, 5, 5, 5, 15, 20, 30, 35, 40, 45, 50, 55, 60, 65),  # row 3
    (0, 0, 0, 5, 5, 5, 5, 5, 5, 5, 20, 25, 35, 40, 45, 50, 55, 60, 65, 70),  # row 4
    (0, 0, 5, 5, 5, 5, 5, 5, 5, 10, 25, 30, 40, 45, 50, 55, 60, 65, 70, 75),  # row 5
    (0, 5, 5, 5, 5, 5, 5, 5, 10, 15, 30, 35, 45, 50, 55, 60, 65, 70, 75, 80),  # row 6
    (5, 5, 5, 5, 5, 5, 5, 10, 15, 20, 35, 40, 50, 55, 60, 65, 70, 75, 80, 85),  # row 7
    (5, 5, 5, 5, 5, 5, 10, 15, 20, 25, 40, 45, 55, 60, 65, 70, 75, 80, 85, 90),  # row 8
    (5, 5, 5, 5, 5, 10, 15, 20, 25, 30, 45, 50, 60, 65, 70, 75, 80, 85, 90, 95),  # row 9
    (5, 5, 5, 5, 10, 15, 20, 25, 30, 35, 50, 55, 65, 70, 75, 80, 85, 90, 95, 100),  # row 10
    (5, 5, 5, 10, 15, 20, 25, 30, 35, 40, 55, 60, 70, 75, 80, 85, 90, 95, 100, 105),  # row 11
    (5, 5, 10, 15, 20, 25, 30, 35, 40, 45, 60, 65, 75, 80, 85, 90, 95, 100, 105, 110),  # row 12
    (5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 65, 70, 80, 85, 90, 95, 100, 105, 110, 115),  # row 13
    (10, 15, 20, 25, 30, 35, 40, 45, 50, 55, 70, 75, 85, 90, 95, 100, 105, 110, 115, 120),  # row 14
    (15, 20, 25, 30, 35, 40, 45, 50, 55, 60, 75, 80, 90, 95, 100, 105, 110, 115, 120, 125),  # row 15
    (20, 25, 30, 35, 40, 45, 50, 55, 60, 65, 80, 85, 95, 100, 105, 110, 115, 120, 125, 130),  # row 16
    (25, 30, 35, 40, 45, 50, 55, 60, 65, 70, 85, 90, 100, 105, 110, 115, 120, 125, 130, 135),  # row 17
    (30, 35, 40, 45, 50, 55, 60, 65, 70, 75, 90, 95, 105, 110, 115, 120, 125, 130, 135, 140),  # row 18
    (35, 40, 45, 50, 55, 60, 65, 70, 75, 80, 95, 100, 110, 115, 120, 125, 130, 135, 140, 145),  # row 19
    (40, 45, 50, 55, 60, 65, 70, 75, 80, 85, 100, 105, 115, 120, 125, 130, 135, 140, 145, 150),  # row 20
    (45, 50, 55, 60, 65, 70, 75, 80, 85, 90, 105, 110, 120, 125, 130, 135, 140, 145, 150, 155),  # row 21
    (50, 55, 60, 65, 70, 75, 80, 85, 90, 95, 110, 115, 125, 130, 135, 140, 145, 150, 155, 160),  # row 22
    (55, 60, 65, 70, 75, 80, 85, 90, 95, 100, 115, 120, 130, 135, 140, 145, 150, 155, 160, 165),  # row 23
    (60, 65, 70, 75, 80, 85, 90, 95, 100, 105, 120, 125, 135, 140, 145, 150, 155, 160, 165, 170),  # row 24
    (65, 70, 75, 80, 85, 90, 95, 100, 105, 110, 125, 130, 140, 145, 150, 155, 160, 165, 170, 175),  # row 25
    (70, 75, 80, 85, 90, 95, 100, 105, 110, 115, 130, 135, 145, 150, 155, 160, 165, 170, 175, 180),  # row 26
    (75, 80, 85, 90, 95, 100, 105, 110, 115, 120, 135, 140, 150, 155, 160, 165, 170, 175, 180, 185),  # row 27
    (80, 85, 90, 95, 100, 105, 110, 115, 120, 125, 140, 145, 155, 160, 165, 170, 175, 180, 185, 190),  # row 28
    (85, 90, 95, 100, 105, 110, 115, 120, 125, 130, 145, 150, 160, 165, 170, 175, 180, 185, 190, 195),  # row 29
    (90, 95, 100, 105, 110, 115, 120, 125, 130, 135, 150, 155, 165, 170, 175, 180, 185, 190, 195, 200),  # row 30
)
# fmt: on

# seed 001, II-1 "Déterminer l'effectif (EFF)": EFF -> INIT modifier, as (low, high,
# modifier). The seed lists only these five rows, in steps of 5 with gaps (16–19, …),
# followed by "Etc..."; ruling B3 fills the gaps and extends the table.
EFF_INITIATIVE = (
    (5, 15, 1),
    (20, 50, 0),
    (55, 100, -2),
    (105, 150, -4),
    (155, 200, -6),
)

# seed 001, I-3-6 "Jets de Moral / Jet de Commandement": 1D100 morale table, as
# (low, high, outcome by unit class). Déroute -> "rout", Désorganisation ->
# "disorganised", OK -> "ok". The seed's first band reads "01-10".
MORALE_TABLE = (
    (1, 10, {"milice": "rout", "normal": "rout", "veteran": "rout", "elite": "disorganised"}),
    (
        11,
        25,
        {"milice": "rout", "normal": "rout", "veteran": "disorganised", "elite": "disorganised"},
    ),
    (
        26,
        50,
        {"milice": "rout", "normal": "disorganised", "veteran": "disorganised", "elite": "ok"},
    ),
    (51, 75, {"milice": "disorganised", "normal": "ok", "veteran": "ok", "elite": "ok"}),
    (76, 100, {"milice": "ok", "normal": "ok", "veteran": "ok", "elite": "ok"}),
)

# seed 001, I-3-6 "Jets de Moral / Jet de Commandement": rally table (Jet de
# Commandement). True = "Rallié", False = "–" (the unit stays as it is). The seed's column
# "Normal ou Vétéran" covers both "normal" and "veteran".
RALLY_TABLE = {
    "critical_success": {"milice": True, "normal": True, "veteran": True, "elite": True},
    "success": {"milice": False, "normal": True, "veteran": True, "elite": True},
    "failure": {"milice": False, "normal": False, "veteran": False, "elite": True},
    "critical_failure": {"milice": False, "normal": False, "veteran": False, "elite": False},
}

# seed 001, I-3-6 "Jets de Moral / Jet de Commandement": "Modificateurs au jet de
# Commandement: Plus de 75% de pertes -> -10% / Unité en Déroute -> -25%" (percentage
# points on the Commandement roll).
RALLY_MODIFIERS = {"losses_over_75": -10, "routed": -25}

# seed 001, VI-3 "Blessures des Personnages": 1D12 wound table, as (d12 low, d12 high,
# cells for % of losses since the start of the battle 0–25, 26–50, 51–75, 76–100).
# A cell is None for "–", else (number of wounds, severity) with Lég -> "light",
# Mod -> "moderate", Sér -> "serious".
WOUND_TABLE = (
    (1, 1, (None, None, None, (1, "light"))),
    (2, 3, (None, None, (1, "light"), (2, "light"))),
    (4, 6, (None, (1, "light"), (2, "light"), (1, "moderate"))),
    (7, 9, ((1, "light"), (2, "light"), (1, "moderate"), (2, "moderate"))),
    (10, 10, ((2, "light"), (1, "moderate"), (2, "moderate"), (1, "serious"))),
    (11, 11, ((1, "moderate"), (2, "moderate"), (1, "serious"), (2, "serious"))),
    (12, 12, ((2, "moderate"), (1, "serious"), (2, "serious"), (3, "serious"))),
)

# seed 001, II-4 "Machines de Guerre": (PUI TIR, support bonus). Footnote 11: the PUI TIR
# is for a battery of 3 machines. Baliste, Catapulte, Trébuchet, Canon.
WAR_MACHINES = {
    "ballista": (80, 2),
    "catapult": (120, 3),
    "trebuchet": (140, 3),
    "cannon": (150, 4),
}

# seed 001, II-2 "Equipement des unités", "Montures des troupes": one entry per row, with
# only the keys that row gives. "pui" = "PUI CC=" (melee PUI added per rider),
# "charge_initiative" = "+N INIT en charge", "defense"/"initiative" = plain DEF/INIT
# modifiers, "charge_multiplier" = "X N PUI en charge", "fear" = "Peur".
# Not a row, so not in this dict: the seed's general rule right under the table, "les
# montures accordent X 1,2 PUI en charge et +1 DEF contre des adversaires à pied"
# (ruling B4: a war chariot's X 1,4 replaces that X 1,2).
MOUNTS = {
    "horse": {"pui": 0, "charge_initiative": 2},  # Chevaux
    "warhorse": {"pui": 1, "charge_initiative": 2},  # Chevaux de guerre
    "destrier": {"pui": 2, "charge_initiative": 2},  # Destriers
    "barding": {"defense": 1, "initiative": -1},  # Caparaçons
    "war_chariot": {"charge_multiplier": "1.4", "charge_initiative": 2},  # Chars de guerre
    "giant_wolf": {"pui": 2, "charge_initiative": 3},  # Loups géants
    "boar": {"pui": 3, "charge_initiative": 1},  # Sangliers
    "giant_spider": {"pui": 3, "charge_initiative": 1, "fear": True},  # Araignées géantes
    "sylvan_horse": {"pui": 2, "charge_initiative": 3},  # Chevaux Sylvestres
}

# seed 001, VI-2 "Actions": the list of what characters may do, in its order, with
# whether the seed gives an effect on the battle (its italics; "Réorganiser une unité"
# sends to III-2, "Prendre le contrôle de machines de guerre" turns them on their side).
CHARACTER_ACTIONS = (
    ("Défier un adversaire", True),
    ("Charger une porteur de bannière", True),
    ("Secourir un compagnon en danger/difficulté", False),
    ("Galvaniser les troupes", True),
    ("Fuir le champ de bataille", False),
    ("Rallier une troupe en fuite", True),
    ("Diriger une attaque audacieuse", False),
    ("Réorganiser une unité", True),
    ("Encercler l'ennemi", True),
    ("Rejoindre un compagnon", False),
    ("Porter un message / rapporter une information cruciale", False),
    ("Capturer un adversaire", False),
    ("Saboter les installations adverses", False),
    ("Infiltrer les lignes adverses", False),
    ("Prendre le contrôle de machines de guerre", True),
)
