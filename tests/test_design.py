"""The design system survives a greyscale printer (issue 21): colours that tell things
apart (the two sides of a battle, levels of a scale, phases) differ in lightness, not
only in hue. Every ``--side-N``, ``--level-N`` and ``--phase-N`` colour that any kit
stylesheet declares is turned to the grey a printer would lay down and compared with the
others of its group."""

from __future__ import annotations

import itertools
import re
from pathlib import Path

import pytest

TEMPLATES = Path(__file__).resolve().parent.parent / "templates"
GROUPS = ("side", "level", "phase")
APART = 30
"""Greys (0 black … 255 white) at least this far apart read as different on paper."""


def grey(colour: str) -> float:
    """The grey a greyscale print gives ``#rrggbb`` (Rec. 601 luma, as pdftoppm -gray)."""
    r, g, b = (int(colour[i : i + 2], 16) for i in (1, 3, 5))
    return 0.299 * r + 0.587 * g + 0.114 * b


def declared() -> dict[str, dict[str, str]]:
    """group -> {name: #colour} over every kit stylesheet."""
    found: dict[str, dict[str, str]] = {g: {} for g in GROUPS}
    for css in sorted(TEMPLATES.glob("*/kit.css")):
        for group, number, colour in re.findall(
            r"--(" + "|".join(GROUPS) + r")-(\d+):\s*(#[0-9a-fA-F]{6})\b", css.read_text()
        ):
            found[group][f"{css.parent.name}: --{group}-{number}"] = colour
    return found


@pytest.mark.parametrize("group", GROUPS)
def test_each_group_s_colours_differ_in_grey(group: str) -> None:
    colours = declared()[group]
    for (a, ca), (b, cb) in itertools.combinations(colours.items(), 2):
        if a.split(":")[0] == b.split(":")[0]:  # one stylesheet's own group
            assert abs(grey(ca) - grey(cb)) >= APART, (a, ca, b, cb)


def test_the_design_system_declares_sides_and_levels() -> None:
    found = declared()
    assert len(found["side"]) >= 2 and len(found["level"]) >= 4


def test_the_check_can_fail() -> None:
    """A red and a green of the same lightness print as one grey."""
    assert abs(grey("#b04040") - grey("#4a7a3a")) < APART


AXIS_REPEATING = re.compile(
    r"repeating-linear-gradient\(\s*to (?:top|bottom|left|right)\s*,\s*transparent"
)
"""A repeating gradient of lines across or down a box (ruled lines, a grid, a hatch of
stripes), which WeasyPrint writes out as one colour stop per line over the whole box."""


def axis_repeating(css: str) -> list[str]:
    """The declarations of ``css`` that rule lines with a repeating gradient."""
    return [d.strip() for d in css.split(";") if AXIS_REPEATING.search(d)]


def test_ruled_lines_are_one_tile_repeated_not_a_repeating_gradient() -> None:
    """A notes area as tall as a sheet, ruled by ``repeating-linear-gradient``, cost the
    Bloodlust kit a third more PDF serialisation (a colour stop per line, each laid out):
    lines across or down a box are one line's tile repeated by ``background-size``."""
    found = {
        css.parent.name: axis_repeating(css.read_text(encoding="utf-8"))
        for css in sorted(TEMPLATES.glob("*/kit.css"))
    }
    assert not {name: rules for name, rules in found.items() if rules}


def test_the_ruled_lines_check_can_fail() -> None:
    ruled = (
        ".x { background: repeating-linear-gradient(to bottom, transparent 0,"
        " transparent 6.7mm, #ccc 6.7mm, #ccc 7mm); }"
    )
    tiled = (
        ".x { background-image: linear-gradient(to bottom, transparent 6.7mm, #ccc 6.7mm);"
        " background-size: 100% 7mm; }"
    )
    assert axis_repeating(ruled) and not axis_repeating(tiled)
    # a diagonal hatch is no row of lines a tile could repeat: left alone
    assert not axis_repeating(
        ".h { background: repeating-linear-gradient(45deg, transparent 0, #ccc 1mm); }"
    )
