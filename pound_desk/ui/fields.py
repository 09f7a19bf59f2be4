"""Small form pieces shared by every dialog: a date-time field that Tab
leaves, a rupee field, the red message under a field, and the mapping from
a service's problem names ("seizer_name", "heads.2.ear_tag") to those
messages."""
from __future__ import annotations

from datetime import datetime
from typing import Callable, Iterable

from PySide6.QtCore import QDateTime, QElapsedTimer, QEvent, QObject, QStringListModel, Qt
from PySide6.QtGui import QKeyEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QCompleter,
    QDateTimeEdit,
    QDialog,
    QFormLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from pound_desk import language
from pound_desk.law.money import Money, MoneyError
from pound_desk.law.problems import Problem
from pound_desk.text import ml_period
from pound_desk.transliterate import matches, same_name

ERROR_STYLE = "color: #b00020;"
WARNING_STYLE = "color: #8a5a00; background: #fff4d6; padding: 4px; border: 1px solid #e0c080;"
DATETIME_FORMAT = "dd-MM-yyyy hh:mm AP"
DATE_FORMAT = "dd-MM-yyyy"


def bi(pair: tuple[str, str] | tuple[str, str, str]) -> str:
    """``("Cow", "പശു")`` → ``"പശു"`` in Malayalam, ``"Cow"`` in English:
    data that carries both languages (kinds, bases, capacities) is shown
    in the language of the screen, like the labels."""
    return language.pick(pair[-2], pair[-1])


class DateTimeField(QDateTimeEdit):
    """A day-and-hour field. Typing digits fills day, month, year, hour and
    minute in turn; Tab goes to the next field (Qt's default walks the
    sections, five Tabs to leave one field)."""

    def __init__(self, value: datetime | None = None, parent: QWidget | None = None):
        super().__init__(parent)
        self.setDisplayFormat(DATETIME_FORMAT)
        self.setCalendarPopup(True)
        # on a Malayalam screen the part of the day is said before the time, as
        # everywhere else on the screen ("വൈകുന്നേരം 03:15 PM"); it follows the hour
        # once typed (not while the person types, which a new format would upset)
        self.dateTimeChanged.connect(lambda *_: self.hasFocus() or self.show_part_of_day())
        self.editingFinished.connect(self.show_part_of_day)
        if value is not None:
            self.set_value(value)
        self.show_part_of_day()

    def show_part_of_day(self) -> None:
        if language.current() != "ml":
            wanted = DATETIME_FORMAT
        else:
            word = ml_period(self.dateTime().time().hour())
            wanted = DATETIME_FORMAT.replace(" hh:mm", f" '{word}' hh:mm")
        if self.displayFormat() != wanted:
            self.setDisplayFormat(wanted)

    def focusNextPrevChild(self, next: bool) -> bool:  # noqa: A002 (Qt's name)
        return QWidget.focusNextPrevChild(self, next)

    def set_value(self, value: datetime) -> None:
        self.setDateTime(QDateTime(value.replace(second=0, microsecond=0)))

    def value(self) -> datetime:
        # the register records the day and hour to the minute
        return self.dateTime().toPython().replace(second=0, microsecond=0)


# "not typed" is shown for a moment before anything the register could hold
_NOT_TYPED = datetime(1900, 1, 1)


