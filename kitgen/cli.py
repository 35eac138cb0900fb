"""The ``kitgen`` command: parse, call the library, report. Nothing else lives here."""

from __future__ import annotations

import contextlib
import errno
import inspect
import json
import math
import os
import re
import signal
import sys
import time
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

import click

from kitgen import __version__
from kitgen.errors import (
    EXIT_CLOSED_PIPE,
    EXIT_INTERNAL,
    KitError,
    Problem,
    error_lines,
    excerpt,
)
from kitgen.i18n import Text, click_fr, reader_language, say, speaking, user_language
from kitgen.model import Message, said
from kitgen.pipeline import Loaded, load
from kitgen.render import subsetting
from kitgen.sandbox import DEFAULT_LIMITS, Limits, Worker, can_isolate
from kitgen.schema import did_you_mean
from kitgen.systems import registry, system_named

if TYPE_CHECKING:
    from kitgen.examples import Example

click_fr.install()  # Click's own words ("Usage:", "Error: …") in the reader's language

# Every command's and option's help is in kitgen.i18n.messages.cli_help, in both
# languages: translate_help sets it once the language is known.
LANGUAGES = ["fr", "en"]
LANG = click.option("--lang", type=click.Choice(LANGUAGES), default=None)
"""The language of a kit and of the messages (``help.option.lang``)."""
READER_LANG = click.option("--lang", "reader_lang", type=click.Choice(LANGUAGES), default=None)
"""The language of the messages, for a command that makes no kit: ``_Main.main`` reads
it before the command runs (``help.option.reader_lang``)."""
STRICT = click.option("--strict", is_flag=True)
OUTPUT = click.option(
    "-o",
    "--output",
    "output_dir",
    type=click.Path(path_type=Path, file_okay=False),
    default=Path("output"),
    show_default=True,
)
BATTLES = click.argument(
    "files", nargs=-1, required=True, type=click.Path(path_type=Path), metavar="FILES..."
)
"""Battle files or folders of them (``kitgen.batch.battle_files``)."""
FILES = click.argument(
    "files", nargs=-1, required=True, type=click.Path(path_type=Path, dir_okay=False)
)


def echo(message: Message, err: bool = False) -> None:
    """``click.echo`` of a message worded in the reader's language."""
    click.echo(say(message), err=err)


def emit(text: str) -> None:
    """``text`` and a newline on standard output, every byte of it or an error: a reader
    that leaves mid-way (``kitgen compute FILE | head -c 10``) is a closed pipe, exit 141.
    One large write through Python's buffers could come back short and be dropped
    silently (issue 41, item 12), so a real file or pipe is written to directly, until all
    is taken."""
    try:
        fd = sys.stdout.fileno()
    except (OSError, ValueError, AttributeError):  # not a real file (a test's capture)
        click.echo(text)
        return
    sys.stdout.flush()
    data = memoryview((text + "\n").encode("utf-8"))
    while data:
        data = data[os.write(fd, data) :]


class Failure(click.ClickException):
    """What a command could not do, worded in the reader's language when shown."""

    def __init__(self, message: Message) -> None:
        super().__init__(say(message))


class InternalError(click.ClickException):
    """A bug in kitgen, not in the battle file: said in one line, with what to do."""

    exit_code = EXIT_INTERNAL

    def __init__(self, exc: Exception) -> None:
        why = said("cli.internal_error", error=type(exc).__name__, detail=str(exc))
        super().__init__(say(why))


def chosen_language(args: Sequence[str]) -> str | None:
    """The language ``--lang X`` or ``--lang=X`` chooses anywhere on the command line
    (before or after the command; the last one wins), or ``None``. A value kitgen does not
    speak is left for Click to refuse."""
    found = None
    for index, arg in enumerate(args):
        if arg == "--":
            break
        value = None
        if arg == "--lang" and index + 1 < len(args):
            value = args[index + 1]
        elif arg.startswith("--lang="):
            value = arg.partition("=")[2]
        if value in LANGUAGES:
            found = value
    return found


def translate_help(group: click.Group, lang: str) -> None:
    """Set every command's and option's help in ``lang``, from the ``help.*`` keys:
    ``help.COMMAND``, ``help.COMMAND.PARAM``, else ``help.option.PARAM``; and the names
    Click gives types in its messages ("file", "integer range")."""
    text = Text(lang)
    commands: list[tuple[str, click.Command]] = [("main", group), *group.commands.items()]
    for name, command in commands:
        command.help = inspect.cleandoc(text(f"help.{name}"))
        for param in command.params:
            param.type.name = click_fr.type_name(param.type)
            if not isinstance(param, click.Option) or param.hidden:
                continue
            own = f"help.{name}.{param.name}"
            param.help = text(own) if text.has(own) else text(f"help.option.{param.name}")
        # Click makes the help option on first use and keeps it (8.1.8+): word it again
        made = getattr(command, "_help_option", None)
        if made is not None:
            made.help = click_fr.gettext("Show this message and exit.")


