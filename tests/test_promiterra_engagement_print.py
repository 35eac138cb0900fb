"""Promiterra engagements printed (issue 24 item 3, ruling M10): ``compute --json``'s
``engagements``, ``kitgen odds`` and the game master's expected-losses pages, in both
languages, computed once per run and never by ``check``.

A small battle keeps these fast: the example's 50 engagements take seconds.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from kitgen.build import print_settings
from kitgen.cards import Kit
from kitgen.engagement import Engagement, not_followed
from kitgen.engagement_words import engagement_numbers, glance
from kitgen.pipeline import load
from kitgen.systems.promiterra import engagement as engine
from kitgen.systems.promiterra import presenter
from kitgen.systems.promiterra.pairings import pairings
from kitgen.systems.promiterra.report import odds_lines, to_json
from kitgen.work import tally
from tests.conftest import system_text, write

BATTLE = """\
system: promiterra
name: Escarmouche au moulin
language: {lang}
armies:
  - name: Guet de la ville
    leader: Lanciers de Valmont
    troops:
      - {{name: Lanciers de Valmont, type: melee, units: 20, movement: 2, attack: 2,
          defense: 3, loyalty: 7, value: 2}}
      - {{name: Archers, type: ranged, units: 6, movement: 2, range: 3, attack: 2,
          defense: 1, loyalty: 7, value: 2}}
  - name: Brigands
    leader: Coupe-jarrets
    troops:
      - {{name: Coupe-jarrets, type: melee, units: 30, movement: 2, attack: 3, defense: 1,
          loyalty: 5, value: 1}}
"""

RUN = [sys.executable, "-m", "kitgen"]


def _battle(tmp_path: Path, lang: str = "fr") -> Path:
    return write(tmp_path, BATTLE.format(lang=lang))


def test_json_has_one_entry_per_ordered_pair_with_the_armies(tmp_path: Path) -> None:
    """Every troop engaging every enemy troop, both orders: the shared entry
    (``Engagement.as_json``) and the two armies, as Bloodlust's."""
    loaded = load(_battle(tmp_path))
    entries = to_json(loaded.plan, loaded.text)["engagements"]
    assert [(e["sides"], e["armies"]) for e in entries] == [
        (["Lanciers de Valmont", "Coupe-jarrets"], ["Guet de la ville", "Brigands"]),
        (["Archers", "Coupe-jarrets"], ["Guet de la ville", "Brigands"]),
        (["Coupe-jarrets", "Lanciers de Valmont"], ["Brigands", "Guet de la ville"]),
        (["Coupe-jarrets", "Archers"], ["Brigands", "Guet de la ville"]),
    ]
    for entry in entries:
        assert set(entry) >= {"sides", "armies", "win", "turns", "left"}
        win, turns = entry["win"], entry["turns"]
        assert win["first"] + win["second"] + win["neither"] + turns["rest"] == pytest.approx(1)
        assert sum(turns["distribution"]) + turns["rest"] == pytest.approx(1)
        assert 1 <= turns["p50"] <= turns["p90"]
        assert turns["mean"] >= 1
    # the same numbers as the engine's
    first = engine.engagements(loaded.plan)[0][2]
    assert entries[0]["win"]["first"] == first.win[0]
    assert entries[0]["turns"]["p50"] == first.within(0.5)


