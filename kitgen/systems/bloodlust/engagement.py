"""A Bloodlust fight carried on turn after turn, exactly (issue 24, ruling L11).

Two units engaged in melee both roll each turn, simultaneously (seed I-3-4); each takes
the losses the other's roll reads on the casualty table at the other's present strength
(B1, B2: a unit's total PUI falls as its EFF does, a monster's never); the unit that
engages charges on the first turn if it can (B4); a unit with PUI TIR that is engaged
shoots once at the unit engaging it before the first melee (seed III-3); regeneration
gives back each chunk of 5 of the losses a unit took in a turn on 4+ (seed II-3: the
shot's and the first melee's losses pooled, the unit fighting that melee at what the
shot left of it); a unit checks morale at the end of
a turn in which it took losses at or past its 50 % line, and at the start of each turn
against a unit that causes fear or terror (B6). A unit that routs or is destroyed
breaks: the fight is over for it. A disorganised unit only loses 2 INI, which does not
change a fight already engaged, and a routed unit is out of it, so rally changes
nothing here (ruling L11).

The chance of each state (the two units' EFF) is carried forward turn by turn, equal
states merged; a fight still undecided after ``MAX_TURNS`` is left in ``rest``. A unit
of more than ``5 × GRID`` EFF is followed on a coarser grid of EFF (each loss split
between the two nearest points, its mean kept): ``exact`` says which (ruling L11).
Pure: no I/O, no wording.
"""

from __future__ import annotations

import functools
import math
from dataclasses import dataclass, replace
from fractions import Fraction

from kitgen import work
from kitgen.engagement import Engagement
from kitgen.systems.bloodlust.casualties import inflicted
from kitgen.systems.bloodlust.morale import morale_odds
from kitgen.systems.bloodlust.tables import (
    FEAR_MORALE,
    FEAR_TURN_MORALE,
    REGENERATION_CHUNK,
    TERROR_MORALE,
    TERROR_TURN_MORALE,
)

MAX_TURNS = 50
"""Turns a fight is followed before what is left is reported as undecided."""
GRID = 60
"""Most EFF values followed per unit: above ``5 × GRID`` EFF the grid coarsens."""
NEGLIGIBLE = 1e-13
"""A fight whose undecided chance falls below this is over (what is left goes to rest)."""

NO_DREAD, FEAR, TERROR = 0, 1, 2


@dataclass(frozen=True, slots=True)
class Fighter:
    """One side of a fight, as the engine needs it.

    ``troops`` is the soldiers' total PUI at full EFF (it falls with EFF unless
    ``monster``), ``bonus`` the attached characters' (it never falls); ``attack`` is the
    row modifier of its melee roll against this enemy (ATT − DEF and the pair's
    conditional lines). ``charge`` is its charge multiplier and ``charge_attack`` the row
    modifier on the first turn, if it engages charging; ``shot`` (troops, bonus, row
    modifier) its one shot at the unit engaging it, if it has PUI TIR and is engaged.
    ``dread`` is what it causes in the enemy: fear or terror."""

    name: str
    eff: int
    troops: Fraction
    bonus: Fraction = Fraction(0)
    attack: int = 0
    morale: str = "normal"
    monster: bool = False
    dread: int = NO_DREAD
    regenerates: bool = False
    charge: Fraction | None = None
    charge_attack: int = 0
    shot: tuple[Fraction, Fraction, int] | None = None

    def total_at(self, eff: int, troops: Fraction, bonus: Fraction) -> Fraction:
        """A total PUI with ``eff`` left: the troops' part falls with EFF (seed I-3-5),
        a monster's never (B1), the characters' never."""
        if eff <= 0:
            return Fraction(0)
        share = Fraction(1) if self.monster else Fraction(eff, self.eff)
        return troops * share + bonus

    @property
    def morale_line(self) -> int:
        """Remaining EFF at or below which losses call for a morale check (B6)."""
        return self.eff // 2


