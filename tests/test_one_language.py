"""Issue 23, item 6: kitgen speaks one language throughout. Every catalogue says every
key in both languages, and no line kitgen prints, for any command, any example, any
broken battle file, in either language, holds a word of the other one.

The language expected of a line: ``--lang``, else (for a run over one battle file) the
file's own ``language:``, else the locale's (``kitgen.i18n.user_language``)."""

from __future__ import annotations

import functools
import json
import os
import re
import string
from collections import Counter
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path

import pytest
from click.testing import CliRunner, Result
from conftest import ARMIES, ROOT
from one_language import (
    foreign_words,
    user_names,
    vocabulary,
    word_list,
)

from kitgen.cli import main

LANGS = ("fr", "en")
LOCALE = {"fr": "fr_FR.UTF-8", "en": "en_US.UTF-8"}
OTHER = {"fr": "en", "en": "fr"}
BROKEN = sorted((ROOT / "tests" / "broken").glob("*.yaml"))
WARNING = [p for p in BROKEN if "warning" in p.name]
"""Broken files that are valid but for warnings: built only with ``--strict`` (a kit
takes seconds)."""
FAILING = [p for p in BROKEN if p not in WARNING]
BUILT = ROOT / "armies" / "siege-de-corbelin.yaml"
"""The one example built (a small kit): the others are checked, computed and odds'd."""


# --- 1. every catalogue, complete in both languages ---------------------------------------

SAME_IN_BOTH = word_list(
    """
    action actions adaptation aide aides aspects assurance barrage barricades base bonus
    brute camp chance charge colonel constitution corps culture de division dragons
    endurance expert focus fortification fortifications fusion initiative intelligence
    invasion normal notes occupant offensive participants perception phase phases points
    protection riposte round score subversive surprise talents terrain terrible total
    type zone zones arquebuses destriers pages version kitgen plans rounds situation modes
    aspect physique
    """
)
"""Words French writes as English does: an entry whose French is its English is right
only if every word of it is one of these, or an abbreviation (``ATT``, ``crit.``,
``max``: capitals, or four letters at most)."""


def same_in_both(text: str) -> bool:
    text = text.replace("\u00ad", "")  # a soft hyphen is where a word may break, not two words
    words = re.findall(r"[^\W\d_]+", re.sub(r"\{[^}]*\}|--[\w-]+", "", text))
    return all(w.isupper() or len(w) <= 4 or w.lower() in SAME_IN_BOTH for w in words)


def catalogues() -> Iterator[tuple[str, dict[str, tuple[str, str]]]]:
    """Every ``(english, french)`` catalogue: kitgen's common one, each terminal area's,
    each rule system's, and any other module-level one under ``kitgen``."""
    import importlib
    import pkgutil

    import kitgen
    from kitgen.i18n import common, messages
    from kitgen.systems import systems

    yield "kitgen.i18n.common", common.TEXT
    yield "kitgen.i18n.messages", messages.merged()
    for key, system in systems().items():
        yield f"{key} (RuleSystem.texts)", dict(system.texts)
    known = {id(common.TEXT), *(id(t) for t in messages.AREAS.values())}
    known |= {id(s.texts) for s in systems().values()}
    catalogues_of = [s.texts for s in systems().values()]
    said = {item for t in (common.TEXT, messages.merged(), *catalogues_of) for item in t.items()}
    for info in pkgutil.walk_packages(kitgen.__path__, "kitgen."):
        if info.name.endswith("__main__"):  # importing it runs the command
            continue
        module = importlib.import_module(info.name)
        for name, value in vars(module).items():
            if name.startswith("_") or id(value) in known or not _is_catalogue(value):
                continue  # a private one is made from the others (``i18n._COMMON``)
            known.add(id(value))
            if not value.items() <= said:  # not a part of a system's catalogue
                yield f"{info.name}.{name}", value


def _is_catalogue(value: object) -> bool:
    return (
        isinstance(value, dict)
        and bool(value)
        and all(isinstance(k, str) for k in value)
        and all(
            isinstance(v, tuple) and len(v) == 2 and all(isinstance(s, str) for s in v)
            for v in value.values()
        )
    )


def _placeholders(text: str) -> set[str]:
    return {
        re.split(r"[.\[]", name)[0]
        for _, name, _, _ in string.Formatter().parse(text)
        if name is not None
    }


