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


def write(tmp_path: Path, text: str, name: str = "battle.yaml") -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path
