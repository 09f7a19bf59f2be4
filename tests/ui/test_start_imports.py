"""What opening the desk imports: only what the main window's first sight
needs. The documents, the PDF viewer, the forms and the menus' windows, and
the libraries only they use, are imported when first used (docs/PERFORMANCE.md,
"Opening and closing the desk"). Each check runs in a fresh interpreter,
since this test process has long imported everything."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

# imported when first used, never by the start
LATER = ["reportlab", "num2words", "babel", "uharfbuzz", "PIL",
         "psycopg2",   # PostgreSQL's driver: peewee is imported without it (peewee_import.py)
         # standard modules peewee imports for fields the desk never declares (peewee_import.py)
         "socket", "uuid", "platform", "calendar",
         # the translations' build (lupdate, lrelease, through subprocess; the .ts read whole,
         # or scanned and unescaped): the start loads the .qm and the contexts' table compiled with it
         "pound_desk.ui.translation_tools", "subprocess", "xml.etree.ElementTree", "html",
         "PySide6.QtPdf", "PySide6.QtPdfWidgets", "PySide6.QtPrintSupport",
         # cryptography (its Rust core with OpenSSL, about 9 MB): the seals are checked behind the
         # window, and a person's key is unsealed at sign-in (the dialog loads it while it waits)
         "cryptography",
         "pound_desk.documents.wording", "pound_desk.documents.register", "pound_desk.documents.data",
         "pound_desk.exchange",
         # a return's bundle, its typed schema and the sticks: the heads the returns carry are
         # read after the rows are painted (services/return_heads.py), and by the returns' windows
         "pound_desk.services.return_heads", "pound_desk.returns.bundle", "pound_desk.returns.schema",
         "pound_desk.returns.data_json", "pound_desk.returns.drives",
         "importlib.metadata",   # the version and the About dialog's licences, read when first asked for
         "pound_desk.ui.about_dialog", "pound_desk.services.about",
         "pound_desk.services.demo", "pound_desk.services.case.cases", "pound_desk.services.case.photos",
         "pound_desk.services.tamper",
         "pound_desk.ui.pdf_preview", "pound_desk.ui.case_view", "pound_desk.ui.seizure_form",
         "pound_desk.ui.release_dialog", "pound_desk.ui.register_print_dialog", "pound_desk.ui.setup_wizard",
         "pound_desk.ui.office.rates_dialog", "pound_desk.ui.auction.auction_window",
         # the ladder of migrations and the tables' classes the rows need not: loaded for a
         # register older than the program (models/database.py) and by the work that reads them
         "pound_desk.models.migrations", "pound_desk.models.tables", "pound_desk.models.disposal",
         "pound_desk.models.disputes", "pound_desk.models.findings", "pound_desk.models.protest",
         "pound_desk.models.records", "pound_desk.models.corrections", "pound_desk.models.photos",
         "pound_desk.models.returns",
         # the month's panel is counted on a worker after the rows, with the ledger's tables
         "pound_desk.services.month_figures", "pound_desk.models.ledger", "pound_desk.law.ledger",
         # the day's feeding, logged from the Case menu, with the late entries it may make
         "pound_desk.services.case.feeding", "pound_desk.services.case.late_entries", "pound_desk.law.custody",
         # the backups' own work and their dialog: the start checks the file (services/file_checks.py)
         "pound_desk.services.backups", "pound_desk.services.heads", "pound_desk.services.backup_files",
         "pound_desk.ui.backups_dialog"]


def imported_by(code: str, tmp_path: Path) -> set[str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", POUND_DESK_HOME=str(tmp_path / "home"),
               PYTHONPATH=os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")]))
    report = "\nimport sys, json\nprint(json.dumps(sorted(globals().get('NEW', sys.modules))))"
    out = subprocess.run([sys.executable, "-c", code + report],
                         env=env, capture_output=True, text=True, timeout=300, cwd=tmp_path)
    assert out.returncode == 0, out.stderr[-3000:]
    return set(json.loads(out.stdout.strip().splitlines()[-1]))


def loaded(modules: set[str], names: list[str]) -> list[str]:
    return [n for n in names if n in modules]


def test_importing_the_desk_and_its_main_window_imports_no_document_nor_form(tmp_path):
    modules = imported_by("import PySide6.QtWidgets\nimport pound_desk.ui.app\nimport pound_desk.ui.main_window",
                          tmp_path)
    assert "pound_desk.ui.main_window" in modules and "peewee" in modules
    assert loaded(modules, LATER) == []
    # today's list is worked out on its worker, which imports its services
    assert "pound_desk.services.today" not in modules


def test_the_main_window_shown_on_a_register_still_has_not_imported_them(tmp_path):
    code = f"""
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
app = QApplication([])
from pound_desk.services.desk.storage import open_database
from pound_desk.services import demo
open_database(Path({str(tmp_path / "pound.sqlite3")!r}))
demo.create_demo()
import sys, threading, importlib.abc
before = set(sys.modules)
# what the window's own thread brings in: today's list is read on a worker once the window is
# up (it imports its services there), and whether it has begun by now is a matter of timing
MAIN = threading.main_thread()
on_main = set()
class Watch(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path, target=None):
        if threading.current_thread() is MAIN:
            on_main.add(name)
        return None
