"""Issue 19, what a newcomer meets in the first hour: kits that would overwrite one
another, a kit in another language, a closed pipe, the progress bar beside other lines,
messages that fit the command, and ``kitgen doctor``."""

from __future__ import annotations

import os
import pty
import re
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from kitgen.cli import main
from kitgen.errors import EXIT_CLOSED_PIPE
from tests.conftest import ROOT, small_battle, write

FATE = ROOT / "armies" / "siege-de-corbelin.yaml"


def small(folder: Path, file: str, name: str, lang: str = "en") -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    return write(folder, small_battle(name, lang), file)


def kitgen(*args: str, stdout: int = subprocess.PIPE) -> subprocess.CompletedProcess[str]:
    """``kitgen`` as a newcomer runs it: its own process, from the checkout."""
    return subprocess.run(
        [sys.executable, "-m", "kitgen", *args],
        stdout=stdout,
        stderr=subprocess.PIPE,
        text=True,
        cwd=ROOT,
        check=False,
    )


# --- no silent overwrite -------------------------------------------------------------------------


def test_two_files_whose_kits_share_a_name_are_an_error_before_anything_is_written(
    tmp_path: Path,
) -> None:
    one = small(tmp_path / "a", "ford.yaml", "The Ford")
    two = small(tmp_path / "b", "ford.yaml", "The ford!")  # a different name, the same file
    three = small(tmp_path, "bridge.yaml", "The Bridge")
    out = tmp_path / "out"
    result = CliRunner().invoke(main, ["build", str(one), str(three), str(two), "-o", str(out)])
    assert result.exit_code == 1
    assert result.output.splitlines() == [
        f"error: {one}: its kit and that of {two} would both be {out / 'the-ford.pdf'} "
        "(the battles are named 'The Ford' and 'The ford!'); change one battle's `name:`, "
        "or build them into different folders with -o"
    ]
    assert not out.exists()  # not even the bridge: nothing is written


def test_a_second_build_never_replaces_another_files_kit(tmp_path: Path) -> None:
    one = small(tmp_path, "ford.yaml", "The Ford")
    copy = small(tmp_path, "ford-copy.yaml", "The Ford")
    out = tmp_path / "out"
    assert CliRunner().invoke(main, ["build", str(one), "-o", str(out)]).exit_code == 0
    kit = (out / "the-ford.pdf").read_bytes()
    result = CliRunner().invoke(main, ["build", str(copy), "-o", str(out)])
    assert result.exit_code == 1
    assert f"its kit would replace {out / 'the-ford.pdf'}, the kit of " in result.output
    assert (out / "the-ford.pdf").read_bytes() == kit
    # the kit's own file builds again; once that PDF is deleted, the copy may take its name
    assert CliRunner().invoke(main, ["build", str(one), "-o", str(out)]).exit_code == 0
    (out / "the-ford.pdf").unlink()
    assert CliRunner().invoke(main, ["build", str(copy), "-o", str(out)]).exit_code == 0


def test_a_kit_in_another_language_gets_its_own_file(tmp_path: Path) -> None:
    path = small(tmp_path, "ford.yaml", "Le Gué", lang="fr")
    out = tmp_path / "out"
    for extra in (
        [],
        ["--lang", "en"],
        ["--lang", "fr"],
        ["--audience", "players", "--lang", "en"],
    ):
        result = CliRunner().invoke(main, ["build", str(path), "-o", str(out), *extra])
        assert result.exit_code == 0, result.output
    assert sorted(p.name for p in out.glob("*.pdf")) == [
        "le-gue-en.pdf",
        "le-gue-players-en.pdf",
        "le-gue.pdf",
    ]
    # each is up to date on its own: building the French kit again lays nothing out
    again = CliRunner().invoke(main, ["build", str(path), "-o", str(out), "--lang", "en"])
    assert "(unchanged)" in again.output


# --- Unix manners --------------------------------------------------------------------------------


PRINTING = [
    ["check", str(FATE)],
    ["odds", str(FATE)],
    ["what-if", "--text"],
    ["compute", str(FATE)],
    ["compute", str(FATE), "--json"],
    ["schema", "fate"],
    ["systems"],
    ["--help"],
    ["odds", "--help"],
]


@pytest.mark.parametrize("args", PRINTING, ids=lambda a: " ".join(a)[:30])
def test_a_closed_pipe_ends_quietly(args: list[str]) -> None:
    """``kitgen … | head -0``: the reader is gone before the first line. The command
    stops at once, says nothing, and exits as a program stopped by a closed pipe does."""
    read_end, write_end = os.pipe()
    os.close(read_end)
    try:
        result = kitgen(*args, stdout=write_end)
    finally:
        os.close(write_end)
    assert result.stderr == ""
    assert result.returncode == EXIT_CLOSED_PIPE


