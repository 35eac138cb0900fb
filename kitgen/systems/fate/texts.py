"""Text of the Fate mass-combat kit: key -> (english, french).

Facts (costs, pyramids, difficulties) come from seed 004; every sentence is ours.
"""

TEXT: dict[str, tuple[str, str]] = {
    "system.fate": ("Fate mass combat", "Combat de masse Fate"),
    # --- findings ---------------------------------------------------------------------
    "msg.over_chest": (
        "army '{army}' spends {spent} build points but its war chest holds {chest} "
        "(units {units}, Fate points {fate}, hidden aspects {aspects})",
        "l'armée « {army} » dépense {spent} points de construction pour un coffre de "
        "guerre de {chest} (unités {units}, points Fate {fate}, aspects cachés {aspects})",
    ),
    "msg.bad_pyramid": (
        "unit '{name}': `quality: {quality}` needs the ratings {expected} exactly; its "
        "skills give {found}",
        "unité « {name} » : `quality: {quality}` demande exactement les rangs {expected} ; "
        "ses compétences donnent {found}",
    ),
    "msg.no_zones": (
        "the battle has no zones; the rules suggest one more than the people at the table",
        "la bataille n'a aucune zone ; la règle en suggère une de plus que de personnes à "
        "la table",
    ),
    "msg.army_without_units": (
        "army '{army}' has no units yet",
        "l'armée « {army} » n'a encore aucune unité",
    ),
    "msg.commander_name_twice": (
        "army '{army}' has two commanders named '{name}'",
        "l'armée « {army} » a deux commandants nommés « {name} »",
    ),
    "msg.will_twice": (
        "commander '{name}' gives Will under `skills:` too; give it once, as `will:`",
        "le commandant « {name} » donne aussi Volonté sous `skills:` ; donnez-la une fois, "
        "avec `will:`",
    ),
    "msg.too_many_aspects": (
        "unit '{name}' has {count} aspects (its name is the first); at most {most}",
        "l'unité « {name} » a {count} aspects (son nom est le premier) ; {most} au plus",
    ),
    "msg.few_aspects": (
        "unit '{name}' has {count} of its {wanted} aspects (its name is the first)",
        "l'unité « {name} » n'a que {count} de ses {wanted} aspects (son nom est le premier)",
    ),
    "msg.unknown_unit": (
        "army '{army}': `attached: {name}` is not one of its units{hint}",
        "armée « {army} » : `attached: {name}` n'est pas l'une de ses unités{hint}",
    ),
    "msg.two_commanders": (
        "unit '{name}' already has a commander ({first}); one commander per unit",
        "l'unité « {name} » a déjà un commandant ({first}) ; un commandant par unité",
    ),
    "msg.unknown_zone": (
        "zone '{zone}' links to '{name}', which is not a zone{hint}",
        "la zone « {zone} » est reliée à « {name} », qui n'est pas une zone{hint}",
    ),
    "msg.unknown_start": (
        "'{who}' starts in '{name}', which is not a zone{hint}",
        "« {who} » commence dans « {name} », qui n'est pas une zone{hint}",
    ),
    "msg.zone_links_itself": (
        "zone '{zone}' lists itself among its links",
        "la zone « {zone} » se cite parmi ses voisines",
    ),
    "msg.unknown_army": (
        "`by: {name}` is not an army of this battle{hint}",
        "`by: {name}` n'est pas une armée de cette bataille{hint}",
    ),
    "msg.hidden_on_named_zone": (
        "zone '{zone}' hides an aspect but already shows aspects; the rules hide one on an "
        "empty zone",
        "la zone « {zone} » cache un aspect mais en montre déjà ; la règle en cache un sur "
        "une zone vide",
    ),
    "msg.hidden_without_aspect": (
        "zone '{zone}' hides an aspect with no text; its card will have a blank line for it",
        "la zone « {zone} » cache un aspect sans texte ; sa carte lui laissera une ligne vide",
    ),
    "msg.zone_alone": (
        "zone '{zone}' is linked to no other zone; every zone touches at least one",
        "la zone « {zone} » n'est reliée à aucune autre ; chaque zone en touche au moins une",
    ),
    "msg.few_zones": (
        "{count} zones for {players} people at the table; the rules suggest {suggested}",
        "{count} zones pour {players} personnes à la table ; la règle en suggère {suggested}",
    ),
    # --- words ------------------------------------------------------------------------
    "quality.average": ("Average", "Moyenne"),
    "quality.fair": ("Fair", "Passable"),
    "quality.good": ("Good", "Bonne"),
    "quality_who.average": ("conscripts", "conscrits"),
    "quality_who.fair": ("veterans", "grognards"),
    "quality_who.good": ("elites", "élites"),
    "skill.athletics": ("Athletics", "Athlétisme"),
    "skill.fight": ("Fight", "Combat"),
    "skill.drive": ("Drive/Pilot", "Conduite/Pilotage"),
    "skill.stealth": ("Stealth", "Discrétion"),
    "skill.provoke": ("Provoke", "Intimidation"),
    "skill.notice": ("Notice", "Observation"),
    "skill.shoot": ("Shoot", "Tir"),
    "skill.will": ("Will", "Volonté"),
    "skill.physique": ("Physique", "Physique"),
    "ladder.legendary": ("Legendary", "Légendaire"),
    "ladder.epic": ("Epic", "Épique"),
    "ladder.fantastic": ("Fantastic", "Fantastique"),
    "ladder.superb": ("Superb", "Superbe"),
    "ladder.great": ("Great", "Excellent"),
    "ladder.good": ("Good", "Bon"),
    "ladder.fair": ("Fair", "Passable"),
    "ladder.average": ("Average", "Moyen"),
    "ladder.mediocre": ("Mediocre", "Médiocre"),
    "ladder.poor": ("Poor", "Faible"),
    "ladder.terrible": ("Terrible", "Terrible"),
    "consequence.mild": ("Mild", "Légère"),
    "consequence.moderate": ("Moderate", "Modérée"),
    "consequence.severe": ("Severe", "Grave"),
    # --- GM page ----------------------------------------------------------------------
    "fa.player": ("Player", "Joueur"),
    "fa.chest": ("War chest", "Coffre de guerre"),
    "fa.chest_line": (
        "{chest} build points: units {units}, Fate points {fate} ({n} × 3), hidden "
        "aspects {aspects} — {left} left",
        "{chest} points de construction : unités {units}, points Fate {fate} ({n} × 3), "
        "aspects cachés {aspects} — reste {left}",
    ),
    # the GM's chest line, the same form for every army (round 20, item 1): what it
    # held — units — Fate points bought (cost) — hidden aspects (how paid) — what is left
    "fa.ledger": (
        "{chest} points — units {units} · {terms} · {left} left.",
        "{chest} points — unités {units} · {terms} · reste {left}.",
    ),
    "fa.ledger.fate_none": ("no Fate point bought", "aucun point Fate acheté"),
    "fa.ledger.fate_bought.one": (
        "{n} Fate point bought ({points})",
        "{n} point Fate acheté ({points})",
    ),
    "fa.ledger.fate_bought.many": (
        "{n} Fate points bought ({points})",
        "{n} points Fate achetés ({points})",
    ),
    "fa.ledger.aspects_none": ("no hidden aspect", "aucun aspect caché"),
    # a Fate point the chest bought and set as a hidden aspect is a Fate point bought
    # (round 20: "no Fate point bought" beside "a Fate point from the chest" read as a
    # contradiction three rounds running)
    "fa.ledger.set_hidden.all.one": (
        ", set as the hidden aspect ({zones})",
        ", posé en aspect caché ({zones})",
    ),
    "fa.ledger.set_hidden.all.many": (
        ", set as the hidden aspects ({zones})",
        ", posés en aspects cachés ({zones})",
    ),
    "fa.ledger.set_hidden.some": (
        ", {k} of them set as hidden aspects ({zones})",
        ", dont {k} en aspects cachés ({zones})",
    ),
    "fa.ledger.own_paid.one": (
        "hidden aspect ({zones}): paid with {whose} Fate point, outside the chest{why}",
        "aspect caché ({zones}) : payé du point Fate {whose}, hors coffre{why}",
    ),
    "fa.ledger.own_paid.many": (
        "hidden aspects ({zones}): each paid with {whose} Fate point, outside the chest{why}",
        "aspects cachés ({zones}) : payés chacun d'un point Fate {whose}, hors coffre{why}",
    ),
    # whose Fate point: the player named, else the PC's (its player's), else the army's
    "fa.ledger.whose.named": ("{name}'s", "de {name}"),
    "fa.ledger.whose.elided": ("{name}'s", "d'{name}"),
    "fa.ledger.whose.army": ("the army's player's", "du joueur de l'armée"),
    # the chest could have bought the Fate point (F3): the rules let the player pay instead
    "fa.ledger.why_rule": (
        ", as a hidden aspect costs a Fate point, the player's or the chest's",
        ", un aspect caché coûtant un point Fate, du joueur ou du coffre",
    ),
    "fa.left": ("Left", "Reste"),
    "fa.left_none": (
        "0: nothing to spend in the battle.",
        "0 : rien à dépenser en bataille.",
    ),
    "fa.left_buys": (
        "{left}, to spend in the battle at the build prices, lost after it: {what}.",
        "{left}, à dépenser en bataille aux prix de construction, perdus après : {what}.",
    ),
    "fa.left_how": (
        "A unit bought enters on its army's turn where the army has a unit, and acts from "
        "the next turn (blank counter).",
        "Une unité achetée entre au tour de son armée là où l'armée a une unité, et agit "
        "au tour suivant (pion vierge).",
    ),
    "fa.left_points": ("Points left to spend", "Points restants à dépenser"),
    # the GM's copy of the points-left box: the number, and who announces it, as the
    # players' copy says (round 19, item 2)
    "fa.left_announce": ("{left}, for the GM to announce", "{left} à annoncer par le MJ"),
    "fa.tokens_blank": ("bought in the battle", "achetée en bataille"),
    # the counters that fill the units' last row: for either army, a unit or a lost counter
    "fa.tokens_spare_band": ("Spare counter", "Pion de réserve"),
    "fa.tokens_spare": ("army and unit in pencil", "armée et unité au crayon"),
    # a blank unit card on the counters' page, for a unit bought in the battle (N16)
    "fa.bought.title": ("Unit bought in the battle", "Unité achetée en bataille"),
    "fa.bought.name": ("Name (its first aspect)", "Nom (son premier aspect)"),
    # a blank unit card standing for several units bought (round 22, item 2); the seed
    # has small index cards serve as unit sheets
    "fa.bought.copies": (
        "A blank unit card marked ×{n} serves for {n} units bought: fill it in for one, "
        "and copy it onto an index card for any other.",
        "Une carte d'unité vierge marquée ×{n} sert pour {n} unités achetées : remplissez-la "
        "pour l'une, et recopiez-la sur un petit carton pour toute autre.",
    ),
    "fa.bought.acted": ("Acted on turn", "A agi au tour"),
    "fa.bought.only": ("if {qualities}", "si {qualities}"),
    "fa.bought.except": ("not {qualities}", "sauf {qualities}"),
    # the players' blank cards offer every quality (their copy cannot count an army's
    # points left): which one an army can buy, the GM says (round 16, item 1d)
    "fa.bought.left_note": (
        "as the points left the GM announces allow",
        "selon les points restants annoncés par le MJ",
    ),
    "fa.bought.none_for": (
        "{qualities}: no consequence, beaten at the first shift",
        "{qualities} : aucune conséquence, battue au premier cran",
    ),
    "fa.bought.no_consequence": (
        "No consequence: beaten at the first shift",
        "Aucune conséquence : battue au premier cran",
    ),
    # what the points left buy, counted: "two Average units (1) or one Fair (2)"
    "fa.buys_first.one": ("one {quality} unit ({cost})", "une unité {quality} ({cost})"),
    "fa.buys_first.many": (
        "{n} {quality_many} units ({cost})",
        "{n} unités {quality_many} ({cost})",
    ),
    "fa.buys_other.one": ("one {quality} ({cost})", "une {quality} ({cost})"),
    "fa.buys_other.many": ("{n} {quality_many} ({cost})", "{n} {quality_many} ({cost})"),
    "fa.buys_mix": ("or a mix", "ou un mélange"),
    "quality_many.average": ("Average", "Moyennes"),
    "quality_many.fair": ("Fair", "Passables"),
    "quality_many.good": ("Good", "Bonnes"),
    "count.2": ("two", "deux"),
    "count.3": ("three", "trois"),
    "count.4": ("four", "quatre"),
    "count.5": ("five", "cinq"),
    "count.6": ("six", "six"),
    "count.7": ("seven", "sept"),
    "count.8": ("eight", "huit"),
    "count.9": ("nine", "neuf"),
    "fa.buys_fate": ("or a Fate point (3)", "ou un point Fate (3)"),
    "fa.buys_no_fate": ("not a Fate point (3)", "pas un point Fate (3)"),
    "fa.or": ("or", "ou"),
    # the hidden aspects a player paid with their own Fate points (F3), outside the chest:
    # the label says what is counted, the value is only the count
    "fa.outside": (
        "Hidden aspects paid with a Fate point of the player's own (outside the chest)",
        "Aspects cachés payés d'un point Fate du joueur (hors coffre)",
    ),
    # the GM's ledger: how each hidden aspect was paid, one plain line each (F3)
    "fa.own_fate.none": ("none.", "aucun."),
    "fa.own_fate.one": ("{n}.", "{n}."),
    "fa.own_fate.many": ("{n}.", "{n}."),
    "fa.zones_line": (
        "{count} zones; for {players} people at the table (GM included) the rules suggest "
        "{suggested}.",
        "{count} zones ; pour {players} personnes à la table (MJ compris), la règle en "
        "suggère {suggested}.",
    ),
    "fa.zones_more": (
        "{count} zones: the rules suggest {suggested} for {players} people at the table (GM "
        "included), more when the units lack room.",
        "{count} zones : la règle en suggère {suggested} pour {players} personnes (MJ "
        "compris), davantage si les unités manquent de place.",
    ),
    "fa.zones_count": ("{count} zones.", "{count} zones."),
    "fa.unit": ("Unit", "Unité"),
    "fa.secret": ("secret", "secrète"),
    "fa.secret_help": (
        "{unit}: secret, not in the players' shared copy; {whose}.",
        "{unit} : secrète, absente du livret commun des joueurs ; {whose}.",
    ),
    "fa.secret_to": (
        "its card goes to {player} only, who keeps it hidden",
        "sa carte va à {player} seulement, qui la garde cachée",
    ),
    "fa.secret_to_army": (
        "its card goes to its army's player only, who keeps it hidden",
        "sa carte va au joueur de son armée seulement, qui la garde cachée",
    ),
    "fa.revealed_when": ("It shows itself {when}.", "Elle se dévoile {when}."),
    "fa.revealed_card": ("Shows itself {when}.", "Se dévoile {when}."),
    "fa.quality": ("Quality", "Qualité"),
    "fa.cost": ("Cost", "Coût"),
    "fa.commanders": ("Commanders", "Commandants"),
    "fa.independent": ("independent", "sans unité"),
    # an independent commander's start, and the units of their army beside them, whom
    # they do not lead (round 20, item 4)
    "fa.independent_at": ("independent; starts in {zone}", "sans unité ; départ : {zone}"),
    "fa.independent_beside.one": (
        "independent; starts in {zone}, beside the unit {units} (not leading it)",
        "sans unité ; départ : {zone}, près de l'unité {units} (sans la mener)",
    ),
    "fa.independent_beside.many": (
        "independent; starts in {zone}, beside the units {units} (not leading them)",
        "sans unité ; départ : {zone}, près des unités {units} (sans les mener)",
    ),
    "fa.and_list": ("{first} and {last}", "{first} et {last}"),
    "fa.pc": ("PC", "PJ"),
    "fa.npc.main": ("main NPC", "PNJ principal"),
    "fa.npc.supporting": ("supporting NPC", "PNJ secondaire"),
    "fa.npc": ("NPC", "PNJ"),
    # --- cards ------------------------------------------------------------------------
    "fa.tracker": ("During the battle", "Pendant la bataille"),
    "fa.tracker_help": (
        "In pencil, as you play: tick a bought Fate point when it is spent; each enemy "
        "commander defeated earns a Fate point after the battle.",
        "Au crayon, en jeu : cochez un point Fate acheté quand il est dépensé ; chaque "
        "commandant adverse vaincu rapporte un point Fate après la bataille.",
    ),
    "fa.table_notes": (
        "In pencil: plans, who stands where, aspects in play",
        "Au crayon : plans, positions, aspects en jeu",
    ),
    "fa.initiative": ("Initiative (Will)", "Initiative (Volonté)"),
    "fa.fate_bought": ("Fate points bought", "Points Fate achetés"),
    # the players' copy counts the Fate points its plan shows: a chest's point set as a
    # hidden aspect is a secret, so its label says the figure is what the players see;
    # the GM's says that figure beside its own, in the players' word, so as not to be
    # contradicted reading it aloud
    "fa.fate_bought.visible": ("Fate points bought (visible)", "Points Fate achetés visibles"),
    "fa.fate_bought.hidden": (
        "{n} (visible: {shown}, {k} as a hidden aspect)",
        "{n} (visibles : {shown}, {k} en aspect caché)",
    ),
    "fa.fate_to_play": ("Fate points to play", "Points Fate à jouer"),
    "fa.defeated": ("Enemy commanders defeated", "Commandants adverses vaincus"),
    "fa.defeated_short": ("Defeated", "Vaincus"),
    "fa.unit_cards": ("Unit cards", "Cartes d'unité"),
    "fa.commander_cards": ("Commander cards", "Cartes de commandant"),
    "fa.zone_cards": ("Zone cards — fronts", "Cartes de zone — recto"),
    "fa.zone_backs": ("Zone cards — backs", "Cartes de zone — verso"),
    "fa.duplex_help": (
        "Print this sheet and the next double-sided, flipping on the long edge: each back "
        "lands behind its own front.",
        "Imprimez cette feuille et la suivante en recto verso, retournement sur le bord "
        "long : chaque verso tombe derrière son recto.",
    ),
    "fa.skills": ("Skills", "Compétences"),
    "fa.aspects": ("Aspects", "Aspects"),
    "fa.def": ("Def.", "Déf."),
    "fa.def_same": ("{skill} against Fight and Shoot", "{skill} contre Combat et Tir"),
    "fa.def_two": (
        "{fight} against Fight, {shoot} against Shoot",
        "{fight} contre Combat, {shoot} contre Tir",
    ),
    "fa.def_led_two": (
        "Against Fight: {fight}. Against Shoot: {shoot}.",
        "Contre Combat : {fight}. Contre Tir : {shoot}.",
    ),
    "fa.def_led_same": ("Against Fight and Shoot: {skill}.", "Contre Combat et Tir : {skill}."),
    "fa.def_led": ("{led} led, {alone} alone", "{led} menée, {alone} seule"),
    # the same rating led and alone, by another skill: the rating once
    "fa.def_led_skills": (
        "{value} ({led} led, {alone} alone)",
        "{value} ({led} menée, {alone} seule)",
    ),
    "fa.alone": ("alone", "seule"),
    # a blank unit's defence against Fight (N8): its better skill of the two
    "fa.def_better": ("{skills} (the better)", "{skills} (la meilleure)"),
    "fa.led": ("led", "menée"),
    "fa.situation": (
        "Situation aspects, boosts",
        "Aspects de situation, coups de pouce",
    ),
    "fa.consequences": ("Consequences", "Conséquences"),
    "fa.unit_notes": ("Notes, consequences taken", "Notes, conséquences subies"),
    "fa.unit_notes_bare": ("Notes", "Notes"),
    "fa.no_consequence": (
        "No consequence: one shift of harm takes it out.",
        "Aucune conséquence : un seul cran de dégât la met hors de combat.",
    ),
    "fa.taken_out_flip": (
        "Taken out: turn the card over.",
        "Hors de combat : retournez la carte.",
    ),
    "fa.taken_out_tick": (
        "Taken out: tick it, turn the card over.",
        "Hors de combat : cochez, retournez-la.",
    ),
    # the back of a unit card: the face a beaten unit shows
    "fa.out.banner": ("Out of the fight", "Hors de combat"),
    "fa.out.turn": ("Beaten in turn", "Battue au tour"),
    "fa.out.by": ("By", "Par"),
    "fa.out.zone": ("In zone", "Dans la zone"),
    "fa.out.commander": (
        "{name}, its commander, stays in play, their token on the zone: they act alone or "
        "join another unit.",
        "{name}, son commandant, reste en jeu, son pion sur la zone, pour agir à part ou "
        "rejoindre une autre unité.",
    ),
    # a unit that starts with no commander may be given one in the battle (the seed)
    "fa.out.no_commander": (
        "A commander who had joined it stays in play, their token on the zone.",
        "Un commandant qui lui était affecté reste en jeu, son pion sur la zone.",
    ),
    "fa.out.end": (
        "The battle ends when a side has no units left or concedes.",
        "La bataille finit quand un camp n'a plus d'unités ou abandonne.",
    ),
    "fa.out.end_scenario": (
        "The battle ends as the scenario's victory conditions say, or when a side has no "
        "units left or concedes.",
        "La bataille finit selon les conditions de victoire du scénario, ou quand un camp "
        "n'a plus d'unités ou abandonne.",
    ),
    "fa.out.commander_turn": ("Defeated in turn", "Tour de la défaite"),
    "fa.out.how": ("How", "Comment"),
    "fa.out.commander_point": (
        "Only another commander defeats a commander: after the battle, each enemy "
        "commander defeated brings a Fate point to the side that defeated them.",
        "Seul un autre commandant vainc un commandant : après la bataille, chaque "
        "commandant adverse vaincu rapporte un point Fate au camp qui l'a vaincu.",
    ),
    "fa.out.commander_keep": (
        "Keep the card: a commander who lives may lead in a later battle.",
        "Gardez la carte : un commandant qui survit pourra mener une bataille ultérieure.",
    ),
    "fa.out.keep": (
        "Keep the card: the unit may serve in a later battle.",
        "Gardez la carte : l'unité pourra servir dans une bataille ultérieure.",
    ),
    "fa.leads": ("Leads {unit}", "Mène l'unité {unit}"),
    "fa.leads_inline": ("leads {unit}", "mène l'unité {unit}"),
    "fa.independent_title": ("Independent", "Sans unité"),
    "fa.will_bonus": (
        "+1 to the skills of the unit they lead below {will} (their Will).",
        "+1 aux compétences de l'unité menée inférieures à {will} (sa Volonté).",
    ),
    "fa.will_no_bonus": (
        "Will {will}: no unit skill below it to raise.",
        "Volonté {will} : aucune compétence à relever.",
    ),
    "fa.commander_action": (
        "Their action, when the unit is activated:",
        "Son action, quand l'unité est activée :",
    ),
    "fa.independent_action": (
        "Activated on their own, like a unit:",
        "Activation à part, comme une unité :",
    ),
    "fa.attached_action": (
        "With a unit: a second action for it, a duel, remove a consequence (Will) or a "
        "boost; invokes its aspects.",
        "Affecté à une unité : seconde action pour elle, duel, ôter une conséquence "
        "(Volonté) ou coup de pouce ; invoque ses aspects.",
    ),
    "fa.commander.acts": (
        "a second action for the unit; a duel; remove a consequence (Will)",
        "seconde action pour l'unité ; duel ; ôter une conséquence (Volonté)",
    ),
    # the difficulty is twice the number of consequences the unit has, not the commander's
    "fa.commander.boost": (
        "a boost: Will against 2 × the unit's consequences, no roll if it has none",
        "un coup de pouce : Volonté contre 2 × les conséquences de l'unité, sans jet si aucune",
    ),
    "fa.commander.activated": (
        "acts against commanders only",
        "agit contre les commandants seulement",
    ),
    "fa.commander.attach": (
        "joins or leaves a unit without an action, not both in one turn",
        "s'affecte ou se détache sans action, pas les deux au même tour",
    ),
    "fa.commander_invoke": (
        "Invokes the unit's aspects for it.",
        "Invoque les aspects de l'unité à sa place.",
    ),
    "fa.stress.physical": ("Physical stress", "Stress physique"),
    "fa.stress.mental": ("Mental stress", "Stress mental"),
    "fa.stress_maybe": (
        "Dashed: as their Physique allows.",
        "En pointillés : selon son Physique.",
    ),
    "fa.harm.mental": (", mental", ", mentale"),
    "fa.harm.physical": (", physical", ", physique"),
    # only a commander attacks a commander: their card's defence is said as a duel's
    # a PC's skill the file leaves unrated: a blank that says whose skill goes in it and
    # where it comes from (round 13, item 1), with no pointer to a sheet the kit lacks
    "fa.def_sheet": (
        "the PC's {skill} ____ (copy it from the character)",
        "{skill} du PJ ____ (à recopier du personnage)",
    ),
    "fa.def_duel": ("Def. in a duel", "Déf. en duel"),
    # a duel is single combat, Fight in one zone: the commander's card gives its defence
    # against Fight alone (round 20, item 3: a line against Shoot could never apply)
    "fa.def_duel_fight": ("{skill} against Fight", "{skill} contre Combat"),
    "fa.def_duel_sheet": ("Against Fight: {skill}.", "Contre Combat : {skill}."),
    "fa.led_tag": ("(led)", "(menée)"),
    "fa.alone_tag": ("(alone)", "(seule)"),
    "fa.alone_with": ("(alone, {skill})", "(seule, {skill})"),
    "fa.commander_acted": (
        "Acted on turn (tick it when they have acted)",
        "A agi au tour (cochez une fois son action faite)",
    ),
    "fa.commander_out": ("Taken out", "Hors de combat"),
    "fa.commander_writing": (
        "Unit led, state",
        "Unité menée, état",
    ),
    "fa.no_links": ("—", "—"),
    "fa.own_fate_short": (
        "hidden aspects on the player's own Fate points: {n}",
        "aspects cachés sur les points Fate du joueur : {n}",
    ),
    "fa.zone": ("Zone", "Zone"),
    "fa.face_down": (
        "Face down: flip when a unit enters or scouts it",
        "Face cachée : retournez quand une unité y entre ou la repère",
    ),
    "fa.face_down_swap": (
        "Face down: when a unit enters or scouts it, put its revealed card in its place",
        "Face cachée : quand une unité y entre ou la repère, posez sa carte révélée à sa place",
    ),
    # the players' copy: each side wrote the aspect it hid on its own card (the seed: a
    # player writes it), so that side shows it
    "fa.face_down_gm": (
        "Face down: when a unit enters or scouts it, the side that laid it turns it over",
        "Face cachée : quand une unité y entre ou la repère, le camp qui l'a posée la retourne",
    ),
    "fa.face_down_gm_swap": (
        "Face down: when a unit enters or scouts it, the side that laid it puts the zone's "
        "other card here",
        "Face cachée : quand une unité y entre ou la repère, le camp qui l'a posée met ici "
        "l'autre carte de la zone",
    ),
    # ruling N13: what a face-down zone costs, and who pays its revealed aspect
    "fa.face_down_rule": (
        "Until revealed: Enter {enter}, Recon {recon}. The unit whose move reveals it pays "
        "nothing more; the aspect counts from then on.",
        "Avant la révélation : entrer {enter}, repérage {recon}. L'unité qui la révèle en "
        "entrant ne paie rien de plus ; l'aspect compte ensuite.",
    ),
    "fa.revealed_swap": (
        "Revealed: it replaces the face-down card.",
        "Révélée : elle remplace la carte face cachée.",
    ),
    "fa.hidden_aspect": ("Hidden aspect", "Aspect caché"),
    "fa.hidden_if_found": ("Hidden aspect", "Aspect caché"),
    "fa.hidden_written": (
        "written by the side that placed it",
        "écrit par le camp qui l'a posé",
    ),
    "fa.placed_by": ("Placed by", "Posé par"),
    "fa.paid_chest": ("paid from its war chest", "payé sur son coffre de guerre"),
    "fa.paid_own": ("paid with the player's own Fate point", "payé d'un point Fate du joueur"),
    "fa.links": ("Adjacent", "Adjacente à"),
    "fa.enter": ("Enter", "Entrer"),
    # ruling N18: a hindering zone that enemy units hold, its aspects added to the defender
    "fa.defended": (
        "Defended: {bonus} to the defender",
        "Défendue : {bonus} au défenseur",
    ),
    # its house rule: the defender's roll alone
    "fa.defended_alone": (
        "Defended: the defender's roll alone",
        "Défendue : jet du défenseur seul",
    ),
    "fa.free": ("free", "libre"),
    "fa.no_roll": ("no roll", "sans jet"),
    "fa.acted": (
        "Acted on turn (tick it when the unit has acted)",
        "A agi au tour (cochez quand l'unité a agi)",
    ),
    "fa.zone_writing": (
        "Aspects in play: each Recon +2, Enter +2 if it hinders",
        "Aspects en jeu : chacun repérage +2, entrer +2 s'il gêne",
    ),
    "fa.recon": ("Recon", "Repérage"),
    "fa.hinders": ("hinders", "gênant"),
    "fa.back_blank": ("No hidden aspect", "Aucun aspect caché"),
    # the value that may change and its condition kept on one line
    "fa.enter_after": (
        "{now}, or {hindered}\u00a0if\u00a0it\u00a0hinders",
        "{now}, ou {hindered}\u00a0s'il\u00a0gêne",
    ),
    "fa.map": ("Battlefield", "Champ de bataille"),
    "fa.map_help": (
        "Zones and their links, each frame the size of its zone card.",
        "Les zones et leurs liaisons, chaque cadre à la taille de sa carte de zone.",
    ),
    "fa.map_key.hidden": (
        "the zone's card lies face down, on a hidden aspect",
        "la carte de la zone est posée face cachée, sur un aspect caché",
    ),
    "fa.map_key.spot": (
        "where the zone card goes, its title at the top, its units on it",
        "la place de la carte de zone, son titre en haut, ses unités posées dessus",
    ),
    "fa.sketch.title": ("The field at a glance", "Le champ de bataille d'un coup d'œil"),
    # after the sketch's heading (round 22, item 3): the zones the file lays out, and the
    # rules' count (F3: one more than the people at the table, the GM included)
    "fa.sketch.zones": (
        "{count} zones; the rules suggest {suggested} for {players} people, GM included",
        "{count} zones ; la règle en suggère {suggested} pour {players} personnes, MJ compris",
    ),
    "fa.sketch.zones_least": (
        "{count} zones; the rules suggest {suggested} for a GM and a player per army",
        "{count} zones ; la règle en suggère {suggested} pour un MJ et un joueur par armée",
    ),
    "fa.sketch.key": (
        "As on the Battlefield page; a line joins two adjacent zones; dashed: the zone's "
        "card lies face down.",
        "Comme sur la page Champ de bataille ; un trait relie deux zones adjacentes ; en "
        "tirets : la carte de la zone est posée face cachée.",
    ),
    # in the drawing (SVG text, which sets no narrow space): no colon to space before
    "fa.sketch.hidden": ("hidden aspect ({army})", "aspect caché ({army})"),
    "fa.sketch.also": ("also adjacent to {zones}", "adjacente aussi à {zones}"),
    "fa.side.units.one": ("{n} unit", "{n} unité"),
    "fa.side.units.many": ("{n} units", "{n} unités"),
    "fa.side.hidden": ("Hidden aspect on", "Aspect caché sur"),
    "fa.tokens": ("Counters to cut out", "Pions à découper"),
    "fa.tokens_help": (
        "Cut along the dashed lines. Stand each unit's counter on its zone card, in its "
        "zone's place on the battlefield, its commander's with it; turn over the counter of "
        "a unit taken out.",
        "Découpez le long des tirets. Posez le pion de chaque unité sur sa carte de "
        "zone, à sa place sur le champ de bataille, celui de son commandant avec lui ; "
        "retournez le pion d'une unité hors de combat.",
    ),
    "fa.tokens_units": ("Units", "Unités"),
    "fa.tokens_commanders": ("Commanders", "Commandants"),
    "fa.tokens_tags": ("Situation aspects", "Aspects de situation"),
    "fa.tokens_tags_help": (
        "Write an aspect put in play on a zone or a unit, lay it there, tick its free "
        "invocations as they are used; throw it away when it goes.",
        "Écrivez l'aspect mis en jeu sur une zone ou une unité, posez-le là, cochez ses "
        "invocations gratuites quand elles servent ; jetez-le quand il disparaît.",
    ),
    "fa.tag.label": ("Aspect", "Aspect"),
    "fa.tag.free": ("Free invocations", "Invocations gratuites"),
    "fa.tag.pinned": ("Pinned", "Coincé"),
    "fa.tag.pinned.help": (
        "Leaves its zone only by overcoming the Shoot result: ____; gone when the shooter "
        "stops spending an action on it.",
        "Ne quitte sa zone qu'en surmontant le résultat de Tir : ____ ; "
        "disparaît quand le tireur n'y consacre plus d'action.",
    ),
    "fa.tag.surrounded": ("Surrounded", "Encerclé"),
    "fa.tag.surrounded.help": (
        "Put in play by a unit with more allies than enemies in its zone: every allied unit "
        "of that zone attacks at +1.",
        "Posé par une unité qui a plus d'alliés que d'ennemis dans sa zone : chaque unité "
        "alliée de cette zone attaque à +1.",
    ),
    "fa.marks": ("Armies: {marks}.", "Armées : {marks}."),
    # in the drawings (SVG text, which sets no narrow space): no colon to space before
    "fa.start": ("Starts here: {who}", "Au départ — {who}"),
    # the battlefield's band, over the card spot: a label, ``t.pair``'s colon after it
    "fa.start_short": ("Start", "Départ"),
    "fa.map_spot": ("zone card here", "carte de zone ici"),
    "fa.map_out": ("Out of the fight", "Hors de combat"),
    "fa.map_out_help": (
        "The cards of this army's beaten units, turned over: keep them for a later battle.",
        "Les cartes des unités battues de cette armée, retournées : gardez-les pour une "
        "prochaine bataille.",
    ),
    "fa.map_out_help_all": (
        "The cards of the beaten units, turned over, a pile for each army: keep them for a "
        "later battle.",
        "Les cartes des unités battues, retournées, une pile par armée : gardez-les pour une "
        "prochaine bataille.",
    ),
    # --- quick reference --------------------------------------------------------------
    "fa.turn": ("Turn order", "Ordre du tour"),
    "fa.turns": ("Turn track", "Piste des tours"),
    "fa.turns_help": (
        "In pencil, as you play: tick each turn once every army has acted (the battle lasts "
        "{n} turns at most); tick a bought Fate point when it is spent; each enemy "
        "commander defeated earns a Fate point after the battle.",
        "Au crayon, en jeu : cochez chaque tour quand toutes les armées ont agi (la "
        "bataille dure {n}\u00a0tours au plus) ; cochez un point Fate acheté quand il "
        "est dépensé ; chaque commandant adverse vaincu rapporte un point Fate après "
        "la bataille.",
    ),
    "fa.turns_help_open": (
        "In pencil, as you play: tick each turn once every army has acted; tick a bought "
        "Fate point when it is spent; each enemy commander defeated earns a Fate point "
        "after the battle.",
        "Au crayon, en jeu : cochez chaque tour quand toutes les armées ont agi ; "
        "cochez un point Fate acheté quand il est dépensé ; chaque commandant adverse "
        "vaincu rapporte un point Fate après la bataille.",
    ),
    "fa.turns_last": ("last turn", "dernier tour"),
    "step.initiative": (
        "Once, before turn 1: each side picks a commander to roll Will, highest first. Ties: "
        "higher Will, then more units.",
        "Une fois, avant le premier tour : chaque camp choisit un commandant et lance "
        "Volonté ; le plus haut commence, puis dans l'ordre. Égalité : la plus haute Volonté, "
        "puis le plus d'unités.",
    ),
    "step.initiative_each_turn": (
        "At the start of each turn: each side picks a commander to roll Will, highest "
        "first. Ties: higher Will, then more units.",
        "Au début de chaque tour : chaque camp choisit un commandant et lance Volonté ; le "
        "plus haut commence, puis dans l'ordre. Égalité : la plus haute Volonté, puis le "
        "plus d'unités.",
    ),
    "step.activate": (
        "On your turn, activate each of your units and independent commanders once, one "
        "after another, in the order you choose (a unit's commander acts with it); then "
        "the next army plays.",
        "À votre tour, activez une à une chacune de vos unités et chacun de vos commandants "
        "indépendants, dans l'ordre de votre choix (le commandant d'une unité agit avec "
        "elle) ; puis l'armée suivante joue.",
    ),
    "step.end": (
        "The battle ends when every enemy has lost its units or conceded, or as the "
        "scenario's victory says. Each winner gains a Fate point; each player, winner or "
        "not, one per enemy commander they defeated.",
        "La bataille finit quand chaque ennemi a perdu ses unités ou abandonné, ou comme le "
        "dit la victoire du scénario. Chaque vainqueur gagne un point Fate ; chaque joueur, "
        "vainqueur ou non, un par commandant ennemi qu'il a vaincu.",
    ),
    "fa.activation": (
        "An activated unit may move one zone free (no obstacle there) and take one action. "
        "Its commander's action (or, for a unit with no commander, a Fate point) buys a "
        "second, different action; attacking always comes last.",
        "Une unité activée peut se déplacer d'une zone gratuitement (sans obstacle) et faire "
        "une action. L'action de son commandant (ou, pour une unité sans commandant, un point "
        "Fate) lui donne une seconde action, différente ; l'attaque vient toujours en "
        "dernier.",
    ),
    "fa.actions": ("Actions and difficulties", "Actions et difficultés"),
    "action.advantage": ("Create an advantage", "Créer un avantage"),
    "action.overcome": ("Overcome", "Surmonter"),
    "action.attack": ("Attack and defend", "Attaquer et défendre"),
    # taking a hit (ruling N9): a unit has consequences and no stress
    "action.harm": ("Taking a hit", "Encaisser"),
    "harm.how": (
        "No stress: a hit checks off the smallest free consequences that hold its shifts; "
        "beyond them, the unit is out. A tie deals no harm, but the attacker gets a boost.",
        "Pas de stress : un coup coche les plus petites conséquences libres qui absorbent "
        "ses crans ; au-delà, hors de combat. Une égalité ne fait aucun dégât, mais "
        "l'attaquant gagne un coup de pouce.",
    ),
    "harm.how_one": (
        "No stress: a hit checks off the smallest free consequence that holds all its "
        "shifts; if none can, the unit is out. A tie deals no harm, but the attacker gets a "
        "boost.",
        "Pas de stress : un coup coche la plus petite conséquence libre qui absorbe tous "
        "ses crans ; sinon, hors de combat. Une égalité ne fait aucun dégât, mais "
        "l'attaquant gagne un coup de pouce.",
    ),
    "harm.fresh": (
        "Unhurt, Good: 1–2 shifts, the mild\u00a0(2); 3–4, the moderate\u00a0(4); 5–6, both. "
        "Fair: 1–2, the mild; 3 or more, out. Average: any shift, out.",
        "Intacte, Bonne : 1–2 crans, la légère\u00a0(2) ; 3–4, la modérée\u00a0(4) ; 5–6, "
        "les deux. Passable : 1–2, la légère ; 3 ou plus, hors de combat. Moyenne : le "
        "moindre cran, hors de combat.",
    ),
    "harm.fresh_one": (
        "Unhurt, Good: 1–2 shifts, the mild\u00a0(2); 3–4, the moderate\u00a0(4); 5 or "
        "more, out. Fair: 1–2, the mild; 3 or more, out. Average: any shift, out.",
        "Intacte, Bonne : 1–2 crans, la légère\u00a0(2) ; 3–4, la modérée\u00a0(4) ; 5 ou "
        "plus, hors de combat. Passable : 1–2, la légère ; 3 ou plus, hors de combat. "
        "Moyenne : le moindre cran, hors de combat.",
    ),
    # the rulebook gives a commander Will against Fate Core's usual difficulty
    "harm.recover": (
        "Removing a consequence: the attached commander's Will against {mild} for the "
        "mild, {moderate} for the moderate.",
        "Ôter une conséquence : Volonté du commandant affecté contre {mild} la légère, "
        "{moderate} la modérée.",
    ),
    "advantage.ambush": (
        "Ambush (Stealth): a situation aspect such as “It's a trap!”, only with no enemy in "
        "your zone.",
        "Embuscade (Discrétion) : un aspect de situation comme « C'est un piège ! », seulement "
        "sans ennemi dans votre zone.",
    ),
    "advantage.intimidation": (
        "Intimidation (Provoke): “Raging berserkers”, “Wavering”…",
        "Intimidation : « Berserkers enragés », « Hésitant »…",
    ),
    "advantage.pinned": (
        "Pinned (Shoot): the enemy cannot leave its zone without overcoming your Shoot "
        "result; costs an action each turn.",
        "Coincé (Tir) : l'ennemi ne peut quitter sa zone sans surmonter votre résultat de "
        "Tir ; dure tant que vous y consacrez une action chaque tour.",
    ),
    "advantage.recon": (
        "Recon (Notice): a new aspect on an adjacent zone free of units, difficulty +2, "
        "+2 per aspect the zone already has.",
        "Repérage (Observation) : un nouvel aspect sur une zone voisine sans unité, "
        "difficulté +2, +2 par aspect qu'elle a déjà.",
    ),
    "advantage.surrounded": (
        "Surrounded: a unit with more allies than enemies in its zone puts it there; while it "
        "lasts, every allied unit of that zone attacks at +1.",
        "Encerclé : une unité qui a plus d'alliés que d'ennemis dans sa zone l'y pose ; tant "
        "qu'il dure, les alliés y attaquent à +1.",
    ),
    # ruling N18: a zone both hindering and defended, its aspects added to the defender
    "overcome.enter": (
        "Entering a zone: difficulty 2 per hindering aspect. Into enemies: one of them "
        "defends (Athletics, Drive…), +1 per other allied unit there, +2 per hindering "
        "aspect.",
        "Entrer dans une zone : difficulté 2 par aspect gênant. Vers des ennemis : l'un "
        "d'eux défend (Athlétisme, Conduite…), +1 par autre unité alliée, +2 par aspect "
        "gênant.",
    ),
    # its house rule: the defender's roll alone
    "overcome.enter_alone": (
        "Entering a zone: difficulty 2 per hindering aspect. Into enemies: one of them "
        "defends (Athletics, Drive…), +1 per other allied unit there, not the aspects.",
        "Entrer dans une zone : difficulté 2 par aspect gênant. Vers des ennemis : l'un "
        "d'eux défend (Athlétisme, Conduite…), +1 par autre unité alliée, sans les aspects.",
    ),
    "overcome.hidden": (
        "Hidden aspect: its zone card lies face down, name and links in sight of all. The "
        "unit entering or scouting it turns it over and pays what the face-down card says; "
        "the aspect counts from then on.",
        "Aspect caché : carte de zone face cachée, nom et liaisons visibles de tous. L'unité "
        "qui y entre ou la repère la retourne et paie ce qu'annonce la face cachée ; "
        "l'aspect compte ensuite.",
    ),
    "overcome.remove": (
        "Removing a hindering aspect{examples}, from its zone or the next: overcome "
        "(Athletics) against Fair (+2) or an enemy unit there; success strikes it off.",
        "Ôter un aspect gênant{examples}, depuis sa zone ou une voisine : surmonter "
        "(Athlétisme) contre Passable (+2) ou une unité ennemie de la zone ; réussi, "
        "rayez-le.",
    ),
    "overcome.move": (
        "One or two more clear zones: tie or success, one; with style, a second one "
        "instead of the boost.",
        "Une ou deux zones libres de plus : égalité ou succès, une ; avec style, une "
        "seconde au lieu du coup de pouce.",
    ),
    "attack.skills": (
        "Fight in the same zone, Shoot at adjacent zones (only Shoot if the battle uses no "
        "Fight). Two zones away: the defender gets +2. Provoke never attacks.",
        "Combat dans la même zone, Tir vers les zones adjacentes (seulement Tir si la "
        "bataille n'a pas de Combat). À deux zones : le défenseur a +2. Intimidation "
        "n'attaque jamais.",
    ),
    "attack.defence": (
        "Defense: Athletics against Fight, or Fight if better; {shoot} against Shoot. Each "
        "card gives its own, “Def.” line.",
        "Défense : Athlétisme contre le Combat, ou Combat s'il est meilleur ; {shoot} contre "
        "le Tir. Chaque carte donne la sienne, ligne « Déf. ».",
    ),
    "attack.duel": (
        "Duels: only a commander attacks another, with Fight.",
        "Duel : seul un commandant en attaque un autre, au Combat.",
    ),
    "fa.ladder": ("The ladder", "L'échelle"),
    "fa.ladder_help": (
        "The name of each rating, skills and difficulties alike.",
        "Le nom de chaque valeur, compétences et difficultés.",
    ),
    "fa.ladder_value": ("Rating", "Valeur"),
    "fa.ladder_name": ("Name", "Nom"),
    "fa.odds": (
        "Chance that 4dF + skill meets or beats a difficulty",
        "Chance que 4dF + compétence égale ou dépasse une difficulté",
    ),
    "fa.odds_help": (
        "Exact: 4dF gives 81 equally likely rolls. Meeting it: a tie; beating it by 3 or "
        "more: with style. A bonus (invoked aspect +2…) lowers it as much.",
        "Exact : 4dF donne 81 jets équiprobables, de −4 à +4. Égaler : égalité ; dépasser de "
        "3 ou plus : avec style. Un bonus (aspect invoqué +2…) l'abaisse d'autant.",
    ),
    "fa.rolls": ("The rolls of this battle", "Les jets de cette bataille"),
    "fa.rolls_help": (
        "Every attack one army's units can make on the other's, exactly. The attacker rolls "
        "4dF + Fight (same zone) or Shoot (next zone); the defender 4dF + Athletics against "
        "Fight, or Fight when better (said after its name), and 4dF + {shoot_defence} against "
        "Shoot. The figures of a led unit, tagged “(led)”, already hold its commander's +1 (on "
        "its skills below the commander's Will only): do not add it again. Tagged “(alone)”, "
        "the same unit once its commander has fallen or left, on its own figures (without "
        "such a line: the same). Two zones away the defender has +2: take "
        "2 off the shifts, then read the quick reference.",
        "Toutes les attaques d'une armée contre l'autre, avec leurs chances exactes. "
        "L'attaquant lance 4dF + Combat (même zone) ou Tir (zone voisine) ; "
        "le défenseur 4dF + Athlétisme contre le Combat, ou Combat s'il est meilleur (indiqué "
        "après son nom), et 4dF + {shoot_defence} contre le Tir. Les chiffres d'une unité "
        "menée, marquée « (menée) », comptent déjà le +1 de son commandant (sur ses seules "
        "compétences inférieures à sa Volonté) : ne l'ajoutez pas. Marquée « (seule) », la "
        "même unité une fois son commandant tombé ou parti, sur ses propres chiffres (sans "
        "telle ligne : les mêmes). À deux zones, le "
        "défenseur a +2 : ôtez 2 à l'écart et lisez le tableau par écart de l'aide-mémoire.",
    ),
    "fa.attacker": ("Attacker", "Attaquant"),
    "fa.defender": ("Defender", "Défenseur"),
    "fa.defence": ("Defense", "Défense"),
    "fa.edge": ("Shifts", "Écart"),
    "outcome.fail": ("Fail", "Échec"),
    "outcome.tie": ("Tie", "Égalité"),
    "outcome.success": ("Success", "Réussite"),
    "outcome.style": ("With style", "Avec style"),
    "fa.legend": ("In the bars, left to right", "Dans les barres, de gauche à droite"),
    "fa.by_edge": ("An attack against a defense, by shifts", "Attaque contre défense, par écart"),
    "fa.by_edge_help": (
        "Shifts = attack − defense before the dice, after every bonus (surrounded +1, an "
        "invoked aspect +2…).",
        "Écart = attaque − défense, une fois comptés les bonus (encerclé +1, un aspect "
        "invoqué +2…).",
    ),
    "fa.difficulty": ("Difficulty", "Difficulté"),
    "fa.skill": ("Skill", "Compétence"),
    "fa.odds_corner": ("Skill ↓  Difficulty →", "Compétence ↓  Difficulté →"),
    "fa.build": ("Building an army", "Construire une armée"),
    "fa.build_help": (
        "An Average unit costs 1 point, Fair 2, Good 3; a Fate point 3. What is left is "
        "spent in the battle, lost after it.",
        "Une unité Moyenne coûte 1 point, Passable 2, Bonne 3 ; un point Fate 3. Le reste "
        "se dépense en bataille, perdu après.",
    ),
    # engagements (issue 25, rulings N9-N11): a unit trading attacks with an enemy unit
    # until one is taken out; a fight's length is counted in exchanges, one attack each
    # (kitgen.engagement_words)
    "engage.turns.one": ("1 exchange", "1 échange"),
    "engage.turns": ("{n} exchanges", "{n} échanges"),
    "engage.odds": (
        "{first} {p1}, {second} {p2}; exchanges: mean {mean}, half over by {p50}, 9 in 10 "
        "by {p90}; consequences left {left1} / {left2}",
        "{first} {p1}, {second} {p2} ; échanges : moyenne {mean}, la moitié finie en "
        "{p50}, 9 sur 10 en {p90} ; conséquences restantes {left1} / {left2}",
    ),
    "fa.distance.0": ("same zone", "même zone"),
    "fa.distance.1": ("next zone", "zone voisine"),
    "fa.distance.2": ("two zones away", "à deux zones"),
    "fa.engage_line": (
        "{attacker} engages {defender} ({where}, {skill} {attack} against {defence}; "
        "out in one attack: {out}{answer})",
        "{attacker} attaque {defender} ({where}, {skill} {attack} contre {defence} ; "
        "hors de combat en une attaque : {out}{answer})",
    ),
    "fa.no_answer": ("; it cannot answer", " ; elle ne peut pas répondre"),
    "fa.engagements": ("Unit against unit", "Unité contre unité"),
    # its heading's mark: these odds pages serve the GM's preparation, not the table
    # (round 19, item 4)
    "fa.engagements_prep": (
        "Preparation: to read before the battle, not at the table",
        "Préparation : à lire avant la partie, pas à la table",
    ),
    "fa.rulings_where": (
        "A circled number after a sentence or a figure points to a ruling: the "
        "rulings are explained after the last table of {section}, at the end of the "
        "game master's pages.",
        "Un numéro cerclé après une phrase ou un nombre renvoie à un "
        "arbitrage : les arbitrages sont expliqués après le dernier tableau de "
        "{section}, à la fin des pages du MJ.",
    ),
    # the players' copy: its note closes its quick reference (the common "rulings.where"
    # with the page's number after its title, kitgen.marks.xref)
    "fa.rulings_where_players": (
        "A small number after a sentence or a figure points to a ruling: the rulings "
        "are explained at the end of the page {section}.",
        "Un petit numéro après une phrase ou un nombre renvoie à un arbitrage : les "
        "arbitrages sont expliqués à la fin de la page {section}.",
    ),
    "fa.engagements_help.who": (
        "Each unit engages each enemy unit, one on one, wherever its attack reaches: Fight in the "
        "same zone, Shoot at the next zone and two zones away (defense\u00a0+2). It attacks "
        "first, then they take turns, one attack an exchange.",
        "Chaque unité attaque chaque unité ennemie, une contre une, partout où son attaque "
        "porte : Combat dans la même zone, Tir à la zone voisine et à deux zones (défense\u00a0"
        "+2). Elle attaque la première, puis chacune à son tour, une attaque par échange.",
    ),
    "fa.engagements_help.hits": (
        "A hit fills the smallest free consequences that hold it; beyond, the unit is out.",
        "Un coup coche les plus petites conséquences libres qui l'absorbent ; au-delà, "
        "l'unité est hors de combat.",
    ),
    "fa.engagements_help.rolls": (
        "The rolls as printed, the commander's +1 included.",
        "Jets tels qu'imprimés, le +1 du commandant compris.",
    ),
    # ruling N1 marked where a led unit's unrated skill shows (Fight 0, "no Shoot")
    # the same point in two parts: N11's mark after the first, N1's after the second
    "fa.engagements_help.rolls_as_printed": ("The rolls as printed", "Jets tels qu'imprimés"),
    # round 14, item 5: the rolls page's "(alone)" rows have no engagement here
    "fa.engagements_help.rolls_led": (
        ", the commander's +1 included: a led unit appears here led only.",
        ", le +1 du commandant compris : une unité menée n'y figure que menée.",
    ),
    "fa.engagements_help.out": (
        "Out in 1: the chance one attack takes the unhurt enemy out; “never”: no roll can, "
        "“< 0.1%”: it can, rarely.",
        "En 1 : la chance qu'une attaque mette l'ennemie intacte hors de combat ; « jamais » : "
        "aucun jet ne le peut, « < 0,1 % » : rare.",
    ),
    "fa.engagements_help.wins": (
        "Wins: each side's chance, the fight followed to its end however long, the likelier "
        "in bold (“no Shoot”: an enemy that does not rate Shoot only defends at that range).",
        "Victoire : la chance de chacune, le combat suivi jusqu'à son terme sans limite de "
        "tours, la plus probable en gras (« sans tir » : une ennemie sans Tir noté ne fait "
        "que se défendre à cette distance).",
    ),
    "fa.engagements_help.exchanges": (
        "Exchanges: by when half, and 9 in 10, of such fights are over.",
        "Échanges : en combien la moitié, et 9 sur 10, de ces combats sont finis.",
    ),
    # the tables' defence against Shoot, and where the GM finds Will (ruling N8's choice)
    "fa.engagements_help.shoot_defence": (
        "Defense against Shoot: Athletics; if the GM prefers Will, read it in the card's skills.",
        "Défense au Tir : Athlétisme ; si le MJ préfère la Volonté, lisez-la sur la carte.",
    ),
    "fa.engagements_help.turns": (
        "By turn {n}: each side's chance to have won when the battle ends, if the fight "
        "starts on turn 1 and each unit attacks once a turn ({exchanges}\u00a0exchanges); "
        "the rest of the time it is still going on.",
        "Au bout de {n} tours : la chance de chacune d'avoir gagné quand la bataille "
        "s'achève, si le "
        "combat s'engage dès le premier tour et que chaque unité attaque une fois par tour "
        "({exchanges}\u00a0échanges) ; le reste du temps, il dure encore.",
    ),
    "fa.engagements_help.grey": (
        "In grey: a win over an enemy that cannot answer, sure sooner or later; read it by "
        "turn {n}.",
        "En gris : une victoire sur une ennemie qui ne peut riposter, sûre tôt ou tard ; "
        "lisez-la au bout de {n} tours.",
    ),
    # a count of one-on-one duels only (ruling N10): the map and the last turn play no part
    "fa.balance": (
        "Balance ({scope}): of the {n} duels where both sides can strike, the "
        "likelier to win: {counts} ({parts}).",
        "Équilibre ({scope}) : des {n} duels où chacune frappe, la plus probable "
        "à gagner : {counts} ({parts}).",
    ),
    # ruling N8: how Will against Shoot, at the GM's word, moves the shooting rows
    "fa.will_moves": (
        "Will against Shoot, at the GM's word: {parts}; the others as printed.",
        "Volonté contre le Tir au choix du MJ : {parts} ; le reste tel quel.",
    ),
    # the units a change moves once their commander is gone, named together
    "fa.will_moves.alone": ("{units} alone", "{units} seules"),
    # each change once, then the defences it moves (round 19: one line shorter)
    # round 22b, item 2: the sign is the defence's, and the line says so
    "fa.will_moves.part": ("defence {change} {units}", "défense {change} {units}"),
    "fa.will_moves.sep": ("; ", " ; "),
    "fa.balance.army": ("{army} in {n}", "{army} dans {n}"),
    "fa.balance.scope": (
        "one-on-one duels only, no map, no turn limit",
        "duels un contre un, sans carte ni limite de tours",
    ),
    # a battle with terrain or a turn limit: the count says it is duels only, then what it
    # leaves out, and gives no advice (round 16, item 2)
    "fa.balance.scope_duels": ("one-on-one duels only", "duels un contre un seulement"),
    "fa.balance.no_verdict": (
        "This count leaves out {what}: it is no verdict on the battle.",
        "Ce décompte laisse de côté {what} : ce n'est pas un verdict sur la bataille.",
    ),
    "fa.balance.walls": ("the obstacles ({names})", "les obstacles ({names})"),
    "fa.balance.terrain": ("the terrain", "le terrain"),
    "fa.balance.turns": ("the {n}-turn limit", "la limite de {n}\u00a0tours"),
    "fa.balance.sep": ("; ", " ; "),
    "fa.balance.and": ("{first} and {last}", "{first} et {last}"),
    "fa.balance.fight": ("Fight: {counts}", "au Combat : {counts}"),
    "fa.balance.shoot": ("Shoot: {counts}", "au Tir : {counts}"),
    # how many points would change the count is no figure the duels give: the GM, at the
    # table, gives the army short of wins more to buy, at the seed's prices
    "fa.balance.lever": (
        "To even it out: give the army {army}, which wins the fewest, extra build points "
        "(1 for an Average unit, 2 Fair, 3 Good or a Fate point).",
        "Pour rééquilibrer : donnez à l'armée {army}, qui en gagne le moins, des points "
        "de construction de plus (1 pour une unité Moyenne, 2 Passable, 3 Bonne ou un "
        "point Fate).",
    ),
    # the GM's small table of duels, under the rolls (round 13, item 3)
    "fa.duels": ("Commander against commander", "Commandant contre commandant"),
    "fa.duels_help": (
        "A duel, in the same zone: 4dF + Fight against 4dF + the card's defence.",
        "Un duel, dans la même zone : 4dF + Combat contre 4dF + la défense de la carte.",
    ),
    "fa.duels_who": ("Attacker → defender", "Attaquant → défenseur"),
    "fa.duels_win": ("Attack wins", "Attaque gagne"),
    "fa.duels_tie": ("Tie", "Égalité"),
    "fa.duels_hold": ("Defence wins", "Défense gagne"),
    "fa.beats_title": ("Who beats whom", "Qui bat qui"),
    "fa.beats_help": (
        "in the same zone (Fight), whichever engages; in brackets, the winner's chance at "
        "the least.",
        "dans la même zone (Combat), l'une ou l'autre engageant ; entre parenthèses, la "
        "chance de la gagnante au plus bas.",
    ),
    "fa.beats_corner": ("{first} vs {second}", "{first} contre {second}"),
    "fa.beats.wins": ("wins {chance}", "gagne {chance}"),
    "fa.beats.loses": ("loses {chance}", "perd {chance}"),
    "fa.beats.engager": ("who engages: {chance}", "qui engage : {chance}"),
    "fa.beats.engaged": ("who is engaged: {chance}", "l'engagée : {chance}"),
    "fa.beats.even": ("even", "égal"),
    # a row of "Who beats whom" in plain words (round 15, item 2)
    "fa.beats.plain": ("{unit}: {clauses}.", "{unit} : {clauses}."),
    "fa.beats.plain.sep": ("; ", " ; "),
    "fa.beats.plain.enemy": ("{enemy} ({chance})", "{enemy} ({chance})"),
    "fa.beats.plain.wins": ("wins {how} against {enemies}", "gagne {how} contre {enemies}"),
    "fa.beats.plain.loses": ("loses {how} against {enemies}", "perd {how} contre {enemies}"),
    "fa.beats.plain.engager": (
        "against {enemies}, whoever engages wins",
        "contre {enemies}, gagne qui engage",
    ),
    "fa.beats.plain.engaged": (
        "against {enemies}, the engaged one wins",
        "contre {enemies}, gagne l'engagée",
    ),
    # the order of engagement deciding it by little (round 21b, 4)
    "fa.beats.plain.engager_slightly": (
        "against {enemies}, slightly favours whoever engages",
        "contre {enemies}, un peu favorable à qui engage",
    ),
    "fa.beats.plain.engaged_slightly": (
        "against {enemies}, slightly favours the engaged one",
        "contre {enemies}, un peu favorable à l'engagée",
    ),
    "fa.beats.plain.even": ("even against {enemies}", "à égalité contre {enemies}"),
    "fa.beats.how.always": ("almost always", "presque toujours"),
    "fa.beats.how.mostly": ("mostly", "le plus souvent"),
    "fa.beats.how.slightly": ("slightly more often", "un peu plus souvent"),
    "fa.engage_by_end": ("By turn {n}", "Au bout de {n} tours"),
    "fa.engage_enemy": ("Enemy", "Ennemie"),
    "fa.engage_where": ("Where", "Où"),
    "fa.engage_roll_head": ("Enemy's defense", "Défense ennemie"),
    "fa.engage_out": ("Out in 1", "En 1"),
    "fa.engage_wins": ("Wins", "Victoire"),
    "fa.engage_mine": ("unit", "unité"),
    "fa.engage_theirs": ("enemy", "ennemie"),
    "fa.engage_exchanges": ("Exchanges", "Échanges"),
    "fa.engage_mean": ("mean", "moyenne"),
    # a fight's length past the battle's exchanges (its last turn): over by then
    "fa.engage_past": ("> {n}", "> {n}"),
    "fa.engage_half": ("half", "moitié"),
    "fa.engage_most": ("9 in 10", "9 sur 10"),
    "fa.no_shoot": ("no Shoot", "sans tir"),
    "fa.reach.fight": ("Fight\u00a0{attack}, same zone", "Combat\u00a0{attack}, même zone"),
    "fa.reach.shoot": (
        "Shoot\u00a0{attack}, next zone and two zones away",
        "Tir\u00a0{attack}, zone voisine et à deux zones",
    ),
    "fa.engage_at": ("{where}: {defence}", "{where} : {defence}"),
    "fa.engage_more": (
        "{n} more engagements are not printed here.",
        "{n} affrontements de plus ne sont pas imprimés ici.",
    ),
    "fa.engage_left_out": (
        "{n} more engagements are left out: a battle gives its first {budget}.",
        "{n} affrontements de plus sont laissés de côté : une bataille donne ses {budget} "
        "premiers.",
    ),
}
