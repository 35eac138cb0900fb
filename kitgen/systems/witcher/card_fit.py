"""The battle card's type step: the largest whose text fills the card without running
past it.

WeasyPrint cannot shrink or grow text to fit a box, so the presenter estimates: each
step of ``STEPS`` gives the type sizes of the card's parts (the card's stylesheet reads
them from ``Step.style``, so the estimated and the printed sizes are the same), and a
part's height is its lines (``kitgen.fit``: text wrapped word by word at the column's
width) times its leading. The estimate leans long, so the layout check
(``kitgen.render.layout``) stays silent; should it ever be wrong, that check still names
the card.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from kitgen.fit import PT, lines

SERIF = 1.06
"""The card's values are set in the serif, a little wider than the sans ``kitgen.fit``
counts with: every part is counted at that width, to lean long."""
LEADING = 1.22
INSET = 2.5
"""The card's frame sits this far inside its edge (``_base/kit.css``), millimetres."""
TITLE = 8.0
LEFT_SHARE = 0.57
"""A landscape card's two columns: the rules' own card puts the army's values on the
left, the bases and headcount on the right. A portrait card stacks them."""
RULE = 0.2


@dataclass(frozen=True, slots=True)
class Step:
    name: str
    body: float
    value: float
    label: float
    small: float
    spec: float
    troops: float
    base: float
    big: float
    padding: float
    """Above and below each field, millimetres."""
    inset: float = 2.5
    """Left and right of each field, millimetres."""

    @property
    def style(self) -> str:
        """The step as the CSS custom properties ``templates/witcher/kit.css`` reads."""
        return (
            f"--wi-body: {self.body}pt; --wi-value: {self.value}pt; "
            f"--wi-label: {self.label}pt; --wi-small: {self.small}pt; "
            f"--wi-spec: {self.spec}pt; --wi-troops: {self.troops}pt; "
            f"--wi-base: {self.base}pt; --wi-big: {self.big}pt; "
            f"--wi-pad: {self.padding}mm {self.inset}mm"
        )


STEPS: tuple[Step, ...] = (
    Step("huge", 13.0, 15.5, 8.5, 9.0, 13.0, 12.5, 26.0, 36.0, 2.4, 3.0),
    Step("large", 11.5, 13.5, 8.0, 8.0, 11.0, 10.5, 22.0, 30.0, 1.8, 3.0),
    Step("roomy", 10.5, 12.0, 7.5, 8.0, 10.0, 9.5, 19.0, 26.0, 1.3),
    Step("normal", 9.5, 10.5, 7.5, 8.0, 9.0, 8.5, 16.0, 22.0, 0.9),
    Step("tight", 9.5, 9.5, 7.5, 8.0, 8.0, 7.5, 16.0, 18.0, 0.6),
)
BY_NAME = {step.name: step for step in STEPS}


def height(parts: Sequence[tuple[str, float]], width: float) -> float:
    """The height, mm, of texts set one under the other, each at its size."""
    return sum(lines(text, width, size, SERIF) * size * LEADING * PT for text, size in parts)


@dataclass(frozen=True, slots=True)
class Content:
    """What a battle card prints, as the lengths the estimate needs."""

    commander: Sequence[str]
    notes: Sequence[str]
    """Luck, reserve commanders (small type under the commander)."""
    main_troops: str
    breakdown: str
    specialists: Sequence[str]
    events: Sequence[str]
    """Each phase's surprise, weather, GM modifiers and reinforcements (small type under
    the phase's specialists), one text a phase, empty when the phase brings none."""
    bases: tuple[str, str]
    labels: tuple[str, str]
    """The two bases' labels, which wrap in a narrow column."""
    troops: Sequence[str]
    spare: str


def step_for(content: Content, width: float, height: float, landscape: bool) -> str:
    """The largest step at which the card's text fits a card ``width`` × ``height`` mm,
    in two columns when it is ``landscape``."""
    inner = width - 2 * INSET
    room = height - 2 * INSET - TITLE
    for step in STEPS:
        if landscape:
            needed = max(
                _left(content, step, inner * LEFT_SHARE),
                _right(content, step, inner * (1 - LEFT_SHARE)),
            )
        else:
            needed = _left(content, step, inner) + _right(content, step, inner)
        if needed <= room:
            return step.name
    return STEPS[-1].name


def family_step(contents: Sequence[Content], width: float, height: float, landscape: bool) -> str:
    """The one step of a family of cards printed side by side: the largest at which
    every card fits, so the longest card decides and each part (label, value, base,
    SD) comes out at one size, in one place, on every card of the family."""
    order = [step.name for step in STEPS]
    steps = [step_for(c, width, height, landscape) for c in contents]
    return max(steps, key=order.index, default=STEPS[0].name)


def _field(step: Step, parts: Sequence[tuple[str, float]], width: float) -> float:
    return 2 * step.padding + RULE + height(parts, width - 5.0)


def _left(c: Content, s: Step, width: float) -> float:
    commander = [("COMMANDER", s.label), *((line, s.value) for line in c.commander)]
    commander += [(note, s.small) for note in c.notes]
    main = [("MAIN TROOPS", s.label), (c.main_troops, s.value), ("SD", s.label)]
    if c.breakdown:
        main.append((c.breakdown, s.small))
    total = _field(s, commander, width) + _field(s, main, width) + s.big * PT * 1.05
    for names, events in zip(c.specialists, c.events, strict=True):
        parts = [("SPECIALISTS", s.label), (names, s.spec)]
        if events:
            parts.append((events, s.small))
        total += _field(s, parts, width)
    return total


def _right(c: Content, s: Step, width: float) -> float:
    half = width / 2
    bases = max(
        _field(s, [(label.upper(), s.label)], half) + s.base * PT * 1.1 for label in c.labels
    )
    troops = [("HEADCOUNT", s.label), *((line, s.troops) for line in c.troops)]
    if c.spare:
        troops.append((c.spare, s.small))
    return bases + _field(s, troops, width - 3.5) + s.base * PT * 1.1
