"""The words of bloodlust's quick reference: key -> (english, french).

The tables' titles and help (``qr.*``), the steps of a turn (``turn.*``) and the
manoeuvres in brief (``rule.*``); ``presenter`` lays them out.
"""

QUICK_WORDS: dict[str, tuple[str, str]] = {
    "qr.casualties": ("Casualty table", "Table des pertes"),
    "qr.casualties_help": (
        "Row: d10 + ATT − enemy DEF + support; below 1, read row 1; past row 30, 5 more "
        "casualties for each further row{ruling_B2}. Column: the unit's total PUI, rounded "
        "half up, "
        "its letter the one the sheets' loss tracks give; past PUI 1,000, 5 more casualties "
        "for each further 100 PUI.{ruling_B2}",
        "Ligne : d10 + ATT − DEF adverse + soutien ; sous 1, lire la ligne 1 ; au-delà de "
        "la ligne 30, 5 pertes de plus par ligne{ruling_B2}. Colonne : la PUI totale de l'unité, "
        "arrondie au plus proche, sa lettre celle des suivis des fiches ; au-delà de PUI "
        "1\u202f000, 5 pertes de plus par tranche de 100.{ruling_B2}",
    ),
    "qr.tortoise": (
        "+{d} DEF while formed",
        "+{d} DEF tant qu'elle est formée",
    ),
    "qr.casualties_cut": (
        "Columns A to {last} (up to PUI {pui}): every one this battle can read; the "
        "rulebook's table runs on to {end} (PUI {top}).",
        "Colonnes A à {last} (jusqu'à PUI {pui}) : toutes celles que cette bataille peut "
        "lire ; la table des règles va jusqu'à {end} (PUI {top}).",
    ),
    "qr.casualties_out": (
        "Rows {first} to {last}, greyed under a heavy rule: out of this battle's reach "
        "(its strongest roll reads no further than row {top}, two supports and a turn's "
        "three +1 ATT included: an event, an attack formation, a rousing speech).",
        "Lignes {first} à {last}, grisées sous un trait épais : hors de portée de cette "
        "bataille (son jet le plus fort ne passe pas la ligne {top}, deux soutiens et "
        "les trois +1 ATT d'un tour compris : un événement, une organisation offensive, "
        "un discours).",
    ),
    "qr.cut": (
        "The equipment, mounts, war machines and special attributes of this battle's "
        "units; the rulebook lists the others.",
        "Les équipements, montures, machines de guerre et attributs spéciaux des unités de "
        "cette bataille ; les règles donnent les autres.",
    ),
    "qr.page.units": ("The units", "Les unités"),
    "qr.page.rules": ("Morale and manoeuvres", "Moral et manœuvres"),
    # the units' page that also begins the rules (the characters' actions): morale and
    # the manoeuvres have the next page, under their own title
    "qr.page.units_rules": ("Units and characters", "Les unités et les personnages"),
    "qr.row": ("Row", "Ligne"),
    "qr.very_large_range": ("{low} to {high} ATT and DEF", "de {low} à {high} ATT et DEF"),
    "qr.eff_ini": ("Initiative by EFF", "Initiative selon l'EFF"),
    "qr.eff_ini_rows": ("EFF {low}–{high}", "EFF {low}–{high}"),
    "qr.eff_ini_more": (
        "Then −2 more for each further 50 EFF{ruling_B3}.",
        "Puis −2 de plus par tranche de 50 EFF{ruling_B3}.",
    ),
    "qr.eff_ini_rows_note": (
        "The rulebook gives the rows {rows}; the others follow the same steps.",
        "Le livre donne les lignes {rows} ; les autres suivent la même progression.",
    ),
    "qr.eff_examples": (
        "Big soldiers count more, in EFF. An ogre: 3; a giant (5 m): 7; a chaos warrior: 2.",
        # "EFF" never before a stop: its F overhangs the point (round 12)
        "Les grands gabarits comptent plus en EFF — un ogre : 3 ; un géant (5 m) : 7 ; "
        "un guerrier du chaos : 2.",
    ),
    # the sheets' "INI: own +2" (round 20): the scenario's figure, the seed's range
    "qr.own_ini": (
        "“Own” INI: set by the scenario, {low} to {high}.",
        "INI « propre » : fixée par le scénario, de {low} à {high}.",
    ),
    "qr.bands": ("PUI and PUI TIR of one combatant", "PUI et PUI TIR d'un combattant"),
    "qr.band_mid": ("value used", "valeur retenue"),
    "qr.bands_cavalry": (
        "Cavalry: the rider's PUI plus the mount's.",
        "Cavalerie : PUI du cavalier plus celle de la monture.",
    ),
    "qr.bands_chariot": (
        "Chariot: the crew's plus the team's.",
        "Char : celle de l'équipage plus celle de l'attelage.",
    ),
    "qr.armour": ("Armour", "Armures"),
    "qr.melee": ("Melee weapons", "Armes de mêlée"),
    "qr.ranged": ("Missile weapons", "Armes de tir"),
    "qr.mounts": ("Mounts", "Montures"),
    "qr.mounts_help": (
        "Every mount: ×1.2 PUI in a charge, and +1 DEF against troops on foot.",
        "Toute monture : ×1,2 PUI en charge, et +1 DEF contre des troupes à pied.",
    ),
    "qr.mounts_chariot": (
        "A war chariot's ×1.4 stands in for the ×1.2.",
        "Le ×1,4 d'un char de guerre remplace le ×1,2.",
    ),
    "qr.mounts_lance": (
        "A cavalry lance's ×1.3 multiplies with it.",
        "Le ×1,3 d'une lance de cavalerie s'y multiplie.",
    ),
    "qr.effect": ("Effect", "Effet"),
    "qr.pierce": ("ignores {n} of armour DEF", "ignore {n} de DEF d'armure"),
    "qr.rider_pui": ("+{n} PUI", "+{n} PUI"),
    "qr.charge_ini": ("+{n} INI in a charge", "+{n} INI en charge"),
    "qr.charge_mult": ("×{n} PUI in a charge", "×{n} PUI en charge"),
    "qr.combat_drugs": (
        "Drugs: ×{m} PUI for one turn; next turn a morale check and {pct}% of EFF lost",
        "Drogues : ×{m} PUI pendant un tour ; au tour suivant, jet de moral et {pct} % de "
        "l'EFF perdus",
    ),
    "qr.frenzy": (
        "Frenzy, once a battle: ×{m} PUI and +{a} ATT, immune to fear; disorganised the "
        "turn after",
        "Frénésie, une fois par bataille : ×{m} PUI et +{a} ATT, insensible à la peur ; "
        "désorganisée au tour suivant",
    ),
    "qr.attributes": ("Special attributes", "Attributs spéciaux"),
    "qr.machines": ("War machines (a battery of 3)", "Machines de guerre (batterie de 3)"),
    "qr.support": ("Support", "Soutien"),
    "qr.morale": ("Morale (d100)", "Moral (d100)"),
    "qr.morale_help": (
        "Checked at the end of a turn with losses, once 50% or more of the EFF is gone. "
        "Disorganized: −2 INI. Rout: no combat roll, −10 INI.",
        "Jet en fin de tour avec pertes, dès 50 % ou plus de l'EFF perdus. Désorganisée : "
        "−2 INI. Déroute : aucun jet de combat, −10 INI.",
    ),
    "qr.rally": ("Rallying (command roll)", "Ralliement (jet de commandement)"),
    "qr.rally_help": (
        "A leader rolls d100 under their Command: −10 past 75% lost, −25 if routed; "
        "01–{high} critical success, {low}–00 critical failure (unless your game says "
        "otherwise). Not rallied: try again next turn.",
        "Un meneur lance le d100 sous son Commandement ; −10 "
        "au-delà de 75\u202f% de pertes, −25 en déroute. 01–{high} : réussite critique, "
        "{low}–00 : échec critique (sauf si votre jeu en dit autrement). "
        "Non ralliée : nouvel essai au tour suivant.",
    ),
    # the die faces of each band of the rally roll (d100 under the Command)
    # a word joiner after the dash: the faces never break across two lines
    "rally_faces.critical_success": ("01–\u2060{high}", "01–\u2060{high}"),
    "rally_faces.success": ("up to Command", "jusqu’au Commandement"),
    "rally_faces.failure": ("over Command", "au-dessus"),
    "rally_faces.critical_failure": ("{low}–\u206000", "{low}–\u206000"),
    "qr.wounds": ("Character wounds (d12)", "Blessures des personnages (d12)"),
    "qr.wounds_col": ("{low}–{high}% lost", "{low}–{high} % perdus"),
    "qr.wounds_help": (
        "Wounds in the hour: lt. light, mod. moderate, ser. serious.",
        "Blessures notables de l'heure : lég. légère, mod. modérée, sér. sérieuse. "
        "Colonne : la part de son EFF que l'unité a perdue.",
    ),
    "qr.actions": ("Characters' actions (step 1)", "Actions des personnages (étape 1)"),
    "qr.actions_rest": (
        "No effect in figures, the story decides: {rest}.",
        "Sans effet chiffré, le récit tranche : {rest}.",
    ),
    "action.challenge": ("Duel won (champion, general)", "Duel gagné (champion, général)"),
    "action.banner": ("Banner or emblem seized", "Bannière ou emblème pris"),
    "action.rescue": ("rescue", "secourir"),
    "action.rouse": ("Rousing speech", "Harangue"),
    "action.flee": ("flee", "fuir"),
    "action.rally": ("Rally a fleeing unit", "Rallier une troupe en fuite"),
    "action.bold_attack": ("daring attack", "attaque audacieuse"),
    "action.reorganise": ("Organise a unit", "Organiser une unité"),
    "action.encircle": ("Encircle the enemy", "Encercler l'ennemi"),
    "action.join": ("reach a companion", "rejoindre un compagnon"),
    "action.message": ("carry a message", "porter un message"),
    "action.capture": ("capture", "capturer"),
    "action.sabotage": ("sabotage", "saboter"),
    "action.infiltrate": ("infiltrate", "infiltrer"),
    "action.machines": ("War machines taken", "Machines de guerre prises"),
    "action_effect.challenge": (
        "morale check: that unit, or the whole army",
        "jet de moral : son unité, voire toute l'armée",
    ),
    "action_effect.banner": (
        "morale check: the unit that bore it",
        "jet de moral : l'unité qui la portait",
    ),
    "action_effect.rouse": (
        "+1 ATT or a higher INI, one turn",
        "+1 ATT ou INI relevée, un tour",
    ),
    "action_effect.rally": (
        "command roll, then rally roll",
        "jet de commandement, puis de ralliement",
    ),
    "action_effect.reorganise": (
        "command roll: +{n} DEF or +{n} ATT, one turn; failed: disorganised; fumbled: routed",
        "jet de commandement : +{n} DEF ou +{n} ATT, un tour ; raté : désorganisée ; "
        "échec critique : déroute",
    ),
    "action_effect.encircle": (
        "Tactics roll: may give every unit an ATT bonus",
        "jet de Tactique : bonus d'ATT possible à toutes les unités",
    ),
    "action_effect.machines": (
        "they shoot for the other side",
        "elles tirent pour l'autre camp",
    ),
    "qr.turn_hour": ("The turn (one hour)", "Le tour (une heure)"),
    "qr.rules": ("Manoeuvres", "Manœuvres"),
    # seed II-3, Peur / Terreur: before the six phases (B6)
    "turn.start": (
        "At the start of the turn: a unit engaged against one that causes fear checks "
        "morale (modifier {fear}); against terror, at {terror}.",
        "En début de tour : une unité engagée contre une unité qui cause la peur teste son "
        "moral (modificateur {fear}) ; contre la terreur, à {terror}.",
    ),
    "turn.characters": (
        "Characters act first: duels, banners, speeches, sabotage… (their effects: quick "
        "reference)",
        "Les personnages agissent d'abord : duels, bannières, harangues, sabotages… (leurs "
        "effets : aide-mémoire)",
    ),
    "turn.initiative": (
        "Each army rolls one d10, adds its general's bonus, and adds that to every unit's INI.",
        "Chaque armée lance un d10, ajoute le bonus de son général, et l'ajoute à l'INI de "
        "chacune de ses unités.",
    ),
    # seed III-3: a unit with missiles not in melee picks its target at its initiative,
    # in the engagement step; its shot is rolled like a melee attack, with no reply
    "turn.engagement": (
        "Highest INI first, units move and engage one enemy unit each, or, not in melee, "
        "shoot one in range (PUI TIR, no reply); equal INI: the generals roll.",
        "Par INI décroissante, les unités bougent et engagent chacune une unité ennemie, ou, "
        "hors mêlée, tirent sur une cible à portée (PUI TIR, sans riposte) ; à égalité, les "
        "généraux lancent.",
    ),
    "turn.combat": (
        "Every engaged unit rolls d10 + modifiers on the casualty table; all rolls are "
        "simultaneous. Engaged units use PUI, never PUI TIR.",
        "Chaque unité engagée lance d10 + modificateurs sur la table des pertes ; tous les "
        "jets sont simultanés. Au contact, on utilise la PUI, jamais la PUI TIR.",
    ),
    "turn.losses": (
        "Remove the losses from EFF; the PUI drops by the same share (tick the track).",
        "Retirez les pertes de l'EFF ; la PUI baisse d'autant (cochez le suivi).",
    ),
    "turn.morale": (
        "Units at 50% losses or worse that lost soldiers this turn check morale{ruling_B6}; "
        "leaders "
        "may try to rally.",
        "Les unités à 50\u202f% de pertes ou plus qui ont perdu du monde ce tour testent le "
        "moral{ruling_B6} ; les meneurs peuvent rallier.",
    ),
    "rule.multiple": (
        "Two or three against one: each attacker rolls on its own and the target splits its "
        "PUI between them. Their combined EFF may not exceed 5× the target's, else one "
        "attacks and the others only support. Never more than 3 against 1.",
        "À deux ou trois contre un : chaque assaillant lance à part et la cible partage sa "
        "PUI entre eux. Leur EFF cumulé ne dépasse pas 5× celui de la cible, sinon un seul "
        "attaque et les autres soutiennent. Jamais plus de 3 contre 1.",
    ),
    "rule.support": (
        "A unit behind an engaged friend lends ATT: melee PUI / 50 rounded up; shooting "
        "PUI TIR / 50 rounded down{ruling_B5}, +1 (one shooting unit per fight); war "
        "machines their table's. The 3-against-1 limit counts supporters.",
        "Une unité derrière une alliée engagée lui prête de l'ATT : PUI / 50 arrondi "
        "au-dessus en mêlée ; PUI TIR / 50 arrondi au-dessous{ruling_B5}, +1, au tir (une "
        "seule unité de tir par combat) ; machines : leur table. La limite de 3 contre 1 "
        "compte les soutiens.",
    ),
    "rule.shooting": (
        "Shooting out of melee: a target in range, with the PUI TIR, no reply; charged when "
        "not in contact, a unit shoots once first.",
        "Tir hors mêlée : une cible à portée, avec la PUI TIR, sans riposte ; chargée hors "
        "contact, l'unité tire une fois avant la mêlée.",
    ),
    "rule.ambush": (
        "Ambush: an enemy that did not scout the spot takes a free attack at +2 ATT, no "
        "reply; the fight goes on that turn.",
        "Embuscade : l'ennemi qui n'a pas fouillé l'endroit subit une attaque gratuite à "
        "+2 ATT, sans réplique ; le combat suit ce tour.",
    ),
    "rule.traps": (
        "Traps: unless spotted, they deal their casualties outright; the unit stops for the "
        "turn and fights disorganised.",
        "Pièges : s'ils ne sont pas repérés, ils infligent leurs pertes d'office ; l'unité "
        "s'arrête pour le tour et combat désorganisée.",
    ),
    "rule.monsters": (
        "Monsters: EFF is hit points; their PUI does not drop with them; they check morale "
        "like any unit.",
        "Monstres : l'EFF est leur total de points de vie ; leur PUI ne baisse pas ; ils "
        "testent le moral comme une unité.",
    ),
    "rule.characters": (
        "Characters add their PUI bonus (+1 to +8) to their unit's total and can rally it; "
        "their wounds: the d12 table.",
        "Les personnages ajoutent leur bonus de PUI (+1 à +8) au total de leur unité et "
        "peuvent la rallier ; leurs blessures : table d12.",
    ),
}
