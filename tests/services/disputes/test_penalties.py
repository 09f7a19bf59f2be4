"""Offences and penalties kept for the office's reports: s. 23 incidents,
s. 24 referrals and fines (Rs 25 to Rs 250, both included), the s. 25
court sale, the s. 27 report from the register and s. 28 appropriations."""
from __future__ import annotations

import sqlite3
from datetime import date, datetime

import pytest
from record_helpers import seize

from pound_desk.law.money import Money
from pound_desk.models import DB, chain
from pound_desk.models.disputes import PenaltyFine
from pound_desk.services import case_history
from pound_desk.services.books import ledger
from pound_desk.services.case import cases, feeding, releases
from pound_desk.services.desk.errors import Invalid, ServiceError
from pound_desk.services.disputes import penalties

NOW = datetime(2026, 3, 20, 10, 0)
COURT = "Judicial First Class Magistrate, Nedumangad"


def fields(excinfo) -> set[str]:
    return {p.field for p in excinfo.value.problems}


def referral(case_no=None):
    return penalties.refer(date(2026, 3, 6), "Joseph", COURT, "Let the cow stray onto the paddy field",
                           case_no=case_no, now=NOW)


def fine24(amount: str, r=None):
    r = r or referral()
    return penalties.record_fine("s24", "Joseph", Money.of_rupees(amount), COURT, "C.C. 12/2026",
                                 date(2026, 3, 9), referral_id=r.id, now=NOW)


@pytest.mark.parametrize("amount", ["25.00", "250.00", "137.50"])
def test_s24_fine_within_bounds_is_recorded(pound, amount):
    f = fine24(amount)
    assert Money(f.amount_paise) == Money.of_rupees(amount)


@pytest.mark.parametrize("amount", ["24.99", "250.01", "0"])
def test_s24_fine_outside_bounds_is_refused(pound, amount):
    with pytest.raises(Invalid) as e:
        fine24(amount)
    assert "amount" in fields(e) and "at least ₹25.00 and at most ₹250.00" in str(e.value)
    assert PenaltyFine.select().count() == 0


def test_s24_fine_needs_its_referral_and_order(pound):
    with pytest.raises(Invalid) as e:
        penalties.record_fine("s24", "", Money.of_rupees(100), "", "", None, now=NOW)
    assert {"referral", "offender", "court", "order_ref", "imposed_on"} <= fields(e)
    r = referral()
    with pytest.raises(Invalid) as e:   # imposed a day before the referral
        penalties.record_fine("s24", "Joseph", Money.of_rupees(100), COURT, "C.C. 12/2026", date(2026, 3, 5),
                              referral_id=r.id, now=NOW)
    assert "imposed_on" in fields(e)


def test_s23_and_s27_fine_limits(pound):
    penalties.record_fine("s23", "Two men", Money.of_rupees(500), COURT, "C.C. 3/2026", date(2026, 3, 9), now=NOW)
    with pytest.raises(Invalid):
        penalties.record_fine("s23", "Two men", Money.of_rupees("500.01"), COURT, "C.C. 3/2026", date(2026, 3, 9),
                              now=NOW)
    penalties.record_fine("s27", "K. Sasidharan", Money.of_rupees(50), COURT, "C.C. 4/2026", date(2026, 3, 9),
                          now=NOW)
    with pytest.raises(Invalid) as e:
        penalties.record_fine("s27", "K. Sasidharan", Money.of_rupees("50.01"), COURT, "C.C. 4/2026",
                              date(2026, 3, 9), now=NOW)
    assert "at most ₹50.00" in str(e.value)


def test_s23_incident_needs_what_where_who_and_the_police_reference(pound):
    with pytest.raises(Invalid) as e:
        penalties.record_incident(datetime(2026, 3, 5, 8), "rescue_way", "", "", "", True, now=NOW)
    assert {"place", "persons", "account", "police_reference"} <= fields(e)
    with pytest.raises(Invalid) as e:
        penalties.record_incident(datetime(2026, 3, 21, 8), "riot", "x", "y", "z", False, now=NOW)
    assert {"occurred_at", "kind"} <= fields(e)
    case = seize(datetime(2026, 3, 5, 9))
    i = penalties.record_incident(datetime(2026, 3, 5, 8), "rescue_way", "Manjadi junction", "Two men",
                                  "Untied the cow from the cart", True, "Nedumangad PS, GD 45/2026",
                                  case_no=case.case_no, now=NOW)
    assert i.case_id == case.id
    assert any("rescued on the way" in e.en and "(s. 23)" in e.en for e in case_history.view(case.case_no).events)