FULL = frozenset({errno.ENOSPC, errno.EDQUOT, errno.EFBIG})
"""What a write to a full disk (or past a file size limit) fails with: the output could
not be written, which is no bug of kitgen's (issue 41, item 6)."""


class _Main(click.Group):
    """The ``kitgen`` group: it speaks one language throughout a command (``--lang``,
    else the locale); an unexpected exception is an :class:`InternalError`, never a
    traceback (unless ``KITGEN_DEBUG`` is set)."""

    def main(self, args: Sequence[str] | None = None, *rest: Any, **kwargs: Any) -> Any:
        """Choose the reader's language before Click parses anything (its errors and
        ``--help`` are said in it), then run the command speaking it."""
        arguments = list(sys.argv[1:] if args is None else args)
        lang = user_language(chosen_language(arguments))
        with speaking(lang):
            translate_help(self, lang)
            return super().main(arguments, *rest, **kwargs)

    def make_context(self, *args: Any, **kwargs: Any) -> click.Context:
        try:  # --help and --version print while the arguments are parsed
            return super().make_context(*args, **kwargs)
        except BrokenPipeError:
            _close_quietly()
            raise click.exceptions.Exit(EXIT_CLOSED_PIPE) from None

    def invoke(self, ctx: click.Context) -> Any:
        try:
            return super().invoke(ctx)
        except (click.ClickException, click.exceptions.Exit, click.Abort):
            raise
        except BrokenPipeError:
            _close_quietly()
            raise click.exceptions.Exit(EXIT_CLOSED_PIPE) from None
        except OSError as exc:
            if exc.errno not in FULL:
                if os.environ.get("KITGEN_DEBUG"):
                    raise
                raise InternalError(exc) from exc
            # the output's disk is full (``kitgen odds FILE > /dev/full``): said, exit 1
            with contextlib.suppress(OSError):
                echo(said("cli.cannot_write_output", reason=exc.strerror or str(exc)), err=True)
            raise click.exceptions.Exit(1) from None
        except Exception as exc:
            if os.environ.get("KITGEN_DEBUG"):
                raise
            raise InternalError(exc) from exc


def _close_quietly() -> None:
    """The reader of our output has gone (``kitgen odds FILE | head -2``): whatever is
    still buffered goes nowhere, so exiting prints no second error about it."""
    devnull = os.open(os.devnull, os.O_WRONLY)
    for stream in (sys.stdout, sys.stderr):
        with contextlib.suppress(OSError, ValueError, AttributeError):
            os.dup2(devnull, stream.fileno())
    os.close(devnull)


def _show_version(ctx: click.Context, _param: click.Parameter, value: bool) -> None:
    if value and not ctx.resilient_parsing:
        echo(said("cli.version", version=__version__))
        ctx.exit()


@click.group(cls=_Main, context_settings={"help_option_names": ["-h", "--help"]})
@click.option("--version", is_flag=True, expose_value=False, is_eager=True, callback=_show_version)
@LANG
@click.pass_context
def main(ctx: click.Context, lang: str | None) -> None:
    # help: help.main. A --lang given before the command is the command's --lang.
    if lang is not None:
        ctx.default_map = {
            name: {"lang": lang}
            for name, command in main.commands.items()
            if any(param.name == "lang" for param in command.params)
        }


def _show_warnings(loaded: Loaded) -> None:
    for problem in loaded.warnings:
        click.echo(warning_line(problem), err=True)


def warning_line(problem: Problem | str) -> str:
    """``warning: …``, said in the language of the problem's file like its message."""
    lang = problem.lang if isinstance(problem, Problem) else None
    return say(said("errors.warning", problem=str(problem)), lang)


def pages_of(count: int) -> Message:
    """``1 page``, ``12 pages``."""
    return said("cli.pages." + ("one" if count == 1 else "many"), n=count)


def seconds_of(seconds: float) -> str:
    """A duration as the reader writes decimals: ``1.2`` / ``1,2``."""
    return Text(reader_language()).decimal(seconds)


def _each(files: Sequence[Path], action: Callable[[Path], None]) -> None:
    """Run ``action`` on every file; report every failure, then exit 1 if any failed."""
    failed = 0
    for path in files:
        try:
            action(path)
        except KitError as exc:
            failed += 1
            exc.show()
    if failed:
        if len(files) > 1:
            key = "cli.files_failed." + ("one" if failed == 1 else "many")
            echo(said(key, failed=failed, total=len(files)), err=True)
        sys.exit(1)


