"""JdRWiki plan -> template context: the GM page, the army sheets and the GM's odds pages.

Templates only lay these values out; all arithmetic happened in ``rules`` and the modules
it draws on, and all wording happens here, in ``cards`` or in ``kitgen.i18n``.

The players' copy (``kit.gm`` false) leaves out secret troops and heroes (and a corps made
only of secret troops), every note, the warnings, the breakdowns and every chance: the
odds pages and the criteria matrix are the GM's alone.
"""

from __future__ import annotations

from typing import Any

from kitgen.cards import Kit, source
from kitgen.i18n import Text
from kitgen.model import Term
from kitgen.printing import PAGE
from kitgen.report import exact
from kitgen.systems.jdrwiki.army_tables import (
    CHARACTERISTIC_CRITERIA,
    CHARACTERISTICS,
    CRITERIA,
    SKILLS,
)
from kitgen.systems.jdrwiki.cards import (
    held_by,
    hero_cards,
    reference,
    secret_heroes,
    secret_units,
    shown_bodies,
    shown_heroes,
    zone_cards,
)
from kitgen.systems.jdrwiki.plan import ArmyPlan, BattlePlan, BodyPlan, Matchup
from kitgen.systems.jdrwiki.report import (
    body_name,
    breakdown,
    chance_text,
    critical_text,
    hit_formula,
    need_text,
    range_text,
    term_label,
)
from kitgen.systems.jdrwiki.talent_tables import TACTICAL_ADVANTAGE
from kitgen.systems.jdrwiki.terrain import occupant

ADVANTAGE_TRACK = range(-10, 16)
"""The advantage-point tracker: from -10 to +15."""
HIT_USES = {
    "power": ("massive_assault", "push_back", "total_melee", "mining"),
    "power_brute": ("massive_assault",),
    "finesse": ("subtle_assault", "push_back", "total_melee", "mining"),
    "combined_power": ("combined_assault",),
    "combined_finesse": ("combined_assault",),
}
"""Which actions deal each kind of hit (push back and total melee: the attacker's pick)."""


def context(plan: BattlePlan, t: Text, kit: Kit) -> dict[str, Any]:
    battle = plan.battle
    gm = kit.gm
    sheets = []
    for army in plan.armies:
        sheet = _army(army, plan, t, gm)
        sheet.update(source=source(army.path, "", army.name), back_label=army.name)
        sheets.append(sheet)
    return {
        "title": battle.name,
        "author": battle.author or "",
        "system_title": t("system.jdrwiki"),
        "notes": (battle.notes or "") if gm else "",
        "warnings": [t.finding(w) for w in plan.warnings] if gm else [],
        "overview": _overview(plan, t),
        "roster": [_roster(a, t, gm) for a in plan.armies],
        "terrain": [
            {
                "name": g.name,
                "features": ", ".join(f"{t(f'jw.feature.{k}')} {level}" for k, level in g.features)
                or "—",
                "exit": g.exit_cost,
                "held": ", ".join(held_by(g, plan, gm)),
            }
            for g in plan.grounds
        ],
        # an army sheet printed on pages runs on to a second one (troops and hit points):
        # no plain back of its own, but in duplex each army starts on a fresh sheet
        "army_deck": kit.deck(
            "army_sheet", sheets, backs=kit.settings.size_of("army_sheet") != PAGE
        ),
        "odds": [_odds(a, plan, t) for a in plan.armies] if gm else [],
        "hero_deck": kit.deck("hero_card", hero_cards(plan, t, gm)),
        "zone_deck": kit.deck("zone_card", zone_cards(plan, t, gm)),
        "quick": reference(plan, t),
    }


def _overview(plan: BattlePlan, t: Text) -> list[str]:
    lines = []
    minutes = plan.round_minutes
    if minutes is None:
        lines.append(t("jw.small_battle", n=t.number(plan.participants)))
    else:
        lines.append(t("jw.round_line", n=t.number(plan.participants), length=t.duration(minutes)))
        lines.append(t.plural("jw.fatigue_line", plan.rounds_before_fatigue or 0))
    rules = plan.battle.house_rules
    lines.append(t(f"jw.house.advantage.{rules.advantage_points}"))
    lines.append(t(f"jw.house.critical.{'success' if rules.critical_needs_success else 'any'}"))
    return lines


