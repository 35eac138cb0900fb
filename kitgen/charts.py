"""Small charts for the kit: bars a GM reads at a glance, beside the numbers.

A presenter turns a distribution (battle length, phases won, casualty bands, a what-if
row) into :class:`Bar` values; ``_base/macros.html.j2`` (``bars``) draws them as plain
boxes whose widths come from here, so the template computes nothing and the kit fetches
nothing. Bars are solid ink on white, labelled with their value: legible in greyscale.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Bar:
    label: str
    value: str
    """The number, as the kit prints it (``42 %``, ``3 tours``)."""
    width: str
    """The bar's length as a CSS percentage of the longest one (``"62.5%"``)."""
    strong: bool = False
    """The one to notice (the most likely, the chosen)."""


def bars(
    items: Sequence[tuple[str, float]],
    shown: Callable[[float], str],
    *,
    scale: float | None = None,
    strong: str | None = None,
) -> list[Bar]:
    """One bar per ``(label, value)``, as long as its share of ``scale`` (by default the
    largest value): a value that is not 0 gets at least a sliver, so "rare" never looks
    like "never". ``shown`` words each value; ``strong`` names the bar to stress (by
    default the largest)."""
    top = scale if scale is not None else max((v for _, v in items), default=0.0)
    best = strong if strong is not None else max(items, key=lambda i: i[1])[0] if items else None
    found = []
    for label, value in items:
        share = value / top if top > 0 else 0.0
        if value > 0:
            share = max(share, 0.015)
        found.append(Bar(label, shown(value), f"{share * 100:.1f}%", label == best))
    return found
