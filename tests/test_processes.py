"""Nothing lost, nothing left behind: a build's processes and temporary files end with it.

Issue 22: every PDF left a WeasyPrint folder of ~3 MB in the system's temporary folder
(``tests/conftest.py`` also fails a session that leaves anything there);
SIGKILL of `build -j 2` left its workers alive, and of `build -j 1` its renderer; a build
stopped with Ctrl-C or SIGTERM still wrote the kits its workers held; `--memory-limit 50`
said "the renderer stopped (SIGTRAP)".
"""

from __future__ import annotations

import contextlib
import os
import re
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from kitgen import sandbox
from kitgen.render import render_pdf
from kitgen.sandbox import LimitError, Limits
from tests.conftest import ROOT, with_ctrl_c

pytestmark = [
    pytest.mark.skipif(
        not sandbox.can_isolate() or not Path("/proc/self/stat").exists(),
        reason="needs fork and /proc",
    ),
    pytest.mark.fresh_layouts,  # stopped and killed renders: each kit is laid out afresh
]

SMALL = ROOT / "armies" / "village-brigands.yaml"
"""The quickest kit to lay out (about 1.5 s)."""
LARGE = [ROOT / "armies" / name for name in ("gue-aux-saules.yaml", "gue-de-varenne.yaml")]
"""The longest kits to lay out (about 7 s each): stopped as they begin, a renderer that
went on would still be at work seconds later."""
THIRD = ROOT / "armies" / "colline-d-ardoise.yaml"


