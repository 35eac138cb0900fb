"""Two JdRWiki armies (or corps) racing each other's hit points down (issue 25; ruling O15):
the races a battle sets up, each side as its matchup gives it, and how each ends.

Each round both sides roll d20 + Initiative: the higher acts first, a tie is rolled
again. Each acts with the action its plan gives for that round (a plan repeats; by default
its best assault): it succeeds, perhaps with a critical, or fails, with the chances of
``matchups`` (rulings O2, O10). A success of a damaging action deals one hit, DB + (dice +
modifier + bonus - the enemy's soak) x VDB, at least 1 (J4), from the DB and VDB of the
hit points the actor has *now* (they shrink as it is worn down); a critical takes the
extra damage (ruling O11), on an action that deals none only the critical's part. A failed
Recul or Mêlée totale takes the enemy's plain hit; a successful Mêlée totale starts a
total melee, a successful Repli leaves it; every round that ends in a melee both sides deal
a plain hit at once (ruling O13), and a Brute army's Attaque en force doubles Brute there
(ruling O12). Inside a melee no manoeuvre is rolled but Repli: the plan's next allowed
action is taken instead (ruling O24). A side under Dernière chance sends half its DB back
each time it is hurt (rulings O6, O15). A side at 0 hit points or less has lost; both at
once: neither.

The sides' numbers are ``race_sides``; the race itself is worked on a grid of hit points
(``race``, which loads NumPy, imported with the first race), for at most ``MAX_ROUNDS``
rounds; what is undecided then is the engagement's ``rest``. Pure: numbers in, an
``Engagement`` out.
"""

from __future__ import annotations

from collections import OrderedDict
from dataclasses import dataclass, replace
from typing import Any

from kitgen import work
from kitgen.engagement import Engagement, PerPlan, not_followed
from kitgen.systems.jdrwiki import terrain
from kitgen.systems.jdrwiki.action_tables import ACTIONS, CRITICAL_DICE, Action
from kitgen.systems.jdrwiki.matchups import matchup
from kitgen.systems.jdrwiki.model import HouseRules
from kitgen.systems.jdrwiki.plan import ActionOdds, ArmyPlan, BattlePlan, BodyPlan, Matchup
from kitgen.systems.jdrwiki.race_sides import CELLS, MAX_ROUNDS, Fighter, Move, expected_damage
from kitgen.systems.jdrwiki.talent_tables import BRUTE_DAMAGE


@dataclass(frozen=True, slots=True)
class Race:
    """A race worked out: its engagement, and whether it is exact (both sides followed
    hit point by hit point) or approximate (a side of more than ``CELLS`` hit points
    followed on a coarser grid, ruling O15); ``cells``: the work it took, in the cells its
    grid moved (``kitgen.work``), 0 for a race not worked out."""

    engagement: Engagement
    exact: bool
    cells: int = 0


class _Races:
    """The last ``size`` races worked out, by their two sides unnamed: a GM's rename under
    ``kitgen watch`` is the same race, and costs nothing (``hits`` counts those)."""

    def __init__(self, size: int = 64) -> None:
        self.size = size
        self.kept: OrderedDict[tuple[Fighter, Fighter, int], Race] = OrderedDict()
        self.hits = 0

    def get(self, key: tuple[Fighter, Fighter, int]) -> Race | None:
        found = self.kept.get(key)
        if found is not None:
            self.hits += 1
            self.kept.move_to_end(key)
        return found

    def put(self, key: tuple[Fighter, Fighter, int], found: Race) -> None:
        self.kept[key] = found
        if len(self.kept) > self.size:
            self.kept.popitem(last=False)

    def clear(self) -> None:
        self.kept.clear()


RACES = _Races()


def race(first: Fighter, second: Fighter, max_rounds: int = MAX_ROUNDS) -> Race:
    """The race between ``first`` and ``second`` (module docstring), worked on a grid of
    hit points (``race``, which loads NumPy) once for its numbers: the same sides renamed
    are the same race, named anew."""
    found = race_within(first, second, None, max_rounds)
    assert found is not None  # no budget: never cut short
    return found