def test_engagements_are_computed_once_per_plan_and_never_by_check(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The engine is slow on a large battle (issue 24 item 4): ``check`` (the plan alone)
    never runs it; the JSON, the odds and the kit share one run of it per plan."""
    calls: list[int] = []
    real = engine._engage

    def counted(*args: Any, **kwargs: Any) -> Engagement:
        calls.append(1)
        return real(*args, **kwargs)

    monkeypatch.setattr(engine, "_engage", counted)
    engine._followed.cache_clear()  # what another test of this process worked out
    loaded = load(_battle(tmp_path))
    assert calls == []  # computing the plan (check) follows no fight
    to_json(loaded.plan, loaded.text)
    odds_lines(loaded.plan, loaded.text)
    kit = Kit(print_settings(loaded), loaded.text)
    presenter.context(loaded.plan, loaded.text, kit)
    assert len(calls) == 4
    assert pairings(loaded.plan) is pairings(loaded.plan)
    again = load(_battle(tmp_path))  # the same war loaded again: its fights are kept
    to_json(again.plan, again.text)
    assert len(calls) == 4
    # a troop renamed (a GM's edit under ``kitgen watch``): the same fights, named anew
    renamed = write(tmp_path, BATTLE.format(lang="fr").replace("Archers", "Archers du guet"))
    entries = to_json(load(renamed).plan, loaded.text)["engagements"]
    assert len(calls) == 4
    assert entries[1]["sides"] == ["Archers du guet", "Coupe-jarrets"]


def test_glance_names_the_winner_after_a_colon_and_the_median(tmp_path: Path) -> None:
    """The line a GM reads does not hang on a name's grammatical number (« Lanciers de
    Valmont » is plural): the winner after a colon, how often, and by when half of such
    fights are over (the median, ``within(0.5)``, not the most likely length)."""
    e = Engagement("Lanciers de Valmont", "Coupe-jarrets", ((0.1, 0.1, 0.0), (0.5, 0.3, 0.0)))
    assert e.likeliest == 2 and e.within(0.5) == 2
    fr = glance(e, system_text("fr", "promiterra"))
    en = glance(e, system_text("en", "promiterra"))
    assert (
        fr == "Vainqueur\u202f: Lanciers de Valmont, 60 fois sur 100\u202f; "
        "fini en 2 échanges une fois sur deux"
    )
    assert (
        en == "Winner: Lanciers de Valmont, 60 times in 100; over within 2 exchanges half the time"
    )
    # the median, not the mode: most fights end at 3, half are over by 2
    skewed = Engagement("A", "B", ((0.0, 0.3, 0.0), (0.3, 0.0, 0.0), (0.4, 0.0, 0.0)))
    assert skewed.likeliest == 3
    assert "within 2 exchanges" in glance(skewed, system_text("en", "promiterra"))
    # both out at once, and what is left undecided, are said
    both = Engagement("A", "B", ((0.5, 0.0, 0.2),), rest=0.3)
    line = glance(both, system_text("en", "promiterra"))
    assert "both out at once 20 times in 100" in line
    assert "undecided after 1 exchange 30 times in 100" in line
    # a fight not followed at all says why: a troop past the engine's size, or the
    # battle's budget (issue 40)
    too_large = not_followed("A", "B", "too_large")
    assert (
        glance(too_large, system_text("fr", "promiterra"))
        == "non calculé\u202f: trop d\u2019unités à suivre"
    )
    budget = glance(not_followed("A", "B", "budget"), system_text("fr", "promiterra"))
    assert budget.startswith("non calculé\u202f: trop long à calculer avec le reste")
    # an approximate fight's chances are marked (the page explains "≈" once)
    coarse = Engagement("A", "B", ((0.6, 0.4, 0.0),), exact=False)
    cells = engagement_numbers(coarse, system_text("en", "promiterra"))
    assert (cells["first"], cells["second"]) == ("≈ 60.0%", "≈ 40.0%")


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_odds_prints_a_line_per_pairing(tmp_path: Path, lang: str) -> None:
    loaded = load(_battle(tmp_path, lang))
    lines = odds_lines(loaded.plan, loaded.text)
    fights = [line for line in lines if ("Vainqueur" if lang == "fr" else "Winner") in line]
    assert len(fights) == 4
    word = {"fr": "échanges", "en": "exchanges"}[lang]
    left = {"fr": "unités restantes", "en": "units left"}[lang]
    for line in fights:
        assert word in line and left in line
    # under the troop's line, after the matchup's expected losses
    at = next(i for i, line in enumerate(lines) if line.strip().startswith("Archers"))
    assert "Coupe-jarrets" in lines[at + 1] and "Coupe-jarrets" in lines[at + 2]


def test_odds_cli_and_compute_json(tmp_path: Path) -> None:
    path = _battle(tmp_path, "en")
    odds = subprocess.run(
        [*RUN, "odds", str(path)], capture_output=True, text=True, timeout=60, check=True
    )
    assert odds.stdout.count("Winner: ") == 4
    out = subprocess.run(
        [*RUN, "compute", str(path)], capture_output=True, text=True, timeout=60, check=True
    )
    assert len(json.loads(out.stdout)["engagements"]) == 4


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_kit_gives_each_enemy_a_glance_line_and_its_numbers(tmp_path: Path, lang: str) -> None:
    """The game master's expected-losses pages: per troop, a row per enemy troop with the
    each side's chance, mean / half / nine in ten exchanges, units
    left; the players' copy has none of it."""
    loaded = load(_battle(tmp_path, lang))
    kit = Kit(print_settings(loaded), loaded.text)
    values = presenter.context(loaded.plan, loaded.text, kit)
    lancers = next(s for s in values["expected"] if s["name"] == "Lanciers de Valmont")
    fights = lancers["fights"]
    assert [f["name"] for f in fights] == ["Coupe-jarrets"]
    (fight,) = fights
    e = next(p.engagement for p in pairings(loaded.plan) if p.attacker == "Lanciers de Valmont")
    t = loaded.text
    assert fight["fear"] == ""  # the Coupe-jarrets are no source of fear
    assert fight["mine"] == t.percent(e.win[0]) and fight["theirs"] == t.percent(e.win[1])
    assert fight["p50"] == str(e.within(0.5)) and fight["p90"] == str(e.within(0.9))
    assert fight["mean"] == t.decimal(e.mean or 0.0)
    # units left in whole units (units are whole); a mean that is not nothing but rounds
    # to it, "< 1"
    assert (fight["left_mine"], fight["left_theirs"]) == ("< 1", "18")
    assert e.left[0] == pytest.approx(0.4, abs=0.05) and e.left[1] == pytest.approx(17.6, abs=0.05)
    players = print_settings(loaded, audience="players")
    assert presenter.context(loaded.plan, t, Kit(players, t))["expected"] == []


