"""``pound-desk --self-test``: proof that an installation works, with no
screen and without touching the office's data.

In a temporary folder it sets up a pound with its rates, opens the main
window offscreen, registers a seizure through the real seizure form,
releases the cattle on payment, writes the receipt (bilingual, with its
Malayalam shaped and the bundled fonts embedded) and opens it in the app's
own PDF preview. Each step prints one line; the first failure ends the run.
Exit code 0 when every step passed, 1 otherwise.

Installers run it after building (Friture-style smoke test): a frozen build
that lost a Qt plugin, a font or a hidden import fails here, not at the
pound office.
"""
from __future__ import annotations

import os
import sys
import tempfile
import time
import traceback
from datetime import date, timedelta
from pathlib import Path
from typing import Callable, TextIO

# the Malayalam written into the seizure, and looked for in the kept files
SEIZER_RESIDENCE = "മഞ്ചാടി"
CLAIMANT = "രാജൻ പി. / Rajan P."
REPORT_NAME = "pound-desk-self-test.txt"


class SelfTestFailed(Exception):
    pass


def _check(condition: bool, message: str) -> None:
    if not condition:
        raise SelfTestFailed(message)


def run_self_test(out: TextIO | None = None, keep: Path | None = None) -> int:
    """Run every step; ``keep``: a folder to copy the receipt PDF into.

    A windowed program (the Windows build) has no stdout: the report then
    goes to pound-desk-self-test.txt in the temporary-files folder."""
    if out is None and sys.stdout is None:
        with open(Path(tempfile.gettempdir()) / REPORT_NAME, "w", encoding="utf-8") as report:
            return run_self_test(report, keep)
    out = out or sys.stdout
    # offscreen whatever the session has: no window appears, no display is needed
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    with tempfile.TemporaryDirectory(prefix="pound-desk-self-test-") as tmp:
        # nothing may reach the office's own data folder
        saved_home = os.environ.get("POUND_DESK_HOME")
        os.environ["POUND_DESK_HOME"] = tmp
        try:
            return _run(Path(tmp), out, keep)
        finally:
            if saved_home is None:
                os.environ.pop("POUND_DESK_HOME", None)
            else:
                os.environ["POUND_DESK_HOME"] = saved_home


def _run(tmp: Path, out: TextIO, keep: Path | None) -> int:
    from pound_desk import __version__
    from pound_desk.models import close_database

    print(f"Pound Desk {__version__} self-test ({'frozen build' if getattr(sys, 'frozen', False) else 'from source'}, "
          f"Python {sys.version.split()[0]})", file=out, flush=True)
    _wait_for_gate(out)
    state: dict = {"tmp": tmp, "keep": keep}
    steps: list[tuple[str, Callable[[dict], str]]] = [
        ("application and bundled fonts", _app),
        ("Qt calls leave Python's None alone", _none_kept),
        ("Malayalam translation", _translation),
        ("database in a temporary folder", _database),
        ("main window, offscreen", _main_window),
        ("seizure registered through the form", _seizure),
        ("release on payment", _release),
        ("receipt PDF with Malayalam", _receipt),
        ("receipt opened in the preview", _preview),
    ]
    try:
        for name, step in steps:
            try:
                detail = step(state)
            except Exception as e:  # every failure is reported, with its cause
                print(f"FAIL {name}: {type(e).__name__}: {e}", file=out, flush=True)
                if not isinstance(e, SelfTestFailed):
                    traceback.print_exc(file=out)
                return 1
            print(f"ok   {name}" + (f": {detail}" if detail else ""), file=out, flush=True)
    finally:
        _close(state)
        close_database()
    print("self-test passed", file=out, flush=True)
    return 0


