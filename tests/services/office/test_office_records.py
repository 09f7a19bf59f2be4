"""The office's own records: rate tables kept in the app (ss. 4, 11), the
s. 11(4) exhibit, closed days (rules.md Q20), the pound-keeper's history
(s. 5), settings and the letterhead."""
from __future__ import annotations

from datetime import date, datetime

import pytest
from record_helpers import FEED_REF, FINE_REF, POUND_AREA, seize

from pound_desk.exchange import csv_export, csv_import
from pound_desk.law.money import Money
from pound_desk.law.rates import RateEntry, RateType
from pound_desk.models import Case
from pound_desk.models.office import Inspection, Place
from pound_desk.services import today
from pound_desk.services.case import cases, releases
from pound_desk.services.desk.errors import Invalid
from pound_desk.services.office import exhibit, keepers, rate_book, rates, settings
from pound_desk.services.office.keepers import KeeperBarred


def rs(n) -> Money:
    return Money.of_rupees(n)


def entry(type_, kind, amount, effective, ref="G.O.(P) 7/2026/LSGD", area=POUND_AREA, notified=None):
    return RateEntry(type_, area, kind, rs(amount), effective, ref, notified)


# --- ss. 4, 11: rate tables ----------------------------------------------------

def test_s11_revision_leaves_the_dues_of_an_existing_case_as_on_its_impounding_date(pound):
    # a cow brought 1 Mar 2026 09:00; as of 3 Mar 10:00 that is 49 hours, three
    # commenced periods: fine ₹200 + 3 × ₹60 = ₹380
    seize(datetime(2026, 3, 1, 9, 0))
    as_of = datetime(2026, 3, 3, 10, 0)
    assert cases.dues("1/2026", as_of).total == rs(380)
    # the fine is revised to ₹300 from 2 Mar, after the impounding: a new version
    result = rate_book.revise(entry(RateType.FINE, "cow", 300, date(2026, 3, 2), notified=date(2026, 2, 20)))
    assert result.added and result.warnings == ()
    d = cases.dues("1/2026", as_of)
    assert d.fine == rs(200) and d.heads[0].fine.reference == FINE_REF
    assert d.total == rs(380)
    # a cow impounded on 2 Mar pays the new fine
    seize(datetime(2026, 3, 2, 9, 0))
    assert cases.dues("2/2026", datetime(2026, 3, 2, 10, 0)).fine == rs(300)
    # both versions are kept, the old one superseded on 2 Mar
    cow = rate_book.history(date(2026, 3, 3), RateType.FINE, POUND_AREA, "cow")
    assert [(v.entry.amount, v.in_force, v.superseded_on) for v in cow] == [
        (rs(200), False, date(2026, 3, 2)), (rs(300), True, None)]
    assert cow[1].entry.notified_on == date(2026, 2, 20)


def test_s11_a_revision_is_a_new_version_never_an_edit(pound):
    with pytest.raises(Invalid) as e:
        rate_book.revise(entry(RateType.FINE, "cow", 250, date(2020, 1, 1)))
    assert "a revision needs a new effective date" in str(e.value)
    assert rates.table().in_force(RateType.FINE, POUND_AREA, "cow", date(2026, 1, 1)).amount == rs(200)


def test_s11_a_rate_cannot_take_effect_before_its_notification(pound):
    with pytest.raises(Invalid) as e:
        rate_book.revise(entry(RateType.FEEDING, "cow", 70, date(2026, 4, 1), notified=date(2026, 4, 2)))
    assert "before the notification" in str(e.value)


def test_s11_2_enhanced_fine_above_double_is_refused_with_the_reason(pound):
    # base fine for a cow in Nedumangad: ₹200, so at most ₹400
    with pytest.raises(Invalid) as e:
        rate_book.revise(entry(RateType.ENHANCED_FINE, "cow", "400.01", date(2026, 1, 1)))
    assert "exceeds double the s. 11(1) fine of ₹200.00" in str(e.value)
    assert rate_book.revise(entry(RateType.ENHANCED_FINE, "cow", 400, date(2026, 1, 1))).added


