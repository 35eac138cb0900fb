"""JdRWiki plan -> template context: hero cards, zone cards and the action reference (the
players' copy is laid out from the battle without its secrets: ``kitgen.secrets``).

A card's type is sized to its content: WeasyPrint has no fit-text, so each card gets the
largest type step (``TYPE_STEPS``) at which a line budget says its text fits the card, and
a family of cards (the heroes, the zones) the smallest of its cards' steps: one type size
for one role on every card of the family, the longest card deciding (issue 39).
"""

from __future__ import annotations

from collections.abc import Sequence
from math import ceil
from typing import Any

from markupsafe import Markup

from kitgen.cards import Card, Kit, source
from kitgen.i18n import Text
from kitgen.marks import marked
from kitgen.printing import CARD_SIZES
from kitgen.systems.jdrwiki.action_tables import (
    ACTION_KINDS,
    ACTIONS,
    FEATURES,
    HEIGHTS_HIGHER,
    HEIGHTS_LOWER,
    WEATHER_DIFFICULTY,
)
from kitgen.systems.jdrwiki.army import critical_low
from kitgen.systems.jdrwiki.army_tables import (
    HERO_TARGETS_EXTRA,
    MIN_BATTLE,
    ROUND_MINUTES,
    SKILLS,
    STRATEGIST_MIN_LEVEL,
)
from kitgen.systems.jdrwiki.heroes import HeroPlan
from kitgen.systems.jdrwiki.places import has_map
from kitgen.systems.jdrwiki.plan import ArmyPlan, BattlePlan
from kitgen.systems.jdrwiki.report import critical_text
from kitgen.systems.jdrwiki.talent_tables import (
    HERO_CLASSES,
    HEROISM_BONUS,
    IRON_HAND,
    MASTER_STRATEGIST_CRITICAL,
    SACRIFICE_BONUS,
)
from kitgen.systems.jdrwiki.terrain import (
    Ground,
    Mods,
    against,
    occupant,
    resistance,
    stronghold_special,
    total,
)

TARGET_ORDER = [s.key for s in SKILLS] + list(HERO_TARGETS_EXTRA)
TYPE_STEPS = (("xl", 11.5), ("l", 10.0), ("m", 9.0), ("s", 8.0))
"""A card's type steps, largest first, by their body size in points; the smallest sets
nothing under 7.5 pt."""
STEP_SIZES = {
    # body, subtitle and help, table cell, table head, a bonus's value, a box's label
    "xl": (11.5, 9.5, 11.5, 9.0, 13.0, 10.0),
    "l": (10.0, 8.5, 10.0, 8.0, 11.5, 9.0),
    "m": (9.0, 8.0, 9.0, 7.5, 10.5, 8.0),
    "s": (8.0, 7.5, 8.0, 7.5, 9.5, 7.5),
}
"""Every size a step sets, in points, as ``step_style`` hands them to templates/jdrwiki/
kit.css: written once, so the line budget's steps and the printed ones are the same."""


def step_style(step: str) -> str:
    """The step's sizes as the CSS custom properties a card's stylesheet reads."""
    names = ("body", "sub", "cell", "head", "value", "box")
    return "; ".join(f"--jw-{n}: {pt}pt" for n, pt in zip(names, STEP_SIZES[step], strict=True))


PT = 25.4 / 72
"""Millimetres in a point."""
FULL = 0.95
"""The most of a card a step may take by the line budget, whose error is a few
hundredths either way (tests/test_print_jdrwiki.py holds it to the example's cards)."""


def type_step(size: str, texts: Sequence[str], rows: int, fixed: float) -> str:
    """The largest type step at which a card of ``size`` holds the paragraphs ``texts``,
    ``rows`` table rows and ``fixed`` millimetres that do not scale (its title bar,
    pencil boxes). A printable the size of a page always takes the largest step."""
    if size not in CARD_SIZES:
        return TYPE_STEPS[0][0]
    for step, points in TYPE_STEPS:
        if fill(size, texts, rows, fixed, points) <= FULL:
            return step
    return TYPE_STEPS[-1][0]