def test_s28_appropriation_up_to_the_fine(pound):
    f = fine24("200")
    penalties.appropriate(f.id, Money.of_rupees(150), "Ramachandran", "Order in C.C. 12/2026", date(2026, 3, 9),
                          now=NOW)
    with pytest.raises(Invalid) as e:
        penalties.appropriate(f.id, Money.of_rupees("50.01"), "Ramachandran", "Order", date(2026, 3, 9), now=NOW)
    assert "Only ₹50.00 of the fine of ₹200.00" in str(e.value)
    penalties.appropriate(f.id, Money.of_rupees(50), "Ramachandran", "Order", date(2026, 3, 9), now=NOW)
    assert penalties.appropriated(f) == Money.of_rupees(200)
    with pytest.raises(Invalid) as e:
        penalties.appropriate(f.id, Money(0), "", "", date(2026, 3, 8), now=NOW)
    assert {"amount", "paid_to", "order_ref"} <= fields(e)
    s23 = penalties.record_fine("s23", "Two men", Money.of_rupees(300), COURT, "C.C. 3/2026", date(2026, 3, 9),
                                now=NOW)
    with pytest.raises(Invalid) as e:
        penalties.appropriate(s23.id, Money.of_rupees(10), "X", "Order", date(2026, 3, 9), now=NOW)
    assert "ss. 24, 25 and 27" in str(e.value)


def test_s25_court_sale_delivers_the_heads_to_the_courts_officer(pound):
    case = seize(datetime(2026, 3, 5, 9), kinds=("cow", "ox"))
    with pytest.raises(Invalid) as e:
        penalties.court_sale(case.case_no, datetime(2026, 3, 10, 11), COURT, "", None, None, "", now=NOW)
    assert {"order_ref", "ordered_on", "fine", "officer"} <= fields(e)
    o = penalties.court_sale(case.case_no, datetime(2026, 3, 10, 11), COURT, "C.C. 12/2026 (s. 25)",
                             date(2026, 3, 10), Money.of_rupees(150), "Bench clerk Suresh", head_seqs=[1], now=NOW)
    cv = cases.view(case.case_no)
    assert [h.seq for h in cv.held] == [2]
    assert cv.releases[0].basis == "s25"
    en, ml = releases.describe(cv.releases[0])
    assert "court's officer" in en and "വകുപ്പ് 25" in ml
    from pound_desk.services.disputes import release_orders
    assert release_orders.release_audit() == []
    assert ledger.check().ok
    assert o.release.claimant_name == "Bench clerk Suresh"


def test_s27_report_lists_a_day_without_feeding(pound):
    case = seize(datetime(2026, 3, 5, 9))
    feeding.log(date(2026, 3, 5), now=datetime(2026, 3, 5, 18))
    feeding.log(date(2026, 3, 7), now=datetime(2026, 3, 7, 18))
    report = penalties.s27_report(date(2026, 3, 5), date(2026, 3, 7), now=NOW)
    assert [(u.day, u.case_nos) for u in report.unfed] == [(date(2026, 3, 6), (case.case_no,))]
    assert not report.clean
    # the day itself, before anyone could log it, is not a failure yet
    today = penalties.s27_report(date(2026, 3, 8), date(2026, 3, 8), now=datetime(2026, 3, 8, 12))
    assert today.unfed == ()


