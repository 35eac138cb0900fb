"""JdRWiki plan -> the GM's page "Army against army" (issue 25; ruling O15): for each two
enemy armies, a small table per race of two bodies (the whole armies first when one is
split, then each corps against each enemy corps or army), a row per pair of plans, with
the line at a glance and the numbers."""

from __future__ import annotations

import dataclasses
import math
import re
from dataclasses import dataclass
from typing import Any

from markupsafe import Markup

from kitgen.cards import Kit
from kitgen.engagement import Engagement
from kitgen.engagement_words import engagement_numbers, glance, turns_text
from kitgen.i18n import Text
from kitgen.marks import marked
from kitgen.systems.jdrwiki.army_sheet import CHARS_PER_MM, NOTE_INDENT_MM, NOTE_TITLE, sides
from kitgen.systems.jdrwiki.engagement import Pairing, pairings
from kitgen.systems.jdrwiki.plan import BattlePlan
from kitgen.systems.jdrwiki.race_sides import CELLS, Fighter
from kitgen.systems.jdrwiki.report import plan_text, side_text

TABLE_ROWS = 8
"""The most rows of one table (three lines each): a table is kept whole on a page, so a
race of many plans gets several."""
KIT_RACES = 40
"""The races the GM's pages print (5 in the example, one page; 40 take about three): the
ones worked out, in order; a battle of many corps and plans says where the others are."""
LENGTH_ROWS = 25
"""The most rows of one table of race lengths (one line each), kept whole on a page."""
LONGEST = 15
"""The most rounds the length table gives a column each: the last one holds every longer
race ("15+")."""
LOPSIDED = 15
"""Winning the race of the whole armies fewer times in 100 than this, as the page prints
it, even with its best plan, a side is the underdog of a lopsided battle, and the GM's
pages say so and what it means at the table: 15 in 100 is three faces of a d20, an 18
or better, odds no table leaves a battle's outcome to (docs/jdrwiki.md, "Army against
army")."""


NOTE_MM = {
    "margins": 27.0,
    "title": 14.5,
    "line": 3.6,
    "group": 8.0,
    "table_head": 10.0,
    "race_head": 7.5,
    "row": 10.6,
    "lengths": 15.0,
    "length_row": 4.1,
    "note": 14.0,
    "note_line": 3.2,
    "entry": 0.3,
    "spare": 3.0,
}
"""The race page's line budget, in millimetres, as the example's pages measure on A4 and
Letter (templates/jdrwiki/kit.css): the page's margins; its title; a line of its help
and notes; a pair of armies' heading; a table's two head rows; a race's head row; a row
of plans (three lines); the lengths' heading, help and head row; one of their rows; the
rulings' note: its heading and lede, a line of it, the room between two readings; room
to spare."""
NOTE_GAP_MM = 5.0
"""The gap between the note's two columns (templates/jdrwiki/kit.css)."""


def _lines(text: str, width: float) -> int:
    """The lines ``text`` takes on a line ``width`` mm wide, about."""
    return max(1, math.ceil(len(text) / max(1.0, width * CHARS_PER_MM)))


def note_mm(readings: list[str], width: float, columns: int) -> float:
    """The height of the rulings' note of ``readings`` (one a ruling cited) in ``columns``
    columns on a line ``width`` mm wide: each reading kept whole in its column, the
    columns as even as they go."""
    mm = NOTE_MM
    column = (width - NOTE_GAP_MM * (columns - 1)) / columns - NOTE_INDENT_MM
    heights = [
        _lines(" " * NOTE_TITLE + r, column) * mm["note_line"] + mm["entry"] for r in readings
    ]
    if columns == 1:
        return mm["note"] + sum(heights)
    # two columns: the readings in order, the first column's end where the taller of
    # the two is lowest (each reading whole, as the columns balance)
    return mm["note"] + min(
        max(sum(heights[:k]), sum(heights[k:])) for k in range(len(heights) + 1)
    )


