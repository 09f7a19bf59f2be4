"""The local authority's scale: returns of N pounds for M months (1,000 × 12
by default), signed with the pound side's writer, imported into the
consolidation database, then the year's consolidated report.

    python bench/returns.py --db postgresql://user@host:port/dbname
    python bench/returns.py --db ... --pounds 100 --months 12     # a fraction

The bundles are generated once into bench/.cache/returns-<N>x<M>/ (data.json
of the agreed shape with realistic volumes, built directly, without a pound
database per pound). The database's authority tables are dropped first.
Prints bundles per second for the import and the times of the year's report
(the SQL, the CSV and the PDF); the figures go into docs/PERFORMANCE.md."""
from __future__ import annotations

import argparse
import calendar
import io
import json
import random
import sys
import time
from datetime import datetime, timedelta
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey  # noqa: E402

from pound_desk.returns import keys  # noqa: E402
from pound_desk.returns.bundle import bundle_name, write_bundle  # noqa: E402

KINDS = ["cow", "cow", "cow", "goat", "goat", "buffalo", "ox", "calf", "pig"]
YEAR = 2026


def sample_pdf(pages: int = 3) -> bytes:
    """A return's PDF of a realistic size (a few pages of tables)."""
    from reportlab.lib.pagesizes import A4
    from reportlab.pdfgen.canvas import Canvas

    out = io.BytesIO()
    c = Canvas(out, pagesize=A4)
    for page in range(pages):
        for i in range(60):
            c.drawString(40, 800 - i * 12, f"Case {page * 60 + i:03d}/{YEAR}  Rajan P.  cow  fine 500.00  "
                                            f"feeding 120.00  released 12-03-{YEAR}")
        c.showPage()
    c.save()
    return out.getvalue()


def month_data(rng: random.Random, pound_no: int, period: str, carried: list[dict]) -> tuple[dict, list[dict]]:
    """A month's data.json for one pound: 0–40 cases (a town's pound: up to
    800), most released on payment, some sold or disposed of otherwise, a few
    still held."""
    y, m = map(int, period.split("-"))
    days = calendar.monthrange(y, m)[1]
    # most pounds are small; one in twenty is a town's, with hundreds of cases a month
    size = rng.randint(300, 800) if pound_no % 20 == 0 else rng.choice([2, 5, 10, 20, 40])
    cases, releases, receipts, sales, open_cases = [], [], [], [], []
    totals = dict(impounded=0, released=0, sold=0, disposed_otherwise=0, held_at_end=0, fines_paise=0,
                  feeding_paise=0, sale_proceeds_paise=0, deposits_held_paise=0, deposits_due_paise=0,
                  overdue_cases=0)
    still = []
    for n in range(rng.randint(0, size)):
        case_no = f"{pound_no % 1000:03d}{m:02d}{n:02d}/{y}"
        heads = [{"seq": i + 1, "kind": rng.choice(KINDS), "ear_tag": f"KL{rng.randint(10**7, 10**8)}",
                  "marks": "white patch on the forehead"} for i in range(rng.choice([1, 1, 1, 2, 3]))]
        brought = datetime(y, m, rng.randint(1, days), rng.randint(6, 19), rng.choice([0, 15, 30, 45]))
        cases.append({"case_no": case_no, "brought_at": brought.isoformat(), "place": "Market junction",
                      "seizer": "Police constable 1234", "owner": "Rajan P.", "heads": heads,
                      "amendments": [], "amendments_applied": 0})
        totals["impounded"] += len(heads)
        fate = rng.random()
        fine, feeding = 50000 * len(heads), 12000 * len(heads) * rng.randint(1, 6)
        if fate < 0.8:
            at = (brought + timedelta(days=rng.randint(0, 5))).isoformat()
            releases.append({"case_no": case_no, "heads": [h["seq"] for h in heads], "at": at, "basis": "s12"})
            receipts.append({"number": f"R{len(receipts) + 1:05d}", "case_no": case_no,
                             "fine_paise": fine, "feeding_paise": feeding, "at": at})
            totals["released"] += len(heads)
            totals["fines_paise"] += fine
            totals["feeding_paise"] += feeding
        elif fate < 0.9:
            price = rng.randint(3000, 40000) * 100
            sales.append({"case_no": case_no, "price_paise": price, "buyer": "K. Mohanan"})
            totals["sold"] += len(heads)
            totals["sale_proceeds_paise"] += price
            totals["deposits_held_paise"] += max(0, price - fine - feeding)
        elif fate < 0.93:
            totals["disposed_otherwise"] += len(heads)
        else:
            still.append({"case_no": case_no, "heads_held": len(heads), "dues_paise": fine + feeding,
                          "overdue": []})
    # cases held from earlier months grow older: some fall overdue, some leave
    for c in carried:
        if rng.random() < 0.5:
            c = dict(c, overdue=["s13_report"] if rng.random() < 0.5 else ["s13_report", "s15_notice"])
            still.append(c)
    open_cases = still
    totals["held_at_end"] = sum(c["heads_held"] for c in open_cases)
    totals["overdue_cases"] = sum(1 for c in open_cases if c["overdue"])
    totals["deposits_due_paise"] = totals["deposits_held_paise"] // 3
    data = {"format_version": 1, "period": {"start": f"{period}-01", "end": f"{period}-{days:02d}"},
            "cases": cases, "releases": releases, "receipts": receipts, "remittances": [],
            "daily_statements": [{"day": f"{period}-{d:02d}"} for d in range(1, days + 1)],
            "notices": [], "sales": sales, "settlements": [], "owner_accounts": [], "deposits": [],
            "complaints": [], "orders": [], "open_cases": open_cases, "totals": totals}
    return data, open_cases


