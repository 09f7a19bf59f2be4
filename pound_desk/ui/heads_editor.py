"""The heads of a seizure, one line per head (s. 7(a)): a small editor row
(kind, sex, colour, marks, ear tag) whose Enter in the ear-tag field, or
Alt+A, adds the line to the table below and goes back to the kind."""
from __future__ import annotations

from typing import Callable

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from pound_desk.law.kinds import SEXES, implied_sex
from pound_desk.law.problems import Problem
from pound_desk.law.seizure import HeadDraft
from pound_desk.ui import labels
from pound_desk.ui.fields import EnterDoes, EnterMovesOn, ErrorLabel, SearchCombo, compact_combo, plain_buttons

KIND, SEX, COLOUR, MARKS, EAR_TAG = range(5)

# Checks one new head against the rules, given the heads already listed
# and the new one; returns the problems of the new head only.
HeadCheck = Callable[[list[HeadDraft], HeadDraft], list[Problem]]


class HeadsEditor(QWidget):
    changed = Signal()

    def __init__(self, kinds: list[tuple[str, str, str]], check: HeadCheck,
                 parent: QWidget | None = None):
        """``kinds``: (code, English, Malayalam), in the order to offer them."""
        super().__init__(parent)
        self._check = check
        self._heads: list[HeadDraft] = []

        # typing finds a kind by its English or Malayalam name, in either script
        self.kind = SearchCombo()
        for code, en, ml in kinds:
            self.kind.add_item(labels.kind(code, en, ml), code, en, ml)
        self.sex = QComboBox()
        for code in SEXES:
            self.sex.addItem(labels.sex(code), code)
        self.sex.setCurrentIndex(self.sex.findData("unknown"))
        compact_combo(self.kind, 12)
        compact_combo(self.sex, 8)
        self.colour = QLineEdit()
        self.marks = QLineEdit()
        self.ear_tag = QLineEdit()
        self.ear_tag.setPlaceholderText(self.tr("12 digits"))
        self.ear_tag.setMaxLength(20)
        self.add_button = QPushButton(self.tr("Add head (Alt+A)"))
        self.entry_error = ErrorLabel()
        # a cow is female and a bull male: the sex then follows from the kind, and says so
        self.sex_note = QLabel(self.tr("follows from the kind"))
        self.sex_note.setStyleSheet("color: #555;")
        self.sex_note.hide()
        self._sex_from_kind = False

        self.table = QTableWidget(0, 5)
        self.table.setHorizontalHeaderLabels([
            self.tr("Kind"), self.tr("Sex"), self.tr("Colour"),
            self.tr("Marks"), self.tr("Ear tag")])
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.verticalHeader().setVisible(True)  # the head's number, as in the register
        self.remove_button = QPushButton(self.tr("Remove"))
        self.remove_button.setEnabled(False)
        self.error = ErrorLabel()   # problems of listed heads, from the register step
        plain_buttons(self.add_button, self.remove_button)

        grid = QGridLayout()
        grid.setContentsMargins(0, 0, 0, 0)
        captions = (self.tr("&Kind"), self.tr("Se&x"), self.tr("Colour"),
                    self.tr("Marks"), self.tr("Ear tag"))
        editors = (self.kind, self.sex, self.colour, self.marks, self.ear_tag)
        for col, (caption, editor) in enumerate(zip(captions, editors)):
            label = QLabel(caption)
            label.setBuddy(editor)
            grid.addWidget(label, 0, col)
            grid.addWidget(editor, 1, col)
        grid.addWidget(self.add_button, 1, 5)
        grid.addWidget(self.sex_note, 2, 1)
        grid.addWidget(self.entry_error, 3, 0, 1, 6)
        for col, stretch in enumerate((3, 2, 2, 3, 3)):
            grid.setColumnStretch(col, stretch)

        side = QVBoxLayout()
        side.addWidget(self.remove_button)
        side.addStretch(1)
        listing = QHBoxLayout()
        listing.addWidget(self.table, 1)
        listing.addLayout(side)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(grid)
        layout.addLayout(listing, 1)
        layout.addWidget(self.error)

        self.setTabOrder(self.kind, self.sex)
        self.setTabOrder(self.sex, self.colour)
        self.setTabOrder(self.colour, self.marks)
        self.setTabOrder(self.marks, self.ear_tag)
        self.setTabOrder(self.ear_tag, self.add_button)
        self.setTabOrder(self.add_button, self.table)
        self.setTabOrder(self.table, self.remove_button)

        self._enter = EnterMovesOn(self)
        self._enter.watch(self.kind, self.sex, self.colour, self.marks)
        # Enter in the ear tag adds the line, and does not register the seizure too
        self._ear_tag_enter = EnterDoes(self.ear_tag, self.add_current)
        self.add_button.clicked.connect(self.add_current)
        self.kind.currentIndexChanged.connect(self._sex_of_kind)
        self._sex_of_kind()
        self.remove_button.clicked.connect(self.remove_selected)
        self.table.itemSelectionChanged.connect(
            lambda: self.remove_button.setEnabled(bool(self.table.selectedItems())))
        QShortcut(QKeySequence("Alt+A"), self, activated=self.add_current)
        QShortcut(QKeySequence(Qt.Key.Key_Delete), self.table, activated=self.remove_selected,
                  context=Qt.ShortcutContext.WidgetShortcut)

    def _sex_of_kind(self) -> None:
        """The sex the kind's name says, shown as following from it (the
        list is off, so no contradicting sex can be chosen); a kind that
        says none leaves the sex to the person."""
        implied = implied_sex(self.kind.currentData() or "")
        if implied is not None:
            self.sex.setCurrentIndex(self.sex.findData(implied))
        elif self._sex_from_kind:
            # not the last kind's sex carried over unseen
            self.sex.setCurrentIndex(self.sex.findData("unknown"))
        self._sex_from_kind = implied is not None
        self.sex.setEnabled(implied is None)
        self.sex.setToolTip(self.tr("The sex follows from the kind") if implied else "")
        self.sex_note.setVisible(implied is not None)

    # -- the heads
    def heads(self) -> list[HeadDraft]:
        return list(self._heads)

    def current(self) -> HeadDraft:
        return HeadDraft(kind=self.kind.currentData(), sex=self.sex.currentData(),
                         colour=self.colour.text(), marks=self.marks.text(),
                         ear_tag=self.ear_tag.text())

    def add_current(self) -> bool:
        """Add the editor's line if the rules accept it; either way the
        person sees why, and nothing typed is lost."""
        head = self.current()
        problems = self._check(self.heads(), head)
        if problems:
            self.entry_error.show_message("\n".join(p.message for p in problems))
            on_tag = any(p.field.endswith("ear_tag") for p in problems)
            (self.ear_tag if on_tag else self.kind).setFocus()
            return False
        self.entry_error.clear_message()
        self._heads.append(head)
        self._append_row(head)
        for editor in (self.colour, self.marks, self.ear_tag):
            editor.clear()
        self.kind.setFocus()
        self.changed.emit()
        return True

    def _append_row(self, head: HeadDraft) -> None:
        row = self.table.rowCount()
        self.table.insertRow(row)
        at = self.kind.findData(head.kind)
        kind = self.kind.itemText(at) if at >= 0 else labels.kind(head.kind)
        values = (kind, labels.sex(head.sex), head.colour, head.marks, head.ear_tag)
        for col, value in enumerate(values):
            self.table.setItem(row, col, QTableWidgetItem(value))

    def remove_selected(self) -> None:
        rows = sorted({i.row() for i in self.table.selectedIndexes()}, reverse=True)
        for row in rows:
            self.table.removeRow(row)
            del self._heads[row]
        if rows:
            self.error.clear_message()
            self.changed.emit()

    def clear(self) -> None:
        self._heads.clear()
        self.table.setRowCount(0)
        for editor in (self.colour, self.marks, self.ear_tag):
            editor.clear()
        self.entry_error.clear_message()
        self.error.clear_message()

    def mark_rows(self, problems: list[Problem]) -> None:
        """Select the heads that a problem names ("heads.2.ear_tag")."""
        self.table.clearSelection()
        for p in problems:
            parts = p.field.split(".")
            if len(parts) >= 2 and parts[0] == "heads" and parts[1].isdigit():
                row = int(parts[1]) - 1
                if 0 <= row < self.table.rowCount():
                    self.table.selectRow(row)
