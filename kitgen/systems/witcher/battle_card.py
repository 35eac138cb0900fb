"""The battle card ("Carte de bataille"), as the rules' own card lays it out: each army's
values, ready to print, and the deck of them in one type step.

The army's values on the left: commander (or one per phase), seconds in reserve and
Luck, the main troops and the parts of their SD, the SD for the opposing side, each
phase's specialists and what else the phase brings; on the right the two bases (a value
each, or one per phase where the commander changes), the headcount and the troops. The
players' copy leaves another army's figures, which its unseen troops change, as boxes
for the GM to announce, and labels the troops it shows as those the players know.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from kitgen.cards import Kit, source
from kitgen.i18n import Text
from kitgen.prose import say
from kitgen.systems.witcher.card_fit import (
    BY_NAME,
    Content,
    family_step,
    left_width,
    note_lines,
    part_lines,
    parts_close,
)
from kitgen.systems.witcher.compute import (
    _headcounts,
    as_counted,
    compute,
    counted_outcome,
    dice_cases,
    hanging_on,
    hung_moments,
    other_outcome,
)
from kitgen.systems.witcher.model import Battle, Troop
from kitgen.systems.witcher.names import counted
from kitgen.systems.witcher.phases import PHASES, Skill
from kitgen.systems.witcher.report import modifier_label
from kitgen.systems.witcher.rules import (
    ArmyPlan,
    BattlePlan,
    Leader,
    Modifier,
    PhasePlan,
    Specialist,
    specialist_minimum,
    troop_sd,
)

NBSP = "\u00a0"
"""Between a label and its number, which never part at a line's end."""
BELOW_MARK = "*"
"""Marks a committed specialist too small for the rule, explained under its phase."""
PAGE_MARGINS = (24.0, 27.0)
"""What a page-size card loses to the page's margins (``_base/kit.css``), millimetres."""

Case = tuple[Modifier | None, str]
"""A numeric inferiority (none where the enemy does not outnumber) and the crucial
moment's outcome it hangs on (``if the PCs win crucial moment 2``), empty when it holds."""
Outnumbering = tuple[Case, Case | None]
"""A phase's numeric inferiority as the kit's figures count it, and in the other outcome
of the crucial moment it hangs on (none when it hangs on none)."""


def battle_deck(plan: BattlePlan, t: Text, kit: Kit) -> dict[str, Any]:
    """The battle cards, all in the largest type the longest of them holds
    (``card_fit.family_step``): two columns on a landscape card, as the rules' own card,
    stacked on a portrait one; each SD part's label in the lines it takes there
    (``card_fit.part_lines``)."""
    outnumbering = _outnumbering(plan, t) if kit.gm else {}
    targets = target_rows(plan, t) if kit.gm and kit.known(None) else {}
    cards = [
        _battle_card(a, plan.battle, t, kit, outnumbering, targets.get(a.index, []))
        for a in plan.armies
    ]
    deck = kit.deck("battle_card", cards, landscape=True)
    if deck["page"]:
        sheet = kit.settings.sheet
        width, height = sheet.width - PAGE_MARGINS[0], sheet.height - PAGE_MARGINS[1]
    else:
        width, height = deck["width"], deck["height"]
    contents: list[Content] = [c.pop("fit_content") for c in cards]
    if not deck["landscape"]:
        # a portrait card stacks its columns: each phase's headcount on one small line
        for i, card in enumerate(cards):
            if card["phase_counts"]:
                troops = [*contents[i].troops, card["by_phase"]]
                contents[i] = replace(contents[i], troops=troops, phase_counts=0, phase_note="")
                card["phase_counts"] = []
    step = family_step(contents, width, height, deck["landscape"])
    left = left_width(width, deck["landscape"])
    for card in cards:
        card["step"] = step
        card["type"] = BY_NAME[step].style
        lines = part_lines([part["label"] for part in card["sd_parts"]], left)
        for part, lines_of in zip(card["sd_parts"], lines, strict=True):
            part["lines"] = lines_of
        card["sd_parts_close"] = parts_close(lines, left)
    # the room a short card leaves under its specialists: ruled lines for what the GM
    # notes of that army at the table (the GM's copy; the family's type stays one), as
    # many on every card of the family, so none where one card has no room for them
    room = [
        note_lines(content, step, width, height) if kit.gm and deck["landscape"] else 0
        for content in contents
    ]
    for card in cards:
        n = min(room, default=0)
        card["notes_label"] = t("card.notes") if n else ""
        card["note_lines"] = n
    return deck


