"""JdRWiki plan -> the GM's pages: the odds of each body against each enemy, one page a
matchup, and how the numbers were built (the criteria matrix of every army).

A chance is given three ways: the d20 to roll, a bar to look at and words to read
(``jw.odds_word.*``). A hit's damage is a lookup grid: one column per total of the dice,
so a die face and its damage are never run together.
"""

from __future__ import annotations

import math
import re
from fractions import Fraction
from typing import Any

from markupsafe import Markup

from kitgen import fit
from kitgen.cards import Kit
from kitgen.charts import bars
from kitgen.i18n import Text
from kitgen.marks import marked
from kitgen.systems.jdrwiki.action_tables import ACTION_BY_KEY, ACTION_KINDS
from kitgen.systems.jdrwiki.army_sheet import sides, terms_text
from kitgen.systems.jdrwiki.army_tables import (
    CHARACTERISTIC_CRITERIA,
    CHARACTERISTICS,
    CRITERIA,
    SKILLS,
)
from kitgen.systems.jdrwiki.matchups import melee_ground
from kitgen.systems.jdrwiki.places import has_map, route
from kitgen.systems.jdrwiki.plan import ActionOdds, ArmyPlan, BattlePlan, BodyPlan, Hit, Matchup
from kitgen.systems.jdrwiki.report import (
    body_name,
    chance_text,
    critical_text,
    hit_formula,
    melee_round_hit,
    need_text,
    perception_gain,
    range_text,
)
from kitgen.systems.jdrwiki.talent_tables import BRUTE_ATTACK, RUTHLESS_DEFENCE

HIT_USES = {
    "power": ("massive_assault", "push_back", "mining", "melee_round"),
    "power_brute": ("massive_assault",),
    "finesse": ("subtle_assault", "push_back", "mining", "melee_round"),
    "combined_power": ("combined_assault",),
    "combined_finesse": ("combined_assault",),
}
"""Which actions deal each kind of hit (a successful push back: the attacker's pick);
``melee_round``: the damage each side deals at the end of a round in a total melee, with
no roll and no Brute (ruling O13). A successful total melee deals none (seed 002, "Mêlée
totale": the two armies now share the zone); a failed push back or total melee deals the
defender's hit to the attacker (``jw.backfire_hit``), from the defender's grid."""
USE_ORDER = (
    "massive_assault",
    "subtle_assault",
    "combined_assault",
    "push_back",
    "total_melee",
    "mining",
    "melee_round",
)
"""The order a hit's actions are named in: the assaults first, as ``HIT_USES`` names
them; a row shared by two kinds of hit names each action once, in this order."""
PICKED = ("push_back", "mining", "melee_round")
"""The actions whose hit is the attacker's plain one, Force or Dextérité at its pick
(seed 002, "Situation de Mêlée totale": "FOR ou DEX au choix"; ruling O15 rolls all three
with the better): named in the better plain hit's row only, never in a row no one uses."""
ODDS_WORDS = (
    (Fraction(1), "always"),
    (Fraction(4, 5), "very_likely"),
    (Fraction(3, 5), "likely"),
    (Fraction(9, 20), "even"),
    (Fraction(1, 4), "unlikely"),
    (Fraction(1, 10**9), "long_shot"),
    (Fraction(0), "never"),
)
"""A chance in words, from its lowest value: on a d20, 16–19 faces of 20 are very
likely, 12–15 likely, 9–11 a coin toss, 5–8 unlikely, 1–4 a long shot."""
SKILL_GROUPS = ("offensive", "defensive", "support")


def odds_word(chance: Fraction, t: Text) -> str:
    """``very likely``, ``a coin toss``…: a chance as a GM says it at the table."""
    key = next(word for floor, word in ODDS_WORDS if chance >= floor)
    return t(f"jw.odds_word.{key}")


PAGE_SIDES_MM = 24.0
"""The page's side margins (``templates/_base/kit.css``'s ``@page``, 12 mm a side)."""
ODDS_FIXED_MM = 24.0 + 36.0 + 10.5 + 22.5 + 29.5
"""The odds table's fixed columns (kit.css: action, our roll, d20, success, in words);
the defence's column takes what the page's width leaves, the critical's 14 mm less."""
SKILL_MM = 36.0
ACTION_MM = 22.0
"""The action's cell, paddings left out (kit.css: 24 mm)."""
CRIT_MM = 14.0
CELL_PAD_MM = 2.0
"""A cell's side paddings (kit.css: 1 mm a side)."""
VALUE_PT = 8.0
TERMS_PT = 8.0
"""The cell's value and the small line under it, both ``--fs-small`` (8 pt since round 14)."""


