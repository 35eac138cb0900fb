"""Where kits land: safe file names and atomic writes.

A kit is written to a temporary file in the target folder, then renamed over the old one:
a failed or interrupted build leaves the previous PDF as it was.
"""

from __future__ import annotations

import contextlib
import os
import re
import tempfile
import unicodedata
from collections.abc import Iterator
from pathlib import Path

MAX_STEM = 80
WINDOWS_DEVICES = frozenset(
    ["con", "prn", "aux", "nul", *(f"{port}{n}" for port in ("com", "lpt") for n in range(10))]
)
"""Names Windows keeps for devices, whatever extension follows (``NUL.pdf`` is ``NUL``)."""


def kit_stem(battle_name: str, fallback: str) -> str:
    """A file name from a battle name: ASCII, lower case, dashes; never a path."""
    decomposed = unicodedata.normalize("NFKD", battle_name)
    ascii_only = decomposed.encode("ascii", "ignore").decode("ascii").lower()
    stem = re.sub(r"[^a-z0-9]+", "-", ascii_only).strip("-")[:MAX_STEM].strip("-")
    if not stem:
        stem = re.sub(r"[^a-z0-9]+", "-", fallback.lower()).strip("-") or "battle"
    if stem in WINDOWS_DEVICES:
        stem += "-battle"
    return stem


def kit_file_name(
    battle_name: str, fallback: str, *, players: bool, lang: str, file_lang: str
) -> str:
    """The PDF's name: the battle's name (:func:`kit_stem`), then ``-players`` for the
    players' handout and ``-LANG`` for a kit in another language than the battle file's
    own, so that no copy of a battle's kit replaces another."""
    suffixes = ("-players" if players else "") + ("" if lang == file_lang else f"-{lang}")
    return f"{kit_stem(battle_name, fallback)}{suffixes}.pdf"


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask


def write_atomic(target: Path, data: bytes) -> None:
    """Write ``data`` to ``target`` so readers see the old file or the new one, never half."""
    target.parent.mkdir(parents=True, exist_ok=True)
    handle, temporary = tempfile.mkstemp(
        prefix=f".{target.name}.", suffix=".part", dir=target.parent
    )
    try:
        with os.fdopen(handle, "wb") as stream:
            stream.write(data)
            stream.flush()
            os.fsync(stream.fileno())
        # mkstemp makes the file private (0600); a kit gets the mode any new file would
        Path(temporary).chmod(0o666 & ~_umask())
        Path(temporary).replace(target)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise


@contextlib.contextmanager
def folder_lock(folder: Path) -> Iterator[None]:
    """Hold ``folder`` (created if missing) for this process alone: two builds into one
    folder check and write their kits one after the other. The lock is on the folder
    itself (``flock``), so no lock file is left behind, and it goes with the process
    that held it, however it ends. Where there is no ``flock`` (Windows), no lock."""
    try:
        import fcntl
    except ImportError:  # pragma: no cover - Windows
        yield
        return
    folder.mkdir(parents=True, exist_ok=True)
    handle = os.open(folder, os.O_RDONLY)
    try:
        fcntl.flock(handle, fcntl.LOCK_EX)
        yield
    finally:
        os.close(handle)  # and with it the lock