def _inferiority(phase: PhasePlan) -> Modifier | None:
    return next((m for m in phase.modifiers if m.kind == "numeric_inferiority"), None)


def _outnumbering(plan: BattlePlan, t: Text) -> dict[tuple[int, int], Outnumbering]:
    """Per (army index, phase): the numeric inferiority the battle sheet counts in that
    phase's SD (the plan's own modifier, ruling W6), and where it hangs on a crucial
    moment (fresh troops that come on one outcome only), the other outcome's, from the
    plan with that moment the other way, as the sheet's other SD is."""
    battle = plan.battle
    others = [(k, compute(battle, frozenset({k}))) for k in hung_moments(battle)]
    out: dict[tuple[int, int], Outnumbering] = {}
    for army in plan.armies:
        for phase in army.phases:
            counted = _inferiority(phase)
            case: Outnumbering = ((counted, ""), None)
            for k, other in others:
                alt = _inferiority(other.armies[army.index].phases[phase.phase - 1])
                if alt != counted:
                    said = t("sheet.verb." + counted_outcome(battle, k))
                    flip = t("sheet.verb." + other_outcome(battle, k))
                    case = (
                        (counted, t("sheet.if_crucial", k=k, verb=said)),
                        (alt, t("sheet.if_crucial", k=k, verb=flip)),
                    )
                    break
            out[(army.index, phase.phase)] = case
    return out


def _outnumbered_event(case: Case | None, t: Text) -> list[tuple[str, str]]:
    """A phase's numeric inferiority as a card's event (``Outnumbered (147%) +1``) with
    the outcome it hangs on; nothing where the enemy does not outnumber the side."""
    if case is None or case[0] is None:
        return []
    # the very label the sheet's breakdown prints, so card and sheet never disagree
    return [(f"{modifier_label(case[0], t)}{NBSP}{t.signed(case[0].value)}", case[1])]


def _events_line(events: list[tuple[str, str]], t: Text) -> str:
    """A phase's modifiers on one line: ``Modifiers: A · B``, ``Modifiers if the PCs win
    crucial moment 2: C``, or both (``Modifiers: A · if the PCs win crucial moment 2:
    C``): those that always hold first, then those that hang on an outcome."""
    if not events:
        return ""
    cases = list(dict.fromkeys(case for _, case in events))
    if "" in cases:
        cases.remove("")
        cases.insert(0, "")
    groups = [(case, " · ".join(text for text, c in events if c == case)) for case in cases]
    if len(groups) == 1:
        case, said = groups[0]
        label = f"{t('card.events')} {case}" if case else t("card.events")
        return t.pair(label, said)
    return t.pair(
        t("card.events"), " · ".join(t.pair(case, said) if case else said for case, said in groups)
    )


def signed_rows(modifiers: Any, t: Text) -> list[dict[str, str]]:
    return [{"label": modifier_label(m, t), "value": t.signed(m.value)} for m in modifiers]


def _troop_label(troop: Troop, t: Text) -> str:
    return f"{troop.name} ({t.number(troop.count)})"


def _specialist_label(specialist: Specialist, headcount: int, t: Text) -> str:
    """A committed troop; one too small for the rule still counts (ruling K8), and says
    so with the minimum it misses."""
    label = _troop_label(specialist.troop, t)
    return label if specialist.qualifies else f"{label}{BELOW_MARK}"


