"""Fate plan -> template context: every string and number the kit prints.

Templates only lay these values out; all arithmetic happened in ``kitgen.systems.fate.rules``
and all wording happens here, in ``faces``, ``commander_face`` and ``zone_face`` (the
cards), ``battlefield`` (the map) or in ``kitgen.i18n``.
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from fractions import Fraction
from typing import Any

from markupsafe import Markup, escape

from kitgen import scenario
from kitgen.cards import Kit, WriteIn, source
from kitgen.engagement_words import engagement_numbers
from kitgen.i18n import Text
from kitgen.marks import marked, xref
from kitgen.printing import OFF
from kitgen.prose import say
from kitgen.systems.fate.attacks import OUTCOMES, defence_of, matchups, opposed, unled
from kitgen.systems.fate.battlefield import (
    battlefield,
    field_sketch,
    map_height,
    marks_text,
    side_mark,
)
from kitgen.systems.fate.commander_face import (
    commander_card,
    commander_defence,
    commander_kind,
)
from kitgen.systems.fate.engagement import DISTANCES, Pairing, left_out, pairings, skill_at
from kitgen.systems.fate.faces import (
    FOOT_BAND,
    beaten_measure,
    commander_beaten_face,
    deck_room,
    defence_skills,
    ladder,
    led_heads,
    place_heads,
    rule_family,
    set_steps,
    unit_card,
)
from kitgen.systems.fate.model import Battle, Commander
from kitgen.systems.fate.report import rating, skill_order
from kitgen.systems.fate.rules import (
    ArmyPlan,
    BattlePlan,
    UnitPlan,
    odds_reach,
    odds_table,
    suggested_zones,
)
from kitgen.systems.fate.tables import (
    ADVANTAGE_EXAMPLES,
    CONSEQUENCE_SHIFTS,
    EDGE_ROWS,
    FATE_POINT_COST,
    LADDER,
    QUALITIES,
    TURN_STEPS,
    Quality,
)
from kitgen.systems.fate.zone_face import ZONE_FOOT, ZONE_SPARE, zone_cards


def context(plan: BattlePlan, t: Text, kit: Kit) -> dict[str, Any]:
    """The kit's values. The players' copy (``kit.gm`` false) is given the plan of the
    battle with its secrets taken out (``kitgen.secrets``): every unit, commander and
    hidden aspect in ``plan`` is one its players may know. It leaves out what only the
    GM reads (notes, warnings, the rolls of this battle and its units' engagements; the
    generic odds stay: they hold for any battle), and the totals of an army that would
    count only what the players see: its war chest, its commanders (a box to tally them
    in instead) and, but for the players' army, its hidden aspects."""
    battle = plan.battle
    engagements = _engagements(plan, t, kit) if kit.gm else {}
    values: dict[str, Any] = {
        "title": battle.name,
        "author": say(battle.author, t.lang),
        "system_title": t("system.fate"),
        "notes": _notes(battle, plan, t, kit),
        "scenario": scenario.present(battle, t),
        "sides": [_side(a, plan, t, kit.gm) for a in plan.armies],
        # where the raised marks lead: the end of the last text page (the GM's rolls,
        # the players' quick reference)
        "rulings_page": _rulings_page(t, kit, bool(engagements.get("tables"))),
        "warnings": [kit.warning(w) for w in plan.warnings] if kit.gm else [],
        # with a scenario, the zone count is a note of its first page (the GM's): the
        # sheet of the sequence of play opens on the rules
        "zones_line": "" if battle.scenario is not None else _zones_line(battle, plan, t),
        "armies": [_army(a, t, kit, plan) for a in plan.armies],
        "tracker": _tracker(plan, t, kit),
        "tokens": _tokens(plan, t, kit),
        "turns": _turns(plan, t),
        **_decks(plan, t, kit),
        "map_help": _map_help(plan, t, kit.gm),
        "quick": quick_reference(t, plan, kit),
        "rolls": _rolls(plan, t, kit) if kit.gm else {},
        "duels": _duels(plan, t) if kit.gm else {},
        "engagements": engagements,
        "edges": [_odds_row(t.signed(e), opposed(e, 0), t) for e in EDGE_ROWS],
        "outcomes": [{"name": t(f"outcome.{o}"), "level": k + 1} for k, o in enumerate(OUTCOMES)],
    }
    # the GM's note closes a section that may run over two pages (unit against unit):
    # page 1 points to the end of that section, not to its first page; in both copies
    # the page's number after its title, the note's page (kitgen.marks.xref)
    values["rulings_anchor"] = RULINGS_ANCHOR
    if kit.cited:
        section = xref(t("page_named", title=values["rulings_page"]), RULINGS_ANCHOR)
        key = "fa.rulings_where" if kit.gm else "fa.rulings_where_players"
        values["rulings_where"] = marked(t, kit, key, section=section)
    return values


RULINGS_ANCHOR = "fa-rulings"
"""The ``id`` of the rulings note's box, which page 1's pointer gives the page of."""


TRACK_TURNS = 12
"""The turn track's boxes when the battle file gives no length: the rules end a battle
when one side is beaten, not on a turn."""
TURN_IN_WHEN = re.compile(r"\b(?:tour|turn)\s+(\d+)\b", re.IGNORECASE)
"""An event timed on a turn, as its ``when`` says it (``Tour 3``, ``turn 8``)."""


def _turns(plan: BattlePlan, t: Text) -> dict[str, Any]:
    """Page 1's turn track: a box to tick for each turn (the file's ``turns``, the last
    one marked as the end; else ``TRACK_TURNS`` boxes), each event whose ``when`` names
    a turn written under its box, what a turn is, in one line."""
    battle = plan.battle
    count = battle.turns or TRACK_TURNS
    timed: dict[int, list[str]] = {}
    if battle.scenario is not None:
        for event in battle.scenario.events:
            when = say(event.when, t.lang)
            found = TURN_IN_WHEN.search(when)
            if found and 1 <= int(found[1]) <= count:
                timed.setdefault(int(found[1]), []).append(when)
    return {
        "title": t("fa.turns"),
        "help": t("fa.turns_help" if battle.turns else "fa.turns_help_open", n=count),
        "boxes": [
            {
                "n": str(n),
                "marks": [
                    *timed.get(n, []),
                    *([t("fa.turns_last")] if battle.turns and n == count else []),
                ],
            }
            for n in range(1, count + 1)
        ],
    }


TOKEN_ROOM = 36.0
"""What the counters' page keeps off the map's drawing height for its three headings and
its help lines, mm (``kit.css``: ``.fa-tokens-page``)."""
TOKEN, TAG = 13.0, 19.0
"""The height of a counter (a unit's or a commander's) and of a situation aspect's tag, mm:
a counter about 3.6 x 1.3 cm, laid on its zone's card, as the rules place units."""
TOKEN_COLUMNS, TAG_COLUMNS = 5, 2
BLANKS_ANNOUNCED = 2
"""The blank counters the players' copy gives every army (it may not count their points
left): the same for each, whatever its secrets."""
BOUGHT = 3 * TAG
"""The height of a blank unit card's block on the counters' page, mm: three rows of tags,
in their grid (``kit.css``: ``.fa-bought``), room for a unit card's parts, its skills'
grid led and alone and its defence line too (round 19, item 3); a card that may be a
Good unit's, with its six skills and two consequences, takes four (``.fa-bought.tall``)."""
BOUGHT_TALL = 4 * TAG
BOUGHT_GRID_COLUMNS = 2
"""A blank unit card's skills grid sets its rows side by side, two a line."""
PINNED_TAGS = ("pinned", "surrounded")
"""The situation aspects the actions put in play by name (the quick reference's): a tag
of each is printed ready, the others blank."""


