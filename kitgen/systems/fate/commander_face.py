"""The commander cards of the Fate kit, as ready-made values: what a commander gives the
unit they lead and what their action can do (F2), and what the GM tracks on them in a
duel, their stress boxes and consequence slots (``harm``)."""

from __future__ import annotations

import math
from typing import Any

from markupsafe import escape

from kitgen.cards import Kit, Source
from kitgen.i18n import Text
from kitgen.systems.fate.attacks import FIGHT_DEFENCES
from kitgen.systems.fate.faces import Measure, Part, Row, ladder
from kitgen.systems.fate.harm import commander_harm
from kitgen.systems.fate.model import Commander
from kitgen.systems.fate.report import skill_order
from kitgen.systems.fate.rules import ArmyPlan
from kitgen.systems.fate.tables import CONSEQUENCE_SHIFTS

ALSO_EXTRA = 4.0
"""What an independent commander's paragraph on joining a unit takes over its estimate,
mm: its rule and the lines the estimate misses (``kit.css``: ``.fa-also``)."""
COMMANDER_WRITING = 11.0
"""Room a commander card keeps for the unit they lead as the battle goes, and their state."""
STRESS_ROW = 6.6
"""A stress track, mm: its name and its boxes (``kit.css``: ``.fa-stress``, 5.5 mm boxes)."""
CONSEQUENCE_ROW = 12.0
"""A row of consequence slots, three to a row, mm: a label and a line of handwriting, with
their margins (``kit.css``: ``.fa-cons.slots``)."""
SLOTS_PER_ROW = 3
ACTED_ROW = 8.6
"""An independent commander's row of turn boxes, mm, as a unit card's (``kit.css``:
``.fa-acted``): they are activated apart, like a unit. It stands under the head of their
room to write, which the box to tick when they are taken out shares (a Fate point for a
beaten commander turns on it); the room keeps a line under it."""
ACTED_WRITING = ACTED_ROW + 4.6


def commander_kind(commander: Commander, t: Text) -> str:
    """``PC``, ``main NPC``, ``supporting NPC`` or ``NPC``."""
    if commander.player:
        return t("fa.pc")
    return t(f"fa.npc.{commander.npc}") if commander.npc else t("fa.npc")


def commander_defence(
    skills: dict[str, int], shoot_defence: str = "athletics"
) -> dict[str, tuple[str, int]]:
    """What a commander defends with in a duel, against Fight and against Shoot, and its
    rating: only another commander attacks them (the seed), and as a character of Fate
    Core they defend as a unit does (ruling N8): against Fight the better of Athletics and
    Fight (Athletics on a tie), against Shoot ``shoot_defence``; an unrated skill is
    Mediocre (+0). No unit's commander bonus: that is theirs to give."""
    best = max(FIGHT_DEFENCES, key=lambda s: (skills.get(s, 0), -FIGHT_DEFENCES.index(s)))
    return {
        "fight": (best, skills.get(best, 0)),
        "shoot": (shoot_defence, skills.get(shoot_defence, 0)),
    }


def commander_defence_line(
    skills: dict[str, int], t: Text, shoot_defence: str = "athletics", sheet: bool = False
) -> str:
    """The card's "Def. in a duel" line: against Fight only. A duel is single combat in
    the thick of the fight (the seed: « combat singulier au beau milieu du combat »), so
    one commander never shoots another and a defence against Shoot could never apply. A
    PC's (``sheet``) skill the file does not rate is the player's character's, not
    Mediocre (+0): the line then names the attack first (« Contre Combat : Athlétisme du
    PJ ____ … »), so that the blank and its hint end the line."""
    what, value = commander_defence(skills, shoot_defence)["fight"]
    if sheet and what not in skills:
        return t("fa.def_duel_sheet", skill=t("fa.def_sheet", skill=t(f"skill.{what}")))
    return t("fa.def_duel_fight", skill=f"{t(f'skill.{what}')}\u00a0{t.signed(value)}")


