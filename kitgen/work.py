"""Work counted, not timed (issue 37).

Every loop whose length a battle file decides adds the steps it took to a tally, when one
is kept: the YAML events a file was read in, the states a fight followed, the cells a
race moved. A test bounds these counts, which neither the machine nor its load can
change, so it fails for the reason it names (a runaway, a budget that does not bind, a
cost model that misses where the work goes); ``benchmarks/`` turns them into seconds.

A step is a unit of roughly constant cost inside one engine (a state carried one turn
forward, a cell of a grid moved one round), so that the count of a kind grows as the time
it stands for; kinds are named ``system.what`` (``bloodlust.states``). Keeping no tally,
as every command does, costs one test of an empty list per count. Pure: no I/O.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager

_TALLIES: list[Counter[str]] = []


def count(kind: str, steps: int = 1) -> None:
    """Add ``steps`` of ``kind`` to every tally kept now."""
    for tally in _TALLIES:
        tally[kind] += steps


@contextmanager
def tally() -> Iterator[Counter[str]]:
    """The steps of each kind taken inside this block (nested blocks count too)."""
    kept: Counter[str] = Counter()
    _TALLIES.append(kept)
    try:
        yield kept
    finally:
        del _TALLIES[next(i for i, t in enumerate(_TALLIES) if t is kept)]
