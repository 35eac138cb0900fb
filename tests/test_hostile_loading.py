"""Issue 9, loading is bounded: every hostile battle file is an error at its place, quickly.

Each case is a whole file as a stranger might send it; the test runs the real command
(`kitgen check`) and reads what a game master would read.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
import yaml
from click.testing import CliRunner

from kitgen import loader
from kitgen.cli import main
from kitgen.composer import MAX_DEPTH, MAX_DIGITS, MAX_NODES
from kitgen.errors import KitError, excerpt
from kitgen.loader import MAX_FILE_BYTES, parse_battle_text
from kitgen.work import tally

VALID = """system: witcher
name: Gué
armies:
  - name: A
    commander: {name: Alpha, rank: captain}
    troops:
      - {name: Lances, count: 30, type: militia}
  - name: B
    commander: {name: Beta, rank: captain}
    troops:
      - {name: Haches, count: 20, type: brigands}
"""

BILLION_LAUGHS = "\n".join(
    [
        "system: witcher",
        "a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]",
        *(f"a{i}: &a{i} [{', '.join([f'*a{i - 1}'] * 10)}]" for i in range(1, 10)),
    ]
)

CASES: dict[str, tuple[bytes, str]] = {
    # name: (file bytes, the whole error line after "error: FILE")
    "billion laughs": (
        BILLION_LAUGHS.encode(),
        f":7:10: expands to more than {MAX_NODES:,} values (too many aliases?); "
        "a battle file never needs that many",
    ),
    "deep nesting": (
        ("system: witcher\nx: " + "[" * 5000 + "]" * 5000 + "\n").encode(),
        f":2:{MAX_DEPTH + 3}: nests deeper than {MAX_DEPTH} levels",
    ),
    "deep block nesting": (
        ("system: witcher\n" + "".join(f"{'  ' * i}k{i}:\n" for i in range(200))).encode(),
        f":{MAX_DEPTH + 2}:{2 * MAX_DEPTH + 1}: nests deeper than {MAX_DEPTH} levels",
    ),
    "a recursive alias": (
        b"system: witcher\na: &x\n  b: *x\n",
        ":3:6: alias '*x' repeats a value that contains it",
    ),
    "an unknown alias": (b"system: witcher\na: *nope\n", ":2:4: unknown alias '*nope'"),
    "a python tag": (
        b'system: !!python/object/apply:os.system ["id"]\n',
        ":1:9: the YAML tag '!!python/object/apply:os.system' has no place in a battle "
        "file; delete it",
    ),
    "a local tag": (
        VALID.replace("name: Gu", "name: !secret Gu").encode(),
        ":2:7: the YAML tag '!secret' has no place in a battle file; delete it",
    ),
    "a number of 5000 digits": (  # Python itself refuses to read more than 4300
        VALID.replace("count: 30", "count: " + "9" * 5000).encode(),
        f":7:31: a number of 5,000 digits is too large for a battle file (at most {MAX_DIGITS})",
    ),
    "a headcount of 10^30": (
        VALID.replace("count: 30", "count: 1" + "0" * 30).encode(),
        ":7:31: troop 'Lances': count must be at most 10,000,000, "
        "got 1,000,000,000,000,000,000,000,000,000,000",
    ),
    "an infinite headcount": (
        VALID.replace("count: 30", "count: .inf").encode(),
        ":7:31: troop 'Lances': count must be a whole number, got '.inf'",
    ),
    "latin-1 bytes": (
        VALID.replace("Gué", "Gu\udce9").encode("utf-8", "surrogateescape"),
        ":2:9: is not UTF-8 text: save the file as UTF-8 in your editor",
    ),
    "utf-16": (
        VALID.encode("utf-16"),
        ":1:1: is UTF-16 text: save the file as UTF-8 in your editor",
    ),
    "a stray byte-order mark": (
        VALID.replace("name: Gué", "name: Gu\ufeffé").encode(),
        ":2:7: character 3 of this value is an invisible U+FEFF (ZERO WIDTH NO-BREAK SPACE, "
        "a byte-order mark); delete it",
    ),
    "a right-to-left override": (
        VALID.replace("name: A\n", "name: A\u202eB\n").encode(),
        ":4:11: character 2 of this value is an invisible U+202E (RIGHT-TO-LEFT OVERRIDE); "
        "delete it",
    ),
    "an escaped NUL": (
        VALID.replace("name: A\n", 'name: "A\\0"\n').encode(),
        ":4:11: character 2 of this value is an invisible U+0000 (a control character); delete it",
    ),
    "an escaped lone surrogate": (
        VALID.replace("name: A\n", 'name: "\\ud800"\n').encode(),
        ":4:11: character 1 of this value is an invisible U+D800 (a control character); delete it",
    ),
    "a tab": (
        VALID.replace("  - name: A", "\t- name: A").encode(),
        ":4:1: YAML syntax: found character '\\t' that cannot start any token; "
        "indent with spaces, not tabs",
    ),
    "a duplicate key": (
        VALID.replace("name: Gué\n", "name: Gué\nname: Autre\n").encode(),
        ":3:1: duplicate key 'name' (first at line 2); keep one",
    ),
    "two documents": (
        (VALID + "---\n" + VALID).encode(),
        ":13:1: holds several YAML documents (`---`); put one battle in each file",
    ),
    "a merge key": (
        VALID.replace("  - name: B\n", "  - <<: {x: 1}\n    name: B\n").encode(),
        ":8:5: merge keys (`<<:`) are not supported: write the values out",
    ),
}


def _check(runner: CliRunner, path: Path) -> str:
    result = runner.invoke(main, ["check", str(path)])
    assert result.exit_code == 1, result.output
    assert result.exception is None or isinstance(result.exception, SystemExit)
    assert "Traceback" not in result.output
    return result.output


@pytest.mark.parametrize("case", CASES, ids=str)
def test_each_hostile_file_is_one_placed_error(
    runner: CliRunner, tmp_path: Path, case: str
) -> None:
    raw, expected = CASES[case]
    path = tmp_path / "battle.yaml"
    path.write_bytes(raw)
    with tally() as steps:
        output = _check(runner, path)
    assert output.splitlines()[0] == f"error: {path}{expected}"
    # read once, each alias shared rather than copied: at most an event a byte
    assert steps["yaml.events"] <= len(raw) + 4


PRINTS_AS_NOTHING = {
    "\u200b": "ZERO WIDTH SPACE",
    "\u2060": "WORD JOINER",
    "\u00ad": "SOFT HYPHEN",
    "\u180e": "MONGOLIAN VOWEL SEPARATOR",
    "\ufff9": "INTERLINEAR ANNOTATION ANCHOR",
    "\u034f": "COMBINING GRAPHEME JOINER",
    "\u3164": "HANGUL FILLER",
    "\U000e0041": "TAG LATIN CAPITAL LETTER A",
}


@pytest.mark.parametrize("char", PRINTS_AS_NOTHING, ids=lambda c: f"U+{ord(c):04X}")
def test_a_character_that_prints_as_nothing_is_refused_in_a_name(
    runner: CliRunner, tmp_path: Path, char: str
) -> None:
    """Issue 41, item 9: two units printed as "Piquiers de Varenne", one with a zero-width
    space, and a `supports:` went to the invisible twin. Every name a GM can type names
    one thing: such a character is refused in a name, at its place (prose may keep one:
    the examples set a word joiner after a dash)."""
    path = tmp_path / "twin.yaml"
    path.write_bytes(VALID.replace("name: A\n", f"name: A{char}B\n").encode())
    output = _check(runner, path)
    assert output.splitlines()[0].endswith(
        f":4:11: army 'A{char}B': character 2 of this value is an invisible "
        f"U+{ord(char):04X} ({PRINTS_AS_NOTHING[char]}); delete it"
    )


def test_a_50_megabyte_file_is_refused_unread(runner: CliRunner, tmp_path: Path) -> None:
    path = tmp_path / "huge.yaml"
    with path.open("wb") as stream:
        stream.truncate(50 * 1024 * 1024)  # sparse: no 50 MB written to the test disk
    output = _check(runner, path)
    assert output == (
        f"error: {path}: is 52,428,800 bytes; a battle file may hold at most "
        f"{MAX_FILE_BYTES:,} (is this the right file?)\n"
    )


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="no /dev/zero")
def test_an_endless_stream_is_refused_unread(runner: CliRunner) -> None:
    output = _check(runner, Path("/dev/zero"))
    assert output == (
        "error: /dev/zero: is a device, not a file; give kitgen the battle file itself\n"
    )


def test_what_a_hand_written_file_may_use_still_loads(runner: CliRunner, tmp_path: Path) -> None:
    """A UTF-8 byte-order mark, anchors and aliases, a core tag, tabs inside a quoted
    name and a date-like name all load."""
    text = VALID.replace("name: Gué", 'name: !!str 2026-11-22\nauthor: "Un\tdeux"')
    text = text.replace("{name: Alpha, rank: captain}", "&chief {name: Alpha, rank: captain}")
    text = text.replace("{name: Beta, rank: captain}", "*chief")
    path = tmp_path / "battle.yaml"
    path.write_bytes(b"\xef\xbb\xbf" + text.encode())
    result = runner.invoke(main, ["check", str(path)])
    assert result.exit_code == 0, result.output
    assert "2026-11-22 (witcher)" in result.output


# --- issue 22: only regular files are read ---------------------------------------------------


def _kitgen_within(seconds: float, *args: str) -> subprocess.CompletedProcess[str]:
    """``kitgen ARGS`` in its own process, which must end within ``seconds`` (a FIFO
    opened for reading blocks until a writer comes: the hang this guards against)."""
    return subprocess.run(
        [sys.executable, "-m", "kitgen", *args],
        capture_output=True,
        text=True,
        timeout=seconds,
        check=False,
    )


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")
def test_a_named_pipe_is_refused_at_once(tmp_path: Path) -> None:
    fifo = tmp_path / "battle.yaml"
    os.mkfifo(fifo)
    result = _kitgen_within(20, "check", str(fifo))
    assert result.returncode == 1
    assert result.stderr == (
        f"error: {fifo}: is a named pipe, not a file; give kitgen the battle file itself\n"
    )


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")
def test_watching_a_named_pipe_says_so_and_goes_on(tmp_path: Path) -> None:
    fifo = tmp_path / "battle.yaml"
    os.mkfifo(fifo)
    result = _kitgen_within(
        20, "watch", str(fifo), "-o", str(tmp_path / "out"), "--rounds", "1", "--interval", "0.05"
    )
    assert result.returncode == 0
    assert f"error: {fifo}: is a named pipe, not a file" in result.stderr
    assert "not built; the last good PDF is kept" in result.stderr


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="no /dev/zero")
def test_a_device_behind_a_link_is_refused_unread(runner: CliRunner, tmp_path: Path) -> None:
    link = tmp_path / "battle.yaml"
    link.symlink_to("/dev/zero")
    assert _check(runner, link) == (
        f"error: {link}: is a device, not a file; give kitgen the battle file itself\n"
    )


# --- issue 22: every loading error is placed, worded and bounded; loading is fast --------------

VALUE_TAG = "the YAML tag '{tag}' is for {what}, not {got}; correct the value or delete the tag"
BOOL = "true or false (or yes, no, on, off)"
INT = "a whole number such as 12 or -3"
FLOAT = "a number such as 2.5 or 12"
NULL = "nothing (an empty value, ~ or null)"
RAW = "here is an invisible U+{code} ({label}), which YAML does not allow in a file; delete it"
BREAK = (
    "here is an invisible U+{code} ({label}), which YAML reads as a line break that editors "
    "do not show; replace it with a line break, or delete it"
)
NONCHARACTER = (
    "here is U+{code} (not a character), which YAML does not allow in a file; delete it, "
    'or if it is meant, write it as "\\u{code}" inside double quotes'
)


def _named(value: str) -> bytes:
    """VALID with its battle's ``name:`` (line 2, value at column 7) written as ``value``."""
    return VALID.replace("name: Gué", f"name: {value}").encode()


