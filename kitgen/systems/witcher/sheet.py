"""The battle sheet: the three phases, both commanders of each face to face, on one page.

A GM plays a phase round by round: both commanders roll, each banks the points over
their SD, and whoever reaches the success threshold takes the phase. The sheet holds all
of it in one place, so nobody flips pages between the two sides: per phase, each side's
SD and the die it needs, a points track to tick up to SR (the last five boxes before SR,
where a crucial moment may start, marked), a tally of rounds (the casualty test counts
them) and who won. Everything arrives ready-made; ``templates/witcher/kit.html.j2``
only lays it out.
"""

from __future__ import annotations

from typing import Any

from markupsafe import Markup

from kitgen.cards import Kit
from kitgen.fit import advance, lines
from kitgen.i18n import Text
from kitgen.prose import say
from kitgen.systems.witcher.battle_card import PAGE_MARGINS
from kitgen.systems.witcher.compute import crucial_alternatives, dice_cases, unplayed_sds
from kitgen.systems.witcher.model import Second
from kitgen.systems.witcher.odds import clash_odds
from kitgen.systems.witcher.phases import PHASES
from kitgen.systems.witcher.race import CRUCIAL_WINDOW
from kitgen.systems.witcher.report import modifier_label, need_text
from kitgen.systems.witcher.rules import BattlePlan, PhasePlan, engagement_size, score_need
from kitgen.systems.witcher.tables import ENGAGEMENT_SIZES

NBSP = "\u00a0"
"""Between a label and its number, which never part at a line's end."""
LARGEST_SR = max(size.success_threshold for size in ENGAGEMENT_SIZES)
"""The track of a copy that does not know the SR runs to the rules' largest (25)."""
ROW = 10
"""Pencil boxes to a row of a points track: two groups of five, half a page wide."""
MOST_ROWS = 3
"""A points track takes three rows at most (SR 25); a shorter one leaves the page room
to write in, for crucial moments and what happens between rounds."""
NOTES_PER_ROW = 27
"""Millimetres of ruled notes for each row of track a battle does not need."""
MIN_NOTES = 12
"""Ruled notes shorter than this are left out: a label and one line is no room to write."""
LUCK_STRIP = 9
"""Millimetres the commanders' Luck takes on the sheet, under its help."""
LUCK_LINE = 6
"""Millimetres each further line of the Luck strip takes (its boxes, 5 mm once it
wraps, and a gap)."""
ROUNDS_AT_LEAST, ROUNDS_AT_MOST = 10, 20
"""Boxes of a phase's rounds tally: as many as 99 phases in 100 need, within these: a
full row of ten at least, so a long phase (the odds page's "8 rounds or more") still has
its boxes."""
STAKE_PT = 8.0
"""The type of a crucial moment's stakes under its phase (``--fs-small``)."""
STAKE_LINE = STAKE_PT * 0.3528 * 1.3
"""Millimetres a line of stakes takes (its type and leading)."""
STAKE_PAD = 2.0
"""Millimetres of the stakes' rule and padding, above and below."""
CRUCIAL_BOX = 5.0
"""Millimetres a phase's side heads grow by the box of who won its crucial moment."""
UNPLAYED_LINE = 4.0
"""Millimetres a phase's heads grow by the line under an SD pair saying the SD when its
crucial moment is not played."""
TIGHT_STAKE_LINES = 4
"""Lines of stakes a sheet of the longest tracks still prints under their phases, its
boxes set lower (``stakes-tight``): measured, Brenna's two strips of two lines on Letter
(the page had 12 mm to spare, the strips take 17)."""
ROLL_INDENT = 24.0
"""Millimetres of a side's half of the sheet its rolls' words do not get: the SD beside
them and the cell's padding."""
WRAP_LINE = 3.5
"""Millimetres a roll's words take when they wrap to a second line."""
LETTER_HEIGHT = 279.4
"""US Letter's height, millimetres: where Brenna's strips hold with no roll wrapping (1 mm
to spare, measured); taller paper holds a wrapped line for each 3.5 mm it adds."""
STAKE_INDENT = 8.0
"""Millimetres of the phase's frame and the stakes' padding, both sides."""


def least_sr(plan: BattlePlan, kit: Kit) -> int:
    """The least SR this copy's own armies allow: both sides' headcounts make the
    battle's size, so one army's alone already rules out every size below its own
    (Brenna: 24,812 of the Northern Realms alone -> SR 25). The headcount is the one
    the copy prints (computed without the secret troops), so the answer is the same
    however many the file hides."""
    return max(
        (
            engagement_size(army.headcounts[0]).success_threshold
            for army in plan.armies
            if kit.known(army.army.name)
        ),
        default=ENGAGEMENT_SIZES[0].success_threshold,
    )


