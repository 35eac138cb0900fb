"""A battle file's kit, built: print settings, HTML, PDF and the layout check.

The one path ``kitgen build`` takes once a file has loaded (``kitgen.pipeline``); the
command line only chooses the settings and writes the bytes.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from dataclasses import dataclass

from kitgen.cards import Kit
from kitgen.errors import KitError, Problem
from kitgen.model import said, warning, words
from kitgen.nodes import Path
from kitgen.pipeline import Loaded, for_players
from kitgen.printing import CARD_SIZES, GM, OFF, PAGE, PLAYERS, Settings, settings_of
from kitgen.render import Composed, RenderError, compose, render_pdf
from kitgen.render.layout import Overflow
from kitgen.render.subsetting import HARFBUZZ
from kitgen.sandbox import DEFAULT_LIMITS, Limits, Worker

FIELD_KEYS = {"name": "name"}
"""A field the layout check names -> the key it comes from in the battle file."""


@dataclass(frozen=True, slots=True)
class Built:
    pdf: bytes
    pages: int
    warnings: tuple[Problem, ...]
    """Layout problems (a card whose text does not fit) and what the renderer logged."""


def print_settings(
    loaded: Loaded,
    *,
    paper: str | None = None,
    duplex: str | None = None,
    bleed: float | None = None,
    audience: str = GM,
) -> Settings:
    """The battle file's ``print:`` section with the command line's choices on top."""
    return settings_of(
        loaded.battle,
        loaded.text.lang,
        paper=paper,
        duplex=duplex,
        bleed=bleed,
        audience=audience,
    )


def build_kit(
    loaded: Loaded,
    chosen: Settings,
    *,
    variant: str | None = None,
    strict: bool = False,
    limits: Limits = DEFAULT_LIMITS,
    subsetter: str = HARFBUZZ,
    worker: Worker | None = None,
) -> Built:
    """Render the kit of ``loaded`` within ``limits`` (in ``worker``, with its limits,
    when given: ``render_pdf``); a card whose text runs out of its box is a warning
    placed at its line (an error with ``strict``)."""
    composed, original = compose_copy(loaded, chosen)
    try:
        rendered = render_pdf(
            composed.html,
            pad=None if chosen.duplex == OFF else loaded.text("blank_on_purpose"),
            variant=variant,
            limits=limits,
            subsetter=subsetter,
            worker=worker,
        )
    except RenderError as exc:
        raise KitError(
            [Problem(loaded.display, None, said("loading.layout_failed", reason=exc.message))]
        ) from None
    layout = tuple(_overflow(loaded, composed.kit, o, original) for o in rendered.overflows)
    if strict and layout:
        raise KitError(p.strict() for p in layout)
    notices = tuple(
        Problem(loaded.display, None, said("loading.renderer_notice", notice=notice))
        for notice in rendered.notices
    )
    return Built(rendered.pdf, rendered.pages, layout + notices)


def compose_copy(loaded: Loaded, chosen: Settings) -> tuple[Composed, Callable[[Path], Path]]:
    """The HTML of the copy ``chosen`` asks for, and where a path of the battle it was
    laid out from is in the file. The players' copy is laid out from the battle without
    its secrets (``pipeline.for_players``): its HTML, and so its PDF, which is made from
    the HTML alone, cannot change with a secret."""
    original: Callable[[Path], Path] = _same
    if not chosen.gm:
        loaded, redacted = for_players(loaded)
        original = redacted.original
        return compose(loaded.system, loaded.plan, loaded.text, chosen), original
    lead = _players_marks(loaded, chosen)
    return compose(loaded.system, loaded.plan, loaded.text, chosen, lead=lead), original


def _players_marks(loaded: Loaded, chosen: Settings) -> list[str]:
    """The rulings the players' copy cites, in the order of their marks there: the game
    master's copy numbers them the same (``render.in_page_order``). The players' copy is
    composed (not laid out) for it, without odds; a battle that has none (every unit
    secret) leads with nothing."""
    try:
        players, _ = for_players(loaded)
    except KitError:
        return []
    shown = dataclasses.replace(chosen, audience=PLAYERS)
    return list(compose(players.system, players.plan, players.text, shown).kit.cited)


def _overflow(
    loaded: Loaded, kit: Kit, overflow: Overflow, original: Callable[[Path], Path]
) -> Problem:
    fit = kit.fits[overflow.fit]
    path = original(fit.source.path)
    if overflow.field in FIELD_KEYS:
        path = (*path, FIELD_KEYS[overflow.field])
    finding = warning(
        "layout_overflow" if fit.source.army else "layout_overflow_alone",
        path,
        kind=words(f"kind.{fit.kind}.one"),
        item=fit.source.item,
        army=fit.source.army,
        what=words(f"field.{overflow.field or 'content'}"),
        excess=loaded.text.decimal(overflow.excess),
        size=words(f"size.{fit.size}"),
        setting=fit.kind,
        larger=_larger(fit.size),
    )
    return loaded.place(finding)


def _same(path: Path) -> Path:
    return path


def _larger(size: str) -> str:
    """The next size up (the presets run from small to large, then a full page)."""
    order = [*CARD_SIZES, PAGE]
    return order[min(order.index(size) + 1, len(order) - 1)]
