"""Complaints of illegal seizure or detention (s. 19), as far as the sale of
cattle needs them: a complaint pending holds the case's sales (rules.md
Q16) unless a written order says otherwise."""
from __future__ import annotations

from datetime import date, datetime

from pound_desk.law import periods
from pound_desk.law.seizure import Problem, clean
from pound_desk.models import DB, Case
from pound_desk.models.disposal import Complaint, ComplaintOutcome, WrittenOrder
from pound_desk.services import cases, clock, settings
from pound_desk.services.errors import Invalid, ServiceError

MODES = {"written": ("In writing", "രേഖാമൂലം"), "oral": ("Oral, reduced to writing", "വാമൊഴി, എഴുതിയെടുത്തത്")}
OUTCOMES = {"dismissed": ("Dismissed", "തള്ളി"), "illegal": ("Seizure adjudged illegal", "പിടിച്ചെടുക്കൽ നിയമവിരുദ്ധം"),
            "withdrawn": ("Withdrawn", "പിൻവലിച്ചു")}


def record(case_no: str, filed_on: date, complainant: str, authority: str, mode: str = "written",
           particulars: str = "", now: datetime | None = None) -> Complaint:
    now = now or clock.now()
    complainant, authority, particulars = map(clean, (complainant, authority, particulars))
    problems = []
    if not complainant:
        problems.append(Problem("complainant", "Who made the complaint?"))
    if not authority:
        problems.append(Problem("authority", "To which Magistrate or authority?"))
    if mode not in MODES:
        problems.append(Problem("mode", "In writing, or oral"))
    if filed_on > now.date():
        problems.append(Problem("filed_on", "A complaint cannot be dated in the future"))
    if problems:
        raise Invalid(problems)
    with DB.atomic("IMMEDIATE"):
        case = cases.find(case_no)
        return Complaint.create(case=case, filed_on=filed_on, complainant=complainant,
                                authority=authority, mode=mode, particulars=particulars)


def is_late(complaint: Complaint) -> bool:
    """Filed after the s. 19 window (Q3): still recorded; the Magistrate decides."""
    cv = cases.view(complaint.case, with_events=False)
    if cv.seized_at is None:
        return False
    return complaint.filed_on > periods.complaint_window_ends(cv.seized_at.date(), settings.closed_days())


def decide(complaint_id: int, decided_on: date, outcome: str, reference: str) -> ComplaintOutcome:
    reference = clean(reference)
    problems = []
    if outcome not in OUTCOMES:
        problems.append(Problem("outcome", "Choose the outcome"))
    if not reference:
        problems.append(Problem("reference", "Give the order's reference"))
    if problems:
        raise Invalid(problems)
    with DB.atomic("IMMEDIATE"):
        complaint = Complaint.get_or_none(Complaint.id == complaint_id)
        if complaint is None:
            raise ServiceError(f"No complaint {complaint_id}")
        if ComplaintOutcome.select().where(ComplaintOutcome.complaint == complaint).exists():
            raise ServiceError("This complaint has already been decided")
        if decided_on < complaint.filed_on:
            raise Invalid([Problem("decided_on", "A complaint is decided after it is filed")])
        return ComplaintOutcome.create(complaint=complaint, decided_on=decided_on, outcome=outcome,
                                       reference=reference)


def pending(case: Case, on: date) -> list[Complaint]:
    """Complaints about the case filed by ``on`` and not decided by then."""
    decided = {o.complaint_id: o.decided_on for o in
               ComplaintOutcome.select().join(Complaint).where(Complaint.case == case)}
    return [c for c in Complaint.select().where(Complaint.case == case, Complaint.filed_on <= on)
            .order_by(Complaint.filed_on)
            if c.id not in decided or decided[c.id] > on]


def sale_allowed_despite(case: Case) -> WrittenOrder | None:
    """The newest written order allowing a sale although a complaint is pending."""
    return (WrittenOrder.select().where(WrittenOrder.case == case,
                                        WrittenOrder.purpose == "sale_despite_complaint")
            .order_by(WrittenOrder.issued_on.desc(), WrittenOrder.id.desc()).first())
