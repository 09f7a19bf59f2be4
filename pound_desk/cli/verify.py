"""``pound-desk [--db PATH] verify [--against BUNDLE] [--head COUNT:DIGEST]``:
walk the tamper-evident chain and name each record changed, removed,
inserted or signed by no one (or not by whom it says) behind the program's
back; with ``--against``, also check that the register still extends the
head it had when it made a return it sent (or a head kept elsewhere)."""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

from pound_desk.returns.bundle import BundleError
from pound_desk.services import heads, return_heads, tamper
from pound_desk.services.desk import audit, storage


def add_parsers(sub) -> None:
    p = sub.add_parser("verify", help="check that no record was changed behind the app's back",
                       description="Every document of record (register, receipts, ledger, orders, "
                                   "notices, sales, users, settings) is linked into a chain of SHA-256 "
                                   "digests when it is written, and each run of links is signed by the "
                                   "person who wrote it. This walks the chain and names each record that "
                                   "was changed, removed, inserted or signed by no one. It prints the "
                                   "head it checked (records:digest): a copy kept outside the office "
                                   "can be checked later with --head. Exit status 0 when the chain is "
                                   "intact, 1 when not.")
    p.add_argument("--against", metavar="BUNDLE", type=Path, default=None,
                   help="a return this pound sent (*.pdreturn): the register must still extend the head "
                        "it carries")
    p.add_argument("--head", metavar="COUNT:DIGEST", default=None,
                   help="a head printed earlier: the register must still extend it")
    p.set_defaults(run=cmd_verify, subparser=p)


def _anchor(args: argparse.Namespace) -> tuple[int, str, str] | None:
    """(records, digest, what it is) to check against, or None."""
    if getattr(args, "against", None) is not None:
        try:
            links, digest, period = return_heads.of_return(args.against.read_bytes())
        except OSError as e:
            raise SystemExit(_fail(f"Cannot read {args.against}: {e.strerror or e}")) from e
        except BundleError as e:
            raise SystemExit(_fail(f"{args.against} is not a return of this pound: {e}")) from e
        return links, digest, f"the return of {period}"
    if getattr(args, "head", None):
        parsed = heads.parse(args.head)
        if parsed is None:
            raise SystemExit(_fail("give the head as COUNT:DIGEST, as verify prints it or as a daily statement "
                                   "or a return prints it (the first 16 digits of the digest, or all 64)"))
        count, digest = parsed
        return count, digest, f"the head {count}:{digest[:16]}…"
    return None


def _fail(text: str) -> int:
    print(f"pound-desk: {text}", file=sys.stderr)
    return 1


def cmd_verify(args: argparse.Namespace, parser) -> int:
    anchor = _anchor(args)
    verdict = tamper.check()
    # the head printed is the head checked: this run's own log entry comes after it
    audit.record_view("verify_run", "register", {"intact": verdict.intact, "links": verdict.links,
                                                 "findings": len(verdict.findings), "head": verdict.head})
    extends = True
    if anchor is not None:
        count, digest, what = anchor
        extends = count <= verdict.links and heads.extends(count, digest)
    if verdict.intact:
        print(f"The register is intact: {verdict.links} records checked, each signed by who wrote it.")
        print(f"Head checked: {verdict.links}:{verdict.head}")
        print(f"Head as printed on paper: {heads.Head(verdict.links, verdict.head).short}")
    else:
        print(f"The register was altered outside Pound Desk ({len(verdict.findings)} finding(s)):",
              file=sys.stderr)
        for finding in verdict.findings:
            print(f"  {finding}", file=sys.stderr)
    # the heads this desk wrote down at its backups, returns and restores (services/heads.py)
    older = heads.older_than_remembered(storage.register_path())
    if older:
        print(older, file=sys.stderr)
    if anchor is not None:
        if extends:
            print(f"It extends {what} ({count} records).")
        elif count > verdict.links:
            print(f"History cut short since {what}: it had {count} records, the register now {verdict.links}",
                  file=sys.stderr)
        else:
            print(f"History rewritten since {what}: record {count} is no longer the one it ended with",
                  file=sys.stderr)
    return 0 if verdict.intact and extends and not older else 1
