"""The periodic return to the local authority (s. 6), carried on a removable
drive: the month's register entries with every amendment, releases,
receipts, remittances, daily statements, notices, sales and accounts,
deposits, complaints and orders, and the cases still open at the end of the
month with their dues, gathered into ``data.json`` and a bilingual PDF, and
signed with the pound's key into one bundle (docs/RETURNS.md).

Returns are monthly (the bundle's period is YYYY-MM). A month's first return
is revision 0; exported again with nothing changed it is the same bundle,
byte for byte (the pound keeps its own copy in documents/returns); if
anything in the month's return changed since, the export is a correction:
the next revision, with the same sequence. A new month takes the next
sequence; a month earlier than one already returned cannot follow it.

Reading is batched (cases in batches of ``BATCH``) and reports progress, so
a year of a busy pound is read without holding it all at once twice."""
from __future__ import annotations

import json
import os
from dataclasses import dataclass
from datetime import date, datetime, timedelta
from pathlib import Path
from typing import Callable

from pound_desk import paths
from pound_desk.documents import render
from pound_desk.documents.return_data import SetupSheetDoc, return_doc
from pound_desk.language import translate
from pound_desk.law import dues as law_dues
from pound_desk.law import numbering
from pound_desk.law.problems import Problem
from pound_desk.models import DB, Amendment, Case, Head, Receipt, ReceiptLine, Release, chain
from pound_desk.models.disposal import (
    Auction,
    Bidder,
    Complaint,
    ComplaintOutcome,
    Lot,
    Notice,
    NoticeEvent,
    NoticeHead,
    OtherDisposal,
    OwnerAccount,
    Sale,
    SaleShare,
    Settlement,
    WrittenOrder,
)
from pound_desk.models.findings import StatementRevision
from pound_desk.models.ledger import DailyStatement, LedgerPosting, LedgerTxn, Remittance
from pound_desk.models.protest import ProtestClosing, ProtestDeposit
from pound_desk.models.returns import ReturnExport
from pound_desk.models.schema import ReleasedHead
from pound_desk.returns import keys
from pound_desk.returns.bundle import (
    FORMAT,
    FORMAT_VERSION,
    BundleError,
    bundle_name,
    read_bundle,
    sha256,
    write_bundle,
)
from pound_desk.returns.drives import WriteError, write_verified
from pound_desk.returns.figures import DISPOSED_BASES, SOLD_BASES
from pound_desk.services import heads, tamper, today
from pound_desk.services.case import cases, late_entries
from pound_desk.services.case.documents import receipt_code
from pound_desk.services.case.releases import describe
from pound_desk.services.desk import audit, clock, kept, signing
from pound_desk.services.desk.errors import Invalid, ServiceError
from pound_desk.services.disposal import auctions, sale_corrections
from pound_desk.services.disposal import deposits as deposit_service
from pound_desk.services.disputes import complaints as complaint_service
from pound_desk.services.office import pound, rates, settings
from pound_desk.services.return_period import Period, last_complete, period_of

BATCH = 500
DATA_VERSION = 1
TOTAL_KEYS = ("impounded", "released", "sold", "disposed_otherwise", "held_at_end", "fines_paise",
              "feeding_paise", "sale_proceeds_paise", "deposits_held_paise", "deposits_due_paise",
              "overdue_cases",
              # beyond the shared list: dues charged to the one liable on a complaint (s. 21(2)), not
              # money received, and what he paid of them; the deposits under protest (s. 14)
              "due_from_liable_paise", "paid_by_liable_paise", "protest_taken_paise", "protest_refunded_paise",
              "protest_converted_paise", "protest_held_paise")
# ledger transactions that charge fines and feeding charges to the one liable (s. 21(2)): dues, not receipts
_DUE_KINDS = {"seizer_due"}
# steps of needs_action that warn ahead rather than say something is late
_WARNINGS = {"complaint_window", "deposit_soon"}
# steps that keep a case open after its last head has left the pound
_AFTER_SALE = {"settle", "owner_account", "deposit_due"}
Progress = Callable[[int, int], None] | None


class ExportFailed(ServiceError):
    """The return could not be written to the drive; nothing was recorded.
    ``reason`` (in the language on screen) says why."""

    def __init__(self, reason: str, code: str = ""):
        super().__init__(reason)
        self.reason, self.code = reason, code

    def on_screen(self) -> str:
        """The reason, in the language of the screen."""
        return self.reason


def _ended_problems(p: Period, now: datetime) -> list[Problem]:
    if p.end >= now.date():
        return [Problem("period", translate("returns", "{month} ends on {end}: its return can be made from {day}")
                        .format(month=p.label, end=f"{p.end:%d-%m-%Y}",
                                day=f"{p.end + timedelta(days=1):%d-%m-%Y}"))]
    return []


# ---- the pound's key --------------------------------------------------------

def keys_dir() -> Path:
    return keys.keys_dir(Path(DB.obj.database))


def the_key():
    """The pound's signing key, made on first need (a pound set up before
    returns were signed gets its key then)."""
    folder = keys_dir()
    try:
        return keys.load_or_create(folder)
    except keys.KeyExposed as exc:
        raise ServiceError(str(exc)) from None
    except (ValueError, TypeError, OSError) as exc:
        raise ServiceError(translate(
            "returns", "The pound's key in {folder} cannot be read ({error}): restore the keys folder from a "
                       "backup, or move the file aside to make a new key and register it with the local authority")
            .format(folder=folder, error=getattr(exc, "strerror", None) or exc)) from None


def returns_dir() -> Path:
    return paths.documents_dir(Path(DB.obj.database)) / "returns"


# ---- gathering ----------------------------------------------------------------

def _iso(value) -> str | None:
    if value is None:
        return None
    if isinstance(value, str):
        return value
    return value.isoformat()


def _dt(value) -> datetime:
    return value if isinstance(value, datetime) else datetime.fromisoformat(str(value))


def _in(p: Period, value) -> bool:
    if value is None:
        return False
    if isinstance(value, datetime):
        return p.start_at <= value < p.end_at
    if isinstance(value, date):
        return p.start <= value <= p.end
    return _in(p, _dt(value))


