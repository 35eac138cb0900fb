"""Rule systems as plugins (issue 20): a tiny system, installed from a temporary folder
like any package, appears in every command; a broken one is named and set aside; the
five built-in systems never depend on either.

The plugins are installed with ``pip install --target`` into a folder of their own and
seen only by the kitgen processes given that folder on ``PYTHONPATH``: the test's own
environment, shared with the rest of the suite, never changes.
"""

from __future__ import annotations

import io
import os
import subprocess
import sys
from pathlib import Path

import pytest
from pypdf import PdfReader

from tests.conftest import ROOT

TOY = '''"""A toy rule system: two sides, and the chance the first one wins."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from pathlib import Path
from typing import Annotated, Any, ClassVar

from kitgen.model import Finding, InvalidBattle, error, warning
from kitgen.schema import Language, Meta
from kitgen.systems import RuleSystem

HERE = Path(__file__).parent


@dataclass(frozen=True, slots=True)
class Side:
    NOUN: ClassVar[str] = "side"
    name: Annotated[str, Meta(max_length=40, help=("the side's name", "le nom du camp"))]
    strength: Annotated[
        int, Meta(min=1, max=20, help=("its strength, 1 to 20", "sa force, de 1 à 20"))
    ]


@dataclass(frozen=True, slots=True)
class Battle:
    NOUN: ClassVar[str] = "battle"
    system: Annotated[str, Meta(choices={"toy": "toy"})]
    name: Annotated[str, Meta(max_length=80, help=("the battle's name", "le nom de la bataille"))]
    sides: Annotated[tuple[Side, ...], Meta(max_items=4, help=("the two sides", "les deux camps"))]
    language: Language = "en"


@dataclass(frozen=True, slots=True)
class Plan:
    battle: Battle
    chance: Fraction
    findings: tuple[Finding, ...]


def compute(battle: Battle) -> Plan:
    if len(battle.sides) != 2:
        raise InvalidBattle([error("toy_two_sides", ("sides",), count=len(battle.sides))])
    first, second = battle.sides
    notes = []
    if first.strength == second.strength:
        notes.append(warning("toy_even", ("sides", 1, "strength"), name=second.name))
    chance = Fraction(first.strength, first.strength + second.strength)
    return Plan(battle, chance, tuple(notes))


def lines(plan: Plan, t: Any) -> list[str]:
    chance = t.percent(float(plan.chance))
    return ["  " + t("toy.wins", name=plan.battle.sides[0].name, chance=chance)]


SYSTEM = RuleSystem(
    key="toy",
    summary="A toy battle — two sides, the stronger usually wins",
    battle_type=Battle,
    compute=compute,
    to_json=lambda plan, t: {"system": "toy", "chance": float(plan.chance)},
    summary_lines=lines,
    odds_lines=lines,
    presenter=lambda plan, t, kit: {
        "title": plan.battle.name,
        "system_title": t("system.toy"),
        "line": lines(plan, t)[0].strip(),
    },
    texts={
        "system.toy": ("Toy battle", "Bataille jouet"),
        "toy.wins": ("{name} wins {chance} of the time", "{name} gagne {chance} du temps"),
        "msg.toy_even": (
            "'{name}' is as strong as its enemy: a coin toss",
            "« {name} » est aussi fort que son ennemi : pile ou face",
        ),
        "msg.toy_two_sides": (
            "a toy battle has two sides; this one has {count}",
            "une bataille jouet a deux camps ; celle-ci en a {count}",
        ),
    },
    starter=HERE / "starter.yaml",
    templates=HERE / "templates",
)
'''
TEMPLATE = """{% extends "_base/base.html.j2" %}
{% block body %}<section class="page"><h1>{{ title }}</h1><p>{{ line }}</p></section>
{% endblock %}
"""
STARTER = """# A toy battle: the first side's chance to win is its share of the strength.
system: toy
name: The toy bridge       # the kit's title
language: en
sides:
  - {name: Reds, strength: 3}
  - {name: Blues, strength: 1}
"""
BROKEN = '"""A plugin with a bug: it cannot even be imported."""\n\nimport no_such_module\n'


