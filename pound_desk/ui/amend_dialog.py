"""Correcting an entry: the original stays in the register; the amendment
records what changed, from what, and why. A new value naming something the
office keeps a list of (a kind, a place, a local area) is chosen from that
list, typing finding it in either script; only a new place of seizure may
be typed on purpose, and the form says so."""
from __future__ import annotations

from datetime import datetime

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QComboBox, QFormLayout, QLabel, QLineEdit, QStackedWidget, QVBoxLayout, QWidget

from pound_desk.law.kinds import SEXES
from pound_desk.law.problems import Problem
from pound_desk.law.seizure import CAPACITIES
from pound_desk.services.case import cases, seizures
from pound_desk.services.case.cases import CaseView
from pound_desk.services.desk.errors import Invalid
from pound_desk.services.office import pound, rates
from pound_desk.text import screen_datetime
from pound_desk.ui import labels
from pound_desk.ui.fields import DateTimeField, ListChooser, PlaceChooser, SearchCombo, compact_combo
from pound_desk.ui.form_dialog import FormDialog
from pound_desk.ui.transliteration import enable_for

TEXT, WHEN, CHOICE, PLACE, AREA = range(5)
DATETIME_FIELDS = {"brought_at", "seized_at"}


def _key(name: str, seq: int | None = None) -> str:
    # item data as text ("2:colour"): a tuple does not come back from Qt as one
    return f"{seq or ''}:{name}"


class AmendDialog(FormDialog):
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
        self.choice_value = SearchCombo()
        self.place_value = PlaceChooser(seizures.known_places())
        enable_for(self.place_value.lineEdit())
        area = pound.header().local_area
        self.area_value = ListChooser([area] + sorted({e.local_area for e in rates.entries()} - {area}))
        self.value = QStackedWidget()
        for w in (self.text_value, self.when_value, self.choice_value, self.place_value, self.area_value):
            self.value.addWidget(w)
        self.reason = QLineEdit()
        self.reason.setPlaceholderText(self.tr("e.g. owner's name misspelt"))

        form = QFormLayout()
        for text, name, widget in (
                (self.tr("Entry to correct"), "field", self.field),
                (self.tr("New value"), "new_value", self.value),
                (self.tr("Reason"), "reason", self.reason)):
            self.add_field(form, name, text, widget)
            if name == "field":
                form.addRow(self.tr("Now reads"), self.current)
            if name == "new_value":
                form.addRow(self.place_value.note)

        buttons = self.button_row(self.tr("Save amendment (Ctrl+Enter)"), self.tr("Cancel"))
        self.save_button = self.submit_button

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
            for code, text, *names in options:
                self.choice_value.add_item(text, code, *names)
            self.choice_value.setCurrentIndex(max(self.choice_value.findData(old), 0))
            self.value.setCurrentIndex(CHOICE)
            self.current.setText({code: text for code, text, *_ in options}.get(old, old or "—"))
            return
        self.place_value.note.clear_message()
        if name in ("seized_place", "local_area"):
            # the entry as it stands, shown as stored (never written in Malayalam)
            chooser = self.place_value if name == "seized_place" else self.area_value
            if name == "seized_place" and old and old not in chooser.items:
                chooser.set_items([*chooser.items, old])   # an old entry's place is a known one, not new
            chooser.setEditText(old or "")
            self.value.setCurrentIndex(PLACE if name == "seized_place" else AREA)
            self.current.setText(old or "—")
            return
        self.value.setCurrentIndex(TEXT)
        self.text_value.setText(old or "")
        self.current.setText(old or "—")

    def _options(self, name: str) -> list[tuple[str, ...]]:
        """(code, text shown, other names typing finds it by)"""
        if name == "seizer_capacity":
            return [("", labels.capacity(""))] + [(c, labels.capacity(c)) for c in CAPACITIES]
        if name == "sex":
            return [(c, labels.sex(c)) for c in SEXES]
        if name == "kind":
            return [(k.code, labels.kind(k.code, k.en, k.ml), k.en, k.ml) for k in pound.kinds()]
        return []

    def new_value(self) -> str:
        page = self.value.currentIndex()
        if page == WHEN:
            value: datetime = self.when_value.value()
            return value.isoformat(timespec="minutes")
        if page == CHOICE:
            return self.choice_value.currentData() or ""
        if page == PLACE:
            return self.place_value.text()
        if page == AREA:
            return self.area_value.chosen() or self.area_value.currentText()
        return self.text_value.text()

    def _own_problems(self) -> list[Problem]:
        """What the list says before the register does: a local area is
        one of the office's (its rates are known)."""
        if self.value.currentIndex() == AREA and self.area_value.chosen() is None:
            return [Problem("new_value", self.tr("Choose the local area from the list: %1")
                            .replace("%1", ", ".join(self.area_value.items)))]
        return []

    def save(self) -> str:
        name, seq = self.chosen()
        own = self._own_problems()
        if own:
            # the register's own refusals (no reason given, ...) with the list's, at once
            raise Invalid(own + cases.amend_problems(self.cv.case_no, name, self.new_value(),
                                                     self.reason.text(), head_seq=seq))
        cases.amend(self.cv.case_no, name, self.new_value(), self.reason.text(), head_seq=seq)
        self.amended.emit(self.cv.case_no)
        self.accept()
        return self.cv.case_no
