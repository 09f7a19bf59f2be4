"""Choosing the language of the screen: at the first start, from the File
menu, and on the sign-in screen.

The choice is always offered in both languages, whatever is on screen, so
that someone who cannot read the current one can still find the way back.
Malayalam comes first.
"""
from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QFont
from PySide6.QtWidgets import QDialog, QLabel, QMainWindow, QPushButton, QVBoxLayout, QWidget

from pound_desk import language
from pound_desk.ui import translations
from pound_desk.ui.menus import file_menu

# deliberately not translated: the way to the other language must read in both
TITLE = "ഭാഷ / Language"
PROMPT = "ഏത് ഭാഷയിൽ കാണണം?\nWhich language should Pound Desk use?"


class LanguageDialog(QDialog):
    """Two large buttons, Malayalam first; ``choice`` is the code chosen."""

    def __init__(self, parent: QWidget | None = None, current: str | None = None):
        super().__init__(parent)
        self.setWindowTitle(TITLE)
        self.choice: str | None = None
        layout = QVBoxLayout(self)
        prompt = QLabel(PROMPT)
        prompt.setWordWrap(True)
        layout.addWidget(prompt)
        self.buttons: dict[str, QPushButton] = {}
        big = QFont(self.font())
        big.setPointSize(big.pointSize() + 6)
        for code in language.LANGUAGES:
            button = QPushButton(language.NAMES[code])
            button.setFont(big)
            button.setMinimumHeight(56)
            button.setCheckable(True)
            button.setChecked(code == current)
            button.clicked.connect(lambda *_, c=code: self._choose(c))
            layout.addWidget(button)
            self.buttons[code] = button
        # Enter takes the language in use, or Malayalam at the first start
        default = self.buttons[current if current in self.buttons else language.DEFAULT]
        default.setDefault(True)
        default.setFocus(Qt.FocusReason.OtherFocusReason)
        self.setMinimumWidth(380)

    def _choose(self, code: str) -> None:
        self.choice = code
        self.accept()


def choose_at_first_start(folder: Path, ask: Callable[[], str | None] | None = None) -> str:
    """The language saved for the pound in ``folder``; at the first start
    the person is asked (closing the question takes Malayalam) and the
    answer is saved."""
    code = language.saved(folder)
    if code is not None:
        return code
    if ask is None:
        def ask() -> str | None:
            dialog = LanguageDialog()
            dialog.exec()
            return dialog.choice
    code = ask() or language.DEFAULT
    language.save(folder, code)
    return code


def add_to_menu(window: QMainWindow, folder: Path, switch: Callable[[str], None]) -> QAction:
    """"ഭാഷ / Language…" in the window's File menu; a new choice is saved and
    handed to ``switch``, which rebuilds the window in it."""
    menu = file_menu(window)
    action = QAction(TITLE + "…", window)
    action.setObjectName("language")

    def choose() -> None:
        dialog = LanguageDialog(window, current=language.current())
        window.language_dialog = dialog
        if dialog.exec() == QDialog.DialogCode.Accepted and dialog.choice != language.current():
            language.save(folder, dialog.choice)
            switch(dialog.choice)

    action.triggered.connect(choose)
    first_action = menu.actions()[0] if menu.actions() else None
    menu.insertAction(first_action, action) if first_action else menu.addAction(action)
    if first_action is not None:
        menu.insertSeparator(first_action)
    window.language_action = action
    return action


def show_rebuilding(make: Callable[[], QMainWindow], folder: Path, current: list) -> QMainWindow:
    """Show the window ``make`` builds, with the language entry in its File
    menu; a new language rebuilds it in that language, in the old one's
    place (open forms close with the old one). ``current`` holds the window
    in use."""
    def open_window() -> QMainWindow:
        window = make()
        add_to_menu(window, folder, switch)
        if current:
            old = current[0]
            window.setGeometry(old.geometry())
            old.close()
            old.deleteLater()
        current[:] = [window]
        window.show()
        return window

    def switch(code: str) -> None:
        # the open forms close with the old window: not one the person keeps
        close_forms = getattr(current[0], "close_forms", None) if current else None
        if close_forms is not None and not close_forms():
            return
        translations.apply(code)
        open_window()

    return open_window()


def other_language_button(parent: QWidget, switch: Callable[[str], None]) -> QPushButton:
    """A small button naming the other language in its own script ("English"
    on a Malayalam screen, "മലയാളം" on an English one)."""
    other = next(c for c in language.LANGUAGES if c != language.current()) \
        if language.current() in language.LANGUAGES else language.DEFAULT
    button = QPushButton(language.NAMES[other], parent)
    button.setObjectName("other_language")
    button.setFlat(True)
    button.setStyleSheet("color: #1a4d8f; text-decoration: underline;")   # reads as a link
    button.setToolTip(TITLE)
    button.clicked.connect(lambda *_: switch(other))
    return button
