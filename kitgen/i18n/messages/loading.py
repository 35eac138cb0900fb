"""What kitgen says at the terminal about loading: (english, french).

Reading a battle file (``kitgen.loader``, ``kitgen.composer``, ``kitgen.files``), laying
its kit out and writing it (``kitgen.build``, ``kitgen.batch``, ``kitgen.sandbox``,
``kitgen.render``), and what this machine has (``kitgen.doctor``,
``kitgen.environment``)."""

TEXT: dict[str, tuple[str, str]] = {
    # reading the file (kitgen.loader, kitgen.files)
    "loading.no_such_file": ("no such file", "fichier introuvable"),
    "loading.is_folder": (
        "is a folder, not a battle file",
        "est un dossier, pas un fichier de bataille",
    ),
    "loading.not_a_file": (
        "is {kind}, not a file; give kitgen the battle file itself",
        "est {kind}, pas un fichier ; donnez à kitgen le fichier de bataille lui-même",
    ),
    "loading.kind.pipe": ("a named pipe", "un tube nommé"),
    "loading.kind.device": ("a device", "un périphérique"),
    "loading.kind.socket": ("a socket", "une socket"),
    "loading.kind.special": ("a special file", "un fichier spécial"),
    "loading.cannot_read": ("cannot be read: {reason}", "illisible : {reason}"),
    "loading.cannot_write": ("cannot be written: {reason}", "impossible à écrire : {reason}"),
    "loading.os.denied": ("Permission denied", "permission refusée"),
    "loading.os.no_space": ("No space left on device", "plus de place sur le disque"),
    "loading.os.read_only": ("Read-only file system", "système de fichiers en lecture seule"),
    "loading.os.missing": ("No such file or directory", "fichier ou dossier introuvable"),
    "loading.os.name_too_long": ("File name too long", "nom de fichier trop long"),
    "loading.os.loop": (
        "Too many levels of symbolic links",
        "trop de liens symboliques à suivre",
    ),
    "loading.os.io": ("Input/output error", "erreur d'entrée-sortie du disque"),
    "loading.os.other": ("{detail}", "le système refuse l'opération (« {detail} »)"),
    "loading.too_big": (
        "is {size} bytes; a battle file may hold at most {limit} (is this the right file?)",
        "fait {size} octets ; un fichier de bataille en contient au plus {limit} (est-ce "
        "le bon fichier ?)",
    ),
    "loading.too_big_grew": (
        "holds more than {limit} bytes; a battle file may hold at most {limit} (is this the "
        "right file?)",
        "contient plus de {limit} octets ; un fichier de bataille en contient au plus "
        "{limit} (est-ce le bon fichier ?)",
    ),
    "loading.empty": (
        "is empty: a battle file starts with `system:`",
        "est vide : un fichier de bataille commence par `system:`",
    ),
    "loading.utf16_32": (
        "is {encoding} text: save the file as UTF-8 in your editor",
        "est un texte {encoding} : enregistrez le fichier en UTF-8 dans votre éditeur",
    ),
    "loading.not_utf8_wide": (
        "is not UTF-8 text (it looks like UTF-16 or UTF-32): save the file as UTF-8 in your "
        "editor",
        "n'est pas un texte UTF-8 (on dirait de l'UTF-16 ou de l'UTF-32) : enregistrez le "
        "fichier en UTF-8 dans votre éditeur",
    ),
    "loading.not_utf8": (
        "is not UTF-8 text: save the file as UTF-8 in your editor",
        "n'est pas un texte UTF-8 : enregistrez le fichier en UTF-8 dans votre éditeur",
    ),
    "loading.line_break": (
        "here is an invisible U+{code} ({name}), which YAML reads as a line break that "
        "editors do not show; replace it with a line break, or delete it",
        "ici se trouve un caractère invisible U+{code} ({name}), que YAML lit comme un saut "
        "de ligne que les éditeurs n'affichent pas ; remplacez-le par un vrai saut de ligne, "
        "ou supprimez-le",
    ),
    "loading.unreadable_control": (
        "here is an invisible U+{code} (a control character), which YAML does not allow in "
        "a file; delete it",
        "ici se trouve un caractère invisible U+{code} (un caractère de contrôle), que YAML "
        "interdit dans un fichier ; supprimez-le",
    ),
    "loading.not_a_character": (
        "here is U+{code} (not a character), which YAML does not allow in a file; delete "
        'it, or if it is meant, write it as "\\u{code}" inside double quotes',
        "ici se trouve U+{code} (qui n'est pas un caractère), que YAML interdit dans un "
        'fichier ; supprimez-le ou, s\'il est voulu, écrivez-le "\\u{code}" entre '
        "guillemets droits doubles",
    ),
    "loading.yaml_error": ("YAML error: {detail}", "fichier YAML illisible (« {detail} »)"),
    # YAML syntax (kitgen.loader: the parsers' problems, in a battle writer's words)
    "loading.yaml_syntax": (
        "YAML syntax: {problem}{opened}{hint}",
        "syntaxe YAML : {problem}{opened}{hint}",
    ),
    "loading.yaml.opened": (
        " in {construct} opened at line {line}, column {column}",
        " dans {construct} qui commence à la ligne {line}, colonne {column}",
    ),
    "loading.yaml.hint.tabs": (
        "; indent with spaces, not tabs",
        " ; indentez avec des espaces, pas des tabulations",
    ),
    "loading.yaml.hint.quote_colon": (
        "; a value containing ': ' needs quotes",
        " ; une valeur qui contient « : » doit être entre guillemets",
    ),
    "loading.yaml.hint.indentation": (
        "; check the indentation of this line and the one before",
        " ; vérifiez l'indentation de cette ligne et de la précédente",
    ),
    "loading.construct.flow_list": ("the list in [ ]", "la liste entre [ ]"),
    "loading.construct.flow_mapping": ("the mapping in {{ }}", "le dictionnaire entre {{ }}"),
    "loading.construct.quoted": ("the quoted text", "le texte entre guillemets"),
    "loading.construct.block": ("the indented block", "le bloc indenté"),
    "loading.construct.text_block": ("the text block", "le bloc de texte"),
    "loading.construct.value": ("the value", "la valeur"),
    "loading.construct.key": ("the key", "la clé"),
    "loading.construct.other": ("{construct}", "l'élément « {construct} »"),
    "loading.yaml.unknown": (
        "{problem}",
        "le fichier n'est pas du YAML valide à cet endroit (« {problem} »)",
    ),
    "loading.yaml.quoted": ("'{bare}'", "« {bare} »"),
    # what PyYAML found, by token (loading.yaml.token.*), as PyYAML writes it in English
    "loading.yaml.token.directive": ("'<directive>'", "une directive (%)"),
    "loading.yaml.token.document_start": ("'<document start>'", "un début de document (---)"),
    "loading.yaml.token.document_end": ("'<document end>'", "une fin de document (...)"),
    "loading.yaml.token.stream_start": ("'<stream start>'", "le début du fichier"),
    "loading.yaml.token.stream_end": ("'<stream end>'", "la fin du fichier"),
    "loading.yaml.token.block_sequence_start": (
        "'<block sequence start>'",
        "le début d'une liste indentée",
    ),
    "loading.yaml.token.block_mapping_start": (
        "'<block mapping start>'",
        "le début d'un bloc de clés indenté",
    ),
    "loading.yaml.token.block_end": ("'<block end>'", "la fin d'un bloc indenté"),
    "loading.yaml.token.alias": ("'<alias>'", "un alias (*)"),
    "loading.yaml.token.anchor": ("'<anchor>'", "une ancre (&)"),
    "loading.yaml.token.tag": ("'<tag>'", "une étiquette (!)"),
    "loading.yaml.token.scalar": ("'<scalar>'", "une valeur"),
    # PyYAML's problems that quote what it found
    "loading.yaml.cannot_start": (
        "found character {found} that cannot start any token",
        "le caractère {found} ne peut pas commencer un élément",
    ),
    "loading.yaml.unknown_escape": (
        "found unknown escape character {found}",
        "séquence d'échappement inconnue : {found}",
    ),
    "loading.yaml.duplicate_tag_handle": (
        "duplicate tag handle {found}",
        "préfixe d'étiquette défini deux fois : {found}",
    ),
    "loading.yaml.undefined_tag_handle": (
        "found undefined tag handle {found}",
        "préfixe d'étiquette non défini : {found}",
    ),
    "loading.yaml.hex_escape": (
        "expected escape sequence of {count} hexadecimal numbers, but found {found}",
        "YAML attendait ici une séquence d'échappement de {count} chiffres hexadécimaux, "
        "mais a trouvé {found}",
    ),
    "loading.yaml.expected_found": (
        "expected {what}, but found {found}",
        "YAML attendait ici {what}, mais a trouvé {found}",
    ),
    "loading.yaml.expected_got": (
        "expected {what}, but got {found}",
        "YAML attendait ici {what}, mais a trouvé {found}",
    ),
    "loading.yaml.what.alnum": ("alphabetic or numeric character", "une lettre ou un chiffre"),
    "loading.yaml.what.digit_or_dot": ("a digit or '.'", "un chiffre ou « . »"),
    "loading.yaml.what.digit_or_space": ("a digit or ' '", "un chiffre ou une espace"),
    "loading.yaml.what.digit": ("a digit", "un chiffre"),
    "loading.yaml.what.space": ("' '", "une espace"),
    "loading.yaml.what.comment_or_break": (
        "a comment or a line break",
        "un commentaire ou un saut de ligne",
    ),
    "loading.yaml.what.closing_angle": ("'>'", "« > »"),
    "loading.yaml.what.indent_indicator": (
        "indentation indicator in the range 1-9",
        "un indicateur d'indentation de 1 à 9",
    ),
    "loading.yaml.what.chomping": (
        "chomping or indentation indicators",
        "un indicateur de fin de bloc (+ ou -) ou d'indentation",
    ),
    "loading.yaml.what.bang": ("'!'", "« ! »"),
    "loading.yaml.what.uri": ("URI", "une URI"),
    "loading.yaml.what.uri_escape": (
        "URI escape sequence of 2 hexadecimal numbers",
        "une séquence d'échappement d'URI de 2 chiffres hexadécimaux",
    ),
    "loading.yaml.what.document_start": ("'<document start>'", "un début de document (---)"),
    "loading.yaml.what.node_content": ("the node content", "une valeur"),
    "loading.yaml.what.block_end": ("<block end>", "la fin du bloc indenté"),
    "loading.yaml.what.comma_or_bracket": ("',' or ']'", "« , » ou « ] »"),
    "loading.yaml.what.comma_or_brace": ("',' or '}}'", "« , » ou « }} »"),
    # PyYAML's problems stated without a value
    "loading.yaml.no_colon": (
        "could not find expected ':'",
        "il manque le « : » qui suit une clé",
    ),
    "loading.yaml.no_list_here": (
        "sequence entries are not allowed here",
        "un élément de liste (« - ») n'a pas sa place ici",
    ),
    "loading.yaml.no_key_here": (
        "mapping keys are not allowed here",
        "une clé n'a pas sa place ici",
    ),
    "loading.yaml.no_value_here": (
        "mapping values are not allowed here",
        "un « : » n'a pas sa place ici",
    ),
    "loading.yaml.end_of_stream": (
        "found unexpected end of stream",
        "le fichier se termine trop tôt",
    ),
    "loading.yaml.document_separator": (
        "found unexpected document separator",
        "séparateur de documents (--- ou ...) inattendu",
    ),
    "loading.yaml.duplicate_yaml_directive": (
        "found duplicate YAML directive",
        "directive %YAML présente deux fois",
    ),
    "loading.yaml.incompatible_version": (
        "found incompatible YAML document (version 1.* is required)",
        "version de YAML incompatible (la version 1.* est requise)",
    ),
    # libyaml's problems
    "loading.yaml.lib.no_list_here": (
        "block sequence entries are not allowed in this context",
        "un élément de liste (« - ») n'a pas sa place ici",
    ),
    "loading.yaml.lib.no_key_here": (
        "mapping keys are not allowed in this context",
        "une clé n'a pas sa place ici",
    ),
    "loading.yaml.lib.no_value_here": (
        "mapping values are not allowed in this context",
        "un « : » n'a pas sa place ici",
    ),
    "loading.yaml.lib.control": (
        "control characters are not allowed",
        "les caractères de contrôle sont interdits",
    ),
    "loading.yaml.lib.directive_name": (
        "could not find expected directive name",
        "il manque ici le nom de la directive",
    ),
    "loading.yaml.lib.uri_octet": (
        "did not find URI escaped octet",
        "il manque ici un octet échappé de l'URI",
    ),
    "loading.yaml.lib.bang": ("did not find expected '!'", "il manque ici un « ! »"),
    "loading.yaml.lib.comma_or_bracket": (
        "did not find expected ',' or ']'",
        "il manque ici « , » ou « ] »",
    ),
    "loading.yaml.lib.comma_or_brace": (
        "did not find expected ',' or '}}'",
        "il manque ici « , » ou « }} »",
    ),
    "loading.yaml.lib.dash": (
        "did not find expected '-' indicator",
        "il manque ici le « - » d'un élément de liste",
    ),
    "loading.yaml.lib.document_start": (
        "did not find expected <document start>",
        "il manque ici un début de document (---)",
    ),
    "loading.yaml.lib.stream_start": (
        "did not find expected <stream-start>",
        "il manque le début du fichier",
    ),
    "loading.yaml.lib.alnum": (
        "did not find expected alphabetic or numeric character",
        "il manque ici une lettre ou un chiffre",
    ),
    "loading.yaml.lib.comment_or_break": (
        "did not find expected comment or line break",
        "il manque ici un commentaire ou un saut de ligne",
    ),
    "loading.yaml.lib.digit_or_dot": (
        "did not find expected digit or '.' character",
        "il manque ici un chiffre ou un « . »",
    ),
    "loading.yaml.lib.hex": (
        "did not find expected hexdecimal number",
        "il manque ici un chiffre hexadécimal",
    ),
    "loading.yaml.lib.key": ("did not find expected key", "il manque ici une clé"),
    "loading.yaml.lib.node_content": (
        "did not find expected node content",
        "il manque ici une valeur",
    ),
    "loading.yaml.lib.tag_uri": (
        "did not find expected tag URI",
        "il manque ici l'URI de l'étiquette",
    ),
    "loading.yaml.lib.version": (
        "did not find expected version number",
        "il manque ici le numéro de version",
    ),
    "loading.yaml.lib.whitespace": (
        "did not find expected whitespace",
        "il manque ici une espace",
    ),
    "loading.yaml.lib.whitespace_or_break": (
        "did not find expected whitespace or line break",
        "il manque ici une espace ou un saut de ligne",
    ),
    "loading.yaml.lib.closing_angle": (
        "did not find the expected '>'",
        "il manque ici un « > »",
    ),
    "loading.yaml.lib.tab_indentation": (
        "found a tab character that violates indentation",
        "une tabulation rompt l'indentation",
    ),
    "loading.yaml.lib.tab_space": (
        "found a tab character where an indentation space is expected",
        "une tabulation se trouve là où une espace d'indentation est attendue",
    ),
    "loading.yaml.lib.indent_zero": (
        "found an indentation indicator equal to 0",
        "un indicateur d'indentation vaut 0",
    ),
    "loading.yaml.lib.cannot_start": (
        "found character that cannot start any token",
        "ce caractère ne peut pas commencer un élément",
    ),
    "loading.yaml.lib.duplicate_tag_directive": (
        "found duplicate %TAG directive",
        "directive %TAG présente deux fois",
    ),
    "loading.yaml.lib.duplicate_yaml_directive": (
        "found duplicate %YAML directive",
        "directive %YAML présente deux fois",
    ),
    "loading.yaml.lib.long_version": (
        "found extremely long version number",
        "numéro de version bien trop long",
    ),
    "loading.yaml.lib.incompatible": (
        "found incompatible YAML document",
        "version de YAML incompatible",
    ),
    "loading.yaml.lib.bad_escape_code": (
        "found invalid Unicode character escape code",
        "code de caractère Unicode échappé invalide",
    ),
    "loading.yaml.lib.undefined_tag_handle": (
        "found undefined tag handle",
        "préfixe d'étiquette non défini",
    ),
    "loading.yaml.lib.unexpected_colon": ("found unexpected ':'", "« : » inattendu"),
    "loading.yaml.lib.document_indicator": (
        "found unexpected document indicator",
        "séparateur de documents (--- ou ...) inattendu",
    ),
    "loading.yaml.lib.non_alphabetical": (
        "found unexpected non-alphabetical character",
        "caractère inattendu : une lettre était attendue",
    ),
    "loading.yaml.lib.unknown_directive": (
        "found unknown directive name",
        "nom de directive inconnu",
    ),
    "loading.yaml.lib.unknown_escape": (
        "found unknown escape character",
        "séquence d'échappement inconnue",
    ),
    # building the nodes (kitgen.composer)
    "loading.several_documents": (
        "holds several YAML documents (`---`); put one battle in each file",
        "contient plusieurs documents YAML (`---`) ; mettez une seule bataille par fichier",
    ),
    "loading.holds_too_many": (
        "holds more than {count} values; a battle file never needs that many",
        "contient plus de {count} valeurs ; un fichier de bataille n'en demande jamais autant",
    ),
    "loading.expands_to_too_many": (
        "expands to more than {count} values (too many aliases?); a battle file never needs "
        "that many",
        "se déploie en plus de {count} valeurs (trop d'alias ?) ; un fichier de bataille "
        "n'en demande jamais autant",
    ),
    "loading.too_deep": (
        "nests deeper than {depth} levels",
        "imbrique plus de {depth} niveaux",
    ),
    "loading.unknown_alias": ("unknown alias '*{alias}'", "alias inconnu « *{alias} »"),
    "loading.alias_contains_itself": (
        "alias '*{alias}' repeats a value that contains it",
        "l'alias « *{alias} » répète une valeur qui le contient",
    ),
    "loading.merge_key": (
        "merge keys (`<<:`) are not supported: write the values out",
        "les clés de fusion (`<<:`) ne sont pas prises en charge : écrivez les valeurs en entier",
    ),
    "loading.key_not_plain": (
        "a key must be a plain word or number",
        "une clé doit être un simple mot ou un nombre",
    ),
    "loading.duplicate_key": (
        "duplicate key '{name}' (first at line {line}); keep one",
        "clé « {name} » en double (déjà à la ligne {line}) ; n'en gardez qu'une",
    ),
    "loading.too_many_digits": (
        "a number of {digits} digits is too large for a battle file (at most {limit})",
        "un nombre de {digits} chiffres est trop grand pour un fichier de bataille ({limit} "
        "au plus)",
    ),
    "loading.tag_unknown": (
        "the YAML tag '{tag}' has no place in a battle file; delete it",
        "l'étiquette YAML « {tag} » n'a pas sa place dans un fichier de bataille ; supprimez-la",
    ),
    "loading.tag_wrong": (
        "the YAML tag '{tag}' is for {what}, not {got}; correct the value or delete the tag",
        "l'étiquette YAML « {tag} » annonce {what}, pas {got} ; corrigez la valeur ou "
        "supprimez l'étiquette",
    ),
    "loading.holds.str": ("text", "du texte"),
    "loading.holds.int": ("a whole number such as 12 or -3", "un nombre entier comme 12 ou -3"),
    "loading.holds.float": ("a number such as 2.5 or 12", "un nombre comme 2.5 ou 12"),
    "loading.holds.bool": (
        "true or false (or yes, no, on, off)",
        "true ou false (ou yes, no, on, off)",
    ),
    "loading.holds.null": (
        "nothing (an empty value, ~ or null)",
        "rien (une valeur vide, ~ ou null)",
    ),
    "loading.holds.seq": ("a list", "une liste"),
    "loading.holds.map": ("a mapping", "un dictionnaire de clés"),
    "loading.got.list": ("a list", "une liste"),
    "loading.got.mapping": ("a mapping", "un dictionnaire de clés"),
    "loading.got.written": ("'{value}'", "« {value} »"),
    "loading.invisible": (
        "character {position} of this value is an invisible U+{code} ({label}); delete it",
        "le caractère {position} de cette valeur est un U+{code} invisible ({label}) ; "
        "supprimez-le",
    ),
    "loading.char.byte_order_mark": (
        "ZERO WIDTH NO-BREAK SPACE, a byte-order mark",
        "ZERO WIDTH NO-BREAK SPACE, une marque d'ordre des octets",
    ),
    "loading.char.control": ("a control character", "un caractère de contrôle"),
    # laying a kit out (kitgen.build, kitgen.render, kitgen.sandbox)
    "loading.layout_failed": (
        "could not lay out the kit: {reason}",
        "impossible de mettre le kit en page : {reason}",
    ),
    "loading.renderer_notice": ("renderer: {notice}", "moteur de rendu : {notice}"),
    "loading.render_failed": ("{detail}", "WeasyPrint a échoué ({detail})"),
    "loading.no_pdf": ("WeasyPrint returned no PDF", "WeasyPrint n'a rendu aucun PDF"),
    "loading.no_temporary_folder": (
        "no temporary folder could be made in {folder} ({reason}); set TMPDIR to a folder "
        "you may write to",
        "impossible de créer un dossier temporaire dans {folder} ({reason}) ; indiquez "
        "dans TMPDIR un dossier où vous pouvez écrire",
    ),
    "loading.too_slow": (
        "it took longer than {seconds} s; raise --time-limit for a kit this large",
        "la mise en page a pris plus de {seconds} s ; augmentez --time-limit pour un kit "
        "aussi gros",
    ),
    "loading.too_much_processor": (
        "it used more than {seconds} s of processor time",
        "la mise en page a occupé le processeur plus de {seconds} s",
    ),
    "loading.too_much_memory": (
        "it needed more than {megabytes} MB of memory; raise --memory-limit for a kit this large",
        "la mise en page demandait plus de {megabytes} Mo de mémoire ; augmentez "
        "--memory-limit pour un kit aussi gros",
    ),
    "loading.renderer_stopped": (
        "the renderer stopped ({signal})",
        "le moteur de rendu s'est arrêté net ({signal})",
    ),
    "loading.renderer_silent": (
        "the renderer stopped without an answer",
        "le moteur de rendu s'est arrêté sans répondre",
    ),
    # building many kits (kitgen.batch)
    "loading.same_kit": (
        "its kit and {others} would both be {target}{named}; change one battle's `name:`, "
        "or build them into different folders with -o",
        "son kit et {others} seraient tous deux écrits dans {target}{named} ; changez le "
        "`name:` d'une "
        "des batailles, ou construisez-les dans des dossiers différents avec -o",
    ),
    "loading.that_of": ("that of {path}", "celui de {path}"),
    "loading.and": ("{first} and {then}", "{first} et {then}"),
    "loading.quoted": ("'{text}'", "« {text} »"),
    "loading.battles_named": (
        " (the battles are named {names})",
        " (les batailles s'appellent {names})",
    ),
    "loading.replaces_kit": (
        "its kit would replace {target}, the kit of {owner}; change one battle's `name:`, "
        "build into another folder with -o, or delete that PDF first",
        "son kit remplacerait {target}, le kit de {owner} ; changez le `name:` d'une des "
        "batailles, construisez dans un autre dossier avec -o, ou supprimez d'abord ce PDF",
    ),
    "loading.worker_stopped": (
        "not built: a worker process laying kits out was stopped from outside (by the "
        "system running out of memory, or a `kill`) before this kit was written; build "
        "again, with -j 1 to use less memory",
        "kit non construit : un processus qui mettait les kits en page a été arrêté de "
        "l'extérieur (par le système à court de mémoire, ou par un `kill`) avant que ce kit "
        "ne soit écrit ; relancez la construction, avec -j 1 pour utiliser moins de mémoire",
    ),
    # what this machine has (kitgen.environment, kitgen.doctor)
    "loading.env.install": ("{where}: {how}", "{where} : {how}"),
    "loading.env.then": ("{first}; {then}", "{first} ; {then}"),
    "loading.env.gtk_runtime": (
        "the GTK 3 runtime ({url}), or WSL with the Debian/Ubuntu line",
        "l'environnement d'exécution GTK 3 ({url}), ou WSL avec la ligne Debian/Ubuntu",
    ),
    "loading.env.no_renderer": (
        "the PDF renderer (WeasyPrint) cannot start: {detail}. It needs the Pango library. "
        "Install it ({installs}), then run `kitgen doctor`.",
        "le moteur de rendu PDF (WeasyPrint) ne peut pas démarrer (« {detail} ») : il lui "
        "faut la bibliothèque Pango, introuvable ici. Installez-la ({installs}), puis lancez "
        "`kitgen doctor`.",
    ),
    "loading.env.subset_harfbuzz": (
        "fonts are subset with HarfBuzz ({versions})",
        "les polices sont réduites avec HarfBuzz ({versions})",
    ),
    "loading.env.subset_fonttools": (
        "fonts are subset with fontTools (--font-subsetter fonttools): slower than HarfBuzz, "
        "the same pages",
        "les polices sont réduites avec fontTools (--font-subsetter fonttools) : plus lent "
        "que HarfBuzz, les mêmes pages",
    ),
    "loading.doctor.python_needed": (
        "kitgen needs Python 3.11 or later",
        "kitgen demande Python 3.11 ou plus récent",
    ),
    "loading.doctor.subsetting": ("Font subsetting", "Réduction des polices"),
    "loading.doctor.no_uharfbuzz": (
        "uharfbuzz, which kitgen installs, cannot be loaded ({detail}); "
        "--font-subsetter fonttools works without it",
        "uharfbuzz, que kitgen installe, ne se charge pas ({detail}) ; "
        "--font-subsetter fonttools s'en passe",
    ),
    "loading.doctor.reinstall_uharfbuzz": (
        "reinstall it: pip install --force-reinstall uharfbuzz",
        "réinstallez-le : pip install --force-reinstall uharfbuzz",
    ),
    "loading.doctor.limits": ("Rendering limits", "Limites du rendu"),
    "loading.doctor.isolated": (
        "each PDF is laid out in a child process with --time-limit and --memory-limit",
        "chaque PDF est mis en page dans un processus enfant, avec --time-limit et --memory-limit",
    ),
    "loading.doctor.not_isolated": (
        "this system has no safe fork(): PDFs are laid out without time and memory limits "
        "(kitgen docs security)",
        "ce système n'a pas de fork() sûr : les PDF sont mis en page sans limite de temps ni "
        "de mémoire (kitgen docs security)",
    ),
    "loading.doctor.test_page": ("A test page", "Page d'essai"),
    "loading.doctor.report": (
        "please report it with this output",
        "merci de le signaler en joignant ce qui est affiché ici",
    ),
    "loading.doctor.rendered": ("{pages} pages, {size} bytes", "{pages} pages, {size} octets"),
}