def _entered_late(entry) -> dict:
    """A record entered later than the time it states (late_entries): when
    it was entered and why, on its line of the return; nothing on a line
    entered in time, so that such a line reads as it always has."""
    if entry is None:
        return {}
    return {"entered_late": {"at": _iso(entry.entered_at), "reason": entry.reason}}


def _batches(ids: list[int]):
    for i in range(0, len(ids), BATCH):
        yield ids[i:i + BATCH]


def _case_dict(cv: cases.CaseView, amendments: list[Amendment], seq: dict[int, int]) -> dict:
    return {
        "case_no": cv.case_no, "brought_at": _iso(cv.brought_at), "seized_at": _iso(cv.seized_at),
        "seized_place": cv.seized_place, "local_area": cv.local_area, "basis": cv.basis,
        "seizer_name": cv.seizer_name, "seizer_residence": cv.seizer_residence,
        "seizer_capacity": cv.seizer_capacity, "owner_name": cv.owner_name,
        "owner_residence": cv.owner_residence, "police_aid": cv.police_aid, "flags": list(cv.flags),
        "source": cv.source, "entered_at": _iso(cv.entered_at),
        "heads": [{"seq": h.seq, "kind": h.kind, "sex": h.sex, "colour": h.colour, "marks": h.marks,
                   "ear_tag": h.ear_tag} for h in cv.heads],
        "amendments": [_amendment_dict(a, seq, cv.case_no) for a in amendments],
    }


def _amendment_dict(a: Amendment, seq: dict[int, int], case_no: str) -> dict:
    return {"case_no": case_no, "made_at": _iso(a.made_at),
            "head_seq": seq.get(a.head_id) if a.head_id else None, "field": a.field,
            "old": a.old_value, "new": a.new_value, "reason": a.reason}


