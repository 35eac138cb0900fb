"""The three phases of a Witcher battle and the skill each rolls (rulings W1, W9): the
words every other module of the system speaks."""

from __future__ import annotations

import enum

PHASES = (1, 2, 3)


class Skill(enum.Enum):
    """The skill a Clash test uses: Tactique (INT+Tactics) or Commandement (EMP+Leadership)."""

    TACTIQUE = "tactique"
    COMMANDEMENT = "commandement"
    CHOICE = "choice"
    """Phase 3: chosen by the winner of phase 2 ("Atout majeur")."""


PHASE_SKILLS = {1: Skill.TACTIQUE, 2: Skill.COMMANDEMENT, 3: Skill.CHOICE}


def phase_skills(phase: int) -> tuple[Skill, ...]:
    """The skills a phase may use: phase 3 needs both, for the winner of phase 2 to pick."""
    skill = PHASE_SKILLS[phase]
    return (Skill.TACTIQUE, Skill.COMMANDEMENT) if skill is Skill.CHOICE else (skill,)
