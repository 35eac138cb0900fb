"""Issue 23, French-speaking battle files: keys written the way a French GM writes them."""

from __future__ import annotations

import unicodedata
from pathlib import Path
from typing import Any

import pytest
import yaml

from kitgen.errors import KitError
from kitgen.pipeline import load
from tests.conftest import ROOT, WITCHER_ARMIES, write

CORBELIN = ROOT / "armies" / "siege-de-corbelin.yaml"


def test_a_french_key_may_be_written_with_its_accents(tmp_path: Path) -> None:
    """A French GM writes « unités » and « volonté » as French spells them; a key is
    matched as the other spellings are (any case, accents optional)."""
    source = CORBELIN.read_text(encoding="utf-8")
    accented = source.replace("    units:\n", "    Unités:\n").replace("will: 3", "volonté: 3")
    assert accented != source
    plain = load(write(tmp_path, source, "plain.yaml"))
    french = load(write(tmp_path, accented, "french.yaml"))
    assert french.battle == plain.battle


def test_a_key_given_under_two_spellings_is_an_error(tmp_path: Path) -> None:
    twice = CORBELIN.read_text(encoding="utf-8").replace("will: 3", "will: 3, Volonté: 3")
    line = 1 + next(i for i, text in enumerate(twice.splitlines()) if "Volonté: 3" in text)
    with pytest.raises(KitError) as refused:
        load(write(tmp_path, twice, "twice.yaml"), lang="en")
    assert f"'Volonté' repeats 'will' of line {line}; give it once" in str(refused.value)
    with pytest.raises(KitError) as refused:
        load(write(tmp_path, twice, "twice.yaml"))  # the file's language: fr
    assert (
        f"«\u202fVolonté\u202f» répète «\u202fwill\u202f» de la ligne {line}\u202f; "
        "donnez-la une seule fois" in str(refused.value)
    )
    named = CORBELIN.read_text(encoding="utf-8").replace(
        "name: Le siège de Corbelin\n", "nom: Le siège\nname: Le siège de Corbelin\n", 1
    )
    with pytest.raises(KitError) as refused:
        load(write(tmp_path, named, "named.yaml"), lang="en")
    line = 1 + named.splitlines().index("nom: Le siège")
    said = f"'name' repeats 'nom' of line {line} (both are 'name'); give it once"
    assert said in str(refused.value)


def test_the_system_and_name_keys_read_as_any_other(tmp_path: Path) -> None:
    source = CORBELIN.read_text(encoding="utf-8")
    capitals = source.replace("system: fate", "System: fate", 1).replace(
        "  - name: Garnison de Corbelin", "  - Name: Garnison de Corbelin"
    )
    assert capitals != source
    loaded = load(write(tmp_path, capitals, "caps.yaml"))
    assert loaded.battle == load(write(tmp_path, source, "plain.yaml")).battle


FRENCH = {
    "name": "nom",
    "author": "auteur",
    "armies": "armées",
    "commander": "commandant",
    "troops": "troupes",
    "count": "effectif",
    "rank": "rang",
    "luck": "chance",
    "defences": "défenses",
    "best_terrain": "meilleur_terrain",
    "prepared": "positions_préparées",
    "reinforcements": "renforts",
    "modifiers": "modificateurs",
    "label": "libellé",
    "value": "valeur",
    "weather": "météo",
    "casualties": "pertes",
    "no_quarter": "sans_quartier",
    "crucial_moments": "moments_cruciaux",
    "players": "joueurs",
    "players_win": "victoire_joueurs",
    "language": "langue",
    "swap": "échange",
    "seconds": "commandants_en_second",
}
"""The French a GM would write for the Witcher examples' keys (the rulebook's words where
it has them: troupes, effectif, commandant, renforts, moments cruciaux…)."""


def _in_french(node: Any, french: dict[str, str] = FRENCH) -> Any:
    """Plain YAML data with its keys renamed by ``french`` (the others as they are)."""
    if isinstance(node, dict):
        return {french.get(str(k), k): _in_french(v, french) for k, v in node.items()}
    if isinstance(node, list):
        return [_in_french(v, french) for v in node]
    return node


