"""Recording a notice's affixing at the office and its proclamations by beat
of drum in the village and the market place: the day and by whom, each once.
When all three are in, the first day of sale (s. 13(3), Q11) is shown."""
from __future__ import annotations

from datetime import datetime
from typing import Callable

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from pound_desk import language
from pound_desk.services.desk import clock
from pound_desk.services.desk.errors import Invalid, ServiceError
from pound_desk.services.disposal import unclaimed
from pound_desk.text import date_str
from pound_desk.ui.fields import EnterMovesOn, ErrorLabel, FieldErrors, add_field, fit_to_screen, submit_and_cancel
from pound_desk.ui.office.common import date_edit
from pound_desk.ui.tables import fill, read_only_table


def state_text(state: unclaimed.NoticeState) -> str:
    """The notice's state in a line."""
    n = state.number
    if state.complete:
        return (QCoreApplication.translate("NoticeEventsDialog",
                                           "Notice %1: affixed and proclaimed; may be sold from %2 (s. 13(3))")
                .replace("%1", n).replace("%2", date_str(state.earliest_sale)))
    steps = [language.pick(unclaimed.NOTICE_EVENTS[m][0].lower(), unclaimed.NOTICE_EVENTS[m][1])
             for m in state.missing]
    # "not yet A, B or C": with a bare comma the last step read as done
    missing = ", ".join(steps[:-1]) + language.pick(" or ", ", ") + steps[-1] if len(steps) > 1 else "".join(steps)
    return (QCoreApplication.translate("NoticeEventsDialog", "Notice %1 issued %2; not yet %3")
            .replace("%1", n).replace("%2", date_str(state.issued_on)).replace("%3", missing))


class NoticeEventsDialog(QDialog):
    recorded = Signal(int)   # the notice's id

    def __init__(self, notice_id: int, parent: QWidget | None = None,
                 now: Callable[[], datetime] = clock.now):
        super().__init__(parent)
        self._now = now
        self.notice = unclaimed.notice_line(notice_id)
        self.setWindowTitle(self.tr("Affixing and proclamation — %1").replace("%1", self.notice.number))
        fit_to_screen(self, 820, 600)
        n = self.notice
        about = QLabel(self.tr("Case %1 · issued %2 by %3 · village %4 · market place %5")
                       .replace("%1", n.case_no).replace("%2", date_str(n.issued_on))
                       .replace("%3", n.issued_by).replace("%4", n.village).replace("%5", n.market))
        about.setWordWrap(True)
        self.table = read_only_table([self.tr("What"), self.tr("Date"),
                                      self.tr("Place"), self.tr("By whom")])
        self.state = QLabel()
        self.state.setWordWrap(True)
        self.state.setStyleSheet("font-size: 12pt; font-weight: bold;")

        self.event = QComboBox()
        self.on = date_edit(self._now().date())
        self.by_whom = QLineEdit()
        self.place = QLineEdit()
        self.general = ErrorLabel()
        self.errors = FieldErrors(self.general)
        form = QFormLayout()
        form.setVerticalSpacing(2)
        for text, name, widget in (
                (self.tr("What was done"), "event", self.event),
                (self.tr("On"), "on", self.on),
                (self.tr("By whom"), "by_whom", self.by_whom),
                (self.tr("Place, if other than the notice says"), "place", self.place)):
            self.errors.add(name, add_field(form, text, widget), widget)
        self.event.currentIndexChanged.connect(self._show_place)
        self.record_button = QPushButton(self.tr("&Record (Ctrl+Enter)"))
        close = QPushButton(self.tr("Close"))
        submit_and_cancel(self, self.record_button, close, self.submit)
        self.form_box = QGroupBox(self.tr("Record"))
        box_layout = QVBoxLayout(self.form_box)
        box_layout.addLayout(form)
        box_layout.addWidget(self.general)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.record_button)
        buttons.addWidget(close)
        layout = QVBoxLayout(self)
        layout.addWidget(about)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.state)
        layout.addWidget(self.form_box)
        layout.addLayout(buttons)
        self._enter = EnterMovesOn(self)
        self._enter.watch(self.event, self.on, self.by_whom)
        self.reload()
        self.by_whom.setFocus()

    def reload(self) -> None:
        done = {e.event: e for e in self.notice.events}
        rows = []
        for code, (en, ml) in unclaimed.NOTICE_EVENTS.items():
            e = done.get(code)
            rows.append((language.pick(en, ml), date_str(e.on) if e else self.tr("not yet"),
                         e.place if e else "", e.by_whom if e else ""))
        fill(self.table, rows)
        current = self.event.currentData()
        self.event.blockSignals(True)
        self.event.clear()
        for code, (en, ml) in unclaimed.NOTICE_EVENTS.items():
            if code not in done:
                self.event.addItem(language.pick(en, ml), code)
        self.event.setCurrentIndex(max(0, self.event.findData(current)))
        self.event.blockSignals(False)
        self.form_box.setEnabled(self.event.count() > 0)
        self.record_button.setEnabled(self.event.count() > 0)
        self.state.setText(state_text(self.notice.state))
        self._show_place()

    def _show_place(self, *_args) -> None:
        n = self.notice
        default = {"affixed": n.issued_by, "village": n.village, "market": n.market}.get(self.event.currentData(), "")
        self.place.setPlaceholderText(default)

    def submit(self) -> None:
        if self.event.count() == 0:
            return
        self.errors.clear()
        try:
            unclaimed.record_event(self.notice.id, self.event.currentData(), self.on.date().toPython(),
                                   self.by_whom.text(), self.place.text(), now=self._now())
        except Invalid as e:
            first = self.errors.show(e.problems)
            if first is not None:
                first.setFocus()
            return
        except ServiceError as e:
            self.general.show_message(str(e))
            return
        self.place.clear()
        self.notice = unclaimed.notice_line(self.notice.id)   # with the event just recorded
        self.reload()
        self.recorded.emit(self.notice.id)
