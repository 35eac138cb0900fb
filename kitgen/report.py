"""Numbers as every system's reports word them: shared by ``compute --json`` and kits."""

from __future__ import annotations

from fractions import Fraction

from kitgen.i18n import Text

JSON_SCHEMA_VERSION = 1
"""``kitgen_json`` in every ``compute --json`` document; raised only when a key changes
meaning (keys are only ever added)."""


def exact(value: Fraction, t: Text, digits: int = 2) -> str:
    """A value as a GM reads it: 160, 249,6, 4,25 (no trailing zeros, at most ``digits``)."""
    if value.denominator == 1:
        return t.number(int(value))
    sign = "-" if value < 0 else ""
    whole, _, decimals = f"{float(abs(value)):.{digits}f}".partition(".")
    decimals = decimals.rstrip("0")
    grouped = sign + t.number(int(whole))
    if not decimals:
        return "0" if grouped == "-0" else grouped
    return f"{grouped},{decimals}" if t.lang == "fr" else f"{grouped}.{decimals}"


def json_number(value: Fraction) -> int | float:
    """A whole number stays an int in JSON; anything else is a float."""
    return int(value) if value.denominator == 1 else float(value)
