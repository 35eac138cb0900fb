"""Text of the Promiterra war kit: key -> (english, french), the one catalogue the rule
system hands to ``kitgen.i18n``: the findings' messages (``messages``), the kit's words
(``words``) and the quick reference's (``quick_words``).
"""

from kitgen.systems.promiterra.messages import MESSAGES
from kitgen.systems.promiterra.quick_words import QUICK_WORDS
from kitgen.systems.promiterra.words import WORDS

TEXT: dict[str, tuple[str, str]] = {**MESSAGES, **WORDS, **QUICK_WORDS}