def fill(size: str, texts: Sequence[str], rows: int, fixed: float, points: float) -> float:
    """How much of a card of ``size`` its content takes at ``points``, by a line budget:
    a line of text holds about width / 0.5 em characters of the kit's condensed sans and
    takes 1.3 em, a paragraph's margins 0.9 mm; a table row 1.45 em. Aimed a little high,
    so that 1.0 still fits."""
    card = CARD_SIZES[size]
    em = points * PT
    per_line = max(1, int((card.width - 12.0) / (0.5 * em)))
    shown = [x for x in texts if x]
    lines = sum(ceil(len(x) / per_line) for x in shown)
    margins = 0.9 * len(shown)
    return (fixed + margins + lines * 1.3 * em + rows * 1.45 * em) / (card.height - 6.0)


# --- heroes -----------------------------------------------------------------------------------


def hero_cards(
    plan: BattlePlan,
    t: Text,
    gm: bool,
    size: str = "tarot",
    sides: dict[str, str] | None = None,
    enemies: frozenset[str] = frozenset(),
    kit: Kit | None = None,
) -> list[Card]:
    """Every hero's card, army by army (the commander first); the players' copy leaves out
    every hero's notes. ``size`` is the card's; ``sides`` each army's side mark
    (``side-0``, ``side-1``) for its title bar; ``enemies`` the armies whose figures the
    players' copy keeps hidden (``army_sheet.enemy_in_copy``): their heroes' cards show
    the hero's name and army, and boxes to fill, as the enemy's sheet does.

    The cards are one family, laid on one grid (``_hero_family``): one type step, the
    longest card's; the class lines in a block as tall as the tallest's, so that every
    card's table starts at the same height; the bonus columns at the same places; and the
    same boxes at the foot of every card, as many as the family's most (cooldown 1 to the
    longest cooldown, heroism at least one), those a hero has not crossed out. ``kit``
    marks the rulings the cards follow."""
    unit = plan.battle.house_rules.advantage_points
    cards = []
    for army in plan.armies:
        for hero in army.heroes:
            # the commander's name is at commander.name, a hero's at heroes[i].name
            path = hero.path[:-1] if hero.commander else hero.path
            if army.name in enemies:
                card = _enemy_hero_card(hero, army, t)
            else:
                card = hero_card(hero, army, unit, t, kit)
            if gm and _secret_hero(army, hero.name):
                card["sub"] = f"{card['sub']} · {t('jw.secret_hero')}"
            card.update(
                source=source(path, army.name, hero.name),
                back_label=plan.battle.name,
                notes=card["notes"] if gm else "",
                side_class=(sides or {}).get(army.name, ""),
            )
            cards.append(card)
    _hero_family(cards, size)
    for card in cards:
        if card["enemy"]:
            # nothing crossed out: the boxes are for what the players learn
            card["cooldown_boxes"] = [str(n) for n in range(1, len(card["cooldown_boxes"]) + 1)]
            card["heroism_boxes"] = [""] * len(card["heroism_boxes"])
    return cards


def _enemy_hero_card(hero: HeroPlan, army: ArmyPlan, t: Text) -> dict[str, Any]:
    """An enemy hero's card in the players' copy: what the players know of him (his name,
    his army, whether he commands it), and room for what they learn; his class, bonuses,
    penalties, cooldown and heroism are the GM's to announce."""
    return {
        "name": hero.name,
        "army": army.name,
        "corps": "",
        "commander": False,
        "enemy": True,
        "sub": " · ".join(
            x for x in (army.name, t("jw.the_commander") if hero.commander else "") if x
        ),
        "class_line": t("jw.enemy.hero_class"),
        "points": "",
        "rows": [],
        "cooldown": [],
        "moderate": [],
        "heroism": [],
        "heroism_note": "",
        "heroism_count": "",
        "support": "",
        # the GM's to say whether the enemy's support spares a death
        "death_boxes": [""],
        "notes": "",
        "help": t("jw.enemy.hero_help"),
    }


def _secret_hero(army: ArmyPlan, name: str) -> bool:
    """Whether the file marks the army's hero ``name`` secret (the players' copy, laid out
    without it, never asks)."""
    return any(h.name == name and h.secret for h in army.army.heroes)