def _wait_for_gate(out: TextIO) -> None:
    """For the installers' tests: with POUND_DESK_SELF_TEST_GATE naming a file,
    hold here, before Qt, the documents and the fonts are loaded, until that
    file exists. The test upgrades the package meanwhile; the steps then load
    all that from the folder the running program started from."""
    gate = os.environ.get("POUND_DESK_SELF_TEST_GATE")
    if not gate:
        return
    print(f"waiting for {gate}", file=out, flush=True)
    deadline = time.monotonic() + 600
    while not Path(gate).exists():
        if time.monotonic() > deadline:
            raise SelfTestFailed(f"{gate} did not appear within 10 minutes")
        time.sleep(0.05)


def _app(state: dict) -> str:
    from PySide6.QtGui import QFontDatabase

    from pound_desk.ui.app import make_app
    from pound_desk.ui import fonts
    from pound_desk.ui.fonts import MALAYALAM_FAMILY

    app = make_app(["pound-desk"])
    state["app"] = app
    _check(app.platformName() == "offscreen", f"platform is {app.platformName()!r}, not offscreen")
    # the bundled files themselves, not a system font of the same name
    folder = fonts.resources_dir() / "fonts"
    missing = [name for name in fonts.FONT_FILES if not (folder / name).is_file()]
    _check(not missing, f"bundled fonts missing in {folder}: {', '.join(missing)}")
    font_id = QFontDatabase.addApplicationFont(str(folder / "NotoSansMalayalam-Regular.ttf"))
    _check(MALAYALAM_FAMILY in QFontDatabase.applicationFontFamilies(font_id),
           f"the bundled font {MALAYALAM_FAMILY} did not load from {folder}")
    _check(MALAYALAM_FAMILY in app.font().families(), "the application font has no Malayalam family")
    import PySide6

    return f"Qt {PySide6.__version__}, font {', '.join(app.font().families())}"


def _none_kept(state: dict) -> str:
    """A build on a Python and PySide6 that take a reference from None on
    every void Qt call (6.12.0 on 3.11) aborts after a few thousand screen
    updates; 20,000 calls here fail it before it reaches an office."""
    from PySide6.QtWidgets import QLabel

    label = QLabel()
    before = sys.getrefcount(None)
    made = 0
    while made < 20_000 and before - sys.getrefcount(None) <= 200:
        for _ in range(1000):
            label.setText("x")
        made += 1000
    lost = before - sys.getrefcount(None)
    _check(lost <= 200, f"{made:,} void Qt calls took {lost:,} references from None "
                        f"(Python {sys.version.split()[0]}): this build would abort")
    return f"{made:,} calls, {max(lost, 0)} references"


def _translation(state: dict) -> str:
    """The compiled Malayalam loads (the build put its .qm in the bundle);
    the rest of the test runs in English, as the form is filled in English."""
    from PySide6.QtCore import QCoreApplication

    from pound_desk.ui import translations

    try:
        _check(translations.apply("ml") == "ml", f"no Malayalam translation in {translations.i18n_dir()}")
        quit_text = QCoreApplication.translate("MainWindow", "Quit")
        _check(any("\u0d00" <= c <= "\u0d7f" for c in quit_text), f"'Quit' came out as {quit_text!r}")
    finally:
        translations.apply("en")
    return f"'Quit' is {quit_text}"


def _database(state: dict) -> str:
    from pound_desk.services.desk.storage import open_database
    from pound_desk.services import demo
    from pound_desk.services.office import pound, rates

    db_path = state["tmp"] / "pound-desk.sqlite3"
    open_database(db_path)
    header = demo.POUND
    pound.set_up(kinds_in_use=["cow", "goat"], **header)
    rates.add(demo.demo_rates(header["local_area"], date(2023, 4, 1)))
    _check(pound.is_set_up() and db_path.is_file(), "the pound was not saved")
    state["db_path"] = db_path
    return str(db_path)


def _main_window(state: dict) -> str:
    from pound_desk.ui.main_window import MainWindow

    window = MainWindow()
    state["window"] = window
    window.show()
    state["app"].processEvents()
    _check(window.isVisible(), "the main window did not show")
    _check(window.windowHandle() is not None and window.windowHandle().isExposed(),
           "the main window was not exposed")
    return window.windowTitle()


