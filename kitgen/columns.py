"""Two columns of text for a page, cut by the presenter.

CSS columns make WeasyPrint lay a page out again and again to balance them (a GM page
with a two-column list of steps took ten times as long as its neighbours), so a kit
sets two columns as the two cells of a table and the presenter decides where the
second one starts.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, TypeVar

T = TypeVar("T")


def halves(items: Sequence[T], size: Callable[[T], int] | None = None) -> list[dict[str, Any]]:
    """``items`` in two columns as even as their sizes allow (by default the length of
    their text): ``[{"start": 0, "items": […]}, {"start": k, "items": […]}]``, where
    ``start`` counts the items before a column (an ordered list's numbers go on from
    there: ``counter-reset: list-item {{ start }}``)."""
    if len(items) < 2:
        return [{"start": 0, "items": list(items)}, {"start": len(items), "items": []}]
    sizes = [size(item) if size else len(str(item)) for item in items]
    total = sum(sizes)
    cut = min(range(1, len(items)), key=lambda i: abs(2 * sum(sizes[:i]) - total))
    return [{"start": 0, "items": list(items[:cut])}, {"start": cut, "items": list(items[cut:])}]
