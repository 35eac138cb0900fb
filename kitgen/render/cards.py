"""Cards laid on printed sheets: shared by every presenter that prints card grids."""

from __future__ import annotations

from typing import Any

Card = dict[str, Any]


def sheets(cards: list[Card], per_sheet: int, columns: int) -> list[list[list[Card | None]]]:
    """Cards laid ``per_sheet`` to a sheet in ``columns``: sheet -> row -> card, the last
    row filled with None (an empty place)."""
    out = []
    for start in range(0, len(cards), per_sheet):
        chunk: list[Card | None] = list(cards[start : start + per_sheet])
        chunk += [None] * (-len(chunk) % columns)
        out.append([chunk[i : i + columns] for i in range(0, len(chunk), columns)])
    return out