def catalogue_faults(
    found: Iterable[tuple[str, Mapping[str, tuple[str, str]]]],
) -> list[str]:
    """What is wrong with each entry of each catalogue: an empty text, placeholders that
    differ, French that is the English."""
    faults = []
    for where, catalogue in found:
        for key, (en, fr) in catalogue.items():
            if not en.strip() or not fr.strip():
                faults.append(
                    f"{where}: {key!r}: empty {'English' if not en.strip() else 'French'}"
                )
                continue
            if _placeholders(en) != _placeholders(fr):
                faults.append(
                    f"{where}: {key!r}: placeholders differ: English "
                    f"{sorted(_placeholders(en))}, French {sorted(_placeholders(fr))}"
                )
            if en == fr and not same_in_both(en):
                faults.append(f"{where}: {key!r}: French is the English: {en!r}")
    return faults


def test_every_catalogue_says_every_key_in_both_languages() -> None:
    faults = catalogue_faults(catalogues())
    if faults:
        pytest.fail(_listed(faults, "catalogue entries"), pytrace=False)


def test_a_faulty_catalogue_entry_is_found() -> None:
    faults = catalogue_faults(
        [
            (
                "made-up",
                {
                    "empty": ("Army", " "),
                    "holes": ("{count} troops", "{n} troupes"),
                    "same": ("Missing armies", "Missing armies"),
                    "cognate": ("Initiative {n}", "Initiative {n}"),
                    "abbreviation": ("ATT", "ATT"),
                    "fine": ("{n} armies", "{n} armées"),
                },
            )
        ]
    )
    assert [f.split("'")[1] for f in faults] == ["empty", "holes", "same"]


# every field's help in both languages or neither: tests/test_model_words.py


# --- 2. no line of the other language -------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Run:
    """One ``kitgen`` command line, and the language every line it prints must be in."""

    args: tuple[str, ...]
    locale: str
    """The language of ``LANG``."""
    expected: str
    names: tuple[str, ...] = ()
    """The battle file's names: the user's text."""
    json_out: bool = False
    """Standard output is a JSON document: only its text values are kitgen's words."""
    reader: str = ""
    """When the file's language, not ``--lang``, chose ``expected``: the locale's, which
    the lines about the run rather than the file speak (``Watching 1 file(s)``, what
    ``build`` wrote); else empty."""

    def expects(self, line: str, stdout: bool) -> str:
        """The language of one line: the file's for its problems and for what its rule
        system prints (``check``, ``odds``, ``compute``), the reader's for the rest."""
        if not self.reader:
            return self.expected
        about_file = PROBLEM.match(line) or (stdout and self.args[0] in FILE_SPEAKS)
        return self.expected if about_file else self.reader


PROBLEM = re.compile(
    r"\s*(error|erreur|warning|avertissement|note|remarque|\d+ (errors|erreurs))\b"
)
"""A line showing one of a file's problems, their count or their note."""
FILE_SPEAKS = ("check", "odds", "compute")
"""Commands whose standard output is what the file's rule system says, in its language."""


@dataclass(slots=True)
class Leaks:
    found: list[Leak] = field(default_factory=list)
    runs: int = 0
    lines: int = 0
    commands: set[str] = field(default_factory=set)


COMMANDS = {
    "check": "every example and broken file",
    "compute": "every example and broken file (the JSON's text values)",
    "odds": "every example and broken file",
    "build": "every failing broken file, the others with --strict, three at once, and one "
    "small example (a kit takes seconds)",
    "watch": "every failing broken file, one look",
    "new": "every system, a file that exists, a name no file system takes",
    "schema": "every system, written to a file (printed, it is the editors' document)",
    "calibrate": "once per language",
    "what-if": "as text, and as a PDF",
    "doctor": "as is",
    "docs": "the list of pages and an unknown page (a page itself is a document)",
    "rulings": "the list, one ruling, an unknown one",
    "systems": "as is",
    "examples": "the list, an unknown one, a copy, the same copy again (the battles' names "
    "are their own)",
}
"""Every command, with what it runs over; a new command fails the test until it is here."""


def test_every_command_is_covered() -> None:
    assert set(main.commands) == set(COMMANDS), "list the new command in COMMANDS"


def test_a_leak_is_told_from_the_users_text() -> None:
    """The detector itself: kitgen's English in a French line is found; the user's
    names, quoted values, keys, paths and options are not kitgen's words."""
    names = ["Les Collines", "The Ford Watch"]
    vocabulary_ = _vocabulary()
    assert foreign_words(
        "erreur : x.yaml:3:1: count must be a whole number", "fr", [], vocabulary_
    ) == ["must", "be", "whole", "number"]
    assert foreign_words("Usage: kitgen check [OPTIONS] FILES...", "fr", [], vocabulary_) == [
        "Usage:"
    ]
    french = (
        "erreur : armies/a.yaml:3:1 : l’armée « The Ford Watch » : `count:` doit être un "
        "nombre entier, pas 'thirty'"
    )
    assert foreign_words(french.replace("doit", "must"), "fr", names, vocabulary_) == ["must"]
    assert foreign_words(french, "fr", names, vocabulary_) == []
    english = (
        "error: le-gue.yaml:3:1: army 'Les Collines': units is not one of its keys (--lang fr)"
    )
    assert foreign_words(english, "en", names, vocabulary_) == []
    assert foreign_words(english + " ; la clé", "en", names, vocabulary_) == ["la", "clé"]


