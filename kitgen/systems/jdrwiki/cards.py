"""JdRWiki plan -> template context: hero cards, zone cards, what the players' copy leaves
out (secret troops and heroes) and the action reference."""

from __future__ import annotations

from typing import Any

from kitgen.cards import Card, source
from kitgen.i18n import Text
from kitgen.systems.jdrwiki.action_tables import (
    ACTION_KINDS,
    ACTIONS,
    FEATURES,
    WEATHER_DIFFICULTY,
)
from kitgen.systems.jdrwiki.army_tables import (
    HERO_TARGETS_EXTRA,
    MIN_BATTLE,
    ROUND_MINUTES,
    SKILLS,
    STRATEGIST_MIN_LEVEL,
)
from kitgen.systems.jdrwiki.heroes import HeroPlan
from kitgen.systems.jdrwiki.plan import ArmyPlan, BattlePlan, BodyPlan
from kitgen.systems.jdrwiki.report import attacker_totals, critical_text, occupant_totals
from kitgen.systems.jdrwiki.talent_tables import HERO_CLASSES, MASTER_STRATEGIST_CRITICAL
from kitgen.systems.jdrwiki.terrain import Ground, resistance, stronghold_special

TARGET_ORDER = [s.key for s in SKILLS] + list(HERO_TARGETS_EXTRA)


# --- the players' copy ------------------------------------------------------------------------


def secret_units(army: ArmyPlan) -> frozenset[str]:
    """The troops of ``army`` kept off the players' handout (``secret: true``)."""
    return frozenset(u.name for u in army.army.units if u.secret)


def secret_heroes(army: ArmyPlan) -> frozenset[str]:
    """The heroes of ``army`` kept off the players' handout; the commander never is."""
    return frozenset(h.name for h in army.army.heroes if h.secret)


def shown_heroes(army: ArmyPlan, gm: bool) -> list[HeroPlan]:
    hidden = frozenset() if gm else secret_heroes(army)
    return [h for h in army.heroes if h.name not in hidden]


def shown_bodies(army: ArmyPlan, gm: bool) -> list[BodyPlan]:
    """The army's bodies; the players' copy leaves out a corps made only of secret troops."""
    if gm:
        return list(army.bodies)
    hidden = secret_units(army)
    return [b for b in army.bodies if b is army.whole or any(n not in hidden for n, *_ in b.units)]


# --- heroes -----------------------------------------------------------------------------------


def hero_cards(plan: BattlePlan, t: Text, gm: bool) -> list[Card]:
    """Every hero's card, army by army (the commander first); the players' copy leaves out
    secret heroes and every hero's notes."""
    unit = plan.battle.house_rules.advantage_points
    cards = []
    for army in plan.armies:
        for hero in shown_heroes(army, gm):
            # the commander's name is at commander.name, a hero's at heroes[i].name
            path = hero.path[:-1] if hero.commander else hero.path
            card = hero_card(hero, army, unit, t)
            card.update(
                source=source(path, army.name, hero.name),
                back_label=army.name,
                notes=card["notes"] if gm else "",
            )
            cards.append(card)
    return cards


def hero_card(hero: HeroPlan, army: ArmyPlan, unit: str, t: Text) -> dict[str, Any]:
    """A hero's card; ``unit`` says what its damage bonus counts in (``vdb``/``raw``)."""
    cls = t(f"jw.class.{hero.cls.key}")
    if hero.reclassed:
        why = t("jw.pc") if hero.player else t("jw.superior_race")
        by_level = hero.level_class.key if hero.level_class else "ordinary"
        class_line = t(
            "jw.class_up", cls=cls, level=hero.level, base=t(f"jw.class.{by_level}"), why=why
        )
    else:
        class_line = t("jw.class_line", cls=cls, level=hero.level)
    commander = hero.as_commander
    order = sorted(hero.bonuses, key=lambda k: (hero.bonuses[k] < 0, TARGET_ORDER.index(k)))
    return {
        "name": hero.name,
        "army": army.name,
        "corps": hero.corps or "",
        "commander": hero.commander,
        "class_line": class_line,
        "points": t(
            "jw.points_line",
            spent=hero.spent,
            points=hero.cls.points,
            bonus=hero.bonus_points,
            malus=hero.malus_points,
        ),
        "rows": [
            {
                "target": t(f"jw.skill.{k}"),
                "value": t.signed(hero.bonuses[k]),
                "malus": hero.bonuses[k] < 0,
                "heroism": t.signed(hero.with_heroism[k]),
                "sacrifice": t.signed(hero.with_sacrifice[k]),
                "commander": t.signed(commander[k]) if commander else "",
            }
            for k in order
        ],
        "cooldown": hero.cooldown,
        "moderate": [t("jw.moderate_row", rounds=c, drop=n) for c, n in hero.moderate],
        "heroism": hero.heroism,
        "support": (
            t("jw.support_line", n=hero.supported_cooldown()) if army.has("hero_support") else ""
        ),
        "notes": hero.notes,
        "damage_note": (
            t("jw.hero_damage_note", steps=t(f"jw.steps_unit.{unit}"))
            if {"damage", "protection"} & hero.bonuses.keys()
            else ""
        ),
    }


# --- zones ------------------------------------------------------------------------------------


def zone_cards(plan: BattlePlan, t: Text, gm: bool) -> list[Card]:
    """Every zone's card; its notes on the GM's copy only."""
    return [
        {
            **zone_card(g, plan, t, gm),
            "source": source(("zones", i), "", g.name),
            "back_label": plan.battle.name,
            "notes": (z.notes or "") if gm else "",
        }
        for i, (g, z) in enumerate(zip(plan.grounds, plan.battle.zones, strict=True))
    ]