def test_s11_2_base_lowered_under_an_enhanced_fine_is_flagged_when_entered(pound):
    rate_book.revise(entry(RateType.ENHANCED_FINE, "cow", 400, date(2026, 1, 1), ref="Gazette 12/2026"))
    # the base fine falls to ₹150 from 1 Jun 2026: ₹400 is then more than 2 × ₹150 = ₹300
    result = rate_book.revise(entry(RateType.FINE, "cow", 150, date(2026, 6, 1)))
    assert result.added
    assert len(result.warnings) == 1
    assert "Gazette 12/2026" in result.warnings[0] and "only ₹300.00 is levied" in result.warnings[0]
    # the history keeps showing it on the enhanced fine
    enhanced = rate_book.history(date(2026, 6, 1), RateType.ENHANCED_FINE)
    assert len(enhanced) == 1 and len(enhanced[0].capped) == 1
    # and what is levied is capped (Q9): a cow seized in Nedumangad on 2 Jun
    seize(datetime(2026, 6, 2, 9, 0))
    assert cases.dues("1/2026", datetime(2026, 6, 2, 10, 0)).fine == rs(300)
    # a base change that keeps within double raises no flag
    assert rate_book.revise(entry(RateType.FINE, "goat", 120, date(2026, 6, 1))).warnings == ()


def test_rates_csv_export_reads_back_with_the_import(pound):
    rate_book.revise(entry(RateType.ENHANCED_FINE, "cow", 350, date(2026, 1, 1), ref='Gazette "A", 12/2026'))
    data = csv_export.rates_csv()
    assert data.splitlines()[0] == b"type,local_area,kind,amount,effective_from,reference"
    assert b"fine,Nedumangad,cow,200.00,2020-01-01,G.O.(P) 112/2019/LSGD" in data.splitlines()
    parsed = csv_import.parse_rates(data, POUND_AREA, areas=rate_book.areas())
    ours = {(e.type, e.local_area, e.kind, e.amount, e.effective_from, e.reference) for e in rates.entries()}
    assert {(e.type, e.local_area, e.kind, e.amount, e.effective_from, e.reference)
            for e in parsed.entries} == ours
    assert len(ours) == 13
    # importing the same table again adds nothing
    assert csv_import.import_rates(data).added == 0


# --- s. 11(4): the exhibit ------------------------------------------------------

def test_s11_4_exhibit_lists_the_rates_in_force_and_asks_until_confirmed(pound, tmp_path):
    on = date(2026, 3, 10)
    assert exhibit.status(on).needs_display
    assert [a.code for a in today.needs_action(on)] == ["exhibit"]
    doc = exhibit.exhibit_doc(on)
    assert [t.title_en for t in doc.tables] == [
        "Per head — cattle seized in Nedumangad",
        "Fine per head for cattle seized in other local areas (s. 11)"]
    home, other = doc.tables
    assert [c.en for c in home.columns] == ["Fine (s. 11(1))", "Feeding, 24 hours (s. 4)"]
    assert [(r.kind_en, r.amounts) for r in home.rows] == [
        ("Cow", (rs(200), rs(60))), ("Ox", (rs(200), rs(60))), ("Buffalo", (rs(250), rs(70))),
        ("Goat", (rs(100), rs(30)))]
    assert [c.ml for c in other.columns] == ["Aruvikkara"]
    assert [(r.kind_en, r.amounts) for r in other.rows] == [
        ("Cow", (rs(200),)), ("Ox", (rs(200),)), ("Buffalo", (rs(250),)), ("Goat", (rs(100),))]
    assert doc.references == (FINE_REF, FEED_REF)
    # confirming needs the list printed first
    with pytest.raises(Invalid):
        exhibit.confirm_displayed("K. Sasidharan", on)
    path = exhibit.print_exhibit(on, tmp_path / "exhibit.pdf")
    assert path.read_bytes().startswith(b"%PDF")
    exhibit.confirm_displayed("K. Sasidharan", on, now=datetime(2026, 3, 10, 11, 0))
    assert not exhibit.status(on).needs_display
    assert today.needs_action(on) == []
    # a feeding rate revised from 1 Apr: nothing changes at the pound until then
    rate_book.revise(entry(RateType.FEEDING, "cow", 75, date(2026, 4, 1), ref=FEED_REF + "/rev"))
    assert not exhibit.status(date(2026, 3, 31)).needs_display
    assert exhibit.status(date(2026, 4, 1)).needs_display


