"""The workflows, each one transaction: registering a seizure (s. 7),
releasing on payment with a numbered Form III receipt (s. 12, R. 12), the
feeding log (s. 8), what needs doing today (ss. 8, 13(1), 19) and the rate
tables (ss. 4, 11)."""
from __future__ import annotations

from datetime import date, datetime

import pytest
from record_helpers import FEED_REF, FINE_REF, OTHER_AREA, POUND_AREA, draft, seize

from pound_desk.law.money import Money
from pound_desk.law.rates import RateEntry, RateType
from pound_desk.law.seizure import HeadDraft
from pound_desk.models import DB, Case, FeedingEntry, Head, RateRow, Receipt, ReceiptLine
from pound_desk.services import case_history, today
from pound_desk.services.case import cases, feeding, register, releases, seizures
from pound_desk.services.case.releases import PaymentShort
from pound_desk.services.desk.errors import Invalid, ServiceError
from pound_desk.services.office import rates


def rs(rupees) -> Money:
    return Money.of_rupees(rupees)


def dump() -> dict:
    """Every row of every table: to show that a refused workflow changed nothing."""
    return {t: DB.execute_sql(f'SELECT * FROM "{t}" ORDER BY 1').fetchall() for t in DB.get_tables()}


def pay(case_no: str, at: datetime, rupees, **kw):
    return releases.release_on_payment(case_no, at, "Rajan", rs(rupees), now=at, **kw)


# --- s. 7: registering a seizure ---------------------------------------------

def test_s7_case_numbers_run_per_year(pound):
    assert seize(datetime(2026, 3, 1, 9, 0)).case_no == "1/2026"
    assert seize(datetime(2026, 3, 2, 9, 0)).case_no == "2/2026"
    # brought in 2027: a new series
    assert seize(datetime(2027, 1, 2, 9, 0)).case_no == "1/2027"
    # a 2026 case entered late still takes the next 2026 number
    late = seize(datetime(2026, 12, 31, 23, 59), now=datetime(2027, 1, 2, 10, 0))
    assert late.case_no == "3/2026"
    assert (late.year, late.serial) == (2026, 3)


def test_s7_case_year_is_the_year_brought_not_the_year_seized(pound):
    # seized 31 Dec 2026 23:00, brought 1 Jan 2027 00:30
    c = seize(datetime(2027, 1, 1, 0, 30), seized=datetime(2026, 12, 31, 23, 0))
    assert c.case_no == "1/2027"


def test_s7_entry_keeps_the_heads_in_order(pound):
    c = seize(datetime(2026, 3, 1, 9, 0), kinds=("cow", "goat", "buffalo"),
              ear_tags=("", "1234 5678 9012", ""))
    cv = cases.view(c.case_no)
    assert [(h.seq, h.kind) for h in cv.heads] == [(1, "cow"), (2, "goat"), (3, "buffalo")]
    assert cv.heads[1].ear_tag == "123456789012"  # spaces dropped
    assert cv.status == "held"
    assert cv.source == "desk"


def test_s7_invalid_seizure_writes_nothing(pound):
    before = dump()
    bad = draft(datetime(2026, 3, 1, 9, 0), kinds=("cow", "cow"), ear_tags=("", "12345"))
    with pytest.raises(Invalid) as e:
        seizures.register(bad, now=datetime(2026, 3, 1, 9, 5))
    assert [p.field for p in e.value.problems] == ["heads.2.ear_tag"]
    assert dump() == before
    assert Case.select().count() == 0 and Head.select().count() == 0


def test_s7_failure_while_writing_the_heads_leaves_no_case(pound, monkeypatch):
    before = dump()
    original = Head.create
    calls = []

    def failing_create(**kw):
        calls.append(kw)
        if len(calls) == 2:
            raise RuntimeError("disk full")
        return original(**kw)

    monkeypatch.setattr(Head, "create", failing_create)
    with pytest.raises(RuntimeError):
        seize(datetime(2026, 3, 1, 9, 0), kinds=("cow", "goat"))
    monkeypatch.undo()
    assert dump() == before
    # the number was not used up: the next case is still 1/2026
    assert seize(datetime(2026, 3, 1, 10, 0)).case_no == "1/2026"


