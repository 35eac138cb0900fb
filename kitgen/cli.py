"""The ``kitgen`` command: parse, call the library, report. Nothing else lives here."""

from __future__ import annotations

import contextlib
import json
import os
import signal
import sys
import time
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import Any

import click

from kitgen import __version__
from kitgen.environment import AUTO, SUBSETTERS
from kitgen.errors import EXIT_CLOSED_PIPE, EXIT_INTERNAL, KitError, error_lines, excerpt
from kitgen.i18n import Text
from kitgen.pipeline import Loaded, load
from kitgen.sandbox import DEFAULT_LIMITS, Limits
from kitgen.schema import suggest
from kitgen.systems import registry

LANG = click.option(
    "--lang",
    type=click.Choice(["fr", "en"]),
    default=None,
    help="Language of the kit and messages [default: the file's `language:`, else fr].",
)
STRICT = click.option(
    "--strict", is_flag=True, help="Treat warnings (rules the GM may bend) as errors."
)
OUTPUT = click.option(
    "-o",
    "--output",
    "output_dir",
    type=click.Path(path_type=Path, file_okay=False),
    default=Path("output"),
    show_default=True,
    help="Folder the PDFs go to (created if missing).",
)
BATTLES = click.argument(
    "files", nargs=-1, required=True, type=click.Path(path_type=Path), metavar="FILES..."
)
"""Battle files or folders of them (``kitgen.batch.battle_files``)."""
FILES = click.argument(
    "files", nargs=-1, required=True, type=click.Path(path_type=Path, dir_okay=False)
)


class InternalError(click.ClickException):
    """A bug in kitgen, not in the battle file: said in one line, with what to do."""

    exit_code = EXIT_INTERNAL

    def __init__(self, exc: Exception) -> None:
        super().__init__(
            f"kitgen failed on something it should have handled ({type(exc).__name__}: "
            f"{exc}). This is a bug in kitgen, not in your file: please report it with the "
            "battle file. KITGEN_DEBUG=1 shows where it happened."
        )


class _Main(click.Group):
    """The ``kitgen`` group: an unexpected exception is an :class:`InternalError`, never a
    traceback (unless ``KITGEN_DEBUG`` is set)."""

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


@click.group(cls=_Main, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, prog_name="kitgen")
def main() -> None:
    """Turn a YAML battle file into a printable mass-battle kit (PDF).

    \b
    Start from an example in armies/, then:
      kitgen check armies/auld-alliance.yaml           validate, print the numbers
      kitgen build armies/auld-alliance.yaml           write output/<battle>.pdf
      kitgen compute armies/auld-alliance.yaml --json  the numbers, for other tools

    Errors point at FILE:LINE:COLUMN; `kitgen rulings W5` explains a ruling they
    cite, `kitgen docs` lists the documentation, `kitgen doctor` checks this machine.
    Exit codes: 0 ok, 1 bad battle file, 2 bad usage, 69 a system library missing, 70
    a bug in kitgen, 141 the reader of the output went away.
    """


def _show_warnings(loaded: Loaded) -> None:
    for problem in loaded.warnings:
        click.echo(f"warning: {problem}", err=True)


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
            click.echo(f"{failed} of {len(files)} files failed.", err=True)
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
    """Validate battle files and print what the kit will say.

    Every problem is reported as FILE:LINE:COLUMN: message. Exit code 1 if a file has
    errors (or warnings, with --strict).
    """

    _report(files, lang, strict, lambda loaded: loaded.system.summary_lines)


