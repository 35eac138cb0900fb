"""What the benchmarks say about the machine they ran on (shared by bench_*.py)."""

from __future__ import annotations

import argparse
import os
from importlib.metadata import PackageNotFoundError, version


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
