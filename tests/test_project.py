"""The project itself: the README's commands are CI's, the wheel carries the templates,
every message exists in both languages."""

from __future__ import annotations

import re
import subprocess
import sys
import zipfile
from pathlib import Path

from kitgen.i18n import LANGUAGES, Text, all_keys
from tests.conftest import ROOT


def _readme_commands() -> list[str]:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    setup = readme.split("## Set up", 1)[1].split("\n## ", 1)[0]
    return re.findall(r"```sh\n(.+?)\n```", setup)


def test_readme_has_exactly_two_setup_commands_and_ci_runs_the_second() -> None:
    install, tests = _readme_commands()
    assert "pip install -e '.[dev]'" in install and install.endswith("kitgen build armies/")
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert ci.rstrip().splitlines()[-1] == tests


def test_every_key_has_both_languages_and_every_placeholder_matches() -> None:
    for key in all_keys():
        english, french = (Text(lang)(key) for lang in ("en", "fr"))
        assert english and french, key
        assert set(re.findall(r"{(\w+)}", english)) == set(re.findall(r"{(\w+)}", french)), key
    assert set(LANGUAGES) == {"fr", "en"}


def test_every_finding_code_has_a_message() -> None:
    sources = "".join(
        p.read_text(encoding="utf-8") for p in (ROOT / "kitgen" / "systems").glob("*.py")
    )
    codes = set(re.findall(r'(?:error|warning)\(\s*"(\w+)"', sources))
    assert codes, "no finding codes found: the pattern is stale"
    assert {f"msg.{c}" for c in codes} <= all_keys()


def test_the_wheel_carries_the_templates_and_fonts(tmp_path: Path) -> None:
    subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "wheel",
            "--no-deps",
            "--no-build-isolation",
            "-q",
            "-w",
            str(tmp_path),
            str(ROOT),
        ],
        check=True,
        capture_output=True,
    )
    (wheel,) = tmp_path.glob("kitgen-*.whl")
    names = set(zipfile.ZipFile(wheel).namelist())
    for needed in (
        "kitgen/templates/_base/kit.css",
        "kitgen/templates/_base/base.html.j2",
        "kitgen/templates/_base/macros.html.j2",
        "kitgen/templates/witcher/kit.html.j2",
        "kitgen/templates/_base/fonts/DejaVuSansCondensed.ttf",
        "kitgen/templates/_base/fonts/LICENSE.txt",
        "kitgen/cli.py",
    ):
        assert needed in names, needed