class _Gatherer:
    def __init__(self, p: Period, progress: Progress, cancelled):
        self.p, self.progress, self.cancelled = p, progress, cancelled
        self.done, self.total = 0, 1
        self.case_no: dict[int, str] = {}

    def step(self, n: int = 1) -> None:
        self.done += n
        if self.progress:
            self.progress(min(self.done, self.total), self.total)
        if self.cancelled and self.cancelled():
            raise render.RenderCancelled("the return was stopped; nothing was written")

    def names(self, case_ids) -> dict[int, str]:
        missing = [i for i in set(case_ids) if i is not None and i not in self.case_no]
        for chunk in _batches(missing):
            for c in Case.select(Case.id, Case.case_no).where(Case.id.in_(chunk)):
                self.case_no[c.id] = c.case_no
        return self.case_no

    # the register -------------------------------------------------------
    def register(self) -> tuple[list[dict], list[dict], int]:
        p = self.p
        ids = [c.id for c in Case.select(Case.id).where((Case.brought_at >= p.start_at) &
                                                        (Case.brought_at < p.end_at))]
        # a case whose time of bringing was amended into (or out of) the month
        ids += [a.case_id for a in Amendment.select(Amendment.case).where(
            (Amendment.field == "brought_at") & Amendment.head.is_null())]
        ids = sorted(set(ids))
        entries, impounded = [], 0
        for chunk in _batches(ids):
            rows = list(Case.select().where(Case.id.in_(chunk)))
            amends: dict[int, list] = {}
            for a in (Amendment.select().where(Amendment.case.in_(chunk))
                      .order_by(Amendment.made_at, Amendment.id)):
                amends.setdefault(a.case_id, []).append(a)
            for cv in cases.views(rows):
                self.case_no[cv.id] = cv.case_no
                if not _in(p, cv.brought_at):
                    continue
                seq = {h.id: h.seq for h in cv.heads}
                entries.append(_case_dict(cv, amends.get(cv.id, []), seq))
                impounded += len(cv.heads)
            self.step(len(chunk))
        entries.sort(key=lambda e: (e["brought_at"], e["case_no"]))
        # amendments made this month to the entries of earlier months
        shown = {e["case_no"] for e in entries}
        later = []
        rows = list(Amendment.select().where((Amendment.made_at >= p.start_at) & (Amendment.made_at < p.end_at))
                    .order_by(Amendment.made_at, Amendment.id))
        names = self.names([a.case_id for a in rows])
        seqs: dict[int, int] = {}
        for chunk in _batches(sorted({a.head_id for a in rows if a.head_id})):
            seqs.update({h.id: h.seq for h in Head.select(Head.id, Head.seq).where(Head.id.in_(chunk))})
        for a in rows:
            if names[a.case_id] in shown:
                continue
            head_seq = seqs.get(a.head_id) if a.head_id else None
            later.append({"case_no": names[a.case_id], "made_at": _iso(a.made_at), "head_seq": head_seq,
                          "field": a.field, "old": a.old_value, "new": a.new_value, "reason": a.reason})
        return entries, later, impounded

    # releases and receipts ------------------------------------------------
    def releases(self) -> tuple[list[dict], dict[str, int]]:
        p = self.p
        rels = list(Release.select().where((Release.released_at >= p.start_at) &
                                           (Release.released_at < p.end_at))
                    .order_by(Release.released_at, Release.id))
        seqs: dict[int, list[int]] = {}
        receipt_no: dict[int, str] = {}
        for chunk in _batches([r.id for r in rels]):
            for rh in (ReleasedHead.select(ReleasedHead.release, Head.seq).join(Head)
                       .where(ReleasedHead.release.in_(chunk))):
                seqs.setdefault(rh.release_id, []).append(rh.head.seq)
        for chunk in _batches([r.receipt_id for r in rels if r.receipt_id]):
            for r in Receipt.select(Receipt.id, Receipt.number).where(Receipt.id.in_(chunk)):
                receipt_no[r.id] = r.number
        names = self.names([r.case_id for r in rels])
        late = late_entries.of("release", [r.id for r in rels])
        out, by_basis = [], {}

        for r in rels:
            head_seqs = sorted(seqs.get(r.id, []))
            view = cases.ReleaseView(r.released_at, r.basis, r.claimant_name, r.claimant_capacity,
                                     tuple(head_seqs), receipt_no.get(r.receipt_id, ""))
            en, ml = describe(view)
            out.append({"case_no": names[r.case_id], "released_at": _iso(r.released_at), "basis": r.basis,
                        "claimant_name": r.claimant_name, "claimant_capacity": r.claimant_capacity,
                        "head_seqs": head_seqs, "receipt_no": receipt_no.get(r.receipt_id, ""),
                        "en": en, "ml": ml, **_entered_late(late.get(r.id))})
            by_basis[r.basis] = by_basis.get(r.basis, 0) + len(head_seqs)
        self.step()
        return out, by_basis

    def receipts(self) -> list[dict]:
        p = self.p
        rows = list(Receipt.select().where((Receipt.issued_at >= p.start_at) & (Receipt.issued_at < p.end_at))
                    .order_by(Receipt.issued_at, Receipt.id))
        lines: dict[int, list] = {}

        for chunk in _batches([r.id for r in rows]):
            for ln in (ReceiptLine.select(ReceiptLine, Head.seq).join(Head)
                       .where(ReceiptLine.receipt.in_(chunk)).order_by(ReceiptLine.id)):
                lines.setdefault(ln.receipt_id, []).append(
                    {"head_seq": ln.head.seq, "fine_paise": ln.fine_paise, "fine_reference": ln.fine_reference,
                     "feeding_periods": ln.feeding_periods, "feeding_paise": ln.feeding_paise,
                     "feeding_reference": ln.feeding_reference})
        names = self.names([r.case_id for r in rows])
        key = signing.program_key(DB.obj) if rows else None
        late = late_entries.of_receipts([r.id for r in rows])
        out = []
        for r in rows:
            ls = lines.get(r.id, [])
            # the receipt's check code, so that the authority can take the short form an owner reads off it
            code = receipt_code(r, key).text
            out.append({"number": r.number, "issued_at": _iso(r.issued_at), "case_no": names[r.case_id],
                        "check_code": code,
                        "claimant_name": r.claimant_name, "claimant_capacity": r.claimant_capacity,
                        "claimant_residence": r.claimant_residence, "total_paise": r.total_paise,
                        "tendered_paise": r.tendered_paise, "keeper_name": r.keeper_name,
                        "fines_paise": sum(x["fine_paise"] for x in ls),
                        "feeding_paise": sum(x["feeding_paise"] for x in ls), "lines": ls,
                        **_entered_late(late.get(r.id))})
        self.step()
        return out

    # accounts -----------------------------------------------------------------
    def remittances(self) -> list[dict]:
        p = self.p
        out = [{"number": r.number, "day": _iso(r.day), "made_at": _iso(r.made_at), "amount_paise": r.amount_paise,
                "cash_paise": r.cash_paise, "advance_held_paise": r.advance_held_paise,
                "proceeds_held_paise": r.proceeds_held_paise, "keeper_name": r.keeper_name}
               for r in Remittance.select().where((Remittance.day >= p.start) & (Remittance.day <= p.end))
               .order_by(Remittance.day, Remittance.id)]
        self.step()
        return out

    def statements(self) -> list[dict]:
        p = self.p
        out = []
        for s in (DailyStatement.select().where((DailyStatement.day >= p.start) & (DailyStatement.day <= p.end))
                  .order_by(DailyStatement.day)):
            try:
                figures = json.loads(s.figures)
            except ValueError:
                figures = s.figures
            entry = {"day": _iso(s.day), "made_at": _iso(s.made_at), "keeper_name": s.keeper_name,
                     "needed_paise": s.needed_paise, "figures": figures}
            # revised statements (rule 15) made by the end of the month, each naming what changed

            revisions = [{"revision": r.revision, "made_at": _iso(r.made_at), "keeper_name": r.keeper_name,
                          "needed_paise": r.needed_paise, "changes": r.changes, "figures": json.loads(r.figures)}
                         for r in StatementRevision.select().where(StatementRevision.statement == s,
                                                                   StatementRevision.made_at < p.end_at)
                         .order_by(StatementRevision.revision)]
            if revisions:
                entry["revisions"] = revisions
            out.append(entry)
        self.step()
        return out

    def ledger(self) -> tuple[dict[str, int], dict[str, int], dict[str, int]]:
        """Each account's net movement in the month (debit positive), its
        balance at the month's end, and the part of the month's movement
        that charged fines and charges to the one liable on a complaint
        (s. 21(2)): dues, not money received."""
        p = self.p
        moved: dict[str, int] = {}
        at_end: dict[str, int] = {}
        dues: dict[str, int] = {}
        for account, at, kind, amount in (LedgerPosting.select(LedgerPosting.account, LedgerTxn.at, LedgerTxn.kind,
                                                                LedgerPosting.amount_paise)
                                          .join(LedgerTxn).where(LedgerTxn.at < p.end_at).tuples().iterator()):
            at_end[account] = at_end.get(account, 0) + amount
            if _dt(at) >= p.start_at:
                moved[account] = moved.get(account, 0) + amount
                if kind in _DUE_KINDS:
                    dues[account] = dues.get(account, 0) + amount
        self.step()
        return dict(sorted(moved.items())), dict(sorted(at_end.items())), dues

    # the unclaimed path and the sale ---------------------------------------------
    def notices(self) -> list[dict]:
        p = self.p
        ids = {n.id for n in Notice.select(Notice.id).where((Notice.issued_on >= p.start) &
                                                             (Notice.issued_on <= p.end))}
        ids |= {e.notice_id for e in NoticeEvent.select(NoticeEvent.notice).where(
            (NoticeEvent.on >= p.start) & (NoticeEvent.on <= p.end))}
        rows = list(Notice.select().where(Notice.id.in_(sorted(ids))).order_by(Notice.issued_on, Notice.id)) \
            if ids else []
        heads: dict[int, list] = {}
        events: dict[int, list] = {}
        for chunk in _batches([n.id for n in rows]):
            for nh in NoticeHead.select(NoticeHead.notice, Head.seq).join(Head).where(NoticeHead.notice.in_(chunk)):
                heads.setdefault(nh.notice_id, []).append(nh.head.seq)
            for e in (NoticeEvent.select().where(NoticeEvent.notice.in_(chunk) & (NoticeEvent.on <= p.end))
                      .order_by(NoticeEvent.on, NoticeEvent.id)):
                events.setdefault(e.notice_id, []).append(
                    {"event": e.event, "on": _iso(e.on), "place": e.place, "by_whom": e.by_whom})
        names = self.names([n.case_id for n in rows])
        out = [{"id": n.id, "case_no": names[n.case_id], "issued_on": _iso(n.issued_on), "issued_by": n.issued_by,
                "issuer_role": n.issuer_role, "village": n.village, "market": n.market, "cause": n.cause,
                "head_seqs": sorted(heads.get(n.id, [])), "events": events.get(n.id, [])} for n in rows]
        self.step()
        return out

    def sales(self) -> tuple[list[dict], list[dict], int]:
        p = self.p
        rows = list(Sale.select(Sale, Lot, Auction).join(Lot).join(Auction)
                    .where((Sale.sold_at >= p.start_at) & (Sale.sold_at < p.end_at))
                    .order_by(Sale.sold_at, Sale.id))

        bidders = {b.id: b for b in Bidder.select().where(Bidder.id.in_([s.bidder_id for s in rows]))} \
            if rows else {}
        shares: dict[int, list] = {}
        for chunk in _batches([s.id for s in rows]):
            for sh in (SaleShare.select(SaleShare, Head.seq, Head.case).join(Head)
                       .where(SaleShare.sale.in_(chunk)).order_by(SaleShare.id)):
                shares.setdefault(sh.sale_id, []).append((sh.head.case_id, sh.head.seq, sh.amount_paise))
        names = self.names([c for v in shares.values() for c, _, _ in v])

        gone = sale_corrections.views(rows)
        out, proceeds = [], 0
        for s in rows:
            b = bidders.get(s.bidder_id)
            sh = shares.get(s.id, [])
            row = {"number": s.number, "sold_at": _iso(s.sold_at), "price_paise": s.price_paise,
                   "auction_held_at": _iso(s.lot.auction.held_at), "place": s.lot.auction.place,
                   "conductor": s.lot.auction.conductor, "lot": s.lot.number,
                   "buyer": b.name if b else "", "buyer_residence": b.residence if b else "",
                   "shares": [{"case_no": names[c], "head_seq": q, "amount_paise": a} for c, q, a in sh],
                   # the buyer's receipt's check code, so that the authority can take its short form too
                   "check_code": auctions.sale_code(s).text}
            r = gone.get(s.id)
            if r is not None:   # its hammer price was recorded wrong: shown with the reason, not counted
                row["reversed"] = {"at": _iso(r.reversed_at), "by": r.reversed_by, "reason": r.reason,
                                   "recorded_again_as": r.corrected_by}
            else:
                proceeds += s.price_paise
            out.append(row)
        others = []
        for d in (OtherDisposal.select(OtherDisposal, Release, WrittenOrder).join(Release)
                  .switch(OtherDisposal).join(WrittenOrder)
                  .where((Release.released_at >= p.start_at) & (Release.released_at < p.end_at))
                  .order_by(Release.released_at, OtherDisposal.id)):
            others.append({"case_no": self.names([d.release.case_id])[d.release.case_id],
                           "at": _iso(d.release.released_at), "manner": d.manner,
                           "recipient": d.release.claimant_name, "proceeds_paise": d.proceeds_paise,
                           "order": {"number": d.order.number, "issued_on": _iso(d.order.issued_on),
                                     "authority": d.order.authority}})
            proceeds += d.proceeds_paise
        self.step()
        return out, others, proceeds

    def settlements(self) -> tuple[list[dict], list[dict]]:
        p = self.p
        rows = list(Settlement.select().where((Settlement.at >= p.start_at) & (Settlement.at < p.end_at))
                    .order_by(Settlement.at, Settlement.id))
        names = self.names([s.case_id for s in rows])
        sets = [{"id": s.id, "case_no": names[s.case_id], "at": _iso(s.at), "path": s.path,
                 "proceeds_paise": s.proceeds_paise, "fines_paise": s.fines_paise,
                 "feeding_paise": s.feeding_paise, "expenses_paise": s.expenses_paise,
                 "surplus_paise": s.surplus_paise, "shortfall_paise": s.shortfall_paise,
                 "write_off_order": s.write_off.number if s.write_off_id else ""} for s in rows]
        accs = []
        for a in (OwnerAccount.select(OwnerAccount, Settlement).join(Settlement)
                  .where((OwnerAccount.at >= p.start_at) & (OwnerAccount.at < p.end_at))
                  .order_by(OwnerAccount.at, OwnerAccount.id)):
            accs.append({"settlement_id": a.settlement_id,
                         "case_no": self.names([a.settlement.case_id])[a.settlement.case_id],
                         "at": _iso(a.at), "claimant_name": a.claimant_name,
                         "claimant_capacity": a.claimant_capacity, "accepted": bool(a.accepted),
                         "balance_paise": a.balance_paise})
        self.step()
        return sets, accs

    def deposits(self) -> tuple[list[dict], int, int]:
        """Deposits (s. 16(3)) made, claimed or closed in the month or still
        held at its end; the sum held at the end, and the sum whose three
        months had run out by then with no claim in time pending."""
        p = self.p

        out, held, due = [], 0, 0
        for v in deposit_service.all_deposits():
            if v.deposited_on > p.end:
                continue
            open_at_end = v.closed_on is None or v.closed_on > p.end
            claims = [c for c in v.claims if c.preferred_on <= p.end]
            touched = (_in(p, v.deposited_on) or _in(p, v.closed_on)
                       or any(_in(p, c.preferred_on) or _in(p, c.decided_on) for c in v.claims))
            if not (open_at_end or touched):
                continue
            pending = [c for c in claims if not c.late and (c.decided_on is None or c.decided_on > p.end)]
            is_due = open_at_end and p.end > v.last_claim_day and not pending
            if open_at_end:
                held += v.amount.paise
                if is_due:
                    due += v.amount.paise
            out.append({"id": v.id, "case_no": v.case_no, "deposited_on": _iso(v.deposited_on),
                        "amount_paise": v.amount.paise, "last_claim_day": _iso(v.last_claim_day),
                        "held_at_end": open_at_end, "due_at_end": is_due,
                        "closed_on": _iso(v.closed_on) if not open_at_end else None,
                        "outcome": v.outcome if not open_at_end else "",
                        "claims": [{"preferred_on": _iso(c.preferred_on), "claimant": c.claimant,
                                    "late": c.late,
                                    "decision": c.decision if c.decided_on and c.decided_on <= p.end else "",
                                    "decided_on": _iso(c.decided_on) if c.decided_on and c.decided_on <= p.end
                                    else None} for c in claims]})
        self.step()
        return out, held, due

    def protest_deposits(self) -> tuple[list[dict], dict[str, int]]:
        """Deposits under protest (s. 14) taken, refunded or converted in the
        month, or held at its end, each with its state then; the sums taken,
        refunded, converted and held."""

        p = self.p
        closings = {c.deposit_id: c for c in ProtestClosing.select()}
        rows = list(ProtestDeposit.select().where(ProtestDeposit.at < p.end_at)
                    .order_by(ProtestDeposit.at, ProtestDeposit.id))
        names = self.names([d.case_id for d in rows])
        out = []
        sums = {"taken": 0, "refunded": 0, "converted": 0, "held": 0}
        for d in rows:
            c = closings.get(d.id)
            closed_by_end = c is not None and c.at < p.end_at
            closed_in = c is not None and _in(p, c.at)
            taken_in = _in(p, d.at)
            if not (taken_in or closed_in or not closed_by_end):
                continue
            if taken_in:
                sums["taken"] += d.total_paise
            if closed_in:
                sums[c.outcome] += d.total_paise
            if not closed_by_end:
                sums["held"] += d.total_paise
            out.append({"number": d.number, "case_no": names[d.case_id], "at": _iso(d.at),
                        "depositor_name": d.depositor_name, "fines_paise": d.fines_paise,
                        "feeding_paise": d.feeding_paise, "total_paise": d.total_paise,
                        "state_at_end": c.outcome if closed_by_end else "held",
                        "closed_at": _iso(c.at) if closed_by_end else None,
                        "voucher": c.voucher if closed_by_end else ""})
        self.step()
        return out, sums

    def complaints(self) -> list[dict]:
        p = self.p

        outcomes = {o.complaint_id: o for o in ComplaintOutcome.select()}
        out = []
        rows = list(Complaint.select().order_by(Complaint.filed_on, Complaint.id))
        names = self.names([c.case_id for c in rows])
        for c in rows:
            o = outcomes.get(c.id)
            decided_in = o is not None and _in(p, o.decided_on)
            pending_at_end = c.filed_on <= p.end and (o is None or o.decided_on > p.end)
            if not (_in(p, c.filed_on) or decided_in or pending_at_end):
                continue
            decided = o is not None and o.decided_on <= p.end
            v = complaint_service.view(c)
            entry = {"case_no": names[c.case_id], "filed_on": _iso(c.filed_on), "complainant": c.complainant,
                     "authority": c.authority, "mode": c.mode, "capacity": c.capacity,
                     "particulars": c.particulars, "ground": v.ground, "against": v.against,
                     "outcome": o.outcome if decided else "", "decided_on": _iso(o.decided_on) if decided else None,
                     "reference": o.reference if decided else "",
                     "compensation_paise": o.compensation_paise if decided else 0}
            if decided and o.outcome == "illegal":
                # s. 21: what was adjudged, who is liable, and the sum without a refund counted twice
                entry.update({"adjudged": v.adjudged, "liable_role": v.liable_role, "liable_name": v.liable_name,
                              "fines_paid_paise": v.fines_paid.paise, "refunded_paise": v.refunded.paise,
                              "due_to_pound_paise": v.due_from_seizer.paise,
                              "payable_paise": v.payable_by_seizer.paise})
            out.append(entry)
        self.step()
        return out

    def orders(self) -> list[dict]:
        p = self.p
        rows = list(WrittenOrder.select().where((WrittenOrder.issued_on >= p.start) &
                                                (WrittenOrder.issued_on <= p.end))
                    .order_by(WrittenOrder.issued_on, WrittenOrder.id))
        names = self.names([o.case_id for o in rows if o.case_id])
        out = [{"purpose": o.purpose, "case_no": names.get(o.case_id, "") if o.case_id else "",
                "authority_role": o.authority_role, "authority": o.authority, "number": o.number,
                "issued_on": _iso(o.issued_on), "reasons": o.reasons} for o in rows]
        self.step()
        return out

    # the end of the month -----------------------------------------------------------
    def open_cases(self) -> tuple[list[dict], int, int]:
        """Cases with heads in the pound at the end of the month (with their
        dues then), and cases with a step overdue by then; the heads held at
        the start and at the end."""
        p = self.p
        end = p.end_at
        start = p.start_at
        sql = ('SELECT c.id FROM "case" c WHERE c.brought_at < ? AND EXISTS (SELECT 1 FROM head h '
               'WHERE h.case_id = c.id AND NOT EXISTS (SELECT 1 FROM released_head rh JOIN release r '
               'ON r.id = rh.release_id WHERE rh.head_id = h.id AND r.released_at < ?)) ORDER BY c.id')
        # a little wider than the month's end: the views apply amended times
        ids = [r[0] for r in DB.execute_sql(sql, [end + timedelta(days=1), start])]
        overdue: dict[str, list[str]] = {}

        try:
            for a in today.needs_action(p.end):
                if a.case_no and a.code not in _WARNINGS and a.due <= p.end:
                    codes = overdue.setdefault(a.case_no, [])
                    if a.code not in codes:
                        codes.append(a.code)
        except ServiceError:
            overdue = {}
        table = rates.table()
        closed = settings.closed_days()
        pound_area = pound.the_pound().local_area
        out, held_start, held_end = [], 0, 0
        listed = set()
        for chunk in _batches(ids):
            for cv in cases.views(list(Case.select().where(Case.id.in_(chunk)))):
                at_end = cases.held_at(cv, end - timedelta(microseconds=1))
                held_start += len(cases.held_at(cv, start - timedelta(microseconds=1)))
                if not at_end and not set(overdue.get(cv.case_no, ())) & _AFTER_SALE:
                    continue
                held_end += len(at_end)
                owed = 0
                if at_end:
                    stay = law_dues.Stay(cv.brought_at, cv.seized_at, cv.local_area or None, pound_area)
                    owed = law_dues.dues(stay, [(h.seq, h.kind) for h in at_end], table,
                                         end - timedelta(minutes=1), closed).total.paise
                codes = overdue.get(cv.case_no, [])
                if not at_end:   # nothing in the pound: only what is left after a sale keeps it open
                    codes = [c for c in codes if c in _AFTER_SALE]
                out.append({"case_no": cv.case_no, "brought_at": _iso(cv.brought_at), "heads_held": len(at_end),
                            "head_seqs": [h.seq for h in at_end], "dues_paise": owed, "overdue": codes})
                listed.add(cv.case_no)
            self.step(len(chunk))
        # cases with nothing held but a step overdue (a sale not settled, an account not given)
        rest = [no for no, codes in overdue.items() if no not in listed and set(codes) & _AFTER_SALE]
        for chunk in _batches(rest):
            for c in Case.select(Case.case_no, Case.brought_at).where(Case.case_no.in_(chunk)):
                out.append({"case_no": c.case_no, "brought_at": _iso(c.brought_at), "heads_held": 0,
                            "head_seqs": [], "dues_paise": 0,
                            "overdue": [x for x in overdue[c.case_no] if x in _AFTER_SALE]})

        out.sort(key=lambda e: numbering.case_order(e["case_no"]))
        return out, held_start, held_end


