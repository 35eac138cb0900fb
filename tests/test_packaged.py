"""kitgen reads the templates and pages of the checkout it was imported from: a second
checkout (a git worktree) built with the first one's templates, silently, because the
editable install maps ``kitgen.templates`` to the first."""

from __future__ import annotations

import shutil
from pathlib import Path

from tests.conftest import ROOT, python_lines

WHERE = (
    "from kitgen.render import templates_dir\n"
    "from kitgen.handbook import pages_dir\n"
    "print(templates_dir())\n"
    "print(pages_dir())\n"
)


def test_a_second_checkout_reads_its_own_templates_and_pages(tmp_path: Path) -> None:
    checkout = tmp_path / "worktree"
    shutil.copytree(ROOT / "kitgen", checkout / "kitgen")
    (checkout / "templates" / "_base").mkdir(parents=True)
    (checkout / "docs").mkdir()
    shutil.copy(ROOT / "pyproject.toml", checkout / "pyproject.toml")
    assert python_lines(WHERE, checkout) == [str(checkout / "templates"), str(checkout / "docs")]


def test_an_installed_kitgen_reads_its_packages(tmp_path: Path) -> None:
    """Beside site-packages there is no project file: the packages are read."""
    installed = tmp_path / "site-packages"
    shutil.copytree(ROOT / "kitgen", installed / "kitgen")
    (installed / "templates").mkdir()  # another package's folder of that name
    found = python_lines(WHERE, installed)
    assert found[0] != str(installed / "templates")
    assert found == [str(ROOT / "templates"), str(ROOT / "docs")]  # the editable mapping
