"""The local authority's scale: returns of N pounds for M months (1,000 × 12
by default), signed with the pound side's writer, imported into the
consolidation database, then the year's consolidated report.

    python bench/returns.py --db postgresql://user@host:port/dbname
    python bench/returns.py --db ... --pounds 100 --months 12     # a fraction
    python bench/returns.py --db ... --write      # the figures into docs/PERFORMANCE.md

The bundles are generated once into bench/.cache/returns-<N>x<M>/ (data.json
of the agreed shape with realistic volumes, built directly, without a pound
database per pound). The database's authority tables are dropped first.
Half the bundles are imported by the program, half by a plain loader (the
same verification and rows by hand-written statements), taking turns; prints
the time a bundle of each, their ratio, and the times of the year's report
(the SQL, the CSV and the PDF)."""
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
    cases, releases, receipts, sales, deposits, open_cases = [], [], [], [], [], []
    totals = dict(impounded=0, released=0, sold=0, disposed_otherwise=0, held_at_end=0, fines_paise=0,
                  feeding_paise=0, sale_proceeds_paise=0, deposits_held_paise=0, deposits_due_paise=0,
                  overdue_cases=0)
    still = []
    for n in range(rng.randint(0, size)):
        case_no = f"{pound_no % 1000:03d}{m:02d}{n:02d}/{y}"
        heads = [{"seq": i + 1, "kind": rng.choice(KINDS), "ear_tag": f"KL{rng.randint(10**7, 10**8)}",
                  "marks": "white patch on the forehead"} for i in range(rng.choice([1, 1, 1, 2, 3]))]
        seqs = [h["seq"] for h in heads]
        brought = datetime(y, m, rng.randint(1, days), rng.randint(6, 19), rng.choice([0, 15, 30, 45]))
        cases.append({"case_no": case_no, "brought_at": brought.isoformat(), "seized_place": "Market junction",
                      "seizer_name": "Police constable 1234", "owner_name": "Rajan P.", "heads": heads,
                      "amendments": []})
        totals["impounded"] += len(heads)
        fate = rng.random()
        fine, feeding = 50000 * len(heads), 12000 * len(heads) * rng.randint(1, 6)
        at = (brought + timedelta(days=rng.randint(0, 5))).isoformat()
        if fate < 0.8:
            releases.append({"case_no": case_no, "head_seqs": seqs, "released_at": at, "basis": "s12"})
            receipts.append({"number": f"R{len(receipts) + 1:05d}", "case_no": case_no, "issued_at": at,
                             "fines_paise": fine, "feeding_paise": feeding, "total_paise": fine + feeding,
                             "lines": [{"head_seq": q, "fine_paise": 50000, "feeding_paise": feeding // len(heads)}
                                       for q in seqs]})
            totals["released"] += len(heads)
            totals["fines_paise"] += fine
            totals["feeding_paise"] += feeding
        elif fate < 0.9:
            price = rng.randint(3000, 40000) * 100
            releases.append({"case_no": case_no, "head_seqs": seqs, "released_at": at, "basis": "sale"})
            sales.append({"case_no": case_no, "price_paise": price, "buyer": "K. Mohanan"})
            totals["sold"] += len(heads)
            totals["sale_proceeds_paise"] += price
            surplus = max(0, price - fine - feeding)
            if surplus:
                due = len(deposits) % 3 == 0
                deposits.append({"case_no": case_no, "amount_paise": surplus, "held_at_end": True,
                                 "due_at_end": due})
                totals["deposits_held_paise"] += surplus
                totals["deposits_due_paise"] += surplus if due else 0
        elif fate < 0.93:
            releases.append({"case_no": case_no, "head_seqs": seqs, "released_at": at, "basis": "s13_proviso"})
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
    money = totals["fines_paise"] + totals["feeding_paise"]
    moved = {"cash": money, "fines": -totals["fines_paise"], "feeding": -totals["feeding_paise"]}
    data = {"format_version": 1, "period": {"start": f"{period}-01", "end": f"{period}-{days:02d}"},
            "cases": cases, "releases": releases, "receipts": receipts, "remittances": [],
            "daily_statements": [{"day": f"{period}-{d:02d}"} for d in range(1, days + 1)],
            "notices": [], "sales": sales, "disposals_otherwise": [], "settlements": [], "owner_accounts": [],
            "deposits": deposits, "protest_deposits": [], "complaints": [], "orders": [],
            "open_cases": open_cases, "ledger": {"moved": moved, "balances_at_end": moved}, "totals": totals}
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


def plain_import(files: list[Path], db) -> int:
    """The floor the import is measured against: the same verification of
    each bundle (signature, files, the figures read from data.json and
    counted again from its records) and the
    same rows written (the return, its totals, its open cases, and the
    charts' counts of its seizures by place and kind), one transaction a bundle, by hand-written statements
    on the driver's connection (no ORM). Returns the bundles written."""
    from pound_desk.authority.across import marks_of
    from pound_desk.authority.database import is_postgres
    from pound_desk.authority.imports import check_figures, read_data
    from pound_desk.authority.seizures import count as count_seizures
    from pound_desk.returns.bundle import read_bundle
    from pound_desk.returns.schema import SHARED_TOTALS as TOTAL_KEYS

    con = db.connection()
    pg = is_postgres(getattr(db, "url", ""))
    mark = "%s" if pg else "?"

    def q(sql: str) -> str:
        return sql.replace("?", mark)

    written = 0
    for f in files:
        bundle = read_bundle(f.read_bytes())
        cur = con.cursor()
        cur.execute(q("SELECT id FROM authority_pound WHERE fingerprint = ?"), (bundle.fingerprint,))
        pid = cur.fetchone()[0]
        data = read_data(bundle)   # data.json read by the return's schema
        check_figures(data, "chain.json" in bundle.files)
        m = bundle.manifest
        made_at = datetime.fromisoformat(m["made_at"])
        cur.execute("BEGIN" if pg else "BEGIN IMMEDIATE")
        if pg:
            cur.execute("SELECT id FROM authority_pound WHERE id = %s FOR UPDATE", (pid,))
        cur.execute(q("SELECT revision FROM authority_return WHERE pound_id = ? AND period = ?"),
                    (pid, bundle.period))
        assert cur.fetchall() == []
        cur.execute(q("SELECT MAX(sequence) FROM authority_return WHERE pound_id = ?"), (pid,))
        last = cur.fetchone()[0]
        assert last is None or bundle.sequence == last + 1
        # in proportion to the pound: the most cases and heads held it returned before
        cur.execute(q("SELECT MAX(s.cases) FROM authority_return_seizures s JOIN authority_return r "
                      "ON r.id = s.return_id WHERE r.pound_id = ?"), (pid,))
        cur.execute(q("SELECT MAX(t.held_at_end) FROM authority_return_totals t JOIN authority_return r "
                      "ON r.id = t.return_id WHERE r.pound_id = ?"), (pid,))
        row = (pid, bundle.period, bundle.sequence, bundle.revision, bundle.manifest_sha256, made_at,
               datetime.now().replace(microsecond=0), str(m.get("chain_head") or ""), f.name,
               m["pound"]["name"], m["pound"]["place"], m["pound"]["local_area"],
               bundle.manifest_bytes.decode("utf-8"), bundle.files["data.json"].decode("utf-8"))
        cur.execute(q("INSERT INTO authority_return (pound_id, period, sequence, revision, manifest_sha256, "
                      "made_at, imported_at, chain_head, file_name, pound_name, place, local_area, "
                      "manifest_json, data_json) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
                      + (" RETURNING id" if pg else "")), row)
        ret_id = cur.fetchone()[0] if pg else cur.lastrowid
        cur.execute(q(f"INSERT INTO authority_return_totals (return_id, {', '.join(TOTAL_KEYS)}) "
                      f"VALUES ({', '.join('?' for _ in range(len(TOTAL_KEYS) + 1))})"),
                    [ret_id, *(getattr(data.totals, k) for k in TOTAL_KEYS)])
        rows = [(ret_id, c.case_no[:40], c.heads_held, c.dues_paise, ",".join(c.overdue)[:500])
                for c in data.open_cases or ()]
        if rows and pg:
            from psycopg2.extras import execute_values
            execute_values(cur, "INSERT INTO authority_open_case (return_id, case_no, heads_held, dues_paise, "
                                "overdue) VALUES %s", rows, page_size=1000)
        elif rows:
            cur.executemany("INSERT INTO authority_open_case (return_id, case_no, heads_held, dues_paise, overdue) "
                            "VALUES (?, ?, ?, ?, ?)", rows)
        counts = count_seizures(data)   # the charts' rows, as the import keeps them
        if counts is not None:
            cur.execute(q("INSERT INTO authority_return_seizures (return_id, cases, heads) VALUES (?, ?, ?)"),
                        (ret_id, counts.cases, counts.heads))
            places = [(ret_id, p, c, h) for p, (c, h) in counts.places.items()]
            kinds = [(ret_id, k, n) for k, n in counts.kinds.items()]
            if pg:
                from psycopg2.extras import execute_values
                if places:
                    execute_values(cur, "INSERT INTO authority_return_place (return_id, place, cases, heads) "
                                        "VALUES %s", places, page_size=1000)
                if kinds:
                    execute_values(cur, "INSERT INTO authority_return_kind (return_id, kind, heads) VALUES %s",
                                   kinds, page_size=1000)
            else:
                cur.executemany("INSERT INTO authority_return_place (return_id, place, cases, heads) "
                                "VALUES (?, ?, ?, ?)", places)
                cur.executemany("INSERT INTO authority_return_kind (return_id, kind, heads) VALUES (?, ?, ?)", kinds)
        # the bundle as received (to forward upward) and its ear tags and owners (across pounds), as kept
        raw = f.read_bytes()
        cur.execute(q("INSERT INTO authority_return_bundle (return_id, bundle) VALUES (?, ?)"),
                    (ret_id, psycopg2_binary(raw) if pg else raw))
        marks = [(ret_id, *m) for m in marks_of(data)]
        if marks and pg:
            from psycopg2.extras import execute_values
            execute_values(cur, "INSERT INTO authority_return_mark (return_id, kind, key, case_no, brought_at, "
                                "local_area) VALUES %s", marks, page_size=1000)
        elif marks:
            cur.executemany("INSERT INTO authority_return_mark (return_id, kind, key, case_no, brought_at, "
                            "local_area) VALUES (?, ?, ?, ?, ?, ?)", marks)
        cur.execute("COMMIT")
        written += 1
    return written


def psycopg2_binary(raw: bytes):
    from psycopg2 import Binary

    return Binary(raw)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--db", required=True, help="the consolidation database (postgresql://… or a path)")
    ap.add_argument("--pounds", type=int, default=1000)
    ap.add_argument("--months", type=int, default=12)
    ap.add_argument("--no-plain", action="store_true", help="import every bundle, none by the plain loader")
    ap.add_argument("--write", action="store_true", help="put the figures into docs/PERFORMANCE.md")
    ap.add_argument("--report-only", action="store_true",
                    help="measure the reports on the returns imported by an earlier run")
    args = ap.parse_args(argv)

    from pound_desk.authority import imports, pounds
    from pound_desk.authority.database import close_authority, describe, is_postgres, open_authority
    from pound_desk.authority.models import AUTHORITY_MODELS

    # v2: returns whose figures follow from their records (the import counts them again)
    folder = HERE / ".cache" / f"returns-v2-{args.pounds}x{args.months}"
    t = time.perf_counter()
    pems = generate(folder, args.pounds, args.months)
    files = sorted(folder.glob("*.pdreturn"))
    size = sum(f.stat().st_size for f in files)
    print(f"{len(files)} bundles in {folder} ({size / len(files) / 1024:.1f} KiB each; "
          f"ready in {time.perf_counter() - t:.1f} s)")

    if args.report_only:
        open_authority(args.db)
        return _reports(args, {})

    def fresh():
        """Empty tables, the pounds registered."""
        db = open_authority(args.db)
        tables = ", ".join(f'"{m._meta.table_name}"' for m in AUTHORITY_MODELS)
        if is_postgres(args.db):
            db.execute_sql(f"DROP TABLE IF EXISTS {tables} CASCADE")
        else:
            for m in reversed(AUTHORITY_MODELS):
                db.execute_sql(f'DROP TABLE IF EXISTS "{m._meta.table_name}"')
        close_authority()
        db = open_authority(args.db)
        db.url = args.db
        for i, pem in enumerate(pems):
            # a town's pound (one in twenty: hundreds of cases a month) holds more
            pounds.register(f"Pound {i + 1:04d}", pem, f"Panchayat {i // 10 + 1}",
                            capacity=40 if i % 20 == 0 else 10)
        return db

    figures: dict[str, float] = {"plain": 0.0, "import": 0.0, "plain_bundles": 0, "import_bundles": 0}
    db = fresh()
    # The two take turns, a block of pounds (all their months) each, into the
    # same tables: other work on the machine weighs on both alike, and both
    # meet tables of the same size.
    by_pound: dict[str, list[Path]] = {}
    for f in files:
        by_pound.setdefault(f.name.rsplit("-", 3)[0], []).append(f)
    groups = list(by_pound.values())
    block = max(1, len(groups) // 20)
    outcomes = []
    started = time.perf_counter()
    for i in range(0, len(groups), block):
        chunk = [f for g in groups[i:i + block] for f in g]
        plain = not args.no_plain and (i // block) % 2 == 1
        t = time.perf_counter()
        if plain:
            plain_import(chunk, db)
        else:
            outcomes += imports.import_paths(chunk)
        key = "plain" if plain else "import"
        figures[key] += time.perf_counter() - t
        figures[f"{key}_bundles"] += len(chunk)
        print(f"  {figures['plain_bundles'] + figures['import_bundles']}/{len(files)} bundles "
              f"({time.perf_counter() - started:.0f} s)", flush=True)
    refused = [o for o in outcomes if not o.ok]
    for key in ("import", "plain"):
        if figures[f"{key}_bundles"]:
            print(f"{key}: {figures[f'{key}_bundles']} bundles in {figures[key]:.1f} s = "
                  f"{figures[key] / figures[f'{key}_bundles'] * 1000:.1f} ms a bundle")
    print(f"({len(refused)} refused) into {describe(args.db)}")
    if refused:
        print("  first refusal:", refused[0].file, refused[0].message)
    figures["bundles"] = len(files)
    return _reports(args, figures)


def _reports(args, figures: dict) -> int:
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
    table = _table(args, figures, timings, report, pdf)
    print(table)
    if args.write:
        from figures import replace_block
        replace_block("returns", table)
    return 0


def _table(args, figures: dict, timings: dict, report, pdf: bytes) -> str:
    """The figures as the Markdown table of docs/PERFORMANCE.md."""
    def per(key: str) -> float:
        return figures[key] / figures[f"{key}_bundles"] * 1000

    size = f"{args.pounds:,} pounds × {args.months} months"
    lines = [f"| measure | {size} | target |", "|---|---|---|"]
    if figures.get("import_bundles"):
        year = per("import") * figures["bundles"] / 1000
        lines.append(f"| import, a bundle (verified and written in its own transaction) | "
                     f"{per('import'):.1f} ms ({figures['import_bundles']:,} bundles) | |")
        if figures.get("plain_bundles"):
            lines.append(f"| plain loader, a bundle: the same verification and rows, hand-written "
                         f"statements | {per('plain'):.1f} ms ({figures['plain_bundles']:,} bundles) | |")
            lines.append(f"| import ÷ plain loader | {per('import') / per('plain'):.2f}× | ≤ 1.5× |")
        lines.append(f"| the year's {figures['bundles']:,} bundles at the import's rate | {year:,.0f} s | "
                     "< 10 minutes |")
    lines.append(f"| annual report, the figures (SQL) | {timings['annual report, the figures (SQL)']:.2f} s | |")
    lines.append(f"| annual report as PDF ({len(report.lines):,} pounds, {len(report.overdue):,} cases overdue; "
                 f"{len(pdf) / 1024:.0f} KiB) | {timings['annual report as PDF']:.2f} s | ≤ 3 s |")
    return "\n".join(lines)

if __name__ == "__main__":
    sys.exit(main())