def held_by(ground: Ground, plan: BattlePlan, gm: bool = True) -> list[str]:
    """The armies (or, for a split army, the corps) standing in ``ground`` at the start;
    on the players' copy, not a corps made only of secret troops."""
    return [
        a.name if b is a.whole else f"{b.name} ({a.name})"
        for a in plan.armies
        for b in shown_bodies(a, gm)
        if b.at == ground.name
    ]


def zone_card(ground: Ground, plan: BattlePlan, t: Text, gm: bool = True) -> dict[str, Any]:
    held = held_by(ground, plan, gm)
    features = []
    for key, level in ground.features:
        features.append(
            {
                "name": t(f"jw.feature.{key}"),
                "level": level,
                "what": t(f"jw.level.{key}.{level}"),
                "rule": (
                    t("jw.rule.stronghold", n=stronghold_special(ground))
                    if key == "stronghold"
                    else t(f"jw.rule.{key}")
                ),
                "change": _change(key, level, t),
            }
        )
    mine = occupant_totals(ground)
    theirs = attacker_totals(ground)
    return {
        "name": ground.name,
        "features": features,
        "plain": not features,
        "exit": t("jw.exit_cost", n=ground.exit_cost),
        "weather": (
            t("jw.weather_felt", weather=ground.weather, felt=ground.felt_weather)
            if ground.weather and ground.stronghold
            else ""
        ),
        "mods": [
            {
                "skill": t(f"jw.skill.{s.key}"),
                "occupant": t.signed(mine[s.key]) if s.key in mine else "",
                "attacker": t.signed(theirs[s.key]) if s.key in theirs else "",
            }
            for s in SKILLS
            if s.key in mine or s.key in theirs
        ],
        "held": ", ".join(held),
    }


def _change(key: str, level: int, t: Text) -> str:
    feature = next(f for f in FEATURES if f.key == key)
    if feature.raise_with is None or feature.lower_with is None or feature.opposed_by is None:
        return t("jw.cannot_change")
    if key == "weather":
        worse = (
            t(
                "jw.worsen",
                skill=t(f"jw.skill.{feature.raise_with}"),
                n=WEATHER_DIFFICULTY * (level + 1),
            )
            if level < feature.max_level
            else t("jw.at_worst")
        )
        calm = t(
            "jw.ease", skill=t(f"jw.skill.{feature.lower_with}"), n=WEATHER_DIFFICULTY * level
        )
        return f"{worse} · {calm}"
    return t(
        "jw.change_row",
        up=t(f"jw.skill.{feature.raise_with}"),
        down=t(f"jw.skill.{feature.lower_with}"),
        by=t(f"jw.skill.{feature.opposed_by}"),
        resist=resistance(level),
    )


# --- the reference ----------------------------------------------------------------------------


def reference(plan: BattlePlan, t: Text) -> dict[str, Any]:
    return {
        "kinds": [
            {
                "name": t(f"jw.kind_title.{kind}"),
                "actions": [_action_row(a.key, plan, t) for a in ACTIONS if a.kind == kind],
            }
            for kind in ACTION_KINDS
        ],
        "rules": [t(f"jw.ref.{k}") for k in REFERENCE_RULES],
        "rounds": [
            {
                "from": t.number(start),
                "to": t.number(ROUND_MINUTES[i + 1][0] - 1) if i + 1 < len(ROUND_MINUTES) else "",
                "length": t.duration(minutes),
            }
            for i, (start, minutes) in enumerate(ROUND_MINUTES)
        ],
        "below": t("jw.below_battle", n=MIN_BATTLE),
        "classes": [
            {
                "name": t(f"jw.class.{c.key}"),
                "levels": (
                    f"{c.min_level}–{HERO_CLASSES[i + 1].min_level - 1}"
                    if i + 1 < len(HERO_CLASSES)
                    else f"{c.min_level}+"
                ),
                "rank": c.rank,
                "points": c.points,
                "cooldown": c.rank + 1,
            }
            for i, c in enumerate(HERO_CLASSES)
        ],
        "ranks": [
            {
                "rank": rank,
                "level": level,
                "critical": critical_text(20 - rank),
                "master": critical_text(20 - rank - MASTER_STRATEGIST_CRITICAL),
            }
            for rank, level in [(0, 0), *STRATEGIST_MIN_LEVEL.items()]
        ],
    }


REFERENCE_RULES = (
    "round",
    "roll",
    "advantage",
    "damage",
    "critical",
    "melee",
    "terrain",
    "heroes",
    "commander",
    "corps",
)


def _action_row(key: str, plan: BattlePlan, t: Text) -> dict[str, Any]:
    action = next(a for a in ACTIONS if a.key == key)
    low, high = action.cost
    attack = " / ".join(t(f"jw.skill.{s}") for s in action.attack)
    defence = " / ".join(t(f"jw.skill.{s}") for s in action.defence)
    failure = (
        t(f"jw.lose.{key}")
        if t.has(f"jw.lose.{key}")
        else t.plural("jw.lose_points", -action.failure_advantage)
        if action.failure_advantage
        else t("jw.lose.none")
    )
    note = ""
    if key == "push_back":
        note = t("jw.stronghold_note", skill=t("jw.skill.parry"))
    elif key == "total_melee":
        note = t("jw.stronghold_note", skill=t("jw.skill.vigour"))
    return {
        "name": t(f"jw.action.{key}"),
        "cost": t("jw.cost_move") if low != high else str(low),
        "roll": f"{attack} {t('jw.vs')} {defence}" if attack else t("jw.special"),
        "success": t(
            f"jw.win.{key}", steps=t(f"jw.steps.{plan.battle.house_rules.advantage_points}")
        ),
        "failure": failure,
        "note": note,
    }
