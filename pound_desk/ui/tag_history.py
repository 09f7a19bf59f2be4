"""Under the heads of the seizure form: the earlier cases of the ear tag just
scanned or typed (when, whose, what became of the head), and the owner's
name and residence the newest of them knew, offered with one click and
never filled in unasked."""
from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from pound_desk.language import pick
from pound_desk.services.case import tags
from pound_desk.text import date_str
from pound_desk.ui.fields import plain_buttons

# the newest cases are listed; an animal seized more often than this is rare
SHOWN = 6


class TagHistory(QFrame):
    take_owner = Signal(str, str)   # name, residence

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.tag = ""
        self.found: list[tags.TagCase] = []
        self.owner: tuple[str, str] | None = None
        self.heading = QLabel()
        self.heading.setWordWrap(True)
        self.listing = QLabel()
        self.listing.setWordWrap(True)
        self.listing.setTextFormat(Qt.TextFormat.PlainText)
        self.listing.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.take_button = QPushButton()
        plain_buttons(self.take_button)
        self.take_button.clicked.connect(self._take)
        row = QHBoxLayout()
        row.addWidget(self.take_button)
        row.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 4, 6, 4)
        layout.addWidget(self.heading)
        layout.addWidget(self.listing)
        layout.addLayout(row)
        self.clear()

    def clear(self) -> None:
        self.tag, self.found, self.owner = "", [], None
        self.heading.clear()
        self.listing.clear()
        self.take_button.hide()
        self.hide()

    def show_tag(self, tag: str) -> list[tags.TagCase]:
        """Look the tag up and show what the register knows of it."""
        self.tag = tags.normal(tag)
        self.found = tags.cases_of(self.tag)
        if not self.found:
            self.heading.setText(self.tr("Ear tag %1: no earlier case in the register").replace("%1", self.tag))
            self.listing.clear()
            self.listing.hide()
            self.owner = None
            self.take_button.hide()
            self.show()
            return self.found
        heading = (self.tr("Ear tag %1 is in an earlier case:") if len(self.found) == 1
                   else self.tr("Ear tag %1 is in %2 earlier cases:"))
        self.heading.setText(heading.replace("%1", self.tag).replace("%2", str(len(self.found))))
        lines = []
        for t in self.found[:SHOWN]:
            owner = ", ".join(p for p in (t.owner_name, t.owner_residence) if p) or self.tr("owner not known")
            lines.append(self.tr("%1 · case %2, head %3 (%4) · owner: %5 · %6")
                         .replace("%1", date_str(t.brought_at.date())).replace("%2", t.case_no)
                         .replace("%3", str(t.head_seq)).replace("%4", pick(t.kind_en, t.kind_ml))
                         .replace("%5", owner).replace("%6", pick(t.outcome_en, t.outcome_ml)))
        if len(self.found) > SHOWN:
            lines.append(self.tr("… and %1 older; search the register for the tag to see them all")
                         .replace("%1", str(len(self.found) - SHOWN)))
        self.listing.setText("\n".join(lines))
        self.listing.show()
        self.owner = tags.known_owner(self.found)
        if self.owner is not None:
            name, residence = self.owner
            self.take_button.setText(self.tr("Take the owner from the earlier case: %1")
                                     .replace("%1", ", ".join(p for p in (name, residence) if p)))
            self.take_button.show()
        else:
            self.take_button.hide()
        self.show()
        return self.found

    def _take(self) -> None:
        if self.owner is not None:
            self.take_owner.emit(*self.owner)
