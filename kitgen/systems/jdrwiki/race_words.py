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
    # round 19: two lines with the deadline's, the key of the columns apart under them
    # (how a round is played: the ruling's reading in the note)
    "jw.race.help": (
        "A benchmark, not a forecast: whole armies, then each corps alone, fight until one "
        "is down to 0\u00a0HP{ruling_O15}, with no heroes, advantage points, Charge, Pincer "
        "or Pitfall.",
        "Un banc d'essai, pas une prévision : armées entières, puis chaque corps seul, "
        "luttent jusqu'à ce que l'un tombe à 0\u00a0PV{ruling_O15}, sans héros, points "
        "d'avantage, Charge, Étau ni Chausse-trappe.",
    ),
    # the columns in words, under the paragraph above: what each head means at the table
    "jw.race.key.plans": (
        "the first-named side's on top",
        "celui du premier nommé au-dessus",
    ),
    "jw.race.key.outcome": ("out of 100 battles", "sur 100 batailles"),
    "jw.race.key.rounds": (
        "the mean, then the rounds by which half and 9 in 10 are over",
        "moyenne, puis rounds où la moitié et 9 sur 10 sont finies",
    ),
    # with a deadline: the lengths follow the battles past it, to their end
    # (the heads under it say the mean, half over and 9 in 10 over themselves)
    "jw.race.key.rounds.deadline": (
        "to a side's rout, not stopped at round {n}",
        "jusqu'à la déroute d'un camp, sans arrêt au round {n}",
    ),
    # a mean length past the deadline, flagged in its cell (race_page.PAST)
    "jw.race.key.past": (
        "past round {n}: the battle is often still undecided then",
        "au-delà du round {n} : bataille souvent indécise alors",
    ),
    # the one notation for what cannot happen (race_page.NEVER; a rare chance is "< 1")
    "jw.race.key.never": ("cannot happen", "impossible"),
    "jw.race.key_title": ("Key", "Légende"),
    # the key's short names of the heads that run long
    "jw.race.key_outcome": ("Outcome", "Issue"),
    "jw.race.key_rounds": ("Length", "Durée"),
    # with a deadline: the hit points left are counted the same way, at the rout
    "jw.race.key_rounds.deadline": ("Length, HP left", "Durée, PV restants"),
    "jw.race.whole": ("Whole armies", "Armées entières"),
    # the Plans column's two heads, as its cells set the two plans: the first-named
    # side's, then (under it, in grey) the enemy's
    "jw.race.plan_of": ("{name}'s plan", "Plan de {name}"),
    "jw.race.plan_of.elided": ("{name}'s plan", "Plan d'{name}"),
    "jw.race.ground": ("Ground: {first} · {second}", "Terrain : {first} · {second}"),
    # a lopsided battle (race_page.LOPSIDED): what it means at the table, for the GM
    "jw.race.lopsided_title": ("Lopsided battle", "Bataille déséquilibrée"),
    "jw.race.lopsided": (
        "even with the best of the plans tried, {army} wins only {times} when the whole "
        "armies trade blows (no. {tag}). Only heroes, advantage points, changed terrain "
        "(not counted here) or another aim than victory (holding, withdrawing, covering a "
        "retreat) give it a chance; otherwise, rebalance the battle before play.",
        "même avec son meilleur plan essayé, {army} ne gagne que {times} quand les armées "
        "entières échangent leurs coups (n° {tag}). Seuls les héros, les points d'avantage, "
        "le terrain changé (non comptés ici) ou un autre but que la victoire (tenir, se "
        "replier, couvrir une retraite) lui laissent une chance ; sinon, rééquilibrez la "
        "bataille avant de jouer.",
    ),
    # which side a battle that is not lopsided favours (race_page.balances), said as one
    # plain sentence the GM reads aloud: what the races leave out (no heroes, no advantage
    # points: ruling O15), who comes out on top how often, against the other side's best
    # row; then the levers the file and the rules give the GM (race_page.levers), each
    # turned the way that helps the side the balance leaves behind; the rounds to hold,
    # re-run a round shorter, with that side's chance then
    "jw.race.balance": (
        "Without heroes or advantage points, {army} comes out on top {over} times in 100 "
        "and {other} {under} with the best of its plans tried (row {tag})",
        "Sans héros ni points d'avantage, {army} l'emporte {over} fois sur 100 et {other} "
        "{under} avec son meilleur plan essayé (ligne {tag})",
    ),
    "jw.race.balance.even": (
        "An even battle: without heroes or advantage points, {army} comes out on top "
        "{over} times in 100 and {other} {under} with the best of its plans tried "
        "(row {tag})",
        "Une bataille égale : sans héros ni points d'avantage, {army} l'emporte {over} "
        "fois sur 100 et {other} {under} avec son meilleur plan essayé (ligne {tag})",
    ),
    "jw.race.levers_title": ("to help {army}, try", "pour aider {army}, essayez"),
    # the levers the odds measure (with their figure), then those left to the GM's
    # judgement, unmeasured (race_page.levers); short: the French Letter page holds the
    # headline on two lines
    "jw.race.levers.judged": (
        "{measured} and, unmeasured, {judged}.",
        "{measured} et, au jugé, {judged}.",
    ),
    "jw.race.levers.judged_only": (
        "{judged} (unmeasured).",
        "{judged} (au jugé).",
    ),
    # the balance and its levers, one sentence
    "jw.race.headline": (
        "{balance}; {levers_title} {levers}",
        "{balance} ; {levers_title} {levers}",
    ),
    "jw.race.of": ("{name}'s", "de {name}"),
    "jw.race.of.elided": ("{name}'s", "d'{name}"),
    "jw.race.lever.secret.without": (
        "without {names} (secret hero)",
        "sans {names} (héros secret)",
    ),
    "jw.race.lever.secret.with": (
        "with {names} (secret hero)",
        "avec {names} (héros secret)",
    ),
    "jw.race.lever.heroes": ("more of {of} heroes sent in", "plus de héros {of} engagés"),
    "jw.race.lever.fewer": (
        "a round less to hold ({n} in 100)",
        "un round de moins ({n} sur 100)",
    ),
    "jw.race.lever.fewer.plain": (
        "fewer rounds to hold ({n} now)",
        "moins de rounds à tenir ({n} ici)",
    ),
    "jw.race.lever.more": (
        "more rounds to hold ({n} now)",
        "plus de rounds à tenir ({n} ici)",
    ),
    "jw.race.lever.deadline": ("the rounds to play ({n})", "les rounds à jouer ({n})"),
    "jw.race.lever.deadline.shorter": (
        "the rounds to play ({n}; at {m}: {under} in 100)",
        "les rounds à jouer ({n} ; à {m} : {under} sur 100)",
    ),
    "jw.race.lever.advantage": (
        "more starting advantage points",
        "avec plus de points d'avantage de départ",
    ),
    "jw.race.lever.and": (", ", ", "),
    "jw.race.lever.last": (" and ", " et "),
    "jw.race.lopsided_line": (
        "even with the best of the plans tried, {army} wins only {times} when the whole "
        "armies trade blows (see “{title}”).",
        "même avec son meilleur plan essayé, {army} ne gagne que {times} quand les armées "
        "entières échangent leurs coups (voir « {title} »).",
    ),
    "jw.race.side": ("{name} ({hp}\u00a0HP)", "{name} ({hp}\u00a0PV)"),
    "jw.race.against": ("{first} against {second}", "{first} contre {second}"),
    "jw.race.best": ("{action} (its best assault)", "{action} (son meilleur assaut)"),
    "jw.race.default": ("{action} (by default)", "{action} (par défaut)"),
    "jw.race.cycle": ("{actions}, in turn", "{actions}, à tour de rôle"),
    "jw.race.tag": ("No.", "N°"),
    "jw.race.race": ("Battle", "Bataille"),
    "jw.race.lengths": ("How long each battle lasts", "Combien de rounds dure chaque bataille"),
    "jw.race.lengths_help": (
        "Out of 100 battles, how many end at each round (the likeliest in bold, shaded); "
        "the last column counts the longer ones.",
        "Sur 100 batailles, combien finissent à chaque round (la plus probable en gras, sur "
        "fond grisé) ; la dernière colonne compte les plus longues.",
    ),
    "jw.race.glance": ("At a glance", "En un coup d'œil"),
    "jw.race.wins": ("Wins", "Victoire"),
    "jw.race.undecided": ("both still stand", "les deux tiennent"),
    # the group's head with a deadline: a rout by either side, or both still standing
    "jw.race.outcome_by": (
        "Outcome at the end of round\u00a0{n}",
        "Issue à la fin du round\u00a0{n}",
    ),
    # the third column's head when an army only has to hold: those battles are its wins
    "jw.race.undecided.holder": ("{army} holds", "{army} tient"),
    "jw.race.glance_winner": (
        "Most often won by {winner}",
        "Vainqueur le plus souvent : {winner}",
    ),
    # a battle (« la bataille », feminine) over within so many rounds half the time
    "jw.race.half": ("over within {turns} half the time", "finie en {turns} une fois sur deux"),
    "jw.race.glance_undecided": (
        "Most often undecided at round\u00a0{n}",
        "Le plus souvent indécise au round\u00a0{n}",
    ),
    "jw.race.deadline_help": (
        "The scenario stops the battle at the end of round {n}: “{undecided}” counts the "
        "battles where neither side is routed (0\u00a0HP) by then; the victory conditions on "
        "the first page say who wins them (a side that only has to hold wins them all).",
        "Le scénario arrête la bataille à la fin du round {n} : « {undecided} » compte les "
        "batailles où aucun camp n'est alors en déroute (0\u00a0PV) ; les conditions de "
        "victoire de la première page disent qui les gagne (un camp qui n'a qu'à tenir les "
        "gagne toutes).",
    ),
    # the same, where the file names the army that only has to hold (``holder:``)
    "jw.race.deadline_help.holder": (
        "“{army} holds”: no rout by round {n}, a win for {army}.",
        "« {army} tient » : aucune déroute au round {n}, victoire de {army}.",
    ),
    "jw.race.lengths_deadline": (
        "The heavy rule closes round {n}, the last the scenario allows: the battles to its "
        "right are the ones still undecided then.",
        "Le trait épais ferme le round {n}, le dernier que permet le scénario : les "
        "batailles à sa droite sont celles encore indécises à ce moment-là.",
    ),
    "jw.race.lopsided.deadline": (
        "even with the best of the plans tried, {army} wins or still stands at round {n} "
        "only {times} when the whole armies trade blows (no. {tag}). Only heroes, advantage "
        "points, changed terrain (not counted here) give it a chance; otherwise, rebalance the "
        "battle before play.",
        "même avec son meilleur plan essayé, {army} ne gagne ou ne tient encore au round {n} que "
        "{times} quand les armées entières échangent leurs coups (n° {tag}). Seuls les "
        "héros, les points d'avantage ou le terrain changé (non comptés ici) lui laissent "
        "une chance ; sinon, rééquilibrez la bataille avant de jouer.",
    ),
    "jw.race.lopsided_line.deadline": (
        "even with the best of the plans tried, {army} wins or still stands at round {n} "
        "only {times} when the whole armies trade blows (see “{title}”).",
        "même avec son meilleur plan essayé, {army} ne gagne ou ne tient encore au round {n} que "
        "{times} quand les armées entières échangent leurs coups (voir « {title} »).",
    ),
    "jw.race.rounds": ("Length (rounds)", "Durée (rounds)"),
    "jw.race.mean": ("mean", "moyenne"),
    "jw.race.half_head": ("half over", "moitié finie"),
    "jw.race.p90_head": ("9 in 10 over", "9 sur 10 finies"),
    "jw.race.left": ("HP left", "PV restants"),
    # under it, in the head: when they are left (the mean, at each battle's end)
    "jw.race.left_when": ("mean, at each battle's end", "moyens, en fin de bataille"),
    # with a deadline: the battles are followed past it, to a side's rout; in plain words,
    # the hit points each side still has, on average, when one of them is routed
    "jw.race.left_when.deadline": (
        "mean, when one is down to 0",
        "moyenne, quand l'un tombe à 0",
    ),
    "jw.race.head": (
        "{first} with {plan1}, against {second} with {plan2}",
        "{first} avec {plan1}, contre {second} avec {plan2}",
    ),
    "jw.race.approximate": (
        "≈: a chance right to about a point (above {cells} hit points a body, the damage "
        "is rounded a little).{ruling_O15}",
        "≈ : chance juste à un point près environ (au-delà de {cells} PV par corps, les "
        "dégâts sont un peu arrondis){ruling_O15}.",
    ),
    "jw.race.unprinted": (
        "{n} more battles are worked out but, for lack of room, not printed here.",
        "{n} batailles de plus sont calculées mais, faute de place, ne sont pas imprimées ici.",
    ),
    "jw.race.not_followed": (
        "{n} more battles are not worked out: a kit works out only so many.{ruling_O15}",
        "{n} batailles de plus ne sont pas calculées : un kit n'en calcule qu'un "
        "nombre limité{ruling_O15}.",
    ),
}
