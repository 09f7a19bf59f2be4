"""Every window usable by a screen reader and from the keyboard, by one
helper applied to each window as it first takes the focus (on the next turn
of the event loop, after its first paint), not by edits in every window.

A screen reader speaks a control by its accessible name. Qt finds one for a
button (its text) and for a field whose label is its sibling with the field
as buddy; the desk's fields sit in a cell under their label (fields.py's
``with_error``), where Qt does not look. So each focusable control without a
name is given the text of its label: the label whose buddy it is, the label
of its row in a form, the label just before it in its row or column, or its
group's title; a field with none of these takes its placeholder, and a
table or a scrolled page takes its window's title. Its tooltip, where it
says more, becomes its description. The words are the window's own, already
in the language of the screen.

For the keyboard, Tab must leave every control: a text box with several
lines takes Tab as a move to the next control (Ctrl+Tab enters a tab
character instead, rarely wanted at the desk), and a table that is only
read is left by Tab, its rows walked with the arrow keys.

The windows are found through the application's ``focusWindowChanged``
signal, not an event filter on the whole application (see activity.py for
why such a filter costs the desk a tenth of a second when it opens)."""
from __future__ import annotations

import re

# QAccessible and the widgets only looked for when a window is prepared (after
# its first paint) are named through their module where used: PySide makes a
# class, and its enums, the first time the class is named, and the start need
# not make theirs (docs/PERFORMANCE.md, "Counted, not timed")
from PySide6 import QtGui, QtWidgets
from PySide6.QtCore import QObject, Qt, QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtGui import Qt as QtGuiNS
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractScrollArea,
    QApplication,
    QComboBox,
    QFormLayout,
    QGridLayout,
    QLabel,
    QLayout,
    QLineEdit,
    QTabWidget,
    QWidget,
)

from pound_desk.ui import display

PREPARED = "pound_desk_access_prepared"   # a window's property once prepared
_TAGS = re.compile(r"<[^>]+>")


def plain(text: str) -> str:
    """A label's text as a screen reader should speak it: without markup,
    the & of a keyboard mnemonic, or a closing colon."""
    text = _TAGS.sub(" ", text or "") if QtGuiNS.mightBeRichText(text or "") else (text or "")
    text = text.replace("&&", "\0").replace("&", "").replace("\0", "&")
    return " ".join(text.split()).rstrip(":").strip()


def focusable(widget: QWidget) -> bool:
    """Reached by Tab (a part standing in for another, like a spin box's
    inner line, counts as the control it belongs to)."""
    return (widget.focusPolicy() & Qt.FocusPolicy.TabFocus) == Qt.FocusPolicy.TabFocus \
        and widget.focusProxy() is None


def controls(top: QWidget) -> list[QWidget]:
    """The focusable controls of the window ``top`` (not of windows over it)."""
    return [w for w in top.findChildren(QWidget) if focusable(w) and w.window() is top]


def hidden(widget: QWidget, top: QWidget) -> bool:
    """Hidden on purpose (it or a box holding it), not merely on a page not
    shown yet: a screen reader does not meet it."""
    w: QWidget | None = widget
    while w is not None and w is not top:
        if w.testAttribute(Qt.WidgetAttribute.WA_WState_ExplicitShowHide) \
                and w.testAttribute(Qt.WidgetAttribute.WA_WState_Hidden) \
                and not isinstance(w.parentWidget(), QtWidgets.QStackedWidget):
            return True
        w = w.parentWidget()
    return False


def spoken_name(widget: QWidget) -> str:
    """The name a screen reader is given for ``widget`` (through Qt's
    accessibility interface, the same one AT-SPI reads)."""
    face = QtGui.QAccessible.queryAccessibleInterface(widget)
    return (face.text(QtGui.QAccessible.Text.Name) if face is not None else "").strip()


# ------------------------------------------------------------------ finding a label
def _buddies(top: QWidget) -> dict[int, QLabel]:
    out: dict[int, QLabel] = {}
    for label in top.findChildren(QLabel):
        buddy = label.buddy()
        if buddy is not None and plain(label.text()):
            out[id(buddy)] = label
    return out