def test_head_reads_what_it_wants_and_the_shell_sees_no_error() -> None:
    """The pipeline a GM types: two lines out, nothing on the terminal but them."""
    result = subprocess.run(
        ["bash", "-o", "pipefail", "-c", f"{sys.executable} -m kitgen odds {FATE} | head -2"],
        capture_output=True,
        text=True,
        cwd=ROOT,
        check=False,
    )
    assert len(result.stdout.splitlines()) == 2 and result.stderr == ""
    assert result.returncode in (0, EXIT_CLOSED_PIPE)


def test_a_reader_leaving_in_the_middle_of_a_large_output_is_a_closed_pipe() -> None:
    """Issue 41, item 12: ``kitgen compute FILE | head -c 10`` on a document larger than
    the pipe holds (the siege's, 400 kB) exited 0: its one large write came back short,
    and the rest was dropped unsaid. Every byte is written, or the pipe is said closed."""
    result = subprocess.run(
        [
            "bash",
            "-c",
            f"{sys.executable} -m kitgen compute {FATE} | head -c 10 >/dev/null; "
            "echo ${PIPESTATUS[0]}",
        ],
        capture_output=True,
        text=True,
        cwd=ROOT,
        check=False,
    )
    assert result.stdout.strip() == str(EXIT_CLOSED_PIPE), result.stderr
    whole = kitgen("compute", str(FATE))
    assert whole.returncode == 0 and whole.stdout.endswith("}\n")


@pytest.mark.parametrize("args", PRINTING[:8], ids=lambda a: " ".join(a)[:30])
def test_output_to_a_full_disk_is_said_not_called_a_bug(args: list[str]) -> None:
    """Issue 41, item 6: ``kitgen odds FILE > /dev/full`` exited 70, "a bug in kitgen,
    report it with the battle file". The disk is full: said so, exit 1."""
    if not Path("/dev/full").exists():
        pytest.skip("this system has no /dev/full")
    with Path("/dev/full").open("w") as full:
        result = kitgen(*args, stdout=full.fileno())
    assert result.returncode == 1, result.stderr
    assert result.stderr == "Error: cannot write the output: No space left on device\n"


def _screen(raw: str) -> list[str]:
    """What a terminal shows after ``raw``: carriage returns, erase-to-end-of-line and
    new lines applied (the only controls kitgen writes)."""
    lines, column = [""], 0
    for token in re.findall(r"\x1b\[K|\r\n|.", raw, flags=re.DOTALL):
        if token == "\x1b[K":
            lines[-1] = lines[-1][:column]
        elif token == "\r":
            column = 0
        elif token in ("\n", "\r\n"):
            lines.append("")
            column = 0
        else:
            line = lines[-1]
            lines[-1] = line[:column] + token + line[column + 1 :]
            column += 1
    return lines


def test_the_progress_bar_never_garbles_the_lines_beside_it(tmp_path: Path) -> None:
    """Five files on a terminal (a bar is drawn): one builds, one warns, three fail. On
    the screen every message stands on its own line and the bar is gone at the end."""
    folder = tmp_path / "battles"
    small(folder, "a-good.yaml", "Good")
    write(folder, small_battle("Odd").replace("count: 30", "count: 9"), "b.yaml")
    for name in ("c", "d", "e"):
        write(folder, "system: witcher\nname: [\n", f"{name}-broken.yaml")
    controller, terminal = pty.openpty()
    process = subprocess.Popen(
        [sys.executable, "-m", "kitgen", "build", str(folder), "-o", str(tmp_path / "out")],
        stdout=terminal,
        stderr=terminal,
        cwd=ROOT,
    )
    os.close(terminal)
    raw = b""
    while True:
        try:
            chunk = os.read(controller, 65536)
        except OSError:  # the terminal closed: every writer has exited
            break
        if not chunk:
            break
        raw += chunk
    assert process.wait() == 1
    os.close(controller)
    text = raw.decode()
    assert "Building [" in text  # there was a bar to keep out of the way
    shown = [line for line in _screen(text.replace("\r\n", "\n")) if line.strip()]
    assert shown, text
    for line in shown:
        assert line.startswith(("warning: ", "error: ", str(folder), "5 battle files")), line
        assert "Building [" not in line, shown
    assert sum(line.startswith("error: ") for line in shown) == 3
    assert shown[-1].startswith("5 battle files: 2 built, 0 unchanged, 3 failed")


def test_check_speaks_of_errors_not_of_writing(tmp_path: Path) -> None:
    path = write(tmp_path, "system: fate\nname: x\nzones: 3\narmies: 4\n")
    result = CliRunner().invoke(main, ["check", str(path)])
    assert result.exit_code == 1
    assert "nothing was written" not in result.output
    assert re.search(r"^\d+ errors", result.output, flags=re.MULTILINE), result.output


def test_compute_prints_json_without_a_flag(runner: CliRunner) -> None:
    plain = runner.invoke(main, ["compute", str(FATE)])
    flagged = runner.invoke(main, ["compute", str(FATE), "--json"])
    assert plain.exit_code == flagged.exit_code == 0
    assert plain.stdout == flagged.stdout and plain.stdout.startswith("{")


# --- what the machine has ------------------------------------------------------------------------


