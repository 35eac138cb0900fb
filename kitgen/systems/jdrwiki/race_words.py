"""Words of the army-against-army races (issue 25; ruling O15), key -> (english, french):
the GM's page, ``kitgen odds``'s lines. A race's length is counted in rounds
(``kitgen.engagement_words``)."""

RACE_WORDS: dict[str, tuple[str, str]] = {
    "engage.turns.one": ("1 round", "1 round"),
    "engage.turns": ("{n} rounds", "{n} rounds"),
    "engage.odds": (
        "{first} {p1}, {second} {p2}; rounds: mean {mean}, half over by {p50}, 9 in 10 by "
        "{p90}; hit points left {left1} / {left2}",
        "{first} {p1}, {second} {p2} ; rounds : moyenne {mean}, la moitié finie en {p50}, "
        "9 sur 10 en {p90} ; points de vie restants {left1} / {left2}",
    ),
    "jw.race.title": ("Army against army", "Armée contre armée"),
    "jw.race.help": (
        "Two bodies wear each other's hit points down.{ruling_O15} Each round both roll "
        "d20 + Initiative and act in that order with the action their plan names (by "
        "default, their assault with the best mean damage); a hit takes the DB and VDB of "
        "the hit points left; a failed Push back or Total melee takes the enemy's hit; in a "
        "total melee both strike at the end of the round. Advantage points, heroes, Charge, "
        "Pincer and Pitfall are not counted. Plans: the first-named side's, then the "
        "other's. Rounds: the mean; ½ and 9/10, by when half and 9 races in 10 are over.",
        "Deux corps s'usent l'un l'autre les points de vie{ruling_O15}. À chaque round, "
        "chacun jette d20 + Initiative, puis agit dans cet ordre avec l'action de son plan "
        "(par défaut, son assaut aux dégâts moyens les plus forts) ; un coup prend le DB et "
        "la VDB des points de vie qui restent ; un Recul ou une Mêlée totale ratés "
        "subissent le coup adverse ; en mêlée totale, chacun frappe en fin de round. Points "
        "d'avantage, héros, Charge, Étau et Chausse-trappe ne sont pas comptés. Plans : celui "
        "du premier nommé, puis celui de l'autre. Rounds : la moyenne ; ½ et 9/10, quand la "
        "moitié et 9 courses sur 10 sont finies.",
    ),
    "jw.race.whole": ("Whole armies", "Armées entières"),
    # a lopsided battle (race_page.LOPSIDED): what it means at the table, for the GM
    "jw.race.lopsided_title": ("Lopsided battle", "Bataille déséquilibrée"),
    "jw.race.lopsided": (
        "even with its best plan, {army} wins the race of the whole armies {times} (no. "
        "{tag}): blow for blow, the army wears out long before its enemy. At the table, "
        "only heroes, advantage points and changed terrain (these races leave them out) or "
        "another aim than victory (holding, withdrawing, covering a retreat) give it a "
        "chance; if that is not the battle you want, rebalance it before play.",
        "même avec son meilleur plan, {army} gagne la course des armées entières {times} "
        "(n° {tag}) : coup pour coup, l'armée s'use bien avant l'adversaire. À la table, "
        "seuls les héros, les points d'avantage et le terrain changé (ces courses les "
        "laissent de côté) ou un autre but que la victoire (tenir, se replier, couvrir une "
        "retraite) lui laissent une chance ; si ce n'est pas la bataille voulue, "
        "rééquilibrez-la avant de jouer.",
    ),
    "jw.race.lopsided_line": (
        "even with its best plan, {army} wins the race of the whole armies {times} (see "
        "“{title}”).",
        "même avec son meilleur plan, {army} gagne la course des armées entières {times} "
        "(voir « {title} »).",
    ),
    "jw.race.side": ("{name} ({hp}\u00a0HP)", "{name} ({hp}\u00a0PV)"),
    "jw.race.against": ("{first} against {second}", "{first} contre {second}"),
    "jw.race.best": ("{action} (its best assault)", "{action} (son meilleur assaut)"),
    "jw.race.default": ("{action} (by default)", "{action} (par défaut)"),
    "jw.race.cycle": ("{actions}, in turn", "{actions}, à tour de rôle"),
    "jw.race.plans": ("Plans", "Plans"),
    "jw.race.tag": ("No.", "N°"),
    "jw.race.race": ("Race", "Course"),
    "jw.race.lengths": ("How long each race lasts", "Combien de rounds dure chaque course"),
    "jw.race.lengths_help": (
        "Out of 100 races, how many end at each round (the likeliest in bold, shaded); "
        "the last column counts the longer ones.",
        "Sur 100 courses, combien finissent à chaque round (la plus probable en gras, sur "
        "fond grisé) ; la dernière colonne compte les plus longues.",
    ),
    "jw.race.glance": ("At a glance", "En un coup d'œil"),
    "jw.race.wins": ("Wins", "Victoire"),
    "jw.race.rounds": ("Rounds", "Rounds"),
    "jw.race.mean": ("mean", "moy."),
    "jw.race.left": ("HP left", "PV restants"),
    "jw.race.head": (
        "{first} with {plan1}, against {second} with {plan2}",
        "{first} avec {plan1}, contre {second} avec {plan2}",
    ),
    "jw.race.approximate": (
        "≈: above {cells} hit points, a body is followed in steps, each hit shared between "
        "the two nearest, its mean kept:{ruling_O15} within about a point.",
        "≈ : au-delà de {cells} PV, un corps est suivi par paliers, chaque dégât partagé "
        "entre les deux voisins, sa moyenne gardée{ruling_O15} : à un point près environ.",
    ),
    "jw.race.unprinted": (
        "{n} more races are worked out but, for lack of room, not printed here.",
        "{n} courses de plus sont suivies mais, faute de place, ne sont pas imprimées ici.",
    ),
    "jw.race.not_followed": (
        "{n} more races are not followed: a battle follows its races up to a budget.{ruling_O15}",
        "{n} courses de plus ne sont pas suivies : une bataille suit ses courses jusqu'à "
        "un budget{ruling_O15}.",
    ),
}
