"""The auction on the desktop: create an auction, make a lot from the heads
that may be sold (the reason shown for one that may not), register bidders
(the declaration required), a barred buyer refused beside the field, the
sale with its message and receipt, settlement with the write-off order,
the account to the owner, and disposal otherwise."""
from __future__ import annotations

from datetime import date, datetime

from desk_helpers import a_draft, pdf_text
from PySide6.QtCore import Qt

from pound_desk.law.money import Money
from pound_desk.models.disposal import Notice, NoticeEvent, OwnerRefusal, Sale
from pound_desk.services.books import ledger
from pound_desk.services.case import cases, seizures
from pound_desk.services.disposal import auctions
from pound_desk.services.office import authorities
from pound_desk.ui.auction.auction_window import AuctionWindow
from pound_desk.ui.auction.disposal_dialog import DisposeOtherwiseDialog
from pound_desk.ui.auction.lots_tab import TICK, WHY
from pound_desk.ui.auction.settlement_dialog import AccountDialog, SettlementDialog
from pound_desk.ui.main_window import MainWindow

BROUGHT = datetime(2026, 6, 1, 10, 0)
AUCTION_AT = datetime(2026, 6, 19, 11, 0)
NOW = datetime(2026, 6, 19, 11, 30)


def clock():
    return NOW


def a_case(kinds=("cow", "cow"), owner="") -> str:
    return seizures.register(a_draft(BROUGHT, owner=owner, kinds=kinds), now=BROUGHT).case_no


def noticed(case_no, on=date(2026, 6, 11)):
    n = Notice.create(case=cases.find(case_no), issued_on=on, issued_by="Municipality", village="Manjadi",
                      market="Nedumangad market")
    for event in ("affixed", "village", "market"):
        NoticeEvent.create(notice=n, event=event, on=on, place=event)


def new_auction(qtbot, window: AuctionWindow):
    dialog = window.new_auction()
    dialog.held_at.set_value(AUCTION_AT)
    qtbot.keyClicks(dialog.place, "Nedumangad market yard")
    dialog.submit()
    # the conditions and the Director's order are required, shown beside the fields
    assert dialog.auction_id is None
    assert "conditions" in dialog.errors.message("conditions")
    assert "Director" in dialog.errors.message("conditions_order")
    dialog.conditions.setPlainText("Cash on the fall of the hammer")
    qtbot.keyClicks(dialog.conditions_order, "Director's order LB/12/2026")
    assert dialog.submit() is not None
    return dialog.auction_id


def tick(window: AuctionWindow, head_ids):
    for r in range(window.lots.candidates.rowCount()):
        item = window.lots.candidates.item(r, TICK)
        if item.data(Qt.ItemDataRole.UserRole) in head_ids:
            item.setCheckState(Qt.CheckState.Checked)


