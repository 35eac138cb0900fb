"""Fate kits for print (issue 21, item 3): unit cards whose two skill columns stand apart
and that leave room to write, the battlefield as card-sized zone frames, zone and
commander cards sized to their text, the rolls this battle will make, the order of play
first, and no article that a name would need.

The presenter's values are checked without rendering; the example siege is rendered once
per module for what only the PDF can tell (what is printed, and where).
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from kitgen.build import build_kit, print_settings
from kitgen.cards import Kit
from kitgen.pipeline import Loaded, load
from kitgen.render import compose, lay_out
from kitgen.systems.fate import faces
from kitgen.systems.fate.attacks import opposed
from kitgen.systems.fate.battlefield import CARD_SPOT, battlefield
from kitgen.systems.fate.presenter import context
from tests.conftest import ROOT, ExampleKits, layout_boxes, pdf_text, write

FATE = ROOT / "armies" / "siege-de-corbelin.yaml"
PX_TO_MM = 25.4 / 96


@pytest.fixture(scope="module")
def siege() -> Loaded:
    return load(FATE)


@pytest.fixture(scope="module")
def values(siege: Loaded) -> dict[str, Any]:
    """The GM kit's values (French, A4), as the template gets them."""
    return context(siege.plan, siege.text, Kit(print_settings(siege), siege.text))


@pytest.fixture(scope="module")
def pages(example_kits: ExampleKits) -> list[str]:
    """The text of each page of the GM kit, as printed (the session's build)."""
    return pdf_text(example_kits.own(FATE).read_bytes())


def _cards(deck: dict[str, Any]) -> list[dict[str, Any]]:
    return [slot["card"] for sheet in deck["sheets"] for slot in sheet["fronts"]]


def _card(deck: dict[str, Any], name: str) -> dict[str, Any]:
    return next(c for c in _cards(deck) if c["name"] == name)


# ---------------------------------------------------------------- unit cards


def test_a_led_units_skills_stand_in_two_columns(values: dict[str, Any]) -> None:
    """Dame Aveline (Will +3) leads the Gardes du donjon: each skill has its own value
    and the led one in cells of their own; the raised ones are marked (F2)."""
    guards = _card(values["unit_deck"], "Gardes du donjon")
    assert guards["heads"] == ["avec Dame Aveline", "seule", "menée"]
    rows = {s["name"]: (s["alone"], s["value"], s["raised"]) for s in guards["skills"]}
    assert rows["Combat"] == ("+3", "+3", False)
    assert rows["Athlétisme"] == ("+2", "+3", True)
    assert rows["Tir"] == ("+1", "+2", True)
    crossbows = _card(values["unit_deck"], "Arbalétriers des remparts")
    assert crossbows["heads"] == []
    assert [(s["name"], s["word"], s["value"]) for s in crossbows["skills"]] == [
        ("Tir", "Passable", "+2"),
        ("Observation", "Moyen", "+1"),
        ("Volonté", "Moyen", "+1"),
    ]


def test_no_two_ratings_run_together_on_the_cards(pages: list[str]) -> None:
    """The issue's finding: “Moyen (+1)Passable (+2)”. Each rating is printed apart."""
    cards = next(p for p in pages if "GARDES DU DONJON" in p)
    assert not re.search(r"\)\s*(?:Médiocre|Moyen|Passable|Bon|Excellent)", cards)
    assert not re.search(r"[+\u2212]\d[+\u2212]\d", cards)


def test_unit_cards_have_consequence_boxes_and_ruled_room(siege: Loaded) -> None:
    """Every Fair or Good unit's consequence boxes are at least 10 mm high, and every
    unit card keeps ruled room for its situation aspects (at least one 7 mm line)."""
    composed = compose("fate", siege.plan, siege.text, print_settings(siege))
    document = lay_out(composed.html)
    boxes = [b for page in document.pages for b in layout_boxes(page._page_box)]
    consequences = [
        b for b in boxes if _is(b, "div") and "fa-box" in _classes(b) and "(" in _text(b)
    ]
    wanted = sum(len(u.quality.consequences) for a in siege.plan.armies for u in a.units)
    assert len(consequences) == wanted == 7
    assert min(b.border_height() * PX_TO_MM for b in consequences) >= 10
    rooms = [b for b in boxes if _is(b, "div") and "fa-write" in _classes(b)]
    units = [b for b in rooms if "Aspects de situation" in _text(b)]
    assert len(units) == 9
    assert min(b.border_height() * PX_TO_MM for b in units) >= 9


def test_a_sparse_card_is_set_larger_than_a_full_one(values: dict[str, Any]) -> None:
    """The line budget: an Average unit's few lines take the largest step, a Good unit
    led by its commander the smallest; no card prints under the kit's small size."""
    steps = {c["name"]: c["step"] for c in _cards(values["unit_deck"])}
    assert steps["Milice du bourg"] == "xl"
    assert steps["Gardes du donjon"] == "s"
    assert faces.STEPS[-1].pt >= 8.0


