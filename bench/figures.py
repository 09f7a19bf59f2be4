"""Putting a benchmark's figures into docs/PERFORMANCE.md: each benchmark
owns a block between two markers and replaces it whole, so a rerun never
leaves the figures of an earlier run beside the new ones."""
from __future__ import annotations

from pathlib import Path

DOC = Path(__file__).resolve().parent.parent / "docs" / "PERFORMANCE.md"


def replace_block(name: str, text: str, doc: Path = DOC) -> None:
    """The block ``name`` becomes ``text`` (added at the end when missing)."""
    start, end = f"<!-- figures: {name} -->", f"<!-- end of figures: {name} -->"
    body = doc.read_text(encoding="utf-8")
    block = f"{start}\n{text.rstrip()}\n{end}"
    if start in body and end in body:
        before, rest = body.split(start, 1)
        after = rest.split(end, 1)[1]
        body = before + block + after
    else:
        body = body.rstrip("\n") + "\n\n" + block + "\n"
    doc.write_text(body, encoding="utf-8")
