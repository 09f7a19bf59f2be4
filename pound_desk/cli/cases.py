"""``pound-desk dues``, ``release`` and ``case``: what is due on a case, its
release on payment (s. 12), and the case as it stands."""
from __future__ import annotations

import argparse
import json
from datetime import date, datetime

from pound_desk.cli.arguments import case_no, datetime_arg, heads_arg, money_arg
from pound_desk.cli.common import Refused, out, table
from pound_desk.law.flags import describe
from pound_desk.law.kinds import BY_CODE
from pound_desk.law.money import Money
from pound_desk.law.records import SIGNATURES
from pound_desk.law.seizure import SeizureDraft
from pound_desk.law.seizure import flags as seizure_flags
from pound_desk.services import case_standing
from pound_desk.services.case import cases, late_entries, releases
from pound_desk.services.desk import clock
from pound_desk.text import date_str, datetime_str, money


def add_parsers(sub) -> None:
    """``dues`` and ``release`` (``case`` comes later in the list of commands:
    ``add_case_parser``)."""
    p = sub.add_parser("dues", help="what is due on a case (fines and feeding charges)",
                       description="The fines (s. 11) and feeding and watering charges (s. 4) due on "
                                   "the heads of a case held at a moment.")
    p.add_argument("case_no", metavar="CASE_NO", help="e.g. 17/2026")
    p.add_argument("--as-of", metavar="YYYY-MM-DDTHH:MM", type=datetime_arg, default=None,
                   help="the moment (default: now)")
    p.add_argument("--heads", metavar="1,2", type=heads_arg, default=None,
                   help="only these heads (default: every head held then)")
    p.add_argument("--json", action="store_true", help="print one JSON object (amounts in paise)")
    p.set_defaults(run=cmd_dues, subparser=p)

    p = sub.add_parser("release", help="release on payment (s. 12) and issue a receipt",
                       description="Deliver heads of a case to their owner or the owner's agent on "
                                   "payment of the dues as of --at, and issue a Form III receipt. A "
                                   "payment short of the dues is refused and nothing changes.")
    p.add_argument("case_no", metavar="CASE_NO")
    p.add_argument("--at", metavar="YYYY-MM-DDTHH:MM", type=datetime_arg, required=True,
                   help="the time of release")
    p.add_argument("--claimant", metavar="NAME", required=True, help="who claims the cattle")
    p.add_argument("--paid", metavar="AMOUNT", type=money_arg, required=True,
                   help="rupees received, e.g. 700 or 691.50")
    p.add_argument("--agent", action="store_true",
                   help="the claimant is the owner's agent (needs --evidence of authority)")
    p.add_argument("--evidence", metavar="TEXT", default="",
                   help="the evidence of ownership or written authority shown")
    p.add_argument("--residence", metavar="R", default="", help="the claimant's residence")
    p.add_argument("--heads", metavar="1,2", type=heads_arg, default=None,
                   help="release only these heads (default: every head held)")
    p.add_argument("--register-signature", choices=("signed", "refused", "agent"), default="signed",
                   help="how the receipt for the cattle was signed in the register, s. 12(b): signed "
                        "(by the owner; by the agent with --agent), refused to sign, or agent (signed "
                        "by the owner's agent). Default: signed")
    p.add_argument("--late-reason", metavar="TEXT", default="",
                   help="why the release is entered late: needed when --at is earlier than now by more than "
                        "the office's margin (24 hours unless the supervisor set another); printed with it "
                        "as entered late")
    p.set_defaults(run=cmd_release, subparser=p)


def add_case_parser(sub) -> None:
    p = sub.add_parser("case", help="a case as it stands: heads, dues now, deadlines and history",
                       description="The case's state, its heads (held, released or sold), the dues now, "
                                   "its deadlines and its history.")
    p.add_argument("case_no", metavar="CASE_NO", help="e.g. 17/2026")
    p.add_argument("--json", action="store_true", help="print one JSON object (amounts as rupees, "
                                                       "e.g. \"1250.50\")")
    p.set_defaults(run=cmd_case, subparser=p)


# ------------------------------------------------------------------ dues

def _kind_name(code: str) -> str:
    return BY_CODE[code].en if code in BY_CODE else code


