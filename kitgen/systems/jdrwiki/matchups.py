"""One body acting against the enemy: the odds of each action and the damage of each hit.

From where both stand, each action's skills against the enemy's passive defences (J2),
with the terrain, Détermination and a stronghold's special bonus (ruling O4); the attacker
picks the pairing (ruling O10) and a critical follows the house rules (ruling O2). Each
kind of hit deals 1d4 or 2d4 steps, less the enemy's Constitution (J4), Brute counted in
VDB or in points (ruling O3).
"""

from __future__ import annotations

from collections.abc import Iterator
from fractions import Fraction

from kitgen import work
from kitgen.model import Term
from kitgen.systems.jdrwiki import terrain
from kitgen.systems.jdrwiki.action_tables import ACTIONS, CRITICAL_DICE, FOLLOW_UPS, Action
from kitgen.systems.jdrwiki.army import chances, damage_roll, hit
from kitgen.systems.jdrwiki.army_tables import DEFENCES
from kitgen.systems.jdrwiki.model import Battle
from kitgen.systems.jdrwiki.places import approach, has_map
from kitgen.systems.jdrwiki.plan import (
    ActionOdds,
    ArmyPlan,
    BodyPlan,
    FollowUpOdds,
    Hit,
    Matchup,
    Option,
    open_ground,
)
from kitgen.systems.jdrwiki.talent_tables import BRUTE_ATTACK, BRUTE_DAMAGE, DETERMINATION
from kitgen.systems.jdrwiki.terrain import Ground

MAX_MATCHUPS = 500
"""kitgen's limit on a battle's matchups. Each is a page of the GM's kit, and 500 pages
are about the most the renderer lays out within its default time; a file allows 4,320
(six armies of twelve corps, each corps in a zone of its own), which took seconds to
work out and to compose before any rendering."""


def pairings(
    armies: tuple[ArmyPlan, ...],
) -> Iterator[tuple[ArmyPlan, BodyPlan, ArmyPlan, tuple[BodyPlan, ...]]]:
    """Every body of every army, with each enemy army's bodies on one ground: the
    matchups, ``(army, body, enemy, enemy bodies)``."""
    for a in armies:
        for ours in a.bodies:
            for d in armies:
                if a.side != d.side:
                    for theirs in _by_ground(d.bodies):
                        yield a, ours, d, theirs


def every_matchup(
    armies: tuple[ArmyPlan, ...], grounds: tuple[Ground, ...], battle: Battle
) -> tuple[Matchup, ...]:
    """Every body of every army against the bodies of each enemy army, grouped by the
    ground they stand on; corps of one army on the same ground share their odds."""
    by_name = {g.name: g for g in grounds}
    cache: dict[tuple[str, Ground, str, Ground], tuple[ActionOdds, ...]] = {}
    taken = frozenset(b.at for a in armies for b in a.bodies if b.at)
    return tuple(
        matchup(
            a,
            ours,
            d,
            theirs,
            by_name,
            battle,
            cache,
            meeting(a, ours, d, theirs, grounds, taken, battle),
        )
        for a, ours, d, theirs in pairings(armies)
    )


def meeting(
    attacker: ArmyPlan,
    body: BodyPlan,
    defender: ArmyPlan,
    targets: tuple[BodyPlan, ...],
    grounds: tuple[Ground, ...],
    taken: frozenset[str],
    battle: Battle,
) -> tuple[str, str, int] | None:
    """Where two bodies two zones or more apart can fight: the side that does not hold
    the field (the battle's ``holder``) comes to the free zone next to the other
    (``places.approach``); with no holder, the side that gets there in fewer moves, the
    army later in the file on a tie. Both pages of a pair, and their race, so use the
    same two zones. ``(side, zone, moves)``, the side ``attacker`` or ``defender``; None
    where they touch already or cannot meet."""
    if not has_map(grounds) or not body.at or not targets[0].at:
        return None
    ours = approach(grounds, body.at, targets[0].at, taken)
    theirs = approach(grounds, targets[0].at, body.at, taken)
    if battle.holder in (attacker.name, defender.name):
        we_come = battle.holder == defender.name
    elif ours is None or theirs is None:
        we_come = theirs is None
    else:
        names = [a.name for a in battle.armies]
        later = names.index(attacker.name) > names.index(defender.name)
        we_come = (ours[1], not later) < (theirs[1], later)
    found = ours if we_come else theirs
    if found is None:
        return None
    return ("attacker" if we_come else "defender", *found)


def _by_ground(bodies: tuple[BodyPlan, ...]) -> list[tuple[BodyPlan, ...]]:
    """The bodies grouped by the zone they stand in, in file order."""
    groups: dict[str | None, list[BodyPlan]] = {}
    for b in bodies:
        groups.setdefault(b.at, []).append(b)
    return [tuple(g) for g in groups.values()]