@main.command()
@click.argument("file", type=click.Path(path_type=Path, dir_okay=False))
@click.option(
    "--json",
    "as_json",
    is_flag=True,
    help="Print JSON (the only format, and the default; the flag is kept for scripts "
    "that give it).",
)
@LANG
@STRICT
def compute(file: Path, as_json: bool, lang: str | None, strict: bool) -> None:
    """Print every computed value of one battle as JSON, for other tools.

    \b
      kitgen compute armies/auld-alliance.yaml > auld-alliance.json
    The document's keys are a stable contract (docs/compute-json.md). Warnings go to
    standard error, so the output stays valid JSON.
    """
    del as_json  # JSON is the only format; the flag keeps room for others

    def one(path: Path) -> None:
        loaded = load(path, lang=lang, strict=strict)
        _show_warnings(loaded)
        document = loaded.system.to_json(loaded.plan, loaded.text)
        click.echo(json.dumps(document, ensure_ascii=False, indent=2))

    _each([file], one)


PAPER = click.option(
    "--paper",
    type=click.Choice(["a4", "letter"]),
    default=None,
    help="Paper size [default: the file's `print: paper:`, else A4 for a French kit, "
    "US Letter for an English one].",
)
DUPLEX = click.option(
    "--duplex",
    type=click.Choice(["off", "long", "short"]),
    default=None,
    help="Print card backs behind their fronts, for a printer flipping on the long or the "
    "short edge [default: the file's `print: duplex:`, else off].",
)


def KIT_OPTIONS(command: Callable[..., Any]) -> Callable[..., Any]:
    """What ``build`` and ``watch`` share: the files or folders, and how the kit prints."""
    for option in reversed((BATTLES, OUTPUT, LANG, STRICT, PAPER, DUPLEX)):
        command = option(command)
    return command


VARIANTS = ("pdf/a-3b", "pdf/a-2b", "pdf/a-3u", "pdf/ua-1")


@main.command()
@KIT_OPTIONS
@click.option(
    "--audience",
    type=click.Choice(["gm", "players"]),
    default="gm",
    show_default=True,
    help="gm: everything. players: a handout without secret troops, hidden units and "
    "aspects, notes, warnings, breakdowns or odds (written as <battle>-players.pdf).",
)
@click.option(
    "--bleed",
    type=click.FloatRange(0, 5),
    default=None,
    metavar="MM",
    help="Bleed around each card, in mm (0 to 5) [default: the file's `print: bleed:`, else 0].",
)
@click.option(
    "--pdf-variant",
    type=click.Choice(VARIANTS),
    default=None,
    help="Archival (PDF/A) or accessible, tagged (PDF/UA) PDF.",
)
@click.option(
    "--time-limit",
    type=click.FloatRange(0, min_open=False),
    default=DEFAULT_LIMITS.seconds,
    show_default=True,
    metavar="SECONDS",
    help="Stop laying out a kit that takes longer (0: no limit).",
)
@click.option(
    "--memory-limit",
    type=click.IntRange(0),
    default=DEFAULT_LIMITS.megabytes,
    show_default=True,
    metavar="MB",
    help="Stop laying out a kit that needs more memory (0: no limit).",
)
@click.option(
    "-j",
    "--jobs",
    type=click.IntRange(0),
    default=0,
    metavar="N",
    help="Build N kits at once [default: one per processor, at most 8].",
)
@click.option("--force", is_flag=True, help="Rebuild every kit, even those already up to date.")
@click.option(
    "--font-subsetter",
    type=click.Choice(SUBSETTERS),
    default=AUTO,
    show_default=True,
    help="How the embedded fonts are cut down: auto takes HarfBuzz-Subset where it is "
    "installed (faster), else fontTools; fonttools gives the same bytes on every machine.",
)
@click.option(
    "-v", "--verbose", is_flag=True, help="Also say how this machine renders (kitgen doctor)."
)
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
    """Build the printable kit of each battle file: OUTPUT/<battle-name>.pdf.

    A kit holds a page for the game master (armies, warnings, notes), what its rule system
    prints for the table (witcher: battle cards and phase tables; bloodlust: unit sheets
    and character cards; jdrwiki: army sheets, odds against each enemy, hero and zone
    cards; promiterra: map, cell cards and troop sheets; fate: unit, commander and zone
    cards) and a quick reference of the rules.

    \b
    Cards are laid as many to a sheet as fit, with crop marks running to the sheet's
    edge. Their sizes (poker, tarot, a6, a5 or page) are set per kind under `print:
    cards:` in the battle file (docs/printing.md). With --duplex, every card's back is
    printed behind it; print `kitgen calibrate` once to measure your printer's offset.

    A card whose text does not fit is a warning naming its line (an error with
    --strict). The same file always gives the same bytes. If anything goes wrong, the
    previous PDF is left untouched. A kit in another language than its battle file's
    is named <battle-name>-LANG.pdf; two battle files whose kits would get the same
    name are an error, before anything is written.

    \b
    FILES may be folders: every *.yaml under them is built, -j N at once.
      kitgen build armies/               one worker per processor
      kitgen build armies/ -j 1          one at a time (less memory)
    A kit whose battle file, options and kitgen are unchanged since it was made is not
    built again (OUTPUT/.kitgen-cache.json); --force builds it anyway.
    """
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
        subsetter=font_subsetter,
    )
    paths = _battles(files)
    if verbose:
        from kitgen.environment import subsetter_note

        click.echo(f"note: {subsetter_note()}", err=True)
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
        click.echo(
            f"{len(paths)} battle files: {counts[batch.BUILT]} built, "
            f"{counts[batch.UNCHANGED]} unchanged, {counts[batch.FAILED]} failed "
            f"({pages} pages) in {seconds:.1f} s",
            err=bool(counts[batch.FAILED]),
        )
    if counts[batch.FAILED]:
        sys.exit(1)


