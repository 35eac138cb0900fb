"""The scenario page's Witcher pieces: the sides at a glance and a drawing of the field.

The sides: per army its strength, commander, main troops and defences, ready-made
lines. The drawing: the two armies' lines face to face, phase by phase, with who leads
them, the troops each phase commits and what it brings (surprise, fresh troops), and
between the lines the phases' crucial moments. The players' copy prints another army's
commander and nothing it counts: its figures are the GM's to announce, and the card says
so in words; the copy reads the same whatever the battle keeps secret.
"""

from __future__ import annotations

from typing import Any

from kitgen.cards import Kit
from kitgen.i18n import Text
from kitgen.prose import say
from kitgen.systems.witcher.battle_card import condition, fresh_name, main_troops, with_bases
from kitgen.systems.witcher.compute import hanging_on
from kitgen.systems.witcher.model import Battle, PhaseSetup
from kitgen.systems.witcher.phases import PHASES
from kitgen.systems.witcher.race import CRUCIAL_WINDOW
from kitgen.systems.witcher.rules import ArmyPlan, BattlePlan

NBSP = "\u00a0"
"""Between a number and its word, which never part at a line's end."""


def sides(plan: BattlePlan, t: Text, kit: Kit) -> list[dict[str, Any]]:
    """Each army in two to five short lines; another army's figures on the players'
    copy are one line saying who knows them."""
    return [_side(army, t, kit) for army in plan.armies]


def _side(army: ArmyPlan, t: Text, kit: Kit) -> dict[str, Any]:
    name = army.army.name
    leaders = [p.leader for p in army.phases]
    # the commander-in-chief named as such where the file has one: the casualty test
    # falls to him (ruling K1), and the casualty page says so by that title
    chief = [t.pair(t("field.chief"), army.chief.name)] if army.chief is not None else []
    if all(leader is leaders[0] for leader in leaders):
        lines = chief or [t.pair(t("field.led_by"), leaders[0].name)]
    else:
        tagged = [f"{t('card.phase_tag', n=p.phase)}{NBSP}{p.leader.name}" for p in army.phases]
        lines = [*chief, t.pair(t("field.led_by_many"), ", ".join(tagged))]
    if kit.known(name):
        lines.insert(
            0,
            t(
                "field.strength",
                n=t.number(army.headcount),
                sd=army.card_sd,
            ),
        )
        lines.append(t.pair(t("card.main_troops"), main_troops(army)))
        defences = army.card[1:]
        if defences:
            lines.append(
                t.pair(
                    t("field.defences"),
                    ", ".join(
                        f"{t(f'mod.{m.kind}').lower()}{NBSP}{t.signed(m.value)}" for m in defences
                    ),
                )
            )
        # a second in reserve with his bases: the commander who takes over if one falls
        reserve = [with_bases(s, t) for s in army.seconds if not s.phases]
        if reserve:
            lines.append(t.pair(t("field.reserve"), ", ".join(reserve)))
    else:
        lines.append(t("field.unknown"))
    return {
        "name": name,
        "role": t("field.players") if kit.players == name else "",
        "lines": lines,
    }


def field(plan: BattlePlan, t: Text, kit: Kit, moot: bool = True) -> dict[str, Any]:
    """The drawing: a column per phase, each army's line in it (commander, troops
    committed, what the phase brings), the crucial moment between the two lines; under
    it the key, with the stakes an SR of 5 makes moot unless they went to the victory
    conditions (``moot=False``: the presenter set them there, at body size)."""
    moments = plan.battle.crucial_moments
    crucial = set(moments.phases) if moments is not None else set()
    stakes = moments.stakes if moments is not None and kit.gm else {}
    phases = []
    for n in PHASES:
        stake = stakes.get(n)
        phases.append(
            {
                "title": t("phase_n", n=n),
                "name": t(f"phase.{n}"),
                "crucial": t("sheet.stake") if n in crucial else "",
                "goal": say(stake.goal, t.lang) if stake is not None and n in crucial else "",
                "none": "" if n in crucial else t("field.no_crucial"),
            }
        )
    return {
        "phases": phases,
        "armies": [_line(army, plan.battle, t, kit) for army in plan.armies],
        "key": " ".join([t("field.key"), *(moot_lines(plan, t, kit) if moot else [])])
        if crucial
        else "",
    }


