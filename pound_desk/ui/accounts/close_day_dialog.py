"""The close of a day: the figures of the daily statement (Form IV, rule 15)
and of the remittance (rule 13) shown first; then the remittance made with
its voucher and the statement made once, each PDF previewed."""
from __future__ import annotations

from datetime import datetime
from typing import Callable

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFormLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from pound_desk import language
from pound_desk.services.books import accounts
from pound_desk.services.desk import clock
from pound_desk.services.desk.errors import ServiceError
from pound_desk.text import date_str, money, screen_datetime
from pound_desk.ui import fields as form_fields
from pound_desk.ui.accounts.common import button_row, note_label, show_refusal
from pound_desk.ui.fields import ErrorLabel, FieldErrors, add_field, fit_to_screen
from pound_desk.ui.office.common import date_edit
from pound_desk.ui.pdf_preview import show_pdf
from pound_desk.ui.tables import fill, read_only_table


class CloseDayDialog(QDialog):
    changed = Signal()

    def __init__(self, parent: QWidget | None = None, now: Callable[[], datetime] = clock.now):
        super().__init__(parent)
        self._now = now
        self.previews: list[QWidget] = []
        self.setWindowTitle(self.tr("Close of day"))
        fit_to_screen(self, 760, 720)
        self.day = date_edit(now().date())
        self.general = ErrorLabel()
        self.errors = FieldErrors(self.general)
        form = QFormLayout()
        self.errors.add("day", add_field(form, self.tr("Day"), self.day), self.day)
        self.figures_table = read_only_table([self.tr("Figure"), self.tr("Value")])
        self.state = note_label(2)
        self.remit_button = QPushButton(self.tr("&Remit"))
        self.statement_button = QPushButton(self.tr("Make the daily &statement"))
        self.show_statement_button = QPushButton(self.tr("S&how the statement"))
        # a remittance recorded by mistake is reversed, saying why; never edited
        self.reverse_choice = QComboBox()
        self.reverse_reason = QLineEdit()
        self.reverse_reason.setPlaceholderText(self.tr("why it is reversed"))
        self.reverse_button = QPushButton(self.tr("Re&verse this remittance"))
        close = QPushButton(self.tr("Close"))
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(QLabel(self.tr("<b>Figures at the close of the day</b>")))
        layout.addWidget(self.figures_table, 1)
        layout.addWidget(self.state)
        layout.addWidget(self.general)
        layout.addLayout(button_row(self.remit_button, self.statement_button, self.show_statement_button, close))
        reversal = QFormLayout()
        self.errors.add("reverse", add_field(reversal, self.tr("Remittance to reverse"), self.reverse_choice),
                        self.reverse_choice)
        self.errors.add("reason", add_field(reversal, self.tr("Reason for the reversal"), self.reverse_reason),
                        self.reverse_reason)
        reversal.addRow(self.reverse_button)
        layout.addLayout(reversal)
        self.reverse_button.clicked.connect(self.reverse_remittance)
        self.day.dateChanged.connect(lambda *_: self.reload())
        self.remit_button.clicked.connect(self.do_remit)
        self.statement_button.clicked.connect(self.make_statement)
        self.show_statement_button.clicked.connect(self.show_statement)
        close.clicked.connect(self.reject)
        self.reload()

    def chosen_day(self):
        return self.day.date().toPython()

    def reload(self) -> None:
        self.errors.clear()
        day = self.chosen_day()
        f = accounts.figures(day)
        plan = accounts.remittance_plan(day)
        names = f.names or {}

        def heads(counts: dict) -> str:
            if not counts:
                return "0"
            parts = ", ".join(f"{language.pick(*names.get(k, (k, k)))} {n}" for k, n in counts.items())
            return f"{sum(counts.values())} ({parts})"

        rows = [
            (self.tr("Impounded this day"), heads(f.impounded)),
            (self.tr("In the pound at the close"), heads(f.held)),
            (self.tr("Fines collected"), money(f.fines)),
            (self.tr("Feeding charges collected"), money(f.feeding)),
            (self.tr("Sale proceeds received"), money(f.sale_proceeds)),
            (self.tr("Advance received"), money(f.advances)),
            (self.tr("Maintenance spent"), money(f.maintenance)),
            (self.tr("Remitted this day"), money(f.remitted)),
            *[(label, money(m)) for label, m in (
                (self.tr("Deposits under protest received (s. 14)"), f.protest_received),
                (self.tr("Deposits under protest converted"), f.protest_converted),
                (self.tr("Deposits under protest refunded"), f.protest_refunded),
                (self.tr("Paid by seizers (s. 21)"), f.seizer_paid)) if m],
            (self.tr("Cash in hand at the close"), money(f.cash_at_close)),
            (self.tr("Needed for the next day"), money(f.needed_total)
             + (self.tr(" — no feeding rate for: ") + ", ".join(language.pick(*names.get(k, (k, k)))
                                                               for k in f.no_rate)
                if f.no_rate else "")),
        ]
        if plan.retained:
            rows.append((self.tr("Feeding charges retained (s. 16(2))"),
                         money(plan.retained)))
        if plan.advance_unspent:
            rows.append((self.tr("Advance not yet spent, kept"), money(plan.advance_unspent)))
        if plan.proceeds_held:
            rows.append((self.tr("Sale proceeds held for owners"),
                         money(plan.proceeds_held)))
        if plan.protest_held:
            rows.append((self.tr("Deposits under protest held (s. 14)"),
                         money(plan.protest_held)))
        rows.append((self.tr("To remit now (rule 13)"), money(plan.amount)))
        fill(self.figures_table, rows, right={1})
        self.remit_button.setText(self.tr("&Remit %1").replace("%1", money(plan.amount)))
        self.remit_button.setEnabled(bool(plan.amount))
        closing = accounts.day_closing(day)
        done = closing.remitted
        mark = self.tr(" (reversed)")
        lines = [self.tr("Remitted: %1").replace(
            "%1", "; ".join(f"{r.number} {money(r.amount)}{mark if r.reversed else ''}"
                            for r in done))] if done else []
        self.reverse_choice.clear()
        for r in done:
            if not r.reversed:
                self.reverse_choice.addItem(f"{r.number} {money(r.amount)}", r.number)
        self.reverse_button.setEnabled(self.reverse_choice.count() > 0)
        self._plan, self._figures = plan, f
        made_at = closing.statement_made_at
        if made_at is not None:
            lines.append(self.tr("The daily statement for %1 was made at %2; it is never remade.")
                         .replace("%1", date_str(day)).replace("%2", screen_datetime(made_at)))
        self.state.setText("\n".join(lines))
        self.statement_button.setEnabled(made_at is None)
        self.show_statement_button.setEnabled(made_at is not None)

    def _preview(self, path, title: str) -> None:
        self.previews.append(show_pdf(path, title, self))

    def do_remit(self) -> bool:
        day = self.chosen_day()
        plan, f = self._plan, self._figures
        left = plan.cash - plan.amount
        warning = ""
        if left < f.needed_total:
            warning = self.tr("That leaves %1 in hand, less than the %2 needed for the next day: "
                              "the keeper will need an advance from the local authority (rule 17).") \
                .replace("%1", money(left)).replace("%2", money(f.needed_total))
        text = (self.tr("Remit %1 to the local authority for %2 (rule 13), with a numbered voucher?")
                .replace("%1", money(plan.amount)).replace("%2", date_str(day))
                + "\n" + self.tr("Cash in hand at the close: %1; it stays with the pound-keeper: %2.")
                .replace("%1", money(plan.cash)).replace("%2", money(left)))
        if not form_fields.ask_to_record(self, text, warning):
            return False
        try:
            r = accounts.remit_voucher(day, now=self._now())
        except ServiceError as e:
            show_refusal(self.errors, e)
            return False
        self.reload()
        self.changed.emit()
        self._preview(r.pdf_path, self.tr("Remittance voucher %1").replace("%1", r.number))
        return True

    def reverse_remittance(self) -> bool:
        self.errors.clear()
        number = self.reverse_choice.currentData()
        if not number:
            return False        # the button is off while there is none to reverse
        # refused before the question, not after it
        if self.errors.refuse([], accounts.reversal_problems(self.reverse_reason.text())):
            return False
        if not form_fields.ask_to_record(self, self.tr(
                "Reverse remittance %1? A reversing entry is made in the ledger with the reason; "
                "the voucher stays as it was.").replace("%1", self.reverse_choice.currentText())):
            return False
        try:
            accounts.reverse_remittance(number, self.reverse_reason.text(), now=self._now())
        except ServiceError as e:
            show_refusal(self.errors, e)
            return False
        self.reverse_reason.clear()
        self.reload()
        self.changed.emit()
        return True

    def make_statement(self) -> bool:
        day = self.chosen_day()
        now = self._now()
        # rule 15: made after the day's last entry; before the day is over, only when the keeper confirms
        warning = accounts.day_not_over(day, now) if day <= now.date() else ""
        if warning and not self.confirm_early(warning):
            self.general.show_message(warning)
            return False
        try:
            path = accounts.statement_pdf(day, now=now)
        except ServiceError as e:
            show_refusal(self.errors, e)
            return False
        self.reload()
        self.changed.emit()
        self._preview(path, self.tr("Daily statement %1").replace("%1", date_str(day)))
        return True

    def confirm_early(self, warning: str) -> bool:
        """Rule 15: a day's statement is made after its last entry; asked
        before the day is over, the keeper confirms."""
        box = QMessageBox(QMessageBox.Icon.Warning, self.tr("The day is not over"),
                          warning + "\n\n" + self.tr("Make the statement now?"),
                          QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, self)
        box.setDefaultButton(QMessageBox.StandardButton.No)
        self.early_box = box
        return box.exec() == QMessageBox.StandardButton.Yes

    def show_statement(self) -> None:
        day = self.chosen_day()
        try:
            path = accounts.print_statement(day)
        except ServiceError as e:
            show_refusal(self.errors, e)
            return
        self._preview(path, self.tr("Daily statement %1").replace("%1", date_str(day)))
