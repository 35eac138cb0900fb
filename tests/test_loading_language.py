"""Issue 23: what loading, building and rendering say, in the reader's language.

Each message is worded in English and in French (``kitgen.i18n.say``): the English as it
always was, the French with no English word in it, and the reverse. The faults are built
as tests/test_hostile_loading.py, test_hostile_cache.py and test_sandbox.py build them.
"""

from __future__ import annotations

import os
import re
import signal
from pathlib import Path

import pytest
import yaml

from kitgen import batch, loader, sandbox
from kitgen.environment import MissingLibrary
from kitgen.errors import KitError, Problem
from kitgen.i18n import say, speaking
from kitgen.i18n.messages.loading import TEXT
from kitgen.loader import EXPECTED, TOKENS, YAML_PROBLEMS, parse_battle_text, problem_words
from kitgen.model import Message
from kitgen.render import subsetting
from kitgen.sandbox import LimitError, Limits
from tests.conftest import small_battle, write
from tests.test_hostile_loading import CASES, ISSUE_22_CASES

ENGLISH = re.compile(
    r"\b(the|is|not|delete|with|this|value|file|character|which|must|cannot|here|and|of|to|"
    r"at|line|column|expected|found|could|did|in|it|needs|more|than|was|would|its)\b"
)
FRENCH = re.compile(
    r"(\b(le|la|les|des|est|une|un|ligne|fichier|supprimez|pas|dans|avec|ici|son)\b|[éèàç«»])"
)


def _outside_quotes(text: str) -> str:
    """``text`` without what it quotes of the file (« … », '…'), its paths, Unicode
    character names (RIGHT-TO-LEFT OVERRIDE), what is typed (`system:`, --time-limit,
    !!int) and YAML's own literals."""
    text = re.sub(r"«[^»]*»|'[^']*'|`[^`]*`|\S*/\S*|\S*\.yaml\S*", " ", text)
    text = re.sub(r"\b[A-Z][A-Z-]+(?: [A-Z][A-Z-]+)+\b", " ", text)
    return re.sub(r"--[a-z-]+|!!\w+|\b(true|false|yes|no|on|off|null)\b", " ", text)


def _both(message: Message) -> tuple[str, str]:
    """``message`` in English and in French, checked: each in its own language only."""
    english, french = say(message, "en"), say(message, "fr")
    assert english != french
    assert not FRENCH.search(_outside_quotes(english)), english
    assert not ENGLISH.search(_outside_quotes(french)), french
    return english, french


# --- the loader and the composer ----------------------------------------------------------


def _problem(raw: bytes) -> Problem:
    with pytest.raises(KitError) as caught:
        parse_battle_text(raw, "battle.yaml")
    problem = caught.value.problems[0]
    assert isinstance(problem, Problem)
    return problem


@pytest.mark.parametrize("case", {**CASES, **ISSUE_22_CASES}, ids=str)
def test_each_refused_file_is_worded_in_both_languages(case: str) -> None:
    raw, expected = {**CASES, **ISSUE_22_CASES}[case]
    try:
        problem = _problem(raw)
    except pytest.fail.Exception:  # refused later, by the schema
        pytest.skip("loads: the schema refuses it")
    english, french = _both(problem.message)
    assert f"battle.yaml{expected}".endswith(f"{english}") or english in expected
    with speaking("fr"):
        assert str(problem).endswith(french)
    assert str(problem).endswith(english)  # the suite's reader is English


def test_a_problem_made_in_one_language_is_shown_in_the_other() -> None:
    """Worded when shown: a problem made while the reader was French reads in English
    for an English reader."""
    with speaking("fr"):
        problem = _problem(b"system: witcher\nname: A\nname: B\n")
        assert "clé «\u202fname\u202f» en double (déjà à la ligne 2)" in str(problem)
    assert str(problem).endswith("duplicate key 'name' (first at line 2); keep one")


