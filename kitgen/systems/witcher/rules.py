"""Witcher battle rules (seed 000, *Witcher : Règles de Bataille* v1.1): pure computation.

``compute(battle)`` turns a validated battle file into every value a game master can know
before the dice roll: each army's main troop and the SD on its battle card, specialists,
the success threshold, each commander's effective SD per phase with its breakdown, and
the casualty test. Rulings W1-W13 of ``shared/RULINGS.md`` are cited where they apply.
No I/O here: problems come back as ``Finding`` values with a path into the battle file.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

from kitgen.model import Finding, warnings_in
from kitgen.nodes import Path
from kitgen.prose import Prose
from kitgen.systems.witcher.model import Army, Battle, Commander, Troop
from kitgen.systems.witcher.outcomes import BattleOdds
from kitgen.systems.witcher.phases import Skill, phase_skills
from kitgen.systems.witcher.tables import (
    ENGAGEMENT_SIZES,
    RANK_BY_KEY,
    TIER_BY_KEY,
    TROOP_TYPES,
    CasualtyBand,
    EngagementSize,
    TroopTier,
)

MAX_SPECIALISTS_PER_PHASE = 3
SPECIALIST_MIN_SHARE = Fraction(1, 10)
ELITE_SD = 18
ELITE_MIN_GROUP = 10
MAX_SECONDS = 2
MAX_WEATHER = 3
MAX_SURPRISE = 3
MIN_BATTLE_SIZE = 50


# --- troops ---------------------------------------------------------------------------


def troop_tier(troop: Troop) -> TroopTier | None:
    return TIER_BY_KEY[TROOP_TYPES[troop.type][0]] if troop.type else None


def troop_sd(troop: Troop) -> int:
    """The troop's SD ("Seuil de Difficulté"): explicit, else its type's row."""
    if troop.sd is not None:
        return troop.sd
    tier = troop_tier(troop)
    assert tier is not None, "validate() rejects a troop with neither sd nor type"
    return tier.sd


def min_group(troop: Troop) -> int | None:
    """The table's "group of 5 minimum" for the SD 20 and SD 25 rows (ruling W5)."""
    tier = troop_tier(troop)
    if troop.sd is None and tier is not None:
        return tier.min_group
    sd = troop_sd(troop)
    return 5 if 20 <= sd < 30 else None


@dataclass(frozen=True, slots=True)
class MainTroop:
    """The main troop ("troupe principale") and the SD it gives the opposing commander."""

    troops: tuple[Troop, ...]
    sd: int
    share: Fraction
    """The main troop's part of the army's headcount."""
    majority: bool
    """True when one troop is more than half the army."""


def main_troop(troops: Sequence[Troop]) -> MainTroop:
    """Ruling W4: sort by headcount (ties keep file order); a strict majority stands alone,
    otherwise take troops until they hold at least 60 %; SD = floor of the mean SD."""
    total = sum(t.count for t in troops)
    ranked = sorted(troops, key=lambda t: -t.count)  # sorted() is stable: ties keep order
    first = ranked[0]
    if Fraction(first.count, total) > Fraction(1, 2):
        return MainTroop((first,), troop_sd(first), Fraction(first.count, total), True)
    taken: list[Troop] = []
    for troop in ranked:
        taken.append(troop)
        if Fraction(sum(t.count for t in taken), total) >= Fraction(3, 5):
            break
    sd = sum(troop_sd(t) for t in taken) // len(taken)
    return MainTroop(tuple(taken), sd, Fraction(sum(t.count for t in taken), total), False)


def specialist_minimum(troop: Troop, army_headcount: int) -> int:
    """Ruling W5: the fewest members a specialist needs: 10 for SD 18+, else 10 % of the
    army (rounded up)."""
    if troop_sd(troop) >= ELITE_SD:
        return ELITE_MIN_GROUP
    return math.ceil(army_headcount * SPECIALIST_MIN_SHARE)


def qualifies_as_specialist(troop: Troop, army_headcount: int) -> bool:
    """Ruling W5: SD 18+ needs 10 members; a lower SD needs 10 % of the army."""
    return troop.count >= specialist_minimum(troop, army_headcount)


# --- the battle's size ------------------------------------------------------------------