def test_the_type_step_follows_the_card_size() -> None:
    """The same text takes a larger step on a larger card (tarot, A6) than on a poker
    card, and a text too long for any step gets the smallest (the layout check reports
    it)."""
    parts: list[faces.Part] = ["x" * 200, faces.Row("y" * 40)] * 2
    poker, tarot = faces.room("poker", "a4"), faces.room("tarot", "a4")
    assert poker == faces.Room(53.0, 83.0)
    order = [s.name for s in faces.STEPS]
    assert order.index(faces.type_step("T", parts, 10, tarot)) < order.index(
        faces.type_step("T", parts, 10, poker)
    )
    assert faces.fits("T", ["z" * 4000], 10, poker) is None
    assert faces.type_step("T", ["z" * 4000], 10, poker) == "s"


# ---------------------------------------------------------------- the battlefield


def test_every_zone_frame_holds_a_poker_card(siege: Loaded) -> None:
    """Issue 21: the map's boxes were 30 x 13 mm. Each zone now has a frame whose spot
    holds a poker card lying down (88 x 63 mm), linked zones side by side."""
    (page,) = battlefield(siege.plan, siege.text)
    assert len(page["zones"]) == 5
    for zone in page["zones"]:
        assert float(zone["spot"]["w"]) >= 88 and float(zone["spot"]["h"]) >= 63
        assert float(zone["w"]) >= CARD_SPOT[0] and float(zone["h"]) >= CARD_SPOT[1]
    # five links, each between zones that sit next to each other: all drawn
    assert len(page["lines"]) == 5


def test_a_large_battlefield_takes_more_pages(tmp_path: Path) -> None:
    """Seven zones or more: six frames to a page, the rest on the next."""
    text = FATE.read_text(encoding="utf-8")
    extra = "".join(f"  - {{name: Zone {k}, links: [Glacis]}}\n" for k in range(1, 4))
    loaded = load(write(tmp_path, text.rstrip("\n") + "\n" + extra))
    assert [len(p["zones"]) for p in battlefield(loaded.plan, loaded.text)] == [6, 2]


# ---------------------------------------------------------------- zone and commander cards


def test_zone_cards_show_difficulties_and_room_for_new_aspects(values: dict[str, Any]) -> None:
    """A face-up zone shows its two difficulties in boxes (F4, N5) and room for the
    aspects written in play; a hidden one shows only its name and links (F3) and gets
    both on its back, with who placed it."""
    keep = _card(values["zone_deck"], "Donjon")
    assert [(d["label"], d["value"], d["word"]) for d in keep["front"]["difficulties"]] == [
        ("Entrer", "+2", "Passable"),
        ("Repérage", "+6", "Fantastique"),
    ]
    assert keep["front"]["write"]
    glacis = _card(values["zone_deck"], "Glacis")
    assert not glacis["front"]["write"] and not glacis["front"]["difficulties"]
    back = glacis["back"]
    assert [d["value"] for d in back["difficulties"]] == ["+2", "+4"]
    assert back["by"] == "Posé par\u202f: Ligue du Val"
    court = _card(values["zone_deck"], "Cour intérieure")
    assert [d["value"] for d in court["back"]["difficulties"]] == ["libre", "+4"]


def test_commander_cards_say_what_their_action_can_do(values: dict[str, Any]) -> None:
    aveline = _card(values["commander_deck"], "Dame Aveline")
    assert aveline["leads"] == "Mène l’unité Gardes du donjon"
    assert len(aveline["rules"]) == 4 and aveline["write"]
    assert "+3" in aveline["bonus"]
    malo = _card(values["commander_deck"], "Sergent Malo")
    assert malo["leads"] == "Indépendant" and len(malo["rules"]) == 2


# ---------------------------------------------------------------- the rolls of this battle


def test_the_rolls_of_the_battle_are_grouped_by_attack(values: dict[str, Any]) -> None:
    """Ruling N8: a table per attacking army, a group per attack, a row per defence."""
    sides = values["rolls"]["sides"]
    assert [s["title"] for s in sides] == [
        "Garnison de Corbelin → Ligue du Val",
        "Ligue du Val → Garnison de Corbelin",
    ]
    first = sides[0]["groups"][0]
    assert (first["attackers"], first["attack"], first["span"]) == (
        "Gardes du donjon",
        "Combat +3",
        4,
    )
    row = first["rows"][0]
    assert row["defenders"] == "Chevaliers du Val (Combat)" and row["label"] == "0"
    assert row["cells"] == ["41,6\u202f%", "16,9\u202f%", "27,4\u202f%", "14,1\u202f%"]
    widths = [float(g["width"].rstrip("%")) for g in row["segments"]]
    assert sum(widths) == pytest.approx(100, abs=0.2)
    # the bar is one box: its colour stops at the running totals, light to dark
    assert row["bar"].startswith("linear-gradient(to right, var(--level-1) 0.00%, ")
    assert "var(--level-2) 41.56%" in row["bar"] and row["bar"].endswith("100.00%)")
    assert "Athlétisme contre le Tir" in values["rolls"]["help"].replace("4dF + ", "")


