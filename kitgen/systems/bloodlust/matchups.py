"""Matchups: one side's roll against one enemy unit in melee, charge or shooting, or a
spell's, a trap's or a lone character's, with the conditional lines that hold for the
pair (ruling B4), the support the file declares in melee and charge (ruling L12), and the
exact distribution of the casualties it inflicts (B2); and each army's odds of winning
the initiative.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from kitgen.systems.bloodlust.casualties import D10, inflicted
from kitgen.systems.bloodlust.plan import (
    Applied,
    ArmyPlan,
    Attacker,
    InitiativeOdds,
    Matchup,
    UnitPlan,
)
from kitgen.systems.bloodlust.tables import (
    ATTRIBUTE_BY_KEY,
    MELEE_BY_KEY,
    MOUNT_VERSUS_FOOT_DEFENSE,
)


def _situational(
    attacker: UnitPlan | None, defender: UnitPlan, *, shooting: bool = False
) -> list[Applied]:
    """The conditional lines (B4) that hold for this pair. A shot is resolved like a melee
    attack (seed III-3), so a mount's +1 DEF against troops on foot and a flyer's +3 DEF
    hold against shooters too; a spear's +1 ATT against cavalry is a melee weapon's (L5)."""
    applied: list[Applied] = []
    on_foot = attacker is None or (not attacker.mounted and not attacker.flying)
    if defender.mounted and on_foot:
        applied.append(Applied("versus_foot", MOUNT_VERSUS_FOOT_DEFENSE))
    if attacker is not None and not shooting:
        spear = MELEE_BY_KEY[attacker.unit.melee].versus_cavalry_attack
        if spear and defender.mounted:
            applied.append(Applied("versus_cavalry", spear))
    if defender.flying and not (attacker is not None and attacker.flying):
        flying = ATTRIBUTE_BY_KEY["flying"].conditional_defense
        applied.append(Applied("flying", flying))
    return applied


def _signed_total(applied: Sequence[Applied]) -> int:
    defence_keys = {"versus_foot", "flying"}
    return sum(-a.value if a.key in defence_keys else a.value for a in applied)


def matchup(attacker: UnitPlan, defender: UnitPlan, mode: str) -> Matchup | None:
    """``attacker`` rolling against ``defender`` in ``mode`` (melee, charge or tir)."""
    if mode == "tir":
        total = attacker.total_pui_tir
        pierced = min(attacker.pierce, defender.armour_defense)
        applied = [Applied("pierce", pierced)] if pierced else []
        applied += _situational(attacker, defender, shooting=True)
        modifier = attacker.attack_ranged.whole - defender.defense.whole + _signed_total(applied)
    else:
        if mode == "charge":
            assert attacker.charge is not None
            total = attacker.charge.total
            extra = attacker.charge.attack
        else:
            total = attacker.total_pui
            extra = 0
        applied = _situational(attacker, defender)
        applied += [Applied(f"support_{s.kind}", s.attack) for s in attacker.supported_by]
        modifier = attacker.attack.whole + extra - defender.defense.whole + _signed_total(applied)
    if total <= 0:
        return None
    return _matchup(attacker.unit.name, attacker.army, defender, mode, total, modifier, applied)


def _matchup(
    name: str,
    army: str,
    defender: UnitPlan,
    mode: str,
    total: Fraction,
    modifier: int,
    applied: Sequence[Applied],
) -> Matchup:
    dist = inflicted(total, modifier, cap=defender.eff)
    return Matchup(
        attacker=name,
        defender=defender.unit.name,
        mode=mode,
        attacker_army=army,
        defender_army=defender.army,
        modifier=modifier,
        applied=tuple(applied),
        total=total,
        expected=dist.mean(),
        low=dist.min,
        high=dist.max,
        distribution=dist,
    )


def other_matchup(attacker: Attacker, defender: UnitPlan) -> Matchup:
    """A spell, trap or lone character rolling against a unit."""
    applied = _situational(None, defender) if attacker.kind == "character" else []
    if attacker.kind != "character" and defender.flying:
        applied = [Applied("flying", ATTRIBUTE_BY_KEY["flying"].conditional_defense)]
    modifier = attacker.attack - defender.defense.whole + _signed_total(applied)
    return _matchup(
        attacker.name, attacker.owner, defender, attacker.kind, attacker.total, modifier, applied
    )


def initiative_odds(first: ArmyPlan, second: ArmyPlan) -> InitiativeOdds:
    """Chance the first army's d10 plus its general beats the second's (a tie goes to
    the generals' skill rolls)."""
    a = D10 + first.general_bonus
    b = D10 + second.general_bonus
    diff = a - b
    return InitiativeOdds(first.name, second.name, diff.prob(lambda x: x > 0), diff.p(0))
