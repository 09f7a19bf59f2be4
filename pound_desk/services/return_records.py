"""The month's register, releases, receipts and accounts, read for its
return (``services/returns.py``) into the return's schema
(``returns/schema.py``)."""
from __future__ import annotations

import json

from pound_desk.models import DB, Amendment, Case, Head, Receipt, ReceiptLine, Release
from pound_desk.models.disposal import Notice, NoticeEvent, NoticeHead
from pound_desk.models.findings import StatementRevision
from pound_desk.models.ledger import DailyStatement, LedgerPosting, LedgerTxn, Remittance
from pound_desk.models.schema import ReleasedHead
from pound_desk.returns import schema
from pound_desk.services.case import cases, late_entries
from pound_desk.services.case.documents import receipt_code
from pound_desk.services.case.releases import describe
from pound_desk.services.desk import signing
from pound_desk.services.return_reading import Reading, as_datetime, batches, entered_late, iso, within

# ledger transactions that charge fines and feeding charges to the one liable (s. 21(2)): dues, not receipts
DUE_KINDS = {"seizer_due"}


def _amendment(a: Amendment, case_no: str, head_seq: int | None) -> schema.Amendment:
    return schema.Amendment(case_no=case_no, made_at=iso(a.made_at), head_seq=head_seq, field_name=a.field,
                            old=a.old_value, new=a.new_value, reason=a.reason)


def _entry(cv: cases.CaseView, amendments: list[Amendment]) -> schema.Entry:
    seq = {h.id: h.seq for h in cv.heads}
    return schema.Entry(
        case_no=cv.case_no, brought_at=iso(cv.brought_at), seized_at=iso(cv.seized_at),
        seized_place=cv.seized_place, local_area=cv.local_area, basis=cv.basis,
        seizer_name=cv.seizer_name, seizer_residence=cv.seizer_residence,
        seizer_capacity=cv.seizer_capacity, owner_name=cv.owner_name,
        owner_residence=cv.owner_residence, police_aid=cv.police_aid, flags=tuple(cv.flags),
        source=cv.source, entered_at=iso(cv.entered_at),
        heads=tuple(schema.Head(seq=h.seq, kind=h.kind, sex=h.sex, colour=h.colour, marks=h.marks,
                                ear_tag=h.ear_tag) for h in cv.heads),
        amendments=tuple(_amendment(a, cv.case_no, seq.get(a.head_id) if a.head_id else None) for a in amendments))


def entries(r: Reading) -> list[schema.Entry]:
    """The register entries of the month, as amended, in the order brought."""
    p = r.p
    ids = [c.id for c in Case.select(Case.id).where((Case.brought_at >= p.start_at) & (Case.brought_at < p.end_at))]
    # a case whose time of bringing was amended into (or out of) the month
    ids += [a.case_id for a in Amendment.select(Amendment.case).where(
        (Amendment.field == "brought_at") & Amendment.head.is_null())]
    ids = sorted(set(ids))
    out = []
    for chunk in batches(ids):
        rows = list(Case.select().where(Case.id.in_(chunk)))
        amends: dict[int, list] = {}
        for a in (Amendment.select().where(Amendment.case.in_(chunk)).order_by(Amendment.made_at, Amendment.id)):
            amends.setdefault(a.case_id, []).append(a)
        for cv in cases.views(rows):
            r.case_no[cv.id] = cv.case_no
            if within(p, cv.brought_at):
                out.append(_entry(cv, amends.get(cv.id, [])))
        r.step(len(chunk))
    out.sort(key=lambda e: (e.brought_at, e.case_no))
    return out


def later_amendments(r: Reading, shown: set[str]) -> list[schema.Amendment]:
    """Amendments made this month to the entries of earlier months."""
    p = r.p
    rows = list(Amendment.select().where((Amendment.made_at >= p.start_at) & (Amendment.made_at < p.end_at))
                .order_by(Amendment.made_at, Amendment.id))
    names = r.names([a.case_id for a in rows])
    seqs: dict[int, int] = {}
    for chunk in batches(sorted({a.head_id for a in rows if a.head_id})):
        seqs.update({h.id: h.seq for h in Head.select(Head.id, Head.seq).where(Head.id.in_(chunk))})
    return [_amendment(a, names[a.case_id], seqs.get(a.head_id) if a.head_id else None)
            for a in rows if names[a.case_id] not in shown]


