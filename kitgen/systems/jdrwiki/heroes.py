"""Heroes of seed 002 (J5): class, points, limits, cooldown, and what a card prints.

Pure: ``hero_plan`` returns the numbers and the findings (with paths into the battle
file) for one hero, ``heroes_of`` those of an army's commander and heroes; the army's plan
collects them.
"""

from __future__ import annotations

from dataclasses import dataclass

from kitgen.model import Finding, error, warning, words
from kitgen.nodes import Path
from kitgen.systems.jdrwiki.model import Army
from kitgen.systems.jdrwiki.talent_tables import (
    COMMANDER_HERO_BONUS,
    HERO_CLASSES,
    HERO_SUPPORT_COOLDOWN,
    HEROISM_BONUS,
    MODERATE_USE_BONUSES,
    SACRIFICE_BONUS,
    HeroClass,
)


def level_class(level: int) -> HeroClass | None:
    """The class a character's level alone gives; None below 5 ("ordinary")."""
    found = None
    for cls in HERO_CLASSES:
        if level >= cls.min_level:
            found = cls
    return found


def hero_class(level: int, player: bool, superior_race: bool) -> HeroClass | None:
    """The hero's class: by level, then one class up (once, whatever the reason) for a
    player character or a superior race, at most legendary. An ordinary character moved
    up becomes minor (J5; ruling O8 for a superior race). None: not a hero."""
    base = level_class(level)
    if not (player or superior_race):
        return base
    if base is None:
        return HERO_CLASSES[0]
    return HERO_CLASSES[min(HERO_CLASSES.index(base) + 1, len(HERO_CLASSES) - 1)]


def cooldown(cls: HeroClass) -> int:
    """Rounds a hero rests after stepping in: its class rank + 1."""
    return cls.rank + 1


def moderate_uses(rest: int, bonuses: int) -> tuple[tuple[int, int], ...]:
    """(shorter cooldown, bonuses given up) for each round cut by moderate use: two
    bonuses per round, while bonuses remain once they are given up (a hero giving none
    is no use) and at least one round of rest remains (ruling O7)."""
    out = []
    cut = 1
    while rest - cut >= 1 and MODERATE_USE_BONUSES * cut < bonuses:
        out.append((rest - cut, MODERATE_USE_BONUSES * cut))
        cut += 1
    return tuple(out)


@dataclass(frozen=True, slots=True)
class HeroPlan:
    name: str
    path: Path
    level: int
    player: bool
    superior_race: bool
    commander: bool
    """The army's commander stepping in as a hero (+1 on each bonus)."""
    level_class: HeroClass | None
    cls: HeroClass
    bonuses: dict[str, int]
    """Target (a skill, ``damage`` or ``protection``) -> bonus; negative: a malus."""
    heroism: int
    corps: str | None = None
    notes: str = ""

    @property
    def reclassed(self) -> bool:
        return self.level_class is not self.cls

    @property
    def bonus_points(self) -> int:
        return sum(v for v in self.bonuses.values() if v > 0)

    @property
    def malus_points(self) -> int:
        return -sum(v for v in self.bonuses.values() if v < 0)

    @property
    def spent(self) -> int:
        """Points spent: bonuses less maluses (maluses buy extra bonus points)."""
        return self.bonus_points - self.malus_points

    @property
    def cooldown(self) -> int:
        return cooldown(self.cls)

    @property
    def bonus_count(self) -> int:
        return sum(1 for v in self.bonuses.values() if v > 0)

    @property
    def moderate(self) -> tuple[tuple[int, int], ...]:
        return moderate_uses(self.cooldown, self.bonus_count)

    def boosted(self, extra: int) -> dict[str, int]:
        """Each bonus and malus raised by ``extra`` (heroism, sacrifice)."""
        return {k: v + extra for k, v in self.bonuses.items()}

    @property
    def with_heroism(self) -> dict[str, int]:
        return self.boosted(HEROISM_BONUS)

    @property
    def with_sacrifice(self) -> dict[str, int]:
        """A sacrifice with a heroism point spent too: +2 on everything."""
        return self.boosted(HEROISM_BONUS + SACRIFICE_BONUS)

    @property
    def as_commander(self) -> dict[str, int] | None:
        """The commander stepping in: +1 on each bonus, maluses unchanged."""
        if not self.commander:
            return None
        return {k: v + COMMANDER_HERO_BONUS if v > 0 else v for k, v in self.bonuses.items()}

    def supported_cooldown(self) -> int:
        """With Soutien du héros: one round less rest."""
        return max(0, self.cooldown - HERO_SUPPORT_COOLDOWN)