def _battles(files: Sequence[Path]) -> list[Path]:
    from kitgen import batch

    paths = batch.battle_files(files)
    if not paths:
        raise click.UsageError("no battle files (*.yaml) in the folders given")
    return paths


Echo = Callable[..., None]
"""``click.echo``'s signature: how a line reaches the terminal."""


def _show_outcome(outcome: Any, echo: Echo = click.echo, prefix: str = "") -> None:
    """One file's lines: its warnings, then what was written (or its errors). ``prefix``
    starts the line that says what became of the file (``watch`` puts the time there)."""
    from kitgen import batch

    for problem in outcome.warnings:
        echo(f"warning: {problem}", err=True)
    if outcome.status == batch.FAILED:
        shown = error_lines(
            outcome.errors, note=outcome.note, wrote_nothing=not prefix, lang=outcome.lang
        )
        for line in shown:
            echo(line, err=True)
        if prefix:
            echo(f"{prefix}{outcome.path}: not built; the last good PDF is kept", err=True)
    elif outcome.status == batch.UNCHANGED:
        echo(f"{prefix}{outcome.path} -> {outcome.target} (unchanged)")
    else:
        echo(
            f"{prefix}{outcome.path} -> {outcome.target} "
            f"({outcome.pages} pages, {outcome.seconds:.1f} s)"
        )


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
        self.stream.write(f"\rBuilding [{bar}] {self.done}/{self.total}")
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
    type=click.FloatRange(0.05),
    default=0.5,
    show_default=True,
    metavar="SECONDS",
    help="How often to look for changes.",
)
@click.option("--rounds", type=int, default=None, hidden=True)  # tests: stop after N looks
def watch(
    files: tuple[Path, ...],
    output_dir: Path,
    lang: str | None,
    strict: bool,
    paper: str | None,
    duplex: str | None,
    interval: float,
    rounds: int | None,
) -> None:
    """Rebuild each battle file's kit every time you save it. Ctrl-C stops.

    \b
      kitgen watch armies/siege-de-corbelin.yaml
    Keep the PDF open in a viewer that reloads on change. An error is printed with its
    FILE:LINE:COLUMN and the last good PDF stays as it was, so the table never loses the
    kit. Folders are watched for the battle files they hold when watching starts.
    """
    from kitgen import batch

    options = batch.Options(
        output_dir=output_dir, lang=lang, strict=strict, paper=paper, duplex=duplex
    )
    paths = _battles(files)

    def rebuild(path: Path) -> None:
        outcome = batch.build_one(path, options)
        _show_outcome(outcome, prefix=f"[{time.strftime('%H:%M:%S')}] ")

    click.echo(f"Watching {len(paths)} file(s); Ctrl-C stops.", err=True)
    with contextlib.suppress(KeyboardInterrupt):
        batch.watch(paths, rebuild, interval=interval, rounds=rounds)