def one_line(value: str, terms: str, width: float) -> bool:
    """Whether a value and its terms (``Réflexe 25 · Détermination −1``) hold on one
    line of a cell ``width`` mm wide (the cell's text, paddings left out): a row a line
    shorter, which is what lets a matchup's page hold its hits table whole on a shorter
    page (US Letter) in the longer language (French)."""
    if not terms:
        return False
    said = fit.advance(value, VALUE_PT) + fit.advance(f" · {terms}", TERMS_PT)
    return said <= width


def defence_width(page_width: float, crit_column: bool) -> float:
    """The room (mm) of a defence's cell, on a page ``page_width`` mm wide."""
    room = page_width - PAGE_SIDES_MM - ODDS_FIXED_MM - (CRIT_MM if crit_column else 0.0)
    return room - CELL_PAD_MM


MIN_DEFENCE_MM = 40.0
"""The narrowest the defence's column gets: a defence and the other defences' chances."""


def skill_width(rows: list[tuple[str, str, str, str, int]], both: float) -> float:
    """The width (mm) of the skill's column, out of ``both`` mm that it shares with the
    defence's: the one, from kit.css's 36 mm up by whole millimetres, that leaves the
    table fewest lines, a row being as tall as its tallest cell (a value and its terms
    on one line where ``one_line`` says they hold, else two; ``rows``: a row's skill and
    its terms, its defence and its terms, and the lines its other cells take); the
    narrowest of those that leave as few."""

    widths = [SKILL_MM + k for k in range(int(max(0.0, both - MIN_DEFENCE_MM - SKILL_MM)) + 1)]
    return min(widths, key=lambda w: (_lines(rows, w, both), w))


def _lines(rows: list[tuple[str, str, str, str, int]], skill_mm: float, both: float) -> int:
    """The lines of the odds table's rows with a skill's column ``skill_mm`` wide."""
    return sum(
        max(
            1 + (bool(st) and not one_line(s, st, skill_mm - CELL_PAD_MM)),
            1 + (bool(dt) and not one_line(d, dt, both - skill_mm - CELL_PAD_MM)) + (rest > 1),
            rest,
        )
        for s, st, d, dt, rest in rows
    )


MARGINS_MM = 27.0
STEP_MM = 10.0
"""The room an odds page's budget must leave for the help's last sentence (what a +1 to
the skill is worth): two lines, and the budget's error on the example's full pages."""
"""The page's top and bottom margins (``templates/_base/kit.css``'s ``@page``)."""
ODDS_MM = {
    "top": 44.0,
    "head": 4.6,
    "group": 5.2,
    "line": 3.7,
    "row": 0.6,
    "hits": 25.0,
    "hit": 7.5,
}
"""An odds page's line budget, in millimetres, as the example's pages measure
(templates/jdrwiki/kit.css): its title, facts and help; the table's head row, a group's
row, a line of a row and what a row adds to its lines (paddings, rule); the hits table's
caption and two head rows, and one of its rows (two lines). It leans long."""


def odds_mm(
    rows: list[tuple[str, str, str, str, int]],
    skill_mm: float,
    both: float,
    groups: int,
    hits: int,
) -> float:
    """An odds page's height (mm) by ``ODDS_MM``, its table's terms joined where they fit
    (``skill_width``)."""
    mm = ODDS_MM
    lines = _lines(rows, skill_mm, both)
    return (
        mm["top"]
        + mm["head"]
        + groups * mm["group"]
        + lines * mm["line"]
        + len(rows) * mm["row"]
        + mm["hits"]
        + hits * mm["hit"]
    )