def _layout_of(widget: QWidget) -> QLayout | None:
    parent = widget.parentWidget()
    if parent is None or parent.layout() is None:
        return None

    def search(layout: QLayout) -> QLayout | None:
        if layout.indexOf(widget) >= 0:
            return layout
        for i in range(layout.count()):
            child = layout.itemAt(i).layout()
            if child is not None:
                found = search(child)
                if found is not None:
                    return found
        return None
    return search(parent.layout())


def laid_out(widget: QWidget) -> bool:
    """Placed by its parent's layout (not drawn over it on purpose, like a
    line edit's own buttons)."""
    return _layout_of(widget) is not None


def _label_before(widget: QWidget) -> str:
    """The label of its row in a form, left of it in a grid, or just before
    it in a row or column of widgets."""
    layout = _layout_of(widget)
    if layout is None:
        return ""
    if isinstance(layout, QFormLayout):
        label = layout.labelForField(widget)
        if isinstance(label, QLabel):
            return plain(label.text())
        row, _role = layout.getWidgetPosition(widget)
        # a field on a row of its own under its caption (fields.add_field)
        if row > 0:
            above = layout.itemAt(row - 1, QFormLayout.ItemRole.SpanningRole)
            if above is not None and isinstance(above.widget(), QLabel):
                return plain(above.widget().text())
        return ""
    if isinstance(layout, QGridLayout):
        row, column, _rs, _cs = layout.getItemPosition(layout.indexOf(widget))
        beside = [layout.itemAtPosition(row, col) for col in range(column - 1, -1, -1)]
        above = [layout.itemAtPosition(row - 1, column)] if row > 0 else []
        for item in beside + above:   # left of it in its row, or over it in its column
            if item is not None and _says(item.widget()):
                return _says(item.widget())
        return ""
    index = layout.indexOf(widget)
    if index > 0:
        item = layout.itemAt(index - 1)
        if item is not None and item.widget() is not None and not item.widget().isHidden():
            return _says(item.widget())
    return ""


def _says(widget: QWidget | None) -> str:
    """The words of a label, or of the check box that turns a field on
    ("Only for orders dated from" before its date)."""
    if isinstance(widget, QLabel) or (isinstance(widget, QAbstractButton) and widget.isCheckable()):
        return plain(widget.text())
    return ""


def _group_title(widget: QWidget, top: QWidget) -> str:
    parent = widget.parentWidget()
    while parent is not None and parent is not top:
        if isinstance(parent, QtWidgets.QGroupBox) and plain(parent.title()):
            return plain(parent.title())
        parent = parent.parentWidget()
    return ""


def _name_for(widget: QWidget, top: QWidget, buddies: dict[int, QLabel]) -> str:
    # the label whose buddy is the control, or the composite field it belongs to
    holder: QWidget | None = widget
    while holder is not None and holder is not top:
        if id(holder) in buddies:
            return plain(buddies[id(holder)].text())
        holder = holder.parentWidget()
    # the label beside the control, or beside the cell that holds it
    holder = widget
    while holder is not None and holder is not top:
        found = _label_before(holder)
        if found:
            return found
        parent = holder.parentWidget()
        own = set(map(id, controls_in(holder))) | ({id(holder)} if focusable(holder) else set())
        if parent is None or any(id(w) not in own for w in controls_in(parent)):
            break   # the cell holds other controls: its label is not this one's
        holder = parent
    if isinstance(widget, QLineEdit) and plain(widget.placeholderText()):
        return plain(widget.placeholderText())
    if isinstance(widget, QComboBox) and widget.isEditable() and widget.lineEdit() is not None \
            and plain(widget.lineEdit().placeholderText()):
        return plain(widget.lineEdit().placeholderText())
    group = _group_title(widget, top)
    if group:
        return group
    if plain(widget.toolTip()):
        return plain(widget.toolTip())
    if isinstance(widget, (QAbstractScrollArea, QTabWidget)):
        return plain(top.windowTitle())   # a list, a table or a page: the window's
    return ""


