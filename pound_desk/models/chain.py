"""The chain that makes tampering visible.

Every row of a document of record (register, receipts, ledger, orders…) is
linked, when it is inserted, into one chain: a link holds the SHA-256 of the
previous link's digest, the table, the row's id and the row's content. The
links are written by SQLite triggers, so no code path can forget them; a
row changed, removed or slipped in behind the program's back (with the
sqlite3 shell, say, after dropping the triggers that refuse changes) no
longer matches its link, and ``verify`` (models/chain_check.py) names the
first such row.

A table's columns are recorded as a *layout*; a migration that adds a
column records a new layout for the rows inserted after it, so older links
still verify against the columns they were made with.
"""
from __future__ import annotations

import hashlib
from dataclasses import dataclass
from typing import Callable

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
    # each part after a separator no text field contains (one update: the same bytes)
    h.update(f"\x1f{table}\x1f{row_id}\x1f{content}".encode("utf-8"))
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
    # was for every link made before the column existed. The seal over the
    # link (models/seals.py) names its signer; verify compares the two.
    actor = pw.TextField(null=True)
    # a table whose rows change (the pound's particulars, settings, closed
    # days, kinds, places): the row as it was then, JSON (``null``: deleted)
    content = pw.TextField(null=True)

    class Meta:
        table_name = "chain_link"


CHAIN_MODELS = [ChainLayout, ChainLink]


def _no_actor(table: str) -> str:
    return "system"


def register(db: pw.SqliteDatabase, who: Callable[[str], str]) -> None:
    """Make the hash function and the actor's (``who(table)``: whoever is
    signed in, models/writer.py) known to every connection peewee opens (the
    triggers call them). Each link the program writes is counted on ``db``
    (its ``links_written``), so that the transaction's seal covers exactly them."""

    def counted(table: str) -> str:
        label = who(table)
        db.links_written = getattr(db, "links_written", 0) + 1
        return label

    db.register_function(chain_hash, HASH_FUNCTION, 4, deterministic=True)
    db.register_function(counted, ACTOR_FUNCTION, 1)


def register_raw(con) -> None:
    """The same for a plain sqlite3 connection (outside the program)."""
    con.create_function(HASH_FUNCTION, 4, chain_hash)
    con.create_function(ACTOR_FUNCTION, 1, _no_actor)


def table_columns(db: pw.Database, table: str) -> list[str]:
    """The table's columns, in order, as SQLite has them now."""
    return [r[1] for r in db.execute_sql(f'PRAGMA table_info("{table}")')]


def content_sql(fields: list[str], prefix: str = "") -> str:
    """The SQL that renders a row's ``fields`` as the content its link hashes."""
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
        fields = table_columns(db, table)
        layout = current.get(table)
        if layout is not None and layout.fields == ",".join(fields):
            continue
        layout = ChainLayout.create(table=table, fields=",".join(fields))
        db.execute_sql(f'DROP TRIGGER IF EXISTS "{table}_chain"')
        db.execute_sql(
            f'CREATE TRIGGER "{table}_chain" AFTER INSERT ON "{table}" BEGIN '
            f"INSERT INTO chain_link (layout, row_id, digest, actor) VALUES ({layout.id}, NEW.id, "
            f"{HASH_FUNCTION}((SELECT digest FROM chain_link ORDER BY seq DESC LIMIT 1), '{table}', NEW.id, "
            f"{content_sql(fields, 'NEW.')}), {ACTOR_FUNCTION}('{table}')); END")


# tables whose rows change rather than being amended: every insert, update
# and delete is linked with the row as it then was
MUTABLE_BEFORE_V18 = ("pound", "kind", "setting", "closed_day", "place")
# and, from v18, the sign-in lock's count of wrong tries: clearing it is seen
MUTABLE_TABLES = (*MUTABLE_BEFORE_V18, "sign_in_lock")


def install_mutable(db: pw.Database, tables: list[str]) -> None:
    """Chain every insert, update and delete of ``tables`` (by rowid), the
    link keeping the row as it then was; the row as it is now must equal
    its last link."""
    current = {lay.table: lay for lay in ChainLayout.select().order_by(ChainLayout.id)}
    for table in tables:
        fields = table_columns(db, table)
        layout = current.get(table)
        if layout is None or layout.fields != ",".join(fields):
            layout = ChainLayout.create(table=table, fields=",".join(fields))
        for event, row, content in (("insert", "NEW", content_sql(fields, "NEW.")),
                                    ("update", "NEW", content_sql(fields, "NEW.")),
                                    ("delete", "OLD", "'null'")):
            db.execute_sql(f'DROP TRIGGER IF EXISTS "{table}_chain_{event}"')
            db.execute_sql(
                f'CREATE TRIGGER "{table}_chain_{event}" AFTER {event.upper()} ON "{table}" BEGIN '
                f"INSERT INTO chain_link (layout, row_id, digest, actor, content) VALUES ({layout.id}, "
                f"{row}.rowid, {HASH_FUNCTION}((SELECT digest FROM chain_link ORDER BY seq DESC LIMIT 1), "
                f"'{table}', {row}.rowid, {content}), {ACTOR_FUNCTION}('{table}'), {content}); END")


