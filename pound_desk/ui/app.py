"""Starting the desktop: the application, its fonts, the pound's database,
the first-run set-up when needed, then the main window.

Nothing happens on import; ``run_gui`` does it all, and the helpers below
let tests build the same windows inside their own QApplication. What only a
first start or the demo needs (the set-up wizard, the demo pound and the
case workflows it builds on) is imported when it is needed.
"""
from __future__ import annotations

import gc
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QApplication, QDialog, QMessageBox

import pound_desk
from pound_desk import language, paths
from pound_desk.language import translate
from pound_desk.models import close_database
from pound_desk.returns import key_file
from pound_desk.services.desk import audit, clock, session, users
from pound_desk.services.desk.storage import open_database
from pound_desk.services.office import keepers, pound, rates
from pound_desk.ui import access, crash, display, guide_key, later, start_check, translations, workers
from pound_desk.ui import lock as lock_screen
from pound_desk.ui.fonts import install_app_font
from pound_desk.ui.housekeeping import Housekeeping
from pound_desk.ui.icon import app_icon
from pound_desk.ui.language_dialog import choose_at_first_start, show_rebuilding
from pound_desk.ui.main_window import MainWindow
from pound_desk.ui.sign_in_dialog import FirstUserDialog, SignInDialog, apply_role

if TYPE_CHECKING:
    from pound_desk.ui.setup_wizard import SetupWizard

APP_NAME = "Pound Desk"


def make_app(argv: list[str] | None = None) -> QApplication:
    """The QApplication (the one already running, under tests), with the
    bundled fonts as its font."""
    app = QApplication.instance() or QApplication(list(argv if argv is not None else sys.argv))
    app.setApplicationName(APP_NAME)
    install_app_font(app)
    access.install(app)   # every window named for a screen reader and left by Tab
    app.setWindowIcon(app_icon())
    return app


def needs_setup() -> bool:
    return not pound.is_set_up()


def needs_rates() -> bool:
    """Set up, but the rates were never saved (the set-up was left after a
    refusal of its rates): the fines could not be worked out."""
    return pound.is_set_up() and not rates.entries()


def setup_wizard_for(db_path: Path) -> SetupWizard:
    """The first-run wizard on ``db_path`` (opened here)."""
    open_database(db_path)
    return later.SETUP_WIZARD(only_rates=needs_rates())


def main_window_for(db_path: Path, demo_pound: bool = False) -> MainWindow:
    """The main window on ``db_path``; with ``demo_pound``, an empty
    database first gets the demo pound. The database must be set up."""
    open_database(db_path)
    if demo_pound and needs_setup():
        later.CREATE_DEMO()
    return MainWindow()


def demo_refusal() -> str | None:
    """Why ``--demo`` may not open this register (None: it may). The demo
    signs its keeper in without a password, so it opens only the demo pound
    made by the desktop's ``--demo``: never a register that has users, nor
    one set up as a real pound."""
    if users.accounts():
        return translate("app", "This register has users: start Pound Desk without --demo and sign in")
    if not later.IS_DEMO():
        return translate("app", "This register is not the demo pound: start Pound Desk without --demo "
                                "and sign in")
    return None


def sign_in_at_start(demo: bool = False, folder: Path | None = None) -> bool:
    """Who is at the desk, before the main window opens: the demo keeper at
    once with ``demo`` (no password: the demo is not for real cases);
    otherwise the first supervising user is created if there is none yet,
    then someone signs in. False: the person quit instead."""
    if demo:
        keeper = keepers.standing(clock.now().date()).name or "Demo keeper"
        session.sign_in(session.Actor(keeper, "keeper"))
        return True
    if users.needs_first_user() and FirstUserDialog().exec() != QDialog.DialogCode.Accepted:
        return False
    while True:
        dialog = SignInDialog(offer_language=folder is not None)
        result = dialog.exec()
        if result != SignInDialog.SWITCH_LANGUAGE:
            return result == QDialog.DialogCode.Accepted
        language.save(folder, dialog.switch_to)
        translations.apply(dialog.switch_to)


def open_main_window(folder: Path, demo: bool = False) -> MainWindow:
    """The main window for the person signed in, in the language of the
    screen; choosing another language from its File menu replaces it with
    one in that language (open forms close with the old one)."""
    def make() -> MainWindow:
        display.apply_for_person()   # the text size and contrast this person chose
        window = MainWindow()
        apply_role(window, demo=demo)
        lock_screen.install(window)   # the lock screen after a time unused
        return window

    return show_rebuilding(make, folder, _windows)


# the main window in use (replaced when the language changes)
_windows: list[MainWindow] = []


def run_gui(db_path: Path, demo: bool = False, argv: list[str] | None = None,
            check_return: Path | None = None) -> int:
    """The desktop on ``db_path``; with ``demo`` (or the set-up's "start a
    demo pound"), on the demo pound's own file beside it instead, so a real
    register is never written with the demo nor replaced by it. With
    ``check_return`` (a return file opened from the file manager), the log of
    returns opens once the window is up, with that file checked against this
    pound's key."""
    paths.keep_private()   # files 0600, folders 0700
    if demo:
        db_path = paths.demo_db(Path(db_path))
        db_path.parent.mkdir(parents=True, exist_ok=True)
    code = _run_gui(Path(db_path), demo, argv, check_return)
    if code is _TO_DEMO:
        return run_gui(db_path, demo=True, argv=argv, check_return=check_return)
    return code


