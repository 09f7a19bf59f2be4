"""A switch at the right of a text field: Malayalam typed in English letters
(``pashu`` -> ``പശു``), for an office without a Malayalam keyboard.

``enable_for(line_edit)`` adds it. While it is on, each word is written in
Malayalam as soon as it is finished (a space or a punctuation mark after
it), and the last word when the keeper leaves the field or presses Enter
(Ctrl+Enter sends a form from the field). Ctrl+Z gives the
English letters back, and they stay as typed. It starts on when the screen
is in Malayalam; the keeper flips it per field by clicking "അ". The scheme
is in ``pound_desk.transliterate``.

Only what the person types is written in Malayalam: a value the program
put in the field (a pre-filled place, a stored name, a choice from a list)
is left as it is, however the keeper leaves the field. In a field that
chooses from the office's list, letters that still find an item are a
search and stay as typed (the list finds them in either script): the item
is chosen, never a new value written in Malayalam from its name.
"""
from __future__ import annotations

import shiboken6
from PySide6.QtCore import QEvent, QObject, QRect, Qt
from PySide6.QtGui import QAction, QColor, QFont, QIcon, QKeySequence, QPainter, QPixmap
from PySide6.QtWidgets import QComboBox, QLineEdit

from pound_desk import language
from pound_desk.transliterate import to_malayalam

# the letters that can be part of a word typed in English letters
_WORD_CHARS = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ~_")


def _icon(on: bool) -> QIcon:
    """"അ" when on; a grey "A" when off (English letters are typed as they are)."""
    size = 32
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    font = QFont()
    font.setPixelSize(28 if on else 22)
    font.setBold(on)
    painter.setFont(font)
    painter.setPen(QColor("#1a5fb4") if on else QColor("#8a8a8a"))
    painter.drawText(QRect(0, 0, size, size), Qt.AlignmentFlag.AlignCenter, "അ" if on else "A")
    painter.end()
    return QIcon(pixmap)


