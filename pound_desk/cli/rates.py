"""``pound-desk rates import|export``: the rate tables (fines, enhanced
fines, feeding rates) from and to CSV."""
from __future__ import annotations

import argparse
from pathlib import Path

from pound_desk.cli.common import check_output, import_csv, out
from pound_desk.exchange import csv_export, csv_import


def add_parsers(sub) -> None:
    p = sub.add_parser("rates", help="rate tables: fines, enhanced fines, feeding rates")
    rsub = p.add_subparsers(dest="rates_command", metavar="ACTION", required=True)
    q = rsub.add_parser("import", help="import rates from a CSV file",
                        description="Import rates from CSV with the columns "
                                    "type,local_area,kind,amount,effective_from,reference. type is fine, "
                                    "enhanced_fine or feeding; amount in rupees (25, 12.50); "
                                    "effective_from as YYYY-MM-DD. Feeding rates are for the pound's own "
                                    "local area. Entries already in the table are skipped, so a file can "
                                    "be imported again. A file with any bad line imports nothing.")
    q.add_argument("file", metavar="FILE.csv", type=Path)
    q.set_defaults(run=cmd_rates_import, subparser=q)
    q = rsub.add_parser("export", help="write every rate entry to a CSV file (the import's format)",
                        description="Write every version of every rate to CSV with the columns "
                                    "type,local_area,kind,amount,effective_from,reference, so that "
                                    "another office can import the same table.")
    q.add_argument("file", metavar="FILE.csv", type=Path)
    q.set_defaults(run=cmd_rates_export, subparser=q)


def cmd_rates_import(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    def run(data: bytes) -> str:
        done = csv_import.import_rates(data)
        old = done.entries - done.added
        return (f"Imported {done.added} rate entr{'y' if done.added == 1 else 'ies'} from {args.file}"
                + (f"; {old} already in the table" if old else ""))

    return import_csv(args.file, run)


def cmd_rates_export(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    check_output(args.file, "FILE")
    count = csv_export.export_rates(args.file)
    out(f"Wrote {count} rate entr{'y' if count == 1 else 'ies'} to {args.file}")
    return 0
