"""``pound-desk photo add|list|withdraw``: photos of each head, attached from
a file (a phone's pictures copied from its cable or card)."""
from __future__ import annotations

import argparse
from pathlib import Path

from pound_desk.cli.arguments import case_no
from pound_desk.cli.common import out
from pound_desk.services.case import photos


def add_parsers(sub) -> None:
    p = sub.add_parser("photo", help="photos of each head: attach, list, withdraw",
                       description="A photo is kept beside the register (the photos folder next to the "
                                   "database), upright, scaled to 1,200 pixels and without the camera's "
                                   "metadata or location; verify checks each file against its record.")
    psub = p.add_subparsers(dest="photo_command", metavar="ACTION", required=True)
    q = psub.add_parser("add", help="attach a photo (JPEG or PNG) to a head of a case")
    q.add_argument("case_no", metavar="CASE_NO", help="e.g. 17/2026")
    q.add_argument("head", metavar="HEAD", type=_head_arg, help="the head's number in the case (1, 2, …)")
    q.add_argument("file", metavar="FILE", type=Path, help="the photo: a JPEG or PNG file")
    q.add_argument("--caption", metavar="TEXT", default="", help="a few words: what the photo shows")
    q.set_defaults(run=cmd_photo_add, subparser=q)
    q = psub.add_parser("list", help="the photos of a case, withdrawn ones marked")
    q.add_argument("case_no", metavar="CASE_NO", help="e.g. 17/2026")
    q.set_defaults(run=cmd_photo_list, subparser=q)
    q = psub.add_parser("withdraw", help="withdraw a photo attached by mistake (it stays on record)")
    q.add_argument("photo_id", metavar="PHOTO_ID", type=int, help="the photo's number, as photo list shows it")
    q.add_argument("--reason", metavar="TEXT", required=True, help="why it is withdrawn")
    q.set_defaults(run=cmd_photo_withdraw, subparser=q)


def _head_arg(text: str) -> int:
    if not text.strip().isdigit() or int(text) < 1:
        raise argparse.ArgumentTypeError(f"give the head's number in the case (1, 2, …), not {text!r}")
    return int(text)


def cmd_photo_add(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    photo = photos.attach(case_no(args.case_no), args.head, args.file, args.caption)
    out(f"Photo {photo.id} attached to head {args.head} of case {case_no(args.case_no)}: "
         f"{photo.width}×{photo.height}, {photo.size // 1024} KB, {photos.file_of(photo.digest).name}")
    return 0


def cmd_photo_list(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    rows = photos.of_case(case_no(args.case_no))
    if not rows:
        out(f"No photos of case {case_no(args.case_no)}")
        return 0
    for v in rows:
        line = (f"{v.id}  head {v.head_seq}  {v.attached_at:%d-%m-%Y %H:%M}  {v.attached_by}  "
                f"{v.width}×{v.height}  {v.path.name}")
        if v.caption:
            line += f"  “{v.caption}”"
        if v.withdrawn:
            line += (f"  WITHDRAWN {v.withdrawn_at:%d-%m-%Y %H:%M} by {v.withdrawn_by}: {v.withdrawn_reason}")
        out(line)
    return 0


def cmd_photo_withdraw(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    photos.withdraw(args.photo_id, args.reason)
    out(f"Photo {args.photo_id} withdrawn: {args.reason.strip()}")
    return 0
