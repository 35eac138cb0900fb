"""A bloodlust battle's plan, as values: what ``rules.compute`` hands to the reports
and the kit.

Each unit's stats with the part every piece of equipment plays, its charge and
conditional lines (ruling B4), its loss track (B6) and the columns it reads (B7); the
character cards' wound bands; the matchups and initiative odds. Frozen dataclasses and the
few numbers they derive from their own fields (a unit's power as it loses soldiers, B1);
``units``, ``tracks``, ``morale``, ``matchups`` and ``rules`` build them.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from kitgen.dice import Dist
from kitgen.model import Finding, warnings_in
from kitgen.nodes import Path
from kitgen.prose import Prose
from kitgen.systems.bloodlust.model import Army, Battle, Character, Unit
from kitgen.systems.bloodlust.tables import WarMachine


@dataclass(frozen=True, slots=True)
class Part:
    """One contribution to a derived number: an i18n key (``part.<key>``), its value."""

    key: str
    value: Fraction
    detail: str = ""
    """A name the GM wrote (a special rule's label), printed as is."""
    per: Fraction = Fraction(0)
    """For ``soldiers``: the power of one, ``value`` being ``detail`` times it."""


@dataclass(frozen=True, slots=True)
class Stat:
    parts: tuple[Part, ...]

    @property
    def value(self) -> Fraction:
        return sum((p.value for p in self.parts), Fraction(0))

    @property
    def whole(self) -> int:
        """For ATT, DEF and INI, whose parts are all whole numbers."""
        assert self.value.denominator == 1
        return int(self.value)


@dataclass(frozen=True, slots=True)
class Conditional:
    """A bonus that holds only in some situation: printed as its own line (B4)."""

    key: str
    attack: int = 0
    defense: int = 0
    initiative: int = 0
    multiplier: Fraction | None = None
    total: Fraction | None = None
    """Total PUI at full strength under the multiplier."""
    column: tuple[int, ...] = ()
    detail: str = ""


@dataclass(frozen=True, slots=True)
class Charge:
    multipliers: tuple[Part, ...]
    multiplier: Fraction
    total: Fraction
    """Charge PUI at full strength (B4)."""
    initiative: int
    attack: int
    column: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Step:
    """One box of the loss track."""

    eff: int
    lost: int
    total: Fraction
    total_tir: Fraction
    charge_total: Fraction | None
    column: int | None
    column_tir: int | None
    column_charge: int | None
    column_split2: int | None
    column_split3: int | None
    """The columns of its total PUI split in 2 and in 3, engaged by 2 or 3 units at once
    (seed III-1 "Engagement multiple"); None when that reads no column."""
    morale: bool
    """At or past the morale line: 50 % or more of the starting EFF lost (B6)."""
    heavy_losses: bool
    """Past the rally-penalty line: more than 75 % lost."""

    def column_in(self, mode: str) -> int | None:
        """The column this box reads in ``mode`` (a mode of ``ColumnUse.spans``)."""
        return {
            "melee": self.column,
            "charge": self.column_charge,
            "tir": self.column_tir,
            "split2": self.column_split2,
            "split3": self.column_split3,
        }[mode]


@dataclass(frozen=True, slots=True)
class ColumnUse:
    """A column of the big table that this unit reads, and at which EFF (B7)."""

    index: int
    cells: tuple[int, ...]
    spans: tuple[tuple[str, tuple[int, int]], ...]
    """(mode, (lowest, highest) EFF) for each mode that reads this column."""

    def span(self, mode: str) -> tuple[int, int] | None:
        return dict(self.spans).get(mode)


@dataclass(frozen=True, slots=True)
class Attacker:
    """Anything that rolls on the casualty table with a fixed power: a spell, a trap, a
    character on their own."""

    name: str
    owner: str
    kind: str
    total: Fraction
    attack: int
    uses: int
    column: tuple[int, ...]
    effect: Prose = ""
    """What else it does, or a trap's place: the battle file's prose, in each language it
    wrote (``kitgen.prose.say``)."""


@dataclass(frozen=True, slots=True)
class WoundBand:
    """One column of the wound table, as the unit's remaining EFF."""

    index: int
    eff_high: int
    eff_low: int
    no_wound: Fraction


@dataclass(frozen=True, slots=True)
class CharacterPlan:
    character: Character
    unit: str
    """The unit they fight in; empty when on their own."""
    wound_bands: tuple[WoundBand, ...]
    spells: tuple[Attacker, ...]
    column: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Support:
    """A friendly unit standing behind another and lending it ATT in its fights
    (seed III-1 and III-4; ruling L12)."""

    name: str
    """The supporting unit."""
    kind: str
    """``melee`` (its total PUI / 50, rounded up) or ``shooting`` (its PUI TIR / 50 + 1, or
    a war machine's table value)."""
    attack: int

    @property
    def mode(self) -> str:
        """How it is lent, as a catalogue key (a matchup's mode: ``mode.tir``)."""
        return "mode.tir" if self.kind == "shooting" else "mode.melee"


@dataclass(frozen=True, slots=True)
class UnitPlan:
    unit: Unit
    army: str
    path: Path
    kind: str
    eff: int
    pui: Stat
    """Melee power of one combatant (a monster: of the creature)."""
    pui_tir: Stat
    machine: WarMachine | None
    troops_total: Fraction
    troops_total_tir: Fraction
    total_parts: Stat
    total_tir_parts: Stat
    """The totals' breakdown: soldiers × PUI, a battery of machines, each character."""
    bonus_total: Fraction
    bonus_total_tir: Fraction
    """Attached characters' power: does not drop as the unit loses soldiers."""
    attack: Stat
    attack_ranged: Stat
    defense: Stat
    initiative: Stat
    armour_defense: int
    pierce: int
    mounted: bool
    flying: bool
    charge: Charge | None
    conditionals: tuple[Conditional, ...]
    support: int
    support_tir: int
    column: tuple[int, ...]
    column_tir: tuple[int, ...]
    track: tuple[Step, ...]
    columns: tuple[ColumnUse, ...]
    morale_eff: int
    """Remaining EFF at or below which the unit checks morale after losses."""
    heavy_losses_eff: int
    """Remaining EFF below which rally rolls take the heavy-losses penalty."""
    morale_odds: tuple[tuple[int, tuple[Fraction, Fraction, Fraction]], ...]
    """(modifier, (rout, disorganised, ok)) for modifiers 0, -10, -20."""
    characters: tuple[CharacterPlan, ...]
    spells: tuple[Attacker, ...]
    causes_fear: bool
    causes_terror: bool
    supported_by: tuple[Support, ...] = ()
    """The supports counted in its fights (ruling L12), in the file's order."""
    supporting: Support | None = None
    """What it lends the unit it supports (``name``: that unit), when counted."""

    @property
    def total_pui(self) -> Fraction:
        return self.troops_total + self.bonus_total

    @property
    def total_pui_tir(self) -> Fraction:
        return self.troops_total_tir + self.bonus_total_tir

    def totals_at(self, eff: int) -> tuple[Fraction, Fraction]:
        """Total PUI and PUI TIR with ``eff`` left: losing x % of the EFF loses x % of
        the troops' power (seed I-3-5); a monster's power never drops (B1)."""
        if self.kind == "monster" or eff >= self.eff:
            share = Fraction(1) if eff > 0 else Fraction(0)
        else:
            share = Fraction(eff, self.eff)
        return (
            self.troops_total * share + self.bonus_total,
            self.troops_total_tir * share + self.bonus_total_tir,
        )


@dataclass(frozen=True, slots=True)
class Applied:
    """A pair-specific bonus a matchup applied (B4's conditional lines)."""

    key: str
    value: int


@dataclass(frozen=True, slots=True)
class Matchup:
    """One side's roll against one enemy: the row it reads and what it inflicts."""

    attacker: str
    defender: str
    mode: str
    """``melee``, ``charge``, ``tir`` or an attacker's kind (spell, trap, character)."""
    attacker_army: str
    defender_army: str
    modifier: int
    applied: tuple[Applied, ...]
    total: Fraction
    expected: Fraction
    low: int
    high: int
    distribution: Dist


@dataclass(frozen=True, slots=True)
class InitiativeOdds:
    first: str
    second: str
    first_wins: Fraction
    tie: Fraction


@dataclass(frozen=True, slots=True)
class ArmyPlan:
    army: Army
    path: Path
    units: tuple[UnitPlan, ...]
    characters: tuple[CharacterPlan, ...]
    traps: tuple[Attacker, ...]
    general_bonus: int

    @property
    def name(self) -> str:
        return self.army.name


@dataclass(frozen=True, slots=True)
class BattlePlan:
    battle: Battle
    armies: tuple[ArmyPlan, ...]
    matchups: tuple[Matchup, ...]
    initiative: tuple[InitiativeOdds, ...]
    findings: tuple[Finding, ...]

    @property
    def warnings(self) -> tuple[Finding, ...]:
        return warnings_in(self.findings)

    def matchups_between(self, attacker_army: str, defender_army: str) -> list[Matchup]:
        return [
            m
            for m in self.matchups
            if m.attacker_army == attacker_army and m.defender_army == defender_army
        ]
