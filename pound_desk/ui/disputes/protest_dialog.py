"""Deposit under protest (s. 14): the owner or agent refuses to pay, saying
the seizure was illegal and that a complaint is about to be made; the fines
and charges as of now are deposited and the chosen heads delivered. The
dues are recomputed as the heads or the time change; then the receipt."""
from __future__ import annotations

from datetime import datetime
from typing import Callable

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QComboBox, QFormLayout, QLabel, QLineEdit, QPlainTextEdit, QVBoxLayout, QWidget

from pound_desk import language
from pound_desk.law.money import MoneyError
from pound_desk.law.problems import Problem
from pound_desk.services.case import cases, releases
from pound_desk.services.desk import clock
from pound_desk.services.desk.errors import Invalid, ServiceError
from pound_desk.services.disputes import protest
from pound_desk.text import date_str, money
from pound_desk.ui import crash
from pound_desk.ui import fields as form_fields
from pound_desk.ui.fields import DateTimeField, EnterMovesOn, MoneyEdit, fit_to_screen
from pound_desk.ui.form_dialog import FormDialog
from pound_desk.ui.head_checklist import HeadChecklist
from pound_desk.ui.pdf_preview import show_pdf


class ProtestDialog(FormDialog):
    deposited = Signal(str)   # the deposit's number

    def __init__(self, case_no: str, parent: QWidget | None = None,
                 now: Callable[[], datetime] = clock.now):
        super().__init__(parent)
        self._now = now
        self.cv = cases.view(case_no)
        self.number: str | None = None
        self.preview = None
        self.setWindowTitle(self.tr("Deposit under protest (s. 14) — %1")
                            .replace("%1", self.cv.case_no))
        fit_to_screen(self, 720, 760)
        about = QLabel(self.tr(
            "The owner or agent refuses to pay, saying the seizure was illegal and that a complaint under s. 19 is about to be made. On deposit of the fines and charges the cattle are delivered; the deposit is held apart until the complaint window closes or the complaint is decided."))  # noqa: E501 (a translated text is kept whole)
        about.setWordWrap(True)
        self.heads = HeadChecklist(self.cv.held)
        self.depositor_name = QLineEdit(self.cv.owner_name)
        self.depositor_capacity = QComboBox()
        for code, (en, ml) in releases.CAPACITIES.items():
            self.depositor_capacity.addItem(language.pick(en, ml), code)
        self.depositor_residence = QLineEdit(self.cv.owner_residence)
        self.evidence = QLineEdit()
        self.evidence.setPlaceholderText(self.tr("required for an agent"))
        self.intention = QPlainTextEdit()
        self.intention.setTabChangesFocus(True)
        self.intention.setMaximumHeight(70)
        self.intention.setPlaceholderText(self.tr(
            "What was said: why the seizure is illegal, to whom the complaint will be made"))
        self.at = DateTimeField(self._now())
        self.paid = MoneyEdit()
        self.due_label = QLabel()
        self.due_label.setWordWrap(True)
        self.window_label = QLabel()
        self.window_label.setWordWrap(True)
        form = QFormLayout()
        form.setVerticalSpacing(2)
        for text, name, widget in (
                (self.tr("Heads delivered"), "heads", self.heads),
                (self.tr("Deposited by"), "depositor_name", self.depositor_name),
                (self.tr("Owner or agent"), "depositor_capacity", self.depositor_capacity),
                (self.tr("Residence"), "depositor_residence", self.depositor_residence),
                (self.tr("Agent's written authority"), "evidence", self.evidence),
                (self.tr("Statement: the seizure is illegal, a complaint is to be made"),
                 "intention", self.intention),
                (self.tr("When (day and hour)"), "at", self.at),
                (self.tr("Amount deposited"), "paid", self.paid)):
            self.add_field(form, name, text, widget)
        buttons = self.button_row(self.tr("&Take the deposit and deliver (Ctrl+Enter)"), self.tr("Cancel"))
        self.save_button = self.submit_button
        layout = QVBoxLayout(self)
        layout.addWidget(about)
        layout.addLayout(form)
        layout.addWidget(self.due_label)
        layout.addWidget(self.window_label)
        layout.addStretch(1)
        layout.addWidget(self.general)
        layout.addLayout(buttons)
        self._enter = EnterMovesOn(self)
        self._enter.watch(self.depositor_name, self.depositor_capacity, self.depositor_residence, self.evidence,
                          self.at, self.paid)
        self.heads.itemChanged.connect(lambda *_: self.recompute())
        self.at.dateTimeChanged.connect(lambda *_: self.recompute())
        ends = protest.window_ends(self.cv)
        if ends:
            self.window_label.setText(self.tr("Complaints may be made until %1 (s. 19)").replace("%1", date_str(ends)))
        self.recompute()
        self.depositor_name.setFocus()

    def chosen(self) -> list[int]:
        return self.heads.chosen_seqs()

    def recompute(self) -> None:
        seqs = self.chosen()
        if not seqs:
            self.due_label.setText(self.tr("Choose the heads"))
            return
        try:
            due = cases.dues(self.cv, self.at.value(), seqs)
        except ServiceError as e:
            self.due_label.setText(str(e))
            return
        self.due_label.setText(self.tr("To deposit: fines %1 + feeding %2 = <b>%3</b>")
                               .replace("%1", money(due.fine)).replace("%2", money(due.feeding))
                               .replace("%3", money(due.total)))

    def save(self) -> str | None:
        own: list[Problem] = []
        try:
            paid = self.paid.money()
        except MoneyError:
            paid = None
            own.append(Problem("paid", self.tr("Not an amount")))
        else:
            if paid is None:
                own.append(Problem("paid", self.tr("Enter the amount deposited")))
        # every refusal at once: the amount's with the deposit's own
        self.refuse_all(own, protest.deposit_problems(
            self.at.value(), self.depositor_name.text(), self.intention.toPlainText(),
            self.depositor_capacity.currentData(), self.depositor_residence.text(), self.evidence.text(),
            head_seqs=self.chosen(), now=self._now()))
        if not form_fields.ask_to_record(self, self.tr("Record a deposit under protest of %1 (s. 14)?")
                                         .replace("%1", money(paid))):
            return None
        try:
            number = protest.take_deposit(self.cv.case_no, self.at.value(), self.depositor_name.text(), paid,
                                          self.intention.toPlainText(), self.depositor_capacity.currentData(),
                                          self.depositor_residence.text(), self.evidence.text(),
                                          head_seqs=self.chosen(), now=self._now())
        except protest.DepositShort as e:
            raise Invalid([Problem("paid", str(e))]) from e
        self.number = number
        self.deposited.emit(number)
        try:
            path = protest.print_deposit(number)
            self.preview = show_pdf(path, self.tr("Deposit under protest — %1")
                                    .replace("%1", number), self.parent())
        except Exception as e:   # the deposit stands; the receipt can be printed again from the case
            self.general.show_message(crash.sentence(e))
            return number
        self.accept()
        return number