def race_within(
    first: Fighter, second: Fighter, max_cells: int | None, max_rounds: int = MAX_ROUNDS
) -> Race | None:
    """``race``, or None when it moves more than ``max_cells`` cells: the same answer
    whether it was worked out before or is cut short now."""
    key = (replace(first, name=""), replace(second, name=""), max_rounds)
    found = RACES.get(key)
    if found is None:
        from kitgen.systems.jdrwiki.race import OverBudget, grid_race

        try:
            with work.tally() as moved:
                engagement, exact = grid_race(*key, max_cells=max_cells)
        except OverBudget:
            return None
        found = Race(engagement, exact, moved["jdrwiki.cells"])
        RACES.put(key, found)
    if max_cells is not None and found.cells > max_cells:
        return None
    return Race(found.engagement.named(first.name, second.name), found.exact, found.cells)


# --- from the battle's matchups -----------------------------------------------------------

ASSAULTS = ("combined_assault", "massive_assault", "subtle_assault")
"""The actions a side's plan falls back on: its best-damage assault (ruling O15)."""
BACKFIRES = ("push_back", "total_melee")
MELEE_CHANGE = {"total_melee": 1, "withdraw": -1}
NOT_IN_MELEE = frozenset(
    a.key for a in ACTIONS if a.kind == "manoeuvre" and MELEE_CHANGE.get(a.key, 0) >= 0
)
"""The manoeuvres a total melee forbids: all but Repli, the one way out of it (seed 002,
"Situation de Mêlée totale"; ruling O24)."""
RULES_AS_WRITTEN = HouseRules()
"""No house rule: the rulings' defaults."""
CHARACTERISTIC = {"power_attack": "strength", "finesse_attack": "dexterity"}
"""The characteristic a hit rolled with this skill adds, where the action leaves the
choice (the combined assault: Attaque en force, Force; Attaque habile, Dextérité)."""


def move_of(odds: ActionOdds, army: ArmyPlan, house: HouseRules = RULES_AS_WRITTEN) -> Move:
    """One action of ``army`` as its matchup gives it: the attacker's best option (ruling
    O10) and the damage of the skill it is rolled with (``_hit_terms``); a combined
    assault rolls 2d4 and, with the house rule ``combined_critical: dice``, counts its
    modifier once on a critical (O11). A Brute army's Attaque en force inside a total
    melee is its ``in_melee`` move (ruling O12)."""
    action = odds.action
    best = odds.best
    dice = modifier = bonus = 0
    if action.deals_damage:
        dice = 2 if action.key == "combined_assault" else 1
        modifier, bonus = _hit_terms(action, best.attack, army)
    raw = house.advantage_points == "raw"
    once = house.combined_critical == "dice" and dice > 1
    move = Move(
        action.key,
        float(best.success),
        float(best.critical),
        dice=dice,
        modifier=modifier,
        bonus=0 if raw else bonus,
        raw_bonus=bonus if raw else 0,
        critical_modifier=1 if once else CRITICAL_DICE,
        backfire=action.key in BACKFIRES,
        melee=MELEE_CHANGE.get(action.key, 0),
    )
    melee = next((up for up in odds.follow_ups if up.key == "in_melee"), None)
    if melee is None or not dice:
        return move
    # the follow-up's extra damage is there only when Attaque en force is the best option
    attack = "power_attack" if melee.damage > 0 else "finesse_attack"
    modifier, bonus = _hit_terms(action, attack, army)
    bonus += melee.damage
    return replace(
        move,
        in_melee=replace(
            move,
            success=float(melee.success),
            critical=float(melee.critical),
            modifier=modifier,
            bonus=0 if raw else bonus,
            raw_bonus=bonus if raw else 0,
        ),
    )


def _hit_terms(action: Action, attack: str, army: ArmyPlan) -> tuple[int, int]:
    """(modifier, flat bonus) of a hit of ``action`` rolled with the skill ``attack``:
    the characteristic the action names, or the skill's (the better of Force and
    Dextérité for another skill), and Brute's damage on an Attaque en force roll (ruling
    O3)."""
    mods = army.modifiers
    named = action.deals_damage if action.deals_damage in mods else None
    characteristic = named or CHARACTERISTIC.get(attack)
    if characteristic is None:
        modifier = max(mods["strength"], mods["dexterity"])
    else:
        modifier = mods[characteristic]
    brute = army.has("brute") and attack == "power_attack"
    return modifier, BRUTE_DAMAGE if brute else 0


