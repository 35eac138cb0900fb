"""The ``witcher`` rule system: The Witcher battle rules (*Witcher : Règles de Bataille* v1.1).

Its modules: ``model`` (the battle file), ``rules`` and the modules it draws on (pure),
``report`` (JSON and terminal lines), ``presenter`` (the kit's values), ``texts``
(French and English), ``starter.yaml`` and
``starter.fr.yaml`` (what ``kitgen new`` writes, in English and French).
"""

from __future__ import annotations

from pathlib import Path

from kitgen.systems import Document, RuleSystem
from kitgen.systems.witcher import compute, model, presenter, report, texts

SYSTEM = RuleSystem(
    key="witcher",
    summary=(
        "Witcher : Règles de Bataille — two commanders, three phases, d10 against SD",
        "Witcher : Règles de Bataille — deux commandants, trois phases, d10 contre le SD",
    ),
    battle_type=model.Battle,
    compute=compute.compute_with_odds,
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
    documents={"what-if": Document("what-if.html.j2", presenter.what_if_context)},
)