def _case_flags(cv) -> tuple[str, ...]:
    """Flags of the entry as it now stands (amendments applied)."""
    draft = SeizureDraft(brought_at=cv.brought_at, seized_at=cv.seized_at, seized_place="",
                         local_area="", basis=cv.basis, seizer_name="", seizer_residence="",
                         seizer_capacity=cv.seizer_capacity)
    return seizure_flags(draft)


def dues_record(cv, d) -> dict:
    """The dues of a case as plain JSON values; money in integer paise."""
    heads = []
    for h in d.heads:
        refs = [r for r in (h.fine.reference, *h.feeding_references) if r]
        heads.append({
            "seq": h.seq, "kind": h.kind,
            "fine_paise": h.fine.amount.paise, "fine_reference": h.fine.reference,
            "feeding_periods": h.periods, "feeding_paise": h.feeding.paise,
            "feeding_references": list(h.feeding_references),
            "total_paise": h.total.paise, "references": list(dict.fromkeys(refs)),
            "flags": list(h.flags),
        })
    return {
        "case_no": cv.case_no,
        "as_of": d.as_of.isoformat(timespec="minutes"),
        "brought_at": cv.brought_at.isoformat(timespec="minutes"),
        "seized_at": cv.seized_at.isoformat(timespec="minutes") if cv.seized_at else None,
        "heads": heads,
        "fine_paise": d.fine.paise,
        "feeding_paise": d.feeding.paise,
        "total_paise": d.total.paise,
        "feeding_periods": d.feeding_periods,
        "unclaimed_report_due": d.unclaimed_report_due.isoformat(),
        "complaint_window_ends": d.complaint_window_ends.isoformat() if d.complaint_window_ends else None,
        "flags": list(dict.fromkeys((*d.flags, *_case_flags(cv)))),
    }


def dues_text(cv, d) -> list[str]:
    lines = [f"Case {cv.case_no}: dues as of {datetime_str(d.as_of)}",
             f"Brought to the pound {datetime_str(cv.brought_at)}"]
    if not d.heads:
        lines.append("No heads of this case are in the pound at that time: nothing is due.")
    else:
        rows = [["Head", "Kind", "Fine", "Periods", "Feeding", "Total"]]
        for h in d.heads:
            rows.append([str(h.seq), _kind_name(h.kind), money(h.fine.amount), str(h.periods),
                         money(h.feeding), money(h.total)])
        rows.append(["", "Total", money(d.fine), "", money(d.feeding), money(d.total)])
        lines += [""] + table(rows, right={0, 2, 3, 4, 5})
        lines.append(f"Feeding and watering: {d.feeding_periods} commenced period"
                     f"{'s' if d.feeding_periods != 1 else ''} of 24 hours (s. 4)")
    if d.heads:
        lines.append(f"Unclaimed report due (s. 13(1)): {date_str(d.unclaimed_report_due)}")
    if d.complaint_window_ends:
        lines.append(f"Complaint window ends (s. 19): {date_str(d.complaint_window_ends)}")
    flags = list(dict.fromkeys((*d.flags, *_case_flags(cv))))
    if flags:
        lines.append("Notes:")
        lines += [f"  - {describe(code)}" for code in flags]
    fine_refs = list(dict.fromkeys(h.fine.reference for h in d.heads if h.fine.reference))
    feed_refs = list(dict.fromkeys(r for h in d.heads for r in h.feeding_references))
    if fine_refs or feed_refs:
        lines.append("Rates applied:")
        lines += [f"  fine: {r}" for r in fine_refs] + [f"  feeding: {r}" for r in feed_refs]
    return lines


