"""Offences and penalties kept for the office's reports (ss. 18(2), 23–28):
one window, a tab for each record, each tab a list above and its form
below, errors beside the fields."""
from __future__ import annotations

from datetime import date, datetime, timedelta
from typing import Callable

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QPlainTextEdit,
    QPushButton,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from pound_desk import language
from pound_desk.law import penalties as law_penalties
from pound_desk.law.money import Money, MoneyError
from pound_desk.law.problems import Problem
from pound_desk.services.desk import clock
from pound_desk.services.desk.errors import Invalid, ServiceError
from pound_desk.services.disputes import penalties, release_orders
from pound_desk.services.office.roles import ROLES
from pound_desk.text import date_str, money, screen_datetime
from pound_desk.ui.fields import (
    DateTimeField,
    ErrorLabel,
    FieldErrors,
    MoneyEdit,
    bi,
    caption,
    fit_to_screen,
    plain_buttons,
    with_error,
)
from pound_desk.ui.office.common import date_edit
from pound_desk.ui.tables import fill, read_only_table


class RecordTab(QWidget):
    """A list of records above, the form for a new one below (two columns
    of labelled fields), and a button that records it."""

    recorded = Signal()

    def __init__(self, headers: list[str], button: str, now: Callable[[], datetime]):
        super().__init__()
        self._now = now
        self.table = read_only_table(headers, one_row=False, striped=False)
        self.general = ErrorLabel()
        self.errors = FieldErrors(self.general)
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.grid = QGridLayout()
        self.grid.setVerticalSpacing(2)
        self._cell = 0
        self.record_button = QPushButton(button)
        plain_buttons(self.record_button)
        self.record_button.clicked.connect(self.submit)
        buttons = QHBoxLayout()
        buttons.addWidget(self.message, 1)
        buttons.addWidget(self.record_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table, 1)
        layout.addLayout(self.grid)
        layout.addWidget(self.general)
        layout.addLayout(buttons)

    def field(self, name: str, text: str, widget: QWidget, span: int = 1) -> QWidget:
        row, col = divmod(self._cell, 2)
        cell, error = with_error(widget)
        box = QWidget()
        v = QVBoxLayout(box)
        v.setContentsMargins(0, 0, 0, 0)
        v.setSpacing(1)
        v.addWidget(caption(text, widget))
        v.addWidget(cell)
        self.grid.addWidget(box, row, col, 1, span)
        self._cell += span
        self.errors.add(name, error, widget)
        return widget

    def money_of(self, name: str, edit: MoneyEdit, own: list[Problem]) -> Money | None:
        """The amount typed; None, with the problem added to ``own``, when it is not one."""
        try:
            return edit.money()
        except (MoneyError, ValueError):
            own.append(Problem(name, self.tr("Give the amount in rupees, e.g. 150 or 150.50")))
            return None

    @staticmethod
    def refuse_with(own: list[Problem], others: list[Problem]) -> None:
        """The form's own problems with the service's, in one refusal (the
        form's own word on a field stands for the service's)."""
        if own:
            mine = {p.field for p in own}
            raise Invalid(own + [p for p in others if p.field not in mine])

    def submit(self) -> bool | None:
        """True once recorded; None when refused (the reasons shown)."""
        self.message.setText("")
        try:
            self.record()
        except Invalid as e:
            first = self.errors.show(e.problems)
            if first is not None:
                first.setFocus()
            return None
        except ServiceError as e:
            self.errors.clear()
            self.general.show_message(str(e))
            return None
        self.errors.clear()
        self.cleared()
        self.reload()
        self.message.setText(self.tr("Recorded"))
        self.recorded.emit()
        return True

    # to override
    def record(self) -> None:
        """Record what the form holds, or raise Invalid or ServiceError."""
        raise NotImplementedError

    def reload(self) -> None:
        raise NotImplementedError

    def cleared(self) -> None:
        """After a record: empty the fields that belong to one record only."""


def _case_no(edit: QLineEdit) -> str | None:
    return edit.text().strip() or None


