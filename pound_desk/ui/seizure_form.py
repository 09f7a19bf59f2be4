"""The new-seizure form: the s. 7 entry as the seizer brings the cattle in.

Usable with the keyboard alone: Tab (or Enter) from field to field in the
order of the paper register, Enter in the ear-tag field adds a head, and
Ctrl+Enter registers. The rules' problems appear under the fields they
name and nothing typed is lost. Once entered, the form offers the seizer's
copy (s. 7) at once.
"""
from __future__ import annotations

from datetime import datetime
from typing import Callable

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QFrame,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from pound_desk import language
from pound_desk.law import flags as law_flags
from pound_desk.law.problems import Problem
from pound_desk.law.seizure import BASES, CAPACITIES, HeadDraft, SeizureDraft, flags
from pound_desk.services.case import documents, late_entries, seizures, tags
from pound_desk.services.desk import clock
from pound_desk.services.desk.errors import Invalid
from pound_desk.services.office import pound, rates
from pound_desk.ui import crash, labels
from pound_desk.ui.fields import (
    WARNING_STYLE,
    DateTimeField,
    EnterMovesOn,
    ErrorLabel,
    ListChooser,
    PlaceChooser,
    TypedDateTimeField,
    compact_combo,
    fit_to_screen,
)
from pound_desk.ui.form_dialog import FormDialog
from pound_desk.ui.heads_editor import HeadsEditor
from pound_desk.ui.pdf_preview import PdfPreview, show_pdf
from pound_desk.ui.photo_strip import PhotoStrip
from pound_desk.ui.scanner import ScanFilter, monotonic_ms
from pound_desk.ui.tag_history import TagHistory
from pound_desk.ui.transliteration import enable_for

TEXT_FIELDS = ("seized_place", "seizer_name", "seizer_residence", "owner_name",
               "owner_residence", "police_aid")


def _route(field: str) -> str:
    # every problem of a listed head is shown beside the heads table
    return "heads" if field == "heads" or field.startswith("heads.") else field


