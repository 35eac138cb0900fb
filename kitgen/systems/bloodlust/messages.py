"""What bloodlust's findings say: ``msg.<code>`` -> (english, french), one message for
each code that ``rules`` and ``units`` pass to ``error`` or ``warning`` (those all rule
systems share are worded in ``kitgen.i18n.common``)."""

MESSAGES: dict[str, tuple[str, str]] = {
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
    "msg.pui_zero": (
        "'{name}' has `pui: 0`: it inflicts no casualties in melee (a PUI goes from 0.1 "
        "up); give its PUI, or leave `pui:` out for a unit that only shoots",
        "« {name} » a `pui: 0` : elle n'inflige aucune perte en mêlée (une PUI va de 0,1 "
        "et plus) ; donnez sa PUI, ou retirez `pui:` pour une unité qui ne fait que tirer",
    ),
    "msg.pui_without_mount": (
        "'{name}' gives `pui: {value}` and rides {mount}: the mount's PUI ({mount_pui}) is "
        "not added to a `pui:` given; if {value} counts rider and mount, add "
        "`mount_in_pui: true`; if it is the rider's alone, write `pui: {sum}` and that line",
        "« {name} » donne `pui: {value}` et monte des {mount} : la PUI de la monture "
        "({mount_pui}) ne s'ajoute pas à une `pui:` donnée ; si {value} compte cavalier et "
        "monture, ajoutez `mount_in_pui: true` ; si c'est celle du cavalier seul, écrivez "
        "`pui: {sum}` et cette ligne",
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
    "msg.unit_too_strong": (
        "unit '{name}' has a total PUI of {total} ({mode}); kitgen works out casualty "
        "columns up to {most}, ten times the rulebook's table: split it into several units",
        "l'unité « {name} » a une PUI totale de {total} ({mode}) ; kitgen calcule les "
        "colonnes de pertes jusqu'à {most}, dix fois la table du livre : "
        "divisez-la en plusieurs unités",
    ),
    "msg.too_many_spells": (
        "army '{army}' has more than {most} spells (its units' and characters'); each "
        "is matched against every enemy unit: keep the {most} that matter",
        "l'armée « {army} » a plus de {most} sorts (ceux de ses unités et personnages) ; "
        "chacun est opposé à chaque unité ennemie : gardez les {most} qui comptent",
    ),
    "msg.character_tough": (
        "{name} has EFF {eff}; characters usually have 1, at most 3",
        "{name} a un EFF de {eff} ; un personnage a d'ordinaire 1, au plus 3",
    ),
    "msg.support_unknown_unit": (
        "army '{army}' has no unit '{name}' to support{hint}; a unit supports one of its "
        "own army's units, named as in its `name:`",
        "l'armée « {army} » n'a pas d'unité « {name} » à soutenir{hint} ; une unité soutient "
        "une unité de sa propre armée, nommée comme dans son `name:`",
    ),
    "msg.support_enemy_unit": (
        "'{name}' is a unit of army '{army}': a unit supports only its own army's units "
        "(those of '{own}')",
        "« {name} » est une unité de l'armée « {army} » : une unité ne soutient que les "
        "unités de sa propre armée (celles de « {own} »)",
    ),
    "msg.support_itself": (
        "'{name}' cannot support itself: name the friendly unit it stands behind",
        "« {name} » ne peut pas se soutenir elle-même : nommez l'unité amie derrière laquelle "
        "elle se place",
    ),
    "msg.support_loop": (
        "supports go round in a loop ({chain}): a unit stands behind the one it supports, "
        "so two units cannot each support the other; remove one `supports:` of the loop",
        "les soutiens tournent en boucle ({chain}) : une unité se place derrière celle "
        "qu'elle soutient, deux unités ne peuvent donc pas se soutenir l'une l'autre ; "
        "retirez un des `supports:` de la boucle",
    ),
    "msg.support_lends_nothing": (
        "'{name}' lends no ATT in support ({kind}): it has no power for it; its support is "
        "not counted",
        "« {name} » n'apporte aucune ATT en soutien ({kind}) : elle n'a pas de puissance pour "
        "cela ; son soutien n'est pas compté",
    ),
    "msg.support_not_counted": (
        "'{target}' already has the support of '{other}' ({kind}); a unit counts one support of "
        "each kind (one shooting unit, and never more than 3 against 1): '{name}''s is not "
        "counted",
        "« {target} » a déjà le soutien de « {other} » ({kind}) ; une unité compte un soutien "
        "de chaque sorte (une seule unité de tir, et jamais plus de 3 contre 1) : celui de "
        "« {name} » n'est pas compté",
    ),
    "msg.general_bonus_not_tenth": (
        "general '{name}' has Command {percent} % but `bonus: {bonus}`; a percentage "
        "skill adds a tenth of itself to the army's d10, rounded down: `bonus: {tenth}`",
        "le général « {name} » a Commandement {percent} % mais `bonus: {bonus}` ; une "
        "compétence en pourcentage ajoute son dixième au d10 de l'armée, arrondi à "
        "l'inférieur : `bonus: {tenth}`",
    ),
    "msg.general_bonus_not_tenth.page": (
        "{name} has Command {percent} % but adds +{bonus} to the army's d10: the rules "
        "add a tenth of a percentage skill, so +{tenth}",
        "{name} a Commandement {percent} % mais ajoute +{bonus} au d10 de l'armée : la "
        "règle ajoute le dixième d'une compétence en pourcentage, soit +{tenth}",
    ),
}
