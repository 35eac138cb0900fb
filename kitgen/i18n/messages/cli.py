"""What kitgen says at the terminal about cli: (english, french). The ``help.*`` keys
(``--help`` of every command) are in :mod:`kitgen.i18n.messages.cli_help`."""

from kitgen.i18n.messages.cli_help import HELP

TEXT: dict[str, tuple[str, str]] = {
    # kitgen.errors: how every error is shown
    "errors.error": ("error: {problem}", "erreur : {problem}"),
    "errors.note": ("note: {note}", "remarque : {note}"),
    "errors.warning": ("warning: {problem}", "avertissement : {problem}"),
    "errors.strict": ("{message} [--strict]", "{message} [--strict]"),
    "errors.count": ("{count} errors.", "{count} erreurs."),
    "errors.count_wrote_nothing": (
        "{count} errors; nothing was written.",
        "{count} erreurs ; rien n'a été écrit.",
    ),
    "errors.too_many": (
        "{count} errors; the first {shown} are shown: fix them and run again to see the rest.",
        "{count} erreurs ; les {shown} premières sont affichées : corrigez-les et relancez "
        "pour voir les suivantes.",
    ),
    "errors.too_many_wrote_nothing": (
        "{count} errors; the first {shown} are shown: fix them and run again to see the "
        "rest. Nothing was written.",
        "{count} erreurs ; les {shown} premières sont affichées : corrigez-les et relancez "
        "pour voir les suivantes. Rien n'a été écrit.",
    ),
    # kitgen.cli: what the commands print
    "cli.version": ("kitgen, version {version}", "kitgen, version {version}"),
    "cli.files_failed.one": (
        "{failed} of {total} files failed.",
        "{failed} fichier sur {total} est en erreur.",
    ),
    "cli.files_failed.many": (
        "{failed} of {total} files failed.",
        "{failed} fichiers sur {total} sont en erreur.",
    ),
    "cli.pages.one": ("{n} page", "{n} page"),
    "cli.pages.many": ("{n} pages", "{n} pages"),
    "cli.built": (
        "{path} -> {target} ({pages}, {seconds} s)",
        "{path} -> {target} ({pages}, {seconds} s)",
    ),
    "cli.unchanged": ("{path} -> {target} (unchanged)", "{path} -> {target} (inchangé)"),
    "cli.kept": (
        "{path}: not built; the last good PDF is kept",
        "{path} : non construit ; le dernier PDF valide est conservé",
    ),
    "cli.summary": (
        "{count} battle files: {built} built, {unchanged} unchanged, {failed} failed "
        "({pages}) in {seconds} s",
        "{count} fichiers de bataille — construits : {built}, inchangés : {unchanged}, en "
        "erreur : {failed} ({pages}) en {seconds} s",
    ),
    "cli.progress": ("Building", "Construction"),
    "cli.no_battle_files": (
        "no battle files (*.yaml) in the folders given",
        "aucun fichier de bataille (*.yaml) dans les dossiers donnés",
    ),
    "cli.watching.one": (
        "Watching {n} file; Ctrl-C stops.",
        "Surveillance de {n} fichier ; Ctrl-C arrête.",
    ),
    "cli.watching.many": (
        "Watching {n} files; Ctrl-C stops.",
        "Surveillance de {n} fichiers ; Ctrl-C arrête.",
    ),
    "cli.calibration_written": (
        "calibration sheet -> {target} ({pages}: print both sides)",
        "feuille d'étalonnage -> {target} ({pages} : imprimez recto verso)",
    ),
    "cli.what_if_written": (
        "what-if table -> {target} ({pages})",
        "table « et si » -> {target} ({pages})",
    ),
    "cli.schema_written": ("{system} schema -> {target}", "schéma {system} -> {target}"),
    "cli.new_written": (
        "{path} ({system}) and {schema} written. Next:",
        "{path} ({system}) et {schema} écrits. Ensuite :",
    ),
    "cli.new_is_a_file": (
        "cannot write {path}: {folder} is a file, not a folder",
        "impossible d'écrire {path} : {folder} est un fichier, pas un dossier",
    ),
    "cli.new_exists": (
        "{path} already exists; choose another NAME or add --force",
        "{path} existe déjà ; choisissez un autre NAME ou ajoutez --force",
    ),
    "cli.cannot_write": ("cannot write {path}: {reason}", "impossible d'écrire {path} : {reason}"),
    "cli.name_character": (
        "NAME: a file name cannot hold the character {character}; choose another",
        "NAME : un nom de fichier ne peut pas contenir le caractère {character} ; choisissez-en "
        "un autre",
    ),
    "cli.name_too_long": (
        "NAME: a file name has at most {most} bytes here, and '{name}' has {size}; choose a "
        "shorter one",
        "NAME : un nom de fichier a au plus {most} octets ici, et « {name} » en a {size} ; "
        "choisissez-en un plus court",
    ),
    "cli.doctor.ok": ("ok", "ok"),
    "cli.doctor.missing": ("MISSING", "MANQUE"),
    "cli.doctor.optional": ("optional", "facultatif"),
    "cli.docs_pages_en": ("Pages in English:", "Pages en anglais :"),
    "cli.docs_pages_fr": ("Pages in French:", "Pages en français :"),
    "cli.docs_footer": (
        "`kitgen docs PAGE` prints one; the files are in {folder}. The files their "
        "commands read: `kitgen examples --copy`",
        "`kitgen docs PAGE` en affiche une ; les fichiers sont dans {folder}. Les fichiers "
        "que lisent leurs commandes : `kitgen examples --copy`",
    ),
    "cli.examples_heading": (
        "Example battles (`kitgen examples NAME` prints one):",
        "Batailles d'exemple (`kitgen examples NAME` en affiche une) :",
    ),
    "cli.examples_footer": (
        "`kitgen examples --copy` writes them into armies/ here, with the files the "
        "documentation's commands read (docs/examples/): the commands of `kitgen docs` "
        "then run as written.",
        "`kitgen examples --copy` les écrit ici dans armies/, avec les fichiers que lisent "
        "les commandes de la documentation (docs/examples/) : les commandes de "
        "`kitgen docs` s'exécutent alors telles quelles.",
    ),
    "cli.no_example": (
        "no example '{name}'{hint}; one of: {names}",
        "pas d'exemple « {name} »{hint} ; au choix : {names}",
    ),
    "cli.example_differs": (
        "{path} is already there and is not kitgen's example",
        "{path} existe déjà et n'est pas l'exemple de kitgen",
    ),
    "cli.examples_kept": (
        "nothing was written (files kept: {count}); add --force to replace them, or choose "
        "another folder with -o",
        "rien n'a été écrit (fichiers gardés : {count}) ; ajoutez --force pour les "
        "remplacer, ou choisissez un autre dossier avec -o",
    ),
    "cli.examples_copied": (
        "Files written in {folder}: {written}; already there: {unchanged}. Next:",
        "Fichiers écrits dans {folder} : {written} ; déjà là : {unchanged}. Ensuite :",
    ),
    "cli.this_folder": ("this folder", "ce dossier"),
    "cli.limits_not_enforced": (
        "--time-limit and --memory-limit cannot hold on this system: it has no safe fork(), "
        "so kits are laid out in kitgen's own process, without limits (kitgen docs security)",
        "--time-limit et --memory-limit ne peuvent pas s'appliquer sur ce système : faute de "
        "fork() sûr, les kits sont mis en page dans le processus de kitgen, sans limite "
        "(kitgen docs security)",
    ),
    "cli.no_page": (
        "no page '{page}'{hint}; one of: {pages}",
        "pas de page « {page} »{hint} ; au choix : {pages}",
    ),
    "cli.no_ruling": (
        "no ruling '{ruling}'{hint}; `kitgen rulings` lists them",
        "pas d'arbitrage « {ruling} »{hint} ; `kitgen rulings` les liste",
    ),
    "cli.broken_system": (
        "the rule system '{name}' ({target}) could not be loaded: {error}",
        "le système de règles « {name} » ({target}) n'a pas pu être chargé : {error}",
    ),
    "cli.cannot_lay_out": (
        "could not lay out {name}: {reason}",
        "impossible de mettre en page {name} : {reason}",
    ),
    "cli.cannot_be_written": (
        "{target} cannot be written: {reason}",
        "impossible d'écrire {target} : {reason}",
    ),
    "cli.cannot_write_output": (
        "Error: cannot write the output: {reason}",
        "Erreur : impossible d'écrire la sortie : {reason}",
    ),
    "cli.internal_error": (
        "kitgen failed on something it should have handled ({error}: {detail}). This is a "
        "bug in kitgen, not in your file: please report it with the battle file. "
        "KITGEN_DEBUG=1 shows where it happened.",
        "kitgen a échoué sur quelque chose qu'il aurait dû traiter ({error} : {detail}). "
        "C'est un bogue de kitgen, pas de votre fichier : signalez-le en joignant le fichier "
        "de bataille. KITGEN_DEBUG=1 montre où c'est arrivé.",
    ),
    **HELP,
}
