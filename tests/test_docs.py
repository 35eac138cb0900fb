"""The documentation runs as shown: every command in README.md, docs/*.md and docs/fr/*.md,
and every output they show, checked against what kitgen does today.

How a Markdown page is read (CONTRIBUTING.md says the same for writers of pages):

* a ```` ```sh ```` block is a list of commands, one a line (``# comments`` dropped);
  each must succeed;
* a block whose first line starts with ``$ `` is a terminal session: each ``$ command``
  is run and what it prints (standard output and error, as a terminal interleaves
  them) must be the lines that follow it, where ``...`` inside a line stands for any
  text (a time, a size) and a line of only ``...`` for any number of lines;
* ``<!-- file: NAME -->`` on the line before a block writes the block to ``NAME``, for
  the commands after it (``kitgen check skirmish.yaml`` after the YAML it shows);
* ``<!-- not run: REASON -->`` on the line before a block leaves it out, with the reason
  (the install command, the test command itself, another shell's syntax).

Each page runs in a folder of its own that ``kitgen examples --copy`` filled (``armies/``
and ``docs/examples/``, what the pages tell a reader to do), its commands one after
another, as a reader would type them.
``kitgen watch`` runs until it has built once, then gets Ctrl-C.
"""

from __future__ import annotations

import os
import queue
import re
import signal
import subprocess
import sys
import threading
import time
from dataclasses import dataclass
from pathlib import Path

import pytest

from tests.conftest import ROOT, with_ctrl_c

PAGES = [
    ROOT / "README.md",
    ROOT / "CONTRIBUTING.md",
    *sorted((ROOT / "docs").glob("*.md")),
    *sorted((ROOT / "docs" / "fr").glob("*.md")),  # the French quick start
]
FENCE = re.compile(
    r"(?:^<!-- (?P<directive>file|not run): (?P<argument>.+?) -->\n)?"
    r"^```(?P<lang>[\w-]*)\n(?P<body>.*?)^```\s*$",
    re.MULTILINE | re.DOTALL,
)
EXAMPLE_FILES = re.compile(r"\barmies/|\bdocs/examples/")
WATCH_SECONDS = 60


@dataclass(frozen=True, slots=True)
class Block:
    page: Path
    line: int
    lang: str
    body: str
    directive: str | None
    argument: str | None

    @property
    def where(self) -> str:
        shown = self.page.relative_to(ROOT) if self.page.is_relative_to(ROOT) else self.page
        return f"{shown}:{self.line}"

    @property
    def session(self) -> bool:
        return self.body.startswith("$ ")


def blocks(page: Path) -> list[Block]:
    text = page.read_text(encoding="utf-8")
    return [
        Block(
            page,
            text.count("\n", 0, match.start("body")),
            match["lang"],
            match["body"],
            match["directive"],
            match["argument"],
        )
        for match in FENCE.finditer(text)
    ]


def commands_of(body: str) -> list[str]:
    """The commands of a ```sh block: one a line, continued by a trailing backslash,
    without their comments."""
    joined = body.replace("\\\n", " ")
    found = []
    for line in joined.splitlines():
        command = re.sub(r"\s+#.*$", "", line).strip()
        if command and not command.startswith("#"):
            found.append(command)
    return found


def session_of(body: str) -> list[tuple[str, list[str]]]:
    """A terminal session: each command and the lines it prints."""
    steps: list[tuple[str, list[str]]] = []
    for line in body.splitlines():
        if line.startswith("$ "):
            steps.append((line[2:], []))
        else:
            steps[-1][1].append(line)
    return steps


# A reader cannot tell a no-break space from a space, so a page shows either.
NO_BREAK = {0x00A0: " ", 0x202F: " "}


def matches(expected: list[str], actual: list[str]) -> bool:
    """``actual`` is what ``expected`` shows, ``...`` standing for any text."""
    if not expected:
        return not actual
    head, rest = expected[0], expected[1:]
    if head == "...":
        return any(matches(rest, actual[i:]) for i in range(len(actual) + 1))
    if not actual:
        return False
    pattern = ".*".join(re.escape(part) for part in head.translate(NO_BREAK).split("..."))
    seen = actual[0].translate(NO_BREAK)
    return re.fullmatch(pattern, seen) is not None and matches(rest, actual[1:])