def test_s11_4_enhanced_fine_shown_as_levied(pound):
    rate_book.revise(entry(RateType.ENHANCED_FINE, "cow", 400, date(2026, 1, 1), ref="Gazette 12/2026"))
    rate_book.revise(entry(RateType.FINE, "cow", 150, date(2026, 6, 1)))
    doc = exhibit.exhibit_doc(date(2026, 6, 1))
    home = doc.tables[0]
    assert [c.en for c in home.columns] == ["Fine (s. 11(1))", "Enhanced fine (s. 11(2))",
                                            "Feeding, 24 hours (s. 4)"]
    # ₹400 notified, but twice the base of ₹150 is ₹300 (Q9); no enhanced fine for goats
    assert home.rows[0].kind_en == "Cow" and home.rows[0].amounts == (rs(150), rs(300), rs(60))
    assert home.rows[-1].kind_en == "Goat" and home.rows[-1].amounts == (rs(100), None, rs(30))


# --- rules.md Q20: closed days -------------------------------------------------

def test_q20_s13_1_report_moves_past_a_closed_sunday(pound):
    # impounded Sun 1 Mar 2026: the seventh day, Sun 8 Mar, is closed, so the
    # window runs to Mon 9 Mar and the report is due Tue 10 Mar
    settings.save(settings.OfficeSettings(closed_weekdays=frozenset({6})))
    seize(datetime(2026, 3, 1, 9, 0))
    codes = lambda day: [(a.code, a.due) for a in today.needs_action(day) if a.code == "unclaimed_report"]
    assert codes(date(2026, 3, 9)) == []
    assert codes(date(2026, 3, 10)) == [("unclaimed_report", date(2026, 3, 10))]
    assert cases.dues("1/2026", datetime(2026, 3, 2, 9, 0)).unclaimed_report_due == date(2026, 3, 10)


def test_q20_s19_window_moves_past_a_holiday_and_a_sunday(pound):
    # seized Wed 5 Aug 2026: the tenth day is Sat 15 Aug, a holiday; Sun 16 Aug
    # is closed every week: complaints may be made until Mon 17 Aug
    settings.save(settings.OfficeSettings(closed_weekdays=frozenset({6})))
    settings.add_closed_day(date(2026, 8, 15), "Independence Day")
    assert [(d.day, d.reason) for d in settings.closed_dates()] == [(date(2026, 8, 15), "Independence Day")]
    seize(datetime(2026, 8, 5, 9, 0), seized=datetime(2026, 8, 5, 7, 0))
    assert cases.dues("1/2026", datetime(2026, 8, 6, 9, 0)).complaint_window_ends == date(2026, 8, 17)
    settings.remove_closed_day(date(2026, 8, 15))
    assert cases.dues("1/2026", datetime(2026, 8, 6, 9, 0)).complaint_window_ends == date(2026, 8, 15)


def test_settings_are_saved_together_or_not_at_all(pound):
    with pytest.raises(Invalid) as e:
        settings.save(settings.OfficeSettings("yearly", "keep", frozenset(range(7)), "x\n" * 4))
    assert {p.field for p in e.value.problems} == {"return_period", "feeding_charges", "closed_weekdays",
                                                   "letterhead"}
    assert settings.current() == settings.DEFAULTS
    saved = settings.save(settings.OfficeSettings("monthly", "retain", frozenset({6}),
                                                  "  Nedumangad Municipality  \n\nOffice of the Secretary"))
    assert settings.current() == saved
    assert saved.letterhead == "Nedumangad Municipality\nOffice of the Secretary"


