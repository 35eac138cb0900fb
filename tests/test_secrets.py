"""Issue 38, secrets stay secret: no secret changes a byte of the players' copy.

The property (non-interference): for a battle B, let B' be B with every element its
players may not know taken out, or changed (the GM's notes too). The players' copies
of B and B' are the same bytes. Each case here starts from a system's example with its
secrets stripped (the public battle), names the players' army or not, and adds secrets
of every kind the system has: a ``secret: true`` troop, unit, character or hero, a unit
of another army deployed face down, another army's traps, a hidden zone aspect placed
by another army, a commander attached to a secret unit, a hero named in a corps. The
players' copy of the public battle, of it with one set of secrets and of it with
another must be equal.

They are compared as HTML: the PDF is made from the HTML alone (``kitgen.render``'s
``render_pdf`` takes nothing else from the battle), so equal HTML is equal bytes; one
case per system is also built to PDF, through the command line, and compared byte for
byte. The same holds for every example in ``armies/``.
"""

from __future__ import annotations

import copy
import os
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from kitgen.build import compose_copy, print_settings
from kitgen.errors import KitError
from kitgen.pipeline import load_bytes
from kitgen.printing import PLAYERS
from kitgen.secrets import redact
from tests.conftest import ARMIES, ROOT

EXAMPLES = int(os.environ.get("KITGEN_SECRET_EXAMPLES", "6"))
"""Random battles per system (a long run: ``KITGEN_SECRET_EXAMPLES=200``)."""

Doc = dict[str, Any]
NAMES = st.text(alphabet="abcdeéèghilmnorstuxz ", min_size=1, max_size=14).map(str.strip)


def _example(system: str) -> Doc:
    path = next(p for p in ARMIES if f"system: {system}" in p.read_text(encoding="utf-8"))
    loaded: Doc = yaml.safe_load(path.read_text(encoding="utf-8"))
    return loaded


def players_html(doc: Doc) -> str:
    """The players' copy of ``doc``, as ``kitgen build --audience players`` makes it."""
    raw = yaml.safe_dump(doc, allow_unicode=True, sort_keys=False).encode()
    loaded = load_bytes(raw, Path("battle.yaml"))
    composed, _ = compose_copy(loaded, print_settings(loaded, audience=PLAYERS))
    return composed.html


# ---------------------------------------------------------------- public battles


def _without(items: list[Doc], gone: Callable[[Doc], bool]) -> list[Doc]:
    return [item for item in items if not gone(item)]


def _secret(item: Doc) -> bool:
    return bool(item.get("secret"))


def public(system: str) -> Doc:
    """A system's example with every secret taken out by hand, and no players' army."""
    doc = public_of(_example(system))
    doc.pop("players_army", None)
    return doc


def public_of(battle: Doc) -> Doc:
    """``battle`` with every secret its players' copy keeps taken out by hand (the file
    a GM would write without them), the references to them too."""
    doc = copy.deepcopy(battle)
    players = doc.get("players_army")
    system = doc["system"]
    for army in doc["armies"]:
        hides = army["name"] != players
        if system == "witcher":
            army["troops"] = _without(army["troops"], _secret)
        elif system == "promiterra":
            gone = {t["name"] for t in army["troops"] if _secret(t)}
            army["troops"] = _without(army["troops"], _secret)
            if army.get("leader") in gone:
                del army["leader"]
        elif system == "bloodlust":
            army["units"] = [
                u for u in army["units"] if not (_secret(u) or (hides and u.get("face_down")))
            ]
            names = {u["name"] for u in army["units"]}
            for unit in army["units"]:
                unit["characters"] = _without(unit.get("characters", []), _secret)
                if unit.get("supports") not in (None, *names):
                    del unit["supports"]
            army["characters"] = _without(army.get("characters", []), _secret)
            if hides:
                army.pop("traps", None)
        elif system == "fate":
            army["war_chest"] = army.get("war_chest", 0) + 30  # room for secret units
            gone = {u["name"] for u in army["units"] if _secret(u)}
            army["units"] = _without(army["units"], _secret)
            army["commanders"] = [
                c for c in army.get("commanders", []) if c.get("attached") not in gone
            ]
        elif system == "jdrwiki":
            units = {u["name"] for u in army["units"] if _secret(u)}
            heroes = {h["name"] for h in army.get("heroes", []) if _secret(h)}
            army["units"] = _without(army["units"], _secret)
            army["heroes"] = _without(army.get("heroes", []), _secret)
            corps = []
            for body in army.get("corps", []):
                body["units"] = {k: v for k, v in body["units"].items() if k not in units}
                body["heroes"] = [h for h in body.get("heroes", []) if h not in heroes]
                if body["units"]:
                    corps.append(body)
            army["corps"] = corps
    scenario = doc.get("scenario")
    if scenario:  # an event is the GM's unless it says `secret: false`
        scenario["events"] = [e for e in scenario.get("events", []) if e.get("secret") is False]
    for zone in doc.get("zones", []):
        if zone.get("hidden", {}).get("by", players) != players:
            # a Fate zone card lies face down in sight of all: who placed it is known,
            # the aspect (and whether it hinders, how it was paid) is its army's
            zone["hidden"] = {"by": zone["hidden"]["by"]}
    if doc.get("names"):  # the glossary keeps only the names the battle still holds
        held = set(_texts({k: v for k, v in doc.items() if k != "names"}))
        doc["names"] = {k: v for k, v in doc["names"].items() if k in held}
    return doc