class TypedDateTimeField(DateTimeField):
    """A day and hour the person must type (the time of seizure): empty
    until typed, never a silent default. Entering the field offers
    ``start()`` (the hour brought) to type over, section by section; leaving
    it untouched leaves it empty again, and ``value()`` is None."""

    def __init__(self, start: Callable[[], datetime], parent: QWidget | None = None):
        super().__init__(None, parent)
        self._start = start
        self._offered = False
        self.setMinimumDateTime(QDateTime(_NOT_TYPED))
        self.setSpecialValueText(QApplication.translate("Fields", "— not typed —"))
        self.dateTimeChanged.connect(self._changed)
        self.clear_value()

    def _changed(self, *_args) -> None:
        if not getattr(self, "_setting", False):
            self._offered = False      # chosen from the calendar, or typed: the person's

    def _set(self, value: QDateTime) -> None:
        self._setting = True
        try:
            self.setDateTime(value)
        finally:
            self._setting = False

    def clear_value(self) -> None:
        self._offered = False
        self._set(self.minimumDateTime())

    def set_value(self, value: datetime) -> None:
        self._offered = False
        self._set(QDateTime(value.replace(second=0, microsecond=0)))

    def is_typed(self) -> bool:
        return self.dateTime() != self.minimumDateTime() and not self._offered

    def value(self) -> datetime | None:  # type: ignore[override]
        return super().value() if self.is_typed() else None

    def focusInEvent(self, event) -> None:
        if self.dateTime() == self.minimumDateTime():
            self._set(QDateTime(self._start().replace(second=0, microsecond=0)))
            self._offered = True
            self.show_part_of_day()     # the offered hour's, before typing begins
        super().focusInEvent(event)

    def keyPressEvent(self, event) -> None:
        if event.key() not in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab, Qt.Key.Key_Escape,
                               Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Left, Qt.Key.Key_Right,
                               Qt.Key.Key_Shift, Qt.Key.Key_Control, Qt.Key.Key_Alt):
            self._offered = False
        super().keyPressEvent(event)

    def focusOutEvent(self, event) -> None:
        super().focusOutEvent(event)
        if self._offered:
            self.clear_value()