def _below_note(specialists: list[Specialist], headcount: int, t: Text) -> str:
    """The note under a phase's specialists marked too small (ruling K8): the
    minimum they miss, and that they count all the same; nothing when all qualify."""
    below = [s for s in specialists if not s.qualifies]
    if not below:
        return ""
    least = sorted({specialist_minimum(s.troop, headcount) for s in below})
    key = "card.below_minimum_many" if len(below) > 1 else "card.below_minimum"
    return t(key, mark=BELOW_MARK, n=" / ".join(t.number(n) for n in least))


def main_troops(army: ArmyPlan) -> str:
    return " + ".join(tr.name for tr in army.main.troops) or "—"


def commanders(army: ArmyPlan, t: Text) -> list[str]:
    """The commander's line, or one line per phase when the commander changes."""
    leaders = [p.leader for p in army.phases]
    if all(leader is leaders[0] for leader in leaders):
        return [leaders[0].name]
    return [t.pair(t("phase_n", n=p.phase), p.leader.name) for p in army.phases]


def _commander_rows(army: ArmyPlan, t: Text) -> list[dict[str, str]]:
    """The card's commander, or one per phase tagged Ph. 1, Ph. 2, Ph. 3 as the bases beside
    them are: a short tag leaves a long name its line."""
    leaders = [p.leader for p in army.phases]
    if all(leader is leaders[0] for leader in leaders):
        return [{"tag": "", "name": leaders[0].name}]
    return [{"tag": t("card.phase_tag", n=p.phase), "name": p.leader.name} for p in army.phases]


BASES = ((Skill.TACTIQUE, "card.tactique"), (Skill.COMMANDEMENT, "card.commandement"))
"""The card's two bases, Tactics first: phase 1 rolls Tactics, and the battle sheet lists
it first (round 20: "Leadership | Tactics" read against the sheet's order)."""


def _bases(army: ArmyPlan, t: Text, kit: Kit) -> list[dict[str, Any]]:
    """Each base's label and value: one value when one commander leads every phase, else
    each phase's own, tagged Ph. 1, Ph. 2, Ph. 3, so the GM reads the phase at hand's number.
    Another army's on the players' copy: a box the GM fills when announcing them, as its
    headcount and SD are."""
    if not kit.known(army.army.name):
        return [
            {
                "label": t(key),
                # the narrow base column: a note that holds on one line ("announced by
                # the / GM" wrapped its last word)
                "rows": [
                    {
                        "tag": "",
                        "value": kit.figure(army.army.name, None, "", "card.base_announced"),
                    }
                ],
            }
            for _, key in BASES
        ]
    leaders = [p.leader for p in army.phases]
    one = all(leader is leaders[0] for leader in leaders)
    return [
        {
            "label": t(key),
            "rows": [{"tag": "", "value": _or_dash(leaders[0].base(skill))}]
            if one
            else [
                {"tag": t("card.phase_tag", n=p.phase), "value": _or_dash(p.leader.base(skill))}
                for p in army.phases
            ],
        }
        for skill, key in BASES
    ]


def _sd_parts(army: ArmyPlan, t: Text) -> list[dict[str, str]]:
    """The card's SD, part by part, each value under its label: the main troops' SD,
    then each standing defence; nothing when the main troops' SD is the whole of it."""
    if len(army.card) < 2:
        return []
    main, *defences = army.card
    main_sd = {"label": t("mod.main_troop"), "value": f"{t('abbr.sd')}{NBSP}{main.value}"}
    # each defence in one word, as the rules' own card has it ("+Préparation (+1)"): a
    # label broken on two lines put its neighbours out of line
    return [
        main_sd,
        *({"label": t(f"card.part.{m.kind}"), "value": t.signed(m.value)} for m in defences),
    ]