def _only_read(view: QAbstractItemView) -> bool:
    """A list or table whose cells are not edited in place."""
    if view.editTriggers() == QAbstractItemView.EditTrigger.NoEditTriggers:
        return True
    model = view.model()
    if model is None or not model.rowCount():
        return True
    return not model.flags(model.index(0, 0)) & Qt.ItemFlag.ItemIsEditable


def controls_in(widget: QWidget) -> list[QWidget]:
    return [w for w in widget.findChildren(QWidget) if focusable(w)]


# ------------------------------------------------------------------ rows read aloud
def speak_rows(table: QtWidgets.QTableWidget) -> None:
    """A screen reader on a row's first cell hears the whole row, each value
    after its column's heading, in the table's order; on any other cell,
    that cell after its heading (rather than a bare number)."""
    heads = []
    for c in range(table.columnCount()):
        item = table.horizontalHeaderItem(c)
        heads.append(plain(item.text()) if item is not None else "")
    for r in range(table.rowCount()):
        parts = []
        for c, head in enumerate(heads):
            item = table.item(r, c)
            if item is None or not item.text():
                continue
            said = f"{head}: {item.text()}" if head else item.text()
            item.setData(Qt.ItemDataRole.AccessibleTextRole, said)
            parts.append(said)
        first = table.item(r, 0)
        if first is not None and parts:
            first.setData(Qt.ItemDataRole.AccessibleTextRole, "; ".join(parts))


# ------------------------------------------------------------------ the helper
def prepare(top: QWidget) -> None:
    """Name the window's unnamed controls and let Tab leave each of them.
    Safe to call again (a window whose controls changed)."""
    buddies = _buddies(top)
    for widget in controls(top):
        if isinstance(widget, (QtWidgets.QPlainTextEdit, QtWidgets.QTextEdit)):
            widget.setTabChangesFocus(True)
        if isinstance(widget, QAbstractItemView) and _only_read(widget):
            widget.setTabKeyNavigation(False)
        if isinstance(widget, QAbstractButton):
            continue   # named by its text, or by its tooltip below
        if not widget.accessibleName():
            name = _name_for(widget, top, buddies)
            if name:
                widget.setAccessibleName(name)
        tip = plain(widget.toolTip())
        if tip and not widget.accessibleDescription() and tip != widget.accessibleName():
            widget.setAccessibleDescription(tip)
    for button in top.findChildren(QAbstractButton):
        if not plain(button.text()) and not button.accessibleName() and plain(button.toolTip()):
            button.setAccessibleName(plain(button.toolTip()))   # a button with only an icon
    display.follows(top)   # its headings' sizes and colours, for the text size and contrast in use
    display.fit_on_screen(top)   # large text: the window scrolls rather than run off the screen
    top.setProperty(PREPARED, True)


class _Watcher(QObject):
    """Prepares each window the first time it takes the focus."""

    def __init__(self, app: QGuiApplication):
        super().__init__(app)
        app.focusWindowChanged.connect(self.window_focused)

    def window_focused(self, window) -> None:
        top = widget_of(window)
        if top is not None and not top.property(PREPARED):
            # once the window is painted: the names are not needed before, its first
            # sight is (a closed window's turn is dropped with it)
            QTimer.singleShot(0, top, lambda: prepare(top) if not top.property(PREPARED) else None)


def widget_of(window) -> QWidget | None:
    """The window's widget for a window of the screen (a ``QWindow``, as
    ``focusWindowChanged`` names it); None for none, or one no widget owns."""
    if window is None:
        return None
    return next((top for top in QApplication.topLevelWidgets() if top.windowHandle() is window), None)


_watcher: list[_Watcher] = []


def install(app: QApplication) -> None:
    """Prepare every window of ``app`` as it first takes the focus (once per application)."""
    if not _watcher or _watcher[0].parent() is not app:
        _watcher[:] = [_Watcher(app)]

