"""What the Witcher's findings say: ``msg.<code>`` -> (english, french), one message for
each code the rules pass to ``error`` or ``warning``. Facts come from seed 000; the wording
is ours."""

MESSAGES: dict[str, tuple[str, str]] = {
    "msg.army_count": (
        "a battle needs exactly two armies; this file has {count}",
        "une bataille oppose exactement deux armées ; ce fichier en a {count}",
    ),
    "msg.crucial_players_unknown": (
        "crucial moments: no army is named '{players}'; the armies are {armies}",
        "moments cruciaux : aucune armée ne s'appelle « {players} » ; les armées sont {armies}",
    ),
    "msg.no_quarter_by_unknown": (
        "casualties: `no_quarter_by` names '{army}', which is no army; the armies are {armies}",
        "pertes : `sans_quartier_par` nomme « {army} », qui n'est pas une armée ; les armées "
        "sont {armies}",
    ),
    "msg.crucial_players_missing": (
        "crucial moments: a `players_win` other than 50 needs the players' side: name it "
        "with `players_army:` at the top of the file",
        "moments cruciaux : une `victoire_joueurs` autre que 50 demande le camp des joueurs : "
        "nommez-le avec `armée_des_joueurs:` en tête du fichier",
    ),
    "msg.crucial_players_differ": (
        "crucial moments name '{players}' but `players_army:` names '{army}': keep one of them",
        "les moments cruciaux nomment « {players} » mais `armée_des_joueurs:` nomme "
        "« {army} » : n'en gardez qu'un",
    ),
    "msg.crucial_stake_unplanned": (
        "crucial moments: stakes for phase {phase}, which `phases:` does not list; add "
        "{phase} to `phases:` or remove these stakes",
        "moments cruciaux : un enjeu pour la phase {phase}, que `phases:` ne cite pas ; "
        "ajoutez {phase} à `phases:` ou retirez cet enjeu",
    ),
    "msg.crucial_setup_unplanned": (
        "phase {phase}'s setup hangs on a crucial moment (`crucial:`), but no crucial "
        "moment is planned before phase {phase}; add one to `crucial_moments: phases:` or "
        "remove `crucial:`",
        "le réglage de la phase {phase} dépend d'un moment crucial (`moment_crucial:`), mais "
        "aucun moment crucial n'est prévu avant la phase {phase} ; ajoutez-en un à "
        "`moments_cruciaux: phases:` ou retirez `moment_crucial:`",
    ),
    "msg.crucial_phase_twice": (
        "crucial moments: a phase has one crucial moment at most; list each phase once",
        "moments cruciaux : une phase en a un au plus ; citez chaque phase une seule fois",
    ),
    "msg.troop_without_sd": (
        "troop '{troop}' needs a `type:` from the troop table or its own `sd:`",
        "la troupe « {troop} » doit avoir un `type:` de la table des troupes ou son propre `sd:`",
    ),
    "msg.phase_led_twice": (
        "phase {phase} is already led by '{first}'; '{second}' cannot lead it too",
        "la phase {phase} est déjà menée par « {first} » ; « {second} » "
        "ne peut pas la mener aussi",
    ),
    "msg.many_seconds": (
        "army '{army}' names {count} second commanders; the rules give a commander two",
        "l'armée « {army} » nomme {count} commandants en second ; les règles en donnent deux",
    ),
    "msg.no_commander": (
        "army '{army}' has nobody leading phase {phase}: add `commander:` or "
        "a second with `phases: [{phase}]`",
        "personne ne mène la phase {phase} de l'armée « {army} » : ajoutez "
        "`commander:` ou un second avec `phases: [{phase}]`",
    ),
    "msg.no_commanders": (
        "army '{army}' has nobody leading phases {phases}: add `commander:` (who leads "
        "every phase) or seconds with `phases:`",
        "personne ne mène les phases {phases} de l'armée « {army} » : ajoutez "
        "`commander:` (qui mène toutes les phases) ou des seconds avec `phases:`",
    ),
    "msg.missing_base": (
        "commander '{commander}' leads phase {phase} but has no {skill} "
        "base: add `{skill}:` or a `rank:`",
        "le commandant « {commander} » mène la phase {phase} sans base de "
        "{skill} : ajoutez `{skill}:` ou un `rank:`",
    ),
    "msg.missing_bases": (
        "commander '{commander}' leads phases {phases} but has no base for {skills}: add "
        "{keys} or a `rank:`",
        "le commandant « {commander} » mène les phases {phases} sans base de {skills} : "
        "ajoutez {keys} ou un `rank:`",
    ),
    "msg.swap_no_effect": (
        "commander '{commander}': `swap` only exchanges a major's or a "
        "general's rank bases; here it changes nothing",
        "commandant « {commander} » : `swap` n'échange que les bases "
        "d'un major ou d'un général ; ici il ne change rien",
    ),
    "msg.headcount_and_reinforcements": (
        "phase {phase}: give `headcount` or `reinforcements`, not both",
        "phase {phase} : donnez `headcount` ou `reinforcements`, pas les deux",
    ),
    "msg.below_skirmish": (
        "{total} combatants in all: below 50 the rules set no success "
        "threshold; kitgen uses a skirmish's 5",
        "{total} combattants en tout : sous 50, les règles ne fixent pas "
        "de seuil de réussite ; kitgen prend celui d'une escarmouche, 5",
    ),
    "msg.weather_high": (
        "army '{army}', phase {phase}: weather +{value} goes beyond the table's +3",
        "armée « {army} », phase {phase} : une météo de +{value} dépasse le +3 de la table",
    ),
    "msg.surprise_high": (
        "army '{army}', phase {phase}: surprise {value} goes beyond the table's 3",
        "armée « {army} », phase {phase} : une surprise de {value} dépasse le 3 de la table",
    ),
    "msg.below_min_group": (
        "troop '{troop}' has {count}; the DC {sd} row of the troop table "
        "counts groups of {minimum} or more",
        "la troupe « {troop} » a un effectif de {count} ; la ligne SD {sd} "
        "de la table des troupes ne compte que les groupes de {minimum} "
        "ou plus",
    ),
    "msg.main_troop_committed": (
        "troop '{troop}' belongs to the main troop, so it is not a "
        "specialist: its `phase` is ignored",
        "la troupe « {troop} » fait partie de la troupe principale "
        "et n'est donc pas spécialiste : sa `phase` est ignorée",
    ),
    "msg.elite_under_10": (
        "specialist '{troop}' has {count}; a specialist of DC 18 or more needs at least 10",
        "le spécialiste « {troop} » a un effectif de {count} ; un "
        "spécialiste de SD 18 ou plus en demande au moins 10",
    ),
    "msg.small_elite_group": (
        "specialist '{troop}' has {count}: too few for the DC {sd} row of the troop table "
        "(groups of {minimum} or more) and for a specialist of DC 18 or more (10 at least)",
        "le spécialiste « {troop} » a un effectif de {count} : trop peu pour la ligne SD {sd} "
        "de la table des troupes (groupes de {minimum} ou plus) comme pour un spécialiste de "
        "SD 18 ou plus (10 au moins)",
    ),
    "msg.specialist_under_10pc": (
        "specialist '{troop}' has {count}, under 10 % of its army of {headcount}",
        "le spécialiste « {troop} » a un effectif de {count}, moins "
        "de 10 % de son armée de {headcount}",
    ),
    "msg.too_many_specialists": (
        "army '{army}' commits {count} specialists to phase {phase}; at most 3",
        "l'armée « {army} » engage {count} spécialistes en phase {phase} ; 3 au plus",
    ),
    "msg.specialist_spread": (
        "army '{army}' commits specialists {counts} over the three "
        "phases; the counts may differ by one at most (1/1/2, not "
        "0/0/2)",
        "l'armée « {army} » engage ses spécialistes {counts} sur les "
        "trois phases ; l'écart entre phases est d'un au plus (1/1/2, "
        "pas 0/0/2)",
    ),
}