def fighter_of(
    matchup: Matchup,
    army: ArmyPlan,
    body: BodyPlan,
    plan: tuple[str, ...] = (),
    house: HouseRules = RULES_AS_WRITTEN,
) -> Fighter:
    """``body`` of ``army`` as it races the enemy of ``matchup``: the actions of ``plan``
    in turn, or its assault with the best mean damage (ruling O15); inside a total melee
    a planned manoeuvre gives way as ruling O24 says (``melee_steps``)."""
    by_key = {odds.action.key: odds for odds in matchup.actions}
    mods = army.modifiers
    plain = max(mods["strength"], mods["dexterity"])
    assaults = [move_of(by_key[key], army, house) for key in ASSAULTS]

    def mean(m: Move) -> float:
        return expected_damage(m, body.hp, plain, matchup.soak)

    if plan:
        moves = tuple(move_of(by_key[key], army, house) for key in plan)
        # the best assault inside a melee, where a Brute army doubles Brute (ruling O12)
        inside = max((m.in_melee or m for m in assaults), key=mean)
        moves = melee_steps(moves, inside, house.manoeuvre_in_melee)
    else:
        moves = (max(assaults, key=mean),)
    ground = terrain.occupant(matchup.attacker_ground).get("initiative", [])
    return Fighter(
        body.name,
        body.hp,
        mods["constitution"],
        plain,
        army.skills["initiative"].value + sum(term.value for term in ground),
        moves,
        army.has("last_chance"),
    )


def melee_steps(plan: tuple[Move, ...], assault: Move, rule: str = "next") -> tuple[Move, ...]:
    """``plan`` with what each step does inside a total melee (its ``in_melee``), where no
    manoeuvre is rolled but Repli (seed 002, "Situation de Mêlée totale"; ruling O24): a
    manoeuvre the melee forbids gives way to the next step of the plan that is allowed
    there, the plan read round after round as ever (past its end, from its start); to
    ``assault`` (the side's best assault inside the melee) when no step is, or always
    with the house rule ``manoeuvre_in_melee: assault``. The plan's order is kept: the
    round after takes its own step."""
    allowed = [k for k, move in enumerate(plan) if move.key not in NOT_IN_MELEE]
    out = []
    for k, move in enumerate(plan):
        if move.key not in NOT_IN_MELEE:
            out.append(move)
            continue
        instead = assault
        if allowed and rule == "next":
            step = plan[next((j for j in allowed if j > k), allowed[0])]
            instead = step.in_melee or step
        out.append(replace(move, in_melee=instead))
    return tuple(out)


# --- a battle's races ---------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Pairing:
    """Two bodies of enemy armies racing, each with one of its plans, and how it ends."""

    armies: tuple[str, str]
    whole: bool
    """Two whole armies, one of them split in corps: the race of the armies as one body
    each, beside their corps' races."""
    sides: tuple[Fighter, Fighter]
    planned: tuple[bool, bool]
    """Whether each side's plan is the file's (else its best assault, ruling O15)."""
    race: Race
    followed: bool = True
    """False for a race past the battle's budget (``BUDGET``): not worked out, its
    engagement all ``rest``."""
    grounds: tuple[str, str] = ("", "")
    """The zone each side fights from ("" for open ground): where they start, or the
    free zone next to the other where one side closes in (``matchups.meeting``)."""
    closing_in: tuple[str, str] = ("", "")
    """The side that closed in and the zone it came from; empty where neither moved."""

    @property
    def engagement(self) -> Engagement:
        return self.race.engagement

    @property
    def exact(self) -> bool:
        return self.race.exact

    def as_json(self) -> dict[str, Any]:
        """An entry of ``compute --json``'s ``engagements`` (docs/compute-json.md)."""
        first, second = self.sides
        return {
            **self.engagement.as_json(),
            "armies": list(self.armies),
            "whole_armies": self.whole,
            "hp": [first.hp, second.hp],
            "plans": [[m.key for m in first.plan], [m.key for m in second.plan]],
            "planned": list(self.planned),
            "initiative": [first.initiative, second.initiative],
            "exact": self.exact,
            "followed": self.followed,
            "zones": [z or None for z in self.grounds],
        }