def race_mm(page: dict[str, Any], width: float) -> float:
    """The height of the race page above its rulings' note: its title and help, each
    pair of armies' heading, notes and tables, the lengths' table and the notes under it."""
    mm = NOTE_MM
    used = mm["margins"] + mm["title"]
    # the opening's words, its marks' markup left out (a mark is a digit or two)
    opening = re.sub(r"<[^>]+>", "", f"{page['help']} {page['deadline']}")
    used += _lines(opening, width) * mm["line"]
    # the key, its own row under the opening, at 8 pt (more to a line than the 9 pt's)
    key = "    ".join(f"{k['head']} = {k['text']}" for k in page["key"])
    used += _lines(f"Légende {key}", width * 9 / 8) * mm["line"]  # its title, about
    for g in page["groups"]:
        used += mm["group"] + mm["table_head"]
        # the balance and its levers: one paragraph, its two titles with it
        for note in [*g["lopsided"], g["balance_said"]]:
            used += _lines(str(note), width) * mm["line"] if note else 0.0
        for race in g["races"]:
            used += mm["race_head"] + mm["row"] * len(race["rows"])
    lengths = page["lengths"]
    if lengths:
        used += mm["lengths"] * len(lengths["tables"])
        used += mm["length_row"] * sum(len(rows) for rows in lengths["tables"])
    for key in ("approximate", "unprinted", "more"):
        used += _lines(str(page[key]), width) * mm["line"] if page[key] else 0.0
    return used


def note_fit(page: dict[str, Any], readings: list[str], width: float, height: float) -> str:
    """How the race page sets its rulings' note (``readings``, one a ruling cited), on a
    page ``width`` × ``height`` mm: across the page where it fits under the races, in two
    columns (each reading shorter, the last lines fuller) where only that fits, else on a
    page of its own (its class in templates/jdrwiki/kit.css)."""
    room = height - race_mm(page, width) - NOTE_MM["spare"]
    if note_mm(readings, width, 1) <= room:
        return ""
    if note_mm(readings, width, 2) <= room:
        return "jw-note-columns"
    return "jw-note-columns jw-note-apart"


@dataclass(frozen=True, slots=True)
class Underdog:
    """An army that wins the race of the whole armies fewer than ``LOPSIDED`` times in
    100 whatever plan it follows: ``chance`` at best, in ``race`` (the race's place among
    the battle's)."""

    army: str
    enemy: str
    chance: float
    race: int


def by_deadline(e: Engagement, deadline: int | None) -> Engagement:
    """The race as the scenario's ``deadline`` leaves it: decided by that round, else
    still undecided when the battle stops (``rest``); the race itself without one."""
    if deadline is None or len(e.ends) <= deadline:
        return e
    later = sum(sum(row) for row in e.ends[deadline:])
    return dataclasses.replace(e, ends=e.ends[:deadline], rest=e.rest + later)


def standing(e: Engagement, side: int) -> float:
    """The chance that ``side`` wins, or still stands when the race is no longer followed
    (the scenario's deadline)."""
    return e.win[side] + e.rest


def underdogs(plan: BattlePlan) -> list[Underdog]:
    """The underdogs of the battle, pair of enemy armies by pair (a side of each pair at
    most: both under ``LOPSIDED`` leaves most races undecided, which the page says
    otherwise). Only the whole armies' races count: a corps alone against a whole army is
    the underdog by design, and its chance says nothing of the battle's balance."""
    found = pairings(plan)
    deadline = plan.battle.deadline
    best: dict[tuple[str, str], tuple[float, int]] = {}
    for index, p in enumerate(found):
        if not p.followed or not _armies_race(p, plan):
            continue
        e = by_deadline(p.engagement, deadline)
        for side in (0, 1):
            key = (p.armies[side], p.armies[1 - side])
            # with a deadline, an army that still stands at it has held
            chance = e.win[side] if deadline is None else standing(e, side)
            if key not in best or chance > best[key][0]:
                best[key] = (chance, index)
    return [
        Underdog(army, enemy, chance, index)
        for (army, enemy), (chance, index) in best.items()
        if _in_100_whole(chance) < LOPSIDED <= _in_100_whole(best[(enemy, army)][0])
    ]


EVEN = 45
"""Coming out on top at least this many times in 100 with its best plan, the side the
odds favour less still has an even battle: the GM page says so rather than who is
favoured."""


