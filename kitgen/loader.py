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
from kitgen.files import NotARegularFile, TooLarge, kind_of, read_regular, reason
from kitgen.model import Message, Said, said
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
    "a flow sequence": "flow_list",
    "a flow mapping": "flow_mapping",
    "a quoted scalar": "quoted",
    "a block collection": "block",
    "a block mapping": "block",
    "a block scalar": "text_block",
    "a plain scalar": "value",
    "a simple key": "key",
}
"""What YAML parsers call a construct that was left open -> its key in a battle writer's
words (``loading.construct.*``)."""

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
        raise KitError([Problem(name, None, said("loading.no_such_file"))]) from None
    except IsADirectoryError:
        raise KitError([Problem(name, None, said("loading.is_folder"))]) from None
    except NotARegularFile as exc:
        raise KitError(
            [Problem(name, None, said("loading.not_a_file", kind=kind_of(exc)))]
        ) from None
    except TooLarge as exc:
        raise KitError([_too_big(name, exc.size)]) from None
    except OSError as exc:
        raise KitError(
            [Problem(name, None, said("loading.cannot_read", reason=reason(exc)))]
        ) from None


def _too_big(name: str, size: int | None) -> Problem:
    """``size`` is unknown for a file that grew while it was read."""
    if size is None:
        return Problem(name, None, said("loading.too_big_grew", limit=MAX_FILE_BYTES))
    return Problem(name, None, said("loading.too_big", size=size, limit=MAX_FILE_BYTES))


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
        raise KitError(
            [Problem(name, None, said("loading.yaml_error", detail=excerpt(exc, 200)))]
        ) from None
    if problems:
        raise KitError(problems)
    if root is None:
        raise KitError([Problem(name, None, said("loading.empty"))])
    return root


def _decode(raw: bytes, name: str) -> str:
    if raw.startswith(b"\xef\xbb\xbf"):
        raw = raw[3:]  # a UTF-8 byte-order mark says nothing we need; editors add it
    for mark, encoding in UTF16_32:
        if raw.startswith(mark):
            raise KitError(
                [Problem(name, Mark(1, 1), said("loading.utf16_32", encoding=encoding))]
            )
    if b"\x00" in raw[:4]:  # "system" in UTF-16 or UTF-32 without a byte-order mark
        raise KitError([Problem(name, Mark(1, 1), said("loading.not_utf8_wide"))])
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        before = raw[: exc.start].decode("utf-8")
        place = _place(before, len(before))
        raise KitError([Problem(name, place, said("loading.not_utf8"))]) from None


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
    code = f"{ord(found.group()):04X}"
    message: Said
    if ord(found.group()) in LINE_BREAKS:
        message = said("loading.line_break", code=code, name=LINE_BREAKS[ord(found.group())])
    elif unicodedata.category(found.group()) == "Cc":
        message = said("loading.unreadable_control", code=code)
    else:  # U+FFFE, U+FFFF
        message = said("loading.not_a_character", code=code)
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


