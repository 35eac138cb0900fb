"""Assemble a ``BattlePlan`` from a validated Witcher battle file (pure; seed 000)."""

from __future__ import annotations

import dataclasses
import itertools
import math
from collections import Counter
from collections.abc import Mapping
from fractions import Fraction

from kitgen.model import Finding, InvalidBattle, Severity, error, warning
from kitgen.nodes import Path
from kitgen.prose import say
from kitgen.systems.witcher.casualties import with_casualties, with_grid_rows
from kitgen.systems.witcher.model import Army, Battle, Casualties, PhaseSetup
from kitgen.systems.witcher.odds import battle_odds
from kitgen.systems.witcher.outcomes import BattleOdds, blend
from kitgen.systems.witcher.phases import PHASE_SKILLS, PHASES, phase_skills
from kitgen.systems.witcher.rules import (
    MAX_SECONDS,
    MAX_SPECIALISTS_PER_PHASE,
    MAX_SURPRISE,
    MAX_WEATHER,
    MIN_BATTLE_SIZE,
    ArmyPlan,
    BattlePlan,
    CasualtyPlan,
    Leader,
    MainTroop,
    Modifier,
    PhasePlan,
    Specialist,
    engagement_size,
    main_troop,
    make_leader,
    min_group,
    numeric_inferiority,
    qualifies_as_specialist,
    standing_works,
    troop_sd,
)
from kitgen.systems.witcher.tables import (
    RANK_BY_KEY,
    STANDING_DEFENCE_VALUES,
)

NO_SETUP = PhaseSetup()
EVEN_CRUCIAL = 50
"""The players' chance at a crucial moment (percent) that needs no players' army."""


def compute(battle: Battle, flipped: frozenset[int] = frozenset()) -> BattlePlan:
    """Every value the kit prints; raises ``InvalidBattle`` if the file cannot be played.
    A phase's setup that hangs on a crucial moment counts as that moment's stake says
    it is counted (``counted:``, won by default); ``flipped`` names the crucial moments'
    phases to count the other way (``crucial_alternatives``)."""
    findings: list[Finding] = []
    if len(battle.armies) != 2:
        findings.append(error("army_count", ("armies",), count=len(battle.armies)))
        raise InvalidBattle(findings)
    names = Counter(a.name for a in battle.armies)
    for i, army in enumerate(battle.armies):
        if names[army.name] > 1:
            findings.append(error("army_name_twice", ("armies", i, "name"), army=army.name))
        _check_army(army, i, findings)
    _check_crucial_moments(battle, findings)
    _check_conditional_setups(battle, findings)
    _check_no_quarter(battle, findings)
    if any(f.severity is Severity.ERROR for f in findings):
        raise InvalidBattle(findings)

    source = battle
    battle = as_counted(battle, flipped)
    leaders = [_leaders(army, i) for i, army in enumerate(battle.armies)]
    headcounts = [_headcounts(army) for army in battle.armies]
    mains = [main_troop(army.troops) for army in battle.armies]
    total = sum(h[0] for h in headcounts)
    size = engagement_size(total)
    if total < MIN_BATTLE_SIZE:
        findings.append(warning("below_skirmish", ("armies",), "W7", total=total))

    plans: list[ArmyPlan] = []
    for i, army in enumerate(battle.armies):
        j = 1 - i
        specialists = _specialists(army, i, mains[i], headcounts[i][0], findings)
        _check_circumstances(battle, army, i, findings)
        card = _card(mains[i], army)
        enemy_card = _card(mains[j], battle.armies[j])
        chief, seconds = leaders[i]
        phases = tuple(
            _phase_plan(
                battle,
                army,
                i,
                p,
                _phase_leader(chief, seconds, p),
                sum(m.value for m in enemy_card),
                headcounts[i][p - 1],
                headcounts[j][p - 1],
                specialists,
            )
            for p in PHASES
        )
        plans.append(
            ArmyPlan(
                army,
                i,
                headcounts[i][0],
                headcounts[i],
                mains[i],
                card,
                specialists,
                chief,
                seconds,
                phases,
                None,
            )
        )
    if battle.casualties is not False:
        rule = _casualty_rule(battle)
        plans = [with_casualties(plans[i], plans[1 - i], rule) for i in range(2)]
    return BattlePlan(source, size, total, tuple(plans), tuple(findings))


