"""The only module that reads battle files: bytes -> text -> located node tree.

It reads a regular file only, at most ``MAX_FILE_BYTES`` (:mod:`kitgen.files`), decodes
it as UTF-8 and refuses what YAML's reader would refuse without a place. libyaml's parser
(through PyYAML) turns the text into events where it is installed, PyYAML's own, 20
times slower, where it is not; :mod:`kitgen.composer` builds the nodes from them, within
bounds. A file either parser cannot read gets an error at its place, in a battle
writer's words."""

from __future__ import annotations

import re
import unicodedata
from pathlib import Path as FsPath
from typing import Any

import yaml

from kitgen.composer import MAX_DEPTH, Composer
from kitgen.errors import KitError, Problem, excerpt
from kitgen.files import NotARegularFile, TooLarge, read_regular
from kitgen.nodes import Mark, Node

try:
    from yaml._yaml import CParser

    FAST_PARSER: Any = CParser
    """libyaml's event parser; ``None`` where PyYAML was built without libyaml."""
except ImportError:  # pragma: no cover - a PyYAML built without libyaml
    FAST_PARSER = None

MAX_FILE_BYTES = 1_000_000
"""The largest example is under 5 kB; a battle file two hundred times larger is not one."""
REREAD_LIMIT = 100_000
"""A mistake libyaml finds in the first this many characters is read again by PyYAML's
own parser, in under half a second, for its better words: see :func:`_syntax_error`."""

LINE_BREAKS = {0x85: "NEXT LINE", 0x2028: "LINE SEPARATOR", 0x2029: "PARAGRAPH SEPARATOR"}
"""Characters YAML reads as line breaks but editors do not show as one: written as
themselves they are refused, so that every line number kitgen gives is the editor's."""
_UNREADABLE = re.compile("[^\t\n\r -~\xa0-\u2027\u202a-\ud7ff\ue000-\ufffd\U00010000-\U0010ffff]")
"""What YAML's reader (PyYAML's and libyaml's alike) refuses in a file: control characters
other than tab and line breaks, U+FFFE and U+FFFF; and ``LINE_BREAKS``."""

CONSTRUCTS = {
    "a flow sequence": "the list in [ ]",
    "a flow mapping": "the mapping in { }",
    "a quoted scalar": "the quoted text",
    "a block collection": "the indented block",
    "a block mapping": "the indented block",
    "a block scalar": "the text block",
    "a plain scalar": "the value",
    "a simple key": "the key",
}
"""What YAML parsers call a construct that was left open, in a battle writer's words."""

UTF16_32 = (
    (b"\xff\xfe\x00\x00", "UTF-32"),
    (b"\x00\x00\xfe\xff", "UTF-32"),
    (b"\xff\xfe", "UTF-16"),
    (b"\xfe\xff", "UTF-16"),
)


def read_battle_file(path: FsPath, *, display: str | None = None) -> Node:
    """Read and parse one battle file; raise ``KitError`` with every problem's place."""
    name = display or str(path)
    return parse_battle_text(read_bounded(path, name), name)


def read_bounded(path: FsPath, name: str) -> bytes:
    """The bytes of ``path``, never more than ``MAX_FILE_BYTES`` of them (a 50 MB file is
    refused without being read); only a regular file is read: a named pipe would block
    until someone writes to it, and a device (``/dev/zero``) may never end."""
    try:
        return read_regular(path, MAX_FILE_BYTES)
    except FileNotFoundError:
        raise KitError([Problem(name, None, "no such file")]) from None
    except IsADirectoryError:
        raise KitError([Problem(name, None, "is a folder, not a battle file")]) from None
    except NotARegularFile as exc:
        raise KitError(
            [Problem(name, None, f"is {exc.kind}, not a file; give kitgen the battle file itself")]
        ) from None
    except TooLarge as exc:
        raise KitError([_too_big(name, exc.size)]) from None
    except OSError as exc:
        raise KitError([Problem(name, None, f"cannot be read: {exc.strerror}")]) from None


def _too_big(name: str, size: int | None) -> Problem:
    """``size`` is unknown for a file that grew while it was read."""
    amount = (
        f"is {size:,} bytes" if size is not None else f"holds more than {MAX_FILE_BYTES:,} bytes"
    )
    return Problem(
        name,
        None,
        f"{amount}; a battle file may hold at most {MAX_FILE_BYTES:,} (is this the right file?)",
    )


def parse_battle_text(raw: bytes, name: str) -> Node:
    """The node tree of a battle file's bytes; ``KitError`` lists what is wrong."""
    if len(raw) > MAX_FILE_BYTES:
        raise KitError([_too_big(name, len(raw))])
    text = _decode(raw, name)
    _check_readable(text, name)
    problems: list[Problem] = []
    try:
        root = Composer(name, problems).compose(text, FAST_PARSER or yaml.SafeLoader)
    except yaml.MarkedYAMLError as exc:
        raise _syntax_error(text, exc, name) from None
    except yaml.YAMLError as exc:  # pragma: no cover - both parsers mark everything
        raise KitError([Problem(name, None, f"YAML error: {excerpt(exc, 200)}")]) from None
    if problems:
        raise KitError(problems)
    if root is None:
        raise KitError([Problem(name, None, "is empty: a battle file starts with `system:`")])
    return root


def _decode(raw: bytes, name: str) -> str:
    if raw.startswith(b"\xef\xbb\xbf"):
        raw = raw[3:]  # a UTF-8 byte-order mark says nothing we need; editors add it
    save = "save the file as UTF-8 in your editor"
    for mark, encoding in UTF16_32:
        if raw.startswith(mark):
            raise KitError([Problem(name, Mark(1, 1), f"is {encoding} text: {save}")])
    if b"\x00" in raw[:4]:  # "system" in UTF-16 or UTF-32 without a byte-order mark
        raise KitError(
            [
                Problem(
                    name, Mark(1, 1), f"is not UTF-8 text (it looks like UTF-16 or UTF-32): {save}"
                )
            ]
        )
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        before = raw[: exc.start].decode("utf-8")
        place = _place(before, len(before))
        raise KitError([Problem(name, place, f"is not UTF-8 text: {save}")]) from None