@dataclass(frozen=True, slots=True)
class Balance:
    """Which side the race of two whole armies favours, and by how much: the other
    side's best row (``race``, its place among the battle's), where it comes out on top
    ``under`` in 100 and the favoured side ``over`` (with a deadline, the holder still
    standing then comes out on top)."""

    favoured: str
    other: str
    under: int
    over: int
    race: int


def _on_top(
    e: Engagement, side: int, armies: tuple[str, str], plan: BattlePlan, deadline: int | None
) -> float:
    """How often ``side`` comes out on top of a race: its wins, and with a ``deadline``
    (the scenario's, or a lever's), for the field's holder, the battles still undecided
    then (it has held)."""
    if deadline is None:
        return e.win[side]
    e = by_deadline(e, deadline)
    return e.win[side] + (e.rest if plan.battle.holder == armies[side] else 0.0)


# a French name that takes "d'" for "de" (a vowel or a mute sound first; an h is left
# to "de", the aspirate h's being many in names)
_ELIDED = frozenset("aeiouyàâäéèêëîïôöùûüœæ")


def plan_of(name: str, t: Text) -> str:
    """A Plans column's head: "Loreval's plan" / "Plan de Loreval", "Plan d'Ost du Bey"."""
    elided = t.lang == "fr" and name[:1].lower() in _ELIDED
    return t("jw.race.plan_of.elided" if elided else "jw.race.plan_of", name=name)


def levers(plan: BattlePlan, balance: Balance, t: Text) -> str:
    """After a balance, in its paragraph: only the levers the file and the rules give
    the GM, none of which the odds count (the page's help says what they cover), each
    turned the way that helps the side the balance leaves behind (``balance.other``, the
    levers' title names it): the two armies' secret heroes, sent in or kept out (else
    more of that side's heroes sent in), the rounds to hold with a deadline (fewer when
    that side holds: the races re-run a round shorter give its chance then, the one
    lever the odds can count; more when the other holds, the races being followed no
    further than the deadline), more starting advantage points. The lever the odds
    measure comes first, with its figure; the others are said to be the GM's judgement
    (round 16: "without Nayla" read as if measured, and the races count no hero)."""
    behind = balance.other
    armies = (balance.favoured, behind)
    heroes = [(a, h) for a in armies for h in plan.army(a).army.heroes]
    # the levers the odds measure (a round less to hold: its chance then), then those the
    # odds cannot (the races count no hero and no advantage point): the GM's judgement
    measured: list[str] = []
    judged: list[str] = []
    for army in (behind, balance.favoured):
        names = [h.name for a, h in heroes if a == army and h.secret]
        if names:
            key = "jw.race.lever.secret.with" if army == behind else "jw.race.lever.secret.without"
            judged.append(t(key, names=", ".join(names)))
    if heroes and not any(h.secret for _, h in heroes):
        judged.append(t("jw.race.lever.heroes", of=of_army(behind, t)))
    deadline, holder = plan.battle.deadline, plan.battle.holder
    if deadline is not None:
        shorter = _shorter_balance(plan, armies, deadline - 1) if deadline > 1 else None
        chance = None
        if shorter is not None:
            chance = shorter.under if shorter.other == behind else shorter.over
        if holder == behind and chance is not None:
            measured.append(t("jw.race.lever.fewer", m=deadline - 1, n=t.number(chance)))
        elif holder == behind:
            judged.append(t("jw.race.lever.fewer.plain", n=deadline))
        elif holder:
            judged.append(t("jw.race.lever.more", n=deadline))
        elif chance is not None:
            measured.append(
                t(
                    "jw.race.lever.deadline.shorter",
                    n=deadline,
                    m=deadline - 1,
                    under=t.number(chance),
                )
            )
        else:
            judged.append(t("jw.race.lever.deadline", n=deadline))
    judged.append(t("jw.race.lever.advantage"))
    said = _joined(judged, t)
    if measured:
        return t("jw.race.levers.judged", measured=_joined(measured, t), judged=said)
    return t("jw.race.levers.judged_only", judged=said)


def _joined(parts: list[str], t: Text) -> str:
    """Levers in a list: "a, b and c"."""
    said = t("jw.race.lever.and").join(parts[:-1])
    return t("jw.race.lever.last").join(x for x in (said, parts[-1]) if x)


