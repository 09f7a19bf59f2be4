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

import io
import os
import sys
import tempfile
import time
import traceback
from datetime import date, timedelta
from importlib import import_module
from pathlib import Path
from types import SimpleNamespace
from typing import Callable, NamedTuple, TextIO

from pound_desk import __version__

# the Malayalam written into the seizure, and looked for in the kept files
SEIZER_RESIDENCE = "മഞ്ചാടി"
CLAIMANT = "രാജൻ പി. / Rajan P."
REPORT_NAME = "pound-desk-self-test.txt"


class SelfTestFailed(Exception):
    pass


class Step(NamedTuple):
    """One line of the report: ``run(state, m)`` with ``m`` holding the
    modules of ``needs`` (name in ``m`` -> module), loaded as the step begins."""
    name: str
    run: Callable[[dict, SimpleNamespace], str]
    needs: dict[str, str]


def load(needs: dict[str, str]) -> SimpleNamespace:
    """A step's modules, imported by name as the step begins, not at the top
    of this module: nothing past the standard library may load before the
    gate (``_wait_for_gate``), and a build that lost a module (a hidden import
    a frozen build left out) fails at the step that needs it, by name, after
    the steps before it have reported."""
    return SimpleNamespace(**{key: import_module(name) for key, name in needs.items()})


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
    print(f"Pound Desk {__version__} self-test ({'frozen build' if getattr(sys, 'frozen', False) else 'from source'}, "
          f"Python {sys.version.split()[0]})", file=out, flush=True)
    _wait_for_gate(out)
    state: dict = {"tmp": tmp, "keep": keep}
    clock = "pound_desk.services.desk.clock"
    steps = [
        Step("files as the build made them", _files, {"installed_files": "pound_desk.installed_files"}),
        Step("application and bundled fonts", _app, {"PySide6": "PySide6", "QtGui": "PySide6.QtGui",
                                                     "app": "pound_desk.ui.app", "fonts": "pound_desk.ui.fonts"}),
        Step("Qt calls leave Python's None alone", _none_kept, {"QtWidgets": "PySide6.QtWidgets"}),
        Step("Malayalam translation", _translation, {"QtCore": "PySide6.QtCore",
                                                     "translations": "pound_desk.ui.translations"}),
        Step("webcam", _webcam, {"camera": "pound_desk.ui.camera", "v4l2": "pound_desk.ui.v4l2_camera",
                                 "window": "pound_desk.ui.v4l2_window", "Image": "PIL.Image"}),
        Step("database in a temporary folder", _database, {
            "storage": "pound_desk.services.desk.storage", "demo": "pound_desk.services.demo",
            "pound": "pound_desk.services.office.pound", "rates": "pound_desk.services.office.rates"}),
        Step("main window, offscreen", _main_window, {"main_window": "pound_desk.ui.main_window"}),
        Step("seizure registered through the form", _seizure, {"clock": clock,
                                                               "seizure_form": "pound_desk.ui.seizure_form"}),
        Step("release on payment", _release, {"clock": clock, "cases": "pound_desk.services.case.cases",
                                              "releases": "pound_desk.services.case.releases",
                                              "text": "pound_desk.text"}),
        Step("receipt PDF with Malayalam", _receipt, {"documents": "pound_desk.services.case.documents"}),
        Step("receipt opened in the preview", _preview, {"QtCore": "PySide6.QtCore", "QtGui": "PySide6.QtGui",
                                                         "QtPdf": "PySide6.QtPdf",
                                                         "pdf_preview": "pound_desk.ui.pdf_preview"}),
    ]
    try:
        for name, step, needs in steps:
            try:
                detail = step(state, load(needs))
            except Exception as e:  # every failure is reported, with its cause
                print(f"FAIL {name}: {type(e).__name__}: {e}", file=out, flush=True)
                if not isinstance(e, SelfTestFailed):
                    traceback.print_exc(file=out)
                return 1
            print(f"ok   {name}" + (f": {detail}" if detail else ""), file=out, flush=True)
    finally:
        _close(state)
    print("self-test passed", file=out, flush=True)
    return 0


def _files(state: dict, m: SimpleNamespace) -> str:
    """An installed build's files against the hashes its build recorded."""
    if not getattr(sys, "frozen", False):
        return "run from source, no build to check"
    count, problems = m.installed_files.check(Path(sys.executable).resolve().parent)
    _check(not problems, "; ".join(problems[:5]) + (f" (and {len(problems) - 5} more)" if len(problems) > 5 else ""))
    return f"{count} files match {m.installed_files.MANIFEST}"


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


def _app(state: dict, m: SimpleNamespace) -> str:
    fonts, QFontDatabase, MALAYALAM_FAMILY = m.fonts, m.QtGui.QFontDatabase, m.fonts.MALAYALAM_FAMILY
    app = m.app.make_app(["pound-desk"])
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
    return f"Qt {m.PySide6.__version__}, font {', '.join(app.font().families())}"


def _none_kept(state: dict, m: SimpleNamespace) -> str:
    """A build on a Python and PySide6 that take a reference from None on
    every void Qt call (6.12.0 on 3.11) aborts after a few thousand screen
    updates; 20,000 calls here fail it before it reaches an office."""
    label = m.QtWidgets.QLabel()
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


