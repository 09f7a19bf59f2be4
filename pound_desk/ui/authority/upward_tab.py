"""The authority's Upward tab: forwarding the returns imported, as the
pounds signed them, with the local authority's signed covering list, for
the district or the Director, who import them in the upper level's own
window (``ui/upper``), signed in."""
from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
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

from pound_desk.authority import forward
from pound_desk.ui.authority.work import last_month
from pound_desk.ui.fields import add_field, plain_buttons


class UpwardTab(QWidget):
    def __init__(self, host):
        super().__init__()
        self.host = host   # the window: the person signed in, the report's authority name
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(self.tr("<b>Forward the returns</b> — as the pounds signed them, with this "
                                        "local authority's signed list, for the district or the Director")))
        form = QFormLayout()
        self.forward_period = QLineEdit(last_month())
        self.forward_period.setPlaceholderText(self.tr("YYYY-MM or YYYY"))
        self.forward_error = add_field(form, self.tr("Month (YYYY-MM) or year (YYYY)"), self.forward_period)
        layout.addLayout(form)
        row = QHBoxLayout()
        self.forward_button = QPushButton(self.tr("Forward to a &folder…"))
        self.forward_note = QLabel()
        self.forward_note.setWordWrap(True)
        self.forward_note.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        row.addWidget(self.forward_button)
        row.addWidget(self.forward_note, 1)
        layout.addLayout(row)

        above = QLabel(self.tr("At the district or the Director, what the local authorities forward is imported "
                               "in the upper level's own window, by its officers signed in: pound-desk upper."))
        above.setWordWrap(True)
        layout.addWidget(above)
        layout.addStretch(1)
        plain_buttons(self.forward_button)
        self.forward_button.clicked.connect(self.choose_forward_folder)

    def choose_forward_folder(self) -> None:
        folder = QFileDialog.getExistingDirectory(self, self.tr("The folder or USB stick to forward to"))
        if folder:
            self.forward_to(Path(folder))

    def forward_to(self, folder: Path) -> None:
        self.forward_error.clear_message()
        if self.host.refused("forwarding in the window", self.forward_error):
            return
        try:
            done = forward.forward(self.forward_period.text().strip(), folder, self.host.report.authority_edit.text())
        except forward.ForwardError as e:
            self.forward_error.show_message(str(e))
            return
        except OSError as e:
            self.forward_note.setText(self.tr("Could not save %1: %2").replace("%2", str(e.strerror or e))
                                      .replace("%1", str(folder)))
            return
        self.forward_note.setText(self.tr("Wrote %1: %2 returns of %3 pounds. This local authority's key: %4")
                                  .replace("%4", forward.keys.fingerprint(forward.the_key()))
                                  .replace("%3", str(done.pounds)).replace("%2", str(done.returns))
                                  .replace("%1", str(done.path)))
