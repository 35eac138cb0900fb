"""Building many kits: folders, a content-hash cache, worker processes, watching files.

``build_one`` is the whole of ``kitgen build`` for one file, returning an ``Outcome`` (no
printing), so the command line and ``kitgen watch`` share it. A kit is made in two steps:
laid out in memory (:func:`lay_out_kit`, in a worker process when several are built at
once), then written (:func:`write_kit`, always by the build's own process, so that a
stopped build writes nothing more). A kit is rebuilt only when something that goes into
it changed: the battle file's bytes, the build options, or kitgen itself (its code,
templates and fonts). The cache lives in the output folder, ``.kitgen-cache.json``,
keyed by battle file.
"""

from __future__ import annotations

import concurrent.futures
import contextlib
import hashlib
import json
import multiprocessing
import os
import signal
import time
from collections.abc import Callable, Generator, Iterable, Sequence
from concurrent.futures.process import BrokenProcessPool
from dataclasses import asdict, dataclass, field, replace
from functools import cache
from importlib import metadata
from pathlib import Path
from typing import TYPE_CHECKING, Any

from kitgen import __version__
from kitgen.composer import REFUSED_IN_TEXT
from kitgen.errors import KitError, Problem, excerpt
from kitgen.files import read_regular, reason
from kitgen.i18n import reader_language, speaking
from kitgen.loader import read_bounded
from kitgen.model import Message, Said, said
from kitgen.pipeline import Loaded
from kitgen.printing import Settings
from kitgen.sandbox import (
    DEFAULT_LIMITS,
    Limits,
    Worker,
    end_with,
    start_method,
    sweep_orphans,
)

if TYPE_CHECKING:
    from kitgen.build import Built

CACHE_FILE = ".kitgen-cache.json"
RENDERING_LIBRARIES = ("weasyprint", "pydyf", "fonttools", "uharfbuzz", "jinja2", "numpy")
"""Python packages whose version changes a kit's bytes (``code_fingerprint``; NumPy: the last
bits of the Promiterra engagements' sums and of a long Witcher battle's rounds)."""
SUFFIXES = (".yaml", ".yml")
BUILT, UNCHANGED, FAILED = "built", "unchanged", "failed"


@dataclass(frozen=True, slots=True)
class Options:
    """Everything on the command line that changes a kit."""

    output_dir: Path = Path("output")
    lang: str | None = None
    strict: bool = False
    paper: str | None = None
    duplex: str | None = None
    audience: str = "gm"
    bleed: float | None = None
    variant: str | None = None
    limits: Limits = DEFAULT_LIMITS
    subsetter: str = "harfbuzz"
    """``kitgen.render.subsetting.SUBSETTERS``: the fonts' bytes depend on it."""

    def fingerprint(self) -> str:
        """What of these options goes into the PDF (not where it is written)."""
        kept = asdict(self)
        del kept["output_dir"], kept["limits"]
        return json.dumps(kept, sort_keys=True, default=str)


@dataclass(frozen=True, slots=True)
class Outcome:
    """What became of one battle file."""

    path: Path
    status: str
    target: Path | None = None
    pages: int = 0
    seconds: float = 0.0
    warnings: tuple[Problem | str, ...] = ()
    """An up-to-date kit repeats the warnings of the build that made it."""
    errors: tuple[Problem | str, ...] = ()
    note: Message = ""
    """What the errors kept kitgen from looking at (``KitError.note``)."""
    lang: str | None = None
    """The language chosen for this file's messages (``KitError.lang``)."""
    entry: dict[str, Any] = field(default_factory=dict)
    """The cache entry to record for this kit (empty: record nothing)."""


@dataclass(frozen=True, slots=True)
class Planned:
    """A battle file before its kit is laid out: where the kit goes, or what is already
    known of it (up to date, or failed)."""

    path: Path
    target: Path | None
    known: Outcome | None = None
    loaded: Loaded | None = None
    settings: Settings | None = None
    raw: bytes = b""


