"""Risques & Périls mass combat (seed 001) against the seed, its worked examples and
rulings B1-B7 (shared/RULINGS.md) and L1-L8 (docs/rulings.md).

The product's tables are checked cell by cell against ``bloodlust_seed_tables``, an
independent transcription of the seed made without looking at ``kitgen/``.
"""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import bloodlust_seed_tables as seed
import pytest

from kitgen.errors import KitError
from kitgen.pipeline import load
from kitgen.systems.bloodlust import tables
from kitgen.systems.bloodlust.casualties import (
    casualties,
    casualty_column,
    column_bounds,
    column_index,
    inflicted,
    lookup_pui,
    table_cell,
)
from kitgen.systems.bloodlust.derived import (
    melee_support,
    ranged_support,
    size_initiative,
    turn_initiative,
)
from kitgen.systems.bloodlust.matchups import matchup
from kitgen.systems.bloodlust.morale import (
    expected_regenerated,
    morale_odds,
    morale_outcome,
    regenerated,
    regeneration_chunks,
    wound_bands,
    wound_column,
)
from kitgen.systems.bloodlust.plan import BattlePlan, UnitPlan
from kitgen.systems.bloodlust.tracks import track_step

ROOT = Path(__file__).resolve().parent.parent
EXAMPLE = ROOT / "armies" / "gue-de-varenne.yaml"

HEADER = """\
system: bloodlust
name: Test
language: en
armies:
  - name: Blue
    units:
{blue}
  - name: Red
    units:
      - {{name: Levy, eff: 100, pui: 1}}
"""


def plan_of(tmp_path: Path, blue: str, *, strict: bool = False) -> BattlePlan:
    path = tmp_path / "battle.yaml"
    path.write_text(HEADER.format(blue=blue), encoding="utf-8")
    loaded = load(path, strict=strict)
    assert isinstance(loaded.plan, BattlePlan)
    return loaded.plan


def unit_of(tmp_path: Path, blue: str) -> UnitPlan:
    return plan_of(tmp_path, blue).armies[0].units[0]


# --- the casualty table (seed I-3-4, ruling B2) -----------------------------------------


def test_columns_match_the_transcription() -> None:
    assert tables.CASUALTY_COLUMNS == seed.CASUALTY_COLUMNS


