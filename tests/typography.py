"""Typography faults in a kit's text, as a proofreader would mark them (issue 21, item 6).

``faults(html, lang)`` reads the text a kit prints (every text node of its HTML, joined
block by block, so ``<strong>B3</strong>:`` reads ``B3:``) and returns each fault with the
words around it. It reads the HTML rather than the PDF: the PDF's text layer loses the
difference between an ordinary and a narrow no-break space, which is the point of most
French rules. Text a user types back (``<code>``) is left alone.

French: a narrow no-break space (U+202F) before ``: ; ! ? %`` and inside « », never a
straight quote or apostrophe, thousands grouped (``1 000``), no ``point(s)``.
English: no space before ``%``, hours as ``1 hr 8 min``, no French rule word.
Both: no stray separator (``· protection``, ``a, ,``), no doubled word, no ungrouped
number of five digits or more, none of four digits beside a game word (``PUI 1000``), no
straight apostrophe inside a word (``d'Auld``: the battle file's names are printed with
the typographic one).
"""

from __future__ import annotations

import re
from html.parser import HTMLParser

NNBSP = "\u202f"
NBSP = "\u00a0"
BLOCKS = frozenset(
    [
        "p",
        "li",
        "td",
        "th",
        "div",
        "h1",
        "h2",
        "h3",
        "h4",
        "h5",
        "h6",
        "tr",
        "br",
        "section",
        "caption",
        "ul",
        "ol",
        "table",
        "svg",
        "text",
        "tspan",
        "title",
    ]
)
SKIPPED = frozenset({"style", "code", "head"})
SOFT = "\u2063"
"""Put where a ``span`` starts or ends: not a space (``<span>gué</span>:`` is still a
colon glued to its word), but it keeps boxes apart (``1``, ``2``, ``3`` is no ``123``)."""

GAME_WORDS = (
    "PUI|EFF|PV|HP|SD|SR|DB|VDB|ATT|DEF|INI|MO|soldats|soldiers|combattants|combatants|"
    "effectif|headcount|hommes|men|morts|dead|blessés|wounded|pertes|losses|points|gold|or"
)
FRENCH_RULE_WORDS = (
    "hargne",
    "effectif",
    "troupes",
    "Tactique",
    "Commandement",
    "Aide-mémoire",
    "phase gagnée",
    "pertes",
    "recto",
    "verso",
    "tour",
    "moral",
)
"""French words an English kit must not print (the rules' terms, translated)."""

COMMON: tuple[tuple[str, re.Pattern[str]], ...] = (
    (
        "stray separator",
        re.compile(r"^[·,;:]\s|\s[·,;]$|\s·\s+[·,;]|,\s*,|\(\s*\)|\[\s*\]|\s·\s*\)"),
    ),
    ("doubled word", re.compile(r"(?i)\b(\w{3,})[\s.]+\1\b")),
    ("ungrouped number", re.compile(r"(?<![\d.,/#\u202f\u00a0\w-])\d{5,}(?![\d\w])")),
    (
        "ungrouped number",
        re.compile(
            rf"(?:\b(?:{GAME_WORDS})\s\d{{4}}(?!\d))|(?:(?<![\d.,\w-])\d{{4}}\s(?:{GAME_WORDS})\b)"
        ),
    ),
    ("double space", re.compile(r"\S {2,}\S")),
    ("straight apostrophe", re.compile(r"(?<=\w)'(?=\w)")),
)
FRENCH: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("space before : ; ! ? %", re.compile(r"[ \u00a0][:;!?%]")),
    ("no space before ; ! ? %", re.compile(r"(?<=[^\s\u202f\u00a0(\[«!?])[;!?%]")),
    ("no space before :", re.compile(r"(?<=[^\s\u202f\u00a0\d(\[])(?<!https)(?<!http):(?!\d)")),
    ("straight quote", re.compile(r"[\"']")),
    ("« » spacing", re.compile(r"«(?!\u202f)|(?<!\u202f)»")),
    ("plural in brackets", re.compile(r"\w\((?:s|e|es|x)\)")),
    ("English word", re.compile(r"\b(?:the|and|with|of|per|turn|left)\b")),
)
ENGLISH: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("French spacing", re.compile(r"[\u202f\u00a0 ](?:%|:|;|!|\?)(?!\w)")),
    ("French time", re.compile(r"\d\s?h\s?\d\d\b")),
    ("French decimal comma", re.compile(r"(?<![\d,])\d+,\d(?!\d{2})\s*%")),
    ("« » quote", re.compile(r"[«»]")),
    ("plural in brackets", re.compile(r"\w\((?:s|es)\)")),
    ("French word", re.compile(r"(?i)\b(?:" + "|".join(FRENCH_RULE_WORDS) + r")\b")),
)


class _Text(HTMLParser):
    """The printed text, one string per block (paragraph, cell, item, heading…)."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.blocks: list[str] = []
        self._current: list[str] = []
        self._skip = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag == "span":
            self._current.append(SOFT)
        if tag in SKIPPED:
            self._skip += 1
        if tag in BLOCKS:
            self._flush()

    def handle_endtag(self, tag: str) -> None:
        if tag == "span":
            self._current.append(SOFT)
        if tag in SKIPPED:
            self._skip -= 1
        if tag in BLOCKS:
            self._flush()

    def handle_data(self, data: str) -> None:
        if not self._skip:
            self._current.append(data)

    def _flush(self) -> None:
        text = _spaced("".join(self._current))
        if text:
            self.blocks.append(text)
        self._current = []

    def close(self) -> None:
        super().close()
        self._flush()


def _spaced(text: str) -> str:
    """Runs of spaces and line ends as one space, as the browser sets them."""
    text = re.sub(f"{SOFT}+", SOFT, re.sub(r"[ \t\r\n]+", " ", text))
    return text.strip(f" {SOFT}")


def blocks(html: str) -> list[str]:
    parser = _Text()
    parser.feed(html)
    parser.close()
    return parser.blocks


def faults(html: str, lang: str, *, allowed: frozenset[str] = frozenset()) -> list[str]:
    """Every fault in the kit ``html`` printed in ``lang``, as ``rule: …words…``;
    ``allowed`` holds texts (names from the battle file) a rule may not judge."""
    rules = COMMON + (FRENCH if lang == "fr" else ENGLISH)
    names = sorted({_spaced(a) for a in allowed}, key=len, reverse=True)
    found = []
    for block in blocks(html):
        checked = block.replace(SOFT, "")
        shown = checked
        for name in names:
            checked = checked.replace(name, "\u2060" * len(name))
        checked = _with_soft(block, checked)
        for rule, pattern in rules:
            for match in pattern.finditer(checked):
                start, end = match.start(), match.end()
                context = checked[max(0, start - 30) : end + 30]
                found.append(f"{rule}: …{_plain(block, context, shown)}…")
    return found


def _with_soft(block: str, checked: str) -> str:
    """``checked`` (``block`` without its soft breaks, names masked) with the soft
    breaks put back where they were."""
    out, k = [], 0
    for char in block:
        if char == SOFT:
            out.append(SOFT)
        else:
            out.append(checked[k])
            k += 1
    return "".join(out)


def _plain(block: str, context: str, shown: str) -> str:
    """The words of a fault as printed: masked names and soft breaks left out."""
    del block, shown
    return context.replace(SOFT, "").replace("\u2060", "*")