def matchup(
    attacker: ArmyPlan,
    body: BodyPlan,
    defender: ArmyPlan,
    targets: tuple[BodyPlan, ...],
    grounds: dict[str, Ground],
    battle: Battle,
    cache: dict[tuple[str, Ground, str, Ground], tuple[ActionOdds, ...]] | None = None,
    met: tuple[str, str, int] | None = None,
) -> Matchup:
    """``body`` of ``attacker`` acting against ``targets`` of ``defender`` (bodies on one
    ground): every action's odds from where each stands, every hit's damage. Corps of one
    army on the same ground share their odds: ``cache`` keeps them between calls. With
    ``met`` (``meeting``), the side closing in stands in the zone it comes to."""
    work.count("jdrwiki.matchups")
    own = grounds.get(body.at or "", open_ground(battle))
    theirs = grounds.get(targets[0].at or "", open_ground(battle))
    came_from = ""
    if met is not None:
        side, zone, _ = met
        came_from = (own if side == "attacker" else theirs).name
        if side == "attacker":
            own = grounds[zone]
        else:
            theirs = grounds[zone]
    soak = defender.modifiers["constitution"]
    raw = battle.house_rules.advantage_points == "raw"
    key = (attacker.name, own, defender.name, theirs)
    known = cache if cache is not None else {}
    if key not in known:
        needs_success = battle.house_rules.critical_needs_success
        melee = melee_ground(own, theirs, battle.house_rules.melee_zone)
        known[key] = action_odds(attacker, defender, own, theirs, needs_success, melee)
    odds = known[key]
    return Matchup(
        attacker.name,
        body.name,
        defender.name,
        tuple(t.name for t in targets),
        own,
        theirs,
        odds,
        hits_of(attacker, body, soak, raw, battle.house_rules.combined_critical == "dice"),
        soak,
        attacker.critical_low,
        met[0] if met else "",
        came_from,
        met[2] if met else 0,
    )


def melee_ground(own: Ground, theirs: Ground, melee_zone: str = "enemy") -> Ground:
    """The zone a total melee between the two is fought in: the enemy's, which the army
    went into (ruling O23), or its own with the house rule ``melee_zone: own``."""
    return own if melee_zone == "own" else theirs


def action_odds(
    attacker: ArmyPlan,
    defender: ArmyPlan,
    own: Ground,
    theirs: Ground,
    needs_success: bool,
    melee: Ground | None = None,
) -> tuple[ActionOdds, ...]:
    """Every action of ``attacker`` standing on ``own`` against ``defender`` on
    ``theirs``: each skill it may roll against each defence it may face (ruling O10).
    Inside a total melee both stand on ``melee`` (``theirs`` unless given) and take its
    terrain as its occupants, with no height between them (ruling O23)."""
    # the enemy's cover hinders an army that "s'en prend à" it, not one that only moves,
    # regroups or withdraws (Action.against_occupant)
    aloof = terrain.merged(terrain.occupant(own), terrain.heights(own, theirs))
    ours = terrain.merged(aloof, terrain.against(theirs))
    their = terrain.merged(terrain.occupant(theirs), terrain.heights(theirs, own))
    inside = terrain.occupant(theirs if melee is None else melee)
    odds = []
    for action in ACTIONS:
        mine = ours if action.against_occupant else aloof
        options = _options(attacker, defender, action, mine, their, theirs, needs_success)
        if options:
            in_melee = _options(attacker, defender, action, inside, inside, None, needs_success)
            ups = _follow_ups(attacker, action.key, options, in_melee, needs_success)
            odds.append(ActionOdds(action, tuple(options), ups))
    return tuple(odds)


def _options(
    attacker: ArmyPlan,
    defender: ArmyPlan,
    action: Action,
    mine: terrain.Mods,
    their: terrain.Mods,
    stronghold: Ground | None,
    needs_success: bool,
) -> list[Option]:
    """Each skill ``action`` may be rolled with against each defence it may face, our
    skills with ``mine``, their defences with ``their``, Détermination, and the special
    bonus of the ``stronghold`` the enemy holds against Recul and Mêlée totale (O4)."""
    determined = attacker.has("determination") and not defender.has("determination")
    passives = defender.passives_all
    options = []
    for attack in action.attack:
        ours = tuple(mine.get(attack, ()))
        score = attacker.skills[attack].value + sum(x.value for x in ours)
        for defence in action.defence:
            extra = list(their.get(defence, []))
            if determined and defence in DEFENCES:
                extra.append(Term("talent.determination", DETERMINATION))
            if stronghold is not None and (action.key, defence) in SPECIAL_DEFENCES:
                special = terrain.stronghold_special(stronghold)
                if special:
                    extra.append(Term("stronghold_special", special))
            difficulty = passives[defence] + sum(x.value for x in extra)
            success, critical = chances(score, difficulty, attacker.critical_low, needs_success)
            options.append(
                Option(attack, defence, ours, score, tuple(extra), difficulty, success, critical)
            )
    return options