def test_s7_every_problem_is_reported_at_once(pound):
    d = draft(datetime(2026, 3, 1, 9, 0), kinds=("cow", "dog"))
    d.seizer_name = ""
    with pytest.raises(Invalid) as e:
        seizures.register(d, now=datetime(2026, 3, 1, 9, 5))
    assert {p.field for p in e.value.problems} == {"seizer_name", "heads.2.kind"}


def test_s9_late_arrival_is_entered_and_flagged(pound):
    # seized 28 Feb 08:59, brought 1 Mar 09:00: 24 h 1 min
    c = seize(datetime(2026, 3, 1, 9, 0), seized=datetime(2026, 2, 28, 8, 59))
    assert cases.view(c.case_no).flags == ("late_to_pound",)
    on_time = seize(datetime(2026, 3, 1, 10, 0), seized=datetime(2026, 2, 28, 10, 0))
    assert cases.view(on_time.case_no).flags == ()


# --- s. 12: release on payment -------------------------------------------------

def test_s12_release_some_heads_then_the_rest(pound):
    seize(datetime(2026, 3, 1, 9, 0), kinds=("cow", "cow", "goat"), owner="Rajan")
    # head 1 at 2 Mar 10:00: 25 h → 2 periods; ₹200 + 2 × ₹60 = ₹320
    first = pay("1/2026", datetime(2026, 3, 2, 10, 0), 320, head_seqs=[1])
    assert first.number == "2025-26/00001"
    assert first.total_paise == 32000
    lines = list(first.lines)
    assert [(ln.fine_paise, ln.feeding_periods, ln.feeding_paise) for ln in lines] == [(20000, 2, 12000)]
    assert (lines[0].fine_reference, lines[0].feeding_reference) == (FINE_REF, FEED_REF)
    assert cases.view("1/2026").status == "part_released"

    # dues on 3 Mar 09:30 (48 h 30 min → 3 periods) only for the heads still held:
    # cow ₹200 + 3 × ₹60 = ₹380; goat ₹100 + 3 × ₹30 = ₹190; ₹570
    d = cases.dues("1/2026", datetime(2026, 3, 3, 9, 30))
    assert [h.seq for h in d.heads] == [2, 3]
    assert [h.total for h in d.heads] == [rs(380), rs(190)]
    assert d.total == rs(570)

    second = pay("1/2026", datetime(2026, 3, 3, 9, 30), 600)
    assert second.number == "2025-26/00002"
    assert (second.total_paise, second.tendered_paise) == (57000, 60000)
    cv = case_history.view("1/2026")
    assert cv.status == "released"
    assert cv.receipts == ("2025-26/00001", "2025-26/00002")
    assert [h.receipt_no for h in cv.heads] == ["2025-26/00001", "2025-26/00002", "2025-26/00002"]
    released = [e.en for e in cv.events if "released" in e.en]
    assert len(released) == 2
    assert "head 1 released to Rajan (owner)" in released[0]
    assert "receipt 2025-26/00001, ₹320.00" in released[0]
    assert "heads 2, 3 released to Rajan (owner)" in released[1]
    assert "receipt 2025-26/00002, ₹570.00" in released[1]
    with pytest.raises(ServiceError):
        pay("1/2026", datetime(2026, 3, 4, 9, 0), 1000)


def test_s4_brought_2359_released_0001_pays_one_period(pound):
    # two minutes across midnight: ₹200 fine + 1 × ₹60 = ₹260
    seize(datetime(2026, 3, 1, 23, 59))
    with pytest.raises(PaymentShort):
        pay("1/2026", datetime(2026, 3, 2, 0, 1), "259.99")
    r = pay("1/2026", datetime(2026, 3, 2, 0, 1), 260)
    assert r.total_paise == 26000
    assert r.lines.get().feeding_periods == 1


