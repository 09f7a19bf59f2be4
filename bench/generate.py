"""Generate a register of N cases for benchmarks: realistic mixes of kinds,
dates over several years, owners and seizers, most released on payment with
their receipts, the long-unclaimed ones recorded as sold at auction in the
earlier register, and feeding logged for each day held.

Rows are written in bulk (the workflows would take hours for 1,000,000
cases); the rules still decide every amount, through the same rate table
(law/dues.py, asked once for each kind, area, length of stay and period of
the rates).

The cases are made a few thousand at a time, in the order they were brought,
and written straight through SQLite (many rows to an INSERT, on a thread of
its own while the next batch is made) with the insert triggers set aside.
Each row's link of the tamper-evident chain is hashed as the row is made,
exactly as the chaining trigger would hash it (the row's content rendered as
SQLite's ``json_array`` renders it, checked against SQLite for the last row
of every table in every batch), and written beside it; a receipt is issued
when its case is released, so the receipts, releases and their numbers
follow in order of release. At the end the search tables and the cattle
held are built once (the trigram index in a file of its own, on a thread of
its own, beside the name pieces, the cattle held and the statistics, and
then copied in), the triggers put back, and the links sealed by the program
(``pound-desk verify`` passes on the result).

    python bench/generate.py --cases 1000000 --db /tmp/bench.sqlite3
"""
from __future__ import annotations

import argparse
import bisect
import heapq
import json
import queue
import random
import sqlite3
import sys
import threading
import time
from datetime import date, datetime, timedelta
from pathlib import Path

from pound_desk.law import dues as law_dues
from pound_desk.law import numbering
from pound_desk.law.dues import Stay
from pound_desk.models import DB, chain, held, search
from pound_desk.services import demo
from pound_desk.services.desk.storage import open_database
from pound_desk.services.office import pound, rates

try:   # CPython's own SHA-256 starts a hash about twice as fast as OpenSSL's: 30 million links
    from _sha256 import sha256
except ImportError:   # pragma: no cover - other interpreters
    from hashlib import sha256

CHUNK = 5_000     # cases made and written at a time

KINDS = ["cow"] * 40 + ["ox"] * 12 + ["buffalo"] * 14 + ["goat"] * 18 + ["kid"] * 6 + \
        ["bull"] * 5 + ["pig"] * 3 + ["fowl"] * 2
TAGGED = ("cow", "buffalo", "ox")
# Names as a pound's register holds them: a given name, an initial and a house name, so that a
# register of N cases holds tens of thousands of different names (a search by name must not
# lean on there being few); about a fifth written in Malayalam.
GIVEN = ["Rajan", "Suresh", "Mary", "Abdul", "Gopalakrishnan", "Leela", "Bindu", "Thomas", "Anil",
         "Sreeja", "Mohanan", "Fathima", "Joseph", "Radha", "Vijayan", "Kunjumon", "Sasi", "Ramesh",
         "Ajith", "Sunil", "Beena", "Shaji", "Manoj", "Divya", "Rejani", "Harish", "Jayan", "Prakash",
         "Usha", "Latha"]
INITIALS = ["K.", "P.", "M.", "S.", "T.", "V.", "A.", "C.", "N.", "R.", "G.", "B.", "D.", "J.", "L.", "U."]
HOUSES = [a + b for a in ["Puthen", "Thekke", "Vadakke", "Kizhakke", "Padinjare", "Mele", "Thazhe", "Kunnum",
                          "Chira", "Kulam", "Pala", "Maniyan", "Kottam", "Ambala", "Vayal"]
          for b in ["veedu", "vila", "purayidam", "bhavan", "mandiram", "nilayam", "kottaram", "parambil",
                    "thodiyil", "kalam", "puram", "kara", "madom"]]
GIVEN_ML = ["സുധാകരൻ", "ലീല", "അബ്ദുൽ ഖാദർ", "ബിന്ദു", "രാജൻ", "മേരി", "ശശി", "രമേശ്", "ഉഷ", "ജയൻ",
            "ഗോപി", "സരോജിനി", "മുഹമ്മദ്", "ഏലിയാമ്മ", "കുഞ്ഞുമോൻ", "ലത", "വിജയൻ", "രാധ", "ബീന", "ഷാജി"]
