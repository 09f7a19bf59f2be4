"""The rate tables (ss. 4, 11): every version with its notification, the
one in force on a chosen day marked, and a form to enter a new rate or a
revision (a new version with its own effective date; nothing is edited).
An enhanced fine above double the base is refused with the reason; a base
fine that leaves an enhanced fine above double it is flagged. Rates go out
and come in as CSV."""
from __future__ import annotations

from datetime import date
from pathlib import Path
from typing import Callable

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFileDialog,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from pound_desk.exchange import csv_export, csv_import
from pound_desk.law.money import MoneyError
from pound_desk.law.problems import Problem
from pound_desk.law.rates import RateEntry, RateType
from pound_desk.services.desk.errors import Invalid, ServiceError
from pound_desk.services.office import pound, rate_book
from pound_desk.text import date_str, money
from pound_desk.ui import labels
from pound_desk.ui.fields import (
    WARNING_STYLE,
    ErrorLabel,
    MoneyEdit,
    PlaceChooser,
    SearchCombo,
    caption,
    fit_to_screen,
    plain_buttons,
    with_error,
)
from pound_desk.ui.form_dialog import FormDialog
from pound_desk.ui.office.common import date_edit, rate_type
from pound_desk.ui.tables import fill, read_only_table

TYPE, AREA, KIND, AMOUNT, FROM, REFERENCE, NOTIFIED, STATE = range(8)