@main.command()
@OUTPUT
@PAPER
@DUPLEX
@click.option(
    "--lang", type=click.Choice(["fr", "en"]), default="fr", show_default=True, help="Language."
)
def calibrate(output_dir: Path, paper: str | None, duplex: str | None, lang: str) -> None:
    """Write a two-sided sheet that measures how far your printer shifts the backs.

    \b
    Print it double-sided (the same --duplex flip you will use for cards), hold it
    against a light, and read where the front's cross falls on the back's rulers.
    Write the two readings in the battle file:
      print:
        back_offset: {x: 1.5, y: -0.5}
    Writes OUTPUT/calibration-PAPER-FLIP.pdf.
    """
    from kitgen.printing import LONG, PAPER_OF_LANGUAGE
    from kitgen.render.calibration import calibration_html

    text = Text(lang)
    sheet = paper or PAPER_OF_LANGUAGE[lang]
    flip = duplex if duplex not in (None, "off") else LONG
    target = output_dir / f"calibration-{sheet}-{flip}.pdf"
    pages = _write_document(target, calibration_html(sheet, flip, text))
    click.echo(f"calibration sheet -> {target} ({pages} pages: print both sides)")


@main.command()
@FILES
@LANG
@STRICT
def odds(files: tuple[Path, ...], lang: str | None, strict: bool) -> None:
    """Print the exact chances and expected results the kit prints, in the terminal.

    \b
    witcher     each phase, the battle, its length, casualties (no crucial moment
                unless the file lists them under `crucial_moments:`)
    bloodlust   initiative, and the casualties of every attacker on every enemy unit
    jdrwiki     each action's d20 roll and chance against each enemy, and the damage
                of every kind of hit
    promiterra  each troop's loyalty and the losses it inflicts on every enemy troop
    fate        each unit skill's chance to meet every difficulty from -2 to +8

    Nothing is simulated: every number is worked out exactly.
    """

    _report(files, lang, strict, lambda loaded: loaded.system.odds_lines)


@main.command("what-if")
@OUTPUT
@click.option(
    "--lang", type=click.Choice(["fr", "en"]), default="fr", show_default=True, help="Language."
)
@click.option("--text", "as_text", is_flag=True, help="Print the table instead of a PDF.")
def what_if(output_dir: Path, lang: str, as_text: bool) -> None:
    """The Witcher "what if" table, on its own page: the chance to win a phase.

    Down the side, a commander's base minus the SD it rolls against (-10 to +10);
    across, each success threshold (SR 5 to 25). Writes OUTPUT/what-if-LANG.pdf.
    """
    witcher = registry().systems["witcher"]
    document = witcher.documents["what-if"]
    text = Text(lang, witcher.texts)
    context = document.context(text)
    if as_text:
        for line in context["lines"]:
            click.echo(line)
        return
    from kitgen.render import render_template

    target = output_dir / f"what-if-{lang}.pdf"
    html = render_template(f"{witcher.key}/{document.template}", context, text)
    pages = _write_document(target, html)
    click.echo(f"what-if table -> {target} ({pages} page{'' if pages == 1 else 's'})")


SYSTEM = click.argument("system", type=click.Choice(list(registry().systems)))