INITIALS_ML = ["കെ.", "പി.", "എം.", "എസ്.", "ടി.", "വി.", "എ.", "സി.", "എൻ.", "ആർ."]
HOUSES_ML = [a + b for a in ["പുത്തൻ", "തെക്കേ", "വടക്കേ", "കിഴക്കേ", "പടിഞ്ഞാറേ", "മേലേ", "താഴെ", "കുന്നും",
                             "ചിറ", "കുളം"]
             for b in ["വീട്", "വിള", "പുരയിടം", "ഭവൻ", "മന്ദിരം", "നിലയം", "പറമ്പിൽ", "തൊടിയിൽ", "പുറം", "കര"]]
PLACES = ["Karakulam", "Panavoor", "Vembayam", "Anad", "Aruvikkara", "Uzhamalackal",
          "Poovathoor", "Vellanad", "Manjadi", "Pazhakutty", "Kallamala", "Chullimanoor"]
SEIZED_HOURS_BEFORE = [1, 2, 3, 5, 8, 12, 20, 26]
HEAD_COUNTS = [1, 1, 1, 1, 2, 2, 3, 4]
STAY_DAYS = [0, 1, 1, 2, 2, 3, 4, 6, 9, 16]
HELD_AT_MOST = 20          # days an unclaimed head is fed for
SOLD_AFTER = 17 * 1440 + 11 * 60   # minutes from impounding to the sale recorded in the earlier register
SOLD_CLAIMANT = "Sold at public auction (s. 13(3)), as the earlier register records"
DAY = 1440                 # minutes

# Each bulk table's columns, in the order its chain layout hashes them: the
# contents below are rendered in this order, so a table that gains a column
# stops the generator instead of being linked wrong.
COLUMNS = {
    "case": "id,pound_id,year,serial,case_no,brought_at,seized_at,seized_place,local_area,basis,seizer_name,"
            "seizer_residence,seizer_capacity,owner_name,owner_residence,police_aid,flags,source,entered_at",
    "head": "id,case_id,seq,kind,sex,colour,marks,ear_tag",
    "feeding": "id,head_id,day,fed,watered,note,logged_at",
    "receipt": "id,fy,serial,number,issued_at,case_id,claimant_name,claimant_capacity,claimant_residence,"
               "evidence,total_paise,tendered_paise,keeper_name",
    "receipt_line": "id,receipt_id,head_id,fine_paise,fine_reference,feeding_periods,feeding_paise,"
                    "feeding_reference",
    "release": "id,case_id,released_at,basis,receipt_id,claimant_name,claimant_capacity",
    "released_head": "id,release_id,head_id",
}
BULK_TABLES = tuple(COLUMNS)


def q(text: str) -> str:
    """A text as SQLite's json_array writes it (UTF-8 kept, quotes escaped)."""
    return json.dumps(text, ensure_ascii=False)


def _set_aside(con) -> dict[str, str]:
    """The triggers that act on an insert into the tables written in bulk
    (the chain's, the search index's, the name pieces', the cattle held),
    dropped for the writing: name → SQL, to put them back after. Their
    indexes stay: the rows come in the order of their ids and nearly in the
    order of most indexes (heads by case, feeding by case and day, releases
    by time), so each is kept near its end, on the writer's thread beside
    the making; dropped and built anew at the end they took about as much
    processor (a little less) but a minute and more longer at 1,000,000."""
    marks = ",".join("?" for _ in BULK_TABLES)
    triggers = {name: sql for name, sql in con.execute(
        f"SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND tbl_name IN ({marks}) "
        "AND sql LIKE '%AFTER INSERT%'", BULK_TABLES)}
    for name in triggers:
        con.execute(f'DROP TRIGGER "{name}"')
    return triggers