HERO_FOOT_MM = 2 * 9.5 + 3.0
"""The foot of a hero card: two rows of 8 mm boxes (cooldown; heroism, then the hero's
death) and its margins."""
HEAD_LINE = 1.25
"""A line of the card's head block, in ems of its type (templates/jdrwiki/kit.css)."""
HEAD_EM = 0.44
"""A character of the head block, in ems: a little wider than the condensed sans's
average, so that the block is as tall as its tallest card's at the least."""


def _hero_family(cards: list[Card], size: str) -> None:
    """Set the family's grid on every card: its type step, the height of the class block,
    and each box row's boxes (``""``: a box to tick, ``None``: crossed out)."""
    if not cards:
        return
    cooldowns = max(len(c["cooldown"]) for c in cards)
    heroism = max(1, *(len(c["heroism"]) for c in cards))
    steps = [step for step, _ in TYPE_STEPS]
    step = max((_hero_step(c, size) for c in cards), key=steps.index)
    sizes = dict(zip(("body", "sub"), STEP_SIZES[step][:2], strict=False))
    head = max(_head_mm(c, size, sizes["body"], sizes["sub"]) for c in cards)
    for card in cards:
        card["step"] = step
        card["type"] = f"{step_style(step)}; --jw-head-block: {head:.1f}mm"
        card["cooldown_boxes"] = card["cooldown"] + [None] * (cooldowns - len(card["cooldown"]))
        card["heroism_boxes"] = card["heroism"] + [None] * (heroism - len(card["heroism"]))


def _head_mm(card: Card, size: str, body: float, sub: float) -> float:
    """How tall a card's head block (its army and corps; its class and points) runs, by
    a line budget like ``fill``'s, a little generous, so that no card's runs taller."""
    width = CARD_SIZES[size].width - 10.8 if size in CARD_SIZES else 180.0
    lines_sub = ceil(len(card["sub"]) / max(1, int(width / (HEAD_EM * sub * PT))))
    per_line = max(1, int(width / (HEAD_EM * body * PT)))
    lines_body = sum(ceil(len(x) / per_line) for x in (card["class_line"], card["points"]))
    return HEAD_LINE * PT * (lines_sub * sub + lines_body * body) + 3 * 0.8


def _hero_step(card: Card, size: str) -> str:
    texts = [
        card["sub"],
        card["class_line"],
        card["points"],
        card["help"],
        # its lines joined: a line budget counts them as one paragraph, as they are set
        " ".join(card["moderate"]),
        card["support"],
        card["notes"],
    ]
    return type_step(size, texts, len(card["rows"]) + 1, 8.0 + HERO_FOOT_MM)


def _heroism_note(hero: HeroPlan, army: ArmyPlan, t: Text) -> str:
    """Where a hero's heroism is kept when the card has no boxes for it: a player
    character's on the PC sheet (a commander's pool is ticked on the card)."""
    if hero.heroism or (hero.commander and army.army.commander.heroism):
        return ""
    if hero.player:
        return t("jw.heroism_pc_sheet")
    return ""


def _heroism_count(hero: HeroPlan, army: ArmyPlan, t: Text) -> str:
    """The points the card's heroism boxes stand for, written beside them (a commander's
    pool, for every corps, as the trackers say)."""
    if hero.heroism:
        return t.plural("jw.heroism_count", hero.heroism)
    if hero.commander and army.army.commander.heroism:
        return t.plural("jw.heroism_count", army.army.commander.heroism)
    return ""


def _heroism_line(hero: HeroPlan, army: ArmyPlan, t: Text) -> str:
    """What the card's heroism box stands for, said on the card: the commander's one pool
    (seed: the commander spends it for the whole army), the hero's own point (seed: an
    important NPC's one point a battle; it spares him a hero death), a player character's
    points (kept on the PC sheet), or none in this battle (its box crossed out)."""
    # a death avoided by heroism still ends the hero's part (seed 002, "La mort de
    # héros"); a commander takes command again after the confusion ("Le commandant")
    saved = t("jw.heroism_saved.commander" if hero.commander else "jw.heroism_saved")
    if hero.heroism:
        return f"{t.plural('jw.heroism_own', hero.heroism)} {saved}"
    if hero.commander and army.army.commander.heroism:
        return f"{t.plural('jw.heroism_pool', army.army.commander.heroism)} {saved}"
    if hero.player:
        return f"{t('jw.heroism_pc')} {saved}"
    return t("jw.heroism_none")


