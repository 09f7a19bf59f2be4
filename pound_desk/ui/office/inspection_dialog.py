"""An inspection of the pound (rules 4–6 and 18): the checklist, a head count
per kind that is compared with the register as it is typed (every
difference listed), and the inspections recorded before."""
from __future__ import annotations

from datetime import datetime
from typing import Callable

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QFormLayout,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from pound_desk.services.desk import clock
from pound_desk.services.office import inspections, pound
from pound_desk.text import screen_datetime
from pound_desk.ui import labels
from pound_desk.ui.fields import (
    WARNING_STYLE,
    DateTimeField,
    ErrorLabel,
    add_field,
    bi,
    fit_to_screen,
    make_default,
    plain_buttons,
)
from pound_desk.ui.form_dialog import FormDialog
from pound_desk.ui.tables import fill, read_only_table


class InspectionDialog(FormDialog):
    changed = Signal()

    def __init__(self, parent: QWidget | None = None, now: Callable[[], datetime] = clock.now):
        super().__init__(parent)
        self._now = now
        self.setWindowTitle(self.tr("Inspection of the pound (rules 4–6, 18)"))
        self.at = DateTimeField(now())
        self.officer = QLineEdit()
        self.notes = QLineEdit()
        form = QFormLayout()
        for name, text, w in (("at", self.tr("Inspected at"), self.at),
                              ("officer", self.tr("Inspecting officer"), self.officer)):
            self.add_field(form, name, text, w)

        checks = QGroupBox(self.tr("Checklist"))
        checks_layout = QVBoxLayout(checks)
        self.checks = {code: QCheckBox(bi(pair)) for code, pair in inspections.CHECKLIST.items()}
        for box in self.checks.values():
            checks_layout.addWidget(box)
        checks_layout.addStretch(1)

        count = QGroupBox(self.tr("Head count against the register (r. 18)"))
        grid = QGridLayout(count)
        grid.setVerticalSpacing(2)
        self.counts: dict[str, QSpinBox] = {}
        self.register_labels: dict[str, QLabel] = {}
        grid.addWidget(QLabel(self.tr("<b>Kind</b>")), 0, 0)
        grid.addWidget(QLabel(self.tr("<b>Counted</b>")), 0, 1)
        grid.addWidget(QLabel(self.tr("<b>Register</b>")), 0, 2)
        # the kinds the forms offer, and any other kind the register shows held
        held = inspections.in_register(self.at.value())
        shown = [k for k in pound.kinds() if k.in_use or k.code in held]
        for i, k in enumerate(shown, start=1):
            spin = QSpinBox()
            spin.setRange(0, 9999)
            self.counts[k.code] = spin
            self.register_labels[k.code] = QLabel()
            grid.addWidget(QLabel(labels.kind(k.code, k.en, k.ml)), i, 0)
            grid.addWidget(spin, i, 1)
            grid.addWidget(self.register_labels[k.code], i, 2)
            spin.valueChanged.connect(self.compare)
        self.differences = ErrorLabel(style=WARNING_STYLE)
        self.agrees = QLabel()

        self.history = read_only_table([self.tr("Inspected"), self.tr("Officer"),
                                        self.tr("Differences")])
        self.save_button = QPushButton(self.tr("&Record the inspection"))
        close = QPushButton(self.tr("Close"))
        plain_buttons(self.save_button, close)
        make_default(self, self.save_button)   # Enter in a field records
        buttons = QHBoxLayout()
        buttons.addWidget(self.agrees, 1)
        buttons.addWidget(self.save_button)
        buttons.addWidget(close)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        # the checklist and the count scroll rather than push the dialog
        # past a small screen (eleven kinds, long Malayalam lines)
        middle = QWidget()
        top = QHBoxLayout(middle)
        top.setContentsMargins(0, 0, 0, 0)
        top.addWidget(checks, 1)
        top.addWidget(count, 1)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidget(middle)
        layout.addWidget(scroll, 3)
        notes_form = QFormLayout()
        add_field(notes_form, self.tr("Remarks"), self.notes)
        layout.addLayout(notes_form)
        layout.addWidget(self.differences)
        layout.addWidget(self.general)
        layout.addLayout(buttons)
        layout.addWidget(self.history, 1)
        self.at.dateTimeChanged.connect(self.compare)
        self.save_button.clicked.connect(self.submit)
        close.clicked.connect(self.accept)
        self.compare()
        self.reload()
        fit_to_screen(self, 900, 760)

    def counted(self) -> dict[str, int]:
        return {code: spin.value() for code, spin in self.counts.items()}

    def compare(self, *_args) -> list[inspections.Difference]:
        register = inspections.in_register(self.at.value())
        for code, label in self.register_labels.items():
            label.setText(str(register.get(code, 0)))
        found = inspections.differences({k: n for k, n in self.counted().items() if n}, register)
        if found:
            self.differences.show_message(self.tr("Differs from the register") + "\n"
                                          + "\n".join(d.on_screen() for d in found))
            self.agrees.setText("")
        else:
            self.differences.clear_message()
            self.agrees.setText(self.tr("The count agrees with the register"))
        return found

    def reload(self) -> None:
        fill(self.history, [(screen_datetime(i.inspected_at), i.officer, i.differences or "—")
                            for i in inspections.history()])
        self.history.resizeRowsToContents()

    def save(self) -> list[inspections.Difference]:
        found = inspections.record_differences(self.at.value(), self.officer.text(),
                                               {k: b.isChecked() for k, b in self.checks.items()}, self.counted(),
                                               self.notes.text(), now=self._now())
        self.reload()
        self.changed.emit()
        return found