def _tokens(plan: BattlePlan, t: Text, kit: Kit) -> dict[str, Any]:
    """The sheet of counters to cut out: one per unit and per commander, their army's
    mark and name on a band dark for the first army and light and hatched for the others
    (the cards' sides, told apart in greyscale), then as many situation aspect tags as the
    page has room for, two of them the actions' Pinned and Surrounded, to lay on the zone
    cards."""
    sides = {a.name: min(i, 1) for i, a in enumerate(plan.armies)}
    marks = {a.name: side_mark(i) for i, a in enumerate(plan.armies)}
    units = [
        {
            "name": u.name,
            "army": f"{marks[a.name]}\u00a0{a.name}",
            "side": sides[a.name],
        }
        for a in plan.armies
        for u in a.units
    ]
    # a blank counter for each unit the points left can buy in the battle, in the GM's
    # copy; in the players', as many for every army alike (its count of an army's points
    # left would leave out its secret units' cost)
    cheapest = min(q.cost for q in QUALITIES)

    def blanks(army: ArmyPlan) -> int:
        if kit.gm:
            return max(0, army.left) // cheapest
        return BLANKS_ANNOUNCED

    units += [
        {
            "name": "",
            "blank": t("fa.tokens_blank"),
            "army": f"{marks[a.name]}\u00a0{a.name}",
            "side": sides[a.name],
        }
        for a in plan.armies
        for _ in range(blanks(a))
    ]
    # the units' last row filled with spare counters, for no army, so that no counter is
    # left alone on a row of the cutting grid (round 13, item 2): on the same row, so they
    # cost no room
    spares = [
        {"name": "", "blank": t("fa.tokens_spare"), "army": t("fa.tokens_spare_band"), "side": 2}
    ] * (-len(units) % TOKEN_COLUMNS)
    commanders = [
        {
            "name": c.name,
            "army": f"{marks[a.name]}\u00a0{a.name}",
            "side": sides[a.name],
        }
        for a in plan.armies
        for c in a.army.commanders
    ]
    used = (
        math.ceil(len(units) / TOKEN_COLUMNS) * TOKEN
        + math.ceil(len(commanders) / TOKEN_COLUMNS) * TOKEN
    )
    room = map_height(kit.settings.paper) - TOKEN_ROOM - used
    # a blank unit card for each unit an army can buy in the battle (ruling N16), as a
    # block of the tags' grid in place of rows of blank tags: one card a unit where a row
    # of tags is still left under them, else one card an army saying how many, else none,
    # so that it never costs a page
    buyers = [a for a in plan.armies if blanks(a)]
    offers = {a.name: _offered(a, kit) for a in buyers}
    tall = any(len(q.pyramid) > 3 for a in buyers for q in offers[a.name])
    rows = round((BOUGHT_TALL if tall else BOUGHT) / TAG)
    tag_rows = math.floor(room / TAG + 1e-6)
    cards: list[dict[str, Any]] = []
    for each in (True, False):
        cards = [
            _bought(
                a,
                marks[a.name],
                sides[a.name],
                t,
                offers[a.name],
                1 if each else blanks(a),
                announced=not kit.gm,
                shoot_defence=plan.battle.house_rules.shoot_defence,
            )
            for a in buyers
            for _ in range(blanks(a) if each else 1)
        ]
        bought_rows = math.ceil(len(cards) / TAG_COLUMNS) * rows
        if tag_rows - bought_rows >= 1:
            break
    else:
        cards, bought_rows = [], 0
    count = max(len(PINNED_TAGS), (tag_rows - bought_rows) * TAG_COLUMNS)
    tags = [{"name": t(f"fa.tag.{k}"), "help": t(f"fa.tag.{k}.help")} for k in PINNED_TAGS] + [
        {"name": "", "help": ""}
    ] * (count - len(PINNED_TAGS))
    # a card standing for several units (``×2``) says what its mark means (round 22,
    # item 2): the page's help, not the card's band, which has no room for it
    copies = max((c["copies"] for c in cards), default=1)
    help_ = t("fa.tokens_help")
    if copies > 1:
        help_ += " " + t("fa.bought.copies", n=copies)
    return {
        "title": t("fa.tokens"),
        "help": help_,
        "units_title": t("fa.tokens_units"),
        "commanders_title": t("fa.tokens_commanders"),
        "tags_title": t("fa.tokens_tags"),
        "tags_help": t("fa.tokens_tags_help"),
        "units": units,
        "spares": spares,
        "commanders": commanders,
        "tags": tags,
        "bought": cards,
        # an odd card's neighbour in its row: blank tags, as many as the card's rows
        "bought_fill": [""] * (rows if len(cards) % TAG_COLUMNS else 0),
        "bought_tall": tall,
        # the unit cards' turn track (a battle of a set length only)
        "acted": (
            [str(n) for n in range(1, plan.battle.turns + 1)]
            if plan.battle.turns and plan.battle.turns <= ACTED_MOST
            else []
        ),
        "tag_label": t("fa.tag.label"),
        "tag_free": t("fa.tag.free"),
        "recto": kit.settings.duplex != OFF,
    }


def _offered(army: ArmyPlan, kit: Kit) -> list[Quality]:
    """The qualities a unit bought in the battle may have (ruling N16, at the build
    prices of F1): in the GM's copy those the army's points left afford; in the players'
    copy all, since it cannot count an army's points left (its secret units' cost, how a
    hidden aspect was paid: ``kitgen.secrets``), which the GM announces."""
    if not kit.gm:
        return list(QUALITIES)
    return [q for q in QUALITIES if q.cost <= army.left]


def _bought(
    army: ArmyPlan,
    mark: str,
    side: int,
    t: Text,
    offered: list[Quality],
    copies: int,
    *,
    announced: bool = False,
    shoot_defence: str = "athletics",
) -> dict[str, Any]:
    """A blank unit card for a unit ``army`` buys in the battle (ruling N16): its army on
    the counters' band (with ``×2`` when one card stands for two units), then the fields
    a unit card gives (F1): name, its quality (to tick among those it can have, with
    their costs), its skills in a grid with a unit card's led and alone columns (F2: an
    independent commander may lead it), as many rows as the largest pyramid offered,
    the defence line of a unit card (N8, :func:`faces.defence_skills`: the skills it
    defends with, their ratings read in the grid), aspects (the name is the first), the
    consequence boxes the
    qualities offered use, each saying which of them has it when not all do (an Average
    unit has none: out at the first shift), taken out, and the unit cards' turn track.
    ``announced``: the players' copy, which offers every quality and cannot count the
    points left: a line under the qualities says the GM's figure decides, with no figure."""
    keys = [c for c in ("mild", "moderate") if any(c in q.consequences for q in offered)]
    most = max(len(q.pyramid) for q in offered)  # the skills of the largest pyramid

    def only(consequence: str) -> str:
        """Which qualities offered have ``consequence``'s box, when not all do: "if Fair"
        (a bare quality by the box read as the box's own word), or "not Average" when
        fewer lack it than have it (the shorter, on a card's one line)."""
        having = [t(f"quality.{q.key}") for q in offered if consequence in q.consequences]
        lacking = [t(f"quality.{q.key}") for q in offered if consequence not in q.consequences]
        if not lacking:
            return ""
        if len(lacking) < len(having):
            return t("fa.bought.except", qualities=f" {t('fa.or')} ".join(lacking))
        return t("fa.bought.only", qualities=f" {t('fa.or')} ".join(having))

    consequences = [
        {"name": f"{t(f'consequence.{c}')}\u00a0({CONSEQUENCE_SHIFTS[c]})", "only": only(c)}
        for c in keys
    ]
    title = t("fa.bought.title") + (f"\u00a0\u00d7{copies}" if copies > 1 else "")
    return {
        "army": f"{mark}\u00a0{army.name}",
        "side": side,
        "title": title,
        "copies": copies,
        "name": t("fa.bought.name"),
        # one quality left is printed, not offered
        "qualities": [f"{t(f'quality.{q.key}')} ({q.cost})" for q in offered],
        "pick": len(offered) > 1,
        "left_note": t("fa.bought.left_note") if announced else "",
        "quality": t("fa.quality"),
        # the same sheet parts as a unit card's (round 19, item 3): its skills' head, led
        # and alone, and its defence line, from the same code
        "heads": led_heads(t("fa.skills"), t),
        "grid_rows": [[""] * min(BOUGHT_GRID_COLUMNS, most)]
        * math.ceil(most / BOUGHT_GRID_COLUMNS),
        "def_label": t("fa.def"),
        "defence": defence_skills(t, shoot_defence),
        "aspects": t("fa.aspects"),
        "consequences": consequences,
        "no_consequence": "" if keys else t("fa.bought.no_consequence"),
        # where some quality offered has consequences and another has none: which, said
        # on a card that has the room (a Good unit's, three rows tall)
        "none_for": (
            t(
                "fa.bought.none_for",
                qualities=", ".join(t(f"quality.{q.key}") for q in offered if not q.consequences),
            )
            if keys and any(not q.consequences for q in offered)
            else ""
        ),
        "out": t("fa.out.banner"),
        "acted_label": t("fa.bought.acted"),
    }


def _rulings_page(t: Text, kit: Kit, engaged: bool) -> str:
    """The heading of the page whose end lists the rulings: the GM's last, unit against
    unit (``engaged``; else the battle's rolls); the players' quick reference."""
    if not kit.gm:
        return f"{t('quick_reference')} — {t('fa.actions')}"
    return t("fa.engagements") if engaged else t("fa.rolls")


ACTED_ROW = 8.6
"""A unit card's row of turn boxes, mm: its label's line and 4.2 mm boxes, with their
margins (``kit.css``: ``.fa-acted``)."""
HEAD_ROW = 4.0
"""A led card's row of its own for its commander's name, mm (``kit.css``: ``tr.head``)."""
ACTED_MOST = 10
"""The most turn boxes a unit card's row holds (4.2 mm each, in a poker card's width)."""