def gather(period: str | Period, progress: Progress = None, cancelled=None) -> dict:
    """The month's return as data (what data.json holds), read in one
    snapshot. Money is integer paise throughout."""
    p = period if isinstance(period, Period) else period_of(period)
    g = _Gatherer(p, progress, cancelled)
    with DB.atomic():
        the = pound.the_pound()
        n_cases = Case.select().count()
        held_ids = DB.execute_sql('SELECT COUNT(*) FROM "case" WHERE brought_at < ?', [p.end_at]).fetchone()[0]
        g.total = n_cases + held_ids + 13
        entries, later, impounded = g.register()
        releases, by_basis = g.releases()
        receipts = g.receipts()
        remittances = g.remittances()
        statements = g.statements()
        moved, at_end, dues = g.ledger()
        notices = g.notices()
        sales, others, proceeds = g.sales()
        sets, accs = g.settlements()
        deps, dep_held, dep_due = g.deposits()
        protest_deps, protest_sums = g.protest_deposits()
        complaints = g.complaints()
        orders = g.orders()
        open_cases, held_start, held_end = g.open_cases()
    sold = sum(n for basis, n in by_basis.items() if basis in SOLD_BASES)
    disposed = sum(n for basis, n in by_basis.items() if basis in DISPOSED_BASES)
    released = sum(by_basis.values()) - sold - disposed
    totals = {
        "impounded": impounded, "released": released, "sold": sold, "disposed_otherwise": disposed,
        "held_at_end": held_end,
        # received: what the fines and feeding heads took in, less what was only charged to the one liable
        "fines_paise": -(moved.get("fines", 0) - dues.get("fines", 0)),
        "feeding_paise": -(moved.get("feeding", 0) - dues.get("feeding", 0)),
        "sale_proceeds_paise": proceeds, "deposits_held_paise": dep_held, "deposits_due_paise": dep_due,
        "overdue_cases": sum(1 for c in open_cases if c["overdue"]),
        "due_from_liable_paise": dues.get("seizer_receivable", 0),
        "paid_by_liable_paise": -(moved.get("seizer_receivable", 0) - dues.get("seizer_receivable", 0)),
        "protest_taken_paise": protest_sums["taken"], "protest_refunded_paise": protest_sums["refunded"],
        "protest_converted_paise": protest_sums["converted"], "protest_held_paise": protest_sums["held"],
    }
    assert tuple(totals) == TOTAL_KEYS
    if progress:
        progress(g.total, g.total)
    return {
        "format_version": DATA_VERSION,
        "period": {"label": p.label, "start": _iso(p.start), "end": _iso(p.end)},
        "pound": {"name": the.name, "place": the.place, "local_authority": the.local_authority,
                  "local_area": the.local_area, "keeper_name": the.keeper_name},
        "totals": totals,
        "opening": {"held_at_start": held_start},
        "cases": entries, "amendments_to_earlier_entries": later,
        "releases": releases, "receipts": receipts, "remittances": remittances,
        "daily_statements": statements, "notices": notices, "sales": sales,
        "disposals_otherwise": others, "settlements": sets, "owner_accounts": accs,
        "deposits": deps, "protest_deposits": protest_deps, "complaints": complaints, "orders": orders,
        "open_cases": open_cases,
        "ledger": {"moved": moved, "balances_at_end": at_end},
    }