def _troop_named(value: str) -> bytes:
    """VALID with army A's ``name:`` (line 4, value at column 11) written as ``value``."""
    return VALID.replace("name: A\n", f"name: {value}\n").encode()


ISSUE_22_CASES: dict[str, tuple[bytes, str]] = {
    # an explicit core tag on a value it cannot hold (`!!bool maybe` was a crash, exit 70)
    **{
        f"!!{tag} {text}": (_named(f"!!{tag} {text}"), ":2:7: " + VALUE_TAG.format(**expected))
        for tag, text, expected in (
            ("bool", "maybe", {"tag": "!!bool", "what": BOOL, "got": "'maybe'"}),
            ("bool", "1", {"tag": "!!bool", "what": BOOL, "got": "'1'"}),
            ("int", "abc", {"tag": "!!int", "what": INT, "got": "'abc'"}),
            ("int", "1.5", {"tag": "!!int", "what": INT, "got": "'1.5'"}),
            ("int", "''", {"tag": "!!int", "what": INT, "got": "''"}),
            ("float", "x", {"tag": "!!float", "what": FLOAT, "got": "'x'"}),
            ("float", "0x1F", {"tag": "!!float", "what": FLOAT, "got": "'0x1F'"}),
            ("null", "3", {"tag": "!!null", "what": NULL, "got": "'3'"}),
            ("null", "false", {"tag": "!!null", "what": NULL, "got": "'false'"}),
            ("seq", "abc", {"tag": "!!seq", "what": "a list", "got": "'abc'"}),
            ("map", "abc", {"tag": "!!map", "what": "a mapping", "got": "'abc'"}),
            ("str", "[a, b]", {"tag": "!!str", "what": "text", "got": "a list"}),
            ("int", "{a: 1}", {"tag": "!!int", "what": INT, "got": "a mapping"}),
            ("seq", "{a: 1}", {"tag": "!!seq", "what": "a list", "got": "a mapping"}),
            ("map", "[a]", {"tag": "!!map", "what": "a mapping", "got": "a list"}),
            ("null", "[]", {"tag": "!!null", "what": NULL, "got": "a list"}),
        )
    },
    # a character the YAML reader refuses, written as itself: its place, its name, the fix
    "a raw control character": (
        _troop_named("A\x01B"),
        ":4:12: " + RAW.format(code="0001", label="a control character"),
    ),
    "a raw NUL": (
        _troop_named("A\x00"),
        ":4:12: " + RAW.format(code="0000", label="a control character"),
    ),
    "a raw DEL": (
        _troop_named("A\x7f"),
        ":4:12: " + RAW.format(code="007F", label="a control character"),
    ),
    "a raw C1 control": (
        _troop_named("A\x9b"),
        ":4:12: " + RAW.format(code="009B", label="a control character"),
    ),
    "a control character after accents": (
        _named("Gué\x01"),
        ":2:10: " + RAW.format(code="0001", label="a control character"),
    ),
    "a control character after CRLF lines": (
        _troop_named("A\x01").replace(b"\n", b"\r\n"),
        ":4:12: " + RAW.format(code="0001", label="a control character"),
    ),
    "a raw U+FFFE": (_troop_named("A\ufffe"), ":4:12: " + NONCHARACTER.format(code="FFFE")),
    "a raw U+FFFF": (_troop_named("A\uffff"), ":4:12: " + NONCHARACTER.format(code="FFFF")),
    # line breaks to YAML, invisible to editors: every line number after them would be wrong
    "a raw next-line": (
        _troop_named("A\x85B"),
        ":4:12: " + BREAK.format(code="0085", label="NEXT LINE"),
    ),
    "a raw line separator": (
        _troop_named("A\u2028B"),
        ":4:12: " + BREAK.format(code="2028", label="LINE SEPARATOR"),
    ),
    "a raw paragraph separator": (
        _troop_named("A\u2029B"),
        ":4:12: " + BREAK.format(code="2029", label="PARAGRAPH SEPARATOR"),
    ),
    "utf-16 without a byte-order mark": (
        VALID.encode("utf-16-le"),
        ":1:1: is not UTF-8 text (it looks like UTF-16 or UTF-32): save the file as UTF-8 "
        "in your editor",
    ),
    "a latin-1 byte after accents": (  # the column counts characters, not bytes
        VALID.replace("Gué", "Gué \udce9").encode("utf-8", "surrogateescape"),
        ":2:11: is not UTF-8 text: save the file as UTF-8 in your editor",
    ),
    # direction marks are as invisible as the overrides
    **{
        f"a {label.lower()}": (
            _troop_named(f"A{char}B"),
            f":4:11: character 2 of this value is an invisible U+{ord(char):04X} ({label}); "
            "delete it",
        )
        for char, label in (
            ("\u200e", "LEFT-TO-RIGHT MARK"),
            ("\u200f", "RIGHT-TO-LEFT MARK"),
            ("\u061c", "ARABIC LETTER MARK"),
        )
    },
}


