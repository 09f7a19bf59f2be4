"""The whole path on the desktop, as the office lives it day by day: two
cases brought on 2 March 2026. Nobody claims the first: it is reported on
the day the seven days run out, the notice is issued, affixed and
proclaimed (the market place a day later than the village), an auction a
day early cannot take it, the next day's auction sells it (a barred bidder
refused), its proceeds are settled and the surplus deposited, and three
months later the deposit is credited to the local authority's fund. The
second case's owner comes and refuses to pay: one of his two heads is
sold at the same auction, and he takes the other with the account and the
balance. The ledger check passes after every step."""
from __future__ import annotations

from datetime import date, datetime

from desk_helpers import a_draft, pdf_text
from PySide6.QtCore import QDate, Qt

from pound_desk.models.disposal import Deposit, Sale
from pound_desk.services.books import ledger
from pound_desk.services.case import cases, seizures
from pound_desk.services.office import authorities
from pound_desk.ui.auction.lots_tab import TICK, WHY
from pound_desk.ui.main_window import MainWindow

BROUGHT = datetime(2026, 3, 2, 10, 0)


class Clock:
    """The office clock, moved on by the test as the days pass."""

    def __init__(self, at: datetime):
        self.at = at

    def __call__(self) -> datetime:
        return self.at


def ledger_ok() -> None:
    result = ledger.check()
    assert result.ok, result.problems
    assert result.debits == result.credits


def wait_needs(w, qtbot):
    qtbot.waitUntil(lambda: not w.needs.loading, timeout=10000)


def codes(w: MainWindow, qtbot, case_no: str = "") -> list[str]:
    """What "needs action" shows for the case (or the office), as of the clock."""
    w.refresh_needs()
    wait_needs(w, qtbot)
    return [a.code for a in w.needs.actions if a.case_no == case_no]


def tick(window, head_ids) -> None:
    for r in range(window.lots.candidates.rowCount()):
        item = window.lots.candidates.item(r, TICK)
        if item.data(Qt.ItemDataRole.UserRole) in head_ids:
            item.setCheckState(Qt.CheckState.Checked)


def new_auction(qtbot, window, at: datetime) -> int:
    dialog = window.new_auction()
    dialog.held_at.set_value(at)
    qtbot.keyClicks(dialog.place, "Nedumangad market yard")
    dialog.conditions.setPlainText("Cash on the fall of the hammer; the buyer takes the cattle the same day")
    qtbot.keyClicks(dialog.conditions_order, "Director's general order LB/12/2026")
    assert dialog.submit() is not None
    return dialog.auction_id