def data_bytes(data: dict) -> bytes:
    return (json.dumps(data, ensure_ascii=False, indent=1, sort_keys=True) + "\n").encode("utf-8")


# ---- building and exporting --------------------------------------------------------

@dataclass(frozen=True)
class Plan:
    period: Period
    sequence: int
    revision: int
    reuse: ReturnExport | None     # the last export, when nothing changed since


@dataclass(frozen=True)
class Exported:
    path: Path
    period: str
    sequence: int
    revision: int
    checksum: str
    same_as_before: bool           # the same bundle as the last export of the month
    row: ReturnExport


def _kept_copy_good(prior: ReturnExport, public_key) -> bool:
    """The pound's own copy of an earlier export is there, as exported, and
    signed with the pound's key as it is now."""
    kept = returns_dir() / prior.file_name
    try:
        blob = kept.read_bytes()
        read_bundle(blob, public_key)
    except (OSError, BundleError):
        return False
    return sha256(blob) == prior.checksum


CHAIN_FILE = "chain.json"   # the links since the previous return's head


def previous_head(public_key) -> tuple[int, str]:
    """The chain's head (links, digest) in the last return exported, read
    from the pound's kept copy; (0, "") before the first return."""
    for prior in ReturnExport.select().order_by(ReturnExport.id.desc()):
        try:
            m = read_bundle((returns_dir() / prior.file_name).read_bytes(), public_key).manifest
        except (OSError, BundleError):
            continue
        links, head = m.get("chain_links"), m.get("chain_head")
        if type(links) is int and isinstance(head, str):
            return links, head
    return 0, ""


