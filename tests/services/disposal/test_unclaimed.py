"""Cattle not claimed (s. 13) and the owner who will not pay (s. 15(1)):
the report to the local authority, the notice, its affixing and
proclamations, the day the cattle may first be sold, and what "needs action"
shows at each step. Dates are worked out by hand from the Act and rules.md
Q1, Q11, Q20; 1 March 2026 is a Sunday."""
from __future__ import annotations

from datetime import date, datetime

import pytest
from pypdf import PdfReader
from record_helpers import seize

from pound_desk.law.money import Money
from pound_desk.models import DocumentLog
from pound_desk.models.disposal import Notice, NoticeEvent, NoticeHead, OwnerRefusal, ReportedCase, UnclaimedReport
from pound_desk.services import today
from pound_desk.services.books import ledger
from pound_desk.services.case import releases
from pound_desk.services.desk.errors import Invalid, ServiceError
from pound_desk.services.disposal import unclaimed
from pound_desk.services.office import keepers, roles, settings
from pound_desk.services.office.keepers import KeeperBarred

BROUGHT = datetime(2026, 3, 1, 10, 0)      # impounded Sunday 1 March: claim window 2–8 March


def steps(day: date) -> list[tuple[str, str, date]]:
    return [(s.code, s.case_no, s.due) for s in unclaimed.steps(day)]


def at(day: date, hour: int = 11) -> datetime:
    return datetime.combine(day, datetime.min.time()).replace(hour=hour)


def noticed(case_no: str, issued: date = date(2026, 3, 10), village: str = "Manjadi",
            market: str = "Nedumangad market") -> Notice:
    return unclaimed.issue_notice(case_no, issued, village, market, now=at(issued))


def reported_and_noticed(kinds=("cow",)) -> tuple[str, Notice]:
    case = seize(BROUGHT, kinds=kinds)
    unclaimed.make_report(now=at(date(2026, 3, 9)))
    return case.case_no, noticed(case.case_no)


# ---------------------------------------------------------------- s. 13(1): the report

def test_s13_1_report_due_exactly_on_impounding_plus_eight(pound):
    case = seize(BROUGHT)
    assert steps(date(2026, 3, 8)) == []
    with pytest.raises(ServiceError, match="No case is due"):
        unclaimed.make_report(now=at(date(2026, 3, 8), 17))
    assert steps(date(2026, 3, 9)) == [("unclaimed_report", case.case_no, date(2026, 3, 9))]
    report, path = unclaimed.make_report(now=at(date(2026, 3, 9)))
    assert report.made_on == date(2026, 3, 9)
    assert [rc.case.case_no for rc in ReportedCase.select()] == [case.case_no]
    assert path.exists() and path.read_bytes().startswith(b"%PDF")
    assert DocumentLog.select().where(DocumentLog.kind == "unclaimed-report").count() == 1
    assert unclaimed.report_path(report) == path


def test_s13_1_window_ending_on_a_closed_day_moves_the_report(pound):
    s = settings.current()
    settings.save(settings.OfficeSettings(s.return_period, s.feeding_charges, frozenset({6}), s.letterhead))
    case = seize(BROUGHT)    # day 7 is Sunday 8 March: the window runs to Monday 9, report Tuesday 10
    assert unclaimed.due_for_report(date(2026, 3, 9)) == []
    assert [cv.case_no for cv in unclaimed.due_for_report(date(2026, 3, 10))] == [case.case_no]


def test_s13_1_one_report_lists_cases_due_today_and_earlier_ones_not_reported(pound):
    first = seize(BROUGHT)
    second = seize(datetime(2026, 3, 2, 9, 0), kinds=("goat", "cow"))
    later = seize(datetime(2026, 3, 3, 9, 0))
    report, _ = unclaimed.make_report(now=at(date(2026, 3, 10)))
    assert unclaimed.report_case_nos(report) == [first.case_no, second.case_no]
    # the next day only the case falling due then
    assert steps(date(2026, 3, 11))[-1] == ("unclaimed_report", later.case_no, date(2026, 3, 11))
    report2, _ = unclaimed.make_report(now=at(date(2026, 3, 11)))
    assert unclaimed.report_case_nos(report2) == [later.case_no]
    # the list of reports made, the newest first, each with its cases
    assert [(r.id, r.made_on, r.addressed_to, r.case_nos) for r in unclaimed.reports()] == [
        (report2.id, report2.made_on, report2.addressed_to, (later.case_no,)),
        (report.id, report.made_on, report.addressed_to, (first.case_no, second.case_no))]
    assert unclaimed.report_path(unclaimed.reports()[1]) == unclaimed.report_path(report)
    with pytest.raises(ServiceError, match="No case is due"):
        unclaimed.make_report(now=at(date(2026, 3, 11), 15))
    assert UnclaimedReport.select().count() == 2