@pytest.mark.parametrize("example", WITCHER_ARMIES, ids=lambda p: p.stem)
def test_a_witcher_battle_written_with_french_keys_is_the_same_battle(
    example: Path, tmp_path: Path
) -> None:
    document = yaml.safe_load(example.read_text(encoding="utf-8"))
    french = _in_french(document)
    text = yaml.safe_dump(french, allow_unicode=True, sort_keys=False)
    assert "troupes:" in text and "effectif:" in text and "commandant:" in text
    french_keyed, english_keyed = load(write(tmp_path, text, "french.yaml")), load(example)
    assert french_keyed.battle == english_keyed.battle
    assert _kit_html(french_keyed) == _kit_html(english_keyed)
    # an editor given kitgen's JSON Schema takes the French keys too, accents and all
    from tests.test_authoring import _as_json, _validator

    assert list(_validator("witcher").iter_errors(_as_json(text))) == []


FRENCH_WORDS = frozenset(
    [
        "nom",
        "auteur",
        "langue",
        "remarques",
        "armees",
        "armee",
        "commandant",
        "commandants",
        "troupes",
        "unites",
        "effectif",
        "joueur",
        "joueurs",
        "meteo",
        "regles_maison",
        "impression",
        "moral",
        "armure",
        "bouclier",
        "monture",
        "attributs",
        "haine",
        "pieges",
        "cachee",
        "commandement",
        "criteres",
        "heros",
        "niveau",
        "stratege",
        "sagesse",
        "charisme",
        "heroisme",
        "valeur",
        "sol_instable",
        "place_forte",
        "couverture",
        "hauteurs",
        "dirigeant",
        "defenseur",
        "or",
        "mouvement",
        "attaque",
        "loyaute",
        "portee",
        "habilete",
        "peur",
        "coffre",
        "qualite",
        "competences",
        "volonte",
        "affecte",
        "voisines",
        "genant",
        "points_fate",
        "carte",
        "commandants_en_second",
        "tactique_pertes",
        "tours_max",
        "plafond_superiorite",
        "minutes_par_test",
        "effet",
        "sorts",
        "personnages",
        "regles_speciales",
        "bonus_taille",
        "emplacement",
        "tours",
        "lance_en_charge_seulement",
        "boucliers_comme_armure",
        "pnj",
        "par",
        "du_coffre",
        "aspect_cache",
        "commandant_renforce_tout",
        "defense_contre_tir",
        "points_d_avantage",
        "critique_sur_reussite",
        "modificateurs",
        "cases",
        "couper_des_fortification",
    ]
)
"""French words among the systems' other key spellings (not their short forms)."""


def _french_keys(system: str) -> dict[str, str]:
    """English key -> its French spelling, for the keys whose French is the same in every
    record of ``system`` that has them."""
    from kitgen.schema import fold, key_spellings

    words = {fold(word) for word in FRENCH_WORDS}
    found: dict[str, set[str]] = {}
    for record in _records(system):
        for name, spelled in key_spellings(record).items():
            french = [s for s in spelled[1:] if fold(s) in words]
            found.setdefault(name, set()).add(french[0] if french else "")
    return {k: next(iter(v)) for k, v in found.items() if len(v) == 1 and "" not in v}


def _records(system: str) -> list[Any]:
    """Every record type a battle file of ``system`` holds."""
    from kitgen.systems import systems
    from tests.one_language import battle_records

    return list(battle_records(systems()[system].battle_type))


EXAMPLES = {
    "bloodlust": "gue-de-varenne",
    "jdrwiki": "colline-d-ardoise",
    "promiterra": "gue-aux-saules",
    "fate": "siege-de-corbelin",
}


@pytest.mark.parametrize(("system", "example"), EXAMPLES.items())
def test_a_battle_with_its_keys_in_french_where_they_have_french_is_the_same(
    system: str, example: str, tmp_path: Path
) -> None:
    """French and English keys mixed in one file: the keys that have a French name take it
    (a key without one keeps its English: see the system's docs page)."""
    path = ROOT / "armies" / f"{example}.yaml"
    french = _french_keys(system)
    document = yaml.safe_load(path.read_text(encoding="utf-8"))
    text = yaml.safe_dump(_in_french(document, french), allow_unicode=True, sort_keys=False)
    renamed = {k for k in french if f"\n{k}:" in "\n" + path.read_text(encoding="utf-8")}
    assert "nom:" in text and len(french) >= 8, french
    assert load(write(tmp_path, text, "french.yaml")).battle == load(path).battle, renamed


def test_the_system_key_may_be_french_too(tmp_path: Path) -> None:
    source = CORBELIN.read_text(encoding="utf-8")
    french = source.replace("system: fate", "Système: fate", 1)
    assert french != source
    assert load(write(tmp_path, french, "systeme.yaml")).battle == load(CORBELIN).battle


