"""Text of the Risques & Périls (bloodlust) kit: key -> (english, french).

Names of table rows and rules are ours; the facts (numbers) come from seed 001.
"""

TEXT: dict[str, tuple[str, str]] = {
    "system.bloodlust": (
        "Risques & Périls mass combat (after Bloodlust)",
        "Combat de masse Risques & Périls (d'après Bloodlust)",
    ),
    # --- findings ---------------------------------------------------------------------
    "msg.two_armies": (
        "a battle needs two armies, this one has {count}",
        "une bataille oppose deux armées, celle-ci en a {count}",
    ),
    "msg.unit_without_power": (
        "unit '{name}' has no power: give `pui:` (e.g. 1.5) or `troop:` (average, expert…)",
        "l'unité « {name} » n'a pas de puissance : indiquez `pui:` (ex. 1.5) "
        "ou `troop:` (average, expert…)",
    ),
    "msg.pui_outside_band": (
        "{value} is outside the '{band}' band ({low} to {high}); the value given is used",
        "{value} sort de la tranche « {band} » ({low} à {high}) ; la valeur donnée s'applique",
    ),
    "msg.machine_without_type": (
        "war machine '{name}' needs `machine:` (ballista, catapult, trebuchet, cannon) "
        "or a `pui_tir:`",
        "la machine de guerre « {name} » demande `machine:` (ballista, catapult, trebuchet, "
        "cannon) ou une `pui_tir:`",
    ),
    "msg.machine_on_troop": (
        "'{name}' has a `machine:` but is not `kind: war_machine`; its battery still shoots",
        "« {name} » a une `machine:` sans être `kind: war_machine` ; sa batterie tire quand même",
    ),
    "msg.barding_without_mount": (
        "'{name}' has barding but no mount; the DEF and INI still apply",
        "« {name} » a des caparaçons sans monture ; la DEF et l'INI s'appliquent quand même",
    ),
    "msg.lance_on_foot": (
        "'{name}' carries cavalry lances on foot; their bonuses still apply",
        "« {name} » porte des lances de cavalerie à pied ; leurs bonus s'appliquent quand même",
    ),
    "msg.tortoise_without_shields": (
        "'{name}' forms a tortoise without shields (the rules ask for shields)",
        "« {name} » se forme en tortue sans boucliers (la règle demande des boucliers)",
    ),
    "msg.size_without_very_large": (
        "'{name}' has a `size_bonus:` but not the very_large attribute; it is ignored",
        "« {name} » a un `size_bonus:` sans l'attribut very_large ; il est ignoré",
    ),
    "msg.hatred_without_target": (
        "'{name}' has hatred but no `hates:` (the race it hates)",
        "« {name} » a la haine sans `hates:` (la race haïe)",
    ),
    "msg.ranged_without_power": (
        "'{name}' has a missile weapon but no `pui_tir:` or `archer:`; it cannot shoot",
        "« {name} » a une arme de tir sans `pui_tir:` ni `archer:` ; elle ne peut pas tirer",
    ),
    "msg.power_without_ranged": (
        "'{name}' has a PUI TIR but no `ranged:` weapon; it shoots with no weapon bonus",
        "« {name} » a une PUI TIR sans arme `ranged:` ; elle tire sans bonus d'arme",
    ),
    "msg.character_tough": (
        "{name} has EFF {eff}; characters usually have 1, at most 3",
        "{name} a un EFF de {eff} ; un personnage a d'ordinaire 1, au plus 3",
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
    "melee.spear": ("spears", "lances (à pied)"),
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
    "severity.light": ("light", "lég."),
    "severity.moderate": ("moderate", "mod."),
    "severity.serious": ("serious", "sér."),
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
    "mode.tir": ("shooting", "tir"),
    "mode.spell": ("spell", "sort"),
    "mode.frenzy": ("frenzy", "frénésie"),
    "abbr.melee": ("M", "M"),
    "abbr.charge": ("C", "C"),
    "abbr.tir": ("S", "T"),
    "abbr.frenzy": ("F", "F"),
    "abbr.combat_drugs": ("D", "D"),
    "sheet.legend": ("{abbr}: {mode}", "{abbr} : {mode}"),
    "mode.combat_drugs": ("drugs", "drogues"),
    "mode.trap": ("trap", "piège"),
    "mode.character": ("character", "personnage"),
    "trap.stake_pits": ("Stake pits opened under a unit", "Fosses à pieux sous une unité"),
    "trap.burning_plain": ("Plain set on fire", "Plaine embrasée"),
    # --- breakdown parts ----------------------------------------------------------------
    "part.own": ("as given", "valeur donnée"),
    "part.base": ("own", "propre"),
    "part.size": ("size (EFF)", "taille (EFF)"),
    "part.soldiers": ("{n} × {per} = {total}", "{n} × {per} = {total}"),
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
        "Drugs: ×{m} PUI for one turn = {total} (col. {col}); next turn a morale check and "
        "{pct}% of EFF lost",
        "Drogues : ×{m} PUI pendant un tour = {total} (col. {col}) ; au tour suivant, jet "
        "de moral et {pct} % de l'EFF perdus",
    ),
    "cond.frenzy": (
        "Frenzy, once a battle: ×{m} PUI = {total} (col. {col}) and +{a} ATT, immune to "
        "fear; disorganised the turn after",
        "Frénésie, une fois par bataille : ×{m} PUI = {total} (col. {col}) et +{a} ATT, "
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
        "Regeneration: for each 5 losses taken in a turn, 1d6: on 4+ they come back (50 %)",
        "Régénération : pour chaque tranche de 5 pertes d'un tour, 1d6 : sur 4+ elles "
        "reviennent (50 %)",
    ),
    "cond.flying": (
        "Flying: +{d} DEF against units on the ground",
        "Vol : +{d} DEF contre les unités au sol",
    ),
    "cond.tortoise": (
        "Tortoise formation: +{d} DEF while formed",
        "Formation en tortue : +{d} DEF tant qu'elle tient",
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
    "sheet.hp": ("EFF (hit points)", "EFF (points de vie)"),
    "sheet.crew": ("EFF (crew)", "EFF (servants)"),
    "sheet.pui": ("PUI", "PUI"),
    "sheet.pui_tir": ("PUI TIR", "PUI TIR"),
    "sheet.total_pui": ("Total PUI", "PUI totale"),
    "sheet.total_pui_tir": ("Total PUI TIR", "PUI TIR totale"),
    "sheet.per_soldier": ("per soldier", "par combattant"),
    "sheet.per_creature": ("the creature", "la créature"),
    "sheet.ini": ("INI", "INI"),
    "sheet.att": ("ATT", "ATT"),
    "sheet.att_tir": ("ATT (shooting)", "ATT (tir)"),
    "sheet.def": ("DEF", "DEF"),
    "sheet.mo": ("Morale", "Moral"),
    "sheet.equipment": ("Equipment", "Équipement"),
    "sheet.attributes": ("Special attributes", "Attributs spéciaux"),
    "sheet.breakdown": ("Where the numbers come from", "D'où viennent les valeurs"),
    "sheet.situational": ("Only when…", "Seulement si…"),
    "sheet.charge": ("Charge", "Charge"),
    "sheet.charge_line": (
        "×{m} PUI = {total} (col. {col}), INI {ini}",
        "×{m} PUI = {total} (col. {col}), INI {ini}",
    ),
    "sheet.support": ("Support it lends", "Soutien apporté"),
    "sheet.support_melee": ("in melee: +{n} ATT", "en mêlée : +{n} ATT"),
    "sheet.support_tir": ("by shooting: +{n} ATT", "au tir : +{n} ATT"),
    "sheet.support_machine": ("as war machines: +{n} ATT", "machines de guerre : +{n} ATT"),
    "sheet.row_rule": (
        "Row = d10 + ATT − enemy DEF + support; below 1 read 1; past 30 add 5 per row.",
        "Ligne = d10 + ATT − DEF adverse + soutien ; sous 1 lire 1 ; au-delà de 30, +5 par ligne.",
    ),
    "sheet.columns": ("Casualties inflicted", "Pertes infligées"),
    "sheet.column_head": ("PUI {low}–{high}", "PUI {low}–{high}"),
    "sheet.column_use": ("{mode} {high}–{low}", "{mode} {high}–{low}"),
    "sheet.column_help": (
        "Under each column: the EFF at which it is read, by mode ({legend}).",
        "Sous chaque colonne : l'EFF auquel on la lit, par mode ({legend}).",
    ),
    "sheet.full": ("full strength", "effectif complet"),
    "sheet.track": ("Loss track", "Suivi des pertes"),
    "sheet.track_help": (
        "Tick a box for every {step} lost. Each box shows the EFF left, then the column "
        "letter of the table below (melee{charge}{tir}).",
        "Cochez une case par tranche de {step} pertes. Chaque case donne l'EFF restant, "
        "puis la lettre de colonne du tableau ci-dessous (mêlée{charge}{tir}).",
    ),
    "sheet.track_charge": (" / charge", " / charge"),
    "sheet.track_tir": (" / shooting", " / tir"),
    "sheet.morale_line": (
        "Morale check after losses from EFF {eff} (50 % lost)",
        "Jet de moral après pertes dès EFF {eff} (50 % perdus)",
    ),
    "sheet.heavy_line": (
        "Rally rolls at −10 below EFF {eff} (more than 75 % lost)",
        "Ralliement à −10 sous EFF {eff} (plus de 75 % perdus)",
    ),
    "sheet.monster_track": (
        "A monster's PUI never drops; at 0 it is out of the fight.",
        "La PUI d'un monstre ne baisse pas ; à 0, il est hors de combat.",
    ),
    "sheet.morale_odds": ("Morale check (d100)", "Jet de moral (d100)"),
    "sheet.modifier": ("modifier", "modificateur"),
    "sheet.after_losses": ("after losses", "après pertes"),
    "sheet.facing_fear": ("facing fear", "face à la peur"),
    "sheet.facing_terror": ("facing terror", "face à la terreur"),
    "sheet.rally": ("Rally roll", "Ralliement"),
    "sheet.rally_line": (
        "Rallied on: {results}. −10 with more than 75 % lost, −25 if routed.",
        "Ralliée sur : {results}. −10 au-delà de 75 % de pertes, −25 en déroute.",
    ),
    "sheet.rally_none": (
        "Nobody in this unit can rally it: it stays as it is.",
        "Personne dans l'unité ne peut la rallier : elle reste en l'état.",
    ),
    "sheet.characters": ("With this unit", "Avec cette unité"),
    "sheet.spells": ("Battle magic", "Magie de bataille"),
    "sheet.spell_line": (
        "{name}: {uses}× a day{attack}{effect}",
        "{name} : {uses}× par jour{attack}{effect}",
    ),
    "sheet.spell_attack": (
        ", PUI {pui} at {att} ATT (col. {col})",
        ", PUI {pui} à {att} ATT (col. {col})",
    ),
    "sheet.face_down": ("Face-down unit", "Unité face cachée"),
    "sheet.back_hint": (
        "Turn over when the unit is engaged or revealed.",
        "À retourner quand l'unité est engagée ou découverte.",
    ),
    "sheet.back_of": ("back of sheet {n}", "verso de la fiche {n}"),
    "sheet.number": ("Sheet {n}", "Fiche {n}"),
    "sheet.initiative_turn": (
        "Each turn: INI + the army's d10 + {bonus} (general)",
        "À chaque tour : INI + d10 de l'armée + {bonus} (général)",
    ),
    # --- character cards ------------------------------------------------------------
    "char.pc": ("Player character", "Personnage joueur"),
    "char.npc": ("Notable NPC", "PNJ remarquable"),
    "char.in_unit": ("fights in: {unit}", "combat dans : {unit}"),
    "char.alone": ("acts on their own", "agit seul"),
    "char.bonus": ("Adds to the unit", "Ajoute à l'unité"),
    "char.command": ("Command", "Commandement"),
    "char.wounds": (
        "Wounds each hour in the unit (1d12)",
        "Blessures par heure dans l'unité (1d12)",
    ),
    "char.wound_head": ("EFF left {high}–{low}", "EFF restant {high}–{low}"),
    "char.no_wound": ("no notable wound", "aucune blessure notable"),
    "char.wound_odds": ("Chance of no wound", "Chance de n'avoir aucune blessure"),
    # --- GM page, matchups ------------------------------------------------------------
    "gm.units": ("Units", "Unités"),
    "gm.general": ("General", "Général"),
    "gm.general_bonus": ("+{n} to the army's d10", "+{n} au d10 de l'armée"),
    "gm.no_general": ("no general", "pas de général"),
    "gm.general_pc": ("player character", "personnage joueur"),
    "gm.initiative": ("Who acts first", "Qui agit en premier"),
    "gm.initiative_line": (
        "{first}'s d10 beats {second}'s {p} of turns; equal {tie} (a general's roll decides)",
        "Le d10 de {first} bat celui de {second} {p} des tours ; égalité {tie} (un jet du "
        "général tranche)",
    ),
    "gm.traps": ("Traps", "Pièges"),
    "gm.turns": (
        "{n} one-hour turns at most.",
        "{n} tours d'une heure au plus.",
    ),
    "match.title": ("Matchups: {army} attacks", "Affrontements : {army} attaque"),
    "match.help": (
        "Each cell: the row modifier (d10 + it, before support) and the casualties one roll "
        "inflicts on average, exactly, at full strength; the range below. Lines marked with "
        "a letter apply a situational bonus.",
        "Chaque case : le modificateur de ligne (d10 + lui, hors soutien) et les pertes "
        "moyennes d'un jet, exactes, à effectif complet ; l'écart dessous. Une lettre signale "
        "un bonus de situation appliqué.",
    ),
    "match.attacker": ("Attacker", "Attaquant"),
    "match.expected": ("avg {n}", "moy. {n}"),
    "match.range": ("{low}–{high}", "{low}–{high}"),
    "match.applied": ("Situational bonuses applied", "Bonus de situation appliqués"),
    "applied.versus_foot": (
        "mounted defender against foot: +1 DEF",
        "défenseur monté contre fantassins : +1 DEF",
    ),
    "applied.versus_cavalry": (
        "spears against cavalry: +1 ATT",
        "lances contre cavalerie : +1 ATT",
    ),
    "applied.flying": ("flying defender: +3 DEF", "défenseur volant : +3 DEF"),
    "applied.pierce": ("armour-piercing missiles", "projectiles perce-armure"),
    # --- quick reference ----------------------------------------------------------------
    "qr.casualties": ("Casualty table", "Table des pertes"),
    "qr.casualties_help": (
        "Row: d10 + ATT − enemy DEF + support. Column: the unit's total PUI, rounded. Rows "
        "below 1 read row 1; past row 30 and past PUI 1000 (each further 100) add 5.",
        "Ligne : d10 + ATT − DEF adverse + soutien. Colonne : la PUI totale de l'unité, "
        "arrondie. Sous la ligne 1, lire 1 ; au-delà de la ligne 30 et de PUI 1000 (par "
        "tranche de 100), ajouter 5.",
    ),
    "qr.row": ("Row", "Ligne"),
    "qr.eff_ini": ("Initiative by EFF", "Initiative selon l'EFF"),
    "qr.eff_ini_rows": ("EFF {low}–{high}", "EFF {low}–{high}"),
    "qr.eff_ini_more": (
        "and −2 more for each further 50",
        "et −2 de plus par tranche de 50 en plus",
    ),
    "qr.eff_examples": (
        "Big soldiers count more: an ogre 3 EFF, a 5 m giant 7, a chaos warrior 2.",
        "Les grands gabarits comptent plus : un ogre 3 EFF, un géant de 5 m 7, un guerrier "
        "du chaos 2.",
    ),
    "qr.bands": ("PUI and PUI TIR of one combatant", "PUI et PUI TIR d'un combattant"),
    "qr.band_mid": ("kitgen's value", "valeur kitgen"),
    "qr.bands_help": (
        "Cavalry: rider's PUI + mount's. Chariot: crew's + animals'.",
        "Cavalerie : PUI du cavalier + celle de la monture. Char : équipage + attelage.",
    ),
    "qr.armour": ("Armour", "Armures"),
    "qr.melee": ("Melee weapons", "Armes de mêlée"),
    "qr.ranged": ("Missile weapons", "Armes de tir"),
    "qr.mounts": ("Mounts", "Montures"),
    "qr.mounts_help": (
        "Every mount: ×1.2 PUI in a charge and +1 DEF against troops on foot. A war "
        "chariot's ×1.4 replaces the ×1.2; a cavalry lance's ×1.3 multiplies with it.",
        "Toute monture : ×1,2 PUI en charge et +1 DEF contre des troupes à pied. Le ×1,4 "
        "d'un char remplace le ×1,2 ; le ×1,3 d'une lance de cavalerie s'y multiplie.",
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
        "Checked at the end of a turn with losses, once 50 % or more of the EFF is gone. "
        "Disorganised: −2 INI. Rout: no combat roll, −10 INI.",
        "Jet en fin de tour avec pertes, dès 50 % ou plus de l'EFF perdus. Désorganisée : "
        "−2 INI. Déroute : aucun jet de combat, −10 INI.",
    ),
    "qr.rally": ("Rallying (command roll)", "Ralliement (jet de commandement)"),
    "qr.rally_help": (
        "Someone able to lead (general, character) rolls; −10 with more than 75 % lost, "
        "−25 if routed. Not rallied: try again next turn.",
        "Un meneur (général, personnage) lance ; −10 au-delà de 75 % de pertes, −25 en "
        "déroute. Non ralliée : nouvel essai au tour suivant.",
    ),
    "qr.wounds": ("Character wounds (1d12)", "Blessures des personnages (1d12)"),
    "qr.wounds_col": ("{low}–{high} % lost", "{low}–{high} % perdus"),
    "qr.turn_hour": ("The turn (one hour)", "Le tour (une heure)"),
    "qr.rules": ("Manoeuvres", "Manœuvres"),
    "turn.characters": (
        "Characters act first: duels, banners, rescues, speeches, sabotage…",
        "Les personnages agissent d'abord : duels, bannières, secours, harangues, sabotages…",
    ),
    "turn.initiative": (
        "Each army rolls one d10, adds its general's bonus, and adds that to every unit's INI.",
        "Chaque armée lance un d10, ajoute le bonus de son général, et l'ajoute à l'INI de "
        "chacune de ses unités.",
    ),
    "turn.engagement": (
        "Highest INI first, units move and engage one enemy unit each; equal INI: the "
        "generals roll.",
        "Par INI décroissante, les unités bougent et engagent chacune une unité ennemie ; à "
        "égalité, les généraux lancent.",
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
        "Units at 50 % losses or worse that lost soldiers this turn check morale; leaders "
        "may try to rally.",
        "Les unités à 50 % de pertes ou plus qui ont perdu du monde ce tour testent le "
        "moral ; les meneurs peuvent rallier.",
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
        "A unit placed behind an engaged friend lends ATT: melee PUI / 50 rounded up; "
        "shooting PUI TIR / 50 rounded down, +1 (one shooting unit per fight); war "
        "machines their table value. The 3-against-1 limit counts supporters.",
        "Une unité placée derrière une alliée engagée lui prête de l'ATT : PUI / 50 "
        "arrondi au-dessus en mêlée ; PUI TIR / 50 arrondi au-dessous, +1, au tir (une seule "
        "unité de tir par combat) ; les machines selon leur table. La limite de 3 contre 1 "
        "compte les soutiens.",
    ),
    "rule.shooting": (
        "A shooting unit not in melee picks a target in range and rolls with its PUI TIR; no "
        "reply. Charged while not in melee last turn, it shoots once before the melee.",
        "Une unité de tir hors mêlée choisit une cible à portée et lance avec sa PUI TIR ; "
        "pas de riposte. Chargée alors qu'elle n'était pas au contact, elle tire une fois "
        "avant la mêlée.",
    ),
    "rule.organise": (
        "A leader in the unit who passes a command roll organises it for one turn: +1 DEF or "
        "+1 ATT. A failure disorganises it, a critical failure routs it.",
        "Un meneur dans l'unité qui réussit un jet de commandement l'organise pour un tour : "
        "+1 DEF ou +1 ATT. Un échec la désorganise, un échec critique la met en déroute.",
    ),
    "rule.ambush": (
        "Ambush: an enemy that did not scout the spot takes one free attack at +2 ATT with "
        "no reply, then the fight goes on in the same turn.",
        "Embuscade : un ennemi qui n'a pas fouillé l'endroit subit une attaque gratuite à "
        "+2 ATT sans réplique, puis le combat continue dans le même tour.",
    ),
    "rule.traps": (
        "Traps: unless spotted, they deal their casualties outright; the unit stops for the "
        "turn and fights disorganised. Examples: stake pits PUI 80 at +2 ATT; a burning "
        "plain PUI 100 at +3 ATT.",
        "Pièges : s'ils ne sont pas repérés, ils infligent leurs pertes d'office ; l'unité "
        "s'arrête pour le tour et combat désorganisée. Exemples : fosses à pieux PUI 80 à "
        "+2 ATT ; plaine embrasée PUI 100 à +3 ATT.",
    ),
    "rule.monsters": (
        "Monsters: EFF is hit points; their PUI does not drop with them; they check morale "
        "like any unit.",
        "Monstres : l'EFF est leur total de points de vie ; leur PUI ne baisse pas ; ils "
        "testent le moral comme une unité.",
    ),
    "rule.characters": (
        "Characters add their PUI bonus (+1 to +8) to their unit's total and can rally it; "
        "in a unit, roll their wounds each hour on the 1d12 table.",
        "Les personnages ajoutent leur bonus de PUI (+1 à +8) au total de leur unité et "
        "peuvent la rallier ; dans une unité, leurs blessures se tirent chaque heure sur la "
        "table 1d12.",
    ),
}