def test_s13_1_claimed_cases_are_not_reported(pound):
    case = seize(BROUGHT)
    releases.release_on_payment(case.case_no, at(date(2026, 3, 5)), "Rajan", Money.of_rupees(1000),
                                now=at(date(2026, 3, 5)))
    assert unclaimed.due_for_report(date(2026, 3, 9)) == []


def test_s13_1_report_data_has_each_head_and_the_dues_so_far(pound):
    seize(BROUGHT, kinds=("cow", "buffalo"), ear_tags=["123456789012", ""])
    doc = unclaimed.preview_report(now=at(date(2026, 3, 9)))
    (line,) = doc.cases
    assert [h.ear_tag for h in line.heads] == ["123456789012", ""]
    # 1 March 10:00 to 9 March 11:00 is 8 days and an hour: 9 commenced periods
    # cow: fine 200 + 9 × 60; buffalo: fine 250 + 9 × 70
    assert line.heads[0].total == Money.of_rupees(200 + 540)
    assert line.heads[1].total == Money.of_rupees(250 + 630)
    assert doc.total == Money.of_rupees(740 + 880)
    assert doc.addressed_to == "Nedumangad Municipality"
    assert line.last_claim_day == date(2026, 3, 8) and line.due_on == date(2026, 3, 9)


def test_s13_1_report_goes_to_the_officer_the_roles_name(pound):
    r = roles.current()
    roles.save(roles.Roles(r.director, r.local_authority, "Secretary, Nedumangad Municipality",
                           r.magistrate, r.civil_court, "officer"))
    seize(BROUGHT)
    report, _ = unclaimed.make_report(now=at(date(2026, 3, 9)))
    assert report.addressed_to == "Secretary, Nedumangad Municipality"
    notice = unclaimed.issue_notice("1/2026", date(2026, 3, 9), "Manjadi", "Nedumangad market",
                                    now=at(date(2026, 3, 9)))
    assert (notice.issued_by, notice.issuer_role) == ("Secretary, Nedumangad Municipality", "officer")


def test_s5_3_a_suspended_keeper_cannot_make_the_report(pound):
    seize(BROUGHT)
    keepers.record("K. Sasidharan", "appointed", date(2026, 1, 1), "Order 1/2026")
    keepers.record("K. Sasidharan", "suspended", date(2026, 3, 5), "Order 12/2026")
    with pytest.raises(KeeperBarred):
        unclaimed.make_report(now=at(date(2026, 3, 9)))
    assert UnclaimedReport.select().count() == 0


# ---------------------------------------------------------------- s. 13(2): the notice

def test_s13_2_notice_follows_the_report(pound):
    case = seize(BROUGHT)
    with pytest.raises(Invalid, match="has not been reported"):
        noticed(case.case_no, date(2026, 3, 9))
    unclaimed.make_report(now=at(date(2026, 3, 10)))
    with pytest.raises(Invalid) as e:
        noticed(case.case_no, date(2026, 3, 9))
    assert "10-03-2026" in str(e.value)
    notice = noticed(case.case_no, date(2026, 3, 10))
    assert [nh.head.seq for nh in NoticeHead.select().where(NoticeHead.notice == notice)] == [1]
    with pytest.raises(Invalid, match="already issued on 10-03-2026"):
        noticed(case.case_no, date(2026, 3, 11))


def test_s13_2_notice_names_village_market_and_refuses_a_future_date(pound):
    case = seize(BROUGHT)
    unclaimed.make_report(now=at(date(2026, 3, 9)))
    with pytest.raises(Invalid) as e:
        unclaimed.issue_notice(case.case_no, date(2026, 3, 11), "  ", "", now=at(date(2026, 3, 10)))
    assert {p.field for p in e.value.problems} == {"village", "market", "issued_on"}
    assert Notice.select().count() == 0


