"""JdRWiki plan -> words and numbers: ``compute --json``, ``check`` and ``odds`` lines.

Shared by the CLI and the kit's presenter so a value is worded once.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from kitgen.engagement_words import glance, odds_numbers
from kitgen.i18n import Text
from kitgen.marks import coded
from kitgen.model import Stat, Term
from kitgen.report import JSON_SCHEMA_VERSION, exact, json_number
from kitgen.systems.jdrwiki.army_tables import CHARACTERISTICS, CRITERIA, SKILLS
from kitgen.systems.jdrwiki.engagement import Pairing, pairings
from kitgen.systems.jdrwiki.heroes import HeroPlan
from kitgen.systems.jdrwiki.matchups import melee_ground, success_with
from kitgen.systems.jdrwiki.plan import ActionOdds, ArmyPlan, BattlePlan, BodyPlan, Hit, Matchup
from kitgen.systems.jdrwiki.race_sides import CELLS, Fighter
from kitgen.systems.jdrwiki.talent_tables import RUTHLESS_DEFENCE
from kitgen.systems.jdrwiki.terrain import FLAT, Ground, against, heights, occupant, total

PREFIXED = ("criterion", "talent", "feature", "formation")


def term_label(term: Term, t: Text) -> str:
    """What a term of a breakdown is, in words: ``Main de fer``, ``mod. DEX``."""
    head, _, rest = term.key.partition(".")
    if head in PREFIXED and rest:
        return t(f"jw.{head}.{rest}")
    if head == "modifier":
        return t("jw.modifier_of", abbr=t(f"jw.abbr.{rest}"))
    return t(f"jw.term.{term.key}")


def breakdown(stat: Stat, t: Text, *, criteria_together: bool = True) -> str:
    """``12 + 3 (criteria) + 2 (mod. DEX) + 3 (Main de fer)``; terms worth 0 left out;
    ``→ 13 (commander)`` when a cap holds."""
    pieces: list[str] = []
    terms = list(stat.terms)
    if criteria_together:
        rated = [x for x in terms if x.key.startswith("criterion.")]
        if rated:
            first = terms.index(rated[0])
            terms = [x for x in terms if not x.key.startswith("criterion.")]
            terms.insert(first, Term("criteria", sum(x.value for x in rated)))
    for term in terms:
        if not term.value and pieces:
            continue
        label = term_label(term, t)
        if not pieces:
            pieces.append(f"{term.value} ({label})")
        else:
            sign = "+" if term.value > 0 else "\u2212"
            pieces.append(f"{sign} {abs(term.value)} ({label})")
    text = " ".join(pieces)
    if stat.clamped:
        text += " → " + t("jw.capped", value=stat.value)
    return text


def body_name(army: str, *bodies: str) -> str:
    """``Loreval`` for a whole army, ``Loreval · Archers du bois`` for a corps (or
    several, on one ground)."""
    return army if bodies == (army,) else f"{army} · {', '.join(bodies)}"


def chance_text(value: Fraction, t: Text) -> str:
    """A chance as a whole percentage where it is one, as every chance on one d20 is (a
    face is 5 %): ``80 %``, not ``80,0 %``; a finer one as :meth:`Text.percent` has it."""
    percent = value * 100
    if percent.denominator != 1:
        return t.percent(float(value))
    return f"{percent.numerator}\u202f%" if t.lang == "fr" else f"{percent.numerator}%"


def need_text(need: int, low: int, needs_success: bool, t: Text) -> str:
    """The lowest d20 roll that succeeds: ``11+``; ``any`` when every roll does; with a
    critical succeeding whatever the total (ruling O2) never above the critical range;
    ``—`` when no roll can."""
    lowest = need if needs_success else min(need, low)
    if lowest <= 1:
        return t("jw.any_roll")
    if lowest > 20:
        return "—"
    return f"{lowest}+"


def critical_text(low: int) -> str:
    return "20" if low >= 20 else f"{low}–20"


def range_text(hit: Hit, t: Text) -> str:
    return f"{t.number(hit.low)}–{t.number(hit.high)}"


def hit_formula(hit: Hit, t: Text) -> str:
    """``1d4 + FOR (+1)``, ``2d4 + DEX (−1) + Brute 2``."""
    abbr = t("jw.abbr.strength" if "power" in hit.key else "jw.abbr.dexterity")
    text = f"{hit.dice}d4 + {abbr} ({t.signed(hit.modifier)})"
    if hit.bonus:
        text += f" + {t('jw.talent.brute')} {hit.bonus}"
    return text


def melee_round_hit(m: Matchup) -> Hit:
    """The hit a body deals at the end of each round in a total melee: its normal damage,
    Force or Dextérité at its pick (the better mean), no roll, no Brute (ruling O13)."""
    plain = [h for h in m.hits if h.key in ("power", "finesse")]
    return max(plain, key=lambda h: h.mean)


def perception_gain(ours: int, theirs: int) -> str:
    """Who gains an advantage point at the end of a round in a total melee: the higher
    Perception; nobody on a tie."""
    return "us" if ours > theirs else "them" if theirs > ours else "none"


# --- JSON -------------------------------------------------------------------------------------


def _body_json(body: BodyPlan, ruthless: bool, last_chance: bool) -> dict[str, Any]:
    """A body's numbers; the Impitoyable and Dernière chance ones only with the talent."""
    return {
        "name": body.name,
        "units": [{"name": n, "value": v, "count": c} for n, v, c in body.units],
        "headcount": body.headcount,
        "hit_points": body.hp,
        "base_damage": body.db,
        "damage_step": body.vdb,
        "heroes": list(body.heroes),
        "at": body.at,
        "ruthless_base_damage": body.ruthless_db if ruthless else None,
        "last_chance_damage": body.last_chance if last_chance else None,
        "hit_point_track": [
            {"hit_points": hp, "base_damage": db, "damage_step": vdb}
            for hp, db, vdb in body.hp_track
        ],
    }


