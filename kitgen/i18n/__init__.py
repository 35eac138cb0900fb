"""French and English text for kits, warnings and the terminal.

Each catalogue maps a key to ``(english, french)``: kitgen's common one here, and one per
rule system (``RuleSystem.texts``). ``Text(lang, texts)`` looks keys up in both and fills
``{placeholders}``; a missing key is a programming error and fails loudly in tests.
"""

from __future__ import annotations

import os
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from contextvars import ContextVar
from decimal import ROUND_HALF_UP, Decimal

from kitgen.i18n import common, messages
from kitgen.i18n.typography import french
from kitgen.model import Both, Finding, Hint, Message, Said, SaidValue, Value, Words, excerpt

LANGUAGES = ("fr", "en")
LOCALE_VARIABLES = ("LC_ALL", "LC_MESSAGES", "LANG")
"""Where the environment says its language, the first that is set winning (POSIX)."""


def user_language(chosen: str | None = None, environ: Mapping[str, str] | None = None) -> str:
    """The language kitgen speaks to the person at the keyboard: ``chosen`` (``--lang``),
    else the locale's (``LC_ALL``, ``LC_MESSAGES``, ``LANG``: ``fr_FR.UTF-8`` or ``fr_CA``
    is French), else English. A battle file's ``language:`` comes before the locale for
    what concerns that file; the caller passes it as ``chosen``."""
    if chosen is not None:
        return chosen
    variables = os.environ if environ is None else environ
    for name in LOCALE_VARIABLES:
        value = variables.get(name, "")
        if value:
            return "fr" if value.lower().startswith("fr") else "en"
    return "en"


_READER: ContextVar[str] = ContextVar("kitgen_reader", default="en")
"""The language of the person reading the terminal, set once per command by the CLI."""


def reader_language() -> str:
    """The language messages are worded in when nothing more precise says (``speaking``)."""
    return _READER.get()


@contextmanager
def speaking(lang: str) -> Iterator[None]:
    """Word every message shown inside this block in ``lang``."""
    if lang not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r}")
    token = _READER.set(lang)
    try:
        yield
    finally:
        _READER.reset(token)


def say(message: Message, lang: str | None = None) -> str:
    """``message`` in ``lang``, else in the reader's language; text is returned as is."""
    if isinstance(message, str):
        return message
    return Text(lang or reader_language()).say(message)


def in_language(text: str | Both, lang: str) -> str:
    """Text written beside what it describes, in both languages (``model.Both``: a field's
    help, a summary) or in one (a plug-in's), as ``lang`` reads it."""
    if isinstance(text, str):
        return text
    return text[0] if lang == "en" else french(text[1])


Catalogue = Mapping[str, tuple[str, str]]


def _prepared(catalogue: Catalogue) -> dict[str, tuple[str, str]]:
    """French typography applied once (narrow no-break spaces before ``: ; ! ?``…)."""
    return {key: (en, french(fr)) for key, (en, fr) in catalogue.items()}


def _common() -> dict[str, tuple[str, str]]:
    terminal = messages.merged()
    clash = common.TEXT.keys() & terminal.keys()
    if clash:
        raise ValueError(f"keys defined twice: {sorted(clash)}")
    return _prepared({**common.TEXT, **terminal})


_COMMON = _common()
_MERGED: dict[int, tuple[Catalogue, dict[str, tuple[str, str]]]] = {}
"""A system's catalogue merged with the common one, by the catalogue's identity."""


def merged(texts: Catalogue | None) -> dict[str, tuple[str, str]]:
    """The common catalogue with ``texts`` added (computed once per catalogue)."""
    if not texts:
        return _COMMON
    cached = _MERGED.get(id(texts))
    if cached is not None and cached[0] is texts:
        return cached[1]
    clash = _COMMON.keys() & texts.keys()
    if clash:
        raise ValueError(f"keys defined twice: {sorted(clash)}")
    result = {**_COMMON, **_prepared(texts)}
    _MERGED[id(texts)] = (texts, result)
    return result


def half_up(value: float, digits: int) -> Decimal:
    """``value`` to ``digits`` decimals, a half rounded away from zero, as its shortest
    decimal form reads (0.125 is a half, 2.675 too: the digits a reader sees); an
    infinity or a NaN as it is."""
    exact = Decimal(repr(float(value)))
    if not exact.is_finite():
        return exact
    return exact.quantize(Decimal(1).scaleb(-digits), rounding=ROUND_HALF_UP)


