"""Errors users see: a place, a message, an exit code; never a traceback.

Borrowed from Click's ``ClickException``: the error knows how to show itself. A
``Problem`` is one complaint about a battle file; a ``KitError`` carries every problem
found in one go, so the game master fixes them all before the next run.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import IO, Any

import click

from kitgen.nodes import Mark

EXIT_BAD_DATA = 1
EXIT_BAD_USAGE = 2
EXIT_INTERNAL = 70
"""A bug in kitgen (BSD's ``EX_SOFTWARE``)."""


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

    def __init__(self, problems: Iterable[Problem | str]) -> None:
        self.problems = tuple(problems)
        super().__init__("\n".join(str(p) for p in self.problems))

    def show(self, file: IO[Any] | None = None) -> None:
        for problem in self.problems:
            click.echo(f"error: {problem}", file=file, err=True)
        count = len(self.problems)
        if count > 1:
            click.echo(f"{count} errors; nothing was written.", file=file, err=True)