def test_letterhead_is_printed_on_the_documents(pound, tmp_path):
    from pypdf import PdfReader

    settings.save(settings.OfficeSettings(letterhead="Government of Kerala\nNedumangad Municipality"))
    path = exhibit.print_exhibit(date(2026, 3, 10), tmp_path / "x.pdf")
    text = PdfReader(str(path)).pages[0].extract_text()
    assert text.index("Government of Kerala") < text.index("Nedumangad Municipal Pound")


# --- s. 5: the pound-keeper ----------------------------------------------------

def test_s5_3_suspended_keeper_cannot_make_register_or_release_entries(pound):
    seize(datetime(2026, 3, 1, 9, 0))
    keepers.record("K. Sasidharan", "appointed", date(2020, 1, 1), "Council order 3/2020")
    keepers.record("K. Sasidharan", "suspended", date(2026, 3, 5), "Council order 9/2026")
    with pytest.raises(KeeperBarred) as e:
        seize(datetime(2026, 3, 5, 9, 0))
    assert "suspended from 05-03-2026 (Council order 9/2026)" in str(e.value)
    with pytest.raises(KeeperBarred):
        releases.release_on_payment("1/2026", datetime(2026, 3, 5, 10, 0), "Rajan", rs(1000),
                                    now=datetime(2026, 3, 5, 10, 0))
    with pytest.raises(KeeperBarred):
        cases.amend("1/2026", "owner_name", "Rajan", "owner came", now=datetime(2026, 3, 5, 10, 0))
    assert Case.select().count() == 1
    # before the suspension the same keeper could (the case of 1 Mar stands)
    assert keepers.standing(date(2026, 3, 4)).state == "in_office"
    keepers.record("K. Sasidharan", "reinstated", date(2026, 3, 6), "Council order 10/2026")
    seize(datetime(2026, 3, 6, 9, 0))
    assert Case.select().count() == 2


def test_s5_removed_keeper_replaced_by_a_new_appointment(pound):
    keepers.record("K. Sasidharan", "appointed", date(2020, 1, 1), "Council order 3/2020")
    keepers.record("K. Sasidharan", "removed", date(2026, 3, 5), "Council order 9/2026")
    with pytest.raises(KeeperBarred):
        seize(datetime(2026, 3, 5, 9, 0))
    keepers.record("P. Lathika", "appointed", date(2026, 3, 7), "Council order 11/2026")
    seize(datetime(2026, 3, 7, 9, 0))
    receipt = releases.release_on_payment("1/2026", datetime(2026, 3, 7, 12, 0), "Rajan", rs(1000),
                                          now=datetime(2026, 3, 7, 12, 0))
    assert receipt.keeper_name == "P. Lathika"
    # the history is kept in order, and out-of-order orders are refused
    assert [(e.name, e.event) for e in keepers.events()] == [
        ("K. Sasidharan", "appointed"), ("K. Sasidharan", "removed"), ("P. Lathika", "appointed")]
    with pytest.raises(Invalid):
        keepers.record("P. Lathika", "suspended", date(2026, 3, 6), "Council order 12/2026")
    with pytest.raises(Invalid):
        keepers.record("K. Sasidharan", "suspended", date(2026, 3, 8), "Council order 12/2026")


# --- rules 4–6, 18: inspections ---------------------------------------------------

ALL_WELL = {"ground": True, "fencing": True, "shed": True, "drainage": False, "tied_apart": True}


