"""What kitgen says at the terminal about schema: (english, french).

``kitgen.schema`` (what a battle file's keys and values must be), ``kitgen.pipeline``
(which rule system a file is for) and ``kitgen.json_schema`` (the descriptions of the
schema editors read). A quoted value of the file is given already cut
(``model.excerpt``); the quotes are the sentence's: '…' in English, « … » in French."""

TEXT: dict[str, tuple[str, str]] = {
    # where in the file: "troop 'Golems': ", "print: cards: "
    "schema.context.named": ("{noun} '{name}': ", "{noun} « {name} » : "),
    "schema.context.inside": ("{outer}{inner}: ", "{outer}{inner} : "),
    "schema.in_context": ("{context}{message}", "{context}{message}"),
    # what a message is about: a key as the file wrote it, or one of these
    "schema.subject": ("{label} ", "{label} "),
    "schema.this_entry": ("this entry", "cette entrée"),
    "schema.entry_of": ("entry {n} of `{field}`", "l'entrée {n} de `{field}`"),
    "schema.key_of": ("{label} key", "clé de {label}"),
    "schema.a_key": ("key", "clé"),
    "schema.item_of": ("{label}[{entry}]", "{label}[{entry}]"),
    # what a value must be (a field's type), and what it was
    "schema.kind.yes_no": ("yes or no (true/false)", "oui ou non (vrai/faux)"),
    "schema.kind.whole": ("a whole number", "un nombre entier"),
    "schema.kind.decimal": ("a number such as 4 or 1.5", "un nombre comme 4 ou 1,5"),
    "schema.kind.text": ("text", "du texte"),
    "schema.kind.list": ("a list", "une liste"),
    "schema.kind.list_lines": (
        "a list (lines starting with '- ')",
        "une liste (lignes commençant par « - »)",
    ),
    "schema.kind.mapping": (
        "a mapping (key: value lines)",
        "un ensemble de lignes « clé : valeur »",
    ),
    "schema.kind.or": ("{first} or {second}", "{first} ou {second}"),
    "schema.kind.empty": ("empty", "une valeur vide"),
    "schema.kind.value": ("'{value}'", "« {value} »"),
    "schema.must_be": (
        "{what}must be {expected}, got {got}{hint}",
        "{what}doit être {expected}, pas {got}{hint}",
    ),
    "schema.hint.write": (" (write {value})", " (écrivez {value})"),
    "schema.hint.unquote": (
        " (the quotes make it text: write {value} without them)",
        " (les guillemets en font du texte : écrivez {value} sans guillemets)",
    ),
    "schema.hint.quote": (" (put it in quotes)", " (mettez-le entre guillemets)"),
    "schema.at_least": (
        "{what}must be at least {min}, got {got}",
        "{what}doit valoir au moins {min}, pas {got}",
    ),
    "schema.at_most": (
        "{what}must be at most {max}, got {got}",
        "{what}doit valoir au plus {max}, pas {got}",
    ),
    "schema.not_empty": ("{what}must not be empty", "{what}ne doit pas être vide"),
    "schema.too_long": (
        "{what}is {length} characters long; at most {limit}",
        "{what}fait {length} caractères ; {limit} au plus",
    ),
    "schema.too_many": (
        "{what}has {count} entries; at most {limit}",
        "{what}a {count} entrées ; {limit} au plus",
    ),
    "schema.not_known": (
        "{what}'{value}' is not known{hint}; one of: {choices}",
        "{what}« {value} » : valeur inconnue{hint} ; valeurs possibles : {choices}",
    ),
    "schema.did_you_mean_that_is": (
        " (did you mean '{name}', that is '{canonical}'?)",
        " (vouliez-vous dire « {name} », c'est-à-dire « {canonical} » ?)",
    ),
    "schema.key_repeats": (
        "{key_label} '{written}' repeats '{same}'; give it once",
        "{key_label} « {written} » répète « {same} » ; donnez-la une seule fois",
    ),
    # a record's keys
    "schema.unknown_key": (
        "unknown key '{written}'{hint}; allowed here: {allowed}",
        "clé inconnue « {written} »{hint} ; clés permises ici : {allowed}",
    ),
    "schema.repeats": (
        "'{written}' repeats '{first}' of line {line}{same}; give it once",
        "« {written} » répète « {first} » de la ligne {line}{same} ; donnez-la une seule fois",
    ),
    "schema.both_are": (" (both are '{name}')", " (les deux sont « {name} »)"),
    "schema.missing_key": ("missing key '{written}'{help}", "clé « {written} » manquante{help}"),
    "schema.help": (" ({help})", " ({help})"),
    # kitgen.pipeline: which rule system a file is for
    "pipeline.not_a_mapping": (
        "a battle file is a mapping of keys (system:, name:, armies: …)",
        "un fichier de bataille est un ensemble de clés (système, nom, armées…)",
    ),
    "pipeline.broken_system": (
        "the rule system '{name}' is installed ({target}) but could not be loaded: {error}; "
        "`kitgen systems` lists what works",
        "le système de règles « {name} » est installé ({target}) mais n'a pas pu être "
        "chargé : {error} ; `kitgen systems` liste ceux qui fonctionnent",
    ),
    "pipeline.unknown_system": (
        "system '{name}' is not known{hint}; one of: {systems}",
        "système « {name} » inconnu{hint} ; systèmes possibles : {systems}",
    ),
    "pipeline.missing_system": (
        "missing key 'system' (the rule system: {systems})",
        "clé « système » manquante (le système de règles : {systems})",
    ),
    "pipeline.rules_later.one": (
        "the rules themselves are checked once this is fixed",
        "les règles elles-mêmes seront vérifiées une fois cette erreur corrigée",
    ),
    "pipeline.rules_later.many": (
        "the rules themselves are checked once these are fixed",
        "les règles elles-mêmes seront vérifiées une fois ces erreurs corrigées",
    ),
    # kitgen.json_schema: what an editor shows
    "json_schema.title": (
        "kitgen {version} battle file: {system}",
        "fichier de bataille kitgen {version} : {system}",
    ),
    "json_schema.system": (
        "the rule system of this battle file",
        "le système de règles de ce fichier de bataille",
    ),
}
