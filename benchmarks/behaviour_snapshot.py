"""Everything kitgen says about the example battles, recorded, to prove a change changed
none of it (a restructuring, a refactor).

usage:
  python benchmarks/behaviour_snapshot.py record DIR    write the snapshot to DIR
  python benchmarks/behaviour_snapshot.py compare DIR   compare today's kitgen with DIR

For every battle file in armies/, in French and in English: what ``check``, ``odds`` and
``compute`` print, and the text of each page of the GM's kit and of the players' handout
(plus each PDF's SHA-256, which the same input must reproduce). Also ``kitgen systems``,
every system's JSON Schema and starter file, and the messages of every file under
docs/examples/. Runs kitgen as a user does (its own processes); takes about a minute.
``compare`` prints each difference and exits 1 if there is any.
"""

from __future__ import annotations

import difflib
import hashlib
import io
import json
import subprocess
import sys
import tempfile
from pathlib import Path

from pypdf import PdfReader

ROOT = Path(__file__).resolve().parent.parent
ARMIES = sorted((ROOT / "armies").glob("*.yaml"))
DOC_EXAMPLES = sorted((ROOT / "docs" / "examples").rglob("*.yaml"))
LANGS = ("fr", "en")


def kitgen(*args: str) -> str:
    """What ``kitgen ARGS`` prints (standard output, then error), and its exit status."""
    result = subprocess.run(
        [sys.executable, "-m", "kitgen", *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
    )
    return f"{result.stdout}--- stderr ---\n{result.stderr}--- exit {result.returncode}\n"


def pdf_pages(path: Path) -> str:
    reader = PdfReader(io.BytesIO(path.read_bytes()))
    pages = [f"--- page {n} ---\n{p.extract_text()}" for n, p in enumerate(reader.pages, 1)]
    return "\n".join(pages) + f"\n--- sha256 {hashlib.sha256(path.read_bytes()).hexdigest()}\n"


def snapshot() -> dict[str, str]:
    found: dict[str, str] = {"systems": kitgen("systems")}
    systems = [line.split()[0] for line in kitgen("systems").splitlines() if line[:1].isalpha()]
    for system in systems:
        found[f"schema/{system}"] = kitgen("schema", system)
        with tempfile.TemporaryDirectory() as folder:
            subprocess.run(
                [sys.executable, "-m", "kitgen", "new", system, f"{folder}/starter"],
                cwd=ROOT,
                capture_output=True,
                check=True,
            )
            found[f"starter/{system}"] = Path(folder, "starter.yaml").read_text("utf-8")
    for path in ARMIES:
        name = path.relative_to(ROOT)
        for lang in LANGS:
            for command in ("check", "odds", "compute"):
                found[f"{command}/{lang}/{path.stem}"] = kitgen(command, str(name), "--lang", lang)
    for path in DOC_EXAMPLES:
        found[f"doc-example/{path.relative_to(ROOT)}"] = kitgen(
            "check", str(path.relative_to(ROOT))
        )
    with tempfile.TemporaryDirectory() as folder:
        for lang in LANGS:
            for audience in ("gm", "players"):
                out = Path(folder, f"{lang}-{audience}")
                found[f"build/{lang}/{audience}"] = "".join(
                    line + "\n"
                    for line in kitgen(
                        "build",
                        "armies/",
                        "-o",
                        str(out),
                        "--lang",
                        lang,
                        "--audience",
                        audience,
                        "--force",
                    ).splitlines()
                    if " pages, " not in line and " built, " not in line  # times vary
                )
                for pdf in sorted(out.glob("*.pdf")):
                    found[f"pdf/{lang}/{audience}/{pdf.name}"] = pdf_pages(pdf)
    return found


def main() -> None:
    if len(sys.argv) != 3 or sys.argv[1] not in ("record", "compare"):
        sys.exit(__doc__)
    action, folder = sys.argv[1], Path(sys.argv[2])
    now = snapshot()
    if action == "record":
        folder.mkdir(parents=True, exist_ok=True)
        (folder / "snapshot.json").write_text(
            json.dumps(now, ensure_ascii=False, indent=1, sort_keys=True), encoding="utf-8"
        )
        print(f"{len(now)} outputs recorded in {folder / 'snapshot.json'}")
        return
    before = json.loads((folder / "snapshot.json").read_text(encoding="utf-8"))
    differ = sorted(k for k in before.keys() | now.keys() if before.get(k) != now.get(k))
    for key in differ:
        print(f"DIFFERS: {key}")
        old, new = before.get(key, "(missing)"), now.get(key, "(missing)")
        diff = difflib.unified_diff(old.splitlines(), new.splitlines(), lineterm="")
        for line in list(diff)[:20]:
            print("   ", line)
    print(f"{len(now)} outputs compared, {len(differ)} differ")
    sys.exit(1 if differ else 0)


if __name__ == "__main__":
    main()