class IncidentsTab(RecordTab):
    def __init__(self, now):
        super().__init__([self.tr("When"), self.tr("What"), self.tr("Where"),
                          self.tr("Who"), self.tr("Police"), self.tr("Case"),
                          self.tr("Account")],
                         self.tr("Record the incident"), now)
        self.occurred_at = self.field("occurred_at", self.tr("When"), DateTimeField(now()))
        self.kind = QComboBox()
        for code, pair in penalties.INCIDENT_KINDS.items():
            self.kind.addItem(bi(pair), code)
        self.field("kind", self.tr("What happened"), self.kind)
        self.place = self.field("place", self.tr("Where"), QLineEdit())
        self.persons = self.field("persons", self.tr("Who did it"), QLineEdit())
        self.account = QPlainTextEdit()
        self.account.setFixedHeight(self.fontMetrics().lineSpacing() * 3 + 12)
        self.field("account", self.tr("Account of what happened"), self.account, span=2)
        self.police = self.field("police_informed", self.tr("Police"),
                                 QCheckBox(self.tr("Police informed")))
        self.police_reference = self.field("police_reference",
                                           self.tr("Police station and reference"), QLineEdit())
        self.case = self.field("case", self.tr("Case no. (if any)"), QLineEdit())
        self.reload()

    def record(self):
        penalties.record_incident(self.occurred_at.value(), self.kind.currentData(), self.place.text(),
                                  self.persons.text(), self.account.toPlainText(), self.police.isChecked(),
                                  self.police_reference.text(), _case_no(self.case), now=self._now())

    def cleared(self):
        for w in (self.place, self.persons, self.police_reference, self.case):
            w.clear()
        self.account.clear()
        self.police.setChecked(False)

    def reload(self):
        fill(self.table, [(screen_datetime(i.occurred_at), bi(penalties.INCIDENT_KINDS.get(i.kind, (i.kind, i.kind))),
                            i.place, i.persons, i.police_reference if i.police_informed else self.tr("No"),
                            i.case_no, i.account) for i in penalties.incidents()])


class ReferralsTab(RecordTab):
    def __init__(self, now):
        super().__init__([self.tr("No."), self.tr("Referred on"), self.tr("Offender"),
                          self.tr("Court"), self.tr("Case"), self.tr("Particulars")],
                         self.tr("Record the referral"), now)
        self.referred_on = self.field("referred_on", self.tr("Referred on"), date_edit(now().date()))
        self.offender = self.field("offender", self.tr("Owner, keeper or attendant"),
                                   QLineEdit())
        self.court = self.field("court", self.tr("Court"), QLineEdit())
        self.case = self.field("case", self.tr("Case no. (if any)"), QLineEdit())
        self.particulars = QPlainTextEdit()
        self.particulars.setFixedHeight(self.fontMetrics().lineSpacing() * 3 + 12)
        self.field("particulars", self.tr("What the cattle were let do (s. 24)"), self.particulars, span=2)
        self.reload()

    def record(self):
        penalties.refer(self.referred_on.date().toPython(), self.offender.text(), self.court.text(),
                        self.particulars.toPlainText(), _case_no(self.case), now=self._now())

    def cleared(self):
        for w in (self.offender, self.case):
            w.clear()
        self.particulars.clear()

    def reload(self):
        fill(self.table, [(r.number, date_str(r.referred_on), r.offender, r.court, r.case_no, r.particulars)
                           for r in penalties.referrals()])


class FinesTab(RecordTab):
    def __init__(self, now):
        super().__init__([self.tr("Imposed on"), self.tr("Section"), self.tr("Fined"),
                          self.tr("Fine"), self.tr("Appropriated"), self.tr("Court"),
                          self.tr("Order")],
                         self.tr("Record the fine"), now)
        self.section = QComboBox()
        for code, pair in law_penalties.SECTIONS.items():
            least, most = law_penalties.FINE_LIMITS[code]
            self.section.addItem(f"{bi(pair)} ({money(least)} – {money(most)})" if code == "s24"
                                 else bi(pair) if most is None else f"{bi(pair)} (≤ {money(most)})", code)
        self.section.setCurrentIndex(1)
        self.field("section", self.tr("Section"), self.section)
        self.referral = QComboBox()
        self.field("referral", self.tr("The s. 24 referral"), self.referral)
        self.offender = self.field("offender", self.tr("Fined"), QLineEdit())
        self.amount = self.field("amount", self.tr("Fine, rupees"), MoneyEdit())
        self.court = self.field("court", self.tr("Court"), QLineEdit())
        self.order_ref = self.field("order_ref", self.tr("Order or case no."), QLineEdit())
        self.imposed_on = self.field("imposed_on", self.tr("Imposed on"), date_edit(now().date()))
        self.case = self.field("case", self.tr("Case no. (if any)"), QLineEdit())
        self.section.currentIndexChanged.connect(self._referral_enabled)
        self.reload()

    def _referral_enabled(self, *_):
        self.referral.setEnabled(self.section.currentData() == "s24")

    def record(self):
        own: list[Problem] = []
        amount = self.money_of("amount", self.amount, own)
        referral = self.referral.currentData() if self.section.currentData() == "s24" else None
        self.refuse_with(own, penalties.record_fine_problems(
            self.section.currentData(), self.offender.text(), amount, self.court.text(), self.order_ref.text(),
            self.imposed_on.date().toPython(), referral, now=self._now()))
        penalties.record_fine(self.section.currentData(), self.offender.text(), amount, self.court.text(),
                              self.order_ref.text(), self.imposed_on.date().toPython(), referral_id=referral,
                              case_no=_case_no(self.case), now=self._now())

    def cleared(self):
        for w in (self.offender, self.amount, self.order_ref, self.case):
            w.clear()

    def reload(self):
        current = self.referral.currentData()
        self.referral.clear()
        for r in penalties.referrals():
            self.referral.addItem(f"{r.number}: {r.offender}, {date_str(r.referred_on)}", r.id)
        if current is not None and self.referral.findData(current) >= 0:
            self.referral.setCurrentIndex(self.referral.findData(current))
        self._referral_enabled()
        fill(self.table, [(date_str(f.imposed_on), f.section.replace("s", "s. "), f.offender, money(f.amount),
                            money(f.appropriated), f.court, f.order_ref) for f in penalties.fines()])


