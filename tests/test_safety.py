"""A battle file from a stranger: no file or network access, no markup, no path escape."""

from __future__ import annotations

import ast
import contextlib
import os
import signal
import subprocess
import sys
import time
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import pytest
import yaml
from click.testing import CliRunner
from pypdf import PdfReader

from kitgen.batch import CACHE_FILE
from kitgen.cli import main
from kitgen.output import kit_stem, write_atomic
from kitgen.render import ASSET_SUFFIXES, _sealed_fetcher, templates_dir
from tests.conftest import ARMIES, ROOT, pdf_text, python_lines, with_ctrl_c, write
from tests.hostile import poison

HOSTILE = """system: witcher
name: "../../etc/<b>evil</b> <img src='file:///etc/passwd'>"
language: en
notes: "<link rel=attachment href='file:///etc/passwd'><style>@import url(http://example.com/x.css);</style>"
armies:
  - name: "<script>alert(1)</script>"
    commander: {name: "url(file:///etc/passwd)", rank: captain}
    troops:
      - {name: "<iframe src=http://example.com>", count: 30, type: militia}
  - name: B
    commander: {name: Beta, rank: captain}
    troops:
      - {name: "&amp; {{ 7*7 }}", count: 20, type: brigands}
"""


def test_hostile_strings_are_printed_as_text_not_markup(tmp_path: Path) -> None:
    path = write(tmp_path, HOSTILE)
    out = tmp_path / "out"
    result = CliRunner().invoke(main, ["build", str(path), "-o", str(out)])
    assert result.exit_code == 0, result.output
    assert "renderer" not in result.output  # nothing was even attempted, so nothing refused
    (pdf,) = out.glob("*.pdf")
    assert pdf.parent == out  # the name could not climb out of the output folder
    text = "\n".join(pdf_text(pdf.read_bytes()))
    assert "<script>alert(1)</script>" in text  # shown literally
    assert "{{ 7*7 }}" in text and "49" not in text.split("{{ 7*7 }}")[0][-5:]
    assert "root:x:0" not in text
    raw = pdf.read_bytes()
    assert b"/EmbeddedFile" not in raw and b"root:x:0" not in raw


def test_the_fetcher_serves_packaged_assets_only() -> None:
    base = templates_dir().resolve()
    fetcher = _sealed_fetcher(base)
    css = fetcher.fetch((base / "_base" / "kit.css").as_uri())
    assert b"@font-face" in css.read()
    for url in (
        "file:///etc/passwd",
        "http://example.com/x.css",
        "https://example.com/",
        "data:text/plain,hello",
        (base / ".." / "pyproject.toml").as_uri(),
        (base / "witcher" / "kit.html.j2").as_uri(),
        "ftp://example.com/x",
    ):
        with pytest.raises(ValueError, match="only its own assets"):
            fetcher.fetch(url)
    assert ".j2" not in ASSET_SUFFIXES


@pytest.mark.parametrize(
    ("name", "stem"),
    [
        ("../../etc/passwd", "etc-passwd"),
        ("Bataille de la forteresse d'Auld Alliance", "bataille-de-la-forteresse-d-auld-alliance"),
        ("/abs/path", "abs-path"),
        ("....", "fallback"),
        ("Ærøskøbing — 1 ≠ 2", "rskbing-1-2"),
        ("x" * 300, "x" * 80),
    ],
)
def test_kit_names_never_leave_the_output_folder(name: str, stem: str) -> None:
    assert kit_stem(name, "fallback") == stem


@pytest.mark.parametrize(
    ("name", "fallback", "stem"),
    [
        ("CON", "x", "con-battle"),
        ("nul", "x", "nul-battle"),
        ("Com1", "x", "com1-battle"),
        ("LPT9 !", "x", "lpt9-battle"),
        ("AUX.", "x", "aux-battle"),
        ("???", "prn", "prn-battle"),  # the battle file's own name, as a fallback
        ("Con Artist", "x", "con-artist"),
        ("com10", "x", "com10"),
    ],
)
def test_a_kit_is_never_named_like_a_windows_device(name: str, fallback: str, stem: str) -> None:
    """Issue 22: ``CON.pdf``, ``NUL.pdf``, ``COM1.pdf``… cannot be written or opened on
    Windows, whatever follows the dot."""
    assert kit_stem(name, fallback) == stem