def hanging_on(battle: Battle, phase: int) -> int | None:
    """The crucial moment a conditional setup of ``phase`` hangs on: the latest one the
    battle plans in an earlier phase; none when it plans none before."""
    moments = battle.crucial_moments
    earlier = [k for k in (moments.phases if moments is not None else ()) if k < phase]
    return max(earlier) if earlier else None


def counted_outcome(battle: Battle, phase: int) -> str:
    """The outcome of phase ``phase``'s crucial moment the kit's figures count on."""
    moments = battle.crucial_moments
    stake = moments.stakes.get(phase) if moments is not None else None
    return stake.counted if stake is not None else "won"


def as_counted(battle: Battle, flipped: frozenset[int] = frozenset()) -> Battle:
    """The battle with only the phase setups that hold as its crucial moments are
    counted (each the other way for the phases in ``flipped``)."""
    armies = []
    for army in battle.armies:
        phases = {}
        for n, setup in army.phases.items():
            k = hanging_on(battle, n)
            if setup.crucial is not None and k is not None:
                outcome = counted_outcome(battle, k)
                if k in flipped:
                    outcome = "lost" if outcome == "won" else "won"
                if outcome != setup.crucial:
                    continue
            phases[n] = setup
        armies.append(dataclasses.replace(army, phases=phases))
    return dataclasses.replace(battle, armies=tuple(armies))


def hung_moments(battle: Battle) -> list[int]:
    """The phases whose crucial moment some phase setup hangs on, in order."""
    hung = {
        k
        for army in battle.armies
        for n, setup in army.phases.items()
        if setup.crucial is not None
        for k in (hanging_on(battle, n),)
        if k is not None
    }
    return sorted(hung)


def other_outcome(battle: Battle, k: int) -> str:
    """The outcome of phase ``k``'s crucial moment the kit's figures do not count."""
    return "lost" if counted_outcome(battle, k) == "won" else "won"


def casualty_alternative(
    plan: BattlePlan, index: int
) -> tuple[CasualtyPlan, int, int, str] | None:
    """Army ``index``'s casualty test as the other outcome of a crucial moment leaves it
    (reinforcements that never came: ruling K15 counts the armies as the battle ends),
    with the enemy's headcount then, that moment's phase and that outcome; none when no
    outcome changes the test."""
    own = plan.armies[index].casualties
    if own is None:
        return None
    for k in hung_moments(plan.battle):
        other = compute(plan.battle, frozenset({k}))
        alt = other.armies[index].casualties
        if alt is not None and (alt.headcount != own.headcount or alt.fixed_sd != own.fixed_sd):
            enemy = other.armies[1 - index].headcounts[-1]
            return alt, enemy, k, other_outcome(plan.battle, k)
    return None


def crucial_alternatives(plan: BattlePlan) -> dict[tuple[int, int], tuple[int, int, str]]:
    """Where a phase's SD hangs on a crucial moment: per (army index, phase), the SD the
    other outcome gives, the moment's phase and that other outcome ("won", "lost")."""
    battle = plan.battle
    out: dict[tuple[int, int], tuple[int, int, str]] = {}
    for k in hung_moments(battle):
        other = compute(battle, frozenset({k}))
        outcome = other_outcome(battle, k)
        for army, alt in zip(plan.armies, other.armies, strict=True):
            for p, q in zip(army.phases, alt.phases, strict=True):
                if p.sd != q.sd and (army.index, p.phase) not in out:
                    out[(army.index, p.phase)] = (q.sd, k, outcome)
    return out


def dice_cases(
    plan: BattlePlan,
) -> dict[tuple[int, int], tuple[PhasePlan, tuple[int, int, str]]]:
    """Where a phase's SD hangs on a crucial moment, the case the sheets give the dice
    for, one rule in every kit: the players' side winning the moment (the won case first,
    as the odds page's lead). Per (army index, phase): that case's phase and the other
    case as ``crucial_alternatives`` gives it (its SD, the moment's phase, "lost")."""
    battle = plan.battle
    out: dict[tuple[int, int], tuple[PhasePlan, tuple[int, int, str]]] = {}
    for k in hung_moments(battle):
        other = compute(battle, frozenset({k}))
        outcome = other_outcome(battle, k)
        for army, alt in zip(plan.armies, other.armies, strict=True):
            for p, q in zip(army.phases, alt.phases, strict=True):
                key = (army.index, p.phase)
                if p.sd == q.sd or key in out:
                    continue
                # the other case's outcome names the case of its SD
                if outcome == "won":
                    out[key] = (q, (p.sd, k, "lost"))
                else:
                    out[key] = (p, (q.sd, k, outcome))
    return out