def _report(
    files: Sequence[Path],
    lang: str | None,
    strict: bool,
    lines_of: Callable[[Loaded], Callable[[Any, Text], list[str]]],
) -> None:
    """Load each file, then print its heading and the lines its rule system writes."""

    def one(path: Path) -> None:
        loaded = load(path, lang=lang, strict=strict)
        _show_warnings(loaded)
        click.echo(f"{loaded.display}: {excerpt(loaded.battle.name)} ({loaded.system.key})")
        for line in lines_of(loaded)(loaded.plan, loaded.text):
            click.echo(line)

    _each(files, one)


@main.command()
@FILES
@LANG
@STRICT
def check(files: tuple[Path, ...], lang: str | None, strict: bool) -> None:
    # help: help.check (kitgen.i18n.messages.cli_help)

    _report(files, lang, strict, lambda loaded: loaded.system.summary_lines)


@main.command()
@click.argument("file", type=click.Path(path_type=Path, dir_okay=False))
@click.option(
    "--json",
    "as_json",
    is_flag=True,
)
@LANG
@STRICT
def compute(file: Path, as_json: bool, lang: str | None, strict: bool) -> None:
    # help: help.compute (kitgen.i18n.messages.cli_help)
    del as_json  # JSON is the only format; the flag keeps room for others

    def one(path: Path) -> None:
        loaded = load(path, lang=lang, strict=strict)
        _show_warnings(loaded)
        document = loaded.system.to_json(loaded.plan, loaded.text)
        emit(json.dumps(document, ensure_ascii=False, indent=2))

    _each([file], one)


PAPER = click.option(
    "--paper",
    type=click.Choice(["a4", "letter"]),
    default=None,
)
DUPLEX = click.option(
    "--duplex",
    type=click.Choice(["off", "long", "short"]),
    default=None,
)


def KIT_OPTIONS(command: Callable[..., Any]) -> Callable[..., Any]:
    """What ``build`` and ``watch`` share: the files or folders, and how the kit prints."""
    for option in reversed((BATTLES, OUTPUT, LANG, STRICT, PAPER, DUPLEX)):
        command = option(command)
    return command


class Finite(click.FloatRange):
    """A number of a range, never ``nan`` (which every comparison lets through): ``inf``
    and ``1e308`` already fall outside its bounds. What a reader types is a usage error
    (exit 2), never a crash past the checks (issue 41)."""

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> Any:
        found = super().convert(value, param, ctx)
        if isinstance(found, float) and math.isnan(found):
            self.fail(
                click_fr.gettext("{value!r} is not a valid {number_type}.").format(
                    value=value, number_type=click_fr.type_name(self)
                ),
                param,
                ctx,
            )
        return found


MOST_SECONDS = 86_400.0
"""The longest ``--time-limit`` a kit's layout may be given: a day."""
MOST_MEGABYTES = 1 << 20
"""The largest ``--memory-limit``: a terabyte (in megabytes)."""
MOST_INTERVAL = 3_600.0
"""The longest pause ``watch`` may take between two looks: an hour."""
MOST_JOBS = 1_024
"""The most layouts ``build -j`` may run at once."""


def LIMIT_OPTIONS(command: Callable[..., Any]) -> Callable[..., Any]:
    """The limits of one kit's layout (``sandbox.Limits``), which ``build`` and ``watch``
    share: a save under ``watch`` has a build's limits."""
    time_limit = click.option(
        "--time-limit",
        type=Finite(0, MOST_SECONDS),
        default=DEFAULT_LIMITS.seconds,
        show_default=True,
        metavar="SECONDS",
    )
    memory_limit = click.option(
        "--memory-limit",
        type=click.IntRange(0, MOST_MEGABYTES),
        default=DEFAULT_LIMITS.megabytes,
        show_default=True,
        metavar="MB",
    )
    return time_limit(memory_limit(command))


VARIANTS = ("pdf/a-3b", "pdf/a-2b", "pdf/a-3u", "pdf/ua-1")


