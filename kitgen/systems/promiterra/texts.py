"""Text of the Promiterra war kit: key -> (english, french).

The facts (numbers, and the seed's names for terrains and fortifications) come from seed
003; every sentence is ours.
"""

TEXT: dict[str, tuple[str, str]] = {
    "system.promiterra": (
        "Promiterra wars (chapter 6)",
        "Les guerres de Promiterra (chapitre 6)",
    ),
    # --- findings ---------------------------------------------------------------------
    "msg.war_needs_two": (
        "a war needs at least two armies, this one has {count}",
        "une guerre oppose au moins deux armées, celle-ci en a {count}",
    ),
    "msg.stat_outside_limits": (
        "'{name}': `{stat}: {value}` is outside the rules' limits ({low} to {high}); "
        "{used} is used",
        "« {name} » : `{stat}: {value}` sort des limites de la règle ({low} à {high}) ; "
        "{used} s'applique",
    ),
    "msg.ranged_cannot_shoot": (
        "ranged troop '{name}' has a range under 2 cells, so it cannot shoot; give `range: 2` "
        "or more",
        "la troupe de tir « {name} » a une portée inférieure à 2 cases et ne peut pas tirer ; "
        "indiquez `range: 2` ou plus",
    ),
    "msg.cell_shared": (
        "'{name}' starts in the same cell as '{other}'; a cell holds one troop",
        "« {name} » commence sur la même case que « {other} » ; une case accueille une troupe",
    ),
    "msg.at_and_fortification": (
        "'{name}' has both `at:` and `fortification:`; its cell already says how fortified "
        "it is, remove `fortification:`",
        "« {name} » a `at:` et `fortification:` ; sa case dit déjà sa fortification, "
        "retirez `fortification:`",
    ),
    "msg.at_without_map": (
        "'{name}' has `at:` but the battle has no `map:`; add the map or use "
        "`fortification:` instead",
        "« {name} » a `at:` mais la bataille n'a pas de `map:` ; ajoutez la carte ou "
        "utilisez `fortification:`",
    ),
    "msg.bad_cell": (
        "'{name}': `at: {cell}` is not a cell; write a column letter and a row number, like C4",
        "« {name} » : `at: {cell}` n'est pas une case ; écrivez la lettre de colonne et le "
        "numéro de ligne, comme C4",
    ),
    "msg.cell_outside_map": (
        "'{name}': cell {cell} is outside the map (A1 to {last})",
        "« {name} » : la case {cell} est hors de la carte (A1 à {last})",
    ),
    "msg.bad_code": (
        "map code '{symbol}' must not contain spaces",
        "le code de carte « {symbol} » ne doit pas contenir d'espace",
    ),
    "msg.unknown_code": (
        "map code '{symbol}' (at {cells}) is not defined in `cells:`{hint}; known codes: {known}",
        "le code de carte « {symbol} » (en {cells}) est absent de `cells:`{hint} ; "
        "codes connus : {known}",
    ),
    "msg.map_too_wide": (
        "a map row has {count} cells; at most {most} (columns A to Z)",
        "une ligne de la carte a {count} cases ; {most} au plus (colonnes A à Z)",
    ),
    "msg.map_ragged": (
        "the map's rows have different lengths ({lengths}); give every row as many cells",
        "les lignes de la carte n'ont pas la même longueur ({lengths}) ; donnez à chacune "
        "autant de cases",
    ),
    "msg.no_leader_troop": (
        "army '{army}' names no `leader:` troop; the loss of the army leader's troop makes "
        "every troop test loyalty",
        "l'armée « {army} » ne désigne pas de troupe `leader:` ; la perte de la troupe du "
        "dirigeant fait tester la loyauté de toutes les troupes",
    ),
    "msg.unknown_leader_troop": (
        "army '{army}': `leader: {name}` is not one of its troops{hint}",
        "armée « {army} » : `leader: {name}` n'est pas l'une de ses troupes{hint}",
    ),
    "msg.several_specials": (
        "army '{army}' has {count} special troops; the rules give each army one",
        "l'armée « {army} » a {count} troupes spéciales ; la règle en donne une par armée",
    ),
    "msg.special_over_third": (
        "army '{army}': special troops have {special} of its {units} units, more than a "
        "third (at most {most})",
        "armée « {army} » : les troupes spéciales comptent {special} de ses {units} unités, "
        "plus du tiers ({most} au plus)",
    ),
    "msg.over_budget": (
        "army '{army}' is worth {value} gold but has only {gold}",
        "l'armée « {army} » vaut {value} pièces d'or mais n'en a que {gold}",
    ),
    # --- words ------------------------------------------------------------------------
    "type.melee": ("Melee troop", "Troupe de corps-à-corps"),
    "type.ranged": ("Ranged troop", "Troupe de tir"),
    "type.mounted": ("Mounted troop", "Troupe montée"),
    "type.special": ("Special troop", "Troupe spéciale"),
    "type_help.melee": (
        "Cheap, no natural weakness: the backbone of an army.",
        "Bon marché et sans faiblesse naturelle : le gros de l'armée.",
    ),
    "type_help.ranged": (
        "Shoots from 2 cells or more; a target that far cannot strike back.",
        "Tire à 2 cases ou plus ; une cible aussi loin ne peut pas riposter.",
    ),
    "type_help.mounted": (
        "Fast and dear; a ranged troop it attacks cannot strike back.",
        "Rapide et coûteuse ; une troupe de tir qu'elle attaque ne riposte pas.",
    ),
    "type_help.special": (
        "One of a kind, with its own ability; at most a third of the army.",
        "Unique, avec son habileté propre ; un tiers de l'armée au plus.",
    ),
    "stat.movement": ("Movement", "Mouvement"),
    "stat.range": ("Range", "Portée"),
    "stat.attack": ("Attack", "Attaque"),
    "stat.defense": ("Defense", "Défense"),
    "stat.loyalty": ("Loyalty", "Loyauté"),
    "stat.value": ("Value", "Valeur"),
    "stat_short.movement": ("Mov", "Mvt"),
    "stat_short.range": ("Rng", "Por"),
    "stat_short.attack": ("Att", "Att"),
    "stat_short.defense": ("Def", "Déf"),
    "stat_short.loyalty": ("Loy", "Loy"),
    "stat_short.value": ("Val", "Val"),
    "stat_unit.movement": ("cells", "cases"),
    "stat_unit.range": ("cells", "cases"),
    "stat_unit.value": ("gold / unit", "po / unité"),
    "limit.unlimited": ("unlimited", "illimité"),
    "terrain.road": ("Road", "Route"),
    "terrain.plain": ("Plain", "Plaine"),
    "terrain.town": ("Town", "Ville"),
    "terrain.light_snow": ("Light snow", "Neige fine"),
    "terrain.light_forest": ("Open forest", "Forêt claire"),
    "terrain.desert": ("Desert", "Désert"),
    "terrain.hill": ("Hill", "Colline"),
    "terrain.stream": ("Stream", "Ruisseau"),
    "terrain.deep_snow": ("Deep snow", "Neige épaisse"),
    "terrain.dense_forest": ("Dense forest", "Forêt dense"),
    "terrain.mountain": ("Mountain", "Montagne"),
    "terrain.marsh": ("Marsh", "Marécage"),
    "terrain.river": ("River", "Rivière"),
    "terrain.normal": ("Normal terrain", "Terrain normal"),
    "terrain.difficult": ("Difficult terrain", "Terrain difficile"),
    "terrain.very_difficult": ("Very difficult terrain", "Terrain très difficile"),
    "fort.palisade": ("Wooden palisade", "Palissade de bois"),
    "fort.low_wall": ("Low stone wall", "Muret de pierre"),
    "fort.trench": ("Trench", "Tranchée"),
    "fort.great_wall": ("Great stone wall", "Grand mur de pierre"),
    "fort.cave": ("Cave", "Caverne"),
    "fort.wooden_tower": ("Wooden tower", "Tour de bois"),
    "fort.stone_fortress": ("Stone fortress", "Forteresse de pierre"),
    "fort.stone_tower": ("Stone tower", "Tour de pierre"),
    "fort.castle": ("Full castle with rampart and moat", "Château complet avec rempart et douve"),
    "fort_level.basic": ("Basic fortification", "Fortification de base"),
    "fort_level.simple": ("Simple fortification", "Fortification simple"),
    "fort_level.solid": ("Solid fortification", "Fortification solide"),
    "fort_level.strong": ("Strong fortification", "Fortification forte"),
    # --- GM page ----------------------------------------------------------------------
    "pt.army_value": ("worth {value} gold, {units}", "valeur {value} po, {units}"),
    "pt.n_units.one": ("{n} unit", "{n} unité"),
    "pt.n_units.many": ("{n} units", "{n} unités"),
    "pt.troop_line": (
        "{name}: {units}, Att {attack} Def {defense} Loy {loyalty} ({chance}), roll {dice}",
        "{name} : {units}, Att {attack} Déf {defense} Loy {loyalty} ({chance}), lancer {dice}",
    ),
    "pt.odds_line": (
        "→ {defender}: {all} losses expected ({cut} with the dice cut), {where}",
        "→ {defender} : {all} pertes attendues ({cut} en coupant les dés), {where}",
    ),
    "pt.side": ("Side", "Camp"),
    "pt.leader_troop": ("Leader's troop", "Troupe du dirigeant"),
    "pt.no_leader_troop": ("not named", "non désignée"),
    "pt.value": ("Army value", "Valeur de l'armée"),
    "pt.value_gold": ("{value} gold", "{value} po"),
    "pt.gold_left": ("{left} of {gold} gold left", "reste {left} po sur {gold}"),
    "pt.gold_over": ("{over} gold over its {gold}", "{over} po de plus que ses {gold}"),
    "pt.special_share": (
        "Special troops: {special} of {units} units (a third is {third})",
        "Troupes spéciales : {special} unités sur {units} (le tiers : {third})",
    ),
    "pt.value_test_yes": (
        "Its side is worth less than a third of the enemy ({value} < {enemy} ÷ 3): every "
        "troop tests loyalty each turn.",
        "Son camp vaut moins du tiers de l'ennemi ({value} < {enemy} ÷ 3) : chaque troupe "
        "teste sa loyauté à chaque tour.",
    ),
    "pt.value_test_no": (
        "Its side, worth {value} gold, tests loyalty once worth less than a third of the "
        "enemy's {enemy}: under {threshold} gold.",
        "Son camp, qui vaut {value} po, teste sa loyauté s'il tombe sous le tiers des "
        "{enemy} po de l'ennemi : moins de {threshold} po.",
    ),
    "pt.defending": (
        "Defends its position: enters fortified cells without an invasion roll.",
        "Défend sa position : entre dans les cases fortifiées sans jet d'invasion.",
    ),
    "pt.col_troop": ("Troop", "Troupe"),
    "pt.col_units": ("Units", "Unités"),
    "pt.col_dice": ("Dice", "Dés"),
    "pt.col_loyalty": ("Loyalty test", "Test de loyauté"),
    "pt.col_cell": ("Cell", "Case"),
    "pt.sheet_n": ("Sheet {n}", "Fiche {n}"),
    # --- map and cells ----------------------------------------------------------------
    "pt.map": ("Battlefield", "Champ de bataille"),
    "pt.map_help": (
        "Each cell shows its code; a thick frame marks a fortification. Troops are marked "
        "by sheet number.",
        "Chaque case porte son code ; un cadre épais marque une fortification. Les troupes "
        "portent le numéro de leur fiche.",
    ),
    "pt.legend": ("Legend", "Légende"),
    "pt.cost": ("Movement cost", "Coût de mouvement"),
    "pt.cost_n": ("{n} pt", "{n} pt"),
    "pt.fortification": ("Fortification", "Fortification"),
    "pt.fortification_n": ("fortification {n}", "fortification {n}"),
    "pt.cell_count": ("Cells on the map: {n}", "Cases sur la carte : {n}"),
    "pt.cell_save": (
        "Second defence: every hit that gets past the troop's own Defense is rolled again "
        "and saved on {level} or less ({chance} each).",
        "Seconde défense : chaque touche qui passe la Défense de la troupe est relancée et "
        "annulée sur {level} ou moins ({chance} chacune).",
    ),
    "pt.cell_save_rule": (
        "Second defence: every hit that gets past the troop's own Defense is rolled again "
        "and saved on {level} or less.",
        "Seconde défense : chaque touche qui passe la Défense de la troupe est relancée et "
        "annulée sur {level} ou moins.",
    ),
    "pt.cell_higher": (
        "Counts only against an attacker on a lower level; equal levels cancel.",
        "Ne compte que contre un attaquant moins fortifié ; à niveau égal, aucun bonus.",
    ),
    "pt.cell_invasion": (
        "Invasion of the empty cell: d6 above {level} ({chance}); a defending army just moves in.",
        "Invasion de la case vide : d6 au-dessus de {level} ({chance}) ; l'armée qui défend "
        "y entre en se déplaçant.",
    ),
    "pt.cell_invasion_rule": (
        "Invasion of the empty cell: d6 above {level}; a defending army just moves in.",
        "Invasion de la case vide : d6 au-dessus de {level} ; l'armée qui défend y entre "
        "en se déplaçant.",
    ),
    "pt.cell_barricade": (
        "Barricade: a troop that did not attack is safe from shots until its next turn.",
        "Barricade : une troupe qui n'a pas attaqué est à l'abri des tirs jusqu'à son "
        "prochain tour.",
    ),
    "pt.cell_troops": ("At the start", "Au départ"),
    "pt.cell_open": (
        "No fortification: the troop's own Defense is its only save.",
        "Aucune fortification : la Défense de la troupe est sa seule protection.",
    ),
    # --- troop sheet ------------------------------------------------------------------
    "pt.leads_army": ("leads the army", "dirige l'armée"),
    "pt.leader": ("Leader", "Chef"),
    "pt.pc": ("PC", "PJ"),
    "pt.hits_on": ("hits on {n} or less", "touche sur {n} ou moins"),
    "pt.saves_on": ("saves on {n} or less", "annule sur {n} ou moins"),
    "pt.never": ("never", "jamais"),
    "pt.clamped": ("{value} (the rules' limit)", "{value} (limite de la règle)"),
    "pt.roll_now": ("Attack now", "Attaque maintenant"),
    "pt.roll_dice": ("roll {dice} d6", "lancez {dice} d6"),
    "pt.roll_cut": (
        "roll {dice} d6, each success counts {mult} hits",
        "lancez {dice} d6, chaque réussite compte {mult} touches",
    ),
    "pt.expected_hits": (
        "Expected hits: {cut} ({all} rolling one die per unit)",
        "Touches attendues : {cut} ({all} avec un dé par unité)",
    ),
    "pt.track": ("Units and dice", "Unités et dés"),
    "pt.track_help": (
        "Tick one box per unit lost; the first unticked box gives the units left and the "
        "dice to roll. From the red line the troop has lost two thirds: it tests loyalty.",
        "Cochez une case par unité perdue ; la première case libre donne les unités "
        "restantes et les dés à lancer. Dès la ligne rouge, la troupe a perdu deux tiers : "
        "elle teste sa loyauté.",
    ),
    "pt.track_bands_help": (
        "Tick the band the troop falls into; each band is one row of the dice-cutting "
        "table. From the red line the troop tests loyalty.",
        "Cochez la tranche où tombe la troupe ; chaque tranche est une ligne de la table "
        "des dés. Dès la ligne rouge, la troupe teste sa loyauté.",
    ),
    "pt.loyalty": ("Loyalty", "Loyauté"),
    "pt.loyalty_chance": (
        "2d6 ≤ {loyalty}: holds {chance} ({fraction})",
        "2d6 ≤ {loyalty} : tient {chance} ({fraction})",
    ),
    "pt.loyalty_holds": ("2d6 ≤ {loyalty}: holds", "2d6 ≤ {loyalty} : tient"),
    "pt.loyalty_refused": (
        "After refusing a duel (Loyalty {loyalty}): {chance}",
        "Après un duel refusé (Loyauté {loyalty}) : {chance}",
    ),
    "pt.loyalty_refused_rule": (
        "After refusing a duel: Loyalty {loyalty}",
        "Après un duel refusé : Loyauté {loyalty}",
    ),
    "pt.loyalty_fail": (
        "A failed test: the troop scatters and leaves the battle.",
        "Test raté : la troupe se disperse et quitte le combat.",
    ),
    "pt.tests_when": ("Tests when", "Teste quand"),
    "pt.trigger.army_value": (
        "its army is worth less than a third of the enemy's ({now})",
        "son armée vaut moins du tiers de l'ennemi ({now})",
    ),
    "pt.trigger.troop_size": (
        "it is down to {n} units or fewer (under a third of {start})",
        "il lui reste {n} unités ou moins (moins du tiers de {start})",
    ),
    "pt.trigger.troop_size_never": (
        "never for its size: under a third of {start} units is no unit",
        "jamais pour sa taille : moins du tiers de {start} unités, c'est aucune",
    ),
    "pt.trigger.leader_gone": (
        "{troop} (the army leader's troop) has left the field",
        "{troop} (troupe du dirigeant) a quitté le champ de bataille",
    ),
    "pt.trigger.leader_gone_self": (
        "— this troop leads the army: if it goes, every other troop tests",
        "— cette troupe est celle du dirigeant : si elle disparaît, toutes les autres testent",
    ),
    "pt.trigger.leader_unknown": (
        "the army leader's troop has left the field",
        "la troupe du dirigeant a quitté le champ de bataille",
    ),
    "pt.trigger.fear": (
        "it stands next to a source of fear{who}",
        "elle est adjacente à une source de peur{who}",
    ),
    "pt.trigger.health": (
        "it suffers from hunger, sickness or lack of sleep{now}",
        "elle souffre de malnutrition, maladie ou manque de sommeil{now}",
    ),
    "pt.now_yes": ("now: yes", "en ce moment : oui"),
    "pt.now_no": ("now: no", "en ce moment : non"),
    "pt.ailing_now": (" — now: {what}", " — en ce moment : {what}"),
    "pt.war_actions": ("War actions", "Actions de guerre"),
    "pt.war_actions_help": (
        "Declared at the start of the turn, on until the next declaration; two different "
        "actions per character at most, the same action never stacks in a troop.",
        "Déclarées en début de tour, actives jusqu'à la déclaration suivante ; deux actions "
        "différentes par personnage au plus, la même action ne se cumule pas dans une troupe.",
    ),
    "pt.expected": ("Expected losses inflicted", "Pertes infligées attendues"),
    "pt.expected_help": (
        "Mean units the enemy loses to one attack at full strength: rolling one die per "
        "unit and per hit / with the dice cut. Columns: the fortification the enemy stands "
        "behind (it counts only when higher than yours); the shaded cell is where both stand "
        "now. Riposte: what the enemy inflicts back in melee.",
        "Unités perdues en moyenne par l'ennemi sur une attaque à pleine force : un dé par "
        "unité et par touche / en coupant les dés. Colonnes : la fortification derrière "
        "laquelle se tient l'ennemi (elle ne compte que si elle dépasse la vôtre) ; la case "
        "grisée correspond aux positions de départ. Riposte : ce que l'ennemi inflige en "
        "retour au corps-à-corps.",
    ),
    "pt.enemy": ("Enemy troop", "Troupe ennemie"),
    "pt.open": ("no fortification", "sans fortification"),
    "pt.open_short": ("None", "Sans"),
    "pt.one_each": ("1 die each", "1 dé chacune"),
    "pt.riposte": ("Riposte", "Riposte"),
    "pt.no_riposte": ("none", "aucune"),
    "pt.shooting": (
        "Shooting (range {range}, 2 cells or more, not after moving): the same numbers, "
        "and no riposte.",
        "Tir (portée {range}, 2 cases ou plus, pas après un déplacement) : mêmes chiffres, "
        "sans riposte.",
    ),
    "pt.shooting_rule": (
        "Shooting (range {range}, 2 cells or more, not after moving): resolved like melee, "
        "with no riposte.",
        "Tir (portée {range}, 2 cases ou plus, pas après un déplacement) : se résout comme "
        "le corps-à-corps, sans riposte.",
    ),
    "pt.ability": ("Ability", "Habileté"),
    "pt.fearsome": (
        "Source of fear: enemy troops next to it test loyalty.",
        "Source de peur : les troupes ennemies adjacentes testent leur loyauté.",
    ),
    "pt.stands": ("Starts in", "Départ"),
    # --- quick reference --------------------------------------------------------------
    "pt.cutting": ("Cutting the dice", "Couper le nombre de dés"),
    "pt.cutting_help": (
        "A pool of many dice (attack: one per unit; defence: one per hit) rolls the row's "
        "dice instead, and each success counts the multiplier. All defence dice succeeding "
        "cancels every hit.",
        "Une grosse réserve de dés (attaque : un par unité ; défense : un par touche) lance "
        "les dés de sa ligne, et chaque réussite compte le multiplicateur. Si tous les dés "
        "de défense réussissent, toutes les touches sont annulées.",
    ),
    "pt.cutting_example": (
        "50 units, Attack 2: 10 dice × 5; 4 successes = 20 hits. Defence 3 against 20 hits: "
        "7 dice × 3; 4 successes cancel 12, 8 units lost.",
        "50 unités, Attaque 2 : 10 dés × 5 ; 4 réussites = 20 touches. Défense 3 contre 20 "
        "touches : 7 dés × 3 ; 4 réussites en annulent 12, 8 unités perdues.",
    ),
    "pt.units": ("Units", "Unités"),
    "pt.turn": ("An army's turn", "Le tour d'une armée"),
    "pt.turn_help": (
        "Allied armies play one after the other; a step once begun is never gone back to.",
        "Les armées alliées jouent l'une après l'autre ; une étape entamée ne se reprend pas.",
    ),
    "step.war_actions": ("Declare war actions", "Déclaration des actions de guerre"),
    "step_help.war_actions": (
        "Characters with war actions from their careers declare them; they last until the "
        "next declaration.",
        "Les personnages dotés d'actions de guerre (carrières) les déclarent ; elles durent "
        "jusqu'à la déclaration suivante.",
    ),
    "step.loyalty": ("Loyalty", "Loyauté"),
    "step_help.loyalty": (
        "Each troop in a triggering situation rolls 2d6 against its Loyalty; failing, it "
        "scatters.",
        "Chaque troupe dans une situation de test lance 2d6 contre sa Loyauté ; en cas "
        "d'échec, elle se disperse.",
    ),
    "step.declare": ("Declare actions", "Déclaration des actions"),
    "step_help.declare": (
        "Each troop's leader states its move, target or other action; a second round "
        "confirms the plan, or declaring starts over.",
        "Chaque chef annonce déplacement, cible ou autre action ; un second tour confirme "
        "le plan, sinon on recommence.",
    ),
    "step.move": ("Move", "Déplacement"),
    "step_help.move": (
        "Up to Movement points; a cell costs 1, 2 or 3 by its terrain.",
        "Jusqu'à Mouvement points ; une case coûte 1, 2 ou 3 selon son terrain.",
    ),
    "step.shoot": ("Shooting", "Attaque de tir"),
    "step_help.shoot": (
        "Range 2 or more, not after moving; resolved like melee, never riposted.",
        "Portée de 2 ou plus, pas après un déplacement ; se résout comme le corps-à-corps, "
        "sans riposte.",
    ),
    "step.simultaneous": ("Simultaneous attacks", "Attaque simultanée"),
    "step_help.simultaneous": (
        "Several troops in melee with one target: resolve each attack; the target then "
        "shares its riposte among them as it likes.",
        "Plusieurs troupes au contact d'une même cible : chaque attaque se résout ; la cible "
        "répartit ensuite sa riposte entre elles à son gré.",
    ),
    "step.melee": ("Melee", "Attaque de corps-à-corps"),
    "step_help.melee": (
        "A d6 per unit, hit on ≤ Attack; the target rolls a d6 per hit, saved on ≤ Defense; "
        "then the riposte the same way. Losses come off both sides at the end.",
        "Un d6 par unité, touche sur ≤ Attaque ; la cible lance un d6 par touche, annulée sur "
        "≤ Défense ; puis la riposte de même. Les pertes se retirent des deux côtés à la fin.",
    ),
    "step.other": ("Other actions", "Autres actions"),
    "step_help.other": (
        "A troop that did not attack may barricade, invade, flee, duel, divide or merge.",
        "Une troupe qui n'a pas attaqué peut se barricader, envahir, fuir, lancer un duel, "
        "se diviser ou fusionner.",
    ),
    "pt.terrain_costs": ("Terrain costs", "Coût des terrains"),
    "pt.fort_levels": ("Fortifications", "Fortifications"),
    "pt.fort_help": (
        "A troop in a fortified cell gets a second defence roll at the level, for hits its "
        "Defense left. Only the higher level counts; equal levels cancel.",
        "Une troupe dans une case fortifiée a un second jet de défense au niveau, pour les "
        "touches que sa Défense a laissées. Seul le niveau le plus haut compte ; à égalité, "
        "aucun.",
    ),
    "pt.level": ("Level", "Niveau"),
    "pt.examples": ("Examples", "Exemples"),
    "pt.save_chance": ("Save", "Annule"),
    "pt.invasion": ("Invasion", "Invasion"),
    "pt.limits": ("Stat limits", "Limites des statistiques"),
    "pt.limits_help": (
        "Whatever the bonuses and maluses, a stat stays within these bounds.",
        "Quels que soient bonus et malus, une statistique reste dans ces bornes.",
    ),
    "pt.min": ("Min.", "Min."),
    "pt.max": ("Max.", "Max."),
    "pt.other_actions": ("Other actions", "Autres actions"),
    "action.barricade": ("Barricade", "Barricader"),
    "action_help.barricade": (
        "In a fortified cell: immune to shooting until the troop's next turn.",
        "Dans une case fortifiée : immunisée contre les tirs jusqu'à son prochain tour.",
    ),
    "action.invasion": ("Invasion", "Invasion"),
    "action_help.invasion": (
        "Enter an empty fortified cell on a d6 above its level (a defending army just moves in).",
        "Entrer dans une case fortifiée vide sur un d6 supérieur à son niveau (l'armée qui "
        "défend y entre en se déplaçant).",
    ),
    "action.flight": ("Flight", "Fuite"),
    "action_help.flight": (
        "The troop leaves the field for good and counts as destroyed.",
        "La troupe quitte le champ de bataille pour de bon et compte comme détruite.",
    ),
    "action.duel": ("Duel", "Lancer un duel"),
    "action_help.duel": (
        "A leader challenges another: the loser's troop flees; refusing costs 1 Loyalty "
        "(once at most).",
        "Un chef en défie un autre : la troupe du perdant s'enfuit ; refuser coûte 1 de "
        "Loyauté (une fois au plus).",
    ),
    "action.division": ("Division", "Division"),
    "action_help.division": (
        "Split into two troops; the new one appears next to it, led by a chief who was in "
        "the troop.",
        "Se scinder en deux troupes ; la nouvelle apparaît à côté, menée par un chef qui "
        "était dans la troupe.",
    ),
    "action.fusion": ("Fusion", "Fusion"),
    "action_help.fusion": (
        "Merge with an adjacent troop of the same type, neither having attacked this turn; "
        "one leader stays. Different units take the weaker of each stat; the larger troop "
        "gives name and type.",
        "Fusionner avec une troupe adjacente du même type, aucune n'ayant attaqué ce tour ; "
        "un seul chef reste. Des unités différentes prennent la plus faible de chaque "
        "statistique ; la plus nombreuse donne nom et type.",
    ),
    "pt.loyalty_table": ("Loyalty tests", "Tests de loyauté"),
    "pt.loyalty_rule": (
        "2d6 ≤ Loyalty holds; a 2 always holds, a 12 always fails.",
        "2d6 ≤ Loyauté tient ; un 2 tient toujours, un 12 échoue toujours.",
    ),
    "pt.loyalty_triggers": ("A troop tests when", "Une troupe teste quand"),
    "trigger.army_value": (
        "its army is worth less than a third of the enemy army",
        "son armée vaut moins du tiers de l'armée ennemie",
    ),
    "trigger.troop_size": (
        "it has fewer than a third of its starting units",
        "il lui reste moins du tiers de ses unités de départ",
    ),
    "trigger.leader_gone": (
        "the army leader's troop is no longer on the field",
        "la troupe du dirigeant n'est plus sur le champ de bataille",
    ),
    "trigger.fear": (
        "it is next to a source of fear (a giant creature…)",
        "elle est adjacente à une source de peur (créature gigantesque…)",
    ),
    "trigger.health": (
        "it suffers from hunger, sickness, lack of sleep…",
        "elle souffre de malnutrition, maladie, manque de sommeil…",
    ),
    "pt.chance": ("Chance", "Chance"),
    "pt.fate": ("After the war: the leaders' fate", "Après la guerre : le sort des chefs"),
    "pt.fate_help": (
        "Every leader who fought rolls for their situation; each cell is the outcome's "
        "exact chance.",
        "Chaque chef ayant combattu lance selon sa situation ; chaque case donne la chance "
        "exacte du résultat.",
    ),
    "pt.fate_help_players": (
        "Every leader who fought rolls the dice of their situation and reads the total below.",
        "Chaque chef ayant combattu lance les dés de sa situation et lit le total ci-dessous.",
    ),
    "pt.fate_notes": (
        "* Ignored if none of the leader's units fell. 3-6: then apply 7 as well. "
        "Influence bonuses never add up: keep the best.",
        "* Ignoré si aucune unité du chef n'est tombée. 3 à 6 : appliquez ensuite 7. "
        "Les bonus d'influence ne se cumulent pas : gardez le meilleur.",
    ),
    "pt.fate_winner": ("Winning army", "Armée gagnante"),
    "pt.fate_loser": ("Losing army", "Armée perdante"),
    "pt.roll": ("Roll", "Jet"),
    "pt.outcome": ("Outcome", "Résultat"),
    "fate.win_destroyed": ("troop destroyed", "troupe anéantie"),
    "fate.win_fled": ("troop fled", "troupe enfuie"),
    "fate.win_present": ("troop still there", "troupe présente"),
    "fate.lose_destroyed": ("troop destroyed", "troupe anéantie"),
    "fate.lose_fled_pursued": ("fled, pursued", "enfuie, poursuivie"),
    "fate.lose_fled_not_pursued": ("fled, not pursued", "enfuie, non poursuivie"),
    "pt.fate_loser_present": (
        "A losing leader whose troop stayed to the end rolls as if it fled (ruling M5).",
        "Un chef vaincu dont la troupe est restée jusqu'au bout lance comme si elle avait "
        "fui (arbitrage M5).",
    ),
    "outcome.dead": ("Dead: killed by the enemy", "Décédé : tué par l'ennemi"),
    "outcome.captured": ("Captured: a prisoner of war", "Capturé : prisonnier de guerre"),
    "outcome.mental_wound": (
        "Mental wound: roll on the mental wounds table",
        "Blessure mentale : table des blessures mentales",
    ),
    "outcome.physical_wound": (
        "Physical wound: roll on the physical wounds table",
        "Blessure physique : table des blessures physiques",
    ),
    "outcome.scar": (
        "Scar: roll its place on the physical wounds table",
        "Cicatrice : son emplacement sur la table des blessures physiques",
    ),
    "outcome.weak": (
        "Weak: at most 25% of hit and magic points",
        "Faible : 25 % des points de vie et de magie au plus",
    ),
    "outcome.healthy": (
        "Healthy: at most 75% of hit and magic points",
        "Santé : 75 % des points de vie et de magie au plus",
    ),
    "outcome.perfect_health": (
        "Perfect health: nothing lost",
        "Parfaite santé : rien de perdu",
    ),
    "outcome.respected": (
        "Respected: the troops recognise your worth",
        "Respecté : ses hommes reconnaissent son mérite",
    ),
    "outcome.revered": ("Revered: risked life for the troops", "Révéré : a risqué sa vie"),
    "outcome.venerated": ("Venerated: a war hero", "Vénéré : un héros de guerre"),
    "pt.lost_units": ("After the war: units lost", "Après la guerre : unités perdues"),
    "pt.lost_units_help": (
        "One d6 per unit lost (1/6 each).",
        "Un d6 par unité perdue (1/6 chacun).",
    ),
    "lost.gruesome_death": (
        "Gruesome death: died in agony and was stripped",
        "Mort affreuse : dans la souffrance, et dépouillé",
    ),
    "lost.glorious_death": (
        "Glorious death: fell helping comrades, remembered",
        "Mort glorieuse : tombé en aidant les siens, on s'en souviendra",
    ),
    "lost.crippled": (
        "Crippled for life: will never go to war again",
        "Blessure permanente : ne fera plus jamais la guerre",
    ),
    "lost.grave_wound": (
        "Grave wound: back in a few months",
        "Blessure grave : de retour dans quelques mois",
    ),
    "lost.light_wound": ("Light wound: back tomorrow", "Blessure légère : de retour demain"),
    "lost.unhurt": (
        "More fright than harm: can fight again at once",
        "Plus de peur que de mal : peut combattre tout de suite",
    ),
}
