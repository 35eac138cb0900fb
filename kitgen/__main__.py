"""``python -m kitgen``: the same command as ``kitgen``."""

from kitgen.cli import entry

if __name__ == "__main__":  # not again in a worker process that imports it (spawn)
    entry()
