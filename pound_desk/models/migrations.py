"""The ladder of schema migrations: a new database created at the latest
version; an older one backed up (into the backups folder beside it), then
raised one atomic step at a time (``PRAGMA user_version`` holds the version).

Only a register that is new or older than this program comes here
(models/database.py): every table's class is loaded with the ladder, and a
register already at the latest version opens without them.
"""
from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import peewee as pw

from pound_desk.language import translate
from pound_desk.law.kinds import CORRECTED_ML
from pound_desk.models import chain, held, ledger, seals, search, snapshots
from pound_desk.models.audit import AUDIT_MODELS
from pound_desk.models.base import RecordModel
from pound_desk.models.corrections import CORRECTION_MODELS
from pound_desk.models.disposal import DISPOSAL_MODELS
from pound_desk.models.disputes import DISPUTE_MODELS
from pound_desk.models.findings import FINDING_MODELS
from pound_desk.models.late import LATE_MODELS
from pound_desk.models.ledger import LEDGER_MODELS
from pound_desk.models.office import LIST_MODELS, OFFICE_MODELS
from pound_desk.models.photos import PHOTO_MODELS
from pound_desk.models.protest import PROTEST_MODELS
from pound_desk.models.records import RECORDS_MODELS
from pound_desk.models.returns import RETURN_MODELS
from pound_desk.models.schema import Case, DocumentLog, RateRow
from pound_desk.models.schema_version import LATEST, SchemaTooNew, read_version
from pound_desk.models.tables import ALL_MODELS, RECORD_MODELS
from pound_desk.models.users import LOCK_MODELS, USER_MODELS


def _final_triggers(db: pw.Database, model) -> None:
    table = model._meta.table_name
    for event in ("UPDATE", "DELETE"):
        db.execute_sql(
            f'CREATE TRIGGER IF NOT EXISTS "{table}_no_{event.lower()}" BEFORE {event} ON "{table}" '
            f"BEGIN SELECT RAISE(ABORT, '{table} is a document of record: amend, never {event.lower()}'); END"
        )


def _set_version(db: pw.Database, version: int) -> None:
    db.execute_sql(f"PRAGMA user_version = {int(version)}")


def _create_latest(db: pw.Database) -> None:
    with db.atomic():
        db.create_tables(ALL_MODELS)
        for model in RECORD_MODELS:
            _final_triggers(db, model)
        search.create(db)
        search.create_indexes(db)
        search.create_pieces(db)
        held.create(db)
        chain.create(db)
        seals.create(db)
        chain.install(db, _chained_tables())
        chain.install_mutable(db, list(chain.MUTABLE_TABLES))
        _set_version(db, LATEST)


def _to_v2(db: pw.Database) -> None:
    """v2: cases remember whether they were typed at the desk or imported from
    an earlier register, and every PDF written is logged with its checksum."""
    # A plain ADD COLUMN with a default: peewee's add_column would UPDATE every
    # case (refused by the case_no_update trigger) and rebuild the table
    # (dropping its triggers), so it cannot be used on a table of record.
    db.execute_sql(f'ALTER TABLE "{Case._meta.table_name}" ADD COLUMN "source" TEXT NOT NULL DEFAULT \'desk\'')
    db.create_tables([DocumentLog])
    _final_triggers(db, DocumentLog)


def _to_v3(db: pw.Database) -> None:
    """v3: a trigram index for searching names, numbers and ear tags."""
    search.create(db)
    search.rebuild(db)


def _to_v4(db: pw.Database) -> None:
    """v4: the office's own records: a rate's notification date, settings and
    closed days, the pound-keeper's history, the s. 11(4) exhibit's displays
    and inspections."""
    db.execute_sql(f'ALTER TABLE "{RateRow._meta.table_name}" ADD COLUMN "notified_on" DATE')
    db.create_tables(OFFICE_MODELS)
    for model in OFFICE_MODELS:
        if issubclass(model, RecordModel):
            _final_triggers(db, model)