def test_auction_window_from_lot_to_receipt(pound, qtbot, tmp_path):
    ready = a_case()
    noticed(ready)
    early = a_case(("goat",))
    noticed(early, date(2026, 6, 14))          # may be sold from 22 June
    authorities.add_holder("police", "Vinod P", "Sub-Inspector", date(2024, 1, 1), "PO 44/2024")
    main = MainWindow(now=clock)
    qtbot.addWidget(main)
    assert any("Auction" in t for t in main.menu_titles())
    window = main.open_auctions()
    assert window.auction_box.count() == 0 and not window.tabs.isEnabled()
    aid = new_auction(qtbot, window)
    assert window.auction_id() == aid and window.tabs.isEnabled()

    # lots: the goat may not be sold yet, and says from when
    rows = {window.lots.candidates.item(r, 1).text(): r for r in range(window.lots.candidates.rowCount())}
    assert "22-06-2026" in window.lots.candidates.item(rows[early], WHY).text()
    assert not window.lots.candidates.item(rows[early], TICK).flags() & Qt.ItemFlag.ItemIsUserCheckable
    window.lots.make_lot()
    assert "at least one head" in window.lots.lot_error.text()
    tick(window, [h.id for h in cases.view(ready).heads])
    lot = window.lots.make_lot()
    assert lot is not None and window.lots.lots_table.rowCount() == 1
    assert window.sale.sale_lot.currentData() == lot

    # bidders: the declaration is required
    qtbot.keyClicks(window.bidders.bidder_name, "Vinod P")
    qtbot.keyClicks(window.bidders.bidder_residence, "Nedumangad")
    window.bidders.register_bidder()
    assert "declaration" in window.bidders.bidder_errors.message("declared")
    assert window.bidders.bidders_table.rowCount() == 0
    assert window.bidders.bidder_name.text() == "Vinod P"          # nothing lost
    window.bidders.declared.setChecked(True)
    window.bidders.register_bidder()
    assert "PO 44/2024" in window.bidders.bidders_table.item(0, 4).text()
    qtbot.keyClicks(window.bidders.bidder_name, "Abdul Khader")
    qtbot.keyClicks(window.bidders.bidder_residence, "Pazhakutty")
    window.bidders.declared.setChecked(True)
    window.bidders.register_bidder()
    assert window.sale.buyer.count() == 2

    # the sale: the barred buyer is refused beside the buyer field
    window.tabs.setCurrentIndex(2)
    window.sale.buyer.setCurrentIndex(0)
    qtbot.keyClicks(window.sale.price, "9,001")
    window.sale.sold_at.set_value(AUCTION_AT)
    assert window.sale.sell() is None
    assert "Police officer" in window.sale.sale_errors.message("bidder")
    assert not Sale.select().exists()
    window.sale.buyer.setCurrentIndex(1)
    # the hammer price is shown and asked once before it is recorded: No records nothing
    from pound_desk.ui import fields
    asked = []
    real = fields.ask_to_record
    fields.ask_to_record = lambda parent, text, warning="": asked.append(text) or False
    try:
        assert window.sale.sell() is None
    finally:
        fields.ask_to_record = real
    assert "₹9,001.00" in asked[0] and "Abdul Khader" in asked[0] and not Sale.select().exists()
    assert window.sale.price.text() == "9,001"                   # nothing lost
    result = window.sale.sell()
    assert result is not None and result.number == "A-2026-27/00001"
    assert "A-2026-27/00001" in window.sale.sale_message.text()
    assert window.lots.lots_table.item(0, 2).text() == "A-2026-27/00001"
    preview = window.sale.print_receipt()
    assert "Abdul Khader" in pdf_text(preview.path)
    preview.close()
    assert window.sale.buyer.currentData() == result.buyer_id     # the buyer stays chosen
    window.tabs.setCurrentIndex(0)
    qtbot.waitUntil(lambda: window.tabs.currentWidget().isVisible())
    window.grab().save(str(tmp_path / "auction-lots.png"))
    window.tabs.setCurrentIndex(2)
    qtbot.waitUntil(lambda: window.tabs.currentWidget().isVisible())
    window.grab().save(str(tmp_path / "auction-sale.png"))

    # an expense, then the sale list
    window.tabs.setCurrentIndex(3)
    qtbot.keyClicks(window.expenses.expense_amount, "150")
    qtbot.keyClicks(window.expenses.expense_text, "Crier and drum")
    window.expenses.expense_on.setDate(date(2026, 6, 19))
    assert window.expenses.add_expense() is not None and window.expenses.expenses_table.rowCount() == 1
    listed = window.print_sale_list()
    text = pdf_text(listed.path)
    assert "A-2026-27/00001" in text and "PO 44/2024" in text
    listed.close()
    assert ledger.check().ok

    # settle: 9,001 less two cows' 2,680 and 150 expenses; the surplus to the deposit
    assert window.settle_case.currentText() == ready
    dialog = window.settle()
    assert isinstance(dialog, SettlementDialog)
    dialog.at.set_value(datetime(2026, 6, 19, 11, 30))
    assert dialog.table.item(4, 1).text() == "₹6,171.00"
    assert not dialog.write_off.isVisibleTo(dialog)
    assert dialog.submit() is not None
    assert "deposit" in dialog.message.text()
    assert ledger.check().ok
    dialog.grab().save(str(tmp_path / "settlement.png"))


def test_shortfall_asks_for_the_write_off_order(pound, qtbot, tmp_path):
    case_no = a_case(("cow",))
    noticed(case_no)
    a = auctions.create(AUCTION_AT, "Yard", "local_authority", "Secretary", "Cash", "LB/12", now=NOW)
    lot = auctions.add_lot(a.id, [cases.view(case_no).heads[0].id])
    b = auctions.register_bidder(a.id, "Abdul Khader", "Pazhakutty", True)
    auctions.sell(lot.id, b.id, Money.of_rupees(500), AUCTION_AT, now=NOW)
    dialog = SettlementDialog(case_no, now=clock)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.at.set_value(datetime(2026, 6, 19, 11, 30))
    assert dialog.write_off.isVisible()
    assert dialog.table.item(5, 1).text() == "₹840.00"
    assert dialog.submit() is None
    assert "number" in dialog.errors.message("write_off.number")
    qtbot.keyClicks(dialog.write_off.authority, " (Secretary)")
    qtbot.keyClicks(dialog.write_off.number, "WO/7/2026")
    dialog.write_off.reasons.setPlainText("Proceeds short; not pursued (Q19)")
    assert dialog.submit() is not None
    assert ledger.balances()["shortfall"] == Money.of_rupees(840)
    assert "WO/7/2026" in dialog.message.text()
    dialog.grab().save(str(tmp_path / "shortfall.png"))


