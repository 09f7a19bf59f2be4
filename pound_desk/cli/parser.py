"""The full parser: the global options and every command group, in the order
``pound-desk --help`` lists them. Each group's module adds its own commands
(``add_parsers``) and says what runs them (``run``)."""
from __future__ import annotations

import argparse

from pound_desk.cli import (
    auction,
    audit,
    authority,
    backups,
    books,
    cases,
    disputes,
    photos,
    printing,
    rates,
    receipts,
    register,
    reports,
    returns,
    setup,
    upper,
    users,
    verify,
)
from pound_desk.cli.common import PROG, Parser, add_global_options


def build_parser() -> argparse.ArgumentParser:
    parser = Parser(
        prog=PROG,
        description="Pound Desk: the register, receipts and accounts of a cattle pound under the "
                    "Kerala Cattle Trespass Act, 1961. Without a command, the desktop opens.",
        epilog="Exit codes: 0 done; 1 refused or invalid input (nothing changed); 2 usage.")
    add_global_options(parser)
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    setup.add_parsers(sub)          # init
    rates.add_parsers(sub)          # rates import|export
    register.add_parsers(sub)       # register import
    cases.add_parsers(sub)          # dues, release
    printing.add_parsers(sub)       # print …
    reports.add_parsers(sub)        # report unclaimed|s27
    cases.add_case_parser(sub)      # case
    books.add_parsers(sub)          # ledger, accounts
    backups.add_parsers(sub)        # backup, backups, restore
    verify.add_parsers(sub)         # verify
    audit.add_parsers(sub)          # audit
    returns.add_parsers(sub)        # returns …
    authority.add_parsers(sub)      # authority …
    upper.add_parsers(sub)          # upper … (a district, the Director)
    disputes.add_parsers(sub)       # complaint, protest (ss. 14, 19-22)
    users.add_parsers(sub)          # users …
    receipts.add_parsers(sub)       # check-receipt
    photos.add_parsers(sub)         # photo add|list|withdraw
    auction.add_parsers(sub)        # auction reverse-sale|sales
    return parser