def _to_v5(db: pw.Database) -> None:
    """v5: the villages and market places of the local areas (s. 13(2)), and
    the lists the Act relies on (ss. 10, 18(1))."""
    db.create_tables(LIST_MODELS)
    for model in LIST_MODELS:
        if issubclass(model, RecordModel):
            _final_triggers(db, model)


def _to_v6(db: pw.Database) -> None:
    """v6: cattle not claimed and their sale (notices, auctions, settlements,
    deposits, written orders, complaints) and the ledger; the receipts
    already issued are posted to it, so that its cash agrees with them."""
    db.create_tables(DISPOSAL_MODELS + LEDGER_MODELS)
    for model in DISPOSAL_MODELS + LEDGER_MODELS:
        _final_triggers(db, model)
    ledger.post_receipts_already_issued()


def _chained_tables() -> list[str]:
    return [m._meta.table_name for m in RECORD_MODELS]


def _to_v7(db: pw.Database) -> None:
    """v7: the tamper-evident chain over every document of record; the rows
    already written are linked first, in table and id order."""
    chain.create(db)
    present = set(db.get_tables())   # tables of later steps are chained by their own step
    tables = [t for t in _chained_tables() if t in present]
    chain.install(db, tables)
    chain.link_existing(db, tables)


def _to_v8(db: pw.Database) -> None:
    """v8: disputes and penalties: contested ownership, releases on a written
    order (s. 18(2)), incidents (s. 23), referrals (s. 24), fines, court sale
    orders (s. 25) and appropriations (s. 28); deposits under protest (s. 14)
    and how they ended; the log of returns exported (s. 6); the audit log of
    who did what at the desk; chained like the others."""
    db.create_tables(DISPUTE_MODELS + PROTEST_MODELS + RETURN_MODELS + AUDIT_MODELS)
    for model in DISPUTE_MODELS + PROTEST_MODELS + RETURN_MODELS + AUDIT_MODELS:
        _final_triggers(db, model)
    chain.install(db, [m._meta.table_name
                       for m in DISPUTE_MODELS + PROTEST_MODELS + RETURN_MODELS + AUDIT_MODELS])
    db.create_tables(USER_MODELS)   # the desk's users and each account's history
    for model in USER_MODELS:
        _final_triggers(db, model)
    chain.install(db, [m._meta.table_name for m in USER_MODELS])


def _to_v9(db: pw.Database) -> None:
    """v9: when each head left the pound, kept by triggers, so that the
    cattle held are found through an index at any size of register; and
    releases by their basis, for the sales waiting to be settled."""
    held.create(db)
    held.rebuild(db)
    db.execute_sql('CREATE INDEX IF NOT EXISTS "release_basis_released_at" ON "release" ("basis", "released_at")')


def _to_v10(db: pw.Database) -> None:
    """v10: the owner's receipt for the cattle in the register (s. 12(b)) and a
    written order seen without a scan (s. 18(2)) and the place, day and hour
    of sale a notice announces (s. 13(2)), chained like the others;
    a second feeding entry for a head and day, for the duty the first left
    out (ss. 8, 27);
    and the Malayalam names of ram and ewe, stored at set-up with the words
    for goats, corrected to the words for sheep where they were stored."""
    db.create_tables(RECORDS_MODELS)
    for model in RECORDS_MODELS:
        _final_triggers(db, model)
    chain.install(db, [m._meta.table_name for m in RECORDS_MODELS])
    # ss. 8, 27: fed and watered are two duties; the one missing from a day's
    # entry can be logged by a second entry for that head and day
    db.execute_sql('DROP INDEX IF EXISTS "feeding_head_id_day"')
    db.execute_sql('CREATE INDEX IF NOT EXISTS "feeding_head_id_day" ON "feeding" ("head_id", "day")')
    if "kind" in db.get_tables():
        for code, (old, new) in CORRECTED_ML.items():
            db.execute_sql('UPDATE "kind" SET "ml" = ? WHERE "code" = ? AND "ml" = ?', (new, code, old))