YAML_FAULTS = [
    "a: [b\nc: d\n",
    "a: b: c\n",
    "a:\n\t- b\n",
    'a: "\\q"\n',
    "- a\nb: c\n",
    "a: !x!y z\n",
    "a: {b\n",
    "a: |0\n x\n",
    "%YAML 1.1\n%YAML 1.1\n--- a\n",
    'a: "b\n',
    "? a\n? b\n- c\n",
    " a: b\nc: d\n",
    "a: &\n",
    "a: !<x\n",
    "@a\n",
    "a:\n  - b\n c: d\n",
    'a: "\\x4"\n',
    "a: [b, c\n",
]


@pytest.mark.parametrize("parser", ["libyaml", "pyyaml"])
@pytest.mark.parametrize("text", YAML_FAULTS)
def test_each_yaml_syntax_error_is_known_and_worded(parser: str, text: str) -> None:
    """Both parsers' problems are known (none falls back to the general sentence), and
    worded in both languages."""
    parse = yaml.SafeLoader if parser == "pyyaml" else loader.FAST_PARSER
    if parse is None:
        pytest.skip("no libyaml")
    with pytest.raises(yaml.MarkedYAMLError) as caught:
        events = parse(text)
        while events.get_event() is not None:
            pass
    problem = (caught.value.problem or caught.value.context or "").strip()
    message = problem_words(problem)
    assert not isinstance(message, str) and message.key != "loading.yaml.unknown", problem
    english, _ = _both(message)
    assert english == problem.replace("'\\t'", "'\\t'")


def test_the_parsers_english_is_kept_word_for_word() -> None:
    for problem, key in YAML_PROBLEMS.items():
        assert TEXT[f"loading.yaml.{key}"][0].format() == problem
    for what, key in EXPECTED.items():
        assert TEXT[f"loading.yaml.what.{key}"][0].format() == what
    for token, key in TOKENS.items():
        assert TEXT[f"loading.yaml.token.{key}"][0] == f"'{token}'"


def test_an_unknown_parser_problem_is_a_general_sentence_in_french() -> None:
    """The parser's own words are the only diagnosis there is: French quotes them."""
    message = problem_words("found a brand new mistake")
    assert say(message, "en") == "found a brand new mistake"
    assert say(message, "fr") == (
        "le fichier n\u2019est pas du YAML valide à cet endroit "
        "(«\u202ffound a brand new mistake\u202f»)"
    )


def test_a_syntax_error_with_its_construct_and_hint_in_both_languages() -> None:
    problem = _problem(b"system: witcher\nname: [unclosed\narmies: []\n")
    english, french = _both(problem.message)
    assert english == (
        "YAML syntax: expected ',' or ']', but got ':' in the list in [ ] opened at line 2, "
        "column 7"
    )
    assert french == (
        "syntaxe YAML\u202f: YAML attendait ici «\u202f,\u202f» ou «\u202f]\u202f», mais a "
        "trouvé «\u202f:\u202f» dans la liste entre [ ] qui commence à la ligne 2, colonne 7"
    )


@pytest.mark.parametrize(
    "make",
    ["missing", "folder", "pipe", "too large"],
)
def test_a_file_that_cannot_be_read_is_said_in_both_languages(tmp_path: Path, make: str) -> None:
    path = tmp_path / "battle.yaml"
    if make == "folder":
        path.mkdir()
    elif make == "pipe":
        os.mkfifo(path)
    elif make == "too large":
        path.write_bytes(b"#" * (loader.MAX_FILE_BYTES + 1))
    with pytest.raises(KitError) as caught:
        loader.read_bounded(path, "battle.yaml")
    (problem,) = caught.value.problems
    assert isinstance(problem, Problem)
    english, french = _both(problem.message)
    if make == "too large":
        assert english == (
            "is 1,000,001 bytes; a battle file may hold at most 1,000,000 (is this the right "
            "file?)"
        )
        assert "1\u202f000\u202f001 octets" in french


# --- the cache: a kit made for one reader is not replayed to a reader of another language