class _Chain:
    """The links of the rows written in bulk, hashed as the chaining
    triggers hash them (models/chain.py), in the order the rows are written."""

    def __init__(self, con):
        self.layout = {}
        for lid, table, fields in con.execute("SELECT id, tbl, fields FROM chain_layout ORDER BY id"):
            if table in COLUMNS:
                self.layout[table] = lid   # the table's latest layout is the one its trigger uses
                if fields != COLUMNS[table]:
                    raise SystemExit(f"the columns of {table} changed ({fields}): "
                                     "bench/generate.py must render its rows anew")
        last = con.execute("SELECT seq, digest FROM chain_link ORDER BY seq DESC LIMIT 1").fetchone()
        self.first_seq = last[0] + 1 if last else 1
        self.prev = bytes(last[1]) if last else chain.GENESIS

    def link(self, table: str, msgs: list[str]) -> bytes:
        """The digests of the rows whose messages (``"id\x1fcontent"``) are
        ``msgs``, one after another."""
        prev, digests, head = self.prev, [], f"\x1f{table}\x1f".encode()
        add = digests.append
        for msg in msgs:
            h = sha256(prev)   # chain.chain_hash, its parts joined: the same bytes hashed
            h.update(head + msg.encode())
            prev = h.digest()
            add(prev)
        self.prev = prev
        return b"".join(digests)


class _Worker:
    """A thread of its own that does the jobs given, in order, while the
    next batch is made: SQLite lets go of Python while it works."""

    name = "worker"

    def __init__(self):
        self.jobs: queue.Queue = queue.Queue(maxsize=8)
        self.error: BaseException | None = None
        self.thread = threading.Thread(target=self._run, name=self.name, daemon=True)
        self.thread.start()

    def give(self, *job) -> None:
        if self.error is not None:
            raise self.error
        self.jobs.put(job)

    def finish(self, quietly: bool = False) -> None:
        """Wait for the jobs given; raise what went wrong (unless ``quietly``)."""
        if quietly and self.error is None:
            self.error = RuntimeError("stopped")   # the jobs still queued are not done
        self.jobs.put(None)
        self.thread.join()
        if self.error is not None and not quietly:
            raise self.error

    def _run(self) -> None:
        while (job := self.jobs.get()) is not None:
            if self.error is None:
                try:
                    self._do(*job)
                except BaseException as exc:   # handed to the maker at its next batch
                    self.error = exc

    def _do(self, *job) -> None:
        raise NotImplementedError


class _Writer(_Worker):
    """Writes the batches through SQLite, and is given as little as it can
    be to bind (binding holds Python): a batch's links go as one string of
    digests that SQLite cuts, and its feeding as one line for each case's
    stay that SQLite spreads over the days and heads."""

    name = "register writer"

    def __init__(self, con, layouts: dict[str, int], days: list[str]):
        self.con, self.layouts = con, layouts
        con.execute("CREATE TEMP TABLE bulk_n (i INTEGER PRIMARY KEY)")
        # 0, 1, 2, …: a link's place in its statement, a day's in a stay, a head's in a case
        con.executemany("INSERT INTO bulk_n VALUES (?)", ((i,) for i in range(LINKS_PER_STATEMENT)))
        con.execute("CREATE TEMP TABLE bulk_day (i INTEGER PRIMARY KEY, day TEXT, logged TEXT)")
        con.executemany("INSERT INTO bulk_day VALUES (?, ?, ?)", [(i, d, f"{d} {FED_AT}") for i, d in enumerate(days)])
        super().__init__()

    def write(self, table: str, marks: str, flat: list, first: int, digests: bytes, last: str) -> None:
        """Rows of ``table`` (``flat``: their values one after another in
        ``marks``, a row's VALUES; for the feeding, its stays), the digests
        of their links (the rows' ids run on from ``first``), and the last
        row's message to check against SQLite's own rendering."""
        self.give(table, marks, flat, first, digests, last)

    def _do(self, table: str, marks: str, flat: list, first: int, digests: bytes, last: str) -> None:
        if table == "feeding":
            _insert_many(self.con, FEEDING_HEAD, marks, flat, FEEDING_TAIL)
        else:
            _insert_many(self.con, f'INSERT INTO "{table}" ({_quoted(COLUMNS[table])}) VALUES ', marks, flat)
        link = (f"INSERT INTO chain_link (layout, row_id, digest, actor) SELECT {self.layouts[table]}, ? + i, "
                "substr(?, i * 32 + 1, 32), 'system' FROM bulk_n WHERE i < ?")
        whole = len(digests) // 32
        for start in range(0, whole, LINKS_PER_STATEMENT):
            count = min(LINKS_PER_STATEMENT, whole - start)
            self.con.execute(link, (first + start, digests[start * 32:(start + count) * 32], count))
        last_id, content = last.split("\x1f", 1)
        if int(last_id) != first + whole - 1:
            raise RuntimeError(f"{table}: the ids of a batch do not run on from {first} to {last_id}")
        stored = self.con.execute(f'SELECT json_array({_quoted(COLUMNS[table])}) FROM "{table}" WHERE id = ?',
                                  [int(last_id)]).fetchone()[0]
        if stored != content:
            raise RuntimeError(f"{table} {last_id}: linked as {content}, SQLite renders {stored}")


