"""The pound, its areas and the lists the Act relies on, in four tabs: the
pound's particulars with its establishing order, service area and
neighbouring areas (s. 3); the villages and market places used in notices
(s. 13(2)); kinds of cattle added by notification (s. 2(1)); and the lists
of police officers, officers, members and s. 10 officers with their dates."""
from __future__ import annotations

from datetime import datetime
from typing import Callable

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QFormLayout,
    QHBoxLayout,
    QLineEdit,
    QPushButton,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from pound_desk.services.desk import clock
from pound_desk.services.desk.errors import Invalid
from pound_desk.services.office import authorities, pound
from pound_desk.text import date_str
from pound_desk.ui import labels
from pound_desk.ui.fields import ErrorLabel, FieldErrors, PlaceChooser, add_field, bi, plain_buttons
from pound_desk.ui.office.common import date_edit, local_areas
from pound_desk.ui.tables import fill, read_only_table


def _split(text: str) -> tuple[str, ...]:
    return tuple(a.strip() for a in text.split(",") if a.strip())


class AuthoritiesDialog(QDialog):
    changed = Signal()

    def __init__(self, parent: QWidget | None = None, now: Callable[[], datetime] = clock.now):
        super().__init__(parent)
        self._now = now
        self.setWindowTitle(self.tr("Pound, areas and lists"))
        self.resize(900, 680)
        self.tabs = QTabWidget()
        self.tabs.addTab(self._pound_tab(), self.tr("Pound (s. 3)"))
        self.tabs.addTab(self._places_tab(), self.tr("Villages and markets"))
        self.tabs.addTab(self._kinds_tab(), self.tr("Kinds of cattle"))
        self.tabs.addTab(self._lists_tab(), self.tr("Lists (ss. 10, 18)"))
        close = QPushButton(self.tr("Close"))
        plain_buttons(close)
        close.clicked.connect(self.accept)
        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs, 1)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(close)
        layout.addLayout(row)
        self.reload()

    # ------------------------------------------------------------ the pound
    def _pound_tab(self) -> QWidget:
        tab = QWidget()
        form = QFormLayout(tab)
        e = authorities.establishment()
        self.p_edits = {name: QLineEdit(getattr(e, name)) for name in
                        ("name", "place", "local_authority", "local_area", "order_reference")}
        self.order_known = QCheckBox(self.tr("Dated"))
        self.order_known.setChecked(e.order_date is not None)
        self.order_date = date_edit(e.order_date or self._now().date())
        self.service = QLineEdit(", ".join(e.service_areas))
        self.neighbours = QLineEdit(", ".join(e.neighbours))
        self.p_general = ErrorLabel()
        self.p_errors = FieldErrors(self.p_general)
        for name, text in (("name", self.tr("Pound's name")), ("place", self.tr("Place")),
                           ("local_authority", self.tr("Local authority (s. 4)")),
                           ("local_area", self.tr("Its local area")),
                           ("order_reference", self.tr("Order establishing the pound (s. 3(1))"))):
            self.p_errors.add(name, add_field(form, text, self.p_edits[name]), self.p_edits[name])
        date_row = QWidget()
        dl = QHBoxLayout(date_row)
        dl.setContentsMargins(0, 0, 0, 0)
        dl.addWidget(self.order_known)
        dl.addWidget(self.order_date, 1)
        self.p_errors.add("order_date", add_field(form, self.tr("Its date"), date_row))
        self.p_errors.add("service_areas", add_field(form, self.tr(
            "Local areas it serves, separated by commas (s. 3(2))"), self.service), self.service)
        self.p_errors.add("neighbours", add_field(form, self.tr(
            "Neighbouring local areas"), self.neighbours), self.neighbours)
        self.p_save = QPushButton(self.tr("&Save the pound's particulars"))
        self.p_saved = ErrorLabel(style="color: #1b5e20;")
        form.addRow(self.p_general)
        form.addRow(self.p_saved, self.p_save)
        self.p_save.clicked.connect(self.save_pound)
        return tab

    def save_pound(self) -> bool:
        self.p_errors.clear()
        self.p_saved.clear_message()
        v = {k: e.text() for k, e in self.p_edits.items()}
        try:
            authorities.save_establishment(authorities.Establishment(
                v["name"], v["place"], v["local_authority"], v["local_area"], v["order_reference"],
                self.order_date.date().toPython() if self.order_known.isChecked() else None,
                _split(self.service.text()), _split(self.neighbours.text())))
        except Invalid as e:
            self.p_errors.show(e.problems)
            return False
        self.p_saved.show_message(self.tr("Saved"))
        self.changed.emit()
        return True

    # ------------------------------------------------------------ places
    def _places_tab(self) -> QWidget:
        tab = QWidget()
        layout = QVBoxLayout(tab)
        self.places = read_only_table([self.tr("Local area"), self.tr("Place"),
                                       self.tr("Village or market")])
        # one of the office's local areas, or a new one typed on purpose, and said so
        self.place_area = PlaceChooser(local_areas(), new_note=self.tr(
            "A local area not on the office's list: “%1” is added with this place"))
        self.place_area.setText(pound.local_area())
        self.place_name = QLineEdit()
        self.place_kind = QComboBox()
        for code, pair in authorities.PLACE_KINDS.items():
            self.place_kind.addItem(bi(pair), code)
        self.pl_errors = FieldErrors(ErrorLabel())
        form = QFormLayout()
        for name, text, w in (("local_area", self.tr("Local area"), self.place_area),
                              ("name", self.tr("Name"), self.place_name),
                              ("kind", self.tr("Village or market"), self.place_kind)):
            self.pl_errors.add(name, add_field(form, text, w), w)
        form.insertRow(2, self.place_area.note)     # under the local area's own rows
        self.place_add = QPushButton(self.tr("Add"))
        self.place_remove = QPushButton(self.tr("Remove chosen"))
        plain_buttons(self.place_add, self.place_remove)
        row = QHBoxLayout()
        row.addWidget(self.pl_errors.general, 1)
        row.addWidget(self.place_add)
        row.addWidget(self.place_remove)
        layout.addWidget(self.places, 1)
        layout.addLayout(form)
        layout.addLayout(row)
        self.place_add.clicked.connect(self.add_place)
        self.place_remove.clicked.connect(self.remove_place)
        return tab

    def add_place(self) -> bool:
        self.pl_errors.clear()
        try:
            authorities.add_place(self.place_area.text(), self.place_name.text(), self.place_kind.currentData())
        except Invalid as e:
            self.pl_errors.show(e.problems)
            return False
        self.place_name.clear()
        self.reload()
        return True

    def remove_place(self) -> bool:
        row = self.places.currentRow()
        if not 0 <= row < len(self.place_rows):
            self.pl_errors.general.show_message(self.tr("Choose a place in the list"))
            return False
        authorities.remove_place(self.place_rows[row].id)
        self.reload()
        return True

    # ------------------------------------------------------------ kinds
    def _kinds_tab(self) -> QWidget:
        tab = QWidget()
        layout = QVBoxLayout(tab)
        self.kinds = read_only_table([self.tr("Kind"), self.tr("Authority"),
                                      self.tr("From")])
        self.k_edits = {"code": QLineEdit(), "en": QLineEdit(), "ml": QLineEdit(), "reference": QLineEdit()}
        self.k_from = date_edit(self._now().date())
        self.k_errors = FieldErrors(ErrorLabel())
        form = QFormLayout()
        for name, text in (("code", self.tr("Code (English letters)")), ("en", self.tr("English name")),
                           ("ml", self.tr("Malayalam name")),
                           ("reference", self.tr("Government notification"))):
            self.k_errors.add(name, add_field(form, text, self.k_edits[name]), self.k_edits[name])
        self.k_errors.add("effective_from", add_field(form, self.tr("In force from"), self.k_from))
        self.kind_add = QPushButton(self.tr("Add the kind"))
        plain_buttons(self.kind_add)
        row = QHBoxLayout()
        row.addWidget(self.k_errors.general, 1)
        row.addWidget(self.kind_add)
        layout.addWidget(self.kinds, 1)
        layout.addLayout(form)
        layout.addLayout(row)
        self.kind_add.clicked.connect(self.add_kind)
        return tab

    def add_kind(self) -> bool:
        self.k_errors.clear()
        v = {k: e.text() for k, e in self.k_edits.items()}
        try:
            authorities.add_kind(v["code"], v["en"], v["ml"], v["reference"], self.k_from.date().toPython())
        except Invalid as e:
            self.k_errors.show(e.problems)
            return False
        for e in self.k_edits.values():
            e.clear()
        self.reload()
        self.changed.emit()
        return True

    # ------------------------------------------------------------ lists
    def _lists_tab(self) -> QWidget:
        tab = QWidget()
        layout = QVBoxLayout(tab)
        self.lists = read_only_table([self.tr("List"), self.tr("Name"),
                                      self.tr("Designation"), self.tr("From"),
                                      self.tr("Until"), self.tr("Reference")])
        self.l_role = QComboBox()
        for code, pair in authorities.ROLES.items():
            self.l_role.addItem(bi(pair), code)
        self.l_name = QLineEdit()
        self.l_designation = QLineEdit()
        self.l_from = date_edit(self._now().date())
        self.l_until = date_edit(self._now().date())
        self.l_reference = QLineEdit()
        self.l_errors = FieldErrors(ErrorLabel())
        form = QFormLayout()
        for name, text, w in (("role", self.tr("List"), self.l_role),
                              ("name", self.tr("Name"), self.l_name),
                              ("designation", self.tr("Designation"), self.l_designation),
                              ("held_from", self.tr("From"), self.l_from),
                              ("reference", self.tr("Order or reference"), self.l_reference),
                              ("held_until", self.tr("Until (to end the chosen entry)"), self.l_until)):
            self.l_errors.add(name, add_field(form, text, w), w)
        self.list_add = QPushButton(self.tr("Add to the list"))
        self.list_end = QPushButton(self.tr("End the chosen entry"))
        plain_buttons(self.list_add, self.list_end)
        row = QHBoxLayout()
        row.addWidget(self.l_errors.general, 1)
        row.addWidget(self.list_add)
        row.addWidget(self.list_end)
        layout.addWidget(self.lists, 1)
        layout.addLayout(form)
        layout.addLayout(row)
        self.list_add.clicked.connect(self.add_holder)
        self.list_end.clicked.connect(self.end_holder)
        return tab

    def add_holder(self) -> bool:
        self.l_errors.clear()
        try:
            authorities.add_holder(self.l_role.currentData(), self.l_name.text(), self.l_designation.text(),
                                   self.l_from.date().toPython(), self.l_reference.text())
        except Invalid as e:
            self.l_errors.show(e.problems)
            return False
        self.l_name.clear()
        self.l_designation.clear()
        self.l_reference.clear()
        self.reload()
        return True

    def end_holder(self) -> bool:
        self.l_errors.clear()
        row = self.lists.currentRow()
        if not 0 <= row < len(self.holder_rows):
            self.l_errors.general.show_message(self.tr("Choose an entry in the list"))
            return False
        try:
            authorities.end_holder(self.holder_rows[row].entry.id, self.l_until.date().toPython(),
                                   self.l_reference.text())
        except Invalid as e:
            self.l_errors.show(e.problems)
            return False
        self.l_reference.clear()
        self.reload()
        return True

    # ------------------------------------------------------------
    def reload(self) -> None:
        self.place_rows = authorities.places()
        self.place_area.set_items(local_areas())
        fill(self.places, [(p.local_area, p.name, bi(authorities.PLACE_KINDS[p.kind])) for p in self.place_rows])
        fill(self.kinds, [(labels.kind(k.code, k.en, k.ml), k.reference,
                           date_str(k.effective_from) if k.effective_from else "1961")
                          for k in pound.kinds()])
        self.holder_rows = authorities.holders()
        fill(self.lists, [(bi(authorities.ROLES[h.entry.role]), h.entry.name, h.entry.designation,
                           date_str(h.entry.held_from), date_str(h.held_until) if h.held_until else "—",
                           "; ".join(r for r in (h.entry.reference, h.end_reference) if r))
                          for h in self.holder_rows])