def battle_files(paths: Iterable[Path]) -> list[Path]:
    """The files named, with each folder replaced by the battle files under it (sorted,
    hidden folders skipped)."""
    found: list[Path] = []
    for path in paths:
        if path.is_dir():
            found += sorted(
                p
                for p in path.rglob("*")
                if p.suffix in SUFFIXES
                and p.is_file()
                and not any(part.startswith(".") for part in p.relative_to(path).parts)
            )
        else:
            found.append(path)
    return list(dict.fromkeys(found))


@cache
def code_fingerprint() -> str:
    """A hash of kitgen's own files (code, templates, fonts) and of the versions of the
    libraries that write the PDF: a new kitgen or WeasyPrint, or an edited template,
    rebuilds every kit."""
    from kitgen.render import templates_dir

    digest = hashlib.sha256(__version__.encode())
    for library in RENDERING_LIBRARIES:
        try:
            digest.update(f"{library} {metadata.version(library)}".encode())
        except metadata.PackageNotFoundError:
            digest.update(f"{library} missing".encode())
    # the code, then the templates and fonts (which an installed kitgen keeps inside
    # its package, beside the documentation and examples, which no kit depends on)
    for root, pattern in ((Path(__file__).parent, "*.py"), (templates_dir(), "*")):
        for path in sorted(root.rglob(pattern)):
            if path.is_file() and "__pycache__" not in path.parts:
                digest.update(str(path.relative_to(root)).encode())
                digest.update(path.read_bytes())
    return digest.hexdigest()


def cache_key(raw: bytes, options: Options) -> str:
    """What makes a cached kit up to date: the battle file's bytes, the options, kitgen
    itself, and the reader's language. A file without ``language:`` is built in the
    reader's, and the warnings the cache repeats are worded in it: a kit built for a
    French reader is not up to date for an English one."""
    digest = hashlib.sha256(raw)
    digest.update(options.fingerprint().encode())
    digest.update(reader_language().encode())
    digest.update(code_fingerprint().encode())
    return digest.hexdigest()


MAX_CACHE_BYTES = 20_000_000
"""A cache entry takes about 1 kB (a little more with many warnings): room for
thousands of kits, and a bound on what a damaged cache costs to read."""


def read_cache(output_dir: Path) -> dict[str, dict[str, Any]]:
    """The output folder's cache: one entry per kit, keyed by the PDF's file name, each
    naming the battle file it was built from (``source``). The cache is a convenience a
    hand or a crash may damage: what is not a regular file, is too large, or does not
    read as JSON counts as no cache, and an entry that is not exactly what
    :func:`make` records is dropped. Either way the kit is built again."""
    try:
        raw = read_regular(output_dir / CACHE_FILE, MAX_CACHE_BYTES)
        data = json.loads(raw.decode("utf-8"))
    except (OSError, ValueError, RecursionError):
        return {}
    if not isinstance(data, dict):
        return {}
    return {name: entry for name, entry in data.items() if _valid_entry(name, entry)}


def _valid_entry(name: str, entry: object) -> bool:
    """Whether a cache entry is one :func:`make` could have written: a plain PDF name in
    the output folder (never a path), an absolute source, whole numbers, and warnings
    with no control character (they are printed again as they are)."""
    if not (_plain_pdf_name(name) and isinstance(entry, dict)):
        return False
    source, key, stamp = entry.get("source"), entry.get("key"), entry.get("stamp")
    pages, warnings = entry.get("pages"), entry.get("warnings")
    return (
        isinstance(source, str)
        and _printable(source)
        and Path(source).is_absolute()
        and isinstance(key, str)
        and isinstance(stamp, list)
        and len(stamp) == 2
        and all(_count(n) for n in stamp)
        and _count(pages)
        and isinstance(warnings, list)
        and all(isinstance(w, str) and _printable(w) for w in warnings)
    )


def _plain_pdf_name(name: str) -> bool:
    return (
        name.endswith(".pdf")
        and name not in (".pdf", "..pdf")
        and _printable(name)
        and "/" not in name
        and "\\" not in name
        and Path(name).name == name
    )


def _count(value: object) -> bool:
    """A whole number of at least 0 (JSON's ``true`` is not one)."""
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0