class _Indexer(_Worker):
    """The trigram index (models/search.py) built in a file of its own
    through a connection of its own, while the register's connection makes
    the name pieces, the cattle held and the statistics: SQLite writes a
    file from one connection at a time, and the index has the other
    processor to itself. Each case is set down as ``search.rebuild``
    gathers it (its number, names, heads' ear tags and kinds' words) as the
    rows are made, and indexed in one statement at the end in the order of
    the cases, as the rebuild indexes them: the index's own tables come out
    as a rebuild writes them, and are then copied into the register."""

    name = "search index"
    SHADOWS = ("data", "idx", "content", "docsize", "config")
    ROWS = "case_search_rows"

    def __init__(self, path: Path, ddl: str):
        self.path = path
        self.con = sqlite3.connect(path, isolation_level=None, check_same_thread=False)
        self.con.execute("PRAGMA journal_mode = OFF")
        self.con.execute("PRAGMA synchronous = OFF")
        self.con.execute(ddl)
        self.con.execute(f"CREATE TABLE {self.ROWS} (id INTEGER PRIMARY KEY, {', '.join(search.COLUMNS)})")
        self.con.execute("BEGIN")
        super().__init__()

    def add(self, flat: list) -> None:
        """Cases as the index holds them: id, number, owner, seizer, tags,
        kinds; one after another."""
        self.give(flat)

    def index(self) -> None:
        """Index the cases given (on the indexer's thread)."""
        self.give(None)

    def _do(self, flat: list | None) -> None:
        if flat is not None:
            _insert_many(self.con, f"INSERT INTO {self.ROWS} VALUES ", "(?, ?, ?, ?, ?, ?)", flat)
            return
        columns = ", ".join(search.COLUMNS)
        self.con.execute(f"INSERT INTO {search.TABLE} (rowid, {columns}) SELECT id, {columns} FROM {self.ROWS} "
                         "ORDER BY id")
        self.con.execute("COMMIT")

    def copy_into(self, con) -> None:
        """Wait for the index, and put it in the register (whose own is
        still empty), which has the index's file attached as ``built``
        (before its transaction: SQLite attaches none within one)."""
        self.finish()
        self.con.close()
        for shadow in self.SHADOWS:
            table = f"{search.TABLE}_{shadow}"
            con.execute(f'DELETE FROM main."{table}"')
            con.execute(f'INSERT INTO main."{table}" SELECT * FROM built."{table}"')

    def tables(self) -> list[str]:
        return [f"{search.TABLE}_{shadow}" for shadow in self.SHADOWS]

    def discard(self) -> None:
        self.finish(quietly=True)
        self.con.close()


# One INSERT of many rows costs SQLite and sqlite3 far less than as many
# INSERTs, and lets go of Python for longer; within SQLite's default limit of
# 32,766 values a statement.
VALUES_PER_STATEMENT = 16_000
LINKS_PER_STATEMENT = 50_000
FED_AT = "18:00:00"
# A case's feeding: its first feeding's id, its first head's id, its number
# of heads, its first day and number of days; fed and watered each day, each
# head in turn (as the rows were made, and their links hashed).
FEEDING_HEAD = "WITH stay (f, h, heads, d, days) AS (VALUES "
FEEDING_TAIL = (") INSERT INTO feeding (id, head_id, day, fed, watered, note, logged_at) "
                "SELECT stay.f + dd.i * stay.heads + hh.i, stay.h + hh.i, bulk_day.day, 1, 1, '', bulk_day.logged "
                "FROM stay CROSS JOIN bulk_n AS dd CROSS JOIN bulk_n AS hh CROSS JOIN bulk_day "
                "WHERE dd.i < stay.days AND hh.i < stay.heads AND bulk_day.i = stay.d + dd.i")


