"""The outcome of a complaint (ss. 21, 22): dismissed, withdrawn, or the
seizure adjudged illegal with compensation (at most Rs 100), the heads still
held released without payment and their dues charged to the seizer, and a
deposit under protest converted or, if the order says so, refunded. Given
once."""
from __future__ import annotations

from datetime import datetime
from typing import Callable

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (QCheckBox, QComboBox, QDialog, QFormLayout, QHBoxLayout, QLabel, QLineEdit,
                               QPushButton, QVBoxLayout, QWidget)

from pound_desk import language
from pound_desk.law.money import MoneyError
from pound_desk.law.seizure import Problem
from pound_desk.services import cases, clock, complaints, protest
from pound_desk.services.errors import Invalid, ServiceError
from pound_desk.text import date_str, money
from pound_desk.ui.disputes.common import DayField
from pound_desk.ui.fields import (DateTimeField, EnterMovesOn, ErrorLabel, FieldErrors, MoneyEdit, add_field,
                                  fit_to_screen, submit_and_cancel)
from pound_desk.ui import crash


class OutcomeDialog(QDialog):
    decided = Signal(int)   # the complaint's id

    def __init__(self, case_no: str, parent: QWidget | None = None,
                 now: Callable[[], datetime] = clock.now):
        super().__init__(parent)
        self._now = now
        self.cv = cases.view(case_no, with_events=False)
        self.preview = None
        self.setWindowTitle(self.tr("Outcome of a complaint (ss. 21, 22) — %1")
                            .replace("%1", self.cv.case_no))
        fit_to_screen(self, 680, 700)
        self.pending = [v for v in complaints.of_case(case_no) if not v.outcome]
        self.complaint = QComboBox()
        for v in self.pending:
            late = self.tr(" (late)") if v.late else ""
            self.complaint.addItem(f"{v.id}: {v.complainant}, {date_str(v.filed_on)}, {v.authority}{late}", v.id)
        self.outcome = QComboBox()
        for code, (en, ml) in complaints.OUTCOMES.items():
            self.outcome.addItem(language.pick(en, ml), code)
        self.reference = QLineEdit()
        self.decided_on = DayField(self._now().date())
        self.compensation = MoneyEdit()
        self.refund = QCheckBox(self.tr("The order directs the deposit under protest refunded"))
        self.released_at = DateTimeField(self._now())
        self.effect = QLabel()
        self.effect.setWordWrap(True)
        self.general = ErrorLabel()
        self.errors = FieldErrors(self.general)
        form = QFormLayout()
        form.setVerticalSpacing(2)
        for text, name, widget in (
                (self.tr("Complaint"), "complaint", self.complaint),
                (self.tr("Outcome"), "outcome", self.outcome),
                (self.tr("Order's reference"), "reference", self.reference),
                (self.tr("Order's date"), "decided_on", self.decided_on),
                (self.tr("Compensation payable by the seizer, at most ₹100 (s. 21(1))"),
                 "compensation", self.compensation),
                (self.tr("Refund"), "refund", self.refund),
                (self.tr("Heads still held released at (s. 21(2))"), "released_at",
                 self.released_at)):
            self.errors.add(name, add_field(form, text, widget), widget)
        self.save_button = QPushButton(self.tr("&Record the outcome (Ctrl+Enter)"))
        cancel = QPushButton(self.tr("Cancel"))
        submit_and_cancel(self, self.save_button, cancel, self.submit)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.save_button)
        buttons.addWidget(cancel)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.effect)
        layout.addStretch(1)
        layout.addWidget(self.general)
        layout.addLayout(buttons)
        self._enter = EnterMovesOn(self)
        self._enter.watch(self.complaint, self.outcome, self.reference, self.decided_on, self.compensation)
        self.outcome.currentIndexChanged.connect(lambda *_: self.show_effect())
        self.refund.toggled.connect(lambda *_: self.show_effect())
        self.released_at.dateTimeChanged.connect(lambda *_: self.show_effect())
        if not self.pending:
            self.general.show_message(self.tr("No complaint about this case is pending"))
            self.save_button.setEnabled(False)
        self.show_effect()
        self.reference.setFocus()

    def show_effect(self) -> None:
        """What recording the outcome will do, before it is done."""
        illegal = self.outcome.currentData() == "illegal"
        deposits = [d for d in protest.of_case(self.cv.case_no) if d.state in ("held", "awaiting_outcome",
                                                                                  "convert_due")]
        for w in (self.compensation, self.released_at):
            w.setEnabled(illegal)
        self.refund.setEnabled(illegal and bool(deposits))
        lines = []
        if illegal:
            at = self.released_at.value()
            held = cases.held_at(self.cv, at) if at >= self.cv.brought_at else []
            if held:
                try:
                    due = cases.dues(self.cv, at, [h.seq for h in held])
                    lines.append(self.tr("%1 head(s) released without payment; %2 due from the seizer (fines and charges)")
                                 .replace("%1", str(len(held))).replace("%2", money(due.total)))
                except ServiceError as e:
                    lines.append(str(e))
        for d in deposits:
            if illegal and self.refund.isChecked():
                lines.append(self.tr("Deposit %1 (%2) refunded")
                             .replace("%1", d.number).replace("%2", money(d.total)))
            else:
                lines.append(self.tr("Deposit %1 (%2) converted to fines and charges")
                             .replace("%1", d.number).replace("%2", money(d.total)))
        self.effect.setText("\n".join(lines))

    def submit(self) -> None:
        self.errors.clear()
        if self.complaint.currentData() is None:
            self.general.show_message(self.tr("No complaint about this case is pending"))
            return
        illegal = self.outcome.currentData() == "illegal"
        try:
            compensation = self.compensation.money() if illegal else None
        except MoneyError:
            self.errors.show([Problem("compensation", self.tr("Not an amount"))])
            self.compensation.setFocus()
            return
        try:
            complaints.decide(self.complaint.currentData(), self.decided_on.value(), self.outcome.currentData(),
                              self.reference.text(), compensation=compensation,
                              refund=illegal and self.refund.isChecked(),
                              released_at=self.released_at.value() if illegal else None, now=self._now())
        except Invalid as e:
            first = self.errors.show(e.problems)
            if first is not None:
                first.setFocus()
            return
        except ServiceError as e:
            self.general.show_message(str(e))
            return
        self.decided.emit(self.complaint.currentData())
        if illegal and self.refund.isChecked():   # the refund voucher, to be signed by the payee
            from pound_desk.ui.pdf_preview import show_pdf

            for d in protest.of_case(self.cv.case_no):
                if d.state == "refunded" and d.closed_at and d.voucher:
                    try:
                        self.preview = show_pdf(protest.print_refund(d.number), d.voucher, self.parent())
                    except Exception as e:   # the refund stands; the voucher can be printed again
                        self.general.show_message(crash.sentence(e))
                        return
        self.accept()
