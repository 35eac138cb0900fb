"""Text every rule system uses: (english, french)."""

TEXT: dict[str, tuple[str, str]] = {
    "ruling_ref": ("(ruling {ruling})", "(arbitrage {ruling})"),
    "did_you_mean": (" (did you mean '{name}'?)", " (vouliez-vous dire « {name} » ?)"),
    "none": ("None", "Aucun"),
    "phase_n": ("Phase {n}", "Phase {n}"),
    "warnings": ("Warnings", "Avertissements"),
    "notes": ("Notes", "Notes"),
    "scenario.title": ("Scenario", "Scénario"),
    "scenario.setup": ("Setup", "Mise en place"),
    "scenario.victory": ("Victory", "Victoire"),
    "scenario.sides": ("The sides", "Les forces en présence"),
    "scenario.events": ("Events", "Événements"),
    "scenario.events_note": (
        "tick each box when its event happens",
        "cochez la case de chacun quand il survient",
    ),
    "scenario.gm_only": ("GM only", "MJ seul"),
    "scenario.write_gm": ("The GM's notes", "Notes du MJ"),
    "scenario.write_players": ("Sketches and notes", "Croquis et notes"),
    "quick_reference": ("Quick reference", "Aide-mémoire"),
    "minutes": ("{n}\u00a0min", "{n}\u202fmin"),
    "one_day": ("one day", "une journée"),
    "hours": ("{h}\u00a0hr {m}\u00a0min", "{h}\u202fh\u202f{m}"),
    "whole_hours": ("{h}\u00a0hr", "{h}\u202fh"),
    "write_in.announced": ("announced by the GM", "annoncé par le MJ"),
    "rulings.title": ("Rulings", "Arbitrages"),
    # a page named in a sentence, its number printed after it (kitgen.marks.xref)
    "page_named": ("“{title}”", "« {title} »"),
    "rulings.lede": (
        "Where the rules leave a choice open, the figures in this kit follow the readings "
        "below; a small number points to the line of the same number.",
        "Là où les règles laissent un choix ouvert, les chiffres de ce kit suivent les "
        "lectures ci-dessous ; un petit numéro renvoie à la ligne du même numéro.",
    ),
    "rulings.where": (
        "A small number after a sentence or a figure points to a ruling: the rulings "
        "are explained at the end of the page “{page}”.",
        "Un petit numéro après une phrase ou un nombre renvoie à un arbitrage\u202f: les "
        "arbitrages sont expliqués à la fin de la page «\u202f{page}\u202f».",
    ),
    "write_in.tally": ("tally them here", "à compter ici"),
    "blank_on_purpose": (
        "Left blank on purpose, for double-sided printing.",
        "Page laissée blanche à dessein, pour l'impression recto verso.",
    ),
    "write_here": ("Notes", "Notes"),
    # which copy a page belongs to, at the foot of each page: sheets of the two copies
    # lie on one table, and the GM's hold what the players may not see
    "copy.gm": ("GM's copy", "Copie du MJ"),
    "copy.players": ("Players' copy", "Copie des joueurs"),
    # a chance in words (Text.times): what a GM reads at a glance, the number beside it
    "times.never": ("never", "jamais"),
    "times.under_one": ("less than once in 100", "moins d'une fois sur 100"),
    "times.one": ("once in 100", "une fois sur 100"),
    "times.n": ("{n} times in 100", "{n} fois sur 100"),
    "times.over_99": ("more than 99 times in 100", "plus de 99 fois sur 100"),
    "times.always": ("every time", "à chaque fois"),
    "days": ("{n} days", "{n} jours"),
    # an engagement in words (kitgen.engagement_words): the line a GM reads at a glance,
    # worded so that it holds whatever a side's name is (one troop or many); the length's
    # unit (turns, exchanges) is each system's ``engage.turns``
    "fight.winner": ("Winner: {winner}, {times}", "Vainqueur : {winner}, {times}"),
    "fight.half": ("over within {turns} half the time", "fini en {turns} une fois sur deux"),
    "fight.both": ("both out at once {times}", "les deux hors de combat ensemble {times}"),
    "fight.undecided": ("undecided after {turns} {times}", "indécis après {turns} {times}"),
    # a fight followed not at all (``Engagement.cut_short``), or on a coarser grid
    "fight.cut_short.too_large": (
        "not computed: too many units to follow",
        "non calculé : trop d'unités à suivre",
    ),
    "fight.cut_short.budget": (
        "not computed: too long to work out with the rest of this battle (a battle of "
        "these two alone gives it)",
        "non calculé : trop long à calculer avec le reste de la bataille (une bataille de "
        "ces deux seuls le donne)",
    ),
    "fight.verdict.budget": (
        "not computed: too long with the rest of the battle",
        "non calculé : trop long avec le reste de la bataille",
    ),
    "fight.verdict.too_large": ("not computed: too many units", "non calculé : trop d'unités"),
    "fight.then": ("; ", " ; "),
    "author": ("Author", "Auteur"),
    # printables (kitgen.printing): a deck's title, and one of them in a message
    "kind.battle_card": ("Battle cards", "Cartes de bataille"),
    "kind.battle_card.one": ("battle card", "carte de bataille"),
    "kind.army_page": ("Army pages", "Pages d'armée"),
    "kind.army_page.one": ("army page", "page d'armée"),
    "kind.unit_sheet": ("Unit sheets", "Fiches d'unité"),
    "kind.unit_sheet.one": ("unit sheet", "fiche d'unité"),
    "kind.character_card": ("Character cards", "Cartes de personnage"),
    "kind.character_card.one": ("character card", "carte de personnage"),
    "kind.cell_card": ("Cell cards", "Cartes de case"),
    "kind.cell_card.one": ("cell card", "carte de case"),
    "kind.troop_sheet": ("Troop sheets", "Fiches de troupe"),
    "kind.troop_sheet.one": ("troop sheet", "fiche de troupe"),
    "kind.unit_card": ("Unit cards", "Cartes d'unité"),
    "kind.unit_card.one": ("unit card", "carte d'unité"),
    "kind.commander_card": ("Commander cards", "Cartes de commandant"),
    "kind.commander_card.one": ("commander card", "carte de commandant"),
    "kind.zone_card": ("Zone cards", "Cartes de zone"),
    "kind.zone_card.one": ("zone card", "carte de zone"),
    "kind.hero_card": ("Hero cards", "Cartes de héros"),
    "kind.hero_card.one": ("hero card", "carte de héros"),
    "kind.army_sheet": ("Army sheets", "Fiches d'armée"),
    "kind.army_sheet.one": ("army sheet", "fiche d'armée"),
    "size.poker": ("poker card (63 × 88 mm)", "carte poker (63 × 88 mm)"),
    "size.tarot": ("tarot card (70 × 120 mm)", "carte tarot (70 × 120 mm)"),
    "size.a6": ("A6 card (105 × 148 mm)", "carte A6 (105 × 148 mm)"),
    "size.a5": ("A5 card (148 × 210 mm)", "carte A5 (148 × 210 mm)"),
    "size.page": ("full page", "pleine page"),
    "field.name": ("its name", "son nom"),
    "field.content": ("its text", "son texte"),
    "msg.layout_overflow": (
        "the {kind} of '{item}' ({army}): {what} runs {excess} mm past the {size}; "
        "shorten it, or print it larger (print: cards: {setting}: {larger})",
        "la {kind} de « {item} » ({army}) : {what} dépasse de {excess} mm la {size} ; "
        "raccourcissez-le, ou imprimez-la plus grande (print: cards: {setting}: {larger})",
    ),
    "msg.layout_overflow_alone": (
        "the {kind} of '{item}': {what} runs {excess} mm past the {size}; "
        "shorten it, or print it larger (print: cards: {setting}: {larger})",
        "la {kind} de « {item} » : {what} dépasse de {excess} mm la {size} ; "
        "raccourcissez-le, ou imprimez-la plus grande (print: cards: {setting}: {larger})",
    ),
    # the calibration sheet (kitgen calibrate)
    "cal.title": ("Duplex calibration", "Calibrage du recto verso"),
    "cal.flip.long": ("flip on the long edge", "retournement sur le bord long"),
    "cal.flip.short": ("flip on the short edge", "retournement sur le bord court"),
    "cal.step1": (
        "Print this file on both sides of one sheet, {flip}, at actual size (no scaling).",
        "Imprimez ce fichier sur les deux faces d'une feuille, {flip}, à taille réelle (sans "
        "mise à l'échelle).",
    ),
    "cal.step2": (
        "Hold the sheet against a window or a lamp, the rulers towards you.",
        "Placez la feuille devant une fenêtre ou une lampe, les règles face à vous.",
    ),
    "cal.step3": (
        "Read where the front's vertical line crosses the horizontal ruler (x) and where its "
        "horizontal line crosses the vertical ruler (y), in millimeters.",
        "Lisez où le trait vertical du recto croise la règle horizontale (x) et où son trait "
        "horizontal croise la règle verticale (y), en millimètres.",
    ),
    "cal.step4": (
        "Write both readings in your battle file, under print: back_offset: {{x: …, y: …}}. "
        "Every back is then moved by that much.",
        "Notez les deux lectures dans le fichier de bataille, sous print: back_offset: {{x: …, "
        "y: …}}. Chaque verso sera décalé d'autant.",
    ),
    "cal.front": ("Front: the cross.", "Recto : la croix."),
    "cal.back": ("Back: the rulers, in millimeters.", "Verso : les règles, en millimètres."),
    # findings of several rule systems (the checks every battle file gets)
    "msg.zone_name_twice": (
        "two zones are named '{name}'",
        "deux zones s'appellent « {name} »",
    ),
    "msg.one_side": (
        "every army is on the same `side:`; give the enemies another side",
        "toutes les armées ont le même `side:` ; donnez un autre camp aux ennemis",
    ),
    "msg.army_name_twice": (
        "two armies are named '{army}'; give each its own name",
        "deux armées s'appellent « {army} » ; donnez-leur des noms distincts",
    ),
    "msg.unit_name_twice": (
        "army '{army}' has two units named '{name}'; give each its own name",
        "l'armée « {army} » a deux unités nommées « {name} » ; donnez à chacune son nom",
    ),
    "msg.fate_two_armies": (
        "a battle needs at least two armies, this one has {count}",
        "une bataille oppose au moins deux armées, celle-ci en a {count}",
    ),
    "msg.players_army_unknown": (
        "`players_army: {name}` is not one of the armies{hint}; the armies are {armies}",
        "`armée_des_joueurs: {name}` n'est pas l'une des armées{hint} ; les armées sont {armies}",
    ),
    "msg.name_not_in_battle": (
        "'{name}' is not a name of this battle, so its entry does nothing: the glossary "
        "gives the forms of names written elsewhere in the file, whole and as written{close}",
        "« {name} » n'est pas un nom de cette bataille, son entrée ne sert à rien\u202f: le "
        "glossaire donne les formes de noms écrits ailleurs dans le fichier, entiers et "
        "tels qu'écrits{close}",
    ),
    "msg.name_without_form": (
        "'{name}' has no form: give it 'en:' (in English) or 'fr:' (in French)",
        "« {name} » n'a aucune forme\u202f: donnez-lui « fr: » (en français) ou « en: » "
        "(en anglais)",
    ),
    "msg.name_form_too_long": (
        "'{form}' is too long: a form may be as long as its name, or {most} characters; "
        "shorten it",
        "« {form} » est trop long\u202f: une forme peut être aussi longue que son nom, ou "
        "{most} caractères\u202f; raccourcissez-la",
    ),
    "msg.name_form_merges": (
        "'{name}' would read '{form}', as '{other}' does: the two would become one name; "
        "give them different forms",
        "« {name} » se lirait « {form} », comme « {other} »\u202f: les deux deviendraient "
        "un seul nom\u202f; donnez-leur des formes différentes",
    ),
    "msg.players_copy_invalid": (
        "the players' copy leaves out every secret, and what is left is not a battle: "
        "{reason}; keep one of these records out of the secrets",
        "le livret des joueurs laisse de côté tous les secrets, et ce qui reste n'est pas "
        "une bataille : {reason} ; gardez l'un de ces éléments hors des secrets",
    ),
    "msg.no_troops": ("army '{army}' has no troops", "l'armée « {army} » n'a aucune troupe"),
    "msg.troop_name_twice": (
        "army '{army}' has two troops named '{troop}'",
        "l'armée « {army} » a deux troupes nommées « {troop} »",
    ),
}