def _printable(text: str) -> bool:
    """What a battle file's values may hold (:data:`kitgen.composer.REFUSED_IN_TEXT`: no
    control character, lone surrogate or invisible direction control), and on one line:
    a line break in a cached warning could print a line of its own."""
    return REFUSED_IN_TEXT.search(text) is None and "\n" not in text and "\r" not in text


def write_cache(output_dir: Path, outcomes: Iterable[Outcome]) -> None:
    """Record the kits of ``outcomes`` in the cache file (atomically; a lost update only
    costs a rebuild)."""
    from kitgen.output import write_atomic

    entries = {o.target.name: o.entry for o in outcomes if o.entry and o.target is not None}
    if not entries:
        return
    merged = {**read_cache(output_dir), **entries}
    text = json.dumps(merged, indent=1, sort_keys=True)
    write_atomic(output_dir / CACHE_FILE, text.encode())


def cache_name(path: Path) -> str:
    """How the cache names a battle file: its absolute path."""
    return str(path.resolve())


def cached(path: Path, raw: bytes, options: Options, entries: dict[str, Any]) -> Outcome | None:
    """The outcome of a file whose kit is already up to date, or ``None``."""
    key, source = cache_key(raw, options), cache_name(path)
    for name, entry in entries.items():
        if entry.get("source") != source or entry.get("key") != key:
            continue
        target = options.output_dir / name
        try:
            stat = target.stat()
        except OSError:
            return None
        if [stat.st_size, stat.st_mtime_ns] != entry.get("stamp"):
            return None  # the PDF was replaced or touched since: build it again
        warnings = tuple(entry["warnings"])  # checked by read_cache: printable strings
        return Outcome(path, UNCHANGED, target, entry["pages"], warnings=warnings)
    return None


def plan(path: Path, options: Options, entries: dict[str, Any], *, force: bool) -> Planned:
    """Read one battle file and find where its kit goes (loading and computing it, unless
    the kit is up to date); never raises a ``KitError`` (it is in ``known``)."""
    raw = b""
    try:
        raw = read_bounded(path, str(path))
        hit = None if force else cached(path, raw, options, entries)
    except KitError as exc:
        failed = Outcome(path, FAILED, errors=exc.problems, note=exc.note, lang=exc.lang)
        return Planned(path, None, known=failed, raw=raw)
    if hit is not None:
        return Planned(path, hit.target, known=hit, raw=raw)
    return planned_from(path, raw, options)


def planned_from(path: Path, raw: bytes, options: Options) -> Planned:
    """A battle file's bytes loaded and computed, and where its kit goes; never raises a
    ``KitError`` (it is in ``known``). What :func:`plan` does past the cache, and what a
    spawned worker does again with the bytes it is sent (:func:`_run`)."""
    from kitgen.build import print_settings
    from kitgen.output import kit_file_name
    from kitgen.pipeline import load_bytes

    try:
        loaded = load_bytes(raw, path, lang=options.lang, strict=options.strict)
    except KitError as exc:
        failed = Outcome(path, FAILED, errors=exc.problems, note=exc.note, lang=exc.lang)
        return Planned(path, None, known=failed, raw=raw)
    chosen = print_settings(
        loaded,
        paper=options.paper,
        duplex=options.duplex,
        bleed=options.bleed,
        audience=options.audience,
    )
    target = options.output_dir / kit_file_name(
        loaded.battle.name,
        path.stem,
        players=not chosen.gm,
        lang=loaded.text.lang,
        file_lang=loaded.battle.language or reader_language(),
    )
    return Planned(path, target, loaded=loaded, settings=chosen, raw=raw)