def commander_card(
    commander: Commander,
    army: ArmyPlan,
    where: Source,
    t: Text,
    kit: Kit,
    lifts_unrated: bool = False,
    acted: tuple[str, ...] = (),
    shoot_defence: str = "athletics",
) -> tuple[dict[str, Any], Measure]:
    """A commander's card: their skills on the ladder (Will first, the skill their rule
    turns on, then the others highest first), what they give the unit they lead (F2,
    N1: nothing when no skill it may rate is below their Will; ``lifts_unrated``: the
    house rule that lifts its unrated skills too), their stress tracks and consequence
    slots, and what they can do, attached or independent; then, independent, a box a turn
    of ``acted`` to tick when they have acted (they are activated apart), and on every
    card a box to tick when they are taken out."""
    skills = {**(commander.skills or {}), "will": commander.will}
    if not commander.player:
        # a duel is fought with Fight: an NPC whose file leaves it unrated still shows it,
        # Mediocre (+0) (ruling N8); a PC's is on the player's sheet
        skills.setdefault("fight", 0)
    # Physique last: no unit skill, only the commander's own harm turns on it (N12)
    rated = {k: v for k, v in skills.items() if k != "physique"}
    order = ["will", *(k for k in skill_order(rated) if k != "will")]
    if "physique" in skills:
        order.append("physique")
    lowest = 0 if lifts_unrated else 1  # the least a unit's skill may be (F1, N1)
    attached = commander.attached is not None
    # the three actions without a roll of their own in one line: room for the card's
    # "Def." line and its turn boxes
    rule_keys = ("acts", "boost") if attached else ("activated", "attach")
    harm = commander_harm(commander)
    card: dict[str, Any] = {
        "source": where,
        "back_label": army.name,
        "name": commander.name,
        "sub": f"{army.name} · {commander_kind(commander, t)}",
        "leads": (
            t("fa.leads", unit=commander.attached) if attached else t("fa.independent_title")
        ),
        "skills": [
            {"name": t(f"skill.{s}"), **ladder(skills[s], t), "will": s == "will"} for s in order
        ],
        # only a commander attacks a commander: what they defend with in a duel
        "defence": commander_defence_line(skills, t, shoot_defence, sheet=commander.player),
        "bonus": (
            t("fa.will_bonus", will=t.signed(commander.will))
            if commander.will > lowest
            else t("fa.will_no_bonus", will=t.signed(commander.will))
        ),
        "stress": [
            {
                "name": t(f"fa.stress.{track.key}"),
                "boxes": [str(n) for n in track.boxes],
                "maybe": [str(n) for n in track.maybe],
            }
            for track in harm.stress
        ],
        # the harm is Fate Core's, read for commanders by ruling N12
        # a card leaves its sheet: the reading is on it, in a few words, not a mark
        "stress_note": (t("fa.stress_maybe") if any(track.maybe for track in harm.stress) else ""),
        "consequences": [
            {
                "name": t(f"consequence.{kind}") + (t(f"fa.harm.{extra}") if extra else ""),
                "shifts": CONSEQUENCE_SHIFTS[kind],
            }
            for kind, extra in harm.consequences
        ],
        "rules_title": t("fa.commander_action") if attached else t("fa.independent_action"),
        "rules": [
            # an independent commander acting against commanders only is our reading of
            # « il ne peut pas affecter une unité » (ruling N17): its mark ends the line
            escape(t(f"fa.commander.{k}")) + (kit.ruling("N17") if k == "activated" else "")
            for k in rule_keys
        ],
        # an independent commander may join a unit in play (F2): what they then bring
        "also": "" if attached else t("fa.attached_action"),
        "after": t("fa.commander_invoke") if attached else "",
        # only a commander attacks them: their defence is a duel's, said by its label
        "def_label": t("fa.def_duel"),
        "notes": (commander.notes or "") if kit.gm else "",
        # every commander, attached or not, has their turn to tick: an attached one acts
        # when their unit does, and may act apart from it (a duel)
        "acted": list(acted),
        "out": t("fa.commander_out"),
    }
    parts: list[Part] = [card["sub"], card["leads"]]
    parts += [Row(f"{s['name']} {s['word']} {s['value']}") for s in card["skills"]]
    parts.append(Row(f"{card['def_label']} {card['defence']}"))
    parts += [card["bonus"], *[STRESS_ROW] * len(card["stress"])]
    if card["stress_note"]:
        parts.append(Row(card["stress_note"], size=0.9))
    parts.append(CONSEQUENCE_ROW * math.ceil(len(card["consequences"]) / SLOTS_PER_ROW))
    # measured on their words, the ruling's mark (a tag, a digit) left out
    parts += [card["rules_title"], *(Row(t(f"fa.commander.{k}"), 0.9) for k in rule_keys)]
    if card["also"]:
        # a ruled paragraph (``kit.css``: .fa-also); the estimate runs short on it
        parts += [card["also"], ALSO_EXTRA]
    if card["after"]:
        parts.append(card["after"])
    if card["notes"]:
        parts.append(card["notes"])
    writing = max(COMMANDER_WRITING, ACTED_WRITING) if card["acted"] else COMMANDER_WRITING
    return card, Measure(commander.name, tuple(parts), writing)
