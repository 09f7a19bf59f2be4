"""Every form that submits shows all its refusals in one attempt: sent with
nothing filled in, or several values wrong, each field's message is beside
it and the service's with them, not one per attempt. The walk also checks
that no form is left out: each dialog of the desktop that submits (a
``FormDialog``, or one with ``submit_and_cancel`` or ``FieldErrors``) is walked here, or named among
the forms with a single field to refuse, and why."""
from __future__ import annotations

import ast
from datetime import date, datetime, timedelta
from pathlib import Path

import pytest
from desk_helpers import NOW, a_draft
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QInputDialog, QMessageBox

from pound_desk.law.money import Money
from pound_desk.models.disposal import Notice, NoticeEvent
from pound_desk.services.case import cases, seizures
from pound_desk.services.desk import session, signing_in, users
from pound_desk.services.disposal import auctions, unclaimed
from pound_desk.services.disputes import complaints
from pound_desk.ui.fields import ERROR_STYLE, ErrorLabel

UI = Path(__file__).resolve().parents[2] / "pound_desk" / "ui"
BROUGHT = datetime(2026, 3, 2, 10, 0)

# forms with one field a person can get wrong, and what it is: one refusal is all there is to show
ONE_FIELD = {
    "AuditDialog": "the period audited: its end before its start is the one refusal",
    "ExportDialog": "the drive or folder to write to: the month is chosen from a list that always has one",
    "CashBookDialog": "the period: its end before its start is the one refusal",
    "CloseDayDialog": "the day is chosen; a reversal's reason is the one thing typed",
    "ExhibitDialog": "who put the list up: the one thing typed",
    "FirstUserFields": "the fields of the first user's dialog and the wizard's page, walked with the dialog",
    "ParticularsPage": "the set-up wizard's Next stays off until every particular is typed: nothing to send wrong",
    "RatesPage": "the set-up wizard's rates, walked below on a fresh database",
    "SaleReversal": "the auction's sale is chosen from a list; the reason for reversing it is the one thing typed",
}


def forms_that_submit() -> set[str]:
    """The classes of pound_desk/ui that are a FormDialog, or whose own code
    calls submit_and_cancel or makes FieldErrors."""
    found = set()
    for path in UI.rglob("*.py"):
        if path.name in ("fields.py", "form_dialog.py"):
            continue
        source = path.read_text(encoding="utf-8")
        for node in ast.parse(source).body:
            if isinstance(node, ast.ClassDef):
                text = ast.get_source_segment(source, node) or ""
                bases = {ast.unparse(b) for b in node.bases}
                if "FormDialog" in bases or "submit_and_cancel(" in text or "FieldErrors(" in text:
                    found.add(node.name)
    return found


def refusals(widget) -> list[str]:
    """The refusals shown in ``widget``: each line of each red message showing."""
    lines = []
    for label in widget.findChildren(ErrorLabel):
        if label.styleSheet() == ERROR_STYLE and not label.isHidden():
            lines += [line for line in label.text().splitlines() if line.strip()]
    return lines


@pytest.fixture(autouse=True)
def signed_out():
    yield
    session.sign_out()


@pytest.fixture
def no_questions(monkeypatch):
    """A money entry's "record this?" answered Yes; nothing modal waits."""
    monkeypatch.setattr(QMessageBox, "exec", lambda self: QMessageBox.StandardButton.Yes)
    monkeypatch.setattr(QInputDialog, "getMultiLineText", staticmethod(lambda *a, **k: ("", False)))


def shown(qtbot, dialog):
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


def a_case(brought=BROUGHT, **kw) -> str:
    return seizures.register(a_draft(brought, **kw), now=brought).case_no


def clock():
    return NOW


# ------------------------------------------------------------------ each form, sent wrong

def seizure_form(qtbot):
    from pound_desk.ui.seizure_form import SeizureForm
    d = shown(qtbot, SeizureForm(now=clock))
    d.confirm_discard = lambda: True
    return d, d.submit


def release(qtbot):
    from pound_desk.ui.release_dialog import ReleaseDialog
    d = shown(qtbot, ReleaseDialog(a_case(), now=clock))
    d.claimant_name.clear()
    d.paid.setText("-5")
    return d, d.submit


