"""Generate a register of N cases for benchmarks: realistic mixes of kinds,
dates over several years, owners and seizers, most released on payment with
their receipts, the long-unclaimed ones recorded as sold at auction in the
earlier register, and feeding logged for each day held.

Rows are written in bulk (the workflows would take hours for 1,000,000
cases); the rules still decide every amount, through the same rate table.
The cases are made a few thousand at a time and written straight through
SQLite with the chaining triggers set aside; the tamper-evident chain is
then written over all of it in batches, in the order the rows were written,
exactly as the triggers would have linked them (``pound-desk verify`` passes
on the result), and the triggers put back.

    python bench/generate.py --cases 1000000 --db /tmp/bench.sqlite3
"""
from __future__ import annotations

import argparse
import random
import sys
import time
from datetime import date, datetime, timedelta
from pathlib import Path

from pound_desk.law import dues as law_dues
from pound_desk.law import numbering
from pound_desk.law.dues import Stay
from pound_desk.models import (
    DB,
    Case,
    FeedingEntry,
    Head,
    Receipt,
    ReceiptLine,
    Release,
    ReleasedHead,
    chain,
    held,
    search,
)
from pound_desk.services import demo
from pound_desk.services.desk.storage import open_database
from pound_desk.services.office import pound, rates

CHUNK = 5_000     # cases made and written at a time

KINDS = ["cow"] * 40 + ["ox"] * 12 + ["buffalo"] * 14 + ["goat"] * 18 + ["kid"] * 6 + \
        ["bull"] * 5 + ["pig"] * 3 + ["fowl"] * 2
FIRST = ["Rajan", "Suresh", "Mary", "Abdul", "Gopalakrishnan", "Leela", "Bindu", "Thomas",
         "Anil", "Sreeja", "Mohanan", "Fathima", "Joseph", "Radha", "Vijayan", "Kunjumon",
         "സുധാകരൻ", "ലീല", "അബ്ദുൽ ഖാദർ", "ബിന്ദു", "രാജൻ", "മേരി"]
LAST = ["P.", "K.", "Nair", "Thomas", "Kumar", "Pillai", "Varghese", "Menon", "Das", "C."]
PLACES = ["Karakulam", "Panavoor", "Vembayam", "Anad", "Aruvikkara", "Uzhamalackal",
          "Poovathoor", "Vellanad", "Manjadi", "Pazhakutty", "Kallamala", "Chullimanoor"]


def name(rng: random.Random) -> str:
    return f"{rng.choice(FIRST)} {rng.choice(LAST)}"


def _insert(con, model, rows: list[dict]) -> None:
    """Rows of ``model`` (by field name) through one prepared statement."""
    if not rows:
        return
    fields = [model._meta.fields[name] for name in rows[0]]
    columns = ", ".join(f'"{f.column_name}"' for f in fields)
    marks = ", ".join("?" for _ in fields)
    # the values as they are: sqlite3 writes dates and times as peewee does (ISO text)
    con.executemany(f'INSERT INTO "{model._meta.table_name}" ({columns}) VALUES ({marks})',
                    (tuple(row.values()) for row in rows))


BULK_TABLES = ("case", "head", "feeding", "receipt", "receipt_line", "release", "released_head")


def _set_aside(con) -> tuple[dict[str, str], dict[str, str]]:
    """The triggers that act on an insert (the chain's, the search index's,
    the cattle held) and the indexes of the tables written in bulk, dropped
    for the writing: name → SQL, to put them back after."""
    marks = ",".join("?" for _ in BULK_TABLES)
    triggers = {name: sql for name, sql in con.execute(
        f"SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND tbl_name IN ({marks}) "
        "AND sql LIKE '%AFTER INSERT%'", BULK_TABLES)}
    indexes = {name: sql for name, sql in con.execute(
        f"SELECT name, sql FROM sqlite_master WHERE type = 'index' AND tbl_name IN ({marks}) "
        "AND sql IS NOT NULL", BULK_TABLES)}
    for name in triggers:
        con.execute(f'DROP TRIGGER "{name}"')
    for name in indexes:
        con.execute(f'DROP INDEX "{name}"')
    return triggers, indexes