def _package(root: Path, name: str, module: str, files: dict[str, str]) -> Path:
    """A package folder as a plugin author would publish it: a pyproject.toml with a
    ``kitgen.systems`` entry point, and the package itself."""
    folder = root / name
    (folder / module).mkdir(parents=True)
    for relative, text in files.items():
        path = folder / module / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    key = name.removeprefix("kitgen-")
    (folder / "pyproject.toml").write_text(
        f"""[build-system]
requires = ["setuptools>=68"]
build-backend = "setuptools.build_meta"

[project]
name = "{name}"
version = "0.1"

[project.entry-points."kitgen.systems"]
{key} = "{module}:SYSTEM"

[tool.setuptools]
packages = ["{module}"]

[tool.setuptools.package-data]
{module} = ["starter.yaml", "templates/*.j2"]
""",
        encoding="utf-8",
    )
    return folder


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A folder with the toy system and a broken one installed, as pip installs them."""
    root = tmp_path_factory.mktemp("plugins")
    toy = _package(
        root,
        "kitgen-toy",
        "kitgen_toy",
        {"__init__.py": TOY, "starter.yaml": STARTER, "templates/kit.html.j2": TEMPLATE},
    )
    broken = _package(root, "kitgen-broken", "kitgen_broken", {"__init__.py": BROKEN})
    target = root / "site"
    pip = [sys.executable, "-m", "pip", "install", "--quiet", "--no-deps"]
    subprocess.run(
        [*pip, "--no-build-isolation", "--target", str(target), str(toy), str(broken)],
        check=True,
        capture_output=True,
    )
    return target


def kitgen(site: Path | None, *args: str, cwd: Path = ROOT) -> subprocess.CompletedProcess[str]:
    environment = {**os.environ, "PYTHONPATH": str(site) if site else ""}
    return subprocess.run(
        [sys.executable, "-m", "kitgen", *args],
        cwd=cwd,
        env=environment,
        capture_output=True,
        text=True,
        check=False,
    )


def test_an_installed_plugin_is_listed_and_a_broken_one_named(site: Path) -> None:
    result = kitgen(site, "systems")
    assert result.returncode == 0, result.stderr
    keys = [line.split()[0] for line in result.stdout.splitlines()]
    assert keys == ["witcher", "bloodlust", "jdrwiki", "promiterra", "fate", "toy"]
    assert "toy        A toy battle — two sides" in result.stdout
    (warning,) = result.stderr.splitlines()
    assert warning.startswith("warning: the rule system 'broken' (kitgen_broken:SYSTEM) could")
    assert "ModuleNotFoundError: No module named 'no_such_module'" in warning


def test_removing_the_plugin_removes_it(site: Path) -> None:
    result = kitgen(None, "systems")
    assert "toy" not in result.stdout and result.stderr == ""
    assert len(result.stdout.splitlines()) == 5


def test_the_plugin_works_in_new_schema_check_odds_and_build(site: Path, tmp_path: Path) -> None:
    made = kitgen(site, "new", "toy", "bridge", cwd=tmp_path)
    assert made.returncode == 0, made.stderr
    assert (tmp_path / "bridge.yaml").read_text(encoding="utf-8") == STARTER
    assert '"sides"' in (tmp_path / "schemas" / "toy.schema.json").read_text(encoding="utf-8")
    checked = kitgen(site, "check", "bridge.yaml", cwd=tmp_path)
    assert checked.stdout.splitlines() == [
        "bridge.yaml: The toy bridge (toy)",
        "  Reds wins 75.0% of the time",
    ]
    french = kitgen(site, "odds", "bridge.yaml", "--lang", "fr", cwd=tmp_path)
    assert "  Reds gagne 75,0\u202f% du temps" in french.stdout
    assert kitgen(site, "compute", "bridge.yaml", cwd=tmp_path).stdout.startswith("{")
    built = kitgen(site, "build", "bridge.yaml", "-o", "kits", cwd=tmp_path)
    assert built.returncode == 0, built.stderr
    assert built.stderr == ""  # its template and kitgen's CSS, nothing refused
    (pdf,) = (tmp_path / "kits").glob("*.pdf")
    assert pdf.name == "the-toy-bridge.pdf"
    text = PdfReader(io.BytesIO(pdf.read_bytes())).pages[0].extract_text()
    assert "The toy bridge" in text and "Reds wins 75.0% of the time" in text


def test_a_plugins_findings_are_placed_and_worded(site: Path, tmp_path: Path) -> None:
    (tmp_path / "even.yaml").write_text(
        STARTER.replace("strength: 1", "strength: 3"), encoding="utf-8"
    )
    (tmp_path / "alone.yaml").write_text(
        STARTER.replace("  - {name: Blues, strength: 1}\n", ""), encoding="utf-8"
    )
    even = kitgen(site, "check", "even.yaml", cwd=tmp_path)
    assert even.stderr == (
        "warning: even.yaml:7:29: 'Blues' is as strong as its enemy: a coin toss\n"
    )
    alone = kitgen(site, "check", "alone.yaml", cwd=tmp_path)
    assert alone.returncode == 1
    assert "error: alone.yaml:6:3: a toy battle has two sides; this one has 1" in alone.stderr


def test_a_broken_plugin_never_takes_the_built_in_systems_down(site: Path, tmp_path: Path) -> None:
    brenna = kitgen(site, "check", "armies/brenna.yaml")
    assert brenna.returncode == 0 and brenna.stdout.startswith("armies/brenna.yaml: Battle")
    (tmp_path / "odd.yaml").write_text("system: broken\nname: x\n", encoding="utf-8")
    result = kitgen(site, "check", "odd.yaml", cwd=tmp_path)
    assert result.returncode == 1
    assert result.stderr == (
        "error: odd.yaml:1:9: the rule system 'broken' is installed (kitgen_broken:SYSTEM) "
        "but could not be loaded: ModuleNotFoundError: No module named 'no_such_module'; "
        "`kitgen systems` lists what works\n"
    )
