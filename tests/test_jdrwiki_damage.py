"""JdRWiki damage, complete (issue 25): each rule of seed 002's damage paragraphs in the
damage tables, the odds and the sheet. Each test names the rulebook section it checks."""

from __future__ import annotations

import itertools
from fractions import Fraction
from pathlib import Path

from kitgen.cards import Kit
from kitgen.i18n import Text
from kitgen.pipeline import load
from kitgen.printing import Settings
from kitgen.systems.jdrwiki import terrain
from kitgen.systems.jdrwiki.army import chances
from kitgen.systems.jdrwiki.army_sheet import _command_facts, _round_facts
from kitgen.systems.jdrwiki.odds_page import odds_pages
from kitgen.systems.jdrwiki.plan import ActionOdds, BattlePlan
from kitgen.systems.jdrwiki.report import to_json
from tests.conftest import system_text, write
from tests.test_jdrwiki_rules import BATTLE, EXAMPLE, plan_of


def _kit(t: Text) -> Kit:
    """A GM's kit to word pages with (its rulings' marks counted)."""
    return Kit(Settings(), t)


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
    page = next(p for p in odds_pages(plan, t, _kit(t)) if p["title"].startswith("Blue"))
    row = page["hits"][0]
    # the page marks the ruling; its code is on the rulings' note, not in the head
    # (a word joiner may bind the mark to what it marks, so that no line starts with it)
    assert page["crit_head"].replace("\u2060", "").startswith('crit.<sup class="ruling-mark">')
    assert "O11" not in page["crit_head"]
    assert row["critical_range"] == f"{power.critical_low:,}–{power.critical_high:,}"
    facts = _round_facts(plan.army("Blue"), t, _kit(t))
    assert any("Critical, damage option: the hit's dice and modifier doubled" in f for f in facts)
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
    facts = _round_facts(blue, t, _kit(t))
    assert "Vitesse\u202f: 2 zones par déplacement (Foot, la troupe la plus lente)." in facts
    assert to_json(plan_of(tmp_path, text), t)["armies"][0]["slowest_unit"] == "Foot"


def _odds(plan: BattlePlan, attacker: str, action: str) -> ActionOdds:
    m = next(m for m in plan.matchups if m.attacker == attacker)
    return next(o for o in m.actions if o.action.key == action)


def test_charge_pincer_pitfall_and_brute_doubled_in_the_odds(tmp_path: Path) -> None:
    """Seed 002, "Actions de manœuvre": a successful Charge gives the massive assault that
    follows +2 to hit and +2 damage, and a total melee right after +2; "Étau": +4 to hit
    and +4 damage on the next assault; "Actions subversives", Chausse-trappe: +2 and +2 on
    a subtle assault that round. "Talents d'une armée", Brute: +2 and +2 on Attaque en
    force, "doublés lorsque l'action fait suite à une charge ou est exécutée en Mêlée
    totale" (ruling O12)."""
    plan = plan_of(tmp_path, BATTLE.replace("talents: [determination]", "talents: [brute]"))
    red = plan.army("Red")
    massive = _odds(plan, "Red", "massive_assault")
    ups = {f.key: f for f in massive.follow_ups}
    assert set(ups) == {"charge", "pincer", "in_melee"}
    best = massive.best
    low = red.critical_low
    assert ups["charge"].bonus == 2 + 2 and ups["charge"].damage == 2 + 2
    assert ups["charge"].success == chances(best.score + 4, best.difficulty, low, False)[0]
    assert (ups["pincer"].bonus, ups["pincer"].damage) == (4, 4)
    assert (ups["in_melee"].bonus, ups["in_melee"].damage) == (2, 2)
    subtle = {f.key: (f.bonus, f.damage) for f in _odds(plan, "Red", "subtle_assault").follow_ups}
    assert subtle == {"pincer": (4, 4), "pitfall": (2, 2)}
    melee = {f.key: (f.bonus, f.damage) for f in _odds(plan, "Red", "total_melee").follow_ups}
    assert melee == {"charge": (2, 0)}
    blue = {f.key: f.bonus for f in _odds(plan, "Blue", "massive_assault").follow_ups}
    assert blue == {"charge": 2, "pincer": 4}  # no Brute: nothing doubles


def test_the_follow_ups_are_on_the_odds_page_and_in_json(tmp_path: Path) -> None:
    """Seed 002, Charge, Étau, Chausse-trappe and Brute (ruling O12): the odds page prints
    each follow-up's chance under our roll and its damage under the hits."""
    plan = plan_of(tmp_path, BATTLE.replace("talents: [determination]", "talents: [brute]"))
    t = system_text("en", "jdrwiki")
    page = next(p for p in odds_pages(plan, t, _kit(t)) if p["title"].startswith("Red"))
    offensive = {r["name"]: r for r in page["groups"][0]["rows"]}
    massive = _odds(plan, "Red", "massive_assault")
    charge, pincer, _ = massive.follow_ups
    # a chance on one d20 is a whole percentage (issue 39)
    assert offensive["Massive assault"]["follow_ups"] == [
        f"charge {round(charge.success * 100)}%",
        f"pincer {round(pincer.success * 100)}%",
    ]
    vdb = plan.army("Red").whole.vdb
    assert f"charge +{4 * vdb}" in page["hits_caption"]
    assert "Brute doubled in a melee (zone: Hill), +2: Combined assault" in page["hits_caption"]
    red = next(a for a in to_json(plan, t)["armies"] if a["name"] == "Red")
    odds = next(o for o in red["against"][0]["actions"] if o["action"] == "massive_assault")
    assert [f["after"] for f in odds["follow_ups"]] == ["charge", "pincer", "in_melee"]
    assert odds["follow_ups"][0]["damage_bonus"] == 4


