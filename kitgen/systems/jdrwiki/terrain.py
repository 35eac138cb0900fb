"""Terrain of seed 002: what a zone's characteristics do to the armies' skills.

A zone has five characteristics (unstable ground, stronghold, cover, heights, weather),
each with a level. The occupant's skills change with its own zone; an enemy acting
against it is hindered by the zone's cover; heights work by the difference between the
two armies' zones. Pure: zones in, skill modifiers out.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from kitgen.model import Term
from kitgen.systems.jdrwiki.action_tables import (
    FEATURES,
    HEIGHTS_HIGHER,
    HEIGHTS_LOWER,
    PASSIVE_RESISTANCE,
    STRONGHOLD_SPECIAL,
)


@dataclass(frozen=True, slots=True)
class Ground:
    """The levels that hold in one zone (weather already resolved from the battle's)."""

    name: str
    unstable_ground: int = 0
    stronghold: int = 0
    cover: int = 0
    heights: int = 0
    weather: int = 0
    neighbours: tuple[str, ...] = ()
    """The zones one move away, both ways (the file lists a pair once or twice)."""

    def level(self, feature: str) -> int:
        value = getattr(self, feature)
        assert isinstance(value, int)
        return value

    @property
    def felt_weather(self) -> int:
        """Weather as the occupant feels it: a stronghold shelters by its level."""
        return max(0, self.weather - self.stronghold)

    @property
    def exit_cost(self) -> int:
        """Moves needed to leave the zone: 1, + the unstable ground and heights levels,
        + 1 for any cover. Entering costs nothing extra."""
        return 1 + self.unstable_ground + self.heights + (1 if self.cover else 0)

    @property
    def features(self) -> tuple[tuple[str, int], ...]:
        """(characteristic, level) for each one present, in the seed's order."""
        return tuple((f.key, self.level(f.key)) for f in FEATURES if self.level(f.key))


FLAT = Ground("")
"""Open plain: no characteristic at all."""

Mods = dict[str, list[Term]]


def _add(out: Mods, skill: str, term: Term) -> None:
    if term.value:
        out.setdefault(skill, []).append(term)


def occupant(ground: Ground) -> Mods:
    """Skill -> terms for the army standing in ``ground``: unstable ground, stronghold,
    cover, and weather less the stronghold's shelter. Heights are in ``heights``."""
    out: Mods = {}
    for feature in FEATURES:
        level = ground.felt_weather if feature.key == "weather" else ground.level(feature.key)
        for skill, sign in feature.occupant.items():
            _add(out, skill, Term(f"feature.{feature.key}", sign * level))
    return out


def against(target: Ground) -> Mods:
    """Skill -> terms for an army acting against the occupant of ``target``: its cover."""
    out: Mods = {}
    for feature in FEATURES:
        for skill, sign in feature.against.items():
            _add(out, skill, Term(f"feature.{feature.key}", sign * target.level(feature.key)))
    return out


def heights(own: Ground, other: Ground) -> Mods:
    """Skill -> terms from the height difference: the army above gains it on Attaque
    habile, Parade, Volonté and Moral; the army below loses it on Attaque habile, Parade,
    Moral and Sape."""
    out: Mods = {}
    difference = own.heights - other.heights
    skills = HEIGHTS_HIGHER if difference > 0 else HEIGHTS_LOWER
    for skill in skills:
        _add(out, skill, Term("feature.heights", difference))
    return out


def stronghold_special(ground: Ground) -> int:
    """The occupant's extra Parade against Recul, or Vigueur against Mêlée totale: five
    times the stronghold's level, on top of its usual bonus (ruling O4)."""
    return STRONGHOLD_SPECIAL * ground.stronghold


def resistance(level: int) -> int:
    """The difficulty an unheld zone opposes to a change of one of its characteristics."""
    return PASSIVE_RESISTANCE * level


def merged(*parts: Mapping[str, list[Term]]) -> Mods:
    out: Mods = {}
    for part in parts:
        for skill, terms in part.items():
            out.setdefault(skill, []).extend(terms)
    return out


def total(mods: Mapping[str, list[Term]], skill: str) -> int:
    return sum(t.value for t in mods.get(skill, ()))
