"""The ``fate`` rule system: Fate Core mass combat (*Maintenant c'est la guerre*).

Its modules: ``model`` (the battle file), ``rules`` and ``attacks`` (ruling N8) with the
modules they draw on, ``harm`` among them (pure), ``report`` (JSON and terminal lines),
``presenter`` (the kit's values) with ``faces``, ``commander_face`` and ``zone_face`` (its
cards) and ``battlefield`` (its map), ``texts`` (French and English), ``starter.yaml`` and
``starter.fr.yaml`` (what ``kitgen new`` writes, in English and French).
"""

from __future__ import annotations

from pathlib import Path

from kitgen.systems import RuleSystem
from kitgen.systems.fate import model, presenter, report, rules, texts

SYSTEM = RuleSystem(
    key="fate",
    summary=(
        "Maintenant c'est la guerre (Fate) — units as characters, zones, 4dF",
        "Maintenant c'est la guerre (Fate) — unités jouées comme des personnages, zones, 4dF",
    ),
    battle_type=model.Battle,
    compute=rules.compute,
    to_json=report.to_json,
    summary_lines=report.summary_lines,
    odds_lines=report.odds_lines,
    presenter=presenter.context,
    texts=texts.TEXT,
    starter=Path(__file__).parent / "starter.yaml",
    starters={
        "en": Path(__file__).parent / "starter.yaml",
        "fr": Path(__file__).parent / "starter.fr.yaml",
    },
)