def releases(r: Reading) -> list[schema.Release]:
    p = r.p
    rels = list(Release.select().where((Release.released_at >= p.start_at) & (Release.released_at < p.end_at))
                .order_by(Release.released_at, Release.id))
    seqs: dict[int, list[int]] = {}
    receipt_no: dict[int, str] = {}
    for chunk in batches([x.id for x in rels]):
        for rh in (ReleasedHead.select(ReleasedHead.release, Head.seq).join(Head)
                   .where(ReleasedHead.release.in_(chunk))):
            seqs.setdefault(rh.release_id, []).append(rh.head.seq)
    for chunk in batches([x.receipt_id for x in rels if x.receipt_id]):
        for x in Receipt.select(Receipt.id, Receipt.number).where(Receipt.id.in_(chunk)):
            receipt_no[x.id] = x.number
    names = r.names([x.case_id for x in rels])
    late = late_entries.of("release", [x.id for x in rels])
    out = []
    for x in rels:
        head_seqs = tuple(sorted(seqs.get(x.id, [])))
        view = cases.ReleaseView(x.released_at, x.basis, x.claimant_name, x.claimant_capacity,
                                 head_seqs, receipt_no.get(x.receipt_id, ""))
        en, ml = describe(view)
        out.append(schema.Release(case_no=names[x.case_id], released_at=iso(x.released_at), basis=x.basis,
                                  claimant_name=x.claimant_name, claimant_capacity=x.claimant_capacity,
                                  head_seqs=head_seqs, receipt_no=receipt_no.get(x.receipt_id, ""),
                                  en=en, ml=ml, entered_late=entered_late(late.get(x.id))))
    r.step()
    return out


def receipts(r: Reading) -> list[schema.Receipt]:
    p = r.p
    rows = list(Receipt.select().where((Receipt.issued_at >= p.start_at) & (Receipt.issued_at < p.end_at))
                .order_by(Receipt.issued_at, Receipt.id))
    lines: dict[int, list] = {}
    for chunk in batches([x.id for x in rows]):
        for ln in (ReceiptLine.select(ReceiptLine, Head.seq).join(Head)
                   .where(ReceiptLine.receipt.in_(chunk)).order_by(ReceiptLine.id)):
            lines.setdefault(ln.receipt_id, []).append(schema.ReceiptLine(
                head_seq=ln.head.seq, fine_paise=ln.fine_paise, fine_reference=ln.fine_reference,
                feeding_periods=ln.feeding_periods, feeding_paise=ln.feeding_paise,
                feeding_reference=ln.feeding_reference))
    names = r.names([x.case_id for x in rows])
    key = signing.program_key(DB.obj) if rows else None
    late = late_entries.of_receipts([x.id for x in rows])
    out = []
    for x in rows:
        ls = tuple(lines.get(x.id, []))
        # the receipt's check code, so that the authority can take the short form an owner reads off it
        out.append(schema.Receipt(number=x.number, issued_at=iso(x.issued_at), case_no=names[x.case_id],
                                  check_code=receipt_code(x, key).text, claimant_name=x.claimant_name,
                                  claimant_capacity=x.claimant_capacity, claimant_residence=x.claimant_residence,
                                  total_paise=x.total_paise, tendered_paise=x.tendered_paise,
                                  keeper_name=x.keeper_name, fines_paise=sum(ln.fine_paise for ln in ls),
                                  feeding_paise=sum(ln.feeding_paise for ln in ls), lines=ls,
                                  entered_late=entered_late(late.get(x.id))))
    r.step()
    return out


def remittances(r: Reading) -> list[schema.Remittance]:
    p = r.p
    out = [schema.Remittance(number=x.number, day=iso(x.day), made_at=iso(x.made_at), amount_paise=x.amount_paise,
                             cash_paise=x.cash_paise, advance_held_paise=x.advance_held_paise,
                             proceeds_held_paise=x.proceeds_held_paise, keeper_name=x.keeper_name)
           for x in Remittance.select().where((Remittance.day >= p.start) & (Remittance.day <= p.end))
           .order_by(Remittance.day, Remittance.id)]
    r.step()
    return out