def _plan(p: Period, content: str, public_key) -> Plan:
    prior = (ReturnExport.select().where(ReturnExport.period == p.label)
             .order_by(ReturnExport.revision.desc(), ReturnExport.id.desc()).first())
    if prior is not None:
        same = prior.content_sha256 == content and _kept_copy_good(prior, public_key)
        return Plan(p, prior.sequence, prior.revision if same else prior.revision + 1, prior if same else None)
    last = ReturnExport.select().order_by(ReturnExport.sequence.desc(), ReturnExport.id.desc()).first()
    if last is not None and last.period > p.label:
        raise Invalid([Problem("period", translate(
            "returns", "The return for {last} has been made (sequence {sequence}); "
                       "a return for the earlier month {month} cannot follow it")
            .format(last=last.period, sequence=last.sequence, month=p.label))])
    return Plan(p, last.sequence + 1 if last else 1, 0, None)


# the sections of a return, named for a correction's "what changed"
SECTION_WORDS = {
    "cases": ("register entries", "രജിസ്റ്റർ എൻട്രികൾ"),
    "amendments_to_earlier_entries": ("amendments to earlier entries", "മുൻ എൻട്രികളുടെ തിരുത്തലുകൾ"),
    "releases": ("releases", "വിട്ടുകൊടുത്തവ"), "receipts": ("receipts", "രസീതുകൾ"),
    "remittances": ("remittances", "അടച്ച തുക"), "daily_statements": ("daily statements", "ദൈനംദിന കണക്കുപത്രികകൾ"),
    "notices": ("notices", "നോട്ടീസുകൾ"), "sales": ("sales", "ലേലങ്ങൾ"),
    "disposals_otherwise": ("disposals otherwise", "മറ്റു വിനിയോഗങ്ങൾ"),
    "settlements": ("settlements", "കണക്കുതീർപ്പുകൾ"), "owner_accounts": ("accounts to owners", "ഉടമകൾക്കുള്ള കണക്കുകൾ"),
    "deposits": ("deposits", "നിക്ഷേപങ്ങൾ"), "protest_deposits": ("deposits under protest", "പ്രതിഷേധ നിക്ഷേപങ്ങൾ"),
    "complaints": ("complaints", "പരാതികൾ"), "orders": ("written orders", "രേഖാമൂലമുള്ള ഉത്തരവുകൾ"),
    "open_cases": ("cases open at the end", "മാസാവസാനം തീർപ്പാകാത്ത കേസുകൾ"),
    "opening": ("cattle at the start", "മാസാരംഭത്തിലെ കന്നുകാലികൾ"), "ledger": ("ledger", "ലെഡ്ജർ"),
    "pound": ("the pound's particulars", "പൗണ്ടിന്റെ വിവരങ്ങൾ"),
}