class MoneyEdit(QLineEdit):
    """Rupees as typed: "350", "1,250.50", "₹ 75". Never a float.

    Every key the person presses stays in the field: a minus sign or a
    letter is not swallowed (which once turned "-140" into 140), and
    ``money()`` refuses anything but a plain non-negative figure, for the
    form to say so beside the field."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setMaxLength(24)
        self.setAlignment(Qt.AlignmentFlag.AlignRight)
        self.setPlaceholderText("0.00")

    def money(self) -> Money | None:
        """The amount, None when empty; MoneyError when not a plain
        non-negative amount in rupees."""
        text = self.text().strip()
        if text.endswith(".") and not text.endswith(".."):
            text = text[:-1]
        if not text:
            return None
        amount = Money.of_rupees(text)
        if amount.paise < 0:
            raise MoneyError(f"a negative amount: {text!r}")
        return amount


class ErrorLabel(QLabel):
    """The red message under a field; takes no room while empty."""

    def __init__(self, parent: QWidget | None = None, style: str = ERROR_STYLE):
        super().__init__(parent)
        self.setStyleSheet(style)
        self.setWordWrap(True)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.hide()

    def show_message(self, text: str) -> None:
        self.setText(text)
        self.setVisible(bool(text))

    def clear_message(self) -> None:
        self.show_message("")


class ListChooser(QComboBox):
    """A field naming something the office keeps a list of (a local area):
    chosen from that list, never a new value. Typing filters the list in
    either script (``nedu`` and ``നെടു`` both find "Nedumangad"); leaving the
    field with one match left chooses it, visibly; ``chosen()`` is the item,
    or None when what is typed is not on the list."""

    def __init__(self, items: Iterable[str], parent: QWidget | None = None):
        super().__init__(parent)
        self.setEditable(True)
        self.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        self.items = list(dict.fromkeys(i for i in items if i))
        self.addItems(self.items)
        self._model = QStringListModel(self.items, self)
        completer = QCompleter(self._model, self)
        completer.setCompletionMode(QCompleter.CompletionMode.UnfilteredPopupCompletion)
        completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.setCompleter(completer)
        self.lineEdit().textEdited.connect(self._filter)
        self.lineEdit().editingFinished.connect(self._settle)

    def set_items(self, items: Iterable[str]) -> None:
        """A fresh list (the office's grew), keeping what is typed."""
        text = self.currentText()
        self.items = list(dict.fromkeys(i for i in items if i))
        QComboBox.clear(self)
        self.addItems(self.items)
        self._model.setStringList(self.items)
        self.setEditText(text)

    def _matching(self, text: str) -> list[str]:
        return [i for i in self.items if matches(text, i)]

    def is_searching(self, text: str) -> bool:
        """Whether ``text`` still finds an item: the person is choosing, and
        a Malayalam-in-English-letters switch on the field leaves the
        letters as typed (they find the item in either script)."""
        return bool(text.strip()) and bool(self._matching(text))

    def _filter(self, text: str) -> None:
        found = self._matching(text)
        self._model.setStringList(found)
        if found and text.strip():
            self.completer().complete()

    def _settle(self) -> None:
        text = self.currentText()
        chosen = self.chosen()
        if chosen is None:
            found = self._matching(text)
            if len(found) == 1:
                self.setCurrentText(found[0])
        elif chosen != text:
            self.setCurrentText(chosen)     # the item as the list spells it
        self._model.setStringList(self.items)

    def chosen(self) -> str | None:
        """The item what is typed names, in either script ("market road" or
        "മാർക്കറ്റ് റോഡ്" for "Market road"), else None."""
        text = self.currentText()
        return next((i for i in self.items if same_name(text, i)), None)


class SearchCombo(QComboBox):
    """A closed list of the office's (the kinds of cattle) that typing
    searches in either script: "go", "pashu" and "പശു" find the goat and the
    cow whatever the screen's language, by any of an item's names. Letters
    typed within a short pause add to the search; nothing typed becomes an
    item."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.codes: list[str] = []
        self._keys: list[tuple[str, ...]] = []
        self._typed = ""
        self._timer = QElapsedTimer()
        self.search_pause_ms = QApplication.keyboardInputInterval()
        self.setAttribute(Qt.WidgetAttribute.WA_InputMethodEnabled, True)

    def add_item(self, text: str, code: str | None, *names: str) -> None:
        self.addItem(text, code)
        self.codes.append(code)
        self._keys.append(tuple(n for n in (text, *names) if n))

    def clear(self) -> None:
        """No items (a fresh list follows), nor any search half typed."""
        QComboBox.clear(self)
        self.codes.clear()
        self._keys.clear()
        self._typed = ""

    def search(self, typed: str) -> bool:
        """Go to the first item a name of which starts with ``typed``, else
        the first that ``typed`` finds in either script."""
        wanted = typed.strip().casefold()
        if not wanted:
            return False
        found = next((i for i, keys in enumerate(self._keys)
                      if any(k.casefold().startswith(wanted) for k in keys)), None)
        if found is None:
            found = next((i for i, keys in enumerate(self._keys) if any(matches(typed, k) for k in keys)), None)
        if found is None:
            return False
        self.setCurrentIndex(found)
        return True

    def search_paused(self) -> bool:
        """Whether the pause since the last letter typed has ended the search:
        the next letter starts a new one."""
        return not self._timer.isValid() or self._timer.elapsed() > self.search_pause_ms

    def _add_typed(self, text: str) -> None:
        if self.search_paused():
            self._typed = ""
        self._timer.restart()
        self._typed += text
        if not self.search(self._typed):
            self._typed = text if self.search(text) else ""

    def keyPressEvent(self, event) -> None:
        text = event.text()
        if (text and text.isprintable() and not text.isspace()
                and not event.modifiers() & (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier)):
            self._add_typed(text)
            event.accept()
            return
        super().keyPressEvent(event)

    def inputMethodEvent(self, event) -> None:
        if event.commitString():
            self._add_typed(event.commitString())
            event.accept()
            return
        super().inputMethodEvent(event)


class PlaceChooser(ListChooser):
    """A place the office may not have seen before (a place of seizure):
    chosen from its list, typing filtering it in either script, or a new
    one typed on purpose, which ``note`` (a label for under the field) says
    will be added. Nothing typed is ever replaced by a near match.
    ``new_note`` says so in the form's own words ("%1" is what is typed)."""

    def __init__(self, items: Iterable[str], parent: QWidget | None = None, new_note: str = ""):
        super().__init__(items, parent)
        self._new_note = new_note or QApplication.translate("Fields", "New place, not on the list: “%1” will be added")
        self.note = ErrorLabel(style=WARNING_STYLE)
        self.setCurrentIndex(-1)
        self.setEditText("")
        self.editTextChanged.connect(self._say_if_new)

    def _settle(self) -> None:
        # no near match taken in the person's place: the list is only offered;
        # the same name typed in the other script or case is the item itself
        chosen = self.chosen()
        if chosen is not None and chosen != self.currentText():
            self.setEditText(chosen)
        self._model.setStringList(self.items)
        self._say_if_new()

    def _say_if_new(self, *_args) -> None:
        text = self.currentText().strip()
        if text and self.chosen() is None:
            self.note.show_message(self._new_note.replace("%1", text))
        else:
            self.note.clear_message()

    # the field's text, as a line edit's (forms and tests read and set it so):
    # the item named, as the list spells it, or the new value as typed
    def text(self) -> str:
        return self.chosen() or self.currentText()

    def setText(self, text: str) -> None:  # noqa: N802 (Qt's name)
        self.setEditText(text)

    def clear(self) -> None:
        """Empty the field; the list stays."""
        self.setEditText("")


def ask_to_record(parent: QWidget, text: str, warning: str = "") -> bool:
    """Every money entry shows what will be recorded and asks once: a figure
    in the books is corrected only by a reversing entry, never edited. With
    a ``warning`` the answer waiting for Enter is No."""
    box = QMessageBox(QMessageBox.Icon.Warning if warning else QMessageBox.Icon.Question,
                      parent.windowTitle(), text + (f"\n\n⚠ {warning}" if warning else ""),
                      QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, parent)
    box.setDefaultButton(QMessageBox.StandardButton.No if warning else QMessageBox.StandardButton.Yes)
    return box.exec() == QMessageBox.StandardButton.Yes


def compact_combo(combo: QComboBox, chars: int = 14) -> QComboBox:
    """A list whose items are long bilingual phrases: the closed box takes
    room for ``chars`` characters, and the open list is as wide as its
    longest item, so a form still fits an old 1024-pixel screen."""
    combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
    combo.setMinimumContentsLength(chars)
    combo.view().setMinimumWidth(combo.view().sizeHintForColumn(0) + 24)
    return combo


def fit_to_screen(widget: QWidget, width: int, height: int) -> None:
    """Open at ``width`` x ``height``, or smaller on a small screen."""
    screen = widget.screen() or QApplication.primaryScreen()
    if screen is not None:
        room = screen.availableGeometry()
        width, height = min(width, room.width() - 20), min(height, room.height() - 40)
    widget.resize(max(width, widget.minimumSizeHint().width()), height)


def caption(text: str, buddy: QWidget | None = None) -> QLabel:
    """A field's label; it wraps rather than be cut when a translation is long."""
    label = QLabel(text)
    label.setWordWrap(True)
    if buddy is not None:
        label.setBuddy(buddy)
    return label


def with_error(field: QWidget) -> tuple[QWidget, ErrorLabel]:
    """The field with its error label underneath, as one cell of a form."""
    box = QWidget()
    layout = QVBoxLayout(box)
    layout.setContentsMargins(0, 0, 0, 0)
    layout.setSpacing(1)
    layout.addWidget(field)
    error = ErrorLabel(box)
    layout.addWidget(error)
    return box, error


def add_field(form: QFormLayout, text: str, field: QWidget) -> ErrorLabel:
    """A labelled field in a form, label above field, the error label under
    it; each spans the form's width so a long bilingual label wraps at the
    width of the form, not at some narrow guess. Returns the error label."""
    form.addRow(caption(text, field))
    cell, error = with_error(field)
    form.addRow(cell)
    return error


class FieldErrors:
    """Shows a service's problems beside the fields they name.

    ``route`` may map a problem's field to another label (all "heads.N.*"
    problems go beside the heads table); a problem that names no known
    field goes to the general label, so no message is ever dropped.
    """

    def __init__(self, general: ErrorLabel, route: Callable[[str], str] | None = None):
        self.general = general
        self.labels: dict[str, ErrorLabel] = {}
        self.fields: dict[str, QWidget] = {}
        self.route = route or (lambda name: name)

    def add(self, name: str, label: ErrorLabel, field: QWidget | None = None) -> None:
        self.labels[name] = label
        if field is not None:
            self.fields[name] = field

    def clear(self) -> None:
        for label in (*self.labels.values(), self.general):
            label.clear_message()

    def show(self, problems: Iterable[Problem]) -> QWidget | None:
        """Show every problem; returns the field refused that comes first
        on the form (not the first the service named), to focus it."""
        self.clear()
        messages: dict[str, list[str]] = {}
        for p in problems:
            name = self.route(p.field)
            if name not in self.labels:
                name = "__general__"
            messages.setdefault(name, []).append(p.message)
        for name, texts in messages.items():
            label = self.general if name == "__general__" else self.labels[name]
            label.show_message("\n".join(texts))
        return next((field for name, field in self.fields.items() if name in messages), None)

    def refuse(self, own: Iterable[Problem], others: Iterable[Problem] = ()) -> bool:
        """Show the form's own problems (an amount that is not one) with a
        service's (``others``), all in one attempt; the form's own word on a
        field stands for the service's on the same field. Focuses the first
        field named; True when there was anything to show."""
        own = list(own)
        mine = {p.field for p in own}
        problems = own + [p for p in others if p.field not in mine]
        if not problems:
            return False
        first = self.show(problems)
        if first is not None:
            first.setFocus()
        return True

    def message(self, name: str) -> str:
        label = self.labels.get(name, self.general)
        return "" if label.isHidden() else label.text()


class EnterMovesOn(QObject):
    """Enter in a text field or list moves to the next field, as Tab does:
    on a paper-like form, Enter after a line means "next line"."""

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        if (event.type() == QEvent.Type.KeyPress
                and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
                and not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
                and isinstance(obj, QWidget)):
            if isinstance(obj, QComboBox) and obj.view().isVisible():
                return False  # Enter chooses from an open list
            QApplication.sendEvent(obj, QKeyEvent(QEvent.Type.KeyPress, Qt.Key.Key_Tab,
                                                  Qt.KeyboardModifier.NoModifier))
            return True
        return False

    def watch(self, *widgets: QWidget) -> None:
        for w in widgets:
            w.installEventFilter(self)


def submit_and_cancel(dialog: QDialog, submit_button: QPushButton, cancel_button: QPushButton,
                      submit: Callable[[], object]) -> None:
    """A form's two buttons. The submit button is the dialog's default:
    Enter presses it wherever Enter has no meaning of its own (a field
    where Enter moves on, a list that is open, a button that has the
    focus); Ctrl+Enter (either Enter key) submits from anywhere; Cancel
    rejects."""
    plain_buttons(submit_button, cancel_button)
    make_default(dialog, submit_button)
    submit_button.clicked.connect(submit)
    cancel_button.clicked.connect(dialog.reject)
    for keys in ("Ctrl+Return", "Ctrl+Enter"):
        QShortcut(QKeySequence(keys), dialog, activated=submit)


def plain_buttons(*buttons: QAbstractButton) -> None:
    """Buttons that Enter (or Space) presses only while they have the
    focus. None becomes a default button: not auto-default, which would
    let the dialog pick the first of them for an Enter typed anywhere."""
    for b in buttons:
        if isinstance(b, QPushButton):
            b.setAutoDefault(False)
            b.setDefault(False)
            EnterDoes(b, b.click)


def make_default(dialog: QDialog, button: QPushButton) -> None:
    """The button Enter presses in ``dialog`` (a plain button otherwise)."""
    button.setDefault(True)
    # a button made before its page is put in the dialog is not yet the
    # dialog's default: say it again as the dialog shows
    dialog.installEventFilter(_DefaultOnShow(dialog, button))


class _DefaultOnShow(QObject):
    def __init__(self, dialog: QDialog, button: QPushButton):
        super().__init__(dialog)
        self._button = button

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Show and self._button.isVisibleTo(obj):
            self._button.setDefault(False)
            self._button.setDefault(True)
        return False


class EnterDoes(QObject):
    """Enter in one field does that field's own thing (adds the head,
    makes the report) and nothing more: the key is taken, so the dialog's
    default button is not pressed as well."""

    def __init__(self, widget: QWidget, action: Callable[[], object]):
        super().__init__(widget)
        self._action = action
        widget.installEventFilter(self)

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        if (event.type() == QEvent.Type.KeyPress
                and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
                and not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier):
            self._action()
            return True
        return False