def test_atomic_write_replaces_whole_or_not_at_all(tmp_path: Path) -> None:
    target = tmp_path / "kit.pdf"
    write_atomic(target, b"first")
    write_atomic(target, b"second")
    assert target.read_bytes() == b"second"
    assert [p.name for p in tmp_path.iterdir()] == ["kit.pdf"]


# --- the core stays pure (STYLE.md habit 1) -------------------------------------------------

FORBIDDEN = {"yaml", "jinja2", "weasyprint", "click", "os", "pathlib", "subprocess", "io"}
SYSTEM_MODULES = sorted(
    p for p in (ROOT / "kitgen" / "systems").glob("*/*.py") if p.name != "__init__.py"
)
"""Every module of every rule system package: model, rules, tables, odds, report, the kit
presenter and texts. (A package's ``__init__`` only names its files for the registry.)"""


def _imports(module: Path) -> set[str]:
    """What ``module`` imports, anywhere in it (functions included)."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(module.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            found.add(node.module)
            found |= {f"{node.module}.{alias.name}" for alias in node.names}
    return found


def _file_of(name: str) -> Path | None:
    base = ROOT / Path(*name.split("."))
    for candidate in (base.with_suffix(".py"), base / "__init__.py"):
        if candidate.is_file():
            return candidate
    return None


def _reached(module: Path) -> set[str]:
    """Every module ``module`` imports, following kitgen's own modules through."""
    seen: set[Path] = set()
    names: set[str] = set()
    todo = [module]
    while todo:
        current = todo.pop()
        if current in seen:
            continue
        seen.add(current)
        for name in _imports(current):
            names.add(name)
            found = _file_of(name) if name.startswith("kitgen.") else None
            if found is not None and found.name != "__init__.py":
                todo.append(found)
    return names


@pytest.mark.parametrize(
    "module",
    [ROOT / "kitgen" / "dice.py", *SYSTEM_MODULES],
    ids=lambda p: p.parent.name + "/" + p.name,
)
def test_rules_core_imports_no_io(module: Path) -> None:
    """No yaml, jinja2, weasyprint, click or file access in a rule system's modules, nor
    in any kitgen module they import."""
    reached = {name.split(".")[0] for name in _reached(module)}
    assert not reached & FORBIDDEN, reached & FORBIDDEN


def test_the_purity_test_walks_every_system_package() -> None:
    from kitgen.systems import BUILT_IN

    assert {p.parent.name for p in SYSTEM_MODULES} == set(BUILT_IN)
    assert len(SYSTEM_MODULES) >= 5 * 5


def test_check_and_help_do_not_import_weasyprint() -> None:
    """WeasyPrint costs ~0.6 s to import: only `build` may pay it."""
    code = (
        "import sys; from click.testing import CliRunner; from kitgen.cli import main; "
        "r = CliRunner().invoke(main, ['check', 'armies/auld-alliance.yaml']); "
        "assert r.exit_code == 0, r.output; "
        "CliRunner().invoke(main, ['--help']); print('weasyprint' in sys.modules)"
    )
    assert python_lines(code, ROOT) == ["False"]


# --- issue 9: no user string changes a kit's markup, in any system ---------------------------