@main.command()
@KIT_OPTIONS
@click.option(
    "--audience",
    type=click.Choice(["gm", "players"]),
    default="gm",
    show_default=True,
)
@click.option(
    "--bleed",
    type=Finite(0, 5),
    default=None,
    metavar="MM",
)
@click.option(
    "--pdf-variant",
    type=click.Choice(VARIANTS),
    default=None,
)
@LIMIT_OPTIONS
@click.option(
    "-j",
    "--jobs",
    type=click.IntRange(0, MOST_JOBS),
    default=0,
    metavar="N",
)
@click.option("--force", is_flag=True)
@click.option(
    "--font-subsetter",
    type=click.Choice((*subsetting.SUBSETTERS, *subsetting.ALIASES)),
    default=subsetting.HARFBUZZ,
    show_default=True,
)
@click.option("-v", "--verbose", is_flag=True)
def build(
    files: tuple[Path, ...],
    output_dir: Path,
    lang: str | None,
    strict: bool,
    paper: str | None,
    duplex: str | None,
    audience: str,
    bleed: float | None,
    pdf_variant: str | None,
    time_limit: float,
    memory_limit: int,
    jobs: int,
    force: bool,
    font_subsetter: str,
    verbose: bool,
) -> None:
    # help: help.build (kitgen.i18n.messages.cli_help)
    from kitgen import batch

    options = batch.Options(
        output_dir=output_dir,
        lang=lang,
        strict=strict,
        paper=paper,
        duplex=duplex,
        audience=audience,
        bleed=bleed,
        variant=pdf_variant,
        limits=Limits(time_limit, memory_limit),
        subsetter=subsetting.canonical(font_subsetter),
    )
    paths = _battles(files)
    _note_limits(options.limits)
    if verbose:
        echo(said("errors.note", note=subsetting.note(options.subsetter)), err=True)
    started = time.perf_counter()
    counts: dict[str, int] = dict.fromkeys((batch.BUILT, batch.UNCHANGED, batch.FAILED), 0)
    pages = 0
    outcomes = batch.build_many(paths, options, jobs=jobs or batch.default_jobs(), force=force)
    try:
        with contextlib.closing(outcomes), Progress.on_terminal(len(paths)) as progress:
            for outcome in outcomes:
                counts[outcome.status] += 1
                pages += outcome.pages
                _show_outcome(outcome, progress.echo)
                progress.advance()
    except KitError as exc:  # kits that would overwrite one another
        exc.show(wrote_nothing=True)
        sys.exit(exc.exit_code)
    except KeyboardInterrupt:  # Ctrl-C: the build has stopped, and wrote nothing more
        sys.exit(128 + signal.SIGINT)
    seconds = time.perf_counter() - started
    if len(paths) > 1:
        summary = said(
            "cli.summary",
            count=len(paths),
            built=counts[batch.BUILT],
            unchanged=counts[batch.UNCHANGED],
            failed=counts[batch.FAILED],
            pages=pages_of(pages),
            seconds=seconds_of(seconds),
        )
        echo(summary, err=bool(counts[batch.FAILED]))
    if counts[batch.FAILED]:
        sys.exit(1)


def _note_limits(limits: Limits) -> None:
    """Limits asked for where they cannot hold: without a safe ``fork`` (Windows, macOS)
    the renderer runs in kitgen's own process, which no limit can stop."""
    if limits != DEFAULT_LIMITS and not can_isolate():
        echo(said("errors.note", note=said("cli.limits_not_enforced")), err=True)


def _battles(files: Sequence[Path]) -> list[Path]:
    from kitgen import batch

    paths = batch.battle_files(files)
    if not paths:
        raise click.UsageError(say(said("cli.no_battle_files")))
    return paths


Echo = Callable[..., None]
"""``click.echo``'s signature: how a line reaches the terminal."""


def _show_outcome(outcome: Any, show: Echo = click.echo, prefix: str = "") -> None:
    """One file's lines: its warnings, then what was written (or its errors). ``prefix``
    starts the line that says what became of the file (``watch`` puts the time there)."""
    from kitgen import batch

    for problem in outcome.warnings:
        show(warning_line(problem), err=True)
    path, target = str(outcome.path), str(outcome.target)
    if outcome.status == batch.FAILED:
        shown = error_lines(
            outcome.errors, note=outcome.note, wrote_nothing=not prefix, lang=outcome.lang
        )
        for line in shown:
            show(line, err=True)
        if prefix:
            show(prefix + say(said("cli.kept", path=path)), err=True)
    elif outcome.status == batch.UNCHANGED:
        show(prefix + say(said("cli.unchanged", path=path, target=target)))
    else:
        pages, seconds = pages_of(outcome.pages), seconds_of(outcome.seconds)
        built = said("cli.built", path=path, target=target, pages=pages, seconds=seconds)
        show(prefix + say(built))


