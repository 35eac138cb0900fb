"""Issue 21: the paper measured, before and after a design change.

Builds every example's GM kit (its own language and default paper) and, for one battle
per rule system (``--every``: for every example), the English Letter kit, the players'
handout and the long-edge duplex kit; then measures each PDF with the project's ruler,
``../shared/tools/kitmetrics.py`` (pages more than 40 % blank; characters under 7.5 pt and
under 6 pt; glyphs that collide, issue 39: ``--where`` lists them).

    python benchmarks/kit_metrics.py                       # everything, a table
    python benchmarks/kit_metrics.py --every --where       # every kit, each collision
    python benchmarks/kit_metrics.py --only gm --json      # GM kits only, as JSON
    python benchmarks/kit_metrics.py --keep out/           # keep the PDFs to look at

The ruler needs ``pdfplumber`` and ``pdftoppm``, which kitgen does not: give the Python
that has pdfplumber with ``--ruler-python`` (default: this one).
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
RULER = ROOT.parent / "shared" / "tools" / "kitmetrics.py"
ONE_PER_SYSTEM = (
    "brenna",
    "colline-d-ardoise",
    "gue-aux-saules",
    "gue-de-varenne",
    "siege-de-corbelin",
)
VARIANTS = {
    "gm": (),
    "en-letter": ("--lang", "en", "--paper", "letter"),
    "players": ("--audience", "players"),
    "duplex": ("--duplex", "long"),
}


def build(battle: Path, variant: str, folder: Path) -> Path:
    """The kit of ``battle`` in ``variant``, built into a folder of its own."""
    out = folder / f"{battle.stem}.{variant}"
    command = [sys.executable, "-m", "kitgen", "build", str(battle), "-o", str(out)]
    subprocess.run([*command, "--force", *VARIANTS[variant]], check=True, capture_output=True)
    (pdf,) = out.glob("*.pdf")
    return pdf.rename(folder / f"{battle.stem}.{variant}.pdf")  # the ruler keys by name


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", choices=sorted(VARIANTS), action="append")
    parser.add_argument("--ruler", type=Path, default=RULER)
    parser.add_argument("--ruler-python", default=sys.executable)
    parser.add_argument("--keep", type=Path, help="build into this folder and keep the PDFs")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--every", action="store_true", help="every example in every variant")
    parser.add_argument("--where", action="store_true", help="list each collision (the ruler's)")
    args = parser.parse_args()
    variants = args.only or list(VARIANTS)

    with tempfile.TemporaryDirectory() as scratch:
        folder = args.keep or Path(scratch)
        kits: list[tuple[str, str, Path]] = []
        for variant in variants:
            battles = sorted((ROOT / "armies").glob("*.yaml"))
            if variant != "gm" and not args.every:
                battles = [b for b in battles if b.stem in ONE_PER_SYSTEM]
            kits += [(b.stem, variant, build(b, variant, folder)) for b in battles]
        measured = subprocess.run(
            [args.ruler_python, str(args.ruler), "--json", *(str(p) for *_, p in kits)],
            check=True,
            capture_output=True,
            text=True,
        )
        found = json.loads(measured.stdout)
        if args.where:
            where = [args.ruler_python, str(args.ruler), "--where", *(str(p) for *_, p in kits)]
            print(subprocess.run(where, check=True, capture_output=True, text=True).stdout)
    rows = [(stem, variant, found[pdf.name]) for stem, variant, pdf in kits]
    if args.json:
        print(json.dumps([{"battle": s, "variant": v, **m} for s, v, m in rows], indent=1))
        return
    head = ("battle", "variant", "pages", ">40% blank", "<7.5pt", "<6pt", "collide")
    print("{:20} {:10} {:>5} {:>10} {:>7} {:>6} {:>7}".format(*head))
    for variant in variants:
        chosen = [r for r in rows if r[1] == variant]
        for stem, _, m in chosen:
            print(
                f"{stem:20} {variant:10} {m['pages']:5} {m['pages_over_40pct_blank']:10}"
                f" {m['under_7_5pt']:7.1%} {m['under_6pt']:6.1%} {m['collisions']:7}"
            )
        pages = sum(m["pages"] for *_, m in chosen)
        blank = sum(m["pages_over_40pct_blank"] for *_, m in chosen)
        worst = max(m["under_7_5pt"] for *_, m in chosen)
        collide = sum(m["collisions"] for *_, m in chosen)
        print(f"{'all':20} {variant:10} {pages:5} {blank:10} {worst:7.1%} (worst) {collide:6}\n")


if __name__ == "__main__":
    main()
