"""Words of the action reference, key -> (english, french).

The kinds of actions, the columns of their tables and what winning or losing each one
does, then the round in short, the round's length, hero classes and strategist ranks.
"""

REFERENCE_WORDS: dict[str, tuple[str, str]] = {
    # --- actions: their kinds, what winning or losing does ----------------------------
    "jw.win.combined_assault": (
        "Hits for 2d4 × DS variable damage instead of 1d4 (twice that on a critical).",
        "Frappe avec 2d4 × VDB de dégâts variables au lieu de 1d4 (le double sur un critique).",
    ),
    "jw.win.massive_assault": (
        "Damage adjusted by STR; +1 advantage point.",
        "Dégâts ajustés par la FOR ; +1 point d'avantage.",
    ),
    "jw.win.subtle_assault": (
        "Damage adjusted by DEX; +1 advantage point.",
        "Dégâts ajustés par la DEX ; +1 point d'avantage.",
    ),
    "jw.win.total_melee": (
        "Both armies now share the zone: total melee.",
        "Les deux armées partagent désormais la zone : mêlée totale.",
    ),
    # with no free zone next to it the pushed corps stays put and still takes the damage
    # (ruling O20)
    "jw.win.push_back": (
        "The enemy falls back one zone (stays put if none next to it is free) and takes "
        "normal damage.{ruling_O20}",
        "L'ennemi recule d'une zone (reste sur place si aucune voisine n'est libre) et subit "
        "des dégâts normaux{ruling_O20}.",
    ),
    "jw.win.harass": (
        "+1 advantage point; enemy Parry and Reflexes −1 for {rounds} (stacks). No losses.",
        "+1 point d'avantage ; Parade et Réflexe ennemis −1 pour {rounds} (cumulable). "
        "Aucune perte.",
    ),
    "jw.win.barrage": (
        "The enemy loses 1 advantage point; the army's own Parry and Reflexes +1 for "
        "{rounds} (stacks). Also a defensive counter.",
        "L'ennemi perd 1 point d'avantage ; Parade et Réflexe de l'armée +1 pour {rounds} "
        "(cumulable). Sert aussi de contre défensif.",
    ),
    "jw.win.charge": (
        "Follow with a massive assault at +2 to hit and +2 {steps}; a total melee right after "
        "gets +2.",
        "Enchaîner un assaut massif à +2 au toucher et +2 {steps} ; une mêlée totale juste "
        "après gagne +2.",
    ),
    "jw.win.move": (
        "1 initiative per move, each covering the army's speed; moves beyond the first "
        "bring the usual penalties, success or not. Rolled only once the fighting has "
        "begun.",
        "1 point d'initiative par déplacement, chacun couvrant la vitesse de l'armée ; "
        "au-delà du premier, les malus habituels s'appliquent, réussite ou non. Jet "
        "seulement une fois le combat engagé.",
    ),
    "jw.win.pincer": (
        "+1 advantage point; +4 to hit and +4 {steps} on the next assault.",
        "+1 point d'avantage ; +4 au toucher et +4 {steps} au prochain assaut.",
    ),
    "jw.win.regroup_split": (
        "The corps split or merge with no advantage lost. Merging corps must all declare "
        "it together.",
        "Les corps se séparent ou fusionnent sans perte d'avantage. Des corps qui fusionnent "
        "la déclarent tous ensemble.",
    ),
    "jw.win.withdraw": (
        "Back one zone with +2 Parry and Reflexes to the end of the round; ends a total melee.",
        "Recul d'une zone avec +2 en Parade et Réflexe jusqu'à la fin du round ; met fin à "
        "une mêlée totale.",
    ),
    "jw.win.modify_terrain": (
        "Raise or lower one characteristic of this zone or the next by one level (table below).",
        "Monter ou baisser d'un niveau une caractéristique de cette zone ou d'une voisine "
        "(tableau ci-dessous).",
    ),
    "jw.win.weaken": (
        "+1 advantage point; enemy attack rolls −1 for {rounds} (stacks).",
        "+1 point d'avantage ; jets d'attaque ennemis −1 pour {rounds} (cumulable).",
    ),
    # how long Harass, Barrage and Weaken last ("2-4 rounds", seed 002): the GM rolls
    # 1d3+1 when the action succeeds, or the house rule fixes it (ruling O19)
    "jw.lasting.roll": ("1d3+1 rounds{ruling_O19}", "1d3+1 rounds{ruling_O19}"),
    "jw.lasting.fixed": ("{n} rounds", "{n} rounds"),
    "jw.win.break_morale": (
        "The enemy loses 1 advantage point; no troops engaged.",
        "L'ennemi perd 1 point d'avantage ; aucune troupe engagée.",
    ),
    "jw.win.pitfall": (
        "The enemy loses 1 advantage point; a subtle assault this round gets +2 to hit and +2 "
        "{steps}.",
        "L'ennemi perd 1 point d'avantage ; un assaut subtil ce round gagne +2 au toucher et +2 "
        "{steps}.",
    ),
    "jw.win.spying": ("+1 advantage point.", "+1 point d'avantage."),
    "jw.win.mining": (
        "Needs a preparation point. Damage to the enemy without engaging troops.",
        "Demande un point de préparation. Dégâts à l'ennemi sans engager de troupes.",
    ),
    "jw.lose.total_melee": (
        "Broken up: the attacker takes damage and loses 2 advantage points.",
        "Morcelé : l'attaquant subit des dégâts et perd 2 points d'avantage.",
    ),
    "jw.lose.push_back": (
        "−1 advantage point and the attacker takes the defender's damage.",
        "−1 point d'avantage et l'attaquant subit les dégâts du défenseur.",
    ),
    "jw.lose.move": (
        "One move fewer (with one move, the army stays put); −1 advantage point.",
        "Un déplacement de moins (s'il n'y en avait qu'un, l'armée reste sur place) ; −1 "
        "point d'avantage.",
    ),
    "jw.lose.regroup_split": (
        "The change happens anyway; −1 advantage point.",
        "Le changement a lieu quand même ; −1 point d'avantage.",
    ),
    "jw.lose.withdraw": (
        "Back one zone anyway; −1 advantage point.",
        "Recul d'une zone quand même ; −1 point d'avantage.",
    ),
    "jw.lose.mining": (
        "Nothing happens but lost time and materials.",
        "Rien, sinon du temps et du matériel perdus.",
    ),
    "jw.lose.none": ("Nothing more.", "Rien de plus."),
    "jw.lose_points.one": ("−{n} advantage point.", "−{n} point d'avantage."),
    "jw.lose_points.many": ("−{n} advantage points.", "−{n} points d'avantage."),
    "jw.kind_title.offensive": ("Offensive actions", "Actions offensives"),
    "jw.kind_title.manoeuvre": ("Maneuvers", "Manœuvres"),
    "jw.kind_title.subversive": ("Subversive actions", "Actions subversives"),
    "jw.stronghold_note": (
        "Against a stronghold: {skill} + 5 × its level.",
        "Contre une place forte : {skill} + 5 × son niveau.",
    ),
    "jw.cost_move": ("1–5", "1–5"),
    "jw.special": ("special", "spécial"),
    # --- the reference pages ----------------------------------------------------------
    "jw.reference": ("Action reference", "Aide-mémoire des actions"),
    "jw.cost": ("Init.", "Init."),
    "jw.roll": ("Roll", "Jet"),
    "jw.on_success": ("On a success", "Si réussite"),
    "jw.on_failure": ("On a failure", "Si échec"),
    "jw.rules": ("The round, in short", "Le round en bref"),
    "jw.always": ("At any time", "À tout moment"),
    "jw.round_length": ("Length of a round", "Durée d'un round"),
    "jw.participants": ("Participants", "Participants"),
    "jw.below_battle": (
        "Fewer than {n} participants: not a battle, use the usual combat.",
        "Moins de {n} participants : pas une bataille, combat classique.",
    ),
    "jw.hero_classes": ("Hero classes", "Classes de héros"),
    "jw.class": ("Class", "Classe"),
    "jw.rank": ("Rank", "Rang"),
    "jw.points": ("Points", "Points"),
    "jw.class_help": (
        "A player character or a superior race moves one class up, once (an ordinary character "
        "becomes minor). No bonus above the rank, no penalty below minus the rank, "
        "penalties worth the points at most; bonuses less penalties spend the points "
        "exactly.",
        "Un PJ ou une race supérieure monte d'une classe, une fois (un personnage ordinaire "
        "devient mineur). Aucun bonus au-dessus du rang, aucun malus sous moins le rang, des "
        "malus valant au plus les points ; bonus moins malus dépensent tous les points.",
    ),
    "jw.strategist": ("Strategist", "Stratège"),
    "jw.from_level": ("From level", "Dès le niveau"),
    "jw.strategist_help.rank": (
        "A strategist adds his rank to the army level, and gives as many advantage points "
        "in round\u00a01{ruling_O22} and at each later initiative roll.",
        "Un stratège ajoute son rang au niveau d'armée, et donne autant de points d'avantage au "
        "round\u00a01{ruling_O22} et à chaque jet d'initiative suivant.",
    ),
    "jw.strategist_help.both": (
        "A strategist adds his rank to the army level, gives twice as many advantage points "
        "in round\u00a01 and as many at each later initiative roll.",
        "Un stratège ajoute son rang au niveau d'armée, donne deux fois autant de points "
        "d'avantage au round\u00a01 et autant à chaque jet d'initiative suivant.",
    ),
    # --- the round, in short ----------------------------------------------------------
    "jw.seq.initiative.title": ("Initiative", "Initiative"),
    # the first step in three short points (a paragraph of nine lines read badly)
    "jw.seq.initiative.1": (
        "At the first round each army (each corps) rolls d20 + Initiative.",
        "Au premier round, chaque armée (chaque corps) tire d20 + Initiative.",
    ),
    "jw.seq.initiative.2": (
        "Each round the lowest score declares first and the highest acts first, knowing "
        "what the others declared; each action's cost comes off the score, so the order "
        "may change.",
        "À chaque round, le score le plus bas déclare le premier et le plus haut agit le "
        "premier, en connaissant les déclarations des autres ; le coût de chaque action se "
        "retire du score, si bien que l'ordre peut changer.",
    ),
    "jw.seq.initiative.3": (
        "Score used up: the army rolls again, with no grace round; it loses 2 advantage "
        "points instead, unless a strategist of rank 2 or more or the Assurance talent "
        "spares it "
        "(its sheet says what it pays).",
        "Score épuisé : l'armée relance l'initiative, sans round de grâce ; elle perd 2 "
        "points d'avantage à la place, sauf si un stratège de rang 2 ou plus ou l'Assurance "
        "l'en dispense (sa fiche dit ce qu'elle paie).",
    ),
    "jw.seq.declare.title": ("Declaration", "Déclaration"),
    "jw.seq.declare": (
        "At most 2 actions, of different types (offensive, maneuver, subversive), within 5 "
        "initiative points. Share out the advantage points: environment, security, focus "
        "(the army's attention, as a character's in ordinary combat; these points stay, "
        "negative scores free some), then protection, fury, preparation (one point at "
        "most: +1 move, needed to mine), which the round spends. Name the heroes who step "
        "in; the commander may spend a heroism point for 3 advantage points.",
        "2 actions au plus, de types différents (offensive, manœuvre, subversive), dans la "
        "limite de 5 points d'initiative. Répartir les points d'avantage : environnement, "
        "sécurité, focus (l'attention de l'armée, comme celle d'un personnage au combat "
        "ordinaire ; ces points restent, des scores négatifs en libèrent), puis protection, "
        "hargne, préparation (un point au plus : +1 déplacement, requis pour miner), que le "
        "round consomme. Annoncer les "
        "héros qui interviennent ; le commandant peut dépenser un point d'héroïsme pour 3 "
        "points d'avantage.",
    ),
    "jw.seq.moves.title": ("Moves", "Déplacements"),
    "jw.seq.moves": (
        "Resolved before anything else, and rolled only once the fighting has begun. Leaving "
        "a zone may take more moves (see its card).",
        "résolus avant tout le reste, au dé seulement une fois le combat engagé. Quitter une "
        "zone peut demander plus de déplacements (voir sa carte).",
    ),
    "jw.seq.actions.title": ("Actions", "Actions"),
    "jw.seq.actions": (
        "In the order the commander picks: d20 + the army's skill against the enemy's passive "
        "defense (10 + its skill); meeting it succeeds. Against a declared defensive counter "
        "the defender rolls too. A critical lets the roller pick one: a hero death for an "
        "enemy hero engaged this round, (1d4 + modifier) × DS (damage step, see 5) more "
        "damage, or 1 advantage "
        "point, even on an action that deals no damage.",
        "dans l'ordre que choisit le commandant : d20 + la compétence de l'armée contre la "
        "défense passive ennemie (10 + sa compétence) ; l'égaler réussit. Contre un contre "
        "défensif déclaré, le défenseur lance aussi. Un critique laisse choisir : une mort "
        "de héros pour un héros ennemi engagé ce round, (1d4 + modificateur) × VDB de dégâts "
        "en plus, ou 1 point d'avantage, même sur une action sans dégâts.",
    ),
    "jw.seq.damage.title": ("Damage", "Dégâts"),
    "jw.seq.damage": (
        "BD (base damage, a tenth of the hit points) + (1d4 + STR or DEX modifier + fury) × "
        "DS (the damage step, a tenth of BD), less (the target's CON modifier + "
        "its protection) × DS; soak beyond that comes off BD; never below 1. Tick the "
        "hit-point track: BD and DS fall with the hit points.",
        "DB (dégâts de base, un dixième des points de vie) + (1d4 + mod. de FOR ou DEX + "
        "hargne) × VDB (variation des DB, un dixième des DB), moins (mod. de CON de la "
        "cible + sa protection) × VDB ; l'encaissement en trop se retire des DB ; jamais "
        "moins de 1. Cocher la piste des points de vie : DB et VDB baissent avec eux.",
    ),
    "jw.seq.end.title": ("End of the round", "Fin du round"),
    "jw.seq.end": (
        "A total melee deals its damage and its Perception point (below). Points put in "
        "protection, fury and preparation are spent. Heroes who stepped in start their "
        "cooldown.",
        "une mêlée totale inflige ses dégâts et son point de Perception (ci-dessous). Les "
        "points placés en protection, hargne et préparation sont perdus. Les héros "
        "intervenus commencent leur recharge.",
    ),
    "jw.ref.melee": (
        "Total melee: both armies share a zone and the terrain; at the end of each round "
        "each deals its normal damage (STR or DEX, its choice); the higher Perception gains "
        "1 advantage point. No other maneuver but a withdrawal, which ends it.",
        "Mêlée totale : les deux armées partagent une zone et son terrain ; à la fin de "
        "chaque round, chacune inflige ses dégâts normaux (FOR ou DEX, au choix) ; la "
        "meilleure Perception gagne 1 point d'avantage. Aucune autre manœuvre qu'un repli, "
        "qui y met fin.",
    ),
    "jw.ref.terrain": (
        "Terrain: scores use the zone each army stands in when the action is resolved. A "
        "change moves one characteristic of this zone or the next by one level a round; an "
        "unheld zone resists with 5 × the level.",
        "Terrain : les scores tiennent compte de la zone de chaque armée au moment de la "
        "résolution. Une modification change d'un niveau par round une caractéristique de "
        "la zone ou d'une voisine ; une zone vide résiste à 5 × le niveau.",
    ),
    "jw.ref.heroes": (
        "Heroes: one steps in for a round and its bonuses and penalties apply to its whole "
        "corps; then it rests for its cooldown. Heroes stack. A heroism point adds 1 to "
        "each of its bonuses and penalties; a sacrifice adds 1 more, then a hero death. A hero "
        "death takes the hero out of the battle (a heroism point saves their life); an army "
        "wiped out loses every hero it engaged.",
        "Héros : il intervient un round et ses bonus et malus valent pour tout son corps ; "
        "puis il se recharge. Les héros se cumulent. Un point d'héroïsme ajoute 1 à chacun "
        "de ses bonus et malus ; un sacrifice 1 de plus, puis une mort de héros. Une mort "
        "de héros le retire de la bataille (un point d'héroïsme lui sauve la vie) ; une "
        "armée anéantie perd tous les héros qu'elle a engagés.",
    ),
    "jw.ref.commander": (
        "If the commander suffers a hero death, the army spends one round of confusion, "
        "every skill lowered by their class rank.",
        "Si le commandant subit une mort de héros, l'armée passe un round de confusion, toutes "
        "compétences baissées de son rang de classe.",
    ),
    "jw.ref.corps": (
        "Corps share level, characteristics, skills and talents; each has its own "
        "headcount, hit points, damage, initiative, heroes and advantage points. Two corps "
        "never share a zone; a hero changing corps is out for a round.",
        "Les corps partagent niveau, caractéristiques, compétences et talents ; chacun a son "
        "effectif, ses points de vie, ses dégâts, son initiative, ses héros et ses points "
        "d'avantage. Deux corps ne partagent jamais une zone ; un héros qui change de corps "
        "est absent un round.",
    ),
}
