"""What kitgen says at the terminal about loading: (english, french)."""

TEXT: dict[str, tuple[str, str]] = {}
