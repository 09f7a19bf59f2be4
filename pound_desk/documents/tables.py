"""The tables of every document: a row taller than what is left of a page
(a long name, many heads in one cell) splits across the page instead of
failing the whole document ("Flowable too large")."""
from __future__ import annotations

from reportlab.platypus import Table as _Table


class Table(_Table):
    def __init__(self, data, *args, splitInRow: int = 1, **kwargs):
        super().__init__(data, *args, splitInRow=splitInRow, **kwargs)
