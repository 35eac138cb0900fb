"""What the benchmarks say about the machine they ran on (shared by bench_*.py)."""

from __future__ import annotations

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
