"""The JdRWiki race on a grid of hit points (ruling O15), in NumPy.

``P[m, a, b]`` is the chance that, at this point of the round, the first side stands at
cell ``a`` of its hit points, the second at cell ``b``, and they are (``m`` = 1) or are
not (0) in a total melee (no layer 1 when no plan can start one). Cell 0 stays empty: a
side at 0 hit points or less has lost.

A cell is one hit point while a side has at most ``CELLS`` of them, and the race is then
exact. A larger side is followed on a coarser grid, ``step`` hit points a cell (its hit
points divided by ``CELLS``, rounded up): each damage is split between the two nearest
cells, the chance of each chosen so that the mean damage is kept, and a side's DB and VDB
are those of its cell's hit points. Its odds are then approximate (ruling O15 says how
close, and ``tests/test_jdrwiki_race.py`` measures it).

A side acting moves the enemy's axis by each damage its hit may deal, a different mix of
damages from each of its own cells (DB and VDB come from the hit points it has now): the
move is worked as one array operation per damage, over the band of the actor's cells
that can deal it. A failure that takes the enemy's hit moves the actor's axis the same
way, the grid read transposed. A side under Dernière chance that is hurt sends damage
back, from the hit points it had as the hit came (``race_sides.sent_back``): each hit
that lands on it moves the hitter's axis too, one operation per damage hit and per
amount sent back, over the cells that send it. The end of a melee round moves both axes
at once, state by state. Imported only by ``engagement.race``, so that commands without
a race do not load NumPy.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from kitgen import work
from kitgen.engagement import Engagement
from kitgen.numeric import np, npt
from kitgen.systems.jdrwiki.race_sides import (
    CELLS,
    MAX_ROUNDS,
    SETTLED,
    Dist,
    Fighter,
    Move,
    hits,
    initiative_order,
    sent_back,
    success_damage,
)

Grid = npt.NDArray[np.float64]
CALL = 2_000
"""The cells a NumPy call costs before it moves any (its fixed cost, about 2 µs), counted
for each band a turn shifts and each pair of hits a melee round adds (``kitgen.work``)."""
TRACE = 1e-24
"""Hit points whose whole row or column holds less than this are no longer followed: the
grid shrinks as both sides are worn down (hit points only fall), and what it drops, at
most a few times 1e-22 a fight, is counted in the engagement's ``rest``."""