class Progress:
    """A progress bar on standard error that the lines printed beside it never garble:
    before a line goes out the bar is wiped, after it the bar is drawn again below."""

    WIDTH = 30

    def __init__(self, total: int, stream: Any | None) -> None:
        self.total, self.done, self.stream = total, 0, stream

    @classmethod
    @contextlib.contextmanager
    def on_terminal(cls, total: int) -> Iterator[Progress]:
        """A bar for builds of more than three files on a terminal; none (lines only)
        when standard error goes to a file or a pipe."""
        shown = total > 3 and sys.stderr.isatty()
        progress = cls(total, sys.stderr if shown else None)
        progress._draw()
        try:
            yield progress
        finally:
            progress._wipe()

    def echo(self, message: str, err: bool = False) -> None:
        self._wipe()
        click.echo(message, err=err)
        self._draw()

    def advance(self) -> None:
        self.done += 1
        self._draw()

    def _draw(self) -> None:
        if self.stream is None:
            return
        filled = self.WIDTH * self.done // self.total
        bar = "#" * filled + "-" * (self.WIDTH - filled)
        self.stream.write(f"\r{say(said('cli.progress'))} [{bar}] {self.done}/{self.total}")
        self.stream.flush()

    def _wipe(self) -> None:
        if self.stream is None:
            return
        self.stream.write("\r\x1b[K")  # back to the start of the line, and clear it
        self.stream.flush()


@main.command()
@KIT_OPTIONS
@click.option(
    "--interval",
    type=Finite(0.05, MOST_INTERVAL),
    default=0.5,
    show_default=True,
    metavar="SECONDS",
)
@LIMIT_OPTIONS
@click.option("--rounds", type=int, default=None, hidden=True)  # tests: stop after N looks
def watch(
    files: tuple[Path, ...],
    output_dir: Path,
    lang: str | None,
    strict: bool,
    paper: str | None,
    duplex: str | None,
    interval: float,
    time_limit: float,
    memory_limit: int,
    rounds: int | None,
) -> None:
    # help: help.watch (kitgen.i18n.messages.cli_help)
    from kitgen import batch

    options = batch.Options(
        output_dir=output_dir,
        lang=lang,
        strict=strict,
        paper=paper,
        duplex=duplex,
        limits=Limits(time_limit, memory_limit),
    )
    paths = _battles(files)
    _note_limits(options.limits)

    def rebuild(path: Path) -> None:
        outcome = batch.build_one(path, options, worker=worker)
        _show_outcome(outcome, prefix=f"[{time.strftime('%H:%M:%S')}] ")

    echo(said("cli.watching." + ("one" if len(paths) == 1 else "many"), n=len(paths)), err=True)
    # one renderer for the whole watch: it keeps what it laid out (kitgen.render.sections)
    with Worker(options.limits) as worker, contextlib.suppress(KeyboardInterrupt):
        batch.watch(paths, rebuild, interval=interval, rounds=rounds)


@main.command()
@OUTPUT
@PAPER
@DUPLEX
@LANG
def calibrate(output_dir: Path, paper: str | None, duplex: str | None, lang: str | None) -> None:
    # help: help.calibrate (kitgen.i18n.messages.cli_help)
    from kitgen.printing import LONG, PAPER_OF_LANGUAGE
    from kitgen.render.calibration import calibration_html

    text = Text(user_language(lang))
    sheet = paper or PAPER_OF_LANGUAGE[text.lang]
    flip = duplex if duplex not in (None, "off") else LONG
    target = output_dir / f"calibration-{sheet}-{flip}.pdf"
    pages = _write_document(target, calibration_html(sheet, flip, text))
    echo(said("cli.calibration_written", target=str(target), pages=pages_of(pages)))


@main.command()
@FILES
@LANG
@STRICT
def odds(files: tuple[Path, ...], lang: str | None, strict: bool) -> None:
    # help: help.odds (kitgen.i18n.messages.cli_help)

    _report(files, lang, strict, lambda loaded: loaded.system.odds_lines)


@main.command("what-if")
@OUTPUT
@LANG
@click.option("--text", "as_text", is_flag=True)
def what_if(output_dir: Path, lang: str | None, as_text: bool) -> None:
    # help: help.what-if (kitgen.i18n.messages.cli_help)
    witcher = system_named("witcher")
    assert witcher is not None  # kitgen's own
    document = witcher.documents["what-if"]
    text = Text(user_language(lang), witcher.texts)
    context = document.context(text)
    if as_text:
        for line in context["lines"]:
            click.echo(line)
        return
    from kitgen.render import render_template

    target = output_dir / f"what-if-{text.lang}.pdf"
    html = render_template(f"{witcher.key}/{document.template}", context, text)
    pages = _write_document(target, html)
    echo(said("cli.what_if_written", target=str(target), pages=pages_of(pages)))


class _SystemChoice(click.Choice[str]):
    """The installed systems' keys, read when Click first wants them (to check a value,
    for help or completion): importing the command line imports no rule system."""

    def __init__(self) -> None:
        super().__init__(())

    @property
    def choices(self) -> tuple[str, ...]:
        return tuple(registry().systems)

    @choices.setter
    def choices(self, _: object) -> None:
        """Click sets the choices it was given (none): the registry's stand."""


