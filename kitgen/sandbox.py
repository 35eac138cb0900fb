"""Run the renderer in a child process that cannot outlive its time or outgrow its memory.

Crafted CSS or a huge table can make a layout engine loop or eat memory, and a native
library that runs out of memory aborts rather than raising. So the PDF is laid out in a
forked child: the parent waits at most ``Limits.seconds`` and then kills it, and the child
may grow by at most ``Limits.megabytes`` of address space. Whatever happens in the child
(an exception, the memory limit, a crash), the parent gets a value or a
:class:`LimitError` it can word for the game master, and never a half-written file.

Nothing is left behind either. The work gets a temporary folder of its own (WeasyPrint
copies the kit's fonts into one), which the parent removes however the child ended. A
child ends with its parent, even one killed with SIGKILL (:func:`end_with`), removing
that folder first; so do ``kitgen build``'s worker processes.

Forking keeps WeasyPrint's import (0.6 s) in the parent, paid once per process. Where
there is no ``fork`` (Windows) or it is unsafe with the system's graphics libraries
(macOS), the work runs in this process without limits; ``docs/security.md`` says so.
"""

from __future__ import annotations

import contextlib
import faulthandler
import functools
import os
import pickle
import selectors
import shutil
import signal
import sys
import tempfile
import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar

from kitgen.files import reason
from kitgen.model import Message, said

T = TypeVar("T")

PAGE_BYTES = os.sysconf("SC_PAGE_SIZE") if hasattr(os, "sysconf") else 4096
TEMPORARY_PREFIX = "kitgen-"
"""The name of the temporary folder of one piece of work (:func:`run`) starts so."""
PEEK = 0.05
"""How often (seconds) the parent looks at the memory a child holds, under a limit."""
SLACK = 128 * 1024 * 1024
"""How near its memory ceiling a child that crashed must have come for the crash to be
the limit's doing: what one more thread takes (a 64 MB allocation arena and an 8 MB
stack, the step at which the renderer's address space grows), and what it may grab
between two looks."""
MEMORY_SIGNALS = frozenset(
    getattr(signal, name)
    for name in ("SIGTRAP", "SIGABRT", "SIGSEGV", "SIGBUS")
    if hasattr(signal, name)
)
"""How native code dies when an allocation fails (:func:`_death`)."""
ENDING_SIGNALS = tuple(
    getattr(signal, name) for name in ("SIGTERM", "SIGHUP") if hasattr(signal, name)
)
FRAME = 8
"""Bytes that give the length of a message to or from a :class:`Worker`."""
PR_SET_PDEATHSIG = 1
"""Linux's ``prctl`` option: the signal a process gets when its parent ends."""


@dataclass(frozen=True, slots=True)
class Limits:
    """How long, and with how much more memory, one PDF may take; 0 means no limit."""

    seconds: float = 180.0
    megabytes: int = 2048


DEFAULT_LIMITS = Limits()
NO_LIMITS = Limits(0, 0)


class WordedError(RuntimeError):
    """An error whose message reaches the game master: worded when shown
    (``kitgen.i18n.say``), in the reader's language."""

    def __init__(self, message: Message) -> None:
        super().__init__(message)
        self.message = message

    def __str__(self) -> str:
        from kitgen.i18n import say

        return say(self.message)


class LimitError(WordedError):
    """The renderer ran out of time or memory, crashed, or raised."""


_LIVE: dict[Path, int | None] = {}
"""This process's pieces of work under way: each one's temporary folder, and the child
that works in it (``None``: none, or this process)."""


def can_isolate() -> bool:
    """Whether rendering runs in a child process here (Linux and the BSDs)."""
    return hasattr(os, "fork") and sys.platform != "darwin"


def start_method() -> str:
    """How kitgen starts worker processes (``kitgen build -j N``): forked where the
    renderer's child is (:func:`can_isolate`), else spawned: Windows has no ``fork``, and
    on macOS a process forked after the graphics libraries are loaded may crash."""
    return "fork" if can_isolate() else "spawn"


