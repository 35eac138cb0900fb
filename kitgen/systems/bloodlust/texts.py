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


def english(text: str) -> str:
    """``text`` with its apostrophes typographic, outside backticks."""
    parts = text.split("`")
    for index in range(0, len(parts), 2):
        parts[index] = APOSTROPHE.sub("\u2019", parts[index])
    return "`".join(parts)


PAGE: dict[str, tuple[str, str]] = {
    key: (english(en), fr) for key, (en, fr) in {**WORDS, **QUICK_WORDS}.items()
}
TEXT: dict[str, tuple[str, str]] = {**MESSAGES, **PAGE}