def of_army(name: str, t: Text) -> str:
    """ "of" an army's name: "de Loreval", "d'Ost du Bey" (French elides), "Loreval's"."""
    elided = t.lang == "fr" and name[:1].lower() in _ELIDED
    return t("jw.race.of.elided" if elided else "jw.race.of", name=name)


def _shorter_balance(plan: BattlePlan, armies: tuple[str, str], rounds: int) -> Balance | None:
    """The balance of the two whole ``armies`` were the battle ``rounds`` long: the same
    races, stopped a round earlier (each race is followed to the scenario's deadline)."""
    pair = set(armies)
    return next((b for b in balances(plan, rounds) if {b.favoured, b.other} == pair), None)


def balances(plan: BattlePlan, rounds: int | None = None) -> list[Balance]:
    """For each pair of enemy armies whose whole armies race, which side the odds favour:
    each side's best row, the favoured side the one whose best is higher; the numbers
    those of the other side's best row, as the page prints them. ``rounds``: a deadline
    shorter than the scenario's (a lever), else the scenario's."""
    found = pairings(plan)
    deadline = plan.battle.deadline if rounds is None else rounds
    best: dict[tuple[str, str], tuple[float, float, int]] = {}
    for index, p in enumerate(found):
        if not p.followed or not _armies_race(p, plan):
            continue
        for side in (0, 1):
            mine = _on_top(p.engagement, side, p.armies, plan, deadline)
            theirs = _on_top(p.engagement, 1 - side, p.armies, plan, deadline)
            key = (p.armies[side], p.armies[1 - side])
            if key not in best or mine > best[key][0]:
                best[key] = (mine, theirs, index)
    found_balances = []
    for (army, enemy), (mine, theirs, index) in best.items():
        other = best.get((enemy, army))
        if other is None or (mine, army) > (other[0], enemy):
            continue  # the favoured side of the pair is said once, from the other's row
        found_balances.append(
            Balance(enemy, army, _in_100_whole(mine), _in_100_whole(theirs), index)
        )
    return found_balances


def _in_100_whole(chance: float) -> int:
    """A chance as the page prints it, in 100 (a half rounded up): "8 times in 100"."""
    return math.floor(chance * 100 + 0.5)


def _armies_race(p: Pairing, plan: BattlePlan) -> bool:
    """Whether ``p`` races the two whole armies: the race beside their corps' when one is
    split, the only one when neither is."""
    return p.whole or not any(plan.army(name).corps for name in p.armies)


def underdog_lines(plan: BattlePlan, t: Text) -> list[str]:
    """The GM page's line for each underdog, pointing to the page that explains it."""
    deadline = plan.battle.deadline
    return [
        t(
            "jw.race.lopsided_line" if deadline is None else "jw.race.lopsided_line.deadline",
            army=u.army,
            times=t.times(u.chance),
            title=t("jw.race.title"),
            n=deadline,
        )
        for u in underdogs(plan)
    ]


def _ground(pairing: Pairing, t: Text) -> str:
    """``Ground: Hanged Men's Wood · Willow Marsh``: the zone each side fights from, in
    the heading's order (the odds pages say who closed in, and from where)."""
    first, second = (z or t("jw.flat") for z in pairing.grounds)
    return t("jw.race.ground", first=first, second=second)


