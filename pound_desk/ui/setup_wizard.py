"""First run: the pound's particulars, the kinds of cattle it sees, and the
rates it charges (fines under s. 11(1), feeding and watering under s. 4),
or a ready demo pound to try the program with.

Finishing sets up the pound and then adds the rates. The rates are checked
for what can be checked on screen before the pound is written; if the
service still refuses some, the pound stays set up and the keeper corrects
the rates on the same page and finishes again.
"""
from __future__ import annotations

from datetime import date
from typing import Callable

from PySide6.QtCore import QDate, Qt
from PySide6.QtWidgets import (
    QDateEdit,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QRadioButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
    QWizard,
    QWizardPage,
)

from pound_desk.law.kinds import ACT_KINDS
from pound_desk.law.money import MoneyError
from pound_desk.law.problems import Problem
from pound_desk.law.rates import RateEntry, RateType
from pound_desk.services.desk import users
from pound_desk.services.desk.errors import Invalid, ServiceError
from pound_desk.services.office import pound, rates
from pound_desk.ui import labels
from pound_desk.ui.fields import DATE_FORMAT, ErrorLabel, FieldErrors, MoneyEdit, add_field, fit_to_screen, with_error
from pound_desk.ui.sign_in_dialog import FirstUserFields

# Checked at first: the kinds a Kerala pound sees most.
COMMON_KINDS = ("cow", "ox", "bull", "buffalo", "goat", "kid")
POUND_FIELDS = ("name", "place", "local_authority", "local_area", "keeper_name")

WELCOME, PARTICULARS, KINDS, RATES, FIRST_USER = range(5)


class WelcomePage(QWizardPage):
    def __init__(self, start_demo: Callable[[], bool]):
        super().__init__()
        self._start_demo = start_demo
        self.setTitle(self.tr("Welcome to Pound Desk"))
        self.setSubTitle(self.tr(
            "The register, receipts and accounts of a cattle pound under the Kerala Cattle Trespass Act, 1961."))
        self.own = QRadioButton(self.tr("Set up my pound"))
        self.demo = QRadioButton(self.tr("Start a demo pound instead (to try the program; not for real cases)"))
        self.own.setChecked(True)
        layout = QVBoxLayout(self)
        layout.addWidget(self.own)
        layout.addWidget(self.demo)
        layout.addStretch(1)
        # with the demo chosen this is the last page: Finish, not Next
        self.demo.toggled.connect(self.setFinalPage)

    def nextId(self) -> int:
        return -1 if self.demo.isChecked() else PARTICULARS

    def validatePage(self) -> bool:
        return self._start_demo() if self.demo.isChecked() else True


class ParticularsPage(QWizardPage):
    def __init__(self):
        super().__init__()
        self.setTitle(self.tr("The pound"))
        self.setSubTitle(self.tr("As they will appear on receipts and the register."))
        self.edits: dict[str, QLineEdit] = {}
        self.general = ErrorLabel()
        self.errors = FieldErrors(self.general)
        form = QFormLayout(self)
        captions = {
            "name": self.tr("Pound's name"),
            "place": self.tr("Place"),
            "local_authority": self.tr("Local authority"),
            "local_area": self.tr("Its local area"),
            "keeper_name": self.tr("Pound-keeper's name"),
        }
        for name in POUND_FIELDS:
            edit = QLineEdit()
            self.edits[name] = edit
            self.errors.add(name, add_field(form, captions[name], edit), edit)
            edit.textChanged.connect(lambda *_: self.completeChanged.emit())
        form.addRow(self.general)

    def isComplete(self) -> bool:
        # Next stays off until every particular is given (all are required)
        return all(e.text().strip() for e in self.edits.values())

    def values(self) -> dict[str, str]:
        return {name: e.text() for name, e in self.edits.items()}


class KindsPage(QWizardPage):
    def __init__(self):
        super().__init__()
        self.setTitle(self.tr("Kinds of cattle"))
        self.setSubTitle(self.tr("Tick the kinds this pound receives (s. 2(1)); the forms offer these first."))
        self.list = QListWidget()
        for k in ACT_KINDS:
            item = QListWidgetItem(labels.kind(k.code, k.en, k.ml))
            item.setData(Qt.ItemDataRole.UserRole, k.code)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Checked if k.code in COMMON_KINDS else Qt.CheckState.Unchecked)
            self.list.addItem(item)
        self.error = ErrorLabel()
        layout = QVBoxLayout(self)
        layout.addWidget(self.list)
        layout.addWidget(self.error)
        self.list.itemChanged.connect(lambda *_: self.completeChanged.emit())

    def chosen(self) -> list[str]:
        return [self.list.item(i).data(Qt.ItemDataRole.UserRole) for i in range(self.list.count())
                if self.list.item(i).checkState() == Qt.CheckState.Checked]

    def isComplete(self) -> bool:
        return bool(self.chosen())


