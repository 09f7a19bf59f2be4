"""Release on payment (s. 12): the claimant, the heads taken, the dues as
of the moment of release (recomputed as the heads or the time change), the
amount paid and the change; then the numbered receipt."""
from __future__ import annotations

from datetime import datetime
from typing import Callable

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QStackedWidget,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from pound_desk import language
from pound_desk.law import records as s12b
from pound_desk.law.dues import Dues
from pound_desk.law.money import Money, MoneyError
from pound_desk.law.problems import Problem
from pound_desk.services.case import cases, releases
from pound_desk.services.case.releases import PaymentShort
from pound_desk.services.desk import clock
from pound_desk.services.desk.errors import Invalid, ServiceError
from pound_desk.text import money
from pound_desk.ui import access, crash, labels
from pound_desk.ui import fields as form_fields
from pound_desk.ui.fields import DateTimeField, EnterMovesOn, ErrorLabel, MoneyEdit, add_field, fit_to_screen
from pound_desk.ui.form_dialog import FormDialog
from pound_desk.ui.head_checklist import HeadChecklist
from pound_desk.ui.pdf_preview import PdfPreview
from pound_desk.ui.receipt_printing import show_receipt
from pound_desk.ui.transliteration import enable_for

NO, KIND, FINE, PERIODS, FEEDING, TOTAL = range(6)


