"""The Witcher battle kit's words: key -> (english, french).

The odds and what-if pages, the battle card, skills and phases, SD breakdowns, the phase
table, casualties, the GM page and the quick reference with the turn sequence. Facts come
from seed 000; the wording is ours.
"""

WORDS: dict[str, tuple[str, str]] = {
    # --- odds ------------------------------------------------------------------------------
    "odds.title": ("Odds", "Probabilités"),
    "odds.intro": (
        "Worked out exactly before any die is rolled, from the numbers on the cards "
        "(rulings W1–W3, W9–W12). Phase 3 is played with the skill its chooser prefers.",
        "Calculées exactement avant le premier jet, à partir des chiffres des cartes "
        "(arbitrages W1–W3, W9–W12). La phase 3 se joue avec la compétence que préfère "
        "celui qui la choisit.",
    ),
    "odds.phase_col": ("Phase", "Phase"),
    "odds.wins_col": ("{army} wins", "{army} gagne"),
    "odds.rounds_col": ("Rounds: mean (90%)", "Tours : moyenne (90 %)"),
    "odds.crucial_col": ("Crucial moment (by side)", "Moment crucial (par camp)"),
    "odds.pick": ("chosen by the winner of phase 2", "au choix du vainqueur de la phase 2"),
    "odds.trigger": ("{p} ({pa} / {pb})", "{p} ({pa} / {pb})"),
    "odds.more_than": ("over {n}", "plus de {n}"),
    "odds.rounds_cell": ("{mean} ({r90})", "{mean} ({r90})"),
    "odds.battle": ("Wins the battle (2 phases or 3)", "Gagne la bataille (2 ou 3 phases)"),
    "odds.crushing": ("Crushing victory (3 phases)", "Victoire écrasante (3 phases)"),
    "odds.phases_won": ("Phases won", "Phases gagnées"),
    "odds.casualties_title": (
        "Casualties: chance of each band",
        "Pertes : chance de chaque tranche",
    ),
    "odds.length": (
        "A battle lasts {mean} rounds on average ({r90} or fewer in 90% of battles), "
        "about {time} of fighting.",
        "Une bataille dure {mean} tours en moyenne ({r90} ou moins dans 90 % des "
        "batailles), soit environ {time} de combat.",
    ),
    "odds.length_long": (
        "A battle lasts {mean} rounds on average, about {time} of fighting: both sides "
        "rarely score, and {p} of battles last over {n} rounds.",
        "Une bataille dure {mean} tours en moyenne, soit environ {time} de combat : les "
        "deux camps marquent rarement, et {p} des batailles durent plus de {n} tours.",
    ),
    "odds.crucial_none": (
        "No crucial moment counted: the odds assume none is played (ruling W10). The "
        "last column says how often one would start: a total comes within 5 of ST (then "
        "whose total, side by side).",
        "Aucun moment crucial compté : les probabilités supposent qu'aucun n'est joué "
        "(arbitrage W10). La dernière colonne dit combien de fois il commencerait : un "
        "total arrive à 5 du SR (puis le total de quel camp, dans l'ordre des colonnes).",
    ),
    "odds.crucial_even": (
        "Crucial moments counted in phases {phases} (marked *): each side wins each half the "
        "time and its winner adds 5 points (ruling W10).",
        "Moments cruciaux comptés en phases {phases} (marquées *) : chaque camp en gagne un "
        "sur deux et son vainqueur ajoute 5 points (arbitrage W10).",
    ),
    "odds.crucial_played": (
        "Crucial moments counted in phases {phases} (marked *): {army}, the players' side, "
        "wins each with {p} and its winner adds 5 points (ruling W10).",
        "Moments cruciaux comptés en phases {phases} (marquées *) : {army}, le camp des "
        "joueurs, gagne chacun avec {p} et son vainqueur ajoute 5 points (arbitrage W10).",
    ),
    "odds.overall_one": (
        "A DC hangs on crucial moment {moments}: weighing the DCs each outcome leaves at the "
        "players' chance, {army} wins the battle {p} (the kit's odds page counts this way).",
        "Un SD dépend du moment crucial {moments} : en pesant les SD que laisse chaque issue "
        "à la chance des joueurs, {army} gagne la bataille {p} (la page des chances du kit "
        "compte ainsi).",
    ),
    "odds.overall_many": (
        "DCs hang on crucial moments {moments}: weighing the DCs each outcome leaves at the "
        "players' chance, {army} wins the battle {p} (the kit's odds page counts this way).",
        "Des SD dépendent des moments cruciaux {moments} : en pesant les SD que laisse chaque "
        "issue à la chance des joueurs, {army} gagne la bataille {p} (la page des chances du "
        "kit compte ainsi).",
    ),
    "odds.and": (" and ", " et "),
    "odds.casualties": ("Casualties of {army}", "Pertes de {army}"),
    "odds.expected_lost": (
        "about {lost} of {headcount} soldiers lost on average, {dead} of them dead",
        "environ {lost} soldats perdus sur {headcount} en moyenne, dont {dead} morts",
    ),
    "odds.band_chance": ("Chance: {army}", "Chance : {army}"),
    "odds.per_test": ("scores {p} · {mean} pts a test", "marque {p} · {mean} pts par test"),
    "odds.cell": ("{sd} · {p}", "{sd} · {p}"),
    "odds.cells_note": (
        "Each cell: the casualty test's DC · the chance the battle ends in that cell.",
        "Chaque case : le SD du test de pertes · la chance que la bataille finisse là.",
    ),
    "whatif.title": ("What if: the odds of one phase", "Et si : les chances d'une phase"),
    "whatif.intro": (
        "Your commander's base minus the DC it rolls against, down the side; the success "
        "threshold across. Against an equal opponent (the same base − DC) each side wins "
        "one phase in two, ties included, so the table gives the chance "
        "against an opponent {edge} points better, and how long an even phase lasts.",
        "À gauche, la base du commandant moins le SD contre lequel il lance ; en haut, "
        "le seuil de réussite. Contre un adversaire égal (même base − SD), chaque camp "
        "gagne une phase sur deux, égalités comprises : la table donne "
        "donc la chance contre un adversaire meilleur de {edge} points, et la durée "
        "d'une phase égale.",
    ),
    "whatif.margin": ("Base − DC", "Base − SD"),
    "whatif.behind": (
        "Chance to win a phase against an opponent {edge} points better",
        "Chance de gagner une phase contre un adversaire meilleur de {edge} points",
    ),
    "whatif.even": (
        "Against an equal opponent (each side wins one phase in two): the rounds a phase "
        "lasts on average",
        "Contre un adversaire égal (chaque camp gagne une phase sur deux) : le nombre de "
        "tours qu'une phase dure en moyenne",
    ),
    "whatif.sr": ("ST {sr}", "SR {sr}"),
    # --- the battle card ("Carte de bataille") ---------------------------------------------
    "system.witcher": ("Witcher — battle rules", "Witcher — Règles de bataille"),
    "card_title": ("Battle card", "Carte de bataille"),
    "card.army": ("Army", "Nom de l'armée"),
    "card.commander": ("Commander", "Nom du commandant"),
    "card.main_troops": ("Main troops", "Troupes principales"),
    "card.opposing_sd": ("DC for the opposing side", "Seuil de difficulté pour le camp adverse"),
    # the GM's card: the DC this army rolls against, phase by phase, as the sheet prints it
    "card.target": ("Target DC", "SD à battre"),
    # beside a phase's target DC that hangs on a crucial moment: the other case's
    "card.target_split": ("(CM\u00a0{k} lost: {lost})", "(MC\u00a0{k} perdu\u202f: {lost})"),
    "card.specialists": ("Specialists, phase {n}", "Spécialistes phase {n}"),
    "card.commandement": ("Leadership base", "Base Commandement"),
    "card.tactique": ("Tactics base", "Base Tactique"),
    "card.headcount": ("Headcount", "Effectifs"),
    "card.headcount_by_phase": ("Headcount by phase", "Effectifs par phase"),
    "card.notes": ("At the table: Luck spent, events", "En jeu : Chance dépensée, événements"),
    "card.luck": ("Luck", "Chance"),
    # under a base's box on another army's card (players' copy), in a narrow column
    "card.base_announced": ("GM announces", "annoncé par le MJ"),
    "card.luck_roll": ("roll 2d6 − 2", "lancer 2d6 − 2"),
    # a commander the file gives no Luck (W13): a PC's is on the sheet, an NPC has none
    "card.luck_sheet": (
        "0 if an NPC, their own if a PC",
        "0 si PNJ, la sienne si PJ",
    ),
    # the same said of several commanders named before it: for each of them
    "card.luck_sheet_each": (
        "each 0 if an NPC, their own if a PC",
        "chacun 0 si PNJ, la sienne si PJ",
    ),
    # the commanders a card gives no Luck, after those it does: not named again
    # (one line on the card: the sheet's own key, shortened)
    "card.luck_others": ("others", "autres"),
    "card.luck_other": ("the other", "l’autre"),
    "card.luck_sheet_short": ("NPC 0, PC their own", "PNJ 0, PJ la sienne"),
    "card.luck_roll_short": ("2d6 − 2", "2d6 − 2"),
    "sheet.luck_unset": ("NPC 0, PC: Luck", "PNJ 0, PJ\u202f: sa Chance"),
    # said once before the names of several commanders the file gives no Luck
    "sheet.luck_unset_key": ("NPC 0, PC: their Luck —", "PNJ 0, PJ\u202f: sa Chance —"),
    # the same where they all lead the players' side: the key says the PCs fight there
    "sheet.luck_unset_side": (
        "NPC 0, PC ({army} side): Luck",
        "PNJ 0, PJ (camp {army})\u202f: sa Chance",
    ),
    "sheet.luck_unset_key_side": (
        "NPC 0, PC ({army} side): their Luck —",
        "PNJ 0, PJ (camp {army})\u202f: sa Chance —",
    ),
    # troops the file gives no phase: counted in the headcount all the same, they only
    # lower no DC (not "out of the battle")
    "card.uncommitted": ("No specialist phase", "Pas de phase de spécialiste"),
    "card.events": ("Modifiers", "Modificateurs"),
    "card.below_minimum": (
        "{mark} fewer than {n}: counted all the same",
        "{mark} moins de {n} : compté quand même",
    ),
    "card.below_minimum_many": (
        "{mark} fewer than {n}: counted all the same",
        "{mark} moins de {n} : comptés quand même",
    ),
    "card.reinforcements_named": (
        "{name} +{n} (headcount\u00a0{headcount})",
        "{name} +{n} (effectifs\u00a0{headcount})",
    ),
    "card.reinforcements": (
        "Reinforcements +{n} (headcount\u00a0{headcount})",
        "Renforts +{n} (effectifs\u00a0{headcount})",
    ),
    "card.phase_headcount": ("Headcount\u00a0{headcount}", "Effectifs\u00a0{headcount}"),
    # --- skills and phases -------------------------------------------------------------------
    "skill.tactique": ("Tactics", "Tactique"),
    "skill.commandement": ("Leadership", "Commandement"),
    "skill.choice": ("Winner of phase 2 chooses", "Au choix du vainqueur de la phase 2"),
    "phase.1": ("Opening maneuvers", "Manœuvres d'ouverture"),
    "phase.2": ("Main engagement", "Engagement principal"),
    "phase.3": ("Final maneuvers", "Manœuvres finales"),
    # --- SD breakdowns -----------------------------------------------------------------------
    "mod.main_troop": ("Main troop", "Troupe principale"),
    "card.part.best_terrain": ("Terrain", "Terrain"),
    "card.part.prepared": ("Prepared", "Préparation"),
    "card.part.barricades": ("Barricades", "Barricades"),
    "card.part.fortifications": ("Fortifications", "Fortifications"),
    "mod.best_terrain": ("Best terrain", "Meilleur terrain"),
    "mod.prepared": ("Prepared positions", "Positions préparées"),
    "mod.barricades": ("Barricades", "Barricades"),
    "mod.fortifications": ("Fortifications", "Fortifications"),
    "mod.card": ("Opposing card", "Carte adverse"),
    "mod.numeric_inferiority": ("Outnumbered", "Infériorité numérique"),
    # the rows of the rules' circumstances table, each with the enemy's numbers as a
    # share of the side's (ruling W6); short enough for a battle card, which says the
    # same words as the sheet's breakdown (the GM's copy only: the ratio gives the
    # enemy's headcount away)
    "mod.outnumbered.slight": (
        "Slightly outnumbered ({pct}%)",
        "Légère infériorité ({pct}\u202f%)",
    ),
    "mod.outnumbered.middle": (
        "Outnumbered ({pct}%)",
        "Infériorité ({pct}\u202f%)",
    ),
    "mod.outnumbered.great": (
        "Greatly outnumbered ({pct}%)",
        "Forte infériorité ({pct}\u202f%)",
    ),
    "mod.weather": ("Bad weather", "Mauvais temps"),
    "mod.surprise": ("Surprise", "Surprise"),
    "mod.specialist": ("Specialist", "Spécialiste"),
    "mod.enemy_specialists": ("Enemy specialists", "Spécialistes adverses"),
    # the phases the enemy commits specialists in, in brackets after the label
    "mod.enemy_specialists_phases": ("phases {list}", "phases {list}"),
    "mod.enemy_specialists_phase": ("phase {list}", "phase {list}"),
    "mod.enemy_main_troop": ("Enemy main troop", "Troupe principale adverse"),
    # --- phase table -------------------------------------------------------------------------
    "phases_title": ("Clash tests, phase by phase", "Tests d'affrontement, phase par phase"),
    "col.phase": ("Phase", "Phase"),
    "abbr.sd": ("DC", "SD"),
    "abbr.sr": ("ST", "SR"),
    "col.sd": ("DC", "SD"),
    "col.army": ("Army", "Armée"),
    "col.commander": ("Commander", "Commandant"),
    "col.card_sd": ("Card DC", "SD imposé"),
    "col.beat_sd": ("Target DC", "SD à battre"),
    "col.beat_sd_note": (
        "Card DC: what a card sets the other side (difficulty check). Target DC: the "
        "other card's DC + modifiers.",
        "SD imposé\u202f: ce que la carte impose à l'adversaire. SD à battre\u202f: SD "
        "imposé adverse + modificateurs.",
    ),
    # said only where the arrows are printed (the GM's copy)
    "col.need_note": (
        "“→ 5+”: the d10 that scores.",
        "«\u202f→\u00a05+\u202f»\u202f: le d10 qui marque.",
    ),
    "col.need": ("d10 to score", "d10 pour marquer"),
    "col.track": ("Points (tick up to ST {sr})", "Points (cochez jusqu'au SR {sr})"),
    "need.plus": ("{n}+", "{n}+"),
    "need.after_tens": ("{tens} then {n}+", "{tens} puis {n}+"),
    # a natural 1 subtracts from the base a d10 that may itself explode (turn.4, W1):
    # a small one may leave the total above the SD
    # ruling W1: a natural 1 is base less an open-ended d10, which scores while that die
    # stays at most base - SD - 1
    # read after "2+ … to score": on a natural 1, the d10 it takes off the base must be
    # at most k (pass 10: "a 1 too if d10 ≤ 1" did not say which d10)
    "need.fumble": (
        "on a\u00a01: d10\u00a0off\u00a0≤\u00a0{k}",
        "sur un\u00a01 : d10\u00a0ôté\u00a0≤\u00a0{k}",
    ),
    # past 9 the d10 a natural 1 takes off may explode (ruling W1): its total is compared
    "need.fumble_open": (
        "on a\u00a01: d10\u00a0off\u00a0≤\u00a0{k} (a 10 rolls on)",
        "sur un\u00a01 : d10\u00a0ôté\u00a0≤\u00a0{k} (un 10 se relance)",
    ),
    "headcounts": (
        "Headcount at the start of each phase: {counts}",
        "Effectifs au début de chaque phase : {counts}",
    ),
    "sr_line": (
        "Success threshold (ST): {sr} — {size}, {total} combatants",
        "Seuil de réussite (SR) : {sr} — {size}, {total} combattants",
    ),
    # a reinforcement that always comes raises the count: the total from the phase it
    # comes in (the ST stays the one the opening armies set, as in the rules' example)
    "sr_more": ("; {total} from phase\u00a0{n}", "\u202f; {total} dès la phase\u00a0{n}"),
    "sr_settled": (
        "Success threshold (ST): {sr} — {size}: your side alone fields more than "
        "{floor} combatants",
        "Seuil de réussite (SR) : {sr} — {size} : votre camp compte à lui seul plus de "
        "{floor} combattants",
    ),
    "sr_unknown": (
        "Success threshold (ST), by the size of the battle:",
        "Seuil de réussite (SR), selon la taille de la bataille :",
    ),
    "test_time": (
        "Each test stands for {time} of battle.",
        "Chaque test représente {time} de bataille.",
    ),
    # --- casualties --------------------------------------------------------------------------
    "casualties_title": ("Casualties — {army}", "Pertes — {army}"),
    "cas.test": (
        "{roller} rolls Tactics {base} + d10 after the battle, against the DC below; "
        "margin = total − DC.",
        "{roller} lance Tactique {base} + d10 après la bataille, contre le SD "
        "ci-dessous ; marge = total − SD.",
    ),
    # who rolls, and why (ruling K1, said in words: its note would not fit the page)
    "cas.who.chief": (
        "The test falls to the commander-in-chief.",
        "Le test revient au commandant en chef.",
    ),
    "cas.who.last": (
        "With no commander-in-chief, the test falls to the leader of phase\u00a03, who "
        "ends the battle.",
        "Sans commandant en chef, le test revient au chef de la phase\u00a03, qui finit la "
        "bataille.",
    ),
    "cas.fixed": ("Fixed part of the DC", "Part fixe du SD"),
    "cas.chance": ("Chance", "Proba."),
    "cas.grid": (
        "Casualty test DC by tests rolled (rows) and phases won (columns)",
        "SD du test de pertes selon les tests lancés (lignes) et les phases gagnées (colonnes)",
    ),
    "cas.rounds": ("Tests rolled", "Tests lancés"),
    # one test worked through with the page's numbers, under the fixed part of the DC
    "cas.example": (
        "Example: {tests}, {won} → DC {sd}; Tactics {base} + {roll} on the d10 = {total}, "
        "margin {margin} → {dice}.",
        "Exemple : {tests}, {won} → SD {sd} ; Tactique {base} + {roll} au d10 = {total}, "
        "marge {margin} → {dice}.",
    ),
    "cas.example_tests.one": ("{n} test rolled", "{n} test lancé"),
    "cas.example_tests.many": ("{n} tests rolled", "{n} tests lancés"),
    "cas.example_won.one": ("{n} phase won", "{n} phase gagnée"),
    "cas.example_won.many": ("{n} phases won", "{n} phases gagnées"),
    "cas.won.one": ("{n} won", "{n} gagnée"),
    "cas.won.many": ("{n} won", "{n} gagnées"),
    "cas.step": (
        "Outside the table: DC +{step} for each further test rolled, −{step} for each one fewer.",
        "Hors de la table : SD +{step} par test lancé de plus, −{step} par test de moins.",
    ),
    "cas.likely": (
        "Tinted: the cells where 8 battles in 10 end, by the odds before the battle.",
        "En teinte : les cases où finissent 8 batailles sur 10, selon les chances d'avant "
        "la bataille.",
    ),
    "cas.dice": ("{n}d6 + {bonus}%", "{n}d6 + {bonus} %"),
    "cas.phases_won": ("Phases won", "Phases gagnées"),
    "cas.bands": (
        "Casualty bands for {headcount} combatants",
        "Tranches de pertes pour {headcount} combattants",
    ),
    "cas.end_headcounts": (
        "Both armies are counted as the battle ends, reinforcements included: {own} "
        "against {enemy}.{ruling_K15}",
        "Les deux armées sont comptées en fin de bataille, renforts compris : {own} "
        "contre {enemy}.{ruling_K15}",
    ),
    "cas.bands_two": (
        "Casualty bands for {headcount} or {other} combatants",
        "Tranches de pertes pour {headcount} ou {other}\u00a0combattants",
    ),
    "cas.on": ("Out of {headcount}", "Sur {headcount}"),
    "cas.alt": ("{case}: {parts}.", "{case}\u202f: {parts}."),
    "cas.alt_sep": ("; ", "\u202f; "),
    "cas.alt_counts": ("{own} against {enemy}", "{own} contre {enemy}"),
    "cas.alt_sd": (
        "fixed part of the DC\u00a0{sd} (every DC in the grid {shift})",
        "part fixe du SD\u00a0{sd} (chaque SD de la grille\u00a0{shift})",
    ),
    "cas.alt_same_sd": ("the same DCs", "mêmes SD"),
    "cas.alt_columns": (
        "soldiers lost: the columns “Out of {headcount}”",
        "soldats perdus : les colonnes « Sur {headcount} »",
    ),
    "cas.margin": ("Margin", "Marge"),
    "cas.percent": ("Losses", "Pertes"),
    # kept to two lines over its narrow column
    "cas.range": ("Percent range (quick)", "Plage\u00a0en\u202f% (rapide)"),
    "cas.lost": ("Soldiers lost", "Soldats perdus"),
    "cas.dead": ("Dead", "Morts"),
    "cas.wounded": ("Wounded", "Blessés"),
    "cas.survivors": ("Get away", "Réchappés"),
    "cas.if_won": ("If it wins the battle", "S'il gagne la bataille"),
    "cas.if_beaten": (
        "If beaten: the enemy finishes its wounded",
        "S'il perd\u202f: l'ennemi achève ses blessés",
    ),
    "cas.min_quick_max": (
        "Each cell: minimum – maximum (quick value).",
        "Chaque case : minimum – maximum (valeur rapide).",
    ),
    "cas.min_quick_max_one": (
        "Each cell: minimum – maximum (quick value); a single figure when all three agree.",
        "Chaque case : minimum – maximum (valeur rapide) ; un seul nombre quand les trois "
        "se confondent.",
    ),
    "cas.rounded": (
        "Soldiers rounded to two significant figures.",
        "Soldats arrondis à deux chiffres significatifs.",
    ),
    "cas.over": ("over +{n}", "plus de +{n}"),
    "cas.under": ("under −{n}", "moins de −{n}"),
    "cas.pcs": (
        "Player characters and important NPCs of the army lose the same percentage "
        "of their Stamina and Health.",
        "Les PJ et PNJ importants de l'armée perdent le même pourcentage "
        "d'Endurance et de Points de Santé.",
    ),
    "cas.quarter": (
        "Quarter: only the enemy's wounded may be finished off; this army's are spared. Won "
        "or lost, a third of its casualties are dead, the rest wounded.",
        "Quartier : seuls les blessés du camp adverse peuvent être achevés ; ceux de cette "
        "armée sont épargnés. Bataille gagnée ou perdue, un tiers de ses pertes sont des "
        "morts, le reste des blessés.",
    ),
    "cas.no_quarter": (
        "No quarter: the victor finishes off the beaten side's wounded; (1d6 + 2)% of "
        "its casualties still get away (quick value 5%), the rest are dead. The victor "
        "counts a third of its casualties dead and the rest wounded.",
        "Pas de quartier : le vainqueur achève les blessés du camp battu ; (1d6 + 2) % "
        "de ses pertes en réchappent malgré tout (valeur rapide 5 %), les autres sont "
        "morts. Le vainqueur compte un tiers de morts parmi ses pertes, le reste de "
        "blessés.",
    ),
    # --- GM page -----------------------------------------------------------------------------
    "gm.armies": ("The armies", "Les armées"),
    "gm.matchup": ("The three phases at a glance", "Les trois phases d'un coup d'œil"),
    "gm.reserve": ("Second commanders in reserve", "Commandants en second en réserve"),
    # --- quick reference: tables -------------------------------------------------------------
    "qr.troop_types": ("Troop types", "Types de troupes"),
    "qr.troop_type": ("Troop type (examples)", "Type de troupes (exemples)"),
    "qr.officers": ("Officers' base skills", "Compétences de base des officiers"),
    "qr.rank": ("Rank", "Grade"),
    "qr.battle_type": ("Type of battle", "Type de bataille"),
    "qr.engagement": ("Engagement size", "Taille d'engagement"),
    "qr.battle_size": ("Size of battle (both sides)", "Taille de la bataille (deux camps)"),
    "qr.circumstances": (
        "Circumstances (added to the DC)",
        "Circonstances (ajoutées au SD)",
    ),
    "qr.circumstance": ("Circumstance", "Circonstance"),
    "qr.modifier": ("Modifier", "Modificateur"),
    "qr.casualty_modifiers": ("Casualty test modifiers", "Modificateurs du test de pertes"),
    "qr.casualty_percent": ("Casualty percentages", "Pourcentage de pertes"),
    "qr.margin": ("Margin", "Marge"),
    "qr.turn": ("How a battle runs", "Déroulement d'une bataille"),
    "qr.combatants_range": ("{low} to {high}", "de {low} à {high}"),
    "qr.combatants_over": ("over {low}", "plus de {low}"),
    "qr.per.type": ("per type", "par type"),
    "qr.per.step": (
        "per whole 100%, so +3 at 300%",
        "par tranche entière de 100 %, soit +3 à 300 %",
    ),
    "qr.per.phase": ("per phase", "par phase"),
    "qr.per.test": ("per test", "par test"),
    "qr.cap": ("(max {cap})", "(max {cap})"),
    "tier.non_combatants": (
        "Non-combatants (peasants with pitchforks)",
        "Non-combattants (paysans armés de fourches)",
    ),
    "tier.brigands_militia": ("Brigands, militia", "Brigands, milice"),
    "tier.men_at_arms": (
        "Men-at-arms of a regular army (combat base under 15)",
        "Hommes d'armes d'une armée régulière (base de combat inférieure à 15)",
    ),
    "tier.knights": (
        "Knights such as the Order of the Flaming Rose, Scoia'tael (combat base over 14)",
        "Chevaliers, comme l'Ordre de la Rose ardente, Scoia'tael (base de "
        "combat supérieure à 14)",
    ),
    "tier.elite": (
        "Elite knights such as the Impera Brigade, Mahakam dwarves (combat base "
        "over 16); usually phase-3 specialists",
        "Chevaliers d'élite, comme la Brigade Impera, nains de Mahakam (base de "
        "combat supérieure à 16) ; d'ordinaire spécialistes de la phase 3",
    ),
    "tier.witchers_mages": (
        "Witchers, mages, gargoyles, trolls (groups of 5 or more)",
        "Sorceleurs, mages, gargouilles, trolls (groupes de 5 au moins)",
    ),
    "tier.golems_elementals": (
        "Golems, elementals (groups of 5 or more)",
        "Golems, élémentaires (groupes de 5 au moins)",
    ),
    "tier.dragons": ("Dragons", "Dragons"),
    "rank.captain": ("Captain", "Capitaine"),
    "rank.major": ("Major", "Major / Commandant"),
    "rank.colonel": ("Colonel", "Colonel"),
    "rank.general": ("General", "Général"),
    "rank.marshal": ("Field marshal", "Général d'armée / Maréchal"),
    "size.skirmish": ("Skirmish", "Escarmouche"),
    "size.small": ("Small battle", "Petite bataille"),
    "size.large": ("Large battle", "Grande bataille"),
    "size.huge": ("Huge battle", "Énorme bataille"),
    "size.epic": ("Epic battle", "Bataille épique"),
    "circ.specialists": ("Specialist troops committed", "Troupes spécialistes engagées"),
    "circ.surprise": (
        "Surprise: ambush, fresh reserves, attack from behind",
        "Surprise : embuscade, réserves fraîches, attaque par l'arrière",
    ),
    "circ.slight_superiority": (
        "Enemy slightly outnumbers the side (120 to 150%)",
        "Ennemi en légère supériorité numérique (120 à 150 %)",
    ),
    "circ.superiority": (
        "Enemy outnumbers the side (151 to 200%)",
        "Ennemi en supériorité numérique (151 à 200 %)",
    ),
    "circ.great_superiority": (
        "Enemy greatly outnumbers the side (over 200%)",
        "Ennemi en grande supériorité numérique (plus de 200 %)",
    ),
    "circ.best_terrain": ("Enemy holds the best ground", "L'ennemi tient le meilleur terrain"),
    "circ.prepared": ("Enemy prepared its positions", "L'ennemi a préparé ses positions"),
    "circ.works": (
        "Enemy behind barricades / fortifications",
        "L'ennemi derrière barricades / fortifications",
    ),
    "circ.weather": (
        "Bad weather, from drizzle to downpour, or fog",
        "Mauvais temps, de la bruine à l'averse, ou brouillard",
    ),
    "casmod.phase_won": ("Each phase won", "Chaque phase gagnée"),
    "casmod.phase_lost": ("Each phase lost", "Chaque phase perdue"),
    "casmod.slight_superiority": (
        "Enemy slightly outnumbers the side (120 to 150%)",
        "Ennemi en légère supériorité numérique (120 à 150 %)",
    ),
    "casmod.superiority": (
        "Enemy outnumbers the side (151 to 200%)",
        "Ennemi en supériorité numérique (151 à 200 %)",
    ),
    "casmod.great_superiority": (
        "Enemy greatly outnumbers the side (over 200%)",
        "Ennemi en grande supériorité numérique (plus de 200 %)",
    ),
    "casmod.enemy_specialists": (
        "Enemy committed specialists",
        "L'ennemi a engagé des spécialistes",
    ),
    "casmod.rounds": (
        "Tests rolled to reach the ST, all phases",
        "Tests lancés pour atteindre le SR, toutes phases",
    ),
    "casmod.barricades": ("Enemy barricades", "Barricades adverses"),
    "casmod.fortifications": ("Enemy fortifications", "Fortifications adverses"),
    # --- the turn sequence, in our own words ----------------------------------------------------
    "turn.1": (
        "Before the battle, each army gets a card: its main troop and standing defenses "
        "set the card DC (difficulty check) the other commander rolls against. Each "
        "specialist is assigned to one phase in advance.",
        "Avant la bataille, chaque armée reçoit sa carte\u202f: sa troupe principale et "
        "ses défenses fixent le SD imposé à l'autre commandant. Chaque spécialiste est "
        "affecté d'avance à une phase.",
    ),
    "turn.2": (
        "The combatants of both sides together set the success threshold (ST) every "
        "phase must reach.",
        "Les combattants des deux camps réunis fixent le seuil de réussite (SR) que "
        "chaque phase doit atteindre.",
    ),
    "turn.3": (
        "A phase is played in rounds: each round both commanders roll base + d10 once "
        "against their target DC. Tactics in phase 1, Leadership in phase 2, the phase 2 "
        "winner's pick in phase 3.",
        "Une phase se joue en tours\u202f: à chaque tour, les deux commandants lancent "
        "une fois base + d10 contre leur SD à battre. Tactique en phase 1, Commandement "
        "en phase 2, au choix du vainqueur de la phase 2 en phase 3.",
    ),
    "turn.4": (
        "Criticals: a natural 10 adds a d10, rolled again on each 10; a natural 1 takes "
        "off the base a d10 that may explode too (never below 1).",
        "Critiques\u202f: un 10 naturel ajoute un d10, relancé sur chaque 10\u202f; un 1 "
        "naturel ôte de la base un d10 qui peut exploser aussi (jamais sous 1).",
    ),
    "turn.5": (
        "Every point above the DC is banked; a miss costs nothing. After a round, a bank "
        "at the ST takes the phase; both: the larger, an exact tie plays again.",
        "Chaque point au-dessus du SD va en réserve\u202f; un échec ne coûte rien. Après "
        "un tour, une réserve au SR remporte la phase\u202f; les deux\u202f: la plus "
        "grosse, une égalité parfaite rejoue un tour.",
    ),
    "turn.6": (
        "When a side comes within 5 points of the ST, a crucial moment may start: the "
        "player characters fight an encounter, whose winner banks 5 more points. With "
        "an ST of 5 it comes at once, takes the place of round 1's test and decides the "
        "phase.",
        "À 5 points du SR ou moins, un moment crucial peut commencer\u202f: les PJ "
        "livrent une rencontre, dont le vainqueur gagne 5 points de plus. Avec un SR de "
        "5, il vient d'emblée, prend la place du test du premier tour et tranche la phase.",
    ),
    # turn.6 where the presenter knows the ST is above 5: no word of ST 5's case
    "turn.6_long": (
        "When a side comes within 5 points of the ST, a crucial moment may start: the "
        "player characters fight an encounter, whose winner banks 5 more points.",
        "À 5 points du SR ou moins, un moment crucial peut commencer\u202f: les PJ "
        "livrent une rencontre, dont le vainqueur gagne 5 points de plus.",
    ),
    "turn.7": (
        "Phase 3 is always played. Two phases win the battle; all three make a "
        "crushing victory. A side that lost phases 1 and 2 but takes phase 3 "
        "retreats in good order.",
        "La phase 3 se joue toujours. Deux phases gagnent la bataille ; les trois font "
        "une victoire écrasante. Un camp battu aux phases 1 et 2 qui prend la phase 3 "
        "se retire en bon ordre.",
    ),
    # the length of a test as this battle has it: a siege's day, or the minutes
    "turn.8": (
        "A test stands for {time} of fighting. A commander may spend Luck on any roll.",
        "Un test représente {time} de combat. Un commandant peut dépenser sa Chance sur "
        "n'importe quel jet.",
    ),
    "turn.8_siege": (
        "In a siege each test stands for a whole day of fighting. A commander may spend "
        "Luck on any roll.",
        "Dans un siège, chaque test représente une journée entière de combat. Un "
        "commandant peut dépenser sa Chance sur n'importe quel jet.",
    ),
    "turn.9": (
        "Optional casualties: after the battle each commander rolls Tactics against the "
        "enemy's main-troop DC plus the casualty modifiers; the margin gives the share "
        "lost, a third of it dead.",
        "Pertes (option)\u202f: après la bataille, chaque commandant lance Tactique contre "
        "le SD de la troupe principale adverse plus les modificateurs de pertes\u202f; la "
        "marge donne la part perdue, dont un tiers de morts.",
    ),
}
