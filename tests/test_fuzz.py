"""Issue 9, fuzzing: malformed and adversarial battle files for every rule system.

Each case starts from a system's example and breaks it: values of the wrong type, keys
removed or invented, extreme numbers, odd unicode, lists emptied or swollen, values
swapped between places, and now and then the YAML text itself cut or garbled. Whatever
comes out, kitgen must either accept it and produce everything a command prints (the
summary, the odds, the JSON, both copies of the kit's HTML) or refuse it with a
``KitError`` — never another exception — and within bounded work: no case counts more
steps of any kind (``kitgen.work``) than the worst file a system accepts is allowed
(``tests/test_bounds.py``), which a slow or busy machine cannot change.

In CI a few hundred cases run, up to the HTML; a long run, PDFs included, is
(docs/security.md)::

    KITGEN_FUZZ_EXAMPLES=2000 KITGEN_FUZZ_RENDER=25 pytest tests/test_fuzz.py -s -n 0

which tries 2,000 files per system (10,000 in all), lays 25 per system out as PDFs, and
prints what happened to each system's files.
"""

from __future__ import annotations

import copy
import json
import os
import re
import unicodedata
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
import yaml
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from kitgen import batch, work
from kitgen.build import compose_copy
from kitgen.errors import KitError
from kitgen.pipeline import Loaded, load_bytes
from kitgen.printing import settings_of
from kitgen.render import compose
from kitgen.work import tally
from tests.conftest import ARMIES, small_battle
from tests.test_bounds import WORK_BOUNDS

EXAMPLES = int(os.environ.get("KITGEN_FUZZ_EXAMPLES", "50"))
RENDERS = int(os.environ.get("KITGEN_FUZZ_RENDER", "0"))
MOST: dict[str, int] = {}
"""The most steps of each kind the worst file of any system may count, all its stages
together (issue 22: no accepted or refused file may cost more than that before its PDF;
issue 37: counted, not timed)."""
for _bounds in WORK_BOUNDS.values():
    for _kind, _steps in _bounds.items():
        MOST[_kind] = max(MOST.get(_kind, 0), _steps)


def _example_of(system: str) -> Path:
    return next(p for p in ARMIES if f"system: {system}" in p.read_text(encoding="utf-8"))


SYSTEMS = ("witcher", "bloodlust", "jdrwiki", "promiterra", "fate")
BASES = {s: yaml.safe_load(_example_of(s).read_text(encoding="utf-8")) for s in SYSTEMS}

NUMBERS = st.one_of(
    st.sampled_from([0, 1, -1, 2, 3, 5, 6, 10, 12, 20, 100, 999, 10**4, 10**6, 10**7, 10**9]),
    st.integers(min_value=-(10**40), max_value=10**40),
    st.floats(allow_nan=True, allow_infinity=True),
    st.sampled_from(["1,5", "0.1", "1e400", "-0", "0x1F", "1_000", "10" * 60]),
)
WORDS = st.one_of(
    st.text(max_size=40),
    st.text(alphabet=st.characters(codec="utf-8"), max_size=300),
    st.sampled_from(
        [
            "",
            " ",
            "oui",
            "non",
            "null",
            "~",
            "général",
            "Ærøskøbing ≠ \U0001d518\U0001d52b \U0001f409",
            "<img src='file:///etc/passwd'>",
            "{{ 7*7 }}{% raw %}",
            "url(http://example.com/x.css)",
            "x" * 5000,
            "é" * 201,
            "\u202eevil",
            "a\x00b",
        ]
    ),
)


def _strings(node: Any) -> set[str]:
    if isinstance(node, dict):
        return set().union(*(_strings(v) | {str(k)} for k, v in node.items()))
    if isinstance(node, list):
        return set().union(set(), *(_strings(v) for v in node))
    return {node} if isinstance(node, str) and len(node) < 40 else set()


SPELLINGS = sorted(set().union(*(_strings(d) for d in BASES.values())))
"""Every short word of every example (troop types, ranks, skills, names): a value from
another place or another system is a plausible mistake."""
SCALARS = st.one_of(st.none(), st.booleans(), NUMBERS, WORDS)
JUNK = st.recursive(
    SCALARS,
    lambda inner: st.one_of(
        st.lists(inner, max_size=4), st.dictionaries(st.text(max_size=12), inner, max_size=4)
    ),
    max_leaves=8,
)