class _Structure(HTMLParser):
    """A document's tags in order, every attribute value and every style sheet's text."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.tags: list[str] = []
        self.attributes: list[str] = []
        self.styles: list[str] = []
        self._in_style = False

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append(tag)
        self.attributes += [f"{name}={value}" for name, value in attrs]
        self._in_style = tag == "style"

    def handle_endtag(self, tag: str) -> None:
        self._in_style = False

    def handle_data(self, data: str) -> None:
        if self._in_style:
            self.styles.append(data)


URL_OR_STYLE = frozenset({"src", "href", "style", "data", "srcset", "poster", "background"})
"""Attributes a value must never reach (a ``<meta content>`` may carry the author: it
is escaped and names no resource)."""


def _structure(html: str) -> _Structure:
    parser = _Structure()
    parser.feed(html)
    return parser


@pytest.mark.parametrize("example", ARMIES, ids=lambda p: p.stem)
def test_markup_in_every_name_and_note_stays_text(tmp_path: Path, example: Path) -> None:
    """Every free-text value of the example carries ``<img src=file:…>``, ``<link
    rel=attachment>``, ``@import`` and ``url()``; the kit has exactly the tags it had, and
    no payload reaches an attribute (``src``, ``href``, ``style``) or a style sheet."""
    from kitgen.pipeline import load
    from kitgen.printing import settings_of
    from kitgen.render import compose

    data = yaml.safe_load(example.read_text(encoding="utf-8"))
    clean = load(example)
    memo: dict[str, str] = {}
    hostile = poison(data, clean.system.battle_type, memo)
    assert sum("<img" in v for v in memo.values()) >= 5  # names and notes were reached
    path = write(tmp_path, yaml.safe_dump(hostile, allow_unicode=True, sort_keys=False))
    loaded = load(path)
    for audience in ("gm", "players"):
        before = _structure(
            compose(
                clean.system.key,
                clean.plan,
                clean.text,
                settings_of(clean.battle, clean.text.lang, audience=audience),
            ).html
        )
        html = compose(
            loaded.system.key,
            loaded.plan,
            loaded.text,
            settings_of(loaded.battle, loaded.text.lang, audience=audience),
        ).html
        after = _structure(html)
        # a long name may wrap onto one more line of a map label (<text>) or take a row of
        # its own on a card (a Fate commander's name): the tags that fetch or style are
        # the same, in the same order, and nothing else is added but those rows
        fetching = {"img", "link", "style", "script", "object", "iframe", "image", "use", "a"}
        assert [t for t in after.tags if t in fetching] == [
            t for t in before.tags if t in fetching
        ]
        layout = {"text", "tr", "th", "td", "b", "br"}
        if clean.system.key == "witcher":
            # a crucial moment's stakes too long for the battle sheet move, as paragraphs,
            # to the GM's first page (witcher/sheet.py: stakes_elsewhere)
            layout |= {"div", "p", "strong", "span"}  # and the notes take their room
            # warnings the GM page cannot hold under its tables go under page 1's field
            # (witcher/page_fit.py): the block moves whole, its tags as the macro writes them
            layout |= {"h3", "table", "ul", "li", "sup"}
        if clean.system.key == "promiterra":
            # a troop sheet whose name takes the room of its ruled lines loses them, and
            # the half sheets pair on pages anew (promiterra/sheetfit.py): whole blocks
            # move, their tags as the template writes them
            layout |= {"div", "p", "strong", "span", "h3", "ul", "li"}
        if clean.system.key == "bloodlust":
            # a unit sheet that a long name pushes past its page sets its casualty rows
            # in three blocks of ten, each a table of its own (bloodlust/sheet_fit.py)
            layout |= {"div", "span", "table", "colgroup", "col", "thead", "tbody"}
            # a character card with room to spare ends in ruled lines for wounds and notes,
            # under their heading, which a long name takes (bloodlust/characters.py)
            layout |= {"p"}
        if clean.system.key == "fate":
            # a unit card whose long name and aspects take its notes line's room keeps
            # its situation lines and drops that line (fate/faces.py: the notes line only
            # where the card has room for it)
            layout |= {"div", "p", "span"}
        assert [t for t in after.tags if t not in layout] == [
            t for t in before.tags if t not in layout
        ]
        for place in (*after.attributes, *after.styles):
            if place.split("=")[0] in URL_OR_STYLE or place in after.styles:
                assert "etc/passwd" not in place and "example.com" not in place, place
        assert "&lt;img src=&#34;file:///etc/passwd&#34;&gt;" in html


@pytest.mark.fresh_layouts  # the fetcher's refusals, as the renderer makes them
def test_markup_a_template_might_emit_fetches_nothing() -> None:
    """Defence in depth: were a template ever to print a URL, the renderer still fetches
    only kitgen's assets. Each attempt is refused with the same words."""
    from kitgen.render import render_pdf

    tiny_png = (
        "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5Er"
        "kJggg=="
    )
    html = f"""<html><head>
    <link rel=stylesheet href="http://127.0.0.1:9/x.css">
    <link rel=attachment href="file:///etc/passwd">
    <style>@import url(file:///etc/hostname); p {{ background: url(https://example.com/b.png) }}
    </style></head><body>
    <img src="file:///etc/passwd"><img src="http://127.0.0.1:9/x.png">
    <a rel=attachment href="file:///etc/hosts">a</a>
    <img src="data:image/png;base64,{tiny_png}">
    <img src="data:image/png;base64,{"A" * 9000}">
    <img src="data:text/html,x">
    <p>text</p></body></html>"""
    rendered = render_pdf(html)
    words = "kitgen serves only its own assets; refused "
    refused = sorted(n.split(words)[1] for n in rendered.notices if words in n)
    assert refused == sorted(
        [
            "'http://127.0.0.1:9/x.css'",
            "'file:///etc/passwd'",
            "'file:///etc/hostname'",
            "'https://example.com/b.png'",
            "'file:///etc/passwd'",
            "'http://127.0.0.1:9/x.png'",
            "'file:///etc/hosts'",
            f"'data:image/png;base64,{'A' * 58}'",
            "'data:text/html,x'",
        ]
    )
    assert len(rendered.notices) == len(refused)  # the small inline image loaded
    assert b"/EmbeddedFile" not in rendered.pdf and b"root:" not in rendered.pdf


