"""Page furniture (issue 39): every page of a kit, card sheets included, carries the
battle's name and its folio in one style ("3 / 14"); duplex totals count the page added
to make them even; the PDF opens on its outline, which names each section and card once,
and has page labels. Read from the examples' kits the session builds anyway."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from tests.conftest import ARMIES, ROOT, ExampleKits, pdf_text


def _outline(pdf: bytes) -> list[tuple[int, str]]:
    """The PDF's outline: each entry's depth and title, in order."""
    from pypdf import PdfReader

    reader = PdfReader(io.BytesIO(pdf))
    found: list[tuple[int, str]] = []

    def walk(items: list[object], depth: int) -> None:
        for item in items:
            if isinstance(item, list):
                walk(item, depth + 1)
            else:
                found.append((depth, str(item.title)))  # type: ignore[attr-defined]

    walk(reader.outline, 0)
    return found


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_every_page_has_the_battle_and_its_folio(example_kits: ExampleKits, lang: str) -> None:
    from pypdf import PdfReader

    for pdf in example_kits.pdfs(lang):
        pages = example_kits.pages(pdf)
        title = PdfReader(pdf).metadata.title or ""
        first_word = title.split()[0]
        for number, text in enumerate(pages, 1):
            assert f"{number} / {len(pages)}" in text, (pdf.name, number)
            assert first_word in text, (pdf.name, number)


COPY = {"fr": ("Copie du MJ", "Copie des joueurs"), "en": ("GM’s copy", "Players’ copy")}


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_pages_say_whose_copy_they_are(example_kits: ExampleKits, lang: str) -> None:
    """Beside its folio, a page says which copy it is of: sheets of both copies lie on
    one table, and a GM's page holds what the players may not see. Card sheets keep
    the name and folio alone between their crop marks (their foot is cut away)."""
    gm, players = COPY[lang]
    for pdf in example_kits.pdfs(lang):
        pages = example_kits.pages(pdf)
        total = len(pages)
        said = [n for n, text in enumerate(pages, 1) if f"{gm} · {n} / {total}" in text]
        assert said and said[0] == 1, (pdf.name, said)
        assert len(said) > total / 2, (pdf.name, said)  # the card sheets are the rest
        assert not any(players in text for text in pages), pdf.name


def test_the_pdf_opens_on_its_outline_and_labels_its_pages(example_kits: ExampleKits) -> None:
    from pypdf import PdfReader

    for pdf in example_kits.pdfs("fr"):
        root = PdfReader(pdf).trailer["/Root"]
        assert root["/PageMode"] == "/UseOutlines", pdf.name
        assert root["/PageLabels"]["/Nums"][1]["/S"] == "/D", pdf.name


@pytest.mark.parametrize("battle", ARMIES, ids=[p.stem for p in ARMIES])
def test_the_outline_names_each_part_once(example_kits: ExampleKits, battle: Path) -> None:
    """No card listed twice, no heading glued to its subtitle, no stray mark."""
    outline = _outline(example_kits.own(battle).read_bytes())
    titles = [title for _, title in outline]
    assert len(titles) == len(set(zip(titles, [d for d, _ in outline], strict=True)))
    for title in titles:
        assert title.strip() == title and title, titles
        assert not title.endswith("*") and " * " not in title, title
    cards = [t for d, t in outline if d == 1]
    assert len(cards) == len(set(cards)), cards


def test_a_duplex_kit_counts_the_page_it_adds() -> None:
    """The Varenne kit has 21 pages; its duplex print, 22: every folio says so, and the
    22nd says why it is blank."""
    from kitgen.build import compose_copy, print_settings
    from kitgen.pipeline import load
    from kitgen.render import render_pdf

    path = ROOT / "armies" / "gue-de-varenne.yaml"
    loaded = load(path)
    chosen = print_settings(loaded, duplex="long")
    composed, _ = compose_copy(loaded, chosen)
    rendered = render_pdf(composed.html, pad=loaded.text("blank_on_purpose"))
    pages = pdf_text(rendered.pdf)
    assert len(pages) % 2 == 0
    assert all(f"{n} / {len(pages)}" in text for n, text in enumerate(pages, 1))
    assert loaded.text("blank_on_purpose") in pages[-1].replace("\n", " ")