def odds_pages(plan: BattlePlan, t: Text, kit: Kit) -> list[dict[str, Any]]:
    """Every matchup, army by army: one page each; ``kit`` marks the rulings they follow.
    The legend of the columns (the help and what a +1 is worth) is printed once, on the
    first page that has it; a later page with the same legend points to that page."""
    pages = [_against(m, plan, t, kit) for army in plan.armies for m in plan.against(army.name)]
    first: dict[str, tuple[str, str]] = {}
    for page in pages:
        legend = str(page["help"])
        if legend not in first:
            first[legend] = (page["title"], str(page["step"]))
            continue
        title, step = first[legend]
        page["help"] = t("jw.odds_help.elsewhere", title=title)
        if page["step"] == step:
            # what a +1 is worth: said with the legend (where that page's budget left it
            # out, a page that has it keeps it)
            page["step"] = ""
    return pages


def criteria_pages(plan: BattlePlan, t: Text) -> dict[str, Any]:
    """How each army's numbers were built: its criteria matrix, with the column heads
    spelt out in a legend beside it."""
    heads = [
        {"short": t(f"jw.abbr.{c}"), "long": t(f"jw.char.{c}"), "start": i == 0}
        for i, c in enumerate(CHARACTERISTICS)
    ]
    groups = [{"name": t("jw.characteristics"), "span": len(CHARACTERISTICS)}]
    for group in SKILL_GROUPS:
        keys = [s.key for s in SKILLS if s.group == group]
        groups.append({"name": t(f"jw.group_skills.{group}"), "span": len(keys)})
        heads += [
            {"short": t(f"jw.short.{k}"), "long": t(f"jw.skill.{k}"), "start": i == 0}
            for i, k in enumerate(keys)
        ]
    side = sides(plan)
    return {
        "heads": heads,
        "groups": groups,
        # a head that is already the whole word (Sape, Will) needs no spelling out
        "legend": " · ".join(
            f"{h['short']} {h['long']}" for h in heads if h["short"] != h["long"]
        ),
        "armies": [
            {
                "name": a.name,
                "side_class": side[a.name],
                "criteria": _criteria(a, t),
                "unrated": ", ".join(t(f"jw.criterion.{c}") for c in a.unrated),
                "notes": a.army.notes or "",
            }
            for a in plan.armies
        ],
    }


