"""Where kitgen's packaged folders are: the templates and the documentation pages.

In a wheel they are packages of their own (``kitgen.templates``, ``kitgen.docs``). In a
source checkout they are ``templates/`` and ``docs/`` beside the ``kitgen`` package, and
those are the ones to read: an editable install maps the packages to the checkout it was
made from, so a second checkout of the project (a git worktree, run with its own
``kitgen`` first on the path) would otherwise build with the first one's templates and
test the first one's pages, silently.
"""

from __future__ import annotations

from importlib.resources import files
from pathlib import Path

CHECKOUT = Path(__file__).resolve().parent.parent
"""The folder above the ``kitgen`` package: a source checkout's root, or site-packages."""


def packaged(package: str, folder: str) -> Path:
    """The folder of ``package`` (``kitgen.templates``): ``folder`` of the checkout this
    ``kitgen`` was imported from when it is one (it has the project's ``pyproject.toml``),
    else the installed package's."""
    if (CHECKOUT / "pyproject.toml").is_file() and (CHECKOUT / folder).is_dir():
        return CHECKOUT / folder
    return Path(str(files(package)))