class TransliterationSwitch(QObject):
    """The switch of one line edit; ``action`` is the checkable button."""

    def __init__(self, edit: QLineEdit, on: bool | None = None):
        super().__init__(edit)
        self.setObjectName("transliteration")
        self.edit = edit
        self.action = QAction(edit)
        self.action.setCheckable(True)
        self.action.setToolTip(self.tr("Type Malayalam in English letters (pashu → പശു); Ctrl+M"))
        # the keyboard's way to the switch (Tab passes over a field's own buttons), in this field only
        self.action.setShortcut(QKeySequence("Ctrl+M"))
        self.action.setShortcutContext(Qt.ShortcutContext.WidgetShortcut)
        self.action.toggled.connect(self._toggled)
        self.action.setChecked(language.current() == "ml" if on is None else on)
        self._toggled(self.action.isChecked())
        edit.addAction(self.action, QLineEdit.ActionPosition.TrailingPosition)
        self._busy = False
        # the last word written in Malayalam, for Ctrl+Z: (start, latin, malayalam, text after)
        self._last: tuple[int, str, str, str] | None = None
        self._kept = None            # the text as it was when Ctrl+Z gave the English back
        # whether the text now in the field is the person's typing (textEdited
        # comes just before textChanged); set by the program, it is left alone
        self._typed = False
        self._typing = False
        self._given = edit.text()    # the text as the program last put it in the field
        edit.textEdited.connect(self._edited)
        edit.textChanged.connect(self._changed)
        edit.installEventFilter(self)
        # a list the letters search (fields.ListChooser): while they find an item, they stay
        self._searching = getattr(edit.parent(), "is_searching", None)
        self._held = False
        if isinstance(edit.parent(), QComboBox):
            # an editable combo box hands its focus and keys to its line edit itself
            edit.parent().installEventFilter(self)

    @property
    def on(self) -> bool:
        return self.action.isChecked()

    def set_on(self, on: bool) -> None:
        self.action.setChecked(on)

    def _toggled(self, on: bool) -> None:
        self.action.setIcon(_icon(on))
        self.action.setText("അ" if on else "A")

    # ------------------------------------------------------------ typing
    def _changed(self, _text: str) -> None:
        if self._busy:
            return
        self._typed = self._typing
        if not self._typing:
            self._given = self.edit.text()
            self._held = False
        self._typing = False

    def _edited(self, text: str) -> None:
        if self._busy:
            return
        self._typing = True
        if not self.on:
            return
        pos = self.edit.cursorPosition()
        if pos == 0 or text[pos - 1] in _WORD_CHARS:
            return
        if self._search(text):
            self._held = True        # the words so far find an item: left as typed, for now
            return
        if self._held:
            # no longer a search: the words held back are written too, not left in English letters
            self._convert_held(pos)
            return
        # the word just finished ends before the space or mark just typed
        self._convert_before(pos - 1, keep_cursor=pos)

    def _convert_held(self, cursor: int | None) -> None:
        """Every word typed before ``cursor`` (all, when None) that was held
        back while the letters searched the list, written in Malayalam."""
        self._held = False
        text = self.edit.text()
        limit = len(text) if cursor is None else cursor
        ends = [i for i in range(limit, 0, -1)
                if text[i - 1] in _WORD_CHARS and (i == len(text) or text[i] not in _WORD_CHARS)]
        for end in ends:       # from the right, so the positions to the left stay as they were
            self._convert_before(end, keep_cursor=cursor)
            if cursor is not None:
                cursor = self.edit.cursorPosition()

    def _convert_before(self, end: int, keep_cursor: int | None) -> bool:
        text = self.edit.text()
        start = end
        while start > 0 and text[start - 1] in _WORD_CHARS:
            start -= 1
        latin = text[start:end]
        if not any(c.isalpha() for c in latin):
            return False
        if end <= len(self._given) and text[:end] == self._given[:end] \
                and (end == len(self._given) or self._given[end] not in _WORD_CHARS):
            return False      # a word the program put there, not typed: left as it is
        malayalam = to_malayalam(latin)
        if malayalam == latin:
            return False
        self._busy = True
        try:
            self.edit.setSelection(start, len(latin))
            self.edit.insert(malayalam)       # on Qt's undo stack as well
            if keep_cursor is not None:
                self.edit.setCursorPosition(keep_cursor + len(malayalam) - len(latin))
        finally:
            self._busy = False
        self._last = (start, latin, malayalam, self.edit.text())
        return True

    def convert_last_word(self) -> None:
        """The word at the end of the text, when the keeper leaves the field."""
        text = self.edit.text()
        if not self.on or not self._typed or not text or text == self._kept or text[-1] not in _WORD_CHARS:
            return
        if self._search(text):
            return
        if self._held:
            self._convert_held(None)
            return
        self._convert_before(len(text), keep_cursor=None)

    def _search(self, text: str) -> bool:
        return self._searching is not None and self._searching(text)

    def undo_last(self) -> bool:
        """Ctrl+Z just after a word was written in Malayalam: the English
        letters back (Qt's own undo), the cursor where it was, and the word
        left as typed."""
        if self._last is None:
            return False
        start, latin, malayalam, after = self._last
        self._last = None
        if self.edit.text() != after:
            return False
        cursor = self.edit.cursorPosition()
        self._busy = True
        try:
            self.edit.undo()
            if cursor > start:
                self.edit.setCursorPosition(cursor + len(latin) - len(malayalam))
        finally:
            self._busy = False
        self._kept = self.edit.text()
        return True

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if not shiboken6.isValid(self.edit):
            return False     # a combo box's line edit goes before the combo box, which still has events
        kind = event.type()
        if kind == QEvent.Type.FocusOut:
            self.convert_last_word()
        elif kind in (QEvent.Type.ShortcutOverride, QEvent.Type.KeyPress) \
                and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            # Enter, or Ctrl+Enter sending the form, finishes the last word too
            self.convert_last_word()
        elif kind in (QEvent.Type.ShortcutOverride, QEvent.Type.KeyPress) and self._last is not None \
                and event.matches(QKeySequence.StandardKey.Undo):
            if kind == QEvent.Type.ShortcutOverride:
                event.accept()           # the field's Ctrl+Z, not a window's shortcut
            elif self.undo_last():
                return True
        return super().eventFilter(watched, event)


def enable_for(edit: QLineEdit, on: bool | None = None) -> QLineEdit:
    """Add the switch to ``edit`` and return ``edit``. ``on`` None: on when
    the screen is in Malayalam."""
    if switch_of(edit) is None:
        TransliterationSwitch(edit, on)
    return edit


def switch_of(edit: QLineEdit) -> TransliterationSwitch | None:
    return edit.findChild(TransliterationSwitch, "transliteration", Qt.FindChildOption.FindDirectChildrenOnly)
