"""The Witcher kit's words for its battle sheet and its odds page: key -> (english,
french). Facts come from seed 000; the wording is ours."""

KIT_WORDS: dict[str, tuple[str, str]] = {
    # --- the battle sheet: both sides of each phase face to face -------------------------
    "sheet.title": ("Battle sheet", "Feuille de bataille"),
    "sheet.help": (
        "Each round both commanders roll base + d10 against their SD and tick a box for "
        "every point above it. The first to reach SR {sr} takes the phase; both in the same "
        "round: the larger total, an exact tie plays one more round.",
        "À chaque tour, les deux commandants lancent base + d10 contre leur SD et cochent "
        "une case par point au-dessus. Le premier à atteindre le SR {sr} remporte la phase ; "
        "les deux au même tour : le plus grand total, une égalité parfaite rejoue un tour.",
    ),
    "sheet.help_unknown": (
        "Each round both commanders roll base + d10 against their SD and tick a box for "
        "every point above it. Circle the box of the SR the GM announces: the first to "
        "reach it takes the phase; both in the same round: the larger total, an exact tie "
        "plays one more round.",
        "À chaque tour, les deux commandants lancent base + d10 contre leur SD et cochent "
        "une case par point au-dessus. Entourez la case du SR annoncé par le MJ : le premier "
        "à l'atteindre remporte la phase ; les deux au même tour : le plus grand total, une "
        "égalité parfaite rejoue un tour.",
    ),
    "sheet.crucial_unknown": (
        "A crucial moment may start within {window} points of SR (its winner banks 5 more "
        "points); with SR 5, it may replace any test and its winner takes the phase.",
        "Un moment crucial peut commencer à {window} points du SR ou moins (son vainqueur "
        "marque 5 points de plus) ; avec un SR de 5, il peut remplacer n'importe quel test "
        "et son vainqueur remporte la phase.",
    ),
    "sheet.crucial_key": (
        "Tinted boxes: within {window} points of SR, where a crucial moment may start "
        "(its winner banks 5 more points).",
        "Cases teintées : à {window} points du SR ou moins, là où un moment crucial peut "
        "commencer (son vainqueur marque 5 points de plus).",
    ),
    "sheet.crucial_any": (
        "With SR 5 a crucial moment may replace any test; its winner takes the phase.",
        "Avec un SR de 5, un moment crucial peut remplacer n'importe quel test ; son "
        "vainqueur remporte la phase.",
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
    "sheet.crucial_won": ("crucial moment +5", "moment crucial +5"),
    "sheet.stake": ("Crucial moment", "Moment crucial"),
    "sheet.stake_won": ("if the PCs win it", "si les PJ le gagnent"),
    "sheet.stake_lost": ("if they lose it", "s'ils le perdent"),
    "sheet.chosen": ("Chosen", "Choisie"),
    "sheet.rounds": ("Rounds played", "Tours joués"),
    "sheet.won": ("phase won", "phase gagnée"),
    "sheet.sd_if": (
        "SD\u00a0{sd} if the crucial moment of phase\u00a0{k} is {outcome}",
        "SD\u00a0{sd} si le moment crucial de la phase\u00a0{k} est {outcome}",
    ),
    "sheet.if_crucial": (
        "if the crucial moment of phase\u00a0{k} is {outcome}",
        "si le moment crucial de la phase\u00a0{k} est {outcome}",
    ),
    "sheet.outcome.won": ("won", "gagné"),
    "sheet.outcome.lost": ("lost", "perdu"),
    "sheet.to_score": ("to score", "pour marquer"),
    "sheet.roll_against": ("+ d10 against the SD", "+ d10 contre le SD"),
    "sheet.per_test": (
        "scores {times} · {mean} points a test",
        "marque {times} · {mean} points par test",
    ),
    # --- warnings as the GM's page prints them, where the terminal's name the tool or
    # the battle file's keys (presenter._warning) --------------------------------------------
    "msg.below_skirmish.page": (
        "{total} combatants in all: below 50 the rules set no success threshold; this "
        "battle takes a skirmish's SR of 5",
        "{total} combattants en tout : sous 50, les règles ne fixent pas de seuil de "
        "réussite ; cette bataille prend le SR d'une escarmouche, 5",
    ),
    "msg.swap_no_effect.page": (
        "{commander}: only a major or a general may swap the rank's two bases; this "
        "commander keeps them as the rank gives them",
        "{commander} : seuls un major ou un général peuvent échanger les deux bases de "
        "leur grade ; ce commandant les garde telles que son grade les donne",
    ),
    "msg.main_troop_committed.page": (
        "troop '{troop}' belongs to the main troop, so it is no specialist and is "
        "committed to no phase",
        "la troupe « {troop} » fait partie de la troupe principale : elle n'est donc pas "
        "spécialiste et n'est engagée dans aucune phase",
    ),
    # --- the scenario page: the sides at a glance, the field drawn --------------------------
    "field.strength": (
        "{n} fighters · SD {sd} for the opposing side",
        "{n}\u00a0combattants · SD\u00a0{sd} pour le camp adverse",
    ),
    "field.led_by": ("Commander", "Commandant"),
    "field.led_by_many": ("Commanders", "Commandants"),
    "field.defences": ("Defences", "Défenses"),
    "field.reserve": ("In reserve", "En réserve"),
    "field.players": ("Players' side", "Camp des joueurs"),
    "field.unknown": (
        "Headcount, main troops and SD: known to the GM, who announces them in play.",
        "Effectif, troupes principales et SD\u202f: connus du MJ, qui les annonce en jeu.",
    ),
    "field.unknown_short": ("Its troops: known to the GM", "Ses troupes\u202f: connues du MJ"),
    "field.headcount": ("{n} in all", "{n}\u00a0en tout"),
    "field.fresh": ("{n} fresh troops", "{n}\u00a0soldats frais"),
    "field.title": ("The field, phase by phase", "Le terrain, phase par phase"),
    "field.front": ("the front", "la ligne de front"),
    "field.key": (
        "Between the lines: the crucial moment each phase plans (its winner banks 5 points).",
        "Entre les lignes\u202f: le moment crucial prévu dans la phase (son vainqueur marque "
        "5\u00a0points de plus).",
    ),
    # --- the battle card: a base per phase, the players' figures ---------------------------
    "card.phase_tag": ("P{n}", "P{n}"),
    "card.troops_known": ("Troops the players know", "Troupes connues des joueurs"),
    "cas.record": (
        "The test as played: tests rolled, phases won, SD, roll, margin, soldiers lost",
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
        "{name}: Tactics {tactique}, Leadership {commandement} (not his rank's row).",
        "{name} : Tactique {tactique}, Commandement {commandement} (pas la ligne de son rang).",
    ),
    "qr.in_play": (
        "In bold on a tint: the rows this battle meets.",
        "En gras sur fond teinté : les lignes de cette bataille.",
    ),
    # --- the odds page ---------------------------------------------------------------------
    "op.title": ("The odds", "Les chances"),
    "op.intro": (
        "Worked out exactly before any die is rolled, from the numbers on the cards, "
        "criticals{ruling_W1} and level finishes{ruling_W3} included. Phase 3 is played "
        "with the skill its chooser prefers.{ruling_K12}",
        "Calculées exactement avant le premier jet, à partir des chiffres des cartes, "
        "critiques{ruling_W1} et arrivées à égalité{ruling_W3} comprises. La phase 3 se "
        "joue avec la compétence que préfère celui qui la choisit.{ruling_K12}",
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
    "op.phase_length": (
        "Lasts {mean} rounds on average; 9 times in 10, {r90} rounds or fewer.",
        "Dure {mean} tours en moyenne ; 9 fois sur 10, {r90} tours ou moins.",
    ),
    "op.phase_length_long": (
        "Lasts {mean} rounds on average, and over {n} rounds {times}.",
        "Dure {mean} tours en moyenne, et plus de {n} tours {times}.",
    ),
    "op.crucial_any": (
        "SR 5: in every phase a crucial moment may take the place of any test, and its "
        "winner takes the phase at once, whatever the points ticked so far.",
        "SR 5 : dans chaque phase, un moment crucial peut prendre la place de n'importe quel "
        "test, et son vainqueur remporte aussitôt la phase, quels que soient les points déjà "
        "cochés.",
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
    "op.pick_or": ("; ", " ; "),
    "op.crucial": (
        "A crucial moment could start {times}: {a} within 5 points of SR {pa}, {b} {pb}.",
        "Un moment crucial pourrait commencer {times} : {a} à 5 points du SR {pa}, {b} {pb}.",
    ),
    "op.counted": (
        "Where an SD hangs on one, these odds count {moments}; the battle sheet gives the "
        "other outcome's SD.",
        "Là où un SD en dépend, ces chances comptent {moments}\u202f; la feuille de bataille "
        "donne le SD de l'autre issue.",
    ),
    "op.counted_one": (
        "the crucial moment of phase\u00a0{k} as {outcome}",
        "le moment crucial de la phase\u00a0{k} comme {outcome}",
    ),
    "op.crucial_none": (
        "No crucial moment is counted in these odds.{ruling_W10}",
        "Ces chances ne comptent aucun moment crucial.{ruling_W10}",
    ),
    "op.crucial_even": (
        "Crucial moments counted in phases {phases}: each side wins each half the time, and "
        "its winner banks 5 points.{ruling_W10}",
        "Moments cruciaux comptés en phases {phases} : chaque camp en gagne un sur deux, et "
        "son vainqueur marque 5 points.{ruling_W10}",
    ),
    "op.crucial_played": (
        "Crucial moments counted in phases {phases}: {army}, the players' side, wins each "
        "with {p}, and its winner banks 5 points.{ruling_W10}",
        "Moments cruciaux comptés en phases {phases} : le camp des joueurs, {army}, gagne "
        "chacun avec {p}, et son vainqueur marque 5 points.{ruling_W10}",
    ),
    "op.percent": ("{n}%", "{n} %"),
    "op.crucial_tag": ("crucial moments", "moments cruciaux"),
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
    "op.won.one": ("{n} phase", "{n} phase"),
    "op.won.many": ("{n} phases", "{n} phases"),
    "op.expected_lost": (
        "On average about {lost} of {headcount} soldiers lost, {dead} of them dead.",
        "En moyenne environ {lost} soldats perdus sur {headcount}, dont {dead} morts.",
    ),
}
