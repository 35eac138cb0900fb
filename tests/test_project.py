"""The project itself: the README's commands are CI's,
every message exists in both languages."""

from __future__ import annotations

import ast
import re
from pathlib import Path

from kitgen.i18n import LANGUAGES
from kitgen.systems import BUILT_IN, catalogues, systems
from tests.conftest import ROOT, python_lines, texts


def _readme_commands() -> list[str]:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    setup = readme.split("## Set up", 1)[1].split("\n## ", 1)[0]
    return re.findall(r"```sh\n(.+?)\n```", setup)


def test_readme_has_exactly_two_setup_commands_and_ci_runs_the_second() -> None:
    install, tests = _readme_commands()
    assert "pip install -e '.[dev]'" in install and install.endswith("kitgen build armies/")
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert ci.rstrip().splitlines()[-1] == tests


# every catalogue key in both languages, same placeholders: tests/test_one_language.py


def test_every_finding_code_has_a_message() -> None:
    every = {key for catalogue in catalogues().values() for key in catalogue}
    for system in systems():
        folder = ROOT / "kitgen" / "systems" / system
        sources = "".join(p.read_text(encoding="utf-8") for p in folder.glob("*.py"))
        codes = set(re.findall(r'(?:error|warning)\(\s*"(\w+)"', sources))
        assert codes, f"no finding codes found in {system}: the pattern is stale"
        own = systems()[system].texts.keys() | catalogues()["common"].keys()
        assert {f"msg.{c}" for c in codes} <= own, system
    assert every


SHARED_RULINGS = {
    **{f"W{n}": "witcher" for n in range(1, 14)},
    **{f"B{n}": "bloodlust" for n in range(1, 8)},
    **{f"J{n}": "jdrwiki" for n in range(1, 7)},
    **{f"P{n}": "promiterra" for n in range(1, 6)},
    **{f"F{n}": "fate" for n in range(1, 5)},
}
"""The rulings settled with the rule documents; kitgen's own (K…O) are found in the code."""


STARTERS = sorted((ROOT / "kitgen" / "systems").rglob("starter*.yaml"))
"""Every starter battle file, in every language (a folder ``kitgen/starters`` this test
once read had long gone: it checked no starter)."""


def _cited_rulings() -> set[str]:
    """Every ruling id a user can meet: passed to a finding, written in a message or in a
    starter's comments."""
    sources = [
        *(ROOT / "kitgen" / "systems").rglob("*.py"),
        *(ROOT / "kitgen" / "i18n").glob("*.py"),
        *STARTERS,
    ]
    cited: set[str] = set()
    for path in sources:
        text = path.read_text(encoding="utf-8")
        if path.suffix == ".py":  # string literals only: the code's own comments may cite
            text = " ".join(re.findall(r'"([^"\n]*)"', text))
        cited |= set(re.findall(r"\b[WBJPFKLMNO]\d{1,2}\b", text))
    return cited


def test_every_ruling_a_user_can_meet_is_explained() -> None:
    from kitgen.handbook import rulings

    explained = rulings()
    cited = _cited_rulings()
    assert {"W5", "F3", "N1", "L3", "O2"} <= cited  # the search still finds them
    assert cited <= explained.keys(), sorted(cited - explained.keys())
    for ruling_id, system in SHARED_RULINGS.items():
        assert ruling_id in explained, ruling_id
        assert explained[ruling_id].system == system, ruling_id
    for ruling in explained.values():
        assert ruling.title and len(ruling.text) > 40, ruling.id


USER_FACING_DOCS = [
    ROOT / "README.md",
    *(ROOT / "docs").glob("*.md"),
    *(ROOT / "docs").glob("fr/*.md"),
    *(ROOT / "armies").glob("*.yaml"),  # they ship: `kitgen examples`
    *(ROOT / "docs" / "examples").rglob("*.yaml"),
]


def test_nothing_a_user_reads_speaks_of_the_seed() -> None:
    """Users have the rulebooks, not the team's copies of them: messages, starters, the
    schema's descriptions and the docs say "the rules" or name the rulebook."""
    from kitgen.json_schema import schema_text

    shown = {f"message {key}": t(key) for lang in LANGUAGES for key, t in texts(lang)}
    shown |= {str(p): p.read_text(encoding="utf-8") for p in USER_FACING_DOCS}
    shown |= {str(p): p.read_text(encoding="utf-8") for p in STARTERS}
    shown |= {
        f"schema {key} ({lang})": schema_text(system, lang)
        for key, system in systems().items()
        for lang in LANGUAGES
    }
    for where, text in shown.items():
        assert not re.search(r"(?i:\bseeds?\b)|\.\./shared|RULINGS\.md", text), where


def test_starters_point_only_at_what_an_installed_kitgen_has() -> None:
    for key, system in systems().items():
        for path in {system.starter, *system.starters.values()}:
            text = path.read_text(encoding="utf-8")
            assert not re.search(r"docs/|\.md\b", text), path
            assert f"kitgen docs {key}" in text and "kitgen rulings" in text, path


# --- no import cycles (issue 20) ---------------------------------------------------------------