def _translation(state: dict, m: SimpleNamespace) -> str:
    """The compiled Malayalam loads (the build put its .qm and its contexts'
    table in the bundle); the rest of the test runs in English, as the form
    is filled in English."""
    translations = m.translations
    try:
        _check(translations.apply("ml") == "ml", f"no Malayalam translation in {translations.i18n_dir()}")
        quit_text = m.QtCore.QCoreApplication.translate("MainWindow", "Quit")
        _check(any("\u0d00" <= c <= "\u0d7f" for c in quit_text), f"'Quit' came out as {quit_text!r}")
        _check(translations.contexts_file("ml").exists(),
               f"no table of the Malayalam's contexts in {translations.i18n_dir()}: each start would scan the .ts")
        # a subclass's string is filed under the class that says it (named in a variable, so
        # that the translations' update does not take it for a string of its own)
        subclass = "SomeSubclassOfMainWindow"
        inherited = m.QtCore.QCoreApplication.translate(subclass, "Quit")
        _check(inherited == quit_text, f"a subclass's 'Quit' came out as {inherited!r}")
        if getattr(sys, "frozen", False):
            # what the build compiled is used as it is: a start never compiles it again
            _check("pound_desk.ui.translation_tools" not in sys.modules,
                   "the Malayalam was compiled again at its loading (the build's tools were loaded)")
    finally:
        translations.apply("en")
    return f"'Quit' is {quit_text}"


def _webcam(state: dict, m: SimpleNamespace) -> str:
    """How this computer reads a webcam. On Linux, Video4Linux2 through
    linuxpy: the installed program has no Qt Multimedia, so a build that lost
    linuxpy would have no camera. Frames of both kinds a webcam sends, made
    here, decode to their colour."""
    way = m.camera.backend()
    if not sys.platform.startswith("linux"):
        return f"read with {way or 'nothing'} here"
    _check(m.v4l2.available(), "linuxpy did not load: no webcam can be read")
    if getattr(sys, "frozen", False):
        _check(way == m.camera.V4L2, f"the webcam is read with {way}, not Video4Linux2")
    jpeg = io.BytesIO()
    m.Image.new("RGB", (64, 48), (200, 40, 40)).save(jpeg, "JPEG")
    frames = {"MJPEG": (m.v4l2.RawFrame(m.v4l2.MJPEG, 64, 48, 0, jpeg.getvalue()), (200, 40, 40)),
              # studio-range grey: Y 126 is 128 at full range
              "YUYV": (m.v4l2.RawFrame(m.v4l2.YUYV, 16, 8, 32, bytes((126, 128)) * 128), (128, 128, 128))}
    for name, (frame, colour) in frames.items():
        image = m.v4l2.decode(frame)
        _check(image is not None, f"a {name} frame did not decode")
        got = image.getpixel((5, 5))
        _check(all(abs(a - b) <= 6 for a, b in zip(got, colour)), f"a {name} frame decoded as {got}, not {colour}")
    found = m.v4l2.cameras()
    return f"{way}, {len(found)} camera(s) attached, MJPEG and YUYV frames decoded"


def _database(state: dict, m: SimpleNamespace) -> str:
    demo, pound, rates = m.demo, m.pound, m.rates
    db_path = state["tmp"] / "pound-desk.sqlite3"
    m.storage.open_database(db_path)
    header = demo.POUND
    pound.set_up(kinds_in_use=["cow", "goat"], **header)
    rates.add(demo.demo_rates(header["local_area"], date(2023, 4, 1)))
    _check(pound.is_set_up() and db_path.is_file(), "the pound was not saved")
    state["db_path"] = db_path
    return str(db_path)


def _main_window(state: dict, m: SimpleNamespace) -> str:
    window = m.main_window.MainWindow()
    state["window"] = window
    window.show()
    state["app"].processEvents()
    _check(window.isVisible(), "the main window did not show")
    _check(window.windowHandle() is not None and window.windowHandle().isExposed(),
           "the main window was not exposed")
    return window.windowTitle()


def _seizure(state: dict, m: SimpleNamespace) -> str:
    window = state["window"]
    form = window.new_seizure()
    _check(isinstance(form, m.seizure_form.SeizureForm) and form.isVisible(), "the seizure form did not open")
    now = m.clock.now().replace(second=0, microsecond=0)
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


def _release(state: dict, m: SimpleNamespace) -> str:
    at = m.clock.now().replace(second=0, microsecond=0)
    due = m.cases.dues(state["case_no"], at).total
    receipt = m.releases.release_on_payment(state["case_no"], at, CLAIMANT, due)
    state["receipt_no"] = receipt.number
    return f"receipt {receipt.number}, {m.text.money(due)}"


def _receipt(state: dict, m: SimpleNamespace) -> str:
    path = m.documents.print_receipt(state["receipt_no"])
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


def _preview(state: dict, m: SimpleNamespace) -> str:
    preview = m.pdf_preview.PdfPreview(state["pdf"], "receipt", state["window"])
    state["preview"] = preview
    preview.show()
    state["app"].processEvents()
    _check(preview.load_error == m.QtPdf.QPdfDocument.Error.None_,
           f"the preview could not load it: {preview.load_error}")
    _check(preview.page_count >= 1, "the receipt has no pages")
    image = preview.document.render(0, m.QtCore.QSize(420, 594))
    _check(not image.isNull(), "the first page did not render")
    white = m.QtGui.QColor("white").rgb()
    inked = sum(1 for y in range(0, image.height(), 6) for x in range(0, image.width(), 6)
                if image.pixel(x, y) != white)
    _check(inked > 50, "the first page rendered blank")
    return f"{preview.page_count} page(s)"


def _close(state: dict) -> None:
    """Close what the steps opened. Only what they loaded is asked: a run
    that stopped before the main window has no worker, one that stopped
    before the database has none open (and nothing more is loaded now)."""
    for key in ("preview", "window"):
        widget = state.get(key)
        if widget is not None:
            widget.close()
    workers = sys.modules.get("pound_desk.ui.workers")
    if workers is not None:
        workers.wait_for_all()
    app = state.get("app")
    if app is not None:
        app.processEvents()
    models = sys.modules.get("pound_desk.models")
    if models is not None:
        models.close_database()
