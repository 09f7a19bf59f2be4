"""The register's head on paper and beside the backups.

The head is the chain's length and its last link's digest
(models/chain.py). Printed short (``1234:3f9ac2d177b01e4f``, the first 16
hex digits) on every daily statement and monthly return, it lets an
inspector with the paper in hand check that the register still extends
it (``pound-desk verify --head``): a backup copied over the database, or
records cut from its end, no longer do.

The desk also writes each head it reaches at a backup, a return or a
restore into ``register-heads.txt`` in the backups folder, newest last;
the next start names a register that no longer extends the newest of them.
"""
from __future__ import annotations

import os
import sqlite3
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

import peewee as pw

from pound_desk.language import pick, translate
from pound_desk.models import DB, chain
from pound_desk.models.snapshots import backups_dir

FILE = "register-heads.txt"
WHY = {"backup": ("a backup", "ഒരു ബാക്കപ്പ്"), "return": ("a monthly return", "ഒരു പ്രതിമാസ റിട്ടേൺ"),
       "restored": ("a backup restored", "ബാക്കപ്പ് പുനഃസ്ഥാപിച്ചത്")}
SHORT = chain.SHORT


@dataclass(frozen=True)
class Head:
    links: int
    digest: str   # hex, the whole digest

    @property
    def short(self) -> str:
        return chain.short_head(self.links, self.digest)


def current(con=None) -> Head:
    """The head as the register now stands (an index look-up, whatever its
    size), read through ``con`` (a plain sqlite3 connection) when given."""
    sql = "SELECT seq, digest FROM chain_link ORDER BY seq DESC LIMIT 1"
    try:
        row = (con.execute(sql) if con is not None else DB.execute_sql(sql)).fetchone()
    except (sqlite3.Error, pw.DatabaseError):   # a file before the chain
        return Head(0, "")
    return Head(row[0], bytes(row[1]).hex()) if row else Head(0, "")


def of_row(table: str, row_id: int) -> Head | None:
    """The head at a record's own link: what the register held when it was written."""
    link = chain.link_of_row(DB.obj, table, row_id)
    return Head(*link) if link else None


def extends(links: int, digest: str) -> bool:
    """Whether the register still holds link ``links`` with this digest (the
    whole digest, or the 16 digits printed)."""
    digest = digest.strip().lower()
    if links <= 0 or len(digest) < SHORT:
        return False
    row = DB.execute_sql("SELECT digest FROM chain_link WHERE seq = ?", [links]).fetchone()
    return row is not None and bytes(row[0]).hex().startswith(digest)


def parse(text: str) -> tuple[int, str] | None:
    """``COUNT:DIGEST`` as printed (None when it is not one)."""
    count, _, digest = text.strip().partition(":")
    digest = digest.strip().lower().replace(" ", "").replace("-", "")
    if not count.strip().isdigit() or len(digest) < SHORT or any(c not in "0123456789abcdef" for c in digest):
        return None
    return int(count), digest


def _genesis(con=None) -> str:
    """The first link's digest: which register a line written down is of (a
    stick may carry the heads of another pound's register too)."""
    sql = "SELECT digest FROM chain_link ORDER BY seq LIMIT 1"
    try:
        row = (con.execute(sql) if con is not None else DB.execute_sql(sql)).fetchone()
    except (sqlite3.Error, pw.DatabaseError):
        return ""
    return bytes(row[0]).hex() if row else ""


def remember(db_path: Path, why: str, when: datetime | None = None, con=None) -> Head:
    """Write the head into the backups folder's list (appended and synced);
    ``why`` is one of WHY."""
    head = current(con)
    if not head.links:
        return head
    folder = backups_dir(db_path)
    folder.mkdir(parents=True, exist_ok=True)
    line = (f"{(when or datetime.now()).replace(microsecond=0).isoformat()}\t{head.links}\t{head.digest}\t{why}"
            f"\t{_genesis(con)}\n")
    with open(folder / FILE, "a", encoding="utf-8") as f:
        f.write(line)
        f.flush()
        os.fsync(f.fileno())
    return head


@dataclass(frozen=True)
class Remembered:
    at: str
    links: int
    digest: str
    why: str


def newest(db_path: Path, returns: Iterable[Remembered] = ()) -> Remembered | None:
    """The newest head written down for this register: in the backups
    folder's list, or among ``returns`` (the heads this pound's returns on
    the sticks carry: services/return_heads.py)."""
    genesis = _genesis()
    found: list[Remembered] = []
    try:
        lines = (backups_dir(db_path) / FILE).read_text(encoding="utf-8").splitlines()
    except (OSError, UnicodeDecodeError):
        lines = []
    for line in lines:
        parts = line.split("\t")
        if len(parts) >= 4 and parts[1].isdigit() and (len(parts) < 5 or parts[4] == genesis):
            found.append(Remembered(parts[0], int(parts[1]), parts[2], parts[3]))
    found += returns
    return max(found, key=lambda r: (r.at, r.links)) if found else None


def older_than_remembered(db_path: Path, returns: Iterable[Remembered] = ()) -> str | None:
    """Why the register is not the one this desk last wrote down (None: it
    extends it), ``returns`` counted, in the language on screen."""
    last = newest(db_path, returns)
    if last is None or extends(last.links, last.digest):
        return None
    now = current()
    return translate("heads", "This register is not the one this desk last wrote down: at {at} ({why}) it had "
                              "{links} records, ending {digest}; now it has {now} records and does not extend "
                              "them. An older copy was put in its place, or records were cut from its end, "
                              "outside Pound Desk. Tell the supervising officer; run File → Verify the register.") \
        .format(at=last.at.replace("T", " "), why=pick(*WHY.get(last.why, (last.why, last.why))),
                links=last.links, digest=last.digest[:SHORT], now=now.links)