def file_language(path: Path) -> str | None:
    """The language a battle file says it is in, as kitgen reads it before validating."""
    from kitgen.errors import KitError
    from kitgen.loader import parse_battle_text, read_bounded
    from kitgen.pipeline import language_of

    try:
        return language_of(parse_battle_text(read_bounded(path, str(path)), str(path)))
    except (KitError, OSError):
        return None


def over_file(
    command: Sequence[str], path: Path, lang: str, *extra: str, json_out: bool = False
) -> Iterator[Run]:
    """``command`` over one battle file: in ``lang``'s locale (then the file's own
    language wins, if it gives one), and in the other locale with ``--lang lang``."""
    names = tuple(user_names(path))
    own = file_language(path)
    reader = lang if own and own != lang else ""
    yield Run((*command, str(path), *extra), lang, own or lang, names, json_out, reader)
    yield Run((*command, str(path), "--lang", lang, *extra), OTHER[lang], lang, names, json_out)


def runs(lang: str, tmp: Path) -> Iterator[Run]:
    """Every run of the test in one language."""
    for command in main.commands:
        yield Run((command, "--help"), lang, lang)
    yield Run(("--help",), lang, lang)
    usage = [
        ("--bogus",),
        ("nosuchcommand",),
        ("check",),
        ("check", "--bogus", str(BUILT)),
        ("check", str(tmp / "nothere.yaml")),
        ("check", str(tmp)),
        ("build", "--paper", "a3", str(BUILT)),
        ("build", "--bleed", "9", str(BUILT)),
        ("build", "-o", str(tmp / "out"), str(tmp / "empty")),
        ("compute", str(tmp / "nothere.yaml")),
        ("schema",),
        ("schema", "witchr"),
        ("new", "fate", str(BUILT)),
        ("new", "fate", str(tmp / "bad\x01name")),
        ("docs", "nosuchpage"),
        ("rulings", "ZZ9"),
    ]
    yield from (Run(args, lang, lang) for args in usage)
    for missing in (tmp / "nothere.yaml", tmp):
        for command in ("check", "odds", "compute"):
            yield Run((command, "--lang", lang, str(missing)), OTHER[lang], lang)
    for path in [*ARMIES, *BROKEN]:
        for command in ("check", "odds"):
            yield from over_file((command,), path, lang)
        yield from over_file(("compute",), path, lang, json_out=True)
    out = ("-o", str(tmp / "out"), "-j", "1")
    for path in FAILING:
        yield from over_file(("build", *out), path, lang)
        yield from over_file(("watch", "-o", str(tmp / "out"), "--rounds", "0"), path, lang)
    for path in WARNING:
        yield from over_file(("check", "--strict"), path, lang)
        yield from over_file(("build", "--strict", *out), path, lang)
    several = [str(p) for p in FAILING[:3]]
    yield Run(("build", *out, "--lang", lang, *several), OTHER[lang], lang)
    yield Run(("check", "--lang", lang, *several), OTHER[lang], lang)
    yield from over_file(("build", "-o", str(tmp / "kits"), "-j", "1"), BUILT, lang)
    for system in ("witcher", "bloodlust", "jdrwiki", "promiterra", "fate"):
        yield Run(("new", system, str(tmp / f"{system}-{lang}")), lang, lang)
        yield Run(
            ("new", system, str(tmp / f"{system}-{lang}-2"), "--lang", lang), OTHER[lang], lang
        )
        yield Run(("schema", system, "-o", str(tmp / f"{system}.json")), lang, lang)
    yield Run(("calibrate", "-o", str(tmp / "out")), lang, lang)
    yield Run(("calibrate", "-o", str(tmp / "out"), "--lang", lang), OTHER[lang], lang)
    yield Run(("what-if", "--text"), lang, lang)
    yield Run(("what-if", "--text", "--lang", lang), OTHER[lang], lang)
    yield Run(("what-if", "-o", str(tmp / "out"), "--lang", lang), OTHER[lang], lang)
    for args in [("doctor",), ("docs",), ("rulings",), ("rulings", "W5"), ("systems",)]:
        yield Run(args, lang, lang)
    from kitgen.examples import examples

    shipped = tuple(name for e in examples() for name in (e.title, e.name))
    yield Run(("examples",), lang, lang, shipped)
    yield Run(("examples", "nosuchexample"), lang, lang, shipped)
    for _ in range(2):  # written, then already there
        yield Run(("examples", "--copy", "-o", str(tmp / f"examples-{lang}")), lang, lang)