def test_s13_2_notice_covers_only_heads_still_held(pound):
    case = seize(BROUGHT, kinds=("cow", "goat"))
    unclaimed.make_report(now=at(date(2026, 3, 9)))
    releases.release_on_payment(case.case_no, at(date(2026, 3, 9), 12), "Rajan", Money.of_rupees(2000),
                                head_seqs=[2], now=at(date(2026, 3, 9), 12))
    notice = noticed(case.case_no, date(2026, 3, 10))
    doc = unclaimed.notice_doc(notice)
    assert [h.seq for h in doc.heads] == [1]
    assert (doc.village, doc.market, doc.issuer) == ("Manjadi", "Nedumangad market", "Nedumangad Municipality")


def test_s13_2_places_offered_from_the_local_area_of_seizure(pound):
    from pound_desk.services.office import authorities

    authorities.add_place("Nedumangad", "Manjadi", "village")
    authorities.add_place("Nedumangad", "Nedumangad market", "market")
    authorities.add_place("Aruvikkara", "Aruvikkara", "village")
    case = seize(BROUGHT)
    assert unclaimed.notice_places(case.case_no) == (["Manjadi"], ["Nedumangad market"])


# ---------------------------------------------------------------- affixing and proclamations

def test_s13_2_events_refuse_before_the_notice_in_the_future_and_twice(pound):
    case_no, notice = reported_and_noticed()
    now = at(date(2026, 3, 12))
    with pytest.raises(Invalid) as e:
        unclaimed.record_event(notice, "affixed", date(2026, 3, 9), "Peon Raghu", now=now)
    assert e.value.problems[0].field == "on" and "10-03-2026" in str(e.value)
    with pytest.raises(Invalid) as e:
        unclaimed.record_event(notice, "affixed", date(2026, 3, 13), "Peon Raghu", now=now)
    assert e.value.problems[0].field == "on"
    with pytest.raises(Invalid) as e:
        unclaimed.record_event(notice, "village", date(2026, 3, 11), "", now=now)
    assert e.value.problems[0].field == "by_whom"
    unclaimed.record_event(notice, "affixed", date(2026, 3, 10), "Peon Raghu", now=now)
    with pytest.raises(Invalid, match="Already recorded") as e:
        unclaimed.record_event(notice, "affixed", date(2026, 3, 11), "Peon Raghu", now=now)
    assert NoticeEvent.select().count() == 1
    assert NoticeEvent.get().on == date(2026, 3, 10)
    # the place defaults to the office, the village or the market the notice names
    ev = unclaimed.record_event(notice, "market", date(2026, 3, 12), "Drummer Kuttan", now=now)
    assert ev.place == "Nedumangad market"


def test_s13_3_affixed_one_day_proclaimed_the_next_moves_the_earliest_sale(pound):
    case_no, notice = reported_and_noticed()
    now = at(date(2026, 3, 12))
    unclaimed.record_event(notice, "affixed", date(2026, 3, 10), "Peon Raghu", now=now)
    unclaimed.record_event(notice, "village", date(2026, 3, 10), "Drummer Kuttan", now=now)
    state = unclaimed.notice_state(notice)
    assert state.earliest_sale is None and state.missing == ("market",)
    unclaimed.record_event(notice, "market", date(2026, 3, 11), "Drummer Kuttan", now=now)
    # date of the notice 11 March (the later, Q11); seven days 12–18 March; sale from 19 March
    assert unclaimed.notice_state(notice).earliest_sale == date(2026, 3, 19)


def test_s13_3_sale_one_day_early_is_refused_with_the_date(pound):
    case_no, notice = reported_and_noticed()
    now = at(date(2026, 3, 12))
    for event in ("affixed", "village", "market"):
        unclaimed.record_event(notice, event, date(2026, 3, 10), "Raghu", now=now)
    case = notice.case
    early = unclaimed.sale_footing(case, datetime(2026, 3, 17, 23, 59))
    assert early.path == "" and "18-03-2026" in early.problems[0].message
    assert "1 day early" in early.problems[0].message
    assert unclaimed.sale_footing(case, datetime(2026, 3, 18, 0, 0)).path == "s13"


