"""Witcher battle kit text: key -> (english, french), the one catalogue the rule system
hands to ``kitgen.i18n``: the findings' messages (``messages``) and the kit's words
(``words``). Facts come from seed 000; the wording is ours.
"""

from kitgen.systems.witcher.kit_words import KIT_WORDS
from kitgen.systems.witcher.messages import MESSAGES
from kitgen.systems.witcher.words import WORDS

TEXT: dict[str, tuple[str, str]] = {**MESSAGES, **WORDS, **KIT_WORDS}
