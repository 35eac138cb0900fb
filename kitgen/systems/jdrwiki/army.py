"""The army as a character (seed 002, JdRWiki): the pure arithmetic of one army.

Level (J3), characteristics (J1), skills and passive defences (J2), hit points, base
damage and damage (J4), round length (J6), the strategist's critical range and the d20
odds of an action. Every function takes plain values and returns values; the checks live
in ``building`` (one army), ``corps``, ``places`` and ``rules`` (the whole battle).
"""

from __future__ import annotations

import functools
from collections.abc import Iterable, Mapping
from fractions import Fraction

from kitgen.dice import Dist, nd
from kitgen.model import Stat, Term
from kitgen.systems.jdrwiki.army_tables import (
    AIDE_LEVELS_MAX,
    BASE_SCORE,
    CHARACTERISTIC_CRITERIA,
    COMBAT_FORMATIONS,
    CRITICAL_ROLL,
    DAMAGE_DIE,
    FATIGUE_MINUTES,
    PASSIVE_BASE,
    ROUND_MINUTES,
    SKILL_BY_KEY,
)
from kitgen.systems.jdrwiki.talent_tables import (
    BRUTE_ATTACK,
    FORCED_MARCH_INITIATIVE,
    IRON_HAND,
    LAST_CHANCE,
    MASTER_STRATEGIST_CRITICAL,
    TACTICAL_ADVANTAGE,
)

# --- level (J3) -------------------------------------------------------------------------------


def army_level(
    commander_level: int,
    strategist: int,
    formations: Iterable[str],
    aides: Iterable[tuple[int, Iterable[str]]],
) -> Stat:
    """The army's level: its commander's, + strategist rank, + 1 per combat formation held,
    + the aides de camp (+1 for having any, +1 for a strategist among them, +1 for one
    with a combat formation; never more than 3).

    ``aides`` holds (strategist rank, formations) for each aide de camp.
    """
    terms = [Term("commander_level", commander_level)]
    if strategist:
        terms.append(Term("strategist", strategist))
    for formation in COMBAT_FORMATIONS:
        if formation in set(formations):
            terms.append(Term(f"formation.{formation}", 1))
    aides = list(aides)
    aide_terms = []
    if aides:
        aide_terms.append(Term("aide", 1))
        if any(rank > 0 for rank, _ in aides):
            aide_terms.append(Term("aide_strategist", 1))
        if any(set(f) & set(COMBAT_FORMATIONS) for _, f in aides):
            aide_terms.append(Term("aide_formation", 1))
    terms += aide_terms[:AIDE_LEVELS_MAX]
    return Stat("level", tuple(terms), sum(t.value for t in terms))


# --- characteristics (J1) ---------------------------------------------------------------------


def characteristic(name: str, ratings: Mapping[str, int], cap: int | None = None) -> Stat:
    """10 + the ratings of the criteria that feed ``name``; at most ``cap`` if given."""
    terms = [Term("base", BASE_SCORE)]
    terms += [Term(f"criterion.{c}", ratings.get(c, 0)) for c in CHARACTERISTIC_CRITERIA[name]]
    raw = sum(t.value for t in terms)
    return Stat(name, tuple(terms), raw if cap is None else min(raw, cap))


def modifier(score: int) -> int:
    """The characteristic's modifier: floor((score - 10) / 2); CON 14 gives 2."""
    return (score - BASE_SCORE) // 2


# --- skills (J2) ------------------------------------------------------------------------------


def skill(
    name: str,
    level: int,
    ratings: Mapping[str, int],
    modifiers: Mapping[str, int],
    talents: Mapping[str, int],
) -> Stat:
    """Level + the ratings of the criteria that feed the skill + its characteristic's
    modifier + what the army's talents add to it. ``talents`` counts each talent taken."""
    spec = SKILL_BY_KEY[name]
    terms = [Term("level", level)]
    terms += [Term(f"criterion.{c}", ratings.get(c, 0)) for c in spec.criteria]
    terms.append(Term(f"modifier.{spec.characteristic}", modifiers[spec.characteristic]))
    terms += talent_terms(name, talents)
    return Stat(name, tuple(terms), sum(t.value for t in terms))


