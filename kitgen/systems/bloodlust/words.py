"""Bloodlust's words for the kit and the terminal: key -> (english, french).

The system's name; the names of unit kinds, morale classes, power bands, equipment,
attributes and war machines; the parts of a breakdown and the conditional lines; the
unit sheet, the character cards and the GM page's matchups. Names of table rows and
rules are ours; the facts (numbers) come from seed 001.
"""

WORDS: dict[str, tuple[str, str]] = {
    "system.bloodlust": (
        "Risques & Périls mass combat (after Bloodlust)",
        "Combat de masse Risques & Périls (d'après Bloodlust)",
    ),
    # --- names ------------------------------------------------------------------------
    "kind.troop": ("Unit", "Unité"),
    "kind.monster": ("Monster", "Monstre"),
    "kind.war_machine": ("War machine", "Machine de guerre"),
    "morale.militia": ("Militia", "Milice"),
    "morale.normal": ("Normal", "Normal"),
    "morale.veteran": ("Veteran", "Vétéran"),
    "morale.elite": ("Elite", "Élite"),
    "outcome.rout": ("Rout", "Déroute"),
    "outcome.disorganised": ("Disorganised", "Désorganisée"),
    "outcome.ok": ("Holds", "Tient bon"),
    "band.inferior": ("inferior creatures", "créatures inférieures"),
    "band.weak": ("weak", "faible"),
    "band.average": ("average", "moyen"),
    "band.strong": ("strong", "fort"),
    "band.expert": ("expert", "expert"),
    "band.exceptional": ("exceptional", "exceptionnel"),
    "band_examples.inferior": ("goblins, imps, zombies", "gobelins, lutins, zombis"),
    "band_examples.weak": ("peasants, slaves", "paysans, esclaves"),
    "band_examples.average": ("levies, militia", "levées, milice"),
    "band_examples.strong": ("mercenaries, trained soldiers", "mercenaires, soldats aguerris"),
    "band_examples.expert": ("knights, barbarians", "chevaliers, barbares"),
    "band_examples.exceptional": ("the very best", "l'exception"),
    "armour.none": ("no armour", "sans armure"),
    "armour.light": ("light armour", "armure légère"),
    "armour.heavy": ("heavy armour", "armure lourde"),
    "shield": ("shield", "bouclier"),
    "barding": ("barding", "caparaçons"),
    "melee.short": ("short or crude weapons", "armes courtes ou frustes"),
    "melee.simple": ("plain weapons", "armes simples"),
    "melee.two_handed": ("two-handed weapons", "armes à deux mains"),
    "melee.spear": ("spears", "lances"),
    "melee.halberd": ("halberds", "hallebardes"),
    "melee.heavy": ("heavy weapons", "armes lourdes"),
    "melee.cavalry_lance": ("cavalry lances", "lances de cavalerie"),
    "ranged.longbow": ("longbows", "arcs longs"),
    "ranged.crossbow": ("crossbows", "arbalètes"),
    "ranged.repeating_crossbow": ("repeating crossbows", "arbalètes à répétition"),
    "ranged.light_missiles": (
        "slings, short bows, javelins",
        "frondes, arcs courts, javelots",
    ),
    "ranged.composite_bow": ("composite or elven bows", "arcs composites ou elfiques"),
    "ranged.pistol": ("pistols", "pistolets"),
    "ranged.arquebus": ("arquebuses", "arquebuses"),
    "mount.horse": ("horses", "chevaux"),
    "mount.warhorse": ("warhorses", "chevaux de guerre"),
    "mount.destrier": ("destriers", "destriers"),
    "mount.war_chariot": ("war chariots", "chars de guerre"),
    "mount.giant_wolf": ("giant wolves", "loups géants"),
    "mount.boar": ("boars", "sangliers"),
    "mount.giant_spider": ("giant spiders", "araignées géantes"),
    "mount.sylvan_horse": ("sylvan horses", "chevaux sylvestres"),
    "mount": ("mount", "monture"),
    "attr.combat_drugs": ("Combat drugs", "Drogues de combat"),
    "attr.frenzy": ("Frenzy", "Frénésie"),
    "attr.vanguard": ("Vanguard", "Avant-garde"),
    "attr.fear": ("Fear", "Peur"),
    "attr.terror": ("Terror", "Terreur"),
    "attr.endurance": ("Endurance", "Endurance"),
    "attr.hatred": ("Hatred", "Haine"),
    "attr.large": ("Large creatures", "Grandes créatures"),
    "attr.very_large": ("Very large creatures", "Très grandes créatures"),
    "attr.regeneration": ("Regeneration", "Régénération"),
    "attr.tough_skin": ("Tough skin", "Peau coriace"),
    "attr.scales": ("Scales", "Écailles"),
    "attr.flying": ("Flying", "Vol"),
    "attr.mighty_blows": ("Mighty blows", "Coups puissants"),
    "attr.tortoise": ("Tortoise", "Tortue"),
    "attr.elite_scouts": ("Elite scouts", "Éclaireurs d'élite"),
    "machine.ballista": ("ballistae", "balistes"),
    "machine.catapult": ("catapults", "catapultes"),
    "machine.trebuchet": ("trebuchets", "trébuchets"),
    "machine.cannon": ("cannons", "canons"),
    # a battery that stays where it is set up for the whole battle (seed II-4: catapults)
    "machine.immobile": (
        "immobile (they do not move during the battle)",
        "immobiles (ne bougent pas de toute la bataille)",
    ),
    # after a war machine's Ranged POW total: it falls with the crew (ruling L8)
    "sheet.machine_crew": ("; falls with the crew", " ; baisse avec les servants"),
    "severity.light": ("lt.", "lég."),
    "severity.moderate": ("mod.", "mod."),
    "severity.serious": ("ser.", "sér."),
    "rally.critical_success": ("Critical success", "Réussite critique"),
    "rally.success": ("Success", "Réussite"),
    "rally.failure": ("Failure", "Échec"),
    "rally.critical_failure": ("Critical failure", "Échec critique"),
    "rally_col.militia": ("Militia", "Milice"),
    "rally_col.normal_veteran": ("Normal or veteran", "Normal ou vétéran"),
    "rally_col.elite": ("Elite", "Élite"),
    "rallied": ("Rallied", "Ralliée"),
    "mode.melee": ("melee", "mêlée"),
    "mode.charge": ("charge", "charge"),
    # a war machine's melee row: it never engages, it strikes back when engaged
    "mode.riposte": ("return blows, if engaged", "riposte, si engagée"),
    "mode.tir": ("shooting", "tir"),
    "mode.spell": ("spell", "sort"),
    "mode.frenzy": ("frenzy", "frénésie"),
    # the loss track's lines, and the modes that read a sheet's own columns
    "track.melee": ("melee", "mêlée"),
    "track.charge": ("charge", "charge"),
    "track.tir": ("shooting", "tir"),
    "track.split2": ("melee ½", "mêlée ½"),
    "track.split3": ("melee ⅓", "mêlée ⅓"),
    "track.frenzy": ("frenzy", "frénésie"),
    "track.combat_drugs": ("drugs", "drogues"),
    "mode.combat_drugs": ("drugs", "drogues"),
    "mode.trap": ("trap", "piège"),
    "mode.character": ("character", "personnage"),
    "trap.stake_pits": ("Stake pits opened under a unit", "Fosses à pieux sous une unité"),
    "trap.burning_plain": ("Plain set on fire", "Plaine embrasée"),
    # --- breakdown parts ----------------------------------------------------------------
    "part.own": ("set by the scenario", "fixée par le scénario"),
    "part.base": ("own", "propre"),
    "part.size": ("size (EFF)", "taille (EFF)"),
    "sheet.ini_no_size": (
        "{parts} · no size modifier: {why}",
        "{parts} · sans modificateur de taille : {why}",
    ),
    "sheet.no_size.war_machine": ("its EFF is its crew", "son EFF compte ses servants"),
    "sheet.no_size.monster": ("its EFF is its hit points", "son EFF compte ses points de vie"),
    "part.soldiers": ("{n} × {per} = {total}", "{n} × {per} = {total}"),
    "part.machines": ("{n} × {per} = {total}", "{n} × {per} = {total}"),
    "part.term": ("{n} ({what})", "{n} ({what})"),
    "part.sum": ("{terms} = {total}", "{terms} = {total}"),
    "part.then": ("; ", " ; "),
    "part.character": ("{name}", "{name}"),
    "part.special": ("{name}", "{name}"),
    "part.pierce": ("armour pierced", "armure percée"),
    # --- conditional lines ----------------------------------------------------------
    "cond.versus_foot": ("+{d} DEF against troops on foot", "+{d} DEF contre des troupes à pied"),
    "cond.versus_cavalry": (
        "+{a} ATT against cavalry and chariots",
        "+{a} ATT contre cavalerie et chars",
    ),
    "cond.combat_drugs": (
        "Drugs: ×{m} PUI for one turn = {total} (column\u00a0{col}); next turn a morale check and "
        "{pct}% of EFF lost",
        "Drogues : ×{m} PUI pendant un tour = {total} (colonne\u00a0{col}) ; au tour suivant, jet "
        "de moral et {pct} % de l'EFF perdus",
    ),
    "cond.frenzy": (
        "Frenzy, once a battle: ×{m} PUI = {total} (column\u00a0{col}) and +{a} ATT, immune to "
        "fear; disorganised the turn after",
        "Frénésie, une fois par bataille : ×{m} PUI = {total} (colonne\u00a0{col}) et +{a} ATT, "
        "insensible à la peur ; désorganisée au tour suivant",
    ),
    "cond.vanguard": (
        "Vanguard: one extra combat roll, unanswered, on engaging a new unit",
        "Avant-garde : un jet de combat de plus, sans riposte, en engageant une nouvelle unité",
    ),
    "cond.fear": (
        "Causes fear: its opponents check morale at the start of each turn, and at −10 after "
        "losses",
        "Inspire la peur : ses adversaires testent le moral en début de tour, et à −10 après "
        "des pertes",
    ),
    "cond.terror": (
        "Causes terror: its opponents check morale at −10 at the start of each turn, and at "
        "−20 after losses",
        "Inspire la terreur : ses adversaires testent le moral à −10 en début de tour, et à "
        "−20 après des pertes",
    ),
    "cond.hatred": (
        "Hatred{detail}: +{a} ATT in the first turn of combat against them",
        "Haine{detail} : +{a} ATT au premier tour de combat contre eux",
    ),
    "cond.regeneration": (
        "Regeneration: for each 5 losses taken in a turn, d6: on 4+ they come back (50%)",
        "Régénération : pour chaque tranche de 5 pertes d'un tour, d6 : sur 4+ elles "
        "reviennent (50 %)",
    ),
    "cond.flying": (
        "Flying: +{d} DEF against units on the ground",
        "Vol : +{d} DEF contre les unités au sol",
    ),
    "cond.tortoise": (
        "Tortoise, formed or left at the unit's choice: +{d} DEF while formed",
        "Tortue, formée ou quittée au choix de l'unité : +{d} DEF tant qu'elle est formée",
    ),
    "cond.elite_scouts": (
        "Elite scouts: may move again right after an ambush, before the enemy engages",
        "Éclaireurs d'élite : peuvent bouger juste après une embuscade, avant d'être engagés",
    ),
    "cond.lance": (
        "Cavalry lances: +{a} ATT in a charge only",
        "Lances de cavalerie : +{a} ATT en charge seulement",
    ),
    # --- the unit sheet -----------------------------------------------------------------
    "sheet.eff": ("EFF", "EFF"),
    "sheet.hp": ("hit points", "points de vie"),
    "sheet.crew": ("crew", "servants"),
    "sheet.pui": ("PUI", "PUI"),
    "sheet.pui_tir": ("PUI TIR", "PUI TIR"),
    "sheet.total_pui": ("Total PUI", "PUI totale"),
    "sheet.total_pui_tir": ("Total PUI\u00a0TIR", "PUI TIR totale"),
    # a sheet's stat boxes: the unit's figure, the soldier's under it ("PUI 1 per
    # soldier"), so the English box needs no "Total" (which took a second line)
    "sheet.stat_pui": ("PUI", "PUI totale"),
    "sheet.stat_pui_tir": ("PUI TIR", "PUI TIR totale"),
    "sheet.per_soldier": ("per soldier", "par combattant"),
    "sheet.per_creature": ("the creature", "la créature"),
    "sheet.ini": ("INI", "INI"),
    "sheet.att": ("ATT", "ATT"),
    # one term with the roster's "Ranged ATT" and "Ranged POW" (round 4; round 22:
    # "Ranged", which read better than "Shot")
    "sheet.att_tir": ("Ranged ATT", "ATT (tir)"),
    "sheet.def": ("DEF", "DEF"),
    "sheet.mo": ("Morale", "Moral"),
    "sheet.equipment": ("Equipment", "Équipement"),
    "sheet.attributes": ("Special attributes", "Attributs spéciaux"),
    "sheet.breakdown": ("Where the numbers come from", "D'où viennent les valeurs"),
    "sheet.situational": ("Only when…", "Seulement si…"),
    "sheet.charge": ("Charge", "Charge"),
    "sheet.charge_line": (
        "PUI {base} × {m} = {total} (column\u00a0{col}), INI\u00a0{ini}",
        "PUI {base} × {m} = {total} (colonne\u00a0{col}), INI\u00a0{ini}",
    ),
    "sheet.per": ("{pui}\u00a0{n} {per}", "{pui}\u00a0{n} {per}"),
    "sheet.factor": ("{m} ({what})", "{m} ({what})"),
    "sheet.rounded": ("{text}, rounded to {n}", "{text}, arrondie à {n}"),
    "sheet.percent": ("{n}%", "{n}\u202f%"),
    "sheet.support": ("Support it lends", "Soutien apporté"),
    "sheet.notes_area": (
        "Notes and state (orders, wounds, who is where)",
        "Notes et état (ordres, blessures, qui est où)",
    ),
    "sheet.support_melee": ("+{n} ATT in melee", "+{n}\u00a0ATT en mêlée"),
    "sheet.support_tir": ("+{n} ATT by shooting", "+{n}\u00a0ATT au tir"),
    "sheet.support_machine": (
        "+{n} ATT, as war machines",
        "+{n}\u00a0ATT, en machines de guerre",
    ),
    "sheet.support_either": (
        "+{melee} ATT in melee, or +{tir} ATT by shooting",
        "+{melee}\u00a0ATT en mêlée, ou +{tir}\u00a0ATT au tir",
    ),
    "check.supported_by": (
        "supported by {name} ({n} ATT in melee and charge)",
        "soutenue par {name} ({n} ATT en mêlée et en charge)",
    ),
    "sheet.supporting": ("supports {name} ({how})", "soutient {name} ({how})"),
    "sheet.supported_by": (
        "Supported by {name} ({how}): +{n} ATT in melee and charge",
        "Soutenue par {name} ({how}) : +{n} ATT en mêlée et en charge",
    ),
    "sheet.supported_by_melee": (
        "Supported by {name} ({how}): +{n} ATT in melee",
        "Soutenue par {name} ({how}) : +{n} ATT en mêlée",
    ),
    "sheet.row_rule": (
        "Row = d10 + ATT − enemy DEF + support; below 1 read 1; past 30 add 5 per row{ruling_B2}.",
        "Ligne = d10 + ATT − DEF adverse + soutien ; sous 1 lire 1 ; au-delà de 30, +5 par "
        "ligne{ruling_B2}.",
    ),
    "sheet.columns": (
        "Casualties inflicted at full strength",
        "Pertes infligées à effectif complet",
    ),
    "sheet.column_head": ("PUI\u00a0{range}", "PUI\u00a0{range}"),
    "sheet.column_help": (
        "After losses, read the column the loss track gives in the quick reference's "
        "casualty table: its columns bear the same letters.",
        "Après des pertes, lisez dans l'aide-mémoire la colonne que donne le suivi (mêmes "
        "lettres).",
    ),
    # round 16: the GM's sheets grey the rows the quick reference greys (``out_of_reach``)
    "sheet.rows_out": (
        "Rows {first} to {last}, out of this battle's reach, are in the quick reference's "
        "table only.",
        "Lignes {first} à {last}, hors de portée, dans la table de l'aide-mémoire seulement.",
    ),
    # round 20: the players' sheets leave out the same rows, out of reach of what their
    # copy shows; what it hides might reach them, so the caption claims no reach
    "sheet.rows_out.players": (
        "Rows {first} to {last} are in the quick reference's table.",
        "Lignes {first} à {last} : dans la table de l'aide-mémoire.",
    ),
    "sheet.track": ("Loss track", "Suivi des pertes"),
    "sheet.track_help": (
        "Tick a box for every {step} lost: above it, the EFF left; under it, line by line, "
        "the letter of the column to read in the casualty table.",
        "Cochez une case par tranche de {step} pertes : au-dessus, l'EFF restant ; "
        "dessous, ligne par ligne, la lettre de la colonne à lire dans la table des pertes.",
    ),
    "sheet.track_help.one": (
        "Tick a box for every soldier lost: above it, the EFF left; under it, line by "
        "line, the letter of the column to read in the casualty table.",
        "Cochez une case par soldat perdu : au-dessus, l'EFF restant ; dessous, ligne par "
        "ligne, la lettre de la colonne à lire dans la table des pertes.",
    ),
    # a box a soldier, the casualty table's losses in fives: a group of boxes for each
    "sheet.track_help.fives": (
        "Tick a box for every soldier lost; the casualty table counts losses in fives, "
        "each 5 one group of boxes. Above a box, the EFF left; under it, line by line, the "
        "letter of the column to read in the casualty table.",
        "Cochez une case par soldat perdu ; la table des pertes compte par 5, chaque "
        "tranche de 5 un groupe de cases. Au-dessus, l'EFF restant ; dessous, ligne par "
        "ligne, la lettre de la colonne à lire dans la table des pertes.",
    ),
    "sheet.track_full": (
        "The first box, shaded, is the unit at full strength.",
        "La première case, grisée, est l'unité à effectif complet.",
    ),
    "sheet.track_split": (
        "Melee ½ and ⅓: engaged by 2 or 3 units at once, it splits its PUI and rolls "
        "against each.",
        "Mêlée ½ et ⅓ : engagée par 2 ou 3 unités à la fois, elle sépare sa PUI et lance "
        "contre chacune.",
    ),
    # "= {n}" kept whole, on the line of what it sums (issue 39: "=" ended a line)
    "sheet.multiple": (
        "at most 3 units{front}, their EFF together at most 5 × its EFF\u00a0=\u00a0{n} "
        "(at full strength).",
        "au plus 3 unités{front}, d'EFF cumulé au plus 5 × le sien\u00a0=\u00a0{n} "
        "(effectif complet).",
    ),
    # a monster's EFF is its hit points (seed IV-1): the limit multiplies them (round 11)
    "sheet.multiple_monster": (
        "at most 3 units{front}, their EFF together at most 5 × its hit points\u00a0=\u00a0{n} "
        "(unhurt).",
        "au plus 3 unités{front}, d'EFF cumulé au plus 5 × ses points de vie\u00a0=\u00a0{n} "
        "(indemne).",
    ),
    # a battle with a ground between the armies: its rules may let fewer fight in the
    # crossing (the ford: one a side), said in its own words the model does not read
    # (round 13), so the sheet says the 3 is the rulebook's most, not the battle's
    "sheet.multiple_front": (
        " (unless the terrain narrows the front)",
        " (sauf où le terrain limite le front)",
    ),
    "sheet.morale_line": (
        "Morale check after losses from the EFF {eff} box (50% lost)",
        "Jet de moral après pertes dès la case EFF {eff} (50 % perdus)",
    ),
    "sheet.heavy_line": (
        "Rally at −10 from the EFF {eff} box (over 75% lost)",
        "Ralliement à −10 dès la case EFF {eff} (plus de 75 %)",
    ),
    "sheet.monster_track": (
        "A monster's PUI never drops; at 0 it is out of the fight.",
        "La PUI d'un monstre ne baisse pas ; à 0, il est hors de combat.",
    ),
    "sheet.morale_odds": ("Morale check", "Jet de moral"),
    "sheet.morale_dice": ("(d100)", "(d100)"),
    "sheet.modifier": ("modifier", "modificateur"),
    "sheet.after_losses": ("after losses", "après pertes"),
    "sheet.facing_fear": ("after losses against fear", "après pertes face à la peur"),
    "sheet.facing_terror": ("after losses against terror", "après pertes face à la terreur"),
    "sheet.start_fear": ("start of turn against fear", "début de tour face à la peur"),
    "sheet.start_terror": ("start of turn against terror", "début de tour face à la terreur"),
    "sheet.when_sep": ("; ", " ; "),
    "sheet.morale_when": ("modifier · when", "modif. · quand"),
    "sheet.morale_start": (
        "Start of turn against fear: row {fear}; against terror: row {terror}.",
        "Début de tour face à la peur : ligne {fear} ; à la terreur : ligne {terror}.",
    ),
    "sheet.rally": ("Rally roll", "Ralliement"),
    "sheet.rally_line": (
        "Rallied on: {results}. −10 with more than 75% lost, −25 if routed.",
        "Ralliée sur : {results}. −10 au-delà de 75 % de pertes, −25 en déroute.",
    ),
    "sheet.rally_by_line": ("{lines}.", "{lines}."),
    "sheet.rally_by": ("by {who}: {faces}", "par {who} : {faces}"),
    "sheet.rally_who": ("{name} ({pct}%)", "{name} ({pct}\u202f%)"),
    "sheet.rally_general": (
        "{name} ({pct}%, only in the unit's ranks)",
        "{name} ({pct}\u202f%, dans les rangs de l'unité seulement)",
    ),
    "sheet.rally_or": (" or ", " ou "),
    # routed faces, then (in brackets) those past 75 % lost, left out when the same
    "sheet.rally_pair": ("{faces} ({heavy})", "{faces} ({heavy})"),
    "sheet.rally_col.militia": (
        "a critical success only, 01–\u2060{high}",
        "sur réussite critique seulement, 01–\u2060{high}",
    ),
    "sheet.rally_col.normal_veteran": (
        "disorganized {plain} ({heavy} past {pct}% lost), routed {routed}",
        "désorganisée {plain} ({heavy} au-delà de {pct}\u202f% de pertes), en déroute {routed}",
    ),
    "sheet.rally_col.elite": (
        "on anything but {low}–\u206000",
        "sur tout sauf {low}–\u206000",
    ),
    "sheet.rally_none": (
        "Nobody in this unit can rally it: it stays as it is.",
        "Personne dans l'unité ne peut la rallier : elle reste en l'état.",
    ),
    "sheet.characters": ("With this unit", "Avec cette unité"),
    "sheet.spells": ("Battle magic", "Magie de bataille"),
    # the rulebook's Terror spell forces a morale roll and gives it no modifier (seed V);
    # round 20: not the Terror attribute, whose rows the morale table calls "terror"
    "sheet.spell_terror": (
        " (modifier 0, not the Terror attribute)",
        " (modificateur 0, pas l'attribut Terreur)",
    ),
    "sheet.spell_line": (
        "{name}: {uses}× a day{attack}{effect}",
        "{name} : {uses}× par jour{attack}{effect}",
    ),
    "sheet.spell_attack": (
        ", PUI\u00a0{pui} at {att}\u00a0ATT (column\u00a0{col})",
        ", PUI\u00a0{pui} à {att}\u00a0ATT (colonne\u00a0{col})",
    ),
    # the sheet's kind, once (round 11: "Unité · Unité face cachée" said it twice)
    "sheet.face_down": ("{kind}, face down", "{kind} face cachée"),
    "sheet.number": ("Sheet {n}", "Fiche {n}"),
    # the players' copy, under the drawing of the field (round 6)
    "field.open_sheets": (
        "Enemy sheets included ({armies}: sheets {sheets}), as open information; to "
        "hide it, the GM removes them.",
        "Fiches adverses incluses ({armies} : fiches {sheets}), en information ouverte ; "
        "information cachée : le MJ les retire.",
    ),
    "sheet.spare_page": (
        "Notes — this page is left free so that the next page starts on a front.",
        "Notes — page laissée libre pour que la suivante commence sur un recto.",
    ),
    # the back of a sheet in duplex, framed for notes (each sheet lies on its own)
    "sheet.spare_unit": ("Notes — {name}", "Notes — {name}"),
    # a face-down unit's back may lie face up on the table: it names nothing
    "sheet.spare_hidden": ("Notes", "Notes"),
    # duplex: the back of a page sheet, that unit's turn log, a line a turn (round 15)
    "log.title": ("Turn log — {name}", "Journal des tours — {name}"),
    "log.title_hidden": ("Turn log", "Journal des tours"),
    "log.lede": (
        "A line a turn, in pencil at the turn's end: whom it fought, the row its roll "
        "read, the losses, what is left of it and its state.",
        "Une ligne par tour, au crayon à la fin du tour : qui elle a combattu, la ligne "
        "lue par son jet, les pertes, ce qu'il en reste et son état.",
    ),
    "log.turn": ("Turn", "Tour"),
    "log.against": ("Fought (or shot at)", "Contre (ou tir sur)"),
    "log.row": ("Its roll: row", "Son jet : ligne"),
    "log.inflicted": ("Losses inflicted", "Pertes infligées"),
    "log.taken": ("Losses taken", "Pertes subies"),
    "log.eff": ("EFF left", "EFF restant"),
    "log.state": ("Morale, state", "Moral, état"),
    # --- face-down units: tokens on the table ----------------------------------------
    "unit_token.title": ("Unit tokens for the table", "Pions d'unité pour la table"),
    # under the tokens: the seed strikes losses off once every fight is rolled (step 5)
    "unit_token.losses": (
        "This turn's losses, struck off once every fight is rolled (unit, losses taken)",
        "Pertes du tour, retirées une fois tous les combats lancés (unité, pertes subies)",
    ),
    "unit_token.how": (
        "Cut out one token per unit and lay it on the table where the unit stands, in its "
        "sheet's place: the sheets stay by you. Pencil the EFF left in its box; the "
        "letters are the columns it reads at full strength (after losses, its sheet's "
        "track gives them).",
        "Découpez un pion par unité et posez-le sur la table de jeu, là où se tient "
        "l'unité, à la place de sa fiche : les fiches restent près de vous. Notez au "
        "crayon l'EFF restant dans sa case ; les lettres sont les colonnes qu'elle lit à "
        "effectif complet (après pertes, le suivi de sa fiche les donne).",
    ),
    "unit_token.stat": ("{label}\u00a0{value}", "{label}\u00a0{value}"),
    "unit_token.disorganised": ("disorganized", "désorganisée"),
    "unit_token.routed": ("routed", "en déroute"),
    # round 22b: the blank token's header says what it is for, not a bare frame
    "unit_token.spare": ("Spare: a reinforcement, an NPC", "Pion libre : renfort, PNJ"),
    "token.title": ("Face-down units: table tokens", "Unités face cachée : pions de table"),
    # the "?" faces the token's enemy (round 17): the players for the other armies'
    # tokens, the GM for the players' own, who plays their enemy ({facing} below).
    # Round 22: said in the order it is done, a short sentence a step, where the "?"
    # goes a sentence of its own
    "token.how": (
        "Cut each token out along its solid line, fold it on the dashed line and stand it "
        "where the unit waits (its row below). {facing} Before the battle, write under "
        "“Seen from afar” what the enemy can make out, e.g. “riders under the trees”. "
        "Once the unit is engaged or revealed, its unit token replaces this one.",
        "Découpez chaque pion sur le trait plein, pliez-le sur le pointillé et posez-le "
        "debout là où l'unité attend (sa ligne ci-dessous). {facing} Avant la partie, "
        "notez sous «\u202fVu de loin\u202f» ce que l'ennemi en distingue, par exemple "
        "«\u202fdes cavaliers sous les arbres\u202f». Une fois l'unité engagée ou "
        "découverte, son pion d'unité remplace celui-ci.",
    ),
    "token.facing_players": (
        "Its “?” half faces the players, the half with its name faces you.",
        "Sa moitié «\u202f?\u202f» regarde les joueurs, celle qui porte son nom vous regarde.",
    ),
    "token.facing_gm": (
        "Its “?” half faces you, who play the enemy; the half with its name faces the players.",
        "Sa moitié «\u202f?\u202f» vous regarde, vous qui jouez l'ennemi ; celle qui "
        "porte son nom regarde les joueurs.",
    ),
    "token.facing_both": (
        "Its “?” half faces the unit's enemy, as the token says: the players, or you for "
        "their own units ({names}).",
        "Sa moitié «\u202f?\u202f» regarde l'ennemi de l'unité, comme le pion l'indique : "
        "les joueurs, ou vous pour leurs propres unités ({names}).",
    ),
    "token.facing_enemy": (
        "Its “?” half faces the unit's enemy, the half with its name its own side.",
        "Sa moitié «\u202f?\u202f» regarde l'ennemi de l'unité, celle qui porte son nom son "
        "propre camp.",
    ),
    # on each token, where its "?" face goes
    "token.faces_players": ("“?” toward the players", "«\u202f?\u202f» vers les joueurs"),
    # round 18: the players' own token is theirs to place (the GM's copy says so)
    "token.faces_gm": (
        "“?” toward the GM; the players place it",
        "«\u202f?\u202f» vers le MJ ; posé par les joueurs",
    ),
    "token.faces_enemy": ("“?” toward its enemy", "«\u202f?\u202f» vers l'ennemi"),
    "token.notes": (
        "The hidden deployment, to fill in (a row for each token, and a few for others)",
        "Le déploiement caché, à remplir (une ligne par pion, et quelques-unes pour d'autres)",
    ),
    "token.notes_area": (
        "Notes on the hidden units (what was seen, by whom, on which turn)",
        "Notes sur les unités cachées (ce qui a été vu, par qui, à quel tour)",
    ),
    # the GM's turn log, under the tokens when their page has room: a box a turn for
    # each step of the seed's turn (I-3), ticked as the step is done
    "turnlog.title": (
        "Turn log: tick each step of the turn as it is done",
        "Journal des tours : cochez chaque étape du tour une fois faite",
    ),
    "turnlog.turn": ("Turn", "Tour"),
    "turnlog.characters": ("1. Characters act", "1. Actions des personnages"),
    "turnlog.initiative": ("2. Army roll (initiative)", "2. Jet d'armée (initiative)"),
    "turnlog.engagement": ("3. Units engage", "3. Engagement des unités"),
    "turnlog.combat": ("4. Fights resolved", "4. Combats résolus"),
    "turnlog.losses": ("5. Losses struck off", "5. Pertes retirées"),
    "turnlog.morale": ("6. Morale and rally rolls", "6. Moral et ralliement"),
    "token.unit": ("Unit", "Unité"),
    "token.where": ("Where it waits", "Où elle attend"),
    "token.reveal": ("Revealed by, and when", "Révélée par, et quand"),
    "token.cut": (
        "The tokens: cut along the solid outline, fold on the dashed line.",
        "Les pions : découpez le long du trait plein, pliez sur le pointillé.",
    ),
    "token.fold": ("fold", "pli"),
    "token.players": ("the players' side", "face des joueurs"),
    "token.seen": ("Seen from afar", "Vu de loin"),
    "token.revealed": ("Revealed on turn", "Révélée au tour"),
    "token.back_blank": (
        "The back of the tokens' page: left blank, since the tokens on the other side are "
        "cut out.",
        "Verso de la page des pions : laissé blanc, car les pions de l'autre face se découpent.",
    ),
    "sheet.state_disorganised": (
        "Disorganized: INI becomes {ini}{charge}.",
        "Désorganisée : INI passe\u00a0à\u00a0{ini}{charge}.",
    ),
    "sheet.state_rout": (
        "Routed: INI becomes {ini}{charge}; no combat roll.",
        "En déroute : INI passe\u00a0à\u00a0{ini}{charge} ; aucun jet de combat.",
    ),
    # the sheet's morale states, each after a box a pencil ticks (erased when rallied)
    "sheet.states": ("Morale (tick)", "Moral (à cocher)"),
    # the INI a state gives, not what it takes off (that is -2 or -10: seed I-6);
    # French keeps the charge short ("en charge à 0") for the A5 Gobelins sheet's card
    "sheet.state_charge": (", {ini} in a charge", ", en charge à\u00a0{ini}"),
    # the limit on being engaged (seed III-1), under its own heading on the sheet
    "sheet.engaged_by": ("Engaged by", "Engagée par"),
    "sheet.initiative_turn": (
        "Each turn: INI + the army's d10 + {bonus} (general)",
        "À chaque tour : INI + d10 de l'armée + {bonus} (général)",
    ),
    # round 16: a battery that never moves nor engages still shoots at its initiative
    # (seed III-3: "à son initiative, choisir une cible"); its sheet says so
    "sheet.initiative_turn.immobile": (
        "Shoots or supports at its initiative: INI + the army's d10 + {bonus} (general)",
        "Tire ou soutient à son initiative : INI + d10 de l'armée + {bonus} (général)",
    ),
    # --- character cards ------------------------------------------------------------
    "char.pc": ("Player character", "Personnage joueur"),
    "char.npc": ("Notable NPC", "PNJ remarquable"),
    "char.pc_in": ("player character", "personnage joueur"),
    "char.npc_in": ("notable NPC", "PNJ remarquable"),
    "char.in_unit": ("fights in: {unit}", "combat dans : {unit}"),
    "char.alone": ("acts on their own", "agit seul"),
    # issue 39: a player character the battle gives no notes still has a part in it:
    # what the rulebook lets a character do at the turn's first step (VI-2)
    "char.pc_hook": (
        "Acts first each turn: duel, banner, speech, rally… (effects: quick reference)",
        "Agit d'abord à chaque tour : duel, bannière, harangue, ralliement (aide-mémoire)",
    ),
    "char.bonus": ("Adds to the unit", "Ajoute à l'unité"),
    "char.command": ("Leads troops", "Mène les troupes"),
    "char.wounds": (
        "Wounds each hour",
        "Blessures par heure",
    ),
    "char.wound_dice": ("(d12)", "(d12)"),
    "char.wound_eff": ("the unit's EFF left", "EFF restant de l'unité"),
    "char.wound_band": ("{high}–{low}", "{high}–{low}"),
    "char.losses": ("Inflicted", "Infligées"),
    # the character's own melee table, not a spell's printed above it (issue 39)
    "char.solo": (
        "In melee: PUI\u00a0{pui}, column\u00a0{col}",
        "En mêlée : PUI\u00a0{pui}, colonne\u00a0{col}",
    ),
    "char.no_wound": ("no notable wound", "aucune blessure notable"),
    "char.tally": ("Wounds taken:", "Blessures reçues :"),
    "char.tally.light": ("lt. light", "lég. légère"),
    "char.tally.moderate": ("mod. moderate", "mod. modérée"),
    "char.tally.serious": ("ser. serious", "sér. sérieuse"),
    "char.attacked.one": (
        "If a unit attacks them: it reads its casualties against their DEF\u00a0{defense}; "
        "a single loss (EFF\u00a01) puts them out of the fight.",
        "Si une unité l'attaque : elle lit ses pertes contre sa DEF\u00a0{defense} ; une "
        "seule perte (EFF\u00a01) le met hors de combat.",
    ),
    "char.attacked": (
        "If a unit attacks them: it reads its casualties against their DEF\u00a0{defense}; "
        "{eff}\u00a0losses (their EFF) put them out of the fight.",
        "Si une unité l'attaque : elle lit ses pertes contre sa DEF\u00a0{defense} ; "
        "{eff}\u00a0pertes (son EFF) le mettent hors de combat.",
    ),
    "char.blank_title": ("Character", "Personnage"),
    "char.blank_name": ("Name, role", "Nom, rôle"),
    "char.blank_where": ("Army, unit (or on their own)", "Armée, unité (ou seul)"),
    "char.blank_spells": (
        "Spells: a box for each use a day",
        "Sorts : une case par usage et par jour",
    ),
    "char.blank_notes": ("Wounds and notes", "Blessures et notes"),
    "char.wound_odds": ("Chance of no wound", "Chance de n'avoir aucune blessure"),
    # --- the players' copy: reading a sheet --------------------------------------------
    "guide.title": ("Your turn, sheet in hand", "Votre tour, fiche en main"),
    "guide.initiative": (
        "Initiative: your army rolls a d10 and adds its general's bonus; each unit adds "
        "its INI (its sheet gives the sum). The highest moves and engages first.",
        "Initiative : votre armée lance un d10 et ajoute le bonus de son général ; chaque "
        "unité y ajoute son INI (sa fiche donne la somme). La plus haute bouge et engage "
        "la première.",
    ),
    "guide.row": (
        "Attack: the row is d10 + your ATT − the target's DEF + support, and + the lines "
        "under “Only when…” that hold. Below row 1, read row 1.",
        "Attaque : la ligne est d10 + votre ATT − la DEF de la cible + le soutien, plus les "
        "lignes de « Seulement si… » qui s'appliquent. Sous la ligne 1, lisez la ligne 1.",
    ),
    "guide.column": (
        "Casualties: at full strength, read on the row your sheet's column for how you "
        "fight (melee, charge, shooting). After losses, the last box ticked on your loss "
        "track gives, on that line, the letter of the column to read in the casualty "
        "table. That many enemies fall.",
        "Pertes : à effectif complet, lisez à la ligne trouvée la colonne de votre fiche "
        "pour votre façon de combattre (mêlée, charge, tir). Après des pertes, la dernière "
        "case cochée de votre suivi donne, sur la même ligne, la lettre de la colonne à "
        "lire dans la table des pertes. Autant d'ennemis tombent.",
    ),
    "guide.losses": (
        "Losses: tick one box for each step of losses. From the boxes over a single line, "
        "your unit checks morale at the end of a turn in which it lost soldiers; from "
        "those over a double line, rallying it is harder.",
        "Vos pertes : cochez une case par tranche de pertes. Dès les cases soulignées d'un "
        "trait simple, l'unité teste son moral à la fin de chaque tour où elle a perdu du "
        "monde ; dès celles soulignées d'un trait double, la rallier est plus difficile.",
    ),
    "guide.characters": (
        "Characters in a unit: each hour, roll their wounds on their card (d12), in the "
        "column of the unit's EFF left.",
        "Personnages dans une unité : chaque heure, lancez leurs blessures sur leur carte "
        "(d12), dans la colonne de l'EFF restant de l'unité.",
    ),
    # --- GM page, matchups ------------------------------------------------------------
    "gm.units": ("Units", "Unités"),
    "gm.general": ("General", "Général"),
    "gm.general_bonus": ("+{n} to the army's d10", "+{n} au d10 de l'armée"),
    "gm.no_general": ("no general", "pas de général"),
    "gm.general_pc": ("player character", "personnage joueur"),
    "gm.initiative": ("Who acts first", "Qui agit en premier"),
    "gm.initiative_line": (
        "{first}'s d10 beats {second}'s {p} of turns; equal {tie} (a general's roll decides)",
        "Au d10, {first} l'emporte sur {second} {p} des tours ; égalité {tie} (un jet du "
        "général tranche)",
    ),
    "gm.hidden_roster": ("Face-down units", "Unités face cachée"),
    # beside a unit's name in its army's table (the players' own, in their copy)
    "gm.roster_face_down": ("face down", "face cachée"),
    # the roster's totals: in English "POW" and "Ranged POW", as the sheets' boxes say
    # (round 22: "Total Ranged POW" did not fit its column on Letter)
    "gm.roster_pui": ("PUI", "PUI totale"),
    "gm.roster_pui_tir": ("PUI TIR", "PUI TIR totale"),
    "gm.roster_att_tir": ("Ranged ATT", "ATT tir"),
    # under the caption that asks which army rolls higher: short, so that the bars beside
    # keep their room (round 4: the French labels squeezed them to nothing)
    "gm.initiative_wins": ("{army} wins the army roll", "{army} l'emporte"),
    "gm.initiative_tie": (
        "Equal: the generals' roll decides",
        "Égalité : le jet des généraux tranche",
    ),
    "roll.title": ("The army roll (steps 2 and 3)", "Le jet d'armée (étapes 2 et 3)"),
    "roll.army": ("{army} d10\u00a0{bonus}", "{army} d10\u00a0{bonus}"),
    "roll.army_plain": ("{army} d10", "{army} d10"),
    "roll.sep": ("; ", " ; "),
    "roll.step1": ("Roll: {rolls}.", "Lancez : {rolls}."),
    "roll.step2": (
        "Add the army's total to each unit's INI (a charging unit: its INI in a charge).",
        "Ajoutez le total de l'armée à l'INI de chaque unité (si elle charge : son INI en "
        "charge).",
    ),
    "roll.step3": (
        "Highest total first, units engage; equal totals: the generals roll Command.",
        "Du plus haut total au plus bas, les unités engagent ; à égalité, les généraux "
        "lancent leur Commandement.",
    ),
    "roll.odds": (
        "Which army rolls higher (before the units' INI)",
        "Quelle armée fait le plus haut jet (avant l'INI des unités)",
    ),
    "general.head": (
        "{bonus} to the army's d10 every turn; {command}, rolled on equal INI too.",
        "{bonus} au d10 de l'armée à chaque tour ; {command}, jeté aussi à INI égale.",
    ),
    "general.rally": (
        "Rallies a unit they are with (d100), normal or veteran: disorganized {plain} "
        "({heavy} past {pct}% lost), routed {routed}; militia 01–\u2060{high} "
        "only; elite all but {low}–\u206000.",
        "Rallier l'unité à ses côtés (d100), normale ou vétéran : désorganisée {plain} "
        "({heavy} au-delà de {pct}\u202f% de pertes), en déroute {routed} ; milice "
        "01–\u2060{high} seulement ; élite sauf {low}–\u206000.",
    ),
    # where the general stands, on the drawing of the field: from the battle file, else
    # a line to write it on
    "general.where": ("Position", "Emplacement"),
    "general.organise": (
        "Organize that unit (d100): {faces}, +1 ATT or +1 DEF for a turn; failed, "
        "disorganized; {low}–\u206000, routed.",
        "Organiser cette unité (d100) : {faces}, +1 ATT ou +1 DEF pour un tour ; raté, "
        "désorganisée ; {low}–\u206000, en déroute.",
    ),
    "general.rally_skill": (
        "Rally: a roll of {command} (the reference's rally table).",
        "Rallier : un jet de {command} (table de ralliement de l'aide-mémoire).",
    ),
    "general.organise_skill": (
        "Organize the unit: a roll of {command}, +1 ATT or +1 DEF for a turn; failed, "
        "disorganized; a critical failure, routed.",
        "Organiser l'unité : un jet de {command}, +1 ATT ou +1 DEF pour un tour ; raté, "
        "désorganisée ; échec critique, en déroute.",
    ),
    "gm.initiative_caption": (
        "Each turn's army roll (d10 + the general's bonus); each unit then adds its own "
        "INI, and the units move by their total",
        "Le jet d'armée de chaque tour (d10 + bonus du général) ; chaque unité y ajoute "
        "ensuite sa propre INI, et les unités bougent selon leur total",
    ),
    "gm.traps": ("Traps", "Pièges"),
    "gm.trap_line": (
        "PUI\u00a0{pui}, ATT\u00a0{att} (column\u00a0{col})",
        "PUI\u00a0{pui}, ATT\u00a0{att} (colonne\u00a0{col})",
    ),
    "gm.turns_most": ("{n} turns at most", "{n} tours au plus"),
    "gm.turns": (
        "{n} one-hour turns at most.",
        "{n} tours d'une heure au plus.",
    ),
    "match.title": ("Matchups: {army} attacks", "Affrontements : {army} attaque"),
    # the grids' keys (round 6): one line, then one cell of the grid read in words
    "match.key": (
        "Each cell: the roll (d10 + modifier, planned support included); in bold, the "
        "average casualties of one roll at full strength (range, at most the defender's "
        "EFF); a letter: a situational bonus, keyed under the grid.{ruling_L9}",
        "Chaque case : le jet (d10 + modificateur, soutien prévu compris) ; en gras, les "
        "pertes moyennes d'un jet à effectif complet (écart, au plus l'EFF du défenseur) ; "
        "une lettre : un bonus de situation, voir sous la grille.{ruling_L9}",
    ),
    "match.example": (
        "For example, {attacker} ({mode}) against {defender}: {mod}, {avg} casualties on "
        "average, {low} to {high}; 0: no loss.",
        "Exemple : {attacker} ({mode}) contre {defender} : {mod}, {avg} pertes en moyenne, "
        "de {low} à {high} ; 0 : aucune perte.",
    ),
    "match.attacker": ("Attacker", "Attaquant"),
    "match.corner": ("Attacker ↓ · defender →", "Attaquant ↓ · défenseur →"),
    "match.expected": ("avg {n}", "moy. {n}"),
    "match.range": ("{low}–{high}", "{low}–{high}"),
    # every roll takes the whole unit (round 8: "15 (15–15)" read as a misprint)
    "match.whole.unit": ("whole\u00a0unit", "toute\u00a0l'unité"),
    "match.whole.war_machine": ("whole\u00a0battery", "toute\u00a0la\u00a0batterie"),
    # a fight whose every roll inflicts nothing (round 12: a bare "0" read as a gap)
    "match.none": ("no\u00a0loss", "aucune\u00a0perte"),
    "match.applied": ("Situational bonuses applied", "Bonus de situation appliqués"),
    # engagements (issue 24, ruling L11): one unit engaging another, carried to the end
    # (the glance line is kitgen.engagement_words', shared by every system)
    "engage.key": (
        "Each cell, over the battle's {n}\u00a0turns: in bold, won (the row's unit, engaging "
        "the column's, broke it and stands); below, lost (broken, alone or in the same turn); "
        "in italics, undecided. The bar: won dark, lost hatched, undecided white.{ruling_L11}",
        "Chaque case, en {n}\u00a0tours : en gras, gagné (l'unité de la ligne, engageant "
        "celle de la colonne, l'a brisée et tient) ; dessous, perdu (brisée, seule ou au "
        "même tour) ; en italique, indécis. Barre : gagné foncé, perdu hachuré, indécis "
        "blanc.{ruling_L11}",
    ),
    "engage.example": (
        "For example, {attacker} engaging {defender}: won {win}, {below}{more}.",
        "Exemple : {attacker} engageant {defender} : gagné {win}, {below}{more}.",
    ),
    # what the odds count and leave out (round 10): the ground's rules are never in them
    "engage.scope": (
        "These odds count each unit's figures, its charge, its defensive shot, morale and the "
        "support declared; they leave out {ground}, the events and the GM's one-turn effects.",
        "Ces chances comptent les valeurs des unités, la charge, le tir défensif, le moral et les "
        "soutiens prévus ; elles laissent de côté {ground}, les événements et les effets "
        "d'un tour décidés par le MJ.",
    ),
    "engage.scope_ground": (
        "the ground and its own rules ({where})",
        "le terrain et ses règles propres ({where})",
    ),
    "engage.scope_open": ("the ground", "le terrain"),
    "engage.open": ("undecided {p}", "indécis {p}"),
    "engage.lost": ("lost {p}", "perdu {p}"),
    # round 22b: a word goes before "lost", as it is said ("never lost", "jamais perdu"),
    # not after it like a figure ("lost never" read as a translation)
    "engage.lost_word": ("{p} lost", "{p} perdu"),
    # a chance that is exactly nothing or exactly certain, said in words, not as "0 %"
    # beside "< 0.1 %"
    # one word each, on the won line and the lost line alike (issue 39: "never", "never
    # lost", "always", "always lost" read as four wordings)
    "engage.never": ("never", "jamais"),
    "engage.always": ("always", "toujours"),
    # the closest fights, counted as the grid counts them (one way in both places): from
    # the row's unit, won (it broke the other and stands), lost (it was broken, alone or
    # in the same turn as the other: seed I-4 resolves a turn's rolls at once, so both
    # may break), the fights where both broke said inside "lost", not beside it
    # round 16: the close fights said once "out of 100", each figure after it
    "fight.close": (
        "Within {turns}, out of 100 fights: {won} won, {lost} lost{both}{open}{half}",
        "En {turns}, sur 100 combats : {won} gagnés, {lost} perdus{both}{open}{half}",
    ),
    "fight.close_both": (
        " ({n} with both broken in the same turn)",
        " (dont {n} où les deux sont brisés au même tour)",
    ),
    "fight.close_open": (", {n} undecided", ", {n} indécis"),
    "fight.close_half": ("; half over within {turns}", " ; la moitié finit en {turns}"),
    "fight.close_under": ("under 1", "moins d'1"),
    "fight.close_over": ("over 99", "plus de 99"),
    "engage.machine": (
        "— a war machine stays put and does not engage: it shoots (see the matchups above) "
        "or lends {att} ATT to the unit it supports",
        "— machine de guerre : immobile, elle n'engage pas ; elle tire (voir les "
        "affrontements ci-dessus) ou apporte {att} ATT à l'unité qu'elle soutient",
    ),
    "engage.closest": (
        "The close fights (favourite at {pct}% or less)",
        "Les combats serrés (favori à {pct} % au plus)",
    ),
    "engage.not_followed": (
        "not followed: a battle's fights follow at most {budget} states in all (the units' "
        "EFF grids multiplied, fight by fight), and this one's larger units used them up",
        "non suivi : les combats d'une bataille suivent en tout au plus {budget} états (les "
        "grilles d'EFF des deux unités multipliées, combat par combat), et les grandes "
        "unités de celle-ci les ont épuisés",
    ),
    "engage.not_followed_short": ("not followed", "non suivi"),
    "engage.grid_title": (
        "Engagements over the battle's {n}\u00a0turns: {army} engages",
        "Affrontements sur les {n}\u00a0tours de la bataille : {army} engage",
    ),
    "engage.turns.one": ("1\u00a0turn", "1\u00a0tour"),
    "engage.turns": ("{n}\u00a0turns", "{n}\u00a0tours"),
    "engage.odds": (
        "{first} {p1}, {second} {p2}; turns: mean {mean}, half over by {p50}, 9 in 10 "
        "by {p90}; EFF left {left1} / {left2}",
        "{first} {p1}, {second} {p2} ; tours : moyenne {mean}, la moitié finie en {p50}, "
        "9 sur 10 en {p90} ; EFF restant {left1} / {left2}",
    ),
    # the reading that counts it in shooting too is marked (round 8: L9 read as silent)
    "applied.versus_foot": (
        "mounted defender against foot, in melee and shooting{ruling_L9}: +1\u00a0DEF",
        "défenseur monté contre fantassins, en mêlée et au tir{ruling_L9} : +1\u00a0DEF",
    ),
    "applied.versus_cavalry": (
        "spears against cavalry: +1 ATT",
        "lances contre cavalerie : +1 ATT",
    ),
    # what the grid leaves out, said under its key (round 8): hatred holds in a fight's
    # first turn only; fear and terror are morale, counted in the engagements' odds (B6)
    "match.gm_adds": (
        "Not in the grid, the GM adds it: {lines}.",
        "Hors de la grille, au MJ : {lines}.",
    ),
    "match.hatred": (
        "{name}, hatred ({target}): +{a} ATT in the first turn of a fight only",
        "{name}, haine ({target}) : +{a} ATT au 1er tour de combat seulement",
    ),
    "match.fear": (
        "{name}, fear: its opponents test morale at the start of each turn (counted in the "
        "engagements below)",
        "{name}, peur : ses adversaires testent le moral en début de tour (compté dans les "
        "affrontements ci-dessous)",
    ),
    "match.terror": (
        "{name}, terror: its opponents test morale at −10 at the start of each turn "
        "(counted in the engagements below)",
        "{name}, terreur : ses adversaires testent le moral à −10 en début de tour (compté "
        "dans les affrontements ci-dessous)",
    ),
    "applied.flying": ("flying defender: +3 DEF", "défenseur volant : +3 DEF"),
    "applied.pierce": ("armor-piercing missiles", "projectiles perce-armure"),
    # the grids count the planned support in: the key says whose and how much, so that
    # the GM takes it off when the supporter does something else (round 9)
    "applied.support_melee": (
        "supported in melee (in the cell): {who}",
        "soutenue en mêlée (comprise dans la case) : {who}",
    ),
    "applied.support_shooting": (
        "supported by shooting (in the cell): {who}",
        "soutenue par le tir (compris dans la case) : {who}",
    ),
    "applied.support_who": (
        "{name} by {supporter}, {n}\u00a0ATT, {less} without it",
        "{name} par {supporter}, {n}\u00a0ATT, {less} sans ce soutien",
    ),
    # --- the scenario page: the sides at a glance, the field, the turn track ------------
    "side.players": ("Players", "Joueurs"),
    "side.strength": (
        "{units} · {soldiers} · PUI\u00a0{pui}",
        "{units} · {soldiers} · PUI\u00a0{pui}",
    ),
    "side.units": ("{n} units", "{n}\u00a0unités"),
    "side.unit": ("1 unit", "1\u00a0unité"),
    "side.soldiers": ("{n} fighters", "{n}\u00a0combattants"),
    # the fighters and, apart, the monsters with their hit points: a monster's EFF is its
    # hit points (seed IV-1), the EFF its sheet's limit on being engaged multiplies by 5
    # (III-1); the EFF column adds to fighters + hit points (rounds 4 and 11)
    "side.monster_counts": (
        "{n} fighters and a monster ({hp} hit points)",
        "{n}\u00a0combattants et un monstre ({hp}\u00a0points de vie)",
    ),
    "side.monsters_count": (
        "{n} fighters and {m} monsters ({hp} hit points)",
        "{n}\u00a0combattants et {m}\u00a0monstres ({hp}\u00a0points de vie)",
    ),
    "side.shooting": ("PUI\u00a0TIR\u00a0{n}", "PUI\u00a0TIR\u00a0{n}"),
    "side.general": ("General: {line}", "Général : {line}"),
    "side.characters": ("With them: {names}", "Avec eux : {names}"),
    "side.hidden": ("Face down: {names}", "Face cachée : {names}"),
    "side.traps": ("Traps: {names}", "Pièges : {names}"),
    "side.pc": ("{name} (PC)", "{name} (PJ)"),
    "side.with_unit": ("{name} (unit\u00a0{n})", "{name} (unité\u00a0{n})"),
    "side.pc_with_unit": ("{name} (PC, unit\u00a0{n})", "{name} (PJ, unité\u00a0{n})"),
    "command.value": ("Command\u00a0{n}%", "Commandement\u00a0{n}\u202f%"),
    "command.blank": ("Command ____%", "Commandement ____\u202f%"),
    "field.title": ("The field at the start", "Le champ de bataille au départ"),
    "field.between": ("Between the lines", "Entre les lignes"),
    "field.key": (
        "Each box is a unit and its sheet number; a dashed box marked “?” starts face "
        "down, where its line says.",
        "Chaque case : une unité et le numéro de sa fiche ; en tirets, marquée « ? », "
        "elle commence face cachée, là où sa ligne le dit.",
    ),
    # a face-down unit's mark: a question mark after the box before it, spaced as each
    # language spaces one (a narrow space in French)
    "field.hidden_mark": ("?", " ?"),
    # the short forms the kit uses, explained once, under the drawing of the field
    "field.abbrev": (
        "SIZE: fighters (a monster’s hit points); POW / Ranged POW: power in melee / "
        "at range; INI, ATT, DEF: initiative, attack, defense.",
        "EFF : combattants (points de vie d’un monstre) ; PUI / PUI TIR : puissance en "
        "mêlée / au tir ; INI, ATT, DEF : initiative, attaque, défense.",
    ),
    # where the raised marks lead, said in the field's key (one line, not the two of the
    # kit's usual sentence under the events: page 1 on US Letter keeps its notes area)
    "field.rulings": (
        "A circled number points to a ruling, explained at the end of the page {page}.",
        "Un numéro cerclé renvoie à un arbitrage, expliqué à la fin de la page {page}.",
    ),
    "field.key_plain": (
        "Each box is a unit and its sheet number.",
        "Chaque case est une unité et le numéro de sa fiche.",
    ),
    "field.trap": ("{name}: {where}", "{name} : {where}"),
    "field.crossing_title": ("{crossing}: how to play it", "{crossing} : comment le jouer"),
    "field.crossing_trap": (
        "{name} (trap, {army}): the first enemy unit to enter {crossing} takes "
        "POW\u00a0{pui} at {att}\u00a0ATT (column\u00a0{col}) as flat losses, stops for the "
        "turn and, if engaged, fights disorganized (INI\u00a0{ini}).",
        "{name} (piège, {army}) : la première unité ennemie entrée dans {crossing} "
        "subit PUI\u00a0{pui} à {att}\u00a0ATT (colonne\u00a0{col}) en pertes sèches, "
        "s’arrête pour le tour et, engagée, combat désorganisée (INI\u00a0{ini}).",
    ),
    "field.crossing_set": ("This battle’s own rules", "Règles du scénario"),
    # the GM's strip at the crossing: who holds it each turn, each trap laid there sprung
    "field.hold_title": ("Held by, turn", "Tenu par, tour"),
    "field.hold_trap": ("{name}: trap sprung", "{name} : piège déclenché"),
    "track.title": ("Turns (tick each)", "Tours (à cocher)"),
    "track.turn": ("Turn", "Tour"),
    # --- unit sheets: what a figure includes, what a weapon does ------------------------
    "sheet.militia_band": (
        "{text}, {side} the {low}–{high} the quick reference gives militia",
        "{text}, {side} le {low}–{high} que l'aide-mémoire donne aux milices",
    ),
    "sheet.militia_below": ("under", "sous"),
    "sheet.militia_above": ("over", "au-dessus de"),
    "sheet.with_mount": (
        "{n}, {mount} included ({set})",
        "{n}, {mount} compris ({set})",
    ),
    "sheet.per_rider": ("per rider and mount", "par cavalier et sa monture"),
    "cond.pierce": (
        "Shooting pierces armour: the target's armour counts {n}\u00a0DEF less (its "
        "shield still counts)",
        "Au tir, perce l'armure : l'armure de la cible compte {n}\u00a0DEF de moins "
        "(son bouclier compte toujours)",
    ),
}
