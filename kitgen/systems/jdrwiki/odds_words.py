"""Words of the GM's pages for each army, key -> (english, french).

The odds and damage of each body against each enemy, and the criteria matrix with the
short skill names heading its columns; also the terminal's summary and odds lines.
"""

ODDS_WORDS: dict[str, tuple[str, str]] = {
    # --- short skill names (the criteria matrix's heads) ------------------------------
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
    # --- odds and damage against an enemy ---------------------------------------------
    "jw.against": ("{us} against {enemy}", "{us} contre {enemy}"),
    "jw.damage": ("damage", "dégâts"),
    "jw.grounds": (
        "Our zone: {own} · theirs: {theirs}",
        "Notre zone : {own} · la leur : {theirs}",
    ),
    "jw.flat": ("flat ground", "terrain plat"),
    "jw.soak_line": (
        "{army} soaks {n} VDB a hit (CON)",
        "{army} encaisse {n} VDB par coup (CON)",
    ),
    "jw.odds_help.any": (
        "d20: the roll needed; a roll in the critical range succeeds whatever the total (ruling "
        "O2). Where the action offers a choice, the attacker's best skill and defence are "
        "shown, the other defences after them (ruling O10). Heroes, fury and the round's own "
        "bonuses are not counted.",
        "d20 : le jet qu'il faut ; un jet dans la plage de critique réussit quel que soit le "
        "total (arbitrage O2). Quand l'action laisse le choix, la meilleure compétence et la "
        "meilleure défense de l'attaquant sont indiquées, les autres défenses ensuite (arbitrage "
        "O10). Héros, hargne et bonus du round ne sont pas comptés.",
    ),
    "jw.odds_help.success": (
        "d20: the roll needed; a critical counts only on a roll that also succeeds (house "
        "rule). Where the action offers a choice, the attacker's best skill and defence are "
        "shown, the other defences after them (ruling O10). Heroes, fury and the round's own "
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
    "jw.our_roll": ("We roll", "Notre jet"),
    "jw.their_defence": ("Against", "Contre"),
    "jw.d20": ("d20", "d20"),
    "jw.success": ("Success", "Réussite"),
    "jw.critical": ("Critical", "Critique"),
    "jw.critical_short": ("crit.", "crit."),
    "jw.any_roll": ("any", "tout"),
    "jw.vs": ("vs", "contre"),
    "jw.damage_by": (
        "Damage of one hit, {body} → {enemy}, before fury and protection: read the column "
        "of the dice's total.",
        "Dégâts d'un coup, {body} → {enemy}, avant hargne et protection : lisez la colonne "
        "du total des dés.",
    ),
    "jw.hit": ("Hit", "Coup"),
    "jw.used_by": ("Used by", "Pour"),
    "jw.by_roll": ("Dice → damage", "Dés → dégâts"),
    "jw.damage_critical": (
        "In grey under each range and mean: a critical that takes the damage, the dice and "
        "the modifier twice (ruling O11).",
        "En gris sous chaque écart et moyenne : un critique qui prend les dégâts, dés et "
        "modificateur doublés (arbitrage O11).",
    ),
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
        "level {level}, HP {hp}, DB {db}, VDB {vdb}",
        "niveau {level}, PV {hp}, DB {db}, VDB {vdb}",
    ),
    "jw.hero_line": (
        "hero {name}: {cls}, {spent}/{points} points, cooldown {cooldown}",
        "héros {name} : {cls}, {spent}/{points} points, recharge {cooldown}",
    ),
    "jw.odds_against": ("{army} against {enemy}", "{army} contre {enemy}"),
}
