"""Registry of rule systems: the ``system:`` key of a battle file -> its rules."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from kitgen.i18n import Text
from kitgen.systems import (
    bloodlust,
    bloodlust_model,
    bloodlust_report,
    fate,
    fate_model,
    fate_report,
    jdrwiki,
    jdrwiki_model,
    jdrwiki_report,
    promiterra,
    promiterra_model,
    promiterra_report,
    witcher_compute,
    witcher_model,
    witcher_report,
)


@dataclass(frozen=True, slots=True)
class RuleSystem:
    key: str
    summary: str
    """One line for ``kitgen systems`` and ``--help``."""
    seed: str
    battle_type: type[Any]
    compute: Callable[[Any], Any]
    to_json: Callable[[Any, Text], dict[str, Any]]
    summary_lines: Callable[[Any, Text], list[str]]
    odds_lines: Callable[[Any, Text], list[str]]
    """``kitgen odds``: the chance of every outcome, for the terminal."""


SYSTEMS: dict[str, RuleSystem] = {
    "witcher": RuleSystem(
        key="witcher",
        summary="Witcher : Règles de Bataille — two commanders, three phases, d10 against SD",
        seed="000_1be6b118e8f08fd9.txt",
        battle_type=witcher_model.Battle,
        compute=witcher_compute.compute_with_odds,
        to_json=witcher_report.to_json,
        summary_lines=witcher_report.summary_lines,
        odds_lines=witcher_report.odds_lines,
    ),
    "bloodlust": RuleSystem(
        key="bloodlust",
        summary="Risques & Périls (after Bloodlust) — units, d10 casualty table, morale",
        seed="001_8a0cbcac5f781a52.txt",
        battle_type=bloodlust_model.Battle,
        compute=bloodlust.compute,
        to_json=bloodlust_report.to_json,
        summary_lines=bloodlust_report.summary_lines,
        odds_lines=bloodlust_report.odds_lines,
    ),
    "jdrwiki": RuleSystem(
        key="jdrwiki",
        summary="Combat de masse (JdRWiki) — the army as a d20 character, heroes, terrain",
        seed="002_2e0d86f2fc50cfa2.txt",
        battle_type=jdrwiki_model.Battle,
        compute=jdrwiki.compute,
        to_json=jdrwiki_report.to_json,
        summary_lines=jdrwiki_report.summary_lines,
        odds_lines=jdrwiki_report.odds_lines,
    ),
    "promiterra": RuleSystem(
        key="promiterra",
        summary="Promiterra, chapitre 6 — troops on a grid, d6 hits, dice cutting, loyalty",
        seed="003_7083c4f9e1b9bfab.txt",
        battle_type=promiterra_model.Battle,
        compute=promiterra.compute,
        to_json=promiterra_report.to_json,
        summary_lines=promiterra_report.summary_lines,
        odds_lines=promiterra_report.odds_lines,
    ),
    "fate": RuleSystem(
        key="fate",
        summary="Maintenant c'est la guerre (Fate) — units as characters, zones, 4dF",
        seed="004_b8c753bd8c4f8970.txt",
        battle_type=fate_model.Battle,
        compute=fate.compute,
        to_json=fate_report.to_json,
        summary_lines=fate_report.summary_lines,
        odds_lines=fate_report.odds_lines,
    ),
}
