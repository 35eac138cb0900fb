"""The Promiterra battlefield: the battle's cell types and its map, read and checked, and
where each troop starts (a cell named like ``A3``, or a fortification without a map:
ruling M7), with the fortification levels a defender can stand behind (P1). Problems come
back as ``Finding`` values with a path into the battle file.
"""

from __future__ import annotations

import re

from kitgen.model import Finding, Hint, error
from kitgen.nodes import Path
from kitgen.schema import closest
from kitgen.systems.promiterra.model import Battle, CellType, Troop
from kitgen.systems.promiterra.plan import Cell, CostChange, MapPlan
from kitgen.systems.promiterra.tables import FORTIFICATION_LEVELS, FORTIFICATIONS, TERRAINS

TERRAIN_BY_KEY = {t.key: t for t in TERRAINS}
FORTIFICATION_BY_KEY = {f.key: f for f in FORTIFICATIONS}
CLASS_COSTS = {"normal": 1, "difficult": 2, "very_difficult": 3}
LEVELS = (0, *FORTIFICATION_LEVELS)
"""Fortification levels a defender can stand behind: none, then the seed's four."""
MAX_COLUMNS = 26
"""Map columns are lettered A to Z."""


def fortification_level(key: str) -> int:
    """A fortification written as a level ("2") or by name (its key)."""
    return int(key) if key.isdigit() else FORTIFICATION_BY_KEY[key].level


_CELL_NAME = re.compile(r"([A-Za-z])\s*([0-9]{1,2})")


def cell_name(row: int, column: int) -> str:
    """(2, 0) -> "A3": the column's letter and the row's number from 1."""
    return f"{chr(ord('A') + column)}{row + 1}"


def neighbours(cell: tuple[int, int], rows: int, columns: int) -> list[tuple[int, int]]:
    """The cells next to ``cell`` (row, column from 0) on a map of ``rows`` by
    ``columns``: the eight around it, diagonals too (ruling M11: adjacency counts a
    diagonal step as any other), those on the map, row by row."""
    row, column = cell
    return [
        (r, c)
        for r in range(row - 1, row + 2)
        for c in range(column - 1, column + 2)
        if (r, c) != cell and 0 <= r < rows and 0 <= c < columns
    ]


def starting_cell(
    troop: Troop, path: Path, grid: MapPlan | None, notes: list[Finding]
) -> tuple[int, int] | None:
    """Where ``troop`` starts on ``grid`` (its ``at:``): (row, column) from 0, or None with
    an error in ``notes`` when there is no map or the cell is not one of it."""
    assert troop.at is not None
    if grid is None:
        notes.append(error("at_without_map", (*path, "at"), name=troop.name))
        return None
    found = _CELL_NAME.fullmatch(troop.at.strip())
    if found is None:
        notes.append(error("bad_cell", (*path, "at"), name=troop.name, cell=troop.at))
        return None
    column = ord(found.group(1).upper()) - ord("A")
    row = int(found.group(2)) - 1
    if not (0 <= row < len(grid.rows) and 0 <= column < grid.width):
        notes.append(
            error(
                "cell_outside_map",
                (*path, "at"),
                name=troop.name,
                cell=troop.at,
                last=cell_name(len(grid.rows) - 1, grid.width - 1),
            )
        )
        return None
    return row, column


def battle_cells(battle: Battle, notes: list[Finding]) -> tuple[Cell, ...]:
    """The cell types ``battle`` defines, in its order; a code with spaces is an error in
    ``notes`` and is left out."""
    out = []
    for code, spec in (battle.cells or {}).items():
        if not code.strip() or any(ch.isspace() for ch in code):
            notes.append(error("bad_code", ("cells", code), symbol=code))
            continue
        out.append(_cell(code, spec))
    return tuple(out)


def _cell(code: str, spec: CellType) -> Cell:
    terrain = spec.terrain
    cost = CLASS_COSTS.get(terrain) or TERRAIN_BY_KEY[terrain].cost
    level = fortification_level(spec.fortification) if spec.fortification else 0
    named = spec.fortification if spec.fortification and not spec.fortification.isdigit() else None
    return Cell(
        code=code,
        name=spec.name,
        terrain=terrain,
        cost=spec.cost if spec.cost is not None else cost,
        fortification=named,
        level=level,
        notes=spec.notes or "",
        later=CostChange(spec.cost_later.turn, spec.cost_later.cost) if spec.cost_later else None,
    )


def battle_map(
    battle: Battle, cells: dict[str, Cell], notes: list[Finding]
) -> tuple[MapPlan | None, bool]:
    """The map, if the battle has a valid one; the flag says a map was given but is
    broken (so troops placed on it get no second error)."""
    if not battle.map:
        return None, False
    single = all(len(code) == 1 for code in cells)
    rows: list[tuple[str, ...]] = []
    unknown: dict[str, list[str]] = {}
    first_row: dict[str, int] = {}
    ok = True
    for r, text in enumerate(battle.map):
        split = any(ch.isspace() for ch in text) or not single
        codes = tuple(text.split()) if split else tuple(text)
        for c, code in enumerate(codes):
            if code not in cells:
                unknown.setdefault(code, []).append(cell_name(r, c))
                first_row.setdefault(code, r)
        if len(codes) > MAX_COLUMNS:
            ok = False
            notes.append(error("map_too_wide", ("map", r), count=len(codes), most=MAX_COLUMNS))
        rows.append(codes)
    for code, where in unknown.items():
        ok = False
        notes.append(
            error(
                "unknown_code",
                ("map", first_row[code]),
                symbol=code,
                cells=", ".join(where[:3]) + ("…" if len(where) > 3 else ""),
                known=", ".join(cells) or "—",
                hint=Hint(closest(code, cells)),
            )
        )
    if rows and any(len(r) != len(rows[0]) for r in rows):
        ok = False
        notes.append(
            error(
                "map_ragged",
                ("map",),
                lengths=", ".join(str(len(r)) for r in rows),
            )
        )
    return (MapPlan(tuple(rows)), False) if ok else (None, True)