def hero_card(
    hero: HeroPlan, army: ArmyPlan, unit: str, t: Text, kit: Kit | None = None
) -> dict[str, Any]:
    """A hero's card; ``unit`` says what its damage bonus counts in (``vdb``/``raw``)."""
    cls = t(f"jw.class.{hero.cls.key}")
    if hero.reclassed:
        why = t("jw.pc.short") if hero.player else t("jw.superior_race")
        by_level = hero.level_class.key if hero.level_class else "ordinary"
        class_line = t(
            "jw.class_up", cls=cls, level=hero.level, base=t(f"jw.class.{by_level}"), why=why
        )
    else:
        class_line = t("jw.class_line", cls=cls, level=hero.level)
    commander = hero.as_commander
    # the commander always steps in as the commander (seed 002, "Le commandant": +1 on
    # every bonus he gives): that is the value the card heads with, and heroism and a
    # sacrifice add to it ("L'héroïsme": +1 on all the bonuses and maluses he gives)
    given = commander or hero.bonuses
    order = sorted(hero.bonuses, key=lambda k: (hero.bonuses[k] < 0, TARGET_ORDER.index(k)))
    return {
        "name": hero.name,
        "army": army.name,
        "corps": hero.corps or "",
        "commander": hero.commander,
        "enemy": False,
        "sub": " · ".join(
            x
            for x in (
                army.name,
                t("jw.corps_named", name=hero.corps) if hero.corps else "",
                t("jw.the_commander") if hero.commander else "",
            )
            if x
        ),
        "class_line": class_line,
        "points": t(
            # one form on every hero card, the class's points spent; the commander's
            # card adds its +1 on each bonus, printed in the bonuses below
            ("jw.points_line.commander" if commander else "jw.points_line")
            + ("" if hero.malus_points else ".bare"),
            spent=hero.spent,
            points=hero.cls.points,
            bonus=hero.bonus_points,
            malus=hero.malus_points,
            extra=sum(commander.values()) - sum(hero.bonuses.values()) if commander else 0,
        ),
        "rows": [
            {
                "target": t(f"jw.skill.{k}"),
                "value": t.signed(given[k]),
                "malus": hero.bonuses[k] < 0,
                "heroism": t.signed(given[k] + HEROISM_BONUS),
                "sacrifice": t.signed(given[k] + HEROISM_BONUS + SACRIFICE_BONUS),
            }
            for k in order
        ],
        "cooldown": [str(n) for n in range(1, hero.cooldown + 1)],
        # moderate use: its heading, then each choice on a line of its own
        "moderate": (
            [f"{t('jw.moderate')}{t.colon}".rstrip()]
            + [t("jw.moderate_row", rounds=c, drop=n) for c, n in hero.moderate]
            if hero.moderate
            else []
        ),
        # a commander's one pool of heroism is ticked on the commander's card
        "heroism": [""] * (hero.heroism or (army.army.commander.heroism if hero.commander else 0)),
        # a commander spends one pool of heroism, as commander or as hero: its boxes are
        # on the army's tracker, and the card says so rather than crossing its box out
        "heroism_note": _heroism_note(hero, army, t),
        # the points the boxes stand for, written beside them
        "heroism_count": _heroism_count(hero, army, t),
        "support": (
            t("jw.support_line", n=hero.supported_cooldown()) if army.has("hero_support") else ""
        ),
        # the hero's death boxes: with Soutien du héros a first one for the hero death
        # the support lets them survive, then the one that takes them out (seed 002,
        # "Soutien du héros": "chaque héros peut éviter une fois une mort de héros")
        "death_boxes": [""] * (2 if army.has("hero_support") else 1),
        "notes": hero.notes,
        "help": Markup(" ").join(
            x
            for x in (
                t("jw.bonus_help"),
                t("jw.bonus_help_commander") if commander else "",
                _succession(hero, army, t, kit),
                (
                    t("jw.hero_damage_note", steps=t(f"jw.steps_unit.{unit}"))
                    if {"damage", "protection"} & hero.bonuses.keys()
                    else ""
                ),
                # what the heroism box is: the commander's pool, the hero's own, none
                _heroism_line(hero, army, t),
            )
            if x
        ),
    }