YAML_PROBLEMS = {
    # PyYAML's own parser
    "could not find expected ':'": "no_colon",
    "sequence entries are not allowed here": "no_list_here",
    "mapping keys are not allowed here": "no_key_here",
    "mapping values are not allowed here": "no_value_here",
    "found unexpected end of stream": "end_of_stream",
    "found unexpected document separator": "document_separator",
    "found duplicate YAML directive": "duplicate_yaml_directive",
    "found incompatible YAML document (version 1.* is required)": "incompatible_version",
    # libyaml
    "block sequence entries are not allowed in this context": "lib.no_list_here",
    "mapping keys are not allowed in this context": "lib.no_key_here",
    "mapping values are not allowed in this context": "lib.no_value_here",
    "control characters are not allowed": "lib.control",
    "could not find expected directive name": "lib.directive_name",
    "did not find URI escaped octet": "lib.uri_octet",
    "did not find expected '!'": "lib.bang",
    "did not find expected ',' or ']'": "lib.comma_or_bracket",
    "did not find expected ',' or '}'": "lib.comma_or_brace",
    "did not find expected '-' indicator": "lib.dash",
    "did not find expected <document start>": "lib.document_start",
    "did not find expected <stream-start>": "lib.stream_start",
    "did not find expected alphabetic or numeric character": "lib.alnum",
    "did not find expected comment or line break": "lib.comment_or_break",
    "did not find expected digit or '.' character": "lib.digit_or_dot",
    "did not find expected hexdecimal number": "lib.hex",
    "did not find expected key": "lib.key",
    "did not find expected node content": "lib.node_content",
    "did not find expected tag URI": "lib.tag_uri",
    "did not find expected version number": "lib.version",
    "did not find expected whitespace": "lib.whitespace",
    "did not find expected whitespace or line break": "lib.whitespace_or_break",
    "did not find the expected '>'": "lib.closing_angle",
    "found a tab character that violates indentation": "lib.tab_indentation",
    "found a tab character where an indentation space is expected": "lib.tab_space",
    "found an indentation indicator equal to 0": "lib.indent_zero",
    "found character that cannot start any token": "lib.cannot_start",
    "found duplicate %TAG directive": "lib.duplicate_tag_directive",
    "found duplicate %YAML directive": "lib.duplicate_yaml_directive",
    "found extremely long version number": "lib.long_version",
    "found incompatible YAML document": "lib.incompatible",
    "found invalid Unicode character escape code": "lib.bad_escape_code",
    "found undefined tag handle": "lib.undefined_tag_handle",
    "found unexpected ':'": "lib.unexpected_colon",
    "found unexpected document indicator": "lib.document_indicator",
    "found unexpected non-alphabetical character": "lib.non_alphabetical",
    "found unknown directive name": "lib.unknown_directive",
    "found unknown escape character": "lib.unknown_escape",
}
"""The problems PyYAML's and libyaml's parsers state without a value in them, by their
English text -> their key (``loading.yaml.*``), whose English is that same text."""

YAML_PATTERNS = (
    (re.compile(r"found character (?P<found>.+) that cannot start any token"), "cannot_start"),
    (re.compile(r"found unknown escape character (?P<found>.+)"), "unknown_escape"),
    (re.compile(r"duplicate tag handle (?P<found>.+)"), "duplicate_tag_handle"),
    (re.compile(r"found undefined tag handle (?P<found>.+)"), "undefined_tag_handle"),
    (
        re.compile(
            r"expected escape sequence of (?P<count>\d+) hexadecimal numbers, "
            r"but found (?P<found>.+)"
        ),
        "hex_escape",
    ),
    (re.compile(r"expected (?P<what>.+?), but found (?P<found>.+)"), "expected_found"),
    (re.compile(r"expected (?P<what>.+?), but got (?P<found>.+)"), "expected_got"),
)
"""PyYAML's problems that quote what it found, a character or a token (``%r``)."""

EXPECTED = {
    "alphabetic or numeric character": "alnum",
    "a digit or '.'": "digit_or_dot",
    "a digit or ' '": "digit_or_space",
    "a digit": "digit",
    "' '": "space",
    "a comment or a line break": "comment_or_break",
    "'>'": "closing_angle",
    "indentation indicator in the range 1-9": "indent_indicator",
    "chomping or indentation indicators": "chomping",
    "'!'": "bang",
    "URI": "uri",
    "URI escape sequence of 2 hexadecimal numbers": "uri_escape",
    "'<document start>'": "document_start",
    "the node content": "node_content",
    "<block end>": "block_end",
    "',' or ']'": "comma_or_bracket",
    "',' or '}'": "comma_or_brace",
}
"""What PyYAML says it expected -> its key (``loading.yaml.what.*``)."""

