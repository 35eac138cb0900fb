"""Issue 8, the printed kit: card sheets, crop marks, duplex, the players' copy, a real
PDF (metadata, bookmarks, embedded fonts, the same bytes every time), the layout check
and the calibration sheet. Mostly on the fate example (the shortest kit with three kinds
of cards); every system's own decks are tested in tests/test_print_<system>.py."""

from __future__ import annotations

import io
import re
import time
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from pypdf import PdfReader

from kitgen.build import build_kit, compose_copy, print_settings
from kitgen.cards import Kit
from kitgen.cli import main
from kitgen.errors import KitError
from kitgen.pipeline import load
from kitgen.printing import FOOTER_BAND
from kitgen.prose import say
from kitgen.render import FONT_EPOCH, compose, lay_out, render_pdf
from kitgen.systems import systems
from tests.conftest import (
    ROOT,
    ExampleKits,
    layout_boxes,
    pdf_text,
    replace_once,
    words_at,
    write,
)

FATE = ROOT / "armies" / "siege-de-corbelin.yaml"
PX_TO_MM = 25.4 / 96


@pytest.fixture(scope="module")
def fate() -> Any:
    return load(FATE)


@pytest.fixture(scope="module")
def duplex_players(fate: Any) -> bytes:
    chosen = print_settings(fate, duplex="long", audience="players")
    return build_kit(fate, chosen).pdf


@pytest.fixture(scope="module")
def gm_a4(example_kits: ExampleKits) -> bytes:
    """The example's game master's kit, A4 (its language's paper), as the session built it."""
    return example_kits.own(FATE).read_bytes()


@pytest.fixture(scope="module")
def gm_letter(fate: Any) -> bytes:
    return build_kit(fate, print_settings(fate, paper="letter")).pdf


def test_a4_and_letter_pages_have_their_size(gm_a4: bytes, gm_letter: bytes) -> None:
    a4 = PdfReader(io.BytesIO(gm_a4))
    letter = PdfReader(io.BytesIO(gm_letter))
    for reader, (width, height) in ((a4, (210, 297)), (letter, (215.9, 279.4))):
        for page in reader.pages:
            box = page.mediabox
            assert float(box.width) * 25.4 / 72 == pytest.approx(width, abs=0.1)
            assert float(box.height) * 25.4 / 72 == pytest.approx(height, abs=0.1)