def _in_melee(plan: BattlePlan, attacker: str, defender: str, action: str) -> Fraction:
    odds = _odds_of(plan, attacker, defender, action)
    return next(f.success for f in odds.follow_ups if f.key == "in_melee")


def test_in_a_total_melee_both_armies_take_the_zones_terrain(tmp_path: Path) -> None:
    """Seed 002, "Situation de Mêlée totale": "en situation de mêlée totale, tous les
    belligérants disposent ou subissent les modifications liées au terrain" (ruling O23:
    the zone gone into, both as its occupants, no height between them). The example's
    Ost du Bey (Brute, Attaque en force 21 on the open plain) against the Hill Guard on
    Slate Hill (stronghold 2, Réflexe 25): in a melee on the hill the stronghold's −2 on
    Attaque en force is the Ost's too: 21 − 2 + 2 (Brute doubled) = 21 against 25, 4+,
    17 in 20 (read from the plain, the figure was 19 in 20)."""
    plan = load(EXAMPLE).plan
    assert isinstance(plan, BattlePlan)
    t = system_text("fr", "jdrwiki")
    ost = next(a for a in to_json(plan, t)["armies"] if a["name"] == "Ost du Bey")
    guard = next(g for g in ost["against"] if g["enemy_bodies"] == ["Garde de la colline"])
    assert (guard["odds_at"], guard["melee_at"]) == ("Plaine du Gué", "Colline d'Ardoise")
    for action in ("combined_assault", "massive_assault"):
        melee = _in_melee(plan, "Ost du Bey", "Garde de la colline", action)
        assert melee == Fraction(17, 20)
        plain = _odds_of(plan, "Ost du Bey", "Garde de la colline", action).best
        assert (plain.score, plain.difficulty, plain.success) == (21, 25, Fraction(17, 20))
    # `melee_zone: own`: the melee on the zone the Ost stands in, both as its occupants
    own = EXAMPLE.read_text(encoding="utf-8").replace(
        "\nzones:", "\nhouse_rules: {melee_zone: own}\nzones:", 1
    )
    assert own != EXAMPLE.read_text(encoding="utf-8")
    plan = plan_of(tmp_path, own)
    m = next(
        m
        for m in plan.matchups
        if m.attacker == "Ost du Bey" and m.defender_bodies[0] == "Garde de la colline"
    )
    inside = terrain.occupant(m.attacker_ground)
    assert inside, m.attacker_ground  # a zone with terrain, or the test shows nothing
    passives = plan.army("Loreval").passives_all
    score = 21 + 2 + terrain.total(inside, "power_attack")
    ost = plan.army("Ost du Bey")
    assert ost.has("determination")  # −1 on the Guard's defences, which lacks it
    expected = max(
        chances(score, passives[d] + terrain.total(inside, d) - 1, ost.critical_low, False)[0]
        for d in ("reflexes", "parry")
    )
    assert _in_melee(plan, "Ost du Bey", "Garde de la colline", "massive_assault") == expected
    assert expected != Fraction(17, 20)


def _odds_of(plan: BattlePlan, attacker: str, defender: str, action: str) -> ActionOdds:
    m = next(m for m in plan.matchups if m.attacker == attacker and defender in m.defender_bodies)
    return next(o for o in m.actions if o.action.key == action)


def test_a_total_melee_round_ends_with_each_sides_normal_damage(tmp_path: Path) -> None:
    """Seed 002, "Situation de Mêlée totale": "les 2 adversaires s'infligent leurs dégâts
    normaux (FOR ou DEX au choix de chaque armée) à la fin de chaque round", and the higher
    Perception gains 1 advantage point, none on a tie (ruling O13)."""
    plan = plan_of(tmp_path, BATTLE.replace("talents: [determination]", "talents: [brute]"))
    t = system_text("en", "jdrwiki")
    page = next(p for p in odds_pages(plan, t, _kit(t)) if p["title"].startswith("Red"))
    m = next(m for m in plan.matchups if m.attacker == "Red")
    plain = {h.key: h for h in m.hits}
    best = max((plain["power"], plain["finesse"]), key=lambda h: h.mean)
    uses = {r["formula"]: r["uses"] for r in page["hits"]}
    # each army deals the better of its two plain hits: the round's end is named in that
    # row only, which says it is the army's choice (round 8)
    rows = {"power": "1d4 + STR (0)", "finesse": "1d4 + DEX (−1)"}
    other = "finesse" if best.key == "power" else "power"
    assert "end of a total melee round" in uses[rows[best.key]]
    assert uses[rows[best.key]].endswith(" (its choice: STR)")
    assert "end of a total melee round" not in uses[rows[other]]
    assert "end of a total melee round" not in uses["1d4 + STR (0) + Brute 2"]
    red, blue = plan.army("Red"), plan.army("Blue")
    ours, theirs = red.skills["perception"].value, blue.skills["perception"].value
    assert ours != theirs
    # the side is named: the page speaks of both armies, never of "we" (issue 39)
    gainer = "Red gains" if ours > theirs else "Blue gains"
    facts = {f["label"]: str(f["value"]) for row in page["facts"] for f in row}
    assert f"Perception {ours} vs {theirs}, same ground:" in facts["Melee round end"]
    assert facts["Melee round end"].endswith(f" {gainer} 1 advantage point")
    melee = to_json(plan, t)["armies"][1]["against"][0]["melee_round"]
    assert melee["kind"] == best.key and melee["mean"] == float(best.mean)


