"""Every number the command line takes is checked where it is read (issue 41, item 7):
``nan``, infinities, ``1e308``, huge integers and an empty value are usage errors (exit 2,
the option named), never a crash past the checks (exit 70)."""

from __future__ import annotations

import pytest
from click.testing import CliRunner

from kitgen.cli import main
from tests.conftest import ROOT

EXAMPLE = str(ROOT / "armies" / "brenna.yaml")

OPTIONS = (
    ("build", "--time-limit"),
    ("build", "--memory-limit"),
    ("build", "--bleed"),
    ("build", "--jobs"),
    ("watch", "--interval"),
    ("watch", "--time-limit"),
    ("watch", "--memory-limit"),
)
WRONG = ("nan", "NaN", "-nan", "inf", "-inf", "1e308", "-1e308", str(10**30), "", "0x10")


@pytest.mark.parametrize(("command", "option"), OPTIONS)
@pytest.mark.parametrize("value", WRONG)
def test_a_number_out_of_reach_is_a_usage_error(
    runner: CliRunner, tmp_path: object, command: str, option: str, value: str
) -> None:
    result = runner.invoke(main, [command, EXAMPLE, option, value, "-o", str(tmp_path)])
    assert result.exit_code == 2, (result.exit_code, result.output, result.exception)
    assert option in result.output
    assert "Traceback" not in result.output


def test_a_usage_error_speaks_the_readers_language(runner: CliRunner) -> None:
    result = runner.invoke(main, ["build", EXAMPLE, "--time-limit", "nan", "--lang", "fr"])
    assert result.exit_code == 2
    assert "'nan' n\u2019est pas un nombre valide" in result.output
