"""The s. 11(4) exhibit: the list of fines and feeding rates in force at the
pound, printed for display; whenever a rate that applies to the pound
changes (a revision entered, or a revision coming into force), the list
shown is out of date until a new one is printed and its display confirmed."""
from __future__ import annotations

import hashlib
from dataclasses import dataclass
from datetime import date, datetime
from pathlib import Path

from pound_desk.documents.exhibit import ExhibitDoc, ExhibitRow, ExhibitSection
from pound_desk.law.kinds import BY_CODE
from pound_desk.law.rates import RateType
from pound_desk.law.seizure import Problem, clean
from pound_desk.models import DB
from pound_desk.models.office import ExhibitDisplay
from pound_desk.services import clock, pound, rates
from pound_desk.services.errors import Invalid


@dataclass(frozen=True)
class Status:
    on: date
    fingerprint: str
    has_rates: bool
    last: ExhibitDisplay | None

    @property
    def needs_display(self) -> bool:
        """True until the list now in force has been confirmed as displayed."""
        return self.has_rates and (self.last is None or self.last.fingerprint != self.fingerprint)


def _names(code: str) -> tuple[str, str]:
    row = next((k for k in pound.kinds() if k.code == code), None)
    if row is not None:
        return row.en, row.ml
    k = BY_CODE.get(code)
    return (k.en, k.ml) if k else (code, "")


def exhibit_doc(on: date) -> ExhibitDoc:
    """The fines of every local area the rates name (the pound's own first;
    Q7), the enhanced fines as levied on ``on`` (capped at double, Q9), and
    the pound's feeding rates."""
    table = rates.table()
    home = pound.the_pound().local_area
    order = {k.code: k.position for k in pound.kinds()}
    keys = sorted({(e.type, e.local_area, e.kind) for e in table.entries},
                  key=lambda k: (k[1] != home, k[1], order.get(k[2], 999), k[2]))
    sections: list[ExhibitSection] = []

    def rows_for(type_: RateType, area: str) -> tuple[ExhibitRow, ...]:
        out = []
        for t, a, kind in keys:
            if t is not type_ or a != area:
                continue
            entry = table.in_force(t, a, kind, on)
            if entry is None:
                continue
            amount = entry.amount
            if t is RateType.ENHANCED_FINE:
                base = table.in_force(RateType.FINE, a, kind, on)
                if base is None:
                    continue
                amount = amount.min(base.amount * 2)
            en, ml = _names(kind)
            out.append(ExhibitRow(en, ml, amount, entry.reference))
        return tuple(out)

    areas = list(dict.fromkeys(a for _, a, _ in keys))
    for area in areas:
        fines = rows_for(RateType.FINE, area)
        if fines:
            sections.append(ExhibitSection(f"പിഴ, ഒരു കന്നുകാലിക്ക് — {area} (വകുപ്പ് 11(1))",
                                           f"Fine per head — seized in {area} (s. 11(1))", fines))
        enhanced = rows_for(RateType.ENHANCED_FINE, area)
        if enhanced:
            sections.append(ExhibitSection(f"വർധിപ്പിച്ച പിഴ — {area} (വകുപ്പ് 11(2))",
                                           f"Enhanced fine per head — seized in {area} (s. 11(2))",
                                           enhanced))
    feeding = rows_for(RateType.FEEDING, home)
    if feeding:
        sections.append(ExhibitSection("തീറ്റയും വെള്ളവും, ഒരു കന്നുകാലിക്ക് 24 മണിക്കൂറിന് (വകുപ്പ് 4)",
                                       "Feeding and watering per head per 24 hours (s. 4)", feeding))
    return ExhibitDoc(pound.header(), on, tuple(sections))


def fingerprint(doc: ExhibitDoc) -> str:
    """What the list says (not the day it was printed)."""
    text = "\n".join(f"{s.title_en}|{r.kind_en}|{r.amount.paise}|{r.reference}"
                     for s in doc.sections for r in s.rows)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def status(on: date) -> Status:
    doc = exhibit_doc(on)
    last = ExhibitDisplay.select().order_by(ExhibitDisplay.id.desc()).first()
    return Status(on, fingerprint(doc), bool(doc.sections), last)


def print_exhibit(on: date, out: Path | None = None) -> Path:
    from pound_desk.documents.exhibit import render_exhibit
    from pound_desk.services.documents import _deliver, keep

    pdf = render_exhibit(exhibit_doc(on))
    return _deliver(keep("exhibit", f"rates-{on.isoformat()}", pdf), out, pdf)


def confirm_displayed(by: str, on: date, now: datetime | None = None) -> ExhibitDisplay:
    """Record that the list in force on ``on`` has been printed and put up at
    the pound. The list must have been printed first."""
    from pound_desk.models import DocumentLog

    by = clean(by)
    if not by:
        raise Invalid([Problem("by", "Say who put the list up")])
    ref = f"rates-{on.isoformat()}"
    with DB.atomic("IMMEDIATE"):
        printed = (DocumentLog.select().where(DocumentLog.kind == "exhibit", DocumentLog.ref == ref)
                   .order_by(DocumentLog.id.desc()).first())
        if printed is None:
            raise Invalid([Problem("print", "Print the list first, then put it up and confirm")])
        st = status(on)
        return ExhibitDisplay.create(fingerprint=st.fingerprint, rates_on=on,
                                     confirmed_at=now or clock.now(), confirmed_by=by,
                                     document_ref=ref)
