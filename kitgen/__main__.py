"""``python -m kitgen``: the same command as ``kitgen``."""

from kitgen.cli import entry

entry()