# --- issue 9: output is safe ------------------------------------------------------------------

SMALL = ROOT / "armies" / "siege-de-corbelin.yaml"
LONG = ROOT / "armies" / "gue-de-varenne.yaml"
"""An 18-page kit: its layout outlasts a test's reaction to it starting, even on a
loaded machine (the 8-page siege once finished between the two, and exited 0)."""


def _kitgen(*args: str, **options: Any) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, "-m", "kitgen", *args],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        preexec_fn=with_ctrl_c,
        **options,
    )


def _children(pid: int) -> list[int]:
    found: list[int] = []
    for task in Path(f"/proc/{pid}/task").glob("*"):
        with contextlib.suppress(OSError):
            found += [int(c) for c in (task / "children").read_text().split()]
    return found


def _alive(pid: int) -> bool:
    try:
        status = Path(f"/proc/{pid}/stat").read_text().split(") ")[1][0]
    except OSError:
        return False
    return status != "Z"


@pytest.mark.skipif(not Path("/proc/self/task").exists(), reason="needs /proc")
@pytest.mark.parametrize("how", [signal.SIGKILL, signal.SIGTERM, signal.SIGINT])
def test_a_build_stopped_midway_leaves_the_previous_pdf(tmp_path: Path, how: int) -> None:
    """Stopped while its renderer works, a build leaves last week's kit as it was. On a
    busy machine the signal may come only once the kit is written (the renderer seen at
    work had just finished): that try says nothing and is made again."""
    for attempt in range(5):
        if _stopped_midway(tmp_path / f"try-{attempt}", how):
            return
    pytest.fail("the build finished before the signal reached it, five times running")