def test_unclaimed_case_from_report_to_deposit_credited(pound, qtbot, tmp_path):
    authorities.add_holder("police", "Vinod P", "Sub-Inspector", date(2024, 1, 1), "PO 44/2024")
    clock = Clock(BROUGHT)
    unclaimed_no = seizures.register(a_draft(BROUGHT, owner="", kinds=("cow",)), now=BROUGHT).case_no
    refused_no = seizures.register(a_draft(BROUGHT.replace(hour=11), owner="Joseph", kinds=("cow", "cow")),
                                   now=BROUGHT.replace(hour=11)).case_no

    # 3 March: Joseph comes and will not pay (s. 15(1))
    clock.at = datetime(2026, 3, 3, 12, 0)
    w = MainWindow(now=clock)
    qtbot.addWidget(w)
    w.show()
    wait_needs(w, qtbot)
    view = w.open_case(refused_no)
    refusal = view.record_refusal()
    assert refusal.claimant_name.text() == "Joseph"
    qtbot.keyClicks(refusal.statement, "Says the seizure was wrong and will not pay")
    qtbot.mouseClick(refusal.save_button, Qt.MouseButton.LeftButton)
    view.close()
    ledger_ok()

    # 10 March: seven days from 2 March have run out (3–9 March): the report is due today
    clock.at = datetime(2026, 3, 10, 10, 0)
    assert "unclaimed_report" in codes(w, qtbot, unclaimed_no)
    w.unclaimed_menu.actions()[0].trigger()
    report = w.dialogs[-1]
    qtbot.mouseClick(report.make_button, Qt.MouseButton.LeftButton)
    text = " ".join(pdf_text(report.preview.path).split())
    assert f"Case {unclaimed_no}" in text and "not claimed within seven days (s. 13(1))" in text
    report.close()
    assert "notice_issue" in codes(w, qtbot, unclaimed_no)

    # the notice, from the case view: the village and the market place typed in
    view = w.open_case(unclaimed_no)
    notice = view.issue_notice()
    notice.issued_on.setDate(QDate(2026, 3, 10))
    notice.village.setEditText("Manjadi")
    notice.market.setEditText("Nedumangad market")
    notice.sale_place.setText("Nedumangad market yard")     # s. 13(3): where and when the sale will be
    qtbot.mouseClick(notice.issue_button, Qt.MouseButton.LeftButton)
    assert notice.pages.currentIndex() == 1
    poster = pdf_text(notice.preview.path)
    assert "Manjadi" in poster and unclaimed_no in poster
    drum = notice.print_proclamation()
    assert "Nedumangad market" in pdf_text(drum.path)
    drum.close()
    notice.close()

    # affixed and proclaimed in the village today, in the market place tomorrow
    dates = view.record_notice_dates()
    for _ in range(2):
        dates.on.setDate(QDate(2026, 3, 10))
        dates.by_whom.setText("Peon Raghu")
        dates.submit()
    assert dates.event.count() == 1
    dates.close()
    clock.at = datetime(2026, 3, 11, 16, 0)
    dates = view.record_notice_dates()
    dates.on.setDate(QDate(2026, 3, 11))
    dates.by_whom.setText("Chenda Kuttan, drummer")
    dates.submit()
    # the later date (11 March) counts: seven days 12–18 March, sold from the 19th
    assert "may be sold from 19-03-2026" in dates.state.text()
    dates.close()
    view.close()
    ledger_ok()

    # 18 March: an auction a day early cannot take the unclaimed cow
    clock.at = datetime(2026, 3, 18, 10, 0)
    auctions_window = w.open_auctions()
    new_auction(qtbot, auctions_window, datetime(2026, 3, 18, 11, 0))
    candidates = auctions_window.lots.candidates
    rows = {candidates.item(r, 1).text(): r for r in range(candidates.rowCount())}
    assert "19-03-2026" in candidates.item(rows[unclaimed_no], WHY).text()
    assert not (candidates.item(rows[unclaimed_no], TICK).flags()
                & Qt.ItemFlag.ItemIsUserCheckable)

    # 19 March: the auction
    clock.at = datetime(2026, 3, 19, 10, 0)
    new_auction(qtbot, auctions_window, datetime(2026, 3, 19, 11, 0))
    unclaimed_head = cases.view(unclaimed_no).heads[0].id
    joseph_first = cases.view(refused_no).heads[0].id
    tick(auctions_window, [unclaimed_head])
    lot_one = auctions_window.lots.make_lot()
    tick(auctions_window, [joseph_first])
    lot_two = auctions_window.lots.make_lot()
    assert lot_one is not None and lot_two is not None
    for name, place in (("Vinod P", "Nedumangad"), ("Abdul Khader", "Pazhakutty")):
        auctions_window.bidders.bidder_name.setText(name)
        auctions_window.bidders.bidder_residence.setText(place)
        auctions_window.bidders.declared.setChecked(True)
        assert auctions_window.bidders.register_bidder() is not None
    clock.at = datetime(2026, 3, 19, 11, 30)
    auctions_window.tabs.setCurrentIndex(2)
    auctions_window.sale.sale_lot.setCurrentIndex(auctions_window.sale.sale_lot.findData(lot_one))
    auctions_window.sale.buyer.setCurrentIndex(0)                      # Vinod P, a police officer
    auctions_window.sale.price.setText("9000")
    auctions_window.sale.sold_at.set_value(datetime(2026, 3, 19, 11, 10))
    assert auctions_window.sale.sell() is None
    assert "PO 44/2024" in auctions_window.sale.sale_errors.message("bidder")
    assert not Sale.select().exists()
    auctions_window.sale.buyer.setCurrentIndex(1)                      # Abdul Khader
    assert auctions_window.sale.sell() is not None
    receipt = auctions_window.sale.print_receipt()
    assert "Abdul Khader" in pdf_text(receipt.path)
    receipt.close()
    auctions_window.sale.sale_lot.setCurrentIndex(auctions_window.sale.sale_lot.findData(lot_two))
    auctions_window.sale.price.setText("5000")
    auctions_window.sale.sold_at.set_value(datetime(2026, 3, 19, 11, 20))
    assert auctions_window.sale.sell() is not None
    # 5,000 covers Joseph's two cows' dues (2 × 200 fine + feeding) : no more of his cattle are sold
    assert "cover" in auctions_window.sale.sale_message.text()
    ledger_ok()

    # settlement of the unclaimed case: the surplus goes to the deposit
    clock.at = datetime(2026, 3, 19, 13, 0)
    auctions_window.settle_case.setCurrentIndex(auctions_window.settle_case.findText(unclaimed_no))
    settle = auctions_window.settle()
    settle.at.set_value(datetime(2026, 3, 19, 12, 0))
    assert settle.submit() is not None
    assert "deposit" in settle.message.text()
    settle.close()
    (deposit,) = Deposit.select().where(Deposit.case == cases.find(unclaimed_no))
    assert deposit.deposited_on == date(2026, 3, 19)
    ledger_ok()

    # settlement of Joseph's case, and the account to him: he takes his other cow and the balance
    auctions_window.settle_case.setCurrentIndex(auctions_window.settle_case.findText(refused_no))
    settle = auctions_window.settle()
    settle.at.set_value(datetime(2026, 3, 19, 12, 30))
    assert settle.submit() is not None and settle.account_button.isVisibleTo(settle)
    account = settle.open_account()
    preview = account.print_account()
    text = " ".join(pdf_text(preview.path).split())
    assert "Number of cattle sold" in text and "Joseph" in text
    preview.close()
    account.at.set_value(datetime(2026, 3, 19, 12, 40))
    assert account.submit() is not None
    account.close()
    settle.close()
    assert cases.view(refused_no).status == "released"
    auctions_window.close()
    ledger_ok()

    # 19 June: the last day to claim the deposit (three calendar months): crediting is refused
    clock.at = datetime(2026, 6, 19, 10, 0)
    deposits = w.open_deposits()
    row = next(r for r in range(deposits.table.rowCount())
               if deposits.table.item(r, 3).text() == "19-06-2026")
    deposits.table.selectRow(row)
    qtbot.mouseClick(deposits.credit_button, Qt.MouseButton.LeftButton)
    assert "19-06-2026" in deposits.general.text()
    deposits.close()

    # 20 June: no claim was preferred; the deposit is credited to the fund (s. 17)
    clock.at = datetime(2026, 6, 20, 10, 0)
    w.refresh_needs()
    wait_needs(w, qtbot)
    assert "deposit_due" in [a.code for a in w.needs.actions]
    deposits = w.open_deposits()
    deposits.table.selectRow(row)
    qtbot.mouseClick(deposits.credit_button, Qt.MouseButton.LeftButton)
    assert deposits.table.item(row, 4).text().startswith("Credited")
    deposits.close()
    ledger_ok()
    balances = ledger.balances()
    assert balances["deposit"].paise == 0
    assert -balances["la_fund"].paise == deposit.amount_paise
    w.close()
