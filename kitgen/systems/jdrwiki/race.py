"""The JdRWiki race on a grid of hit points (ruling O15), in NumPy.

``P[m, a, b]`` is the chance that, at this point of the round, the first side has ``a``
hit points, the second ``b``, and they are (``m`` = 1) or are not (0) in a total melee;
row and column 0 stay empty, a side at 0 or less having lost (no layer 1 when neither
plan can start a melee). A side acting shifts the
enemy's axis by each damage its hit may deal: sides with hit points in one tenth share
DB and VDB (J4), so each block of ten rows (or columns) moves by the same damages. The
end of a melee round moves both axes at once, state by state. Imported only by
``engagement.race``, so that commands without a race do not load NumPy.
"""

from __future__ import annotations

import functools
from collections.abc import Iterator
from typing import Any

from kitgen.engagement import Engagement
from kitgen.numeric import np, npt
from kitgen.systems.jdrwiki.action_tables import CRITICAL_DICE
from kitgen.systems.jdrwiki.army import base_damage, damage_step, hit
from kitgen.systems.jdrwiki.army_tables import DAMAGE_DIE
from kitgen.systems.jdrwiki.engagement import (
    MAX_ROUNDS,
    SETTLED,
    Fighter,
    Move,
    critical_part,
    hits,
    initiative_order,
)

Grid = npt.NDArray[np.float64]
SAME_DB = 10
TRACE = 1e-24
"""Hit points whose whole row or column holds less than this are no longer followed: the
grid shrinks as both sides are worn down (hit points only fall), and what it drops, at
most a few times 1e-22 a fight, is counted in the engagement's ``rest``."""
"""Hit points in one block of ten share their DB (a tenth, rounded up) and so their VDB."""


def _blocks(top: int) -> Iterator[tuple[int, int]]:
    """``(lo, hi)``: hit points ``lo`` to ``hi - 1`` sharing one DB, up to ``top``."""
    for lo in range(1, top + 1, SAME_DB):
        yield lo, min(lo + SAME_DB, top + 1)


def _taps(move: Move, actor: Fighter, hp: int, enemy: Fighter) -> dict[tuple[int, int], float]:
    """(damage to the enemy, change to the melee) -> chance, for a success of ``move``."""
    out: dict[tuple[int, int], float] = {}
    plain = move.success - move.critical
    if plain > 0:
        dealt = hits(hp, move.dice, move.modifier, move.bonus, enemy.soak) if move.dice else ()
        for d, p in dealt or ((0, 1.0),):
            out[(d, move.melee)] = out.get((d, move.melee), 0.0) + plain * p
    if move.critical > 0:
        if move.dice:
            more = hits(
                hp,
                CRITICAL_DICE * move.dice,
                move.critical_modifier * move.modifier,
                move.bonus,
                enemy.soak,
            )
        else:
            more = critical_part(hp, actor.plain, enemy.soak)
        for d, p in more:
            out[(d, move.melee)] = out.get((d, move.melee), 0.0) + move.critical * p
    return out


class _Tally:
    """Each round's chances decided (first, second, neither) and the hit points left."""

    def __init__(self) -> None:
        self.won = [0.0, 0.0, 0.0]
        self.left = [0.0, 0.0]

    def add(self, side: int, mass: Grid, hp: npt.NDArray[Any]) -> None:
        self.won[side] += float(mass.sum())
        if side < 2:
            self.left[side] += float((mass * hp).sum())


def _act(P: Grid, actor: Fighter, enemy: Fighter, move: Move, tally: _Tally, me: int) -> Grid:
    """``actor`` (axis 1 of ``P``, side ``me``) acts with ``move`` on ``enemy`` (axis 2)."""
    x_top, y_top = P.shape[1] - 1, P.shape[2] - 1
    xs = np.arange(x_top + 1, dtype=np.float64)
    ys = np.arange(y_top + 1, dtype=np.float64)
    out = np.zeros_like(P)
    fail = 1.0 - move.success
    if fail > 0 and move.backfire:
        for lo, hi in _blocks(y_top):
            block = P[:, :, lo:hi]
            if not block.any():
                continue
            for d, p in hits(lo, 1, enemy.plain, 0, actor.soak):
                if d < x_top:
                    out[:, 1 : x_top + 1 - d, lo:hi] += fail * p * block[:, 1 + d :, :]
                dead = block[:, 1 : min(d, x_top) + 1, :].sum(axis=(0, 1)) * (fail * p)
                tally.add(1 - me, dead, ys[lo:hi])
    elif fail > 0:
        out += fail * P
    for lo, hi in _blocks(x_top):
        block = P[:, lo:hi, :]
        if not block.any():
            continue
        for (d, change), p in _taps(move, actor, lo, enemy).items():
            if change:
                moved = block.sum(axis=0) * p
                layer = 1 if change > 0 else 0
                if d < y_top:
                    out[layer, lo:hi, 1 : y_top + 1 - d] += moved[:, 1 + d :]
                dead = moved[:, 1 : min(d, y_top) + 1].sum(axis=1)
            else:
                moved = block * p
                if d < y_top:
                    out[:, lo:hi, 1 : y_top + 1 - d] += moved[:, :, 1 + d :]
                dead = moved[:, :, 1 : min(d, y_top) + 1].sum(axis=(0, 2))
            if d:
                tally.add(me, dead, xs[lo:hi])
    return out