def run(work: Callable[[], T], limits: Limits = DEFAULT_LIMITS) -> T:
    """``work()``, computed in a forked child under ``limits``. An exception it raises is
    raised here again; running out of time or memory, or dying, is a :class:`LimitError`.
    ``work`` gets a temporary folder of its own (``tempfile``), removed when this returns
    or raises, whatever became of the child."""
    folder = _new_folder()
    try:
        if not can_isolate() or limits == NO_LIMITS:
            with _temporary_folder(folder):
                return work()
        return _forked(work, limits, folder)
    finally:
        shutil.rmtree(folder, ignore_errors=True)
        del _LIVE[folder]


def _new_folder() -> Path:
    """A temporary folder for a piece of work, named after this process, registered in
    :data:`_LIVE` (the caller removes it)."""
    sweep_orphans()
    try:
        folder = Path(tempfile.mkdtemp(prefix=f"{TEMPORARY_PREFIX}{os.getpid()}-"))
    except OSError as exc:
        tried = Path(exc.filename).parent if exc.filename else Path(tempfile.gettempdir())
        message = said("loading.no_temporary_folder", folder=str(tried), reason=reason(exc))
        raise LimitError(message) from None
    _LIVE[folder] = None
    return folder


def _forked(work: Callable[[], T], limits: Limits, folder: Path) -> T:
    parent = os.getpid()
    _libc()  # loaded once here, not in every child
    ceiling = _ceiling(limits.megabytes)
    # the child starts with this process's address space: its peak is at least that,
    # even when it dies before its own peak can be read (a zombie has none)
    at_fork = _held()
    read_end, write_end = os.pipe()
    pid = os.fork()
    if pid == 0:  # pragma: no cover - the child's coverage is not collected
        os.close(read_end)
        _child(work, limits, ceiling, write_end, parent, folder)
    _LIVE[folder] = pid
    os.close(write_end)
    try:
        payload, peak = _receive(read_end, pid, limits.seconds, watch=bool(ceiling))
    except BaseException:  # Ctrl-C, a termination signal: the child goes too
        _kill(pid)
        raise
    finally:
        _LIVE[folder] = None  # it has ended, or closed the pipe as it ends
        os.close(read_end)
    _, status = os.waitpid(pid, 0)
    if not payload:
        near = bool(ceiling) and max(peak, at_fork) > ceiling - SLACK
        raise LimitError(_death(status, limits, near_ceiling=near))
    return _answer(payload)  # type: ignore[no-any-return]


def _answer(payload: bytes) -> Any:
    """The value a child sent, or the exception it sent raised here."""
    ok, value = pickle.loads(payload)  # our own child wrote it
    if not ok:
        raise value
    return value


