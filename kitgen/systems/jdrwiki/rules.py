"""The whole battle (JdRWiki mass combat): ``compute(battle)`` and the checks between armies.

``compute`` builds each army (``building``: J1-J5), reads the zones (``places``), checks
what only the whole battle shows (two armies, two sides, one tactical advantage between
enemies, a battle's size: J6), then works out every body's odds and hits against every
enemy (``matchups``). Rulings J1-J6 of ``shared/RULINGS.md`` and O1-O15 of
``docs/rulings.md`` are cited where they apply. No I/O: problems come back as ``Finding``
values with a path into the file.
"""

from __future__ import annotations

from kitgen.model import Finding, Hint, InvalidBattle, Severity, error, warning
from kitgen.schema import closest
from kitgen.systems.jdrwiki.army_tables import MIN_BATTLE
from kitgen.systems.jdrwiki.building import army_plan
from kitgen.systems.jdrwiki.matchups import MAX_MATCHUPS, every_matchup, pairings
from kitgen.systems.jdrwiki.model import Battle
from kitgen.systems.jdrwiki.places import grounds_of, places_without_zones, shared_zones
from kitgen.systems.jdrwiki.plan import ArmyPlan, BattlePlan


def compute(battle: Battle) -> BattlePlan:
    """Validate the rules of ``battle`` and work out every number of the kit."""
    notes: list[Finding] = []
    if len(battle.armies) < 2:
        notes.append(error("fate_two_armies", ("armies",), count=len(battle.armies)))
    names = [a.name for a in battle.armies]
    for i, name in enumerate(names):
        if name in names[:i]:
            notes.append(error("army_name_twice", ("armies", i, "name"), army=name))
    grounds = grounds_of(battle, notes)
    zone_names = [g.name for g in grounds]
    armies = tuple(
        army_plan(army, ("armies", a), battle, zone_names, notes)
        for a, army in enumerate(battle.armies)
    )
    places_without_zones(battle, notes)
    if battle.holder is not None and battle.holder not in names:
        notes.append(
            error(
                "holder_unknown",
                ("holder",),
                name=battle.holder,
                hint=Hint(closest(battle.holder, names)),
            )
        )
    if len(armies) >= 2 and len(set(names)) == len(names) and len({a.side for a in armies}) < 2:
        notes.append(error("one_side", ("armies",)))
    _tactical_advantage(armies, notes)
    shared_zones(armies, notes)
    count = sum(1 for _ in pairings(armies))
    if count > MAX_MATCHUPS:
        notes.append(error("too_many_matchups", ("armies",), count=count, most=MAX_MATCHUPS))
    participants = sum(a.whole.headcount for a in armies)
    if participants < MIN_BATTLE:
        notes.append(
            warning("not_a_battle", ("armies",), "J6", count=participants, least=MIN_BATTLE)
        )
    if any(f.severity is Severity.ERROR for f in notes):
        raise InvalidBattle(notes)
    matchups = every_matchup(armies, grounds, battle)
    return BattlePlan(battle, armies, grounds, matchups, tuple(notes))


def _tactical_advantage(armies: tuple[ArmyPlan, ...], notes: list[Finding]) -> None:
    """Only one of two enemies can hold a tactical advantage over the other."""
    for i, a in enumerate(armies):
        for b in armies[i + 1 :]:
            if a.side != b.side and a.has("tactical_advantage") and b.has("tactical_advantage"):
                notes.append(
                    warning(
                        "tactical_advantage_both",
                        (*b.path, "talents"),
                        first=a.name,
                        second=b.name,
                    )
                )
