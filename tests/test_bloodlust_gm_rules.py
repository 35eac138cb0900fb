"""Issue 24, item 4: the Bloodlust rules the kit still left to the GM, now on the sheet.

Seed 001 (*Risques & Périls — combat de masse*); each test cites its section.
"""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest

from kitgen.pipeline import Loaded, load
from kitgen.report import exact
from kitgen.systems.bloodlust.cards import unit_sheet
from kitgen.systems.bloodlust.plan import BattlePlan, UnitPlan
from tests.conftest import write

BATTLE = """\
system: bloodlust
name: Test
language: {lang}
armies:
  - name: Blue
    units:
{blue}
  - name: Red
    units:
{red}
"""
LEVY = "      - {name: Levy, eff: 100, pui: 1}"


def loaded_of(tmp_path: Path, blue: str, red: str = LEVY, lang: str = "en") -> Loaded:
    return load(write(tmp_path, BATTLE.format(blue=blue, red=red, lang=lang)))


def sheet_of(loaded: Loaded, army: int = 0, unit: int = 0) -> dict[str, Any]:
    plan = loaded.plan
    assert isinstance(plan, BattlePlan)
    return unit_sheet(plan.armies[army].units[unit], plan.armies[army], 1, loaded.text)


def warning_codes(loaded: Loaded) -> list[str]:
    plan = loaded.plan
    assert isinstance(plan, BattlePlan)
    return [f.code for f in plan.warnings]


# --- per-soldier PUI (seed II-1 "Déterminer la puissance") --------------------------------


@pytest.mark.parametrize(
    ("pui", "lang", "shown"),
    [("1.005", "en", "1.005"), ("1.025", "fr", "1,025"), ("0.123456", "en", "0.123456")],
)
def test_the_pui_of_one_soldier_is_printed_as_written(
    tmp_path: Path, pui: str, lang: str, shown: str
) -> None:
    """The PUI goes "de 0,1 à 10 et +" per soldier; the sheet printed it to two decimals
    through a float, so 1.005 showed as 1 and 1.025 as 1,02."""
    loaded = loaded_of(
        tmp_path,
        f"      - {{name: U, eff: 10, pui: {pui}, pui_tir: {pui}, ranged: longbow}}",
        lang=lang,
    )
    sheet = sheet_of(loaded)
    subs = [s["sub"] for s in sheet["stats"] if s["sub"]]
    assert len(subs) == 2 and all(f"\u00a0{shown} " in sub for sub in subs), subs
    assert any(shown in text for _, text in sheet["breakdowns"])


def test_exact_prints_every_decimal_of_a_value_written_in_decimals() -> None:
    from kitgen.i18n import Text

    t = Text("fr")
    assert exact(Fraction("1.005"), t, None) == "1,005"
    assert exact(Fraction("12345.5"), t, None) == "12\u202f345,5"
    assert exact(Fraction(7), t, None) == "7"
    assert exact(Fraction(-1, 8), t, None) == "-0,125"
    assert exact(Fraction(80, 3), t, None) == "26,67"  # no decimal writes it: two places


@pytest.mark.parametrize(
    ("unit", "codes"),
    [
        # "Pour la cavalerie additionner la PUI du cavalier et de la monture" (II-1)
        ("{name: U, eff: 10, pui: 3, mount: destrier}", ["pui_without_mount"]),
        ("{name: U, eff: 10, pui: 5, mount: destrier, mount_in_pui: true}", []),
        ("{name: U, eff: 10, pui: 3, mount: horse}", []),  # a horse's PUI is 0
        ("{name: U, eff: 10, troop: expert, mount: destrier}", []),  # added: 4.25 + 2
        # "PUI … Va de 0,1 à 10 et +" (I-1)
        ("{name: U, eff: 10, pui: 0}", ["pui_zero"]),
        ("{name: U, eff: 10, pui: 0, pui_tir: 1, ranged: longbow}", ["pui_zero"]),
        ("{name: U, eff: 10, pui_tir: 1, ranged: longbow}", []),
        ("{name: U, kind: war_machine, eff: 6, machine: ballista, pui: 0}", []),
    ],
)
def test_a_pui_given_with_a_mount_or_of_zero_warns(
    tmp_path: Path, unit: str, codes: list[str]
) -> None:
    assert warning_codes(loaded_of(tmp_path, f"      - {unit}")) == codes


