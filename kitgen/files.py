"""Reading a file that a user or a hand-edited cache names: a regular file only, bounded.

A named pipe would block the reader until someone writes to it, and a device such as
``/dev/zero`` never ends; so a file is opened without waiting, looked at, and read only
if it is a regular file, never past a limit.
"""

from __future__ import annotations

import errno
import os
import stat
from pathlib import Path


class NotARegularFile(OSError):
    """A named pipe, a device or a socket where a file was expected."""

    def __init__(self, kind: str) -> None:
        super().__init__(kind)
        self.kind = kind


class TooLarge(OSError):
    """A file larger than the reader's limit (its size, or ``None`` if it grew)."""

    def __init__(self, size: int | None) -> None:
        super().__init__(size)
        self.size = size


_KINDS = (
    (stat.S_ISFIFO, "a named pipe"),
    (stat.S_ISCHR, "a device"),
    (stat.S_ISBLK, "a device"),
    (stat.S_ISSOCK, "a socket"),
)


def read_regular(path: Path, limit: int) -> bytes:
    """The bytes of the regular file ``path`` (links followed), at most ``limit`` of them:
    :class:`NotARegularFile` for anything else, checked before a byte is read (opening
    does not wait for a pipe's writer), :class:`TooLarge` past ``limit``."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0)
    handle = os.open(path, flags | getattr(os, "O_BINARY", 0))
    with os.fdopen(handle, "rb") as stream:
        mode = os.fstat(handle).st_mode
        if stat.S_ISDIR(mode):
            raise IsADirectoryError(errno.EISDIR, "is a folder", str(path))
        if not stat.S_ISREG(mode):
            raise NotARegularFile(next((k for test, k in _KINDS if test(mode)), "a special file"))
        size = os.fstat(handle).st_size
        if size > limit:
            raise TooLarge(size)
        raw = stream.read(limit + 1)
    if len(raw) > limit:  # it grew while we read it
        raise TooLarge(None)
    return raw
