"""The auction at the desk: choose or create an auction; make lots from the
heads that may be sold (with the reason shown for those that may not);
register the bidders with their s. 18(1) declaration; sell a lot to a
bidder at a price (refusals beside the fields), then print the buyer's
receipt; enter the expenses of sale; print the sale list."""
from __future__ import annotations

from datetime import datetime
from typing import Callable

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QInputDialog,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from pound_desk import language
from pound_desk.law.money import Money, MoneyError
from pound_desk.law.problems import Problem
from pound_desk.services.desk import clock
from pound_desk.services.desk.errors import Invalid, ServiceError
from pound_desk.services.disposal import auctions, sale_corrections
from pound_desk.text import money, screen_datetime
from pound_desk.ui import fields as form_fields
from pound_desk.ui.auction.new_auction import NewAuctionDialog
from pound_desk.ui.auction.openers import open_settlement
from pound_desk.ui.fields import (
    WARNING_STYLE,
    DateTimeField,
    ErrorLabel,
    FieldErrors,
    MoneyEdit,
    add_field,
    bi,
    fit_to_screen,
    plain_buttons,
)
from pound_desk.ui.office.common import date_edit, fill, read_only_table
from pound_desk.ui.pdf_preview import PdfPreview, show_pdf
from pound_desk.ui.receipt_printing import show_sale_receipt

TICK, CASE, HEAD, KIND, FOOTING, WHY = range(6)


def _money_of(edit: MoneyEdit, field: str) -> tuple[Money | None, list[Problem]]:
    try:
        return edit.money(), []
    except (MoneyError, ValueError):
        return None, [Problem(field, QCoreApplication.translate(
            "AuctionWindow", "Give the amount in rupees, e.g. 1,250 or 1250.50"))]


