"""Issuing the notice under s. 13(2) for a case's heads still held: the day,
who issues it (the local authority or the officer, as the roles setting
names them), and the village and the market place nearest the place of
seizure (chosen from those listed for the local area and those named on
earlier notices, typing finding them in either script; another typed on
purpose, and said so). Then the poster and the drum proclamation are
printed."""
from __future__ import annotations

from datetime import datetime, time
from typing import Callable

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from pound_desk import language
from pound_desk.services.case import cases
from pound_desk.services.desk import clock
from pound_desk.services.disposal import unclaimed
from pound_desk.services.office import roles
from pound_desk.ui import crash
from pound_desk.ui.fields import DateTimeField, EnterMovesOn, ErrorLabel, PlaceChooser, fit_to_screen, plain_buttons
from pound_desk.ui.form_dialog import FormDialog
from pound_desk.ui.head_checklist import HeadChecklist
from pound_desk.ui.office.common import date_edit
from pound_desk.ui.pdf_preview import PdfPreview, show_pdf
from pound_desk.ui.transliteration import enable_for


def place_box(names: list[str], listed: list[str], note: str) -> PlaceChooser:
    """A village or market place chosen from ``names``; another typed on
    purpose, which ``note`` says. The first of those ``listed`` for the local
    area is offered, as the list gives it (never written in Malayalam)."""
    box = PlaceChooser(names, new_note=note)
    enable_for(box.lineEdit())
    if listed:
        box.setText(listed[0])
    return box


