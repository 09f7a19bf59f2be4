"""The s. 11(4) list of fines and feeding rates: print it, put it up at the
pound, and confirm that it is displayed. Until then "needs action" asks."""
from __future__ import annotations

from datetime import datetime
from pathlib import Path
from typing import Callable

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QFormLayout, QHBoxLayout, QLabel, QLineEdit, QPushButton, QVBoxLayout, QWidget

from pound_desk.services.desk import clock
from pound_desk.services.desk.errors import ServiceError
from pound_desk.services.office import exhibit, keepers
from pound_desk.text import date_str, screen_datetime
from pound_desk.ui.fields import plain_buttons
from pound_desk.ui.form_dialog import FormDialog
from pound_desk.ui.pdf_preview import PdfPreview, show_pdf


class ExhibitDialog(FormDialog):
    changed = Signal()

    def __init__(self, parent: QWidget | None = None, now: Callable[[], datetime] = clock.now,
                 preview: bool = True):
        super().__init__(parent)
        self._now = now
        self._preview = preview
        self.path: Path | None = None
        self.preview: PdfPreview | None = None
        self.setWindowTitle(self.tr("List of fines and rates at the pound (s. 11(4))"))
        self.resize(640, 320)
        self.state = QLabel()
        self.state.setWordWrap(True)
        self.print_button = QPushButton(self.tr("&Print the list"))
        self.by = QLineEdit(keepers.standing(now().date()).name)
        form = QFormLayout()
        self.add_field(form, "by", self.tr("Put up at the pound by"), self.by)
        self.confirm_button = QPushButton(self.tr("&Confirm it is displayed"))
        close = QPushButton(self.tr("Close"))
        plain_buttons(self.print_button, self.confirm_button, close)
        buttons = QHBoxLayout()
        buttons.addWidget(self.print_button)
        buttons.addStretch(1)
        buttons.addWidget(self.confirm_button)
        buttons.addWidget(close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.state)
        layout.addLayout(form)
        layout.addWidget(self.general)
        layout.addStretch(1)
        layout.addLayout(buttons)
        self.print_button.clicked.connect(self.print_list)
        self.confirm_button.clicked.connect(self.submit)
        close.clicked.connect(self.accept)
        self.show_state()

    def show_state(self) -> exhibit.Status:
        st = exhibit.status(self._now().date())
        if not st.has_rates:
            text = self.tr("No fines or rates are in force: there is nothing to display yet.")
        elif st.needs_display:
            text = self.tr(
                "The rates in force have changed since the list was last put up. Print the new list, put it up on or near the pound, and confirm.")  # noqa: E501 (a translated text is kept whole)
        else:
            text = (self.tr("The list in force is displayed: confirmed by %1 at %2.")
                    .replace("%1", st.last.confirmed_by).replace("%2", screen_datetime(st.last.confirmed_at)))
        if st.last is not None and st.needs_display:
            text += "\n" + (self.tr("Last confirmed: %1 (list of %2)")
                            .replace("%1", screen_datetime(st.last.confirmed_at))
                            .replace("%2", date_str(st.last.rates_on)))
        self.state.setText(text)
        self.confirm_button.setEnabled(st.needs_display)
        self.print_button.setEnabled(st.has_rates)
        return st

    def print_list(self) -> Path | None:
        self.errors.clear()
        try:
            self.path = exhibit.print_exhibit(self._now().date())
        except ServiceError as e:
            self.general.show_message(str(e))
            return None
        if self._preview:
            self.preview = show_pdf(self.path, self.tr("List of fines and rates"), self)
        return self.path

    def confirm(self) -> bool:
        """Whether the display was confirmed."""
        return self.submit() is not None

    def save(self) -> exhibit.Status:
        exhibit.confirm_displayed(self.by.text(), self._now().date(), now=self._now())
        st = self.show_state()
        self.changed.emit()
        return st
