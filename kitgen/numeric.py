"""NumPy as kitgen's exact engines use it: on one thread.

NumPy's OpenBLAS starts a thread per processor and keeps them spinning between products.
kitgen's matrices are small (a Promiterra fight's, ruling M10), so the threads only burn
processor time: one ``kitgen odds`` of the example war took 1.9 s of processor for 1.15 s
of wall time, and 1.08 s for 1.09 s on one thread; a parallel build (``-j``) or a test
worker beside it lost the rest. The thread counts are read when NumPy loads, so every
module of kitgen takes NumPy from here, and this module is imported only with the first
computation that needs it. A count the user set is kept.
"""

from __future__ import annotations

import os

for _name in ("OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ.setdefault(_name, "1")

import numpy as np  # noqa: E402 - after the thread counts
import numpy.typing as npt  # noqa: E402

__all__ = ["np", "npt"]