def test_s13_dates_across_the_end_of_february(pound):
    case = seize(datetime(2026, 2, 20, 16, 0))    # window 21–27 February; report due 28 February
    assert unclaimed.due_for_report(date(2026, 2, 27)) == []
    assert steps(date(2026, 2, 28)) == [("unclaimed_report", case.case_no, date(2026, 2, 28))]
    unclaimed.make_report(now=at(date(2026, 2, 28)))
    notice = noticed(case.case_no, date(2026, 2, 28))
    for event in ("affixed", "village", "market"):
        unclaimed.record_event(notice, event, date(2026, 2, 28), "Raghu", now=at(date(2026, 3, 1)))
    # seven days 1–7 March (2026 is not a leap year); first day of sale 8 March
    assert unclaimed.notice_state(notice).earliest_sale == date(2026, 3, 8)
    assert unclaimed.sale_footing(case, datetime(2026, 3, 7, 23, 59)).path == ""
    assert unclaimed.sale_footing(case, datetime(2026, 3, 8, 0, 0)).path == "s13"


def test_s13_3_notice_window_ending_on_a_closed_day(pound):
    case_no, notice = reported_and_noticed()
    settings.add_closed_day(date(2026, 3, 17), "Holiday")    # the seventh day after 10 March
    for event in ("affixed", "village", "market"):
        unclaimed.record_event(notice, event, date(2026, 3, 10), "Raghu", now=at(date(2026, 3, 12)))
    assert unclaimed.notice_state(notice).earliest_sale == date(2026, 3, 19)


def test_needs_action_walks_report_notice_events_and_sale(pound):
    case = seize(BROUGHT)
    no = case.case_no
    assert steps(date(2026, 3, 9)) == [("unclaimed_report", no, date(2026, 3, 9))]
    unclaimed.make_report(now=at(date(2026, 3, 9)))
    assert steps(date(2026, 3, 9)) == [("notice_issue", no, date(2026, 3, 9))]
    notice = noticed(no, date(2026, 3, 10))
    assert steps(date(2026, 3, 10)) == [("notice_events", no, date(2026, 3, 10))]
    unclaimed.record_event(notice, "affixed", date(2026, 3, 10), "Raghu", now=at(date(2026, 3, 11)))
    unclaimed.record_event(notice, "village", date(2026, 3, 11), "Kuttan", now=at(date(2026, 3, 11)))
    (step,) = unclaimed.steps(date(2026, 3, 11))
    assert step.code == "notice_events" and "market" in step.en and "affixed" not in step.en
    unclaimed.record_event(notice, "market", date(2026, 3, 11), "Kuttan", now=at(date(2026, 3, 11)))
    assert steps(date(2026, 3, 18)) == []                       # waiting: sale from 19 March
    assert steps(date(2026, 3, 19)) == [("may_sell", no, date(2026, 3, 19))]
    # the main list carries the same steps, the report step no longer
    codes = [(a.code, a.case_no) for a in today.needs_action(date(2026, 3, 19)) if a.case_no == no]
    assert ("may_sell", no) in codes and ("unclaimed_report", no) not in codes


def test_s12_claim_stays_possible_on_a_noticed_case(pound):
    case_no, notice = reported_and_noticed()
    for event in ("affixed", "village", "market"):
        unclaimed.record_event(notice, event, date(2026, 3, 10), "Raghu", now=at(date(2026, 3, 12)))
    receipt = releases.release_on_payment(case_no, at(date(2026, 3, 12)), "Rajan P.", Money.of_rupees(2000),
                                          now=at(date(2026, 3, 12)))
    assert receipt.number
    assert ledger.check().ok
    assert steps(date(2026, 3, 19)) == []       # nothing left to sell


# ---------------------------------------------------------------- s. 15(1): the owner refuses to pay

def test_s15_1_refusal_opens_the_sale_path(pound):
    case = seize(BROUGHT, owner="Rajan P.")
    when = datetime(2026, 3, 4, 11, 30)
    assert unclaimed.sale_footing(case, when).path == ""
    refusal = unclaimed.record_refusal(case.case_no, when, "Rajan P.", "owner", "Says the fine is too high",
                                       now=when)
    assert unclaimed.latest_refusal(case) == refusal
    assert unclaimed.sale_footing(case, when).path == "s15"
    assert unclaimed.sale_footing(case, datetime(2026, 3, 4, 11, 29)).path == ""   # a minute before
    assert steps(date(2026, 3, 4)) == [("may_sell", case.case_no, date(2026, 3, 4))]
    assert ledger.check().ok


