"""Shared fixtures: the example battles and a CLI runner."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

ROOT = Path(__file__).resolve().parent.parent
ARMIES = sorted((ROOT / "armies").glob("*.yaml"))
WITCHER_ARMIES = [p for p in ARMIES if "system: witcher" in p.read_text(encoding="utf-8")]


@pytest.fixture
def runner() -> CliRunner:
    return CliRunner()


def load_errors(tmp_path: Path, text: str) -> list[str]:
    """Every error `load` reports for a battle file's ``text``, as ``line: message``."""
    from kitgen.errors import KitError
    from kitgen.pipeline import load

    with pytest.raises(KitError) as caught:
        load(write(tmp_path, text))
    return [f"{p.mark.line if p.mark else '?'}: {p.message}" for p in caught.value.problems]


def write(tmp_path: Path, text: str, name: str = "battle.yaml") -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path
