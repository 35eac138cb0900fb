"""kitgen: printable mass-battle kits for tabletop role-playing games."""

__version__ = "0.2.0"
"""The one place the version is written: the package's metadata reads it here when the
wheel is built (``[tool.hatch.version]``), and CHANGELOG.md's newest entry names it."""
