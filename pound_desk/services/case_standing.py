"""A case as it stands, as plain JSON values: its heads (held, released or
sold), the dues now, its deadlines (the unclaimed report, s. 13(1); the
complaint window, s. 19; a notice's proclamations and earliest sale), its
releases and its history. Money as rupees ("1250.50"), times as ISO text
to the minute. ``pound-desk case`` prints it (as it is with --json).

It reads across the wings (the case, the disposal's notice, the office's
closed days), so it sits beside the other services that do."""
from __future__ import annotations

from datetime import datetime

from pound_desk.law import bases, periods
from pound_desk.models import Case
from pound_desk.services import case_history
from pound_desk.services.case import cases, releases
from pound_desk.services.disposal import unclaimed
from pound_desk.services.office import settings


def _iso(value) -> str | None:
    if value is None:
        return None
    return value.isoformat(timespec="minutes") if isinstance(value, datetime) else value.isoformat()


def record(case_no: str, now: datetime) -> dict:
    """The case ``case_no`` as it stands at ``now``; NotFound when there is none."""
    cv = case_history.view(case_no)
    basis_of = {seq: r for r in cv.releases for seq in r.head_seqs}
    heads = []
    for h in cv.heads:
        r = basis_of.get(h.seq)
        state = "held" if r is None else ("sold" if r.basis == bases.SALE else "released")
        heads.append({"seq": h.seq, "kind": h.kind, "kind_en": h.kind_en, "sex": h.sex, "colour": h.colour,
                      "marks": h.marks, "ear_tag": h.ear_tag, "state": state,
                      "released_at": _iso(h.released_at), "basis": r.basis if r else None,
                      "to": r.claimant_name if r else None, "receipt": h.receipt_no or None})
    dues = None
    if cv.held and now >= cv.brought_at:
        d = cases.dues(cv, now)
        dues = {"as_of": _iso(d.as_of), "fine": d.fine.plain(), "feeding": d.feeding.plain(),
                "total": d.total.plain(), "feeding_periods": d.feeding_periods,
                "heads": [{"seq": x.seq, "fine": x.fine.amount.plain(), "feeding": x.feeding.plain(),
                           "total": x.total.plain()} for x in d.heads]}
    closed = settings.closed_days()
    case = Case.get_by_id(cv.id)
    deadlines = {"unclaimed_report_due": _iso(periods.unclaimed_report_due(cv.brought_at.date(), closed)),
                 "complaint_window_ends": _iso(periods.complaint_last_day(cv.seized_at, closed))}
    notice = unclaimed.latest_notice(case)
    if notice is not None:
        ns = unclaimed.notice_state(notice)
        deadlines["notice"] = {"issued_on": _iso(notice.issued_on), "affixed": _iso(ns.affixed),
                               "proclaimed_village": _iso(ns.village), "proclaimed_market": _iso(ns.market),
                               "earliest_sale": _iso(ns.earliest_sale)}
    return {
        "case_no": cv.case_no, "status": cv.status, "brought_at": _iso(cv.brought_at),
        "seized_at": _iso(cv.seized_at), "seized_place": cv.seized_place, "local_area": cv.local_area,
        "seizer": cv.seizer_name, "owner": cv.owner_name, "heads": heads, "dues_now": dues,
        "deadlines": deadlines,
        "releases": [{"at": _iso(r.released_at), "basis": r.basis, "to": r.claimant_name,
                      "heads": list(r.head_seqs), "receipt": r.receipt_no or None,
                      "register_signature": r.signature or None,     # s. 12(b)
                      "en": releases.describe(r)[0]} for r in cv.releases],
        "events": [{"at": _iso(e.at), "en": e.en, "ml": e.ml} for e in cv.events],
    }
