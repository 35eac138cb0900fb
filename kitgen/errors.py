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
from kitgen.model import Message, said
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
    message: Message
    lang: str | None = None
    """The language of what concerns this file (its ``language:``, or ``--lang``); else
    the reader's (``kitgen.i18n.speaking``)."""

    def __str__(self) -> str:
        from kitgen.i18n import say

        message = say(self.message, self.lang)
        if self.mark is None:
            return f"{self.file}: {message}"
        return f"{self.file}:{self.mark.line}:{self.mark.column}: {message}"

    def in_language(self, lang: str) -> Problem:
        """This problem worded in ``lang`` unless a language was already chosen for it."""
        return self if self.lang is not None else Problem(self.file, self.mark, self.message, lang)

    def strict(self) -> Problem:
        """This warning as the error ``--strict`` makes of it."""
        return Problem(
            self.file, self.mark, said("errors.strict", message=self.message), self.lang
        )


class KitError(click.ClickException):
    """Bad data: exit code 1, one line per problem."""

    exit_code = EXIT_BAD_DATA

    def __init__(
        self,
        problems: Iterable[Problem | str],
        *,
        note: Message = "",
        lang: str | None = None,
    ) -> None:
        self.problems = tuple(problems)
        self.note = note
        """What the problems kept kitgen from looking at (rule checks, say)."""
        self.lang = lang
        """The language chosen for what concerns the file, if any (``Problem.lang``)."""
        super().__init__("")

    def format_message(self) -> str:
        """The problems, worded when shown (in the language chosen by then)."""
        return "\n".join(str(p) for p in self.problems[:MAX_SHOWN])

    def __str__(self) -> str:
        return self.format_message()

    def in_language(self, lang: str) -> KitError:
        """The same problems and note, worded in ``lang`` where nothing chose already."""
        return KitError(
            (p.in_language(lang) if isinstance(p, Problem) else p for p in self.problems),
            note=self.note,
            lang=self.lang or lang,
        )

    def show(self, file: IO[Any] | None = None, *, wrote_nothing: bool = False) -> None:
        lines = error_lines(
            self.problems, note=self.note, wrote_nothing=wrote_nothing, lang=self.lang
        )
        for line in lines:
            click.echo(line, file=file, err=True)


def error_lines(
    problems: Sequence[Problem | str],
    *,
    note: Message = "",
    wrote_nothing: bool = False,
    lang: str | None = None,
) -> list[str]:
    """Every problem (the first ``MAX_SHOWN`` of a file full of them), then their count
    when there are several (and, for a command that writes files, that it wrote none: the
    previous kit is untouched), then the note; worded in the language of the problems'
    file (``lang``), else the reader's."""
    from kitgen.i18n import reader_language, say

    lang = lang or reader_language()
    lines = [
        say(said("errors.error", problem=str(problem)), lang) for problem in problems[:MAX_SHOWN]
    ]
    count = len(problems)
    if count > MAX_SHOWN:
        key = "errors.too_many_wrote_nothing" if wrote_nothing else "errors.too_many"
        lines.append(say(said(key, count=count, shown=MAX_SHOWN), lang))
    elif count > 1:
        key = "errors.count_wrote_nothing" if wrote_nothing else "errors.count"
        lines.append(say(said(key, count=count), lang))
    if note:
        lines.append(say(said("errors.note", note=say(note, lang)), lang))
    return lines