def link_existing_mutable(db: pw.Database, tables: list[str]) -> int:
    """Link the rows already in ``tables`` as they are (at the migration)."""
    layouts = {lay.table: lay for lay in ChainLayout.select().order_by(ChainLayout.id)}
    last = ChainLink.select(ChainLink.digest).order_by(ChainLink.seq.desc()).scalar()
    count = 0
    for table in tables:
        layout = layouts[table]
        rows = db.execute_sql(f'SELECT rowid, {content_sql(layout.fields.split(","))} FROM "{table}" '
                              "ORDER BY rowid")
        for row_id, content in rows.fetchall():
            last = chain_hash(last, table, row_id, content)
            ChainLink.insert(row_id=row_id, layout=layout.id, digest=last, content=content).execute()
            count += 1
    return count


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
        rows = db.execute_sql(f'SELECT id, {content_sql(fields)} FROM "{table}" ORDER BY id')
        for row_id, content in rows.fetchall():
            if (table, row_id) in linked:
                continue
            last = chain_hash(last, table, row_id, content)
            ChainLink.insert(row_id=row_id, layout=layout.id, digest=last).execute()
            count += 1
    return count


@dataclass(frozen=True)
class Finding:
    # changed | removed | inserted | unsealed | bad_seal | signer_unknown |
    # signer_disabled | unattributed | actor_rewritten | seal_overlap |
    # key_not_enrolled | migration_forged | program_wrote | clock_backwards |
    # old_form | enrolled_by | wrong_type |
    # role_may_not | unbalanced | above_cash | receipt_order | receipt_total |
    # receipt_dues | sale_early (services/rechecks.py: what the program refuses) |
    # photo_missing | photo_changed (a photo's file beside the database)
    kind: str
    table: str
    row_id: int
    seq: int | None   # the link, when there is one
    detail: str = ""  # the signer, for the findings about seals

    def __str__(self) -> str:
        texts = {
            "changed": translate("chain", "Row {row} of table {table} does not match its link in the chain: "
                                          "it was changed after it was written, or the chain was rewritten "
                                          "from a record before it"),
            "removed": translate("chain", "Row {row} of table {table} was removed"),
            "inserted": translate("chain", "Row {row} of table {table} was inserted without the program "
                                           "(it has no link in the chain)"),
            "unsealed": translate("chain", "Row {row} of table {table} is signed by no one: it was added "
                                           "without anyone's password (the chain was extended outside "
                                           "Pound Desk)"),
            "bad_seal": translate("chain", "The signature over row {row} of table {table} and the records "
                                           "before it does not hold: they were re-hashed or re-signed "
                                           "after they were written"),
            "signer_unknown": translate("chain", "Row {row} of table {table} is signed by {signer}, who had no "
                                                 "such key then (an unknown signer)"),
            "signer_disabled": translate("chain", "Row {row} of table {table} is signed by {signer}, whose "
                                                  "account was disabled at the time"),
            "unattributed": translate("chain", "Row {row} of table {table} was written by the program with no "
                                               "one signed in, though the register has users"),
            "actor_rewritten": translate("chain", "Row {row} of table {table} names {signer} as its writer, "
                                                  "but someone else signed it: the actor was rewritten"),
            "seal_overlap": translate("chain", "Row {row} of table {table} is under two signatures: a seal "
                                               "was added outside Pound Desk"),
            "key_not_enrolled": translate("chain", "Row {row} of table {table} is signed as the program by a "
                                                   "key this register never enrolled"),
            "migration_forged": translate("chain", "Row {row} of table {table} is under a seal that calls "
                                                   "itself an upgrade but covers records people had signed: "
                                                   "the register was re-written and re-sealed outside Pound Desk"),
            "program_wrote": translate("chain", "Row {row} of table {table} is signed as the program, but "
                                                "says it was done by {signer}: the program signs only its own "
                                                "start, close and views"),
            "clock_backwards": translate("chain", "Row {row} of table {table} is under a seal made at {signer}, "
                                                  "earlier than the seal before it: the computer's clock was "
                                                  "put back, or the seal was made outside Pound Desk"),
            "old_form": translate("chain", "Row {row} of table {table} is under a seal of the old form, made "
                                           "after the register's seals took the new one: it was made outside "
                                           "Pound Desk"),
            "enrolled_by": translate("chain", "Row {row} of table {table} enrols a pound's key, but was signed "
                                              "by {signer}, who is not a supervisor"),
            "wrong_type": translate("chain", "Row {row} of table {table} holds {signer} as something other "
                                             "than a whole number: it was written outside Pound Desk"),
            "role_may_not": translate("chain", "Row {row} of table {table} was signed by {signer}, whose role "
                                               "may not write it: only a supervisor changes the rate tables, the "
                                               "settings, the closed days, the keeper's orders and the "
                                               "inspections, and an auditor changes nothing"),
            "unbalanced": translate("chain", "Transaction {row} of the ledger does not balance (off by {signer}): "
                                             "the program writes none that does not"),
            "above_cash": translate("chain", "Transaction {row} of the ledger pays {signer} for maintenance, more "
                                             "than the cash in hand when it was entered: the program refuses "
                                             "that (rule 17)"),
            "receipt_order": translate("chain", "Receipt {signer} is out of its place: receipts are numbered from "
                                                "1 in each financial year, without a gap, in the order they are "
                                                "issued (rules 12, 14)"),
            "receipt_total": translate("chain", "Receipt {signer}: its total is not the sum of its lines, or not "
                                                "the cash the ledger received for it"),
            "receipt_dues": translate("chain", "Receipt {signer}: its fines or feeding charges are not what the "
                                               "rates the register held then give for those heads at that "
                                               "release (ss. 4, 11, 12)"),
            "sale_early": translate("chain", "Sale {signer} was made before the owner's seven days from the "
                                             "notice had run out, or before the notice was affixed and "
                                             "proclaimed (s. 13(3))"),
            "photo_missing": translate("chain", "The file of photo {row} ({signer}) is missing from the "
                                                "photos folder"),
            "photo_changed": translate("chain", "The file of photo {row} ({signer}) is not the photo "
                                                "attached: it was changed or replaced"),
        }
        return texts[self.kind].format(row=self.row_id, table=self.table, signer=self.detail)


