"""kitgen's bundled fonts, cut to the scripts a kit prints (tools/subset_fonts.py): every
character kitgen's own words and templates print is in them, and nothing a kit uses came
from another font."""

from __future__ import annotations

from types import ModuleType

from fontTools.ttLib import TTFont

from tests.conftest import ROOT, script

FONTS = ROOT / "templates" / "_base" / "fonts"


def _tool() -> ModuleType:
    return script(ROOT / "tools" / "subset_fonts.py")


def _printed_characters() -> set[str]:
    """Every character past ASCII in kitgen's code (its catalogues, its words) and its
    templates and starters: what a kit may print besides a battle file's own names."""
    sources = [
        *(ROOT / "kitgen").rglob("*.py"),
        *(ROOT / "kitgen" / "systems").rglob("*.yaml"),
        *(ROOT / "templates").rglob("*.j2"),
        *(ROOT / "templates").rglob("*.css"),
    ]
    return {c for path in sources for c in path.read_text(encoding="utf-8") if ord(c) > 127}


def test_every_character_kitgen_prints_is_in_kit_sans() -> None:
    """Kit Sans sets the kit's text: a character of kitgen's own it lacks would be drawn
    by some system font, or as a box."""
    cmap = TTFont(FONTS / "DejaVuSansCondensed.ttf").getBestCmap()
    missing = sorted(f"U+{ord(c):04X} {c}" for c in _printed_characters() if ord(c) not in cmap)
    assert missing == []


def test_the_bundled_fonts_are_cut_to_the_tools_ranges() -> None:
    """What tools/subset_fonts.py says it keeps is what the six faces hold (a face copied
    in whole again would cost every kit its subsetting time back), and each keeps the
    Latin, Greek and Cyrillic letters of a name."""
    tool = _tool()
    kept = set(tool.code_points())
    for face in tool.FACES:
        cmap = TTFont(FONTS / face).getBestCmap()
        assert set(cmap) <= kept, face
        for letter in "AzéŒßĳΩжŁ€":
            assert ord(letter) in cmap, (face, letter)