BUDGET = 250_000
"""The (cells, cells) states a battle's races may follow together, counted before each
race as the product of the two sides' grids (at most ``CELLS`` squared, 22,500, a
race): eleven of the largest. The example battle's five races need 112,500. Past it,
the races are said not followed, so that a battle of many corps and plans costs seconds,
not minutes; the work they take is ``CELL_BUDGET``'s."""
CELL_BUDGET = 1_200_000_000
"""The cells a battle's races may move together (``kitgen.work``'s ``jdrwiki.cells``),
which ``BUDGET`` does not bound: a race's rounds and the bands of damage each round
shifts depend on the sides (a corps of a million hit points against one of 3,000 moves
nine times the cells of the example's largest race). About 3 s on one core, what the
eleven largest races of ``benchmarks/bench_worst_case.py`` take; the example battle's five
races move 300 million. The race that would take the battle past it, and every race after
it, is not followed (cut short after the round that crosses it: at most one round more)."""
_KEPT: PerPlan[BattlePlan, tuple[Pairing, ...]] = PerPlan()


def cost(first: Fighter, second: Fighter) -> int:
    """The most (cells, cells) states the race of ``first`` and ``second`` can visit."""
    return min(first.hp, CELLS) * min(second.hp, CELLS)


def pairings(plan: BattlePlan) -> tuple[Pairing, ...]:
    """Every race of the battle (ruling O15), worked out once for ``plan``: for each two
    enemy armies, the whole armies, then (when one is split) each corps against each
    enemy corps or army; each with every plan of one side against every plan of the
    other."""
    return _KEPT.get(plan, _pairings)


def _pairings(plan: BattlePlan) -> tuple[Pairing, ...]:
    house = plan.battle.house_rules
    grounds = {g.name: g for g in plan.grounds}
    found: list[Pairing] = []
    left = BUDGET
    cells = CELL_BUDGET
    for i, a in enumerate(plan.armies):
        for d in plan.armies[i + 1 :]:
            if a.side == d.side:
                continue
            bodies: list[tuple[BodyPlan, BodyPlan, Matchup, Matchup, bool]] = []
            split = bool(a.corps or d.corps)
            if split:
                ours = matchup(a, a.whole, d, (d.whole,), grounds, plan.battle)
                theirs = matchup(d, d.whole, a, (a.whole,), grounds, plan.battle)
                bodies.append((a.whole, d.whole, ours, theirs, True))
            for x in a.bodies:
                for y in d.bodies:
                    bodies.append((x, y, _facing(plan, a, x, y), _facing(plan, d, y, x), False))
            for x, y, ours, theirs, whole in bodies:
                for px in x.plans or ((),):
                    for py in y.plans or ((),):
                        one = fighter_of(ours, a, x, px, house)
                        two = fighter_of(theirs, d, y, py, house)
                        price = cost(one, two)
                        tried = price <= left and cells > 0
                        worked = race_within(one, two, cells) if tried else None
                        followed = worked is not None
                        if worked is None:
                            result = Race(not_followed(one.name, two.name, "budget"), False)
                            cells = 0 if tried else cells
                        else:
                            result = worked
                            left -= price
                            cells -= worked.cells
                        found.append(
                            Pairing(
                                (a.name, d.name),
                                whole and split,
                                (one, two),
                                (bool(px), bool(py)),
                                result,
                                followed,
                                (ours.attacker_ground.name, ours.defender_ground.name),
                                _closing_in(ours),
                            )
                        )
    return tuple(found)


def _closing_in(m: Matchup) -> tuple[str, str]:
    """(the side that closed in, the zone it came from), or empty."""
    if not m.closing_in:
        return ("", "")
    side = m.attacker_body if m.closing_in == "attacker" else m.defender_bodies[0]
    return (side, m.came_from)


def _facing(plan: BattlePlan, army: ArmyPlan, body: BodyPlan, enemy: BodyPlan) -> Matchup:
    """The matchup of ``body`` of ``army`` acting against ``enemy``'s ground."""
    return next(
        m
        for m in plan.matchups
        if m.attacker == army.name
        and m.attacker_body == body.name
        and enemy.name in m.defender_bodies
    )