def _texts(value: object) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for k, v in value.items():
            yield from _texts(k)
            yield from _texts(v)
    elif isinstance(value, list):
        for v in value:
            yield from _texts(v)


# ---------------------------------------------------------------- secrets, drawn


def _template(system: str, kind: str) -> Doc:
    """A record of ``kind`` from the system's example (its secrets included): copied, it
    is a valid one."""
    example = _example(system)
    for army in example["armies"]:
        if kind == "character":
            for unit in army["units"]:
                for character in unit.get("characters", []):
                    return dict(character)
        elif army.get(kind):
            return dict(army[kind][0])
    raise LookupError(kind)


@st.composite
def secrets_of(draw: st.DrawFn, system: str, base: Doc, players: str | None) -> Doc:
    """``base`` with a few secrets added, each where a file may put it."""
    doc = copy.deepcopy(base)
    if players is not None:
        doc["players_army"] = players
    armies = doc["armies"]
    others = [a for a in armies if a["name"] != players]
    for record in (doc, *armies):  # the GM's notes, which no players' copy prints either
        if draw(st.booleans()):
            record["notes"] = draw(NAMES) or "-"
    for n in range(draw(st.integers(1, 3))):
        name = f"Zq{n} {draw(NAMES)}".strip()
        army = draw(st.sampled_from(armies))
        kind = draw(st.sampled_from(sorted(KINDS[system])))
        KINDS[system][kind](draw, doc, army, others, name)
    return doc


def _insert(draw: st.DrawFn, items: list[Doc], item: Doc) -> None:
    items.insert(draw(st.integers(0, len(items))), item)


def _witcher_troop(draw: st.DrawFn, doc: Doc, army: Doc, others: list[Doc], name: str) -> None:
    troop = {**_template("witcher", "troops"), "name": name, "secret": True}
    troop["count"] = draw(st.integers(1, 400))
    troop.pop("phase", None)
    phase = draw(st.sampled_from([None, 1, 2, 3]))
    if phase is not None:
        troop["phase"] = phase
    _insert(draw, army["troops"], troop)


def _promiterra_troop(draw: st.DrawFn, doc: Doc, army: Doc, others: list[Doc], name: str) -> None:
    troop = {**_template("promiterra", "troops"), "name": name, "secret": True}
    troop["units"] = draw(st.integers(1, 4))
    troop.pop("leader", None)
    _insert(draw, army["troops"], troop)


def _bloodlust_unit(draw: st.DrawFn, doc: Doc, army: Doc, others: list[Doc], name: str) -> None:
    unit = {**_template("bloodlust", "units"), "name": name}
    for key in ("characters", "supports", "support_with", "face_down", "secret"):
        unit.pop(key, None)
    if army in others and draw(st.booleans()):
        unit["face_down"] = True  # another army's: its contents are its own
    else:
        unit["secret"] = True
    unit["eff"] = draw(st.integers(5, 60))
    _insert(draw, army["units"], unit)


def _bloodlust_character(
    draw: st.DrawFn, doc: Doc, army: Doc, others: list[Doc], name: str
) -> None:
    unit = draw(st.sampled_from(army["units"]))
    if len(unit.get("characters", [])) >= 7:
        _bloodlust_unit(draw, doc, army, others, name)  # a secret all the same
        return
    character = {**_template("bloodlust", "character"), "name": name, "secret": True}
    character.pop("player", None)
    _insert(draw, unit.setdefault("characters", []), character)