class FirstUserPage(QWizardPage):
    """The supervising officer's account, which signs in and adds the other
    users; there is no default password. Created when the pound is."""

    def __init__(self):
        super().__init__()
        self.setTitle(self.tr("The first user"))
        self.setSubTitle(self.tr("Everyone signs in. The supervising officer's account adds the others."))
        self.fields = FirstUserFields(self)
        layout = QVBoxLayout(self)
        layout.addWidget(self.fields)
        layout.addStretch(1)

    def validatePage(self) -> bool:
        return self.fields.check()


class RatesPage(QWizardPage):
    """Per chosen kind, the fine and the daily feeding rate, with the
    notification or order each set comes from and its effective date."""

    def __init__(self, wizard: "SetupWizard"):
        super().__init__()
        self._wizard = wizard
        self.setTitle(self.tr("Rates"))
        self.setSubTitle(self.tr("Leave a rate blank if none has been fixed: nothing is then charged."))
        self.fines: dict[str, MoneyEdit] = {}
        self.feeding: dict[str, MoneyEdit] = {}
        self.row_errors: dict[str, ErrorLabel] = {}
        self.general = ErrorLabel()

        self.fine_ref = QLineEdit()
        self.fine_ref.setPlaceholderText(self.tr("e.g. G.O.(P) 112/2019/LSGD"))
        self.fine_from = QDateEdit(QDate(date.today().year, 1, 1))
        self.feed_ref = QLineEdit()
        self.feed_ref.setPlaceholderText(self.tr("e.g. Council resolution 45/2023"))
        self.feed_from = QDateEdit(QDate(date.today().year, 1, 1))
        for edit in (self.fine_from, self.feed_from):
            edit.setDisplayFormat(DATE_FORMAT)
            edit.setCalendarPopup(True)
        self.ref_errors = FieldErrors(self.general)
        refs = QGroupBox(self.tr("Where the rates come from"))
        grid = QGridLayout(refs)
        for row, (caption, ref, when, name) in enumerate((
                (self.tr("Fines (s. 11(1)): notification"), self.fine_ref,
                 self.fine_from, "fine_ref"),
                (self.tr("Feeding (s. 4): order"), self.feed_ref,
                 self.feed_from, "feed_ref"))):
            cell, error = with_error(ref)
            self.ref_errors.add(name, error, ref)
            grid.addWidget(QLabel(caption), row, 0)
            grid.addWidget(cell, row, 1)
            grid.addWidget(QLabel(self.tr("from")), row, 2)
            grid.addWidget(when, row, 3)
        grid.setColumnStretch(1, 1)

        self.table = QWidget()
        self.table_layout = QGridLayout(self.table)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(self.table)

        layout = QVBoxLayout(self)
        layout.addWidget(refs)
        layout.addWidget(scroll, 1)
        layout.addWidget(self.general)

    def initializePage(self) -> None:
        # rebuilt from the kinds chosen on the page before
        while self.table_layout.count():
            item = self.table_layout.takeAt(0)
            if item.widget():
                item.widget().deleteLater()
        self.fines.clear()
        self.feeding.clear()
        self.row_errors.clear()
        heads = (self.tr("Kind"), self.tr("Fine per head, ₹"),
                 self.tr("Feeding per day, ₹"))
        for col, text in enumerate(heads):
            self.table_layout.addWidget(QLabel(f"<b>{text}</b>"), 0, col)
        for i, code in enumerate(self._wizard.kinds_page.chosen()):
            row = 1 + 2 * i
            self.fines[code], self.feeding[code] = MoneyEdit(), MoneyEdit()
            self.row_errors[code] = ErrorLabel()
            self.table_layout.addWidget(QLabel(labels.kind(code)), row, 0)
            self.table_layout.addWidget(self.fines[code], row, 1)
            self.table_layout.addWidget(self.feeding[code], row, 2)
            self.table_layout.addWidget(self.row_errors[code], row + 1, 0, 1, 3)
        self.table_layout.setRowStretch(1 + 2 * len(self.fines), 1)
        edits = [self.fine_ref, self.fine_from, self.feed_ref, self.feed_from]
        for code in self.fines:
            edits += [self.fines[code], self.feeding[code]]
        for a, b in zip(edits, edits[1:]):
            QWidget.setTabOrder(a, b)

    def entries(self, area: str) -> tuple[list[RateEntry], list[str]]:
        """The rates typed, and for each entry the kind it belongs to (to put
        a refused entry's message beside its row). Raises Invalid for what
        the screen can tell at once: amounts that are not amounts, a missing
        reference."""
        problems = []
        out: list[RateEntry] = []
        owners: list[str] = []
        for rate_type, edits, ref, when, ref_name in (
                (RateType.FINE, self.fines, self.fine_ref, self.fine_from, "fine_ref"),
                (RateType.FEEDING, self.feeding, self.feed_ref, self.feed_from, "feed_ref")):
            typed = False
            for code, edit in edits.items():
                try:
                    amount = edit.money()
                except MoneyError:
                    problems.append(Problem(f"kind.{code}", self.tr("Not an amount in rupees")))
                    continue
                if amount is None:
                    continue
                typed = True
                out.append(RateEntry(rate_type, area, code, amount, when.date().toPython(), ref.text().strip()))
                owners.append(code)
            if typed and not ref.text().strip():
                problems.append(Problem(ref_name, self.tr(
                    "Give the notification or order these rates come from")))
        if problems:
            raise Invalid(problems)
        return out, owners

    def show_problems(self, problems, owners: list[str] | None = None) -> None:
        for label in self.row_errors.values():
            label.clear_message()
        self.ref_errors.clear()
        rest = []
        for p in problems:
            code = None
            if p.field.startswith("kind."):
                code = p.field.split(".", 1)[1]
            elif p.field.startswith("entry.") and owners:
                n = int(p.field.split(".", 1)[1])
                code = owners[n - 1] if 0 < n <= len(owners) else None
            if code in self.row_errors:
                old = self.row_errors[code].text() if not self.row_errors[code].isHidden() else ""
                self.row_errors[code].show_message("\n".join(filter(None, (old, p.message))))
            else:
                rest.append(p)
        self.ref_errors.show(rest)

    def validatePage(self) -> bool:
        return self._wizard.finish_own()