@main.command()
@SYSTEM
@click.option(
    "-o",
    "--output",
    "target",
    type=click.Path(path_type=Path, dir_okay=False),
    default=None,
    help="Write the schema to this file instead of printing it.",
)
def schema(system: str, target: Path | None) -> None:
    """Print the JSON Schema of a SYSTEM battle file.

    Editors with YAML support (VS Code's YAML extension, Neovim or Helix with
    yaml-language-server) use it to complete keys and words, show each key's help and
    underline mistakes as you type. A battle file points at it with its first line:

    \b
      # yaml-language-server: $schema=schemas/fate.schema.json

    `kitgen new` writes both. The schema comes from the same definitions the loader
    checks files with.
    """
    from kitgen.json_schema import schema_text
    from kitgen.output import write_atomic

    text = schema_text(registry().systems[system])
    if target is None:
        click.echo(text, nl=False)
        return
    write_atomic(target, text.encode())
    click.echo(f"{system} schema -> {target}")


@main.command()
@SYSTEM
@click.argument("name", required=False)
@click.option("--force", is_flag=True, help="Overwrite a battle file that already exists.")
@click.option(
    "--lang",
    type=click.Choice(["fr", "en"]),
    default=None,
    help="Language of the file's comments and names [default: the locale's, else en].",
)
def new(system: str, name: str | None, force: bool, lang: str | None) -> None:
    """Start a battle file for SYSTEM: NAME.yaml, ready to edit.

    \b
    Every key the system knows is in it, explained in a comment; the optional ones are
    commented out. The file is valid as written and builds as written:
      kitgen new fate siege          writes siege.yaml and schemas/fate.schema.json
      kitgen build siege.yaml
    The schema next to it gives editors with YAML support completion and red
    underlines (see `kitgen schema --help`). NAME defaults to SYSTEM-battle; a folder
    as NAME (`.`, `battles/`) gets SYSTEM-battle.yaml inside it.

    \b
    Its comments and names are in your language: --lang fr or --lang en, else the
    locale's (LC_ALL, LC_MESSAGES, LANG: fr_FR.UTF-8 is French), else English.
    """
    from kitgen.i18n import user_language
    from kitgen.json_schema import schema_file, schema_text, starter_text
    from kitgen.output import write_atomic

    path = starter_path(system, name)
    for part in (path.name, *path.parent.parts):
        _check_file_name(part)
    for folder in reversed((path.parent, *path.parent.parents)):
        if folder.exists() and not folder.is_dir():
            raise click.ClickException(f"cannot write {path}: {folder} is a file, not a folder")
    if path.exists() and not force:
        raise click.ClickException(f"{path} already exists; choose another NAME or add --force")
    schema_path = path.parent / schema_file(system)
    rules = registry().systems[system]
    try:
        write_atomic(path, starter_text(rules, user_language(lang)).encode())
        write_atomic(schema_path, schema_text(rules).encode())
    except OSError as exc:
        raise click.ClickException(f"cannot write {path}: {exc.strerror}") from None
    click.echo(f"{path} ({system}) and {schema_path} written. Next:")
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


def _check_file_name(part: str) -> None:
    """Refuse, before anything is written, a file name no file system takes."""
    from kitgen.errors import excerpt

    for char in part:
        if ord(char) < 32 or ord(char) == 127:
            raise click.ClickException(
                f"NAME: a file name cannot hold the character U+{ord(char):04X}; choose another"
            )
    size = len(os.fsencode(part))
    if size > NAME_MAX:
        raise click.ClickException(
            f"NAME: a file name has at most {NAME_MAX} bytes here, and '{excerpt(part)}' "
            f"has {size}; choose a shorter one"
        )


@main.command()
def doctor() -> None:
    """Check that this machine can build kits, and say what it could do better.

    \b
    Looks at Python, WeasyPrint and the system libraries it loads (Pango, required;
    HarfBuzz-Subset, optional: faster font subsetting), whether PDFs are laid out
    with time and memory limits here, and lays out a test page. Exit code 0 when
    kits can be built, 1 when something required is missing (with how to install it).
    """
    from kitgen.doctor import checks

    missing = 0
    for check in checks():
        mark = "ok" if check.ok else ("MISSING" if check.required else "optional")
        click.echo(f"{check.name:<18} {mark:<9} {check.detail}")
        for line in check.fix if not check.ok else ():
            click.echo(f"{'':<28} {line}")
        missing += check.required and not check.ok
    if missing:
        sys.exit(1)


