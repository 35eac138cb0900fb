"""The design system's values are written into the stylesheets as they are served
(``kitgen.render.styles``, issue 26 item 2): the same PDF, laid out faster."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from kitgen.build import compose_copy, print_settings
from kitgen.pipeline import load
from kitgen.render import _render_here, compose, lay_out, render_pdf, styles, templates_dir
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
    html = _kit_html(battle)
    inlined = render_pdf(html).pdf
    monkeypatch.setattr(styles, "inline", lambda css, values: css)
    assert _laid_out_here(html) == inlined


def _kit_html(battle: Path) -> str:
    """The HTML of ``battle``'s GM kit as `kitgen build` composes it."""
    loaded = load(battle)
    composed, _ = compose_copy(loaded, print_settings(loaded))
    return composed.html


def _laid_out_here(html: str) -> bytes:
    """The PDF of ``html`` laid out in this process, as ``render_pdf``'s child lays it out
    (the same function): a change the test patches in here is in it. Its other side is
    the kit as built (``render_pdf``, the session's layout when it has one)."""
    return _render_here(html, None, None, HARFBUZZ).pdf


# --- the user-agent stylesheet ------------------------------------------------------------


def test_the_user_agent_stylesheet_differs_only_in_the_rules_on_every_element() -> None:
    """kitgen's is WeasyPrint's with its marker rule on ``li`` and its five footnote and
    note rules left out, nothing else: a WeasyPrint whose stylesheet moved on fails here
    (kitgen would then take WeasyPrint's own as it is, slower)."""
    import difflib

    from weasyprint.html import UA

    changed = [
        line
        for line in difflib.unified_diff(
            UA.splitlines(), styles.scoped_user_agent(UA).splitlines(), lineterm="", n=0
        )
        if line[:1] in "+-" and line[:3] not in ("---", "+++")
    ]
    removed = [line[1:].split(" {")[0] for line in changed if line.startswith("-")]
    added = [line[1:].split(" {")[0] for line in changed if line.startswith("+")]
    assert removed == ["::marker", *(f"::{n}" for n in NOTES)]
    assert added == ["li::marker"]


NOTES = ("footnote-call", "footnote-marker", "note-call", "note-marker", "note-callback")


def test_no_template_needs_the_rules_left_out() -> None:
    """No kit makes anything but an ``li`` a list item, or has a footnote or a note:
    what the scoped stylesheet assumes (a plugin that does styles them itself)."""
    needs = re.compile(r"list-item\s*[;}\"]|float\s*:\s*footnote|::(?:foot)?note", re.I)
    for source in [*(ROOT / "templates").rglob("*.css"), *(ROOT / "templates").rglob("*.j2")]:
        text = re.sub(
            r"counter-(?:reset|increment|set)\s*:[^;\"}]*", "", source.read_text("utf-8")
        )
        assert not needs.search(text), f"{source}: {needs.search(text)}"


SIEGE = ROOT / "armies" / "siege-de-corbelin.yaml"


def test_a_kit_styles_a_marker_for_each_list_item_and_no_footnote(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """What makes it faster, counted: the siege's kit computes a marker style for each
    ``li`` only (not for each of its elements), and no footnote or note style."""
    from weasyprint import css

    counted: dict[str | None, int] = {}
    real = css.StyleFor.set_computed_styles

    def counting(self: object, element: object, *args: object, **named: object) -> object:
        pseudo = named.get("pseudo_type")
        counted[pseudo] = counted.get(pseudo, 0) + 1  # type: ignore[index]
        return real(self, element, *args, **named)  # type: ignore[arg-type]

    monkeypatch.setattr(css.StyleFor, "set_computed_styles", counting)
    loaded = load(SIEGE)
    html = compose(loaded.system, loaded.plan, loaded.text, print_settings(loaded)).html
    lay_out(html)
    assert counted.get("marker") == len(re.findall(r"<li[\s>]", html)) > 10
    assert not {f"{n}" for n in NOTES} & set(counted)  # type: ignore[operator]


@pytest.mark.parametrize(
    "battle",
    [SIEGE, ROOT / "kitgen" / "systems" / "promiterra" / "starter.yaml"],
    ids=["siege", "promiterra-starter"],
)
def test_the_scoped_user_agent_gives_the_same_pdf(
    battle: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Numbered and bulleted lists (their markers), every kind of page: the same bytes
    with kitgen's user-agent stylesheet as with WeasyPrint's."""
    from weasyprint.html import UA_STYLESHEET

    import kitgen.render

    html = _kit_html(battle)
    scoped = render_pdf(html).pdf
    monkeypatch.setattr(kitgen.render, "_user_agent_stylesheets", lambda forms: [UA_STYLESHEET])
    assert _laid_out_here(html) == scoped