def test_the_mount_warning_says_what_to_write(tmp_path: Path) -> None:
    plan = loaded_of(tmp_path, "      - {name: Knights, eff: 10, pui: 3.5, mount: destrier}").plan
    assert isinstance(plan, BattlePlan)
    (finding,) = plan.warnings
    values = dict(finding.params)
    assert (values["value"], values["mount_pui"], values["sum"]) == ("3.5", "2", "5.5")


# --- a mount's +1 DEF against troops on foot (seed II-2 "Montures des troupes") -----------


def _rows(loaded: Loaded, attacker: str, defender: str) -> dict[str, Any]:
    plan = loaded.plan
    assert isinstance(plan, BattlePlan)
    return {m.mode: m for m in plan.matchups if (m.attacker, m.defender) == (attacker, defender)}


def test_a_mounted_target_has_its_defence_against_foot_shooters_too(tmp_path: Path) -> None:
    """ "Les montures accordent … +1 DEF contre des adversaires à pied" (II-2), and a shot
    "se résout comme une attaque de mêlée mais avec le score en PUI TIR" (III-3): archers
    on foot shoot at riders at −1, as the flyer's +3 DEF already counted against shots."""
    archers = "      - {name: Archers, eff: 20, pui: 1, pui_tir: 2, ranged: longbow}"
    riders = "      - {name: Riders, eff: 20, troop: average, mount: horse}"
    rows = _rows(loaded_of(tmp_path, archers, riders), "Archers", "Riders")
    # longbow +1 ATT; the riders' +1 DEF against troops on foot
    assert [(a.key, a.value) for a in rows["tir"].applied] == [("versus_foot", 1)]
    assert rows["tir"].modifier == 1 - 1
    assert rows["melee"].modifier == 0 - 1  # as before, in melee


def test_mounted_shooters_and_spears_do_not_get_it(tmp_path: Path) -> None:
    """Horse archers are not on foot; a spear's +1 ATT against cavalry is a melee weapon's
    (ruling L5), not a shot's."""
    blue = (
        "      - {name: Horse archers, eff: 20, pui: 1, pui_tir: 2, ranged: longbow, "
        "mount: horse}\n"
        "      - {name: Spear archers, eff: 20, pui: 1, pui_tir: 2, ranged: longbow, "
        "melee: spear}"
    )
    riders = "      - {name: Riders, eff: 20, troop: average, mount: horse}"
    loaded = loaded_of(tmp_path, blue, riders)
    assert _rows(loaded, "Horse archers", "Riders")["tir"].applied == ()
    spear = _rows(loaded, "Spear archers", "Riders")
    assert [a.key for a in spear["tir"].applied] == ["versus_foot"]
    assert [a.key for a in spear["melee"].applied] == ["versus_foot", "versus_cavalry"]


# --- disorganised and routed (seed I-6 "Jets de Moral") ------------------------------------


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        (
            "en",
            "Disorganized: INI becomes +2, +4 in a charge. Routed: INI becomes −6; no "
            "combat roll.",
        ),
        (
            "fr",
            "Désorganisée : INI passe à +2, en charge à +4. En déroute : INI passe à −6 ; "
            "aucun jet de combat.",
        ),
    ],
)
def test_the_sheet_gives_the_initiative_of_a_disorganised_or_routed_unit(
    tmp_path: Path, lang: str, line: str
) -> None:
    """ "Désorganisation : … L'Initiative est baissée de 2 points." "Déroute : … elle n'a
    plus le droit de faire de jet de combat. Son Initiative est réduite de 10 points."
    INI 3, +1 for EFF 10 (II-1): 4, charging 6 on horses; so 2 and 4 disorganised,
    −6 routed, and no charge INI then: a routed unit may not fight offensively."""
    unit = "      - {name: U, eff: 10, pui: 1, initiative: 3, mount: horse}"
    sheet = sheet_of(loaded_of(tmp_path, unit, lang=lang))
    assert sheet["states_line"].replace("\u202f", " ").replace("\u00a0", " ") == line


# --- a unit engaged by 2 or 3 others (seed III-1 "Engagement multiple") -------------------

SPLIT_UNIT = "      - {name: U, eff: 10, pui: 4.5}"
"""Total PUI 45, one box per soldier (EFF 25 or less)."""