@pytest.mark.parametrize("case", ISSUE_22_CASES, ids=str)
def test_each_odd_file_is_one_placed_worded_error(
    runner: CliRunner, tmp_path: Path, case: str
) -> None:
    raw, expected = ISSUE_22_CASES[case]
    path = tmp_path / "battle.yaml"
    path.write_bytes(raw)
    assert _check(runner, path).splitlines()[0] == f"error: {path}{expected}"


def test_an_explicit_core_tag_on_a_value_it_holds_loads() -> None:
    from kitgen.nodes import Map, Scalar, Seq

    text = "\n".join(
        [
            'int: !!int "12"',
            "hex: !!int 0x1F",
            "float: !!float 3",
            "half: !!float -2.5",
            "bool: !!bool yes",
            "nothing: !!null ~",
            "empty: !!null",
            "str: !!str 12",
            "seq: !!seq [a]",
            "map: !!map {a: 1}",
        ]
    )
    node = parse_battle_text(text.encode(), "tags.yaml")
    assert isinstance(node, Map)
    values = {key.value: value for key, value in node.entries}
    assert {k: v.value for k, v in values.items() if isinstance(v, Scalar)} == {
        "int": 12,
        "hex": 31,
        "float": 3.0,
        "half": -2.5,
        "bool": True,
        "nothing": None,
        "empty": None,
        "str": "12",
    }
    assert isinstance(values["seq"], Seq) and isinstance(values["map"], Map)