def numeric_inferiority(enemy: int, own: int, cap: int | None = 8) -> int:
    """Ruling W6: what the enemy's numbers add to a commander's SD. ``cap=None`` for the
    uncapped reading the casualty test uses (W12)."""
    ratio = Fraction(enemy, own)
    if ratio < Fraction(6, 5):
        value = 0
    elif ratio <= Fraction(3, 2):
        value = 1
    elif ratio <= 2:
        value = 2
    else:
        value = int(ratio)  # floor: 2.13 -> +2, "1 against 3" -> +3
    return value if cap is None else min(value, cap)


def engagement_size(total: int) -> EngagementSize:
    """Ruling W7: both sides' headcount -> size of battle and success threshold (SR)."""
    for size in ENGAGEMENT_SIZES:
        if size.high is None or total <= size.high:
            return size
    raise AssertionError("the last size is open-ended")  # pragma: no cover


# --- commanders -------------------------------------------------------------------------


def commander_bases(commander: Commander) -> tuple[int | None, int | None]:
    """(Tactique, Commandement): explicit values win over the rank's, which a Major or a
    Général may swap (ruling W9)."""
    tactique = commandement = None
    if commander.rank is not None:
        rank = RANK_BY_KEY[commander.rank]
        tactique, commandement = rank.tactique, rank.commandement
        if commander.swap and rank.may_swap:
            tactique, commandement = commandement, tactique
    if commander.tactique is not None:
        tactique = commander.tactique
    if commander.commandement is not None:
        commandement = commander.commandement
    return tactique, commandement


@dataclass(frozen=True, slots=True)
class Leader:
    """A commander with resolved bases, and where in the file it was written."""

    commander: Commander
    tactique: int | None
    commandement: int | None
    path: Path
    phases: tuple[int, ...]

    @property
    def name(self) -> str:
        return self.commander.name

    @property
    def luck(self) -> int | None:
        return self.commander.luck

    @property
    def rolls_luck(self) -> bool:
        """Ruling W13: an important NPC without Luck rolls 2d6-2."""
        return self.commander.luck is None and self.commander.important

    def base(self, skill: Skill) -> int | None:
        return self.tactique if skill is Skill.TACTIQUE else self.commandement


def make_leader(commander: Commander, path: Path, phases: tuple[int, ...]) -> Leader:
    tactique, commandement = commander_bases(commander)
    return Leader(commander, tactique, commandement, path, phases)


# --- results ----------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Modifier:
    """One line of an SD breakdown."""

    kind: str
    """main_troop, best_terrain, prepared, barricades, fortifications, card,
    numeric_inferiority, weather, surprise, specialist, gm, phase_won, phase_lost,
    enemy_specialists, rounds."""
    value: int
    detail: str = ""
    """A troop name, a GM label, or a ratio such as ``200:94``."""
    said: Prose | None = None
    """A GM label as the battle file gives it, in one language or both (``detail`` is
    its file language's)."""


@dataclass(frozen=True, slots=True)
class ScoreNeed:
    """The natural d10 a commander needs to score at least one point (ruling W1, W2).

    ``tens`` tens must come first (a natural 10, then exploding 10s), then ``face`` or more
    on the next die. ``fumble_scores`` is set when even a natural 1 (base minus an
    open-ended d10) can beat the SD."""

    tens: int
    face: int
    fumble_scores: bool = False


def score_need(base: int, sd: int) -> ScoreNeed:
    needed = sd + 1 - base  # a natural n in 2..9 scores when base + n > sd
    if needed <= 2:
        # A natural 1 gives at best base - 1 (ruling W1): it scores only above the SD.
        return ScoreNeed(0, 2, fumble_scores=base - 1 > sd)
    if needed <= 10:
        return ScoreNeed(0, needed)
    tens, rest = 1, needed - 10  # a natural 10 gives base + 10 + X, X an open-ended d10
    while rest > 10:
        tens, rest = tens + 1, rest - 10
    if rest == 1:  # any follow-up die will do: say "10+" on the last ten instead
        return ScoreNeed(tens - 1, 10)
    return ScoreNeed(tens, rest)


