"""The penalties' actions of one case, in the case view (loaded with it, not
with the main window): release on a written order (s. 18(2)), ownership
contested, and the case's history as PDF."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMenu, QPushButton

from pound_desk.services import case_history
from pound_desk.services.disputes import release_orders
from pound_desk.text import date_str
from pound_desk.ui import crash
from pound_desk.ui.fields import WARNING_STYLE, ErrorLabel
from pound_desk.ui.pdf_preview import show_pdf
from pound_desk.ui.penalties.release_order_dialog import ContestDialog, ReleaseOrderDialog


def case_actions(view, doing, printing) -> QPushButton:
    """An "Order" button in the case view (release on a written order,
    ownership contested) and a "Case history" button among the printing."""
    button = QPushButton(QCoreApplication.translate("Penalties", "Order…"))
    button.setAutoDefault(False)
    menu = QMenu(button)

    def release_on_order():
        if not view.cv or not view.cv.held:
            view._fail(QCoreApplication.translate("Penalties", "No heads of this case are in the pound"))
            return None
        dialog = ReleaseOrderDialog(view.case_no, view, now=view._now)

        def done(*_):
            view._after_change()
            if dialog.path is not None:
                view.child = show_pdf(dialog.path, QCoreApplication.translate("Penalties",
                                                                              "Release on a written order — %1")
                                      .replace("%1", view.case_no), view)
        dialog.released.connect(done)
        dialog.show()
        view.child = dialog
        return dialog

    def contest():
        dialog = ContestDialog(view.case_no, view, now=view._now)
        dialog.marked.connect(view._after_change)
        dialog.show()
        view.child = dialog
        return dialog

    def print_history():
        try:
            path = case_history.print_case_history(view.case_no)
        except Exception as e:
            view._fail(crash.sentence(e))
            return None
        title = QCoreApplication.translate("Penalties", "Case history — %1").replace("%1", view.case_no)
        view.child = show_pdf(path, title, view)
        view.reload()   # the printing is part of the case's history
        return view.child

    menu.addAction(QCoreApplication.translate("Penalties", "Release on a written order (s. 18(2))…")
                   ).triggered.connect(lambda *_: release_on_order())
    menu.addAction(QCoreApplication.translate("Penalties", "Ownership contested (hold until an order)…")
                   ).triggered.connect(lambda *_: contest())
    button.setMenu(menu)
    history = QPushButton(QCoreApplication.translate("Penalties", "Print case history"))
    history.setAutoDefault(False)
    history.clicked.connect(lambda *_: print_history())
    view.order_release, view.order_contest, view.print_history = release_on_order, contest, print_history
    view.order_button, view.history_button = button, history
    view.contest_state = ErrorLabel(style=WARNING_STYLE)
    outer = view.layout()
    outer.insertWidget(max(0, outer.indexOf(view.message)), view.contest_state)
    doing.insertWidget(doing.count() - 1 if doing.count() else 0, button)   # before the stretch
    printing.insertWidget(printing.count() - 2, history)
    return button


def refresh(view) -> None:
    """Say on the case view that its ownership is contested, and what follows."""
    label = getattr(view, "contest_state", None)
    if label is None:
        return
    c = release_orders.contest(view.case_no)
    if c is None or not view.cv.held:
        label.clear_message()
        return
    label.show_message(QCoreApplication.translate(
        "Penalties",
        "Ownership contested by %1 since %2: the cattle are held and leave only on a written order (s. 18(2))")
                       .replace("%1", c.claimants).replace("%2", date_str(c.raised_on)))
