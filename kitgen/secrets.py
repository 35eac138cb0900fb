"""The players' copy: a battle with what its players may not know taken out.

Every rule system declares its secrets once, in its model, with ``Meta(secret=…)`` (the
kinds are ``kitgen.schema``'s ``KEPT``, ``CONCEALED``, ``OWNER``, ``FOLLOWS`` and
``LINK``). :func:`redact` reads those declarations and returns the battle the players'
copy is computed and laid out from. The players' copy is therefore a function of the
redacted battle alone, and a secret cannot change a byte of it: that is the property
``tests/test_secrets.py`` holds every system to (non-interference), not a filter each
template must remember.

Whose secrets: a battle's ``players_army:`` names the army the player characters
command or fight for. The players' copy shows that army as its commanders know it (its
units deployed face down, its hidden aspects); every other army's concealed things are
kept. A ``secret: true`` record is kept from the players whichever army it belongs to.
Without ``players_army:`` every army's secrets are kept.

A battle's armies are its ``armies:`` (records with a ``name``); a record inside one
belongs to it unless a field of the record says otherwise (``OWNER``).
"""

from __future__ import annotations

import dataclasses
import functools
import typing
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from kitgen.model import Finding, Hint, error
from kitgen.nodes import Path
from kitgen.schema import CONCEALED, FOLLOWS, KEPT, LINK, OWNER, closest, meta_of


@dataclass(frozen=True, slots=True)
class Redacted:
    """A battle as its players' copy may show it, and where its records came from."""

    battle: Any
    moved: dict[Path, int] = field(default_factory=dict)
    """A list entry's path in the redacted battle -> its index in the battle file, for
    every entry whose index changed (an entry before it was taken out)."""
    kept: frozenset[Path] = frozenset()
    """The paths (in the battle file) of the records taken out."""

    def original(self, path: Path) -> Path:
        """Where ``path`` of the redacted battle is in the battle file."""
        out: list[str | int] = []
        for step in path:
            if isinstance(step, int):
                step = self.moved.get((*path[: len(out)], step), step)
            out.append(step)
        return tuple(out)


def players_army(battle: Any) -> str | None:
    """The army the player characters are with, if the battle names one."""
    name = getattr(battle, "players_army", None)
    return name if isinstance(name, str) else None


def check(battle: Any) -> list[Finding]:
    """``players_army:`` must name one of the battle's armies."""
    name = players_army(battle)
    names = [a.name for a in getattr(battle, "armies", ())]
    if name is None or name in names:
        return []
    return [
        error(
            "players_army_unknown",
            ("players_army",),
            name=name,
            armies=" / ".join(names),
            hint=Hint(closest(name, names)),
        )
    ]


def numbers(battle: Any, paths: Iterable[Path]) -> dict[Path, int]:
    """Numbers for the records at ``paths`` (in the file's order: sheets, troops), the
    same in the GM's copy and the players': the records the players' copy shows are
    numbered first, in order, then those it leaves out. A record left out is then no gap
    and no shift in the players' numbers: nothing tells the table that one is hidden,
    nor where. (The players' copy is laid out from a battle with nothing left to take
    out, so there the numbers run in the file's order: the GM's first ones.)"""
    kept = redact(battle).kept
    order = sorted(paths, key=lambda path: path in kept)  # stable: the file's order kept
    return {path: n for n, path in enumerate(order, 1)}


def redact(battle: Any) -> Redacted:
    """``battle`` with every record its players may not know taken out (see the module).

    Taking a record out may take out a record that follows it (a commander attached to
    a secret unit), which may take out another: it runs until nothing more goes."""
    players = players_army(battle)
    kept: frozenset[Path] = frozenset()
    names: dict[str | None, set[str]] = {}
    while True:
        look = _Look(players, kept, names)
        look.record(battle, (), None, hidden=False)
        if look.kept == kept:
            break
        kept, names = frozenset(look.kept), look.names
    moved: dict[Path, int] = {}
    redacted = look.rebuild(battle, (), (), None, moved)
    return Redacted(redacted, moved, frozenset(look.kept))


