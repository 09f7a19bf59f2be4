"""Verify: walking the chain (models/chain.py) from its start. Every link
must follow from the one before and match its row as it is now; every row
must have a link; every link must be under exactly one seal whose signature
holds (models/seal_checks.py). Whatever is found is a ``Finding``, in the
order the walk meets it."""
from __future__ import annotations

from typing import Callable, Iterator

import peewee as pw

from pound_desk.models.chain import (
    MUTABLE_TABLES,
    ChainLayout,
    ChainLink,
    Finding,
    Verdict,
    chain_hash,
    content_sql,
    table_columns,
)
from pound_desk.models.seal_checks import SealCheck


def verify(db: pw.Database, tables: list[str], progress: Callable[[int, int], None] | None = None,
           limit: int = 20, cancelled: Callable[[], bool] | None = None) -> Verdict | None:
    """Walk the chain from its start: every link must follow from the one
    before and match its row as it is now; every row must have a link;
    every link must be under exactly one seal whose signature holds, by
    someone who had that key and was enabled then (or by the program, with
    a pound's key the register enrolled, before the register had users or
    for its own start, close and views; or an upgrade's, of tables chained
    by it); the seals' times run forward. Stops after ``limit`` findings
    (the first one is what matters); None when ``cancelled`` says stop."""
    present = set(db.get_tables())
    findings: list[Finding] = []
    rows = _RowCheck(db, findings)
    seals = SealCheck(db, present, findings) if "chain_seal" in present else None
    total = ChainLink.select().count()
    prev = None
    done = 0
    for seq, layout, row_id, digest, actor, stored in _links(db):
        done += 1
        if done % 5000 == 0:
            if cancelled and cancelled():
                return None
            if progress:
                progress(done, total)
        table = rows.link(prev, seq, layout, row_id, digest, stored)
        prev = bytes(digest)
        if seals is not None:
            seals.link(table, row_id, seq, actor, prev)
        if len(findings) >= limit:
            return Verdict(done, tuple(findings[:limit]))
    findings += rows.unlinked(tables, present)
    if progress:
        progress(total, total)
    return Verdict(done, tuple(findings[:limit]), prev.hex() if prev else "")


def _links(db: pw.Database) -> Iterator[tuple]:
    """Each link in order: (seq, layout, row id, digest, actor, content kept
    or None), read as SQLite gives them (the model's rows cost more than the
    rest of the walk)."""
    if "content" in table_columns(db, "chain_link"):
        return iter(db.execute_sql("SELECT seq, layout, row_id, digest, actor, content FROM chain_link ORDER BY seq"))
    return ((*link, None) for link in db.execute_sql("SELECT seq, layout, row_id, digest, actor FROM chain_link "
                                                     "ORDER BY seq"))


class _RowCheck:
    """Each link against its row as it is now, as the walk reaches it: a row
    changed, removed, or slipped in without a link before it; a changing
    table's rows kept, as linked, for their check at the end."""

    def __init__(self, db: pw.Database, findings: list[Finding]):
        self.db, self.findings = db, findings
        self.layouts = {lay.id: lay.fields.split(",") for lay in ChainLayout.select()}
        self.table_of = {lay.id: lay.table for lay in ChainLayout.select()}
        self.readers: dict[str, _Rows] = {}
        self.latest: dict[tuple[str, int], tuple[int, str | None]] = {}   # changing tables: (layout, content)

    def link(self, prev: bytes | None, seq: int, layout: int, row_id: int, digest: bytes,
             stored: str | None) -> str:
        """Check the link ``seq`` after the digest ``prev``; returns its table."""
        table = self.table_of[layout]
        if table in MUTABLE_TABLES:
            if chain_hash(prev, table, row_id, stored or "") != bytes(digest):
                self.findings.append(Finding("changed", table, row_id, seq))
            self.latest[(table, row_id)] = (layout, stored)
            return table
        reader = self.readers.get(table)
        if reader is None:
            reader = self.readers[table] = self._reader(table)
        skipped, here = reader.advance_to(row_id)
        self.findings += [Finding("inserted", table, r, None) for r in skipped]
        if not here:
            self.findings.append(Finding("removed", table, row_id, seq))
        elif chain_hash(prev, table, row_id, reader.content(row_id, layout)) != bytes(digest):
            # the row changed, or an earlier link was recomputed to fit a
            # changed row: it then no longer leads to this one
            self.findings.append(Finding("changed", table, row_id, seq))
        return table

    def unlinked(self, tables: list[str], present: set[str]) -> list[Finding]:
        """Once every link is walked: the rows after the last link of their
        table, the changing tables' rows as they are now against their last
        links, and the whole-number columns."""
        out = []
        for table in tables:
            reader = self.readers.get(table) or self._reader(table)
            out += [Finding("inserted", table, r, None) for r in reader.rest()]
        out += _mutable_findings(self.db, self.latest, self.layouts, present, set(self.table_of.values()))
        out += type_findings(self.db, [t for t in tables if t in present])
        return out

    def _reader(self, table: str) -> _Rows:
        return _Rows(self.db, table, {lid: fields for lid, fields in self.layouts.items()
                                      if self.table_of[lid] == table})


