"""The words of Promiterra's quick reference (``quick``): key -> (english, french).

Dice cutting, the turn's steps, the other actions, what makes a troop test its loyalty,
the leaders' fate and what becomes of lost units. The facts come from seed 003; every
sentence is ours.
"""

_D5_HALVES = "1–\u20602\u00a0=\u00a01, 3–\u20604\u00a0=\u00a02 … 9–\u206010\u00a0=\u00a05"
"""A d5 read off a d10: each pair of faces and its value, kept whole on a line."""

QUICK_WORDS: dict[str, tuple[str, str]] = {
    "pt.cutting": ("Cutting the dice", "Couper le nombre de dés"),
    "pt.cutting_help": (
        "A pool of many dice (attack: one per unit; defense: one per hit) rolls the row's "
        "dice instead, and each success counts the multiplier. All defense dice succeeding "
        "cancels every hit.",
        "Une grosse réserve de dés (attaque : un par unité ; défense : un par touche) lance "
        "les dés de sa ligne, et chaque réussite compte le multiplicateur. Si tous les dés "
        "de défense réussissent, toutes les touches sont annulées.",
    ),
    "pt.cutting_example": (
        "50 units, Attack 2: 10 dice × 5; 4 successes = 20 hits. Defense 3 against 20 hits: "
        "7 dice × 3; 4 successes cancel 12, 8 units lost.",
        "50 unités, Attaque 2 : 10 dés × 5 ; 4 réussites = 20 touches. Défense 3 contre 20 "
        "touches : 7 dés × 3 ; 4 réussites en annulent 12, 8 unités perdues.",
    ),
    "pt.cutting_beyond": (
        "No troop of this war, even merged, goes past {n}\u00a0units. Beyond: 10 dice, each "
        "success counting about a tenth of the units (the full table: chapter 6).",
        "Aucune troupe de cette guerre, même fusionnée, ne dépasse {n}\u00a0unités. Au-delà : "
        "10 dés, chaque réussite comptant environ le dixième des unités (table complète : "
        "chapitre 6).",
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
        "Each troop's leader states its move, target or other action; then, before "
        "moving on, the leaders go round the table a second time to confirm the plan, or "
        "declaring starts over.",
        "Chaque chef annonce déplacement, cible ou autre action ; puis, avant de passer "
        "à la suite, les chefs font un second tour de table pour confirmer le plan, "
        "sinon on recommence.",
    ),
    "step.move": ("Move", "Déplacement"),
    "step_help.move": (
        "Up to as many points as its Movement; a cell costs 1, 2 or 3 by its terrain.",
        "Jusqu'à autant de points que son Mouvement ; une case coûte 1, 2 ou 3 selon son terrain.",
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
        "A d6 per unit, hit on ≤\u00a0Attack; the target rolls a d6 per hit, saved on "
        "≤\u00a0Defense; "
        "then the riposte the same way. Losses come off both sides at the end.",
        "Un d6 par unité, touche sur ≤\u00a0Attaque ; la cible lance un d6 par touche, annulée "
        "sur ≤\u00a0Défense ; puis la riposte de même. Les pertes se retirent des deux côtés à "
        "la fin.",
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
        "A troop in a fortified cell gets a second defense roll at the level, for hits its "
        "Defense left; its fortification counts only when higher than the attacker's.",
        "Une troupe dans une case fortifiée a un second jet de défense au niveau, pour les "
        "touches que sa Défense a laissées ; sa fortification ne compte que si elle dépasse "
        "celle de l'attaquant.",
    ),
    "pt.fort_example": (
        "Example: a troop in a wooden tower (level 2) takes 6 hits. It rolls its own Defense "
        "against the 6, then the tower's 2 against the hits left: up to 12 defense dice, in "
        "two waves of 6.",
        "Exemple : une troupe dans une tour de bois (niveau 2) reçoit 6 touches. Elle lance "
        "sa propre Défense contre les 6, puis le 2 de la tour contre les touches restantes : "
        "jusqu'à 12 dés de défense, en deux vagues de 6.",
    ),
    "pt.melee_example": ("A melee, worked through", "Un corps-à-corps pas à pas"),
    "melee_example.attack": (
        "10 light infantry (Attack 2) attack 5 heavy infantry: 10d6 give 1, 2, 2, 3, 3, 4, "
        "4, 5, 6, 6, so 3 hits (1, 2, 2).",
        "10 fantassins légers (Attaque 2) attaquent 5 fantassins lourds : 10d6 donnent 1, "
        "2, 2, 3, 3, 4, 4, 5, 6, 6, soit 3 touches (1, 2, 2).",
    ),
    "melee_example.defence": (
        "The heavy infantry (Defense 3) roll 3d6: 1, 3, 5 cancel 2 hits; 1 gets through.",
        "Les lourds (Défense 3) lancent 3d6 : 1, 3, 5 annulent 2 touches ; 1 passe.",
    ),
    "melee_example.riposte": (
        "Riposte (Attack 3): 5d6 give 1, 3, 5, 6, 6, so 2 hits; the light infantry "
        "(Defense 2) roll 3 and 5 and cancel none.",
        "Riposte (Attaque 3) : 5d6 donnent 1, 3, 5, 6, 6, soit 2 touches ; les légers "
        "(Défense 2) font 3 et 5 et n'en annulent aucune.",
    ),
    "melee_example.losses": (
        "Losses at the end: the heavy infantry keep 5 − 1 = 4 units, the light 10 − 2 = 8.",
        "Pertes à la fin : les lourds gardent 5 − 1 = 4 unités, les légers 10 − 2 = 8.",
    ),
    "pt.pursuit": (
        "When the war ends, the winners decide whether to pursue the fleeing survivors: "
        "pursuit kills more of them and breaks their spirit, but is frowned upon, ethically "
        "and diplomatically. It changes the roll of a losing leader whose troop fled.",
        "À la fin de la guerre, les vainqueurs décident s'ils poursuivent les survivants en "
        "fuite : la poursuite en tue davantage et les démoralise, mais elle est mal vue, "
        "moralement et diplomatiquement. Elle change le jet d'un chef vaincu dont la troupe "
        "a fui.",
    ),
    "pt.level": ("Level", "Niveau"),
    "pt.examples": ("Examples", "Exemples"),
    "pt.save_chance": ("Save", "Annule"),
    "pt.invasion": ("Invasion", "Invasion"),
    "pt.limits": ("Stat limits", "Limites des statistiques"),
    "pt.limits_help": (
        "Whatever the bonuses and penalties, a stat stays within these bounds.",
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
        "A leader challenges another, who accepts or refuses. Accepted: the two leaders "
        "fight as the GM sees fit (the rules do not say how) and the loser's troop flees; "
        "refused: the refusing troop loses 1 Loyalty (once at most).",
        "Un chef en défie un autre, qui accepte ou refuse. Accepté : les deux chefs "
        "s'affrontent comme le MJ l'entend (la règle ne dit pas comment) et la troupe du "
        "perdant s'enfuit ; refusé : la troupe qui refuse perd 1 de Loyauté (une fois au "
        "plus).",
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
    "pt.loyalty_n": ("Loyalty\u00a0{n}", "Loyauté\u00a0{n}"),
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
    # the star's reading, its ruling's mark after it (the presenter's ``fate_starred``)
    "pt.fate_starred": (
        "* Ignored if the leader's own troop lost no unit in the war",
        "* Ignoré si la troupe du chef elle-même n'a perdu aucune unité pendant la guerre",
    ),
    "pt.fate_notes": (
        "Results 3 to 6: apply "
        "7 as well. Influence bonuses never add up: keep the best. A d5: roll a d10 and "
        "halve it, rounding up (" + _D5_HALVES + ").",
        "Résultats 3 à 6 : appliquez aussi le 7. "
        "Les bonus d'influence ne se cumulent pas : gardez le meilleur. Un d5 : lancez un "
        "d10, divisez par deux et arrondissez au supérieur (" + _D5_HALVES + ").",
    ),
    "pt.fate_record": ("The leaders' fate, noted", "Le sort des chefs, à noter"),
    "pt.fate_record_help": (
        "After the war: each leader's situation (winning or losing army, what became of "
        "the troop), the roll and its outcome.",
        "Après la guerre : la situation de chaque chef (armée gagnante ou perdante, sort "
        "de la troupe), le jet et son résultat.",
    ),
    "pt.col_leader": ("Leader (troop)", "Chef (troupe)"),
    "pt.col_situation": ("Situation", "Situation"),
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
        "A losing leader whose troop stayed to the end rolls as if it fled.",
        "Un chef vaincu dont la troupe est restée jusqu'au bout lance comme si elle avait fui.",
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
        "Respected: the troops recognize your worth",
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
