"""kitgen reads the templates, pages and examples of the checkout it was imported from: a
second checkout (a git worktree) once built with the first one's templates, silently,
because the editable install maps the first. Installed, it reads its package's copies
(``tests/test_installed.py`` installs the real wheel)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from tests.conftest import ROOT, python_lines

WHERE = (
    "from kitgen.render import templates_dir\n"
    "from kitgen.handbook import pages_dir\n"
    "from kitgen.packaged import packaged\n"
    "print(templates_dir())\n"
    "print(pages_dir())\n"
    "print(packaged('armies'))\n"
)


def test_a_second_checkout_reads_its_own_templates_pages_and_examples(tmp_path: Path) -> None:
    checkout = tmp_path / "worktree"
    shutil.copytree(ROOT / "kitgen", checkout / "kitgen")
    for folder in ("templates", "docs", "armies"):
        (checkout / folder).mkdir()
    shutil.copy(ROOT / "pyproject.toml", checkout / "pyproject.toml")
    assert python_lines(WHERE, checkout) == [
        str(checkout / "templates"),
        str(checkout / "docs"),
        str(checkout / "armies"),
    ]


def test_an_installed_kitgen_reads_the_copies_inside_its_package(tmp_path: Path) -> None:
    """Beside site-packages there is no project file: the package's own folders are read,
    never another package's folder that happens to share a name."""
    installed = tmp_path / "site-packages"
    shutil.copytree(ROOT / "kitgen", installed / "kitgen")
    for folder in ("templates", "docs", "armies"):
        (installed / folder).mkdir()  # another distribution's folders of those names
        (installed / "kitgen" / folder).mkdir()
    assert python_lines(WHERE, installed) == [
        str(installed / "kitgen" / "templates"),
        str(installed / "kitgen" / "docs"),
        str(installed / "kitgen" / "armies"),
    ]


def test_only_the_packaged_folders_are_asked_for() -> None:
    from kitgen.packaged import packaged

    with pytest.raises(ValueError, match="no packaged folder 'tests'"):
        packaged("tests")