def amendment(qtbot):
    from pound_desk.ui.amend_dialog import AmendDialog
    d = shown(qtbot, AmendDialog(cases.view(a_case())))
    d.choose("owner_name")          # unchanged, and no reason
    return d, d.submit


def notice(qtbot):
    from pound_desk.ui.unclaimed.notice_dialog import NoticeDialog
    case_no = a_case()
    unclaimed.make_report(now=NOW)
    d = shown(qtbot, NoticeDialog(case_no, now=clock))
    d.village.setText("")
    for i in range(d.heads.count()):
        d.heads.item(i).setCheckState(Qt.CheckState.Unchecked)
    return d, d.submit


def refusal(qtbot):
    from pound_desk.ui.unclaimed.refusal_dialog import RefusalDialog
    d = shown(qtbot, RefusalDialog(a_case(), now=clock))
    for edit in (d.claimant_name,):
        edit.clear()
    d.at.set_value(NOW + timedelta(days=2))
    return d, d.submit


def notice_events(qtbot):
    from pound_desk.ui.unclaimed.events_dialog import NoticeEventsDialog
    case_no = a_case()
    unclaimed.make_report(now=NOW)
    n = unclaimed.issue_notice(case_no, NOW.date(), "Manjadi", "Nedumangad market", now=NOW)
    d = shown(qtbot, NoticeEventsDialog(n.id, now=clock))
    d.on.setDate(d.on.date().addDays(5))      # in the future
    return d, d.submit


def complaint(qtbot):
    from pound_desk.ui.disputes.complaint_dialog import ComplaintDialog
    d = shown(qtbot, ComplaintDialog(a_case(), now=clock))
    d.complainant.clear()
    d.mode.setCurrentIndex(d.mode.findData("oral"))      # and not written down
    return d, d.submit


def protest_deposit(qtbot):
    from pound_desk.ui.disputes.protest_dialog import ProtestDialog
    d = shown(qtbot, ProtestDialog(a_case(), now=clock))
    d.paid.setText("abc")
    return d, d.submit


def outcome(qtbot):
    from pound_desk.ui.disputes.outcome_dialog import OutcomeDialog
    case_no = a_case()
    complaints.record(case_no, date(2026, 3, 5), "Rajan P.", now=datetime(2026, 3, 5, 12, 0))
    d = shown(qtbot, OutcomeDialog(case_no, now=clock))
    d.outcome.setCurrentIndex(d.outcome.findData("illegal"))
    d.compensation.setText("ten")
    return d, d.submit


def sale_order(qtbot):
    from pound_desk.ui.disputes.sale_order_dialog import SaleOrderDialog
    case_no = a_case()
    complaints.record(case_no, date(2026, 3, 5), "Rajan P.", now=datetime(2026, 3, 5, 12, 0))
    return (d := shown(qtbot, SaleOrderDialog(case_no, now=clock))), d.submit


def seizer_payment(qtbot):
    from pound_desk.ui.disputes.seizer_payment_dialog import SeizerPaymentDialog
    case_no = a_case()
    c = complaints.record(case_no, date(2026, 3, 5), "Rajan P.", now=datetime(2026, 3, 5, 12, 0))
    complaints.decide(c.id, date(2026, 3, 9), "illegal", "CMP 7/2026", compensation=Money.of_rupees(50),
                      now=datetime(2026, 3, 9, 12, 0))
    d = shown(qtbot, SeizerPaymentDialog(c.id, now=clock))
    d.amount.setText("12x")
    return d, d.submit


def release_order(qtbot):
    from pound_desk.ui.penalties.release_order_dialog import ReleaseOrderDialog
    return (d := shown(qtbot, ReleaseOrderDialog(a_case(), now=clock))), d.submit


def contest(qtbot):
    from pound_desk.ui.penalties.release_order_dialog import ContestDialog
    d = shown(qtbot, ContestDialog(a_case(), now=clock))
    d.raised_on.setDate(d.raised_on.date().addDays(3))
    return d, d.submit


def disposal(qtbot):
    from pound_desk.ui.auction.disposal_dialog import DisposeOtherwiseDialog
    d = shown(qtbot, DisposeOtherwiseDialog(a_case(), now=clock))
    d.proceeds.setText("seven hundred")
    return d, d.submit


