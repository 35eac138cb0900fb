"""A kind of cell's movement cost that changes during the war (a flood, a bridge burnt),
as its card and the map's legend print it: the battle gives it (``cost_later``), so the
card that says 2 does not contradict the event that makes it 3."""

from __future__ import annotations

from kitgen.i18n import Text
from kitgen.systems.promiterra.plan import Cell


def cost_then(cell: Cell, t: Text) -> str:
    """``3 dès le tour 3``: the cost from a later turn, or "" when it never changes."""
    if cell.later is None:
        return ""
    return t("pt.cost_then", later=cell.later.cost, turn=t.number(cell.later.turn))


def cost_text(cell: Cell, t: Text) -> str:
    """``2, 3 dès le tour 3``: the cost and its change, or the cost alone."""
    if cell.later is None:
        return str(cell.cost)
    later, turn = cell.later.cost, t.number(cell.later.turn)
    return t("pt.cost_later", cost=cell.cost, later=later, turn=turn)