def test_s15_1_refusal_is_validated(pound):
    case = seize(BROUGHT)
    now = datetime(2026, 3, 4, 11, 0)
    with pytest.raises(Invalid) as e:
        unclaimed.record_refusal(case.case_no, datetime(2026, 3, 5, 11, 0), "", "cousin", now=now)
    assert {p.field for p in e.value.problems} == {"claimant_name", "claimant_capacity", "at"}
    with pytest.raises(Invalid) as e:
        unclaimed.record_refusal(case.case_no, datetime(2026, 3, 1, 9, 0), "Rajan", now=now)
    assert "01-03-2026 10:00" in str(e.value)
    assert OwnerRefusal.select().count() == 0


def test_s15_5_notice_needs_the_refusal_of_the_remainder(pound):
    case = seize(BROUGHT)
    unclaimed.make_report(now=at(date(2026, 3, 9)))
    with pytest.raises(Invalid, match="has not refused the remaining cattle"):
        unclaimed.issue_notice(case.case_no, date(2026, 3, 10), "Manjadi", "Nedumangad market",
                               cause="s15_5", now=at(date(2026, 3, 10)))



def test_s15_5_refused_remainder_waits_for_its_notice(pound):
    from pound_desk.models.disposal import OwnerAccount, Settlement

    case = seize(BROUGHT, kinds=("cow", "goat"), owner="Joseph")
    refused_at = datetime(2026, 3, 6, 12, 0)
    unclaimed.record_refusal(case.case_no, datetime(2026, 3, 3, 11, 0), "Joseph", now=refused_at)
    # the settlement after a sale of one head, and the owner refusing the rest (rows as the settlement writes them)
    s = Settlement.create(case=case, at=refused_at, path="s15", proceeds_paise=100000, fines_paise=20000,
                          feeding_paise=30000, expenses_paise=0, surplus_paise=50000, shortfall_paise=0)
    OwnerAccount.create(settlement=s, at=refused_at, claimant_name="Joseph", claimant_capacity="owner",
                        accepted=False, balance_paise=50000)
    assert unclaimed.notice_awaited(case) == "s15_5"
    footing = unclaimed.sale_footing(case, datetime(2026, 3, 7, 10, 0))
    assert footing.path == "" and "06-03-2026" in footing.problems[0].message
    assert steps(date(2026, 3, 7)) == [("notice_issue", case.case_no, date(2026, 3, 6))]
    with pytest.raises(Invalid, match="dated before it"):
        unclaimed.issue_notice(case.case_no, date(2026, 3, 5), "Manjadi", "Nedumangad market", cause="s15_5",
                               now=datetime(2026, 3, 7, 10, 0))
    notice = unclaimed.issue_notice(case.case_no, date(2026, 3, 7), "Manjadi", "Nedumangad market",
                                    cause="s15_5", now=datetime(2026, 3, 7, 10, 0))
    assert notice.cause == "s15_5" and unclaimed.notice_awaited(case) == ""
    assert steps(date(2026, 3, 7)) == [("notice_events", case.case_no, date(2026, 3, 7))]
    for event in ("affixed", "village", "market"):
        unclaimed.record_event(notice, event, date(2026, 3, 7), "Raghu", now=datetime(2026, 3, 7, 16, 0))
    assert unclaimed.sale_footing(case, datetime(2026, 3, 14, 23, 0)).path == ""
    assert unclaimed.sale_footing(case, datetime(2026, 3, 15, 9, 0)).path == "s13"


# ---------------------------------------------------------------- the command line

def test_cli_report_unclaimed_on_a_day(tmp_path, monkeypatch, capsys):
    from pathlib import Path

    from cli_helpers import add_users_to
    from cli_helpers import signed_main as main

    monkeypatch.setenv("POUND_DESK_HOME", str(tmp_path / "home"))
    data = Path(__file__).parents[2] / "data"
    db = ["--db", str(tmp_path / "pound.sqlite3")]
    assert main([*db, "init", "--pound", "Nedumangad Municipal Pound", "--local-area", "Nedumangad",
                 "--local-authority", "Nedumangad Municipality", "--keeper", "K. Sasidharan",
                 "--supervisor", "Asha"]) == 0
    add_users_to(db[1])
    assert main([*db, "rates", "import", str(data / "rates.csv")]) == 0
    assert main([*db, "register", "import", str(data / "register.csv")]) == 0
    capsys.readouterr()
    # 17/2026 impounded 1 March (report due 9 March); 18/2026 impounded 3 March (due 11 March)
    assert main([*db, "report", "unclaimed", "--on", "2026-03-08"]) == 1
    assert "No case is due" in capsys.readouterr().err
    assert main([*db, "report", "unclaimed", "--on", "2026-03-09"]) == 0
    out = capsys.readouterr().out
    assert "Nedumangad Municipality: 17/2026" in out and "18/2026" not in out
    path = Path(out.strip().splitlines()[-1].removeprefix("Wrote "))
    assert path.exists() and "17/2026" in " ".join(page.extract_text() for page in PdfReader(path).pages)
    assert main([*db, "report", "unclaimed", "--on", "2026-03-11"]) == 0
    assert "Nedumangad Municipality: 18/2026" in capsys.readouterr().out
    assert main([*db, "report", "unclaimed", "--on", "2199-01-01"]) == 1
    assert "still to come" in capsys.readouterr().err