SYSTEM = click.argument("system", type=_SystemChoice())


@main.command()
@SYSTEM
@click.option(
    "-o",
    "--output",
    "target",
    type=click.Path(path_type=Path, dir_okay=False),
    default=None,
)
@LANG
def schema(system: str, target: Path | None, lang: str | None) -> None:
    # help: help.schema (kitgen.i18n.messages.cli_help)
    from kitgen.json_schema import schema_text
    from kitgen.output import write_atomic

    text = schema_text(registry().systems[system], lang=reader_language())
    if target is None:
        click.echo(text, nl=False)
        return
    write_atomic(target, text.encode())
    echo(said("cli.schema_written", system=system, target=str(target)))


@main.command()
@SYSTEM
@click.argument("name", required=False)
@click.option("--force", is_flag=True)
@LANG
def new(system: str, name: str | None, force: bool, lang: str | None) -> None:
    # help: help.new (kitgen.i18n.messages.cli_help)
    from kitgen.json_schema import schema_file, schema_text, starter_text
    from kitgen.output import write_atomic

    path = starter_path(system, name)
    for part in (path.name, *path.parent.parts):
        _check_file_name(part)
    _refuse_a_file_in_the_way(path)
    if path.exists() and not force:
        raise Failure(said("cli.new_exists", path=str(path)))
    schema_path = path.parent / schema_file(system)
    rules = registry().systems[system]
    try:
        write_atomic(path, starter_text(rules, user_language(lang)).encode())
        write_atomic(schema_path, schema_text(rules, lang=reader_language()).encode())
    except OSError as exc:
        raise Failure(
            said("cli.cannot_write", path=str(path), reason=exc.strerror or str(exc))
        ) from None
    echo(said("cli.new_written", path=str(path), system=system, schema=str(schema_path)))
    click.echo(f"  kitgen check {path}")
    click.echo(f"  kitgen build {path}")


NAME_MAX = 255
"""Bytes in one file name on the usual file systems (ext4, APFS, NTFS)."""


def starter_path(system: str, name: str | None) -> Path:
    """Where ``kitgen new SYSTEM NAME`` writes: ``NAME.yaml``, or ``SYSTEM-battle.yaml``
    inside NAME when it is a folder (``.``, ``/``, ``battles/``), as ``cp`` reads it."""
    default = f"{system}-battle.yaml"
    if name is None:
        return Path(default)
    path = Path(name)
    try:
        folder = path.is_dir()
    except OSError:  # a name too long to look up: _check_file_name says so
        folder = False
    if folder or name.endswith(("/", os.sep)) or path.name in ("", ".", ".."):
        return path / default
    if path.suffix not in (".yaml", ".yml"):
        path = path.with_name(path.name + ".yaml")
    return path


def _refuse_a_file_in_the_way(path: Path) -> None:
    """Refuse, before anything is written, a path one of whose folders is a file."""
    for folder in reversed((path.parent, *path.parent.parents)):
        if folder.exists() and not folder.is_dir():
            raise Failure(said("cli.new_is_a_file", path=str(path), folder=str(folder)))


def _check_file_name(part: str) -> None:
    """Refuse, before anything is written, a file name no file system takes."""
    for char in part:
        if ord(char) < 32 or ord(char) == 127:
            raise Failure(said("cli.name_character", character=f"U+{ord(char):04X}"))
    size = len(os.fsencode(part))
    if size > NAME_MAX:
        raise Failure(said("cli.name_too_long", most=NAME_MAX, name=excerpt(part), size=size))


@main.command()
@READER_LANG
def doctor(reader_lang: str | None) -> None:
    # help: help.doctor (kitgen.i18n.messages.cli_help)
    from kitgen.doctor import checks

    del reader_lang  # _Main.main speaks it
    missing = 0
    marks = {state: say(said(f"cli.doctor.{state}")) for state in ("ok", "missing", "optional")}
    width = max(9, *map(len, marks.values()))
    for check in checks():
        state = "ok" if check.ok else ("missing" if check.required else "optional")
        click.echo(f"{say(check.name):<18} {marks[state]:<{width}} {say(check.detail)}")
        for line in check.fix if not check.ok else ():
            click.echo(f"{'':<{19 + width}} {say(line)}")
        missing += check.required and not check.ok
    if missing:
        sys.exit(1)


