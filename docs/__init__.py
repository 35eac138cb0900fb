"""kitgen's documentation pages, shipped in the wheel as ``kitgen.docs`` (``kitgen docs``)."""
