"""JdRWiki damage, complete (issue 25): each rule of seed 002's damage paragraphs in the
damage tables, the odds and the sheet. Each test names the rulebook section it checks."""

from __future__ import annotations

import itertools
from fractions import Fraction
from pathlib import Path

from kitgen.pipeline import load
from kitgen.systems.jdrwiki.army_sheet import _round_facts
from kitgen.systems.jdrwiki.odds_page import odds_pages
from kitgen.systems.jdrwiki.report import to_json
from tests.conftest import system_text, write
from tests.test_jdrwiki_rules import BATTLE, plan_of


def _by_hand(db: int, vdb: int, dice: int, mod: int, soak: int, bonus: int = 0) -> Fraction:
    """The mean of max(1, DB + (dice + mod + bonus - soak) x VDB) over every face."""
    rolls = list(itertools.product(range(1, 5), repeat=dice))
    total = sum(max(1, db + (sum(r) + mod + bonus - soak) * vdb) for r in rolls)
    return Fraction(total, len(rolls))


def test_a_critical_adds_one_d4_plus_the_modifier_and_doubles_a_combined_assault(
    tmp_path: Path,
) -> None:
    """Seed 002, "Infliger des dégâts": on a critical the army may "ajouter 1d4 x VDB +
    bonus carac. x VDB dégâts"; "Assaut combiné": 2d4, "le double en cas de réussite
    critique" (ruling O11: 4d4 and the modifier twice)."""
    plan = plan_of(tmp_path)
    m = next(m for m in plan.matchups if m.attacker == "Blue")
    blue = plan.army("Blue")
    db, vdb, soak = blue.whole.db, blue.whole.vdb, m.soak
    hits = {h.key: h for h in m.hits}
    st, dx = blue.modifiers["strength"], blue.modifiers["dexterity"]
    power, combined = hits["power"], hits["combined_finesse"]
    assert power.critical_mean == _by_hand(db, vdb, 2, 2 * st, soak)
    assert power.critical_low == max(1, db + (2 + 2 * st - soak) * vdb)
    assert power.critical_high == db + (8 + 2 * st - soak) * vdb
    assert combined.critical_mean == _by_hand(db, vdb, 4, 2 * dx, soak)
    assert combined.critical_high == db + (16 + 2 * dx - soak) * vdb
    assert sum(p for _, p in power.critical) == 1


def test_the_critical_damage_is_on_the_odds_page_the_sheet_and_in_json(tmp_path: Path) -> None:
    """Seed 002, "Infliger des dégâts" (ruling O11): the kit prints the critical's range."""
    plan = plan_of(tmp_path)
    m = next(m for m in plan.matchups if m.attacker == "Blue")
    power = next(h for h in m.hits if h.key == "power")
    t = system_text("en", "jdrwiki")
    page = next(p for p in odds_pages(plan, t) if p["title"].startswith("Blue"))
    row = page["hits"][0]
    assert "the dice and the modifier twice (ruling O11)" in page["hits_caption"]
    assert row["critical_range"] == f"{power.critical_low:,}–{power.critical_high:,}"
    facts = _round_facts(plan.army("Blue"), t, gm=True)
    assert any("doubles the hit's dice and modifier" in f for f in facts)
    hits = to_json(plan, t)["armies"][0]["against"][0]["hits"]
    assert hits[0]["critical_max"] == power.critical_high


def test_the_army_moves_at_its_slowest_units_speed_unless_the_file_says(tmp_path: Path) -> None:
    """Seed 002, "Vitesse de déplacement": "la vitesse de déplacement absolue d'une armée
    est établie par la vitesse de déplacement de l'unité la plus lente de l'armée"; a file's
    own `speed:` overrides it, with a warning when it outruns the slowest unit."""
    text = BATTLE.replace(
        "{name: Foot, value: 1, count: 1500}", "{name: Foot, value: 1, count: 1500, speed: 2}"
    ).replace(
        "{name: Horse, value: 5, count: 200}", "{name: Horse, value: 5, count: 200, speed: 4}"
    )
    blue = plan_of(tmp_path, text).army("Blue")
    assert blue.speed == 2 and blue.slowest_unit == ("Foot", 2)
    assert plan_of(tmp_path).army("Blue").speed == 1  # no speed anywhere: 1, as before
    faster = text.replace("    at: Hill\n", "    at: Hill\n    speed: 3\n", 1)
    loaded = load(write(tmp_path, faster))
    assert loaded.plan.army("Blue").speed == 3
    (finding,) = [w for w in loaded.plan.findings if w.code == "speed_above_slowest"]
    (shown,) = [str(w) for w in loaded.warnings if "slowest unit" in str(w)]
    assert "battle.yaml:7:12: army 'Blue' moves 3 units a move" in shown
    assert finding.path == ("armies", 0, "speed")
    for lang in ("en", "fr"):
        assert system_text(lang, "jdrwiki")(f"msg.{finding.code}", **dict(finding.params))
    t = system_text("fr", "jdrwiki")
    facts = _round_facts(blue, t, gm=True)
    assert "Vitesse\u202f: 2 unités par déplacement (Foot, l’unité la plus lente)." in facts
    assert to_json(plan_of(tmp_path, text), t)["armies"][0]["slowest_unit"] == "Foot"