@main.command()
@click.argument("page", required=False)
@READER_LANG
def docs(page: str | None, reader_lang: str | None) -> None:
    # help: help.docs (kitgen.i18n.messages.cli_help)
    from kitgen import handbook

    del reader_lang  # _Main.main speaks it
    if page is None:
        reader = reader_language()
        listed = handbook.pages()
        width = max(len(p.name) for p in listed) + 1
        for lang in sorted({p.lang for p in listed}, key=lambda lang: lang != reader):
            echo(said(f"cli.docs_pages_{lang}"))
            for found in (p for p in listed if p.lang == lang):
                click.echo(f"  {found.name:<{width}} {found.title}")
        click.echo()
        echo(said("cli.docs_footer", folder=str(handbook.pages_dir())))
        return
    chosen = handbook.page(page)
    if chosen is None:
        names = [p.name for p in handbook.pages()]
        raise _none_such("cli.no_page", page, names, "PAGE", asked="page", known="pages")
    text = chosen.path.read_text(encoding="utf-8")
    if sys.stdout.isatty():
        click.echo_via_pager(text)
    else:
        click.echo(text, nl=False)


def _none_such(
    key: str, wanted: str, names: Sequence[str], param: str, *, asked: str, known: str
) -> click.BadParameter:
    """A page or an example that is not there: what was asked for (an excerpt), the
    closest name, and every name (``asked`` and ``known``: the message's placeholders)."""
    hint = did_you_mean(wanted, names)
    why = said(key, hint=hint, **{asked: excerpt(wanted), known: ", ".join(names)})
    return click.BadParameter(say(why), param_hint=param)


@main.command()
@click.argument("name", required=False)
@click.option("--copy", "copy", is_flag=True)
@click.option(
    "-o",
    "--output",
    "folder",
    type=click.Path(path_type=Path, file_okay=False),
    default=Path(),
)
@click.option("--force", is_flag=True)
@READER_LANG
def examples(
    name: str | None, copy: bool, folder: Path, force: bool, reader_lang: str | None
) -> None:
    # help: help.examples (kitgen.i18n.messages.cli_help)
    from kitgen import examples as shipped

    del reader_lang  # _Main.main speaks it
    chosen = None
    if name is not None:
        chosen = shipped.example(name)
        if chosen is None:
            names = [e.name for e in shipped.examples()]
            raise _none_such("cli.no_example", name, names, "NAME", asked="name", known="names")
    if copy:
        _copy_examples(folder, chosen, force)
    elif chosen is not None:
        click.echo(chosen.path.read_text(encoding="utf-8"), nl=False)
    else:
        listed = shipped.examples()
        echo(said("cli.examples_heading"))
        width = max(len(e.name) for e in listed) + 1
        for found in listed:
            lang = found.language or "—"
            click.echo(f"  {found.name:<{width}} {found.system:<10} {lang:<3} {found.title}")
        click.echo()
        click.echo(click.wrap_text(say(said("cli.examples_footer")), width=88))


def _copy_examples(folder: Path, chosen: Example | None, force: bool) -> None:
    """``kitgen examples --copy``: every file first checked, then written; a file already
    there that is not the example's is kept, unless ``--force``."""
    from kitgen import examples as shipped
    from kitgen.output import write_atomic

    planned = shipped.copies(folder, chosen)
    for one in planned:
        _refuse_a_file_in_the_way(folder / one.target)
    clashing = [one for one in planned if one.status == shipped.DIFFERENT]
    if clashing and not force:
        for one in clashing:
            there = folder / one.target
            echo(
                said("errors.error", problem=said("cli.example_differs", path=str(there))),
                err=True,
            )
        raise Failure(said("cli.examples_kept", count=len(clashing)))
    written = 0
    for one in planned:
        if one.status == shipped.UNCHANGED:
            continue
        target = folder / one.target
        try:
            write_atomic(target, one.source.read_bytes())
        except OSError as exc:
            why = said("cli.cannot_write", path=str(target), reason=exc.strerror or str(exc))
            raise Failure(why) from None
        written += 1
    unchanged = len(planned) - written
    here = said("cli.this_folder") if folder == Path() else str(folder)
    echo(said("cli.examples_copied", written=written, unchanged=unchanged, folder=here))
    shown = folder / (planned[0].target if chosen is not None else shipped.BATTLES)
    click.echo(f"  kitgen build {shown}{'' if chosen is not None else os.sep}")