def _decks(plan: BattlePlan, t: Text, kit: Kit) -> dict[str, Any]:
    """The three decks and the battlefield, whose frames are the zone cards' size. Each
    kind of card is designed upright as the sheet holds it (an A6 card wider than tall:
    no card lies a quarter turn, so no back is turned), and each family of faces is set
    at one type size, the fullest face's (``faces.family_step``)."""
    paper = kit.settings.paper
    duplex = kit.settings.duplex != OFF
    units = [
        unit_card(
            u,
            source(("armies", i, "units", j), a.name, u.name),
            t,
            kit,
            plan.battle.house_rules.shoot_defence,
        )
        for i, a in enumerate(plan.armies)
        for j, u in enumerate(a.units)
    ]
    # whose card it is, at a glance and in greyscale: the first army's title bars dark,
    # the others' light and outlined (the design system's two sides)
    sides = {a.name: min(i, 1) for i, a in enumerate(plan.armies)}
    # the battle ends as the scenario's victory says, when it has one (the back says so)
    if plan.battle.scenario is not None and plan.battle.scenario.victory:
        for face, _ in units:
            if "back" in face:
                face["back"]["rules"][-1] = t("fa.out.end_scenario")
    for face, _ in units:
        face["side"] = sides[face["source"].army]
    unit_deck = kit.deck("unit_card", [c for c, _ in units], landscape=True)
    unit_room = deck_room(unit_deck, paper)
    beaten = [(c["back"], beaten_measure(c["back"])) for c, _ in units if "back" in c]
    set_steps([*units, *beaten], unit_room)
    # a box a turn, over the ruled lines, to tick when the unit has acted (each unit is
    # activated once a turn, each army in turn): a battle of a set length only
    acted = (
        [str(n) for n in range(1, plan.battle.turns + 1)]
        if plan.battle.turns and plan.battle.turns <= ACTED_MOST
        else []
    )
    for face, _ in units:
        face["acted"] = acted
    place_heads([c for c, _ in units], unit_room)
    # a commander's name on a row of its own (the whole family's, place_heads) takes a
    # row more than the cards' estimate: the grid keeps it free
    apart = any(c.get("with_apart") for c, _ in units)
    rule_family(
        units,
        unit_room,
        FOOT_BAND + (ACTED_ROW if acted else 0.0),
        spare=HEAD_ROW if apart else 0.0,
        notes=True,
    )
    commanders = [
        commander_card(
            c,
            a,
            source(("armies", i, "commanders", j), a.name, c.name),
            t,
            kit,
            plan.battle.house_rules.commander_boosts_every_skill,
            tuple(acted),
            plan.battle.house_rules.shoot_defence,
        )
        for i, a in enumerate(plan.armies)
        for j, c in enumerate(a.army.commanders)
    ]
    for face, _ in commanders:
        face["side"] = sides[face["source"].army]
        # in duplex, a commander's back records their defeat, as a unit's does
        if duplex:
            face["back"] = commander_beaten_face(face, t)
    commander_deck = kit.deck("commander_card", [c for c, _ in commanders], landscape=True)
    commander_backs = [
        (c["back"], beaten_measure(c["back"])) for c, _ in commanders if "back" in c
    ]
    set_steps([*commanders, *commander_backs], deck_room(commander_deck, paper))
    # every zone card of the GM's copy has a back in duplex: a hidden aspect is written
    # there (ruling N7); printed on one side, such a zone is two cards
    zones = [
        laid
        for i, z in enumerate(plan.zones)
        for laid in zone_cards(
            z, source(("zones", i), "", z.name), t, kit, plan.battle.house_rules.defender_alone
        )
    ]
    zone_deck = kit.deck("zone_card", [c for c, _ in zones], wide=True)
    faces = [
        (c[side], m)
        for c, measures in zones
        for side, m in zip(("front", "back"), measures, strict=False)
    ]
    zone_room = deck_room(zone_deck, paper)
    set_steps(faces, zone_room)
    # every face written on in play (face up, revealed) gets the same ruled lines at its
    # foot, as many as the fullest has room for, the players' face of an aspect they do
    # not know counted; that face keeps its boxes and one line under them
    # (``zone_face.FOUND_WRITING``)
    rule_family(
        [(f, m) for f, m in faces if f.get("write") or f["kind"] in ("revealed", "found")],
        zone_room,
        ZONE_FOOT,
        ZONE_SPARE,
    )
    card = None if zone_deck["page"] else (zone_deck["width"], zone_deck["height"])
    laid = battlefield(plan, t, card, paper)
    return {
        "sketch": _sketch(plan, t, card, paper),
        "unit_deck": unit_deck,
        "commander_deck": commander_deck,
        "zone_deck": zone_deck,
        "map": laid,
        # in duplex the map is a sheet of its own, its back left blank: it lies on the
        # table face up, and the GM's page is not printed on its back (the first sheet of
        # cards after it starts on a recto, a blank page before it when needed)
        "map_recto": duplex,
        # printed on one side, the quick reference comes before the cards when the first
        # page and the map make an odd count of pages; in duplex, after the cards, so that
        # they follow the map's blank back
        "quick_first": len(laid) % 2 == 0 and not duplex,
    }


def _map_help(plan: BattlePlan, t: Text, gm: bool) -> dict[str, Any]:
    """What the battlefield's lines mean, each after a sample of itself: a dashed frame, a
    zone whose card lies face down (in sight of all, so in every copy); a dotted one,
    where its card goes."""
    keys = (["hidden"] if any(z.zone.hidden is not None for z in plan.zones) else []) + ["spot"]
    return {
        "lede": t("fa.map_help"),
        "marks": marks_text(plan, t),
        "key_list": [{"kind": k, "text": t(f"fa.map_key.{k}")} for k in keys],
    }


def _tracker(plan: BattlePlan, t: Text, kit: Kit) -> list[dict[str, Any]]:
    """The GM page's pencil boxes, per army: its initiative roll, the Fate points it bought
    (to tick as they are spent: no secret, and the rules have the table know them) and
    the enemy commanders it defeats (a Fate point each after the battle), tallied in a
    box in every copy alike: how many commanders an army has is a secret of the players'
    copy (one leading a ``secret: true`` unit is left out with it). Both copies have a box
    for the points left, which the GM announces: the GM's says how many (round 18)."""
    return [
        {
            "army": a.name,
            "fate": [""] * a.army.fate_points,
            "defeated": WriteIn(t("fa.defeated_short"), t("write_in.tally")),
            # the players' copy, every army alike: its plan leaves out the secret units
            # (its own army's too), so its points left would count their cost; a box for
            # the GM to announce them in; the GM's copy, the same box with the number to
            # announce (its army's ledger tells how they may be spent)
            "left": WriteIn(
                t("fa.left"),
                t("fa.left_announce", left=a.left) if kit.gm else t("write_in.announced"),
            ),
        }
        for a in plan.armies
    ]


def _sketch(
    plan: BattlePlan, t: Text, card: tuple[float, float] | None, paper: str
) -> dict[str, Any] | None:
    """Page 1's field at a glance, its heading followed by the zone count and the rules'
    suggestion (round 22, item 3: where the table sees its zones laid out, how many; on
    the heading's line, which costs no line): for the file's head count (``players:``),
    else for the least table that plays it, the GM and one player per army. Without a
    scenario the GM's page opens on that count (``zones_line``) and this says nothing."""
    sketch = field_sketch(plan, t, card, paper)
    if sketch is None:
        return None
    battle, count = plan.battle, len(plan.zones)
    sketch["zones"] = ""
    if battle.scenario is not None and battle.players:
        sketch["zones"] = t(
            "fa.sketch.zones",
            count=count,
            suggested=suggested_zones(battle.players),
            players=battle.players,
        )
    elif battle.scenario is not None:
        least = suggested_zones(len(plan.armies) + 1)
        sketch["zones"] = t("fa.sketch.zones_least", count=count, suggested=least)
    return sketch


def _odds_row(
    label: str, odds: tuple[Fraction, Fraction, Fraction, Fraction], t: Text
) -> dict[str, Any]:
    """One opposed roll: its four outcomes as numbers and as one stacked bar, light to
    dark (fail, tie, success, with style). ``segments`` give each part's width in per
    cent of the bar; ``bar`` draws them as one box's background, its colour stops at the
    running totals (one box lays out faster than four)."""
    segments = [
        {"level": k + 1, "width": f"{float(p) * 100:.1f}%"} for k, p in enumerate(odds) if p
    ]
    stops, total = [], Fraction(0)
    for k, p in enumerate(odds):
        if p:
            start, total = total, total + p
            colour = f"var(--level-{k + 1})"
            stops += [f"{colour} {float(start) * 100:.2f}%", f"{colour} {float(total) * 100:.2f}%"]
    return {
        "label": label,
        "cells": [t.percent(float(p)) for p in odds],
        "segments": segments,
        "bar": f"linear-gradient(to right, {', '.join(stops)})",
    }


def _zones_line(battle: Battle, plan: BattlePlan, t: Text) -> str:
    """The zone count against the rules' suggestion (F3), with their reason for more."""
    if not battle.players:
        return t("fa.zones_count", count=len(plan.zones))
    more = plan.suggested_zones is not None and len(plan.zones) > plan.suggested_zones
    return t(
        "fa.zones_more" if more else "fa.zones_line",
        count=len(plan.zones),
        players=battle.players,
        suggested=plan.suggested_zones,
    )


def _notes(battle: Battle, plan: BattlePlan, t: Text, kit: Kit) -> str:
    """The GM's notes, the battle file's. With a scenario, the zone count and the rules'
    suggestion are said nowhere on the page: the designer weighed them, the map shows
    the zones, and the table has no use for the reason."""
    if not kit.gm:
        return ""
    return say(battle.notes, t.lang) if battle.notes else ""


def _led(plan: BattlePlan) -> set[str]:
    """The units whose attached commander raises some of their skills (F2)."""
    return {
        u.name
        for a in plan.armies
        for u in a.units
        if u.led_skills is not None and u.led_skills != u.skills
    }


