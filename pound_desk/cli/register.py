"""``pound-desk register import``: an earlier register from CSV (s. 7);
``pound-desk register search``: cases found as the register's search bar finds them."""
from __future__ import annotations

import argparse
from pathlib import Path

from pound_desk.cli.common import import_csv, out, table
from pound_desk.exchange import csv_import
from pound_desk.services.case import register
from pound_desk.text import datetime_str


def add_parsers(sub) -> None:
    p = sub.add_parser("register", help="the register of cattle impounded (s. 7)")
    gsub = p.add_subparsers(dest="register_command", metavar="ACTION", required=True)
    q = gsub.add_parser("import", help="import an earlier register from a CSV file",
                        description="Import an earlier register from CSV, one row per head, with the "
                                    "columns case_no,brought_at,seized_at,seized_place,local_area,basis,"
                                    "seizer_name,seizer_residence,owner_name,owner_residence,kind,sex,"
                                    "colour,marks,ear_tag (optionally seizer_capacity,police_aid). "
                                    "Rows with the same case_no are one case. Times as "
                                    "2026-03-01T09:30; basis s9 or s10. A file with any bad line "
                                    "imports nothing.")
    q.add_argument("file", metavar="FILE.csv", type=Path)
    q.add_argument("--without-fine-scale", action="store_true",
                   help="enter heads of a kind or local area that has no fine scale, with no fine "
                        "(s. 11(1)); without it such a line is refused, naming the kind and area")
    q.set_defaults(run=cmd_register_import, subparser=q)
    q = gsub.add_parser("search", help="find cases by number, name or ear tag, newest first",
                        description="The cases whose number, owner's or seizer's name or ear tag "
                                    "contains TEXT (a name typed in English letters finds it written in "
                                    "Malayalam too), newest first, as the register's search bar finds "
                                    "them. Counted up to 1,000: more are reported as \"more than 1,000\".")
    q.add_argument("text", metavar="TEXT")
    q.add_argument("--field", choices=("any", "case_no", "owner", "seizer", "ear_tag", "kind"), default="any",
                   help="where to look (default: any of number, names and ear tags)")
    q.add_argument("--limit", type=int, default=50, metavar="N", help="list the newest N found (default 50)")
    q.set_defaults(run=cmd_register_search, subparser=q)


def cmd_register_import(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    def run(data: bytes) -> str:
        numbers = csv_import.import_register(data, without_fine_scale=args.without_fine_scale)
        shown = ", ".join(numbers[:5]) + (", …" if len(numbers) > 5 else "")
        return f"Imported {len(numbers)} case{'s' if len(numbers) != 1 else ''} from {args.file}: {shown}"

    return import_csv(args.file, run)


def cmd_register_search(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    if args.limit < 1:
        parser.error("--limit must be 1 or more")
    q = register.Query(text=args.text, field=args.field)
    found = register.count(q, cap=register.COUNT_CAP)
    rows = register.page(q, 0, args.limit)
    if found > register.COUNT_CAP:
        out(f"More than {register.COUNT_CAP:,} cases found; the newest {len(rows)}:")
    else:
        out(f"{found} case{'' if found == 1 else 's'} found" + (f"; the newest {len(rows)}:" if found > len(rows)
                                                                else (":" if rows else ".")))
    if rows:
        lines = [["Case", "Brought", "Owner", "Seizer", "Heads"]]
        lines += [[r.case_no, datetime_str(r.brought_at), r.owner_name, r.seizer_name, r.heads] for r in rows]
        for line in table(lines, right=set()):
            out(line)
    return 0
