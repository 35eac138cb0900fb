"""The ``jdrwiki`` rule system: JdRWiki mass combat (*Combat de masse*).

Its modules: ``model`` (the battle file), ``rules`` and the modules it draws on (pure;
what they work out is held by ``plan``), ``report`` (JSON and terminal lines),
``presenter`` (the kit's values), ``texts`` (French and English), ``starter.yaml`` and
``starter.fr.yaml`` (what ``kitgen new`` writes, in English and French).
"""

from __future__ import annotations

from pathlib import Path

from kitgen.systems import RuleSystem
from kitgen.systems.jdrwiki import model, presenter, report, rules, texts

SYSTEM = RuleSystem(
    key="jdrwiki",
    summary=(
        "Combat de masse (JdRWiki) — the army as a d20 character, heroes, terrain",
        "Combat de masse (JdRWiki) — l'armée comme un personnage au d20, héros, terrain",
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