def test_r18_head_count_that_differs_from_the_register_lists_every_difference(pound):
    from pound_desk.services.office import inspections

    # held at 10 Mar 2026 12:00: cow + goat of 1/2026, two cows of 2/2026; 3/2026
    # (a buffalo) was released on 9 Mar, 4/2026 (an ox) is brought after the count
    seize(datetime(2026, 3, 1, 9, 0), kinds=("cow", "goat"))
    seize(datetime(2026, 3, 2, 9, 0), kinds=("cow", "cow"))
    seize(datetime(2026, 3, 3, 9, 0), kinds=("buffalo",))
    releases.release_on_payment("3/2026", datetime(2026, 3, 9, 10, 0), "Rajan", rs(10000),
                                now=datetime(2026, 3, 9, 10, 0))
    seize(datetime(2026, 3, 10, 13, 0), kinds=("ox",))
    at = datetime(2026, 3, 10, 12, 0)
    assert inspections.in_register(at) == {"cow": 3, "goat": 1}
    # the officer finds two cows, one goat and a buffalo
    row, found = inspections.record(at, "Secretary, Nedumangad Municipality", ALL_WELL,
                                    {"cow": 2, "goat": 1, "buffalo": 1, "ox": 0},
                                    now=datetime(2026, 3, 10, 12, 30))
    assert [(d.kind, d.counted, d.in_register) for d in found] == [("cow", 2, 3), ("buffalo", 1, 0)]
    assert row.differences.splitlines() == [
        "Cow: counted 2, the register has 3 (1 fewer than the register)",
        "Buffalo: counted 1, the register has 0 (1 more than the register)"]
    assert row.drainage is False and row.shed is True
    # a count that agrees lists nothing
    _, found = inspections.record(at, "Secretary", ALL_WELL, {"cow": 3, "goat": 1},
                                  now=datetime(2026, 3, 10, 12, 30))
    assert found == []
    assert len(inspections.history()) == 2
    latest = inspections.history()[0]                     # the latest first, as the window lists them
    kept = Inspection.select().order_by(Inspection.id.desc()).first()
    assert (latest.id, latest.inspected_at, latest.officer, latest.differences) == (
        kept.id, kept.inspected_at, kept.officer, kept.differences) and latest.differences == ""


def test_r18_inspection_needs_the_officer_and_the_whole_checklist(pound):
    from pound_desk.services.office import inspections

    with pytest.raises(Invalid) as e:
        inspections.record(datetime(2026, 3, 10, 12, 0), " ", {"ground": True}, {"cow": -1},
                           now=datetime(2026, 3, 10, 12, 30))
    assert {p.field for p in e.value.problems} == {"officer", "checklist", "counted"}


# --- ss. 2-5, 10, 13(2), 18(1): the pound, areas, places, kinds and lists ------------

def test_s3_establishing_order_service_area_and_neighbours(pound):
    from pound_desk.services.office import authorities

    e = authorities.establishment()
    assert e.service_areas == ("Nedumangad",) and e.neighbours == () and e.order_reference == ""
    with pytest.raises(Invalid) as err:
        authorities.save_establishment(authorities.Establishment(
            e.name, e.place, e.local_authority, e.local_area, "", date(1998, 4, 1),
            ("Karakulam",), ("Karakulam",)))
    assert {p.field for p in err.value.problems} == {"order_reference", "service_areas", "neighbours"}
    authorities.save_establishment(authorities.Establishment(
        e.name, e.place, e.local_authority, e.local_area, "DLB order B3-1442/98", date(1998, 4, 1),
        ("Nedumangad", "Karakulam"), ("Aruvikkara", " Vembayam ")))
    e = authorities.establishment()
    assert e.order_date == date(1998, 4, 1) and e.neighbours == ("Aruvikkara", "Vembayam")
    assert [authorities.area_standing(a) for a in ("Karakulam", "Aruvikkara", "Kattakada")] == [
        "served", "neighbour", "other"]


def test_s13_2_villages_and_market_places_of_an_area(pound):
    from pound_desk.services.office import authorities

    authorities.add_place("Nedumangad", "Manjadi", "village")
    authorities.add_place("Nedumangad", "Nedumangad market", "market")
    with pytest.raises(Invalid):
        authorities.add_place("Nedumangad", "Manjadi", "village")
    assert [(p.name, p.kind) for p in authorities.places("Nedumangad")] == [
        ("Nedumangad market", "market"), ("Manjadi", "village")]
    assert {(p.id, p.local_area, p.name, p.kind) for p in authorities.places()} == {
        (p.id, p.local_area, p.name, p.kind) for p in Place.select()}