def _against(m: Matchup, plan: BattlePlan, t: Text, kit: Kit) -> dict[str, Any]:
    ours = plan.army(m.attacker)
    side = sides(plan)
    needs_success = plan.battle.house_rules.critical_needs_success
    rows: dict[str, list[dict[str, Any]]] = {kind: [] for kind in ACTION_KINDS}
    # a value and its terms share a line where the cell's width holds both (the page's
    # width, the language's words): the small line under it only where they would not
    widest = defence_width(kit.settings.sheet.width, needs_success) - CELL_PAD_MM
    others = [_others(o, t) for o in m.actions]
    cells = [
        (
            f"{t(f'jw.skill.{o.best.attack}')} {o.best.score}",
            terms_text(o.best.skill_extra, t),
            f"{t(f'jw.skill.{o.best.defence}')} {o.best.difficulty}",
            terms_text(o.best.difficulty_extra, t),
            # the action's name, the words and their follow-ups, the other defences
            max(
                fit.lines(t(f"jw.action.{o.action.key}"), ACTION_MM, VALUE_PT, fit.BOLD),
                1 + sum(f.key != "in_melee" for f in o.follow_ups),
                1 + (fit.lines(said, widest, TERMS_PT) if said else 0),
            ),
        )
        for o, said in zip(m.actions, others, strict=True)
    ]
    both = SKILL_MM + defence_width(kit.settings.sheet.width, needs_success) + CELL_PAD_MM
    skill_mm = skill_width(cells, both)
    room = both - skill_mm - CELL_PAD_MM
    # the page's height by a line budget: where the table, its terms joined, would push
    # the hits table off the page (a shorter paper, a longer language), the table is set
    # a type step smaller and tighter (kit.css: table.jw-odds.jw-tight)
    groups = len({o.action.kind for o in m.actions})
    hits = len(_hit_rows(m, ours.has("brute"), t))
    used = odds_mm(cells, skill_mm, both, groups, hits)
    tight = used > kit.settings.sheet.height - MARGINS_MM
    # the +1's line where the budget leaves it room (a full page keeps its hits table)
    step = kit.settings.sheet.height - MARGINS_MM - used >= STEP_MM
    for o, (skill, skill_terms, defence, defence_terms, _), said in zip(
        m.actions, cells, others, strict=True
    ):
        best = o.best
        bar = bars([("", float(best.success))], lambda v: "", scale=1.0)[0]
        rows[o.action.kind].append(
            {
                "name": t(f"jw.action.{o.action.key}"),
                "skill": skill,
                "skill_terms": skill_terms,
                "skill_inline": one_line(skill, skill_terms, skill_mm - CELL_PAD_MM),
                "follow_ups": [
                    t(
                        "jw.follow_line",
                        situation=t(f"jw.follow.{f.key}"),
                        chance=chance_text(f.success, t),
                    )
                    for f in o.follow_ups
                    if f.key != "in_melee"
                ],
                "defence": defence,
                # the stronghold's special bonus with its ruling's mark (O4); the
                # budget above measured the terms without it (a digit or two)
                "defence_terms": terms_text(best.difficulty_extra, t, kit),
                "defence_inline": one_line(defence, defence_terms, room),
                "others": said,
                "need": need_text(best.need, m.critical_low, needs_success, t),
                "chance": chance_text(best.success, t),
                "bar": bar.width,
                "words": odds_word(best.success, t),
                "critical": chance_text(best.critical, t),
            }
        )
    brute = ours.has("brute")
    faces = range(1, 1 + 4 * max((h.dice for h in m.hits), default=1))
    return {
        "title": t(
            "jw.against",
            us=body_name(m.attacker, m.attacker_body),
            enemy=body_name(m.defender, *m.defender_bodies),
        ),
        "side_class": side[m.attacker],
        "enemy_side_class": side[m.defender],
        # what holds on the whole page, a label and its value each, two to a row; every
        # side named, never "we" and "they": the page speaks to the GM of both
        "facts": _facts(m, plan, t, kit, needs_success),
        "groups": [
            {"name": t(f"jw.kind_title.{kind}"), "rows": rows[kind]}
            for kind in ACTION_KINDS
            if rows[kind]
        ],
        "crit_column": needs_success,
        "skill_mm": f"{skill_mm:g}mm",
        "tight": tight,
        # the legend on two lines: the d20 and the pairings, then the "In words" column
        "help": Markup("<br>").join(
            (
                marked(t, kit, "jw.odds_help.success" if needs_success else "jw.odds_help.any"),
                marked(t, kit, "jw.odds_help.column"),
            )
        ),
        "step": (
            t("jw.odds_step.success" if needs_success else "jw.odds_step.any") if step else ""
        ),
        # the enemy's cover hinders only what is aimed at its army (a Pincer, a Charge),
        # not a move or a regrouping: said where the page shows both
        "cover": t("jw.cover_note") if _cover_some(m) else "",
        "crit_head": marked(t, kit, "jw.crit_head"),
        "hits_caption": " ".join(
            x
            for x in (
                _damage_by(m, plan, t),
                _follow_damage(m, plan, t),
                t("jw.backfire_hit"),
            )
            if x
        ),
        "hits_later": _damage_later(m, t),
        "faces": list(faces),
        "hits": [
            {
                "formula": _formula(same, t),
                "uses": uses,
                "cells": [
                    next((t.number(d) for r, d, _ in h.by_roll if r == face), "") for face in faces
                ],
                "range": range_text(h, t),
                "mean": t.number(whole(h.mean)),
                "critical_range": f"{t.number(h.critical_low)}–{t.number(h.critical_high)}",
                "critical_mean": t.number(whole(h.critical_mean)),
            }
            for same, uses in _hit_rows(m, brute, t)
            for h in same[:1]
        ],
    }


def _cover_some(m: Matchup) -> bool:
    """Whether the cover counts on some of the page's rows and not on others of the
    same skill (the enemy's cover hinders only an action aimed at its army,
    Action.against_occupant): the same skill printed at two scores."""
    cover: dict[str, set[int]] = {}
    for o in m.actions:
        cover.setdefault(o.best.attack, set()).add(
            sum(x.value for x in o.best.skill_extra if x.key == "feature.cover")
        )
    return any(len(values) > 1 for values in cover.values())