SHARED_FRENCH = {
    "name": "nom",
    "author": "auteur",
    "language": "langue",
    "armies": "armées",
    "player": "joueur",
    "players": "joueurs",
    "notes": "remarques",
    "units": "unités",
    "troops": "troupes",
    "commanders": "commandants",
    "house_rules": "règles_maison",
}
SYSTEM_FRENCH: dict[str, dict[str, str | dict[str, str]]] = {
    "bloodlust": {
        "eff": "effectif",
        "kind": "type",
        "morale": "moral",
        "initiative": "ini",
        "armour": "armure",
        "shield": "bouclier",
        "melee": "arme",
        "ranged": "tir",
        "mount": "monture",
        "attributes": "attributs",
        "hates": "haine",
        "face_down": "cachée",
        "size_bonus": "bonus_taille",
        "characters": "personnages",
        "spells": "sorts",
        "command": "commandement",
        "uses": "fois",
        "traps": "pièges",
        "where": "emplacement",
        "effect": "effet",
        "turns": "tours",
    },
    "jdrwiki": {
        "commander": "commandant",
        "criteria": "critères",
        "side": "camp",
        "speed": "vitesse",
        "aides": "aides_de_camp",
        "heroes": "héros",
        "hero": "héros",
        "at": "zone",
        "level": "niveau",
        "strategist": "stratège",
        "wisdom": "sagesse",
        "charisma": "charisme",
        "heroism": "héroïsme",
        "bonuses": "bonus",
        "superior_race": "race_supérieure",
        "value": "valeur",
        "count": "effectif",
        "unstable_ground": "sol_instable",
        "stronghold": "place_forte",
        "cover": "couverture",
        "heights": "hauteurs",
        "weather": "intempéries",
    },
    "promiterra": {
        "leader": {"armies": "dirigeant", "troops": "chef"},
        "side": "camp",
        "defending": "défenseur",
        "gold": "or",
        "movement": "mouvement",
        "attack": "attaque",
        "defense": "def",
        "loyalty": "loyauté",
        "range": "portée",
        "value": "valeur",
        "at": "case",
        "ability": "habileté",
        "fearsome": "peur",
        "ailing": "santé",
        "mastery": "maîtrise",
        "war_actions": "actions_de_guerre",
        "label": "libellé",
        "modifiers": "modificateurs",
        "map": "carte",
        "cells": "cases",
        "cost": "coût",
    },
    "fate": {
        "war_chest": "coffre",
        "fate_points": "points_fate",
        "will": "volonté",
        "skills": "compétences",
        "attached": "affecté",
        "quality": "qualité",
        "links": "voisines",
        "hidden": "aspect_caché",
        "by": "par",
        "from_chest": "du_coffre",
        "hinders": "gênant",
        "npc": "pnj",
    },
}
"""The French a GM writes for each system's own keys, in the rulebooks' words (Bloodlust's
EFF, MO, INI; JdRWiki's critères, place forte, intempéries; Promiterra's Loyauté, case,
actions de guerre; Fate's coffre de guerre, volonté). A key whose French depends on
where it stands maps the key above it to its French (Promiterra's army ``dirigeant``,
a troop's ``chef``)."""


def _all_in_french(node: Any, french: dict[str, str | dict[str, str]], above: str = "") -> Any:
    """Plain YAML data with every key ``french`` knows renamed, wherever it stands."""
    if isinstance(node, dict):
        renamed = {}
        for key, value in node.items():
            word = french.get(str(key), key)
            if isinstance(word, dict):
                word = word[above]
            renamed[word] = _all_in_french(value, french, str(key))
        return renamed
    if isinstance(node, list):
        return [_all_in_french(v, french, above) for v in node]
    return node


def _keys(node: Any) -> set[str]:
    if isinstance(node, dict):
        return {str(k) for k in node} | {k for v in node.values() for k in _keys(v)}
    if isinstance(node, list):
        return {k for v in node for k in _keys(v)}
    return set()


