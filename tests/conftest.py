"""Shared fixtures: the example battles and a CLI runner."""

from __future__ import annotations

import fcntl
import functools
import gc
import importlib.util
import os
import shutil
import signal
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
from click.testing import CliRunner
from hypothesis import HealthCheck
from hypothesis import settings as hypothesis_settings

# Issue 37: no test asserts a time. Hypothesis does by default (200 ms an example, and a
# health check on slow data generation); a busy machine would fail them for no reason.
hypothesis_settings.register_profile(
    "kitgen", deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
hypothesis_settings.load_profile("kitgen")

ROOT = Path(__file__).resolve().parent.parent
ARMIES = sorted((ROOT / "armies").glob("*.yaml"))
WITCHER_ARMIES = [p for p in ARMIES if "system: witcher" in p.read_text(encoding="utf-8")]


SMALL_BATTLE = """system: witcher
name: {name}
language: {lang}
armies:
  - name: A
    commander: {{name: Alpha, rank: captain}}
    troops:
      - {{name: Lances, count: 30, type: militia}}
  - name: B
    commander: {{name: Beta, rank: captain}}
    troops:
      - {{name: Haches, count: 20, type: brigands}}
"""


def small_battle(name: str, lang: str = "en") -> str:
    """The text of a small valid Witcher battle named ``name`` (a 5-page kit)."""
    return SMALL_BATTLE.format(name=name, lang=lang)


def texts(lang: str) -> list[tuple[str, Any]]:
    """Every key of every catalogue (kitgen's common one, each system's), with what reads
    its text in ``lang``, unformatted (``Text.raw``): ``[(key, raw), …]``."""
    from kitgen.i18n import Text
    from kitgen.systems import catalogues

    found = []
    for name, catalogue in catalogues().items():
        text = Text(lang) if name == "common" else Text(lang, catalogue)
        found += [(key, text.raw) for key in catalogue]
    return found


def system_text(lang: str, system: str) -> Any:
    """A ``Text`` in ``lang`` that knows ``system``'s words too."""
    from kitgen.i18n import Text
    from kitgen.systems import systems

    return Text(lang, systems()[system].texts)


def with_ctrl_c() -> None:
    """``Popen(preexec_fn=with_ctrl_c)``: the child answers Ctrl-C as on a terminal. A
    suite run as a background job inherits SIGINT ignored, and so would the child."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


@pytest.fixture
def runner() -> CliRunner:
    return CliRunner()


def load_errors(tmp_path: Path, text: str) -> list[str]:
    """Every error `load` reports for a battle file's ``text``, as ``line: message``."""
    from kitgen.errors import KitError
    from kitgen.i18n import say
    from kitgen.pipeline import load

    with pytest.raises(KitError) as caught:
        load(write(tmp_path, text))
    return [
        f"{p.mark.line if p.mark else '?'}: {say(p.message, p.lang)}"
        for p in caught.value.problems
    ]


def in_kit_language(loaded: Any, name: str) -> str:
    """``name`` as written in an example, as its kit in ``loaded``'s language prints it
    (the file's ``names:`` glossary); :func:`printed` gives it as a page sets it."""
    forms = loaded.battle.names.get(name)
    return (getattr(forms, loaded.text.lang) if forms else None) or name


def printed(name: str) -> str:
    """``name`` as a kit's page prints it: a straight apostrophe inside a word is set as
    the typographic one (``kitgen.render.APOSTROPHE``)."""
    from kitgen.render import APOSTROPHE

    return APOSTROPHE.sub("\u2019", name)


def before_glossary(text: str, extra: str) -> str:
    """An example's ``text`` with ``extra`` (YAML that goes on its last list) added where
    the list ends: before the ``names:`` glossary the examples end with, if any."""
    body, found, glossary = text.partition("\nnames:\n")
    return body.rstrip("\n") + "\n" + extra.strip("\n") + "\n" + found.lstrip("\n") + glossary


def replace_once(text: str, old: str, new: str) -> str:
    """``text`` with ``old``, which it holds once, replaced by ``new``."""
    assert text.count(old) == 1, old
    return text.replace(old, new)


def copy_values(loaded: Any, audience: str) -> dict[str, Any]:
    """The presenter's values for one copy of ``loaded``'s kit, the players' computed as
    ``kitgen build`` computes it (from the battle without its secrets)."""
    from kitgen.build import print_settings
    from kitgen.cards import Kit
    from kitgen.pipeline import for_players
    from kitgen.secrets import players_army

    chosen = print_settings(loaded, audience=audience)
    if not chosen.gm:
        loaded, _ = for_players(loaded)
    kit = Kit(chosen, loaded.text, players=players_army(loaded.battle))
    values: dict[str, Any] = loaded.system.presenter(loaded.plan, loaded.text, kit)
    return values


def value_text(value: object) -> str:
    """Every string in a presenter value, joined: what the page can print."""
    if isinstance(value, dict):
        return " ".join(value_text(v) for v in value.values())
    if isinstance(value, (list, tuple)):
        return " ".join(value_text(v) for v in value)
    return str(value) if value is not None else ""


def layout_boxes(box: Any) -> Any:
    """``box`` of a WeasyPrint layout and every box inside it, depth first."""
    yield box
    for child in getattr(box, "children", ()):
        yield from layout_boxes(child)


def write(tmp_path: Path, text: str, name: str = "battle.yaml") -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def words_at(page: object) -> list[tuple[str, float, float]]:
    """Each text run of a pypdf page with the x and y (points) where it starts."""
    found: list[tuple[str, float, float]] = []

    def visit(text: str, cm: list[float], tm: list[float], *_: object) -> None:
        if text.strip():
            found.append((text.strip(), tm[4] * cm[0] + cm[4], tm[5] * cm[3] + cm[5]))

    page.extract_text(visitor_text=visit)  # type: ignore[attr-defined]
    return found


def pdf_text(pdf: bytes) -> list[str]:
    """The text of each page of a PDF, as PDFium reads it (the engine under the ruler's
    page metrics), one line of the page a line, a word hyphenated at a line's end kept as
    printed. 40 times faster than pypdf over a kit's tables (the Saules' 20 pages: 0.07 s
    against 2.8 s), and closer to the page: pypdf glued some neighbouring runs together
    ("SD 16SPÉCIALISTES", "crit. 41 2 3") and doubled some spaces."""
    import pypdfium2 as pdfium

    document = pdfium.PdfDocument(pdf)
    try:
        return [
            document[i]
            .get_textpage()
            .get_text_range()
            .replace("\r\n", "\n")
            .replace(HYPHEN, "-\n")
            for i in range(len(document))
        ]
    finally:
        document.close()


HYPHEN = "\ufffe"
"""Where PDFium marks a word hyphenated at the end of a line (it drops the line break)."""


def audience_texts(path: Path) -> dict[str, str]:
    """The PDF text of a battle file's GM kit and of its players' handout, both built
    without a warning: {"gm": …, "players": …}."""
    from kitgen.build import build_kit, print_settings
    from kitgen.pipeline import load

    loaded = load(path)
    texts = {}
    for audience in ("gm", "players"):
        built = build_kit(loaded, print_settings(loaded, audience=audience))
        assert built.warnings == (), built.warnings
        texts[audience] = "\n".join(pdf_text(built.pdf))
    return texts


# --- the session leaves nothing in the system's temporary folder ---------------------------

KIT_LANGUAGES = ("fr", "en")


@dataclass(frozen=True)
class ExampleKits:
    """Every example battle built by `kitgen build`, in French and in English: laid out
    once a session and shared by the test files and the xdist workers (rendering is most
    of the suite's time)."""

    folder: Path

    def output(self, lang: str) -> str:
        """What `kitgen build --lang LANG` printed."""
        return (self.folder / f"{lang}.out").read_text(encoding="utf-8")

    def said_about(self, battle: Path, lang: str) -> list[str]:
        """The lines `kitgen build --lang LANG` printed about ``battle`` but its kit's."""
        lines = self.output(lang).splitlines()
        return [line for line in lines if str(battle) in line and " -> " not in line]

    def pdfs(self, lang: str) -> list[Path]:
        return sorted((self.folder / lang).glob("*.pdf"))

    def pages(self, pdf: Path) -> list[str]:
        """The text of each page of one of these kits (:func:`pdf_text`)."""
        return pdf_text(pdf.read_bytes())

    def own(self, battle: Path) -> Path:
        """The game master's kit of ``battle`` in its own language."""
        from kitgen.output import kit_file_name
        from kitgen.pipeline import load

        loaded = load(battle)
        lang = loaded.text.lang
        name = kit_file_name(
            loaded.battle.name, battle.stem, players=False, lang=lang, file_lang=lang
        )
        return self.folder / lang / name


def _shared(tmp_path_factory: pytest.TempPathFactory, name: str) -> Path:
    """A folder of the session's that every xdist worker sees (their temporary folders
    share a parent)."""
    base = tmp_path_factory.getbasetemp()
    folder = (base.parent if os.environ.get("PYTEST_XDIST_WORKER") else base) / name
    folder.mkdir(exist_ok=True)
    return folder


LAYOUTS = "KITGEN_TEST_LAYOUTS"
"""The environment variable that names the session's shared layouts' folder."""


@pytest.fixture(scope="session")
def shared_layouts() -> dict[str, str]:
    """What a ``kitgen`` process's environment needs to share the session's layouts
    (``tests/layout_cache``): the same kit laid out once for all the tests that run the
    command line as a user does (the docs' pages, the examples' kits)."""
    return {LAYOUTS: os.environ[LAYOUTS], "PYTHONPATH": str(ROOT / "tests" / "layout_cache")}


class _Fresh:
    """How many ``fresh_layouts`` marks are in force in this process (a module's, a
    test's): while any is, :func:`_share_layouts`'s renderer lays every kit out afresh."""

    marks = 0


def _share_layouts() -> None:
    """Issue 37: every process of the session (the tests' own, their xdist workers, the
    ``kitgen`` processes the docs' pages start) shares one folder of layouts
    (``tests/layout_cache``): a kit asked for with the same HTML and options is laid out
    once a session, whichever test asks. Installed before any test module imports
    ``render_pdf``. A test whose subject is the renderer itself is marked
    ``fresh_layouts`` and lays its kits out afresh (:func:`_fresh_module`)."""
    import kitgen.build
    import kitgen.render
    from tests.layout_cache.layout_sharing import sharing

    shared = sharing(
        kitgen.render.render_pdf,
        Path(os.environ[LAYOUTS]),
        active=lambda: _Fresh.marks == 0,
        stamp=kitgen.render.assets_stamp,
    )
    kitgen.render.render_pdf = shared  # type: ignore[assignment]
    kitgen.build.render_pdf = shared  # type: ignore[assignment]


def _afresh(node: pytest.Item | pytest.Module) -> Iterator[None]:
    marked = node.get_closest_marker("fresh_layouts") is not None
    _Fresh.marks += marked
    yield
    _Fresh.marks -= marked


@pytest.fixture(autouse=True, scope="module")
def _fresh_module(request: pytest.FixtureRequest) -> Iterator[None]:
    """A module marked ``fresh_layouts`` lays out afresh from its first fixture on."""
    yield from _afresh(request.node)


@pytest.fixture(autouse=True)
def _fresh_test(request: pytest.FixtureRequest) -> Iterator[None]:
    """A test marked ``fresh_layouts`` lays out afresh."""
    yield from _afresh(request.node)


@pytest.fixture(scope="session")
def example_kits(
    tmp_path_factory: pytest.TempPathFactory, shared_layouts: dict[str, str]
) -> ExampleKits:
    """:class:`ExampleKits`, built by the first worker to ask, under a lock the others
    wait on (their temporary folders share a parent)."""
    folder = _shared(tmp_path_factory, "example-kits")
    with (folder / ".lock").open("w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        failed = folder / "failed"
        if not (folder / "done").exists() and not failed.exists():
            _build_examples(folder, shared_layouts)
    assert not failed.exists(), failed.read_text(encoding="utf-8")
    return ExampleKits(folder)


def _build_examples(folder: Path, environment: dict[str, str]) -> None:
    """Both languages at once, in two `kitgen build` processes (CI machines have two
    cores); ``done`` when both succeed, else ``failed`` with what they printed."""
    builds = {
        lang: subprocess.Popen(
            [
                sys.executable,
                "-c",
                "from kitgen.cli import main; main()",
                "build",
                *map(str, ARMIES),
                "-o",
                str(folder / lang),
                "--lang",
                lang,
            ],
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
            env={**os.environ, **environment},
        )
        for lang in KIT_LANGUAGES
    }
    problems = []
    for lang, build in builds.items():
        output, _ = build.communicate(timeout=900)
        (folder / f"{lang}.out").write_text(output, encoding="utf-8")
        if build.returncode:
            problems.append(f"kitgen build --lang {lang}: {output}")
    marker = folder / ("failed" if problems else "done")
    marker.write_text("\n".join(problems), encoding="utf-8")


LEFT_BEHIND = pytest.StashKey[Path]()
"""The session's temporary folder."""
LEFT = pytest.StashKey[list[str]]()
"""What the session left in it."""
LAYOUTS_FOLDER = pytest.StashKey[Path]()
"""The session's shared layouts (:func:`_share_layouts`), removed when it ends."""
BYTECODE_FOLDER = pytest.StashKey[Path]()
"""The bytecode of the session's processes (:func:`_compiled_once`), removed when it ends."""


def pytest_configure(config: pytest.Config) -> None:
    """Issue 22: a build writes nothing that outlives it outside its output folder. The
    session, its xdist workers and every kitgen they start get a temporary folder of their
    own (``TMPDIR``), which must be empty at the end (:func:`pytest_sessionfinish`);
    pytest's own ``tmp_path`` folders stay where they were."""
    _english_locale()
    from kitgen.cli import ONE_THREAD

    for name, value in ONE_THREAD.items():  # as the command line runs NumPy
        os.environ.setdefault(name, value)
    if not hasattr(config, "workerinput"):  # the controller; its workers inherit it
        os.environ[LAYOUTS] = tempfile.mkdtemp(prefix="kitgen-layouts-")
        config.stash[LAYOUTS_FOLDER] = Path(os.environ[LAYOUTS])
        _compiled_once(config)
    _share_layouts()
    if hasattr(config, "workerinput"):  # an xdist worker: the controller set TMPDIR
        return
    os.environ.setdefault("PYTEST_DEBUG_TEMPROOT", tempfile.gettempdir())
    folder = tempfile.mkdtemp(prefix="kitgen-tests-")
    os.environ["TMPDIR"] = tempfile.tempdir = folder
    config.stash[LEFT_BEHIND] = Path(folder)


def _compiled_once(config: pytest.Config) -> None:
    """The suite starts some 400 ``kitgen`` processes (the docs' pages, the examples'
    kits, the command line as a user runs it). Where ``PYTHONDONTWRITEBYTECODE`` is set
    (this project's CI machines set it), each compiled kitgen's sources again: 0.2 s of a
    0.55 s ``kitgen check``. Its wish (no ``__pycache__`` in the sources) is kept: the
    session's processes write their bytecode to a folder of the session's instead
    (``PYTHONPYCACHEPREFIX``), removed when it ends."""
    if not os.environ.pop("PYTHONDONTWRITEBYTECODE", None):
        return
    os.environ["PYTHONPYCACHEPREFIX"] = tempfile.mkdtemp(prefix="kitgen-bytecode-")
    config.stash[BYTECODE_FOLDER] = Path(os.environ["PYTHONPYCACHEPREFIX"])


def pytest_xdist_make_scheduler(config: pytest.Config, log: Any) -> Any:
    """xdist hands tests out one by one, except those of a file with a fixture made once
    for the file (the examples' kits, mostly): they go to one worker together, so it is
    made once. (xdist's ``loadgroup`` marks do not reach its scheduler under pytest 9:
    it renames ``item._nodeid``, which pytest 9 no longer reads.)"""
    from xdist.scheduler import LoadScopeScheduling

    class ByFixture(LoadScopeScheduling):
        def _split_scope(self, nodeid: str) -> str:
            file = nodeid.split("::", 1)[0]
            return file if _has_module_fixture(file) else nodeid

    return ByFixture(config, log)


@functools.cache
def _has_module_fixture(file: str) -> bool:
    path = ROOT / file
    return path.is_file() and 'scope="module"' in path.read_text(encoding="utf-8")


def _english_locale() -> None:
    """Issue 23: kitgen speaks the locale's language (``kitgen.i18n.user_language``).
    The tests pin what they expect to read, so they run in the neutral locale whatever
    the machine's; a test of the locale sets its own."""
    os.environ["LANG"] = "C.UTF-8"
    for name in ("LC_ALL", "LC_MESSAGES"):
        os.environ.pop(name, None)


def pytest_sessionfinish(session: pytest.Session) -> None:
    """Fail the session if anything is left in its temporary folder (the xdist workers
    have finished by now), then remove the folder. Run in one process (``-n0``), the
    tests that lay a kit out in it leave WeasyPrint documents that only the cycle
    collector frees, with the font folder each removes when it goes: collected first."""
    for kept in (LAYOUTS_FOLDER, BYTECODE_FOLDER):
        shared = session.config.stash.get(kept, None)
        if shared is not None:
            shutil.rmtree(shared, ignore_errors=True)
    folder = session.config.stash.get(LEFT_BEHIND, None)
    if folder is None:
        return
    gc.collect()
    left = sorted(p.name for p in folder.iterdir())
    shutil.rmtree(folder, ignore_errors=True)
    session.config.stash[LEFT] = left
    if left:
        session.exitstatus = pytest.ExitCode.TESTS_FAILED


def pytest_terminal_summary(terminalreporter: Any, config: pytest.Config) -> None:
    left = config.stash.get(LEFT, [])
    if left:
        terminalreporter.write_sep("=", "left in the temporary folder", red=True)
        terminalreporter.write_line(f"{len(left)}, such as: {', '.join(left[:5])}")


def script(path: Path) -> ModuleType:
    """A script of the project that is not a package module (``benchmarks/…``,
    ``tools/…``), imported from its file."""
    spec = importlib.util.spec_from_file_location(path.stem, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def python_lines(script: str, cwd: Path | None = None) -> list[str]:
    """The lines ``python -c script`` prints, run in a fresh interpreter (what a module
    imports, a path it resolves); its errors fail the test."""
    done = subprocess.run(
        [sys.executable, "-c", script], cwd=cwd, capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr
    return done.stdout.splitlines()
