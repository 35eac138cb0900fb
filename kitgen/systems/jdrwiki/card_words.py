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
    "jw.rule.unstable_ground": (
        "Leaving costs one extra move per level.",
        "En sortir coûte un déplacement de plus par niveau.",
    ),
    "jw.rule.stronghold": (
        "Against Push back: Parry +{n}; against Total melee: Vigour +{n} (5 × level). "
        "Shelters from weather by its level.",
        "Contre un Recul : Parade +{n} ; contre une Mêlée totale : Vigueur +{n} (5 × le "
        "niveau). Abrite des intempéries à hauteur de son niveau.",
    ),
    "jw.rule.cover": (
        "Leaving costs one extra move, whatever the level.",
        "En sortir coûte un déplacement de plus, quel que soit le niveau.",
    ),
    "jw.rule.heights": (
        "Leaving costs one extra move per level; finesse attacks downhill reach one unit "
        "further. Figures below: against flat ground (else use the difference). Cannot be "
        "changed.",
        "En sortir coûte un déplacement de plus par niveau ; les attaques habiles vers le bas "
        "portent une unité plus loin. Chiffres ci-dessous : contre un terrain plat (sinon, la "
        "différence). Immuable.",
    ),
    "jw.rule.weather": (
        "Changed only by magic or advanced devices; neighbouring zones follow one level less.",
        "Ne change que par magie ou technologie avancée ; les zones voisines suivent à un "
        "niveau de moins.",
    ),
    "jw.weather_felt": (
        "Weather {weather}, felt as {felt} under the stronghold.",
        "Intempéries {weather}, ressenties {felt} sous la place forte.",
    ),
    "jw.change_row": (
        "raise: {up} · lower: {down} · held: against {by} · unheld: {resist}",
        "monter : {up} · baisser : {down} · occupée : contre {by} · vide : {resist}",
    ),
    "jw.cannot_change": ("cannot be changed", "immuable"),
    "jw.plain": (
        "Open plain: no characteristic, no modifier.",
        "Plaine dégagée : aucune caractéristique, aucun modificateur.",
    ),
    "jw.worsen": (
        "worsen: {skill} against {n}",
        "aggraver : {skill} contre {n}",
    ),
    "jw.ease": (
        "ease: {skill} against {n}",
        "apaiser : {skill} contre {n}",
    ),
    "jw.at_worst": (
        "already at its worst",
        "déjà au pire",
    ),
    "jw.held_by": ("Held by", "Tenue par"),
    "jw.exit_cost": ("Leaving takes {n} move(s).", "En sortir demande {n} déplacement(s)."),
    "jw.occupant": ("Occupant", "Occupant"),
    "jw.attacker": ("Against it", "Contre lui"),
    "jw.zone_table_help": (
        "Occupant: its own skills here. Against it: the skills of an enemy on flat ground "
        "acting against the occupant.",
        "Occupant : ses propres compétences ici. Contre lui : celles d'un ennemi en terrain "
        "plat qui agit contre l'occupant.",
    ),
    # --- hero cards -------------------------------------------------------------------
    "jw.class_line": (
        "{cls} hero (level {level})",
        "héros {cls} (niveau {level})",
    ),
    "jw.class_up": (
        "{cls} (level {level} makes {base}; +1 class: {why})",
        "héros {cls} (le niveau {level} donne {base} ; +1 classe : {why})",
    ),
    "jw.points_line": (
        "{spent}/{points} points (bonuses {bonus}, maluses {malus})",
        "{spent}/{points} points (bonus {bonus}, malus {malus})",
    ),
    "jw.bonus": ("Bonus", "Bonus"),
    "jw.with_heroism": ("+1", "+1"),
    "jw.with_sacrifice": ("+2", "+2"),
    "jw.as_commander": ("Cmdr", "Cdt"),
    "jw.bonus_help": (
        "+1: heroism or sacrifice · +2: both (the hero dies).",
        "+1 : héroïsme ou sacrifice · +2 : les deux (le héros meurt).",
    ),
    "jw.bonus_help_commander": (
        "Cmdr: as commander, +1 on bonuses.",
        "Cdt : en commandant, +1 aux bonus.",
    ),
    "jw.cooldown": ("Cooldown", "Recharge"),
    "jw.moderate": (
        "Moderate use (rounds of rest: bonuses given up)",
        "Usage modéré (rounds de recharge : bonus abandonnés)",
    ),
    "jw.moderate_row": (
        "{rounds} r.: −{drop}",
        "{rounds} r. : −{drop}",
    ),
    "jw.support_line": (
        "Hero support: cooldown {n}, or +2 on one bonus.",
        "Soutien du héros : recharge {n}, ou +2 sur un bonus.",
    ),
    "jw.hero_damage_note": (
        "Damage, protection: in {steps}.",
        "Dégâts, protection : en {steps}.",
    ),
    "jw.steps.vdb": (
        "damage steps (VDB)",
        "VDB de dégâts",
    ),
    "jw.steps.raw": (
        "points of damage",
        "points de dégâts",
    ),
    "jw.steps_unit.vdb": (
        "VDB of its corps",
        "VDB de son corps",
    ),
    "jw.steps_unit.raw": (
        "points, one each",
        "points, un chacun",
    ),
}