@main.command()
@click.argument("page", required=False)
def docs(page: str | None) -> None:
    """Read kitgen's documentation: the list of pages, or one PAGE.

    \b
      kitgen docs              the pages, and the folder that holds them
      kitgen docs fate         the Fate battle file, key by key, and its kit
      kitgen docs printing     paper, card sizes, duplex, the players' copy
    The pages are Markdown, shipped with kitgen; on a terminal they open in a pager.
    """
    from kitgen import handbook

    if page is None:
        for found in handbook.pages():
            click.echo(f"{found.name:<14} {found.title}")
        click.echo(f"\n`kitgen docs PAGE` prints one; the files are in {handbook.pages_dir()}")
        return
    chosen = handbook.page(page)
    if chosen is None:
        names = [p.name for p in handbook.pages()]
        raise click.BadParameter(
            f"no page '{page}'{suggest(page, names)}; one of: {', '.join(names)}",
            param_hint="PAGE",
        )
    text = chosen.path.read_text(encoding="utf-8")
    if sys.stdout.isatty():
        click.echo_via_pager(text)
    else:
        click.echo(text, nl=False)


@main.command()
@click.argument("ids", nargs=-1, metavar="[ID]...")
def rulings(ids: tuple[str, ...]) -> None:
    """Explain the rulings messages cite: how kitgen reads the rules where they leave room.

    \b
      kitgen rulings           every ruling's id and title, by rule system
      kitgen rulings W5 N2     what those two say, and how to override them
    A warning such as "... (ruling W5)" names one. W, B, J, P and F rulings settle what
    the rulebooks leave open; K, L, M, N and O are kitgen's own readings.
    """
    from kitgen import handbook

    known = handbook.rulings()
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
            raise click.BadParameter(
                f"no ruling '{wanted}'{suggest(wanted.upper(), known)}; "
                "`kitgen rulings` lists them",
                param_hint="ID",
            )
        click.echo(("\n" if index else "") + f"{asked.id} — {asked.title} ({asked.system})")
        for number, paragraph in enumerate(asked.text.split("\n\n")):
            if number:
                click.echo()
            if paragraph.lstrip().startswith(("-", "|", "```")):  # a list, a table: as is
                click.echo(paragraph)
            else:
                click.echo(click.wrap_text(" ".join(paragraph.split()), width=88))


@main.command()
def systems() -> None:
    """List the rule systems a battle file can name in `system:`."""
    for system in registry().systems.values():
        click.echo(f"{system.key:<10} {system.summary}")
    for broken in registry().broken:
        click.echo(
            f"warning: the rule system '{broken.name}' ({broken.target}) could not be loaded: "
            f"{broken.error}",
            err=True,
        )


def _write_document(target: Path, html: str) -> int:
    """Render a document that comes from no battle file (a table, the calibration
    sheet) and write it atomically; its page count."""
    from kitgen.output import write_atomic
    from kitgen.render import RenderError, render_pdf

    try:
        rendered = render_pdf(html)
        write_atomic(target, rendered.pdf)
    except RenderError as exc:
        raise click.ClickException(f"could not lay out {target.name}: {exc}") from None
    except OSError as exc:
        raise click.ClickException(f"{target} cannot be written: {exc.strerror}") from None
    return rendered.pages


def entry() -> None:
    """The ``kitgen`` executable: a termination signal (``kill``, a closing terminal)
    unwinds like Ctrl-C, so a build stops its renderer and leaves no partial file."""

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
        click.echo(f"Error: cannot write the output: {exc.strerror}", err=True)
        status = 1
    try:  # what is still buffered for a reader that has gone
        sys.stdout.flush()
    except BrokenPipeError:
        status = EXIT_CLOSED_PIPE
    if status == EXIT_CLOSED_PIPE:
        _close_quietly()
    sys.exit(status)