def _module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _imports_of(tree: ast.AST) -> list[ast.Import | ast.ImportFrom]:
    """Every import statement of a module: at its top, in functions, and those under
    ``if TYPE_CHECKING:`` (a cycle of types only is still a knot a reader must untie)."""
    return [n for n in ast.walk(tree) if isinstance(n, ast.Import | ast.ImportFrom)]


def _import_graph() -> dict[str, set[str]]:
    """kitgen's modules and which of them each one imports (a module imported through
    ``from package import module`` counts as the module; importing a module also runs
    its packages' ``__init__``, except those of the importer's own packages)."""
    files = {_module_name(p): p for p in (ROOT / "kitgen").rglob("*.py")}
    graph: dict[str, set[str]] = {name: set() for name in files}
    for name, path in files.items():
        own = {".".join(name.split(".")[:i]) for i in range(1, name.count(".") + 1)}
        for node in _imports_of(ast.parse(path.read_text(encoding="utf-8"))):
            targets: list[str] = []
            if isinstance(node, ast.Import):
                targets = [alias.name for alias in node.names]
            elif node.module and not node.level:
                for alias in node.names:
                    child = f"{node.module}.{alias.name}"
                    targets.append(child if child in files else node.module)
            for target in targets:
                parts = target.split(".")
                for i in range(1, len(parts) + 1):
                    step = ".".join(parts[:i])
                    if step in files and step != name and (step == target or step not in own):
                        graph[name].add(step)
    return graph


def _cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan's algorithm)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        for target in graph[node]:
            if target not in index:
                visit(target)
                low[node] = min(low[node], low[target])
            elif target in stack:
                low[node] = min(low[node], index[target])
        if low[node] == index[node]:
            group = []
            while True:
                member = stack.pop()
                group.append(member)
                if member == node:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


def test_no_module_imports_itself_round_a_cycle() -> None:
    graph = _import_graph()
    assert "kitgen.systems.witcher.rules" in graph["kitgen.systems.witcher.compute"]
    assert _cycles(graph) == []


def test_the_cycle_finder_finds_a_cycle() -> None:
    assert _cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]


def test_no_rule_system_imports_another() -> None:
    from kitgen.systems import BUILT_IN

    graph = _import_graph()
    for name, targets in graph.items():
        owner = name.split(".")[2] if name.startswith("kitgen.systems.") else None
        for target in targets:
            other = target.split(".")[2] if target.startswith("kitgen.systems.") else None
            if owner in BUILT_IN and other in BUILT_IN:
                assert owner == other, f"{name} imports {target}"


def test_the_installed_kitgen_registers_its_systems_by_entry_point() -> None:
    from importlib.metadata import entry_points

    from kitgen.systems import GROUP

    points = {p.name: p.value for p in entry_points(group=GROUP)}
    assert {key: points.get(key) for key in BUILT_IN} == {
        key: f"kitgen.systems.{key}:SYSTEM" for key in BUILT_IN
    }
    assert list(systems()) == list(BUILT_IN)


def test_a_battle_imports_only_its_own_rule_system() -> None:
    """Issue 26: loading, composing and laying out a battle imports the system it names,
    not all five (0.03 s of every command against 0.19 s); the template folders and the
    renderer's fetcher know kitgen's own systems without importing them."""
    script = (
        "import sys\n"
        "from pathlib import Path\n"
        "import kitgen.cli\n"
        "from kitgen.pipeline import load\n"
        "from kitgen.render import _fetcher, assets_stamp, compose, environment\n"
        "loaded = load(Path('armies/siege-de-corbelin.yaml'))\n"
        "compose(loaded.system, loaded.plan, loaded.text)\n"
        "environment(), _fetcher(), assets_stamp()\n"
        "own = [m for m in sys.modules if m.startswith('kitgen.systems.')]\n"
        "print(sorted({m.split('.')[2] for m in own}))\n"
    )
    assert python_lines(script, cwd=ROOT) == ["['fate']"]


def test_every_own_system_keeps_its_templates_in_kitgens_folder() -> None:
    """What ``template_folders`` assumes of kitgen's own systems without importing them."""
    from kitgen.systems import is_own

    for key, system in systems().items():
        assert is_own(key)
        assert system.templates is None, key


# --- no test asserts a time (issue 37) ----------------------------------------------------------

CLOCKS = re.compile(r"\b(?:perf_counter|process_time|time\.time)\b")
"""What a test would read to measure how long something took: it counts work instead
(``kitgen.work``); ``benchmarks/`` times."""


def test_no_test_reads_a_clock_to_measure_work() -> None:
    here = Path(__file__).resolve()
    found = [
        f"{path.name}:{number}: {line.strip()}"
        for path in sorted((ROOT / "tests").glob("*.py"))
        if path != here
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if CLOCKS.search(line)
    ]
    assert found == []


def test_the_clock_pattern_finds_a_clock() -> None:
    assert CLOCKS.search("    started = time.perf_counter()")
    assert CLOCKS.search("seconds = time.time() - started")
    assert not CLOCKS.search("time.sleep(0.2)")
