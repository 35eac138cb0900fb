"""Text every rule system uses: (english, french)."""

TEXT: dict[str, tuple[str, str]] = {
    "ruling_ref": ("(ruling {ruling})", "(arbitrage {ruling})"),
    "none": ("None", "Aucun"),
    "yes": ("yes", "oui"),
    "no": ("no", "non"),
    "phase_n": ("Phase {n}", "Phase {n}"),
    "gm_page": ("Game master's page", "Page du meneur"),
    "warnings": ("Warnings", "Avertissements"),
    "no_warnings": (
        "No warnings: the battle follows the rules as written.",
        "Aucun avertissement : la bataille respecte les règles telles qu'écrites.",
    ),
    "notes": ("Notes", "Notes"),
    "quick_reference": ("Quick reference", "Aide-mémoire"),
    "made_with": ("Made with kitgen {version}", "Réalisé avec kitgen {version}"),
    "total": ("Total", "Total"),
    "minutes": ("{n} min", "{n} min"),
    "one_day": ("one day", "une journée"),
    "kit_for": ("Battle kit", "Kit de bataille"),
    "author": ("Author", "Auteur"),
}