def _succession(hero: HeroPlan, army: ArmyPlan, t: Text, kit: Kit | None) -> Markup:
    """On the commander's card: the round of confusion its hero death brings, then the
    new commander and the army level then (seed 002, "Le commandant"; ruling O18);
    nothing on another hero's."""
    if not hero.commander:
        return Markup("")
    death = (
        t("jw.succession", n=t.signed(-army.confusion))
        if army.confusion
        else t("jw.succession.assured")
    )
    return Markup(" ").join((death, successor_line(army, t, kit, talents=_talents_kept(army, t))))


def _talents_kept(army: ArmyPlan, t: Text) -> str:
    """``1 talent sur 3``: the talents the successor's command keeps, when fewer than the
    army has (seed 002, "Talents d'armée"); empty when it keeps them all or its level is
    not known (the GM picks which: the rules leave it to them)."""
    after = army.succession
    if after is None or not after.loses_talents:
        return ""
    many = after.talent_slots > 1
    key = "jw.under.talents_short_many" if many else "jw.under.talents_short"
    return t(key, n=after.talent_slots, taken=after.talents_taken)


def successor_line(
    army: ArmyPlan, t: Text, kit: Kit | None, key: str = "jw.successor", talents: str = ""
) -> Markup:
    """Who takes command after the commander's hero death, and the army's level then,
    with the change to every skill (ruling O18): the first aide de camp; the GM's choice
    in an army without one. ``key`` is the family of texts: the card's sentence, or the
    sheet's clause (``jw.fact.successor``); ``talents``, the card's word on the talents
    kept, said with the level's change."""
    found = army.successor
    if found is None:
        return marked(t, kit, f"{key}.none")
    name, level = found
    if level is None:
        return marked(t, kit, f"{key}.unknown", name=name)
    change = level - army.level.value
    if not change:
        return marked(t, kit, f"{key}.same", name=name, level=level)
    if talents:
        return marked(
            t,
            kit,
            f"{key}.level_talents",
            name=name,
            level=level,
            n=t.signed(change),
            talents=talents,
        )
    return marked(t, kit, f"{key}.level", name=name, level=level, n=t.signed(change))


def under_successor(army: ArmyPlan, t: Text) -> str:
    """What the army no longer has once the successor commands (ruling O18), each from
    the plan and only what changes: the critical range, the advantage points at each
    initiative roll and the cost of rolling it again follow the successor's strategist
    rank (seed 002, "Stratège"); a command that keeps fewer talents says how many, and
    what losing Main de fer takes off (the GM picks which talents stay: Fin stratège's
    range is given both ways). Empty when the GM names the successor."""
    after = army.succession
    if after is None:
        return ""
    rank = after.strategist
    master = army.has("master_strategist")
    low = critical_low(rank, master and not after.loses_talents)
    changes = []
    if low != army.critical_low:
        if master and after.loses_talents:
            changes.append(
                t(
                    "jw.under.critical_kept",
                    range=critical_text(low),
                    kept=critical_text(critical_low(rank, True)),
                    talent=t("jw.talent.master_strategist"),
                )
            )
        else:
            changes.append(t("jw.under.critical", range=critical_text(low)))
    if rank != army.strategist:
        changes.append(t.plural("jw.under.start", rank) if rank else t("jw.under.start.none"))
    grace = army.grace_round_at(rank)
    if grace != army.grace_round:
        changes.append(
            t.plural("jw.under.grace.gain", grace)
            if grace > 0
            else t("jw.under.grace.loss", n=-grace)
            if grace < 0
            else t("jw.under.grace.free")
        )
    if after.loses_talents:
        kept = t(
            "jw.under.talents.many" if after.talent_slots > 1 else "jw.under.talents.one",
            n=after.talent_slots,
            taken=after.talents_taken,
        )
        if army.has("iron_hand"):
            kept += t.colon + t("jw.under.lost", talent=t("jw.talent.iron_hand"), skills=_lost(t))
        changes.append(kept)
    if not changes:
        return ""
    said = _joined(changes, t)
    return t("jw.fact.under", changes=said[:1].upper() + said[1:])