class SeizureForm(FormDialog):
    registered = Signal(str)   # the new case number

    def __init__(self, parent: QWidget | None = None, now: Callable[[], datetime] = clock.now,
                 scan_clock: Callable[[], float] = monotonic_ms):
        super().__init__(parent, route=_route)
        self.setWindowTitle(self.tr("New seizure"))
        self._now = now
        self.case_no: str | None = None
        self.preview: PdfPreview | None = None
        self.pound_area = pound.header().local_area
        # Esc would throw away a half-typed entry: ask first (tests answer for the person)
        self.confirm_discard: Callable[[], bool] = self._ask_discard
        # a head with no fine scale is registered with no fine only when the person agrees
        self.confirm_no_fine: Callable[[str], bool] = self._ask_no_fine

        self.pages = QStackedWidget()
        # on a small screen the entry scrolls rather than squeeze its fields
        entry = QScrollArea()
        entry.setWidgetResizable(True)
        entry.setFrameShape(QFrame.Shape.NoFrame)
        entry.setWidget(self._entry_page())
        self.pages.addWidget(entry)
        self.pages.addWidget(self._done_page())
        layout = QVBoxLayout(self)
        layout.addWidget(self.pages)
        fit_to_screen(self, 1100, 760)
        # an ear tag scanned anywhere in the form goes to the head being entered
        self.scanner = ScanFilter(self, scan_clock, home=self.heads.ear_tag)
        self.scanner.scanned.connect(self.take_scan)
        self.reset()

    # ------------------------------------------------------------ building
    def _entry_page(self) -> QWidget:
        now = self._now()
        self.brought_at = DateTimeField(now)
        # typed from what the seizer says, never defaulted: the hour brought
        # as a default would hide a late arrival (more than 24 hours, ss. 9-10)
        self.seized_at = TypedDateTimeField(lambda: self.brought_at.value())
        self.seized_at.setToolTip(self.tr("Type the time the seizer gives; the 24-hour check is made from it"))
        # chosen from the places the office knows, or a new one typed on purpose (and said so)
        self.seized_place = PlaceChooser(seizures.known_places())
        enable_for(self.seized_place.lineEdit())
        # a local area is chosen from the office's list, never transliterated into a new one
        areas = [self.pound_area] + sorted({e.local_area for e in rates.entries()} - {self.pound_area})
        self.local_area = ListChooser(areas)
        self.basis = QComboBox()
        self.basis.addItem(self.tr("— choose s. 9 or s. 10 —"), "")
        for code in BASES:
            self.basis.addItem(labels.basis(code), code)
        self.seizer_capacity = QComboBox()
        self.seizer_name = enable_for(QLineEdit())
        self.seizer_residence = enable_for(QLineEdit())
        self.owner_name = enable_for(QLineEdit())
        self.owner_name.setPlaceholderText(self.tr("if known"))
        self.owner_residence = enable_for(QLineEdit())
        self.owner_residence.setPlaceholderText(self.tr("if known"))
        self.police_aid = QLineEdit()
        # cattle brought earlier than now by more than the office's margin: why (printed with the entry)
        self.late_reason = QLineEdit()
        self.late_reason.setPlaceholderText(self.tr("only when the entry is made late"))
        self.police_aid.setPlaceholderText(self.tr("if any"))

        self.general_error = self.general
        self.late_warning = ErrorLabel(style=WARNING_STYLE)

        seizure = QGroupBox(self.tr("The seizure"))
        form = self._form(seizure)
        self.add_field(form, "brought_at", self.tr("Day and hour brought"), self.brought_at)
        # shown only for a time brought that is late: an entry made on time tabs past it
        self.late_box = QWidget()
        late_form = QFormLayout(self.late_box)
        late_form.setContentsMargins(0, 0, 0, 0)
        self.add_field(late_form, "late_reason", self.tr("Why entered late"), self.late_reason)
        form.addRow(self.late_box)
        self.late_box.hide()
        self.add_field(form, "seized_at", self.tr("Time of seizure"), self.seized_at)
        self.add_field(form, "seized_place", self.tr("Place of seizure"), self.seized_place)
        form.addRow(self.seized_place.note)
        self.add_field(form, "local_area", self.tr("Local area of seizure"), self.local_area)
        self.add_field(form, "basis", self.tr("Basis of seizure"), self.basis)
        self.add_field(form, "seizer_capacity", self.tr("Seizer's capacity"), self.seizer_capacity)

        people = QGroupBox(self.tr("The seizer and the owner"))
        form = self._form(people)
        self.add_field(form, "seizer_name", self.tr("Seizer's name"), self.seizer_name)
        self.add_field(form, "seizer_residence", self.tr("Seizer's residence"), self.seizer_residence)
        self.add_field(form, "owner_name", self.tr("Owner's name"), self.owner_name)
        self.add_field(form, "owner_residence", self.tr("Owner's residence"), self.owner_residence)
        self.add_field(form, "police_aid", self.tr("Police aid"), self.police_aid)

        kinds = [(k.code, k.en, k.ml) for k in pound.kinds(in_use_only=True)]
        kinds += [(k.code, k.en, k.ml) for k in pound.kinds() if not k.in_use]
        self.heads = HeadsEditor(kinds, self._check_head)
        heads_box = QGroupBox(self.tr("The cattle, one line per head"))
        self.tag_history = TagHistory()
        self.scan_note = QLabel()
        self.scan_note.hide()
        heads_layout = QVBoxLayout(heads_box)
        heads_layout.addWidget(self.heads)
        heads_layout.addWidget(self.scan_note)
        heads_layout.addWidget(self.tag_history)
        self.heads.ear_tag.textChanged.connect(self._tag_typed)
        self.tag_history.take_owner.connect(self.take_owner)
        self.errors.add("heads", self.heads.error, self.heads.kind)

        buttons = self.button_row(self.tr("Register (Ctrl+Enter)"), self.tr("Cancel"))
        self.register_button = self.submit_button

        columns = QHBoxLayout()
        columns.addWidget(seizure, 1)
        columns.addWidget(people, 1)

        page = QWidget()
        layout = QVBoxLayout(page)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(columns)
        layout.addWidget(self.late_warning)
        layout.addWidget(heads_box, 1)
        layout.addWidget(self.general_error)
        layout.addLayout(buttons)

        order = [self.brought_at, self.late_reason, self.seized_at, self.seized_place, self.local_area, self.basis,
                 self.seizer_capacity, self.seizer_name, self.seizer_residence, self.owner_name,
                 self.owner_residence, self.police_aid, self.heads.kind]
        for a, b in zip(order, order[1:]):
            QWidget.setTabOrder(a, b)
        QWidget.setTabOrder(self.heads.remove_button, self.register_button)
        QWidget.setTabOrder(self.register_button, self.cancel_button)

        self._enter = EnterMovesOn(self)
        self._enter.watch(self.brought_at, self.late_reason, self.seized_at, self.seized_place, self.local_area,
                          self.basis, self.seizer_capacity, self.seizer_name,
                          self.seizer_residence, self.owner_name, self.owner_residence,
                          self.police_aid)
        for combo in (self.seized_place, self.local_area, self.basis, self.seizer_capacity):
            compact_combo(combo, 20)
        self.basis.currentIndexChanged.connect(self._fill_capacities)
        for signal in (self.brought_at.dateTimeChanged, self.seized_at.dateTimeChanged,
                       self.basis.currentIndexChanged, self.seizer_capacity.currentIndexChanged):
            signal.connect(self._show_flags)
        self.brought_at.dateTimeChanged.connect(self._show_late)
        return page

    def _form(self, box: QGroupBox) -> QFormLayout:
        form = QFormLayout(box)
        form.setVerticalSpacing(2)
        return form

    def _done_page(self) -> QWidget:
        self.done_label = QLabel()
        self.done_label.setWordWrap(True)
        self.done_label.setStyleSheet("font-size: 14pt;")
        self.done_flags = ErrorLabel(style=WARNING_STYLE)
        self.print_button = QPushButton(self.tr("&Print the seizer's copy (s. 7)"))
        self.another_button = QPushButton(self.tr("&New seizure"))
        self.close_button = QPushButton(self.tr("&Close"))
        self.print_error = ErrorLabel()
        self.photo_strip = PhotoStrip(self, self._now)   # a photo of each head, before the copy is printed
        self.print_button.clicked.connect(self.print_seizer_copy)
        self.another_button.clicked.connect(self.reset)
        self.close_button.clicked.connect(self.accept)
        buttons = QHBoxLayout()
        for b in (self.print_button, self.another_button, self.close_button):
            buttons.addWidget(b)
        buttons.addStretch(1)
        page = QWidget()
        layout = QVBoxLayout(page)
        layout.addStretch(1)
        layout.addWidget(self.done_label)
        layout.addWidget(self.done_flags)
        layout.addWidget(self.photo_strip)
        layout.addLayout(buttons)
        layout.addWidget(self.print_error)
        layout.addStretch(2)
        return page

    # ------------------------------------------------------------ behaviour
    def reset(self) -> None:
        """An empty form for the next seizure, timed now."""
        now = self._now()
        self.case_no = None
        self.brought_at.set_value(now)
        self.late_reason.clear()
        self.seized_at.clear_value()
        self.seized_place.set_items(seizures.known_places())   # with the place just entered
        for name in TEXT_FIELDS:
            getattr(self, name).clear()
        self.local_area.setCurrentText(self.pound_area)
        self.basis.setCurrentIndex(0)
        self._fill_capacities()
        self.heads.clear()
        self.tag_history.clear()
        self.scan_note.hide()
        self.errors.clear()
        self.print_error.clear_message()
        self.pages.setCurrentIndex(0)
        self.register_button.setDefault(True)   # the done page's Print was the default
        self.brought_at.setFocus()

    def _fill_capacities(self) -> None:
        basis = self.basis.currentData()
        chosen = self.seizer_capacity.currentData()
        self.seizer_capacity.clear()
        self.seizer_capacity.addItem(labels.capacity(""), "")
        for code, (of_basis, *_pair) in CAPACITIES.items():
            if of_basis == basis:
                self.seizer_capacity.addItem(labels.capacity(code), code)
        compact_combo(self.seizer_capacity, 20)   # the open list fits the longest capacity
        at = self.seizer_capacity.findData(chosen)
        self.seizer_capacity.setCurrentIndex(max(at, 0))

    # ------------------------------------------------------------ ear tags
    def take_scan(self, digits: str, _where=None) -> None:
        """A scanned tag fills the ear tag of the head being entered, whichever
        field had the focus (the focus stays where the person was)."""
        if self.pages.currentIndex() != 0:
            return
        self.heads.ear_tag.setText(digits)
        self.scan_note.setText(self.tr("Scanned ear tag %1 into the head being entered").replace("%1", digits))
        self.scan_note.show()

    def _tag_typed(self, text: str) -> None:
        if tags.is_tag(text) and tags.normal(text) != self.tag_history.tag:
            self.tag_history.show_tag(text)

    def take_owner(self, name: str, residence: str) -> None:
        self.owner_name.setText(name)
        self.owner_residence.setText(residence)

    def draft(self) -> SeizureDraft:
        return SeizureDraft(
            brought_at=self.brought_at.value(), seized_at=self.seized_at.value(),
            seized_place=self.seized_place.text(), local_area=self.local_area.chosen() or self.local_area.currentText(),
            basis=self.basis.currentData(), seizer_name=self.seizer_name.text(),
            seizer_residence=self.seizer_residence.text(),
            seizer_capacity=self.seizer_capacity.currentData() or "",
            owner_name=self.owner_name.text(), owner_residence=self.owner_residence.text(),
            police_aid=self.police_aid.text(), heads=self.heads.heads())

    def _show_flags(self) -> None:
        """Irregularities are entered, not refused (ss. 9-10); say so before saving."""
        found = flags(self.draft())
        text = "\n".join(f"⚠ {language.pick(law_flags.describe(f, 'en'), law_flags.describe(f, 'ml'))}"
                          for f in found)
        self.late_warning.show_message(text)

    def _check_head(self, listed: list[HeadDraft], head: HeadDraft) -> list[Problem]:
        # the rules' own check, for the line about to be added; with the form's
        # times, so a kind added by notification after the seizure is refused
        # beside the kind (s. 2(1))
        n = len(listed) + 1
        probe = SeizureDraft(self.brought_at.value(), self.seized_at.value(), "", "", "", "", "",
                             heads=[*listed, head])
        return [p for p in seizures.problems(probe, self._now()) if p.field.startswith(f"heads.{n}.")]

    def _area_problems(self) -> list[Problem]:
        if self.local_area.chosen() is not None or not self.local_area.currentText().strip():
            return []
        return [Problem("local_area", self.tr("Choose the local area from the list: %1")
                        .replace("%1", ", ".join(self.local_area.items)))]

    def show_refusals(self, problems: list[Problem]) -> None:
        # the heads refused are marked in the table too
        first = self.errors.show(problems)
        self.heads.mark_rows(problems)
        if first is not None:
            first.setFocus()

    def _show_late(self) -> None:
        """The reason's field, when the time brought is earlier than now by more than the office's margin."""
        self.late_box.setVisible(late_entries.is_late(self.brought_at.value(), self._now()))

    def save(self) -> str | None:
        if self.pages.currentIndex() != 0:
            return None
        self._show_late()
        area = self._area_problems()
        if area:
            # every refusal of the form at once, the local area's with the rules'
            raise Invalid(seizures.problems(self.draft(), self._now()) + area
                          + late_entries.problems(self.brought_at.value(), self.late_reason.text(), self._now()))
        try:
            case = seizures.enter(self.draft(), now=self._now(), late_reason=self.late_reason.text())
        except seizures.NoFineScale as e:
            question = "\n".join(seizures.no_fine_message(e.missing, e.whole_area))
            if not self.confirm_no_fine(question):
                self.general_error.show_message(question)
                return None
            case = seizures.enter(self.draft(), now=self._now(), without_fine_scale=True,
                                  late_reason=self.late_reason.text())
        self.case_no = case.case_no
        self.errors.clear()
        self.done_label.setText(self.tr("Case %1 is entered in the register.")
                                .replace("%1", case.case_no))
        self.done_flags.show_message("\n".join(labels.flag(f) for f in case.flags))
        self.photo_strip.show_case(case.case_no, [(seq, labels.kind(kind)) for seq, kind in case.heads])
        self.pages.setCurrentIndex(1)
        self.print_button.setDefault(True)
        self.print_button.setFocus()
        self.registered.emit(case.case_no)
        return case.case_no

    def print_seizer_copy(self) -> PdfPreview | None:
        if not self.case_no:
            return None
        try:
            path = documents.print_seizer_copy(self.case_no)
        except Exception as e:  # a printing failure must not lose the entry: it is saved
            self.print_error.show_message(self.tr("Could not make the copy: %1").replace("%1", crash.sentence(e)))
            return None
        self.preview = show_pdf(path, self.tr("Seizer's copy — %1").replace("%1", self.case_no),
                                self)
        return self.preview

    # ------------------------------------------------------------ leaving
    def _dirty(self) -> bool:
        return self.pages.currentIndex() == 0 and (
            any(getattr(self, n).text().strip() for n in TEXT_FIELDS) or bool(self.heads.heads()))

    def _ask_no_fine(self, question: str) -> bool:
        answer = QMessageBox.question(
            self, self.windowTitle(),
            question + "\n\n" + self.tr("Register with no fine for these heads? "
                                         "Choose No to correct the kind or the local area."),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, QMessageBox.StandardButton.No)
        return answer == QMessageBox.StandardButton.Yes

    def _ask_discard(self) -> bool:
        answer = QMessageBox.question(
            self, self.windowTitle(),
            self.tr("Close without registering? What you typed will be lost."))
        return answer == QMessageBox.StandardButton.Yes

    def reject(self) -> None:
        if self._dirty() and not self.confirm_discard():
            return
        super().reject()