def _roster(army: ArmyPlan, t: Text, gm: bool) -> dict[str, Any]:
    return {
        "name": army.name,
        "side": army.side if army.side != army.name else "",
        "commander": _commander_line(army, t),
        "level": army.level.value,
        "hp": t.number(army.whole.hp),
        "db": t.number(army.whole.db),
        "vdb": t.number(army.whole.vdb),
        "headcount": t.number(army.whole.headcount),
        "heroes": ", ".join(h.name for h in shown_heroes(army, gm)) or "—",
        "talents": ", ".join(_talent_name(k, n, t) for k, n in army.talents.items()) or "—",
    }


def _talent_name(key: str, times: int, t: Text) -> str:
    name = t(f"jw.talent.{key}")
    return f"{name} ×{times}" if times > 1 else name


def _commander_line(army: ArmyPlan, t: Text) -> str:
    c = army.army.commander
    bits = [t("jw.level_n", n=c.level)]
    if c.strategist:
        bits.append(t("jw.strategist_n", n=c.strategist))
    bits += [t(f"jw.formation.{f}") for f in c.formations]
    if c.player:
        bits.append(t("jw.pc"))
    return f"{c.name} ({', '.join(bits)})"


def _aides_line(army: ArmyPlan, t: Text) -> str:
    out = []
    for aide in army.army.aides:
        bits = []
        if aide.strategist:
            bits.append(t("jw.strategist_n", n=aide.strategist))
        bits += [t(f"jw.formation.{f}") for f in aide.formations]
        out.append(f"{aide.name} ({', '.join(bits)})" if bits else aide.name)
    return ", ".join(out)


def _army(army: ArmyPlan, plan: BattlePlan, t: Text, gm: bool) -> dict[str, Any]:
    """One army's sheet: the army as a character, then its troops and hit points."""
    ground = plan.ground(army.army.at)
    placed = occupant(ground)
    hidden = frozenset() if gm else secret_units(army) | secret_heroes(army)
    bodies = shown_bodies(army, gm)
    return {
        "name": army.name,
        "side": army.side if army.side != army.name else "",
        "player": army.army.player or "",
        "commander": _commander_line(army, t),
        "aides": _aides_line(army, t),
        "level": army.level.value,
        "level_breakdown": breakdown(army.level, t) if gm else "",
        "characteristics": [
            {
                "name": t(f"jw.char.{c}"),
                "abbr": t(f"jw.abbr.{c}"),
                "score": army.characteristics[c].value,
                "modifier": t.signed(army.modifiers[c]),
                "breakdown": breakdown(army.characteristics[c], t) if gm else "",
                "capped": army.characteristics[c].clamped,
            }
            for c in CHARACTERISTICS
        ],
        "zone": army.army.at or t("jw.flat"),
        # skill, score, passive, here (always: an army without a zone stands on flat
        # ground), and the breakdown on the GM's copy
        "skill_columns": 4 + int(gm),
        "skill_groups": [
            {
                "name": t(f"jw.group.{group}"),
                "rows": [
                    _skill_row(army, s.key, placed, t, gm) for s in SKILLS if s.group == group
                ],
            }
            for group in ("offensive", "defensive", "support")
        ],
        "bodies": [_body(b, army, plan, t, hidden) for b in bodies],
        "split": bool(army.corps),
        "advantage": _advantage(army, t),
        "round": _round_facts(army, t, gm),
        "heroism": army.army.commander.heroism,
        "army_heroism": army.army_heroism,
        "talents": [
            {"name": _talent_name(k, n, t), "effect": _talent_effect(k, n, army, plan, t)}
            for k, n in army.talents.items()
        ],
        "talents_line": t("jw.talents_used", n=army.talents_taken, slots=army.talent_slots),
        "units": [
            {"name": n, "value": t.number(v), "count": t.number(c), "hp": t.number(v * c)}
            for n, v, c in army.whole.units
            if gm or n not in secret_units(army)
        ],
        "heroes": [
            f"{h.name} ({t(f'jw.class.{h.cls.key}')}, {t('jw.cooldown_n', n=h.cooldown)})"
            for h in shown_heroes(army, gm)
        ],
    }


