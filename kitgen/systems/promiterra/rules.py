"""Promiterra wars (seed 003): the plan of a war, built and checked.

``compute(battle)`` turns a validated battle file into every value a GM can know before
the dice roll: each troop's stats with their bonuses and the seed's limits (P4), its
dice-cutting entry and a track by size (P2, P5), its loyalty chance and what makes it test
(P3), the army's value and the one-third rules (P3, P4, rulings M6, M8), the map and its
cells, and the expected losses every troop inflicts on every enemy troop, exactly, with
and without each level of fortification (P1, P5, rulings M3, M7). The dice are worked out
in ``combat``, the stats in ``stats``, the map in ``battlefield``; the values are
``plan``'s types. Rulings P1-P5 of ``shared/RULINGS.md`` and M1-M10 of
``docs/rulings.md`` are cited where they apply. No I/O: problems come back as ``Finding``
values with a path into the battle file.
"""

from __future__ import annotations

from kitgen import work
from kitgen.model import Finding, Hint, InvalidBattle, Severity, error, warning
from kitgen.nodes import Path
from kitgen.schema import closest
from kitgen.systems.promiterra.battlefield import (
    LEVELS,
    battle_cells,
    battle_map,
    fortification_level,
    starting_cell,
)
from kitgen.systems.promiterra.combat import (
    all_dice_losses,
    cut,
    effective_level,
    loss_summary,
    loyalty_chance,
    size_test_below,
)
from kitgen.systems.promiterra.model import Army, Battle, Troop
from kitgen.systems.promiterra.plan import (
    ArmyPlan,
    BattlePlan,
    Cell,
    Expectation,
    MapPlan,
    Matchup,
    TroopPlan,
    WarAction,
    track,
)
from kitgen.systems.promiterra.stats import (
    clamp,
    refused_duel_loyalty,
    special_limit,
    troop_stats,
)
from kitgen.systems.promiterra.tables import (
    MAX_MATCHUPS,
    MIN_SHOOTING_RANGE,
    STAT_LIMITS,
)


def compute(battle: Battle) -> BattlePlan:
    """Validate the rules of ``battle`` and work out every number of the kit."""
    notes: list[Finding] = []
    cells = battle_cells(battle, notes)
    by_code = {c.code: c for c in cells}
    grid, broken = battle_map(battle, by_code, notes)
    sides = [a.side or a.name for a in battle.armies]
    if len(battle.armies) < 2:
        notes.append(error("war_needs_two", ("armies",), count=len(battle.armies)))
    elif len(set(sides)) < 2:
        notes.append(error("one_side", ("armies",)))
    draft: list[tuple[Army, Path, str, tuple[TroopPlan, ...]]] = []
    taken: dict[tuple[int, int], str] = {}
    for a, army in enumerate(battle.armies):
        path: Path = ("armies", a)
        _check_army(army, path, notes)
        troops = tuple(
            _troop(
                t,
                army,
                (*path, "troops", i),
                grid,
                broken,
                {c.code: c for c in cells},
                taken,
                notes,
            )
            for i, t in enumerate(army.troops)
        )
        draft.append((army, path, sides[a], troops))
    count = sum(
        len(mine) * len(theirs)
        for _, _, side, mine in draft
        for _, _, other, theirs in draft
        if other != side
    )
    if count > MAX_MATCHUPS:
        notes.append(error("too_many_matchups", ("armies",), count=count, most=MAX_MATCHUPS))
    if any(f.severity is Severity.ERROR for f in notes):
        raise InvalidBattle(notes)
    value = dict.fromkeys(sides, 0)
    for _, _, side, troops in draft:
        value[side] += sum(t.worth for t in troops)
    armies = tuple(
        ArmyPlan(
            army, path, side, troops, value[side], sum(v for s, v in value.items() if s != side)
        )
        for army, path, side, troops in draft
    )
    for plan in armies:
        _check_value(plan, notes)
    matchups = tuple(
        matchup(mine, theirs, battle.house_rules.cut_fortification_dice)
        for army in armies
        for enemy in armies
        if enemy.side != army.side
        for mine in army.troops
        for theirs in enemy.troops
    )
    by_pair = {(m.attacker_army, m.attacker, m.defender_army, m.defender): m for m in matchups}
    return BattlePlan(battle, armies, cells, grid, matchups, tuple(notes), by_pair)