def headcounts_said(army: ArmyPlan, battle: Battle, t: Text) -> str:
    """``Headcount at the start of each phase: 200 / 200 / 300``, and when a phase's
    fresh troops hang on a crucial moment, on which outcome."""
    said = t("headcounts", counts=" / ".join(t.number(n) for n in army.headcounts))
    hangs = _hangs(army, battle, t)
    return f"{said} ({hangs})" if hangs else said


def _hangs(army: ArmyPlan, battle: Battle, t: Text) -> str:
    """On which outcome each phase's fresh troops hang, where they hang on one."""
    return "; ".join(
        condition(battle, n, setup.crucial, t)
        for n, setup in sorted(army.army.phases.items())
        if setup.crucial is not None and (setup.reinforcements or setup.headcount is not None)
    )


def headcount_rows(army: ArmyPlan, battle: Battle, t: Text) -> tuple[list[dict[str, str]], str]:
    """Each phase's headcount, tagged Ph. 1, Ph. 2, Ph. 3 as the bases by phase are,
    for a card whose headcount changes, and on which outcome a change hangs (``if the
    PCs lose phase 2's crucial moment``); nothing for a headcount that holds."""
    if len(set(army.headcounts)) < 2:
        return [], ""
    rows = [
        {"tag": t("card.phase_tag", n=n), "value": t.number(count)}
        for n, count in zip(PHASES, army.headcounts, strict=True)
    ]
    return rows, _hangs(army, battle, t)