def test_doctor_says_what_the_machine_has_and_lays_out_a_page() -> None:
    result = kitgen("doctor")
    assert result.returncode == 0, result.stdout + result.stderr
    names = [line.split()[0] for line in result.stdout.splitlines() if not line.startswith(" ")]
    assert names == [
        "kitgen",
        "Python",
        "WeasyPrint",
        "Pango",
        "Font",
        "Rendering",
        "A",
    ]
    # the subsetter pip installed with kitgen, whatever the system has
    assert re.search(r"Font subsetting +ok +HarfBuzz [\d.]+, uharfbuzz [\d.]+", result.stdout)
    assert re.search(r"A test page +ok +2 pages", result.stdout)


@pytest.mark.fresh_layouts  # WeasyPrint is imported when a kit is laid out, not taken
def test_a_missing_system_library_is_a_worded_error(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """Pango missing: WeasyPrint's import fails in cffi; kitgen says what to install,
    and writes nothing (a build that wrongly succeeded wrote its kit under
    ``/nonexistent``, which a root user can create: the output is the test's own)."""
    import importlib

    from kitgen import environment

    real = importlib.import_module

    def without_pango(name: str, package: str | None = None) -> object:
        if name == "weasyprint":
            raise OSError("cannot load library 'libpango-1.0-0': not found.  Additionally…")
        return real(name, package)

    monkeypatch.setattr(environment.importlib, "import_module", without_pango)
    result = CliRunner().invoke(main, ["build", str(FATE), "-o", str(tmp_path / "out")])
    assert result.exit_code == 69
    assert not (tmp_path / "out").exists() or not list((tmp_path / "out").iterdir())
    assert "cannot load library 'libpango-1.0-0': not found" in result.output
    assert "sudo apt install libpango-1.0-0 libpangoft2-1.0-0" in result.output
    assert "kitgen doctor" in result.output and "bug" not in result.output


# --- what an installed kitgen can show -----------------------------------------------------------


def test_the_docs_ship_with_kitgen_and_print(runner: CliRunner) -> None:
    listing = runner.invoke(main, ["docs"])
    assert listing.exit_code == 0
    lines = listing.output.splitlines()
    names = {line.split()[0] for line in lines if line.startswith("  ")}
    assert lines[0] == "Pages in English:" and "Pages in French:" in lines  # yours first
    assert names == {
        p.stem for p in [*(ROOT / "docs").glob("*.md"), *(ROOT / "docs").glob("fr/*.md")]
    }
    french = runner.invoke(main, ["docs", "démarrage"])  # the French quick start, accents or not
    assert french.output == (ROOT / "docs" / "fr" / "demarrage.md").read_text(encoding="utf-8")
    page = runner.invoke(main, ["docs", "printing"])
    assert page.output == (ROOT / "docs" / "printing.md").read_text(encoding="utf-8")
    wrong = runner.invoke(main, ["docs", "fat"])
    assert wrong.exit_code == 2 and "did you mean 'fate'?" in wrong.output


def test_a_ruling_a_message_cites_is_one_command_away(runner: CliRunner) -> None:
    result = runner.invoke(main, ["rulings", "w5", "N1"])
    assert result.exit_code == 0, result.output
    first, *rest = result.output.splitlines()
    assert first.startswith("W5 — ") and first.endswith("(witcher)")
    assert any(line.startswith("N1 — ") and line.endswith("(fate)") for line in rest)
    assert "**" not in result.output  # Markdown's bold is not shown as stars
    listing = runner.invoke(main, ["rulings"])
    assert "witcher:" in listing.output and "  K1   " in listing.output
    wrong = runner.invoke(main, ["rulings", "W55"])
    assert wrong.exit_code == 2 and "`kitgen rulings` lists them" in wrong.output


def test_two_builds_at_once_never_keep_one_kit_for_two_files(tmp_path: Path) -> None:
    """Issue 22: two builds into one folder, of two files whose kits share a name, each
    checked the cache before the other had written: both reported "built", one PDF was
    left. The check is made again, under a lock on the folder, when the kit is written."""
    from kitgen import batch

    one = small(tmp_path, "ford.yaml", "The Ford")
    two = small(tmp_path, "ford-copy.yaml", "The ford!")
    options = batch.Options(output_dir=tmp_path / "out")
    first = batch.plan(one, options, batch.read_cache(options.output_dir), force=False)
    assert batch.clashes([first], batch.read_cache(options.output_dir)) == []
    # meanwhile, another build writes the copy's kit under the same name
    other = batch.build_one(two, options)
    assert other.status == batch.BUILT
    kit = (tmp_path / "out" / "the-ford.pdf").read_bytes()
    late = batch.make(first, options)
    assert late.status == batch.FAILED
    (problem,) = late.errors
    assert "its kit would replace" in str(problem) and "ford-copy.yaml" in str(problem)
    assert (tmp_path / "out" / "the-ford.pdf").read_bytes() == kit
    assert batch.read_cache(options.output_dir)["the-ford.pdf"]["source"] == str(two.resolve())
