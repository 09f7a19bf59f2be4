"""A trigram full-text index over the names, numbers and ear tags of the
register, so that a search of 100,000 cases answers at once.

It is derived data, kept by triggers: a case's row gathers its number, its
owner's and seizer's names (with every amended name too, so an old name still
finds the case), its heads' ear tags and kinds (code, English, Malayalam).
"""
from __future__ import annotations

import peewee as pw

TABLE = "case_search"
COLUMNS = ("case_no", "owner", "seizer", "tags", "kinds")

_KIND_WORDS = "COALESCE((SELECT k.code || ' ' || k.en || ' ' || k.ml FROM kind k WHERE k.code = {kind}), {kind})"

_DDL = [
    f"CREATE VIRTUAL TABLE IF NOT EXISTS {TABLE} USING fts5({', '.join(COLUMNS)}, tokenize='trigram')",
    f"""CREATE TRIGGER IF NOT EXISTS case_search_case AFTER INSERT ON "case" BEGIN
        INSERT INTO {TABLE}(rowid, case_no, owner, seizer, tags, kinds)
        VALUES (new.id, new.case_no, new.owner_name, new.seizer_name, '', ''); END""",
    f"""CREATE TRIGGER IF NOT EXISTS case_search_head AFTER INSERT ON head BEGIN
        UPDATE {TABLE} SET tags = tags || ' ' || new.ear_tag,
            kinds = kinds || ' ' || {_KIND_WORDS.format(kind='new.kind')}
        WHERE rowid = new.case_id; END""",
    f"""CREATE TRIGGER IF NOT EXISTS case_search_amendment AFTER INSERT ON amendment
        WHEN new.field IN ('owner_name', 'seizer_name', 'ear_tag', 'kind') BEGIN
        UPDATE {TABLE} SET
            owner = owner || CASE WHEN new.field = 'owner_name' THEN ' ' || new.new_value ELSE '' END,
            seizer = seizer || CASE WHEN new.field = 'seizer_name' THEN ' ' || new.new_value ELSE '' END,
            tags = tags || CASE WHEN new.field = 'ear_tag' THEN ' ' || new.new_value ELSE '' END,
            kinds = kinds || CASE WHEN new.field = 'kind'
                THEN ' ' || {_KIND_WORDS.format(kind='new.new_value')} ELSE '' END
        WHERE rowid = new.case_id; END""",
]

_REBUILD = f"""
INSERT INTO {TABLE}(rowid, case_no, owner, seizer, tags, kinds)
SELECT c.id, c.case_no,
    c.owner_name || COALESCE((SELECT ' ' || GROUP_CONCAT(a.new_value, ' ') FROM amendment a
        WHERE a.case_id = c.id AND a.field = 'owner_name'), ''),
    c.seizer_name || COALESCE((SELECT ' ' || GROUP_CONCAT(a.new_value, ' ') FROM amendment a
        WHERE a.case_id = c.id AND a.field = 'seizer_name'), ''),
    COALESCE((SELECT GROUP_CONCAT(h.ear_tag, ' ') FROM head h WHERE h.case_id = c.id), '') ||
    COALESCE((SELECT ' ' || GROUP_CONCAT(a.new_value, ' ') FROM amendment a
        WHERE a.case_id = c.id AND a.field = 'ear_tag'), ''),
    COALESCE((SELECT GROUP_CONCAT({_KIND_WORDS.format(kind='h.kind')}, ' ') FROM head h
        WHERE h.case_id = c.id), '')
FROM "case" c
"""


def create(db: pw.Database) -> None:
    for sql in _DDL:
        db.execute_sql(sql)


def rebuild(db: pw.Database) -> None:
    db.execute_sql(f"DELETE FROM {TABLE}")
    db.execute_sql(_REBUILD)


# B-tree indexes for the searches that need no trigram index (schema v13):
# a whole case number, receipt number or ear tag is found by equality
# (services/case/register.py). The partial indexes hold only the names that have
# a digit in them, so that such a search can still find, at once, every
# name that contains it (as the trigram index would); the searches name them
# (INDEXED BY), as the planner would rather read a whole index of names.
OWNER_DIGITS = "owner_name GLOB '*[0-9]*'"
SEIZER_DIGITS = "seizer_name GLOB '*[0-9]*'"
AMENDED_NAME_DIGITS = "field IN ('owner_name', 'seizer_name') AND new_value GLOB '*[0-9]*'"
INDEXES = [
    'CREATE INDEX IF NOT EXISTS "case_year_serial" ON "case" ("year", "serial")',
    'CREATE INDEX IF NOT EXISTS "amendment_field_new_value" ON "amendment" ("field", "new_value")',
    f'CREATE INDEX IF NOT EXISTS "case_owner_digits" ON "case" ("owner_name") WHERE {OWNER_DIGITS}',
    f'CREATE INDEX IF NOT EXISTS "case_seizer_digits" ON "case" ("seizer_name") WHERE {SEIZER_DIGITS}',
    f'CREATE INDEX IF NOT EXISTS "amendment_name_digits" ON "amendment" ("new_value", "case_id") '
    f'WHERE {AMENDED_NAME_DIGITS}',
]


def create_indexes(db: pw.Database) -> None:
    for sql in INDEXES:
        db.execute_sql(sql)
