"""``pound-desk [--db PATH] audit [--from DATE] [--to DATE] [--action CODE]
[--actor NAME] [--limit N] [--csv FILE]``: the audit log of who did what at
the desk and when, newest first, or the whole range as CSV."""
from __future__ import annotations

import argparse
from datetime import date
from pathlib import Path

from pound_desk.services.desk import audit


def _date(text: str) -> date:
    try:
        return date.fromisoformat(text.strip())
    except ValueError:
        raise argparse.ArgumentTypeError(f"give a date as YYYY-MM-DD, not {text!r}") from None


def _limit(text: str) -> int:
    try:
        n = int(text)
    except ValueError:
        n = 0
    if n < 1:
        raise argparse.ArgumentTypeError(f"give a number of entries from 1 up, not {text!r}")
    return n


def add_parsers(sub) -> None:
    p = sub.add_parser("audit", help="the audit log: who did what and when",
                       description="The audit log: every document made or viewed, every export, "
                                   "backup and restore, every verification, case opened, sign-in and "
                                   "start of the program, with who did it and when. Entries are never "
                                   "changed or removed. Shown newest first; with --csv, the whole "
                                   "range (oldest first) is written to FILE, and the export is itself "
                                   "logged.")
    p.add_argument("--from", dest="start", metavar="YYYY-MM-DD", type=_date, default=None,
                   help="the first day (whole day)")
    p.add_argument("--to", dest="end", metavar="YYYY-MM-DD", type=_date, default=None,
                   help="the last day (whole day)")
    p.add_argument("--action", metavar="CODE", default=None,
                   help="only this action, e.g. " + ", ".join(list(audit.ACTIONS)[:4]) + " …")
    p.add_argument("--actor", metavar="NAME", default=None, help="only entries by this person")
    p.add_argument("--limit", metavar="N", type=_limit, default=100,
                   help="how many entries to show (default 100; not with --csv)")
    p.add_argument("--csv", metavar="FILE", type=Path, default=None, help="write the range as CSV")
    p.set_defaults(run=cmd_audit, subparser=p)


def cmd_audit(args: argparse.Namespace, parser) -> int:
    if args.start and args.end and args.end < args.start:
        parser.error("--to is before --from")
    if args.csv is not None:
        n = audit.export_csv(args.csv, args.start, args.end, action=args.action, actor=args.actor)
        print(f"{n} entries written to {args.csv}")
        return 0
    shown = audit.entries(args.action, args.actor, args.start, args.end, limit=args.limit)
    total = audit.count(args.action, args.actor, args.start, args.end)
    for e in shown:
        line = f"{e.at:%d-%m-%Y %H:%M:%S}  {e.actor} ({e.role})  {e.action}"
        if e.subject:
            line += f"  {e.subject}"
        if e.detail:
            line += f"  {e.detail}"
        print(line)
    if not shown:
        print("No entries.")
    elif total > len(shown):
        print(f"({len(shown)} newest of {total}; use --limit or --csv for more)")
    return 0
