"""The state's scale: Kerala's 1,034 local authorities (941 grama panchayats,
87 municipalities, 6 corporations in 14 districts), two pounds each, ten
years of monthly returns (about 250,000), forwarded and imported at the
Director of Local Bodies on PostgreSQL.

    python bench/state_scale.py                          # 1,034 × 2 pounds × 120 months
    python bench/state_scale.py --las 100 --months 24    # a fraction
    python bench/state_scale.py --db postgresql://…      # a server of one's own: its authority tables dropped first
    python bench/state_scale.py --write                  # the figures into docs/PERFORMANCE.md

Without ``--db`` a throwaway PostgreSQL server is made in a temporary folder
(initdb, pg_ctl: fsync on, as installed) and removed at the end.

The returns are made once into bench/.cache/state-v1-<LAS>x<MONTHS>/: each
pound's month as the pound exports it (the register's entries, releases,
receipts, sales, deposits, open cases, the ledger and the daily statements,
the figures following from them; the chain's links since the last return;
``returns.bundle.write_bundle`` signs it with the pound's key), and each
local authority's year forwarded as it forwards (``authority.forward.write``:
the covering list signed with the local authority's key). One key a pound and
a local authority, made once.

The Director registers the local authorities, then imports every forwarded
file: half by the program (``authority.upper.import_forward``), half by a
plain loader making the same checks (the covering list's signature, each
bundle's checksum and signature, the figures counted again, the chain anchor,
the sequence, the proportion) and writing the same rows by hand-written
statements with psycopg2's ``execute_values``, no ORM; the two take turns, a
block of local authorities each, into the same tables. Then the Director's
year (SQL and PDF), an ear tag and an owner looked up across every return
(with the plans PostgreSQL chose), and the database's size. The import is
checked whole: every return imported once, none missing, the year's figures
those the returns were made with."""
from __future__ import annotations

import argparse
import base64
import calendar
import hashlib
import io
import json
import os
import random
import re
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import zipfile
from dataclasses import dataclass
from datetime import date, datetime, timedelta
from pathlib import Path
from types import SimpleNamespace

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey  # noqa: E402

from pound_desk.models.chain import follow  # noqa: E402
from pound_desk.returns import (
    data_json,  # noqa: E402
    keys,  # noqa: E402
)
from pound_desk.returns import figures as return_figures  # noqa: E402
from pound_desk.returns.bundle import bundle_name, write_bundle  # noqa: E402
from pound_desk.returns.schema import MonthlyReturn  # noqa: E402

CACHE_VERSION = 1
LAST_YEAR = 2025             # the returns end with its December; the Director's year is the last one
STATE = 1034
DISTRICTS = ["Thiruvananthapuram", "Kollam", "Pathanamthitta", "Alappuzha", "Kottayam", "Idukki", "Ernakulam",
             "Thrissur", "Palakkad", "Malappuram", "Kozhikode", "Wayanad", "Kannur", "Kasaragod"]
CORPORATIONS = {0, 172, 344, 516, 688, 860}
KINDS = ["cow", "cow", "cow", "cow", "goat", "goat", "buffalo", "ox", "calf", "bull"]
COLOURS = ["black", "brown", "white", "red", "grey", "black and white", "brown and white"]
PREFIX = ["Kara", "Nedu", "Pulla", "Vella", "Kotta", "Chira", "Mana", "Puthu", "Thiru", "Ala", "Kutti", "Vai",
          "Pala", "Ponnu", "Kolla", "Maru", "Peri", "Ayira", "Kizhakke", "Padinjare", "Chem", "Elam", "Thek",
          "Vada"]
MIDDLE = ["", "ma", "van", "kan", "pat", "ar"]
SUFFIX = ["kulam", "mangad", "ppuram", "kkara", "ssery", "nad", "kode", "pally", "thara", "kavu", "ppady",
          "moodu", "kunnu", "chira", "thuruthy", "vila"]
GIVEN = ["Rajan", "Suresh", "Mohanan", "Sasi", "Gopalan", "Vijayan", "Babu", "Ramesh", "Anil", "Sunil",
         "Radha", "Sreedevi", "Lalitha", "Ammini", "Kunjumon", "Abdul Rahman", "Mammootty", "Joseph", "Thomas",
         "Varghese", "Kuttan", "Unnikrishnan", "Prakash", "Santhosh", "Beena", "Shaji", "Ashraf", "Fathima",
         "Mathew", "Chacko", "Devaki", "Narayanan", "Bhaskaran", "Sivan", "Raghavan", "Janaki", "Omana",
         "Sainaba", "Kesavan", "Ayyappan"]
INITIALS = "ABCDGKMNPRSTUV"
# a case's fine and a day's feeding a head (paise): the rules' table for cattle and for goats
FINE = {"goat": 2500}
FINE_DEFAULT = 5000
FEEDING = {"goat": 1500}
FEEDING_DEFAULT = 4000


