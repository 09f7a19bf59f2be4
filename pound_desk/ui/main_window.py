"""The main window: the register (searchable, read a page at a time), what
needs doing today, and the day's work from the toolbar and keyboard.

The register's rows are painted first: today's list, the count of the
register, the month's figures and the naming of the controls for a screen
reader wait for the first paint of the rows (``after_first_paint``), and so
does what the start does behind the window (ui/app.py); none of it shares
the interpreter with the building and first painting of the window.

The forms it opens (a seizure, a case, a release, the register's printing)
and the menus' windows are imported when first opened, not with this
module: with them came the PDF viewer, the documents and every service,
which the first sight of the register does not need (docs/PERFORMANCE.md,
"Opening and closing the desk"). They are named in ui/later.py."""
from __future__ import annotations

from datetime import datetime
from typing import TYPE_CHECKING, Callable

from PySide6.QtCore import QEvent, QItemSelectionModel, QObject, Qt, QTimer
from PySide6.QtGui import QAction, QFontMetrics, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QHeaderView,
    QLabel,
    QMainWindow,
    QMenu,
    QMessageBox,
    QSplitter,
    QTableView,
    QToolBar,
    QVBoxLayout,
    QWidget,
)

from pound_desk.services.desk import clock
from pound_desk.services.desk.errors import ServiceError
from pound_desk.services.office import pound
from pound_desk.ui import access, auction, display, disputes, later, month_panel, office, unclaimed
from pound_desk.ui import accounts as accounts_ui
from pound_desk.ui import penalties as penalties_ui
from pound_desk.ui import register_model as cols
from pound_desk.ui import returns as returns_ui
from pound_desk.ui.backups_menu import add_backups_menu
from pound_desk.ui.fields import fit_to_screen
from pound_desk.ui.help_menu import add_help_menu
from pound_desk.ui.menus import find_menu, menu_action
from pound_desk.ui.month_panel import MonthPanel
from pound_desk.ui.needs_action import NeedsActionPanel
from pound_desk.ui.register_model import COUNT_CAP, RegisterModel
from pound_desk.ui.search_bar import SearchBar

if TYPE_CHECKING:
    from pound_desk.ui.case_view import CaseViewDialog
    from pound_desk.ui.register_print_dialog import RegisterPrintDialog
    from pound_desk.ui.release_dialog import ReleaseDialog
    from pound_desk.ui.seizure_form import SeizureForm


class _FirstPaint(QObject):
    """Watches the register's rows until they are first painted, then lets
    the window go on with what waited for them (on the next turn of the
    event loop, once the window's paint is done)."""

    def __init__(self, window: MainWindow):
        super().__init__(window)
        self._window = window
        window.table.viewport().installEventFilter(self)

    def eventFilter(self, watched, event) -> bool:
        if event.type() == QEvent.Type.Paint:
            watched.removeEventFilter(self)
            QTimer.singleShot(0, self._window, self._window._first_painted)
        return False


