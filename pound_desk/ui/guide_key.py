"""F1 from any window opens the guide at that window's page.

One filter sees the key in every window, so no window needs a line of its
own: it is put on each window the first time the window takes the focus
(the application's ``focusWindowChanged``, as ui/access.py finds them), and
sees the key presses no control of the window took (F1 is none's). The page
is found by the class of the window, or of the part of it with the focus
(today's list in the main window), or of the nearest window under it that has
a page (a message over a form), from the one table below. A window with no
page opens the guide at its first page. The main window's Help → Guide
carries F1 as its shortcut; it opens the same page.

Not a filter on the whole application: Qt would call it, in Python, for
every event of every object, and the first event of one of Qt's private
objects makes PySide build the Python types of many Qt classes.

The classes are named, not imported: this module is loaded with the main
window and must not bring the forms with it (ui/later.py)."""
from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication, QWidget

from pound_desk.ui import access, later

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
    """On each window: F1, pressed anywhere in it, opens its page."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if (event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent)
                and event.key() == Qt.Key.Key_F1 and event.modifiers() == Qt.KeyboardModifier.NoModifier
                and not event.isAutoRepeat() and isinstance(watched, QWidget)):
            window = watched.window()
            if type(window).__name__ != "GuideWindow":
                # the part of the window with the focus decides (the key came up from it)
                open_guide(window, page_for(focus_in(window)))
                return True
        return False


def open_guide(window: QWidget, page: str = FIRST_PAGE):
    """The guide over ``window`` at ``page`` (one guide a window: shown again
    and turned to the page when it is open). It belongs to the window F1 was
    pressed in, so a form that holds the rest of the desk still (a modal
    one) does not hold its guide."""
    return later.GUIDE(window, page)


WATCHED = "pound_desk_f1_watched"   # a window's property once F1 is watched in it


class _Watcher(QObject):
    """Puts the filter on each window the first time it takes the focus."""

    def __init__(self, app: QApplication):
        super().__init__(app)
        self.f1 = F1Filter(self)
        app.focusWindowChanged.connect(self.window_focused)

    def window_focused(self, window) -> None:
        top = access.widget_of(window)
        if top is not None and not top.property(WATCHED):
            top.setProperty(WATCHED, True)
            top.installEventFilter(self.f1)


_installed: list[_Watcher] = []


def install(app: QApplication | None = None) -> None:
    """F1 for every window of ``app`` (once, however often it is called)."""
    app = app or QApplication.instance()
    if app is None or _installed:
        return
    _installed.append(_Watcher(app))
    _installed[0].window_focused(app.focusWindow())    # a window with the focus already
