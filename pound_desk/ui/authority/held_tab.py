"""The returns held for an officer's decision, at a local authority or
above it (a district, the Director): a return far beyond its pound's
capacity and its earlier returns, accepted (then imported, every check made
again) or refused, with the officer's name and the reason."""
from __future__ import annotations

from typing import Callable

from PySide6.QtWidgets import QFormLayout, QHBoxLayout, QLabel, QLineEdit, QPushButton, QVBoxLayout, QWidget

from pound_desk.authority import held
from pound_desk.ui.authority.tables import fill, table
from pound_desk.ui.fields import add_field, plain_buttons


class HeldTab(QWidget):
    def __init__(self, host, after_decision: Callable[[], None]):
        super().__init__()
        self.host = host   # the window: who is signed in, and whether they may decide
        self.after_decision = after_decision   # the window's lists that show an accepted return
        self.held_lines = []
        layout = QVBoxLayout(self)
        about = QLabel(self.tr("A return far beyond its pound's capacity and the returns it sent before "
                               "is held here instead of imported. An officer accepts it (it is then "
                               "imported, every check made again) or refuses it, with their name and "
                               "the reason, kept for good."))
        about.setWordWrap(True)
        layout.addWidget(about)
        self.held_table = table([self.tr("No."), self.tr("Pound"), self.tr("Month"), self.tr("Cases"),
                                 self.tr("Heads"), self.tr("Held at its end"), self.tr("Most cases before"),
                                 self.tr("Capacity"), self.tr("Held on"), self.tr("Decision")])
        layout.addWidget(self.held_table, 1)
        form = QFormLayout()
        self.officer_edit = QLineEdit()
        self.officer_error = add_field(form, self.tr("Officer"), self.officer_edit)
        self.held_reason_edit = QLineEdit()
        self.held_reason_error = add_field(form, self.tr("Reason"), self.held_reason_edit)
        layout.addLayout(form)
        row = QHBoxLayout()
        self.accept_button = QPushButton(self.tr("&Accept and import"))
        self.refuse_button = QPushButton(self.tr("Re&fuse"))
        self.held_note = QLabel()
        self.held_note.setWordWrap(True)
        plain_buttons(self.accept_button, self.refuse_button)
        row.addWidget(self.accept_button)
        row.addWidget(self.refuse_button)
        row.addWidget(self.held_note, 1)
        layout.addLayout(row)
        self.accept_button.clicked.connect(lambda: self.decide(True))
        self.refuse_button.clicked.connect(lambda: self.decide(False))
        self.held_table.itemSelectionChanged.connect(self._held_chosen)

    def refresh_held(self) -> None:
        self.held_lines = held.listing()
        rows = []
        for h in self.held_lines:
            if h.decision:
                decision = (self.tr("Accepted by %1 on %2: %3") if h.decision == "accepted"
                            else self.tr("Refused by %1 on %2: %3"))
                decision = (decision.replace("%3", h.reason).replace("%2", f"{h.decided_at:%d-%m-%Y}")
                            .replace("%1", h.officer))
            else:
                decision = self.tr("Waiting")
            rows.append([str(h.number), h.pound, f"{h.period} r{h.revision}", str(h.cases), str(h.heads),
                         str(h.held_heads), str(h.most_cases), str(h.capacity or ""),
                         f"{h.held_at:%d-%m-%Y %H:%M}", decision])
        fill(self.held_table, rows, right={0, 3, 4, 5, 6, 7})
        self._held_chosen()

    def _chosen_held(self):
        row = self.held_table.currentRow()
        if 0 <= row < len(self.held_lines) and self.held_table.selectionModel().hasSelection():
            return self.held_lines[row]
        return None

    def _held_chosen(self) -> None:
        h = self._chosen_held()
        for b in (self.accept_button, self.refuse_button):
            b.setEnabled(h is not None and not h.decision and self.host.officer)

    def decide(self, accept: bool) -> None:
        self.officer_error.clear_message()
        self.held_reason_error.clear_message()
        h = self._chosen_held()
        if h is None or h.decision or self.host.refused("deciding on a held return in the window", self.held_note):
            return
        bad = False
        if not self.officer_edit.text().strip():
            self.officer_error.show_message(self.tr("Give the officer's name"))
            bad = True
        if not self.held_reason_edit.text().strip():
            self.held_reason_error.show_message(self.tr("Give the reason for the decision"))
            bad = True
        if bad:
            return
        try:
            if accept:
                outcome = held.accept(h.number, self.officer_edit.text(), self.held_reason_edit.text())
                self.held_note.setText(outcome.message)
            else:
                held.refuse(h.number, self.officer_edit.text(), self.held_reason_edit.text())
                self.held_note.setText(self.tr("Held no. %1 refused").replace("%1", str(h.number)))
        except held.HeldError as e:
            self.held_note.setText(str(e))
            return
        self.held_reason_edit.clear()
        self.refresh_held()
        self.after_decision()

    # ------------------------------------------------------------ upward
