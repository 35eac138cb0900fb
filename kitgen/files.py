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

from kitgen.model import Message, said


class NotARegularFile(OSError):
    """A named pipe, a device or a socket where a file was expected; ``kind`` is one of
    ``pipe``, ``device``, ``socket``, ``special`` (a message words it: :func:`kind_of`)."""

    def __init__(self, kind: str) -> None:
        super().__init__(kind)
        self.kind = kind


class TooLarge(OSError):
    """A file larger than the reader's limit (its size, or ``None`` if it grew)."""

    def __init__(self, size: int | None) -> None:
        super().__init__(size)
        self.size = size


_KINDS = (
    (stat.S_ISFIFO, "pipe"),
    (stat.S_ISCHR, "device"),
    (stat.S_ISBLK, "device"),
    (stat.S_ISSOCK, "socket"),
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
            raise NotARegularFile(next((k for test, k in _KINDS if test(mode)), "special"))
        size = os.fstat(handle).st_size
        if size > limit:
            raise TooLarge(size)
        raw = stream.read(limit + 1)
    if len(raw) > limit:  # it grew while we read it
        raise TooLarge(None)
    return raw


def kind_of(exc: NotARegularFile) -> Message:
    """What the file is, in a message's words: "a named pipe", "un tube nommé"."""
    return said(f"loading.kind.{exc.kind}")


REASONS = {
    errno.EACCES: "denied",
    errno.EPERM: "denied",
    errno.ENOSPC: "no_space",
    getattr(errno, "EDQUOT", errno.ENOSPC): "no_space",
    errno.EROFS: "read_only",
    errno.ENOENT: "missing",
    errno.ENOTDIR: "missing",
    errno.ENAMETOOLONG: "name_too_long",
    errno.ELOOP: "loop",
    errno.EIO: "io",
}
"""The reasons a file cannot be read or written that a user meets, by ``errno``: the
system's own words (``strerror``) are English whatever the reader's language."""


def reason(exc: OSError) -> Message:
    """Why ``exc`` happened, in the reader's language; a rarer reason is the system's
    text, introduced in the reader's language."""
    known = REASONS.get(exc.errno or 0)
    if known is not None:
        return said(f"loading.os.{known}")
    return said("loading.os.other", detail=str(exc.strerror or exc))