def _places(node: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every path to a value in plain YAML data, the root included."""
    found = [path]
    if isinstance(node, dict):
        for key, value in node.items():
            found += _places(value, (*path, key))
    elif isinstance(node, list):
        for index, value in enumerate(node):
            found += _places(value, (*path, index))
    return found


def _at(node: Any, path: tuple[Any, ...]) -> Any:
    for step in path:
        node = node[step]
    return node


def _alike(value: Any) -> st.SearchStrategy[Any]:
    if isinstance(value, bool):
        return st.booleans()
    if isinstance(value, int):
        return st.one_of(st.integers(-3, 30), NUMBERS)
    if isinstance(value, str):
        return st.one_of(st.sampled_from(SPELLINGS), WORDS)
    return JUNK


def _yaml_text(document: Any) -> bytes:
    return yaml.safe_dump(document, allow_unicode=True, sort_keys=False).encode()


@st.composite
def mutants(draw: st.DrawFn, base: Any, dump: Any = _yaml_text) -> bytes:
    """``base`` (plain data) broken in one to four places, as YAML (or JSON) text, and
    one time in ten with the text itself damaged."""
    document = copy.deepcopy(base)
    for _ in range(draw(st.integers(1, 4))):
        places = _places(document)
        if len(places) < 2:
            break
        path = draw(st.sampled_from(places[1:]))
        parent, key = _at(document, path[:-1]), path[-1]
        action = draw(
            st.sampled_from(
                ["alike", "alike", "alike", "junk", "delete", "invent", "empty", "swell", "swap"]
            )
        )
        if action == "alike":  # the same kind of value: more files pass validation
            parent[key] = draw(_alike(parent[key]))
        elif action == "junk":
            parent[key] = draw(JUNK)
        elif action == "delete":
            del parent[key]
        elif action == "invent" and isinstance(parent, dict):
            parent[draw(st.text(max_size=15))] = draw(JUNK)
        elif action == "empty":
            parent[key] = type(parent[key])() if isinstance(parent[key], list | dict) else None
        elif action == "swell" and isinstance(parent, list):
            parent.extend([parent[key]] * draw(st.sampled_from([1, 2, 30, 200])))
        elif action == "swap":
            other = draw(st.sampled_from(places[1:]))
            with_value = copy.deepcopy(_at(document, other))
            if _at(document, path[:-1]) is parent:
                parent[key] = with_value
    text: bytes = dump(document)
    if draw(st.integers(0, 9)) == 0:  # one in ten: the text itself is damaged
        cut = draw(st.integers(0, len(text)))
        text = text[:cut] + draw(st.binary(max_size=8)) + text[cut + draw(st.integers(0, 20)) :]
    return text


def battle_files(system: str) -> st.SearchStrategy[bytes]:
    """The example of ``system``, broken in one to four places."""
    return mutants(BASES[system])


def exercise(raw: bytes, lang: str) -> Loaded | None:
    """Everything ``check``, ``odds``, ``compute --json`` and ``build`` (up to the HTML)
    do with a file; ``None`` when it is refused."""
    try:
        loaded = load_bytes(raw, Path("fuzzed.yaml"), lang=lang)
    except KitError as refused:
        assert refused.problems and all(str(p) for p in refused.problems)
        unplaced = [str(p) for p in refused.problems if p.mark is None]
        assert not unplaced, unplaced  # every error points at its line and column
        return None
    system, plan, text = loaded.system, loaded.plan, loaded.text
    made = [json.dumps(system.to_json(plan, text), ensure_ascii=False)]
    for line in (*system.summary_lines(plan, text), *system.odds_lines(plan, text)):
        line.encode()
    for audience in ("gm", "players"):
        chosen = settings_of(loaded.battle, text.lang, audience=audience)
        made.append(compose_copy(loaded, chosen)[0].html)
    for document in made:
        document.encode()
        work.count("output.chars", len(document))
    return loaded


OUTCOMES: dict[str, Counter[str]] = {s: Counter() for s in (*SYSTEMS, "cache")}
BUSIEST: dict[str, Counter[str]] = {s: Counter() for s in (*SYSTEMS, "cache")}
"""The most steps of each kind one case counted, for the report."""


@pytest.fixture(scope="module", autouse=True)
def _report() -> Any:
    yield
    if EXAMPLES > 100:  # a long run: say what happened
        for system in OUTCOMES:
            print(f"{system:<11} {dict(OUTCOMES[system])} busiest case: {dict(BUSIEST[system])}")


ENGAGEMENT_BUDGET = 2_000
"""The fuzz asks whether anything crashes, hangs or goes unplaced, not how fast the
engagement engines are (benchmarks/ times those, and their budgets bound them): a mutated
war of large troops follows a small share of its fights, so that each case stays quick."""


@pytest.fixture(autouse=True)
def _small_engagement_budgets(monkeypatch: pytest.MonkeyPatch) -> None:
    from kitgen.systems.bloodlust import pairings
    from kitgen.systems.promiterra import engagement

    monkeypatch.setattr(pairings, "BUDGET", ENGAGEMENT_BUDGET)
    monkeypatch.setattr(engagement, "BUDGET", ENGAGEMENT_BUDGET * 4)


@pytest.mark.parametrize("system", SYSTEMS)
def test_a_broken_file_is_accepted_or_refused_never_a_crash(system: str) -> None:
    @settings(
        max_examples=EXAMPLES,
        deadline=None,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
        database=None,
    )
    @given(raw=battle_files(system), lang=st.sampled_from(["fr", "en"]))
    def case(raw: bytes, lang: str) -> None:
        with tally() as steps:
            outcome = exercise(raw, lang)
        BUSIEST[system] |= steps  # the larger count of each kind
        OUTCOMES[system]["accepted" if outcome else "refused"] += 1
        over = {kind: n for kind, n in steps.items() if n > MOST[kind]}
        assert not over, (over, raw[:400])

    case()


@pytest.mark.parametrize("system", SYSTEMS)
def test_a_broken_file_that_is_accepted_also_lays_out(system: str) -> None:
    """The PDF too, for a few accepted files: a layout error is a ``KitError`` as well.
    Long runs only (``KITGEN_FUZZ_RENDER``): CI builds hostile files in test_safety."""
    from kitgen.build import build_kit, print_settings

    if not RENDERS:
        pytest.skip("set KITGEN_FUZZ_RENDER=N to lay N accepted files out per system")

    @settings(
        max_examples=RENDERS,
        deadline=None,
        suppress_health_check=list(HealthCheck),
        database=None,
    )
    @given(raw=battle_files(system))
    def case(raw: bytes) -> None:
        loaded = exercise(raw, "fr")
        assume(loaded is not None)
        assert loaded is not None
        try:
            built = build_kit(loaded, print_settings(loaded))
        except KitError:
            OUTCOMES[system]["refused by the layout"] += 1
            return
        OUTCOMES[system]["laid out"] += 1
        assert built.pdf.startswith(b"%PDF-") and built.pages > 0

    case()


def test_a_damaged_cache_costs_at_most_a_rebuild(tmp_path_factory: pytest.TempPathFactory) -> None:
    """Issue 22: the output folder's ``.kitgen-cache.json``, broken the same ways as a
    battle file. Reading it, finding the kit up to date or not, checking for clashes and
    recording a new build never raise, and what is printed again from it is printable."""
    folder = tmp_path_factory.mktemp("cache")
    battle = folder / "battle.yaml"
    battle.write_text(small_battle("The Ford"), encoding="utf-8")
    options = batch.Options(output_dir=folder / "out")
    options.output_dir.mkdir()
    kit = options.output_dir / "the-ford.pdf"
    kit.write_bytes(b"%PDF-1.7 a stand-in for the kit")
    stat = kit.stat()
    entry = {
        "source": batch.cache_name(battle),
        "key": batch.cache_key(battle.read_bytes(), options),
        "stamp": [stat.st_size, stat.st_mtime_ns],
        "pages": 5,
        "warnings": [f"{battle}:3:5: a warning"],
    }
    base = {"the-ford.pdf": entry, "other.pdf": {**entry, "source": str(folder / "gone.yaml")}}
    cache = options.output_dir / batch.CACHE_FILE
    cache.write_text(json.dumps(base), encoding="utf-8")
    assert batch.plan(battle, options, batch.read_cache(options.output_dir), force=False).known
    with tally() as one_load:
        batch.plan(battle, options, {}, force=True)

    def as_json(document: Any) -> bytes:
        return json.dumps(document, ensure_ascii=False).encode("utf-8", "surrogatepass")

    @settings(
        max_examples=EXAMPLES,
        deadline=None,
        suppress_health_check=list(HealthCheck),
        database=None,
    )
    @given(raw=mutants(base, as_json))
    def case(raw: bytes) -> None:
        cache.write_bytes(raw)
        with tally() as steps:
            damaged()
        BUSIEST["cache"] |= steps
        assert steps["yaml.events"] <= one_load["yaml.events"], raw[:400]  # one load at most

    def damaged() -> None:
        """Read the damaged cache, plan the kit, record a new build."""
        entries = batch.read_cache(options.output_dir)
        planned = batch.plan(battle, options, entries, force=False)
        batch.clashes([planned], entries)
        known = planned.known
        if known is not None:
            assert known.status == batch.UNCHANGED and known.target == kit
            for warning in known.warnings:  # nothing that could rewrite a terminal
                assert not any(
                    unicodedata.category(c) in ("Cc", "Cs") or 0x202A <= ord(c) <= 0x202E
                    for c in str(warning).replace("\t", " ")
                ), warning
        OUTCOMES["cache"]["up to date" if known else "rebuilt"] += 1
        done = batch.Outcome(battle, batch.BUILT, kit, 5, entry=entry)
        batch.write_cache(options.output_dir, [done])
        assert batch.read_cache(options.output_dir)["the-ford.pdf"] == entry

    case()


# --- what fuzzing found, kept as plain tests ----------------------------------------------------


def test_a_unit_passing_through_more_than_26_columns_gets_double_letters() -> None:
    """Found by fuzzing: 80 black orcs of PUI 40 (3,200 in all) lose men through 31
    casualty-table columns, more letters than the alphabet has."""
    source = _example_of("bloodlust").read_text(encoding="utf-8")
    orcs = source.index("name: Orques noirs")
    raw = (source[:orcs] + source[orcs:].replace("pui: 2\n", "pui: 40\n", 1)).encode()
    loaded = exercise(raw, "fr")
    assert loaded is not None
    html = compose("bloodlust", loaded.plan, loaded.text).html
    heads = re.findall(r'<span class="letter">([A-Z]+)</span>', html)
    assert "Z" in heads and "AH" in heads
