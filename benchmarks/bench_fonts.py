"""What HarfBuzz buys over fontTools: each example's GM kit rendered with both font subsetters.

usage: python benchmarks/bench_fonts.py [--repeat N]

For every battle file in armies/, the kit's HTML is composed once, then laid out and
written ``N`` times with ``subsetter="harfbuzz"`` (the HarfBuzz kitgen installs,
uharfbuzz) and ``N`` times with ``subsetter="fonttools"``, alternating, in this process
(the sandbox's child included, as a build does). Printed per file: the median seconds and
the PDF's size for each, and whether both runs of each gave the same bytes.
"""

from __future__ import annotations

import argparse
import statistics
import time
from pathlib import Path

from machine import checked_repeat, nproc, package_version, repeat_option

from kitgen.build import print_settings
from kitgen.pipeline import load
from kitgen.render import compose, render_pdf
from kitgen.render.subsetting import FONTTOOLS, HARFBUZZ, versions

ARMIES = sorted((Path(__file__).resolve().parent.parent / "armies").glob("*.yaml"))


def measure(html: str, subsetter: str) -> tuple[float, bytes]:
    started = time.perf_counter()
    pdf = render_pdf(html, subsetter=subsetter).pdf
    return time.perf_counter() - started, pdf


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    repeat_option(parser, 3, "runs of each subsetter per file (default 3)")
    repeat = checked_repeat(parser, parser.parse_args().repeat)
    print(
        f"machine: nproc {nproc()}, WeasyPrint {package_version('weasyprint')}, "
        f"fontTools {package_version('fonttools')}, {versions()}"
    )
    print(f"repeats: {repeat}; seconds are medians of render_pdf, in-process\n")
    print(
        "| battle | pages | HarfBuzz s | fontTools s | HarfBuzz kB | fontTools kB | same bytes |"
    )
    print(
        "|--------|------:|-----------:|------------:|------------:|-------------:|------------|"
    )
    totals = {HARFBUZZ: [0.0, 0], FONTTOOLS: [0.0, 0]}
    render_pdf("<p>warm-up</p>")
    for path in ARMIES:
        loaded = load(path)
        composed = compose(loaded.system.key, loaded.plan, loaded.text, print_settings(loaded))
        runs: dict[str, list[tuple[float, bytes]]] = {HARFBUZZ: [], FONTTOOLS: []}
        for _ in range(repeat):
            for subsetter in (HARFBUZZ, FONTTOOLS):
                runs[subsetter].append(measure(composed.html, subsetter))
        row = []
        for subsetter in (HARFBUZZ, FONTTOOLS):
            seconds = statistics.median(s for s, _ in runs[subsetter])
            size = len(runs[subsetter][0][1])
            totals[subsetter][0] += seconds
            totals[subsetter][1] += size
            row.append((seconds, size))
        same = all(len({pdf for _, pdf in runs[s]}) == 1 for s in runs)
        pages = render_pdf(composed.html).pages
        print(
            f"| {path.name} | {pages} | {row[0][0]:.2f} | {row[1][0]:.2f} | "
            f"{row[0][1] / 1000:.0f} | {row[1][1] / 1000:.0f} | {'yes' if same else 'NO'} |"
        )
    (hb_s, hb_b), (ft_s, ft_b) = totals[HARFBUZZ], totals[FONTTOOLS]
    print(f"| TOTAL | | {hb_s:.2f} | {ft_s:.2f} | {hb_b / 1000:.0f} | {ft_b / 1000:.0f} | |")
    print(
        f"\nHarfBuzz saves {(ft_s - hb_s) / len(ARMIES):.2f} s per kit "
        f"({(ft_s - hb_s) / ft_s:.0%}) and {(ft_b - hb_b) / ft_b:.0%} of the bytes"
    )


if __name__ == "__main__":
    main()