class _Rows:
    """A table's rows in id order, read as the chain asks for them: one
    scan that renders each row's content as each of the table's layouts
    renders it (a statement a row took twenty microseconds a link: twelve
    minutes for a register of a million cases)."""

    def __init__(self, db: pw.Database, table: str, layouts: dict[int, list[str]]):
        self.table, self.db, self.layouts = table, db, layouts
        self._at = {lid: i + 1 for i, lid in enumerate(layouts)}   # each layout's content, by column
        contents = "".join(f", {content_sql(fields)}" for fields in layouts.values())
        try:
            cursor = db.execute_sql(f'SELECT id{contents} FROM "{table}" ORDER BY id')
        except pw.OperationalError:   # a layout names a column the table lacks: each row asked alone
            self._at = {}
            cursor = db.execute_sql(f'SELECT id FROM "{table}" ORDER BY id')
        self._rows = iter(cursor)
        self._pending = next(self._rows, None)
        self._found = None   # the row advance_to found

    def advance_to(self, row_id: int) -> tuple[list[int], bool]:
        """Ids skipped before ``row_id`` (rows nobody linked), and whether
        ``row_id`` is there."""
        skipped = []
        while self._pending is not None and self._pending[0] < row_id:
            skipped.append(self._pending[0])
            self._pending = next(self._rows, None)
        if self._pending is not None and self._pending[0] == row_id:
            self._found = self._pending
            self._pending = next(self._rows, None)
            return skipped, True
        return skipped, False

    def rest(self) -> Iterator[int]:
        while self._pending is not None:
            yield self._pending[0]
            self._pending = next(self._rows, None)

    def content(self, row_id: int, layout: int) -> str | None:
        """The row's content as ``layout`` renders it (the row advance_to
        has just found)."""
        column = self._at.get(layout)
        if column is not None and self._found is not None and self._found[0] == row_id:
            return self._found[column]
        row = self.db.execute_sql(f'SELECT {content_sql(self.layouts[layout])} FROM "{self.table}" '
                                  "WHERE id = ?", [row_id]).fetchone()
        return row[0] if row else None


def type_findings(db: pw.Database, tables: list[str]) -> list[Finding]:
    """Every whole-number column of the records holds whole numbers (SQLite
    keeps whatever another program puts there: a receipt's total of 99.5
    paise, or "100" as text, would hash as written)."""
    out = []
    for table in tables:
        columns = [r[1] for r in db.execute_sql(f'PRAGMA table_info("{table}")')
                   if (r[2] or "").upper() == "INTEGER" and not r[5]]
        if not columns:
            continue
        odd = " OR ".join(f'typeof("{c}") NOT IN (\'integer\', \'null\')' for c in columns)
        picks = ", ".join(f'CASE WHEN typeof("{c}") NOT IN (\'integer\', \'null\') THEN \'{c}\' END'
                          for c in columns)
        for row in db.execute_sql(f'SELECT rowid, coalesce({picks}, \'\') FROM "{table}" WHERE {odd} LIMIT 20'):
            out.append(Finding("wrong_type", table, row[0], None, row[1]))
    return out


def _mutable_findings(db: pw.Database, latest, layouts, present: set[str], installed: set[str]) -> list[Finding]:
    """Each row of a changing table as it is now must be its last link."""
    out = []
    for table in MUTABLE_TABLES:
        if table not in present or table not in installed:
            continue
        chained = {r: v for (t, r), v in latest.items() if t == table}
        for (row_id,) in db.execute_sql(f'SELECT rowid FROM "{table}" ORDER BY rowid').fetchall():
            link = chained.pop(row_id, None)
            if link is None or link[1] in (None, "null"):
                out.append(Finding("inserted", table, row_id, None))
                continue
            now = db.execute_sql(f'SELECT {content_sql(layouts[link[0]])} FROM "{table}" WHERE rowid = ?',
                                 [row_id]).fetchone()[0]
            if now != link[1]:
                out.append(Finding("changed", table, row_id, None))
        out += [Finding("removed", table, r, None) for r, (_, content) in chained.items()
                if content not in (None, "null")]
    return out