def _bloodlust_trap(draw: st.DrawFn, doc: Doc, army: Doc, others: list[Doc], name: str) -> None:
    if not others:
        _bloodlust_unit(draw, doc, army, others, name)
        return
    owner = draw(st.sampled_from(others))
    trap = {**_template("bloodlust", "traps"), "name": name}
    _insert(draw, owner.setdefault("traps", []), trap)


def _fate_unit(draw: st.DrawFn, doc: Doc, army: Doc, others: list[Doc], name: str) -> None:
    unit = {**_template("fate", "units"), "name": name, "secret": True}
    _insert(draw, army["units"], unit)
    if draw(st.booleans()):  # a commander leading it, who goes where it goes
        commander = {**_template("fate", "commanders"), "name": f"{name} chef"}
        commander["attached"] = name
        _insert(draw, army.setdefault("commanders", []), commander)


def _fate_hidden(draw: st.DrawFn, doc: Doc, army: Doc, others: list[Doc], name: str) -> None:
    """Another army's face-down zone card: its aspect, whether it hinders, how it was
    paid (the card itself, face down, is in sight of all: no secret)."""
    theirs = {a["name"] for a in others}
    face_down = [z for z in doc["zones"] if z.get("hidden", {}).get("by") in theirs]
    if not face_down:
        _fate_unit(draw, doc, army, others, name)
        return
    zone = draw(st.sampled_from(face_down))
    zone["hidden"] = {
        "aspect": name,
        "by": zone["hidden"]["by"],
        "hinders": draw(st.booleans()),
        "from_chest": draw(st.booleans()),
    }


def _jdrwiki_unit(draw: st.DrawFn, doc: Doc, army: Doc, others: list[Doc], name: str) -> None:
    unit = {**_template("jdrwiki", "units"), "name": name, "secret": True}
    unit["count"] = draw(st.integers(1, 300))
    _insert(draw, army["units"], unit)
    held = {army.get("at"), *(c.get("at") for c in army.get("corps", []))}
    free = [z["name"] for z in doc.get("zones", []) if z["name"] not in held]
    if free and draw(st.booleans()):  # a corps of it alone, elsewhere, which goes with it
        body = {"name": f"{name} corps", "units": {name: unit["count"]}}
        body["at"] = draw(st.sampled_from(free))
        _insert(draw, army.setdefault("corps", []), body)


def _jdrwiki_hero(draw: st.DrawFn, doc: Doc, army: Doc, others: list[Doc], name: str) -> None:
    hero = {**_template("jdrwiki", "heroes"), "name": name, "secret": True}
    hero.pop("player", None)
    _insert(draw, army.setdefault("heroes", []), hero)
    if army.get("corps") and draw(st.booleans()):  # named in a corps, which forgets it
        body = draw(st.sampled_from(army["corps"]))
        body.setdefault("heroes", []).append(name)


def _event(draw: st.DrawFn, doc: Doc, army: Doc, others: list[Doc], name: str) -> None:
    """A scenario event the GM keeps: said so, or by default."""
    event = {"text": name, "when": draw(NAMES)[:40] or "-"}
    if draw(st.booleans()):
        event["secret"] = True
    _insert(draw, doc.setdefault("scenario", {}).setdefault("events", []), event)


Adder = Callable[[st.DrawFn, Doc, Doc, list[Doc], str], None]
KINDS: dict[str, dict[str, Adder]] = {
    "witcher": {"troop": _witcher_troop, "event": _event},
    "bloodlust": {
        "unit": _bloodlust_unit,
        "character": _bloodlust_character,
        "trap": _bloodlust_trap,
        "event": _event,
    },
    "fate": {"unit": _fate_unit, "hidden": _fate_hidden, "event": _event},
    "promiterra": {"troop": _promiterra_troop, "event": _event},
    "jdrwiki": {"unit": _jdrwiki_unit, "hero": _jdrwiki_hero, "event": _event},
}
SYSTEMS = tuple(KINDS)


