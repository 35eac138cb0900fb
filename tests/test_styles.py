"""The design system's values are written into the stylesheets as they are served
(``kitgen.render.styles``, issue 26 item 2): the same PDF, laid out faster."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from kitgen.build import print_settings
from kitgen.pipeline import load
from kitgen.render import _reproducible, compose, lay_out, styles, templates_dir
from kitgen.render.subsetting import HARFBUZZ

ROOT = Path(__file__).resolve().parent.parent
KIT_CSS = templates_dir() / "_base" / "kit.css"


def test_the_design_values_are_read_from_the_root_of_kit_css() -> None:
    values = styles.design_values(KIT_CSS)
    assert values["--ink"] == "#1d1a16"
    assert values["--fs-min"] == "7.5pt"
    assert values["--box"] == "8mm"
    assert len(values) >= 25


def test_only_the_root_values_are_put_in_place() -> None:
    values = {"--ink": "#000", "--box": "8mm"}
    css = ".a { color: var(--ink); width: calc(var(--box) - 1mm); height: var(--pt-box) }"
    assert styles.inline(css, values) == (
        ".a { color: #000; width: calc(8mm - 1mm); height: var(--pt-box) }"
    )


def test_no_root_value_is_set_anywhere_else() -> None:
    """A value set on an element (``style="--box: 6mm"``) is what its descendants'
    ``var(--box)`` read: putting the root's value in place would be wrong there. So no
    ``:root`` name is set anywhere but on ``:root``: not in a stylesheet, a template, or
    a style kitgen's code writes."""
    names = set(styles.design_values(KIT_CSS))
    sources = [
        *(ROOT / "templates").rglob("*.css"),
        *(ROOT / "templates").rglob("*.j2"),
        *(ROOT / "kitgen").rglob("*.py"),
    ]
    for source in sources:
        text = source.read_text(encoding="utf-8")
        if source == KIT_CSS:
            text = styles.ROOT.sub("", text)
        for name in re.findall(r"(--[\w-]+)\s*:", text):
            assert name not in names, f"{source}: {name} is set outside :root"


def test_the_fetcher_serves_stylesheets_with_the_values_in_place() -> None:
    from kitgen.render import _fetcher

    def served(name: str) -> str:
        response = _fetcher().fetch((templates_dir() / name).resolve().as_uri())
        return str(response.read().decode("utf-8"))

    base = served("_base/kit.css")
    assert "var(--ink)" not in base and "var(--fs-min)" not in base
    assert "--ink: #1d1a16" in base  # the root block stays, for the HTML's own styles
    assert "var(--pt-box)" in served("promiterra/kit.css")  # set on each sheet: left alone


@pytest.mark.parametrize(
    "battle",
    [ROOT / "kitgen" / "systems" / "promiterra" / "starter.yaml", ROOT / "armies" / "brenna.yaml"],
    ids=["promiterra-starter", "brenna"],
)
def test_the_values_in_place_give_the_same_pdf(
    battle: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    loaded = load(battle)
    html = compose(loaded.system, loaded.plan, loaded.text, print_settings(loaded)).html
    with _reproducible(HARFBUZZ):
        inlined = lay_out(html).write_pdf(pdf_identifier=True)
        monkeypatch.setattr(styles, "inline", lambda css, values: css)
        resolved = lay_out(html).write_pdf(pdf_identifier=True)
    assert inlined == resolved