def talent_terms(name: str, talents: Mapping[str, int]) -> list[Term]:
    """The talents that change a skill for good: Main de fer, Avantage tactique (per time
    taken), Marche forcée (Initiative) and Brute (on every Attaque en force roll)."""
    out = []
    if talents.get("iron_hand") and name in IRON_HAND:
        out.append(Term("talent.iron_hand", IRON_HAND[name]))
    times = talents.get("tactical_advantage", 0)
    if times and name in TACTICAL_ADVANTAGE:
        out.append(Term("talent.tactical_advantage", TACTICAL_ADVANTAGE[name] * times))
    if talents.get("forced_march") and name == "initiative":
        out.append(Term("talent.forced_march", FORCED_MARCH_INITIATIVE))
    if talents.get("brute") and name == "power_attack":
        out.append(Term("talent.brute", BRUTE_ATTACK))
    return out


def passive(score: int) -> int:
    """A skill used passively, as the difficulty of an action against the army."""
    return PASSIVE_BASE + score


# --- hit points and damage (J4) ---------------------------------------------------------------


def tenth_up(value: int) -> int:
    """10 %, rounded up."""
    return -(-value // 10)


def hit_points(units: Iterable[tuple[int, int]]) -> int:
    """The sum of each unit's value times its count."""
    return sum(value * count for value, count in units)


def base_damage(hp: int) -> int:
    """DB ("dégâts de base"): 10 % of the hit points, rounded up."""
    return tenth_up(hp)


def sent_back(db: int) -> int:
    """Dernière chance: the damage an army of base damage ``db`` sends back each time it
    is hurt, "ses DB/2", rounded up (ruling O6)."""
    half = db * LAST_CHANCE
    return -(-half.numerator // half.denominator)


def damage_step(db: int) -> int:
    """VDB ("variation des dégâts de base"): 10 % of the base damage, rounded up."""
    return tenth_up(db)


def hit(
    db: int,
    vdb: int,
    roll: int,
    *,
    modifier: int = 0,
    bonus: int = 0,
    soak: int = 0,
    raw_bonus: int = 0,
) -> int:
    """Damage dealt by one hit whose damage dice show ``roll``.

    DB + (``roll`` + characteristic ``modifier`` + ``bonus``) x VDB - ``soak`` x VDB,
    where ``soak`` is the target's CON modifier plus its protection: soak beyond the
    variable part comes off DB. ``raw_bonus`` (bonuses counted one point each, the
    ``advantage_points: raw`` house rule) is added last. At least 1 (J4).
    """
    return max(1, db + (roll + modifier + bonus - soak) * vdb + raw_bonus)


@functools.cache
def damage_roll(dice: int) -> Dist:
    """The variable damage dice: 1d4, or 2d4 for a combined assault."""
    return nd(dice, DAMAGE_DIE)


# --- rounds (J6) ------------------------------------------------------------------------------


def round_minutes(participants: int) -> int | None:
    """How long a round lasts for this many participants; None below a battle's size."""
    minutes = None
    for start, length in ROUND_MINUTES:
        if participants >= start:
            minutes = length
    return minutes


def rounds_before_fatigue(minutes: int) -> int:
    """Rounds an army can fight before 12 hours have passed."""
    return max(1, FATIGUE_MINUTES // minutes)


# --- the d20 ----------------------------------------------------------------------------------


def critical_low(strategist: int, master_strategist: bool) -> int:
    """The lowest d20 roll that is a critical: 20, widened by one per strategist rank and
    by two more with the Fin stratège talent."""
    return CRITICAL_ROLL - strategist - (MASTER_STRATEGIST_CRITICAL if master_strategist else 0)


def critical_chance(low: int) -> Fraction:
    """The chance a d20 lands in the critical range ``low``..20."""
    return Fraction(_faces_from(low), 20)


def needed(skill: int, difficulty: int) -> int:
    """The d20 roll that makes ``skill`` meet ``difficulty``."""
    return difficulty - skill


@functools.cache
def chances(
    skill: int, difficulty: int, low: int, needs_success: bool
) -> tuple[Fraction, Fraction]:
    """(success, critical) for d20 + ``skill`` against ``difficulty`` (meet or beat),
    criticals on ``low``..20. By default a critical succeeds whatever the total (ruling O2);
    ``needs_success`` counts it only when the total succeeds as well."""
    need = max(1, needed(skill, difficulty))
    hits = _faces_from(need)
    crits = _faces_from(max(low, need) if needs_success else low)
    if not needs_success:
        hits = _faces_from(min(need, low))
    return Fraction(hits, 20), Fraction(crits, 20)


def _faces_from(lowest: int) -> int:
    """How many faces of a d20 show ``lowest`` or more."""
    return max(0, min(20, 21 - max(1, lowest)))