def test_a_war_past_its_budget_says_which_engagements_it_did_not_follow(
    tmp_path: Path,
) -> None:
    """A war may hold 2,000 matchups of large troops (hours of work): its engagements share
    a budget of slots worked, so the same file always follows the same ones; the fight
    that would pass it, and those after it, are all ``rest`` and said not followed, for
    that reason (issue 40), never dropped nor kept part of the way."""
    plan = load(_battle(tmp_path, "en")).plan
    full = engine.engagements(plan)
    first = engine.order(tuple((mine, theirs) for mine, theirs, _ in full))[0]
    mine, theirs, _ = full[first]
    with tally() as steps:  # what the fight followed first works, alone
        engine.engage(engine.fighter(mine, theirs, plan), engine.fighter(theirs, mine, plan))
    part = engine.engagements(plan, budget=steps["promiterra.slots"])
    assert part[first][2] == full[first][2]
    others = [e for n, (_, _, e) in enumerate(part) if n != first]
    assert all(not e.ends and e.rest == 1.0 and e.cut_short == "budget" for e in others)
    assert glance(others[0], system_text("en", "promiterra")).startswith(
        "not computed: too long to work out with the rest of this battle"
    )


def test_an_approximate_fight_is_marked_and_explained_once(tmp_path: Path) -> None:
    """Issue 40: a troop of more than 200 units is followed on 200 of its sizes; its
    chances read "≈", and `kitgen odds` says once what that means, with its ruling."""
    from tests.test_promiterra_engagement import _large_war

    battle = tmp_path / "guerre.yaml"
    battle.write_text(_large_war((250, 3)).replace("language: fr", "language: en"), "utf-8")
    loaded = load(battle)
    lines = odds_lines(loaded.plan, loaded.text)
    assert any("Nord 1 ≈ " in line for line in lines)
    notes = [line for line in lines if line.strip().startswith("≈:")]
    assert notes == [
        "  ≈: a chance right to about half a point (a troop of more than 200 units is "
        "followed on 200 of its sizes) (ruling M10)."
    ]