@dataclass(frozen=True, slots=True)
class PhasePlan:
    """One army's commander in one phase ("Test d'Affrontement")."""

    phase: int
    leader: Leader
    skill: Skill
    opposing_card_sd: int
    modifiers: tuple[Modifier, ...]
    own_headcount: int
    enemy_headcount: int
    specialists: tuple[str, ...]

    @property
    def sd(self) -> int:
        """The commander's effective SD (ruling W8)."""
        return self.opposing_card_sd + sum(m.value for m in self.modifiers)

    @property
    def skills(self) -> tuple[Skill, ...]:
        return phase_skills(self.phase)

    def need(self, skill: Skill) -> ScoreNeed:
        base = self.leader.base(skill)
        assert base is not None, "validate() rejects a phase leader without the base"
        return score_need(base, self.sd)


@dataclass(frozen=True, slots=True)
class BandOutcome:
    """A casualty band turned into soldiers for one army (ruling W12)."""

    band: CasualtyBand
    lost: tuple[int, int, int]
    """Soldiers lost at the band's minimum, quick value and maximum percentage."""
    dead: tuple[int, int, int]
    wounded: tuple[int, int, int]
    no_quarter_survivors: tuple[int, int, int] | None
    """Survivors among the casualties when the victor gives no quarter."""


@dataclass(frozen=True, slots=True)
class CasualtyPlan:
    """One army's casualty test: Tactique + d10 against an SD read from a small grid."""

    roller: str
    tactique: int
    enemy_main_sd: int
    fixed: tuple[Modifier, ...]
    rounds: tuple[int, ...]
    """The grid's rows: rounds played over the battle (ruling K4; set with the odds)."""
    headcount: int
    """The army as the battle ends, reinforcements included (ruling K15)."""
    bands: tuple[BandOutcome, ...]

    @property
    def fixed_sd(self) -> int:
        return self.enemy_main_sd + sum(m.value for m in self.fixed)

    def sd(self, phases_won: int, rounds: int) -> int:
        """-1 per phase won, +1 per phase lost, +1 per test rolled over the battle."""
        return self.fixed_sd - phases_won + (3 - phases_won) + rounds


@dataclass(frozen=True, slots=True)
class Specialist:
    """A troop outside the main troop (ruling W5)."""

    troop: Troop
    path: Path
    qualifies: bool
    """Whether it meets W5's size rule (a breach is only a warning)."""

    @property
    def phase(self) -> int | None:
        return self.troop.phase


@dataclass(frozen=True, slots=True)
class ArmyPlan:
    army: Army
    index: int
    headcount: int
    headcounts: tuple[int, int, int]
    """Headcount at the start of phases 1, 2 and 3 (reinforcements, deployment)."""
    main: MainTroop
    card: tuple[Modifier, ...]
    """The SD on this army's card: the main troop's, then standing defences (W8)."""
    specialists: tuple[Specialist, ...]
    chief: Leader | None
    seconds: tuple[Leader, ...]
    phases: tuple[PhasePlan, ...]
    casualties: CasualtyPlan | None

    @property
    def card_sd(self) -> int:
        """ "Seuil de Difficulté pour le camp adverse"."""
        return sum(m.value for m in self.card)

    def committed(self, phase: int) -> tuple[Troop, ...]:
        return tuple(s.troop for s in self.specialists if s.phase == phase)


@dataclass(frozen=True, slots=True)
class BattlePlan:
    battle: Battle
    size: EngagementSize
    total: int
    armies: tuple[ArmyPlan, ...]
    findings: tuple[Finding, ...]
    odds: BattleOdds | None = None
    """Filled in by ``witcher_compute.with_odds``, which also sets the casualty grid's
    rows; a plan straight from ``compute`` has neither."""

    @property
    def success_threshold(self) -> int:
        return self.size.success_threshold

    @property
    def warnings(self) -> tuple[Finding, ...]:
        return warnings_in(self.findings)

    @property
    def minutes_per_test(self) -> int:
        return 24 * 60 if self.battle.siege else self.battle.house_rules.minutes_per_test


def standing_works(army: Army) -> str:
    """Barricades or fortifications: the stronger one counts."""
    if army.defences.fortifications:
        return "fortifications"
    return "barricades" if army.defences.barricades else ""
