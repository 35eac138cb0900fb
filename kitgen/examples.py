"""The example battles that ship with kitgen, and the small files its pages run.

A checkout keeps them in ``armies/`` and ``docs/examples/``; the wheel carries both inside
the package (``kitgen.packaged``). ``kitgen examples`` lists the battles, prints one, or
copies them into a folder at the paths the documentation's commands use
(``armies/NAME.yaml``, ``docs/examples/…``), so that every command a page shows runs as
written from that folder, wherever kitgen was installed from.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path, PurePosixPath

import yaml

from kitgen.packaged import packaged
from kitgen.schema import fold

BATTLES = PurePosixPath("armies")
"""Where a copy puts the example battles, as the documentation names them."""
PAGE_FILES = PurePosixPath("docs", "examples")
"""Where a copy puts the files the documentation's commands read (broken on purpose)."""
WRITTEN, UNCHANGED, DIFFERENT = "written", "unchanged", "different"


@dataclass(frozen=True, slots=True)
class Example:
    """One example battle: ``armies/NAME.yaml``."""

    path: Path
    system: str
    title: str
    """The battle's own name (its ``name:``)."""
    language: str
    """Its ``language:``, or ``""`` when it leaves the choice to the reader."""

    @property
    def name(self) -> str:
        """What ``kitgen examples NAME`` calls it: its file's name without ``.yaml``."""
        return self.path.stem


def examples() -> list[Example]:
    """Every example battle, by name."""
    found = []
    for path in sorted(packaged("armies").glob("*.yaml")):
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
        found.append(
            Example(
                path=path,
                system=str(data["system"]),
                title=str(data["name"]),
                language=str(data.get("language") or ""),
            )
        )
    return found


def example(name: str) -> Example | None:
    """The example called ``name``, in any case, accents and ``.yaml`` optional, or the
    one example whose name starts so (``auld`` for ``auld-alliance``)."""
    wanted = fold(name.removesuffix(".yaml"))
    known = examples()
    exact = [e for e in known if fold(e.name) == wanted]
    starting = [e for e in known if wanted and fold(e.name).startswith(wanted)]
    found = exact or starting
    return found[0] if len(found) == 1 else None


@dataclass(frozen=True, slots=True)
class Copy:
    """One file of a copy: where it goes (relative to the folder copied into), where it
    comes from, and what writing it would do: ``written``, ``unchanged`` (the same bytes
    are there), or ``different`` (another file is there)."""

    target: PurePosixPath
    source: Path
    status: str


def copies(folder: Path, chosen: Example | None = None) -> list[Copy]:
    """What copying into ``folder`` writes: ``chosen``'s battle file, or every example
    battle and every file the documentation's commands read. Nothing is written here."""
    sources: list[tuple[PurePosixPath, Path]]
    if chosen is not None:
        sources = [(BATTLES / chosen.path.name, chosen.path)]
    else:
        sources = [(BATTLES / e.path.name, e.path) for e in examples()]
        pages = packaged("docs") / "examples"
        for path in sorted(pages.rglob("*.yaml")):
            relative = PurePosixPath(*path.relative_to(pages).parts)
            sources.append((PAGE_FILES / relative, path))
    found = []
    for target, source in sources:
        there = folder / target
        if not there.exists():
            status = WRITTEN
        elif there.is_file() and there.read_bytes() == source.read_bytes():
            status = UNCHANGED
        else:
            status = DIFFERENT
        found.append(Copy(target, source, status))
    return found
