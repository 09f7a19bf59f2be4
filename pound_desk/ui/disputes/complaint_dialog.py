"""A complaint of illegal seizure or detention (ss. 19, 20): who made it
(the owner, or an agent who knows the facts), to which Magistrate, on what
day, in writing or orally (an oral complaint is written down here). One made
after the tenth day from the seizure is recorded and marked late."""
from __future__ import annotations

from datetime import datetime
from typing import Callable

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QComboBox, QFormLayout, QLabel, QLineEdit, QPlainTextEdit, QVBoxLayout, QWidget

from pound_desk import language
from pound_desk.services.case import cases
from pound_desk.services.desk import clock
from pound_desk.services.disputes import complaints, protest
from pound_desk.services.office import roles
from pound_desk.text import date_str
from pound_desk.ui import crash
from pound_desk.ui.disputes.common import DayField
from pound_desk.ui.fields import EnterMovesOn, fit_to_screen
from pound_desk.ui.form_dialog import FormDialog
from pound_desk.ui.pdf_preview import show_pdf


class ComplaintDialog(FormDialog):
    recorded = Signal(int)   # the complaint's id

    def __init__(self, case_no: str, parent: QWidget | None = None,
                 now: Callable[[], datetime] = clock.now):
        super().__init__(parent)
        self._now = now
        self.cv = cases.view(case_no)
        self.complaint_id: int | None = None
        self.preview = None
        self.ends = protest.window_ends(self.cv)
        self.setWindowTitle(self.tr("Complaint (s. 19) — %1").replace("%1", self.cv.case_no))
        fit_to_screen(self, 680, 640)
        about = QLabel(self.tr(
            "A complaint that the seizure or detention was illegal, made to the Magistrate by the owner or by an agent who knows the facts, in writing or orally. While it is pending the case's cattle are not sold unless a written order allows it."))  # noqa: E501 (a translated text is kept whole)
        about.setWordWrap(True)
        self.complainant = QLineEdit(self.cv.owner_name)
        self.capacity = QComboBox()
        for code, (en, ml) in complaints.CAPACITIES.items():
            self.capacity.addItem(language.pick(en, ml), code)
        self.authority = QLineEdit(roles.current().magistrate)
        self.filed_on = DayField(self._now().date())
        self.ground = QComboBox()
        for code, (en, ml) in complaints.GROUNDS.items():
            self.ground.addItem(language.pick(en, ml), code)
        self.against = QLineEdit()
        self.against.setPlaceholderText(self.tr("The seizer, or for a detention the pound-keeper"))
        self.mode = QComboBox()
        for code, (en, ml) in complaints.MODES.items():
            self.mode.addItem(language.pick(en, ml), code)
        self.particulars = QPlainTextEdit()
        self.particulars.setTabChangesFocus(True)
        self.particulars.setMaximumHeight(110)
        self.particulars.setPlaceholderText(self.tr(
            "The complaint in brief; an oral complaint in full, as reduced to writing"))
        self.window_label = QLabel()
        self.window_label.setWordWrap(True)
        self.window_label.setTextFormat(Qt.TextFormat.PlainText)
        form = QFormLayout()
        form.setVerticalSpacing(2)
        for text, name, widget in (
                (self.tr("Complainant"), "complainant", self.complainant),
                (self.tr("Owner, or agent who knows the facts (s. 20)"), "capacity",
                 self.capacity),
                (self.tr("Made to (Magistrate or authority)"), "authority", self.authority),
                (self.tr("Made on"), "filed_on", self.filed_on),
                (self.tr("Complaint of (s. 19)"), "ground", self.ground),
                (self.tr("Against"), "against", self.against),
                (self.tr("In writing or oral"), "mode", self.mode),
                (self.tr("The complaint"), "particulars", self.particulars)):
            self.add_field(form, name, text, widget)
        buttons = self.button_row(self.tr("&Record the complaint (Ctrl+Enter)"), self.tr("Cancel"))
        self.save_button = self.submit_button
        layout = QVBoxLayout(self)
        layout.addWidget(about)
        layout.addLayout(form)
        layout.addWidget(self.window_label)
        layout.addStretch(1)
        layout.addWidget(self.general)
        layout.addLayout(buttons)
        self._enter = EnterMovesOn(self)
        self._enter.watch(self.complainant, self.capacity, self.authority, self.filed_on, self.ground,
                          self.against, self.mode)
        self.filed_on.dateChanged.connect(lambda *_: self.show_window())
        self.show_window()
        self.complainant.setFocus()

    def show_window(self) -> None:
        if self.ends is None:
            self.window_label.setText(self.tr("No time of seizure: the window cannot be reckoned"))
            return
        text = self.tr("Complaints may be made until %1 (s. 19)") \
            .replace("%1", date_str(self.ends))
        if self.filed_on.value() > self.ends:
            text += "\n" + self.tr("Late: recorded all the same; the Magistrate decides")
        self.window_label.setText(text)

    def save(self) -> int | None:
        complaint_id = complaints.record_id(self.cv.case_no, self.filed_on.value(), self.complainant.text(),
                                            self.authority.text(), self.mode.currentData(),
                                            self.particulars.toPlainText(),
                                            now=self._now(), capacity=self.capacity.currentData(),
                                            ground=self.ground.currentData(), against=self.against.text())
        self.complaint_id = complaint_id
        self.recorded.emit(complaint_id)
        try:
            path = complaints.print_acknowledgement(complaint_id)
            self.preview = show_pdf(path, self.tr("Acknowledgement of a complaint"),
                                    self.parent())
        except Exception as e:   # the complaint stands; the acknowledgement can be printed again
            self.general.show_message(crash.sentence(e))
            return complaint_id
        self.accept()
        return complaint_id
