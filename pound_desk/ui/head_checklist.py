"""The heads still in the pound, each ticked: the release, the deposit under
protest, the notice, the disposal and the release on an order act on the
ticked ones."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QListWidget, QListWidgetItem, QWidget

from pound_desk.ui import labels


class HeadChecklist(QListWidget):
    def __init__(self, heads, parent: QWidget | None = None, rows: int = 4):
        super().__init__(parent)
        self.setWordWrap(True)
        for h in heads:
            text = f"{labels.head_no(h.seq)} — {labels.kind(h.kind)}"
            if h.on_screen:
                text += f"\n{h.on_screen}"
            item = QListWidgetItem(text)
            item.setData(Qt.ItemDataRole.UserRole, h.seq)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Checked)
            self.addItem(item)
        # two lines a head, up to ``rows`` heads; a longer list scrolls
        shown = min(len(heads), rows)
        self.setMaximumHeight(max(60, 2 * self.fontMetrics().lineSpacing() * shown + 16))

    def chosen_seqs(self) -> list[int]:
        return [self.item(i).data(Qt.ItemDataRole.UserRole) for i in range(self.count())
                if self.item(i).checkState() == Qt.CheckState.Checked]