def test_s2_1_kind_added_by_notification(pound):
    from record_helpers import draft

    from pound_desk.law.seizure import HeadDraft
    from pound_desk.services.office import authorities
    from pound_desk.services.office import pound as pound_service

    row = authorities.add_kind("mithun", "Mithun", "മിഥുൻ", "G.O.(P) 5/2026/AD", date(2026, 4, 1))
    assert "mithun" in pound_service.kind_codes()
    # the forms are handed frozen lines with the row's values, in the kinds' order
    lines = pound_service.kinds()
    [mithun] = [k for k in lines if k.code == "mithun"]
    assert (mithun.en, mithun.ml, mithun.reference, mithun.effective_from, mithun.position, mithun.in_use) == (
        row.en, row.ml, row.reference, row.effective_from, row.position, row.in_use)
    assert [k.position for k in lines] == sorted(k.position for k in lines)
    assert {k.code for k in pound_service.kinds(in_use_only=True)} == {k.code for k in lines if k.in_use}
    with pytest.raises(Invalid):
        authorities.add_kind("cow", "Cow", "പശു", "x", date(2026, 4, 1))
    d = draft(datetime(2026, 4, 2, 9, 0))
    d.heads = [HeadDraft("mithun", "male", "black", "", "")]
    from pound_desk.services.case import seizures
    assert seizures.register(d, now=datetime(2026, 4, 2, 9, 5), without_fine_scale=True).heads[0].kind == "mithun"


def test_s18_1_lists_with_dates_find_barred_purchasers(pound):
    from pound_desk.services.office import authorities

    member = authorities.add_holder("member", "Suma Devi", "Ward 12 councillor", date(2020, 12, 21),
                                    "Election 2020")
    authorities.add_holder("police", "Anil Kumar", "SI, Nedumangad", date(2024, 6, 1), "Posting order 44/2024")
    authorities.add_holder("s10", "Biju", "Road inspector", date(2025, 1, 1), "DLB order 7/2025")
    authorities.end_holder(member.id, date(2025, 12, 20), "Term ended")
    with pytest.raises(Invalid):
        authorities.end_holder(member.id, date(2025, 12, 21), "again")
    # a member is barred while in office, not after; s. 10 officers are not on the s. 18(1) list
    assert [h.entry.name for h in authorities.barred_purchasers(" suma  devi", date(2025, 12, 20))] == ["Suma Devi"]
    assert authorities.barred_purchasers("Suma Devi", date(2025, 12, 21)) == []
    assert [h.entry.name for h in authorities.barred_purchasers("anil kumar", date(2026, 3, 1))] == ["Anil Kumar"]
    assert authorities.barred_purchasers("Biju", date(2026, 3, 1)) == []
    assert [(h.entry.name, h.held_until) for h in authorities.holders("member")] == [
        ("Suma Devi", date(2025, 12, 20))]
    # the holder carries a frozen copy of the entry as made, with its end beside it
    [h] = authorities.holders("member")
    assert (h.entry.id, h.entry.role, h.entry.name, h.entry.designation, h.entry.held_from, h.entry.reference,
            h.end_reference) == (member.id, member.role, member.name, member.designation, member.held_from,
                                 member.reference, "Term ended")


def test_letterhead_runs_along_every_page_of_the_register(pound, tmp_path):
    from pypdf import PdfReader

    from pound_desk.services.case import documents

    settings.save(settings.OfficeSettings(letterhead="Government of Kerala\nNedumangad Municipality"))
    seize(datetime(2026, 3, 1, 9, 0))
    path = documents.print_register(date(2026, 3, 1), date(2026, 3, 31), tmp_path / "register.pdf")
    text = PdfReader(str(path)).pages[0].extract_text()
    assert "Government of Kerala · Nedumangad Municipality · Nedumangad Municipal Pound" in text
