"""Run the renderer in a child process that cannot outlive its time or outgrow its memory.

Crafted CSS or a huge table can make a layout engine loop or eat memory, and a native
library that runs out of memory aborts rather than raising. So the PDF is laid out in a
forked child: the parent waits at most ``Limits.seconds`` and then kills it, and the child
may grow by at most ``Limits.megabytes`` of address space. Whatever happens in the child
(an exception, the memory limit, a crash), the parent gets a value or a
:class:`LimitError` it can word for the game master, and never a half-written file.

Forking keeps WeasyPrint's import (0.6 s) in the parent, paid once per process. Where
there is no ``fork`` (Windows) or it is unsafe with the system's graphics libraries
(macOS), the work runs in this process without limits; ``docs/security.md`` says so.
"""

from __future__ import annotations

import contextlib
import faulthandler
import os
import pickle
import selectors
import signal
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TypeVar

T = TypeVar("T")

PAGE_BYTES = os.sysconf("SC_PAGE_SIZE") if hasattr(os, "sysconf") else 4096


@dataclass(frozen=True, slots=True)
class Limits:
    """How long, and with how much more memory, one PDF may take; 0 means no limit."""

    seconds: float = 180.0
    megabytes: int = 2048


DEFAULT_LIMITS = Limits()
NO_LIMITS = Limits(0, 0)


class LimitError(RuntimeError):
    """The renderer ran out of time or memory, crashed, or raised."""


def can_isolate() -> bool:
    """Whether rendering runs in a child process here (Linux and the BSDs)."""
    return hasattr(os, "fork") and sys.platform != "darwin"


def run(work: Callable[[], T], limits: Limits = DEFAULT_LIMITS) -> T:
    """``work()``, computed in a forked child under ``limits``. An exception it raises is
    raised here again; running out of time or memory, or dying, is a :class:`LimitError`."""
    if not can_isolate() or limits == NO_LIMITS:
        return work()
    read_end, write_end = os.pipe()
    pid = os.fork()
    if pid == 0:  # pragma: no cover - the child's coverage is not collected
        os.close(read_end)
        _child(work, limits, write_end)
    os.close(write_end)
    try:
        payload = _receive(read_end, pid, limits.seconds)
    except BaseException:  # Ctrl-C, a termination signal: the child goes too
        _kill(pid)
        raise
    finally:
        os.close(read_end)
    _, status = os.waitpid(pid, 0)
    if not payload:
        raise LimitError(_death(status, limits))
    ok, value = pickle.loads(payload)  # our own child wrote it
    if not ok:
        raise value
    return value  # type: ignore[no-any-return]


def _child(work: Callable[[], T], limits: Limits, write_end: int) -> None:  # pragma: no cover
    """Compute, send the outcome, exit without running the parent's cleanup handlers."""
    outcome: tuple[bool, object]
    try:
        signal.signal(signal.SIGINT, signal.SIG_DFL)  # Ctrl-C stops the child, quietly
        _quiet_native_stderr()
        _limit_memory(limits.megabytes)
        _limit_cpu(limits.seconds)
        outcome = (True, work())
    except MemoryError:
        outcome = (False, LimitError(_memory_message(limits)))
    except BaseException as exc:  # everything must reach the parent
        outcome = (False, exc)
    try:
        try:
            data = pickle.dumps(outcome, protocol=pickle.HIGHEST_PROTOCOL)
        except Exception as exc:  # an exception that cannot be pickled
            words = f"{type(outcome[1]).__name__}: {outcome[1]}" if not outcome[0] else str(exc)
            data = pickle.dumps((False, LimitError(words)))
        with os.fdopen(write_end, "wb") as stream:
            stream.write(data)
    except BaseException:  # the parent reports an empty answer
        pass
    finally:
        os._exit(0)


def _receive(read_end: int, pid: int, seconds: float) -> bytes:
    """Everything the child writes, reading as it comes (a large PDF would fill the pipe),
    until it closes the pipe or ``seconds`` run out; then the child is killed."""
    deadline = time.monotonic() + seconds if seconds else None
    chunks: list[bytes] = []
    with selectors.DefaultSelector() as selector:
        selector.register(read_end, selectors.EVENT_READ)
        while True:
            left = None if deadline is None else deadline - time.monotonic()
            if left is not None and left <= 0:
                raise LimitError(
                    f"it took longer than {seconds:g} s; raise --time-limit for a kit this large"
                )
            if not selector.select(left):
                continue
            chunk = os.read(read_end, 1 << 20)
            if not chunk:
                return b"".join(chunks)
            chunks.append(chunk)


def _kill(pid: int) -> None:
    """Stop the child and reap it."""
    with contextlib.suppress(ProcessLookupError):  # it may have finished meanwhile
        os.kill(pid, signal.SIGKILL)
    os.waitpid(pid, 0)


def _death(status: int, limits: Limits) -> str:
    """Why a child died without an answer."""
    if os.WIFSIGNALED(status):
        number = os.WTERMSIG(status)
        if number == getattr(signal, "SIGXCPU", None):
            return f"it used more than {limits.seconds:g} s of processor time"
        try:
            name = signal.Signals(number).name
        except ValueError:  # pragma: no cover - a signal Python has no name for
            name = str(number)
        if number in (signal.SIGABRT, signal.SIGSEGV, signal.SIGBUS, signal.SIGKILL):
            return f"the renderer stopped ({name}); perhaps {_memory_message(limits)}"
        return f"the renderer stopped ({name})"
    return "the renderer stopped without an answer"


def _memory_message(limits: Limits) -> str:
    return (
        f"it needed more than {limits.megabytes:,} MB of memory; "
        "raise --memory-limit for a kit this large"
    )


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


def _limit_memory(megabytes: int) -> None:  # pragma: no cover - runs in the child
    """Let the address space grow by ``megabytes`` from what the child has at its start."""
    if not megabytes:
        return
    import resource

    try:
        statm = Path("/proc/self/statm").read_text(encoding="ascii")
        current = int(statm.split()[0]) * PAGE_BYTES
    except OSError:
        return  # no /proc (a BSD): no memory limit rather than a wrong one
    limit = current + megabytes * 1024 * 1024
    _, hard = resource.getrlimit(resource.RLIMIT_AS)
    if hard != resource.RLIM_INFINITY:
        limit = min(limit, hard)
    resource.setrlimit(resource.RLIMIT_AS, (limit, hard))


def _limit_cpu(seconds: float) -> None:  # pragma: no cover - runs in the child
    """A backstop: an orphaned child (its parent was killed) still stops on its own."""
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