def race_page(plan: BattlePlan, t: Text, kit: Kit) -> dict[str, Any] | None:
    """The page's armies, races and rows; ``None`` for a battle without two enemy
    armies. ``kit`` marks the rulings the page follows."""
    found = pairings(plan)
    if not found:
        return None
    followed = [p for p in found if p.followed]
    side = sides(plan)
    deadline = plan.battle.deadline
    groups: list[dict[str, Any]] = []
    tagged: list[tuple[str, Pairing]] = []
    past = False
    # the lengths' table's last column, which holds every longer race ("15+")
    last = _last_round([p.engagement for p in followed[:KIT_RACES]])
    for pairing in followed[:KIT_RACES]:
        first, second = pairing.sides
        if not groups or groups[-1]["armies"] != pairing.armies:
            groups.append(
                {
                    "armies": pairing.armies,
                    "title": t(
                        "jw.race.against", first=pairing.armies[0], second=pairing.armies[1]
                    ),
                    "side_class": side[pairing.armies[0]],
                    # the Plans column's heads say whose plan is on top and whose, the
                    # enemy's, under it: a name on each row would not hold on the page
                    "plan_heads": [plan_of(a, t) for a in pairing.armies],
                    "races": [],
                    "lopsided": [],
                    "balance": "",
                    "levers": "",
                    # the balance and its levers, the one sentence the page prints
                    "balance_said": "",
                }
            )
        races = groups[-1]["races"]
        key = (first.name, first.hp, second.name, second.hp, pairing.whole)
        if not races or races[-1]["key"] != key or len(races[-1]["rows"]) >= TABLE_ROWS:
            races.append(
                {
                    "key": key,
                    "whole": t("jw.race.whole") if pairing.whole else "",
                    "first": side_text(first, t),
                    "second": side_text(second, t),
                    "first_name": first.name,
                    "second_name": second.name,
                    "ground": _ground(pairing, t),
                    "rows": [],
                }
            )
        e = pairing.engagement
        # with a deadline, who wins by then, and how often nobody has by then
        e_by = by_deadline(e, deadline)
        said = {
            **engagement_numbers(e, t, bare=True),
            **_whole_numbers(e_by, pairing.exact, t),
        }
        # a mean length past the scenario's last round is flagged: the race is followed
        # to a side's rout, but the battle stops at the deadline (the key says the mark)
        if deadline is not None and (e.mean is None or e.mean > deadline):
            said["mean"] = f"{said['mean']}\u00a0{PAST}"
            past = True
        # 9 in 10 over only in the lengths' table's last column: the round that column
        # says, "15+" (round 19: "15" read as a round of its own)
        nine = e.within(0.9)
        if nine is None or nine >= last:
            said["p90"] = f"{t.number(last)}+"
        tag = str(len(tagged) + 1)
        tagged.append((tag, pairing))
        melee = any(move.melee > 0 for move in first.plan + second.plan)
        races[-1]["rows"].append(
            {
                "tag": tag,
                "plan1": _plan_cell(first, pairing.planned[0], melee, t, kit),
                "plan2": _plan_cell(second, pairing.planned[1], melee, t, kit),
                "glance": glance(e_by, t) if deadline is None else _glance_by(e_by, t, deadline),
                **said,
            }
        )
    # what a lopsided battle means at the table, under its pair of armies' heading
    tags = {id(p): tag for tag, p in tagged}
    # which side the battle favours, and by how much, when it is not lopsided
    lopsided = {(u.army, u.enemy) for u in underdogs(plan)}
    for b in balances(plan):
        pairing = found[b.race]
        group = next((g for g in groups if g["armies"] == pairing.armies), None)
        if group is None or id(pairing) not in tags or (b.other, b.favoured) in lopsided:
            continue
        group["balance"] = t(
            "jw.race.balance.even" if b.under >= EVEN else "jw.race.balance",
            army=b.favoured,
            other=b.other,
            under=t.number(b.under),
            over=t.number(b.over),
            tag=tags[id(pairing)],
        )
        group["levers"] = levers(plan, b, t)
        group["levers_title"] = t("jw.race.levers_title", army=b.other)
        # the line the page prints (and its budget counts): one sentence
        group["balance_said"] = t(
            "jw.race.headline",
            balance=group["balance"],
            levers_title=group["levers_title"],
            levers=group["levers"],
        )
    for u in underdogs(plan):
        pairing = found[u.race]
        group = next((g for g in groups if g["armies"] == pairing.armies), None)
        if group is not None and id(pairing) in tags:
            group["lopsided"].append(
                t(
                    "jw.race.lopsided" if deadline is None else "jw.race.lopsided.deadline",
                    n=deadline,
                    army=u.army,
                    times=t.times(u.chance),
                    tag=tags[id(pairing)],
                )
            )
    approximate = any(not p.exact for _, p in tagged)
    unprinted = len(followed) - len(tagged)
    more = len(found) - len(followed)
    wins_head = t("jw.race.wins") if deadline is None else t("jw.race.outcome_by", n=deadline)
    page = {
        "help": marked(t, kit, "jw.race.help"),
        # the table's heads in words, each with what it means (a key under the help)
        # (the Plans column's heads name whose plan each line is, the HP's say when they
        # are left: no key)
        "key": [
            {"head": head, "text": t(f"jw.race.key.{k}", n=deadline)}
            for k, head in (
                ("outcome", t("jw.race.wins") if deadline is None else t("jw.race.key_outcome")),
                (
                    "rounds" if deadline is None else "rounds.deadline",
                    t("jw.race.key_rounds" if deadline is None else "jw.race.key_rounds.deadline"),
                ),
                *([("past", PAST)] if past else []),
                ("never", NEVER),
            )
        ],
        # with a deadline, the group is the battle's outcome then: a side's rout, or
        "wins_head": wins_head,
        # a third column: how often neither side has routed the other by then, which the
        # scenario's victory conditions (its first page) decide: the holder's wins
        "undecided_head": (
            ""
            if deadline is None
            else t("jw.race.undecided.holder", army=plan.battle.holder)
            if plan.battle.holder
            else t("jw.race.undecided")
        ),
        "wins_span": 2 if deadline is None else 3,
        # when the hit points left are counted: the races run on to a side's rout, past
        # the scenario's last round
        "left_when": (
            t("jw.race.left_when") if deadline is None else t("jw.race.left_when.deadline")
        ),
        "deadline": (
            t(
                "jw.race.deadline_help.holder" if plan.battle.holder else "jw.race.deadline_help",
                n=deadline,
                undecided=t("jw.race.undecided"),
                army=plan.battle.holder or "",
            )
            if deadline is not None
            else ""
        ),
        "groups": groups,
        "lengths": _lengths(tagged, t, deadline),
        "approximate": (
            marked(t, kit, "jw.race.approximate", cells=t.number(CELLS)) if approximate else ""
        ),
        "unprinted": t("jw.race.unprinted", n=t.number(unprinted)) if unprinted else "",
        "more": marked(t, kit, "jw.race.not_followed", n=t.number(more)) if more else "",
    }
    # the rulings' note ends the page: across it, in two columns, or on a page of its own,
    # as the room under the races allows (the rulings cited so far: the hero cards, later,
    # cite none of their own)
    sheet = kit.settings.sheet
    page["note_class"] = note_fit(page, _readings(kit), sheet.width - 24.0, sheet.height)
    return page


