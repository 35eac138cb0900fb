"""The calibration sheet: a cross on the front, rulers on the back, for measuring how far
a printer shifts the back of a sheet printed double-sided (``print: back_offset:``)."""

from __future__ import annotations

from typing import Any

from kitgen.i18n import Text
from kitgen.printing import MAX_OFFSET, PAPERS, Settings

TICK = 0.5
"""Millimetres between two ticks of a ruler."""
RULER_AWAY = 20.0
"""Millimetres from the sheet's centre to each ruler, along the cross's arms."""
LABEL_EVERY = 5
"""Millimetres between two numbers of a ruler."""
CROSS = 80.0
"""Length of each arm of the front's cross, in millimetres."""
LABEL_SIZE = 2.65
"""Height of a ruler's numbers, in millimetres (7.5 pt, the smallest the kits set)."""


def calibration_context(paper: str, flip: str, text: Text) -> dict[str, Any]:
    sheet = PAPERS[paper]
    cx, cy = sheet.width / 2, sheet.height / 2
    # each ruler sits on one arm of the front's cross, away from the centre: the
    # horizontal ruler measures where the vertical arm falls, and the other way round
    hy, vx = cy + RULER_AWAY, cx + RULER_AWAY
    ticks = []
    steps = int(MAX_OFFSET / TICK)
    for k in range(-steps, steps + 1):
        offset = k * TICK
        length = 6.0 if k % 10 == 0 else 4.0 if k % 2 == 0 else 2.5
        ticks.append({"x1": cx + offset, "y1": hy, "x2": cx + offset, "y2": hy - length})
        ticks.append({"x1": vx, "y1": cy + offset, "x2": vx + length, "y2": cy + offset})
    labels = [
        {"x": cx + mm, "y": hy - 7.8, "text": text.signed(mm), "anchor": "middle"}
        for mm in range(-MAX_OFFSET, MAX_OFFSET + 1, LABEL_EVERY)
    ] + [
        {"x": vx + 7.5, "y": cy + mm + 1.0, "text": text.signed(mm), "anchor": "start"}
        for mm in range(-MAX_OFFSET, MAX_OFFSET + 1, LABEL_EVERY)
    ]
    return {
        "title": text("cal.title"),
        "author": "",
        "system_title": text("cal.title"),
        "width": f"{sheet.width:g}",
        "height": f"{sheet.height:g}",
        "cross": [
            {"x1": cx - CROSS / 2, "y1": cy, "x2": cx + CROSS / 2, "y2": cy},
            {"x1": cx, "y1": cy - CROSS / 2, "x2": cx, "y2": cy + CROSS / 2},
        ],
        "axis": [
            {"x1": cx - MAX_OFFSET, "y1": hy, "x2": cx + MAX_OFFSET, "y2": hy},
            {"x1": vx, "y1": cy - MAX_OFFSET, "x2": vx, "y2": cy + MAX_OFFSET},
        ],
        "ticks": ticks,
        "labels": labels,
        "label_size": f"{LABEL_SIZE:g}",
        "steps": [text(f"cal.step{i}", flip=text(f"cal.flip.{flip}")) for i in range(1, 5)],
    }


def calibration_html(paper: str, flip: str, text: Text) -> str:
    from kitgen.render import render_template

    return render_template(
        "_base/calibration.html.j2",
        calibration_context(paper, flip, text),
        text,
        Settings(paper=paper),
    )
