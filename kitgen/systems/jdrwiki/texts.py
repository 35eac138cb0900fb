"""Text of the JdRWiki army-as-a-character kit: key -> (english, french).

Facts (names of skills, criteria, talents and actions, every number) come from seed 002;
every sentence is ours.
"""

TEXT: dict[str, tuple[str, str]] = {
    "system.jdrwiki": ("JdRWiki mass combat", "Combat de masse JdRWiki"),
    # --- findings ---------------------------------------------------------------------
    "msg.criteria_unrated": (
        "army '{army}' leaves {count} criteria unrated ({criteria}); they count as 0 (average)",
        "l'armée « {army} » laisse {count} critères sans note ({criteria}) ; ils comptent "
        "pour 0 (moyen)",
    ),
    "msg.commander_scores_missing": (
        "commander '{name}' has no {scores} of their own, so the army's are not capped; "
        "give the scores (or the talent autonomy)",
        "le commandant « {name} » n'a pas de score propre pour {scores} : ceux de l'armée ne "
        "sont pas plafonnés ; donnez ces scores (ou le talent autonomie)",
    ),
    "msg.strategist_rank_level": (
        "'{name}' has strategist rank {rank}, which needs level {needed}; level {level} "
        "reaches rank {allowed}",
        "« {name} » a le rang {rank} de stratège, accessible au niveau {needed} ; au niveau "
        "{level}, le rang {allowed} au plus",
    ),
    "msg.formation_twice": (
        "'{name}' lists the formation {formation} twice",
        "« {name} » cite deux fois la formation {formation}",
    ),
    "msg.talent_twice": (
        "army '{army}' takes {talent} twice; only Tactical advantage can be taken again",
        "l'armée « {army} » prend deux fois {talent} ; seul Avantage tactique peut se reprendre",
    ),
    "msg.too_many_talents": (
        "army '{army}' has {count} talents but may have {slots} (1, +1 from army level 10, "
        "+1 with a player-character commander; its level is {level})",
        "l'armée « {army} » a {count} talents pour {slots} permis (1, +1 dès le niveau 10 "
        "d'armée, +1 si le commandant est un PJ ; son niveau est {level})",
    ),
    "msg.army_no_units": (
        "army '{army}' has no units: with no hit points it cannot fight",
        "l'armée « {army} » n'a aucune unité : sans points de vie, elle ne peut combattre",
    ),
    "msg.hero_name_twice": (
        "army '{army}' has two heroes named '{name}'",
        "l'armée « {army} » a deux héros nommés « {name} »",
    ),
    "msg.hero_ordinary": (
        "'{name}' (level {level}) is an ordinary character, not a hero: heroes start at "
        "level 5, or lower as a player character or of a superior race",
        "« {name} » (niveau {level}) est un personnage ordinaire, pas un héros : les héros "
        "commencent au niveau 5, ou moins pour un PJ ou une race supérieure",
    ),
    "msg.hero_bonus_too_big": (
        "hero '{name}': {target} +{value} is above what a {cls} hero may give (+{most})",
        "héros « {name} » : {target} +{value} dépasse ce qu'un héros {cls} peut donner (+{most})",
    ),
    "msg.hero_malus_too_big": (
        "hero '{name}': {target} {value} is below what a {cls} hero may inflict (-{most})",
        "héros « {name} » : {target} {value} dépasse le malus permis à un héros {cls} (-{most})",
    ),
    "msg.hero_maluses_over": (
        "hero '{name}' has {maluses} points of maluses; a {cls} hero may have {points} at most",
        "le héros « {name} » a {maluses} points de malus ; un héros {cls} en a {points} au plus",
    ),
    "msg.hero_overspent": (
        "hero '{name}' spends {spent} points (bonuses {bonuses} less maluses {maluses}); a "
        "{cls} hero has {points}",
        "le héros « {name} » dépense {spent} points (bonus {bonuses} moins malus "
        "{maluses}) ; un héros {cls} en a {points}",
    ),
    "msg.hero_underspent": (
        "hero '{name}' spends {spent} of the {points} points of a {cls} hero",
        "le héros « {name} » ne dépense que {spent} des {points} points d'un héros {cls}",
    ),
    "msg.corps_name_twice": (
        "army '{army}' has two corps named '{name}'",
        "l'armée « {army} » a deux corps nommés « {name} »",
    ),
    "msg.corps_empty": (
        "corps '{corps}' has no units: give it some of the army's (`units: {{name: count}}`)",
        "le corps « {corps} » n'a aucune unité : donnez-lui une part de celles de l'armée "
        "(`units: {{nom: nombre}}`)",
    ),
    "msg.corps_unknown_unit": (
        "corps '{corps}': '{name}' is not one of the army's units{hint}",
        "corps « {corps} » : « {name} » n'est pas une unité de l'armée{hint}",
    ),
    "msg.corps_unknown_hero": (
        "corps '{corps}': '{name}' is not one of the army's heroes{hint}",
        "corps « {corps} » : « {name} » n'est pas un héros de l'armée{hint}",
    ),
    "msg.hero_in_two_corps": (
        "hero '{name}' is already with corps '{first}'; a hero serves one corps at a time",
        "le héros « {name} » est déjà affecté au corps « {first} » ; un héros sert un corps "
        "à la fois",
    ),
    "msg.corps_same_zone": (
        "corps '{first}' already holds zone '{zone}'; two corps of one army never share a zone",
        "le corps « {first} » tient déjà la zone « {zone} » ; deux corps d'une armée "
        "n'occupent jamais la même zone",
    ),
    "msg.enemies_share_zone": (
        "'{first}' and '{second}' are enemies and both start in '{zone}'; sharing a zone is a "
        "total melee, which an action must win",
        "« {first} » et « {second} » sont ennemis et commencent tous deux en « {zone} » ; "
        "partager une zone, c'est la mêlée totale, qu'une action doit obtenir",
    ),
    "msg.corps_over": (
        "army '{army}': the corps hold {placed} '{unit}' but the army has {count}",
        "armée « {army} » : les corps comptent {placed} « {unit} » pour {count} dans l'armée",
    ),
    "msg.corps_under": (
        "army '{army}': {left} '{unit}' are in no corps and fight with none",
        "armée « {army} » : {left} « {unit} » ne sont dans aucun corps et ne combattent pas",
    ),
    "msg.hero_without_corps": (
        "army '{army}' is split into corps but hero '{name}' is in none",
        "l'armée « {army} » est divisée en corps mais le héros « {name} » n'est dans aucun",
    ),
    "msg.places_without_zones": (
        "`at: {name}` names a zone, but the battle has no `zones:` ({count} `at:` in all); "
        "add the zones, or remove the `at:` keys",
        "`at: {name}` nomme une zone, mais la bataille n'a pas de `zones:` ({count} `at:` en "
        "tout) ; ajoutez les zones, ou retirez les clés `at:`",
    ),
    "msg.unknown_place": (
        "`at: {name}` is not a zone of this battle{hint}",
        "`at: {name}` n'est pas une zone de cette bataille{hint}",
    ),
    "msg.tactical_advantage_both": (
        "'{first}' and '{second}' both claim a tactical advantage over each other; only one "
        "of two enemies can hold it",
        "« {first} » et « {second} » revendiquent toutes deux un avantage tactique l'une sur "
        "l'autre ; un seul des deux adversaires peut l'avoir",
    ),
    "msg.not_a_battle": (
        "{count} participants in all: below {least} it is not a battle; use the usual "
        "combat rules",
        "{count} participants en tout : sous {least}, ce n'est pas une bataille ; utilisez "
        "le combat classique",
    ),
    # --- characteristics, skills, criteria --------------------------------------------
    "jw.char.strength": ("Strength", "Force"),
    "jw.char.dexterity": ("Dexterity", "Dextérité"),
    "jw.char.constitution": ("Constitution", "Constitution"),
    "jw.char.intelligence": ("Intelligence", "Intelligence"),
    "jw.char.wisdom": ("Wisdom", "Sagesse"),
    "jw.char.charisma": ("Charisma", "Charisme"),
    "jw.abbr.strength": ("STR", "FOR"),
    "jw.abbr.dexterity": ("DEX", "DEX"),
    "jw.abbr.constitution": ("CON", "CON"),
    "jw.abbr.intelligence": ("INT", "INT"),
    "jw.abbr.wisdom": ("WIS", "SAG"),
    "jw.abbr.charisma": ("CHA", "CHA"),
    "jw.skill.power_attack": ("Power attack", "Attaque en force"),
    "jw.skill.finesse_attack": ("Finesse attack", "Attaque habile"),
    "jw.skill.manoeuvre": ("Manoeuvre", "Manœuvre militaire"),
    "jw.skill.sapping": ("Sapping", "Sape"),
    "jw.skill.warcraft": ("Warcraft", "Technique de guerre"),
    "jw.skill.parry": ("Parry", "Parade"),
    "jw.skill.reflexes": ("Reflexes", "Réflexe"),
    "jw.skill.will": ("Will", "Volonté"),
    "jw.skill.vigour": ("Vigour", "Vigueur"),
    "jw.skill.morale": ("Morale", "Moral"),
    "jw.skill.perception": ("Perception", "Perception"),
    "jw.skill.initiative": ("Initiative", "Initiative"),
    "jw.skill.damage": ("Damage", "Dégâts"),
    "jw.skill.protection": ("Protection", "Protection"),
    "jw.group.offensive": ("Offensive", "Offensives"),
    "jw.group.defensive": ("Defensive", "Défensives"),
    "jw.group.support": ("Support", "Soutien"),
    "jw.criterion.hierarchy": ("Respect for rank", "Respect de la hiérarchie"),
    "jw.criterion.communication": ("Communications", "Système de communication"),
    "jw.criterion.logistics": ("Logistics", "Efficacité de la logistique"),
    "jw.criterion.cohesion": ("Cohesion", "Cohésion des troupes"),
    "jw.criterion.equipment": ("Equipment", "Qualité de l'équipement"),
    "jw.criterion.training": ("Military training", "Formation militaire"),
    "jw.criterion.motivation": ("Motivation", "Intéressement"),
    "jw.criterion.mobility": ("Mobility", "Mobilité générale"),
    "jw.criterion.diversity": ("Variety of means", "Diversité des moyens"),
    "jw.criterion.melee": ("Melee means", "Moyens d'attaque au CAC"),
    "jw.criterion.ranged": ("Ranged means", "Moyens d'attaque à distance"),
    "jw.criterion.defence": ("Means of defence", "Moyens de défense"),
    "jw.criterion.knowledge": ("Knowledge", "Connaissance"),
    "jw.criterion.culture": ("Culture", "Culture"),
    "jw.criterion.history": ("Shared history", "Rapports historiques"),
    "jw.rating.-2": ("very weak", "très faible"),
    "jw.rating.-1": ("weak", "faible"),
    "jw.rating.0": ("average", "moyen"),
    "jw.rating.1": ("strong", "fort"),
    "jw.rating.2": ("very strong", "très fort"),
    "jw.formation.power": ("Power combat expertise", "Expertise du combat en force"),
    "jw.formation.finesse": ("Finesse combat expertise", "Expertise du combat habile"),
    "jw.formation.martial_arts": ("Martial arts", "Arts guerriers"),
    # --- breakdown terms ----------------------------------------------------------------
    "jw.term.commander_level": ("commander", "commandant"),
    "jw.term.strategist": ("strategist", "stratège"),
    "jw.term.aide": ("aide de camp", "aide de camp"),
    "jw.term.aide_strategist": ("strategist aide", "aide stratège"),
    "jw.term.aide_formation": ("aide with a formation", "aide formé au combat"),
    "jw.term.base": ("base", "base"),
    "jw.term.level": ("level", "niveau"),
    "jw.term.criteria": ("criteria", "critères"),
    "jw.term.passive": ("passive", "passif"),
    "jw.term.stronghold_special": ("stronghold ×5", "place forte ×5"),
    "jw.modifier_of": ("{abbr} mod.", "mod. {abbr}"),
    "jw.capped": ("{value}, the commander's", "{value}, celle du commandant"),
    # --- talents ------------------------------------------------------------------------
    "jw.talent.adaptation": ("Adaptation", "Adaptation"),
    "jw.talent.assurance": ("Assurance", "Assurance"),
    "jw.talent.opportune_attack": ("Opportune attack", "Attaque opportune"),
    "jw.talent.tactical_advantage": ("Tactical advantage", "Avantage tactique"),
    "jw.talent.brute": ("Brute", "Brute"),
    "jw.talent.last_chance": ("Last chance", "Dernière chance"),
    "jw.talent.determination": ("Determination", "Détermination"),
    "jw.talent.master_strategist": ("Master strategist", "Fin stratège"),
    "jw.talent.ruthless": ("Ruthless", "Impitoyable"),
    "jw.talent.iron_hand": ("Iron hand", "Main de fer"),
    "jw.talent.master_of_fate": ("Master of fate", "Maître du destin"),
    "jw.talent.forced_march": ("Forced march", "Marche forcée"),
    "jw.talent.hero_support": ("Hero support", "Soutien du héros"),
    "jw.talent.autonomy": ("Autonomy", "Autonomie"),
    "jw.effect.adaptation": (
        "Each round: two actions of one type (even the same one twice), or three different "
        "actions; the initiative limit still holds.",
        "Chaque round : deux actions d'un même type (voire la même deux fois), ou trois "
        "actions différentes ; la limite d'initiative tient toujours.",
    ),
    "jw.effect.assurance": (
        "A grace round costs no advantage points; if the commander falls, the round of "
        "confusion brings no malus.",
        "Un round de grâce ne coûte aucun point d'avantage ; si le commandant tombe, le round "
        "de confusion ne coûte aucun malus.",
    ),
    "jw.effect.opportune_attack": (
        "Up to 6 initiative a round; or, once a round, a massive or subtle counter-assault "
        "for 1 initiative more whenever the enemy fails an action.",
        "Jusqu'à 6 points d'initiative par round ; ou, une fois par round, une contre-"
        "offensive (assaut massif ou subtil) pour 1 initiative de plus dès que l'ennemi rate "
        "une action.",
    ),
    "jw.effect.tactical_advantage": (
        "+{n} Power attack, Finesse attack and Initiative (counted above); of two enemies, "
        "only one can hold it.",
        "+{n} en Attaque en force, Attaque habile et Initiative (compté plus haut) ; de deux "
        "adversaires, un seul peut l'avoir.",
    ),
    "jw.effect.brute": (
        "+2 on every Power attack roll (counted above) and +2 {steps} on those hits; both "
        "doubled after a charge or in a total melee.",
        "+2 à chaque jet d'Attaque en force (compté plus haut) et +2 {steps} sur ces coups ; "
        "les deux doublés après une charge ou en mêlée totale.",
    ),
    "jw.effect.last_chance": (
        "Each time the army takes damage it deals {n} back (half its DB).",
        "Chaque fois que l'armée subit des dégâts, elle en renvoie {n} (la moitié de ses DB).",
    ),
    "jw.effect.determination": (
        "Every defence of the enemy −1, unless it is just as determined.",
        "Toutes les défenses de l'ennemi −1, sauf s'il a la même détermination.",
    ),
    "jw.effect.master_strategist": (
        "Criticals two faces wider (counted in the range above).",
        "Plage de critique élargie de deux (comptée plus haut).",
    ),
    "jw.effect.ruthless": (
        "A mode the commander switches on or off: DB {db} instead of {base}, every defence "
        "−1, 1 initiative more spent each round.",
        "Un mode que le commandant active ou non : DB {db} au lieu de {base}, toutes les "
        "défenses −1, 1 point d'initiative de plus dépensé par round.",
    ),
    "jw.effect.iron_hand": (
        "Morale, Vigour and Will +1, Manoeuvre +3 (counted above).",
        "Moral, Vigueur et Volonté +1, Manœuvre militaire +3 (compté plus haut).",
    ),
    "jw.effect.master_of_fate": (
        "3 heroism points for the army at every battle, never for the commander.",
        "3 points d'héroïsme pour l'armée à chaque bataille, jamais pour le commandant.",
    ),
    "jw.effect.forced_march": (
        "Speed ×1.5, Initiative +2 (counted above), up to 6 initiative a round; corps reroll "
        "initiative on 0–6.",
        "Vitesse ×1,5, Initiative +2 (compté plus haut), jusqu'à 6 points d'initiative par "
        "round ; les corps relancent l'initiative sur 0–6.",
    ),
    "jw.effect.hero_support": (
        "When a hero steps in: one round less of cooldown, or +2 on one of its bonuses (one "
        "hero a round); each hero shrugs off one hero death.",
        "Quand un héros intervient : un round de recharge en moins, ou +2 sur l'un de ses "
        "bonus (un héros par round) ; chaque héros évite une mort de héros.",
    ),
    "jw.effect.autonomy": (
        "Intelligence, Wisdom and Charisma may go above the commander's own.",
        "Intelligence, Sagesse et Charisme peuvent dépasser ceux du commandant.",
    ),
    # --- hero classes -------------------------------------------------------------------
    "jw.class.minor": ("minor", "mineur"),
    "jw.class.medium": ("medium", "moyen"),
    "jw.class.major": ("major", "majeur"),
    "jw.class.legendary": ("legendary", "légendaire"),
    "jw.class.ordinary": ("ordinary", "ordinaire"),
    # --- actions ------------------------------------------------------------------------
    "jw.kind.offensive": ("Offensive", "Offensive"),
    "jw.kind.manoeuvre": ("Manoeuvre", "Manœuvre"),
    "jw.kind.subversive": ("Subversive", "Subversive"),
    "jw.action.combined_assault": ("Combined assault", "Assaut combiné"),
    "jw.action.massive_assault": ("Massive assault", "Assaut massif"),
    "jw.action.subtle_assault": ("Subtle assault", "Assaut subtil"),
    "jw.action.total_melee": ("Total melee", "Mêlée totale"),
    "jw.action.push_back": ("Push back", "Recul"),
    "jw.action.harass": ("Harass", "Agacer"),
    "jw.action.barrage": ("Barrage", "Barrage"),
    "jw.action.charge": ("Charge", "Charge"),
    "jw.action.move": ("Move", "Déplacement"),
    "jw.action.pincer": ("Pincer", "Étau"),
    "jw.action.regroup_split": ("Regroup / split", "Regrouper / diviser"),
    "jw.action.withdraw": ("Withdraw", "Repli"),
    "jw.action.modify_terrain": ("Change the terrain", "Modifier le terrain"),
    "jw.action.weaken": ("Weaken", "Affaiblir"),
    "jw.action.break_morale": ("Break morale", "Briser le moral"),
    "jw.action.pitfall": ("Pitfall", "Chausse-trappe"),
    "jw.action.spying": ("Spying", "Espionnage"),
    "jw.action.mining": ("Mining", "Minage"),
    "jw.win.combined_assault": (
        "Hits for 2d4 × VDB variable damage instead of 1d4 (twice that on a critical).",
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
    "jw.win.push_back": (
        "The enemy gives one unit of ground and takes normal damage.",
        "L'ennemi cède une unité de terrain et subit des dégâts normaux.",
    ),
    "jw.win.harass": (
        "+1 advantage point; enemy Parry and Reflexes −1 for 2–4 rounds (stacks). No losses.",
        "+1 point d'avantage ; Parade et Réflexe ennemis −1 pour 2–4 rounds (cumulable). "
        "Aucune perte.",
    ),
    "jw.win.barrage": (
        "The enemy loses 1 advantage point; our Parry and Reflexes +1 for 2–4 rounds "
        "(stacks). Also a defensive counter.",
        "L'ennemi perd 1 point d'avantage ; notre Parade et notre Réflexe +1 pour 2–4 rounds "
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
        "Back one unit with +2 Parry and Reflexes to the end of the round; ends a total melee.",
        "Recul d'une unité avec +2 en Parade et Réflexe jusqu'à la fin du round ; met fin à "
        "une mêlée totale.",
    ),
    "jw.win.modify_terrain": (
        "Raise or lower one characteristic of this zone or the next by one level (see the "
        "zone cards).",
        "Monter ou baisser d'un niveau une caractéristique de cette zone ou d'une voisine "
        "(voir les cartes de zone).",
    ),
    "jw.win.weaken": (
        "+1 advantage point; enemy attack rolls −1 for 2–4 rounds (stacks).",
        "+1 point d'avantage ; jets d'attaque ennemis −1 pour 2–4 rounds (cumulable).",
    ),
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
        "Back one unit anyway; −1 advantage point.",
        "Recul d'une unité quand même ; −1 point d'avantage.",
    ),
    "jw.lose.mining": (
        "Nothing happens but lost time and materials.",
        "Rien, sinon du temps et du matériel perdus.",
    ),
    "jw.lose.none": ("Nothing more.", "Rien de plus."),
    "jw.lose_points.one": ("−{n} advantage point.", "−{n} point d'avantage."),
    "jw.lose_points.many": ("−{n} advantage points.", "−{n} points d'avantage."),
    "jw.kind_title.offensive": ("Offensive actions", "Actions offensives"),
    "jw.kind_title.manoeuvre": ("Manoeuvres", "Manœuvres"),
    "jw.kind_title.subversive": ("Subversive actions", "Actions subversives"),
    "jw.terrain": ("Terrain", "Terrain"),
    "jw.features": ("Characteristics", "Caractéristiques"),
    "jw.exit": ("Moves to leave", "Sortie"),
    "jw.stronghold_note": (
        "Against a stronghold: the defender adds 5 × its level to {skill}.",
        "Contre une place forte : le défenseur ajoute 5 × son niveau à {skill}.",
    ),
    "jw.cost_move": ("1–5", "1–5"),
    "jw.special": ("special", "spécial"),
    # --- terrain ------------------------------------------------------------------------
    "jw.feature.unstable_ground": ("Unstable ground", "Sol instable"),
    "jw.feature.stronghold": ("Stronghold", "Place forte"),
    "jw.feature.cover": ("Cover", "Couverture"),
    "jw.feature.heights": ("Heights", "Hauteurs"),
    "jw.feature.weather": ("Weather", "Intempéries"),
    "jw.level.unstable_ground.1": ("mud, sand, ice", "boue, sable, verglas"),
    "jw.level.unstable_ground.2": ("marsh, quicksand", "marais, sables mouvants"),
    "jw.level.unstable_ground.3": ("flooded: swimming only", "inondé : à la nage"),
    "jw.level.stronghold.1": ("civil buildings, ruins", "bâtiments civils, ruines"),
    "jw.level.stronghold.2": ("old or reinforced works", "vieux ouvrages renforcés"),
    "jw.level.stronghold.3": ("strongholds built for war", "places fortes de guerre"),
    "jw.level.stronghold.4": ("an impregnable fortress", "forteresse inexpugnable"),
    "jw.level.cover.1": ("sparse trees, trenches, mist", "arbres épars, tranchées, brume"),
    "jw.level.cover.2": ("woods, thick fog, gorges", "sous-bois, brouillard épais, gorges"),
    "jw.level.cover.3": ("total: the army is unseen", "totale : l'armée est invisible"),
    "jw.level.heights.1": ("hills, dunes", "collines, dunes"),
    "jw.level.heights.2": ("scarps, low cliffs", "escarpements, petites falaises"),
    "jw.level.heights.3": ("cliffs, low mountains", "falaises, petites montagnes"),
    "jw.level.heights.4": ("high mountain", "haute montagne"),
    "jw.level.weather.1": ("light rain, strong wind", "petite pluie, vent fort"),
    "jw.level.weather.2": ("storm, endless rain", "tempête, pluie incessante"),
    "jw.level.weather.3": ("cyclone, tornado", "cyclone, tornade"),
    "jw.rule.unstable_ground": (
        "Leaving costs one extra move per level.",
        "En sortir coûte un déplacement de plus par niveau.",
    ),
    "jw.rule.stronghold": (
        "Against Push back: Parry +{n}; against Total melee: Vigour +{n} (5 × level). "
        "Shelters from weather by its level.",
        "Contre un Recul : Parade +{n} ; contre une Mêlée totale : Vigueur +{n} (5 × le "
        "niveau). Abrite des intempéries à hauteur de son niveau.",
    ),
    "jw.rule.cover": (
        "Leaving costs one extra move, whatever the level.",
        "En sortir coûte un déplacement de plus, quel que soit le niveau.",
    ),
    "jw.rule.heights": (
        "Leaving costs one extra move per level; finesse attacks downhill reach one unit "
        "further. Figures below: against flat ground (else use the difference). Cannot be "
        "changed.",
        "En sortir coûte un déplacement de plus par niveau ; les attaques habiles vers le bas "
        "portent une unité plus loin. Chiffres ci-dessous : contre un terrain plat (sinon, la "
        "différence). Immuable.",
    ),
    "jw.rule.weather": (
        "Changed only by magic or advanced devices; neighbouring zones follow one level less.",
        "Ne change que par magie ou technologie avancée ; les zones voisines suivent à un "
        "niveau de moins.",
    ),
    "jw.weather_felt": (
        "Weather {weather}, felt as {felt} under the stronghold.",
        "Intempéries {weather}, ressenties {felt} sous la place forte.",
    ),
    "jw.change_row": (
        "raise: {up} · lower: {down} · held: against {by} · unheld: {resist}",
        "monter : {up} · baisser : {down} · occupée : contre {by} · vide : {resist}",
    ),
    "jw.cannot_change": ("cannot be changed", "immuable"),
    "jw.plain": (
        "Open plain: no characteristic, no modifier.",
        "Plaine dégagée : aucune caractéristique, aucun modificateur.",
    ),
    "jw.worsen": (
        "worsen: {skill} against {n}",
        "aggraver : {skill} contre {n}",
    ),
    "jw.ease": (
        "ease: {skill} against {n}",
        "apaiser : {skill} contre {n}",
    ),
    "jw.at_worst": (
        "already at its worst",
        "déjà au pire",
    ),
    # --- kit labels -----------------------------------------------------------------------
    "jw.army": ("Army", "Armée"),
    "jw.commander": ("Commander", "Commandant"),
    "jw.the_commander": ("the commander", "le commandant"),
    "jw.aides": ("Aides de camp", "Aides de camp"),
    "jw.side": ("Side", "Camp"),
    "jw.player": ("Player", "Joueur"),
    "jw.level": ("Level", "Niveau"),
    "jw.level_n": ("level {n}", "niveau {n}"),
    "jw.strategist_n": ("strategist {n}", "stratège {n}"),
    "jw.pc": ("player character", "PJ"),
    "jw.superior_race": ("superior race", "race supérieure"),
    "jw.army_level": ("Army level", "Niveau d'armée"),
    "jw.headcount": ("Fighters", "Effectif"),
    "jw.hp": ("HP", "PV"),
    "jw.db": ("DB", "DB"),
    "jw.vdb": ("VDB", "VDB"),
    "jw.heroes": ("Heroes", "Héros"),
    "jw.talents": ("Talents", "Talents"),
    "jw.no_talent": ("No talent chosen.", "Aucun talent choisi."),
    "jw.talents_used": ("{n} of {slots} allowed", "{n} sur {slots} permis"),
    "jw.skill": ("Skill", "Compétence"),
    "jw.score": ("Score", "Score"),
    "jw.passive": ("Passive", "Passif"),
    "jw.in_zone": ("Here", "Sur place"),
    "jw.here_help": (
        "“Here”: with the ground of {zone}, heights apart (they depend on the enemy's zone: "
        "see the pages against each enemy).",
        "« Sur place » : avec le terrain de {zone}, hors hauteurs (elles dépendent de la "
        "zone ennemie : voir les pages contre chaque ennemi).",
    ),
    "jw.how": ("How it adds up", "Détail"),
    "jw.short.power_attack": ("PA", "AF"),
    "jw.short.finesse_attack": ("FA", "AH"),
    "jw.short.manoeuvre": ("Man", "MM"),
    "jw.short.sapping": ("Sap", "Sape"),
    "jw.short.warcraft": ("War", "TG"),
    "jw.short.parry": ("Par", "Par"),
    "jw.short.reflexes": ("Ref", "Réf"),
    "jw.short.will": ("Will", "Vol"),
    "jw.short.vigour": ("Vig", "Vig"),
    "jw.short.morale": ("Mor", "Mor"),
    "jw.short.perception": ("Per", "Perc"),
    "jw.short.initiative": ("Ini", "Init"),
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
    "jw.fact.start": (
        "Starts the battle with {n} advantage point(s), and gains them again at each "
        "initiative roll.",
        "Commence la bataille avec {n} point(s) d'avantage, regagnés à chaque jet d'initiative.",
    ),
    "jw.fact.grace.loss": (
        "Rolling initiative again costs {n} advantage points (no grace round).",
        "Relancer l'initiative coûte {n} points d'avantage (pas de round de grâce).",
    ),
    "jw.fact.grace.none": (
        "Rolling initiative again costs no advantage points.",
        "Relancer l'initiative ne coûte aucun point d'avantage.",
    ),
    "jw.fact.grace.gain": (
        "Rolling initiative again brings {n} advantage point(s).",
        "Relancer l'initiative rapporte {n} point(s) d'avantage.",
    ),
    "jw.fact.speed": ("Speed: {n} unit(s) per move.", "Vitesse : {n} unité(s) par déplacement."),
    "jw.commander_heroism": ("Commander's heroism", "Héroïsme du commandant"),
    "jw.army_heroism": ("Army's heroism", "Héroïsme de l'armée"),
    "jw.heroism": ("Heroism", "Héroïsme"),
    "jw.advantage_points": ("Advantage points", "Points d'avantage"),
    "jw.spend.environment": ("environment", "environnement"),
    "jw.spend.security": ("security", "sécurité"),
    "jw.spend.focus": ("focus", "focus"),
    "jw.spend.protection": ("protection", "protection"),
    "jw.spend.hargne": ("hargne", "hargne"),
    "jw.spend.preparation": ("preparation (1)", "préparation (1)"),
    "jw.troops_and_hp": ("troops and hit points", "troupes et points de vie"),
    "jw.unit": ("Unit", "Unité"),
    "jw.value": ("Value", "Valeur"),
    "jw.count": ("Count", "Nombre"),
    "jw.corps": ("Corps", "Corps"),
    "jw.whole_army": ("The whole army", "L'armée entière"),
    "jw.zone": ("Zone", "Zone"),
    "jw.ruthless_db": ("DB ruthless", "DB impitoyable"),
    "jw.last_chance": ("Sent back", "Renvoyés"),
    "jw.hargne_each": (
        "each point of hargne: +{n} damage",
        "chaque point de hargne : +{n} de dégâts",
    ),
    "jw.protection_each": (
        "each point of protection: −{n} damage taken",
        "chaque point de protection : −{n} aux dégâts subis",
    ),
    "jw.track_help": (
        "Tick a box each time the hit points fall to its figure; DB · VDB below it are the "
        "new ones.",
        "Cochez une case chaque fois que les points de vie tombent à son chiffre ; DB · VDB "
        "dessous sont les nouveaux.",
    ),
    "jw.against": ("{us} against {enemy}", "{us} contre {enemy}"),
    "jw.damage": ("damage", "dégâts"),
    "jw.grounds": ("we stand on {own}, they on {theirs}", "nous sommes en {own}, eux en {theirs}"),
    "jw.flat": ("flat ground", "terrain plat"),
    "jw.soak_line": (
        "{army} soaks {n} VDB a hit (CON)",
        "{army} encaisse {n} VDB par coup (CON)",
    ),
    "jw.odds_help.any": (
        "d20: the roll needed; a roll in the critical range succeeds whatever the total (ruling "
        "O2). Where the action offers a choice, the attacker's best skill and defence are "
        "shown, the other defences after them (ruling O10). Heroes, hargne and the round's own "
        "bonuses are not counted.",
        "d20 : le jet qu'il faut ; un jet dans la plage de critique réussit quel que soit le "
        "total (arbitrage O2). Quand l'action laisse le choix, la meilleure compétence et la "
        "meilleure défense de l'attaquant sont indiquées, les autres défenses ensuite (arbitrage "
        "O10). Héros, hargne et bonus du round ne sont pas comptés.",
    ),
    "jw.odds_help.success": (
        "d20: the roll needed; a critical counts only on a roll that also succeeds (house "
        "rule). Where the action offers a choice, the attacker's best skill and defence are "
        "shown, the other defences after them (ruling O10). Heroes, hargne and the round's own "
        "bonuses are not counted.",
        "d20 : le jet qu'il faut ; un critique ne compte que sur un jet qui réussit aussi "
        "(règle maison). Quand l'action laisse le choix, la meilleure compétence et la "
        "meilleure défense de l'attaquant sont indiquées, les autres défenses ensuite (arbitrage "
        "O10). Héros, hargne et bonus du round ne sont pas comptés.",
    ),
    "jw.other_defence": (
        "{defence} {n}: {chance}",
        "{defence} {n} : {chance}",
    ),
    "jw.determination_on": (
        "our Determination: their defences −1",
        "notre Détermination : leurs défenses −1",
    ),
    "jw.action": ("Action", "Action"),
    "jw.our_roll": ("We roll", "Notre jet"),
    "jw.their_defence": ("Against", "Contre"),
    "jw.d20": ("d20", "d20"),
    "jw.success": ("Success", "Réussite"),
    "jw.critical": ("Critical", "Critique"),
    "jw.critical_short": ("crit.", "crit."),
    "jw.any_roll": ("any", "tout"),
    "jw.vs": ("vs", "contre"),
    "jw.damage_by": (
        "Damage of one hit by {body} on {enemy} (before hargne and protection)",
        "Dégâts d'un coup de {body} sur {enemy} (avant hargne et protection)",
    ),
    "jw.hit": ("Hit", "Coup"),
    "jw.used_by": ("Used by", "Pour"),
    "jw.by_roll": ("Dice → damage", "Dés → dégâts"),
    "jw.range": ("Range", "Écart"),
    "jw.mean": ("Mean", "Moyenne"),
    "jw.criteria_title": ("how the numbers were built", "d'où viennent les chiffres"),
    "jw.criteria_help": (
        "Each criterion's rating adds to the characteristics and skills it feeds (marked). "
        "A skill also adds the army level and its characteristic's modifier.",
        "La note de chaque critère s'ajoute aux caractéristiques et compétences qu'il "
        "nourrit (cases remplies). Une compétence ajoute aussi le niveau d'armée et le "
        "modificateur de sa caractéristique.",
    ),
    "jw.criterion": ("Criterion", "Critère"),
    "jw.rating": ("Rating", "Note"),
    "jw.unrated": ("Not rated (counted as 0)", "Non notés (comptés 0)"),
    "jw.class_line": (
        "{cls} hero (level {level})",
        "héros {cls} (niveau {level})",
    ),
    "jw.class_up": (
        "{cls} (level {level} makes {base}; +1 class: {why})",
        "héros {cls} (le niveau {level} donne {base} ; +1 classe : {why})",
    ),
    "jw.points_line": (
        "{spent}/{points} points (bonuses {bonus}, maluses {malus})",
        "{spent}/{points} points (bonus {bonus}, malus {malus})",
    ),
    "jw.bonus": ("Bonus", "Bonus"),
    "jw.with_heroism": ("+1", "+1"),
    "jw.with_sacrifice": ("+2", "+2"),
    "jw.as_commander": ("Cmdr", "Cdt"),
    "jw.bonus_help": (
        "+1: heroism or sacrifice · +2: both (the hero dies).",
        "+1 : héroïsme ou sacrifice · +2 : les deux (le héros meurt).",
    ),
    "jw.bonus_help_commander": (
        "Cmdr: as commander, +1 on bonuses.",
        "Cdt : en commandant, +1 aux bonus.",
    ),
    "jw.cooldown": ("Cooldown", "Recharge"),
    "jw.cooldown_n": ("cooldown {n}", "recharge {n}"),
    "jw.moderate": (
        "Moderate use (rounds of rest: bonuses given up)",
        "Usage modéré (rounds de recharge : bonus abandonnés)",
    ),
    "jw.moderate_row": (
        "{rounds} r.: −{drop}",
        "{rounds} r. : −{drop}",
    ),
    "jw.support_line": (
        "Hero support: cooldown {n}, or +2 on one bonus.",
        "Soutien du héros : recharge {n}, ou +2 sur un bonus.",
    ),
    "jw.hero_damage_note": (
        "Damage, protection: in {steps}.",
        "Dégâts, protection : en {steps}.",
    ),
    "jw.steps.vdb": (
        "damage steps (VDB)",
        "VDB de dégâts",
    ),
    "jw.steps.raw": (
        "points of damage",
        "points de dégâts",
    ),
    "jw.steps_unit.vdb": (
        "VDB of its corps",
        "VDB de son corps",
    ),
    "jw.steps_unit.raw": (
        "points, one each",
        "points, un chacun",
    ),
    "jw.held_by": ("Held by", "Tenue par"),
    "jw.exit_cost": ("Leaving takes {n} move(s).", "En sortir demande {n} déplacement(s)."),
    "jw.occupant": ("Occupant", "Occupant"),
    "jw.attacker": ("Against it", "Contre lui"),
    "jw.reference": ("Action reference", "Aide-mémoire des actions"),
    "jw.cost": ("Init.", "Init."),
    "jw.roll": ("Roll", "Jet"),
    "jw.on_success": ("On a success", "Si réussite"),
    "jw.on_failure": ("On a failure", "Si échec"),
    "jw.rules": ("The round, in short", "Le round en bref"),
    "jw.round_length": ("Length of a round", "Durée d'un round"),
    "jw.participants": ("Participants", "Participants"),
    "jw.below_battle": (
        "Fewer than {n} participants: not a battle, use the usual combat.",
        "Moins de {n} participants : pas une bataille, combat classique.",
    ),
    "jw.zone_table_help": (
        "Occupant: its own skills here. Against it: the skills of an enemy on flat ground "
        "acting against the occupant.",
        "Occupant : ses propres compétences ici. Contre lui : celles d'un ennemi en terrain "
        "plat qui agit contre l'occupant.",
    ),
    "jw.hero_classes": ("Hero classes", "Classes de héros"),
    "jw.class": ("Class", "Classe"),
    "jw.rank": ("Rank", "Rang"),
    "jw.points": ("Points", "Points"),
    "jw.class_help": (
        "A player character or a superior race moves one class up, once (an ordinary character "
        "becomes minor). No bonus above the rank, no malus below minus the rank, maluses worth "
        "the points at most; bonuses less maluses spend the points exactly.",
        "Un PJ ou une race supérieure monte d'une classe, une fois (un personnage ordinaire "
        "devient mineur). Aucun bonus au-dessus du rang, aucun malus sous moins le rang, des "
        "malus valant au plus les points ; bonus moins malus dépensent tous les points.",
    ),
    "jw.strategist": ("Strategist", "Stratège"),
    "jw.from_level": ("From level", "Dès le niveau"),
    "jw.strategist_help": (
        "A strategist adds his rank to the army level and starts with as many advantage points.",
        "Un stratège ajoute son rang au niveau d'armée et commence avec autant de points "
        "d'avantage.",
    ),
    "jw.small_battle": (
        "{n} participants: below a battle's size.",
        "{n} participants : en dessous d'une bataille.",
    ),
    "jw.round_line": (
        "{n} participants: a round lasts {length}.",
        "{n} participants : un round dure {length}.",
    ),
    "jw.fatigue_line.one": (
        "After {n} round (12 hours) an army that has not rested begins to tire.",
        "Au-delà de {n} round (12 heures), une armée sans repos commence à fatiguer.",
    ),
    "jw.fatigue_line.many": (
        "After {n} rounds (12 hours) an army that has not rested begins to tire.",
        "Au-delà de {n} rounds (12 heures), une armée sans repos commence à fatiguer.",
    ),
    "jw.house.advantage.vdb": (
        "Hargne and protection (ruling J4) and the damage bonuses of talents, heroes and "
        "actions (ruling O3) count in VDB.",
        "Hargne et protection (arbitrage J4) et bonus de dégâts des talents, héros et actions "
        "(arbitrage O3) comptent en VDB.",
    ),
    "jw.house.advantage.raw": (
        "House rule: hargne, protection and damage bonuses count one point each.",
        "Règle maison : hargne, protection et bonus de dégâts comptent un point chacun.",
    ),
    "jw.house.critical.any": (
        "A d20 in the critical range succeeds, whatever the total (ruling O2).",
        "Un d20 dans la plage de critique réussit, quel que soit le total (arbitrage O2).",
    ),
    "jw.house.critical.success": (
        "House rule: a critical counts only when the roll also succeeds.",
        "Règle maison : un critique ne compte que si le jet réussit aussi.",
    ),
    "jw.army_line": (
        "level {level}, HP {hp}, DB {db}, VDB {vdb}",
        "niveau {level}, PV {hp}, DB {db}, VDB {vdb}",
    ),
    "jw.hero_line": (
        "hero {name}: {cls}, {spent}/{points} points, cooldown {cooldown}",
        "héros {name} : {cls}, {spent}/{points} points, recharge {cooldown}",
    ),
    "jw.odds_against": ("{army} against {enemy}", "{army} contre {enemy}"),
    # --- the round, in short ------------------------------------------------------------
    "jw.ref.round": (
        "Initiative is rolled at the first round; the lowest declares first. Each round: at "
        "most 2 actions, of different types, within 5 initiative points. No grace round: an "
        "army that must roll initiative again loses 2 advantage points instead.",
        "L'initiative se tire au premier round ; la plus basse déclare d'abord. Chaque "
        "round : 2 actions au plus, de types différents, dans la limite de 5 points "
        "d'initiative. Pas de round de grâce : l'armée qui doit relancer l'initiative perd "
        "2 points d'avantage à la place.",
    ),
    "jw.ref.roll": (
        "An action: d20 + our skill against the enemy's passive defence (10 + its skill); "
        "meeting it is a success. Against a declared defensive counter, the defender rolls "
        "too. Moves are rolled first, and only once the fighting has begun.",
        "Une action : d20 + notre compétence contre la défense passive ennemie (10 + sa "
        "compétence) ; l'égaler réussit. Contre un contre défensif déclaré, le défenseur "
        "lance aussi. Les déplacements se résolvent d'abord, et seulement une fois le combat "
        "engagé.",
    ),
    "jw.ref.advantage": (
        "Advantage points: at declaration, spread them over environment, security and focus "
        "(negative scores free points), and invest them in protection, hargne or preparation "
        "(one point at most: +1 move, needed for mining). Invested points are spent for good "
        "at the end of the round.",
        "Points d'avantage : à la déclaration, répartissez-les entre environnement, sécurité "
        "et focus (des scores négatifs libèrent des points), et investissez-en en "
        "protection, hargne ou préparation (un point au plus : +1 déplacement, requis pour "
        "un minage). Les points investis sont perdus à la fin du round.",
    ),
    "jw.ref.damage": (
        "Damage of a hit: DB + (1d4 + STR or DEX modifier + hargne) × VDB, less (the "
        "target's CON modifier + its protection) × VDB; soak beyond that comes off DB; "
        "never below 1. DB and VDB follow the hit points as they fall.",
        "Dégâts d'un coup : DB + (1d4 + mod. de FOR ou DEX + hargne) × VDB, moins (mod. de "
        "CON de la cible + sa protection) × VDB ; l'encaissement en trop se retire des DB ; "
        "jamais moins de 1. DB et VDB suivent les points de vie qui baissent.",
    ),
    "jw.ref.critical": (
        "A critical lets the roller pick one: a hero death for an enemy hero engaged this "
        "round, (1d4 + modifier) × VDB more damage, or 1 advantage point, even on an action "
        "that deals no damage.",
        "Un critique laisse choisir : une mort de héros pour un héros ennemi engagé ce "
        "round, (1d4 + modificateur) × VDB de dégâts en plus, ou 1 point d'avantage, même "
        "sur une action sans dégâts.",
    ),
    "jw.ref.melee": (
        "Total melee: both armies share a zone and the terrain; at the end of each round "
        "each deals its normal damage (STR or DEX, its choice); the higher Perception gains "
        "1 advantage point. No other manoeuvre but a withdrawal, which ends it.",
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
        "Heroes: one steps in for a round and its bonuses and maluses apply to its whole "
        "corps; then it rests for its cooldown. Heroes stack. A heroism point adds 1 to "
        "each of its bonuses and maluses; a sacrifice adds 1 more, then a hero death.",
        "Héros : il intervient un round et ses bonus et malus valent pour tout son corps ; "
        "puis il se recharge. Les héros se cumulent. Un point d'héroïsme ajoute 1 à chacun "
        "de ses bonus et malus ; un sacrifice 1 de plus, puis une mort de héros.",
    ),
    "jw.ref.commander": (
        "The commander may spend a heroism point for 3 advantage points (at declaration). "
        "If he falls as a hero, the army spends one round of confusion with every skill "
        "lowered by his class rank.",
        "Le commandant peut dépenser un point d'héroïsme pour 3 points d'avantage (à la "
        "déclaration). S'il tombe en héros, l'armée passe un round de confusion, toutes "
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