class CourtSaleTab(RecordTab):
    def __init__(self, now):
        super().__init__([self.tr("Ordered on"), self.tr("Case"), self.tr("Court"),
                          self.tr("Order"), self.tr("Fine"), self.tr("Officer"),
                          self.tr("Delivered")],
                         self.tr("Deliver the heads to the court's officer"), now)
        self.case = self.field("case", self.tr("Case no."), QLineEdit())
        self.heads = self.field("heads", self.tr("Heads, e.g. 1,2 (blank: all held)"), QLineEdit())
        self.court = self.field("court", self.tr("Court"), QLineEdit())
        self.order_ref = self.field("order_ref", self.tr("Court's order (s. 25)"), QLineEdit())
        self.ordered_on = self.field("ordered_on", self.tr("Order dated"), date_edit(now().date()))
        self.fine = self.field("fine", self.tr("Fine to be recovered, rupees"), MoneyEdit())
        self.officer = self.field("officer", self.tr("The court's officer who took them"),
                                  QLineEdit())
        self.at = self.field("at", self.tr("Delivered at"), DateTimeField(now()))
        note = QLabel(self.tr("The court sells them (s. 25); the proceeds go to the fine, not to the pound's cash."))
        note.setWordWrap(True)
        self.grid.addWidget(note, 99, 0, 1, 2)
        self.reload()

    def record(self):
        own: list[Problem] = []
        fine = self.money_of("fine", self.fine, own)
        text = self.heads.text().replace(" ", "")
        try:
            seqs = [int(s) for s in text.split(",") if s] or None
        except ValueError:
            seqs = None
            own.append(Problem("heads", self.tr("Give head numbers separated by commas, e.g. 1,2")))
        if not _case_no(self.case):
            own.append(Problem("case", self.tr("Give the case number")))
        self.refuse_with(own, penalties.court_sale_problems(
            self.at.value(), self.court.text(), self.order_ref.text(), self.ordered_on.date().toPython(), fine,
            self.officer.text(), seqs, now=self._now()))
        penalties.court_sale(_case_no(self.case), self.at.value(), self.court.text(), self.order_ref.text(),
                             self.ordered_on.date().toPython(), fine, self.officer.text(), seqs,
                             now=self._now())

    def cleared(self):
        for w in (self.case, self.heads, self.order_ref, self.fine, self.officer):
            w.clear()

    def reload(self):
        fill(self.table, [(date_str(o.ordered_on), o.case_no, o.court, o.order_ref, money(o.fine),
                            o.officer, screen_datetime(o.delivered_at)) for o in penalties.court_sale_orders()])


