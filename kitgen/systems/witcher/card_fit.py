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

from kitgen.fit import PT, advance, lines

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
BOX = 11.5
"""A box the GM's announcement is written in (``_base/kit.css``: 9 mm), with its
margins and the line it stands in."""
SPECIALISTS_BOX = 17.5
"""The box for the three phases' specialists: room for a line each."""
MIN_PT = 7.5
"""The SD parts' labels, at the kit's smallest type on every step: four of them hold
in the left column side by side."""
CAPS_SPACING = 1.0
"""A label's capitals with their letter spacing (0.04 em), against the sans' own: the
sans' estimate already leans long by as much."""
PART_GAP = 4.6
"""Between two SD parts' labels, millimetres: the padding either side of the rule."""
FIELD_INSETS = 6.0
"""A field's text is this much narrower than its column: the widest step's insets."""
BASE_LEADING = 1.2
"""A base per phase: three lines of value-size figures."""


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
    Step("snug", 9.5, 10.0, 7.5, 8.0, 8.5, 8.0, 16.0, 20.0, 0.75),
    Step("tight", 9.5, 9.5, 7.5, 8.0, 8.0, 7.5, 16.0, 18.0, 0.6),
    # the GM's copy of the fullest cards, each phase's numeric inferiority among its
    # modifiers (Brenna's three commanders, Auld Alliance's two outcomes in phase 3):
    # the notes at the kit's smallest type, the fields closer
    Step("compact", 9.5, 9.5, 7.5, 7.5, 8.0, 7.5, 16.0, 18.0, 0.4),
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
    sd_parts: Sequence[tuple[str, str]]
    """The SD's parts, label and value (the GM's copy, when it has standing defences)."""
    specialists: Sequence[str]
    events: Sequence[str]
    """Each phase's surprise, weather, GM modifiers and reinforcements (small type under
    the phase's specialists), one text a phase, empty when the phase brings none."""
    base_rows: int
    """Rows of each base: one, or three when the commander changes by phase."""
    labels: tuple[str, str]
    """The two bases' labels, which wrap in a narrow column."""
    troops: Sequence[str]
    spare: str
    announced: bool = False
    """The players' copy of another army's card: its main troops, SD and headcount are
    boxes for the GM's announcement, and so are its specialists (one box for the three
    phases, ``specialists`` empty); its troops stand under a label of their own."""
    others: Sequence[str] = ()
    """Each phase's setup in the crucial moment's outcome the figures do not count (small
    type, a line of its own under ``events``), empty when none."""
    phase_counts: int = 0
    """Rows of the headcount by phase under the troops (value type, as the bases by
    phase), none when the headcount holds through the battle."""
    phase_note: str = ""
    """On which outcome a phase's headcount hangs (small type under its rows)."""
    targets: int = 0
    """Rows of the target DC by phase under the troops (the GM's copy), value type."""


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


NOTE_LINE = 6.5
"""A ruled line to write on, in the room a card's left column leaves, millimetres."""
NOTE_LINES = (2, 4)
"""The fewest ruled lines worth a heading, and the most."""