class AuctionWindow(QDialog):
    changed = Signal()

    def __init__(self, parent: QWidget | None = None, now: Callable[[], datetime] = clock.now,
                 auction_id: int | None = None):
        super().__init__(parent)
        self._now = now
        self.child: QWidget | None = None
        self.last_sale: str | None = None
        self.setWindowTitle(self.tr("Public auction"))

        self.auction_box = QComboBox()
        self.new_button = QPushButton(self.tr("New auction…"))
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.summary.setMinimumHeight(self.fontMetrics().lineSpacing() * 2 + 4)
        top = QHBoxLayout()
        top.addWidget(QLabel(self.tr("Auction")))
        top.addWidget(self.auction_box, 1)
        top.addWidget(self.new_button)

        self.tabs = QTabWidget()
        self.tabs.addTab(self._lots_tab(), self.tr("Lots"))
        self.tabs.addTab(self._bidders_tab(), self.tr("Bidders (s. 18(1))"))
        self.tabs.addTab(self._sale_tab(), self.tr("Sell a lot"))
        self.tabs.addTab(self._expenses_tab(), self.tr("Expenses of sale"))

        self.list_button = QPushButton(self.tr("Print the sale list"))
        self.settle_case = QComboBox()
        self.settle_button = QPushButton(self.tr("Settle the case's proceeds…"))
        close = QPushButton(self.tr("Close"))
        plain_buttons(self.new_button, self.list_button, self.settle_button, close)
        self.settle_button.clicked.connect(self.settle)
        self.new_button.clicked.connect(self.new_auction)
        self.list_button.clicked.connect(self.print_sale_list)
        close.clicked.connect(self.reject)
        bottom = QHBoxLayout()
        bottom.addWidget(self.list_button)
        bottom.addStretch(1)
        bottom.addWidget(QLabel(self.tr("Case")))
        bottom.addWidget(self.settle_case)
        bottom.addWidget(self.settle_button)
        bottom.addWidget(close)

        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.summary)
        layout.addWidget(self.tabs, 1)
        layout.addLayout(bottom)
        fit_to_screen(self, 1180, 760)
        self.auction_box.currentIndexChanged.connect(lambda *_: self.reload())
        self.load_auctions(auction_id)

    # ------------------------------------------------------------ building
    def _lots_tab(self) -> QWidget:
        self.candidates = QTableWidget(0, 6)
        self.candidates.setHorizontalHeaderLabels([
            self.tr("Lot?"), self.tr("Case"), self.tr("Head"), self.tr("Kind"),
            self.tr("Footing"), self.tr("Why it may not be sold")])
        self.candidates.verticalHeader().setVisible(False)
        self.candidates.setWordWrap(True)
        head = self.candidates.horizontalHeader()
        for col in (TICK, CASE, HEAD, KIND):
            head.setSectionResizeMode(col, QHeaderView.ResizeMode.ResizeToContents)
        # the footing and the reason share the rest, both wrapped (a long
        # bilingual footing would otherwise push the reason out of sight)
        head.setSectionResizeMode(FOOTING, QHeaderView.ResizeMode.Stretch)
        head.setSectionResizeMode(WHY, QHeaderView.ResizeMode.Stretch)
        # the reasons wrap: rows grow to show them whole as the column's width changes
        head.sectionResized.connect(lambda *_: self.candidates.resizeRowsToContents())
        self.lot_number = QSpinBox()
        self.lot_number.setRange(0, 9999)
        self.lot_number.setSpecialValueText(self.tr("next"))
        self.lot_button = QPushButton(self.tr("Make a lot of the ticked heads"))
        plain_buttons(self.lot_button)
        self.lot_button.clicked.connect(self.make_lot)
        self.lot_error = ErrorLabel()
        self.lots_table = read_only_table([self.tr("Lot"), self.tr("Heads"),
                                           self.tr("Buyer's receipt"), self.tr("Buyer"),
                                           self.tr("Price")])
        self.lots_table.horizontalHeader().setStretchLastSection(False)
        self.lots_table.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.lots_table.horizontalHeader().sectionResized.connect(lambda *_: self.lots_table.resizeRowsToContents())
        self.lots_table.setWordWrap(True)
        row = QHBoxLayout()
        row.addWidget(QLabel(self.tr("Lot number")))
        row.addWidget(self.lot_number)
        row.addWidget(self.lot_button)
        row.addStretch(1)
        left = QGroupBox(self.tr("Heads in the pound at the auction's time"))
        lv = QVBoxLayout(left)
        lv.addWidget(self.candidates, 1)
        lv.addLayout(row)
        lv.addWidget(self.lot_error)
        right = QGroupBox(self.tr("Lots, in the order of sale"))
        QVBoxLayout(right).addWidget(self.lots_table)
        tab = QWidget()
        t = QVBoxLayout(tab)
        t.addWidget(left, 3)
        t.addWidget(right, 2)
        return tab

    def _bidders_tab(self) -> QWidget:
        self.bidder_name = QLineEdit()
        self.bidder_residence = QLineEdit()
        self.declared = QCheckBox(self.tr("The bidder has signed this declaration"))
        declaration = QLabel(bi(auctions.DECLARATION))   # the printed sale list carries both
        declaration.setWordWrap(True)
        declaration.setStyleSheet(WARNING_STYLE)
        self.bidder_general = ErrorLabel()
        self.bidder_errors = FieldErrors(self.bidder_general)
        form = QFormLayout()
        form.setVerticalSpacing(2)
        for name, text, w in (("name", self.tr("Name"), self.bidder_name),
                              ("residence", self.tr("Residence"), self.bidder_residence)):
            self.bidder_errors.add(name, add_field(form, text, w), w)
        form.addRow(declaration)
        self.bidder_errors.add("declared", add_field(form, "", self.declared), self.declared)
        self.bidder_button = QPushButton(self.tr("Register the bidder"))
        plain_buttons(self.bidder_button)
        self.bidder_button.clicked.connect(self.register_bidder)
        self.bidders_table = read_only_table([self.tr("No."), self.tr("Name"),
                                              self.tr("Residence"),
                                              self.tr("Declaration"),
                                              self.tr("Check against the lists (s. 18(1))")])
        head = self.bidders_table.horizontalHeader()
        head.setSectionResizeMode(4, QHeaderView.ResizeMode.Stretch)
        head.sectionResized.connect(lambda *_: self.bidders_table.resizeRowsToContents())
        self.bidders_table.setWordWrap(True)
        row = QHBoxLayout()
        row.addWidget(self.bidder_button)
        row.addStretch(1)
        tab = QWidget()
        t = QVBoxLayout(tab)
        t.addLayout(form)
        t.addWidget(self.bidder_general)
        t.addLayout(row)
        t.addWidget(self.bidders_table, 1)
        return tab

    def _sale_tab(self) -> QWidget:
        self.sale_lot = QComboBox()
        self.buyer = QComboBox()
        self.price = MoneyEdit()
        self.sold_at = DateTimeField(self._now())
        self.sale_general = ErrorLabel()
        self.sale_errors = FieldErrors(self.sale_general)
        form = QFormLayout()
        form.setVerticalSpacing(2)
        for name, text, w in (("lot", self.tr("Lot"), self.sale_lot),
                              ("bidder", self.tr("Buyer (from the bidder register)"), self.buyer),
                              ("price", self.tr("Hammer price, rupees"), self.price),
                              ("at", self.tr("Knocked down at"), self.sold_at)):
            self.sale_errors.add(name, add_field(form, text, w), w)
        self.sell_button = QPushButton(self.tr("Sell the lot"))
        self.receipt_button = QPushButton(self.tr("Print the buyer's receipt"))
        self.receipt_button.setEnabled(False)
        plain_buttons(self.sell_button, self.receipt_button)
        self.sell_button.clicked.connect(self.sell)
        self.price.returnPressed.connect(self.sell)   # Enter after the price: knocked down
        self.receipt_button.clicked.connect(self.print_receipt)
        self.sale_message = QLabel()
        self.sale_message.setWordWrap(True)
        self.sale_message.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        buttons = QHBoxLayout()
        buttons.addWidget(self.sell_button)
        buttons.addWidget(self.receipt_button)
        buttons.addStretch(1)
        tab = QWidget()
        t = QVBoxLayout(tab)
        t.addLayout(form)
        t.addWidget(self.sale_general)
        t.addLayout(buttons)
        t.addWidget(self.sale_message)
        t.addWidget(self._reverse_box())
        t.addStretch(1)
        return tab

    def _reverse_box(self) -> QGroupBox:
        """A hammer price recorded wrong: the sale is reversed with the reason
        (never edited), then the lot is sold again above at the right price."""
        box = QGroupBox(self.tr("Reverse a sale whose hammer price was recorded wrong"))
        self.reverse_sale_box = QComboBox()
        self.reverse_reason = QLineEdit()
        self.reverse_general = ErrorLabel()
        self.reverse_errors = FieldErrors(self.reverse_general)
        form = QFormLayout(box)
        form.setVerticalSpacing(2)
        for name, text, w in (("sale", self.tr("Sale (buyer's receipt)"), self.reverse_sale_box),
                              ("reason", self.tr("Why it is reversed"), self.reverse_reason)):
            self.reverse_errors.add(name, add_field(form, text, w), w)
        self.reverse_button = QPushButton(self.tr("Reverse the sale…"))
        plain_buttons(self.reverse_button)
        self.reverse_button.clicked.connect(self.reverse_sale)
        self.reverse_reason.returnPressed.connect(self.reverse_sale)
        form.addRow(self.reverse_general)
        form.addRow(self.reverse_button)
        return box

    def _expenses_tab(self) -> QWidget:
        self.expense_case = QComboBox()
        self.expense_amount = MoneyEdit()
        self.expense_text = QLineEdit()
        self.expense_text.setPlaceholderText(self.tr("e.g. drum and crier"))
        self.expense_on = date_edit(self._now().date())
        self.expense_general = ErrorLabel()
        self.expense_errors = FieldErrors(self.expense_general)
        form = QFormLayout()
        form.setVerticalSpacing(2)
        for name, text, w in (("case", self.tr("Case"), self.expense_case),
                              ("amount", self.tr("Amount, rupees"), self.expense_amount),
                              ("description", self.tr("For"), self.expense_text),
                              ("spent_on", self.tr("Spent on"), self.expense_on)):
            self.expense_errors.add(name, add_field(form, text, w), w)
        self.expense_button = QPushButton(self.tr("Enter the expense"))
        plain_buttons(self.expense_button)
        self.expense_button.clicked.connect(self.add_expense)
        self.expenses_table = read_only_table([self.tr("Case"), self.tr("For"),
                                               self.tr("Date"), self.tr("Amount")])
        left = QWidget()
        lv = QVBoxLayout(left)
        lv.addLayout(form)
        lv.addWidget(self.expense_general)
        lv.addWidget(self.expense_button)
        lv.addStretch(1)
        tab = QWidget()
        t = QHBoxLayout(tab)
        t.addWidget(left, 2)
        t.addWidget(self.expenses_table, 3)
        return tab

    # ------------------------------------------------------------ showing
    def auction_id(self) -> int | None:
        return self.auction_box.currentData()

    def load_auctions(self, select: int | None = None) -> None:
        self.auction_box.blockSignals(True)
        self.auction_box.clear()
        for a in auctions.auction_lines():
            self.auction_box.addItem(f"{screen_datetime(a.held_at)} — {a.place}", a.id)
        if select is not None:
            self.auction_box.setCurrentIndex(max(0, self.auction_box.findData(select)))
        self.auction_box.blockSignals(False)
        self.reload()

    def reload(self) -> None:
        aid = self.auction_id()
        for w in (self.tabs, self.list_button, self.settle_case, self.settle_button):
            w.setEnabled(aid is not None)
        if aid is None:
            self.summary.setText(self.tr("No auction yet: create one"))
            return
        a = auctions.auction_line(aid)
        role = bi(auctions.CONDUCTORS.get(a.conductor_role, (a.conductor_role, a.conductor_role)))
        # in brackets after the name: "(the local authority)"
        self.summary.setText(f"{a.conductor} ({role[:1].lower()}{role[1:]}); {a.conditions_order}: {a.conditions}")
        self.sold_at.set_value(max(a.held_at, min(self._now(), a.held_at.replace(hour=23, minute=59))))
        self._show_candidates(aid)
        self._show_lots(aid)
        self._show_bidders(aid)
        self._show_expenses(aid)

    def _show_candidates(self, aid: int) -> None:
        found = auctions.candidates(aid)
        self.candidates.setRowCount(len(found))
        for r, c in enumerate(found):
            tick = QTableWidgetItem()
            tick.setData(Qt.ItemDataRole.UserRole, c.head_id)
            if c.saleable:
                tick.setFlags(Qt.ItemFlag.ItemIsUserCheckable | Qt.ItemFlag.ItemIsEnabled)
                tick.setCheckState(Qt.CheckState.Unchecked)
            else:
                tick.setFlags(Qt.ItemFlag.ItemIsEnabled)
            self.candidates.setItem(r, TICK, tick)
            path = bi(auctions.PATHS[c.path]) if c.path in auctions.PATHS else "—"
            why = "\n".join(c.problems)
            for col, text in ((CASE, c.case_no), (HEAD, str(c.seq)), (KIND, language.pick(c.kind_en, c.kind_ml)),
                              (FOOTING, path), (WHY, why)):
                item = QTableWidgetItem(text)
                item.setFlags(Qt.ItemFlag.ItemIsEnabled)
                item.setToolTip(text)
                self.candidates.setItem(r, col, item)
        self.candidates.resizeRowsToContents()

    def _show_lots(self, aid: int) -> None:
        rows, unsold, sold = [], [], []
        for lv in auctions.lots(aid):
            heads = "; ".join(f"{h.case_no} #{h.seq} {language.pick(h.kind_en, h.kind_ml)}" for h in lv.heads)
            # a sale reversed stays listed under its lot, with the reason
            gone = "".join("\n" + language.pick(en, ml) for en, ml in lv.reversals)
            rows.append((str(lv.number), heads + gone, lv.sale_number or self.tr("not sold"),
                         lv.buyer, money(lv.price) if lv.price else ""))
            if not lv.sale_number:
                again = (" — " + self.tr("to be recorded again for %1 (reversed)").replace("%1", lv.sell_again[0])
                         if lv.sell_again else "")
                unsold.append((lv.id, f"{lv.number}: {heads}{again}"))
            else:
                sold.append((lv.sale_number, f"{lv.sale_number} — {self.tr('Lot')} {lv.number}, {lv.buyer}, "
                                             f"{money(lv.price)}"))
        fill(self.lots_table, rows, right={4})
        self.lots_table.resizeRowsToContents()
        chosen = self.reverse_sale_box.currentData()
        self.reverse_sale_box.clear()
        for number, text in sold:
            self.reverse_sale_box.addItem(text, number)
        if chosen is not None and self.reverse_sale_box.findData(chosen) >= 0:
            self.reverse_sale_box.setCurrentIndex(self.reverse_sale_box.findData(chosen))
        self.reverse_button.setEnabled(bool(sold))
        current = self.sale_lot.currentData()
        self.sale_lot.clear()
        for lot_id, text in unsold:
            self.sale_lot.addItem(text, lot_id)
        if current is not None and self.sale_lot.findData(current) >= 0:
            self.sale_lot.setCurrentIndex(self.sale_lot.findData(current))
        case_nos = list(dict.fromkeys(h.case_no for lv in auctions.lots(aid) for h in lv.heads))
        for combo in (self.expense_case, self.settle_case):
            chosen = combo.currentText()
            combo.clear()
            combo.addItems(case_nos)
            if chosen in case_nos:
                combo.setCurrentText(chosen)

    def _show_bidders(self, aid: int) -> None:
        rows = []
        current = self.buyer.currentData()
        self.buyer.clear()
        self.bidder_lines = auctions.bidder_lines(aid)
        for b in self.bidder_lines:
            barred = b.barred
            rows.append((str(b.number), b.name, b.residence, self.tr("signed") if b.declared else "—",
                         "\n".join(barred) if barred else self.tr("No match")))
            mark = self.tr(" — on a list under s. 18(1)") if barred else ""
            self.buyer.addItem(f"{b.number}. {b.name}, {b.residence}{mark}", b.id)
        if current is not None and self.buyer.findData(current) >= 0:
            self.buyer.setCurrentIndex(self.buyer.findData(current))
        fill(self.bidders_table, rows)
        self.bidders_table.resizeRowsToContents()

    def _show_expenses(self, aid: int) -> None:
        fill(self.expenses_table, [(e.case_no, e.description, f"{e.spent_on:%d-%m-%Y}", money(e.amount))
                                   for e in auctions.expenses(aid)], right={3})

    # ------------------------------------------------------------ actions
    def new_auction(self) -> NewAuctionDialog:
        dialog = NewAuctionDialog(self, now=self._now)
        dialog.created.connect(self._created)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        self.child = dialog
        return dialog

    def _created(self, auction_id: int) -> None:
        self.load_auctions(auction_id)
        self.changed.emit()

    def ticked(self) -> list[int]:
        out = []
        for r in range(self.candidates.rowCount()):
            item = self.candidates.item(r, TICK)
            if item.flags() & Qt.ItemFlag.ItemIsUserCheckable and item.checkState() == Qt.CheckState.Checked:
                out.append(item.data(Qt.ItemDataRole.UserRole))
        return out

    def make_lot(self):
        try:
            lot_id = auctions.add_lot_id(self.auction_id(), self.ticked(), self.lot_number.value() or None)
        except ServiceError as e:
            self.lot_error.show_message(str(e).replace("; ", "\n"))
            return None
        self.lot_error.clear_message()
        self.lot_number.setValue(0)
        self.reload()
        self.sale_lot.setCurrentIndex(max(0, self.sale_lot.findData(lot_id)))
        return lot_id

    def register_bidder(self):
        try:
            bidder_id = auctions.register_bidder_id(self.auction_id(), self.bidder_name.text(),
                                                    self.bidder_residence.text(), self.declared.isChecked())
        except Invalid as e:
            self.bidder_errors.show(e.problems)
            return None
        self.bidder_errors.clear()
        for w in (self.bidder_name, self.bidder_residence):
            w.clear()
        self.declared.setChecked(False)
        self.reload()
        barred = next((x.barred for x in self.bidder_lines if x.id == bidder_id), ())   # as the reload just listed
        if barred:
            self.bidder_general.show_message("\n".join(barred))
        self.bidder_name.setFocus()
        return bidder_id

    def sell(self):
        price, problems = _money_of(self.price, "price")
        # every refusal at once: the price's with the sale's own
        if self.sale_errors.refuse(problems, auctions.sale_problems(self.buyer.currentData(), price,
                                                                    self.sold_at.value(), self._now())
                                   if problems else []):
            return None
        if price is not None and not form_fields.ask_to_record(self, self.tr(
                "Record the sale of lot %1 to %2 at a hammer price of %3?")
                .replace("%1", self.sale_lot.currentText()).replace("%2", self.buyer.currentText())
                .replace("%3", money(price))):
            return None
        try:
            try:
                result = auctions.sell(self.sale_lot.currentData(), self.buyer.currentData(), price,
                                       self.sold_at.value(), now=self._now())
            except auctions.InsideComplaintWindow as e:
                # s. 15(1) with s. 19: sold inside the complaint window only with a reason, recorded
                reason = self.ask_window_reason(e.warnings)
                if not reason:
                    self.sale_errors.clear()
                    self.sale_general.show_message("\n".join(e.warnings))
                    return None
                result = auctions.sell(self.sale_lot.currentData(), self.buyer.currentData(), price,
                                       self.sold_at.value(), now=self._now(), window_reason=reason)
        except Invalid as e:
            first = self.sale_errors.show(e.problems)
            if first is not None:
                first.setFocus()
            self.sale_message.setText("")
            return None
        except ServiceError as e:
            self.sale_errors.clear()
            self.sale_general.show_message(str(e))
            return None
        self.sale_errors.clear()
        self.last_sale = result.number
        lines = [self.tr("Sold: lot %1 to %2 for %3; buyer's receipt %4")
                 .replace("%1", str(result.lot_number)).replace("%2", result.buyer)
                 .replace("%3", money(result.price)).replace("%4", result.number)]
        # the services keep each message in both languages: the screen shows its own
        for en, ml in result.messages():
            lines.append(language.pick(en, ml))
        self.sale_message.setText("\n\n".join(lines))
        self.receipt_button.setEnabled(True)
        self.price.clear()
        self.reload()
        self.changed.emit()
        return result

    def reverse_sale(self):
        """Reverse the chosen sale with the reason, asked once; its lot comes
        back to be sold again at the right price."""
        number = self.reverse_sale_box.currentData()
        reason = self.reverse_reason.text().strip()
        if not number:
            return None
        if not reason:
            self.reverse_errors.show([Problem("reason", self.tr("Say why the sale is reversed"))])
            self.reverse_reason.setFocus()
            return None
        if not form_fields.ask_to_record(self, self.tr(
                "Reverse sale %1? Its hammer price comes out of the accounts with the reason \"%2\"; the sale "
                "stays in the books marked reversed, and the lot is then sold again at the right price.")
                .replace("%1", self.reverse_sale_box.currentText()).replace("%2", reason)):
            return None
        try:
            done = sale_corrections.reverse_sale(number, reason, now=self._now())
        except Invalid as e:
            self.reverse_errors.show(e.problems)
            return None
        except ServiceError as e:
            self.reverse_errors.clear()
            self.reverse_general.show_message(str(e))
            return None
        self.reverse_errors.clear()
        self.reverse_reason.clear()
        self.last_sale = None
        self.receipt_button.setEnabled(False)
        self.reload()
        lot = done.lot_id
        if self.sale_lot.findData(lot) >= 0:   # ready to be sold again, to the same buyer
            self.sale_lot.setCurrentIndex(self.sale_lot.findData(lot))
        if self.buyer.findData(done.bidder_id) >= 0:
            self.buyer.setCurrentIndex(self.buyer.findData(done.bidder_id))
        self.sold_at.set_value(done.sold_at)
        self.sale_message.setText(self.tr("Sale %1 reversed. Give the right hammer price above and sell the lot "
                                          "again (the same buyer, at the same hammer).").replace("%1", number))
        self.price.setFocus()
        self.changed.emit()
        return done

    def ask_window_reason(self, warnings: list[str]) -> str:
        """The keeper confirms a sale inside the s. 19 window by giving the
        reason; "" when he does not."""
        text, ok = QInputDialog.getMultiLineText(
            self, self.tr("Sale before the owner's time to complain has run out"),
            "\n\n".join(warnings) + "\n\n" + self.tr("Reason for selling now (recorded with the sale):"))
        return text.strip() if ok else ""

    def add_expense(self):
        amount, problems = _money_of(self.expense_amount, "amount")
        # every refusal at once: the amount's with the expense's own
        if self.expense_errors.refuse(problems, auctions.expense_problems(
                amount, self.expense_text.text(), self.expense_on.date().toPython(), self._now())
                if problems else []):
            return None
        if amount is not None and not form_fields.ask_to_record(self, self.tr(
                "Record an expense of sale of %1 for case %2 (%3)?")
                .replace("%1", money(amount)).replace("%2", self.expense_case.currentText())
                .replace("%3", self.expense_text.text().strip())):
            return None
        try:
            expense_id = auctions.add_expense_id(self.auction_id(), self.expense_case.currentText(), amount,
                                                 self.expense_text.text(), self.expense_on.date().toPython(),
                                                 now=self._now())
        except Invalid as e:
            self.expense_errors.show(e.problems)
            return None
        except ServiceError as e:
            self.expense_errors.clear()
            self.expense_general.show_message(str(e))
            return None
        self.expense_errors.clear()
        self.expense_amount.clear()
        self.expense_text.clear()
        self.reload()
        self.changed.emit()
        return expense_id

    def settle(self):
        case_no = self.settle_case.currentText()
        if not case_no:
            return None
        self.child = open_settlement(self, case_no, lambda *_: (self.reload(), self.changed.emit()))
        return self.child

    def print_receipt(self) -> PdfPreview | None:
        if not self.last_sale:
            return None
        try:
            self.child = show_sale_receipt(self.last_sale,
                                           self.tr("Buyer's receipt — %1").replace("%1", self.last_sale), self)
        except ServiceError as e:
            self.sale_general.show_message(str(e))
            return None
        return self.child

    def print_sale_list(self) -> PdfPreview | None:
        if self.auction_id() is None:
            return None
        path = auctions.print_sale_list(self.auction_id())
        self.child = show_pdf(path, self.tr("Sale list"), self)
        return self.child