def _battle_card(
    army: ArmyPlan,
    battle: Battle,
    t: Text,
    kit: Kit,
    outnumbering: dict[tuple[int, int], Outnumbering],
    target: list[dict[str, str]] | None = None,
) -> dict[str, Any]:
    """The army's battle card ("Carte de bataille"): the values both sides play with;
    the SD's breakdown on the GM's copy and on the players' own card. The players'
    copy names none of another army's troops and leaves its headcount, main troops, SD
    and each phase's specialists (which its unseen troops change) as labelled boxes for
    the GM to announce."""
    name = army.army.name
    known = kit.known(name)
    commander_rows = _commander_rows(army, t)
    commander_lines = [f"{r['tag']} {r['name']}".strip() for r in commander_rows]
    leaders = dict.fromkeys(p.leader for p in army.phases)
    # a second in reserve with his bases: he takes over a phase, as the rules' own
    # example has the Hunt's second do in phase 3; another army's reserve is the GM's
    # twist to tell, off the players' copy
    reserve_names = [with_bases(s, t) for s in army.seconds if not s.phases] if known else []
    luck_lines = []
    unset = []  # rule 8: every commander may spend Luck; where the file gives none, say whose
    for leader in leaders if known else ():  # Luck is the GM's to know, and its army's
        if leader.luck is not None:
            luck_lines.append(t.pair(leader.name, leader.luck))
        elif leader.rolls_luck:
            luck_lines.append(t.pair(leader.name, t("card.luck_roll")))
        else:
            unset.append(leader.name)
    if unset and len(unset) < len(leaders):
        # beside the others' key, the roll in its fewest words: one line on the card
        luck_lines = [
            line.replace(t("card.luck_roll"), t("card.luck_roll_short")) for line in luck_lines
        ]
    if unset:
        # all of them: no names (a phase's leader may bear a long, comma-laden title)
        luck_lines.append(
            t("card.luck_sheet_each" if len(unset) > 1 else "card.luck_sheet")
            if len(unset) == len(leaders)
            # the others, unnamed: the card names each phase's leader above, and two
            # long titles ran the line to three (the fortress once Rhundurin rolls)
            else t.pair(
                t("card.luck_others" if len(unset) > 1 else "card.luck_other"),
                t("card.luck_sheet_short"),
            )
        )
    specialists: list[dict[str, Any]] = []
    for phase in PHASES:
        committed = [s for s in army.specialists if s.phase == phase]
        names = [_specialist_label(s, army.headcount, t) for s in committed]
        if known:  # which troops are specialists hangs on the main troop, unseen troops too
            # round 19: a crucial moment's stakes are the GM's to tell (the players'
            # field no longer shows them): the players' own card leaves out the
            # modifiers that hang on a moment's outcome, either way
            notes_of = (
                _below_note(committed, army.headcount, t),
                _phase_events(
                    army, battle, phase, t, kit.gm, outnumbering.get((army.index, phase))
                ),
            )
            specialists.append(
                {
                    "label": t("card.specialists", n=phase),
                    "names": names,
                    "events": " · ".join(n for n in notes_of if n),
                    # the setup the figures do not count, on its own line
                    "other": _other_events(
                        army, battle, phase, t, outnumbering.get((army.index, phase))
                    )
                    if kit.gm
                    else "",
                }
            )
    spare = [_troop_label(s.troop, t) for s in army.specialists if s.phase is None]
    # the players' own card shows its SD's parts as the GM's does
    sd_parts = _sd_parts(army, t) if kit.gm or known else []
    bases = _bases(army, t, kit)
    troops = list(army.army.troops) if known else []
    # another army on the players' copy: its troops' SDs are the GM's to announce, as
    # its card's SD is (a troop's SD would give the card's away)
    # nor its troops' counts: they would sum to the headcount its box leaves for the GM
    # to announce (and sum wrong, short of the troops the players do not see); nor, since
    # the tenth pass, their names: a troop named beside the box that hides its count read
    # as a leak (the village's one troop is all its headcount), and page 1 says another
    # army's troops are the GM's to tell
    troop_lines = [
        f"{t.number(tr.count)} {counted(tr.name)} ({t('abbr.sd')}{NBSP}{troop_sd(tr)})"
        for tr in troops
    ]
    spare_line = t.pair(t("card.uncommitted"), ", ".join(spare)) if spare and known else ""
    # a headcount that changes from phase to phase (reinforcements): each phase's, where
    # the card has room beside its shorter list (the numeric superiority follows it)
    by_phase = headcounts_said(army, battle, t) if known and len(set(army.headcounts)) > 1 else ""
    # set as the bases by phase are, a row a phase: the room a short list of troops
    # leaves under the headcount, where the GM reads the numeric superiority's count
    phase_counts, phase_hangs = headcount_rows(army, battle, t) if by_phase else ([], "")
    # another army on the players' copy: why its figures are boxes, in words
    blank_note = "" if known else t("card.blank_note")
    notes = [line for line in (_luck(luck_lines, t), _reserve(reserve_names, t)) if line]
    target = target or []
    fit = Content(
        commander=commander_lines,
        notes=notes,
        main_troops=main_troops(army),
        sd_parts=[(p["label"], p["value"]) for p in sd_parts],
        specialists=[", ".join(s["names"]) or t("none") for s in specialists],
        events=[s["events"] for s in specialists],
        others=[s["other"] for s in specialists],
        base_rows=len(bases[0]["rows"]),
        labels=(bases[0]["label"], bases[1]["label"]),
        troops=troop_lines,
        phase_counts=len(phase_counts),
        phase_note=phase_hangs,
        targets=len(target),
        spare=spare_line or blank_note,
        announced=not known,
    )
    return {
        "fit_content": fit,
        "source": source(("armies", army.index), name, name),
        "back_label": name,
        "name": name,
        "commander_rows": commander_rows,
        "reserve": _reserve(reserve_names, t),
        "luck": _luck(luck_lines, t),
        "bases": bases,
        "bases_by_phase": len(bases[0]["rows"]) > 1,
        "main_troops": kit.figure(name, main_troops(army), ""),
        "sd_parts": sd_parts,
        "opposing_sd": kit.figure(name, f"{t('abbr.sd')} {army.card_sd}", ""),  # never wraps: .big
        # the GM's copy: the SD this army rolls against in each phase, the sheet's own,
        # a row a phase as the headcount by phase is
        "target": target,
        "target_label": t("card.target") if target else "",
        "specialists": specialists,
        # the players' copy of another army: one box for the specialists of all three
        # phases, as the GM announces them
        "specialists_announced": None if known else kit.figure(name, "", ""),
        "none": t("none"),
        "headcount": kit.figure(name, t.number(army.headcount), ""),
        # another army on the players' copy: no troop beside its boxed headcount
        "troops": [
            {
                "count": t.number(tr.count),
                "name": counted(tr.name),
                "sd": f"{t('abbr.sd')}{NBSP}{troop_sd(tr)}",
            }
            for tr in troops
        ],
        "uncommitted": spare_line,
        "by_phase": by_phase,
        "phase_counts": phase_counts,
        "phase_counts_label": t("card.headcount_by_phase") if phase_counts else "",
        "phase_counts_note": phase_hangs,
        "blank_note": blank_note,
    }