def _stopped_midway(tmp_path: Path, how: int) -> bool:
    """One try: ``False`` when the build had finished before the signal came."""
    out = tmp_path / "out"
    out.mkdir(parents=True)
    previous = out / "le-gue-de-varenne.pdf"
    previous.write_bytes(b"%PDF-1.7 the kit from last week")
    # a temporary folder of its own: SIGKILL of the whole group may leave the renderer's
    # there (docs/security.md), which the session's own must not hold (conftest.py)
    temporary = tmp_path / "tmp"
    temporary.mkdir()
    env = {**os.environ, "TMPDIR": str(temporary)}
    build = _kitgen("build", str(LONG), "-o", str(out), start_new_session=True, env=env)
    deadline = time.monotonic() + 60
    # wait until the layout has begun: its temporary folder made, its child forked (not
    # the compiler that ctypes runs while WeasyPrint is imported)
    while not any(temporary.glob("kitgen-*")) or not (renderers := _children(build.pid)):
        assert build.poll() is None, build.communicate()
        assert time.monotonic() < deadline, "no renderer started within 60 s"
        time.sleep(0.02)
    try:
        os.killpg(build.pid, how) if how == signal.SIGKILL else os.kill(build.pid, how)
    except ProcessLookupError:  # it had ended: too late
        build.communicate(timeout=60)
        return False
    _, errors = build.communicate(timeout=60)
    if build.returncode == 0:  # the kit was written before the signal came: too late
        return False
    assert "Traceback" not in errors
    assert previous.read_bytes() == b"%PDF-1.7 the kit from last week"
    assert [p.name for p in out.iterdir()] == [previous.name]  # no partial file either
    time.sleep(0.2)
    assert not any(_alive(pid) for pid in renderers)  # the renderer did not outlive it
    return True
    if how != signal.SIGKILL:
        assert list(temporary.iterdir()) == []  # nor its temporary folder


def test_a_build_over_its_time_limit_leaves_the_previous_pdf(
    runner: CliRunner, tmp_path: Path
) -> None:
    previous = tmp_path / "le-siege-de-corbelin.pdf"
    previous.write_bytes(b"%PDF-1.7 the kit from last week")
    result = runner.invoke(main, ["build", str(SMALL), "-o", str(tmp_path), "--time-limit", "0.2"])
    assert result.exit_code == 1
    assert result.output == (
        f"error: {SMALL}: could not lay out the kit: it took longer than 0.2 s; "
        "raise --time-limit for a kit this large\n"
    )
    assert previous.read_bytes() == b"%PDF-1.7 the kit from last week"
    assert [p.name for p in tmp_path.iterdir()] == [previous.name]


def test_two_builds_of_one_file_at_once_give_one_whole_pdf(tmp_path: Path) -> None:
    builds = [_kitgen("build", str(SMALL), "-o", str(tmp_path)) for _ in range(2)]
    for build in builds:
        _, errors = build.communicate(timeout=120)
        assert build.returncode == 0, errors
    (pdf,) = tmp_path.glob("*.pdf")
    assert sorted(p.name for p in tmp_path.iterdir()) == [CACHE_FILE, pdf.name]
    assert pdf.name == "le-siege-de-corbelin.pdf"
    assert len(PdfReader(pdf).pages) == 12  # the siege: unit-against-unit pages, counters


def test_a_climbing_battle_name_writes_inside_the_output_folder_only(
    runner: CliRunner, tmp_path: Path
) -> None:
    (tmp_path / "work" / "out").mkdir(parents=True)
    text = HOSTILE.replace('name: "../../etc/', 'name: "../../../../tmp/')
    path = write(tmp_path / "work", text)
    before = set(tmp_path.rglob("*"))
    result = runner.invoke(main, ["build", str(path), "-o", str(tmp_path / "work" / "out")])
    assert result.exit_code == 0, result.output
    written = set(tmp_path.rglob("*")) - before
    out = tmp_path / "work" / "out"
    assert written == {out / "tmp-b-evil-b-img-src-file-etc-passwd.pdf", out / CACHE_FILE}


def test_a_bug_is_one_line_not_a_traceback(
    runner: CliRunner, monkeypatch: pytest.MonkeyPatch
) -> None:
    def broken(*_: object, **__: object) -> None:
        raise ZeroDivisionError("division by zero")

    monkeypatch.setattr("kitgen.cli.load", broken)
    result = runner.invoke(main, ["check", str(SMALL)])
    assert result.exit_code == 70
    assert result.output == (
        "Error: kitgen failed on something it should have handled (ZeroDivisionError: "
        "division by zero). This is a bug in kitgen, not in your file: please report it "
        "with the battle file. KITGEN_DEBUG=1 shows where it happened.\n"
    )
