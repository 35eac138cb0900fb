"""Issue 9, loading is bounded: every hostile battle file is an error at its place, quickly.

Each case is a whole file as a stranger might send it; the test runs the real command
(`kitgen check`) and reads what a game master would read.
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest
from click.testing import CliRunner

from kitgen.cli import main
from kitgen.loader import MAX_DEPTH, MAX_DIGITS, MAX_FILE_BYTES, MAX_NODES

VALID = """system: witcher
name: Gué
armies:
  - name: A
    commander: {name: Alpha, rank: captain}
    troops:
      - {name: Lances, count: 30, type: militia}
  - name: B
    commander: {name: Beta, rank: captain}
    troops:
      - {name: Haches, count: 20, type: brigands}
"""

BILLION_LAUGHS = "\n".join(
    [
        "system: witcher",
        "a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]",
        *(f"a{i}: &a{i} [{', '.join([f'*a{i - 1}'] * 10)}]" for i in range(1, 10)),
    ]
)

CASES: dict[str, tuple[bytes, str]] = {
    # name: (file bytes, the whole error line after "error: FILE")
    "billion laughs": (
        BILLION_LAUGHS.encode(),
        f":2:45: expands to more than {MAX_NODES:,} values (too many aliases?); "
        "a battle file never needs that many",
    ),
    "deep nesting": (
        ("system: witcher\nx: " + "[" * 5000 + "]" * 5000 + "\n").encode(),
        f":2:{MAX_DEPTH + 3}: nests deeper than {MAX_DEPTH} levels",
    ),
    "deep block nesting": (
        ("system: witcher\n" + "".join(f"{'  ' * i}k{i}:\n" for i in range(200))).encode(),
        f":{MAX_DEPTH + 2}:{2 * MAX_DEPTH + 1}: nests deeper than {MAX_DEPTH} levels",
    ),
    "a recursive alias": (
        b"system: witcher\na: &x\n  b: *x\n",
        ":3:6: alias '*x' repeats a value that contains it",
    ),
    "an unknown alias": (b"system: witcher\na: *nope\n", ":2:4: unknown alias '*nope'"),
    "a python tag": (
        b'system: !!python/object/apply:os.system ["id"]\n',
        ":1:9: the YAML tag '!!python/object/apply:os.system' has no place in a battle "
        "file; delete it",
    ),
    "a local tag": (
        VALID.replace("name: Gu", "name: !secret Gu").encode(),
        ":2:7: the YAML tag '!secret' has no place in a battle file; delete it",
    ),
    "a number of 5000 digits": (  # Python itself refuses to read more than 4300
        VALID.replace("count: 30", "count: " + "9" * 5000).encode(),
        f":7:31: a number of 5,000 digits is too large for a battle file (at most {MAX_DIGITS})",
    ),
    "a headcount of 10^30": (
        VALID.replace("count: 30", "count: 1" + "0" * 30).encode(),
        ":7:31: troop 'Lances': count must be at most 10,000,000, "
        "got 1,000,000,000,000,000,000,000,000,000,000",
    ),
    "an infinite headcount": (
        VALID.replace("count: 30", "count: .inf").encode(),
        ":7:31: troop 'Lances': count must be a whole number, got '.inf'",
    ),
    "latin-1 bytes": (
        VALID.replace("Gué", "Gu\udce9").encode("utf-8", "surrogateescape"),
        ":2:9: is not UTF-8 text: save the file as UTF-8 in your editor",
    ),
    "utf-16": (
        VALID.encode("utf-16"),
        ":1:1: is UTF-16 text: save the file as UTF-8 in your editor",
    ),
    "a stray byte-order mark": (
        VALID.replace("name: Gué", "name: Gu\ufeffé").encode(),
        ":2:7: character 3 of this value is an invisible U+FEFF (ZERO WIDTH NO-BREAK SPACE, "
        "a byte-order mark); delete it",
    ),
    "a right-to-left override": (
        VALID.replace("name: A\n", "name: A\u202eB\n").encode(),
        ":4:11: character 2 of this value is an invisible U+202E (RIGHT-TO-LEFT OVERRIDE); "
        "delete it",
    ),
    "an escaped NUL": (
        VALID.replace("name: A\n", 'name: "A\\0"\n').encode(),
        ":4:11: character 2 of this value is an invisible U+0000 (a control character); delete it",
    ),
    "an escaped lone surrogate": (
        VALID.replace("name: A\n", 'name: "\\ud800"\n').encode(),
        ":4:11: character 1 of this value is an invisible U+D800 (a control character); delete it",
    ),
    "a tab": (
        VALID.replace("  - name: A", "\t- name: A").encode(),
        ":4:1: YAML syntax: found character '\\t' that cannot start any token; "
        "indent with spaces, not tabs",
    ),
    "a duplicate key": (
        VALID.replace("name: Gué\n", "name: Gué\nname: Autre\n").encode(),
        ":3:1: duplicate key 'name' (first at line 2); keep one",
    ),
    "two documents": (
        (VALID + "---\n" + VALID).encode(),
        ":13:1: holds several YAML documents (`---`); put one battle in each file",
    ),
    "a merge key": (
        VALID.replace("  - name: B\n", "  - <<: {x: 1}\n    name: B\n").encode(),
        ":8:5: merge keys (`<<:`) are not supported: write the values out",
    ),
}


def _check(runner: CliRunner, path: Path) -> str:
    result = runner.invoke(main, ["check", str(path)])
    assert result.exit_code == 1, result.output
    assert result.exception is None or isinstance(result.exception, SystemExit)
    assert "Traceback" not in result.output
    return result.output


@pytest.mark.parametrize("case", CASES, ids=str)
def test_each_hostile_file_is_one_placed_error(
    runner: CliRunner, tmp_path: Path, case: str
) -> None:
    raw, expected = CASES[case]
    path = tmp_path / "battle.yaml"
    path.write_bytes(raw)
    started = time.perf_counter()
    output = _check(runner, path)
    seconds = time.perf_counter() - started
    assert output.splitlines()[0] == f"error: {path}{expected}"
    assert seconds < 10  # a runaway guard: each of these takes milliseconds


def test_a_50_megabyte_file_is_refused_unread(runner: CliRunner, tmp_path: Path) -> None:
    path = tmp_path / "huge.yaml"
    with path.open("wb") as stream:
        stream.truncate(50 * 1024 * 1024)  # sparse: no 50 MB written to the test disk
    output = _check(runner, path)
    assert output == (
        f"error: {path}: is 52,428,800 bytes; a battle file may hold at most "
        f"{MAX_FILE_BYTES:,} (is this the right file?)\n"
    )


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="no /dev/zero")
def test_an_endless_stream_is_refused_unread(runner: CliRunner) -> None:
    output = _check(runner, Path("/dev/zero"))
    assert output == (
        "error: /dev/zero: is a device, not a file; give kitgen the battle file itself\n"
    )


def test_what_a_hand_written_file_may_use_still_loads(runner: CliRunner, tmp_path: Path) -> None:
    """A UTF-8 byte-order mark, anchors and aliases, a core tag, tabs inside a quoted
    name and a date-like name all load."""
    text = VALID.replace("name: Gué", 'name: !!str 2026-11-22\nauthor: "Un\tdeux"')
    text = text.replace("{name: Alpha, rank: captain}", "&chief {name: Alpha, rank: captain}")
    text = text.replace("{name: Beta, rank: captain}", "*chief")
    path = tmp_path / "battle.yaml"
    path.write_bytes(b"\xef\xbb\xbf" + text.encode())
    result = runner.invoke(main, ["check", str(path)])
    assert result.exit_code == 0, result.output
    assert "2026-11-22 (witcher)" in result.output


# --- issue 22: only regular files are read ---------------------------------------------------


def _kitgen_within(seconds: float, *args: str) -> subprocess.CompletedProcess[str]:
    """``kitgen ARGS`` in its own process, which must end within ``seconds`` (a FIFO
    opened for reading blocks until a writer comes: the hang this guards against)."""
    return subprocess.run(
        [sys.executable, "-m", "kitgen", *args],
        capture_output=True,
        text=True,
        timeout=seconds,
        check=False,
    )


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")
def test_a_named_pipe_is_refused_at_once(tmp_path: Path) -> None:
    fifo = tmp_path / "battle.yaml"
    os.mkfifo(fifo)
    result = _kitgen_within(20, "check", str(fifo))
    assert result.returncode == 1
    assert result.stderr == (
        f"error: {fifo}: is a named pipe, not a file; give kitgen the battle file itself\n"
    )


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")
def test_watching_a_named_pipe_says_so_and_goes_on(tmp_path: Path) -> None:
    fifo = tmp_path / "battle.yaml"
    os.mkfifo(fifo)
    result = _kitgen_within(
        20, "watch", str(fifo), "-o", str(tmp_path / "out"), "--rounds", "1", "--interval", "0.05"
    )
    assert result.returncode == 0
    assert f"error: {fifo}: is a named pipe, not a file" in result.stderr
    assert "not built; the last good PDF is kept" in result.stderr


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="no /dev/zero")
def test_a_device_behind_a_link_is_refused_unread(runner: CliRunner, tmp_path: Path) -> None:
    link = tmp_path / "battle.yaml"
    link.symlink_to("/dev/zero")
    assert _check(runner, link) == (
        f"error: {link}: is a device, not a file; give kitgen the battle file itself\n"
    )