class Worker:
    """One child process that does piece after piece of work, each under ``limits`` as
    :func:`run` does: ``kitgen watch``'s renderer, which keeps what it laid out.

    A piece of work is called with ``kept``, a dictionary that lives as long as the child:
    what one piece leaves there the next finds (sections laid out, WeasyPrint's fonts).
    The child is already running when a piece comes, so the piece is pickled to reach it:
    a module's function, or a ``functools.partial`` of one, not a lambda.
    The child is forked at the first piece, and forked again after a piece ran out of
    time or memory or the child died: the piece after that starts from nothing. Each
    piece may take ``limits.seconds`` and grow the child by ``limits.megabytes``.

    The child has one temporary folder for its life, removed when it ends or the worker
    is closed; it ends with the process that made it (:func:`end_with`). Where there is
    no ``fork`` (:func:`can_isolate`), or without limits, the work runs in this process,
    with ``kept`` here."""

    def __init__(self, limits: Limits = DEFAULT_LIMITS) -> None:
        self.limits = limits
        self.kept: dict[str, Any] = {}
        self._pid: int | None = None
        self._folder: Path | None = None
        self._pipes: tuple[int, int] = (-1, -1)
        self._reaped = False
        """The child ended and was reaped already (:meth:`_gone`)."""

    def __enter__(self) -> Worker:
        return self

    def __exit__(self, *_: object) -> None:
        self.close()

    def run(self, work: Callable[[dict[str, Any]], T]) -> T:
        """``work(kept)`` in the child; as :func:`run`, its exception is raised here and
        running out of time or memory or dying is a :class:`LimitError`."""
        if self._folder is None:
            self._folder = _new_folder()
        if not can_isolate() or self.limits == NO_LIMITS:
            with _temporary_folder(self._folder):
                return work(self.kept)
        if self._pid is not None and self._gone():  # killed while it waited (OOM killer)
            self._stop(kill=True)
        if self._pid is None:
            self._start()
        assert self._pid is not None
        pid, (requests, replies) = self._pid, self._pipes
        held = _held(pid)  # as with run(): the peak is at least that, even unread
        ceiling = _ceiling(self.limits.megabytes, pid)
        message = pickle.dumps((work, ceiling), protocol=pickle.HIGHEST_PROTOCOL)
        try:
            _write_all(requests, len(message).to_bytes(FRAME, "big") + message)
        except BrokenPipeError:  # it died just now: as if it had died at work
            payload, peak = b"", 0
        else:
            payload, peak = self._reply(replies, pid, ceiling)
        if not payload:  # it died
            status = self._stop(kill=False)
            near = bool(ceiling) and max(peak, held) > ceiling - SLACK
            raise LimitError(_death(status, self.limits, near_ceiling=near))
        try:
            return _answer(payload)  # type: ignore[no-any-return]
        except LimitError:  # out of memory: not a child to keep
            self._stop(kill=True)
            raise

    def _reply(self, replies: int, pid: int, ceiling: int) -> tuple[bytes, int]:
        """The child's answer and its peak (:func:`_receive`); too slow, Ctrl-C or a
        signal here, and the child goes."""
        try:
            return _receive(replies, pid, self.limits.seconds, watch=bool(ceiling), framed=True)
        except BaseException:
            self._stop(kill=True)
            raise

    def _gone(self) -> bool:
        """Whether the child has ended; one that has is reaped here."""
        assert self._pid is not None
        try:
            ended, _ = os.waitpid(self._pid, os.WNOHANG)
        except ChildProcessError:
            return True
        if ended:
            self._reaped = True
        return bool(ended)

    def close(self) -> None:
        """End the child (it finishes nothing more) and remove its folder."""
        if self._pid is not None:
            self._stop(kill=True)
        if self._folder is not None:
            shutil.rmtree(self._folder, ignore_errors=True)
            _LIVE.pop(self._folder, None)
            self._folder = None
        self.kept.clear()

    def _start(self) -> None:
        assert self._folder is not None
        parent = os.getpid()
        _libc()
        requests_read, requests_write = os.pipe()
        replies_read, replies_write = os.pipe()
        pid = os.fork()
        if pid == 0:  # pragma: no cover - the child's coverage is not collected
            os.close(requests_write)
            os.close(replies_read)
            _serve(requests_read, replies_write, parent, self._folder, self.limits)
        os.close(requests_read)
        os.close(replies_write)
        self._pid, self._pipes = pid, (requests_write, replies_read)
        _LIVE[self._folder] = pid

    def _stop(self, *, kill: bool) -> int:
        """Close the pipes and reap the child (killed first with ``kill``); its status.
        A new child starts from nothing: its folder is emptied."""
        assert self._pid is not None and self._folder is not None
        for end in self._pipes:
            os.close(end)
        status = 0
        if not self._reaped and kill:
            _kill(self._pid)
        elif not self._reaped:
            _, status = os.waitpid(self._pid, 0)
        self._pid, self._pipes, self._reaped = None, (-1, -1), False
        _LIVE[self._folder] = None
        shutil.rmtree(self._folder, ignore_errors=True)
        self._folder.mkdir(exist_ok=True)
        return status