def note_lines(content: Content, name: str, width: float, height: float) -> int:
    """The ruled lines the left column of a landscape card ``width`` × ``height`` mm has
    room for under its text at step ``name``, beneath a heading: none when fewer than
    ``NOTE_LINES[0]`` hold (the estimate leans long, so the lines never run past)."""
    step = BY_NAME[name]
    inner = width - 2 * INSET
    room = height - 2 * INSET - TITLE
    spare = room - _left(content, step, inner * LEFT_SHARE)
    spare -= 2 * step.padding + RULE + step.label * LEADING * PT
    n = min(NOTE_LINES[1], int(spare // NOTE_LINE))
    return n if n >= NOTE_LINES[0] else 0


def _field(step: Step, parts: Sequence[tuple[str, float]], width: float) -> float:
    return 2 * step.padding + RULE + height(parts, width - 5.0)


def left_width(width: float, landscape: bool) -> float:
    """The width (mm) a field's text takes in the left column of a card ``width`` mm
    wide (the whole card, stacked, when it is portrait), inside the field's insets."""
    inner = width - 2 * INSET
    return (inner * LEFT_SHARE if landscape else inner) - FIELD_INSETS


def part_lines(labels: Sequence[str], width: float) -> list[list[str]]:
    """The SD parts' labels as the lines each is set in, side by side in ``width`` mm:
    each on one line where they hold so, else the label whose break in two saves the
    most is broken, at the space that evens its halves, until they hold (or none is
    left to break). A label is never broken for nothing."""
    lines_of = [[label] for label in labels]
    while _row(lines_of) > width:
        breaks = [
            (_span(ls) - _span(_halves(ls[0])), i) for i, ls in enumerate(lines_of) if len(ls) == 1
        ]
        saving, at = max(breaks, default=(0.0, -1))
        if saving <= 0:
            break
        lines_of[at] = _halves(lines_of[at][0])
    return lines_of


def parts_close(lines_of: Sequence[Sequence[str]], width: float) -> bool:
    """Whether the labels, broken as they may be, still run past ``width`` mm side by
    side, and take gaps half as wide (four parts, the longest words, in French)."""
    return _row(lines_of) > width


def _row(lines_of: Sequence[Sequence[str]]) -> float:
    """The labels' width side by side, a gap between two."""
    return sum(_span(ls) for ls in lines_of) + PART_GAP * (len(lines_of) - 1)


def _span(lines_of: Sequence[str]) -> float:
    return max(advance(line.upper(), MIN_PT, CAPS_SPACING) for line in lines_of)


def _halves(label: str) -> list[str]:
    words = label.split(" ")
    if len(words) < 2:
        return [label]
    cuts = [[" ".join(words[:k]), " ".join(words[k:])] for k in range(1, len(words))]
    return min(cuts, key=lambda cut: max(_span([cut[0]]), _span([cut[1]])))


def _sd_parts(parts: Sequence[tuple[str, str]], s: Step, width: float) -> float:
    """The SD's parts, a row of labels over a row of values (``part_lines``)."""
    if not parts:
        return 0.0
    rows = max(len(ls) for ls in part_lines([label for label, _ in parts], width - FIELD_INSETS))
    return (rows * MIN_PT + s.spec) * LEADING * PT + 0.8


def _left(c: Content, s: Step, width: float) -> float:
    commander = [("COMMANDER", s.label), *((line, s.value) for line in c.commander)]
    commander += [(note, s.small) for note in c.notes]
    main = [("MAIN TROOPS", s.label), ("SD", s.label)]
    if c.announced:
        boxes = 2 * BOX
    else:
        main.append((c.main_troops, s.value))
        boxes = s.big * PT * 1.05
    total = _field(s, commander, width) + _field(s, main, width) + boxes
    total += _sd_parts(c.sd_parts, s, width)
    others = list(c.others) or [""] * len(c.specialists)
    for names, events, other in zip(c.specialists, c.events, others, strict=True):
        parts = [("SPECIALISTS", s.label), (names, s.spec)]
        parts += [(line, s.small) for line in (events, other) if line]
        total += _field(s, parts, width)
    if c.announced:  # one box for the three phases' specialists
        total += _field(s, [("SPECIALISTS", s.label)], width) + SPECIALISTS_BOX
    return total


def _right(c: Content, s: Step, width: float) -> float:
    half = width / 2
    labels = max(_field(s, [(label.upper(), s.label)], half) for label in c.labels)
    rows = s.base * PT * 1.1 if c.base_rows == 1 else c.base_rows * s.value * PT * BASE_LEADING
    troops = [("HEADCOUNT", s.label), *((line, s.troops) for line in c.troops)]
    if c.announced:
        troops.append(("TROOPS THE PLAYERS KNOW", s.label))
    if c.spare:
        troops.append((c.spare, s.small))
    headcount = BOX if c.announced else s.base * PT * 1.1
    if c.phase_counts:
        counts = [("HEADCOUNT BY PHASE", s.label)]
        if c.phase_note:
            counts.append((c.phase_note, s.small))
        headcount += height(counts, width - 5.0) + c.phase_counts * s.value * PT * BASE_LEADING
    if c.targets:
        headcount += height([("TARGET DC", s.label)], width - 5.0)
        headcount += c.targets * s.value * PT * BASE_LEADING + 1.2
    return labels + rows + _field(s, troops, width - 3.5) + headcount
