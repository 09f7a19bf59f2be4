"""Generate a register of N cases for benchmarks: realistic mixes of kinds,
dates over several years, owners and seizers, most released on payment with
their receipts, the long-unclaimed ones recorded as sold at auction in the
earlier register, and feeding logged for each day held.

Rows are written in bulk (the workflows would take minutes for 100,000
cases); the rules still decide every amount, through the same rate table.

    python bench/generate.py --cases 100000 --db /tmp/bench.sqlite3
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
from pound_desk.models import (DB, Case, FeedingEntry, Head, Receipt, ReceiptLine, Release,
                               ReleasedHead, open_database)
from pound_desk.services import demo, pound, rates

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
    cases, heads, feed, receipts, lines, rel, rel_heads, sold = [], [], [], [], [], [], [], []
    head_id = 0
    receipt_id = 0
    last_release = datetime.min
    for case_id, brought in enumerate(starts, start=1):
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
                              sex=rng.choice(["female", "male"]), colour=rng.choice(["black", "white", "brown"]),
                              marks="", ear_tag=tag))
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
            sold.append(dict(case=case_id, released_at=brought + timedelta(days=17, hours=11),
                             basis="earlier_register", receipt=None,
                             claimant_name="Sold at public auction (s. 13(3)), as the earlier register records",
                             claimant_capacity="as recorded", heads=[hid for hid, _, _ in my_heads]))
        if claimed:
            d = law_dues.dues(Stay(brought, seized, cases[-1]["local_area"], area),
                              [(s, k) for _, s, k in my_heads], table, released_at)
            rel.append((released_at, case_id, owner, my_heads, d))
    # receipts are issued in order of release, numbered per financial year
    for released_at, case_id, owner, my_heads, d in sorted(rel, key=lambda r: r[0]):
        receipt_id += 1
        fy = numbering.financial_year(released_at.date())
        fy_serials[fy] = fy_serials.get(fy, 0) + 1
        receipts.append(dict(id=receipt_id, fy=fy, serial=fy_serials[fy],
                             number=numbering.receipt_number(fy, fy_serials[fy]), issued_at=released_at,
                             case=case_id, claimant_name=owner, claimant_capacity="owner",
                             claimant_residence="", evidence="", total_paise=d.total.paise,
                             tendered_paise=d.total.paise, keeper_name=the_pound.keeper_name))
        rel_heads_of = []
        for (hid, _, _), line in zip(my_heads, d.heads):
            lines.append(dict(receipt=receipt_id, head=hid, fine_paise=line.fine.amount.paise,
                              fine_reference=line.fine.reference, feeding_periods=line.periods,
                              feeding_paise=line.feeding.paise,
                              feeding_reference="; ".join(line.feeding_references)))
            rel_heads_of.append(hid)
        rel_heads.append((dict(id=receipt_id, case=case_id, released_at=released_at, basis="s12",
                               receipt=receipt_id, claimant_name=owner, claimant_capacity="owner"),
                          rel_heads_of))
    with DB.atomic():
        for model, rows in ((Case, cases), (Head, heads), (FeedingEntry, feed), (Receipt, receipts),
                            (ReceiptLine, lines), (Release, [r for r, _ in rel_heads])):
            for i in range(0, len(rows), 500):
                model.insert_many(rows[i:i + 500]).execute()
        first = len(rel_heads) + 1
        disposed = [({k: v for k, v in row.items() if k != "heads"} | {"id": first + i}, row["heads"])
                    for i, row in enumerate(sold)]
        for i in range(0, len(disposed), 500):
            Release.insert_many([r for r, _ in disposed[i:i + 500]]).execute()
        rel_heads += disposed
        rh = [dict(release=r["id"], head=h) for r, hs in rel_heads for h in hs]
        for i in range(0, len(rh), 500):
            ReleasedHead.insert_many(rh[i:i + 500]).execute()
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
