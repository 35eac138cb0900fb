"""Commented starter battle files, one per rule system: what ``kitgen new`` writes."""