def _insert_many(con, head: str, marks: str, flat: list, tail: str = "") -> None:
    width = marks.count("?")
    per = VALUES_PER_STATEMENT // width
    count = len(flat) // width
    step = per * width
    whole = count // per * step
    if whole:
        sql = head + ",".join([marks] * per) + tail
        for i in range(0, whole, step):
            con.execute(sql, flat[i:i + step])
    if whole < len(flat):
        con.execute(head + ",".join([marks] * (count % per)) + tail, flat[whole:])


def _quoted(columns: str) -> str:
    return ", ".join(f'"{c}"' for c in columns.split(","))


class _Calendar:
    """Days and minutes as the register writes them (ISO text, as peewee and
    sqlite3 store dates and times), made once instead of for every row. A
    moment is a count of minutes since the first day."""

    def __init__(self, first: date, last: date):
        self.first = first
        count = (last - first).days + 1
        days = [first + timedelta(days=i) for i in range(count)]
        self.day = [d.isoformat() for d in days]
        self.year = [d.year for d in days]
        self.fy = [numbering.financial_year(d) for d in days]
        self.clock = [f" {m // 60:02d}:{m % 60:02d}:00" for m in range(DAY)]

    def text(self, moment: int) -> str:
        d, m = divmod(moment, DAY)
        return self.day[d] + self.clock[m]

    def at(self, moment: int) -> datetime:
        return datetime.combine(self.first, datetime.min.time()) + timedelta(minutes=moment)


