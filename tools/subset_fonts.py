"""Cut kitgen's bundled fonts down to the scripts a kit prints: run once when the fonts
change, never at build time.

    python tools/subset_fonts.py /usr/share/fonts/truetype/dejavu

reads the six DejaVu Sans and Serif Condensed faces (regular, bold, italic/oblique) from
that folder and writes them, cut to ``RANGES``, to ``templates/_base/fonts/``.

Why: WeasyPrint subsets every font a kit uses when it writes the PDF, and fontTools
(kitgen's subsetter then) read the whole 600 kB DejaVu faces, kerning and mark tables of
scripts no kit prints: 0.3 to 0.7 s of each kit's build (benchmarks/README.md, "Where a
kit's time goes"). Cut to the Latin, Greek and Cyrillic scripts and the symbols kitgen's
own words use, the same kits subset in about 0.1 s with fontTools, a few milliseconds
with HarfBuzz (kitgen's subsetter now), and their PDFs are the same size (only the
glyphs used are embedded, as before). A character outside these ranges (a name in
Arabic or Chinese) is drawn by whatever system font has it, as any character DejaVu
lacks always was.

The DejaVu licence allows a modified font under a name without "Bitstream" or "Vera":
the faces keep their DejaVu names. Needs fontTools (a WeasyPrint dependency).
"""

from __future__ import annotations

import sys
from pathlib import Path

from fontTools import subset
from fontTools.ttLib import TTFont

FACES = (
    "DejaVuSansCondensed.ttf",
    "DejaVuSansCondensed-Bold.ttf",
    "DejaVuSansCondensed-Oblique.ttf",
    "DejaVuSerifCondensed.ttf",
    "DejaVuSerifCondensed-Bold.ttf",
    "DejaVuSerifCondensed-Italic.ttf",
)
RANGES = (
    (0x0020, 0x007E),  # Basic Latin
    (0x00A0, 0x024F),  # Latin-1, Latin Extended-A and -B
    (0x02C6, 0x02DC),  # spacing accents
    (0x0300, 0x036F),  # combining accents
    (0x0370, 0x03FF),  # Greek
    (0x0400, 0x045F),  # Cyrillic
    (0x1E00, 0x1EFF),  # Latin Extended Additional
    (0x2000, 0x206F),  # punctuation: spaces, dashes, quotes, ellipsis
    (0x20A0, 0x20BF),  # currency
    (0x2100, 0x218F),  # letterlike symbols, fractions
    (0x2190, 0x21FF),  # arrows
    (0x2200, 0x22FF),  # mathematical operators
    (0x2300, 0x23FF),  # technical (⌃)
    (0x2460, 0x24FF),  # enclosed numbers
    (0x2500, 0x25FF),  # box drawing, blocks, geometric shapes
    (0x2600, 0x26FF),  # symbols
    (0x2700, 0x27BF),  # dingbats (✓ ✗)
    (0xFB01, 0xFB02),  # fi, fl
    (0xFFFD, 0xFFFD),  # replacement character
)
OUT = Path(__file__).resolve().parent.parent / "templates" / "_base" / "fonts"


def code_points() -> list[int]:
    return [c for low, high in RANGES for c in range(low, high + 1)]


def cut(source: Path, target: Path) -> None:
    options = subset.Options()
    options.layout_features = ["*"]  # kerning and every feature, for the scripts kept
    options.name_IDs = ["*"]
    options.name_languages = ["*"]
    options.notdef_outline = True
    options.legacy_kern = True
    options.drop_tables += ["FFTM"]  # FontForge's timestamps
    font = TTFont(source, recalcTimestamp=False)  # DejaVu's date, not the day of the cut
    cutter = subset.Subsetter(options)
    cutter.populate(unicodes=code_points())
    cutter.subset(font)
    font.save(target)


def main() -> None:
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    folder = Path(sys.argv[1])
    for face in FACES:
        cut(folder / face, OUT / face)
        print(f"{face}: {(OUT / face).stat().st_size // 1024} kB")


if __name__ == "__main__":
    main()