_TO_DEMO = object()   # the set-up chose the demo pound: start again on its file


def _run_gui(db_path: Path, demo: bool, argv: list[str] | None, check_return: Path | None = None):
    app = make_app(argv)
    guide_key.install(app)   # F1 opens the keeper's guide from any window, the sign-in and set-up too
    crash.install(db_path)   # an error escaping a slot: a sentence on screen, the detail in the log
    folder = _office_folder(db_path)
    translations.apply(choose_at_first_start(folder))   # Malayalam offered first
    lock = start_check.startup(Path(db_path))  # one copy at a time; a damaged file is not opened
    if lock is None:
        return 1
    try:
        open_database(db_path)
        refused = _before_the_window(db_path, demo, folder)
        if refused is not None:
            return refused
        window = open_main_window(folder, demo)
        window.after_first_paint(gc.enable)   # held off for the start (pound_desk/__main__.py)
        keeping = _behind_the_window(window, Path(db_path), check_return)
        return _closed(keeping, app.exec())
    finally:
        if session.current().role != "system":
            audit.record_view("sign_out", session.current().name)
        session.sign_out()
        close_database()
        lock.release()
        gc.enable()   # however the desktop ended (before its window, among others)


def _office_folder(db_path: Path) -> Path:
    """Where the office's language is kept (the real register's folder, for
    the demo's too)."""
    return db_path.parent.parent if paths.is_demo(db_path) else db_path.parent


def _before_the_window(db_path: Path, demo: bool, folder: Path):
    """The key file's check, the set-up if the register needs it, and the
    sign-in. None: the main window opens; else the exit code (or _TO_DEMO)."""
    try:
        key_file.check_private(Path(db_path))
    except key_file.KeyExposed as exc:
        QMessageBox.critical(None, "Pound Desk", str(exc))
        return 1
    signed_in = False
    if needs_setup() or needs_rates():
        ended, signed_in = _set_up(demo, folder)
        if ended is not None:
            return ended
    why = demo_refusal() if demo else None
    if why:
        QMessageBox.warning(None, "Pound Desk", why)
        return 1
    if not signed_in and not sign_in_at_start(demo, folder):
        return 1
    return None


def _set_up(demo: bool, folder: Path) -> tuple[object | None, bool]:
    """The demo pound made, or the set-up wizard (the rates alone for a pound
    set up without them): (None, or the exit code or _TO_DEMO; whether
    someone signed in on the way)."""
    if demo and needs_setup():
        later.CREATE_DEMO()
        return None, False
    signed_in = False
    if not needs_setup() and users.accounts() and not demo:
        # the rates of a register that has users are entered by someone signed in
        if not sign_in_at_start(False, folder):
            return 1, False
        signed_in = True
    wizard = later.SETUP_WIZARD(only_rates=needs_rates())
    accepted = wizard.exec() == QDialog.DialogCode.Accepted
    if accepted and wizard.created_demo:
        return _TO_DEMO, signed_in
    if not accepted or needs_setup():
        return 1, signed_in
    return None, signed_in


def _behind_the_window(window: MainWindow, db_path: Path, check_return: Path | None) -> Housekeeping:
    """What the start does once the register's rows are on the screen (the
    keeper sees the register first, and none of it stands in its way): a
    return file opened from the file manager checked in the log of returns;
    the check of the register's head against the one this desk wrote down;
    the start's record; then the check of the whole file and the backups.
    The program's version is given to Qt then too: it is read from the
    package's metadata, whose reader the first sight does not need."""
    window.after_first_paint(lambda: QApplication.instance().setApplicationVersion(pound_desk.__version__))
    if check_return is not None and hasattr(window, "open_return_log"):
        window.after_first_paint(lambda: window.open_return_log().check_file(check_return))
    window.after_first_paint(lambda: _warn_if_older(db_path))
    window.after_first_paint(lambda: audit.record_view("app_started", "", {"db": str(db_path)}))
    keeping = Housekeeping(db_path, lambda: _windows[0] if _windows else None)
    window.after_first_paint(keeping.start)
    return keeping


def _warn_if_older(db_path: Path) -> None:
    """A register older than the head this desk last wrote down, said once
    (the sticks' returns are read then, not before the register is on the
    screen)."""
    older = later.OLDER_THAN_REMEMBERED(db_path)
    if older:
        QMessageBox.warning(_windows[0] if _windows else None, "Pound Desk", older)


def _closed(keeping: Housekeeping, code: int) -> int:
    """After the window closed: what runs behind it stopped, and the close
    recorded (nothing more is written to a damaged file)."""
    keeping.shutdown()
    if keeping.found_damage:
        return 1
    audit.record_view("app_closed", "", {"exit_code": code})
    workers.stop_all()     # today's list, a preview being made: nothing holds the exit
    workers.wait_for_all()
    return code
