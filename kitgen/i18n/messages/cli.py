"""What kitgen says at the terminal about cli: (english, french)."""

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
}