def test_s13_2_notice_keeps_the_place_day_and_hour_of_the_sale(pound):
    case = seize(BROUGHT)
    unclaimed.make_report(now=at(date(2026, 3, 9)))
    with pytest.raises(Invalid) as e:   # within the seven days from the notice
        unclaimed.issue_notice(case.case_no, date(2026, 3, 10), "Manjadi", "Nedumangad market",
                               now=at(date(2026, 3, 10)), sale_place="", sale_at=datetime(2026, 3, 17, 11, 0))
    assert {p.field for p in e.value.problems} == {"sale_place", "sale_at"}
    assert "18-03-2026" in " ".join(p.message for p in e.value.problems)
    notice = unclaimed.issue_notice(case.case_no, date(2026, 3, 10), "Manjadi", "Nedumangad market",
                                    now=at(date(2026, 3, 10)), sale_place="Nedumangad market yard",
                                    sale_at=datetime(2026, 3, 18, 11, 0))
    doc = unclaimed.notice_doc(notice)
    assert (doc.sale_place, doc.sale_at) == ("Nedumangad market yard", datetime(2026, 3, 18, 11, 0))


def test_s13_1_an_owner_who_refused_to_pay_is_not_reported_unclaimed(pound):
    """s. 13(1) with s. 15(1): the owner appeared and refused to pay; the
    cattle were claimed, so they are not in the seven days' report: they go
    to the s. 15 sale."""
    refused = seize(BROUGHT, owner="Rajan P.")
    unclaimed_case = seize(BROUGHT, owner="")
    unclaimed.record_refusal(refused.case_no, datetime(2026, 3, 4, 11, 30), "Rajan P.", "owner",
                             "Says the fine is too high", now=datetime(2026, 3, 4, 11, 30))
    assert [cv.case_no for cv in unclaimed.due_for_report(date(2026, 3, 9))] == [unclaimed_case.case_no]
    report, _ = unclaimed.make_report(now=at(date(2026, 3, 9)))
    assert unclaimed.report_case_nos(report) == [unclaimed_case.case_no]
    assert ("unclaimed_report", refused.case_no, date(2026, 3, 9)) not in steps(date(2026, 3, 9))


def test_s13_1_steps_of_a_past_day_read_the_records_as_they_stood_then(pound):
    """s. 6 with s. 13(1): the report was overdue on 31 March whether it is
    asked on 31 March or after the report was made on 2 April."""
    case = seize(BROUGHT)
    before = steps(date(2026, 3, 31))
    assert before == [("unclaimed_report", case.case_no, date(2026, 3, 9))]
    unclaimed.make_report(now=at(date(2026, 4, 2)))
    assert steps(date(2026, 3, 31)) == before
    assert steps(date(2026, 4, 2)) == [("notice_issue", case.case_no, date(2026, 4, 2))]


