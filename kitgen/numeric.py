"""NumPy as kitgen's exact engines use it (a Promiterra fight, ruling M10): imported from
here only, and only with the first computation that needs it, so that commands that need
none do not pay for its import (43 ms).

It should run on one thread: OpenBLAS starts a thread per processor and keeps them
spinning between products, and kitgen's matrices are small, so the threads only burn
processor time (a Promiterra ``kitgen odds`` took 1.9 s of processor for 1.15 s of wall
time, and 1.08 s for 1.08 s on one thread, leaving the rest to a ``-j`` build's other
workers). The thread counts are read from the environment when NumPy loads: the command
line sets them (``kitgen.cli.entry``, :data:`ONE_THREAD`), the core stays free of it.
"""

from __future__ import annotations

import numpy as np
import numpy.typing as npt

__all__ = ["np", "npt"]