class NoticeDialog(FormDialog):
    issued = Signal(int)   # the notice's id

    def __init__(self, case_no: str, parent: QWidget | None = None,
                 now: Callable[[], datetime] = clock.now):
        super().__init__(parent)
        self._now = now
        self.cv = cases.view(case_no)
        # after the owner refused the remaining cattle (s. 15(5)), or the s. 13(2) notice
        self.cause = unclaimed.awaited(case_no) or "s13"
        self.notice_id: int | None = None
        self.preview: PdfPreview | None = None
        self.setWindowTitle(self.tr("Issue notice (s. 13(2)) — %1").replace("%1", self.cv.case_no))
        self.pages = QStackedWidget()
        self.pages.addWidget(self._form_page())
        self.pages.addWidget(self._done_page())
        QVBoxLayout(self).addWidget(self.pages)
        fit_to_screen(self, 760, 560)

    def _form_page(self) -> QWidget:
        cv = self.cv
        about = QLabel(self.tr(
            "Seized at %1 (%2); the notice is proclaimed by beat of drum in the village and the market place nearest to it.")  # noqa: E501 (a translated text is kept whole)
                       .replace("%1", cv.seized_place).replace("%2", cv.local_area or "—"))
        about.setWordWrap(True)
        cause_en, cause_ml = unclaimed.CAUSES[self.cause]
        cause = QLabel(f"<b>{language.pick(cause_en, cause_ml)}</b>")
        self.heads = HeadChecklist(cv.held)
        self.issued_on = date_edit(self._now().date())
        r = roles.current()
        self.issuer = QComboBox()
        for code, (en, ml) in roles.REPORT_TO.items():
            role = language.pick(en, ml)   # in brackets after the name: "(the local authority)"
            self.issuer.addItem(f"{r.name(code) or '—'} ({role[:1].lower()}{role[1:]})", code)
        self.issuer.setCurrentIndex(max(0, self.issuer.findData(r.report_to)))
        listed_villages, listed_markets = unclaimed.notice_places(cv.case_no)
        villages, markets = unclaimed.notice_place_choices(cv.case_no)
        self.village = place_box(villages, listed_villages, self.tr(
            "A village not on the list: “%1” is named on this notice and offered on the next"))
        self.market = place_box(markets, listed_markets, self.tr(
            "A market place not on the list: “%1” is named on this notice and offered on the next"))
        # s. 13(3): the notice names the place and the day and hour of the sale
        self.sale_place = QLineEdit()
        self.sale_place.setPlaceholderText(self.tr("where the public auction will be held"))
        first_day = unclaimed.first_sale_day(self._now().date())
        self.sale_at = DateTimeField(datetime.combine(first_day, time(11, 0)))
        form = QFormLayout()
        form.setVerticalSpacing(2)
        for text, name, widget in (
                (self.tr("Heads still in the pound"), "heads", self.heads),
                (self.tr("Date of the notice"), "issued_on", self.issued_on),
                (self.tr("Issued by"), "issuer_role", self.issuer),
                (self.tr("Village nearest the place of seizure"), "village", self.village),
                (self.tr("Market place nearest the place of seizure"), "market",
                 self.market),
                (self.tr("Place of the sale (s. 13(3))"), "sale_place", self.sale_place),
                (self.tr("Day and hour of the sale"), "sale_at", self.sale_at)):
            self.add_field(form, name, text, widget)
            if isinstance(widget, PlaceChooser):
                form.addRow(widget.note)
        buttons = self.button_row(self.tr("&Issue the notice (Ctrl+Enter)"), self.tr("Cancel"))
        self.issue_button = self.submit_button
        page = QWidget()
        layout = QVBoxLayout(page)
        layout.addWidget(cause)
        layout.addWidget(about)
        layout.addLayout(form)
        layout.addStretch(1)
        layout.addWidget(self.general)
        layout.addLayout(buttons)
        self._enter = EnterMovesOn(self)
        self._enter.watch(self.issued_on, self.issuer, self.village, self.market, self.sale_place, self.sale_at)
        self.village.setFocus()
        return page

    def _done_page(self) -> QWidget:
        self.done_label = QLabel()
        self.done_label.setWordWrap(True)
        self.done_label.setStyleSheet("font-size: 13pt;")
        self.notice_button = QPushButton(self.tr("Print the &notice (poster)"))
        self.drum_button = QPushButton(self.tr("Print the &drum proclamation"))
        close = QPushButton(self.tr("&Close"))
        plain_buttons(self.notice_button, self.drum_button, close)
        self.print_error = ErrorLabel()
        self.notice_button.clicked.connect(self.print_notice)
        self.drum_button.clicked.connect(self.print_proclamation)
        close.clicked.connect(self.accept)
        buttons = QHBoxLayout()
        for b in (self.notice_button, self.drum_button, close):
            buttons.addWidget(b)
        buttons.addStretch(1)
        page = QWidget()
        layout = QVBoxLayout(page)
        layout.addStretch(1)
        layout.addWidget(self.done_label)
        layout.addLayout(buttons)
        layout.addWidget(self.print_error)
        layout.addStretch(2)
        return page

    def chosen_seqs(self) -> list[int]:
        return self.heads.chosen_seqs()

    def save(self) -> int | None:
        if self.pages.currentIndex() != 0:
            return None
        # no head ticked is one refusal among the others, all shown at once
        notice = unclaimed.issue(self.cv.case_no, self.issued_on.date().toPython(),
                                 self.village.text(), self.market.text(),
                                 cause=self.cause, issuer_role=self.issuer.currentData(),
                                 head_seqs=self.chosen_seqs(), now=self._now(),
                                 sale_place=self.sale_place.text(), sale_at=self.sale_at.value())
        self.notice_id = notice.id
        self.done_label.setText(
            self.tr(
                "Notice %1 issued for case %2. Print the poster to affix at the office and the sheet for the drum proclamation in %3 and %4.")  # noqa: E501 (a translated text is kept whole)
            .replace("%1", notice.number).replace("%2", self.cv.case_no)
            .replace("%3", notice.village).replace("%4", notice.market))
        self.pages.setCurrentIndex(1)
        self.notice_button.setFocus()
        self.issued.emit(notice.id)
        self.print_notice()
        return notice.id

    def _print(self, make, title: str) -> PdfPreview | None:
        if self.notice_id is None:
            return None
        try:
            path = make(self.notice_id)
        except Exception as e:  # the notice is recorded; only the paper failed
            self.print_error.show_message(self.tr("Could not make the document: %1").replace("%1", crash.sentence(e)))
            return None
        self.preview = show_pdf(path, title, self)
        return self.preview

    def print_notice(self) -> PdfPreview | None:
        return self._print(unclaimed.print_notice, self.tr("Notice — %1").replace("%1", self.cv.case_no))

    def print_proclamation(self) -> PdfPreview | None:
        return self._print(unclaimed.print_proclamation,
                           self.tr("Drum proclamation — %1").replace("%1", self.cv.case_no))
