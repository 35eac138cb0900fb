"""The Witcher kit's words for its battle sheet and its odds page: key -> (english,
french). Facts come from seed 000; the wording is ours."""

KIT_WORDS: dict[str, tuple[str, str]] = {
    # --- the battle sheet: both sides of each phase face to face -------------------------
    "sheet.title": ("Battle sheet", "Feuille de bataille"),
    "sheet.help": (
        "Each round both commanders roll base + d10 against their DC and tick a box for "
        "every point above it. The first to reach ST {sr} takes the phase; both in the same "
        "round: the larger total, an exact tie plays one more round.",
        "À chaque tour, les deux commandants lancent base + d10 contre leur SD et cochent "
        "une case par point au-dessus. Le premier à atteindre le SR {sr} remporte la phase ; "
        "les deux au même tour : le plus grand total, une égalité parfaite rejoue un tour.",
    ),
    "rulings_where_after": (
        "On the pages that follow, a small number after a sentence or a figure points to a "
        "ruling: the rulings are explained at the end of the page {page}.",
        "Sur les pages qui suivent, un petit numéro après une phrase ou un nombre renvoie à "
        "un arbitrage : les arbitrages sont expliqués à la fin de la page {page}.",
    ),
    "sheet.fumble_key": (
        "A natural 1 takes a second d10 off the base: still a score if that d10 is at "
        "most the figure given.",
        "Un 1 naturel ôte de la base un second d10 : le test marque encore si ce d10 ne "
        "dépasse pas le nombre indiqué.",
    ),
    "sheet.help_unknown": (
        "Each round both commanders roll base + d10 against their DC and tick a box for "
        "every point above it. Circle the box of the ST the GM announces: the first to "
        "reach it takes the phase; both in the same round: the larger total, an exact tie "
        "plays one more round.",
        "À chaque tour, les deux commandants lancent base + d10 contre leur SD et cochent "
        "une case par point au-dessus. Entourez la case du SR annoncé par le MJ : le premier "
        "à l'atteindre remporte la phase ; les deux au même tour : le plus grand total, une "
        "égalité parfaite rejoue un tour.",
    ),
    # the players' copy that does not know the ST: where to write it once announced
    "sheet.sr_write": ("ST announced:", "SR annoncé :"),
    # the players' copy that settles the ST from its own side's headcount
    "sheet.help_settled": (
        "Each round both commanders roll base + d10 against their DC and tick a box for "
        "every point above it. Circle box {sr}, the ST: the first to reach it takes the "
        "phase; both in the same round: the larger total, an exact tie plays one more "
        "round.",
        "À chaque tour, les deux commandants lancent base + d10 contre leur SD et cochent "
        "une case par point au-dessus. Entourez la case {sr}, le SR : le premier à "
        "l'atteindre remporte la phase ; les deux au même tour : le plus grand total, une "
        "égalité parfaite rejoue un tour.",
    ),
    "sheet.crucial_settled": (
        "A crucial moment may start within {window} points of ST (its winner banks 5 more "
        "points).",
        "Un moment crucial peut commencer à {window} points du SR ou moins (son vainqueur "
        "marque 5 points de plus).",
    ),
    "sheet.crucial_unknown": (
        "A crucial moment may start within {window} points of ST (its winner banks 5 more "
        "points); with ST 5, it comes at once, takes the place of round 1's test, and its "
        "winner takes the phase.",
        "Un moment crucial peut commencer à {window} points du SR ou moins (son vainqueur "
        "marque 5 points de plus) ; avec un SR de 5, il vient d'emblée, prend la place du "
        "test du premier tour, et son vainqueur remporte la phase.",
    ),
    "sheet.crucial_key": (
        "Tinted boxes: within {window} points of ST, where a crucial moment may start "
        "(its winner banks 5 more points).",
        "Cases teintées : à {window} points du SR ou moins, là où un moment crucial peut "
        "commencer (son vainqueur marque 5 points de plus).",
    ),
    "sheet.crucial_any": (
        "With ST 5 a crucial moment comes at once: it takes the place of round 1's test, "
        "and its winner takes the phase.",
        "Avec un SR de 5, un moment crucial vient d'emblée : il prend la place du test du "
        "premier tour, et son vainqueur remporte la phase.",
    ),
    "sheet.skill_choice": (
        "skill chosen by the winner of phase 2",
        "compétence au choix du vainqueur de la phase 2",
    ),
    "sheet.notes": (
        "Notes: crucial moments, events between rounds",
        "Notes : moments cruciaux, événements entre les tours",
    ),
    "sheet.luck": (
        "Luck",
        "Chance",
    ),
    "sheet.luck_tick": ("Luck: tick when spent", "Chance : cochez"),
    "sheet.crucial_won": ("crucial moment +5", "moment crucial +5"),
    # ST 5: the moment's winner takes the phase outright; one line beside its box
    # (round 19: "moment gagné → phase gagnée" wrapped, its box by the first line)
    "sheet.crucial_decides": (
        "moment\u00a0and\u00a0phase\u00a0won",
        "moment\u00a0et\u00a0phase\u00a0gagnés",
    ),
    # the players' copy, the SR unknown: the moment's +5, and the phase with it if the
    # SR is 5, in the GM's words
    "sheet.crucial_either": (
        "crucial\u00a0moment\u00a0+5; if\u00a0ST\u00a0{window}: phase\u00a0won",
        "moment\u00a0crucial\u00a0+5\u202f; si\u00a0SR\u00a0{window}\u202f: phase\u00a0gagnée",
    ),
    # the players' copy whose own headcount already rules SR 5 out: the +5 alone, in the
    # GM's copy's words (one wording for the bonus on every copy)
    "sheet.crucial_plus": ("crucial moment +5", "moment crucial +5"),
    "sheet.stake": ("Crucial moment", "Moment crucial"),
    # ST 5: a phase's planned crucial moment opens it and decides it
    "sheet.at_once": (
        "with ST\u00a0{sr}, it opens the phase and decides it; the tests above serve only "
        "if it is not played",
        "avec le SR\u00a0{sr}, il ouvre la phase et la tranche\u202f; les tests ci-dessus ne "
        "servent que s'il n'est pas joué",
    ),
    # SR 25's tracks leave the sheet no room for the stakes: where they are instead
    "sheet.stakes_away": (
        "No room here for the stakes of crucial moments {phases}: see “{where}”.",
        "Pas de place ici pour les enjeux des moments cruciaux {phases} : voir « {where} ».",
    ),
    "sheet.stakes_away_one": (
        "No room here for the stakes of crucial moment {phases}: see “{where}”.",
        "Pas de place ici pour les enjeux du moment crucial {phases} : voir « {where} ».",
    ),
    "sheet.and": (" and ", " et "),
    "sheet.decided": ("decided by the crucial moment", "tranchée par le moment crucial"),
    "sheet.stake_write": ("At stake", "Enjeu"),
    # after it on the players' copy: what to write there, the stakes the GM tells them
    "sheet.stake_write_hint": ("from the GM", "que le MJ annonce"),
    "sheet.stake_won": ("if the PCs win it", "si les PJ le gagnent"),
    "sheet.stake_lost": ("if they lose it", "s'ils le perdent"),
    # the box past SR on each track: the total beyond it, for a tie in the same round
    "sheet.beyond": ("beyond", "au-delà"),
    "sheet.chosen": ("Chosen", "Choisie"),
    "sheet.rounds": ("Rounds played", "Tours joués"),
    "sheet.won": ("phase won", "phase gagnée"),
    # both SDs of a phase that hangs on a crucial moment, the players' side's outcome
    # beside the SD of the case the odds count, in a pair said in one line
    "gm.record": (
        "Between rounds: Luck spent, events, DCs that change",
        "Entre les tours : Chance dépensée, événements, SD qui changent",
    ),
    # the DC the dice printed beside it are worked out for (the odds page weighs both)
    # beside the players' army's name on the battle sheet, short enough to share its line
    "sheet.players_side": ("Players' side", "Camp des PJ"),
    # the GM page's ruled lines, headed by what a GM does between two rounds
    "gm.record_steps": ("Between rounds", "Entre les tours"),
    "gm.step_bank": (
        "Bank each point above the DC (a miss costs nothing).",
        "Chaque point au-dessus du SD va en réserve (un échec ne coûte rien).",
    ),
    "gm.step_phase": (
        "A bank at ST\u00a0{sr} takes the phase (both: the larger; exact tie: play on).",
        "Une réserve au SR\u00a0{sr} remporte la phase (les deux : la plus grosse ; "
        "égalité exacte : on rejoue).",
    ),
    "gm.step_crucial": (
        "Within 5 of ST\u00a0{sr}: a planned crucial moment may start.",
        "À 5 points du SR\u00a0{sr} : un moment crucial prévu peut commencer.",
    ),
    "gm.step_note": (
        "Note Luck spent, events, DCs that change.",
        "Notez la Chance dépensée, les événements, les SD qui changent.",
    ),
    "gm.step_again": (
        "Else both roll again ({time} more).",
        "Sinon, les deux relancent ({time} de plus).",
    ),
    "sheet.as_counted": ("(dice given for it)", "(dés donnés pour lui)"),
    "sheet.case_won": ("party wins", "PJ gagnent"),
    "sheet.case_lost": ("party loses", "PJ perdent"),
    # the SD when the moment the pair hangs on never starts: its own case, named as the
    # grid's rows name the other two (round 22b: "moment non joué" read as cryptic)
    "sheet.case_unplayed": ("without crucial moment\u00a0{k}", "sans moment crucial\u00a0{k}"),
    # the battle sheet's grid of a pair of SDs: a row per outcome of the crucial moment
    # it hangs on, named by its number (phase 3's own moment has its box beside it)
    "sheet.grid_corner": ("PCs' outcome", "Issue des PJ"),
    "sheet.grid_won": ("CM\u00a0{k} won", "MC\u00a0{k} gagné"),
    "sheet.grid_lost": ("CM\u00a0{k} lost", "MC\u00a0{k} perdu"),
    "sheet.grid_points": ("{mean} pts a test", "{mean} pts par test"),
    # the footnote under the grid: what the SD the dice are counted at is made of
    "sheet.grid_foot": ("DC\u00a0{sd}:", "SD\u00a0{sd}\u202f:"),
    # the title a crucial moment's split of an SD opens with, wherever it is drawn
    "sheet.split_title": ("Crucial moment\u00a0{k}:", "Moment crucial\u00a0{k}\u202f:"),
    # the phases' table: under a phase whose DCs a crucial moment splits (each case's DC
    # and dice on its own line in the commanders' cells)
    "gm.split_by": ("DC: crucial moment\u00a0{k}", "SD\u202f: moment crucial\u00a0{k}"),
    # the dice a phase's side prints are for the won case's SD, one of the pair; the
    # other's die; the SD when the moment never starts (no setup hanging on it holds)
    # one rule on every sheet: the dice beside the pair are for the players' side winning
    # the moment (they say "contre SD 14"), the line says so
    "sheet.pair": (
        "Crucial moment\u00a0{k}: dice given for the party winning it (DC\u00a0{here}).",
        "Moment crucial\u00a0{k}\u202f: dés donnés si les PJ le gagnent (SD\u00a0{here}).",
    ),
    "sheet.pair_needs": (
        "DC\u00a0{there}: {needs}.",
        "SD\u00a0{there}\u202f: {needs}.",
    ),
    "cas.works_note": (
        "{works}: counted even if they fall during the battle; the rules do not say they "
        "stop counting.",
        "{works}\u202f: comptées même si elles tombent pendant la bataille, la règle ne "
        "dit pas qu'elles cessent de compter.",
    ),
    # ruling K16: the enemy's best terrain and prepared positions raise its card, not the
    # casualty test, whose table names only barricades and fortifications
    "cas.ground_note": (
        "{ground}: left out of the test; the casualty table names only barricades and "
        "fortifications.{ruling_K16}",
        "{ground}\u202f: hors du test, la table des pertes ne nomme que les barricades et "
        "les fortifications.{ruling_K16}",
    ),
    "cas.ground_and": (" and ", " et "),
    # ruling K17: whether a crucial moment counts as one of the tests the grid's rows count
    "cas.crucial_test": (
        "A crucial moment that opens a phase counts as the test it stands in for.{ruling_K17}",
        "Un moment crucial qui ouvre une phase compte pour le test dont il tient "
        "lieu.{ruling_K17}",
    ),
    "cas.crucial_after": (
        "A crucial moment is not a test: it adds none.{ruling_K17}",
        "Un moment crucial n'est pas un test\u202f: il n'en ajoute aucun.{ruling_K17}",
    ),
    "cas.crucial_no_test": (
        "House rule: a crucial moment never counts as a test.{ruling_K17}",
        "Règle maison\u202f: un moment crucial ne compte jamais comme un test.{ruling_K17}",
    ),
    "sheet.relief_for": ("If {leader} falls:", "Si {leader} tombe\u202f:"),
    "sheet.relief_sd": ("DC\u00a0{sd}", "SD\u00a0{sd}"),
    "sheet.relief_phase": ("phase\u00a0{n}:", "phase\u00a0{n}\u202f:"),
    "sheet.if_crucial": (
        "if the PCs {verb} crucial moment\u00a0{k}",
        "si les PJ {verb} le moment crucial de la phase\u00a0{k}",
    ),
    "sheet.verb.won": ("win", "gagnent"),
    "sheet.verb.lost": ("lose", "perdent"),
    "sheet.outcome.won": ("won by the PCs", "gagné par les PJ"),
    "sheet.outcome.lost": ("lost by the PCs", "perdu par les PJ"),
    "sheet.to_score": ("to score", "pour marquer"),
    # the dice row beside a pair of SDs: the one of the two its die is for ("3+ Tactique
    # 15 contre SD 17"), no longer than "pour marquer"
    "sheet.to_score_at": ("against DC\u00a0{sd}", "contre SD\u00a0{sd}"),
    "sheet.roll_against": ("+ d10 against the DC", "+ d10 contre le SD"),
    "sheet.per_test": (
        "scores {times} · {mean} points a test",
        "marque {times} · {mean} points par test",
    ),
    # --- warnings as the GM's page prints them, where the terminal's name the tool or
    # the battle file's keys (presenter._warning) --------------------------------------------
    "warnings.title": (
        "Outside the rules: these points are counted as the GM set them.",
        "Hors des règles : ces points sont comptés tels que le MJ les a fixés.",
    ),
    "msg.specialist_spread.page": (
        "{army} commits its specialists {counts} over phases 1/2/3: the rules allow no "
        "more than one group's difference between two phases",
        "L'armée « {army} » engage ses spécialistes {counts} sur les phases 1/2/3\u202f: "
        "les règles ne permettent pas plus d'un groupe d'écart entre deux phases",
    ),
    "msg.too_many_specialists.page": (
        "{army} commits {count} specialists to phase {phase}; the rules allow 3",
        "L'armée « {army} » engage {count} spécialistes en phase {phase}\u202f; les règles "
        "en permettent 3",
    ),
    "msg.elite_under_10.page": (
        "{troop}: headcount {count}, under the 10 a specialist of DC 18 or more needs",
        "{troop}\u202f: effectif {count}, sous les 10 qu'il faut à un spécialiste de "
        "SD 18 ou plus",
    ),
    "msg.small_elite_group.page": (
        "{troop}: headcount {count}, under the DC {sd} row's groups of {minimum} and a "
        "DC 18+ specialist's 10",
        "{troop}\u202f: effectif {count}, sous les groupes de {minimum} de la ligne "
        "SD {sd} et les 10 d'un spécialiste de SD 18 ou plus",
    ),
    "msg.specialist_under_10pc.page": (
        "{troop}: headcount {count}, a specialist under 10 % of its army's {headcount}",
        "{troop}\u202f: effectif {count}, un spécialiste sous les 10 % des {headcount} "
        "de son armée",
    ),
    "msg.below_min_group.page": (
        "{troop}: headcount {count}, under the DC {sd} row's groups of {minimum}",
        "{troop}\u202f: effectif {count}, sous les groupes de {minimum} de la ligne SD {sd}",
    ),
    "msg.weather_high.page": (
        "{army}, phase {phase}: weather +{value}, beyond the table's +3",
        "{army}, phase {phase}\u202f: météo +{value}, au-delà du +3 de la table",
    ),
    "msg.surprise_high.page": (
        "{army}, phase {phase}: surprise {value}, beyond the table's 3",
        "{army}, phase {phase}\u202f: surprise {value}, au-delà du 3 de la table",
    ),
    "msg.many_seconds.page": (
        "{army} names {count} second commanders; the rules allow two",
        "L'armée « {army} » nomme {count} commandants en second\u202f; les règles en "
        "permettent deux",
    ),
    "msg.below_skirmish.page": (
        "Only {total} combatants in all: below 50 the rules set no success threshold, so "
        "this battle uses a skirmish's, ST 5, as every figure in this kit does",
        "{total} combattants en tout seulement\u202f: sous 50, les règles ne fixent pas de "
        "seuil de réussite, et cette bataille prend celui d'une escarmouche, SR 5, comme "
        "tous les chiffres de ce kit",
    ),
    "msg.swap_no_effect.page": (
        "{commander}: only a major or a general may swap the rank's bases; kept as the "
        "rank gives them",
        "{commander}\u202f: seuls un major ou un général échangent les bases de leur "
        "grade\u202f; gardées telles que le grade les donne",
    ),
    "msg.main_troop_committed.page": (
        "{troop} belong to the main troop: they fight in every phase, not as specialists",
        "{troop} font partie de la troupe principale\u202f: ils combattent dans toutes "
        "les phases, pas en spécialistes",
    ),
    # --- the scenario page: the sides at a glance, the field drawn --------------------------
    "field.strength": (
        "{n} fighters · DC {sd} for the opposing side",
        "{n}\u00a0combattants · SD\u00a0{sd} pour le camp adverse",
    ),
    # an event on page 1 the kit already counts (reinforcements of a phase): no tick box
    "scenario.counted": (
        "already counted in the DCs and the odds",
        "déjà compté dans les SD et les chances",
    ),
    # every event on page 1 already counted: the heading's note asks to tick nothing
    "scenario.events_counted": (
        "what the battle brings, nothing to tick",
        "ce que la bataille apporte, rien à cocher",
    ),
    "field.chief": ("Commander-in-chief", "Commandant en chef"),
    "field.led_by": ("Commander", "Commandant"),
    "field.led_by_many": ("Commanders", "Commandants"),
    "field.defences": ("Defenses", "Défenses"),
    "field.reserve": ("In reserve", "En réserve"),
    # the same words as beside its name on the battle sheet ("sheet.players_side")
    "field.players": ("Players' side", "Camp des PJ"),
    "field.unknown": (
        "Headcount, main troops and DC: known to the GM, who announces them in play.",
        "Effectif, troupes principales et SD\u202f: connus du MJ, qui les annonce en jeu.",
    ),
    "field.unknown_short": ("Its troops: known to the GM", "Ses troupes\u202f: connues du MJ"),
    "field.headcount": ("{n} in all", "{n}\u00a0en tout"),
    "field.fresh": ("{n} fresh troops", "{n}\u00a0soldats frais"),
    "field.arrives": ("Reinforcements from phase {n}", "Renforts dès la phase {n}"),
    "field.arrives_named": ("{name}: +{n} fighters", "{name}\u202f: +{n}\u00a0combattants"),
    "field.arrives_plain": ("+{n} fighters", "+{n}\u00a0combattants"),
    "field.title": ("The field, phase by phase", "Le terrain, phase par phase"),
    "field.front": ("Between the lines", "Entre les lignes"),
    # an empty cell said in words, not left to read as missing data
    "field.no_crucial": ("no crucial moment planned", "pas de moment crucial prévu"),
    "field.no_specialist": ("no specialist", "aucun spécialiste"),
    "field.key": (
        "Between the lines: the crucial moment each phase plans (its winner banks 5 points).",
        "Entre les lignes\u202f: le moment crucial prévu dans la phase (son vainqueur marque "
        "5\u00a0points de plus).",
    ),
    # SR 5: a phase's own crucial moment decides it at once, so a stake of an earlier
    # moment on that phase's DC counts only if it is not played
    "field.moot": (
        "With ST\u00a0{sr}, phase\u00a0{n}'s crucial moment decides that phase at once: "
        "“{what}” (crucial moment\u00a0{k}) counts only if phase\u00a0{n}'s is not played.",
        "Avec le SR\u00a0{sr}, le moment crucial de la phase\u00a0{n} la tranche d'emblée : "
        "« {what} » (moment crucial de la phase\u00a0{k}) ne compte que si celui de la "
        "phase\u00a0{n} n'est pas joué.",
    ),
    # --- the battle card: a base per phase, the players' figures ---------------------------
    # "P1" read as "player 1": the phase's abbreviation, as the rulebook writes "Phase 1"
    "card.phase_tag": ("Ph.\u00a0{n}", "Ph.\u00a0{n}"),
    "cas.record": (
        "The test as played: tests rolled, phases won, DC, roll, margin, soldiers lost",
        "Le test joué\u202f: tests lancés, phases gagnées, SD, jet, marge, soldats perdus",
    ),
    "card.blank_note": (
        "The boxes are left blank on purpose: these figures count troops only the GM "
        "knows, who announces them in play.",
        "Cases laissées vides à dessein\u202f: ces chiffres comptent des troupes que seul "
        "le MJ connaît\u202f; il les annonce en jeu.",
    ),
    "card.specialists_all": ("Specialists, phases 1 to 3", "Spécialistes, phases 1 à 3"),
    # --- the quick reference: the tables whole, the battle's rows marked --------------------
    "qr.own_bases": (
        "{name}: Tactics {tactique}, Leadership {commandement} (not their rank's row).",
        "{name}\u202f: Tactique {tactique}, Commandement {commandement} (pas la ligne de "
        "son grade).",
    ),
    "qr.in_play": (
        "In bold on a tint: the rows this battle meets.",
        "En gras sur fond teinté : les lignes de cette bataille.",
    ),
    # a troop-type row marked for a main troop's mean SD (ruling W4) though none of the
    # battle's troops is of that type (round 22b: Auld's 14, "men-at-arms")
    "qr.main_mean": (
        "DC\u00a0{sd}: {army}, the mean of its main troop ({parts}); no troop of that row.",
        "SD\u00a0{sd}\u202f: {army}, moyenne de sa troupe principale ({parts})\u202f; aucune "
        "troupe de cette ligne.",
    ),
    "qr.in_play_own": (
        "In bold on a tint: your side's rows.",
        "En gras sur fond teinté : les lignes de votre camp.",
    ),
    # the officers' table: its marked rows are commanders' ranks, not the battle's size
    "qr.ranks": (
        "In bold on a tint: the ranks of this battle's commanders.",
        "En gras sur fond teinté : les grades des commandants de cette bataille.",
    ),
    "qr.ranks_sized": (
        "In bold on a tint: the ranks of this battle's commanders, and its size's.",
        "En gras sur fond teinté : les grades des commandants de cette bataille, et celui "
        "de sa taille.",
    ),
    "qr.ranks_own": (
        "In bold on a tint: the ranks of your side's commanders.",
        "En gras sur fond teinté : les grades des commandants de votre camp.",
    ),
    "qr.ranks_own_sized": (
        "In bold on a tint: the ranks of your side's commanders, and the battle's size's.",
        "En gras sur fond teinté : les grades des commandants de votre camp, et celui de "
        "la taille de la bataille.",
    ),
    # --- the odds page ---------------------------------------------------------------------
    "op.title": ("The odds", "Les chances"),
    "op.record": (
        "The battle as played: each phase's winner and rounds, the crucial moments",
        "La bataille jouée\u202f: vainqueur et tours de chaque phase, moments cruciaux",
    ),
    "op.intro": (
        "Exact, from the cards, before any roll: criticals{ruling_W1}, ties{ruling_W3}, "
        "phase 3 at its chooser's best skill{ruling_K12}.",
        "Exactes, d'après les cartes, avant tout jet : critiques{ruling_W1}, "
        "égalités{ruling_W3}, phase 3 à la meilleure compétence de qui la choisit{ruling_K12}.",
    ),
    "op.battle": (
        "Who wins the battle (two phases of three)",
        "Qui gagne la bataille (deux phases sur trois)",
    ),
    "op.crushing": (
        "Crushing victory (all three phases): {a} {pa}; {b} {pb}.",
        "Victoire écrasante (les trois phases) : {a} {pa} ; {b} {pb}.",
    ),
    "op.phases": ("Each phase", "Chaque phase"),
    # a scenario's "{sr}": the GM's copy gives the figure, the players' copy keeps it
    # secret (the English text says "reaches {sr}", the French "atteint le {sr}")
    "scenario.sr": ("the success threshold (ST\u00a0{sr})", "SR\u00a0{sr}"),
    "scenario.sr_gm": ("the success threshold (ST) the GM announces", "SR annoncé par le MJ"),
    "op.phase_length": (
        "Lasts {mean} rounds on average; 9 times in 10, {r90} rounds or fewer.",
        "Dure {mean} tours en moyenne ; 9 fois sur 10, {r90} tours ou moins.",
    ),
    "op.phase_length_one": (
        "Lasts {mean} rounds on average; 9 times in 10, a single round.",
        "Dure {mean}\u00a0tours en moyenne\u202f; 9\u00a0fois sur\u00a010, un seul tour.",
    ),
    "op.phase_length_crucial": (
        "Always lasts 1 round: the crucial moment takes the place of round 1's test.",
        "Dure toujours 1\u00a0tour\u202f: le moment crucial prend la place du test du "
        "premier tour.",
    ),
    "op.phase_length_single": ("Always lasts a single round.", "Dure toujours un seul tour."),
    "op.phase_length_fixed": (
        "Always lasts {n} rounds.",
        "Dure toujours {n}\u00a0tours.",
    ),
    "op.phase_length_long": (
        "Lasts {mean} rounds on average, and over {n} rounds {times}.",
        "Dure {mean} tours en moyenne, et plus de {n} tours {times}.",
    ),
    "op.crucial_any": (
        "ST 5: a planned crucial moment replaces round 1's test; its winner takes the phase.",
        "SR 5 : un moment crucial prévu remplace le test du premier tour ; son vainqueur "
        "remporte la phase.",
    ),
    "op.scores": (
        "A test scores: {a} {pa}, {b} {pb}.",
        "Un test marque : {a} {pa}, {b} {pb}.",
    ),
    "op.scores_with": (
        "With {skill}, a test scores: {a} {pa}, {b} {pb}.",
        "En {skill}, un test marque : {a} {pa}, {b} {pb}.",
    ),
    # the army's name is the subject of no verb: "les brigands" agrees with nothing
    "op.pick_if": ("phase 2 won by {army}: {skill}", "phase 2 gagnée par {army} : {skill}"),
    "op.pick_all_tie": (
        "{skill} whoever wins it: both skills give the same chances (on a tie, Tactics).",
        "{skill} quel que soit le vainqueur\u202f: les deux compétences donnent les mêmes "
        "chances (à égalité, Tactique).",
    ),
    "op.pick_tie": (
        "{skill} (both skills give the same chance: Tactics, then)",
        "{skill} (les deux compétences se valent\u202f: Tactique, alors)",
    ),
    "op.pick_or": ("; ", " ; "),
    "op.crucial": (
        "A crucial moment could start {times}: {a} within 5 points of ST {pa}, {b} {pb}.",
        "Un moment crucial pourrait commencer {times} : {a} à 5 points du SR {pa}, {b} {pb}.",
    ),
    # the odds page's lead: the PCs' side's odds as a crucial moment a DC hangs on goes
    "op.branch_win": (
        "If the PCs win crucial moment {k}: {army} wins the battle {chance}.",
        "Si les PJ gagnent le moment crucial {k} : {army} gagne la bataille {chance}.",
    ),
    "op.branch_lose": ("If they lose it: {chance}.", "S'ils le perdent : {chance}."),
    "op.branch_each": (
        "Crucial moment {k} won by the PCs: {army} wins the battle {win}; lost: {lose}.",
        "Moment crucial {k} gagné par les PJ : {army} gagne la bataille {win} ; perdu : {lose}.",
    ),
    "op.branch_next": (
        "Crucial moment {k} won by the PCs: {win}; lost: {lose}.",
        "Moment crucial {k} gagné par les PJ : {win} ; perdu : {lose}.",
    ),
    "op.branch_overall": (
        "Overall, at their chance of {n} in 100: {chance}.",
        "En tout, à leur chance de {n} sur 100 : {chance}.",
    ),
    "op.crucial_none": (
        "No crucial moment is counted in these odds.{ruling_W10}",
        "Ces chances ne comptent aucun moment crucial.{ruling_W10}",
    ),
    "op.crucial_even": (
        "Crucial moments in phases {phases}: each side wins each half the time.{ruling_W10}",
        "Moments cruciaux en phases {phases} : chaque camp en gagne un sur deux.{ruling_W10}",
    ),
    "op.crucial_played": (
        "Crucial moments in phases {phases}: {army}, the players' side, wins each with {p}, "
        "the party's chance as the GM rates it.{ruling_W10}",
        "Moments cruciaux en phases {phases} : le camp des joueurs, {army}, gagne chacun "
        "avec {p}, la chance des PJ estimée par le MJ.{ruling_W10}",
    ),
    "op.percent": ("{n}%", "{n} %"),
    "op.crucial_tag": ("with its crucial moment", "avec son moment crucial"),
    "op.length_title": ("How long the battle lasts", "Combien de temps dure la bataille"),
    "op.length": (
        "{mean} rounds on average over the three phases, about {time} of fighting; 9 times "
        "in 10, {r90} rounds or fewer.",
        "{mean} tours en moyenne sur les trois phases, environ {time} de combat ; 9 fois sur "
        "10, {r90} tours ou moins.",
    ),
    "op.length_long": (
        "{mean} rounds on average over the three phases, about {time} of fighting: both "
        "sides rarely score, and the battle lasts over {n} rounds {times}.",
        "{mean} tours en moyenne sur les trois phases, environ {time} de combat : les deux "
        "camps marquent rarement, et la bataille dure plus de {n} tours {times}.",
    ),
    "op.rounds_time": ("{n} rounds · {time}", "{n} tours · {time}"),
    "op.round_time": ("1 round · {time}", "1 tour · {time}"),
    "op.rounds_span": ("{low}–{high} rounds", "{low} à {high} tours"),
    "op.rounds_more": ("{n} rounds or more", "{n} tours ou plus"),
    "op.phases_won": ("Phases each side takes", "Phases remportées par camp"),
    # every phase 50/50: why, and the tests alone where a crucial moment decides
    "op.even_why": ("Why every figure is even: {why}.", "Pourquoi tout est à 50 % : {why}."),
    "op.even_join": ("; ", " ; "),
    "op.even_notes": (
        "{phases} ride on their crucial moments: notes for each (who plays it, what is at "
        "stake, who wins it)",
        "{phases} se jouent sur leur moment crucial : notes pour chacun (qui le joue, quel "
        "enjeu, qui le gagne)",
    ),
    "op.even_notes_level": (
        "Even odds: notes on what tips the battle at the table",
        "Chances égales : notes sur ce qui fait pencher la bataille à la table",
    ),
    "op.even_level": (
        "in {phases} both sides have the same odds on their tests",
        "en {phases}, les deux camps ont les mêmes chances aux tests",
    ),
    "op.even_decided": (
        "in {phases} the crucial moment decides the phase, and the GM gives the party {p}",
        "en {phases}, le moment crucial tranche la phase, et le MJ donne {p} aux PJ",
    ),
    "op.even_alone": (
        "On the tests alone, with no crucial moment, {army} would win {phases}.",
        "Aux seuls tests, sans moment crucial, {army} gagnerait {phases}.",
    ),
    "op.even_phase": ("phase {n}: {p}", "la phase {n} : {p}"),
    "op.even_range": ("{low} to {high} by skill", "de {low} à {high} selon la compétence"),
    "op.even_phase_one": ("phase {list}", "phase {list}"),
    "op.even_phases": ("phases {list}", "phases {list}"),
    "op.won.one": ("{n} phase", "{n} phase"),
    "op.won.many": ("{n} phases", "{n} phases"),
    "op.expected_lost": (
        "On average about {lost} of {headcount} soldiers lost, {dead} of them dead.",
        "En moyenne environ {lost} soldats perdus sur {headcount}, dont {dead} morts.",
    ),
    "op.expected_lost_won": (
        "On average about {lost} of {headcount} soldiers lost: {dead} of them dead if it "
        "wins (a third), more if beaten, with no quarter.",
        "En moyenne environ {lost} soldats perdus sur {headcount}\u202f: {dead} morts s'il "
        "gagne (un tiers), davantage s'il perd, sans quartier.",
    ),
}