def cmd_dues(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    cv = cases.view(case_no(args.case_no))
    d = cases.dues(cv, args.as_of or clock.now(), args.heads)
    if args.json:
        out(json.dumps(dues_record(cv, d), ensure_ascii=False, indent=2))
    else:
        out("\n".join(dues_text(cv, d)))
    return 0


# ------------------------------------------------------------------ release

def cmd_release(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    if args.agent and not args.evidence.strip():
        raise Refused("An agent needs written authority: say what was shown with --evidence (s. 12)")
    number = case_no(args.case_no)
    now = clock.now()
    refuse_late(args.at, args.late_reason, now)
    try:
        receipt = releases.release_on_payment(
            number, args.at, args.claimant, args.paid,
            claimant_capacity="agent" if args.agent else "owner", claimant_residence=args.residence,
            evidence=args.evidence, head_seqs=args.heads, signature=args.register_signature, now=now,
            late_reason=args.late_reason)
    except releases.PaymentShort as e:
        raise Refused(f"Payment refused: {money(e.due)} is due on case {number} as of {datetime_str(args.at)}; "
                      f"{money(e.paid)} was paid, {money(e.due - e.paid)} more is needed. "
                      "Nothing was released.") from None
    cv = cases.view(number)
    seqs = [str(h.seq) for h in cv.heads if h.receipt_no == receipt.number]
    total, tendered = receipt.total, receipt.tendered
    out(f"Receipt {receipt.number} issued for case {cv.case_no}")
    capacity = "owner's agent" if args.agent else "owner"
    out(f"Head{'s' if len(seqs) != 1 else ''} {', '.join(seqs)} released to {receipt.claimant_name} "
        f"({capacity}) at {datetime_str(receipt.issued_at)}")
    signature = next((r.signature for r in cv.releases if r.receipt_no == receipt.number), "")
    out(f"Register, s. 12(b): {SIGNATURES.get(signature, SIGNATURES[''])[0].removesuffix(', s. 12(b)')}")
    change = tendered - total
    out(f"Due {money(total)}; paid {money(tendered)}"
        + (f"; change to return {money(change)}" if change else ""))
    late = next((r.late[0] for r in cv.releases if r.receipt_no == receipt.number), "")
    if late:
        out(f"This release was {late}")
    return 0


def refuse_late(stated, reason: str, now) -> None:
    """A time stated earlier than now by more than the office's margin,
    without --late-reason: refused, saying how to give it."""
    found = late_entries.problems(stated, reason, now)
    if found:
        raise Refused(f"{found[0].message} (--late-reason TEXT)")


# ------------------------------------------------------------------ a case as it stands

def _when(iso: str | None) -> str:
    """An ISO date or time from a case record, as the register writes it."""
    if not iso:
        return "-"
    return datetime_str(datetime.fromisoformat(iso)) if "T" in iso else date_str(date.fromisoformat(iso))


def case_text(rec: dict) -> list[str]:
    def rupees(text: str) -> str:
        return money(Money.of_rupees(text))

    lines = [f"Case {rec['case_no']}: {rec['status'].replace('_', ' ')}",
             f"Brought to the pound {_when(rec['brought_at'])}"]
    if rec["seized_at"]:
        lines.append(f"Seized {_when(rec['seized_at'])} at {rec['seized_place']} by {rec['seizer']}")
    if rec["owner"]:
        lines.append(f"Owner: {rec['owner']}")
    rows = [["Head", "Kind", "State", "When", "To"]]
    for h in rec["heads"]:
        rows.append([str(h["seq"]), h["kind_en"] or h["kind"], h["state"],
                     _when(h["released_at"]) if h["released_at"] else "", h["to"] or ""])
    lines += [""] + table(rows, right={0}) + [""]
    d = rec["dues_now"]
    if d:
        lines.append(f"Due now: {rupees(d['total'])} (fines {rupees(d['fine'])}, feeding {rupees(d['feeding'])}, "
                     f"{d['feeding_periods']} period{'s' if d['feeding_periods'] != 1 else ''})")
    dl = rec["deadlines"]
    lines.append(f"Unclaimed report due (s. 13(1)): {_when(dl['unclaimed_report_due'])}")
    if dl["complaint_window_ends"]:
        lines.append(f"Complaint window ends (s. 19): {_when(dl['complaint_window_ends'])}")
    if "notice" in dl:
        n = dl["notice"]
        lines.append(f"Notice issued {_when(n['issued_on'])}; affixed {_when(n['affixed'])}; proclaimed in the "
                     f"village {_when(n['proclaimed_village'])}, market {_when(n['proclaimed_market'])}; "
                     f"earliest sale {_when(n['earliest_sale']) if n['earliest_sale'] else 'not yet known'}")
    lines.append("History:")
    lines += [f"  {_when(e['at'])}  {e['en']}" for e in rec["events"]]
    return lines


def cmd_case(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    rec = case_standing.record(case_no(args.case_no), clock.now())
    out(json.dumps(rec, ensure_ascii=False, indent=2) if args.json else "\n".join(case_text(rec)))
    return 0
