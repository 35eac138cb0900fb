"""End to end: `kitgen build` on every example, the PDF's text read back with pypdf."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from click.testing import CliRunner
from pypdf import PdfReader

from kitgen.batch import CACHE_FILE
from kitgen.cli import main
from kitgen.pipeline import load
from tests.conftest import (
    ARMIES,
    KIT_LANGUAGES,
    WITCHER_ARMIES,
    ExampleKits,
    pdf_text,
    printed,
    system_text,
    write,
)

ARMIES_BY_STEM = {p.stem: p for p in ARMIES}


@pytest.fixture(scope="module")
def build_output(example_kits: ExampleKits) -> dict[str, str]:
    """What `kitgen build` printed for every example, by language."""
    return {lang: example_kits.output(lang) for lang in KIT_LANGUAGES}


@pytest.fixture(scope="module")
def kits(example_kits: ExampleKits) -> dict[str, dict[str, str]]:
    """Every example built in French and in English: {lang: {file stem: PDF text}}."""
    out: dict[str, dict[str, str]] = {}
    for lang in KIT_LANGUAGES:
        # each PDF's text once (pypdf takes seconds on a big kit)
        extracted = ["\n".join(example_kits.pages(pdf)) for pdf in example_kits.pdfs(lang)]
        texts = {}
        for army_file in ARMIES:
            # in the kit's language (names:), as printed
            name = printed(load(army_file, lang=lang).battle.name)
            matching = [text for text in extracted if text.startswith(name)]
            assert len(matching) == 1, (army_file, example_kits.pdfs(lang))
            texts[army_file.stem] = matching[0]
        out[lang] = texts
    return out


def test_each_example_takes_as_many_pages_in_english_as_in_french(
    example_kits: ExampleKits,
) -> None:
    """Issue 39: a wording a few characters longer in one language pushed the English
    Auld kit from 8 pages to 10 (a GM page and a battle sheet spilled, 93 % and 65 %
    blank), and only the ruler saw it. The two languages print the same pages."""
    counts: dict[str, dict[str, int]] = {}
    for lang in KIT_LANGUAGES:
        pages = {pdf: example_kits.pages(pdf) for pdf in example_kits.pdfs(lang)}
        counts[lang] = {}
        for army_file in ARMIES:
            name = printed(load(army_file, lang=lang).battle.name)
            (found,) = [len(p) for p in pages.values() if p[0].startswith(name)]
            counts[lang][army_file.stem] = found
    assert counts["en"] == counts["fr"]


def test_every_example_names_each_army_and_its_card_sd(kits: dict[str, dict[str, str]]) -> None:
    for army_file in WITCHER_ARMIES:
        for lang in ("fr", "en"):
            loaded = load(army_file, lang=lang)  # names in the kit's language (names:)
            document = loaded.system.to_json(loaded.plan, loaded.text)
            text = kits[lang][army_file.stem]
            dc = {"fr": "SD", "en": "DC"}[
                lang
            ]  # the difficulty's short form in the kit's language
            for army in document["armies"]:
                assert printed(army["name"]) in text
                assert f"{dc} {army['opposing_sd']}" in text


def test_auld_alliance_kit_carries_the_seeds_numbers(kits: dict[str, dict[str, str]]) -> None:
    """seed 000, chapter five: cards SD 18 / 18, SR 10, defenders 19 / 18 / 20."""
    text = kits["fr"]["auld-alliance"]
    assert "Seuil de réussite (SR)\u202f: 10" in text
    assert "Carte de bataille".upper() in text.upper()
    for expected in (
        "Miliciens + Skelligiens",
        "Commando Scoia’tael (14)",
        "Gargouilles (10)",
        "Général Nagh’Khaladh",
        "Rhundurin",
    ):
        assert expected in text
    assert "Aide-mémoire" in text
    assert "Pertes — Chasse Sauvage" in text


def test_english_kit_is_in_english(kits: dict[str, dict[str, str]]) -> None:
    text = kits["en"]["auld-alliance"]
    assert "Battle card".upper() in text.upper()
    assert "Quick reference" in text
    assert "Aide-mémoire" not in text


def test_quick_reference_holds_the_battle_s_rows(kits: dict[str, dict[str, str]]) -> None:
    """The village's quick reference: its casualty and skirmish rows in full, and the
    whole tables around them, the rows in play marked (witcher/quick.py): a GM looks up
    a troop or a size the battle does not have yet, so the tables are whole."""
    text = re.sub(r"[ \n]+", " ", kits["fr"]["village-brigands"])  # a cell may wrap its words
    for row in (
        "Dragons",
        "Bataille épique",
        "9d6 + 20\u202f%",
        "2d6 + 6\u202f%",
        "29–74 (50)",
        "8–18 (15)",
        "Capitaine",
        "Mauvais temps",
        "Fortifications adverses",
    ):
        assert row in text, row


def test_rendering_logs_no_weasyprint_warning(
    kits: dict[str, dict[str, str]], build_output: dict[str, str]
) -> None:
    """WeasyPrint logs what it cannot do (a missing font, a refused URL): none of that.
    (`kitgen build` prints each notice as a `renderer:` warning.)"""
    for lang in ("fr", "en"):
        output = build_output[lang]
        assert "renderer:" not in output, output
        pages = [int(n) for n in re.findall(r"\((\d+) pages, ", output)]
        assert len(pages) == len(ARMIES) and min(pages) >= 5, output


def test_compute_json_has_the_contract_keys(runner: CliRunner) -> None:
    result = runner.invoke(main, ["compute", str(ARMIES[0]), "--json"])
    assert result.exit_code == 0
    document = json.loads(result.stdout)
    assert {"system", "success_threshold", "warnings", "armies"} <= document.keys()
    for army in document["armies"]:
        assert {
            "name",
            "headcount",
            "opposing_sd",
            "main_troops",
            "specialists",
            "phases",
        } <= army.keys()
        assert [p["phase"] for p in army["phases"]] == [1, 2, 3]
        for phase in army["phases"]:
            assert {
                "phase",
                "commander",
                "skill",
                "tactique",
                "commandement",
                "sd",
                "modifiers",
            } <= phase.keys()
            assert phase["sd"] == phase["base_sd"] + sum(m["value"] for m in phase["modifiers"])
        for specialist in army["specialists"]:
            assert set(specialist) >= {"troop", "phase"}
    assert [p["skill"] for p in document["armies"][0]["phases"]] == [
        "tactique",
        "commandement",
        "choice",
    ]


def test_compute_json_has_the_odds(runner: CliRunner) -> None:
    # issue 3's contract: odds.phase_win (per army, three chances, phase 3 for the
    # phase-2 winner's pick) and odds.battle_win (per army), in the order of `armies`
    for army_file in WITCHER_ARMIES:
        result = runner.invoke(main, ["compute", str(army_file), "--json"])
        assert result.exit_code == 0
        odds = json.loads(result.stdout)["odds"]
        assert {"phase_win", "battle_win", "crushing_win", "phases_won", "phases"} <= odds.keys()
        assert [len(p) for p in odds["phase_win"]] == [3, 3]
        for n in range(3):
            assert odds["phase_win"][0][n] + odds["phase_win"][1][n] == pytest.approx(1.0)
        assert sum(odds["battle_win"]) == pytest.approx(1.0)
        assert sum(odds["phases_won"][0]) == pytest.approx(1.0)
        assert odds["phases"][2]["picks"] in (
            [a, b] for a in ("tactique", "commandement") for b in ("tactique", "commandement")
        )


def test_brenna_counts_its_crucial_moments(runner: CliRunner) -> None:
    # armies/brenna.yaml plays crucial moments in phases 2 and 3 (ruling W10)
    result = runner.invoke(main, ["compute", str(ARMIES_BY_STEM["brenna"]), "--json"])
    odds = json.loads(result.stdout)["odds"]
    assert odds["crucial_moments"] == {
        "phases": [2, 3],
        "players": "Northern Realms",
        "players_win": 0.6,
    }
    assert [p["crucial_played"] for p in odds["phases"]] == [False, True, True]


def test_odds_command_prints_the_odds_page(runner: CliRunner) -> None:
    result = runner.invoke(main, ["odds", str(ARMIES_BY_STEM["village-brigands"]), "--lang", "en"])
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    assert lines[0].endswith("(witcher)")
    assert "Phase 1 · Tactics" in lines[2] and lines[2].count("%") >= 3
    assert any(line.strip().startswith("Wins the battle") for line in lines)
    assert any("rounds on average" in line for line in lines)


def test_kit_has_the_odds_page(kits: dict[str, dict[str, str]]) -> None:
    document = json.loads(
        CliRunner().invoke(main, ["compute", str(ARMIES_BY_STEM["brenna"]), "--json"]).stdout
    )
    text = kits["en"]["brenna"]
    assert "The odds" in text and "Who wins the battle (two phases of three)" in text
    # the page weighs both outcomes of the moment a DC hangs on (odds.overall)
    overall = document["odds"]["overall"]
    assert overall is not None and overall["moments"] == [2]
    for battle_win in overall["battle_win"]:  # in words, the figure beside them
        assert (
            f"{round(battle_win * 100)}\u00a0times in\u00a0100 ({battle_win * 100:.1f}%)" in text
        )
    assert "points a test" in text  # per-test odds on the battle sheet
    assert "Les chances" in kits["fr"]["brenna"]


def test_what_if_table(runner: CliRunner, tmp_path: Path) -> None:
    result = runner.invoke(main, ["what-if", "--text", "--lang", "en"])
    assert result.exit_code == 0
    lines = result.stdout.splitlines()
    rows = [line.split() for line in lines if line.strip().startswith(("−", "+", "0"))]
    assert len(rows) == 2 * 21  # base - SD from -10 to +10, two tables
    result = runner.invoke(main, ["what-if", "-o", str(tmp_path), "--lang", "fr"])
    assert result.exit_code == 0, result.output
    text = "\n".join(pdf_text((tmp_path / "what-if-fr.pdf").read_bytes()))
    assert "SR 25" in text and "33,8" in text  # an even phase at −10, SR 25: 33.8 rounds
    assert len(PdfReader(tmp_path / "what-if-fr.pdf").pages) == 1
    result = runner.invoke(main, ["what-if", "-o", str(tmp_path), "--lang", "en"])
    assert len(PdfReader(tmp_path / "what-if-en.pdf").pages) == 1  # on Letter too


def test_failed_build_keeps_the_previous_pdf(runner: CliRunner, tmp_path: Path) -> None:
    good = write(tmp_path, ARMIES[0].read_text(encoding="utf-8"), "good.yaml")
    out = tmp_path / "out"
    assert runner.invoke(main, ["build", str(good), "-o", str(out)]).exit_code == 0
    (pdf,) = out.glob("*.pdf")
    before = pdf.read_bytes()
    broken = good.read_text(encoding="utf-8").replace("count: 110", "count: lots")
    good.write_text(broken, encoding="utf-8")
    result = runner.invoke(main, ["build", str(good), "-o", str(out)])
    assert result.exit_code == 1
    assert pdf.read_bytes() == before
    assert sorted(p.name for p in out.iterdir()) == [CACHE_FILE, pdf.name]  # no temporary file


# --- bloodlust (seed 001, issue 4) ------------------------------------------------------


def test_bloodlust_json_has_the_contract_keys(runner: CliRunner) -> None:
    """Issue 4's contract: per unit name, eff, total_pui, total_pui_tir, initiative,
    attack, defense and casualty_column (rows 1-30 at full strength)."""
    result = runner.invoke(main, ["compute", str(ARMIES_BY_STEM["gue-de-varenne"]), "--json"])
    assert result.exit_code == 0, result.output
    document = json.loads(result.stdout)
    units = [u for a in document["armies"] for u in a["units"]]
    assert len(units) >= 8
    for unit in units:
        assert {
            "name",
            "eff",
            "total_pui",
            "total_pui_tir",
            "initiative",
            "attack",
            "defense",
            "casualty_column",
        } <= unit.keys()
        assert len(unit["casualty_column"]) == 30
    knights = units[0]
    assert (knights["name"], knights["eff"], knights["total_pui"]) == (
        "Chevaliers de l'Ordre",
        40,
        165,
    )
    # column 151-200 of the seed's table, rows 1-30
    assert knights["casualty_column"][:3] == [10, 15, 20]
    assert knights["casualty_column"][-1] == 155
    goblins = units[5]
    assert goblins["total_pui"] == 60 and goblins["total_pui_tir"] == 40
    assert document["matchups"][0]["expected_casualties_exact"] == "85/2"


def test_bloodlust_kit_has_sheets_tracks_and_tables(kits: dict[str, dict[str, str]]) -> None:
    for lang in ("fr", "en"):
        text = kits[lang]["gue-de-varenne"]
        plan = load(ARMIES_BY_STEM["gue-de-varenne"], lang=lang).plan  # names in lang
        for army in plan.armies:
            for unit in army.units:
                assert printed(unit.unit.name) in text
        # the 200-strong goblins' loss track, box by box
        goblins_name = next(u.unit.name for a in plan.armies for u in a.units if u.unit.eff == 200)
        goblins = text[text.index(goblins_name + "\n") :]
        words, at = goblins.split(), 0
        for eff in range(200, 0, -5):  # in order, each label a word of its own
            at = words.index(str(eff), at) + 1
    fr = kits["fr"]["gue-de-varenne"]
    key = "Jet de moral après pertes dès la case EFF 100 (50\u202f% perdus)"
    assert key in fr.replace("\n", " ")
    # a character card's title and labels are in capitals
    assert "SIRE AYMERIC" in fr and "BLESSURES PAR HEURE" in fr
    en = kits["en"]["gue-de-varenne"]
    assert "LOSS TRACK" in en and "Casualty table" in en
    assert "Morale check after losses from the SIZE 100 box" in en.replace("\n", " ")


def test_bloodlust_quick_reference_prints_the_battle_s_columns(
    kits: dict[str, dict[str, str]],
) -> None:
    """The printed casualty table: rows 1–30 of columns A to M, the strongest the example
    reads (the knights' charge), every figure the seed's (test_print_bloodlust checks the
    whole table where no battle cuts it)."""
    from kitgen.systems.bloodlust.tables import CASUALTY_TABLE

    text = kits["en"]["gue-de-varenne"]
    quick = text[text.index("Casualty table") :]
    lines = [line.split() for line in quick.splitlines()]
    runs = [r for r in lines if r and r[0].isdigit() and len(r) == 14][:30]
    assert [int(r[0]) for r in runs] == list(range(1, 31))
    for n, run in enumerate(runs):
        assert [int(c) for c in run[1:]] == list(CASUALTY_TABLE[n][:13])
    assert "201–300" in quick and "301–400" not in quick


@pytest.mark.parametrize("duplex", ["off", "long"])
def test_bloodlust_sheets_fit_one_page_and_face_down_units_are_tokens(duplex: str) -> None:
    """Each unit sheet is one page and no page is left unexplained. A face-down unit
    costs no page of its own: it is a token on the table, on the page of tokens after the
    sheets (the players' half shows its army and a question mark, the GM's its sheet
    number and name). In duplex that page starts on a front and its back says why it is
    blank, since the tokens are cut out; the sheets, which stay with the GM, print back
    to back from a front page."""
    from kitgen.build import build_kit, print_settings
    from kitgen.systems.bloodlust.presenter import sheet_numbers

    loaded = load(ARMIES_BY_STEM["gue-de-varenne"])
    built = build_kit(loaded, print_settings(loaded, duplex=duplex))
    assert built.warnings == ()
    pages = pdf_text(built.pdf)
    # the sheets in the order of their numbers: the face-down units' last (issue 38)
    numbers = sheet_numbers(loaded.plan)
    units = sorted((u for a in loaded.plan.armies for u in a.units), key=lambda u: numbers[u.path])
    starts = []
    for number, unit in enumerate(units, start=1):
        found = [i for i, text in enumerate(pages) if text.startswith(f"Fiche {number}\n")]
        assert len(found) == 1, number
        starts.append(found[0])
        assert printed(unit.unit.name) in pages[found[0]]
    assert starts == list(range(starts[0], starts[0] + len(units))) or duplex == "long"
    (tokens,) = [i for i, text in enumerate(pages) if "pions de table" in text]
    after = starts[-1] + 1  # right after the last sheet, or on the next front in duplex
    assert tokens == (after + after % 2 if duplex == "long" else after)
    hidden = [(n, u) for n, u in enumerate(units, start=1) if u.unit.face_down]
    assert len(hidden) == 2
    for number, unit in hidden:
        assert f"Fiche {number} · {unit.army}" in pages[tokens]
        assert printed(unit.unit.name) in pages[tokens]
    # one "Vu de loin" line on each tent, and the page's help that says what goes there
    assert pages[tokens].count("Vu de loin") == len(hidden) + 1
    if duplex == "long":
        assert tokens % 2 == 0  # 0-based: a front page
        assert "laissé blanc" in pages[tokens + 1]
        assert starts[0] % 2 == 0  # the first sheet on a front, the others back to back
    for i, text in enumerate(pages):  # a page with no text but its footer says why
        body = text.strip().splitlines()
        said = "page laissée libre" in text or "laissé" in text or body[0].startswith("Notes")
        assert len(body) > 2 or said, i


def test_promiterra_json_has_the_contract_keys(runner: CliRunner) -> None:
    """Issue 5's contract: per troop name, units, attack, defense, loyalty,
    loyalty_chance and dice as [dice, multiplier]."""
    from kitgen.systems.promiterra.combat import cut, loyalty_chance

    result = runner.invoke(main, ["compute", str(ARMIES_BY_STEM["gue-aux-saules"]), "--json"])
    assert result.exit_code == 0, result.output
    document = json.loads(result.stdout)
    assert document["system"] == "promiterra"
    troops = [tr for a in document["armies"] for tr in a["troops"]]
    assert len(troops) == 10
    for troop in troops:
        keys = {"name", "units", "attack", "defense", "loyalty", "loyalty_chance", "dice"}
        assert keys <= troop.keys()
        row = cut(troop["units"])
        assert troop["dice"] == [row.dice, row.multiplier]
        assert troop["loyalty_chance"] == float(loyalty_chance(troop["loyalty"]))
        assert len(troop["expected_losses"]) == 5
    garde = troops[0]
    assert (garde["name"], garde["units"], garde["attack"], garde["dice"]) == (
        "Garde du baron",
        40,
        4,
        [8, 5],
    )
    assert garde["loyalty_chance_exact"] == "13/18"
    assert document["leader_fate"]["win_present"]["12"] == 1 / 6


def test_promiterra_kit_has_map_cells_sheets_and_tables(kits: dict[str, dict[str, str]]) -> None:
    for lang in ("fr", "en"):
        plan = load(
            ARMIES_BY_STEM["gue-aux-saules"], lang=lang
        ).plan  # names in the kit's language
        text = kits[lang]["gue-aux-saules"]
        for number, troop in enumerate(plan.troops(), start=1):
            assert (
                printed(troop.name) in text and printed(troop.name).upper() in text
            )  # card title
            # a label and its number never break apart: a no-break space between them
            word = "Fiche" if lang == "fr" else "Sheet"
            assert f"{word}\u00a0{number} · {troop.army}" in text
        cells = {
            "fr": ("Tour du baron", "Camp palissadé", "Gué de la Saule"),
            "en": ("Baron’s Tower", "Palisade Camp", "Willow Ford"),  # the file's names:
        }
        for cell in cells[lang]:
            assert cell in text and cell.upper() in text
    fr = kits["fr"]["gue-aux-saules"]
    assert "Champ de bataille" in fr and "Cases sur la carte\u202f: 40" in fr
    assert "2d6 ≤\u00a08\u202f: tient 72,2\u202f% (13/18)" in fr
    # the sheet sets its roll in large type and may wrap it: read it as one line
    roll = "8\u202f×\u202f5 lancez 8d6, chaque réussite compte 5\u00a0touches"
    assert roll in fr.replace("\n", " ")
    en = kits["en"]["gue-aux-saules"]
    assert "Battlefield" in en and "Expected losses inflicted" in en
    assert "After the war: the leaders’ fate" in en


def test_promiterra_quick_reference_prints_the_cutting_rows_of_its_war(
    kits: dict[str, dict[str, str]],
) -> None:
    """The dice-cutting table stops at the rows the war reaches (issue 39): one row for
    the first fifteen (one die per unit), then every row up to its largest troop's, the
    Horde's melee troops merged (180 units: the row 180–199)."""
    from kitgen.systems.promiterra.quick import cutting_rows, war_reach
    from kitgen.systems.promiterra.report import dice_text, range_text

    plan = load(ARMIES_BY_STEM["gue-aux-saules"]).plan
    rows = [row for row in cutting_rows(war_reach(plan)) if row.low > 15]
    assert rows[-1].high == 199
    for lang in ("fr", "en"):
        t = system_text(lang, "promiterra")
        text = kits[lang]["gue-aux-saules"]
        quick = text[text.index("Unités Dés" if lang == "fr" else "Units Dice") :]
        assert f"1–15 {t('pt.one_each')}" in quick
        for row in rows:
            assert f"{range_text(row.low, row.high, t)} {dice_text(row, t)}" in quick, row
        assert "200–219" not in quick


@pytest.mark.parametrize("army_file", ARMIES, ids=lambda p: p.stem)
@pytest.mark.parametrize("command", ["check", "odds", "compute --json"])
def test_every_text_command_works_on_every_example(
    runner: CliRunner, army_file: Path, command: str
) -> None:
    for lang in ("fr", "en"):
        name = load(army_file, lang=lang).battle.name
        result = runner.invoke(main, [*command.split(), str(army_file), "--lang", lang])
        assert result.exit_code == 0, result.output
        assert result.exception is None
        if command == "compute --json":
            assert json.loads(result.stdout)["name"] == name
        else:
            assert name in result.output


def test_fate_json_has_the_contract_keys(runner: CliRunner) -> None:
    """Issue 6's contract: per army build_points_spent and build_points_left; per unit
    name, quality, skills (name -> rating) and consequences."""
    result = runner.invoke(main, ["compute", str(ARMIES_BY_STEM["siege-de-corbelin"]), "--json"])
    assert result.exit_code == 0, result.output
    document = json.loads(result.stdout)
    assert document["system"] == "fate"
    for army in document["armies"]:
        assert {"build_points_spent", "build_points_left"} <= army.keys()
        assert army["build_points_spent"] + army["build_points_left"] == army["war_chest"] == 12
        for unit in army["units"]:
            assert {"name", "quality", "skills", "consequences"} <= unit.keys()
    guards = document["armies"][0]["units"][0]
    assert (guards["name"], guards["quality"], guards["skills"]["fight"]) == (
        "Gardes du donjon",
        "good",
        3,
    )
    assert guards["consequences"] == ["mild", "moderate"]
    assert document["odds"]["0"]["2"] == 15 / 81
    # added by issue 21 (ruling N8): the battle's attacks and the chances by edge
    assert document["opposed_odds"]["0"]["tie"] == 1107 / 6561
    first = document["rolls"][0]
    assert (first["attackers"], first["skill"], first["attack"], first["defence"]) == (
        ["Gardes du donjon"],
        "fight",
        3,
        3,
    )
    assert first["defenders"] == [{"name": "Chevaliers du Val", "skill": "fight"}]
    assert first["fail"] == 2727 / 6561 and first["style"] == 927 / 6561


def test_fate_kit_has_cards_map_and_odds(kits: dict[str, dict[str, str]]) -> None:
    for lang in ("fr", "en"):
        plan = load(
            ARMIES_BY_STEM["siege-de-corbelin"], lang=lang
        ).plan  # names in the kit's language
        # a poker card's title may wrap onto two lines
        text = " ".join(kits[lang]["siege-de-corbelin"].split())
        for army in plan.armies:
            for unit in army.units:
                assert printed(unit.name).upper() in text
            for commander in army.army.commanders:
                assert printed(commander.name).upper() in text
    fr = kits["fr"]["siege-de-corbelin"]
    assert "Champ de bataille" in fr and "Légère\u00a0(2)" in fr and "61,7\u202f%" in fr
    en = kits["en"]["siege-de-corbelin"]
    assert "Chance that 4dF + skill meets or beats a difficulty" in en


def test_jdrwiki_json_has_the_contract_keys(runner: CliRunner) -> None:
    """Issue 7's contract: per army level, characteristics (name -> score), skills (name
    -> score), hit_points, base_damage, damage_step."""
    result = runner.invoke(main, ["compute", str(ARMIES_BY_STEM["colline-d-ardoise"]), "--json"])
    assert result.exit_code == 0, result.output
    document = json.loads(result.stdout)
    assert document["system"] == "jdrwiki"
    for army in document["armies"]:
        assert {
            "level",
            "characteristics",
            "skills",
            "hit_points",
            "base_damage",
            "damage_step",
        } <= army.keys()
        assert len(army["characteristics"]) == 6 and len(army["skills"]) == 12
    loreval = document["armies"][0]
    assert (loreval["level"], loreval["hit_points"], loreval["base_damage"]) == (12, 2500, 250)
    assert loreval["damage_step"] == 25
    assert loreval["characteristics"]["constitution"] == 15
    ildar = next(h for h in loreval["heroes"] if h["name"] == "Ildar Adeldiral")
    assert (ildar["class"], ildar["class_points"], ildar["cooldown"]) == ("legendary", 13, 5)
    assert document["round_minutes"] == 10


def test_jdrwiki_kit_has_sheets_cards_and_reference(kits: dict[str, dict[str, str]]) -> None:
    for lang in ("fr", "en"):
        plan = load(
            ARMIES_BY_STEM["colline-d-ardoise"], lang=lang
        ).plan  # names in the kit's language
        text = kits[lang]["colline-d-ardoise"]
        for army in plan.armies:
            assert printed(army.name) in text
            for hero in army.heroes:
                assert printed(hero.name).upper() in text
        for ground in plan.grounds:
            assert printed(ground.name).upper() in text
    fr = kits["fr"]["colline-d-ardoise"]
    assert "Aide-mémoire des actions" in fr and "Chausse-trappe" in fr
    assert "Loreval · Garde de la colline contre Ost du Bey" in fr
    assert "héros légendaire (niveau 22)" in fr
    en = kits["en"]["colline-d-ardoise"]
    # the hero and zone decks' titles are bookmarks (tests/test_print_jdrwiki.py)
    assert "Action reference" in en and "legendary hero (level 22)" in en
    assert "Leaving takes 2 moves." in en
