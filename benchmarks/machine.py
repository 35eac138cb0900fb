"""What the benchmarks say about the machine they ran on (shared by bench_*.py)."""

from __future__ import annotations

import argparse
import os
from importlib.metadata import PackageNotFoundError, version
from pathlib import Path


def nproc() -> int:
    """What ``nproc`` prints: the CPUs this process may run on."""
    if hasattr(os, "sched_getaffinity"):
        return len(os.sched_getaffinity(0))
    return os.cpu_count() or 1


def package_version(name: str) -> str:
    try:
        return version(name)
    except PackageNotFoundError:
        return "not installed"


def repeat_option(parser: argparse.ArgumentParser, default: int, help_text: str) -> None:
    """The ``--repeat N`` option every benchmark takes."""
    parser.add_argument("--repeat", type=int, default=default, metavar="N", help=help_text)


def checked_repeat(parser: argparse.ArgumentParser, value: int) -> int:
    if value < 1:
        parser.error("--repeat must be at least 1")
    return value


def battles_and_repeat(description: str, default: int = 3) -> tuple[list[Path], int]:
    """``[battle.yaml ...] [--repeat N]``: the files named (every example in ``armies/``
    when none is) and the runs of each, checked."""
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("files", nargs="*", type=Path)
    repeat_option(parser, default, f"runs of each kit; the fastest is kept (default: {default})")
    args = parser.parse_args()
    armies = Path(__file__).resolve().parent.parent / "armies"
    return args.files or sorted(armies.glob("*.yaml")), checked_repeat(parser, args.repeat)