def test_ruthless_mode_and_the_confusion_round_in_the_odds_and_on_the_sheet(
    tmp_path: Path,
) -> None:
    """Seed 002, "Impitoyable": "un malus de -1 sur tous ses scores de défenses", 1
    initiative point more a round, DB +50 %; "Le commandant": a commander who dies as a
    hero leaves the army a round of confusion, "un malus équivalent au niveau de
    classement de héros du commandant dans toutes ses compétences", none with Assurance
    (ruling O14)."""
    text = BATTLE.replace("talents: [determination]", "talents: [ruthless]").replace(
        "      charisma: 13\n", "      charisma: 13\n      hero: {bonuses: {morale: 1}}\n", 1
    )
    plan = plan_of(tmp_path, text)
    blue, red = plan.army("Blue"), plan.army("Red")
    assert blue.confusion == 1 and red.confusion == 0  # Ann, level 6: a minor hero
    t = system_text("en", "jdrwiki")
    pages = odds_pages(plan, t, _kit(t))
    blue_page = next(p for p in pages if p["title"].startswith("Blue"))
    red_page = next(p for p in pages if p["title"].startswith("Red"))
    blue_modes, red_modes = (
        next(f["value"] for row in p["facts"] for f in row if f["label"] == "Modes")
        for p in (blue_page, red_page)
    )
    assert "Red ruthless: its defenses −1" in blue_modes
    # whose confusion round it is, by name on both armies' pages (issue 39: no "our")
    assert "Blue, after its commander's hero death: every skill −1 for a round" in blue_modes
    assert "Blue, after its commander's hero death: every skill −1 for a round" in red_modes
    gain = red.whole.ruthless_db - red.whole.db
    assert f"Ruthless: +{gain} a hit (BD +50%)." in red_page["hits_caption"]
    low, strict = blue.critical_low, False
    massive = _odds(plan, "Blue", "massive_assault")
    odds = next(a for a in to_json(plan, t)["armies"] if a["name"] == "Blue")["against"][0]
    row = next(o for o in odds["actions"] if o["action"] == "massive_assault")
    best = massive.best
    assert row["success_against_ruthless"] == float(
        chances(best.score, best.difficulty - 1, low, strict)[0]
    )
    assert row["success_in_our_confusion"] == float(
        chances(best.score - 1, best.difficulty, low, strict)[0]
    )
    # the sheet's Command line, under its own heading ("If the commander falls"): the
    # round, then the successor (O18)
    facts = [str(f) for f in _command_facts(blue, t, _kit(t))]
    assert facts[0].startswith("A hero death: a round of confusion, skills −1;")
    sure = plan_of(tmp_path, text.replace("[iron_hand, master_strategist]", "[assurance]"))
    assert sure.army("Blue").confusion == 0


def test_the_combined_critical_house_rule_doubles_only_the_dice(tmp_path: Path) -> None:
    """Ruling O11's other reading: "2d4 ... le double en cas de réussite critique" doubles
    the dice alone, `house_rules: {combined_critical: dice}`: 4d4 and the modifier once;
    a plain hit still adds 1d4 + the modifier."""
    text = BATTLE.replace(
        "language: en\n", "language: en\nhouse_rules: {combined_critical: dice}\n"
    )
    plan = plan_of(tmp_path, text)
    m = next(m for m in plan.matchups if m.attacker == "Blue")
    blue = plan.army("Blue")
    hits = {h.key: h for h in m.hits}
    dx, st = blue.modifiers["dexterity"], blue.modifiers["strength"]
    db, vdb = blue.whole.db, blue.whole.vdb
    assert hits["combined_finesse"].critical_mean == _by_hand(db, vdb, 4, dx, m.soak)
    assert hits["power"].critical_mean == _by_hand(db, vdb, 2, 2 * st, m.soak)
    t = system_text("fr", "jdrwiki")
    assert to_json(plan, t)["house_rules"]["combined_critical"] == "dice"
    french = plan_of(tmp_path, text.replace("combined_critical: dice", "critique_combiné: dés"))
    assert french.battle.house_rules.combined_critical == "dice"