def new_auction(qtbot):
    from pound_desk.ui.auction.new_auction import NewAuctionDialog
    return (d := shown(qtbot, NewAuctionDialog(now=clock))), d.submit


def _sold_case(refused=False):
    from pound_desk.models.disposal import OwnerRefusal
    case_no = a_case(BROUGHT - timedelta(days=40))
    if refused:
        OwnerRefusal.create(case=cases.find(case_no), at=BROUGHT, claimant_name="Rajan P.",
                            claimant_capacity="owner")
    n = Notice.create(case=cases.find(case_no), issued_on=date(2026, 2, 1), issued_by="Municipality",
                      village="Manjadi", market="Nedumangad market")
    for event in ("affixed", "village", "market"):
        NoticeEvent.create(notice=n, event=event, on=date(2026, 2, 1), place=event)
    at = datetime(2026, 3, 9, 11, 0)
    a = auctions.create(at, "Yard", "local_authority", "Secretary", "Cash", "LB/12", now=at)
    lot = auctions.add_lot(a.id, [cases.view(case_no).heads[0].id])
    b = auctions.register_bidder(a.id, "Abdul Khader", "Pazhakutty", True)
    auctions.sell(lot.id, b.id, Money.of_rupees(100), at, now=at)
    return case_no, a


def auction_sale(qtbot):
    from pound_desk.ui.auction.auction_window import AuctionWindow
    _case_no, a = _sold_case()
    d = shown(qtbot, AuctionWindow(now=clock, auction_id=a.id))
    d.sale.price.setText("1,2,3")
    d.sale.sold_at.set_value(NOW + timedelta(days=3))
    return d.sale.sale_general.parentWidget(), d.sale.sell


def auction_expense(qtbot):
    from pound_desk.ui.auction.auction_window import AuctionWindow
    _case_no, a = _sold_case()
    d = shown(qtbot, AuctionWindow(now=clock, auction_id=a.id))
    d.expenses.expense_amount.setText("x")
    d.expenses.expense_on.setDate(d.expenses.expense_on.date().addDays(5))
    return d.expenses.expense_general.parentWidget(), d.expenses.add_expense


def auction_bidder(qtbot):
    from pound_desk.ui.auction.auction_window import AuctionWindow
    _case_no, a = _sold_case()
    d = shown(qtbot, AuctionWindow(now=clock, auction_id=a.id))
    return d.bidders.bidder_general.parentWidget(), d.bidders.register_bidder


def settlement(qtbot):
    from pound_desk.ui.auction.settlement_dialog import SettlementDialog
    case_no, _a = _sold_case()
    d = shown(qtbot, SettlementDialog(case_no, now=clock))
    assert d.write_off.isVisibleTo(d)          # a shortfall: the write-off order, left empty
    d.at.set_value(NOW + timedelta(days=3))    # and the hour in the future
    return d, d.submit


def account(qtbot):
    from pound_desk.ui.auction.settlement_dialog import SettlementDialog
    case_no, _a = _sold_case(refused=True)
    s = shown(qtbot, SettlementDialog(case_no, now=clock))
    if s.write_off.isVisibleTo(s):
        s.write_off.number.setText("WO/7/2026")
        s.write_off.reasons.setPlainText("Proceeds short")
    s.submit()
    d = shown(qtbot, s.open_account())
    d.claimant_name.clear()
    d.at.set_value(NOW + timedelta(days=3))
    return d, d.submit


def penalties_tab(tab):
    def make(qtbot):
        from pound_desk.ui.penalties.penalties_window import PenaltiesWindow
        w = shown(qtbot, PenaltiesWindow(now=clock, tab=tab))
        page = w.tabs.currentWidget()
        page.window_kept = w        # the window lives as long as its page is walked
        for name in ("amount", "fine"):
            edit = getattr(page, name, None)
            if hasattr(edit, "money"):
                edit.setText("1.2.3")
        if tab == "court_sale":
            page.heads.setText("one")
        return page, page.submit
    return make


