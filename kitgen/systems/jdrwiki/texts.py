"""Text of the JdRWiki army-as-a-character kit: key -> (english, french), gathered.

Facts (names of skills, criteria, talents and actions, every number) come from seed 002;
every sentence is ours. ``TEXT`` joins the system's name, what each finding says
(``messages``), the rulebook's names (``rule_words``) and the words of each part of the
kit: the GM page and army sheets (``sheet_words``), the GM's odds and criteria pages
(``odds_words``), the races of army against army (``race_words``), the hero and zone
cards (``card_words``) and the action reference (``reference_words``).
"""

from kitgen.systems.jdrwiki.card_words import CARD_WORDS
from kitgen.systems.jdrwiki.messages import MESSAGES
from kitgen.systems.jdrwiki.odds_words import ODDS_WORDS
from kitgen.systems.jdrwiki.race_words import RACE_WORDS
from kitgen.systems.jdrwiki.reference_words import REFERENCE_WORDS
from kitgen.systems.jdrwiki.rule_words import RULE_WORDS
from kitgen.systems.jdrwiki.sheet_words import SHEET_WORDS

TEXT: dict[str, tuple[str, str]] = {
    "system.jdrwiki": ("JdRWiki mass combat", "Combat de masse JdRWiki"),
    **MESSAGES,
    **RULE_WORDS,
    **SHEET_WORDS,
    **ODDS_WORDS,
    **RACE_WORDS,
    **CARD_WORDS,
    **REFERENCE_WORDS,
}