def _place(text: str, index: int) -> Mark:
    """The line and column of ``text[index]``, lines ending as YAML and editors end them
    (``\\n``, ``\\r\\n`` or ``\\r``), columns counted in characters."""
    before = text[:index]
    line = before.count("\n") + before.count("\r") - before.count("\r\n") + 1
    return Mark(line, index - max(before.rfind("\n"), before.rfind("\r")))


def _check_readable(text: str, name: str) -> None:
    """Refuse, at its place, a character that YAML's reader would refuse with only an
    offset in the file, or that would make YAML's line numbers differ from the editor's."""
    found = _UNREADABLE.search(text)
    if found is None:
        return
    code = ord(found.group())
    if code in LINE_BREAKS:
        message = (
            f"here is an invisible U+{code:04X} ({LINE_BREAKS[code]}), which YAML reads as a "
            "line break that editors do not show; replace it with a line break, or delete it"
        )
    elif unicodedata.category(found.group()) == "Cc":
        message = (
            f"here is an invisible U+{code:04X} (a control character), which YAML does not "
            "allow in a file; delete it"
        )
    else:  # U+FFFE, U+FFFF
        message = (
            f"here is U+{code:04X} (not a character), which YAML does not allow in a file; "
            f'delete it, or if it is meant, write it as "\\u{code:04X}" inside double quotes'
        )
    raise KitError([Problem(name, _place(text, found.start()), message)])


def _syntax_error(text: str, exc: yaml.MarkedYAMLError, name: str) -> KitError:
    """The error to show for a file that libyaml, or PyYAML's own parser, cannot read.

    libyaml's messages say less than PyYAML's: "found character that cannot start any
    token" where PyYAML names the character (a tab, most often), "did not find expected
    ',' or ']'" where PyYAML says what it found instead. It also refuses, as YAML errors,
    what PyYAML reads and kitgen then refuses in its own words: an escaped lone surrogate
    (``"\\ud800"``), lists nested 1,000 deep. So PyYAML's parser reads the text again, up
    to a little past the mistake, and only for a mistake in the first ``REREAD_LIMIT``
    characters (it reads about 200,000 a second). What kitgen refuses in what it read is
    shown instead if it comes before libyaml's place (at that place, the part read again
    may have cut the token libyaml stopped in); its syntax error, if it is on the same
    line, not before (libyaml allows tabs that PyYAML refuses) and not at the end of the
    part read again."""
    mark = exc.problem_mark or exc.context_mark
    if FAST_PARSER is not None and mark is not None and mark.index <= REREAD_LIMIT:
        place = Mark(mark.line + 1, mark.column + 1)
        part = text[: mark.index + 10_000]
        problems: list[Problem] = []
        try:
            Composer(name, problems).compose(part, yaml.SafeLoader)
        except KitError as bound:  # nested too deep, or too many values
            if _before(bound.problems[0], place):
                return bound
        except yaml.MarkedYAMLError as pure:
            again = pure.problem_mark or pure.context_mark
            if (
                again is not None
                and again.line == mark.line
                and again.index >= mark.index
                and (again.index < len(part) or len(part) == len(text))
            ):
                exc = pure
        else:
            problems = [problem for problem in problems if _before(problem, place)]
            if problems:
                return KitError(problems)
    return KitError([_yaml_problem(exc, text, name)])


def _before(problem: Problem | str, place: Mark) -> bool:
    mark = problem.mark if isinstance(problem, Problem) else None
    return mark is not None and (mark.line, mark.column) < (place.line, place.column)


_QUOTED = re.compile(r"'([^']*)'")


def _yaml_problem(exc: yaml.MarkedYAMLError, text: str, name: str) -> Problem:
    """Where the parser noticed the mistake, and where the construct it was reading
    opened (an unclosed ``[`` is noticed at the end of the file, but made at its start)."""
    mark = exc.problem_mark or exc.context_mark
    place = Mark(mark.line + 1, mark.column + 1) if mark else None
    problem = (exc.problem or exc.context or "unreadable YAML").strip()
    problem = _QUOTED.sub(lambda quoted: f"'{excerpt(quoted.group(1))}'", problem)
    opened = exc.context_mark
    if (
        exc.problem
        and exc.context
        and opened is not None
        and mark is not None
        and (opened.line, opened.column) != (mark.line, mark.column)
    ):
        construct = re.sub(r"^while (parsing|scanning) ", "", exc.context.strip())
        construct = CONSTRUCTS.get(construct, construct)
        problem += f" in {construct} opened at line {opened.line + 1}, column {opened.column + 1}"
    if "maximum nesting depth" in problem:  # libyaml's own bound, past REREAD_LIMIT
        return Problem(name, place, f"nests deeper than {MAX_DEPTH} levels")
    hint = ""
    if (
        "\\t" in problem
        or " tab " in problem  # libyaml: "found a tab character that violates indentation"
        or (mark and text[mark.index : mark.index + 1] == "\t")
    ):
        hint = "; indent with spaces, not tabs"
    elif "mapping values are not allowed" in problem:
        hint = "; a value containing ': ' needs quotes"
    elif any(
        words in problem
        for words in ("could not find expected ':'", "expected <block end>", "expected key")
    ):
        hint = "; check the indentation of this line and the one before"
    return Problem(name, place, f"YAML syntax: {problem}{hint}")