@pytest.fixture
def temporary(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """An empty folder that ``tempfile`` uses, in this process and the children it forks."""
    folder = tmp_path / "tmp"
    folder.mkdir()
    monkeypatch.setattr(tempfile, "tempdir", str(folder))
    return folder


def _weasyprint_like(then: Callable[[], object]) -> Callable[[], object]:
    """Work that does what WeasyPrint does (a temporary folder it removes only when the
    object holding it is collected), then ``then``."""

    def work() -> object:
        Path(tempfile.mkdtemp(prefix="weasyprint-"), "font").write_bytes(b"\0" * 1000)
        return then()

    return work


def _forever() -> None:
    while True:
        pass


def _fails() -> None:
    raise ValueError("bad CSS")


def _greedy() -> int:
    return len(bytearray(1024 * 1024 * 1024))


def _sigtrap() -> None:
    os.kill(os.getpid(), signal.SIGTRAP)


@pytest.mark.parametrize(
    ("then", "limits"),
    [
        (lambda: b"%PDF", sandbox.DEFAULT_LIMITS),
        (lambda: b"%PDF", sandbox.NO_LIMITS),  # in this process (macOS, Windows)
        (_fails, sandbox.DEFAULT_LIMITS),
        (_fails, sandbox.NO_LIMITS),
        (_forever, Limits(seconds=0.3, megabytes=0)),
        (_greedy, Limits(seconds=30, megabytes=100)),
        (os.abort, sandbox.DEFAULT_LIMITS),
        (_sigtrap, sandbox.DEFAULT_LIMITS),
    ],
    ids=["done", "done-here", "raises", "raises-here", "time", "memory", "abort", "trap"],
)
def test_the_renderer_leaves_no_temporary_file(
    temporary: Path, then: Callable[[], object], limits: Limits
) -> None:
    with contextlib.suppress(ValueError, LimitError):
        sandbox.run(_weasyprint_like(then), limits)
    assert list(temporary.iterdir()) == []


def test_weasyprint_in_this_process_leaves_no_temporary_file(temporary: Path) -> None:
    html = "<style>p { font-family: 'Kit Sans' }</style><p>Hello</p>"
    html = f'<link rel=stylesheet href="_base/kit.css">{html}'
    assert render_pdf(html, limits=sandbox.NO_LIMITS).pages == 1
    assert list(temporary.iterdir()) == []


def test_no_temporary_folder_is_an_error_not_a_bug(
    temporary: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(tempfile, "tempdir", str(temporary / "gone"))
    gone = re.escape(str(temporary / "gone"))
    words = rf"^no temporary folder could be made in {gone} \(No such file or directory\); "
    with pytest.raises(LimitError, match=words + "set TMPDIR to a folder you may write to$"):
        sandbox.run(lambda: b"%PDF")


# --- the memory limit ----------------------------------------------------------------------


def test_a_kit_over_the_memory_limit_says_so(tmp_path: Path) -> None:
    """As a user runs it: how much a kit needs depends on what the process already holds."""
    with _build(tmp_path, str(SMALL), "--memory-limit", "50") as (build, out, _):
        _, errors = build.communicate(timeout=60)
    assert build.returncode == 1
    assert errors == (
        f"error: {SMALL}: could not lay out the kit: it needed more than 50 MB of memory; "
        "raise --memory-limit for a kit this large\n"
    )
    assert list(out.iterdir()) == []


# --- processes ----------------------------------------------------------------------------


def _session(sid: int) -> dict[int, tuple[int, str]]:
    """The live processes of session ``sid``: pid -> (parent pid, program name). A zombie
    is dead (this machine's first process may never reap the orphans it inherits)."""
    found = {}
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            text = stat.read_text()
        except OSError:
            continue
        name = text[text.index("(") + 1 : text.rindex(")")]
        state, parent, _, session = text.rsplit(")", 1)[1].split()[:4]
        if int(session) == sid and state != "Z":
            found[int(stat.parent.name)] = (int(parent), name)
    return found


@contextlib.contextmanager
def _build(tmp_path: Path, *args: str) -> Iterator[tuple[subprocess.Popen[str], Path, Path]]:
    """``kitgen build ARGS -o OUT`` in a session of its own, with a temporary folder of
    its own: (the process, OUT, that folder). Whatever of the session is left at the
    end is killed, so that a failing test leaves nothing running either."""
    out, temporary = tmp_path / "out", tmp_path / "tmp"
    out.mkdir()
    temporary.mkdir()
    build = subprocess.Popen(
        [sys.executable, "-m", "kitgen", "build", *args, "-o", str(out), "--force"],
        cwd=ROOT,
        env={**os.environ, "TMPDIR": str(temporary)},
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        preexec_fn=with_ctrl_c,
        start_new_session=True,
    )
    try:
        yield build, out, temporary
    finally:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(build.pid, signal.SIGKILL)
        build.communicate(timeout=60)


def _until_rendering(build: subprocess.Popen[str], jobs: int, temporary: Path) -> None:
    """Wait until a PDF is being laid out: its temporary folder is made, and a fork of
    the build (not, say, the compiler ``ctypes`` runs to find a library as WeasyPrint is
    imported) works at it: a child of the build at -j 1, else a child of a worker."""
    deadline = time.monotonic() + 60
    while True:
        assert build.poll() is None, build.communicate()
        found = _session(build.pid)
        program = found.get(build.pid, (0, "python"))[1]
        forks = {pid for pid, (_, name) in found.items() if name == program}
        children = {pid for pid in forks if found[pid][0] == build.pid}
        if jobs > 1:
            children = {pid for pid in forks if found[pid][0] in children}
        made = any(p.name.startswith(("kitgen-", "weasyprint-")) for p in temporary.iterdir())
        if children and made:
            return
        assert time.monotonic() < deadline, "no renderer started within 60 s"
        time.sleep(0.02)


def _until_alone(build: subprocess.Popen[str], seconds: float = 60) -> dict[int, tuple[int, str]]:
    """Wait until nothing of the build's session is alive; what still is after ``seconds``
    (a wait, not a measure: generous, so that a busy machine only makes it longer)."""
    deadline = time.monotonic() + seconds
    while (left := _session(build.pid)) and time.monotonic() < deadline:
        time.sleep(0.05)
    return left


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_a_build_killed_with_sigkill_leaves_no_process_and_no_file(
    tmp_path: Path, jobs: str
) -> None:
    with _build(tmp_path, *map(str, LARGE), "-j", jobs) as (build, out, temporary):
        _until_rendering(build, int(jobs), temporary)
        os.kill(build.pid, signal.SIGKILL)  # the build alone, not its group
        build.wait(timeout=10)
        assert _until_alone(build) == {}
        assert list(temporary.iterdir()) == []
        assert list(out.iterdir()) == []


@pytest.mark.parametrize(
    ("how", "group"),
    [(signal.SIGINT, True), (signal.SIGTERM, False), (signal.SIGHUP, False)],
    ids=["ctrl-c", "sigterm", "sighup"],
)
def test_a_stopped_build_writes_no_kit_after_the_stop(
    tmp_path: Path, how: int, group: bool
) -> None:
    """Ctrl-C reaches the terminal's whole process group; `kill` the build alone."""
    with _build(tmp_path, *map(str, [*LARGE, THIRD]), "-j", "2") as (build, out, temporary):
        _until_rendering(build, 2, temporary)  # no kit can be finished yet
        os.killpg(build.pid, how) if group else os.kill(build.pid, how)
        _, errors = build.communicate(timeout=30)
        assert build.returncode == 128 + how
        assert "Traceback" not in errors
        assert _until_alone(build) == {}
        assert list(out.iterdir()) == []  # no kit, no partial file, no cache entry
        assert list(temporary.iterdir()) == []


def test_a_worker_killed_from_outside_is_an_error_not_a_bug(tmp_path: Path) -> None:
    """The system's out-of-memory killer may end a worker: its kits fail with a message
    that says what happened and what to do; the build ends, exit status 1, not 70."""
    with _build(tmp_path, *map(str, LARGE), "-j", "2") as (build, out, temporary):
        _until_rendering(build, 2, temporary)
        found = _session(build.pid)
        program = found[build.pid][1]
        workers = [
            p for p, (parent, name) in found.items() if parent == build.pid and name == program
        ]
        os.kill(workers[0], signal.SIGKILL)
        _, errors = build.communicate(timeout=60)
        assert build.returncode == 1, errors
        assert "Traceback" not in errors and "bug in kitgen" not in errors
        assert "a worker process laying kits out was stopped from outside" in errors
        assert _until_alone(build) == {}
        assert list(temporary.iterdir()) == []  # the killed worker's folder too
        assert not [p for p in out.iterdir() if p.suffix == ".part"]


def test_folders_of_processes_that_are_gone_are_swept(temporary: Path) -> None:
    """A process killed with SIGKILL cannot remove its folder; the next piece of work
    does, and leaves the folders of live processes (and anything else) alone."""
    gone = subprocess.run(
        [sys.executable, "-c", "import os; print(os.getpid())"],
        capture_output=True,
        text=True,
        check=True,
    )
    dead = temporary / f"kitgen-{gone.stdout.strip()}-abc"
    live = temporary / f"kitgen-{os.getpid()}-def"
    other = temporary / "kitgen-notes"
    for folder in (dead, live, other):
        folder.mkdir()
        (folder / "font.ttf").write_bytes(b"\0")
    sandbox.sweep_orphans()
    assert sorted(p.name for p in temporary.iterdir()) == sorted([live.name, other.name])


def test_the_folder_of_a_zombie_is_swept(temporary: Path) -> None:
    """A killed worker is dead before its parent reaps it: its folder goes all the same."""
    pid = os.fork()
    if pid == 0:  # pragma: no cover - the child
        os._exit(0)
    try:
        deadline = time.monotonic() + 60
        while Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0] != "Z":
            assert time.monotonic() < deadline
            time.sleep(0.01)
        folder = temporary / f"kitgen-{pid}-zzz"
        folder.mkdir()
        sandbox.sweep_orphans()
        assert not folder.exists()
    finally:
        os.waitpid(pid, 0)