def _hero_json(hero: HeroPlan) -> dict[str, Any]:
    return {
        "name": hero.name,
        "level": hero.level,
        "player": hero.player,
        "superior_race": hero.superior_race,
        "commander": hero.commander,
        "class": hero.cls.key,
        "class_rank": hero.cls.rank,
        "class_points": hero.cls.points,
        "class_by_level": hero.level_class.key if hero.level_class else "ordinary",
        "bonuses": dict(hero.bonuses),
        "bonus_points": hero.bonus_points,
        "malus_points": hero.malus_points,
        "points_spent": hero.spent,
        "cooldown": hero.cooldown,
        "moderate_use": [{"cooldown": c, "bonuses_dropped": n} for c, n in hero.moderate],
        "with_heroism": hero.with_heroism,
        "with_sacrifice_and_heroism": hero.with_sacrifice,
        "as_commander": hero.as_commander,
        "heroism": hero.heroism,
        "corps": hero.corps,
        "notes": hero.notes or None,
    }


def _stat_json(stat: Stat) -> dict[str, Any]:
    """A number, its terms, and (when a cap holds) the uncapped sum of the terms."""
    out: dict[str, Any] = {
        "value": stat.value,
        "terms": [{"key": x.key, "value": x.value} for x in stat.terms],
    }
    if stat.clamped:
        out["uncapped"] = stat.raw
    return out