def test_card_sheets_hold_nine_poker_or_four_tarot_cards_on_a4_and_letter(fate: Any) -> None:
    units = sum(len(a.units) for a in fate.plan.armies)
    commanders = sum(len(a.army.commanders) for a in fate.plan.armies)
    for paper in ("a4", "letter"):
        kit = Kit(print_settings(fate, paper=paper), fate.text)
        context = systems()["fate"].presenter(fate.plan, fate.text, kit)
        # a zone hiding an aspect has a second card, revealed, when printed one-sided
        hidden = sum(1 for z in fate.plan.zones if z.zone.hidden)
        # unit cards print tarot by default since the Fate third proofread (three ruled
        # lines on every card of the family), four to a sheet like the commanders'
        for deck, count, size, per_sheet in (
            ("unit_deck", units, "tarot", 4),
            ("commander_deck", commanders, "tarot", 4),
            # wide zone cards stand upright: four across, two down (kitgen.cards wide=True)
            ("zone_deck", len(fate.plan.zones) + hidden, "poker", 8),
        ):
            laid = context[deck]
            assert (laid["size"], laid["per_sheet"]) == (size, per_sheet)
            assert len(laid["sheets"]) == -(-count // per_sheet)
            assert sum(len(s["fronts"]) for s in laid["sheets"]) == count
        html = compose("fate", fate.plan, fate.text, print_settings(fate, paper=paper)).html
        frames = units + commanders + len(fate.plan.zones) + hidden
        assert html.count('class="frame" data-fit=') == frames


def test_crop_marks_run_from_the_cards_to_the_sheet_edge_or_the_footer(fate: Any) -> None:
    composed, _ = compose_copy(fate, print_settings(fate))
    document = lay_out(composed.html)
    sheets = 0
    for page in document.pages:
        marks = [b for b in layout_boxes(page._page_box) if _has_class(b, "crop-v", "crop-h")]
        if not marks:
            continue
        sheets += 1
        height = page.height
        width = page.width
        vertical = [b for b in marks if _has_class(b, "crop-v")]
        assert any(b.position_y == 0 for b in vertical)
        foot = height - FOOTER_BAND * 96 / 25.4  # px: the bottom marks stop above the footer
        assert any(abs(b.position_y + b.margin_height() - foot) < 1 for b in vertical), (
            "a mark comes down to the footer's band"
        )
        horizontal = [b for b in marks if _has_class(b, "crop-h")]
        assert any(b.position_x == 0 for b in horizontal)
        assert any(abs(b.position_x + b.margin_width() - width) < 1 for b in horizontal)
    # units (tarot, four to a sheet), commanders (tarot), zone fronts (poker, nine to a
    # sheet); backs carry no marks
    units = sum(len(a.units) for a in fate.plan.armies)
    commanders = sum(len(a.army.commanders) for a in fate.plan.armies)
    zones = len(fate.plan.zones) + sum(1 for z in fate.plan.zones if z.zone.hidden)
    assert sheets == -(-units // 4) + -(-commanders // 4) + -(-zones // 9)


def test_the_page_that_evens_a_duplex_kit_says_it_is_blank_on_purpose() -> None:
    one_page = "<p>A kit of one page.</p>"
    assert len(pdf_text(render_pdf(one_page).pdf)) == 1
    texts = pdf_text(render_pdf(one_page, pad="Left blank on purpose.").pdf)
    assert len(texts) == 2 and texts[1].strip() == "Left blank on purpose."
    two_pages = '<p>One.</p><p style="break-before: page">Two.</p>'
    assert len(pdf_text(render_pdf(two_pages, pad="Left blank on purpose.").pdf)) == 2


def test_a_duplex_kit_has_an_even_page_count_and_backs_behind_fronts(
    fate: Any, duplex_players: bytes
) -> None:
    reader = PdfReader(io.BytesIO(duplex_players))
    texts = pdf_text(duplex_players)
    assert len(texts) % 2 == 0
    width = float(reader.pages[0].mediabox.width)
    unit_names = [u.name.upper() for a in fate.plan.armies for u in a.units if not u.unit.secret]
    fronts = [i for i, x in enumerate(texts) if unit_names[0] in x]
    assert len(fronts) == 2  # its front, and its back
    front = fronts[0]
    assert fronts[1] == front + 1
    assert front % 2 == 0  # 0-based: a recto page
    # a unit's back is its beaten face, at the mirrored column of its front
    front_words = {w: (x, y) for w, x, y in words_at(reader.pages[front])}
    back_words = {w: (x, y) for w, x, y in words_at(reader.pages[front + 1])}
    (first_x, first_y), (back_x, back_y) = front_words[unit_names[0]], back_words[unit_names[0]]
    assert abs(first_y - back_y) < 2 and back_x > width / 2 > first_x
    assert "HORS DE COMBAT" in texts[front + 1]


def test_the_gm_kit_puts_each_zone_back_behind_its_front(fate: Any) -> None:
    """Ruling N7, on the new sheets: printed duplex, flipped on the long edge, a zone's
    back lands behind its own front (same row, mirrored column) on the very next page, a
    recto first."""
    pdf = build_kit(fate, print_settings(fate, duplex="long")).pdf
    reader = PdfReader(io.BytesIO(pdf))
    texts = pdf_text(pdf)
    zones = [z.name.upper() for z in fate.plan.zones]
    front = next(i for i, x in enumerate(texts) if all(z in x for z in zones))
    assert front % 2 == 0
    width = float(reader.pages[front].mediabox.width)
    fronts = {w: (x, y) for w, x, y in words_at(reader.pages[front])}
    backs = {w: (x, y) for w, x, y in words_at(reader.pages[front + 1])}
    for zone in fate.plan.zones:
        title = zone.name.upper()
        (fx, fy), (bx, by) = fronts[title], backs[title]
        assert abs(fy - by) < 2, zone.name
        # centred titles in mirrored slots: front start + back start + the title's width
        # make the page's width, and a title is narrower than its card (63 mm)
        assert 0 < width - (fx + bx) < 63 * 72 / 25.4, zone.name
        if zone.zone.hidden is not None:
            assert zone.zone.hidden.aspect not in texts[front]
            assert zone.zone.hidden.aspect in texts[front + 1]


def test_the_players_copy_keeps_the_secrets(
    fate: Any, duplex_players: bytes, gm_a4: bytes
) -> None:
    """Acceptance: a players' build of a file with a secret troop and a hidden aspect
    contains neither (nor notes, warnings or odds)."""
    text = "\n".join(pdf_text(duplex_players)).casefold()
    secret = [u for a in fate.plan.armies for u in a.units if u.unit.secret]
    assert secret, "the example marks a unit secret"
    hidden = [z.zone.hidden for z in fate.plan.zones if z.zone.hidden is not None]
    assert hidden
    for unit in secret:
        assert unit.name.casefold() not in text
    for aspect in hidden:
        assert aspect.aspect.casefold() not in text
    for gm_only in ("les jets de cette bataille", "avertissements", "assiège le fort"):
        assert gm_only not in text
    gm = "\n".join(pdf_text(gm_a4)).casefold()
    for unit in secret:
        assert unit.name.casefold() in gm
    for aspect in hidden:
        assert aspect.aspect.casefold() in gm
    assert "les jets de cette bataille" in gm


def test_the_pdf_has_metadata_bookmarks_and_embedded_fonts(fate: Any, gm_letter: bytes) -> None:
    reader = PdfReader(io.BytesIO(gm_letter))
    meta = reader.metadata
    assert meta is not None
    assert meta.title == fate.battle.name
    # a translated author ({fr: …, en: …}) is said in the kit's language
    assert meta.author == say(fate.battle.author, fate.text.lang)
    assert meta.subject
    assert "kitgen" in str(meta.get("/Keywords"))
    titles = _outline(reader.outline)
    for kind in ("Cartes d’unité", "Cartes de commandant", "Cartes de zone"):
        assert (1, kind) in titles
    # each card is a bookmark under its deck; the GM page's parts under the battle
    assert titles.index((1, "Cartes d’unité")) + 1 == titles.index(
        (2, fate.plan.armies[0].units[0].name)
    )
    # the example has a scenario: its page comes first, before the GM's page
    assert fate.battle.scenario
    assert titles[0] == (1, "Scénario")
    assert titles[1] == (1, fate.battle.name)
    # an army's bookmark is its name, without the line its player is written on
    assert (2, fate.plan.armies[0].name) in titles
    assert not any("Joueur" in title for _, title in titles)
    assert (1, "Aide-mémoire — Actions et difficultés") in titles
    assert titles[2] == (2, "Ordre du tour")  # the sequence of play comes first
    fonts = 0
    for page in reader.pages:
        resources = page["/Resources"]
        for font in resources.get("/Font", {}).values():
            font = font.get_object()
            descendant = (
                font["/DescendantFonts"][0].get_object() if "/DescendantFonts" in font else font
            )
            descriptor = descendant["/FontDescriptor"].get_object()
            assert {"/FontFile", "/FontFile2", "/FontFile3"} & set(descriptor), font["/BaseFont"]
            fonts += 1
    assert fonts


def _outline(items: list[Any], level: int = 1) -> list[tuple[int, str]]:
    out = []
    for item in items:
        if isinstance(item, list):
            out.extend(_outline(item, level + 1))
        else:
            out.append((level, item.title))
    return out


@pytest.mark.fresh_layouts  # two real layouts, not one kept
@pytest.mark.parametrize("subsetter", ["harfbuzz", "fonttools"])
def test_the_same_file_gives_the_same_bytes(
    tmp_path: Path, runner: CliRunner, subsetter: str
) -> None:
    """Two builds more than a second apart, with each font subsetter (fontTools used to
    stamp the clock into every embedded font):
    the same bytes, and no date anywhere in the PDF."""
    first, second = tmp_path / "one", tmp_path / "two"
    for folder in (first, second):
        options = ["--duplex", "short", "--font-subsetter", subsetter]
        result = runner.invoke(main, ["build", str(FATE), "-o", str(folder), *options])
        assert result.exit_code == 0, result.output
        assert "renderer" not in result.output  # WeasyPrint's notice on fontTools: no warning
        time.sleep(1.1)  # the clock's second moves on before the next build
    (a,) = first.glob("*.pdf")
    (b,) = second.glob("*.pdf")
    assert a.read_bytes() == b.read_bytes()
    reader = PdfReader(io.BytesIO(a.read_bytes()))
    assert "/CreationDate" not in reader.metadata and "/ModDate" not in reader.metadata
    stamps = {font["head"].modified for font in _embedded_fonts(reader)}
    if subsetter == "fonttools":  # fontTools writes SOURCE_DATE_EPOCH, never the clock
        assert stamps == {int(FONT_EPOCH) + 2_082_844_800}  # seconds from 1904 to 1970
    # harfbuzz keeps each bundled face's own date: never the day of the build
    bundled = {_head_date(path) for path in (ROOT / "templates" / "_base" / "fonts").glob("*.ttf")}
    assert stamps <= bundled | {int(FONT_EPOCH) + 2_082_844_800}


def _head_date(path: Path) -> int:
    """When a font file says it was last changed (its ``head`` table)."""
    from fontTools.ttLib import TTFont

    return int(TTFont(path)["head"].modified)


def _embedded_fonts(reader: Any) -> list[Any]:
    """Every font file embedded in a PDF, opened with fontTools."""
    from fontTools.ttLib import TTFont

    found = []
    for page in reader.pages:
        for font in page["/Resources"].get("/Font", {}).values():
            font = font.get_object()
            descendant = font["/DescendantFonts"][0].get_object()
            data = descendant["/FontDescriptor"].get_object()["/FontFile2"].get_object()
            found.append(TTFont(io.BytesIO(data.get_data())))
    return found


def test_pdf_variants_are_offered(fate: Any) -> None:
    composed = compose("fate", fate.plan, fate.text, print_settings(fate))
    pdf = render_pdf(composed.html, variant="pdf/a-3b").pdf
    root = PdfReader(io.BytesIO(pdf)).trailer["/Root"]
    assert "/OutputIntents" in root
    assert b'pdfaid:part="3"' in root["/Metadata"].get_object().get_data()


LONG_NAME = "Compagnie franche des arbalétriers-sapeurs-incendiaires-de-Corbelin"[:60]


def test_a_long_unit_name_is_a_warning_at_its_line(tmp_path: Path) -> None:
    # the French starter, a kit a third of the siege's: the warning is one card's
    from kitgen.json_schema import starter_text

    starter = starter_text(systems()["fate"], "fr")
    source = replace_once(starter, "- name: Milice du village", f"- name: {LONG_NAME}")
    path = write(tmp_path, source)
    line = next(i for i, x in enumerate(source.splitlines(), 1) if LONG_NAME in x)
    loaded = load(path)
    built = build_kit(loaded, print_settings(loaded))
    layout = [w for w in built.warnings if "dépasse" in w.message]
    assert len(layout) == 1, [str(w) for w in built.warnings]
    (problem,) = layout
    assert problem.mark is not None and problem.mark.line == line
    assert LONG_NAME in problem.message and "son nom" in problem.message
    # the hint proposes the next size up from the unit cards' own (tarot by default)
    assert "print: cards: unit_card: a6" in problem.message
    with pytest.raises(KitError) as caught:
        build_kit(loaded, print_settings(loaded), strict=True)
    assert "[--strict]" in str(caught.value)
    # a larger card holds it
    source = source.replace("armies:\n", "print: {cards: {unit_card: a6}}\narmies:\n", 1)
    bigger = load(write(tmp_path, source, "bigger.yaml"))
    assert build_kit(bigger, print_settings(bigger)).warnings == ()


def test_the_command_line_builds_a_players_copy_beside_the_gm_kit(
    tmp_path: Path, runner: CliRunner
) -> None:
    result = runner.invoke(
        main,
        ["build", str(FATE), "-o", str(tmp_path), "--audience", "players", "--paper", "letter"],
    )
    assert result.exit_code == 0, result.output
    assert re.search(r"le-siege-de-corbelin-players\.pdf \(\d+ pages", result.output)


def test_unknown_card_size_is_an_error_with_a_suggestion(tmp_path: Path) -> None:
    source = FATE.read_text(encoding="utf-8").replace(
        "armies:\n", "print:\n  cards: {units: pokr}\narmies:\n", 1
    )
    with pytest.raises(KitError) as caught:
        load(write(tmp_path, source), lang="en")  # the file itself is French
    message = str(caught.value)
    line = source.splitlines().index("  cards: {units: pokr}") + 1
    assert "did you mean 'poker'" in message and f"battle.yaml:{line}:" in message


def test_the_calibration_sheet_has_a_cross_and_rulers(tmp_path: Path, runner: CliRunner) -> None:
    result = runner.invoke(main, ["calibrate", "-o", str(tmp_path), "--lang", "en"])
    assert result.exit_code == 0, result.output
    pages = pdf_text((tmp_path / "calibration-letter-long.pdf").read_bytes())
    assert len(pages) == 2
    assert "back_offset" in pages[0] and "long edge" in pages[0]
    assert "+10" in pages[1] and "\u221210" in pages[1]


def _has_class(box: Any, *names: str) -> bool:
    element = getattr(box, "element", None)
    if element is None or getattr(box, "element_tag", None) != "div":
        return False
    classes = (element.get("class") or "").split()
    return any(n in classes for n in names) and not box.children
