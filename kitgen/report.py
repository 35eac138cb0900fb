"""Numbers as every system's reports word them: shared by ``compute --json`` and kits."""

from __future__ import annotations

from fractions import Fraction

from kitgen.i18n import Text

JSON_SCHEMA_VERSION = 1
"""``kitgen_json`` in every ``compute --json`` document; raised only when a key changes
meaning (keys are only ever added)."""
EXACT_MOST = 6
"""The most decimals a battle file's number may have (``kitgen.schema``'s decimals), so
the most :func:`exact` prints of one it was given."""


def exact(value: Fraction, t: Text, digits: int | None = 2) -> str:
    """A value as a GM reads it: 160, 249,6, 4,25 (no trailing zeros, at most ``digits``).

    ``digits=None``: every decimal of a value a battle file could write (a PUI of 1.005
    stays 1,005), worked out in whole numbers; any other value (80/3) gets 2."""
    if value.denominator == 1:
        return t.number(int(value))
    sign = "-" if value < 0 else ""
    written = (p for p in range(EXACT_MOST + 1) if (value * 10**p).denominator == 1)
    places = next(written, None) if digits is None else None
    if places is not None:
        scaled = int(abs(value) * 10**places)
        whole, decimals = str(scaled // 10**places), str(scaled % 10**places).zfill(places)
    else:
        shown = 2 if digits is None else digits
        whole, _, decimals = f"{float(abs(value)):.{shown}f}".partition(".")
    decimals = decimals.rstrip("0")
    grouped = sign + t.number(int(whole))
    if not decimals:
        return "0" if grouped == "-0" else grouped
    return f"{grouped},{decimals}" if t.lang == "fr" else f"{grouped}.{decimals}"


def json_number(value: Fraction) -> int | float:
    """A whole number stays an int in JSON; anything else is a float."""
    return int(value) if value.denominator == 1 else float(value)
