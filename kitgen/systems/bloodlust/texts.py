"""Text of the Risques & Périls (bloodlust) kit: key -> (english, french), the one
catalogue the rule system hands to ``kitgen.i18n``: the findings' messages
(``messages``), the kit's words (``words``) and the quick reference's (``quick_words``).
"""

from kitgen.systems.bloodlust.messages import MESSAGES
from kitgen.systems.bloodlust.quick_words import QUICK_WORDS
from kitgen.systems.bloodlust.words import WORDS

TEXT: dict[str, tuple[str, str]] = {**MESSAGES, **WORDS, **QUICK_WORDS}