def test_account_to_the_owner_refused(pound, qtbot, tmp_path):
    case_no = a_case(("cow", "cow"), owner="Joseph")
    OwnerRefusal.create(case=cases.find(case_no), at=datetime(2026, 6, 3, 12, 0), claimant_name="Joseph",
                        claimant_capacity="owner")
    a = auctions.create(AUCTION_AT, "Yard", "local_authority", "Secretary", "Cash", "LB/12", now=NOW)
    lot = auctions.add_lot(a.id, [cases.view(case_no).heads[0].id])
    b = auctions.register_bidder(a.id, "Abdul Khader", "Pazhakutty", True)
    auctions.sell(lot.id, b.id, Money.of_rupees(4000), AUCTION_AT, now=NOW)
    settle = SettlementDialog(case_no, now=clock)
    qtbot.addWidget(settle)
    settle.at.set_value(datetime(2026, 6, 19, 11, 15))
    assert settle.submit() is not None and settle.account_button.isVisibleTo(settle)
    dialog = settle.open_account()
    assert isinstance(dialog, AccountDialog)
    assert dialog.claimant_name.text() == "Joseph"
    preview = dialog.print_account()
    assert "Number of cattle sold" in " ".join(pdf_text(preview.path).split())
    preview.close()
    dialog.refused.setChecked(True)
    dialog.at.set_value(datetime(2026, 6, 19, 11, 20))
    assert dialog.submit() is not None
    assert "deposit" in dialog.message.text()
    assert len(cases.view(case_no).held) == 1
    assert ledger.check().ok
    dialog.grab().save(str(tmp_path / "account.png"))


def test_disposal_otherwise_dialog(pound, qtbot, tmp_path):
    case_no = a_case(("cow",))
    noticed(case_no)
    dialog = DisposeOtherwiseDialog(case_no, now=clock)
    qtbot.addWidget(dialog)
    qtbot.keyClicks(dialog.manner, "Given to a goshala free of cost")
    dialog.submit()
    assert "Delivered" not in dialog.errors.message("recipient") and dialog.errors.message("recipient")
    assert dialog.errors.message("order.number") and dialog.errors.message("order.reasons")
    assert dialog.manner.text() == "Given to a goshala free of cost"
    qtbot.keyClicks(dialog.recipient, "Sree Krishna Goshala")
    qtbot.keyClicks(dialog.order.number, "DP/33/2026")
    dialog.order.reasons.setPlainText("Old and infirm; no bid expected")
    dialog.grab().save(str(tmp_path / "dispose.png"))
    assert dialog.submit() is not None
    assert not cases.view(case_no).held
    en, _ = __import__("pound_desk.services.case.releases",
                       fromlist=["describe"]).describe(cases.view(case_no).releases[0])
    assert "s. 13 proviso" in en


def test_case_view_sale_actions(pound, qtbot):
    from pound_desk.ui.case_view import CaseViewDialog

    case_no = a_case(("cow",))
    noticed(case_no)
    a = auctions.create(AUCTION_AT, "Yard", "local_authority", "Secretary", "Cash", "LB/12", now=NOW)
    lot = auctions.add_lot(a.id, [cases.view(case_no).heads[0].id])
    b = auctions.register_bidder(a.id, "Abdul Khader", "Pazhakutty", True)
    auctions.sell(lot.id, b.id, Money.of_rupees(5000), AUCTION_AT, now=NOW)
    view = CaseViewDialog(case_no, now=clock)
    qtbot.addWidget(view)
    view.show()
    assert view.sale_button.menu().actions()
    assert any("sold at public auction" in view.timeline.item(i).text() for i in range(view.timeline.count()))
    view.sale_account()
    assert "No settlement" in view.error.text()
    dialog = view.sale_settle()
    assert isinstance(dialog, SettlementDialog)
    dialog.at.set_value(datetime(2026, 6, 19, 11, 30))
    assert dialog.submit() is not None
    assert any("Settled" in m for m in [dialog.message.text()])
    dialog.close()
    disposal = view.sale_dispose()
    assert isinstance(disposal, DisposeOtherwiseDialog)
    disposal.close()


