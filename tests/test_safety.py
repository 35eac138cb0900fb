"""A battle file from a stranger: no file or network access, no markup, no path escape."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner
from pypdf import PdfReader

from kitgen.cli import main
from kitgen.output import kit_stem, write_atomic
from kitgen.render import ASSET_SUFFIXES, _sealed_fetcher, templates_dir
from tests.conftest import ROOT, write

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
    reader = PdfReader(pdf)
    text = "\n".join(page.extract_text() for page in reader.pages)
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


def test_atomic_write_replaces_whole_or_not_at_all(tmp_path: Path) -> None:
    target = tmp_path / "kit.pdf"
    write_atomic(target, b"first")
    write_atomic(target, b"second")
    assert target.read_bytes() == b"second"
    assert [p.name for p in tmp_path.iterdir()] == ["kit.pdf"]


# --- the core stays pure (STYLE.md habit 1) -------------------------------------------------

FORBIDDEN = {"yaml", "jinja2", "weasyprint", "click", "os", "pathlib", "subprocess", "io"}


@pytest.mark.parametrize(
    "module",
    [ROOT / "kitgen" / "dice.py", *sorted((ROOT / "kitgen" / "systems").glob("*.py"))],
    ids=lambda p: p.name,
)
def test_rules_core_imports_no_io(module: Path) -> None:
    tree = ast.parse(module.read_text(encoding="utf-8"))
    imported = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            imported |= {alias.name.split(".")[0] for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module:
            imported.add(node.module.split(".")[0])
    assert not imported & FORBIDDEN, imported & FORBIDDEN


def test_check_and_help_do_not_import_weasyprint() -> None:
    """WeasyPrint costs ~0.6 s to import: only `build` may pay it."""
    code = (
        "import sys; from click.testing import CliRunner; from kitgen.cli import main; "
        "r = CliRunner().invoke(main, ['check', 'armies/auld-alliance.yaml']); "
        "assert r.exit_code == 0, r.output; "
        "CliRunner().invoke(main, ['--help']); print('weasyprint' in sys.modules)"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True
    )
    assert result.stdout.strip() == "False"
