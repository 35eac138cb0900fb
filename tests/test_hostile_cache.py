"""Issue 22: ``OUTPUT/.kitgen-cache.json`` edited by hand, damaged, or not a file at all.

The cache only ever saves work: whatever it holds, the worst it may cause is a rebuild.
It never makes kitgen crash, hang, print what it holds unchecked, or look at a file
outside the output folder.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from kitgen import batch
from kitgen.batch import CACHE_FILE
from kitgen.cli import main
from tests.conftest import small_battle, write

Entry = dict[str, Any]


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A folder holding ``battle.yaml`` and ``out/``, its kit and cache, built once."""
    folder = tmp_path_factory.mktemp("cached")
    path = write(folder, small_battle("The Ford"))
    result = CliRunner().invoke(main, ["build", str(path), "-o", str(folder / "out")])
    assert result.exit_code == 0, result.output
    return folder


@pytest.fixture
def copy(built: Path, tmp_path: Path) -> Path:
    """A fresh copy of ``built``, the cache's ``source`` pointing at the copy's file."""
    folder = tmp_path / "copy"
    shutil.copytree(built, folder)
    cache = folder / "out" / CACHE_FILE
    entries = json.loads(cache.read_text(encoding="utf-8"))
    for entry in entries.values():
        entry["source"] = str((folder / "battle.yaml").resolve())
    cache.write_text(json.dumps(entries), encoding="utf-8")
    return folder


def _plan(folder: Path) -> batch.Planned:
    options = batch.Options(output_dir=folder / "out")
    return batch.plan(
        folder / "battle.yaml", options, batch.read_cache(options.output_dir), force=False
    )


def _edit(folder: Path, change: Any) -> None:
    """Apply ``change(entry)`` to the kit's cache entry (or, if it returns a value,
    write that value as the whole cache)."""
    cache = folder / "out" / CACHE_FILE
    entries = json.loads(cache.read_text(encoding="utf-8"))
    (entry,) = entries.values()
    replaced = change(entry)
    cache.write_text(json.dumps(entries if replaced is None else replaced), encoding="utf-8")


def test_an_untouched_cache_finds_the_kit_up_to_date(copy: Path) -> None:
    """The baseline the cases below depart from: without the edit, nothing to build."""
    planned = _plan(copy)
    assert planned.known is not None and planned.known.status == batch.UNCHANGED


def _set(key: str, value: Any) -> Any:
    return lambda entry: entry.__setitem__(key, value)


BAD_ENTRIES = {
    "pages a word": _set("pages", "abc"),
    "pages a list": _set("pages", [1, 2]),
    "pages infinite": _set("pages", float("inf")),
    "pages negative": _set("pages", -3),
    "pages true": _set("pages", True),
    "warnings a number": _set("warnings", 3),
    "warnings a string": _set("warnings", "warning: all is fine"),
    "warnings of lists": _set("warnings", [["a"]]),
    "a warning with a terminal escape": _set("warnings", ["\x1b]0;pwned\x07\x1b[2J"]),
    "a warning with a NUL": _set("warnings", ["a\x00b"]),
    "stamp a word": _set("stamp", "now"),
    "stamp too short": _set("stamp", [1]),
    "stamp of words": _set("stamp", ["a", "b"]),
    "key a number": _set("key", 3),
    "source with a NUL": _set("source", "/tmp/a\x00b.yaml"),
}


@pytest.mark.parametrize("change", BAD_ENTRIES.values(), ids=BAD_ENTRIES)
def test_a_damaged_entry_only_causes_a_rebuild(copy: Path, change: Any) -> None:
    _edit(copy, change)
    planned = _plan(copy)
    assert planned.known is None  # built again
    assert planned.target == copy / "out" / "the-ford.pdf"


DEEP = "[" * 100_000 + "]" * 100_000
"""Too deep for ``json.loads``, which recurses: it raises ``RecursionError``."""

BAD_CACHES = {
    "a list": lambda entry: f"[{entry}]",
    "a number": lambda entry: "3",
    "not JSON": lambda entry: entry[:-5],
    "deep nesting": lambda entry: DEEP,
    "deep nesting in an entry": lambda entry: (
        '{"the-ford.pdf": ' + entry[:-1] + ', "x": ' + DEEP + "}}"
    ),
    "infinity": lambda entry: entry.replace('"pages": 5', '"pages": Infinity'),
    "a lone surrogate": lambda entry: entry.replace('"key": "', '"key": "\\udc80'),
}


@pytest.mark.parametrize("change", BAD_CACHES.values(), ids=BAD_CACHES)
def test_a_damaged_cache_only_causes_a_rebuild(copy: Path, change: Any) -> None:
    cache = copy / "out" / CACHE_FILE
    (entry,) = json.loads(cache.read_text(encoding="utf-8")).values()
    cache.write_text(change(json.dumps(entry)), encoding="utf-8")
    assert _plan(copy).known is None


def test_a_kit_name_outside_the_output_folder_is_ignored(copy: Path) -> None:
    """An entry named ``../elsewhere.pdf`` (or an absolute path) stamped like a file
    there: kitgen would report that file as the kit, and never build the real one."""
    elsewhere = copy / "elsewhere.pdf"
    elsewhere.write_bytes(b"%PDF-1.7 not a kit")
    stat = elsewhere.stat()

    def move(entry: Entry) -> Any:
        entry["stamp"] = [stat.st_size, stat.st_mtime_ns]
        return {"../elsewhere.pdf": entry, str(elsewhere): entry}

    (copy / "out" / "the-ford.pdf").unlink()
    _edit(copy, move)
    assert batch.read_cache(copy / "out") == {}
    planned = _plan(copy)
    assert planned.known is None and planned.target == copy / "out" / "the-ford.pdf"


@pytest.mark.parametrize("name", ["", ".", "..", "a\x00.pdf", "sub/the-ford.pdf", "x.yaml"])
def test_only_a_plain_pdf_name_is_a_kit(copy: Path, name: str) -> None:
    _edit(copy, lambda entry: {name: entry})
    assert batch.read_cache(copy / "out") == {}


def test_a_printed_warning_comes_from_a_checked_cache(copy: Path) -> None:
    """An up-to-date kit repeats its build's warnings: never a control character that a
    hand-edited cache slipped in (a terminal escape could retitle or clear the screen)."""
    _edit(copy, _set("warnings", ["\x1b[2Jfine"]))
    result = CliRunner().invoke(
        main, ["build", str(copy / "battle.yaml"), "-o", str(copy / "out")]
    )
    assert result.exit_code == 0, result.output
    assert "\x1b" not in result.output
    assert "(unchanged)" not in result.output  # the damaged entry made it build again


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")
def test_a_named_pipe_in_place_of_the_cache_is_ignored(copy: Path) -> None:
    cache = copy / "out" / CACHE_FILE
    cache.unlink()
    os.mkfifo(cache)
    result = subprocess.run(
        [sys.executable, "-m", "kitgen", "build", "battle.yaml", "-o", "out"],
        cwd=copy,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    assert "out/the-ford.pdf (5 pages" in result.stdout


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="no /dev/zero")
def test_a_cache_linked_to_an_endless_device_is_ignored(copy: Path) -> None:
    cache = copy / "out" / CACHE_FILE
    cache.unlink()
    cache.symlink_to("/dev/zero")
    assert batch.read_cache(copy / "out") == {}


def test_a_huge_cache_is_not_read(copy: Path) -> None:
    cache = copy / "out" / CACHE_FILE
    with cache.open("r+b") as stream:
        stream.truncate(batch.MAX_CACHE_BYTES + 1)
    assert batch.read_cache(copy / "out") == {}
