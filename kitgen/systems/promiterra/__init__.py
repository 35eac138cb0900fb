"""The ``promiterra`` rule system: Promiterra's wars (*Promiterra, chapitre 6 : Les guerres*).

Its modules: ``model`` (the battle file), ``rules`` and the modules it draws on (pure:
``combat`` the dice, ``stats`` the stats, ``battlefield`` the map, ``plan`` the values),
``report`` (JSON and terminal lines), ``presenter`` (the kit's values), ``texts``
(French and English: ``messages`` and ``words``), ``starter.yaml`` and
``starter.fr.yaml`` (what ``kitgen new`` writes, in English and French).
"""

from __future__ import annotations

from pathlib import Path

from kitgen.systems import RuleSystem
from kitgen.systems.promiterra import model, presenter, report, rules, texts

SYSTEM = RuleSystem(
    key="promiterra",
    summary=(
        "Promiterra, chapitre 6 — troops on a grid, d6 hits, dice cutting, loyalty",
        "Promiterra, chapitre 6 — troupes sur une grille, touches au d6, dés coupés, loyauté",
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
