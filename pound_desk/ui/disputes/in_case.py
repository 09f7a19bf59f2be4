"""The disputes' actions of one case, in the case view (loaded with it, not
with the main window): the deposit under protest (s. 14), a complaint and its
outcome (ss. 19-22), converting a deposit, the order allowing a sale despite a
complaint, and printing their documents again."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMenu, QPushButton

from pound_desk.services.disputes import complaints, protest
from pound_desk.ui import crash
from pound_desk.ui.disputes.complaint_dialog import ComplaintDialog
from pound_desk.ui.disputes.outcome_dialog import OutcomeDialog
from pound_desk.ui.disputes.protest_dialog import ProtestDialog
from pound_desk.ui.disputes.sale_order_dialog import SaleOrderDialog
from pound_desk.ui.pdf_preview import show_pdf


def case_actions(view, row) -> QPushButton:
    """A "Disputes" button for the case view: the deposit under protest, a
    complaint, its outcome, converting a deposit, the order allowing a sale,
    and printing their documents again."""
    button = QPushButton(QCoreApplication.translate("Disputes", "Disputes…"))
    button.setAutoDefault(False)
    menu = QMenu(button)

    def changed(*_):
        view._after_change()

    def opened(dialog, signal):
        signal.connect(changed)
        dialog.show()
        view.child = dialog
        return dialog

    def deposit():
        if not view.cv.held:
            view._fail(QCoreApplication.translate("Disputes", "No heads are held"))
            return None
        d = ProtestDialog(view.case_no, view, now=view._now)
        return opened(d, d.deposited)

    def complaint():
        d = ComplaintDialog(view.case_no, view, now=view._now)
        return opened(d, d.recorded)

    def outcome():
        d = OutcomeDialog(view.case_no, view, now=view._now)
        return opened(d, d.decided)

    def sale_order():
        d = SaleOrderDialog(view.case_no, view, now=view._now)
        return opened(d, d.recorded)

    def convert():
        today = view._now().date()
        due = [v for v in protest.of_case(view.case_no, today) if v.state == "convert_due"]
        if not due:
            held = [v for v in protest.of_case(view.case_no, today) if v.state in ("held", "awaiting_outcome")]
            if not held:
                view._fail(QCoreApplication.translate("Disputes", "No deposit under protest is held for this case"))
                return None
            due = held   # the service says why not yet
        try:
            protest.convert(due[0].number, now=view._now())
        except Exception as e:
            view._fail(crash.sentence(e))
            return None
        view._say(QCoreApplication.translate("Disputes",
                                             "Deposit %1 converted to fines and charges").replace("%1", due[0].number))
        changed()
        return due[0].number

    def print_papers():
        shown = []
        for v in protest.of_case(view.case_no):
            shown.append(show_pdf(protest.print_deposit(v.number), v.number, view))
            if v.state == "refunded":
                shown.append(show_pdf(protest.print_refund(v.number), v.voucher, view))
        for c in complaints.of_case(view.case_no):
            shown.append(show_pdf(complaints.print_acknowledgement(c.id),
                                  QCoreApplication.translate("Disputes", "Acknowledgement of a complaint"), view))
        if not shown:
            view._fail(QCoreApplication.translate("Disputes", "No deposit or complaint on this case"))
        view.child = shown[-1] if shown else None
        return shown

    for text, slot in ((QCoreApplication.translate("Disputes", "Deposit under protest (s. 14)…"), deposit),
                       (QCoreApplication.translate("Disputes", "Complaint (s. 19)…"), complaint),
                       (QCoreApplication.translate("Disputes", "Outcome of complaint (ss. 21, 22)…"), outcome),
                       (QCoreApplication.translate("Disputes", "Convert the deposit to fines and charges"), convert),
                       (QCoreApplication.translate("Disputes", "Order allowing a sale despite a complaint…"),
                        sale_order),
                       (QCoreApplication.translate("Disputes", "Print the deposit receipts and acknowledgements"),
                        print_papers)):
        menu.addAction(text).triggered.connect(lambda *_, s=slot: s())
    button.setMenu(menu)
    view.dispute_deposit, view.dispute_complaint, view.dispute_outcome = deposit, complaint, outcome
    view.dispute_convert, view.dispute_sale_order, view.dispute_print = convert, sale_order, print_papers
    row.addWidget(button)
    return button