def _plan_cell(side: Fighter, planned: bool, melee: bool, t: Text, kit: Kit) -> str | Markup:
    """A plan as its cell of the Plans column prints it, marked where ruling O24 changes
    it: a manoeuvre it names gives way to another action inside a total melee, and a plan
    of the race (``melee``) can start one."""
    text = plan_text(side, planned, t, brief=True)
    if melee and any(m.in_melee is not None and m.in_melee.key != m.key for m in side.plan):
        return Markup.escape(text) + kit.ruling("O24")
    return text


def _readings(kit: Kit) -> list[str]:
    """The reading of each ruling the kit cites so far, in its language."""
    from kitgen.i18n.ruling_notes import TEXT

    return [TEXT[r][kit.text.lang == "fr"] for r in kit.cited if r in TEXT]


def _glance_by(e: Engagement, t: Text, deadline: int) -> str:
    """The line at a glance of a race the scenario's deadline stops (``by_deadline``):
    who wins most often, or that it is most often undecided then, and the round by which
    half the battles are over; the chances themselves are the row's own columns."""
    first, second = e.win
    if max(first, second) < e.rest:
        clauses = [t("jw.race.glance_undecided", n=deadline)]
    else:
        clauses = [t("jw.race.glance_winner", winner=e.first if first >= second else e.second)]
    half = e.within(0.5)
    if half is not None:
        clauses.append(t("jw.race.half", turns=turns_text(half, t)))
    return t("fight.then").join(clauses)


PAST = "*"
"""The mark of a race's mean length past the scenario's last round (its key says so)."""

NEVER = "—"
"""What cannot happen, in the race table's chances and in the lengths' table alike: one
notation for 0 (a blank cell read as missing, "0 %" as a rounded chance)."""