def _to_v11(db: pw.Database) -> None:
    """v11: the ground of a complaint and what was adjudged illegal and
    against whom (ss. 19, 21), the reason for a sale inside the s. 19
    window (s. 15(1)), and revised daily statements (rule 15); chained
    like the others."""
    db.create_tables(FINDING_MODELS)
    for model in FINDING_MODELS:
        _final_triggers(db, model)
    chain.install(db, [m._meta.table_name for m in FINDING_MODELS])


def _to_v12(db: pw.Database) -> None:
    """v12: every record signed by the person who made it. Each account gets
    an Ed25519 key sealed by its password (given at its next sign-in); the
    links are sealed (models/seals.py); the tables whose rows change and
    that change what is owed or printed (the pound's particulars, kinds,
    settings, closed days, places) come under the chain, each change linked
    with the row as it then was. Everything linked before is sealed by the
    program as of the upgrade."""
    def add(table: str, column: str, sql: str) -> None:
        # a table made by an earlier step of this program already has it
        if column not in [r[1] for r in db.execute_sql(f'PRAGMA table_info("{table}")')]:
            db.execute_sql(f'ALTER TABLE "{table}" ADD COLUMN "{column}" {sql}')

    add("user_event", "public_key", "TEXT NOT NULL DEFAULT ''")
    add("user_event", "sealed_key", "TEXT NOT NULL DEFAULT ''")
    chain.install(db, ["user_event"])
    add("chain_link", "content", "TEXT")
    seals.create(db)
    db.create_tables(LOCK_MODELS)   # the sign-in lock: wrong tries kept across restarts
    chain.install_mutable(db, list(chain.MUTABLE_BEFORE_V18))
    chain.link_existing_mutable(db, list(chain.MUTABLE_BEFORE_V18))
    db.seal_now(first=1, reason=seals.MIGRATION)


def _to_v13(db: pw.Database) -> None:
    """v13: B-tree indexes for a search by a whole case number, receipt number
    or ear tag (and the names with digits in them), so that those searches
    need not read the trigram index."""
    search.create_indexes(db)


def _to_v14(db: pw.Database) -> None:
    """v14: photos of each head (the files beside the database, in
    ``photos/``) and the withdrawal of one attached by mistake; chained like
    the others."""
    db.create_tables(PHOTO_MODELS)
    for model in PHOTO_MODELS:
        _final_triggers(db, model)
    chain.install(db, [m._meta.table_name for m in PHOTO_MODELS])


def _to_v15(db: pw.Database) -> None:
    """v15: a sale whose hammer price was recorded wrong is reversed by a
    record of who, when and why (chained like the others), and its lot may
    be sold again: a lot, a release and a head may then stand in a reversed
    sale and in the sale recorded again, so those indexes are no longer
    unique (the services keep one sale standing per lot)."""
    db.create_tables(CORRECTION_MODELS)
    for model in CORRECTION_MODELS:
        _final_triggers(db, model)
    chain.install(db, [m._meta.table_name for m in CORRECTION_MODELS])
    for index, table, column in (("sale_lot_id", "sale", "lot_id"), ("sale_release_id", "sale", "release_id"),
                                 ("sale_share_head_id", "sale_share", "head_id")):
        db.execute_sql(f'DROP INDEX IF EXISTS "{index}"')
        db.execute_sql(f'CREATE INDEX IF NOT EXISTS "{index}" ON "{table}" ("{column}")')


def _to_v16(db: pw.Database) -> None:
    """v16: the pieces of every name (each ending of each word), so that a
    name is searched through a B-tree at any size of register instead of
    the trigram index (models/search.py)."""
    search.create_pieces(db)


# Indexes of a foreign key that another index of its table begins with (and
# so serves): each cost every insert a second B-tree, the feeding's above all
# (the most numerous records).
PREFIX_INDEXES = ("case_pound_id", "head_case_id", "feeding_head_id", "reported_case_report_id",
                  "notice_head_notice_id", "notice_event_notice_id", "lot_auction_id", "lot_head_lot_id",
                  "bidder_auction_id", "statement_revision_statement_id", "protest_deposit_line_deposit_id")


