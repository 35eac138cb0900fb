"""What kitgen needs from the machine it runs on.

WeasyPrint loads system libraries when it is imported: Pango, which brings HarfBuzz,
fontconfig and GLib. A missing one is a worded error naming the package to install,
never a traceback. (The embedded fonts are subset by the HarfBuzz inside the
``uharfbuzz`` wheel, which pip installs with kitgen: ``kitgen.render.subsetting``.)
"""

from __future__ import annotations

import contextlib
import functools
import importlib
import shutil
import subprocess
import sys
from collections.abc import Iterator
from types import ModuleType

import click

from kitgen.errors import EXIT_UNAVAILABLE
from kitgen.i18n import say
from kitgen.model import Message, Said, said

REQUIRED_PACKAGES: dict[str, Message] = {
    "Debian/Ubuntu": "sudo apt install libpango-1.0-0 libpangoft2-1.0-0",
    "Fedora": "sudo dnf install pango",
    "macOS": "brew install pango",
    "Windows": said(
        "loading.env.gtk_runtime",
        url="github.com/tschoonj/GTK-for-Windows-Runtime-Environment-Installer",
    ),
}
"""The system packages WeasyPrint cannot start without, by platform (README: Set up)."""


class MissingLibrary(click.ClickException):
    """A system library the renderer needs is not installed: exit 69 (``EX_UNAVAILABLE``)."""

    exit_code = EXIT_UNAVAILABLE

    def __init__(self, detail: str) -> None:
        """``detail``: the system's words for what is missing (cffi's, in English)."""
        self.said = said("loading.env.no_renderer", detail=detail, installs=_installs())
        super().__init__(say(self.said, "en"))

    def format_message(self) -> str:
        """The message in the reader's language, chosen by the time it is shown."""
        return say(self.said)

    def __str__(self) -> str:
        return self.format_message()


def install(where: str, how: Message) -> Said:
    """One way to get a package: ``Fedora: sudo dnf install pango``."""
    return said("loading.env.install", where=where, how=how)


def _installs() -> Said:
    """Every way to get the required packages, one after the other."""
    ways = [install(where, how) for where, how in REQUIRED_PACKAGES.items()]
    joined = ways[0]
    for way in ways[1:]:
        joined = said("loading.env.then", first=joined, then=way)
    return joined


def weasyprint_module() -> ModuleType:
    """WeasyPrint, imported (about 0.2 s, paid only when a PDF is wanted); a missing
    system library is a :class:`MissingLibrary`."""
    try:
        with _libraries_from_the_linker_cache():
            return importlib.import_module("weasyprint")
    except OSError as exc:  # cffi: "cannot load library 'libpango-1.0-0': …"
        raise MissingLibrary(str(exc).split("\n", 1)[0].rstrip(".")) from None


@contextlib.contextmanager
def _libraries_from_the_linker_cache() -> Iterator[None]:
    """WeasyPrint looks each system library up under several names (Windows', macOS',
    Linux's), and on Linux ``ctypes.util.find_library`` answers each name by running
    ``ldconfig``, then ``gcc``, then ``ld``: 279 processes and 0.3 s of a 0.5 s import,
    in every ``kitgen`` that lays out a kit. Here a name is looked up in the dynamic
    linker's cache, read once. A name not there is not found, as ctypes would conclude
    more slowly, and WeasyPrint tries its next one (the library's own file name, which
    the linker loads directly). Without ``ldconfig``, ctypes' own way is kept."""
    import ctypes.util

    names = _linker_cache() if sys.platform.startswith("linux") else None
    if names is None:
        yield
        return

    def find_library(name: str) -> str | None:
        wanted = f"lib{name}.so"
        return next((n for n in names if n == wanted or n.startswith(wanted + ".")), None)

    original = ctypes.util.find_library
    ctypes.util.find_library = find_library
    try:
        yield
    finally:
        ctypes.util.find_library = original


@functools.cache
def _linker_cache() -> tuple[str, ...] | None:
    """The library names (``libpango-1.0.so.0``) in the dynamic linker's cache, as
    ``ldconfig -p`` lists them; ``None`` when it cannot be read."""
    ldconfig = shutil.which("ldconfig") or next(
        (p for p in ("/sbin/ldconfig", "/usr/sbin/ldconfig") if shutil.which(p)), None
    )
    if ldconfig is None:
        return None
    try:
        listed = subprocess.run(
            [ldconfig, "-p"], capture_output=True, text=True, timeout=10, check=True
        ).stdout
    except (OSError, subprocess.SubprocessError):
        return None
    return tuple(line.split()[0] for line in listed.splitlines() if line.startswith("\t"))