def generate(folder: Path, pounds: int, months: int) -> list[bytes]:
    """The bundles, written into ``folder`` (kept for the next run), and each
    pound's public key PEM."""
    folder.mkdir(parents=True, exist_ok=True)
    keys_file = folder / "keys.json"
    if keys_file.exists() and len(list(folder.glob("*.pdreturn"))) == pounds * months:
        return [k.encode() for k in json.loads(keys_file.read_text())]
    pdf = sample_pdf()
    pems = []
    rng = random.Random(61)
    started = time.perf_counter()
    for p in range(pounds):
        key = Ed25519PrivateKey.generate()
        pems.append(keys.public_pem(key).decode())
        carried: list[dict] = []
        for m in range(months):
            period = f"{YEAR}-{m + 1:02d}"
            data, carried = month_data(rng, p, period, carried)
            manifest = {"pound": {"name": f"Pound {p + 1:04d}", "place": f"Place {p + 1}",
                                  "local_authority": f"Panchayat {p // 10 + 1}", "local_area": f"Ward {p + 1}"},
                        "period": period, "sequence": m + 1, "revision": 0,
                        "made_at": datetime(YEAR, m + 1, 1, 9, 0).isoformat(), "chain_head": "0" * 64}
            body = json.dumps(data, ensure_ascii=False).encode("utf-8")
            out = write_bundle(manifest, {"data.json": body, "return.pdf": pdf}, key)
            (folder / bundle_name(keys.pound_id(key), period, 0)).write_bytes(out)
        if (p + 1) % 100 == 0:
            print(f"  generated {p + 1} pounds ({time.perf_counter() - started:.0f} s)", flush=True)
    keys_file.write_text(json.dumps(pems))
    return [k.encode() for k in pems]


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--db", required=True, help="the consolidation database (postgresql://… or a path)")
    ap.add_argument("--pounds", type=int, default=1000)
    ap.add_argument("--months", type=int, default=12)
    ap.add_argument("--report-only", action="store_true",
                    help="measure the reports on the returns imported by an earlier run")
    args = ap.parse_args(argv)

    from pound_desk.authority import imports, pounds
    from pound_desk.authority.database import close_authority, describe, is_postgres, open_authority
    from pound_desk.authority.models import AUTHORITY_MODELS

    folder = HERE / ".cache" / f"returns-{args.pounds}x{args.months}"
    t = time.perf_counter()
    pems = generate(folder, args.pounds, args.months)
    files = sorted(folder.glob("*.pdreturn"))
    size = sum(f.stat().st_size for f in files)
    print(f"{len(files)} bundles in {folder} ({size / len(files) / 1024:.1f} KiB each; "
          f"ready in {time.perf_counter() - t:.1f} s)")

    if args.report_only:
        open_authority(args.db)
        return _reports(args)
    db = open_authority(args.db)
    tables = ", ".join(f'"{m._meta.table_name}"' for m in AUTHORITY_MODELS)
    if is_postgres(args.db):
        db.execute_sql(f"DROP TABLE IF EXISTS {tables} CASCADE")
    else:
        for m in reversed(AUTHORITY_MODELS):
            db.execute_sql(f'DROP TABLE IF EXISTS "{m._meta.table_name}"')
    close_authority()
    open_authority(args.db)
    for i, pem in enumerate(pems):
        pounds.register(f"Pound {i + 1:04d}", pem, f"Panchayat {i // 10 + 1}")

    t = time.perf_counter()
    done = [0]

    def progress(n, total):
        done[0] = n
        if n % 1000 == 0:
            print(f"  imported {n}/{total} ({n / (time.perf_counter() - t):.1f} bundles/s)", flush=True)

    outcomes = imports.import_paths([folder], progress=progress)
    elapsed = time.perf_counter() - t
    refused = [o for o in outcomes if not o.ok]
    print(f"import: {len(outcomes)} bundles in {elapsed:.1f} s = {len(outcomes) / elapsed:.1f} bundles/s "
          f"({len(refused)} refused) into {describe(args.db)}")
    if refused:
        print("  first refusal:", refused[0].file, refused[0].message)

    return _reports(args)


def _reports(args) -> int:
    from pound_desk.authority import document, reports
    from pound_desk.authority.database import close_authority
    from pound_desk.authority.models import ADB

    timings = {}
    t = time.perf_counter()
    report = reports.build(str(YEAR))
    timings["annual report, the figures (SQL)"] = time.perf_counter() - t
    t = time.perf_counter()
    csv_bytes = reports.to_csv(report)
    timings["annual report as CSV"] = time.perf_counter() - t
    t = time.perf_counter()
    pdf = document.render(report, "Bench Local Authority")
    timings["annual report as PDF"] = time.perf_counter() - t
    month = f"{YEAR}-{args.months:02d}"
    t = time.perf_counter()
    reports.build(month)
    timings[f"a month's report ({month}), the figures"] = time.perf_counter() - t
    for k, v in timings.items():
        print(f"{k}: {v:.2f} s")
    print(f"annual report: {len(report.lines)} pounds, {sum(x.returns for x in report.lines)} returns, "
          f"{report.totals['impounded']} cattle impounded, {len(report.overdue)} cases overdue; "
          f"CSV {len(csv_bytes) / 1024:.0f} KiB, PDF {len(pdf) / 1024:.0f} KiB")
    rows = ADB.obj.execute_sql("SELECT COUNT(*) FROM authority_open_case").fetchone()[0]
    print(f"open-case rows: {rows}")
    close_authority()
    return 0


if __name__ == "__main__":
    sys.exit(main())