class ReleaseDialog(FormDialog):
    released = Signal(str)   # the receipt number

    def __init__(self, case_no: str, parent: QWidget | None = None,
                 now: Callable[[], datetime] = clock.now):
        super().__init__(parent)
        self._now = now
        self.cv = cases.view(case_no)
        self.dues: Dues | None = None
        self.receipt_no: str | None = None
        self.preview: PdfPreview | None = None
        self.setWindowTitle(self.tr("Release on payment — %1")
                            .replace("%1", self.cv.case_no))
        self.pages = QStackedWidget()
        self.pages.addWidget(self._form_page())
        self.pages.addWidget(self._done_page())
        QVBoxLayout(self).addWidget(self.pages)
        fit_to_screen(self, 1120, 720)
        self.recompute()
        self.claimant_name.setFocus()

    # ------------------------------------------------------------ building
    def _form_page(self) -> QWidget:
        cv = self.cv
        self.heads = HeadChecklist(cv.held)

        self.claimant_name = enable_for(QLineEdit(cv.owner_name))
        self.claimant_capacity = QComboBox()
        for code, (en, ml) in releases.CAPACITIES.items():
            self.claimant_capacity.addItem(language.pick(en, ml), code)
        self.claimant_residence = enable_for(QLineEdit(cv.owner_residence))
        self.evidence = QLineEdit()
        self.evidence.setPlaceholderText(self.tr("required for an agent"))
        # s. 12(b): how the receipt for the cattle was signed in the register
        self.signature = QComboBox()
        for text, code in ((self.tr("Signed in the register by the owner"), s12b.SIGNED),
                           (self.tr("Signed in the register by the owner's agent"), s12b.AGENT),
                           (self.tr("Refused to sign in the register"), s12b.REFUSED)):
            self.signature.addItem(text, code)
        self.at = DateTimeField(self._now())
        # a release dated earlier than now by more than the office's margin says why (printed with it)
        self.late_reason = QLineEdit()
        self.late_reason.setPlaceholderText(self.tr("only when the release is entered late"))
        self.paid = MoneyEdit()

        form = QFormLayout()
        form.setVerticalSpacing(2)
        rows = (
            (self.tr("Heads to release"), "heads", self.heads),
            (self.tr("Claimant's name"), "claimant_name", self.claimant_name),
            (self.tr("Owner or agent"), "claimant_capacity", self.claimant_capacity),
            (self.tr("Claimant's residence"), "claimant_residence",
             self.claimant_residence),
            (self.tr("Evidence of ownership or authority"),
             "evidence", self.evidence),
            (self.tr("Receipt in the register, s. 12(b)"), "signature", self.signature),
            (self.tr("Released on (day and hour)"), "at", self.at),
            (self.tr("Why entered late"), "late_reason", self.late_reason),
        )
        for text, name, widget in rows:
            self.add_field(form, name, text, widget)
        left = QGroupBox(self.tr("Claimant"))
        left_layout = QVBoxLayout(left)
        left_layout.addLayout(form)
        left_layout.addStretch(1)   # spare height below the fields, not between them

        self.table = QTableWidget(0, 6)
        self.table.setHorizontalHeaderLabels([
            self.tr("No."), self.tr("Kind"), self.tr("Fine"),
            self.tr("Periods"), self.tr("Feeding"), self.tr("Total")])
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        # reached by Tab, so a screen reader can read the dues line by line
        self.table.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.table.setAccessibleName(self.tr("Dues of each head"))
        self.table.verticalHeader().setVisible(False)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(KIND, QHeaderView.ResizeMode.Stretch)
        self.total_label = QLabel()
        self.total_label.setStyleSheet("font-size: 15pt; font-weight: bold;")
        self.total_label.setAlignment(Qt.AlignmentFlag.AlignRight)
        self.total_label.setWordWrap(True)   # at a large text size the sum takes two lines, not a cut
        self.notes = QLabel()
        self.notes.setWordWrap(True)
        self.notes.setStyleSheet("color: #8a5a00;")
        self.change_label = QLabel()
        self.change_label.setAlignment(Qt.AlignmentFlag.AlignRight)
        self.change_label.setStyleSheet("font-size: 12pt;")

        pay_form = QFormLayout()
        self.errors.add("paid", add_field(pay_form, self.tr("Amount paid, rupees"),
                                          self.paid), self.paid)

        right = QGroupBox(self.tr("Dues"))
        dues_layout = QVBoxLayout(right)
        dues_layout.addWidget(self.table, 1)
        dues_layout.addWidget(self.total_label)
        dues_layout.addWidget(self.notes)
        dues_layout.addLayout(pay_form)
        dues_layout.addWidget(self.change_label)

        buttons = self.button_row(self.tr("Release and issue receipt (Ctrl+Enter)"), self.tr("Cancel"))
        self.release_button = self.submit_button
        # Enter in the amount (the last field) presses the default button: release

        columns = QHBoxLayout()
        columns.addWidget(left, 2)
        columns.addWidget(right, 3)
        page = QWidget()
        layout = QVBoxLayout(page)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(columns, 1)
        layout.addWidget(self.general)
        layout.addLayout(buttons)

        order = [self.claimant_name, self.claimant_capacity, self.claimant_residence, self.evidence,
                 self.signature, self.at, self.late_reason, self.paid, self.release_button, self.cancel_button,
                 self.heads]
        for a, b in zip(order, order[1:]):
            QWidget.setTabOrder(a, b)
        self._enter = EnterMovesOn(self)
        self._enter.watch(self.claimant_name, self.claimant_capacity, self.claimant_residence,
                          self.evidence, self.signature, self.at, self.late_reason)
        self.heads.itemChanged.connect(self.recompute)
        self.at.dateTimeChanged.connect(self.recompute)
        self.paid.textChanged.connect(self._show_change)
        return page

    def _done_page(self) -> QWidget:
        self.done_label = QLabel()
        self.done_label.setWordWrap(True)
        self.done_label.setStyleSheet("font-size: 14pt;")
        self.done_change = QLabel()
        self.done_change.setStyleSheet("font-size: 12pt;")
        self.print_button = QPushButton(self.tr("&Print the receipt"))
        close = QPushButton(self.tr("&Close"))
        self.print_error = ErrorLabel()
        self.print_button.clicked.connect(self.print_receipt)
        close.clicked.connect(self.accept)
        buttons = QHBoxLayout()
        buttons.addWidget(self.print_button)
        buttons.addWidget(close)
        buttons.addStretch(1)
        page = QWidget()
        layout = QVBoxLayout(page)
        layout.addStretch(1)
        layout.addWidget(self.done_label)
        layout.addWidget(self.done_change)
        layout.addLayout(buttons)
        layout.addWidget(self.print_error)
        layout.addStretch(2)
        return page

    # ------------------------------------------------------------ the dues
    def chosen_seqs(self) -> list[int]:
        return self.heads.chosen_seqs()

    def recompute(self) -> None:
        """The dues as of the release time, for the heads ticked."""
        self.errors.labels["at"].clear_message()
        self.errors.labels["heads"].clear_message()
        seqs = self.chosen_seqs()
        self.dues = None
        if not seqs:
            self.errors.labels["heads"].show_message(
                self.tr("Tick at least one head"))
        else:
            try:
                self.dues = cases.dues(self.cv, self.at.value(), seqs)
            except ServiceError as e:
                self.errors.labels["at"].show_message(str(e))
        self._fill_table()
        self._show_change()

    def _fill_table(self) -> None:
        lines = self.dues.heads if self.dues else ()
        self.table.setRowCount(len(lines))
        kinds = {h.seq: h.kind for h in self.cv.heads}
        for row, line in enumerate(lines):
            values = (str(line.seq), labels.kind(kinds[line.seq]), money(line.fine.amount),
                      str(line.periods), money(line.feeding), money(line.total))
            for col, value in enumerate(values):
                item = QTableWidgetItem(value)
                if col != KIND:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.table.setItem(row, col, item)
        access.speak_rows(self.table)   # a head's dues read aloud whole, each after its heading
        total = self.dues.total if self.dues else Money.zero()
        self.total_label.setText(self.tr("Total due: %1").replace("%1", money(total)))
        self.notes.setText("\n".join(labels.flag(f) for f in (self.dues.flags if self.dues else ())))

    def _show_change(self) -> None:
        self.errors.labels["paid"].clear_message()
        try:
            paid = self.paid.money()
        except MoneyError:
            paid = None
        if paid is None or self.dues is None:
            self.change_label.setText("")
            return
        diff = paid - self.dues.total
        if diff.paise >= 0:
            self.change_label.setText(self.tr("Change to return: %1")
                                      .replace("%1", money(diff)))
        else:
            self.change_label.setText(self.tr("Short by: %1").replace("%1", money(-diff)))

    # ------------------------------------------------------------ releasing
    def save(self) -> str | None:
        if self.pages.currentIndex() != 0:
            return None
        seqs = self.chosen_seqs()
        # every refusal at once: the claim's, the heads' and the amount's
        problems = releases.claim_problems(
            self.at.value(), self.claimant_name.text(), self.claimant_capacity.currentData(),
            self.claimant_residence.text(), self.evidence.text(), seqs, self._now(),
            self.signature.currentData(), self.late_reason.text())
        if not seqs:
            # the service reads "no heads named" as "all held heads": never send that by mistake
            problems = [p for p in problems if p.field != "heads"]
            problems.append(Problem("heads", self.tr("Tick at least one head")))
        try:
            paid = self.paid.money()
        except MoneyError:
            paid = None
        if paid is None:
            problems.append(Problem("paid", self.tr("Type the amount paid, e.g. 350 or 350.50")))
        if problems:
            raise Invalid(problems)
        due = self.dues.total if self.dues else Money.zero()
        if not paid < due and not form_fields.ask_to_record(self, self.tr(
                "Release head(s) %1 to %2 on payment of %3 (due %4) and issue the receipt?")
                .replace("%1", ", ".join(map(str, seqs))).replace("%2", self.claimant_name.text().strip())
                .replace("%3", money(paid)).replace("%4", money(due))):
            return None
        try:
            receipt = releases.release_paid(
                self.cv.case_no, self.at.value(), self.claimant_name.text(), paid,
                claimant_capacity=self.claimant_capacity.currentData(),
                claimant_residence=self.claimant_residence.text(), evidence=self.evidence.text(),
                head_seqs=seqs, now=self._now(), signature=self.signature.currentData(),
                late_reason=self.late_reason.text())
        except PaymentShort as e:
            self.errors.labels["paid"].show_message(
                self.tr("%1 more is needed (due %2, paid %3). Nothing was released.")
                .replace("%1", money(e.due - e.paid)).replace("%2", money(e.due))
                .replace("%3", money(e.paid)))
            self.paid.setFocus()
            self.paid.selectAll()
            return None
        self.receipt_no = receipt.number
        self.done_label.setText(self.tr("Released. Receipt no. %1")
                                .replace("%1", receipt.number))
        change = receipt.tendered - receipt.total
        self.done_change.setText(
            self.tr("Received %1 for dues of %2; change to return %3")
            .replace("%1", money(receipt.tendered))
            .replace("%2", money(receipt.total)).replace("%3", money(change)))
        self.pages.setCurrentIndex(1)
        self.print_button.setFocus()
        self.released.emit(receipt.number)
        self.print_receipt()
        return receipt.number

    def print_receipt(self) -> PdfPreview | None:
        if not self.receipt_no:
            return None
        try:
            self.preview = show_receipt(self.receipt_no,
                                        self.tr("Receipt — %1").replace("%1", self.receipt_no), self)
        except Exception as e:  # the release is recorded; only the paper failed
            self.print_error.show_message(self.tr("Could not make the receipt: %1")
                                          .replace("%1", crash.sentence(e)))
            return None
        return self.preview