@dataclass(frozen=True, slots=True)
class Fight:
    engagement: Engagement

    @property
    def exact(self) -> bool:
        """False when a unit was followed on a coarser grid of EFF than its losses."""
        return self.engagement.exact


def grid_step(eff: int) -> int:
    """The EFF between two followed values: 5 (every loss is a multiple of 5), or more
    for a unit of more than ``5 × GRID`` EFF."""
    return REGENERATION_CHUNK * max(1, -(-eff // (REGENERATION_CHUNK * GRID)))


def fight(first: Fighter, second: Fighter, turns: int = MAX_TURNS) -> Fight:
    """The exact distribution of a fight between ``first`` and ``second``. A fight is
    worked out once for its numbers: asked the other way round, or between units renamed
    (a GM's edit under ``kitgen watch``), it is the same fight, named anew."""
    one, two = replace(first, name=""), replace(second, name="")
    flip = repr(two) < repr(one)
    found = swapped(_fight(two, one, turns)) if flip else _fight(one, two, turns)
    return Fight(found.engagement.named(first.name, second.name))


@functools.lru_cache(maxsize=256)
def _fight(first: Fighter, second: Fighter, turns: int) -> Fight:
    return _Run(first, second).run(turns)


def swapped(result: Fight) -> Fight:
    """``result`` with its two sides exchanged."""
    return Fight(result.engagement.swapped())


# --- the chain ---------------------------------------------------------------------------

Kernel = tuple[tuple[int, float, bool], ...]
"""Where a unit's EFF index goes on some loss: (new index, chance, took losses)."""
Losses = tuple[tuple[int, float], ...]
"""What a roll inflicts: (casualties, chance)."""
Flagged = dict[tuple[int, int, bool, bool], float]
"""The chance of each (first's index, second's index, each took losses this turn)."""


class _Side:
    """One fighter's grid of EFF values (index ``dead`` is EFF 0) and its kernels."""

    def __init__(self, fighter: Fighter) -> None:
        self.fighter = fighter
        self.step = grid_step(fighter.eff)
        self.values = [*range(fighter.eff, 0, -self.step), 0]
        self.dead = len(self.values) - 1
        self.exact = self.step == REGENERATION_CHUNK
        self.indices = range(len(self.values))
        self.inflicts: dict[str, tuple[list[int], list[Losses]]] = {}
        self.taken: dict[tuple[Losses, bool], list[Kernel]] = {}

    def groups(self, kind: str) -> tuple[list[int], list[Losses]]:
        """What this side inflicts in ``kind`` (melee, charge or shot) from each EFF
        index, as the number of a distinct ``Losses`` and the list of those."""
        found = self.inflicts.get(kind)
        if found is None:
            ids: dict[Losses, int] = {}
            per = [ids.setdefault(self._inflicts(i, kind), len(ids)) for i in self.indices]
            found = self.inflicts[kind] = (per, list(ids))
        return found

    def kernels(self, losses: Losses, regrow: bool = True) -> list[Kernel]:
        """Where each EFF index goes on ``losses``; regeneration comes at once unless
        ``regrow`` is off (a turn in which the unit takes two rolls: :meth:`regrown`
        gives back the turn's losses together at its end)."""
        found = self.taken.get((losses, regrow))
        if found is None:
            found = [self._taken(i, losses, regrow) for i in self.indices]
            self.taken[(losses, regrow)] = found
        return found

    def regrown(self, index: int) -> list[tuple[int, float]]:
        """Where EFF index ``index`` goes when the losses it stands at, all taken this
        turn from full strength, regenerate together (seed II-3: each chunk of 5 losses
        of a turn); a destroyed unit stays so (ruling L11)."""
        if index == self.dead or index == 0:
            return [(index, 1.0)]
        loss = self.fighter.eff - self.values[index]
        found: dict[int, float] = {}
        for net, p in _regenerated(loss, True):
            for target, q in self._place(self.fighter.eff - net):
                found[target] = found.get(target, 0.0) + p * q
        return list(found.items())

    def _inflicts(self, index: int, kind: str) -> Losses:
        eff = self.values[index]
        f = self.fighter
        if kind == "shot":
            assert f.shot is not None
            troops, bonus, modifier = f.shot
            total = f.total_at(eff, troops, bonus)
        else:
            total = f.total_at(eff, f.troops, f.bonus)
            modifier = f.attack
            if kind == "charge":
                assert f.charge is not None
                total *= f.charge
                modifier = f.charge_attack
        return _losses(total, modifier)

    def _taken(self, index: int, losses: Losses, regrow: bool) -> Kernel:
        """Where EFF index ``index`` goes when this side takes ``losses``."""
        if index == self.dead:
            return ((index, 1.0, False),)
        work.count("bloodlust.kernel", len(losses))
        eff = self.values[index]
        out: dict[tuple[int, bool], float] = {}
        for loss, chance in losses:
            if loss <= 0:
                targets: list[tuple[int, float]] = [(index, 1.0)]
            elif loss >= eff:
                targets = [(self.dead, 1.0)]
            else:
                targets = []
                for net, p in _regenerated(loss, regrow and self.fighter.regenerates):
                    targets += [(t, p * q) for t, q in self._place(eff - net)]
            for target, p in targets:
                key = (target, loss > 0)
                out[key] = out.get(key, 0.0) + chance * p
        return tuple((t, p, took) for (t, took), p in out.items())

    def _place(self, eff: int) -> list[tuple[int, float]]:
        """EFF ``eff`` (0 < eff) on the grid: exact, or split between two neighbours (in
        whole numbers: ``part / step`` is the float of the exact fraction, as
        ``Fraction`` would give it, at a tenth of the cost)."""
        low, part = divmod(self.fighter.eff - eff, self.step)
        if low >= self.dead - 1:
            return [(self.dead - 1, 1.0)]
        if not part:
            return [(low, 1.0)]
        share = part / self.step
        return [(low, 1.0 - share), (low + 1, share)]


@functools.lru_cache(maxsize=4096)
def _losses(total: Fraction, modifier: int) -> tuple[tuple[int, float], ...]:
    if total <= 0:
        return ((0, 1.0),)
    return tuple((value, float(p)) for value, p in inflicted(total, modifier))


@functools.lru_cache(maxsize=4096)
def _regenerated(loss: int, regenerates: bool) -> tuple[tuple[int, float], ...]:
    """The net loss once each chunk of 5 came back on 4+ on a d6 (a chance of 1/2).

    Past 400 chunks the binomial is replaced by the two values that keep its mean and
    variance (only a coarse grid meets such losses)."""
    if not regenerates:
        return ((loss, 1.0),)
    chunks, last = divmod(loss, REGENERATION_CHUNK)
    if chunks > 400:
        spread = math.sqrt(chunks) / 2 * REGENERATION_CHUNK
        mean = loss / 2
        return ((round(mean - spread), 0.5), (round(mean + spread), 0.5))
    sizes = [REGENERATION_CHUNK] * chunks + ([last] if last else [])
    dist = {loss: 1.0}
    for size in sizes:
        nxt: dict[int, float] = {}
        for value, p in dist.items():
            nxt[value] = nxt.get(value, 0.0) + p / 2
            nxt[value - size] = nxt.get(value - size, 0.0) + p / 2
        dist = nxt
    return tuple(sorted(dist.items()))


def _rout(morale: str, modifier: int) -> float:
    return float(morale_odds(morale, modifier)[0])


class _Run:
    def __init__(self, first: Fighter, second: Fighter) -> None:
        self.sides = (_Side(first), _Side(second))
        self.ends: list[tuple[float, float, float]] = []
        self.outs: dict[int, tuple[list[float], list[float]]] = {}
        self.left = [0.0, 0.0]
        loss_modifier = {NO_DREAD: 0, FEAR: FEAR_MORALE, TERROR: TERROR_MORALE}
        start_modifier = {FEAR: FEAR_TURN_MORALE, TERROR: TERROR_TURN_MORALE}
        pair = (first, second)
        # each side's chance to rout on a check after losses, and at the start of a turn
        self.after_losses = tuple(
            _rout(f.morale, loss_modifier[o.dread]) for f, o in (pair, pair[::-1])
        )
        self.at_start = tuple(
            _rout(f.morale, start_modifier[o.dread]) if o.dread else 0.0
            for f, o in (pair, pair[::-1])
        )

    def run(self, turns: int) -> Fight:
        a, b = self.sides
        states: dict[tuple[int, int], float] = {(0, 0): 1.0}
        for turn in range(1, turns + 1):
            row = [0.0, 0.0, 0.0]
            states = self._dread(states, row)
            flagged: Flagged = {(i, j, False, False): p for (i, j), p in states.items()}
            # a unit shot at takes two rolls this turn: its losses regenerate together
            pooled = (False, False)
            if turn == 1:
                one, two = (s.fighter for s in self.sides)
                pooled = (
                    one.regenerates and two.shot is not None,
                    two.regenerates and one.shot is not None,
                )
                for side in (0, 1):  # an engaged unit shoots at the one engaging it
                    if self.sides[side].fighter.shot is not None:
                        flagged = self._roll(flagged, side, "shot", not pooled[1 - side])
            a_kind, b_kind = (
                "charge" if turn == 1 and s.fighter.charge is not None else "melee"
                for s in self.sides
            )
            flagged = self._both(flagged, (a_kind, b_kind), pooled)
            for side in (0, 1):
                if pooled[side]:
                    flagged = self._regrow(flagged, side)
            states = self._morale(flagged, row)
            self.ends.append((row[0], row[1], row[2]))
            alive = sum(states.values())
            if alive < NEGLIGIBLE:
                break
        rest = max(0.0, 1.0 - sum(sum(r) for r in self.ends))
        decided = 1.0 - rest
        left = (self.left[0] / decided, self.left[1] / decided) if decided > 0 else (0.0, 0.0)
        ends = tuple(self.ends)
        total = sum(sum(r) for r in ends) + rest
        if abs(total - 1.0) > 1e-12:  # float sums: give rest what rounding took
            rest = max(0.0, rest + 1.0 - total)
        exact = a.exact and b.exact
        return Fight(Engagement(a.fighter.name, b.fighter.name, ends, rest, left, exact))

    def _dread(
        self, states: dict[tuple[int, int], float], row: list[float]
    ) -> dict[tuple[int, int], float]:
        """Start-of-turn checks against fear or terror (B6)."""
        ra, rb = self.at_start
        if not ra and not rb:
            return states
        for (i, j), p in states.items():
            self._decide(row, p * (1 - ra) * rb, p * ra * (1 - rb), p * ra * rb, i, j)
        keep = (1 - ra) * (1 - rb)
        return {k: p * keep for k, p in states.items()}

    def _decide(
        self, row: list[float], first: float, second: float, neither: float, i: int, j: int
    ) -> None:
        row[0] += first
        row[1] += second
        row[2] += neither
        mass = first + second + neither
        self.left[0] += mass * self.sides[0].values[i]
        self.left[1] += mass * self.sides[1].values[j]

    def _roll(self, flagged: Flagged, side: int, kind: str, regrow: bool) -> Flagged:
        """``side`` rolls ``kind`` at the other, who does not roll back (and whose losses
        regenerate at once if ``regrow``, else with the turn's others: :meth:`_regrow`)."""
        me, them = self.sides[side], self.sides[1 - side]
        ids, groups = me.groups(kind)
        kernels = [them.kernels(g, regrow) for g in groups]
        out: Flagged = {}
        work.count("bloodlust.states", len(flagged))
        for (i, j, fa, fb), p in flagged.items():
            if side == 0:
                for target, q, took in kernels[ids[i]][j]:
                    key = (i, target, fa, fb or took)
                    out[key] = out.get(key, 0.0) + p * q
            else:
                for target, q, took in kernels[ids[j]][i]:
                    key = (target, j, fa or took, fb)
                    out[key] = out.get(key, 0.0) + p * q
        return out

    def _both(
        self, flagged: Flagged, kinds: tuple[str, str], pooled: tuple[bool, bool]
    ) -> Flagged:
        """Both roll at once, each from its strength before the rolls (seed I-3-4): the
        second takes its losses first, the group of what the second inflicts kept in the
        key for the first to take next. A ``pooled`` side's losses wait for
        :meth:`_regrow`."""
        a, b = self.sides
        ids_a, groups_a = a.groups(kinds[0])
        ids_b, groups_b = b.groups(kinds[1])
        to_b = [b.kernels(g, not pooled[1]) for g in groups_a]
        to_a = [a.kernels(g, not pooled[0]) for g in groups_b]
        stage: dict[tuple[int, int, bool, bool, int], float] = {}
        get = stage.get
        for (i, j, fa, fb), p in flagged.items():
            back = ids_b[j]
            for target, q, took in to_b[ids_a[i]][j]:
                key = (i, target, fa, fb or took, back)
                stage[key] = get(key, 0.0) + p * q
        out: Flagged = {}
        put = out.get
        work.count("bloodlust.states", len(flagged) + len(stage))
        for (i, j, fa, fb, back), p in stage.items():
            for target, q, took in to_a[back][i]:
                key2 = (target, j, fa or took, fb)
                out[key2] = put(key2, 0.0) + p * q
        return out

    def _regrow(self, flagged: Flagged, side: int) -> Flagged:
        """``side``'s losses of the turn (it started at full strength) regenerate
        together, once both rolls that hit it are in (seed II-3)."""
        s = self.sides[side]
        out: Flagged = {}
        for (i, j, fa, fb), p in flagged.items():
            for target, q in s.regrown(i if side == 0 else j):
                key = (target, j, fa, fb) if side == 0 else (i, target, fa, fb)
                out[key] = out.get(key, 0.0) + p * q
        return out

    def _morale(self, flagged: Flagged, row: list[float]) -> dict[tuple[int, int], float]:
        """End of the turn: the destroyed are out, and a unit that took losses at or past
        its 50 % line checks morale (B6)."""
        out_a, out_b = self._outs(0), self._outs(1)
        values_a, values_b = self.sides[0].values, self.sides[1].values
        first = second = neither = left_a = left_b = 0.0
        out: dict[tuple[int, int], float] = {}
        for (i, j, fa, fb), p in flagged.items():
            oa = out_a[fa][i]
            ob = out_b[fb][j]
            if oa or ob:
                wins_a, wins_b, both = p * (1 - oa) * ob, p * oa * (1 - ob), p * oa * ob
                first += wins_a
                second += wins_b
                neither += both
                mass = wins_a + wins_b + both
                left_a += mass * values_a[i]
                left_b += mass * values_b[j]
                p *= (1 - oa) * (1 - ob)
                if not p:
                    continue
            out[(i, j)] = out.get((i, j), 0.0) + p
        row[0] += first
        row[1] += second
        row[2] += neither
        self.left[0] += left_a
        self.left[1] += left_b
        return out

    def _outs(self, side: int) -> tuple[list[float], list[float]]:
        """Each EFF index's chance to be out at the end of a turn, without and with
        losses that turn: destroyed, or routed on the check losses call for (B6)."""
        found = self.outs.get(side)
        if found is None:
            s = self.sides[side]
            line = s.fighter.morale_line
            rout = self.after_losses[side]
            calm = [0.0] * s.dead + [1.0]
            hit = [rout if v <= line else 0.0 for v in s.values[:-1]] + [1.0]
            found = self.outs[side] = (calm, hit)
        return found