def step(hp: int, cells: int = CELLS) -> int:
    """The hit points a cell of a side of ``hp`` hit points stands for (1: exact)."""
    return max(1, -(-hp // cells))


@dataclass(frozen=True, slots=True)
class _Band:
    """A damage ``shift`` (in the enemy's cells) and a change to the total melee, with its
    chance from each of the actor's cells ``lo`` to ``lo + len(weights) - 1``; ``hit``:
    the damage hurts an enemy under Dernière chance, which sends some back (a hit too
    small to move the enemy a whole cell on a coarse grid included)."""

    shift: int
    change: int
    lo: int
    weights: Grid
    hit: bool = False


def _split(damage: int, cell: int) -> Iterable[tuple[int, float]]:
    """``damage`` hit points in cells of ``cell`` hit points: the two nearest whole cells,
    with the chances that keep the mean (the damage itself when it is whole)."""
    cells, part = divmod(damage, cell)
    if part == 0:
        return ((cells, 1.0),)
    return ((cells, 1.0 - part / cell), (cells + 1, part / cell))


Row = dict[tuple[int, int, bool], float]
"""What a move does from one of the actor's cells: (shift in the enemy's cells, change to
the melee, whether it hurts an enemy that sends damage back) -> chance."""


def _bands(rows: Sequence[Row]) -> tuple[_Band, ...]:
    """The damage mixes of each of the actor's cells (``rows[x]``) as bands: each key
    with its weights from the first cell that can deal it to the last (0 between, where
    it cannot: one array operation each)."""
    spans: dict[tuple[int, int, bool], list[int]] = {}
    for x, row in enumerate(rows):
        for key, p in row.items():
            if p > 0.0:
                span = spans.setdefault(key, [x, x])
                span[1] = x
    out = []
    for key, (lo, hi) in spans.items():
        weights = np.array([rows[x].get(key, 0.0) for x in range(lo, hi + 1)])
        out.append(_Band(key[0], key[1], lo, weights[:, None], key[2]))
    return tuple(out)


class _Side:
    """A fighter on its grid: ``cell`` hit points a cell, cells 0 to ``top``."""

    def __init__(self, fighter: Fighter, cell: int) -> None:
        self.fighter = fighter
        self.cell = cell
        self.top = -(-fighter.hp // cell)
        self.hp = np.arange(self.top + 1, dtype=np.float64) * cell
        self.back: tuple[_Band, ...] = ()
        """What it sends back onto its enemy when hurt (``sent_rows``), once known."""

    def sent_rows(self, enemy: _Side) -> list[Row]:
        """Dernière chance: from each of its cells, the damage it sends back onto
        ``enemy``'s axis when hurt (its cell's DB/2, in the enemy's cells); none without
        the talent."""
        if not self.fighter.last_chance:
            return []
        rows: list[Row] = [{}]
        for y in range(1, self.top + 1):
            split = _split(sent_back(y * self.cell), enemy.cell)
            rows.append({(t, 0, False): q for t, q in split})
        return rows

    def start(self) -> tuple[tuple[int, float], ...]:
        """Its starting hit points in cells: its own cell, or the two nearest."""
        return tuple(_split(self.fighter.hp, self.cell))

    def moves(self, move: Move, enemy: _Side) -> tuple[_Band, ...]:
        """What ``move`` does from each of its cells to ``enemy``'s axis, a failure
        included as nothing when it takes no hit."""
        plain, soak = self.fighter.plain, enemy.fighter.soak
        rows = self.rows(enemy, lambda hp: success_damage(move, hp, plain, soak), move.melee)
        fail = 1.0 - move.success
        if fail > 0 and not move.backfire:
            for row in rows[1:]:
                row[(0, 0, False)] = row.get((0, 0, False), 0.0) + fail
        return _bands(rows)

    def plain_hits(self, enemy: _Side, weight: float = 1.0) -> tuple[_Band, ...]:
        """Its plain hit on ``enemy`` from each of its cells (the end of a melee round, a
        failed Recul or Mêlée totale against it), times ``weight``."""
        return _bands(self.plain_rows(enemy, weight))

    def plain_rows(self, enemy: _Side, weight: float = 1.0) -> list[Row]:
        plain, soak = self.fighter.plain, enemy.fighter.soak
        return self.rows(enemy, lambda hp: hits(hp, 1, plain, 0, soak), 0, weight)

    def rows(
        self,
        enemy: _Side,
        dealt: Callable[[int], Dist],
        change: int,
        weight: float = 1.0,
    ) -> list[Row]:
        """For each of its cells (none at 0), what ``dealt`` from its hit points does to
        ``enemy``'s axis (``Row``), times ``weight``; a damage is a hit that ``enemy``
        answers when it has Dernière chance."""
        answers = enemy.fighter.last_chance
        rows: list[Row] = [{}]
        for x in range(1, self.top + 1):
            row: Row = {}
            for d, p in dealt(x * self.cell):
                for shift, q in _split(d, enemy.cell):
                    key = (shift, change, answers and d > 0)
                    row[key] = row.get(key, 0.0) + weight * p * q
            rows.append(row)
        return rows


class _Tally:
    """Each round's chances decided (first, second, neither) and the hit points left."""

    def __init__(self) -> None:
        self.won = [0.0, 0.0, 0.0]
        self.left = [0.0, 0.0]

    def add(self, side: int, mass: Grid, hp: npt.NDArray[Any]) -> None:
        self.won[side] += float(mass.sum())
        if side < 2:
            self.left[side] += float((mass * hp).sum())

    def fell(self, side: int, fell: _Fell, hp: npt.NDArray[Any], enemy: npt.NDArray[Any]) -> None:
        """What ``side``'s hits brought down (``_Fell``), its hit points ``hp`` by cell,
        its enemy's ``enemy``."""
        self.add(side, fell.won, hp)
        self.won[2] += fell.both
        if fell.lost is not None:
            self.add(1 - side, fell.lost, enemy)


@dataclass(slots=True)
class _Fell:
    """Who a turn's hits brought down: ``won``, by the actor's cell once hit back, the
    chance that the enemy fell and the actor stands; ``both``, that both fell; ``lost``,
    by the enemy's cell, that what the enemy sent back (Dernière chance) brought the
    actor down alone."""

    won: Grid
    both: float = 0.0
    lost: Grid | None = None


def _shift(
    P: Grid, bands: tuple[_Band, ...], out: Grid, layer: int = 0, back: tuple[_Band, ...] = ()
) -> _Fell:
    """Adds to ``out`` what each band does to ``P``, the layers of ``out`` from ``layer``
    on (axis 1 the actor's cells, axis 2 the enemy's, moved down by the band's shift);
    ``back``: what the enemy sends back when hurt (``_Side.sent_rows``). Returns who
    fell (``_Fell``)."""
    layers, rows, cols = P.shape
    top = cols - 1
    moved = 0
    fell = _Fell(np.zeros(rows), 0.0, np.zeros(cols) if back else None)
    same = out[layer : layer + layers]
    whole = P.sum(axis=0)
    # below[x, k]: the chance at the actor's cell x that the enemy has 1 to k cells left
    below = np.cumsum(whole, axis=1)
    for band in bands:
        lo = band.lo
        hi = min(lo + len(band.weights), rows)
        if lo >= hi:
            continue
        w = band.weights[: hi - lo]
        src, dst = P, same
        if band.change:
            to = 1 if band.change > 0 and out.shape[0] > 1 else 0
            src, dst = whole[None], out[to : to + 1]
        moved += src.shape[0] * (hi - lo) * max(top - band.shift, 0)
        if band.hit and back:
            moved += _hit_back(src, whole, dst, w, lo, hi, band.shift, back, fell)
            continue
        if band.shift < top:
            dst[:, lo:hi, 1 : cols - band.shift] += w * src[:, lo:hi, 1 + band.shift :]
        if band.shift:
            fell.won[lo:hi] += w[:, 0] * below[lo:hi, min(band.shift, top)]
    work.count("jdrwiki.cells", moved + P.size + CALL * len(bands))
    return fell


def _hit_back(
    src: Grid,
    whole: Grid,
    dst: Grid,
    w: Grid,
    lo: int,
    hi: int,
    shift: int,
    back: tuple[_Band, ...],
    fell: _Fell,
) -> int:
    """A band of hits (``shift`` in the enemy's cells, ``w`` from the actor's cells
    ``lo`` to ``hi - 1``) on an enemy under Dernière chance: each of the enemy's cells
    sends its own damage back (``back``: bands over the enemy's cells, shifts in the
    actor's), from the hit points it had before the hit, the hit that brings it down
    included (ruling O15). ``whole``: ``src`` over its layers (who fell no longer needs
    them). Returns the cells it moved."""
    top = src.shape[2] - 1
    moved = CALL * len(back)
    for answer in back:
        t = answer.shift
        last = answer.lo + len(answer.weights) - 1
        q = answer.weights[:, 0]
        # the actor's cells that stand once hit back: from t + 1 on
        keep = min(max(lo, t + 1), hi) - lo
        # the enemy stands after the hit (y - shift >= 1): the actor takes what it sends
        a, b = max(answer.lo, shift + 1), min(last, top)
        if a <= b:
            part = src[:, lo:hi, a : b + 1] * w * q[a - answer.lo : b - answer.lo + 1]
            dst[:, lo + keep - t : hi - t, a - shift : b - shift + 1] += part[:, keep:]
            if keep:
                assert fell.lost is not None
                fell.lost[a - shift : b - shift + 1] += part[:, :keep].sum(axis=(0, 1))
            moved += part.size
        # the enemy falls to the hit (y <= shift), and still sends its damage back
        a, b = max(answer.lo, 1), min(last, shift, top)
        if a <= b:
            taken = (whole[lo:hi, a : b + 1] * w * q[a - answer.lo : b - answer.lo + 1]).sum(
                axis=1
            )
            fell.won[lo + keep - t : hi - t] += taken[keep:]
            fell.both += float(taken[:keep].sum())
            moved += taken.size * (b - a + 1)
    return moved


@dataclass(frozen=True, slots=True)
class _Turn:
    """One side's action of a round: what a success (or a plain failure) does, and what a
    failure that takes the enemy's hit does (empty when it takes none); ``in_melee``: the
    same inside a total melee, when the action is rolled otherwise there (Brute doubled,
    ruling O12)."""

    bands: tuple[_Band, ...]
    backfire: tuple[_Band, ...]
    in_melee: _Turn | None = None


def _act(P: Grid, me: _Side, enemy: _Side, turn: _Turn, tally: _Tally, side: int) -> Grid:
    """``me`` (axis 1 of ``P``, ``side``) takes its turn against ``enemy`` (axis 2)."""
    out = np.zeros_like(P)
    parts: tuple[tuple[Grid, _Turn, int], ...]
    if turn.in_melee is None or P.shape[0] < 2:
        parts = ((P, turn, 0),)
    else:
        parts = ((P[:1], turn, 0), (P[1:], turn.in_melee, 1))
    mine, theirs = me.hp[: P.shape[1]], enemy.hp[: P.shape[2]]
    for part, how, layer in parts:
        fell = _shift(part, how.bands, out, layer, enemy.back)
        tally.fell(side, fell, mine, theirs)
        if how.backfire:
            flipped = part.transpose(0, 2, 1)
            fell = _shift(flipped, how.backfire, out.transpose(0, 2, 1), layer, me.back)
            tally.fell(1 - side, fell, theirs, mine)
    return out


def _hit_lists(rows: list[Row]) -> list[tuple[npt.NDArray[np.int64], Grid]]:
    """A plain hit (or what Dernière chance sends back) from each cell as columns: for
    its k-th outcome, each cell's shift and chance (cells with fewer outcomes give 0)."""
    width = max((len(row) for row in rows), default=0)
    out = []
    for k in range(width):
        shifts = np.zeros(len(rows), dtype=np.int64)
        chances = np.zeros(len(rows))
        for x, row in enumerate(rows):
            items = sorted(row.items())
            if k < len(items):
                (shifts[x], _, _), chances[x] = items[k]
        out.append((shifts, chances))
    return out


class _Melee:
    """The end of a melee round: both sides deal a plain hit at once, each from the hit
    points it has before the other's lands (ruling O13), and a side under Dernière chance
    sends its damage back from those hit points too (a plain hit always hurts)."""

    def __init__(self, first: _Side, second: _Side) -> None:
        self.first, self.second = first, second
        self.to_second = _hit_lists(first.plain_rows(second))
        self.to_first = _hit_lists(second.plain_rows(first))
        # [None]: no damage sent back, and no array operation for it
        self.back_to_second = _back_lists(first, second) or [None]
        self.back_to_first = _back_lists(second, first) or [None]

    def __call__(self, P: Grid, tally: _Tally) -> Grid:
        if P.shape[0] < 2:
            return P
        a_top, b_top = P.shape[1] - 1, P.shape[2] - 1
        a_at, b_at = np.nonzero(P[1])
        if not len(a_at):
            return P
        mass = P[1][a_at, b_at]
        pairs = len(self.to_first) * len(self.to_second)
        pairs *= len(self.back_to_first) * len(self.back_to_second)
        work.count("jdrwiki.cells", (len(a_at) + CALL) * pairs)
        out = P.copy()
        melee = np.zeros((a_top + 1) * (b_top + 1))
        for to_a, p_a in self.to_first:
            a_hit = a_at - to_a[b_at]
            a_mass = mass * p_a[b_at]
            for to_b, p_b in self.to_second:
                b_hit = b_at - to_b[a_at]
                hit_mass = a_mass * p_b[a_at]
                # what each side sends back: onto the first from the second's cell
                for back_a in self.back_to_first:
                    a_now, a_back = a_hit, hit_mass
                    if back_a is not None:
                        a_now, a_back = a_hit - back_a[0][b_at], hit_mass * back_a[1][b_at]
                    for back_b in self.back_to_second:
                        b_now, m = b_hit, a_back
                        if back_b is not None:
                            b_now, m = b_hit - back_b[0][a_at], a_back * back_b[1][a_at]
                        self._ends(a_now, b_now, m, melee, b_top, tally)
        out[1] = melee.reshape(a_top + 1, b_top + 1)
        return out

    def _ends(
        self,
        a_now: npt.NDArray[Any],
        b_now: npt.NDArray[Any],
        m: Grid,
        melee: Grid,
        b_top: int,
        tally: _Tally,
    ) -> None:
        """The states ``a_now``, ``b_now`` reached with chances ``m``: who fell, in
        ``tally``; the others, back in ``melee`` (flat)."""
        a_out, b_out = a_now <= 0, b_now <= 0
        tally.add(2, m[a_out & b_out], np.zeros(0))
        won = b_out & ~a_out
        tally.add(0, m[won], a_now[won] * self.first.cell)
        lost = a_out & ~b_out
        tally.add(1, m[lost], b_now[lost] * self.second.cell)
        on = ~(a_out | b_out)
        flat = a_now[on] * (b_top + 1) + b_now[on]
        melee += np.bincount(flat, weights=m[on], minlength=melee.size)


def _back_lists(side: _Side, enemy: _Side) -> list[tuple[npt.NDArray[np.int64], Grid] | None]:
    """What ``side`` sends back onto ``enemy`` when hurt (Dernière chance), by its cell, as
    ``_hit_lists``' columns; none without the talent."""
    rows = side.sent_rows(enemy)
    return list(_hit_lists(rows)) if rows else []


def _shrunk(P: Grid) -> tuple[Grid, float]:
    """``P`` without its highest rows and columns that hold less than ``TRACE``, and the
    chance they held."""
    rows = P.sum(axis=(0, 2))
    cols = P.sum(axis=(0, 1))
    a_top = int(np.nonzero(rows >= TRACE)[0].max(initial=0))
    b_top = int(np.nonzero(cols >= TRACE)[0].max(initial=0))
    if a_top == P.shape[1] - 1 and b_top == P.shape[2] - 1:
        return P, 0.0
    kept = np.ascontiguousarray(P[:, : a_top + 1, : b_top + 1])
    lost = P[:, a_top + 1 :, :].sum() + P[:, : a_top + 1, b_top + 1 :].sum()
    return kept, float(lost)


def _turn(me: _Side, enemy: _Side, move: Move) -> _Turn:
    """``move`` of ``me`` as a turn against ``enemy``."""
    fail = 1.0 - move.success
    backfire = enemy.plain_hits(me, fail) if move.backfire and fail > 0 else ()
    in_melee = _turn(me, enemy, move.in_melee) if move.in_melee is not None else None
    return _Turn(me.moves(move, enemy), backfire, in_melee)


def _turns(me: _Side, enemy: _Side) -> list[_Turn]:
    """Each move of ``me``'s plan as a turn against ``enemy``."""
    return [_turn(me, enemy, move) for move in me.fighter.plan]


class OverBudget(Exception):
    """A race that moved more cells than it was given (``grid_race``'s ``max_cells``)."""


def grid_race(
    first: Fighter,
    second: Fighter,
    max_rounds: int = MAX_ROUNDS,
    cells: int = CELLS,
    max_cells: int | None = None,
) -> tuple[Engagement, bool]:
    """The race of ``engagement.race``, worked on the grid, and whether it is exact
    (each side on a grid of one hit point a cell, at most ``cells`` of them). Raises
    ``OverBudget`` after the first round that takes the cells it moved (``kitgen.work``)
    past ``max_cells``."""
    with work.tally() as moved:
        return _grid_race(first, second, max_rounds, cells, max_cells, moved)


def _grid_race(
    first: Fighter,
    second: Fighter,
    max_rounds: int,
    cells: int,
    max_cells: int | None,
    moved: Counter[str],
) -> tuple[Engagement, bool]:
    a = _Side(first, step(first.hp, cells))
    b = _Side(second, step(second.hp, cells))
    a.back, b.back = _bands(a.sent_rows(b)), _bands(b.sent_rows(a))
    ahead, behind = initiative_order(first.initiative, second.initiative)
    ours, theirs = _turns(a, b), _turns(b, a)
    melee = _Melee(a, b)
    # a second layer for the total melee only when a plan can start one
    layers = 2 if any(move.melee > 0 for move in first.plan + second.plan) else 1
    P = np.zeros((layers, a.top + 1, b.top + 1))
    for x, p in a.start():
        for y, q in b.start():
            P[0, x, y] += p * q
    ends: list[tuple[float, float, float]] = []
    left = [0.0, 0.0]
    dropped = 0.0
    for index in range(max_rounds):
        mine = ours[index % len(ours)]
        yours = theirs[index % len(theirs)]
        tally = _Tally()
        # first acts first, then second; second first, then first (axes swapped for it)
        one = _act(P * ahead, a, b, mine, tally, 0)
        one = _act(one.transpose(0, 2, 1), b, a, yours, tally, 1).transpose(0, 2, 1)
        two = _act(P.transpose(0, 2, 1) * behind, b, a, yours, tally, 1)
        two = _act(two.transpose(0, 2, 1), a, b, mine, tally, 0)
        P = melee(one + two, tally)
        P, lost = _shrunk(P)
        dropped += lost
        ends.append((tally.won[0], tally.won[1], tally.won[2]))
        left = [left[0] + tally.left[0], left[1] + tally.left[1]]
        if P.sum() < SETTLED:
            break
        if max_cells is not None and moved["jdrwiki.cells"] > max_cells:
            raise OverBudget
    a_left = float((P.sum(axis=(0, 2)) * a.hp[: P.shape[1]]).sum())
    b_left = float((P.sum(axis=(0, 1)) * b.hp[: P.shape[2]]).sum())
    exact = a.cell == 1 and b.cell == 1
    engagement = Engagement(
        first.name,
        second.name,
        tuple(ends),
        float(P.sum()) + dropped,
        (left[0] + a_left, left[1] + b_left),
        exact,
    )
    return engagement, exact