def test_notice_lines_carry_what_the_notices_window_shows(pound):
    case_no, notice = reported_and_noticed()
    other = seize(BROUGHT, kinds=("goat",))
    unclaimed.make_report(now=at(date(2026, 3, 9)))
    later = noticed(other.case_no, date(2026, 3, 11), village="Karakulam", market="Karakulam market")
    now = at(date(2026, 3, 12))
    unclaimed.record_event(notice, "market", date(2026, 3, 11), "Drummer Kuttan", now=now)
    unclaimed.record_event(notice, "affixed", date(2026, 3, 10), "Peon Raghu", now=now)
    first, second = unclaimed.notice_lines()                 # the newest first
    assert (first.id, first.number, first.case_no, first.issued_on, first.village, first.market, first.events) == (
        later.id, f"N-{later.id}", other.case_no, date(2026, 3, 11), "Karakulam", "Karakulam market", ())
    assert (second.id, second.case_no, second.issued_by) == (notice.id, case_no, notice.issued_by)
    # the events in the order of the Act's steps, whatever the order recorded
    rows = {e.event: e for e in NoticeEvent.select().where(NoticeEvent.notice == notice)}
    assert [(e.event, e.on, e.place, e.by_whom) for e in second.events] == [
        (code, rows[code].on, rows[code].place, rows[code].by_whom) for code in ("affixed", "market")]
    assert second.state == unclaimed.notice_state(notice)
    assert (second.state.affixed, second.state.village, second.state.market, second.state.earliest_sale) == (
        date(2026, 3, 10), None, date(2026, 3, 11), None)
    unclaimed.record_event(notice, "village", date(2026, 3, 11), "Drummer Kuttan", now=now)
    line = unclaimed.notice_line(notice.id)
    # the later of the three 11 March; seven days 12–18 March; sale from 19 March
    assert line.state.complete and line.state.earliest_sale == date(2026, 3, 19) == unclaimed.notice_line(
        notice.id).state.earliest_sale
    assert line.state.number == line.number and line.state.issued_on == notice.issued_on
    with pytest.raises(ServiceError, match="N-999"):
        unclaimed.notice_line(999)


def test_standing_says_where_the_case_is_under_s13_and_s15(pound):
    case = seize(BROUGHT)
    fresh = unclaimed.standing(case.case_no)
    assert fresh == unclaimed.UnclaimedStanding("", None, None, None, "", None, "")
    report, _ = unclaimed.make_report(now=at(date(2026, 3, 9)))
    assert unclaimed.standing(case.case_no).notice_awaited == "s13"        # reported: its notice is due
    notice = noticed(case.case_no)
    unclaimed.record_event(notice, "affixed", date(2026, 3, 10), "Peon Raghu", now=at(date(2026, 3, 10)))
    refusal = unclaimed.record_refusal(case.case_no, datetime(2026, 3, 11, 11, 0), "Rajan P.",
                                       now=at(date(2026, 3, 11)))
    s = unclaimed.standing(case.case_no)
    assert (s.reported_to, s.reported_on) == (report.addressed_to, report.made_on)
    assert (s.notice_id, s.notice) == (notice.id, unclaimed.notice_state(notice))
    assert s.notice.missing == ("village", "market")
    assert (s.refused_by, s.refused_at, s.notice_awaited) == (refusal.claimant_name, refusal.at, "")


def test_s13_3_Q20_the_notice_announces_only_a_day_the_sale_accepts(pound):
    """s. 13(3) with rules.md Q11, Q20: the notice of 10 March, its seventh
    day (17 March) a holiday, gives the owner until 18 March; the notice,
    the proclamation printed from it, the sale and "needs action" all put
    the first day of sale on 19 March."""
    case = seize(BROUGHT)
    unclaimed.make_report(now=at(date(2026, 3, 9)))
    settings.add_closed_day(date(2026, 3, 17), "Holiday")
    with pytest.raises(Invalid) as e:     # the 18th is still the owner's
        unclaimed.issue_notice(case.case_no, date(2026, 3, 10), "Manjadi", "Nedumangad market",
                               now=at(date(2026, 3, 10)), sale_place="Nedumangad market yard",
                               sale_at=datetime(2026, 3, 18, 11, 0))
    assert [(p.field, "19-03-2026" in p.message) for p in e.value.problems] == [("sale_at", True)]
    notice = unclaimed.issue_notice(case.case_no, date(2026, 3, 10), "Manjadi", "Nedumangad market",
                                    now=at(date(2026, 3, 10)), sale_place="Nedumangad market yard",
                                    sale_at=datetime(2026, 3, 19, 11, 0))
    assert unclaimed.notice_doc(notice).sale_at == datetime(2026, 3, 19, 11, 0)
    for event in ("affixed", "village", "market"):
        unclaimed.record_event(notice, event, date(2026, 3, 10), "Raghu", now=at(date(2026, 3, 12)))
    assert unclaimed.sale_footing(case, at(date(2026, 3, 18))).path == ""
    assert unclaimed.sale_footing(case, at(date(2026, 3, 19))).path == "s13"
    assert steps(date(2026, 3, 19)) == [("may_sell", case.case_no, date(2026, 3, 19))]
