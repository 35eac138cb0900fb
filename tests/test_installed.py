"""What a user installs works (issue 37): the wheel and the sdist are built from this
checkout, the wheel is installed into a fresh virtual environment that does not have the
checkout on its path, and kitgen runs there from another folder, every command of it.

An editable install (CI's, a developer's) reads the checkout, so it cannot see a module
or a data file the wheel leaves out: ``pyproject.toml`` once listed the packages by hand,
forgot ``kitgen.i18n.messages``, and every command of an installed kitgen crashed.

The fresh environment is made without pip and gets kitgen's dependencies from the one
running the tests (a ``.pth`` line naming its site-packages, whose own ``.pth`` files,
the editable install's among them, Python does not read from there): no network, and
the wheel's declared dependencies are checked against what is there.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
import sysconfig
import tarfile
import zipfile
from dataclasses import dataclass
from pathlib import Path, PurePosixPath

import pytest

from kitgen import __version__
from kitgen.packaged import FOLDERS
from kitgen.systems import BUILT_IN
from tests.conftest import ROOT

BUILD = (
    "import sys\n"
    "from hatchling.build import build_sdist, build_wheel\n"
    "print(build_wheel(sys.argv[1]))\n"
    "print(build_sdist(sys.argv[1]))\n"
)
"""Both artefacts, built by the project's build backend from the folder it runs in."""