def _whole_numbers(e: Engagement, exact: bool, t: Text) -> dict[str, str]:
    """Each side's chance to win, the chance that neither has (both still standing when
    the race is no longer followed, the scenario's deadline, or both out at once), and
    the hit points each keeps on average, whole, as the page prints them: hit points are
    whole, and a race's chance is read to the percent (its length table counts in 100
    too). A chance that rounds to 0 or 100 but is not is "< 1 %" or "> 99 %", the one way
    the page says almost never or almost always; what cannot happen is ``NEVER``, as in
    the lengths' table; ``≈`` before a chance of an approximate race
    (``race_sides.CELLS``)."""
    first, second = e.win
    rest = e.neither + e.rest
    return {
        "first": _shown(first, second + rest, exact, t),
        "second": _shown(second, first + rest, exact, t),
        "undecided": _shown(rest, first + second, exact, t),
        "left1": t.number(math.floor(e.left[0] + 0.5)),
        "left2": t.number(math.floor(e.left[1] + 0.5)),
    }


def _shown(mine: float, others: float, exact: bool, t: Text) -> str:
    """One of a race's chances as the page prints it (``_whole_numbers``)."""
    if others <= 0:  # nothing else can happen (the float sum may miss 1 by 1e-16)
        return _pct("100", t)
    if mine <= 0:
        return NEVER
    n = _in_100_whole(mine)
    if n < 1:
        return _pct("<\u00a01", t)
    if n > 99:
        return _pct(">\u00a099", t)
    return ("" if exact else "≈\u00a0") + _pct(str(n), t)


def _pct(number: str, t: Text) -> str:
    return f"{number}\u202f%" if t.lang == "fr" else f"{number}%"


def _lengths(
    tagged: list[tuple[str, Pairing]], t: Text, deadline: int | None = None
) -> dict[str, Any]:
    """How long each race lasts: its chance (in 100) of ending at each round, a column
    per round up to the longest race's nine in ten (at most ``LONGEST``, the last column
    holding every longer race), the likeliest round stressed; the scenario's
    ``deadline`` round, when it has a column of its own, closed by a heavy rule and said
    in its head."""
    if not tagged:
        return {}
    last = _last_round([p.engagement for _, p in tagged])
    # the table starts at the first round a race can end: the rounds before it would be
    # empty columns
    first = min(_first_end(p.engagement, last) for _, p in tagged)
    heads = [t.number(n) for n in range(first, last)] + [f"{t.number(last)}+"]
    # the column of the deadline's round, counted from the table's first
    edge = deadline - first if deadline is not None and first <= deadline < last else None
    rows: list[dict[str, Any]] = []
    for tag, pairing in tagged:
        e = pairing.engagement
        chances = list(e.by_turn[: last - 1])
        chances += [0.0] * (last - 1 - len(chances))
        chances.append(max(0.0, 1.0 - sum(chances)))
        chances = chances[first - 1 :]
        likeliest = max(range(len(chances)), key=lambda k: (chances[k], -k))
        rows.append(
            {
                "tag": tag,
                "label": t(
                    "jw.race.against", first=pairing.sides[0].name, second=pairing.sides[1].name
                ),
                "cells": [
                    {"value": _in_100(c, t), "strong": k == likeliest, "edge": k == edge}
                    for k, c in enumerate(chances)
                ],
            }
        )
    tables = [rows[k : k + LENGTH_ROWS] for k in range(0, len(rows), LENGTH_ROWS)]
    return {
        "heads": heads,
        "edge": edge,
        "tables": tables,
        "edge_help": t("jw.race.lengths_deadline", n=deadline) if edge is not None else "",
    }


def _last_round(engagements: list[Engagement]) -> int:
    """The round of the lengths' table's last column, which holds every longer race: the
    one past the longest race's nine in ten, at least 3, at most ``LONGEST``."""
    last = max((e.within(0.9) or LONGEST) for e in engagements) + 1 if engagements else 3
    return min(max(last, 3), LONGEST)


def _first_end(e: Engagement, last: int) -> int:
    """The first round (from 1) at which a race can end, ``last`` at the latest."""
    return next((n for n, p in enumerate(e.by_turn[: last - 1], 1) if p > 0), last)


def _in_100(chance: float, t: Text) -> str:
    """A chance as a whole number out of 100, ``< 1`` for what is rarer but possible,
    ``NEVER`` for what cannot happen."""
    if chance <= 0:
        return NEVER
    if chance * 100 < 0.5:
        return "<\u00a01"
    return t.number(round(chance * 100))
