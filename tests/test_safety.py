"""A battle file from a stranger: no file or network access, no markup, no path escape."""

from __future__ import annotations

import ast
import subprocess
import sys
from html.parser import HTMLParser
from pathlib import Path

import pytest
import yaml
from click.testing import CliRunner
from pypdf import PdfReader

from kitgen.cli import main
from kitgen.output import kit_stem, write_atomic
from kitgen.render import ASSET_SUFFIXES, _sealed_fetcher, templates_dir
from tests.conftest import ARMIES, ROOT, write
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
        # a long name may wrap onto one more line of a map label (<text>), nothing else
        assert [t for t in after.tags if t != "text"] == [t for t in before.tags if t != "text"]
        for place in (*after.attributes, *after.styles):
            if place.split("=")[0] in URL_OR_STYLE or place in after.styles:
                assert "etc/passwd" not in place and "example.com" not in place, place
        assert "&lt;img src=&#34;file:///etc/passwd&#34;&gt;" in html


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
