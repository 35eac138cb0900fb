"""Small builders for Witcher battles in tests (seed 000, *Witcher : Règles de Bataille*).

Battles are built from the input dataclasses directly, or read from ``armies/`` through
the real loader and schema, so a test shows only the numbers it is about.
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

from kitgen.loader import read_battle_file
from kitgen.model import Finding
from kitgen.schema import Reading, read
from kitgen.systems.witcher.model import (
    Army,
    Battle,
    Casualties,
    Commander,
    Defences,
    PhaseSetup,
    Second,
    Troop,
)
from kitgen.systems.witcher.rules import ArmyPlan, Modifier

ARMIES = Path(__file__).resolve().parent.parent / "armies"
AULD_ALLIANCE = ARMIES / "auld-alliance.yaml"
NO_DEFENCES = Defences()


def load_battle(path: Path) -> Battle:
    """Read a battle file exactly as the CLI does: loader, then schema validation."""
    reading = Reading()
    battle = read(Battle, read_battle_file(path), reading)
    assert not reading.issues, reading.issues
    assert battle is not None
    return battle


def chief(name: str = "Chef", tactique: int = 12, commandement: int = 12) -> Commander:
    """A commander-in-chief with explicit bases (captain's 12/12 by default)."""
    return Commander(name=name, tactique=tactique, commandement=commandement)


def army(
    name: str,
    *troops: Troop,
    commander: Commander | None = None,
    seconds: tuple[Second, ...] = (),
    defences: Defences = NO_DEFENCES,
    phases: dict[int, PhaseSetup] | None = None,
) -> Army:
    """An army; it gets a 12/12 commander unless ``commander`` or ``seconds`` say otherwise."""
    if commander is None and not seconds:
        commander = chief()
    return Army(
        name=name,
        troops=troops,
        commander=commander,
        seconds=seconds,
        defences=defences,
        phases=phases or {},
    )


def battle(*armies: Army, casualties: bool | Casualties = False) -> Battle:
    return Battle(system="witcher", name="Bataille d'essai", armies=armies, casualties=casualties)


def crowd(name: str, count: int, kind: str = "men-at-arms") -> Army:
    """A one-troop army: only its headcount matters to the test."""
    return army(name, Troop(name=f"{name} (troupe)", count=count, type=kind))


def codes(findings: Iterable[Finding]) -> list[str]:
    return [f.code for f in findings]


def breakdown(modifiers: Iterable[Modifier]) -> list[tuple[str, int, str]]:
    """An SD breakdown as plain tuples, easy to compare with the seed's text."""
    return [(m.kind, m.value, m.detail) for m in modifiers]


def phase_sds(plan: ArmyPlan) -> list[int]:
    """The army's commander's effective SD in phases 1, 2 and 3 (ruling W8)."""
    return [p.sd for p in plan.phases]
