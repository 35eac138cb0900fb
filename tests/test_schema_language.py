"""Issue 23: what the schema says about a battle file, in the reader's language.

Each message the schema makes is a ``Said``, worded when shown: the same problem reads in
English or in French, whole, with no word of the other language (the file's own keys and
values aside)."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from fractions import Fraction
from pathlib import Path
from typing import Annotated, ClassVar

import pytest

from kitgen.errors import KitError
from kitgen.i18n import say
from kitgen.json_schema import battle_schema
from kitgen.loader import parse_battle_text
from kitgen.model import Both, Said
from kitgen.pipeline import load_bytes
from kitgen.schema import Meta, Reading, read, spellings

KINDS = spellings({"melee": ("mêlée",), "ranged": ("tir", "archers")})


@dataclass(frozen=True, slots=True)
class Orders:
    charge: bool = False


@dataclass(frozen=True, slots=True)
class Unit:
    NOUN: ClassVar[Both] = ("unit", "unité")
    name: Annotated[str, Meta(max_length=20, help=("its name", "son nom"))]
    count: Annotated[
        int,
        Meta(min=1, max=10_000, help=("number of fighters", "nombre de combattants")),
    ]
    kind: Annotated[str | None, Meta(choices=KINDS)] = None
    ratio: Annotated[Fraction | None, Meta(min=0, max=3)] = None
    hidden: bool = False
    tags: Annotated[tuple[str, ...], Meta(max_items=2)] = ()
    skills: Annotated[
        dict[Annotated[str, Meta(choices=KINDS)], Annotated[int, Meta(min=0, max=8)]],
        Meta(max_items=2),
    ] = field(default_factory=dict)
    level: bool | int = False


@dataclass(frozen=True, slots=True)
class Army:
    NOUN: ClassVar[Both] = ("army", "armée")
    name: str
    units: tuple[Unit, ...]
    orders: Orders | None = None


@dataclass(frozen=True, slots=True)
class Battle:
    NOUN: ClassVar[Both] = ("battle", "bataille")
    name: str
    armies: tuple[Army, ...]


def unit(entry: str) -> str:
    """A battle whose one unit is ``entry`` (a flow mapping's inside, or any YAML value)."""
    return f"name: B\narmies:\n  - name: North\n    units:\n      - {entry}\n"


CASES = [
    # (the battle file, what the English says, what the French says)
    (
        unit("{name: U, count: lots}"),
        "unit 'U': count must be a whole number, got 'lots'",
        "unité « U » : count doit être un nombre entier, pas « lots »",
    ),
    (
        unit("{name: U, effectif: lots}"),
        "unit 'U': effectif must be a whole number, got 'lots'",
        "unité « U » : effectif doit être un nombre entier, pas « lots »",
    ),
    (
        unit("{name: U, count: '3'}"),
        "count must be a whole number, got '3' (the quotes make it text: write 3 without them)",
        "count doit être un nombre entier, pas « 3 » (les guillemets en font du texte : "
        "écrivez 3 sans guillemets)",
    ),
    (
        unit("{name: U, count: 3.0}"),
        "count must be a whole number, got '3.0' (write 3)",
        "count doit être un nombre entier, pas « 3.0 » (écrivez 3)",
    ),
    (
        unit("{name: U, count: 0}"),
        "count must be at least 1, got 0",
        "count doit valoir au moins 1, pas 0",
    ),
    (
        unit("{name: U, count: 20000}"),
        "count must be at most 10,000, got 20,000",
        "count doit valoir au plus 10 000, pas 20 000",
    ),
    (
        unit("{name: U, count: 1, ratio: abc}"),
        "ratio must be a number such as 4 or 1.5, got 'abc'",
        "ratio doit être un nombre comme 4 ou 1,5, pas « abc »",
    ),
    (
        unit("{name: U, count: 1, ratio: '4,5'}"),
        "ratio must be at most 3, got 4,5",
        "ratio doit valoir au plus 3, pas 4,5",
    ),
    (
        unit("{name: U, count: 1, hidden: maybe}"),
        "hidden must be yes or no (true/false), got 'maybe'",
        "hidden doit être oui ou non (vrai/faux), pas « maybe »",
    ),
    (
        unit("{name: yes, count: 1}"),
        "name must be text, got 'yes' (put it in quotes)",
        "name doit être du texte, pas « yes » (mettez-le entre guillemets)",
    ),
    (
        unit("{name: U, count: }"),
        "count must be a whole number, got empty",
        "count doit être un nombre entier, pas une valeur vide",
    ),
    (
        unit("{name: '  ', count: 1}"),
        "name must not be empty",
        "name ne doit pas être vide",
    ),
    (
        unit("{name: " + "x" * 30 + ", count: 1}"),
        "name is 30 characters long; at most 20",
        "name fait 30 caractères ; 20 au plus",
    ),
    (
        unit("{name: U, count: 1, tags: [a, b, c]}"),
        "tags has 3 entries; at most 2",
        "tags a 3 entrées ; 2 au plus",
    ),
    (
        unit("{name: U, count: 1, tags: x}"),
        "tags must be a list (lines starting with '- '), got 'x'",
        "tags doit être une liste (lignes commençant par « - »), pas « x »",
    ),
    (
        unit("{name: U, count: 1, skills: [1]}"),
        "skills must be a mapping (key: value lines), got a list",
        "skills doit être un ensemble de lignes « clé : valeur », pas une liste",
    ),
    (
        unit("{name: U, count: 1, skills: {melee: 9}}"),
        "skills[melee] must be at most 8, got 9",
        "skills[melee] doit valoir au plus 8, pas 9",
    ),
    (
        unit("{name: U, count: 1, skills: {melee: 1, mêlée: 2}}"),
        "skills key 'mêlée' repeats 'melee'; give it once",
        "clé de skills « mêlée » répète « melee » ; donnez-la une seule fois",
    ),
    (
        unit("{name: U, count: 1, skills: {melle: 1}}"),
        "skills key 'melle' is not known (did you mean 'melee'?); one of: melee, ranged",
        "clé de skills « melle » : valeur inconnue (vouliez-vous dire « melee » ?) ; "
        "valeurs possibles : melee, ranged",
    ),
    (
        unit("{name: U, count: 1, kind: archerz}"),
        "kind 'archerz' is not known (did you mean 'archers', that is 'ranged'?); "
        "one of: melee, ranged",
        "kind « archerz » : valeur inconnue (vouliez-vous dire « archers », c'est-à-dire "
        "« ranged » ?) ; valeurs possibles : melee, ranged",
    ),
    (
        unit("{name: U, count: 1, level: {a: 1}}"),
        "level must be yes or no (true/false) or a whole number, got a mapping (key: value lines)",
        "level doit être oui ou non (vrai/faux) ou un nombre entier, pas un ensemble de "
        "lignes « clé : valeur »",
    ),
    (
        unit("{name: U, count: 1, colour: red}"),
        "unit 'U': unknown key 'colour'; allowed here: name, count, kind, ratio, hidden, "
        "tags, skills, level",
        "unité « U » : clé inconnue « colour » ; clés permises ici : nom, effectif, kind, "
        "ratio, hidden, tags, skills, level",
    ),
    (
        unit("{name: U, cuont: 1}"),
        "unknown key 'cuont' (did you mean 'count'?)",
        "clé inconnue « cuont » (vouliez-vous dire « count » ?)",
    ),
    (
        unit("{name: U, efectif: 1}"),
        "unknown key 'efectif' (did you mean 'effectif'?)",
        "clé inconnue « efectif » (vouliez-vous dire « effectif » ?)",
    ),
    (
        unit("{name: U, effectif: 1, count: 2}"),
        "'count' repeats 'effectif' of line 5 (both are 'count'); give it once",
        "« count » répète « effectif » de la ligne 5 (les deux sont « effectif ») ; "
        "donnez-la une seule fois",
    ),
    (
        unit("{name: U}"),
        "unit 'U': missing key 'count' (number of fighters)",
        "unité « U » : clé « effectif » manquante (nombre de combattants)",
    ),
    (
        unit("oops"),
        "army 'North': unit must be a mapping (key: value lines), got 'oops'",
        "armée « North » : unité doit être un ensemble de lignes « clé : valeur », pas « oops »",
    ),
    (
        "name: B\narmies:\n  - name: North\n    units: []\n    orders: {charge: maybe}\n",
        "army 'North': orders: charge must be yes or no (true/false), got 'maybe'",
        "armée « North » : orders : charge doit être oui ou non (vrai/faux), pas « maybe »",
    ),
    (
        "name: B\narmies:\n  - units: []\n    orders: {charge: 1}\n",
        "battle 'B': army: orders: charge must be yes or no (true/false), got '1'",
        "bataille « B » : armée : orders : charge doit être oui ou non (vrai/faux), pas « 1 »",
    ),
]

ENGLISH = re.compile(
    r"\b(must|got|unknown|allowed|missing|key|mean|repeats|entries|characters|whole|"
    r"mapping|lines|yes|text|empty|give|once|write|quotes|least|most|that|number|list|"
    r"one|battle|army|unit|both|line|put|such|at|is|be|of|or|not)\b"
)
FRENCH = re.compile(
    r"\b(doit|être|pas|clé|clés|inconnue|vouliez|manquante|permises|entrées|caractères|"
    r"valeurs|possibles|nombre|entier|liste|lignes|écrivez|guillemets|moins|plus|répète|"
    r"donnez|fois|vide|texte|oui|non|unité|armée|bataille|dire|ou|de|du|un|une)\b"
)


def problems(text: str) -> list[Said]:
    """What reading ``text`` as a ``Battle`` says, as made (not yet worded)."""
    reading = Reading()
    assert read(Battle, parse_battle_text(text.encode(), "b.yaml"), reading) is None
    messages = [issue.message for issue in reading.issues]
    assert all(isinstance(m, Said) for m in messages), messages
    return [m for m in messages if isinstance(m, Said)]


def plain(text: str) -> str:
    """French typography's narrow no-break spaces and apostrophes, as typed."""
    return text.replace("\u202f", " ").replace("\u2019", "'")


def without_values(text: str, source: str) -> str:
    """``text`` without what it quotes of ``source`` (its keys and values), which are the
    user's words in whatever language, so that only kitgen's words are left."""
    for word in re.findall(r"\w+", source):
        text = re.sub(rf"\b{re.escape(word)}\b", " ", text)
    return text


@pytest.mark.parametrize(("source", "english", "french"), CASES)
def test_each_schema_message_reads_in_either_language(
    source: str, english: str, french: str
) -> None:
    messages = problems(source)
    for message in messages:
        in_english, in_french = say(message, "en"), plain(say(message, "fr"))
        assert not FRENCH.findall(without_values(in_english, source)), in_english
        assert not ENGLISH.findall(without_values(in_french, source)), in_french
    (message,) = (m for m in messages if english in say(m, "en"))
    assert french in plain(say(message, "fr"))


def test_a_message_is_worded_when_shown() -> None:
    """The same problem read once reads in the language chosen when it is shown."""
    from kitgen.i18n import speaking

    (message,) = problems(unit("{name: U, count: lots}"))
    with speaking("fr"):
        assert "doit être" in say(message)
    assert "must be" in say(message)


def test_a_huge_value_is_quoted_bounded_in_either_language() -> None:
    (message,) = problems(unit("{name: U, count: 1, kind: " + "z" * 5000 + "}"))
    for lang in ("en", "fr"):
        assert len(say(message, lang)) < 400


def battle_problems(text: str) -> tuple[KitError, list[str], list[str]]:
    with pytest.raises(KitError) as caught:
        load_bytes(text.encode(), Path("b.yaml"), lang="en")
    shown = [p.message for p in caught.value.problems if not isinstance(p, str)]
    return caught.value, [say(m, "en") for m in shown], [plain(say(m, "fr")) for m in shown]


@pytest.mark.parametrize(
    ("source", "english", "french"),
    [
        (
            "system: wticher\nname: B\n",
            "system 'wticher' is not known (did you mean 'witcher'?); one of: witcher",
            "système « wticher » inconnu (vouliez-vous dire « witcher » ?) ; "
            "systèmes possibles : witcher",
        ),
        (
            "name: B\n",
            "missing key 'system' (the rule system: witcher",
            "clé « système » manquante (le système de règles : witcher",
        ),
        (
            "- system: witcher\n",
            "a battle file is a mapping of keys (system:, name:, armies: …)",
            "un fichier de bataille est un ensemble de clés (système, nom, armées…)",
        ),
    ],
)
def test_which_rule_system_reads_in_either_language(
    source: str, english: str, french: str
) -> None:
    _, in_english, in_french = battle_problems(source)
    assert english in in_english[0]
    assert french in in_french[0]


@pytest.mark.parametrize(
    ("source", "english", "french"),
    [
        (
            "system: witcher\nname: B\narmies: x\n",
            "the rules themselves are checked once this is fixed",
            "les règles elles-mêmes seront vérifiées une fois cette erreur corrigée",
        ),
        (
            "system: witcher\nname: B\narmies: x\ncolour: red\n",
            "the rules themselves are checked once these are fixed",
            "les règles elles-mêmes seront vérifiées une fois ces erreurs corrigées",
        ),
    ],
)
def test_the_note_on_rules_reads_in_either_language(
    source: str, english: str, french: str
) -> None:
    error, _, _ = battle_problems(source)
    assert isinstance(error.note, Said)
    assert say(error.note, "en") == english
    assert plain(say(error.note, "fr")) == french


@pytest.mark.parametrize(
    ("lang", "summary", "system", "help_text"),
    [
        ("en", "a summary", "the rule system of this battle file", "its name"),
        ("fr", "un résumé", "le système de règles de ce fichier de bataille", "son nom"),
    ],
)
def test_the_json_schema_describes_in_the_chosen_language(
    lang: str, summary: str, system: str, help_text: str
) -> None:
    schema = battle_schema("test", Battle, ("a summary", "un résumé"), lang=lang)
    assert schema["description"] == summary
    assert schema["properties"]["system"]["description"] == system
    assert schema["$defs"]["Unit"]["properties"]["name"]["description"] == help_text
    assert (lang == "fr") == schema["title"].startswith("fichier de bataille kitgen")