def matchup(attacker: TroopPlan, defender: TroopPlan, cut_fortification: bool = True) -> Matchup:
    """What ``attacker`` inflicts on ``defender`` at every fortification level (P5), both
    at full strength: a riposte strikes with the units held before the attack (ruling M3),
    and the level of their starting places is marked (ruling M7)."""
    work.count("promiterra.matchups")
    units, att = attacker.units, attacker.stats.attack.value
    save, size = defender.stats.defense.value, defender.units
    levels = []
    for level in LEVELS:
        cut = loss_summary(units, att, save, level, size, cut_fortification)
        mean, exact = all_dice_losses(units, att, save, level, size)
        levels.append(Expectation(level, mean, exact, cut.mean, cut.exact, cut.tail))
    now = None
    if attacker.placed and defender.placed:
        now = effective_level(defender.level, attacker.level)
    return Matchup(
        attacker.army,
        attacker.name,
        defender.army,
        defender.name,
        tuple(levels),
        riposte=not (attacker.troop.type == "mounted" and defender.troop.type == "ranged"),
        now=now,
    )


def _troop(
    troop: Troop,
    army: Army,
    path: Path,
    grid: MapPlan | None,
    broken: bool,
    cells: dict[str, Cell],
    taken: dict[tuple[int, int], str],
    notes: list[Finding],
) -> TroopPlan:
    stats = troop_stats(troop)
    for s in stats.all():
        if s.terms[0].value != clamp(s.name, s.terms[0].value):
            low, high = STAT_LIMITS[s.name]
            notes.append(
                warning(
                    "stat_outside_limits",
                    (*path, s.name),
                    "P4",
                    name=troop.name,
                    stat=s.name,
                    value=s.terms[0].value,
                    low=low,
                    high="∞" if high is None else high,
                    used=s.value,
                )
            )
    if troop.type == "ranged" and stats.range.value < MIN_SHOOTING_RANGE:
        notes.append(warning("ranged_cannot_shoot", (*path, "range"), name=troop.name))
    where = None
    code = None
    level = 0
    if troop.at is not None and broken:
        pass  # the map's own errors say what is wrong
    elif troop.at is not None:
        where = starting_cell(troop, path, grid, notes)
        if where is not None and grid is not None:
            code = grid.rows[where[0]][where[1]]
            level = cells[code].level
            other = taken.get(where)
            if other is not None:
                notes.append(warning("cell_shared", (*path, "at"), name=troop.name, other=other))
            taken[where] = troop.name
        if troop.fortification is not None:
            notes.append(error("at_and_fortification", (*path, "fortification"), name=troop.name))
    elif troop.fortification is not None:
        level = fortification_level(troop.fortification)
    actions = tuple(
        WarAction(
            m.label,
            m.note or "",
            (acting := troop_stats(troop, (("war_action", m),))),
            loyalty_chance(acting.loyalty.value),
        )
        for m in (troop.leader.war_actions if troop.leader else ())
    )
    loyalty = stats.loyalty.value
    return TroopPlan(
        troop=troop,
        army=army.name,
        path=path,
        stats=stats,
        row=cut(troop.units),
        track=track(troop.units),
        loyalty_chance=loyalty_chance(loyalty),
        loyalty_after_refusal=loyalty_chance(refused_duel_loyalty(stats.loyalty)),
        test_below=size_test_below(troop.units),
        cell=where,
        cell_code=code,
        level=level,
        leads_army=army.leader is not None and army.leader == troop.name,
        war_actions=actions,
        placed=where is not None or grid is None,
    )


def _check_army(army: Army, path: Path, notes: list[Finding]) -> None:
    names = [t.name for t in army.troops]
    for i, name in enumerate(names):
        if name in names[:i]:
            notes.append(
                error("troop_name_twice", (*path, "troops", i, "name"), army=army.name, troop=name)
            )
    if not army.troops:
        notes.append(error("no_troops", (*path, "troops"), army=army.name))
    if army.leader is None:
        notes.append(warning("no_leader_troop", path, army=army.name))
    elif army.leader not in names:
        notes.append(
            error(
                "unknown_leader_troop",
                (*path, "leader"),
                army=army.name,
                name=army.leader,
                hint=Hint(closest(army.leader, names)),
            )
        )
    specials = [i for i, t in enumerate(army.troops) if t.type == "special"]
    if len(specials) > 1:
        notes.append(
            warning(
                "several_specials",
                (*path, "troops", specials[1], "type"),
                "M8",
                army=army.name,
                count=len(specials),
            )
        )
    units = sum(t.units for t in army.troops)
    special = sum(army.troops[i].units for i in specials)
    if special > special_limit(units):
        notes.append(
            warning(
                "special_over_third",
                (*path, "troops", specials[0], "units"),
                "P4",
                army=army.name,
                special=special,
                units=units,
                most=special_limit(units),
            )
        )


def _check_value(plan: ArmyPlan, notes: list[Finding]) -> None:
    left = plan.gold_left
    if left is not None and left < 0:
        notes.append(
            warning(
                "over_budget",
                (*plan.path, "gold"),
                army=plan.name,
                value=plan.value,
                gold=plan.army.gold or 0,
            )
        )
