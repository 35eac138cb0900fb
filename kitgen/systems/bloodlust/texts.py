"""Text of the Risques & Périls (bloodlust) kit: key -> (english, french), the one
catalogue the rule system hands to ``kitgen.i18n``: the findings' messages
(``messages``), the kit's words (``words``) and the quick reference's (``quick_words``).

The page's English is set with the typographic apostrophe (U+2019), as French is by
``kitgen.i18n.typography``; the terminal's messages keep the straight one, and so does
text in backticks (a key to type).
"""

import re

from kitgen.systems.bloodlust.messages import MESSAGES
from kitgen.systems.bloodlust.quick_words import QUICK_WORDS
from kitgen.systems.bloodlust.words import WORDS

APOSTROPHE = re.compile(r"(?<=\w)'(?=[\w{\s,.;:)]|$)")
"""A straight apostrophe inside or at the end of a word (``army's``, ``generals'``)."""


SHORT = (
    (re.compile(r"\bPUI([\s\u00a0]+)TIR\b"), "Ranged\\1POW"),
    (re.compile(r"\bPUI\b"), "POW"),
    (re.compile(r"\bEFF\b"), "SIZE"),
)
"""The rulebook's French short forms as the English page gives them (explained once, in
the legend under the drawing of the field: ``field.abbrev``): PUI (puissance) is POW,
PUI TIR Ranged POW (round 22: it read better than
"Shot POW"), EFF (effectif, the fighters a unit has) SIZE, its headcount (not
"STR", which an English reader takes for strength)."""


AMERICAN = {
    "organis": "organiz",
    "armour": "armor",
    "manoeuvre": "maneuver",
    "manoeuvr": "maneuver",
    "defence": "defense",
    "colour": "color",
    "centre": "center",
    "honour": "honor",
    "favour": "favor",
    "grey": "gray",
    "neighbour": "neighbor",
    "behaviour": "behavior",
}
"""British stems and their American spelling: the English kit is read by US buyers."""
SPELLING = re.compile(r"(?i)\b(dis|re)?(" + "|".join(AMERICAN) + r")")


def _american(match: re.Match[str]) -> str:
    stem = match.group(2)
    us = AMERICAN[stem.lower()]
    if stem[0].isupper():
        us = us[0].upper() + us[1:]
    if stem.isupper():
        us = us.upper()
    return (match.group(1) or "") + us


def english(text: str) -> str:
    """``text`` with its apostrophes typographic and its short forms English, outside
    backticks."""
    parts = text.split("`")
    for index in range(0, len(parts), 2):
        parts[index] = APOSTROPHE.sub("\u2019", parts[index])
        for pattern, short in SHORT:
            parts[index] = pattern.sub(short, parts[index])
        parts[index] = SPELLING.sub(_american, parts[index])
    return "`".join(parts)


PAGE: dict[str, tuple[str, str]] = {
    key: (english(en), fr) for key, (en, fr) in {**WORDS, **QUICK_WORDS}.items()
}
TEXT: dict[str, tuple[str, str]] = {**MESSAGES, **PAGE}