def target_rows(plan: BattlePlan, t: Text) -> dict[int, list[dict[str, str]]]:
    """Per army index, the SD it rolls against in phases 1, 2 and 3 (its card's
    modifiers and each specialist's −1 counted), a row a phase tagged as the bases by
    phase are: the very SDs the battle sheet prints, the plan's, and where one hangs on
    a crucial moment the pair the sheet takes from ``dice_cases`` (the players' side
    winning it first, the other case beside it)."""
    cases = dice_cases(plan)
    out = {}
    for army in plan.armies:
        rows = []
        for phase in army.phases:
            case = cases.get((army.index, phase.phase))
            row = {"tag": t("card.phase_tag", n=phase.phase), "value": str(phase.sd), "note": ""}
            if case is not None:
                counted_at, (sd, k, _) = case
                row["value"] = str(counted_at.sd)
                row["note"] = t("card.target_split", k=k, lost=sd)
            rows.append(row)
        out[army.index] = rows
    return out


FRESH = re.compile(r"([^.;:()]+?)\s*\(([\d ,.\u00a0\u202f]+)\)")
"""Words with a figure in brackets after them, in an event: ``The Verden reserve (3,000)``."""


def fresh_name(battle: Battle, phase: int, count: int, lang: str) -> str:
    """The name the battle's own events give a phase's reinforcements: the words before
    their figure in brackets in an event of that phase (``The Verden reserve (3,000)
    joins ...``), so the field, the cards and the events call them one thing; empty
    when no event names them (or the players' copy does not have it)."""
    scenario = battle.scenario
    for event in scenario.events if scenario is not None else ():
        if phase not in {int(n) for n in re.findall(r"\d+", say(event.when, lang) or "")}:
            continue
        for found in FRESH.finditer(say(event.text, lang)):
            if re.sub(r"\D", "", found.group(2)) == str(count):
                return found.group(1).strip()
    return ""


def _fresh(battle: Battle, phase: int, count: int, headcount: str, t: Text) -> str:
    """A card's line for a phase's reinforcements, by the name the events give them."""
    name = fresh_name(battle, phase, count, t.lang)
    n = t.number(count)
    if name:
        return t("card.reinforcements_named", name=name, n=n, headcount=headcount)
    return t("card.reinforcements", n=n, headcount=headcount)