def _others(o: ActionOdds, t: Text) -> str:
    """The other defences against the best pairing's skill, each with its chance and,
    like the row's own defence, what the ground or a talent adds to it (``Parade 29
    (Hauteurs −1) : 55 %``): every difficulty printed says where it comes from."""
    return " · ".join(
        (
            t(
                "jw.other_defence_terms",
                defence=t(f"jw.skill.{x.defence}"),
                n=x.difficulty,
                terms=terms_text(x.difficulty_extra, t),
                chance=chance_text(x.success, t),
            )
            if x.difficulty_extra
            else t(
                "jw.other_defence",
                defence=t(f"jw.skill.{x.defence}"),
                n=x.difficulty,
                chance=chance_text(x.success, t),
            )
        )
        for x in o.options
        if x.attack == o.best.attack and x is not o.best
    )


def _hit_rows(m: Matchup, brute: bool, t: Text) -> list[tuple[list[Hit], str]]:
    """The hits table's rows and the actions each names: a row no action uses is
    dropped; where Force and Dextérité differ, the actions at the attacker's pick
    (``PICKED``) go to the better one's row, which says so (``jw.use.pick``)."""
    pick = melee_round_hit(m).key
    found = []
    for same in _alike(m.hits):
        uses = sorted({a for h in same for a in _uses(h.key, brute, pick)}, key=USE_ORDER.index)
        if not uses:
            continue
        text = ", ".join(
            t(f"jw.action.{a}" if a in ACTION_BY_KEY else f"jw.use.{a}") for a in uses
        )
        plain = {h.key for h in same} & {"power", "finesse"}
        if len(plain) == 1 and any(a in PICKED for a in uses):
            abbr = t("jw.abbr.strength" if pick == "power" else "jw.abbr.dexterity")
            text += t("jw.use.pick", abbr=abbr)
        found.append((same, text))
    return found


def _same_damage(a: Hit, b: Hit) -> bool:
    """Whether two hits deal the very same damage, roll by roll and on a critical (a
    Strength and a Dexterity hit where the two modifiers are equal)."""
    return (a.dice, a.modifier, a.bonus, a.by_roll, a.critical) == (
        b.dice,
        b.modifier,
        b.bonus,
        b.by_roll,
        b.critical,
    )


def _alike(hits: tuple[Hit, ...]) -> list[list[Hit]]:
    """The hits table's rows: consecutive hits that deal the same damage share one row
    (its figures printed once, every action that deals them named)."""
    rows: list[list[Hit]] = []
    for h in hits:
        if rows and _same_damage(rows[-1][0], h):
            rows[-1].append(h)
        else:
            rows.append([h])
    return rows


def _formula(same: list[Hit], t: Text) -> str:
    """A row's hit: ``1d4 + FOR (+1)``; hits alike in all but the characteristic,
    ``1d4 + FOR / DEX (+1)``."""
    if len(same) == 1:
        return hit_formula(same[0], t)
    h = same[0]
    abbr = " / ".join(
        dict.fromkeys(
            t("jw.abbr.strength" if "power" in x.key else "jw.abbr.dexterity") for x in same
        )
    )
    text = f"{h.dice}d4 + {abbr} ({t.signed(h.modifier)})"
    if h.bonus:
        text += f" + {t('jw.talent.brute')} {h.bonus}"
    return text


def whole(value: Fraction) -> int:
    """A mean of hit points as the page prints it, whole (hit points are), a half rounded
    up: 126,5 damage on average is 127."""
    return math.floor(value + Fraction(1, 2))


def _attacker_body(m: Matchup, plan: BattlePlan) -> BodyPlan:
    return next(b for b in plan.army(m.attacker).bodies if b.name == m.attacker_body)


def _damage_by(m: Matchup, plan: BattlePlan, t: Text) -> str:
    """The table's terms: the attacker at full hit points (its starting BD and DS, which
    fall as its track is ticked), the defender's soak already taken off (ruling J4)."""
    body = _attacker_body(m, plan)
    return t("jw.damage_by", db=t.number(body.db), vdb=t.number(body.vdb))


def _damage_later(m: Matchup, t: Text) -> str:
    """How a hit is worked out once the attacker has lost hit points: the same sum with the
    BD and DS of the ticked column of its track (ruling J4)."""
    if m.soak > 0:
        soak = t("jw.damage_later.soak", n=t.number(m.soak))
    elif m.soak < 0:
        soak = t("jw.damage_later.fragile", n=t.number(-m.soak))
    else:
        soak = ""
    return t("jw.damage_later", soak=soak)


