"""Correcting an entry: the original stays in the register; the amendment
records what changed, from what, and why."""
from __future__ import annotations

from datetime import datetime

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (QComboBox, QDialog, QFormLayout, QHBoxLayout, QLabel, QLineEdit,
                               QPushButton, QStackedWidget, QVBoxLayout, QWidget)

from pound_desk.law.kinds import SEXES
from pound_desk.law.seizure import CAPACITIES
from pound_desk.services.case import cases
from pound_desk.services.office import pound
from pound_desk.services.case.cases import CaseView
from pound_desk.services.desk.errors import Invalid, ServiceError
from pound_desk.text import screen_datetime
from pound_desk.ui import labels
from pound_desk.ui.fields import (DateTimeField, ErrorLabel, FieldErrors, add_field, compact_combo,
                                  submit_and_cancel)

TEXT, WHEN, CHOICE = range(3)
DATETIME_FIELDS = {"brought_at", "seized_at"}


def _key(name: str, seq: int | None = None) -> str:
    # item data as text ("2:colour"): a tuple does not come back from Qt as one
    return f"{seq or ''}:{name}"


class AmendDialog(QDialog):
    amended = Signal(str)   # the case number

    def __init__(self, cv: CaseView, parent: QWidget | None = None):
        super().__init__(parent)
        self.cv = cv
        self.setWindowTitle(self.tr("Amend an entry — %1").replace("%1", cv.case_no))

        self.field = QComboBox()
        for name in cases.CASE_FIELDS:
            self.field.addItem(labels.entry_field(name), _key(name))
        for h in cv.heads:
            for name in cases.HEAD_FIELDS:
                self.field.addItem(f"{labels.head_no(h.seq)}: {labels.entry_field(name)}", _key(name, h.seq))
        compact_combo(self.field, 24)
        self.current = QLabel()
        self.current.setWordWrap(True)
        # the new value is typed, or chosen when only certain values make sense
        self.text_value = QLineEdit()
        self.when_value = DateTimeField()
        self.choice_value = QComboBox()
        self.value = QStackedWidget()
        for w in (self.text_value, self.when_value, self.choice_value):
            self.value.addWidget(w)
        self.reason = QLineEdit()
        self.reason.setPlaceholderText(self.tr("e.g. owner's name misspelt"))

        self.general = ErrorLabel()
        self.errors = FieldErrors(self.general)
        form = QFormLayout()
        for text, name, widget in (
                (self.tr("Entry to correct"), "field", self.field),
                (self.tr("New value"), "new_value", self.value),
                (self.tr("Reason"), "reason", self.reason)):
            self.errors.add(name, add_field(form, text, widget), widget)
            if name == "field":
                form.addRow(self.tr("Now reads"), self.current)

        self.save_button = QPushButton(self.tr("Save amendment (Ctrl+Enter)"))
        cancel = QPushButton(self.tr("Cancel"))
        submit_and_cancel(self, self.save_button, cancel, self.submit)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.save_button)
        buttons.addWidget(cancel)

        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.general)
        layout.addLayout(buttons)
        self.field.currentIndexChanged.connect(self._field_chosen)
        self._field_chosen()
        self.resize(560, 0)

    def chosen(self) -> tuple[str, int | None]:
        """The field chosen, and the head's number for a head's field."""
        seq, _, name = self.field.currentData().partition(":")
        return name, int(seq) if seq else None

    def choose(self, name: str, seq: int | None = None) -> None:
        self.field.setCurrentIndex(self.field.findData(_key(name, seq)))

    def _old(self, name: str, seq: int | None):
        if seq is None:
            return getattr(self.cv, name)
        return getattr(next(h for h in self.cv.heads if h.seq == seq), name)

    def _field_chosen(self) -> None:
        name, seq = self.chosen()
        old = self._old(name, seq)
        self.errors.clear()
        if name in DATETIME_FIELDS:
            self.value.setCurrentIndex(WHEN)
            if old:
                self.when_value.set_value(old)
            self.current.setText(screen_datetime(old) if old else "—")
            return
        options = self._options(name)
        if options:
            self.choice_value.clear()
            for code, text in options:
                self.choice_value.addItem(text, code)
            self.choice_value.setCurrentIndex(max(self.choice_value.findData(old), 0))
            self.value.setCurrentIndex(CHOICE)
            self.current.setText(dict(options).get(old, old or "—"))
            return
        self.value.setCurrentIndex(TEXT)
        self.text_value.setText(old or "")
        self.current.setText(old or "—")

    def _options(self, name: str) -> list[tuple[str, str]]:
        if name == "seizer_capacity":
            return [("", labels.capacity(""))] + [(c, labels.capacity(c)) for c in CAPACITIES]
        if name == "sex":
            return [(c, labels.sex(c)) for c in SEXES]
        if name == "kind":
            return [(k.code, labels.kind(k.code, k.en, k.ml)) for k in pound.kinds()]
        return []

    def new_value(self) -> str:
        page = self.value.currentIndex()
        if page == WHEN:
            value: datetime = self.when_value.value()
            return value.isoformat(timespec="minutes")
        if page == CHOICE:
            return self.choice_value.currentData() or ""
        return self.text_value.text()

    def submit(self) -> None:
        name, seq = self.chosen()
        try:
            cases.amend(self.cv.case_no, name, self.new_value(), self.reason.text(), head_seq=seq)
        except Invalid as e:
            first = self.errors.show(e.problems)
            if first is not None:
                first.setFocus()
            return
        except ServiceError as e:
            self.errors.clear()
            self.general.show_message(str(e))
            return
        self.amended.emit(self.cv.case_no)
        self.accept()
