"""Complaints still awaiting their order (s. 19): read by the complaints
themselves, by a deposit under protest (which waits for one, Q12) and by a
sale (which a pending one holds, Q16)."""
from __future__ import annotations

from datetime import date

from pound_desk.models import Case
from pound_desk.models.disposal import Complaint, ComplaintOutcome


def undecided(case: Case | int) -> list[Complaint]:
    """Complaints about the case with no outcome recorded (whenever filed)."""
    decided = ComplaintOutcome.select(ComplaintOutcome.complaint)
    return list(Complaint.select().where(Complaint.case == case, Complaint.id.not_in(decided))
                .order_by(Complaint.filed_on, Complaint.id))


def pending(case: Case, on: date) -> list[Complaint]:
    """Complaints about the case filed by ``on`` and not decided by then."""
    decided = {o.complaint_id: o.decided_on for o in
               ComplaintOutcome.select().join(Complaint).where(Complaint.case == case)}
    return [c for c in Complaint.select().where(Complaint.case == case, Complaint.filed_on <= on)
            .order_by(Complaint.filed_on)
            if c.id not in decided or decided[c.id] > on]
