"""Support a battle file declares (seed III-1 and III-4; ruling L12): a unit stands behind
a friendly unit and lends it ATT in every fight that unit takes part in. Pure: the army's
units in, the same units with the supports they receive out, and findings.

A unit supports with its missiles if it can shoot (its PUI TIR / 50 + 1, or a war
machine's table value), else in melee (its total PUI / 50, rounded up); ``support_with:``
chooses. The rulebook allows one shooting support per fight and never more than three
units against one, so a unit counts at most one shooting and one melee support; the others
are said and not counted.
"""

from __future__ import annotations

from dataclasses import replace

from kitgen.model import Hint, error, warning, words
from kitgen.nodes import Path
from kitgen.schema import closest
from kitgen.systems.bloodlust.model import Army
from kitgen.systems.bloodlust.plan import Support, UnitPlan
from kitgen.systems.bloodlust.units import Findings

MOST_OF_EACH = 1
"""Supports of each kind a unit counts: one shooting unit (seed III-4), and with the one
engaged that makes three against one (seed III-1)."""


def with_supports(
    army: Army,
    units: tuple[UnitPlan, ...],
    path: Path,
    notes: Findings,
    enemies: dict[str, str],
) -> tuple[UnitPlan, ...]:
    """``units`` (the plans of ``army.units``, in order) with the supports each receives;
    ``enemies``: the other armies' units (folded name -> army), for a clearer error."""
    by_name = {plan.unit.name.casefold(): n for n, plan in enumerate(units)}
    received: list[list[Support]] = [[] for _ in units]
    lent: dict[int, Support] = {}
    looped = _loops(units, by_name, path, notes)
    for n, plan in enumerate(units):
        wanted = plan.unit.supports
        if wanted is None or n in looped:
            continue
        at: Path = (*path, "units", n, "supports")
        target = by_name.get(wanted.casefold())
        if target is None and wanted.casefold() in enemies:
            notes.add(
                error(
                    "support_enemy_unit",
                    at,
                    name=wanted,
                    army=enemies[wanted.casefold()],
                    own=army.name,
                )
            )
            continue
        if target is None:
            names = [u.unit.name for u in units]
            notes.add(
                error(
                    "support_unknown_unit",
                    at,
                    army=army.name,
                    name=wanted,
                    hint=Hint(closest(wanted, names)),
                )
            )
            continue
        if target == n:
            notes.add(error("support_itself", at, name=plan.unit.name))
            continue
        support = _support(plan)
        if support.attack <= 0:
            notes.add(
                warning("support_lends_nothing", at, name=plan.unit.name, kind=words(support.mode))
            )
            continue
        taken = [s for s in received[target] if s.kind == support.kind]
        if len(taken) >= MOST_OF_EACH:
            notes.add(
                warning(
                    "support_not_counted",
                    at,
                    "L12",
                    name=plan.unit.name,
                    target=units[target].unit.name,
                    other=taken[0].name,
                    kind=words(support.mode),
                )
            )
            continue
        received[target].append(support)
        lent[n] = replace(support, name=units[target].unit.name)
    return tuple(
        replace(plan, supported_by=tuple(supports), supporting=lent.get(n))
        for n, (plan, supports) in enumerate(zip(units, received, strict=True))
    )


def _loops(
    units: tuple[UnitPlan, ...], by_name: dict[str, int], path: Path, notes: Findings
) -> set[int]:
    """The units whose supports go round in a loop (A behind B, B behind A; or longer): a
    unit stands behind the one it supports, so no two can each stand behind the other.
    One error per loop, at the `supports:` of its first unit in the file, naming the loop;
    none of its units' supports is counted."""
    target = {
        n: by_name.get(plan.unit.supports.casefold())
        for n, plan in enumerate(units)
        if plan.unit.supports is not None
    }
    looped: set[int] = set()
    for start in range(len(units)):
        chain = [start]
        nxt = target.get(start)
        while nxt is not None and nxt not in chain and nxt != start:
            chain.append(nxt)
            nxt = target.get(nxt)
        if nxt != start or len(chain) < 2 or start in looped or min(chain) != start:
            continue
        looped.update(chain)
        names = [units[n].unit.name for n in (*chain, start)]
        notes.add(
            error("support_loop", (*path, "units", start, "supports"), chain=" → ".join(names))
        )
    return looped


def _support(plan: UnitPlan) -> Support:
    """What ``plan`` lends the unit it supports: by its `support_with:`, else shooting if
    it can shoot."""
    kind = plan.unit.support_with or ("shooting" if plan.support_tir else "melee")
    attack = plan.support_tir if kind == "shooting" else plan.support
    return Support(plan.unit.name, kind, attack)