def test_s12_partial_release_shows_in_the_register(pound):
    seize(datetime(2026, 3, 1, 9, 0), kinds=("cow", "goat"))
    seize(datetime(2026, 3, 1, 10, 0))
    pay("1/2026", datetime(2026, 3, 1, 12, 0), 260, head_seqs=[1])
    by_status = {s: [r.case_no for r in register.page(register.Query(status=s), 0, 10)]
                 for s in register.STATUSES}
    assert by_status == {"held": ["2/2026"], "part_released": ["1/2026"], "released": []}


def test_s12_short_payment_changes_nothing(pound):
    seize(datetime(2026, 3, 1, 9, 0), owner="Rajan")
    before = dump()
    counts = (Receipt.select().count(), ReceiptLine.select().count())
    # 1 Mar 09:00 → 3 Mar 09:01: 3 periods; ₹200 + 3 × ₹60 = ₹380
    with pytest.raises(PaymentShort) as e:
        pay("1/2026", datetime(2026, 3, 3, 9, 1), "379.99")
    assert (e.value.due, e.value.paid) == (rs(380), rs("379.99"))
    assert dump() == before
    assert (Receipt.select().count(), ReceiptLine.select().count()) == counts == (0, 0)
    assert cases.view("1/2026").status == "held"
    # the exact amount releases, with the first number of the series
    assert pay("1/2026", datetime(2026, 3, 3, 9, 1), 380).number == "2025-26/00001"


def test_r12_receipt_series_restarts_on_1_april(pound):
    seize(datetime(2026, 3, 30, 10, 0))                      # 1/2026, a cow
    seize(datetime(2026, 3, 31, 12, 0), kinds=("goat",))     # 2/2026
    seize(datetime(2026, 4, 1, 0, 0))                        # 3/2026
    # 30 Mar 10:00 → 31 Mar 23:59: 37 h 59 min → 2 periods; ₹200 + ₹120 = ₹320
    r1 = pay("1/2026", datetime(2026, 3, 31, 23, 59), 320)
    # 31 Mar 12:00 → 1 Apr 00:00: 12 h → 1 period; ₹100 + ₹30 = ₹130
    r2 = pay("2/2026", datetime(2026, 4, 1, 0, 0), 130)
    # 1 Apr 00:00 → 1 Apr 09:00: 1 period; ₹200 + ₹60 = ₹260
    r3 = pay("3/2026", datetime(2026, 4, 1, 9, 0), 260)
    assert [r.number for r in (r1, r2, r3)] == ["2025-26/00001", "2026-27/00001", "2026-27/00002"]
    assert [(r.fy, r.serial) for r in (r1, r2, r3)] == [("2025-26", 1), ("2026-27", 1), ("2026-27", 2)]


def test_r12_receipt_numbers_have_no_gaps(pound):
    for day in range(1, 6):
        seize(datetime(2026, 5, day, 9, 0))
    numbers = [pay(f"{n}/2026", datetime(2026, 5, 6, 9, n), 1000).number for n in range(1, 6)]
    assert numbers == [f"2026-27/{n:05d}" for n in range(1, 6)]


def test_r12_release_dated_before_the_last_receipt_is_refused(pound):
    seize(datetime(2026, 3, 1, 9, 0))
    seize(datetime(2026, 3, 1, 10, 0))
    pay("1/2026", datetime(2026, 3, 3, 12, 0), 500)
    before = dump()
    with pytest.raises(Invalid) as e:
        releases.release_on_payment("2/2026", datetime(2026, 3, 3, 11, 0), "Mary", rs(500),
                                    now=datetime(2026, 3, 3, 12, 5))
    assert [p.field for p in e.value.problems] == ["at"]
    assert dump() == before
    # at the same minute as the last receipt is not before it
    assert pay("2/2026", datetime(2026, 3, 3, 12, 0), 500).number == "2025-26/00002"