def _odds(army: ArmyPlan, plan: BattlePlan, t: Text) -> dict[str, Any]:
    """The GM's pages for one army: its odds against each enemy, the criteria matrix and
    the army's notes."""
    return {
        "name": army.name,
        "against": [_against(m, plan, t) for m in plan.against(army.name)],
        "criteria": _criteria(army, t),
        "criteria_heads": [t(f"jw.abbr.{c}") for c in CHARACTERISTICS]
        + [t(f"jw.short.{s.key}") for s in SKILLS],
        "unrated": ", ".join(t(f"jw.criterion.{c}") for c in army.unrated),
        "notes": army.army.notes or "",
    }


def _skill_row(
    army: ArmyPlan, key: str, placed: dict[str, Any], t: Text, gm: bool
) -> dict[str, Any]:
    stat = army.skills[key]
    here = sum(term.value for term in placed.get(key, ()))
    spec = next(s for s in SKILLS if s.key == key)
    return {
        "name": t(f"jw.skill.{key}"),
        "abbr": t(f"jw.abbr.{spec.characteristic}"),
        "score": stat.value,
        "passive": army.passives.get(key, ""),
        "here": stat.value + here,
        "here_changed": bool(here),
        "here_terms": _terms(tuple(placed.get(key, ())), t) if gm else "",
        "breakdown": breakdown(stat, t) if gm else "",
    }


def _body(
    body: BodyPlan, army: ArmyPlan, plan: BattlePlan, t: Text, hidden: frozenset[str]
) -> dict[str, Any]:
    """A body's block; ``hidden`` names the troops and heroes its lists leave out (the
    players' copy): its numbers stay the rules' own."""
    each = body.vdb if plan.battle.house_rules.advantage_points == "vdb" else 1
    return {
        "name": body.name,
        "units": ", ".join(f"{t.number(c)} {n}" for n, _, c in body.units if n not in hidden),
        "headcount": t.number(body.headcount),
        "hp": t.number(body.hp),
        "db": t.number(body.db),
        "vdb": t.number(body.vdb),
        "at": body.at or "",
        "heroes": ", ".join(h for h in body.heroes if h not in hidden),
        "track": [
            {"hp": t.number(hp), "db": t.number(db), "vdb": t.number(vdb)}
            for hp, db, vdb in body.hp_track
        ],
        "hargne": t("jw.hargne_each", n=t.number(each)),
        "protection": t("jw.protection_each", n=t.number(each)),
        "ruthless": t.number(body.ruthless_db) if army.has("ruthless") else "",
        "last_chance": t.number(body.last_chance) if army.has("last_chance") else "",
    }


def _advantage(army: ArmyPlan, t: Text) -> dict[str, Any]:
    return {
        "track": [
            {"n": t.signed(n) if n else "0", "start": n == army.starting_advantage}
            for n in ADVANTAGE_TRACK
        ],
        "spend": [t(f"jw.spend.{k}") for k in ("environment", "security", "focus")],
        "invest": [t(f"jw.spend.{k}") for k in ("protection", "hargne", "preparation")],
    }


def _round_facts(army: ArmyPlan, t: Text, gm: bool) -> list[str]:
    """The round's facts; the players' copy gives the critical range without its chance."""
    low = army.critical_low
    facts = [
        (
            t("jw.fact.adapted", n=army.initiative_cap)
            if army.has("adaptation")
            else t("jw.fact.initiative", n=army.initiative_cap, actions=army.actions_per_round)
        ),
        (
            t(
                "jw.fact.critical",
                range=critical_text(low),
                chance=chance_text(army.critical_chance, t),
            )
            if gm
            else t("jw.fact.critical_range", range=critical_text(low))
        ),
        t("jw.fact.start", n=army.starting_advantage),
        t(f"jw.fact.grace.{_grace(army.grace_round)}", n=abs(army.grace_round)),
        t("jw.fact.speed", n=exact(army.speed, t)),
    ]
    return facts


def _grace(points: int) -> str:
    return "gain" if points > 0 else "loss" if points < 0 else "none"


def steps(plan: BattlePlan, t: Text) -> str:
    """What a flat damage bonus is counted in: VDB (ruling O3) or points (house rule)."""
    return t(f"jw.steps.{plan.battle.house_rules.advantage_points}")