@pytest.mark.parametrize("row", range(1, 31))
def test_every_cell_of_the_casualty_table(row: int) -> None:
    """All 600 cells, read through the look-up a unit uses, at each column's bounds."""
    for column, (low, high) in enumerate(seed.CASUALTY_COLUMNS):
        expected = seed.CASUALTY_TABLE[row - 1][column]
        for pui in {low, (low + high) // 2, high}:
            assert casualties(row, pui) == expected, (row, pui)


def test_rows_below_one_read_row_one() -> None:
    for pui in (5, 95, 160, 950):
        assert casualties(0, pui) == casualties(1, pui)
        assert casualties(-7, pui) == casualties(1, pui)


def test_rows_past_thirty_go_on_by_five() -> None:
    """B2: the table's own progression, +5 a row (row 30 is 90 in column 1-10)."""
    assert casualties(31, 5) == 95
    assert casualties(35, 5) == 115
    assert casualties(31, 1000) == 205
    for column in range(20):
        assert table_cell(40, column) == seed.CASUALTY_TABLE[29][column] + 50


def test_columns_past_a_thousand_add_five_per_hundred() -> None:
    """B2: 1001-1100 reads column 901-1000 plus 5, 1101-1200 plus 10."""
    assert column_index(1000) == 19
    assert column_index(1001) == 20
    assert column_index(1100) == 20
    assert column_index(1101) == 21
    assert column_bounds(20) == (1001, 1100)
    assert column_bounds(21) == (1101, 1200)
    assert casualties(1, 1050) == 55 + 5
    assert casualties(10, 1150) == 100 + 10
    assert casualties(32, 1250) == 200 + 10 + 15  # both extensions add up


def test_power_zero_inflicts_nothing() -> None:
    assert column_index(0) is None
    assert casualties(30, 0) == 0
    assert casualty_column(Fraction(0)) == (0,) * 30


def test_total_pui_is_rounded_half_up_only_for_the_lookup() -> None:
    """B1: 21 x 0.5 = 10.5 reads column 11-20; 0.4 rounds to 0 and inflicts nothing."""
    assert lookup_pui(Fraction(21, 2)) == 11
    assert column_index(lookup_pui(Fraction(21, 2))) == 1
    assert lookup_pui(Fraction(104, 10)) == 10
    assert lookup_pui(Fraction(4, 10)) == 0


# --- the initiative (seed I-3-2 and II-1, ruling B3) -------------------------------------


def test_initiative_example_of_the_seed() -> None:
    """Seed I-3-2: a d10 of 4 with units of INI 3, 6 and 2 gives 7, 10 and 6."""
    assert turn_initiative(4, 0, [3, 6, 2]) == [7, 10, 6]


def test_the_general_adds_to_every_unit() -> None:
    assert turn_initiative(4, 3, [3, 6, 2]) == [10, 13, 9]


def test_initiative_by_eff_matches_the_seed_rows() -> None:
    for low, high, modifier in seed.EFF_INITIATIVE:
        for eff in range(low, high + 1):
            assert size_initiative(eff) == modifier, eff


def test_initiative_by_eff_fills_the_gaps_and_goes_on() -> None:
    """B3: <=15 +1, 16-50 0, 51-100 -2, then -2 per further 50."""
    assert [size_initiative(e) for e in (1, 16, 19, 51, 54, 101, 201, 250, 251, 1000)] == [
        1,
        0,
        0,
        -2,
        -2,
        -4,
        -8,
        -8,
        -10,
        -38,
    ]


# --- unit creation (seed II, rulings B1, B4) -------------------------------------------


def test_forty_knights_with_heavy_armour_and_shield(tmp_path: Path) -> None:
    """Issue 4's acceptance case: total PUI 160, DEF +3, INI -1 from armour, 0 from size."""
    knights = unit_of(
        tmp_path,
        "      - {name: Knights, eff: 40, pui: 4, armour: heavy, shield: true}",
    )
    assert knights.total_pui == 160
    assert knights.defense.whole == 3
    parts = {p.key: p.value for p in knights.initiative.parts}
    assert parts == {"armour.heavy": -1}
    assert size_initiative(40) == 0
    assert knights.initiative.whole == -1
    assert {p.key: p.value for p in knights.defense.parts} == {"armour.heavy": 2, "shield": 1}


def test_french_spellings_and_decimal_commas(tmp_path: Path) -> None:
    unit = unit_of(
        tmp_path,
        '      - {name: Gardes, effectif: 30, pui: "1,5", armure: lourde, bouclier: oui,'
        " monture: chevaux de guerre, moral: vétéran}",
    )
    assert unit.pui.value == Fraction(3, 2)
    assert unit.total_pui == 45
    assert unit.unit.armour == "heavy"
    assert unit.unit.mount == "warhorse"
    assert unit.unit.morale == "veteran"


def test_cavalry_pui_adds_the_mount(tmp_path: Path) -> None:
    """Seed II-1: a rider's PUI plus the mount's ("PUI CC"): average band 1.25 + wolf 2."""
    riders = unit_of(
        tmp_path, "      - {name: Wolves, eff: 30, troop: average, mount: giant_wolf}"
    )
    assert riders.pui.value == Fraction(13, 4)
    assert riders.total_pui == Fraction(195, 2)


@pytest.mark.parametrize(
    ("band", "middle"),
    [
        ("inferior", Fraction(1, 4)),
        ("weak", Fraction(7, 10)),
        ("average", Fraction(5, 4)),
        ("strong", Fraction(23, 10)),
        ("expert", Fraction(17, 4)),
        ("exceptional", Fraction(7)),
    ],
)
def test_a_named_band_gives_its_middle(tmp_path: Path, band: str, middle: Fraction) -> None:
    """Ruling L1."""
    unit = unit_of(tmp_path, f"      - {{name: U, eff: 20, troop: {band}}}")
    assert unit.pui.value == middle


def test_a_value_outside_its_band_is_a_warning(tmp_path: Path) -> None:
    plan = plan_of(tmp_path, "      - {name: U, eff: 20, troop: expert, pui: 2}")
    assert [f.code for f in plan.warnings] == ["pui_outside_band"]
    assert plan.armies[0].units[0].pui.value == 2


def test_charge_multipliers_multiply(tmp_path: Path) -> None:
    """B4: cavalry lance x1.3 and mount x1.2 give x1.56; a chariot's x1.4 replaces x1.2."""
    lancers = unit_of(
        tmp_path,
        "      - {name: L, eff: 40, pui: 4, melee: cavalry_lance, mount: horse}",
    )
    assert lancers.charge is not None
    assert lancers.charge.multiplier == Fraction(156, 100)
    assert lancers.charge.total == Fraction(2496, 10)
    assert lancers.charge.initiative == lancers.initiative.whole + 2
    chariots = unit_of(tmp_path, "      - {name: C, eff: 10, pui: 6, mount: war_chariot}")
    assert chariots.charge is not None
    assert chariots.charge.multiplier == Fraction(14, 10)
    both = unit_of(
        tmp_path, "      - {name: C, eff: 10, pui: 6, mount: chariot, melee: cavalry_lance}"
    )
    assert both.charge is not None
    assert both.charge.multiplier == Fraction(13, 10) * Fraction(14, 10)


def test_lance_attack_house_rule(tmp_path: Path) -> None:
    """Ruling L3: +2 ATT always by default; only in a charge with the house rule."""
    unit = unit_of(
        tmp_path, "      - {name: L, eff: 40, pui: 4, melee: lance de cavalerie, mount: horse}"
    )
    assert unit.attack.whole == 2
    path = tmp_path / "house.yaml"
    path.write_text(
        HEADER.format(
            blue="      - {name: L, eff: 40, pui: 4, melee: lance de cavalerie, mount: horse}"
        )
        + "house_rules: {lance_attack_in_charge_only: true}\n",
        encoding="utf-8",
    )
    plan = load(path).plan
    lancers = plan.armies[0].units[0]
    assert lancers.attack.whole == 0
    assert lancers.charge.attack == 2


def test_equipment_and_attributes_add_up(tmp_path: Path) -> None:
    unit = unit_of(
        tmp_path,
        "      - {name: T, eff: 12, pui: 3, attack: 1, defense: 1, initiative: -2,"
        " armour: light, melee: two_handed, barding: true, mount: destrier,"
        " attributes: [mighty_blows, large, scales, endurance]}",
    )
    # ATT: own 1 + two-handed 2 + mighty blows 1 + large 1
    assert unit.attack.whole == 5
    # DEF: own 1 + light 1 + barding 1 + large 1 + scales 2 + endurance 1
    assert unit.defense.whole == 7
    # INI: own -2 + size (12) +1 + two-handed -1 + barding -1
    assert unit.initiative.whole == -3


def test_very_large_creatures_take_their_size_bonus(tmp_path: Path) -> None:
    unit = unit_of(
        tmp_path,
        "      - {name: D, kind: monster, eff: 60, pui: 40, attributes: [very_large],"
        " size_bonus: 5}",
    )
    assert (unit.attack.whole, unit.defense.whole) == (5, 5)


def test_ranged_attack_uses_the_missile_weapon(tmp_path: Path) -> None:
    """Ruling L5: melee weapons and attributes do not count when shooting."""
    unit = unit_of(
        tmp_path,
        "      - {name: A, eff: 60, pui: 1, pui_tir: 2, melee: short, ranged: arquebus,"
        " attributes: [mighty_blows]}",
    )
    assert unit.attack.whole == 0  # short -1, mighty blows +1
    assert unit.attack_ranged.whole == 3
    assert unit.pierce == 2
    assert unit.total_pui_tir == 120


def test_crossbows_pierce_armour_only(tmp_path: Path) -> None:
    """Seed note 10: against heavy armour (+2 DEF) a crossbow counts +1 only. A shield's
    DEF stays whole (ruling L4)."""
    plan = plan_of(
        tmp_path,
        "      - {name: X, eff: 45, pui: 1, pui_tir: 2, ranged: crossbow}\n"
        "      - {name: H, eff: 45, pui: 1, armour: heavy, shield: true}",
    )
    crossbows, heavy = plan.armies[0].units
    assert heavy.armour_defense == 2
    shot = matchup(crossbows, heavy, "tir")
    assert shot is not None
    assert shot.modifier == 1 - (3 - 1)


def test_support_values() -> None:
    """B5: melee PUI / 50 rounded up; shooting PUI TIR / 50 rounded down, +1."""
    assert melee_support(Fraction(160)) == 4
    assert melee_support(Fraction(150)) == 3
    assert melee_support(Fraction(301, 2)) == 4
    assert melee_support(Fraction(1, 10)) == 1
    assert melee_support(Fraction(0)) == 0
    assert ranged_support(Fraction(120)) == 3
    assert ranged_support(Fraction(49)) == 1
    assert ranged_support(Fraction(0)) == 0


def test_war_machines_table_and_battery(tmp_path: Path) -> None:
    """Seed II-4, ruling L8: a battery of 3 catapults shoots at PUI TIR 120 and supports
    at +3; one machine is a third of the battery."""
    assert {m.key: (m.battery_pui_tir, m.support) for m in tables.WAR_MACHINES} == (
        seed.WAR_MACHINES
    )
    battery = unit_of(tmp_path, "      - {name: K, kind: war_machine, machine: catapult, eff: 15}")
    assert battery.total_pui_tir == 120
    assert battery.support_tir == 3
    one = unit_of(
        tmp_path, "      - {name: K, kind: machine, machine: baliste, machines: 1, eff: 5}"
    )
    assert one.total_pui_tir == Fraction(80, 3)
    assert one.support_tir == 2
    # the crew's losses take the battery's power down with them
    assert battery.totals_at(5)[1] == 40


def test_monster_power_never_drops(tmp_path: Path) -> None:
    """B1 and seed IV-1: EFF is hit points; ruling L2: PUI is the creature's."""
    troll = unit_of(tmp_path, "      - {name: T, kind: monster, eff: 40, pui: 30}")
    assert troll.total_pui == 30
    assert {s.total for s in troll.track[:-1]} == {30}
    assert troll.track[-1].eff == 0
    assert troll.columns[0].span("melee") == (1, 40)


def test_characters_add_power_that_does_not_drop(tmp_path: Path) -> None:
    """Ruling L7, seed IV-2 and VI-1."""
    unit = unit_of(
        tmp_path,
        "      - name: U\n        eff: 40\n        pui: 4\n        characters:\n"
        "          - {name: Hero, player: true, pui: 5, pui_tir: 2}",
    )
    assert unit.total_pui == 165
    assert unit.total_pui_tir == 2
    assert unit.totals_at(20) == (85, 2)


# --- the loss track (B6, B7) -------------------------------------------------------------


def test_loss_track_of_a_200_strong_unit(tmp_path: Path) -> None:
    unit = unit_of(tmp_path, "      - {name: G, eff: 200, pui: 0.3}")
    assert track_step(200) == 5
    assert [s.eff for s in unit.track][:3] == [200, 195, 190]
    assert unit.track[-1].eff == 0
    assert len(unit.track) == 41
    assert unit.morale_eff == 100
    assert unit.heavy_losses_eff == 50
    first_morale = next(s for s in unit.track if s.morale)
    first_heavy = next(s for s in unit.track if s.heavy_losses)
    assert (first_morale.eff, first_heavy.eff) == (100, 45)
    at_100 = next(s for s in unit.track if s.eff == 100)
    assert at_100.total == 30
    assert at_100.column == column_index(30)


def test_track_columns_are_exact_at_every_eff(tmp_path: Path) -> None:
    """Each column's EFF range is exactly where the unit reads it (B7)."""
    unit = unit_of(tmp_path, "      - {name: K, eff: 43, pui: 3.7, pui_tir: 1.1}")
    for use in unit.columns:
        for mode, span in use.spans:
            for eff in range(span[0], span[1] + 1):
                total, total_tir = unit.totals_at(eff)
                value = {
                    "melee": total,
                    "tir": total_tir,
                    "split2": total / 2,
                    "split3": total / 3,
                }[mode]
                assert column_index(lookup_pui(value)) == use.index, (mode, eff)
    melee = [u.span("melee") for u in unit.columns]
    covered = {e for span in melee if span for e in range(span[0], span[1] + 1)}
    assert covered == set(range(1, 44))


def test_morale_and_rally_lines_for_odd_sizes() -> None:
    """50 % or more lost checks morale; more than 75 % lost rallies at -10."""
    for eff in (1, 7, 90, 101, 999):
        morale_eff = eff // 2
        assert eff - morale_eff >= eff / 2
        assert eff - (morale_eff + 1) < eff / 2
        heavy = -(-eff * 25 // 100)
        assert eff - (heavy - 1) > 0.75 * eff
        assert eff - heavy <= 0.75 * eff


# --- morale, rally, wounds (seed I-3-6 and VI-3) ----------------------------------------

CLASSES = {"milice": "militia", "normal": "normal", "veteran": "veteran", "elite": "elite"}


def test_morale_table_matches_the_transcription() -> None:
    for low, high, outcomes in seed.MORALE_TABLE:
        for roll in range(low, high + 1):
            for french, key in CLASSES.items():
                assert morale_outcome(key, roll) == outcomes[french]


def test_morale_odds_are_exact() -> None:
    assert morale_odds("militia", 0) == (Fraction(1, 2), Fraction(1, 4), Fraction(1, 4))
    assert morale_odds("elite", 0) == (0, Fraction(1, 4), Fraction(3, 4))
    # fear: -10 on checks after losses (B6)
    assert morale_odds("normal", -10) == (Fraction(35, 100), Fraction(25, 100), Fraction(2, 5))
    assert morale_outcome("elite", -19) == "disorganised"


def test_rally_table_matches_the_transcription() -> None:
    for result, by_class in seed.RALLY_TABLE.items():
        for french, key in CLASSES.items():
            column = next(i for i, (_, c) in enumerate(tables.RALLY_COLUMNS) if key in c)
            assert tables.RALLY_TABLE[result][column] is by_class[french]
    assert (
        seed.RALLY_MODIFIERS["losses_over_75"],
        seed.RALLY_MODIFIERS["routed"],
    ) == (tables.RALLY_HEAVY_LOSSES, tables.RALLY_ROUTED)


def test_wound_table_matches_the_transcription() -> None:
    assert tables.WOUND_TABLE == seed.WOUND_TABLE


def test_wound_columns_by_share_lost() -> None:
    """Ruling L6: up to 25 % lost reads the first column, up to 50 % the second…"""
    assert [wound_column(lost, 200) for lost in (0, 50, 51, 100, 101, 150, 151, 200)] == [
        0,
        0,
        1,
        1,
        2,
        2,
        3,
        3,
    ]
    bands = wound_bands(200)
    assert [(b.eff_high, b.eff_low) for b in bands] == [(200, 150), (149, 100), (99, 50), (49, 0)]
    assert [b.no_wound for b in bands] == [
        Fraction(6, 12),
        Fraction(3, 12),
        Fraction(1, 12),
        Fraction(0),
    ]


def test_regeneration_example_of_the_seed() -> None:
    """Seed II-3: trolls take 12 losses, roll 3 times (5, 2, 4) and get 5 + 2 back."""
    assert regeneration_chunks(12) == [5, 5, 2]
    assert regenerated(12, [5, 2, 4]) == 7
    assert expected_regenerated(12) == 6
    with pytest.raises(ValueError, match="need 3 rolls"):
        regenerated(12, [5, 2])


def test_mount_table_matches_the_transcription() -> None:
    for key, row in seed.MOUNTS.items():
        gear = tables.BARDING if key == "barding" else tables.MOUNT_BY_KEY[key]
        assert (gear.rider_pui or 0) == row.get("pui", 0), key
        assert gear.charge_initiative == row.get("charge_initiative", 0), key
        assert gear.defense == row.get("defense", 0), key
        assert gear.initiative == row.get("initiative", 0), key
        assert gear.fear is row.get("fear", False), key
        if "charge_multiplier" in row:
            assert gear.charge_multiplier == Fraction(row["charge_multiplier"]), key


# --- matchups, spells, traps -----------------------------------------------------------


def test_expected_casualties_are_exact() -> None:
    """Total PUI 160 at d10 + 2: rows 3-12 of column 151-200 give 20, 25, … 65."""
    dist = inflicted(Fraction(160), 2)
    assert dist.mean() == Fraction(85, 2)
    assert (dist.min, dist.max) == (20, 65)
    # capped by what the enemy has
    assert inflicted(Fraction(160), 2, cap=30).max == 30


def test_matchup_applies_situational_lines(tmp_path: Path) -> None:
    """B4: the mount's +1 DEF against foot and the spear's +1 ATT against cavalry are
    applied when the pair calls for them, and listed."""
    plan = plan_of(
        tmp_path,
        "      - {name: Pikes, eff: 100, pui: 1, melee: spear}\n"
        "      - {name: Riders, eff: 30, pui: 3, mount: horse}",
    )
    pikes, riders = plan.armies[0].units
    hit = matchup(pikes, riders, "melee")
    assert hit is not None
    assert {a.key for a in hit.applied} == {"versus_foot", "versus_cavalry"}
    assert hit.modifier == 0
    back = matchup(riders, pikes, "melee")
    assert back is not None and back.applied == ()


def test_the_example_has_every_matchup(tmp_path: Path) -> None:
    plan = load(EXAMPLE).plan
    blue, red = plan.armies
    melee = [m for m in plan.matchups if m.mode == "melee"]
    assert len(melee) == 2 * len(blue.units) * len(red.units)
    for m in plan.matchups:
        assert m.expected == m.distribution.mean()
        assert sum(p for _, p in m.distribution) == 1


def test_spell_example_of_the_seed(tmp_path: Path) -> None:
    """Seed V: fireball 4x a day, PUI 80 at +4 ATT, reads column 71-80."""
    plan = plan_of(
        tmp_path,
        "      - name: Mages\n        eff: 10\n        pui: 1\n        characters:\n"
        "          - name: Battle mage\n            pui: 1\n            spells:\n"
        "              - {name: Fireball, uses: 4, pui: 80, attack: 4}\n"
        "              - {name: Terror, uses: 3, effect: forces a morale check}",
    )
    mage = plan.armies[0].units[0].characters[0]
    fireball, terror = mage.spells
    assert (fireball.uses, fireball.total, fireball.attack) == (4, 80, 4)
    assert fireball.column == tuple(r[7] for r in seed.CASUALTY_TABLE)
    assert terror.total == 0
    shots = [m for m in plan.matchups if m.mode == "spell"]
    assert [m.defender for m in shots] == ["Levy"]
    assert shots[0].modifier == 4


def test_trap_examples_of_the_seed(tmp_path: Path) -> None:
    """Seed III-6: stake pits PUI 80 at +2, a burning plain PUI 100 at +3."""
    assert tables.TRAP_EXAMPLES == (("stake_pits", 80, 2), ("burning_plain", 100, 3))
    path = tmp_path / "traps.yaml"
    path.write_text(
        HEADER.format(blue="      - {name: U, eff: 10, pui: 1}") + "",
        encoding="utf-8",
    )
    text = path.read_text(encoding="utf-8").replace(
        "  - name: Blue\n",
        "  - name: Blue\n    traps: [{name: Pits, pui: 80, attack: 2}]\n",
    )
    path.write_text(text, encoding="utf-8")
    plan = load(path).plan
    pits = [m for m in plan.matchups if m.mode == "trap"]
    assert len(pits) == 1
    # Levy DEF 0: rows 3-12 of column 71-80
    assert pits[0].expected == Fraction(sum(r[7] for r in seed.CASUALTY_TABLE[2:12]), 10)


def test_initiative_odds() -> None:
    plan = load(EXAMPLE).plan
    first = plan.initiative[0]
    # d10 + 6 (Héloïse's 65 %: a tenth) against d10 + 2: ties 6/100, the first higher 79/100
    assert (first.first_wins, first.tie) == (Fraction(79, 100), Fraction(6, 100))


# --- errors and warnings -----------------------------------------------------------------


def test_unit_without_power_is_an_error_with_its_place(tmp_path: Path) -> None:
    with pytest.raises(KitError) as caught:
        plan_of(tmp_path, "      - {name: Ghosts, eff: 10}")
    text = str(caught.value)
    assert "battle.yaml:7:9" in text
    assert "Ghosts" in text and "pui:" in text


def test_two_units_with_one_name_is_an_error(tmp_path: Path) -> None:
    with pytest.raises(KitError, match="two units named 'a'"):
        plan_of(tmp_path, "      - {name: A, eff: 10, pui: 1}\n      - {name: a, eff: 5, pui: 1}")


@pytest.mark.parametrize(
    ("unit", "code"),
    [
        ("{name: U, eff: 10, pui: 1, attributes: [tortoise]}", "tortoise_without_shields"),
        ("{name: U, eff: 10, pui: 1, barding: true}", "barding_without_mount"),
        ("{name: U, eff: 10, pui: 1, melee: cavalry_lance}", "lance_on_foot"),
        ("{name: U, eff: 10, pui: 1, attributes: [hatred]}", "hatred_without_target"),
        ("{name: U, eff: 10, pui: 1, ranged: longbow}", "ranged_without_power"),
        ("{name: U, eff: 10, pui: 1, pui_tir: 1}", "power_without_ranged"),
    ],
)
def test_bent_rules_are_warnings(tmp_path: Path, unit: str, code: str) -> None:
    plan = plan_of(tmp_path, f"      - {unit}")
    assert [f.code for f in plan.warnings] == [code]
    with pytest.raises(KitError, match=r"\[--strict\]"):
        plan_of(tmp_path, f"      - {unit}", strict=True)


@pytest.mark.parametrize(
    ("value", "message"),
    [
        ("abc", "must be a number such as 4 or 1.5, got 'abc'"),
        ("-1", "must be at least 0"),
        ("yes", "must be a number"),
        ("1.1234567", "must be a number"),
    ],
)
def test_bad_power_values(tmp_path: Path, value: str, message: str) -> None:
    with pytest.raises(KitError, match=message):
        plan_of(tmp_path, f"      - {{name: U, eff: 10, pui: {value}}}")


def test_decimals_are_exact(tmp_path: Path) -> None:
    unit = unit_of(tmp_path, "      - {name: U, eff: 30, pui: 0.1}")
    assert unit.total_pui == 3


def test_the_example_is_warning_free() -> None:
    loaded = load(EXAMPLE)
    assert loaded.warnings == ()
    kinds = {u.kind for a in loaded.plan.armies for u in a.units}
    assert kinds == {"troop", "monster", "war_machine"}
    assert sum(len(a.units) for a in loaded.plan.armies) >= 8


def test_same_unit_name_in_both_armies_keeps_every_matchup(tmp_path: Path) -> None:
    plan = plan_of(tmp_path, "      - {name: Levy, eff: 50, pui: 2}")
    blue, red = (a.name for a in plan.armies)
    assert [(m.attacker, m.defender) for m in plan.matchups_between(blue, red)] == [
        ("Levy", "Levy")
    ]
    assert len(plan.matchups_between(red, blue)) == 1


def test_lone_characters_and_spells_are_in_their_armys_matchups() -> None:
    plan = load(EXAMPLE).plan
    horde, barony = plan.armies[1].name, plan.armies[0].name
    attackers = {m.attacker for m in plan.matchups_between(horde, barony)}
    assert "Ugluk le Chaman" in attackers
    assert "Nuée de corbeaux (Ugluk le Chaman)" in attackers
    assert "Boule de feu (Maître Orvin, mage de bataille)" not in attackers


def test_a_destroyed_unit_reads_no_column(tmp_path: Path) -> None:
    unit = unit_of(
        tmp_path,
        "      - name: U\n        eff: 40\n        pui: 4\n        characters:\n"
        "          - {name: Hero, pui: 5}",
    )
    assert unit.track[-1].eff == 0 and unit.track[-1].column is None


def test_frenzy_columns_are_on_the_sheet(tmp_path: Path) -> None:
    """B7: a unit's one-turn boosts read columns printed on its own sheet."""
    unit = unit_of(tmp_path, "      - {name: B, eff: 40, pui: 2, attributes: [frenzy]}")
    frenzy = [u for u in unit.columns if u.span("frenzy")]
    assert frenzy[0].index == column_index(160)
    assert frenzy[0].span("frenzy") == (38, 40)


def test_size_bonus_without_very_large_warns(tmp_path: Path) -> None:
    plan = plan_of(tmp_path, "      - {name: U, eff: 10, pui: 1, size_bonus: 4}")
    assert [f.code for f in plan.warnings] == ["size_without_very_large"]


def test_the_reference_gives_every_action_the_seed_lists_and_each_effect() -> None:
    """Step 1 of the turn (the characters act) had no effects anywhere in the kit: the
    reference gives the seed's actions (VI-2), in its order, those with an effect on the
    battle in a table with it, the others named under it; none added, none left out."""
    from kitgen.build import print_settings
    from kitgen.cards import Kit
    from kitgen.systems.bloodlust.quick import quick_reference

    assert [effect for _, effect in tables.CHARACTER_ACTIONS] == [
        effect for _, effect in seed.CHARACTER_ACTIONS
    ]
    loaded = load(Path(__file__).parent.parent / "armies" / "gue-de-varenne.yaml")
    t = loaded.text
    quick = quick_reference(t, Kit(print_settings(loaded), t))
    (block,) = [b for p in quick["pages"] for b in p["blocks"] if b["key"] == "actions"]
    named = [str(r[0]["text"]) for r in block["rows"]]
    assert named == [t(f"action.{k}") for k, effect in tables.CHARACTER_ACTIONS if effect]
    assert [str(r[1]["text"]) for r in block["rows"]][:2] == [
        "jet de moral\u202f: son unité, voire toute l’armée",
        "jet de moral\u202f: l’unité qui la portait",
    ]
    assert "+1 ATT ou INI relevée, un tour" in [str(r[1]["text"]) for r in block["rows"]]
    for key, effect in tables.CHARACTER_ACTIONS:
        assert (t(f"action.{key}") in str(block["note"])) is not effect, key


def test_compute_gives_each_fight_within_the_battle_s_turns() -> None:
    """compute --json keeps every engagement key and adds ``battle``: where the fight
    stands when the battle's turns are over, its four chances summing to 1."""
    from kitgen.systems.bloodlust.report import to_json

    loaded = load(Path(__file__).parent.parent / "armies" / "gue-de-varenne.yaml")
    doc = to_json(loaded.plan, loaded.text)
    for e in doc["engagements"]:
        assert {"sides", "win", "turns", "left", "armies", "charge", "shot", "exact"} <= set(e)
        b = e["battle"]
        assert b["turns"] == 10
        assert abs(b["first"] + b["second"] + b["neither"] + b["open"] - 1) < 1e-9
        assert b["first"] <= e["win"]["first"] + 1e-12