@pytest.mark.parametrize(("system", "example"), EXAMPLES.items())
def test_a_battle_written_with_french_keys_everywhere_is_the_same_battle(
    system: str, example: str, tmp_path: Path
) -> None:
    """Every key of the example that has a French name given in French, accents and all:
    the same battle, and an editor given kitgen's JSON Schema takes it too."""
    path = ROOT / "armies" / f"{example}.yaml"
    document = yaml.safe_load(path.read_text(encoding="utf-8"))
    french = {**SHARED_FRENCH, **SYSTEM_FRENCH[system]}
    in_french = _all_in_french(document, french)
    renamed = _keys(document) & set(french)
    assert len(renamed) >= 12, renamed  # the example shows most of the system's keys
    text = yaml.safe_dump(in_french, allow_unicode=True, sort_keys=False)
    french_keyed, english_keyed = load(write(tmp_path, text, "french.yaml")), load(path)
    assert french_keyed.battle == english_keyed.battle
    assert _kit_html(french_keyed) == _kit_html(english_keyed)  # so the same PDF: below
    from tests.test_authoring import _as_json, _validator

    assert list(_validator(system).iter_errors(_as_json(text))) == []


def _kit_html(loaded: Any) -> str:
    from kitgen.build import print_settings
    from kitgen.render import compose

    return compose(loaded.system, loaded.plan, loaded.text, print_settings(loaded)).html


def test_a_french_keyed_battle_builds_the_same_pdf(tmp_path: Path) -> None:
    """The whole way to paper once, for the Fate siege (the HTML of every example is
    compared above): the kit of a battle written with French keys is the same bytes."""
    from click.testing import CliRunner

    from kitgen.cli import main

    path = ROOT / "armies" / "siege-de-corbelin.yaml"
    document = yaml.safe_load(path.read_text(encoding="utf-8"))
    french = _all_in_french(document, {**SHARED_FRENCH, **SYSTEM_FRENCH["fate"]})
    (tmp_path / "fr").mkdir()
    renamed = write(tmp_path / "fr", yaml.safe_dump(french, allow_unicode=True), path.name)
    kits = []
    for source, out in ((path, "en-out"), (renamed, "fr-out")):
        result = CliRunner().invoke(main, ["build", str(source), "-o", str(tmp_path / out)])
        assert result.exit_code == 0, result.output
        (kit,) = (tmp_path / out).glob("*.pdf")
        kits.append(kit.read_bytes())
    assert kits[0] == kits[1]


@pytest.mark.parametrize("system", sorted(SYSTEM_FRENCH))
def test_each_french_key_a_system_offers_is_one_of_its_keys(system: str) -> None:
    """The French above are the models' own (an example that lacks a key still has it
    checked): each is a spelling of the English key in some record of the system."""
    from kitgen.schema import fold

    spelled = _spellings(system)
    french = {**SHARED_FRENCH, **SYSTEM_FRENCH[system]}
    for english, word in french.items():
        for one in word.values() if isinstance(word, dict) else [word]:
            if english in spelled:
                assert fold(one) in spelled[english], (english, one)


def _spellings(system: str) -> dict[str, set[str]]:
    """English key -> its folded spellings, over every record of ``system``."""
    from kitgen.schema import fold, key_spellings

    found: dict[str, set[str]] = {}
    for record in _records(system):
        for name, spellings in key_spellings(record).items():
            found.setdefault(name, set()).update(fold(s) for s in spellings)
    return found


@pytest.mark.parametrize("system", [*sorted(SYSTEM_FRENCH), "witcher"])
def test_no_spelling_of_a_key_reads_as_another_field_of_its_record(system: str) -> None:
    """A French alias (or any other) that folds to another field's name or spelling would
    make one of the two keys unreachable: none does, in any record."""
    from kitgen.schema import fold, key_spellings

    clashes = []
    for record in _records(system):
        owner: dict[str, str] = {}
        for name, spellings in key_spellings(record).items():
            for spelling in spellings:
                if owner.setdefault(fold(spelling), name) != name:
                    clashes.append((record.__name__, spelling, owner[fold(spelling)], name))
    assert clashes == []


SAME_IN_FRENCH = frozenset(
    {
        # the same word in both languages
        "aspect",
        "aspects",
        "archer",
        "barricades",
        "bonus",
        "corps",
        "formations",
        "fortification",
        "fortifications",
        "important",
        "initiative",
        "intelligence",
        "machine",
        "machines",
        "note",
        "phase",
        "phases",
        "plans",
        "secret",
        "surprise",
        "talents",
        "terrain",
        "type",
        "zones",
        "x",
        "y",
        # the rulebook's own French, kept as the key: Witcher's tactique, commandement
        # and SD (seuil de difficulté), Bloodlust's PUI and PUI TIR (puissance)
        "commandement",
        "tactique",
        "sd",
        "pui",
        "pui_tir",
        # the scenario's situation, and a text's languages by their codes (kitgen.prose)
        "situation",
        "fr",
        "en",
    }
)
"""The keys whose French is the key itself: French messages name them as English does."""