def _talent_effect(key: str, times: int, army: ArmyPlan, plan: BattlePlan, t: Text) -> str:
    if key == "tactical_advantage":
        return t("jw.effect.tactical_advantage", n=TACTICAL_ADVANTAGE["power_attack"] * times)
    if key == "last_chance":
        return t(
            "jw.effect.last_chance", n=" / ".join(t.number(b.last_chance) for b in army.bodies)
        )
    if key == "ruthless":
        return t(
            "jw.effect.ruthless",
            db=" / ".join(t.number(b.ruthless_db) for b in army.bodies),
            base=" / ".join(t.number(b.db) for b in army.bodies),
        )
    return t(f"jw.effect.{key}", steps=steps(plan, t))


def _against(m: Matchup, plan: BattlePlan, t: Text) -> dict[str, Any]:
    enemy = plan.army(m.defender)
    brute = plan.army(m.attacker).has("brute")
    return {
        "title": t(
            "jw.against",
            us=body_name(m.attacker, m.attacker_body),
            enemy=body_name(m.defender, *m.defender_bodies),
        ),
        "grounds": t(
            "jw.grounds",
            own=m.attacker_ground.name or t("jw.flat"),
            theirs=m.defender_ground.name or t("jw.flat"),
        ),
        "soak": t("jw.soak_line", army=m.defender, n=t.signed(m.soak)),
        "determination": (
            t("jw.determination_on")
            if plan.army(m.attacker).has("determination") and not enemy.has("determination")
            else ""
        ),
        "actions": [
            {
                "name": t(f"jw.action.{o.action.key}"),
                "kind": t(f"jw.kind.{o.action.kind}"),
                "skill": f"{t(f'jw.skill.{o.best.attack}')} {o.best.score}",
                "skill_terms": _terms(o.best.skill_extra, t),
                "defence": f"{t(f'jw.skill.{o.best.defence}')} {o.best.difficulty}",
                "defence_terms": _terms(o.best.difficulty_extra, t),
                "others": " · ".join(
                    t(
                        "jw.other_defence",
                        defence=t(f"jw.skill.{x.defence}"),
                        n=x.difficulty,
                        chance=chance_text(x.success, t),
                    )
                    for x in o.options
                    if x.attack == o.best.attack and x is not o.best
                ),
                "need": need_text(
                    o.best.need,
                    m.critical_low,
                    plan.battle.house_rules.critical_needs_success,
                    t,
                ),
                "chance": chance_text(o.best.success, t),
                "critical": chance_text(o.best.critical, t),
            }
            for o in m.actions
        ],
        "crit_column": plan.battle.house_rules.critical_needs_success,
        "critical": t(
            "jw.fact.critical",
            range=critical_text(m.critical_low),
            chance=chance_text(plan.army(m.attacker).critical_chance, t),
        ),
        "help": t(
            "jw.odds_help.success"
            if plan.battle.house_rules.critical_needs_success
            else "jw.odds_help.any"
        ),
        "hits_caption": t("jw.damage_by", body=m.attacker_body, enemy=m.defender),
        "hits": [
            {
                "formula": hit_formula(h, t),
                "uses": ", ".join(t(f"jw.action.{a}") for a in _uses(h.key, brute)),
                "rolls": [{"roll": r, "damage": t.number(d)} for r, d, _ in h.by_roll],
                "range": range_text(h, t),
                "mean": exact(h.mean, t),
            }
            for h in m.hits
        ],
    }


def _uses(kind: str, brute: bool) -> tuple[str, ...]:
    """The actions that deal a kind of hit; with Brute a massive assault (always rolled
    with Attaque en force) deals the Brute hit, never the plain one."""
    uses = HIT_USES[kind]
    return tuple(a for a in uses if not (brute and kind == "power" and a == "massive_assault"))


def _terms(terms: tuple[Term, ...], t: Text) -> str:
    """``Stronghold −2, Heights +1``: what the ground or a talent adds in a matchup."""
    return ", ".join(f"{term_label(x, t)} {t.signed(x.value)}" for x in terms)


def _criteria(army: ArmyPlan, t: Text) -> list[dict[str, Any]]:
    rows = []
    for c in CRITERIA:
        rating = army.army.criteria.get(c, 0)
        cells = [
            t.signed(rating) if c in CHARACTERISTIC_CRITERIA[ch] else "" for ch in CHARACTERISTICS
        ] + [t.signed(rating) if c in s.criteria else "" for s in SKILLS]
        rows.append(
            {
                "name": t(f"jw.criterion.{c}"),
                "rating": t.signed(rating),
                "word": t(f"jw.rating.{rating}"),
                "unrated": c in army.unrated,
                "cells": cells,
            }
        )
    return rows
