"""A battle's scenario: the situation, the set-up, what each side must do to win, and
what happens on the way — every rule system's ``scenario:`` section.

The rules give the numbers; a scenario gives the GM a battle to run. The section is the
GM's prose, printed on the kit's first page in the GM's words (kitgen writes only the
headings), in one language or in each (``kitgen.prose``). Everything in it is what the
players may know, except the events: an event is the GM's unless it says
``secret: false`` (a reinforcement announced in advance), and the players' copy leaves
the others out the way it leaves out every secret record (``kitgen.secrets``), so they
cannot change a byte of it.

:func:`present` turns the section into what ``templates/_base/macros.html.j2``'s
``scenario`` macro places; a template never reads the battle file's section itself.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated, Any, ClassVar

from kitgen.i18n import Text
from kitgen.model import Both
from kitgen.prose import Prose, say
from kitgen.schema import KEPT, Meta

Line = Annotated[Prose, Meta(max_length=300)]


@dataclass(frozen=True, slots=True)
class Event:
    """Something that happens during the battle: when, and what."""

    NOUN: ClassVar[Both] = ("event", "événement")
    text: Annotated[
        Prose,
        Meta(
            max_length=300,
            french="texte",
            help=("what happens", "ce qui se passe"),
        ),
    ]
    when: Annotated[
        Prose | None,
        Meta(
            max_length=40,
            french="quand",
            help=(
                "when or on what it happens (turn 3, when the wall falls)",
                "quand ou sur quoi il arrive (tour 3, quand le mur tombe)",
            ),
        ),
    ] = None
    secret: Annotated[
        bool,
        Meta(
            help=(
                "the GM's (the default): false prints it on the players' handout too",
                "réservé au MJ (par défaut) : false l'imprime aussi dans le livret des joueurs",
            ),
            secret=KEPT,
        ),
    ] = True


@dataclass(frozen=True, slots=True)
class Scenario:
    """The battle as a story: what the GM tells the table, and what they keep."""

    NOUN: ClassVar[Both] = ("scenario", "scénario")
    situation: Annotated[
        Prose | None,
        Meta(
            max_length=1200,
            help=(
                "what brings the armies here, as the GM tells it",
                "ce qui amène les armées ici, tel que le MJ le raconte",
            ),
        ),
    ] = None
    setup: Annotated[
        tuple[Line, ...],
        Meta(
            max_items=8,
            french="mise_en_place",
            aliases=("set_up", "deployment", "déploiement"),
            help=(
                "one line per step: who starts where, who moves first",
                "une ligne par étape : qui commence où, qui joue en premier",
            ),
        ),
    ] = ()
    victory: Annotated[
        tuple[Line, ...],
        Meta(
            max_items=6,
            french="victoire",
            help=(
                "one line per condition: what a side must do to win, when the battle ends",
                "une ligne par condition : ce qu'un camp doit faire pour gagner, quand la "
                "bataille s'arrête",
            ),
        ),
    ] = ()
    events: Annotated[
        tuple[Event, ...],
        Meta(
            max_items=12,
            french="événements",
            help=(
                "what happens during the battle (the GM's unless secret: false)",
                "ce qui arrive pendant la bataille (réservé au MJ sauf secret: false)",
            ),
        ),
    ] = ()


ScenarioField = Annotated[
    Scenario | None,
    Meta(
        french="scénario",
        help=(
            "the situation, the set-up, the victory conditions and the events, printed on "
            "the kit's first page",
            "la situation, la mise en place, les conditions de victoire et les événements, "
            "imprimés en première page du kit",
        ),
    ),
]
"""Every rule system's ``Battle.scenario``."""


def present(battle: Any, t: Text) -> dict[str, Any] | None:
    """What the first page prints of ``battle``'s scenario (already redacted for the
    players' copy), with its headings in the kit's language; ``None`` if it has none."""
    scenario: Scenario | None = getattr(battle, "scenario", None)
    if scenario is None or not (
        scenario.situation or scenario.setup or scenario.victory or scenario.events
    ):
        return None
    lang = t.lang
    return {
        "title": t("scenario.title"),
        "situation": say(scenario.situation, lang),
        "parts": [
            {"title": t(key), "lines": [say(line, lang) for line in lines]}
            for key, lines in (
                ("scenario.setup", scenario.setup),
                ("scenario.victory", scenario.victory),
            )
            if lines
        ],
        "sides_title": t("scenario.sides"),
        "events_title": t("scenario.events"),
        "events_note": t("scenario.events_note"),
        "events": [
            {"when": say(e.when, lang), "text": say(e.text, lang), "gm": e.secret}
            for e in scenario.events
        ],
        "gm_mark": t("scenario.gm_only"),
        "notes_title": t("notes"),
        "write_gm": t("scenario.write_gm"),
        "write_players": t("scenario.write_players"),
    }