def test_s12_release_checks(pound):
    seize(datetime(2026, 3, 1, 9, 0))
    before = dump()
    now = datetime(2026, 3, 2, 9, 0)
    with pytest.raises(Invalid):   # before the cattle were brought
        releases.release_on_payment("1/2026", datetime(2026, 3, 1, 8, 59), "Rajan", rs(500), now=now)
    with pytest.raises(Invalid):   # in the future
        releases.release_on_payment("1/2026", datetime(2026, 3, 2, 9, 11), "Rajan", rs(500), now=now)
    with pytest.raises(Invalid):   # no claimant
        releases.release_on_payment("1/2026", now, "  ", rs(500), now=now)
    with pytest.raises(Invalid):   # an agent shows written authority
        releases.release_on_payment("1/2026", now, "Babu", rs(500), claimant_capacity="agent", now=now)
    with pytest.raises(ServiceError):   # no such head
        releases.release_on_payment("1/2026", now, "Rajan", rs(500), head_seqs=[2], now=now)
    assert dump() == before
    r = releases.release_on_payment("1/2026", now, "Babu", rs(500), claimant_capacity="agent",
                                    evidence="Letter of authority from Rajan", now=now)
    assert r.claimant_capacity == "agent"


# --- s. 8: the feeding log ------------------------------------------------------

def test_s8_feeding_log_and_unfed_cases(pound):
    seize(datetime(2026, 3, 1, 9, 0), kinds=("cow", "goat"))   # 1/2026
    seize(datetime(2026, 3, 1, 20, 0))                         # 2/2026, brought in the evening
    assert feeding.unfed_case_nos(date(2026, 3, 1)) == ["1/2026", "2/2026"]
    # at noon only case 1 has been brought: its two heads are logged
    assert feeding.log(date(2026, 3, 1), now=datetime(2026, 3, 1, 12, 0)) == 2
    assert feeding.unfed_case_nos(date(2026, 3, 1)) == ["2/2026"]
    assert feeding.log(date(2026, 3, 1), now=datetime(2026, 3, 1, 21, 0)) == 1
    assert feeding.unfed_case_nos(date(2026, 3, 1)) == []
    # logging again adds nothing
    assert feeding.log(date(2026, 3, 1), now=datetime(2026, 3, 1, 22, 0)) == 0
    assert FeedingEntry.select().count() == 3


def test_s8_feeding_log_for_chosen_cases(pound):
    seize(datetime(2026, 3, 1, 9, 0))
    seize(datetime(2026, 3, 1, 10, 0))
    assert feeding.log(date(2026, 3, 2), ["2/2026"], now=datetime(2026, 3, 2, 8, 0)) == 1
    assert feeding.unfed_case_nos(date(2026, 3, 2)) == ["1/2026"]
    with pytest.raises(ServiceError):
        feeding.log(date(2026, 3, 2), ["9/2026"], now=datetime(2026, 3, 2, 8, 0))


def test_s8_feeding_cannot_be_logged_for_a_day_to_come(pound):
    seize(datetime(2026, 3, 1, 9, 0))
    with pytest.raises(ServiceError):
        feeding.log(date(2026, 3, 2), now=datetime(2026, 3, 1, 23, 59))
    with pytest.raises(ServiceError):
        feeding.log(date(2026, 3, 1), fed=False, watered=False, now=datetime(2026, 3, 1, 12, 0))
    assert FeedingEntry.select().count() == 0


def test_s8_released_heads_need_no_feeding_after_the_day_of_release(pound):
    seize(datetime(2026, 3, 1, 9, 0))
    seize(datetime(2026, 3, 1, 10, 0))
    pay("1/2026", datetime(2026, 3, 2, 10, 0), 500)
    # on 2 Mar case 1 was in the pound until 10:00
    assert feeding.unfed_case_nos(date(2026, 3, 2)) == ["1/2026", "2/2026"]
    assert feeding.unfed_case_nos(date(2026, 3, 3)) == ["2/2026"]


# --- what needs doing today ------------------------------------------------------