def _follow_damage(m: Matchup, plan: BattlePlan, t: Text) -> str:
    """``Damage added: after a charge +4 VDB (+100) · after a pincer +4 VDB (+100)…``:
    each follow-up's bonus damage once (ruling O12), in VDB of our body or in points; a
    Brute army's chances in a total melee, on the zone it is fought in (ruling O23)."""
    raw = plan.battle.house_rules.advantage_points == "raw"
    vdb = _attacker_body(m, plan).vdb
    seen: dict[str, int] = {}
    melee = []
    for o in m.actions:
        for f in o.follow_ups:
            if f.key == "in_melee":
                melee.append(
                    t(
                        "jw.follow_line",
                        situation=t(f"jw.action.{o.action.key}"),
                        chance=chance_text(f.success, t),
                    )
                )
            if f.damage:
                seen[f.key] = max(seen.get(f.key, 0), f.damage)
    if not seen:
        return ""
    parts = [
        t(
            f"jw.follow_damage.{'raw' if raw else 'vdb'}",
            situation=t(f"jw.follow.{key}"),
            n=n,
            points=t.signed(n * vdb),
        )
        for key, n in seen.items()
    ]
    zone = melee_ground(m.attacker_ground, m.defender_ground, plan.battle.house_rules.melee_zone)
    brute = (
        t(
            "jw.brute_in_melee",
            list=" · ".join(melee),
            bonus=t.signed(BRUTE_ATTACK),
            zone=zone.name or t("jw.flat"),
        )
        if melee
        else ""
    )
    army = plan.army(m.attacker)
    ruthless = ""
    if army.has("ruthless"):
        body = next(b for b in army.bodies if b.name == m.attacker_body)
        ruthless = t("jw.ruthless_hit", n=t.signed(body.ruthless_db - body.db))
    return " ".join(
        x for x in (t("jw.follow_damage", list=" · ".join(parts)), brute, ruthless) if x
    )


KEY_LINE_CHARS = 125
"""The most characters of labels and values the facts' box sets on one line at its 8 pt
(a little short of a page's width, A4 or Letter)."""


def _facts(
    m: Matchup, plan: BattlePlan, t: Text, kit: Kit, crit_column: bool
) -> list[list[dict[str, str]]]:
    """The page's facts as label and value, by rows: the two zones and how far apart; the
    enemy's soak, the critical range where the table gives no column for it and the end
    of a melee round; the modes."""
    ours, enemy = plan.army(m.attacker), plan.army(m.defender)
    enemy_name = body_name(m.defender, *m.defender_bodies)
    ground = t(
        "jw.grounds_value",
        own=m.attacker_ground.name or t("jw.flat"),
        us=m.attacker_body,
        theirs=m.defender_ground.name or t("jw.flat"),
        enemy=enemy_name,
    )
    if m.closing_in:
        # two zones apart, the odds hold where the two can fight: the side closing in
        # stands in the free zone next to the other (``matchups.meeting``)
        ground = t(
            "jw.grounds_met",
            ground=ground,
            side=m.attacker_body if m.closing_in == "attacker" else enemy_name,
            start=m.came_from,
            moves=t.plural("jw.moves", m.moves),
        )
    else:
        apart = _apart(m, plan, t)
        ground = f"{ground} — {apart}" if apart else ground
    if has_map(plan.grounds):
        # the odds are for where the bodies stand (at the start, or once one has closed
        # in), and they may move
        ground = t("jw.odds_moved", ground=ground)
    values = [
        ("ground_met" if m.closing_in else "ground", ground),
        ("soak", _soak(m.defender, m.soak, t)),
        (
            "critical",
            ""
            if crit_column
            else t(
                "jw.critical_value",
                range=critical_text(m.critical_low),
                chance=chance_text(ours.critical_chance, t),
            ).replace(" ", "\u00a0"),
        ),
        ("melee", _melee_round(m, plan, t, kit)),
        ("modes", _modes(ours, enemy, t)),
    ]
    # the two zones on a row of their own (two names and two bodies), the short facts on
    # the next, the modes on the last (Détermination is in every defence's terms); the
    # soak on a row of its own where the short facts would not hold on one line: each
    # fact on one line, none squeezed into a narrow cell
    short = values[1:4]
    said = sum(len(t(f"jw.key.{k}")) + len(re.sub(r"<[^>]*>", "", v)) for k, v in short)
    long = said > KEY_LINE_CHARS
    rows = [values[:1], *([short[:1], short[1:]] if long else [short]), values[4:]]
    return [
        row
        for row in ([{"label": t(f"jw.key.{k}"), "value": v} for k, v in r if v] for r in rows)
        if row
    ]


