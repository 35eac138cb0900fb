"""JdRWiki plan -> an army sheet's values: the army as a character, then the page a pencil
fills during the battle (advantage points, heroism, each round's share-out, hit points).

Two pages an army: the first says what the army *is* (level, characteristics, skills,
the round's facts, talents, troops); the second tracks what *happens* to it. The
players' copy is laid out from the battle without its secret troops and heroes
(``kitgen.secrets``) and leaves out breakdowns and chances. What an army's troops add up
to (its headcount, hit points, DB and VDB, the damage that follows from them, its speed
when its slowest unit sets it) would count only the troops the players see: that copy
prints them for the players' army alone, and gives every other army a box to write each
in when the GM announces it (``Kit.figure``).
"""

from __future__ import annotations

import math
from typing import Any

from markupsafe import Markup

from kitgen.cards import Kit
from kitgen.i18n import Text
from kitgen.marks import marked, rulings_in
from kitgen.model import Term
from kitgen.report import exact
from kitgen.systems.jdrwiki.action_tables import ACTIONS
from kitgen.systems.jdrwiki.army import passive
from kitgen.systems.jdrwiki.army_tables import (
    CAPPED,
    CHARACTERISTICS,
    GRACE_ROUND_FREE_RANK,
    GRACE_ROUND_LOSS,
    PASSIVE_SKILLS,
    SKILLS,
)
from kitgen.systems.jdrwiki.cards import successor_line, under_successor
from kitgen.systems.jdrwiki.engagement import pairings
from kitgen.systems.jdrwiki.plan import HP_TRACK_STEPS, ArmyPlan, BattlePlan, BodyPlan
from kitgen.systems.jdrwiki.report import breakdown, chance_text, critical_text, term_label
from kitgen.systems.jdrwiki.talent_tables import TACTICAL_ADVANTAGE
from kitgen.systems.jdrwiki.terrain import Ground, occupant

ADVANTAGE_TRACK = range(-10, 16)
"""The advantage-point tracker: from -10 to +15."""
TRACK_ROW = 10
"""Hit-point steps on one line of a body's track (20 steps: two lines)."""
SHARE_OUT = ("environment", "security", "focus", "protection", "hargne", "preparation")
"""Where advantage points go each round: the three attention criteria, then the three
the round consumes (seed 002, "Points d'avantage")."""
LOG_FLOOR = 10
"""The fewest rounds on a share-out grid where the page has room: a short battle's spare
lines are there for one that runs on."""
TRACKER_MM = {
    "margins": 27.0,
    "top": 36.6,
    "heroism": 3.0,
    "body": 76.1,
    "write_in": -11.3,
    "grid": 24.1,
    "effects": 7.0,
    "legend": 21.0,
    "legend_ref": 3.6,
    "from_heads": 6.0,
    "row": 7.2,
    "spare": 1.0,
    "note": 8.8,
    "ruling": 6.4,
}
"""A tracker page's line budget, in millimetres, as the example's pages measure on A4 and
Letter (templates/jdrwiki/kit.css): the page's margins; its title and the advantage
line with its help; what the heroism boxes beside the help add; one body's block with
its two lines of hit-point boxes (its heading on two lines), and what it is shorter with
figures left to write in (a line under each box, not three); the grid's heading, head
row and help; the strip of lasting effects under it (on a page with room for it); the
legend of its columns (the army's first page; the next ones point to it, on a line); the
second head row that names the enemy bodies
of the damage columns; one round's row; room to spare; the rulings' note (its margin, its
heading and short lede on one line, then two lines a ruling: its title, and the reading
the kit follows in a sentence) where the copy ends on this page."""