SPECIAL_DEFENCES = (("push_back", "parry"), ("total_melee", "vigour"))
"""The defences a stronghold's special bonus adds to, against these actions (O4)."""


def success_with(
    odds: ActionOdds,
    low: int,
    needs_success: bool,
    *,
    roll: int = 0,
    defence: int = 0,
    defences_only: bool = False,
) -> Fraction:
    """The best option's chance with ``roll`` added to our skill and ``defence`` to theirs
    (only on the five defences with ``defences_only``): a ruthless enemy (-1 on its
    defences), a round of confusion (minus the commander's class rank on every skill;
    ruling O14)."""
    return max(
        chances(
            o.score + roll,
            o.difficulty + (defence if not defences_only or o.defence in DEFENCES else 0),
            low,
            needs_success,
        )[0]
        for o in odds.options
    )


def _follow_ups(
    attacker: ArmyPlan,
    action: str,
    options: list[Option],
    in_melee: list[Option],
    needs_success: bool,
) -> tuple[FollowUpOdds, ...]:
    """The action after a successful Charge, Étau or Chausse-trappe, or in a total melee:
    each option again with the bonus, Brute once more on an Attaque en force roll where it
    doubles (ruling O12); the attacker still picks the best option (ruling O10). In a
    melee the options are ``in_melee``'s, both armies on the melee's zone (ruling O23)."""
    brute = attacker.has("brute")
    out = []
    for up in FOLLOW_UPS:
        if up.action != action or (up.key == "in_melee" and not brute):
            continue
        best: tuple[Fraction, Fraction, int, int] | None = None
        for o in in_melee if up.key == "in_melee" else options:
            doubled = brute and up.brute_doubles and o.attack == "power_attack"
            bonus = up.attack + (BRUTE_ATTACK if doubled else 0)
            damage = up.damage + (BRUTE_DAMAGE if doubled else 0)
            success, critical = chances(
                o.score + bonus, o.difficulty, attacker.critical_low, needs_success
            )
            if best is None or (success, critical) > best[:2]:
                best = (success, critical, bonus, damage)
        if best is not None:
            out.append(FollowUpOdds(up.key, best[2], best[3], best[0], best[1]))
    return tuple(out)


def hits_of(
    army: ArmyPlan, plan: BodyPlan, soak: int, raw: bool, combined_dice_only: bool = False
) -> tuple[Hit, ...]:
    """Each kind of hit ``plan`` deals against a target soaking ``soak`` VDB: 1d4 or 2d4
    (a combined assault), adjusted by Force or Dextérité, Brute on the Force rolls (in
    VDB, or in points with ``raw``: ruling O3)."""
    mods = army.modifiers
    brute = BRUTE_DAMAGE if army.has("brute") else 0
    kinds = [("power", 1, mods["strength"], 0)]
    if brute:
        kinds.append(("power_brute", 1, mods["strength"], brute))
    kinds += [
        ("finesse", 1, mods["dexterity"], 0),
        ("combined_power", 2, mods["strength"], brute),
        ("combined_finesse", 2, mods["dexterity"], 0),
    ]
    out = []
    for key, dice, mod, bonus in kinds:
        by_roll = tuple(
            (roll, _dealt(plan, roll, mod, bonus, soak, raw), chance)
            for roll, chance in damage_roll(dice)
        )
        # the house rule `combined_critical: dice` doubles a combined assault's dice alone
        times = 1 if combined_dice_only and dice > 1 else CRITICAL_DICE
        critical = tuple(
            (_dealt(plan, roll, times * mod, bonus, soak, raw), chance)
            for roll, chance in damage_roll(CRITICAL_DICE * dice)
        )
        out.append(Hit(key, dice, mod, bonus, by_roll, _merged(critical)))
    return tuple(out)


def _merged(dist: tuple[tuple[int, Fraction], ...]) -> tuple[tuple[int, Fraction], ...]:
    """(damage, chance) with equal damages together, in increasing order (two totals of
    the dice can deal the same damage where the floor of 1 holds)."""
    out: dict[int, Fraction] = {}
    for damage, chance in dist:
        out[damage] = out.get(damage, Fraction(0)) + chance
    return tuple(sorted(out.items()))


def _dealt(plan: BodyPlan, roll: int, mod: int, bonus: int, soak: int, raw: bool) -> int:
    """One hit of ``plan`` whose dice show ``roll``; ``bonus`` in VDB, or in points with
    ``raw`` (ruling O3)."""
    vdb_bonus, raw_bonus = (0, bonus) if raw else (bonus, 0)
    return hit(
        plan.db, plan.vdb, roll, modifier=mod, bonus=vdb_bonus, soak=soak, raw_bonus=raw_bonus
    )
