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
from kitgen.systems.bloodlust.plan import BattlePlan
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
    assert len(subs) == 2 and all(f" {shown} " in sub for sub in subs), subs
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
        ("en", "Disorganised: INI +2, charge +4. Routed: INI −6, charge −4, no combat roll."),
        (
            "fr",
            "Désorganisée : INI +2, charge +4. En déroute : INI −6, charge −4, "
            "plus de jet de combat.",
        ),
    ],
)
def test_the_sheet_gives_the_initiative_of_a_disorganised_or_routed_unit(
    tmp_path: Path, lang: str, line: str
) -> None:
    """ "Désorganisation : … L'Initiative est baissée de 2 points." "Déroute : … elle n'a
    plus le droit de faire de jet de combat. Son Initiative est réduite de 10 points."
    INI 3, +1 for EFF 10 (II-1): 4, charging 6 on horses; so 2 and 4 disorganised,
    −6 and −4 routed."""
    unit = "      - {name: U, eff: 10, pui: 1, initiative: 3, mount: horse}"
    sheet = sheet_of(loaded_of(tmp_path, unit, lang=lang))
    assert sheet["states_line"].replace("\u202f", " ").replace("\u00a0", " ") == line