def test_s27_report_lists_a_release_made_by_raw_sql(pound, db):
    case = seize(datetime(2026, 3, 5, 9))
    for day in (5, 6, 7):
        feeding.log(date(2026, 3, day), now=datetime(2026, 3, day, 18))
    head = cases.view(case.case_no).heads[0].id
    DB.close()
    con = sqlite3.connect(db.database)
    con.create_function(chain.HASH_FUNCTION, 4, chain.chain_hash)
    con.create_function(chain.ACTOR_FUNCTION, 1, lambda table: "outside")
    try:
        con.execute("INSERT INTO release (case_id, released_at, basis, receipt_id, claimant_name, "
                    "claimant_capacity) VALUES (?, '2026-03-07 20:00:00', 'favour', NULL, 'Kuttan', 'owner')",
                    (case.id,))
        con.execute("INSERT INTO released_head (release_id, head_id) VALUES (last_insert_rowid(), ?)", (head,))
        con.commit()
    finally:
        con.close()
    DB.connect(reuse_if_open=True)
    report = penalties.s27_report(date(2026, 3, 5), date(2026, 3, 10), now=NOW)
    assert report.unfed == ()   # released on the 7th: not held after it
    assert [(f.case_no, f.basis) for f in report.releases] == [(case.case_no, "favour")]
    # outside the range, the release is not this period's failure
    assert penalties.s27_report(date(2026, 3, 8), date(2026, 3, 10), now=NOW).releases == ()


def test_s27_report_range_must_run_forwards(pound):
    with pytest.raises(ServiceError):
        penalties.s27_report(date(2026, 3, 10), date(2026, 3, 9), now=NOW)


def test_s27_report_from_the_command_line(pound, db, capsys):
    from cli_helpers import add_users, signed_main

    add_users()
    case = seize(datetime(2026, 3, 5, 9))
    feeding.log(date(2026, 3, 5), now=datetime(2026, 3, 5, 18))
    feeding.log(date(2026, 3, 7), now=datetime(2026, 3, 7, 18))
    rc = signed_main(["--db", str(db.database), "report", "s27", "--from", "2026-03-05", "--to", "2026-03-07"])
    out = capsys.readouterr().out
    assert rc == 1 and f"06-03-2026  not fed (s. 8): {case.case_no}" in out
    assert "05-03-2026" not in out and "07-03-2026  not fed" not in out
    rc = signed_main(["--db", str(db.database), "report", "s27", "--from", "2026-03-07", "--to", "2026-03-07"])
    assert rc == 0 and "Nothing found" in capsys.readouterr().out


class QueryCount:
    """The statements the database runs while it is counted."""

    def __init__(self, monkeypatch):
        self.n = 0
        real = DB.obj.execute_sql

        def counted(*a, **kw):
            self.n += 1
            return real(*a, **kw)
        monkeypatch.setattr(DB.obj, "execute_sql", counted)


def lists_queries(monkeypatch) -> int:
    count = QueryCount(monkeypatch)
    for lines in (penalties.incidents(), penalties.referrals(), penalties.fines(), penalties.court_sale_orders(),
                  penalties.appropriations()):
        assert lines
    monkeypatch.undo()
    return count.n


