"""Issue 8: page counts and build times of every example, as printed.

For each battle in armies/: A4 and Letter (the GM's kit), A4 double-sided, and the
players' handout; each build timed in-process (compose + WeasyPrint + the layout check),
plus the layout check alone on the A4 kit. Medians of --repeat runs.

    python benchmarks/bench_print.py [--repeat 3] [battle.yaml ...]
"""

from __future__ import annotations

import statistics
import sys
import time

from machine import battles_and_repeat

CONFIGS = (
    ("A4", {"paper": "a4"}),
    ("Letter", {"paper": "letter"}),
    ("A4 duplex", {"paper": "a4", "duplex": "long"}),
    ("players", {"paper": "a4", "audience": "players"}),
)


def main() -> None:
    files, repeat = battles_and_repeat(__doc__.splitlines()[0])

    started = time.perf_counter()
    import weasyprint  # noqa: F401  (paid once, outside the timings)

    from kitgen.build import build_kit, print_settings
    from kitgen.pipeline import load
    from kitgen.render import compose, lay_out
    from kitgen.render.layout import overflows

    print(f"imports: {time.perf_counter() - started:.2f} s; repeats: {repeat}\n")
    print("| battle | build | pages | median (s) | s/page | layout check (s) |")
    print("|---|---|---:|---:|---:|---:|")
    for path in files:
        loaded = load(path)
        for label, options in CONFIGS:
            chosen = print_settings(loaded, **options)
            runs, pages = [], 0
            for _ in range(repeat):
                t0 = time.perf_counter()
                built = build_kit(loaded, chosen)
                runs.append(time.perf_counter() - t0)
                pages = built.pages
            check = ""
            if label == "A4":
                document = lay_out(
                    compose(loaded.system.key, loaded.plan, loaded.text, chosen).html
                )
                t0 = time.perf_counter()
                overflows(document)
                check = f"{time.perf_counter() - t0:.3f}"
            median = statistics.median(runs)
            cells = (path.stem, label, pages, f"{median:.2f}", f"{median / pages:.3f}", check)
            print("| " + " | ".join(str(c) for c in cells) + " |", flush=True)
    sys.exit(0)


if __name__ == "__main__":
    main()