def _link(con, order: list[str]) -> int:
    """Write the chain over the rows of ``order``'s tables, as the triggers
    would have: one link a row, table after table in the order written."""
    layouts = {t: (lid, f.split(",")) for lid, t, f in
               con.execute("SELECT id, tbl, fields FROM chain_layout ORDER BY id")}
    last = con.execute("SELECT digest FROM chain_link ORDER BY seq DESC LIMIT 1").fetchone()
    last = last[0] if last else None
    done = 0
    for table in order:
        lid, fields = layouts[table]
        linked = con.execute("SELECT COALESCE(MAX(row_id), 0) FROM chain_link WHERE layout = ?", [lid]).fetchone()[0]
        rows = con.execute(f'SELECT id, {chain._content_sql(fields)} FROM "{table}" WHERE id > ? ORDER BY id',
                           [linked])
        while True:
            batch = rows.fetchmany(20_000)
            if not batch:
                break
            links = []
            for row_id, content in batch:
                last = chain.chain_hash(last, table, row_id, content)
                links.append((lid, row_id, last, "system"))
            con.executemany("INSERT INTO chain_link (layout, row_id, digest, actor) VALUES (?, ?, ?, ?)", links)
            done += len(links)
    return done


def generate(n: int, db_path: Path, seed: int = 7, end: datetime | None = None) -> None:
    end = end or datetime(2026, 11, 30, 10, 0)
    rng = random.Random(seed)
    open_database(db_path)
    pound.set_up(kinds_in_use=list(demo.FINES), **demo.POUND)
    rates.add(demo.demo_rates(demo.POUND["local_area"], date(2015, 4, 1)))
    table = rates.table()
    the_pound = pound.the_pound()
    area = the_pound.local_area
    # about 10,000 cases a year
    span = timedelta(days=max(30, n * 365 // 10_000))
    starts = sorted(end - timedelta(seconds=rng.uniform(0, span.total_seconds())) for _ in range(n))
    serials: dict[int, int] = {}
    fy_serials: dict[str, int] = {}
    rel, sold = [], []
    head_id = 0
    con = DB.connection()
    # one file written once: no log to write it twice through, no sync until the end
    con.execute("PRAGMA journal_mode = DELETE")
    con.execute("PRAGMA synchronous = OFF")
    con.execute("PRAGMA cache_size = -1000000")
    with DB.atomic():
        triggers, indexes = _set_aside(con)
        for first in range(0, n, CHUNK):
            cases, heads, feed = [], [], []
            for case_id, brought in enumerate(starts[first:first + CHUNK], start=first + 1):
                brought = brought.replace(second=0, microsecond=0)
                serials[brought.year] = serials.get(brought.year, 0) + 1
                seized = brought - timedelta(hours=rng.choice([1, 2, 3, 5, 8, 12, 20, 26]))
                owner = name(rng) if rng.random() < 0.75 else ""
                place = rng.choice(PLACES)
                basis = rng.choice(["s9", "s10"])
                cases.append(dict(id=case_id, pound=the_pound.id, year=brought.year,
                                  serial=serials[brought.year],
                                  case_no=numbering.case_number(serials[brought.year], brought.year),
                                  brought_at=brought, seized_at=seized, seized_place=f"{place} junction",
                                  local_area=rng.choice([area, area, area, demo.NEIGHBOUR]), basis=basis,
                                  seizer_name=name(rng), seizer_residence=rng.choice(PLACES),
                                  seizer_capacity="cultivator" if basis == "s9" else "police",
                                  owner_name=owner, owner_residence=rng.choice(PLACES) if owner else "",
                                  police_aid="", flags="", source="import", entered_at=brought))
                my_heads = []
                for seq in range(1, rng.choice([1, 1, 1, 1, 2, 2, 3, 4]) + 1):
                    head_id += 1
                    kind = rng.choice(KINDS)
                    tag = "".join(rng.choice("0123456789") for _ in range(12)) \
                        if kind in ("cow", "buffalo", "ox") and rng.random() < 0.6 else ""
                    heads.append(dict(id=head_id, case=case_id, seq=seq, kind=kind,
                                      sex=rng.choice(["female", "male"]),
                                      colour=rng.choice(["black", "white", "brown"]), marks="", ear_tag=tag))
                    my_heads.append((head_id, seq, kind))
                stay_days = rng.choice([0, 1, 1, 2, 2, 3, 4, 6, 9, 16])
                released_at = brought + timedelta(days=stay_days, hours=rng.randint(1, 8))
                claimed = owner and released_at < end and rng.random() < 0.7
                held_until = released_at if claimed else min(end, brought + timedelta(days=20))
                day = brought.date()
                while day <= held_until.date() and day < end.date():
                    for hid, _, _ in my_heads:
                        feed.append(dict(head=hid, day=day, fed=True, watered=True, note="",
                                         logged_at=datetime.combine(day, datetime.min.time()) + timedelta(hours=18)))
                    day += timedelta(days=1)
                if not claimed and brought < end - timedelta(days=30):
                    # long unclaimed: sold at auction in the years of the paper register
                    sold.append((brought + timedelta(days=17, hours=11), case_id, [hid for hid, _, _ in my_heads]))
                if claimed:
                    d = law_dues.dues(Stay(brought, seized, cases[-1]["local_area"], area),
                                      [(s, k) for _, s, k in my_heads], table, released_at)
                    rel.append((released_at, case_id, owner, [hid for hid, _, _ in my_heads], d))
            _insert(con, Case, cases)
            _insert(con, Head, heads)
            _insert(con, FeedingEntry, feed)
        # receipts are issued in order of release, numbered per financial year
        rel.sort(key=lambda r: r[0])
        for first in range(0, len(rel), CHUNK):
            receipts, lines, releases, rel_heads = [], [], [], []
            for receipt_id, (released_at, case_id, owner, hids, d) in enumerate(rel[first:first + CHUNK],
                                                                                  start=first + 1):
                fy = numbering.financial_year(released_at.date())
                fy_serials[fy] = fy_serials.get(fy, 0) + 1
                receipts.append(dict(id=receipt_id, fy=fy, serial=fy_serials[fy],
                                     number=numbering.receipt_number(fy, fy_serials[fy]), issued_at=released_at,
                                     case=case_id, claimant_name=owner, claimant_capacity="owner",
                                     claimant_residence="", evidence="", total_paise=d.total.paise,
                                     tendered_paise=d.total.paise, keeper_name=the_pound.keeper_name))
                for hid, line in zip(hids, d.heads):
                    lines.append(dict(receipt=receipt_id, head=hid, fine_paise=line.fine.amount.paise,
                                      fine_reference=line.fine.reference, feeding_periods=line.periods,
                                      feeding_paise=line.feeding.paise,
                                      feeding_reference="; ".join(line.feeding_references)))
                    rel_heads.append(dict(release=receipt_id, head=hid))
                releases.append(dict(id=receipt_id, case=case_id, released_at=released_at, basis="s12",
                                     receipt=receipt_id, claimant_name=owner, claimant_capacity="owner"))
            _insert(con, Receipt, receipts)
            _insert(con, ReceiptLine, lines)
            _insert(con, Release, releases)
            _insert(con, ReleasedHead, rel_heads)
        for first in range(0, len(sold), CHUNK):
            releases, rel_heads = [], []
            for release_id, (at, case_id, hids) in enumerate(sold[first:first + CHUNK],
                                                             start=len(rel) + first + 1):
                releases.append(dict(id=release_id, case=case_id, released_at=at, basis="earlier_register",
                                     receipt=None, claimant_name="Sold at public auction (s. 13(3)), "
                                                                 "as the earlier register records",
                                     claimant_capacity="as recorded"))
                rel_heads += [dict(release=release_id, head=h) for h in hids]
            _insert(con, Release, releases)
            _insert(con, ReleasedHead, rel_heads)
        _link(con, list(BULK_TABLES))
        for sql in indexes.values():
            con.execute(sql)
        search.rebuild(DB)
        search.rebuild_pieces(DB)
        held.rebuild(DB)
        for sql in triggers.values():
            con.execute(sql)
    con.execute("PRAGMA journal_mode = WAL")
    DB.execute_sql("ANALYZE")


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--cases", type=int, default=10_000)
    p.add_argument("--db", type=Path, required=True)
    p.add_argument("--seed", type=int, default=7)
    args = p.parse_args(argv)
    if args.db.exists():
        sys.exit(f"{args.db} exists; give a new path")
    t = time.perf_counter()
    generate(args.cases, args.db, args.seed)
    print(f"{args.cases} cases in {time.perf_counter() - t:.1f} s → {args.db}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
