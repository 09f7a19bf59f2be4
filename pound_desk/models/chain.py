"""The chain that makes tampering visible.

Every row of a document of record (register, receipts, ledger, orders…) is
linked, when it is inserted, into one chain: a link holds the SHA-256 of the
previous link's digest, the table, the row's id and the row's content. The
links are written by SQLite triggers, so no code path can forget them; a
row changed, removed or slipped in behind the program's back (with the
sqlite3 shell, say, after dropping the triggers that refuse changes) no
longer matches its link, and ``verify`` names the first such row.

A table's columns are recorded as a *layout*; a migration that adds a
column records a new layout for the rows inserted after it, so older links
still verify against the columns they were made with.
"""
from __future__ import annotations

import hashlib
from dataclasses import dataclass
from typing import Callable, Iterator

import peewee as pw

from pound_desk.language import translate
from pound_desk.models.base import BaseModel

HASH_FUNCTION = "pd_chain_hash"
# who wrote the row: ``pd_actor(table)`` returns the signed-in person's label
# (or the program's) and may refuse the insert (an auditor changes nothing)
ACTOR_FUNCTION = "pd_actor"
GENESIS = bytes(32)


def chain_hash(prev: bytes | None, table: str, row_id: int, content: str) -> bytes:
    """The digest of a link (32 bytes): the previous digest, the table, the
    row's id and its content (a JSON array of its columns, as SQLite renders
    it)."""
    h = hashlib.sha256(prev or GENESIS)
    for part in (table, str(row_id), content):
        h.update(b"\x1f")   # a separator no text field contains
        h.update(part.encode("utf-8"))
    return h.digest()


class ChainLayout(BaseModel):
    """The columns of a table, in order, whose content the links hash."""

    table = pw.TextField(column_name="tbl")
    fields = pw.TextField()          # comma-separated column names

    class Meta:
        table_name = "chain_layout"


class ChainLink(BaseModel):
    """One link; its layout names the table (kept small: a register of
    100,000 cases has millions of links)."""

    seq = pw.AutoField()
    layout = pw.IntegerField()
    row_id = pw.IntegerField()
    digest = pw.BlobField()
    # who was signed in when the row was written. Kept beside the digest, not
    # hashed into it: the digest proves what was written, and stays what it
    # was for every link made before the column existed.
    actor = pw.TextField(null=True)

    class Meta:
        table_name = "chain_link"


CHAIN_MODELS = [ChainLayout, ChainLink]


def _no_actor(table: str) -> str:
    return "system"


def _signed_in(table: str) -> str:
    from pound_desk.services.users import actor_for_chain   # who is at the desk (services/session.py)
    return actor_for_chain(table)


def register(db: pw.SqliteDatabase, actor: Callable[[str], str] | None = None) -> None:
    """Make the hash function and the actor's (by default, whoever is
    signed in) known to every connection peewee opens (the triggers call
    them)."""
    db.register_function(chain_hash, HASH_FUNCTION, 4, deterministic=True)
    db.register_function(actor or _signed_in, ACTOR_FUNCTION, 1)


def register_raw(con) -> None:
    """The same for a plain sqlite3 connection (outside the program)."""
    con.create_function(HASH_FUNCTION, 4, chain_hash)
    con.create_function(ACTOR_FUNCTION, 1, _no_actor)


def _columns(db: pw.Database, table: str) -> list[str]:
    return [r[1] for r in db.execute_sql(f'PRAGMA table_info("{table}")')]


def _content_sql(fields: list[str], prefix: str = "") -> str:
    return "json_array(" + ", ".join(f'{prefix}"{f}"' for f in fields) + ")"


def create(db: pw.Database) -> None:
    db.create_tables(CHAIN_MODELS)
    for table in ("chain_layout", "chain_link"):
        for event in ("UPDATE", "DELETE"):
            db.execute_sql(
                f'CREATE TRIGGER IF NOT EXISTS "{table}_no_{event.lower()}" BEFORE {event} ON "{table}" '
                f"BEGIN SELECT RAISE(ABORT, '{table} is the tamper-evident chain: never {event.lower()}'); END")


def install(db: pw.Database, tables: list[str]) -> None:
    """Give each table its chaining trigger over its present columns; a table
    whose columns changed since its last layout gets a new layout."""
    current = {}
    for layout in ChainLayout.select().order_by(ChainLayout.id):
        current[layout.table] = layout
    for table in tables:
        fields = _columns(db, table)
        layout = current.get(table)
        if layout is not None and layout.fields == ",".join(fields):
            continue
        layout = ChainLayout.create(table=table, fields=",".join(fields))
        db.execute_sql(f'DROP TRIGGER IF EXISTS "{table}_chain"')
        db.execute_sql(
            f'CREATE TRIGGER "{table}_chain" AFTER INSERT ON "{table}" BEGIN '
            f"INSERT INTO chain_link (layout, row_id, digest, actor) VALUES ({layout.id}, NEW.id, "
            f"{HASH_FUNCTION}((SELECT digest FROM chain_link ORDER BY seq DESC LIMIT 1), '{table}', NEW.id, "
            f"{_content_sql(fields, 'NEW.')}), {ACTOR_FUNCTION}('{table}')); END")


