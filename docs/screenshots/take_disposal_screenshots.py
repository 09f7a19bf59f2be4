"""Grab the screens of the unclaimed path, the auction and the accounts,
offscreen, into this folder, with the documents they print rendered to PNG
(``pdftoppm`` from poppler-utils): ``python docs/screenshots/take_disposal_screenshots.py``.
A pound with two cases brought on 2 March 2026: one unclaimed, reported,
noticed, proclaimed and sold; the owner of the other refuses to pay, one
head is sold and he is given the account. A person then looks at each PNG
(is the Malayalam shaped? is anything clipped?)."""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
from datetime import date, datetime
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parents[1] / "tests"))
sys.path.insert(0, str(HERE.parents[1] / "tests" / "ui"))

from take_screenshots import save, settle  # noqa: E402


class Clock:
    def __init__(self, at: datetime):
        self.at = at

    def __call__(self) -> datetime:
        return self.at


def page_png(pdf: Path, name: str) -> None:
    """The first page of a PDF as a PNG beside the screenshots."""
    if shutil.which("pdftoppm") is None:
        print("pdftoppm missing: skipped", name)
        return
    subprocess.run(["pdftoppm", "-r", "70", "-png", "-singlefile", str(pdf), str(HERE / name)], check=True)
    print("saved", f"{name}.png")