def moot_lines(plan: BattlePlan, t: Text, kit: Kit) -> list[str]:
    """With SR 5 a phase's own crucial moment comes at once and decides it (the rules'
    note, ruling W10): a setup of that phase hanging on an earlier moment then changes
    only the tests played if that moment is not. One sentence per such phase, on the
    GM's copy (the players' does not know the SR)."""
    battle = plan.battle
    moments = battle.crucial_moments
    if moments is None or not kit.known(None) or plan.success_threshold > CRUCIAL_WINDOW:
        return []
    out = []
    for n in moments.phases:
        k = hanging_on(battle, n)
        if k is None:
            continue
        said = [
            _brings(setup, t)
            for army in battle.armies
            for setup in (army.phases.get(n),)
            if setup is not None and setup.crucial is not None
        ]
        if any(said):
            out.append(
                t(
                    "field.moot",
                    sr=plan.success_threshold,
                    n=n,
                    k=k,
                    what=" · ".join(x for x in said if x),
                )
            )
    return out


def fresh(battle: Battle, phase: int, count: int, t: Text) -> str:
    """A phase's reinforcements in the field's words: their name with their number."""
    name = fresh_name(battle, phase, count, t.lang)
    if name:
        return f"{name} ({t.number(count)})"
    return t("field.fresh", n=t.number(count))


def _arriving(battle: Battle, phase: int, count: int, t: Text) -> str:
    """Reinforcements as the field's block says them: their name (the events') and the
    fighters they add, ``The Verden reserve +3,000``."""
    name = fresh_name(battle, phase, count, t.lang)
    return t(
        "field.arrives_named" if name else "field.arrives_plain", name=name, n=t.number(count)
    )


def _brings(setup: PhaseSetup, t: Text) -> str:
    """What a phase's setup brings, in a few words (fresh troops, surprise, modifiers)."""
    brings = []
    if setup.reinforcements:
        brings.append(t("field.fresh", n=t.number(setup.reinforcements)))
    if setup.surprise:
        brings.append(t.pair(t("mod.surprise"), t.signed(-setup.surprise)))
    brings += [f"{say(m.label, t.lang)}{NBSP}{t.signed(m.value)}" for m in setup.modifiers]
    return " · ".join(brings)


def _line(army: ArmyPlan, battle: Battle, t: Text, kit: Kit) -> dict[str, Any]:
    """One army's line: its main troops along the whole front, then per phase its
    commander where commanders change, its specialists and fresh troops."""
    name = army.army.name
    known = kit.known(name)
    leaders = [p.leader for p in army.phases]
    one = all(leader is leaders[0] for leader in leaders)
    cells = []
    for n in PHASES:
        items: list[str] = []
        arrives: dict[str, str] = {}
        if known:
            items += [
                f"{s.troop.name} ({t.number(s.troop.count)})"
                for s in army.specialists
                if s.phase == n
            ]
            # every setup the battle plans, each that hangs on a crucial moment saying so
            setup = battle.armies[army.index].phases.get(n)
            hangs = condition(battle, n, setup.crucial, t) if setup is not None else ""
            # a setup that hangs on a crucial moment tells that moment's stake: the
            # players' copy, which leaves the stakes to the GM, leaves it out of the field
            if hangs and not kit.gm:
                setup = None
            if setup is not None:
                brings = []
                surprise = (
                    [t.pair(t("mod.surprise"), t.signed(-setup.surprise))]
                    if setup.surprise
                    else []
                )
                if setup.reinforcements:
                    # troops that arrive in this phase: a block of their own under the
                    # phase's specialists, saying when they come, what they add and the
                    # surprise their arrival is counted as (fresh reserve troops, rules)
                    said = [_arriving(battle, n, setup.reinforcements, t), *surprise]
                    arrives = {
                        "label": t("field.arrives", n=n),
                        "text": " · ".join(said) + (f" ({hangs})" if hangs else ""),
                    }
                else:
                    brings += surprise
                brings += [
                    f"{say(m.label, t.lang)}{NBSP}{t.signed(m.value)}" for m in setup.modifiers
                ]
                if brings and hangs:
                    items.append(f"{' · '.join(brings)} ({hangs})")
                else:
                    items += brings
        cells.append(
            {
                "leader": "" if one else army.phases[n - 1].leader.name,
                "items": items,
                # reinforcements arriving in this phase, apart from the specialists
                "arrives": arrives,
                # an army the players do not know: a dash, not a cell that looks unfinished
                "empty": "" if items or arrives else t("field.no_specialist") if known else "—",
            }
        )
    main = (
        f"{main_troops(army)} · {t('field.headcount', n=t.number(army.headcount))}"
        if known
        else t("field.unknown_short")
    )
    return {"name": name, "line": f"line-{army.index}", "main": main, "cells": cells}