def check_hero(plan: HeroPlan) -> list[Finding]:
    """The J5 limits: each bonus at most the class rank, each malus at least minus it,
    maluses worth at most the class points, points spent exactly (underspending warns)."""
    out: list[Finding] = []
    cls = plan.cls
    where: Path = (*plan.path, "bonuses")
    for target, value in plan.bonuses.items():
        if abs(value) > cls.rank:
            out.append(
                error(
                    "hero_bonus_too_big" if value > 0 else "hero_malus_too_big",
                    (*where, target),
                    "J5",
                    name=plan.name,
                    target=words(f"jw.skill.{target}"),
                    value=value,
                    cls=words(f"jw.class.{cls.key}"),
                    most=cls.rank,
                )
            )
    if plan.malus_points > cls.points:
        out.append(
            error(
                "hero_maluses_over",
                where,
                "J5",
                name=plan.name,
                maluses=plan.malus_points,
                cls=words(f"jw.class.{cls.key}"),
                points=cls.points,
            )
        )
    if plan.spent > cls.points:
        out.append(
            error(
                "hero_overspent",
                where,
                "J5",
                name=plan.name,
                bonuses=plan.bonus_points,
                maluses=plan.malus_points,
                spent=plan.spent,
                cls=words(f"jw.class.{cls.key}"),
                points=cls.points,
            )
        )
    elif plan.spent < cls.points:
        out.append(
            warning(
                "hero_underspent",
                where,
                "J5",
                name=plan.name,
                spent=plan.spent,
                cls=words(f"jw.class.{cls.key}"),
                points=cls.points,
            )
        )
    return out


def heroes_of(army: Army, path: Path, notes: list[Finding]) -> list[HeroPlan]:
    """The commander (when he steps in as a hero), then the army's heroes; an ordinary
    character is an error and no hero."""
    out = []
    commander = army.commander
    if commander.hero is not None:
        hpath: Path = (*path, "commander", "hero")
        out.append(
            hero_plan(
                commander.name,
                hpath,
                commander.level,
                commander.player,
                commander.hero.superior_race,
                commander.hero.bonuses,
                commander.hero.heroism,
                True,
                notes,
            )
        )
    for i, hero in enumerate(army.heroes):
        hpath = (*path, "heroes", i)
        if any(h is not None and h.name == hero.name for h in out):
            notes.append(
                error("hero_name_twice", (*hpath, "name"), army=army.name, name=hero.name)
            )
        out.append(
            hero_plan(
                hero.name,
                hpath,
                hero.level,
                hero.player,
                hero.superior_race,
                hero.bonuses,
                hero.heroism,
                False,
                notes,
                hero.notes,
            )
        )
    return [h for h in out if h is not None]


def hero_plan(
    name: str,
    path: Path,
    level: int,
    player: bool,
    superior_race: bool,
    bonuses: dict[str, int],
    heroism: int,
    commander: bool,
    notes: list[Finding],
    remarks: str | None = None,
) -> HeroPlan | None:
    cls = hero_class(level, player, superior_race)
    if cls is None:
        notes.append(
            error(
                "hero_ordinary",
                (*path, "level") if not commander else path,
                "J5",
                name=name,
                level=level,
            )
        )
        return None
    plan = HeroPlan(
        name=name,
        path=path,
        level=level,
        player=player,
        superior_race=superior_race,
        commander=commander,
        level_class=level_class(level),
        cls=cls,
        bonuses={k: v for k, v in bonuses.items() if v},
        heroism=heroism,
        notes=remarks or "",
    )
    notes.extend(check_hero(plan))
    return plan