def leaks_of(run: Run, result: Result, found: Leaks) -> None:
    """Every line of ``result`` holding a word of the language it should not be in."""
    command = re.sub(r"\S*/pytest-of-[^/]+/[^/]+/", "TMP/", " ".join(run.args))
    where = f"LANG={LOCALE[run.locale]}, kitgen {command.replace(f'{ROOT}/', '')}"
    lines = [(line, False) for line in result.stderr.splitlines()]
    if run.json_out and result.exit_code == 0:
        lines += [(text, True) for text in _json_texts(json.loads(result.stdout))]
    else:
        lines += [(line, True) for line in result.stdout.splitlines()]
    if result.exception is not None and not isinstance(result.exception, SystemExit):
        found.found.append(Leak(run, where, f"crashed: {result.exception!r}", ()))
    for line, stdout in lines:
        found.lines += 1
        expected = run.expects(line, stdout)
        words = foreign_words(line, expected, list(run.names), _vocabulary())
        if words:
            found.found.append(Leak(run, where, line.strip(), tuple(words), expected))


@dataclass(frozen=True, slots=True)
class Leak:
    run: Run
    where: str
    line: str
    words: tuple[str, ...]
    expected: str = ""

    def shown(self) -> str:
        line = self.line if len(self.line) < 160 else self.line[:160] + "…"
        return f"{self.where} [{self.expected}: {', '.join(self.words)}]: {line}"

    def kind(self) -> tuple[str, str]:
        """The command and the line with paths and numbers blotted out: the same
        sentence said of every broken file is one thing to translate."""
        line = re.sub(r"\S*/\S*", "PATH", self.line)
        return self.run.args[0], re.sub(r"\d+", "N", line)


def _json_texts(document: object) -> Iterator[str]:
    """The text values of a JSON document; a code (``athletics``, ``N2``) is a contract,
    not a sentence."""
    if isinstance(document, str):
        if not re.fullmatch(r"[A-Za-z0-9_.:-]*", document):
            yield document
    elif isinstance(document, dict):
        for value in document.values():
            yield from _json_texts(value)
    elif isinstance(document, list):
        for value in document:
            yield from _json_texts(value)


@functools.cache
def _vocabulary() -> frozenset[str]:
    return vocabulary()


def _listed(items: Sequence[str], what: str, limit: int = 40) -> str:
    shown = "\n  ".join(items[:limit])
    more = f"\n  … and {len(items) - limit} more" if len(items) > limit else ""
    return f"{len(items)} {what}:\n  {shown}{more}"


def _report(leaks: Sequence[Leak], limit: int = 40) -> list[str]:
    """One line per distinct leak (its first occurrence, with how many runs repeat it),
    taken in turn from each command so that every leaking command shows."""
    by_kind: dict[tuple[str, str], list[Leak]] = {}
    for leak in leaks:
        by_kind.setdefault(leak.kind(), []).append(leak)
    by_command: dict[str, list[str]] = {}
    kinds = sorted(by_kind.items(), key=lambda kind: "--help" in kind[1][0].run.args)
    for (command, _), same in kinds:  # what a run says before what its --help says
        times = f" (x{len(same)})" if len(same) > 1 else ""
        by_command.setdefault(command, []).append(same[0].shown() + times)
    shown: list[str] = []
    while len(shown) < min(limit, len(by_kind)):
        for lines in by_command.values():
            if lines and len(shown) < limit:
                shown.append(lines.pop(0))
    counts = ", ".join(f"{c}: {n}" for c, n in Counter(k[0] for k in by_kind).most_common())
    return [f"distinct leaking lines by command: {counts}", *shown]


@pytest.mark.parametrize("lang", LANGS)
def test_no_line_is_in_the_other_language(lang: str, tmp_path: Path) -> None:
    (tmp_path / "empty").mkdir()
    runner = CliRunner()
    found = Leaks()
    for run in runs(lang, tmp_path):
        environment = {"LANG": LOCALE[run.locale]}
        result = runner.invoke(main, run.args, env=environment, prog_name="kitgen")
        found.runs += 1
        found.commands.update(a for a in run.args[:1] if a in COMMANDS)
        leaks_of(run, result, found)
    everything = os.environ.get("KITGEN_LEAKS_TO")  # every leak, for whoever translates
    if everything:
        Path(everything, f"leaks-{lang}.txt").write_text("\n".join(x.shown() for x in found.found))
    summary = (
        f"{lang}: {found.runs} runs of {len(found.commands)} commands, {found.lines} lines read"
    )
    print(summary)
    if found.found:
        shown = _report(found.found)
        pytest.fail(
            f"{len(found.found)} leaking lines; {summary}\n  " + "\n  ".join(shown), pytrace=False
        )