def test_the_house_rule_changes_the_defence_against_shoot(tmp_path: Path) -> None:
    text = FATE.read_text(encoding="utf-8").replace(
        "players: 4", "players: 4\nhouse_rules: {shoot_defence: will}"
    )
    assert "shoot_defence" in text
    loaded = load(write(tmp_path, text))
    rolls = context(loaded.plan, loaded.text, Kit(print_settings(loaded), loaded.text))["rolls"]
    assert "4dF + Volonté contre le Tir" in rolls["help"]
    shots = [g for s in rolls["sides"] for g in s["groups"] if g["attack"].startswith("Tir")]
    assert shots and all("(" not in r["defenders"] for g in shots for r in g["rows"])


def test_the_edge_table_gives_the_four_outcomes(values: dict[str, Any]) -> None:
    assert [r["label"] for r in values["edges"]] == [
        "\u22124",
        "\u22123",
        "\u22122",
        "\u22121",
        "0",
        "+1",
        "+2",
        "+3",
        "+4",
        "+5",
    ]
    even = values["edges"][4]
    assert even["cells"] == ["41,6\u202f%", "16,9\u202f%", "27,4\u202f%", "14,1\u202f%"]
    assert [float(g["width"].rstrip("%")) for g in even["segments"]] == [
        round(float(p) * 100, 1) for p in opposed(0, 0)
    ]


def test_the_kit_prints_the_rolls_page_for_the_gm_only(pages: list[str], siege: Loaded) -> None:
    rolls = next(p for p in pages if "Les jets de cette bataille" in p)
    assert "Garnison de Corbelin → Ligue du Val" in rolls
    assert "41,6\u202f%" in rolls and "Avec style" in rolls
    players = pdf_text(build_kit(siege, print_settings(siege, audience="players")).pdf)
    text = "\n".join(players)
    assert "Les jets de cette bataille" not in text
    assert "Attaque contre défense, par écart" in text  # the generic table stays
    assert "Au crayon : plans, positions" in text.replace("\u202f", " ")


# ---------------------------------------------------------------- order and words


def test_the_order_of_play_comes_first(pages: list[str]) -> None:
    first = pages[0]
    assert first.index("Ordre du tour") < first.index("Garnison de Corbelin")
    assert "Pendant la bataille" in first and "Initiative (Volonté)" in first


def test_a_name_never_needs_an_article(pages: list[str], siege: Loaded) -> None:
    """“celui de la Horde”, not “celui de Horde”: the kit puts each name after a label
    or a noun (“Mène l’unité Gardes du donjon”, “Posé par : Ligue du Val”), never after
    a bare preposition or verb."""
    text = " ".join(" ".join(pages).split())
    names = [a.name for a in siege.plan.armies]
    names += [u.name for a in siege.plan.armies for u in a.units]
    bare = re.compile(
        r"\b(?:de|du|des|par|à|Mène|aux)\s+(" + "|".join(map(re.escape, names)) + ")"
    )
    assert not bare.findall(text)
    assert "Mène l’unité Gardes du donjon" in text


def test_a_blank_page_before_a_recto_sheet_says_so(tmp_path: Path) -> None:
    """A battle without commanders: the zone fronts wait for a recto (ruling N7) and the
    page left blank says why."""
    text = FATE.read_text(encoding="utf-8")
    start = text.index("    commanders:")
    end = text.index("    units:", start)
    text = text[:start] + text[end:]
    start = text.index("    commanders:")
    end = text.index("    units:", start)
    loaded = load(write(tmp_path, text[:start] + text[end:]))
    printed = pdf_text(build_kit(loaded, print_settings(loaded)).pdf)
    blank = [p for p in printed if "Page laissée blanche" in p]
    assert len(blank) == 1
    assert printed.index(blank[0]) % 2 == 1  # 0-based: a verso, before a recto


# ---------------------------------------------------------------- helpers


def _classes(box: Any) -> list[str]:
    element = getattr(box, "element", None)
    return (element.get("class") or "").split() if element is not None else []


def _is(box: Any, tag: str) -> bool:
    """``box`` is the box ``tag`` makes itself, not a line or text inside it."""
    kind = type(box).__name__
    made = ("TableCellBox", "BlockBox", "InlineBlockBox")
    return getattr(box, "element_tag", None) == tag and kind in made


def _text(box: Any) -> str:
    element = getattr(box, "element", None)
    return "".join(element.itertext()) if element is not None else ""