def unplayed_sds(plan: BattlePlan) -> dict[tuple[int, int], int]:
    """Where a phase's SD hangs on a crucial moment: per (army index, phase), the SD when
    that moment never starts (no total came within 5 of SR). A setup the file ties to
    one outcome holds only on that outcome, as in the rules' own example (the wall's
    fortifications go only if the PCs fail, the Hunt's portals open only then): with no
    moment, none of the setups hanging on it holds."""
    battle = plan.battle
    out: dict[tuple[int, int], int] = {}
    for k in hung_moments(battle):
        armies = tuple(
            dataclasses.replace(
                army,
                phases={
                    n: setup
                    for n, setup in army.phases.items()
                    if setup.crucial is None or hanging_on(battle, n) != k
                },
            )
            for army in battle.armies
        )
        bare = compute(dataclasses.replace(battle, armies=armies))
        for army, alt in zip(plan.armies, bare.armies, strict=True):
            for q in alt.phases:
                if hanging_on(battle, q.phase) == k:
                    out.setdefault((army.index, q.phase), q.sd)
    return out


def _check_conditional_setups(battle: Battle, findings: list[Finding]) -> None:
    """A phase setup that hangs on a crucial moment needs one planned before it."""
    for i, army in enumerate(battle.armies):
        for n, setup in army.phases.items():
            if setup.crucial is not None and hanging_on(battle, n) is None:
                findings.append(
                    error(
                        "crucial_setup_unplanned",
                        ("armies", i, "phases", n, "crucial"),
                        "W10",
                        phase=n,
                    )
                )


def compute_with_odds(battle: Battle) -> BattlePlan:
    """``compute``, then the odds of every outcome and the casualty grid they shape."""
    return with_odds(compute(battle))


def with_odds(plan: BattlePlan) -> BattlePlan:
    """The plan with its odds (``kitgen.systems.witcher.odds``), crucial moments counted
    as the battle file asks (ruling W10), and the casualty grid's rows (ruling K4)."""
    battle = plan.battle
    crucial = battle.crucial_moments
    if crucial is None:
        odds = battle_odds(plan)
    else:
        # no players' army: the chance is even (_check_crucial_moments), whoever's it is
        names = [a.name for a in battle.armies]
        players = 0 if battle.players_army is None else names.index(battle.players_army)
        odds = battle_odds(plan, crucial.phases, players, Fraction(crucial.players_win, 100))
    if battle.casualties is not False:
        rule = _casualty_rule(battle)
        armies = tuple(with_grid_rows(a, odds, rule) for a in plan.armies)
        plan = dataclasses.replace(plan, armies=armies)
    return dataclasses.replace(plan, odds=odds)


def settled_odds(battle: Battle, settled: Mapping[int, bool]) -> BattleOdds:
    """The battle's odds when each crucial moment ``settled`` names always goes to the
    players' army (``True``) or always against it (``False``), the DCs that hang on it as
    that outcome leaves them; the other moments are played at the GM's rate (ruling W10)."""
    crucial = battle.crucial_moments
    assert crucial is not None, "only a battle with crucial moments settles one"
    flipped = frozenset(
        k for k, won in settled.items() if won != (counted_outcome(battle, k) == "won")
    )
    plan = compute(battle, flipped)
    return battle_odds(
        plan,
        crucial.phases,
        players_index(battle),
        Fraction(crucial.players_win, 100),
        dict(settled),
    )


def players_index(battle: Battle) -> int:
    """The players' army's index (the first army's, with none named)."""
    names = [a.name for a in battle.armies]
    return 0 if battle.players_army is None else names.index(battle.players_army)


def side_colour(battle: Battle, index: int) -> str:
    """Army ``index``'s colour class: the players' side always takes the first colour
    (``side-0``) on every sheet and bar, the other side the second; with no side named,
    army order."""
    return f"side-{0 if index == players_index(battle) else 1}"


