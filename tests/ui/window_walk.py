"""Every window the desk's menus and toolbar open, built on the demo pound,
for the tests that look at all of them at once (text size, screen reader,
keyboard): the main window, then each menu entry triggered in turn and the
windows it opened collected. The questions and file choosers that would wait
for a person are answered No / nothing; the sign-in and first-start windows,
which no menu opens, are built too."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Iterator

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QDialog, QFileDialog, QMessageBox, QWidget

from pound_desk.services import demo
from pound_desk.ui import later, workers
from pound_desk.ui.main_window import MainWindow


@dataclass
class Opened:
    path: str          # the menu entry that opened it ("Office > Rate tables")
    window: QWidget


def quiet(monkeypatch) -> None:
    """Nothing waits for a person: questions answered No, files not chosen,
    a dialog's own event loop not entered (it stays shown instead)."""
    def show_instead(self):
        self.show()
        return 0

    monkeypatch.setattr(QDialog, "exec", show_instead)
    for name in ("question", "warning", "information", "critical"):
        monkeypatch.setattr(QMessageBox, name, staticmethod(lambda *a, **k: QMessageBox.StandardButton.No))
    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(lambda *a, **k: ("", "")))
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: ("", "")))
    monkeypatch.setattr(QFileDialog, "getExistingDirectory", staticmethod(lambda *a, **k: ""))


def settle(rounds: int = 3) -> None:
    """Events handled until a window shown has taken the focus and been
    prepared for a screen reader (access.py does it on the next turn)."""
    for _ in range(rounds):
        QApplication.processEvents()


def main_window(qtbot, size: tuple[int, int] = (1366, 768)) -> MainWindow:
    demo.create_demo()
    window = MainWindow()
    qtbot.addWidget(window)
    window.confirm = lambda text: False
    window.resize(*size)
    window.show()
    qtbot.waitUntil(lambda: not window.needs.loading, timeout=20000)
    settle()
    return window


def _entries(actions, path=()) -> Iterator[tuple[str, QAction]]:
    for a in actions:
        if a.isSeparator() or (a.menu() is not None and a.menu().objectName() == "view"):
            continue   # the View menu opens no window: it changes the text size the walk is at
        title = a.text().replace("&", "")
        if a.menu() is not None:
            yield from _entries(a.menu().actions(), path + (title,))
        else:
            yield " > ".join(path + (title,)), a


def windows(window: MainWindow, qtbot) -> Iterator[Opened]:
    """Each window a menu entry of ``window`` opens, one at a time: it is
    closed again when the caller asks for the next."""
    app = QApplication.instance()
    yield Opened("Main window", window)
    for path, action in _entries(window.menuBar().actions()):
        if action is window.quit_action or not action.isEnabled():
            continue
        before = set(QApplication.topLevelWidgets())
        action.trigger()
        settle()
        opened = [w for w in QApplication.topLevelWidgets()
                  if w not in before and w.isVisible() and not isinstance(w, (QMessageBox, QFileDialog))]
        for w in opened:
            yield Opened(path, w)
        for w in opened:
            if hasattr(w, "confirm_discard"):
                w.confirm_discard = lambda: True
            w.close()
        workers.wait_for_all()
        app.processEvents()


def upper_windows(qtbot) -> Iterator[Opened]:
    """The upper level's (``pound-desk upper``): its first officer, signing in,
    and its window, each tab in turn, for an officer (every form on) and the
    report's tab for an auditor; on a database of its own, let go after."""
    import tempfile
    from pathlib import Path

    from pound_desk.authority import upper_users
    from pound_desk.authority.database import close_authority, open_authority
    from pound_desk.ui.authority.sign_in import UpperSignInDialog
    from pound_desk.ui.upper.window import UpperWindow

    with tempfile.TemporaryDirectory() as folder:
        open_authority(Path(folder) / "upper.sqlite3")
        try:
            makers = [("Upper > First officer", UpperSignInDialog)]
            officer = upper_users.add("K. Radha", "officer", "director-2026", None)
            upper_users.add("P. Anil", "auditor", "director-2026", officer)
            makers += [("Upper > Sign in", lambda: UpperSignInDialog("K. Radha")),
                       ("Upper > Officer", lambda: UpperWindow(officer)),
                       ("Upper > Auditor", lambda: UpperWindow(upper_users.UpperUser.get(name="P. Anil")))]
            for path, make in makers:
                w = make()
                qtbot.addWidget(w)
                w.show()
                w.activateWindow()
                settle()
                tabs = getattr(w, "tabs", None)
                for n in range(tabs.count() if tabs is not None and path.endswith("Officer") else 1):
                    if tabs is not None and path.endswith("Officer"):
                        tabs.setCurrentIndex(n)
                        settle()
                    yield Opened(path + (f" > {tabs.tabText(tabs.currentIndex())}" if tabs is not None else ""), w)
                w.close()
        finally:
            close_authority()


def start_windows(qtbot) -> Iterator[Opened]:
    """The windows before the main one: the first user, signing in, the set-up;
    and the upper level's (``upper_windows``)."""
    yield from upper_windows(qtbot)
    from pound_desk.ui.sign_in_dialog import FirstUserDialog, SignInDialog

    for path, make in (("Start > First user", FirstUserDialog), ("Start > Sign in", SignInDialog),
                       ("Start > Set-up", lambda: later.SETUP_WIZARD(only_rates=False))):
        w = make()
        qtbot.addWidget(w)
        w.show()
        w.activateWindow()
        settle()
        yield Opened(path, w)
        w.close()