def statements(r: Reading) -> list[schema.DailyStatement]:
    p = r.p
    out = []
    for s in (DailyStatement.select().where((DailyStatement.day >= p.start) & (DailyStatement.day <= p.end))
              .order_by(DailyStatement.day)):
        try:
            figures = json.loads(s.figures)
        except ValueError:
            figures = s.figures
        # revised statements (rule 15) made by the end of the month, each naming what changed
        revisions = tuple(schema.StatementRevision(revision=x.revision, made_at=iso(x.made_at),
                                                   keeper_name=x.keeper_name, needed_paise=x.needed_paise,
                                                   changes=x.changes, figures=json.loads(x.figures))
                          for x in StatementRevision.select().where(StatementRevision.statement == s,
                                                                    StatementRevision.made_at < p.end_at)
                          .order_by(StatementRevision.revision))
        out.append(schema.DailyStatement(day=iso(s.day), made_at=iso(s.made_at), keeper_name=s.keeper_name,
                                         needed_paise=s.needed_paise, figures=figures,
                                         revisions=revisions or None))
    r.step()
    return out


def ledger(r: Reading) -> tuple[dict[str, int], dict[str, int], dict[str, int]]:
    """Each account's net movement in the month (debit positive), its
    balance at the month's end, and the part of the month's movement
    that charged fines and charges to the one liable on a complaint
    (s. 21(2)): dues, not money received."""
    p = r.p
    moved: dict[str, int] = {}
    at_end: dict[str, int] = {}
    dues: dict[str, int] = {}
    for account, at, kind, amount in (LedgerPosting.select(LedgerPosting.account, LedgerTxn.at, LedgerTxn.kind,
                                                            LedgerPosting.amount_paise)
                                      .join(LedgerTxn).where(LedgerTxn.at < p.end_at).tuples().iterator()):
        at_end[account] = at_end.get(account, 0) + amount
        if as_datetime(at) >= p.start_at:
            moved[account] = moved.get(account, 0) + amount
            if kind in DUE_KINDS:
                dues[account] = dues.get(account, 0) + amount
    r.step()
    return dict(sorted(moved.items())), dict(sorted(at_end.items())), dues


def notices(r: Reading) -> list[schema.Notice]:
    p = r.p
    ids = {n.id for n in Notice.select(Notice.id).where((Notice.issued_on >= p.start) & (Notice.issued_on <= p.end))}
    ids |= {e.notice_id for e in NoticeEvent.select(NoticeEvent.notice).where(
        (NoticeEvent.on >= p.start) & (NoticeEvent.on <= p.end))}
    rows = list(Notice.select().where(Notice.id.in_(sorted(ids))).order_by(Notice.issued_on, Notice.id)) \
        if ids else []
    heads: dict[int, list] = {}
    events: dict[int, list] = {}
    for chunk in batches([n.id for n in rows]):
        for nh in NoticeHead.select(NoticeHead.notice, Head.seq).join(Head).where(NoticeHead.notice.in_(chunk)):
            heads.setdefault(nh.notice_id, []).append(nh.head.seq)
        for e in (NoticeEvent.select().where(NoticeEvent.notice.in_(chunk) & (NoticeEvent.on <= p.end))
                  .order_by(NoticeEvent.on, NoticeEvent.id)):
            events.setdefault(e.notice_id, []).append(
                schema.NoticeEvent(event=e.event, on=iso(e.on), place=e.place, by_whom=e.by_whom))
    names = r.names([n.case_id for n in rows])
    out = [schema.Notice(id=n.id, case_no=names[n.case_id], issued_on=iso(n.issued_on), issued_by=n.issued_by,
                         issuer_role=n.issuer_role, village=n.village, market=n.market, cause=n.cause,
                         head_seqs=tuple(sorted(heads.get(n.id, []))), events=tuple(events.get(n.id, [])))
           for n in rows]
    r.step()
    return out