class _Dues:
    """law/dues.py's dues of one head, asked once for each kind, area of
    seizure, number of feeding periods and the rates in force over the
    stay. A head's dues depend on nothing else: its fine on the rate in
    force on the day brought, each period's charge on the rate in force on
    the day it starts (a whole number of days after). A stay within which no
    rate took effect is known by the rates' period it fell in; a stay across
    a change, by its first day."""

    def __init__(self, table, pound_area: str, cal: _Calendar):
        self.table, self.area, self.cal = table, pound_area, cal
        self.known: dict[tuple, tuple] = {}
        changes = sorted({e.effective_from for e in table.entries})
        self.era = [bisect.bisect_right(changes, cal.first + timedelta(days=d)) for d in range(len(cal.day))]

    def head(self, kind: str, area: str, brought: int, released: int) -> tuple:
        """(fine paise, quoted fine reference, periods, feeding paise, quoted
        feeding references, fine reference, feeding references)."""
        periods = max(1, -(-(released - brought) // DAY))   # each commenced 24 hours (s. 4, Q5)
        first = brought // DAY
        era = self.era[first]
        key = (kind, area, periods, era if era == self.era[first + periods - 1] else -first)
        found = self.known.get(key)
        if found is None:
            brought_at, as_of = self.cal.at(brought), self.cal.at(released)
            d = law_dues.head_dues(Stay(brought_at, None, area, self.area), 1, kind, self.table, as_of)
            if d.periods != periods:
                raise SystemExit(f"feeding periods: the law counts {d.periods}, the generator {periods}")
            refs = "; ".join(d.feeding_references)
            found = self.known[key] = (d.fine.amount.paise, q(d.fine.reference), d.periods, d.feeding.paise,
                                       q(refs), d.fine.reference, refs)
        return found


def generate(n: int, db_path: Path, seed: int = 7, end: datetime | None = None, progress=None) -> None:
    """Write the register; ``progress(text)`` is told how each step went."""
    end = end or datetime(2026, 11, 30, 10, 0)
    rng = random.Random(seed)
    r = rng.random
    open_database(db_path)
    pound.set_up(kinds_in_use=list(demo.FINES), **demo.POUND)
    rates.add(demo.demo_rates(demo.POUND["local_area"], date(2015, 4, 1)))
    the_pound = pound.the_pound()
    area = the_pound.local_area
    # about 10,000 cases a year
    span_days = max(30, n * 365 // 10_000)
    cal = _Calendar(end.date() - timedelta(days=span_days + 2), end.date() + timedelta(days=30))
    end_at = ((end.date() - cal.first).days * DAY + end.hour * 60 + end.minute)
    end_day = end_at // DAY
    dues = _Dues(rates.table(), area, cal)
    # the moments brought, in order, to the minute
    starts = sorted(end_at - int(r() * span_days * DAY) for _ in range(n))

    # the texts every row repeats, quoted once
    names = ([f"{g} {i} {h}" for g in GIVEN for i in INITIALS for h in HOUSES]
             + [f"{g} {i} {h}" for g in GIVEN_ML for i in INITIALS_ML for h in HOUSES_ML])
    qnames = [q(x) for x in names]
    qplaces = [q(p) for p in PLACES]
    junctions = [f"{p} junction" for p in PLACES]
    qjunctions = [q(j) for j in junctions]
    areas = [area, area, area, demo.NEIGHBOUR]
    qareas = [q(a) for a in areas]
    qkinds = {k: q(k) for k in KINDS}
    keeper = the_pound.keeper_name
    qkeeper, qsold = q(keeper), q(SOLD_CLAIMANT)
    feed_tail = [f'"{d}",1,1,"","{d} {FED_AT}"]' for d in cal.day]

    # the bulk is written through a connection of its own, which a thread may use
    DB.close()
    con = sqlite3.connect(db_path, isolation_level=None, check_same_thread=False)
    chain.register_raw(con)
    search.register_raw(con)
    # a bench file written once: no journal, no sync until the end, a large cache
    con.execute("PRAGMA journal_mode = OFF")
    con.execute("PRAGMA synchronous = OFF")
    con.execute("PRAGMA cache_size = -1000000")
    marks = {t: "(" + ", ".join("?" for _ in COLUMNS[t].split(",")) + ")" for t in BULK_TABLES}
    marks["feeding"] = "(?, ?, ?, ?, ?)"   # a case's stay: see FEEDING_HEAD
    serials: dict[int, int] = {}
    fy_serials: dict[str, int] = {}
    pending: list[tuple] = []   # claimed cases by the moment of release, until it comes
    sold: list[tuple] = []
    ids = dict(head=0, feeding=0, receipt=0, receipt_line=0, released_head=0)
    steps = _Steps(progress)
    # a kind's words in the index, as search.py's rebuild looks them up
    kind_words = {code: f"{code} {en} {ml}" if en is not None and ml is not None else code
                  for code, en, ml in con.execute("SELECT code, en, ml FROM kind")}
    index_path = db_path.with_name(db_path.name + "-search")
    index_path.unlink(missing_ok=True)
    indexer = _Indexer(index_path, con.execute("SELECT sql FROM sqlite_master WHERE name = ?",
                                               [search.TABLE]).fetchone()[0])
    con.execute("ATTACH DATABASE ? AS built", [str(index_path)])   # not within a transaction

    con.execute("BEGIN")
    triggers = _set_aside(con)
    links = _Chain(con)
    writer = _Writer(con, links.layout, cal.day)
    try:

        def release(out: dict, at: int, case_id: int, owner: str, qowner: str, lines: list) -> None:
            """A receipt (numbered in its financial year) and the release it pays for."""
            rid = ids["receipt"] = ids["receipt"] + 1
            fy = cal.fy[at // DAY]
            fy_serials[fy] = serial = fy_serials.get(fy, 0) + 1
            number = numbering.receipt_number(fy, serial)
            at_text = cal.text(at)
            total = sum(d[0] + d[3] for _, d in lines)
            out["receipt"].extend((rid, fy, serial, number, at_text, case_id, owner, "owner", "", "", total, total,
                                   keeper))
            out["receipt_m"].append(f'{rid}\x1f[{rid},"{fy}",{serial},"{number}","{at_text}",{case_id},{qowner},'
                                    f'"owner","","",{total},{total},{qkeeper}]')
            rl, rl_m = out["receipt_line"], out["receipt_line_m"]
            rh, rh_m = out["released_head"], out["released_head_m"]
            for hid, d in lines:
                lid = ids["receipt_line"] = ids["receipt_line"] + 1
                rl.extend((lid, rid, hid, d[0], d[5], d[2], d[3], d[6]))
                rl_m.append(f"{lid}\x1f[{lid},{rid},{hid},{d[0]},{d[1]},{d[2]},{d[3]},{d[4]}]")
            out["release"].extend((rid, case_id, at_text, "s12", rid, owner, "owner"))
            out["release_m"].append(f'{rid}\x1f[{rid},{case_id},"{at_text}","s12",{rid},{qowner},"owner"]')
            for hid, _ in lines:
                xid = ids["released_head"] = ids["released_head"] + 1
                rh.extend((xid, rid, hid))
                rh_m.append(f"{xid}\x1f[{xid},{rid},{hid}]")

        def flush(out: dict) -> None:
            for table in BULK_TABLES:
                flat, msgs = out[table], out[table + "_m"]
                if msgs:
                    first = int(msgs[0].split("\x1f", 1)[0])
                    writer.write(table, marks[table], flat, first, links.link(table, msgs), msgs[-1])

        def batch() -> dict:
            return {k: [] for t in BULK_TABLES for k in (t, t + "_m")}

        for first in range(0, n, CHUNK):
            out = batch()
            cases, cases_m, heads, heads_m = out["case"], out["case_m"], out["head"], out["head_m"]
            feed, feed_m = out["feeding"], out["feeding_m"]
            indexed: list = []
            for case_id, brought in enumerate(starts[first:first + CHUNK], start=first + 1):
                # receipts are issued in order of release: those due by now first
                while pending and pending[0][0] <= brought:
                    release(out, *heapq.heappop(pending))
                day = brought // DAY
                year = cal.year[day]
                serials[year] = serial = serials.get(year, 0) + 1
                case_no = numbering.case_number(serial, year)
                seized = brought - 60 * SEIZED_HOURS_BEFORE[int(r() * 8)]
                o = int(r() * len(names)) if r() < 0.75 else -1
                owner, qowner = (names[o], qnames[o]) if o >= 0 else ("", '""')
                p = int(r() * len(PLACES))
                basis = "s9" if r() < 0.5 else "s10"
                a = int(r() * 4)
                s = int(r() * len(names))
                sr = int(r() * len(PLACES))
                orr = int(r() * len(PLACES)) if owner else -1
                ores, qores = (PLACES[orr], qplaces[orr]) if orr >= 0 else ("", '""')
                capacity = "cultivator" if basis == "s9" else "police"
                b_text, s_text = cal.text(brought), cal.text(seized)
                cases.extend((case_id, the_pound.id, year, serial, case_no, b_text, s_text, junctions[p],
                              areas[a], basis, names[s], PLACES[sr], capacity, owner, ores, "", "", "import",
                              b_text))
                cases_m.append(f'{case_id}\x1f[{case_id},{the_pound.id},{year},{serial},"{case_no}","{b_text}",'
                               f'"{s_text}",{qjunctions[p]},{qareas[a]},"{basis}",{qnames[s]},{qplaces[sr]},'
                               f'"{capacity}",{qowner},{qores},"","","import","{b_text}"]')
                my_heads, tags, words = [], [], []
                for seq in range(1, HEAD_COUNTS[int(r() * 8)] + 1):
                    hid = ids["head"] = ids["head"] + 1
                    kind = KINDS[int(r() * len(KINDS))]
                    tag = f"{int(r() * 1e12):012d}" if kind in TAGGED and r() < 0.6 else ""
                    sex = "female" if r() < 0.5 else "male"
                    colour = ("black", "white", "brown")[int(r() * 3)]
                    heads.extend((hid, case_id, seq, kind, sex, colour, "", tag))
                    heads_m.append(f'{hid}\x1f[{hid},{case_id},{seq},{qkinds[kind]},"{sex}","{colour}","","{tag}"]')
                    my_heads.append((hid, kind))
                    tags.append(tag)
                    words.append(kind_words.get(kind, kind))
                indexed.extend((case_id, case_no, owner, names[s], " ".join(tags), " ".join(words)))
                released = brought + STAY_DAYS[int(r() * len(STAY_DAYS))] * DAY + (1 + int(r() * 8)) * 60
                claimed = bool(owner) and released < end_at and r() < 0.7
                held_until = released if claimed else min(end_at, brought + HELD_AT_MOST * DAY)
                fid = ids["feeding"]
                fed_days = range(day, min(held_until // DAY, end_day - 1) + 1)
                if fed_days:
                    feed.extend((fid + 1, my_heads[0][0], len(my_heads), day, len(fed_days)))
                for d in fed_days:
                    tail = feed_tail[d]
                    for hid, _ in my_heads:
                        fid += 1
                        feed_m.append(f"{fid}\x1f[{fid},{hid},{tail}")
                ids["feeding"] = fid
                if not claimed and brought < end_at - 30 * DAY:
                    # long unclaimed: sold at auction in the years of the paper register
                    sold.append((brought + SOLD_AFTER, case_id, [hid for hid, _ in my_heads]))
                if claimed:
                    lines = [(hid, dues.head(kind, areas[a], brought, released)) for hid, kind in my_heads]
                    heapq.heappush(pending, (released, case_id, owner, qowner, lines))
            if first + CHUNK >= n:
                while pending:
                    release(out, *heapq.heappop(pending))
            flush(out)
            indexer.add(indexed)
            steps.progress(min(first + CHUNK, n), n)
        release_id = ids["receipt"]
        for first in range(0, len(sold), CHUNK):
            out = batch()
            for at, case_id, hids in sold[first:first + CHUNK]:
                release_id += 1
                at_text = cal.text(at)
                out["release"].extend((release_id, case_id, at_text, "earlier_register", None, SOLD_CLAIMANT,
                                       "as recorded"))
                out["release_m"].append(f'{release_id}\x1f[{release_id},{case_id},"{at_text}","earlier_register",'
                                        f'null,{qsold},"as recorded"]')
                for hid in hids:
                    xid = ids["released_head"] = ids["released_head"] + 1
                    out["released_head"].extend((xid, release_id, hid))
                    out["released_head_m"].append(f"{xid}\x1f[{xid},{release_id},{hid}]")
            flush(out)
        writer.finish()
        steps.done("rows and links")
        indexer.index()   # on its own thread, beside what follows
        plain = _Plain(con)
        search.rebuild_pieces(plain)
        held.rebuild(plain)
        for sql_text in triggers.values():
            con.execute(sql_text)
        steps.done("name pieces, cattle held (the trigram index beside them)")
        # the planner's statistics, as ANALYZE writes them: the index's tables once they are in
        shadows = indexer.tables()
        for (table,) in con.execute("SELECT name FROM main.sqlite_master WHERE type = 'table' "
                                    "AND sql NOT LIKE 'CREATE VIRTUAL%'").fetchall():
            if table not in shadows:
                con.execute(f'ANALYZE main."{table}"')
        steps.done("statistics")
        indexer.copy_into(con)
        for table in shadows:
            con.execute(f'ANALYZE main."{table}"')
        steps.done("trigram index copied in")
        con.execute("COMMIT")
    except BaseException:
        # without a journal nothing can be rolled back: the half-made file goes
        writer.finish(quietly=True)
        indexer.discard()
        con.close()
        for made in (db_path, db_path.with_name(db_path.name + "-wal"), db_path.with_name(db_path.name + "-shm"),
                     index_path):
            made.unlink(missing_ok=True)
        raise
    con.execute("DETACH DATABASE built")
    con.close()
    index_path.unlink()
    # the program signs what it wrote, as it signs set-up with no one signed in
    open_database(db_path)
    with DB.atomic():
        DB.obj.seal_now(first=links.first_seq)
    DB.close()
    steps.done("sealed")


class _Plain:
    """What search.py and held.py ask of a database (their rebuilds), over
    the bulk's own connection."""

    def __init__(self, con):
        self.con = con

    def execute_sql(self, sql: str, params=()):
        return self.con.execute(sql, params)

    def connection(self):
        return self.con


class _Steps:
    """How long each step took (processor and elapsed), told as it ends."""

    def __init__(self, say):
        self.say = say or (lambda text: None)
        self.cpu, self.wall = time.process_time(), time.perf_counter()

    def progress(self, made: int, n: int) -> None:
        if made % 100_000 == 0 or made == n:
            self.say(f"  {made:,} cases written ({time.perf_counter() - self.wall:.0f} s)")

    def done(self, what: str) -> None:
        cpu, wall = time.process_time(), time.perf_counter()
        self.say(f"{what}: {wall - self.wall:.1f} s ({cpu - self.cpu:.1f} s of processor)")
        self.cpu, self.wall = cpu, wall


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--cases", type=int, default=10_000)
    p.add_argument("--db", type=Path, required=True)
    p.add_argument("--seed", type=int, default=7)
    args = p.parse_args(argv)
    if args.db.exists():
        sys.exit(f"{args.db} exists; give a new path")
    t = time.perf_counter()
    generate(args.cases, args.db, args.seed, progress=print)
    print(f"{args.cases} cases in {time.perf_counter() - t:.1f} s → {args.db}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
