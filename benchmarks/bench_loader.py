"""Time the loader (bytes -> YAML events -> located nodes) on hostile files as large as a
battle file may be, and on the largest example.

Run from anywhere:  python benchmarks/bench_loader.py [--repeat N] [--pure]

Stdlib only. See benchmarks/README.md (section "bench_loader.py") for what each row means.
"""

from __future__ import annotations

import argparse
import platform
import statistics
import time
from collections.abc import Callable
from pathlib import Path

import yaml
from machine import checked_repeat, nproc, repeat_option

from kitgen import composer, loader
from kitgen.errors import KitError
from kitgen.nodes import Map, Node, Scalar, Seq

ROOT = Path(__file__).resolve().parent.parent
SUMMARY = (
    "Time kitgen's loader on hostile files just under the size cap and on the largest example."
)
HEAD = "system: witcher\nname: Hostile\n"


def block_items() -> bytes:
    """190,000 items of a block list, one a line."""
    return (HEAD + "items:\n" + "- ab\n" * 190_000).encode()


def flow_items() -> bytes:
    """400,000 items of one flow list: more values than a battle file may hold."""
    return (HEAD + "items: [" + "a," * 400_000 + "]\n").encode()


def anchors() -> bytes:
    """40,000 anchors, each repeated once by an alias."""
    lines = (f"- &a{i:05d} v\n- *a{i:05d}\n" for i in range(40_000))
    return (HEAD + "items:\n" + "".join(lines)).encode()


def deep_nesting() -> bytes:
    """3,000 lists nested as deep as allowed: the file's mapping, `items:`, then 62 more."""
    depth = composer.MAX_DEPTH - 2
    return (HEAD + "items:\n" + ("- " + "[" * depth + "x" + "]" * depth + "\n") * 3_000).encode()


def long_string() -> bytes:
    """One plain text value of 999,000 characters."""
    return (HEAD.replace("name: Hostile\n", "") + "name: " + "x" * 999_000 + "\n").encode()


def largest_example() -> bytes:
    return max((p.read_bytes() for p in (ROOT / "armies").glob("*.yaml")), key=len)


CASES: dict[str, Callable[[], bytes]] = {
    "190,000 block items": block_items,
    "400,000 flow items": flow_items,
    "40,000 anchors + aliases": anchors,
    "3,000 lists nested 64 deep": deep_nesting,
    "a 999 kB string": long_string,
    "largest example": largest_example,
}


def count(node: Node) -> int:
    """Values in the tree, aliases expanded (without recursion)."""
    total, stack = 0, [node]
    while stack:
        top = stack.pop()
        total += 1
        if isinstance(top, Seq):
            stack.extend(top.items)
        elif isinstance(top, Map):
            stack.extend(value for _, value in top.entries)
            total += len(top.entries)
        else:
            assert isinstance(top, Scalar)
    return total


def outcome(raw: bytes) -> tuple[float, str]:
    started = time.perf_counter()
    try:
        node = loader.parse_battle_text(raw, "bench.yaml")
    except KitError as exc:
        seconds = time.perf_counter() - started
        message = str(exc.problems[0]).removeprefix("bench.yaml")
        return seconds, f"refused{message[:70]}"
    return time.perf_counter() - started, f"loaded, {count(node):,} values"


def main() -> None:
    parser = argparse.ArgumentParser(description=SUMMARY)
    repeat_option(parser, 3, "runs of each file; medians are over these (default: 3)")
    parser.add_argument(
        "--pure",
        action="store_true",
        help="time PyYAML's pure-Python parser, the loader's fallback without libyaml",
    )
    args = parser.parse_args()
    repeat = checked_repeat(parser, args.repeat)
    if args.pure:
        loader.FAST_PARSER = None
    fast = loader.FAST_PARSER is not None
    print(
        f"machine: nproc {nproc()}, Python {platform.python_version()}, PyYAML {yaml.__version__}"
        f" (libyaml {'used' if fast else 'not used'})"
    )
    print(f"repeats: {repeat} (seconds, in-process; medians and minimums over runs)\n")
    print("| file | bytes | median (s) | min (s) | outcome |")
    print("|------|------:|-----------:|--------:|---------|")
    for label, make in CASES.items():
        raw = make()
        runs = [outcome(raw) for _ in range(repeat)]
        seconds = [s for s, _ in runs]
        print(
            f"| {label} | {len(raw):,} | {statistics.median(seconds):.3f} "
            f"| {min(seconds):.3f} | {runs[0][1]} |",
            flush=True,
        )


if __name__ == "__main__":
    main()