class _Look:
    """One look over a battle: which records go, given those ``gone`` already."""

    def __init__(
        self, players: str | None, gone: frozenset[Path], names: dict[str | None, set[str]]
    ) -> None:
        self.players = players
        self.gone = gone
        self.kept: set[Path] = set(gone)
        self.names = {army: set(taken) for army, taken in names.items()}
        """An army -> the names of its records taken out (those ``gone`` included)."""

    def record(self, value: Any, path: Path, army: str | None, *, hidden: bool) -> None:
        """Note ``value`` (at ``path``, in ``army``) and what is in it as taken out or
        not; ``hidden``: it is inside something taken out."""
        if isinstance(value, tuple):
            for i, item in enumerate(value):
                self.record(item, (*path, i), army, hidden=hidden)
            return
        if not _is_record(value):
            return
        owner = _owner(value, _army(value, path, army))
        hidden = hidden or path in self.gone or self._hides(value, owner)
        if hidden and path:
            self.kept.add(path)
            name = getattr(value, "name", None)
            if isinstance(name, str):
                self.names.setdefault(owner, set()).add(name)
        for name, secret in _declared(value):
            inner = getattr(value, name)
            where = (*path, name)
            concealed = (
                secret == CONCEALED
                and not isinstance(inner, bool)
                and bool(inner)
                and _owner(inner, owner) != self.players
            )
            if concealed and not hidden:
                self.kept.add(where)
            self.record(inner, where, owner, hidden=hidden or concealed)
        if not hidden:
            self._follows(value, path, owner)

    def _hides(self, record: Any, owner: str | None) -> bool:
        """Whether a yes/no field of ``record`` keeps it from this players' copy."""
        for name, secret in _declared(record):
            if getattr(record, name) is True and (
                secret == KEPT or (secret == CONCEALED and owner != self.players)
            ):
                return True
        return False

    def _follows(self, record: Any, path: Path, owner: str | None) -> None:
        """Take ``record`` out when every record a ``FOLLOWS`` field names is out (those
        named by records seen later are caught by :func:`redact`'s next look)."""
        gone = self.names.get(owner, set())
        for name, secret in _declared(record):
            named = _named(getattr(record, name))
            if secret == FOLLOWS and named and set(named) <= gone and path:
                self.kept.add(path)
                own = getattr(record, "name", None)
                if isinstance(own, str):
                    self.names.setdefault(owner, set()).add(own)

    def rebuild(
        self, value: Any, path: Path, at: Path, army: str | None, moved: dict[Path, int]
    ) -> Any:
        """``value`` (at ``path`` in the file, ``at`` in the redacted battle) without the
        records taken out; a list entry's new place is noted in ``moved``."""
        if isinstance(value, tuple):
            out: list[Any] = []
            for i, item in enumerate(value):
                if (*path, i) in self.kept:
                    continue
                if len(out) != i:
                    moved[(*at, len(out))] = i
                out.append(self.rebuild(item, (*path, i), (*at, len(out)), army, moved))
            return tuple(out)
        if not _is_record(value):
            return value
        owner = _owner(value, _army(value, path, army))
        gone = self.names.get(owner, set())
        changes: dict[str, Any] = {}
        for f in dataclasses.fields(value):
            inner = getattr(value, f.name)
            secret = dict(_declared(value))[f.name]
            where = (*path, f.name)
            if where in self.kept:
                changes[f.name] = _empty(f)
            elif secret in (LINK, FOLLOWS) and gone & set(_named(inner)):
                changes[f.name] = _unlinked(inner, gone)
            else:
                new = self.rebuild(inner, where, (*at, f.name), owner, moved)
                if new is not inner:
                    changes[f.name] = new
        return dataclasses.replace(value, **changes) if changes else value


def _army(record: Any, path: Path, army: str | None) -> str | None:
    """The army a record at ``path`` is in: itself, when it is one of the battle's."""
    if len(path) == 2 and path[0] == "armies" and isinstance(getattr(record, "name", None), str):
        name: str = record.name
        return name
    return army


def _is_record(value: Any) -> bool:
    return dataclasses.is_dataclass(value) and not isinstance(value, type)


def _unlinked(value: Any, gone: set[str]) -> Any:
    """A reference without the names in ``gone``: ``None`` for a single name."""
    if isinstance(value, str):
        return None if value in gone else value
    if isinstance(value, tuple):
        return tuple(v for v in value if v not in gone)
    if isinstance(value, dict):
        return {k: v for k, v in value.items() if k not in gone}
    return value


def _named(value: Any) -> tuple[str, ...]:
    """The names a reference field holds (a name, a list of them, a dict keyed by them)."""
    if isinstance(value, str):
        return (value,)
    if isinstance(value, (tuple, dict)):
        return tuple(v for v in value if isinstance(v, str))
    return ()


def _owner(value: Any, army: str | None) -> str | None:
    """The army ``value`` belongs to: its ``OWNER`` field's, else the one it is in."""
    if not _is_record(value):
        return army
    for name, secret in _declared(value):
        if secret == OWNER and isinstance(getattr(value, name), str):
            owner: str = getattr(value, name)
            return owner
    return army


def _empty(f: dataclasses.Field[Any]) -> Any:
    """What a concealed field holds in the players' copy: its default."""
    if f.default is not dataclasses.MISSING:
        return f.default
    if f.default_factory is not dataclasses.MISSING:
        return f.default_factory()
    raise TypeError(f"a field whose value may be concealed needs a default: {f.name}")


@functools.cache
def _fields(cls: Any) -> tuple[tuple[str, str], ...]:
    """A record type's fields and what each says of the players' copy."""
    hints = typing.get_type_hints(cls, include_extras=True)
    return tuple((f.name, meta_of(hints[f.name]).secret) for f in dataclasses.fields(cls))


def _declared(record: Any) -> tuple[tuple[str, str], ...]:
    """``record``'s fields and what each says of the players' copy."""
    return _fields(record.__class__)