def _write_all(end: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        view = view[os.write(end, view) :]


def _serve(
    requests: int, replies: int, parent: int, folder: Path, limits: Limits
) -> None:  # pragma: no cover - runs in the child
    """A :class:`Worker`'s child: answer each piece of work in turn, until the pipe of
    requests closes."""
    try:
        _settle(parent, folder)
        kept: dict[str, Any] = {}
        with os.fdopen(requests, "rb") as incoming, os.fdopen(replies, "wb") as outgoing:
            while True:
                header = incoming.read(FRAME)
                if len(header) < FRAME:
                    break
                work, ceiling = pickle.loads(incoming.read(int.from_bytes(header, "big")))
                data = _outcome(functools.partial(work, kept), limits, ceiling)
                outgoing.write(len(data).to_bytes(FRAME, "big") + data)
                outgoing.flush()
    except BaseException:  # the parent sees the pipe close
        pass
    finally:
        os._exit(0)


@contextlib.contextmanager
def _temporary_folder(folder: Path) -> Iterator[None]:
    """``tempfile`` (and so WeasyPrint) puts its files in ``folder`` meanwhile."""
    saved, tempfile.tempdir = tempfile.tempdir, str(folder)
    try:
        yield
    finally:
        tempfile.tempdir = saved


def _child(
    work: Callable[[], T], limits: Limits, ceiling: int, write_end: int, parent: int, folder: Path
) -> None:  # pragma: no cover - runs in the child
    """Compute, send the outcome, exit without running the parent's cleanup handlers."""
    data = b""
    try:
        _settle(parent, folder)
        data = _outcome(work, limits, ceiling)
        with os.fdopen(write_end, "wb") as stream:
            stream.write(data)
    except BaseException:  # the parent reports an empty answer
        pass
    finally:
        os._exit(0)


def _settle(parent: int, folder: Path) -> None:  # pragma: no cover - runs in the child
    """What a forked child does first: end with ``parent``, leave Ctrl-C to it, keep its
    temporary files in ``folder``, and keep native libraries' complaints to itself."""
    end_with(parent)
    signal.signal(signal.SIGINT, signal.SIG_DFL)  # Ctrl-C stops the child, quietly
    tempfile.tempdir = str(folder)
    _quiet_native_stderr()


def _outcome(
    work: Callable[[], object], limits: Limits, ceiling: int
) -> bytes:  # pragma: no cover - runs in the child
    """``work()`` under ``limits`` (the address space may reach ``ceiling``), pickled as
    ``(True, value)`` or ``(False, exception)``: whatever happens, it reaches the parent."""
    outcome: tuple[bool, object]
    try:
        _limit_memory(ceiling)
        _limit_cpu(limits.seconds)
        outcome = (True, work())
    except MemoryError:
        outcome = (False, LimitError(_memory_message(limits)))
    except BaseException as exc:  # everything must reach the parent
        outcome = (False, exc)
    try:
        return pickle.dumps(outcome, protocol=pickle.HIGHEST_PROTOCOL)
    except Exception as exc:  # an exception that cannot be pickled
        words = f"{type(outcome[1]).__name__}: {outcome[1]}" if not outcome[0] else str(exc)
        # (a bug's own words, in English: what a report of it needs)
        return pickle.dumps((False, LimitError(words)))


def _receive(
    read_end: int, pid: int, seconds: float, *, watch: bool, framed: bool = False
) -> tuple[bytes, int]:
    """Everything the child writes, reading as it comes (a large PDF would fill the pipe),
    until it closes the pipe or ``seconds`` run out; then the child is killed. With
    ``watch``, also the most address space the child was seen to hold (:func:`_peak`).
    ``framed``: the child stays (:class:`Worker`) and sends one answer after its length
    (:data:`FRAME` bytes); the answer ends there."""
    deadline = time.monotonic() + seconds if seconds else None
    chunks: list[bytes] = []
    got = 0
    peak = 0
    with selectors.DefaultSelector() as selector:
        selector.register(read_end, selectors.EVENT_READ)
        while True:
            if watch:
                peak = max(peak, _peak(pid))
            left = None if deadline is None else deadline - time.monotonic()
            if left is not None and left <= 0:
                raise LimitError(said("loading.too_slow", seconds=f"{seconds:g}"))
            if watch:
                left = PEEK if left is None else min(left, PEEK)
            if not selector.select(left):
                continue
            chunk = os.read(read_end, 1 << 20)
            if not chunk:  # a framed answer cut short is none
                return (b"" if framed else b"".join(chunks)), peak
            chunks.append(chunk)
            got += len(chunk)
            if framed and got >= FRAME:
                data = b"".join(chunks)
                chunks = [data]
                if got >= FRAME + int.from_bytes(data[:FRAME], "big"):
                    return data[FRAME:], peak


def _peak(pid: int) -> int:
    """The most address space process ``pid`` has held (bytes; 0 when unknown)."""
    try:
        status = Path(f"/proc/{pid}/status").read_text(encoding="ascii")
    except OSError:
        return 0
    for line in status.splitlines():
        if line.startswith("VmPeak:"):
            return int(line.split()[1]) * 1024
    return 0  # a zombie: its memory is gone


def _kill(pid: int) -> None:
    """Stop the child and reap it."""
    with contextlib.suppress(ProcessLookupError):  # it may have finished meanwhile
        os.kill(pid, signal.SIGKILL)
    with contextlib.suppress(ChildProcessError):  # reaped already
        os.waitpid(pid, 0)


def _death(status: int, limits: Limits, *, near_ceiling: bool) -> Message:
    """Why a child died without an answer. Native libraries do not raise when memory runs
    out: GLib stops the process (SIGTRAP), C++ and failed assertions abort (SIGABRT), and
    an unchecked allocation dereferences nothing (SIGSEGV, SIGBUS). Such a death counts as
    the memory limit only when the child had come near it; elsewhere it is a crash."""
    if os.WIFSIGNALED(status):
        number = os.WTERMSIG(status)
        if number == getattr(signal, "SIGXCPU", None):
            return said("loading.too_much_processor", seconds=f"{limits.seconds:g}")
        if near_ceiling and number in MEMORY_SIGNALS:
            return _memory_message(limits)
        try:
            name = signal.Signals(number).name
        except ValueError:  # pragma: no cover - a signal Python has no name for
            name = str(number)
        return said("loading.renderer_stopped", signal=name)
    return said("loading.renderer_silent")


def sweep_orphans() -> None:
    """Remove the temporary folders of pieces of work whose process is gone: a process
    killed with SIGKILL (a worker ended by the system's out-of-memory killer, a whole
    build killed at once) could not remove its own. Each folder is named after the
    process that made it (``kitgen-PID-…``); a folder of a live process is left alone."""
    try:
        found = list(Path(tempfile.gettempdir()).glob(f"{TEMPORARY_PREFIX}*-*"))
    except OSError:
        return
    for folder in found:
        number = folder.name[len(TEMPORARY_PREFIX) :].split("-", 1)[0]
        if number.isdigit() and not _alive(int(number)):
            shutil.rmtree(folder, ignore_errors=True)


def _alive(pid: int) -> bool:
    """Whether process ``pid`` runs: a zombie (dead, not yet reaped by its parent) does
    not. On Windows, which has no signal 0 (``os.kill`` would end the process), every
    process is taken for alive: a folder left there stays for the system to clean."""
    if sys.platform == "win32":
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:  # another user's process: alive, and not ours to judge
        return True
    try:
        stat = Path(f"/proc/{pid}/stat").read_text(encoding="ascii", errors="replace")
    except OSError:  # no /proc (a BSD), or it has just gone
        return True
    return stat.rsplit(")", 1)[-1].split()[:1] != ["Z"]


def end_with(parent: int) -> None:
    """From now on this process, forked by ``parent``, ends when ``parent`` ends (even
    killed with SIGKILL), and on SIGTERM or SIGHUP: first it kills its own child and
    removes its temporary folders (:func:`abandon`). On Linux the kernel tells it
    (``PR_SET_PDEATHSIG``); elsewhere a thread looks twice a second."""
    for number in ENDING_SIGNALS:
        signal.signal(number, _end)
    libc = _libc()
    if libc is None or libc.prctl(PR_SET_PDEATHSIG, signal.SIGTERM, 0, 0, 0) != 0:
        threading.Thread(target=_watch_parent, args=(parent,), daemon=True).start()
    if os.getppid() != parent:  # it ended before it could be watched
        _end()


def abandon() -> None:
    """Kill the children of this process's pieces of work and remove their folders."""
    for folder, pid in list(_LIVE.items()):
        if pid is not None:
            _kill(pid)
        shutil.rmtree(folder, ignore_errors=True)


def _end(*_: object) -> None:
    abandon()
    os._exit(128 + signal.SIGTERM)


def _watch_parent(parent: int) -> None:  # pragma: no cover - where there is no prctl
    while os.getppid() == parent:
        time.sleep(0.5)
    _end()


@functools.cache
def _libc() -> Any:
    """The C library, for ``prctl`` (Linux only; ``None`` elsewhere)."""
    if not sys.platform.startswith("linux"):
        return None
    import ctypes

    try:
        return ctypes.CDLL(None, use_errno=True)
    except OSError:  # pragma: no cover - a static build
        return None


def _memory_message(limits: Limits) -> Message:
    return said("loading.too_much_memory", megabytes=limits.megabytes)


def _quiet_native_stderr() -> None:  # pragma: no cover - runs in the child
    """Native libraries (fontconfig) write to file descriptor 2 when memory runs short,
    and a crash prints a stack; the parent words the failure itself. ``KITGEN_DEBUG=1``
    keeps their lines."""
    if os.environ.get("KITGEN_DEBUG"):
        return
    faulthandler.disable()  # it writes a crash's stack to a saved copy of stderr
    null = os.open(os.devnull, os.O_WRONLY)
    os.dup2(null, 2)
    os.close(null)


def _ceiling(megabytes: int, pid: int | str = "self") -> int:
    """The address space a child forked now may reach (bytes): what this process (or
    ``pid``) holds plus ``megabytes``; 0 for no limit, or where there is no ``/proc`` to
    measure it (a BSD: no memory limit rather than a wrong one)."""
    held = _held(pid)
    if not megabytes or not held:
        return 0
    return held + megabytes * 1024 * 1024


def _held(pid: int | str = "self") -> int:
    """The address space this process (or ``pid``) holds (bytes; 0 where there is no
    ``/proc``): a child forked now starts with as much."""
    try:
        statm = Path(f"/proc/{pid}/statm").read_text(encoding="ascii")
    except OSError:
        return 0
    return int(statm.split()[0]) * PAGE_BYTES


def _limit_memory(ceiling: int) -> None:  # pragma: no cover - runs in the child
    """Let the address space grow to ``ceiling`` bytes at most (0: no limit)."""
    if not ceiling:
        return
    import resource

    _, hard = resource.getrlimit(resource.RLIMIT_AS)
    if hard != resource.RLIM_INFINITY:
        ceiling = min(ceiling, hard)
    resource.setrlimit(resource.RLIMIT_AS, (ceiling, hard))


def _limit_cpu(seconds: float) -> None:  # pragma: no cover - runs in the child
    """A backstop: a child that cannot answer the signal its parent's end sends it (stuck
    in a native call) still stops on its own."""
    if not seconds:
        return
    import resource

    used = resource.getrusage(resource.RUSAGE_SELF)
    spent = used.ru_utime + used.ru_stime
    soft = int(spent + seconds) + 2
    _, hard = resource.getrlimit(resource.RLIMIT_CPU)
    if hard != resource.RLIM_INFINITY:
        soft = min(soft, hard)
    resource.setrlimit(resource.RLIMIT_CPU, (soft, hard))