def _army_json(army: ArmyPlan, plan: BattlePlan) -> dict[str, Any]:
    talented = (army.has("ruthless"), army.has("last_chance"))
    return {
        "name": army.name,
        "side": army.side,
        "player": army.army.player,
        "commander": army.army.commander.name,
        "level": army.level.value,
        "characteristics": {k: s.value for k, s in army.characteristics.items()},
        "modifiers": army.modifiers,
        "skills": {k: s.value for k, s in army.skills.items()},
        "passive": army.passives,
        "hit_points": army.whole.hp,
        "base_damage": army.whole.db,
        "damage_step": army.whole.vdb,
        "headcount": army.whole.headcount,
        "criteria": {c: army.army.criteria.get(c, 0) for c in CRITERIA},
        "criteria_unrated": list(army.unrated),
        "breakdown": {
            "level": _stat_json(army.level),
            **{k: _stat_json(s) for k, s in army.characteristics.items()},
            **{k: _stat_json(s) for k, s in army.skills.items()},
        },
        "talents": [{"talent": k, "times": n} for k, n in army.talents.items()],
        "talent_slots": army.talent_slots,
        "critical_from": army.critical_low,
        "starting_advantage_points": army.starting_advantage,
        "round_one_advantage_points": army.round_one_advantage,
        "grace_round_advantage_points": army.grace_round,
        "initiative_per_round": army.initiative_cap,
        "actions_per_round": army.actions_per_round,
        "speed": json_number(army.speed),
        "speed_from": army.speed_source,
        "slowest_unit": army.slowest_unit[0] if army.slowest_unit else None,
        "army_heroism_points": army.army_heroism,
        "commander_heroism_points": army.army.commander.heroism,
        "at": army.army.at,
        "corps": [_body_json(b, *talented) for b in army.corps],
        "whole": _body_json(army.whole, *talented),
        "heroes": [_hero_json(h) for h in army.heroes],
        "against": [_matchup_json(m, plan) for m in plan.against(army.name)],
        "notes": army.army.notes,
    }


def _start(m: Matchup, side: str) -> str:
    """The zone ``side`` (``attacker``, ``defender``) of ``m`` starts in."""
    if m.closing_in == side:
        return m.came_from
    return (m.attacker_ground if side == "attacker" else m.defender_ground).name


def _matchup_json(m: Matchup, plan: BattlePlan) -> dict[str, Any]:
    melee = melee_round_hit(m)
    melee_zone = plan.battle.house_rules.melee_zone
    return {
        "body": m.attacker_body,
        "enemy": m.defender,
        "enemy_bodies": list(m.defender_bodies),
        # where each starts; the odds hold in ``odds_at`` and ``enemy_odds_at``, which
        # differ where one side closes in on a body two zones or more off
        "at": _start(m, "attacker") or None,
        "enemy_at": _start(m, "defender") or None,
        "odds_at": m.attacker_ground.name or None,
        "enemy_odds_at": m.defender_ground.name or None,
        # a total melee is fought on one zone, its terrain for both (ruling O23)
        "melee_at": melee_ground(m.attacker_ground, m.defender_ground, melee_zone).name or None,
        "closing_in": m.closing_in or None,
        "closing_in_moves": m.moves,
        "enemy_soak": m.soak,
        "actions": [_odds_json(o, m, plan) for o in m.actions],
        "melee_round": {
            "kind": melee.key,
            "min": melee.low,
            "max": melee.high,
            "mean": json_number(melee.mean),
            "advantage_point_to": perception_gain(
                plan.army(m.attacker).skills["perception"].value,
                plan.army(m.defender).skills["perception"].value,
            ),
        },
        "hits": [
            {
                "kind": h.key,
                "dice": h.dice,
                "modifier": h.modifier,
                "bonus": h.bonus,
                "min": h.low,
                "max": h.high,
                "mean": json_number(h.mean),
                "by_roll": {str(r): d for r, d, _ in h.by_roll},
                "critical_min": h.critical_low,
                "critical_max": h.critical_high,
                "critical_mean": json_number(h.critical_mean),
            }
            for h in m.hits
        ],
    }


def _odds_json(odds: ActionOdds, m: Matchup, plan: BattlePlan) -> dict[str, Any]:
    best = odds.best
    ours, theirs = plan.army(m.attacker), plan.army(m.defender)
    low, strict = m.critical_low, plan.battle.house_rules.critical_needs_success
    return {
        "action": odds.action.key,
        "skill": best.attack,
        "skill_score": best.score,
        "defence": best.defence,
        "difficulty": best.difficulty,
        "roll_needed": best.need,
        "success": float(best.success),
        "success_exact": str(best.success),
        "critical": float(best.critical),
        "success_against_ruthless": float(
            success_with(odds, low, strict, defence=RUTHLESS_DEFENCE, defences_only=True)
        ),
        "success_in_our_confusion": float(success_with(odds, low, strict, roll=-ours.confusion)),
        "success_in_their_confusion": float(
            success_with(odds, low, strict, defence=-theirs.confusion)
        ),
        "follow_ups": [
            {
                "after": f.key,
                "roll_bonus": f.bonus,
                "damage_bonus": f.damage,
                "success": float(f.success),
                "success_exact": str(f.success),
                "critical": float(f.critical),
            }
            for f in odds.follow_ups
        ],
        "options": [
            {
                "skill": o.attack,
                "skill_score": o.score,
                "defence": o.defence,
                "difficulty": o.difficulty,
                "success": float(o.success),
            }
            for o in odds.options
        ],
    }


