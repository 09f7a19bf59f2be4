"""Every CSV the program writes goes through here, so that no cell can run
as a formula when the file is opened in a spreadsheet (OWASP's CSV
injection guidance): a cell that begins with ``=``, ``+``, ``-``, ``@``, a
tab or a carriage return is written with a ``'`` in front, and so is one
that begins with ``'`` itself, so that the import (``unescape``) gives back
exactly what was written."""
from __future__ import annotations

import csv
from typing import Any, Iterable

FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")


def escape(value: Any) -> str:
    text = "" if value is None else str(value)
    if text.startswith(FORMULA_STARTS) or text.startswith("'"):
        return "'" + text
    return text


def unescape(text: str) -> str:
    """A cell as it was before ``escape`` (a ``'`` before a formula's first
    character, or before another ``'``, is taken off)."""
    if len(text) >= 2 and text[0] == "'" and (text[1] in FORMULA_STARTS or text[1] == "'"):
        return text[1:]
    return text


class SafeWriter:
    """``csv.writer`` whose every cell is escaped."""

    def __init__(self, out, **kwargs):
        self._w = csv.writer(out, **kwargs)

    def writerow(self, row: Iterable[Any]):
        return self._w.writerow([escape(c) for c in row])

    def writerows(self, rows: Iterable[Iterable[Any]]) -> None:
        for row in rows:
            self.writerow(row)


def writer(out, **kwargs) -> SafeWriter:
    return SafeWriter(out, **kwargs)
