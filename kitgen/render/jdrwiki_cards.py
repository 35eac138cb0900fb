"""JdRWiki plan -> template context: hero cards, zone cards and the action reference."""

from __future__ import annotations

from typing import Any

from kitgen.i18n import Text
from kitgen.render.cards import sheets
from kitgen.systems.jdrwiki import ArmyPlan, BattlePlan
from kitgen.systems.jdrwiki_heroes import HeroPlan
from kitgen.systems.jdrwiki_report import attacker_totals, critical_text, occupant_totals
from kitgen.systems.jdrwiki_tables import (
    ACTION_KINDS,
    ACTIONS,
    FEATURES,
    HERO_CLASSES,
    HERO_TARGETS_EXTRA,
    MASTER_STRATEGIST_CRITICAL,
    MIN_BATTLE,
    ROUND_MINUTES,
    SKILLS,
    STRATEGIST_MIN_LEVEL,
    WEATHER_DIFFICULTY,
)
from kitgen.systems.jdrwiki_terrain import Ground, resistance, stronghold_special

HERO_LAYOUT = (4, 2)
"""Hero cards on an A4 sheet: four, in two columns."""
ZONE_LAYOUT = (2, 1)
"""Zone cards on an A4 sheet: two, the page's full width (features beside modifiers)."""
TARGET_ORDER = [s.key for s in SKILLS] + list(HERO_TARGETS_EXTRA)


# --- heroes -----------------------------------------------------------------------------------


def hero_sheets(plan: BattlePlan, t: Text) -> list[list[list[dict[str, Any] | None]]]:
    unit = plan.battle.house_rules.advantage_points
    return sheets([hero_card(h, a, unit, t) for a in plan.armies for h in a.heroes], *HERO_LAYOUT)


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


def zone_sheets(plan: BattlePlan, t: Text) -> list[list[list[dict[str, Any] | None]]]:
    return sheets(
        [
            {**zone_card(g, plan, t), "notes": z.notes or ""}
            for g, z in zip(plan.grounds, plan.battle.zones, strict=True)
        ],
        *ZONE_LAYOUT,
    )


def held_by(ground: Ground, plan: BattlePlan) -> list[str]:
    """The armies (or, for a split army, the corps) standing in ``ground`` at the start."""
    return [
        a.name if b is a.whole else f"{b.name} ({a.name})"
        for a in plan.armies
        for b in a.bodies
        if b.at == ground.name
    ]


def zone_card(ground: Ground, plan: BattlePlan, t: Text) -> dict[str, Any]:
    held = held_by(ground, plan)
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
