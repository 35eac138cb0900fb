"""Promiterra's type steps for its troop sheets and cell cards; the line budgets that
choose one are ``kitgen.fit``'s. The sizes of a step reach the template as CSS custom
properties (``Step.style``), so the estimated and the printed sizes are the same.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Step:
    """One type step of a card: every size its text is set in, in points."""

    body: float
    small: float
    heading: float
    value: float
    title: float

    @property
    def style(self) -> str:
        """The step as the CSS custom properties the card's stylesheet reads."""
        return (
            f"--body: {self.body}pt; --small: {self.small}pt; --heading: {self.heading}pt; "
            f"--value: {self.value}pt; --title: {self.title}pt"
        )


STEPS = (
    Step(10.0, 8.5, 11.0, 20.0, 14.0),
    Step(9.5, 8.5, 10.5, 19.0, 13.0),
    Step(9.0, 8.0, 10.0, 18.0, 13.0),
    Step(8.5, 8.0, 9.5, 16.0, 12.0),
    Step(8.0, 7.5, 9.0, 15.0, 11.0),
    Step(7.5, 7.5, 9.0, 14.0, 11.0),
)
"""From the largest to the smallest; nothing under 7.5 pt, the design system's least."""
