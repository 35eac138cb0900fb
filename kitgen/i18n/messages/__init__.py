"""What kitgen says at the terminal (errors, warnings, progress, ``--help``), one
catalogue per area, merged here: keys are ``area.what``, values ``(english, french)``
like every catalogue of ``kitgen.i18n``."""

from __future__ import annotations

from kitgen.i18n.messages import cli, loading, schema

AREAS = {"schema": schema.TEXT, "loading": loading.TEXT, "cli": cli.TEXT}


def merged() -> dict[str, tuple[str, str]]:
    """Every area's catalogue in one; a key defined by two areas is a programming error."""
    result: dict[str, tuple[str, str]] = {}
    for area, texts in AREAS.items():
        clash = result.keys() & texts.keys()
        if clash:
            raise ValueError(f"{area}: keys defined twice: {sorted(clash)}")
        result.update(texts)
    return result
