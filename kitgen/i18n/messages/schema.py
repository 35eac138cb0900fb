"""What kitgen says at the terminal about schema: (english, french)."""

TEXT: dict[str, tuple[str, str]] = {}