def _lost(t: Text) -> str:
    """``Moral, Vigueur et Volonté −1, Manœuvre militaire −3``: Main de fer's bonuses,
    taken off, the skills of one bonus together."""
    by_value: dict[int, list[str]] = {}
    for key, n in IRON_HAND.items():
        by_value.setdefault(n, []).append(t(f"jw.skill.{key}"))
    return ", ".join(
        f"{_and(names, t)}\u00a0{t.signed(-n)}" for n, names in sorted(by_value.items())
    )


def _and(names: list[str], t: Text) -> str:
    """``a, b and c`` / ``a, b et c``."""
    if len(names) < 2:
        return "".join(names)
    return f"{', '.join(names[:-1])} {t('jw.under.and')} {names[-1]}"


def _joined(changes: list[str], t: Text) -> str:
    """The changes in one sentence, between semicolons (a clause has commas of its own)."""
    return t.semicolon.join(changes)


# --- zones ------------------------------------------------------------------------------------


def zone_cards(plan: BattlePlan, t: Text, gm: bool, size: str = "a6") -> list[Card]:
    """Every zone's card; its notes on the GM's copy only. ``size`` is the card's; the
    cards are one family, set in one type step, the one the longest card needs."""
    cards = []
    for i, (g, z) in enumerate(zip(plan.grounds, plan.battle.zones, strict=True)):
        card = {
            **zone_card(g, plan, t),
            "source": source(("zones", i), "", g.name),
            "back_label": plan.battle.name,
            "notes": (z.notes or "") if gm else "",
        }
        texts = [card["held"], card["neighbours"], card["exit"], card["notes"]]
        for f in card["features"]:
            texts += [f"{f['name']} {f['level']} ■■■■ {f['what']}", f["rule"]]
        if card["mods"]:
            texts.append(card["table_help"])
        rows = len(card["mods"]) + 1 if card["mods"] else 0
        card["step"] = type_step(size, texts, rows, 8.0 + 2.0 * len(card["features"]))
        cards.append(card)
    # one family, one type step: the longest card's
    steps = [step for step, _ in TYPE_STEPS]
    family = max((c["step"] for c in cards), key=steps.index, default=steps[0])
    for card in cards:
        card["step"] = family
        card["type"] = step_style(family)
    return cards


def held_by(ground: Ground, plan: BattlePlan) -> list[str]:
    """The armies (or, for a split army, the corps) standing in ``ground`` at the start."""
    return [
        a.name if b is a.whole else f"{b.name} ({a.name})"
        for a in plan.armies
        for b in a.bodies
        if b.at == ground.name
    ]


def neighbours_text(ground: Ground, t: Text) -> str:
    """The zones ``ground`` touches, in the file's order ("no other zone" for one the map
    leaves alone)."""
    return ", ".join(ground.neighbours) or t("jw.no_neighbour")


