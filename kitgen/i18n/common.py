"""Text every rule system uses: (english, french)."""

TEXT: dict[str, tuple[str, str]] = {
    "ruling_ref": ("(ruling {ruling})", "(arbitrage {ruling})"),
    "none": ("None", "Aucun"),
    "phase_n": ("Phase {n}", "Phase {n}"),
    "warnings": ("Warnings", "Avertissements"),
    "no_warnings": (
        "No warnings: the battle follows the rules as written.",
        "Aucun avertissement : la bataille respecte les règles telles qu'écrites.",
    ),
    "notes": ("Notes", "Notes"),
    "quick_reference": ("Quick reference", "Aide-mémoire"),
    "minutes": ("{n} min", "{n} min"),
    "one_day": ("one day", "une journée"),
    "hours": ("{h} h {m}", "{h} h {m}"),
    "days": ("{n} days", "{n} jours"),
    "author": ("Author", "Auteur"),
}