TOKENS = {
    "<directive>": "directive",
    "<document start>": "document_start",
    "<document end>": "document_end",
    "<stream start>": "stream_start",
    "<stream end>": "stream_end",
    "<block sequence start>": "block_sequence_start",
    "<block mapping start>": "block_mapping_start",
    "<block end>": "block_end",
    "<alias>": "alias",
    "<anchor>": "anchor",
    "<tag>": "tag",
    "<scalar>": "scalar",
}
"""The tokens PyYAML names in angle brackets -> their key (``loading.yaml.token.*``); a
token written as a character (``:``, ``[``) is quoted as the character it is."""


def _found(written: str) -> Message:
    """What PyYAML found, as it wrote it (``%r``: a quoted character or token, or a
    digit), in the reader's words, and cut (:func:`excerpt`) however long it was."""
    quote = written[:1]
    if len(written) < 2 or quote not in "'\"" or written[-1] != quote:
        return excerpt(written)
    bare = written[1:-1]
    token = TOKENS.get(bare)
    if token is not None:
        return said(f"loading.yaml.token.{token}")
    return said("loading.yaml.quoted", quote=quote, bare=excerpt(bare))


def problem_words(problem: str) -> Message:
    """A parser's problem (English, whichever parser said it) in the reader's words: a
    known one by its key, an unknown one as a general sentence (the parser's own text in
    English only)."""
    known = YAML_PROBLEMS.get(problem)
    if known is not None:
        return said(f"loading.yaml.{known}")
    for pattern, key in YAML_PATTERNS:
        match = pattern.fullmatch(problem)
        if match is None:
            continue
        values: dict[str, Message] = {
            name: _found(value) if name == "found" else value
            for name, value in match.groupdict().items()
        }
        if "what" in values:
            what = EXPECTED.get(match["what"])
            if what is None:
                break
            values["what"] = said(f"loading.yaml.what.{what}")
        return said(f"loading.yaml.{key}", **values)
    return said("loading.yaml.unknown", problem=excerpt(problem, 200))


def _construct(context: str) -> Message:
    """What the parser was reading (``while parsing a flow sequence``), in a battle
    writer's words."""
    construct = re.sub(r"^while (parsing|scanning) ", "", context.strip())
    known = CONSTRUCTS.get(construct)
    if known is None:
        return said("loading.construct.other", construct=excerpt(construct))
    return said(f"loading.construct.{known}")


def _yaml_problem(exc: yaml.MarkedYAMLError, text: str, name: str) -> Problem:
    """Where the parser noticed the mistake, and where the construct it was reading
    opened (an unclosed ``[`` is noticed at the end of the file, but made at its start)."""
    mark = exc.problem_mark or exc.context_mark
    place = Mark(mark.line + 1, mark.column + 1) if mark else None
    problem = (exc.problem or exc.context or "unreadable YAML").strip()
    if "maximum nesting depth" in problem:  # libyaml's own bound, past REREAD_LIMIT
        return Problem(name, place, said("loading.too_deep", depth=MAX_DEPTH))
    opened: Message = ""
    start = exc.context_mark
    if (
        exc.problem
        and exc.context
        and start is not None
        and mark is not None
        and (start.line, start.column) != (mark.line, mark.column)
    ):
        opened = said(
            "loading.yaml.opened",
            construct=_construct(exc.context),
            line=str(start.line + 1),  # as an editor shows it: 12345, not 12,345
            column=str(start.column + 1),
        )
    hint: Message = ""
    if (
        "\\t" in problem
        or " tab " in problem  # libyaml: "found a tab character that violates indentation"
        or (mark and text[mark.index : mark.index + 1] == "\t")
    ):
        hint = said("loading.yaml.hint.tabs")
    elif "mapping values are not allowed" in problem:
        hint = said("loading.yaml.hint.quote_colon")
    elif any(
        words in problem
        for words in ("could not find expected ':'", "expected <block end>", "expected key")
    ):
        hint = said("loading.yaml.hint.indentation")
    return Problem(
        name,
        place,
        said("loading.yaml_syntax", problem=problem_words(problem), opened=opened, hint=hint),
    )
