"""A Promiterra war's plan, as values: what ``rules.compute`` hands to the reports and kit.

Each troop's stats, dice-cutting row and track by size (P2, P5), its loyalty chances
(P3), each army's value against its enemies' (P3, ruling M6), the map and its cells, and
what every troop inflicts on every enemy troop at each fortification level (P1, P5,
rulings M3, M4, M7). Frozen dataclasses and the few numbers they derive from their own
fields; ``rules`` builds them.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from kitgen.model import Finding, warnings_in
from kitgen.nodes import Path
from kitgen.systems.promiterra.combat import attack_hits, chance, cut
from kitgen.systems.promiterra.model import Army, Battle, Troop
from kitgen.systems.promiterra.stats import Stats, special_limit
from kitgen.systems.promiterra.tables import LOYALTY_SHARE, MIN_SHOOTING_RANGE, Cut


@dataclass(frozen=True, slots=True)
class Segment:
    """A stretch of a troop's size track that reads one row of the dice-cutting table."""

    high: int
    low: int
    row: Cut


def track(start: int) -> tuple[Segment, ...]:
    """From ``start`` units down to 1: each stretch and its dice-cutting row (P5)."""
    segments: list[Segment] = []
    size = start
    while size >= 1:
        row = cut(size)
        segments.append(Segment(size, row.low, row))
        size = row.low - 1
    return tuple(segments)


@dataclass(frozen=True, slots=True)
class WarAction:
    label: str
    note: str
    stats: Stats
    loyalty_chance: Fraction


@dataclass(frozen=True, slots=True)
class CostChange:
    """A kind of cell's movement cost from a turn on (its ``cost_later``)."""

    turn: int
    cost: int


@dataclass(frozen=True, slots=True)
class Cell:
    """A kind of map cell as the battle defines it."""

    code: str
    name: str | None
    terrain: str
    cost: int
    fortification: str | None
    """A named fortification of the seed (its key), or None for a bare level."""
    level: int
    notes: str
    later: CostChange | None = None
    """Its cost from a turn of the war on, if the battle gives one."""


@dataclass(frozen=True, slots=True)
class MapPlan:
    rows: tuple[tuple[str, ...], ...]
    """Cell codes, top row first."""

    @property
    def width(self) -> int:
        return len(self.rows[0]) if self.rows else 0


@dataclass(frozen=True, slots=True)
class TroopPlan:
    troop: Troop
    army: str
    path: Path
    stats: Stats
    row: Cut
    track: tuple[Segment, ...]
    loyalty_chance: Fraction
    loyalty_after_refusal: Fraction
    """After refusing a duel (1 Loyalty lost, once)."""
    test_below: int
    """The largest size at which it tests loyalty for its losses (0: never)."""
    cell: tuple[int, int] | None
    """(row, column) on the map, from 0."""
    cell_code: str | None
    level: int
    """Fortification level of where it stands at the start."""
    leads_army: bool
    war_actions: tuple[WarAction, ...]
    placed: bool
    """Where it starts is known: a cell of the map, or (a battle without a map) its
    ``fortification:``, none meaning the open field."""

    @property
    def name(self) -> str:
        return self.troop.name

    @property
    def units(self) -> int:
        return self.troop.units

    @property
    def worth(self) -> int:
        """Units times value: what the troop adds to its army's value."""
        return self.units * self.stats.value.value

    @property
    def shoots(self) -> bool:
        return self.stats.range.value >= MIN_SHOOTING_RANGE

    def expected_hits(self, cutting: bool) -> Fraction:
        """Mean hits of one attack at full strength, with the dice cut or one die per unit."""
        if not cutting:
            return self.units * chance(self.stats.attack.value)
        return attack_hits(self.units, self.stats.attack.value).mean()


@dataclass(frozen=True, slots=True)
class ArmyPlan:
    army: Army
    path: Path
    side: str
    troops: tuple[TroopPlan, ...]
    side_value: int
    """The value of this army and its allies (ruling M6)."""
    enemy_value: int
    """The value of every army on other sides, summed (ruling M6)."""

    @property
    def name(self) -> str:
        return self.army.name

    @property
    def value(self) -> int:
        return sum(t.worth for t in self.troops)

    @property
    def units(self) -> int:
        return sum(t.units for t in self.troops)

    @property
    def special_units(self) -> int:
        return sum(t.units for t in self.troops if t.troop.type == "special")

    @property
    def special_limit(self) -> int:
        """The most units its special troops may have: a third of the army (P4)."""
        return special_limit(self.units)

    @property
    def tests_for_value(self) -> bool:
        """Its side is worth less than a third of the enemy's: every troop tests loyalty
        (P3; with allies, side against side, ruling M6)."""
        return self.side_value < self.value_threshold

    @property
    def value_threshold(self) -> Fraction:
        """Below this value its side tests loyalty (a third of the enemy's, P3)."""
        return LOYALTY_SHARE * self.enemy_value

    @property
    def gold_left(self) -> int | None:
        return None if self.army.gold is None else self.army.gold - self.value


@dataclass(frozen=True, slots=True)
class Expectation:
    """Mean losses at one fortification level of the defender."""

    level: int
    all_dice: Fraction
    all_dice_exact: bool
    dice_cut: Fraction
    dice_cut_exact: bool
    """False only under ``cut_fortification_dice: false`` with a huge pool (ruling M4)."""
    wipe_out: Fraction
    """Chance the defender loses every unit (dice cut)."""


@dataclass(frozen=True, slots=True)
class Matchup:
    attacker_army: str
    attacker: str
    defender_army: str
    defender: str
    levels: tuple[Expectation, ...]
    """One per level of ``LEVELS``."""
    riposte: bool
    """Whether a melee attack on this defender draws its riposte (not for a mounted troop
    attacking a ranged one)."""
    now: int | None
    """The level that applies where both stand at the start (only the higher side's
    fortification counts; equal levels cancel, P1), when both are placed (see
    ``TroopPlan.placed``)."""


@dataclass(frozen=True, slots=True)
class BattlePlan:
    battle: Battle
    armies: tuple[ArmyPlan, ...]
    cells: tuple[Cell, ...]
    """The cell types the battle uses, in the order the file defines them."""
    map: MapPlan | None
    matchups: tuple[Matchup, ...]
    findings: tuple[Finding, ...]
    by_pair: dict[tuple[str, str, str, str], Matchup]
    """Matchups by (attacker army, attacker, defender army, defender)."""

    @property
    def warnings(self) -> tuple[Finding, ...]:
        return warnings_in(self.findings)

    def troops(self) -> list[TroopPlan]:
        return [t for a in self.armies for t in a.troops]

    def enemies_of(self, army: ArmyPlan) -> list[ArmyPlan]:
        return [a for a in self.armies if a.side != army.side]

    def matchup(self, attacker: TroopPlan, defender: TroopPlan) -> Matchup | None:
        return self.by_pair.get((attacker.army, attacker.name, defender.army, defender.name))