def _codes(day: date) -> list[tuple[str, str, date]]:
    # the s. 11(4) list's action is tested with the exhibit (test_office_records)
    return [(a.code, a.case_no, a.due) for a in today.needs_action(day) if a.code != "exhibit"]


def test_s8_needs_action_shows_feeding_not_logged(pound):
    seize(datetime(2026, 3, 1, 9, 0), seized=datetime(2026, 3, 1, 7, 0))
    assert _codes(date(2026, 3, 2)) == [("feeding", "1/2026", date(2026, 3, 2))]
    feeding.log(date(2026, 3, 2), now=datetime(2026, 3, 2, 8, 0))
    assert _codes(date(2026, 3, 2)) == []


def test_s13_1_needs_action_shows_the_report_on_the_due_day_not_the_day_before(pound):
    # brought 1 Mar: report due 9 Mar
    seize(datetime(2026, 3, 1, 9, 0), seized=datetime(2026, 3, 1, 7, 0))
    for day in (8, 9):
        feeding.log(date(2026, 3, day), now=datetime(2026, 3, day, 8, 0))
    assert "unclaimed_report" not in [c for c, _, _ in _codes(date(2026, 3, 8))]
    on_9 = [a for a in today.needs_action(date(2026, 3, 9)) if a.code == "unclaimed_report"]
    assert [(a.case_no, a.due) for a in on_9] == [("1/2026", date(2026, 3, 9))]
    assert "since" not in on_9[0].en
    # overdue on later days, and says since when
    later = [a for a in today.needs_action(date(2026, 3, 12)) if a.code == "unclaimed_report"]
    assert later[0].due == date(2026, 3, 9) and "09-03-2026" in later[0].en


def test_s13_1_report_due_over_the_leap_day(pound):
    # brought 22 Feb 2028: the seven days run 23–29 Feb, report 1 Mar
    seize(datetime(2028, 2, 22, 9, 0), seized=datetime(2028, 2, 22, 8, 0))
    assert "unclaimed_report" not in [c for c, _, _ in _codes(date(2028, 2, 29))]
    assert ("unclaimed_report", "1/2028", date(2028, 3, 1)) in _codes(date(2028, 3, 1))


def test_s19_needs_action_shows_the_complaint_window_closing(pound):
    # seized 1 Mar 07:00: the window ends 11 Mar; warned from two days before
    seize(datetime(2026, 3, 1, 9, 0), seized=datetime(2026, 3, 1, 7, 0))
    windows = {d: [a for a in today.needs_action(date(2026, 3, d)) if a.code == "complaint_window"]
               for d in (8, 9, 10, 11, 12)}
    assert windows[8] == [] and windows[12] == []
    assert [a.due for a in windows[9]] == [date(2026, 3, 11)]
    assert "11-03-2026" in windows[9][0].en
    assert "today" in windows[11][0].en


def test_s19_complaint_window_runs_from_seizure_not_impounding(pound):
    # seized 28 Feb 22:00, brought 1 Mar 06:00: the window ends 10 Mar, not 11 Mar
    seize(datetime(2026, 3, 1, 6, 0), seized=datetime(2026, 2, 28, 22, 0))
    assert [a.due for a in today.needs_action(date(2026, 3, 10)) if a.code == "complaint_window"] == [
        date(2026, 3, 10)]
    assert [a for a in today.needs_action(date(2026, 3, 11)) if a.code == "complaint_window"] == []


def test_s13_1_report_follows_an_amended_hour_brought(pound):
    # entered as brought 1 Mar, corrected to 2 Mar: the report falls due 10 Mar, not 9 Mar
    seize(datetime(2026, 3, 1, 9, 0), seized=datetime(2026, 3, 1, 7, 0))
    cases.amend("1/2026", "brought_at", "2026-03-02T09:00", "Day brought misentered",
                now=datetime(2026, 3, 2, 10, 0))
    assert cases.dues("1/2026", datetime(2026, 3, 9, 12, 0)).unclaimed_report_due == date(2026, 3, 10)
    assert [a.due for a in today.needs_action(date(2026, 3, 9)) if a.code == "unclaimed_report"] == []
    assert [a.due for a in today.needs_action(date(2026, 3, 10)) if a.code == "unclaimed_report"] == [
        date(2026, 3, 10)]


