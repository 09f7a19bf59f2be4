"""A trigram full-text index over the names, numbers and ear tags of the
register, so that a search of 100,000 cases answers at once.

It is derived data, kept by triggers: a case's row gathers its number, its
owner's and seizer's names (with every amended name too, so an old name still
finds the case), its heads' ear tags and kinds (code, English, Malayalam).
"""
from __future__ import annotations

import json

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


# A table of name pieces (schema v16) for searching names at any size of
# register: every ending of every word of each distinct name (owner's or
# seizer's, as entered or amended), folded to small letters, with the name.
# A text without a space is in a name exactly when it begins one of the
# name's pieces, so the names that contain it are one range of the table's
# B-tree; there are far fewer distinct names than cases, so the cases follow
# through the names' own indexes (services/case/register.py). Kept by triggers
# that call ``pd_name_pieces`` (registered on each connection, as the
# chain's functions are).
PIECES = "name_piece"
PIECES_FUNCTION = "pd_name_pieces"
NAME_FIELDS = ("owner_name", "seizer_name")


def fold(text: str) -> str:
    """Small letters as the trigram index compares them (case folded letter
    for letter; a letter whose small form is longer is kept as it is)."""
    return "".join(c if len(low := c.lower()) != 1 else low for c in text)


def pieces(name: str) -> list[str]:
    """Every ending of every word of ``name`` (split at white space), folded."""
    out = {word[i:] for word in fold(name).split() for i in range(len(word))}
    return sorted(out)


def _pieces_json(name) -> str:
    return json.dumps(pieces(name or ""), ensure_ascii=False)


def register(db: pw.SqliteDatabase) -> None:
    """Make the triggers' function known to every connection peewee opens."""
    db.register_function(_pieces_json, PIECES_FUNCTION, 1, deterministic=True)


def register_raw(con) -> None:
    """The same for a plain sqlite3 connection (outside the program)."""
    con.create_function(PIECES_FUNCTION, 1, _pieces_json, deterministic=True)


def _piece_insert(name: str) -> str:
    return (f"INSERT OR IGNORE INTO {PIECES} (piece, name) "
            f"SELECT value, {name} FROM json_each({PIECES_FUNCTION}({name}))")


PIECES_DDL = [
    f"CREATE TABLE IF NOT EXISTS {PIECES} (piece TEXT NOT NULL, name TEXT NOT NULL, "
    f"PRIMARY KEY (piece, name)) WITHOUT ROWID",
    f"""CREATE TRIGGER IF NOT EXISTS name_piece_case AFTER INSERT ON "case" BEGIN
        {_piece_insert('new.owner_name')}; {_piece_insert('new.seizer_name')}; END""",
    f"""CREATE TRIGGER IF NOT EXISTS name_piece_amendment AFTER INSERT ON amendment
        WHEN new.field IN ('owner_name', 'seizer_name') BEGIN {_piece_insert('new.new_value')}; END""",
]


def create_pieces(db: pw.Database) -> None:
    """The table, its triggers, and the pieces of every name already entered."""
    for sql in PIECES_DDL:
        db.execute_sql(sql)
    rebuild_pieces(db)


def rebuild_pieces(db: pw.Database) -> None:
    """The pieces of every name entered or amended (those already there kept)."""
    names: set[str] = set()
    for column in NAME_FIELDS:
        names.update(n for (n,) in db.execute_sql(f'SELECT DISTINCT "{column}" FROM "case"'))
    names.update(n for (n,) in db.execute_sql(
        "SELECT DISTINCT new_value FROM amendment WHERE field IN ('owner_name', 'seizer_name')"))
    rows = ((piece, name) for name in names if name for piece in pieces(name))
    # written in the table's order: SQLite sorts them (on disk when they are many), and a B-tree
    # filled in order takes a third of the time of one filled at random (2.2 million pieces of
    # the names of a million cases)
    con = db.connection()
    con.execute("CREATE TEMP TABLE name_piece_new (piece TEXT NOT NULL, name TEXT NOT NULL)")
    try:
        con.executemany("INSERT INTO name_piece_new (piece, name) VALUES (?, ?)", rows)
        con.execute(f"INSERT OR IGNORE INTO {PIECES} (piece, name) "
                    "SELECT piece, name FROM name_piece_new ORDER BY piece, name")
    finally:
        con.execute("DROP TABLE name_piece_new")
