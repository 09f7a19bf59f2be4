"""``pound-desk [--db PATH] verify``: walk the tamper-evident chain and name
the first record changed, removed or inserted behind the program's back."""
from __future__ import annotations

import argparse
import sys

from pound_desk.services import audit, tamper


def add_parsers(sub) -> None:
    p = sub.add_parser("verify", help="check that no record was changed behind the app's back",
                       description="Every document of record (register, receipts, ledger, orders, "
                                   "notices, sales) is linked into a chain of SHA-256 digests when it "
                                   "is written. This walks the chain and names the first record that "
                                   "was changed, removed or inserted by another program. Exit status "
                                   "0 when the chain is intact, 1 when not.")
    p.set_defaults(run=cmd_verify, subparser=p)


def cmd_verify(args: argparse.Namespace, parser) -> int:
    verdict = tamper.check()
    audit.record_view("verify_run", "register", {"intact": verdict.intact, "links": verdict.links, "findings": len(verdict.findings)})
    if verdict.intact:
        print(f"The register is intact: {verdict.links} records checked.")
        print(f"Last link: {verdict.head}")
        return 0
    print(f"The register was altered outside Pound Desk ({len(verdict.findings)} finding(s); "
          "the first is where it starts):", file=sys.stderr)
    for finding in verdict.findings:
        print(f"  {finding}", file=sys.stderr)
    return 1