@st.composite
def battles(draw: st.DrawFn, system: str) -> tuple[Doc, Doc, Doc]:
    """B' (public, with its players' army), and two battles B, B'' with other secrets."""
    base = public(system)
    players = draw(st.sampled_from([None, *(a["name"] for a in base["armies"])]))
    bare = copy.deepcopy(base)
    if players is not None:
        bare["players_army"] = players
    return bare, draw(secrets_of(system, base, players)), draw(secrets_of(system, base, players))


@pytest.mark.parametrize("system", SYSTEMS)
@settings(
    max_examples=EXAMPLES,
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(data=st.data())
def test_no_secret_changes_a_byte_of_the_players_copy(system: str, data: st.DataObject) -> None:
    bare, one, other = data.draw(battles(system))
    expected = players_html(bare)
    assert players_html(one) == expected
    assert players_html(other) == expected


@pytest.mark.parametrize("system", SYSTEMS)
@settings(max_examples=3, deadline=None, derandomize=True)
@given(data=st.data())
def test_the_secrets_drawn_are_secrets(system: str, data: st.DataObject) -> None:
    """The cases above are worth something only if each has secrets kitgen reads as
    such: a secret it failed to see would pass them without proving anything."""
    for drawn in data.draw(battles(system))[1:]:
        raw = yaml.safe_dump(drawn, allow_unicode=True, sort_keys=False).encode()
        assert redact(load_bytes(raw, Path("battle.yaml")).battle).kept, "no secret drawn"


# ---------------------------------------------------------------- the examples


@pytest.mark.parametrize("path", ARMIES, ids=lambda p: p.stem)
def test_every_example_keeps_its_secrets(path: Path) -> None:
    doc: Doc = yaml.safe_load(path.read_text(encoding="utf-8"))
    assert players_html(doc) == players_html(public_of(doc))


def test_the_players_pdf_is_the_same_bytes(tmp_path: Path) -> None:
    """Through the command line, to PDF: the Bloodlust example (units face down and
    secret, a secret character, traps) and the same battle without any of them. (The
    session's layouts are shared: an HTML laid out once is not laid out again, and one
    that differs is laid out on its own, so the bytes still differ where it does.)"""
    from click.testing import CliRunner

    from kitgen.cli import main

    doc = yaml.safe_load((ROOT / "armies" / "gue-de-varenne.yaml").read_text(encoding="utf-8"))
    assert doc.get("players_army")  # the players' side keeps its own face-down unit
    pdfs = []
    for name, battle in (("full", doc), ("bare", public_of(doc))):
        source = tmp_path / f"{name}.yaml"
        source.write_text(yaml.safe_dump(battle, allow_unicode=True), encoding="utf-8")
        out = tmp_path / name
        result = CliRunner().invoke(
            main, ["build", str(source), "--audience", "players", "-o", str(out)]
        )
        assert result.exit_code == 0, result.output
        (pdf,) = out.glob("*.pdf")
        pdfs.append(pdf.read_bytes())
    assert pdfs[0] == pdfs[1]


# ---------------------------------------------------------------- bad input


def test_a_players_army_that_is_no_army_is_refused_at_its_line(tmp_path: Path) -> None:
    doc = {**public("bloodlust"), "players_army": "Baronie de Rocheclaire"}
    raw = yaml.safe_dump(doc, allow_unicode=True, sort_keys=False).encode()
    with pytest.raises(KitError) as refused:
        load_bytes(raw, tmp_path / "battle.yaml")
    (problem,) = refused.value.problems
    assert problem.mark is not None
    assert "«\u202fBaronnie de Rocheclaire\u202f»" in str(problem)  # did you mean…


def test_a_battle_whose_secrets_are_all_an_army_has_no_players_copy(tmp_path: Path) -> None:
    """What is left without the secrets must still be a battle: the players' copy is
    refused, in the file's language, at the line of what made it no battle, and no
    file is written."""
    from click.testing import CliRunner

    from kitgen.cli import main

    doc = public("witcher")
    for troop in doc["armies"][1]["troops"]:
        troop["secret"] = True
    source = tmp_path / "battle.yaml"
    source.write_text(yaml.safe_dump(doc, allow_unicode=True), encoding="utf-8")
    out = tmp_path / "kits"
    result = CliRunner().invoke(
        main, ["build", str(source), "--audience", "players", "-o", str(out)]
    )
    assert result.exit_code == 1
    assert result.output.startswith("erreur\u202f: ") and "livret des joueurs" in result.output
    assert not out.exists()
