"""One case as it stands: the entry (amendments applied, and listed), the
heads held or released, the dues as of now, the history, and the actions
the case's state allows."""
from __future__ import annotations

from datetime import datetime
from typing import Callable

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QMenu,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from pound_desk import language
from pound_desk.services import case_history
from pound_desk.services.case import cases, documents, feeding
from pound_desk.services.case.cases import CaseView
from pound_desk.services.desk import clock
from pound_desk.services.desk.errors import ServiceError
from pound_desk.services.office import authorities
from pound_desk.text import date_str, money, screen_datetime
from pound_desk.ui import access, crash, labels
from pound_desk.ui.amend_dialog import AmendDialog
from pound_desk.ui.auction import in_case as sale_in_case
from pound_desk.ui.audit_note import note_view
from pound_desk.ui.disputes import in_case as disputes_in_case
from pound_desk.ui.fields import WARNING_STYLE, ErrorLabel, fit_to_screen, plain_buttons
from pound_desk.ui.pdf_preview import PdfPreview, show_pdf
from pound_desk.ui.penalties import in_case as penalties_in_case
from pound_desk.ui.photo_strip import PhotoStrip, in_box
from pound_desk.ui.receipt_printing import show_receipt
from pound_desk.ui.release_dialog import ReleaseDialog
from pound_desk.ui.sign_in_dialog import gate_case_view
from pound_desk.ui.tables import fill, read_only_table
from pound_desk.ui.unclaimed import in_case as unclaimed_in_case