def test_s13_1_released_case_needs_no_action(pound):
    seize(datetime(2026, 3, 1, 9, 0), seized=datetime(2026, 3, 1, 7, 0))
    pay("1/2026", datetime(2026, 3, 8, 9, 0), 1000)
    assert _codes(date(2026, 3, 9)) == []


# --- ss. 4, 11: dues and rate tables ---------------------------------------------

def test_s11_1_dues_of_a_kind_with_no_scale_are_flagged(pound):
    # pigs have no fine scale and no feeding rate in this pound
    seize(datetime(2026, 3, 1, 9, 0), kinds=("cow", "pig"))
    d = cases.dues("1/2026", datetime(2026, 3, 1, 12, 0))
    pig = d.heads[1]
    assert pig.fine.amount == rs(0) and pig.feeding == rs(0)
    assert "no_fine_scale" in pig.flags and "no_feeding_rate" in pig.flags
    assert "no_fine_scale" in d.flags
    # the cow alone is charged: ₹200 + 1 × ₹60
    assert d.total == rs(260)


def test_s12_a_head_that_owes_nothing_is_released_on_a_nil_receipt(pound):
    """A kind with no scale and no rate owes nothing (Q8): the release still
    gets its receipt, for ₹0, and the ledger has nothing to post and passes."""
    from pound_desk.services.books import ledger

    seize(datetime(2026, 3, 1, 9, 0), kinds=("pig",))
    receipt = releases.release_on_payment("1/2026", datetime(2026, 3, 1, 12, 0), "Joseph", rs(0),
                                          now=datetime(2026, 3, 1, 12, 5))
    assert receipt.total_paise == 0
    assert cases.view("1/2026").status == "released"
    result = ledger.check()
    assert result.ok and result.transactions == 0, result.problems


def test_s11_1_fine_from_the_area_of_seizure(pound):
    rates.add([RateEntry(RateType.FINE, OTHER_AREA, "cow", rs(300), date(2026, 1, 1), "G.O.(P) 3/2026")])
    seize(datetime(2026, 3, 1, 9, 0), local_area=OTHER_AREA)
    seize(datetime(2026, 3, 1, 10, 0))
    assert cases.dues("1/2026", datetime(2026, 3, 1, 12, 0)).fine == rs(300)
    assert cases.dues("2/2026", datetime(2026, 3, 1, 12, 0)).fine == rs(200)


def test_s4_feeding_rate_raised_during_the_stay(pound):
    rates.add([RateEntry(RateType.FEEDING, POUND_AREA, "cow", rs(80), date(2026, 3, 3),
                         "Council resolution 12/2026")])
    seize(datetime(2026, 3, 1, 9, 0))
    # 1 Mar 09:00 → 4 Mar 10:00: periods start 1, 2 Mar (₹60) and 3, 4 Mar (₹80): ₹280 + ₹200
    r = pay("1/2026", datetime(2026, 3, 4, 10, 0), 480)
    line = r.lines.get()
    assert (line.feeding_periods, line.feeding_paise) == (4, 28000)
    assert line.feeding_reference == f"{FEED_REF}; Council resolution 12/2026"


def test_s4_s11_readding_identical_rates_is_ignored(pound):
    before = dump()
    assert rates.add(rates.entries()) == 0
    # one identical line again, with one new line beside it: only the new one is added
    again = RateEntry(RateType.FINE, POUND_AREA, "cow", rs(200), date(2020, 1, 1), FINE_REF)
    horse = RateEntry(RateType.FINE, POUND_AREA, "horse", rs(300), date(2026, 1, 1), "G.O.(P) 3/2026")
    assert dump() == before
    assert rates.add([again, horse]) == 1
    assert RateRow.select().count() == len(before["rate"]) + 1