def battle_sheet(plan: BattlePlan, t: Text, kit: Kit) -> dict[str, Any]:
    """The sheet's values: its phases, each with both sides; the SD breakdowns and each
    test's chance to score only on the GM's copy. The SR and each phase's SD count
    troops the players may not know: their copy leaves them to be written in, with the
    d10 each needs, and its tracks run to the largest SR of the rules' table."""
    known = kit.known(None)
    sr = plan.success_threshold if known else LARGEST_SR
    # a copy that knows no SR but whose own side already fields more than a skirmish
    five_out = not known and least_sr(plan, kit) > ENGAGEMENT_SIZES[0].success_threshold
    names = [a.army.name for a in plan.armies]
    odds = plan.odds
    moments = plan.battle.crucial_moments
    crucial_phases = moments.phases if moments is not None else ()
    stakes = {n: _stake(plan, n, t) for n in PHASES} if kit.gm else {}
    width = kit.settings.sheet.width - PAGE_MARGINS[0] - STAKE_INDENT
    stakes_mm = sum(
        STAKE_PAD + STAKE_LINE * lines(stake.striptags(), width, STAKE_PT)
        for stake in stakes.values()
        if stake
    )
    rows = -(-sr // ROW)
    relief = _relief(plan, t, kit)
    # the Luck strip shares its line with the reserve's when there is one
    luck_width = width / 2 if relief else width
    luck = _luck(plan, t, kit)
    luck_lines = _luck_lines(luck, t, luck_width)
    # a Luck that does not hold beside a reserve's lines goes above them, the whole
    # width: every commander who leads a phase keeps a Luck box (the players' copy and
    # the other kits have them), those the file gives no Luck under one key said once
    above = bool(relief) and luck_lines > 1
    if above:
        # outside the phases' frames: the page's whole width
        luck, luck_lines = _keyed(luck, t, width + STAKE_INDENT)
    elif not relief:
        # the key said once before the names it covers: naming the players' side made
        # it too long to repeat (Brenna, French on Letter: a third line, a page more)
        luck, luck_lines = _keyed(luck, t, luck_width)
    crucial_mm = CRUCIAL_BOX * len(set(crucial_phases))
    # the Luck boxes and the reserve's line share one strip, a line more for each line
    # more the Luck of every commander takes; above the reserve, its first two lines
    # take the height the reserve's third line took beside them
    more = max(0, luck_lines - ABOVE_LINES) if above else luck_lines - 1
    strip = LUCK_STRIP + LUCK_LINE * more if luck or relief else 0
    # an SD that hangs on a crucial moment: the other outcome's beside it (GM's copy)
    # the dice are given for the players' side winning the moment, in every kit
    cases = dice_cases(plan) if known else {}
    other = {key: case[1] for key, case in cases.items()}
    # and the SD when that moment never starts, a line under the pair in its phase
    unplayed = unplayed_sds(plan) if other else {}
    unplayed_mm = UNPLAYED_LINE * len({phase for _, phase in unplayed})
    spare = NOTES_PER_ROW * (MOST_ROWS - rows) - strip - crucial_mm
    # stakes the sheet has no room for (long tracks) go to the GM's first page instead
    on_sheet = not stakes_mm or spare - stakes_mm >= 0
    dense = known and (rows == MOST_ROWS or bool(unplayed))
    # the longest tracks with a few lines of stakes: the boxes lower still, the stakes
    # under their phases as on the other sheets (Brenna: two strips of two lines)
    stake_lines = sum(
        lines(stake.striptags(), width, STAKE_PT) for stake in stakes.values() if stake
    )
    tight = not on_sheet and dense and stake_lines <= TIGHT_STAKE_LINES
    # one tally for the three phases, the longest phase's: the same boxes on each, and
    # the same count on every copy (the players' odds count only the troops they know)
    most = ROUNDS_AT_LEAST
    for n in PHASES if odds is not None else ():
        assert odds is not None
        likely = odds.phases[n - 1].rounds.within(0.99)
        most = max(most, ROUNDS_AT_MOST if likely is None else likely)
    tally = tally_rows(min(ROUNDS_AT_MOST, max(ROUNDS_AT_LEAST, most)))
    # the party's side: where a crucial moment whose stakes the sheet does not print
    # gets a ruled line to write them in
    party = names.index(plan.battle.players_army) if plan.battle.players_army in names else 0
    phases: list[dict[str, Any]] = []
    # ST 5: a planned crucial moment opens its phase and its winner takes the phase
    # (rules, "Déclenchement d'un Moment Crucial"): the dice serve only if it is not played
    decided = decided_phases(plan) if known else frozenset()
    # a battle that plans its crucial moments: none can start in a phase it plans none for
    moments = plan.battle.crucial_moments
    sides = [
        [
            _side(
                cases[(i, n)][0] if (i, n) in cases else army.phases[n - 1],
                i,
                names[i],
                sr,
                t,
                kit,
                other.get((i, n)),
                dense,
                unplayed.get((i, n)),
                unplanned=moments is not None and n not in moments.phases,
                party=party,
            )
            for i, army in enumerate(plan.armies)
        ]
        for n in PHASES
    ]
    if tight:
        # a roll's words that wrap beside its die take a line the page may not have:
        # the strips stay on the sheet where the paper's extra height holds those lines
        wrapped = sum(
            _roll_wraps(roll, width / 2 - ROLL_INDENT)
            for phase in sides
            for side in phase
            for roll in side["rolls"]
        )
        tight = wrapped * WRAP_LINE <= kit.settings.sheet.height - LETTER_HEIGHT
    on_sheet = on_sheet or tight
    for n in PHASES:
        phases.append(
            {
                "title": f"{t('phase_n', n=n)} — {t(f'phase.{n}')}",
                # ST 5: the planned crucial moment opens the phase and decides it; the
                # dice blocks below serve only if it is not played
                "tag": t("sheet.decided") if n in decided else "",
                "skill": t(f"skill.{plan.armies[0].phases[n - 1].skill.value}")
                if n < 3
                else t("sheet.skill_choice"),
                "choice": (
                    [t(f"skill.{s.value}") for s in plan.armies[0].phases[n - 1].skills]
                    if n == 3
                    else []
                ),
                "sides": sides[n - 1],
                "rounds": tally,
                "two_rows": len(tally) > 1,
                # a crucial moment the battle plans in this phase: who won it (+5), and
                # on the GM's copy what it is about and what it changes
                "crucial": n in crucial_phases,
                # the box beside "phase won": the moment's +5, or where it decides the
                # phase, that its winner takes the phase
                "crucial_won": t("sheet.crucial_decides")
                if n in decided
                else t("sheet.crucial_won")
                if known
                # the players' copy knows no SR: the +5 alone where its own side's
                # headcount rules SR 5 out, else both rules, worded as the GM's box
                else t("sheet.crucial_plus")
                if five_out
                else t("sheet.crucial_either", window=CRUCIAL_WINDOW),
                # a box whose words wrap (kit.css, td.won.decides)
                "won_wraps": n in decided or (not known and not five_out and n in crucial_phases),
                "stake": stakes.get(n, "") if on_sheet else "",
            }
        )
        if n in crucial_phases and not phases[-1]["stake"]:
            _write_stake(phases[-1]["sides"][party], t, hint=not known)
    shaded = known and sr > CRUCIAL_WINDOW
    # the "not played" lines come out of the notes, never out of the stakes' room
    notes = spare - (stakes_mm if on_sheet else 0) - unplayed_mm
    # stakes that went to the GM's first page: one line says where, so the sheet does
    # not silently lack the strip the other kits' sheets have under a crucial phase
    away = [n for n, stake in stakes.items() if stake] if not on_sheet else []
    return {
        # the longest tracks and a long tally: the tracks' boxes a little lower, so the
        # sheet still holds on one page, Letter too
        "dense": dense,
        # and the stakes printed under them all the same: the boxes lower (kit.css)
        "stakes_tight": tight,
        # ruled notes in the rows of track the battle does not need, less the Luck strip
        # and the crucial moments' stakes
        "notes": f"{notes:.0f}mm" if notes >= MIN_NOTES else "",
        "title": t("sheet.title"),
        # the players' copy knows no ST: a box to write it in once the GM announces it
        # (the same words whatever the ST, so the copy gives none away)
        "sr_write": "" if known else t("sheet.sr_write"),
        "help": t("sheet.help", sr=sr, window=CRUCIAL_WINDOW)
        if known
        else t("sheet.help_unknown"),
        "crucial_key": t("sheet.crucial_key", window=CRUCIAL_WINDOW)
        if shaded
        else t("sheet.crucial_any")
        if known
        else t("sheet.crucial_unknown", window=CRUCIAL_WINDOW),
        "shaded": shaded,
        # what "on a 1: d10 off ≤ k" means, said once, where some roll prints it
        "fumble_key": t("sheet.fumble_key")
        if any(r["fumble"] for p in phases for d in p["sides"] for r in d["rolls"])
        else "",
        "stakes_away": t(
            "sheet.stakes_away" if len(away) > 1 else "sheet.stakes_away_one",
            phases=t("sheet.and").join(
                filter(None, (", ".join(str(n) for n in away[:-1]), str(away[-1])))
            ),
            where=t("gm.matchup"),
        )
        if away
        else "",
        "phases": phases,
        "luck": luck,
        "luck_label": luck_label(luck, t),
        "luck_wraps": luck_lines > 1,
        "luck_above": above,
        "relief": relief,
        "stakes_elsewhere": []
        if on_sheet
        else [
            {"phase": f"{t('phase_n', n=n)} — {t(f'phase.{n}')}", "stake": stake}
            for n, stake in stakes.items()
            if stake
        ],
    }


STAKE_WRITE_BOXES = 6
"""A track's last row holds a ruled line to write a crucial moment's stakes in when it
has at most this many boxes (SR 25's five and the one past it): the rest of the row is
room the sheet has anyway, so every crucial moment gets the same line at no cost in
height."""


def _roll_wraps(roll: dict[str, Any], width: float) -> int:
    """Lines more than one a roll's words take beside its die (small type, leaning long)."""
    words = " ".join(filter(None, (roll["need"], roll["skill"], roll["to_score"])))
    words += f" · {roll['fumble']}" if roll["fumble"] else ""
    return lines(words, width, STAKE_PT) - 1


def _write_stake(side: dict[str, Any], t: Text, hint: bool = False) -> None:
    """A ruled line at the end of ``side``'s track, labelled, to write in the stakes of
    the phase's crucial moment the sheet does not print (no room for them, or the
    players' copy, which the GM tells them); only where the last row has room. With
    ``hint`` (the players' copy, whose last row is five boxes), the label says where the
    words come from: the GM announces them."""
    if len(side["track"][-1]) <= STAKE_WRITE_BOXES:
        side["write_stake"] = t("sheet.stake_write")
        side["write_stake_hint"] = t("sheet.stake_write_hint") if hint else ""


def _stake(plan: BattlePlan, n: int, t: Text) -> Markup:
    """Phase ``n``'s crucial moment as the battle file tells it: what the player
    characters fight for, what follows if they win it and if they lose it; nothing where
    the file plans none or says nothing of it."""
    moments = plan.battle.crucial_moments
    stake = moments.stakes.get(n) if moments is not None else None
    if moments is None or stake is None or n not in moments.phases:
        return Markup("")
    goal = say(stake.goal, t.lang)
    parts = [Markup("<strong>{}</strong>{}{}").format(t("sheet.stake"), t.colon, goal)]
    for label, said in (("sheet.stake_won", stake.won), ("sheet.stake_lost", stake.lost)):
        text = say(said, t.lang)
        if text:
            parts.append(Markup("<strong>{}</strong>{}{}").format(t(label), t.colon, text))
    if plan.success_threshold <= CRUCIAL_WINDOW:
        # it comes at once and decides the phase: the tracks above wait on its not being played
        parts.append(Markup("{}").format(t("sheet.at_once", sr=plan.success_threshold)))
    return Markup(" · ").join(parts)


LUCK_PT = 8.0
"""The Luck strip's type (``--fs-small``)."""


def _luck_one(row: dict[str, Any]) -> float:
    """Millimetres one commander's Luck takes on the strip: name (bold), words, boxes."""
    if row.get("key"):
        return advance(row["key"], LUCK_PT) + 5
    mm = (
        advance(row["name"], LUCK_PT, 1.1) + 1.5 + advance(row["roll"] or row["none"], LUCK_PT) + 5
    )
    return mm + 6.8 * len(row["points"]) + (13 if row["roll"] or row.get("write") else 0)


def luck_label(rows: list[dict[str, Any]], t: Text) -> str:
    """The Luck strip's label: where a commander's Luck is a row of boxes, what to do
    with them ("Luck: tick when spent")."""
    return t("sheet.luck_tick" if any(row["points"] for row in rows) else "sheet.luck")


def _luck_lines(rows: list[dict[str, Any]], t: Text, width: float) -> int:
    """Lines the Luck strip takes at ``width`` millimetres: its label, then each
    commander's Luck, a commander never split across two lines."""
    if not rows:
        return 1
    count, mm = 1, advance(luck_label(rows, t).upper(), LUCK_PT, 1.1) + 3
    for row in rows:
        one = _luck_one(row)
        if mm + one > width and mm > 0:
            count, mm = count + 1, 0.0
        mm += one
    return count


ABOVE_LINES = 2
"""Lines of a Luck strip set above a reserve's that cost the sheet no height: the
reserve's three lines beside the Luck take two the whole width under it (measured: the
fortress's sheet, French on Letter, keeps its 11 mm at the foot either way)."""


def _luck_row(name: str, points: list[str], roll: str) -> dict[str, Any]:
    """One commander's Luck on the strip: a box per point, or the words before a box to
    write in (``roll``); ``key`` and ``write`` for the names under one key."""
    return {"name": name, "points": points, "roll": roll, "key": "", "write": False, "none": ""}


def _keyed(rows: list[dict[str, Any]], t: Text, width: float) -> tuple[list[dict[str, Any]], int]:
    """``rows`` under their shared key (``_shared_key``) and the lines they take at
    ``width``: the key names the players' side unless naming it costs the strip a line
    (the fortress, French on Letter, where Rhundurin rolls his Luck: a page more)."""
    keyed = _shared_key(rows, t)
    short = _shared_key(rows, t, side=False)
    count, fewer = _luck_lines(keyed, t, width), _luck_lines(short, t, width)
    return (short, fewer) if fewer < count else (keyed, count)


def _shared_key(rows: list[dict[str, Any]], t: Text, side: bool = True) -> list[dict[str, Any]]:
    """``rows`` with the commanders the file gives no Luck under one key ("NPC 0, PC:
    Luck"), said once before their names, each with a box to write in; the key names
    the players' side where they all lead it, unless ``side`` is false."""
    unset = [row for row in rows if row.get("unset") is not None]
    if len(unset) < 2:
        return rows
    kept = [row for row in rows if row not in unset]
    # the PCs fight on the players' side: the key names it where every one it leads is
    # of that side (the file does not say which commander is a PC)
    sides = {row["unset"] for row in unset}
    side_name = next(iter(sides)) if len(sides) == 1 and side else ""
    said = (
        t("sheet.luck_unset_key_side", army=side_name) if side_name else t("sheet.luck_unset_key")
    )
    key = {**_luck_row("", [], ""), "key": said}
    return [*kept, key, *({**row, "roll": "", "write": True} for row in unset)]


def _luck(plan: BattlePlan, t: Text, kit: Kit) -> list[dict[str, Any]]:
    """Each commander's Luck where the GM spends it, round by round: every commander who
    leads a phase may spend theirs (the rules' Luck), each once however many phases
    they lead. A box to tick per point of a Luck given, a box to write in the 2d6 − 2 an
    important NPC rolls (ruling W13), a box to write in for each commander the file
    gives no Luck (an NPC's 0, a PC's own). Only on copies that know the army: Luck is
    not the other side's to know. The strip takes a second line when one does not hold
    them all."""
    rows: list[dict[str, Any]] = []
    unset: list[dict[str, Any]] = []
    for army in plan.armies:
        if not kit.known(army.army.name):
            continue
        # a commander with no Luck in the file on the players' side may be a PC: the
        # words say which side the PCs fight on
        players = army.army.name == plan.battle.players_army
        for leader in dict.fromkeys(p.leader for p in army.phases):
            if leader.luck == 0:
                # the file's 0 (an NPC's): said, with no box to tick
                rows.append({**_luck_row(leader.name, [], ""), "none": t.number(0)})
            elif leader.luck is not None:
                rows.append(_luck_row(leader.name, [""] * leader.luck, ""))
            elif leader.rolls_luck:
                rows.append(_luck_row(leader.name, [], t("card.luck_roll")))
            else:
                # no Luck in the file: an NPC has none, a PC brings their own
                said = (
                    t("sheet.luck_unset_side", army=army.army.name)
                    if players
                    else t("sheet.luck_unset")
                )
                row = _luck_row(leader.name, [], said)
                unset.append({**row, "unset": army.army.name if players else ""})
    return rows + unset


def _relief(plan: BattlePlan, t: Text, kit: Kit) -> list[dict[str, str]]:
    """A second in reserve, who takes over when the commander falls (as the Hunt's does in
    the rules' own example): his bases and, phase by phase, the d10 each needs against
    the SD the sheet prints (a new commander changes the base, not the SD); where that SD
    hangs on a crucial moment, against both, the players' side winning it first, as the
    pair of SDs is printed. Only where this copy knows the SDs and the army's reserve
    (the GM's)."""
    if not kit.known(None):
        return []
    other = crucial_alternatives(plan)
    rows = []
    for army in plan.armies:
        if not kit.known(army.army.name):
            continue
        for second in (s for s in army.seconds if not s.phases):
            needs = []
            # only the phases he can take over in (the rules' example: the Hunt's
            # general falls in phase 3's crucial moment, never before)
            assert isinstance(second.commander, Second)
            relieves = second.commander.takes_over
            for phase in army.phases:
                if relieves and phase.phase not in relieves:
                    continue
                pair, _ = sd_pair(phase, other.get((army.index, phase.phase)), t)
                sds = [c["sd"] for c in pair] or [phase.sd]
                # skills with the same base share their dice: said once, "Tactics,
                # Leadership 12 → 7+ (DC 18) | 6+ (DC 17)"
                by_base: dict[int, list[str]] = {}
                for sk in phase.skills:
                    base = second.base(sk)
                    if base is not None:
                        by_base.setdefault(base, []).append(t(f"skill.{sk.value}"))
                said = ", ".join(
                    f"{', '.join(skills)}{NBSP}{base}{NBSP}→{NBSP}"
                    + " | ".join(
                        need_text(score_need(base, sd), t)
                        + (f" ({t('sheet.relief_sd', sd=sd)})" if len(sds) > 1 else "")
                        for sd in sds
                    )
                    for base, skills in by_base.items()
                )
                if said:
                    needs.append(f"{t('sheet.relief_phase', n=phase.phase)}{NBSP}{said}")
            if needs:
                rows.append(
                    {
                        "for": t("sheet.relief_for", leader=army.phases[0].leader.name),
                        "name": second.name,
                        "needs": " · ".join(needs),
                    }
                )
    return rows


def decided_phases(plan: BattlePlan) -> frozenset[int]:
    """The phases whose planned crucial moment decides them: with ST 5 or less the moment
    opens the phase, and its winner takes the phase outright (the +5 reaches the ST)."""
    moments = plan.battle.crucial_moments
    if moments is None or plan.success_threshold > CRUCIAL_WINDOW:
        return frozenset()
    return frozenset(moments.phases)


def tally_rows(count: int) -> list[list[int]]:
    """A tally's boxes numbered from 1, in rows of ``ROW`` at most: twenty boxes take two
    rows at the right of the phase's head, never more width than ten."""
    return [list(range(k + 1, min(count, k + ROW) + 1)) for k in range(0, count, ROW)]


def dc_split(
    phase: PhasePlan,
    other: tuple[int, int, str] | None,
    t: Text,
    unplayed: int | None = None,
    needs_too: bool = True,
) -> dict[str, Any]:
    """The crucial moment's split of an SD, one structure for every place that draws it
    (the phases' table, the sheet's big pair, which every pair on the sheet draws as its
    grid): the moment's title, then its cases in one order, the party winning, the party
    losing, the moment not played where that is known, each with its label, its SD and, for the
    case the dice are given for, a note saying so; the other case's die where asked.
    ``{}`` when the SD hangs on no crucial moment; ``plain`` is the same in words."""
    if other is None:
        return {}
    sd, k, outcome = other
    needs = ", ".join(
        f"{t(f'skill.{s.value}')}{NBSP}{need_text(score_need(base, sd), t)}"
        for s in phase.skills
        for base in (phase.leader.base(s),)
        if base is not None
    )

    def case(key: str, value: int, here: bool = False, last: bool = False) -> dict[str, Any]:
        said = f"{t('abbr.sd')}{NBSP}{value}"
        return {
            # the unplayed case names the moment (``{k}``), as the grid's rows do
            "case": t(key, k=k),
            "sd": value,
            "said": said,
            # the unplayed case in one wording wherever it is printed: "label: SD"
            "line": f"{t(key, k=k)}{t.colon}{said}",
            "here": here,
            "note": t("sheet.as_counted") if here else "",
            "needs": needs if needs_too and not here and not last else "",
            # the phases' table: each case's own d10s (``→ 3+, 2+``) after its DC
            "dice": "",
            "unplayed": last,
        }

    # the dice are for the won case in every kit (``dice_cases``)
    cases = [
        case("sheet.case_won", sd if outcome == "won" else phase.sd, here=outcome != "won"),
        case("sheet.case_lost", phase.sd if outcome == "won" else sd, here=outcome == "won"),
    ]
    if unplayed is not None:
        cases.append(case("sheet.case_unplayed", unplayed, last=True))
    title = t("sheet.split_title", k=k)
    said = " · ".join(
        (c["line"] if c["unplayed"] else f"{c['case']} {c['said']}")
        + (f" {c['note']}" if c["note"] else "")
        + (f" ({c['needs']})" if c["needs"] else "")
        for c in cases
    )
    return {"title": title, "cases": cases, "plain": f"{title} {said}"}


def sd_pair(
    phase: PhasePlan,
    other: tuple[int, int, str] | None,
    t: Text,
) -> tuple[list[dict[str, Any]], str]:
    """Where the SD hangs on a crucial moment: both SDs, the players' side winning the
    moment first, each under its case as the players' side sees it and at the same size
    (``[]`` when it hangs on none); the one the dice beside them are for is marked
    (``here``), and the line under them says so and gives the die the other needs."""
    if other is None:
        return [], ""
    sd, k, outcome = other
    here, there = phase.sd, sd
    won, lost = (there, here) if outcome == "won" else (here, there)
    pair = [
        {"case": t("sheet.case_won"), "sd": won, "here": outcome != "won"},
        {"case": t("sheet.case_lost"), "sd": lost, "here": outcome == "won"},
    ]
    needs = ", ".join(
        f"{t(f'skill.{s.value}')}{NBSP}{need_text(score_need(base, sd), t)}"
        for s in phase.skills
        for base in (phase.leader.base(s),)
        if base is not None
    )
    # the dice are for the won case in every kit (``dice_cases``)
    line = t("sheet.pair", k=k, here=here)
    if needs:
        line += " " + t("sheet.pair_needs", there=there, needs=needs)
    return pair, line


def _side(
    phase: PhasePlan,
    index: int,
    name: str,
    sr: int,
    t: Text,
    kit: Kit,
    other: tuple[int, int, str] | None = None,
    dense: bool = False,
    unplayed: int | None = None,
    unplanned: bool = False,
    party: int = 0,
) -> dict[str, Any]:
    """One commander in one phase: SD, the die to roll for each skill, the track (its
    SR marked where this copy knows the SR, and the boxes where a crucial moment may
    start where that tells something: with SR 5 or less it may start at any test, which
    the sheet's help says in words instead of shading every box)."""
    gm = kit.gm
    known = kit.known(None)
    first_crucial = sr - CRUCIAL_WINDOW
    # no tint in a phase the battle plans no crucial moment for (none starts there)
    shaded = known and first_crucial > 0 and not unplanned
    pair, pair_line = sd_pair(phase, other, t)
    split = dc_split(phase, other, t, unplayed=unplayed)
    # a phase its crucial moment decides (the tests serve only if the moment is not
    # played) draws its pair as every other does: the grid, won and lost a row each, the
    # SD when the moment is not played under it; a sentence there ran on for three lines
    unplayed_case = [c for c in split.get("cases", []) if c["unplayed"]]
    grid = _dc_grid(phase, other, t, gm, unplayed_case) if pair and other is not None else {}
    track: list[dict[str, Any]] = [
        {
            "n": n,
            "crucial": shaded and first_crucial <= n < sr,
            "end": known and n == sr,
            "beyond": False,
        }
        for n in range(1, sr + 1)
    ]
    rows = [track[k : k + ROW] for k in range(0, sr, ROW)]
    # a full last row (SR 10, 20) takes the box too, its boxes set narrower
    # (``points.full``): a row of its own would cost the page a line
    full = known and len(rows[-1]) == ROW
    if known:
        # the GM's tracks end in one box past SR, for the total beyond it (a tie in the
        # same round goes to the larger total)
        rows[-1].append({"n": t("sheet.beyond"), "crucial": False, "end": False, "beyond": True})
    return {
        "army": name,
        # the players' side always in the first colour, as on the odds page
        "side": f"side-{0 if index == party else 1}",
        # the players' side said in words beside its name, not by its colour alone
        "role": t("sheet.players_side") if kit.players == name else "",
        # a row of ten and the box past SR: narrower boxes, so the row holds
        "full_row": full,
        "commander": phase.leader.name,
        "sd": kit.figure(None, phase.sd, ""),
        "sd_pair": pair,
        # the split drawn large (the pair), by the macro the phases' table uses too
        "dc_big": split,
        # under the pair: the SD when the moment never starts (no total came within 5)
        "sd_unplayed": unplayed_case[0]["line"] if pair and unplayed_case else "",
        "sd_else": pair_line,
        "rolls": [
            {
                # another army's base on the players' copy: a box the GM fills, as the SD
                "skill": f"{t(f'skill.{s.value}')} {phase.leader.base(s)}"
                if kit.known(name)
                else t(f"skill.{s.value}"),
                "base_box": "" if kit.known(name) else kit.figure(name, None, ""),
                "need": need_text(phase.need(s), t) if known else "",
                # beside a pair of SDs, the row says which of the two its die is for,
                # the same way in every kit
                "to_score": (t("sheet.to_score_at", sd=phase.sd) if pair else t("sheet.to_score"))
                if known
                else t("sheet.roll_against"),
                # ruling W1: a natural 1 is the base less an open-ended d10, which
                # scores while that die stays at most base - SD - 1
                "fumble": _fumble(phase.leader.base(s) or 0, phase.sd, t) if known else "",
                "odds": t(
                    "sheet.per_test",
                    times=t.times(float(odds.scores)),
                    mean=t.decimal(float(odds.mean_points)),
                )
                if gm
                else "",
            }
            for s in phase.skills
            for odds in (clash_odds(phase, s),)
        ],
        "breakdown": (
            [f"{t('mod.card')}{NBSP}{phase.opposing_card_sd}"]
            + [f"{modifier_label(m, t)}{NBSP}{t.signed(m.value)}" for m in phase.modifiers]
            if gm
            else []
        ),
        # a pair of SDs: both cases in a grid, a row each (SD and each skill's die), the
        # breakdown in a footnote under it, where the pair and a sentence were
        "grid": grid,
        "track": rows,
        # a ruled line after the last row for the crucial moment's stakes (battle_sheet)
        "write_stake": "",
        # the players' copy: what goes on that line, after its label
        "write_stake_hint": "",
    }


def _dc_grid(
    phase: PhasePlan,
    other: tuple[int, int, str],
    t: Text,
    gm: bool,
    unplayed: list[dict[str, Any]],
) -> dict[str, Any]:
    """A side's SD that hangs on a crucial moment, as a grid: a column per skill (its
    base in the head), a row per outcome of the moment for the players' side, won first,
    each with its SD and the d10 each skill needs against it. The dice are the sheet's
    own (``score_need``, as the pair's line worked them out); the row the odds count
    (the SD the phase plays at, ``phase.sd``) carries each test's chance to score on the
    GM's copy; the SD when the moment is not played under the grid."""
    sd, k, outcome = other
    won, lost = (sd, phase.sd) if outcome == "won" else (phase.sd, sd)
    skills = [(s, base) for s in phase.skills for base in (phase.leader.base(s),) if base]
    rows = []
    for key, value in (("sheet.grid_won", won), ("sheet.grid_lost", lost)):
        # the row the dice beside a pair are for: the players' side winning (dice_cases)
        here = (key == "sheet.grid_won") == (outcome != "won")
        cells = []
        for s, base in skills:
            odds = clash_odds(phase, s) if here and gm else None
            cells.append(
                {
                    "need": need_text(score_need(base, value), t),
                    # every row's die its own natural 1, worked out for that row's SD
                    "fumble": _fumble(base, value, t),
                    # two short lines beside the die: how often it scores, how much
                    "odds": [
                        t.times(float(odds.scores)),
                        t("sheet.grid_points", mean=t.decimal(float(odds.mean_points))),
                    ]
                    if odds is not None
                    else [],
                }
            )
        rows.append({"case": t(key, k=k), "sd": value, "here": here, "cells": cells})
    return {
        "corner": t("sheet.grid_corner"),
        "head": [f"{t(f'skill.{s.value}')}{NBSP}{base}" for s, base in skills],
        "rows": rows,
        "unplayed": unplayed[0]["line"] if unplayed else "",
        "foot": t("sheet.grid_foot", sd=phase.sd),
    }


def _fumble(base: int, sd: int, t: Text) -> str:
    """When a natural 1 still scores against ``sd``: base minus an open-ended d10 beats
    the SD while that d10 is at most ``k`` (ruling W1); from 10 on, a 10 on it rolls on
    and adds. Empty when a natural 1 cannot score."""
    if not score_need(base, sd).fumble_scores:
        return ""
    k = base - sd - 1
    return t("need.fumble" if k < 10 else "need.fumble_open", k=k)