def _french_names(system: str) -> list[tuple[str, str, str]]:
    """(record, field, the name French messages give it) for every field of ``system``."""
    from kitgen.schema import _in_french
    from kitgen.systems import systems
    from tests.one_language import battle_records

    return [
        (cls.__name__, name, french)
        for cls in battle_records(systems()[system].battle_type)
        for name, french in _in_french(cls).items()
    ]


SYSTEMS = [*sorted(SYSTEM_FRENCH), "witcher"]


@pytest.mark.parametrize("system", SYSTEMS)
def test_every_key_has_a_french_name_unless_french_says_it_the_same(system: str) -> None:
    """French messages name each key by its French (« clés permises ici : nom,
    coffre_de_guerre… »): every field has one, shared (FRENCH_KEYS) or its own
    (``Meta.french``), or is one of the few whose French is the same word."""
    unnamed = [
        f"{record}.{name}"
        for record, name, french in _french_names(system)
        if french == name and name not in SAME_IN_FRENCH
    ]
    assert unnamed == []


def test_the_keys_said_the_same_in_french_are_keys_without_a_french_name() -> None:
    """The list above holds no key that has a French name after all, nor one no system
    has (it stays short and true)."""
    named = {(name, french) for system in SYSTEMS for _, name, french in _french_names(system)}
    assert {name for name, french in named if name in SAME_IN_FRENCH and french != name} == set()
    assert SAME_IN_FRENCH - {name for name, _ in named} == set()


@pytest.mark.parametrize("system", SYSTEMS)
def test_a_keys_french_name_reads_as_that_key(system: str) -> None:
    """The French name a message gives is one a file may write, as spelled, in capitals,
    without its accents, with spaces for underscores: it reads back to its own field.
    A ``Meta.french`` is not repeated among the aliases, nor is it the key itself."""
    import typing

    from kitgen.schema import _in_french, fold, key_spellings, meta_of
    from kitgen.systems import systems
    from tests.one_language import battle_records

    wrong = []
    for cls in battle_records(systems()[system].battle_type):
        reads = {fold(s): name for name, spelled in key_spellings(cls).items() for s in spelled}
        hints = typing.get_type_hints(cls, include_extras=True)
        for name, french in _in_french(cls).items():
            plain = unicodedata.normalize("NFKD", french).encode("ascii", "ignore").decode()
            for written in (french, french.upper(), french.replace("_", " "), plain):
                if reads.get(fold(written)) != name:
                    wrong.append((cls.__name__, name, written))
            meta = meta_of(hints[name])
            if meta.french in (*meta.aliases, name):
                wrong.append((cls.__name__, name, f"french={meta.french!r} twice"))
    assert wrong == []


def test_a_french_message_names_a_systems_own_keys_in_french(tmp_path: Path) -> None:
    """Fate's army: an unknown key, then a missing one. In French, the keys allowed, the
    key meant and the key missing are named as a French file writes them; in English as
    an English one does."""
    source = CORBELIN.read_text(encoding="utf-8")
    unknown = source.replace("    war_chest: 12\n    fate_points: 1 ", "    commandant: Malo\n", 1)
    missing = source.replace("    war_chest: 12\n", "", 1)
    assert unknown != source and missing != source
    said = {}
    for name, text in (("unknown", unknown), ("missing", missing)):
        for lang in ("en", "fr"):
            with pytest.raises(KitError) as refused:
                load(write(tmp_path, text, f"{name}.yaml"), lang=lang)
            said[name, lang] = str(refused.value).replace("\u202f", " ")
    assert (
        "army 'Garnison de Corbelin': unknown key 'commandant' (did you mean 'commandants'?); "
        "allowed here: name, war_chest, units, player, fate_points, commanders, notes"
    ) in said["unknown", "en"]
    assert (
        "armée « Garnison de Corbelin » : clé inconnue « commandant » (vouliez-vous dire "
        "« commandants » ?) ; clés permises ici : nom, coffre_de_guerre, unités, joueur, "
        "points_fate, commandants, remarques"
    ) in said["unknown", "fr"]
    assert "missing key 'war_chest'" in said["missing", "en"]
    assert "clé « coffre_de_guerre » manquante" in said["missing", "fr"]
