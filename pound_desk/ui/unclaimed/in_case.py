"""The unclaimed path's actions of one case, in the case view (loaded with
it, not with the main window): issue the notice (s. 13(2)), record its
affixing and proclamations, the owner's refusal to pay (s. 15(1)), with a line
saying where the case stands."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QBoxLayout, QLabel, QMenu, QPushButton

from pound_desk.services.disposal import unclaimed
from pound_desk.text import date_str, screen_datetime
from pound_desk.ui.fields import plain_buttons
from pound_desk.ui.unclaimed.events_dialog import NoticeEventsDialog, state_text
from pound_desk.ui.unclaimed.notice_dialog import NoticeDialog
from pound_desk.ui.unclaimed.refusal_dialog import RefusalDialog


def attach(view, row: QBoxLayout) -> None:
    """Add the case view's unclaimed actions to its row of buttons and a line
    saying where the case stands on the unclaimed path."""
    # one button with a menu: the row of actions must still fit an old 1024-pixel screen
    view.unclaimed_button = QPushButton(QCoreApplication.translate("Unclaimed", "Unclaimed…"))
    menu = QMenu(view)
    view.issue_notice_action = menu.addAction(QCoreApplication.translate("Unclaimed", "Issue notice (s. 13(2))…"))
    view.notice_events_action = menu.addAction(
        QCoreApplication.translate("Unclaimed", "Record affixing / proclamation…"))
    view.refusal_action = menu.addAction(QCoreApplication.translate("Unclaimed", "Owner refuses to pay (s. 15(1))…"))
    view.unclaimed_button.setMenu(menu)
    plain_buttons(view.unclaimed_button)
    row.insertWidget(row.count() - 1 if row.count() else 0, view.unclaimed_button)   # before the stretch
    view.unclaimed_state = QLabel()
    view.unclaimed_state.setWordWrap(True)
    view.unclaimed_state.setStyleSheet("color: #1f4e79;")
    outer = view.layout()
    outer.insertWidget(max(0, outer.indexOf(view.message)), view.unclaimed_state)

    def after(*_args):
        view.reload()
        view.changed.emit(view.case_no)

    def open_child(dialog, signal):
        signal.connect(after)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        view.child = dialog
        return dialog

    def issue():
        dialog = NoticeDialog(view.case_no, view, now=view._now)
        return open_child(dialog, dialog.issued)

    def record_dates():
        notice_id = unclaimed.standing(view.case_no).notice_id
        if notice_id is None:
            return None
        dialog = NoticeEventsDialog(notice_id, view, now=view._now)
        return open_child(dialog, dialog.recorded)

    def refuse():
        dialog = RefusalDialog(view.case_no, view, now=view._now)
        return open_child(dialog, dialog.refused)

    view.issue_notice = issue
    view.record_notice_dates = record_dates
    view.record_refusal = refuse
    view.issue_notice_action.triggered.connect(lambda *_: issue())
    view.notice_events_action.triggered.connect(lambda *_: record_dates())
    view.refusal_action.triggered.connect(lambda *_: refuse())


def refresh(view) -> None:
    """Where the case stands: reported, noticed (and what is missing), the
    first day of sale; the buttons the state allows."""
    if not hasattr(view, "unclaimed_state") or view.cv is None:
        return
    held = bool(view.cv.held)
    standing = unclaimed.standing(view.case_no)
    lines = []
    if standing.reported_on is not None:
        lines.append(QCoreApplication.translate("Unclaimed", "Reported to %1 on %2 (s. 13(1))")
                     .replace("%1", standing.reported_to).replace("%2", date_str(standing.reported_on)))
    state = standing.notice
    if state is not None:
        lines.append(state_text(state).replace("\n", " / "))
    if standing.refused_at is not None:
        lines.append(QCoreApplication.translate("Unclaimed",
                                                "%1 refused or omitted to pay on %2 (s. 15(1)): may be sold")
                     .replace("%1", standing.refused_by).replace("%2", screen_datetime(standing.refused_at)))
    view.unclaimed_state.setText("\n".join(lines))
    view.unclaimed_state.setVisible(bool(lines))
    view.issue_notice_action.setEnabled(held and bool(standing.notice_awaited))
    view.notice_events_action.setEnabled(state is not None and bool(state.missing))
    view.refusal_action.setEnabled(held)
    view.unclaimed_button.setEnabled(held or state is not None)
