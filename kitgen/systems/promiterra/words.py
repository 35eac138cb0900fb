"""Promiterra's words for the kit and the terminal: key -> (english, french).

The system's name, troop types, stats, terrains and fortifications, then the GM page, the
map and its cells and the troop sheets. The facts (numbers, and the seed's names for
terrains and fortifications) come from seed 003; every sentence is ours.
"""

WORDS: dict[str, tuple[str, str]] = {
    "system.promiterra": (
        "Promiterra wars (chapter 6)",
        "Les guerres de Promiterra (chapitre 6)",
    ),
    "type.melee": ("Melee troop", "Troupe de corps-à-corps"),
    "type.ranged": ("Ranged troop", "Troupe de tir"),
    "type.mounted": ("Mounted troop", "Troupe montée"),
    "type.special": ("Special troop", "Troupe spéciale"),
    "type_short.melee": ("melee", "corps-à-corps"),
    "type_short.ranged": ("ranged", "tir"),
    "type_short.mounted": ("mounted", "montée"),
    "type_short.special": ("special", "spéciale"),
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
    # engagements (issue 24, ruling M10): a troop engaging an enemy troop, to the end;
    # a fight's length is counted in exchanges (kitgen.engagement_words)
    "engage.turns.one": ("1 exchange", "1 échange"),
    "engage.turns": ("{n} exchanges", "{n} échanges"),
    "engage.odds": (
        "{first} {p1}, {second} {p2}; exchanges: mean {mean}, half over by {p50}, 9 in 10 "
        "by {p90}; units left {left1} / {left2}",
        "{first} {p1}, {second} {p2} ; échanges : moyenne {mean}, la moitié finie en "
        "{p50}, 9 sur 10 en {p90} ; unités restantes {left1} / {left2}",
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
    "pt.col_loyalty": ("Holds", "Tient"),
    "pt.col_type": ("Type", "Type"),
    "pt.col_cell": ("Cell", "Case"),
    "pt.sheet_n": ("Sheet {n}", "Fiche {n}"),
    # --- map and cells ----------------------------------------------------------------
    "pt.map": ("Battlefield", "Champ de bataille"),
    "pt.map_help": (
        "Each cell shows its code and its terrain's pattern; a thick frame marks a "
        "fortification, its level in the corner; the road is the dark band. Each troop is "
        "marked by its sheet number, in its side's marker.",
        "Chaque case porte son code et le motif de son terrain ; un cadre épais marque une "
        "fortification, son niveau dans le coin ; la route est la bande sombre. Chaque "
        "troupe porte le numéro de sa fiche, dans le marqueur de son camp.",
    ),
    "pt.legend": ("Legend", "Légende"),
    "pt.cost": ("Movement cost", "Coût de mouvement"),
    "pt.cost_short": ("Cost", "Coût"),
    "pt.cost_n": ("{n} pt", "{n} pt"),
    "pt.fortification": ("Fortification", "Fortification"),
    "pt.fortification_n": ("fortification {n}", "fortification {n}"),
    "pt.cell_count": ("Cells on the map: {n}", "Cases sur la carte : {n}"),
    "pt.cell_save": (
        "Second defence: each hit past the troop's Defense is rolled again and saved on "
        "{level} or less ({chance} each); only against a less fortified attacker.",
        "Seconde défense : chaque touche qui passe la Défense est relancée et annulée sur "
        "{level} ou moins ({chance} chacune) ; seulement contre un attaquant moins fortifié.",
    ),
    "pt.cell_save_rule": (
        "Second defence: each hit past the troop's Defense is rolled again and saved on "
        "{level} or less; only against a less fortified attacker.",
        "Seconde défense : chaque touche qui passe la Défense est relancée et annulée sur "
        "{level} ou moins ; seulement contre un attaquant moins fortifié.",
    ),
    "pt.cell_invasion": (
        "Invading the empty cell: d6 above {level} ({chance}); a defending army walks in.",
        "Invasion de la case vide : d6 au-dessus de {level} ({chance}) ; l'armée qui défend "
        "y entre sans jet.",
    ),
    "pt.cell_invasion_rule": (
        "Invading the empty cell: d6 above {level}; a defending army walks in.",
        "Invasion de la case vide : d6 au-dessus de {level} ; l'armée qui défend y entre "
        "sans jet.",
    ),
    "pt.cell_barricade": (
        "Barricade: a troop that did not attack is safe from shots until its next turn.",
        "Barricade : une troupe qui n'a pas attaqué est à l'abri des tirs jusqu'à son "
        "prochain tour.",
    ),
    "pt.cell_troops": ("At the start", "Au départ"),
    "pt.blank_cell": ("New cell", "Nouvelle case"),
    "pt.blank_cell_help": (
        "To fill in, for a cell the war changes: a breach, a burnt bridge, a trench dug.",
        "À remplir, pour une case que la guerre change : brèche, pont brûlé, tranchée creusée.",
    ),
    "pt.blank_code": ("Code and name", "Code et nom"),
    "pt.blank_terrain": ("Terrain", "Terrain"),
    "pt.blank_cost": ("Movement cost (circle one)", "Coût de mouvement (entourez)"),
    "pt.blank_fort": ("Fortification (circle one)", "Fortification (entourez)"),
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
    "pt.battle_notes": ("During the battle", "En cours de bataille"),
    "pt.notes_back": (
        "Battle notes: squared to sketch moves on the grid",
        "Notes de bataille : quadrillé pour croquer les mouvements sur la grille",
    ),
    "pt.orders": ("This turn's orders: move, target", "Ordres du tour : déplacement, cible"),
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
        "How many units the enemy loses, on average, when the troop attacks it at full "
        "strength. In each cell: rolling every die / with the dice cut. Columns: the "
        "fortification the enemy stands behind (it counts only when higher than the "
        "attacker's). The framed cell: where both stand at the start. Riposte: what the "
        "enemy strikes back in melee. The bars: at the start, losses inflicted (dark) and "
        "suffered in riposte (grey).",
        "Combien d'unités l'ennemi perd, en moyenne, quand la troupe l'attaque à pleine "
        "force. Dans chaque case : en lançant tous les dés / en coupant les dés. Colonnes : "
        "la fortification derrière laquelle se tient l'ennemi (elle ne compte que si elle "
        "dépasse celle de l'attaquant). Case encadrée : les positions de départ. Riposte : "
        "ce que l'ennemi rend au corps-à-corps. Les barres : au départ, pertes infligées "
        "(foncé) et subies en riposte (gris).",
    ),
    "pt.expected_attacks": (
        "attacks with {dice}: {units}, Attack {attack}",
        "attaque avec {dice} : {units}, Attaque {attack}",
    ),
    "pt.fights": ("Fought to the end", "Combat jusqu'au bout"),
    "pt.fights_help": (
        "Under each table, the troop engages each enemy troop and both fight on, exchange "
        "after exchange, until one is destroyed or flees (ruling M10): who wins and how "
        "often, and by when half of such fights are over; then each side's chance, the "
        "exchanges (mean; ½, 9/10: by when half and 9 in 10 are over) and the units left "
        "when it ends.",
        "Sous chaque table, la troupe engage chaque troupe ennemie et les deux combattent, "
        "échange après échange, jusqu'à ce que l'une soit détruite ou fuie (arbitrage M10) : "
        "qui l'emporte et combien de fois, et en combien d'échanges la moitié de ces combats "
        "sont finis ; puis la chance de chacune, les échanges (moyenne ; ½, 9/10 : quand la "
        "moitié et 9 sur 10 sont finis) et les unités restantes à la fin.",
    ),
    "pt.fights_wins": ("Wins", "Victoire"),
    "pt.fights_mine": ("troop", "troupe"),
    "pt.fights_theirs": ("enemy", "ennemi"),
    "pt.fights_exchanges": ("Exchanges", "Échanges"),
    "pt.fights_mean": ("mean", "moy."),
    "pt.fights_half": ("½", "½"),
    "pt.fights_most": ("9/10", "9/10"),
    "pt.fights_left": ("Units left", "Il reste"),
    "pt.trade": ("At the start", "Au départ"),
    "pt.enemy_fortification": ("The enemy's fortification", "Fortification de l'ennemi"),
    "pt.enemy": ("Enemy troop", "Troupe ennemie"),
    "pt.open": ("no fortification", "sans fortification"),
    "pt.open_short": ("none", "aucune"),
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
}
