"""F1 from any window opens the guide at that window's page.

One filter on the application sees the key wherever the focus is, so no
window needs a line of its own: the page is found by the class of the window
F1 was pressed in (or of the nearest window under it that has a page, for a
message over a form), from the one table below. A window with no page opens
the guide at its first page. A part of a window may have a page of its own
(today's list in the main window). The main window's Help → Guide carries F1 as
its shortcut; it opens the same first page.

The classes are named, not imported: this module is loaded with the main
window and must not bring the forms with it (ui/later.py)."""
from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication, QWidget

from pound_desk.ui import later

# a window's class name -> the guide's page (services/guide.PAGES)
WINDOW_PAGES: dict[str, str] = {
    "MainWindow": "start",
    "NeedsActionPanel": "feeding",     # today's list, in the main window: feeding first of all
    "SetupWizard": "start",
    "SeizureForm": "seizure",
    "CaseViewDialog": "seizure",
    "AmendDialog": "seizure",
    "ReleaseDialog": "release",
    "RefusalDialog": "refusal",
    "ReportDialog": "report",
    "NoticeDialog": "notice",
    "NoticesDialog": "notice",
    "NoticeEventsDialog": "notice",
    "AuctionWindow": "auction",
    "NewAuctionDialog": "auction",
    "SettlementDialog": "auction",
    "AccountDialog": "auction",
    "DisposeOtherwiseDialog": "auction",
    "DisputesWindow": "protests",
    "ProtestDialog": "protests",
    "ComplaintDialog": "protests",
    "OutcomeDialog": "protests",
    "SaleOrderDialog": "protests",
    "SeizerPaymentDialog": "protests",
    "CloseDayDialog": "daily-statement",
    "EntriesDialog": "daily-statement",
    "CashBookDialog": "daily-statement",
    "DepositsDialog": "daily-statement",
    "ExportDialog": "monthly-return",
    "ExportLogDialog": "monthly-return",
    "BackupsDialog": "backups",
}
FIRST_PAGE = "start"


def page_for(widget: QWidget | None) -> str:
    """The page of ``widget``'s part of the window (today's list), of its
    window, or of the nearest window it stands over that has one."""
    while widget is not None:
        for kind in type(widget).__mro__:
            if kind.__name__ in WINDOW_PAGES:
                return WINDOW_PAGES[kind.__name__]
        widget = widget.parentWidget()
    return FIRST_PAGE


def focus_in(window: QWidget) -> QWidget:
    """The widget with the focus when it is in ``window``; else the window."""
    focus = QApplication.focusWidget()
    return focus if focus is not None and focus.window() is window else window


class F1Filter(QObject):
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if (event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent)
                and event.key() == Qt.Key.Key_F1 and event.modifiers() == Qt.KeyboardModifier.NoModifier
                and not event.isAutoRepeat()):
            # the widget the key is for (the one with the focus) decides; a key seen
            # on its way through the window system names no widget yet
            widget = watched if isinstance(watched, QWidget) else (
                QApplication.focusWidget() or QApplication.activeWindow())
            if widget is not None and type(widget.window()).__name__ != "GuideWindow":
                open_guide(widget.window(), page_for(widget))
                return True
        return False


def open_guide(window: QWidget, page: str = FIRST_PAGE):
    """The guide over ``window`` at ``page`` (one guide a window: shown again
    and turned to the page when it is open). It belongs to the window F1 was
    pressed in, so a form that holds the rest of the desk still (a modal
    one) does not hold its guide."""
    return later.GUIDE(window, page)


_installed: list[F1Filter] = []


def install(app: QApplication | None = None) -> None:
    """F1 for every window of ``app`` (once, however often it is called)."""
    app = app or QApplication.instance()
    if app is None or _installed:
        return
    _installed.append(F1Filter(app))
    app.installEventFilter(_installed[0])


def hold_back() -> None:
    """The filter off the application while the main window is built and
    its register first painted (``put_back`` after): a filter on the whole
    application is called for every event of every object, and the first
    event of one of Qt's private objects makes PySide build the Python type
    of every Qt class while it looks for that object's class, most of the
    time the main window takes to build. Nobody presses F1 in a window not
    yet on the screen; the main window's own F1 is its Help menu's."""
    app = QApplication.instance()
    if _installed and app is not None:
        app.removeEventFilter(_installed[0])


def put_back() -> None:
    """F1 for every window again (after ``hold_back``)."""
    app = QApplication.instance()
    if _installed and app is not None:
        app.installEventFilter(_installed[0])
