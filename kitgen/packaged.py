"""Where kitgen's packaged folders are: the templates, the documentation pages and the
example battles.

In a source checkout they are ``templates/``, ``docs/`` and ``armies/`` beside the
``kitgen`` package, and those are the ones to read: a second checkout of the project (a
git worktree, run with its own ``kitgen`` first on the path) must build with its own
templates and test its own pages. The wheel carries them inside the package, under the
same names (``kitgen/templates``…: ``[tool.hatch.build.targets.wheel.force-include]`` in
``pyproject.toml``), and an installed kitgen reads them there.
"""

from __future__ import annotations

from pathlib import Path

PACKAGE = Path(__file__).resolve().parent
"""The ``kitgen`` package's folder."""
CHECKOUT = PACKAGE.parent
"""The folder above the ``kitgen`` package: a source checkout's root, or site-packages."""
FOLDERS = ("templates", "docs", "armies")
"""The folders a checkout keeps beside ``kitgen/`` and the wheel puts inside it."""


def packaged(folder: str) -> Path:
    """``folder`` (one of :data:`FOLDERS`) of the checkout this ``kitgen`` was imported
    from when it is one (it has the project's ``pyproject.toml``), else the installed
    package's own copy."""
    if folder not in FOLDERS:
        raise ValueError(f"no packaged folder {folder!r}: one of {', '.join(FOLDERS)}")
    if (CHECKOUT / "pyproject.toml").is_file() and (CHECKOUT / folder).is_dir():
        return CHECKOUT / folder
    return PACKAGE / folder