def _unit(loaded: Loaded, army: int = 0, unit: int = 0) -> UnitPlan:
    plan = loaded.plan
    assert isinstance(plan, BattlePlan)
    return plan.armies[army].units[unit]


def test_a_unit_engaged_by_2_or_3_reads_its_pui_split_at_each_step(tmp_path: Path) -> None:
    """ "Pour l'unité attaquée elle doit séparer sa PUI en 2 et faire 2 attaques séparées"
    (en 3 against three). PUI 4.5 × EFF; halved and thirded, rounded half up only to read
    the table (B1). Columns from 0: 1–10, 11–20, 21–30, 31–40, 41–50.

    EFF  total   /2     /3     column: whole, /2, /3
    10   45     22.5→23 15     4, 2, 1   (22.5 rounds up: 21–30, not 11–20)
     9   40.5   20.25   13.5   4, 1, 1
     8   36     18      12     3, 1, 1
     7   31.5   15.75   10.5   3, 1, 1   (10.5 rounds up: 11–20)
     6   27     13.5    9      2, 1, 0
     5   22.5   11.25   7.5    2, 1, 0
     4   18     9       6      1, 0, 0
     3   13.5   6.75    4.5    1, 0, 0
     2   9      4.5     3      0, 0, 0
     1   4.5    2.25    1.5    0, 0, 0
     0   —      —       —      none"""
    unit = _unit(loaded_of(tmp_path, SPLIT_UNIT))
    assert [(s.eff, s.column, s.column_split2, s.column_split3) for s in unit.track] == [
        (10, 4, 2, 1),
        (9, 4, 1, 1),
        (8, 3, 1, 1),
        (7, 3, 1, 1),
        (6, 2, 1, 0),
        (5, 2, 1, 0),
        (4, 1, 0, 0),
        (3, 1, 0, 0),
        (2, 0, 0, 0),
        (1, 0, 0, 0),
        (0, None, None, None),
    ]
    # the columns' heads give the same as EFF ranges, by mode
    spans = {(use.index, mode): span for use in unit.columns for mode, span in use.spans}
    assert {k: v for k, v in spans.items() if k[1] == "split2"} == {
        (2, "split2"): (10, 10),
        (1, "split2"): (5, 9),
        (0, "split2"): (1, 4),
    }
    assert {k: v for k, v in spans.items() if k[1] == "split3"} == {
        (1, "split3"): (7, 10),
        (0, "split3"): (1, 6),
    }


def test_a_third_too_small_to_round_to_1_reads_no_column(tmp_path: Path) -> None:
    """PUI 0.5 × EFF 3: a third is 0.5 at full strength (rounds to 1, column 1–10) and
    1/3, 1/6 below it, which round to 0: no casualties (B2, "PUI 0 inflicts nothing")."""
    unit = _unit(loaded_of(tmp_path, "      - {name: U, eff: 3, pui: 0.5}"))
    assert [s.column_split3 for s in unit.track] == [0, None, None, None]
    assert [use.span("split3") for use in unit.columns] == [(3, 3)]


def test_a_monster_splits_a_power_that_never_drops(tmp_path: Path) -> None:
    """Ruling L2: a troll of PUI 30 reads 15 (11–20) against two, 10 (1–10) against three,
    down to its last hit point."""
    unit = _unit(loaded_of(tmp_path, "      - {name: T, kind: monster, eff: 40, pui: 30}"))
    assert {(s.column_split2, s.column_split3) for s in unit.track[:-1]} == {(1, 0)}
    assert [(use.index, use.span("split2"), use.span("split3")) for use in unit.columns] == [
        (2, None, None),
        (1, (1, 40), None),
        (0, None, (1, 40)),
    ]


