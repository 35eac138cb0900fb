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
        "Two bodies wear each other's hit points down, round after round.{ruling_O15} Each "
        "round both roll d20 + Initiative and act in that order, each with the action its "
        "plan names: by default its assault with the best mean damage. A hit's DB and VDB "
        "are those of the hit points the body has left; a failed Recul or Mêlée totale "
        "takes the enemy's hit; in a total melee both deal their hit at the end of the "
        "round. Advantage points, heroes, Charge, Étau and Chausse-trappe are left out. "
        "Read: who wins and how often, each side's chance, the rounds (mean; ½, 9/10: by "
        "when half and 9 in 10 are over), the hit points left on average.",
        "Deux corps s'usent l'un l'autre les points de vie, round après "
        "round{ruling_O15}. À chaque round, les deux jettent d20 + Initiative et agissent "
        "dans cet ordre, chacun avec l'action que nomme son plan : par défaut, son assaut aux "
        "dégâts moyens les plus forts. Le DB et la VDB d'un coup sont ceux des points de "
        "vie qui restent au corps ; un Recul ou une Mêlée totale ratés subissent le coup "
        "de l'ennemi ; en mêlée totale, les deux portent leur coup en fin de round. Points "
        "d'avantage, héros, Charge, Étau et Chausse-trappe sont laissés de côté. À lire : "
        "qui l'emporte et combien de fois, la chance de chacun, les rounds (moyenne ; ½, "
        "9/10 : quand la moitié et 9 sur 10 sont finies), les points de vie restants en "
        "moyenne.",
    ),
    "jw.race.whole": ("Whole armies", "Armées entières"),
    "jw.race.side": ("{name} ({hp} HP)", "{name} ({hp} PV)"),
    "jw.race.against": ("{first} against {second}", "{first} contre {second}"),
    "jw.race.best": ("{action} (its best assault)", "{action} (son meilleur assaut)"),
    "jw.race.cycle": ("{actions}, in turn", "{actions}, à tour de rôle"),
    "jw.race.plans": ("Plans", "Plans"),
    "jw.race.tag": ("No.", "N°"),
    "jw.race.race": ("Race", "Course"),
    "jw.race.lengths": ("How long each race lasts", "Combien de rounds dure chaque course"),
    "jw.race.lengths_help": (
        "Out of 100 such races, how many end at each round (the likeliest round "
        "shaded); the last column counts every longer one. Rows numbered as above.",
        "Sur 100 courses pareilles, combien finissent à chaque round (le round le plus "
        "probable grisé) ; la dernière colonne compte toutes les plus longues. Lignes "
        "numérotées comme ci-dessus.",
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
        "≈: a body of more than {cells} hit points is followed in steps of several, each "
        "damage split between the two nearest steps, its mean kept:{ruling_O15} within "
        "a point or so of the exact race.",
        "≈ : un corps de plus de {cells} points de vie est suivi par paliers de plusieurs, "
        "chaque dégât partagé entre les deux paliers voisins, sa moyenne "
        "gardée{ruling_O15} : à un point près environ de la course exacte.",
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
