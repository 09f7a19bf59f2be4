"""A case's release on a written order stating reasons (s. 18(2)), with the
scan of the order; and marking a case's ownership as contested (Q15)."""
from __future__ import annotations

from datetime import datetime
from pathlib import Path
from typing import Callable

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from pound_desk.services.case import cases
from pound_desk.services.desk import clock
from pound_desk.services.desk.errors import Invalid, ServiceError
from pound_desk.services.disputes import release_orders
from pound_desk.services.office import keepers
from pound_desk.services.office.roles import ROLES
from pound_desk.ui import crash
from pound_desk.ui.auction.common import OrderFields
from pound_desk.ui.fields import DateTimeField, bi, fit_to_screen, plain_buttons
from pound_desk.ui.form_dialog import FormDialog
from pound_desk.ui.head_checklist import HeadChecklist
from pound_desk.ui.office.common import date_edit


class ReleaseOrderDialog(FormDialog):
    released = Signal(str)   # the case number

    def __init__(self, case_no: str, parent: QWidget | None = None, now: Callable[[], datetime] = clock.now):
        super().__init__(parent)
        self._now = now
        self.cv = cases.view(case_no)
        self.path: Path | None = None      # the record printed, once recorded
        self.setWindowTitle(self.tr("Release on a written order (s. 18(2)) — %1").replace("%1", self.cv.case_no))
        self.heads = HeadChecklist(self.cv.held)
        self.at = DateTimeField(now())
        self.taken_by = QLineEdit(self.cv.owner_name)
        self.capacity = QComboBox()
        for code, pair in release_orders.CAPACITIES.items():
            self.capacity.addItem(bi(pair), code)
        self.scan = QLineEdit()
        self.scan.setPlaceholderText(self.tr("PDF, JPEG or PNG"))
        self.browse = QPushButton(self.tr("Choose…"))
        self.browse.clicked.connect(self.choose_scan)
        scan_row = QWidget()
        row = QHBoxLayout(scan_row)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.scan, 1)
        row.addWidget(self.browse)
        # without a scan, the keeper says under his name that he saw the order (s. 18(2))
        self.seen_no_scan = QCheckBox(self.tr("Order seen, no scan kept"))
        self.seen_by = QLineEdit(keepers.standing(now().date()).name)
        self.seen_by.setPlaceholderText(self.tr("name of who saw the order"))
        self.seen_by.setEnabled(False)
        self.seen_no_scan.toggled.connect(self.seen_by.setEnabled)
        seen_row = QWidget()
        seen = QHBoxLayout(seen_row)
        seen.setContentsMargins(0, 0, 0, 0)
        seen.addWidget(self.seen_no_scan)
        seen.addWidget(self.seen_by, 1)
        form = QFormLayout()
        form.setVerticalSpacing(2)
        for name, text, w in (("heads", self.tr("Heads released"), self.heads),
                              ("at", self.tr("Released at"), self.at),
                              ("taken_by", self.tr("Taken by"), self.taken_by),
                              ("taken_by_capacity", self.tr("As"), self.capacity),
                              ("scan", self.tr("Scan of the order"), scan_row),
                              ("seen_by", self.tr("Or, without a scan"), seen_row)):
            self.add_field(form, name, text, w)
        self.order = OrderFields(self.tr("The written order"), release_orders.PURPOSE, "",
                                 self.errors, now().date())
        self._offer_roles()
        self.order.issued_on.dateChanged.connect(self._offer_roles)   # the setting is date-effective (Q18)
        buttons = self.button_row(self.tr("Record the release (Ctrl+Enter)"), self.tr("Cancel"))
        self.record_button = self.submit_button
        plain_buttons(self.browse)
        note = QLabel(self.tr(
            "Cattle leave the pound only under ss. 12–15, or on a written order stating reasons from the Director, the local authority, the Magistrate (Chapter V) or a civil court. Nothing is collected."))  # noqa: E501 (a translated text is kept whole)
        note.setWordWrap(True)
        left = QVBoxLayout()
        left.addLayout(form)
        left.addStretch(1)
        columns = QHBoxLayout()
        columns.addLayout(left, 3)
        columns.addWidget(self.order, 2)
        layout = QVBoxLayout(self)
        layout.addWidget(note)
        layout.addLayout(columns, 1)
        layout.addWidget(self.general)
        layout.addLayout(buttons)
        fit_to_screen(self, 1000, 640)

    def _offer_roles(self, *_) -> None:
        """The authorities whose orders the office accepts on the order's date."""
        combo = self.order.role
        current = combo.currentData()
        combo.clear()
        for code in release_orders.allowed_authorities(self.order.issued_on.date().toPython()):
            combo.addItem(bi(ROLES[code]), code)
        if combo.findData(current) >= 0:
            combo.setCurrentIndex(combo.findData(current))

    def choose_scan(self) -> None:
        name, _ = QFileDialog.getOpenFileName(self, self.tr("The scan of the order"), "",
                                              "PDF, JPEG, PNG (*.pdf *.jpg *.jpeg *.png)")
        if name:
            self.scan.setText(name)

    def chosen(self) -> list[int]:
        return self.heads.chosen_seqs()

    def submit(self):
        v = self.order.values()
        draft = release_orders.OrderDraft(v["authority_role"] or "", v["authority"], v["number"], v["issued_on"],
                                          v["reasons"])
        try:
            row = release_orders.release_by_order(self.cv.case_no, self.at.value(), draft, self.taken_by.text(),
                                                  self.capacity.currentData(), self.chosen(),
                                                  self.scan.text().strip() or None, now=self._now(),
                                                  seen_by=self.seen_by.text() if self.seen_no_scan.isChecked()
                                                  else "")
        except Invalid as e:
            first = self.errors.show(e.problems)
            if first is not None:
                first.setFocus()
            return None
        except ServiceError as e:
            self.errors.clear()
            self.general.show_message(str(e))
            return None
        try:   # the record of the release, printed as it is made
            self.path = release_orders.print_release_order(row.release_id)
        except Exception as e:   # the release stands; the record can be printed again from the CLI
            self.general.show_message(crash.sentence(e))
        self.released.emit(self.cv.case_no)
        self.accept()
        return row


