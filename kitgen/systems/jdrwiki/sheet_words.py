"""Words of the GM page and of the army sheets, key -> (english, french).

The GM page: the roster, the terrain table and the overview (round length, fatigue, house
rules). An army sheet: characteristics, skills, the round's facts, heroism, talents,
advantage points, troops, and each body's hit points, damage and hit-point track.
"""

SHEET_WORDS: dict[str, tuple[str, str]] = {
    # --- the GM page: the terrain table -----------------------------------------------
    "jw.terrain": ("Terrain", "Terrain"),
    "jw.features": ("Characteristics", "Caractéristiques"),
    "jw.exit": ("Moves to leave", "Sortie"),
    "jw.neighbours_head": ("Touches (one move)", "Touche (un déplacement)"),
    # --- the GM page's roster and the army sheet --------------------------------------
    "jw.army": ("Army", "Armée"),
    "jw.commander": ("Commander", "Commandant"),
    "jw.the_commander": ("the commander", "le commandant"),
    "jw.aides": ("Aides-de-camp", "Aides de camp"),
    "jw.side": ("Side", "Camp"),
    "jw.player": ("Player", "Joueur"),
    "jw.level": ("Level", "Niveau"),
    "jw.level_n": ("level\u00a0{n}", "niveau\u00a0{n}"),
    "jw.strategist_n": ("strategist\u00a0{n}", "stratège\u00a0{n}"),
    "jw.pc": ("player character", "PJ"),
    "jw.superior_race": ("superior race", "race supérieure"),
    "jw.army_level": ("Army level", "Niveau d'armée"),
    "jw.headcount": ("Fighters", "Effectif"),
    "jw.hp": ("HP", "PV"),
    "jw.db": ("BD", "DB"),
    "jw.vdb": ("DS", "VDB"),
    "jw.heroes": ("Heroes", "Héros"),
    "jw.roster.split": ("by corps", "par corps"),
    "jw.roster.split_help": (
        "Each corps strikes with its own HP, BD and DS (the indented rows under “by "
        "corps”); the army has its own only once regrouped.",
        "Chaque corps frappe avec ses propres PV, DB et VDB (lignes en retrait sous « par "
        "corps ») ; l'armée n'a les siens qu'une fois regroupée.",
    ),
    "jw.talents": ("Talents", "Talents"),
    # the Command block's own heading, under the talents (never among them)
    "jw.command": ("If the commander falls", "Si le commandant tombe"),
    "jw.no_talent": ("No talent chosen.", "Aucun talent choisi."),
    # how to print the kit (its first page)
    "jw.print": ("Printing: {parts}.", "Impression : {parts}."),
    "jw.print.sep": ("; ", " ; "),
    "jw.print.paper": (
        "{paper} paper, at actual size (100%, no fit to page)",
        "papier {paper}, à taille réelle (100 %, sans ajuster à la page)",
    ),
    "jw.print.paper.a4": ("A4", "A4"),
    "jw.print.paper.letter": ("Letter (8.5 × 11 in)", "Letter US"),
    "jw.print.cards": (
        "{kinds} cards {width} × {height} mm, cut at the crop marks",
        "cartes de {kinds} de {width} × {height} mm, à découper aux traits de coupe",
    ),
    "jw.print.hero_card": ("hero", "héros"),
    "jw.print.zone_card": ("zone", "zone"),
    "jw.print.and": (" and ", " et de "),
    "jw.print.simplex": ("one side of the sheet", "recto seul"),
    "jw.print.duplex.long": (
        "both sides, flipped on the long edge",
        "recto verso, retournement sur le bord long",
    ),
    "jw.print.duplex.short": (
        "both sides, flipped on the short edge",
        "recto verso, retournement sur le bord court",
    ),
    "jw.enemy.help": (
        "An enemy's figures are yours to learn: write in what Spying or the GM tells you "
        "(the score, its passive, on site). Each skill's actions are as in the rules.",
        "Les chiffres d'un ennemi sont à découvrir : notez ce que l'Espionnage ou le MJ vous "
        "en apprend (score, passif, sur place). Les actions de chaque compétence sont celles "
        "des règles.",
    ),
    "jw.enemy.round": (
        "Its critical range, initiative and advantage points: as the GM announces them.",
        "Sa plage de critique, son initiative et ses points d'avantage : annoncés par le MJ.",
    ),
    "jw.enemy.hero_class": (
        "Class and level: to learn",
        "Classe et niveau : à découvrir",
    ),
    "jw.enemy.hero_help": (
        "His bonuses and penalties, cooldown and heroism are yours to learn: write in what "
        "the GM tells you when he acts.",
        "Ses bonus et malus, sa recharge et son héroïsme sont à découvrir : notez ce que le "
        "MJ vous en annonce quand il agit.",
    ),
    "jw.enemy.notes": ("What you learn of it", "Ce que vous en apprenez"),
    "jw.enemy.talents": (
        "Its talents: the GM names each as it comes into play.",
        "Ses talents : le MJ nomme chacun quand il joue.",
    ),
    "jw.talents_used": ("{n} of {slots} allowed", "{n} sur {slots} permis"),
    "jw.skill": ("Skill", "Compétence"),
    "jw.score": ("Score", "Score"),
    "jw.passive": ("Passive", "Passif"),
    "jw.in_zone": ("Here", "Sur place"),
    "jw.here_help": (
        "“Here”: score / passive, with the ground of the army's zone ({zone}), not counting "
        "heights ({heights}).",
        "« Sur place » : score / passif, avec le terrain de la zone de l'armée ({zone}), hors "
        "hauteurs ({heights}).",
    ),
    "jw.here_help.corps": (
        "“Here”: score / passive, with the ground of each corps's zone ({where}), not "
        "counting heights ({heights}).",
        "« Sur place » : score / passif, avec le terrain de la zone de chaque corps "
        "({where}), hors hauteurs ({heights}).",
    ),
    # after a zone's terms in the "here" help: the weather its stronghold shelters from
    "jw.here_sheltered.all": (
        "Weather\u00a0{n} cancelled by the stronghold",
        "Intempéries\u00a0{n} annulées par la place forte",
    ),
    "jw.here_sheltered": (
        "Weather\u00a0{n} lessened by {off} by the stronghold",
        "Intempéries\u00a0{n} réduites de {off} par la place forte",
    ),
    "jw.here_help.route": (
        "{zone} ({why}): where it comes to fight {enemy}.",
        "{zone} ({why}) : là où elle vient combattre {enemy}.",
    ),
    # short of room on the army sheet (French Letter's page holds the successor's
    # line): heights are the enemy zone's, the pages against each enemy give them
    "jw.here_heights": (
        "see the pages against each enemy",
        "voir les pages contre chaque ennemi",
    ),
    "jw.here_heights.players": (
        "they depend on the zone of the enemy you act against: the GM tells you",
        "elles dépendent de la zone de l'ennemi visé : le MJ les annonce",
    ),
    "jw.how": ("How it adds up", "Détail"),
    "jw.used_for": ("Rolled for · against what it defends", "Jet pour · défend contre"),
    "jw.uses.initiative": ("the initiative roll", "le jet d'initiative"),
    "jw.uses.against": ("against", "contre"),
    "jw.round": ("Round", "Round"),
    "jw.fact.initiative": (
        "At most {n} initiative points and {actions} actions (of different types) a round.",
        "Au plus {n} points d'initiative et {actions} actions (de types différents) par round.",
    ),
    "jw.fact.adapted": (
        "At most {n} initiative points a round, and 2 actions of any types (the same one twice "
        "if need be) or 3 different actions (Adaptation).",
        "Au plus {n} points d'initiative par round, et 2 actions de tous types (au besoin la "
        "même deux fois) ou 3 actions différentes (Adaptation).",
    ),
    "jw.fact.critical": ("Critical on {range} ({chance}).", "Critique sur {range} ({chance})."),
    "jw.fact.critical_range": ("Critical on {range}.", "Critique sur {range}."),
    # the commander's hero death on the sheet, under its own heading (jw.command): the
    # round of confusion, then the successor (a jw.fact.successor text, ruling O18)
    "jw.fact.confusion": (
        "A hero death: a round of confusion, skills {n};",
        "Une mort de héros : un round de confusion, compétences {n} ;",
    ),
    "jw.fact.confusion_none": (
        "A hero death: a round of confusion, no penalty (Assurance);",
        "Une mort de héros : un round de confusion, sans malus (Assurance) ;",
    ),
    # what the army no longer has under the successor, each from the plan (seed 002,
    # "Stratège", "Talents d'armée", "Main de fer"; ruling O18): a second line under the
    # successor's, only what changes
    "jw.fact.under": ("{changes}.", "{changes}."),
    "jw.under.critical": ("critical on {range}", "critique sur {range}"),
    "jw.under.critical_kept": (
        "critical on {range} ({kept} with {talent})",
        "critique sur {range} ({kept} avec {talent})",
    ),
    "jw.under.start.none": (
        "no advantage point at initiative",
        "aucun point d'avantage à l'initiative",
    ),
    "jw.under.start.one": (
        "{n} advantage point at each initiative roll",
        "{n}\u00a0point d'avantage par jet d'initiative",
    ),
    "jw.under.start.many": (
        "{n} advantage points at each initiative roll",
        "{n}\u00a0points d'avantage par jet d'initiative",
    ),
    "jw.under.grace.loss": (
        "rolling it again costs {n}",
        "la relancer en coûte {n}",
    ),
    "jw.under.grace.free": (
        "rolling it again costs none",
        "la relancer n'en coûte aucun",
    ),
    "jw.under.grace.gain.one": (
        "rolling it again brings {n}",
        "la relancer en rapporte {n}",
    ),
    "jw.under.grace.gain.many": (
        "rolling it again brings {n}",
        "la relancer en rapporte {n}",
    ),
    "jw.under.talents.one": ("{n} talent of {taken}", "{n} talent sur {taken}"),
    "jw.under.talents.many": ("{n} talents of {taken}", "{n} talents sur {taken}"),
    "jw.under.and": ("and", "et"),
    "jw.under.lost": ("without {talent}, {skills} more", "sans {talent}, {skills} de plus"),
    "jw.fact.successor.level": (
        "then {name} takes command{ruling_O18}: level {level}, skills {n}.",
        "puis {name} commande{ruling_O18} : niveau {level}, compétences {n}.",
    ),
    "jw.fact.successor.same": (
        "then {name} takes command{ruling_O18}: level {level}, unchanged.",
        "puis {name} commande{ruling_O18} : niveau {level}, inchangé.",
    ),
    "jw.fact.successor.unknown": (
        "then {name} takes command{ruling_O18}: level recomputed.",
        "puis {name} commande{ruling_O18} : niveau recalculé.",
    ),
    "jw.fact.successor.none": (
        "then the GM names a commander{ruling_O18}: level recomputed.",
        "puis le MJ désigne un commandant{ruling_O18} : niveau recalculé.",
    ),
    # the scenario page's victory conditions end on what a rout is (seed 002, "Le coût
    # de la défaite"; the races of army against army count 0 hit points as beaten)
    "jw.rout.term": ("Rout", "Déroute"),
    "jw.rout.text": (
        "an army is routed when its hit points fall to 0 (those of all its corps) or when "
        "its commander orders it to flee. Beaten at 0\u00a0HP, it loses every hero it "
        "committed (a hero death); fleeing, it leaves the field and takes them along.",
        "une armée est en déroute quand ses points de vie tombent à 0 (ceux de tous ses "
        "corps) ou quand son commandant ordonne la fuite. Vaincue à 0\u00a0PV, elle perd "
        "tous les héros qu'elle a engagés (mort de héros) ; en fuite, elle quitte le champ "
        "de bataille et les emmène.",
    ),
    "jw.fact.critical_damage": (
        "Critical, damage option: the hit's dice and modifier doubled.{ruling_O11}",
        "Critique, option dégâts : dés et modificateur du coup doublés{ruling_O11}.",
    ),
    # the round-1 points (ruling O22): the start is the first initiative roll's gain, or
    # both with the house rule; one wording on every sheet, {why} says where they come from
    "jw.fact.start.one": (
        "The army has {first} advantage point in round\u00a01{ruling_O22} ({why}) and {n} "
        "more at each later initiative roll.",
        "L'armée a {first}\u00a0point d'avantage au round\u00a01{ruling_O22} ({why}) et {n} "
        "de plus à chaque jet d'initiative suivant.",
    ),
    "jw.fact.start.none": (
        "Starts the battle with no advantage point.",
        "Commence la bataille sans point d'avantage.",
    ),
    "jw.fact.start_corps": (
        "Each corps has {first} advantage points in round\u00a01{ruling_O22} ({why}) and {n} "
        "more at each of its later initiative rolls.{ruling_O16}",
        "Chaque corps a {first}\u00a0points d'avantage au round\u00a01{ruling_O22} ({why}) et {n} "
        "de plus à chacun de ses jets d'initiative suivants{ruling_O16}.",
    ),
    "jw.fact.start_shared": (
        "The strategist's {n} advantage points are shared out between the corps: {parts} "
        "in round\u00a01{ruling_O22} ({why}), {later} at each later initiative roll.{ruling_O16}",
        "Les {n} points d'avantage du stratège se partagent entre les corps : {parts} au "
        "round\u00a01{ruling_O22} ({why}), {later} à chaque jet d'initiative suivant{ruling_O16}.",
    ),
    "jw.fact.start.many": (
        "The army has {first} advantage points in round\u00a01{ruling_O22} ({why}) and {n} "
        "more at each later initiative roll.",
        "L'armée a {first}\u00a0points d'avantage au round\u00a01{ruling_O22} ({why}) et {n} "
        "de plus à chaque jet d'initiative suivant.",
    ),
    # where the round-1 points come from (ruling O22), in the sentences above and the
    # trackers' help
    "jw.first_roll.rank": (
        "its first initiative roll",
        "son premier jet d'initiative",
    ),
    "jw.first_roll.both": (
        "{n} at the start and {n} at its first initiative roll",
        "{n} au départ et {n} à son premier jet d'initiative",
    ),
    "jw.first_roll.corps_rank": (
        "the strategist's rank, at its first initiative roll",
        "le rang du stratège, à son premier jet d'initiative",
    ),
    "jw.first_roll.corps_both": (
        "the strategist's rank at the start and again at its first initiative roll",
        "le rang du stratège au départ et encore à son premier jet d'initiative",
    ),
    "jw.first_roll.shared_rank": (
        "their first initiative roll",
        "leur premier jet d'initiative",
    ),
    "jw.first_roll.shared_both": (
        "their share at the start and again at their first initiative roll",
        "leur part au départ et encore à leur premier jet d'initiative",
    ),
    "jw.fact.grace.loss": (
        "Rolling initiative again costs {n} advantage points (no grace round).",
        "Relancer l'initiative coûte {n} points d'avantage (pas de round de grâce).",
    ),
    "jw.fact.grace.none": (
        "Rolling initiative again costs no advantage points.",
        "Relancer l'initiative ne coûte aucun point d'avantage.",
    ),
    # the reason a re-roll is free, next to the rule that says it costs 2 (seed 002,
    # "Stratège" and "Assurance")
    "jw.fact.grace.free_rank": (
        "Rolling initiative again does not cost the rule's {loss} advantage points: a "
        "strategist of rank {rank} or more is spared them.",
        "Relancer l'initiative ne coûte pas les {loss} points d'avantage de la règle : un "
        "stratège de rang {rank} ou plus en est dispensé.",
    ),
    "jw.fact.grace.free_assurance": (
        "Rolling initiative again does not cost the rule's {loss} advantage points: "
        "Assurance spares them.",
        "Relancer l'initiative ne coûte pas les {loss} points d'avantage de la règle : "
        "l'Assurance en dispense.",
    ),
    "jw.fact.grace.gain.one": (
        "Rolling initiative again brings {n} advantage point.",
        "Relancer l'initiative rapporte {n} point d'avantage.",
    ),
    "jw.fact.grace.gain.many": (
        "Rolling initiative again brings {n} advantage points.",
        "Relancer l'initiative rapporte {n} points d'avantage.",
    ),
    "jw.fact.speed.one": ("Speed: {n} zone per move.", "Vitesse : {n} zone par déplacement."),
    "jw.fact.speed_slowest.one": (
        "Speed: {n} zone per move ({unit}, the slowest troop).",
        "Vitesse : {n} zone par déplacement ({unit}, la troupe la plus lente).",
    ),
    "jw.fact.speed_slowest.many": (
        "Speed: {n} zones per move ({unit}, the slowest troop).",
        "Vitesse : {n} zones par déplacement ({unit}, la troupe la plus lente).",
    ),
    "jw.fact.speed.many": (
        "Speed: {n} zones per move.",
        "Vitesse : {n} zones par déplacement.",
    ),
    "jw.commander_heroism": (
        "Commander's heroism, {n} at the start",
        "Héroïsme du commandant, {n} au départ",
    ),
    "jw.cap_line": ("at most {n}, the commander's own", "au plus {n}, celle du commandant"),
    "jw.commander_heroism.corps": (
        "Commander's heroism, {n} at the start, for every corps",
        "Héroïsme du commandant, {n} au départ, pour tous les corps",
    ),
    "jw.army_heroism": ("Army's heroism", "Héroïsme de l'armée"),
    "jw.heroism": ("Heroism", "Héroïsme"),
    "jw.advantage_points": ("Advantage points", "Points d'avantage"),
    "jw.spend.environment": ("environment", "environnement"),
    "jw.spend.security": ("security", "sécurité"),
    "jw.spend.focus": ("focus", "focus"),
    "jw.spend.protection": ("protection", "protection"),
    "jw.spend.hargne": ("fury", "hargne"),
    "jw.spend.preparation": ("preparation", "préparation"),
    "jw.troops_and_hp": ("troops and hit points", "troupes et points de vie"),
    "jw.unit": ("Unit", "Unité"),
    "jw.value": ("Value", "Valeur"),
    "jw.count": ("Count", "Nombre"),
    "jw.corps": ("Corps", "Corps"),
    "jw.corps_named": ("{name} corps", "Corps {name}"),
    "jw.whole_army": ("The whole army", "L'armée entière"),
    "jw.zone": ("Zone", "Zone"),
    "jw.zone_start": ("Zone at the start", "Zone au départ"),
    "jw.ruthless_db": ("BD ruthless", "DB impitoyable"),
    "jw.last_chance": ("Sent back", "Renvoyés"),
    "jw.hargne_each": (
        "each point of fury: +{n} damage",
        "chaque point de hargne : +{n} de dégâts",
    ),
    "jw.hargne_each_column": (
        "each point of fury: +1 DS of damage, the DS of the ticked column ({n} at the start)",
        "chaque point de hargne : +1 VDB de dégâts, la VDB de la colonne cochée ({n} au départ)",
    ),
    "jw.protection_each_attacker": (
        "each point of protection: −1 DS of the attacker off the damage taken",
        "chaque point de protection : −1 VDB de l'attaquant aux dégâts subis",
    ),
    "jw.protection_each": (
        "each point of protection: −{n} damage taken",
        "chaque point de protection : −{n} aux dégâts subis",
    ),
    "jw.hargne_each_vdb": (
        "each point of fury: +1 DS of damage",
        "chaque point de hargne : +1 VDB de dégâts",
    ),
    "jw.protection_each_vdb": (
        "each point of protection: −1 DS off the damage taken",
        "chaque point de protection : −1 VDB aux dégâts subis",
    ),
    "jw.track_help_share": (
        "HP, BD and DS are the GM's to announce: they count every troop, those the players "
        "do not know of too. Tick a box for each twentieth of the starting hit points lost: "
        "the GM says when, and what the BD and DS become.",
        "PV, DB et VDB, le MJ les annonce : ils comptent toutes les troupes, celles que les "
        "joueurs ne connaissent pas aussi. Cochez une case par vingtième des points de vie "
        "de départ perdu : le MJ dit quand, et ce que deviennent les DB et VDB.",
    ),
    "jw.share_left": ("{n}%", "{n}\u202f%"),
    "jw.fact.speed_write_in": (
        "Speed, in zones per move:",
        "Vitesse, en zones par déplacement :",
    ),
    "jw.track_end.corps": (
        "At 0\u00a0HP the corps is wiped out; once every corps is, the army is routed.",
        "À 0\u00a0PV, le corps est anéanti ; quand tous ses corps le sont, l'armée est en "
        "déroute.",
    ),
    "jw.track_end.army": (
        "At 0\u00a0HP the army is routed: beaten, it loses the heroes it committed.",
        "À 0\u00a0PV, l'armée est en déroute : vaincue, elle perd les héros qu'elle a engagés.",
    ),
    # short: with its mark (ruling O21) and the last box's sentence, three lines at most
    "jw.track_help": (
        "Tick a box when the HP fall to the figure below it: hits then use the BD and DS "
        "of its column.{ruling_O21}",
        "Cochez une case quand les PV tombent au chiffre dessous : les coups prennent alors "
        "les DB et VDB de sa colonne{ruling_O21}.",
    ),
    "jw.open_plain": ("open plain", "plaine dégagée"),
    "jw.this_battle": ("This battle", "Cette bataille"),
    "jw.troops": ("Troops", "Troupes"),
    "jw.troops_known": ("Troops spotted", "Troupes repérées"),
    "jw.units_help.known": (
        "What you have spotted; the army may have more, which the GM keeps to themselves.",
        "Ce que vous en avez repéré ; l'armée peut compter d'autres troupes, que le "
        "MJ garde pour lui.",
    ),
    "jw.total": ("Total", "Total"),
    "jw.tracker": ("battle tracker", "suivi de la bataille"),
    # page 1's pointer to the rulings' note: the block's title in quotes, its page's
    # number after (kitgen.marks.xref)
    "jw.rulings_where": (
        "A small number after a sentence or a figure points to a ruling: see {page}.",
        "Un petit numéro après une phrase ou un nombre renvoie à un arbitrage : voir {page}.",
    ),
    "jw.tracker_help": (
        "This page is filled in pencil as the battle goes.",
        "Cette page se remplit au crayon, au fil de la bataille.",
    ),
    # duplex: the back of an army's sheet and of each of its tracker pages, left free
    "jw.notes_back": ("notes", "notes"),
    "jw.notes_back_help": (
        "A page left free for your notes: the army's sheet and each of its trackers have a leaf "
        "of their own, to lay side by side at the table.",
        "Page laissée libre pour vos notes : la fiche de l'armée et chacun de ses suivis ont "
        "une feuille à eux, à poser côte à côte sur la table.",
    ),
    "jw.advantage_help": (
        "The army's advantage points, from {n} at the start (the marked box); below 0 they "
        "are disadvantage points. A paper clip or a pencil ring marks where it stands.",
        "Les points d'avantage de l'armée, {n} au départ (case marquée) ; sous 0, ce sont des "
        "points de désavantage. Un trombone ou un rond au crayon marque où elle en est.",
    ),
    "jw.advantage_help.rank": (
        "The army's advantage points: {first} in round\u00a01{ruling_O22} (the marked box: {why}) "
        "and {n} more at each later initiative roll. Below 0 they are disadvantage points; "
        "a paper clip or a pencil ring marks where it stands.",
        "Les points d'avantage de l'armée : {first} au round\u00a01{ruling_O22} (case marquée : "
        "{why}) et {n} de plus à chaque jet d'initiative suivant. Sous 0, ce sont des points "
        "de désavantage ; un trombone ou un rond au crayon marque où elle en est.",
    ),
    "jw.advantage_help.corps": (
        "The corps' advantage points, from {n} at the start (the marked box); below 0 "
        "they are disadvantage points. A paper clip or a pencil ring marks where it stands; "
        "each corps has its own page.",
        "Les points d'avantage du corps, {n} au départ (case marquée) ; sous 0, ce sont des "
        "points de désavantage. Un trombone ou un rond au crayon marque où il en est ; "
        "chaque corps a sa page.",
    ),
    "jw.advantage_help.strategist": (
        "The corps' advantage points: {first} in round\u00a01{ruling_O22} (the marked box: {why}; "
        "every corps gets it) and {n} more at each of its later initiative "
        "rolls.{ruling_O16} Below 0 they are disadvantage points; a paper clip or a pencil "
        "ring marks where it stands.",
        "Les points d'avantage du corps : {first} au round\u00a01{ruling_O22} (case marquée : "
        "{why} ; chaque corps le reçoit) et {n} de plus à chacun de ses jets d'initiative "
        "suivants{ruling_O16}. Sous 0, ce sont des points de désavantage ; un trombone "
        "ou un rond au crayon marque où il en est.",
    ),
    "jw.advantage_help.shared": (
        "The corps' advantage points: {first} in round\u00a01{ruling_O22} (the marked box: its "
        "share of its strategist's points; {why}) and {n} more at each of its later "
        "initiative rolls.{ruling_O16} Below 0 they are disadvantage points; a paper clip or "
        "a pencil ring marks where it stands.",
        "Les points d'avantage du corps : {first} au round\u00a01{ruling_O22} (case marquée : sa "
        "part des points du stratège ; {why}) et {n} de plus à chacun de ses jets "
        "d'initiative suivants{ruling_O16}. Sous 0, ce sont des points de désavantage ; un "
        "trombone ou un rond au crayon marque où il en est.",
    ),
    "jw.heroism_on_card": (
        "The commander's heroism, {n} at the start, one pool for every corps, is ticked on "
        "{name}'s hero card.",
        "L'héroïsme du commandant, {n} au départ, une seule réserve pour tous les corps, se "
        "coche sur la carte de héros de {name}.",
    ),
    "jw.heroism_elsewhere": (
        "The commander's heroism, one pool for every corps, is ticked on corps {corps}'s page.",
        "L'héroïsme du commandant, une seule réserve pour tous les corps, se coche sur la "
        "page du corps {corps}.",
    ),
    "jw.log_title": (
        "Each round: where the advantage points go",
        "Chaque round : où vont les points d'avantage",
    ),
    "jw.log_help": ("One line a round.", "Une ligne par round."),
    "jw.log_help.odds": (
        "One line a round; under the heavy rule, round {n}, 9 battles in 10 are over.",
        "Une ligne par round ; au trait épais, round {n}, 9 batailles sur 10 sont finies.",
    ),
    "jw.log_help.longer": (
        "One line a round; 9 battles in 10 are over by round {n}: past this grid, carry on "
        "on a sheet of paper.",
        "Une ligne par round ; 9 batailles sur 10 sont finies au round {n} : au-delà de "
        "cette grille, continuez sur une feuille libre.",
    ),
    "jw.log_help.deadline": (
        "One line a round, to round {n}, the last the scenario allows.",
        "Une ligne par round, jusqu'au round {n}, le dernier que permet le scénario.",
    ),
    "jw.log_help.deadline_longer": (
        "One line a round; the scenario allows {n} rounds: past this grid, carry on on a "
        "sheet of paper.",
        "Une ligne par round ; le scénario permet {n} rounds : au-delà de cette grille, "
        "continuez sur une feuille libre.",
    ),
    # the grid's columns, each said once under it (seed 002, "Points d'avantage" and
    # "Round de combat")
    "jw.log_legend.initiative": (
        "Initiative: the score left once the round's actions are paid; each round the "
        "lowest declares first, the highest acts first.",
        "Initiative : le score qui reste une fois payées les actions du round ; à chaque "
        "round, le plus bas déclare le premier, le plus haut agit le premier.",
    ),
    "jw.log_legend.attention": (
        "Environment, security, focus: the army's attention, shared out as a character's "
        "in JdRWiki's ordinary combat, to the same effect. These points stay from round to "
        "round; a score below 0 frees points for the next three columns, and an army in "
        "disadvantage sets scores below 0 here to use its points up.",
        "Environnement, sécurité, focus : l'attention de l'armée, répartie comme celle d'un "
        "personnage au combat ordinaire de JdRWiki, aux mêmes effets. Ces points restent "
        "d'un round à l'autre ; un score sous 0 libère des points pour les trois colonnes "
        "suivantes, et une armée en désavantage y inscrit des scores négatifs pour "
        "consommer ses points.",
    ),
    "jw.log_legend.spent": (
        "Protection, fury: each point's worth is beside the hit points. Preparation: 1 "
        "point at most, +1 move; mining needs it. These three are spent at the round's end.",
        "Protection, hargne : la valeur d'un point est indiquée près des points de vie. "
        "Préparation : 1 point au plus, +1 déplacement ; requis pour miner. Ces trois-là "
        "sont perdus en fin de round.",
    ),
    "jw.log_legend.elsewhere": (
        "The columns are explained on corps {corps}'s page.",
        "Les colonnes sont expliquées sur la page du corps {corps}.",
    ),
    # the same, at the end of the grid's help on a page short of room
    "jw.log_legend.elsewhere_inline": (
        "Columns: see corps {corps}'s page.",
        "Colonnes : voir la page du corps {corps}.",
    ),
    # a copy of the page per corps: the track printed is the whole army's, so a corps'
    # own figures go in the grid (one line: the tracker's line budget counts one)
    "jw.log_legend.split": (
        "If the army splits (Regroup / split): one copy per corps; the track being the whole "
        "army's, write the corps' HP, BD and DS under HP left.",
        "Si l'armée se divise (Regrouper / diviser) : une copie par corps ; la piste étant "
        "celle de l'armée, notez les PV, DB et VDB du corps sous PV restants.",
    ),
    "jw.log_legend.damage_one": (
        "Damage taken: each hit; HP left and zone (after a move): at the round's end. "
        "Heroes engaged: those who step in this round (their cooldown starts at its end).",
        "Dégâts subis : chaque coup ; PV restants et zone (après un déplacement) : en fin "
        "de round. Héros engagés : ceux qui interviennent ce round (leur recharge part de "
        "sa fin).",
    ),
    "jw.log_legend.damage": (
        "Damage taken: each hit, under the enemy that dealt it; HP left and zone (after a "
        "move): at the round's end. Heroes engaged: those who step in this round.",
        "Dégâts subis : chaque coup, sous l'ennemi qui l'a porté ; PV restants et zone (après "
        "un déplacement) : en fin de round. Héros engagés : ceux qui interviennent ce round.",
    ),
    "jw.map.title": ("The field", "Le terrain"),
    "jw.map.help": (
        "A line joins two zones that touch: one move takes an army from one to the other, "
        "once it has paid what leaving its zone costs.",
        "Un trait relie deux zones qui se touchent : un déplacement mène une armée de l'une "
        "à l'autre, une fois payé ce que coûte la sortie de sa zone.",
    ),
    "jw.map.weather": (
        "The battle's Weather\u00a0{n} is already counted in the zones above and in every "
        "figure of this kit.",
        "Les Intempéries\u00a0{n} de la bataille sont déjà comptées dans les zones "
        "ci-dessus et dans tous les chiffres de ce kit.",
    ),
    "jw.map.terrain": ("{features} · leaving: {n}", "{features} · en sortir\u202f: {n}"),
    "jw.sides.players": ("Players", "Joueurs"),
    "jw.sides.commander": ("Commander: {name} ({bits})", "Commandant\u202f: {name} ({bits})"),
    "jw.sides.strength": (
        "Army level\u00a0{level} · {count}\u00a0fighters · {hp}\u00a0HP",
        "Niveau d'armée\u00a0{level} · {count}\u00a0combattants · {hp}\u00a0PV",
    ),
    # the players' copy of another army: what its troops spotted add up to, as its
    # sheet's troop lines do (their total), in the players' own words
    "jw.sides.commander_name": ("Commander: {name}", "Commandant\u202f: {name}"),
    "jw.sides.spotted": (
        "Spotted: {count}\u00a0fighters, {hp}\u00a0HP",
        "Repérés : {count}\u00a0combattants, {hp}\u00a0PV",
    ),
    "jw.enemy.unknown": ("to learn", "à découvrir"),
    "jw.sides.strength_known": (
        "Army level\u00a0{level} · spotted: {count}\u00a0fighters, {hp}\u00a0HP",
        "Niveau d'armée\u00a0{level} · repérés : {count}\u00a0combattants, {hp}\u00a0PV",
    ),
    "jw.sides.corps": ("Corps: {corps}", "Corps\u202f: {corps}"),
    "jw.sides.zone": ("Deployed in: {zone}", "Déploiement\u202f: {zone}"),
    "jw.sides.heroes": ("Heroes: {heroes}", "Héros\u202f: {heroes}"),
    "jw.log.damage": ("Damage taken", "Dégâts subis"),
    "jw.log.hp_left": ("HP left", "PV restants"),
    "jw.log.spend.environment": ("environ\u00adment", "environ\u00adnement"),
    "jw.log.spend.security": ("security", "sécurité"),
    "jw.log.spend.focus": ("focus", "focus"),
    "jw.log.spend.protection": ("protec\u00adtion", "protec\u00adtion"),
    "jw.log.spend.hargne": ("fury", "hargne"),
    "jw.log.spend.preparation": ("prepa\u00adration", "prépa\u00adration"),
    "jw.log.round": ("Round", "Round"),
    "jw.log.initiative": ("Initiative", "Initiative"),
    "jw.log.actions": ("Actions", "Actions"),
    # the effects that outlast their round (seed 002: Agacer, Barrage, Affaiblir 2-4
    # rounds; a charge or a pincer carried over; the round of confusion), one box each
    "jw.log.effects": (
        "Lasting effects (Harass, Barrage, Weaken, Pincer, Charge, confusion)",
        "Effets en cours (Agacer, Barrage, Affaiblir, Étau, Charge, confusion)",
    ),
    "jw.log.effects_until": ("until round …", "jusqu'au round …"),
    "jw.log.zone": ("Zone", "Zone"),
    "jw.log.heroes": ("Heroes en\u00adgaged", "Héros en\u00adgagés"),
    "jw.cooldown_n": ("cooldown {n}", "recharge {n}"),
    # --- the GM page: the overview ----------------------------------------------------
    "jw.small_battle": (
        "{n} participants: below a battle's size.",
        "{n} participants : en dessous d'une bataille.",
    ),
    "jw.round_line": (
        "{n} participants: a round lasts {length}.",
        "{n} participants : un round dure {length}.",
    ),
    "jw.round_write_in": ("A round lasts:", "Un round dure :"),
    # the players' copy: the length the fighters they can count give, a floor (more
    # fighters never make a round shorter), the GM's word the last
    "jw.round_at_least": (
        "at least {length}, from the {n}\u00a0fighters you can count; the GM confirms it.",
        "au moins {length}, d'après les {n}\u00a0combattants que vous pouvez compter ; le MJ "
        "le confirme.",
    ),
    "jw.fatigue_rule": (
        "After 12 hours an army that has not rested begins to tire.",
        "Au-delà de 12 heures, une armée sans repos commence à fatiguer.",
    ),
    "jw.fatigue_line.one": (
        "After {n} round (12 hours) an army that has not rested begins to tire.",
        "Au-delà de {n} round (12 heures), une armée sans repos commence à fatiguer.",
    ),
    "jw.fatigue_line.many": (
        "After {n} rounds (12 hours) an army that has not rested begins to tire.",
        "Au-delà de {n} rounds (12 heures), une armée sans repos commence à fatiguer.",
    ),
    # the tracker's note: a lede short enough for its heading's line (round 19)
    "jw.rulings.lede_short": (
        "This kit's figures follow these readings; a small number points to its line.",
        "Les chiffres de ce kit suivent ces lectures ; un petit numéro renvoie à sa ligne.",
    ),
    # round 19: the GM's one scaling, a bold line of the battle's facts, each body's VDB
    "jw.scaling": (
        "Fury, protection{ruling_J4} and damage bonuses{ruling_O3} count in the striker's "
        "DS, not 1 damage a point: each point is worth, at the start, {each}.",
        "Hargne, protection{ruling_J4} et bonus de dégâts{ruling_O3} se comptent en VDB "
        "de qui frappe, pas 1 dégât le point : chaque point vaut, au départ, {each}.",
    ),
    "jw.scaling.body": ("{vdb} ({name})", "{vdb} ({name})"),
    "jw.scaling.hidden": ("the others' as the GM announces", "celle des autres selon le MJ"),
    "jw.house.advantage.raw": (
        "House rule: fury, protection and damage bonuses count one point each.",
        "Règle maison : hargne, protection et bonus de dégâts comptent un point chacun.",
    ),
    "jw.house.critical.any": (
        "A d20 in the critical range succeeds, whatever the total.{ruling_O2}",
        "Un d20 dans la plage de critique réussit, quel que soit le total{ruling_O2}.",
    ),
    "jw.house.combined_critical.both": (
        "Critical, damage option: the hit's dice and modifier doubled, combined assault "
        "included.{ruling_O11}",
        "Critique, option dégâts : dés et modificateur du coup doublés, assaut combiné "
        "compris{ruling_O11}.",
    ),
    "jw.house.combined_critical.dice": (
        "House rule: a combined assault's critical doubles its dice alone (4d4, the modifier "
        "once).",
        "Règle maison : le critique d'un assaut combiné double ses dés seuls (4d4, le "
        "modificateur une fois).",
    ),
    "jw.house.critical.success": (
        "House rule: a critical counts only when the roll also succeeds.",
        "Règle maison : un critique ne compte que si le jet réussit aussi.",
    ),
}
