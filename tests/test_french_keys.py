"""Issue 23, French-speaking battle files: keys written the way a French GM writes them."""

from __future__ import annotations

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
    with pytest.raises(KitError) as refused:
        load(write(tmp_path, twice, "twice.yaml"))
    assert "'Volonté' repeats 'will'; give it once" in str(refused.value)


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
}
"""The French a GM would write for the Witcher examples' keys (the rulebook's words where
it has them: troupes, effectif, commandant, renforts, moments cruciaux…)."""


def _in_french(node: Any) -> Any:
    if isinstance(node, dict):
        return {FRENCH.get(str(k), k): _in_french(v) for k, v in node.items()}
    if isinstance(node, list):
        return [_in_french(v) for v in node]
    return node


@pytest.mark.parametrize("example", WITCHER_ARMIES, ids=lambda p: p.stem)
def test_a_witcher_battle_written_with_french_keys_is_the_same_battle(
    example: Path, tmp_path: Path
) -> None:
    document = yaml.safe_load(example.read_text(encoding="utf-8"))
    french = _in_french(document)
    text = yaml.safe_dump(french, allow_unicode=True, sort_keys=False)
    assert "troupes:" in text and "effectif:" in text and "commandant:" in text
    assert load(write(tmp_path, text, "french.yaml")).battle == load(example).battle