class Text:
    """Look-ups in one language: ``t("card_title")``, ``t("phase_n", n=2)``."""

    def __init__(self, lang: str, texts: Catalogue | None = None) -> None:
        """``texts``: a rule system's catalogue, beside kitgen's common one."""
        if lang not in LANGUAGES:
            raise ValueError(f"unknown language {lang!r}")
        self.lang = lang
        self.texts = texts
        self._index = 0 if lang == "en" else 1
        self._catalogue = merged(texts)

    def __call__(self, key: str, **params: object) -> str:
        """Every catalogue text is a format string: ``{{`` and ``}}`` for a brace."""
        return self._catalogue[key][self._index].format(**params)

    def raw(self, key: str) -> str:
        """The catalogue's text for ``key`` unformatted: ``{placeholders}`` and doubled
        braces as written (for checks over a whole catalogue)."""
        return self._catalogue[key][self._index]

    def has(self, key: str) -> bool:
        return key in self._catalogue

    def keys(self) -> frozenset[str]:
        """Every key this text can say."""
        return frozenset(self._catalogue)

    def finding(self, finding: Finding) -> str:
        """A finding as a sentence, with its ruling: ``… (ruling W5)``."""
        values = {k: self._value(v) for k, v in finding.values.items()}
        message = self(f"msg.{finding.code}", **values)
        if finding.ruling:
            message += " " + self("ruling_ref", ruling=finding.ruling)
        return message

    def say(self, message: Message) -> str:
        """A message in this language: its key's sentence with its values filled in, a
        value that is itself a ``Said`` worded first, numbers grouped (10 000 / 10,000)."""
        if isinstance(message, str):
            return message
        values = {name: self._said_value(value) for name, value in message.params}
        return self(message.key, **values) if values else self(message.key)

    def _said_value(self, value: SaidValue) -> str:
        if isinstance(value, Said):
            return self.say(value)
        if isinstance(value, bool):
            raise TypeError("a message value is text or a whole number, not yes/no")
        if isinstance(value, int):
            return self.number(value) if value >= 0 else "-" + self.number(-value)
        if isinstance(value, tuple):
            return self.both(value)
        return value

    def both(self, pair: Both) -> str:
        """Text written in both languages beside what it describes, in this one."""
        return in_language(pair, self.lang)

    def _value(self, value: Value) -> str | int:
        """A finding's value as a message says it: kitgen's own words in the reader's
        language (``model.words``, ``model.Hint``), and the battle file's text as an
        excerpt, so that a message stays short whatever a name holds."""
        if isinstance(value, Words):
            return ", ".join(self(key) for key in value.keys)
        if isinstance(value, Hint):
            return self("did_you_mean", name=excerpt(value.name)) if value.name else ""
        if isinstance(value, str):
            return excerpt(value)
        return value

    def number(self, value: int) -> str:
        """Thousands grouped as each language prints them: 30 000 / 30,000."""
        grouped = f"{value:,}"
        return grouped.replace(",", "\u202f") if self.lang == "fr" else grouped

    def signed(self, value: int) -> str:
        """+2, −1 (a true minus sign), 0."""
        if value > 0:
            return f"+{value}"
        return f"\u2212{-value}" if value < 0 else "0"

    def decimal(self, value: float, digits: int = 1) -> str:
        """12.5 / 12,5; thousands grouped as in :meth:`number`: 1,756.7 / 1 756,7. A half
        rounds up, as a reader rounds by hand: 1/16 is 6.3 % as 3/16 is 18.8 % (Python's
        own formatting rounds a half to even, 6.2 beside 18.8, which read as a typo)."""
        text = f"{half_up(value, digits):,.{digits}f}"
        if self.lang != "fr":
            return text
        return text.replace(",", "\u202f").replace(".", ",")

    def percent(self, chance: float) -> str:
        """A chance as the kit prints it: 71.2% / 71,2 %; never a rounded 0 or 100 for
        something that can still happen or fail."""
        value = chance * 100
        if 0 < value < 0.05:
            return self._pct("< " + self.decimal(0.1))
        if 99.95 <= value < 100:  # a sum of float chances may miss 1 by 1e-16: that is 1
            return self._pct("> " + self.decimal(99.9) if chance < 1.0 - 1e-12 else "100")
        return self._pct(self.decimal(value) if 0 < value < 100 else f"{value:.0f}")

    def times(self, chance: float) -> str:
        """A chance in words a GM reads at a glance: ``86 times in 100``, ``less than once
        in 100``; never "never" or "every time" for what can still happen or fail."""
        if chance <= 0:
            return self("times.never")
        if chance >= 1:
            return self("times.always")
        n = int(half_up(chance * 100, 0))
        if n < 1:
            return self("times.under_one")
        if n > 99:
            return self("times.over_99")
        return self("times.one") if n == 1 else self("times.n", n=n)

    def _pct(self, number: str) -> str:
        return f"{number}\u202f%" if self.lang == "fr" else f"{number}%"

    def duration(self, minutes: float) -> str:
        """Game time as each language writes it: ``45 min``; ``2 h 05`` / ``2 hr 5 min``;
        ``3,5 jours`` / ``3.5 days``."""
        if minutes >= 24 * 60:
            return self("days", n=self.decimal(minutes / (24 * 60)))
        whole = round(minutes)
        if whole < 60:
            return self("minutes", n=whole)
        hours, rest = divmod(whole, 60)
        if self.lang == "fr":
            return self("hours", h=hours, m=f"{rest:02d}")
        return self("hours", h=hours, m=rest) if rest else self("whole_hours", h=hours)

    @property
    def colon(self) -> str:
        """The colon after a label: `` : `` with a thin no-break space in French."""
        return "\u202f: " if self.lang == "fr" else ": "

    @property
    def semicolon(self) -> str:
        """Between two clauses: `` ; `` with a thin no-break space in French."""
        return "\u202f; " if self.lang == "fr" else "; "

    def plural(self, key: str, n: int) -> str:
        """``key.one`` for one (French: zero or one), else ``key.many``; both take ``{n}``."""
        one = n <= 1 if self.lang == "fr" else n == 1
        return self(f"{key}.{'one' if one else 'many'}", n=self.number(n))

    def pair(self, label: str, value: object) -> str:
        """``label: value``; French sets a thin no-break space before the colon."""
        return f"{label}{self.colon}{value}"