def test_the_loss_track_boxes_give_the_split_columns_under_the_others(tmp_path: Path) -> None:
    """Columns lettered as everywhere in the kit, from the weakest: A 1–10, B 11–20, C
    21–30, D 31–40, E 41–50 (see the steps above). Under each box, a line per mode:
    melee, then melee split in 2 and in 3 ("mêlée ½", "mêlée ⅓"), each line named."""
    sheet = sheet_of(loaded_of(tmp_path, SPLIT_UNIT))
    assert sheet["track_modes"] == ["melee", "melee ½", "melee ⅓"]
    boxes = [(b["eff"], b["letters"]) for b in sheet["boxes"]]
    # round 18: EFF 10, a multiple of 5, loses in fives (the casualty table): a box per 5;
    # at 5 the total is 22.5 (C, read at 23), split 11.25 (B) and 7.5 (A, read at 8)
    assert boxes == [(10, ["E", "C", "B"]), (5, ["C", "B", "A"]), (0, ["·", "·", "·"])]
    # the sheet's own columns: those it reads at full strength, the melee one first
    own = [(c["letter"], c["band"], c["modes"]) for c in sheet["own"]["columns"]]
    assert own == [
        ("E", "POW\u00a041–50", "melee"),
        ("C", "POW\u00a021–30", "melee ½"),
        ("B", "POW\u00a011–20", "melee ⅓"),
    ]
    assert [c["melee"] for c in sheet["own"]["columns"]] == [True, False, False]


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        (
            "en",
            "at most 3 units, their SIZE together at most 5 × its SIZE = 50 (at full strength).",
        ),
        (
            "fr",
            "au plus 3 unités, d’EFF cumulé au plus 5 × le sien = 50 (effectif complet).",
        ),
    ],
)
def test_the_sheet_states_the_limits_of_a_multiple_engagement(
    tmp_path: Path, lang: str, line: str
) -> None:
    """ "L'EFF cumulé des 2 unités assaillantes ne doit dépasser 5 fois celui de l'unité
    engagée" and "il ne peut y avoir que 3 unités contre 1 au maximum" (III-1): the file
    declares no engagement, so the sheet states them for the GM (B5). How the unit splits
    its PUI against 2 or 3 is said once, in the loss track's legend (it was said twice)."""
    sheet = sheet_of(loaded_of(tmp_path, SPLIT_UNIT, lang=lang))
    assert any("½" in line for line in sheet["track_legend"])
    assert sheet["multiple_line"].replace("\u202f", " ").replace("\u00a0", " ") == line


def test_a_unit_without_melee_power_only_gets_the_limits(tmp_path: Path) -> None:
    unit = "      - {name: A, eff: 10, pui_tir: 1, ranged: longbow}"
    sheet = sheet_of(loaded_of(tmp_path, unit))
    # "= 50" kept whole, and on the line of what it sums (issue 39: "=" ended a line)
    assert sheet["multiple_line"] == (
        "at most 3 units, their SIZE together at most 5 × its SIZE\u00a0=\u00a050 "
        "(at full strength)."
    )
    assert sheet["track_modes"] == ["melee", "shooting"]  # no split lines
    assert not any("½" in line for line in sheet["track_legend"])
    assert _unit(loaded_of(tmp_path, unit)).track[0].column_split2 is None


def test_compute_json_gives_the_split_columns_of_each_step(tmp_path: Path) -> None:
    from kitgen.systems.bloodlust.report import to_json

    loaded = loaded_of(tmp_path, SPLIT_UNIT)
    plan = loaded.plan
    assert isinstance(plan, BattlePlan)
    track = to_json(plan, loaded.text)["armies"][0]["units"][0]["track"]
    assert [(s["column_split2"], s["column_split3"]) for s in track[:3]] == [
        (2, 1),
        (1, 1),
        (1, 1),
    ]
    assert {"column", "column_tir", "morale", "rally_penalty"} <= set(track[0])


@pytest.mark.parametrize(
    ("eff", "lang", "start"),
    [
        (4, "fr", "Cochez une case par soldat perdu :"),
        (4, "en", "Tick a box for every soldier lost:"),
        # round 18: a small unit whose EFF is a multiple of 5 loses in fives
        (10, "fr", "Cochez une case par tranche de 5 pertes :"),
        (100, "fr", "Cochez une case par tranche de 5 pertes :"),
    ],
)
def test_the_loss_track_says_what_a_box_stands_for(
    tmp_path: Path, eff: int, lang: str, start: str
) -> None:
    """A unit of EFF 25 or less ticks a box a soldier: "par tranche de 1 pertes" was wrong."""
    sheet = sheet_of(loaded_of(tmp_path, f"      - {{name: A, eff: {eff}, pui: 1}}", lang=lang))
    assert sheet["track_help"].replace("\u202f", " ").startswith(start)
