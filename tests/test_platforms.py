"""Every platform the README names (issue 37): `kitgen build` of several files starts its
workers the way the platform allows, fork where it is safe and spawn elsewhere, and the
kits are the same bytes either way."""

from __future__ import annotations

import hashlib
import multiprocessing
import re
from pathlib import Path
from typing import Any

import pytest

from kitgen import batch, sandbox
from kitgen.i18n import speaking
from tests.conftest import ROOT, python_lines, small_battle

# the renderer is the subject: no kit is taken from the session's shared layouts
pytestmark = pytest.mark.fresh_layouts

NO_LANGUAGE = small_battle("Sans langue", "fr").replace("language: fr\n", "")
"""A battle file that leaves the language to the reader: a spawned worker, which inherits
nothing, must be told it."""


def _kits(folder: Path) -> dict[str, str]:
    return {p.name: hashlib.sha256(p.read_bytes()).hexdigest() for p in folder.glob("*.pdf")}


def test_spawned_workers_build_the_same_bytes_as_forked_ones(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    files = [tmp_path / "one.yaml", tmp_path / "two.yaml"]
    files[0].write_text(small_battle("La première", "fr"), encoding="utf-8")
    files[1].write_text(NO_LANGUAGE, encoding="utf-8")
    asked: list[str] = []
    real = multiprocessing.get_context

    def spy(method: str | None = None) -> Any:
        asked.append(str(method))
        return real(method)

    monkeypatch.setattr(batch.multiprocessing, "get_context", spy)
    found = {}
    for start in ("fork", "spawn"):
        options = batch.Options(output_dir=tmp_path / start)
        with speaking("fr"):
            outcomes = list(batch.build_many(files, options, jobs=2, start=start))
        assert [o.status for o in outcomes] == [batch.BUILT] * 2, outcomes
        found[start] = _kits(options.output_dir)
    assert asked == ["fork", "spawn"]
    assert sorted(found["fork"]) == ["la-premiere.pdf", "sans-langue.pdf"]
    assert found["spawn"] == found["fork"]


def test_a_spawned_worker_lays_out_the_bytes_the_build_read(tmp_path: Path) -> None:
    """A spawned worker loads the bytes it is sent, never the file (which may have changed
    since): what it lays out is what the build checked."""
    one = tmp_path / "one.yaml"
    one.write_text(small_battle("Ford", "en"), encoding="utf-8")
    planned = batch.plan(one, batch.Options(output_dir=tmp_path), {}, force=True)
    one.write_text("not: [a battle", encoding="utf-8")  # changed after it was read
    again = batch.planned_from(one, planned.raw, batch.Options(output_dir=tmp_path))
    assert again.known is None and again.target == planned.target


@pytest.mark.parametrize(
    ("platform", "fork", "method"),
    [("linux", True, "fork"), ("darwin", True, "spawn"), ("win32", False, "spawn")],
)
def test_workers_start_as_the_platform_allows(
    monkeypatch: pytest.MonkeyPatch, platform: str, fork: bool, method: str
) -> None:
    monkeypatch.setattr(sandbox.sys, "platform", platform)
    if not fork:
        monkeypatch.delattr(sandbox.os, "fork")
    assert sandbox.start_method() == method


def test_no_worker_is_forked_unconditionally() -> None:
    """The acceptance's grep: ``get_context("fork")`` nowhere in kitgen."""
    for path in (ROOT / "kitgen").rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        assert not re.search(r"get_context\(\s*[\"']fork", text), path


def test_on_windows_no_process_is_signalled_to_see_if_it_lives(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """``os.kill(pid, 0)`` ends the process on Windows: the sweep of old temporary folders
    must never call it there."""

    def refuse(*_: object) -> None:
        raise AssertionError("os.kill called")

    monkeypatch.setattr(sandbox.sys, "platform", "win32")
    monkeypatch.setattr(sandbox.os, "kill", refuse)
    assert sandbox._alive(1)


def test_python_dash_m_kitgen_runs_nothing_when_imported() -> None:
    """A spawned worker imports the main module again: ``python -m kitgen build`` must not
    start a second build in each worker."""
    assert python_lines("import kitgen.__main__; print('imported')") == ["imported"]


def test_limits_asked_for_where_they_cannot_hold_are_said_so(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """Windows and macOS lay kits out in kitgen's own process: a limit the GM sets there
    is said not to hold, rather than silently ignored; the default limits say nothing."""
    from click.testing import CliRunner

    from kitgen import cli

    battle = tmp_path / "battle.yaml"
    battle.write_text(small_battle("Ford", "en"), encoding="utf-8")
    monkeypatch.setattr(cli, "can_isolate", lambda: False)
    args = ["build", str(battle), "-o", str(tmp_path / "out"), "--lang", "en"]
    asked = CliRunner().invoke(cli.main, [*args, "--time-limit", "30"])
    assert asked.exit_code == 0, asked.output
    assert "note: --time-limit and --memory-limit cannot hold on this system" in asked.output
    default = CliRunner().invoke(cli.main, [*args, "--force"])
    assert "cannot hold" not in default.output
