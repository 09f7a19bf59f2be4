"""Surplus proceeds held in deposit (s. 16(3), s. 17): every deposit with its
last day to claim, the claims to the chosen one, a claim recorded, and the
deposit closed: paid to a claimant whose claim in time was established,
or credited to the local authority's fund."""
from __future__ import annotations

from datetime import datetime
from typing import Callable

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QDialog, QFormLayout, QGroupBox, QHBoxLayout, QLineEdit, QPushButton, QVBoxLayout, QWidget

from pound_desk.law.problems import Problem
from pound_desk.services.desk import clock
from pound_desk.services.desk.errors import ServiceError
from pound_desk.services.disposal import deposits
from pound_desk.text import date_str, money
from pound_desk.ui.accounts.common import button_row, note_label, show_refusal
from pound_desk.ui.fields import ErrorLabel, FieldErrors, add_field, bi, fit_to_screen
from pound_desk.ui.office.common import date_edit
from pound_desk.ui.tables import fill, read_only_table


class DepositsDialog(QDialog):
    changed = Signal()

    def __init__(self, parent: QWidget | None = None, now: Callable[[], datetime] = clock.now):
        super().__init__(parent)
        self._now = now
        self.views: list[deposits.DepositView] = []
        self.setWindowTitle(self.tr("Deposits of unclaimed proceeds (ss. 16(3), 17)"))
        fit_to_screen(self, 900, 760)
        today = now().date()
        self.table = read_only_table([self.tr("Case"), self.tr("Deposited"),
                                      self.tr("Amount"), self.tr("Last day to claim"),
                                      self.tr("State")])
        self.claims = read_only_table([self.tr("Preferred"), self.tr("Claimant"),
                                       self.tr("Particulars"), self.tr("In time?"),
                                       self.tr("Decision")])
        self.claims.setMaximumHeight(150)
        self.general = ErrorLabel()
        self.errors = FieldErrors(self.general)

        claim_box = QGroupBox(self.tr("Record a claim"))
        form = QFormLayout(claim_box)
        self.claimant = QLineEdit()
        self.preferred_on = date_edit(today)
        self.particulars = QLineEdit()
        for name, text, w in (("claimant", self.tr("Claimant"), self.claimant),
                              ("preferred_on", self.tr("Preferred on"), self.preferred_on),
                              ("particulars", self.tr("Particulars"), self.particulars)):
            self.errors.add(name, add_field(form, text, w), w)
        self.claim_button = QPushButton(self.tr("Record the &claim"))
        form.addRow(button_row(self.claim_button))

        close_box = QGroupBox(self.tr("Decide or close"))
        form = QFormLayout(close_box)
        self.on = date_edit(today)
        self.reference = QLineEdit()
        self.reference.setPlaceholderText(self.tr("order no. and date"))
        for name, text, w in (("on", self.tr("Date"), self.on),
                              ("reference", self.tr("Order"), self.reference)):
            self.errors.add(name, add_field(form, text, w), w)
        self.pay_button = QPushButton(self.tr("&Pay the chosen claimant"))
        self.reject_button = QPushButton(self.tr("Claim &not established"))
        self.credit_button = QPushButton(self.tr("Credit to the local authority's &fund (s. 17)"))
        form.addRow(button_row(self.pay_button, self.reject_button))
        form.addRow(button_row(self.credit_button))

        close = QPushButton(self.tr("Close"))
        self.detail = note_label(3)
        boxes = QHBoxLayout()
        boxes.addWidget(claim_box, 1)
        boxes.addWidget(close_box, 1)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table, 2)
        layout.addWidget(self.detail)
        layout.addWidget(self.claims, 1)
        layout.addLayout(boxes)
        layout.addWidget(self.general)
        layout.addLayout(button_row(close))
        self.table.itemSelectionChanged.connect(self.show_claims)
        self.claims.itemSelectionChanged.connect(self._buttons)
        self.claim_button.clicked.connect(self.record_claim)
        self.pay_button.clicked.connect(self.pay_claimant)
        self.reject_button.clicked.connect(self.reject_claim)
        self.credit_button.clicked.connect(self.credit_deposit)
        close.clicked.connect(self.reject)
        self.reload()

    # ------------------------------------------------------------ lists

    def reload(self, keep_id: int | None = None) -> None:
        today = self._now().date()
        self.views = deposits.all_deposits()
        fill(self.table, [(v.case_no, date_str(v.deposited_on), money(v.amount), date_str(v.last_claim_day),
                           bi(deposits.STATES[v.state(today)])) for v in self.views], right={2},
             muted_rows={i for i, v in enumerate(self.views) if v.outcome})
        row = next((i for i, v in enumerate(self.views) if v.id == keep_id), 0 if self.views else -1)
        if row >= 0:
            self.table.selectRow(row)
        self.show_claims()

    def chosen(self) -> deposits.DepositView | None:
        row = self.table.currentRow()
        return self.views[row] if 0 <= row < len(self.views) else None

    def chosen_claim(self) -> deposits.ClaimView | None:
        v, row = self.chosen(), self.claims.currentRow()
        return v.claims[row] if v is not None and 0 <= row < len(v.claims) else None

    def show_claims(self) -> None:
        v = self.chosen()
        if v is None:
            self.detail.setText(self.tr("No deposits yet."))
            fill(self.claims, [])
            self._buttons()
            return
        words = {"established": self.tr("established"),
                 "rejected": self.tr("not established"), "": self.tr("undecided")}
        fill(self.claims, [(date_str(c.preferred_on), c.claimant, c.particulars,
                            self.tr("late") if c.late else self.tr("in time"),
                            words[c.decision] + (f" — {c.decision_reference}" if c.decision_reference else ""))
                           for c in v.claims])
        text = self.tr("Case %1: %2 held in deposit from %3; claims may be preferred until %4 (s. 16(3)).") \
            .replace("%1", v.case_no).replace("%2", money(v.amount)).replace("%3", date_str(v.deposited_on)) \
            .replace("%4", date_str(v.last_claim_day))
        if v.outcome:
            text += " " + self.tr("Closed on %1: %2 (%3).").replace("%1", date_str(v.closed_on)) \
                .replace("%2", bi(deposits.STATES[v.outcome])).replace("%3", v.closing_reference)
        self.detail.setText(text)
        if v.claims:
            self.claims.selectRow(0)
        self._buttons()

    def _buttons(self) -> None:
        v, c = self.chosen(), self.chosen_claim()
        open_ = v is not None and not v.outcome
        self.claim_button.setEnabled(open_)
        self.credit_button.setEnabled(open_)
        undecided = open_ and c is not None and not c.decision
        self.pay_button.setEnabled(undecided and not c.late)
        self.reject_button.setEnabled(undecided)

    # ------------------------------------------------------------ actions

    def _run(self, work, problems: Callable[[], list[Problem]] = list, claim: bool = False) -> bool:
        """``work`` on the chosen deposit; ``problems``: the service's of the
        fields as given, shown with "choose a deposit" (or the claim) at once."""
        self.errors.clear()
        v = self.chosen()
        missing = [] if v is not None else [Problem("deposit", self.tr("Choose a deposit first"))]
        if claim and self.chosen_claim() is None:
            missing.append(Problem("claim", self.tr("Choose the claim in the list of claims first")))
        if missing:
            self.errors.refuse(missing, problems())
            return False
        try:
            work(v)
        except ServiceError as e:
            show_refusal(self.errors, e)
            return False
        self.reload(keep_id=v.id)
        self.changed.emit()
        return True

    def record_claim(self) -> bool:
        def work(v):
            deposits.record_claim(v.id, self.claimant.text(), self.preferred_on.date().toPython(),
                                  self.particulars.text(), now=self._now())
            self.claimant.clear()
            self.particulars.clear()
        return self._run(work, lambda: deposits.claim_problems(self.claimant.text(),
                                                               self.preferred_on.date().toPython(), self._now()))

    def _claim_or_refuse(self) -> deposits.ClaimView:
        c = self.chosen_claim()
        if c is None:
            raise ServiceError(self.tr("Choose the claim in the list of claims first"))
        return c

    def _closing_problems(self) -> list[Problem]:
        return deposits.closing_problems(self.on.date().toPython(), self.reference.text().strip(), self._now())

    def pay_claimant(self) -> bool:
        def work(v):
            deposits.pay(v.id, self._claim_or_refuse().id, self.on.date().toPython(), self.reference.text(),
                         now=self._now())
        return self._run(work, self._closing_problems, claim=True)

    def reject_claim(self) -> bool:
        def work(v):
            deposits.reject_claim(self._claim_or_refuse().id, self.on.date().toPython(), self.reference.text(),
                                  now=self._now())
        return self._run(work, self._closing_problems, claim=True)

    def credit_deposit(self) -> bool:
        # the reference may be left for the words of s. 17: only the date is the person's to get wrong
        def work(v):
            deposits.credit(v.id, self.on.date().toPython(), self.reference.text(), now=self._now())
        return self._run(work, lambda: [p for p in self._closing_problems() if p.field != "reference"])