class AppropriationsTab(RecordTab):
    def __init__(self, now):
        super().__init__([self.tr("Ordered on"), self.tr("Fine"), self.tr("Amount"),
                          self.tr("Paid to"), self.tr("Order")],
                         self.tr("Record the appropriation"), now)
        self.fine = QComboBox()
        self.field("fine", self.tr("The fine (ss. 24, 25, 27)"), self.fine, span=2)
        self.amount = self.field("amount", self.tr("Paid as compensation, rupees"), MoneyEdit())
        self.paid_to = self.field("paid_to", self.tr("Paid to"), QLineEdit())
        self.order_ref = self.field("order_ref", self.tr("The Magistrate's order"), QLineEdit())
        self.ordered_on = self.field("ordered_on", self.tr("Order dated"), date_edit(now().date()))
        self.reload()

    def record(self):
        own: list[Problem] = []
        amount = self.money_of("amount", self.amount, own)
        self.refuse_with(own, penalties.appropriation_problems(
            self.fine.currentData(), amount, self.paid_to.text(), self.order_ref.text(),
            self.ordered_on.date().toPython(), now=self._now()))
        penalties.appropriate(self.fine.currentData(), amount, self.paid_to.text(), self.order_ref.text(),
                              self.ordered_on.date().toPython(), now=self._now())

    def cleared(self):
        for w in (self.amount, self.paid_to, self.order_ref):
            w.clear()

    def reload(self):
        current = self.fine.currentData()
        self.fine.clear()
        for f in penalties.fines():
            if f.appropriable:
                left = self.tr("%1 left").replace("%1", money(f.left))
                self.fine.addItem(f"{f.section.replace('s', 's. ')} · {f.offender} · {f.order_ref} · "
                                  f"{money(f.amount)} ({left})", f.id)
        if current is not None and self.fine.findData(current) >= 0:
            self.fine.setCurrentIndex(self.fine.findData(current))
        fill(self.table, [(date_str(a.ordered_on), f"{a.fine_offender}, {a.fine_order_ref}",
                            money(a.amount), a.paid_to, a.order_ref)
                           for a in penalties.appropriations()])


class S27Tab(QWidget):
    """The pound-keeper's failures the register shows (s. 27)."""

    def __init__(self, now):
        super().__init__()
        self._now = now
        today = now().date()
        self.date_from = date_edit(today.replace(day=1) if today.day > 1 else today - timedelta(days=30))
        self.date_to = date_edit(today)
        self.show_button = QPushButton(self.tr("Show"))
        plain_buttons(self.show_button)
        self.show_button.clicked.connect(self.refresh_report)
        self.error = ErrorLabel()
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.findings = QListWidget()
        self.findings.setWordWrap(True)
        top = QHBoxLayout()
        for text, w in ((self.tr("From"), self.date_from), (self.tr("To"), self.date_to)):
            top.addWidget(caption(text, w))
            top.addWidget(w)
        top.addWidget(self.show_button)
        top.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.error)
        layout.addWidget(self.summary)
        layout.addWidget(self.findings, 1)
        self.refresh_report()

    def refresh_report(self):
        self.findings.clear()
        try:
            r = penalties.s27_report(self.date_from.date().toPython(), self.date_to.date().toPython(), now=self._now())
        except ServiceError as e:
            self.error.show_message(str(e))
            self.summary.setText("")
            return None
        self.error.clear_message()
        for u in r.unfed:   # fed and watered are two duties (s. 8): each is listed
            neither = [c for c in u.not_fed if c in u.not_watered]
            not_fed = [c for c in u.not_fed if c not in neither]
            not_watered = [c for c in u.not_watered if c not in neither]
            for text, nos in ((self.tr("%1 — no feeding entry for a held head (s. 8): case %2"), neither),
                              (self.tr("%1 — a held head not logged as fed (s. 8): case %2"), not_fed),
                              (self.tr("%1 — a held head not logged as watered (s. 8): case %2"), not_watered)):
                if nos:
                    self.findings.addItem(text.replace("%1", date_str(u.day)).replace("%2", ", ".join(nos)))
        for f in r.releases:
            self.findings.addItem(self.tr("%1 — case %2: %3").replace("%3", language.pick(f.en, f.ml))
                                  .replace("%2", f.case_no).replace("%1", screen_datetime(f.released_at)))
        for f in r.fines:
            self.findings.addItem(self.tr("%1 — fine under s. 27: %2").replace(
                "%2", f"{f.offender}, {money(f.amount)}, {f.court}, {f.order_ref}")
                .replace("%1", date_str(f.imposed_on)))
        self.summary.setText(
            self.tr("Nothing found in the register for this period") if r.clean else
            (self.tr("1 day with a head not fed or not watered") if len(r.unfed) == 1 else
             self.tr("%1 days with a head not fed or not watered").replace("%1", str(len(r.unfed))))
            + ", " + (self.tr("1 release outside s. 18") if len(r.releases) == 1 else
                      self.tr("%1 releases outside s. 18").replace("%1", str(len(r.releases)))))
        return r