@functools.cache
def _faces(top: int, modifier: int, soak: int) -> tuple[npt.NDArray[np.int64], ...]:
    """A plain hit's damage from each hit point 0..``top``, one table per face of the d4."""
    out = []
    for face in range(1, DAMAGE_DIE + 1):
        table = np.zeros(top + 1, dtype=np.int64)
        for hp in range(1, top + 1):
            db = base_damage(hp)
            table[hp] = hit(db, damage_step(db), face, modifier=modifier, soak=soak)
        out.append(table)
    return tuple(out)


def _melee_round(P: Grid, first: Fighter, second: Fighter, tally: _Tally) -> Grid:
    """Both sides in a total melee deal a plain hit at once, each from the hit points it
    has before the other's lands (ruling O13)."""
    if P.shape[0] < 2:
        return P
    a_top, b_top = P.shape[1] - 1, P.shape[2] - 1
    a_at, b_at = np.nonzero(P[1])
    if not len(a_at):
        return P
    mass = P[1][a_at, b_at] / (DAMAGE_DIE * DAMAGE_DIE)
    out = P.copy()
    melee = np.zeros((a_top + 1) * (b_top + 1))
    for to_a in _faces(second.hp, second.plain, first.soak):
        a_now = a_at - to_a[b_at]
        for to_b in _faces(first.hp, first.plain, second.soak):
            b_now = b_at - to_b[a_at]
            a_out, b_out = a_now <= 0, b_now <= 0
            tally.add(2, mass[a_out & b_out], np.zeros(0))
            tally.add(0, mass[b_out & ~a_out], a_now[b_out & ~a_out])
            tally.add(1, mass[a_out & ~b_out], b_now[a_out & ~b_out])
            on = ~(a_out | b_out)
            flat = a_now[on] * (b_top + 1) + b_now[on]
            melee += np.bincount(flat, weights=mass[on], minlength=melee.size)
    out[1] = melee.reshape(a_top + 1, b_top + 1)
    return out


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


def grid_race(first: Fighter, second: Fighter, max_rounds: int = MAX_ROUNDS) -> Engagement:
    """The race of ``engagement.race``, worked on the grid."""
    ahead, behind = initiative_order(first.initiative, second.initiative)
    # a second layer for the total melee only when a plan can start one
    layers = 2 if any(move.melee > 0 for move in first.plan + second.plan) else 1
    P = np.zeros((layers, first.hp + 1, second.hp + 1))
    P[0, first.hp, second.hp] = 1.0
    ends: list[tuple[float, float, float]] = []
    left = [0.0, 0.0]
    dropped = 0.0
    for index in range(max_rounds):
        ours = first.plan[index % len(first.plan)]
        theirs = second.plan[index % len(second.plan)]
        tally = _Tally()
        # first acts first, then second; second first, then first (axes swapped for it)
        one = _act(P * ahead, first, second, ours, tally, 0)
        one = _act(one.transpose(0, 2, 1), second, first, theirs, tally, 1).transpose(0, 2, 1)
        two = _act(P.transpose(0, 2, 1) * behind, second, first, theirs, tally, 1)
        two = _act(two.transpose(0, 2, 1), first, second, ours, tally, 0)
        P = _melee_round(one + two, first, second, tally)
        P, lost = _shrunk(P)
        dropped += lost
        ends.append((tally.won[0], tally.won[1], tally.won[2]))
        left = [left[0] + tally.left[0], left[1] + tally.left[1]]
        if P.sum() < SETTLED:
            break
    a_left = float((P.sum(axis=(0, 2)) * np.arange(P.shape[1])).sum())
    b_left = float((P.sum(axis=(0, 1)) * np.arange(P.shape[2])).sum())
    return Engagement(
        first.name,
        second.name,
        tuple(ends),
        float(P.sum()) + dropped,
        (left[0] + a_left, left[1] + b_left),
    )