def clashes(plans: Sequence[Planned], entries: dict[str, Any]) -> list[Problem]:
    """Kits that would overwrite one another: two battle files of this build whose kits
    get the same file name, or a file whose kit would replace the kit of another battle
    file that still exists (the cache knows which file made each kit)."""
    problems: list[Problem] = []
    by_target: dict[Path, list[Planned]] = {}
    for planned in plans:
        if planned.target is not None:
            by_target.setdefault(planned.target, []).append(planned)
    for target, sharing in by_target.items():
        if len(sharing) > 1:
            others = _and(said("loading.that_of", path=str(p.path)) for p in sharing[1:])
            names = [p.loaded.battle.name for p in sharing if p.loaded is not None]
            named: Message = (
                said(
                    "loading.battles_named",
                    names=_and(said("loading.quoted", text=excerpt(n)) for n in names),
                )
                if len(names) == len(sharing)
                else ""
            )
            message = said("loading.same_kit", others=others, target=str(target), named=named)
            problems.append(Problem(str(sharing[0].path), None, message))
            continue
        (planned,) = sharing
        owner = entries.get(target.name, {}).get("source")
        if (
            isinstance(owner, str)
            and owner != cache_name(planned.path)
            and Path(owner).is_file()
            and target.is_file()
        ):
            message = said(
                "loading.replaces_kit", target=str(target), owner=str(_shown(Path(owner)))
            )
            problems.append(Problem(str(planned.path), None, message))
    return problems


def _and(items: Iterable[Said]) -> Said:
    """``a``, ``a and b``, ``a and b and c``, in the reader's language."""
    joined: Said | None = None
    for item in items:
        joined = item if joined is None else said("loading.and", first=joined, then=item)
    if joined is None:
        raise ValueError("nothing to join")
    return joined


def _shown(path: Path) -> Path:
    """``path`` relative to the working folder when it is below it."""
    try:
        return path.relative_to(Path.cwd())
    except ValueError:
        return path


@dataclass(frozen=True, slots=True)
class LaidOut:
    """A kit laid out in memory and not yet written: what a worker process sends back to
    the build's own process, which alone writes files (:func:`write_kit`)."""

    built: Built
    seconds: float


def lay_out_kit(
    planned: Planned, options: Options, worker: Worker | None = None
) -> LaidOut | Outcome:
    """Lay out a planned kit, writing nothing (in ``worker`` when given: ``kitgen
    watch``); or what is already known of it, or why it failed."""
    from kitgen.build import build_kit

    if planned.known is not None:
        return planned.known
    assert planned.loaded is not None and planned.settings is not None
    started = time.perf_counter()
    try:
        built = build_kit(
            planned.loaded,
            planned.settings,
            variant=options.variant,
            strict=options.strict,
            limits=options.limits,
            subsetter=options.subsetter,
            worker=worker,
        )
    except KitError as exc:
        return Outcome(planned.path, FAILED, errors=exc.problems, note=exc.note, lang=exc.lang)
    return LaidOut(built, time.perf_counter() - started)


def write_kit(planned: Planned, laid: LaidOut, options: Options) -> Outcome:
    """Write a laid-out kit to its target (atomically) and record it in the cache.

    Under a lock on the output folder, the cache is read again first: another build may
    have written a kit of the same name for another battle file since this one was
    planned (:func:`clashes`); then this kit is refused, and that one kept."""
    from kitgen.output import folder_lock, write_atomic

    assert planned.loaded is not None and planned.target is not None
    target, built = planned.target, laid.built
    started = time.perf_counter()
    try:
        with folder_lock(options.output_dir):
            problems = clashes([planned], read_cache(options.output_dir))
            if problems:
                return Outcome(planned.path, FAILED, errors=tuple(problems))
            write_atomic(target, built.pdf)
            stat = target.stat()
            warnings = planned.loaded.warnings + built.warnings
            entry = {
                "source": cache_name(planned.path),
                "key": cache_key(planned.raw, options),
                "stamp": [stat.st_size, stat.st_mtime_ns],
                "pages": built.pages,
                "warnings": [str(w) for w in warnings],
            }
            outcome = Outcome(planned.path, BUILT, target, built.pages, 0.0, warnings, entry=entry)
            write_cache(options.output_dir, [outcome])
    except OSError as exc:
        problem = Problem(
            str(exc.filename or target), None, said("loading.cannot_write", reason=reason(exc))
        )
        return Outcome(planned.path, FAILED, errors=(problem,))
    return replace(outcome, seconds=laid.seconds + time.perf_counter() - started)