def _to_v17(db: pw.Database) -> None:
    """v17: no index that another of its table begins with (PREFIX_INDEXES)."""
    for index in PREFIX_INDEXES:
        db.execute_sql(f'DROP INDEX IF EXISTS "{index}"')


def _to_v18(db: pw.Database) -> None:
    """v18: a seal signs when it was made and who each of its links names as
    its writer (its second form; the seals made before keep the first); the
    pound's keys are enrolled in the register, so that the program's seals
    count only when made by one of them (the keys that had sealed before the
    upgrade, and the one in the keys folder); the sign-in lock's count comes
    under the chain, so that clearing it is seen."""
    first = (db.execute_sql("SELECT max(seq) FROM chain_link").fetchone()[0] or 0) + 1
    if "form" not in [r[1] for r in db.execute_sql('PRAGMA table_info("chain_seal")')]:   # made by v12 of today
        db.execute_sql('ALTER TABLE "chain_seal" ADD COLUMN "form" INTEGER NOT NULL DEFAULT 1')
    db.create_tables(seals.KEY_MODELS)
    for model in seals.KEY_MODELS:
        _final_triggers(db, model)
    chain.install(db, [m._meta.table_name for m in seals.KEY_MODELS])
    # a key already enrolled is not enrolled again (a step run over a file it had reached)
    for (public,) in db.execute_sql('SELECT public_key FROM "chain_seal" WHERE signer IS NULL '
                                    'AND lower(hex(public_key)) NOT IN (SELECT public_key FROM "pound_key") '
                                    'GROUP BY public_key ORDER BY min(id)').fetchall():
        db.execute_sql('INSERT INTO "pound_key" (public_key, by, at, note) VALUES (?, ?, datetime(\'now\', '
                       "'localtime'), 'upgrade')", [bytes(public).hex(), "system (upgrade)"])
    if db.writer.enrol is not None:
        db.writer.enrol(db)
    chain.install_mutable(db, ["sign_in_lock"])
    chain.link_existing_mutable(db, ["sign_in_lock"])
    db.seal_now(first=first, reason=seals.MIGRATION)


def _to_v19(db: pw.Database) -> None:
    """v19: a record entered later than the time it states, by more than
    the office's margin, keeps the person's reason and when it was really
    entered (models/late.py), chained like the others."""
    db.create_tables(LATE_MODELS)
    for model in LATE_MODELS:
        _final_triggers(db, model)
    chain.install(db, [m._meta.table_name for m in LATE_MODELS])


STEPS = {2: _to_v2, 3: _to_v3, 4: _to_v4, 5: _to_v5, 6: _to_v6, 7: _to_v7, 8: _to_v8, 9: _to_v9, 10: _to_v10,
         11: _to_v11, 12: _to_v12, 13: _to_v13, 14: _to_v14, 15: _to_v15,
         16: _to_v16, 17: _to_v17, 18: _to_v18, 19: _to_v19}


def upgrade(db: pw.SqliteDatabase, path: Path | None,
            carry: Callable[[Path], dict[str, bytes]] | None = None) -> int:
    version = read_version(db)
    if version == 0 and not db.get_tables():
        _create_latest(db)
        return LATEST
    if version > LATEST:
        raise SchemaTooNew(translate("database", "this database is at version {version}; "
                                                 "this Pound Desk knows up to {latest}")
                           .format(version=version, latest=LATEST))
    if version < LATEST and path is not None:
        # checked, in the backups folder with the others (and their rotation)
        # with what every backup carries beside the database (the key, the photos)
        snapshots.take(db.connection(), path, f"before-v{version + 1}", carry=carry(path) if carry else None)
    for step in range(version + 1, LATEST + 1):
        with db.atomic():
            STEPS[step](db)
            _set_version(db, step)
        version = step
    return version