def test_the_lists_are_frozen_lines_with_what_the_window_shows(pound, monkeypatch):
    case = seize(datetime(2026, 3, 5, 9), kinds=("cow", "ox"))
    penalties.record_incident(datetime(2026, 3, 6, 9), "opposition", "Pound gate", "Two men", "Pushed the peon",
                              True, "Nedumangad PS", case.case_no, now=NOW)
    penalties.record_incident(datetime(2026, 3, 7, 9), "rescue_way", "Road", "A man", "Ran off", False, now=NOW)
    r = referral(case.case_no)
    f24 = fine24("250", r)
    penalties.appropriate(f24.id, Money.of_rupees(100), "Ramachandran", "Order 1", date(2026, 3, 9), now=NOW)
    penalties.appropriate(f24.id, Money.of_rupees("20.50"), "Ramachandran", "Order 2", date(2026, 3, 9), now=NOW)
    f23 = penalties.record_fine("s23", "Two men", Money.of_rupees(300), COURT, "C.C. 3/2026", date(2026, 3, 9),
                                now=NOW)
    o = penalties.court_sale(case.case_no, datetime(2026, 3, 10, 11), COURT, "C.C. 12/2026 (s. 25)",
                             date(2026, 3, 10), Money.of_rupees(150), "Bench clerk Suresh", head_seqs=[1],
                             fine_id=f23.id, now=NOW)
    first = lists_queries(monkeypatch)

    without, with_case = penalties.incidents()             # the newest first
    assert (without.kind, without.case_no, without.police_informed) == ("rescue_way", "", False)
    assert (with_case.case_no, with_case.place, with_case.persons, with_case.police_reference,
            with_case.account, with_case.occurred_at) == (case.case_no, "Pound gate", "Two men", "Nedumangad PS",
                                                          "Pushed the peon", datetime(2026, 3, 6, 9))
    [line] = penalties.referrals()
    assert (line.id, line.number, line.case_no, line.referred_on, line.offender, line.court, line.particulars) == (
        r.id, f"S24-{r.id}", case.case_no, r.referred_on, r.offender, r.court, r.particulars)
    by_id = {f.id: f for f in penalties.fines()}
    s24, s23 = by_id[f24.id], by_id[f23.id]
    assert (s24.section, s24.offender, s24.amount, s24.court, s24.order_ref, s24.imposed_on) == (
        "s24", f24.offender, Money(f24.amount_paise), f24.court, f24.order_ref, f24.imposed_on)
    assert (s24.appropriated, s24.left, s24.appropriable) == (
        Money.of_rupees("120.50"), Money.of_rupees("129.50"), True)
    # s. 23 goes to compensation only when a court's sale recovers it (s. 28)
    assert s23.appropriable and s23.appropriated == Money(0) and s23.amount == Money.of_rupees(300)
    [sale] = penalties.court_sale_orders()
    assert (sale.id, sale.case_no, sale.court, sale.order_ref, sale.ordered_on, sale.fine, sale.officer,
            sale.delivered_at) == (o.id, case.case_no, COURT, "C.C. 12/2026 (s. 25)", date(2026, 3, 10),
                                   Money(o.fine_paise), "Bench clerk Suresh", o.release.released_at)
    lines = penalties.appropriations()
    assert [(a.fine_id, a.fine_offender, a.fine_order_ref, a.amount, a.paid_to, a.order_ref) for a in lines] == [
        (f24.id, "Joseph", "C.C. 12/2026", Money.of_rupees("20.50"), "Ramachandran", "Order 2"),
        (f24.id, "Joseph", "C.C. 12/2026", Money.of_rupees(100), "Ramachandran", "Order 1")]
    with pytest.raises(AttributeError):
        s24.offender = "Someone else"                   # frozen: a view, not a row

    # more records, the same number of queries: nothing is read row by row
    for _ in range(3):
        penalties.record_incident(datetime(2026, 3, 8, 9), "opposition", "Gate", "Men", "Again", False,
                                  case_no=case.case_no, now=NOW)
        fine24("30", referral(case.case_no))
    penalties.appropriate(f23.id, Money.of_rupees(10), "Ramachandran", "Order 3", date(2026, 3, 10), now=NOW)
    penalties.court_sale(case.case_no, datetime(2026, 3, 10, 12), COURT, "C.C. 14/2026 (s. 25)",
                         date(2026, 3, 10), Money.of_rupees(50), "Bench clerk Suresh", head_seqs=[2], now=NOW)
    assert lists_queries(monkeypatch) == first


def test_s27_report_fines_are_lines(pound):
    f = penalties.record_fine("s27", "The keeper", Money.of_rupees(40), COURT, "C.C. 13/2026", date(2026, 3, 9),
                              now=NOW)
    penalties.record_fine("s23", "Two men", Money.of_rupees(300), COURT, "C.C. 3/2026", date(2026, 3, 9), now=NOW)
    report = penalties.s27_report(date(2026, 3, 9), date(2026, 3, 9), now=NOW)
    assert [(x.id, x.offender, x.amount, x.court, x.order_ref, x.imposed_on) for x in report.fines] == [
        (f.id, "The keeper", Money.of_rupees(40), COURT, "C.C. 13/2026", date(2026, 3, 9))]