@main.command()
@click.argument("ids", nargs=-1, metavar="[ID]...")
@READER_LANG
def rulings(ids: tuple[str, ...], reader_lang: str | None) -> None:
    # help: help.rulings (kitgen.i18n.messages.cli_help)
    from kitgen import handbook

    del reader_lang  # _Main.main speaks it
    known = handbook.rulings(reader_language())
    if not ids:
        system = ""
        for ruling in known.values():
            if ruling.system != system:
                system = ruling.system
                click.echo(f"{system}:")
            click.echo(f"  {ruling.id:<4} {ruling.title}")
        return
    for index, wanted in enumerate(ids):
        asked = known.get(wanted.upper())
        if asked is None:
            hint = did_you_mean(wanted.upper(), known)
            unknown = said("cli.no_ruling", ruling=excerpt(wanted), hint=hint)
            raise click.BadParameter(say(unknown), param_hint="ID")
        click.echo(("\n" if index else "") + f"{asked.id} — {asked.title} ({asked.system})")
        for number, paragraph in enumerate(asked.text.split("\n\n")):
            if number:
                click.echo()
            if paragraph.lstrip().startswith(("-", "|", "```")):  # a list, a table: as is
                click.echo(paragraph)
            else:
                # spaces and line ends made one, no-break spaces kept (« 20 000 », « SR 5 ; »)
                words = re.sub(r"[ \t\n]+", " ", paragraph.strip())
                click.echo(click.wrap_text(words, width=88))


@main.command()
@READER_LANG
def systems(reader_lang: str | None) -> None:
    # help: help.systems (kitgen.i18n.messages.cli_help)
    del reader_lang  # _Main.main speaks it
    for system in registry().systems.values():
        click.echo(f"{system.key:<10} {system.summary_in(reader_language())}")
    for broken in registry().broken:
        why = said("cli.broken_system", name=broken.name, target=broken.target, error=broken.error)
        echo(said("errors.warning", problem=why), err=True)


def _write_document(target: Path, html: str) -> int:
    """Render a document that comes from no battle file (a table, the calibration
    sheet) and write it atomically; its page count."""
    from kitgen.output import write_atomic
    from kitgen.render import RenderError, render_pdf

    try:
        rendered = render_pdf(html)
        write_atomic(target, rendered.pdf)
    except RenderError as exc:
        raise Failure(said("cli.cannot_lay_out", name=target.name, reason=str(exc))) from None
    except OSError as exc:
        why = said("cli.cannot_be_written", target=str(target), reason=exc.strerror or str(exc))
        raise Failure(why) from None
    return rendered.pages


ONE_THREAD = {"OPENBLAS_NUM_THREADS": "1", "OMP_NUM_THREADS": "1", "MKL_NUM_THREADS": "1"}
"""NumPy's linear algebra on one thread, unless the user chose otherwise: its threads
spin between kitgen's small products (``kitgen.numeric``). Read when NumPy loads, so set
before anything imports it."""


def entry() -> None:
    """The ``kitgen`` executable: a termination signal (``kill``, a closing terminal)
    unwinds like Ctrl-C, so a build stops its renderer and leaves no partial file; NumPy
    runs on one thread (:data:`ONE_THREAD`)."""
    for name, value in ONE_THREAD.items():
        os.environ.setdefault(name, value)

    def terminate(number: int, _frame: object) -> None:
        raise SystemExit(128 + number)

    signal.signal(signal.SIGTERM, terminate)
    if hasattr(signal, "SIGHUP"):
        signal.signal(signal.SIGHUP, terminate)
    status: str | int | None = 0
    try:
        main(prog_name="kitgen")
    except SystemExit as done:
        status = done.code
    except BrokenPipeError:  # shell completion writes before any command runs
        status = EXIT_CLOSED_PIPE
    except OSError as exc:  # the same, to a full disk
        echo(said("cli.cannot_write_output", reason=exc.strerror or str(exc)), err=True)
        status = 1
    try:  # what is still buffered for a reader that has gone
        sys.stdout.flush()
    except BrokenPipeError:
        status = EXIT_CLOSED_PIPE
    if status == EXIT_CLOSED_PIPE:
        _close_quietly()
    if isinstance(status, int) and status - 128 in STOP_SIGNALS:
        _leave_now(status)
    sys.exit(status)


STOP_SIGNALS = frozenset(
    int(getattr(signal, name)) for name in ("SIGINT", "SIGTERM", "SIGHUP") if hasattr(signal, name)
)
"""The signals that stop a command: it unwinds (its renderer stopped, its temporary files
removed, nothing half-written) and exits with 128 + the signal."""


def _leave_now(status: int) -> None:
    """Exit a command a signal stopped, once it has unwound, without the interpreter's own
    shutdown: on Python 3.11, a ``-j`` build's process pool has an exit hook that may
    write to the pipe the pool is closing and print a traceback (EBADF) after the
    command's last word. Nothing of kitgen's is left to it: what the command opened it
    has closed on the way out."""
    for stream in (sys.stdout, sys.stderr):
        with contextlib.suppress(OSError, ValueError):
            stream.flush()
    os._exit(status)