class SetupWizard(QWizard):
    """``only_rates``: the pound exists but its rates were never saved (the
    wizard was closed after a refusal); ask for them alone."""

    def __init__(self, parent: QWidget | None = None, only_rates: bool = False):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Setting up Pound Desk"))
        self.setWizardStyle(QWizard.WizardStyle.ClassicStyle)
        self.setOption(QWizard.WizardOption.NoBackButtonOnLastPage, False)
        fit_to_screen(self, 860, 640)
        self.created_demo = False
        self.welcome = WelcomePage(self._start_demo)
        self.particulars = ParticularsPage()
        self.kinds_page = KindsPage()
        self.rates_page = RatesPage(self)
        self.user_page = FirstUserPage()
        for page_id, page in ((WELCOME, self.welcome), (PARTICULARS, self.particulars),
                              (KINDS, self.kinds_page), (FIRST_USER, self.user_page), (RATES, self.rates_page)):
            self.setPage(page_id, page)
        self.setButtonText(QWizard.WizardButton.NextButton, self.tr("Next >"))
        self.setButtonText(QWizard.WizardButton.BackButton, self.tr("< Back"))
        self.setButtonText(QWizard.WizardButton.FinishButton, self.tr("Finish"))
        self.setButtonText(QWizard.WizardButton.CancelButton, self.tr("Cancel"))
        if only_rates:
            chosen = {k.code for k in pound.kinds(in_use_only=True)}
            for i in range(self.kinds_page.list.count()):
                item = self.kinds_page.list.item(i)
                item.setCheckState(Qt.CheckState.Checked if item.data(Qt.ItemDataRole.UserRole) in chosen
                                   else Qt.CheckState.Unchecked)
            self.setStartId(RATES)

    def nextId(self) -> int:
        # the first user's page comes between the kinds and the rates, which stay last
        if self.currentId() == KINDS:
            return FIRST_USER if users.needs_first_user() else RATES
        if self.currentId() == FIRST_USER:
            return RATES
        if self.currentId() == RATES:
            return -1
        return super().nextId()

    def _create_first_user(self) -> bool:
        if not users.needs_first_user() or not self.user_page.fields.name.text().strip():
            return True
        if self.user_page.fields.create():
            return True
        self.rates_page.show_problems([Problem("general", self.tr(
            "The first user's account needs correcting: go Back."))])
        return False

    def _start_demo(self) -> bool:
        """The demo pound lives in its own file: nothing is written into the
        database being set up; the desktop opens the demo's file instead."""
        self.created_demo = True
        return True

    def finish_own(self) -> bool:
        """Set up the pound with its rates in one transaction (or, on a pound
        set up without them, add the rates)."""
        page = self.rates_page
        area = (pound.header().local_area if pound.is_set_up()
                else self.particulars.values()["local_area"].strip())
        try:
            entries, owners = page.entries(area)
        except Invalid as e:
            page.show_problems(e.problems)
            return False
        try:
            if pound.is_set_up():
                rates.add(entries)
            else:
                pound.set_up(kinds_in_use=self.kinds_page.chosen(), rates=entries,
                             **self.particulars.values())
        except Invalid as e:
            of_rates = [p for p in e.problems if p.field.startswith("entry.")]
            of_pound = [p for p in e.problems if not p.field.startswith("entry.")]
            if of_pound:
                self.particulars.errors.show(of_pound)
                of_rates.append(Problem("general", self.tr(
                    "The pound's particulars need correcting: go Back.")))
            page.show_problems(of_rates, owners)
            return False
        except ServiceError as e:   # e.g. only a supervisor enters the rates
            page.show_problems([Problem("general", str(e))], owners)
            return False
        return self._create_first_user()
