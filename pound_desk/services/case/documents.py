"""Gathering a document's data, rendering it, and keeping the PDF in the
documents folder with a log entry and checksum."""
from __future__ import annotations

from dataclasses import replace
from datetime import date, datetime, time, timedelta
from pathlib import Path
from typing import Callable, Iterator

from pound_desk.documents import copies, papers, render
from pound_desk.documents.data import CaseEntry, HeadLine, ReceiptDoc, ReceiptLine, RegisterDoc, SeizerCopy
from pound_desk.language import translate
from pound_desk.law import bases
from pound_desk.law.money import Money
from pound_desk.models import DB, Case, Receipt
from pound_desk.returns import receipt_code as codes
from pound_desk.services.case import cases, late_entries, photos, releases
from pound_desk.services.desk import clock, signing
from pound_desk.services.desk.errors import NotFound, ServiceError
from pound_desk.services.desk.kept import copy_of, copy_ref, deliver
from pound_desk.services.office import pound

# cases read together for the register: a handful of queries per batch, not per case
BATCH = 500


def case_entry(cv: cases.CaseView, with_photos: bool = True) -> CaseEntry:
    """A case as the documents print it; ``with_photos`` False leaves out its
    heads' photos (two queries a case), which the register does not print."""
    heads = tuple(HeadLine(h.seq, h.kind, h.kind_en, h.kind_ml, h.sex, h.colour, h.marks, h.ear_tag)
                  for h in cv.heads)
    described = [releases.describe(r) for r in cv.releases]
    disposal = [en for en, _ in described]
    disposal_ml = [ml for _, ml in described]
    owner_receipts = tuple(releases.owner_receipt(r) for r in cv.releases if r.basis == bases.S12)
    return CaseEntry(
        case_no=cv.case_no, brought_at=cv.brought_at, seized_at=cv.seized_at,
        seized_place=cv.seized_place, local_area=cv.local_area, basis=cv.basis,
        seizer_name=cv.seizer_name, seizer_residence=cv.seizer_residence,
        seizer_capacity=cv.seizer_capacity, owner_name=cv.owner_name,
        owner_residence=cv.owner_residence, police_aid=cv.police_aid, heads=heads, flags=cv.flags,
        amendments=cv.amendments, disposal=tuple(disposal), disposal_ml=tuple(disposal_ml),
        owner_receipts=owner_receipts, photos=photos.printed(cv.id, cv.heads) if with_photos else (),
        late=cv.late)


def seizer_copy(case_no: str, now: datetime | None = None) -> SeizerCopy:
    return SeizerCopy(pound.header(), case_entry(cases.view(case_no)),
                      now or clock.now())


def receipt_doc(number: str) -> ReceiptDoc:
    r = Receipt.get_or_none(Receipt.number == number.strip())
    if r is None:
        raise NotFound(translate("documents", "No receipt {number}").format(number=number))
    cv = cases.view(r.case)
    by_id = {h.id: h for h in cv.heads}
    lines = []
    for line in r.lines.order_by("id"):
        h = by_id[line.head_id]
        lines.append(ReceiptLine(h.seq, h.kind_en, h.kind_ml, h.description, Money(line.fine_paise),
                                 line.fine_reference, line.feeding_periods, Money(line.feeding_paise),
                                 line.feeding_reference))
    signature = next((v.signature for v in cv.releases if v.receipt_no == r.number), "")
    code = receipt_code(r)
    return ReceiptDoc(pound.header(), r.number, r.issued_at, cv.case_no, cv.brought_at,
                      r.claimant_name, r.claimant_capacity, r.claimant_residence, tuple(lines),
                      r.tendered, r.keeper_name, signature=signature,
                      check_code=code.text, short_code=code.short,
                      late=late_entries.words(late_entries.of_receipts([r.id]).get(r.id)))


def receipt_code(r: Receipt, key=None) -> codes.ReceiptCode:
    """The receipt's check code: its number, amount and date signed with the
    pound's key (the same every time: Ed25519 signatures are deterministic).
    ``key``: the pound's key, when the caller signs many receipts."""
    return codes.make(key or signing.program_key(DB.obj), r.number, r.total_paise, r.issued_at.date())


def _cases_between(date_from: date, date_to: date):
    return (Case.select().where(Case.brought_at >= datetime.combine(date_from, time()),
                                Case.brought_at < datetime.combine(date_to + timedelta(days=1), time()))
            .order_by(Case.brought_at, Case.id))


def register_doc(date_from: date, date_to: date, now: datetime | None = None) -> RegisterDoc:
    """The register for a date range; entries are read as the renderer asks for them."""
    query = _cases_between(date_from, date_to)

    def entries() -> Iterator[CaseEntry]:
        batch: list[Case] = []
        for case in query.iterator():
            batch.append(case)
            if len(batch) == BATCH:
                yield from (case_entry(cv, with_photos=False) for cv in cases.views(batch))
                batch = []
        if batch:
            yield from (case_entry(cv, with_photos=False) for cv in cases.views(batch))

    return RegisterDoc(pound.header(), date_from, date_to, now or clock.now(), entries(), query.count())


def print_seizer_copy(case_no: str, out: Path | None = None) -> Path:
    doc = seizer_copy(case_no)
    pdf = render.pdf(doc)
    return deliver("seizer-copy", doc.case.case_no, pdf, out)


def print_receipt(number: str, out: Path | None = None, paper: str = papers.DEFAULT,
                  copy: str | None = None) -> Path:
    """The receipt on the paper asked for; the first paper of a receipt is
    the original, any later one a duplicate (``copy`` keeps the mark of the
    paper being reprinted on another printer)."""
    sheet = papers.paper(paper)
    doc = receipt_doc(number)
    copy = copy or copy_of("receipt", doc.number)
    at = clock.now()
    doc = replace(doc, copy=copy, copy_made_at=at if copy == copies.DUPLICATE else None)
    pdf = render.pdf(doc) if paper == papers.DEFAULT else render.pdf(doc, "slip", paper=sheet)
    return deliver("receipt", copy_ref(doc.number, paper, copy), pdf, out)


def print_register(date_from: date, date_to: date, out: Path | None = None,
                   progress: Callable[[int, int], None] | None = None,
                   cancelled: Callable[[], bool] | None = None) -> Path:

    if date_to < date_from:
        raise ServiceError(translate("documents", "The end of the range is before its start"))
    doc = register_doc(date_from, date_to)
    pdf = render.pdf(doc, progress=progress, cancelled=cancelled)
    ref = f"{date_from.isoformat()}_{date_to.isoformat()}"
    return deliver("register", ref, pdf, out)