class AuthoritiesTab(QWidget):
    """Which authorities' written orders release cattle (s. 18(2); Q18)."""

    def __init__(self, now: Callable[[], datetime]):
        super().__init__()
        self.boxes = {}
        allowed = release_orders.allowed_authorities()
        layout = QVBoxLayout(self)
        note = QLabel(self.tr(
            "The 1961 text names the Director, the local authority, the Magistrate and a civil court; later amendments moved these powers to the local authority. Choose whose orders this office accepts."))  # noqa: E501 (a translated text is kept whole)
        note.setWordWrap(True)
        layout.addWidget(note)
        for code in release_orders.AUTHORITIES:
            box = QCheckBox(bi(ROLES[code]))
            box.setChecked(code in allowed)
            self.boxes[code] = box
            layout.addWidget(box)
        self.dated = QCheckBox(self.tr("Only for orders dated from"))
        self.effective_from = date_edit(now().date())
        self.effective_from.setEnabled(False)
        self.dated.toggled.connect(self.effective_from.setEnabled)
        when = QHBoxLayout()
        when.addWidget(self.dated)
        when.addWidget(self.effective_from)
        when.addStretch(1)
        layout.addLayout(when)
        self.schedule = QLabel()
        self.schedule.setWordWrap(True)
        layout.addWidget(self.schedule)
        self.error = ErrorLabel()
        self.message = QLabel()
        self.save_button = QPushButton(self.tr("Save"))
        plain_buttons(self.save_button)
        self.save_button.clicked.connect(self.save)
        layout.addWidget(self.error)
        row = QHBoxLayout()
        row.addWidget(self.message, 1)
        row.addWidget(self.save_button)
        layout.addLayout(row)
        layout.addStretch(1)
        self._show_schedule()

    def _show_schedule(self) -> None:
        steps = release_orders.schedule()
        lines = [f"{date_str(since)} →  " + ", ".join(ROLES[r][0].split(" (")[0] for r in roles)
                 for since, roles in steps]
        if steps and steps[0][0] > date(1961, 1, 1):
            lines.insert(0, self.tr("Before %1: all four (1961 text)")
                         .replace("%1", date_str(steps[0][0])))
        self.schedule.setText(self.tr("In force") + "\n" + "\n".join(lines) if lines else
                              self.tr("All four, as the 1961 text says"))

    def save(self):
        since = self.effective_from.date().toPython() if self.dated.isChecked() else None
        try:
            saved = release_orders.set_allowed_authorities([c for c, b in self.boxes.items() if b.isChecked()],
                                                           since)
        except Invalid as e:
            self.error.show_message("\n".join(p.message for p in e.problems))
            self.message.setText("")
            return None
        self.error.clear_message()
        self.message.setText(self.tr("Saved"))
        self._show_schedule()
        return saved


class PenaltiesWindow(QDialog):
    changed = Signal()

    TABS = ("incidents", "referrals", "fines", "court_sale", "s27", "appropriations", "authorities")

    def __init__(self, parent: QWidget | None = None, now: Callable[[], datetime] = clock.now, tab: str = "incidents"):
        super().__init__(parent)
        self._now = now
        self.setWindowTitle(self.tr("Penalties and release orders"))
        self.tabs = QTabWidget()
        self.incidents = IncidentsTab(now)
        self.referrals = ReferralsTab(now)
        self.fines = FinesTab(now)
        self.court_sale = CourtSaleTab(now)
        self.s27 = S27Tab(now)
        self.appropriations = AppropriationsTab(now)
        self.authorities = AuthoritiesTab(now)
        for w, text, tip in (
                (self.incidents, self.tr("s. 23"), self.tr("Incidents of opposition or rescue (s. 23)")),
                (self.referrals, self.tr("s. 24"), self.tr("Referrals to the court (s. 24)")),
                (self.fines, self.tr("Fines"), self.tr("Fines imposed under ss. 23, 24 and 27")),
                (self.court_sale, self.tr("s. 25"), self.tr("The court's order to sell (s. 25)")),
                (self.s27, self.tr("s. 27"), self.tr("The pound-keeper's failures (s. 27)")),
                (self.appropriations, self.tr("s. 28"), self.tr("Fines paid as compensation (s. 28)")),
                (self.authorities, self.tr("s. 18(2)"), self.tr("Who may order a release (s. 18(2))"))):
            self.tabs.setTabToolTip(self.tabs.addTab(w, text), tip)
        # a referral or a fine shows in the lists of the other tabs
        self.referrals.recorded.connect(self.fines.reload)
        self.fines.recorded.connect(self.appropriations.reload)
        self.appropriations.recorded.connect(self.fines.reload)
        self.court_sale.recorded.connect(self.changed.emit)
        self.court_sale.recorded.connect(self.s27.refresh_report)
        close = QPushButton(self.tr("Close"))
        plain_buttons(close)
        close.clicked.connect(self.reject)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs, 1)
        layout.addLayout(row)
        self.tabs.setCurrentIndex(self.TABS.index(tab))
        fit_to_screen(self, 1080, 720)
