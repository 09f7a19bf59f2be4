"""Every notice issued, with its affixing and proclamations and the first day
of sale; from here the poster and the drum proclamation are printed again,
the dates recorded, and the case opened. The cases whose notice is due are
listed too, and the notice is issued for them from here."""
from __future__ import annotations

from datetime import datetime
from typing import Callable

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from pound_desk import language
from pound_desk.services.desk import clock
from pound_desk.services.disposal import unclaimed
from pound_desk.text import date_str
from pound_desk.ui import crash
from pound_desk.ui.fields import ErrorLabel, fit_to_screen, plain_buttons
from pound_desk.ui.pdf_preview import PdfPreview, show_pdf
from pound_desk.ui.tables import fill, read_only_table
from pound_desk.ui.unclaimed.events_dialog import NoticeEventsDialog
from pound_desk.ui.unclaimed.notice_dialog import NoticeDialog


class NoticesDialog(QDialog):
    changed = Signal()
    open_case = Signal(str)

    def __init__(self, parent: QWidget | None = None, now: Callable[[], datetime] = clock.now):
        super().__init__(parent)
        self._now = now
        self.child: QDialog | None = None
        self.setWindowTitle(self.tr("Notices (s. 13(2))"))
        fit_to_screen(self, 1100, 560)
        self.table = read_only_table([
            self.tr("Notice"), self.tr("Case"), self.tr("Issued"),
            self.tr("Village"), self.tr("Market"), self.tr("Affixed"),
            self.tr("Village proclaimed"), self.tr("Market proclaimed"),
            self.tr("May be sold from")])
        self.table.doubleClicked.connect(lambda *_: self.record_dates())
        self.empty = QLabel()
        self.empty.setWordWrap(True)
        self.empty.setStyleSheet("color: #1f4e79;")
        # the cases whose notice is due (reported under s. 13(1), or refused under s. 15(5))
        self.due_caption = QLabel(self.tr("Waiting for a notice:"))
        self.due = QListWidget()
        self.due.setMaximumHeight(110)
        self.due.itemActivated.connect(lambda *_: self.issue())
        self.issue_button = QPushButton(self.tr("&Issue a notice…"))
        self.issue_button.clicked.connect(self.issue)
        self.error = ErrorLabel()
        self.events_button = QPushButton(self.tr("&Record affixing / proclamation…"))
        self.notice_button = QPushButton(self.tr("Print the &notice"))
        self.drum_button = QPushButton(self.tr("Print the &drum proclamation"))
        self.case_button = QPushButton(self.tr("Open the &case"))
        close = QPushButton(self.tr("Close"))
        plain_buttons(self.issue_button, self.events_button, self.notice_button, self.drum_button,
                      self.case_button, close)
        self.events_button.clicked.connect(self.record_dates)
        self.notice_button.clicked.connect(lambda: self._print(unclaimed.print_notice))
        self.drum_button.clicked.connect(lambda: self._print(unclaimed.print_proclamation))
        self.case_button.clicked.connect(self._open_case)
        close.clicked.connect(self.accept)
        # two rows: five buttons in one do not fit a small screen in Malayalam
        first, buttons = QHBoxLayout(), QHBoxLayout()
        for b in (self.issue_button, self.events_button, self.case_button):
            first.addWidget(b)
        first.addStretch(1)
        for b in (self.notice_button, self.drum_button):
            buttons.addWidget(b)
        buttons.addStretch(1)
        buttons.addWidget(close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.empty)
        layout.addWidget(self.due_caption)
        layout.addWidget(self.due)
        layout.addWidget(self.error)
        layout.addLayout(first)
        layout.addLayout(buttons)
        self.reload()

    def reload(self) -> None:
        self.notices = unclaimed.notice_lines()
        rows = []
        for n in self.notices:
            s = n.state
            rows.append((n.number, n.case_no, date_str(n.issued_on), n.village, n.market,
                         *(date_str(d) if d else "—" for d in (s.affixed, s.village, s.market)),
                         date_str(s.earliest_sale) if s.earliest_sale else "—"))
        fill(self.table, rows)
        due = [s for s in unclaimed.steps(self._now().date()) if s.code == "notice_issue"]
        self.due.clear()
        for step in due:
            item = QListWidgetItem(f"{step.case_no} — {language.pick(step.en, step.ml)}")
            item.setData(Qt.ItemDataRole.UserRole, step.case_no)
            self.due.addItem(item)
        if due:
            self.due.setCurrentRow(0)
        self.due.setVisible(bool(due))
        self.due_caption.setVisible(bool(due))
        self.issue_button.setEnabled(bool(due))
        if due:
            hint = self.tr("%1 case(s) wait for a notice: choose one below and press Issue a notice.").replace(
                "%1", str(len(due)))
        elif rows:
            hint = ""
        else:
            hint = self.tr("No notice has been issued, and no case waits for one. A case not claimed for seven "
                           "days is first reported to the local authority (Unclaimed, Report to the local "
                           "authority); its notice is then issued here.")
        self.empty.setText(hint)
        self.empty.setVisible(bool(hint))
        for b in (self.events_button, self.notice_button, self.drum_button, self.case_button):
            b.setEnabled(bool(rows))
        if rows:
            self.table.selectRow(0)

    def chosen(self):
        row = self.table.currentRow()
        return self.notices[row] if 0 <= row < len(self.notices) else None

    def issue(self):
        """The notice for the case chosen among those waiting for one."""
        item = self.due.currentItem()
        if item is None:
            return None
        dialog = NoticeDialog(item.data(Qt.ItemDataRole.UserRole), self, now=self._now)
        dialog.issued.connect(self._after_change)
        dialog.open()
        self.child = dialog
        return dialog

    def record_dates(self) -> NoticeEventsDialog | None:
        notice = self.chosen()
        if notice is None:
            return None
        dialog = NoticeEventsDialog(notice.id, self, now=self._now)
        dialog.recorded.connect(self._after_change)
        dialog.open()
        self.child = dialog
        return dialog

    def _after_change(self, *_args) -> None:
        row = self.table.currentRow()
        self.reload()
        self.table.selectRow(max(0, row))
        self.changed.emit()

    def _print(self, make) -> PdfPreview | None:
        notice = self.chosen()
        if notice is None:
            return None
        self.error.clear_message()
        try:
            path = make(notice.id)
        except Exception as e:
            self.error.show_message(crash.sentence(e))
            return None
        self.child = show_pdf(path, f"{notice.number} — {notice.case_no}", self)
        return self.child

    def _open_case(self) -> None:
        notice = self.chosen()
        if notice is not None:
            self.open_case.emit(notice.case_no)