class CaseViewDialog(QDialog):
    changed = Signal(str)   # the case number, after a release, amendment or feeding log

    def __init__(self, case_no: str, parent: QWidget | None = None,
                 now: Callable[[], datetime] = clock.now):
        super().__init__(parent)
        self.case_no = case_no
        self._now = now
        self.cv: CaseView | None = None
        self.child: QDialog | None = None   # the release/amend dialog or preview last opened
        fit_to_screen(self, 1240, 780)

        self.title = QLabel()
        self.title.setStyleSheet("font-size: 15pt; font-weight: bold;")
        self.entry_flags = ErrorLabel(style=WARNING_STYLE)
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.error = ErrorLabel()

        self.entry = QFormLayout()
        self.entry.setLabelAlignment(Qt.AlignmentFlag.AlignRight)
        entry_box = QGroupBox(self.tr("Entry in the register"))
        entry_layout = QVBoxLayout(entry_box)
        entry_layout.addLayout(self.entry)
        self.amendments = QLabel()
        self.amendments.setWordWrap(True)
        entry_layout.addWidget(QLabel(self.tr("<b>Amendments</b>")))
        entry_layout.addWidget(self.amendments)
        entry_layout.addStretch(1)

        self.heads = read_only_table([self.tr("No."), self.tr("Kind"), self.tr("Status"),
                                      self.tr("Description")], one_row=False, striped=False)
        heads_box = QGroupBox(self.tr("Cattle"))
        QVBoxLayout(heads_box).addWidget(self.heads)
        self.photos = PhotoStrip(self, now)
        self.photos.changed.connect(self._after_change)
        photos_box = in_box(self.photos, self.tr("Photos"))

        self.dues = read_only_table([self.tr("No."), self.tr("Kind"), self.tr("Fine"),
                                     self.tr("Periods"), self.tr("Feeding"),
                                     self.tr("Total")], one_row=False, striped=False)
        self.dues_total = QLabel()
        self.dues_total.setStyleSheet("font-size: 13pt; font-weight: bold;")
        self.dues_notes = QLabel()
        self.dues_notes.setWordWrap(True)
        self.dues_box = QGroupBox()
        dues_layout = QVBoxLayout(self.dues_box)
        dues_layout.addWidget(self.dues)
        dues_layout.addWidget(self.dues_total)
        dues_layout.addWidget(self.dues_notes)

        self.timeline = QListWidget()
        self.timeline.setWordWrap(True)
        timeline_box = QGroupBox(self.tr("History"))
        QVBoxLayout(timeline_box).addWidget(self.timeline)

        self.print_copy_button = QPushButton(self.tr("Seizer's copy"))
        self.feeding_button = QPushButton(self.tr("Log today's feeding"))
        self.release_button = QPushButton(self.tr("Release…"))
        self.amend_button = QPushButton(self.tr("Amend…"))
        self.receipt_button = QPushButton(self.tr("Receipts"))
        self.receipt_menu = QMenu(self)
        self.receipt_button.setMenu(self.receipt_menu)
        close = QPushButton(self.tr("Close"))
        buttons = (self.print_copy_button, self.feeding_button, self.release_button,
                   self.amend_button, self.receipt_button, close)
        plain_buttons(*buttons)
        self.print_copy_button.clicked.connect(self.print_seizer_copy)
        self.feeding_button.clicked.connect(self.log_feeding)
        self.release_button.clicked.connect(self.release)
        self.amend_button.clicked.connect(self.amend)
        close.clicked.connect(self.accept)

        grid = QGridLayout()
        grid.addWidget(entry_box, 0, 0, 2, 1)
        grid.addWidget(heads_box, 0, 1)
        grid.addWidget(self.dues_box, 1, 1)
        grid.addWidget(timeline_box, 2, 0)
        grid.addWidget(photos_box, 2, 1)
        grid.setColumnStretch(0, 4)
        grid.setColumnStretch(1, 5)
        grid.setRowStretch(0, 2)
        grid.setRowStretch(1, 3)
        grid.setRowStretch(2, 2)
        # three short rows, so the view fits an old 1024-pixel screen: the
        # day's work, the paths of Chapters IV and V, the printing
        doing = QHBoxLayout()
        for b in (self.release_button, self.feeding_button, self.amend_button):
            doing.addWidget(b)
        doing.addStretch(1)
        paths = QHBoxLayout()
        self.sale_button = sale_in_case.case_actions(self, paths)   # the sale, settlement and account (ss. 13, 15)
        # deposit under protest, complaints and outcomes (ss. 14, 19-22)
        self.dispute_button = disputes_in_case.case_actions(self, paths)
        paths.addStretch(1)
        printing = QHBoxLayout()
        for b in (self.print_copy_button, self.receipt_button):
            printing.addWidget(b)
        printing.addStretch(1)
        printing.addWidget(close)

        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addWidget(self.entry_flags)
        layout.addLayout(grid, 1)
        layout.addWidget(self.message)
        layout.addWidget(self.error)
        layout.addLayout(doing)
        layout.addLayout(paths)
        layout.addLayout(printing)
        unclaimed_in_case.attach(self, paths)   # notice, affixing and proclamation, refusal (ss. 13, 15(1))
        penalties_in_case.case_actions(self, paths, printing)   # release on an order (s. 18(2)), the history PDF
        self.reload()
        note_view(parent, "case_opened", self.cv.case_no)

    # ------------------------------------------------------------ showing
    def reload(self) -> None:
        cv = self.cv = case_history.view(self.case_no)
        self.setWindowTitle(self.tr("Case %1").replace("%1", cv.case_no))
        self.title.setText(self.tr("Case %1 — %2").replace("%2", labels.status(cv.status)).replace("%1", cv.case_no))
        self.entry_flags.show_message("\n".join(labels.flag(f) for f in cv.flags))
        self._show_entry(cv)
        fill(self.heads, [(str(h.seq), labels.kind(h.kind), self._head_status(h), h.on_screen)
                          for h in cv.heads])
        access.speak_rows(self.heads)   # a row read aloud whole, each value after its heading
        self.photos.show_case(cv.case_no, [(h.seq, labels.kind(h.kind)) for h in cv.heads])
        self._show_dues(cv)
        self.timeline.clear()
        for e in cv.events:
            self.timeline.addItem(f"{screen_datetime(e.at)} — {language.pick(e.en, e.ml)}")
        self.timeline.scrollToBottom()
        self._show_receipts(cv)
        held = bool(cv.held)
        self.release_button.setEnabled(held)
        self.feeding_button.setEnabled(held)
        unclaimed_in_case.refresh(self)
        penalties_in_case.refresh(self)   # ownership contested (Q15)
        gate_case_view(self)   # an auditor sees the case, never its writing buttons

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self.timeline.scrollToBottom()   # the latest first in sight

    def _show_entry(self, cv: CaseView) -> None:
        while self.entry.rowCount():
            self.entry.removeRow(0)
        values = (
            ("brought_at", screen_datetime(cv.brought_at)),
            ("seized_at", screen_datetime(cv.seized_at) if cv.seized_at else "—"),
            ("seized_place", cv.seized_place), ("local_area", cv.local_area),
            ("basis", labels.basis(cv.basis)), ("seizer_name", cv.seizer_name),
            ("seizer_residence", cv.seizer_residence),
            ("seizer_capacity", labels.capacity(cv.seizer_capacity)),
            ("owner_name", cv.owner_name or self.tr("not known")),
            ("owner_residence", cv.owner_residence or "—"), ("police_aid", cv.police_aid or "—"),
        )
        for name, value in values:
            shown = QLabel(value)
            shown.setWordWrap(True)
            shown.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            self.entry.addRow(labels.entry_field(name) + ":", shown)
        lines = [f"{screen_datetime(a.made_at)} — {a.what}: “{a.old}” → “{a.new}” ({a.reason})"
                 for a in cv.amendments]
        self.amendments.setText("\n".join(lines) or self.tr("None"))

    def _head_status(self, h) -> str:
        if h.released_at is None:
            return labels.status("held")
        text = f"{labels.status('released')} {screen_datetime(h.released_at)}"
        return self.tr("%1\nreceipt %2").replace("%2", h.receipt_no).replace("%1", text) if h.receipt_no else text

    def _show_dues(self, cv: CaseView) -> None:
        now = self._now()
        self.dues_box.setTitle(self.tr("Dues as of %1").replace("%1", screen_datetime(now)))
        try:
            d = cases.dues(cv, now)
        except ServiceError as e:
            fill(self.dues, [])
            access.speak_rows(self.dues)
            self.dues_total.setText("")
            self.dues_notes.setText(str(e))
            return
        kinds = {h.seq: h.kind for h in cv.heads}
        fill(self.dues, [(str(line.seq), labels.kind(kinds[line.seq]), money(line.fine.amount),
                          str(line.periods), money(line.feeding), money(line.total))
                         for line in d.heads], right={2, 3, 4, 5})
        access.speak_rows(self.dues)
        if not d.heads:
            self.dues_total.setText(self.tr("Nothing held: no dues"))
        else:
            self.dues_total.setText(self.tr("Total: %1").replace("%1", money(d.total)))
        notes = [labels.flag(f) for f in d.flags]
        standing = authorities.area_standing(cv.local_area) if cv.local_area else "served"
        if standing != "served":
            outside = (self.tr("Seized in %1, a neighbouring local area outside the area this pound serves (s. 3(2))")
                       if standing == "neighbour" else
                       self.tr("Seized in %1, outside the area this pound serves (s. 3(2))"))
            notes.append(outside.replace("%1", cv.local_area))
        if d.heads:
            notes.append(self.tr("Unclaimed report due on %1 (s. 13(1))")
                         .replace("%1", date_str(d.unclaimed_report_due)))
        if d.complaint_window_ends:
            notes.append(self.tr("Complaints may be made until %1 (s. 19)")
                         .replace("%1", date_str(d.complaint_window_ends)))
        self.dues_notes.setText("\n".join(notes))

    def _show_receipts(self, cv: CaseView) -> None:
        self.receipt_menu.clear()
        for number in cv.receipts:
            self.receipt_menu.addAction(self.tr("Print receipt %1").replace("%1", number),
                                        lambda n=number: self.print_receipt(n))
        self.receipt_button.setEnabled(bool(cv.receipts))

    def _say(self, text: str) -> None:
        self.error.clear_message()
        self.message.setText(text)

    def _fail(self, text: str) -> None:
        self.message.setText("")
        self.error.show_message(text)

    # ------------------------------------------------------------ actions
    def print_seizer_copy(self) -> PdfPreview | None:
        try:
            path = documents.print_seizer_copy(self.case_no)
        except Exception as e:
            self._fail(crash.sentence(e))
            return None
        self.child = show_pdf(path, self.tr("Seizer's copy — %1").replace("%1", self.case_no), self)
        self.reload()   # the printing is part of the case's history
        return self.child

    def print_receipt(self, number: str) -> PdfPreview | None:
        try:
            self.child = show_receipt(number, self.tr("Receipt — %1").replace("%1", number), self)
        except Exception as e:
            self._fail(crash.sentence(e))
            return None
        self.reload()
        return self.child

    def log_feeding(self) -> int | None:
        today = self._now().date()
        try:
            count = feeding.log(today, [self.case_no], now=self._now())
        except ServiceError as e:
            self._fail(crash.sentence(e))
            return None
        if count:
            self._say(self.tr("Fed and watered today: %1 head logged")
                      .replace("%1", str(count)))
        else:
            self._say(self.tr("Already logged for today"))
        self.reload()
        self.changed.emit(self.case_no)
        return count

    def release(self) -> ReleaseDialog | None:
        if not self.cv or not self.cv.held:
            return None
        dialog = ReleaseDialog(self.case_no, self, now=self._now)
        dialog.released.connect(self._after_change)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        self.child = dialog
        return dialog

    def amend(self) -> AmendDialog:
        dialog = AmendDialog(self.cv, self)
        dialog.amended.connect(self._after_change)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        self.child = dialog
        return dialog

    def _after_change(self, *_args) -> None:
        self.reload()
        self.changed.emit(self.case_no)