def branches(battle: Battle) -> list[tuple[float, dict[int, bool], BattleOdds]]:
    """Each way the crucial moments some DC hangs on can go (``hung_moments``): its
    chance at the GM's rate for the players' army, the outcomes (``True``: the players'
    army wins that moment) and the battle's odds with the DCs they leave. The counted
    outcomes come first; none when no DC hangs on a moment."""
    hung = hung_moments(battle)
    moments = battle.crucial_moments
    if not hung or moments is None:
        return []
    p = moments.players_win / 100
    counted = tuple(counted_outcome(battle, k) == "won" for k in hung)
    combos = sorted(
        itertools.product((True, False), repeat=len(hung)),
        key=lambda c: c != counted,
    )
    out = []
    for combo in combos:
        weight = math.prod(p if won else 1 - p for won in combo)
        settled = dict(zip(hung, combo, strict=True))
        out.append((weight, settled, settled_odds(battle, settled)))
    return out


def overall_odds(battle: Battle) -> BattleOdds | None:
    """The battle's odds over every outcome of the crucial moments its DCs hang on, each
    outcome's DCs weighted by its chance (``branches``); none when no DC hangs on one."""
    return weighed(branches(battle))


def weighed(found: list[tuple[float, dict[int, bool], BattleOdds]]) -> BattleOdds | None:
    """``branches``' outcomes blended by their chances; none when there are none."""
    return blend([(w, odds) for w, _, odds in found]) if found else None


def _casualty_rule(battle: Battle) -> Casualties:
    return battle.casualties if isinstance(battle.casualties, Casualties) else Casualties()


# --- checks that need more than one field --------------------------------------------------


def _check_no_quarter(battle: Battle, findings: list[Finding]) -> None:
    rule = battle.casualties
    if not isinstance(rule, Casualties) or rule.no_quarter_by is None:
        return
    names = [a.name for a in battle.armies]
    if rule.no_quarter_by not in names:
        findings.append(
            error(
                "no_quarter_by_unknown",
                ("casualties", "no_quarter_by"),
                army=rule.no_quarter_by,
                armies=" / ".join(names),
            )
        )


def _check_crucial_moments(battle: Battle, findings: list[Finding]) -> None:
    crucial = battle.crucial_moments
    if crucial is None:
        return
    if len(set(crucial.phases)) < len(crucial.phases):
        findings.append(error("crucial_phase_twice", ("crucial_moments", "phases"), "W10"))
    for phase in crucial.stakes:
        if phase not in crucial.phases:
            findings.append(
                error(
                    "crucial_stake_unplanned",
                    ("crucial_moments", "stakes", phase),
                    "W10",
                    phase=phase,
                )
            )
    names = [a.name for a in battle.armies]
    players = battle.players_army
    if players is None:
        # an even chance needs no side: either wins a moment half the time
        if crucial.players_win != EVEN_CRUCIAL:
            findings.append(error("crucial_players_missing", ("crucial_moments",), "W10"))
    elif crucial.players is not None and crucial.players != players:
        findings.append(
            error(
                "crucial_players_differ",
                ("crucial_moments", "players"),
                "W10",
                players=crucial.players,
                army=players,
            )
        )
    elif players not in names:
        findings.append(
            error(
                "crucial_players_unknown",
                ("crucial_moments", "players"),
                "W10",
                players=players,
                armies=" / ".join(names),
            )
        )


def _check_army(army: Army, i: int, findings: list[Finding]) -> None:
    at: Path = ("armies", i)
    troop_names = Counter(t.name for t in army.troops)
    if not army.troops:
        findings.append(error("no_troops", (*at, "troops"), army=army.name))
    for k, troop in enumerate(army.troops):
        if troop.type is None and troop.sd is None:
            findings.append(error("troop_without_sd", (*at, "troops", k), troop=troop.name))
        if troop_names[troop.name] > 1:
            findings.append(
                error(
                    "troop_name_twice",
                    (*at, "troops", k, "name"),
                    army=army.name,
                    troop=troop.name,
                )
            )
    taken: dict[int, str] = {}
    for k, second in enumerate(army.seconds):
        for phase in second.phases:
            if phase in taken:
                findings.append(
                    error(
                        "phase_led_twice",
                        (*at, "seconds", k, "phases"),
                        phase=phase,
                        first=taken[phase],
                        second=second.name,
                    )
                )
            taken[phase] = second.name
    # Two seconds beside a commander-in-chief; without one, a leader per phase (the
    # seed's Auld Alliance shares command between three members of the party).
    if len(army.seconds) > (MAX_SECONDS if army.commander else len(PHASES)):
        findings.append(
            warning("many_seconds", (*at, "seconds"), army=army.name, count=len(army.seconds))
        )
    chief, seconds = _leaders(army, i)
    unled = [p for p in PHASES if _phase_leader(chief, seconds, p) is None]
    if len(unled) == 1:
        findings.append(error("no_commander", (*at,), army=army.name, phase=unled[0]))
    elif unled:  # one mistake (no commander at all), one error
        phases = ", ".join(str(p) for p in unled)
        findings.append(error("no_commanders", (*at,), army=army.name, phases=phases))
    _missing_bases(chief, seconds, findings)
    for leader in (chief, *seconds):
        if leader is None:
            continue
        c = leader.commander
        if c.swap and (c.rank is None or not RANK_BY_KEY[c.rank].may_swap):
            findings.append(
                warning("swap_no_effect", (*leader.path, "swap"), "W9", commander=c.name)
            )
    for phase, setup in army.phases.items():
        if setup.headcount is not None and setup.reinforcements:
            findings.append(
                error(
                    "headcount_and_reinforcements",
                    (*at, "phases", phase, "reinforcements"),
                    phase=phase,
                )
            )


