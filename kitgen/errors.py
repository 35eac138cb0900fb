"""Errors users see: a place, a message, an exit code; never a traceback.

Borrowed from Click's ``ClickException``: the error knows how to show itself. A
``Problem`` is one complaint about a battle file; a ``KitError`` carries every problem
found in one go, so the game master fixes them all before the next run.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import IO, Any

import click

# how a message quotes a user's value; it lives in kitgen.model, which the pure rules
# core and the schema may import (this module imports click)
from kitgen.model import EXCERPT as EXCERPT
from kitgen.model import excerpt as excerpt
from kitgen.nodes import Mark

MAX_SHOWN = 100
"""Errors printed for one file: a file holding thousands of the same mistake gets a
screenful and their count, not megabytes."""

EXIT_BAD_DATA = 1
EXIT_BAD_USAGE = 2
EXIT_UNAVAILABLE = 69
"""A system library kitgen needs is missing (BSD's ``EX_UNAVAILABLE``)."""
EXIT_INTERNAL = 70
"""A bug in kitgen (BSD's ``EX_SOFTWARE``)."""
EXIT_CLOSED_PIPE = 128 + 13
"""The reader of kitgen's output went away (``kitgen odds FILE | head -2``): what a
shell shows for any program stopped by a closed pipe (128 + SIGPIPE)."""


@dataclass(frozen=True, slots=True)
class Problem:
    """One thing wrong (or worth a warning) in a battle file."""

    file: str
    mark: Mark | None
    message: str

    def __str__(self) -> str:
        if self.mark is None:
            return f"{self.file}: {self.message}"
        return f"{self.file}:{self.mark.line}:{self.mark.column}: {self.message}"


class KitError(click.ClickException):
    """Bad data: exit code 1, one line per problem."""

    exit_code = EXIT_BAD_DATA

    def __init__(self, problems: Iterable[Problem | str], *, note: str = "") -> None:
        self.problems = tuple(problems)
        self.note = note
        """What the problems kept kitgen from looking at (rule checks, say)."""
        super().__init__("\n".join(str(p) for p in self.problems[:MAX_SHOWN]))

    def show(self, file: IO[Any] | None = None, *, wrote_nothing: bool = False) -> None:
        for line in error_lines(self.problems, note=self.note, wrote_nothing=wrote_nothing):
            click.echo(line, file=file, err=True)


def error_lines(
    problems: Sequence[Problem | str], *, note: str = "", wrote_nothing: bool = False
) -> list[str]:
    """Every problem (the first ``MAX_SHOWN`` of a file full of them), then their count
    when there are several (and, for a command that writes files, that it wrote none: the
    previous kit is untouched), then the note."""
    lines = [f"error: {problem}" for problem in problems[:MAX_SHOWN]]
    if len(problems) > MAX_SHOWN:
        lines.append(
            f"{len(problems):,} errors; the first {MAX_SHOWN} are shown: fix them and run "
            "again to see the rest." + (" Nothing was written." if wrote_nothing else "")
        )
    elif len(problems) > 1:
        tail = "; nothing was written." if wrote_nothing else "."
        lines.append(f"{len(problems)} errors{tail}")
    if note:
        lines.append(f"note: {note}")
    return lines