def test_s15_1_sale_inside_the_s19_window_asks_the_keeper_for_a_reason(pound, qtbot):
    """s. 15(1) with s. 19: the owner refused on 3 June and may complain
    until 11 June; selling on 5 June the window asks for the reason and
    sells only with it."""
    from pound_desk.models.findings import SaleInWindow

    case_no = a_case(("cow",), owner="Joseph")
    OwnerRefusal.create(case=cases.find(case_no), at=datetime(2026, 6, 3, 12, 0), claimant_name="Joseph",
                        claimant_capacity="owner")
    at = datetime(2026, 6, 5, 11, 0)
    a = auctions.create(held_at=at, place="Nedumangad market yard", conductor_role="local_authority",
                        conductor="Secretary, Nedumangad Municipality", conditions="Cash",
                        conditions_order="Director's order LB/12/2026", now=at)
    auctions.add_lot(a.id, [h.id for h in cases.view(case_no).heads])
    auctions.register_bidder(a.id, "Abdul Khader", "Pazhakutty", True)
    window = AuctionWindow(now=lambda: datetime(2026, 6, 5, 12, 0), auction_id=a.id)
    qtbot.addWidget(window)
    window.tabs.setCurrentIndex(2)
    qtbot.keyClicks(window.sale.price, "5,000")
    window.sale.sold_at.set_value(at)
    asked = []
    window.sale.ask_window_reason = lambda warnings: asked.append(warnings) or ""
    assert window.sale.sell() is None and not Sale.select().exists()
    assert "until 11-06-2026 (s. 19)" in asked[0][0]
    assert "until 11-06-2026" in window.sale.sale_general.text()
    window.sale.ask_window_reason = lambda warnings: "The cow is ailing"
    assert window.sale.sell() is not None
    assert SaleInWindow.get().reason == "The cow is ailing"


def test_a_hammer_price_typed_wrong_is_reversed_with_its_reason_and_the_lot_sold_again(pound, qtbot, tmp_path,
                                                                                      money_entries_confirmed):
    ready = a_case()
    noticed(ready)
    window = AuctionWindow(now=clock)
    qtbot.addWidget(window)
    window.load_auctions()
    aid = new_auction(qtbot, window)
    tick(window, [h.id for h in cases.view(ready).heads])
    lot = window.lots.make_lot()
    qtbot.keyClicks(window.bidders.bidder_name, "Abdul Khader")
    qtbot.keyClicks(window.bidders.bidder_residence, "Pazhakutty")
    window.bidders.declared.setChecked(True)
    window.bidders.register_bidder()
    window.tabs.setCurrentIndex(2)
    qtbot.keyClicks(window.sale.price, "90,001")            # one nought too many
    window.sale.sold_at.set_value(AUCTION_AT)
    wrong = window.sale.sell()
    assert wrong is not None and window.sale.reversal.reverse_sale_box.currentData() == wrong.number
    # the reason is required, beside its field; nothing is reversed without it
    assert window.sale.reversal.reverse_sale() is None
    assert "why" in window.sale.reversal.reverse_errors.message("reason").lower()
    qtbot.keyClicks(window.sale.reversal.reverse_reason, "Typed 90,001 for 9,001; the crier's sheet says 9,001")
    # asked once: No reverses nothing and keeps the reason typed
    money_entries_confirmed.clear()
    from pound_desk.ui import fields
    real = fields.ask_to_record
    fields.ask_to_record = lambda parent, text, warning="": money_entries_confirmed.append(text) or False
    try:
        assert window.sale.reversal.reverse_sale() is None
    finally:
        fields.ask_to_record = real
    assert wrong.number in money_entries_confirmed[0] and "crier's sheet" in money_entries_confirmed[0]
    assert window.sale.reversal.reverse_reason.text() and not auctions.lots(aid)[0].reversals
    done = window.sale.reversal.reverse_sale()
    assert done is not None and done.reason.startswith("Typed 90,001")
    # the lot is back to be sold, the buyer chosen; the lots table shows the reversal and its reason
    assert window.sale.sale_lot.currentData() == lot and window.sale.buyer.currentData() == wrong.buyer_id
    assert "crier's sheet" in window.lots.lots_table.item(0, 1).text()
    assert window.sale.reversal.reverse_sale_box.count() == 0 and not window.sale.reversal.reverse_button.isEnabled()
    qtbot.keyClicks(window.sale.price, "9,001")
    again = window.sale.sell()
    assert again is not None and again.price == Money.of_rupees(9001) and again.number != wrong.number
    assert window.lots.lots_table.item(0, 2).text() == again.number
    assert ledger.check().ok and ledger.balances()["cash"] == Money.of_rupees(9001)
    window.grab().save(str(tmp_path / "auction-reversed.png"))
    preview = window.sale.print_receipt()
    assert wrong.number in pdf_text(preview.path)            # the new receipt names the one it replaces
    preview.close()