def zone_json(ground: Ground, notes: str | None = None) -> dict[str, Any]:
    return {
        "name": ground.name,
        "notes": notes,
        **{
            key: ground.level(key)
            for key in ("unstable_ground", "stronghold", "cover", "heights", "weather")
        },
        "weather_felt": ground.felt_weather,
        "exit_cost": ground.exit_cost,
        "occupant": occupant_totals(ground),
        "against_occupant": attacker_totals(ground),
    }


def occupant_totals(ground: Ground) -> dict[str, int]:
    """Skill -> what the zone does to its occupant, against an enemy on flat ground."""
    mods = occupant(ground)
    high = heights(ground, FLAT)
    out = {s.key: total(mods, s.key) + total(high, s.key) for s in SKILLS}
    return {k: v for k, v in out.items() if v}


def attacker_totals(ground: Ground) -> dict[str, int]:
    """Skill -> what the zone does to an enemy on flat ground acting against its occupant."""
    mods = against(ground)
    low = heights(FLAT, ground)
    out = {s.key: total(mods, s.key) + total(low, s.key) for s in SKILLS}
    return {k: v for k, v in out.items() if v}


def to_json(plan: BattlePlan, t: Text) -> dict[str, Any]:
    return {
        "kitgen_json": JSON_SCHEMA_VERSION,
        "system": "jdrwiki",
        "name": plan.battle.name,
        "battle": plan.battle.name,
        "language": t.lang,
        "participants": plan.participants,
        "round_minutes": plan.round_minutes,
        "rounds_before_fatigue": plan.rounds_before_fatigue,
        "house_rules": {
            "advantage_points": plan.battle.house_rules.advantage_points,
            "critical_needs_success": plan.battle.house_rules.critical_needs_success,
            "grace_round_gain": plan.battle.house_rules.grace_round_gain,
            "combined_critical": plan.battle.house_rules.combined_critical,
        },
        "armies": [_army_json(a, plan) for a in plan.armies],
        "zones": [
            zone_json(g, z.notes) for g, z in zip(plan.grounds, plan.battle.zones, strict=True)
        ],
        "warnings": [t.finding(w) for w in plan.warnings],
        "engagements": [p.as_json() for p in pairings(plan)],
    }


# --- races (ruling O15) -----------------------------------------------------------------------


def plan_text(side: Fighter, planned: bool, t: Text, *, brief: bool = False) -> str:
    """A side's plan in words: ``Assaut combiné (son meilleur assaut)`` when kitgen chose
    it (``brief``: ``Assaut combiné (par défaut)``, where the page says what the default
    is), ``Recul`` for one action, ``Mêlée totale → Assaut massif, à tour de rôle``."""
    actions = [t(f"jw.action.{move.key}") for move in side.plan]
    if not planned:
        return t("jw.race.default" if brief else "jw.race.best", action=actions[0])
    if len(actions) == 1:
        return actions[0]
    return t("jw.race.cycle", actions=" → ".join(actions))


def side_text(side: Fighter, t: Text) -> str:
    """``Garde de la colline (1 400 PV)``."""
    return t("jw.race.side", name=side.name, hp=t.number(side.hp))


def race_head(pairing: Pairing, t: Text) -> str:
    """``Loreval (2 500 PV) avec Assaut combiné (son meilleur assaut), contre Ost du Bey
    (3 000 PV) avec …``: who races whom, with which plans."""
    first, second = pairing.sides
    return t(
        "jw.race.head",
        first=side_text(first, t),
        plan1=plan_text(first, pairing.planned[0], t),
        second=side_text(second, t),
        plan2=plan_text(second, pairing.planned[1], t),
    )


