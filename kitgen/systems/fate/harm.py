"""What a commander can take before they are defeated: Fate Core's two stress tracks and
consequence slots, worked out from the commander's kind and Will. Pure: no I/O.

The seed gives units consequences and no stress (F1); its commanders are PCs and NPCs,
characters of the game whom only another commander can defeat, and the seed leaves their
harm to Fate Core. A track's boxes absorb 1, 2, 3… shifts; Will widens the mental track.
Physique widens the physical one; it is no unit skill (a commander's ``skills:`` may
rate it), and a commander whose file does not rate it gets the boxes it may add told
apart (``maybe``), for the GM to ink in.
"""

from __future__ import annotations

from dataclasses import dataclass

from kitgen.systems.fate.model import Commander
from kitgen.systems.fate.tables import (
    COMMANDER_CONSEQUENCES,
    EXTRA_MILD_FROM,
    STRESS_BONUS,
    STRESS_BOXES,
)


@dataclass(frozen=True, slots=True)
class Track:
    """A stress track: ``key`` ``physical`` or ``mental``; ``boxes`` the values of the boxes
    it has, ``maybe`` those its unrated skill may add."""

    key: str
    boxes: tuple[int, ...]
    maybe: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class Harm:
    """A commander's stress tracks and consequence slots: each slot its kind (``mild``…)
    and, for an extra one a skill gives, the harm it takes (``mental``; else ``""``)."""

    stress: tuple[Track, ...]
    consequences: tuple[tuple[str, str], ...]


def boxes_for(rating: int | None) -> tuple[int, ...]:
    """The boxes of a track widened by a skill at ``rating`` (None: not rated)."""
    count = STRESS_BOXES
    for least, boxes in STRESS_BONUS:
        if rating is not None and rating >= least:
            count = boxes
    return tuple(range(1, count + 1))


def commander_kind_key(commander: Commander) -> str:
    """``pc``, ``main`` or ``supporting``: an NPC of no given kind counts as a main one."""
    if commander.player:
        return "pc"
    return commander.npc or "main"


def commander_harm(commander: Commander) -> Harm:
    """The stress tracks and consequences of ``commander``."""
    widest = boxes_for(max(r for _, r in STRESS_BONUS))
    physique = (commander.skills or {}).get("physique")
    if physique is None:
        physical = Track("physical", boxes_for(None), widest[STRESS_BOXES:])
    else:
        physical = Track("physical", boxes_for(physique))
    mental = Track("mental", boxes_for(commander.will))
    slots = [(c, "") for c in COMMANDER_CONSEQUENCES[commander_kind_key(commander)]]
    if commander.will >= EXTRA_MILD_FROM:
        slots.insert(1, ("mild", "mental"))
    if physique is not None and physique >= EXTRA_MILD_FROM:
        slots.insert(1, ("mild", "physical"))
    return Harm((physical, mental), tuple(slots))