def _led_at(plan: BattlePlan) -> set[tuple[str, str]]:
    """The units, with the skill of a fight (``fight``, ``shoot``), whose commander
    changes a number of that fight (F2): its attack, its defence or whether it strikes.
    The pages "Unit against unit" tag a unit "(led)" only there: a tag on the same
    numbers as alone says nothing (the example's Sappers, the Guards' Fight)."""
    rule = plan.battle.house_rules.shoot_defence
    out: set[tuple[str, str]] = set()
    for army in plan.armies:
        for unit in army.units:
            alone = unled(unit)
            if alone is None:
                continue
            for skill in ("fight", "shoot"):
                led_skills, own = unit.led_skills or {}, alone.skills
                if (led_skills.get(skill, 0), defence_of(unit, skill, rule)[1]) != (
                    own.get(skill, 0),
                    defence_of(alone, skill, rule)[1],
                ):
                    out.add((unit.name, skill))
    return out


def _past(n: int | None, exchanges: int, t: Text) -> str:
    """A length of the pages "Unit against unit", in exchanges: past the battle's own
    (``exchanges``, 0 for a battle without a last turn), "> 20", as the columns "By turn
    10" read it; ``—`` past what was followed."""
    if n is not None and exchanges and n > exchanges:
        return t("fa.engage_past", n=t.number(exchanges))
    return "—" if n is None else t.number(n)


def _rolls(plan: BattlePlan, t: Text, kit: Kit) -> dict[str, Any]:
    """The battle's attacks (ruling N8): a table per attacking army, a group of rows per
    attack (its units, skill and rating), a row per defence rating. A defender that does
    not use the usual skill (Athletics against Fight, the house rule's against Shoot) has
    its skill after its name."""
    usual = {"fight": "athletics", "shoot": plan.battle.house_rules.shoot_defence}
    secret_tag = secret_tagger(plan, t)
    # a unit whose commander raises its skills is tagged "(led)", as on the pages "unit
    # against unit": its figures hold the +1 already (F2)
    led = _led(plan)

    def led_mark(name: str) -> Markup:
        if name not in led:
            return Markup("")
        return Markup(' <span class="fa-led">%s</span>') % t("fa.led_tag")

    def tag(name: str) -> Markup:
        return Markup(secret_tag(name)) + led_mark(name)

    def alone_mark(name: str, skill: str = "") -> Markup:
        # the unit once its commander has fallen or left: its own figures (F2)
        said = t("fa.alone_with", skill=t(f"skill.{skill}")) if skill else t("fa.alone_tag")
        return Markup(secret_tag(name)) + Markup(' <span class="fa-led">%s</span>') % said

    sides: list[dict[str, Any]] = []
    for m in matchups(plan, alone=True):
        if not sides or (sides[-1]["army"], sides[-1]["target"]) != (m.army, m.target):
            title = f"{m.army} → {m.target}"
            sides.append({"army": m.army, "target": m.target, "title": title, "groups": []})
        groups = sides[-1]["groups"]
        if not groups or groups[-1]["key"] != (m.skill, m.attack):
            groups.append(
                {
                    "key": (m.skill, m.attack),
                    # (a secret unit is tagged where it defends: once a side is enough)
                    "attackers": Markup(", ").join(
                        [escape(a) + led_mark(a) for a in m.attackers]
                        + [alone_mark(a) for a in m.attackers_alone]
                    ),
                    "attack": f"{t(f'skill.{m.skill}')} {t.signed(m.attack)}",
                    "rows": [],
                }
            )
        row = _odds_row(t.signed(m.edge), m.odds, t)
        row["defenders"] = Markup(", ").join(
            [
                tag(name) if skill == usual[m.skill] else tag(name) + f" ({t(f'skill.{skill}')})"
                for name, skill in m.defenders
            ]
            + [
                alone_mark(name, "" if skill == usual[m.skill] else skill)
                for name, skill in m.defenders_alone
            ]
        )
        row["defence"] = t.signed(m.defence)
        groups[-1]["rows"].append(row)
    for side in sides:
        for group in side["groups"]:
            group["span"] = len(group["rows"])
    return {
        "sides": sides,
        "help": escape(t("fa.rolls_help", shoot_defence=t(f"skill.{usual['shoot']}")))
        + kit.ruling("N8"),
        "will": _will_line(plan, t) if usual["shoot"] == "athletics" else "",
    }


def _listed(items: list[str], t: Text) -> str:
    """``a, b and c`` (one item alone as it is)."""
    if len(items) < 2:
        return "".join(items)
    return t("fa.balance.and", first=", ".join(items[:-1]), last=items[-1])


def _will_line(plan: BattlePlan, t: Text) -> Markup:
    """Ruling N8 lets the GM defend against Shoot with Will rather than Athletics: how
    that moves this battle's shooting rows, each defender shot at (as the rows print it,
    led or alone, and a led one alone as well) by the change in its defence, the
    unchanged left out (round 14, item 6). Empty when no defence changes or nothing
    shoots."""
    units = {u.name: u for a in plan.armies for u in a.units}
    moved: dict[int, list[str]] = {}
    alone_moved: dict[int, list[str]] = {}
    seen: set[str] = set()
    for m in matchups(plan, alone=True):
        if m.skill != "shoot":
            continue
        shot = [(n, False) for n, _ in m.defenders] + [(n, True) for n, _ in m.defenders_alone]
        # a led defender's row stands for it alone too where Athletics is the same both
        # ways, but Will may not be (round 19: Chevaliers and Sapeurs alone, Will +1)
        shot += [(n, True) for n, _ in m.defenders if units[n].led_skills is not None]
        for name, alone in shot:
            unit = units.get(name)
            key = f"{name}/{alone}"
            if unit is None or key in seen:
                continue
            seen.add(key)
            own = unled(unit) if alone else unit
            if own is None:
                continue
            skills = own.led_skills if own.led_skills is not None else own.skills
            change = skills.get("will", 0) - skills.get("athletics", 0)
            if change and alone:
                alone_moved.setdefault(change, []).append(name)
            elif change:
                led = unit.led_skills is not None
                moved.setdefault(change, []).append(f"{name} {t('fa.led_tag')}" if led else name)
    for change, names in alone_moved.items():
        together = _listed(names, t)
        moved.setdefault(change, []).append(t("fa.will_moves.alone", units=together))
    if not moved:
        return Markup("")
    parts = [
        t("fa.will_moves.part", change=t.signed(c), units=", ".join(moved[c]))
        for c in sorted(moved, reverse=True)
    ]
    # said after the rolls' help, whose point ends on ruling N8's mark
    return escape(t("fa.will_moves", parts=t("fa.will_moves.sep").join(parts)))


DUEL_ROWS = 4
"""The most rows of the GM's small table "commander against commander", one per edge: it
stands in the room the rolls page leaves under its tables (about 3 cm, A4 or Letter),
before the pages "unit against unit" (kept whole), so it never costs a page; a battle
with more edges between its commanders goes without it."""


def _duels(plan: BattlePlan, t: Text) -> dict[str, Any]:
    """Commander against commander (the seed: commanders « peuvent s'affronter les uns
    les autres en combat singulier », and « seul un autre commandant peut attaquer
    directement [...] un commandant »), rolled as the seed's *Attaquer Défendre*: in the
    same zone, the attacker's 4dF + Fight against the defender's 4dF + the defence their
    card gives against Fight (ruling N8; an unrated skill is Mediocre, +0). Every duel
    one army's commander can start against another's, grouped by edge (the same edge,
    the same chances): the attack succeeds (with style or not), ties, or fails (the
    defender holds), from ``attacks.opposed``. Two armies only, at most ``DUEL_ROWS``
    edges, else nothing."""
    if len(plan.armies) != 2:
        return {}
    shoot = plan.battle.house_rules.shoot_defence
    by_edge: dict[int, list[tuple[str, str]]] = {}
    for a in plan.armies:
        for b in plan.armies:
            if a is b:
                continue
            for attacker in a.army.commanders:
                for defender in b.army.commanders:
                    attack = (attacker.skills or {}).get("fight", 0)
                    skills = {**(defender.skills or {}), "will": defender.will}
                    _, defence = commander_defence(skills, shoot)["fight"]
                    by_edge.setdefault(attack - defence, []).append((attacker.name, defender.name))
    if not by_edge or len(by_edge) > DUEL_ROWS:
        return {}
    rows = []
    for edge in sorted(by_edge):
        fail, tie, success, style = opposed(edge, 0)
        rows.append(
            {
                "duels": " · ".join(f"{x} → {y}" for x, y in by_edge[edge]),
                "edge": t.signed(edge),
                "cells": [t.percent(float(p)) for p in (success + style, tie, fail)],
            }
        )
    return {"title": t("fa.duels"), "help": t("fa.duels_help"), "rows": rows}


def _chance(chance: float, t: Text) -> str:
    """A chance of the pages "Unit against unit": exactly 0, what no roll can do, in
    words ("never", the kit's word for it); a chance that rounds to 0 but can happen,
    "< 0.1 %" (the help's point "out" says which is which)."""
    if chance == 0:
        return t("times.never")
    return t.percent(chance)


KIT_ENGAGEMENTS = 200
"""The engagements the GM's pages print (72 in the example, 3 pages): a battle of many
units prints its first ones and says where the others are."""
TABLE_ROWS = 24
"""The most rows of one table (a line each): a table is kept whole on a page, so a unit
facing many enemies gets several, an enemy's rows never split."""