N, K = "n" * 450_000, "k" * 450_000
HUGE: dict[str, tuple[str, str]] = {
    # name: (file text, the start of the error line after "error: FILE")
    "unknown alias": (
        f"system: witcher\na: *{N}{N}\n",
        f":2:4: unknown alias '*{excerpt(N + N)}'",
    ),
    "recursive alias": (
        f"system: witcher\na: &{N} [*{N}]\n",
        f":2:{len(N) + 7}: alias '*{excerpt(N)}' repeats a value that contains it",
    ),
    "duplicate key": (
        f"system: witcher\n? {K}\n: 1\n? {K}\n: 2\n",
        f":4:3: duplicate key '{excerpt(K)}' (first at line 2); keep one",
    ),
    "local tag": (
        f"system: witcher\na: !{N}{N} x\n",
        f":2:4: the YAML tag '{excerpt('!' + N + N)}' has no place in a battle file; delete it",
    ),
    "int tag": (
        f"system: witcher\na: !!int {N}{N}\n",
        f":2:4: the YAML tag '!!int' is for {INT}, not '{excerpt(N + N)}'",
    ),
    "undefined tag handle": (f"system: witcher\na: !{N}{N}!x y\n", ":2:4: YAML syntax: "),
    "undefined tag handle of 5,000 characters": (
        f"system: witcher\na: !{N[:5_000]}!x y\n",
        ":2:4: YAML syntax: found undefined tag handle '!nnnn",
    ),
}


