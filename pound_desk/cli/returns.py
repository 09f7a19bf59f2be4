"""The command line's returns (s. 6):

    pound-desk [--db PATH] returns export --period YYYY-MM --to DIR
    pound-desk returns verify BUNDLE [--pubkey FILE]
    pound-desk [--db PATH] returns key [--out FILE.pdf] [--pubkey FILE.pem]
    pound-desk [--db PATH] returns log
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

from pound_desk.returns import keys
from pound_desk.returns.bundle import BundleError, read_bundle
from pound_desk.services import returns


def add_parsers(sub) -> None:
    p = sub.add_parser("returns", help="the periodic return to the local authority (s. 6)",
                       description="Make the month's signed return and write it to a USB stick or "
                                   "folder; check a return file; print the set-up sheet with the "
                                   "pound's key for the local authority.")
    rsub = p.add_subparsers(dest="returns_command", metavar="ACTION", required=True)
    q = rsub.add_parser("export", help="make the month's return and write it to a folder (a USB stick)",
                        description="Gather the month's register entries, releases, receipts, accounts, "
                                    "notices, sales, deposits, complaints and orders and the cases open at "
                                    "its end; sign them into one .pdreturn file, write it to DIR and read "
                                    "it back. Prints the file's path. The same month exported again with "
                                    "nothing changed is the same file; if anything changed, the next "
                                    "revision.")
    q.add_argument("--period", metavar="YYYY-MM", required=True, help="the month, e.g. 2026-10")
    q.add_argument("--to", metavar="DIR", type=Path, required=True, help="the folder or drive to write to")
    q.set_defaults(run=cmd_export, subparser=q)
    q = rsub.add_parser("verify", help="check a return file: whole, unchanged, and whose",
                        description="Exit 0 and 'valid' with the pound and the month when the file is "
                                    "whole and its signature verifies; 1 with the reason when not. "
                                    "With --pubkey, the signature must be that key's (the key the local "
                                    "authority registered).")
    q.add_argument("bundle", metavar="BUNDLE", type=Path)
    q.add_argument("--pubkey", metavar="FILE", type=Path, default=None, help="the pound's public key (PEM)")
    q.set_defaults(run=cmd_verify, subparser=q, opens_itself=True)
    q = rsub.add_parser("key", help="the pound's key: the set-up sheet, the public key file",
                        description="Print the pound's key fingerprint; with --out write the set-up sheet "
                                    "(PDF, with a QR code) and with --pubkey the public key (PEM) for the "
                                    "local authority to register.")
    q.add_argument("--out", metavar="FILE.pdf", type=Path, default=None)
    q.add_argument("--pubkey", metavar="FILE.pem", type=Path, default=None)
    q.set_defaults(run=cmd_key, subparser=q)
    q = rsub.add_parser("log", help="the returns exported, newest first")
    q.set_defaults(run=cmd_log, subparser=q)


def cmd_export(args: argparse.Namespace, parser) -> int:
    def progress(done: int, total: int) -> None:
        if sys.stderr.isatty():
            print(f"\rReading the month: {100 * done // max(total, 1)}%", end="", file=sys.stderr)

    try:
        done = returns.export(args.period, args.to, progress=progress)
    except returns.ExportFailed as exc:
        print(f"pound-desk: {exc.reason}", file=sys.stderr)
        return 1
    if sys.stderr.isatty():
        print(file=sys.stderr)
    note = " (the same as the last export of this month)" if done.same_as_before else ""
    print(done.path)
    print(f"Return for {done.period}: sequence {done.sequence}, revision {done.revision}{note}", file=sys.stderr)
    return 0


def cmd_verify(args: argparse.Namespace, parser) -> int:
    key = None
    if args.pubkey is not None:
        try:
            key = keys.load_public(args.pubkey.read_bytes())
        except (OSError, ValueError) as exc:
            print(f"pound-desk: cannot read the public key {args.pubkey}: {getattr(exc, 'strerror', None) or exc}",
                  file=sys.stderr)
            return 2
    try:
        b = read_bundle(args.bundle, key)
    except BundleError as exc:
        print(f"invalid: {exc.reason}")
        return 1
    pound = b.manifest.get("pound", {})
    print(f"valid: {pound.get('name', '')} ({b.pound_id}), period {b.period}, sequence {b.sequence}, "
          f"revision {b.revision}")
    whose = "the key given" if b.verified_with_registered_key else \
        "the key the file carries (give --pubkey to check it is the registered pound's)"
    print(f"Signed by {whose}: {b.fingerprint}")
    return 0


def cmd_key(args: argparse.Namespace, parser) -> int:
    key = returns.the_key()
    print(f"Pound id:    {keys.pound_id(key)}")
    print(f"Fingerprint: {keys.fingerprint(key)}")
    if args.pubkey is not None:
        args.pubkey.write_bytes(keys.public_pem(key))
        print(f"Public key written to {args.pubkey}")
    if args.out is not None:
        pdf, _ = returns.setup_sheet()
        args.out.write_bytes(pdf)
        print(f"Set-up sheet written to {args.out}")
    return 0


def cmd_log(args: argparse.Namespace, parser) -> int:
    rows = returns.export_log()
    if not rows:
        print("No return has been exported yet.")
    for r in rows:
        print(f"{r.exported_at:%d-%m-%Y %H:%M}  {r.period}  seq {r.sequence} rev {r.revision}  "
              f"{r.file_name}  -> {r.destination}")
    return 0