def _engagements(plan: BattlePlan, t: Text, kit: Kit) -> dict[str, Any]:
    """The GM's pages "Unit against unit" (rulings N9-N11): a small table per unit and
    attack (Fight in the same zone; Shoot, for a unit that shoots), a group of rows per
    enemy unit, a row per distance: the roll, the chance one attack takes the enemy out,
    each side's chance to win (the likelier in bold: what a GM reads at a glance; "no
    Shoot" for an enemy that cannot answer at that range) and the exchanges (mean, by when
    half and nine in ten are over). Each number is printed once: no line repeats them."""
    tables: list[dict[str, Any]] = []
    secret_tag = secret_tagger(plan, t)
    secret_word = secret_tagger(plan, t, worded=True)
    # a unit whose commander changes a number of the fight fights here as led (F2): its
    # name says so; one whose numbers are its own alone is not tagged
    led = _led_at(plan)

    def tag(name: str, skill: str = "fight", *, worded: bool = False) -> Markup:
        named = Markup((secret_word if worded else secret_tag)(name))
        if (name, skill) in led:
            return named + Markup(' <span class="fa-led">%s</span>') % t("fa.led_tag")
        return named

    turns = plan.battle.turns
    length = (turns or 0) * EXCHANGES_PER_TURN
    # a unit's Fight table, then its Shoot table: smaller blocks, kept whole on a page
    ordered = sorted(pairings(plan), key=lambda p: (p.attacker.path, p.distance > 0))
    for pairing in ordered[:KIT_ENGAGEMENTS]:
        first, second = pairing.sides
        skill = skill_at(pairing.distance)
        key = (pairing.attacker.army, first.name, skill)
        if not tables or tables[-1]["key"] != key:
            army = pairing.attacker.army
            tables.append(
                {
                    "key": key,
                    "name": tag(first.name, skill),
                    "army": army,
                    # the army's heading over its first table, once
                    "army_head": army if not tables or tables[-1]["army"] != army else "",
                    # the attack is the unit's, the same on every row: said once here
                    "reach": t(f"fa.reach.{skill}", attack=t.signed(first.attack)),
                    "enemies": [],
                }
            )
        enemies = tables[-1]["enemies"]
        if not enemies or enemies[-1]["key"] != second.name:
            # an enemy takes a row in a Fight table, two in a Shoot one (next, two away)
            per_enemy = 1 if skill == "fight" else len(DISTANCES) - 1
            if sum(len(e["rows"]) for e in enemies) + per_enemy > TABLE_ROWS:
                # a table kept whole must fit a page: the unit's table goes on anew
                tables.append({**tables[-1], "army_head": "", "enemies": []})
                enemies = tables[-1]["enemies"]
            enemies.append({"key": second.name, "name": tag(second.name, skill), "rows": []})
        said = engagement_numbers(pairing.engagement, t, bare=True)
        defence = t.signed(second.defence)
        enemies[-1]["rows"].append(
            {
                # the enemy's defence; a Shoot table's rows say at what range, a Fight
                # table's heading says "same zone" once for all its rows
                "roll": defence
                if skill == "fight"
                else t(
                    "fa.engage_at",
                    where=t(f"fa.distance.{pairing.distance}"),
                    defence=defence,
                ),
                # "never" for a take-out no roll reaches (exactly 0), "< 0.1 %" for one
                # that rounds to 0 but can happen
                "out": _chance(pairing.one_attack[0], t),
                "mine": said["first"],
                "theirs": said["second"] if second.strikes else t("fa.no_shoot"),
                "answers": second.strikes,
                "likelier": _likelier(pairing.engagement.win),
                # against an enemy that cannot answer, the unbounded win is sure sooner or
                # later: in grey where the battle's last turn gives what it is by then
                "unbounded_grey": not second.strikes and bool(turns),
                "by_end": _by_end(pairing, turns, t),
                # past the battle's exchanges, "> 20": the battle is over by then
                "p50": _past(pairing.engagement.within(0.5), length, t),
                "p90": _past(pairing.engagement.within(0.9), length, t),
            }
        )
    more = len(ordered) - KIT_ENGAGEMENTS + left_out(plan)
    # short points at body size, each ruling's mark at the end of its own point
    parts = [
        ("who", "N10"),
        ("hits", "N9"),
        ("rolls", "N11"),
        ("out", ""),
        ("wins", ""),
        ("exchanges", ""),
    ]
    help_ = [
        escape(t(f"fa.engagements_help.{part}")) + (kit.ruling(ruling) if ruling else "")
        for part, ruling in parts
    ]
    # ruling N1: a led unit's unrated skills stay 0 (Fight 0, "no Shoot") unless the
    # battle's house rule lifts them; its mark stands by the commander's +1, N11's by
    # "as printed" (the same words: the GM's pages keep their length)
    if not plan.battle.house_rules.commander_boosts_every_skill:
        help_[2] = (
            escape(t("fa.engagements_help.rolls_as_printed"))
            + kit.ruling("N11")
            + escape(t("fa.engagements_help.rolls_led"))
            + kit.ruling("N1")
        )
    # ruling N8 lets the GM defend against Shoot with Will: the tables read Athletics, the
    # cards give each unit's Will (a house rule that sets it makes the tables read it)
    if plan.battle.house_rules.shoot_defence == "athletics" and any(
        t_["key"][2] == "shoot" for t_ in tables
    ):
        # in the point of the rolls "as printed", which it qualifies (the GM's pages keep
        # their length)
        help_[2] += Markup(" ") + escape(t("fa.engagements_help.shoot_defence")) + kit.ruling("N8")
    if turns:
        help_.append(
            escape(t("fa.engagements_help.turns", n=turns, exchanges=turns * EXCHANGES_PER_TURN))
        )
        if any(not r["answers"] for table in tables for e in table["enemies"] for r in e["rows"]):
            help_.append(escape(t("fa.engagements_help.grey", n=turns)))
    return {
        "beats": _beats(plan, t, tag),
        "balance": _balance(plan, ordered[:KIT_ENGAGEMENTS], t),
        "tables": _merged(tables),
        "help": help_,
        # the battle's last turn, when the file sets one: the columns of what is decided
        # by then
        "by_end_head": t("fa.engage_by_end", n=turns) if turns else "",
        "more": t("fa.engage_more", n=t.number(more)) if more > 0 else "",
    }


def _balance(plan: BattlePlan, printed: Sequence[Pairing], t: Text) -> str:
    """The GM's line "Balance" over the pages "Unit against unit": of the engagements
    they print where both sides can strike, how many each army is the likelier to win
    (whoever engages; an even one counts for neither), all ranges, then Fight (same
    zone) and Shoot apart; and the lever the file offers, the war chest (the seed's
    *coffre de guerre*: its points buy units or Fate points), named for the army that
    wins the fewest. Empty for fewer than two armies
    or no engagement."""
    armies = [a.name for a in plan.armies if a.units]
    # a matchup whose enemy cannot strike back ("no Shoot") is a sure win, not a balance:
    # only those where both sides can strike are counted
    printed = [p for p in printed if all(f.strikes for f in p.sides)]
    if len(armies) < 2 or not printed:
        return ""

    def counts(kept: Sequence[Pairing]) -> dict[str, int]:
        won = dict.fromkeys(armies, 0)
        for p in kept:
            side = _likelier(p.engagement.win)
            if side:
                won[p.attacker.army if side == "first" else p.defender.army] += 1
        return won

    overall = counts(printed)
    parts = []
    for skill, kept in (
        ("fight", [p for p in printed if p.distance == 0]),
        ("shoot", [p for p in printed if p.distance > 0]),
    ):
        if kept:
            won = counts(kept)
            parts.append(
                t(f"fa.balance.{skill}", counts=_listed([t.number(n) for n in won.values()], t))
            )
    # what the duels leave out (round 14, item 2): the terrain and the last turn, where a
    # defender holds its edge. A battle that has either gets no advice to add points (round
    # 16, item 2): the count is then no verdict on it, and a line says so
    terrain = any(z.aspects or z.zone.hidden is not None for z in plan.zones)
    turns = plan.battle.turns
    line = t(
        "fa.balance",
        scope=t("fa.balance.scope_duels" if terrain or turns else "fa.balance.scope"),
        n=t.number(len(printed)),
        counts=", ".join(t("fa.balance.army", army=a, n=t.number(n)) for a, n in overall.items()),
        parts=t("fa.balance.sep").join(parts),
    )
    if terrain or turns:
        left_out = []
        if terrain:
            # the hindering aspects in sight of all (never a hidden one), named: a siege's
            # walls; else the terrain
            names = [a.name for z in plan.zones for a in z.aspects if a.hinders]
            quoted = [f"«\u202f{n}\u202f»" if t.lang == "fr" else f"“{n}”" for n in names]
            more = "…" if len(quoted) > BALANCE_WALLS else ""
            left_out.append(
                t("fa.balance.walls", names=", ".join(quoted[:BALANCE_WALLS]) + more)
                if quoted
                else t("fa.balance.terrain")
            )
        if turns:
            left_out.append(t("fa.balance.turns", n=turns))
        what = left_out[0] if len(left_out) == 1 else _listed(left_out, t)
        return f"{line} {t('fa.balance.no_verdict', what=what)}"
    if len(set(overall.values())) > 1:
        behind = min(overall, key=lambda a: overall[a])
        line += " " + t("fa.balance.lever", army=behind)
    return line