@dataclass(frozen=True)
class Verdict:
    links: int
    findings: tuple[Finding, ...]
    head: str = ""        # the last link's digest, in hex: what an outside copy keeps

    @property
    def intact(self) -> bool:
        return not self.findings


# -- the chain's head kept outside the file ------------------------------------
#
# A head is (number of links, digest of the last). A return carries its head
# and the links since the head of the return before it (each link's table,
# row and content), so the local authority can recompute them from the head
# it kept and see that the new head extends it: history rewritten, or records
# cut off from the end, no longer lead from the one to the other.

def head_at(db: pw.Database, count: int) -> str:
    """The digest (hex) of the ``count``-th link, "" for none (count 0) or
    when the chain is shorter."""
    if count <= 0:
        return ""
    row = db.execute_sql("SELECT digest FROM chain_link ORDER BY seq LIMIT 1 OFFSET ?", [count - 1]).fetchone()
    return bytes(row[0]).hex() if row else ""


# the head as printed on paper: the count and the digest's first 16 hex digits (64 bits,
# more than anyone could match by trying), as ``pound-desk verify --head`` takes it
SHORT = 16


def short_head(links: int, digest: str) -> str:
    return f"{links}:{digest[:SHORT]}"


def link_of_row(db: pw.Database, table: str, row_id: int) -> tuple[int, str] | None:
    """(seq, digest hex) of a record's own link: the head when it was written."""
    row = db.execute_sql("SELECT l.seq, l.digest FROM chain_link l JOIN chain_layout y ON y.id = l.layout "
                         "WHERE y.tbl = ? AND l.row_id = ? ORDER BY l.seq LIMIT 1", [table, row_id]).fetchone()
    return (row[0], bytes(row[1]).hex()) if row else None


def segment(db: pw.Database, after: int, upto: int) -> list[list]:
    """The links after the ``after``-th up to the ``upto``-th, each as
    [table, row id, content hashed]."""
    layouts = {lay.id: (lay.table, lay.fields.split(",")) for lay in ChainLayout.select()}
    out = []
    rows = db.execute_sql("SELECT layout, row_id, content FROM chain_link ORDER BY seq LIMIT ? OFFSET ?",
                          [max(upto - after, 0), after]).fetchall()
    for layout, row_id, stored in rows:
        table, fields = layouts[layout]
        if table in MUTABLE_TABLES:
            content = stored or ""
        else:
            found = db.execute_sql(f'SELECT {content_sql(fields)} FROM "{table}" WHERE id = ?', [row_id]).fetchone()
            content = found[0] if found else None
        out.append([table, row_id, content])
    return out


def follow(start: str, links: list) -> str:
    """The head (hex) reached from ``start`` (hex, "" for the chain's start)
    through ``links`` ([table, row id, content] each); "" when a link is not
    well formed or its row was gone."""
    prev = bytes.fromhex(start) if start else None
    for link in links:
        if (not isinstance(link, list) or len(link) != 3 or not isinstance(link[0], str)
                or type(link[1]) is not int or not isinstance(link[2], str)):
            return ""
        prev = chain_hash(prev, link[0], link[1], link[2])
    return prev.hex() if prev else ""