def _build(source: Path, into: Path) -> tuple[Path, Path]:
    done = subprocess.run(
        [sys.executable, "-c", BUILD, str(into)],
        cwd=source,
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    wheel, sdist = done.stdout.split()
    return into / wheel, into / sdist


@dataclass(frozen=True)
class Artefacts:
    wheel: Path
    sdist: Path

    def wheel_names(self) -> set[str]:
        return set(zipfile.ZipFile(self.wheel).namelist())


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> Artefacts:
    wheel, sdist = _build(ROOT, tmp_path_factory.mktemp("dist"))
    return Artefacts(wheel, sdist)


def _shipped_files() -> set[str]:
    """What the wheel must hold of the checkout: every file of the ``kitgen`` package
    but compiled ones, and the packaged folders under their names in the package."""
    found = {
        str(PurePosixPath(*p.relative_to(ROOT).parts))
        for p in (ROOT / "kitgen").rglob("*")
        if p.is_file() and "__pycache__" not in p.parts
    }
    for folder in FOLDERS:
        found |= {
            str(PurePosixPath("kitgen", folder, *p.relative_to(ROOT / folder).parts))
            for p in (ROOT / folder).rglob("*")
            if p.is_file() and "__pycache__" not in p.parts
        }
    return found


def test_the_wheel_carries_every_module_and_packaged_file(built: Artefacts) -> None:
    """Found by the build, not listed: a module added tomorrow is in the wheel too."""
    names = built.wheel_names()
    wanted = _shipped_files()
    assert "kitgen/i18n/messages/cli.py" in wanted  # the module a hand-made list forgot
    assert "kitgen/templates/_base/fonts/DejaVuSansCondensed.ttf" in wanted
    assert "kitgen/armies/siege-de-corbelin.yaml" in wanted
    assert wanted - names == set()
    package = {n for n in names if n.startswith("kitgen/")}
    assert package - wanted == set()  # nothing else: no tests, no stray build files
    assert not any(n.endswith(".md") and "/docs/" not in n for n in package)
    (points,) = [n for n in names if n.endswith(".dist-info/entry_points.txt")]
    text = zipfile.ZipFile(built.wheel).read(points).decode()
    assert "kitgen = kitgen.cli:entry" in text
    for key in BUILT_IN:  # kitgen's own systems are found like any plugin's
        assert f"{key} = kitgen.systems.{key}:SYSTEM" in text


def test_the_sdist_builds_the_same_wheel(built: Artefacts, tmp_path: Path) -> None:
    """The source archive holds all the wheel is made of (and the tests, the README's
    commands, the licence and the changelog)."""
    with tarfile.open(built.sdist) as archive:
        archive.extractall(tmp_path, filter="data")
    (unpacked,) = tmp_path.iterdir()
    for needed in ("README.md", "CHANGELOG.md", "LICENSE", "pyproject.toml", ".ci/run"):
        assert (unpacked / needed).is_file(), needed
    assert (unpacked / "tests" / "test_installed.py").is_file()
    again, _ = _build(unpacked, tmp_path / "again")
    assert set(zipfile.ZipFile(again).namelist()) == built.wheel_names()


def test_the_metadata_says_what_a_user_looks_for(built: Artefacts) -> None:
    names = built.wheel_names()
    (meta,) = [n for n in names if n.endswith(".dist-info/METADATA")]
    text = zipfile.ZipFile(built.wheel).read(meta).decode()
    headers = dict(re.findall(r"^([\w-]+): (.*)$", text.split("\n\n", 1)[0], re.MULTILINE))
    assert headers["Version"] == __version__
    assert headers["License-Expression"] == "MIT"
    assert headers["Requires-Python"] == ">=3.11"
    classifiers = re.findall(r"^Classifier: (.*)$", text, re.MULTILINE)
    assert "Programming Language :: Python :: 3.11" in classifiers
    urls = dict(re.findall(r"^Project-URL: ([^,]+), (.*)$", text, re.MULTILINE))
    assert {"Homepage", "Documentation", "Changelog", "Issues"} <= urls.keys()
    assert any(n.endswith("licenses/LICENSE") for n in names)
    assert any(n.endswith("licenses/templates/_base/fonts/LICENSE.txt") for n in names)


def test_the_changelog_names_this_version() -> None:
    changelog = (ROOT / "CHANGELOG.md").read_text(encoding="utf-8")
    newest = re.search(r"^## \[?(\d+\.\d+\.\d+)\]?", changelog, re.MULTILINE)
    assert newest is not None and newest[1] == __version__


# --- installed in a fresh environment ----------------------------------------------------


@dataclass(frozen=True)
class Installed:
    """kitgen installed from the wheel in ``venv``, run from ``home`` (no checkout)."""

    venv: Path
    home: Path
    wheel: Path

    @property
    def site_packages(self) -> Path:
        (found,) = self.venv.glob("lib/python3*/site-packages")
        return found

    def environment(self) -> dict[str, str]:
        bin_dir = self.venv / "bin"
        kept = {k: v for k, v in os.environ.items() if not k.startswith(("PYTHON", "VIRTUAL"))}
        return {
            **kept,
            "PATH": f"{bin_dir}{os.pathsep}/usr/bin{os.pathsep}/bin",
            "VIRTUAL_ENV": str(self.venv),
            "LANG": "C.UTF-8",
            "COLUMNS": "80",
        }

    def run(self, *args: str, status: int = 0) -> str:
        """``kitgen ARGS`` from ``home``; what it printed (standard output and error)."""
        done = subprocess.run(
            ["kitgen", *args],
            cwd=self.home,
            env=self.environment(),
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
            timeout=600,
            check=False,
        )
        assert done.returncode == status, f"kitgen {' '.join(args)}:\n{done.stdout}"
        return done.stdout

    def python(self, script: str) -> str:
        done = subprocess.run(
            [str(self.venv / "bin" / "python"), "-c", script],
            cwd=self.home,
            env=self.environment(),
            capture_output=True,
            text=True,
            timeout=120,
            check=False,
        )
        assert done.returncode == 0, done.stderr
        return done.stdout


@pytest.fixture(scope="module")
def installed(built: Artefacts, tmp_path_factory: pytest.TempPathFactory) -> Installed:
    place = tmp_path_factory.mktemp("installed")
    venv, home = place / "venv", place / "home"
    home.mkdir()
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True)
    done = Installed(venv, home, built.wheel)
    # the dependencies: this environment's site-packages, read after the venv's own
    (done.site_packages / "kitgen-dependencies.pth").write_text(
        sysconfig.get_paths()["purelib"] + "\n", encoding="utf-8"
    )
    subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "--python",
            str(venv / "bin" / "python"),
            "install",
            "--no-deps",
            "--no-index",
            "--quiet",
            str(built.wheel),
        ],
        check=True,
        capture_output=True,
        timeout=300,
    )
    return done


IMPORTED_FROM = (
    "import sys, kitgen, kitgen.render, kitgen.handbook, kitgen.examples\n"
    "print(kitgen.__file__)\n"
    "print(kitgen.render.templates_dir())\n"
    "print(kitgen.handbook.pages_dir())\n"
    "print(kitgen.packaged.packaged('armies'))\n"
    "print('\\n'.join(sys.path))\n"
)

REQUIREMENTS = (
    "from importlib import metadata\n"
    "from packaging.requirements import Requirement\n"
    "for line in metadata.requires('kitgen'):\n"
    "    wanted = Requirement(line)\n"
    "    if wanted.marker is not None and not wanted.marker.evaluate({'extra': ''}):\n"
    "        continue\n"
    "    have = metadata.version(wanted.name)\n"
    "    print(wanted.name, have, wanted.specifier.contains(have, prereleases=True))\n"
)


def test_the_installed_kitgen_is_the_wheels_not_the_checkouts(installed: Installed) -> None:
    module, templates, pages, armies, *path = installed.python(IMPORTED_FROM).splitlines()
    package = installed.site_packages / "kitgen"
    assert Path(module) == package / "__init__.py"
    assert [Path(templates), Path(pages), Path(armies)] == [
        package / "templates",
        package / "docs",
        package / "armies",
    ]
    assert not any(Path(p).resolve() == ROOT for p in path if p), path


