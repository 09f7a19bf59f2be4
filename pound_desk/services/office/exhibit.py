"""The s. 11(4) exhibit: the list of fines and feeding rates in force at the
pound, printed for display; whenever a rate that applies to the pound
changes (a revision entered, or a revision coming into force), the list
shown is out of date until a new one is printed and its display confirmed."""
from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime
from pathlib import Path

from pound_desk.documents import render
from pound_desk.documents.data import ExhibitColumn, ExhibitDoc, ExhibitRow, ExhibitTable
from pound_desk.language import translate
from pound_desk.law import exhibit as rule
from pound_desk.law.kinds import BY_CODE
from pound_desk.law.money import Money
from pound_desk.law.problems import Problem, clean
from pound_desk.law.rates import RateType, enhanced_levied
from pound_desk.models import DB, DocumentLog
from pound_desk.models.office import ExhibitDisplay
from pound_desk.services.desk import clock
from pound_desk.services.desk.errors import Invalid
from pound_desk.services.desk.kept import deliver
from pound_desk.services.office import pound, rates


@dataclass(frozen=True)
class Status:
    on: date
    fingerprint: str
    has_rates: bool
    last: ExhibitDisplay | None

    @property
    def needs_display(self) -> bool:
        """True until the list now in force has been confirmed as displayed."""
        return rule.needs_display(self.fingerprint, self.has_rates,
                                  self.last.fingerprint if self.last is not None else None)


def _names(code: str) -> tuple[str, str]:
    row = next((k for k in pound.kinds() if k.code == code), None)
    if row is not None:
        return row.en, row.ml
    k = BY_CODE.get(code)
    return (k.en, k.ml) if k else (code, "")


def exhibit_doc(on: date) -> ExhibitDoc:
    """At this pound: per kind, the fine for cattle seized in its own local
    area, the enhanced fine as levied on ``on`` (capped at double, Q9) and
    the feeding rate; then the fines for cattle seized in the other local
    areas the rates name (Q7). Kinds with no rate at all are left out."""
    table = rates.table()
    home = pound.the_pound().local_area
    levy = _Levy(table, on)
    kinds = [k for k in pound.kinds() if any(e.kind == k.code for e in table.entries)]
    kinds += [ExtraKind(code) for code in sorted({e.kind for e in table.entries} - {k.code for k in kinds})]
    others = sorted({e.local_area for e in table.entries if e.type is not RateType.FEEDING} - {home})
    tables = [t for t in (_home_table(levy, home, kinds), _others_table(levy, others, kinds)) if t is not None]
    return ExhibitDoc(pound.header(), on, tuple(tables), tuple(dict.fromkeys(levy.refs)))


class _Levy:
    """The amounts levied on a day, gathering the references they rest on in
    the order they are first met."""

    def __init__(self, table, on: date):
        self.table, self.on = table, on
        self.refs: list[str] = []

    def __call__(self, type_: RateType, area: str, kind: str) -> Money | None:
        entry = self.table.in_force(type_, area, kind, self.on)
        if entry is None:
            return None
        amount = entry.amount
        if type_ is RateType.ENHANCED_FINE:
            base = self.table.in_force(RateType.FINE, area, kind, self.on)
            if base is None:
                return None
            amount = enhanced_levied(amount, base.amount)
        self.refs.append(entry.reference)
        return amount