class ContestDialog(FormDialog):
    """Q15: the ownership of a case's cattle is contested; they are held
    until a written order under s. 18(2)."""

    marked = Signal(str)

    def __init__(self, case_no: str, parent: QWidget | None = None, now: Callable[[], datetime] = clock.now):
        super().__init__(parent)
        self._now = now
        self.case_no = case_no
        self.setWindowTitle(self.tr("Ownership contested — %1").replace("%1", case_no))
        self.raised_on = date_edit(now().date())
        self.claimants = QLineEdit()
        self.particulars = QPlainTextEdit()
        self.particulars.setFixedHeight(self.fontMetrics().lineSpacing() * 3 + 12)
        form = QFormLayout()
        for name, text, w in (("raised_on", self.tr("Contested since"), self.raised_on),
                              ("claimants", self.tr("Who claims the cattle"), self.claimants),
                              ("particulars", self.tr("Particulars"), self.particulars)):
            self.add_field(form, name, text, w)
        note = QLabel(self.tr(
            "The cattle are then held and released only on a written order (s. 18(2)); release on payment is refused."))
        note.setWordWrap(True)
        buttons = self.button_row(self.tr("Record (Ctrl+Enter)"), self.tr("Cancel"))
        self.record_button = self.submit_button
        layout = QVBoxLayout(self)
        layout.addWidget(note)
        layout.addLayout(form)
        layout.addWidget(self.general)
        layout.addStretch(1)   # spare height below the fields, not between them
        layout.addLayout(buttons)
        fit_to_screen(self, 560, 380)

    def save(self):
        release_orders.mark_contested(self.case_no, self.raised_on.date().toPython(), self.claimants.text(),
                                      self.particulars.toPlainText(), now=self._now())
        self.marked.emit(self.case_no)
        self.accept()
        return release_orders.contest(self.case_no)
