"""Where the bodies stand: the battle's zones as grounds, and the checks on places.

Each zone becomes a ``Ground`` under its own weather or the battle's; every ``at:`` of an
army or a corps must name a zone (one error for a battle with none), and enemies that
start in one zone get a warning: sharing a zone is a total melee, which an action wins.
"""

from __future__ import annotations

from kitgen.model import Finding, Hint, error, warning
from kitgen.nodes import Path
from kitgen.schema import closest
from kitgen.systems.jdrwiki.model import Army, Battle
from kitgen.systems.jdrwiki.plan import ArmyPlan
from kitgen.systems.jdrwiki.terrain import Ground


def grounds_of(battle: Battle, notes: list[Finding]) -> tuple[Ground, ...]:
    """The battle's zones, in file order, as the grounds the rules read, each with its
    neighbours both ways."""
    out = []
    seen: list[str] = []
    for z, zone in enumerate(battle.zones):
        if zone.name in seen:
            notes.append(error("zone_name_twice", ("zones", z, "name"), name=zone.name))
        seen.append(zone.name)
    touching = _touching(battle, seen, notes)
    for zone in battle.zones:
        out.append(
            Ground(
                zone.name,
                zone.unstable_ground,
                zone.stronghold,
                zone.cover,
                zone.heights,
                battle.weather if zone.weather is None else zone.weather,
                tuple(n for n in seen if n in touching.get(zone.name, set())),
            )
        )
    return tuple(out)


def _touching(battle: Battle, names: list[str], notes: list[Finding]) -> dict[str, set[str]]:
    """Zone -> the zones it touches, both ways: a pair listed under either zone is enough.
    A neighbour that names no zone, or the zone itself, is an error at its place."""
    touching: dict[str, set[str]] = {}
    for z, zone in enumerate(battle.zones):
        for i, name in enumerate(zone.neighbours):
            where = ("zones", z, "neighbours", i)
            if name == zone.name:
                notes.append(error("neighbour_itself", where, name=name))
            elif name not in names:
                others = [n for n in names if n != zone.name]
                notes.append(
                    error("unknown_neighbour", where, name=name, hint=Hint(closest(name, others)))
                )
            else:
                touching.setdefault(zone.name, set()).add(name)
                touching.setdefault(name, set()).add(zone.name)
    return touching


def route(grounds: tuple[Ground, ...], start: str, end: str) -> tuple[str, ...] | None:
    """A shortest way from zone ``start`` to zone ``end`` through the neighbours, both
    ends included (one zone when they are the same); None when no way joins them."""
    names = {g.name: g for g in grounds}
    if start not in names or end not in names:
        return None
    came: dict[str, str] = {start: start}
    edge = [start]
    while edge and end not in came:
        nxt = []
        for z in edge:
            for n in names[z].neighbours:
                if n not in came:
                    came[n] = z
                    nxt.append(n)
        edge = nxt
    if end not in came:
        return None
    way = [end]
    while way[-1] != start:
        way.append(came[way[-1]])
    return tuple(reversed(way))


def has_map(grounds: tuple[Ground, ...]) -> bool:
    """Whether the battle says which zones touch (any zone lists a neighbour)."""
    return any(g.neighbours for g in grounds)


def _places(army: Army, path: Path) -> list[tuple[str, Path]]:
    """Where an army and its corps say they stand (``at:``), with the key's place."""
    places: list[tuple[str, Path]] = []
    if army.at is not None:
        places.append((army.at, (*path, "at")))
    places += [
        (c.at, (*path, "corps", k, "at")) for k, c in enumerate(army.corps) if c.at is not None
    ]
    return places


def check_places(army: Army, path: Path, zones: list[str], notes: list[Finding]) -> None:
    """Every ``at:`` of ``army`` and its corps names one of the battle's ``zones``."""
    if not zones:
        return  # one error for the whole battle (``places_without_zones``)
    for name, where in _places(army, path):
        if name not in zones:
            notes.append(error("unknown_place", where, name=name, hint=Hint(closest(name, zones))))


def places_without_zones(battle: Battle, notes: list[Finding]) -> None:
    """A battle without zones whose armies stand ``at:`` some: one mistake, one error."""
    places = [p for a, army in enumerate(battle.armies) for p in _places(army, ("armies", a))]
    if not battle.zones and places:
        name, where = places[0]
        notes.append(error("places_without_zones", where, name=name, count=len(places)))


def shared_zones(armies: tuple[ArmyPlan, ...], notes: list[Finding]) -> None:
    """Enemies start in separate zones: sharing one is a total melee, won by an action."""
    for i, a in enumerate(armies):
        for b in armies[i + 1 :]:
            if a.side == b.side:
                continue
            for ours in a.bodies:
                for theirs in b.bodies:
                    if ours.at is not None and ours.at == theirs.at:
                        notes.append(
                            warning(
                                "enemies_share_zone",
                                (*theirs.path, "at"),
                                zone=ours.at,
                                first=ours.name,
                                second=theirs.name,
                            )
                        )


def approach(
    grounds: tuple[Ground, ...], start: str, target: str, taken: frozenset[str]
) -> tuple[str, int] | None:
    """Where a body in zone ``start`` fights one in zone ``target`` two or more zones off:
    the zone next to ``target`` it reaches in the fewest moves, each zone it leaves costing
    its exit cost (seed: unstable ground, heights and cover cost on leaving, never on
    entering), through zones no body holds (``taken``: two corps of one army never share
    a zone, and an enemy's zone is a total melee), the first in file order on a tie. The
    zone and the moves; None where the two touch already, or no free zone is in reach."""
    names = {g.name: g for g in grounds}
    if start not in names or target not in names or start == target:
        return None
    if target in names[start].neighbours:
        return None
    cost: dict[str, int] = {start: 0}
    edge = [start]
    while edge:
        edge.sort(key=lambda z: cost[z])
        here = edge.pop(0)
        for n in names[here].neighbours:
            if n in taken or n == target:
                continue
            moves = cost[here] + names[here].exit_cost
            if n not in cost or moves < cost[n]:
                cost[n] = moves
                edge.append(n)
    order = [g.name for g in grounds]
    near = [z for z in names[target].neighbours if z in cost and z != start]
    if not near:
        return None
    best = min(near, key=lambda z: (cost[z], order.index(z)))
    return best, cost[best]
