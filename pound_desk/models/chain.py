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
from datetime import datetime, timedelta
from typing import Callable, Iterator

import peewee as pw

from pound_desk.language import translate
from pound_desk.models import seals as seal_models  # the signatures over the chain
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
        fields = _columns(db, table)
        layout = current.get(table)
        if layout is None or layout.fields != ",".join(fields):
            layout = ChainLayout.create(table=table, fields=",".join(fields))
        for event, row, content in (("insert", "NEW", _content_sql(fields, "NEW.")),
                                    ("update", "NEW", _content_sql(fields, "NEW.")),
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
        rows = db.execute_sql(f'SELECT rowid, {_content_sql(layout.fields.split(","))} FROM "{table}" '
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


class _Rows:
    """A table's rows in id order, read as the chain asks for them: one
    scan that renders each row's content as each of the table's layouts
    renders it (a statement a row took twenty microseconds a link: twelve
    minutes for a register of a million cases)."""

    def __init__(self, db: pw.Database, table: str, layouts: dict[int, list[str]]):
        self.table, self.db, self.layouts = table, db, layouts
        self._at = {lid: i + 1 for i, lid in enumerate(layouts)}   # each layout's content, by column
        contents = "".join(f", {_content_sql(fields)}" for fields in layouts.values())
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
        row = self.db.execute_sql(f'SELECT {_content_sql(self.layouts[layout])} FROM "{self.table}" '
                                  "WHERE id = ?", [row_id]).fetchone()
        return row[0] if row else None


class _Signers:
    """Who may sign, as the chain tells it up to a point: each account's
    name, its key (from its created, password and key events) and whether
    it is enabled."""

    def __init__(self, db: pw.Database):
        self.names: dict[int, str] = {}
        self.keys: dict[int, bytes] = {}
        self.key_event: dict[int, str] = {}   # the event that gave each its present key
        self.enabled: dict[int, bool] = {}
        tables = set(db.get_tables())
        cols = set(_columns(db, "user_event")) if "user_event" in tables else set()
        key_col = '"public_key"' if "public_key" in cols else "''"
        self.accounts = ({r[0]: r[1] for r in db.execute_sql('SELECT id, name FROM "user_account"')}
                         if "user_account" in tables else {})
        self.events = ({r[0]: (r[1], r[2], r[3]) for r in db.execute_sql(
            f'SELECT id, user_id, event, {key_col} FROM "user_event"')} if cols else {})
        self.roles = ({r[0]: r[1] for r in db.execute_sql('SELECT id, role FROM "user_account"')}
                      if "user_account" in tables else {})
        # the pound's keys: each enrolment row, those enrolled so far, and all of them
        self.pound_rows = ({r[0]: bytes.fromhex(r[1]) for r in db.execute_sql(
            'SELECT id, public_key FROM "pound_key"')} if "pound_key" in tables else {})
        self.pound_keys_all = frozenset(self.pound_rows.values())
        self.pound_keys: set[bytes] = set()

    def keyed_event(self, table: str, row_id: int) -> bool:
        """Whether the row is an account's event that gives it a key."""
        if table != "user_event" or row_id not in self.events:
            return False
        _, event, key = self.events[row_id]
        return bool(key) and event in ("created", "password", "key")

    def apply(self, table: str, row_id: int) -> None:
        if table == "pound_key" and row_id in self.pound_rows:
            self.pound_keys.add(self.pound_rows[row_id])
        elif table == "user_account" and row_id in self.accounts:
            self.names[row_id] = self.accounts[row_id]
        elif table == "user_event" and row_id in self.events:
            user, event, key = self.events[row_id]
            if event in ("created", "password", "key") and key:
                self.keys[user] = bytes.fromhex(key)
                self.key_event[user] = event
            elif event == "reset":   # a one-time password: no key until its holder chooses one
                self.keys.pop(user, None)
                self.key_event[user] = event
            if event in ("created", "enabled"):
                self.enabled[user] = True
            elif event == "disabled":
                self.enabled[user] = False

    def snapshot(self, signer: int | None) -> tuple[bool, bytes | None, bool, bool, frozenset[bytes]]:
        """(known, key, enabled, any users, the pound's keys enrolled) for a
        seal starting here."""
        return (signer in self.names, self.keys.get(signer), self.enabled.get(signer, False),
                bool(self.names), frozenset(self.pound_keys))


class _Seal:
    """A seal as verify reads it (a plain row: a register has millions)."""

    __slots__ = ("id", "first_seq", "last_seq", "signer", "public_key", "signature", "reason", "at", "form")

    def __init__(self, row):
        (self.id, self.first_seq, self.last_seq, self.signer, self.public_key, self.signature, self.reason,
         self.at, self.form) = row
        self.public_key = bytes(self.public_key)
        self.at = str(self.at or "")


def _read_seals(db: pw.Database) -> list[_Seal]:
    cols = set(_columns(db, "chain_seal"))
    form = '"form"' if "form" in cols else "1"
    return [_Seal(r) for r in db.execute_sql(
        f"SELECT id, first_seq, last_seq, signer, public_key, signature, reason, at, {form} FROM chain_seal "
        "ORDER BY first_seq, id")]


# the margin a seal's time may fall behind the one before it (two programs
# sealing at once, a clock corrected by a minute or two) before it is named
CLOCK_MARGIN = timedelta(minutes=5)


def _earlier(at: str, before: str) -> bool:
    """Whether the seal made at ``at`` is earlier than ``before`` by more
    than the margin (times as stored, to the second)."""
    if not before or at >= before:
        return False
    try:
        return datetime.fromisoformat(at) < datetime.fromisoformat(before) - CLOCK_MARGIN
    except ValueError:
        return True


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
    layouts = {lay.id: lay.fields.split(",") for lay in ChainLayout.select()}
    table_of = {lay.id: lay.table for lay in ChainLayout.select()}

    def own_layouts(table: str) -> dict[int, list[str]]:
        return {lid: fields for lid, fields in layouts.items() if table_of[lid] == table}

    total = ChainLink.select().count()
    readers: dict[str, _Rows] = {}
    findings: list[Finding] = []
    latest: dict[tuple[str, int], tuple[int, str | None]] = {}   # mutable tables: (layout, content) by rowid
    signers = _Signers(db)
    own = _program_entries(db, present)
    sealing = "chain_seal" in present
    all_seals = _read_seals(db) if sealing else []
    seals = []
    for s in all_seals:   # a seal that overlaps the one before was not made by the program
        if seals and s.first_seq <= seals[-1].last_seq:
            findings.append(Finding("seal_overlap", "chain_seal", s.id, s.last_seq))
            continue
        seals.append(s)
    si = 0
    state = None          # the signer's standing when the seal in force began
    in_seal = _SealRun(frozenset(), own)   # what the seal in force covers so far
    tables_seen: set[str] = set()
    last_at = ""          # the time of the seal before
    second_form = False   # a seal of the second form was met
    prev = None
    done = 0
    has_content = "content" in _columns(db, "chain_link")
    # read as SQLite gives them (the model's rows cost more than the rest of the walk)
    links = db.execute_sql("SELECT seq, layout, row_id, digest, actor" + (", content" if has_content else "")
                           + " FROM chain_link ORDER BY seq")
    for link in links:
        seq, layout, row_id, digest, actor = link[:5]
        stored = link[5] if has_content else None
        done += 1
        table = table_of[layout]
        if done % 5000 == 0:
            if cancelled and cancelled():
                return None
            if progress:
                progress(done, total)
        if table in MUTABLE_TABLES:
            if chain_hash(prev, table, row_id, stored or "") != bytes(digest):
                findings.append(Finding("changed", table, row_id, seq))
            latest[(table, row_id)] = (layout, stored)
        else:
            reader = readers.get(table)
            if reader is None:
                reader = readers[table] = _Rows(db, table, own_layouts(table))
            skipped, here = reader.advance_to(row_id)
            findings += [Finding("inserted", table, r, None) for r in skipped]
            if not here:
                findings.append(Finding("removed", table, row_id, seq))
            else:
                content = reader.content(row_id, layout)
                if chain_hash(prev, table, row_id, content) != bytes(digest):
                    # the row changed, or an earlier link was recomputed to fit a
                    # changed row: it then no longer leads to this one
                    findings.append(Finding("changed", table, row_id, seq))
        prev = bytes(digest)
        seal = None
        if sealing:
            while si < len(seals) and seals[si].last_seq < seq:
                si += 1
            seal = seals[si] if si < len(seals) and seals[si].first_seq <= seq else None
            if seal is None:
                findings.append(Finding("unsealed", table, row_id, seq))
            else:
                if seq == seal.first_seq:   # the signer's standing before the run it signs
                    state = signers.snapshot(seal.signer)
                    in_seal = _SealRun(frozenset(tables_seen), own, seal.form >= 2)
                    if seal.form >= 2:
                        second_form = True
                    elif second_form:
                        findings.append(Finding("old_form", table, row_id, seq))
                    if _earlier(seal.at, last_at):
                        findings.append(Finding("clock_backwards", table, row_id, seq, seal.at))
                    last_at = max(last_at, seal.at)
                in_seal.add(table, row_id, seq, actor, signers.keyed_event(table, row_id))
        tables_seen.add(table)
        signers.apply(table, row_id)
        if seal is not None and seq == seal.last_seq:   # the run's end: its signature, as of then
            findings += _seal_findings(seal, prev, in_seal, state, signers, seal_models)
        if len(findings) >= limit:
            return Verdict(done, tuple(findings[:limit]))
    for table in tables:
        reader = readers.get(table) or _Rows(db, table, own_layouts(table))
        findings += [Finding("inserted", table, r, None) for r in reader.rest()]
    findings += _mutable_findings(db, latest, layouts, present, set(table_of.values()))
    findings += type_findings(db, [t for t in tables if t in present])
    if progress:
        progress(total, total)
    return Verdict(done, tuple(findings[:limit]), prev.hex() if prev else "")


# what the program may sign alone once the register has users: the log of
# its own start and close and of views before anyone signs in, and the
# sign-in lock's count of wrong tries (before anyone is signed in)
PROGRAM_MAY_SIGN = frozenset({"audit_entry", "sign_in_lock"})
# what an upgrade after the one that brought signatures may link under its own
# seal: the rows of the tables it brings under the chain, never linked before
# (v18: the sign-in lock and the pound's keys it enrols). A later upgrade that
# chains a table adds it here; anything else under an upgrade's seal is named.
UPGRADE_MAY_LINK = frozenset({"sign_in_lock", "pound_key"})
# the audit log's entries the program makes itself (session role "system")
PROGRAM_ACTIONS = ("app_started", "app_closed", "verify_run", "backup_made", "document_viewed",
                   "case_opened", "sign_out")


def _program_entries(db: pw.Database, present: set[str]) -> frozenset[int]:
    """The audit entries that are the program's own to sign: by no one
    signed in, of an action the program logs itself."""
    if "audit_entry" not in present:
        return frozenset()
    marks = ", ".join("?" * len(PROGRAM_ACTIONS))
    return frozenset(r[0] for r in db.execute_sql(
        f'SELECT id FROM "audit_entry" WHERE role = \'system\' AND action IN ({marks})', list(PROGRAM_ACTIONS)))


class _SealRun:
    """What a seal's run of links says about itself, kept as the links are
    walked: a migration's seal may cover every link of a large register (30
    million at 1,000,000 cases), so the links themselves are not kept."""

    def __init__(self, tables_before: frozenset[str], own: frozenset[int] = frozenset(),
                 writers: bool = False):
        self.tables_before = tables_before     # the tables chained before the run began
        self.own = own                         # the audit entries that are the program's own
        self.last: tuple[str, int, int] | None = None
        self.first_not_program: tuple[str, int, int] | None = None   # not the program's own to sign
        # a link an upgrade does not make: of a table chained before, or of none it chains
        self.first_earlier: tuple[str, int, int] | None = None
        self.first_keyed: tuple[str, int, int] | None = None         # an event giving an account a key
        self.first_enrolment: tuple[str, int, int] | None = None     # a pound's key enrolled
        self.first_by_actor: dict[str, tuple[str, int, int]] = {}   # each name on a link, where first
        # the second form signs its links' writers, in order
        self.writers = hashlib.sha256() if writers else None

    @property
    def touches_earlier(self) -> bool:
        return self.first_earlier is not None

    def add(self, table: str, row_id: int, seq: int, actor: str | None, keyed: bool = False) -> None:
        where = (table, row_id, seq)
        self.last = where
        if self.first_not_program is None and (table not in PROGRAM_MAY_SIGN
                                               or (table == "audit_entry" and row_id not in self.own)):
            self.first_not_program = where
        if self.first_earlier is None and (table in self.tables_before or table not in UPGRADE_MAY_LINK):
            self.first_earlier = where
        if keyed and self.first_keyed is None:
            self.first_keyed = where
        if table == "pound_key" and self.first_enrolment is None:
            self.first_enrolment = where
        if actor:
            self.first_by_actor.setdefault(actor.rsplit(" (", 1)[0], where)
        if self.writers is not None:
            self.writers.update((actor or "").encode("utf-8") + b"\x1f")


def _signature_holds(seal, digest: bytes, run: _SealRun, seal_models) -> bool:
    if seal.form >= 2:
        return seal_models.signature_holds(seal.public_key, seal.signature, seal.first_seq, seal.last_seq, digest,
                                           seal.signer, seal.reason, 2, seal.at,
                                           run.writers.digest() if run.writers is not None else b"")
    return seal_models.signature_holds(seal.public_key, seal.signature, seal.first_seq, seal.last_seq, digest,
                                       seal.signer, seal.reason)


def _program_findings(seal, run: _SealRun, before, signers: _Signers, seal_models) -> list[Finding]:
    """What is wrong with a seal by the program (no person's key)."""
    table, row_id, seq = run.last
    users_then, enrolled = before[3], before[4]
    # only a pound's key the register enrolled; the seals before enrolment
    # (and the set-up's own, which enrols) by one that was enrolled for them
    if signers.pound_keys_all and seal.public_key not in (enrolled or signers.pound_keys_all):
        return [Finding("key_not_enrolled", table, row_id, seq)]
    if seal.reason == seal_models.MIGRATION:
        if seal.first_seq == 1:
            # the upgrade that brought signatures seals what was there: nothing
            # any person had signed (no account had a key yet)
            return [Finding("migration_forged", *run.first_keyed)] if run.first_keyed else []
        # a later upgrade links the rows of the tables it brings under the chain
        return [Finding("unattributed", *run.first_earlier)] if run.touches_earlier else []
    if not users_then:
        return []
    if run.first_not_program:
        return [Finding("unattributed", *run.first_not_program)]
    people = [(where, actor) for actor, where in run.first_by_actor.items() if not actor.startswith("system")]
    if people:
        (t, r, q), actor = min(people, key=lambda o: o[0][2])
        return [Finding("program_wrote", t, r, q, actor)]
    return []


def _seal_findings(seal, digest: bytes, run: _SealRun, before, signers: _Signers, seal_models) -> list[Finding]:
    """What is wrong with one seal over the run of links ``run`` (its last
    link's digest ``digest``), given the signers' standing when it began."""
    table, row_id, seq = run.last
    if not _signature_holds(seal, digest, run, seal_models):
        return [Finding("bad_seal", table, row_id, seq)]
    known, key, enabled, users_then = before[:4]
    if seal.signer is None:
        return _program_findings(seal, run, before, signers, seal_models)
    name = signers.names.get(seal.signer) or f"#{seal.signer}"
    if not known:   # an account the chain did not hold before this run
        return [Finding("signer_unknown", table, row_id, seq, name)]
    if key != bytes(seal.public_key):
        # an account made before records were signed gets its key at its first
        # sign-in: a 'key' event, in the seal of that key itself
        if not (key is None and signers.keys.get(seal.signer) == bytes(seal.public_key)
                and signers.key_event.get(seal.signer) in ("key", "password")):
            return [Finding("signer_unknown", table, row_id, seq, name)]
    if known and not enabled:
        return [Finding("signer_disabled", table, row_id, seq, name)]
    # the first link in the run that names someone else
    other = [(where, actor) for actor, where in run.first_by_actor.items() if actor != name]
    if other:
        (t, r, q), actor = min(other, key=lambda o: o[0][2])
        return [Finding("actor_rewritten", t, r, q, actor)]
    if run.first_enrolment and signers.roles.get(seal.signer) != "supervisor":
        return [Finding("enrolled_by", *run.first_enrolment, name)]
    return []


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
            now = db.execute_sql(f'SELECT {_content_sql(layouts[link[0]])} FROM "{table}" WHERE rowid = ?',
                                 [row_id]).fetchone()[0]
            if now != link[1]:
                out.append(Finding("changed", table, row_id, None))
        out += [Finding("removed", table, r, None) for r, (_, content) in chained.items()
                if content not in (None, "null")]
    return out


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
            found = db.execute_sql(f'SELECT {_content_sql(fields)} FROM "{table}" WHERE id = ?', [row_id]).fetchone()
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