def _check_circumstances(battle: Battle, army: Army, i: int, findings: list[Finding]) -> None:
    """Weather and surprise beyond the table's 3 are the GM's call: a warning."""
    for phase in PHASES:
        setup = army.phases.get(phase, NO_SETUP)
        for key, value, limit in (
            ("weather", _weather(battle, army, phase), MAX_WEATHER),
            ("surprise", setup.surprise, MAX_SURPRISE),
        ):
            if value > limit:
                path = ("armies", i, "phases", phase, key)
                findings.append(
                    warning(f"{key}_high", path, army=army.name, phase=phase, value=value)
                )


# --- building blocks -----------------------------------------------------------------------


def _leaders(army: Army, i: int) -> tuple[Leader | None, tuple[Leader, ...]]:
    seconds = tuple(
        make_leader(s, ("armies", i, "seconds", k), tuple(sorted(set(s.phases))))
        for k, s in enumerate(army.seconds)
    )
    covered = {p for s in seconds for p in s.phases}
    chief = None
    if army.commander is not None:
        chief = make_leader(
            army.commander,
            ("armies", i, "commander"),
            tuple(p for p in PHASES if p not in covered),
        )
    return chief, seconds


def _missing_bases(
    chief: Leader | None, seconds: tuple[Leader, ...], findings: list[Finding]
) -> None:
    """A leader without the base a phase they lead rolls with: one error per leader, however
    many phases and skills lack it (a commander with no rank lacks both, in three phases)."""
    lacking: dict[int, tuple[Leader, dict[str, list[int]]]] = {}
    for phase in PHASES:
        leader = _phase_leader(chief, seconds, phase)
        if leader is None:
            continue
        for skill in phase_skills(phase):
            if leader.base(skill) is None:
                _, skills = lacking.setdefault(id(leader), (leader, {}))
                skills.setdefault(skill.value, []).append(phase)
    for leader, skills in lacking.values():
        phases = sorted({p for ps in skills.values() for p in ps})
        if len(phases) == 1 and len(skills) == 1:
            (only,) = skills
            findings.append(
                error(
                    "missing_base",
                    leader.path,
                    commander=leader.name,
                    phase=phases[0],
                    skill=only,
                )
            )
        else:
            findings.append(
                error(
                    "missing_bases",
                    leader.path,
                    commander=leader.name,
                    phases=", ".join(str(p) for p in phases),
                    skills=", ".join(skills),
                    keys=", ".join(f"`{name}:`" for name in skills),
                )
            )


def _phase_leader(chief: Leader | None, seconds: tuple[Leader, ...], phase: int) -> Leader | None:
    """A second assigned to the phase leads it; otherwise the commander-in-chief."""
    for second in seconds:
        if phase in second.phases:
            return second
    return chief


def _headcounts(army: Army) -> tuple[int, int, int]:
    """Headcount at the start of each phase: an explicit headcount, else the previous
    phase's plus reinforcements (ruling K3 in docs/rulings.md)."""
    current = sum(t.count for t in army.troops)
    out: list[int] = []
    for phase in PHASES:
        setup = army.phases.get(phase, NO_SETUP)
        current = (
            setup.headcount if setup.headcount is not None else current + setup.reinforcements
        )
        out.append(current)
    return out[0], out[1], out[2]