class Reader:
    """A reader of one page, typing its commands in a folder of their own."""

    def __init__(
        self, folder: Path, locale: str = "C.UTF-8", shared: dict[str, str] | None = None
    ) -> None:
        self.folder = folder
        folder.mkdir(parents=True, exist_ok=True)
        bin_dir = str(Path(sys.executable).parent)
        self.environment = {
            **os.environ,
            "PATH": bin_dir + os.pathsep + os.environ.get("PATH", ""),
            "COLUMNS": "80",
            "KITGEN_DEBUG": "",
            "LANG": locale,
            **(shared or {}),  # the session's layouts (conftest.shared_layouts)
        }
        self.environment.pop("LC_ALL", None)
        self.environment.pop("LC_MESSAGES", None)
        self.environment.pop("KITGEN_DEBUG")
        status, printed = self.run("kitgen examples --copy")
        assert status == 0, printed

    def run(self, command: str) -> tuple[int, list[str]]:
        """The command's exit status and the lines it printed."""
        if command.startswith("kitgen watch "):
            return self._watch(command)
        result = subprocess.run(
            ["bash", "-o", "pipefail", "-c", command],
            cwd=self.folder,
            env=self.environment,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
            timeout=600,
            check=False,
        )
        return result.returncode, result.stdout.splitlines()

    def _watch(self, command: str) -> tuple[int, list[str]]:
        """``kitgen watch`` never ends by itself: let it build once, then press Ctrl-C.
        Ctrl-C works in the child even when this test runs with SIGINT ignored (a job
        started in the background); nothing here waits without a deadline."""
        process = subprocess.Popen(
            ["bash", "-c", f"exec {command}"],
            cwd=self.folder,
            env=self.environment,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
            preexec_fn=with_ctrl_c,
        )
        lines: queue.Queue[str] = queue.Queue()

        def read() -> None:
            assert process.stdout is not None
            for line in process.stdout:
                lines.put(line.rstrip("\n"))

        reader = threading.Thread(target=read, daemon=True)
        reader.start()
        seen: list[str] = []
        deadline = time.monotonic() + WATCH_SECONDS
        while time.monotonic() < deadline:
            try:
                seen.append(lines.get(timeout=0.2))
            except queue.Empty:
                continue
            if " -> " in seen[-1] or seen[-1].startswith("error:"):
                break
        process.send_signal(signal.SIGINT)
        try:
            status = process.wait(timeout=30)
        except subprocess.TimeoutExpired:
            process.kill()
            status = process.wait()
        reader.join(timeout=5)
        while not lines.empty():
            seen.append(lines.get())
        return status, seen


def locale_of(page: Path) -> str:
    """The locale a page's reader has: French for the pages under docs/fr/, so kitgen
    answers them in French; the neutral one (English) for the others."""
    return "fr_FR.UTF-8" if page.parent.name == "fr" else "C.UTF-8"


def _run_page(page: Path, folder: Path, shared: dict[str, str] | None = None) -> list[str]:
    """Every block of ``page`` run in order; what went wrong, a paragraph each."""
    reader = Reader(folder, locale_of(page), shared)
    failures: list[str] = []
    for block in blocks(page):
        if block.directive == "not run":
            continue
        if block.directive == "file":
            assert block.argument is not None
            (folder / block.argument).write_text(block.body, encoding="utf-8")
            continue
        if block.session:
            for command, expected in session_of(block.body):
                _, printed = reader.run(command)
                if not matches(expected, printed):
                    failures.append(
                        f"{block.where}: `{command}` printed:\n  "
                        + "\n  ".join(printed)
                        + "\nbut the page shows:\n  "
                        + "\n  ".join(expected)
                    )
        elif block.lang == "sh":
            for command in commands_of(block.body):
                status, printed = reader.run(command)
                if status != 0:
                    failures.append(
                        f"{block.where}: `{command}` failed ({status}):\n  "
                        + "\n  ".join(printed[-20:])
                    )
    return failures


@pytest.mark.parametrize("page", PAGES, ids=lambda p: p.name)
def test_every_command_on_the_page_runs_as_shown(
    page: Path, tmp_path: Path, shared_layouts: dict[str, str]
) -> None:
    failures = _run_page(page, tmp_path, shared_layouts)
    assert not failures, "\n\n".join(failures)


def test_every_example_command_is_run() -> None:
    """Nothing that names an example file hides from the test: each such command is in
    a block the test runs (a ```sh block or a session), and nothing is left out
    without a reason."""
    for page in PAGES:
        for block in blocks(page):
            if block.directive == "not run":
                assert block.argument and len(block.argument) > 10, block.where
                continue
            if block.lang in ("sh", "console") or block.session or block.directive == "file":
                continue
            for line in block.body.splitlines():
                assert not (line.startswith("kitgen ") and EXAMPLE_FILES.search(line)), (
                    f"{block.where}: `{line}` names an example file in a block that is "
                    "not run: make it a ```sh block or a `$ ` session"
                )


def test_the_harness_sees_a_changed_output(tmp_path: Path) -> None:
    """The page test can fail for the reason it names: a shown output that kitgen no
    longer prints is reported, with both versions."""
    page = tmp_path / "page.md"
    page.write_text(
        "```console\n$ kitgen systems\nwitcher    something kitgen never said\n```\n",
        encoding="utf-8",
    )
    (failure,) = _run_page(page, tmp_path / "reader")
    assert "something kitgen never said" in failure and "witcher" in failure


def test_ellipses_match_any_text() -> None:
    assert matches(["a -> b (8 pages, ... s)"], ["a -> b (8 pages, 1.4 s)"])
    assert not matches(["a -> b (8 pages, ... s)"], ["a -> b (9 pages, 1.4 s)"])
    assert matches(["first", "...", "last"], ["first", "x", "y", "last"])
    assert matches(["first", "...", "last"], ["first", "last"])
    assert not matches(["first"], ["first", "more"])


def test_the_french_pages_are_run() -> None:
    """The French quick start is a page like the others: its commands run too."""
    assert ROOT / "docs" / "fr" / "demarrage.md" in PAGES


def test_the_french_pages_are_read_by_a_french_reader(tmp_path: Path) -> None:
    """A page under docs/fr/ runs with a French locale, so what it shows kitgen saying
    is French; the other pages run in the neutral (English) one."""
    french = ROOT / "docs" / "fr" / "demarrage.md"
    assert locale_of(french) == "fr_FR.UTF-8" and locale_of(ROOT / "README.md") == "C.UTF-8"
    _, printed = Reader(tmp_path, locale_of(french)).run("kitgen check")
    assert printed[0].startswith("Utilisation"), printed
