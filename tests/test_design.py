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
