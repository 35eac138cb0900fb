"""What Promiterra's findings say: ``msg.<code>`` -> (english, french), one message for
each code that ``rules`` and ``battlefield`` pass to ``error`` or ``warning``."""

MESSAGES: dict[str, tuple[str, str]] = {
    "msg.war_needs_two": (
        "a war needs at least two armies, this one has {count}",
        "une guerre oppose au moins deux armées, celle-ci en a {count}",
    ),
    "msg.too_many_matchups": (
        "{count} matchups (each troop against each enemy troop); kitgen works out at most "
        "{most}: fewer troops, or fewer armies on their own side",
        "{count} confrontations (chaque troupe contre chaque troupe ennemie) ; kitgen en "
        "calcule au plus {most} : moins de troupes, ou moins d'armées dans des camps "
        "distincts",
    ),
    "msg.stat_outside_limits": (
        "'{name}': `{stat}: {value}` is outside the rules' limits ({low} to {high}); "
        "{used} is used",
        "« {name} » : `{stat}: {value}` sort des limites de la règle ({low} à {high}) ; "
        "{used} s'applique",
    ),
    "msg.ranged_cannot_shoot": (
        "ranged troop '{name}' has a range under 2 cells, so it cannot shoot; give `range: 2` "
        "or more",
        "la troupe de tir « {name} » a une portée inférieure à 2 cases et ne peut pas tirer ; "
        "indiquez `range: 2` ou plus",
    ),
    "msg.cell_shared": (
        "'{name}' starts in the same cell as '{other}'; a cell holds one troop",
        "« {name} » commence sur la même case que « {other} » ; une case accueille une troupe",
    ),
    "msg.at_and_fortification": (
        "'{name}' has both `at:` and `fortification:`; its cell already says how fortified "
        "it is, remove `fortification:`",
        "« {name} » a `at:` et `fortification:` ; sa case dit déjà sa fortification, "
        "retirez `fortification:`",
    ),
    "msg.at_without_map": (
        "'{name}' has `at:` but the battle has no `map:`; add the map or use "
        "`fortification:` instead",
        "« {name} » a `at:` mais la bataille n'a pas de `map:` ; ajoutez la carte ou "
        "utilisez `fortification:`",
    ),
    "msg.bad_cell": (
        "'{name}': `at: {cell}` is not a cell; write a column letter and a row number, like C4",
        "« {name} » : `at: {cell}` n'est pas une case ; écrivez la lettre de colonne et le "
        "numéro de ligne, comme C4",
    ),
    "msg.cell_outside_map": (
        "'{name}': cell {cell} is outside the map (A1 to {last})",
        "« {name} » : la case {cell} est hors de la carte (A1 à {last})",
    ),
    "msg.bad_code": (
        "map code '{symbol}' must not contain spaces",
        "le code de carte « {symbol} » ne doit pas contenir d'espace",
    ),
    "msg.unknown_code": (
        "map code '{symbol}' (at {cells}) is not defined in `cells:`{hint}; known codes: {known}",
        "le code de carte « {symbol} » (en {cells}) est absent de `cells:`{hint} ; "
        "codes connus : {known}",
    ),
    "msg.map_too_wide": (
        "a map row has {count} cells; at most {most} (columns A to Z)",
        "une ligne de la carte a {count} cases ; {most} au plus (colonnes A à Z)",
    ),
    "msg.map_ragged": (
        "the map's rows have different lengths ({lengths}); give every row as many cells",
        "les lignes de la carte n'ont pas la même longueur ({lengths}) ; donnez à chacune "
        "autant de cases",
    ),
    "msg.no_leader_troop": (
        "army '{army}' names no `leader:` troop; the loss of the army leader's troop makes "
        "every troop test loyalty",
        "l'armée « {army} » ne désigne pas de troupe `leader:` ; la perte de la troupe du "
        "dirigeant fait tester la loyauté de toutes les troupes",
    ),
    "msg.unknown_leader_troop": (
        "army '{army}': `leader: {name}` is not one of its troops{hint}",
        "armée « {army} » : `leader: {name}` n'est pas l'une de ses troupes{hint}",
    ),
    "msg.several_specials": (
        "army '{army}' has {count} special troops; the rules give each army one",
        "l'armée « {army} » a {count} troupes spéciales ; la règle en donne une par armée",
    ),
    "msg.special_over_third": (
        "army '{army}': special troops have {special} of its {units} units, more than a "
        "third (at most {most})",
        "armée « {army} » : les troupes spéciales comptent {special} de ses {units} unités, "
        "plus du tiers ({most} au plus)",
    ),
    "msg.over_budget": (
        "army '{army}' is worth {value} gold but has only {gold}",
        "l'armée « {army} » vaut {value} pièces d'or mais n'en a que {gold}",
    ),
}
