"""Support a battle file declares (issue 24, item 1; ruling L12): a unit behind a friendly
unit lends it ATT in all its fights.

Seed 001 (*Risques & Périls — combat de masse*), III-1 (support in melee: total PUI / 50,
rounded up; never more than 3 against 1) and III-4 (support by shooting: PUI TIR / 50 + 1;
a single shooting unit; war machines: their table's value).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from kitgen.cli import main
from kitgen.pipeline import Loaded, for_players, load
from kitgen.systems.bloodlust.cards import unit_sheet
from kitgen.systems.bloodlust.pairings import pairings
from kitgen.systems.bloodlust.plan import BattlePlan, Matchup, UnitPlan
from tests.conftest import load_errors, write

BATTLE = """\
system: bloodlust
name: Support
language: {lang}
armies:
  - name: Blue
    units:
      - {{name: Knights, eff: 40, pui: 3}}
{blue}
  - name: Red
    units:
      - {{name: Levy, eff: 100, pui: 1}}
{red}
"""
ARCHERS = (
    "      - {name: Archers, eff: 60, pui: 1, pui_tir: 2, ranged: longbow, supports: Knights}"
)
"""60 x 2 = 120 PUI TIR: 120 / 50 = 2.4, rounded down, + 1 = +3 ATT (III-4)."""


def battle(tmp_path: Path, blue: str = "", red: str = "", lang: str = "en") -> Loaded:
    return load(write(tmp_path, BATTLE.format(blue=blue, red=red, lang=lang)))


def plan_of(loaded: Loaded) -> BattlePlan:
    assert isinstance(loaded.plan, BattlePlan)
    return loaded.plan


def unit(loaded: Loaded, name: str) -> UnitPlan:
    return next(u for a in plan_of(loaded).armies for u in a.units if u.unit.name == name)


def matchup(loaded: Loaded, attacker: str, defender: str, mode: str) -> Matchup:
    return next(
        m
        for m in plan_of(loaded).matchups
        if (m.attacker, m.defender, m.mode) == (attacker, defender, mode)
    )


def test_a_shooting_unit_behind_lends_pui_tir_over_50_plus_1_in_melee_only(
    tmp_path: Path,
) -> None:
    alone = battle(tmp_path)
    supported = battle(tmp_path, ARCHERS)
    # Knights ATT 0 against Levy DEF 0: row modifier 0 alone, +3 supported (III-4)
    assert matchup(alone, "Knights", "Levy", "melee").modifier == 0
    melee = matchup(supported, "Knights", "Levy", "melee")
    assert melee.modifier == 3
    assert [(a.key, a.value) for a in melee.applied] == [("support_shooting", 3)]
    # the archers' own shots get nothing from it, nor does anyone else
    assert (
        matchup(supported, "Archers", "Levy", "tir").modifier
        == matchup(
            battle(tmp_path, ARCHERS.replace(", supports: Knights", "")), "Archers", "Levy", "tir"
        ).modifier
    )
    assert matchup(supported, "Levy", "Knights", "melee").modifier == 0


def test_a_unit_that_cannot_shoot_lends_its_total_pui_over_50_rounded_up(
    tmp_path: Path,
) -> None:
    # 51 soldiers of PUI 1: 51 / 50 rounded up = +2 (III-1)
    loaded = battle(tmp_path, "      - {name: Reserve, eff: 51, pui: 1, supports: Knights}")
    assert matchup(loaded, "Knights", "Levy", "melee").modifier == 2
    assert [(s.name, s.kind, s.attack) for s in unit(loaded, "Knights").supported_by] == [
        ("Reserve", "melee", 2)
    ]


def test_support_with_melee_makes_archers_support_in_melee(tmp_path: Path) -> None:
    # 60 soldiers of PUI 1 in melee: 60 / 50 rounded up = +2, not the +3 of their bows
    loaded = battle(tmp_path, ARCHERS.replace("}", ", support_with: melee}"))
    assert matchup(loaded, "Knights", "Levy", "melee").modifier == 2


def test_a_war_machine_lends_its_table_value(tmp_path: Path) -> None:
    # the seed's war machine table (II-4): catapult, +3 in support
    loaded = battle(
        tmp_path,
        "      - {name: Catapults, kind: war_machine, machine: catapult, eff: 15, "
        "supports: Knights}",
    )
    assert matchup(loaded, "Knights", "Levy", "melee").modifier == 3


def test_support_counts_in_the_charge_too(tmp_path: Path) -> None:
    riders = "      - {name: Riders, eff: 20, pui: 2, mount: horse, mount_in_pui: true}"
    loaded = battle(tmp_path, riders + "\n" + ARCHERS.replace("Knights", "Riders"))
    charge = matchup(loaded, "Riders", "Levy", "charge")
    assert ("support_shooting", 3) in [(a.key, a.value) for a in charge.applied]


def test_one_shooting_support_and_one_melee_support_at_most(tmp_path: Path) -> None:
    more = "\n".join(
        [
            ARCHERS,
            ARCHERS.replace("Archers", "Slingers"),  # a second shooting unit: not counted
            "      - {name: Reserve, eff: 51, pui: 1, supports: Knights}",
            "      - {name: Guards, eff: 10, pui: 1, supports: Knights}",  # a second melee one
        ]
    )
    loaded = battle(tmp_path, more)
    knights = unit(loaded, "Knights")
    assert [s.name for s in knights.supported_by] == ["Archers", "Reserve"]
    assert matchup(loaded, "Knights", "Levy", "melee").modifier == 3 + 2
    codes = [(f.code, f.path[-2:]) for f in plan_of(loaded).warnings]
    assert ("support_not_counted", (2, "supports")) in codes
    assert ("support_not_counted", (4, "supports")) in codes
    assert unit(loaded, "Slingers").supporting is None
    assert unit(loaded, "Archers").supporting is not None


def test_a_unit_with_nothing_to_lend_warns(tmp_path: Path) -> None:
    loaded = battle(
        tmp_path,
        "      - {name: Scouts, eff: 5, pui: 1, support_with: shooting, supports: Knights}",
    )
    assert [f.code for f in plan_of(loaded).warnings] == ["support_lends_nothing"]
    assert unit(loaded, "Knights").supported_by == ()


def test_naming_an_unknown_unit_or_itself_is_an_error_at_its_line(tmp_path: Path) -> None:
    errors = load_errors(
        tmp_path,
        BATTLE.format(
            blue="      - {name: Archers, eff: 60, pui_tir: 2, supports: Knihgts}",
            red="      - {name: Spies, eff: 5, pui: 1, supports: Knights}",
            lang="en",
        ),
    )
    assert errors == [
        "8: army 'Blue' has no unit 'Knihgts' to support (did you mean 'Knights'?); a unit "
        "supports one of its own army's units, named as in its `name:`",
        "12: 'Knights' is a unit of army 'Blue': a unit supports only its own army's units "
        "(those of 'Red')",
    ]
    assert load_errors(
        tmp_path,
        BATTLE.format(blue="", red="", lang="en").replace("pui: 3}", "pui: 3, supports: Knights}"),
    ) == ["7: 'Knights' cannot support itself: name the friendly unit it stands behind"]


def test_the_french_keys_and_words(tmp_path: Path) -> None:
    loaded = battle(
        tmp_path,
        "      - {nom: Archers, effectif: 60, pui: 1, pui_tir: 2, soutient: Knights, "
        "soutien_par: mêlée}",
        lang="fr",
    )
    assert matchup(loaded, "Knights", "Levy", "melee").modifier == 2
    sheet = unit_sheet(unit(loaded, "Knights"), plan_of(loaded).armies[0], 1, loaded.text)
    assert "Soutenue par Archers (mêlée)\u202f: +2 ATT en mêlée" in sheet["situational"]


def test_support_never_lowers_the_odds_of_the_supported_unit(tmp_path: Path) -> None:
    def odds(blue: str) -> tuple[float, float]:
        fights = pairings(plan_of(battle(tmp_path, blue)))
        found = next(p for p in fights if (p.attacker, p.defender) == ("Knights", "Levy"))
        return found.engagement.win

    alone, supported = odds(""), odds(ARCHERS)
    assert supported[0] > alone[0]
    assert supported[1] < alone[1]


def test_both_sheets_say_it_and_the_players_copy_names_no_hidden_unit(tmp_path: Path) -> None:
    loaded = battle(tmp_path, ARCHERS.replace("}", ", face_down: true}"))
    plan = plan_of(loaded)
    blue = plan.armies[0]
    knights, archers = unit(loaded, "Knights"), unit(loaded, "Archers")
    gm = unit_sheet(knights, blue, 1, loaded.text)
    assert "Supported by Archers (shooting): +3 ATT in melee" in gm["situational"]
    assert "supports Knights (shooting)" in unit_sheet(archers, blue, 2, loaded.text)["support"]
    # the players' copy is computed from the battle without its secrets (kitgen.secrets):
    # the face-down archers are not in it, nor is their support, unless the players
    # command them
    hidden = BATTLE.format(blue=ARCHERS.replace("}", ", face_down: true}"), red="", lang="en")
    for players_army, named in (("", False), ("players_army: Blue\n", True)):
        players, _ = for_players(load(write(tmp_path, hidden + players_army)))
        sheet = unit_sheet(
            unit(players, "Knights"), plan_of(players).armies[0], 1, players.text, gm=False
        )
        assert any("Archers" in line for line in sheet["situational"]) is named
        assert ("+3 ATT" in " ".join(sheet["situational"])) is named


def test_compute_json_gives_both_ends_of_a_support(tmp_path: Path, runner: object) -> None:
    from click.testing import CliRunner

    assert isinstance(runner, CliRunner)
    path = write(tmp_path, BATTLE.format(blue=ARCHERS, red="", lang="en"))
    result = runner.invoke(main, ["compute", "--json", str(path)])
    assert result.exit_code == 0, result.output
    units = {u["name"]: u for a in json.loads(result.output)["armies"] for u in a["units"]}
    assert units["Archers"]["supports"] == {"unit": "Knights", "with": "shooting", "attack": 3}
    assert units["Knights"]["supported_by"] == [
        {"unit": "Archers", "with": "shooting", "attack": 3}
    ]
    assert units["Levy"]["supports"] is None
    assert units["Levy"]["supported_by"] == []


@pytest.mark.parametrize("key", ["supports", "soutient", "support"])
def test_every_spelling_of_the_key_is_read(tmp_path: Path, key: str) -> None:
    loaded = battle(tmp_path, ARCHERS.replace("supports:", f"{key}:"))
    assert unit(loaded, "Knights").supported_by


def test_supports_that_go_round_in_a_loop_are_an_error_at_the_first_units_line(
    tmp_path: Path,
) -> None:
    """Issue 41, item 10: a unit stands behind the one it supports (III-4), so two units
    cannot each support the other, nor three in a ring; each gained +3 ATT before. One
    error per loop, at the `supports:` of its first unit, naming the loop."""
    two = BATTLE.format(blue=ARCHERS, red="", lang="en").replace(
        "pui: 3}", "pui: 3, pui_tir: 2, supports: Archers}"
    )
    assert load_errors(tmp_path, two) == [
        "7: supports go round in a loop (Knights → Archers → Knights): a unit stands behind "
        "the one it supports, so two units cannot each support the other; remove one "
        "`supports:` of the loop"
    ]
    ring = BATTLE.format(
        blue=(
            "      - {name: Archers, eff: 60, pui: 1, pui_tir: 2, supports: Slingers}\n"
            "      - {name: Slingers, eff: 60, pui: 1, pui_tir: 2, supports: Knights}"
        ),
        red="",
        lang="fr",
    ).replace("pui: 3}", "pui: 3, supports: Archers}")
    assert load_errors(tmp_path, ring) == [
        "7: les soutiens tournent en boucle (Knights → Archers → Slingers → Knights)\u202f: "
        "une unité se place derrière celle qu\u2019elle soutient, deux unités ne peuvent donc "
        "pas se soutenir l\u2019une l\u2019autre\u202f; retirez un des `supports:` de la "
        "boucle"
    ]
    # a chain that ends is no loop: Slingers behind Archers behind Knights
    chain = BATTLE.format(
        blue=ARCHERS
        + "\n      - {name: Slingers, eff: 60, pui: 1, pui_tir: 2, supports: Archers}",
        red="",
        lang="en",
    )
    loaded = load(write(tmp_path, chain))
    units = {u.unit.name: u for u in loaded.plan.armies[0].units}
    assert [s.name for s in units["Knights"].supported_by] == ["Archers"]
    assert [s.name for s in units["Archers"].supported_by] == ["Slingers"]
