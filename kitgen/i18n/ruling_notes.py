"""What each ruling means at the table: one sentence a GM reads beside its mark.

A kit cites a ruling (``docs/rulings.md``, ``docs/fr/arbitrages.md``) with a small raised
number; the note on its last page gives, for each number, the reading the kit follows in
the rulebook's own terms: how the figure beside the mark was obtained, or what it means.
Each reading is the ruling's, in a sentence of at most 160 characters, in English and in
French; the French sets its narrow no-break spaces (U+202F) and its no-break spaces (U+00A0)
here, its apostrophes are fixed with the rest of the catalogues (``kitgen.i18n.typography``).
Facts come from the rulings and the seeds; the wording is ours.
"""

TEXT: dict[str, tuple[str, str]] = {
    # --- witcher ---------------------------------------------------------------------------------
    "W1": (
        "On the Clash test a natural 10 adds a d10 that may explode; a natural 1 "
        "subtracts from the base a d10 that may itself explode, never below 1.",
        "Au test d'Affrontement, un 10 naturel ajoute un d10 qui peut exploser\u202f; un 1 "
        "naturel ôte de la base un d10 qui peut exploser, sans tomber sous 1.",
    ),
    "W2": (
        "A test scores its total minus the DC, or nothing if it does not beat the DC; points add "
        "up over the phase and never go down.",
        "Un test marque son total moins le SD, ou rien s'il ne dépasse pas le SD\u202f; les "
        "points s'additionnent sur la phase et ne baissent jamais.",
    ),
    "W3": (
        "Both commanders roll once a round; a side at the ST after a round takes the phase, the "
        "higher total if both are, another round if tied.",
        "Les deux commandants lancent une fois par tour\u202f; un camp au SR en fin de tour prend "
        "la phase, le plus haut total si les deux y sont, un tour de plus à égalité.",
    ),
    "W4": (
        "The DC is the largest troop's if it is over half the army, else the mean, rounded down, "
        "of the largest troops that together reach 60%.",
        "Le SD est celui de la plus nombreuse troupe si elle dépasse la moitié de l'armée, sinon "
        "la moyenne, arrondie à l'inférieur, des plus nombreuses réunissant 60\u202f%.",
    ),
    "W5": (
        "Each committed specialist takes 1 off its own commander's DC in its phase; a troop too "
        "small or a phase overloaded is flagged, not refused.",
        "Chaque spécialiste engagé retire 1 au SD de son commandant dans sa phase\u202f; une "
        "troupe trop petite ou une phase trop chargée est signalée, pas refusée.",
    ),
    "W6": (
        "An enemy 1.2 to 1.5 times as numerous adds +1 to the DC, over 1.5 to 2 times, +2; "
        "beyond, the ratio rounded down, at most +8 on phase tests.",
        "Un ennemi 1,2 à 1,5 fois plus nombreux ajoute +1 au SD, de plus de 1,5 à 2 fois, "
        "+2\u202f; au-delà, le rapport arrondi à l'inférieur, +8 au plus aux tests de phase.",
    ),
    "W7": (
        "The ST comes from both sides' starting headcounts: up to 250, ST\u00a05; to 1,000, 10; "
        "to 5,000, 15; to 20,000, 20; beyond, 25.",
        "Le SR vient des effectifs de départ des deux camps\u202f: jusqu'à 250, SR\u00a05\u202f; "
        "jusqu'à 1\u202f000, 10\u202f; 5\u202f000, 15\u202f; 20\u202f000, 20\u202f; au-delà, 25.",
    ),
    "W8": (
        "A commander's DC is the enemy card's (main troop plus defenses), plus being outnumbered "
        "and bad weather, minus surprise and own specialists.",
        "Le SD d'un commandant reprend la carte ennemie (troupe principale, défenses), plus "
        "infériorité numérique et mauvais temps, moins surprise et ses spécialistes.",
    ),
    "W9": (
        "Phase\u00a01 is rolled with Tactics, phase\u00a02 with Leadership, phase\u00a03 with the "
        "phase\u00a02 winner's pick; bases written out prevail over the rank's.",
        "La phase\u00a01 se joue en Tactique, la phase\u00a02 en Commandement, la phase\u00a03 au "
        "choix du vainqueur de la phase\u00a02\u202f; une base donnée prime sur celle du grade.",
    ),
    "W10": (
        "A crucial moment may start when a side is within 5 points of the ST; its winner adds 5 "
        "points, and the odds count one only where planned.",
        "Un moment crucial peut survenir quand un camp est à 5 points ou moins du SR\u202f; son "
        "vainqueur ajoute 5 points, et les chances n'en comptent que s'il est prévu.",
    ),
    "W11": (
        "Two phases won take the battle, three a crushing victory; phase\u00a03 is always played, "
        "and a beaten army that wins it withdraws in good order.",
        "Deux phases gagnées emportent la bataille, trois une victoire écrasante\u202f; la "
        "phase\u00a03 se joue toujours, et l'armée battue qui la gagne se retire en bon ordre.",
    ),
    "W12": (
        "After the battle each army rolls Tactics + d10 against the enemy main troop's DC "
        "adjusted by the battle; the margin gives the casualty band.",
        "Après la bataille, chaque armée lance Tactique + d10 contre le SD de la troupe "
        "principale ennemie ajusté par la bataille\u202f; la marge donne la tranche de pertes.",
    ),
    "W13": (
        "A commander's Luck is printed as given; an important NPC commander without a Luck score "
        "rolls 2d6 − 2 for it.",
        "La Chance d'un commandant est imprimée telle quelle\u202f; un commandant PNJ important "
        "sans score de Chance la tire sur 2d6 − 2.",
    ),
    "K1": (
        "The commander-in-chief rolls the casualty test with their Tactics base; an army led only "
        "by seconds has its phase\u00a03 leader roll it.",
        "Le commandant en chef lance le test de pertes avec sa base de Tactique\u202f; une armée "
        "menée par ses seuls commandants en second le confie au chef de la phase\u00a03.",
    ),
    "K2": (
        "Soldiers lost: the band's percentage of the headcount at the end, rounded half up; dead: "
        "a third of them, rounded the same way.",
        "Soldats perdus\u202f: pourcentage de la tranche sur les effectifs de fin, arrondi au "
        "plus proche, demie vers le haut\u202f; morts\u202f: un tiers, arrondi de même.",
    ),
    "K3": (
        "A phase's headcount is the one given, or the one before plus its reinforcements; "
        "outnumbering uses it, the ST does not.",
        "Les effectifs d'une phase sont ceux donnés, ou ceux d'avant plus ses renforts\u202f; "
        "l'infériorité numérique s'en sert, le SR non.",
    ),
    "K4": (
        "The casualty grid's rows cover the round counts of 99% of battles; the tinted cells are "
        "those where 8 battles in 10 end.",
        "Les lignes de la grille des pertes couvrent les nombres de tours de 99\u202f% des "
        "batailles\u202f; les cases teintées sont celles où finissent 8 batailles sur 10.",
    ),
    "K5": (
        "Bad weather set for the whole battle counts for both armies, except where an army has "
        "its own for that phase.",
        "Le mauvais temps fixé pour toute la bataille vaut pour les deux armées, sauf là où une "
        "armée a le sien pour cette phase.",
    ),
    "K6": (
        "A commander may have two seconds, and a third is flagged; an army with no "
        "commander-in-chief may have one leader per phase.",
        "Un commandant peut avoir deux commandants en second, un troisième est signalé\u202f; une "
        "armée sans commandant en chef peut avoir un chef par phase.",
    ),
    "K7": (
        "A troop that is part of the main troop cannot also be a specialist: its commitment to a "
        "phase is ignored, with a warning.",
        "Une troupe comprise dans la troupe principale ne peut pas être Spécialiste\u202f: son "
        "engagement dans une phase est ignoré, avec un avertissement.",
    ),
    "K8": (
        "A committed specialist too small to qualify still takes 1 off its commander's DC, as in "
        "the rulebook's own example, with a warning.",
        "Un Spécialiste engagé trop petit pour compter retire quand même 1 au SD de son "
        "commandant, comme dans l'exemple du livre, avec un avertissement.",
    ),
    "K9": (
        "The d10 to score is the natural roll needed for at least a point; 10 then 6+ means a 10, "
        "then 6 or more on the added die.",
        "Le d10 pour marquer est le jet naturel qu'il faut pour au moins un point\u202f; 10 puis "
        "6+ signifie un 10, puis 6 ou plus sur le dé ajouté.",
    ),
    "K10": (
        "A troop given its own DC from 20 to 29 counts at that level only from 5 members up, like "
        "the DC\u00a020 and DC\u00a025 rows of the troop table.",
        "Une troupe à qui l'on donne un SD de 20 à 29 ne compte à ce niveau qu'à partir de 5 "
        "membres, comme les lignes SD\u00a020 et SD\u00a025 de la table des troupes.",
    ),
    "K11": (
        "The odds count a crucial moment only in the phases planned, once each, won by the "
        "players' side at the chance given (50% if none).",
        "Les chances ne comptent un moment crucial que dans les phases prévues, une fois chacune, "
        "gagné par le camp des joueurs à la chance donnée (50\u202f% sinon).",
    ),
    "K12": (
        "For the odds, the phase\u00a02 winner picks the skill that gives it the better chance in "
        "phase\u00a03, Tactics on an exact tie.",
        "Pour les chances, le vainqueur de la phase\u00a02 prend la compétence qui lui donne la "
        "meilleure chance en phase\u00a03, Tactique en cas d'égalité exacte.",
    ),
    "K13": (
        "When both sides reach the ST in one round with equal totals, every extra round counts as "
        "played, for time and for the casualty test.",
        "Quand les deux camps atteignent le SR au même tour à totaux égaux, chaque tour de plus "
        "compte comme joué, pour la durée et pour le test de pertes.",
    ),
    "K14": (
        "Long phases stay exact up to 10,000 rounds each; past that, the page says how often a "
        "battle lasts longer rather than print a length.",
        "Les longues phases restent exactes jusqu'à 10\u202f000 tours chacune\u202f; au-delà, la "
        "page dit combien de fois la bataille dure plus, sans donner de durée.",
    ),
    "K15": (
        "The casualty test counts both armies as the battle ends, reinforcements included, for "
        "outnumbering and for the bands.",
        "Le test de pertes compte les deux armées en fin de bataille, renforts compris, pour "
        "l'infériorité numérique comme pour les tranches.",
    ),
    "K16": (
        "The casualty test leaves out the enemy's best terrain and prepared positions.",
        "Le test de pertes laisse de côté le meilleur terrain et les positions préparées "
        "adverses.",
    ),
    "K17": (
        "For the casualty test's +1 a test, a crucial moment opening a phase (ST\u00a05) counts "
        "as the test it stands in for; one after a round adds none.",
        "Pour le +1 par test des pertes, un moment crucial qui ouvre une phase (SR\u00a05) compte "
        "pour le test dont il tient lieu\u202f; après un tour, il n'en ajoute aucun.",
    ),
    # --- bloodlust -------------------------------------------------------------------------------
    "B1": (
        "A unit's total POW is one soldier's POW × its SIZE, decimals kept, rounded half up only "
        "to find its column.",
        "La PUI totale d'une unité est la PUI d'un soldat × son EFF, décimales gardées, arrondie "
        "au plus proche (demie vers le haut) seulement pour trouver sa colonne.",
    ),
    "B2": (
        "The row is d10 + ATT − the target's DEF + bonuses, row\u00a01 at least; past row\u00a030 "
        "and POW\u00a01,000 the table goes on adding 5.",
        "La ligne est d10 + ATT − DEF de la cible + bonus, au moins la ligne\u00a01\u202f; "
        "au-delà de la ligne\u00a030 et de PUI\u00a01\u202f000, la table continue d'ajouter 5.",
    ),
    "B3": (
        "INI follows SIZE: 15 or less +1, 16 to 50 nothing, 51 to 100 −2, then 2 more off "
        "for each further 50 (101 to 150 −4).",
        "La taille règle l'INI\u202f: EFF\u00a015 ou moins +1, de 16 à 50 rien, de 51 à 100 −2, "
        "puis 2 de moins par tranche de 50 de plus (101 à 150 −4).",
    ),
    "B4": (
        "ATT, DEF and INI add up every share; piercing cancels armor DEF only; charge "
        "multipliers multiply (lance on a mount ×1.56).",
        "ATT, DEF et INI cumulent chaque apport\u202f; le perforant n'annule que la DEF "
        "d'armure\u202f; les multiplicateurs de charge se multiplient (lance montée ×1,56).",
    ),
    "B5": (
        "Melee support lends total POW / 50, rounded up, in ATT; missile support, "
        "Ranged POW / 50, rounded down, +1; at most 3 units against one.",
        "En mêlée, le soutien prête PUI totale / 50, arrondie au supérieur, en ATT\u202f; au "
        "tir, PUI TIR / 50, arrondie à l'inférieur, +1\u202f; 3 unités contre une au plus.",
    ),
    "B6": (
        "Once a unit has lost half its starting SIZE it tests morale after every turn with "
        "losses; Fear and Terror add a test at each turn's start.",
        "Une unité qui a perdu la moitié de son EFF initial teste son moral après chaque tour "
        "où elle subit des pertes\u202f; Peur et Terreur en ajoutent un en début de tour.",
    ),
    "B7": (
        "Each sheet prints the columns the unit reads at full strength; after losses, the loss "
        "track's letter says which column of the full table to read.",
        "Chaque fiche imprime les colonnes que l'unité lit à plein effectif\u202f; après des "
        "pertes, la lettre de la piste dit quelle colonne de la table complète lire.",
    ),
    "L1": (
        "A troop given by its type (such as expert) gets the middle of that type's POW range; a "
        "POW written out always prevails.",
        "Une troupe désignée par son type (expert, par exemple) reçoit le milieu de la fourchette "
        "de PUI de ce type\u202f; une PUI donnée en chiffres l'emporte toujours.",
    ),
    "L2": (
        "A monster is one combatant: its SIZE stands for its hit points, and its POW stays whole "
        "until its SIZE falls to 0.",
        "Un monstre est un seul combattant\u202f: son EFF tient lieu de points de vie, et sa PUI "
        "reste entière jusqu'à ce que son EFF tombe à 0.",
    ),
    "L3": (
        "The cavalry lance's +2 ATT counts in every melee by default; only its ×1.3 POW waits for "
        "a charge.",
        "Le +2 ATT de la lance de cavalerie compte dans toute mêlée par défaut\u202f; seul son "
        "×1,3 PUI attend la charge.",
    ),
    "L4": (
        "Crossbows, pistols and arquebuses cancel only the DEF of worn armor (light +1, heavy "
        "+2) by default; a shield's DEF stays.",
        "Arbalètes, pistolets et arquebuses n'annulent que la DEF de l'armure portée (légère +1, "
        "lourde +2) par défaut\u202f; la DEF du bouclier reste.",
    ),
    "L5": (
        "A shot uses the unit's own ATT and its missile weapon; melee weapons and attributes such "
        "as mighty blows count in melee only.",
        "Un tir utilise l'ATT propre de l'unité et son arme de tir\u202f; les armes de mêlée et "
        "les attributs comme les coups puissants ne comptent qu'en mêlée.",
    ),
    "L6": (
        "A character's wound column follows the unit's losses: up to 25% the first, to 50% the "
        "second, to 75% the third, beyond the fourth.",
        "La colonne de blessures d'un personnage suit les pertes de son unité\u202f: jusqu'à "
        "25\u202f% la première, 50\u202f% la deuxième, 75\u202f% la troisième, au-delà la "
        "quatrième.",
    ),
    "L7": (
        "An attached character's POW bonus is added once to the unit's total, not per soldier, "
        "and does not drop as the unit loses soldiers.",
        "Le bonus de PUI d'un personnage intégré s'ajoute une fois au total de l'unité, pas par "
        "soldat, et ne baisse pas quand l'unité perd des soldats.",
    ),
    "L8": (
        "The table's Ranged POW is for 3 machines; it falls with the crew.",
        "La PUI TIR de la table vaut pour 3 machines\u202f; elle baisse avec les servants.",
    ),
    "L9": (
        "Each matchup applies the lines that hold for that pair (mounted +1 DEF against foot, "
        "spears against riders, flyers +3 DEF); losses stop at the defender's SIZE.",
        "Chaque affrontement applique les lignes propres à la paire (+1 DEF monté contre piétons, "
        "lances contre montés, +3 DEF en vol)\u202f; pertes bornées à l'EFF adverse.",
    ),
    "L10": (
        "A unit's size modifier to INI is set once from its starting SIZE; it does not grow "
        "quicker as it loses soldiers.",
        "Le modificateur de taille à l'INI est fixé une fois, d'après l'EFF de départ\u202f; une "
        "unité ne devient pas plus rapide en perdant des soldats.",
    ),
    "L11": (
        "Engagement odds follow two units turn by turn, both rolling at once; the grid "
        "gives each fight's state when the battle's turns end.",
        "Les chances d'affrontement suivent deux unités tour après tour, jets "
        "simultanés\u202f; la grille donne l'état de chaque combat à la fin de la bataille.",
    ),
    "L12": (
        "A unit supporting another lends it ATT in all its melee fights, at full strength; one "
        "missile and one melee supporter count at most.",
        "Une unité en soutien d'une autre lui prête de l'ATT dans toutes ses mêlées, à plein "
        "effectif\u202f; un soutien de tir et un de mêlée comptent au plus.",
    ),
    "L13": (
        "The rally's criticals follow the usual d100 reading, 01–05 and 96–00, unless the game "
        "played says otherwise.",
        "Les critiques du ralliement suivent la lecture courante du d100, 01–05 et 96–00, sauf "
        "si le jeu pratiqué en dit autrement.",
    ),
    "L14": (
        "No size modifier.",
        "Sans modificateur de taille.",
    ),
    # --- promiterra ------------------------------------------------------------------------------
    "P1": (
        "Each unit rolls a d6, hitting on its Attack or less; each hit is canceled on the "
        "defender's Defense or less, then on the fortification's level.",
        "Chaque unité lance un d6 et touche sur son Attaque ou moins\u202f; chaque touche "
        "s'annule sur la Défense adverse ou moins, puis sur le niveau de fortification.",
    ),
    "P2": (
        "From 16 dice on, the table cuts the dice (48 units: 10 dice worth 5 each); a perfect "
        "defense, every die succeeding, lets no hit through.",
        "Dès 16 dés, on coupe le nombre de dés selon la table (48 unités\u202f: 10 dés valant 5 "
        "chacun)\u202f; défense parfaite si chaque dé réussit\u202f: aucune touche ne passe.",
    ),
    "P3": (
        "A loyalty test succeeds on 2d6 at or under Loyalty; a 2 always succeeds, a 12 always "
        "fails, so Loyalty\u00a07 holds 21 times in 36.",
        "Un test de loyauté réussit sur 2d6 égal ou inférieur à la Loyauté\u202f; 2 réussit "
        "toujours, 12 échoue toujours, si bien que Loyauté\u00a07 tient 21 fois sur 36.",
    ),
    "P4": (
        "Every bonus and malus comes first, then stats are held to Attack from 0 to 6, Defense "
        "from 0 to 5, Loyalty from 2 to 11, and at least 1 for the rest.",
        "Bonus et malus s'appliquent d'abord, puis les statistiques sont bornées\u202f: Attaque "
        "de 0 à 6, Défense de 0 à 5, Loyauté de 2 à 11, les autres au moins 1.",
    ),
    "P5": (
        "Each troop sheet gives its dice-cutting row at each size it can shrink to, and the "
        "losses it can expect to inflict on each enemy troop.",
        "Chaque fiche de troupe donne sa ligne de coupe des dés à chaque taille qu'elle peut "
        "atteindre, et les pertes attendues qu'elle inflige à chaque troupe ennemie.",
    ),
    "M1": (
        "The fortification's second defense roll is cut by the table like any other past 15 dice, "
        "perfect defense included, by default.",
        "Le second jet de défense de la fortification est coupé selon la table comme tout autre "
        "au-delà de 15 dés, défense parfaite comprise, par défaut.",
    ),
    "M2": (
        "A troop never loses more units than it has: every expected loss printed stops at the "
        "defender's size.",
        "Une troupe ne perd jamais plus d'unités qu'elle n'en a\u202f: chaque perte attendue "
        "imprimée s'arrête à la taille du défenseur.",
    ),
    "M3": (
        "A riposte rolls with all the units the troop had before the attack; both troops take off "
        "their losses at the end.",
        "Une riposte se lance avec toutes les unités qu'avait la troupe avant l'attaque\u202f; "
        "les deux troupes retirent leurs pertes à la fin.",
    ),
    "M4": (
        "Each matchup gives two means, one rolling every die and one following the dice-cutting "
        "table, both worked out exactly.",
        "Chaque affrontement donne deux moyennes, l'une en lançant tous les dés, l'autre en "
        "suivant la table de coupe, toutes deux calculées exactement.",
    ),
    "M5": (
        "A losing leader whose troop still stands is taken to have fled: roll 2d4+1 if the winner "
        "pursues, d4+5 if not.",
        "Le chef vaincu dont la troupe tient encore est réputé s'être enfui\u202f: 2d4+1 si le "
        "vainqueur poursuit, d4+5 sinon.",
    ),
    "M6": (
        "For the loyalty test of an army worth under a third of the enemy, allies on one side add "
        "up their values against all other sides.",
        "Pour le test de loyauté d'une armée valant moins du tiers de l'ennemi, les alliés d'un "
        "même camp additionnent leurs valeurs face à tous les autres camps.",
    ),
    "M7": (
        "Expected losses are for one attack at full strength at each fortification level; the "
        "shaded column is the one where both troops start.",
        "Les pertes attendues valent pour une attaque à plein effectif, à chaque niveau de "
        "fortification\u202f; la colonne grisée est celle des places de départ.",
    ),
    "M8": (
        "Each army has one special troop; a second is flagged, and all special troops together "
        "may not exceed a third of the army's units.",
        "Chaque armée a une troupe spéciale\u202f; une deuxième est signalée, et toutes ensemble "
        "ne dépassent pas le tiers des unités de l'armée.",
    ),
    "M9": (
        "Mastered careers and modifiers are always in the printed stats; war actions last one "
        "turn, so they are printed apart, held to the same limits.",
        "Carrières maîtrisées et modificateurs sont toujours dans les statistiques "
        "imprimées\u202f; les actions de guerre, d'un tour, sont imprimées à part, bornées de "
        "même.",
    ),
    "M10": (
        "The odds follow one troop against another, turn by turn: loyalty, attack and riposte, "
        "until one of the two breaks or 200 exchanges have passed.",
        "Les chances suivent une troupe contre une autre, tour après tour\u202f: loyauté, attaque "
        "et riposte, jusqu'à ce que l'une des deux cède, 200 échanges au plus.",
    ),
    "M11": (
        "A diagonal step counts as any other: it costs the cell entered, and range and "
        "adjacency count diagonal cells the same way.",
        "Un pas en diagonale compte comme un autre\u202f: il coûte la case où l'on entre, et "
        "portée et adjacence comptent les diagonales de même.",
    ),
    "M12": (
        "A troop may always enter one adjacent cell, however dear, as its whole move for the "
        "turn; unspent points never carry over.",
        "Une troupe peut toujours entrer dans une case voisine, quel que soit son coût, si "
        "c'est tout son déplacement du tour\u202f; les points restants ne se reportent pas.",
    ),
    "M13": (
        "A starred fate is ignored when the leader's own troop lost no unit in the war, "
        "not its whole army.",
        "Un sort étoilé est ignoré quand la troupe du chef elle-même n'a perdu aucune unité "
        "pendant la guerre, pas toute son armée.",
    ),
    # --- fate ------------------------------------------------------------------------------------
    "F1": (
        "A unit's quality sets all: Average, one +1 skill, no consequence; Fair, +2 +1 +1 and a "
        "mild one; Good, +3 +2 +2 +1 +1 +1, mild and moderate.",
        "La valeur fixe tout\u202f: Moyenne, une compétence à +1, aucune conséquence\u202f; "
        "Passable, +2 +1 +1 et une légère\u202f; Bonne, +3 +2 +2 +1 +1 +1, légère et modérée.",
    ),
    "F2": (
        "An attached commander adds +1 to each unit skill rated below their Will; the card prints "
        "the value without and with the commander.",
        "Un commandant affecté ajoute +1 à chaque compétence de l'unité inférieure à sa "
        "Volonté\u202f; la carte imprime la valeur sans et avec le commandant.",
    ),
    "F3": (
        "A hidden zone aspect is on its card's back, the face showing only the name; it costs a "
        "Fate point, or 3 build points from the war chest.",
        "Un aspect de zone caché est au dos de sa carte, la face ne montrant que le nom\u202f; il "
        "coûte un point Fate, ou 3 points de construction du coffre de guerre.",
    ),
    "F4": (
        "Recon difficulty is +2 plus 2 per aspect on the zone; entering, 2 per hindering aspect; "
        "two zones away, the defender gets +2.",
        "La difficulté de reconnaissance est +2, plus 2 par aspect de la zone\u202f; celle "
        "d'entrer, 2 par aspect gênant\u202f; à deux zones, le défenseur a +2.",
    ),
    "N1": (
        "A commander lifts only the skills the unit's pyramid rates, by default; a skill the unit "
        "lacks stays Mediocre (+0).",
        "Un commandant ne relève que les compétences de la pyramide de l'unité, par défaut\u202f; "
        "une compétence absente reste Médiocre (+0).",
    ),
    "N2": (
        "The unit's name is its first aspect, so a Fair unit lists one more and a Good unit two; "
        "each one missing gets a blank line.",
        "Le nom de l'unité est son premier aspect\u202f: une unité Passable en a un de plus, une "
        "Bonne deux\u202f; chaque aspect manquant reçoit une ligne vide.",
    ),
    "N3": (
        "A hidden aspect goes on a zone with no aspect yet; a zone that shows aspects and hides "
        "one more is flagged, its back listing all.",
        "Un aspect caché va sur une zone encore sans aspect\u202f; une zone qui en montre et en "
        "cache un de plus est signalée, son dos les listant tous.",
    ),
    "N4": (
        "Zone links go both ways, so naming one on either zone is enough; a zone linked to no "
        "other is flagged.",
        "Les liens entre zones valent dans les deux sens, un seul suffit donc\u202f; une zone "
        "liée à aucune autre est signalée.",
    ),
    "N5": (
        "Recon counts the aspects a zone shows, entering those that hinder; a hidden zone's back "
        "gives the difficulties once the aspect is revealed.",
        "La reconnaissance compte les aspects visibles d'une zone, l'entrée ceux qui "
        "gênent\u202f; le dos d'une zone cachée donne les difficultés une fois l'aspect révélé.",
    ),
    "N6": (
        "Consequence boxes take Fate Core's usual values: a mild consequence absorbs 2 shifts, a "
        "moderate one 4.",
        "Les cases de conséquence prennent les valeurs usuelles de Fate\u202f: une conséquence "
        "légère absorbe 2 crans, une modérée 4.",
    ),
    "N7": (
        "Printed two-sided, a zone card's back lands behind its face; printed one-sided, a hidden "
        "aspect comes on a second card to lay down once found.",
        "En recto verso, le dos d'une carte de zone tombe derrière sa face\u202f; en recto seul, "
        "l'aspect caché vient sur une seconde carte, à poser une fois découvert.",
    ),
    "N8": (
        "Fight in the zone, Shoot beyond (defense +2 two zones away); defense Athletics, Fight "
        "vs Fight if better; Will vs Shoot if the GM so chooses.",
        "Combat en zone, Tir au-delà (défense +2 à deux zones)\u202f; défense Athlétisme, "
        "Combat contre Combat si meilleur\u202f; Volonté contre Tir au choix du MJ.",
    ),
    "N9": (
        "A hit fills the smallest free consequences that hold it: on a fresh Good unit 1–2 shifts "
        "the mild, 3–4 the moderate, 5–6 both, more takes it out.",
        "Un coup coche les plus petites conséquences libres qui le tiennent\u202f: Bonne "
        "intacte, 1–2 crans la légère, 3–4 la modérée, 5–6 les deux, au-delà hors de combat.",
    ),
    "N10": (
        "Unit-against-unit odds have the two attack in turn at each range the first can reach, "
        "neither moving nor recovering, until one is out.",
        "Unité contre unité, les deux attaquent tour à tour, à chaque portée qu'atteint la "
        "première, sans bouger ni récupérer, jusqu'à ce que l'une soit hors de combat.",
    ),
    "N11": (
        "Surrounded gives +1 to every attack, Fight or Shoot, of its side's units in its zone; "
        "the odds add +2 per invoked aspect only if the GM asks.",
        "Encerclé donne +1 à toute attaque, Combat ou Tir, des unités de son camp dans sa "
        "zone\u202f; les chances ne comptent +2 par aspect invoqué que si le MJ le demande.",
    ),
    "N12": (
        "A commander has two 2-box stress tracks, widened by Will (mental) and Physique "
        "(physical); unrated Physique leaves dashed boxes to ink in.",
        "Un commandant a deux pistes de stress de 2 cases, élargies par la Volonté (mentale) "
        "et le Physique (physique)\u202f; sans Physique noté, ses cases sont en pointillé.",
    ),
    "N13": (
        "A face-down zone costs what its card shows: Recon +2, not a literal +4; its revealer "
        "pays no more, and the aspect counts from then on.",
        "Une zone face cachée coûte ce qu'annonce sa carte\u202f: repérage +2, non +4 à la "
        "lettre\u202f; qui la révèle ne paie rien de plus, l'aspect compte ensuite.",
    ),
    "N14": (
        "Initiative is rolled once, before the first turn, and its order holds for the "
        "whole battle.",
        "L'initiative se lance une fois, avant le premier tour, et son ordre vaut pour toute "
        "la bataille.",
    ),
    "N15": (
        "A hindering aspect goes with an overcome, from its zone or the next: Athletics "
        "against Fair (+2), or an enemy unit there that opposes it.",
        "Un aspect gênant s'ôte en surmontant, depuis sa zone ou une voisine\u202f: Athlétisme "
        "contre Passable (+2), ou une unité ennemie qui s'y oppose.",
    ),
    "N16": (
        "Points left buy in the battle a unit or a Fate point (3), at the build prices; a "
        "unit so bought enters on its army's turn where the army has a unit.",
        "Les points restants achètent en bataille une unité ou un point Fate (3), aux prix "
        "de construction\u202f; l'unité entre au tour de son armée, là où elle a une unité.",
    ),
    "N17": (
        "Acts on commanders only, never on a unit.",
        "N'agit que sur les commandants, jamais sur une unité.",
    ),
    "N18": (
        "Its defender gets +2 per hindering aspect.",
        "Son défenseur a +2 par aspect gênant.",
    ),
    # --- jdrwiki ---------------------------------------------------------------------------------
    "J1": (
        "A characteristic is 10 plus its criteria's ratings, modifier (score − 10) / 2 rounded "
        "down; WIS, INT and CHA stop at the commander's unless Autonomy.",
        "Caractéristique\u202f: 10 + notes de ses critères, modificateur (score − 10) / 2 arrondi "
        "à l'inférieur\u202f; SAG, INT et CHA plafonnées par le commandant sauf Autonomie.",
    ),
    "J2": (
        "A skill is the army's level + its criteria's ratings + its characteristic's modifier; "
        "its passive score, which enemy actions must reach, is 10 + the skill.",
        "Compétence\u202f: niveau de l'armée + notes de ses critères + modificateur de sa "
        "caractéristique\u202f; score passif, que l'ennemi doit atteindre\u202f: 10 + compétence.",
    ),
    "J3": (
        "The army's level is the commander's, plus their Strategist rank, plus 1 per combat "
        "formation held, plus up to 3 for aides-de-camp.",
        "Le niveau de l'armée est celui du commandant, plus son rang de Stratège, plus 1 par "
        "formation de combat, plus 3 au plus grâce aux aides de camp.",
    ),
    "J4": (
        "HP: value × count; BD = HP / 10, DS = BD / 10, rounded up; a hit: BD + "
        "(1d4 + mod.) × DS − soak. Scale changed: 1 point of fury or protection = 1 DS.",
        "PV = valeur × nombre\u202f; DB = PV / 10, VDB = DB / 10, arrondis au-dessus\u202f; "
        "coup = DB + (1d4 + mod.) × VDB − encaissement. 1 point de hargne ou protection "
        "= 1 VDB.",
    ),
    "J5": (
        "A hero's class follows their level, one class up for a PC or a superior race, never two; "
        "after stepping in, a hero rests class rank + 1 rounds.",
        "Le classement d'un héros suit son niveau, une tranche au-dessus pour un PJ ou une race "
        "supérieure, jamais deux\u202f; sa recharge\u202f: niveau de classement + 1 rounds.",
    ),
    "J6": (
        "A round lasts by the number taking part: 1 minute up to 1,000, 10 minutes to 5,000, 1 "
        "hour to 20,000, then 3, 6 and 12 hours.",
        "Un round dure selon le nombre de participants\u202f: 1 minute jusqu'à 1\u202f000, 10 "
        "minutes jusqu'à 5\u202f000, 1 heure jusqu'à 20\u202f000, puis 3, 6 et 12 heures.",
    ),
    "O1": (
        "A criterion left unrated counts 0, an average army's rating; the sheet grays it in the "
        "criteria table.",
        "Un critère non noté compte 0, la note d'une armée moyenne\u202f; la fiche le grise dans "
        "le tableau des critères.",
    ),
    "O2": (
        "An action succeeds when d20 + skill reaches the enemy's passive score; by default a die "
        "in the critical range succeeds whatever the total.",
        "Une action réussit quand d20 + compétence atteint le score passif ennemi\u202f; par "
        "défaut, un dé dans la plage de critique réussit quel que soit le total.",
    ),
    "O3": (
        "Scale changed: where the rulebook says “+N damage” (a hero's Damage and "
        "Protection, a talent's or an action's flat bonus), this kit counts N × DS by default.",
        "Échelle changée\u202f: pour «\u202f+N dégâts\u202f» (Dégâts et Protection "
        "d'un héros, bonus fixe d'un talent ou d'une action), ce kit compte N × VDB par "
        "défaut.",
    ),
    "O4": (
        "A stronghold's 5 × level against Push back and Total melee comes on top of its usual "
        "+level, so a fortress (4) adds 24 to Parry.",
        "Le 5 × niveau d'une place forte contre Recul et Mêlée totale s'ajoute à son +niveau "
        "habituel\u202f: une forteresse (4) ajoute 24 à la Parade.",
    ),
    "O5": (
        "A strategist's grace round costs nothing from rank\u00a02 and brings 1 advantage point "
        "from rank\u00a03, by default; Assurance removes the loss.",
        "Le round de grâce ne coûte rien à un stratège dès le rang\u00a02 et lui rapporte 1 point "
        "d'avantage dès le rang\u00a03, par défaut\u202f; Assurance supprime la perte.",
    ),
    "O6": (
        "Ruthless's +50% base damage and Last chance's half BD sent back are rounded up; Ruthless "
        "leaves DS unchanged.",
        "Les DB +50\u202f% d'Impitoyable et la moitié des DB renvoyée par Dernière chance "
        "s'arrondissent au supérieur\u202f; Impitoyable laisse la VDB inchangée.",
    ),
    "O7": (
        "Moderate use trades two bonuses for each cooldown round cut, as long as bonuses remain "
        "and the hero still rests at least a round.",
        "L'usage modéré échange deux bonus contre chaque round de recharge retranché, tant qu'il "
        "reste des bonus et que le héros se repose encore un round.",
    ),
    "O8": (
        "An ordinary character of a superior race becomes a minor hero, as an ordinary PC does; "
        "either reason moves a hero up one class, never two.",
        "Un personnage ordinaire de race supérieure devient héros mineur, comme un PJ "
        "ordinaire\u202f; l'une ou l'autre raison fait monter d'une tranche, jamais deux.",
    ),
    "O9": (
        "Each army corps is a body of its own: hit points, damage, track, advantage points and a "
        "page of odds against each enemy body.",
        "Chaque corps d'armée est un ensemble à part\u202f: points de vie, dégâts, piste, points "
        "d'avantage et page de chances contre chaque ensemble ennemi.",
    ),
    "O10": (
        "When an action may be rolled against either of two defenses, the attacker picks the "
        "better pairing; the other defenses' chances follow it.",
        "Quand une action peut se lancer contre l'une ou l'autre de deux défenses, l'assaillant "
        "choisit la meilleure paire\u202f; les chances des autres défenses suivent.",
    ),
    "O11": (
        "More damage on a critical rolls the hit's variable part again: 2d4 and the modifier "
        "twice, or 4d4 for a combined assault by default.",
        "Plus de dégâts sur un critique relance la part variable du coup\u202f: 2d4 et deux fois "
        "le modificateur, ou 4d4 pour un assaut combiné par défaut.",
    ),
    "O12": (
        "What a Charge, Pincer or Pitfall adds to the next action is printed on its own line "
        "under the roll, as it hangs on an earlier success.",
        "Ce qu'une Charge, un Étau ou une Chausse-trappe ajoute à l'action suivante est imprimé à "
        "part, sous le jet, car il dépend d'un succès antérieur.",
    ),
    "O13": (
        "At the end of each total melee round both armies deal a plain hit, with no roll, "
        "critical or Brute; the better Perception gains 1 advantage point.",
        "À la fin de chaque round de mêlée totale, chaque armée porte un coup simple, sans jet, "
        "critique ni Brute\u202f; la meilleure Perception gagne 1 point d'avantage.",
    ),
    "O14": (
        "While Ruthless, an army has −1 on its five defenses and +50% BD; a commander's hero "
        "death costs a round at minus their class rank.",
        "En mode Impitoyable, l'armée a −1 à ses cinq défenses et DB +50\u202f%\u202f; la mort de "
        "héros du commandant coûte un round à moins son niveau de classement.",
    ),
    "O15": (
        "Each side takes one planned action a round, hits shrinking as it wears down and Last "
        "chance hitting back, until one falls to 0 HP (200 rounds at most).",
        "Chaque camp joue une action prévue par round, coups réduits par l'usure et rendus par "
        "Dernière chance, jusqu'à ce que l'un tombe à 0 PV (200 rounds au plus).",
    ),
    "O16": (
        "Every corps gets them all.",
        "Chaque corps les a tous.",
    ),
    "O17": (
        "Two bodies apart meet where one first reaches the other; the side holding the "
        "field stays.",
        "Deux corps éloignés se rencontrent là où l'un atteint d'abord l'autre\u202f; le camp "
        "qui tient le terrain reste.",
    ),
    "O18": (
        "After the commander's hero death the first aide-de-camp takes command; the army's "
        "level is computed again with them, and every skill moves with it.",
        "Après la mort de héros du commandant, le premier aide de camp le remplace\u202f; le "
        "niveau d'armée est recalculé avec lui, et chaque compétence le suit.",
    ),
    "O19": (
        "The GM rolls 1d3+1 rounds.",
        "Le MJ lance 1d3+1 rounds.",
    ),
    "O20": (
        "It stays and takes the hit.",
        "Il reste et subit le coup.",
    ),
    "O21": (
        "BD and DS by steps of 5% of the HP.",
        "DB et VDB par tranche de 5\u202f% des PV.",
    ),
    "O22": (
        "The start is the first initiative roll: the rank's points in round 1, as many "
        "at each later roll.",
        "Le départ est le premier jet d'initiative\u202f: le rang au round 1, autant à "
        "chaque jet suivant.",
    ),
    "O23": (
        "A total melee is fought on the zone of the army gone into: both take its terrain as "
        "its occupants, with no height between them.",
        "Une mêlée totale se livre sur la zone de l'armée où l'autre est entrée\u202f: les deux "
        "en subissent le terrain comme occupantes, sans hauteur entre elles.",
    ),
    "O24": (
        "Inside a total melee a planned maneuver other than Withdraw is not rolled: the side "
        "takes its plan's next allowed action, else its best assault.",
        "En mêlée totale, une manœuvre prévue autre que le Repli ne se jette pas\u202f: le "
        "camp prend l'action permise suivante de son plan, sinon son meilleur assaut.",
    ),
}