def make(planned: Planned, options: Options, worker: Worker | None = None) -> Outcome:
    """Lay out and write a planned kit (or return what is already known of it)."""
    laid = lay_out_kit(planned, options, worker)
    return laid if isinstance(laid, Outcome) else write_kit(planned, laid, options)


def build_one(
    path: Path, options: Options, *, force: bool = False, worker: Worker | None = None
) -> Outcome:
    """Load, lay out and write one kit, or find it up to date; never raises a
    ``KitError`` (it is in the outcome). A kit that would replace another battle
    file's kit fails (:func:`clashes`). ``worker`` lays it out (``kitgen watch``'s,
    which keeps the sections of the kits before: ``kitgen.render.sections``)."""
    started = time.perf_counter()
    entries = read_cache(options.output_dir)
    planned = plan(path, options, entries, force=force)
    problems = clashes([planned], entries)
    if problems:
        return Outcome(path, FAILED, errors=tuple(problems))
    outcome = make(planned, options, worker)
    if outcome.status == BUILT:  # the time loading took counts too
        return replace(outcome, seconds=time.perf_counter() - started)
    return outcome


def build_many(
    paths: Sequence[Path],
    options: Options,
    *,
    jobs: int = 1,
    force: bool = False,
    start: str | None = None,
) -> Generator[Outcome, None, None]:
    """Each file's outcome as it finishes. Every file is read and loaded first, in this
    process, to find where its kit goes: kits that would overwrite one another are a
    ``KitError`` before anything is written. Up-to-date kits are not loaded (no
    renderer is even imported); the rest are laid out by ``jobs`` worker processes,
    started the way this platform allows (``start``: ``fork`` or ``spawn``, by default
    :func:`kitgen.sandbox.start_method`), and written here (:func:`_run`)."""
    entries = read_cache(options.output_dir)
    plans = [plan(path, options, entries, force=force) for path in paths]
    problems = clashes(plans, entries)
    if problems:
        raise KitError(problems)
    pending = [p for p in plans if p.known is None]
    for planned in plans:
        if planned.known is not None:
            yield planned.known
    if not pending:
        return
    with contextlib.closing(_run(pending, options, jobs, start or start_method())) as outcomes:
        yield from outcomes


def _run(
    plans: list[Planned], options: Options, jobs: int, start: str
) -> Generator[Outcome, None, None]:
    """Lay out and write each kit. With several jobs, worker processes lay the kits out
    and this process writes them: once it stops (Ctrl-C, a termination signal, the
    caller closing this generator), no kit is written any more, and the workers end at
    once (:func:`_stop`) rather than finish the kits they hold.

    A forked worker inherits the plans (and WeasyPrint's import): it is sent an index. A
    spawned one starts from nothing: it is sent the battle file's bytes, which it loads
    again (:func:`planned_from`), and the reader's language; the kit is the same."""
    if jobs <= 1 or len(plans) == 1:
        for planned in plans:
            yield make(planned, options)
        return
    # the biggest files first: the last worker to finish is not left with the longest kit
    plans = sorted(plans, key=lambda p: len(p.raw), reverse=True)
    forked = start == "fork"
    if forked:
        from kitgen.environment import weasyprint_module

        weasyprint_module()  # imported once, before the workers fork
        _PLANS[:] = plans
    lang = reader_language()
    pool = concurrent.futures.ProcessPoolExecutor(
        max_workers=min(jobs, len(plans)),
        mp_context=multiprocessing.get_context(start),
        initializer=_worker_started,
        initargs=(os.getpid(),),
    )
    broken = False
    try:
        futures = {
            pool.submit(_lay_out_job, _job(i, p, forked, lang), options): p
            for i, p in enumerate(plans)
        }
        for future in concurrent.futures.as_completed(futures):
            planned = futures[future]
            try:
                laid = future.result()
            except BrokenProcessPool:  # a worker was killed: the pool ends with it
                broken = True
                yield Outcome(planned.path, FAILED, errors=(_broken(planned),))
                continue
            yield laid if isinstance(laid, Outcome) else write_kit(planned, laid, options)
    except BaseException:
        _stop(pool)
        raise
    finally:
        pool.shutdown(cancel_futures=True)
        _PLANS.clear()
        if broken:  # the killed worker could not remove its folder; it is reaped by now
            sweep_orphans()