def main() -> int:
    home = Path(tempfile.mkdtemp(prefix="pound-desk-disposal-shots-"))
    os.environ["POUND_DESK_HOME"] = str(home)
    from desk_helpers import a_draft
    from record_helpers import base_rates

    from pound_desk.law.money import Money
    from pound_desk.services.books import accounts
    from pound_desk.services.case import cases, seizures
    from pound_desk.services.desk.storage import open_database
    from pound_desk.services.disposal import auctions, settlements, unclaimed
    from pound_desk.services.office import authorities, pound, rates
    from pound_desk.ui import app as desk
    from pound_desk.ui import workers
    from pound_desk.ui.main_window import MainWindow

    qapp = desk.make_app([])

    # the screens in the office's default language (POUND_DESK_LANGUAGE=en for English)
    from pound_desk.ui import translations


    translations.apply(os.environ.get("POUND_DESK_LANGUAGE", "ml"))
    open_database(home / "pound.sqlite3")
    pound.set_up("Nedumangad Municipal Pound", "Nedumangad", "Nedumangad Municipality", "Nedumangad",
                 "K. Sasidharan")
    rates.add(base_rates())
    authorities.add_place("Nedumangad", "Manjadi", "village")
    authorities.add_place("Nedumangad", "Nedumangad chantha", "market")
    authorities.add_holder("police", "Vinod P", "Sub-Inspector", date(2024, 1, 1), "PO 44/2024")
    brought = datetime(2026, 3, 2, 10, 0)
    unclaimed_no = seizures.register(a_draft(brought, owner="", kinds=("cow",)), now=brought).case_no
    owned_no = seizures.register(a_draft(brought.replace(hour=11), owner="ജോസഫ്", kinds=("cow", "buffalo")),
                                 now=brought.replace(hour=11)).case_no
    unclaimed.record_refusal(owned_no, datetime(2026, 3, 3, 12, 0), "ജോസഫ്", now=datetime(2026, 3, 3, 12, 0))

    clock = Clock(datetime(2026, 3, 10, 10, 0))
    window = MainWindow(now=clock)
    window.show()
    workers.wait_for_all()
    settle(qapp)
    save(window, "unclaimed-needs-action", qapp, (1280, 800))
    window.unclaimed_menu.actions()[0].trigger()
    report = window.dialogs[-1]
    save(report, "unclaimed-report-dialog", qapp)
    report.make_report() if hasattr(report, "make_report") else report.make_button.click()
    page_png(report.preview.path, "unclaimed-report")
    report.close()

    view = window.open_case(unclaimed_no)
    notice = view.issue_notice()
    notice.sale_place.setText("Nedumangad market yard")   # s. 13(3): where and when the sale will be
    save(notice, "notice-dialog", qapp)
    notice.issue_button.click()
    page_png(notice.preview.path, "notice-poster")
    drum = notice.print_proclamation()
    page_png(drum.path, "drum-proclamation")
    drum.close()
    notice.close()
    n = unclaimed.latest_notice(cases.find(unclaimed_no))
    unclaimed.record_event(n, "affixed", date(2026, 3, 10), "Peon Raghu", now=clock())
    unclaimed.record_event(n, "village", date(2026, 3, 10), "Chenda Kuttan", now=clock())
    clock.at = datetime(2026, 3, 11, 16, 0)
    unclaimed.record_event(n, "market", date(2026, 3, 11), "Chenda Kuttan", now=clock())
    view.reload()
    save(view, "case-view-noticed", qapp, (1100, 760))
    view.close()

    clock.at = datetime(2026, 3, 19, 11, 40)
    a = auctions.create(datetime(2026, 3, 19, 11, 0), "Nedumangad market yard", "local_authority",
                        "Secretary, Nedumangad Municipality", "Cash on the fall of the hammer",
                        "Director's general order LB/12/2026", now=clock())
    lot1 = auctions.add_lot(a.id, [cases.view(unclaimed_no).heads[0].id])
    lot2 = auctions.add_lot(a.id, [cases.view(owned_no).heads[0].id])
    auctions.register_bidder(a.id, "Vinod P", "Nedumangad", True)
    buyer = auctions.register_bidder(a.id, "അബ്ദുൾ ഖാദർ", "Pazhakutty", True)
    auctions.add_expense(a.id, unclaimed_no, Money.of_rupees(150), "Crier and drum / ചെണ്ട", date(2026, 3, 19),
                         now=clock())
    sold = auctions.sell(lot1.id, buyer.id, Money.of_rupees(9000), datetime(2026, 3, 19, 11, 10), now=clock())
    auctions.sell(lot2.id, buyer.id, Money.of_rupees(6000), datetime(2026, 3, 19, 11, 20), now=clock())
    page_png(auctions.print_sale_receipt(sold.number), "sale-receipt")
    page_png(auctions.print_sale_list(a.id), "sale-list")
    win = window.open_auctions()
    win.auction_box.setCurrentIndex(win.auction_box.findData(a.id))
    settle(qapp)
    save(win, "auction-lots", qapp, (1200, 760))
    win.tabs.setCurrentIndex(1)
    save(win, "auction-bidders", qapp, (1200, 760))
    win.tabs.setCurrentIndex(2)
    save(win, "auction-sale", qapp, (1200, 760))
    clock.at = datetime(2026, 3, 19, 13, 0)
    win.settle_case.setCurrentIndex(win.settle_case.findText(owned_no))
    dialog = win.settle()
    dialog.at.set_value(datetime(2026, 3, 19, 12, 30))
    settle(qapp)
    save(dialog, "settlement-dialog", qapp)
    dialog.submit()
    account = dialog.open_account()
    page_png(account.print_account().path, "owner-account")
    save(account, "owner-account-dialog", qapp)
    account.close()
    dialog.close()
    settlements.settle(unclaimed_no, datetime(2026, 3, 19, 12, 40), now=clock())
    win.close()

    clock.at = datetime(2026, 3, 19, 18, 0)
    close_day = window.open_close_of_day()
    settle(qapp)
    save(close_day, "close-of-day", qapp, (1000, 760))
    close_day.close()
    accounts.make_statement(date(2026, 3, 19), now=clock())
    page_png(accounts.print_statement(date(2026, 3, 19)), "daily-statement")
    clock.at = datetime(2026, 6, 20, 10, 0)
    deposits = window.open_deposits()
    settle(qapp)
    save(deposits, "deposits", qapp, (1100, 700))
    deposits.close()
    page_png(accounts.print_cash_book(date(2026, 3, 1), date(2026, 3, 31)), "cash-book")
    workers.wait_for_all()
    return 0


if __name__ == "__main__":
    sys.exit(main())