def _phase_events(
    army: ArmyPlan,
    battle: Battle,
    phase: int,
    t: Text,
    hanging: bool = True,
    outnumbered: Outnumbering | None = None,
) -> str:
    """What else the army's own phase brings, known before the battle: the enemy's
    numbers (``outnumbered``, the GM's copy only: the ratio gives the enemy's headcount
    away), surprise, its weather, the GM's modifiers (each changes its commander's SD, as
    a specialist does) and fresh troops (which change the other side's numeric
    superiority); without ``hanging``, nothing for a setup that hangs on a crucial
    moment's outcome."""
    setup = army.army.phases.get(phase)
    if not hanging and setup is not None and condition(battle, phase, setup.crucial, t):
        return ""
    kinds = ("surprise", "weather", "gm")
    mods = [m for m in army.phases[phase - 1].modifiers if m.kind in kinds]
    events = [f"{modifier_label(m, t)}{NBSP}{t.signed(m.value)}" for m in mods]
    headcount = t.number(army.headcounts[phase - 1])
    if setup is not None and setup.reinforcements:
        events.append(_fresh(battle, phase, setup.reinforcements, headcount, t))
    elif setup is not None and setup.headcount is not None:
        events.append(t("card.phase_headcount", headcount=headcount))
    # a setup that hangs on a crucial moment says so: the card counts one outcome
    hangs = condition(battle, phase, setup.crucial if setup is not None else None, t)
    counted = _outnumbered_event(outnumbered[0] if outnumbered else None, t)
    return _events_line([*counted, *((e, hangs) for e in events)], t)


def _other_events(
    army: ArmyPlan,
    battle: Battle,
    phase: int,
    t: Text,
    outnumbered: Outnumbering | None = None,
) -> str:
    """What the army's own phase brings in the outcome of its crucial moment the kit's
    figures do not count (``if the PCs lose crucial moment 1: Wall breached −3``), the
    enemy's numbers then among it, so every card carries its conditional setups both
    ways, as the battle sheet does; empty when the phase hangs on none or the other
    outcome brings nothing."""
    k = hanging_on(battle, phase)
    if k is None:
        return ""
    events = _outnumbered_event(outnumbered[1] if outnumbered else None, t)
    other = as_counted(battle, frozenset({k})).armies[army.index]
    setup = other.phases.get(phase)
    own = army.army.phases.get(phase)
    if setup is not None and setup.crucial is not None and setup is not own:
        mods = [Modifier("weather", setup.weather)] if setup.weather else []
        if setup.surprise:
            mods.append(Modifier("surprise", -setup.surprise))
        mods += [Modifier("gm", m.value, say(m.label, t.lang), m.label) for m in setup.modifiers]
        said = [f"{modifier_label(m, t)}{NBSP}{t.signed(m.value)}" for m in mods]
        headcount = t.number(_headcounts(other)[phase - 1])
        if setup.reinforcements:
            said.append(_fresh(battle, phase, setup.reinforcements, headcount, t))
        elif setup.headcount is not None:
            said.append(t("card.phase_headcount", headcount=headcount))
        case = condition(battle, phase, setup.crucial, t)
        events += [(e, case) for e in said]
    return _events_line(events, t)


def condition(battle: Battle, phase: int, crucial: str | None, t: Text) -> str:
    """``if the PCs lose phase 2's crucial moment``: what a phase's setup hangs on;
    nothing for a setup that always holds."""
    k = hanging_on(battle, phase)
    if crucial is None or k is None:
        return ""
    return t("sheet.if_crucial", k=k, verb=t(f"sheet.verb.{crucial}"))


def with_bases(leader: Leader, t: Text) -> str:
    """``Second de la Chasse (Tactique 12 · Commandement 12)``."""
    bases = [
        f"{t(f'skill.{skill.value}')}{NBSP}{leader.base(skill)}"
        for skill in (Skill.TACTIQUE, Skill.COMMANDEMENT)
        if leader.base(skill) is not None
    ]
    return f"{leader.name} ({' · '.join(bases)})" if bases else leader.name


def _reserve(names: list[str], t: Text) -> str:
    return t.pair(t("gm.reserve"), ", ".join(names)) if names else ""


def _luck(lines: list[str], t: Text) -> str:
    return f"{t('card.luck')} — {' · '.join(lines)}" if lines else ""


def _or_dash(value: int | None) -> str:
    return "—" if value is None else str(value)