class MainWindow(QMainWindow):
    def __init__(self, now: Callable[[], datetime] = clock.now):
        super().__init__()
        self._now = now
        self._painted = False
        self._closed = False
        self._after_paint: list[Callable[[], object]] = []
        header = pound.header()
        self.setWindowTitle(self.tr("Pound Desk — %1").replace("%1", header.name))
        fit_to_screen(self, 1280, 800)
        # a question that would block; tests answer it instead of a person
        self.confirm: Callable[[str], bool] = self._ask
        self.dialogs: list[QWidget] = []   # open dialogs, newest last

        self.model = RegisterModel(self)
        self.table = QTableView()
        self.table.setModel(self.model)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setAlternatingRowColors(True)
        self.table.setWordWrap(False)
        self.table.verticalHeader().setVisible(False)
        self._size_rows()
        head = self.table.horizontalHeader()
        # numbers, times and status take what they need; names share the rest
        for column in (cols.CASE_NO, cols.BROUGHT, cols.STATUS):
            head.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        # sized from the rows in sight, not every row read (these columns' widths hardly vary)
        head.setResizeContentsPrecision(40)
        self._size_columns()
        self.table.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.table.setAccessibleName(self.tr("The register"))
        self.table.setAccessibleDescription(self.tr("One case a row: Enter opens it"))
        head.setTextElideMode(Qt.TextElideMode.ElideRight)   # a long heading shows its start; the tooltip has it all

        self.search = SearchBar()
        self.needs = NeedsActionPanel()
        self.month = MonthPanel(now)   # counted once the window is on the screen (showEvent)
        self._month_counted = False
        right = QWidget()
        right_layout = QVBoxLayout(right)
        right_layout.setContentsMargins(0, 0, 0, 0)
        right_layout.addWidget(self.month)
        right_layout.addWidget(self.needs, 1)

        left = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        left_layout.addWidget(self.search)
        left_layout.addWidget(self.table, 1)
        split = QSplitter(Qt.Orientation.Horizontal)
        split.addWidget(left)
        split.addWidget(right)
        split.setStretchFactor(0, 4)
        split.setStretchFactor(1, 1)
        self.split = split
        self._size_panes()
        self.setCentralWidget(split)

        self.count_label = QLabel()
        self.statusBar().addPermanentWidget(self.count_label)
        self.statusBar().addPermanentWidget(QLabel(f"{header.name}, {header.place}"))

        self._actions()
        add_backups_menu(self)
        self.search.query_changed.connect(self.set_query)
        self.search.open_case.connect(self.open_case)
        self.search.message.connect(lambda text: self.statusBar().showMessage(text, 10000))
        self.needs.open_case.connect(self.open_case)
        self.month.open_list.connect(self.open_month_list)
        self.needs.settled.connect(self._count_month)
        office.install(self)   # rate tables, the s. 11(4) list, the keeper, settings
        unclaimed.install(self)   # the s. 13(1) report, notices (s. 13(2))
        accounts_ui.install(self)   # close of day, maintenance, deposits, cash book
        auction.install(self)   # auctions, settlements, the account to the owner (ss. 13, 15)
        disputes.install(self)   # deposits under protest, complaints and their outcomes (ss. 14, 19-22)
        penalties_ui.install(self)   # incidents, referrals, fines, s. 25 sales, s. 27 report, s. 28
        returns_ui.install(self)   # the return on a USB stick (s. 6)
        self._group_menus()
        display.add_view_menu(self)   # text size and high contrast, for the person signed in
        display.changes().changed.connect(self._display_changed)
        self.table.doubleClicked.connect(lambda index: self.open_case(self.model.case_no_at(index.row())))
        for key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            QShortcut(QKeySequence(key), self.table, activated=self.open_selected,
                      context=Qt.ShortcutContext.WidgetShortcut)
        QShortcut(QKeySequence.StandardKey.Find, self, activated=self.search.text.setFocus)
        self.model.modelReset.connect(self._show_count)
        self.model.rowsInserted.connect(self._show_count)

        self.model.counted.connect(self._show_count)
        # the first page now, the count of the whole register once its rows are on the screen
        self.set_query(self.search.query(), count_later=True)
        self.after_first_paint(self.model.count_now)
        self.needs.refresh_soon(lambda: self._now().date(), after=self.after_first_paint)
        self.table.setFocus()
        self._first_paint = _FirstPaint(self)
        # a window not on the screen by the first turn of the event loop (a test's, one
        # started minimised) is not painted: what waits for the paint goes on then
        QTimer.singleShot(0, self, self._unless_on_screen)

    # ------------------------------------------------------------ after the first paint
    def after_first_paint(self, step: Callable[[], object]) -> None:
        """``step`` on its own turn of the event loop once the register's rows
        were first painted (at the next turn if they were already)."""
        if self._painted:
            QTimer.singleShot(0, self, lambda: self._run_step(step))
        else:
            self._after_paint.append(step)

    def _run_step(self, step: Callable[[], object]) -> None:
        if not self._closed:   # a window closed before its turn came starts nothing more
            step()

    @property
    def painted(self) -> bool:
        """The register's rows were painted (or the window was not shown at its start)."""
        return self._painted

    def _first_painted(self) -> None:
        if self._painted:
            return
        self._painted = True
        steps, self._after_paint = self._after_paint, []
        for step in steps:
            # each on its own turn: a message one of them shows does not hold up the rest
            QTimer.singleShot(0, self, lambda step=step: self._run_step(step))

    def _unless_on_screen(self) -> None:
        if not self.isVisible() or self.isMinimized():
            self._first_painted()

    def _actions(self) -> None:
        def action(text: str, slot, keys=None) -> QAction:
            a = QAction(text, self)
            if keys:
                a.setShortcut(QKeySequence(keys))
            a.triggered.connect(slot)
            return a

        self.new_action = action(self.tr("New seizure (Ctrl+N)"),
                                 self.new_seizure, QKeySequence.StandardKey.New)
        self.open_action = action(self.tr("Open case (Enter)"), self.open_selected)
        self.feeding_action = action(self.tr("Log today's feeding"), self.log_feeding)
        self.release_action = action(self.tr("Release"), self.release_selected)
        self.print_action = action(self.tr("Print register"), self.print_register,
                                   QKeySequence.StandardKey.Print)
        self.refresh_action = action(self.tr("Refresh (F5)"), self.refresh, "F5")
        self.quit_action = action(self.tr("Quit"), self.close, QKeySequence.StandardKey.Quit)

        toolbar = QToolBar(self.tr("Actions"))
        toolbar.setMovable(False)
        toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        for a in (self.new_action, self.open_action, self.feeding_action, self.release_action,
                  self.print_action):
            toolbar.addAction(a)
        self.addToolBar(toolbar)
        menu = self.menuBar().addMenu(self.tr("&Pound"))
        for a in (self.new_action, self.open_action, self.feeding_action, self.release_action,
                  self.print_action, self.refresh_action):
            menu.addAction(a)
        menu.addSeparator()
        menu.addAction(self.quit_action)
        add_help_menu(self)

    def _group_menus(self) -> None:
        """Ten menus do not fit an old 1024-pixel screen in Malayalam: the paths
        of a case (unclaimed, auction, disputes, penalties) go under one menu,
        and the returns under the accounts."""
        bar = self.menuBar()

        def take(name: str):
            action = menu_action(self, name)
            if action is not None:
                bar.removeAction(action)
                return action.menu()
            return None

        cases_menu = QMenu(self.tr("&Cases"), self)
        cases_menu.setObjectName("cases")
        for name in ("unclaimed", "auction", "disputes", "penalties"):
            menu = take(name)
            if menu is not None:
                cases_menu.addMenu(menu)
        accounts = find_menu(self, "accounts")
        returns = take("returns")
        if returns is not None:
            if accounts is not None:
                accounts.addSeparator()
                accounts.addMenu(returns)
            else:
                bar.addMenu(returns)
        # after the Office menu, before Accounts and Help
        before = next((a for a in bar.actions() if a.menu() is not None
                       and a.menu().objectName() in ("accounts", "help")), None)
        if before is not None:
            bar.insertMenu(before, cases_menu)
        else:
            bar.addMenu(cases_menu)
        self.cases_menu = cases_menu

    def _size_rows(self) -> None:
        """Rows as high as the text needs, at any text size."""
        self.table.verticalHeader().setDefaultSectionSize(QFontMetrics(QApplication.font()).height() + 10)

    def _size_panes(self) -> None:
        """Today's list and the month beside the register, wider with larger text
        (the month's figures are one line each)."""
        # 300 px at the usual size; at 200 % a month's line ("Collected: ₹1,330.00 (₹1,910.00)") needs 440
        right = 300 + 160 * (display.current().scale - 100) // 100
        self.split.setSizes([max(self.split.width(), 1280) - right, right])

    def _size_columns(self) -> None:
        """The names share what is left of the width; with larger text they
        would be cut to a few letters, so each column is as wide as its words
        and the register scrolls sideways instead."""
        mode = QHeaderView.ResizeMode.Stretch if display.current().scale == 100 \
            else QHeaderView.ResizeMode.ResizeToContents
        for column in (cols.HEADS, cols.OWNER, cols.SEIZER, cols.PLACE):
            self.table.horizontalHeader().setSectionResizeMode(column, mode)

    def _display_changed(self, _display) -> None:
        self._size_rows()
        # once more after the table has taken the new font (its header sizes itself then)
        QTimer.singleShot(0, self, self._size_rows)
        self._size_columns()
        self._size_panes()
        self.needs.redraw()   # its bold headings were made at the old size

    def menu_titles(self) -> list[str]:
        """Every menu's title, the menus within menus too (without the & marks)."""
        out = []

        def walk(actions):
            for a in actions:
                if a.menu() is not None:
                    out.append(a.text().replace("&", ""))
                    walk(a.menu().actions())
        walk(self.menuBar().actions())
        return out

    # ------------------------------------------------------------ the register
    def set_query(self, query, count_later: bool = False) -> None:
        self.model.set_query(query, count_later)
        if self.model.rowCount():
            self.table.selectionModel().setCurrentIndex(
                self.model.index(0, 0),
                QItemSelectionModel.SelectionFlag.ClearAndSelect | QItemSelectionModel.SelectionFlag.Rows)

    def _show_count(self, *_args) -> None:
        if not self.model.is_counted:
            self.count_label.setText("")   # counted a moment later (count_now)
            return
        total = self.model.known_total
        if total is None:   # not counted beyond the cap
            self.count_label.setText(self.tr("more than %1 cases").replace("%1", f"{COUNT_CAP:,}"))
        else:
            self.count_label.setText(self.tr("%1 cases").replace("%1", str(total)))

    def refresh(self) -> None:
        """After a change: the same search again, and today's list."""
        row = self.table.currentIndex().row()
        self.model.refresh()
        if 0 <= row < self.model.rowCount():
            self.table.selectRow(row)
        self.refresh_needs()

    def refresh_needs(self) -> None:
        self.needs.refresh(self._now().date())   # the month panel counts again once it is listed

    # ------------------------------------------------------------ this month against last
    def showEvent(self, event) -> None:
        super().showEvent(event)
        if not self.property(access.PREPARED):
            # named for a screen reader even where no window takes the focus; after the
            # first paint, which it would delay by a few hundredths of a second
            self.after_first_paint(lambda: access.prepare(self) if not self.property(access.PREPARED) else None)
        if not self._month_counted:
            # after the first paint: the panel adds nothing to the time to a usable window
            self._month_counted = True
            if not self.needs.loading:
                self.after_first_paint(self._count_month)

    def _count_month(self) -> None:
        """The month panel again, with today's overdue steps from the list just made."""
        if not self._month_counted or self._closed:
            return   # not on the screen yet (showEvent starts it), or closed: nothing more is started
        listed = self.needs.error.isHidden()
        day = self._now().date()
        self.month.refresh(later.OVERDUE_IN(self.needs.actions, day) if listed else None)

    def open_month_list(self, which: str) -> QWidget | None:
        """The list behind a figure of the month panel."""
        f = self.month.figures
        if f is None:
            return None
        if which in (month_panel.CASES, month_panel.HELD):
            bar = self.search
            widgets = (bar.text, bar.status, bar.all_dates, bar.date_from, bar.date_to)
            for w in widgets:   # the search set in one go, asked once
                w.blockSignals(True)
            bar.text.clear()
            if which == month_panel.CASES:   # the cases brought this month, any status
                bar.status.setCurrentIndex(0)
                bar.all_dates.setChecked(False)
                bar.date_from.setDate(f.start)
                bar.date_to.setDate(f.day)
            else:                            # cases whose cattle are all in the pound
                bar.status.setCurrentIndex(bar.status.findData("held"))
                bar.all_dates.setChecked(True)
            bar.date_from.setEnabled(not bar.all_dates.isChecked())
            bar.date_to.setEnabled(not bar.all_dates.isChecked())
            for w in widgets:
                w.blockSignals(False)
            bar.emit_query()
            self.table.setFocus()
            return self.table
        if which == month_panel.COLLECTED:
            return self.open_cash_book()
        self.needs.tree.setFocus()
        if self.needs.tree.topLevelItemCount():
            self.needs.tree.setCurrentItem(self.needs.tree.topLevelItem(0))
        return self.needs

    def selected_case_no(self) -> str | None:
        index = self.table.currentIndex()
        return self.model.case_no_at(index.row()) if index.isValid() else None

    # ------------------------------------------------------------ the day's work
    def _keep(self, dialog: QWidget) -> QWidget:
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.destroyed.connect(lambda *_: self.dialogs.remove(dialog) if dialog in self.dialogs else None)
        self.dialogs.append(dialog)
        return dialog

    def new_seizure(self) -> SeizureForm:
        form = later.SEIZURE_FORM(self, now=self._now)
        form.registered.connect(lambda *_: self.refresh())
        self._keep(form).show()
        form.activateWindow()
        return form

    def open_case(self, case_no: str | None) -> CaseViewDialog | None:
        if not case_no:
            return None
        view = later.CASE_VIEW(case_no, self, now=self._now)
        view.changed.connect(lambda *_: self.refresh())
        self._keep(view).show()
        return view

    def open_selected(self) -> CaseViewDialog | None:
        case_no = self.selected_case_no()
        if case_no is None:
            self.statusBar().showMessage(self.tr("Choose a case first"), 5000)
        return self.open_case(case_no)

    def release_selected(self) -> ReleaseDialog | None:
        case_no = self.selected_case_no()
        row = self.model.row_at(self.table.currentIndex().row())
        if case_no is None or row is None or row.status == "released":
            self.statusBar().showMessage(
                self.tr("Choose a case with cattle still held"), 5000)
            return None
        dialog = later.RELEASE_DIALOG(case_no, self, now=self._now)
        dialog.released.connect(lambda *_: self.refresh())
        self._keep(dialog).show()
        return dialog

    def log_feeding(self) -> int | None:
        today = self._now().date()
        if not self.confirm(self.tr("Record that every head in the pound was fed and watered today?")):
            return None
        try:
            count = later.FEEDING_LOG(today, now=self._now())
        except ServiceError as e:
            self.statusBar().showMessage(str(e), 10000)
            return None
        self.statusBar().showMessage(
            self.tr("Fed and watered: %1 head logged for today").replace("%1", str(count)),
            10000)
        self.refresh()
        return count

    def print_register(self) -> RegisterPrintDialog:
        dialog = later.REGISTER_PRINT_DIALOG(self, today=self._now().date())
        self._keep(dialog).show()
        return dialog

    # ------------------------------------------------------------ leaving
    def open_forms(self) -> list[QWidget]:
        """The windows open over this one (forms, a case and what it opened),
        the innermost first."""
        def depth(w: QWidget) -> int | None:
            n, p = 0, w.parentWidget()
            while p is not None:
                n += 1
                if p is self:
                    return n
                p = p.parentWidget()
            return None

        found = [(depth(w), w) for w in QApplication.topLevelWidgets()
                 if w is not self and w.isVisible()]
        return [w for d, w in sorted(((d, w) for d, w in found if d is not None),
                                     key=lambda pair: -pair[0])]

    def close_forms(self) -> bool:
        """Ask each open form to close; False when one keeps its entry (the
        person answered No to "close without registering?")."""
        for form in self.open_forms():
            if form.isVisible() and not form.close():
                form.activateWindow()
                return False
        return True

    def closeEvent(self, event) -> None:
        # a form that keeps its entry keeps the program open: No means no
        if not self.close_forms():
            event.ignore()
            return
        self._closed = True
        self._after_paint.clear()
        super().closeEvent(event)

    def _ask(self, text: str) -> bool:
        answer = QMessageBox.question(self, self.windowTitle(), text)
        return answer == QMessageBox.StandardButton.Yes