def corrections(prior: dict | None, data: dict) -> list[dict]:
    """What a correction changes against the return it corrects: each total
    that differs (was, now) and each list that differs (by name)."""
    if prior is None:
        return [{"what": "unknown", "en": "the earlier return's copy could not be read",
                 "ml": "മുൻ റിട്ടേണിന്റെ പകർപ്പ് വായിക്കാനായില്ല"}]
    out = []
    was, now = prior.get("totals", {}), data.get("totals", {})
    for key in TOTAL_KEYS:
        if was.get(key) != now.get(key):
            out.append({"what": f"totals.{key}", "was": was.get(key), "now": now.get(key)})
    for key, (en, ml) in SECTION_WORDS.items():
        if prior.get(key) != data.get(key):
            out.append({"what": key, "en": en, "ml": ml})
    return out


def _prior_data(prior: ReturnExport) -> dict | None:
    try:
        return json.loads(read_bundle((returns_dir() / prior.file_name).read_bytes()).files["data.json"])
    except (OSError, BundleError, ValueError, KeyError):
        return None


def build(period: str | Period, progress: Progress = None, cancelled=None, now: datetime | None = None):
    """(plan, bundle bytes, file name): the month's return, signed; not yet
    written anywhere and nothing recorded."""
    now = now or clock.now()
    p = period if isinstance(period, Period) else period_of(period)
    problems = _ended_problems(p, now)
    if problems:
        raise Invalid(problems)
    key = the_key()
    pid = keys.pound_id(key)
    # progress: reading the month 0-70, the chain 70-85, the PDF 85-100
    data = gather(p, _scaled(progress, 0, 70), cancelled)
    body = data_bytes(data)
    plan = _plan(p, sha256(body), key.public_key())
    name = bundle_name(pid, p.label, plan.revision)
    if plan.reuse is not None:
        if progress:
            progress(100, 100)
        return plan, (returns_dir() / plan.reuse.file_name).read_bytes(), name, body

    if plan.revision > 0:
        # a correction says what it corrects and what changed; "nothing changed" is still judged on
        # the month's own data (``body``), so the note does not make every export a new revision
        prior = (ReturnExport.select().where(ReturnExport.period == p.label)
                 .order_by(ReturnExport.revision.desc(), ReturnExport.id.desc()).first())
        data = dict(data, corrects={"revision": prior.revision, "made_at": _iso(prior.made_at),
                                    "changes": corrections(_prior_data(prior), data)})
    verdict = tamper.check(_scaled(progress, 70, 85), cancelled)
    if verdict is None:
        raise render.RenderCancelled("the return was stopped; nothing was written")
    # the links since the last return's head, for the local authority to see
    # that this head extends the one it kept (models/chain.py)
    from_links, from_head = previous_head(key.public_key())
    if from_links > verdict.links or chain.head_at(DB.obj, from_links) != from_head:
        from_links, from_head = 0, ""   # our own history no longer leads from it: send all, the authority judges
    links = chain.segment(DB.obj, from_links, verdict.links)
    the = pound.the_pound()
    pdf = render.pdf(return_doc(data, sequence=plan.sequence, revision=plan.revision, made_at=now,
                                fingerprint=keys.fingerprint(key), letterhead=settings.current().letterhead,
                                register_head=heads.Head(verdict.links, verdict.head).short))
    if progress:
        progress(100, 100)
    manifest = {
        "format": FORMAT, "format_version": FORMAT_VERSION,
        "pound": {"id": pid, "name": the.name, "place": the.place, "local_authority": the.local_authority,
                  "local_area": the.local_area, "public_key_fingerprint": keys.fingerprint(key)},
        "period": p.label, "sequence": plan.sequence, "revision": plan.revision,
        "made_at": now.isoformat(), "chain_head": verdict.head,
        # not in the shared format's list: whether the chain checked whole when the return was made
        "chain_intact": verdict.intact, "chain_links": verdict.links,
        "chain_from_links": from_links, "chain_from_head": from_head,
    }
    chain_body = json.dumps(links, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
    return plan, write_bundle(manifest, {"data.json": data_bytes(data), "return.pdf": pdf, CHAIN_FILE: chain_body},
                              key), name, body


def _scaled(progress: Progress, low: int, high: int) -> Progress:
    if progress is None:
        return None

    def report(done: int, total: int) -> None:
        progress(low + (high - low) * min(done, total) // max(total, 1), 100)
    return report


def _keep(name: str, blob: bytes) -> Path:
    folder = returns_dir()
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / name
    tmp = folder / (name + ".part")
    with open(tmp, "wb") as f:
        f.write(blob)
        f.flush()
        os.fsync(f.fileno())
    os.replace(tmp, path)
    return path


def export(period: str | Period, destination: Path | str, progress: Progress = None, cancelled=None,
           now: datetime | None = None, open_file=None) -> Exported:
    """Make the month's return and write it to ``destination`` (a drive or
    folder), read it back, keep the pound's copy and log the export. If the
    drive fails, ``ExportFailed`` says why and nothing is recorded."""
    now = now or clock.now()
    destination = Path(destination)
    plan, blob, name, body = build(period, progress, cancelled, now)
    key = the_key()
    try:
        path = write_verified(destination, name, blob, key.public_key(), open_file=open_file)
    except WriteError as exc:
        raise ExportFailed(exc.reason, exc.code) from None
    bundle = read_bundle(blob, key.public_key())
    with DB.atomic("IMMEDIATE"):
        clash = (ReturnExport.select().where((ReturnExport.period == plan.period.label) &
                                             (ReturnExport.revision == plan.revision) &
                                             (ReturnExport.checksum != sha256(blob))).exists())
        if clash:
            raise ServiceError(translate("returns", "Another return of this month was exported meanwhile; "
                                                    "export again"))
        if plan.reuse is None:
            _keep(name, blob)

            kept.keep("return", f"{plan.period.label}-r{plan.revision}", bundle.files["return.pdf"])
        row = ReturnExport.create(
            period=plan.period.label, sequence=plan.sequence, revision=plan.revision, file_name=name,
            checksum=sha256(blob), manifest_sha256=bundle.manifest_sha256, content_sha256=sha256(body),
            destination=str(destination), made_at=datetime.fromisoformat(bundle.manifest["made_at"]),
            exported_at=now)
        audit.record("return_exported", name, {"file": str(path), "sha256": row.checksum, "period": plan.period.label,
                                               "revision": plan.revision, "destination": str(destination)})
    heads.remember(Path(DB.obj.database), "return", now)
    return Exported(path, plan.period.label, plan.sequence, plan.revision, row.checksum,
                    plan.reuse is not None, row)


@dataclass(frozen=True)
class ExportLine:
    """A return exported, as the desk's log lists it."""
    id: int
    period: str               # YYYY-MM
    sequence: int
    revision: int             # 0 the first; a correction 1, 2 …
    file_name: str
    destination: str
    exported_at: datetime


def export_log() -> list[ExportLine]:
    """Every export, the newest first."""
    return [ExportLine(r.id, r.period, r.sequence, r.revision, r.file_name, r.destination, r.exported_at)
            for r in ReturnExport.select().order_by(ReturnExport.exported_at.desc(), ReturnExport.id.desc())]


@dataclass(frozen=True)
class Verified:
    pound_name: str
    pound_id: str
    period: str
    sequence: int
    revision: int
    fingerprint: str
    registered_key: bool


def verify(path: Path | str, public_pem: bytes | None = None) -> Verified:
    """A bundle read back whole (BundleError with the reason if not)."""
    key = keys.load_public(public_pem) if public_pem else None
    b = read_bundle(Path(path), key)
    return Verified(b.manifest["pound"].get("name", ""), b.pound_id, b.period, b.sequence, b.revision,
                    b.fingerprint, b.verified_with_registered_key)


__all__ = ["BundleError", "ExportFailed", "Period", "period_of", "last_complete", "gather", "build", "export",
           "export_log", "verify", "the_key"]


# ---- the set-up sheet ----------------------------------------------------------------

def setup_sheet(now: datetime | None = None) -> tuple[bytes, Path]:
    """The set-up sheet PDF for the local authority (kept in the documents
    folder), and where it was kept."""

    key = the_key()
    doc = SetupSheetDoc(pound.header(), keys.pound_id(key), keys.fingerprint(key),
                        keys.public_pem(key).decode("ascii"), now or clock.now())
    pdf = render.pdf(doc)
    with DB.atomic("IMMEDIATE"):
        path = kept.keep("setup-sheet", doc.pound_id, pdf)
    return pdf, path


def public_key_pem() -> bytes:
    return keys.public_pem(the_key())
