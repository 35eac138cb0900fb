"""The renderer's child process: every way it can go wrong comes back as words."""

from __future__ import annotations

import os
import signal
import time
from collections.abc import Callable

import pytest

from kitgen import sandbox
from kitgen.render import RenderError
from kitgen.sandbox import LimitError, Limits

pytestmark = pytest.mark.skipif(not sandbox.can_isolate(), reason="no fork here")


def test_the_value_comes_back_from_the_child() -> None:
    assert sandbox.run(lambda: (os.getpid(), b"%PDF" * 100_000)) != (os.getpid(), None)
    pid, data = sandbox.run(lambda: (os.getpid(), b"%PDF" * 100_000))
    assert pid != os.getpid()  # it really ran elsewhere
    assert len(data) == 400_000  # more than a pipe holds at once


def test_a_loop_is_stopped_at_the_time_limit() -> None:
    def forever() -> None:
        while True:
            pass

    started = time.monotonic()
    with pytest.raises(LimitError) as caught:
        sandbox.run(forever, Limits(seconds=0.5, megabytes=0))
    assert time.monotonic() - started < 5
    assert str(caught.value) == (
        "it took longer than 0.5 s; raise --time-limit for a kit this large"
    )


def test_memory_beyond_the_limit_is_an_error() -> None:
    def greedy() -> int:
        return len(bytearray(1024 * 1024 * 1024))

    with pytest.raises(LimitError) as caught:
        sandbox.run(greedy, Limits(seconds=30, megabytes=100))
    assert str(caught.value) == (
        "it needed more than 100 MB of memory; raise --memory-limit for a kit this large"
    )


def _trap() -> None:
    os.kill(os.getpid(), signal.SIGTRAP)  # how GLib stops when an allocation fails


@pytest.mark.parametrize(("crash", "name"), [(os.abort, "SIGABRT"), (_trap, "SIGTRAP")])
def test_a_crash_is_reported_not_shared(crash: Callable[[], None], name: str) -> None:
    with pytest.raises(LimitError) as caught:
        sandbox.run(crash, Limits(seconds=30, megabytes=2048))
    assert str(caught.value) == f"the renderer stopped ({name})"


@pytest.mark.parametrize("crash", [os.abort, _trap])
def test_a_crash_near_the_memory_limit_is_the_limit(crash: Callable[[], None]) -> None:
    """Issue 22: `--memory-limit 50` said "the renderer stopped (SIGTRAP)". A native
    library dies rather than raises when memory runs out; a child whose memory came
    within ``sandbox.SLACK`` of its ceiling (always, under a small limit) hit the limit."""
    with pytest.raises(LimitError) as caught:
        sandbox.run(crash, Limits(seconds=30, megabytes=100))
    assert str(caught.value) == (
        "it needed more than 100 MB of memory; raise --memory-limit for a kit this large"
    )


def test_a_crash_before_the_childs_memory_is_read_still_counts_its_start(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The test above failed now and then under load: the child died before the parent
    read its peak (a zombie has none), so nothing said it came near the ceiling. It
    started with the parent's address space, which is enough to say so."""
    monkeypatch.setattr(sandbox, "_peak", lambda pid: 0)  # never read in time
    with pytest.raises(LimitError) as caught:
        sandbox.run(os.abort, Limits(seconds=30, megabytes=100))
    assert "it needed more than 100 MB of memory" in str(caught.value)


def test_the_child_exception_is_raised_again_here() -> None:
    def fails() -> None:
        raise RenderError("ValueError: bad CSS")

    with pytest.raises(RenderError, match=r"^ValueError: bad CSS$"):
        sandbox.run(fails)


def test_an_exception_that_cannot_cross_keeps_its_words() -> None:
    class Local(Exception):  # a local class cannot be pickled
        pass

    def fails() -> None:
        raise Local("odd")

    with pytest.raises(LimitError, match=r"^Local: odd$"):
        sandbox.run(fails)


def test_no_limits_runs_here() -> None:
    assert sandbox.run(os.getpid, sandbox.NO_LIMITS) == os.getpid()