def _broken(planned: Planned) -> Problem:
    return Problem(str(planned.path), None, said("loading.worker_stopped"))


_PLANS: list[Planned] = []
"""The plans a worker process inherits when it is forked (``_run``)."""


@dataclass(frozen=True, slots=True)
class _Job:
    """A kit for a worker to lay out: the index of an inherited plan (a forked worker),
    or the battle file's bytes to load again (a spawned one)."""

    index: int | None
    path: Path
    raw: bytes
    """Empty for a forked worker: it has the plan already, and pickling is not free."""
    lang: str
    """The reader's language, which a spawned worker does not inherit."""


def _job(index: int, planned: Planned, forked: bool, lang: str) -> _Job:
    """The job of ``planned``, ``index``-th of ``_PLANS``: a forked worker has the plan."""
    if forked:
        return _Job(index, planned.path, b"", lang)
    return _Job(None, planned.path, planned.raw, lang)


def _worker_started(parent: int) -> None:
    """A worker leaves Ctrl-C to the build's own process, and ends with it (even if it is
    killed with SIGKILL), its renderer and temporary folder with it."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    end_with(parent)


def _lay_out_job(job: _Job, options: Options) -> LaidOut | Outcome:
    with speaking(job.lang):
        if job.index is not None:
            return lay_out_kit(_PLANS[job.index], options)
        return lay_out_kit(planned_from(job.path, job.raw, options), options)


def _stop(pool: concurrent.futures.ProcessPoolExecutor) -> None:
    """Cancel the kits not yet begun and end the workers now: SIGTERM, on which each
    kills its renderer and removes its temporary folder (``sandbox.end_with``); SIGKILL
    for one that has not ended within a second."""
    workers = list(pool._processes.values())
    pool.shutdown(wait=False, cancel_futures=True)
    for worker in workers:
        worker.terminate()
    for worker in workers:
        worker.join(timeout=1)
        if worker.is_alive():  # pragma: no cover - a worker deaf to SIGTERM
            worker.kill()
            worker.join()


def default_jobs() -> int:
    """One worker per processor, at most 8: each may hold a few hundred MB."""
    if hasattr(os, "sched_getaffinity"):
        processors = len(os.sched_getaffinity(0))
    else:  # pragma: no cover - macOS, Windows
        processors = os.cpu_count() or 1
    return max(1, min(8, processors))


def watch(
    paths: Sequence[Path],
    on_change: Callable[[Path], None],
    *,
    interval: float = 0.5,
    rounds: int | None = None,
    sleep: Callable[[float], None] = time.sleep,
) -> None:
    """Call ``on_change(path)`` for every file, then again whenever its size or
    modification time changes (polling: no extra dependency, works on every system).

    A change is built once it has held still for one poll: an editor that empties the
    file and then writes it (two stamps) gives one build of the whole text, not a build
    of the empty file followed by another. Each file's stamp is taken before it is
    built, so a save during a build is seen. ``rounds`` bounds the loop and ``sleep``
    stands in for the clock in tests."""
    seen: dict[Path, tuple[int, int] | None] = {p: _stamp(p) for p in paths}
    moving: dict[Path, tuple[int, int] | None] = {}
    for path in paths:
        on_change(path)
    count = 0
    while rounds is None or count < rounds:
        count += 1
        sleep(interval)
        for path in paths:
            stamp = _stamp(path)
            if stamp == seen[path]:
                moving.pop(path, None)
            elif path not in moving or moving[path] != stamp:
                moving[path] = stamp  # still being written: look again next poll
            else:
                del moving[path]
                seen[path] = stamp
                if stamp is not None:
                    on_change(path)


def _stamp(path: Path) -> tuple[int, int] | None:
    try:
        stat = path.stat()
    except OSError:
        return None
    return (stat.st_size, stat.st_mtime_ns)