def _home_table(levy: _Levy, home: str, kinds: list) -> ExhibitTable | None:
    """Per head for cattle seized in the pound's own local area: the fine,
    the enhanced fine when any kind has one, and the feeding rate."""
    any_enhanced = any(levy(RateType.ENHANCED_FINE, home, k.code) for k in kinds)
    columns = [ExhibitColumn("പിഴ (വകുപ്പ് 11(1))", "Fine (s. 11(1))")]
    if any_enhanced:
        columns.append(ExhibitColumn("വർദ്ധിപ്പിച്ച പിഴ (11(2))", "Enhanced fine (s. 11(2))"))
    columns.append(ExhibitColumn("തീറ്റ, 24 മണിക്കൂർ (വകുപ്പ് 4)", "Feeding, 24 hours (s. 4)"))
    rows = []
    for k in kinds:
        amounts = [levy(RateType.FINE, home, k.code)]
        if any_enhanced:
            amounts.append(levy(RateType.ENHANCED_FINE, home, k.code))
        amounts.append(levy(RateType.FEEDING, home, k.code))
        if any(a is not None for a in amounts):
            rows.append(ExhibitRow(k.en, k.ml, tuple(amounts)))
    if not rows:
        return None
    return ExhibitTable(f"ഒരു കന്നുകാലിക്ക് — {home} പ്രദേശത്ത് പിടിച്ചവ", f"Per head — cattle seized in {home}",
                        tuple(columns), tuple(rows))


def _others_table(levy: _Levy, others: list[str], kinds: list) -> ExhibitTable | None:
    """The fine per head for cattle seized in each other local area: the
    enhanced fine where one is levied, else the s. 11(1) fine."""
    rows = []
    for k in kinds:
        enhanced = tuple(levy(RateType.ENHANCED_FINE, area, k.code) for area in others)
        amounts = tuple(e or levy(RateType.FINE, area, k.code) for e, area in zip(enhanced, others))
        if any(a is not None for a in amounts):
            # an enhanced fine is labelled as such: it is levied under s. 11(2), not s. 11(1)
            rows.append(ExhibitRow(k.en, k.ml, amounts, tuple(e is not None for e in enhanced)))
    if not rows:
        return None
    return ExhibitTable("മറ്റ് പ്രദേശങ്ങളിൽ പിടിച്ചവയുടെ പിഴ, ഒരു കന്നുകാലിക്ക് (വകുപ്പ് 11)",
                        "Fine per head for cattle seized in other local areas (s. 11)",
                        tuple(ExhibitColumn(a, "") for a in others), tuple(rows))


@dataclass(frozen=True)
class ExtraKind:
    """A kind a rate names that is not in the pound's list of kinds."""

    code: str

    @property
    def en(self) -> str:
        return _names(self.code)[0]

    @property
    def ml(self) -> str:
        return _names(self.code)[1]


def fingerprint(doc: ExhibitDoc) -> str:
    """What the list says (not the day it was printed)."""
    return rule.fingerprint((f"{t.title_en}|{'/'.join(c.ml + c.en for c in t.columns)}|{r.kind_en}|"
                             + ",".join("" if a is None else str(a.paise) for a in r.amounts)
                             for t in doc.tables for r in t.rows), doc.references)


def status(on: date) -> Status:
    doc = exhibit_doc(on)
    last = ExhibitDisplay.select().order_by(ExhibitDisplay.id.desc()).first()
    return Status(on, fingerprint(doc), bool(doc.tables), last)


def print_exhibit(on: date, out: Path | None = None) -> Path:
    pdf = render.pdf(exhibit_doc(on))
    return deliver("exhibit", f"rates-{on.isoformat()}", pdf, out)


def confirm_displayed(by: str, on: date, now: datetime | None = None) -> ExhibitDisplay:
    """Record that the list in force on ``on`` has been printed and put up at
    the pound. The list must have been printed first."""

    by = clean(by)
    if not by:
        raise Invalid([Problem("by", translate("exhibit", "Say who put the list up"))])
    ref = f"rates-{on.isoformat()}"
    with DB.atomic("IMMEDIATE"):
        printed = (DocumentLog.select().where(DocumentLog.kind == "exhibit", DocumentLog.ref == ref)
                   .order_by(DocumentLog.id.desc()).first())
        if printed is None:
            raise Invalid([Problem("print", translate("exhibit", "Print the list first, then put it up and confirm"))])
        st = status(on)
        return ExhibitDisplay.create(fingerprint=st.fingerprint, rates_on=on,
                                     confirmed_at=now or clock.now(), confirmed_by=by,
                                     document_ref=ref)