def test_s4_s11_different_amount_for_the_same_date_is_refused(pound):
    before = dump()
    changed = RateEntry(RateType.FINE, POUND_AREA, "cow", rs(250), date(2020, 1, 1), FINE_REF)
    with pytest.raises(Invalid):
        rates.add([changed])
    with pytest.raises(Invalid):   # same amount, another reference
        rates.add([RateEntry(RateType.FINE, POUND_AREA, "cow", rs(200), date(2020, 1, 1), "other")])
    assert dump() == before
    # a revision takes a new effective date, and the old version stays
    revised = RateEntry(RateType.FINE, POUND_AREA, "cow", rs(250), date(2026, 4, 1), "G.O.(P) 7/2026")
    assert rates.add([revised]) == 1
    t = rates.table()
    assert t.fine("cow", POUND_AREA, POUND_AREA, date(2026, 3, 31)).amount == rs(200)
    assert t.fine("cow", POUND_AREA, POUND_AREA, date(2026, 4, 1)).amount == rs(250)


def test_s4_s11_a_bad_line_refuses_the_whole_batch(pound):
    before = dump()
    good = RateEntry(RateType.FINE, POUND_AREA, "horse", rs(300), date(2026, 1, 1), "G.O.(P) 3/2026")
    no_ref = RateEntry(RateType.FINE, POUND_AREA, "mule", rs(300), date(2026, 1, 1), "  ")
    negative = RateEntry(RateType.FEEDING, POUND_AREA, "mule", rs(-5), date(2026, 1, 1), "x")
    with pytest.raises(Invalid) as e:
        rates.add([good, no_ref, negative], line_numbers=[2, 3, 4])
    assert [p.field for p in e.value.problems] == ["line.3", "line.4"]
    assert dump() == before


def test_s11_2_enhanced_fine_above_double_is_refused(pound):
    before = dump()
    # base ₹200 for a cow in Aruvikkara: ₹401 is more than double
    with pytest.raises(Invalid) as e:
        rates.add([RateEntry(RateType.ENHANCED_FINE, OTHER_AREA, "cow", rs(401), date(2026, 1, 1),
                             "G.O.(P) 30/2026")])
    assert "double" in str(e.value)
    assert dump() == before
    assert rates.add([RateEntry(RateType.ENHANCED_FINE, OTHER_AREA, "cow", rs(400), date(2026, 1, 1),
                                "G.O.(P) 30/2026")]) == 1
    seize(datetime(2026, 3, 1, 9, 0), local_area=OTHER_AREA)
    d = cases.dues("1/2026", datetime(2026, 3, 1, 12, 0))
    assert d.fine == rs(400)
    assert "enhanced_fine" in d.flags


def test_s11_2_enhanced_fine_with_no_base_is_refused(pound):
    with pytest.raises(Invalid):
        rates.add([RateEntry(RateType.ENHANCED_FINE, OTHER_AREA, "pig", rs(100), date(2026, 1, 1), "x")])
    # a base and its enhancement entered together are checked as they will stand
    assert rates.add([
        RateEntry(RateType.FINE, OTHER_AREA, "pig", rs(150), date(2026, 1, 1), "G.O.(P) 3/2026"),
        RateEntry(RateType.ENHANCED_FINE, OTHER_AREA, "pig", rs(300), date(2026, 1, 1), "G.O.(P) 30/2026"),
    ]) == 2


def test_s11_1_fine_scale_revised_after_impounding_keeps_the_old_scale(pound):
    seize(datetime(2026, 3, 4, 23, 59))
    rates.add([RateEntry(RateType.FINE, POUND_AREA, "cow", rs(300), date(2026, 3, 5), "G.O.(P) 7/2026")])
    seize(datetime(2026, 3, 5, 0, 0))
    # case 1 impounded 4 Mar: ₹200; case 2 impounded 5 Mar: ₹300
    assert cases.dues("1/2026", datetime(2026, 3, 6, 9, 0)).fine == rs(200)
    assert cases.dues("2/2026", datetime(2026, 3, 6, 9, 0)).fine == rs(300)


