"""What each finding says, ``msg.<code>`` -> (english, french).

The errors and warnings that ``rules`` and the modules it draws on return, worded; their
values fill the placeholders, and a ruling (J1-J6, O1-O15) is added after the sentence.
A warning the GM's page prints (``Kit.warning``) is said in its ``.page`` words where the
terminal's name the tool or the battle file's keys.
"""

MESSAGES: dict[str, tuple[str, str]] = {
    "msg.criteria_unrated": (
        "army '{army}' leaves {count} criteria unrated ({criteria}); they count as 0 (average)",
        "l'armée « {army} » laisse {count} critères sans note ({criteria}) ; ils comptent "
        "pour 0 (moyen)",
    ),
    "msg.commander_scores_missing": (
        "commander '{name}' has no {scores} of their own, so the army's are not capped; "
        "give the scores (or the talent autonomy)",
        "le commandant « {name} » n'a pas de score propre pour {scores} : ceux de l'armée ne "
        "sont pas plafonnés ; donnez ces scores (ou le talent autonomie)",
    ),
    "msg.commander_scores_missing.page": (
        "commander '{name}' has no {scores} of their own, so the army's are not capped",
        "le commandant « {name} » n'a pas de score propre pour {scores} : ceux de l'armée ne "
        "sont pas plafonnés",
    ),
    "msg.strategist_rank_level": (
        "'{name}' has strategist rank {rank}, which needs level {needed}; level {level} "
        "reaches rank {allowed}",
        "« {name} » a le rang {rank} de stratège, accessible au niveau {needed} ; au niveau "
        "{level}, le rang {allowed} au plus",
    ),
    "msg.formation_twice": (
        "'{name}' lists the formation {formation} twice",
        "« {name} » cite deux fois la formation {formation}",
    ),
    "msg.talent_twice": (
        "army '{army}' takes {talent} twice; only Tactical advantage can be taken again",
        "l'armée « {army} » prend deux fois {talent} ; seul Avantage tactique peut se reprendre",
    ),
    "msg.too_many_talents": (
        "army '{army}' has {count} talents but may have {slots} (1, +1 from army level 10, "
        "+1 with a player-character commander; its level is {level})",
        "l'armée « {army} » a {count} talents pour {slots} permis (1, +1 dès le niveau 10 "
        "d'armée, +1 si le commandant est un PJ ; son niveau est {level})",
    ),
    "msg.speed_above_slowest": (
        "army '{army}' moves {speed} units a move but its slowest unit, '{unit}', only "
        "{slowest}: the rules say such an army cannot stay whole and splits into corps, each "
        "at its own pace; kitgen keeps the file's speed (leave `speed:` out to use {slowest})",
        "l'armée « {army} » franchit {speed} unités par déplacement mais sa plus lente unité, "
        "« {unit} », seulement {slowest} : selon les règles, une telle armée ne reste pas "
        "intègre et éclate en corps, chacun à sa vitesse ; kitgen garde la vitesse du fichier "
        "(ôtez `vitesse:` pour prendre {slowest})",
    ),
    "msg.speed_above_slowest.page": (
        "army '{army}' moves {speed} units a move but its slowest unit, '{unit}', only "
        "{slowest}: the rules say such an army cannot stay whole and splits into corps, each "
        "at its own pace; this kit keeps the army's speed of {speed}",
        "l'armée « {army} » franchit {speed} unités par déplacement mais sa plus lente unité, "
        "« {unit} », seulement {slowest} : selon les règles, une telle armée ne reste pas "
        "intègre et éclate en corps, chacun à sa vitesse ; ce kit garde à l'armée sa "
        "vitesse de {speed}",
    ),
    "msg.army_no_units": (
        "army '{army}' has no units: with no hit points it cannot fight",
        "l'armée « {army} » n'a aucune unité : sans points de vie, elle ne peut combattre",
    ),
    "msg.hero_name_twice": (
        "army '{army}' has two heroes named '{name}'",
        "l'armée « {army} » a deux héros nommés « {name} »",
    ),
    "msg.hero_ordinary": (
        "'{name}' (level {level}) is an ordinary character, not a hero: heroes start at "
        "level 5, or lower as a player character or of a superior race",
        "« {name} » (niveau {level}) est un personnage ordinaire, pas un héros : les héros "
        "commencent au niveau 5, ou moins pour un PJ ou une race supérieure",
    ),
    "msg.hero_bonus_too_big": (
        "hero '{name}': {target} +{value} is above what a {cls} hero may give (+{most})",
        "héros « {name} » : {target} +{value} dépasse ce qu'un héros {cls} peut donner (+{most})",
    ),
    "msg.hero_malus_too_big": (
        "hero '{name}': {target} {value} is below what a {cls} hero may inflict (-{most})",
        "héros « {name} » : {target} {value} dépasse le malus permis à un héros {cls} (-{most})",
    ),
    "msg.hero_maluses_over": (
        "hero '{name}' has {maluses} points of penalties; a {cls} hero may have {points} at most",
        "le héros « {name} » a {maluses} points de malus ; un héros {cls} en a {points} au plus",
    ),
    "msg.hero_overspent": (
        "hero '{name}' spends {spent} points (bonuses {bonuses} less penalties {maluses}); a "
        "{cls} hero has {points}",
        "le héros « {name} » dépense {spent} points (bonus {bonuses} moins malus "
        "{maluses}) ; un héros {cls} en a {points}",
    ),
    "msg.hero_underspent": (
        "hero '{name}' spends {spent} of the {points} points of a {cls} hero",
        "le héros « {name} » ne dépense que {spent} des {points} points d'un héros {cls}",
    ),
    "msg.corps_name_twice": (
        "army '{army}' has two corps named '{name}'",
        "l'armée « {army} » a deux corps nommés « {name} »",
    ),
    "msg.plan_empty": (
        "'{name}' gives a plan with no action: name one or more, e.g. "
        "`[total_melee, massive_assault]`, or leave the empty list out",
        "« {name} » donne un plan sans action : nommez-en une ou plusieurs, par exemple "
        "`[mêlée totale, assaut massif]`, ou retirez la liste vide",
    ),
    "msg.corps_empty": (
        "corps '{corps}' has no units: give it some of the army's (`units: {{name: count}}`)",
        "le corps « {corps} » n'a aucune unité : donnez-lui une part de celles de l'armée "
        "(`units: {{nom: nombre}}`)",
    ),
    "msg.corps_unknown_unit": (
        "corps '{corps}': '{name}' is not one of the army's units{hint}",
        "corps « {corps} » : « {name} » n'est pas une unité de l'armée{hint}",
    ),
    "msg.corps_unknown_hero": (
        "corps '{corps}': '{name}' is not one of the army's heroes{hint}",
        "corps « {corps} » : « {name} » n'est pas un héros de l'armée{hint}",
    ),
    "msg.holder_unknown": (
        "no army is called '{name}': the holder must be one of the file's armies",
        "aucune armée ne s'appelle « {name} » : le tenant doit être l'une des armées du fichier",
    ),
    "msg.hero_in_two_corps": (
        "hero '{name}' is already with corps '{first}'; a hero serves one corps at a time",
        "le héros « {name} » est déjà affecté au corps « {first} » ; un héros sert un corps "
        "à la fois",
    ),
    "msg.corps_same_zone": (
        "corps '{first}' already holds zone '{zone}'; two corps of one army never share a zone",
        "le corps « {first} » tient déjà la zone « {zone} » ; deux corps d'une armée "
        "n'occupent jamais la même zone",
    ),
    "msg.enemies_share_zone": (
        "'{first}' and '{second}' are enemies and both start in '{zone}'; sharing a zone is a "
        "total melee, which an action must win",
        "« {first} » et « {second} » sont ennemis et commencent tous deux en « {zone} » ; "
        "partager une zone, c'est la mêlée totale, qu'une action doit obtenir",
    ),
    "msg.corps_over": (
        "army '{army}': the corps hold {placed} '{unit}' but the army has {count}",
        "armée « {army} » : les corps comptent {placed} « {unit} » pour {count} dans l'armée",
    ),
    "msg.corps_under": (
        "army '{army}': {left} '{unit}' are in no corps and fight with none",
        "armée « {army} » : {left} « {unit} » ne sont dans aucun corps et ne combattent pas",
    ),
    "msg.hero_without_corps": (
        "army '{army}' is split into corps but hero '{name}' is in none",
        "l'armée « {army} » est divisée en corps mais le héros « {name} » n'est dans aucun",
    ),
    "msg.places_without_zones": (
        "`at: {name}` names a zone, but the battle has no `zones:` ({count} `at:` in all); "
        "add the zones, or remove the `at:` keys",
        "`at: {name}` nomme une zone, mais la bataille n'a pas de `zones:` ({count} `at:` en "
        "tout) ; ajoutez les zones, ou retirez les clés `at:`",
    ),
    "msg.unknown_place": (
        "`at: {name}` is not a zone of this battle{hint}",
        "`at: {name}` n'est pas une zone de cette bataille{hint}",
    ),
    "msg.unknown_neighbour": (
        "neighbor '{name}' is not a zone of this battle{hint}",
        "la voisine « {name} » n'est pas une zone de cette bataille{hint}",
    ),
    "msg.neighbour_itself": (
        "zone '{name}' lists itself among its neighbors",
        "la zone « {name} » se donne elle-même pour voisine",
    ),
    "msg.tactical_advantage_both": (
        "'{first}' and '{second}' both claim a tactical advantage over each other; only one "
        "of two enemies can hold it",
        "« {first} » et « {second} » revendiquent toutes deux un avantage tactique l'une sur "
        "l'autre ; un seul des deux adversaires peut l'avoir",
    ),
    "msg.too_many_matchups": (
        "{count} matchups (each army or corps against each enemy's bodies on one ground), a "
        "page of the kit each; kitgen makes at most {most}: fewer corps, or enemy corps "
        "sharing zones",
        "{count} confrontations (chaque armée ou corps contre les corps ennemis d'une même "
        "zone), une page du kit chacune ; kitgen en fait au plus {most} : moins de corps, "
        "ou des corps ennemis qui partagent leurs zones",
    ),
    "msg.not_a_battle": (
        "{count} participants in all: below {least} it is not a battle; use the usual "
        "combat rules",
        "{count} participants en tout : sous {least}, ce n'est pas une bataille ; utilisez "
        "le combat classique",
    ),
}
