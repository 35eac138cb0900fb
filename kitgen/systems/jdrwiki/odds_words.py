"""Words of the GM's pages for each army, key -> (english, french).

The odds and damage of each body against each enemy, and the criteria matrix with the
short skill names heading its columns; also the terminal's summary and odds lines.
"""

ODDS_WORDS: dict[str, tuple[str, str]] = {
    # --- short skill names (the criteria matrix's heads): a name of several words by its
    # initials, a one-word name by its first three letters (a word of four kept whole)
    "jw.short.power_attack": ("PA", "AF"),
    "jw.short.finesse_attack": ("FA", "AH"),
    "jw.short.manoeuvre": ("Man", "MM"),
    "jw.short.sapping": ("Sap", "Sap"),
    "jw.short.warcraft": ("Gen", "TG"),
    "jw.short.parry": ("Par", "Par"),
    "jw.short.reflexes": ("Ref", "Réf"),
    "jw.short.will": ("Will", "Vol"),
    "jw.short.vigour": ("Vig", "Vig"),
    "jw.short.morale": ("Mor", "Mor"),
    "jw.short.perception": ("Per", "Per"),
    "jw.short.initiative": ("Ini", "Ini"),
    # --- odds and damage against an enemy ---------------------------------------------
    "jw.against": ("{us} against {enemy}", "{us} contre {enemy}"),
    "jw.damage": ("damage", "dégâts"),
    "jw.grounds_value": ("{own} ({us}) · {theirs} ({enemy})", "{own} ({us}) · {theirs} ({enemy})"),
    "jw.key.ground": ("Ground at the start", "Terrain au départ"),
    "jw.key.ground_met": ("Ground of the fight", "Terrain du combat"),
    "jw.grounds_met": (
        "{ground} — {side} comes from its starting zone ({start}) in {moves}",
        "{ground} — {side} vient de sa zone de départ ({start}) en {moves}",
    ),
    "jw.moves.one": ("{n} move", "{n} déplacement"),
    "jw.moves.many": ("{n} moves", "{n} déplacements"),
    "jw.key.soak": ("Soak", "Encaissement"),
    "jw.key.melee": ("Melee round end", "Fin de round en mêlée"),
    "jw.key.modes": ("Modes", "Modes"),
    "jw.key.critical": ("Critical", "Critique"),
    "jw.soak_value": (
        "{army} takes {n} DS less from each hit (CON)",
        "{army} retire {n} VDB de chaque coup reçu (CON)",
    ),
    "jw.soak_worse": (
        "{army} takes {n} DS more from each hit (CON)",
        "{army} subit {n} VDB de plus à chaque coup (CON)",
    ),
    "jw.critical_value": ("{range} ({chance})", "{range} ({chance})"),
    "jw.flat": ("flat ground", "terrain plat"),
    "jw.apart.next": ("neighboring zones", "zones voisines"),
    "jw.apart.far": ("{n} zones apart: close in first", "à {n} zones : se rapprocher d'abord"),
    "jw.apart.none": ("no way between the zones", "aucun passage entre les zones"),
    # the legend of the columns, on two lines: the d20 and the pairings; then the "In
    # words" column's second line (round 16: "under the words" named no column)
    "jw.odds_help.any": (
        "d20: the roll needed; a roll in the critical range always succeeds.{ruling_O2} The "
        "pairing best for the attacker first, the other defenses after.{ruling_O10} "
        "Listed modifiers already counted in the figures.",
        "d20 : le jet qu'il faut ; un jet dans la plage de critique réussit quel que soit le "
        "total{ruling_O2}. D'abord la paire compétence-défense la plus favorable "
        "à l'attaquant, puis les autres défenses{ruling_O10}. Modificateurs cités déjà "
        "comptés dans les valeurs.",
    ),
    "jw.odds_help.success": (
        "d20: the roll needed; a critical counts only on a roll that also succeeds (house "
        "rule). The pairing best for the attacker first, the other "
        "defenses after.{ruling_O10} Listed modifiers already "
        "counted in the figures.",
        "d20 : le jet qu'il faut ; un critique ne compte que sur un jet qui réussit aussi "
        "(règle maison). D'abord la paire compétence-défense la plus favorable "
        "à l'attaquant, puis les autres défenses{ruling_O10}. Modificateurs cités déjà "
        "comptés dans les valeurs.",
    ),
    "jw.odds_help.column": (
        "“In words” column, under the words: the chance after a successful charge (+2, "
        "Brute +2 more), pincer (+4) or pitfall (+2).{ruling_O12} Heroes, fury and "
        "advantage points not counted.",
        "Colonne « En clair », sous les mots : la chance après une charge (+2, Brute +2 de "
        "plus), un étau (+4) ou une chausse-trappe (+2) réussis{ruling_O12}. Héros, hargne "
        "et points d'avantage non comptés.",
    ),
    # the legend once, on the first odds page: the next ones point to it
    "jw.odds_help.elsewhere": (
        "Heroes, fury and advantage points not counted; listed modifiers already counted; "
        "the d20 and the chances: see the key on the page “{title}”.",
        "Héros, hargne et points d'avantage non comptés ; modificateurs cités déjà comptés ; "
        "d20 et chances : voir la légende de la page « {title} ».",
    ),
    # what the page leaves out, as the GM reckons it at the table: a bonus to the skill
    # moves the d20 needed by one face (army.chances), above the critical range's floor
    "jw.odds_step.any": (
        "A +1 to the skill (an engaged hero's bonus, a heroism point) lowers the d20 needed "
        "by one: 5 more chances in 100, while that d20 is no higher than the critical "
        "range's lowest.",
        "Un +1 à la compétence (bonus d'un héros engagé, point d'héroïsme) abaisse d'un le "
        "d20 qu'il faut : 5 chances sur 100 de plus, tant que ce d20 ne dépasse pas le bas "
        "de la plage de critique.",
    ),
    "jw.odds_step.success": (
        "A +1 to the skill (an engaged hero's bonus, a heroism point) lowers the d20 needed "
        "by one: 5 more chances in 100, while that d20 is between 2 and 21.",
        "Un +1 à la compétence (bonus d'un héros engagé, point d'héroïsme) abaisse d'un le "
        "d20 qu'il faut : 5 chances sur 100 de plus, tant que ce d20 est entre 2 et 21.",
    ),
    "jw.odds_moved": (
        "{ground}. After a move, see the new zone's card.",
        "{ground}. Après un déplacement, voir la carte de la nouvelle zone.",
    ),
    "jw.other_defence": (
        "{defence} {n}: {chance}",
        "{defence} {n} : {chance}",
    ),
    "jw.cover_note": (
        "Cover counts only against actions aimed at the army under it.",
        "La couverture ne compte que contre les actions qui visent l'armée abritée.",
    ),
    "jw.other_defence_terms": (
        "{defence} {n} ({terms}): {chance}",
        "{defence} {n} ({terms}) : {chance}",
    ),
    "jw.odds_word.always": ("always", "toujours"),
    "jw.odds_word.very_likely": ("very likely", "très probable"),
    "jw.odds_word.likely": ("likely", "probable"),
    "jw.odds_word.even": ("a coin toss", "à pile ou face"),
    "jw.odds_word.unlikely": ("unlikely", "peu probable"),
    "jw.odds_word.long_shot": ("a long shot", "rare"),
    "jw.odds_word.never": ("never", "jamais"),
    "jw.in_words": ("In words", "En clair"),
    "jw.dice_total": ("Total of the dice", "Total des dés"),
    "jw.situation": ("The situation", "La situation"),
    "jw.action": ("Action", "Action"),
    "jw.our_roll": ("Skill", "Compétence"),
    "jw.their_defence": ("Against", "Contre"),
    "jw.d20": ("d20", "d20"),
    "jw.success": ("Success", "Réussite"),
    "jw.critical": ("Critical", "Critique"),
    "jw.critical_short": ("crit.", "crit."),
    "jw.any_roll": ("any", "tout"),
    "jw.vs": ("vs", "contre"),
    "jw.damage_by": (
        "Damage at full HP (BD\u00a0{db}, DS\u00a0{vdb}), soak taken off, before fury and "
        "protection.",
        "Dégâts à PV pleins (DB\u00a0{db}, VDB\u00a0{vdb}), encaissement déduit, avant "
        "hargne et protection.",
    ),
    "jw.damage_later": (
        "Once a box of the attacker's track is ticked: BD of its column + (dice + "
        "mod.{soak}) × DS of its column, at least\u00a01.",
        "Case cochée sur la piste de l'attaquant : DB de sa colonne + (dés + mod.{soak}) × "
        "VDB de sa colonne, au moins\u00a01.",
    ),
    "jw.damage_later.soak": ("\u00a0−\u00a0{n}", "\u00a0−\u00a0{n}"),
    "jw.damage_later.fragile": ("\u00a0+\u00a0{n}", "\u00a0+\u00a0{n}"),
    "jw.hit": ("Hit", "Coup"),
    "jw.used_by": ("Used by", "Pour"),
    "jw.by_roll": ("Dice → damage", "Dés → dégâts"),
    "jw.crit_head": ("crit.{ruling_O11}", "crit.{ruling_O11}"),
    "jw.follow.charge": ("charge", "charge"),
    "jw.follow.pincer": ("pincer", "étau"),
    "jw.follow.pitfall": ("pitfall", "chausse-trappe"),
    "jw.follow.in_melee": ("in melee", "en mêlée"),
    "jw.brute_in_melee": (
        "Brute doubled in a melee (zone: {zone}), {bonus}: {list}.",
        "Brute doublée en mêlée (zone : {zone}), {bonus} : {list}.",
    ),
    "jw.mode.enemy_ruthless": (
        "{army} ruthless: its defenses {n}, each roll here 1 easier",
        "{army} impitoyable : ses défenses {n}, chaque jet ici plus facile de 1",
    ),
    "jw.mode.confusion": (
        "{army}, after its commander's hero death: every skill {n} for a round, then a "
        "new commander, army level worked out again",
        "{army}, après la mort de héros de son commandant : chaque compétence {n} un "
        "round, puis nouveau commandant, niveau d'armée recalculé",
    ),
    "jw.ruthless_hit": (
        "Ruthless: {n} a hit (BD +50%).",
        "Impitoyable : {n} par coup (DB +50 %).",
    ),
    "jw.use.melee_round": ("end of a total melee round", "fin de round en mêlée totale"),
    # after the actions whose hit is at the attacker's pick, in the better one's row
    "jw.use.pick": (" (its choice: {abbr})", " (au choix : {abbr})"),
    "jw.backfire_hit": (
        "A failed Push back or Total melee: the attacker takes the defender's hit, read on "
        "the page where the defender attacks.",
        "Recul ou Mêlée totale ratés : l'attaquant subit le coup du défenseur, lu sur la "
        "page où celui-ci attaque.",
    ),
    "jw.melee_round": (
        "Perception {ours} vs {theirs}, same ground:{ruling_O13} {gain}",
        "Perception {ours} contre {theirs}, terrain commun{ruling_O13} : {gain}",
    ),
    "jw.melee_gain": ("{army} gains 1 advantage point", "{army} gagne 1 point d'avantage"),
    "jw.melee_gain.none": ("tie, no point", "égalité, aucun point"),
    "jw.follow_line": ("{situation} {chance}", "{situation} {chance}"),
    "jw.follow_damage": ("Damage after a success: {list}.", "Dégâts après réussite : {list}."),
    "jw.follow_damage.vdb": ("{situation} {points}", "{situation} {points}"),
    "jw.follow_damage.raw": ("{situation} +{n}", "{situation} +{n}"),
    "jw.range": ("Range", "Écart"),
    "jw.mean": ("Mean", "Moyenne"),
    # --- the criteria matrix ----------------------------------------------------------
    "jw.criteria_title": ("how the numbers were built", "d'où viennent les chiffres"),
    "jw.criteria_help": (
        "Each criterion's rating adds to the characteristics and skills it feeds (marked). "
        "A skill also adds the army level and its characteristic's modifier.",
        "La note de chaque critère s'ajoute aux caractéristiques et compétences qu'il "
        "nourrit (cases remplies). Une compétence ajoute aussi le niveau d'armée et le "
        "modificateur de sa caractéristique.",
    ),
    "jw.characteristics": ("Characteristics", "Caractéristiques"),
    "jw.group_skills.offensive": ("Offensive skills", "Compétences offensives"),
    "jw.group_skills.defensive": ("Defensive skills", "Compétences défensives"),
    "jw.group_skills.support": ("Support", "Soutien"),
    "jw.legend": ("Columns", "Colonnes"),
    "jw.criterion": ("Criterion", "Critère"),
    "jw.rating": ("Rating", "Note"),
    "jw.unrated": ("Not rated (counted as 0)", "Non notés (comptés 0)"),
    # --- the terminal -----------------------------------------------------------------
    "jw.army_line": (
        "level {level}, HP {hp}, BD {db}, DS {vdb}",
        "niveau {level}, PV {hp}, DB {db}, VDB {vdb}",
    ),
    "jw.hero_line": (
        "hero {name}: {cls}, {spent}/{points} points, cooldown {cooldown}",
        "héros {name} : {cls}, {spent}/{points} points, recharge {cooldown}",
    ),
    "jw.odds_against": ("{army} against {enemy}", "{army} contre {enemy}"),
}