def zone_card(ground: Ground, plan: BattlePlan, t: Text) -> dict[str, Any]:
    held = held_by(ground, plan)
    # the zone's own terms, as the army sheet's "on the spot" columns count them; heights
    # depend on the enemy's zone: what they make of a skill against a lower zone is said
    # in full words under the heights (round 20: no brackets needing a key), the
    # occupant's skills with its heights' gain and the enemy's with their loss, in all
    mine = _totals(occupant(ground))
    theirs = _totals(against(ground))
    n = ground.heights
    up = dict.fromkeys(HEIGHTS_HIGHER, n) if n else {}
    down = dict.fromkeys(HEIGHTS_LOWER, -n) if n else {}
    features = []
    for key, level in ground.features:
        rule = _rule(key, ground, t)
        if key == "heights":
            mine_below, theirs_below = _in_all(mine, up, t), _in_all(theirs, down, t)
            rule = f"{rule} {t('jw.rule.heights_below', mine=mine_below, theirs=theirs_below)}"
        features.append(
            {
                "name": t(f"jw.feature.{key}"),
                "level": level,
                "pips": [n <= level for n in range(1, _max_level(key) + 1)],
                "what": t(f"jw.level.{key}.{level}"),
                "rule": rule,
            }
        )

    def cell(base: dict[str, int], key: str) -> str:
        return t.signed(base[key]) if key in base else ""

    return {
        "name": ground.name,
        "features": features,
        "plain": not features,
        "neighbours": neighbours_text(ground, t) if has_map(plan.grounds) else "",
        "exit": t.plural("jw.exit_cost", ground.exit_cost),
        "mods": [
            {
                "skill": t(f"jw.skill.{s.key}"),
                "occupant": cell(mine, s.key),
                "attacker": cell(theirs, s.key),
            }
            for s in SKILLS
            if s.key in mine or s.key in theirs
        ],
        # the same two columns on every card (a closed grid), the enemy's empty where the
        # zone hinders no one
        "against": True,
        "table_help": t("jw.zone_table_help"),
        "held": ", ".join(held),
    }


def _in_all(base: dict[str, int], more: dict[str, int], t: Text) -> str:
    """The skills the heights change, in the table's order, by their total in the zone
    against (or from) a lower one, the value first: "+3 en Attaque habile, Parade et
    Volonté, +1 en Moral"."""
    groups: dict[int, list[str]] = {}
    for s in SKILLS:
        if s.key in more:
            groups.setdefault(base.get(s.key, 0) + more[s.key], []).append(t(f"jw.skill.{s.key}"))
    and_ = t("jw.rule.heights_and")
    return ", ".join(
        t(
            "jw.rule.heights_group",
            value=t.signed(value),
            skills=", ".join(names[:-1]) + and_ + names[-1] if len(names) > 1 else names[0],
        )
        for value, names in groups.items()
    )


def _totals(mods: Mods) -> dict[str, int]:
    """Skill -> the sum of its terms, the skills the terms leave at 0 left out."""
    out = {s.key: total(mods, s.key) for s in SKILLS}
    return {k: v for k, v in out.items() if v}


def _rule(key: str, ground: Ground, t: Text) -> str:
    """What a characteristic does beyond the skills in the card's table and the moves to
    leave: a stronghold's bonus against Push back and Total melee, heights' reach, the
    weather as felt under a stronghold."""
    if key == "stronghold":
        return t("jw.rule.stronghold", n=stronghold_special(ground))
    if key == "heights":
        return t("jw.rule.heights")
    if key == "weather" and ground.stronghold:
        return t("jw.weather_felt", felt=ground.felt_weather)
    return ""


def _max_level(key: str) -> int:
    return next(f.max_level for f in FEATURES if f.key == key)


def _changes(t: Text) -> list[dict[str, str]]:
    """How an army changes each characteristic by one level a round (the action *Change
    the terrain*): the skill that raises it, the one that lowers it, the occupant's
    defence against it, and what an empty zone opposes; ``fixed`` when it cannot be;
    ``only`` the condition the row's rolls need, said first (seed 002: weather changes
    only by magic or very advanced devices)."""
    rows = []
    for f in FEATURES:
        row = {"name": t(f"jw.feature.{f.key}"), "fixed": "", "only": ""}
        if f.raise_with is None or f.lower_with is None or f.opposed_by is None:
            row.update(fixed=t("jw.cannot_change"), up="", down="", held="", empty="")
        elif f.key == "weather":
            row.update(
                only=t("jw.weather_only"),
                up=t("jw.worsen", skill=t(f"jw.skill.{f.raise_with}"), n=WEATHER_DIFFICULTY),
                down=t("jw.ease", skill=t(f"jw.skill.{f.lower_with}"), n=WEATHER_DIFFICULTY),
                held=t("jw.weather_held", skill=t(f"jw.skill.{f.opposed_by}")),
                empty=t("jw.weather_empty"),
            )
        else:
            row.update(
                up=t(f"jw.skill.{f.raise_with}"),
                down=t(f"jw.skill.{f.lower_with}"),
                held=t(f"jw.skill.{f.opposed_by}"),
                empty=t("jw.empty_zone", n=resistance(1)),
            )
        rows.append(row)
    return rows