@pytest.mark.parametrize("case", HUGE, ids=str)
def test_a_huge_name_makes_a_short_message(runner: CliRunner, tmp_path: Path, case: str) -> None:
    text, expected = HUGE[case]
    path = tmp_path / "battle.yaml"
    path.write_text(text, encoding="utf-8")
    output = _check(runner, path)
    assert output.startswith(f"error: {path}{expected}")
    assert len(output) < len(str(path)) + 300, output[:1000]


def test_libyaml_parses_where_present() -> None:
    """PyYAML's own parser took 4 to 18 s over a 1 MB file; libyaml's takes under half a second."""
    assert (loader.FAST_PARSER is not None) == yaml.__with_libyaml__


AT_THE_CAP = {
    "190,000 block items": ("items:\n" + "- ab\n" * 190_000, None),
    "400,000 flow items": (
        "items: [" + "a," * 400_000 + "]\n",
        f"holds more than {MAX_NODES:,} values; a battle file never needs that many",
    ),
    "3,000 lists nested 64 deep": (
        "items:\n" + ("- " + "[" * (MAX_DEPTH - 2) + "x" + "]" * (MAX_DEPTH - 2) + "\n") * 3_000,
        None,
    ),
}


@pytest.mark.parametrize("case", AT_THE_CAP, ids=str)
def test_a_file_at_the_size_cap_is_read_once_by_libyaml(
    case: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """About half a second here; 9 to 18 s with PyYAML's own parser, in Python, which
    kitgen used before libyaml: it must never be the one that reads such a file."""
    text, refusal = AT_THE_CAP[case]
    raw = ("system: witcher\n" + text).encode()
    assert len(raw) < MAX_FILE_BYTES
    assert loader.FAST_PARSER is not None, "PyYAML without libyaml: see kitgen doctor"

    def in_python(*_: object) -> None:
        raise AssertionError("PyYAML's Python scanner read the file")

    monkeypatch.setattr(yaml.scanner.Scanner, "fetch_more_tokens", in_python)
    with tally() as steps:
        try:
            parse_battle_text(raw, "cap.yaml")
            outcome = None
        except KitError as exc:
            outcome = str(exc.problems[0])
    if refusal is None:
        assert outcome is None
    else:
        assert outcome is not None and refusal in outcome and outcome.startswith("cap.yaml:2:")
    assert steps["yaml.events"] <= len(raw) + 4


@pytest.mark.parametrize("case", [*CASES, *ISSUE_22_CASES], ids=str)
def test_without_libyaml_each_hostile_file_gets_the_same_error(
    runner: CliRunner, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, case: str
) -> None:
    monkeypatch.setattr(loader, "FAST_PARSER", None)
    raw, expected = CASES.get(case) or ISSUE_22_CASES[case]
    path = tmp_path / "battle.yaml"
    path.write_bytes(raw)
    assert _check(runner, path).splitlines()[0] == f"error: {path}{expected}"


TRICKY = """system: witcher
plain: several
  lines, folded
folded: >
  folded
  text

literal: |-
  kept
   indented
quoted: "escapes \\x41 \\u00e9 \\_ \\L \\/ \\t \\" and a
  folded line"
single: 'it''s
  folded'
numbers: &numbers {k: [1, -2.5, .inf, ~, yes, Off, 2026-01-01, 0x1F, 0o17, 1:30, "12", 1_000]}
again: *numbers
empty:
flow: {a, c: [d, {e: f}]}  # (`{b: }`: libyaml places the empty value one column on)
key with spaces: value # a comment
"quoted key": 'v'
? explicit
: value
tagged: [!!str 12, !!float 3, !!int "7", ! 5]
"""


@pytest.mark.parametrize(
    "path", [*sorted((Path(__file__).parent.parent / "armies").glob("*.yaml")), None], ids=str
)
def test_libyaml_and_pyyaml_read_alike(monkeypatch: pytest.MonkeyPatch, path: Path | None) -> None:
    """The fast parser is checked against PyYAML's own on every example and on a file of
    YAML's odder corners: the same values at the same places."""
    raw = TRICKY.encode() if path is None else path.read_bytes()
    fast = parse_battle_text(raw, "battle.yaml")
    monkeypatch.setattr(loader, "FAST_PARSER", None)
    assert parse_battle_text(raw, "battle.yaml") == fast


def test_a_list_in_a_list_too_long_is_named_by_its_place(tmp_path: Path) -> None:
    """Issue 41, item 14: a plan of 13 actions said "army 'Loreval': has 13 entries"
    (what has?). A list inside a list has no key of its own: it is named by its place."""
    from tests.conftest import load_errors

    text = (Path(__file__).parent.parent / "armies" / "colline-d-ardoise.yaml").read_text(
        encoding="utf-8"
    )
    plan = "[" + ", ".join(["recul"] * 13) + "]"
    text = text.replace("      - [recul, assaut combiné] # a list", f"      - {plan} # a list", 1)
    errors = load_errors(tmp_path, text.replace("language: fr", "language: en", 1))
    assert errors[0].endswith(": army 'Loreval': entry 2 of `plans` has 13 entries; at most 12"), (
        errors
    )
