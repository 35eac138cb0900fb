"""Words of the hero cards and the zone cards, key -> (english, french).

A hero card: class and points, bonuses with heroism or a sacrifice, cooldown, moderate
use, what damage bonuses count in. A zone card: each terrain characteristic with its
levels and rules, how it is worsened or eased, and the occupant's and attacker's skills.
"""

CARD_WORDS: dict[str, tuple[str, str]] = {
    # --- zone cards -------------------------------------------------------------------
    "jw.feature.unstable_ground": ("Unstable ground", "Sol instable"),
    "jw.feature.stronghold": ("Stronghold", "Place forte"),
    "jw.feature.cover": ("Cover", "Couverture"),
    "jw.feature.heights": ("Heights", "Hauteurs"),
    "jw.feature.weather": ("Weather", "Intempéries"),
    "jw.level.unstable_ground.1": ("mud, sand, ice", "boue, sable, verglas"),
    "jw.level.unstable_ground.2": ("marsh, quicksand", "marais, sables mouvants"),
    "jw.level.unstable_ground.3": ("flooded: swimming only", "inondé : à la nage"),
    "jw.level.stronghold.1": ("civil buildings, ruins", "bâtiments civils, ruines"),
    "jw.level.stronghold.2": ("old or reinforced works", "vieux ouvrages renforcés"),
    "jw.level.stronghold.3": ("strongholds built for war", "places fortes de guerre"),
    "jw.level.stronghold.4": ("an impregnable fortress", "forteresse inexpugnable"),
    "jw.level.cover.1": ("sparse trees, trenches, mist", "arbres épars, tranchées, brume"),
    "jw.level.cover.2": ("woods, thick fog, gorges", "sous-bois, brouillard épais, gorges"),
    "jw.level.cover.3": ("total: the army is unseen", "totale : l'armée est invisible"),
    "jw.level.heights.1": ("hills, dunes", "collines, dunes"),
    "jw.level.heights.2": ("scarps, low cliffs", "escarpements, petites falaises"),
    "jw.level.heights.3": ("cliffs, low mountains", "falaises, petites montagnes"),
    "jw.level.heights.4": ("high mountain", "haute montagne"),
    "jw.level.weather.1": ("light rain, strong wind", "petite pluie, vent fort"),
    "jw.level.weather.2": ("storm, endless rain", "tempête, pluie incessante"),
    "jw.level.weather.3": ("cyclone, tornado", "cyclone, tornade"),
    "jw.rule.stronghold": (
        "Against Push back: Parry +{n}; against Total melee: Vigor +{n}. Shelters from "
        "weather by its level.",
        "Contre un Recul : Parade +{n} ; contre une Mêlée totale : Vigueur +{n}. Abrite des "
        "intempéries de son niveau.",
    ),
    "jw.rule.heights": (
        "Finesse attacks downhill: reach +1.",
        "Attaques habiles vers le bas : portée +1.",
    ),
    # round 20: what the heights make of the skills, in full words (the brackets in the
    # table's cells read only with a key): each side's totals against a lower zone, the
    # value first ("+3 en Attaque habile, Parade et Volonté, +1 en Moral")
    "jw.rule.heights_below": (
        "Against an enemy below, the occupant is at {mine}; the enemy, at {theirs}.",
        "Contre un ennemi en contrebas, l'occupant passe à {mine} ; l'ennemi, à {theirs}.",
    ),
    "jw.rule.heights_group": ("{value} in {skills}", "{value} en {skills}"),
    "jw.rule.heights_and": (" and ", " et "),
    "jw.weather_felt": (
        "Felt as {felt} under the stronghold.",
        "Ressenties {felt} sous la place forte.",
    ),
    "jw.changes": ("Changing the terrain", "Modifier le terrain"),
    "jw.changes_help": (
        "One characteristic of the zone held or of the next, one level a round. Held zone: "
        "the roll meets the occupant's passive defense; empty zone: 5 × the level. Weather "
        "spreads to the zones around, one level less at each ring.",
        "Une caractéristique de la zone tenue ou d'une voisine, d'un niveau par round. Zone "
        "tenue : le jet affronte la défense passive de l'occupant ; zone vide : 5 × le "
        "niveau. Les intempéries gagnent les zones alentour, un niveau de moins par cercle.",
    ),
    "jw.change.feature": ("Characteristic", "Caractéristique"),
    "jw.change.up": ("Raise with", "Monter avec"),
    "jw.change.down": ("Lower with", "Baisser avec"),
    "jw.change.held": ("Held zone: against", "Zone tenue : contre"),
    "jw.change.empty": ("Empty zone", "Zone vide"),
    "jw.empty_zone": ("{n} × the level", "{n} × le niveau"),
    "jw.weather_held": (
        "{skill}, if the occupant has magic",
        "{skill}, si l'occupant a de la magie",
    ),
    "jw.weather_only": (
        "Magic or very advanced devices only:",
        "Magie ou technologie très avancée seulement :",
    ),
    "jw.weather_empty": (
        "the roll alone, unopposed",
        "le jet seul, sans opposition",
    ),
    "jw.cannot_change": ("cannot be changed", "immuable"),
    "jw.plain": (
        "Open plain: no characteristic, no modifier.",
        "Plaine dégagée : aucune caractéristique, aucun modificateur.",
    ),
    "jw.worsen": (
        "{skill} against {n} × the level wanted",
        "{skill} contre {n} × le niveau voulu",
    ),
    "jw.ease": (
        "{skill} against {n} × the present level",
        "{skill} contre {n} × le niveau actuel",
    ),
    "jw.held_by": ("Held by", "Tenue par"),
    "jw.neighbours": ("Touches", "Touche"),
    "jw.no_neighbour": ("no other zone", "aucune autre zone"),
    "jw.exit_cost.one": ("Leaving takes {n} move.", "En sortir demande {n} déplacement."),
    "jw.exit_cost.many": ("Leaving takes {n} moves.", "En sortir demande {n} déplacements."),
    "jw.occupant": ("Occupant", "Occupant"),
    "jw.attacker": ("Against it", "Contre lui"),
    "jw.zone_table_help": (
        "Occupant: its skills here. Against it: the skills of an enemy acting against the "
        "occupant.",
        "Occupant : ses compétences ici. Contre lui : celles d'un ennemi qui agit contre "
        "l'occupant.",
    ),
    # --- hero cards -------------------------------------------------------------------
    "jw.class_line": (
        "{cls} hero (level {level})",
        "héros {cls} (niveau {level})",
    ),
    # why the class went up, short enough for one line of the card's head (a PC's)
    "jw.class_up": (
        "{cls} hero ({base} at level {level}, +1: {why})",
        "héros {cls} ({base} au niveau {level}, +1 : {why})",
    ),
    "jw.pc.short": ("PC", "PJ"),
    # what the first figure counts: the class's hero points spent (bonuses less the
    # penalties that bought more), not the bonuses' total printed below
    "jw.points_line": (
        "{spent}/{points} points spent (bonuses {bonus} − penalties {malus})",
        "{spent}/{points} points dépensés (bonus {bonus} − malus {malus})",
    ),
    # the commander's card prints each bonus +1 (seed 002, "Le commandant"): its line
    # opens as every hero card's does, the hero points spent, then says in plain words
    # what the commander adds, already in the bonuses printed below, as the card's help
    # says (round 18: "+4 en commandant" folded into the brackets read as jargon; round
    # 22: "7 points" alone read apart from the other cards' "x/x points dépensés"); what
    # the commander adds kept on one line
    "jw.points_line.commander": (
        "{spent}/{points} points spent (bonuses {bonus} − penalties {malus}), "
        "+{extra}\u00a0as\u00a0commander (+1 per bonus)",
        "{spent}/{points} points dépensés (bonus {bonus} − malus {malus}), "
        "+{extra}\u00a0en\u00a0commandant (+1 par bonus)",
    ),
    # without a penalty the points spent are the bonuses: the sum is not said again, and
    # the commander's +1 a bonus is the card's help (a commander's card in the starter
    # ran 1.2 mm past the tarot card with both)
    "jw.points_line.bare": ("{spent}/{points} points spent", "{spent}/{points} points dépensés"),
    "jw.points_line.commander.bare": (
        "{spent}/{points} points spent, +{extra}\u00a0as\u00a0commander",
        "{spent}/{points} points dépensés, +{extra}\u00a0en\u00a0commandant",
    ),
    "jw.bonus": ("Bonus", "Bonus"),
    "jw.with_heroism": ("+1", "+1"),
    "jw.with_sacrifice": ("+2", "+2"),
    "jw.bonus_help": (
        "+1: heroism or sacrifice · +2: both (the hero dies).",
        "+1 : héroïsme ou sacrifice · +2 : les deux (le héros meurt).",
    ),
    "jw.bonus_help_commander": (
        "As commander: +1 on each bonus, counted here.",
        "En commandant : +1 sur chaque bonus, compté ici.",
    ),
    "jw.cooldown": ("Cooldown", "Recharge"),
    "jw.heroism_pc_sheet": ("copy from the PC sheet", "reportez-les de sa fiche de PJ"),
    "jw.heroism_count.one": ("{n} point", "{n}\u00a0point"),
    "jw.heroism_count.many": ("{n} points", "{n}\u00a0points"),
    "jw.heroism_pool.one": (
        "Heroism: the commander's pool, {n} point for the whole army.",
        "Héroïsme\u202f: la réserve du commandant, {n}\u00a0point pour toute l'armée.",
    ),
    "jw.heroism_pool.many": (
        "Heroism: the commander's pool, {n} points for the whole army.",
        "Héroïsme\u202f: la réserve du commandant, {n}\u00a0points pour toute l'armée.",
    ),
    "jw.heroism_own.one": (
        "Heroism: {n} point, the hero's own.",
        "Héroïsme\u202f: {n}\u00a0point propre au héros.",
    ),
    "jw.heroism_own.many": (
        "Heroism: {n} points, the hero's own.",
        "Héroïsme\u202f: {n}\u00a0points propres au héros.",
    ),
    "jw.heroism_pc": (
        "Heroism: the player character's own points.",
        "Héroïsme\u202f: les points propres du PJ.",
    ),
    # seed 002, "La mort de héros" and "Le commandant": a hero death avoided by heroism
    # still ends the hero's part as a hero; a commander saved so takes command again after
    # the round of confusion, never again as a hero
    "jw.heroism_saved": (
        "Death avoided by heroism: steps in no more.",
        "Mort évitée par l'héroïsme\u202f: n'intervient plus.",
    ),
    "jw.heroism_saved.commander": (
        "Death avoided by heroism: back in command after the confusion, never as a hero.",
        "Mort évitée par l'héroïsme\u202f: reprend la tête après la confusion, plus en héros.",
    ),
    "jw.heroism_none": (
        "Heroism: no point given.",
        "Héroïsme\u202f: aucun point donné.",
    ),
    "jw.hero_death": ("Death", "Mort"),
    "jw.secret_hero": (
        "secret: not in the players' handout",
        "secret : absent du livret des joueurs",
    ),
    "jw.moderate": ("Moderate use", "Usage modéré"),
    "jw.moderate_row": (
        "{drop} bonuses given up → cooldown\u00a0{rounds}",
        "{drop} bonus abandonnés → recharge\u00a0{rounds}",
    ),
    # the commander's card: what its hero death costs, and what follows (seed 002,
    # "Le commandant": a new commander, the army's level worked out again; who it is,
    # ruling O18)
    "jw.succession": (
        "Death: confusion ({n}).",
        "Sa mort : confusion ({n}).",
    ),
    "jw.succession.assured": (
        "Death: confusion (no penalty).",
        "Sa mort : confusion (sans malus).",
    ),
    # the commander's successor (ruling O18): on the card and the army sheet
    "jw.successor.level": (
        "Then {name} commands{ruling_O18}: army level {level} (skills {n}).",
        "Puis {name} commande{ruling_O18} : niveau d'armée {level} (compétences {n}).",
    ),
    "jw.successor.level_talents": (
        "Then {name} commands{ruling_O18}: army level {level} (skills {n}; {talents}).",
        "Puis {name} commande{ruling_O18} : niveau d'armée {level} (compétences {n}\u202f; "
        "{talents}).",
    ),
    "jw.successor.same": (
        "Then {name} commands{ruling_O18}: army level {level}, unchanged.",
        "Puis {name} commande{ruling_O18} : niveau d'armée {level}, inchangé.",
    ),
    "jw.successor.unknown": (
        "Then {name} commands{ruling_O18}: army level recomputed.",
        "Puis {name} commande{ruling_O18} : niveau d'armée recalculé.",
    ),
    "jw.successor.none": (
        "Then the GM names a new commander{ruling_O18}: army level recomputed.",
        "Puis le MJ désigne un nouveau commandant{ruling_O18} : niveau d'armée recalculé.",
    ),
    # what else changes under the successor (seed 002: talents, strategist; ruling O18):
    # a list after the level, on the card and the army sheet
    "jw.under.talents_short": ("{n} talent of {taken}", "{n} talent sur {taken}"),
    "jw.under.talents_short_many": ("{n} talents of {taken}", "{n} talents sur {taken}"),
    "jw.support_line": (
        "Hero support (one hero a round): cooldown {n}, or +2 on one bonus; survives one death.",
        "Soutien du héros (un seul héros par round) : recharge {n} ou +2 à un bonus ; "
        "évite 1 mort.",
    ),
    # a supported hero's two death boxes: the first death survived, then the one that
    # takes them out (seed 002, "Soutien du héros")
    "jw.hero_deaths": ("Deaths", "Morts"),
    "jw.hero_damage_note": (
        "Damage, protection: in {steps}.",
        "Dégâts, protection : en {steps}.",
    ),
    "jw.steps.vdb": (
        "damage steps (DS)",
        "VDB de dégâts",
    ),
    "jw.steps.raw": (
        "points of damage",
        "points de dégâts",
    ),
    "jw.steps_unit.vdb": (
        "DS of its corps",
        "VDB de son corps",
    ),
    "jw.steps_unit.raw": (
        "points, one each",
        "points, un chacun",
    ),
}