def _card(main: MainTroop, army: Army) -> tuple[Modifier, ...]:
    """Ruling W8: the main troop's SD plus the owner's standing defences."""
    names = " + ".join(t.name for t in main.troops)
    lines = [Modifier("main_troop", main.sd, names)]
    d = army.defences
    if d.best_terrain:
        lines.append(Modifier("best_terrain", STANDING_DEFENCE_VALUES["best_terrain"]))
    if d.prepared:
        lines.append(Modifier("prepared", STANDING_DEFENCE_VALUES["prepared"]))
    works = standing_works(army)
    if works:
        lines.append(Modifier(works, STANDING_DEFENCE_VALUES[works]))
    return tuple(lines)


def _specialists(
    army: Army, i: int, main: MainTroop, headcount: int, findings: list[Finding]
) -> tuple[Specialist, ...]:
    """Ruling W5: every troop outside the main troop, its phase and whether it qualifies;
    warnings for each rule the commitment bends."""
    main_ids = {id(t) for t in main.troops}
    out: list[Specialist] = []
    counts = dict.fromkeys(PHASES, 0)
    for k, troop in enumerate(army.troops):
        at: Path = ("armies", i, "troops", k)
        group = min_group(troop) or 0
        small_group = troop.count < group
        ok = id(troop) in main_ids or qualifies_as_specialist(troop, headcount)
        if small_group and (ok or troop.phase is None):
            findings.append(
                warning(
                    "below_min_group",
                    (*at, "count"),
                    "W5",
                    troop=troop.name,
                    count=troop.count,
                    minimum=group,
                    sd=troop_sd(troop),
                )
            )
        if id(troop) in main_ids:
            if troop.phase is not None:
                findings.append(
                    warning("main_troop_committed", (*at, "phase"), "W5", troop=troop.name)
                )
            continue
        if troop.phase is not None:
            counts[troop.phase] += 1
            if not ok:
                code = "elite_under_10" if troop_sd(troop) >= 18 else "specialist_under_10pc"
                # a committed troop too small for both rules: one warning says both
                findings.append(
                    warning(
                        "small_elite_group" if small_group else code,
                        (*at, "count"),
                        "W5",
                        troop=troop.name,
                        count=troop.count,
                        headcount=headcount,
                        minimum=group,
                        sd=troop_sd(troop),
                    )
                )
        out.append(Specialist(troop, at, ok))
    for phase, count in counts.items():
        if count > MAX_SPECIALISTS_PER_PHASE:
            findings.append(
                warning(
                    "too_many_specialists",
                    ("armies", i, "troops"),
                    "W5",
                    army=army.name,
                    phase=phase,
                    count=count,
                )
            )
    if max(counts.values()) - min(counts.values()) > 1:
        spread = "/".join(str(counts[p]) for p in PHASES)
        findings.append(
            warning(
                "specialist_spread", ("armies", i, "troops"), "W5", army=army.name, counts=spread
            )
        )
    return tuple(out)


def _weather(battle: Battle, army: Army, phase: int) -> int:
    own = army.phases.get(phase, NO_SETUP).weather
    return own if own is not None else battle.weather.get(phase, 0)


def _phase_plan(
    battle: Battle,
    army: Army,
    i: int,
    phase: int,
    leader: Leader | None,
    enemy_card_sd: int,
    own: int,
    enemy: int,
    specialists: tuple[Specialist, ...],
) -> PhasePlan:
    """Ruling W8: opposing card SD + own numeric inferiority + weather - surprise
    - 1 per committed specialist + GM modifiers."""
    assert leader is not None
    setup = army.phases.get(phase, NO_SETUP)
    lines: list[Modifier] = []
    inferiority = numeric_inferiority(enemy, own, battle.house_rules.superiority_cap)
    if inferiority:
        lines.append(Modifier("numeric_inferiority", inferiority, f"{enemy}:{own}"))
    weather = _weather(battle, army, phase)
    if weather:
        lines.append(Modifier("weather", weather))
    if setup.surprise:
        lines.append(Modifier("surprise", -setup.surprise))
    committed = tuple(s.troop.name for s in specialists if s.phase == phase)
    lines.extend(Modifier("specialist", -1, name) for name in committed)
    lang = battle.language or "fr"
    lines.extend(Modifier("gm", m.value, say(m.label, lang), m.label) for m in setup.modifiers)
    return PhasePlan(
        phase, leader, PHASE_SKILLS[phase], enemy_card_sd, tuple(lines), own, enemy, committed
    )