def test_s7_seizure_with_malayalam_names_is_found_by_name(pound):
    d = draft(datetime(2026, 3, 1, 9, 0), owner="സുധാകരൻ")
    d.heads = [HeadDraft("cow", "female", "കറുപ്പ്", "", "")]
    seizures.register(d, now=datetime(2026, 3, 1, 9, 5))
    rows = register.page(register.Query(text="സുധാകരൻ", field="owner"), 0, 10)
    assert [r.case_no for r in rows] == ["1/2026"]


def test_s7_imported_case_number_must_be_of_the_year_brought(pound):
    from pound_desk.models import DB

    with pytest.raises(Invalid) as e:
        with DB.atomic():
            seizures.insert_case(draft(datetime(2026, 1, 2, 9, 0)), now=datetime(2026, 1, 2, 10, 0),
                                 case_no="3/2025", source="import")
    assert any(p.field == "case_no" for p in e.value.problems)
    assert Case.select().count() == 0


def test_s12_release_of_no_heads_is_refused(pound):
    seize(datetime(2026, 3, 1, 9, 0), owner="Rajan")
    with pytest.raises(Invalid):
        releases.release_on_payment("1/2026", datetime(2026, 3, 2, 9, 0), "Rajan", Money.of_rupees(1000),
                                    head_seqs=[], now=datetime(2026, 3, 2, 9, 0))
    assert Receipt.select().count() == 0


def test_s4_s11_set_up_with_refused_rates_writes_nothing(db):
    from pound_desk.services.office import pound as pound_service

    bad = [RateEntry(RateType.FINE, POUND_AREA, "cow", Money.of_rupees(200), date(2026, 1, 1), ""),
           RateEntry(RateType.FEEDING, POUND_AREA, "cow", Money.of_rupees(60), date(2026, 1, 1), FEED_REF)]
    with pytest.raises(Invalid) as e:
        pound_service.set_up("Nedumangad Municipal Pound", "Nedumangad", "Nedumangad Municipality",
                             POUND_AREA, "K. Sasidharan", rates=bad)
    assert [p.field for p in e.value.problems] == ["entry.1"]
    assert not pound_service.is_set_up() and RateRow.select().count() == 0
    pound_service.set_up("Nedumangad Municipal Pound", "Nedumangad", "Nedumangad Municipality",
                         POUND_AREA, "K. Sasidharan", rates=bad[1:])
    assert pound_service.is_set_up() and RateRow.select().count() == 1


def test_s13_1_needs_action_lists_cases_in_number_order(pound):
    for day in range(1, 12):
        seize(datetime(2026, 3, 1, 8, day))
    due = [a.case_no for a in today.needs_action(date(2026, 3, 9)) if a.code == "unclaimed_report"]
    assert due == [f"{n}/2026" for n in range(1, 12)]


def test_s2_1_kind_added_by_notification_is_named_on_the_case_and_its_documents(pound):
    from pound_desk.services.case import documents
    from pound_desk.services.office import authorities

    authorities.add_kind("yak", "Yak", "യാക്ക്", "G.O.(P) 9/2026/AD", date(2026, 1, 1))
    seize(datetime(2026, 3, 1, 9, 0), kinds=("yak",))
    head = cases.view("1/2026").heads[0]
    assert (head.kind, head.kind_en, head.kind_ml) == ("yak", "Yak", "യാക്ക്")
    assert documents.seizer_copy("1/2026").case.heads[0].kind_en == "Yak"


def test_s18_2_every_basis_the_act_allows_is_told_in_words():
    """Each basis of release s. 18(2) allows has its words in the register
    and the case's history."""
    from pound_desk.law import bases
    from pound_desk.services.case import releases
    assert set(releases.RELEASE_WORDS) == set(bases.ALLOWED)
