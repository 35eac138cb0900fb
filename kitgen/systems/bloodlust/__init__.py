"""The ``bloodlust`` rule system: Risques & Périls mass combat (after Bloodlust).

Its modules: ``model`` (the battle file), ``rules`` and the modules it draws on (pure:
``casualties``, ``derived``, ``units``, ``tracks``, ``morale``, ``matchups``, their
results in ``plan``), ``report`` (JSON and terminal lines), ``presenter`` and ``cards``
(the kit's values), ``texts`` (French and English: ``messages``, ``words``,
``quick_words``), ``starter.yaml`` and
``starter.fr.yaml`` (what ``kitgen new`` writes, in English and French).
"""

from __future__ import annotations

from pathlib import Path

from kitgen.systems import RuleSystem
from kitgen.systems.bloodlust import model, presenter, report, rules, texts

SYSTEM = RuleSystem(
    key="bloodlust",
    summary=(
        "Risques & Périls (after Bloodlust) — units, d10 casualty table, morale",
        "Risques & Périls (d'après Bloodlust) — unités, table des pertes au d10, moral",
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