def link_existing(db: pw.Database, tables: list[str]) -> int:
    """Chain the rows already in ``tables`` (a database that had them before
    the chain was kept), table by table in id order; returns how many."""
    layouts = {lay.table: lay for lay in ChainLayout.select().order_by(ChainLayout.id)}
    table_of = {lay.id: lay.table for lay in ChainLayout.select()}
    last = ChainLink.select(ChainLink.digest).order_by(ChainLink.seq.desc()).scalar()
    linked = {(table_of[lay], r) for lay, r in ChainLink.select(ChainLink.layout, ChainLink.row_id).tuples()}
    count = 0
    for table in tables:
        layout = layouts[table]
        fields = layout.fields.split(",")
        rows = db.execute_sql(f'SELECT id, {_content_sql(fields)} FROM "{table}" ORDER BY id')
        for row_id, content in rows.fetchall():
            if (table, row_id) in linked:
                continue
            last = chain_hash(last, table, row_id, content)
            ChainLink.insert(row_id=row_id, layout=layout.id, digest=last).execute()
            count += 1
    return count


@dataclass(frozen=True)
class Finding:
    kind: str         # changed | removed | inserted
    table: str
    row_id: int
    seq: int | None   # the link, when there is one

    def __str__(self) -> str:
        if self.kind == "changed":
            text = translate("chain", "Row {row} of table {table} does not match its link in the chain: "
                                      "it was changed after it was written, or the chain was rewritten "
                                      "from a record before it")
        elif self.kind == "removed":
            text = translate("chain", "Row {row} of table {table} was removed")
        else:
            text = translate("chain", "Row {row} of table {table} was inserted without the program "
                                      "(it has no link in the chain)")
        return text.format(row=self.row_id, table=self.table)


@dataclass(frozen=True)
class Verdict:
    links: int
    findings: tuple[Finding, ...]
    head: str = ""        # the last link's digest, in hex: what an outside copy keeps

    @property
    def intact(self) -> bool:
        return not self.findings


class _Rows:
    """A table's rows in id order, read as the chain asks for them."""

    def __init__(self, db: pw.Database, table: str, layouts: dict[int, list[str]]):
        self.table, self.db, self.layouts = table, db, layouts
        self._cursor = db.execute_sql(f'SELECT id FROM "{table}" ORDER BY id')
        self._pending = self._cursor.fetchone()

    def advance_to(self, row_id: int) -> tuple[list[int], bool]:
        """Ids skipped before ``row_id`` (rows nobody linked), and whether
        ``row_id`` is there."""
        skipped = []
        while self._pending is not None and self._pending[0] < row_id:
            skipped.append(self._pending[0])
            self._pending = self._cursor.fetchone()
        if self._pending is not None and self._pending[0] == row_id:
            self._pending = self._cursor.fetchone()
            return skipped, True
        return skipped, False

    def rest(self) -> Iterator[int]:
        while self._pending is not None:
            yield self._pending[0]
            self._pending = self._cursor.fetchone()

    def content(self, row_id: int, layout: int) -> str | None:
        row = self.db.execute_sql(f'SELECT {_content_sql(self.layouts[layout])} FROM "{self.table}" '
                                  "WHERE id = ?", [row_id]).fetchone()
        return row[0] if row else None


def verify(db: pw.Database, tables: list[str], progress: Callable[[int, int], None] | None = None,
           limit: int = 20, cancelled: Callable[[], bool] | None = None) -> Verdict | None:
    """Walk the chain from its start: every link must follow from the one
    before and match its row as it is now; every row must have a link.
    Stops after ``limit`` findings (the first one is what matters); None
    when ``cancelled`` says stop."""
    layouts = {lay.id: lay.fields.split(",") for lay in ChainLayout.select()}
    table_of = {lay.id: lay.table for lay in ChainLayout.select()}
    total = ChainLink.select().count()
    readers: dict[str, _Rows] = {}
    findings: list[Finding] = []
    prev = None
    done = 0
    for seq, layout, row_id, digest in (ChainLink.select(ChainLink.seq, ChainLink.layout, ChainLink.row_id,
                                                         ChainLink.digest)
                                        .order_by(ChainLink.seq).tuples().iterator()):
        done += 1
        table = table_of[layout]
        if done % 5000 == 0:
            if cancelled and cancelled():
                return None
            if progress:
                progress(done, total)
        reader = readers.get(table)
        if reader is None:
            reader = readers[table] = _Rows(db, table, layouts)
        skipped, present = reader.advance_to(row_id)
        findings += [Finding("inserted", table, r, None) for r in skipped]
        if not present:
            findings.append(Finding("removed", table, row_id, seq))
        else:
            content = reader.content(row_id, layout)
            if chain_hash(prev, table, row_id, content) != bytes(digest):
                # the row changed, or an earlier link was recomputed to fit a
                # changed row: it then no longer leads to this one
                findings.append(Finding("changed", table, row_id, seq))
        prev = bytes(digest)
        if len(findings) >= limit:
            return Verdict(done, tuple(findings[:limit]))
    for table in tables:
        reader = readers.get(table) or _Rows(db, table, layouts)
        findings += [Finding("inserted", table, r, None) for r in reader.rest()]
    if progress:
        progress(total, total)
    return Verdict(done, tuple(findings[:limit]), prev.hex() if prev else "")