sys.meta_path.insert(0, Watch())
from pound_desk.ui.main_window import MainWindow
window = MainWindow()
window.show()
app.processEvents()
NEW = (set(sys.modules) - before) & on_main    # the demo's making aside
"""
    modules = imported_by(code, tmp_path)
    assert "pound_desk.ui.main_window" in modules
    assert loaded(modules, LATER) == []


def test_a_malayalam_start_reads_what_the_build_compiled_without_the_build_s_tools(tmp_path):
    from pound_desk.ui import translation_tools

    translation_tools.compile_all()   # as the build and the installer do
    modules = imported_by("""
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication
app = QApplication([])
from pound_desk.ui import translations
assert translations.apply("ml") == "ml"
# a subclass's string, found under the class that says it: through the contexts' table
assert QCoreApplication.translate("SomeSubclassOfMainWindow", "Quit") != "Quit"
""", tmp_path)
    assert "pound_desk.ui.translations" in modules
    assert loaded(modules, LATER) == []


def test_the_sign_in_dialog_loads_cryptography_once_it_is_up(tmp_path):
    modules = imported_by(f"""
import sys, time
from pathlib import Path
from PySide6.QtWidgets import QApplication
app = QApplication([])
from pound_desk.services.desk.storage import open_database
open_database(Path({str(tmp_path / "pound.sqlite3")!r}))
from pound_desk.ui.sign_in_dialog import SignInDialog
dialog = SignInDialog()
dialog.show()
app.processEvents()
assert "cryptography" not in sys.modules, "loaded before the dialog was painted"
waited = time.monotonic() + 10
while "cryptography.hazmat.primitives.ciphers.aead" not in sys.modules and time.monotonic() < waited:
    app.processEvents()
    time.sleep(0.02)
""", tmp_path)
    # what unlocking a person's key uses, ready before the password is
    assert {"cryptography.hazmat.primitives.ciphers.aead",
            "cryptography.hazmat.primitives.asymmetric.ed25519"} <= modules


def test_opening_a_form_imports_it_then(tmp_path):
    modules = imported_by("import PySide6.QtWidgets\nimport pound_desk.ui.main_window\n"
                          "from pound_desk.ui.case_view import CaseViewDialog", tmp_path)
    assert "pound_desk.ui.case_view" in modules and "PySide6.QtPdf" in modules   # the check can fail


# what the command line may import before it knows there is no command
COMMAND_LINE_AT_START = {"pound_desk.cli", "pound_desk.cli.main", "pound_desk.cli.common", "pound_desk.cli.signin"}


def _command_line(argv: list[str]) -> str:
    """``pound-desk ARGV`` as the entry point runs it, the desktop stood in for
    (its own start is the tests above): the modules imported on the way."""
    return f"""
import sys, types
desk = types.ModuleType("pound_desk.ui.app")
desk.run_gui = lambda db_path, demo=False: 0
sys.modules["pound_desk.ui.app"] = desk
from pound_desk.cli import main
assert main({argv!r}) == 0
"""


@pytest.mark.parametrize("argv", [[], ["--db", "pound.sqlite3"], ["--demo"]])
def test_the_command_line_starts_the_desk_without_its_commands(tmp_path, argv):
    modules = imported_by(_command_line(argv), tmp_path)
    assert "pound_desk.cli.main" in modules
    assert {m for m in modules if m.startswith("pound_desk.cli")} <= COMMAND_LINE_AT_START
    assert loaded(modules, LATER + ["pound_desk.services.case_history"]) == []


def test_a_command_line_asking_for_the_commands_imports_them(tmp_path):
    modules = imported_by(_command_line(["--version"]), tmp_path)   # the check above can fail
    assert {"pound_desk.cli.parser", "pound_desk.cli.cases", "pound_desk.cli.printing"} <= modules
    assert "pound_desk.exchange" in modules