def race_lines(plan: BattlePlan, t: Text) -> list[str]:
    """``kitgen odds``'s races: who races whom with which plans, the line at a glance and
    the numbers (``≈`` for a race on a coarser grid, said once below)."""
    lines = []
    found = pairings(plan)
    for pairing in found:
        e = pairing.engagement
        head = race_head(pairing, t)
        lines.append("  " + (t.pair(t("jw.race.whole"), head) if pairing.whole else head))
        if not e.ends:
            lines.append(f"    {glance(e, t)}")
            continue
        numbers = odds_numbers(e, e.first, e.second, t)
        lines.append(f"    {glance(e, t)}. {numbers}")
    if any(not p.exact for p in found if p.followed):
        lines.append(f"  {coded(t, 'jw.race.approximate', cells=t.number(CELLS))}")
    more = sum(1 for p in found if not p.followed)
    if more:
        lines.append(f"  {coded(t, 'jw.race.not_followed', n=t.number(more))}")
    return lines


# --- terminal ---------------------------------------------------------------------------------


def summary_lines(plan: BattlePlan, t: Text) -> list[str]:
    lines: list[str] = []
    minutes = plan.round_minutes
    if minutes is not None:
        lines.append(
            "  " + t("jw.round_line", n=t.number(plan.participants), length=t.duration(minutes))
        )
    for army in plan.armies:
        lines.append(
            f"  {army.name} — "
            + t(
                "jw.army_line",
                level=army.level.value,
                hp=t.number(army.whole.hp),
                db=t.number(army.whole.db),
                vdb=t.number(army.whole.vdb),
            )
        )
        chars = " ".join(
            f"{t(f'jw.abbr.{c}')} {army.characteristics[c].value}" for c in CHARACTERISTICS
        )
        lines.append(f"    {chars}")
        skills = ", ".join(f"{t(f'jw.skill.{s.key}')} {army.skills[s.key].value}" for s in SKILLS)
        lines.append(f"    {skills}")
        for hero in army.heroes:
            lines.append(
                "    "
                + t(
                    "jw.hero_line",
                    name=hero.name,
                    cls=t(f"jw.class.{hero.cls.key}"),
                    spent=hero.spent,
                    points=hero.cls.points,
                    cooldown=hero.cooldown,
                )
            )
    return lines


def odds_lines(plan: BattlePlan, t: Text) -> list[str]:
    """Each matchup's actions and hits, then the races of army against army."""
    lines: list[str] = []
    needs = plan.battle.house_rules.critical_needs_success
    for m in plan.matchups:
        us = body_name(m.attacker, m.attacker_body)
        them = body_name(m.defender, *m.defender_bodies)
        lines.append(f"  {t('jw.odds_against', army=us, enemy=them)}")
        for odds in m.actions:
            best = odds.best
            lines.append(
                f"    {t(f'jw.action.{odds.action.key}')}: "
                f"{t(f'jw.skill.{best.attack}')} {best.score} "
                f"{t('jw.vs')} {t(f'jw.skill.{best.defence}')} {best.difficulty} — "
                f"{need_text(best.need, m.critical_low, needs, t)} {chance_text(best.success, t)}"
                f" ({t('jw.critical_short')} {chance_text(best.critical, t)})"
                + "".join(
                    f"; {t(f'jw.follow.{f.key}')} {chance_text(f.success, t)}"
                    for f in odds.follow_ups
                )
            )
        for hit in m.hits:
            lines.append(
                f"    {t('jw.damage')} {hit_formula(hit, t)}: "
                f"{range_text(hit, t)}, {t('jw.mean').lower()} {exact(hit.mean, t)}; "
                f"{t('jw.critical_short')} {t.number(hit.critical_low)}–"
                f"{t.number(hit.critical_high)}, {t('jw.mean').lower()} "
                f"{exact(hit.critical_mean, t)}"
            )
    lines.append(f"  {t('jw.race.title')}")
    lines += ["  " + line for line in race_lines(plan, t)]
    return lines