BALANCE_WALLS = 3
"""The most hindering aspects the balance line names as what its count leaves out."""


BEATS_UNITS = 8
"""The most units of one army the summary "Who beats whom" lines up against another's: a
battle of more prints its tables without it (a summary that long is no summary)."""


def _beats(plan: BattlePlan, t: Text, tag: Any) -> list[dict[str, Any]]:
    """The summary "Who beats whom" atop the pages "Unit against unit": for each two armies
    of up to ``BEATS_UNITS`` units each, a small table, a row per unit of the first, a
    column per unit of the second, a cell per fight in the same zone (Fight, both ways: who
    engages attacks first) saying which of the two is likelier to win whoever engages, and
    its chance at the least (the two orders' lower one, from the tables below); or that the
    one who engages (or is engaged) wins, if that decides it. Rows, then columns, alike are
    printed once, their names together."""
    won = {
        (p.attacker.army, p.attacker.name, p.defender.army, p.defender.name): p.engagement.win
        for p in pairings(plan)
        if p.distance == 0
    }
    out: list[dict[str, Any]] = []
    armies = plan.armies
    for i, mine in enumerate(armies):
        for theirs in armies[i + 1 :]:
            if not mine.units or not theirs.units:
                continue
            if max(len(mine.units), len(theirs.units)) > BEATS_UNITS:
                continue
            rows: list[dict[str, Any]] = []
            for a in mine.units:
                cells = []
                for b in theirs.units:
                    ab = won.get((a.army, a.name, b.army, b.name))
                    ba = won.get((b.army, b.name, a.army, a.name))
                    if ab is None or ba is None:
                        break
                    cells.append(_beat(ab, ba, t))
                else:
                    # the plain line's name, its colon after it: a secret in words
                    worded = [tag(a.name, worded=True)]
                    rows.append({"names": [tag(a.name)], "worded": worded, "cells": cells})
            if len(rows) < len(mine.units):
                continue
            cols = [{"names": [tag(b.name)]} for b in theirs.units]
            # alike rows once, then alike columns once (the example's Milice and its
            # secret Oil Bearers): alike as printed, whatever the chances' last digits
            merged: list[dict[str, Any]] = []
            for row in rows:
                twin = next((r for r in merged if _printed(r) == _printed(row)), None)
                if twin is None:
                    merged.append(row)
                else:
                    twin["names"].extend(row["names"])
                    twin["worded"].extend(row["worded"])
            keep: list[int] = []
            for j, col in enumerate(cols):
                same = next(
                    (k for k in keep if all(_printed(r, k) == _printed(r, j) for r in merged)),
                    None,
                )
                if same is None:
                    keep.append(j)
                else:
                    cols[same]["names"].extend(col["names"])
            out.append(
                {
                    "corner": t("fa.beats_corner", first=mine.name, second=theirs.name),
                    "cols": [Markup(", ").join(cols[j]["names"]) for j in keep],
                    "rows": [
                        {
                            "name": Markup(", ").join(r["names"]),
                            "cells": [r["cells"][j] for j in keep],
                            "plain": _plain(
                                Markup(", ").join(r["worded"]),
                                [r["cells"][j] for j in keep],
                                [Markup(", ").join(cols[j]["names"]) for j in keep],
                                t,
                            ),
                        }
                        for r in merged
                    ],
                }
            )
    return out


def _printed(row: dict[str, Any], column: int | None = None) -> list[str]:
    """What a row of "Who beats whom" prints, or one of its cells (``column``)."""
    cells = row["cells"] if column is None else [row["cells"][column]]
    return [c["text"] for c in cells]


def _beat(ab: tuple[float, float], ba: tuple[float, float], t: Text) -> dict[str, Any]:
    """One cell of "Who beats whom": ``ab`` the chances to win of the row's unit and the
    column's when the row's engages, ``ba`` of the column's and the row's when the
    column's does. The likelier winner whichever engages, and its chance at the least;
    else the one who engages (or who is engaged), if it wins both ways; else "even"."""
    first, second = _likelier(ab), _likelier(ba)
    if not first or not second:
        return {"text": t("fa.beats.even"), "wins": False}
    if first == "first" and second == "second":
        kind, chance = "wins", min(ab[0], ba[1])
    elif first == "second" and second == "first":
        kind, chance = "loses", min(ab[1], ba[0])
    elif first == "first":
        kind, chance = "engager", min(ab[0], ba[0])
    else:
        kind, chance = "engaged", min(ab[1], ba[1])
    return {
        "text": t(f"fa.beats.{kind}", chance=_chance(chance, t)),
        "wins": kind == "wins",
        "kind": kind,
        "chance": chance,
    }


BEATS_HOW = ((0.9, "always"), (0.6, "mostly"), (0.0, "slightly"))
"""How often the likelier unit of a fight wins, in words, from its chance at the least:
"almost always" from 90 %, "mostly" from 60 %, "slightly more often" below (round 21b,
4: 63 % read "slightly more often")."""
BEATS_ORDER_CLEAR = 0.6
"""From this chance at the least, the one who engages (or is engaged) "wins"; below, the
order only "slightly favours" it (round 21b, 4: 55 % read "whoever engages wins")."""


def _plain(name: Any, cells: list[dict[str, Any]], cols: list[Any], t: Text) -> Markup:
    """A row of "Who beats whom" in plain words, its figures after the enemies' names:
    "Keep Guards: wins almost always against Sappers (99.9%) [...]; against Knights of the
    Val (55.0%), slightly favours whoever engages." The enemies alike (kind and how
    often) together, in the columns' order."""

    def said(key: str, **values: Any) -> Markup:
        return escape(t.raw(key)).format(**values)

    groups: dict[tuple[str, str], list[Markup]] = {}
    for cell, col in zip(cells, cols, strict=True):
        kind = cell["kind"]
        how = ""
        if kind in ("wins", "loses"):
            how = next(word for least, word in BEATS_HOW if cell["chance"] >= least)
        elif kind in ("engager", "engaged") and cell["chance"] < BEATS_ORDER_CLEAR:
            how = "slightly"
        entry = Markup(col)
        if kind != "even":
            # the figure never broken after its "<" or ">"
            chance = _chance(cell["chance"], t).replace(" ", "\u00a0")
            entry = said("fa.beats.plain.enemy", enemy=col, chance=chance)
        groups.setdefault((kind, how), []).append(entry)
    clauses = []
    for (kind, how), entries in groups.items():
        enemies = entries[0]
        if len(entries) > 1:
            first = Markup(", ").join(entries[:-1])
            enemies = said("fa.balance.and", first=first, last=entries[-1])
        words = t(f"fa.beats.how.{how}") if how else ""
        if kind in ("engager", "engaged"):
            key = f"fa.beats.plain.{kind}" + ("_slightly" if how else "")
            clauses.append(said(key, enemies=enemies))
        else:
            clauses.append(said(f"fa.beats.plain.{kind}", how=words, enemies=enemies))
    sep = escape(t("fa.beats.plain.sep"))
    unit = Markup("<strong>{}</strong>").format(Markup(name))
    return said("fa.beats.plain", unit=unit, clauses=sep.join(clauses))


EXCHANGES_PER_TURN = 2
"""Exchanges of one engagement in a battle turn: each unit is activated once a turn and
attacks at most once in it (its second action, a commander's gift, is never a second
attack: the seed's *Actions*), so the two units of a fight attack once each."""


def _by_end(pairing: Pairing, turns: int | None, t: Text) -> dict[str, str]:
    """Each side's chance to have won by the battle's last turn (``turns``, the file's),
    the fight engaged on the first turn: what is decided within ``turns`` ×
    ``EXCHANGES_PER_TURN`` exchanges, the rest still going on when the battle ends; the
    same least and most the unbounded columns print ("< 0.1 %", "> 99.9 %"), and "never"
    for what cannot be decided so soon (exactly 0)."""
    if not turns:
        return {}
    e = pairing.engagement
    ends = e.ends[: turns * EXCHANGES_PER_TURN]
    mine = sum(row[0] for row in ends)
    theirs = sum(row[1] for row in ends)
    second = pairing.sides[1]
    return {
        "mine": _chance(mine, t),
        "theirs": _chance(theirs, t) if second.strikes else t("fa.no_shoot"),
        "likelier": _likelier((mine, theirs)),
    }