def entries(qtbot):
    from pound_desk.ui.accounts.entries_dialog import EntriesDialog
    d = shown(qtbot, EntriesDialog(now=clock))
    d.amount.setText("two hundred")
    return d, d.record_entry


def keeper(qtbot):
    from pound_desk.ui.office.keeper_dialog import KeeperDialog
    d = shown(qtbot, KeeperDialog(now=clock))
    d.name.clear()
    return d, d.record_button.click


def inspection(qtbot):
    from pound_desk.ui.office.inspection_dialog import InspectionDialog
    d = shown(qtbot, InspectionDialog(now=clock))
    d.at.set_value(NOW + timedelta(days=3))
    return d, d.save_button.click


def rates(qtbot):
    from pound_desk.ui.office.rates_dialog import RatesDialog
    d = shown(qtbot, RatesDialog(today=lambda: NOW.date()))
    d.amount.setText("-3")
    d.reference.clear()
    return d, d.submit


def roles(qtbot):
    from pound_desk.ui.office.roles_dialog import RolesDialog
    d = shown(qtbot, RolesDialog(now=clock))
    for edit in d.findChildren(type(d.findChild(__import__("PySide6.QtWidgets").QtWidgets.QLineEdit))):
        edit.clear()
    return d, d.submit


def authorities_tab(part):
    def make(qtbot):
        from pound_desk.ui.office.authorities_dialog import AuthoritiesDialog
        d = shown(qtbot, AuthoritiesDialog(now=clock))
        if part == "pound":
            for edit in d.p_edits.values():
                edit.clear()
            return d, d.save_pound
        if part == "place":
            d.place_area.clear()
            return d, d.add_place
        if part == "kind":
            return d, d.add_kind
        return d, d.add_holder
    return make


def settings_part(part):
    def make(qtbot):
        from pound_desk.services.office import settings
        from pound_desk.ui.office.settings_dialog import SettingsDialog
        if part == "day":
            settings.add_closed_day(NOW.date(), "Onam")
        d = shown(qtbot, SettingsDialog(now=clock))
        if part == "day":
            d.closed_day.setDate(NOW.date())      # already closed, and no reason
            return d, d.add_closed_day
        if part == "extent":
            d.commencement_reference.clear()
            d.excluded_area.setText("Aruvikkara")          # excluded, by no notification
            d.add_excluded_area()
            return d, d.save_extent
        d.letterhead.setPlainText("\n".join(["x" * 500] * 6))
        for box in d.weekdays:
            box.setChecked(True)
        return d, d.save
    return make


def users_add(qtbot):
    from pound_desk.ui.office.users_dialog import UsersDialog
    users.create("Asha", "supervisor", "supervisor-pass")
    signing_in.sign_in("Asha", "supervisor-pass")
    d = shown(qtbot, UsersDialog())
    d.new_password.setText("x")
    return d, d.add_user


def change_password(qtbot):
    from pound_desk.ui.office.users_dialog import ChangePasswordDialog
    users.create("Asha", "supervisor", "supervisor-pass")
    signing_in.sign_in("Asha", "supervisor-pass")
    d = shown(qtbot, ChangePasswordDialog())
    d.new.setText("x")
    return d, d.change


def sign_in(qtbot):
    from pound_desk.ui.sign_in_dialog import SignInDialog
    users.create("Asha", "supervisor", "supervisor-pass")
    return (d := shown(qtbot, SignInDialog())), d.try_sign_in


def deposit_claim(qtbot):
    from pound_desk.ui.accounts.deposits_dialog import DepositsDialog
    d = shown(qtbot, DepositsDialog(now=clock))       # no deposit chosen, nor a claimant named
    return d, d.record_claim


def deposit_decision(qtbot):
    from pound_desk.ui.accounts.deposits_dialog import DepositsDialog
    d = shown(qtbot, DepositsDialog(now=clock))       # no deposit, no claim, no order
    return d, d.pay_claimant


def first_user(qtbot):
    from pound_desk.ui.sign_in_dialog import FirstUserDialog
    return (d := shown(qtbot, FirstUserDialog())), d.create_user


