"""Pieces the accounts dialogs share: a row of buttons, and showing a
refusal (every problem beside its field, or one message)."""
from __future__ import annotations

from PySide6.QtWidgets import QHBoxLayout, QHeaderView, QLabel, QPushButton, QSizePolicy, QTableWidget

from pound_desk.services.desk.errors import Invalid, ServiceError
from pound_desk.ui.fields import FieldErrors, plain_buttons


def button_row(*buttons: QPushButton) -> QHBoxLayout:
    plain_buttons(*buttons)
    row = QHBoxLayout()
    row.addStretch(1)
    for b in buttons:
        row.addWidget(b)
    return row


def show_refusal(errors: FieldErrors, exc: Exception) -> None:
    """An Invalid's problems beside their fields (focus on the first);
    another refusal in the general label."""
    if isinstance(exc, Invalid):
        first = errors.show(exc.problems)
        if first is not None:
            first.setFocus()
    elif isinstance(exc, ServiceError):
        errors.clear()
        errors.general.show_message(str(exc))
    else:
        raise exc


def note_label(lines: int = 3) -> QLabel:
    """A wrapped label that keeps room for ``lines`` lines, so a layout
    short of height never squeezes it into a clipped sliver."""
    label = QLabel()
    label.setWordWrap(True)
    label.setMinimumHeight(label.fontMetrics().lineSpacing() * lines + 4)
    label.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
    return label


def first_column_stretches(table: QTableWidget) -> None:
    """Long two-line names in the first column, the amounts always in view."""
    header = table.horizontalHeader()
    header.setStretchLastSection(False)
    header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
    for c in range(1, table.columnCount()):
        header.setSectionResizeMode(c, QHeaderView.ResizeMode.ResizeToContents)
    table.setWordWrap(True)