def _seizure(state: dict) -> str:
    from pound_desk.services.desk import clock
    from pound_desk.ui.seizure_form import SeizureForm

    window = state["window"]
    form = window.new_seizure()
    _check(isinstance(form, SeizureForm) and form.isVisible(), "the seizure form did not open")
    now = clock.now().replace(second=0, microsecond=0)
    form.brought_at.set_value(now - timedelta(minutes=30))
    form.seized_at.set_value(now - timedelta(hours=2))
    form.seized_place.setText("Paddy field, Manjadi")
    form.basis.setCurrentIndex(form.basis.findData("s9"))
    form.seizer_capacity.setCurrentIndex(form.seizer_capacity.findData("cultivator"))
    form.seizer_name.setText("Ramachandran")
    form.seizer_residence.setText(SEIZER_RESIDENCE)
    form.owner_name.setText("Rajan P.")
    form.owner_residence.setText("Karakulam")
    heads = form.heads
    heads.kind.setCurrentIndex(heads.kind.findData("cow"))
    heads.sex.setCurrentIndex(heads.sex.findData("female"))
    heads.colour.setText("black")
    heads.marks.setText("white patch on forehead")
    heads.add_button.click()
    _check(len(heads.heads()) == 1, "the head was not added: " + heads.entry_error.text())
    form.submit()
    _check(bool(form.case_no), "the seizure was refused: " + form.general_error.text())
    state["app"].processEvents()
    _check(window.model.total == 1, f"the register shows {window.model.total} cases, not 1")
    state["case_no"] = form.case_no
    form.close()
    return f"case {form.case_no}"


def _release(state: dict) -> str:
    from pound_desk.services.desk import clock
    from pound_desk.services.case import cases, releases
    from pound_desk.text import money

    at = clock.now().replace(second=0, microsecond=0)
    due = cases.dues(state["case_no"], at).total
    receipt = releases.release_on_payment(state["case_no"], at, CLAIMANT, due)
    state["receipt_no"] = receipt.number
    return f"receipt {receipt.number}, {money(due)}"


def _receipt(state: dict) -> str:
    from pound_desk.services.case import documents

    path = documents.print_receipt(state["receipt_no"])
    _check(path.is_file() and state["tmp"] in path.parents, f"the receipt is not in the temporary folder: {path}")
    pdf = path.read_bytes()
    _check(pdf.startswith(b"%PDF-"), "the receipt is not a PDF")
    # reportlab embeds a subset of each TrueType font it drew with, under its name
    _check(b"NotoSansMalayalam" in pdf, "the receipt has no Malayalam font embedded")
    state["pdf"] = path
    if state["keep"] is not None:
        Path(state["keep"]).mkdir(parents=True, exist_ok=True)
        (Path(state["keep"]) / path.name).write_bytes(pdf)
    return f"{len(pdf) // 1024} KB"


def _preview(state: dict) -> str:
    from PySide6.QtCore import QSize
    from PySide6.QtGui import QColor
    from PySide6.QtPdf import QPdfDocument

    from pound_desk.ui.pdf_preview import PdfPreview

    preview = PdfPreview(state["pdf"], "receipt", state["window"])
    state["preview"] = preview
    preview.show()
    state["app"].processEvents()
    _check(preview.load_error == QPdfDocument.Error.None_, f"the preview could not load it: {preview.load_error}")
    _check(preview.page_count >= 1, "the receipt has no pages")
    image = preview.document.render(0, QSize(420, 594))
    _check(not image.isNull(), "the first page did not render")
    white = QColor("white").rgb()
    inked = sum(1 for y in range(0, image.height(), 6) for x in range(0, image.width(), 6)
                if image.pixel(x, y) != white)
    _check(inked > 50, "the first page rendered blank")
    return f"{preview.page_count} page(s)"


def _close(state: dict) -> None:
    from pound_desk.ui import workers

    for key in ("preview", "window"):
        widget = state.get(key)
        if widget is not None:
            widget.close()
    workers.wait_for_all()
    app = state.get("app")
    if app is not None:
        app.processEvents()