def _apart(m: Matchup, plan: BattlePlan, t: Text) -> str:
    """How far the two bodies stand, where the battle says which zones touch: neighbours,
    or the way between them (nothing in one zone, a total melee, or without a map)."""
    own, theirs = m.attacker_ground.name, m.defender_ground.name
    if not has_map(plan.grounds) or not own or not theirs or own == theirs:
        return ""
    way = route(plan.grounds, own, theirs)
    if way is None:
        return t("jw.apart.none")
    if len(way) == 2:
        return t("jw.apart.next")
    return t("jw.apart.far", n=len(way) - 1)


def _modes(ours: ArmyPlan, enemy: ArmyPlan, t: Text) -> str:
    """What a mode or a round changes on this page: a ruthless enemy's defences, a round
    of confusion on either side (ruling O14)."""
    parts = []
    if enemy.has("ruthless"):
        parts.append(t("jw.mode.enemy_ruthless", army=enemy.name, n=t.signed(RUTHLESS_DEFENCE)))
    for army in (ours, enemy):
        if army.confusion:
            parts.append(t("jw.mode.confusion", army=army.name, n=t.signed(-army.confusion)))
    return " · ".join(parts)


def _melee_round(m: Matchup, plan: BattlePlan, t: Text, kit: Kit) -> str:
    """Who gains an advantage point by Perception at the end of a round in a total melee
    (ruling O13); the damage is the hits table's row marked for it."""
    ours = plan.army(m.attacker).skills["perception"].value
    theirs = plan.army(m.defender).skills["perception"].value
    return marked(
        t,
        kit,
        "jw.melee_round",
        ours=ours,
        theirs=theirs,
        gain=_melee_gain(perception_gain(ours, theirs), m, t),
    )


def _melee_gain(who: str, m: Matchup, t: Text) -> str:
    """``Ost du Bey gains 1 advantage point``: the side named, or a tie."""
    if who == "none":
        return t("jw.melee_gain.none")
    side = m.attacker_body if who == "us" else body_name(m.defender, *m.defender_bodies)
    return t("jw.melee_gain", army=side)


def _uses(kind: str, brute: bool, pick: str) -> tuple[str, ...]:
    """The actions that deal a kind of hit; with Brute a massive assault (always rolled
    with Attaque en force) deals the Brute hit, never the plain one; the actions at the
    attacker's pick only from its better plain hit, ``pick``."""
    return tuple(
        a
        for a in HIT_USES[kind]
        if not (brute and kind == "power" and a == "massive_assault")
        and not (a in PICKED and kind != pick)
    )


def _criteria(army: ArmyPlan, t: Text) -> list[dict[str, Any]]:
    rows = []
    skills = [s for group in SKILL_GROUPS for s in SKILLS if s.group == group]
    for c in CRITERIA:
        rating = army.army.criteria.get(c, 0)
        cells = [
            t.signed(rating) if c in CHARACTERISTIC_CRITERIA[ch] else "" for ch in CHARACTERISTICS
        ] + [t.signed(rating) if c in s.criteria else "" for s in skills]
        rows.append(
            {
                "name": t(f"jw.criterion.{c}"),
                "rating": t.signed(rating),
                "word": t(f"jw.rating.{rating}"),
                "unrated": c in army.unrated,
                "cells": cells,
            }
        )
    return rows


def _soak(army: str, soak: int, t: Text) -> str:
    """What the defender's soak does to each hit, said as what it does: a soak takes
    damage steps off ("−2 DS a hit" read as a bonus), a negative one adds them."""
    if soak >= 0:
        return t("jw.soak_value", army=army, n=t.number(soak))
    return t("jw.soak_worse", army=army, n=t.number(-soak))
