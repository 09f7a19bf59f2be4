"""Across pounds, in the upper level's window: the ear tags and owners seen
in more than one pound in a month or a year (or one tag or owner wherever
seen), with their cases, and the cattle brought in more than once per local
area; saved as CSV."""
from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import (
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from pound_desk.authority import across, reports
from pound_desk.ui.authority.tables import fill, table
from pound_desk.ui.authority.work import last_month, save_csv
from pound_desk.ui.fields import add_field, plain_buttons


class SeenTab(QWidget):
    def __init__(self, host):
        super().__init__()
        self.host = host
        self.found: list[across.Across] = []
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.period_edit = QLineEdit(last_month()[:4])
        self.period_edit.setPlaceholderText(self.tr("YYYY-MM or YYYY"))
        self.period_error = add_field(form, self.tr("Month (YYYY-MM) or year (YYYY)"), self.period_edit)
        self.find_edit = QLineEdit()
        self.find_edit.setPlaceholderText(self.tr("an ear tag, or an owner as NAME | RESIDENCE"))
        add_field(form, self.tr("Look for one (leave empty for all seen in more than one pound)"), self.find_edit)
        layout.addLayout(form)
        row = QHBoxLayout()
        self.look_button = QPushButton(self.tr("&Look"))
        self.csv_button = QPushButton(self.tr("Save &CSV…"))
        self.csv_button.setEnabled(False)
        plain_buttons(self.look_button, self.csv_button)
        row.addWidget(self.look_button)
        row.addWidget(self.csv_button)
        row.addStretch(1)
        layout.addLayout(row)
        self.note = QLabel()
        self.note.setWordWrap(True)
        layout.addWidget(self.note)
        self.table = table([self.tr("What"), self.tr("Ear tag or owner"), self.tr("Pound"), self.tr("Return of"),
                            self.tr("Case"), self.tr("Brought"), self.tr("Local area")])
        layout.addWidget(self.table, 1)
        self.look_button.clicked.connect(self.look)
        self.period_edit.returnPressed.connect(self.look)
        self.find_edit.returnPressed.connect(self.look)
        self.csv_button.clicked.connect(self.choose_csv)

    def look(self) -> None:
        self.period_error.clear_message()
        period, find = self.period_edit.text().strip(), self.find_edit.text().strip()
        try:
            self.found = across.look_up(find, period) if find else across.across_pounds(period)
            repeats = {} if find else across.repeats_by_area(period)
        except reports.PeriodError as e:
            self.period_error.show_message(str(e))
            return
        fill(self.table, [[self.tr("ear tag") if a.kind == "tag" else self.tr("owner"), a.key, c.pound, c.period,
                           c.case_no, c.brought_at.replace("T", " "), c.local_area]
                          for a in self.found for c in a.cases])
        if self.found:
            text = self.tr("%1 seen: %2 cases").replace("%2", str(sum(len(a.cases) for a in self.found))) \
                .replace("%1", str(len(self.found)))
        elif find:
            text = self.tr("%1: not seen in %2").replace("%2", period).replace("%1", find)
        else:
            text = self.tr("Nothing seen in more than one pound.")
        for area, n in repeats.items():
            text += "\n" + (self.tr("Repeat trespass in %1: %2 ear tags brought in more than once")
                            .replace("%2", str(n)).replace("%1", area or self.tr("(no local area)")))
        self.note.setText(text)
        self.csv_button.setEnabled(bool(self.found))

    def choose_csv(self) -> None:
        name, _ = QFileDialog.getSaveFileName(self, self.tr("Save the list as CSV"),
                                              f"seen-{self.period_edit.text().strip()}.csv", "CSV (*.csv)")
        if name:
            self.save_csv(Path(name))

    def save_csv(self, path: Path) -> None:
        save_csv(path, across.to_csv(self.found), self.note)