# --- the reference ----------------------------------------------------------------------------


def reference(plan: BattlePlan, t: Text, kit: Kit | None = None) -> dict[str, Any]:
    """The action reference; ``kit`` sets the rulings' marks (none without one)."""
    return {
        "kinds": [
            {
                "name": t(f"jw.kind_title.{kind}"),
                "actions": [_action_row(a.key, plan, t, kit) for a in ACTIONS if a.kind == kind],
            }
            for kind in ACTION_KINDS
        ],
        "rounds": [
            {
                "from": t.number(start),
                "to": t.number(ROUND_MINUTES[i + 1][0] - 1) if i + 1 < len(ROUND_MINUTES) else "",
                "length": t.duration(minutes),
            }
            for i, (start, minutes) in enumerate(ROUND_MINUTES)
        ],
        "below": t("jw.below_battle", n=MIN_BATTLE),
        "changes": _changes(t),
        "classes": [
            {
                "name": t(f"jw.class.{c.key}"),
                "levels": (
                    f"{c.min_level}–{HERO_CLASSES[i + 1].min_level - 1}"
                    if i + 1 < len(HERO_CLASSES)
                    else f"{c.min_level}+"
                ),
                "rank": c.rank,
                "points": c.points,
                "cooldown": c.rank + 1,
            }
            for i, c in enumerate(HERO_CLASSES)
        ],
        "ranks": [
            {
                "rank": rank,
                "level": level,
                "critical": critical_text(20 - rank),
                "master": critical_text(20 - rank - MASTER_STRATEGIST_CRITICAL),
            }
            for rank, level in [(0, 0), *STRATEGIST_MIN_LEVEL.items()]
        ],
        # a strategist's advantage points in round 1 and after (ruling O22)
        "strategist_help": marked(
            t, kit, f"jw.strategist_help.{plan.battle.house_rules.strategist_first_roll}"
        ),
    }


LASTING = frozenset({"harass", "barrage", "weaken"})
"""The actions whose effect lasts "2-4 rounds" (seed 002): 1d3+1 rounds, or the house
rule's fixed number (ruling O19)."""


def lasting_rounds(plan: BattlePlan, t: Text, kit: Kit | None) -> Markup:
    """How long a Harass, Barrage or Weaken lasts, as the reference says it: ``1d3+1
    rounds`` with the ruling's mark, or the house rule's ``3 rounds``."""
    fixed = plan.battle.house_rules.lasting_rounds
    if fixed is None:
        return marked(t, kit, "jw.lasting.roll")
    return Markup.escape(t("jw.lasting.fixed", n=fixed))


def _action_row(key: str, plan: BattlePlan, t: Text, kit: Kit | None = None) -> dict[str, Any]:
    action = next(a for a in ACTIONS if a.key == key)
    low, high = action.cost
    attack = " / ".join(t(f"jw.skill.{s}") for s in action.attack)
    defence = " / ".join(t(f"jw.skill.{s}") for s in action.defence)
    failure = (
        t(f"jw.lose.{key}")
        if t.has(f"jw.lose.{key}")
        else t.plural("jw.lose_points", -action.failure_advantage)
        if action.failure_advantage
        else t("jw.lose.none")
    )
    note = ""
    if key == "push_back":
        note = t("jw.stronghold_note", skill=t("jw.skill.parry"))
    elif key == "total_melee":
        note = t("jw.stronghold_note", skill=t("jw.skill.vigour"))
    return {
        "name": t(f"jw.action.{key}"),
        "cost": t("jw.cost_move") if low != high else str(low),
        "roll": f"{attack} {t('jw.vs')} {defence}" if attack else t("jw.special"),
        "success": marked(
            t,
            kit,
            f"jw.win.{key}",
            steps=t(f"jw.steps.{plan.battle.house_rules.advantage_points}"),
            **({"rounds": lasting_rounds(plan, t, kit)} if key in LASTING else {}),
        ),
        "failure": failure,
        "note": note,
    }