def test_the_wheel_declares_every_dependency_it_needs(installed: Installed) -> None:
    found = installed.python(REQUIREMENTS).split("\n")
    checked = [line.split() for line in found if line]
    assert {name.lower() for name, _, _ in checked} >= {"click", "weasyprint", "pyyaml"}
    assert all(ok == "True" for _, _, ok in checked), checked


def test_every_command_runs_from_the_wheel(installed: Installed) -> None:
    """The acceptance of issue 37, and every other command a user may type first."""
    run = installed.run
    assert run("--version").strip() == f"kitgen, version {__version__}"
    assert "ok" in run("doctor")
    listed = run("systems")
    assert all(key in listed for key in BUILT_IN)
    for key in BUILT_IN:
        run("new", key, f"{key}.yaml")
        assert (installed.home / "schemas" / f"{key}.schema.json").is_file()
    starters = [f"{key}.yaml" for key in BUILT_IN]
    assert all(f"{name}: " in run("check", *starters) for name in starters)
    assert all(f"{name}: " in run("odds", *starters) for name in starters)
    assert run("compute", "witcher.yaml").lstrip().startswith("{")
    assert run("schema", "bloodlust").lstrip().startswith("{")
    run("new", "fate", "x.yaml")
    built = run("build", "x.yaml")
    assert " -> output/" in built and any((installed.home / "output").glob("*.pdf"))
    assert "fate" in run("docs") and "kitgen examples --copy" in run("docs")
    assert run("docs", "fate").startswith("# ")
    assert "W5" in run("rulings") and run("rulings", "W5").startswith("W5 — ")
    assert "what-if-en.pdf" in run("what-if", "--lang", "en")
    assert "calibration-" in run("calibrate")
    assert "siege-de-corbelin" in run("examples")
    assert run("examples", "siege-de-corbelin").startswith("# ")
    run("examples", "--copy")
    run("check", *(f"armies/{name}.yaml" for name in ("siege-de-corbelin", "gue-de-varenne")))
    run("check", "docs/examples/witcher/errors.yaml", status=1)
    assert "armies/brenna.yaml -> output/battle-of-brenna.pdf" in run(
        "build", "armies/brenna.yaml"
    )


def test_every_link_of_an_installed_page_resolves_inside_the_package(
    installed: Installed,
) -> None:
    """A page `kitgen docs` prints may link to another page (and a heading of it), never
    to a file the wheel does not have (the README, the contributors' page)."""
    docs = installed.site_packages / "kitgen" / "docs"
    assert broken_links(docs) == []
    listing = installed.run("docs")
    assert "contributing" not in listing.lower()


def broken_links(docs: Path) -> list[str]:
    """Each relative link of a page under ``docs`` whose file is not under ``docs``, or
    whose ``#anchor`` is no heading of its page."""
    broken = []
    for page in sorted(docs.rglob("*.md")):
        text = page.read_text(encoding="utf-8")
        for target in re.findall(r"\]\(([^)\s]+)\)", text):
            if re.match(r"[a-z]+:", target):  # https:, mailto:
                continue
            file, _, anchor = target.partition("#")
            linked = (page.parent / file).resolve() if file else page
            if not linked.is_relative_to(docs.resolve()) or not linked.is_file():
                broken.append(f"{page.relative_to(docs)}: {target}")
            elif anchor and anchor not in anchors(linked.read_text(encoding="utf-8")):
                broken.append(f"{page.relative_to(docs)}: {target} (no such heading)")
    return broken


def anchors(text: str) -> set[str]:
    """The anchors of a Markdown page's headings, as GitHub makes them: lower case,
    punctuation dropped, spaces to dashes."""
    found = set()
    for heading in re.findall(r"^#+ (.+)$", text, re.MULTILINE):
        slug = re.sub(r"[^\w\- ]", "", heading.strip().lower()).replace(" ", "-")
        found.add(slug)
    return found


def test_the_link_checker_finds_a_broken_link(tmp_path: Path) -> None:
    (tmp_path / "a.md").write_text(
        "# A page\n\n## The JSON (`compute`)\n\n[b](b.md) [up](../README.md) "
        "[self](#the-json-compute) [gone](#nowhere) [web](https://example.org)\n",
        encoding="utf-8",
    )
    assert broken_links(tmp_path) == [
        "a.md: b.md",
        "a.md: ../README.md",
        "a.md: #nowhere (no such heading)",
    ]


def test_every_link_of_the_checkouts_pages_resolves() -> None:
    assert broken_links(ROOT / "docs") == []