def upper_sign_in(first: bool):
    """The sign-in of a local authority's or the upper level's window, on a
    consolidation database of its own: the first officer's, or a person's."""
    def make(qtbot):
        import tempfile

        from pound_desk.authority import upper_users
        from pound_desk.authority.database import open_authority
        from pound_desk.ui.authority.sign_in import UpperSignInDialog

        open_authority(Path(tempfile.mkdtemp()) / "upper.sqlite3")
        if not first:
            upper_users.add("K. Radha", "officer", "secretary-1", None)
        return (d := shown(qtbot, UpperSignInDialog())), d.submit   # no name, no password
    return make


FORMS = {
    "SeizureForm": seizure_form, "ReleaseDialog": release, "AmendDialog": amendment, "NoticeDialog": notice,
    "RefusalDialog": refusal, "NoticeEventsDialog": notice_events, "ComplaintDialog": complaint,
    "ProtestDialog": protest_deposit, "OutcomeDialog": outcome, "SaleOrderDialog": sale_order,
    "SeizerPaymentDialog": seizer_payment, "ReleaseOrderDialog": release_order, "ContestDialog": contest,
    "DisposeOtherwiseDialog": disposal, "NewAuctionDialog": new_auction, "SaleTab": auction_sale,
    "ExpensesTab": auction_expense, "BiddersTab": auction_bidder,
    "SettlementDialog": settlement, "AccountDialog": account,
    "RecordTab": penalties_tab("fines"), "RecordTab (court sale)": penalties_tab("court_sale"),
    "RecordTab (appropriation)": penalties_tab("appropriations"),
    "RecordTab (incident)": penalties_tab("incidents"), "RecordTab (referral)": penalties_tab("referrals"),
    "EntriesDialog": entries, "KeeperDialog": keeper, "InspectionDialog": inspection, "RatesDialog": rates,
    "RolesDialog": roles, "AuthoritiesDialog": authorities_tab("pound"),
    "AuthoritiesDialog (place)": authorities_tab("place"), "AuthoritiesDialog (kind)": authorities_tab("kind"),
    "AuthoritiesDialog (list)": authorities_tab("list"), "SettingsDialog": settings_part("settings"),
    "SettingsDialog (closed day)": settings_part("day"), "SettingsDialog (extent)": settings_part("extent"),
    "UsersDialog": users_add,
    "ChangePasswordDialog": change_password, "FirstUserDialog": first_user, "SignInDialog": sign_in,
    "DepositsDialog": deposit_claim, "DepositsDialog (decision)": deposit_decision,
    "UpperSignInDialog": upper_sign_in(True), "UpperSignInDialog (sign in)": upper_sign_in(False),
}


def test_no_form_that_submits_is_left_out_of_the_walk():
    walked = {name.split(" ")[0] for name in FORMS}
    assert forms_that_submit() - walked - set(ONE_FIELD) == set()


@pytest.mark.parametrize("name", sorted(FORMS))
def test_a_form_sent_wrong_shows_every_refusal_at_once(name, qtbot, pound, no_questions):
    form, send = FORMS[name](qtbot)
    send()
    shown_now = refusals(form)
    assert len(shown_now) > 1, (name, shown_now)


def test_the_first_field_refused_on_the_form_takes_the_focus(qtbot, pound):
    """Refused at once, the person starts at the top: the heads of the notice,
    though the service names the place of the sale first."""
    from desk_helpers import focused
    d, send = notice(qtbot)
    d.activateWindow()
    qtbot.waitExposed(d)
    send()
    assert d.errors.message("heads") and d.errors.message("village")
    qtbot.waitUntil(lambda: focused() is d.heads)


def test_the_set_up_wizards_rates_show_every_refusal_at_once(db, qtbot):
    from PySide6.QtWidgets import QWizard
    from test_setup_wizard import click, to_rates_page

    from pound_desk.ui.setup_wizard import SetupWizard

    wizard = SetupWizard()
    qtbot.addWidget(wizard)
    wizard.show()
    to_rates_page(qtbot, wizard)
    page = wizard.rates_page
    page.fines["cow"].setText("two hundred")         # not an amount
    page.fines["goat"].setText("100")                 # and no notification for the fines
    click(qtbot, wizard, QWizard.WizardButton.FinishButton)
    assert len(refusals(page)) > 1, refusals(page)
