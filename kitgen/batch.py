"""Building many kits: folders, a content-hash cache, worker processes, watching files.

``build_one`` is the whole of ``kitgen build`` for one file, returning an ``Outcome`` (no
printing), so the command line, the parallel workers and ``kitgen watch`` share it. A kit
is rebuilt only when something that goes into it changed: the battle file's bytes, the
build options, or kitgen itself (its code, templates and fonts). The cache lives in the
output folder, ``.kitgen-cache.json``, keyed by battle file.
"""

from __future__ import annotations

import concurrent.futures
import hashlib
import json
import multiprocessing
import os
import time
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import asdict, dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

from kitgen import __version__
from kitgen.errors import KitError, Problem
from kitgen.loader import read_bounded
from kitgen.sandbox import DEFAULT_LIMITS, Limits

CACHE_FILE = ".kitgen-cache.json"
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
    entry: dict[str, Any] = field(default_factory=dict)
    """The cache entry to record for this file (empty: record nothing)."""


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
    """A hash of kitgen's own files (code, templates, fonts): a new kitgen, or an edited
    template, rebuilds every kit."""
    from kitgen.render import templates_dir

    digest = hashlib.sha256(__version__.encode())
    for root in (Path(__file__).parent, templates_dir()):
        for path in sorted(root.rglob("*")):
            if path.is_file() and "__pycache__" not in path.parts:
                digest.update(str(path.relative_to(root)).encode())
                digest.update(path.read_bytes())
    return digest.hexdigest()


def cache_key(raw: bytes, options: Options) -> str:
    digest = hashlib.sha256(raw)
    digest.update(options.fingerprint().encode())
    digest.update(code_fingerprint().encode())
    return digest.hexdigest()


def read_cache(output_dir: Path) -> dict[str, dict[str, Any]]:
    try:
        data = json.loads((output_dir / CACHE_FILE).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


def write_cache(output_dir: Path, entries: dict[str, dict[str, Any]]) -> None:
    """Merge ``entries`` into the cache file (atomically; a lost update only costs a
    rebuild)."""
    from kitgen.output import write_atomic

    if not entries:
        return
    merged = {**read_cache(output_dir), **entries}
    text = json.dumps(merged, indent=1, sort_keys=True)
    write_atomic(output_dir / CACHE_FILE, text.encode())


def cache_name(path: Path) -> str:
    """A battle file's key in the cache: its absolute path."""
    return str(path.resolve())


def cached(path: Path, raw: bytes, options: Options, entries: dict[str, Any]) -> Outcome | None:
    """The outcome of a file whose kit is already up to date, or ``None``."""
    entry = entries.get(cache_name(path))
    if not isinstance(entry, dict) or entry.get("key") != cache_key(raw, options):
        return None
    target = options.output_dir / str(entry.get("target", ""))
    try:
        stat = target.stat()
    except OSError:
        return None
    if [stat.st_size, stat.st_mtime_ns] != entry.get("stamp"):
        return None  # the PDF was replaced or touched since: build it again
    warnings = tuple(str(w) for w in entry.get("warnings", ()))
    return Outcome(path, UNCHANGED, target, int(entry.get("pages", 0)), warnings=warnings)


def build_one(path: Path, options: Options, *, force: bool = False) -> Outcome:
    """Load, lay out and write one kit, or find it up to date; never raises a
    ``KitError`` (it is in the outcome)."""
    from kitgen.build import build_kit, print_settings
    from kitgen.output import kit_stem, write_atomic
    from kitgen.pipeline import load_bytes

    started = time.perf_counter()
    try:
        raw = read_bounded(path, str(path))
        if not force:
            hit = cached(path, raw, options, read_cache(options.output_dir))
            if hit is not None:
                return hit
        loaded = load_bytes(raw, path, lang=options.lang, strict=options.strict)
        chosen = print_settings(
            loaded,
            paper=options.paper,
            duplex=options.duplex,
            bleed=options.bleed,
            audience=options.audience,
        )
        built = build_kit(
            loaded, chosen, variant=options.variant, strict=options.strict, limits=options.limits
        )
        suffix = "" if chosen.gm else "-players"
        target = options.output_dir / f"{kit_stem(loaded.battle.name, path.stem)}{suffix}.pdf"
        try:
            write_atomic(target, built.pdf)
        except OSError as exc:
            raise KitError(
                [Problem(str(target), None, f"cannot be written: {exc.strerror}")]
            ) from None
    except KitError as exc:
        return Outcome(path, FAILED, errors=exc.problems)
    stat = target.stat()
    entry = {
        "key": cache_key(raw, options),
        "target": target.name,
        "stamp": [stat.st_size, stat.st_mtime_ns],
        "pages": built.pages,
        "warnings": [str(w) for w in loaded.warnings + built.warnings],
    }
    return Outcome(
        path,
        BUILT,
        target,
        built.pages,
        time.perf_counter() - started,
        loaded.warnings + built.warnings,
        entry=entry,
    )


def build_many(
    paths: Sequence[Path], options: Options, *, jobs: int = 1, force: bool = False
) -> Iterator[Outcome]:
    """Each file's outcome as it finishes. Up-to-date kits are found first, in this
    process (no renderer is even imported); the rest are built by ``jobs`` worker
    processes."""
    entries = {} if force else read_cache(options.output_dir)
    pending: list[Path] = []
    for path in paths:
        try:
            raw = read_bounded(path, str(path))
        except KitError:
            pending.append(path)  # build_one reports it
            continue
        hit = None if force else cached(path, raw, options, entries)
        if hit is None:
            pending.append(path)
        else:
            yield hit
    if not pending:
        return
    recorded: dict[str, dict[str, Any]] = {}
    try:
        for outcome in _run(pending, options, jobs):
            if outcome.entry:
                recorded[cache_name(outcome.path)] = outcome.entry
            yield outcome
    finally:
        write_cache(options.output_dir, recorded)


def _run(paths: list[Path], options: Options, jobs: int) -> Iterator[Outcome]:
    if jobs <= 1 or len(paths) == 1:
        for path in paths:
            yield build_one(path, options, force=True)
        return
    import weasyprint  # noqa: F401 - imported once, before the workers fork

    # the biggest files first: the last worker to finish is not left with the longest kit
    paths = sorted(paths, key=lambda p: p.stat().st_size if p.is_file() else 0, reverse=True)
    context = multiprocessing.get_context("fork")
    with concurrent.futures.ProcessPoolExecutor(
        max_workers=min(jobs, len(paths)), mp_context=context
    ) as pool:
        futures = [pool.submit(build_one, path, options, force=True) for path in paths]
        try:
            for future in concurrent.futures.as_completed(futures):
                yield future.result()
        except BaseException:
            for future in futures:
                future.cancel()
            raise


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
) -> None:
    """Call ``on_change(path)`` for every file, then again whenever its size or
    modification time changes (polling: no extra dependency, works on every system).
    Each file's stamp is taken before it is built, so a save during a build is seen.
    ``rounds`` bounds the loop for tests."""
    seen: dict[Path, tuple[int, int] | None] = {p: _stamp(p) for p in paths}
    for path in paths:
        on_change(path)
    count = 0
    while rounds is None or count < rounds:
        count += 1
        time.sleep(interval)
        for path in paths:
            stamp = _stamp(path)
            if stamp != seen[path]:
                seen[path] = stamp
                if stamp is not None:
                    on_change(path)


def _stamp(path: Path) -> tuple[int, int] | None:
    try:
        stat = path.stat()
    except OSError:
        return None
    return (stat.st_size, stat.st_mtime_ns)
