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
        "Fast but costly; a ranged troop it attacks cannot strike back.",
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
    "pt.n_units.one": ("{n}\u00a0unit", "{n}\u00a0unité"),
    "pt.n_units.many": ("{n}\u00a0units", "{n}\u00a0unités"),
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
    "pt.approximate": (
        "≈: a chance right to about half a point (a troop of more than {n} units is "
        "followed on {n} of its sizes).{ruling_M10}",
        "≈ : chance juste à un demi-point près environ (une troupe de plus de {n} unités "
        "est suivie sur {n} de ses effectifs){ruling_M10}.",
    ),
    "pt.side": ("Side", "Côté"),
    "pt.whose_alone": ("Its army is", "Son armée vaut"),
    "pt.whose_allied": ("Its army and its allies are", "Son armée et ses alliées valent"),
    "pt.leader_troop": ("Leader's troop", "Troupe du dirigeant"),
    "pt.no_leader_troop": ("not named", "non désignée"),
    "pt.value": ("Army value", "Valeur de l'armée"),
    "pt.value_gold": ("{value}\u00a0gold", "{value}\u00a0po"),
    "pt.special_share": (
        "Special troops: {special} of {units}\u00a0units (a\u00a0third\u00a0is\u00a0{third})",
        "Troupes spéciales : {special}\u00a0unités sur {units} (le\u00a0tiers :\u00a0{third})",
    ),
    "pt.value_test_yes": (
        "{whose} worth less than a third of the enemy's value at the start ({value} < "
        "{enemy} ÷ 3): every troop tests loyalty each turn while it stays so.",
        "{whose} moins du tiers de la valeur de l'ennemi au départ ({value} < {enemy} ÷ 3) : "
        "chaque troupe teste sa loyauté à chaque tour tant que c'est le cas.",
    ),
    "pt.value_test_no": (
        "{whose} worth {value}\u00a0gold at the start; its troops test loyalty once it is worth "
        "less than a third of the enemy's value at that moment: under {threshold}\u00a0gold "
        "while the enemy keeps its {enemy}; work it out again after each army's losses.",
        "{whose} {value}\u00a0po au départ ; ses troupes testent leur loyauté dès qu'elle "
        "vaut moins du tiers de la valeur de l'ennemi à ce moment : moins de "
        "{threshold}\u00a0po tant que l'ennemi garde ses {enemy}\u00a0po ; à recalculer "
        "après les pertes de chaque armée.",
    ),
    "pt.value_listed": (
        "Troops listed: {value}\u00a0gold",
        "Troupes listées : {value}\u00a0po",
    ),
    "pt.value_whole": ("Whole army's value, in gold", "Valeur de l'armée entière, en po"),
    "pt.value_announced": ("given by the GM", "annoncée par le MJ"),
    "pt.value_why": (
        # never "troops not listed included": the players' copy is made without the
        # secrets and cannot know whether any troop is left out (kitgen.secrets: a
        # secret changes no byte of it); every players' copy says the GM's value *may*
        # count troops missing from its pages, whatever the battle holds, so the blank
        # beside the troops listed reads as meant, and leaks nothing (round 11)
        "The GM gives its whole value (it may count troops missing from these pages): "
        "your army tests loyalty below a third of it.",
        "Le MJ annonce sa valeur entière (elle peut compter des troupes absentes de ces "
        "pages) : votre armée teste sa loyauté sous son tiers.",
    ),
    "pt.state_ailing": (
        "ailing from the start: {what} — tests loyalty every turn",
        "malade dès le départ : {what} — teste sa loyauté à chaque tour",
    ),
    "pt.state_fearsome": (
        "source of fear: every troop next to it tests loyalty, its own army's too",
        "source de peur : chaque troupe adjacente teste sa loyauté, même de son armée",
    ),
    "pt.fear_start": (
        " — at the start ({cell}) the cells next to it are {cells}",
        " — au départ ({cell}), ses cases voisines : {cells}",
    ),
    "pt.fear_there": ("{troop} ({cell})", "{troop} ({cell})"),
    "pt.fear_who": ("; there: {who}", " ; s'y tiennent : {who}"),
    "pt.fear_nobody": ("; no troop there", " ; aucune troupe"),
    "pt.fear_check": ("; check again every turn", " ; à vérifier à chaque tour"),
    "pt.roster_key": (
        "Mov: movement (cells) · Rng: range (cells) · Att: attack · Def: defense · "
        "Loy: loyalty · Val: value (gold per unit).",
        "Mvt : mouvement (cases) · Por : portée (cases) · Att : attaque · Déf : défense · "
        "Loy : loyauté · Val : valeur (po, pièces d'or, par unité).",
    ),
    "pt.col_dice_key": (
        "Dice: an attack at full strength (8\u00a0×\u00a05: roll 8d6, each success "
        "counts 5\u00a0hits; see “{page}”).",
        "Dés : une attaque à pleins effectifs (8\u00a0×\u00a05 : lancez 8d6, "
        "chaque réussite compte 5\u00a0touches ; voir « {page} »).",
    ),
    "pt.col_loyalty_key": (
        "Holds: the chance the troop passes a loyalty test (2d6 ≤ its Loyalty).",
        "Tient : la chance que la troupe réussisse un test de loyauté (2d6 ≤ sa Loyauté).",
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
    "pt.sheet_n": ("Sheet\u00a0{n}", "Fiche\u00a0{n}"),
    # --- map and cells ----------------------------------------------------------------
    "pt.map": ("Battlefield", "Champ de bataille"),
    "pt.map_help": (
        "Each cell shows its code and its terrain's pattern; a thick frame marks a "
        "fortification, its level in the corner on a white crenellated tower; the road is "
        "the dark band, dashed where it crosses a ford or a village. Each troop is marked "
        "by its sheet number, in its side's marker.",
        "Chaque case porte son code et le motif de son terrain ; un cadre épais marque une "
        "fortification, son niveau dans le coin sur une tour blanche crénelée ; la route "
        "est la bande sombre, en pointillés là où elle traverse un gué ou un village. "
        "Chaque troupe porte le numéro de sa fiche, dans le marqueur "
        "de son armée.",
    ),
    "pt.legend": ("Legend", "Légende"),
    "pt.cost": ("Movement cost", "Coût de mouvement"),
    "pt.cost_short": ("Cost", "Coût"),
    "pt.cost_n": ("{n}\u00a0pt", "{n}\u00a0pt"),
    "pt.cost_later": ("{cost}, {later} from turn {turn}", "{cost}, {later} dès le tour {turn}"),
    "pt.cost_then": ("{later} from turn {turn}", "{later} dès le tour {turn}"),
    "pt.fortification": ("Fortification", "Fortification"),
    "pt.fortification_n": ("fortification\u00a0{n}", "fortification\u00a0{n}"),
    "pt.cell_count": ("Cells on the map: {n}", "Cases sur la carte : {n}"),
    # a fortified cell's own numbers (what every card has in common is said once)
    "pt.cell_second": (
        "Second defense: {level} or less ({chance})",
        "Seconde défense : {level} ou moins ({chance})",
    ),
    "pt.cell_enter": (
        "Invading it empty: d6 above {level} ({chance})",
        "Invasion (case vide) : d6 au-dessus de {level} ({chance})",
    ),
    "pt.cell_troops": ("At the start", "Au départ"),
    "pt.blank_cell": ("New cell", "Nouvelle case"),
    "pt.blank_cell_help": (
        "To fill in, for a cell the war changes: a breach, a burnt bridge, a trench dug.",
        "À remplir, pour une case que la guerre change : brèche, pont brûlé, tranchée creusée.",
    ),
    "pt.blank_cards_help": (
        "The “New cell” cards are to fill in for a cell the war changes: a breach, a burnt "
        "bridge, a trench dug.",
        "Les cartes « Nouvelle case » sont à remplir pour une case que la guerre change : "
        "brèche, pont brûlé, tranchée creusée.",
    ),
    "pt.aid_move": ("Moving", "Se déplacer"),
    "pt.aid_fort": ("Fortified cell", "Case fortifiée"),
    "pt.aid_barricade": (
        "A troop that did not attack may barricade: safe from shots until its next turn.",
        "Une troupe qui n'a pas attaqué peut se barricader : à l'abri des tirs jusqu'à son "
        "prochain tour.",
    ),
    "pt.aid_invade": (
        "An empty fortified cell is invaded on the roll its card gives; the defending army "
        "walks in.",
        "Une case fortifiée vide s'envahit au jet que donne sa carte ; l'armée qui la défend "
        "y entre sans jet.",
    ),
    "pt.event_card": ("Event · {when}", "Événement · {when}"),
    "pt.event_card_any": ("Event", "Événement"),
    "pt.back_aid": ("Rules card", "Carte d'aide"),
    "pt.back_event": ("Event card", "Carte d'événement"),
    "pt.blank_event": ("New event", "Nouvel événement"),
    "pt.blank_event_when": ("When", "Quand"),
    "pt.blank_event_what": ("What happens, what it changes", "Ce qui arrive, ce que ça change"),
    "pt.cells": ("Cell cards", "Cartes de case"),
    "pt.cells_help": (
        "One per kind of cell on the map. A cell without a fortification gives no save: "
        "the troop's Defense is all it has. In a fortified cell, each hit the troop's "
        "Defense lets through is rolled again, saved as the card's second defense says "
        "(not against an attacker fortified as well or better), and a troop that did not "
        "attack may barricade: safe from shots until its next turn. An empty fortified "
        "cell is invaded on the roll its card gives; the defending army walks in.",
        "Une par type de case de la carte. Une case sans fortification ne protège pas : la "
        "Défense de la troupe est sa seule protection. Dans une case fortifiée, chaque "
        "touche que la Défense laisse passer est relancée et annulée comme le dit la seconde "
        "défense de la carte (pas contre un attaquant aussi fortifié ou plus), et une "
        "troupe qui n'a pas attaqué peut se barricader : à l'abri des tirs jusqu'à son "
        "prochain tour. Une case fortifiée vide s'envahit au jet que donne sa carte ; "
        "l'armée qui défend y entre sans jet.",
    ),
    "pt.blank_code": ("Code and name", "Code et nom"),
    "pt.blank_terrain": ("Terrain", "Terrain"),
    "pt.blank_cost": ("Movement cost (circle one)", "Coût de mouvement (entourez)"),
    "pt.blank_fort": ("Fortification (circle one)", "Fortification (entourez)"),
    # --- troop sheet ------------------------------------------------------------------
    "pt.blank_troop": ("New troop", "Nouvelle troupe"),
    # a half page an army's sheets leave beside a whole page (round 15): its war notes
    "pt.hole_title": ("War notes · {army}", "Notes de guerre · {army}"),
    "pt.hole_turn": ("Turn", "Tour"),
    "pt.hole_troop": ("Troop", "Troupe"),
    "pt.hole_what": ("What changes", "Ce qui change"),
    "pt.hole_help": (
        "What the war changes in this army, turn by turn: troops that flee, merge or "
        "divide, leaders who fall, what the army is worth now.",
        "Ce que la guerre change dans cette armée, tour après tour : troupes en fuite, "
        "fusionnées ou divisées, chefs tombés, ce que vaut l'armée.",
    ),
    "pt.blank_number": ("Sheet", "Fiche"),
    "pt.blank_army": ("Army", "Armée"),
    "pt.blank_type": ("Type", "Type"),
    "pt.blank_leader": ("Leader", "Chef"),
    "pt.blank_troop_help": (
        "For a troop the war makes: the half of a troop that divides, led by a chief who "
        "was in it; or two troops merged, with the weaker of each stat and the larger "
        "one's name and type.",
        "Pour une troupe née de la guerre : la moitié d'une troupe qui se divise, menée "
        "par un chef qui en faisait partie ; ou deux troupes fusionnées, avec la plus "
        "faible de chaque statistique, le nom et le type de la plus nombreuse.",
    ),
    "pt.blank_roll": (
        "its size's row: see “{table}”",
        "la ligne de sa taille : voir « {table} »",
    ),
    "pt.blank_track_help": (
        "Write its starting units in the first box, then, after each attack it suffers, "
        "the units it has left in the next box. Under a third of its starting units: "
        "loyalty test.",
        "Écrivez ses unités de départ dans la première case, puis, après chaque attaque "
        "subie, l'effectif restant dans la case suivante. Sous le tiers de ses unités de "
        "départ : test de loyauté.",
    ),
    "pt.blank_loyalty": ("2d6 ≤ {blank}: holds.", "2d6 ≤ {blank} : tient."),
    "pt.leads_army": ("leads the army", "dirige l'armée"),
    "pt.leader": ("Leader", "Chef"),
    "pt.pc": ("player", "PJ"),
    "pt.hits_on": ("hits on {n} or less", "touche sur {n} ou moins"),
    "pt.saves_on": ("saves on {n} or less", "annule sur {n} ou moins"),
    "pt.never": ("never", "jamais"),
    "pt.clamped": ("{value} (the rules' limit)", "{value} (limite de la règle)"),
    "pt.roll_start": ("Full force", "Attaque au départ"),
    "pt.roll_dice": ("roll {dice}d6", "lancez {dice}d6"),
    "pt.roll_cut": (
        "roll {dice}d6, each success counts {mult}\u00a0hits",
        "lancez {dice}d6, chaque réussite compte {mult}\u00a0touches",
    ),
    "pt.expected_hits_same": (
        "Expected hits: {cut} (the same average with the dice cut)",
        "Touches attendues : {cut} (même moyenne avec les dés coupés)",
    ),
    "pt.expected_hits_rounded": (
        "Expected hits: {cut} (dice cut or not, to the nearest hit)",
        "Touches attendues : {cut} (dés coupés ou non, à l'unité près)",
    ),
    "pt.expected_hits": (
        "Expected hits: {cut} ({all} rolling one die per unit)",
        "Touches attendues : {cut} ({all} avec un dé par unité)",
    ),
    "pt.track": ("Units and dice", "Unités et dés"),
    "pt.track_help": (
        "An attack suffered: one stroke through its units lost (bold: every 5th). The "
        "first free box gives units and dice. From “test” (shaded): loyalty test.",
        "Une attaque subie : un trait sur ses unités perdues (en gras : toutes les 5). La "
        "première case libre donne unités et dés. Dès « test » (teintées) : loyauté.",
    ),
    "pt.track_bands_help": (
        "Tick the band the troop falls into (a row of the dice-cutting table). From “test” "
        "(shaded boxes): loyalty test.",
        "Cochez la tranche où tombe la troupe (une ligne de la table des dés). Dès « test » "
        "(cases teintées) : test de loyauté.",
    ),
    "pt.test_mark": ("test", "test"),
    "pt.loyalty": ("Loyalty", "Loyauté"),
    "pt.action_holds": ("(holds {chance})", "(tient {chance})"),
    "pt.loyalty_chance": (
        "2d6 ≤ {loyalty}: holds {chance} ({fraction})",
        "2d6 ≤ {loyalty} : tient {chance} ({fraction})",
    ),
    "pt.loyalty_refused": (
        "After refusing a duel (Loyalty\u00a0{loyalty}): {chance}",
        "Après un duel refusé (Loyauté\u00a0{loyalty}) : {chance}",
    ),
    "pt.loyalty_fail": (
        "A failed test: the troop scatters and leaves the battle.",
        "Test raté : la troupe se disperse et quitte le combat.",
    ),
    "pt.tests_when": (
        "Tests loyalty when (check every turn)",
        "Teste quand (à vérifier à chaque tour)",
    ),
    "pt.notes_back": (
        "Battle notes: squared to sketch moves on the grid",
        "Notes de bataille : quadrillé pour croquer les mouvements sur la grille",
    ),
    "pt.breakdown": ("{stat} {value} = {how}", "{stat} {value} = {how}"),
    "pt.mastery_term": ("{label} mastery, permanent", "maîtrise {label}, permanente"),
    "pt.mastery_term_named": ("{label}, permanent", "{label}, permanente"),
    # the printed sheets: the bonus is the battle's own, not the chapter's (round 11)
    "pt.scenario_term": ("{term}; scenario's bonus", "{term} ; bonus du scénario"),
    "pt.action_stat": ("{stat}\u00a0{value}\u00a0({bonus})", "{stat}\u00a0{value}\u00a0({bonus})"),
    "pt.action_bonus": ("{line} from the scenario", "{line} du scénario"),
    "pt.notes_back_map": (
        "Battle notes: the field, light, under the map's codes, to sketch moves",
        "Notes de bataille : le terrain en clair, codes de la carte, pour croquer les mouvements",
    ),
    "pt.orders": ("Orders: cell, target or action", "Ordres : case, cible ou action"),
    "pt.orders_table": (
        "{troop}: orders declared (step 3)",
        "{troop} : ordres déclarés (étape 3)",
    ),
    "pt.orders_table_blank": ("This troop", "Cette troupe"),
    "pt.order_move": ("Moves to (cell)", "Va en (case)"),
    "pt.order_attack": ("Attacks (target)", "Attaque (cible)"),
    "pt.order_other": ("Or another action (step 8)", "Ou autre action (étape 8)"),
    "pt.third_label": ("tests <", "teste sous"),
    "pt.third_key": (
        "Tests under: a third of what the enemy is worth; below it, the army's troops "
        "test their loyalty.",
        "Teste sous : le tiers de ce que vaut l'ennemi ; en dessous, les troupes de "
        "l'armée testent leur loyauté.",
    ),
    "pt.order_turn": ("Turn\u00a0{n}", "Tour\u00a0{n}"),
    "pt.duel_refused_box": (
        "Duel refused: Loyalty\u00a0−1",
        "Duel refusé : Loyauté\u00a0−1",
    ),
    "pt.battle_actions": ("war actions", "actions de guerre"),
    "pt.trigger.army_value": (
        "its army is worth less than a third of the enemy's ({now})",
        "son armée vaut moins du tiers de l'ennemi ({now})",
    ),
    "pt.trigger.troop_size": (
        "it is down to {n}\u00a0units or fewer (under a third of {start})",
        "il lui reste {n}\u00a0unités ou moins (moins du tiers de {start})",
    ),
    "pt.trigger.troop_size_never": (
        "never for its size: under a third of {start}\u00a0units means none left",
        "jamais pour sa taille : moins du tiers de {start}\u00a0unités, c'est n'en plus "
        "avoir aucune",
    ),
    "pt.trigger.leader_gone": (
        "{troop} (the army leader's troop) has left the field",
        "{troop} (troupe du dirigeant) a quitté le champ de bataille",
    ),
    "pt.trigger.leader_gone_self": (
        "— this one: if it goes, every other troop tests",
        "— c'est elle : si elle disparaît, les autres troupes testent",
    ),
    "pt.trigger.leader_unknown": (
        "the army leader's troop has left the field",
        "la troupe du dirigeant a quitté le champ de bataille",
    ),
    "pt.trigger.fear": (
        "next to a source of fear{who}",
        "source de peur adjacente{who}",
    ),
    # round 20, 2: a troop that is a source of fear is not next to itself; the rulebook's
    # "chaque troupe" still has it test next to another one
    "pt.plain_band": ("a blank cell on the map", "case unie sur la carte"),
    "pt.trigger.fear_other": (
        "next to another source of fear{who}",
        "une autre source de peur adjacente{who}",
    ),
    "pt.trigger.health": (
        "it suffers from hunger, sickness or lack of sleep{now}",
        "elle souffre de malnutrition, maladie ou manque de sommeil{now}",
    ),
    "pt.now_yes": ("at the start: yes", "au départ : oui"),
    "pt.now_no": ("at the start: no", "au départ : non"),
    "pt.event_line": ("{when} — {text}", "{when} — {text}"),
    "pt.ailing_now": (" — from the start: {what}", " — dès le départ : {what}"),
    "pt.war_actions": ("War actions", "Actions de guerre"),
    # set apart from the action's line (round 20: "(tient 91,7 %) du scénario déclarée au
    # tour" read as one dangling phrase)
    "pt.war_declared": ("· declared on turn", "· déclarée au tour"),
    "pt.war_actions_help": (
        "Two different actions per character at most; the same action never stacks in a troop.",
        "Deux actions différentes par personnage au plus ; la même action ne se cumule pas "
        "dans une troupe.",
    ),
    "pt.expected": ("Expected losses inflicted", "Pertes infligées attendues"),
    "pt.expected_read_numbers": (
        (
            "Each number: the units the enemy loses on average to one full-strength attack "
            "by the troop, with the dice cut as the sheets roll them (rolling every die is "
            "not printed)."
        ),
        (
            "Chaque nombre : les unités que l'ennemi perd en moyenne sous une attaque de la "
            "troupe à pleine force, dés coupés comme sur les fiches (le jet de tous les dés "
            "n'est pas imprimé)."
        ),
    ),
    "pt.howto_lede": ("How to read this page:", "Comment lire cette page :"),
    "pt.howto": (
        "each sheet has two tables. The first: the units lost on average in one exchange, "
        "dice cut. The second, “{fights}”: who wins if the fight goes on to its end.",
        "chaque fiche a deux tableaux. Le premier : les unités perdues en moyenne en un "
        "échange, dés coupés. Le second, « {fights} » : qui gagne au bout du combat.",
    ),
    # which figure the verdicts over the grids read (round 21b, 1)
    "pt.howto_verdicts": (
        "Verdicts over them: from “{within}”.",
        "Verdicts au-dessus : d'après « {within} ».",
    ),
    "pt.read_lede": ("How a row reads.", "Une ligne se lit ainsi."),
    "pt.read_row": (
        "{number}, row 1, {troop} against {enemy}: one attack costs the enemy {losses};",
        "{number}, ligne 1, {troop} contre {enemy} : une attaque coûte à l'ennemi {losses} ;",
    ),
    "pt.read_open": ("{n}\u00a0units in the open", "{n}\u00a0unités à découvert"),
    "pt.read_level": (
        "{n} behind fortification {lv}",
        "{n} en fortification {lv}",
    ),
    "pt.read_riposte": (
        "the riposte costs the troop {n} at the start.",
        "la riposte lui en coûte {n} au départ.",
    ),
    "pt.read_no_riposte": ("no riposte.", "sans riposte."),
    "pt.read_fight": (
        "To the end: the troop wins {wins} of the time, the enemy {loses}, in {mean} "
        "exchanges; left on average (fights won or lost): {mine}\u00a0units to the troop, "
        "{theirs} to the enemy.",
        "Jusqu'au bout : la troupe gagne dans {wins} des cas, l'ennemi dans {loses}, en "
        "{mean} échanges ; il reste en moyenne (combats gagnés ou perdus) "
        "{mine}\u00a0unités à la troupe, {theirs} à l'ennemi.",
    ),
    "pt.expected_read_columns": (
        (
            "Columns: the enemy's fortification (it counts only when higher than the "
            "attacker's). Riposte: what the enemy strikes back in melee (the same rule). At "
            "the start: the enemy's losses on top (black), the troop's below (gray), on one "
            "scale for every sheet."
        ),
        (
            "Colonnes : la fortification de l'ennemi (comptée si elle dépasse celle de "
            "l'attaquant). Riposte : ce que l'ennemi rend au corps-à-corps (même règle). "
            "Au départ : pertes de l'ennemi en haut (noir), de la troupe en bas (gris), "
            "sur une échelle commune à toutes les fiches."
        ),
    ),
    "pt.expected_read_fights": (
        (
            "Fought to the end: the two troops trade blows until one is destroyed or "
            "flees{mark}. Exchanges: the average, then half of such fights (median), "
            "9\u00a0in\u00a010, end within that many."
        ),
        (
            "Combat jusqu'au bout : jusqu'à ce qu'une troupe soit "
            "détruite ou fuie{mark}. Échanges : en moyenne, puis la moitié des combats "
            "(médiane), 9\u00a0sur\u00a010 finissent en ce nombre ou moins."
        ),
    ),
    "pt.fights_length": (
        "The battle lasts {turns}\u00a0turns of war, {n}\u00a0exchanges at most: past that, "
        "a figure reads > {n}.",
        "La bataille dure {turns}\u00a0tours de guerre, soit {n}\u00a0échanges au plus : "
        "au-delà, on lit > {n}.",
    ),
    "pt.fights_within": (
        "Wins: over the whole fight. In {n}\u00a0exchanges: won by the battle's end; the "
        "rest: both still standing.",
        "Victoire : sur tout le combat. En {n}\u00a0échanges : gagné d'ici la fin de la "
        "bataille ; le reste : les deux encore debout.",
    ),
    "pt.fights_in_battle": ("In {n} exchanges", "En {n} échanges"),
    "pt.expected_key": (
        "units lost, dice cut; framed cell: where both start",
        "unités perdues, dés coupés ; case encadrée : les positions de départ",
    ),
    "pt.enemy_losses": (
        "The enemy's losses, by its fortification",
        "Pertes de l'ennemi, selon sa fortification",
    ),
    "pt.combat_log": (
        "Combats played: turn, attacker → target, losses dealt / taken in riposte",
        "Combats joués : tour, attaquant → cible, pertes infligées / subies en riposte",
    ),
    "pt.riposte_losses": (
        "Riposte taken, by the troop's fortification",
        "Riposte subie, selon la fortification de la troupe",
    ),
    "pt.trade_key": (
        "top: the enemy; below: the troop",
        "haut : l'ennemi ; bas : la troupe",
    ),
    "pt.expected_attacks": (
        "attacks with {dice}: {units}, Attack\u00a0{attack}",
        "attaque avec {dice} : {units}, Attaque\u00a0{attack}",
    ),
    "pt.fights": ("Fought to the end", "Combat jusqu'au bout"),
    "pt.fights_contact": ("Fought to the end, at contact", "Combat jusqu'au bout, au contact"),
    "pt.fights_contact_key": (
        "riposte included · enemy troop",
        "riposte comprise · troupe ennemie",
    ),
    "pt.sheet_notes": ("Notes", "Notes"),
    "pt.band_losses": ("Losses", "Pertes"),
    "pt.band_war_action": ("War action", "Action de guerre"),
    "pt.band_loyalty": ("Loyalty: held / failed", "Loyauté : tenu / raté"),
    "pt.fights_assume": (
        (
            "Fought to the end assumes: {dice}. One exchange = one army's turn: a loyalty "
            "test (failed: it flees, the exchange counts), attack, riposte, losses together. "
            "The sheet's troop strikes first. At contact, riposte included, a shooting "
            "troop's too. Each has its starting cell's fortification. Every loyalty test "
            "(fear, sickness, value, a third). No other troop, war action or duel."
        ),
        (
            "Hypothèses : {dice}. Un échange = le tour d'une armée : test de loyauté (raté : "
            "elle fuit, l'échange compte), attaque, riposte, pertes ensemble. La troupe de la "
            "fiche frappe la première. Au contact, riposte comprise, même au tir. Chacune "
            "garde la fortification de sa case de départ. Tous les tests de loyauté (peur, "
            "maladie, valeur, tiers). Ni autre troupe, ni action de guerre, ni duel."
        ),
    ),
    "pt.fights_assume_see": (
        "Fought to the end: its assumptions are on the first page of {title}.",
        "Combat jusqu'au bout : hypothèses en première page {title}.",
    ),
    # the rulings' block named itself, its page after it (round 11: "à la fin de la page
    # « Coût des terrains » (p. 19)" sent the reader to a page, not to the block)
    "pt.rulings_where": (
        "A small number after a sentence or a figure points to a ruling: see {page}.",
        "Un petit numéro après une phrase ou un nombre renvoie à un arbitrage : voir {page}.",
    ),
    "pt.fights_dice_cut": ("dice cut", "dés coupés"),
    "pt.fights_dice_fort": (
        "dice cut, the fortification's a die a hit",
        "dés coupés, sauf la fortification (un dé par touche)",
    ),
    "pt.fights_fear": (
        "must first hold against fear",
        "doit d'abord tenir face à la peur",
    ),
    # a matchup's verdict, over a sheet's grids (round 21, 1): the likelier side and how
    # often it wins within the battle's length (round 21b, 1), in tenths
    "pt.verdict_troop": ("troop wins {n} times in 10", "troupe gagne {n} fois sur 10"),
    "pt.verdict_enemy": ("enemy wins {n} times in 10", "ennemi gagne {n} fois sur 10"),
    "pt.verdict_sure_troop": ("troop all but unbeatable", "troupe quasi imbattable"),
    "pt.verdict_sure_enemy": ("enemy all but unbeatable", "ennemi quasi imbattable"),
    "pt.verdict_even": ("about even chances", "chances à peu près égales"),
    # a pair whose two verdicts both favour the side striking first, or second (round
    # 22, 2): each sheet has its own troop strike first
    "pt.strike_pair": ("{enemy} (sheet\u00a0{n})", "{enemy} (fiche\u00a0{n})"),
    "pt.strike_first": (
        "{pairs}: here as on the enemy's sheet, the verdict goes to the side striking "
        "first (each sheet's troop strikes first).",
        "{pairs} : ici comme sur la fiche de l'ennemi, le verdict va à qui frappe en "
        "premier (chaque fiche fait frapper sa troupe la première).",
    ),
    "pt.strike_second": (
        "{pairs}: here as on the enemy's sheet, the verdict goes to the side striking "
        "second (each sheet's troop strikes first).",
        "{pairs} : ici comme sur la fiche de l'ennemi, le verdict va à qui frappe en "
        "second (chaque fiche fait frapper sa troupe la première).",
    ),
    "pt.verdict_undecided": (
        "often undecided in {n} exchanges",
        "souvent indécis en {n} échanges",
    ),
    "pt.fights_wins": ("Wins", "Victoire"),
    "pt.fights_mine": ("troop", "troupe"),
    "pt.fights_theirs": ("enemy", "ennemi"),
    "pt.fights_exchanges": ("Exchanges until it ends", "Échanges avant la fin"),
    "pt.fights_mean": ("average", "en moy."),
    # round 20, 1: heads that say what they are without the prose of the first page
    "pt.fights_half": ("median", "médiane"),
    "pt.fights_most": ("9\u00a0in\u00a010\u00a0≤", "9\u00a0sur\u00a010\u00a0≤"),
    "pt.fights_left": ("Left (avg.)", "Il reste (moy.)"),
    "pt.trade_scale": ("{n}\u00a0units", "{n}\u00a0unités"),
    "pt.trade": ("At the start", "Au départ"),
    "pt.enemy_fortification": ("The enemy's fortification", "Fortification de l'ennemi"),
    "pt.enemy": ("Enemy troop", "Troupe ennemie"),
    "pt.open": ("no fortification", "sans fortification"),
    "pt.open_short": ("none", "aucune"),
    "pt.one_each": ("1 die each", "1 dé chacune"),
    "pt.one_each_tag": ("1 die/unit", "1 dé/unité"),
    "pt.no_riposte": ("no riposte", "pas de riposte"),
    "pt.shooting": (
        "Shooting (range {range}, 2 cells or more, not after moving): the same losses for "
        "the enemy, and no riposte.",
        "Tir (portée {range}, 2 cases ou plus, pas après un déplacement) : mêmes pertes "
        "pour l'ennemi, sans riposte.",
    ),
    "pt.shooting_rule": (
        "Shooting (range {range}, 2 cells or more, not after moving): resolved like melee, "
        "with no riposte.",
        "Tir (portée {range}, 2 cases ou plus, pas après un déplacement) : se résout comme "
        "le corps-à-corps, sans riposte.",
    ),
    "pt.ability": ("Ability", "Habileté"),
    "pt.fearsome": (
        "Source of fear: every troop next to it tests loyalty, its own army's too.",
        "Source de peur : chaque troupe adjacente teste sa loyauté, même de son armée.",
    ),
    "pt.stands": ("Starts in", "Départ"),
    # the scenario page: the sides at a glance, the reduced map, the war's turn
    "pt.side_players": ("Players", "Joueurs"),
    "pt.side_leader": ("Led by {leader} ({troop})", "Dirigée par {leader} ({troop})"),
    "pt.side_leader_troop": ("Leading troop: {troop}", "Troupe du dirigeant : {troop}"),
    "pt.side_strength": (
        "{troops}\u00a0troops, {units}\u00a0units",
        "{troops}\u00a0troupes, {units}\u00a0unités",
    ),
    "pt.side_value_losses": (
        "Worth {value}\u00a0gold; a unit lost takes off: {values}",
        "Valeur : {value}\u00a0po ; une unité perdue ôte : {values}",
    ),
    # the players' copy, an army it does not know whole: what its pages list, then the
    # GM's whole value apart ("5 troops, 258 units" beside "may count troops missing"
    # read as a contradiction, round 18)
    "pt.side_strength_listed": (
        "Troops listed here: {troops}, {units}\u00a0units, {value}\u00a0gold",
        "Troupes listées ici : {troops}, {units}\u00a0unités, {value}\u00a0po",
    ),
    "pt.side_value_listed": (
        # never "hidden troops included": the copy cannot know whether any are (see
        # pt.value_why); it says only that the GM's figure may count some
        "The whole army's value is given by the GM (it may count troops missing from these pages)",
        "Valeur de l'armée entière annoncée par le MJ (elle peut compter des troupes "
        "absentes de ces pages)",
    ),
    "pt.loss_value_sheet": (
        "{value}\u00a0gold\u00a0(sheet\u00a0{sheets})",
        "{value}\u00a0po\u00a0(fiche\u00a0{sheets})",
    ),
    "pt.loss_value_sheets": (
        "{value}\u00a0gold\u00a0(sheets\u00a0{sheets})",
        "{value}\u00a0po\u00a0(fiches\u00a0{sheets})",
    ),
    "pt.side_defends": (
        "Defends its position (fortified cells without an invasion roll)",
        "Défend sa position (cases fortifiées sans jet d'invasion)",
    ),
    "pt.side_ailing": (
        "{troop}: ailing, tests loyalty every turn",
        "{troop} : malade, teste sa loyauté à chaque tour",
    ),
    "pt.side_ailing_odds": (
        "{troop}: ailing; {turns}",
        "{troop} : malade ; {turns}",
    ),
    # the chance it is still there after its loyalty test(s) of turn 1, then of turn 2
    "pt.side_ailing_turn": (
        "still there after turn {n}'s test: {p}",
        "reste après le test du tour {n} : {p}",
    ),
    "pt.side_ailing_turn_two": (
        "still there after turn {n}'s tests: {p}",
        "reste après les tests du tour {n} : {p}",
    ),
    "pt.side_ailing_next": (", turn\u00a0{n}'s: {p}", ", du\u00a0{n} : {p}"),
    "pt.side_ailing_balance": (
        "; the army fights mostly without it",
        " ; l'armée joue surtout sans elle",
    ),
    "pt.side_fearsome": ("{troop}: a source of fear", "{troop} : source de peur"),
    "pt.field": ("The field at the start", "Le terrain au départ"),
    "pt.field_help": (
        "Left: the {page} map, reduced; the road a dark band, a "
        "fortification a thick frame, each troop at its start by its sheet's number.",
        "Ci-contre : la carte « {page} » réduite ; la route en bande sombre, une "
        "fortification d'un cadre épais, chaque troupe sous le numéro de sa fiche.",
    ),
    "pt.war_turn": ("A turn of war", "Un tour de guerre"),
    "pt.war_turn_help": (
        "Each army plays its whole turn, box {page}, then the next, in the order of the "
        "columns below{allies}. The turn of war ends when all have "
        "played: tick an army's box as its turn ends.",
        "Chaque armée joue son tour entier, encadré {page}, puis la suivante, dans "
        "l'ordre des colonnes{allies}. Le tour de guerre finit quand toutes ont joué : "
        "cochez la case d'une armée quand elle a fini.",
    ),
    # said only where a side has more than one army
    "pt.war_turn_allies": ("; allies one after the other", " ; les alliées l'une après l'autre"),
    "pt.turn_n": ("Turn", "Tour"),
    "pt.turn_end": ("end", "fin"),
    "pt.turn_start": ("Start", "Départ"),
    "pt.gold_unit": ("gold", "po"),
    "pt.war_turn_values": (
        "On the line, what the army is still worth.",
        "Sur la ligne, sa valeur restante.",
    ),
    "pt.war_turn_end": (
        "The battle lasts {n}\u00a0turns of war at most: at the end of turn\u00a0{n}, judge "
        "the victory (box “{victory}”).",
        "La bataille dure {n}\u00a0tours de guerre au plus : à la fin du tour\u00a0{n}, "
        "jugez la victoire (encadré « {victory} »).",
    ),
    "pt.war_turn_last": (
        "The battle lasts {n}\u00a0turns of war at most.",
        "La bataille dure {n}\u00a0tours de guerre au plus.",
    ),
    "pt.diagonal": (
        "A diagonal step counts as any other: it costs the cell entered; range and "
        "adjacency count the same way.",
        "Un pas en diagonale compte comme un autre : il coûte la case où l'on entre ; "
        "portée et adjacence se comptent de même.",
    ),
    "pt.dear_cell": (
        "A cell costing more than its whole Movement: it may still enter it, as its whole move "
        "for the turn.",
        "Une case plus chère que tout son Mouvement : elle peut y entrer quand même, si ce "
        "pas est tout son déplacement du tour.",
    ),
}