def _merged(tables: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The tables with each number printed once: enemies whose rows are the same (two
    units alike: the example's Milice and its secret Oil Bearers) share one group of rows,
    their names together; then two units of one army whose tables are all the same (the
    same two units attacking) share them, under both names."""
    for table in tables:
        enemies: list[dict[str, Any]] = []
        for enemy in table["enemies"]:
            twin = next((e for e in enemies if e["rows"] == enemy["rows"]), None)
            if twin is None:
                enemies.append(dict(enemy))
            else:
                twin["name"] = Markup(", ").join([twin["name"], enemy["name"]])
        table["enemies"] = enemies
    # a unit's tables, all of them (a Fight table, a Shoot one, each maybe split)
    units: dict[tuple[str, str], list[dict[str, Any]]] = {}
    for table in tables:
        units.setdefault((table["army"], table["key"][1]), []).append(table)
    kept: dict[tuple[str, str], list[dict[str, Any]]] = {}
    for unit, own in units.items():
        same = next(
            (
                k
                for k, theirs in kept.items()
                if k[0] == unit[0] and [_rows(u) for u in theirs] == [_rows(u) for u in own]
            ),
            None,
        )
        if same is None:
            kept[unit] = [dict(u) for u in own]
        else:
            for table, other in zip(kept[same], own, strict=True):
                table["name"] = Markup(", ").join([table["name"], other["name"]])
    return [table for own in kept.values() for table in own]


def _rows(table: dict[str, Any]) -> tuple[str, list[tuple[str, Any]]]:
    return table["reach"], [(e["name"], e["rows"]) for e in table["enemies"]]


def secret_tagger(plan: BattlePlan, t: Text, *, worded: bool = False) -> Any:
    """A unit's name as the GM's odds pages print it: a secret unit's (``secret: true``,
    kept off the players' copy) followed by the word that says so, boxed; ``worded``, in
    brackets as ``(led)`` is, for a line of prose whose colon follows the name (round 22,
    item 4: the box's padding read as a space before the colon, "secret :")."""
    secret = {u.name for a in plan.armies for u in a.units if u.unit.secret}

    def tag(name: str) -> Markup:
        if name in secret and worded:
            return escape(name) + Markup(" (%s)") % t("fa.secret")
        if name in secret:
            return escape(name) + Markup(' <span class="fa-tag">%s</span>') % t("fa.secret")
        return escape(name)

    return tag


def _likelier(win: tuple[float, float]) -> str:
    """Which side's chance to win the table sets in bold: ``first``, ``second`` or ``""``
    when they are even as printed."""
    first, second = win
    if round(first, 3) == round(second, 3):
        return ""
    return "first" if first > second else "second"


def _army(army: ArmyPlan, t: Text, kit: Kit, plan: BattlePlan) -> dict[str, Any]:
    """An army's roster. The players' copy leaves out its war-chest line: the units' cost
    and what is left count the units marked ``secret: true``, which no players' copy
    shows, its own army's included, and the budget is of no use at the table once the
    armies are built. The hidden aspects the players' army paid with its player's own
    Fate points are all in its copy (``kitgen.secrets``): it reminds them of those, and
    says nothing of another army's (``kit.known``)."""
    return {
        "name": army.name,
        "player": player_label(army, t),
        # the GM's ledger, the same two lines for every army: the chest (what it held,
        # what was spent on what, what is left), then what is left buys in the battle
        "chest": _chest(army, t, plan) if kit.gm else "",
        "left": _left(army, t, kit) if kit.gm else "",
        # what is left may be spent during the battle (the rules): a box a point
        "left_boxes": [""] * army.left if kit.gm else [],
        "own_fate": (
            _own_fate(army, t)
            if not kit.gm and kit.known(army.name) and army.own_fate_aspects
            else ""
        ),
        "units": [
            {
                "name": u.name,
                # a unit kept off the players' copy: a word, not a colour, in the GM's
                "secret": t("fa.secret") if u.unit.secret else "",
                "quality": t(f"quality.{u.quality.key}"),
                "cost": u.quality.cost,
                "skills": ", ".join(
                    f"{t(f'skill.{s}')} {t.signed(u.skills[s])}" for s in skill_order(u.skills)
                ),
            }
            for u in army.units
        ],
        "secret_help": [_secret_line(u, army, t) for u in army.units if u.unit.secret],
        "commanders": [_commander_line(c, t, army) for c in army.army.commanders],
        "notes": (army.army.notes or "") if kit.gm else "",
    }


def _side(army: ArmyPlan, plan: BattlePlan, t: Text, gm: bool) -> dict[str, Any]:
    """An army at a glance, for the scenario page: its units by quality, its commanders,
    its Fate points and the zones where it hid an aspect. The players' copy's plan holds
    only what its players may know (``kitgen.secrets``), so its lines are made of that
    alone: a secret unit changes nothing in them."""
    counts = {q.key: sum(1 for u in army.units if u.quality.key == q.key) for q in QUALITIES}
    qualities = ", ".join(
        f"{t(f'quality.{q.key}')}\u00a0×{counts[q.key]}"
        for q in reversed(QUALITIES)
        if counts[q.key]
    )
    units = t.plural("fa.side.units", len(army.units))
    lines = [f"{units}{t.colon}{qualities}" if qualities else units]
    lines += [_commander_line(c, t, army, beside=False) for c in army.army.commanders]
    # a Fate point the chest set as a hidden aspect was bought too (round 20), which the
    # GM's copy alone says: how an aspect was paid is the chest's, and no copy of the
    # players shows a chest
    # (round 22, item 1) the players' copy labels its figure as what its players see,
    # whatever the secret: the same bytes with or without a hidden aspect paid from the
    # chest; the GM's says that figure beside its own, read aloud without contradiction
    shown = army.army.fate_points
    said = str(shown)
    if gm and army.chest_aspects:
        bought = shown + army.chest_aspects
        said = t("fa.fate_bought.hidden", n=bought, k=army.chest_aspects, shown=shown)
    lines.append(t.pair(t("fa.fate_bought" if gm else "fa.fate_bought.visible"), said))
    hid = [z.name for z in plan.zones if z.zone.hidden and z.zone.hidden.by == army.name]
    if hid:
        lines.append(t.pair(t("fa.side.hidden"), ", ".join(hid)))
    return {
        "name": army.name,
        "role": player_label(army, t),
        "lines": lines,
    }


def player_label(army: ArmyPlan, t: Text) -> Markup:
    """``Player: Léa`` when the battle file names the army's player; else the label and
    a blank to write the player in, since a kit is played again with other players."""
    player = army.army.player
    if player:
        return escape(t.pair(t("fa.player"), player))
    return escape(t("fa.player") + t.colon) + Markup('<span class="fa-player-blank"></span>')


def _chest(army: ArmyPlan, t: Text, plan: BattlePlan) -> str:
    """The army's war chest in one line, the same form for every army (round 20, item
    1): what it held — units — Fate points bought (their cost) — hidden aspects (how
    paid) — what is left. ``12 points — units 7 · 1 Fate point bought (3) · hidden aspect
    (Inner Court): paid with Lady Aveline's Fate point, outside the chest · 2 left.`` A
    hidden aspect costs a Fate point (F3): bought from the chest, its cost is in its term
    (``hidden aspect (Glacis): 3, a Fate point from the chest``); paid by a player, it
    costs the chest nothing and says so, with no zero to read (the terminal's line,
    ``report.chest_line``, keeps its own form)."""
    mine = [z for z in plan.zones if z.zone.hidden is not None and z.zone.hidden.by == army.name]
    from_chest = [z.name for z in mine if z.zone.hidden is not None and z.zone.hidden.from_chest]
    own_zones = [
        z.name for z in mine if z.zone.hidden is not None and not z.zone.hidden.from_chest
    ]
    n, k = army.army.fate_points, len(from_chest)
    bought = t("fa.ledger.fate_none")
    if n + k:
        bought = t(
            f"fa.ledger.fate_bought.{'one' if n + k == 1 else 'many'}",
            n=t.number(n + k),
            points=army.fate_point_cost + army.aspect_cost,
        )
    if k:
        # the chest's Fate points set as hidden aspects are Fate points bought
        zones = ", ".join(from_chest)
        if n:
            bought += t("fa.ledger.set_hidden.some", k=t.number(k), zones=zones)
        else:
            bought += t(f"fa.ledger.set_hidden.all.{'one' if k == 1 else 'many'}", zones=zones)
    terms = [bought]
    if own_zones:
        terms.append(
            t(
                f"fa.ledger.own_paid.{'one' if len(own_zones) == 1 else 'many'}",
                zones=", ".join(own_zones),
                whose=_whose(army, t),
                # the chest could have bought the Fate point (3, F3): the rule lets a
                # player pay with their own; when it could not, the points left say why
                why=(
                    t("fa.ledger.why_rule")
                    if army.left >= FATE_POINT_COST * len(own_zones)
                    else ""
                ),
            )
        )
    if not mine:
        terms.append(t("fa.ledger.aspects_none"))
    return t(
        "fa.ledger",
        chest=army.army.war_chest,
        units=army.unit_points,
        terms=" · ".join(terms),
        left=army.left,
    )


def _left(army: ArmyPlan, t: Text, kit: Kit) -> Markup:
    """What the points left buy in the battle (F1: at the build prices; lost after it):
    ``2, …: a unit, Average (1) or Fair (2), not a Fate point (3).``"""
    if army.left <= 0:
        return escape(t("fa.left_none"))
    qualities = [q for q in QUALITIES if q.cost <= army.left]
    # each quality with as many units as the points left buy: "two Average units (1) or
    # one Fair (2)", not "a unit", which read as one unit only
    names = []
    for k, q in enumerate(qualities):
        n = army.left // q.cost
        key = f"fa.buys_{'first' if k == 0 else 'other'}.{'one' if n == 1 else 'many'}"
        said = t(f"count.{n}") if t.has(f"count.{n}") else str(n)
        quality, many = t(f"quality.{q.key}"), t(f"quality_many.{q.key}")
        names.append(t(key, n=said, quality=quality, quality_many=many, cost=q.cost))
    units = names[0] if len(names) == 1 else f"{', '.join(names[:-1])} {t('fa.or')} {names[-1]}"
    if len(qualities) > 1 and army.left >= qualities[0].cost + qualities[1].cost:
        units += f", {t('fa.buys_mix')}"  # e.g. 3 left: a Fair and an Average
    fate = t("fa.buys_fate") if army.left >= FATE_POINT_COST else t("fa.buys_no_fate")
    what = f"{units}, {fate}"
    # how such a unit comes into play, said whole: the rulebook leaves it open, so the
    # line ends on ruling N16's mark (a reading of ours, not the rulebook's); its blank
    # counter is on the last page
    return (
        escape(t("fa.left_buys", left=army.left, what=what))
        + Markup(" ")
        + escape(t("fa.left_how"))
        + kit.ruling("N16")
    )


def _secret_line(unit: UnitPlan, army: ArmyPlan, t: Text) -> str:
    """What the GM does with a secret unit (``secret: true``): the players' copy, one
    for the whole table, leaves it out, its own army's player included, so its card goes
    to that player alone; and when it shows itself, when the file says so."""
    player = army.army.player
    whose = t("fa.secret_to", player=player) if player else t("fa.secret_to_army")
    line = t("fa.secret_help", unit=unit.name, whose=whose)
    when = say(unit.unit.revealed_when, t.lang)
    return f"{line} {t('fa.revealed_when', when=when)}" if when else line


def _whose(army: ArmyPlan, t: Text) -> str:
    """Whose Fate point pays an army's hidden aspects outside the chest: ``de Dame
    Aveline`` (its player, named in the file, else its PC commander, whose player holds
    the point; French elides before a vowel), else ``du joueur de l'armée``."""
    name = army.army.player or next((c.name for c in army.army.commanders if c.player), "")
    if not name:
        return t("fa.ledger.whose.army")
    elided = t.lang == "fr" and name[:1].lower() in "aeiouyàâéèêëîïôöûüÿœæ"
    return t(f"fa.ledger.whose.{'elided' if elided else 'named'}", name=name)


def _own_fate(army: ArmyPlan, t: Text) -> str:
    """The hidden aspects an army's player paid with their own Fate points, outside the
    war chest (F3): said for every army, none included."""
    n = army.own_fate_aspects
    return t("fa.own_fate.none") if n == 0 else t.plural("fa.own_fate", n)


def _commander_line(
    commander: Commander, t: Text, army: ArmyPlan | None = None, beside: bool = True
) -> str:
    """``Dame Aveline (PC, Will +3) — leads Gardes du donjon``: the unit is named after a
    noun, never after an article the name would need; what follows the dash is lower
    case, as "independent" is. An independent commander whose ``start`` the file gives
    says it, with the units of their ``army`` that start there, which they do not lead
    (round 20, item 4: « sans unité » left the GM asking whether Malo was the militia's);
    without them (not ``beside``) on page 1's narrow columns, whose sketch shows them."""
    where = (
        t("fa.leads_inline", unit=commander.attached)
        if commander.attached
        else _independent_where(commander, t, army if beside else None)
    )
    return (
        # the rating kept with its label: a line never breaks between them
        f"{commander.name} ({commander_kind(commander, t)}, {t('skill.will')}\u00a0"
        f"{t.signed(commander.will)}) — {where}"
    )


def _independent_where(commander: Commander, t: Text, army: ArmyPlan | None) -> str:
    """``sans unité ; départ : Porte nord, près de l'unité Milice du bourg (sans la
    mener)``: the zone an independent commander starts in, and their army's units
    starting there; only ``sans unité`` when the file gives no start."""
    if not commander.start:
        return t("fa.independent")
    beside = [u.name for u in (army.units if army else ()) if u.unit.start == commander.start]
    if not beside:
        return t("fa.independent_at", zone=commander.start)
    units = (
        t("fa.and_list", first=", ".join(beside[:-1]), last=beside[-1])
        if len(beside) > 1
        else beside[0]
    )
    key = "fa.independent_beside.one" if len(beside) == 1 else "fa.independent_beside.many"
    return t(key, zone=commander.start, units=units)


def turn_steps(t: Text, plan: BattlePlan, kit: Kit) -> list[Markup]:
    """The sequence of play, its first step as ruling N14 reads it: initiative rolled
    once, before the first turn, unless the house rules have it rolled every turn."""
    each_turn = plan.battle.house_rules.initiative_each_turn
    steps = []
    for step in TURN_STEPS:
        if step == "initiative":
            key = "step.initiative_each_turn" if each_turn else "step.initiative"
            steps.append(escape(t(key)) + kit.ruling("N14"))
        else:
            steps.append(escape(t(f"step.{step}")))
    return steps


REMOVE_EXAMPLES = 2
"""The most hindering aspects the quick reference's "Removing a hindering aspect" names."""


def _remove_line(t: Text, plan: BattlePlan, kit: Kit) -> Markup:
    """Removing a hindering aspect (Fate Core's overcome against Fair, which the rulebook
    leaves to it: ruling N15, marked as a reading of ours), with the battle's own
    hindering aspects in sight of all (never a hidden one) as its examples, the first
    ``REMOVE_EXAMPLES`` of them in file order (an ellipsis for more: the quick reference
    keeps its length)."""
    names = [a.name for z in plan.zones for a in z.aspects if a.hinders]
    quoted = [f"«\u202f{n}\u202f»" if t.lang == "fr" else f"“{n}”" for n in names]
    more = "…" if len(quoted) > REMOVE_EXAMPLES else ""
    examples = f" ({', '.join(quoted[:REMOVE_EXAMPLES])}{more})" if quoted else ""
    return escape(t("overcome.remove", examples=examples)) + kit.ruling("N15")


def _enter_line(t: Text, plan: BattlePlan, kit: Kit) -> Markup:
    """Entering a zone (F4), and a zone both hindering and defended, which the rulebook
    gives apart (ruling N18: its hindering aspects add to the defender's roll; under the
    house rule, the defender's roll alone), marked as a reading of ours."""
    alone = "_alone" if plan.battle.house_rules.defender_alone else ""
    return escape(t(f"overcome.enter{alone}")) + kit.ruling("N18")


def _harm_lines(t: Text, plan: BattlePlan) -> list[Markup]:
    """Taking a hit (ruling N9, or its house rule: one consequence a hit), its reading
    said whole: no mark, so the players' note (their quick reference's foot) stays short."""
    one = "_one" if plan.battle.house_rules.one_consequence_per_hit else ""
    return [
        escape(t(f"harm.how{one}")),
        escape(t(f"harm.fresh{one}")),
        escape(recover_line(t)),
    ]


def recover_line(t: Text) -> str:
    """Removing a unit's consequence: a commander with it spends their action on Will
    against Fate Core's usual difficulty, which the rulebook points to (a mild one Fair,
    a moderate one Great: the shifts each absorbs, :data:`CONSEQUENCE_SHIFTS`; a unit has
    no severe one)."""
    return t(
        "harm.recover",
        mild=rating(CONSEQUENCE_SHIFTS["mild"], t),
        moderate=rating(CONSEQUENCE_SHIFTS["moderate"], t),
    )


def quick_reference(t: Text, plan: BattlePlan, kit: Kit) -> dict[str, Any]:
    """The rules on one page, the odds by edge and by difficulty included: the odds table
    holds the skills and difficulties this battle's rolls can take (``odds_reach``; in the
    players' copy, those its players may know: the plan has no secret left)."""
    skills, difficulties = odds_reach(plan, kit.known)
    table = odds_table(skills, difficulties)
    return {
        "turn": turn_steps(t, plan, kit),
        "advantage": [t(f"advantage.{k}") for k in ADVANTAGE_EXAMPLES],
        "overcome": [_enter_line(t, plan, kit), _remove_line(t, plan, kit), t("overcome.move")],
        # how a hit fills a unit's consequences (ruling N9), in both copies: the cards
        # carry the boxes
        "harm": _harm_lines(t, plan),
        # hidden zone aspects (F3): the card lies face down in sight of all; until it is
        # turned over the zone counts no aspect, ruling N13 (the rulebook does not say),
        # marked as a reading of ours
        "hidden": escape(t("overcome.hidden")) + kit.ruling("N13"),
        # which skill defends (ruling N8), said where the attack is: each unit card's
        # "Def." line gives the unit's own
        "attack": [
            # commanders duel only each other (the seed), rolled alike: their cards'
            # "Def." lines say what they defend with
            f"{t('attack.skills')} {t('attack.duel')}",
            escape(
                t(
                    "attack.defence",
                    shoot=t(f"skill.{plan.battle.house_rules.shoot_defence}"),
                )
            )
            + kit.ruling("N8"),
        ],
        "ladder": [{"value": t.signed(v), "name": t(f"ladder.{k}")} for v, k in LADDER],
        "difficulties": [ladder(d, t) for d in difficulties],
        "odds": [
            {
                "skill": rating(skill, t),
                # what no roll reaches says "never", as on the pages "Unit against unit"
                "cells": [_chance(float(p), t) for p in row.values()],
            }
            for skill, row in table.items()
        ],
    }
