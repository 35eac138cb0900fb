"""The rulebook's names, key -> (english, french), for every page and every message.

Characteristics and their abbreviations, skills and their groups, criteria and ratings,
combat formations, the terms of a breakdown, the talents and what each does, hero
classes, and the kinds and names of actions.
"""

RULE_WORDS: dict[str, tuple[str, str]] = {
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
    "jw.skill.manoeuvre": ("Maneuver", "Manœuvre militaire"),
    "jw.skill.sapping": ("Sapping", "Sape"),
    "jw.skill.warcraft": ("Generalship", "Technique de guerre"),
    "jw.skill.parry": ("Parry", "Parade"),
    "jw.skill.reflexes": ("Reflexes", "Réflexe"),
    "jw.skill.will": ("Will", "Volonté"),
    "jw.skill.vigour": ("Vigor", "Vigueur"),
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
    "jw.criterion.defence": ("Means of defense", "Moyens de défense"),
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
    # --- breakdown terms --------------------------------------------------------------
    "jw.term.commander_level": ("commander", "commandant"),
    "jw.term.strategist": ("strategist", "stratège"),
    "jw.term.aide": ("aide-de-camp", "aide de camp"),
    "jw.term.aide_strategist": ("strategist aide", "aide stratège"),
    "jw.term.aide_formation": ("combat-trained aide", "aide formé au combat"),
    "jw.term.base": ("base", "base"),
    "jw.term.level": ("level", "niveau"),
    "jw.term.criteria": ("criteria", "critères"),
    "jw.term.passive": ("passive", "passif"),
    "jw.term.stronghold_special": ("5 × Stronghold", "5 × Place forte"),
    "jw.modifier_of": ("{abbr} mod.", "mod. {abbr}"),
    "jw.capped": ("{value}, the commander's", "{value}, celle du commandant"),
    # --- talents ----------------------------------------------------------------------
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
        "A grace round costs no advantage points; if the commander suffers a hero death, the "
        "round of confusion brings no penalty.",
        "Un round de grâce ne coûte aucun point d'avantage ; si le commandant subit une mort "
        "de héros, le round "
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
        "Each time the army takes damage it deals {n} back (half its BD).",
        "Chaque fois que l'armée subit des dégâts, elle en renvoie {n} (la moitié de ses DB).",
    ),
    "jw.effect.last_chance_rule": (
        "Each time the army takes damage it deals half its BD back (rounded up).",
        "Chaque fois que l'armée subit des dégâts, elle en renvoie la moitié de ses DB "
        "(arrondie au-dessus).",
    ),
    "jw.effect.determination": (
        "Every defense of the enemy −1, unless it is just as determined.",
        "Toutes les défenses de l'ennemi −1, sauf s'il a la même détermination.",
    ),
    "jw.effect.master_strategist": (
        "Critical range +2 (counted above).",
        "Critique élargie de deux (comptée plus haut).",
    ),
    "jw.effect.ruthless": (
        "A mode the commander switches on or off: BD {db} instead of {base}, every defense "
        "−1, 1 initiative more spent each round.",
        "Un mode que le commandant active ou non : DB {db} au lieu de {base}, toutes les "
        "défenses −1, 1 point d'initiative de plus dépensé par round.",
    ),
    "jw.effect.ruthless_rule": (
        "A mode the commander switches on or off: BD\u00a0×\u00a01.5 (rounded up), every defense "
        "−1, 1 initiative more spent each round.",
        "Un mode que le commandant active ou non : DB\u00a0×\u00a01,5 (arrondis au-dessus), "
        "toutes les défenses −1, 1 point d'initiative de plus dépensé par round.",
    ),
    "jw.effect.iron_hand": (
        "Morale, Vigor and Will +1, Maneuver +3 (counted above).",
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
        "hero a round); each hero avoids one hero death.",
        "Quand un héros intervient : un round de recharge en moins, ou +2 sur l'un de ses "
        "bonus (un héros par round) ; chaque héros évite une mort de héros.",
    ),
    "jw.effect.autonomy": (
        "Intelligence, Wisdom and Charisma may go above the commander's own.",
        "Intelligence, Sagesse et Charisme peuvent dépasser ceux du commandant.",
    ),
    # --- hero classes -----------------------------------------------------------------
    "jw.class.minor": ("minor", "mineur"),
    "jw.class.medium": ("medium", "moyen"),
    "jw.class.major": ("major", "majeur"),
    "jw.class.legendary": ("legendary", "légendaire"),
    "jw.class.ordinary": ("ordinary", "ordinaire"),
    # --- actions ----------------------------------------------------------------------
    "jw.kind.offensive": ("Offensive", "Offensive"),
    "jw.kind.manoeuvre": ("Maneuver", "Manœuvre"),
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
}
