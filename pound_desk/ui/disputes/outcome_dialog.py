"""The outcome of a complaint (ss. 21, 22): dismissed, withdrawn, or the
seizure adjudged illegal with compensation (at most Rs 100), the heads still
held released without payment and their dues charged to the seizer, and a
deposit under protest converted or, if the order says so, refunded. Given
once."""
from __future__ import annotations

from datetime import datetime
from typing import Callable

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QCheckBox, QComboBox, QFormLayout, QLabel, QLineEdit, QVBoxLayout, QWidget

from pound_desk import language
from pound_desk.law import complaints as complaints_law
from pound_desk.law.money import Money, MoneyError
from pound_desk.law.problems import Problem
from pound_desk.services.case import cases
from pound_desk.services.desk import clock
from pound_desk.services.desk.errors import ServiceError
from pound_desk.services.disputes import complaints, protest
from pound_desk.text import date_str, money
from pound_desk.ui import crash
from pound_desk.ui.disputes.common import DayField
from pound_desk.ui.fields import DateTimeField, EnterMovesOn, MoneyEdit, fit_to_screen
from pound_desk.ui.form_dialog import FormDialog
from pound_desk.ui.pdf_preview import show_pdf


class OutcomeDialog(FormDialog):
    decided = Signal(int)   # the complaint's id

    def __init__(self, case_no: str, parent: QWidget | None = None,
                 now: Callable[[], datetime] = clock.now):
        super().__init__(parent)
        self._now = now
        self.cv = cases.view(case_no)
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
        self.adjudged = QComboBox()
        for code, (en, ml) in complaints.ADJUDGED.items():
            self.adjudged.addItem(language.pick(en, ml), code)
        self.liable_role = QComboBox()
        for code, (en, ml) in complaints.LIABLE_ROLES.items():
            self.liable_role.addItem(language.pick(en, ml), code)
        self.liable_name = QLineEdit()
        self.liable_name.setPlaceholderText(self.tr("By default the seizer, or the pound-keeper"))
        self.reference = QLineEdit()
        self.decided_on = DayField(self._now().date())
        self.compensation = MoneyEdit()
        self.refund = QCheckBox(self.tr("The order directs the deposit under protest refunded"))
        self.released_at = DateTimeField(self._now())
        self.effect = QLabel()
        self.effect.setWordWrap(True)
        form = QFormLayout()
        form.setVerticalSpacing(2)
        for text, name, widget in (
                (self.tr("Complaint"), "complaint", self.complaint),
                (self.tr("Outcome"), "outcome", self.outcome),
                (self.tr("Adjudged illegal (s. 21)"), "adjudged", self.adjudged),
                (self.tr("Liable: who made the seizure or detained the cattle"), "liable_role", self.liable_role),
                (self.tr("Name of the one liable"), "liable_name", self.liable_name),
                (self.tr("Order's reference"), "reference", self.reference),
                (self.tr("Order's date"), "decided_on", self.decided_on),
                (self.tr("Compensation payable by the one liable, at most ₹100 (s. 21(1))"),
                 "compensation", self.compensation),
                (self.tr("Refund"), "refund", self.refund),
                (self.tr("Heads still held released at (s. 21(2))"), "released_at",
                 self.released_at)):
            self.add_field(form, name, text, widget)
        buttons = self.button_row(self.tr("&Record the outcome (Ctrl+Enter)"), self.tr("Cancel"))
        self.save_button = self.submit_button
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.effect)
        layout.addStretch(1)
        layout.addWidget(self.general)
        layout.addLayout(buttons)
        self._enter = EnterMovesOn(self)
        self._enter.watch(self.complaint, self.outcome, self.reference, self.decided_on, self.compensation)
        self.outcome.currentIndexChanged.connect(lambda *_: self.show_effect())
        self.complaint.currentIndexChanged.connect(lambda *_: self._default_finding())
        self.adjudged.currentIndexChanged.connect(lambda *_: self._default_liable())
        self.adjudged.currentIndexChanged.connect(lambda *_: self.show_effect())
        self.liable_role.currentIndexChanged.connect(lambda *_: self.show_effect())
        self._default_finding()
        self.refund.toggled.connect(lambda *_: self.show_effect())
        self.released_at.dateTimeChanged.connect(lambda *_: self.show_effect())
        if not self.pending:
            self.general.show_message(self.tr("No complaint about this case is pending"))
            self.save_button.setEnabled(False)
        self.show_effect()
        self.reference.setFocus()

    def _default_finding(self) -> None:
        """What the complaint was of decides what is adjudged, by default."""
        v = next((v for v in self.pending if v.id == self.complaint.currentData()), None)
        if v is not None:
            adjudged, _ = complaints_law.finding(v.ground, None, None)
            self.adjudged.setCurrentIndex(self.adjudged.findData(adjudged))
        self._default_liable()

    def _default_liable(self) -> None:
        """s. 21: the seizer pays for a seizure, the one who detained for a detention."""
        _, liable = complaints_law.finding("", self.adjudged.currentData(), None)
        self.liable_role.setCurrentIndex(self.liable_role.findData(liable))

    def show_effect(self) -> None:
        """What recording the outcome will do, before it is done."""
        illegal = self.outcome.currentData() == "illegal"
        deposits = [d for d in protest.of_case(self.cv.case_no) if d.state in ("held", "awaiting_outcome",
                                                                                  "convert_due")]
        for w in (self.compensation, self.released_at, self.adjudged, self.liable_role, self.liable_name):
            w.setEnabled(illegal)
        self.refund.setEnabled(illegal and bool(deposits))
        lines = []
        if illegal:
            at = self.released_at.value()
            held = cases.held_at(self.cv, at) if at >= self.cv.brought_at else []
            if held:
                try:
                    due = cases.dues(self.cv, at, [h.seq for h in held])
                    text = (self.tr("1 head released without payment; %2 due from %3 (fines and charges)")
                            if len(held) == 1 else
                            self.tr("%1 heads released without payment; %2 due from %3 (fines and charges)"))
                    lines.append(text.replace("%1", str(len(held))).replace("%2", money(due.total))
                                 .replace("%3", self.liable_role.currentText()))
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

    def save(self) -> int:
        if self.complaint.currentData() is None:
            raise ServiceError(self.tr("No complaint about this case is pending"))
        illegal = self.outcome.currentData() == "illegal"
        compensation, own = self._compensation(illegal)
        order = self._order(illegal)
        # every refusal at once: the amount's with the order's own
        self.refuse_all(own, complaints.decision_problems(
            self.decided_on.value(), self.outcome.currentData(), self.reference.text(),
            compensation=compensation, now=self._now(), **order))
        complaint_id = self.complaint.currentData()
        complaints.decide(complaint_id, self.decided_on.value(), self.outcome.currentData(),
                          self.reference.text(), compensation=compensation, now=self._now(), **order)
        self.decided.emit(complaint_id)
        if order["refund"] and not self._print_refund():
            return complaint_id
        self.accept()
        return complaint_id

    def _compensation(self, illegal: bool) -> tuple[Money | None, list[Problem]]:
        """The compensation an illegal seizure's order awards (none for any
        other), or the problem of its field when what is typed is not an amount."""
        if not illegal:
            return None, []
        try:
            return self.compensation.money(), []
        except MoneyError:
            return None, [Problem("compensation", self.tr("Not an amount"))]

    def _order(self, illegal: bool) -> dict:
        """What only an order adjudging the seizure illegal carries (s. 21):
        the refund, the release of the heads, what was illegal and who is
        liable; left out of any other."""
        if not illegal:
            return {"refund": False, "released_at": None, "adjudged": None, "liable_role": None,
                    "liable_name": ""}
        return {"refund": self.refund.isChecked(), "released_at": self.released_at.value(),
                "adjudged": self.adjudged.currentData(), "liable_role": self.liable_role.currentData(),
                "liable_name": self.liable_name.text()}

    def _print_refund(self) -> bool:
        """The refund voucher shown, to be signed by the payee; False when it
        could not be (the refund stands; the voucher can be printed again)."""
        for d in protest.of_case(self.cv.case_no):
            if d.state == "refunded" and d.closed_at and d.voucher:
                try:
                    self.preview = show_pdf(protest.print_refund(d.number), d.voucher, self.parent())
                except Exception as e:
                    self.general.show_message(crash.sentence(e))
                    return False
        return True
