"""``pound-desk register import``: an earlier register from CSV (s. 7)."""
from __future__ import annotations

import argparse
from pathlib import Path

from pound_desk.cli.common import import_csv
from pound_desk.exchange import csv_import


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


def cmd_register_import(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    def run(data: bytes) -> str:
        numbers = csv_import.import_register(data, without_fine_scale=args.without_fine_scale)
        shown = ", ".join(numbers[:5]) + (", …" if len(numbers) > 5 else "")
        return f"Imported {len(numbers)} case{'s' if len(numbers) != 1 else ''} from {args.file}: {shown}"

    return import_csv(args.file, run)