def log_room(
    page_height: float,
    *,
    heroism: bool = False,
    rulings: float = 0,
    write_in: bool = False,
    from_heads: bool = False,
    legend: bool = True,
) -> int:
    """How many rounds the share-out grid holds on a tracker page ``page_height`` mm tall,
    under one body's hit-point track (its figures left to ``write_in``), with the
    commander's ``heroism`` boxes, and the note of ``rulings`` rulings where the copy ends
    on this page."""
    room = log_mm(
        page_height,
        heroism=heroism,
        rulings=rulings,
        write_in=write_in,
        from_heads=from_heads,
        legend=legend,
    )
    return max(0, int(room // TRACKER_MM["row"]))


def log_mm(
    page_height: float,
    *,
    heroism: bool = False,
    rulings: float = 0,
    write_in: bool = False,
    from_heads: bool = False,
    legend: bool = True,
) -> float:
    """The millimetres the rows of the share-out grid have on a tracker page (``log_room``),
    its damage columns headed by the enemy bodies' names where ``from_heads``, the legend of
    its columns in full where ``legend`` (else a line that points to it)."""
    mm = TRACKER_MM
    room = page_height - mm["margins"] - mm["top"] - mm["body"] - mm["grid"] - mm["spare"]
    room -= mm["legend"] if legend else mm["legend_ref"]
    room -= mm["from_heads"] if from_heads else 0.0
    room -= mm["write_in"] if write_in else 0.0
    room -= mm["heroism"] if heroism else 0.0
    room -= mm["note"] + mm["ruling"] * rulings if rulings else 0.0
    return room


CHARS_PER_MM = 0.74
"""Characters of the kit's small sans a millimetre of line holds, about (the rulings'
note here and on the race page)."""
NOTE_TITLE = 34
"""The characters of a ruling's title in the note, about (its reading follows it)."""
NOTE_INDENT_MM = 6.0
"""A reading's indent under its mark (``_base/kit.css``: ``.rulings-note li``)."""


def note_rulings(kit: Kit) -> float:
    """The rulings' note of ``kit`` as ``TRACKER_MM["ruling"]`` counts it: a ruling a
    reading of two lines or more, half of one a reading that holds on one line with its
    title (O19's) across the page (``race_page``'s measure of the small sans)."""
    from kitgen.i18n.ruling_notes import TEXT

    line = (kit.settings.sheet.width - 24.0 - NOTE_INDENT_MM) * CHARS_PER_MM
    readings = [TEXT[r][kit.text.lang == "fr"] for r in kit.cited if r in TEXT]
    return sum(0.5 if NOTE_TITLE + len(r) <= line else 1.0 for r in readings)


MAX_DAMAGE_COLUMNS = 3
"""The most enemy bodies the grid of rounds gives a damage column each (seed 002: each
corps deals its own damage); more share one column."""

TIGHTEST_ROW = 5.0
"""The shortest row of a share-out grid, in mm, a pencil still writes in (a line of 5 mm
squared paper; 5.8 left the players' Letter pages at round 7 of 10): a grid that must
hold the scenario's rounds (``deadline:``), or on the GM's copy the rounds of the odds, on
a page short of room has its rows (every page's alike) brought down this far, never
further."""


def battle_rounds(plan: BattlePlan, army: ArmyPlan) -> int | None:
    """How long the battle may last for ``army``, from the races of army against army
    (ruling O15): the rounds by which 9 races in 10 are over, the longest of the races it
    runs (as a whole and corps by corps); ``None`` where none was followed that far."""
    rounds = [
        p.engagement.within(0.9) for p in pairings(plan) if army.name in p.armies and p.followed
    ]
    known = [n for n in rounds if n is not None]
    return max(known) if known else None


def tracked(plan: BattlePlan, kit: Kit) -> set[str]:
    """The armies whose battle tracker this copy prints. The GM's: every army's. The
    players': their side's only (the enemy's is the GM's to keep), their side being that
    of the ``players_army:``, else of every army with a player or a player-character
    commander; every army's when the battle names none."""
    every = {a.name for a in plan.armies}
    if kit.gm:
        return every
    if kit.players:
        theirs = [a for a in plan.armies if a.name == kit.players]
    else:
        theirs = [a for a in plan.armies if a.army.player or a.army.commander.player]
    if not theirs:
        return every
    sides = {a.side for a in theirs}
    return {a.name for a in plan.armies if a.side in sides}


def sides(plan: BattlePlan) -> dict[str, str]:
    """Each army's side mark: ``side-0`` (dark, solid) for the first side in the file,
    ``side-1`` (light, outlined) for the second, none beyond (they stay apart in
    greyscale, _base/kit.css)."""
    order = list(dict.fromkeys(a.side for a in plan.armies))
    return {
        a.name: f"side-{order.index(a.side)}" if order.index(a.side) < 2 else ""
        for a in plan.armies
    }


def commander_line(army: ArmyPlan, t: Text) -> str:
    c = army.army.commander
    bits = [t("jw.level_n", n=c.level)]
    if c.strategist:
        bits.append(t("jw.strategist_n", n=c.strategist))
    bits += [t(f"jw.formation.{f}") for f in c.formations]
    if c.player:
        bits.append(t("jw.pc"))
    return f"{c.name} ({', '.join(bits)})"


def talent_name(key: str, times: int, t: Text) -> str:
    name = t(f"jw.talent.{key}")
    return f"{name} ×{times}" if times > 1 else name


def steps(plan: BattlePlan, t: Text) -> str:
    """What a flat damage bonus is counted in: VDB (ruling O3) or points (house rule)."""
    return t(f"jw.steps.{plan.battle.house_rules.advantage_points}")


def terms_text(terms: tuple[Term, ...], t: Text, kit: Kit | None = None) -> str:
    """``Stronghold −2, Heights +1``: what the ground or a talent adds in a matchup; a
    line breaks between terms, never inside one (``Intempéries −1``, ``5 × Place forte
    +10`` are not split). With a ``kit``, a stronghold's special bonus carries the mark
    of the ruling that adds it on top of the usual one (O4)."""
    said = [f"{term_label(x, t)} {t.signed(x.value)}".replace(" ", "\u00a0") for x in terms]
    if kit is None or not any(x.key == "stronghold_special" for x in terms):
        return ", ".join(said)
    return Markup(", ").join(
        Markup("%s%s") % (text, kit.ruling("O4")) if x.key == "stronghold_special" else text
        for x, text in zip(terms, said, strict=True)
    )


def army_sheet(
    army: ArmyPlan,
    plan: BattlePlan,
    t: Text,
    kit: Kit,
    page_height: float = 297.0,
    last: bool = False,
) -> dict[str, Any]:
    """One army's sheet: the army as a character, then, where this copy prints it
    (``tracked``), its battle tracker on pages ``page_height`` mm tall. The ``last`` text
    page of the copy ends with the note of the rulings its marks point to (the players'
    copy: this sheet's last page), for which its grid of rounds leaves room."""
    gm = kit.gm
    known = kit.known(army.name)
    # the players' copy of an enemy: what they can see of it (its name, its commander's
    # and aides' names, its zone, the troops and heroes they have spotted); its figures,
    # talents and round are for them to learn (Espionnage) and write in
    hidden = enemy_in_copy(army, plan, kit)
    # the skills on site: in the zone of each corps (a split army's corps stand apart),
    # else of the army
    starts = list(dict.fromkeys(b.at or army.army.at for b in army.bodies))
    # the GM's copy: a column too for each zone the pages against an enemy have the army
    # come to, to fight from there (``places.approach``), as its plan takes it
    route = _route(army, plan) if gm else {}
    zones = starts + [z for z in route if z not in starts]
    placed = [occupant(plan.ground(z)) for z in zones]
    # the speed the file gives the army is its own; its slowest unit's may be a secret one
    speed = known or army.speed_source == "file"
    bodies = [_body(b, army, plan, t, kit) for b in army.bodies]
    sheet = {
        "name": army.name,
        "side": army.side if army.side != army.name else "",
        "side_class": sides(plan)[army.name],
        "player": army.army.player or "",
        "commander": commander_line(army, t),
        "aides": _aides_line(army, t),
        "level": army.level.value,
        "level_breakdown": breakdown(army.level, t) if gm else "",
        "characteristics": [
            {
                "name": t(f"jw.char.{c}"),
                "abbr": t(f"jw.abbr.{c}"),
                "score": army.characteristics[c].value,
                "modifier": t.signed(army.modifiers[c]),
                "breakdown": _char_breakdown(army, c, t) if gm else "",
                "capped": army.characteristics[c].clamped,
            }
            for c in CHARACTERISTICS
        ],
        "zone": army.army.at or t("jw.flat"),
        # a column "here" a zone the army's bodies stand in, headed by the zone
        "here_heads": [z or t("jw.flat") for z in zones] if len(zones) > 1 else [],
        "here_help": " ".join(
            [_here_help(army, plan, starts, t, gm, why=len(zones) > 1)]
            + [
                t(
                    "jw.here_help.route",
                    zone=z,
                    why=_ground_why(plan.ground(z), t) or t("jw.flat"),
                    enemy=", ".join(enemies),
                )
                for z, enemies in route.items()
                if z not in starts
            ]
        ),
        # skill, score, passive, here (always: an army without a zone stands on flat
        # ground), then how it adds up (the GM's copy) or what it is rolled for (the
        # players', which has room for it)
        "skill_columns": 4 + len(zones),
        "skill_groups": [
            {
                "name": t(f"jw.group.{group}"),
                "rows": [
                    _skill_row(army, s.key, placed, t, gm) for s in SKILLS if s.group == group
                ],
            }
            for group in ("offensive", "defensive", "support")
        ],
        "round": _round_facts(army, t, kit, speed=speed),
        "speed": None if speed else kit.figure(army.name, _speed(army, t), ""),
        "talents": [
            {"name": talent_name(k, n, t), "effect": _talent_effect(k, n, army, plan, t, known)}
            for k, n in army.talents.items()
        ],
        "talents_line": t("jw.talents_used", n=army.talents_taken, slots=army.talent_slots),
        "command": _command_facts(army, t, kit),
        "command_title": t("jw.command"),
        "units": [
            {"name": n, "value": t.number(v), "count": t.number(c), "hp": t.number(v * c)}
            for n, v, c in army.whole.units
        ],
        # the players' copy of another army: the lines are the troops its players know
        # of, and so is their total (what the lines add up to, nothing more: a secret
        # troop is left out of both), the army's own figures the GM's to announce
        "units_title": t("jw.troops") if known else t("jw.troops_known"),
        "units_help": "" if known else t("jw.units_help.known"),
        "units_total": {
            "count": t.number(army.whole.headcount),
            "hp": t.number(army.whole.hp),
        },
        "heroes": [
            f"{h.name} ({t(f'jw.class.{h.cls.key}')}, {t('jw.cooldown_n', n=h.cooldown)})"
            for h in army.heroes
        ],
        # the grid's heads, each with where it may break (its columns are narrow)
        "share_out": [t(f"jw.log.spend.{k}") for k in SHARE_OUT],
        "share_keys": list(SHARE_OUT),
        "bodies": bodies,
        "split": bool(army.corps),
        # the battle tracker: a page a body (the whole army, or each corps)
        "tracker": (
            _tracker(army, bodies, plan, t, kit, page_height, note_rulings(kit) if last else 0)
            if army.name in tracked(plan, kit)
            else []
        ),
        "rulings_here": last,
        "hidden": hidden,
    }
    if not hidden:
        return sheet
    # its speed is seen on the field: the file's is printed, else a box as before
    pace = [_speed(army, t)] if army.speed_source == "file" else []
    return {**_enemy_sheet(sheet, army, t), "round": [t("jw.enemy.round"), *pace]}


def enemy_in_copy(army: ArmyPlan, plan: BattlePlan, kit: Kit) -> bool:
    """Whether ``army`` is an enemy in this copy: the players' copy of a battle that says
    whose side the players are on, an army of another side."""
    return not kit.gm and army.name not in tracked(plan, kit)


def _enemy_sheet(sheet: dict[str, Any], army: ArmyPlan, t: Text) -> dict[str, Any]:
    """An enemy's sheet as its players see it: its names, its zone, the troops and heroes
    they have spotted, and empty boxes for the figures they learn (by Espionnage, or as
    the GM announces them); the rules a skill is rolled for stay, its figures go."""
    blank = {"score": "", "passive": ""}
    return {
        **sheet,
        "commander": army.army.commander.name,
        "aides": ", ".join(a.name for a in army.army.aides),
        "level": "",
        "characteristics": [
            {**c, "score": "", "modifier": "", "capped": False} for c in sheet["characteristics"]
        ],
        "skill_groups": [
            {
                **g,
                "rows": [
                    {
                        **r,
                        **blank,
                        "here": [
                            {"value": "", "passive": "", "changed": False, "terms": ""}
                            for _ in r["here"]
                        ],
                    }
                    for r in g["rows"]
                ],
            }
            for g in sheet["skill_groups"]
        ],
        "here_help": t("jw.enemy.help"),
        "talents": [],
        "talents_line": "",
        "command": [],
        "command_title": "",
        "heroes": [h.name for h in army.heroes],
    }


def _tracker(
    army: ArmyPlan,
    bodies: list[dict[str, Any]],
    plan: BattlePlan,
    t: Text,
    kit: Kit,
    page_height: float,
    rulings: float = 0,
) -> list[dict[str, Any]]:
    """The pages of an army's battle tracker, one a body (the whole army or each corps),
    each with its own advantage points and its grid of rounds; the commander's heroism
    boxes on the first; the last leaves room for the note of ``rulings`` rulings, where
    the copy ends on it. Every grid has as many rounds as the others, of the same height,
    in both copies (``tracker_rounds``)."""
    # the damage taken each round, a column for each enemy body that may deal it (a
    # column alone past a few: the names would not fit)
    enemies = [b.name for a in plan.armies if a.side != army.side for b in a.bodies]
    damage_from = enemies if 1 < len(enemies) <= MAX_DAMAGE_COLUMNS else []
    # the commander's heroism: one pool, on the commander's hero card when the commander
    # steps in as a hero (the card goes with the commander's corps), else on the first
    # page; every page says where
    on_card = commander_heroism_on_card(army)
    own = 0 if on_card else army.army.commander.heroism
    pooled = bool(own or army.army_heroism)

    def room(i: int, legend: bool) -> float:
        return log_mm(
            page_height,
            heroism=pooled and i == 0,
            rulings=rulings if i == len(bodies) - 1 else 0,
            write_in=bodies[i]["write_in"],
            from_heads=bool(damage_from),
            legend=legend,
        )

    # the legend of the columns on the army's first page; the next ones point to it
    # where they are short of room for it
    # every page keeps room for the strip of lasting effects (the rows shorten for it)
    rooms = [room(i, i == 0) - TRACKER_MM["effects"] for i in range(len(bodies))]
    row_mm = TRACKER_MM["row"]
    rows, rounds = tracker_rounds(plan, army, kit, max(0, int(min(rooms) // row_mm)))
    deadline = plan.battle.deadline
    # the rounds the battle may last: the scenario's, else (the GM's copy) the odds'
    target = deadline if deadline is not None else rounds and max(rounds, LOG_FLOOR)
    if target and rows < target:
        # those rounds on every page, in rows a little shorter
        row_mm = max(TIGHTEST_ROW, math.floor(min(rooms) / target * 10) / 10)
        rows = min(target, int(min(rooms) / row_mm + 1e-9))
    # a page short of the scenario's rounds that points to the legend elsewhere says so at
    # the end of the grid's help, on its one line, rather than on a line of its own
    ref = t("jw.log_legend.elsewhere", corps=bodies[0]["name"])
    inline = False
    if deadline is not None and rows < deadline and len(bodies) > 1:
        short = t("jw.log_help.deadline", n=deadline)
        ref = t("jw.log_legend.elsewhere_inline", corps=bodies[0]["name"])
        line = (kit.settings.sheet.width - 24.0) * CHARS_PER_MM
        freed = [r + (TRACKER_MM["legend_ref"] if i else 0.0) for i, r in enumerate(rooms)]
        tighter = max(TIGHTEST_ROW, math.floor(min(freed) / deadline * 10) / 10)
        if len(short) + 1 + len(ref) <= line and min(freed) / tighter + 1e-9 >= deadline:
            inline, row_mm, rows = True, tighter, deadline
        else:
            ref = t("jw.log_legend.elsewhere", corps=bodies[0]["name"])
    if deadline is not None:
        log_help = t(
            "jw.log_help.deadline" if rows >= deadline else "jw.log_help.deadline_longer",
            n=deadline,
        )
    elif rounds is None:
        log_help = t("jw.log_help")
    else:
        log_help = t("jw.log_help.odds" if rounds <= rows else "jw.log_help.longer", n=rounds)
    legend_here = [i == 0 or room(i, True) >= rows * row_mm for i in range(len(bodies))]
    # the room the pointer's own line would take, given back where it joins the help
    given = [TRACKER_MM["legend_ref"] if inline and not here else 0.0 for here in legend_here]
    # the strip of lasting effects under the grid, on every page with room for it under
    # the rows (the players' last page may keep that room for the rulings' note)
    effects_here = [
        room(i, legend_here[i]) + given[i] - rows * row_mm >= TRACKER_MM["effects"]
        for i in range(len(bodies))
    ]
    log_legend = [
        t("jw.log_legend.initiative"),
        t("jw.log_legend.attention"),
        t("jw.log_legend.spent"),
        t("jw.log_legend.damage" if damage_from else "jw.log_legend.damage_one"),
    ]
    if not army.corps:
        # an army in one body may split (Regrouper / diviser): where its second corps goes
        log_legend.append(t("jw.log_legend.split"))
    pages = []
    for i, body in enumerate(bodies):
        heroism = own if i == 0 else 0
        army_heroism = army.army_heroism if i == 0 else 0
        pages.append(
            {
                "corps": body["name"] if army.corps else "",
                "body": body,
                "advantage": [
                    {"n": t.signed(n) if n else "0", "start": n == army.round_one_of(i)}
                    for n in ADVANTAGE_TRACK
                ],
                "advantage_help": _advantage_help(army, i, t, kit)
                + (
                    Markup(" ") + _heroism_where(army, i, bodies, t)
                    if on_card or (pooled and i)
                    else ""
                ),
                "heroism_label": t(
                    "jw.commander_heroism.corps" if army.corps else "jw.commander_heroism",
                    n=army.army.commander.heroism,
                ),
                "heroism": heroism,
                "army_heroism": army_heroism,
                "log_rows": [
                    {"n": n, "odds": n == rounds and plan.battle.deadline is None}
                    for n in range(1, rows + 1)
                ],
                "log_help": f"{log_help} {ref}" if given[i] else log_help,
                "log_legend": log_legend if legend_here[i] else [],
                "effects": effects_here[i],
                "log_legend_ref": "" if legend_here[i] or given[i] else ref,
                "damage_from": damage_from,
                "row_height": f"{row_mm:.1f}mm",
            }
        )
    return pages


def commander_heroism_on_card(army: ArmyPlan) -> bool:
    """Whether the commander's heroism points are ticked on the commander's hero card (a
    commander who steps in as a hero and has heroism points), not on the tracker."""
    return army.commander_hero is not None and army.army.commander.heroism > 0


def _heroism_where(army: ArmyPlan, i: int, bodies: list[dict[str, Any]], t: Text) -> str:
    """Where the commander's heroism is ticked, said on a tracker page without its boxes."""
    if commander_heroism_on_card(army):
        return t(
            "jw.heroism_on_card",
            name=army.army.commander.name,
            n=army.army.commander.heroism,
        )
    return t("jw.heroism_elsewhere", corps=bodies[0]["name"])


def tracker_rounds(
    plan: BattlePlan, army: ArmyPlan, kit: Kit, room: int
) -> tuple[int, int | None]:
    """How many rounds every grid of ``army``'s tracker holds, the pages having ``room``
    for that many at most, and the rounds by which 9 battles in 10 are over (the GM's
    copy, where there is no deadline; else ``None``). The battle's ``deadline:`` when it
    sets one (both copies: no battle lasts longer); else the GM's copy runs to the
    rounds of the odds (``battle_rounds``, at least ``LOG_FLOOR``), the players' (which
    prints no odds: a secret troop must not change it) as far as the pages have room."""
    deadline = plan.battle.deadline
    if deadline is not None:
        return min(room, deadline), None
    rounds = battle_rounds(plan, army) if kit.gm else None
    return (room if rounds is None else min(room, max(rounds, LOG_FLOOR))), rounds


def _char_breakdown(army: ArmyPlan, key: str, t: Text) -> str:
    """How a characteristic adds up; for INT, WIS and CHA, the commander's own score that
    caps it (J1), unless Autonomie lifts the cap."""
    text = breakdown(army.characteristics[key], t)
    cap = getattr(army.army.commander, key) if key in CAPPED else None
    if cap is None or army.has("autonomy"):
        return text
    return f"{text} · {t('jw.cap_line', n=cap)}"


def _advantage_help(army: ArmyPlan, k: int, t: Text, kit: Kit) -> Markup:
    """What the advantage track of body ``k`` starts at: with a strategist, its points in
    round 1 (ruling O22); a split army's strategist gives every corps its points, or a
    share of them (ruling O16)."""
    n = army.start_of(k)
    first = army.round_one_of(k)
    if not army.strategist:
        key = "jw.advantage_help.corps" if army.corps else "jw.advantage_help"
        return Markup.escape(t(key, n=n))
    if not army.corps:
        why = _first_roll(army, "", n, t)
        return _round_one(army, t, kit, "jw.advantage_help.rank", n=n, first=first, why=why)
    if army.shares_points:
        why = _first_roll(army, "", n, t)
        return _round_one(army, t, kit, "jw.advantage_help.shared", n=n, first=first, why=why)
    why = _first_roll(army, "corps_", n, t)
    return _round_one(army, t, kit, "jw.advantage_help.strategist", n=n, first=first, why=why)


def _first_roll(army: ArmyPlan, kind: str, n: int, t: Text) -> str:
    """Where a body's round-1 advantage points come from (ruling O22): its first
    initiative roll, or, with the house rule, the start's ``n`` and that roll's."""
    reading = "both" if army.doubles_first_roll else "rank"
    return t(f"jw.first_roll.{kind}{reading}", n=n)


def _round_one(army: ArmyPlan, t: Text, kit: Kit, key: str, **params: object) -> Markup:
    """The catalogue's ``key`` with its rulings' marks, as :func:`marked` sets them, but
    for the round-1 reading's (ruling O22) under the house rule that gives both the start
    and the first roll: the sentence then says so itself, and the note's reading is not
    the table's."""
    if not army.doubles_first_roll:
        return marked(t, kit, key, **params)
    raw = t.raw(key).replace("{ruling_O22}", "")
    marks = {f"ruling_{r}": kit.ruling(r) for r in rulings_in(raw)}
    return Markup(raw).format(**params, **marks)


def _start_fact(army: ArmyPlan, t: Text, kit: Kit) -> str:
    """The advantage points the army (or each corps) has in round 1 and gains at each
    later initiative roll (rulings O16, O22)."""
    if not army.strategist:
        return t("jw.fact.start.none")
    n = army.strategist
    if not army.corps:
        first = army.round_one_advantage
        key = "jw.fact.start.one" if first == 1 else "jw.fact.start.many"
        return _round_one(army, t, kit, key, n=n, first=first, why=_first_roll(army, "", n, t))
    if army.shares_points:
        count = range(len(army.corps))
        parts = " / ".join(str(army.round_one_of(k)) for k in count)
        later = " / ".join(str(army.start_of(k)) for k in count)
        why = _first_roll(army, "shared_", n, t)
        return _round_one(
            army, t, kit, "jw.fact.start_shared", n=n, parts=parts, later=later, why=why
        )
    first = army.round_one_of(0)
    why = _first_roll(army, "corps_", n, t)
    return _round_one(army, t, kit, "jw.fact.start_corps", n=n, first=first, why=why)


def _aides_line(army: ArmyPlan, t: Text) -> str:
    out = []
    for aide in army.army.aides:
        # its own level, when the file gives it: the level the army's is recomputed from
        # if the commander falls and it takes over (ruling O18)
        bits = [t("jw.level_n", n=aide.level)] if aide.level is not None else []
        if aide.strategist:
            bits.append(t("jw.strategist_n", n=aide.strategist))
        bits += [t(f"jw.formation.{f}") for f in aide.formations]
        out.append(f"{aide.name} ({', '.join(bits)})" if bits else aide.name)
    return ", ".join(out)


def _route(army: ArmyPlan, plan: BattlePlan) -> dict[str, list[str]]:
    """The zones the army's bodies come to, to fight an enemy two zones away or more
    (``Matchup.closing_in``), each with the enemy bodies it comes to fight there."""
    out: dict[str, list[str]] = {}
    for m in plan.matchups:
        if m.attacker == army.name and m.closing_in == "attacker":
            zone, enemies = m.attacker_ground.name, list(m.defender_bodies)
        elif m.defender == army.name and m.closing_in == "defender":
            zone, enemies = m.defender_ground.name, [m.attacker_body]
        else:
            continue
        seen = out.setdefault(zone, [])
        seen += [e for e in enemies if e not in seen]
    return out


def _here_help(
    army: ArmyPlan,
    plan: BattlePlan,
    zones: list[str | None],
    t: Text,
    gm: bool,
    why: bool = False,
) -> str:
    """What the "here" columns count: the ground of the army's zone, or of each corps's;
    heights apart, which the GM's pages against each enemy count (the players' copy,
    which has no such pages, says only what they depend on)."""
    heights = t("jw.here_heights" if gm else "jw.here_heights.players")
    if len(zones) == 1:
        name = zones[0] or t("jw.flat")
        # ``why``: its cells have no room for the terms (a column for a zone it comes to)
        terms = _ground_why(plan.ground(zones[0]), t) if why and gm else ""
        return t("jw.here_help", zone=t.pair(name, terms) if terms else name, heights=heights)

    def zone(at: str | None) -> str:
        # the GM's copy says why a column's figures change, as the one-zone sheet does in
        # its cells (a split army's columns have no room for it there)
        why = _ground_why(plan.ground(at), t) if gm else ""
        name = at or t("jw.flat")
        return f"{name} ({why})" if why else name

    where = t.semicolon.join(t.pair(b.name, zone(b.at or army.army.at)) for b in army.bodies)
    return t("jw.here_help.corps", where=where, heights=heights)


def _ground_why(ground: Ground, t: Text) -> str:
    """What a zone's ground adds to the skills of the body standing there, term by term,
    one sign each or both: ``Couverture ±2, Intempéries −1`` (the columns show which
    skills change); and the weather a stronghold shelters from (seed 002, "Intempéries":
    the stronghold's level comes off the weather's), which no column shows."""
    mods = occupant(ground)
    values: dict[str, set[int]] = {}
    for spec in SKILLS:
        for term in mods.get(spec.key, ()):
            values.setdefault(term_label(term, t), set()).add(term.value)
    out = []
    for label, seen in values.items():
        if len(seen) == 2 and sum(seen) == 0:
            value = f"±{t.number(max(seen))}"
        else:
            value = "/".join(t.signed(v) for v in sorted(seen, reverse=True))
        out.append(f"{label}\u00a0{value}")
    sheltered = ground.weather - ground.felt_weather
    if sheltered:
        key = "jw.here_sheltered" if ground.felt_weather else "jw.here_sheltered.all"
        out.append(t(key, n=ground.weather, off=sheltered))
    return ", ".join(out)


def _skill_row(
    army: ArmyPlan, key: str, placed: list[dict[str, Any]], t: Text, gm: bool
) -> dict[str, Any]:
    stat = army.skills[key]
    spec = next(s for s in SKILLS if s.key == key)

    def here(mods: dict[str, Any]) -> dict[str, Any]:
        terms = tuple(mods.get(key, ()))
        shift = sum(term.value for term in terms)
        return {
            "value": stat.value + shift,
            # the passive score there too (10 + the score there), for the skills that have
            # one: what an action against the army on that ground must meet
            "passive": passive(stat.value + shift) if key in PASSIVE_SKILLS else "",
            "changed": bool(shift),
            # what the ground adds, on the GM's copy where one column leaves it room (a
            # split army's columns say it on each zone's card)
            "terms": terms_text(terms, t) if gm and len(placed) == 1 else "",
        }

    return {
        "name": t(f"jw.skill.{key}"),
        "abbr": t(f"jw.abbr.{spec.characteristic}"),
        "score": stat.value,
        "passive": army.passives.get(key, ""),
        "here": [here(mods) for mods in placed],
        "breakdown": breakdown(stat, t) if gm else "",
        "uses": "" if gm else _uses(key, t),
    }


def _uses(skill: str, t: Text) -> str:
    """The actions a skill is rolled for, and those it defends against (the players'
    sheet): ``Assaut massif, Assaut combiné · contre : Recul, Charge``."""
    if skill == "initiative":
        return t("jw.uses.initiative")
    rolled = [t(f"jw.action.{a.key}") for a in ACTIONS if skill in a.attack]
    met = [t(f"jw.action.{a.key}") for a in ACTIONS if skill in a.defence]
    parts = [", ".join(rolled)] if rolled else []
    if met:
        parts.append(t.pair(t("jw.uses.against"), ", ".join(met)))
    return " · ".join(parts)


def _body(body: BodyPlan, army: ArmyPlan, plan: BattlePlan, t: Text, kit: Kit) -> dict[str, Any]:
    """A body's block: its hit points, damage and hit-point track; where this copy may not
    print its army's figures (``Kit.known``), boxes to write them in and a track by
    twentieths of the starting hit points."""
    known = kit.known(army.name)
    vdb = plan.battle.house_rules.advantage_points == "vdb"
    if known:
        track = [
            {"hp": t.number(hp), "more": [t.number(db), t.number(vdb)]}
            for hp, db, vdb in body.hp_track
        ]
        head = [t("jw.hp"), t("jw.db"), t("jw.vdb")]
    else:
        steps = range(1, HP_TRACK_STEPS + 1)
        left = [100 * (HP_TRACK_STEPS - step) // HP_TRACK_STEPS for step in steps]
        track = [{"hp": t("jw.share_left", n=n), "more": []} for n in left]
        head = [t("jw.hp")]
    if not vdb:  # counted in points, each is one whatever the army
        hargne = t("jw.hargne_each", n=t.number(1))
        protection = t("jw.protection_each", n=t.number(1))
    elif known:
        # a point of fury is worth the body's own DS, which falls as its track is ticked;
        # a point of protection, the DS of whoever hits (ruling J4)
        hargne = t("jw.hargne_each_column", n=t.number(body.vdb))
        protection = t("jw.protection_each_attacker")
    else:
        hargne, protection = t("jw.hargne_each_vdb"), t("jw.protection_each_vdb")

    def figure(value: int) -> Any:
        return kit.figure(army.name, t.number(value), "")

    return {
        "name": body.name,
        "units": ", ".join(f"{t.number(c)} {n}" for n, _, c in body.units),
        "hp": figure(body.hp),
        "db": figure(body.db),
        "vdb": figure(body.vdb),
        "write_in": not known,
        "at": body.at or "",
        "heroes": ", ".join(body.heroes),
        "track": track,
        "track_head": head,
        # what the last box, 0 hit points, means: a corps wiped out, an army routed
        "track_help": Markup(" ").join(
            (
                # the steps' ruling (O21) marked in both copies: the players' note
                # sets its lede on its heading's line, the line its reading takes
                marked(t, kit, "jw.track_help") if known else t("jw.track_help_share"),
                t("jw.track_end.corps" if army.corps else "jw.track_end.army"),
            )
        ),
        "track_rows": [track[i : i + TRACK_ROW] for i in range(0, len(track), TRACK_ROW)],
        "hargne": hargne,
        "protection": protection,
        "ruthless": figure(body.ruthless_db) if army.has("ruthless") else "",
        "last_chance": figure(body.last_chance) if army.has("last_chance") else "",
    }


def _free_grace(army: ArmyPlan, t: Text) -> str:
    """Why re-rolling initiative costs nothing, said against the rule's 2 points: the
    strategist's rank, else Assurance (seed 002, "Stratège", "Assurance")."""
    if army.strategist >= GRACE_ROUND_FREE_RANK:
        return t("jw.fact.grace.free_rank", loss=GRACE_ROUND_LOSS, rank=GRACE_ROUND_FREE_RANK)
    if army.has("assurance"):
        return t("jw.fact.grace.free_assurance", loss=GRACE_ROUND_LOSS)
    return t("jw.fact.grace.none")


def _round_facts(army: ArmyPlan, t: Text, kit: Kit, *, speed: bool = True) -> list[str]:
    """The round's facts; the players' copy gives the critical range without its chance,
    and without ``speed`` leaves the army's speed to a box of the sheet's."""
    gm = kit.gm
    low = army.critical_low
    grace = army.grace_round
    facts = [
        (
            t("jw.fact.adapted", n=army.initiative_cap)
            if army.has("adaptation")
            else t("jw.fact.initiative", n=army.initiative_cap, actions=army.actions_per_round)
        ),
        (
            t(
                "jw.fact.critical",
                range=critical_text(low),
                chance=chance_text(army.critical_chance, t),
            )
            if gm
            else t("jw.fact.critical_range", range=critical_text(low))
        ),
        marked(t, kit, "jw.fact.critical_damage"),
        _start_fact(army, t, kit),
        (
            t.plural("jw.fact.grace.gain", grace)
            if grace > 0
            else t("jw.fact.grace.loss", n=-grace)
            if grace < 0
            else _free_grace(army, t)
        ),
    ]
    if speed:
        facts.append(_speed(army, t))
    return facts


def _command_facts(army: ArmyPlan, t: Text, kit: Kit) -> list[Markup]:
    """The sheet's Command block, under the talents with its own heading ("If the
    commander falls"): the commander's hero death (a commander who steps in as a hero),
    its round of confusion, then who takes command and the army's level (ruling O18);
    nothing for a commander who never steps in."""
    if army.commander_hero is None:
        return []
    death = (
        t("jw.fact.confusion", n=t.signed(-army.confusion))
        if army.confusion
        else t("jw.fact.confusion_none")
    )
    # what the army loses then, said after the successor's level in the same item
    return [
        Markup(" ").join(
            x
            for x in (
                death,
                successor_line(army, t, kit, "jw.fact.successor"),
                under_successor(army, t),
            )
            if x
        )
    ]


def _speed(army: ArmyPlan, t: Text) -> str:
    """``1 unit``, ``1.5 units`` / ``1 unité``, ``1,5 unité``, ``2 unités``: French
    takes the plural from 2, English from anything but 1; the slowest unit named when
    the speed is its."""
    speed = army.speed
    one = speed < 2 if t.lang == "fr" else speed == 1
    number = "one" if one else "many"
    slowest = army.slowest_unit
    if army.speed_source == "slowest_unit" and slowest is not None:
        return t(f"jw.fact.speed_slowest.{number}", n=exact(speed, t), unit=slowest[0])
    return t(f"jw.fact.speed.{number}", n=exact(speed, t))


def _talent_effect(
    key: str, times: int, army: ArmyPlan, plan: BattlePlan, t: Text, known: bool = True
) -> str:
    """What a talent does; its damage in figures where ``known`` (the damage follows from
    the army's hit points), else in words."""
    if key == "tactical_advantage":
        return t("jw.effect.tactical_advantage", n=TACTICAL_ADVANTAGE["power_attack"] * times)
    if key in ("last_chance", "ruthless") and not known:
        return t(f"jw.effect.{key}_rule")
    if key == "last_chance":
        return t(
            "jw.effect.last_chance", n=" / ".join(t.number(b.last_chance) for b in army.bodies)
        )
    if key == "ruthless":
        return t(
            "jw.effect.ruthless",
            db=" / ".join(t.number(b.ruthless_db) for b in army.bodies),
            base=" / ".join(t.number(b.db) for b in army.bodies),
        )
    return t(f"jw.effect.{key}", steps=steps(plan, t))