def place_name(i: int) -> str:
    """A place of Kerala's manner, one for each ``i`` below 2,304."""
    p, m, s = PREFIX[i % len(PREFIX)], MIDDLE[(i // len(PREFIX)) % len(MIDDLE)], \
        SUFFIX[(i // (len(PREFIX) * len(MIDDLE))) % len(SUFFIX)]
    return p + m + s


@dataclass(frozen=True)
class Authority:
    number: int
    kind: str               # grama panchayat, municipality, corporation
    name: str
    district: str


def authority(i: int, count: int) -> Authority:
    """The ``i``-th of ``count`` local authorities: the state's proportions of the three kinds at any count."""
    j = i * STATE // count
    kind = ("corporation" if j in CORPORATIONS else "municipality" if j % 12 == 6 or j == STATE - 1
            else "grama panchayat")
    words = {"corporation": "Municipal Corporation", "municipality": "Municipality",
             "grama panchayat": "Grama Panchayat"}
    return Authority(i, kind, f"{place_name(i)} {words[kind]}", DISTRICTS[i % len(DISTRICTS)])


def months(count: int) -> list[str]:
    """The ``count`` months ending with December of LAST_YEAR."""
    out, y, m = [], LAST_YEAR, 12
    for _ in range(count):
        out.append(f"{y}-{m:02d}")
        y, m = (y, m - 1) if m > 1 else (y - 1, 12)
    return out[::-1]


def dues_of(heads: list[dict], months_held: int) -> int:
    return sum(FINE.get(x["kind"], FINE_DEFAULT) + FEEDING.get(x["kind"], FEEDING_DEFAULT) * 30 * months_held
               for x in heads)


# ---- one pound's months ---------------------------------------------------

class Pound:
    """A pound's register as its months go by: the cattle held, the deposits,
    the ledger's balances, the chain's head, and the numbers it gives out."""

    def __init__(self, la: Authority, number: int, key: Ed25519PrivateKey, rng: random.Random):
        self.la, self.number, self.key, self.rng = la, number, key, rng
        self.place = place_name(la.number * 2 + number + 1034) if number else place_name(la.number)
        self.name = f"{self.place} Pound" if number == 0 else f"{place_name(la.number)} {self.place} Pound"
        self.capacity = {"corporation": 40, "municipality": 15}.get(la.kind, 6)
        self.most = {"corporation": 220, "municipality": 40}.get(la.kind, 0)
        self.held: list[dict] = []          # open cases: {case, heads, brought, months}
        self.deposits: list[dict] = []
        self.balances: dict[str, int] = {}
        self.links, self.head, self.sequence = 0, "", 0
        self.rows: dict[str, int] = {}
        self.numbers: dict[str, int] = {}
        base = (DISTRICTS.index(la.district) + 1) * 10 ** 10 + la.number * 10 ** 6 + number * 10 ** 5
        self.herd = [str(base + n) for n in range(40 if la.kind == "grama panchayat" else 400)]
        self.wards = [f"Ward {w}, {place_name((la.number * 7 + w) % 2304)}" for w in range(1, 16)]
        self.owners = [(f"{rng.choice(GIVEN)} {rng.choice(INITIALS)}.", rng.choice(self.wards)) for _ in range(60)]

    def next_number(self, what: str) -> int:
        self.numbers[what] = self.numbers.get(what, 0) + 1
        return self.numbers[what]

    def link(self, out: list, table: str, *content) -> None:
        self.rows[table] = self.rows.get(table, 0) + 1
        out.append([table, self.rows[table], json.dumps(list(content), ensure_ascii=False, separators=(",", ":"))])

    def month(self, period: str, neighbour_herd: list[str]) -> tuple[dict, list]:
        """The month's data.json and its chain links."""
        rng = self.rng
        y, m = map(int, period.split("-"))
        days = calendar.monthrange(y, m)[1]
        start, end = date(y, m, 1), date(y, m, days)
        links: list = []
        opening = sum(len(h["case"]["heads"]) for h in self.held)
        # a grama panchayat's pound brings a case in some months; a town's, many a month
        if self.la.kind == "grama panchayat":
            new = rng.choice([0, 0, 0, 1, 1, 2, 3, 4])
        else:
            new = rng.randint(self.most // 3, self.most)
        cases, releases, receipts, sales, disposals, deposits = [], [], [], [], [], []
        moved: dict[str, int] = {}

        def move(account: str, paise: int) -> None:
            moved[account] = moved.get(account, 0) + paise

        def at(day_from: date, spread: int) -> datetime:
            day = min(end, day_from + timedelta(days=rng.randint(0, spread)))
            return datetime(day.year, day.month, day.day, rng.randint(7, 18), rng.choice([0, 15, 30, 45]))

        def release(case: dict, when: datetime, days_held: int) -> None:
            number = f"R{y}/{self.next_number(f'receipt {y}'):05d}"
            lines = [{"head_seq": h["seq"], "fine_paise": FINE.get(h["kind"], FINE_DEFAULT),
                      "feeding_paise": FEEDING.get(h["kind"], FEEDING_DEFAULT) * max(1, days_held)}
                     for h in case["heads"]]
            fines, feeding = sum(x["fine_paise"] for x in lines), sum(x["feeding_paise"] for x in lines)
            receipts.append({"number": number, "case_no": case["case_no"], "issued_at": when.isoformat(),
                             "received_from": case["owner_name"], "lines": lines, "fines_paise": fines,
                             "feeding_paise": feeding, "total_paise": fines + feeding,
                             "check_code": "PD1." + hashlib.sha256(number.encode()).hexdigest()[:24]})
            releases.append({"case_no": case["case_no"], "released_at": when.isoformat(), "basis": "s12",
                             "claimant": case["owner_name"], "head_seqs": [h["seq"] for h in case["heads"]],
                             "receipt_no": number, "en": "released on payment (s. 12)",
                             "ml": "പിഴയും തീറ്റച്ചെലവും അടച്ച് വിട്ടുകൊടുത്തു (വകുപ്പ് 12)"})
            move("cash", fines + feeding)
            move("fines", -fines)
            move("feeding", -feeding)
            self.link(links, "receipt", number, case["case_no"], fines, feeding, when.isoformat())
            self.link(links, "release", case["case_no"], "s12", when.isoformat())

        for _ in range(new):
            brought = at(start, days - 1)
            case_no = f"{self.next_number(f'case {y}'):04d}/{y}"
            owner = rng.choice(self.owners) if rng.random() < 0.7 else \
                (f"{rng.choice(GIVEN)} {rng.choice(INITIALS)}.", rng.choice(self.wards))
            heads = []
            for seq in range(1, rng.choice([1, 1, 1, 1, 2, 2, 3]) + 1):
                kind = rng.choice(KINDS)
                tagged = kind != "goat" and rng.random() < 0.6
                # now and then a head of the next local authority's herd strays across the border
                herd = neighbour_herd if rng.random() < 0.03 else self.herd
                heads.append({"seq": seq, "kind": kind, "sex": rng.choice("FFM"), "colour": rng.choice(COLOURS),
                              "marks": rng.choice(["", "white patch on the forehead", "horn tip broken",
                                                   "notched left ear"]),
                              "ear_tag": rng.choice(herd) if tagged else ""})
            case = {"case_no": case_no, "brought_at": brought.isoformat(),
                    "seized_at": (brought - timedelta(minutes=rng.randint(20, 120))).isoformat(),
                    "seized_place": rng.choice(self.wards).split(", ")[1] + rng.choice([" junction", " market",
                                                                                        " paddy fields", " road"]),
                    "local_area": rng.choice(self.wards), "basis": "s3",
                    "seizer_name": rng.choice(["Police constable 1234", "Panchayat watcher", "K. Gopi"]),
                    "seizer_residence": rng.choice(self.wards), "seizer_capacity": "in charge of the land",
                    "owner_name": owner[0], "owner_residence": owner[1], "police_aid": "", "flags": [],
                    "source": "desk", "entered_at": brought.isoformat(), "heads": heads, "amendments": []}
            cases.append(case)
            self.link(links, "case", case_no, case["brought_at"], case["seized_place"], owner[0], owner[1])
            for h in heads:
                self.link(links, "head", case_no, h["seq"], h["kind"], h["colour"], h["ear_tag"])
            fate = rng.random()
            if fate < 0.8:
                release(case, at(brought.date(), 3), rng.randint(1, 4))
            elif fate < 0.83:
                when = at(brought.date(), 6)
                proceeds = rng.randint(5, 30) * 10000
                releases.append({"case_no": case_no, "released_at": when.isoformat(), "basis": "s13_proviso",
                                 "claimant": "", "head_seqs": [h["seq"] for h in heads], "receipt_no": "",
                                 "en": "disposed of under the proviso to s. 13", "ml": "വകുപ്പ് 13 പ്രകാരം വിറ്റു"})
                disposals.append({"case_no": case_no, "at": when.isoformat(), "proceeds_paise": proceeds,
                                  "manner": "sold under the proviso to s. 13",
                                  "order": {"number": f"Order {case_no}", "issued_on": when.date().isoformat(),
                                            "authority": "the Secretary"}})
                move("cash", proceeds)
                move("sales", -proceeds)
                self.link(links, "disposal", case_no, proceeds, when.isoformat())
            else:
                self.held.append({"case": case, "months": 0})
        # the cattle held from earlier months: most claimed, the unclaimed sold after a month
        still = []
        for h in self.held:
            c = h["case"]
            if h["months"] == 0:
                still.append(h)
                continue
            fate = rng.random()
            if fate < 0.5:
                release(c, at(start, days - 1), 30 * h["months"])
            elif h["months"] >= 2 and fate < 0.9:
                when = at(start, days - 1)
                number = f"A{y}/{self.next_number(f'sale {y}'):04d}"
                price = rng.randint(40, 400) * 10000
                dues = dues_of(c["heads"], h["months"])
                sales.append({"number": number, "case_no": c["case_no"], "sold_at": when.isoformat(),
                              "price_paise": price, "auction": f"Auction of {when:%d-%m-%Y}", "lot": 1,
                              "buyer": f"{rng.choice(GIVEN)} {rng.choice(INITIALS)}.",
                              "heads": [{"head_seq": x["seq"], "share_paise": price // len(c["heads"])}
                                        for x in c["heads"]], "reversed": None,
                              "check_code": "PDS1." + hashlib.sha256(number.encode()).hexdigest()[:24]})
                releases.append({"case_no": c["case_no"], "released_at": when.isoformat(), "basis": "sale",
                                 "claimant": sales[-1]["buyer"], "head_seqs": [x["seq"] for x in c["heads"]],
                                 "receipt_no": number, "en": "sold at the pound's auction",
                                 "ml": "പൗണ്ടിലെ ലേലത്തിൽ വിറ്റു"})
                move("cash", price)
                move("sales", -price)
                self.link(links, "sale", number, c["case_no"], price, when.isoformat())
                surplus = price - dues
                if surplus > 0:   # the rest kept for the owner (s. 16(3))
                    move("sales", surplus)
                    move("deposits", -surplus)
                    self.deposits.append({"case_no": c["case_no"], "amount_paise": surplus,
                                          "made_at": when.isoformat(), "months": 0})
            else:
                still.append(h)
        for h in still:
            h["months"] += 1
        self.held = still
        # deposits: claimable for three months, then credited to the local authority's fund (s. 17)
        kept = []
        for d in self.deposits:
            d["months"] += 1
            closed = d["months"] > 4
            if closed:
                move("deposits", d["amount_paise"])
                move("authority_fund", -d["amount_paise"])
            deposits.append({"case_no": d["case_no"], "amount_paise": d["amount_paise"], "made_at": d["made_at"],
                             "last_claim_day": (datetime.fromisoformat(d["made_at"]) + timedelta(days=90))
                             .date().isoformat(), "held_at_end": not closed, "due_at_end": d["months"] > 3,
                             "claims": []})
            if not closed:
                kept.append(d)
        self.deposits = kept
        open_cases = []
        for h in self.held:
            c = h["case"]
            dues = dues_of(c["heads"], h["months"])
            open_cases.append({"case_no": c["case_no"], "brought_at": c["brought_at"], "heads_held": len(c["heads"]),
                               "head_seqs": [x["seq"] for x in c["heads"]], "dues_paise": dues,
                               "overdue": [] if h["months"] < 2 else ["unclaimed_report", "may_sell"]})
        daily = []
        for d in range(1, days + 1):
            day = date(y, m, d)
            made = datetime(y, m, d, 18, 0)
            daily.append({"day": day.isoformat(), "made_at": made.isoformat(), "keeper_name": "Pound-keeper",
                          "figures": {"brought": sum(1 for c in cases if c["brought_at"][:10] == day.isoformat()),
                                      "held": len(self.held)}, "revisions": []})
            self.link(links, "daily_statement", day.isoformat(), made.isoformat())
        for k, v in moved.items():
            self.balances[k] = self.balances.get(k, 0) + v
        left = {"released": 0, "sold": 0, "disposed_otherwise": 0}
        for r in releases:
            key = "sold" if r["basis"] == "sale" else "disposed_otherwise" if r["basis"] == "s13_proviso" \
                else "released"
            left[key] += len(r["head_seqs"])
        totals = {"impounded": sum(len(c["heads"]) for c in cases), **left,
                  "held_at_end": sum(c["heads_held"] for c in open_cases),
                  "fines_paise": -moved.get("fines", 0), "feeding_paise": -moved.get("feeding", 0),
                  "sale_proceeds_paise": sum(s["price_paise"] for s in sales)
                  + sum(d["proceeds_paise"] for d in disposals),
                  "deposits_held_paise": sum(d["amount_paise"] for d in deposits if d["held_at_end"]),
                  "deposits_due_paise": sum(d["amount_paise"] for d in deposits if d["held_at_end"]
                                            and d["due_at_end"]),
                  "overdue_cases": sum(1 for c in open_cases if c["overdue"]),
                  "due_from_liable_paise": 0, "paid_by_liable_paise": 0, "protest_taken_paise": 0,
                  "protest_refunded_paise": 0, "protest_converted_paise": 0, "protest_held_paise": 0}
        remittances = ([{"number": f"T{y}/{self.next_number(f'remit {y}'):04d}", "day": end.isoformat(),
                         "made_at": datetime(y, m, days, 16, 0).isoformat(), "amount_paise": moved["cash"]}]
                       if moved.get("cash") else [])
        data = {"format_version": 1, "period": {"label": period, "start": start.isoformat(), "end": end.isoformat()},
                "pound": {"name": self.name, "place": self.place, "local_authority": self.la.name,
                          "local_area": self.place, "keeper": "Pound-keeper"},
                "totals": totals, "opening": {"held_at_start": opening}, "cases": cases,
                "amendments_to_earlier_entries": [], "releases": releases, "receipts": receipts,
                "remittances": remittances, "daily_statements": daily, "notices": [], "sales": sales,
                "disposals_otherwise": disposals, "settlements": [], "owner_accounts": [], "deposits": deposits,
                "protest_deposits": [], "complaints": [], "orders": [], "open_cases": open_cases,
                "ledger": {"moved": moved, "balances_at_end": dict(self.balances)}}
        return data, links

    def bundle(self, period: str, data: MonthlyReturn, links: list, pdf: bytes) -> tuple[str, bytes, dict]:
        """The month's bundle as the pound exports it (the chain's links since the last return's head)."""
        from pound_desk.services.returns import CHAIN_FILE, data_bytes

        self.sequence += 1
        y, m = map(int, period.split("-"))
        made = datetime(y + (m == 12), m % 12 + 1, 2, 10, 30)
        head = follow(self.head, links) if links else self.head
        manifest = {"pound": {"id": keys.pound_id(self.key), "name": self.name, "place": self.place,
                              "local_authority": self.la.name, "local_area": self.place},
                    "period": period, "sequence": self.sequence, "revision": 0, "made_at": made.isoformat(),
                    "chain_head": head, "chain_intact": True, "chain_links": self.links + len(links),
                    "chain_from_links": self.links, "chain_from_head": self.head}
        self.links, self.head = self.links + len(links), head
        raw = write_bundle(manifest, {"data.json": data_bytes(data), "return.pdf": pdf,
                                      CHAIN_FILE: json.dumps(links, ensure_ascii=False, separators=(",", ":"))
                                      .encode("utf-8")}, self.key)
        return bundle_name(keys.pound_id(self.key), period, 0), raw, made


def sample_pdfs() -> list[bytes]:
    """The return's PDF at one to four pages of tables (the size a return of so many cases has)."""
    from reportlab.lib.pagesizes import A4
    from reportlab.pdfgen.canvas import Canvas

    out = []
    for pages in range(1, 5):
        buf = io.BytesIO()
        c = Canvas(buf, pagesize=A4)
        for page in range(pages):
            for i in range(60):
                c.drawString(40, 800 - i * 12, f"Case {page * 60 + i:04d}/{LAST_YEAR}  Rajan P.  cow  fine 50.00  "
                                                f"feeding 120.00  released 12-03-{LAST_YEAR}")
            c.showPage()
        c.save()
        out.append(buf.getvalue())
    return out


def generate_authority(folder: Path, la: Authority, count: int, periods: list[str]) -> dict:
    """One local authority's two pounds, every month, forwarded a year a file."""
    from pound_desk.authority.forward import entry, write

    done = folder / "authority.json"
    if done.exists():
        return json.loads(done.read_text())
    folder.mkdir(parents=True, exist_ok=True)
    for stale in folder.glob("*.pdforward"):
        stale.unlink()
    rng = random.Random(la.number * 7919 + count)
    pdfs = sample_pdfs()
    la_key = Ed25519PrivateKey.generate()
    pounds = [Pound(la, n, Ed25519PrivateKey.generate(), rng) for n in range(2)]
    neighbour = Pound(authority((la.number + 1) % count, count), 0, la_key, random.Random(0)).herd
    years: dict[str, dict] = {}
    probe: dict = {}
    for year in sorted({p[:4] for p in periods}):
        entries, members = [], {}
        for pound in pounds:
            about = SimpleNamespace(name=pound.name, fingerprint=keys.fingerprint(pound.key),
                                    public_key_pem=keys.public_pem(pound.key).decode("ascii"))
            for period in (p for p in periods if p.startswith(year)):
                data, links = pound.month(period, neighbour)
                typed = data_json.read_return(data)   # as the pound's export holds it: the return's schema
                found = return_figures.check(typed)
                if found or return_figures.missing_records(typed):
                    raise AssertionError(f"{pound.name} {period}: {found}")
                pdf = pdfs[min(3, len(data["cases"]) // 25)]
                name, raw, made = pound.bundle(period, typed, links, pdf)
                with zipfile.ZipFile(io.BytesIO(raw)) as zf:   # the manifest's digest, as read_bundle gives it
                    manifest_sha256 = hashlib.sha256(zf.read("manifest.json")).hexdigest()
                entries.append(entry(name, raw, manifest_sha256, about, la.name, pound.capacity,
                                     period, pound.sequence, 0, made + timedelta(days=3)))
                members[name] = raw
                sums = years.setdefault(year, {"returns": 0, **{k: 0 for k in FLOWS}})
                sums["returns"] += 1
                for k in FLOWS:
                    sums[k] += data["totals"][k]
                for c in data["cases"]:
                    for h in c["heads"]:
                        if h["ear_tag"] and h["ear_tag"] not in pound.herd:
                            probe.setdefault("tag", h["ear_tag"])
                    probe.setdefault("owner", f"{c['owner_name']} | {c['owner_residence']}")
        write(la_key, la.name, year, datetime(int(year) + 1, 1, 10, 11, 0), entries, members, folder)
    out = {"number": la.number, "name": la.name, "district": la.district, "kind": la.kind,
           "public_key": keys.public_pem(la_key).decode("ascii"), "years": years, "probe": probe}
    tmp = done.with_name(done.name + ".part")
    tmp.write_text(json.dumps(out))
    tmp.replace(done)
    return out


FLOWS = ("impounded", "released", "sold", "disposed_otherwise", "fines_paise", "feeding_paise",
         "sale_proceeds_paise")


def _one(job):
    folder, number, count, periods = job
    return generate_authority(Path(folder), authority(number, count), count, periods)


def generate(folder: Path, count: int, month_count: int, jobs: int) -> list[dict]:
    periods = months(month_count)
    work = [(str(folder / f"la-{i:04d}"), i, count, periods) for i in range(count)]
    started = time.perf_counter()
    out = []
    if jobs > 1 and count > 1:
        import multiprocessing

        with multiprocessing.get_context("fork").Pool(jobs) as pool:
            for done in pool.imap_unordered(_one, work, chunksize=1):
                out.append(done)
                if len(out) % 50 == 0:
                    print(f"  made {len(out)}/{count} local authorities ({time.perf_counter() - started:.0f} s)",
                          flush=True)
    else:
        out = [_one(w) for w in work]
    return sorted(out, key=lambda a: a["number"])


# ---- a throwaway PostgreSQL server ------------------------------------------

class Server:
    """initdb and pg_ctl in a temporary folder, as the tests' server is made (scripts/dev.sh);
    as root, PostgreSQL runs as its own user."""

    def __init__(self):
        bins = sorted(Path("/usr/lib/postgresql").glob("*/bin"), key=lambda p: int(p.parent.name))
        if not bins:
            raise SystemExit("PostgreSQL's programs are not installed (apt-get install postgresql)")
        self.bin = bins[-1]
        self.dir = Path(tempfile.mkdtemp(prefix="pound-desk-state-pg."))
        self.root = os.geteuid() == 0
        if self.root:
            shutil.chown(self.dir, "postgres")
        s = socket.socket()
        s.bind(("127.0.0.1", 0))
        self.port = s.getsockname()[1]
        s.close()
        self._run("initdb", "-D", str(self.dir / "data"), "-A", "trust", "-U", "postgres", "-E", "UTF8",
                  "--locale=C")
        self._run("pg_ctl", "-D", str(self.dir / "data"), "-l", str(self.dir / "server.log"), "-w", "-t", "60",
                  "-o", f"-k {self.dir} -h 127.0.0.1 -p {self.port}", "start")
        self._run("createdb", "-h", "127.0.0.1", "-p", str(self.port), "-U", "postgres", "pound_desk_state")
        self.url = f"postgresql://postgres@127.0.0.1:{self.port}/pound_desk_state"

    def _run(self, program: str, *args: str) -> None:
        argv = [str(self.bin / program), *args]
        if self.root:
            argv = ["runuser", "-u", "postgres", "--", *argv]
        subprocess.run(argv, cwd=self.dir, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)

    def stop(self) -> None:
        try:
            self._run("pg_ctl", "-D", str(self.dir / "data"), "-m", "fast", "-w", "stop")
        finally:
            shutil.rmtree(self.dir, ignore_errors=True)


# ---- the plain loader ----------------------------------------------------------

def plain_forward(path: Path, db) -> int:
    """The floor the import is measured against: the same checks of a
    forwarded file (the covering list signed by a registered local authority;
    each bundle listed, its checksum, signed by the pound key listed; the
    pound registered through that local authority the first time; the figures
    counted again; the chain anchor; the sequence; the proportion) and the same
    rows, one transaction a return, by hand-written statements on the
    driver's connection. Returns the returns written."""
    from psycopg2 import Binary
    from psycopg2.extras import execute_values

    from pound_desk.authority.across import marks_of
    from pound_desk.authority.imports import check_figures, read_data
    from pound_desk.authority.proportion import Measure
    from pound_desk.authority.seizures import count as count_seizures
    from pound_desk.returns.bundle import read_bundle
    from pound_desk.returns.schema import SHARED_TOTALS as TOTAL_KEYS

    cur = db.connection().cursor()
    now = datetime.now().replace(microsecond=0)
    zf = zipfile.ZipFile(io.BytesIO(path.read_bytes()))
    body = zf.read("covering.json")
    covering = json.loads(body)
    cur.execute("SELECT id, public_key_pem FROM upper_authority WHERE fingerprint = %s",
                (covering["authority"]["fingerprint"],))
    authority_id, pem = cur.fetchone()
    keys.load_public(pem.encode("ascii")).verify(base64.b64decode(zf.read("covering.sig").strip()), body)
    sha = hashlib.sha256(body).hexdigest()
    cur.execute("BEGIN")
    cur.execute("SELECT 1 FROM upper_forward WHERE authority_id = %s AND sha256 = %s", (authority_id, sha))
    if cur.fetchone() is None:
        cur.execute("INSERT INTO upper_forward (authority_id, sha256, span, made_at, file_name, received_at, "
                    "received_by, covering_json) VALUES (%s, %s, %s, %s, %s, %s, %s, %s)",
                    (authority_id, sha, covering["span"], datetime.fromisoformat(covering["made_at"]), path.name,
                     now, "bench", body.decode("utf-8")))
    cur.execute("COMMIT")
    written = 0
    entries = sorted(covering["returns"], key=lambda e: (e["pound"]["fingerprint"], e["period"], e["revision"]))
    for e in entries:
        raw = zf.read(e["file"])
        assert hashlib.sha256(raw).hexdigest() == e["sha256"], e["file"]
        bundle = read_bundle(raw, public_key=keys.load_public(e["pound"]["public_key"].encode("ascii")))
        assert bundle.manifest_sha256 == e["manifest_sha256"] and bundle.fingerprint == e["pound"]["fingerprint"]
        cur.execute("SELECT p.id, v.authority_id FROM authority_pound p LEFT JOIN upper_pound_via v "
                    "ON v.pound_id = p.id WHERE p.fingerprint = %s", (bundle.fingerprint,))
        row = cur.fetchone()
        if row is None:
            cur.execute("BEGIN")
            cur.execute("INSERT INTO authority_pound (pound_id, name, local_authority, public_key_pem, fingerprint, "
                        "registered_at) VALUES (%s, %s, %s, %s, %s, %s) RETURNING id",
                        (keys.pound_id(bundle.fingerprint), e["pound"]["name"], e["pound"]["local_authority"],
                         e["pound"]["public_key"], bundle.fingerprint, now))
            pid = cur.fetchone()[0]
            cur.execute("INSERT INTO upper_pound_via (pound_id, authority_id, first_seen_at) VALUES (%s, %s, %s)",
                        (pid, authority_id, now))
            cur.execute("INSERT INTO authority_pound_capacity (pound_id, heads, set_at) VALUES (%s, %s, %s)",
                        (pid, e["pound"]["capacity"], now))
            cur.execute("COMMIT")
        else:
            pid = row[0]
            assert row[1] == authority_id
        data = read_data(bundle)   # data.json read by the return's schema
        totals, open_cases = data.totals, data.open_cases or ()
        check_figures(data, "chain.json" in bundle.files)
        m = bundle.manifest
        links = json.loads(bundle.files["chain.json"].decode("utf-8"))
        counts = count_seizures(data)
        cur.execute("BEGIN")
        cur.execute("SELECT id FROM authority_pound WHERE id = %s FOR UPDATE", (pid,))
        cur.execute("SELECT revision FROM authority_return WHERE pound_id = %s AND period = %s",
                    (pid, bundle.period))
        assert cur.fetchall() == []
        cur.execute("SELECT sequence, manifest_json FROM authority_return WHERE pound_id = %s ORDER BY id DESC "
                    "LIMIT 1", (pid,))
        last = cur.fetchone()
        if last is not None:
            assert bundle.sequence == last[0] + 1
            kept = json.loads(last[1])
            assert kept["chain_links"] == m["chain_from_links"] and kept["chain_head"] == m["chain_from_head"]
        assert m["chain_from_links"] + len(links) == m["chain_links"]
        assert follow(m["chain_from_head"], links) == m["chain_head"] or not links
        cur.execute('SELECT (SELECT MAX(s.cases) FROM authority_return_seizures s JOIN authority_return r '
                    'ON r.id = s.return_id WHERE r.pound_id = %s), (SELECT MAX(t.held_at_end) FROM '
                    'authority_return_totals t JOIN authority_return r ON r.id = t.return_id WHERE r.pound_id = %s), '
                    '(SELECT heads FROM authority_pound_capacity WHERE pound_id = %s ORDER BY id DESC LIMIT 1)',
                    (pid, pid, pid))
        most, most_held, capacity = cur.fetchone()
        heads = sum(len(c.heads) for c in data.cases)
        assert not Measure(len(data.cases), heads, totals.held_at_end, most or 0, most_held or 0,
                           capacity).out_of_proportion
        cur.execute("INSERT INTO authority_return (pound_id, period, sequence, revision, manifest_sha256, made_at, "
                    "imported_at, chain_head, file_name, pound_name, place, local_area, manifest_json, data_json) "
                    "VALUES (%s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s) RETURNING id",
                    (pid, bundle.period, bundle.sequence, bundle.revision, bundle.manifest_sha256,
                     datetime.fromisoformat(m["made_at"]), now, m["chain_head"], e["file"], m["pound"]["name"],
                     m["pound"]["place"], m["pound"]["local_area"], bundle.manifest_bytes.decode("utf-8"),
                     bundle.files["data.json"].decode("utf-8")))
        ret = cur.fetchone()[0]
        cur.execute(f"INSERT INTO authority_return_totals (return_id, {', '.join(TOTAL_KEYS)}) VALUES "
                    f"({', '.join(['%s'] * (len(TOTAL_KEYS) + 1))})", [ret, *(getattr(totals, k) for k in TOTAL_KEYS)])
        if open_cases:
            execute_values(cur, "INSERT INTO authority_open_case (return_id, case_no, heads_held, dues_paise, "
                                "overdue) VALUES %s",
                           [(ret, c.case_no[:40], c.heads_held, c.dues_paise, ",".join(c.overdue)[:500])
                            for c in open_cases])
        cur.execute("INSERT INTO authority_return_seizures (return_id, cases, heads) VALUES (%s, %s, %s)",
                    (ret, counts.cases, counts.heads))
        if counts.places:
            execute_values(cur, "INSERT INTO authority_return_place (return_id, place, cases, heads) VALUES %s",
                           [(ret, p, c, h) for p, (c, h) in counts.places.items()])
        if counts.kinds:
            execute_values(cur, "INSERT INTO authority_return_kind (return_id, kind, heads) VALUES %s",
                           [(ret, k, n) for k, n in counts.kinds.items()])
        cur.execute("INSERT INTO authority_return_bundle (return_id, bundle) VALUES (%s, %s)", (ret, Binary(raw)))
        marks = marks_of(data)
        if marks:
            execute_values(cur, "INSERT INTO authority_return_mark (return_id, kind, key, case_no, brought_at, "
                                "local_area) VALUES %s", [(ret, *mk) for mk in marks])
        cur.execute("COMMIT")
        written += 1
    return written


# ---- the run ------------------------------------------------------------------------

def _bench_module(name: str):
    """A module of bench/ by its path (a name like ``figures`` may be another's on the path)."""
    import importlib.util

    spec = importlib.util.spec_from_file_location(f"bench_{name}", HERE / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def load() -> str:
    try:
        return " ".join(Path("/proc/loadavg").read_text().split()[:3])
    except OSError:
        return "?"


def best_of(fn, times: int = 5) -> tuple[float, object]:
    best, out = float("inf"), None
    for _ in range(times):
        t = time.perf_counter()
        out = fn()
        best = min(best, time.perf_counter() - t)
    return best, out


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--las", type=int, default=STATE, help="local authorities (1,034: the state)")
    ap.add_argument("--months", type=int, default=120, help="months of returns, ending December %d" % LAST_YEAR)
    ap.add_argument("--db", help="a PostgreSQL database of one's own (its authority tables are dropped first); "
                                 "without it a throwaway server is made")
    ap.add_argument("--jobs", type=int, default=2, help="processes making the returns (the first run only)")
    ap.add_argument("--cache", type=Path, default=HERE / ".cache", help="where the returns are kept")
    ap.add_argument("--no-plain", action="store_true", help="import every file by the program")
    ap.add_argument("--write", action="store_true", help="put the figures into docs/PERFORMANCE.md")
    ap.add_argument("--make-only", action="store_true", help="make the returns (into the cache) and stop")
    args = ap.parse_args(argv)
    if args.months < 1 or args.las < 1:
        ap.error("--las and --months are 1 or more")
    figures: dict = {"load_start": load()}
    folder = args.cache / f"state-v{CACHE_VERSION}-{args.las}x{args.months}"
    t = time.perf_counter()
    las = generate(folder, args.las, args.months, args.jobs)
    files = {a["number"]: sorted((folder / f"la-{a['number']:04d}").glob("*.pdforward")) for a in las}
    size = sum(f.stat().st_size for fs in files.values() for f in fs)
    returns = sum(y["returns"] for a in las for y in a["years"].values())
    figures.update(made=time.perf_counter() - t, files=sum(len(f) for f in files.values()), returns=returns,
                   bytes=size)
    print(f"{returns:,} returns of {args.las:,} local authorities in {figures['files']:,} forwarded files "
          f"({size / 2 ** 20:,.0f} MiB) in {folder}, ready in {figures['made']:.0f} s", flush=True)
    if args.make_only:
        return 0
    server = None if args.db else Server()
    url = args.db or server.url
    try:
        return run(args, url, las, files, figures)
    finally:
        if server is not None:
            from pound_desk.authority.database import close_authority
            close_authority()
            server.stop()


def run(args, url: str, las: list[dict], files: dict[int, list[Path]], figures: dict) -> int:
    from pound_desk.authority import upper
    from pound_desk.authority.database import close_authority, open_authority
    from pound_desk.authority.models import AUTHORITY_MODELS

    home = Path(tempfile.mkdtemp(prefix="pound-desk-state-home."))
    os.environ["POUND_DESK_HOME"] = str(home)
    db = open_authority(url)
    db.execute_sql("DROP TABLE IF EXISTS " + ", ".join(f'"{m._meta.table_name}"' for m in AUTHORITY_MODELS)
                   + " CASCADE")
    close_authority()
    db = open_authority(url)
    for a in las:
        upper.register(a["name"], a["public_key"].encode("ascii"), a["district"], by="bench")
    # the two take turns, a block of local authorities each (every year of each), into the same tables:
    # other work on the machine and the tables' growth weigh on both alike
    block = max(1, len(las) // 20)
    numbers = [a["number"] for a in las]
    spent = {"import": 0.0, "plain": 0.0}
    counted = {"import": 0, "plain": 0}
    outcomes = []
    started = time.perf_counter()
    for i in range(0, len(numbers), block):
        side = "plain" if not args.no_plain and (i // block) % 2 == 1 else "import"
        chunk = [f for n in numbers[i:i + block] for f in files[n]]
        t = time.perf_counter()
        if side == "plain":
            counted[side] += sum(plain_forward(f, db) for f in chunk)
        else:
            for f in chunk:
                done = upper.import_forward(f, by="bench")
                outcomes += done
                counted[side] += len(done)
        spent[side] += time.perf_counter() - t
        print(f"  {counted['import'] + counted['plain']:,}/{figures['returns']:,} returns "
              f"({time.perf_counter() - started:.0f} s, load {load()})", flush=True)
    figures.update(spent=spent, counted=counted)
    refused = [o for o in outcomes if o.status != "imported"]
    for side in spent:
        if counted[side]:
            print(f"{side}: {counted[side]:,} returns in {spent[side]:.1f} s = "
                  f"{spent[side] / counted[side] * 1000:.2f} ms a return", flush=True)
    if refused:
        print(f"{len(refused)} not imported; the first: {refused[0].file}: {refused[0].message}")
        return 1
    problems = check(las, figures)
    measure(las, figures)
    figures["load_end"] = load()
    close_authority()
    table = _table(args, figures)
    print(table)
    for p in problems:
        print("PROBLEM:", p)
    if args.write and not problems:
        _bench_module("figures").replace_block("state", table)
    shutil.rmtree(home, ignore_errors=True)
    return 1 if problems else 0


def check(las: list[dict], figures: dict) -> list[str]:
    """Every return imported once, none missing, and the Director's figures of each year those the
    returns were made with."""
    from pound_desk.authority import reports
    from pound_desk.authority.models import ADB

    db = ADB.obj
    problems = []
    rows, distinct = db.execute_sql("SELECT COUNT(*), COUNT(DISTINCT (pound_id, period)) FROM authority_return") \
        .fetchone()
    if rows != figures["returns"] or distinct != rows:
        problems.append(f"{rows} returns stored, {distinct} pound-months, {figures['returns']} made")
    pounds = db.execute_sql("SELECT COUNT(*) FROM authority_pound").fetchone()[0]
    if pounds != 2 * len(las):
        problems.append(f"{pounds} pounds registered, {2 * len(las)} made")
    for year in sorted({y for a in las for y in a["years"]}):
        report = reports.build(year)
        want = {k: sum(a["years"][year][k] for a in las if year in a["years"]) for k in FLOWS}
        got = {k: report.totals[k] for k in FLOWS}
        if got != want or sum(x.returns for x in report.lines) != sum(a["years"][year]["returns"] for a in las):
            problems.append(f"{year}: the report gives {got}, the returns were made with {want}")
    figures["checked"] = not problems
    return problems


def measure(las: list[dict], figures: dict) -> None:
    from pound_desk.authority import across, upper_report
    from pound_desk.authority.models import ADB
    from pound_desk.authority.reports import Span

    db = ADB.obj
    year = max(y for a in las for y in a["years"])
    first = min(y for a in las for y in a["years"])
    figures["year"] = year
    # the processor time besides: on a machine shared with other work, what the report itself costs
    t, cpu = time.perf_counter(), time.process_time()
    report = upper_report.build(year)
    figures["report_sql"], figures["report_sql_cpu"] = time.perf_counter() - t, time.process_time() - cpu
    t, cpu = time.perf_counter(), time.process_time()
    pdf = upper_report.pdf(report, "Director of Local Bodies")
    figures["report_pdf"], figures["report_pdf_cpu"] = time.perf_counter() - t, time.process_time() - cpu
    t = time.perf_counter()
    csv = upper_report.to_csv(report)
    figures["report_csv"] = time.perf_counter() - t
    figures.update(pdf_bytes=len(pdf), csv_bytes=len(csv), report_pounds=len(report.consolidated.lines),
                   report_las=len(report.authorities), report_districts=len(report.districts))
    assert pdf.startswith(b"%PDF")
    figures["pdf_pages"] = len(re.findall(rb"/Type /Page\b(?!s)", pdf))
    probe = next(a["probe"] for a in las if a["probe"].get("tag"))
    owner = next(a["probe"]["owner"] for a in las if a["probe"].get("owner"))
    everything = Span(f"{first}–{year}", f"{first}-01", f"{year}-12", 12 * (int(year) - int(first) + 1))
    for what, text in (("tag", probe["tag"]), ("owner", owner)):
        for span_name, sp in (("year", year), ("all", everything)):
            best, found = best_of(lambda text=text, sp=sp: across.look_up(text, sp))
            figures[f"{what}_{span_name}"] = best
            figures[f"{what}_{span_name}_cases"] = sum(len(f.cases) for f in found)
            if not found:
                raise AssertionError(f"the {what} {text!r} was not found")
        sql, params = across.query(everything, what, across.normal_key(what, text)).sql()
        plan = "\n".join(r[0] for r in db.execute_sql("EXPLAIN " + sql, params).fetchall())
        figures[f"{what}_plan"] = plan
        figures[f"{what}_index"] = "authority_return_mark_key" in plan and "Seq Scan on authority_return_mark" \
            not in plan
        print(f"EXPLAIN of the {what} look-up across everything:\n{plan}")
    figures["tag_pounds"] = max(f.pounds for f in across.look_up(probe["tag"], everything))
    figures["db_bytes"] = db.execute_sql("SELECT pg_database_size(current_database())").fetchone()[0]
    figures["tables"] = db.execute_sql(
        "SELECT c.relname, pg_total_relation_size(c.oid) FROM pg_class c JOIN pg_namespace n ON n.oid = "
        "c.relnamespace WHERE n.nspname = 'public' AND c.relkind = 'r' ORDER BY 2 DESC LIMIT 4").fetchall()
    figures["rows"] = {t: db.execute_sql(f"SELECT COUNT(*) FROM {t}").fetchone()[0]
                       for t in ("authority_return", "authority_open_case", "authority_return_mark")}


def _table(args, f: dict) -> str:
    def per(side):
        return f["spent"][side] / f["counted"][side] * 1000 if f["counted"][side] else 0.0

    scale = f"{args.las:,} local authorities × 2 pounds × {args.months} months"
    lines = [f"| measure | {scale} | target |", "|---|---|---|",
             f"| returns, forwarded a year a file | {f['returns']:,} in {f['files']:,} files "
             f"({f['bytes'] / 2 ** 20:,.0f} MiB) | |"]
    if f["counted"]["import"]:
        lines.append(f"| import, a return (`upper.import_forward`: every check, its own transaction) | "
                     f"{per('import'):.2f} ms ({f['counted']['import']:,} returns) | |")
    if f["counted"]["plain"]:
        lines.append(f"| plain loader, a return: the same checks and rows, hand-written statements | "
                     f"{per('plain'):.2f} ms ({f['counted']['plain']:,} returns) | |")
        lines.append(f"| import ÷ plain loader | {per('import') / per('plain'):.2f}× | ≤ 1.5× |")
    total = f["spent"]["import"] + f["spent"]["plain"]
    lines.append(f"| every return imported | {total / 60:,.1f} min | |")
    lines.append(f"| the Director's year {f['year']}, the figures (SQL; {f['report_pounds']:,} pounds, "
                 f"{f['report_las']:,} local authorities, {f['report_districts']} districts) | "
                 f"{f['report_sql']:.2f} s ({f['report_sql_cpu']:.2f} s of this process's time; the rest the "
                 f"server's) | < 3 s |")
    lines.append(f"| the Director's year as PDF ({f['pdf_pages']:,} pages, {f['pdf_bytes'] / 1024:,.0f} KiB) | "
                 f"{f['report_pdf']:.2f} s ({f['report_pdf_cpu']:.2f} s of processor time) | < 3 s |")
    lines.append(f"| the Director's year as CSV | {f['report_csv']:.2f} s | |")
    for what, name in (("tag", "an ear tag"), ("owner", "an owner")):
        found = f[f"{what}_all_cases"]
        lines.append(f"| {name} looked up, the year / every month (found in {found} case{'s' * (found != 1)}; "
                     f"{'through its index' if f[f'{what}_index'] else 'NOT through its index'}) | "
                     f"{f[f'{what}_year'] * 1000:.1f} ms / {f[f'{what}_all'] * 1000:.1f} ms | < 50 ms |")
    lines.append(f"| the database (`pg_database_size`) | {f['db_bytes'] / 2 ** 30:,.2f} GiB "
                 f"({f['db_bytes'] / f['returns'] / 1024:.1f} KiB a return) | |")
    biggest = ", ".join(f"{name} {size / 2 ** 30:.2f} GiB" for name, size in f["tables"])
    lines.append(f"| the largest tables | {biggest} | |")
    lines.append(f"| rows | {f['rows']['authority_return']:,} returns, {f['rows']['authority_open_case']:,} open "
                 f"cases, {f['rows']['authority_return_mark']:,} tags and owners | |")
    lines.append(f"| checked: every return once, none missing, each year's figures as made | "
                 f"{'yes' if f['checked'] else 'NO'} | |")
    lines.append(f"| the machine's load (1, 5, 15 minutes) at the start / the end | {f['load_start']} / "
                 f"{f['load_end']} | |")
    return "\n".join(lines)


if __name__ == "__main__":
    sys.exit(main())