def test_a_cached_kit_is_not_replayed_to_a_reader_of_another_language(tmp_path: Path) -> None:
    """Before: the cache key held no language, so a file without ``language:`` built for
    an English reader (English kit, English warnings) was "unchanged" for a French one."""
    battle = write(tmp_path, small_battle("The Ford"))
    options = batch.Options(output_dir=tmp_path / "out")
    raw = battle.read_bytes()
    pdf = options.output_dir / "kit.pdf"
    pdf.parent.mkdir()
    pdf.write_bytes(b"%PDF")
    stat = pdf.stat()
    with speaking("en"):
        entry = {
            "source": batch.cache_name(battle),
            "key": batch.cache_key(raw, options),
            "stamp": [stat.st_size, stat.st_mtime_ns],
            "pages": 1,
            "warnings": ["battle.yaml: an English warning"],
        }
        entries = {"kit.pdf": entry}
        assert batch.cached(battle, raw, options, entries) is not None
    with speaking("fr"):
        assert batch.cached(battle, raw, options, entries) is None


# --- building: kits that clash, rendering's limits, this machine ------------------------


def test_two_kits_of_one_name_are_said_in_both_languages(tmp_path: Path) -> None:
    one = write(tmp_path, small_battle("The Ford"), "one.yaml")
    two = write(tmp_path, small_battle("The Ford"), "two.yaml")
    options = batch.Options(output_dir=tmp_path / "out")
    plans = [batch.plan(p, options, {}, force=True) for p in (one, two)]
    (problem,) = batch.clashes(plans, {})
    english, french = _both(problem.message)
    assert english.startswith(f"its kit and that of {two} would both be ")
    assert french.startswith(f"son kit et celui de {two} seraient tous deux écrits dans ")
    assert "(les batailles s\u2019appellent «\u202f" in french


def test_a_stopped_worker_and_an_unwritable_kit_are_said_in_both_languages() -> None:
    planned = batch.Planned(Path("a.yaml"), None)
    _both(batch._broken(planned).message)
    error = OSError(13, "Permission denied")
    from kitgen.files import reason

    assert say(reason(error), "en") == "Permission denied"
    assert say(reason(error), "fr") == "permission refusée"


def test_rendering_limits_are_said_in_both_languages() -> None:
    memory = sandbox._memory_message(Limits(seconds=30, megabytes=2048))
    english, french = _both(memory)
    assert english == (
        "it needed more than 2,048 MB of memory; raise --memory-limit for a kit this large"
    )
    assert "2\u202f048 Mo" in french
    for status in (signal.SIGXCPU, signal.SIGABRT):
        _both(sandbox._death(status, Limits(), near_ceiling=False))
    error = LimitError(memory)
    with speaking("fr"):
        assert str(error) == say(memory, "fr")
    assert str(error) == english


def test_a_time_limit_crosses_from_the_child_and_is_worded_there() -> None:
    def forever() -> None:
        while True:
            pass

    with pytest.raises(LimitError) as caught, speaking("fr"):
        sandbox.run(forever, Limits(seconds=0.3, megabytes=0))
    with speaking("fr"):
        assert str(caught.value) == (
            "la mise en page a pris plus de 0.3 s\u202f; augmentez --time-limit pour un "
            "kit aussi gros"
        )


def test_a_missing_renderer_and_the_font_note_in_both_languages() -> None:
    missing = MissingLibrary("cannot load library 'libpango-1.0-0'")
    english, french = _both(missing.said)
    assert missing.format_message() == english
    with speaking("fr"):
        assert missing.format_message() == french
    _both(subsetting.note(subsetting.HARFBUZZ))
    _both(subsetting.note(subsetting.FONTTOOLS))


def test_doctor_says_each_check_in_both_languages() -> None:
    from kitgen.doctor import checks

    for check in checks():
        for message in (check.name, check.detail, *check.fix):
            if isinstance(message, str):  # a name (Pango), a version, a command
                continue
            _both(message)