class RatesDialog(FormDialog):
    changed = Signal()

    def __init__(self, parent: QWidget | None = None, today: Callable[[], date] = date.today):
        super().__init__(parent)
        self._today = today
        self.setWindowTitle(self.tr("Rate tables"))
        fit_to_screen(self, 1180, 760)
        self.versions: list[rate_book.Version] = []

        # ---- filters
        self.filter_type = QComboBox()
        self.filter_type.addItem(self.tr("All"), None)
        for t in RateType:
            self.filter_type.addItem(rate_type(t), t.value)
        self.filter_area = QComboBox()
        self.filter_kind = SearchCombo()
        self.as_on = date_edit(today())
        filters = QHBoxLayout()
        for text, w in ((self.tr("Type"), self.filter_type), (self.tr("Local area"), self.filter_area),
                        (self.tr("Kind of cattle"), self.filter_kind), (self.tr("In force on"), self.as_on)):
            filters.addWidget(caption(text, w))
            filters.addWidget(w, 1)

        self.table = read_only_table([
            self.tr("Type"), self.tr("Local area"), self.tr("Kind of cattle"),
            self.tr("Amount"), self.tr("From"), self.tr("Notification or order"),
            self.tr("Dated"), self.tr("Standing")])
        self.table.setWordWrap(True)
        head = self.table.horizontalHeader()
        head.setStretchLastSection(False)
        for column in (REFERENCE, STATE):
            head.setSectionResizeMode(column, QHeaderView.ResizeMode.Stretch)

        # ---- the form for a new version
        box = QGroupBox(self.tr("Enter a rate or a revision (a new version; the old one stays)"))
        grid = QGridLayout(box)
        self.type = QComboBox()
        for t in RateType:
            self.type.addItem(rate_type(t), t.value)
        # a local area with rates, or a new one typed on purpose (its first rate), and said so
        self.area = PlaceChooser(rate_book.areas(), new_note=self.tr(
            "A local area with no rates yet: “%1” is added with this rate"))
        # a kind of cattle from the office's list, typing finding it in either script
        self.kind = SearchCombo()
        self.amount = MoneyEdit()
        self.reference = QLineEdit()
        self.reference.setPlaceholderText(self.tr("e.g. G.O.(P) 112/2019/LSGD"))
        self.notified_known = QCheckBox(self.tr("Dated"))
        self.notified_known.setChecked(True)
        self.notified_on = date_edit(today())
        self.effective = date_edit(today())
        self.warning = ErrorLabel(style=WARNING_STYLE)
        self.saved_note = QLabel()
        self.saved_note.setWordWrap(True)
        cells = [
            ("type", self.tr("Type"), self.type),
            ("area", self.tr("Local area"), self.area),
            ("kind", self.tr("Kind of cattle"), self.kind),
            ("amount", self.tr("Amount per head, ₹"), self.amount),
            ("reference", self.tr("Notification or order no."), self.reference),
            ("notified_on", self.tr("Its date"), self._pair(self.notified_known, self.notified_on)),
            ("effective", self.tr("In force from"), self.effective),
        ]
        for i, (name, text, widget) in enumerate(cells):
            cell, error = with_error(widget)
            self.errors.add(name, error, widget)
            row, col = divmod(i, 4)
            grid.addWidget(caption(text, widget), row * 2, col)
            grid.addWidget(cell, row * 2 + 1, col)
        self.save_button = QPushButton(self.tr("Save as a new version"))
        grid.addWidget(self.save_button, 3, 3)
        grid.addWidget(self.area.note, 4, 0, 1, 4)
        grid.addWidget(self.general, 5, 0, 1, 4)
        grid.addWidget(self.warning, 6, 0, 1, 4)
        grid.addWidget(self.saved_note, 7, 0, 1, 4)

        self.export_button = QPushButton(self.tr("Export CSV…"))
        self.import_button = QPushButton(self.tr("Import CSV…"))
        close = QPushButton(self.tr("Close"))
        plain_buttons(self.export_button, self.import_button, close)
        self.exchange_error = ErrorLabel()
        buttons = QHBoxLayout()
        buttons.addWidget(self.export_button)
        buttons.addWidget(self.import_button)
        buttons.addWidget(self.exchange_error, 1)
        buttons.addWidget(close)

        layout = QVBoxLayout(self)
        layout.addLayout(filters)
        layout.addWidget(self.table, 1)
        layout.addWidget(box)
        layout.addLayout(buttons)

        for w in (self.filter_type, self.filter_area, self.filter_kind):
            w.currentIndexChanged.connect(self.reload)
        self.as_on.dateChanged.connect(self.reload)
        self.notified_known.toggled.connect(self.notified_on.setEnabled)
        self.table.itemSelectionChanged.connect(self._revise_selected)
        self.save_button.clicked.connect(self.submit)
        self.export_button.clicked.connect(self._ask_export)
        self.import_button.clicked.connect(self._ask_import)
        close.clicked.connect(self.accept)
        self._fill_choices()
        self.reload()

    @staticmethod
    def _pair(a: QWidget, b: QWidget) -> QWidget:
        w = QWidget()
        row = QHBoxLayout(w)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(a)
        row.addWidget(b, 1)
        return w

    def _fill_choices(self) -> None:
        areas = rate_book.areas()
        combo = self.filter_area
        current = combo.currentText()
        combo.blockSignals(True)
        combo.clear()
        combo.addItem(self.tr("All"), None)
        for a in areas:
            combo.addItem(a, a)
        combo.setCurrentIndex(max(combo.findText(current), 0))
        combo.blockSignals(False)
        self.area.set_items(areas)
        if not self.area.text():
            self.area.setText(areas[0] if areas else "")
        if self.filter_kind.count() == 0:
            self.filter_kind.add_item(self.tr("All"), None)
            for k in pound.kinds():
                self.filter_kind.add_item(labels.kind(k.code, k.en, k.ml), k.code, k.en, k.ml)
                self.kind.add_item(labels.kind(k.code, k.en, k.ml), k.code, k.en, k.ml)
            # the kinds this pound sees first
            first = next((i for i, k in enumerate(pound.kinds()) if k.in_use), 0)
            self.kind.setCurrentIndex(first)

    # ------------------------------------------------------------ the history
    def reload(self) -> None:
        on = self.as_on.date().toPython()
        chosen = self.filter_type.currentData()
        self.versions = rate_book.history(on, RateType(chosen) if chosen else None, self.filter_area.currentData(),
                                          self.filter_kind.currentData())
        rows, muted = [], set()
        for i, v in enumerate(self.versions):
            e = v.entry
            if v.in_force:
                state = self.tr("In force")
            elif e.effective_from > on:
                muted.add(i)
                state = self.tr("From %1").replace("%1", date_str(e.effective_from))
            else:
                muted.add(i)
                state = self.tr("Superseded %1").replace("%1", date_str(v.superseded_on))
            if v.capped:
                state += "\n" + self.tr("More than double the base: capped (s. 11(2))") \
                    + "\n" + "\n".join(v.capped)
            rows.append((rate_type(e.type), e.local_area, labels.kind(e.kind), money(e.amount),
                         date_str(e.effective_from), e.reference,
                         date_str(e.notified_on) if e.notified_on else "—", state))
        fill(self.table, rows, right={AMOUNT}, muted_rows=muted)
        self.table.resizeRowsToContents()

    def _revise_selected(self) -> None:
        """A chosen version fills the form: a revision of the same rate."""
        row = self.table.currentRow()
        if not 0 <= row < len(self.versions):
            return
        e = self.versions[row].entry
        self.type.setCurrentIndex(self.type.findData(e.type.value))
        self.area.setText(e.local_area)
        self.kind.setCurrentIndex(max(self.kind.findData(e.kind), 0))

    # ------------------------------------------------------------ a new version
    def entry(self) -> RateEntry:
        problems: list[Problem] = []
        amount = None
        try:
            amount = self.amount.money()
            if amount is None:
                problems.append(Problem("amount", self.tr("Give the amount")))
        except MoneyError:
            problems.append(Problem("amount", self.tr("Not an amount in rupees")))
        area = self.area.text().strip()
        if not area:
            problems.append(Problem("area", self.tr("Give the local area")))
        reference = self.reference.text().strip()
        if not reference:
            problems.append(Problem("reference", self.tr(
                "Give the notification or order number")))
        if RateType(self.type.currentData()) is RateType.FEEDING and area != pound.local_area():
            problems.append(Problem("area", self.tr(
                "Feeding rates are fixed by the pound's own local authority for its area (s. 4)")))
        if problems:
            raise Invalid(problems)
        return RateEntry(RateType(self.type.currentData()), area, self.kind.currentData(), amount,
                         self.effective.date().toPython(), reference,
                         self.notified_on.date().toPython() if self.notified_known.isChecked() else None)

    def save(self) -> rate_book.Revision:
        self.warning.clear_message()
        self.saved_note.setText("")
        # the service numbers its problems "entry.1": they are about the whole line
        result = rate_book.revise(self.entry())
        if result.warnings:
            self.warning.show_message(self.tr("Saved, but note") + "\n"
                                      + "\n".join(result.warnings))
        self.saved_note.setText(
            self.tr("Saved. The s. 11(4) list at the pound must be printed and put up again once it is in force.")
            if result.added else self.tr("Already in the table"))
        self.amount.clear()
        self._fill_choices()
        self.reload()
        self.changed.emit()
        return result

    # ------------------------------------------------------------ CSV
    def export_to(self, path: Path) -> int:
        count = csv_export.export_rates(path)
        self.exchange_error.setStyleSheet("")
        self.exchange_error.show_message(self.tr("%1 entries written to %2")
                                         .replace("%1", str(count)).replace("%2", str(path)))
        return count

    def import_from(self, path: Path) -> int | None:
        try:
            done = csv_import.import_rates(Path(path))
        except ServiceError as e:
            problems = e.problems if isinstance(e, Invalid) else [Problem("file", str(e))]
            self.exchange_error.setStyleSheet("color: #b00020;")
            self.exchange_error.show_message("\n".join(p.message for p in problems[:8]))
            return None
        self.exchange_error.setStyleSheet("")
        self.exchange_error.show_message(self.tr("%1 new entries imported")
                                         .replace("%1", str(done.added)))
        self._fill_choices()
        self.reload()
        self.changed.emit()
        return done.added

    def _ask_export(self) -> None:
        name, _ = QFileDialog.getSaveFileName(self, self.tr("Export rates"),
                                              f"rates-{self._today().isoformat()}.csv", "CSV (*.csv)")
        if name:
            self.export_to(Path(name))

    def _ask_import(self) -> None:
        name, _ = QFileDialog.getOpenFileName(self, self.tr("Import rates"), "", "CSV (*.csv)")
        if name:
            self.import_from(Path(name))
